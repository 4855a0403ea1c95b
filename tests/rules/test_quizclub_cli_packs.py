"""``python -m gamesuite.rules simulate --packs``: Quiz Club played with both expansions sorted in (issue #16)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from gamesuite.rules.__main__ import main

ROOT = Path(__file__).resolve().parents[2]
BOTH = "quizclub-en,quizclub-exp-boardgames,quizclub-exp-travel"


def last_json(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


def test_simulate_with_both_expansions_and_their_characters(capsys: pytest.CaptureFixture[str]) -> None:
    options = json.dumps({"character_1": "frieda", "character_2": "jonas", "character_4": "emma",
                          "character_3": "gregori"})  # two pairs of same-colour cards, the default allows it
    assert main(["simulate", "--game", "quizclub", "--players", "5", "--games", "12", "--seed", "16",
                 "--packs", BOTH, "--options", options]) == 0
    summary = last_json(capsys.readouterr().out)
    assert summary["games"] == 12 and summary["failures"] == 0 and summary["actions"] > 12 * 60


def test_simulate_refuses_an_unknown_pack_or_a_character_of_a_pack_left_out(capsys: pytest.CaptureFixture[str]
                                                                            ) -> None:
    assert main(["simulate", "--game", "quizclub", "--games", "1", "--packs", "quizclub-en,nope"]) == 2
    assert "no question pack of quizclub has the id 'nope'" in capsys.readouterr().err
    code = main(["simulate", "--game", "quizclub", "--games", "2", "--packs", "quizclub-en,quizclub-exp-travel",
                 "--options", json.dumps({"character_1": "frieda"})])
    assert code == 2 and "'frieda' is not a character of this game" in capsys.readouterr().err


def test_the_module_runs_with_packs_from_the_command_line() -> None:
    run = subprocess.run([sys.executable, "-m", "gamesuite.rules", "simulate", "--game", "quizclub", "--players",
                          "3", "--games", "2", "--seed", "5", "--packs", BOTH, "--options",
                          json.dumps({"character_1": "jonas", "character_2": "frieda"})],
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert last_json(run.stdout)["failures"] == 0
