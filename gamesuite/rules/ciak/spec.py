"""Ciak! metadata: variants (game modes), house-rule options and the in-app rules reference."""

from __future__ import annotations

from gamesuite.rules.core import QT_TRANSLATE_NOOP, GameSpec, RuleOption, Variant

MASSACRE = "massacre"
ALLIANCE = "alliance"
DOMINION = "dominion"

HAND_SIZE = 6  # cards held at the end of a turn
MAX_MILLIONS = 10  # a company's cap (also for sackings, option sacking_cap)
MAX_TOKENS = 6  # tokens on one character
BASE_CAST = 6  # star spaces before lasting effects

# Target kinds that name a character in play (the card schema and the engine share this list).
CHARACTER_TARGETS = (
    "character",
    "own_character",
    "rival_character",
    "own_dice_character",
    "own_dice_character_same_stars",
)

OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "lynch_damage",
        QT_TRANSLATE_NOOP("ciak", "Lynching damage"),
        QT_TRANSLATE_NOOP("ciak", "How much damage a lynching deals to the chosen character."),
        "total_att",
        choices=(
            ("total_att", QT_TRANSLATE_NOOP("ciak", "The lyncher's total ATT (all their characters, with boosts)")),
            (
                "margin",
                QT_TRANSLATE_NOOP("ciak", "In a defence, only the margin DIF minus ATT; card lynchings use total ATT"),
            ),
            ("kill", QT_TRANSLATE_NOOP("ciak", "A lynching always kills the chosen character")),
        ),
    ),
    RuleOption(
        "lynch_target",
        QT_TRANSLATE_NOOP("ciak", "Lynched character"),
        QT_TRANSLATE_NOOP("ciak", "Who picks the character that suffers a lynching."),
        "lyncher",
        choices=(
            ("lyncher", QT_TRANSLATE_NOOP("ciak", "The player carrying out the lynching chooses")),
            ("victim", QT_TRANSLATE_NOOP("ciak", "The player suffering the lynching chooses")),
            ("strongest", QT_TRANSLATE_NOOP("ciak", "Automatically the victim's character with the highest ATT")),
        ),
    ),
    RuleOption(
        "short_refill",
        QT_TRANSLATE_NOOP("ciak", "Six cards from a short deck"),
        QT_TRANSLATE_NOOP(
            "ciak", "When the deck cannot bring the active player's hand up to 6 at the end of the turn."
        ),
        "deck_out",
        choices=(
            ("deck_out", QT_TRANSLATE_NOOP("ciak", "The deck has run out: they draw what is left and the game ends")),
            (
                "last_round",
                QT_TRANSLATE_NOOP(
                    "ciak", "They keep fewer cards; every other player has one last turn without drawing"
                ),
            ),
        ),
    ),
    RuleOption(
        "deck_out_trigger",
        QT_TRANSLATE_NOOP("ciak", "When the deck runs out"),
        QT_TRANSLATE_NOOP("ciak", "The moment the deck counts as run out."),
        "failed_draw",
        choices=(
            ("failed_draw", QT_TRANSLATE_NOOP("ciak", "When a card must be drawn and the deck is empty")),
            ("last_card", QT_TRANSLATE_NOOP("ciak", "As soon as the last card is drawn")),
        ),
    ),
    RuleOption(
        "sacking_cap",
        QT_TRANSLATE_NOOP("ciak", "Sacking respects the 10-million cap"),
        QT_TRANSLATE_NOOP("ciak", "Whether the million gained by a sacking is lost when the company already holds 10."),
        True,
        kind="bool",
    ),
    RuleOption(
        "rolloff_ties",
        QT_TRANSLATE_NOOP("ciak", "Ties in the d20 roll-off"),
        QT_TRANSLATE_NOOP("ciak", "What happens when several players roll the same highest number to start."),
        "reroll_tied",
        choices=(
            ("reroll_tied", QT_TRANSLATE_NOOP("ciak", "Only the tied players roll again")),
            ("reroll_all", QT_TRANSLATE_NOOP("ciak", "Everybody rolls again")),
            ("lowest_seat", QT_TRANSLATE_NOOP("ciak", "The tied player seated first starts")),
        ),
    ),
    RuleOption(
        "controlled_company",
        QT_TRANSLATE_NOOP("ciak", "A conquered company"),
        QT_TRANSLATE_NOOP(
            "ciak",
            "What a company you conquered (or took over from your ally) does for you. Its basic million at "
            "the start of your turn never comes with it (rulebook).",
        ),
        "no_start_million",
        choices=(
            (
                "no_start_million",
                QT_TRANSLATE_NOOP(
                    "ciak",
                    "Its ability works for you (activated, lasting, start-of-turn draws) except any million it "
                    "adds at the start of the turn: a conquered Wall Disny gives nothing",
                ),
            ),
            (
                "ability",
                QT_TRANSLATE_NOOP(
                    "ciak",
                    "Its whole ability works for you, start-of-turn millions included (a conquered Wall Disny "
                    "adds its million)",
                ),
            ),
            ("activated_only", QT_TRANSLATE_NOOP("ciak", "Only its activated ability (once per turn); nothing else")),
            ("nothing", QT_TRANSLATE_NOOP("ciak", "Nothing: it is only a trophy")),
        ),
    ),
    RuleOption(
        "event_timing",
        QT_TRANSLATE_NOOP("ciak", "When Event cards are played"),
        QT_TRANSLATE_NOOP(
            "ciak", 'When on your own turn an Event may be played (the rulebook says only "on your turn").'
        ),
        "main_phases",
        choices=(
            (
                "main_phases",
                QT_TRANSLATE_NOOP("ciak", "In your phases 2 and 4, with the stack empty (like characters and items)"),
            ),
            (
                "any_time_own_turn",
                QT_TRANSLATE_NOOP(
                    "ciak",
                    "Whenever you hold priority on your own turn: phases 2-4, the fight window of phase 3 and in "
                    "answer to cards on the stack",
                ),
            ),
        ),
    ),
    RuleOption(
        "rival_window",
        QT_TRANSLATE_NOOP("ciak", "The others' turn at the end of a phase"),
        QT_TRANSLATE_NOOP(
            "ciak",
            "When the other players may play before a phase of the active player ends (they may always "
            "answer what the active player puts on the stack).",
        ),
        "only_if_idle",
        choices=(
            (
                "only_if_idle",
                QT_TRANSLATE_NOOP(
                    "ciak",
                    "Only if the active player played no card or ability in that phase (as printed); "
                    "otherwise the active player's pass with an empty stack ends phases 2 and 4",
                ),
            ),
            (
                "always",
                QT_TRANSLATE_NOOP(
                    "ciak", "Always: a phase ends only when every player passes in a row with an empty stack"
                ),
            ),
        ),
    ),
    RuleOption(
        "overkill_sackings",
        QT_TRANSLATE_NOOP("ciak", "Sackings past the last dominion point"),
        QT_TRANSLATE_NOOP("ciak", "Damage beyond what a company's remaining dominion points absorb."),
        "capped",
        choices=(
            (
                "capped",
                QT_TRANSLATE_NOOP("ciak", "Sackings stop at the company's last point: no card or million for the rest"),
            ),
            (
                "every_thousand",
                QT_TRANSLATE_NOOP(
                    "ciak", "Every full 1000 still counts: the attacker draws 1 and adds 1 million for each"
                ),
            ),
        ),
    ),
    RuleOption(
        "alliance_order",
        QT_TRANSLATE_NOOP("ciak", "Alliance turn order after a defeat"),
        QT_TRANSLATE_NOOP("ciak", "Who plays next in an Alliance game once a player is out."),
        "alternate",
        choices=(
            (
                "alternate",
                QT_TRANSLATE_NOOP(
                    "ciak",
                    "Turns keep alternating between the alliances (as printed); a lone survivor plays every turn "
                    "of their alliance",
                ),
            ),
            (
                "seats",
                QT_TRANSLATE_NOOP(
                    "ciak", "Round the table, skipping the defeated seat (one alliance may then play twice in a row)"
                ),
            ),
        ),
        variants=(ALLIANCE,),
    ),
    RuleOption(
        "starting_millions",
        QT_TRANSLATE_NOOP("ciak", "Starting millions"),
        QT_TRANSLATE_NOOP("ciak", "Millions each company holds before the first turn (the rulebook names none)."),
        0,
        kind="int",
        minimum=0,
        maximum=10,
    ),
    RuleOption(
        "boss_outside_dominion",
        QT_TRANSLATE_NOOP("ciak", "Foreign companies in the draw"),
        QT_TRANSLATE_NOOP("ciak", "Whether the Dominion boss company can be drawn in Massacre and Alliance games."),
        False,
        kind="bool",
        variants=(MASSACRE, ALLIANCE),
    ),
    RuleOption(
        "dominion_deck_out",
        QT_TRANSLATE_NOOP("ciak", "Dominion: deck runs out"),
        QT_TRANSLATE_NOOP("ciak", "How the boss is compared with the coalition when the deck runs out."),
        "coalition",
        choices=(
            (
                "coalition",
                QT_TRANSLATE_NOOP("ciak", "The coalition's remaining points are added together, as in an alliance"),
            ),
            ("best_single", QT_TRANSLATE_NOOP("ciak", "The boss against the coalition player with the most points")),
        ),
        variants=(DOMINION,),
    ),
)


SPEC = GameSpec(
    id="ciak",
    title=QT_TRANSLATE_NOOP("ciak", "Ciak!"),
    tagline=QT_TRANSLATE_NOOP("ciak", "Run a film studio of Lollywood and sack your rivals."),
    variants=(
        Variant(
            MASSACRE,
            QT_TRANSLATE_NOOP("ciak", "Massacre"),
            QT_TRANSLATE_NOOP("ciak", "1 vs 1 or all against all."),
            2,
            4,
        ),
        Variant(
            ALLIANCE,
            QT_TRANSLATE_NOOP("ciak", "Alliance"),
            QT_TRANSLATE_NOOP("ciak", "2 vs 2 with crossed seating."),
            4,
            4,
        ),
        Variant(
            DOMINION,
            QT_TRANSLATE_NOOP("ciak", "Dominion"),
            QT_TRANSLATE_NOOP("ciak", "All against the foreign companies (seat 1)."),
            3,
            4,
        ),
    ),
    options=OPTIONS,
    bots=(("easy", QT_TRANSLATE_NOOP("ciak", "Easy")), ("normal", QT_TRANSLATE_NOOP("ciak", "Normal"))),
)
