"""Content: schemas and loaders for question decks and card sets (packs).

A pack is a folder (or a .zip, see :mod:`gamesuite.content.packs`) holding ``manifest.json``
and ``cards.json``. Built-in packs live in ``resources/packs/``; imported packs in the user's
data folder. The rules receive content as plain JSON in ``GameConfig.content``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from gamesuite.paths import resources_dir

DECK_SCHEMAS = {"telefilm": "TelefilmDeck", "quizclub": "QuizDeck"}


class PackError(ValueError):
    """A pack that cannot be used; the message names the file and the problem."""


def _describe(exc: ValidationError, limit: int = 5) -> str:
    lines = []
    for err in exc.errors()[:limit]:
        loc = ".".join(str(p) for p in err["loc"])
        msg = str(err["msg"]).removeprefix("Value error, ")
        lines.append(f"{loc}: {msg}" if loc else msg)
    more = len(exc.errors()) - limit
    if more > 0:
        lines.append(f"... and {more} more problem(s)")
    return "; ".join(lines)


def describe_location(data: Any, exc: ValidationError) -> str:
    """Name the card (by id) where the first validation error sits, when there is one."""
    err = exc.errors()[0]
    loc = err["loc"]
    if len(loc) >= 2 and loc[0] == "cards" and isinstance(loc[1], int):
        try:
            card_id = data["cards"][loc[1]].get("id", f"#{loc[1] + 1}")
        except (KeyError, IndexError, TypeError, AttributeError):
            card_id = f"#{loc[1] + 1}"
        field = ".".join(str(p) for p in loc[2:]) or "(card)"
        return f"card {card_id!r}, field {field}: {str(err['msg']).removeprefix('Value error, ')}"
    return _describe(exc)


def validate_deck(game: str, data: Any, source: str = "cards.json", *, series_optional: bool = False) -> dict[str, Any]:
    """Validate deck JSON for ``game``; returns the normalised JSON or raises PackError.

    Telefilm cards must name their series (``schemas.TelefilmCard``); ``series_optional=True``
    accepts cards written before that rule (used only to load packs that are already installed).
    The normalised JSON keeps ``series``/``year`` where given and leaves out absent ones.
    """
    from gamesuite.content import schemas

    name = DECK_SCHEMAS.get(game)
    if name is None:
        raise PackError(f"{source}: game {game!r} has no question deck format")
    model = getattr(schemas, name)
    try:
        deck = model.model_validate(data, context={schemas.SERIES_OPTIONAL: series_optional})
    except ValidationError as exc:
        raise PackError(f"{source}: {describe_location(data, exc)}") from None
    return deck.model_dump(mode="json", exclude_none=True)


def load_pack_folder(folder: Path) -> tuple[Any, dict[str, Any]]:
    """Read and validate a pack folder; returns (manifest model, deck JSON).

    This loads packs that are already installed (built-in or imported), so Telefilm cards written
    before cards named their series still load (``series_optional``); checking or importing a
    pack (``packs.check_pack``) applies every rule.
    """
    from gamesuite.content.schemas import Manifest

    manifest_path = folder / "manifest.json"
    try:
        raw = json.loads(manifest_path.read_text(encoding="utf-8"))
        manifest = Manifest.model_validate(raw)
    except OSError as exc:
        raise PackError(f"{manifest_path}: cannot read: {exc.strerror or exc}") from None
    except json.JSONDecodeError as exc:
        raise PackError(f"{manifest_path}: not valid JSON (line {exc.lineno}): {exc.msg}") from None
    except ValidationError as exc:
        raise PackError(f"{manifest_path}: {_describe(exc)}") from None
    cards_path = folder / "cards.json"
    try:
        data = json.loads(cards_path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise PackError(f"{cards_path}: cannot read: {exc.strerror or exc}") from None
    except json.JSONDecodeError as exc:
        raise PackError(f"{cards_path}: not valid JSON (line {exc.lineno}): {exc.msg}") from None
    return manifest, validate_deck(manifest.game, data, str(cards_path), series_optional=True)


def builtin_pack_dirs(game: str) -> list[Path]:
    return _pack_dirs_in(resources_dir() / "packs", game)


def _pack_dirs_in(root: Path, game: str) -> list[Path]:
    """Pack folders under ``root`` whose manifest names ``game``, in name order. Folders starting
    with a dot are an import in progress (.import-*) or being removed (.old-*) and are skipped."""
    if not root.is_dir():
        return []
    out = []
    for folder in sorted(root.iterdir()):
        if folder.name.startswith("."):
            continue
        manifest = folder / "manifest.json"
        if manifest.is_file():
            try:
                if json.loads(manifest.read_text(encoding="utf-8")).get("game") == game:
                    out.append(folder)
            except (OSError, json.JSONDecodeError):
                continue
    return out


def merge_decks(decks: list[dict[str, Any]]) -> dict[str, Any]:
    """One deck from several packs; card ids are prefixed by nothing, later duplicates dropped."""
    seen: set[str] = set()
    cards = []
    for deck in decks:
        for card in deck.get("cards", []):
            if card["id"] not in seen:
                seen.add(card["id"])
                cards.append(card)
    return {"cards": cards}


def default_content(game: str) -> dict[str, Any]:
    """The content a game gets when nothing else is chosen: all built-in packs for it.

    Games without a deck (or whose card data lives elsewhere) get ``{}``.
    """
    if game == "ciak":
        try:
            from gamesuite.content.ciak import builtin_card_set
        except ModuleNotFoundError:
            return {}
        return builtin_card_set()
    if game not in DECK_SCHEMAS:
        return {}
    decks = [load_pack_folder(folder)[1] for folder in builtin_pack_dirs(game)]
    return merge_decks(decks) if decks else {}


def pack_manifests(game: str) -> list[tuple[Path, Any]]:
    """Built-in and imported packs for ``game`` with their manifests (unreadable ones skipped)."""
    from gamesuite.content.schemas import Manifest

    out = []
    folders = builtin_pack_dirs(game) + imported_pack_dirs(game)
    for folder in folders:
        try:
            raw = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
            out.append((folder, Manifest.model_validate(raw)))
        except (OSError, json.JSONDecodeError, ValidationError):
            continue
    return out


def imported_pack_dirs(game: str) -> list[Path]:
    """Packs the user imported (in the user data folder)."""
    from gamesuite.paths import user_data_dir

    return _pack_dirs_in(user_data_dir() / "packs", game)


def pack_choices(game: str) -> list[tuple[str, str]]:
    """(pack id, label) for the new-game dialog: built-in packs first, then imported ones."""
    from gamesuite.i18n import translate

    out = []
    for _folder, m in pack_manifests(game):
        if m.counts.get("cards"):
            size = translate("shell", "%n card(s)", n=m.counts["cards"])
        elif sum(m.counts.values()):
            size = translate("shell", "%n item(s)", n=sum(m.counts.values()))
        else:
            size = translate("shell", "? items")
        label = translate("shell", "{pack} ({language}, v{version}) — {size}")
        out.append((m.id, label.format(pack=m.name, language=m.language, version=m.version, size=size)))
    return out


def load_content(game: str, packs: list[str] | None = None) -> dict[str, Any]:
    """Content for a new game: the chosen packs (None = every pack) merged; raises PackError."""
    if game not in DECK_SCHEMAS:
        return default_content(game)
    decks = []
    for folder, manifest in pack_manifests(game):
        if packs is None or manifest.id in packs:
            decks.append(load_pack_folder(folder)[1])
    if not decks:
        raise PackError(f"no question pack is available for {game}")
    return merge_decks(decks)
