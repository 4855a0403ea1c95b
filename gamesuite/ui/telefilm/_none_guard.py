"""Work around PySide6 6.12's reference-count bug on Python 3.11 (see gamesuite/ui/telma/_none_guard.py).

Every void C++ method returns ``None`` without a reference, so each ``painter.setPen(...)`` lowers
``None``'s count by one and a long game aborts with "none_dealloc: deallocating None". Giving
``None`` a huge count once, as Python 3.12 does for immortal objects, is enough. The guard belongs in
the app's start-up for every game; until it is there, each game package applies it on import.
"""

from __future__ import annotations

import ctypes
import platform
import sys

_BOOST = 1 << 50


def guard_none_refcount() -> bool:
    """Make ``None`` practically immortal on CPython < 3.12; returns whether it was needed."""
    if sys.version_info >= (3, 12) or platform.python_implementation() != "CPython":
        return False
    refcnt = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is the first field of every object
    if refcnt.value < _BOOST // 2:
        refcnt.value += _BOOST
    return True
