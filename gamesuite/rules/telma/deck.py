"""Telma's original deck, as data, plus the word lists used to suggest nicknames.

The deck has 12 symbols. Every symbol is on five single cards and on two double cards; one
extra card is the Surto (it shows Telma and has no symbol). 16 cards carry a circled cross
and are taken out for a faster game with four or five players. The UI draws its own art for
every symbol from the symbol id; the rules only compare ids.

Card ids are stable strings: ``"<symbol>-<n>"`` for singles, ``"<symbol>+<symbol>"`` for
doubles and ``"surto"``.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamesuite.rules.core import QT_TRANSLATE_NOOP

# (id, English name, marked for translation). Ids are lowercase ASCII; the UI maps them to artwork.
SYMBOLS: tuple[tuple[str, str], ...] = (
    ("anchor", QT_TRANSLATE_NOOP("telma", "Anchor")),
    ("kite", QT_TRANSLATE_NOOP("telma", "Kite")),
    ("cactus", QT_TRANSLATE_NOOP("telma", "Cactus")),
    ("snail", QT_TRANSLATE_NOOP("telma", "Snail")),
    ("teapot", QT_TRANSLATE_NOOP("telma", "Teapot")),
    ("lighthouse", QT_TRANSLATE_NOOP("telma", "Lighthouse")),
    ("umbrella", QT_TRANSLATE_NOOP("telma", "Umbrella")),
    ("pineapple", QT_TRANSLATE_NOOP("telma", "Pineapple")),
    ("feather", QT_TRANSLATE_NOOP("telma", "Feather")),
    ("bicycle", QT_TRANSLATE_NOOP("telma", "Bicycle")),
    ("crown", QT_TRANSLATE_NOOP("telma", "Crown")),
    ("octopus", QT_TRANSLATE_NOOP("telma", "Octopus")),
)
SYMBOL_NAMES: dict[str, str] = dict(SYMBOLS)
SYMBOL_IDS: tuple[str, ...] = tuple(s for s, _ in SYMBOLS)

SINGLES_PER_SYMBOL = 5

# Each symbol appears on exactly two double cards.
DOUBLE_PAIRS: tuple[tuple[str, str], ...] = (
    ("anchor", "kite"),
    ("cactus", "snail"),
    ("teapot", "lighthouse"),
    ("umbrella", "pineapple"),
    ("feather", "bicycle"),
    ("crown", "octopus"),
    ("anchor", "lighthouse"),
    ("kite", "umbrella"),
    ("cactus", "pineapple"),
    ("snail", "feather"),
    ("teapot", "crown"),
    ("bicycle", "octopus"),
)
# Doubles carrying the circled cross (removed together with single number 5 of every symbol).
CROSS_DOUBLES: frozenset[tuple[str, str]] = frozenset(
    {("anchor", "kite"), ("teapot", "lighthouse"), ("feather", "bicycle"), ("cactus", "pineapple")}
)

SURTO_ID = "surto"


@dataclass(frozen=True)
class Card:
    """One card: its id, its symbols (empty for the Surto), and whether it has the circled cross."""

    id: str
    symbols: tuple[str, ...]
    surto: bool = False
    cross: bool = False

    @property
    def double(self) -> bool:
        return len(self.symbols) == 2

    @property
    def name(self) -> str:
        if self.surto:
            return QT_TRANSLATE_NOOP("telma", "the Surto")
        return " + ".join(SYMBOL_NAMES[s] for s in self.symbols)

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "symbols": list(self.symbols),
            "surto": self.surto,
            "double": self.double,
            "cross": self.cross,
            "name": self.name,
        }


def _build() -> tuple[Card, ...]:
    cards: list[Card] = []
    for sym in SYMBOL_IDS:
        for n in range(1, SINGLES_PER_SYMBOL + 1):
            cards.append(Card(f"{sym}-{n}", (sym,), cross=(n == SINGLES_PER_SYMBOL)))
    for a, b in DOUBLE_PAIRS:
        cards.append(Card(f"{a}+{b}", (a, b), cross=((a, b) in CROSS_DOUBLES)))
    cards.append(Card(SURTO_ID, (), surto=True))
    return tuple(cards)


CARDS: tuple[Card, ...] = _build()
CARD_BY_ID: dict[str, Card] = {c.id: c for c in CARDS}


def deck_ids(remove_cross: bool) -> list[str]:
    """The ids of the cards in play, in the deck's printed order."""
    return [c.id for c in CARDS if not (remove_cross and c.cross)]


# ---------------------------------------------------------------------------------------------
# Word lists for suggested / default nicknames (random play, or players who want a suggestion)
# ---------------------------------------------------------------------------------------------

NOUNS: tuple[str, ...] = (
    "table",
    "hut",
    "hat",
    "ghost",
    "spoon",
    "button",
    "pillow",
    "carrot",
    "ladder",
    "bucket",
    "whistle",
    "sock",
    "comet",
    "pebble",
    "drum",
    "kettle",
    "candle",
    "mitten",
    "pumpkin",
    "tractor",
    "violin",
    "waffle",
    "zipper",
    "lantern",
    "noodle",
    "parrot",
    "biscuit",
    "trumpet",
    "walrus",
    "saucepan",
    "broom",
    "cushion",
    "doorbell",
    "goblet",
    "hammock",
    "igloo",
    "jellyfish",
    "muffin",
    "penguin",
    "radish",
)
ADJECTIVES: tuple[str, ...] = (
    "yellow",
    "old",
    "big",
    "scary",
    "sleepy",
    "shiny",
    "grumpy",
    "tiny",
    "fuzzy",
    "noisy",
    "purple",
    "brave",
    "wobbly",
    "sneaky",
    "cheerful",
    "dusty",
    "giant",
    "polite",
    "spotty",
    "frozen",
    "curious",
    "lazy",
    "royal",
    "squeaky",
    "striped",
    "windy",
    "bouncy",
    "clumsy",
    "gentle",
    "silver",
)
PROVENANCES: tuple[str, ...] = (
    "from Lisbon",
    "from the mountains",
    "from Tuscany",
    "from the harbour",
    "from Bahia",
    "from the moon",
    "from Oslo",
    "from the desert",
    "from Naples",
    "from the jungle",
    "from Kyoto",
    "from the valley",
    "from Cairo",
    "from the islands",
    "from Quebec",
    "from the north pole",
)
GESTURES: tuple[str, ...] = (
    "touching the nose",
    "standing up",
    "clapping twice",
    "waving both hands",
    "tapping the head",
    "winking",
    "pointing at the ceiling",
    "crossing the arms",
    "pulling an ear",
    "shrugging",
    "thumbs up",
    "puffing the cheeks",
)
