"""Start -> a playable table: what the setup page's pause makes for Start (gamesuite/ui/main_window.py, warmup.py
``StartPrep``, games.py ``table_ahead``/``KeptTable``/``render_ahead``). Telma's kept table: test_telma_warm.py."""

from __future__ import annotations

import gc
import weakref

import pytest
import shiboken6
from PySide6.QtWidgets import QMainWindow

from gamesuite.ui import games


def _setup_page(window, qtbot, game: str):  # noqa: ANN001, ANN202
    qtbot.waitUntil(lambda: window.warmup.pending() == 0, timeout=20_000)
    window.launcher.tiles[game].activated.emit(game)
    prep = window.start_prep
    assert prep is not None
    return prep


def test_the_game_page_joins_the_stack_while_the_setup_page_shows(window, qtbot) -> None:  # noqa: ANN001
    """The first game's Start added the game page to the window's stack and polished its gate, private host and toast
    (~1 ms of the click): an idle piece does it while the setup page shows, hidden (fails when only Start adds it)."""
    assert window.stack.indexOf(window.page) < 0  # (not for the launcher's first frame either)
    prep = _setup_page(window, qtbot, "telefilm")
    qtbot.waitUntil(lambda: window.idle.pending(prep) == 0 and prep.warmed, timeout=20_000)
    qtbot.waitUntil(lambda: window.stack.indexOf(window.page) >= 0, timeout=5_000)
    assert window.page.isHidden() and window.stack.currentWidget() is window.setup_page
    window.setup_page.start_button.click()
    assert window.stack.currentWidget() is window.page and window.controller is not None


def test_ciaks_table_kept_ahead_has_its_view_drawn_at_the_size_it_gets(window, qtbot,
                                                                      monkeypatch) -> None:  # noqa: ANN001
    """Ciak's ahead.py keeps its first table and a view of it drawn at the predicted size (``CiakAhead``) when Ciak is
    among the games that take one: shown at that size the view copies every label's picture (fails without
    ``render_ahead``: each label draws itself); Back lets it go."""
    from gamesuite.ui.ciak.ahead import CiakAhead
    from gamesuite.ui.scene.label import LabelItem

    monkeypatch.setattr(games, "_TAKES_TABLE", games._TAKES_TABLE | {"ciak"})  # noqa: SLF001
    prep = _setup_page(window, qtbot, "ciak")
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    kept = prep._kept  # noqa: SLF001
    assert kept is not None and isinstance(kept._table, CiakAhead)  # noqa: SLF001
    ahead = kept._table  # noqa: SLF001
    size = prep.table_size()
    assert ahead.view.size() == size
    painted: list[object] = []
    real = LabelItem.paint
    monkeypatch.setattr(LabelItem, "paint", lambda self, *a: painted.append(self) or real(self, *a))
    host = QMainWindow()
    host.setCentralWidget(ahead.view)  # (as the game page will: a view of that size)
    host.resize(size)
    ahead.view.viewport().grab()
    assert painted == []
    host.takeCentralWidget()
    host.deleteLater()
    window.setup_page.back_requested.emit()
    qtbot.waitUntil(lambda: not shiboken6.isValid(ahead.view), timeout=5_000)  # its view deleted
    assert prep._kept is None and ahead.table.scene.items() == []  # noqa: SLF001


def test_a_table_kept_for_another_state_is_let_go() -> None:
    """``KeptTable.take`` hands the table over only for the very state it was built for (the controller's first
    state); for another it lets it go, once."""
    gone: list[int] = []
    state, other = object(), object()
    kept = games.KeptTable(state, "table", lambda: gone.append(1))
    assert kept.take(other) is None and gone == [1]
    kept.let_go()
    assert gone == [1]
    kept = games.KeptTable(state, "table", lambda: gone.append(2))
    assert kept.take(state) == "table"
    kept.let_go()
    assert gone == [1]


