"""The save format: versioned JSON of (config, seed, actions) plus a snapshot of the last state.

Why this shape: a game is reproducible from its config, seed and action list, so that triple
is the truth; the snapshot lets a save open even if a later rules change would replay it
differently (the player is told, and the snapshot must pass the game's invariants).

The one door: :func:`read_save` and :func:`restore` are the only way a file becomes a game.
Whatever a file holds (damaged or hostile: deep nesting, huge numbers, wrong types,
compression bombs, another game's id, no players), they either return a game that was
checked (config matches the game, players within the game's range, content valid, replay or
snapshot passes ``check_invariants``, every view renders) or raise :class:`SaveError` with a
sentence. The limits are in ``docs/saves.md``.

What to avoid: writing in place (use :func:`write_atomic`), trusting a file, and deleting or
"repairing" a file we cannot read (it is left untouched so nothing is lost).
"""

from __future__ import annotations

import logging
import stat
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gamesuite.i18n import QT_TRANSLATE_NOOP, translate, translate_marked
from gamesuite.rules.core import Action, GameConfig, GameRules, Viewer
from gamesuite.rules.packing import MAX_DEPTH, MAX_INT_DIGITS, MAX_STRING_CHARS, loads_bounded
from gamesuite.storage.atomic import write_atomic
from gamesuite.storage.store import MAX_SAVE_BYTES, SAVE_VERSION

log = logging.getLogger(__name__)

PACKED_KEYS = frozenset({"zlib", "content_z", "ciak_set_z"})  # packed content: long strings allowed
MAX_NAME_CHARS = 40  # a player's name (the new-game dialog allows 24, Telma's set-up 40)
MAX_COLOUR_CHARS = 32
# Marked, not translated here: the window translates it where it is shown (the language may change meanwhile).
REPAIRED_NOTICE = QT_TRANSLATE_NOOP("storage", "This save was repaired from its last snapshot: its moves no longer "
                                    "replay (the rules changed since, or the file was edited), so the undo history "
                                    "is gone.")


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
    notice: str = ""  # something the player must be told on opening (REPAIRED_NOTICE), or ""


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


def _mib(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MiB" if n >= 1024 * 1024 else f"{n:,} bytes"


def _reason(exc: BaseException) -> str:
    """A short, one-line reason from an exception a hostile file provoked."""
    if isinstance(exc, RecursionError):
        return translate("storage", "nested too deeply")
    if isinstance(exc, MemoryError):
        return translate("storage", "too big to open")
    text = " ".join(str(exc).split())[:200] or type(exc).__name__
    return text if isinstance(exc, ValueError | SaveError) else f"{type(exc).__name__}: {text}"


def _damaged(problem: str) -> str:
    """The sentence for a file that is not valid JSON, in the player's language (what a truncated or overwritten save
    says in the Load dialog and its message box); ``problem`` is the parser's own words, kept as they are."""
    return translate("storage", "the file is damaged ({problem}) and was left as it is.").format(problem=problem)


def parse_save(data: bytes, name: str) -> SaveFile:
    """Parse and validate the bytes of a save, or raise SaveError naming ``name`` and the reason."""
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(f"{name}: " + translate("storage", "the file is {size}, more than the {limit} a save may have; "
                                                "it was not opened and was left as it is.").format(
            size=_mib(len(data)), limit=_mib(MAX_SAVE_BYTES)))
    try:
        raw = loads_bounded(data, max_depth=MAX_DEPTH, max_int_digits=MAX_INT_DIGITS, max_string=MAX_STRING_CHARS,
                            long_keys=PACKED_KEYS, max_long_string=MAX_SAVE_BYTES)
    except ValueError as exc:
        raise SaveError(f"{name}: " + _damaged(str(exc))) from None
    if not isinstance(raw, dict) or raw.get("format") != "gamesuite-save":
        raise SaveError(f"{name}: " + translate("storage", "this is not a GameSuite save."))
    version = raw.get("version")
    if isinstance(version, int) and version > SAVE_VERSION:
        raise SaveError(f"{name}: " + translate(
            "storage", "this save was made by a newer GameSuite (save version {version}); update the app to open it. "
            "The file was left as it is.").format(version=version))
    try:
        return SaveFile.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise SaveError(f"{name}: " + translate("storage", "the save is damaged ({problem}).").format(
            problem=f"{where}: {first['msg']}")) from None


def read_save(path: Path) -> SaveFile:
    """Read, parse and validate a save file, or raise SaveError with a readable reason.

    A file over MAX_SAVE_BYTES is refused before it is read. Never raises anything else.
    """
    path = Path(path)
    name = path.name
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):  # a folder, a pipe (reading would block), a device
            raise SaveError(f"{name}: " + translate("storage", "this is not a file."))
        size = info.st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"{name}: " + translate(
                "storage", "the file is {size}, more than the {limit} a save may have; it was not opened and was left "
                "as it is.").format(size=_mib(size), limit=_mib(MAX_SAVE_BYTES)))
        with path.open("rb") as fh:
            data = fh.read(MAX_SAVE_BYTES + 1)
        return parse_save(data, name)
    except SaveError:
        raise
    except OSError as exc:
        raise SaveError(f"{name}: " + translate("storage", "cannot be read ({problem}).").format(
            problem=exc.strerror or exc)) from None
    except Exception as exc:  # noqa: BLE001 - the one door: nothing a file holds may escape as a crash
        log.warning("unexpected problem reading %s", path, exc_info=not isinstance(exc, ValueError))
        raise SaveError(f"{name}: " + _damaged(_reason(exc))) from None


