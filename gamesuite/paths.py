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
        from platformdirs import user_data_path

        path = user_data_path("GameSuite", "GameSuite")
    path.mkdir(parents=True, exist_ok=True)
    return path
