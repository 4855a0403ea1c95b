"""Telma's metadata: variants, rule options (with defaults) and the in-app rules reference."""

from __future__ import annotations

from gamesuite.rules.core import GameSpec, RuleOption, Variant
from gamesuite.rules.telma.deck import CARDS

ROUND_POINTS = {1: 1, 2: 1, 3: 2}
MAX_ROUNDS = 3
MAX_NICKNAME_PART = 40  # characters of one nickname part, spaces normalised
MAX_MS = 10**12  # the largest time (t_ms) an action may carry

OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "tie_window_ms",
        "Tie window (ms)",
        "Calls finished within this many milliseconds of the first valid call count as said at the same time.",
        200,
        kind="int",
        minimum=0,
        maximum=2000,
    ),
    RuleOption(
        "wrong_nickname",
        "Wrongly said nickname",
        "What a call the table rejects (wrong or garbled nickname) costs the caller.",
        "void",
        choices=(
            ("void", "The call does not count; the caller may call again"),
            ("takes_cards", "The caller takes the revealed cards, as if they lost the contest"),
        ),
    ),
    RuleOption(
        "false_call",
        "Call without a match",
        "What happens when someone calls a nickname while no two visible symbols match.",
        "ignored",
        choices=(
            ("ignored", "Nothing: the call is ignored and revealing goes on"),
            ("takes_cards", "The caller takes every revealed card and the round restarts with them"),
        ),
    ),
    RuleOption(
        "cards_taken",
        "Cards the loser takes",
        "Which face-up cards go to the loser of a contest (and are divided in a tie).",
        "table",
        choices=(
            ("table", "All cards revealed on the table, every player's face-up pile"),
            ("involved", "Only the face-up piles of the players in the contest"),
        ),
    ),
    RuleOption(
        "several_out",
        "Several players out at once",
        "When more than one player has no cards after a contest, who wins the round.",
        "first_out",
        choices=(
            ("first_out", "Only the one whose face-down pile ran out first"),
            ("share", "All of them win the round and score its points"),
        ),
    ),
    RuleOption(
        "after_tie",
        "Restart after a tie",
        "Who reveals first after a tied contest (there is no loser to restart with).",
        "first_tied",
        choices=(
            ("first_tied", "The first tied player clockwise from the one who revealed the contest card"),
            ("next_player", "The player after the one who revealed the contest card"),
        ),
    ),
    RuleOption(
        "centre_at_round_end",
        "Centre card at the end of a round",
        "What happens to odd cards still waiting in the centre when a round ends.",
        "gather",
        choices=(
            ("gather", "Gathered with the other cards and dealt again"),
            ("carry_over", "Stays in the centre for the next loser of the next round"),
        ),
    ),
    RuleOption(
        "next_deal",
        "Deal for rounds 2 and 3",
        "How the cards are dealt again at the start of rounds 2 and 3.",
        "no_shuffle",
        choices=(
            ("no_shuffle", 'Gathered seat by seat and dealt without shuffling ("no need to shuffle")'),
            ("shuffle", "Gathered, shuffled and dealt"),
        ),
    ),
    RuleOption(
        "round_start",
        "First player of each round",
        "Who receives the first card and reveals first in rounds 2 and 3.",
        "same",
        choices=(
            ("same", "The same player as in round 1 (the deal is exactly as in the first round)"),
            ("rotate", "The deal moves one seat clockwise every round"),
        ),
    ),
    RuleOption(
        "remove_cross_cards",
        "Remove circled-cross cards (4-5 players)",
        "With 4 or 5 players, take the 16 cards marked with a circled cross out for a faster game.",
        False,
        kind="bool",
    ),
    RuleOption(
        "round3_addition",
        "Round-3 nickname part",
        "What every player adds to their nickname in the third round.",
        "provenance",
        choices=(
            ("provenance", 'A provenance ("yellow table from Lisbon")'),
            ("gesture", "A gesture made while saying the nickname"),
        ),
    ),
    RuleOption(
        "stalemate",
        "Nobody can reveal",
        "What happens when every face-down pile is empty and no symbols match.",
        "recycle",
        choices=(
            ("recycle", "Everyone turns their face-up pile over and revealing goes on"),
            ("fewest", "The round ends; the player with the fewest cards wins it"),
        ),
    ),
    RuleOption(
        "final_tie",
        "Tie after round 3",
        "How a tie for the most points after the third round is decided.",
        "shared",
        choices=(
            ("shared", "The tied players share the win"),
            ("latest_round", "The tied player who won the most recent round wins"),
        ),
    ),
    RuleOption(
        "contest_limit",
        "Contest limit per round",
        "After this many contests in one round the round ends and the player with the fewest cards wins it.",
        400,
        kind="int",
        minimum=20,
        maximum=5000,
    ),
    RuleOption(
        "contest_highlight",
        "Highlight contests",
        "The table screen marks the matching cards when a contest starts.",
        True,
        kind="bool",
    ),
    RuleOption(
        "show_nicknames",
        "Show nicknames during play",
        "An easier game: nicknames stay on screen instead of being memorised.",
        False,
        kind="bool",
    ),
)

