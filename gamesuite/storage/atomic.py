"""Atomic file writes: a crash or power cut leaves the old file or the new one, never half of each."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
STALE_AFTER = 600.0  # seconds: a temporary file this old is left over, whoever wrote it


def write_atomic(path: Path, data: bytes, *, retries: int = 5, retry_delay: float = 0.05) -> None:
    """Write ``data`` to ``path`` atomically.

    The bytes go to a temporary file in the same folder (same file system, so the rename is
    atomic), are flushed and fsynced, then ``os.replace`` swaps it in. On Windows the target
    can be briefly locked by a virus scanner or indexer; the replace is retried a bounded
    number of times before the error is raised. The temporary file never outlives a failure
    this process survives; one left by a crash or a kill (``.<name>.<pid>.<random>.tmp``) is
    removed by :func:`clean_stale_temp_files` at the next start.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=TEMP_SUFFIX, dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        for attempt in range(retries + 1):
            try:
                os.replace(tmp, path)
                break
            except PermissionError:
                if attempt == retries:
                    raise
                time.sleep(retry_delay * (attempt + 1))
        _fsync_dir(path.parent)
    finally:
        if tmp.exists():
            with contextlib.suppress(OSError):
                tmp.unlink()


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        dfd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


def _pid_alive(pid: int) -> bool:
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if os.name != "posix":  # no cheap, safe check: rely on the age alone
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists but belongs to someone else
        return True
    return True


def clean_stale_temp_files(folder: Path, names_ending: str, *, older_than: float = STALE_AFTER) -> list[Path]:
    """Remove temporary files :func:`write_atomic` left in ``folder`` after a crash or a kill.

    Only ``.<name>.<pid>.<random>.tmp`` files whose ``<name>`` ends with ``names_ending`` are
    considered; one is stale when the process that wrote it is gone (POSIX) or when it is older
    than ``older_than`` seconds (a write takes milliseconds). Returns the files removed.
    """
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return removed
    for entry in entries:
        name = entry.name
        if not (name.startswith(".") and name.endswith(TEMP_SUFFIX)):
            continue
        parts = name[1:-len(TEMP_SUFFIX)].rsplit(".", 2)  # <name>, <pid>, <random> (old files: no pid)
        if not parts or names_ending not in name:
            continue
        pid = int(parts[1]) if len(parts) == 3 and parts[1].isdigit() else 0
        try:
            info = entry.lstat()
        except OSError:
            continue
        if not stat.S_ISREG(info.st_mode):
            continue
        if (pid and not _pid_alive(pid)) or now - info.st_mtime > older_than:
            with contextlib.suppress(OSError):
                entry.unlink()
                removed.append(entry)
    return removed
