"""Content: schemas and loaders for question decks and card sets (packs).

A pack is a folder (or a .zip, see :mod:`gamesuite.content.packs`) holding ``manifest.json``
and ``cards.json``. Built-in packs live in ``resources/packs/``; imported packs in the user's
data folder. The rules receive content as plain JSON in ``GameConfig.content``.

Quiz Club packs may bring characters (``cards.json``: ``characters``); a pack whose manifest says
``"expansion": true`` is an *expansion*: it is not one of the question packs a game gets by default
(:func:`pack_choices`, ``load_content(game)``) but is sorted in by naming it (:func:`expansion_choices`,
``load_content(game, [..., expansion id])``). The rules get the characters' ids, names, colours and
interests (:func:`merge_decks`); portraits stay here for the UI (:func:`pack_characters`).

Start-up: validating a pack with the pydantic schemas costs ~0.3 s (mostly importing pydantic), paid when a
game starts or the setup page opens. What an installed pack validated to is kept in the user's data folder
(``cache/packs``, see :func:`_cached`), keyed by the pack's files (path, size, modification time, inode), by
the validating code's files and by the app's version, so an unchanged pack loads from plain JSON and pydantic
is imported only for a pack that changed, an import, or a check.
"""

from __future__ import annotations

import json
import os
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from gamesuite.paths import resources_dir
from gamesuite.rules.core import Frozen, record

if TYPE_CHECKING:
    from pydantic import ValidationError

T = TypeVar("T")

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
    """Name the card or character (by id) where the first validation error sits, when there is one."""
    err = exc.errors()[0]
    loc = err["loc"]
    if len(loc) >= 2 and loc[0] in ("cards", "characters") and isinstance(loc[1], int):
        what = "card" if loc[0] == "cards" else "character"
        try:
            item_id = data[loc[0]][loc[1]].get("id", f"#{loc[1] + 1}")
        except (KeyError, IndexError, TypeError, AttributeError):
            item_id = f"#{loc[1] + 1}"
        if not isinstance(item_id, str):
            item_id = f"#{loc[1] + 1}"
        field = ".".join(str(p) for p in loc[2:]) or f"({what})"
        return f"{what} {item_id[:64]!r}, field {field}: {str(err['msg']).removeprefix('Value error, ')}"
    return _describe(exc)


def validate_deck(game: str, data: Any, source: str = "cards.json", *, series_optional: bool = False) -> dict[str, Any]:
    """Validate deck JSON for ``game``; returns the normalised JSON or raises PackError.

    Telefilm cards must name their series (``schemas.TelefilmCard``); ``series_optional=True``
    accepts cards written before that rule (used only to load packs that are already installed).
    The normalised JSON keeps ``series``/``year`` where given and leaves out absent ones.
    """
    from pydantic import ValidationError

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
    from pydantic import ValidationError

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


#: What the rules get of a pack's character (the description and the portrait stay with the UI).
RULES_CHARACTER_FIELDS = ("id", "name", "colour", "interests")


def merge_decks(decks: list[dict[str, Any]]) -> dict[str, Any]:
    """One deck from several packs; card ids are prefixed by nothing, later duplicates dropped.

    The packs' characters (Quiz Club) follow as ``characters`` (only when there are any), each with the
    fields the rules use (:data:`RULES_CHARACTER_FIELDS`); a later character with an id already seen is
    dropped like a duplicate card (imports refuse such clashes)."""
    seen: set[str] = set()
    cards = []
    characters: list[dict[str, Any]] = []
    seen_characters: set[str] = set()
    for deck in decks:
        for ch in deck.get("characters") or []:
            if ch["id"] not in seen_characters:
                seen_characters.add(ch["id"])
                characters.append({k: ch[k] for k in RULES_CHARACTER_FIELDS})
        for card in deck.get("cards", []):
            if card["id"] not in seen:
                seen.add(card["id"])
                cards.append(card)
    out: dict[str, Any] = {"cards": cards}
    if characters:
        out["characters"] = characters
    return out


#: The language whose packs a game gets when nothing names one (the packs written before packs had a language).
DEFAULT_LANGUAGE = "en"


