"""The setup page (issue #14 items 1, 2, 11; computer seats, issue #12): launcher → setup → game.

Each test names the problem of today's new-game dialog it guards against.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from gamesuite.rules import registry
from gamesuite.rules.core import Action, Viewer
from gamesuite.rules.sim import default_players
from gamesuite.ui.setup_page import NAME_MAX, PlayerRow, SetupPage, name_problem, seat_shape

ROOT = Path(__file__).resolve().parents[2]

K = Qt.Key


pytestmark = pytest.mark.usefixtures("free_setup_pages")


def settle(rounds: int = 4) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def open_page(window: Any, game: str, players: int | None = None, variant: str | None = None) -> SetupPage:
    window.open_setup(game)
    page = window.setup_page
    assert page is not None and window.stack.currentWidget() is page
    if variant:
        page.set_variant(variant)
    if players is not None:
        while len(page.rows) < players:
            assert page.add_player() is not None
        while len(page.rows) > players:
            page.remove_player(page.rows[-1])
    settle()
    return page


def rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


def with_bots(monkeypatch: Any, game: str) -> None:
    """Computer strengths for ``game`` (Ciak's spec does not list them yet; the page reads ``spec.bots``)."""
    real = registry.get_spec
    spec = real(game)
    if not spec.bots:
        spec = dataclasses.replace(spec, bots=(("easy", "Easy"), ("normal", "Normal")))
    monkeypatch.setattr(registry, "get_spec", lambda g: spec if g == game else real(g))


def use_generic_ui(monkeypatch: Any) -> None:
    """Ciak has no table screen yet: start it on the generic table to look at the started game."""
    from gamesuite.ui import games

    monkeypatch.setattr(games, "create_ui", lambda c, s, ctx=None: games.GenericUI(c, s, ctx))


# ------------------------------------------------------------------ launcher → setup → game
def test_a_tile_opens_the_setup_page_and_back_or_esc_returns(window: Any, qtbot: Any) -> None:
    tile = window.launcher.tiles["quizclub"]
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
    page = window.setup_page
    assert isinstance(page, SetupPage) and window.stack.currentWidget() is page
    assert page.spec.id == "quizclub" and not window.statusBar().isVisible()
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.launcher and window.setup_page is None
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
    page = window.setup_page
    page.rows[0].name_edit.setFocus()
    QTest.keyClick(page.rows[0].name_edit, K.Key_Escape)
    assert window.stack.currentWidget() is window.launcher and window.controller is None


def test_start_opens_the_game_through_start_game_with_what_the_page_shows(window: Any, qtbot: Any) -> None:
    page = open_page(window, "quizclub", players=4)
    page.rows[0].name_edit.setText("Giulia")
    page.rows[1].name_edit.setText("Tom & Jerry")
    page.option_rows["track_length"].set_value(25)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    c = window.controller
    assert c is not None and window.stack.currentWidget() is window.page and window.setup_page is None
    assert [p.name for p in c.config.players][:2] == ["Giulia", "Tom & Jerry"]
    assert c.config.options["track_length"] == 25
    assert len({p.colour for p in c.config.players}) == 4


# ------------------------------------------------------------------ item 1: fits a laptop
@pytest.mark.parametrize(("game", "n"), [("quizclub", 8), ("telma", 8), ("telefilm", 7), ("ciak", 4)])
def test_eight_players_and_the_open_house_rules_fit_1280x720(window: Any, game: str, n: int,
                                                               monkeypatch: Any) -> None:
    if game == "ciak":
        with_bots(monkeypatch, game)
    window.resize(1280, 720)
    page = open_page(window, game, players=n)
    page.set_rules_open(True)
    settle()
    assert window.height() <= 720
    win = window.rect()
    start = rect_in(page.start_button, window)
    assert win.contains(start), (start, win)  # the one Start button, whole, in the window
    viewport = page.scroll.viewport()
    view_rect = QRect(QPoint(0, 0), viewport.size())
    for row in page.rows:  # every row, and all of each row, is on screen without scrolling
        for w in (row.seat_label, row.colour_box, row.name_edit, row.kind_box, row.up, row.down, row.remove):
            if w is None:
                continue
            assert w.isVisible()
            assert view_rect.contains(rect_in(w, viewport)), (w, rect_in(w, viewport))
            assert win.contains(rect_in(w, window))
    # no horizontal scrolling, and no text cut: wrapped labels are as tall as their text needs
    assert not page.scroll.horizontalScrollBar().isVisible()
    assert page.scroll.widget().width() <= viewport.width()
    assert_no_label_clipped(page)


def assert_no_label_clipped(page: SetupPage) -> None:
    labels = [lab for lab in page.findChildren(QLabel) if lab.isVisible() and lab.text()]
    assert labels
    for lab in labels:
        if lab.wordWrap():
            assert lab.heightForWidth(lab.width()) <= lab.height(), (lab.text(), lab.size())
        else:
            assert lab.sizeHint().width() <= lab.width() + 1, (lab.text(), lab.sizeHint(), lab.size())
            assert lab.sizeHint().height() <= lab.height() + 1, (lab.text(), lab.sizeHint(), lab.size())


def test_every_house_rule_description_is_readable_at_1920x1080(window: Any) -> None:
    window.resize(1920, 1080)
    page = open_page(window, "quizclub", players=8)
    page.set_rules_open(True)
    settle()
    assert page.scale > 1.0  # read from across the table: the page grows with the window
    assert not page.scroll.horizontalScrollBar().isVisible()
    assert page.scroll.widget().width() <= page.scroll.viewport().width()
    for row in page.applicable_options():
        assert row.description.text() == row.opt.description  # whole, not elided
    assert_no_label_clipped(page)
    assert window.rect().contains(rect_in(page.start_button, window))


def test_enter_moves_to_the_next_field_and_only_ctrl_enter_starts(window: Any) -> None:
    page = open_page(window, "quizclub", players=3)
    window.activateWindow()
    first, second = page.rows[0].name_edit, page.rows[1].name_edit
    first.setFocus()
    QTest.keyClick(first, K.Key_Return)
    assert window.controller is None and second.hasFocus()
    QTest.keyClick(second, K.Key_Enter)
    assert window.controller is None and page.rows[2].name_edit.hasFocus()
    QTest.keyClick(page.rows[2].name_edit, K.Key_Return)
    assert window.controller is None  # the last name: focus moves on, nothing starts
    page.start_button.setFocus()
    QTest.keyClick(page.start_button, K.Key_Return)
    assert window.controller is None  # not even Enter on the Start button
    page.rows[1].name_edit.setFocus()
    QTest.keyClick(page.rows[1].name_edit, K.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.controller is not None


# ------------------------------------------------------------------ players
def test_names_are_checked_live_with_a_reason_and_block_the_start(window: Any, qtbot: Any) -> None:
    page = open_page(window, "quizclub", players=3)
    edit, row = page.rows[1].name_edit, page.rows[1]
    cases = {
        "": "Type a name",
        "x" * (NAME_MAX + 1): f"at most {NAME_MAX}",
        "anna": "Seat 1 already has this name",
        "Bo 😀": "Emoji",
        "王": "U+738B",
    }
    for text, reason in cases.items():
        edit.setText(text)
        assert row.message.isVisible() and reason in row.message.text(), (text, row.message.text())
        assert not page.start_button.isEnabled()
        assert reason in page.reason.text() and "Seat 2" in page.reason.text()
        assert edit.text() == text  # never cut or changed behind the player's back
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
        assert window.controller is None
    edit.setText("x" * NAME_MAX)
    assert not row.message.isVisible() and page.start_button.isEnabled()
    assert "Ready" in page.reason.text()


def test_name_problem_checks_the_bundled_font_not_the_systems() -> None:
    assert name_problem("Zoë Müller-Ñúñez", []) is None
    assert name_problem("Ann\u200dA", []) is not None  # a joiner: invisible, or a box
    assert "Emoji" in (name_problem("🎲", []) or "")
    assert name_problem("  ", []) == "Type a name."
    assert name_problem("Anna", ["ANNA "]) is not None


def test_names_with_markup_or_ampersands_show_literally(window: Any, monkeypatch: Any) -> None:
    with_bots(monkeypatch, "ciak")
    page = open_page(window, "ciak", players=3, variant="dominion")
    page.rows[0].name_edit.setText("<b>Bo</b>")
    page.rows[1].name_edit.setText("Tom & Jerry")
    for lab in page.findChildren(QLabel):
        assert lab.textFormat() == Qt.TextFormat.PlainText, lab.text()
    boss = page.extras[0]
    items = [boss.combo.itemText(i) for i in range(boss.combo.count())]
    assert "<b>Bo</b>" in items and "Tom & Jerry" in items
    assert "1 <b>Bo</b> (boss)" in boss.order.text()


def test_rows_are_added_and_removed_within_the_variants_range(window: Any) -> None:
    page = open_page(window, "quizclub", players=3)
    assert not any(r.remove.isEnabled() for r in page.rows)
    assert "at least 3" in page.rows[0].remove.toolTip()
    page.remove_player(page.rows[0])
    assert len(page.rows) == 3
    while page.add_button.isEnabled():
        page.add_button.click()
    assert len(page.rows) == 8 and page.add_player() is None
    assert "at most 8" in page.add_button.toolTip() and "the most" in page.count_label.text()
    assert len({r.name() for r in page.rows}) == 8 and len({r.colour() for r in page.rows}) == 8
    page.remove_player(page.rows[2])
    assert len(page.rows) == 7 and page.add_button.isEnabled()
    assert [r.seat_label.text() for r in page.rows] == [str(i) for i in range(1, 8)]


def test_rows_move_up_and_down_and_shapes_follow_seats(window: Any) -> None:
    page = open_page(window, "quizclub", players=4)
    names = [r.name() for r in page.rows]
    third: PlayerRow = page.rows[2]
    third.up.click()
    assert [r.name() for r in page.rows] == [names[0], names[2], names[1], names[3]]
    assert third.seat == 1 and seat_shape(1) in third.colour_box.toolTip()
    page.rows[0].down.click()
    assert [p.name for p in page.players()] == [names[2], names[0], names[1], names[3]]
    assert not page.rows[0].up.isEnabled() and not page.rows[-1].down.isEnabled()
    for a, b in zip(page.rows, page.rows[1:], strict=False):  # Tab follows the seats, not the order rows were made
        nxt = a.remove.nextInFocusChain()
        while not nxt.focusPolicy() & Qt.FocusPolicy.TabFocus:
            nxt = nxt.nextInFocusChain()
        assert nxt is b.colour_box


def test_a_colour_already_taken_is_swapped_so_every_seat_keeps_its_own(window: Any) -> None:
    page = open_page(window, "quizclub", players=3)
    a, b = page.rows[0], page.rows[1]
    old_a, old_b = a.colour(), b.colour()
    a.colour_box.setCurrentIndex(a.colour_box.findData(old_b))
    assert a.colour() == old_b and b.colour() == old_a
    assert len({r.colour() for r in page.rows}) == 3


def test_computer_seats_become_player_configs_with_a_strength(window: Any, settings: Any, monkeypatch: Any) -> None:
    with_bots(monkeypatch, "ciak")
    use_generic_ui(monkeypatch)
    page = open_page(window, "ciak", players=3, variant="massacre")
    kinds = page.rows[1].kind_box
    assert kinds is not None and kinds.itemText(0) == "Human" and "Easy" in kinds.itemText(1)
    kinds.setCurrentIndex(kinds.findData("normal"))
    assert [p.bot for p in page.players()] == [None, "normal", None]
    assert "1 played by the computer" in page.reason.text()
    assert page.start()
    assert [p.bot for p in window.controller.config.players] == [None, "normal", None]
    assert settings.game_players("ciak")[1]["bot"] == "normal"
    page = open_page(window, "ciak")
    assert page.rows[1].bot() == "normal"  # remembered
    quiz = open_page(window, "quizclub")
    assert quiz.rows[0].kind_box is None  # a game without computer players has no switch


# ------------------------------------------------------------------ variant, rules, packs
def test_a_variant_card_selects_clamps_the_rows_says_so_and_shows_its_options(window: Any, qtbot: Any) -> None:
    page = open_page(window, "telefilm", players=7)
    assert page.cards["standard"].is_selected()
    assert not page.option_rows["director_wrong"].isHidden()
    qtbot.mouseClick(page.cards["two_player"], Qt.MouseButton.LeftButton)
    assert page.variant() == "two_player" and page.cards["two_player"].is_selected()
    assert not page.cards["standard"].is_selected()
    assert len(page.rows) == 2
    assert page.notice.isVisibleTo(page) and "Two players" in page.notice.text()
    assert "5 players removed: Carla, Dario, Elena, Fabio and Giulia" in page.notice.text()
    assert page.option_rows["director_wrong"].isHidden()  # a standard-game rule
    assert not page.option_rows["two_player_end"].isHidden()
    assert set(page.options()) == set(registry.get_spec("telefilm").default_options("two_player"))
    ciak = open_page(window, "ciak", players=2, variant="massacre")
    ciak.set_variant("alliance")
    assert len(ciak.rows) == 4 and "added" in ciak.notice.text()


def test_house_rules_are_folded_and_reset_to_the_printed_rules(window: Any, qtbot: Any) -> None:
    page = open_page(window, "quizclub", players=3)
    assert not page.rules_body.isVisibleTo(page) and "all as printed" in page.rules_summary.text()
    qtbot.mouseClick(page.rules_toggle, Qt.MouseButton.LeftButton)
    assert page.rules_body.isVisibleTo(page)
    page.option_rows["track_length"].set_value(25)
    page.option_rows["next_active"].radios[1][1].click() if page.option_rows["next_active"].radios else \
        page.option_rows["next_active"].set_value(page.option_rows["next_active"].opt.choices[1][0])
    assert "2 changed" in page.rules_summary.text() and page.reset_button.isEnabled()
    qtbot.mouseClick(page.reset_button, Qt.MouseButton.LeftButton)
    spec = registry.get_spec("quizclub")
    defaults = spec.default_options(page.variant())  # (the character and deck options are the game's panels')
    assert page.options() == {k: v for k, v in defaults.items() if k not in page.managed_options}
    assert not page.reset_button.isEnabled()


def test_the_folded_house_rules_cost_nothing_until_opened(window: Any, qtbot: Any) -> None:
    """Each option row of the folded house rules was shown explicitly while the page was built: Qt lays out
    the parent of a widget shown explicitly, the folded panel's body here, again for each row (~1 ms a row, 21
    rows twice for Telefilm: ~45 ms of the click on the tile). A row never hidden shows with the panel."""
    page = open_page(window, "telefilm", players=3)
    rows = list(page.option_rows.values())
    explicit = Qt.WidgetAttribute.WA_WState_ExplicitShowHide
    assert rows and not any(r.testAttribute(explicit) for r in rows if r.applies_to(page.variant()))
    qtbot.mouseClick(page.rules_toggle, Qt.MouseButton.LeftButton)
    shown = [r for r in rows if r.applies_to(page.variant())]
    assert shown and all(r.isVisible() for r in shown)
    assert all(not r.isVisibleTo(page) for r in rows if r not in shown)
    page.set_variant("two_player")  # the rows of the other variant come and go as before
    assert {r.opt.id for r in rows if r.isVisible()} == {r.opt.id for r in rows if r.applies_to("two_player")}


def test_long_choice_labels_are_radios_with_wrapped_text_not_a_wide_combo(window: Any) -> None:
    page = open_page(window, "ciak", players=2)
    row = page.option_rows["controlled_company"]
    assert row.radios and len(row.radios) == len(row.opt.choices)
    labels = [lab.text() for lab in row.findChildren(QLabel)]
    for _v, text in row.opt.choices:
        assert any(t.startswith(text) for t in labels)


def test_starter_packs_start_off_and_no_pack_means_no_start(window: Any) -> None:
    from gamesuite.content import pack_choices

    if len(pack_choices("quizclub")) < 2:
        pytest.skip("needs the starter and the full pack")
    page = open_page(window, "quizclub", players=3)
    assert page.enabled_packs() and not any(p.endswith("-starter") for p in page.enabled_packs())
    for box in page.pack_boxes.values():
        box.setChecked(False)
    assert not page.start_button.isEnabled() and "question pack" in page.reason.text()
    assert not page.start()


def test_players_variant_options_and_packs_are_remembered_per_game(window: Any, settings: Any) -> None:
    page = open_page(window, "telefilm", players=3, variant="cards_only")
    page.rows[0].name_edit.setText("Ugo")
    page.option_rows["cards_only_rounds"].set_value(4)
    page.remember()
    again = open_page(window, "telefilm")
    assert again.variant() == "cards_only" and again.rows[0].name() == "Ugo" and len(again.rows) == 3
    assert again.option_rows["cards_only_rounds"].value() == 4
    quiz = open_page(window, "quizclub")  # a game with several packs: the choice of packs is remembered
    if len(quiz.pack_boxes) > 1:
        starter = next(p for p in quiz.pack_boxes if p.endswith("-starter"))
        quiz.pack_boxes[starter].setChecked(True)
        quiz.remember()
        assert starter in open_page(window, "quizclub").enabled_packs()
    telma = open_page(window, "telma")  # never played: the last names of any game, within Telma's range
    assert telma.rows[0].name() == "Ugo" and len(telma.rows) == 3


def test_start_saves_the_remembered_set_up_to_disk_once(window: Any, settings: Any, tmp_path: Any) -> None:
    """Each save of the settings writes the whole file and waits for the disk (~25 ms or more of the click on
    Start, five times): the set-up goes to disk in one save, and it is there."""
    from PySide6.QtCore import QSettings

    page = open_page(window, "telefilm", players=3)
    page.rows[0].name_edit.setText("Ugo")
    saves: list[int] = []
    real = settings.q.sync
    settings.q.sync = lambda: (saves.append(1), real())[1]
    try:
        page.remember()
    finally:
        del settings.q.sync
    assert len(saves) == 1
    on_disk = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert "Ugo" in str(on_disk.value("players/telefilm")) and "Ugo" in str(on_disk.value("last_players"))


# ------------------------------------------------------------------ per-game extras: Ciak's boss
def test_ciak_dominion_gives_the_boss_company_to_the_chosen_player(window: Any, monkeypatch: Any) -> None:
    use_generic_ui(monkeypatch)
    page = open_page(window, "ciak", players=2, variant="massacre")
    assert page.extras == []
    page.set_variant("dominion")
    assert len(page.rows) == 3
    page.add_player()
    names = [r.name() for r in page.rows]
    boss = page.extras[0]
    assert "Malvagie Compagnie Straniere" in boss.title
    boss.combo.setCurrentIndex(boss.combo.findData(page.rows[2].key))
    assert f"1 {names[2]} (boss)" in boss.order.text()
    page.rows[0].down.click()  # moving rows keeps the chosen player, not the chosen seat
    assert boss.combo.currentText() == names[2]
    assert page.start()
    c = window.controller
    assert c is not None and c.config.variant == "dominion"
    assert c.config.players[0].name == names[2]
    assert [p.name for p in c.config.players[1:]] == [names[1], names[0], names[3]]
    from gamesuite.rules.ciak.flow import boss_seat

    state = c.state
    seat = boss_seat(state)
    assert c.config.players[seat].name == names[2]
    company = registry.get_rules("ciak").view(state, Viewer.TABLE)  # the boss company sits with that seat
    assert state.company[seat] == "malvagie_compagnie_straniere", company


# ------------------------------------------------------------------ item 2: Telma's nicknames
def test_telma_start_fills_empty_nickname_boxes_with_visible_suggestions_first(window: Any) -> None:
    c = window.start_game("telma", default_players(4), "standard", {}, seed=2)
    ui = window.game_ui
    ui.setup.rows[0].edit.setText("teapot")
    ui.nickname_edited(0)
    ui.start_round()
    view = c.view(Viewer.TABLE)
    assert view["phase"] == "nicknames"  # not started: nobody has heard the other nicknames yet
    shown = [row.edit.text() for row in ui.setup.rows]
    assert all(shown) and shown[0] == "teapot"
    assert [p["nickname"]["noun"] for p in view["players"]] == shown  # what the game holds is what is shown
    assert "Bruno" in ui.setup.news.text and "again" in ui.setup.news.text
    ui.start_round()
    view = c.view(Viewer.TABLE)
    assert view["phase"] == "reveal"
    assert [p["nickname"]["noun"] for p in view["players"]] == shown
    assert Action("start_round") in c.actions


def test_the_clipping_check_catches_a_cut_description(window: Any) -> None:
    page = open_page(window, "quizclub", players=3)
    page.set_rules_open(True)
    settle()
    assert_no_label_clipped(page)
    page.option_rows["next_active"].description.setFixedHeight(12)  # what the old 130 px box did to help texts
    settle()
    with pytest.raises(AssertionError):
        assert_no_label_clipped(page)


def test_the_packs_of_the_apps_language_come_first_and_only_they_start_on(window: Any, monkeypatch: Any) -> None:
    import gamesuite.ui.main_window as main_window
    import gamesuite.ui.setup_page as setup_page

    english = open_page(window, "telefilm", players=3)
    assert list(english.pack_boxes)[0] == "telefilm-en" and english.enabled_packs() == ["telefilm-en"]
    monkeypatch.setattr(setup_page, "current_language", lambda: "it")
    italian = open_page(window, "telefilm", players=3)
    assert list(italian.pack_boxes)[:1] == ["telefilm-it"] and italian.enabled_packs() == ["telefilm-it"]
    italian.pack_boxes["telefilm-en"].setChecked(True)
    italian.remember()  # remembered per language: the English page keeps its own choice
    assert open_page(window, "telefilm").enabled_packs() == ["telefilm-it", "telefilm-en"]
    monkeypatch.setattr(setup_page, "current_language", lambda: "en")
    assert open_page(window, "telefilm").enabled_packs() == ["telefilm-en"]
    monkeypatch.setattr(main_window, "current_language", lambda: "it")  # no packs named: the language's
    controller = window.start_game("telefilm", default_players(3))
    assert controller is not None
    assert all(c["id"].startswith("it-") for c in controller.config.content["cards"])


def test_the_games_with_a_page_hook_are_the_ones_whose_setup_module_defines_it() -> None:
    """The page imports a game's setup module (and its whole UI package) only for the games in ``PAGE_HOOKS``:
    Telma's setup module, its table's own panel, has no hook and cost the page pydantic and its content."""
    import importlib

    from gamesuite.rules import registry
    from gamesuite.ui.setup_page import PAGE_HOOKS

    with_hook = set()
    for game in registry.game_ids():
        try:
            module = importlib.import_module(f"gamesuite.ui.{game}.setup")
        except ModuleNotFoundError:
            continue
        if callable(getattr(module, "setup_extras", None)):
            with_hook.add(game)
    assert with_hook == set(PAGE_HOOKS)


# a probe's start: what a setup page needs, in a fresh process
PAGE_PROBE = ("import sys\n"
              "from gamesuite.ui.app import make_app\n"
              "app = make_app([])\n"
              "from gamesuite.rules import registry\n"
              "from gamesuite.ui.settings import Settings\n"
              "from gamesuite.ui.setup_page import SetupPage\n")


def run_probe(probe: str, data: Path) -> list[str]:
    """The lines ``probe`` prints, run in a fresh offscreen process with its data folder ``data`` (what a module
    imports can only be seen from a process that has imported nothing yet)."""
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=120,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(data)))
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout.strip().splitlines()


