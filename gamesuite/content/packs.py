"""Pack files: safe reading of pack folders and .zip archives, checking, and importing.

A pack is a folder or a ``.zip`` holding ``manifest.json`` and ``cards.json`` (plus optional
``.md`` / ``.txt`` notes, and for Quiz Club the ``.png`` portraits its characters name). Importing
copies a *validated* pack into ``user_data_dir() / "packs" / <pack id>``.

Safety (see docs/packs.md for the numbers):

* Nothing in a pack is ever run: JSON is parsed with :func:`json.loads` only (no pickle, eval or
  YAML); notes are copied as text and never read by the app.
* Zip member names may not leave the pack folder: no ``..``, no absolute paths, no drive letters,
  no backslashes, no control characters; symbolic links, hard links, devices and other
  non-regular entries (Unix mode in the external attributes) are refused, as are encrypted
  members and compression methods other than stored/deflate. Files are never extracted with
  ``ZipFile.extract``: the bytes are read and written by this module under names it chose.
* Zip bombs: the archive size, member count (read from the end-of-central-directory record
  before :mod:`zipfile` parses the directory), per-member size, total size and compression
  ratio are capped; members are read in bounded chunks and the header sizes are not trusted.
* JSON: size, nesting depth, duplicate keys, non-finite numbers and huge integers are refused
  before the strict pydantic schemas (bounded strings and lists, unknown fields refused) run.
* Portraits (:mod:`gamesuite.content.images`): PNG only, at most 256 KiB and 512 x 512 pixels, the size
  read from the header before anything decodes it; then a size-limited decode. A pack may hold only the
  images its characters name.
* Install: everything is validated in memory, written to a temporary ``.import-*`` folder inside
  the packs folder, loaded again from there, then renamed into place atomically; on any failure
  the temporary folder is removed and the packs already installed are untouched.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
import struct
import tempfile
import time
import zipfile
import zlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from gamesuite.content import (
    DECK_SCHEMAS,
    PackError,
    _describe,
    builtin_pack_dirs,
    imported_pack_dirs,
    load_pack_folder,
    validate_deck,
)
from gamesuite.rules.packing import json_depth as _json_depth

MANIFEST = "manifest.json"
CARDS = "cards.json"
NOTE_SUFFIXES = (".md", ".txt")
IMAGE_SUFFIXES = (".png",)
# Files that archivers add on their own; their names are still checked, their bytes never read.
IGNORED_NAMES = ("__MACOSX", ".DS_Store", "Thumbs.db", "desktop.ini")
_SAFE_FILE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
_WINDOWS_RESERVED = re.compile(r"^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$", re.IGNORECASE)
_DRIVE = re.compile(r"^[A-Za-z]:")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
TEMP_PREFIX = ".import-"
OLD_PREFIX = ".old-"


@dataclass(frozen=True)
class Limits:
    """Caps applied to every pack that is checked or imported."""

    max_archive_bytes: int = 32 * 1024 * 1024
    max_members: int = 64
    max_member_bytes: int = 8 * 1024 * 1024
    max_total_bytes: int = 16 * 1024 * 1024
    max_ratio: int = 100  # uncompressed / compressed, checked once a member passes ratio_floor
    ratio_floor: int = 64 * 1024
    max_name_length: int = 200
    max_json_depth: int = 32
    max_int_digits: int = 18
    chunk: int = 64 * 1024


LIMITS = Limits()


def _mib(n: int) -> str:
    return f"{n / (1024 * 1024):g} MiB" if n >= 1024 * 1024 else f"{n} bytes"


# ------------------------------------------------------------------------------------ JSON


class _JsonProblem(ValueError):
    pass


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _JsonProblem(f"key {key!r} appears twice in one object")
        out[key] = value
    return out


def _refuse_constant(name: str) -> Any:
    raise _JsonProblem(f"{name} is not a number JSON allows")


def _finite_float(text: str) -> float:
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise _JsonProblem(f"number {text[:30]} is out of range")
    return value


def json_depth(text: str | bytes, stop_at: int = 10_000) -> int:
    """The deepest bracket nesting of a JSON text (strings skipped); stops counting past ``stop_at``.

    About two bytes of memory per character and no regular expression over the text (see
    :func:`gamesuite.rules.packing.json_depth`).
    """
    return _json_depth(text, stop_at)


def load_json_bytes(raw: bytes, source: str, limits: Limits = LIMITS) -> Any:
    """Parse JSON from untrusted bytes with size, depth and number limits; raises PackError."""
    if len(raw) > limits.max_member_bytes:
        raise PackError(f"{source}: {_mib(len(raw))} is more than the {_mib(limits.max_member_bytes)} allowed")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise PackError(f"{source}: not UTF-8 text (bad byte at offset {exc.start})") from None
    depth = json_depth(raw, limits.max_json_depth)
    if depth > limits.max_json_depth:
        raise PackError(f"{source}: JSON nested more than {limits.max_json_depth} levels deep")

    def bounded_int(digits: str) -> int:
        if len(digits.lstrip("-")) > limits.max_int_digits:
            raise _JsonProblem(f"integer with {len(digits)} digits is too long")
        return int(digits)

    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys, parse_constant=_refuse_constant,
                          parse_float=_finite_float, parse_int=bounded_int)
    except json.JSONDecodeError as exc:
        raise PackError(f"{source}: not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}") from None
    except _JsonProblem as exc:
        raise PackError(f"{source}: {exc}") from None
    except RecursionError:
        raise PackError(f"{source}: JSON nested too deeply") from None


def dump_json(data: Any) -> str:
    """The project's JSON layout for pack files (stable, so rebuilding gives no diff)."""
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# --------------------------------------------------------------------------- reading a pack


