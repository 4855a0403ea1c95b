"""Ciak! cards in other languages: names, flavour texts and rules texts of the built-in set.

The rules read the card set as data and never know the language: the names and texts in ``GameConfig.content``
are the English ones (:mod:`gamesuite.content.ciak`). Where a card or company is shown, the UI asks
:func:`localize` for its words in the app's language (``gamesuite.i18n.current_language()``).

A language is a file ``resources/ciak/<language>.json`` (``{"format": 1, "language": "it", "rules": {...},
"cards": {id: {name, flavor}}, "companies": {id: {name, flavor}}}``, every design and company of the built-in
set): ``rules`` (:class:`RulesWords`) is the language's phrase table for the one rules-text walker
(:func:`gamesuite.content.ciak.card_text`), which writes every ability from the card's data in every language, so
no text can disagree with the behaviour. A new language is a new file (and, if its prepositions merge with
articles, an entry in :data:`JOINS`).

Only the built-in set is translated, and only cards that are the built-in ones: a card of another card set,
or one whose name or rules text differ from the built-in card of its id, keeps its own words.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from string import Formatter
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from gamesuite.content import PackError
from gamesuite.content.ciak import (
    ENGLISH,
    Ability,
    Phrases,
    ability_text,
    builtin_card_set,
    card_text,
    parse_card_set,
)
from gamesuite.i18n.italian import articulated
from gamesuite.paths import resources_dir

# ---------------------------------------------------------------------------------- rules-text phrases

#: How a language puts a preposition before a noun phrase, where it is more than side by side (the walker's
#: ``{a_who}``: Italian "a" + "il personaggio equipaggiato" is "al personaggio equipaggiato").
JOINS: dict[str, Callable[[str, str], str]] = {"it": articulated}

Template = Annotated[str, Field(min_length=1, max_length=200)]


class RulesWords(BaseModel):
    """A language's phrase table for the rules-text walker (``rules`` in ``resources/ciak/<language>.json``): the
    fields of :class:`gamesuite.content.ciak.Phrases`. Every kind of the vocabulary needs its phrase; a variant
    ("drain.each_rival") is one the English table has; a template names only the fields the walker gives."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    effects: dict[str, Template]
    who: dict[str, Template]
    costs: dict[str, Template]
    conditions: dict[str, Template]
    triggers: dict[str, Annotated[str, Field(max_length=200)]]
    this: dict[str, Template]
    nouns: dict[str, Annotated[list[Template], Field(min_length=2, max_length=2)]]
    once_per_turn: Template
    equipped_has: Template
    points_and: Template
    lower_after_colon: bool

    @model_validator(mode="after")
    def _vocabulary(self) -> RulesWords:
        for table in ("effects", "who", "costs", "conditions", "triggers", "this"):
            have, english = set(getattr(self, table)), set(getattr(ENGLISH, table))
            base = {k for k in english if "." not in k} if table not in ("who", "this") else english
            if base - have:
                raise ValueError(f"{table}: no phrase for {sorted(base - have)}")
            if have - english:
                raise ValueError(f"{table}: unknown {sorted(have - english)}")
        nouns = set(self.nouns)
        allowed = {"effects": {"who", "Who", "points", "amount", "this"} | nouns, "costs": {"this"} | nouns,
                   "conditions": nouns}
        for table, fields in allowed.items():
            for key, template in getattr(self, table).items():
                for _, name, _, _ in Formatter().parse(template):
                    if name is not None and name not in fields and not (table == "effects" and
                                                                        name.endswith("_who")):
                        raise ValueError(f"{table}.{key}: no field {{{name}}} here")
        if {name for _, name, _, _ in Formatter().parse(self.equipped_has) if name is not None} != {"points"}:
            raise ValueError("equipped_has: needs {points}")
        return self

    def phrases(self, language: str) -> Phrases:
        return Phrases(effects=self.effects, who=self.who, costs=self.costs, conditions=self.conditions,
                       triggers=self.triggers, this=self.this,
                       nouns={k: (v[0], v[1]) for k, v in self.nouns.items()}, once_per_turn=self.once_per_turn,
                       equipped_has=self.equipped_has, points_and=self.points_and,
                       lower_after_colon=self.lower_after_colon,
                       join=JOINS.get(language, lambda prep, phrase: f"{prep} {phrase}"))


