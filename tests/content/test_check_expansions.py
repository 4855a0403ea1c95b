"""``tools/check_expansions.py``: the two Quiz Club expansion sources pass, and broken copies fail."""

from __future__ import annotations

import copy
import importlib.util
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "content-src" / "quizclub-expansions"
BOARDGAMES = SRC / "quizclub-exp-boardgames.json"

_spec = importlib.util.spec_from_file_location("check_expansions", ROOT / "tools" / "check_expansions.py")
assert _spec and _spec.loader
checker = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(checker)


def test_the_expansion_sources_pass_with_30_cards_and_180_questions_each(capsys: pytest.CaptureFixture[str]) -> None:
    assert checker.main([]) == 0
    out = capsys.readouterr().out
    assert out.count("30 cards, 60 sides, 180 questions") == 2
    assert "ok: 2 expansion file(s)" in out


def _broken(tmp_path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    data = copy.deepcopy(json.loads(BOARDGAMES.read_text(encoding="utf-8")))
    change(data)
    path = tmp_path / BOARDGAMES.name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _q(data: dict[str, Any], card: int, side: str, slot: int) -> dict[str, Any]:
    question: dict[str, Any] = data["cards"][card][side]["questions"][slot]
    return question


BREAKAGES: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "a card too few": (lambda d: d["cards"].pop(), "29 cards, expected 30"),
    "main-deck card id": (lambda d: d["cards"][0].update(id="qc-001"), "clashes with the main deck"),
    "repeated card id": (lambda d: d["cards"][1].update(id=d["cards"][0]["id"]), "id also used in"),
    "built-in character": (lambda d: d["characters"][0].update(id="emma"), "is a built-in character"),
    "card of an unknown character": (lambda d: d["cards"][2].update(character="nobody"), "is not one of this"),
    "colour not a player colour": (lambda d: d["characters"][0].update(colour="#123456"), "not one of the player"),
    "unknown hair style": (lambda d: d["characters"][0]["portrait"].update(hair_style="mohawk"), "hair_style"),
    "unknown category": (lambda d: d["cards"][0]["light"].update(category="cooking"), "light.category"),
    "two questions on a side": (lambda d: d["cards"][0]["dark"]["questions"].pop(), "dark.questions"),
    "main-deck question text": (
        lambda d: _q(d, 0, "light", 0).update(text="Which chess piece can only ever move diagonally?"),
        "same question text as main-deck card qc-011",
    ),
    "repeated question text": (
        lambda d: _q(d, 1, "light", 0).update(text=_q(d, 0, "light", 0)["text"]), "same question text as",
    ),
    "answer in the question": (
        lambda d: _q(d, 0, "light", 0).update(answer="Chess"), "appears in the question",  # '... chess piece ...'
    ),
    "intuition with the wrong variant": (
        lambda d: _q(d, 1, "dark", 0).update(variant="who"), "asks for variant 'count'",
    ),
    "estimate without a unit": (lambda d: _q(d, 0, "light", 2).update(unit=""), "needs a unit"),
    "unknown field": (lambda d: _q(d, 0, "light", 0).update(hint="x"), "Extra inputs are not permitted"),
}


@pytest.mark.parametrize("name", sorted(BREAKAGES))
def test_a_broken_copy_fails_naming_the_problem(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    change, message = BREAKAGES[name]
    assert checker.main([str(_broken(tmp_path, change))]) == 1
    err = capsys.readouterr().err
    assert message in err, err
