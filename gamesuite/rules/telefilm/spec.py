"""Il Gioco dei Telefilm: constants, special cards, rule options and the in-app rules reference."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gamesuite.rules.core import GameSpec, RuleOption, Variant

GENRES: tuple[str, ...] = ("comedy", "drama", "crime", "scifi")
PERIODS: tuple[str, ...] = ("vintage", "modern", "new")
GENRE_TITLES = {"comedy": "Comedy", "drama": "Drama", "crime": "Crime", "scifi": "Sci-Fi"}
PERIOD_TITLES = {"vintage": "Vintage", "modern": "Modern", "new": "New"}
MIX = "mix"
#: The 13 board spaces: the Mix space, then the 12 genre/period crossings ("crime/vintage").
SPACES: tuple[str, ...] = (MIX,) + tuple(f"{g}/{p}" for p in PERIODS for g in GENRES)
LETTERS: tuple[str, ...] = ("A", "B", "C", "D", "E")

TRACK_LENGTH = 64
STRAIGHT_BONUS = 5
GENRE_BONUS = 5
POWER_PENALTY = 10
MAX_TOKENS_PER_SPACE = 4
TIMER_SECONDS = 30
LAP_TOKENS = ("I", "II", "III", "IV")

STANDARD = "standard"
TWO_PLAYER = "two_player"
CARDS_ONLY = "cards_only"


def card_space(card: Mapping[str, Any]) -> str:
    """The board space of a card: 'mix' or 'genre/period'."""
    if card["deck"] == "mix":
        return MIX
    return f"{card['genre']}/{card['period']}"


def track_place(score: int) -> tuple[int, int]:
    """(space on the track, lap tokens earned) for a score. The track runs Start (0), 1 ... 64: exactly
    64 is the last space; a lap token comes only when a player *passes* 64 (65 -> space 1, lap I), II
    past 128 and so on. The lap tokens stop at IV; the score (and the space) keep counting."""
    if score <= 0:
        return 0, 0
    passes = (score - 1) // TRACK_LENGTH
    return (score - 1) % TRACK_LENGTH + 1, min(passes, len(LAP_TOKENS))


def space_title(space: str) -> str:
    """'Crime · Vintage' for 'crime/vintage', 'Mix' for 'mix'."""
    title = _SPACE_TITLES.get(space)
    if title is not None:
        return title
    if space == MIX:
        return "Mix"
    genre, period = space.split("/")
    return f"{GENRE_TITLES[genre]} · {PERIOD_TITLES[period]}"


_SPACE_TITLES: dict[str, str] = {}
_SPACE_TITLES.update((sp, space_title(sp)) for sp in SPACES)


@dataclass(frozen=True)
class Setup:
    """The setup table of the 3-7 player game, for one player count."""

    tokens: int  # character tokens per player
    bets: tuple[int, ...]  # the Director's bet tokens
    keep: int  # Period cards the Director keeps (besides the Mix card)
    rounds: int  # times each player is Director


SETUP: dict[int, Setup] = {
    3: Setup(2, (5, 7, 9), 2, 5),
    4: Setup(2, (4, 5, 8, 9), 3, 3),
    5: Setup(1, (5, 7, 9), 2, 3),
    6: Setup(1, (4, 5, 8, 9), 3, 2),
    7: Setup(1, (4, 5, 8, 9), 3, 2),
}
TWO_PLAYER_BETS: tuple[int, ...] = (4, 5, 8, 9)
TWO_PLAYER_DRAW = 6
CARDS_ONLY_DRAW = 3
STANDARD_DRAW = 5
SPECIALS_PER_PLAYER = {STANDARD: 3, TWO_PLAYER: 5, CARDS_ONLY: 0}


@dataclass(frozen=True)
class SpecialCard:
    kind: str
    name: str
    copies: int
    timing: str  # "before" the question is asked, "turn" (when it is your turn to answer), "after" reading
    text: str


SPECIAL_CARDS: tuple[SpecialCard, ...] = (
    SpecialCard("comedy", "Comedy", 2, "before", "Answer a Comedy question correctly: +5 TF."),
    SpecialCard("drama", "Drama", 2, "before", "Answer a Drama question correctly: +5 TF."),
    SpecialCard("crime", "Crime", 2, "before", "Answer a Crime question correctly: +5 TF."),
    SpecialCard("scifi", "Sci-Fi", 2, "before", "Answer a Sci-Fi question correctly: +5 TF."),
    SpecialCard("double", "Double", 3, "before", "Answer correctly: your points for this answer are doubled."),
    SpecialCard("two", "Two", 2, "turn", "Hear two questions of the card and choose which one to answer."),
    SpecialCard("fifty", "50%", 2, "after", "With the options, hear only two: the right one and a wrong one."),
    SpecialCard("call", "Call", 2, "after", "Phone anyone you like for help, for at most 30 seconds."),
    SpecialCard("web", "Web", 2, "after", "Search the internet on any device for 30 seconds."),
    SpecialCard("power", "Power", 2, "before", "Answer correctly: the leader on the track moves back 10 TF."),
)
SPECIALS: dict[str, SpecialCard] = {c.kind: c for c in SPECIAL_CARDS}
SPECIAL_KINDS: tuple[str, ...] = tuple(c.kind for c in SPECIAL_CARDS)
SPECIAL_COUNT = sum(c.copies for c in SPECIAL_CARDS)  # 21


def special_ids() -> list[str]:
    """The 21 special cards as ids: 'special-double-1' ... (the kind is the part in the middle)."""
    return [f"special-{c.kind}-{i + 1}" for c in SPECIAL_CARDS for i in range(c.copies)]


def special_kind(card_id: str) -> str:
    return card_id.split("-")[1]


PERIOD_CHOICES: dict[str, tuple[str, ...]] = {
    "all": PERIODS,
    "vintage": ("vintage",),
    "modern": ("modern",),
    "new": ("new",),
    "vintage+modern": ("vintage", "modern"),
    "vintage+new": ("vintage", "new"),
    "modern+new": ("modern", "new"),
}

OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "difficulty",
        "Difficulty of a card",
        "What 'the difficulty number of the card' is in every score.",
        "card",
        choices=(
            ("card", "The difficulty number (1-3) printed on the card, the same for its 4 questions"),
            ("flat", "Every card counts as difficulty 2 (for decks whose ratings you do not trust)"),
        ),
    ),
    RuleOption(
        "director_wrong",
        "Director's points when several Stars answer wrongly",
        "When, and how often, the Director scores wrong answers on a space with several Stars "
        "(a Star who passes scores nothing for anyone; the 'once' choices score at the end of the space "
        "if nobody answered right, the amount from the last wrong answer).",
        "each_wrong",
        choices=(
            ("each_wrong", "For every wrong answer, as soon as it is given (closest to the printed text)"),
            ("all_wrong", "Once, only if no Star on the space answers right (amount from the last wrong answer)"),
            ("last_wrong", "Once, for the last wrong answer, even if a later Star then answers correctly"),
            ("first_wrong", "Once, for the first wrong answer, even if a later Star then answers correctly"),
        ),
        variants=(STANDARD,),
    ),
    RuleOption(
        "late_right_bet",
        "Bet after a later Star answers right",
        "Who scores the bet when a Star above the bottom one answers right: the summary table says "
        "'the Stars that follow', the text of the 3rd case 'all the other Stars on that space'.",
        "following",
        choices=(
            ("following", "Only the Stars placed after the one who answered right (summary table)"),
            ("all_others", "Every other Star on the space, those who answered wrongly or passed included"),
        ),
        variants=(STANDARD,),
    ),
    RuleOption(
        "special_limit",
        "Special cards per turn",
        "How many special cards may be played ('One special card may be played per turn' can be read per "
        "player or for the whole table).",
        "turn",
        choices=(
            ("turn", "One per player per turn"),
            ("table", "One special card per turn for the whole table"),
            ("answer", "One per answer (a Star with two tokens may play one on each answer)"),
            ("stack", "Any number on one answer, each at its own moment, never two of a kind"),
        ),
        variants=(STANDARD, TWO_PLAYER),
    ),
    RuleOption(
        "fifty_wrong",
        "50%: the wrong option read",
        "Which wrong option the Director reads together with the correct one when 50% is played.",
        "director",
        choices=(
            ("director", "The Director chooses it (as printed: he reads the two options)"),
            ("random", "The app draws it at random (seeded)"),
        ),
        variants=(STANDARD, TWO_PLAYER),
    ),
    RuleOption(
        "double_scope",
        "Double and the genre bonus",
        "What DOUBLE doubles when it is played together with a genre card (only possible with 'stack').",
        "everything",
        choices=(
            ("everything", "Everything the answer scores, the genre card's +5 included"),
            ("base", "Bet + difficulty (+5 straight bonus); the genre card's +5 is added after doubling"),
        ),
        variants=(STANDARD, TWO_PLAYER),
    ),
    RuleOption(
        "power_target",
        "POWER and the leader",
        "Who moves back 10 TF when POWER works and its player leads or shares the lead "
        "(first place is measured after the answer and the Stars above it are scored; nobody goes below 0).",
        "others",
        choices=(
            ("others", "Every other player in first place; nothing if the card's player leads alone"),
            ("runner_up", "Like 'others', but if the card's player leads alone the runner(s)-up move back"),
            ("literal", "Everyone in first place, the card's player included"),
        ),
        variants=(STANDARD, TWO_PLAYER),
    ),
    RuleOption(
        "genre_on_mix",
        "Genre cards on Mix questions",
        "Whether a genre card (Comedy, Drama, Crime, Sci-Fi) pays its +5 on a Mix card's question.",
        "never",
        choices=(
            ("never", "Never: a Mix card has no genre"),
            ("always", "Always: a Mix card covers every genre"),
            ("director", "The Director rules after the correct answer whether the question was of that genre"),
        ),
        variants=(STANDARD, TWO_PLAYER),
    ),
    RuleOption(
        "question_pick",
        "Choosing the question number",
        "How the question number 1-4 is chosen 'at random'.",
        "star",
        choices=(
            ("star", "The Star names a number without seeing the card"),
            ("die", "The app rolls a four-sided die (seeded)"),
        ),
        variants=(STANDARD, TWO_PLAYER),
    ),
    RuleOption(
        "follower_cards",
        "Before-the-question cards of the other Stars on a space",
        "Genre cards, DOUBLE and POWER are played 'only before the question is asked'. May the Stars "
        "placed above the first one on a space play them too, and when?",
        "before_reading",
        choices=(
            ("before_reading", "Yes, before the space's question is read, like the first Star (as printed); "
                               "a card pays only if its Star then answers right"),
            ("strict", "No: only the first Star of the space; the others may play 50%, CALL and WEB"),
            ("own_turn", "Yes, but when their own turn to answer comes (after hearing the question)"),
        ),
        variants=(STANDARD,),
    ),
    RuleOption(
        "periods",
        "Periods in the deck",
        "Which Period cards are used (Mix cards are always used in the 3-7 player game).",
        "all",
        choices=tuple((k, " + ".join(PERIOD_TITLES[p] for p in v)) for k, v in PERIOD_CHOICES.items()),
    ),
    RuleOption(
        "include_mix",
        "Mix cards in the deck",
        "Whether Mix cards are shuffled into the single deck.",
        True,
        kind="bool",
        variants=(TWO_PLAYER, CARDS_ONLY),
    ),
    RuleOption(
        "reshuffle",
        "Reshuffle an empty deck",
        "When a deck runs out, shuffle its discard pile into a new deck; otherwise the game ends early.",
        True,
        kind="bool",
    ),
    RuleOption(
        "first_director",
        "First Director",
        "Who is the Director in the first turn (the last person to have watched a TV series).",
        "first",
        choices=(("first", "The first player in the list"), ("random", "Drawn at random")),
    ),
    RuleOption(
        "director_rounds",
        "Turns as Director",
        "How many times each player is Director; 0 = as printed (5/3/3/2/2 for 3/4/5/6/7 players).",
        0,
        kind="int",
        minimum=0,
        maximum=10,
        variants=(STANDARD,),
    ),
    RuleOption(
        "two_player_end",
        "End of the two-player game",
        "The printed rules give no end for the two-player board game: choose one.",
        "rounds",
        choices=(
            ("rounds", "After each player has been Director a set number of times"),
            ("target", "At the end of the round in which a player reaches a target score"),
        ),
        variants=(TWO_PLAYER,),
    ),
    RuleOption(
        "two_player_rounds",
        "Two-player game: turns as Director",
        "With 'rounds': how many times each player is Director.",
        5,
        kind="int",
        minimum=1,
        maximum=30,
        variants=(TWO_PLAYER,),
    ),
    RuleOption(
        "two_player_target",
        "Two-player game: target score",
        "With 'target': the score that ends the game (at the end of that round; at most 100 rounds).",
        64,
        kind="int",
        minimum=10,
        maximum=320,
        variants=(TWO_PLAYER,),
    ),
    RuleOption(
        "two_player_answers",
        "Two-player game: cards answered",
        "Which of the Director's two chosen cards the Star answers.",
        "both",
        choices=(
            ("both", "Both: one question from each, the space with the higher bet total first"),
            ("star_chooses", "One: the Star chooses the space; the other card is discarded unplayed"),
        ),
        variants=(TWO_PLAYER,),
    ),
    RuleOption(
        "cards_only_rounds",
        "Cards only: turns as Director",
        "How many times each player is Director (printed: 10).",
        10,
        kind="int",
        minimum=1,
        maximum=30,
        variants=(CARDS_ONLY,),
    ),
    RuleOption(
        "cards_only_stars",
        "Cards only: who answers",
        "With more than two players, who is the Star in a Director's turn.",
        "left",
        choices=(
            ("left", "The player to the Director's left"),
            ("all", "Every other player in turn from the Director's left, each with three new cards"),
        ),
        variants=(CARDS_ONLY,),
    ),
)

RULES_REFERENCE = """\
# Il Gioco dei Telefilm

