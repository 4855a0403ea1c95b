"""Responsiveness benchmark: action → repainted table, full repaints, animation frames, memory per game.

    .venv/bin/python bench/responsiveness.py [--games telefilm,quizclub,telma,ciak] [--actions 400] [--seed 3]
        [--cpu | --cpu-process]

For each game, offscreen at 1920x1080, a whole scripted 4-player game (seeded legal moves, the gate
confirmed like a player would, capped at ``--actions``) runs in the real MainWindow. Each move is
timed from ``controller.submit`` to a finished synchronous repaint of the table (``viewport().repaint()``;
behind the hand-off gate or a private panel the table does not paint, as in the app), including the paints the
move asked for outside the table (posted ``UpdateRequest`` events sent at once: a private panel's). Before each
move the event loop turns idle as it does while a player reads the table: posted events and zero-delay timers
run, untimed, until nothing is left (idle-time work done ahead in short pieces; its longest turn is
``idle_turn_max_ms``, what a click arriving then could wait for); ``--no-think``: no idle turns, idle work lands
in the next timed move. The gate's "show me" click is timed apart from the moves (``gate_p50_ms``,
``gate_p95_ms``, ``gate_max_ms``: up to the private panel or the table painted);
a full repaint of the mid-game table is timed with every item invalidated and animation frames are timed
while the table animates (reduce motion off), both with the gate and the private panel hidden for the while;
the process's resident memory is read after each game once the finished game's deferred deletions ran and
its cycles were collected: the first game is a warm-up (the caches of fonts, text metrics and pixmaps fill up
to their limits), ``rss_growth_mb`` is the growth over the ``--rss-games`` (3) games after it (old games must
be freed), ``rss_mb_after_games`` every reading. ``--cpu`` times
with the UI thread's CPU time (what a player waits for; a busy shared machine inflates it less than wall
time); the autosave writer's thread is reported on its own (``writer_cpu_ms``: its CPU during the timed span
of a move, p50); ``--cpu-process`` times with the whole process's CPU time, the writer included (how this
bench timed ``--cpu`` before 2 December 2026). ``gc_full_in_clicks`` / ``gc_full_in_idle`` / ``gc_full_max_ms``: the
full garbage collections of the game, inside a timed move or gate click, in the idle turns, and the longest. Every
figure stands beside a baseline measured in the same process: a plain QGraphicsView with 50 simple items (an
"action" there changes one item and repaints).

Goals (issue "Snappy"): action p95 ≤ 6x the baseline action's p95 (``p95_ratio``); full repaint ≤ 4x
the baseline repaint; animation frames p95 within 16 ms on this machine; rss growth over three games
after a warm-up game ≤ 5 MB. The last line of stdout is one JSON object
``{"games": {"<game>": {...}}, "baseline": {...}}``.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GAMESUITE_DATA_DIR", tempfile.mkdtemp(prefix="gamesuite-bench-"))
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

W, H = 1920, 1080
clock = time.perf_counter  # --cpu: the UI thread's CPU time instead; --cpu-process: the whole process's
where = ["untimed"]  # what runs now: "move", "gate" (timed), "idle" (the idle turns) or "untimed"
gc_full: list[tuple[str, float]] = []  # every full (generation 2) collection: (where it ran, UI-thread CPU ms)
_gc_t0 = [0.0]


def _gc_watch(phase: str, info: dict) -> None:
    """Notes where each full garbage collection runs (``gc_full_*``): inside a timed click it is part of the click."""
    if info["generation"] == 2:
        if phase == "start":
            _gc_t0[0] = time.thread_time()
        else:
            gc_full.append((where[0], (time.thread_time() - _gc_t0[0]) * 1000))


def rss_mb() -> float:
    """Resident memory now, after giving freed heap back to the system (glibc keeps it otherwise, so a
    freed game would still count)."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1e6
    except OSError:  # not Linux: peak instead of current
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


