"""The saves folder: one autosave file per game session, manual saves, and the last-N rotation.

Cheap at start-up: listing saves and finding the newest one reads only the head of each file
(the first fields pydantic writes: format, version, saved_at, game, title), never a whole file;
the pydantic validation in :mod:`gamesuite.storage.saves` is imported only when a save is opened.

Nothing in the folder can stop the app: every function here returns a value for any file
(damaged, foreign, huge, vanishing while listed) and never raises for one.
Two running copies share the folder safely: a copy holds a lock on each save it has open
(:mod:`gamesuite.storage.locks`), never writes a save another copy holds, and never prunes one.
"""

from __future__ import annotations

import codecs
import contextlib
import json
import logging
import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gamesuite.storage import locks

if TYPE_CHECKING:
    from gamesuite.storage.saves import SaveFile

log = logging.getLogger(__name__)

SAVE_VERSION = 1  # bump when the save format changes; older saves must keep loading
KEEP_SAVES = 10
SAVE_SUFFIX = ".gsave.json"
MAX_SAVE_BYTES = 32 * 1024 * 1024  # a bigger file is refused before it is read (docs/saves.md)
HEAD_BYTES = 64 * 1024  # what peek() reads: the head fields come first in every save we write
PEEK_FULL_BYTES = 1024 * 1024  # a small save written in another field order is parsed whole
MAX_TITLE_CHARS = 300
HEAD_FIELDS = ("format", "version", "app_version", "saved_at", "game", "title")


class SaveLocked(OSError):
    """The save is open in another running copy of the app; it was not written."""


@dataclass(frozen=True)
class SaveSummary:
    """What the launcher shows about a save, read without full validation."""

    game: str
    title: str
    saved_at: str


def _file_size(path: Path) -> int | None:
    """The size of a regular file, or None (missing, unreadable, a folder, a pipe, a device)."""
    try:
        info = Path(path).stat()
    except OSError:
        return None
    return info.st_size if stat.S_ISREG(info.st_mode) else None


def read_head(path: Path) -> dict[str, Any] | None:
    """The scalar fields at the start of a save's top-level object, reading at most HEAD_BYTES.

    Stops at the first field whose value is an object or array (``config``). Returns None for
    anything that does not start like a JSON object. Never raises.
    """
    try:
        with Path(path).open("rb") as fh:
            head = fh.read(HEAD_BYTES)
    except OSError:
        return None
    text = codecs.getincrementaldecoder("utf-8")("replace").decode(head, final=False)  # a cut last char is dropped
    decoder = json.JSONDecoder(parse_constant=lambda _c: None)
    out: dict[str, Any] = {}
    i = _skip_ws(text, 0)
    if not text.startswith("{", i):
        return None
    i += 1
    try:
        while len(out) < 64:
            i = _skip_ws(text, i)
            if not text.startswith('"', i):
                break
            key, i = decoder.raw_decode(text, i)
            i = _skip_ws(text, i)
            if not text.startswith(":", i):
                break
            i = _skip_ws(text, i + 1)
            if i >= len(text) or text[i] in "[{":
                break
            value, i = decoder.raw_decode(text, i)
            out.setdefault(key, value)
            i = _skip_ws(text, i)
            if not text.startswith(",", i):
                break
            i += 1
    except (ValueError, RecursionError):  # a cut or damaged head: keep what was read
        pass
    return out


def _skip_ws(text: str, i: int) -> int:
    n = len(text)
    while i < n and text[i] in " \t\r\n":
        i += 1
    return i


def _summary(raw: dict[str, Any]) -> SaveSummary | None:
    if raw.get("format") != "gamesuite-save":
        return None
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= SAVE_VERSION:
        return None
    game, saved_at, title = raw.get("game"), raw.get("saved_at"), raw.get("title")
    if not isinstance(game, str) or not isinstance(saved_at, str) or not game or len(game) > 64 or len(saved_at) > 64:
        return None
    if not isinstance(title, str) or not title.strip():
        title = game
    return SaveSummary(game, " ".join(title.split())[:MAX_TITLE_CHARS], saved_at)


def peek(path: Path) -> SaveSummary | None:
    """The title of a save that looks loadable, or None for anything damaged, foreign or too big.

    Reads the head of the file only (bounded), so it is cheap for any file. Never raises.
    """
    size = _file_size(path)
    if size is None or size > MAX_SAVE_BYTES:
        return None
    head = read_head(path)
    if head is None:
        return None
    if any(k not in head for k in ("format", "version", "saved_at", "game")) and size <= PEEK_FULL_BYTES:
        head = _read_small(path)  # a save written in another field order: small enough to parse whole
        if head is None:
            return None
    return _summary(head)


def _read_small(path: Path) -> dict[str, Any] | None:
    from gamesuite.rules.packing import loads_bounded

    try:
        raw = loads_bounded(Path(path).read_bytes(), max_string=MAX_SAVE_BYTES)
    except (OSError, ValueError):
        return None
    return raw if isinstance(raw, dict) else None