Score the most **Telefilm points (TF)** by answering questions about TV series and by betting on
what the other players know. The player with the most TF at the end is the **Telefilm Master**
(tied players share the title).

## Setup (3-7 players)

| Players | 3 | 4 | 5 | 6 | 7 |
| --- | --- | --- | --- | --- | --- |
| Character tokens per Star | 2 | 2 | 1 | 1 | 1 |
| Director's bet tokens | 5 7 9 | 4 5 8 9 | 5 7 9 | 4 5 8 9 | 4 5 8 9 |
| Cards kept by the Director | Mix + 2 | Mix + 3 | Mix + 2 | Mix + 3 | Mix + 3 |
| Turns as Director each | 5 | 3 | 3 | 2 | 2 |

Every player gets 3 special cards dealt at random (the other special cards stay in the box). The Mix
and the Period cards form two decks. Seats are listed clockwise: "to the left" is the next seat.

## A turn

1. **Choosing the cards (Director).** The Director draws 1 Mix card and 5 Period cards. A Period card
   whose genre/period he already holds goes to the discard pile and is replaced (the table is told
   only which deck the replaced cards came from and how many, never their genre/period).
   He keeps the Mix card and 2 or 3 Period cards by putting one bet token on the Mix space and one on
   the space of each kept card; the other cards are discarded.
