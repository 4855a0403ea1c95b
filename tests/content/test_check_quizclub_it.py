"""``tools/check_quizclub_it.py``: the Italian Quiz Club source passes, and broken copies fail."""

from __future__ import annotations

import copy
import importlib.util
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PART1 = ROOT / "content-src" / "quizclub-it" / "part1.json"
PART2 = ROOT / "content-src" / "quizclub-it" / "part2.json"

_spec = importlib.util.spec_from_file_location("check_quizclub_it", ROOT / "tools" / "check_quizclub_it.py")
assert _spec and _spec.loader
checker = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(checker)


def test_the_deck_passes_with_160_cards_and_the_counts_per_category(capsys: pytest.CaptureFixture[str]) -> None:
    assert checker.main([]) == 0
    out = capsys.readouterr().out
    assert "part1.json: 85 cards, 170 sides, 510 questions" in out
    assert "part2.json: 75 cards, 150 sides, 450 questions" in out
    assert "all: 160 cards, 320 sides, 960 questions" in out
    assert "ok: 2 file(s)" in out
    for line in ("sports                 10    10     20", "politics_history       15    15     30",
                 "science_technology     15    15     30", "food_drink              5     5     10",
                 "art_music_media        25    25     50", "language               20    20     40",
                 "geography_travel       15    15     30", "literature             15    15     30"):
        assert line in out


def test_part2_passes_on_its_own(capsys: pytest.CaptureFixture[str]) -> None:
    assert checker.main([str(PART2)]) == 0
    out = capsys.readouterr().out
    assert "all: 75 cards, 150 sides, 450 questions" in out
    assert "sports" not in out  # only the categories of part 2


def test_the_parts_add_up_to_the_rulebook() -> None:
    # 'Game Components' in the rulebook: cards per category (each card has a light and a dark side).
    rulebook = {"sports": 10, "games": 5, "flora_fauna": 5, "mathematics": 5, "politics_history": 15,
                "biology_medicine": 10, "society": 10, "economics": 5, "art_music_media": 25,
                "science_technology": 15, "language": 20, "food_drink": 5, "geography_travel": 15, "literature": 15}
    assert {cat: 2 * n for cat, n in rulebook.items()} == checker.DECK_SIDES
    assert sum(rulebook.values()) == checker.DECK_CARDS
    first, last = zip(*(part["ids"] for part in checker.PARTS.values()), strict=True)
    assert sorted(first) == [1, 86] and sorted(last) == [85, checker.DECK_CARDS]


def _broken(tmp_path: Path, change: Callable[[dict[str, Any]], None], source: Path = PART1) -> Path:
    data = copy.deepcopy(json.loads(source.read_text(encoding="utf-8")))
    change(data)
    path = tmp_path / source.name  # same stem, so that part's counts and id range apply
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _q(data: dict[str, Any], card: int, side: str, slot: int) -> dict[str, Any]:
    question: dict[str, Any] = data["cards"][card][side]["questions"][slot]
    return question


def _first(data: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(q for c in data["cards"] for s in ("light", "dark") for q in c[s]["questions"] if q["type"] == kind)


def _set_category(data: dict[str, Any], card: int, category: str) -> None:
    data["cards"][card]["light"]["category"] = category
    data["cards"][card]["dark"]["category"] = category


BREAKAGES: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "a card too few": (lambda d: d["cards"].pop(), "ids must be it-qc-001"),
    "a category with too many sides": (lambda d: _set_category(d, 0, "games"), "games: 12 sides, expected 10"),
    "a category of part 2": (lambda d: _set_category(d, 0, "literature"), "literature: 2 sides, expected 0"),
    "sides of two categories": (lambda d: d["cards"][0]["dark"].update(category="games"), "different categories"),
    "repeated card id": (lambda d: d["cards"][1].update(id=d["cards"][0]["id"]), "appears twice"),
    "id not it-qc": (lambda d: d["cards"][0].update(id="qc-001"), "is not 'it-qc-NNN'"),
    "repeated question text": (
        lambda d: _q(d, 1, "light", 1).update(text=_q(d, 0, "light", 2)["text"]), "same question text as",
    ),
    "English deck question text": (
        lambda d: _q(d, 0, "light", 2).update(text="Which chess piece can only ever move diagonally?"),
        "content-src/quizclub/part1.json: qc-011",
    ),
    "answer in the question": (
        lambda d: _first(d, "knowledge").update(answer="Palio di Siena"), "appears in the question",
    ),
    "answer given away on the same side": (
        lambda d: _q(d, 0, "dark", 0).update(text="Al Palio, che colore ha il cavallo scosso?"),
        "Q1 gives away the answer of Q3 ('cavallo scosso')",
    ),
    "intuition with the wrong variant": (
        lambda d: _q(d, 0, "light", 0).update(variant="who"), "asks for variant 'count'",
    ),
    "intuition not about the players": (
        lambda d: _q(d, 0, "light", 0).update(text="Quanti anelli ha il simbolo olimpico?"), "compagni di gioco",
    ),
    "estimate without a unit": (lambda d: _q(d, 3, "dark", 2).update(unit=""), "needs a unit"),
    "estimate without a margin": (lambda d: _q(d, 0, "light", 2).update(margin=0.0), "margin above 0"),
    "two equal options": (
        lambda d: _first(d, "multiple_choice")["options"].__setitem__(1, _first(d, "multiple_choice")["options"][0]),
        "options must all be different",
    ),
    "unknown field (schema)": (lambda d: _q(d, 0, "light", 0).update(hint="x"), "Extra inputs are not permitted"),
    "unknown character (schema)": (lambda d: d["cards"][0].update(character="nobody"), "character"),
}


