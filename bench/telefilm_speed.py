"""Telefilm table speed: action -> repainted table, full repaints, no-change refreshes, frames during moves.

Why: issue #13 ("Snappy") measured the Telefilm table far slower than a plain scene. This bench plays a
scripted 4-player game (seeded random legal actions, the same moves every run) in a real MainWindow at
1920x1080, offscreen, with the Director's private window on a second screen (uncovered, as the Director
would), and reports each figure as a ratio to a plain 50-item QGraphicsView measured in the same run:

* action: ``controller.submit(action)`` until everything has repainted (engine, table refresh, private
  panel, the table's and the private window's paint), reduce motion on (the work itself, not the
  animation time); p50 / p95, and per kind; also until the table's own repaint ended;
* full repaint: ``viewport().repaint()`` of a mid-game table (warm: item caches filled), and the first
  repaint at a new scale (cold: every item cache drawn again, as after a window resize);
* no-change refresh: the shell's ``_state_changed([])``: its time, the scene area it dirtied and the
  animations it started;
* frames: motion on, a forced full repaint every ~16 ms while tokens, chips and figures move;
* animation objects left alive on the table's items at the end of the game.

    .venv/bin/python bench/telefilm_speed.py [--actions 160] [--seed 4] [--frames 24] [--json]

Times are this process's CPU time (``time.process_time``), so a busy shared machine inflates them less;
the baseline is measured next to each measurement all the same.

Goals (docs/helpers/UI.md): action p95 <= 6x the baseline action; full repaint <= 4x the baseline repaint.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={HERE.parent / 'tests' / 'ui' / 'two_screens.json'}")
os.environ.setdefault("GAMESUITE_DATA_DIR", tempfile.mkdtemp(prefix="gamesuite-tfspeed-"))
if os.environ.get("TELEFILM_SPEED_SOURCE"):  # measure another checkout's gamesuite (a "before" tree)
    sys.path.insert(0, os.environ["TELEFILM_SPEED_SOURCE"])
else:
    sys.path.insert(0, str(HERE.parent))


def clock() -> float:
    """This process's CPU time: on a shared machine, the time other programs take does not count."""
    return time.process_time()


def pct(values: list[float], p: float) -> float:
    data = sorted(values)
    if not data:
        return 0.0
    return data[min(len(data) - 1, int(round(p / 100 * (len(data) - 1))))]