2. **Placing tokens (Stars).** From the Director's left, each Star puts a character token on a space
   with a bet: at most 4 tokens on a space, never two of one character on a space. With 3-4 players the
   second tokens are placed only after every Star placed a first one. The stack keeps the order.
3. **Questions.** Spaces are played from the highest bet down. Every space ends with the table's
   *Reveal* action, which shows the correct answer; until then the Director may undo a judgement.
   * **No token:** the Director scores bet + difficulty.
   * **Tokens:** the bottom Star picks question 1-4, hears it, then answers *straight* (no options)
     or asks for the 5 *options*. The Director judges straight answers; an option letter is checked by
     the app. If wrong, the next Star of the stack may answer the same question (with options only,
     if the last answer given was with the options) or **pass**. A pass is not a wrong answer: nobody
     scores for it and the right goes to the next Star; when no Star is left the space ends. The bottom
     Star must answer. The correct answer is never shown while a Star may still answer.

| Result | Director | Star who answers | Stars above it |
| --- | --- | --- | --- |
| No token on the space | bet + difficulty | 0 | 0 |
| Straight answer right | 0 | bet + difficulty + 5 | bet |
| Options answer right | 0 | bet + difficulty | bet |
| Straight answer wrong | bet - difficulty + 5 | 0 | 0 |
| Options answer wrong | bet - difficulty | 0 | 0 |

