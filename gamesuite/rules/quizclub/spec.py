"""Quiz Club metadata: the GameSpec, its rule options, the built-in characters and the in-app rules reference."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from gamesuite.rules.core import GameSpec, RuleOption, Variant

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
    "sports": "Sports",
    "games": "Games",
    "flora_fauna": "Flora & Fauna",
    "mathematics": "Mathematics",
    "politics_history": "Politics & History",
    "biology_medicine": "Biology & Medicine",
    "society": "Society",
    "economics": "Economics",
    "art_music_media": "Art - Music - Media",
    "science_technology": "Science & Technology",
    "language": "Language",
    "food_drink": "Food & Drink",
    "geography_travel": "Geography & Travel",
    "literature": "Literature",
}

ROUNDS = 6
HAND_SIZE = 5
MIN_SHORT_HAND = 2
MIN_PLAYERS = 3
MAX_PLAYERS = 8

MARKER_CHOICES: tuple[tuple[str, str], ...] = (
    ("none", "No marker lines"),
    ("15", "One line, after space 15"),
    ("10,20", "After spaces 10 and 20"),
    ("8,16,24", "After spaces 8, 16 and 24"),
    ("6,12,18,24", "After spaces 6, 12, 18 and 24"),
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
            f"Character of player {i + 1}",
            f"The character card of player {i + 1}; each player needs her own. Any character of the game's "
            "question packs (the eight built-in ones, and those an expansion brings).",
            CHARACTERS[i],
            choices=choices,
        )
        for i, option in enumerate(CHARACTER_OPTIONS)
    )


def _deck_options() -> tuple[RuleOption, ...]:
    return tuple(
        RuleOption(
            f"deck_{c}",
            f"{CHARACTER_NAMES[c]}'s questions",
            f"Shuffle the question cards with {CHARACTER_NAMES[c]}'s portrait into the deck.",
            True,
            kind="bool",
        )
        for c in CHARACTERS
    )


OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "side",
        "Card side",
        "The border side everybody uses for the whole game; the other side is never asked.",
        "light",
        choices=(("light", "Light border"), ("dark", "Dark border")),
    ),
    RuleOption(
        "starting_player",
        "Starting player",
        "Who receives the starting player card first: chance, or a given player.",
        "random",
        choices=(("random", "Chance decides"), *((i, f"Player {i + 1}") for i in range(MAX_PLAYERS))),
    ),
    RuleOption(
        "next_active",
        "Who asks next",
        "After the asked player turns her card, the player to the left of the asked player "
        "(the rulebook's 'her left') or to the left of the asker becomes active.",
        "left_of_asked",
        choices=(("left_of_asked", "Left of the asked player"), ("left_of_asker", "Left of the asker")),
    ),
    RuleOption(
        "track_length",
        "Final space",
        "The number of the score track's final space; everyone who reaches or passes it wins together.",
        30,
        kind="int",
        minimum=10,
        maximum=99,
    ),
    RuleOption(
        "marker_lines",
        "Marker lines",
        "After which spaces the marker lines lie; moving past one costs a card from your hand for good.",
        "10,20",
        choices=MARKER_CHOICES,
    ),
    RuleOption(
        "empty_draw_pile",
        "Empty draw pile",
        "When the draw pile runs out: shuffle the discards into a new pile, or play on without drawing.",
        "reshuffle",
        choices=(
            ("reshuffle", "Shuffle the discard pile into a new draw pile"),
            ("smaller_hands", "Play on with smaller hands"),
        ),
    ),
    RuleOption(
        "short_deck",
        "Small deck",
        "When the deck cannot give every player 5 cards: deal equal smaller hands (2 or more), or refuse.",
        "deal_fewer",
        choices=(("deal_fewer", "Deal equal smaller hands"), ("refuse", "Refuse to start")),
    ),
    RuleOption(
        "show_question",
        "Show the question on the table",
        "The table screen shows the question (with its choices or terms) once it is asked.",
        True,
        kind="bool",
    ),
    RuleOption(
        "card_colours",
        "Character cards of one colour",
        "With expansions several character cards have the same colour. Every player's disc has her own seat "
        "colour either way; 'different' also keeps two players from holding character cards of one colour.",
        "allowed",
        choices=(
            ("allowed", "Allowed: the discs tell the players apart"),
            ("different", "Each player a card of her own colour"),
        ),
    ),
    *_character_options(),
    *_deck_options(),
)


RULES_REFERENCE = """\
# Quiz Club

**3-8 players.** You ask your fellow players questions from the cards in your hand.
Knowing *whom* to ask matters as much as knowing the answers.

## Setup
* Every player has a character card (face up) and a disc of her own colour at the start of the score track.
* One border side (light or dark) is chosen for the whole game; cards are never turned over.
* Everyone receives **5 cards**. The starting player receives the starting player card.

