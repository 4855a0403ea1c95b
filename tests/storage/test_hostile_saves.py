"""A save file must never stop the app or eat the machine (issue items 1-5).

Each test builds a real save of a game, edits it the way a damaged disk, a curious player or an
attacker would, and checks that the one door (``read_save`` / ``restore``) turns it into a
sentence, that start-up, Continue, the Load dialog and autosave keep working, and that the
file is left as it was.
"""

from __future__ import annotations

import base64
import json
import os
import tracemalloc
import zlib
from pathlib import Path
from typing import Any

import pytest

from gamesuite.rules.packing import MAX_INFLATED_BYTES
from gamesuite.storage import saves as saves_module
from gamesuite.storage.saves import REPAIRED_NOTICE, SaveError, make_save, read_save, restore
from gamesuite.storage.store import KEEP_SAVES, MAX_SAVE_BYTES, SaveStore, peek
from tests.storage.helpers import deep, played, save_json, with_raw, write

BROKEN_MOVE = {"kind": "no-such-move", "seat": 0}

# ------------------------------------------------------------------ 1. nesting and huge numbers


def _hostile_bytes(kind: str) -> bytes:
    data = save_json("demo")
    if kind == "deep snapshot":
        return with_raw(data, "snapshot", deep(5000))
    if kind == "deep actions":
        return with_raw(data, "actions", deep(100_000))
    if kind == "huge seed":
        return with_raw(data, "seed", "9" * 5000)
    if kind == "long seed":
        return with_raw(data, "seed", "9" * 400)
    if kind == "huge float":
        return with_raw(data, "seed", "1" + "0" * 5000 + ".5")
    raise AssertionError(kind)


KINDS = ["deep snapshot", "deep actions", "huge seed", "long seed", "huge float"]


@pytest.mark.parametrize("kind", KINDS)
def test_deep_nesting_and_huge_numbers_are_a_sentence_not_a_crash(tmp_path: Path, kind: str) -> None:
    path = write(tmp_path / "x.gsave.json", _hostile_bytes(kind))
    before = path.read_bytes()
    with pytest.raises(SaveError, match="x.gsave.json: the file is damaged"):
        read_save(path)
    peek(path)  # may look loadable from its head (Continue then explains); must not raise
    SaveStore(tmp_path).latest()
    assert path.read_bytes() == before


def test_start_up_with_a_hostile_newest_save_reaches_the_launcher(tmp_path: Path, make_window: Any) -> None:
    folder = tmp_path / "saves"
    rules, config, actions, state = played("demo")
    good = folder / "demo-good.gsave.json"
    folder.mkdir()
    SaveStore(folder).write(good, make_save(rules, config, 5, actions, state))
    import gamesuite.storage.locks as locks

    locks.release(good)
    write(good, good.read_bytes(), mtime=1_000_000)
    bad = write(folder / "demo-deep.gsave.json", _hostile_bytes("deep snapshot"), mtime=2_000_000)
    huge = write(folder / "demo-huge.gsave.json", _hostile_bytes("huge seed"), mtime=1_500_000)
    before = {p: p.read_bytes() for p in (bad, huge)}

    window = make_window(folder)  # start-up: the newest save is the hostile one
    assert window.stack.currentWidget() is window.launcher
    window.continue_last()  # a sentence, and Continue moves on to the next save
    assert window.controller is None and any("Cannot open the save" in m for m in window.messages)
    window.continue_last()
    window.continue_last()
    assert window.controller is not None and window.controller.save_path == good

    from gamesuite.ui.main_window import LoadDialog

    dialog = LoadDialog(window.store, window)
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert sum("cannot be opened" in t for t in texts) == 2
    window.controller.autosave()  # pruning with hostile files in the folder
    window.show_launcher()
    assert {p: p.read_bytes() for p in (bad, huge)} == before