def _of_language(manifests: list[Any], language: str | None) -> list[Any]:
    """The question packs (not expansions) among ``manifests`` in ``language``; when none is, those in
    :data:`DEFAULT_LANGUAGE`; when none is either, every question pack (a game never starts empty-handed)."""
    questions = [m for m in manifests if not m.expansion]
    for lang in (language or DEFAULT_LANGUAGE, DEFAULT_LANGUAGE):
        chosen = [m for m in questions if m.language == lang]
        if chosen:
            return chosen
    return questions


def default_packs(game: str, language: str | None = None) -> list[str]:
    """The ids of the question packs (built-in and imported, expansions not) a game gets by default in
    ``language`` (None: :data:`DEFAULT_LANGUAGE`), falling back as :func:`_of_language` says."""
    return [m.id for m in _of_language([m for _f, m in pack_manifests(game)], language)]


def default_content(game: str, language: str | None = None) -> dict[str, Any]:
    """The content a game gets when nothing else is chosen: its built-in question packs in ``language``
    (None: English; a language without packs falls back to English), expansions not.

    Games without a deck (or whose card data lives elsewhere) get ``{}``.
    """
    if game == "ciak":
        try:
            from gamesuite.content.ciak import builtin_card_set
        except ModuleNotFoundError:
            return {}
        return builtin_card_set()
    if game == "telma":  # the nickname suggestions of the language (English: the rules' own)
        from gamesuite.content.telma import telma_content

        return telma_content(language)
    if game not in DECK_SCHEMAS:
        return {}
    builtin = set(builtin_pack_dirs(game))
    found = [(folder, m) for folder, m in pack_manifests(game) if folder in builtin]
    chosen = {m.id for m in _of_language([m for _f, m in found], language)}
    decks = [_pack_deck(folder) for folder, m in found if m.id in chosen]
    return merge_decks(decks) if decks else {}


@dataclass(frozen=True)
class PackInfo:
    """A pack's manifest as validated by ``schemas.Manifest`` (its fields, plain values): what
    :func:`pack_manifests` lists, read from the cache without pydantic when the pack did not change."""

    id: str
    name: str
    game: str
    version: str
    author: str
    language: str = "en"
    description: str = ""
    expansion: bool = False
    counts: dict[str, int] = field(default_factory=dict)
    format: int = 1

    @classmethod
    def of(cls, data: dict[str, Any]) -> PackInfo:
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})


def _validated_manifest(folder: Path) -> dict[str, Any] | None:
    """The manifest of ``folder`` validated and normalised (None: unreadable or invalid)."""
    from pydantic import ValidationError

    from gamesuite.content.schemas import Manifest

    try:
        raw = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        return Manifest.model_validate(raw).model_dump(mode="json")
    except (OSError, json.JSONDecodeError, ValidationError):
        return None


def pack_manifests(game: str) -> list[tuple[Path, PackInfo]]:
    """Built-in and imported packs for ``game`` with their manifests (unreadable ones skipped).

    The listing is kept (:data:`_LISTINGS`) while what it was read from is the same (:func:`_listing_key`: the pack
    folders and their manifests' sizes, modification times and inodes): a Quiz Club setup page listed the packs about
    eight times (its packs, their languages, the default ones, the expansions, the characters...), ~1 ms each, a read of
    every manifest and of the validation cache's entries each time. What to avoid: a listing kept without its key (an
    import, a removal or an edited manifest must show at once)."""
    from gamesuite.paths import user_data_dir

    key = _listing_key((resources_dir() / "packs", user_data_dir() / "packs"))
    kept = _LISTINGS.get(game)
    if kept is not None and kept[0] == key:
        return list(kept[1])
    out = []
    folders = builtin_pack_dirs(game) + imported_pack_dirs(game)
    for folder in folders:
        data = _cached(folder, ("manifest.json",), "manifest", partial(_validated_manifest, folder))
        if isinstance(data, dict):
            try:
                out.append((folder, PackInfo.of(data)))
            except (TypeError, KeyError):
                continue
    _LISTINGS[game] = (key, tuple(out))
    return out


# pack_manifests' listings by game: (what each was read from, the listing)
_LISTINGS: dict[str, tuple[tuple[Any, ...], tuple[tuple[Path, PackInfo], ...]]] = {}


