"""The standalone app (PyInstaller) passes its --selftest, says its version and carries the icon and
licence files (slow: the build is shared with the Linux package tests; .ci/run runs it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gamesuite import __version__
from tests.packaging.helpers import app_env

ROOT = Path(__file__).resolve().parents[2]


def _exe(app: Path) -> Path:
    return app / ("GameSuite.exe" if os.name == "nt" else "GameSuite")


@pytest.mark.slow
def test_frozen_app_builds_and_passes_its_selftest(frozen_app: Path, tmp_path: Path) -> None:
    exe = _exe(frozen_app)
    assert exe.exists()
    result = subprocess.run([str(exe), "--selftest"], capture_output=True, text=True, timeout=300,
                            env=app_env(tmp_path / "data"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 problems" in result.stdout
    # the bundle carries only the Qt pieces the app uses
    internal = exe.parent / "_internal"
    names = {p.name for p in internal.rglob("*")}
    assert not any(n.startswith(("libQt6Quick", "libQt6Qml", "libQt6WebEngine", "libQt6Pdf")) for n in names)
    # nor the type checker that pydantic's mypy plug-in would drag in
    assert not (internal / "mypy").exists()


@pytest.mark.slow
def test_frozen_app_says_its_version_and_ships_icons_and_licences(frozen_app: Path) -> None:
    out = subprocess.run([str(_exe(frozen_app)), "--version"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"GameSuite {__version__}"
    resources = frozen_app / "_internal" / "resources"
    for size in (16, 32, 48, 256):
        assert (resources / "icons" / f"gamesuite-{size}.png").is_file()
    for name in ("index.json", "LGPL-3.0.txt", "GPL-3.0.txt", "Inter-OFL-1.1.txt", "pydantic.txt", "platformdirs.txt"):
        assert (resources / "licenses" / name).is_file(), name


def test_selftest_runs_from_source_on_one_screen(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "gamesuite", "--selftest"], cwd=ROOT, capture_output=True,
                            text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 problems" in result.stdout