"Stars above it" are the Stars placed after the one who answers correctly (the summary table's "Stars
that follow"; option `late_right_bet`). The Director's wrong-answer points follow option
`director_wrong` (default: every wrong answer scores as it is given).

The track runs from Start to 64. A player who *passes* 64 (65 TF or more; exactly 64 is the last
space) takes lap token I, past 128 II, past 192 III, past 256 IV; the tokens stop at IV and the score
keeps counting. The game ends when everyone has been Director the number of times in the table.

## Special cards (never played by the Director)

| Card | Copies | When | Effect |
| --- | --- | --- | --- |
| Comedy, Drama, Crime, Sci-Fi | 2 each | before the question is asked | +5 TF on a right answer in that genre |
| Double | 3 | before the question is asked | the points of a right answer are doubled |
| Two | 2 | when it is your turn to answer | hear two questions, answer one |
| 50% | 2 | after the reading, with the options | only the right option and one wrong one (`fifty_wrong`) |
| Call | 2 | after the reading | a 30-second phone call (the app shows a timer) |
| Web | 2 | after the reading | 30 seconds on the internet (the app shows a timer) |
| Power | 2 | before the question is asked | on a right answer the leader moves back 10 TF |

A played card is discarded, whether the answer was right or not. One special card per player per
turn (option `special_limit`).

**The other Stars on a space** (`follower_cards = before_reading`, the default, as printed): the
"before the question" cards (genre cards, DOUBLE, POWER) are not only for the first Star. While a
space's question has not been read yet (the first Star is still choosing its number), every Star
with a token on that space may play one; a Star whose token is on a later space plays it when that
space comes up, before its question is read (a card always belongs to one space). The card is
discarded at once and pays only if that Star then answers that question right; if the Star never
gets to answer (someone below was right), passes or is wrong, it is spent for nothing. A Star
above a right answer who scores the bet is not "answering": DOUBLE does not double the bet.
Once the question has been read, only the answering Star plays, and a following Star who takes
over may play only 50% (if the options were not read yet), CALL and WEB. A following Star can
never play TWO: it is played "when it is your turn to answer", before the question is chosen, and
the following Star answers the question already chosen.

## Two players (or two teams) with the board

Each player gets 5 special cards; one mixed deck; the Director always has the bets 4, 5, 8 and 9. He
draws 6 cards, chooses 2 and puts 2 bet tokens on each of their spaces.

**Note: duplicates in the two-player draw.** The rulebook only says that a second Mix card is drawn
again. The app also applies the 3-7 player rule: a card for a space already drawn is also redrawn, so
the 6 cards always show 6 different spaces (two chosen cards could never share a space anyway, as 2
bet tokens go on each chosen space).

 A right answer scores the sum of
the two bets + difficulty (+5 straight); a wrong one gives the Director the sum - difficulty (+5 if the
answer was straight). Then the roles swap. A team plays as one seat; its spokesperson is just the name
you give it.

## Cards only (2-7 players)

One deck, no board, no special cards. The Director draws 3 cards and shows their genre/period; the
Star chooses a card, the Director chooses its question. Right straight answer: the Star wins the card
and the top card of the deck; right with options: the card; wrong straight: the Director wins the
card; wrong with options: nobody. Score = the difficulties of the cards won. Won cards leave the game.
The cards not taken are discarded. The bonus card is the top card of the deck; when the deck is empty
it comes from the reshuffled discard pile (option `reshuffle`; with it off there is no bonus card).

## House rules (options) and their defaults

The printed rules leave these points open; each is a named option.

* **Difficulty of a card** (`difficulty`, default *card*): the card's printed difficulty 1-3, shared
  by its 4 questions; *flat* counts every card as 2.
* **Director's points when several Stars are wrong** (`director_wrong`, default *each_wrong*, the
  reading closest to the printed text: the summary table scores each answer as it is given). Also:
  *all_wrong* (once, only if no Star on the space answers right, the amount from the last wrong answer,
  +5 if it was straight), *last_wrong* (once, for the last wrong answer even if a later Star is right),
  *first_wrong*. A Star who passes gives the Director nothing; with *all_wrong* and *last_wrong* the
  Director still scores at the end of the space if nobody answered right.
