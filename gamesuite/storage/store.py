"""The saves folder: one autosave file per game session, manual saves, and the last-N rotation.

Cheap at start-up: listing saves and finding the newest one reads plain JSON; the pydantic
validation in :mod:`gamesuite.storage.saves` is imported only when a save is opened or pruned.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gamesuite.storage.saves import SaveFile

SAVE_VERSION = 1  # bump when the save format changes; older saves must keep loading
KEEP_SAVES = 10
SAVE_SUFFIX = ".gsave.json"


@dataclass(frozen=True)
class SaveSummary:
    """What the launcher shows about a save, read without full validation."""

    game: str
    title: str
    saved_at: str


def peek(path: Path) -> SaveSummary | None:
    """The title of a save that looks loadable, or None for anything damaged or foreign."""
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None
    if not isinstance(raw, dict) or raw.get("format") != "gamesuite-save":
        return None
    version = raw.get("version")
    if not isinstance(version, int) or version > SAVE_VERSION:
        return None
    if not all(isinstance(raw.get(k), str) for k in ("game", "saved_at")) or not isinstance(raw.get("actions"), list):
        return None
    return SaveSummary(raw["game"], str(raw.get("title") or raw["game"]), raw["saved_at"])


class SaveStore:
    """The saves folder: autosave per game session, manual saves, and the last-N rotation."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)

    def new_path(self, game: str, stamp: str | None = None) -> Path:
        if stamp is None:  # UTC to the microsecond (time, not datetime: cheaper at start-up)
            ns = time.time_ns()
            stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(ns // 10**9)) + f"-{ns // 1000 % 10**6:06d}"
        return self.folder / f"{game}-{stamp}{SAVE_SUFFIX}"

    def write(self, path: Path, save: SaveFile) -> None:
        from gamesuite.storage.saves import write_save

        write_save(path, save)
        self.prune()

    def list(self) -> list[Path]:
        """Save files, newest first (by modification time, then name)."""
        files = [p for p in self.folder.glob(f"*{SAVE_SUFFIX}") if p.is_file()]
        return sorted(files, key=lambda p: (p.stat().st_mtime, p.name), reverse=True)

    def prune(self, keep: int = KEEP_SAVES) -> None:
        """Keep the newest ``keep`` readable saves; unreadable files are never deleted."""
        from gamesuite.storage.saves import SaveError, read_save

        readable = []
        for p in self.list():
            try:
                read_save(p)
            except SaveError:
                continue
            readable.append(p)
        for p in readable[keep:]:
            p.unlink(missing_ok=True)

    def latest(self) -> tuple[Path, SaveSummary] | None:
        """The newest save that looks loadable, skipping damaged ones (cheap: no validation)."""
        for p in self.list():
            summary = peek(p)
            if summary is not None:
                return p, summary
        return None

    def entries(self) -> list[tuple[Path, SaveFile | None, str]]:
        """Every save with its parsed content or the reason it cannot be opened."""
        from gamesuite.storage.saves import SaveError, read_save

        out: list[tuple[Path, SaveFile | None, str]] = []
        for p in self.list():
            try:
                out.append((p, read_save(p), ""))
            except SaveError as exc:
                out.append((p, None, str(exc)))
        return out
