"""``python -m gamesuite.content``: check prints counts, bad packs exit 1 with the message."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from gamesuite.content.__main__ import main
from gamesuite.paths import resources_dir

PACKS = resources_dir() / "packs"


@pytest.fixture()
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(data))
    return data


def count_of(out: str, label: str) -> int:
    match = re.search(rf"^\s+{re.escape(label)}\s+(\d+)$", out, re.MULTILINE)
    assert match, f"{label!r} not in output:\n{out}"
    return int(match.group(1))


def test_check_prints_quizclub_counts_per_category_character_and_type(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(PACKS / "quizclub-en")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("OK: quizclub-en — Quiz Club — English deck (quizclub, en, version 1.0")
    assert "cards: 160  sides: 320  questions: 960" in out
    counts = json.loads((PACKS / "quizclub-en" / "manifest.json").read_text(encoding="utf-8"))["counts"]
    assert count_of(out, "Sports (sports)") == counts["category.sports"]
    assert count_of(out, "Food & Drink (food_drink)") == counts["category.food_drink"]
    assert count_of(out, "esther") == counts["character.esther"]
    assert count_of(out, "multiple_choice") == counts["type.multiple_choice"]


def test_check_prints_telefilm_counts_per_genre_period_and_difficulty(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(PACKS / "telefilm-en"), "--game", "telefilm"]) == 0
    out = capsys.readouterr().out
    assert "cards: 180  questions: 720" in out
    assert count_of(out, "comedy") == 36
    assert count_of(out, "vintage") == 45
    assert count_of(out, "mix") == 45
    assert sum(count_of(out, str(d)) for d in (1, 2, 3)) == 180


def test_check_reads_a_zip_and_refuses_a_bad_one(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.zip"
    with zipfile.ZipFile(good, "w", zipfile.ZIP_DEFLATED) as zf:
        for name in ("manifest.json", "cards.json"):
            zf.write(PACKS / "telefilm-en" / name, name)
    assert main(["check", str(good)]) == 0
    assert "genre:" in capsys.readouterr().out
    bad = tmp_path / "bad.zip"
    with zipfile.ZipFile(bad, "w") as zf:
        zf.writestr("manifest.json", (PACKS / "telefilm-en" / "manifest.json").read_bytes())
        zf.writestr("../cards.json", b"{}")
    assert main(["check", str(bad)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip() == "error: bad.zip: member '../cards.json': '..' would leave the pack folder"
    assert main(["check", str(good), "--game", "quizclub"]) == 1
    assert "this is a telefilm pack, not a quizclub pack" in capsys.readouterr().err


def test_import_then_list_and_remove(tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "mine"
    src.mkdir()
    cards = json.loads((PACKS / "quizclub-en" / "cards.json").read_text(encoding="utf-8"))["cards"][:2]
    (src / "cards.json").write_text(json.dumps({"cards": [dict(c, id=f"m-{i}") for i, c in enumerate(cards)]}))
    (src / "manifest.json").write_text(json.dumps({"id": "mine", "name": "Mine", "game": "quizclub",
                                                   "language": "en", "version": "2", "author": "Me"}))
    assert main(["import", str(src)]) == 0
    assert "imported mine version 2 into" in capsys.readouterr().out
    assert main(["list", "quizclub"]) == 0
    assert re.search(r"quizclub\s+mine\s+v2\s+2 cards", capsys.readouterr().out)
    assert main(["remove", "mine"]) == 0
    assert main(["remove", "mine"]) == 1
    assert "no imported pack has the id 'mine'" in capsys.readouterr().err


def test_module_entry_point_runs() -> None:
    run = subprocess.run([sys.executable, "-m", "gamesuite.content", "check", str(PACKS / "quizclub-en")],
                         capture_output=True, text=True, timeout=60, cwd=Path(__file__).resolve().parents[2])
    assert run.returncode == 0, run.stderr
    assert "category:" in run.stdout and "Literature (literature)" in run.stdout
