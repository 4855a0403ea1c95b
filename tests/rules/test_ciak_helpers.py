"""Helpers for the Ciak! tests: build exact table situations from the real card set.

Tests start from a real new game, then move named cards between zones on a *copy* of the state
(``blank``/``give``/``put``), so every scenario uses the shipped data and the real engine.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from gamesuite.content.ciak import builtin_card_set
from gamesuite.i18n import render
from gamesuite.rules.ciak import RULES, CiakState
from gamesuite.rules.ciak import flow as E
from gamesuite.rules.core import Action, Event, GameConfig, PlayerConfig, Rng

CONTENT = builtin_card_set()
NAMES = ("Anna", "Bruno", "Carla", "Dario")
# companies whose abilities are activated only (no lasting boosts), so numbers stay exact
NEUTRAL = ("century_fox_14", "new_lines", "duckas_film", "wagner_bros")


def config(
    n: int = 2, variant: str = "massacre", content: dict[str, Any] | None = None, **options: Any
) -> GameConfig:
    players = tuple(PlayerConfig(NAMES[i]) for i in range(n))
    return GameConfig("ciak", players, variant, options, CONTENT if content is None else content)


def new(
    n: int = 2, variant: str = "massacre", seed: int = 1, content: dict[str, Any] | None = None, **options: Any
) -> CiakState:
    return RULES.new_game(config(n, variant, content, **options), seed)


def fix(s: CiakState) -> CiakState:
    """Forget memoised legal actions after a test edited the state by hand."""
    s._legal = None
    return s


def blank(
    n: int = 2,
    variant: str = "massacre",
    seed: int = 1,
    companies: tuple[str, ...] | None = None,
    dominion: int | None = None,
    content: dict[str, Any] | None = None,
    **options: Any,
) -> CiakState:
    """A game at phase 2 of seat 0's turn with empty hands and tables and 0 millions
    (``content``: a custom card set, by default the built-in one)."""
    s = new(n, variant, seed, content, **options).copy()
    everything = list(s.deck) + list(s.discard)
    for p in range(n):
        everything += s.hands[p] + E.chars(s, p) + [x for x in s.staff[p] if x >= 0]
        s.hands[p] = []
        s.cast[p] = []
        s.myth[p] = -1
        s.staff[p] = [-1, -1, -1]
    everything += list(s.items.values())
    s.items, s.tokens, s.boosts, s.rotated, s.used, s.known = {}, {}, {}, [], [], []
    s.deck = sorted(everything, reverse=True)
    s.discard = []
    if companies is None:
        companies = tuple(s.company) if variant == "dominion" else NEUTRAL[:n]
    cat = s.cat
    s.company = list(companies)
    s.co = {
        c: [dominion if dominion is not None else cat.companies[c].dominion, 0, seat]
        for seat, c in enumerate(companies)
    }
    s.millions = [0] * n
    s.active, s.phase, s.priority, s.passes, s.need = 0, 2, 0, 0, n
    s.acted, s.last_turn = False, [s.turn] + [0] * (n - 1)
    s.stack, s.pending, s.combat = [], [], None
    return fix(s)


def uid(s: CiakState, design_id: str) -> int:
    """A copy of ``design_id`` still in the deck."""
    for u in s.deck:
        if s.cat.uid_design[u].id == design_id:
            return u
    raise LookupError(f"no {design_id} left in the deck")


def give(s: CiakState, seat: int, design_id: str) -> int:
    u = uid(s, design_id)
    s.deck.remove(u)
    s.hands[seat].append(u)
    fix(s)
    return u


def put(s: CiakState, seat: int, design_id: str) -> int:
    """Put a character, myth or staff member straight into play."""
    u = uid(s, design_id)
    s.deck.remove(u)
    d = s.cat.uid_design[u]
    if d.type == "character":
        s.cast[seat].append(u)
    elif d.type == "myth":
        s.myth[seat] = u
    elif d.type == "staff":
        s.staff[seat][d.stars - 1] = u
    else:
        raise ValueError(f"{design_id} is not a permanent")
    fix(s)
    return u


def equip(s: CiakState, host: int, design_id: str) -> int:
    u = uid(s, design_id)
    s.deck.remove(u)
    s.items[host] = u
    fix(s)
    return u


def force_roll(s: CiakState, value: int) -> None:
    """Make the next d20 show ``value`` (picks a generator state that rolls it)."""
    for seed in range(10_000):
        r = Rng(seed)
        if r.copy().randint(1, 20) == value:
            s.rng = r
            fix(s)
            return
    raise AssertionError("no seed rolls that")  # pragma: no cover


def act(s: CiakState, kind: str, seat: int, **args: Any) -> tuple[CiakState, list[Event]]:
    return RULES.apply(s, Action(kind, seat, **args))


def pass_round(s: CiakState, limit: int = 20) -> tuple[CiakState, list[Event]]:
    """Everybody passes until the decision is no longer a plain priority pass-around, or the
    stack shrinks, or the phase changes."""
    events: list[Event] = []
    phase, depth, turn = s.phase, len(s.stack), s.turn
    for _ in range(limit):
        kind, seat = E.decision(s)
        if kind != "priority":
            break
        s, ev = act(s, "pass", seat)
        events += ev
        if s.phase != phase or len(s.stack) != depth or s.turn != turn:
            break
    return s, events


def to_phase(s: CiakState, phase: int, limit: int = 60) -> tuple[CiakState, list[Event]]:
    """Pass (and skip attacks) until seat ``s.active`` reaches ``phase``."""
    events: list[Event] = []
    for _ in range(limit):
        if s.phase == phase and E.decision(s)[0] in ("priority", "attack"):
            return s, events
        kind, seat = E.decision(s)
        if kind == "priority":
            s, ev = act(s, "pass", seat)
        elif kind == "attack":
            s, ev = act(s, "no_attack", seat)
        else:
            raise AssertionError(f"unexpected decision {kind}")
        events += ev
    raise AssertionError("phase not reached")


def texts(events: list[Event], names: list[str] | None = None) -> str:
    """The events' log lines in English, with the players' names (default: the test games' players)."""
    names = names if names is not None else list(NAMES)
    return "\n".join(render(e.text, names) for e in events)


def test_blank_table_keeps_all_cards_and_is_consistent() -> None:
    s = blank(4)
    assert len(s.deck) == 140 and all(not h for h in s.hands)
    assert RULES.check_invariants(s) == []
    u = give(s, 0, "stuntman_sergio")
    assert s.cat.uid_design[u].name == "Stuntman Sergio" and u in s.hands[0]
    assert RULES.check_invariants(s) == []


def test_force_roll_controls_the_next_d20() -> None:
    s = blank()
    for v in (1, 7, 20):
        force_roll(s, v)
        assert s.rng.copy().randint(1, 20) == v


def playout(variant: str, n: int, seed: int, options: dict[str, Any], *, last: bool = True) -> Iterator[CiakState]:
    """The states of a seeded random game, first to last (``last``: the finished one too)."""
    s = new(n, variant, seed, **options)
    rng = Rng(seed)
    while not RULES.is_over(s):
        yield s
        s, _ = RULES.apply(s, RULES.random_action(s, rng))
    if last:
        yield s