def check_file_name(name: str, where: str) -> None:
    """A file name inside a pack: plain, short, no separators, no reserved device names."""
    if not _SAFE_FILE.match(name) or name.endswith(".") or _WINDOWS_RESERVED.match(name):
        raise PackError(f"{where}: {name!r} is not an allowed file name "
                        "(letters, digits, '_', '-', '.'; at most 64 characters)")
    lower = name.lower()
    if lower not in (MANIFEST, CARDS) and not lower.endswith(NOTE_SUFFIXES + IMAGE_SUFFIXES):
        raise PackError(f"{where}: {name!r} is not allowed in a pack "
                        "(only manifest.json, cards.json, .md/.txt notes and .png portraits)")


def _split_member(name: str, archive: str, limits: Limits) -> list[str]:
    """The path parts of a zip member name, refusing anything that could leave the pack folder."""
    shown = repr(name[:80])
    where = f"{archive}: member {shown}"
    if not name:
        raise PackError(f"{archive}: a member has an empty name")
    if len(name) > limits.max_name_length:
        raise PackError(f"{where}: name longer than {limits.max_name_length} characters")
    if _CONTROL.search(name):
        raise PackError(f"{where}: name contains control characters")
    if "\\" in name:
        raise PackError(f"{where}: backslashes are not allowed in member names")
    if name.startswith("/"):
        raise PackError(f"{where}: absolute paths are not allowed")
    if _DRIVE.match(name):
        raise PackError(f"{where}: drive letters are not allowed")
    parts = name.split("/")
    if parts[-1] == "":  # a directory entry
        parts = parts[:-1]
    for part in parts:
        if part == "..":
            raise PackError(f"{where}: '..' would leave the pack folder")
        if part in ("", "."):
            raise PackError(f"{where}: empty or '.' path parts are not allowed")
        if ":" in part:
            raise PackError(f"{where}: ':' is not allowed in member names")
    return parts


def _member_kind(info: zipfile.ZipInfo, archive: str) -> str:
    """'dir' or 'file'; links, devices and other special entries are refused."""
    mode = (info.external_attr >> 16) & 0xFFFF
    kind = stat.S_IFMT(mode)
    where = f"{archive}: member {info.filename[:80]!r}"
    if kind == stat.S_IFLNK:
        raise PackError(f"{where}: symbolic links are not allowed")
    if kind not in (0, stat.S_IFREG, stat.S_IFDIR):
        raise PackError(f"{where}: only plain files are allowed (this is a link or special file)")
    if info.is_dir() or kind == stat.S_IFDIR:
        return "dir"
    return "file"


