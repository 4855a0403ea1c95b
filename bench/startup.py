"""Start-up benchmark: process start to the first painted launcher frame, against a hello-world
PySide6 QGraphicsView window measured in the same run. Prints the ratio (target <= 1.3x).

    .venv/bin/python bench/startup.py [RUNS] [--to-table GAME[,GAME...]] [--base DIR] [--think S]
                                      [--one-folder] [--direct | --setup-click]

``--to-table GAME`` adds "start-up to a playable table" as a player gets there: the same process start,
the launcher painted, a pause (``--think SECONDS``, 0.5 by default: the player looks; the pointer enters the
game's tile halfway through it), a click on the tile, the setup page painted, the same pause, the page's
Start, up to the end of the first painted frame of the game screen (the table's viewport, or the hand-off
gate / private panel when one covers the table: that is what the first player sees and clicks). The figure
is what the player waited for: the launcher's start plus the two clicks' answers (``segments_*``); what the
app does during the pauses is not waited for (``total_cpu_ms``: the process's CPU at the end, pauses
included). Target <= 1.6x hello. Each game's runs keep their own data folder (per tree), so the last saved game,
which the launcher's warm-up prepares first, is the game measured: a family coming back to the game it played
last. ``--one-folder``: the games of a tree share one folder instead, so the last saved game is the one measured
just before (another): a family switching games, whose warm-up prepared the other game first.
``--setup-click``: instead of the path, the click on the tile alone once the launcher's warm-up and the
hover's had all the time they need (the player looked long enough): the CPU and wall
milliseconds from the click to the painted setup page (``setup_click``; the hello window's figures are not
compared with it). ``--direct``: the earlier path (``MainWindow.start_game`` with default
players right after the launcher's paint, no setup page, no pauses), process start to the first paint of
the game screen.

Each measurement is a fresh process that prints the milliseconds from its start (taken from the
OS process start time where available, else interpreter start) to the first paint event, and the CPU
time the process used by then (``cpu_ratio``: steadier than wall time on a loaded machine, where the
wall-clock medians mostly measure the wait for a core).
Runs alternate between the programs so machine noise hits them alike; medians are compared. ``--base DIR``
measures another source tree (a checkout of the base commit) in the same run, alternating with this one.
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
def report():
    print(json.dumps({"ms": (time.time() - T0) * 1000, "cpu": time.process_time() * 1000})); sys.stdout.flush()
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
            report(); QTimer.singleShot(0, app.quit)
            o.removeEventFilter(self)
        return False
import json
f = F(); view.viewport().installEventFilter(f); view.show(); app.exec()
"""

APP = PRELUDE + r"""
import json
sys.path.insert(0, os.environ["GAMESUITE_BENCH_ROOT"])
try:  # what gamesuite.__main__.main() does before it imports the app (a --base tree may predate it)
    from gamesuite.__main__ import before_qt
except ImportError:
    try:
        from gamesuite.ui import gcpause
        gcpause.pause(freeze=True)
    except ImportError:
        pass
else:
    before_qt()
from gamesuite.ui.app import make_app
from PySide6.QtCore import QObject, QEvent, QTimer
app = make_app(sys.argv)
from gamesuite.ui.main_window import MainWindow
w = MainWindow(); w.interactive = False; w.resize(1280, 800)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            report(); QTimer.singleShot(0, app.quit)
            o.removeEventFilter(self)
        return False
f = F(); w.launcher.installEventFilter(f); w.show(); app.exec()
"""


