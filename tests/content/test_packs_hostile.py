"""Hostile packs: each is refused with a message naming the file and the problem, nothing is
written outside the pack folder (the whole data folder and working folder are compared before
and after), and an installed pack keeps loading."""

from __future__ import annotations

import json
import os
import stat
import struct
import uuid
import warnings
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gamesuite.content import PackError, load_content, load_pack_folder, pack_choices
from gamesuite.content.packs import LIMITS, check_pack, import_pack, json_depth, load_json_bytes
from gamesuite.paths import resources_dir

PACKS = resources_dir() / "packs"
MiB = 1024 * 1024
ABSOLUTE_CANARY = Path("/tmp") / f"gamesuite-evil-{uuid.uuid4().hex}.json"


def _quiz_cards(n: int = 2, prefix: str = "h") -> list[dict[str, Any]]:
    _m, deck = load_pack_folder(PACKS / "quizclub-en")
    return [dict(c, id=f"{prefix}-{i:03d}") for i, c in enumerate(deck["cards"][:n], start=1)]


def _tele_cards(n: int = 2) -> list[dict[str, Any]]:
    _m, deck = load_pack_folder(PACKS / "telefilm-en")
    return [dict(c, id=f"ht-{i:03d}") for i, c in enumerate(deck["cards"][:n], start=1)]


def manifest(**changes: Any) -> dict[str, Any]:
    data = {"format": 1, "id": "hostile", "name": "Hostile", "game": "quizclub", "language": "en",
            "version": "1.0", "author": "Mallory"}
    data.update(changes)
    return data


def good_files(**manifest_changes: Any) -> dict[str, bytes]:
    return {"manifest.json": json.dumps(manifest(**manifest_changes)).encode(),
            "cards.json": json.dumps({"cards": _quiz_cards()}).encode()}


Entry = tuple[str | zipfile.ZipInfo, bytes] | tuple[str | zipfile.ZipInfo, bytes, int]


def make_zip(path: Path, entries: list[Entry]) -> Path:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # duplicate names are part of some cases
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
            for entry in entries:
                name, data = entry[0], entry[1]
                compress = entry[2] if len(entry) > 2 else zipfile.ZIP_DEFLATED  # type: ignore[misc]
                zf.writestr(name, data, compress_type=compress)
    return path


def info(name: str, mode: int | None = None) -> zipfile.ZipInfo:
    zi = zipfile.ZipInfo(name)
    if mode is not None:
        zi.create_system = 3
        zi.external_attr = mode << 16
    zi.compress_type = zipfile.ZIP_DEFLATED
    return zi


def good_entries(**manifest_changes: Any) -> list[Entry]:
    return [(name, data) for name, data in good_files(**manifest_changes).items()]


def with_cards(cards: Any, raw: bytes | None = None, **manifest_changes: Any) -> list[Entry]:
    """A manifest and a cards.json (stored, so repetitive payloads reach the JSON checks)."""
    body = raw if raw is not None else json.dumps({"cards": cards}).encode()
    return [("manifest.json", json.dumps(manifest(**manifest_changes)).encode()),
            ("cards.json", body, zipfile.ZIP_STORED)]


def lie_about_size(path: Path, claimed: int) -> Path:
    """Patch the uncompressed size in the local and central headers of a one-member zip."""
    blob = bytearray(path.read_bytes())
    local = blob.find(b"PK\x03\x04")
    central = blob.find(b"PK\x01\x02")
    struct.pack_into("<I", blob, local + 22, claimed)
    struct.pack_into("<I", blob, central + 24, claimed)
    path.write_bytes(bytes(blob))
    return path


def mark_encrypted(path: Path, member: str) -> Path:
    """Set the 'encrypted' flag of ``member`` in its local and central headers (zipfile clears it)."""
    blob = bytearray(path.read_bytes())
    with zipfile.ZipFile(path) as zf:
        offset = zf.getinfo(member).header_offset
    struct.pack_into("<H", blob, offset + 6, struct.unpack_from("<H", blob, offset + 6)[0] | 0x1)
    pos = blob.find(b"PK\x01\x02")
    while pos >= 0:
        name_len = struct.unpack_from("<H", blob, pos + 28)[0]
        if bytes(blob[pos + 46:pos + 46 + name_len]).decode() == member:
            struct.pack_into("<H", blob, pos + 8, struct.unpack_from("<H", blob, pos + 8)[0] | 0x1)
        pos = blob.find(b"PK\x01\x02", pos + 4)
    path.write_bytes(bytes(blob))
    return path


def _card(**changes: Any) -> list[dict[str, Any]]:
    cards = _quiz_cards()
    cards[0] = {**cards[0], **changes}
    return cards


def _deep(n: int) -> bytes:
    return ("[" * n + "]" * n).encode()