## A turn
The active player (the starting player first):
1. **Chooses a fellow player** whose character card is still face up (not yet asked this round).
2. **Chooses a card from her hand and one of its three questions**: top = easy (1 point, •),
   middle = medium (2, ••), bottom = hard (3, •••), and reads it out loud.
3. The answer is judged. The card goes to the discard pile and she **draws a new card**.
4. The asked player **turns her character card face down**. The player to her left becomes active.

## Scoring
| Round | Correct answer | Wrong answer |
| --- | --- | --- |
| Cooperative (rounds 1, 3, 5) | asker **and** asked player score 1/2/3 | nobody scores |
| Competitive (rounds 2, 4, 6) | the asked player scores 1/2/3 | the asker scores **3/2/1** for a •/••/••• question |

## End of a round
When every character card is face down, the round ends: the starting player card passes clockwise
(to the left) and all character cards turn face up. If the last active player could only choose
herself, she scores **3 points** at once instead.

## Marker lines
Whoever moves past a marker line on the score track permanently discards a card of her choice
from her hand (after her normal draw, so it may be the card just drawn): one card per line.

## Question types
* **Knowledge**: the asker judges. "A / B" means either answer is enough. Don't be too strict.
* **Multiple choice**: four options A-D; the asker enters the letter said, the app judges.
* **Estimate**: the asker types the number said; it is correct within the (secret) margin.
* **Ranking**: four terms A-D; the asker enters the order said; ascending or descending both count.
* **Intuition**: about the fellow players ("how many of us ...", "who of us ..."); you may not
  count or name yourself. Correct unless somebody objects: "Actually, I do!"

Where the app judges, the asker may **overrule** it, giving a reason that goes into the game log.

## End of the game
After the sixth round the player with the most points wins; players with the same score win
together. Everyone who reached or passed the final space of the score track wins together.

## House rules (options) and their defaults
* **Card side** (default *light*): the border side used by everyone.
* **Starting player** (default *chance decides*).
* **Who asks next** (default *left of the asked player*): the rulebook says "the player to her left"
  right after the asked player turns her card, so we read "her" as the asked player. The other
  choice is the player to the left of the asker (everybody asks in seat order).
* **Final space** (default *30*) and **Marker lines** (default *after spaces 10 and 20*): the
  rulebook does not print the track. A marker line "after space m" is passed when a disc moves
  from space m or below to a space above m. Each line passed costs one card, but a marker line
  never takes a player's last card. After the very last question of the game no cards are
  discarded (it would change nothing).
* **Empty draw pile** (default *reshuffle*): when a card must be drawn and the pile is empty,
  the discard pile is shuffled into a new draw pile. With *play on with smaller hands* nobody
  draws any more; if the active player has no card left to ask from, the game ends at once and
  is scored as after the sixth round.
* **Small deck** (default *deal equal smaller hands*): if the cards left after removing
  characters cannot give everybody 5, everyone gets the same smaller number (at least 2);
  *refuse* asks for more cards instead.
* **Show the question on the table** (default *on*): the table screen shows the question being
  asked; off, it shows only its category, type and difficulty until the answer is judged.
* **Characters of players 1-8** (defaults Lisa, Bernd, Esther, Torben, Marike, Emma, Gregori, Arnold):
  the character card of each player, chosen on the new-game page; every player needs her own. The
  characters on offer are the eight of the base game and those of the expansions sorted into the game
  (an expansion's character card comes with its question cards).
* **Character cards of one colour** (default *allowed*): the rulebook says that with expansions several
  character cards of one colour can be in the game and that each player must get her own colour. Here a
  player's disc always has the colour of her seat (chosen on the new-game page, every seat its own), and
  the character card keeps its own colour, so two players may hold cards of one colour. *Each player a
  card of her own colour* refuses that too, as at a real table where the disc matches the card.
* **(Character)'s questions** (default *all included*): remove or re-add the question cards with
  that character's portrait; the game refuses to start without enough cards.

## Expansions
An expansion brings a new character card and a stack of question cards, sorted into or out of the game
on the new-game page (so the questions fit who is playing). Its cards carry its character's portrait;
its character can be chosen like the eight of the base game.
"""


SPEC = GameSpec(
    id="quizclub",
    title="Quiz Club",
    tagline="Ask the right person the right question.",
    variants=(
        Variant(
            "standard",
            "Standard",
            "Six rounds, cooperative and competitive in turn.",
            MIN_PLAYERS,
            MAX_PLAYERS,
        ),
    ),
    options=OPTIONS,
    rules_reference=RULES_REFERENCE,
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
    "RULES_REFERENCE",
    "SPEC",
    "marker_positions",
]
