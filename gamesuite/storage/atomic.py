"""Atomic file writes: a crash or power cut leaves the old file or the new one, never half of each."""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path


def write_atomic(path: Path, data: bytes, *, retries: int = 5, retry_delay: float = 0.05) -> None:
    """Write ``data`` to ``path`` atomically.

    The bytes go to a temporary file in the same folder (same file system, so the rename is
    atomic), are flushed and fsynced, then ``os.replace`` swaps it in. On Windows the target
    can be briefly locked by a virus scanner or indexer; the replace is retried a bounded
    number of times before the error is raised. The temporary file never outlives a failure.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
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
