"""Build Telma positions by hand: for tests, tutorials and UI previews.

``make_state`` lays out exactly the cards given (the deck in play becomes those cards), with
nicknames already chosen and the round under way, so a rule can be tested in a few lines::

    s = make_state([["anchor-1"], ["kite-1"], ["anchor-2", "cactus-1"]], faceup=[["anchor-3"], [], []])
    s, events = act(s, "reveal", 0)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gamesuite.rules.core import Action, Event, GameConfig, PlayerConfig, Rng
from gamesuite.rules.telma.deck import ADJECTIVES, CARD_BY_ID, NOUNS, PROVENANCES
from gamesuite.rules.telma.engine import RULES
from gamesuite.rules.telma.spec import SPEC
from gamesuite.rules.telma.state import TelmaState

NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Giulia", "Marco")


def make_state(
    piles: Sequence[Sequence[str]],
    *,
    faceup: Sequence[Sequence[str]] | None = None,
    centre: Sequence[str] = (),
    turn: int = 0,
    round_no: int = 1,
    scores: Sequence[int] | None = None,
    options: Mapping[str, Any] | None = None,
    phase: str = "reveal",
    seed: int = 0,
) -> TelmaState:
    """A state in ``phase`` with these face-down ``piles`` (top first) and ``faceup`` piles (visible last).

    Nicknames are filled in for every round up to ``round_no``. The cards in play are exactly the
    cards laid out; every id must be a real card and appear once.
    """
    n = len(piles)
    faceup = faceup if faceup is not None else [[] for _ in range(n)]
    everything = [c for p in piles for c in p] + [c for p in faceup for c in p] + list(centre)
    unknown = [c for c in everything if c not in CARD_BY_ID]
    if unknown:
        raise ValueError(f"unknown card ids: {unknown}")
    if len(set(everything)) != len(everything):
        raise ValueError("a card is laid out twice")
    players = tuple(PlayerConfig(NAMES[i]) for i in range(n))
    opts = SPEC.resolve_options(None, options or {})
    config = GameConfig("telma", players, "standard", opts, {})
    nicknames: list[list[str | None]] = []
    for i in range(n):
        parts: list[str | None] = [NOUNS[i], ADJECTIVES[i], PROVENANCES[i]]
        nicknames.append([p if k < round_no else None for k, p in enumerate(parts)])
    s = TelmaState(
        config=config,
        rng=Rng(seed),
        deck=sorted(everything),
        phase=phase,
        round=round_no,
        piles=[list(p) for p in piles],
        faceup=[list(p) for p in faceup],
        centre=list(centre),
        turn=turn if phase == "reveal" else None,
        scores=list(scores) if scores is not None else [0] * n,
        nicknames=nicknames,
        emptied=[i for i in range(n) if not piles[i]],
    )
    return s


def act(state: TelmaState, kind: str, seat: int | None = None, **args: Any) -> tuple[TelmaState, list[Event]]:
    """Apply one action built from its parts; raises IllegalAction like ``RULES.apply``."""
    return RULES.apply(state, Action(kind, seat, **args))


def run(state: TelmaState, actions: Sequence[Mapping[str, Any]]) -> tuple[TelmaState, list[Event]]:
    """Apply a list of action JSON objects in order; returns the last state and every event."""
    events: list[Event] = []
    for raw in actions:
        state, evs = RULES.apply(state, Action.from_json(raw))
        events += evs
    return state, events
