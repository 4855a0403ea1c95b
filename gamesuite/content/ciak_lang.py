"""Ciak! cards in other languages: names, flavour texts and rules texts of the built-in set.

The rules read the card set as data and never know the language: the names and texts in ``GameConfig.content``
are the English ones (:mod:`gamesuite.content.ciak`). Where a card or company is shown, the UI asks
:func:`localize` for its words in the app's language (``gamesuite.i18n.current_language()``).

A language is a file ``resources/ciak/<language>.json`` (``{"format": 1, "language": "it", "cards": {id: {name,
flavor}}, "companies": {id: {name, flavor}}}``, every design and company of the built-in set) plus a rules-text
writer in that language (:data:`TEXT_WRITERS`), which writes every ability from the card's data the way
:func:`gamesuite.content.ciak.card_text` does in English, so the text cannot disagree with the behaviour.

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
from gamesuite.content.ciak import Ability, Condition, Cost, Effect, _kind_of, builtin_card_set, parse_card_set
from gamesuite.paths import resources_dir

# ---------------------------------------------------------------------------------- Italian rules text


def _segno(v: int) -> str:
    return f"+{v}" if v >= 0 else str(v)


def _punti(att: int, dif: int) -> str:
    parts = []
    if att:
        parts.append(f"{_segno(att)} ATT")
    if dif:
        parts.append(f"{_segno(dif)} DIF")
    return " e ".join(parts)


_PLURALI = {"carta": "carte", "milione": "milioni", "segnalino": "segnalini", "danno": "danni",
            "punto dominio": "punti dominio", "spazio stella": "spazi stella"}


def _n(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {_PLURALI[word]}"


_BERSAGLIO = {
    "character": "un personaggio a tua scelta",
    "own_character": "uno dei tuoi personaggi",
    "rival_character": "un personaggio avversario",
    "own_dice_character": "uno dei tuoi personaggi con l'icona del dado",
    "own_dice_character_same_stars": (
        "uno dei tuoi personaggi con l'icona del dado e lo stesso livello di stelle di questo membro dello staff"
    ),
    "rival_stack": "una carta o un'abilità che un avversario ha nella pila",
}

#: "questo <tipo>": what a card of each kind calls itself.
_QUESTO = {"character": "questo personaggio", "myth": "questo mito", "staff": "questo membro dello staff",
           "ciak": "questa carta Ciak", "event": "questo evento", "item": "questo oggetto",
           "company": "questa compagnia"}


@dataclass(frozen=True)
class _Chi:
    """Whom an effect reaches, in the forms a sentence needs: plain, after "a" (to), after "da" (from)."""

    base: str
    a: str
    da: str

    @property
    def soggetto(self) -> str:
        return self.base[0].upper() + self.base[1:]


def _chi(base: str) -> _Chi:
    """The forms of a noun phrase starting with an indefinite or demonstrative word, or "il ..."."""
    if base.startswith("il "):
        rest = base[3:]
        return _Chi(base, f"al {rest}", f"dal {rest}")
    return _Chi(base, f"a {base}", f"da {base}")


def _recipient(eff: Effect, ab: Ability, kind: str, first: bool) -> _Chi:
    tgt = ab.target
    company = eff.kind in ("damage", "drain")
    if eff.to == "target":
        if tgt == "rival":
            if company:
                return _chi("una compagnia avversaria" if first else "quella compagnia")
            return _chi("un giocatore avversario" if first else "quel giocatore")
        return _chi(_BERSAGLIO[tgt or "character"] if first else "quel personaggio")
    if eff.to == "self":
        return _chi("il personaggio equipaggiato" if kind == "item" else "questo personaggio")
    if eff.to == "your_characters":
        return _chi("ciascuno dei tuoi personaggi")
    if eff.to == "rival_characters":
        return _chi("ciascun personaggio avversario")
    if eff.to == "each_rival":
        return _chi("ciascuna compagnia avversaria" if company else "ciascun giocatore avversario")
    return _Chi("te", "a te", "da te")


def _effetto(eff: Effect, ab: Ability, kind: str, first: bool) -> str:
    """One sentence (no final full stop) for one effect, in Italian."""
    chi = _recipient(eff, ab, kind, first)
    k = eff.kind
    if k == "boost":
        if ab.trigger == "static":
            subject = "I tuoi personaggi hanno" if eff.to == "your_characters" else "I personaggi avversari hanno"
            return f"{subject} {_punti(eff.att, eff.dif)}"
        return f"Dai {_punti(eff.att, eff.dif)} {chi.a} fino alla fine del turno"
    if k == "draw":
        return f"Pesca {_n(eff.amount, 'carta')}"
    if k == "millions":
        return f"Aggiungi {_n(eff.amount, 'milione')} alla tua compagnia"
    if k == "damage":
        return f"Infliggi {_n(eff.amount, 'danno')} {chi.a}"
    if k == "lynch":
        return f"Esegui un linciaggio contro {chi.base}"
    if k == "destroy":
        return f"Distruggi {chi.base}" if eff.to == "target" else "Distruggi questo personaggio"
    if k == "sacrifice":
        if eff.to == "each_rival":
            return "Ogni giocatore avversario sacrifica uno dei suoi personaggi"
        return f"{chi.soggetto} sacrifica uno dei suoi personaggi"
    if k == "bounce":
        return f"Riporta {chi.base} nella mano del suo proprietario"
    if k == "add_tokens":
        return f"Aggiungi {_n(eff.amount, 'segnalino')} {chi.a} (al massimo 6)"
    if k == "remove_tokens":
        return f"Togli {_n(eff.amount, 'segnalino')} {chi.da}"
    if k == "discard":
        if eff.to == "each_rival":
            return f"Ogni giocatore avversario scarta {_n(eff.amount, 'carta')} a caso"
        return f"{chi.soggetto} scarta {_n(eff.amount, 'carta')} a caso"
    if k == "cancel":
        return f"Annulla {chi.base}: non ha alcun effetto e finisce tra gli scarti"
    if k == "heal":
        return f"Togli fino a {_n(eff.amount, 'danno')} dalla tua compagnia"
    if k == "drain":
        if eff.to == "each_rival":
            return f"Ogni compagnia avversaria perde {_n(eff.amount, 'milione')}"
        return f"{chi.soggetto} perde {_n(eff.amount, 'milione')}"
    if k == "cast_limit":
        if eff.amount >= 0:
            return f"Il tuo limite del cast sale di {_n(eff.amount, 'spazio stella')}"
        return f"Il tuo limite del cast scende di {_n(-eff.amount, 'spazio stella')}"
    raise ValueError(f"unknown effect {k!r}")  # pragma: no cover - the schema forbids it


def _costo(cost: Cost, kind: str) -> str:
    if cost.kind == "tokens":
        return f"Togli {_n(cost.amount, 'segnalino')} da questo personaggio"
    if cost.kind == "millions":
        return f"Paga {_n(cost.amount, 'milione')}"
    if cost.kind == "rotate":
        return "Ruota questo membro dello staff"
    if cost.kind == "sacrifice_self":
        return "Scarta questo oggetto" if kind == "item" else f"Sacrifica {_QUESTO.get(kind, 'questa carta')}"
    return "Sacrifica un altro dei tuoi personaggi"


def _condizione(cond: Condition) -> str:
    if cond.kind == "your_turn":
        return "Solo nel tuo turno."
    if cond.kind == "rivals_turn":
        return "Solo nel turno di un avversario."
    if cond.kind == "in_combat":
        return "Solo durante un attacco."
    if cond.kind == "attack_or_lynching":
        return "Solo durante un attacco o un linciaggio."
    return f"Solo finché la tua compagnia ha al massimo {_n(cond.amount or 0, 'punto dominio')}."


def _minuscola(text: str) -> str:
    """After a colon an Italian sentence goes on in lower case ("Paga 1 milione: pesca 1 carta")."""
    return text[0].lower() + text[1:] if text[:1].isupper() and not text[1:2].isupper() else text


def ability_text_it(ab: Ability, kind: str) -> str:
    """The Italian rules text of one ability of a card (or company) of ``kind``."""
    body = []
    for i, eff in enumerate(ab.effects):
        first = not any(e.to == "target" for e in ab.effects[:i])
        body.append(_effetto(eff, ab, kind, first))
    sentence = ". ".join(body) + "."
    if ab.trigger == "activated":
        parts = [_costo(c, kind) for c in ab.costs]
        costs = ", ".join([parts[0]] + [_minuscola(p) for p in parts[1:]]) if parts else ""
        sentence = f"{costs}: {_minuscola(sentence)}" if costs else sentence
        if ab.once_per_turn:
            sentence += " Una volta per turno."
    elif ab.trigger == "on_play":
        prefix = {
            "ciak": "",
            "event": "",
            "item": "Quando viene equipaggiato: ",
            "staff": "Quando questo membro dello staff entra in gioco: ",
        }.get(kind, "Quando entra in gioco: ")
        sentence = prefix + (_minuscola(sentence) if prefix else sentence)
    elif ab.trigger == "on_death":
        sentence = "Quando questo personaggio muore: " + _minuscola(sentence)
    elif ab.trigger == "start_of_turn":
        sentence = "All'inizio del tuo turno: " + _minuscola(sentence)
    if ab.condition is not None:
        sentence += " " + _condizione(ab.condition)
    return sentence


def card_text_it(card: Any) -> str:
    """The full Italian rules text of a card or company, written from its data."""
    kind = _kind_of(card)
    lines = []
    if kind == "item" and (card.att or card.dif):
        lines.append(f"Il personaggio equipaggiato ha {_punti(card.att, card.dif)}.")
    lines += [ability_text_it(ab, kind) for ab in card.abilities]
    return " ".join(lines)


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


__all__ = ["TEXT_WRITERS", "local_item_name", "ability_text_it", "card_text_it", "ciak_language", "localize"]