@pytest.mark.skipif("ciak" not in games._TAKES_TABLE, reason="CiakUI does not take its table yet")  # noqa: SLF001
def test_ciaks_start_takes_the_table_built_ahead_and_it_is_freed_after_new_game(window, qtbot,
                                                                                monkeypatch) -> None:  # noqa: ANN001
    """Once CiakUI takes the table built ahead (``context.take_ahead``): Start builds no CiakTable, its first paint
    draws no label but the prompt's (the rest copied from the pictures made ahead: ~25 labels draw without them), and
    after a new game nothing of it is left."""
    from PySide6.QtWidgets import QApplication

    from gamesuite.rules.sim import default_players
    from gamesuite.ui.ciak import table as ciak_table
    from gamesuite.ui.scene.label import LabelItem

    prep = _setup_page(window, qtbot, "ciak")
    qtbot.waitUntil(lambda: prep.table_drawn, timeout=20_000)
    ahead = prep._kept._table  # noqa: SLF001
    built: list[object] = []
    real_init = ciak_table.CiakTable.__init__
    monkeypatch.setattr(ciak_table.CiakTable, "__init__",
                        lambda self, *a: built.append(self) or real_init(self, *a))
    painted: list[object] = []
    real = LabelItem.paint
    monkeypatch.setattr(LabelItem, "paint", lambda self, *a: painted.append(self) or real(self, *a))
    window.setup_page.start_button.click()
    ui = window.game_ui
    ui.table_widget().viewport().grab()
    assert built == [] and ui.table is ahead.table and ui.table_widget() is ahead.view
    # only the prompt CiakUI sets at Start (its headline, line and buttons: not in the table drawn ahead) draws itself
    assert len(painted) <= 4 and all(i.key is None or str(i.key).startswith("button:") for i in painted)
    refs = {"ui": weakref.ref(ui), "scene": weakref.ref(ui.table.scene), "view": weakref.ref(ui.table_widget()),
            "controller": weakref.ref(window.controller)}
    del ui, ahead
    painted.clear()
    monkeypatch.undo()
    assert window.start_game("ciak", default_players(3), "massacre", seed=4) is not None
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(10)
    gc.collect()
    assert [name for name, ref in refs.items() if ref() is not None] == []


WRITER_PROBE = r"""
import json, sys, time
from gamesuite.ui.app import make_app
app = make_app([sys.argv[0]])
from gamesuite.ui.main_window import MainWindow
w = MainWindow(); w.interactive = False; w.resize(1280, 800); w.show()
deadline = time.monotonic() + 60
while w.warmup.pending() and time.monotonic() < deadline:
    app.processEvents()
mods = sys.modules
print(json.dumps({"writer": "gamesuite.storage.writer" in mods, "saves": "gamesuite.storage.saves" in mods}))
"""


def test_the_launchers_warm_up_imports_the_autosaves_writer(tmp_path) -> None:  # noqa: ANN001
    """The first autosave (just after the table's first paint) imported the writer module (~0.5 ms: PySide6's import
    hook reads its source): the launcher's warm-up imports it (not the save format, which stays on the writer's
    thread). Fails without the warm-up step."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", WRITER_PROBE], capture_output=True, text=True, env=env,
                         cwd=Path(__file__).resolve().parents[2], timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert json.loads(out.stdout.strip().splitlines()[-1]) == {"writer": True, "saves": False}


def test_validating_an_unchanged_page_restyles_nothing(window, qtbot) -> None:  # noqa: ANN001
    """Start validates the page once more (so does every edit): with nothing changed, no name field and not the
    footer's line get their style worked out again (Start paid ~0.5 ms for it; the page then goes). Fails when
    ``set_problem`` or ``_validate`` re-polish unconditionally."""
    from PySide6.QtCore import QEvent, QObject

    _setup_page(window, qtbot, "telma")
    page = window.setup_page
    page._validate()  # noqa: SLF001

    class Restyled(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.seen: list[str] = []

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
            if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
                self.seen.append(obj.objectName() or type(obj).__name__)
            return False

    spy = Restyled()
    watched = [row.name_edit for row in page.rows] + [page.reason]
    for w in watched:
        w.installEventFilter(spy)
    page._validate()  # noqa: SLF001
    for w in watched:
        w.removeEventFilter(spy)
    assert spy.seen == []
    page.rows[0].name_edit.setText("")  # a problem appears: shown (restyled) at once
    assert page.rows[0].message.text() and page.reason.objectName() == "reason"
