"""Small helpers of the packaging tests."""

from __future__ import annotations

import os
import struct
from pathlib import Path


def app_env(data: Path) -> dict[str, str]:
    """The environment to run a frozen or installed app headless with its own data folder."""
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(data))


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG header (raises if the file is not a PNG)."""
    head = path.read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    return struct.unpack(">II", head[16:24])