APP_TABLE = APP.replace("f = F(); w.launcher.installEventFilter(f); w.show(); app.exec()", r"""
GAME = os.environ["GAMESUITE_BENCH_GAME"]
class Table(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            report(); QTimer.singleShot(0, app.quit)
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

# The user's path (the default for --to-table): the launcher painted, a pause (the player looks at it:
# GAMESUITE_BENCH_THINK seconds), a click on the game's tile, the setup page painted, the same pause, Start
# (the page's own button), the game screen painted. What the player waits for is the launcher's start plus
# the two clicks' answers (the click to the painted page or table, up to the end of that paint); the pauses
# are not waited for, whatever the app does in them (``total_cpu``: the process's CPU at the end, all of it).
APP_USER = APP.replace("f = F(); w.launcher.installEventFilter(f); w.show(); app.exec()", r"""
GAME = os.environ["GAMESUITE_BENCH_GAME"]
THINK_MS = int(float(os.environ.get("GAMESUITE_BENCH_THINK", "0.5")) * 1000)
marks = {}
def mark(name):
    marks[name] = ((time.time() - T0) * 1000, time.process_time() * 1000)
class OnPaint(QObject):  # calls back once one of objs painted (after that paint: the next turn of the loop)
    def __init__(self, objs, then):
        super().__init__(); self.objs, self.then, self.done = objs, then, False
        for o in objs: o.installEventFilter(self)
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            for x in self.objs: x.removeEventFilter(self)
            QTimer.singleShot(0, self.then)
        return False
keep = []
def launcher_painted():
    mark("launcher_painted")
    QTimer.singleShot(THINK_MS // 2, hover_tile)
    QTimer.singleShot(THINK_MS, click_tile)
def hover_tile():  # the pointer reaches the tile halfway through the pause (a mouse user's path to a click)
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QEnterEvent
    tile = w.launcher.tiles[GAME]
    app.sendEvent(tile, QEnterEvent(QPointF(20, 20), QPointF(20, 20), QPointF(tile.mapToGlobal(tile.rect().center()))))
def click_tile():
    mark("tile")
    w.launcher.tiles[GAME].activated.emit(GAME)  # what the tile's mouse release does
    keep.append(OnPaint([w.setup_page], setup_painted))
def setup_painted():
    mark("setup_painted")
    QTimer.singleShot(THINK_MS, click_start)
def click_start():
    mark("start")
    w.setup_page.start_button.click()
    assert w.controller is not None, w.messages
    keep.append(OnPaint([w.game_ui.table_widget().viewport(), w.page.gate, w.page.private], table_painted))
def table_painted():
    mark("table_painted")
    seg = {"launcher": launcher_at,
           "tile_to_setup": [marks["setup_painted"][k] - marks["tile"][k] for k in (0, 1)],
           "start_to_table": [marks["table_painted"][k] - marks["start"][k] for k in (0, 1)]}
    waited = [sum(v[k] for v in seg.values()) for k in (0, 1)]
    print(json.dumps({"ms": waited[0], "cpu": waited[1], "total_cpu": marks["table_painted"][1], "segments": seg}))
    sys.stdout.flush(); QTimer.singleShot(0, app.quit)
launcher_at = []
class L(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            o.removeEventFilter(self)
            launcher_at.extend([(time.time() - T0) * 1000, time.process_time() * 1000])  # as the launcher figure
            QTimer.singleShot(0, launcher_painted)
        return False
f = L(); w.launcher.installEventFilter(f); w.show(); app.exec()
""")


# The click on a tile after the warm-up (with the hover) finished: what a player who looked long enough waits for.
APP_SETUP_CLICK = APP.replace("f = F(); w.launcher.installEventFilter(f); w.show(); app.exec()", r"""
GAME = os.environ["GAMESUITE_BENCH_GAME"]
w.show(); app.processEvents()
w.launcher.tiles[GAME].hovered.emit(GAME)
deadline = time.monotonic() + 60
while w.warmup is not None and w.warmup.pending() and time.monotonic() < deadline:
    app.processEvents()
for _ in range(3):
    app.processEvents()
t, c = time.perf_counter(), time.process_time()
w.launcher.tiles[GAME].activated.emit(GAME)
w.setup_page.repaint()
app.processEvents()
print(json.dumps({"ms": (time.perf_counter() - t) * 1000, "cpu": (time.process_time() - c) * 1000}))
""")


def measure(code: str, env: dict[str, str]) -> dict[str, object]:
    """{"ms": wall ms, "cpu": CPU ms of the process, from the process start to the first paint (the user's
    path: what the player waited for), and for the user's path "total_cpu" and "segments"}."""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    for line in out.stdout.splitlines():
        if line.startswith("{"):
            data: dict[str, object] = json.loads(line)
            return data
    raise RuntimeError(out.stderr[-2000:])


def main() -> int:
    args = sys.argv[1:]
    games: list[str] = []
    if "--to-table" in args:
        k = args.index("--to-table")
        games = [g for g in args[k + 1].split(",") if g]
        del args[k:k + 2]
    direct = "--direct" in args  # the table started by start_game right after the launcher's paint (no clicks)
    if direct:
        args.remove("--direct")
    one_folder = "--one-folder" in args  # the games share the tree's data folder: a family switching games
    if one_folder:
        args.remove("--one-folder")
    setup_click = "--setup-click" in args  # the click on the tile alone, after the warm-up
    if setup_click:
        args.remove("--setup-click")
    if "--think" in args:
        k = args.index("--think")
        os.environ["GAMESUITE_BENCH_THINK"] = args[k + 1]
        del args[k:k + 2]
    trees = {"this": ROOT}
    if "--base" in args:  # another checkout (e.g. `git archive BASE | tar -x -C DIR`): before/after in one run
        k = args.index("--base")
        trees["base"] = Path(args[k + 1]).resolve()
        del args[k:k + 2]
    runs = int(args[0]) if args else 7
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # An installed app (and the frozen bundle) runs from compiled bytecode; with bytecode writing off,
    # every run would compile GameSuite's sources again while PySide6 comes precompiled. The warm-up
    # runs below write the caches.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    data_dir = Path(env.get("GAMESUITE_DATA_DIR") or Path(os.environ.get("TMPDIR", "/tmp")) / "gamesuite-bench")
    # every program of the run, in the order they alternate: (tree, what) -> (code, env)
    programs: dict[tuple[str, str], tuple[str, dict[str, str]]] = {("-", "hello"): (HELLO, env)}
    for name, root in trees.items():
        # a data folder per tree: the packs' validation cache is keyed by the validating code, so two trees
        # sharing one would validate the packs again at every start
        # (found as the app finds it: through XDG_DATA_HOME, not the tests' GAMESUITE_DATA_DIR override)
        tree_env = dict(env, GAMESUITE_BENCH_ROOT=str(root), XDG_DATA_HOME=str(data_dir / name))
        tree_env.pop("GAMESUITE_DATA_DIR", None)
        programs[(name, "launcher")] = (APP, tree_env)
        for g in games:
            code = APP_SETUP_CLICK if setup_click else APP_TABLE if direct else APP_USER
            # and a folder per game: the warm-up prepares the last saved game's modules and page first, so in a
            # shared folder game X's figure depended on which game the run measured just before it (always
            # another); here it is a family coming back to the game it played last (its own earlier runs)
            folder = data_dir / name if one_folder else data_dir / name / g
            programs[(name, g)] = (code, dict(tree_env, GAMESUITE_BENCH_GAME=g, XDG_DATA_HOME=str(folder)))
    for code, program_env in programs.values():
        measure(code, program_env)  # warm the file cache, write the bytecode and the packs' validation cache
    times: dict[tuple[str, str], list[dict[str, object]]] = {key: [] for key in programs}
    for _ in range(runs):
        for key, (code, program_env) in programs.items():
            times[key].append(measure(code, program_env))

    def med(key: tuple[str, str], field: str, part: int | None = None) -> float:
        if part is None:
            return statistics.median(float(x[field]) for x in times[key])  # type: ignore[arg-type]
        return statistics.median(float(x["segments"][field][part]) for x in times[key])  # type: ignore[index]

    h, hc = med(("-", "hello"), "ms"), med(("-", "hello"), "cpu")

    def table(name: str, g: str) -> dict[str, object]:
        key = (name, g)
        ms, cpu = med(key, "ms"), med(key, "cpu")
        if setup_click:
            return {"ms": round(ms, 1), "cpu_ms": round(cpu, 1)}
        out: dict[str, object] = {"ms": round(ms, 1), "ratio": round(ms / h, 3), "cpu_ms": round(cpu, 1),
                                  "cpu_ratio": round(cpu / hc, 3)}
        if not direct:
            out["total_cpu_ms"] = round(med(key, "total_cpu"), 1)
            out["segments_cpu_ms"] = {s: round(med(key, s, 1), 1)
                                      for s in ("launcher", "tile_to_setup", "start_to_table")}
            out["segments_ms"] = {s: round(med(key, s, 0), 1) for s in ("launcher", "tile_to_setup", "start_to_table")}
        return out

    def result(name: str) -> dict[str, object]:
        a, ac = med((name, "launcher"), "ms"), med((name, "launcher"), "cpu")
        out: dict[str, object] = {"launcher_ms": round(a, 1), "ratio": round(a / h, 3),
                                  "launcher_cpu_ms": round(ac, 1), "cpu_ratio": round(ac / hc, 3)}
        if games:
            out["setup_click" if setup_click else "to_table"] = {g: table(name, g) for g in games}
        return out

    out: dict[str, object] = {"benchmark": "startup", "runs": runs, "hello_ms": round(h, 1),
                              "hello_cpu_ms": round(hc, 1), **result("this"), "target_ratio": 1.3}
    if games:
        out["to_table_path"] = ("setup click after the warm-up" if setup_click else "direct" if direct else
                                f"user (pauses {os.environ.get('GAMESUITE_BENCH_THINK', '0.5')} s)"
                                + (", switching games" if one_folder else ", the game played last"))
        out["to_table_target_ratio"] = 1.6
    if "base" in trees:
        out["base"] = {"tree": str(trees["base"]), **result("base")}
    out["load"] = round(os.getloadavg()[0], 2)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
