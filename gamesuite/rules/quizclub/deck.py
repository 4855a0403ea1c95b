"""The Quiz Club deck as the rules see it: one side of each card, indexed by card id, and the characters.

``gamesuite.content`` validates packs with pydantic before they reach the rules; this module
only re-checks the shape it relies on, so a hand-made ``GameConfig.content`` fails with a clear
message instead of a KeyError deep inside a turn.

The content is ``{"cards": [...], "characters": [...]}``: ``characters`` (optional) lists the characters a
pack brings (an expansion), each ``{"id", "name", "colour", "interests"}``; the eight built-in characters
(``spec.BUILTIN_CHARACTERS``) are every content's. A card names one of the content's characters.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from gamesuite.rules.core import GameConfig
from gamesuite.rules.memo import ContentMemo
from gamesuite.rules.quizclub.judge import LETTERS, QUESTION_TYPES
from gamesuite.rules.quizclub.spec import BUILTIN_CHARACTERS, CATEGORY_TITLES, CHARACTERS

SIDES: tuple[str, ...] = ("light", "dark")
CHARACTER_ID = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")
COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
MAX_CONTENT_CHARACTERS = 64
MAX_NAME = 40


def _check_character(ch: Any, index: int, known: Mapping[str, Any]) -> dict[str, Any]:
    if not isinstance(ch, Mapping) or not isinstance(ch.get("id"), str):
        raise ValueError(f"character #{index + 1}: needs an id")
    cid = ch["id"]
    if not CHARACTER_ID.match(cid):
        raise ValueError(f"character {cid[:40]!r}: an id is a-z, 0-9, '_' or '-', starting with a letter")
    if cid in known:
        what = "a built-in character" if cid in CHARACTERS else "defined twice"
        raise ValueError(f"character {cid!r} is {what}")
    name = ch.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        raise ValueError(f"character {cid!r}: needs a name of 1 to {MAX_NAME} characters")
    colour = ch.get("colour")
    if not isinstance(colour, str) or not COLOUR.match(colour):
        raise ValueError(f"character {cid!r}: the colour must be '#rrggbb'")
    interests = ch.get("interests")
    if (not isinstance(interests, list) or not interests
            or any(not isinstance(x, str) or x not in CATEGORY_TITLES for x in interests)):
        raise ValueError(f"character {cid!r}: interests must be a list of category ids")
    return {"id": cid, "name": name, "colour": colour.lower(), "interests": list(interests)}


def _build_characters(content: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {
        c["id"]: {"id": c["id"], "name": c["name"], "colour": c["colour"], "interests": list(c["interests"])}
        for c in BUILTIN_CHARACTERS
    }
    extra = content.get("characters", []) if isinstance(content, Mapping) else []
    if not isinstance(extra, list) or len(extra) > MAX_CONTENT_CHARACTERS:
        raise ValueError(f"the content's characters must be a list of at most {MAX_CONTENT_CHARACTERS}")
    for i, ch in enumerate(extra):
        checked = _check_character(ch, i, out)
        out[checked["id"]] = checked
    return out


_CHARACTERS: ContentMemo[dict[str, dict[str, Any]]] = ContentMemo()


def characters_of(content: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Character id -> ``{"id", "name", "colour", "interests"}``: the eight built-in characters, then the
    content's own, in order (checked; ValueError when malformed). Built once per content object (a memo:
    a content is never changed); callers must not change what they get."""
    return _CHARACTERS.get(content, None, lambda: _build_characters(content))


