"""A monkey on the real window, per game: seeded random clicks, keys and resizes (offscreen).

Generic means only (every game's table is being rebuilt on a new scene kit): mouse clicks at
random points of the window, at the centre of a random visible button or scene item, key
presses without modifiers, and window resizes. After every event: the game's invariants hold;
while the hand-off gate is up, no private string of the state (``rules.private_strings``) that
was never public is shown or painted (``tests/ui/leaks.py``). Modal dialogs an event opens
(rules, load, file pickers) are closed by a timer; if an event leaves the game (a menu's "New
game", "Quit"), the window is shown again and a new game starts. A crash is any exception in a
Qt slot (pytest-qt fails the test with it) or here.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSize, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsView, QWidget

from gamesuite.rules import registry
from gamesuite.rules.core import Viewer
from gamesuite.rules.sim import default_players
from tests.reliability.conftest import SEED, Timer, report, size
from tests.ui.leaks import everything_shown

GAMES = ("telefilm", "quizclub", "telma", "ciak")
KEYS = [*(getattr(Qt.Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Tab,
        Qt.Key.Key_Backspace, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
        Qt.Key.Key_F1, Qt.Key.Key_F2, Qt.Key.Key_F5, Qt.Key.Key_F11]


def _strings(value: Any) -> list[str]:
    """Every text and number of a view (a number in the public view, a pile's count, is public too:
    a hidden answer "150" must not be reported because the table says "150 cards")."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, int | float) and not isinstance(value, bool):
        return [str(value), f"{value:g}"] if isinstance(value, float) else [str(value)]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    return []


