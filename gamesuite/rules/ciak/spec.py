"""Ciak! metadata: variants (game modes), house-rule options and the in-app rules reference."""

from __future__ import annotations

from gamesuite.rules.core import GameSpec, RuleOption, Variant

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
        "Lynching damage",
        "How much damage a lynching deals to the chosen character.",
        "total_att",
        choices=(
            ("total_att", "The lyncher's total ATT (all their characters, with boosts)"),
            ("margin", "In a defence, only the margin DIF minus ATT; card lynchings use total ATT"),
            ("kill", "A lynching always kills the chosen character"),
        ),
    ),
    RuleOption(
        "lynch_target",
        "Lynched character",
        "Who picks the character that suffers a lynching.",
        "lyncher",
        choices=(
            ("lyncher", "The player carrying out the lynching chooses"),
            ("victim", "The player suffering the lynching chooses"),
            ("strongest", "Automatically the victim's character with the highest ATT"),
        ),
    ),
    RuleOption(
        "short_refill",
        "Six cards from a short deck",
        "When the deck cannot bring the active player's hand up to 6 at the end of the turn.",
        "deck_out",
        choices=(
            ("deck_out", "The deck has run out: they draw what is left and the game ends"),
            ("last_round", "They keep fewer cards; every other player has one last turn without drawing"),
        ),
    ),
    RuleOption(
        "deck_out_trigger",
        "When the deck runs out",
        "The moment the deck counts as run out.",
        "failed_draw",
        choices=(
            ("failed_draw", "When a card must be drawn and the deck is empty"),
            ("last_card", "As soon as the last card is drawn"),
        ),
    ),
    RuleOption(
        "sacking_cap",
        "Sacking respects the 10-million cap",
        "Whether the million gained by a sacking is lost when the company already holds 10.",
        True,
        kind="bool",
    ),
    RuleOption(
        "rolloff_ties",
        "Ties in the d20 roll-off",
        "What happens when several players roll the same highest number to start.",
        "reroll_tied",
        choices=(
            ("reroll_tied", "Only the tied players roll again"),
            ("reroll_all", "Everybody rolls again"),
            ("lowest_seat", "The tied player seated first starts"),
        ),
    ),
    RuleOption(
        "controlled_company",
        "A conquered company",
        "What a company you conquered (or took over from your ally) does for you. Its basic million at "
        "the start of your turn never comes with it (rulebook).",
        "no_start_million",
        choices=(
            (
                "no_start_million",
                "Its ability works for you (activated, lasting, start-of-turn draws) except any million it "
                "adds at the start of the turn: a conquered Wall Disny gives nothing",
            ),
            (
                "ability",
                "Its whole ability works for you, start-of-turn millions included (a conquered Wall Disny "
                "adds its million)",
            ),
            ("activated_only", "Only its activated ability (once per turn); nothing else"),
            ("nothing", "Nothing: it is only a trophy"),
        ),
    ),
    RuleOption(
        "event_timing",
        "When Event cards are played",
        "When on your own turn an Event may be played (the rulebook says only \"on your turn\").",
        "main_phases",
        choices=(
            ("main_phases", "In your phases 2 and 4, with the stack empty (like characters and items)"),
            (
                "any_time_own_turn",
                "Whenever you hold priority on your own turn: phases 2-4, the fight window of phase 3 and in "
                "answer to cards on the stack",
            ),
        ),
    ),
    RuleOption(
        "rival_window",
        "The others' turn at the end of a phase",
        "When the other players may play before a phase of the active player ends (they may always "
        "answer what the active player puts on the stack).",
        "only_if_idle",
        choices=(
            (
                "only_if_idle",
                "Only if the active player played no card or ability in that phase (as printed); "
                "otherwise the active player's pass with an empty stack ends phases 2 and 4",
            ),
            ("always", "Always: a phase ends only when every player passes in a row with an empty stack"),
        ),
    ),
    RuleOption(
        "overkill_sackings",
        "Sackings past the last dominion point",
        "Damage beyond what a company's remaining dominion points absorb.",
        "capped",
        choices=(
            ("capped", "Sackings stop at the company's last point: no card or million for the rest"),
            ("every_thousand", "Every full 1000 still counts: the attacker draws 1 and adds 1 million for each"),
        ),
    ),
    RuleOption(
        "alliance_order",
        "Alliance turn order after a defeat",
        "Who plays next in an Alliance game once a player is out.",
        "alternate",
        choices=(
            (
                "alternate",
                "Turns keep alternating between the alliances (as printed); a lone survivor plays every turn "
                "of their alliance",
            ),
            ("seats", "Round the table, skipping the defeated seat (one alliance may then play twice in a row)"),
        ),
        variants=(ALLIANCE,),
    ),
    RuleOption(
        "starting_millions",
        "Starting millions",
        "Millions each company holds before the first turn (the rulebook names none).",
        0,
        kind="int",
        minimum=0,
        maximum=10,
    ),
    RuleOption(
        "boss_outside_dominion",
        "Foreign companies in the draw",
        "Whether the Dominion boss company can be drawn in Massacre and Alliance games.",
        False,
        kind="bool",
        variants=(MASSACRE, ALLIANCE),
    ),
    RuleOption(
        "dominion_deck_out",
        "Dominion: deck runs out",
        "How the boss is compared with the coalition when the deck runs out.",
        "coalition",
        choices=(
            ("coalition", "The coalition's remaining points are added together, as in an alliance"),
            ("best_single", "The boss against the coalition player with the most points"),
        ),
        variants=(DOMINION,),
    ),
)