def _eocd_entry_count(handle: Any, size: int) -> int | None:
    """The member count from the end-of-central-directory record (None if it cannot be found)."""
    tail = min(size, 22 + 65535)
    handle.seek(size - tail)
    data = handle.read(tail)
    pos = data.rfind(b"PK\x05\x06")
    while pos >= 0:
        if pos + 22 <= len(data):
            (_sig, _disk, _cd_disk, _n_disk, n_total, _cd_size, _cd_off,
             comment_len) = struct.unpack("<4sHHHHIIH", data[pos:pos + 22])
            if pos + 22 + comment_len == len(data):
                return int(n_total)
        pos = data.rfind(b"PK\x05\x06", 0, pos)
    return None


def _strip_wrapper(entries: list[tuple[list[str], Any]]) -> list[tuple[list[str], Any]]:
    """Drop one common top folder (``mypack/manifest.json``), as many zip tools add one."""
    files = [parts for parts, info in entries if info is not None]
    if not files or any(len(p) < 2 for p in files):
        return entries
    top = {p[0] for p in files}
    if len(top) != 1:
        return entries
    return [(parts[1:], info) for parts, info in entries if len(parts) > 1]


def _read_member(zf: zipfile.ZipFile, info: zipfile.ZipInfo, where: str, total: int, limits: Limits) -> bytes:
    out = bytearray()
    with zf.open(info) as fh:
        while True:
            chunk = fh.read(limits.chunk)
            if not chunk:
                break
            out += chunk
            n = len(out)
            if n > limits.max_member_bytes:
                raise PackError(f"{where}: larger than the {_mib(limits.max_member_bytes)} a pack file may have")
            if total + n > limits.max_total_bytes:
                raise PackError(f"{where}: the pack unpacks to more than {_mib(limits.max_total_bytes)}")
            if n > limits.ratio_floor and n > limits.max_ratio * max(info.compress_size, 1):
                raise PackError(f"{where}: compressed more than {limits.max_ratio}:1 (a zip bomb?)")
    return bytes(out)


def read_zip(path: Path, limits: Limits = LIMITS) -> dict[str, bytes]:
    """The files of a pack archive (name -> bytes), after every safety check."""
    archive = path.name
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise PackError(f"{archive}: cannot read: {exc.strerror or exc}") from None
    if size > limits.max_archive_bytes:
        raise PackError(f"{archive}: the archive is {_mib(size)}; at most {_mib(limits.max_archive_bytes)} is allowed")
    try:
        with path.open("rb") as handle:
            count = _eocd_entry_count(handle, size)
            if count is not None and count > limits.max_members:
                raise PackError(f"{archive}: {count} members; at most {limits.max_members} are allowed")
            handle.seek(0)
            with zipfile.ZipFile(handle) as zf:
                return _read_zip_members(zf, archive, limits)
    except PackError:
        raise
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError, ValueError,
            struct.error) as exc:
        raise PackError(f"{archive}: not a usable zip archive ({exc})") from None
    except OSError as exc:
        raise PackError(f"{archive}: cannot read: {exc.strerror or exc}") from None


def _read_zip_members(zf: zipfile.ZipFile, archive: str, limits: Limits) -> dict[str, bytes]:
    infos = zf.infolist()
    if len(infos) > limits.max_members:
        raise PackError(f"{archive}: {len(infos)} members; at most {limits.max_members} are allowed")
    entries: list[tuple[list[str], Any]] = []
    for info in infos:
        parts = _split_member(info.filename, archive, limits)
        kind = _member_kind(info, archive)
        if info.flag_bits & 0x1:
            raise PackError(f"{archive}: member {info.filename!r} is encrypted")
        if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
            raise PackError(f"{archive}: member {info.filename!r} uses an unsupported compression method")
        if info.file_size > limits.max_member_bytes:
            raise PackError(f"{archive}: member {info.filename!r} claims {_mib(info.file_size)}; "
                            f"at most {_mib(limits.max_member_bytes)} is allowed")
        if any(p in IGNORED_NAMES for p in parts):
            continue
        entries.append((parts, info if kind == "file" else None))
    entries = _strip_wrapper(entries)
    files: dict[str, bytes] = {}
    seen: set[str] = set()
    total = 0
    for parts, info in entries:
        if info is None:
            if len(parts) > 0:
                raise PackError(f"{archive}: folder {'/'.join(parts)!r}: sub-folders are not allowed in a pack")
            continue
        if len(parts) != 1:
            raise PackError(f"{archive}: member {info.filename!r}: sub-folders are not allowed in a pack")
        name = parts[0]
        check_file_name(name, f"{archive}: member {info.filename!r}")
        if name.lower() in seen:
            raise PackError(f"{archive}: {name!r} appears twice")
        seen.add(name.lower())
        data = _read_member(zf, info, f"{archive}/{info.filename}", total, limits)
        total += len(data)
        files[name] = data
    return files


