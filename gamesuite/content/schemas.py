"""Pydantic schemas for content: Telefilm question cards, Quiz Club cards, pack manifests.

Strict types, unknown fields refused, a length limit on every string and a count limit on
every list, so a hostile or malformed pack is refused with a message naming the field.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

# One source for Quiz Club's tables: the rules define the characters and the category titles.
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


class Manifest(Strict):
    """``manifest.json`` at the root of every pack."""

    format: Literal[1] = 1
    id: Ident
    name: Short
    game: GameId
    language: Annotated[str, Field(min_length=2, max_length=10, pattern=r"^[a-z]{2}(-[A-Z]{2})?$")]
    version: Annotated[str, Field(min_length=1, max_length=20, pattern=r"^[0-9A-Za-z.+-]+$")]
    author: Short
    description: Annotated[str, Field(max_length=600)] = ""
    counts: dict[Ident, Annotated[int, Field(ge=0, le=100_000)]] = Field(default_factory=dict, max_length=64)


# ---------------------------------------------------------------------------- Telefilm

Genre = Literal["comedy", "drama", "crime", "scifi"]
Period = Literal["vintage", "modern", "new"]
Letter5 = Literal["A", "B", "C", "D", "E"]

GENRES: tuple[str, ...] = ("comedy", "drama", "crime", "scifi")
PERIODS: tuple[str, ...] = ("vintage", "modern", "new")


class TelefilmQuestion(Strict):
    text: Text
    options: Annotated[list[Short], Field(min_length=5, max_length=5)]
    answer: Letter5

    @model_validator(mode="after")
    def _distinct_options(self) -> TelefilmQuestion:
        if len({o.strip().casefold() for o in self.options}) != 5:
            raise ValueError("the five options must all be different")
        return self


class TelefilmCard(Strict):
    """One question card: a Period card (genre + period) or a Mix card (neither)."""

    id: Ident
    deck: Literal["period", "mix"]
    genre: Genre | None = None
    period: Period | None = None
    number: Annotated[int, Field(ge=1, le=45)]
    difficulty: Annotated[int, Field(ge=1, le=3)]
    questions: Annotated[list[TelefilmQuestion], Field(min_length=4, max_length=4)]

    @model_validator(mode="after")
    def _crossing(self) -> TelefilmCard:
        if self.deck == "period" and (self.genre is None or self.period is None):
            raise ValueError("a Period card needs both a genre and a period")
        if self.deck == "mix" and (self.genre is not None or self.period is not None):
            raise ValueError("a Mix card has no genre or period")
        return self


class TelefilmDeck(Strict):
    """``cards.json`` of a Telefilm pack."""

    cards: Annotated[list[TelefilmCard], Field(min_length=1, max_length=2000)]

    @model_validator(mode="after")
    def _unique(self) -> TelefilmDeck:
        _refuse_repeated_ids(c.id for c in self.cards)
        return self


# ---------------------------------------------------------------------------- Quiz Club

Character = Literal["lisa", "bernd", "esther", "torben", "marike", "emma", "gregori", "arnold"]
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


class QuizCard(Strict):
    """A double-sided card; the game uses only the side chosen at setup (light or dark)."""

    id: Ident
    character: Character
    light: QuizSide
    dark: QuizSide


class QuizDeck(Strict):
    """``cards.json`` of a Quiz Club pack."""

    cards: Annotated[list[QuizCard], Field(min_length=1, max_length=5000)]

    @model_validator(mode="after")
    def _unique(self) -> QuizDeck:
        _refuse_repeated_ids(c.id for c in self.cards)
        return self
