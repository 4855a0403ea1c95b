"""The launcher starts without loading what only a running game needs (bench/startup.py measures the
time; this keeps the reason for it from regressing)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import json, sys
from gamesuite.ui.app import make_app
app = make_app([sys.argv[0]])
from gamesuite.ui.main_window import MainWindow
w = MainWindow(); w.interactive = False; w.resize(1280, 800); w.show(); w.launcher.grab()
titles = sorted(t.spec.title for t in w.launcher.tiles.values())
print(json.dumps({"modules": sorted(sys.modules), "titles": titles}))
"""


def test_the_launcher_lists_every_game_without_loading_an_engine(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    data = json.loads(out.stdout.strip().splitlines()[-1])
    loaded = set(data["modules"])
    heavy = {
        "gamesuite.rules.telefilm.engine",
        "gamesuite.rules.quizclub.engine",
        "gamesuite.rules.telma.engine",
        "gamesuite.rules.ciak.rules",
        "gamesuite.rules.ciak.engine",
        "gamesuite.ui.controller",
        "gamesuite.ui.scene.card",
        "gamesuite.ui.scene.view",
        "gamesuite.content",
        "pydantic",
        "gamesuite.ui.phones.hub",  # phone play starts only when asked (Game ▸ Play with phones…)
        "websockets",
        "segno",
    }
    assert not heavy & loaded, sorted(heavy & loaded)
    assert len(data["titles"]) == 4, data["titles"]
