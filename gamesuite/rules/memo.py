"""What the rules work out once per content object (a question deck, a card set) and keep while it is in play.

A game's content is a plain mapping (not hashable, never changed once loaded), shared by every state of a game, so
the rules' memos key it by identity and hold it alive. :class:`ContentMemo` is that memo, once: it keeps the values
of one content object, the one in play; when another comes (the next game), the previous one's go with it, so a
finished game's deck is not kept in memory (tests/ui/test_freeing.py).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


class ContentMemo(Generic[V]):
    """``memo.get(content, key, make)``: ``make()`` worked out once per content object and ``key`` (a side, a
    player count, or ``None``); callers must not change what they get."""

    __slots__ = ("_content", "_values")

    def __init__(self) -> None:
        self._content: object = None
        self._values: dict[Hashable, V] = {}

    def get(self, content: object, key: Hashable, make: Callable[[], V]) -> V:
        if content is not self._content:
            self._content, self._values = content, {}  # another game's content: the previous one's values go
        values = self._values
        if key in values:
            return values[key]
        value = values[key] = make()
        return value
