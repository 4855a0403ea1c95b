"""The idle-time warm-up after the launcher's first paint (gamesuite/ui/warmup.py)."""

from __future__ import annotations

import dataclasses
import itertools
import json
import logging
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from gamesuite.ui.idle import IdleQueue
from gamesuite.ui.warmup import (
    GAME_DEPENDENCIES,
    UI_MODULES,
    StartPrep,
    Warmup,
    game_modules,
    game_steps,
    launcher_steps,
)

ROOT = Path(__file__).resolve().parents[2]


def test_steps_run_after_the_first_paint_one_per_turn_of_the_event_loop(qtbot) -> None:  # noqa: ANN001
    ran: list[str] = []
    widget = QWidget()
    qtbot.addWidget(widget)
    warmup = Warmup(widget, [(None, lambda n=n: ran.append(n)) for n in "abc"])
    qtbot.wait(20)
    assert ran == []  # nothing before the widget painted
    widget.show()
    qtbot.waitUntil(lambda: warmup.pending() == 0, timeout=3000)
    assert ran == ["a", "b", "c"] and warmup.done == 3


def slow_queue() -> IdleQueue:
    """The shell's idle queue with a clock on which every step takes 5 ms (the budget allows one a turn)."""
    ticks = itertools.count()
    return IdleQueue(clock=lambda: next(ticks) * 0.005)


def test_one_step_per_turn(qtbot) -> None:  # noqa: ANN001
    """A click that arrives meanwhile waits for one step at most: steps as long as the idle queue's budget do
    not run back to back."""
    from PySide6.QtCore import QTimer

    ran: list[str] = []
    widget = QWidget()
    qtbot.addWidget(widget)
    warmup = Warmup(widget, [(None, lambda n=n: ran.append(n)) for n in "abcd"], idle=slow_queue())

    def first() -> None:  # queued while the first step runs: it runs before the second step
        QTimer.singleShot(0, lambda: ran.append("click"))

    warmup._steps.insert(0, (None, first))
    widget.show()
    qtbot.waitUntil(lambda: warmup.pending() == 0, timeout=3000)
    assert ran.index("click") < ran.index("b")


def test_a_chosen_game_drops_the_other_games_steps_and_stop_ends_it(qtbot, caplog) -> None:  # noqa: ANN001
    ran: list[str] = []
    widget = QWidget()
    qtbot.addWidget(widget)

    def fail() -> None:
        raise RuntimeError("broken step")

    steps = [(None, lambda: ran.append("shared")), ("ciak", lambda: ran.append("ciak")), ("telma", fail),
             ("telma", lambda: ran.append("telma")), (None, lambda: ran.append("codec"))]
    warmup = Warmup(widget, steps)
    warmup.focus("telma")
    with caplog.at_level(logging.ERROR):
        widget.show()
        qtbot.waitUntil(lambda: warmup.pending() == 0, timeout=3000)
    assert ran == ["shared", "telma", "codec"]  # the failing step was logged, the rest ran
    assert "broken step" in caplog.text
    stopped = Warmup(widget, [(None, lambda: ran.append("late"))])
    stopped.stop()
    widget.update()
    qtbot.wait(50)
    assert "late" not in ran


def test_launcher_steps_cover_each_game_in_the_given_order() -> None:
    steps = launcher_steps(["quizclub", "telefilm"])
    games = [g for g, _step in steps if g is not None]
    assert games == ["quizclub"] * 6 + ["telefilm"] * 6
    assert game_modules("telefilm") == ["gamesuite.ui.telefilm", "gamesuite.ui.telefilm.setup",
                                        "gamesuite.ui.telefilm.panels", "gamesuite.rules.telefilm"]


