"""Telma buzzer latency: how long a key press waits between the key event and the game handling it.

Why it matters: a contest is decided by tens of milliseconds. The app times every press by the
event's own timestamp (QKeyEvent.timestamp), so queueing does not decide contests; this bench
measures how large the queueing is, i.e. how wrong a "time of handling" clock would be, and so how
far below the tie window (rule option ``tie_window_ms``) the app's own delay stays.

How: a real MainWindow plays a seeded 4-player match with motion and the settle timer on.
Synthesised QKeyEvents are *posted* to the table view (they travel the event queue, the shell's
KeyFilter, and TelmaUI.key_pressed, exactly like real keys), each stamped with the game clock when
posted. Reveals come one at a time; contest calls come in bursts of 2-4 presses posted at the same
instant (players finishing together), so later presses wait behind the handling of earlier ones.
Latency = handler entry minus the moment the event was posted. ``stamp_error_ms``: the time the contest
clock gives a press (what a buzz's ``t_ms`` carries) minus the moment it was posted, i.e. how far the
recorded time of a call is from the real one (it does not grow with the latency: timestamps cancel it).

    .venv/bin/python bench/telma_latency.py [--presses 300] [--seed 5] [--stress] [--reduce-motion] [--json]

Pacing: by default players act like people (a reveal every 0.5-1.2 s; a contest's calls 0.5-1.5 s
after the contest card appears, since saying a nickname takes that long); ``--stress`` packs
presses 40-200 ms apart, so every press lands while the previous one is still animating.

Runs offscreen unless QT_QPA_PLATFORM is set. On a real desktop the OS stamps events at input
time, so real keys also include the window system's delay, which timestamps cancel as well.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections import deque
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GAMESUITE_DATA_DIR", tempfile.mkdtemp(prefix="gamesuite-latency-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def summary(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    data = sorted(values)

    def pct(p: float) -> float:
        return data[min(len(data) - 1, int(round(p / 100 * (len(data) - 1))))]

    return {
        "n": len(data),
        "min": round(data[0], 2),
        "median": round(statistics.median(data), 2),
        "p90": round(pct(90), 2),
        "p99": round(pct(99), 2),
        "max": round(data[-1], 2),
        "mean": round(statistics.fmean(data), 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--stress", action="store_true", help="presses 40-200 ms apart instead of human pace")
    parser.add_argument("--reduce-motion", action="store_true", help="turn animations off")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    from PySide6.QtCore import QEvent, QEventLoop, Qt
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    from gamesuite.rules.core import Action, Rng, Viewer
    from gamesuite.rules.sim import default_players
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow
    from gamesuite.ui.scene.animation import set_reduce_motion

    app = make_app([sys.argv[0]])
    window = MainWindow()
    window.interactive = False
    window.resize(1920, 1080)
    window.show()
    set_reduce_motion(args.reduce_motion)
    controller = window.start_game("telma", default_players(4), "standard", {}, seed=args.seed)
    assert controller is not None
    ui: Any = window.game_ui
    table: Any = ui.table
    table.review_ms = 0
    table.late_press_ms = 0
    controller.submit(Action("start_round"))
    rng = Rng(args.seed)
    viewport = ui.table_widget().viewport()

    posted: deque[tuple[int, str]] = deque()  # (perf_counter_ns when posted, kind)
    samples: dict[str, list[float]] = {"reveal": [], "call-first": [], "call-queued": []}
    handling: list[float] = []
    original = ui.key_pressed

    def measured(key: int, timestamp_ms: int) -> bool:
        entered = time.perf_counter_ns()
        if posted:
            t_post, kind = posted.popleft()
            samples[kind].append((entered - t_post) / 1e6)
        result = original(key, timestamp_ms)
        handling.append((time.perf_counter_ns() - entered) / 1e6)
        return result

    ui.key_pressed = measured
    stamp_errors: list[float] = []

    def timed(clock: Any) -> None:
        """Record what the contest clock makes of every key press (its stamp is the true press time)."""
        plain = clock.event_time

        def event_time(timestamp_ms: int | None, source: str = "key") -> int:
            t = plain(timestamp_ms, source)
            if timestamp_ms and source == "key":
                stamp_errors.append(float(t - int(timestamp_ms)))
            return int(t)

        clock.event_time = event_time

    timed(table.clock)

    def post(seat: int, kind: str) -> None:
        event = QKeyEvent(QEvent.Type.KeyPress, table.keys[seat], Qt.KeyboardModifier.NoModifier)
        event.setTimestamp(table.clock.now())
        posted.append((time.perf_counter_ns(), kind))
        QApplication.postEvent(viewport, event)

    def pump(ms: int) -> None:
        end = time.perf_counter() + ms / 1000
        while time.perf_counter() < end:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)

    total = 0
    start = time.perf_counter()
    while total < args.presses:
        view = controller.view(Viewer.TABLE)
        if view["phase"] == "over":
            controller = window.start_game("telma", default_players(4), "standard", {}, seed=rng.below(10**6))
            ui = window.game_ui
            table = ui.table
            table.review_ms = 0
            table.late_press_ms = 0
            viewport = ui.table_widget().viewport()
            original = ui.key_pressed
            ui.key_pressed = measured
            timed(table.clock)
            continue
        if view["phase"] == "nicknames":
            controller.submit(Action("start_round"))
            continue
        if view["phase"] == "reveal":
            post(int(view["turn"]), "reveal")
            total += 1
            pump(40 + rng.below(160) if args.stress else 500 + rng.below(700))
            continue
        contest = view["contest"]
        if not args.stress and not contest["calls"]:
            pump(rng.below(1000))  # saying a nickname takes time (the first 500 ms passed above)
        parts = [int(x) for x in contest["participants"]]
        callers = rng.shuffled(parts)[: min(len(parts), 2 + rng.below(3))]
        for k, seat in enumerate(callers):
            post(seat, "call-first" if k == 0 else "call-queued")
            total += 1
        pump(30)
        for seat in list(table.pending):  # three-way contests and the Surto: pick whose nickname was said
            table.pick(seat, int(contest["targets"][str(seat)][0]))
        deadline = time.perf_counter() + 3
        while controller.view(Viewer.TABLE)["phase"] == "contest" and time.perf_counter() < deadline:
            pump(20)
        if controller.view(Viewer.TABLE)["phase"] == "contest":
            table.tie_clicked()
            if table.tie_choice is not None:
                table.tie_choice = set(parts[:2])
                table.confirm_tie()
    pump(200)
    elapsed = time.perf_counter() - start
    every = samples["reveal"] + samples["call-first"] + samples["call-queued"]
    calls = samples["call-first"] + samples["call-queued"]  # the presses that decide contests
    tie_window = int(controller.view(Viewer.TABLE)["tie_window_ms"])
    report = {
        "platform": app.platformName(),
        "pace": "stress" if args.stress else "human",
        "motion": not args.reduce_motion,
        "presses": len(every),
        "seconds": round(elapsed, 1),
        "latency_ms": {"all": summary(every), "calls": summary(calls), **{k: summary(v) for k, v in samples.items()}},
        "handling_ms": summary(handling),
        "stamp_error_ms": summary(stamp_errors),
        "tie_window_ms": tie_window,
        "tie_window_over_call_p99": round(tie_window / max(0.001, summary(calls).get("p99", 0.001)), 1),
    }
    window.end_session()
    if args.json:
        print(json.dumps(report))
    else:
        print(f"Telma key latency ({report['platform']}, {report['pace']} pace, motion "
              f"{'on' if report['motion'] else 'off'}, {report['presses']} presses, {report['seconds']} s)")
        print(f"{'':14}{'n':>6}{'min':>8}{'median':>8}{'p90':>8}{'p99':>8}{'max':>8}{'mean':>8}  (ms)")
        rows = list(report["latency_ms"].items()) + [("handling", report["handling_ms"]),
                                                      ("stamp error", report["stamp_error_ms"])]
        for name, s in rows:
            if s.get("n"):
                print(f"{name:14}{s['n']:>6}{s['min']:>8}{s['median']:>8}{s['p90']:>8}{s['p99']:>8}{s['max']:>8}"
                      f"{s['mean']:>8}")
        print(f"tie window {tie_window} ms = {report['tie_window_over_call_p99']}x the p99 latency of contest calls")
        print(json.dumps(report))
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
