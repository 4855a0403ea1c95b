"""Issue #18: Settings ▸ Language, remembered, defaulting to the system's language when GameSuite speaks it,
applied while the app runs without losing anything: what was typed on the setup page, the game in progress
(state, history, log, autosave), and where its private view is (private screen, gate, panel, table)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from gamesuite.i18n import rules_reference
from gamesuite.rules.core import Action
from gamesuite.rules.sim import default_players
from gamesuite.storage.store import SaveStore
from gamesuite.ui import language
from gamesuite.ui.main_window import LogDialog, MainWindow, RulesDialog
from gamesuite.ui.settings import Settings
from tests.support.driver import TableDriver, flush

pytestmark = pytest.mark.usefixtures("free_setup_pages")


def choose(window: Any, code: str) -> None:
    """Settings ▸ Language ▸ ``code``, as the menu does it."""
    window.language_actions[code].trigger()
    flush()
    QApplication.processEvents()


def new_window(qtbot: Any, settings: Settings, store: SaveStore) -> MainWindow:
    w = MainWindow(settings, store)
    w.interactive = False
    qtbot.addWidget(w)
    return w


# ------------------------------------------------------------------ the menu, the default, the memory
def test_settings_language_lists_each_language_by_its_own_name_and_switches(window: Any, qtbot: Any) -> None:
    assert window.menu_settings.title() == "&Settings" and window.menu_language.title() == "&Language"
    assert [a.text() for a in window.menu_language.actions()] == ["English", "Italiano"]
    assert window.language_actions["en"].isChecked() and not window.language_actions["it"].isChecked()
    old_launcher = window.launcher
    choose(window, "it")
    assert language.current() == "it" and window.settings.language == "it"
    assert window.language_actions["it"].isChecked() and not window.language_actions["en"].isChecked()
    assert [m.title() for m in (window.menu_game, window.menu_settings, window.menu_help)] == [
        "&Partita", "&Impostazioni", "&Aiuto"]
    assert window.act_undo_all.text() == "Annulla per &tutti…"
    assert window.launcher is not old_launcher and window.stack.currentWidget() is window.launcher
    assert window.launcher.load_button.text() == "Carica una partita salvata…"
    assert window.launcher.tiles["telefilm"].tagline == "Punta, bluffa e rispondi a domande sulle serie TV."
    assert window.launcher.tiles["quizclub"].toolTip() == "Inizia una nuova partita: Quiz Club"
    log = LogDialog([], window)  # Qt's own buttons speak Italian too (qtbase_it)
    qtbot.addWidget(log)
    close = log.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.text().replace("&", "") == "Chiudi"
    choose(window, "en")
    assert window.menu_game.title() == "&Game" and window.settings.language == "en"


def test_the_choice_is_remembered_and_the_default_is_the_system_language_when_translated(
        qtbot: Any, settings: Settings, store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    settings.language = None
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("it_IT")))
    assert language.system_default() == "it"
    w = new_window(qtbot, settings, store)
    assert language.current() == "it" and w.menu_game.title() == "&Partita"
    assert settings.language is None  # a default is not a choice: it follows the system until one is made
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert language.system_default() == "en"  # no German catalogue: English
    w2 = new_window(qtbot, settings, store)
    assert language.current() == "en" and w2.menu_game.title() == "&Game"
    settings.language = "it"  # chosen once: kept whatever the system says
    w3 = new_window(qtbot, settings, store)
    assert language.current() == "it" and w3.menu_game.title() == "&Partita"


def test_the_rules_reference_is_read_in_the_language_with_english_as_fallback(
        window: Any, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for game in ("telefilm", "quizclub", "telma", "ciak"):
        assert rules_reference(game, "en").startswith("# ")  # every game's reference is a file
        assert rules_reference(game, "xx") == rules_reference(game, "en")  # none in that language: English
    choose(window, "it")
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "telma.it.md").write_text("# Telma\n\nRegole in italiano.\n", encoding="utf-8")
    (tmp_path / "rules" / "telma.en.md").write_text("# Telma\n\nRules in English.\n", encoding="utf-8")
    monkeypatch.setattr("gamesuite.paths.resources_dir", lambda: tmp_path)
    dialog = RulesDialog("telma", window)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert dialog.windowTitle() == "Regolamento"
    assert "Regole in italiano." in text and "Rules in English" not in text
    assert "Regole della casa (opzioni)" in text and "Finestra di pareggio (ms)" in text  # the options' words
    assert "Predefinito: 200." in text.replace("\n", " ") or "Predefinito: 200" in text
    (tmp_path / "rules" / "telma.it.md").unlink()
    assert "Rules in English." in RulesDialog("telma", window).browser.toPlainText()


# ------------------------------------------------------------------ the setup page
def test_the_setup_page_is_built_again_in_the_new_language_with_what_was_typed(window: Any) -> None:
    window.open_setup("telefilm")
    page = window.setup_page
    page.set_variant("cards_only")
    page.add_player()
    page.rows[0].name_edit.setText("Zoë")
    page.rows[1].name_edit.setText("Zoë")  # a duplicate: the page says why, in either language
    page.rows[2].name_edit.setText("")
    page.rows[0].colour_box.setCurrentIndex(5)
    page.option_rows["reshuffle"].set_value(False)
    page.option_rows["cards_only_rounds"].set_value(7)
    page.set_rules_open(True)
    QApplication.processEvents()
    page.scroll.verticalScrollBar().setValue(120)
    before = page.snapshot()
    assert before.scroll == 120
    request_rows = [(r.name_edit.text(), r.colour(), r.bot()) for r in page.rows]
    options = page.options()
    assert not page.start_button.isEnabled()
    choose(window, "it")
    new = window.setup_page
    assert new is not page and window.stack.currentWidget() is new
    assert [(r.name_edit.text(), r.colour(), r.bot()) for r in new.rows] == request_rows
    assert new.variant() == "cards_only" and new.options() == options
    assert new.rules_toggle.isChecked() and new.rules_body.isVisibleTo(new)
    assert [r.key for r in new.rows] == [r[0] for r in before.rows]
    assert new.title.text() == "Nuova partita: Il Gioco dei Telefilm"
    assert new.reason.text().startswith("Non è tutto pronto. Posto 2: Il posto 1 ha già questo nome")
    assert new.cards["cards_only"].title.text() == "Solo carte domanda"
    assert new.option_rows["reshuffle"].title.text() == "Rimescola un mazzo vuoto"
    assert window.windowTitle() == "GameSuite — Nuova partita: Il Gioco dei Telefilm"
    assert window.settings.game_players("telefilm") == []  # nothing was saved as if the game had started
    QApplication.processEvents()
    assert new.scroll.verticalScrollBar().value() == 120  # where the reader was


def test_a_games_own_setup_control_keeps_its_value(window: Any) -> None:
    window.open_setup("ciak")
    page = window.setup_page
    page.set_variant("dominion")
    boss = page.extras[0]
    boss.combo.setCurrentIndex(2)
    order = [p.name for p in page.players()]
    choose(window, "it")
    new = window.setup_page
    assert new is not page
    assert [p.name for p in new.players()] == order  # the chosen boss still takes seat 1
    assert new.extras[0].chosen == boss.chosen


# ------------------------------------------------------------------ the game in progress
def state_of(window: Any) -> tuple[Any, ...]:
    c = window.controller
    return (id(c), list(c.actions), c.rules.state_to_json(c.state), c.can_undo(everyone=True), c.can_redo())


def test_mid_game_on_two_screens_the_private_screen_stays_uncovered_for_the_same_player(
        window: Any, qtbot: Any) -> None:
    controller = window.start_game("demo", default_players(3), seed=4)
    controller.submit(Action("open_round"))
    controller.undo()  # something to redo, and an undo note in the log
    drive = TableDriver(window, qtbot)
    assert drive.screen_covered()
    drive.uncover_screen()
    panel = window.director.panel()
    assert panel is not None
    before = state_of(window)
    log = controller.game_log()
    controller.flush()  # the undo's autosave is on disk (the writer works in the background)
    save = controller.save_path.read_bytes()
    old_ui = window.game_ui
    choose(window, "it")
    assert window.controller is controller and state_of(window) == before
    assert window.game_ui is not old_ui and window.page.table is window.game_ui.table_widget()
    assert window.director.active and not window.director.covered()
    assert window.director.uncovered_for == controller.waiting_for()[0]
    assert window.director.panel() is not None and window.director.panel() is not panel  # built again
    assert not window.page.gate.isVisible()
    assert controller.game_log() == [line.replace("(Undone:", "(Annullato:") for line in log]
    controller.flush()
    assert controller.save_path.read_bytes() == save  # the autosave was neither rewritten nor lost
    assert window.director.windowTitle() == "GameSuite — schermo privato"
    assert window.windowTitle() == "GameSuite — Carta alta (demo)"
    assert window.act_redo.isEnabled()
    window.redo()  # the history goes on as before
    assert controller.actions == [Action("open_round")]


def test_mid_game_on_two_screens_a_covered_screen_stays_covered_in_the_new_words(window: Any, qtbot: Any) -> None:
    controller = window.start_game("demo", default_players(3), seed=4)
    assert TableDriver(window, qtbot).screen_covered()
    before = state_of(window)
    choose(window, "it")
    assert state_of(window) == before and window.controller is controller
    assert window.director.covered() and window.director.panel() is None
    cover = window.director.cover
    assert cover.title.text().startswith("Schermo privato — ")
    assert cover.swap.text() == "Questo è lo schermo sbagliato: scambia"


def test_mid_game_on_one_screen_the_gate_and_the_panel_stay_where_they_were(one_screen: Any, qtbot: Any) -> None:
    window = one_screen
    controller = window.start_game("demo", default_players(3), seed=4)
    drive = TableDriver(window, qtbot)
    assert drive.gate_up() and window.page.private.panel is None
    before = state_of(window)
    choose(window, "it")
    assert drive.gate_up() and window.page.private.panel is None  # still waiting: nothing private built
    assert window.page.gate.title.text().startswith("Passa a ")
    assert state_of(window) == before
    drive.confirm_gate()
    panel = window.page.private.panel
    assert window.page.private.isVisible() and panel is not None
    assert window.page.private.header.text().startswith("Privato — ")
    choose(window, "en")
    assert not drive.gate_up()  # the same player goes on: no gate again
    assert window.page.private.isVisible() and window.page.private.panel is not None
    assert window.page.private.panel is not panel
    assert window.page.private.header.text().startswith("Private — ")
    assert window.controller is controller and state_of(window) == before


def test_mid_game_a_private_view_drawn_on_the_table_stays_on_the_table(one_screen: Any, qtbot: Any) -> None:
    window = one_screen
    controller = window.start_game("ciak", default_players(2), "massacre", seed=1)
    drive = TableDriver(window, qtbot)
    for _ in range(40):  # play the table's moves (the roll-off) until a player's hand is needed
        if drive.gate_up():
            drive.confirm_gate()
            break
        controller.submit(controller.legal_actions()[0])
        flush()
    router = window.router
    viewer = router.unlocked
    assert viewer is not None and router.on_table == viewer  # Ciak shows a hand on its own table
    before = state_of(window)
    old_ui = window.game_ui
    choose(window, "it")
    assert window.game_ui is not old_ui and router.unlocked == viewer and router.on_table == viewer
    assert not drive.gate_up()
    assert window.controller is controller and state_of(window) == before
    assert window.windowTitle() == "GameSuite — Ciak!"
