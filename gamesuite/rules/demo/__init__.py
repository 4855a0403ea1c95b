"""High Card: a tiny hidden-information game used by the foundation's tests and the selftest.

Each seat holds a hidden hand; in turn order each seat plays one card face up; after every
seat has played, the highest card scores 1 (ties score nobody). A secret "lucky number" known
only to the Director scores +2 for whoever plays it; it is revealed at the end. Three rounds.

It is also the smallest example of the shape every engine shares (docs/adding-a-game.md): a
``@game_state`` dataclass (one copy/JSON idiom), ``@handles`` methods (one dispatch idiom), and
``why_not`` as the one legality predicate with ``legal_actions`` as its enumeration.
"""

from __future__ import annotations

from gamesuite.lazy import lazy_exports

_EXPORTS = {
    "RULES": "gamesuite.rules.demo.engine",
    "DemoRules": "gamesuite.rules.demo.engine",
    "DemoState": "gamesuite.rules.demo.engine",
    "IllegalAction": "gamesuite.rules.demo.engine",
    "SPEC": "gamesuite.rules.demo.spec",
}
__getattr__ = lazy_exports(globals(), _EXPORTS)  # the launcher reads ``spec`` alone: no engine
__all__ = sorted(_EXPORTS)
