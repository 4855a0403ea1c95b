"""Save compatibility: states saved by the engines at commit 74fbc6f still load, round-trip and replay.

The fixtures ``tests/fixtures/{ciak,telma}_saves_74fbc6f.json`` were written by
``tests/fixtures/make_saves_74fbc6f.py`` run against that commit's tree (``git archive 74fbc6f``): seeded
random games, each cut at a moment with much going on (a stack, a pending decision, a contest with calls),
plus one finished Ciak game. Each entry holds the actions from ``new_game`` and the saved state JSON.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gamesuite.rules.core import Action, GameConfig, GameRules

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def _entries(game: str) -> list[dict[str, Any]]:
    return json.loads((FIXTURES / f"{game}_saves_74fbc6f.json").read_text("utf-8"))["games"]


def _rules(game: str) -> GameRules:
    from gamesuite.rules import registry

    return registry.get_rules(game)


CASES = [(g, i) for g in ("ciak", "telma") for i in range(len(_entries(g)))]


@pytest.mark.parametrize(("game", "index"), CASES)
def test_an_old_save_loads_and_round_trips_exactly(game: str, index: int) -> None:
    saved = _entries(game)[index]["state"]
    rules = _rules(game)
    state = rules.state_from_json(json.loads(json.dumps(saved)))
    assert rules.state_to_json(state) == saved
    assert rules.legal_actions(state) or rules.is_over(state)


@pytest.mark.parametrize(("game", "index"), CASES)
def test_the_same_actions_still_lead_to_the_same_saved_state(game: str, index: int) -> None:
    entry = _entries(game)[index]
    rules = _rules(game)
    state = rules.new_game(GameConfig.from_json(entry["state"]["config"]), entry["seed"])
    for raw in entry["actions"]:
        state, _ = rules.apply(state, Action.from_json(raw))
    assert rules.state_to_json(state) == entry["state"]


def test_a_changed_save_is_noticed() -> None:
    """The comparison above can fail: one field changed in the JSON gives a different state."""
    entry = _entries("ciak")[0]
    rules = _rules("ciak")
    data = json.loads(json.dumps(entry["state"]))
    data["millions"][0] += 1
    assert rules.state_to_json(rules.state_from_json(data)) != entry["state"]
