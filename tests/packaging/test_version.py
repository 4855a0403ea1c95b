"""One version number, set in gamesuite/__init__.py and read everywhere else."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

from gamesuite import __version__

ROOT = Path(__file__).resolve().parents[2]


def test_pyproject_takes_the_version_from_the_package() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"]
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "gamesuite.__version__"}


def test_packaging_reads_the_same_version(meta: ModuleType, tmp_path: Path) -> None:
    assert __version__ == meta.VERSION
    fake = tmp_path / "__init__.py"
    fake.write_text('"""doc"""\n\n__version__ = "2.3.4rc1"\n', encoding="utf-8")
    assert meta.read_version(fake) == "2.3.4rc1"
    assert meta.numeric_version("2.3.4rc1") == (2, 3, 4, 0)
    assert meta.numeric_version("2.3.4.post7") == (2, 3, 4, 0)
    assert meta.numeric_version("1.0") == (1, 0, 0, 0)


def test_installer_names(meta: ModuleType) -> None:
    assert meta.installer_name("deb", "1.2.0", "linux", "x86_64") == "GameSuite-1.2.0-linux-x86_64.deb"
    assert re.fullmatch(rf"GameSuite-{re.escape(__version__)}-(linux|windows|macos)-[a-z0-9_]+\.exe",
                        meta.installer_name("exe"))
    assert meta.arch_name("AMD64") == "x86_64"
    assert meta.arch_name("aarch64") == "arm64"


def test_macos_and_windows_metadata_carry_the_version(meta: ModuleType) -> None:
    plist = meta.info_plist()
    assert plist["CFBundleShortVersionString"] == __version__
    types = {t for d in plist["CFBundleDocumentTypes"] for t in d["LSItemContentTypes"]}
    assert {"public.json", "public.zip-archive"} <= types
    strings = dict(meta.windows_version_strings())
    assert strings["ProductVersion"] == strings["FileVersion"] == __version__
    assert strings["OriginalFilename"] == "GameSuite.exe"


def test_the_command_line_says_the_version() -> None:
    out = subprocess.run([sys.executable, "-m", "gamesuite", "--version"], capture_output=True, text=True,
                         cwd=ROOT, timeout=60, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"GameSuite {__version__}"
