"""Pydantic schemas for content: Telefilm question cards, Quiz Club cards, pack manifests.

Strict types, unknown fields refused, a length limit on every string and a count limit on
every list, so a hostile or malformed pack is refused with a message naming the field.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

# One source for Quiz Club's tables: the rules define the characters and the category titles.
from gamesuite.rules.quizclub.spec import BUILTIN_CHARACTERS as BUILTIN_CHARACTERS
from gamesuite.rules.quizclub.spec import CATEGORY_TITLES as CATEGORY_TITLES
from gamesuite.rules.quizclub.spec import CHARACTERS as CHARACTERS

Text = Annotated[str, Field(min_length=1, max_length=400)]
Short = Annotated[str, Field(min_length=1, max_length=120)]
Ident = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[a-z0-9][a-z0-9_.-]*$")]


def _refuse_repeated_ids(ids: Iterable[str]) -> None:
    seen: set[str] = set()
    for card_id in ids:
        if card_id in seen:
            raise ValueError(f"card id {card_id!r} appears twice")
        seen.add(card_id)


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


# ---------------------------------------------------------------------------- pack manifest

GameId = Literal["telefilm", "quizclub", "telma", "ciak"]
#: A language tag: two lower-case letters, optionally a region (``pt-BR``).
Language = Annotated[str, Field(min_length=2, max_length=5, pattern=r"^[a-z]{2}(-[A-Z]{2})?$")]


class Manifest(Strict):
    """``manifest.json`` at the root of every pack."""

    format: Literal[1] = 1
    id: Ident
    name: Short
    game: GameId
    #: The language of the pack's texts (a BCP 47 tag: ``en``, ``it``, ``pt-BR``); packs written before packs had a
    #: language are English. The new-game page lists the packs of the app's language first.
    language: Language = "en"
    version: Annotated[str, Field(min_length=1, max_length=20, pattern=r"^[0-9A-Za-z.+-]+$")]
    author: Short
    description: Annotated[str, Field(max_length=600)] = ""
    #: A Quiz Club expansion: a pack that brings its own character(s) and is sorted into or out of a game on
    #: the new-game page (off unless chosen), rather than being one of the question packs merged by default.
    expansion: bool = False
    counts: dict[Ident, Annotated[int, Field(ge=0, le=100_000)]] = Field(default_factory=dict, max_length=64)


# ---------------------------------------------------------------------------- Telefilm

Genre = Literal["comedy", "drama", "crime", "scifi"]
Period = Literal["vintage", "modern", "new"]
Letter5 = Literal["A", "B", "C", "D", "E"]

GENRES: tuple[str, ...] = ("comedy", "drama", "crime", "scifi")
PERIODS: tuple[str, ...] = ("vintage", "modern", "new")


#: A series title as shown above a question: one line, no spaces at the ends, at most 80 characters.
SeriesTitle = Annotated[str, Field(min_length=1, max_length=80, pattern=r"^\S(?:.*\S)?$")]
#: First broadcast year of a series (given only where certain).
SeriesYear = Annotated[int, Field(ge=1950, le=2030)]

#: Validation context key. ``{SERIES_OPTIONAL: True}`` accepts Telefilm cards written before cards
#: named their series (a Period card without ``series``, a Mix question without one); every other
#: series rule still applies. The loader of installed packs passes it, so such packs keep playing;
#: checking and importing a pack, and ``tools/build_packs.py``, do not.
SERIES_OPTIONAL = "telefilm_series_optional"


def _series_optional(info: ValidationInfo) -> bool:
    return isinstance(info.context, dict) and bool(info.context.get(SERIES_OPTIONAL))


class TelefilmQuestion(Strict):
    """One question. ``series``/``year`` only on a Mix card's questions (a Period card names its series once)."""

    series: SeriesTitle | None = None
    year: SeriesYear | None = None
    text: Text
    options: Annotated[list[Short], Field(min_length=5, max_length=5)]
    answer: Letter5

    @model_validator(mode="after")
    def _distinct_options(self) -> TelefilmQuestion:
        if len({o.strip().casefold() for o in self.options}) != 5:
            raise ValueError("the five options must all be different")
        if self.year is not None and self.series is None:
            raise ValueError("'year' is given without 'series' (the year is the series' first broadcast)")
        return self


