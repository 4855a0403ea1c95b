"""The game registry: game ids mapped to the module that defines their rules.

Modules are imported on first use, so listing games in the launcher stays cheap. A game
module exposes ``RULES``, an instance of :class:`gamesuite.rules.core.GameRules`.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys

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
    """The game's metadata. Read from the package's ``spec.py`` alone when the rules are not
    loaded yet, so the launcher does not import four rules engines at start-up."""
    if game_id in _LOADED:
        return _LOADED[game_id].spec
    if game_id not in _SPECS:
        _SPECS[game_id] = _light_spec(game_id) or get_rules(game_id).spec
    return _SPECS[game_id]


def _light_spec(game_id: str) -> GameSpec | None:
    """``SPEC`` from ``<package>/spec.py`` without running the package's ``__init__``, or None."""
    if game_id not in _MODULES:
        raise KeyError(f"unknown game {game_id!r}")
    package = _MODULES[game_id]
    name = f"{package}.spec"
    module = sys.modules.get(name)
    if module is None:
        found = importlib.util.find_spec(package)
        if found is None:
            raise ModuleNotFoundError(f"No module named {package!r}", name=package)
        locations = list(found.submodule_search_locations or [])
        if not locations:
            return None
        path = f"{locations[0]}/spec.py"
        try:
            with open(path, encoding="utf-8") as fh:  # the module loader reads source, like importlib
                if f"from {package}." in fh.read():
                    return None  # spec.py needs its own package: load the game normally, once
        except OSError:
            return None
        file_spec = importlib.util.spec_from_file_location(name, path)
        if file_spec is None or file_spec.loader is None:
            return None
        try:
            module = importlib.util.module_from_spec(file_spec)
            sys.modules[name] = module
            file_spec.loader.exec_module(module)
        except (FileNotFoundError, ImportError):
            sys.modules.pop(name, None)
            return None
    spec = getattr(module, "SPEC", None)
    return spec if isinstance(spec, GameSpec) else None
