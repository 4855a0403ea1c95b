"""Real saves of every game, as JSON to edit into damaged or hostile ones."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from gamesuite.content import default_content
from gamesuite.rules import registry
from gamesuite.rules.core import GameConfig, Rng
from gamesuite.rules.sim import default_players
from gamesuite.storage.saves import make_save

PLAYERS = {"telefilm": 3, "quizclub": 3, "telma": 3, "ciak": 2, "demo": 3}
_CACHE: dict[tuple[str, int], dict[str, Any]] = {}


def played(game: str, steps: int = 12, seed: int = 5):  # noqa: ANN201 - (rules, config, actions, state)
    rules = registry.get_rules(game)
    config = GameConfig(game, default_players(PLAYERS[game]), None, {}, default_content(game))
    state = rules.new_game(config, seed)
    actions = []
    for i in range(steps):
        if rules.is_over(state):
            break
        action = rules.random_action(state, Rng(i))
        state, _ = rules.apply(state, action)
        actions.append(action)
    return rules, config, actions, state


def save_json(game: str, steps: int = 12) -> dict[str, Any]:
    """A fresh copy of a real save's JSON after ``steps`` random moves."""
    key = (game, steps)
    if key not in _CACHE:
        rules, config, actions, state = played(game, steps)
        _CACHE[key] = json.loads(make_save(rules, config, 5, actions, state).model_dump_json())
    return json.loads(json.dumps(_CACHE[key]))


def write(path: Path, data: Any, *, mtime: float | None = None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode("utf-8"))
    if mtime is not None:
        os.utime(path, (mtime, mtime))
    return path


def deep(n: int) -> str:
    return "[" * n + "]" * n


def with_raw(data: dict[str, Any], key: str, raw_json: str) -> bytes:
    """The save JSON with ``data[key]`` replaced by a raw JSON text (deep nesting, a huge number)."""
    marker = "__RAW_MARKER__"
    data = dict(data, **{key: marker})
    return json.dumps(data).replace(json.dumps(marker), raw_json).encode("utf-8")