class TelefilmCard(Strict):
    """One question card: a Period card (genre + period) or a Mix card (neither).

    Every card names its series: a Period card is about one series, given once as ``series`` (and
    ``year``, its first broadcast, where certain); a Mix card mixes series, so each of its questions
    carries its own ``series``/``year`` and the card has none.
    """

    id: Ident
    deck: Literal["period", "mix"]
    genre: Genre | None = None
    period: Period | None = None
    series: SeriesTitle | None = None
    year: SeriesYear | None = None
    number: Annotated[int, Field(ge=1, le=45)]
    difficulty: Annotated[int, Field(ge=1, le=3)]
    questions: Annotated[list[TelefilmQuestion], Field(min_length=4, max_length=4)]

    @model_validator(mode="after")
    def _crossing(self, info: ValidationInfo) -> TelefilmCard:
        if self.deck == "period" and (self.genre is None or self.period is None):
            raise ValueError("a Period card needs both a genre and a period")
        if self.deck == "mix" and (self.genre is not None or self.period is not None):
            raise ValueError("a Mix card has no genre or period")
        optional = _series_optional(info)
        if self.deck == "period":
            if self.series is None and not optional:
                raise ValueError("a Period card needs 'series': the title of the one series its questions are about")
            if self.year is not None and self.series is None:
                raise ValueError("'year' is given without 'series' (the year is the series' first broadcast)")
            for n, q in enumerate(self.questions, start=1):
                if q.series is not None or q.year is not None:
                    raise ValueError(f"question {n} has its own 'series'/'year': on a Period card only the "
                                     "card names the series")
        else:
            if self.series is not None or self.year is not None:
                raise ValueError("a Mix card has no card-level 'series' or 'year': each question names its own")
            if not optional:
                for n, q in enumerate(self.questions, start=1):
                    if q.series is None:
                        raise ValueError(f"question {n} has no 'series': on a Mix card every question names "
                                         "its own series")
        return self


class TelefilmDeck(Strict):
    """``cards.json`` of a Telefilm pack."""

    cards: Annotated[list[TelefilmCard], Field(min_length=1, max_length=2000)]

    @model_validator(mode="after")
    def _unique(self) -> TelefilmDeck:
        _refuse_repeated_ids(c.id for c in self.cards)
        return self


# ---------------------------------------------------------------------------- Quiz Club

Character = Literal["lisa", "bernd", "esther", "torben", "marike", "emma", "gregori", "arnold"]  # the built-in ones
Category = Literal[
    "sports",
    "games",
    "flora_fauna",
    "mathematics",
    "politics_history",
    "biology_medicine",
    "society",
    "economics",
    "art_music_media",
    "science_technology",
    "language",
    "food_drink",
    "geography_travel",
    "literature",
]


class KnowledgeQ(Strict):
    """Judged by the asker. ``answer`` may hold alternatives separated by " / "."""

    type: Literal["knowledge"]
    text: Text
    answer: Short


class MultipleChoiceQ(Strict):
    type: Literal["multiple_choice"]
    text: Text
    options: Annotated[list[Short], Field(min_length=4, max_length=4)]
    answer: Literal["A", "B", "C", "D"]


class EstimateQ(Strict):
    """A number; correct when ``|said - value| <= margin``. The margin is never read aloud."""

    type: Literal["estimate"]
    text: Text
    value: float
    margin: Annotated[float, Field(ge=0)]
    unit: Annotated[str, Field(max_length=40)] = ""


class RankingQ(Strict):
    """Four terms (as printed, A-D) and the correct order as letters; the reverse also counts."""

    type: Literal["ranking"]
    text: Text
    terms: Annotated[list[Short], Field(min_length=4, max_length=4)]
    order: Annotated[list[Literal["A", "B", "C", "D"]], Field(min_length=4, max_length=4)]

    @model_validator(mode="after")
    def _permutation(self) -> RankingQ:
        if sorted(self.order) != ["A", "B", "C", "D"]:
            raise ValueError("order must use each of A, B, C, D exactly once")
        return self


class IntuitionQ(Strict):
    """About the fellow players: 'how many' (count) or 'who' (name one or nobody)."""

    type: Literal["intuition"]
    text: Text
    variant: Literal["count", "who"]


QuizQuestion = Annotated[
    KnowledgeQ | MultipleChoiceQ | EstimateQ | RankingQ | IntuitionQ, Field(discriminator="type")
]


class QuizSide(Strict):
    category: Category
    questions: Annotated[list[QuizQuestion], Field(min_length=3, max_length=3)]  # easy, medium, hard