def _listing_key(roots: tuple[Path, ...]) -> tuple[Any, ...]:
    """What a pack listing hangs on: under each of ``roots``, every folder's name and its manifest's size, modification
    time and inode (a pack added, removed, renamed or swapped by an import, or a manifest written again, changes it; the
    validation cache's entries follow the same stats)."""
    key: list[Any] = [_schema_fingerprint()]
    for root in roots:
        try:
            names = sorted(entry.name for entry in os.scandir(root))
        except OSError:
            key.append((str(root), None))
            continue
        folders: list[Any] = []
        for name in names:
            try:
                st = os.stat(os.path.join(root, name, "manifest.json"))
            except OSError:
                folders.append((name, None))
                continue
            folders.append((name, st.st_size, st.st_mtime_ns, st.st_ino))
        key.append((str(root), tuple(folders)))
    return tuple(key)


def _schema_fingerprint() -> list[Any]:
    """What the cached validations depend on: the validating code's files (size and modification time: any
    edit starts the cache afresh) and the app's version (a frozen build has no sources to look at)."""
    global _FINGERPRINT
    if _FINGERPRINT is None:
        from gamesuite import __version__

        here = Path(__file__).parent
        files: list[list[Any]] = []
        for name in ("__init__.py", "schemas.py", "characters.py"):
            try:
                st = os.stat(here / name)
                files.append([name, st.st_size, st.st_mtime_ns])
            except OSError:
                files.append([name, None])
        _FINGERPRINT = [_CACHE_FORMAT, __version__, files]
    return _FINGERPRINT


_CACHE_FORMAT = "packs-cache 1"
_FINGERPRINT: list[Any] | None = None


def _cached(folder: Path, files: tuple[str, ...], kind: str, compute: Callable[[], Any]) -> Any:
    """``compute()`` (JSON; None = not valid, not kept) for the pack ``folder``, from the cache when none of
    ``files`` changed since it was computed with the same validating code; the cache is best effort (a
    missing, unreadable or foreign entry is computed again, a failed write forgotten)."""
    try:
        stats = [os.stat(folder / name) for name in files]
        from gamesuite.paths import user_data_dir

        cache_dir = user_data_dir() / "cache" / "packs"
    except OSError:
        return compute()
    where = str(folder.resolve())
    key = [_schema_fingerprint(), where, kind, [[s.st_size, s.st_mtime_ns, s.st_ino] for s in stats]]
    # one entry per pack folder and kind (a clash of names only costs a validation: the key is checked)
    name = "".join(c if c.isalnum() or c in "-_" else "_" for c in folder.name[:40])
    entry = cache_dir / f"{name}-{kind}-{zlib.crc32(where.encode()):08x}.json"
    try:
        cached = json.loads(entry.read_text(encoding="utf-8"))
        if isinstance(cached, dict) and cached.get("key") == key and "value" in cached:
            return cached["value"]
    except (OSError, ValueError):
        pass
    value = compute()
    if value is not None:
        try:
            from gamesuite.storage.atomic import write_atomic

            cache_dir.mkdir(parents=True, exist_ok=True)
            write_atomic(entry, json.dumps({"key": key, "value": value}, ensure_ascii=False).encode("utf-8"))
        except OSError:
            pass
    return value


def cached_read(folder: Path, files: tuple[str, ...], kind: str, read: Callable[[], Any],
                fits: Callable[[Any], bool]) -> Any:
    """``read()`` (a validated reading as JSON; raises PackError) through :func:`_cached`: a PackError it raised
    is raised again, and a cached value that does not ``fit`` (a foreign entry) is read again."""
    failure: list[PackError] = []

    def compute() -> Any:
        try:
            return read()
        except PackError as exc:
            failure.append(exc)
            return None

    value = _cached(folder, files, kind, compute)
    if failure:
        raise failure[0]
    return value if fits(value) else read()


def _pack_deck(folder: Path) -> dict[str, Any]:
    """The deck JSON of an installed pack, as :func:`load_pack_folder` validates it (from the cache when the
    pack did not change). Raises PackError."""
    deck: dict[str, Any] = cached_read(folder, ("manifest.json", "cards.json"), "deck",
                                       lambda: load_pack_folder(folder)[1], lambda v: isinstance(v, dict))
    return deck


def imported_pack_dirs(game: str) -> list[Path]:
    """Packs the user imported (in the user data folder)."""
    from gamesuite.paths import user_data_dir

    return _pack_dirs_in(user_data_dir() / "packs", game)