RULES_REFERENCE = """\
# Ciak!

Each player runs a film company of Lollywood. Reduce the rival companies' **dominion points** to
zero by attacking with your characters and by playing Ciak, Event and Item cards.

## Turn
1. **Phase 1** — draw 1 card and add 1 million (at most 10; none added at 10). Only free
   "at the start of your turn" draws and millions happen here; nothing else can be played.
2. **Phase 2** — play characters (pay their cost in millions), myths, staff members, items,
   Events and Ciak cards, and use abilities. The other players may answer with Ciak cards and
   abilities of their characters and staff.
3. **Phase 3** — you may attack one rival: roll the d20; you need at least the rival's remaining
   dominion points. Then everybody may play Ciak cards and abilities; finally your total ATT is
   compared with the rival's total DIF. ATT higher: the difference is damage, and every full 1000
   (added to earlier damage this turn) is a **sacking** — you draw 1 card and add 1 million, the
   rival loses 1 dominion point. DIF higher: the rival **lynches** one of your characters. Equal:
   nothing. After the outcome (a lynching once it has resolved) phase 4 begins at once. If you
   decline to attack, have no character, or the roll fails, phase 3 ends at once: nobody gets a
   window in it, and phase 4 follows.
4. **Phase 4** — as phase 2. At the end of the turn you hold exactly 6 cards (discard or draw),
   residual damage below 1000 is cleared and boosts end (item bonuses stay).

## Cast, myths, staff, items
* 6 star spaces (cards may change it); a 1/2/3-star character uses 1/2/3. When over the limit, the
  owner sacrifices characters of their choice until it fits.
* Myths are free, use no space, only one at a time (a new one sacrifices the old).
* Staff members are free, one per star level (a new one replaces the old). Once per turn, on your
  turn, rotate one to add a token to your character of the same star level with the dice icon
  (at most 6 tokens). Turning a staff member this way is instant: it does not go on the stack, nobody
  can answer it, and you may do it whenever you hold priority on your turn (phases 2-4, even in
  phase 3 or with cards on the stack). A staff member's own token ability, too, reaches only characters of its
  star level. Staff stand up again at the start of your turn.
* Items are paid and equipped to one of your characters (one each); they go to the discard pile
  when that character dies or returns to its owner's hand, and their bonuses are not boosts.
* Ciak cards can be played on any turn; Event cards only on your own turn (when exactly: option
  `event_timing`, by default in phases 2 and 4 with an empty stack).

## Priority and the stack
The active player has priority. Every card or ability goes on the stack; the other players may
respond, and the last one played resolves first. A card whose target is gone has no effect and
is discarded. The top of the stack resolves when every player has passed in turn since the last
change (the player who just played it need not pass); then the active player has priority again.
A phase ends when all players pass in a row with an empty stack; by default (option
`rival_window`) the others get that end-of-phase turn only if the active player played no card or
ability in the phase — otherwise the active player's pass on an empty stack ends phase 2 or 4.
(Turning a staff member for a token is not "playing": it alone leaves the others their turn.)
On another player's turn you may use only Ciak cards and the abilities of your characters (myths
included) and staff members: item abilities, Events and company abilities only on your own turn.
A lynching on the stack is neither a card nor an ability: it cannot be cancelled (the card or
ability that causes one can be, before it resolves), but boosts may still be played against it.

## Modes
* **Massacre** (2-4): everyone for themselves. Whoever removes a company's last point takes control
  of it (and of any company it controlled): its ability, never its million (option
  `controlled_company`).
* **Alliance** (4): seats 1+3 against 2+4, turns alternate between the alliances (after a defeat:
  option `alliance_order`). One attack per turn. A defeated player's ally takes over their company.
* **Dominion** (3-4): the player in seat 1 is the boss company (Malvagie Compagnie Straniere in the
  built-in set), starts, and attacks one rival per turn; the others attack only the boss. If the
  boss defeats a rival it takes control of that company.
* **Deck runs out**: most remaining dominion points wins (alliances add theirs); equal is a tie.

## Notes where the rulebook is silent
* Sacrificed, destroyed and lynched characters all *die* (death abilities trigger); a character
  returned to hand does not die (its item still goes to the discard pile). A defeated player's
  cards all go to the discard pile without triggering anything. If the active player is defeated,
  their turn ends at once and the stack is discarded.
* A character's own "when this enters play" ability still needs its target when it resolves;
  without one that ability does nothing but the character stays.
* Abilities keep resolving after their source leaves play (only their target is checked). An
  ability whose cost sacrifices its own card cannot target that card, nor can an ability target the
  character it sacrifices as its cost.
* Sackings stop at a company's last dominion point unless option `overkill_sackings` says otherwise.
* Random play-outs (simulations) pass and skip attacks less often than other moves; that bias
  lives only in the simulator's chooser, never in the legal moves.

## House rules (options)
"""


def _reference() -> str:
    lines = [RULES_REFERENCE]
    for opt in OPTIONS:
        if opt.choices:
            default = next(label for value, label in opt.choices if value == opt.default)
            others = "; ".join(f"`{v}`: {label}" for v, label in opt.choices if v != opt.default)
            lines.append(
                f"* **{opt.title}** (`{opt.id}`) — {opt.description} Default `{opt.default}`: "
                f"{default}. Other choices — {others}."
            )
        else:
            lines.append(f"* **{opt.title}** (`{opt.id}`) — {opt.description} Default: `{opt.default}`.")
    return "\n".join(lines) + "\n"


SPEC = GameSpec(
    id="ciak",
    title="Ciak!",
    tagline="Run a film studio of Lollywood and sack your rivals.",
    variants=(
        Variant(MASSACRE, "Massacre", "1 vs 1 or all against all.", 2, 4),
        Variant(ALLIANCE, "Alliance", "2 vs 2 with crossed seating.", 4, 4),
        Variant(DOMINION, "Dominion", "All against the foreign companies (seat 1).", 3, 4),
    ),
    options=OPTIONS,
    rules_reference=_reference(),
    bots=(("easy", "Easy"), ("normal", "Normal")),
)
