"""Start-up benchmark: process start to the first painted launcher frame, against a hello-world
PySide6 QGraphicsView window measured in the same run. Prints the ratio (target <= 1.3x).

    .venv/bin/python bench/startup.py [RUNS] [--to-table GAME[,GAME...]]

``--to-table GAME`` adds "start-up to a playable table": the same process start, the launcher painted,
then the game started as the setup page's Start does (``MainWindow.start_game``, default players), up to
the first painted frame of the game screen (the table's viewport, or the hand-off gate / private panel
when one covers the table: that is what the first player sees and clicks). Target <= 1.6x hello.

Each measurement is a fresh process that prints the milliseconds from its start (taken from the
OS process start time where available, else interpreter start) to the first paint event.
Runs alternate between the two programs so machine noise hits both alike; medians are compared.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PRELUDE = r"""
import os, time, sys
def _start():
    try:
        with open(f"/proc/{os.getpid()}/stat") as f:
            ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as f:
            up = float(f.read().split()[0])
        return time.time() - (up - ticks / os.sysconf("SC_CLK_TCK"))
    except Exception:
        return time.time() - (time.perf_counter() - 0)
T0 = _start()
"""

HELLO = PRELUDE + r"""
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
from PySide6.QtCore import QObject, QEvent, QTimer
app = QApplication(sys.argv)
scene = QGraphicsScene(0, 0, 800, 600); scene.addText("Hello")
view = QGraphicsView(scene); view.resize(1280, 800)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print(json.dumps({"ms": (time.time() - T0) * 1000})); sys.stdout.flush(); QTimer.singleShot(0, app.quit)
            o.removeEventFilter(self)
        return False
import json
f = F(); view.viewport().installEventFilter(f); view.show(); app.exec()
"""

APP = PRELUDE + "ROOT_PATH = " + repr(str(ROOT)) + "\n" + r"""
import json
sys.path.insert(0, ROOT_PATH)
from gamesuite.ui.app import make_app
from PySide6.QtCore import QObject, QEvent, QTimer
app = make_app(sys.argv)
from gamesuite.ui.main_window import MainWindow
w = MainWindow(); w.interactive = False; w.resize(1280, 800)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print(json.dumps({"ms": (time.time() - T0) * 1000})); sys.stdout.flush(); QTimer.singleShot(0, app.quit)
            o.removeEventFilter(self)
        return False
f = F(); w.launcher.installEventFilter(f); w.show(); app.exec()
"""


APP_TABLE = APP.replace("f = F(); w.launcher.installEventFilter(f); w.show(); app.exec()", r"""
GAME = os.environ["GAMESUITE_BENCH_GAME"]
class Table(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print(json.dumps({"ms": (time.time() - T0) * 1000})); sys.stdout.flush(); QTimer.singleShot(0, app.quit)
            for w2 in watched:
                w2.removeEventFilter(self)
        return False
watched = []
table_filter = Table()
def start():
    from gamesuite.rules import registry
    from gamesuite.rules.sim import default_players
    spec = registry.get_spec(GAME)
    variant = spec.variants[0]
    n = max(variant.min_players, min(4, variant.max_players))
    controller = w.start_game(GAME, default_players(n), variant.id, seed=1)
    assert controller is not None, w.messages
    watched.extend([w.game_ui.table_widget().viewport(), w.page.gate, w.page.private])
    for w2 in watched:
        w2.installEventFilter(table_filter)
class L(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            o.removeEventFilter(self)
            QTimer.singleShot(0, start)  # the launcher is on screen: the player clicks a game
        return False
f = L(); w.launcher.installEventFilter(f); w.show(); app.exec()
""")


def measure(code: str, env: dict[str, str]) -> float:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    for line in out.stdout.splitlines():
        if line.startswith("{"):
            return float(json.loads(line)["ms"])
    raise RuntimeError(out.stderr[-2000:])


def main() -> int:
    args = sys.argv[1:]
    games: list[str] = []
    if "--to-table" in args:
        k = args.index("--to-table")
        games = [g for g in args[k + 1].split(",") if g]
        del args[k:k + 2]
    runs = int(args[0]) if args else 7
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # An installed app (and the frozen bundle) runs from compiled bytecode; with bytecode writing off,
    # every run would compile GameSuite's sources again while PySide6 comes precompiled. The warm-up
    # runs below write the caches.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("GAMESUITE_DATA_DIR", str(Path(os.environ.get("TMPDIR", "/tmp")) / "gamesuite-bench"))
    measure(HELLO, env)
    measure(APP, env)  # warm the file cache for both
    table_env = {g: dict(env, GAMESUITE_BENCH_GAME=g) for g in games}
    for g in games:
        measure(APP_TABLE, table_env[g])
    hello, app = [], []
    tables: dict[str, list[float]] = {g: [] for g in games}
    for _ in range(runs):
        hello.append(measure(HELLO, env))
        app.append(measure(APP, env))
        for g in games:
            tables[g].append(measure(APP_TABLE, table_env[g]))
    h, a = statistics.median(hello), statistics.median(app)
    out: dict[str, object] = {"benchmark": "startup", "runs": runs, "hello_ms": round(h, 1),
                              "launcher_ms": round(a, 1), "ratio": round(a / h, 3), "target_ratio": 1.3}
    if games:
        out["to_table"] = {g: {"ms": round(statistics.median(v), 1), "ratio": round(statistics.median(v) / h, 3)}
                           for g, v in tables.items()}
        out["to_table_target_ratio"] = 1.6
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
