"""The game registry: game ids mapped to the module that defines their rules.

Modules are imported on first use, so listing games in the launcher stays cheap. A game
module exposes ``RULES``, an instance of :class:`gamesuite.rules.core.GameRules`.
"""

from __future__ import annotations

import importlib

from gamesuite.rules.core import GameRules, GameSpec

# id -> module path. Order is the launcher's order.
_MODULES: dict[str, str] = {
    "telefilm": "gamesuite.rules.telefilm",
    "quizclub": "gamesuite.rules.quizclub",
    "telma": "gamesuite.rules.telma",
    "ciak": "gamesuite.rules.ciak",
    "demo": "gamesuite.rules.demo",
}
_LOADED: dict[str, GameRules] = {}
_SPECS: dict[str, GameSpec] = {}


def register(game_id: str, module: str) -> None:
    """Add (or replace) a game module; used by tests for extra games."""
    _MODULES[game_id] = module
    _LOADED.pop(game_id, None)
    _SPECS.pop(game_id, None)


def game_ids(include_hidden: bool = False) -> list[str]:
    """Registered games whose module is present, in launcher order."""
    out = []
    for gid in _MODULES:
        try:
            spec = get_spec(gid)
        except ModuleNotFoundError as exc:
            if exc.name != _MODULES[gid]:
                raise
            continue  # this build does not ship the game
        except AttributeError:
            continue  # a package without RULES is not a playable game (yet)
        if include_hidden or not spec.hidden:
            out.append(gid)
    return out


def get_rules(game_id: str) -> GameRules:
    """The rules object of ``game_id``; KeyError for an unknown game."""
    if game_id not in _LOADED:
        if game_id not in _MODULES:
            raise KeyError(f"unknown game {game_id!r}")
        module = importlib.import_module(_MODULES[game_id])
        _LOADED[game_id] = module.RULES
    return _LOADED[game_id]


def get_spec(game_id: str) -> GameSpec:
    """The game's metadata, from the package's ``spec`` module when it has one. Game packages load
    their engine lazily, so the launcher can list the games without importing four rules engines."""
    if game_id in _LOADED:
        return _LOADED[game_id].spec
    if game_id not in _SPECS:
        if game_id not in _MODULES:
            raise KeyError(f"unknown game {game_id!r}")
        package = _MODULES[game_id]
        try:
            spec = getattr(importlib.import_module(f"{package}.spec"), "SPEC", None)
        except ModuleNotFoundError as exc:
            if exc.name != f"{package}.spec":
                raise  # the package itself is missing, or its spec needs something absent
            spec = None
        _SPECS[game_id] = spec if isinstance(spec, GameSpec) else get_rules(game_id).spec
    return _SPECS[game_id]