class SaveStore:
    """The saves folder: autosave per game session, manual saves, and the last-N rotation."""

    def __init__(self, folder: Path, *, clean: bool = True) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self._claimed: set[Path] = set()
        self._unreadable: dict[Path, tuple[int, int]] = {}  # path -> (size, mtime_ns) when it failed
        if clean:
            self.clean_stale()

    # ------------------------------------------------------------------ housekeeping
    def clean_stale(self) -> list[Path]:
        """Remove what a crash or kill left behind: temporary files of interrupted writes, and
        lock files of saves that are gone and that no running copy holds. Returns what was removed."""
        from gamesuite.storage.atomic import clean_stale_temp_files

        removed = clean_stale_temp_files(self.folder, SAVE_SUFFIX)
        try:
            lock_files = [p for p in self.folder.glob(f".*{SAVE_SUFFIX}{locks.LOCK_SUFFIX}")]
        except OSError:
            lock_files = []
        for lock in lock_files:
            if locks.remove_stale_lock(lock):
                removed.append(lock)
        if removed:
            log.info("removed %d leftover file(s) from %s", len(removed), self.folder)
        return removed

    # ------------------------------------------------------------------ paths and locks
    def new_path(self, game: str, stamp: str | None = None) -> Path:
        if stamp is None:  # UTC to the microsecond (time, not datetime: cheaper at start-up)
            ns = time.time_ns()
            stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(ns // 10**9)) + f"-{ns // 1000 % 10**6:06d}"
        path = self.folder / f"{game}-{stamp}{SAVE_SUFFIX}"
        n = 1
        while path.exists() or locks.lock_path(path).exists():  # never reuse a name another copy may hold
            n += 1
            path = self.folder / f"{game}-{stamp}-{n}{SAVE_SUFFIX}"
        return path

    def claim(self, path: Path) -> bool:
        """Hold ``path`` for this copy of the app (False: another running copy has it open)."""
        if locks.claim(path):
            self._claimed.add(Path(path))
            return True
        return False

    def release(self, path: Path) -> None:
        locks.release(path)
        self._claimed.discard(Path(path))

    def release_all(self) -> None:
        """Let go of every save this store holds (the game was closed)."""
        for path in list(self._claimed):
            self.release(path)

    def held_elsewhere(self, path: Path) -> bool:
        """Whether another running copy of the app has ``path`` open."""
        return locks.held_elsewhere(path)

    # ------------------------------------------------------------------ writing
    def write(self, path: Path, save: SaveFile) -> None:
        """Write a save (atomically) and prune old ones; raises SaveLocked, never overwriting a save
        another running copy has open. The written save stays held by this copy until released."""
        from gamesuite.storage.saves import write_save

        path = Path(path)
        if not self.claim(path):
            raise SaveLocked(f"{path.name} is open in another copy of GameSuite, so this copy did not "
                             "overwrite it. Close the game in one of them.")
        write_save(path, save)
        self.prune(protect=path)

    def copy_for_this_copy(self, save: SaveFile, game: str) -> Path:
        """Write ``save`` under a new name held by this copy (a second copy opening a held save)."""
        from gamesuite.storage.saves import write_save

        path = self.new_path(game)
        if not self.claim(path):  # pragma: no cover - a fresh name nobody else can hold
            raise SaveLocked(f"{path.name} is held by another copy of GameSuite")
        write_save(path, save)
        return path

    # ------------------------------------------------------------------ listing
    def list(self) -> list[Path]:
        """Save files, newest first (by modification time, then name); files that vanish or cannot
        be looked at while listing are left out."""
        found: list[tuple[float, str, Path]] = []
        try:
            candidates = list(self.folder.glob(f"*{SAVE_SUFFIX}"))
        except OSError:
            return []
        for p in candidates:
            try:
                info = p.stat()
            except OSError:  # removed (another copy pruned it) or unreadable between listing and stat
                continue
            if not os.path.isfile(p):
                continue
            found.append((info.st_mtime, p.name, p))
        found.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [p for _m, _n, p in found]

    def prune(self, keep: int = KEEP_SAVES, protect: Path | None = None) -> list[Path]:
        """Keep the newest ``keep`` saves that look loadable; returns the files deleted.

        Reads only each file's name, time and head (never a whole file). Never deletes a file
        whose head is not a GameSuite save (damaged, foreign, too big, newer version), the
        ``protect`` path, a save this copy has open, or a save another running copy has open.
        """
        deleted: list[Path] = []
        kept = 0
        for p in self.list():
            if peek(p) is None:
                continue
            kept += 1
            if kept <= keep or (protect is not None and p == Path(protect)) or locks.held_here(p):
                continue
            if locks.remove_with_lock(p):
                deleted.append(p)
        return deleted

    def note_unreadable(self, path: Path) -> None:
        """Remember that ``path`` failed to open (until the file changes): Continue skips it."""
        with contextlib.suppress(OSError):
            info = Path(path).stat()
            self._unreadable[Path(path)] = (info.st_size, info.st_mtime_ns)

    def _known_unreadable(self, path: Path) -> bool:
        mark = self._unreadable.get(Path(path))
        if mark is None:
            return False
        try:
            info = Path(path).stat()
        except OSError:
            return True
        return mark == (info.st_size, info.st_mtime_ns)

    def latest(self) -> tuple[Path, SaveSummary] | None:
        """The newest save that looks loadable, skipping damaged ones (cheap: heads only). Never raises."""
        for p in self.list():
            if self._known_unreadable(p):
                continue
            summary = peek(p)
            if summary is not None:
                return p, summary
        return None

    def entries(self) -> list[tuple[Path, SaveFile | None, str]]:
        """Every save with its parsed content or the reason it cannot be opened (a sentence)."""
        from gamesuite.storage.saves import SaveError, read_save

        out: list[tuple[Path, SaveFile | None, str]] = []
        for p in self.list():
            try:
                out.append((p, read_save(p), ""))
            except SaveError as exc:
                out.append((p, None, str(exc)))
        return out
