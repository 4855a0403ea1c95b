"""``tools/build_packs.py`` checks every Telefilm source folder (English and Italian) and builds the
Italian deck only on request; broken copies of the sources fail with a message naming the place."""

from __future__ import annotations

import copy
import importlib.util
import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gamesuite.content.packs import check_pack

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "content-src"

_spec = importlib.util.spec_from_file_location("build_packs", ROOT / "tools" / "build_packs.py")
assert _spec and _spec.loader
tool = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tool)


def cards(folder: str, stem: str) -> list[dict[str, Any]]:
    data: dict[str, Any] = json.loads((SRC / folder / f"{stem}.json").read_text(encoding="utf-8"))
    return data["cards"]


@pytest.mark.parametrize("folder, prefix", [("telefilm", ""), ("telefilm-it", "it-")])
@pytest.mark.parametrize("stem", ["vintage", "modern", "new", "mix"])
def test_every_source_file_passes(folder: str, prefix: str, stem: str) -> None:
    assert tool.check_telefilm_file(f"{folder}/{stem}.json", cards(folder, stem), prefix) == []


def broken(change: Callable[[list[dict[str, Any]]], None], folder: str = "telefilm-it", stem: str = "new") -> list[str]:
    deck = copy.deepcopy(cards(folder, stem))
    change(deck)
    return tool.check_telefilm_file(f"{folder}/{stem}.json", deck, "it-" if folder.endswith("-it") else "")


def test_a_changed_difficulty_breaks_the_genre_by_difficulty_spread() -> None:
    def harder(deck: list[dict[str, Any]]) -> None:
        next(c for c in deck if c["genre"] == "comedy" and c["difficulty"] == 1)["difficulty"] = 3

    assert broken(harder) == ["telefilm-it/new.json: comedy difficulty 1: 3 cards, expected 4",
                              "telefilm-it/new.json: comedy difficulty 3: 4 cards, expected 3"]
    mix = broken(lambda d: d[0].update(difficulty=3), stem="mix")
    assert "telefilm-it/mix.json: difficulty 3: 16 cards, expected 15" in mix


def test_unbalanced_answer_letters_are_refused() -> None:
    def all_a(deck: list[dict[str, Any]]) -> None:
        for card in deck[:3]:
            for q in card["questions"]:
                right = q["options"]["ABCDE".index(q["answer"])]
                q["options"].remove(right)
                q["options"].insert(0, right)
                q["answer"] = "A"

    problems = broken(all_a, folder="telefilm", stem="vintage")
    assert len(problems) == 1 and problems[0].startswith("telefilm/vintage.json: answer letters are unbalanced (A ")


def test_a_card_of_another_period_id_and_numbers_are_checked() -> None:
    problems = broken(lambda d: d[4].update(period="modern"))
    assert problems == ["telefilm-it/new.json: card 'it-new-05': a new file holds only new Period cards, "
                        "not period modern"]
    problems = broken(lambda d: d[1].update(number=1))
    assert "telefilm-it/new.json: card 'it-new-02': id should be 'it-new-01' (number 1)" in problems
    assert "telefilm-it/new.json: card numbers must be 1-45, each once (used twice: 1)" in problems
    assert broken(lambda d: d[0].update(deck="period"), stem="mix")[0].endswith("the mix file holds only Mix cards")


def test_an_answer_that_is_the_series_shown_is_refused() -> None:
    def give_away(deck: list[dict[str, Any]]) -> None:
        q = deck[0]["questions"][0]
        q["options"]["ABCDE".index(q["answer"])] = q["series"]

    problem = broken(give_away, folder="telefilm", stem="mix")
    assert len(problem) == 1 and "Q1's answer" in problem[0] and "is the series shown above the question" in problem[0]


def test_a_text_repeated_across_languages_is_refused() -> None:
    english = cards("telefilm", "vintage")[0]["questions"][0]["text"]
    places = [("telefilm/vintage.json: card 'vintage-01' Q1", english),
              ("telefilm-it/vintage.json: card 'it-vintage-01' Q1", "  " + english.upper() + " ")]
    assert tool.repeated_texts(places) == [
        f"telefilm-it/vintage.json: card 'it-vintage-01' Q1: question text also used by "
        f"telefilm/vintage.json: card 'vintage-01' Q1: {('  ' + english.upper() + ' ')[:60]!r}"]


def test_load_and_check_lists_every_problem_of_a_broken_italian_folder(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    src = tmp_path / "content-src"
    for folder in ("telefilm", "telefilm-it", "quizclub", "quizclub-it", "quizclub-expansions"):
        shutil.copytree(SRC / folder, src / folder)
    path = src / "telefilm-it" / "modern.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["cards"][0]["questions"][0]["text"] = cards("telefilm", "modern")[0]["questions"][0]["text"]
    data["cards"][1]["difficulty"] = 3
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    monkeypatch.setattr(tool, "SRC", src)
    with pytest.raises(tool.BuildError) as err:
        tool.load_and_check()
    text = str(err.value)
    assert text.startswith("3 problem(s):")
    assert "modern.json: comedy difficulty 1: 3 cards, expected 4" in text
    assert "modern.json: card 'it-modern-01' Q1: question text also used by" in text

    del data["cards"][2]["series"]  # the real schema, not a stop-gap copy
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(tool.BuildError, match=r"card 'it-modern-03', field \(card\): a Period card needs 'series'"):
        tool.load_and_check()


def test_pack_telefilm_it_prints_its_counts_and_writes_with_out(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert tool.main(["--pack", "telefilm-it", "--check"]) == 0  # the built-in copy is up to date
    out = capsys.readouterr().out
    assert "telefilm-it (it, content-src/telefilm-it/): 180 cards, 720 questions" in out
    assert "series named: 135 of 135 Period cards, 180 of 180 Mix questions" in out
    assert "content-src/telefilm-it/mix.json: 45 cards; answers A 36 B 36 C 36 D 36 E 36" in out
    assert (ROOT / "resources" / "packs" / "telefilm-it" / "manifest.json").is_file()

    assert tool.main(["--pack", "telefilm-it", "--out", str(tmp_path)]) == 0
    pack = check_pack(tmp_path / "telefilm-it")  # the strict import checks
    assert pack.manifest.language == "it" and pack.counts["cards"] == 180 and pack.counts["questions"] == 720
    assert tool.main(["--pack", "telefilm-it", "--out", str(tmp_path), "--check"]) == 0


def test_the_stop_gap_checkers_are_gone_and_the_readmes_point_to_the_build_tool() -> None:
    assert not list((ROOT / "tools").glob("check_telefilm_it*.py"))
    for readme in (SRC / "telefilm-it").glob("README*.md"):
        text = readme.read_text(encoding="utf-8")
        assert "tools/build_packs.py --pack telefilm-it" in text and "check_telefilm_it" not in text