def _read_file_bounded(path: Path, where: str, limit: int) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise PackError(f"{where}: larger than the {_mib(limit)} a pack file may have")
    return data


def read_folder(folder: Path, limits: Limits = LIMITS) -> dict[str, bytes]:
    """The files of a pack folder (name -> bytes); links, sub-folders and odd files are refused."""
    try:
        entries = sorted(folder.iterdir())
    except OSError as exc:
        raise PackError(f"{folder}: cannot read: {exc.strerror or exc}") from None
    if len(entries) > limits.max_members:
        raise PackError(f"{folder}: {len(entries)} entries; at most {limits.max_members} are allowed")
    files: dict[str, bytes] = {}
    total = 0
    for entry in entries:
        where = str(entry)
        if entry.name in IGNORED_NAMES:
            continue
        try:
            info = entry.lstat()
        except OSError as exc:
            raise PackError(f"{where}: cannot read: {exc.strerror or exc}") from None
        if stat.S_ISLNK(info.st_mode):
            raise PackError(f"{where}: symbolic links are not allowed in a pack")
        if stat.S_ISDIR(info.st_mode):
            raise PackError(f"{where}: sub-folders are not allowed in a pack")
        if not stat.S_ISREG(info.st_mode):
            raise PackError(f"{where}: only plain files are allowed in a pack")
        if info.st_nlink > 1:
            raise PackError(f"{where}: hard-linked files are not allowed in a pack")
        check_file_name(entry.name, str(folder))
        try:
            data = _read_file_bounded(entry, where, limits.max_member_bytes)
        except OSError as exc:
            raise PackError(f"{where}: cannot read: {exc.strerror or exc}") from None
        total += len(data)
        if total > limits.max_total_bytes:
            raise PackError(f"{folder}: the pack is larger than {_mib(limits.max_total_bytes)}")
        files[entry.name] = data
    return files


def read_pack_files(path: Path, limits: Limits = LIMITS) -> dict[str, bytes]:
    """A pack's files from a folder or a ``.zip``; raises PackError naming the file and problem."""
    path = Path(path)
    if path.is_symlink():  # the path the user chose may be a link; links *inside* a pack are refused
        path = path.resolve()
    if path.is_dir():
        return read_folder(path, limits)
    if path.is_file():
        return read_zip(path, limits)
    raise PackError(f"{path}: no such pack folder or .zip file")


# ------------------------------------------------------------------------------ validation


