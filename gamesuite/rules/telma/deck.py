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
# Word lists for suggested / default nicknames (random play, or players who want a suggestion); marked:
# the table offers them in the players' language
# ---------------------------------------------------------------------------------------------

NOUNS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("telma", "table"),
    QT_TRANSLATE_NOOP("telma", "hut"),
    QT_TRANSLATE_NOOP("telma", "hat"),
    QT_TRANSLATE_NOOP("telma", "ghost"),
    QT_TRANSLATE_NOOP("telma", "spoon"),
    QT_TRANSLATE_NOOP("telma", "button"),
    QT_TRANSLATE_NOOP("telma", "pillow"),
    QT_TRANSLATE_NOOP("telma", "carrot"),
    QT_TRANSLATE_NOOP("telma", "ladder"),
    QT_TRANSLATE_NOOP("telma", "bucket"),
    QT_TRANSLATE_NOOP("telma", "whistle"),
    QT_TRANSLATE_NOOP("telma", "sock"),
    QT_TRANSLATE_NOOP("telma", "comet"),
    QT_TRANSLATE_NOOP("telma", "pebble"),
    QT_TRANSLATE_NOOP("telma", "drum"),
    QT_TRANSLATE_NOOP("telma", "kettle"),
    QT_TRANSLATE_NOOP("telma", "candle"),
    QT_TRANSLATE_NOOP("telma", "mitten"),
    QT_TRANSLATE_NOOP("telma", "pumpkin"),
    QT_TRANSLATE_NOOP("telma", "tractor"),
    QT_TRANSLATE_NOOP("telma", "violin"),
    QT_TRANSLATE_NOOP("telma", "waffle"),
    QT_TRANSLATE_NOOP("telma", "zipper"),
    QT_TRANSLATE_NOOP("telma", "lantern"),
    QT_TRANSLATE_NOOP("telma", "noodle"),
    QT_TRANSLATE_NOOP("telma", "parrot"),
    QT_TRANSLATE_NOOP("telma", "biscuit"),
    QT_TRANSLATE_NOOP("telma", "trumpet"),
    QT_TRANSLATE_NOOP("telma", "walrus"),
    QT_TRANSLATE_NOOP("telma", "saucepan"),
    QT_TRANSLATE_NOOP("telma", "broom"),
    QT_TRANSLATE_NOOP("telma", "cushion"),
    QT_TRANSLATE_NOOP("telma", "doorbell"),
    QT_TRANSLATE_NOOP("telma", "goblet"),
    QT_TRANSLATE_NOOP("telma", "hammock"),
    QT_TRANSLATE_NOOP("telma", "igloo"),
    QT_TRANSLATE_NOOP("telma", "jellyfish"),
    QT_TRANSLATE_NOOP("telma", "muffin"),
    QT_TRANSLATE_NOOP("telma", "penguin"),
    QT_TRANSLATE_NOOP("telma", "radish"),
)
ADJECTIVES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("telma", "yellow"),
    QT_TRANSLATE_NOOP("telma", "old"),
    QT_TRANSLATE_NOOP("telma", "big"),
    QT_TRANSLATE_NOOP("telma", "scary"),
    QT_TRANSLATE_NOOP("telma", "sleepy"),
    QT_TRANSLATE_NOOP("telma", "shiny"),
    QT_TRANSLATE_NOOP("telma", "grumpy"),
    QT_TRANSLATE_NOOP("telma", "tiny"),
    QT_TRANSLATE_NOOP("telma", "fuzzy"),
    QT_TRANSLATE_NOOP("telma", "noisy"),
    QT_TRANSLATE_NOOP("telma", "purple"),
    QT_TRANSLATE_NOOP("telma", "brave"),
    QT_TRANSLATE_NOOP("telma", "wobbly"),
    QT_TRANSLATE_NOOP("telma", "sneaky"),
    QT_TRANSLATE_NOOP("telma", "cheerful"),
    QT_TRANSLATE_NOOP("telma", "dusty"),
    QT_TRANSLATE_NOOP("telma", "giant"),
    QT_TRANSLATE_NOOP("telma", "polite"),
    QT_TRANSLATE_NOOP("telma", "spotty"),
    QT_TRANSLATE_NOOP("telma", "frozen"),
    QT_TRANSLATE_NOOP("telma", "curious"),
    QT_TRANSLATE_NOOP("telma", "lazy"),
    QT_TRANSLATE_NOOP("telma", "royal"),
    QT_TRANSLATE_NOOP("telma", "squeaky"),
    QT_TRANSLATE_NOOP("telma", "striped"),
    QT_TRANSLATE_NOOP("telma", "windy"),
    QT_TRANSLATE_NOOP("telma", "bouncy"),
    QT_TRANSLATE_NOOP("telma", "clumsy"),
    QT_TRANSLATE_NOOP("telma", "gentle"),
    QT_TRANSLATE_NOOP("telma", "silver"),
)
PROVENANCES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("telma", "from Lisbon"),
    QT_TRANSLATE_NOOP("telma", "from the mountains"),
    QT_TRANSLATE_NOOP("telma", "from Tuscany"),
    QT_TRANSLATE_NOOP("telma", "from the harbour"),
    QT_TRANSLATE_NOOP("telma", "from Bahia"),
    QT_TRANSLATE_NOOP("telma", "from the moon"),
    QT_TRANSLATE_NOOP("telma", "from Oslo"),
    QT_TRANSLATE_NOOP("telma", "from the desert"),
    QT_TRANSLATE_NOOP("telma", "from Naples"),
    QT_TRANSLATE_NOOP("telma", "from the jungle"),
    QT_TRANSLATE_NOOP("telma", "from Kyoto"),
    QT_TRANSLATE_NOOP("telma", "from the valley"),
    QT_TRANSLATE_NOOP("telma", "from Cairo"),
    QT_TRANSLATE_NOOP("telma", "from the islands"),
    QT_TRANSLATE_NOOP("telma", "from Quebec"),
    QT_TRANSLATE_NOOP("telma", "from the north pole"),
)
GESTURES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("telma", "touching the nose"),
    QT_TRANSLATE_NOOP("telma", "standing up"),
    QT_TRANSLATE_NOOP("telma", "clapping twice"),
    QT_TRANSLATE_NOOP("telma", "waving both hands"),
    QT_TRANSLATE_NOOP("telma", "tapping the head"),
    QT_TRANSLATE_NOOP("telma", "winking"),
    QT_TRANSLATE_NOOP("telma", "pointing at the ceiling"),
    QT_TRANSLATE_NOOP("telma", "crossing the arms"),
    QT_TRANSLATE_NOOP("telma", "pulling an ear"),
    QT_TRANSLATE_NOOP("telma", "shrugging"),
    QT_TRANSLATE_NOOP("telma", "thumbs up"),
    QT_TRANSLATE_NOOP("telma", "puffing the cheeks"),
)
