"""Packaging fixtures: one PyInstaller build per test session, shared by the frozen selftest, the
.deb and the .tar.gz tests (the build is the slow part), and the packaging scripts as a module."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def _import(name: str) -> ModuleType:
    if str(PACKAGING) not in sys.path:
        sys.path.insert(0, str(PACKAGING))
    return importlib.import_module(name)


@pytest.fixture(scope="session")
def package() -> ModuleType:
    """packaging/package.py"""
    return _import("package")


@pytest.fixture(scope="session")
def meta() -> ModuleType:
    """packaging/meta.py"""
    return _import("meta")


@pytest.fixture(scope="session")
def icons(tmp_path_factory: pytest.TempPathFactory, package: ModuleType) -> Path:
    """The generated icon files (tools/make_icons.py), once per session."""
    return package.make_icons(tmp_path_factory.mktemp("icons"))


@pytest.fixture(scope="session")
def frozen_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The onedir app built by packaging/gamesuite.spec, once per session."""
    base = tmp_path_factory.mktemp("frozen")
    build = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
         "--distpath", str(base / "dist"), "--workpath", str(base / "build"), str(PACKAGING / "gamesuite.spec")],
        cwd=ROOT, capture_output=True, text=True, timeout=1800,
    )
    assert build.returncode == 0, build.stdout[-2000:] + build.stderr[-3000:]
    return base / "dist" / "GameSuite"
