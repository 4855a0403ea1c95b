"""Quiz Club judging and scoring: pure functions on question JSON (one side of a card).

A question is the JSON of one of the five question models in ``gamesuite.content.schemas``
(``knowledge``, ``multiple_choice``, ``estimate``, ``ranking``, ``intuition``). Nothing here
knows about game state; the engine and the UI both call these functions.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

from gamesuite.rules.core import QT_TRANSLATE_NOOP

LETTERS: tuple[str, ...] = ("A", "B", "C", "D")
QUESTION_TYPES: tuple[str, ...] = ("knowledge", "multiple_choice", "estimate", "ranking", "intuition")
TYPE_TITLES: dict[str, str] = {
    "knowledge": QT_TRANSLATE_NOOP("quizclub", "Knowledge"),
    "multiple_choice": QT_TRANSLATE_NOOP("quizclub", "Multiple Choice"),
    "estimate": QT_TRANSLATE_NOOP("quizclub", "Estimate"),
    "ranking": QT_TRANSLATE_NOOP("quizclub", "Ranking"),
    "intuition": QT_TRANSLATE_NOOP("quizclub", "Intuition"),
}
DOTS: dict[int, str] = {1: "•", 2: "••", 3: "•••"}

# A relative tolerance so that 0.3 - 0.2 <= 0.1 counts, as a person would count it.
_EPS = 1e-9

_ALTERNATIVES = re.compile(r"\s+/\s+")


# ------------------------------------------------------------------------------------- answers


def split_alternatives(answer: str) -> list[str]:
    """The alternatives of a knowledge answer: ``"Rome / Roma"`` -> ``["Rome", "Roma"]``.

    Only a slash with spaces on both sides separates alternatives ("A / B" means either is
    enough); a slash inside a word ("AC/DC", "km/h") is part of the answer.
    """
    parts = [p.strip() for p in _ALTERNATIVES.split(answer.strip())]
    return [p for p in parts if p]


def format_number(value: float) -> str:
    """A number as a person writes it: ``8848.0`` -> ``"8848"``, ``2.5`` -> ``"2.5"``."""
    if not math.isfinite(value):
        return str(value)
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return f"{value:.10g}"


def estimate_range(question: Mapping[str, Any]) -> tuple[float, float]:
    """The lowest and highest number that still count as correct."""
    value = float(question["value"])
    margin = float(question["margin"])
    return value - margin, value + margin


def parse_ranking(text: str | Sequence[str]) -> tuple[str, ...] | None:
    """Letters as typed (``"D A B C"``, ``"dabc"``, ``"D,A,B,C"`` or a list) -> ``("D","A","B","C")``.

    Returns None unless it is exactly a permutation of A, B, C, D.
    """
    if isinstance(text, str):
        letters = [c.upper() for c in text if c.isalpha()]
    else:
        letters = [str(c).strip().upper() for c in text]
    if sorted(letters) != list(LETTERS):
        return None
    return tuple(letters)


# ------------------------------------------------------------------------------------- judging


def judge_knowledge(correct: bool) -> bool:
    """Knowledge questions are judged by the asker: her word is the verdict."""
    return bool(correct)


def judge_multiple_choice(question: Mapping[str, Any], letter: str) -> bool:
    """Correct when the letter said is the printed answer letter."""
    return str(letter).strip().upper() == question["answer"]


def judge_estimate(question: Mapping[str, Any], number: float) -> bool:
    """Correct when ``|said - value| <= margin`` (the margin is never read aloud)."""
    if isinstance(number, bool) or not isinstance(number, int | float) or not math.isfinite(number):
        return False
    value = float(question["value"])
    margin = float(question["margin"])
    tolerance = _EPS * max(1.0, abs(value), abs(margin))
    return abs(float(number) - value) <= margin + tolerance


def judge_ranking(question: Mapping[str, Any], order: Sequence[str]) -> bool:
    """Correct when the order said is the solution, read forwards or backwards."""
    said = parse_ranking(order)
    if said is None:
        return False
    solution = tuple(question["order"])
    return said == solution or said == tuple(reversed(solution))


def judge_intuition(objection_by: int | None) -> bool:
    """Correct unless a fellow player objects ("Actually, I do!")."""
    return objection_by is None


def judge(question: Mapping[str, Any], said: Mapping[str, Any]) -> bool | None:
    """The app's verdict for an answer action's fields, or None where people judge.

    ``said`` holds the type-specific fields of the ``answer`` action: ``letter``, ``number``
    or ``order``. Knowledge (the asker judges) and intuition (objections judge) return None.
    """
    kind = question["type"]
    if kind == "multiple_choice":
        return judge_multiple_choice(question, said["letter"])
    if kind == "estimate":
        return judge_estimate(question, said["number"])
    if kind == "ranking":
        return judge_ranking(question, said["order"])
    return None


# ------------------------------------------------------------------------------------- texts


def answer_text(question: Mapping[str, Any]) -> str:
    """The correct answer as one public sentence fragment (shown once the answer is judged)."""
    kind = question["type"]
    if kind == "knowledge":
        return " or ".join(split_alternatives(question["answer"])) or question["answer"]
    if kind == "multiple_choice":
        letter = question["answer"]
        return f"{letter}: {question['options'][LETTERS.index(letter)]}"
    if kind == "estimate":
        unit = f" {question['unit']}" if question.get("unit") else ""
        low, high = estimate_range(question)
        return (
            f"{format_number(float(question['value']))}{unit} "
            f"(from {format_number(low)} to {format_number(high)}{unit} counts)"
        )
    if kind == "ranking":
        terms = question["terms"]
        order = question["order"]
        names = ", ".join(terms[LETTERS.index(x)] for x in order)
        return f"{' '.join(order)} ({names}); the reverse also counts"
    return "it depends on the fellow players"


def said_text(question: Mapping[str, Any], said: Mapping[str, Any], names: Sequence[str]) -> str:
    """What the asked player said, as entered by the asker, in words for the log."""
    if said.get("no_answer"):
        return "no answer"
    kind = question["type"]
    if kind == "knowledge":
        return "judged correct by the asker" if said.get("correct") else "judged wrong by the asker"
    if kind == "multiple_choice":
        letter = said["letter"]
        return f"{letter}: {question['options'][LETTERS.index(letter)]}"
    if kind == "estimate":
        unit = f" {question['unit']}" if question.get("unit") else ""
        return f"{format_number(float(said['number']))}{unit}"
    if kind == "ranking":
        return " ".join(said["order"])
    if question.get("variant") == "count":
        count = int(said["count"])
        return f"{count} fellow player{'s' if count != 1 else ''}"
    player = said.get("player")
    return "nobody" if player is None else names[int(player)]


def public_question(question: Mapping[str, Any], *, with_text: bool = True) -> dict[str, Any]:
    """The parts of a question everyone hears when it is read aloud (never the solution)."""
    kind = question["type"]
    out: dict[str, Any] = {"type": kind, "type_title": TYPE_TITLES[kind]}
    if kind == "intuition":
        out["variant"] = question["variant"]
    if kind == "estimate" and question.get("unit"):
        out["unit"] = question["unit"]
    if with_text:
        out["text"] = question["text"]
        if kind == "multiple_choice":
            out["options"] = list(question["options"])
        if kind == "ranking":
            out["terms"] = list(question["terms"])
    return out


def solution_fields(question: Mapping[str, Any]) -> dict[str, Any]:
    """The hidden parts of a question: only for the asker's view, or once judged."""
    kind = question["type"]
    out: dict[str, Any] = {"answer_text": answer_text(question)}
    if kind == "knowledge":
        out["answer"] = question["answer"]
        out["alternatives"] = split_alternatives(question["answer"])
    elif kind == "multiple_choice":
        out["answer"] = question["answer"]
    elif kind == "estimate":
        out["value"] = question["value"]
        out["margin"] = question["margin"]
        low, high = estimate_range(question)
        out["low"] = low
        out["high"] = high
    elif kind == "ranking":
        out["order"] = list(question["order"])
    return out


