"""Where things live: bundled resources (checkout or frozen app) and the user's data folders."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def resources_dir() -> Path:
    """The ``resources/`` folder, in a checkout or inside a PyInstaller bundle."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def user_data_dir() -> Path:
    """Per-user data (saves, logs, imported packs); ``GAMESUITE_DATA_DIR`` overrides it (tests)."""
    override = os.environ.get("GAMESUITE_DATA_DIR")
    if override:
        path = Path(override)
    else:
        path = _linux_data_dir() or _platform_data_dir()
    path.mkdir(parents=True, exist_ok=True)
    return path


def _platform_data_dir() -> Path:
    from platformdirs import user_data_path

    return user_data_path("GameSuite", "GameSuite")


def _linux_data_dir() -> Path | None:
    """What platformdirs answers on Linux in the usual cases (``$XDG_DATA_HOME/GameSuite`` when that is an
    absolute path, else ``$HOME/.local/share/GameSuite`` when HOME is absolute), without importing it: its
    import cost ~10-15 ms before the launcher's first frame. None elsewhere (platformdirs decides)."""
    if not sys.platform.startswith("linux") or hasattr(sys, "getandroidapilevel") or os.environ.get("ANDROID_ROOT"):
        return None
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if os.path.isabs(xdg):
        return Path(xdg) / "GameSuite"
    home = os.environ.get("HOME", "")
    if xdg == "" and os.path.isabs(home):
        return Path(home) / ".local" / "share" / "GameSuite"
    return None