_N_CARDS = len(CARDS)
_N_CROSS = sum(c.cross for c in CARDS)

RULES_REFERENCE = f"""\
# Telma

Get rid of all your cards by winning shouting contests: say the other player's nickname first!

## Setup
* {_N_CARDS} cards: 12 symbols, double cards with two symbols, and one **Surto** card (Telma herself).
  {_N_CROSS} cards carry a circled cross.
* All cards are dealt one at a time, clockwise from the first player; some players may get one card
  more. Everyone keeps a face-down pile.
* Nicknames: in round 1 every player picks a **common noun** (table, hut, hat...). Round 2 adds an
  **adjective** ("yellow table"); round 3 adds a **provenance** ("yellow table from Lisbon") or a
  **gesture** (rule option). Pick balanced nicknames! Nouns must be different from each other.

## Play
* Clockwise, the player whose turn it is reveals the top card of their pile onto their face-up pile,
  covering their previous card. Players whose face-down pile is empty are skipped.
* When two visible cards share a symbol, their owners are in a **contest**: each says the other's
  nickname. The player whose nickname is said first (said by someone else, correctly) **loses**: they take
  the revealed cards (see *Cards the loser takes*) plus any cards waiting in the centre, and put them at
  the bottom of their pile. The round restarts with the loser.
* **Double cards**: either symbol can match. If both symbols are already visible on two other players'
  cards, a **three-way contest** starts: those two players say the revealer's nickname, the revealer says
  either of theirs; whoever has their nickname said first takes the cards.
* **The Surto**: everyone contests and anyone may say anyone else's nickname; the owner of the first
  nickname said takes the cards.
* **Ties**: calls finished within the tie window, or a tie the whole table agrees on, split the cards
  equally among the tied players (the players whose nicknames were said together); the card(s) left
  over stay face up in the centre and go to the next player who loses a contest. Centre cards never
  match symbols.
* A player who has **no cards at all** after a contest wins the round: 1 point in rounds 1 and 2,
  2 points in round 3.

## End of the match
* After round 2, a player with 2 points wins the match. Otherwise round 3 is played and the most
  points wins.

## How the app runs a contest
The table screen records when each player finished saying a nickname (a key or a tap); calls within the
tie window of the first are a tie. The table can reject a wrongly said call, or declare a tie by
consensus. The rules never read a clock: the same presses always give the same result.

## Rule options (defaults in brackets)
* **Tie window (ms)** [200]: calls this close to the first valid call are a tie.
* **Wrongly said nickname** [void]: a rejected call does not count and the caller may call again;
  or the caller takes the cards.
* **Call without a match** [ignored]: nothing happens; or the caller takes every revealed card and the
  round restarts with them (this counts as a lost contest).
* **Cards the loser takes** [table]: "ALL the cards revealed on the table" (every player's face-up pile);
  or only the face-up piles of the players in the contest.
* **Several players out at once** [first out]: the rulebook names one winner, so only the player whose
  face-down pile ran out first wins the round; or all of them share it.
* **Restart after a tie** [first tied]: the first tied player clockwise from the revealer of the contest
  card; or the player after that revealer.
* **Centre card at the end of a round** [gather]: dealt again with the rest; or it stays in the centre.
* **Deal for rounds 2 and 3** [no shuffle]: cards are gathered seat by seat (each face-up pile, then the
  face-down pile) and dealt again in that order; or shuffled first.
* **First player of each round** [same]: the same first player every round; or the deal rotates.
* **Remove circled-cross cards (4-5 players)** [off]: with 4 or 5 players, remove the {_N_CROSS} circled-cross cards
  (ignored with other player counts).
* **Round-3 nickname part** [provenance]: a provenance; or a gesture.
* **Nobody can reveal** [recycle]: if every face-down pile is empty and nothing matches, everyone turns
  their face-up pile over (without shuffling) and revealing continues with the next player; if that
  happens twice with no contest in between, the round ends as in "fewest". Or "fewest": the round ends
  at once and the player with the fewest cards wins it (ties: see *Several players out at once*; with
  "first out" the player whose pile ran out first, then the first clockwise from the round's first player).
* **Tie after round 3** [shared]: the tied players share the win; or the tied player who won the most
  recent round wins (rounds all of them won are skipped; still tied: shared).
* **Contest limit per round** [400]: a safety net so a round always ends; after that many contests the
  player with the fewest cards wins the round (ties as in "Nobody can reveal"). Real rounds need far fewer.
* **Highlight contests** [on]: the table screen marks the matching cards.
* **Show nicknames during play** [off]: the rulebook has players memorise nicknames; turn on to keep them
  on screen.
"""

SPEC = GameSpec(
    id="telma",
    title="Telma",
    tagline="Spot matching symbols and shout the other player's nickname first.",
    variants=(Variant("standard", "Standard", "Three rounds, nicknames growing each round.", 3, 8),),
    options=OPTIONS,
    rules_reference=RULES_REFERENCE,
    realtime=True,
)