def hidden_strings(question: Mapping[str, Any]) -> list[str]:
    """Every piece of text a question holds (for the leak tests)."""
    out = [question["text"]]
    kind = question["type"]
    if kind == "knowledge":
        out.append(question["answer"])
        out.extend(split_alternatives(question["answer"]))
    elif kind == "multiple_choice":
        out.extend(question["options"])
    elif kind == "ranking":
        out.extend(question["terms"])
    return out


def solution_strings(question: Mapping[str, Any]) -> list[str]:
    """The texts that give a question's solution away (knowledge answers)."""
    if question["type"] == "knowledge":
        return [question["answer"], *split_alternatives(question["answer"])]
    return []


# ------------------------------------------------------------------------------------- scoring


def turn_points(cooperative: bool, difficulty: int, correct: bool) -> tuple[int, int]:
    """Points for ``(asker, asked)`` after one question.

    Cooperative: correct gives both the difficulty (1/2/3), wrong gives nothing.
    Competitive: correct gives the asked player the difficulty; wrong gives the asker 3/2/1.
    """
    if difficulty not in (1, 2, 3):
        raise ValueError("difficulty must be 1, 2 or 3")
    if cooperative:
        return (difficulty, difficulty) if correct else (0, 0)
    return (0, difficulty) if correct else (4 - difficulty, 0)


SELF_CHOICE_POINTS = 3


def lines_crossed(old: int, new: int, lines: Sequence[int]) -> int:
    """How many marker lines a disc moves past going from ``old`` to ``new``.

    A line "after space m" lies between spaces m and m+1: it is passed when
    ``old <= m < new``.
    """
    return sum(1 for m in lines if old <= m < new)


__all__ = [
    "DOTS",
    "LETTERS",
    "QUESTION_TYPES",
    "SELF_CHOICE_POINTS",
    "TYPE_TITLES",
    "answer_text",
    "estimate_range",
    "format_number",
    "hidden_strings",
    "judge",
    "judge_estimate",
    "judge_intuition",
    "judge_knowledge",
    "judge_multiple_choice",
    "judge_ranking",
    "lines_crossed",
    "parse_ranking",
    "public_question",
    "said_text",
    "solution_fields",
    "solution_strings",
    "split_alternatives",
    "turn_points",
]
