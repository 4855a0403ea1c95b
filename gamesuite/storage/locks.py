"""One lock per open save, held by an OS file lock that dies with the process.

Why: two running copies of the app could each continue the same save and overwrite each
other's moves, and one copy's "keep the newest 10" pruning could delete the save another copy
is playing. A copy that opens a save holds ``.<save name>.lock`` next to it (``flock`` on POSIX,
``msvcrt.locking`` on Windows) until the game is closed; the OS drops the lock when the process
ends, however it ends (a crash or a kill leaves no stale lock behind).

What to avoid: deleting a lock file that another process may hold (it would lock a file nobody
else can see); a lock file is removed only together with its save, while we hold it. Locks
are per process: this module remembers the ones it holds, so asking again from the same
process answers "held here", not "held elsewhere".
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        with contextlib.suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


LOCK_SUFFIX = ".lock"
_HELD: dict[Path, int] = {}  # save path -> open descriptor of its lock file (this process)


def lock_path(save: Path) -> Path:
    """The lock file of a save: ``.<save name>.lock`` in the same folder."""
    save = Path(save)
    return save.with_name(f".{save.name}{LOCK_SUFFIX}")


def _key(save: Path) -> Path:
    return Path(os.path.abspath(save))


def _open(save: Path) -> int | None:
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        return os.open(lock_path(save), flags, 0o644)
    except OSError:
        return None


def claim(save: Path) -> bool:
    """Hold the save's lock for this process (True), or False when another live process holds it.

    Claiming a save this process already holds is a no-op that returns True. When the lock file
    cannot even be created (a read-only folder) the save is treated as free: locking protects
    against a second copy of the app, it must not stop the only copy from working.
    """
    key = _key(save)
    if key in _HELD:
        return True
    fd = _open(key)
    if fd is None:
        return True
    if not _try_lock(fd):
        os.close(fd)
        return False
    with contextlib.suppress(OSError):  # who holds it, for a person looking at the folder
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
    _HELD[key] = fd
    return True


def release(save: Path) -> None:
    """Let go of the save's lock if this process holds it (the lock file stays: see above)."""
    fd = _HELD.pop(_key(save), None)
    if fd is not None:
        _unlock(fd)
        os.close(fd)


def held_here(save: Path) -> bool:
    return _key(save) in _HELD


def held_elsewhere(save: Path) -> bool:
    """Whether another live process holds the save's lock (checked by trying to take it)."""
    key = _key(save)
    if key in _HELD or not lock_path(key).exists():
        return False
    fd = _open(key)
    if fd is None:
        return False
    try:
        if _try_lock(fd):
            _unlock(fd)
            return False
        return True
    finally:
        os.close(fd)


def remove_with_lock(save: Path) -> bool:
    """Delete a save and its lock file unless another process holds it; True if it was deleted."""
    key = _key(save)
    if key in _HELD:
        return False
    fd = _open(key)
    if fd is not None and not _try_lock(fd):
        os.close(fd)
        return False
    try:
        key.unlink(missing_ok=True)
        with contextlib.suppress(OSError):
            lock_path(key).unlink(missing_ok=True)
        return True
    except OSError:
        return False
    finally:
        if fd is not None:
            _unlock(fd)
            os.close(fd)


def remove_stale_lock(lock: Path) -> bool:
    """Remove a lock file whose save is gone and that no process holds; True if removed."""
    name = lock.name
    if not (name.startswith(".") and name.endswith(LOCK_SUFFIX)):
        return False
    save = lock.with_name(name[1:-len(LOCK_SUFFIX)])
    key = _key(save)
    if key in _HELD or save.exists():
        return False
    fd = _open(key)
    if fd is None:
        return False
    try:
        if not _try_lock(fd):
            return False
        with contextlib.suppress(OSError):
            lock.unlink()
        return True
    finally:
        _unlock(fd)
        os.close(fd)
