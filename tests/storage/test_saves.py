"""Saves: atomic writes, validation, clear messages for damaged or newer files, rotation."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from gamesuite.rules import registry
from gamesuite.rules.core import GameConfig
from gamesuite.rules.sim import default_players
from gamesuite.storage import atomic
from gamesuite.storage.atomic import write_atomic
from gamesuite.storage.saves import SaveError, make_save, read_save, restore, write_save
from gamesuite.storage.store import KEEP_SAVES, SaveStore


def _played_demo(n_actions: int = 4):  # noqa: ANN202
    rules = registry.get_rules("demo")
    config = GameConfig("demo", default_players(3))
    state = rules.new_game(config, 21)
    actions = []
    for _ in range(n_actions):
        a = rules.legal_actions(state)[-1]
        state, _ = rules.apply(state, a)
        actions.append(a)
    return rules, config, actions, state


def test_save_round_trip_restores_the_same_state(tmp_path: Path) -> None:
    rules, config, actions, state = _played_demo()
    path = tmp_path / "a.gsave.json"
    write_save(path, make_save(rules, config, 21, actions, state))
    loaded = restore(read_save(path), path)
    assert loaded.actions == actions and loaded.seed == 21
    assert rules.state_to_json(loaded.state) == rules.state_to_json(state)


def test_atomic_write_leaves_no_temporary_files_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "f.json"
    write_atomic(target, b"one")
    write_atomic(target, b"two")
    assert target.read_bytes() == b"two"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json"]


def test_atomic_write_retries_a_briefly_locked_target(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = {"n": 0}
    real_replace = os.replace

    def flaky(src: str, dst: str) -> None:
        calls["n"] += 1
        if calls["n"] < 3:
            raise PermissionError("locked by a virus scanner")
        real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", flaky)
    write_atomic(tmp_path / "f.json", b"data", retry_delay=0)
    assert (tmp_path / "f.json").read_bytes() == b"data" and calls["n"] == 3


def test_atomic_write_gives_up_after_bounded_retries_and_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "f.json"
    target.write_bytes(b"old")

    def locked(src: str, dst: str) -> None:
        raise PermissionError("locked")

    monkeypatch.setattr(atomic.os, "replace", locked)
    with pytest.raises(PermissionError):
        write_atomic(target, b"new", retries=2, retry_delay=0)
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json"]


def test_a_corrupt_save_gives_a_clear_message_and_is_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "x.gsave.json"
    path.write_bytes(b'{"format": "gamesuite-save", "version": 1, "game": ')
    with pytest.raises(SaveError, match="damaged"):
        read_save(path)
    assert path.read_bytes() == b'{"format": "gamesuite-save", "version": 1, "game": '


def test_a_save_from_a_newer_version_is_refused_politely(tmp_path: Path) -> None:
    rules, config, actions, state = _played_demo()
    data = json.loads(make_save(rules, config, 21, actions, state).model_dump_json())
    data["version"] = 99
    path = tmp_path / "new.gsave.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="newer GameSuite"):
        read_save(path)


def test_a_save_with_wrong_fields_names_the_field(tmp_path: Path) -> None:
    rules, config, actions, state = _played_demo()
    data = json.loads(make_save(rules, config, 21, actions, state).model_dump_json())
    data["seed"] = "not a number"
    path = tmp_path / "bad.gsave.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="seed"):
        read_save(path)


def test_store_keeps_the_last_ten_and_never_deletes_damaged_files(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    damaged = tmp_path / "damaged.gsave.json"
    damaged.write_text("{not json")
    rules, config, actions, state = _played_demo()
    for i in range(KEEP_SAVES + 3):
        path = store.new_path("demo", stamp=f"{i:03d}")
        store.write(path, make_save(rules, config, 21, actions, state))
        store.release(path)  # the game was closed (a save this copy has open is never pruned)
        os.utime(path, (1_000_000 + i, 1_000_000 + i))
    readable = [p for p, s, _ in store.entries() if s is not None]
    assert len(readable) == KEEP_SAVES
    assert damaged.exists()
    assert store.latest()[0].name == f"demo-{KEEP_SAVES + 2:03d}.gsave.json"


def test_latest_skips_a_damaged_newest_file(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    rules, config, actions, state = _played_demo()
    good = store.new_path("demo", stamp="good")
    store.write(good, make_save(rules, config, 21, actions, state))
    os.utime(good, (1_000_000, 1_000_000))
    (tmp_path / "zzz.gsave.json").write_text("garbage")
    assert store.latest()[0] == good


def test_restore_falls_back_to_the_snapshot_when_replay_fails(tmp_path: Path) -> None:
    rules, config, actions, state = _played_demo()
    save = make_save(rules, config, 21, actions, state)
    data = json.loads(save.model_dump_json())
    data["actions"].append({"kind": "play", "seat": 0, "card": 999})  # cannot be replayed
    path = tmp_path / "s.gsave.json"
    path.write_text(json.dumps(data))
    loaded = restore(read_save(path))
    assert rules.state_to_json(loaded.state) == rules.state_to_json(state)
