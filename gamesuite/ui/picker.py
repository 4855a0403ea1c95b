"""ActionPicker: turns clicks on table items into one legal action (Qt-free, tested without painting).

Why: every table used to decide for itself what a click means and what is clickable, and some repeated
rules to do it. A game now says only how an action is chosen by clicks — ``keys_of(action)``, the keys
of the items clicked in order, e.g. ``("hand:105", "card:33")`` for "play card 105 on character 33", or
``("button:pass",)`` for a button — and the picker narrows the controller's legal actions as the player
clicks: what is clickable next is exactly the next key of some legal action, the keys already chosen stay
highlighted, and the action is submitted as soon as the clicks name exactly one.

What to avoid: two legal actions whose key sequences are equal (the picker cannot tell them apart: give
them different keys), and keys that carry hidden information on the table (a card in a hand is keyed
only on the private layer of its owner).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Literal

from gamesuite.rules.core import Action, Frozen, record

KeysOf = Callable[[Action], Sequence[str]]


@record
class Pick(Frozen):
    """What a click did: ``submit`` an action, ``narrow`` (wait for the next click), ``cancel`` or ``refuse``."""

    kind: Literal["submit", "narrow", "cancel", "refuse"]
    action: Action | None = None
    key: str | None = None


class ActionPicker:
    """Narrow a set of legal actions by the keys clicked so far."""

    def __init__(self, keys_of: KeysOf) -> None:
        self._keys_of = keys_of
        self._actions: list[tuple[tuple[str, ...], Action]] = []
        self.prefix: tuple[str, ...] = ()

    def set_actions(self, actions: Iterable[Action]) -> None:
        """The actions that clicks may choose from now (the choice so far is kept while still possible)."""
        self._actions = []
        for a in actions:
            keys = tuple(self._keys_of(a))
            if keys:
                self._actions.append((keys, a))
        if self.prefix and not self._matching(self.prefix):
            self.prefix = ()

    def _matching(self, prefix: tuple[str, ...]) -> list[tuple[tuple[str, ...], Action]]:
        n = len(prefix)
        return [(k, a) for k, a in self._actions if k[:n] == prefix]

    def clickable(self) -> set[str]:
        """The keys that may be clicked next (plus the last chosen key, which cancels that step)."""
        n = len(self.prefix)
        out = {k[n] for k, _ in self._matching(self.prefix) if len(k) > n}
        if self.prefix:
            out.add(self.prefix[-1])
        return out

    def chosen(self) -> tuple[str, ...]:
        """The keys chosen so far (the table highlights them)."""
        return self.prefix

    def candidates(self) -> list[Action]:
        """The legal actions still possible with the clicks so far."""
        return [a for _, a in self._matching(self.prefix)]

    def click(self, key: str) -> Pick:
        """Apply a click: submit when exactly one action is named, narrow, step back, or refuse."""
        if self.prefix and key == self.prefix[-1]:
            self.prefix = self.prefix[:-1]
            return Pick("cancel", key=key)
        prefix = (*self.prefix, key)
        matching = self._matching(prefix)
        if not matching:
            return Pick("refuse", key=key)
        exact = [a for k, a in matching if k == prefix]
        longer = [a for k, a in matching if len(k) > len(prefix)]
        if len(exact) == 1 and not longer:
            self.prefix = ()
            return Pick("submit", exact[0], key)
        self.prefix = prefix
        return Pick("narrow", key=key)

    def cancel(self) -> bool:
        """Forget the clicks so far (Esc); True if there was something to forget."""
        had = bool(self.prefix)
        self.prefix = ()
        return had
