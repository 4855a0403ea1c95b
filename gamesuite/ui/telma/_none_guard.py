"""Work around a reference-count bug of the bundled PySide6 on Python 3.11.

PySide6-Essentials 6.12.0 returns ``None`` from every void C++ method without taking a
reference (fine on Python >= 3.12, where ``None`` is immortal). On 3.11 each call such as
``painter.setPen(...)`` or ``item.setPos(...)`` therefore lowers ``None``'s reference count by
one, and after some tens of thousands of calls the interpreter aborts with
"none_dealloc: deallocating None". A Telma match makes millions of such calls.

The guard gives ``None`` (and ``True``/``False``, seen dropping the same way at interpreter exit)
a huge reference count once, which is what Python 3.12 does for every immortal object. It changes
nothing else; it is skipped on 3.12+ and on non-CPython.
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
    for singleton in (None, True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(singleton))  # ob_refcnt is the first field of every object
        if refcnt.value < _BOOST // 2:
            refcnt.value += _BOOST
    return True
