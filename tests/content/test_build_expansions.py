"""The Quiz Club expansions' extra checks in ``tools/build_packs.py`` (they were ``tools/check_expansions.py``):
the two expansion sources pass, and broken copies fail naming the problem (``--expansions FILE``)."""

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
TRAVEL = SRC / "quizclub-exp-travel.json"

_spec = importlib.util.spec_from_file_location("build_packs", ROOT / "tools" / "build_packs.py")
assert _spec and _spec.loader
builder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(builder)


def check(*files: Path) -> int:
    return int(builder.main(["--expansions", *map(str, files)]))


def test_the_expansion_sources_pass_with_30_cards_and_180_questions_each(capsys: pytest.CaptureFixture[str]) -> None:
    assert check(BOARDGAMES, TRAVEL) == 0
    out = capsys.readouterr().out
    assert out.count(": 30 cards, 180 questions") == 2 and out.count("; 60 sides") == 2
    assert "character: Frieda (frieda, #9a5bd1), 30 cards" in out and "character: Jonas (jonas, #2fb3b3)" in out
    assert "ok: 2 expansion file(s)" in out


def test_the_old_stop_gap_is_gone() -> None:
    assert not (ROOT / "tools" / "check_expansions.py").exists()


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
    "main-deck card id": (lambda d: d["cards"][0].update(id="qc-001"), "is also used by pack 'quizclub-en'"),
    "main-deck card id pattern": (lambda d: d["cards"][0].update(id="qc-999"), "clashes with the main deck"),
    "repeated card id": (lambda d: d["cards"][1].update(id=d["cards"][0]["id"]), "appears twice"),
    "built-in character": (lambda d: d["characters"][0].update(id="emma"), "is a built-in character"),
    "card of an unknown character": (lambda d: d["cards"][2].update(character="nobody"),
                                     "unknown character 'nobody'"),
    "card of a built-in character": (lambda d: d["cards"][2].update(character="lisa"), "is not one of this"),
    "character of the other expansion": (lambda d: d["characters"][0].update(id="jonas") or [
        c.update(character="jonas") for c in d["cards"]], "is also defined by pack 'quizclub-exp-travel'"),
    "colour not a player colour": (lambda d: d["characters"][0].update(colour="#123456"), "not one of the player"),
    "expansion id not the file name": (lambda d: d["expansion"].update(id="quizclub-exp-other"),
                                       "must equal the file name"),
    "expansion of another language": (lambda d: d["expansion"].update(language="de"), "is not the pack's 'en'"),
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
    assert check(_broken(tmp_path, change)) == 1
    err = capsys.readouterr().err
    assert message in err, err


def test_a_file_not_named_after_an_expansion_pack_is_refused(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    other = tmp_path / "my-expansion.json"
    other.write_text(BOARDGAMES.read_text(encoding="utf-8"), encoding="utf-8")
    assert check(other) == 1
    assert "not the source of an expansion pack" in capsys.readouterr().err
