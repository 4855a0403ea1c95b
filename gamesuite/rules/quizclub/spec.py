"""Quiz Club metadata: the GameSpec, its rule options, the built-in characters and the in-app rules reference."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from gamesuite.rules.core import QT_TRANSLATE_NOOP, GameSpec, Phrase, RuleOption, Variant

CHARACTERS: tuple[str, ...] = ("lisa", "bernd", "esther", "torben", "marike", "emma", "gregori", "arnold")
CHARACTER_NAMES: dict[str, str] = {c: c.capitalize() for c in CHARACTERS}

#: The eight characters of the base game: every content has them (a pack may add its own, see
#: ``deck.characters_of``). ``colour`` is the character card's colour (a player's disc has the colour of
#: her seat, chosen on the setup page); ``interests`` are the categories the rulebook's blurb names.
BUILTIN_CHARACTERS: tuple[MappingProxyType[str, Any], ...] = tuple(
    MappingProxyType({"id": cid, "name": CHARACTER_NAMES[cid], "colour": colour, "interests": interests})
    for cid, colour, interests in (
        ("lisa", "#3fa66b", ("society", "politics_history", "flora_fauna")),
        ("bernd", "#d94f4f", ("geography_travel", "politics_history", "art_music_media")),
        ("esther", "#c4508f", ("art_music_media", "literature", "language")),
        ("torben", "#e07b39", ("food_drink", "geography_travel", "art_music_media", "sports")),
        ("marike", "#3d7dd8", ("science_technology", "geography_travel", "biology_medicine", "literature")),
        ("emma", "#9a5bd1", ("games", "art_music_media", "literature")),
        ("gregori", "#2fb3b3", ("science_technology", "biology_medicine", "mathematics")),
        ("arnold", "#e0a526", ("economics", "science_technology", "mathematics")),
    )
)

CATEGORY_TITLES: dict[str, str] = {
    "sports": QT_TRANSLATE_NOOP("quizclub", "Sports"),
    "games": QT_TRANSLATE_NOOP("quizclub", "Games"),
    "flora_fauna": QT_TRANSLATE_NOOP("quizclub", "Flora & Fauna"),
    "mathematics": QT_TRANSLATE_NOOP("quizclub", "Mathematics"),
    "politics_history": QT_TRANSLATE_NOOP("quizclub", "Politics & History"),
    "biology_medicine": QT_TRANSLATE_NOOP("quizclub", "Biology & Medicine"),
    "society": QT_TRANSLATE_NOOP("quizclub", "Society"),
    "economics": QT_TRANSLATE_NOOP("quizclub", "Economics"),
    "art_music_media": QT_TRANSLATE_NOOP("quizclub", "Art - Music - Media"),
    "science_technology": QT_TRANSLATE_NOOP("quizclub", "Science & Technology"),
    "language": QT_TRANSLATE_NOOP("quizclub", "Language"),
    "food_drink": QT_TRANSLATE_NOOP("quizclub", "Food & Drink"),
    "geography_travel": QT_TRANSLATE_NOOP("quizclub", "Geography & Travel"),
    "literature": QT_TRANSLATE_NOOP("quizclub", "Literature"),
}

ROUNDS = 6
HAND_SIZE = 5
MIN_SHORT_HAND = 2
MIN_PLAYERS = 3
MAX_PLAYERS = 8

MARKER_CHOICES: tuple[tuple[str, str], ...] = (
    ("none", QT_TRANSLATE_NOOP("quizclub", "No marker lines")),
    ("15", QT_TRANSLATE_NOOP("quizclub", "One line, after space 15")),
    ("10,20", QT_TRANSLATE_NOOP("quizclub", "After spaces 10 and 20")),
    ("8,16,24", QT_TRANSLATE_NOOP("quizclub", "After spaces 8, 16 and 24")),
    ("6,12,18,24", QT_TRANSLATE_NOOP("quizclub", "After spaces 6, 12, 18 and 24")),
)


def marker_positions(choice: str) -> tuple[int, ...]:
    """The spaces after which the marker lines lie, from the ``marker_lines`` option."""
    if choice == "none":
        return ()
    return tuple(int(x) for x in choice.split(","))


CHARACTER_OPTIONS: tuple[str, ...] = tuple(f"character_{i + 1}" for i in range(MAX_PLAYERS))


def _character_options() -> tuple[RuleOption, ...]:
    # The choices listed are the default content's (the eight built-in characters); the engine accepts
    # every character of the game's content, so a pack's characters can be chosen too (resolve_config).
    choices = tuple((c, CHARACTER_NAMES[c]) for c in CHARACTERS)
    return tuple(
        RuleOption(
            option,
            Phrase("quizclub", QT_TRANSLATE_NOOP("quizclub", "Character of player {number}"), number=i + 1),
            Phrase(
                "quizclub",
                QT_TRANSLATE_NOOP(
                    "quizclub",
                    "The character card of player {number}; each player needs her own. Any character of the "
                    "game's question packs (the eight built-in ones, and those an expansion brings).",
                ),
                number=i + 1,
            ),
            CHARACTERS[i],
            choices=choices,
        )
        for i, option in enumerate(CHARACTER_OPTIONS)
    )


def _deck_options() -> tuple[RuleOption, ...]:
    return tuple(
        RuleOption(
            f"deck_{c}",
            Phrase("quizclub", QT_TRANSLATE_NOOP("quizclub", "{name}'s questions"), name=CHARACTER_NAMES[c]),
            Phrase(
                "quizclub",
                QT_TRANSLATE_NOOP("quizclub", "Shuffle the question cards with {name}'s portrait into the deck."),
                name=CHARACTER_NAMES[c],
            ),
            True,
            kind="bool",
        )
        for c in CHARACTERS
    )


OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "side",
        QT_TRANSLATE_NOOP("quizclub", "Card side"),
        QT_TRANSLATE_NOOP(
            "quizclub", "The border side everybody uses for the whole game; the other side is never asked."
        ),
        "light",
        choices=(
            ("light", QT_TRANSLATE_NOOP("quizclub", "Light border")),
            ("dark", QT_TRANSLATE_NOOP("quizclub", "Dark border")),
        ),
    ),
    RuleOption(
        "starting_player",
        QT_TRANSLATE_NOOP("quizclub", "Starting player"),
        QT_TRANSLATE_NOOP("quizclub", "Who receives the starting player card first: chance, or a given player."),
        "random",
        choices=(
            ("random", QT_TRANSLATE_NOOP("quizclub", "Chance decides")),
            *(
                (i, Phrase("quizclub", QT_TRANSLATE_NOOP("quizclub", "Player {number}"), number=i + 1))
                for i in range(MAX_PLAYERS)
            ),
        ),
    ),
    RuleOption(
        "next_active",
        QT_TRANSLATE_NOOP("quizclub", "Who asks next"),
        QT_TRANSLATE_NOOP(
            "quizclub",
            "After the asked player turns her card, the player to the left of the asked player "
            "(the rulebook's 'her left') or to the left of the asker becomes active.",
        ),
        "left_of_asked",
        choices=(
            ("left_of_asked", QT_TRANSLATE_NOOP("quizclub", "Left of the asked player")),
            ("left_of_asker", QT_TRANSLATE_NOOP("quizclub", "Left of the asker")),
        ),
    ),
    RuleOption(
        "track_length",
        QT_TRANSLATE_NOOP("quizclub", "Final space"),
        QT_TRANSLATE_NOOP(
            "quizclub", "The number of the score track's final space; everyone who reaches or passes it wins together."
        ),
        30,
        kind="int",
        minimum=10,
        maximum=99,
    ),
    RuleOption(
        "marker_lines",
        QT_TRANSLATE_NOOP("quizclub", "Marker lines"),
        QT_TRANSLATE_NOOP(
            "quizclub", "After which spaces the marker lines lie; moving past one costs a card from your hand for good."
        ),
        "10,20",
        choices=MARKER_CHOICES,
    ),
    RuleOption(
        "empty_draw_pile",
        QT_TRANSLATE_NOOP("quizclub", "Empty draw pile"),
        QT_TRANSLATE_NOOP(
            "quizclub", "When the draw pile runs out: shuffle the discards into a new pile, or play on without drawing."
        ),
        "reshuffle",
        choices=(
            ("reshuffle", QT_TRANSLATE_NOOP("quizclub", "Shuffle the discard pile into a new draw pile")),
            ("smaller_hands", QT_TRANSLATE_NOOP("quizclub", "Play on with smaller hands")),
        ),
    ),
    RuleOption(
        "short_deck",
        QT_TRANSLATE_NOOP("quizclub", "Small deck"),
        QT_TRANSLATE_NOOP(
            "quizclub",
            "When the deck cannot give every player 5 cards: deal equal smaller hands (2 or more), or refuse.",
        ),
        "deal_fewer",
        choices=(
            ("deal_fewer", QT_TRANSLATE_NOOP("quizclub", "Deal equal smaller hands")),
            ("refuse", QT_TRANSLATE_NOOP("quizclub", "Refuse to start")),
        ),
    ),
    RuleOption(
        "show_question",
        QT_TRANSLATE_NOOP("quizclub", "Show the question on the table"),
        QT_TRANSLATE_NOOP(
            "quizclub", "The table screen shows the question (with its choices or terms) once it is asked."
        ),
        True,
        kind="bool",
    ),
    RuleOption(
        "card_colours",
        QT_TRANSLATE_NOOP("quizclub", "Character cards of one colour"),
        QT_TRANSLATE_NOOP(
            "quizclub",
            "With expansions several character cards have the same colour. Every player's disc has her own seat "
            "colour either way; 'different' also keeps two players from holding character cards of one colour.",
        ),
        "allowed",
        choices=(
            ("allowed", QT_TRANSLATE_NOOP("quizclub", "Allowed: the discs tell the players apart")),
            ("different", QT_TRANSLATE_NOOP("quizclub", "Each player a card of her own colour")),
        ),
    ),
    *_character_options(),
    *_deck_options(),
)


SPEC = GameSpec(
    id="quizclub",
    title=QT_TRANSLATE_NOOP("quizclub", "Quiz Club"),
    tagline=QT_TRANSLATE_NOOP("quizclub", "Ask the right person the right question."),
    variants=(
        Variant(
            "standard",
            QT_TRANSLATE_NOOP("quizclub", "Standard"),
            QT_TRANSLATE_NOOP("quizclub", "Six rounds, cooperative and competitive in turn."),
            MIN_PLAYERS,
            MAX_PLAYERS,
        ),
    ),
    options=OPTIONS,
    uses_director=True,
)

__all__ = [
    "BUILTIN_CHARACTERS",
    "CATEGORY_TITLES",
    "CHARACTERS",
    "CHARACTER_NAMES",
    "CHARACTER_OPTIONS",
    "HAND_SIZE",
    "MARKER_CHOICES",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MIN_SHORT_HAND",
    "OPTIONS",
    "ROUNDS",
    "SPEC",
    "marker_positions",
]