def deck_counts(game: str, deck: Mapping[str, Any]) -> dict[str, int]:
    """The manifest ``counts`` of a validated deck (keys follow the Manifest ``Ident`` pattern).

    Telefilm: cards, questions, deck.*, genre.*, period.*, crossing.<genre>.<period>, difficulty.*.
    Quiz Club: cards, sides, questions, category.* (sides), character.* (cards), type.* (questions).
    """
    from gamesuite.content.schemas import CATEGORY_TITLES, CHARACTERS, GENRES, PERIODS

    cards = list(deck.get("cards", []))
    counts: dict[str, int] = {"cards": len(cards)}
    if game == "telefilm":
        counts["questions"] = sum(len(c["questions"]) for c in cards)
        for d in ("period", "mix"):
            counts[f"deck.{d}"] = sum(1 for c in cards if c["deck"] == d)
        for g in GENRES:
            counts[f"genre.{g}"] = sum(1 for c in cards if c.get("genre") == g)
        for p in PERIODS:
            counts[f"period.{p}"] = sum(1 for c in cards if c.get("period") == p)
        for g in GENRES:
            for p in PERIODS:
                counts[f"crossing.{g}.{p}"] = sum(1 for c in cards if c.get("genre") == g and c.get("period") == p)
        for level in (1, 2, 3):
            counts[f"difficulty.{level}"] = sum(1 for c in cards if c["difficulty"] == level)
    elif game == "quizclub":
        sides = [c[s] for c in cards for s in ("light", "dark")]
        questions = [q for side in sides for q in side["questions"]]
        counts["sides"] = len(sides)
        counts["questions"] = len(questions)
        for cat in CATEGORY_TITLES:
            counts[f"category.{cat}"] = sum(1 for s in sides if s["category"] == cat)
        own = [ch["id"] for ch in deck.get("characters") or []]
        for ch in (*CHARACTERS, *own):
            counts[f"character.{ch}"] = sum(1 for c in cards if c["character"] == ch)
        for kind in ("knowledge", "multiple_choice", "estimate", "ranking", "intuition"):
            counts[f"type.{kind}"] = sum(1 for q in questions if q["type"] == kind)
    return counts


@dataclass
class CheckedPack:
    """A pack that passed every check: its manifest (model), deck JSON, counts, notes and portraits
    (``images``: file name -> PNG bytes, with their sizes in ``image_sizes``)."""

    source: str
    manifest: Any
    deck: dict[str, Any]
    counts: dict[str, int]
    notes: dict[str, bytes] = field(default_factory=dict)
    images: dict[str, bytes] = field(default_factory=dict)
    image_sizes: dict[str, tuple[int, int]] = field(default_factory=dict)

    def manifest_json(self) -> dict[str, Any]:
        """The manifest as installed: as given, with ``counts`` recomputed from the cards."""
        data = self.manifest.model_dump(mode="json")
        data["counts"] = dict(self.counts)
        return data


def _deck_hint(game: str, data: Any) -> str:
    """A hint when the cards fit another game's format (a manifest naming the wrong game)."""
    for other in DECK_SCHEMAS:
        if other == game:
            continue
        try:
            validate_deck(other, data)
        except PackError:
            continue
        return f" (the cards look like a {other} deck: is the manifest's \"game\" right?)"
    return ""


def validate_pack_files(files: Mapping[str, bytes], source: str, game: str | None = None,
                        limits: Limits = LIMITS) -> CheckedPack:
    """Validate a pack's files (from :func:`read_pack_files`); raises PackError naming the file."""
    from gamesuite.content.schemas import Manifest

    by_lower = {name.lower(): name for name in files}
    if MANIFEST not in by_lower:
        raise PackError(f"{source}: no manifest.json at the top of the pack")
    if CARDS not in by_lower:
        raise PackError(f"{source}: no cards.json at the top of the pack")
    m_name, c_name = by_lower[MANIFEST], by_lower[CARDS]
    if m_name != MANIFEST or c_name != CARDS:
        raise PackError(f"{source}: the pack files must be named exactly manifest.json and cards.json")
    raw = load_json_bytes(files[MANIFEST], f"{source}/{MANIFEST}", limits)
    try:
        manifest = Manifest.model_validate(raw)
    except ValidationError as exc:
        raise PackError(f"{source}/{MANIFEST}: {_describe(exc)}") from None
    if game is not None and manifest.game != game:
        raise PackError(f"{source}/{MANIFEST}: this is a {manifest.game} pack, not a {game} pack")
    if manifest.game not in DECK_SCHEMAS:
        raise PackError(f"{source}/{MANIFEST}: packs for {manifest.game!r} cannot be imported "
                        f"(only {', '.join(DECK_SCHEMAS)} question decks)")
    if manifest.id.endswith(".") or _WINDOWS_RESERVED.match(manifest.id):
        raise PackError(f"{source}/{MANIFEST}: id {manifest.id!r} cannot be used as a folder name")
    data = load_json_bytes(files[CARDS], f"{source}/{CARDS}", limits)
    try:
        deck = validate_deck(manifest.game, data, f"{source}/{CARDS}")
    except PackError as exc:
        raise PackError(f"{exc}{_deck_hint(manifest.game, data)}") from None
    tidy = trim_strings(deck)
    if tidy != deck:  # spaces around a text are never meant; a text of only spaces is refused
        deck = validate_deck(manifest.game, tidy, f"{source}/{CARDS} (spaces around texts removed)")
    if manifest.expansion and (manifest.game != "quizclub" or not deck.get("characters")):
        raise PackError(f"{source}/{MANIFEST}: an expansion is a Quiz Club pack that brings at least one character "
                        f"(\"characters\" in {CARDS})")
    images, sizes = _checked_images(files, deck, source)
    notes: dict[str, bytes] = {}
    for name, blob in files.items():
        if name in (MANIFEST, CARDS) or name in images:
            continue
        try:
            blob.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise PackError(f"{source}/{name}: notes must be UTF-8 text") from None
        notes[name] = blob
    return CheckedPack(source, manifest, deck, deck_counts(manifest.game, deck), notes, images, sizes)