class Monkey:
    def __init__(self, window: Any, game: str, seed: int) -> None:
        self.window = window
        self.game = game
        self.rng = random.Random(seed)
        self.seed = seed
        self.log: list[str] = []
        self.public: set[str] = set()
        self.public_text = ""
        self.figures = {"events": 0, "clicks": 0, "button_clicks": 0, "item_clicks": 0, "keys": 0, "resizes": 0,
                        "invariant_checks": 0, "leak_checks": 0, "dialogs_closed": 0, "restarts": 0, "moves": 0}
        self._checked: tuple[int, int] | None = None
        self.closer = QTimer()
        self.closer.setInterval(15)
        self.closer.timeout.connect(self._close_dialogs)
        self.closer.start()

    # ------------------------------------------------------------------ set-up
    def start(self) -> None:
        spec = registry.get_spec(self.game)
        variant = self.rng.choice(spec.variants)
        players = self.rng.randint(variant.min_players, min(variant.max_players, 6))
        controller = self.window.start_game(self.game, default_players(players), variant.id, {},
                                            seed=self.rng.randrange(2**31))
        assert controller is not None, self.window.messages[-3:]
        self.public.clear()
        self.log.append(f"start {self.game} {variant.id} {players} players")

    def _close_dialogs(self) -> None:
        for widget in (QApplication.activeModalWidget(), QApplication.activePopupWidget()):
            if widget is not None and widget is not self.window:
                widget.close()
                self.figures["dialogs_closed"] += 1

    # ------------------------------------------------------------------ events
    def step(self) -> None:
        w = self.window
        roll = self.rng.random()
        covered = w.page.gate.isVisible() or w.page.private.isVisible()  # the table's items are under a cover
        if covered and 0.60 <= roll < 0.85:
            roll = 0.45  # a button instead (the gate's, the private panel's)
        if roll < 0.30:
            pt = QPoint(self.rng.randrange(max(1, w.width())), self.rng.randrange(max(1, w.height())))
            self._click(pt, "clicks")
        elif roll < 0.60:
            buttons = [b for b in w.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
            if buttons:
                b = self.rng.choice(buttons)
                self._click(b.mapTo(w, b.rect().center()), "button_clicks")
        elif roll < 0.85:
            views = [v for v in w.findChildren(QGraphicsView) if v.isVisible() and v.scene() is not None]
            items = [(v, i) for v in views for i in v.scene().items()
                     if i.isVisible() and i.isEnabled() and i.acceptedMouseButtons() & Qt.MouseButton.LeftButton]
            if items:
                view, item = self.rng.choice(items)
                centre = view.mapFromScene(item.sceneBoundingRect().center())
                self._click(view.viewport().mapTo(w, centre), "item_clicks")
        elif roll < 0.95:
            key = self.rng.choice(KEYS)
            target = QApplication.focusWidget() or w
            self.log.append(f"key {key.name}")
            QTest.keyClick(target, key)
            self.figures["keys"] += 1
        else:
            size_ = QSize(self.rng.randint(960, 1920), self.rng.randint(600, 1080))
            self.log.append(f"resize {size_.width()}x{size_.height()}")
            w.resize(size_)
            self.figures["resizes"] += 1
        self.figures["events"] += 1
        QApplication.processEvents()

    def _click(self, pt: QPoint, kind: str) -> None:
        w = self.window
        target: QWidget = w.childAt(pt) or w
        local = target.mapFrom(w, pt)
        self.log.append(f"{kind[:-1]} {pt.x()},{pt.y()} on {type(target).__name__}")
        button = Qt.MouseButton.LeftButton if self.rng.random() < 0.9 else Qt.MouseButton.RightButton
        if self.rng.random() < 0.1:
            QTest.mouseDClick(target, button, Qt.KeyboardModifier.NoModifier, local)
        else:
            QTest.mouseClick(target, button, Qt.KeyboardModifier.NoModifier, local)
        self.figures[kind] += 1

    # ------------------------------------------------------------------ checks
    def check(self) -> None:
        w = self.window
        if not w.isVisible():
            w.show()
        if w.controller is None:  # a menu left the game (New game, Quit, Load cancelled ...)
            self.figures["restarts"] += 1
            self.start()
            QApplication.processEvents()
        c = w.controller
        problems = c.rules.check_invariants(c.state)
        self.figures["invariant_checks"] += 1
        assert problems == [], self._where(f"invariants broken: {problems}")
        new_public = set(_strings(c.view(Viewer.TABLE))) | set(c.game_log())
        if not new_public <= self.public:
            self.public |= new_public
            self.public_text = "\n".join(self.public)
        if w.page.gate.isVisible() and w.stack.currentWidget() is w.page:
            key = (id(c.state), id(c))
            if key != self._checked:  # once per state while the gate is up: a grab costs
                self._checked = key
                secrets = [s for s in c.rules.private_strings(c.state) if len(s) >= 3 and s not in self.public_text]
                if secrets:
                    shown = everything_shown(w)
                    leaked = [s for s in secrets if s in shown]
                    self.figures["leak_checks"] += 1
                    assert leaked == [], self._where(f"private text shown while the gate is up: {leaked[:5]}")

    def _where(self, what: str) -> str:
        return f"{self.game} seed {self.seed}, event {self.figures['events']}: {what}; last events: {self.log[-8:]}"

    def stop(self) -> None:
        self.closer.stop()
        if self.window.controller is not None:
            self.figures["moves"] = len(self.window.controller.actions)


@pytest.mark.parametrize("game", GAMES)
def test_monkey_on_the_real_window(game: str, make_window: Any) -> None:
    runs, events = size("monkey_runs"), size("monkey_events")
    totals: dict[str, int] = {}
    timer = Timer()
    for run in range(runs):
        window = make_window(director=False)  # one screen: everything private goes through the gate
        seed = SEED * 1000 + GAMES.index(game) * 100 + run
        monkey = Monkey(window, game, seed)
        monkey.start()
        try:
            for _ in range(events):
                monkey.step()
                monkey.check()
        finally:
            monkey.stop()
        for k, v in monkey.figures.items():
            totals[k] = totals.get(k, 0) + v
        window.end_session()
        window.close()
    report(f"monkey[{game}]", runs=runs, events_per_run=events, crashes=0, seconds=timer.seconds,
           figures=json.loads(json.dumps(totals)))
