"""Il Gioco dei Telefilm: constants, special cards, rule options and the in-app rules reference."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gamesuite.rules.core import QT_TRANSLATE_NOOP, Frozen, GameSpec, RuleOption, Variant, record

GENRES: tuple[str, ...] = ("comedy", "drama", "crime", "scifi")
PERIODS: tuple[str, ...] = ("vintage", "modern", "new")
GENRE_TITLES = {"comedy": QT_TRANSLATE_NOOP("telefilm", "Comedy"), "drama": QT_TRANSLATE_NOOP("telefilm", "Drama"),
                "crime": QT_TRANSLATE_NOOP("telefilm", "Crime"), "scifi": QT_TRANSLATE_NOOP("telefilm", "Sci-Fi")}
PERIOD_TITLES = {"vintage": QT_TRANSLATE_NOOP("telefilm", "Vintage"), "modern": QT_TRANSLATE_NOOP("telefilm", "Modern"),
                 "new": QT_TRANSLATE_NOOP("telefilm", "New")}
MIX_TITLE = QT_TRANSLATE_NOOP("telefilm", "Mix")
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

#: Each space's title as one marked text (what a rule's sentence names; the same English as space_title).
SPACE_NAMES: dict[str, str] = {
    MIX: QT_TRANSLATE_NOOP("telefilm", "Mix"),
    "comedy/vintage": QT_TRANSLATE_NOOP("telefilm", "Comedy · Vintage"),
    "drama/vintage": QT_TRANSLATE_NOOP("telefilm", "Drama · Vintage"),
    "crime/vintage": QT_TRANSLATE_NOOP("telefilm", "Crime · Vintage"),
    "scifi/vintage": QT_TRANSLATE_NOOP("telefilm", "Sci-Fi · Vintage"),
    "comedy/modern": QT_TRANSLATE_NOOP("telefilm", "Comedy · Modern"),
    "drama/modern": QT_TRANSLATE_NOOP("telefilm", "Drama · Modern"),
    "crime/modern": QT_TRANSLATE_NOOP("telefilm", "Crime · Modern"),
    "scifi/modern": QT_TRANSLATE_NOOP("telefilm", "Sci-Fi · Modern"),
    "comedy/new": QT_TRANSLATE_NOOP("telefilm", "Comedy · New"),
    "drama/new": QT_TRANSLATE_NOOP("telefilm", "Drama · New"),
    "crime/new": QT_TRANSLATE_NOOP("telefilm", "Crime · New"),
    "scifi/new": QT_TRANSLATE_NOOP("telefilm", "Sci-Fi · New"),
}
#: The special cards' names as the table and the log write them ("DOUBLE"), marked.
CARD_TITLES: dict[str, str] = {
    "comedy": QT_TRANSLATE_NOOP("telefilm", "COMEDY"), "drama": QT_TRANSLATE_NOOP("telefilm", "DRAMA"),
    "crime": QT_TRANSLATE_NOOP("telefilm", "CRIME"), "scifi": QT_TRANSLATE_NOOP("telefilm", "SCI-FI"),
    "double": QT_TRANSLATE_NOOP("telefilm", "DOUBLE"), "two": QT_TRANSLATE_NOOP("telefilm", "TWO"),
    "fifty": QT_TRANSLATE_NOOP("telefilm", "50%"), "call": QT_TRANSLATE_NOOP("telefilm", "CALL"),
    "web": QT_TRANSLATE_NOOP("telefilm", "WEB"), "power": QT_TRANSLATE_NOOP("telefilm", "POWER"),
}


@record  # a frozen dataclass made without generated code: the launcher imports this module
class Setup(Frozen):
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


@record
class SpecialCard(Frozen):
    """A special card of the full game: what it is called, how many the deck holds, when it is played."""

    kind: str
    name: str
    copies: int
    timing: str  # "before" the question is asked, "turn" (when it is your turn to answer), "after" reading
    text: str


SPECIAL_CARDS: tuple[SpecialCard, ...] = (
    SpecialCard("comedy", QT_TRANSLATE_NOOP("telefilm", "Comedy"), 2, "before",
                QT_TRANSLATE_NOOP("telefilm", "Answer a Comedy question correctly: +5 TF.")),
    SpecialCard("drama", QT_TRANSLATE_NOOP("telefilm", "Drama"), 2, "before",
                QT_TRANSLATE_NOOP("telefilm", "Answer a Drama question correctly: +5 TF.")),
    SpecialCard("crime", QT_TRANSLATE_NOOP("telefilm", "Crime"), 2, "before",
                QT_TRANSLATE_NOOP("telefilm", "Answer a Crime question correctly: +5 TF.")),
    SpecialCard("scifi", QT_TRANSLATE_NOOP("telefilm", "Sci-Fi"), 2, "before",
                QT_TRANSLATE_NOOP("telefilm", "Answer a Sci-Fi question correctly: +5 TF.")),
    SpecialCard("double", QT_TRANSLATE_NOOP("telefilm", "Double"), 3, "before",
                QT_TRANSLATE_NOOP("telefilm", "Answer correctly: your points for this answer are doubled.")),
    SpecialCard("two", QT_TRANSLATE_NOOP("telefilm", "Two"), 2, "turn",
                QT_TRANSLATE_NOOP("telefilm", "Hear two questions of the card and choose which one to answer.")),
    SpecialCard("fifty", QT_TRANSLATE_NOOP("telefilm", "50%"), 2, "after",
                QT_TRANSLATE_NOOP("telefilm", "With the options, hear only two: the right one and a wrong one.")),
    SpecialCard("call", QT_TRANSLATE_NOOP("telefilm", "Call"), 2, "after",
                QT_TRANSLATE_NOOP("telefilm", "Phone anyone you like for help, for at most 30 seconds.")),
    SpecialCard("web", QT_TRANSLATE_NOOP("telefilm", "Web"), 2, "after",
                QT_TRANSLATE_NOOP("telefilm", "Search the internet on any device for 30 seconds.")),
    SpecialCard("power", QT_TRANSLATE_NOOP("telefilm", "Power"), 2, "before",
                QT_TRANSLATE_NOOP("telefilm", "Answer correctly: the leader on the track moves back 10 TF.")),
)
SPECIALS: dict[str, SpecialCard] = {c.kind: c for c in SPECIAL_CARDS}
SPECIAL_KINDS: tuple[str, ...] = tuple(c.kind for c in SPECIAL_CARDS)
SPECIAL_COUNT = sum(c.copies for c in SPECIAL_CARDS)  # 21


def special_ids() -> list[str]:
    """The 21 special cards as ids: 'special-double-1' ... (the kind is the part in the middle)."""
    return [f"special-{c.kind}-{i + 1}" for c in SPECIAL_CARDS for i in range(c.copies)]


def special_kind(card_id: str) -> str:
    return card_id.split("-")[1]


PERIOD_CHOICE_LABELS: dict[str, str] = {
    "all": QT_TRANSLATE_NOOP("telefilm", "Vintage + Modern + New"),
    "vintage": QT_TRANSLATE_NOOP("telefilm", "Vintage"),
    "modern": QT_TRANSLATE_NOOP("telefilm", "Modern"),
    "new": QT_TRANSLATE_NOOP("telefilm", "New"),
    "vintage+modern": QT_TRANSLATE_NOOP("telefilm", "Vintage + Modern"),
    "vintage+new": QT_TRANSLATE_NOOP("telefilm", "Vintage + New"),
    "modern+new": QT_TRANSLATE_NOOP("telefilm", "Modern + New"),
}
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
        QT_TRANSLATE_NOOP("telefilm", "Difficulty of a card"),
        QT_TRANSLATE_NOOP("telefilm", "What 'the difficulty number of the card' is in every score."),
        "card",
        choices=(
            (
                "card",
                QT_TRANSLATE_NOOP(
                    "telefilm", "The difficulty number (1-3) printed on the card, the same for its 4 questions"
                ),
            ),
            (
                "flat",
                QT_TRANSLATE_NOOP(
                    "telefilm", "Every card counts as difficulty 2 (for decks whose ratings you do not trust)"
                ),
            ),
        ),
    ),
    RuleOption(
        "director_wrong",
        QT_TRANSLATE_NOOP("telefilm", "Director's points when several Stars answer wrongly"),
        QT_TRANSLATE_NOOP(
            "telefilm",
            "When, and how often, the Director scores wrong answers on a space with several Stars "
            "(a Star who passes scores nothing for anyone; the 'once' choices score at the end of the space "
            "if nobody answered right, the amount from the last wrong answer).",
        ),
        "each_wrong",
        choices=(
            (
                "each_wrong",
                QT_TRANSLATE_NOOP(
                    "telefilm", "For every wrong answer, as soon as it is given (closest to the printed text)"
                ),
            ),
            (
                "all_wrong",
                QT_TRANSLATE_NOOP(
                    "telefilm", "Once, only if no Star on the space answers right (amount from the last wrong answer)"
                ),
            ),
            (
                "last_wrong",
                QT_TRANSLATE_NOOP(
                    "telefilm", "Once, for the last wrong answer, even if a later Star then answers correctly"
                ),
            ),
            (
                "first_wrong",
                QT_TRANSLATE_NOOP(
                    "telefilm", "Once, for the first wrong answer, even if a later Star then answers correctly"
                ),
            ),
        ),
        variants=(STANDARD,),
    ),
    RuleOption(
        "late_right_bet",
        QT_TRANSLATE_NOOP("telefilm", "Bet after a later Star answers right"),
        QT_TRANSLATE_NOOP(
            "telefilm",
            "Who scores the bet when a Star above the bottom one answers right: the summary table says "
            "'the Stars that follow', the text of the 3rd case 'all the other Stars on that space'.",
        ),
        "following",
        choices=(
            (
                "following",
                QT_TRANSLATE_NOOP("telefilm", "Only the Stars placed after the one who answered right (summary table)"),
            ),
            (
                "all_others",
                QT_TRANSLATE_NOOP(
                    "telefilm", "Every other Star on the space, those who answered wrongly or passed included"
                ),
            ),
        ),
        variants=(STANDARD,),
    ),
    RuleOption(
        "special_limit",
        QT_TRANSLATE_NOOP("telefilm", "Special cards per turn"),
        QT_TRANSLATE_NOOP(
            "telefilm",
            "How many special cards may be played ('One special card may be played per turn' can be read per "
            "player or for the whole table).",
        ),
        "turn",
        choices=(
            ("turn", QT_TRANSLATE_NOOP("telefilm", "One per player per turn")),
            ("table", QT_TRANSLATE_NOOP("telefilm", "One special card per turn for the whole table")),
            (
                "answer",
                QT_TRANSLATE_NOOP("telefilm", "One per answer (a Star with two tokens may play one on each answer)"),
            ),
            (
                "stack",
                QT_TRANSLATE_NOOP("telefilm", "Any number on one answer, each at its own moment, never two of a kind"),
            ),
        ),
        variants=(STANDARD, TWO_PLAYER),
    ),
    RuleOption(
        "fifty_wrong",
        QT_TRANSLATE_NOOP("telefilm", "50%: the wrong option read"),
        QT_TRANSLATE_NOOP(
            "telefilm", "Which wrong option the Director reads together with the correct one when 50% is played."
        ),
        "director",
        choices=(
            (
                "director",
                QT_TRANSLATE_NOOP("telefilm", "The Director chooses it (as printed: he reads the two options)"),
            ),
            ("random", QT_TRANSLATE_NOOP("telefilm", "The app draws it at random (seeded)")),
        ),
        variants=(STANDARD, TWO_PLAYER),
    ),
    RuleOption(
        "double_scope",
        QT_TRANSLATE_NOOP("telefilm", "Double and the genre bonus"),
        QT_TRANSLATE_NOOP(
            "telefilm", "What DOUBLE doubles when it is played together with a genre card (only possible with 'stack')."
        ),
        "everything",
        choices=(
            ("everything", QT_TRANSLATE_NOOP("telefilm", "Everything the answer scores, the genre card's +5 included")),
            (
                "base",
                QT_TRANSLATE_NOOP(
                    "telefilm", "Bet + difficulty (+5 straight bonus); the genre card's +5 is added after doubling"
                ),
            ),
        ),
        variants=(STANDARD, TWO_PLAYER),
    ),
    RuleOption(
        "power_target",
        QT_TRANSLATE_NOOP("telefilm", "POWER and the leader"),
        QT_TRANSLATE_NOOP(
            "telefilm",
            "Who moves back 10 TF when POWER works and its player leads or shares the lead "
            "(first place is measured after the answer and the Stars above it are scored; nobody goes below 0).",
        ),
        "others",
        choices=(
            (
                "others",
                QT_TRANSLATE_NOOP(
                    "telefilm", "Every other player in first place; nothing if the card's player leads alone"
                ),
            ),
            (
                "runner_up",
                QT_TRANSLATE_NOOP(
                    "telefilm", "Like 'others', but if the card's player leads alone the runner(s)-up move back"
                ),
            ),
            ("literal", QT_TRANSLATE_NOOP("telefilm", "Everyone in first place, the card's player included")),
        ),
        variants=(STANDARD, TWO_PLAYER),
    ),
    RuleOption(
        "genre_on_mix",
        QT_TRANSLATE_NOOP("telefilm", "Genre cards on Mix questions"),
        QT_TRANSLATE_NOOP(
            "telefilm", "Whether a genre card (Comedy, Drama, Crime, Sci-Fi) pays its +5 on a Mix card's question."
        ),
        "never",
        choices=(
            ("never", QT_TRANSLATE_NOOP("telefilm", "Never: a Mix card has no genre")),
            ("always", QT_TRANSLATE_NOOP("telefilm", "Always: a Mix card covers every genre")),
            (
                "director",
                QT_TRANSLATE_NOOP(
                    "telefilm", "The Director rules after the correct answer whether the question was of that genre"
                ),
            ),
        ),
        variants=(STANDARD, TWO_PLAYER),
    ),
    RuleOption(
        "question_pick",
        QT_TRANSLATE_NOOP("telefilm", "Choosing the question number"),
        QT_TRANSLATE_NOOP("telefilm", "How the question number 1-4 is chosen 'at random'."),
        "star",
        choices=(
            ("star", QT_TRANSLATE_NOOP("telefilm", "The Star names a number without seeing the card")),
            ("die", QT_TRANSLATE_NOOP("telefilm", "The app rolls a four-sided die (seeded)")),
        ),
        variants=(STANDARD, TWO_PLAYER),
    ),
    RuleOption(
        "follower_cards",
        QT_TRANSLATE_NOOP("telefilm", "Before-the-question cards of the other Stars on a space"),
        QT_TRANSLATE_NOOP(
            "telefilm",
            "Genre cards, DOUBLE and POWER are played 'only before the question is asked'. May the Stars "
            "placed above the first one on a space play them too, and when?",
        ),
        "before_reading",
        choices=(
            (
                "before_reading",
                QT_TRANSLATE_NOOP(
                    "telefilm",
                    "Yes, before the space's question is read, like the first Star (as printed); "
                    "a card pays only if its Star then answers right",
                ),
            ),
            (
                "strict",
                QT_TRANSLATE_NOOP(
                    "telefilm", "No: only the first Star of the space; the others may play 50%, CALL and WEB"
                ),
            ),
            (
                "own_turn",
                QT_TRANSLATE_NOOP(
                    "telefilm", "Yes, but when their own turn to answer comes (after hearing the question)"
                ),
            ),
        ),
        variants=(STANDARD,),
    ),
    RuleOption(
        "periods",
        QT_TRANSLATE_NOOP("telefilm", "Periods in the deck"),
        QT_TRANSLATE_NOOP(
            "telefilm", "Which Period cards are used (Mix cards are always used in the 3-7 player game)."
        ),
        "all",
        choices=tuple((k, PERIOD_CHOICE_LABELS[k]) for k in PERIOD_CHOICES),
    ),
    RuleOption(
        "include_mix",
        QT_TRANSLATE_NOOP("telefilm", "Mix cards in the deck"),
        QT_TRANSLATE_NOOP("telefilm", "Whether Mix cards are shuffled into the single deck."),
        True,
        kind="bool",
        variants=(TWO_PLAYER, CARDS_ONLY),
    ),
    RuleOption(
        "reshuffle",
        QT_TRANSLATE_NOOP("telefilm", "Reshuffle an empty deck"),
        QT_TRANSLATE_NOOP(
            "telefilm", "When a deck runs out, shuffle its discard pile into a new deck; otherwise the game ends early."
        ),
        True,
        kind="bool",
    ),
    RuleOption(
        "first_director",
        QT_TRANSLATE_NOOP("telefilm", "First Director"),
        QT_TRANSLATE_NOOP(
            "telefilm", "Who is the Director in the first turn (the last person to have watched a TV series)."
        ),
        "first",
        choices=(
            ("first", QT_TRANSLATE_NOOP("telefilm", "The first player in the list")),
            ("random", QT_TRANSLATE_NOOP("telefilm", "Drawn at random")),
        ),
    ),
    RuleOption(
        "director_rounds",
        QT_TRANSLATE_NOOP("telefilm", "Turns as Director"),
        QT_TRANSLATE_NOOP(
            "telefilm", "How many times each player is Director; 0 = as printed (5/3/3/2/2 for 3/4/5/6/7 players)."
        ),
        0,
        kind="int",
        minimum=0,
        maximum=10,
        variants=(STANDARD,),
    ),
    RuleOption(
        "two_player_end",
        QT_TRANSLATE_NOOP("telefilm", "End of the two-player game"),
        QT_TRANSLATE_NOOP("telefilm", "The printed rules give no end for the two-player board game: choose one."),
        "rounds",
        choices=(
            ("rounds", QT_TRANSLATE_NOOP("telefilm", "After each player has been Director a set number of times")),
            (
                "target",
                QT_TRANSLATE_NOOP("telefilm", "At the end of the round in which a player reaches a target score"),
            ),
        ),
        variants=(TWO_PLAYER,),
    ),
    RuleOption(
        "two_player_rounds",
        QT_TRANSLATE_NOOP("telefilm", "Two-player game: turns as Director"),
        QT_TRANSLATE_NOOP("telefilm", "With 'rounds': how many times each player is Director."),
        5,
        kind="int",
        minimum=1,
        maximum=30,
        variants=(TWO_PLAYER,),
    ),
    RuleOption(
        "two_player_target",
        QT_TRANSLATE_NOOP("telefilm", "Two-player game: target score"),
        QT_TRANSLATE_NOOP(
            "telefilm", "With 'target': the score that ends the game (at the end of that round; at most 100 rounds)."
        ),
        64,
        kind="int",
        minimum=10,
        maximum=320,
        variants=(TWO_PLAYER,),
    ),
    RuleOption(
        "two_player_answers",
        QT_TRANSLATE_NOOP("telefilm", "Two-player game: cards answered"),
        QT_TRANSLATE_NOOP("telefilm", "Which of the Director's two chosen cards the Star answers."),
        "both",
        choices=(
            (
                "both",
                QT_TRANSLATE_NOOP(
                    "telefilm", "Both: one question from each, the space with the higher bet total first"
                ),
            ),
            (
                "star_chooses",
                QT_TRANSLATE_NOOP("telefilm", "One: the Star chooses the space; the other card is discarded unplayed"),
            ),
        ),
        variants=(TWO_PLAYER,),
    ),
    RuleOption(
        "cards_only_rounds",
        QT_TRANSLATE_NOOP("telefilm", "Cards only: turns as Director"),
        QT_TRANSLATE_NOOP("telefilm", "How many times each player is Director (printed: 10)."),
        10,
        kind="int",
        minimum=1,
        maximum=30,
        variants=(CARDS_ONLY,),
    ),
    RuleOption(
        "cards_only_stars",
        QT_TRANSLATE_NOOP("telefilm", "Cards only: who answers"),
        QT_TRANSLATE_NOOP("telefilm", "With more than two players, who is the Star in a Director's turn."),
        "left",
        choices=(
            ("left", QT_TRANSLATE_NOOP("telefilm", "The player to the Director's left")),
            (
                "all",
                QT_TRANSLATE_NOOP(
                    "telefilm", "Every other player in turn from the Director's left, each with three new cards"
                ),
            ),
        ),
        variants=(CARDS_ONLY,),
    ),
)


SPEC = GameSpec(
    id="telefilm",
    title=QT_TRANSLATE_NOOP("telefilm", "Il Gioco dei Telefilm"),
    tagline=QT_TRANSLATE_NOOP("telefilm", "Bet, bluff and answer questions about TV series."),
    variants=(
        Variant(
            STANDARD,
            QT_TRANSLATE_NOOP("telefilm", "Board game"),
            QT_TRANSLATE_NOOP("telefilm", "3-7 players: a Director bets, the Stars answer."),
            3,
            7,
        ),
        Variant(
            TWO_PLAYER,
            QT_TRANSLATE_NOOP("telefilm", "Two players or teams"),
            QT_TRANSLATE_NOOP("telefilm", "The board game for two players or two teams."),
            2,
            2,
        ),
        Variant(
            CARDS_ONLY,
            QT_TRANSLATE_NOOP("telefilm", "Question cards only"),
            QT_TRANSLATE_NOOP("telefilm", "No board: win question cards, score their difficulty."),
            2,
            7,
        ),
    ),
    options=OPTIONS,
    uses_director=True,
)
