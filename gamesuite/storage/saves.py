"""The save format: versioned JSON of (config, seed, actions) plus a snapshot of the last state.

Why this shape: a game is reproducible from its config, seed and action list, so that triple
is the truth; the snapshot lets a save open even if a later rules change would replay it
differently (it is checked against the replay and the replay wins when they agree).

What to avoid: writing in place (use :func:`write_atomic`), trusting a file (validate with
pydantic, refuse newer versions with a clear message), and deleting or "repairing" a file we
cannot read (it is left untouched so nothing is lost).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gamesuite.rules.core import Action, GameConfig, GameRules, IllegalAction
from gamesuite.storage.atomic import write_atomic
from gamesuite.storage.store import SAVE_VERSION


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why in plain words."""


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: str = Field(default="gamesuite-save")
    version: int
    app_version: str
    saved_at: str
    game: str
    title: str = ""
    config: dict[str, Any]
    seed: int
    actions: list[dict[str, Any]]
    snapshot: dict[str, Any] | None = None
    base: dict[str, Any] | None = None  # the state the actions start from; None = a new game from the seed


@dataclass
class LoadedGame:
    config: GameConfig
    seed: int
    actions: list[Action]
    state: Any
    path: Path | None
    base: Any = None  # the state the actions start from (None: new_game(config, seed))


def make_save(rules: GameRules, config: GameConfig, seed: int, actions: list[Action], state: Any,
              base: Any = None) -> SaveFile:
    from gamesuite import __version__

    names = ", ".join(p.name for p in config.players)
    return SaveFile(
        version=SAVE_VERSION,
        app_version=__version__,
        saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
        game=config.game,
        title=f"{rules.spec.title} — {names}",
        config=config.to_json(),
        seed=seed,
        actions=[a.to_json() for a in actions],
        snapshot=rules.state_to_json(state),
        base=rules.state_to_json(base) if base is not None else None,
    )


def write_save(path: Path, save: SaveFile) -> None:
    write_atomic(path, save.model_dump_json(indent=None).encode("utf-8"))


def read_save(path: Path) -> SaveFile:
    """Parse and validate a save file, or raise SaveError with a readable reason."""
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise SaveError(f"{Path(path).name}: cannot be read ({exc.strerror or exc}).") from None
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise SaveError(f"{Path(path).name}: the file is damaged (not valid JSON) and was left as it is.") from None
    if not isinstance(raw, dict) or raw.get("format") != "gamesuite-save":
        raise SaveError(f"{Path(path).name}: this is not a GameSuite save.")
    version = raw.get("version")
    if isinstance(version, int) and version > SAVE_VERSION:
        raise SaveError(
            f"{Path(path).name}: this save was made by a newer GameSuite (save version {version}); "
            "update the app to open it. The file was left as it is."
        )
    try:
        return SaveFile.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise SaveError(f"{Path(path).name}: the save is damaged ({where}: {first['msg']}).") from None


def restore(save: SaveFile, path: Path | None = None) -> LoadedGame:
    """Rebuild the game by replaying the actions; fall back to the snapshot if replay fails."""
    from gamesuite.rules import registry

    try:
        rules = registry.get_rules(save.game)
    except (KeyError, ModuleNotFoundError):
        raise SaveError(f"this save is for a game this version does not have ({save.game!r}).") from None
    try:
        config = GameConfig.from_json(save.config)
        actions = [Action.from_json(a) for a in save.actions]
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"the save is damaged ({exc}).") from None
    base = None
    try:
        base = rules.state_from_json(save.base) if save.base is not None else None
        state = base if base is not None else rules.new_game(config, save.seed)
        for action in actions:
            state, _ = rules.apply(state, action)
    except (IllegalAction, KeyError, TypeError, ValueError) as exc:
        # The actions no longer replay (for example a rules fix since): continue from the
        # snapshot, which becomes the new base with no actions to undo.
        if save.snapshot is None:
            raise SaveError(f"the save cannot be replayed ({exc}).") from None
        try:
            state = rules.state_from_json(save.snapshot)
        except (KeyError, TypeError, ValueError) as exc2:
            raise SaveError(f"the save is damaged ({exc2}).") from None
        return LoadedGame(config, save.seed, [], state, path, base=state)
    return LoadedGame(config, save.seed, actions, state, path, base=base)
