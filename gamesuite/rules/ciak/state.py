"""The Ciak! game state: plain lists and dicts, declared once (``@game_state`` gives the copy and the JSON codec).

The JSON keys are the field names below, exactly as saved by earlier versions (``tests/rules/test_saves_compat.py``).
Stack items, pending decisions and the combat record are flat dicts of scalars (their keys: docs/games/ciak.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from operator import itemgetter
from typing import TYPE_CHECKING, Any, ClassVar

from gamesuite.rules.ciak.catalog import Catalog, catalog_for
from gamesuite.rules.codec import GameState, frozen, game_state, memo, shared
from gamesuite.rules.core import JSON

_list_copy = list.copy
_dict_copy = dict.copy

# phases: 1-4 as printed, END while the turn is being closed (discard down to 6)
END = 5

if TYPE_CHECKING:  # the code reads each key as the int or str it holds
    Item = dict[str, Any]
    Combat = dict[str, Any]
else:  # the codec: flat dicts of scalars, so a copy is one dict.copy() per dict
    Item = dict[str, int | str | None]  # a stack item or a pending decision
    Combat = dict[str, int | str]


@game_state
@dataclass(eq=False)
class CiakState(GameState):
    team: list[int]  # seat -> team number (massacre: own seat)
    company: list[str]  # seat -> own company id
    co: dict[str, list[int]]  # company id -> [dominion, damage, controller seat or -1]
    millions: list[int]
    hands: list[list[int]]
    cast: list[list[int]]  # characters in play (not the myth), in play order
    myth: list[int]  # seat -> myth uid or -1
    staff: list[list[int]]  # seat -> [1-star, 2-star, 3-star] staff uid or -1
    alive: list[bool]
    deck: list[int]  # top of the deck is the end of the list
    discard: list[int]
    tokens: dict[int, int]  # character uid -> tokens (only non-zero)
    items: dict[int, int]  # character uid -> equipped item uid
    boosts: dict[int, list[int]]  # uid -> [att, dif] until end of turn
    rotated: list[int]  # rotated staff uids
    used: list[str]  # once-per-turn abilities used this turn
    known: list[int]  # uids in hands that every player has seen (returned to hand)
    stack: list[Item]
    pending: list[Item]  # decisions that come before priority
    combat: Combat | None
    active: int
    phase: int
    priority: int
    passes: int
    need: int  # passes needed before the top of the stack resolves / the phase ends
    turn: int
    next_id: int
    deck_out: bool = False
    final_turns: int = -1  # "last_round" option: turns left after a short refill (-1: not started)
    over: bool = False
    winners: list[int] = field(default_factory=list)
    end_text: str = ""
    rolls: list[list[list[int]]] = frozen(default_factory=list)  # roll-off rounds of [seat, roll], set at the start
    acted: bool = False  # the active player has played a card or ability in this phase
    last_turn: list[int] = field(default_factory=list)  # seat -> number of their latest turn (0: none)
    _legal: Any = memo()  # the legal actions (states are never mutated after apply)
    # set by new_game and from_json from the config, shared by copies (plain attributes: read on every step)
    cat: Catalog = shared()  # the parsed card set
    options: Mapping[str, Any] = shared()  # the config's resolved rule options
    mode: str = shared()  # the config's variant: massacre, alliance or dominion

    # every list or dict field is copied by copy() below except these, which the engine only ever replaces whole
    # (test_ciak_engine.py checks that copy() covers every other field)
    SHARED_ON_COPY: ClassVar[frozenset[str]] = frozenset({"team", "company", "alive", "winners", "last_turn", "rolls"})

    def successor(self) -> CiakState:
        """A copy that shares every list and dict with this state, and its generator (only its scalars are its
        own): for an action that changes nothing but numbers and draws nothing. Never mutate a container of
        either state afterwards, nor draw from the successor's generator without a :meth:`copy` first."""
        new = object.__new__(CiakState)
        d = self.__dict__.copy()
        d["_legal"] = None
        new.__dict__ = d
        return new

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> CiakState:
        s = super().from_json(data)
        s.cat, s.options, s.mode = catalog_for(s.config.content), s.config.options, s.config.variant or ""
        if "last_turn" not in data:  # saved before the field existed
            s.last_turn = [0] * len(s.alive)
        return s


def _copy(self: CiakState) -> CiakState:
    """``CiakState.copy``: an independent copy, as @game_state generates it but by hand (C-level copies of the
    nested lists and dicts) and keeping the fields in ``SHARED_ON_COPY``, which the engine only ever replaces."""
    new = object.__new__(CiakState)
    d = self.__dict__.copy()
    d["rng"] = self.rng.copy()
    d.update(zip(_FLAT_LISTS, map(_list_copy, _flat_lists(d)), strict=True))  # lists of numbers or strings
    d.update(zip(_FLAT_DICTS, map(_dict_copy, _flat_dicts(d)), strict=True))  # dicts of numbers
    d.update(zip(_NESTED, map(_list_of_lists, _nested(d)), strict=True))  # lists of lists of numbers
    co = self.co
    d["co"] = dict(zip(co, map(_list_copy, co.values()), strict=True))
    boosts = self.boosts
    if boosts:
        d["boosts"] = dict(zip(boosts, map(_list_copy, boosts.values()), strict=True))
    else:
        d["boosts"] = {}
    d["stack"] = list(map(_dict_copy, self.stack)) if self.stack else []
    d["pending"] = list(map(_dict_copy, self.pending)) if self.pending else []
    combat = self.combat
    if combat is not None:
        d["combat"] = combat.copy()
    d["_legal"] = None
    new.__dict__ = d
    return new


def _list_of_lists(x: list[list[Any]]) -> list[list[Any]]:
    return list(map(_list_copy, x))


_FLAT_LISTS = ("millions", "myth", "deck", "discard", "rotated", "used", "known")
_FLAT_DICTS = ("tokens", "items")
_NESTED = ("hands", "cast", "staff")
_flat_lists = itemgetter(*_FLAT_LISTS)
_flat_dicts = itemgetter(*_FLAT_DICTS)
_nested = itemgetter(*_NESTED)


CiakState.copy = _copy  # type: ignore[method-assign,assignment]  # replaces the generated one (same result, faster)