@pytest.mark.parametrize("name", sorted(BREAKAGES))
def test_a_broken_copy_fails_naming_the_problem(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    change, message = BREAKAGES[name]
    assert checker.main([str(_broken(tmp_path, change))]) == 1
    err = capsys.readouterr().err
    assert message in err, err


BREAKAGES_PART2: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "a card too few": (lambda d: d["cards"].pop(), "ids must be it-qc-086 … it-qc-160"),
    "ids of part 1": (lambda d: d["cards"][0].update(id="it-qc-085"), "ids must be it-qc-086"),
    "a category with too many sides": (
        lambda d: _set_category(d, 0, "language"), "language: 42 sides, expected 40",
    ),
    "a category of part 1": (lambda d: _set_category(d, 0, "sports"), "sports: 2 sides, expected 0"),
    "answer given away on the same side": (
        lambda d: _q(d, 0, "dark", 1).update(text="In quale città è nato Lucio Dalla, amico di Ligabue?"),
        "it-qc-086' dark: Q2 gives away the answer of Q1 ('ligabue')",
    ),
}


@pytest.mark.parametrize("name", sorted(BREAKAGES_PART2))
def test_a_broken_copy_of_part2_fails_naming_the_problem(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    change, message = BREAKAGES_PART2[name]
    assert checker.main([str(_broken(tmp_path, change, PART2))]) == 1
    err = capsys.readouterr().err
    assert message in err, err


def test_a_part2_question_repeating_part1_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    part1_text = _q(json.loads(PART1.read_text(encoding="utf-8")), 0, "light", 2)["text"]
    part2 = _broken(tmp_path, lambda d: _q(d, 5, "dark", 2).update(text=part1_text), PART2)
    assert checker.main([str(PART1), str(part2)]) == 1
    err = capsys.readouterr().err
    where = "content-src/quizclub-it/part1.json: card 'it-qc-001' light Q3"
    assert f"card 'it-qc-091' dark Q3: same question text as {where}" in err, err


def test_the_whole_deck_is_checked_when_both_parts_are(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Part 2 loses its last card and part 1 gains it (same id, so each part's own checks name it too).
    data2 = json.loads(PART2.read_text(encoding="utf-8"))
    moved = data2["cards"].pop()
    data1 = json.loads(PART1.read_text(encoding="utf-8"))
    data1["cards"][-1] = moved
    part1, part2 = tmp_path / "part1.json", tmp_path / "part2.json"
    part1.write_text(json.dumps(data1, ensure_ascii=False), encoding="utf-8")
    part2.write_text(json.dumps(data2, ensure_ascii=False), encoding="utf-8")
    assert checker.main([str(part1), str(part2)]) == 1
    err = capsys.readouterr().err
    assert "the whole deck has 159 cards, expected 160" in err, err
    assert "the whole deck must hold it-qc-001 … it-qc-160" in err, err
    assert "the whole deck: science_technology: 28 sides, expected 30" in err, err


def test_the_whole_deck_is_not_checked_for_one_part(capsys: pytest.CaptureFixture[str]) -> None:
    assert checker.main([str(PART1)]) == 0
    assert "whole deck" not in capsys.readouterr().err


def test_a_card_id_used_in_two_files_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(PART1.read_text(encoding="utf-8"))
    first = tmp_path / "part1.json"
    first.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    second = tmp_path / "part2.json"  # another author's file: its own ids, any categories
    card = copy.deepcopy(data["cards"][0])
    for side in ("light", "dark"):
        for n, q in enumerate(card[side]["questions"]):
            q["text"] = f"Domanda nuova {side} {n}?" if q["type"] != "intuition" else q["text"] + " "
    second.write_text(json.dumps({"cards": [card]}, ensure_ascii=False), encoding="utf-8")
    assert checker.main([str(first), str(second)]) == 1
    err = capsys.readouterr().err
    assert "card id 'it-qc-001' is also used in" in err, err
