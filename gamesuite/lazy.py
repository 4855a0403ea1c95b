"""Lazy package attributes (PEP 562), so importing a package does not import everything it offers.

A game package offers ``RULES`` and its classes at the top level, but the launcher only needs the
package's ``spec`` module; with lazy exports, ``import gamesuite.rules.telma.spec`` does not load
the engine, and ``from gamesuite.rules.telma import RULES`` still works as before.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_exports(namespace: dict[str, Any], exports: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` that imports ``exports[name]`` (a module path) on first access.

    Use in a package ``__init__``::

        __getattr__ = lazy_exports(globals(), {"RULES": "gamesuite.rules.telma.engine"})
    """
    package = namespace["__name__"]

    def __getattr__(name: str) -> Any:
        if name not in exports:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(exports[name]), name)
        namespace[name] = value  # later lookups skip this function
        return value

    return __getattr__
