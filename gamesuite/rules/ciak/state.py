"""The Ciak! game state: plain lists and dicts, declared once (``@game_state`` gives the copy and the JSON codec).

The JSON keys are the field names below, exactly as saved by earlier versions (``tests/rules/test_saves_compat.py``).
Stack items, pending decisions and the combat record are flat dicts of scalars (their keys: docs/games/ciak.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from gamesuite.rules.ciak.catalog import Catalog, catalog_for
from gamesuite.rules.codec import GameState, frozen, game_state, memo, shared
from gamesuite.rules.core import JSON, Rng

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
    nested lists and dicts, one line per field: faster than a loop over field names, and the engine copies a
    state at most resolutions) and keeping the fields in ``SHARED_ON_COPY``, which the engine only ever replaces."""
    new = _new(CiakState)
    d = self.__dict__.copy()
    rng = _new(Rng)  # Rng.copy without its __init__
    rng.state = self.rng.state
    d["rng"] = rng
    # lists of numbers or strings
    d["millions"] = d["millions"][:]
    d["myth"] = d["myth"][:]
    d["deck"] = d["deck"][:]
    d["discard"] = d["discard"][:]
    d["rotated"] = d["rotated"][:]
    d["used"] = d["used"][:]
    d["known"] = d["known"][:]
    # dicts of numbers
    d["tokens"] = d["tokens"].copy()
    d["items"] = d["items"].copy()
    # lists of lists of numbers
    d["hands"] = [x[:] for x in d["hands"]]
    d["cast"] = [x[:] for x in d["cast"]]
    d["staff"] = [x[:] for x in d["staff"]]
    d["co"] = {k: v[:] for k, v in d["co"].items()}
    boosts = d["boosts"]
    d["boosts"] = {k: v[:] for k, v in boosts.items()} if boosts else {}
    # flat dicts of scalars
    stack = d["stack"]
    d["stack"] = [x.copy() for x in stack] if stack else []
    pending = d["pending"]
    d["pending"] = [x.copy() for x in pending] if pending else []
    combat = d["combat"]
    if combat is not None:
        d["combat"] = combat.copy()
    d["_legal"] = None
    new.__dict__ = d
    return new


_new = object.__new__


CiakState.copy = _copy  # type: ignore[method-assign,assignment]  # replaces the generated one (same result, faster)