def settled_rss_mb(app) -> float:  # noqa: ANN001
    """:func:`rss_mb` once what the event loop would have freed is gone: the finished game's widgets and scene are
    deleted later (DeferredDelete, which ``processEvents`` alone does not run), and its Python cycles collected.
    Read without this, the old game (~14 MB on a Telefilm table) was counted or not as the deletions fell."""
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        app.processEvents()
        gc.collect()
    return rss_mb()


def pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def baseline(app) -> dict[str, float]:  # noqa: ANN001
    """A plain QGraphicsView with 50 items: one item changed + repaint, and a full repaint."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView

    scene = QGraphicsScene(0, 0, W, H)
    texts = []
    for i in range(50):
        r = QGraphicsRectItem(QRectF(0, 0, 150, 90))
        r.setBrush(QColor("#f4eedf"))
        r.setPos(40 + (i % 10) * 180, 60 + (i // 10) * 180)
        scene.addItem(r)
        t = QGraphicsSimpleTextItem(f"item {i}", r)
        t.setPos(10, 30)
        texts.append(t)
    view = QGraphicsView(scene)
    view.resize(W, H)
    view.show()
    app.processEvents()
    actions, repaints = [], []
    for k in range(200):
        t0 = clock()
        texts[k % 50].setText(f"changed {k}")
        app.processEvents()
        view.viewport().repaint()
        actions.append((clock() - t0) * 1000)
    for _ in range(60):
        t0 = clock()
        scene.update()
        view.viewport().repaint()
        repaints.append((clock() - t0) * 1000)
    view.close()
    return {"action_ms": statistics.median(actions), "action_p95_ms": pct(actions, 0.95),
            "repaint_ms": statistics.median(repaints)}


def uncover(window, app) -> list:  # noqa: ANN001
    """Hide the gate and the private host for a measurement of the table itself (the table does not paint
    while one of them covers it); returns what was hidden, for :func:`recover`."""
    covers = [w for w in (window.page.gate, window.page.private) if not w.isHidden()]
    for cover in covers:
        cover.hide()
    if covers:
        app.processEvents()  # the table's first paint after a cover went: not part of what is timed
    return covers


def recover(covers: list, app) -> None:  # noqa: ANN001
    for cover in covers:
        cover.show()
    app.processEvents()


def idle(app, out: dict[str, list[float]]) -> None:  # noqa: ANN001
    """The event loop's turns between two clicks while nothing else happens: posted events and zero-delay
    timers (idle-time work done in short pieces) run until three turns in a row find nothing to do. No real
    time passes (no sleep): a timer with a delay, an animation or a game clock does not fire here. Each turn's
    UI-thread CPU is kept: the longest (``idle_turn_max_ms``) is what a click arriving during idle-time work
    could wait for at worst, beside the action's own time."""
    quiet = turns = 0
    where[0] = "idle"
    while quiet < 3 and turns < 500:
        c0 = time.thread_time()
        app.processEvents()
        ms = (time.thread_time() - c0) * 1000
        turns += 1
        quiet = quiet + 1 if ms < 0.2 else 0
        out["idle_turn"].append(ms)
    where[0] = "untimed"