def portrait_files(deck: Mapping[str, Any]) -> dict[str, str]:
    """Image file name -> the id of the character whose portrait it is (Quiz Club decks)."""
    return {ch["portrait"]: ch["id"] for ch in deck.get("characters") or [] if isinstance(ch.get("portrait"), str)}


def _checked_images(files: Mapping[str, bytes], deck: Mapping[str, Any], source: str
                    ) -> tuple[dict[str, bytes], dict[str, tuple[int, int]]]:
    """The portraits the characters name, each checked (header first, then a size-limited decode); an image
    no character names, or one a character names that is missing, is refused."""
    from gamesuite.content.images import check_portrait

    wanted = portrait_files(deck)
    present = {name for name in files if name.lower().endswith(IMAGE_SUFFIXES)}
    for name in sorted(present - set(wanted)):
        raise PackError(f"{source}/{name}: no character of the pack names this image as her portrait")
    images: dict[str, bytes] = {}
    sizes: dict[str, tuple[int, int]] = {}
    for name, owner in wanted.items():
        if name not in files:
            raise PackError(f"{source}/{CARDS}: character {owner!r} has the portrait {name!r}, "
                            "which is not in the pack")
        sizes[name] = check_portrait(files[name], f"{source}/{name}")
        images[name] = files[name]
    return images, sizes


def trim_strings(data: Any) -> Any:
    """``data`` with spaces (and other white space) around every string removed, so a pack reads
    back the same from a sheet, whose cells are trimmed (see ``export-csv``)."""
    if isinstance(data, str):
        return data.strip()
    if isinstance(data, dict):
        return {k: trim_strings(v) for k, v in data.items()}
    if isinstance(data, list):
        return [trim_strings(v) for v in data]
    return data


def check_pack(path: Path, game: str | None = None, limits: Limits = LIMITS) -> CheckedPack:
    """Read and validate a pack folder or .zip without installing anything."""
    path = Path(path)
    files = read_pack_files(path, limits)
    return validate_pack_files(files, path.name or str(path), game, limits)


# ------------------------------------------------------------------------------ installing


def packs_root() -> Path:
    """The folder imported packs live in (created on demand)."""
    from gamesuite.paths import user_data_dir

    root = user_data_dir() / "packs"
    root.mkdir(parents=True, exist_ok=True)
    return root


def version_key(version: str) -> tuple[tuple[int, int | str], ...]:
    """Order of pack versions: dotted numbers compare numerically ('1.10' > '1.9')."""
    parts = re.split(r"[.+-]", version)
    return tuple((1, int(p)) if p.isdigit() else (0, p) for p in parts if p)


@dataclass(frozen=True)
class InstalledPack:
    id: str
    name: str
    game: str
    version: str
    folder: Path
    counts: dict[str, int]
    replaced: str | None = None  # the version that was replaced, if any