#: A character's id: lower case letters, digits, '_' and '-', starting with a letter (at most 32).
CharacterId = Annotated[str, Field(min_length=1, max_length=32, pattern=r"^[a-z][a-z0-9_-]*$")]
#: A colour as ``#rrggbb`` (stored in lower case).
HexColour = Annotated[str, Field(min_length=7, max_length=7, pattern=r"^#[0-9a-fA-F]{6}$")]
#: A character's name: one line, no spaces at the ends, at most 24 characters (it is printed on her card).
_ONE_LINE = r"^[^\s\x00-\x1f\x7f](?:[^\x00-\x1f\x7f]*[^\s\x00-\x1f\x7f])?$"
CharacterName = Annotated[str, Field(min_length=1, max_length=24, pattern=_ONE_LINE)]
#: A portrait image inside the pack: a PNG file name (checked by ``gamesuite.content.images``).
PortraitImage = Annotated[str, Field(min_length=5, max_length=64, pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]*\.png$")]

HAIR_STYLES: tuple[str, ...] = ("short", "long", "bun", "bald", "curly", "ponytail")
ACCESSORIES: tuple[str, ...] = ("none", "glasses", "hat", "earrings", "headband", "beard")
MAX_PACK_CHARACTERS = 8


def _lower(value: str) -> str:
    return value.lower()


class PortraitParams(Strict):
    """A portrait the app draws (like the built-in ones) from a few parameters."""

    skin: HexColour
    hair: HexColour
    hair_style: Literal["short", "long", "bun", "bald", "curly", "ponytail"]
    accessory: Literal["none", "glasses", "hat", "earrings", "headband", "beard"]
    shirt: HexColour

    _colours = field_validator("skin", "hair", "shirt")(_lower)


class QuizCharacter(Strict):
    """A character a pack brings (an expansion's character card): her name, card colour, interests
    (the categories she is good at) and portrait (parameters, or a PNG file in the pack)."""

    id: CharacterId
    name: CharacterName
    colour: HexColour
    description: Annotated[str, Field(min_length=1, max_length=400)] | None = None
    interests: Annotated[list[Category], Field(min_length=1, max_length=14)]
    portrait: PortraitParams | PortraitImage

    _colour = field_validator("colour")(_lower)

    @field_validator("name", mode="before")
    @classmethod
    def _name_line(cls, value: Any) -> Any:
        if isinstance(value, str) and value and re.match(_ONE_LINE, value) is None:
            raise ValueError("a name is one line of text without spaces at its ends")
        return value

    @field_validator("portrait", mode="before")
    @classmethod
    def _portrait_kind(cls, value: Any) -> Any:
        if isinstance(value, str) and re.match(r"^[A-Za-z0-9][A-Za-z0-9_.-]*\.png$", value) is None:
            raise ValueError(f"{value[:70]!r} is not a PNG file name in the pack (like 'frieda.png'); a portrait is "
                             "a PNG image or the parameters skin, hair, hair_style, accessory and shirt")
        if not isinstance(value, str | dict):
            raise ValueError("a portrait is a PNG file name in the pack or an object with the parameters skin, hair, "
                             "hair_style, accessory and shirt")
        return value

    @model_validator(mode="after")
    def _own(self) -> QuizCharacter:
        if self.id in CHARACTERS:
            raise ValueError(f"{self.id!r} is a built-in character; a pack's character needs an id of its own")
        if len(set(self.interests)) != len(self.interests):
            raise ValueError("interests: a category appears twice")
        return self


class QuizCard(Strict):
    """A double-sided card; the game uses only the side chosen at setup (light or dark). ``character``
    names a built-in character or one the pack itself defines."""

    id: Ident
    character: CharacterId
    light: QuizSide
    dark: QuizSide


class QuizDeck(Strict):
    """``cards.json`` of a Quiz Club pack: the cards and the characters the pack brings (optional)."""

    characters: Annotated[list[QuizCharacter], Field(min_length=1, max_length=MAX_PACK_CHARACTERS)] | None = None
    cards: Annotated[list[QuizCard], Field(min_length=1, max_length=5000)]

    @model_validator(mode="after")
    def _unique(self) -> QuizDeck:
        _refuse_repeated_ids(c.id for c in self.cards)
        own: list[str] = []
        for ch in self.characters or []:
            if ch.id in own:
                raise ValueError(f"character {ch.id!r} is defined twice")
            own.append(ch.id)
        known = set(CHARACTERS) | set(own)
        for card in self.cards:
            if card.character not in known:
                mine = f"; this pack's: {', '.join(own)}" if own else " (this pack defines no characters)"
                raise ValueError(f"card {card.id!r}: unknown character {card.character!r} (the built-in ones are "
                                 f"{', '.join(CHARACTERS)}{mine})")
        return self
