"""Telma's words in other languages: the symbols' names and the nickname suggestions.

English is the rules' own (:mod:`gamesuite.rules.telma.deck`: ``SYMBOL_NAMES``, ``NOUNS``, ...). Another language
is a file ``resources/telma/<language>.json``::

    {"format": 1, "language": "it",
     "symbols": {"anchor": "Ancora", ...},            # every symbol id of the deck
     "adjective_first": false,                        # "tavolo verde", not "verde tavolo"
     "words": {"noun": [...], "adjective": [...], "provenance": [...], "gesture": [...]}}

The word lists (and the word order) become the game's content when it is set up in that language
(:func:`telma_content`, through ``gamesuite.content.default_content("telma", language)``), so a saved game keeps the
suggestions it started with and the rules never know the language. Symbol names are looked up where a card is
shown (:func:`card_name` with ``gamesuite.i18n.current_language()``), so they follow a change of language.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from gamesuite.content import PackError
from gamesuite.i18n import translate
from gamesuite.paths import resources_dir
from gamesuite.rules.telma.deck import SYMBOL_IDS, SYMBOL_NAMES
from gamesuite.rules.telma.flow import MIN_WORDS, WORDS
from gamesuite.rules.telma.spec import MAX_NICKNAME_PART

Word = Annotated[str, Field(min_length=1, max_length=MAX_NICKNAME_PART, pattern=r"^\S(?:.*\S)?$")]
WordList = Annotated[list[Word], Field(min_length=MIN_WORDS, max_length=200)]


class TelmaWords(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    noun: WordList
    adjective: WordList
    provenance: WordList
    gesture: WordList

    @field_validator("noun", "adjective", "provenance", "gesture")
    @classmethod
    def _distinct(cls, words: list[str]) -> list[str]:
        if len({w.lower() for w in words}) != len(words):
            raise ValueError("a word appears twice")
        return words


class TelmaLanguage(BaseModel):
    """One ``resources/telma/<language>.json``."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    format: Literal[1] = 1
    language: Annotated[str, Field(pattern=r"^[a-z]{2}(-[A-Z]{2})?$")]
    symbols: dict[str, Annotated[str, Field(min_length=1, max_length=24)]]
    adjective_first: bool = True
    words: TelmaWords

    @field_validator("symbols")
    @classmethod
    def _every_symbol(cls, names: dict[str, str]) -> dict[str, str]:
        if set(names) != set(SYMBOL_IDS):
            raise ValueError(f"names exactly the deck's symbols {sorted(SYMBOL_IDS)}")
        return names


@lru_cache(maxsize=8)
def telma_language(language: str) -> TelmaLanguage | None:
    """The words of ``language`` (None for English, the rules' own, and for a language without a file).
    Raises PackError when the file is there but broken."""
    if language == "en" or not language.replace("-", "").isalnum():
        return None
    path = resources_dir() / "telma" / f"{language}.json"
    if not path.is_file():
        return None
    try:
        data = TelmaLanguage.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError) as exc:
        raise PackError(f"{path}: {str(exc).splitlines()[0]}") from None
    if data.language != language:
        raise PackError(f"{path}: says language {data.language!r}")
    return data


def symbol_name(symbol: str, language: str) -> str:
    """A symbol's name in ``language``: from that language's content file when it has one, else through the
    translation catalogue (the names are marked in the rules' deck: a language translated only in Qt Linguist,
    and the pseudo-locale, get them there; English when neither has it)."""
    data = telma_language(language)
    if data is not None and symbol in data.symbols:
        return data.symbols[symbol]
    english = SYMBOL_NAMES.get(symbol, symbol)
    return translate("telma", english) if symbol in SYMBOL_NAMES else english


def card_name(symbols: tuple[str, ...] | list[str], language: str) -> str:
    """A card's caption: its symbols' names joined by " + " (as the rules' ``Card.name`` does in English)."""
    return " + ".join(symbol_name(s, language) for s in symbols)


def telma_content(language: str | None) -> dict[str, Any]:
    """The content a Telma game gets in ``language``: ``{}`` in English (the rules' own words), else that
    language's nickname word lists and word order."""
    data = telma_language(language or "en")
    if data is None:
        return {}
    words = data.words.model_dump()
    assert set(words) == set(WORDS)
    return {"language": data.language, "adjective_first": data.adjective_first, "words": words}


__all__ = ["TelmaLanguage", "card_name", "symbol_name", "telma_content", "telma_language"]