# ---------------------------------------------------------------------------------- names and flavour

Name = Annotated[str, Field(min_length=1, max_length=60, pattern=r"^\S(?:.*\S)?$")]
Flavor = Annotated[str, Field(max_length=200)]


class Words(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    name: Name
    flavor: Flavor = ""


class CiakLanguage(BaseModel):
    """One ``resources/ciak/<language>.json``."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    format: Literal[1] = 1
    language: Annotated[str, Field(pattern=r"^[a-z]{2}(-[A-Z]{2})?$")]
    rules: RulesWords
    cards: dict[str, Words]
    companies: dict[str, Words]


@dataclass(frozen=True)
class Local:
    """A card's or company's words in one language, with the English ones they replace."""

    name: str
    text: str
    flavor: str
    english_name: str
    english_text: str


@lru_cache(maxsize=8)
def language_file(language: str) -> CiakLanguage | None:
    """``resources/ciak/<language>.json`` read and checked (None: English, or a language without a file).
    Raises PackError when the file is broken."""
    path = resources_dir() / "ciak" / f"{language}.json"
    if language == "en" or not path.is_file():
        return None
    try:
        return CiakLanguage.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except ValidationError as exc:  # where and what: "rules: effects: no phrase for ['heal']"
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise PackError(f"{path}: {where}: {str(err['msg']).removeprefix('Value error, ')}") from None
    except (OSError, ValueError) as exc:
        raise PackError(f"{path}: {str(exc).splitlines()[0]}") from None


def phrases(language: str) -> Phrases | None:
    """The rules-text phrases of ``language`` (None: English, or a language without a file)."""
    data = language_file(language)
    return None if data is None else data.rules.phrases(language)


def _italian() -> Phrases:
    lang = phrases("it")
    if lang is None:
        raise PackError("resources/ciak/it.json is missing")
    return lang


def ability_text_it(ab: Ability, kind: str) -> str:
    """The Italian rules text of one ability of a card (or company) of ``kind``."""
    return ability_text(ab, kind, _italian())


def card_text_it(card: Any) -> str:
    """The full Italian rules text of a card or company, written from its data."""
    return card_text(card, _italian())


@lru_cache(maxsize=8)
def ciak_language(language: str) -> dict[str, Local] | None:
    """Design or company id -> its words in ``language``, for the built-in set (None: English, or a language
    without a file). Raises PackError when the file is broken or misses a card."""
    data = language_file(language)
    if data is None:
        return None
    path = resources_dir() / "ciak" / f"{language}.json"
    lang = data.rules.phrases(language)
    english = builtin_card_set()
    model = parse_card_set(english)
    out: dict[str, Local] = {}
    for things, words, what in ((model.cards, data.cards, "card"), (model.companies, data.companies, "company")):
        missing = [t.id for t in things if t.id not in words]
        extra = sorted(set(words) - {t.id for t in things})
        if missing or extra:
            raise PackError(f"{path}: {what} ids missing {missing[:3]} / unknown {extra[:3]}")
        for thing in things:
            w = words[thing.id]
            out[thing.id] = Local(w.name, card_text(thing, lang), w.flavor, thing.name, english["texts"][thing.id])
    return out


def localize(ident: str, name: str, text: str, flavor: str, language: str) -> tuple[str, str, str]:
    """(name, rules text, flavour) of the card design or company ``ident`` in ``language``: the translation
    when the card is the built-in one of that id (same English name and text), else the words given."""
    try:
        words = ciak_language(language)
    except PackError:
        words = None  # a broken translation never hides a card: it shows in English
    local = words.get(ident) if words else None
    if local is None or local.english_name != name or local.english_text != text:
        return name, text, flavor
    return local.name, local.text, local.flavor


def local_item_name(name: str, language: str) -> str:
    """A built-in item's name in ``language``, found by its English name (a character's equipped item is
    shown by name only); any other name as it is."""
    try:
        words = ciak_language(language)
    except PackError:
        words = None
    for local in (words or {}).values():
        if local.english_name == name:
            return local.name
    return name


__all__ = ["JOINS", "RulesWords", "ability_text_it", "card_text_it", "ciak_language", "language_file",
           "local_item_name", "localize", "phrases"]
