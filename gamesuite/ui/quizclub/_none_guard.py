"""Work around a reference-count bug of PySide6-Essentials 6.12.0 on Python 3.11.

Every void C++ method (``painter.setPen``, ``item.setPos``, ``label.setText`` ...) returns
``None`` without taking a reference. On Python >= 3.12 ``None`` is immortal and nothing
happens; on 3.11 each call lowers ``None``'s count by one, and a Quiz Club game (about 20
void calls per painted item, thousands per action) aborts after a few dozen moves with
"none_dealloc: deallocating None". Giving ``None`` a huge count once, as 3.12 does for
immortal objects, is enough. This belongs in the app start-up (one guard for all games);
each game package carries it until then.
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
