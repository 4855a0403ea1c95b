"""Installed packs load from the validation cache (no pydantic at game start) while they are unchanged, and
are validated again as soon as a file of theirs changes (gamesuite.content._cached)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gamesuite.content import PackError, load_content, pack_choices
from gamesuite.paths import resources_dir

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import hashlib, json, sys
from gamesuite.content import load_content, pack_choices
content = load_content("quizclub")
choices = pack_choices("quizclub")
print(json.dumps({"pydantic": "pydantic" in sys.modules,
                  "digest": hashlib.sha256(json.dumps([content, choices], sort_keys=True).encode()).hexdigest()}))
"""


def _probe(data_dir: Path) -> dict:
    env = dict(os.environ, GAMESUITE_DATA_DIR=str(data_dir))
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, cwd=ROOT,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_an_unchanged_pack_loads_the_same_content_without_pydantic(tmp_path: Path) -> None:
    first = _probe(tmp_path)
    assert first["pydantic"]  # nothing cached yet: validated
    assert list((tmp_path / "cache" / "packs").glob("*.json"))
    second = _probe(tmp_path)
    assert not second["pydantic"]
    assert second["digest"] == first["digest"]


@pytest.fixture
def my_pack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An imported copy of the Italian Quiz Club deck, under its own id."""
    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(tmp_path))
    folder = tmp_path / "packs" / "my-quiz"
    shutil.copytree(resources_dir() / "packs" / "quizclub-it", folder)
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    manifest["id"] = "my-quiz"
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return folder


def _first_question(content: dict) -> str:
    return content["cards"][0]["light"]["questions"][0]["text"]


def test_a_changed_pack_is_validated_again(my_pack: Path) -> None:
    before = load_content("quizclub", ["my-quiz"])
    assert load_content("quizclub", ["my-quiz"]) == before  # from the cache
    cards = json.loads((my_pack / "cards.json").read_text(encoding="utf-8"))
    cards["cards"][0]["light"]["questions"][0]["text"] = "  Una domanda cambiata?  "
    (my_pack / "cards.json").write_text(json.dumps(cards), encoding="utf-8")
    # validated again: the new text, normalised as validation does (the cache never hands back the old one)
    assert _first_question(load_content("quizclub", ["my-quiz"])) != _first_question(before)
    assert "cambiata" in _first_question(load_content("quizclub", ["my-quiz"]))
    cards["cards"][0]["light"]["questions"][0]["text"] = ""
    (my_pack / "cards.json").write_text(json.dumps(cards), encoding="utf-8")
    with pytest.raises(PackError):
        load_content("quizclub", ["my-quiz"])


def test_a_changed_manifest_is_read_again(my_pack: Path) -> None:
    assert any(pid == "my-quiz" for pid, _label in pack_choices("quizclub"))
    manifest = json.loads((my_pack / "manifest.json").read_text(encoding="utf-8"))
    manifest["version"] = "7.5"
    (my_pack / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert any(pid == "my-quiz" and "v7.5" in label for pid, label in pack_choices("quizclub"))
    manifest["version"] = "not a version!"
    (my_pack / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert all(pid != "my-quiz" for pid, _label in pack_choices("quizclub"))  # invalid: skipped, not cached


def test_a_damaged_cache_is_ignored(my_pack: Path, tmp_path: Path) -> None:
    before = load_content("quizclub", ["my-quiz"])
    entries = list((tmp_path / "cache" / "packs").glob("*.json"))
    assert entries
    for i, entry in enumerate(entries):
        entry.write_text(["not json", "[1, 2]", '{"key": 1, "value": {"cards": []}}'][i % 3], encoding="utf-8")
    assert load_content("quizclub", ["my-quiz"]) == before
