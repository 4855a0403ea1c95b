"""Seeded Telma games replay exactly as the engine at commit 142941f played them (before the speed work of the
fourth session of issue #13).

``tests/fixtures/telma_golden_142941f.json`` was written by ``tests/fixtures/make_telma_golden.py`` with that
commit's engine: for each seeded random game (the benchmark's chooser, several player counts and the rule
options that change the flow) the full list of actions, running digests of the legal-action lists, of the
events (their English words) and of the state JSON after every action, and the final state's digest. A faster
engine must give the same numbers: same legal actions in the same order, same events, same states.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from gamesuite.content import default_content
from gamesuite.i18n import render
from gamesuite.rules.core import Action, Event, Free, GameConfig, Msg, Rng
from gamesuite.rules.sim import default_players
from gamesuite.rules.telma import RULES

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "telma_golden_142941f.json"

# (players, seed, options): the benchmark's game first, then the options that change the flow
GAMES: list[tuple[int, int, dict[str, Any]]] = [
    (4, 1, {}),
    (4, 2, {}),
    (3, 3, {"wrong_nickname": "takes_cards", "false_call": "takes_cards", "cards_taken": "involved"}),
    (5, 4, {"several_out": "share", "after_tie": "next_player", "centre_at_round_end": "carry_over",
            "remove_cross_cards": True}),
    (6, 5, {"next_deal": "shuffle", "round_start": "rotate", "round3_addition": "gesture",
            "final_tie": "latest_round"}),
    (4, 6, {"stalemate": "fewest", "contest_limit": 20, "tie_window_ms": 50}),
    (8, 7, {"false_call": "takes_cards", "wrong_nickname": "takes_cards"}),
]


def _plain(value: Any) -> Any:
    """A template's free value (``Free``) as plain data, for the digest of the legal actions."""
    if isinstance(value, Free):
        return ["free", value.kind, value.minimum, value.maximum, value.max_length]
    raise TypeError(type(value).__name__)


def _digest(value: Any) -> str:
    return hashlib.sha256(
        json.dumps(value, sort_keys=True, separators=(",", ":"), default=_plain).encode()).hexdigest()


def _event(e: Event, players: list[str]) -> list[Any]:
    text = render(e.text, players) if isinstance(e.text, Msg) else e.text
    return [e.kind, text, dict(e.data), e.reveals]


def trace(n: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """One seeded random game (chooser ``Rng(seed ^ 0x5EED)``, as in ``bench/engines.py``), recorded."""
    config = GameConfig("telma", default_players(n), None, dict(options), default_content("telma"))
    names = [p.name for p in config.players]
    state = RULES.new_game(config, seed)
    chooser = Rng(seed ^ 0x5EED)
    actions: list[dict[str, Any]] = []
    legal = hashlib.sha256()
    events = hashlib.sha256()
    states = hashlib.sha256()
    while not RULES.is_over(state):
        legal.update(_digest([a.to_json() for a in RULES.legal_actions(state)]).encode())
        action = RULES.random_action(state, chooser)
        actions.append(action.to_json())
        state, evs = RULES.apply(state, action)
        events.update(_digest([_event(e, names) for e in evs]).encode())
        states.update(_digest(RULES.state_to_json(state)).encode())
    return {
        "players": n,
        "seed": seed,
        "options": options,
        "actions": actions,
        "legal_digest": legal.hexdigest(),
        "events_digest": events.hexdigest(),
        "states_digest": states.hexdigest(),
        "final_digest": _digest(RULES.state_to_json(state)),
        "result": [RULES.scores(state), RULES.result(state).winners],
    }


def _golden() -> list[dict[str, Any]]:
    return json.loads(FIXTURE.read_text("utf-8"))["games"]


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_a_seeded_game_replays_as_recorded(index: int) -> None:
    want = _golden()[index]
    n, seed, options = GAMES[index]
    assert (want["players"], want["seed"], want["options"]) == (n, seed, options)
    got = json.loads(json.dumps(trace(n, seed, options)))  # int score keys become strings, as saved
    assert got["actions"] == want["actions"]
    assert got["legal_digest"] == want["legal_digest"]
    assert got["events_digest"] == want["events_digest"]
    assert got["states_digest"] == want["states_digest"]
    assert got["final_digest"] == want["final_digest"]
    assert got["result"] == want["result"]


def test_the_recorded_games_cover_the_flow() -> None:
    """The recorded games reach what the options change: contests of each kind, ties, rejections, false calls,
    all three rounds."""
    kinds = {a["kind"] for g in _golden() for a in g["actions"]}
    assert kinds >= {"set_nickname", "start_round", "reveal", "false_call", "buzz", "settle", "reject_call",
                     "declare_tie"}


def test_the_recorded_actions_replay_to_the_recorded_final_state() -> None:
    """Replaying the stored actions (no chooser) reaches the stored final digest; one changed action does not."""
    want = _golden()[0]
    n, seed, options = GAMES[0]
    config = GameConfig("telma", default_players(n), None, dict(options), default_content("telma"))

    def final(actions: list[dict[str, Any]]) -> str:
        state = RULES.new_game(config, seed)
        for raw in actions:
            if RULES.is_over(state):
                break
            action = Action.from_json(raw)
            if RULES.why_not(state, action) is not None:
                break
            state, _ = RULES.apply(state, action)
        return _digest(RULES.state_to_json(state))

    assert final(want["actions"]) == want["final_digest"]
    changed = list(want["actions"])
    state = RULES.new_game(config, seed)
    for i, raw in enumerate(changed):  # the first settle after a few actions becomes a (legal) declared tie
        if i > 10 and raw["kind"] == "settle":
            tie = next(a for a in RULES.legal_actions(state) if a.kind == "declare_tie")
            assert RULES.why_not(state, tie) is None
            changed[i] = tie.to_json()
            break
        state, _ = RULES.apply(state, Action.from_json(raw))
    assert changed != want["actions"]
    assert final(changed) != want["final_digest"]