def restore(save: SaveFile, path: Path | None = None) -> LoadedGame:
    """Rebuild and check the game: replay the actions, or fall back to the snapshot (with a notice).

    Raises SaveError (a sentence) for anything that would not make a sound game; never anything else.
    """
    where = f"{Path(path).name}: " if path is not None else ""
    try:
        return _restore(save, path)
    except SaveError as exc:
        raise SaveError(f"{where}{exc}") from None
    except Exception as exc:  # noqa: BLE001 - the one door: the rules may raise anything on a hostile save
        log.warning("save %s could not be restored: %s", path, _reason(exc), exc_info=not isinstance(exc, ValueError))
        raise SaveError(where + translate("storage", "the save is damaged ({problem}); it was left as it is.").format(
            problem=_reason(exc))) from None


def open_save_file(path: Path) -> LoadedGame:
    """:func:`read_save` then :func:`restore`: a checked game from a file, or SaveError."""
    return restore(read_save(path), path)


def _restore(save: SaveFile, path: Path | None) -> LoadedGame:
    from gamesuite.rules import registry

    try:
        rules = registry.get_rules(save.game)
    except (KeyError, ModuleNotFoundError):
        raise SaveError(translate("storage", "this save is for a game this version does not have ({game}).").format(
            game=repr(save.game[:64]))) from None
    config = _checked_config(rules, save)
    try:
        actions = [Action.from_json(a) for a in save.actions]
    except Exception as exc:  # noqa: BLE001 - any malformed action
        raise SaveError(translate("storage", "the save is damaged (a move cannot be read: {problem}).").format(
            problem=_reason(exc))) from None
    base = None
    replay_error: Exception | None = None
    try:
        base = rules.state_from_json(save.base) if save.base is not None else None
        state = base if base is not None else rules.new_game(config, save.seed)
        for action in actions:
            state, _ = rules.apply(state, action)
    except Exception as exc:  # noqa: BLE001 - IllegalAction after a rules fix, or a damaged/hostile list
        replay_error = exc
    if replay_error is None:
        problems = _problems(rules, state, config)
        if problems:
            raise SaveError(translate("storage", "the game in this save breaks the game's rules ({problem}).").format(
                problem=problems[0]))
        return LoadedGame(config, save.seed, actions, state, path, base=base)
    # The actions no longer replay: continue from the snapshot, which becomes the new base with
    # no actions to undo; the player is told, and a snapshot that breaks the game's invariants
    # (or is for other players) is refused.
    why = _reason(replay_error)
    if save.snapshot is None:
        raise SaveError(translate("storage", "the save cannot be replayed ({why}) and has no snapshot to fall back "
                                  "on.").format(why=why))
    try:
        state = rules.state_from_json(save.snapshot)
    except Exception as exc:  # noqa: BLE001
        raise SaveError(translate("storage", "the save cannot be replayed ({why}) and its snapshot is damaged "
                                  "({problem}).").format(why=why, problem=_reason(exc))) from None
    _check_state_config(state, config)
    problems = _problems(rules, state, config)
    if problems:
        raise SaveError(translate("storage", "the save cannot be replayed ({why}) and its snapshot breaks the game's "
                                  "rules ({problem}).").format(why=why, problem=problems[0]))
    return LoadedGame(config, save.seed, [], state, path, base=state, notice=REPAIRED_NOTICE)