def play(window, app, game: str, seed: int, max_actions: int, think: bool = True) -> dict[str, list[float]]:  # noqa: ANN001
    """One scripted game in the real window; returns per-move and per-repaint timings. ``think``: the event
    loop turns idle before each move (:func:`idle`), as it does while a player reads the table."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from gamesuite.rules import registry
    from gamesuite.rules.core import Rng
    from gamesuite.rules.sim import default_players
    from gamesuite.ui.scene.motion import set_reduce_motion

    spec = registry.get_spec(game)
    variant = spec.variants[0]
    n = max(variant.min_players, min(4, variant.max_players))
    controller = window.start_game(game, default_players(n), variant.id, seed=seed)
    assert controller is not None, window.messages
    rules = controller.rules
    rng = Rng(seed)
    view = window.game_ui.table_widget()
    app.processEvents()
    out: dict[str, list[float]] = {"action": [], "repaint": [], "frame": [], "kinds": [], "autosave": [], "writer": [],
                                   "idle_turn": [], "gate": []}
    per_kind: dict[str, list[float]] = {}
    for i in range(max_actions):
        if controller.is_over():
            break
        if think:  # the player reads the table before clicking: idle-time work runs now, untimed
            idle(app, out)
        if window.page.gate.isVisible():  # the named player clicks "show me": timed apart from the moves ("gate_*")
            where[0] = "gate"
            t0 = clock()
            window.page.gate.confirmed.emit()
            app.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest.value)
            out["gate"].append((clock() - t0) * 1000)
            where[0] = "untimed"
            if think:
                idle(app, out)
        action = rules.random_action(controller.state, rng)
        animate = i % 25 == 10
        set_reduce_motion(not animate)
        where[0] = "move"
        t0, w0 = clock(), time.process_time() - time.thread_time()
        controller.submit(action)
        app.processEvents()
        # the paints the move asked for outside the table (a private panel, the window's bars): Qt posts them at
        # low priority, so processEvents alone can leave them to the next turn of the loop (the next move's, or
        # the idle turns')
        QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest.value)
        view.viewport().repaint()
        ms = (clock() - t0) * 1000
        where[0] = "untimed"
        out["writer"].append((time.process_time() - time.thread_time() - w0) * 1000)
        # What the real event loop does between two clicks: delete what was let go. The autosave ran in the
        # timed span (its timer fired in processEvents, the writer thread started on it); what it costs the UI
        # thread is handing the game to the background writer, timed here on its own. The writer finishes
        # before the next move (outside any timed span): this second save is the bench's, not the app's, and
        # one move's save must not be billed to the next.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        controller.wait_for_saves()
        s0 = clock()
        controller.autosave()
        out["autosave"].append((clock() - s0) * 1000)
        controller.wait_for_saves()
        out["action"].append(ms)
        per_kind.setdefault(action.kind, []).append(ms)
        if animate:  # time the frames while the table animates (uncovered: behind a cover it paints nothing)
            covers = uncover(window, app)
            end = clock() + 0.35
            while clock() < end:
                f0 = clock()
                app.processEvents()
                view.viewport().repaint()
                out["frame"].append((clock() - f0) * 1000)
            recover(covers, app)
        if i == 60 or (i < 60 and controller.is_over()):
            covers = uncover(window, app)  # the table itself, as after the gate or a private panel closed
            for _ in range(20):
                r0 = clock()
                view.scene().update()
                view.viewport().repaint()
                out["repaint"].append((clock() - r0) * 1000)
            recover(covers, app)
    set_reduce_motion(True)
    controller.flush()
    out["gc_full"] = [ms for _w, ms in gc_full]
    out["gc_full_timed"] = [ms for w, ms in gc_full if w in ("move", "gate")]
    out["gc_full_idle"] = [ms for w, ms in gc_full if w == "idle"]
    out["kinds"] = [json.dumps({k: round(statistics.median(v), 2) for k, v in per_kind.items()})]  # type: ignore[list-item]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="telefilm,quizclub,telma,ciak", help="comma-separated game ids")
    parser.add_argument("--actions", type=int, default=400, help="at most this many moves per game")
    parser.add_argument("--seed", type=int, default=3, help="seed of the scripted games")
    parser.add_argument("--cpu", action="store_true", help="time with the UI thread's CPU time, and measure the "
                        "baseline again after each game's first run (the ratios use the mean of the two)")
    parser.add_argument("--cpu-process", action="store_true", help="as --cpu, with the whole process's CPU time "
                        "(the autosave writer thread's included)")
    parser.add_argument("--no-think", action="store_true", help="time each move right after the last one, the "
                        "event loop never idle between them (how this bench timed moves before 2 December 2026, "
                        "sixth session): idle-time work lands in the next timed move")
    parser.add_argument("--rss-games", type=int, default=3, help="games played after the first (the warm-up) for "
                        "rss_growth_mb: resident memory after the last of them minus after the warm-up game")
    args = parser.parse_args()
    global clock
    if args.cpu_process:
        args.cpu = True
        clock = time.process_time
    elif args.cpu:
        clock = time.thread_time
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow

    app = make_app([sys.argv[0]])
    base = baseline(app)
    window = MainWindow()
    window.interactive = False
    window.act_director.setChecked(False)  # one screen: every private view passes the gate
    window.resize(W, H)
    window.show()
    app.processEvents()
    results: dict[str, dict[str, float | str]] = {}
    gc.callbacks.append(_gc_watch)
    for game in [g for g in args.games.split(",") if g]:
        rss = []
        first: dict[str, list[float]] = {}
        for k in range(1 + args.rss_games):
            gc_full.clear()
            timings = play(window, app, game, args.seed + k, args.actions, think=not args.no_think)
            window.show_launcher()
            if k == 0:
                first = timings
                game_base = base
                if args.cpu:  # paired: the same load for the game and its baseline
                    idle(app, {"idle_turn": []})  # the app's idle work after the game (the collection of its
                    # objects, the launcher's warm-up) done first: the baseline times a plain view, not that work
                    again = baseline(app)
                    game_base = {key: (base[key] + again[key]) / 2 for key in base}
            rss.append(settled_rss_mb(app))
        acts, reps, frames = first["action"], first["repaint"], first["frame"]
        results[game] = {
            "actions": len(acts),
            "p50_ms": round(statistics.median(acts), 2),
            "p95_ms": round(pct(acts, 0.95), 2),
            "max_ms": round(max(acts), 2),
            "baseline_ms": round(game_base["action_ms"], 3),
            "baseline_p95_ms": round(game_base["action_p95_ms"], 3),
            "p50_ratio": round(statistics.median(acts) / game_base["action_ms"], 2),
            "p95_ratio": round(pct(acts, 0.95) / game_base["action_p95_ms"], 2),
            "repaint_ms": round(statistics.median(reps), 2) if reps else 0.0,
            "repaint_ratio": round(statistics.median(reps) / game_base["repaint_ms"], 2) if reps else 0.0,
            "frame_p95_ms": round(pct(frames, 0.95), 2),
            "rss_growth_mb": round(rss[-1] - rss[0], 1),
            "rss_mb_after_games": [round(r, 1) for r in rss],  # type: ignore[dict-item]
            "autosave_ui_thread_p50_ms": round(statistics.median(first["autosave"]), 2) if first["autosave"] else 0.0,
            "writer_cpu_ms": round(statistics.median(first["writer"]), 2) if first["writer"] else 0.0,
            "by_kind_p50_ms": first["kinds"][0],
            "think": not args.no_think,
            # the gate's "show me" click (up to the gate gone and the private panel or the table painted): a click
            # the player waits for, timed since the sixth session, apart from the moves to keep p50/p95 comparable
            "gate_clicks": len(first["gate"]),
            "gate_p50_ms": round(statistics.median(first["gate"]), 2) if first["gate"] else 0.0,
            "gate_p95_ms": round(pct(first["gate"], 0.95), 2) if first["gate"] else 0.0,
            "gate_max_ms": round(max(first["gate"]), 2) if first["gate"] else 0.0,
            "idle_turn_max_ms": round(max(first["idle_turn"]), 2) if first["idle_turn"] else 0.0,
            "idle_turns_busy": len(busy := [t for t in first["idle_turn"] if t >= 0.2]),
            "idle_turn_p95_ms": round(pct(busy, 0.95), 2) if busy else 0.0,
            # full garbage collections during the game (its start included): inside a timed move or gate click,
            # in the idle turns, and the longest (UI-thread CPU ms)
            "gc_full_in_clicks": len(first["gc_full_timed"]),
            "gc_full_in_idle": len(first["gc_full_idle"]),
            "gc_full_max_ms": round(max(first["gc_full"]), 1) if first["gc_full"] else 0.0,
        }
        print(f"{game}: {json.dumps(results[game])}", file=sys.stderr, flush=True)
    window.close()
    print(json.dumps({"games": results, "baseline": {k: round(v, 3) for k, v in base.items()}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
