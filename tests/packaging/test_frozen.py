"""Build the standalone app with PyInstaller and run its --selftest (slow; .ci/run runs it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_frozen_app_builds_and_passes_its_selftest(tmp_path: Path) -> None:
    build = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
         "--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "build"),
         str(ROOT / "packaging" / "gamesuite.spec")],
        cwd=ROOT, capture_output=True, text=True, timeout=1200,
    )
    assert build.returncode == 0, build.stderr[-3000:]
    exe = tmp_path / "dist" / "GameSuite" / ("GameSuite.exe" if os.name == "nt" else "GameSuite")
    assert exe.exists()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(tmp_path / "data"))
    result = subprocess.run([str(exe), "--selftest"], capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 problems" in result.stdout
    # the bundle carries only the Qt pieces the app uses
    internal = exe.parent / "_internal"
    names = {p.name for p in internal.rglob("*")}
    assert not any(n.startswith(("libQt6Quick", "libQt6Qml", "libQt6WebEngine", "libQt6Pdf")) for n in names)


def test_selftest_runs_from_source_on_one_screen(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "gamesuite", "--selftest"], cwd=ROOT, capture_output=True,
                            text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 problems" in result.stdout
