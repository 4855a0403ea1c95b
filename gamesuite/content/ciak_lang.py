"""Ciak! cards in other languages: names, flavour texts and rules texts of the built-in set.

The rules read the card set as data and never know the language: the names and texts in ``GameConfig.content``
are the English ones (:mod:`gamesuite.content.ciak`). Where a card or company is shown, the UI asks
:func:`localize` for its words in the app's language (``gamesuite.i18n.current_language()``).

A language is a file ``resources/ciak/<language>.json`` (``{"format": 1, "language": "it", "cards": {id: {name,
flavor}}, "companies": {id: {name, flavor}}}``, every design and company of the built-in set) plus the phrases of
that language (:data:`ITALIAN`) for the one rules-text walker (:func:`gamesuite.content.ciak.card_text`), which
writes every ability from the card's data in every language, so no text can disagree with the behaviour.

Only the built-in set is translated, and only cards that are the built-in ones: a card of another card set,
or one whose name or rules text differ from the built-in card of its id, keeps its own words.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gamesuite.content import PackError
from gamesuite.content.ciak import Ability, Phrases, ability_text, builtin_card_set, card_text, parse_card_set
from gamesuite.i18n.italian import articulated
from gamesuite.paths import resources_dir

# ---------------------------------------------------------------------------------- Italian rules text

#: The Italian words of the rules-text walker (:func:`gamesuite.content.ciak.ability_text`).
ITALIAN = Phrases(
    effects={
        "boost": "Dai {points} {a_who} fino alla fine del turno",
        "boost.static.your_characters": "I tuoi personaggi hanno {points}",
        "boost.static.rival_characters": "I personaggi avversari hanno {points}",
        "draw": "Pesca {cards}",
        "millions": "Aggiungi {millions} alla tua compagnia",
        "damage": "Infliggi {damage} {a_who}",
        "lynch": "Esegui un linciaggio contro {who}",
        "destroy": "Distruggi {who}",
        "sacrifice": "{Who} sacrifica uno dei suoi personaggi",
        "bounce": "Riporta {who} nella mano del suo proprietario",
        "add_tokens": "Aggiungi {tokens} {a_who} (al massimo 6)",
        "remove_tokens": "Togli {tokens} {da_who}",
        "discard": "{Who} scarta {cards} a caso",
        "cancel": "Annulla {who}: non ha alcun effetto e finisce tra gli scarti",
        "heal": "Togli fino a {damage} dalla tua compagnia",
        "drain": "{Who} perde {millions}",
        "cast_limit": "Il tuo limite del cast sale di {star_spaces}",
        "cast_limit.down": "Il tuo limite del cast scende di {star_spaces}",
    },
    who={
        "character": "un personaggio a tua scelta",
        "own_character": "uno dei tuoi personaggi",
        "rival_character": "un personaggio avversario",
        "own_dice_character": "uno dei tuoi personaggi con l'icona del dado",
        "own_dice_character_same_stars": (
            "uno dei tuoi personaggi con l'icona del dado e lo stesso livello di stelle di questo membro dello staff"
        ),
        "rival_stack": "una carta o un'abilità che un avversario ha nella pila",
        "that_character": "quel personaggio",
        "rival_company": "una compagnia avversaria",
        "rival_player": "un giocatore avversario",
        "that_company": "quella compagnia",
        "that_player": "quel giocatore",
        "self": "questo personaggio",
        "equipped": "il personaggio equipaggiato",
        "your_characters": "ciascuno dei tuoi personaggi",
        "rival_characters": "ciascun personaggio avversario",
        "each_rival_company": "ogni compagnia avversaria",
        "each_rival_player": "ogni giocatore avversario",
        "you": "te",
    },
    costs={
        "tokens": "Togli {tokens} da questo personaggio",
        "millions": "Paga {millions}",
        "rotate": "Ruota questo membro dello staff",
        "sacrifice_self": "Sacrifica {this}",
        "sacrifice_self.item": "Scarta questo oggetto",
        "sacrifice_character": "Sacrifica un altro dei tuoi personaggi",
    },
    conditions={
        "your_turn": "Solo nel tuo turno.",
        "rivals_turn": "Solo nel turno di un avversario.",
        "in_combat": "Solo durante un attacco.",
        "attack_or_lynching": "Solo durante un attacco o un linciaggio.",
        "dominion_at_most": "Solo finché la tua compagnia ha al massimo {dominion_points}.",
    },
    triggers={
        "on_play": "Quando entra in gioco: ",
        "on_play.ciak": "",
        "on_play.event": "",
        "on_play.item": "Quando viene equipaggiato: ",
        "on_play.staff": "Quando questo membro dello staff entra in gioco: ",
        "on_death": "Quando questo personaggio muore: ",
        "start_of_turn": "All'inizio del tuo turno: ",
        "static": "",
    },
    this={"character": "questo personaggio", "myth": "questo mito", "staff": "questo membro dello staff",
          "ciak": "questa carta Ciak", "event": "questo evento", "item": "questo oggetto",
          "company": "questa compagnia"},
    nouns={"cards": ("carta", "carte"), "millions": ("milione", "milioni"), "tokens": ("segnalino", "segnalini"),
           "damage": ("danno", "danni"), "star_spaces": ("spazio stella", "spazi stella"),
           "dominion_points": ("punto dominio", "punti dominio")},
    once_per_turn="Una volta per turno.",
    equipped_has="Il personaggio equipaggiato ha {points}.",
    points_and=" e ",
    lower_after_colon=True,
    join=articulated,
)


def ability_text_it(ab: Ability, kind: str) -> str:
    """The Italian rules text of one ability of a card (or company) of ``kind``."""
    return ability_text(ab, kind, ITALIAN)


def card_text_it(card: Any) -> str:
    """The full Italian rules text of a card or company, written from its data."""
    return card_text(card, ITALIAN)


#: Language -> the writer of a card's rules text in it (English: ``gamesuite.content.ciak.card_text``).
TEXT_WRITERS: dict[str, Callable[[Any], str]] = {"it": card_text_it}

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
def ciak_language(language: str) -> dict[str, Local] | None:
    """Design or company id -> its words in ``language``, for the built-in set (None: English, or a language
    without a file or a text writer). Raises PackError when the file is broken or misses a card."""
    writer = TEXT_WRITERS.get(language)
    if writer is None:
        return None
    path = resources_dir() / "ciak" / f"{language}.json"
    try:
        data = CiakLanguage.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError) as exc:
        raise PackError(f"{path}: {str(exc).splitlines()[0]}") from None
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
            out[thing.id] = Local(w.name, writer(thing), w.flavor, thing.name, english["texts"][thing.id])
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


__all__ = ["ITALIAN", "TEXT_WRITERS", "local_item_name", "ability_text_it", "card_text_it", "ciak_language", "localize"]
