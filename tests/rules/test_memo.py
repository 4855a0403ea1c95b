"""The rules' one memo per content object (gamesuite/rules/memo.py): worked out once per content and key, and a
finished game's content is let go when the next game's comes (it was kept in up to eight slots per memo)."""

from __future__ import annotations

import gc
import weakref

from gamesuite.rules.memo import ContentMemo


class Deck(dict):  # a plain dict cannot be weakly referenced; a subclass can
    pass


def test_a_value_is_made_once_per_content_and_key() -> None:
    memo: ContentMemo[list[str]] = ContentMemo()
    deck = Deck(cards=[1, 2])
    made: list[object] = []

    def make(tag: str) -> list[str]:
        made.append(tag)
        return [tag]

    first = memo.get(deck, "a", lambda: make("a"))
    assert memo.get(deck, "a", lambda: make("again")) is first
    assert memo.get(deck, "b", lambda: make("b")) == ["b"]
    assert made == ["a", "b"]
    equal_but_another = Deck(cards=[1, 2])  # the same text, another object: worked out for it
    assert memo.get(equal_but_another, "a", lambda: make("other")) == ["other"]


def test_the_previous_content_goes_when_another_comes() -> None:
    memo: ContentMemo[int] = ContentMemo()
    old = Deck(cards=list(range(100)))
    gone = weakref.ref(old)
    memo.get(old, None, lambda: 1)
    memo.get(old, "side", lambda: 2)
    del old
    gc.collect()
    assert gone() is not None  # in play: kept
    memo.get(Deck(), None, lambda: 3)
    gc.collect()
    assert gone() is None  # the next game's content came: the old one and its values went
