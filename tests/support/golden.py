"""Golden replays: seeded random games recorded once with an engine, replayed by a faster one.

A recording (``trace``) is the full list of a game's actions and running digests of the legal-action lists, of
the events (their English words) and of the state JSON after every action, and the final state's digest. A
faster engine must give the same numbers: the same legal actions in the same order, the same events, the same
states. Used by tests/rules/test_ciak_golden.py and test_telma_golden.py; their fixtures are written by
tests/fixtures/make_golden.py with the engine of the commit they name.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from gamesuite.i18n import render
from gamesuite.rules.core import Action, Event, Free, GameConfig, GameRules, Msg, Rng


def _plain(value: Any) -> Any:
    """A template's free value (``Free``) as plain data, for the digest of the legal actions."""
    if isinstance(value, Free):
        return ["free", value.kind, value.minimum, value.maximum, value.max_length]
    raise TypeError(type(value).__name__)


def digest(value: Any) -> str:
    return hashlib.sha256(
        json.dumps(value, sort_keys=True, separators=(",", ":"), default=_plain).encode()).hexdigest()


def said(e: Event, players: list[str]) -> list[Any]:
    """An event as data, its words in English."""
    text = render(e.text, players) if isinstance(e.text, Msg) else e.text
    return [e.kind, text, dict(e.data), e.reveals]


def trace(rules: GameRules[Any], config: GameConfig, seed: int,
          event: Callable[[Event, list[str]], list[Any]] = said) -> dict[str, Any]:
    """One seeded random game (chooser ``Rng(seed ^ 0x5EED)``, as in ``bench/engines.py``), recorded."""
    names = [p.name for p in config.players]
    state = rules.new_game(config, seed)
    chooser = Rng(seed ^ 0x5EED)
    actions: list[dict[str, Any]] = []
    legal, events, states = hashlib.sha256(), hashlib.sha256(), hashlib.sha256()
    while not rules.is_over(state):
        legal.update(digest([a.to_json() for a in rules.legal_actions(state)]).encode())
        action = rules.random_action(state, chooser)
        actions.append(action.to_json())
        state, evs = rules.apply(state, action)
        events.update(digest([event(e, names) for e in evs]).encode())
        states.update(digest(rules.state_to_json(state)).encode())
    result = rules.result(state)
    assert result is not None
    return {
        "actions": actions,
        "legal_digest": legal.hexdigest(),
        "events_digest": events.hexdigest(),
        "states_digest": states.hexdigest(),
        "final_digest": digest(rules.state_to_json(state)),
        "result": [rules.scores(state), result.winners],
    }


def assert_replays(got: dict[str, Any], want: dict[str, Any]) -> None:
    """A new recording equals the stored one (saved as JSON: int score keys became strings)."""
    got = json.loads(json.dumps(got))
    for key in ("actions", "legal_digest", "events_digest", "states_digest", "final_digest", "result"):
        assert got[key] == want[key], key


def final_digest(rules: GameRules[Any], config: GameConfig, seed: int, actions: list[dict[str, Any]]) -> str:
    """Replay stored actions (no chooser) and digest where they lead (stopping at the end or a refused one)."""
    state = rules.new_game(config, seed)
    for raw in actions:
        if rules.is_over(state):
            break
        action = Action.from_json(raw)
        if rules.why_not(state, action) is not None:
            break
        state, _ = rules.apply(state, action)
    return digest(rules.state_to_json(state))


def assert_one_change_shows(rules: GameRules[Any], config: GameConfig, seed: int, want: dict[str, Any],
                            change: Callable[[Any, dict[str, Any], int], Action | None]) -> None:
    """The stored actions reach the stored final digest, and changing one of them (``change(state, raw, i)``
    returns the legal replacement for action ``i``, or None to keep it) leads elsewhere: the digest can fail."""
    assert final_digest(rules, config, seed, want["actions"]) == want["final_digest"]
    changed = list(want["actions"])
    state = rules.new_game(config, seed)
    for i, raw in enumerate(changed):
        other = change(state, raw, i)
        if other is not None:
            assert rules.why_not(state, other) is None
            changed[i] = other.to_json()
            break
        state, _ = rules.apply(state, Action.from_json(raw))
    assert changed != want["actions"]
    assert final_digest(rules, config, seed, changed) != want["final_digest"]
