"""Where a move's time goes: each move of a scripted game split into its parts (UI thread CPU, medians).

    .venv/bin/python bench/move_split.py [--games telma,telefilm,quizclub,ciak] [--actions 400] [--seed 3]

The game is driven as ``bench/responsiveness.py`` drives it (the real MainWindow at 1920x1080, one screen, reduce
motion on, the event loop idle before each move, the gate confirmed), and each move's timed span is cut where the
bench's is: ``submit`` (``controller.submit``: the rules, the views, the presenter, the table's ``apply``, the
private panel, the shell), ``events`` (``processEvents`` and the posted paints: the window's paint of what changed,
the autosave hand-off) and ``repaint`` (the bench's forced repaint of the whole table). Inside ``submit``: the
rules' ``apply`` / ``view`` / ``legal_actions`` / ``why_not`` (time and calls a move), ``game_ui.refresh``,
``sync_private`` (the shell placing the private view), ``update_actions`` (the menu actions); inside ``events``:
``paints`` (the items' own ``paint()``: pictures drawn again into their caches; the rest is Qt's: the window's paint
of the changed region, blending the items' cached pictures). Printed per game: the medians over every
move and per move kind, and the kinds of the slowest 5 % of moves (what makes the p95). ``--list N``: the N
slowest moves one by one (their number in the game, the action, the events it logged, its split, and which item
classes painted in ``events``, ms by class).
"""

from __future__ import annotations

import argparse
import collections
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GAMESUITE_DATA_DIR", tempfile.mkdtemp(prefix="gamesuite-bench-"))
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

clock = time.thread_time
spent: collections.Counter[str] = collections.Counter()
calls: collections.Counter[str] = collections.Counter()
painted: collections.Counter[str] = collections.Counter()  # --list: paint() ms by item class


def timed(obj: Any, name: str, key: str) -> None:  # noqa: ANN401
    """Wrap ``obj.name`` to add its CPU time and calls under ``key``."""
    inner = getattr(obj, name)

    if getattr(inner, "timed", False):
        return

    def wrapper(*args: Any, **kwargs: Any) -> Any:  # noqa: ANN401
        t0 = clock()
        try:
            return inner(*args, **kwargs)
        finally:
            spent[key] += clock() - t0
            calls[key] += 1

    wrapper.timed = True  # type: ignore[attr-defined]
    setattr(obj, name, wrapper)


def time_paints() -> None:
    """Every kit item's ``paint()`` adds to ``paints`` (pictures drawn again: a cached item paints when it changed)."""
    from gamesuite.ui.scene.item import KitItem

    def subclasses(cls: type) -> list[type]:
        return [s for c in cls.__subclasses__() for s in (c, *subclasses(c))]

    for cls in {KitItem, *subclasses(KitItem)}:
        if "paint" in cls.__dict__:
            timed(cls, "paint", "paints")
            inner = cls.paint

            if getattr(inner, "by_class", False):
                continue

            def by_class(self: Any, *args: Any, _inner: Any = inner, **kwargs: Any) -> Any:  # noqa: ANN401
                t0 = clock()
                try:
                    return _inner(self, *args, **kwargs)
                finally:
                    painted[type(self).__name__] += clock() - t0

            by_class.timed = True  # type: ignore[attr-defined]
            by_class.by_class = True  # type: ignore[attr-defined]
            cls.paint = by_class  # type: ignore[method-assign]


