"""Idle turns and the pieces in them: what a click landing during idle-time work could wait for.

    .venv/bin/python bench/idle_pieces.py [--games telefilm,quizclub] [--actions 400] [--seed 3] [--hover]

Plays each game as ``bench/responsiveness.py`` does (its ``play``: one screen, the gate confirmed, the event loop
turned idle before each move) with the shell's idle queue instrumented: every piece of idle work is timed (UI
thread CPU) with its work's name, every idle turn with the pieces it ran, and Python's garbage collections are
noted where they fall. Prints per game the idle turns' max and p95 (as ``idle_turn_max_ms`` / ``idle_turn_p95_ms``
there), the max of the turns in which no full (generation 2) collection ran, the longest pieces by work, and the
longest turns with their pieces ("L": the piece laid a panel out, "G2": a full collection ran in it).

Then, per game, **after the game** (back at the launcher, the event loop idle until nothing is left): the finished
game's full collection (ms, and the objects it could walk: tracked and not frozen, against the frozen ones) and the
longest pieces of the launcher's warm-up that follows. ``--hover``: before each game, at the launcher, the pointer
on its tile (the warm-up makes its setup page ahead: ``page ahead`` pieces), timed the same way.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from collections import defaultdict
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import responsiveness as R  # noqa: E402

from gamesuite.ui import idle as idle_module  # noqa: E402
from gamesuite.ui import panelslot  # noqa: E402

tags: list[str] = []  # what happened in the piece running now
pieces: list[tuple[str, float]] = []  # (work, ms) of every piece
turn: list[str] = []  # the pieces of the turn running now
turns: list[tuple[float, list[str]]] = []  # every idle turn: (ms, its pieces)
_gc_start = [0.0]


def _gc(phase: str, info: dict) -> None:
    if phase == "start" and info["generation"] == 2:
        tags.append("G2")


_lay_out = panelslot.lay_out_hidden


def _lay_out_tagged(widget) -> None:  # noqa: ANN001
    tags.append("L")
    _lay_out(widget)


_run = idle_module._Job.run


def _run_timed(job) -> tuple[bool, object]:  # noqa: ANN001
    t0 = time.thread_time()
    result = _run(job)
    ms = (time.thread_time() - t0) * 1000
    pieces.append((job.name, ms))
    turn.append(f"{ms:.1f}{''.join(tags)}")
    tags.clear()
    return result


def _idle(app, out: dict[str, list[float]]) -> None:  # noqa: ANN001
    """``responsiveness.idle``, keeping each turn's pieces; what was let go is deleted in each turn, as the event
    loop does (``processEvents`` alone does not: a finished game's widgets lived on into the next game)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    quiet = count = 0
    while quiet < 3 and count < 500:
        turn.clear()
        tags.clear()
        c0 = time.thread_time()
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        ms = (time.thread_time() - c0) * 1000
        count += 1
        quiet = quiet + 1 if ms < 0.2 else 0
        out["idle_turn"].append(ms)
        if tags:  # a collection outside any piece
            turn.append("".join(tags))
            tags.clear()
        turns.append((ms, list(turn)))


def report(title: str, done: list[tuple[str, float]], done_turns: list[tuple[float, list[str]]]) -> None:
    """The longest pieces by work and the longest turns of a stretch of idle time."""
    by_work: dict[str, list[float]] = defaultdict(list)
    for name, ms in done:
        by_work[name].append(ms)
    print(f"  {title}: " + "; ".join(f"{name} {len(costs)}x max {max(costs):.1f}"
                                      for name, costs in sorted(by_work.items(), key=lambda kv: -max(kv[1]))[:5]))
    longest = sorted(done_turns, key=lambda t: -t[0])[:4]
    print(f"  {title}, longest turns:", "; ".join(f"{ms:.1f} [{', '.join(p)}]" for ms, p in longest))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="telefilm,quizclub")
    parser.add_argument("--actions", type=int, default=400)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--hover", action="store_true", help="before each game, the pointer on its launcher tile "
                        "(its setup page made ahead in idle pieces), timed")
    args = parser.parse_args()
    gc.callbacks.append(_gc)
    panelslot.lay_out_hidden = _lay_out_tagged
    idle_module._Job.run = _run_timed  # type: ignore[method-assign]
    R.idle = _idle
    R.clock = time.thread_time
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow

    app = make_app([sys.argv[0]])
    window = MainWindow()
    window.interactive = False
    window.act_director.setChecked(False)
    window.resize(R.W, R.H)
    window.show()
    app.processEvents()
    for game in [g for g in args.games.split(",") if g]:
        if args.hover:
            pieces.clear()
            turns.clear()
            window.launcher.tiles[game].hovered.emit(game)
            _idle(app, defaultdict(list))
            report("hover", pieces, turns)
        pieces.clear()
        turns.clear()
        R.play(window, app, game, args.seed, args.actions)
        window.show_launcher()
        game_pieces, game_turns = list(pieces), list(turns)
        pieces.clear()
        turns.clear()
        walkable = sum(len(gc.get_objects(g)) for g in range(3))
        frozen = gc.get_freeze_count()
        _idle(app, defaultdict(list))
        after_pieces, after_turns = list(pieces), list(turns)
        pieces[:] = game_pieces
        turns[:] = game_turns
        busy = sorted(ms for ms, _p in turns if ms >= 0.2)
        no_gc = [ms for ms, p in turns if not any("G2" in x for x in p)]
        print(f"{game}: idle_turn_max_ms {max(ms for ms, _p in turns):.1f}, p95 {R.pct(busy, 0.95):.1f} "
              f"({len(busy)} busy turns); max without a full collection {max(no_gc):.1f}")
        by_work: dict[str, list[float]] = defaultdict(list)
        for name, ms in pieces:
            by_work[name].append(ms)
        for name, costs in sorted(by_work.items(), key=lambda kv: -max(kv[1])):
            costs.sort()
            print(f"  {name:45s} {len(costs):5d} pieces, median {costs[len(costs) // 2]:.2f}, max {costs[-1]:.1f} ms")
        longest = sorted(turns, key=lambda t: -t[0])[:6]
        print("  longest turns:", "; ".join(f"{ms:.1f} [{', '.join(p)}]" for ms, p in longest))
        collection = [ms for name, ms in after_pieces if name == "full garbage collection" and ms > 0.5]
        print(f"  after the game: its collection {', '.join(f'{ms:.1f}' for ms in collection) or '-'} ms "
              f"({walkable} objects it could walk, {frozen} frozen)")
        report("after the game", after_pieces, after_turns)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