def _checked_config(rules: GameRules, save: SaveFile) -> GameConfig:
    """The save's config, after checking it is for this game, with a sound set of players and content."""
    raw = save.config
    spec = rules.spec
    title = translate_marked(spec.id, spec.title)  # the game's name as the launcher shows it
    if raw.get("game") != save.game:
        shown = raw.get("game")
        if isinstance(shown, str):
            raise SaveError(translate("storage", "the save is damaged: it says it is a game of {title}, but its "
                                      "settings are for {other}.").format(title=title, other=repr(shown[:64])))
        raise SaveError(translate("storage", "the save is damaged: it says it is a game of {title}, but its settings "
                                  "name no game.").format(title=title))
    players = raw.get("players")
    if not isinstance(players, list) or not players:
        raise SaveError(translate("storage", "the save is damaged: it has no players."))
    for i, p in enumerate(players, start=1):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str) or not isinstance(p.get("colour", ""), str):
            raise SaveError(translate("storage", "the save is damaged: player {number} has no name.").format(number=i))
        if len(p["name"]) > MAX_NAME_CHARS or len(p.get("colour", "")) > MAX_COLOUR_CHARS:
            raise SaveError(translate("storage", "the save is damaged: player {number}'s name is longer than {limit} "
                                      "characters.").format(number=i, limit=MAX_NAME_CHARS))
    variant_id = raw.get("variant")
    if variant_id is not None and not isinstance(variant_id, str):
        raise SaveError(translate("storage", "the save is damaged: its variant is not a name."))
    try:
        variant = spec.variant(variant_id)
    except ValueError:
        raise SaveError(translate("storage", "the save is for a {title} variant this version does not have "
                                  "({variant}).").format(title=title, variant=repr(str(variant_id)[:64]))) from None
    if not variant.min_players <= len(players) <= variant.max_players:
        raise SaveError(translate("storage", "the save is damaged: {title} ({variant}) takes {low}-{high} players, "
                                  "and it has {count}.").format(
            title=title, variant=translate_marked(spec.id, variant.title), low=variant.min_players,
            high=variant.max_players, count=len(players)))
    # One sentence each (not "its {key}"): the two words take different articles and agreements in Italian.
    if raw.get("options") is not None and not isinstance(raw.get("options"), dict):
        raise SaveError(translate("storage", "the save is damaged: its rule options are not a set of named values."))
    if raw.get("content") is not None and not isinstance(raw.get("content"), dict):
        raise SaveError(translate("storage", "the save is damaged: its content is not a set of named values."))
    config = GameConfig.from_json(raw)
    _check_content(save.game, config.content)
    return config


def _check_content(game: str, content: Any) -> None:
    """The question deck or card set in a save passes the same schema as a pack."""
    from gamesuite.content import DECK_SCHEMAS, PackError, validate_deck

    try:
        if game in DECK_SCHEMAS:
            validate_deck(game, dict(content), "the question deck")
        elif game == "ciak" and content:
            from gamesuite.content.ciak import validate_card_set
            from gamesuite.rules.ciak.catalog import unpack

            validate_card_set(unpack(content), "the card set")
    except PackError as exc:
        raise SaveError(translate("storage", "the save is damaged ({problem}).").format(problem=exc)) from None


def _check_state_config(state: Any, config: GameConfig) -> None:
    inner = getattr(state, "config", None)
    if isinstance(inner, GameConfig) and (inner.game != config.game or inner.players != config.players):
        raise SaveError(translate("storage", "the save is damaged: its snapshot is for another game or other players "
                                  "than the save."))


def _problems(rules: GameRules, state: Any, config: GameConfig) -> list[str]:
    """What is wrong with a state the UI is about to show: invariants, and views that fail to render."""
    from gamesuite.rules.sim import check_step

    problems = check_step(rules, state, deep=False)
    if problems:
        return problems
    viewers = [Viewer.TABLE, *(Viewer.of_seat(i) for i in range(config.n_players))]
    if rules.spec.uses_director:
        viewers.append(Viewer.DIRECTOR)
    for viewer in viewers:
        view = rules.view(state, viewer)
        if not isinstance(view, dict):
            return [translate("storage", "the {viewer} view is not a set of named values").format(viewer=viewer)]
    rules.waiting_for(state)
    rules.scores(state)
    rules.result(state)
    return []
