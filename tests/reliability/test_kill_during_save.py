"""Kill during save: a real child process playing and autosaving is SIGKILLed at random moments.

After every kill: every save in the folder loads through the one door (or is reported, never
raises), the game lost nothing but the move in flight (the save on disk has the moves the child
had reported saved, or one more), the next start removes the temporary files the kill left and
can claim the save again (its lock died with the process). Figures: kills, where they landed
(phase of the write path), temporary files left and cleaned.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from gamesuite.storage.saves import SaveError, read_save, restore
from gamesuite.storage.store import SaveStore
from tests.reliability.conftest import SEED, Timer, report, size

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("telefilm", "quizclub", "telma", "ciak")
PHASES = {"A": "apply", "M": "make_save", "W": "write", "T": "temp file", "F": "fsync", "R": "replace",
          "D": "folder fsync", "P": "prune", "S": "saved"}

TARGETS = "AMWTFRDPS"

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")


def _temp_files(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.endswith(".tmp")]


def _moves_on_disk(path: Path) -> int:
    save = read_save(path)
    restore(save, path)  # loads through the whole door, not only parses
    return len(save.actions)


def test_kill_during_save_loses_nothing_but_the_move_in_flight(tmp_path: Path) -> None:
    kills = size("kills")
    rng = random.Random(SEED)
    folder = tmp_path / "saves"
    folder.mkdir()
    phase_file = tmp_path / "phase"
    landed: Counter[str] = Counter()
    temp_left = 0
    leftovers: list[Path] = []
    moves_saved = 0
    per_game = max(1, kills // (2 * len(GAMES)))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    timer = Timer()
    for k in range(kills):
        game = GAMES[(k // per_game) % len(GAMES)]
        phase_file.write_bytes(b"-")
        targeted = k % 2 == 1  # every other kill at a chosen point of the write path, the rest at a random time
        child_env = dict(env, KILL_AT=f"{rng.choice(TARGETS)}:{rng.randint(1, 12)}") if targeted else env
        proc = subprocess.Popen([sys.executable, "-m", "tests.reliability.kill_child", str(folder), game,
                                 str(phase_file)], cwd=ROOT, env=child_env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        assert proc.stdout is not None and proc.stderr is not None
        first = proc.stdout.readline().split()
        if not first or first[0] != "ready":
            proc.kill()
            raise AssertionError(f"kill {k}: the child did not start: {proc.stderr.read()}")
        assert not [p for p in leftovers if p.exists()], f"kill {k}: start-up left the killed write's temp files"
        name, start_moves = first[1], int(first[2])
        early: list[str] = []
        if targeted:
            while (line := proc.stdout.readline()) and line.strip() != "paused":
                early.append(line)
        else:
            time.sleep(rng.uniform(0.005, 0.35))
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        landed[PHASES.get(phase_file.read_bytes()[:1].decode(), "start-up")] += 1
        lines = [w for w in "".join(early + [proc.stdout.read()]).split() if w != "paused"]
        assert proc.stderr.read() == "", f"kill {k}: the child failed before it was killed"
        saved = [int(lines[i + 2]) for i in range(0, len(lines) - 2, 3) if lines[i] == "saved"]
        last_saved = saved[-1] if saved else start_moves
        path = folder / name
        if path.exists():
            on_disk = _moves_on_disk(path)
            assert last_saved <= on_disk <= last_saved + 1, (
                f"kill {k} ({game}): the child had saved {last_saved} moves; the file holds {on_disk}")
            moves_saved += max(0, on_disk - start_moves)
        else:
            assert not saved, f"kill {k}: {name} was saved and then disappeared"
        leftovers = _temp_files(folder)
        temp_left += len(leftovers)
    loaded = refused = 0
    for p in SaveStore(folder).list():  # every save afterwards loads (or would be reported)
        try:
            restore(read_save(p), p)
            loaded += 1
        except SaveError:
            refused += 1
    store = SaveStore(folder)  # a last start-up: nothing of the killed writes stays behind
    assert _temp_files(folder) == []
    assert all(not store.held_elsewhere(p) for p in store.list())
    assert refused == 0
    report("kill_during_save", kills=kills, landed=dict(landed), saves_checked=loaded, saves_refused=refused,
           moves_saved=moves_saved, temp_files_left_by_kills=temp_left, seconds=timer.seconds)
