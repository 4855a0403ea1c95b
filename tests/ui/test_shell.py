"""The app shell: launcher, setup page, gate, Director window placement, saves, menus."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication

from gamesuite.rules import registry
from gamesuite.rules.core import Action, PlayerConfig
from gamesuite.rules.sim import default_players
from gamesuite.ui import director as director_module
from gamesuite.ui.main_window import RulesDialog, rules_markdown
from tests.ui.leaks import assert_no_leak, everything_shown

SECRET = "CANARY-director-secret-7f3a"


def _start(window, players: int = 3):  # noqa: ANN001, ANN202
    from gamesuite.rules.core import GameConfig
    from gamesuite.ui.controller import GameController

    rules = registry.get_rules("demo")
    controller = GameController(rules, GameConfig("demo", default_players(players), content={"secret": SECRET}), 8,
                                store=window.store)
    window._open_session(controller)
    return controller


def test_two_screens_are_configured_for_the_test_session(qapp) -> None:  # noqa: ANN001
    assert len(QGuiApplication.screens()) == 2


def test_launcher_shows_a_tile_per_registered_game(window) -> None:  # noqa: ANN001
    assert set(window.launcher.tiles) == set(registry.game_ids())
    assert not window.launcher.continue_button.isEnabled()


def test_clicking_a_tile_opens_its_setup_page(window, qtbot) -> None:  # noqa: ANN001
    if not window.launcher.tiles:
        pytest.skip("no game registered yet")
    available = [(g, t) for g, t in window.launcher.tiles.items() if t.available]
    unavailable = [(g, t) for g, t in window.launcher.tiles.items() if not t.available]
    for _game, tile in unavailable:  # a game without its table screen is not offered
        qtbot.mouseClick(tile, Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
    assert window.setup_page is None and window.stack.currentWidget() is window.launcher
    if available:
        game, tile = available[0]
        qtbot.mouseClick(tile, Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
        assert window.setup_page is not None and window.setup_page.spec.id == game
        assert window.stack.currentWidget() is window.setup_page
        window.show_launcher()


def test_setup_page_collects_players_variant_options_and_refuses_duplicates(window) -> None:  # noqa: ANN001
    window.open_setup("demo")
    page = window.setup_page
    while len(page.rows) < 3:
        page.add_player()
    page.rows[0].name_edit.setText("Giulia")
    page.rows[1].name_edit.setText("giulia")
    assert not page.start() and "Seat 1 already has this name" in page.reason.text() and window.controller is None
    page.rows[1].name_edit.setText("Marco")
    page.option_rows["lucky_bonus"].set_value(4)
    assert [p.name for p in page.players()][:2] == ["Giulia", "Marco"]
    assert page.options() == {"lucky_bonus": 4}
    assert page.start()
    assert window.controller is not None and window.controller.config.options["lucky_bonus"] == 4
    assert window.settings.options("demo") == {"lucky_bonus": 4}
    assert [p["name"] for p in window.settings.last_players()][:2] == ["Giulia", "Marco"]


def test_director_window_opens_full_screen_on_the_second_monitor(window, qtbot) -> None:  # noqa: ANN001
    _start(window)
    qtbot.waitUntil(lambda: window.director.isVisible())
    assert window.director.active
    second = director_module.other_screen(window.screen())
    assert second is not None and second is not window.screen()
    assert window.director.screen() is second
    assert second.geometry().contains(window.director.geometry().center())
    # the private screen starts covered (it may be the TV everybody watches): nothing private on it yet
    assert window.director.covered() and window.director.panel() is None
    assert SECRET not in everything_shown(window.director)
    window.director.cover.button.click()
    # the Director's private choices are on the Director window, not behind the gate
    assert window.director.panel() is not None
    assert not window.page.gate.isVisible()
    assert SECRET in everything_shown(window.director)
    assert_no_leak(window, [SECRET])


def test_director_window_moves_back_when_its_monitor_disappears(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    _start(window)
    qtbot.waitUntil(lambda: window.director.isVisible())
    monkeypatch.setattr(director_module, "available_screens", lambda: [window.screen()])  # unplugged
    window.director._screens_changed(None)
    assert not window.director.isVisible() and not window.director.active
    # the private view falls back to the main window, behind the gate
    assert window.page.gate.isVisible()
    assert_no_leak(window, [SECRET])
    monkeypatch.undo()
    window.director._screens_changed(None)  # a monitor appears again: the window follows it
    assert window.director.isVisible() and window.director.active
    assert not window.page.gate.isVisible()
    assert window.director.covered()  # ... covered again: it may be the TV everybody watches


def test_a_newly_plugged_monitor_never_takes_or_uncovers_the_private_window(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    _start(window)
    qtbot.waitUntil(lambda: window.director.isVisible())
    window.director.cover.button.click()
    assert not window.director.covered()
    where = window.director.screen()
    # a bigger monitor appears and would be "the best other screen" now
    monkeypatch.setattr(director_module, "other_screen", lambda main, preferred=None: window.screen())
    window.director._screens_changed(None)
    assert window.director.screen() is where and not window.director.covered()


def test_the_wrong_screen_is_swapped_and_remembered(window, qtbot) -> None:  # noqa: ANN001
    _start(window)
    qtbot.waitUntil(lambda: window.director.isVisible())
    table_screen, private_screen = window.screen(), window.director.screen()
    assert table_screen is not private_screen
    qtbot.mouseClick(window.director.cover.swap, Qt.MouseButton.LeftButton)
    assert window.director.screen() is table_screen and window.screen() is private_screen
    assert window.director.covered()  # it moved: covered again
    assert window.settings.get_json("private_screen", None) == director_module.screen_id(table_screen)
    assert director_module.other_screen(private_screen, window.settings.get_json("private_screen", None)) \
        is table_screen


def test_closing_the_private_window_unticks_it_and_ctrl_d_brings_it_back(window, qtbot) -> None:  # noqa: ANN001
    _start(window)
    qtbot.waitUntil(lambda: window.director.isVisible())
    window.director.close()
    assert not window.act_director.isChecked() and not window.director.active
    window.act_director.trigger()  # the first Ctrl+D shows it again
    assert window.act_director.isChecked() and window.director.active and window.director.isVisible()


def test_one_screen_gate_hides_everything_private_until_confirmed(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    controller = _start(window)
    assert window.page.gate.isVisible()
    assert "Pass to" in window.page.gate.title.text()
    assert window.page.private.panel is None  # not built, not merely hidden
    assert_no_leak(window, [SECRET], controller.game_log())
    assert SECRET not in window.windowTitle()
    qtbot.mouseClick(window.page.gate.button, Qt.MouseButton.LeftButton)
    assert window.page.private.isVisible() and SECRET in everything_shown(window.page.private)
    # the Director opens the round from the private panel; next the first seat must be gated
    buttons = [b for b in window.page.private.panel.findChildren(type(window.page.gate.button)) if b.text()]
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    assert controller.actions == [Action("open_round")]
    assert window.page.gate.isVisible() and window.page.gate.name == "Anna"
    assert_no_leak(window, [SECRET], controller.game_log())


def test_a_whole_demo_game_through_the_gate(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    controller = _start(window, players=2)
    from PySide6.QtWidgets import QPushButton

    for _ in range(40):
        if controller.is_over():
            break
        assert window.page.gate.isVisible()
        qtbot.mouseClick(window.page.gate.button, Qt.MouseButton.LeftButton)
        buttons = [b for b in window.page.private.panel.findChildren(QPushButton)]
        qtbot.mouseClick(buttons[-1], Qt.MouseButton.LeftButton)
    assert controller.is_over()
    assert not window.page.gate.isVisible() and not window.page.private.isVisible()
    assert controller.result().text in window.status.text()


def test_undo_shortcut_and_continue_last_game(window, qtbot) -> None:  # noqa: ANN001
    controller = _start(window)
    controller.submit(Action("open_round"))
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert controller.actions == []
    assert window.act_undo.shortcut().toString() == "Ctrl+Z"
    assert window.act_redo.shortcut().toString() == "Ctrl+Shift+Z"
    controller.submit(Action("open_round"))
    window.show_launcher()
    assert window.launcher.continue_button.isEnabled()
    qtbot.mouseClick(window.launcher.continue_button, Qt.MouseButton.LeftButton)
    assert window.controller is not None and window.controller.actions == [Action("open_round")]


def test_a_corrupt_save_does_not_stop_others_loading(window, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    controller = _start(window)
    controller.submit(Action("open_round"))
    good = controller.save_path
    window.show_launcher()
    bad = window.store.folder / "zz-broken.gsave.json"
    bad.write_text("{ not json")
    from gamesuite.ui.main_window import LoadDialog

    dialog = LoadDialog(window.store, window)
    texts = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert any("cannot be opened" in t and "damaged" in t for t in texts)
    window.interactive = False
    assert not window.open_save(bad)
    assert bad.read_text() == "{ not json"
    assert window.open_save(good)


def test_rules_reference_lists_options_with_defaults(qtbot) -> None:  # noqa: ANN001
    text = rules_markdown("demo")
    assert "Lucky bonus" in text and "Default: **2**" in text
    dialog = RulesDialog("demo")
    qtbot.addWidget(dialog)
    assert "Lucky bonus" in dialog.browser.toPlainText()


def test_menus_have_the_shortcuts_desktop_users_expect(window) -> None:  # noqa: ANN001
    assert window.act_fullscreen.shortcut().toString() == "F11"
    assert window.act_rules.shortcut().toString() == "F1"
    assert window.act_new.shortcut().toString() == "Ctrl+N"
    assert window.act_save.shortcut().toString() == "Ctrl+S"
    assert window.act_load.shortcut().toString() == "Ctrl+O"


def test_uncaught_exceptions_are_logged_and_the_game_autosaved(window, monkeypatch) -> None:  # noqa: ANN001
    from gamesuite.ui import app as app_module

    controller = _start(window)
    controller.submit(Action("open_round"))
    saved = []
    monkeypatch.setattr(controller, "autosave", lambda: saved.append(True))
    old = sys.excepthook
    try:
        app_module.install_exception_hook(lambda: window)
        try:
            raise RuntimeError("boom in a slot")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = old
    assert saved == [True]


def test_window_geometry_is_remembered_per_screen_setup(window, settings) -> None:  # noqa: ANN001
    window.resize(1111, 700)
    window.close()
    assert settings.window_geometry() is not None


def test_player_config_round_trip_in_saves_keeps_names_and_colours(window) -> None:  # noqa: ANN001
    controller = _start(window)
    controller.submit(Action("open_round"))
    window.show_launcher()
    window.continue_last()
    assert window.controller.config.players[0] == PlayerConfig("Anna", default_players(3)[0].colour)


def test_importing_a_bad_pack_says_why_and_changes_nothing(window, tmp_path: Path) -> None:  # noqa: ANN001
    bad = tmp_path / "bad.zip"
    bad.write_bytes(b"PK\x03\x04 not really a zip")
    assert not window.import_pack(bad)
    assert "Pack not imported" in window.messages[-1] and "bad.zip" in window.messages[-1]


def test_keys_reach_the_game_only_from_its_table_and_never_through_a_dialog(window, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QVBoxLayout

    window.act_director.setChecked(False)
    _start(window)
    got: list[int] = []
    window.game_ui.key_pressed = lambda key, ts: got.append(key) or True

    def send(widget) -> None:  # noqa: ANN001
        QApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier))

    window.page.gate.hide()
    send(window.game_ui.table_widget().viewport())
    assert got == [Qt.Key.Key_A]
    dialog = QDialog(window)
    field = QLineEdit(dialog)
    QVBoxLayout(dialog).addWidget(field)
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
    send(field)  # typing a save name ...
    send(window.game_ui.table_widget().viewport())  # ... or anything, while a dialog is open
    assert got == [Qt.Key.Key_A]
    dialog.close()
    send(window.statusBar())  # not on the table
    assert got == [Qt.Key.Key_A]


@pytest.mark.parametrize("game", ["telefilm", "quizclub", "telma", "ciak"])
def test_the_rules_reference_shows_each_title_once(game: str) -> None:
    headings = [line for line in rules_markdown(game).splitlines() if line.startswith("#")]
    assert len(headings) == len(set(headings)), headings


def test_the_launcher_does_not_keep_the_last_games_status_line(window, qtbot) -> None:  # noqa: ANN001
    _start(window)
    window.status.setText("Anna to play")
    window.show_launcher()
    assert window.status.text() == ""


def test_the_command_line_prints_help_and_version_without_opening_the_app(capsys) -> None:  # noqa: ANN001
    from gamesuite.ui.app import parse_args

    with pytest.raises(SystemExit) as done:
        parse_args(["gamesuite", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "--selftest" in out and "--version" in out and ".gsave.json" in out
    with pytest.raises(SystemExit):
        parse_args(["gamesuite", "--version"])
    assert "GameSuite" in capsys.readouterr().out
    args, qt = parse_args(["gamesuite", "game.gsave.json", "-platform", "offscreen"])
    assert args.file == "game.gsave.json" and qt == ["-platform", "offscreen"]


def test_a_save_given_on_the_command_line_opens_and_a_pack_asks_first(window, qtbot, tmp_path) -> None:  # noqa: ANN001
    controller = _start(window)
    controller.save_as(tmp_path / "mine.gsave.json")
    window.show_launcher()
    assert window.open_path(tmp_path / "mine.gsave.json")
    assert window.controller is not None and window.controller.config.game == controller.config.game
    assert not window.open_path(tmp_path / "not-a-pack.zip")  # not a pack: refused with a sentence
    assert any("Pack not imported" in m for m in window.messages)


def test_the_table_paints_nothing_while_the_gate_or_a_private_panel_covers_it(one_screen, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import QEvent, QObject

    window = one_screen
    window.start_game("quizclub", default_players(3), None, seed=5)
    page, view = window.page, window.game_ui.table_widget()
    paints: list[int] = []

    class Count(QObject):
        def eventFilter(self, obj, event) -> bool:  # noqa: ANN001, N802 - Qt API
            if event.type() == QEvent.Type.Paint:
                paints.append(1)
            return False

    counter = Count()
    view.viewport().installEventFilter(counter)
    assert page.gate.isVisible()  # the asker's gate covers the table
    view.viewport().repaint()
    assert paints == [] and not view.updatesEnabled()
    page.gate.confirmed.emit()
    qtbot.waitUntil(lambda: page.private.isVisible())
    view.viewport().repaint()
    assert paints == [] and not view.updatesEnabled()
    page.private.hide()  # uncovered: the table paints again
    assert view.updatesEnabled()
    view.viewport().repaint()
    assert paints
