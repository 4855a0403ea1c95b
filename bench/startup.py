"""Start-up benchmark: process start to the first painted launcher frame, against a hello-world
PySide6 QGraphicsView window measured in the same run. Prints the ratio (target <= 1.3x).

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


def measure(code: str, env: dict[str, str]) -> float:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    for line in out.stdout.splitlines():
        if line.startswith("{"):
            return float(json.loads(line)["ms"])
    raise RuntimeError(out.stderr[-2000:])


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # An installed app (and the frozen bundle) runs from compiled bytecode; with bytecode writing off,
    # every run would compile GameSuite's sources again while PySide6 comes precompiled. The warm-up
    # runs below write the caches.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("GAMESUITE_DATA_DIR", str(Path(os.environ.get("TMPDIR", "/tmp")) / "gamesuite-bench"))
    measure(HELLO, env)
    measure(APP, env)  # warm the file cache for both
    hello, app = [], []
    for _ in range(runs):
        hello.append(measure(HELLO, env))
        app.append(measure(APP, env))
    h, a = statistics.median(hello), statistics.median(app)
    print(json.dumps({"benchmark": "startup", "runs": runs, "hello_ms": round(h, 1), "launcher_ms": round(a, 1),
                      "ratio": round(a / h, 3), "target_ratio": 1.3}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