def pack_choices(game: str) -> list[tuple[str, str]]:
    """(pack id, label) for the new-game page's question packs: built-in packs first, then imported ones.
    Expansions are not among them (see :func:`expansion_choices`)."""
    from gamesuite.i18n import translate

    out = []
    for _folder, m in pack_manifests(game):
        if m.expansion:
            continue
        if m.counts.get("cards"):
            size = translate("shell", "%n card(s)", n=m.counts["cards"])
        elif sum(m.counts.values()):
            size = translate("shell", "%n item(s)", n=sum(m.counts.values()))
        else:
            size = translate("shell", "? items")
        label = translate("shell", "{pack} ({language}, v{version}) — {size}")
        out.append((m.id, label.format(pack=m.name, language=m.language, version=m.version, size=size)))
    return out


def pack_languages(game: str) -> dict[str, str]:
    """Pack id -> language, for every pack of ``game`` (expansions included)."""
    return {m.id: m.language for _folder, m in pack_manifests(game)}


@record
class PackCharacter(Frozen):
    """A character a pack brings, as the UI shows her: ``portrait`` holds the drawing parameters, or is
    None when ``image`` names the PNG in the pack folder (read it with ``images.decode_portrait``)."""

    id: str
    name: str
    colour: str
    interests: tuple[str, ...]
    description: str
    pack: str
    portrait: dict[str, str] | None = None
    image: Path | None = None


@dataclass(frozen=True)
class ExpansionInfo:
    """An expansion for the new-game page: its manifest's words, its card count and its characters."""

    id: str
    name: str
    language: str
    version: str
    description: str
    cards: int
    characters: tuple[PackCharacter, ...] = field(default_factory=tuple)


def _characters_in(folder: Path, pack_id: str, deck: dict[str, Any]) -> tuple[PackCharacter, ...]:
    out = []
    for ch in deck.get("characters") or []:
        portrait = ch["portrait"]
        out.append(PackCharacter(
            ch["id"], ch["name"], ch["colour"], tuple(ch["interests"]), ch.get("description", ""), pack_id,
            dict(portrait) if isinstance(portrait, dict) else None,
            folder / portrait if isinstance(portrait, str) else None))
    return tuple(out)


def _characters_and_count(folder: Path) -> tuple[list[dict[str, Any]], int]:
    """A pack folder's characters (validated with the pack schema) and its number of cards, read without
    validating every card (installed packs were checked on import; a game's content is checked again when
    it loads); from the validation cache when the pack did not change (the Quiz Club setup page lists them:
    validating them there imported pydantic, ~0.3 s before the page painted). Raises PackError when they
    cannot be read."""
    value = cached_read(folder, ("cards.json",), "characters", lambda: list(_read_characters_and_count(folder)),
                        lambda v: isinstance(v, list) and len(v) == 2 and isinstance(v[0], list)
                        and isinstance(v[1], int))
    return value[0], value[1]


def _read_characters_and_count(folder: Path) -> tuple[list[dict[str, Any]], int]:
    """:func:`_characters_and_count` without the cache."""
    from pydantic import TypeAdapter

    from gamesuite.content.schemas import QuizCharacter

    path = folder / "cards.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        cards = data["cards"]
        raw = data.get("characters") or []
        characters = TypeAdapter(list[QuizCharacter]).validate_python(raw)
    except OSError as exc:
        raise PackError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise PackError(f"{path}: the characters cannot be read ({str(exc).splitlines()[0]})") from None
    if not isinstance(cards, list):
        raise PackError(f"{path}: no list of cards")
    return [c.model_dump(mode="json", exclude_none=True) for c in characters], len(cards)


def expansion_choices(game: str, files_key: tuple[Any, ...] | None = None) -> list[ExpansionInfo]:
    """The expansions of ``game`` (built-in first, then imported), unreadable ones skipped; kept while the game's
    pack files are the same (:func:`pack_files_key`; ``files_key``: that key, when the caller has just made it)."""

    def read(found: list[tuple[Path, PackInfo]]) -> tuple[ExpansionInfo, ...]:
        out = []
        for folder, m in found:
            if not m.expansion:
                continue
            try:
                characters, count = _characters_and_count(folder)
            except PackError:
                continue
            out.append(ExpansionInfo(m.id, m.name, m.language, m.version, m.description, count,
                                     _characters_in(folder, m.id, {"characters": characters})))
        return tuple(out)

    return list(_kept_reading("expansions", game, read, files_key))


