"""Two running copies of the app, and what crashes leave behind (issue items 6 and 7).

The other copy is a real second process: a lock that dies with the process is the point.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from gamesuite.rules.core import Rng
from gamesuite.storage import locks
from gamesuite.storage.atomic import clean_stale_temp_files
from gamesuite.storage.saves import make_save, read_save
from gamesuite.storage.store import KEEP_SAVES, SaveLocked, SaveStore
from tests.storage.helpers import played, write

ROOT = Path(__file__).resolve().parents[2]

HOLDER = """
import sys
from pathlib import Path
from gamesuite.storage.store import SaveStore
store = SaveStore(Path(sys.argv[1]).parent)
assert store.claim(Path(sys.argv[1]))
print("held", flush=True)
sys.stdin.readline()
"""

APP_COPY = """
import os, sys
from pathlib import Path
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QSettings
from gamesuite.storage.store import SaveStore
from gamesuite.ui.app import make_app
from gamesuite.ui.main_window import MainWindow
from gamesuite.ui.settings import Settings
app = make_app(["copy"])
folder = Path(sys.argv[1])
window = MainWindow(Settings(QSettings(str(folder.parent / "copy.ini"), QSettings.Format.IniFormat)), SaveStore(folder))
window.interactive = False
window.continue_last()
assert window.controller is not None, window.messages
print("playing", window.controller.save_path.name, flush=True)
sys.stdin.readline()
"""


def _spawn(script: str, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", script, *args], cwd=ROOT, env=env, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    line = proc.stdout.readline() if proc.stdout else ""
    if not line:
        proc.kill()
        raise AssertionError(f"the other copy did not start: {proc.stderr.read() if proc.stderr else ''}")
    return proc


def _stop(proc: subprocess.Popen[str], *, kill: bool = False) -> None:
    if kill:
        proc.send_signal(signal.SIGKILL)
    else:
        assert proc.stdin is not None
        proc.stdin.write("\n")
        proc.stdin.flush()
    proc.wait(timeout=30)


def _save(store: SaveStore, stamp: str, mtime: float, steps: int = 6) -> Path:
    rules, config, actions, state = played("demo", steps)
    path = store.new_path("demo", stamp=stamp)
    store.write(path, make_save(rules, config, 5, actions, state))
    store.release(path)
    os.utime(path, (mtime, mtime))
    return path


def test_a_save_held_by_another_process_is_neither_written_nor_pruned(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    held = _save(store, "held", 1_000)  # the oldest save: pruning would delete it first
    other = _spawn(HOLDER, str(held))
    try:
        assert store.held_elsewhere(held) and not store.claim(held)
        before = held.read_bytes()
        for i in range(KEEP_SAVES + 2):
            _save(store, f"{i:03d}", 2_000 + i)
        assert held.exists() and held.read_bytes() == before
        rules, config, actions, state = played("demo", 9)
        with pytest.raises(SaveLocked, match="open in another copy of GameSuite"):
            store.write(held, make_save(rules, config, 5, actions, state))
        assert held.read_bytes() == before
    finally:
        _stop(other, kill=True)
    assert not store.held_elsewhere(held)  # the lock died with the process
    store.prune()
    assert not held.exists() and not locks.lock_path(held).exists()


def test_a_second_copy_continuing_the_same_save_gets_a_copy_or_read_only(tmp_path: Path, make_window: Any) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    original = _save(SaveStore(folder), "shared", time.time())
    other = _spawn(APP_COPY, str(folder))  # the first copy continues the save and keeps playing it
    try:
        before = original.read_bytes()
        window = make_window(folder)
        window.locked_save_choice = "copy"
        window.continue_last()
        controller = window.controller
        assert controller is not None and controller.save_path != original
        assert any(m.startswith("Save in use") for m in window.messages)
        for i in range(3):
            controller.submit(controller.rules.random_action(controller.state, Rng(i)))
        controller.flush()
        assert original.read_bytes() == before  # the other copy's game is untouched
        assert len(read_save(controller.save_path).actions) == len(read_save(original).actions) + 3

        window.show_launcher()
        window.locked_save_choice = "readonly"
        assert window.open_save(original)
        controller = window.controller
        assert controller.save_path is None and "read-only" in window.windowTitle()
        controller.submit(controller.rules.random_action(controller.state, Rng(7)))
        window.show_launcher()
        assert original.read_bytes() == before

        window.locked_save_choice = ""
        assert not window.open_save(original) and window.controller is None
    finally:
        _stop(other)
    assert window.open_save(original)  # the other copy closed it: it is ours now
    assert window.controller.save_path == original


def test_closing_the_game_lets_another_copy_open_the_save(tmp_path: Path, make_window: Any) -> None:
    from gamesuite.rules.sim import default_players

    window = make_window(tmp_path / "saves")
    controller = window.start_game("demo", default_players(3), seed=4)
    path = controller.save_path
    assert locks.held_here(path)
    window.show_launcher()
    assert not locks.held_here(path)


def test_listing_tolerates_a_file_that_vanishes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path)
    keep = _save(store, "keep", 1_000)
    gone = _save(store, "gone", 2_000)
    real_stat = Path.stat

    def stat(self: Path, *args: Any, **kwargs: Any) -> os.stat_result:
        result = real_stat(self, *args, **kwargs)
        if self.name == gone.name:
            os.unlink(self)  # another copy prunes it right after this copy looked at it
        return result

    monkeypatch.setattr(Path, "stat", stat)
    assert store.list() == [keep]
    assert store.latest()[0] == keep and [p for p, _s, _w in store.entries()] == [keep]


def test_start_up_removes_temporary_files_left_by_a_killed_write(tmp_path: Path) -> None:
    name = "demo-x.gsave.json"
    dead_pid = 2**22 + 12345  # above pid_max: no such process
    dead = write(tmp_path / f".{name}.{dead_pid}.abc123.tmp", b"{half a save")
    old = write(tmp_path / f".{name}.k2j4h5.tmp", b"{older format", mtime=time.time() - 7200)
    live = write(tmp_path / f".{name}.{os.getpid()}.zz9.tmp", b"{being written")
    other = write(tmp_path / ".settings.ini.123.tmp", b"not ours", mtime=time.time() - 7200)
    SaveStore(tmp_path)  # start-up
    assert not dead.exists() and not old.exists()
    assert live.exists() and other.exists()
    assert clean_stale_temp_files(tmp_path, ".gsave.json", older_than=0) == [live]


def test_a_real_killed_write_leaves_nothing_after_the_next_start(tmp_path: Path) -> None:
    script = """
import sys
from pathlib import Path
from gamesuite.storage import atomic
folder = Path(sys.argv[1])
real_replace = atomic.os.replace
def stop(src, dst):
    print("in flight", flush=True)
    sys.stdin.readline()
atomic.os.replace = stop
atomic.write_atomic(folder / "demo-k.gsave.json", b"{}" * 1000)
"""
    proc = _spawn(script, str(tmp_path))
    _stop(proc, kill=True)
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    SaveStore(tmp_path)
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
