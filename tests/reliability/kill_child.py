"""The process the kill test kills: it plays a game and autosaves after every move, like the app.

    python -m tests.reliability.kill_child FOLDER GAME PHASE_FILE

Start-up is the app's: ``SaveStore(folder)`` (removes what a killed write left behind), then the
newest save of GAME is continued through the one door (``read_save`` + ``restore``) and claimed
(its lock must have died with the killed process); with none, or a finished game, a new game
starts. Then, forever: a random move, ``make_save``, ``store.write`` (atomic write + prune), and
``saved <file> <moves>`` on stdout once the write returned. The byte in PHASE_FILE says where the
process is (A apply, M make_save, T temp file, W write, F fsync, R replace, D folder fsync,
P prune, S saved), so the test can tell where each kill landed. With ``KILL_AT=<code>:<n>`` in
the environment the child stops and waits (printing ``paused``) the n-th time it reaches that
point, so the test can kill it exactly there.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path


def main(folder: Path, game: str, phase_file: Path) -> None:
    phase_fd = os.open(phase_file, os.O_RDWR)

    target, _, nth = os.environ.get("KILL_AT", ":").partition(":")
    seen = {"n": 0}

    def phase(code: bytes) -> None:
        os.pwrite(phase_fd, code, 0)
        if code.decode() == target:
            seen["n"] += 1
            if seen["n"] == int(nth):
                print("paused", flush=True)
                time.sleep(60)

    import tempfile

    from gamesuite.content import default_content
    from gamesuite.rules import registry
    from gamesuite.rules.core import GameConfig, Rng
    from gamesuite.rules.sim import default_players
    from gamesuite.storage import atomic
    from gamesuite.storage import store as store_module
    from gamesuite.storage.saves import make_save, read_save, restore

    def marked(code: bytes, fn):  # noqa: ANN001, ANN202 - a thin wrapper
        def wrapper(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
            phase(code)
            return fn(*args, **kwargs)

        return wrapper

    tempfile.mkstemp = marked(b"T", tempfile.mkstemp)
    os.fsync = marked(b"F", os.fsync)
    os.replace = marked(b"R", os.replace)
    atomic._fsync_dir = marked(b"D", atomic._fsync_dir)
    store_module.SaveStore.prune = marked(b"P", store_module.SaveStore.prune)

    store = store_module.SaveStore(folder)
    rules = registry.get_rules(game)
    path = next((p for p in store.list() if p.name.startswith(f"{game}-")), None)
    state = None
    if path is not None:
        loaded = restore(read_save(path), path)
        if not store.claim(path):
            raise SystemExit(f"{path.name} is still locked after its process was killed")
        config, seed, actions, state, base = loaded.config, loaded.seed, list(loaded.actions), loaded.state, loaded.base
        if rules.is_over(state):
            store.release(path)
            state = None
    if state is None:
        spec = rules.spec
        n = spec.variants[0].min_players + (1 if spec.variants[0].max_players > spec.variants[0].min_players else 0)
        config = GameConfig(game, default_players(n), None, {}, default_content(game))
        seed = int.from_bytes(os.urandom(4), "little")
        actions, base = [], None
        state = rules.new_game(config, seed)
        path = store.new_path(game)
    chooser = Rng(int.from_bytes(os.urandom(4), "little"))
    print(f"ready {path.name} {len(actions)}", flush=True)
    while not rules.is_over(state):
        phase(b"A")
        action = rules.random_action(state, chooser)
        state, _ = rules.apply(state, action)
        actions.append(action)
        phase(b"M")
        save = make_save(rules, config, seed, actions, state, base)
        phase(b"W")
        store.write(path, save)
        phase(b"S")
        print(f"saved {path.name} {len(actions)}", flush=True)
    print(f"over {path.name} {len(actions)}", flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3]))