def _random_text(n: int) -> bytes:
    import base64

    return base64.b64encode(os.urandom(n * 3 // 4))[:n]


# Each builder makes a pack at ``base / <case id>(.zip)``; the message must match the pattern.
Builder = Callable[[Path], Path]


def zcase(entries_fn: Callable[[], list[Entry]]) -> Builder:
    return lambda p: make_zip(p.with_suffix(".zip"), entries_fn())


def _folder_with(p: Path, extra: Callable[[Path], None]) -> Path:
    p.mkdir()
    for name, data in good_files().items():
        (p / name).write_bytes(data)
    extra(p)
    return p


CASES: dict[str, tuple[Builder, str]] = {
    # -- paths that try to leave the pack folder
    "traversal": (zcase(lambda: [*good_entries(), ("../evil.txt", b"x")]), r"'\.\.' would leave the pack folder"),
    "traversal_deep": (zcase(lambda: [*good_entries(), ("notes/../../../evil.txt", b"x")]), r"'\.\.' would leave"),
    "traversal_cards": (zcase(lambda: [("manifest.json", good_files()["manifest.json"]),
                                       ("../cards.json", good_files()["cards.json"])]), r"'\.\.' would leave"),
    "absolute": (zcase(lambda: [*good_entries(), (str(ABSOLUTE_CANARY), b"x")]), "absolute paths are not allowed"),
    "drive_letter": (zcase(lambda: [*good_entries(), ("C:/evil.txt", b"x")]), "drive letters are not allowed"),
    "drive_relative": (zcase(lambda: [*good_entries(), ("C:evil.txt", b"x")]), "drive letters are not allowed"),
    "backslash": (zcase(lambda: [*good_entries(), ("..\\evil.txt", b"x")]), "backslashes are not allowed"),
    "dot_part": (zcase(lambda: [*good_entries(), ("./evil.txt", b"x")]), r"'\.' path parts"),
    "control_char": (zcase(lambda: [*good_entries(), ("evil\x01.txt", b"x")]), "control characters"),
    "subfolder": (zcase(lambda: [*good_entries(), ("sub/evil.txt", b"x")]), "sub-folders are not allowed"),
    "subfolder_entry": (zcase(lambda: [*good_entries(), ("sub/", b"")]), "sub-folders are not allowed"),
    # -- links and special files via the external attributes
    "symlink": (zcase(lambda: [("manifest.json", good_files()["manifest.json"]),
                               (info("cards.json", stat.S_IFLNK | 0o777), b"/etc/passwd")]),
                "symbolic links are not allowed"),
    "symlink_dir": (zcase(lambda: [*good_entries(), (info("evil/", stat.S_IFLNK | 0o777), b"/")]),
                    "symbolic links are not allowed"),
    "device": (zcase(lambda: [*good_entries(), (info("evil.txt", stat.S_IFCHR | 0o666), b"")]),
               "only plain files are allowed"),
    "fifo": (zcase(lambda: [*good_entries(), (info("evil.txt", stat.S_IFIFO | 0o666), b"")]),
             "only plain files are allowed"),
    "encrypted": (lambda p: mark_encrypted(make_zip(p.with_suffix(".zip"), good_entries()), "cards.json"),
                  "'cards.json' is encrypted"),
    # -- zip bombs and oversize archives
    "bomb_ratio": (zcase(lambda: [*good_entries(), ("evil.txt", b"\0" * (5 * MiB))]), r"compressed more than 100:1"),
    "bomb_ratio_cards": (zcase(lambda: [("manifest.json", good_files()["manifest.json"]),
                                        ("cards.json", b" " * (6 * MiB))]), r"compressed more than 100:1"),
    "bomb_size": (zcase(lambda: [*good_entries(), ("evil.txt", _random_text(9 * MiB), zipfile.ZIP_STORED)]),
                  r"claims 9 MiB; at most 8 MiB"),
    "bomb_total": (zcase(lambda: [*good_entries()] + [(f"evil{i}.txt", _random_text(6 * MiB), zipfile.ZIP_STORED)
                                                      for i in range(3)]), r"unpacks to more than 16 MiB"),
    "bomb_header_lie": (lambda p: lie_about_size(make_zip(p.with_suffix(".zip"),
                                                          [("cards.json", b"\0" * (4 * MiB))]), 100),
                        r"not a usable zip archive .*CRC"),
    "bomb_header_huge": (lambda p: lie_about_size(make_zip(p.with_suffix(".zip"), [("cards.json", b"[]")]),
                                                  0xFFFFFFF0), r"claims .* MiB; at most 8 MiB"),
    "too_many_members": (zcase(lambda: [*good_entries()] + [(f"n{i:03d}.txt", b"x") for i in range(100)]),
                         r"102 members; at most 64"),
    "not_a_zip": (lambda p: (p.with_suffix(".zip").write_bytes(b"PK\x03\x04 not really" + os.urandom(64)),
                             p.with_suffix(".zip"))[1], "not a usable zip archive"),
    # -- files that could carry code
    "python_file": (zcase(lambda: [*good_entries(), ("evil.py", b"import os")]), "'evil.py' is not allowed"),
    "pickle_file": (zcase(lambda: [("manifest.json", good_files()["manifest.json"]),
                                   ("cards.pkl", b"\x80\x04K\x01.")]), "'cards.pkl' is not allowed"),
    "yaml_file": (zcase(lambda: [*good_entries(), ("cards.yaml", b"!!python/object:os.system")]),
                  "'cards.yaml' is not allowed"),
    "duplicate_member": (zcase(lambda: [*good_entries(), ("cards.json", b"{}")]), "'cards.json' appears twice"),
    "case_duplicate": (zcase(lambda: [*good_entries(), ("Cards.JSON", b"{}")]), "appears twice"),
    "no_manifest": (zcase(lambda: [("cards.json", good_files()["cards.json"])]), "no manifest.json"),
    # -- JSON limits
    "deep_json": (zcase(lambda: with_cards(None, raw=_deep(100))), r"cards\.json: JSON nested more than 32"),
    "very_deep_json": (zcase(lambda: with_cards(None, raw=_deep(200_000))), r"JSON nested more than 32"),
    "deep_manifest": (zcase(lambda: [("manifest.json", _deep(60)), ("cards.json", good_files()["cards.json"])]),
                      r"manifest\.json: JSON nested more than 32"),
    "duplicate_key": (zcase(lambda: with_cards(None, raw=b'{"cards": [], "cards": []}')),
                      r"key 'cards' appears twice"),
    "nan": (zcase(lambda: with_cards(None, raw=b'{"cards": [NaN]}')), "NaN is not a number JSON allows"),
    "huge_int": (zcase(lambda: with_cards(None, raw=b'{"cards": [' + b"9" * 5000 + b"]}")), "integer with"),
    "not_utf8": (zcase(lambda: with_cards(None, raw=b'{"cards": "\xff\xfe"}')), "not UTF-8 text"),
    "bad_json": (zcase(lambda: with_cards(None, raw=b'{"cards": [}')), r"not valid JSON \(line 1"),
    "huge_string": (zcase(lambda: with_cards(_card(light={"category": "sports", "questions": [
        {"type": "knowledge", "text": "x" * 100_000, "answer": "y"}] * 3}))),
                    r"card 'h-001', field light\.questions\.0\.knowledge\.text: .*at most 400 characters"),
    # -- schema: wrong types, unknown fields, duplicate ids, wrong game
    "wrong_type": (zcase(lambda: with_cards(_card(character=3))), r"card 'h-001', field character"),
    "wrong_type_list": (zcase(lambda: with_cards({"cards": "all of them"})), r"cards\.json: cards: "),
    "unknown_field": (zcase(lambda: with_cards(_card(script="import os"))),
                      r"card 'h-001', field script: Extra inputs are not permitted"),
    "unknown_manifest_field": (zcase(lambda: good_entries(hook="os.system")),
                               r"manifest\.json: hook: Extra inputs are not permitted"),
    "duplicate_ids": (zcase(lambda: with_cards([_quiz_cards()[0], _quiz_cards()[0]])), "'h-001' appears twice"),
    "wrong_game": (zcase(lambda: with_cards(_quiz_cards(), game="telefilm")),
                   r"the cards look like a quizclub deck"),
    "wrong_game_cards": (zcase(lambda: with_cards(_tele_cards())), r"cards look like a telefilm deck"),
    "undeckable_game": (zcase(lambda: good_entries(game="ciak")), r"packs for 'ciak' cannot be imported"),
    "bad_id": (zcase(lambda: good_entries(id="../evil")), r"manifest\.json: id: String should match pattern"),
    "reserved_id": (zcase(lambda: good_entries(id="con")), "cannot be used as a folder name"),
    # -- folders
    "folder_symlink": (lambda p: _folder_with(p, lambda d: (d / "notes.txt").symlink_to("/etc/hostname")),
                       "symbolic links are not allowed"),
    "folder_hardlink": (lambda p: _folder_with(p, lambda d: os.link(d / "cards.json", d / "notes.txt")),
                        "hard-linked files are not allowed"),
    "folder_subfolder": (lambda p: _folder_with(p, lambda d: (d / "sub").mkdir()), "sub-folders are not allowed"),
    "folder_code": (lambda p: _folder_with(p, lambda d: (d / "plugin.py").write_text("x")),
                    "'plugin.py' is not allowed"),
}


def tree(root: Path) -> dict[str, tuple[Any, ...]]:
    """Every path under ``root`` with its type, size and modification time."""
    out: dict[str, tuple[Any, ...]] = {}
    for p in sorted(root.rglob("*")):
        st = p.lstat()
        kind = stat.S_IFMT(st.st_mode)
        # a folder's own mtime changes when a temporary entry comes and goes; its entries are compared
        out[str(p.relative_to(root))] = (kind, st.st_size, 0 if kind == stat.S_IFDIR else st.st_mtime_ns)
    return out


@pytest.fixture()
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder with one good pack installed; the working folder is an empty scratch folder."""
    data = tmp_path / "data"
    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(data))
    cwd = tmp_path / "cwd" / "a" / "b"
    cwd.mkdir(parents=True)
    monkeypatch.chdir(cwd)
    src = tmp_path / "good"
    src.mkdir()
    for name, blob in good_files(id="good-pack").items():
        (src / name).write_bytes(blob.replace(b'"h-', b'"g-'))
    import_pack(src)
    return data


@pytest.mark.parametrize("case", sorted(CASES))
def test_hostile_pack_is_refused_and_nothing_is_written(case: str, tmp_path: Path, installed: Path) -> None:
    builder, pattern = CASES[case]
    incoming = tmp_path / "in"
    incoming.mkdir()
    pack = builder(incoming / case)
    before = tree(tmp_path)
    with pytest.raises(PackError) as caught:
        import_pack(pack)
    message = str(caught.value)
    assert case in message, message  # names the archive / folder ...
    assert __import__("re").search(pattern, message), message  # ... and the problem
    assert tree(tmp_path) == before  # nothing written anywhere: data folder, working folder, sources
    assert not ABSOLUTE_CANARY.exists()
    assert sorted(p.name for p in (installed / "packs").iterdir()) == ["good-pack"]
    # the installed pack keeps working
    assert "good-pack" in dict(pack_choices("quizclub"))
    assert len(load_content("quizclub", ["good-pack"])["cards"]) == 2
    # and `check` (which never installs) refuses it the same way
    with pytest.raises(PackError, match=__import__("re").escape(message[:40])):
        check_pack(pack)


def test_a_failure_while_installing_leaves_no_trace(tmp_path: Path, installed: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    src = tmp_path / "ok"
    src.mkdir()
    for name, blob in good_files(id="late-failure").items():
        (src / name).write_bytes(blob)
    before = tree(installed)

    def broken_rename(a: Any, b: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "rename", broken_rename)
    with pytest.raises(PackError, match=r"ok: cannot install into .*No space left on device"):
        import_pack(src)
    assert tree(installed) == before  # the temporary .import-* folder is gone too
    monkeypatch.undo()


def test_a_failed_replace_keeps_the_old_version(tmp_path: Path, installed: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    src = tmp_path / "v2"
    src.mkdir()
    for name, blob in good_files(id="good-pack", version="2.0").items():
        (src / name).write_bytes(blob.replace(b'"h-', b'"g-'))
    real_rename = os.rename

    def rename_fails_into_place(a: Any, b: Any) -> None:
        if Path(b).name == "good-pack":
            raise OSError(13, "Permission denied")
        real_rename(a, b)

    monkeypatch.setattr(os, "rename", rename_fails_into_place)
    with pytest.raises(PackError, match="Permission denied"):
        import_pack(src, replace=True)
    monkeypatch.setattr(os, "rename", real_rename)
    assert sorted(p.name for p in (installed / "packs").iterdir()) == ["good-pack"]
    assert load_pack_folder(installed / "packs" / "good-pack")[0].version == "1.0"
    assert import_pack(src, replace=True).replaced == "1.0"


def test_wrong_game_is_refused_when_the_caller_names_the_game(tmp_path: Path, installed: Path) -> None:
    pack = make_zip(tmp_path / "quiz.zip", good_entries())
    with pytest.raises(PackError, match=r"quiz\.zip/manifest\.json: this is a quizclub pack, not a telefilm pack"):
        import_pack(pack, game="telefilm")


def test_json_depth_counts_brackets_outside_strings() -> None:
    assert json_depth('{"a": [1, {"b": "[[[[[[["}]}') == 3
    assert json_depth('"\\"[[[["') == 0
    assert load_json_bytes(b'\xef\xbb\xbf{"a": 1.5}', "bom.json") == {"a": 1.5}


def test_limits_are_as_documented() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "packs.md").read_text(encoding="utf-8")
    for value in (f"{LIMITS.max_members} members", f"{LIMITS.max_member_bytes // MiB} MiB per file",
                  f"{LIMITS.max_total_bytes // MiB} MiB in all", f"{LIMITS.max_ratio}:1",
                  f"{LIMITS.max_json_depth} levels", f"{LIMITS.max_archive_bytes // MiB} MiB archive"):
        assert value in text, value