def test_a_page_of_a_game_without_a_hook_imports_none_of_its_ui_package(tmp_path: Path) -> None:
    """Telma's setup page is made without its UI package (its table, pydantic, its content): a hover gives it the
    page within the quarter of a second before the click."""
    probe = (PAGE_PROBE +
             "page = SetupPage(registry.get_spec('telma'), Settings())\n"
             "print(sorted(m for m in sys.modules if m.startswith(('gamesuite.ui.telma', 'pydantic'))))")
    out = run_probe(probe, tmp_path)
    assert out[-1] == "[]"


def test_ciaks_page_with_its_boss_extra_imports_neither_its_table_nor_pydantic(tmp_path: Path) -> None:
    """Ciak's page needs its hook (who plays the boss), and importing ``gamesuite.ui.ciak.setup`` runs the package's
    ``__init__`` first. It used to hold CiakUI: the page imported the table, the content and pydantic (~0.3 s), and a
    hover could not make it before the click. The package is light now (CiakUI in ``game.py``: warmup.UI_MODULES)."""
    probe = (PAGE_PROBE +
             "page = SetupPage(registry.get_spec('ciak'), Settings())\n"
             "page.set_variant('dominion')\n"
             "print([type(e).__name__ for e in page.extras])\n"
             "print(sorted(m for m in sys.modules if m.startswith(('gamesuite.ui.ciak', 'gamesuite.content.ciak',\n"
             "                                                     'pydantic'))))")
    out = run_probe(probe, tmp_path)
    extras, modules = out[-2:]
    assert extras == "['BossChooser']"
    assert modules == "['gamesuite.ui.ciak', 'gamesuite.ui.ciak.setup']"