def _clean_stale(root: Path, older_than: float = 3600.0) -> None:
    """Remove temporary folders left behind by an import that was interrupted."""
    now = time.time()
    for entry in root.iterdir():
        if entry.name.startswith((TEMP_PREFIX, OLD_PREFIX)) and entry.is_dir() and not entry.is_symlink():
            try:
                if now - entry.stat().st_mtime > older_than:
                    shutil.rmtree(entry, ignore_errors=True)
            except OSError:
                continue


def builtin_pack_folders() -> list[Path]:
    """Every built-in pack folder, of any game (their ids are all reserved)."""
    from gamesuite.paths import resources_dir

    root = resources_dir() / "packs"
    try:
        return sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
    except OSError:
        return []


def _manifest_of(folder: Path) -> dict[str, Any] | None:
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _card_ids(folder: Path) -> set[str]:
    try:
        data = json.loads((folder / CARDS).read_text(encoding="utf-8"))
        return {c["id"] for c in data["cards"] if isinstance(c, dict) and isinstance(c.get("id"), str)}
    except (OSError, ValueError, KeyError, TypeError):
        return set()


def _character_ids(folder: Path) -> set[str]:
    try:
        data = json.loads((folder / CARDS).read_text(encoding="utf-8"))
        chars = data.get("characters") or []
        return {c["id"] for c in chars if isinstance(c, dict) and isinstance(c.get("id"), str)}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return set()


def _check_conflicts(pack: CheckedPack, root: Path, replace: bool) -> str | None:
    """Refuse id clashes; returns the installed version that ``replace`` will replace."""
    m = pack.manifest
    where = f"{pack.source}/{MANIFEST}"
    for folder in builtin_pack_folders():  # every game's: pack ids name folders, whatever the game
        manifest = _manifest_of(folder) or {}
        if folder.name == m.id or manifest.get("id") == m.id:
            game = manifest.get("game") if isinstance(manifest.get("game"), str) else "?"
            raise PackError(f"{where}: id {m.id!r} belongs to a built-in pack (the {game} pack "
                            f"{folder.name!r}); give the pack another id")
    replaced = None
    target = root / m.id
    if target.exists() or target.is_symlink():
        old = _manifest_of(target) or {}
        old_version = str(old.get("version", "?"))
        if old.get("game") not in (None, m.game):
            raise PackError(f"{where}: a {old.get('game')} pack with id {m.id!r} is already installed")
        if version_key(old_version) > version_key(m.version):
            raise PackError(f"{where}: a newer version ({old_version}) of pack {m.id!r} is already installed; "
                            f"this one is {m.version}")
        if not replace:
            same = "the same version" if old_version == m.version else f"version {old_version}"
            raise PackError(f"{where}: pack {m.id!r} is already installed ({same}); "
                            "remove it first or import with replace to update it")
        replaced = old_version
    ids = {c["id"] for c in pack.deck["cards"]}
    others = [f for f in builtin_pack_dirs(m.game) + imported_pack_dirs(m.game) if f.resolve() != target.resolve()]
    for folder in others:
        clash = ids & _card_ids(folder)
        if clash:
            owner = (_manifest_of(folder) or {}).get("id", folder.name)
            sample = ", ".join(repr(c) for c in sorted(clash)[:3])
            raise PackError(f"{pack.source}/{CARDS}: card id(s) {sample} already used by pack {owner!r} "
                            f"({len(clash)} in all); card ids must be unique across packs")
    characters = {ch["id"] for ch in pack.deck.get("characters") or []}
    for folder in others:
        clash = characters & _character_ids(folder)
        if clash:
            owner = (_manifest_of(folder) or {}).get("id", folder.name)
            raise PackError(f"{pack.source}/{CARDS}: character {sorted(clash)[0]!r} is already defined by pack "
                            f"{owner!r}; a character's id must be unique across packs")
    return replaced