def stats(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    return {"n": len(values), "p50": round(statistics.median(values), 2), "p95": round(pct(values, 95), 2),
            "max": round(max(values), 2)}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=160)
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--frames", type=int, default=24, help="actions measured frame by frame with motion on")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--options", default="{}", help="rule options as JSON (the same moves on two trees: "
                        "'{\"follower_cards\": \"strict\"}' plays like the code before issue #14)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--profile", default="", help="write a cProfile of the measured actions to this file")
    parser.add_argument("--slow", type=float, default=0.0, help="print the actions slower than this many ms")
    parser.add_argument("--repeat", type=int, default=0, help="also time each kind of phase change this many times "
                        "(the state rewound before each; medians are steadier than one game's p95)")
    args = parser.parse_args()

    from PySide6.QtCore import QAbstractAnimation, QEvent, QObject, QRectF
    from PySide6.QtGui import QBrush, QColor, QPainter
    from PySide6.QtWidgets import (
        QApplication,
        QGraphicsRectItem,
        QGraphicsScene,
        QGraphicsSimpleTextItem,
        QGraphicsView,
    )

    import gamesuite
    from gamesuite.content import default_content
    from gamesuite.rules.core import GameConfig, Rng, Viewer
    from gamesuite.rules.sim import default_players
    from gamesuite.rules.telefilm import RULES
    from gamesuite.ui.app import make_app
    from gamesuite.ui.controller import GameController
    from gamesuite.ui.main_window import MainWindow
    from gamesuite.ui.scene.animation import set_reduce_motion
    from gamesuite.ui.settings import Settings

    app = make_app([sys.argv[0]])

    class PaintCounter(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.paints = 0

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
            if event.type() == QEvent.Type.Paint:
                self.paints += 1
            return False

    from gamesuite.ui.scene.view import TableView

    painted_at = [0.0]
    table_paint = [0.0]  # time in the table view's paint events since the last reset

    def timed_paint(self: QGraphicsView, event: Any) -> None:  # when the table's view finished a repaint
        t = clock()
        QGraphicsView.paintEvent(self, event)
        painted_at[0] = clock()
        table_paint[0] += painted_at[0] - t

    TableView.paintEvent = timed_paint  # type: ignore[method-assign]

    def settle(counter: PaintCounter | None = None) -> None:
        for _ in range(4):
            app.processEvents()

    # ------------------------------------------------------------------ the baseline: a plain 50-item view
    plain = QGraphicsScene(0, 0, 1920, 1080)
    plain.setBackgroundBrush(QColor("#1f4d3f"))
    rects: list[QGraphicsRectItem] = []
    labels: list[QGraphicsSimpleTextItem] = []
    for i in range(50):
        r = QGraphicsRectItem(0, 0, 160, 90)
        r.setBrush(QBrush(QColor("#f4eedf")))
        r.setPos(40 + (i % 10) * 185, 60 + (i // 10) * 200)
        t = QGraphicsSimpleTextItem(f"item {i}", r)
        t.setPos(12, 30)
        plain.addItem(r)
        rects.append(r)
        labels.append(t)
    pview = QGraphicsView(plain)
    pview.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    pview.resize(1920, 1080)
    pview.show()
    settle()
    base_action: list[float] = []
    base_repaint: list[float] = []
    steps = [0]

    def base_move() -> None:
        """A plain table's move: every item gets a new text and colour, one item moves, the view repaints."""
        k = steps[0] = steps[0] + 1
        t0 = clock()
        for j in range(50):
            rects[j].setBrush(QBrush(QColor("#ffd45a" if (j + k) % 3 == 0 else "#f4eedf")))
            labels[j].setText(f"item {j}: {k}")
        rects[k % 50].setPos(rects[k % 50].pos().x(), 60 + ((k // 50) % 2) * 10 + ((k % 50) // 10) * 200)
        settle()
        base_action.append((clock() - t0) * 1000)

    def base_full_repaint() -> None:
        t0 = clock()
        pview.viewport().repaint()
        base_repaint.append((clock() - t0) * 1000)

    # the baseline is measured next to each Telefilm measurement (the machine's load changes over a run)
    for _ in range(20):
        base_move()
    base_action.clear()

    # ------------------------------------------------------------------ the Telefilm game
    settings = Settings()
    settings.reduce_motion = True
    window = MainWindow(settings)
    window.interactive = False
    window.resize(1920, 1080)
    window.show()
    set_reduce_motion(True)
    config = GameConfig("telefilm", default_players(args.players), "standard", json.loads(args.options),
                        content=default_content("telefilm"))
    controller = GameController(RULES, config, args.seed, store=None)  # no autosave: the UI's work only
    window._open_session(controller)
    settle()

    def table_view() -> Any:
        return window.game_ui.table_widget()

    def uncover() -> None:
        d = window.director
        if d.active and d.covered():
            d.cover.button.click()
        if window.page.gate.isVisible():
            window.page.gate.button.click()
        settle()

    def anims_alive() -> int:
        scene = table_view().scene()
        return sum(len(it.findChildren(QAbstractAnimation)) for it in scene.items() if isinstance(it, QObject))

    def running_anims() -> int:
        scene = table_view().scene()
        return sum(1 for it in scene.items() if isinstance(it, QObject)
                   for a in it.findChildren(QAbstractAnimation)
                   if a.state() == QAbstractAnimation.State.Running)

    counter = PaintCounter()
    table_view().viewport().installEventFilter(counter)
    uncover()
    rng = Rng(args.seed)
    action_ms: list[float] = []
    table_ms: list[float] = []  # until the table's own repaint ended (the private window may still be busy)
    submit_ms: list[float] = []  # controller.submit alone: the engine and the Python refresh of table and panel
    paint_ms: list[float] = []  # the table view's paint events during the action
    by_kind: dict[str, list[float]] = {}
    nochange_ms: list[float] = []
    nochange_area: list[float] = []
    nochange_anims: list[int] = []
    repaint_warm: list[float] = []
    repaint_cold: list[float] = []
    frames: list[float] = []
    frame_actions = 0
    moves = 0
    played: list[Any] = []
    scene = table_view().scene()
    changed_area = [0.0]

    def on_changed(regions: list[QRectF]) -> None:
        changed_area[0] += sum(r.width() * r.height() for r in regions)

    scene.changed.connect(on_changed)
    befores: list[Any] = []  # (state after the action, the action, the step it was taken from)
    profiler = None
    if args.profile:
        import cProfile

        profiler = cProfile.Profile()
    while moves < args.actions and not controller.is_over():
        base_move()
        action = RULES.random_action(controller.state, rng)
        before_paints = counter.paints
        table_paint[0] = 0.0
        step = (controller.state.q or {}).get("step") if controller.state.q else controller.state.phase
        if profiler is not None:
            profiler.enable()
        t0 = clock()
        ok = controller.submit(action)
        t_sub = clock()
        settle()
        t1 = clock()
        if profiler is not None:
            profiler.disable()
        if args.slow and (t1 - t0) * 1000 > args.slow:
            print(f"slow: {(t1 - t0) * 1000:.1f} ms {action} (from {step}): submit {(t_sub - t0) * 1000:.1f}, "
                  f"table paint {table_paint[0] * 1000:.1f}, the rest {(t1 - t_sub - table_paint[0]) * 1000:.1f}",
                  file=sys.stderr)
        assert ok, action
        played.append(action)
        befores.append((controller.state, action, step))
        if counter.paints > before_paints:
            action_ms.append((t1 - t0) * 1000)
            table_ms.append((painted_at[0] - t0) * 1000)
            submit_ms.append((t_sub - t0) * 1000)
            paint_ms.append(table_paint[0] * 1000)
            by_kind.setdefault(action.kind, []).append((t1 - t0) * 1000)
        moves += 1
        uncover()
        if moves % 20 == 10:
            for _ in range(5):
                base_full_repaint()
                t0 = clock()
                table_view().viewport().repaint()
                repaint_warm.append((clock() - t0) * 1000)
            base_full_repaint()
            view = table_view()
            view.scale(0.9, 0.9)  # a new scale: every item's cache is drawn again
            t0 = clock()
            view.viewport().repaint()
            repaint_cold.append((clock() - t0) * 1000)
            view.fit()
            settle()

    # ------------------------------------------------------------------ phase changes, timed again and again
    repeated: dict[str, dict[str, float]] = {}
    if args.repeat:
        history = [b[0] for b in befores]
        before_of = [None, *history[:-1]]
        kinds: dict[str, int] = {}
        for i, (after, action, _step) in enumerate(befores):
            prev = before_of[i]
            if prev is None or i < 30:  # warm: the second turn on
                continue
            if action.kind == "reveal" and after.phase == "bets":
                label = "reveal -> new turn"
            elif action.kind == "bet" and after.phase != "bets":
                label = "last bet -> tokens"
            elif action.kind == "place" and after.phase == "questions":
                label = "last token -> questions"
            elif action.kind == "reveal":
                label = "reveal -> next space"
            elif action.kind == "pick":
                label = "pick (question read)"
            elif action.kind == "judge":
                label = "judge"
            else:
                continue
            kinds.setdefault(label, i)
        for label, i in kinds.items():
            prev, action = before_of[i], befores[i][1]
            times, bases = [], []
            for _ in range(args.repeat):
                controller.state = prev  # rewind: the table and the panels show the state before the action
                controller._after_change([])
                settle()
                uncover()
                base_move()
                bases.append(base_action.pop())
                t0 = clock()
                controller.submit(action)
                settle()
                times.append((clock() - t0) * 1000)
                uncover()
            med, base = statistics.median(times), statistics.median(bases)
            repeated[label] = {"ms": round(med, 2), "ratio": round(med / base, 1)}

    # ------------------------------------------------------------------ motion on: frames while things move,
    # refreshes that change nothing
    set_reduce_motion(False)
    settings.reduce_motion = False
    window.game_ui.finish_animations()
    settle()
    extra = 0
    while frame_actions < args.frames and extra < 6 * args.frames and not controller.is_over():
        action = RULES.random_action(controller.state, rng)
        controller.submit(action)
        extra += 1
        app.processEvents()
        uncover()
        if running_anims() == 0:
            window.game_ui.finish_animations()
            settle()
        else:
            frame_actions += 1
            end = time.perf_counter() + 0.45
            while time.perf_counter() < end and running_anims():
                app.processEvents()
                t0 = clock()
                table_view().viewport().repaint()
                frames.append((clock() - t0) * 1000)
                time.sleep(0.004)
            window.game_ui.finish_animations()
            settle()
        for _ in range(2):  # a refresh that changes nothing (the shell does one after a toggle or a hand closes)
            changed_area[0] = 0.0
            started_before = running_anims()
            t0 = clock()
            window._state_changed([])
            settle()
            nochange_ms.append((clock() - t0) * 1000)
            nochange_area.append(changed_area[0])
            nochange_anims.append(max(0, running_anims() - started_before))
            window.game_ui.finish_animations()
            settle()
    window.game_ui.finish_animations()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    settle()
    left_alive = anims_alive()
    set_reduce_motion(True)

    # the floor: the same moves on a controller with no window (rules, view, undo snapshot)
    bare = GameController(RULES, config, args.seed, store=None)
    engine_ms = []
    for action in played:
        t0 = clock()
        assert bare.submit(action), action
        bare.view(Viewer.TABLE)
        engine_ms.append((clock() - t0) * 1000)

    ba, br = statistics.median(base_action), statistics.median(base_repaint)
    act = stats(action_ms)
    report: dict[str, Any] = {
        "source": str(Path(gamesuite.__file__).parent.parent),
        "actions": moves,
        "baseline_ms": {"action_p50": round(ba, 3), "action_p95": round(pct(base_action, 95), 3),
                        "repaint_p50": round(br, 3)},
        "engine_ms": stats(engine_ms),
        "action_ms": act,
        "action_ratio": {"p50": round(act.get("p50", 0) / ba, 1), "p95": round(act.get("p95", 0) / ba, 1)},
        "table_painted_ms": stats(table_ms),
        "table_painted_ratio": {"p50": round(stats(table_ms).get("p50", 0) / ba, 1),
                                "p95": round(stats(table_ms).get("p95", 0) / ba, 1)},
        "by_kind_p50_ms": {k: round(statistics.median(v), 1) for k, v in sorted(by_kind.items())},
        "submit_ms": stats(submit_ms),
        "table_paint_ms": stats(paint_ms),
        "repaint_warm_ms": stats(repaint_warm),
        "repaint_warm_ratio": round(statistics.median(repaint_warm) / br, 1) if repaint_warm else None,
        "repaint_cold_ms": stats(repaint_cold),
        "repaint_cold_ratio": round(statistics.median(repaint_cold) / br, 1) if repaint_cold else None,
        "nochange_ms": stats(nochange_ms),
        "nochange_dirty_area_p50": round(statistics.median(nochange_area)) if nochange_area else 0,
        "nochange_dirty_area_max": round(max(nochange_area)) if nochange_area else 0,
        "nochange_animations_started_max": max(nochange_anims) if nochange_anims else 0,
        "frames_ms": stats(frames),
        "frame_actions": frame_actions,
        "animations_alive_at_end": left_alive,
        "phase_changes_repeated": repeated,
    }
    window.end_session()
    if profiler is not None:
        profiler.dump_stats(args.profile)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"Telefilm speed ({report['source']}, {moves} actions, {args.players} players, options "
              f"{args.options}, 1920x1080 offscreen)")
        print(f"baseline (plain 50-item view): action p50 {ba:.2f} ms, repaint p50 {br:.2f} ms")
        print(f"engine alone (submit + table view, no window): {report['engine_ms']}")
        print(f"action -> repainted table: p50 {act.get('p50')} ms ({report['action_ratio']['p50']}x), "
              f"p95 {act.get('p95')} ms ({report['action_ratio']['p95']}x)")
        tp = report["table_painted_ms"]
        print(f"  until the table's repaint ended: p50 {tp.get('p50')} ms ({report['table_painted_ratio']['p50']}x), "
              f"p95 {tp.get('p95')} ms ({report['table_painted_ratio']['p95']}x)")
        print("  per kind p50 ms:", report["by_kind_p50_ms"])
        print(f"  parts: controller.submit (engine + Python refresh) {report['submit_ms']}; "
              f"the table's paint {report['table_paint_ms']}")
        print(f"full repaint warm: {report['repaint_warm_ms']} ({report['repaint_warm_ratio']}x); "
              f"cold (new scale): {report['repaint_cold_ms']} ({report['repaint_cold_ratio']}x)")
        print(f"no-change refresh: {report['nochange_ms']}, dirty area p50 {report['nochange_dirty_area_p50']} "
              f"max {report['nochange_dirty_area_max']} scene units², animations started max "
              f"{report['nochange_animations_started_max']}")
        print(f"frames while moving (forced full repaint, motion on, {frame_actions} actions): {report['frames_ms']}")
        print(f"animation objects alive on the table's items at the end: {left_alive}")
        if repeated:
            print(f"phase changes, each timed {args.repeat} times (median, ratio to the baseline action): "
                  + ", ".join(f"{k}: {v['ms']} ms ({v['ratio']}x)" for k, v in repeated.items()))
        print(json.dumps(report))
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