def test_a_games_dependencies_are_imported_by_its_ui_package_and_come_first() -> None:
    """Each module the warm-up imports ahead of a game's UI package, in a step of its own, is one that package does
    import (else it is loaded for nothing: Telefilm and Quiz Club never import pydantic), and comes before it."""
    assert set(GAME_DEPENDENCIES) <= {"telefilm", "quizclub", "telma", "ciak"}
    for game, dependencies in GAME_DEPENDENCIES.items():
        table = f"; import {UI_MODULES[game]}" if game in UI_MODULES else ""  # Ciak's table: its own module
        probe = (f"import sys; before = set(sys.modules); import gamesuite.ui.{game}{table}; "
                 f"print(sorted(set(sys.modules) - before))")
        out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=120,
                             env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
        assert out.returncode == 0, out.stderr[-2000:]
        imported = set(json.loads(out.stdout.strip().splitlines()[-1].replace("'", '"')))
        assert set(dependencies) <= imported, sorted(set(dependencies) - imported)
        modules = game_modules(game)
        assert modules[:len(dependencies)] == list(dependencies)
        assert modules.index(f"gamesuite.ui.{game}") == len(dependencies)
        if game in UI_MODULES:
            assert modules.index(UI_MODULES[game]) == len(dependencies) + 1


def test_a_game_ui_module_is_the_one_its_create_ui_imports() -> None:
    """:data:`UI_MODULES`: each is a module of its game's UI package that holds the game's ``GameUI`` (the warm-up
    imports it ahead of Start, or Start pays the table's imports); every other game keeps it in its package."""
    import importlib

    from gamesuite.ui.games import GameUI

    for game, module in UI_MODULES.items():
        assert module.startswith(f"gamesuite.ui.{game}.")
        package = importlib.import_module(f"gamesuite.ui.{game}")
        classes = [v for v in vars(importlib.import_module(module)).values()
                   if isinstance(v, type) and issubclass(v, GameUI) and v is not GameUI]
        assert classes and all(getattr(package, c.__name__) is c for c in classes)


# the probes' start, in a fresh process: the app and MainWindow (APP), then the window shown and its warm-up run to
# its end (WINDOW: settle() runs the steps left, e.g. after a hover)
APP = r"""
import sys
from gamesuite.ui.app import make_app
app = make_app([sys.argv[0]])
from gamesuite.ui.main_window import MainWindow
"""
WINDOW = r"""
w = MainWindow(); w.interactive = False; w.resize(1280, 800); w.show()
deadline = __import__("time").monotonic() + 60
def settle():
    while w.warmup.pending() and __import__("time").monotonic() < deadline:
        app.processEvents()
settle()
"""

HOVER_PROBE = APP + r"""
real = MainWindow._make_page_ahead
seen = {}
def watched(self, game):
    yield from real(self, game)
    seen[game] = sorted(m for m in sys.modules if m.startswith(("pydantic", "gamesuite.ui.ciak.")))
MainWindow._make_page_ahead = watched
""" + WINDOW + r"""
w.launcher.tiles["ciak"].hovered.emit("ciak")
settle()
print(seen.get("ciak"))
print(sorted(m for m in sys.modules if m in ("pydantic", "gamesuite.ui.ciak.game", "gamesuite.ui.ciak.table")))
"""