def write_pack_folder(folder: Path, manifest: Mapping[str, Any], deck: Mapping[str, Any],
                      notes: Mapping[str, bytes] | None = None, images: Mapping[str, bytes] | None = None) -> None:
    """Write manifest.json, cards.json, notes and portraits into an existing empty ``folder``."""
    for name, text in ((MANIFEST, dump_json(dict(manifest))), (CARDS, dump_json(dict(deck)))):
        with (folder / name).open("x", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
    for name, blob in {**(notes or {}), **(images or {})}.items():
        check_file_name(name, str(folder))
        with (folder / name).open("xb") as fh:
            fh.write(blob)


def install_checked(pack: CheckedPack, replace: bool = False) -> InstalledPack:
    """Install an already validated pack (see :func:`import_pack`)."""
    root = packs_root()
    _clean_stale(root)
    m = pack.manifest
    replaced = _check_conflicts(pack, root, replace)
    target = root / m.id
    tmp = Path(tempfile.mkdtemp(prefix=TEMP_PREFIX, dir=root))
    old: Path | None = None
    try:
        write_pack_folder(tmp, pack.manifest_json(), pack.deck, pack.notes, pack.images)
        load_pack_folder(tmp)  # what landed on disk loads like any installed pack
        if replaced is not None:
            old = Path(tempfile.mkdtemp(prefix=OLD_PREFIX, dir=root))
            os.rmdir(old)
            os.replace(target, old)
            try:
                os.rename(tmp, target)
            except OSError:
                os.replace(old, target)
                old = None
                raise
        else:
            if target.exists() or target.is_symlink():
                raise PackError(f"{pack.source}: pack {m.id!r} appeared while importing; try again")
            os.rename(tmp, target)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise PackError(f"{pack.source}: cannot install into {root}: {exc.strerror or exc}") from None
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
    return InstalledPack(m.id, m.name, m.game, m.version, target, dict(pack.counts), replaced)


def import_pack(path: Path, replace: bool = False, game: str | None = None,
                limits: Limits = LIMITS) -> InstalledPack:
    """Validate a pack folder or .zip and copy it into the user's packs folder.

    Refuses (PackError naming the file and problem) a bad pack, a pack whose id is built in,
    one already installed (unless ``replace``), one older than the installed version, and cards
    whose ids another pack already uses. Nothing installed changes when a pack is refused.
    """
    return install_checked(check_pack(Path(path), game, limits), replace)


def remove_pack(pack_id: str) -> Path:
    """Uninstall an imported pack by id; returns the folder it was in."""
    root = packs_root()
    for folder in root.iterdir():
        if folder.name.startswith(".") or folder.is_symlink() or not folder.is_dir():
            continue
        if (_manifest_of(folder) or {}).get("id") == pack_id:
            old = Path(tempfile.mkdtemp(prefix=OLD_PREFIX, dir=root))
            os.rmdir(old)
            os.replace(folder, old)
            shutil.rmtree(old, ignore_errors=True)
            return folder
    raise PackError(f"no imported pack has the id {pack_id!r}")


def find_pack(ref: str) -> Path:
    """A pack folder or archive by path, or an installed / built-in pack by id."""
    path = Path(ref)
    if path.exists():
        return path
    for game in DECK_SCHEMAS:
        for folder in builtin_pack_dirs(game) + imported_pack_dirs(game):
            if (_manifest_of(folder) or {}).get("id") == ref:
                return folder
    raise PackError(f"{ref}: no such file, folder or pack id")


def group_counts(counts: Mapping[str, int]) -> dict[str, dict[str, int]]:
    """``{"genre": {"comedy": 45, ...}, ...}`` from flat ``genre.comedy`` keys; totals under ''."""
    out: dict[str, dict[str, int]] = {}
    for key, n in counts.items():
        group, _, rest = key.partition(".")
        if rest:
            out.setdefault(group, {})[rest] = n
        else:
            out.setdefault("", {})[group] = n
    return out


def iter_count_lines(counts: Mapping[str, int], titles: Callable[[str, str], str] | None = None) -> Iterable[str]:
    """Human-readable lines for the CLI: totals, then one block per group."""
    groups = group_counts(counts)
    totals = groups.pop("", {})
    if totals:
        yield "  ".join(f"{k}: {v}" for k, v in totals.items())
    for group, items in groups.items():
        yield f"{group}:"
        width = max(len(titles(group, k) if titles else k) for k in items)
        for key, n in items.items():
            label = titles(group, key) if titles else key
            yield f"  {label:<{width}}  {n:>5}"