def _check_question(card_id: str, side: str, level: int, q: Any) -> None:
    where = f"card {card_id!r}, {side} side, question {level}"
    if not isinstance(q, Mapping):
        raise ValueError(f"{where}: not an object")
    kind = q.get("type")
    if kind not in QUESTION_TYPES:
        raise ValueError(f"{where}: unknown question type {kind!r}")
    if not isinstance(q.get("text"), str) or not q["text"].strip():
        raise ValueError(f"{where}: the question has no text")
    if kind == "knowledge" and (not isinstance(q.get("answer"), str) or not q["answer"].strip()):
        raise ValueError(f"{where}: a knowledge question needs an answer")
    if kind == "multiple_choice":
        opts = q.get("options")
        if not isinstance(opts, list) or len(opts) != 4 or q.get("answer") not in LETTERS:
            raise ValueError(f"{where}: a multiple choice question needs 4 options and an answer A-D")
    if kind == "estimate":
        for key in ("value", "margin"):
            v = q.get(key)
            if isinstance(v, bool) or not isinstance(v, int | float):
                raise ValueError(f"{where}: an estimate question needs a numeric {key}")
        if q["margin"] < 0:
            raise ValueError(f"{where}: the margin must not be negative")
    if kind == "ranking":
        terms = q.get("terms")
        order = q.get("order")
        if not isinstance(terms, list) or len(terms) != 4:
            raise ValueError(f"{where}: a ranking question needs 4 terms")
        if not isinstance(order, list) or sorted(order) != list(LETTERS):
            raise ValueError(f"{where}: a ranking order must use each of A, B, C, D once")
    if kind == "intuition" and q.get("variant") not in ("count", "who"):
        raise ValueError(f"{where}: an intuition question is 'count' or 'who'")


def _check_card(card: Any, index: int, characters: Mapping[str, Any]) -> None:
    if not isinstance(card, Mapping) or not isinstance(card.get("id"), str) or not card["id"]:
        raise ValueError(f"card #{index + 1}: needs an id")
    cid = card["id"]
    if not isinstance(card.get("character"), str):
        raise ValueError(f"card {cid!r}: needs a character")
    if card["character"] not in characters:
        raise ValueError(f"card {cid!r}: unknown character {card['character'][:40]!r} "
                         "(not built in, and the content's characters do not name it)")
    for side in SIDES:
        face = card.get(side)
        if not isinstance(face, Mapping):
            raise ValueError(f"card {cid!r}: the {side} side is missing")
        if face.get("category") not in CATEGORY_TITLES:
            raise ValueError(f"card {cid!r}, {side} side: unknown category {face.get('category')!r}")
        questions = face.get("questions")
        if not isinstance(questions, list) or len(questions) != 3:
            raise ValueError(f"card {cid!r}, {side} side: needs exactly 3 questions")
        for level, q in enumerate(questions, start=1):
            _check_question(cid, side, level, q)


def build_index(content: Mapping[str, Any], side: str) -> dict[str, dict[str, Any]]:
    """Card id -> ``{"id", "character", "category", "questions", "other"}`` for ``side``.

    ``questions`` are the three questions of the chosen side (easy, medium, hard); ``other``
    keeps the unused side only so the leak tests can prove it never shows. Raises ValueError
    on a malformed deck.
    """
    if side not in SIDES:
        raise ValueError(f"the card side must be 'light' or 'dark', not {side!r}")
    cards = content.get("cards") if isinstance(content, Mapping) else None
    if not isinstance(cards, list) or not cards:
        raise ValueError(
            "Quiz Club needs a question deck: GameConfig.content must be {'cards': [...]} "
            "(gamesuite.content.default_content('quizclub') loads the built-in packs)"
        )
    other = "dark" if side == "light" else "light"
    characters = characters_of(content)
    index: dict[str, dict[str, Any]] = {}
    for i, card in enumerate(cards):
        _check_card(card, i, characters)
        if card["id"] in index:
            raise ValueError(f"card id {card['id']!r} appears twice")
        index[card["id"]] = {
            "id": card["id"],
            "character": card["character"],
            "category": card[side]["category"],
            "questions": card[side]["questions"],
            "other": card[other],
        }
    return index


_INDEXES: ContentMemo[dict[str, dict[str, Any]]] = ContentMemo()


def index_of(content: Mapping[str, Any], side: str) -> dict[str, dict[str, Any]]:
    """:func:`build_index` of a content object, built (and checked) once per object and side (a memo:
    the states of a game share the index, and a deck is never changed)."""
    return _INDEXES.get(content, side, lambda: build_index(content, side))


def game_deck(config: GameConfig, index: Mapping[str, dict[str, Any]]) -> list[str]:
    """The ids of the cards in play: every card whose character has not been removed."""
    excluded = {c for c in CHARACTERS if not config.options.get(f"deck_{c}", True)}
    return [cid for cid, card in index.items() if card["character"] not in excluded]


__all__ = ["SIDES", "build_index", "characters_of", "game_deck", "index_of"]