def test_foreign_files_are_listed_as_damaged_and_never_deleted(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    foreign = {
        "bytes.gsave.json": bytes(range(256)) * 4,
        "list.gsave.json": b"[1, 2, 3]",
        "object.gsave.json": b'{"hello": "world"}',
        "deep.gsave.json": deep(200_000).encode(),
        "png.gsave.json": b"\x89PNG\r\n\x1a\n" + b"\x00" * 100,
        "empty.gsave.json": b"",
        "newer.gsave.json": json.dumps(dict(save_json("demo"), version=99)).encode(),
    }
    for i, (name, data) in enumerate(foreign.items()):
        write(tmp_path / name, data, mtime=1_000 + i)
    rules, config, actions, state = played("demo")
    for i in range(KEEP_SAVES + 2):
        path = store.new_path("demo", stamp=f"{i:03d}")
        store.write(path, make_save(rules, config, 5, actions, state))
        store.release(path)
    entries = {p.name: problem for p, save, problem in store.entries() if save is None}
    assert set(entries) == set(foreign)
    assert all(problem.startswith(name) for name, problem in entries.items())
    assert all((tmp_path / name).read_bytes() == data for name, data in foreign.items())


# ------------------------------------------------------------------ 2. uncaught errors opening a save


def _quizclub_content_z(value: str) -> dict[str, Any]:
    data = save_json("quizclub")
    data["actions"].append(BROKEN_MOVE)
    data["snapshot"]["content_z"] = value
    return data


def _mismatch(top: str, inner: str) -> dict[str, Any]:
    data = save_json(inner)
    data["game"] = top
    return data


def _players(game: str, players: Any) -> dict[str, Any]:
    data = save_json(game)
    data["config"]["players"] = players
    return data


HOSTILE_SAVES = {
    "content_z AAAA": (lambda: _quizclub_content_z("AAAA"), "damaged"),
    "content_z not base64": (lambda: _quizclub_content_z("!!!"), "damaged"),
    "game demo, config telma": (lambda: _mismatch("demo", "telma"), "settings are for 'telma'"),
    "game telma, config demo": (lambda: _mismatch("telma", "demo"), "settings are for 'demo'"),
    "game quizclub, config telefilm": (lambda: _mismatch("quizclub", "telefilm"), "settings are for 'telefilm'"),
    "game ciak, config demo": (lambda: _mismatch("ciak", "demo"), "settings are for 'demo'"),
    "no players": (lambda: _players("demo", []), "no players"),
    "no players (telma)": (lambda: _players("telma", []), "no players"),
    "players not objects": (lambda: _players("demo", [1, 2, 3]), "player 1 has no name"),
    "too many players": (lambda: _players("ciak", [{"name": f"P{i}"} for i in range(9)]), "takes 2-4 players"),
    "unknown variant": (lambda: dict(save_json("telma"), config=dict(save_json("telma")["config"], variant="x")),
                        "variant this version does not have"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE_SAVES))
def test_errors_opening_a_save_are_a_sentence_and_the_window_is_left_as_it_was(
        case: str, tmp_path: Path, make_window: Any) -> None:
    make, words = HOSTILE_SAVES[case]
    path = write(tmp_path / "saves" / "hostile.gsave.json", make(), mtime=1_000)
    with pytest.raises(SaveError, match=words):
        restore(read_save(path), path)
    window = make_window(tmp_path / "saves")
    from gamesuite.rules.sim import default_players

    controller = window.start_game("demo", default_players(3), seed=3)
    state = controller.state
    assert not window.open_save(path)
    assert window.controller is controller and controller.state is state
    assert window.stack.currentWidget() is window.page
    told = [m for m in window.messages if m.startswith("Cannot open the save")]
    assert len(told) == 1 and words in told[0] and "Traceback" not in told[0]


# ------------------------------------------------------------------ 3. bombs, size and string limits

_BOMBS: dict[int, str] = {}


def _bomb(inflated: int = 256 * 1024 * 1024) -> str:
    """base64 of zlib data inflating to ``inflated`` bytes of spaces then ``1`` (valid JSON: the number 1)."""
    if inflated not in _BOMBS:
        c = zlib.compressobj(9)
        chunk = b" " * (1024 * 1024)
        parts = [c.compress(chunk) for _ in range(inflated // len(chunk))]
        parts += [c.compress(b"1"), c.flush()]
        _BOMBS[inflated] = base64.b64encode(b"".join(parts)).decode("ascii")
    return _BOMBS[inflated]


def _bomb_save(where: str) -> dict[str, Any]:
    if where == "quizclub content_z":
        return _quizclub_content_z(_bomb())
    if where == "telefilm zlib":
        data = save_json("telefilm")
        data["actions"].append(BROKEN_MOVE)
        data["snapshot"]["config"]["content"] = {"zlib": _bomb()}
        return data
    if where == "ciak ciak_set_z":
        data = save_json("ciak")
        data["config"]["content"] = {"ciak_set_z": _bomb()}
        return data
    if where == "ciak snapshot":
        data = save_json("ciak")
        data["actions"].append(BROKEN_MOVE)
        data["snapshot"]["config"]["content"] = {"ciak_set_z": _bomb()}
        return data
    raise AssertionError(where)


@pytest.mark.parametrize("where", ["quizclub content_z", "telefilm zlib", "ciak ciak_set_z", "ciak snapshot"])
def test_compressed_fields_inflate_within_a_stated_bound(where: str, tmp_path: Path) -> None:
    path = write(tmp_path / "bomb.gsave.json", _bomb_save(where))
    assert path.stat().st_size < 2 * 1024 * 1024  # a small file...
    save = read_save(path)
    tracemalloc.start()
    try:
        with pytest.raises(SaveError, match="more than 32 MiB"):
            restore(save, path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < MAX_INFLATED_BYTES + 16 * 1024 * 1024  # ...that would inflate to 256 MiB unbounded


def test_a_save_over_the_size_limit_is_refused_before_it_is_parsed(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    head = json.dumps(save_json("demo"))[:-1].encode() + b', "padding": "'
    path = tmp_path / "big.gsave.json"
    with path.open("wb") as fh:
        fh.write(head)
        fh.truncate(MAX_SAVE_BYTES + 1024)  # sparse: cheap to make
    monkeypatch.setattr(saves_module, "loads_bounded", lambda *a, **k: pytest.fail("a too-big save was parsed"),
                        raising=False)
    with pytest.raises(SaveError, match=r"more than the 32\.0 MiB a save may have"):
        read_save(path)
    assert peek(path) is None and SaveStore(tmp_path).latest() is None


@pytest.mark.parametrize("where", ["player name", "question text", "action argument", "snapshot key"])
def test_every_string_in_a_save_is_bounded(where: str, tmp_path: Path) -> None:
    long = "x" * 50_000
    data = save_json("quizclub")
    if where == "player name":
        data["config"]["players"][0]["name"] = long
    elif where == "question text":
        data["config"]["content"]["cards"][0]["light"]["questions"][0]["text"] = long
    elif where == "action argument":
        data["actions"].append({"kind": "answer", "seat": 0, "text": long})
    else:
        data["snapshot"][long] = 1
    path = write(tmp_path / "long.gsave.json", data)
    with pytest.raises(SaveError, match="longer than the 10,000 allowed"):
        read_save(path)


def test_a_player_name_is_bounded_more_tightly(tmp_path: Path) -> None:
    data = save_json("demo")
    data["config"]["players"][0]["name"] = "N" * 41
    path = write(tmp_path / "name.gsave.json", data)
    with pytest.raises(SaveError, match="longer than 40 characters"):
        restore(read_save(path), path)


def test_the_limits_are_documented() -> None:
    from gamesuite.rules import packing

    doc = (Path(__file__).resolve().parents[2] / "docs" / "saves.md").read_text(encoding="utf-8")
    assert f"{MAX_SAVE_BYTES // (1024 * 1024)} MiB" in doc
    assert f"{packing.MAX_INFLATED_BYTES // (1024 * 1024)} MiB" in doc
    assert f"{packing.MAX_STRING_CHARS:,}" in doc and f"{packing.MAX_DEPTH} levels" in doc
    assert f"{packing.MAX_INT_DIGITS} digits" in doc and f"{saves_module.MAX_NAME_CHARS} characters" in doc


# ------------------------------------------------------------------ 4. pruning reads heads only


def test_pruning_never_parses_a_whole_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path)
    rules, config, actions, state = played("demo")
    for i in range(KEEP_SAVES + 2):
        path = store.new_path("demo", stamp=f"{i:03d}")
        store.write(path, make_save(rules, config, 5, actions, state))
        store.release(path)
        write(path, path.read_bytes(), mtime=1_000 + i)
    big = tmp_path / "demo-big.gsave.json"  # a 200 MB file with a save's head, newest of all
    with big.open("wb") as fh:
        fh.write(json.dumps(save_json("demo"))[:200].encode())
        fh.truncate(200 * 1024 * 1024)
    os.utime(big, (5_000, 5_000))

    def no_parse(*_a: Any, **_k: Any) -> Any:
        raise AssertionError("pruning parsed a whole save")

    monkeypatch.setattr(saves_module, "read_save", no_parse)
    monkeypatch.setattr(saves_module, "parse_save", no_parse, raising=False)
    read_sizes: list[int] = []
    real_open = Path.open

    def counting_open(self: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        handle = real_open(self, mode, *args, **kwargs)
        if "b" in mode and self.suffix == ".json":
            real_read = handle.read

            def read(n: int = -1) -> bytes:
                data = real_read(n)
                read_sizes.append(len(data))
                return data

            handle.read = read  # type: ignore[method-assign]
        return handle

    monkeypatch.setattr(Path, "open", counting_open)
    newest = store.new_path("demo", stamp="new")
    store.write(newest, make_save(rules, config, 5, actions, state))
    assert big.exists() and newest.exists()
    assert max(read_sizes) <= 64 * 1024
    kept = [p for p in store.list() if p.name.startswith("demo-0")]
    assert len(kept) == KEEP_SAVES - 1  # the 200 MB file is over the size limit: never counted, never deleted


# ------------------------------------------------------------------ 5. replay failures are told and checked


def test_a_save_whose_moves_no_longer_replay_opens_from_its_snapshot_and_says_so(
        tmp_path: Path, make_window: Any) -> None:
    data = save_json("telefilm")
    data["actions"].append(BROKEN_MOVE)
    path = write(tmp_path / "saves" / "old.gsave.json", data)
    loaded = restore(read_save(path), path)
    assert loaded.notice == REPAIRED_NOTICE and loaded.actions == []
    window = make_window(tmp_path / "saves")
    assert window.open_save(path)
    told = [m for m in window.messages if m.startswith("Save repaired")]
    assert told and "undo history is gone" in told[0]
    assert not window.controller.can_undo()


@pytest.mark.parametrize("game", ["telefilm", "quizclub", "telma"])
def test_a_snapshot_that_breaks_the_invariants_is_refused(game: str, tmp_path: Path) -> None:
    data = save_json(game)
    data["actions"].append(BROKEN_MOVE)
    data["snapshot"]["scores"][0] = 999_999
    path = write(tmp_path / "edited.gsave.json", data)
    with pytest.raises(SaveError, match="snapshot breaks the game's rules"):
        restore(read_save(path), path)


def test_a_snapshot_for_other_players_is_refused(tmp_path: Path) -> None:
    data = save_json("telma")
    data["actions"].append(BROKEN_MOVE)
    data["config"]["players"][0]["name"] = "Someone else"
    path = write(tmp_path / "other.gsave.json", data)
    with pytest.raises(SaveError, match="other players"):
        restore(read_save(path), path)


# ------------------------------------------------------------------ the replay CLI is a load path too


def _replay(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    from gamesuite.rules.__main__ import main

    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_replay_cli_replays_a_save_through_the_door(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "good.gsave.json", save_json("quizclub"))
    code, out, _err = _replay(path, capsys)
    assert code == 0
    result = json.loads(out.strip().splitlines()[-1])
    assert result["actions"] == len(save_json("quizclub")["actions"]) and "view" in result
    data = save_json("quizclub")
    data["actions"].append(BROKEN_MOVE)
    code, out, _err = _replay(write(tmp_path / "old.gsave.json", data), capsys)
    assert code == 0 and json.loads(out)["notice"] == REPAIRED_NOTICE


@pytest.mark.parametrize("kind", KINDS + ["bomb", "action list too deep"])
def test_the_replay_cli_turns_a_hostile_file_into_one_line(kind: str, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    if kind == "bomb":
        blob = json.dumps(_bomb_save("quizclub content_z")).encode()
    elif kind == "action list too deep":
        blob = ('{"game": "demo", "players": 3, "seed": 1, "actions": ' + deep(3000) + "}").encode()
    else:
        blob = _hostile_bytes(kind)
    code, out, err = _replay(write(tmp_path / "h.gsave.json", blob), capsys)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and err.startswith("error: cannot replay")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_or_a_folder_named_like_a_save_never_blocks_or_crashes(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.gsave.json"
    os.mkfifo(pipe)  # opening it for reading would wait for a writer forever
    folder = tmp_path / "folder.gsave.json"
    folder.mkdir()
    for path in (pipe, folder):
        with pytest.raises(SaveError, match="this is not a file"):
            read_save(path)
        assert peek(path) is None
    store = SaveStore(tmp_path)
    assert store.latest() is None and store.entries() == [] and store.prune() == []
