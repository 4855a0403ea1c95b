"""Telma's metadata: variants, rule options (with defaults) and the in-app rules reference."""

from __future__ import annotations

from gamesuite.rules.core import QT_TRANSLATE_NOOP, GameSpec, RuleOption, Variant

ROUND_POINTS = {1: 1, 2: 1, 3: 2}
MAX_ROUNDS = 3
MAX_NICKNAME_PART = 40  # characters of one nickname part, spaces normalised
MAX_MS = 10**12  # the largest time (t_ms) an action may carry

OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "tie_window_ms",
        QT_TRANSLATE_NOOP("telma", "Tie window (ms)"),
        QT_TRANSLATE_NOOP(
            "telma",
            "Calls finished within this many milliseconds of the first valid call count as said at the same time.",
        ),
        200,
        kind="int",
        minimum=0,
        maximum=2000,
    ),
    RuleOption(
        "wrong_nickname",
        QT_TRANSLATE_NOOP("telma", "Wrongly said nickname"),
        QT_TRANSLATE_NOOP("telma", "What a call the table rejects (wrong or garbled nickname) costs the caller."),
        "void",
        choices=(
            ("void", QT_TRANSLATE_NOOP("telma", "The call does not count; the caller may call again")),
            (
                "takes_cards",
                QT_TRANSLATE_NOOP("telma", "The caller takes the revealed cards, as if they lost the contest"),
            ),
        ),
    ),
    RuleOption(
        "false_call",
        QT_TRANSLATE_NOOP("telma", "Call without a match"),
        QT_TRANSLATE_NOOP("telma", "What happens when someone calls a nickname while no two visible symbols match."),
        "ignored",
        choices=(
            ("ignored", QT_TRANSLATE_NOOP("telma", "Nothing: the call is ignored and revealing goes on")),
            (
                "takes_cards",
                QT_TRANSLATE_NOOP("telma", "The caller takes every revealed card and the round restarts with them"),
            ),
        ),
    ),
    RuleOption(
        "cards_taken",
        QT_TRANSLATE_NOOP("telma", "Cards the loser takes"),
        QT_TRANSLATE_NOOP("telma", "Which face-up cards go to the loser of a contest (and are divided in a tie)."),
        "table",
        choices=(
            ("table", QT_TRANSLATE_NOOP("telma", "All cards revealed on the table, every player's face-up pile")),
            ("involved", QT_TRANSLATE_NOOP("telma", "Only the face-up piles of the players in the contest")),
        ),
    ),
    RuleOption(
        "several_out",
        QT_TRANSLATE_NOOP("telma", "Several players out at once"),
        QT_TRANSLATE_NOOP("telma", "When more than one player has no cards after a contest, who wins the round."),
        "first_out",
        choices=(
            ("first_out", QT_TRANSLATE_NOOP("telma", "Only the one whose face-down pile ran out first")),
            ("share", QT_TRANSLATE_NOOP("telma", "All of them win the round and score its points")),
        ),
    ),
    RuleOption(
        "after_tie",
        QT_TRANSLATE_NOOP("telma", "Restart after a tie"),
        QT_TRANSLATE_NOOP("telma", "Who reveals first after a tied contest (there is no loser to restart with)."),
        "first_tied",
        choices=(
            (
                "first_tied",
                QT_TRANSLATE_NOOP(
                    "telma", "The first tied player clockwise from the one who revealed the contest card"
                ),
            ),
            ("next_player", QT_TRANSLATE_NOOP("telma", "The player after the one who revealed the contest card")),
        ),
    ),
    RuleOption(
        "centre_at_round_end",
        QT_TRANSLATE_NOOP("telma", "Centre card at the end of a round"),
        QT_TRANSLATE_NOOP("telma", "What happens to odd cards still waiting in the centre when a round ends."),
        "gather",
        choices=(
            ("gather", QT_TRANSLATE_NOOP("telma", "Gathered with the other cards and dealt again")),
            ("carry_over", QT_TRANSLATE_NOOP("telma", "Stays in the centre for the next loser of the next round")),
        ),
    ),
    RuleOption(
        "next_deal",
        QT_TRANSLATE_NOOP("telma", "Deal for rounds 2 and 3"),
        QT_TRANSLATE_NOOP("telma", "How the cards are dealt again at the start of rounds 2 and 3."),
        "no_shuffle",
        choices=(
            (
                "no_shuffle",
                QT_TRANSLATE_NOOP("telma", 'Gathered seat by seat and dealt without shuffling ("no need to shuffle")'),
            ),
            ("shuffle", QT_TRANSLATE_NOOP("telma", "Gathered, shuffled and dealt")),
        ),
    ),
    RuleOption(
        "round_start",
        QT_TRANSLATE_NOOP("telma", "First player of each round"),
        QT_TRANSLATE_NOOP("telma", "Who receives the first card and reveals first in rounds 2 and 3."),
        "same",
        choices=(
            (
                "same",
                QT_TRANSLATE_NOOP("telma", "The same player as in round 1 (the deal is exactly as in the first round)"),
            ),
            ("rotate", QT_TRANSLATE_NOOP("telma", "The deal moves one seat clockwise every round")),
        ),
    ),
    RuleOption(
        "remove_cross_cards",
        QT_TRANSLATE_NOOP("telma", "Remove circled-cross cards (4-5 players)"),
        QT_TRANSLATE_NOOP(
            "telma", "With 4 or 5 players, take the 16 cards marked with a circled cross out for a faster game."
        ),
        False,
        kind="bool",
    ),
    RuleOption(
        "round3_addition",
        QT_TRANSLATE_NOOP("telma", "Round-3 nickname part"),
        QT_TRANSLATE_NOOP("telma", "What every player adds to their nickname in the third round."),
        "provenance",
        choices=(
            ("provenance", QT_TRANSLATE_NOOP("telma", 'A provenance ("yellow table from Lisbon")')),
            ("gesture", QT_TRANSLATE_NOOP("telma", "A gesture made while saying the nickname")),
        ),
    ),
    RuleOption(
        "stalemate",
        QT_TRANSLATE_NOOP("telma", "Nobody can reveal"),
        QT_TRANSLATE_NOOP("telma", "What happens when every face-down pile is empty and no symbols match."),
        "recycle",
        choices=(
            ("recycle", QT_TRANSLATE_NOOP("telma", "Everyone turns their face-up pile over and revealing goes on")),
            ("fewest", QT_TRANSLATE_NOOP("telma", "The round ends; the player with the fewest cards wins it")),
        ),
    ),
    RuleOption(
        "final_tie",
        QT_TRANSLATE_NOOP("telma", "Tie after round 3"),
        QT_TRANSLATE_NOOP("telma", "How a tie for the most points after the third round is decided."),
        "shared",
        choices=(
            ("shared", QT_TRANSLATE_NOOP("telma", "The tied players share the win")),
            ("latest_round", QT_TRANSLATE_NOOP("telma", "The tied player who won the most recent round wins")),
        ),
    ),
    RuleOption(
        "contest_limit",
        QT_TRANSLATE_NOOP("telma", "Contest limit per round"),
        QT_TRANSLATE_NOOP(
            "telma",
            "After this many contests in one round the round ends and the player with the fewest cards wins it.",
        ),
        400,
        kind="int",
        minimum=20,
        maximum=5000,
    ),
    RuleOption(
        "contest_highlight",
        QT_TRANSLATE_NOOP("telma", "Highlight contests"),
        QT_TRANSLATE_NOOP("telma", "The table screen marks the matching cards when a contest starts."),
        True,
        kind="bool",
    ),
    RuleOption(
        "show_nicknames",
        QT_TRANSLATE_NOOP("telma", "Show nicknames during play"),
        QT_TRANSLATE_NOOP("telma", "An easier game: nicknames stay on screen instead of being memorised."),
        False,
        kind="bool",
    ),
)


SPEC = GameSpec(
    id="telma",
    title=QT_TRANSLATE_NOOP("telma", "Telma"),
    tagline=QT_TRANSLATE_NOOP("telma", "Spot matching symbols and shout the other player's nickname first."),
    variants=(
        Variant(
            "standard",
            QT_TRANSLATE_NOOP("telma", "Standard"),
            QT_TRANSLATE_NOOP("telma", "Three rounds, nicknames growing each round."),
            3,
            8,
        ),
    ),
    options=OPTIONS,
    realtime=True,
)