* **Bet after a later Star answers right** (`late_right_bet`, default *following*): only the Stars
  placed after the one who answered right score the bet (summary table); *all_others*: every other
  Star on the space does (the 3rd case's text, read literally).
* **Special cards per turn** (`special_limit`, default *turn*): the rulebook's "one special card may be
  played per turn" is ambiguous. *turn*: one per player per turn; *table*: one special card per turn
  for the whole table; *answer*: one per answer; *stack*: several on one answer, never two of a kind.
* **50%: the wrong option** (`fifty_wrong`, default *director*): the Director chooses which wrong
  option he reads with the correct one, as printed; *random*: the app draws it.
* **Double and the genre bonus** (`double_scope`, default *everything*): Double doubles the genre
  card's +5 too; *base* adds the +5 after doubling. (They meet only with *stack*.)
* **POWER and the leader** (`power_target`, default *others*): first place is measured after the
  right answer (and the Stars above it) are scored; every *other* player in first place moves back
  10; nothing happens if the card's player leads alone. *runner_up*: then the next best player(s)
  move back instead. *literal*: everyone in first place, the card's player included. Nobody goes
  below 0.
* **Genre cards on Mix questions** (`genre_on_mix`, default *never*); *always*; or *director* rules.
* **Question number** (`question_pick`, default *star*): the Star names 1-4 blind; *die*: the app
  rolls. With TWO the Star names (or the app rolls) two different numbers.
* **Before-the-question cards of the other Stars on a space** (`follower_cards`, default
  *before_reading*, as printed: any Star on the space may play a genre card, DOUBLE or POWER before
  the space's question is read; it pays only if that Star then answers right). *strict* (the app's
  earlier reading): only the first Star of the space; the others may play only 50% (if the options
  were not read yet), CALL and WEB. *own_turn*: a following Star plays them when their turn to
  answer comes, after hearing the question. Games saved with *strict* keep it.
* **Periods in the deck** (`periods`, default *all*).
* **Mix cards** (`include_mix`, two-player and cards-only, default on).
* **Reshuffle** (`reshuffle`, default on): an empty deck is rebuilt from its discard pile (seeded
  shuffle). Off: when a deck cannot give a turn its cards the game ends at once.
* **First Director** (`first_director`, default *first* listed player; or *random*).
* **Turns as Director** (`director_rounds`, default 0 = as printed).
* **Two-player end** (`two_player_end`, default *rounds* with `two_player_rounds` = 5 each; or
  *target* with `two_player_target` = 64, checked at the end of a round, at most 100 rounds).
* **Two-player cards answered** (`two_player_answers`, default *both*, higher bet total first, ties in
  the order the Director bet on them; or *star_chooses*).
* **Cards only** (`cards_only_rounds`, default 10; `cards_only_stars`, default *left*: the player to
  the Director's left answers; *all*: every other player answers, each with 3 new cards). The game
  also ends when the deck cannot give a new card.
"""

SPEC = GameSpec(
    id="telefilm",
    title="Il Gioco dei Telefilm",
    tagline="Bet, bluff and answer questions about TV series.",
    variants=(
        Variant(STANDARD, "Board game", "3-7 players: a Director bets, the Stars answer.", 3, 7),
        Variant(TWO_PLAYER, "Two players or teams", "The board game for two players or two teams.", 2, 2),
        Variant(CARDS_ONLY, "Question cards only", "No board: win question cards, score their difficulty.", 2, 7),
    ),
    options=OPTIONS,
    rules_reference=RULES_REFERENCE,
    uses_director=True,
)