def test_a_hovered_ciak_gets_its_setup_page_before_its_table_and_pydantic(tmp_path: Path) -> None:
    """The pointer on Ciak's tile: its setup page (with the boss's hook) is made before the warm-up imports the game's
    table and pydantic (~0.3 s of CPU that the page waited behind, then built at the click); they come after it."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", HOVER_PROBE], capture_output=True, text=True, env=env, cwd=ROOT,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    at_page, at_end = out.stdout.strip().splitlines()[-2:]
    assert at_page == "['gamesuite.ui.ciak.setup']"
    assert at_end == "['gamesuite.ui.ciak.game', 'gamesuite.ui.ciak.table', 'pydantic']"


def test_a_games_setup_page_is_made_ahead_before_what_only_start_needs(monkeypatch) -> None:  # noqa: ANN001
    """The page made ahead comes right after the modules it needs: the private panels' module and the engine after it
    (a click half a second after the launcher's paint found the page not made yet behind them)."""
    ran: list[str] = []
    import importlib

    from gamesuite.rules import registry
    from gamesuite.ui import warmup

    monkeypatch.setattr(registry, "get_rules", lambda game: ran.append(f"rules:{game}"))
    monkeypatch.setattr(warmup, "settle", lambda: ran.append("settle"))
    monkeypatch.setattr(importlib, "import_module", lambda name: ran.append(name))
    for _game, step in game_steps("telefilm", page=lambda game: lambda: ran.append(f"page:{game}")):
        step()
    assert ran == ["gamesuite.ui.telefilm", "gamesuite.ui.telefilm.setup", "gamesuite.rules.telefilm", "settle",
                   "page:telefilm", "gamesuite.ui.telefilm.panels", "rules:telefilm"]


def test_a_hovered_games_page_without_a_hook_comes_before_its_modules(monkeypatch, qtbot) -> None:  # noqa: ANN001
    """A hovered game whose setup page needs none of its modules (no ``setup_extras``: Telma, Telefilm; or a hook in a
    light package: Ciak) gets its page first: Telma's and Ciak's waited behind pydantic and their content (~0.3 s) and
    were built at the click. A game whose hook imports its table (Quiz Club) keeps its page after the modules."""
    from gamesuite.ui import warmup

    monkeypatch.setattr(warmup, "settle", lambda: None)

    def page_step() -> None: ...

    def first_steps(game: str, **kw: bool) -> list[str]:
        return ["page" if step is page_step else "other" for _g, step in game_steps(game, lambda g: page_step, **kw)]

    assert first_steps("telma", page_first=True)[0] == "page"
    assert first_steps("telefilm", page_first=True)[0] == "page"
    assert first_steps("ciak", page_first=True)[0] == "page"
    kinds = first_steps("quizclub", page_first=True)
    assert kinds[0] == "other" and kinds.count("page") == 1
    assert first_steps("telma")[0] == "other"  # the game played last: settle (freeze) before its page, as before
    assert first_steps("ciak")[0] == "other"
    widget = QWidget()
    qtbot.addWidget(widget)
    hovered = Warmup(widget, [], page=lambda g: page_step)
    hovered.add_game("telma")
    assert hovered._steps[0][1] is page_step  # the hover's steps start with the page
    hovered.stop()


def test_the_shared_steps_make_the_widget_style_class_a_setup_page_asks_for() -> None:
    """QStyle's Python class (and its eleven enums, ~10 ms) is made by the warm-up's shared steps, before any tile is
    hovered: the first setup page made (ahead or at the click) asked for it."""
    probe = ("from PySide6.QtWidgets import QApplication; app = QApplication([])\n"
             "import PySide6.QtWidgets as W\n"
             "from gamesuite.ui.warmup import launcher_steps\n"
             "before = 'QStyle' in vars(W)\n"
             "for _game, step in launcher_steps([]): step()\n"
             "print(before, 'QStyle' in vars(W))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=120,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["False", "True"]


def test_a_hovered_game_goes_first_once_and_a_chosen_one_is_queued(qtbot) -> None:  # noqa: ANN001
    widget = QWidget()
    qtbot.addWidget(widget)
    warmup = Warmup(widget, launcher_steps(["telefilm"]))
    warmup.add_game("ciak")
    warmup.add_game("telefilm")  # queued already: keeps its place
    games = [g for g, _step in warmup._steps]
    assert games[:6] == ["ciak"] * 6 and games.count("telefilm") == 6
    warmup.focus("telma")  # chosen without a hover: its steps are queued, the others dropped
    games = [g for g, _step in warmup._steps]
    assert games[:6] == ["telma"] * 6 and {"ciak", "telefilm"}.isdisjoint(games)
    warmup.stop()
    warmup.add_game("quizclub")  # stopped: nothing more
    assert warmup.pending() == 0


PROBE = APP + WINDOW + r"""
import json
before_hover = set(sys.modules)
from PySide6.QtCore import QPointF
from PySide6.QtGui import QEnterEvent
tile = w.launcher.tiles[sys.argv[1]]
app.sendEvent(tile, QEnterEvent(QPointF(20, 20), QPointF(20, 20), QPointF(tile.mapToGlobal(tile.rect().center()))))
settle()
before = set(sys.modules)
w.launcher.tiles[sys.argv[1]].activated.emit(sys.argv[1])
w.setup_page.grab()
w.setup_page.start_button.click()
assert w.controller is not None, w.messages
w.grab()
print(json.dumps({"pending": w.warmup.pending(), "new": sorted(set(sys.modules) - before),
                  "hover": sorted(before - before_hover)}))
"""


def test_after_the_warm_up_the_clicks_to_a_table_import_no_game_module(tmp_path: Path) -> None:
    """The player's clicks (the tile, Start) find the game's UI, setup hook and engine loaded while they
    looked at the launcher (no save yet: only what every game needs) and had the pointer on the tile."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", PROBE, "telefilm"], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    data = json.loads(out.stdout.strip().splitlines()[-1])
    assert data["pending"] == 0
    assert "gamesuite.ui.telefilm.table" in data["hover"] and "gamesuite.ui.ciak" not in data["hover"]
    loaded_late = [m for m in data["new"] if m.startswith(("gamesuite.ui.telefilm", "gamesuite.rules.telefilm",
                                                           "gamesuite.ui.setup_page", "gamesuite.ui.games",
                                                           "gamesuite.ui.scene", "gamesuite.ui.controller"))]
    assert loaded_late == [], loaded_late


def test_the_window_warms_a_hovered_game_also_after_a_change_of_language(window, qtbot) -> None:  # noqa: ANN001
    """The launcher is rebuilt in the new language: its tiles still tell the warm-up where the pointer is."""
    window.set_language("it")
    try:
        warmup = window.warmup
        assert warmup is not None and "ciak" not in warmup._games
        window.launcher.tiles["ciak"].hovered.emit("ciak")
        assert "ciak" in warmup._games
        window.launcher.tiles["telma"].activated.emit("telma")  # the click: the setup page opens
        assert "ciak" not in {g for g, _step in warmup._steps}
    finally:
        window.set_language("en")


def test_a_step_that_returns_an_iterator_runs_in_pieces_before_the_next_step(qtbot) -> None:  # noqa: ANN001
    """A setup page made ahead comes in pieces: a click that arrives meanwhile waits for one piece at most."""
    from PySide6.QtCore import QTimer

    ran: list[str] = []
    widget = QWidget()
    qtbot.addWidget(widget)

    def pieces():  # noqa: ANN202
        ran.append("p1")
        QTimer.singleShot(0, lambda: ran.append("click"))  # arrives while the first piece runs
        yield
        ran.append("p2")
        yield
        ran.append("p3")

    warmup = Warmup(widget, [(None, pieces), (None, lambda: ran.append("next"))], idle=slow_queue())
    widget.show()
    qtbot.waitUntil(lambda: warmup.pending() == 0, timeout=3000)
    assert ran == ["p1", "click", "p2", "p3", "next"]


def _settle(window, qtbot) -> None:  # noqa: ANN001
    qtbot.waitUntil(lambda: window.warmup.pending() == 0, timeout=20_000)


def test_the_warm_up_freezes_its_imports_before_a_page_is_made_ahead_and_never_a_page(window, qtbot) -> None:  # noqa: ANN001
    """``warmup.settle``: what the imports made is frozen (no later full collection walks it, the one after a game
    included), before any setup page is made ahead; a page made ahead is never frozen (Quiz Club's holds a cycle:
    frozen, it would never be freed)."""
    import gc
    import weakref

    from PySide6.QtCore import QCoreApplication, QEvent

    from gamesuite.ui import gcpause

    _settle(window, qtbot)
    try:
        assert gc.get_freeze_count() > 0 and "gamesuite.ui.setup_page" in sys.modules  # the imports: frozen
        gc.unfreeze()
        window.launcher.tiles["quizclub"].hovered.emit("quizclub")  # its steps: modules, settle, page, engine
        _settle(window, qtbot)
        page = window.ready_pages["quizclub"]
        ref = weakref.ref(page)
        assert gcpause.collector.settle() is False  # a page is alive: no freeze
        window._drop_ready_pages()
        del page
        qtbot.waitUntil(lambda: not window.idle.pending(), timeout=5000)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        gc.collect()
        assert ref() is None  # not frozen: freed
        assert gcpause.collector.settle() is True  # no page left: the settle freezes again
    finally:
        gc.unfreeze()


def test_a_hovered_games_setup_page_is_made_ahead_and_the_click_only_shows_it(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """The click on a tile used to build the whole page (~0.2-0.35 s of CPU after the warm-up): now the warm-up
    makes it while the pointer is on the tile, and the click builds nothing."""
    from gamesuite.rules import registry
    from gamesuite.ui import setup_page

    _settle(window, qtbot)
    window.launcher.tiles["telefilm"].hovered.emit("telefilm")
    _settle(window, qtbot)
    ready = window.ready_pages.get("telefilm")
    assert ready is not None and ready.complete and not ready.isVisible()
    fresh = setup_page.SetupPage(registry.get_spec("telefilm"), window.settings, ready.packs_offered)
    try:  # made ahead in pieces, it holds what a page made at once holds
        assert dataclasses.replace(ready.snapshot(), scroll=0) == dataclasses.replace(fresh.snapshot(), scroll=0)
        assert len(ready.findChildren(QWidget)) == len(fresh.findChildren(QWidget))
    finally:
        fresh.shutdown()
        fresh.deleteLater()
    made: list[str] = []
    real = setup_page.SetupPage._build

    def counting(self, *args):  # noqa: ANN001, ANN002, ANN202
        made.append(self.objectName())
        return real(self, *args)

    monkeypatch.setattr(setup_page.SetupPage, "_build", counting)
    window.launcher.tiles["telefilm"].activated.emit("telefilm")
    assert made == [] and window.setup_page is ready and ready.isVisible()
    assert window.ready_pages == {}
    window.setup_page.start_button.click()  # the page made ahead starts the game like any other
    assert window.controller is not None and window.controller.spec.id == "telefilm"


def _still(window, qtbot) -> QImage:  # noqa: ANN001
    """The window's picture with no text cursor in it (it blinks) and the name fields' clear buttons faded in."""
    window.setup_page.setFocus()
    qtbot.wait(400)
    return window.grab().toImage()


def test_a_page_made_ahead_for_a_big_window_is_scaled_laid_out_and_painted_in_pieces_and_shows_the_same(
        window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """A page made ahead for a 1920x1080 window was scaled (the fonts of ~260 widgets), laid out and painted in one
    ``page.grab()`` (one idle piece of 40-160 ms): now its scale is set in pieces of 40 widgets (the resize finds it
    set: no whole rescale), then laid out, then painted a part per piece; shown, it is the page made as before."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from gamesuite.ui import setup_page

    window.resize(1920, 1080)
    _settle(window, qtbot)
    whole: list[int] = []
    real = setup_page.SetupPage._rescale

    def rescale(self, widgets):  # noqa: ANN001, ANN202
        whole.append(len(widgets))
        return real(self, widgets)

    monkeypatch.setattr(setup_page.SetupPage, "_rescale", rescale)
    pieces = list(window._make_page_ahead("quizclub"))
    ready = window.ready_pages["quizclub"]
    assert ready.scale == 1.35 and whole == [] and len(pieces) > 10
    window.launcher.tiles["quizclub"].activated.emit("quizclub")
    assert window.setup_page is ready
    ahead = _still(window, qtbot)
    window.show_launcher()
    window._drop_ready_pages()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    # made ahead as before: built, resized (scaled at once in its resize), laid out and painted in one grab()
    from gamesuite.content import pack_choices
    from gamesuite.rules import registry

    packs = pack_choices("quizclub")
    before = setup_page.SetupPage(registry.get_spec("quizclub"), window.settings, packs if len(packs) > 1 else None,
                                  window.stack, deferred=True)
    before.finish_building()
    window.stack.addWidget(before)
    before.resize(window.stack.size())
    before.grab()
    assert before.scale == 1.35 and whole
    window.ready_pages["quizclub"] = before
    window.launcher.tiles["quizclub"].activated.emit("quizclub")
    assert window.setup_page is before
    assert _still(window, qtbot) == ahead


def test_a_page_made_ahead_is_not_used_in_another_language_nor_after_a_start(window, qtbot) -> None:  # noqa: ANN001
    _settle(window, qtbot)
    window.launcher.tiles["quizclub"].hovered.emit("quizclub")
    _settle(window, qtbot)
    old = window.ready_pages["quizclub"]
    window.set_language("it")
    try:
        assert window.ready_pages == {}  # made in English
        window.launcher.tiles["quizclub"].activated.emit("quizclub")
        assert window.setup_page is not old and window.setup_page.language == "it"
    finally:
        window.set_language("en")
    window.show_launcher()
    window.launcher.tiles["telefilm"].hovered.emit("telefilm")
    _settle(window, qtbot)
    window._make_page_ahead("ciak").__next__()  # a partly made page
    assert set(window.ready_pages) == {"telefilm", "ciak"}
    window.launcher.tiles["ciak"].activated.emit("ciak")
    assert window.setup_page.complete and window.setup_page.isVisible()  # the rest made at the click
    window.setup_page.start_button.click()
    assert window.controller is not None and window.ready_pages == {}  # the remembered set-up changed


def test_back_at_the_launcher_after_a_game_the_next_page_is_made_ahead_again(window, qtbot) -> None:  # noqa: ANN001
    """A started game stops the warm-up; the launcher shown again (the game left, or Back) starts another."""
    _settle(window, qtbot)
    window.launcher.tiles["telefilm"].activated.emit("telefilm")
    window.setup_page.start_button.click()
    assert window.controller is not None and window.warmup.pending() == 0
    window.show_launcher()  # the autosave makes Telefilm the last saved game: its page is made ahead
    _settle(window, qtbot)
    assert list(window.ready_pages) == ["telefilm"] and window.ready_pages["telefilm"].complete
    window.launcher.tiles["ciak"].hovered.emit("ciak")
    _settle(window, qtbot)
    assert set(window.ready_pages) == {"telefilm", "ciak"}
    window.launcher.tiles["ciak"].activated.emit("ciak")
    window.setup_page.back_requested.emit()  # Back: Ciak's page goes, the next one is made ahead
    _settle(window, qtbot)
    assert "telefilm" in window.ready_pages and window.setup_page is None


def test_a_page_made_ahead_is_not_used_once_the_settings_changed(window, qtbot) -> None:  # noqa: ANN001
    _settle(window, qtbot)
    window.launcher.tiles["telefilm"].hovered.emit("telefilm")
    _settle(window, qtbot)
    ready = window.ready_pages["telefilm"]
    window.settings.set_game_players("telefilm", [{"name": "Zeno", "colour": "#d94f4f"},
                                                   {"name": "Yara", "colour": "#3d7dd8"},
                                                   {"name": "Xavi", "colour": "#e0a526"}])
    window.launcher.tiles["telefilm"].activated.emit("telefilm")
    assert window.setup_page is not ready and window.setup_page.rows[0].name() == "Zeno"


def test_start_uses_the_content_and_the_rules_memos_made_while_the_setup_page_showed(window, qtbot,
                                                                                       monkeypatch) -> None:  # noqa: ANN001
    """Start used to load the packs' content and the rules' first game with it packed Quiz Club's deck (~17 ms of
    the player's wait): both are made while the page shows, and Start only uses them."""
    from gamesuite import content as content_module
    from gamesuite.rules.quizclub import engine

    _settle(window, qtbot)
    window.launcher.tiles["quizclub"].activated.emit("quizclub")
    prep = window.start_prep
    assert prep is not None
    qtbot.waitUntil(lambda: prep.warmed, timeout=20_000)
    calls: list[str] = []
    real_load, real_pack = content_module.load_content, engine.pack_content
    monkeypatch.setattr(content_module, "load_content", lambda *a, **k: calls.append("load") or real_load(*a, **k))
    monkeypatch.setattr(engine, "pack_content", lambda *a: calls.append("pack") or real_pack(*a))
    window.setup_page.start_button.click()
    assert window.controller is not None and window.controller.spec.id == "quizclub"
    assert calls == [] and window.start_prep is None


def test_a_choice_changed_after_the_prep_loads_its_own_content_and_back_drops_the_prep(window, qtbot,
                                                                                        monkeypatch) -> None:  # noqa: ANN001
    from gamesuite import content as content_module

    _settle(window, qtbot)
    window.launcher.tiles["quizclub"].activated.emit("quizclub")
    prep = window.start_prep
    assert prep is not None
    qtbot.waitUntil(lambda: prep.warmed, timeout=20_000)
    window.setup_page.back_requested.emit()  # Back: the prep goes (its worker done), nothing kept
    assert window.start_prep is None and prep._thread is None and prep._content is None
    window.launcher.tiles["quizclub"].activated.emit("quizclub")
    prep = window.start_prep
    qtbot.waitUntil(lambda: prep.warmed, timeout=20_000)
    page = window.setup_page
    checked = [b for b in page.pack_boxes.values() if b.isChecked()]
    unchecked = [b for b in page.pack_boxes.values() if not b.isChecked()]
    assert checked and unchecked, "Quiz Club's built-in packs: some on by default, some off"
    unchecked[0].setChecked(True)  # another set of packs than the one loaded ahead
    calls: list[object] = []
    real_load = content_module.load_content
    monkeypatch.setattr(content_module, "load_content", lambda *a, **k: calls.append(a) or real_load(*a, **k))
    page.start_button.click()
    assert window.controller is not None and len(calls) == 1 and set(calls[0][1]) == set(page.packs())


def test_start_leaves_the_setup_pages_deletion_to_the_idle_queue(window, qtbot) -> None:  # noqa: ANN001
    """Deleting a setup page's ~300 widgets (5-9 ms) ran in the event loop's turn after Start, before the table's
    first paint (``deleteLater``): the page is hidden at Start and deleted in a turn of the idle queue."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    _settle(window, qtbot)
    window.launcher.tiles["ciak"].hovered.emit("ciak")
    _settle(window, qtbot)
    window.launcher.tiles["telma"].activated.emit("telma")
    page, ahead = window.setup_page, window.ready_pages.get("ciak")
    assert ahead is not None
    page.start_button.click()
    assert window.controller is not None and not page.isVisible() and not ahead.isVisible()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert shiboken6.isValid(page) and shiboken6.isValid(ahead)  # nothing deleted before the first paint
    qtbot.waitUntil(lambda: not shiboken6.isValid(page) and not shiboken6.isValid(ahead), timeout=5000)


def test_start_saves_the_remembered_set_up_to_disk_after_the_tables_first_paint(window, settings, qtbot,
                                                                                   tmp_path: Path) -> None:  # noqa: ANN001
    """The settings file's save (a write and a rename: 1-8 ms of waiting) was in the player's wait after Start:
    the set-up is in the settings at once (every read sees it) and on disk from a turn of the idle queue."""
    from PySide6.QtCore import QCoreApplication

    _settle(window, qtbot)
    window.launcher.tiles["telefilm"].activated.emit("telefilm")
    page = window.setup_page
    page.rows[0].name_edit.setText("Ugo")
    saves: list[int] = []
    real = settings.q.sync
    settings.q.sync = lambda: (saves.append(1), real())[1]
    try:
        page.start_button.click()
        assert window.controller is not None and saves == []
        assert settings.game_players("telefilm")[0]["name"] == "Ugo"  # read from memory
        QCoreApplication.sendPostedEvents()  # QSettings' own save on the next turn of the event loop: not there
        assert "Ugo" not in (tmp_path / "settings.ini").read_text()  # (another QSettings would read the memory)
        qtbot.waitUntil(lambda: saves == [1], timeout=5000)  # one save, from the idle queue
    finally:
        del settings.q.sync
    assert (tmp_path / "settings.ini").read_text().count("Ugo") == 2  # the game's players, and the last players


def test_a_choice_that_cannot_start_makes_nothing_ahead_and_logs_no_error(window, qtbot, caplog) -> None:  # noqa: ANN001
    _settle(window, qtbot)
    window.launcher.tiles["quizclub"].activated.emit("quizclub")
    page = window.setup_page
    for box in page.pack_boxes.values():
        box.setChecked(False)  # no pack: the content cannot load
    window._drop_start_prep()
    with caplog.at_level(logging.WARNING):
        window.start_prep = prep = StartPrep(
            window.idle, page.request, "en")
        qtbot.waitUntil(lambda: window.idle.pending(prep) == 0, timeout=5000)
    assert not prep.warmed and prep.content("quizclub", page.packs(), "en") is None
    assert "start prep" not in caplog.text and "failed" not in caplog.text


def _counting_new_game(monkeypatch, game: str) -> list[int]:  # noqa: ANN001
    """The seeds ``game``'s rules start new games with from now on."""
    from gamesuite.rules import registry

    rules = registry.get_rules(game)
    real = rules.new_game
    seeds: list[int] = []

    def counting(config, seed):  # noqa: ANN001, ANN202
        seeds.append(seed)
        return real(config, seed)

    monkeypatch.setattr(rules, "new_game", counting)
    return seeds


def _prepared(window, qtbot, game: str) -> StartPrep:  # noqa: ANN001
    _settle(window, qtbot)
    window.launcher.tiles[game].activated.emit(game)
    prep = window.start_prep
    assert prep is not None
    qtbot.waitUntil(lambda: prep.warmed, timeout=20_000)
    return prep


def test_start_takes_the_first_game_made_ahead_the_one_new_game_gives_for_its_seed(window, qtbot,
                                                                                  monkeypatch) -> None:  # noqa: ANN001
    """The prep draws the game's seed and its worker makes that very game: Start (the choice unchanged) takes it
    instead of calling new_game again, and it is the state new_game gives for that seed."""
    for game in ("ciak", "quizclub"):
        prep = _prepared(window, qtbot, game)
        qtbot.waitUntil(lambda p=prep: window.idle.pending(p) == 0, timeout=20_000)  # its table drawn ahead too
        seeds = _counting_new_game(monkeypatch, game)
        window.setup_page.start_button.click()
        controller = window.controller
        assert controller is not None and controller.spec.id == game
        assert seeds == [] and controller.seed == prep.seed and prep._thread is None
        again = controller.rules.new_game(controller.config, controller.seed)
        assert json.dumps(controller.state.to_json(), sort_keys=True) == json.dumps(again.to_json(), sort_keys=True)
        monkeypatch.undo()
        window.show_launcher()


def test_a_changed_choice_starts_a_new_game_with_the_preps_seed_and_an_explicit_seed_is_kept(window, qtbot,
                                                                                             monkeypatch) -> None:  # noqa: ANN001
    prep = _prepared(window, qtbot, "ciak")
    seeds = _counting_new_game(monkeypatch, "ciak")
    page = window.setup_page
    page.rows[0].name_edit.setText("Quentin")  # another name: another config, the state made ahead is not it
    request = page.request()
    page.start_button.click()
    assert window.controller is not None and seeds == [prep.seed] and window.controller.seed == prep.seed
    assert window.controller.config.players == tuple(request.players)
    assert window.controller.config.players[0].name == "Quentin"
    window.show_launcher()
    monkeypatch.undo()
    prep = _prepared(window, qtbot, "ciak")
    seeds = _counting_new_game(monkeypatch, "ciak")
    request = window.setup_page.request()
    controller = window.start_game(request.game, request.players, request.variant, request.options, request.packs,
                                   seed=prep.seed + 1)  # a seed of its own (tests, --seed): kept
    assert controller is not None and seeds == [prep.seed + 1] and controller.seed == prep.seed + 1