def play(window: Any, app: Any, game: str, seed: int, actions: int) -> list[dict[str, Any]]:  # noqa: ANN401
    import responsiveness as bench
    from PySide6.QtCore import QCoreApplication, QEvent

    from gamesuite.rules import registry
    from gamesuite.rules.core import Rng
    from gamesuite.rules.sim import default_players
    from gamesuite.ui.scene.motion import set_reduce_motion

    spec = registry.get_spec(game)
    variant = spec.variants[0]
    n = max(variant.min_players, min(4, variant.max_players))
    controller = window.start_game(game, default_players(n), variant.id, seed=seed)
    rules = controller.rules
    for name in ("apply", "view", "legal_actions", "why_not"):
        timed(rules, name, f"rules.{name}")
    timed(window, "_sync_private", "sync_private")
    timed(window, "_update_actions", "update_actions")
    timed(window.game_ui, "refresh", "game_ui.refresh")
    time_paints()  # the game's item classes are imported by now
    view = window.game_ui.table_widget()
    rng = Rng(seed)
    app.processEvents()
    rows: list[dict[str, Any]] = []
    idle: dict[str, list[float]] = {"idle_turn": []}
    set_reduce_motion(True)
    for _ in range(actions):
        if controller.is_over():
            break
        bench.idle(app, idle)
        if window.page.gate.isVisible():
            window.page.gate.confirmed.emit()
            app.processEvents()
            bench.idle(app, idle)
        action = rules.random_action(controller.state, rng)
        spent.clear()
        calls.clear()
        t0 = clock()
        controller.submit(action)
        t1 = clock()
        paints_in_submit = spent["paints"]
        painted.clear()
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest.value)
        t2 = clock()
        paints_in_events = spent["paints"] - paints_in_submit
        view.viewport().repaint()
        t3 = clock()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        controller.wait_for_saves()
        row: dict[str, Any] = {"kind": action.kind, "total": (t3 - t0) * 1e3, "submit": (t1 - t0) * 1e3,
                               "events": (t2 - t1) * 1e3, "repaint": (t3 - t2) * 1e3,
                               "paints": paints_in_events * 1e3}
        row.update({k: v * 1e3 for k, v in spent.items() if k != "paints"})
        row.update({f"n_{k}": v for k, v in calls.items() if k != "paints"})
        row["move"] = len(rows)
        row["action"] = action
        row["events_logged"] = [e.kind for e in controller._steps[-1].events] if controller._steps else []
        row["painted"] = {k: round(v * 1e3, 2) for k, v in painted.most_common()}
        rows.append(row)
    controller.flush()
    window.show_launcher()
    return rows


KEYS = ("total", "submit", "rules.apply", "rules.view", "n_rules.view", "rules.legal_actions", "game_ui.refresh",
        "sync_private", "update_actions", "events", "paints", "repaint")


def line(rows: list[dict[str, Any]]) -> str:
    return " ".join(f"{k}={statistics.median(r.get(k, 0) for r in rows):.2f}" for k in KEYS)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="telma,telefilm,quizclub,ciak")
    parser.add_argument("--actions", type=int, default=400)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--list", type=int, default=0, help="print the N slowest moves one by one")
    args = parser.parse_args()
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow

    app = make_app([sys.argv[0]])
    window = MainWindow()
    window.interactive = False
    window.act_director.setChecked(False)
    window.resize(1920, 1080)
    window.show()
    app.processEvents()
    for game in [g for g in args.games.split(",") if g]:
        rows = play(window, app, game, args.seed, args.actions)
        print(f"{game}: {len(rows)} moves (ms, medians; n_: calls a move)")
        print(f"  all moves        {line(rows)}")
        kinds: dict[str, list[dict[str, Any]]] = collections.defaultdict(list)
        for r in rows:
            kinds[r["kind"]].append(r)
        for kind, rs in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
            print(f"  {kind:16s} n={len(rs):3d} {line(rs)}")
        slowest = sorted(rows, key=lambda r: -r["total"])[: max(1, len(rows) // 20)]
        print(f"  slowest 5 % (from {slowest[-1]['total']:.1f} ms):",
              collections.Counter(r["kind"] for r in slowest).most_common())
        for r in sorted(rows, key=lambda r: -r["total"])[: args.list]:
            split = " ".join(f"{k}={r.get(k, 0):.2f}" for k in KEYS)
            print(f"    #{r['move']} {r['action']}\n      {split}\n      logged={r['events_logged']}"
                  f"\n      painted={r['painted']}")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