def pack_characters(game: str, files_key: tuple[Any, ...] | None = None) -> dict[str, PackCharacter]:
    """Every character the packs of ``game`` bring (built-in packs first; the first of an id wins); kept while the
    game's pack files are the same (:func:`pack_files_key`; ``files_key``: that key, when the caller has just made
    it)."""

    def read(found: list[tuple[Path, PackInfo]]) -> dict[str, PackCharacter]:
        out: dict[str, PackCharacter] = {}
        for folder, m in found:
            try:
                characters, _count = _characters_and_count(folder)
            except PackError:
                continue
            for ch in _characters_in(folder, m.id, {"characters": characters}):
                out.setdefault(ch.id, ch)
        return out

    return dict(_kept_reading("characters", game, read, files_key))


def pack_files_key(game: str) -> tuple[Any, ...]:
    """What ``game``'s packs are read from: each of its pack folders (:func:`pack_manifests`, built-in and imported)
    with every file in it (name, size, modification time, inode: the manifest, cards.json, a portrait image). A pack
    imported, removed or swapped, or any of its files written again, changes it. What to avoid: keeping something
    read from pack files (their characters, a portrait drawn from them) without it."""
    return _files_key(pack_manifests(game))


def _files_key(found: list[tuple[Path, PackInfo]]) -> tuple[Any, ...]:
    key: list[Any] = []
    for folder, _m in found:
        try:
            files = sorted((e.name, st.st_size, st.st_mtime_ns, st.st_ino)
                           for e in os.scandir(folder) if e.is_file() and (st := e.stat()))
        except OSError:
            key.append((str(folder), None))
            continue
        key.append((str(folder), tuple(files)))
    return tuple(key)


# readings of a game's pack files by (kind, game): (pack_files_key then, the reading); never handed out to be changed
_KEPT_READINGS: dict[tuple[str, str], tuple[tuple[Any, ...], Any]] = {}


def _kept_reading(kind: str, game: str, read: Callable[[list[tuple[Path, PackInfo]]], T],
                  files_key: tuple[Any, ...] | None = None) -> T:
    """``read(pack_manifests(game))``, kept while the game's pack files are the same (:func:`pack_files_key`): a Quiz
    Club setup page read the packs' characters and expansions at each build (the validation cache's entry of every
    pack: a stat, a file read and a JSON parse each). ``files_key``: the game's :func:`pack_files_key` as the caller
    just made it (a Quiz Club page's build made it four times, a scandir and a stat of every pack file each: now it
    makes it once, ``art.refresh_pack_characters``, and hands it on). What to avoid: changing what ``read`` returned
    (it is kept); a ``files_key`` kept from an earlier moment (a pack file written since would not be read again)."""
    found = pack_manifests(game)
    key = _files_key(found) if files_key is None else files_key
    kept = _KEPT_READINGS.get((kind, game))
    if kept is not None and kept[0] == key:
        return cast(T, kept[1])
    value = read(found)
    _KEPT_READINGS[(kind, game)] = (key, value)
    return value


def load_content(game: str, packs: list[str] | None = None, language: str | None = None) -> dict[str, Any]:
    """Content for a new game: the chosen packs merged, in the listed order of the packs (built-in
    first); None = every question pack (not an expansion) in ``language`` (None: English; see
    :func:`default_packs`). Raises PackError (also for an unknown pack id)."""
    if game not in DECK_SCHEMAS:
        return default_content(game, language)
    found = pack_manifests(game)
    if packs is not None:
        missing = [p for p in packs if p not in {m.id for _f, m in found}]
        if missing:
            raise PackError(f"no question pack of {game} has the id {missing[0]!r} (is it installed?)")
    wanted = set(packs) if packs is not None else {m.id for m in _of_language([m for _f, m in found], language)}
    decks = []
    for folder, manifest in found:
        if manifest.id in wanted:
            decks.append(_pack_deck(folder))
    if not decks:
        raise PackError(f"no question pack is available for {game}")
    return merge_decks(decks)
