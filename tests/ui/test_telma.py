"""Telma's table screen: setup, buzzer keys, reveals, contests timed by event timestamps, pickers, ties."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gamesuite.rules.core import Action, Viewer
from gamesuite.rules.sim import default_players
from gamesuite.rules.telma import RULES
from gamesuite.rules.telma.scenario import make_state
from gamesuite.ui.controller import GameController
from gamesuite.ui.telma.clock import RESYNC_MS, ContestClock
from gamesuite.ui.telma.keys import DEFAULT_KEYS, load_keys
from gamesuite.ui.telma.table import TelmaUI
from tests.ui.leaks import assert_no_leak, everything_shown

K = Qt.Key


# ------------------------------------------------------------------ helpers (also used by the match test)
def open_state(window: Any, state: Any, **options: Any) -> GameController:
    """Open a hand-built position (scenario.make_state) in the real window, with real player colours."""
    players = default_players(len(state.piles))
    opts = dict(state.config.options) | options
    state.config = dataclasses.replace(state.config, players=players, options=opts)
    controller = GameController(RULES, state.config, 0, base=state, store=window.store)
    window._open_session(controller)
    ui = window.game_ui
    ui.review_ms = 0
    ui.late_press_ms = 0
    return controller


def press(window: Any, key: int, ts: int = 0) -> None:
    """A key press through the real window (the shell's KeyFilter), stamped ``ts`` like the OS would."""
    event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)
    event.setTimestamp(ts)
    QApplication.sendEvent(window.game_ui.view.viewport(), event)


def click_item(qtbot: Any, window: Any, item: Any) -> None:
    view = window.game_ui.view
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def table(controller: GameController) -> dict[str, Any]:
    return controller.view(Viewer.TABLE)


def wait_settled(qtbot: Any, controller: GameController) -> None:
    qtbot.waitUntil(lambda: table(controller)["phase"] != "contest", timeout=3000)


def buttons_named(ui: TelmaUI, text: str) -> list[Any]:
    return [b for b in ui._pick_items + ui._tie_items + ui._keep if getattr(b, "text", None) == text]


# ------------------------------------------------------------------ clock
def test_clock_keeps_relative_times_of_events_and_never_runs_backwards() -> None:
    now = [10_000]
    clock = ContestClock(base_ms=0, now=lambda: now[0])
    # first event calibrates: it happened when it was handled
    assert clock.event_time(500) == 10_000
    # an event handled 80 ms late keeps its own time
    now[0] = 10_580
    assert clock.event_time(1000) == 10_500
    # a quicker event lowers the offset between contests (minimum filter)
    now[0] = 11_000
    assert clock.event_time(1510) == 11_000
    # during a contest the offset stays put, so two presses keep their exact distance
    clock.frozen = True
    now[0] = 12_000
    a, b = clock.event_time(2490), clock.event_time(2440)
    assert a - b == 50
    # events without a timestamp are timed when handled; a jump in the event clock re-anchors
    assert clock.event_time(0) == 12_000
    assert clock.event_time(2490 + RESYNC_MS * 5) == 12_000


def test_clock_continues_a_loaded_games_clock() -> None:
    clock = ContestClock(base_ms=0)
    clock.advance_base(5_000_000)
    assert clock.now() >= 5_000_000


def test_default_keys_are_spread_and_remembered(settings: Any) -> None:
    assert load_keys(settings, 4) == list(DEFAULT_KEYS[:4])
    assert [chr(k) for k in DEFAULT_KEYS] == ["Q", "P", "Z", "M", "T", "Y", "1", "0"]


# ------------------------------------------------------------------ setup
def test_setup_panel_takes_nicknames_and_keys_then_starts_the_round(window: Any, qtbot: Any) -> None:
    controller = window.start_game("telma", default_players(3), "standard", {}, seed=1)
    ui: TelmaUI = window.game_ui
    assert isinstance(ui, TelmaUI)
    assert not window.page.gate.isVisible()  # Telma never needs the hand-off gate
    assert ui.setup.isVisible()
    rows = ui.setup.rows
    rows[0].edit.setFocus()
    QTest.keyClicks(rows[0].edit, "teapot")  # typing a buzzer letter (P) goes into the field
    QTest.keyClick(rows[0].edit, K.Key_Return)
    assert table(controller)["players"][0]["nickname"]["noun"] == "teapot"
    rows[1].edit.setText("Teapot")
    ui.nickname_edited(1)
    assert table(controller)["players"][1]["nickname"]["noun"] is None  # refused: nouns must differ
    assert "already chose" in window.messages[-1]
    rows[1].edit.setText("lantern")
    # change Carla's key to K, then take Anna's Q: the two swap
    click_item(qtbot, window, rows[2].change)
    assert ui.assigning == 2
    press(window, K.Key_K)
    assert chr(ui.keys[2]) == "K" and ui.assigning is None
    click_item(qtbot, window, rows[2].change)
    press(window, K.Key_Q)
    assert [chr(k) for k in ui.keys] == ["K", "P", "Q"]
    assert ui.settings.get_json("telma/buzzer_keys", [])[:3] == ui.keys
    assert ui.stations[0].buzzer.key_text == "K"
    click_item(qtbot, window, ui.setup.start)  # Carla's box is empty: it gets a suggestion, in view
    assert table(controller)["phase"] == "nicknames"
    suggested = rows[2].edit.text()
    assert suggested and table(controller)["players"][2]["nickname"]["noun"] == suggested
    click_item(qtbot, window, ui.setup.start)
    view = table(controller)
    assert view["phase"] == "reveal"
    assert view["players"][1]["nickname"]["noun"] == "lantern"
    assert view["players"][2]["nickname"]["noun"] == suggested
    assert not ui.setup.isVisible()
    # nicknames are hidden in play
    shown = everything_shown(window)
    assert "teapot" not in shown and "lantern" not in shown


def test_reveal_with_the_active_players_key_only(window: Any) -> None:
    state = make_state([["anchor-1", "kite-1"], ["cactus-1"], ["snail-1"]])
    controller = open_state(window, state)
    ui: TelmaUI = window.game_ui
    assert ui.stations[0].buzzer.lit
    press(window, K.Key_P)  # Bruno is not active: nothing happens, a gentle hint on his station
    assert table(controller)["players"][1]["face_up"] == 0
    assert ui.stations[1].flash.isVisible()
    QTest.keyClick(ui.view.viewport(), K.Key_Q)
    view = table(controller)
    assert view["players"][0]["top"]["id"] == "anchor-1"
    assert view["turn"] == 1
    assert ui.stations[1].buzzer.lit and not ui.stations[0].buzzer.lit
    assert ui.stations[0].top.card["id"] == "anchor-1"
    assert "Bruno reveals" in ui.headline.text


def test_tapping_the_round_button_is_pressing_the_key(window: Any, qtbot: Any) -> None:
    state = make_state([["anchor-1"], ["cactus-1"], ["snail-1"]])
    controller = open_state(window, state)
    click_item(qtbot, window, window.game_ui.stations[0].buzzer)
    assert table(controller)["players"][0]["face_up"] == 1


# ------------------------------------------------------------------ contests
def contest_state(**options: Any) -> Any:
    # Anna reveals anchor-2 onto the table where Bruno shows anchor-1: a pair contest
    return make_state([["anchor-2", "teapot-1"], ["kite-2"], ["cactus-2"]], faceup=[[], ["anchor-1"], ["snail-1"]],
                      options=options)


def test_a_pair_contest_goes_by_event_timestamps_not_by_handling_order(window: Any, qtbot: Any) -> None:
    controller = open_state(window, contest_state())
    ui: TelmaUI = window.game_ui
    press(window, K.Key_Q, ts=1000)
    view = table(controller)
    assert view["phase"] == "contest" and view["contest"]["participants"] == [0, 1]
    assert ui.stations[0].panel.glow and ui.stations[1].panel.glow
    assert ui.stations[2].opacity() < 1  # not in it: calm
    assert ui.stations[0].top.highlighted and ui.stations[1].top.highlighted
    assert "Anna vs Bruno" in ui.headline.text
    ui.review_ms = 60_000  # keep the result open to look at it
    # Bruno's press is handled first, but Anna's key event is stamped 300 ms earlier
    press(window, K.Key_P, ts=5300)
    press(window, K.Key_Q, ts=5000)
    calls = table(controller)["contest"]["calls"]
    times = {c["seat"]: c["t_ms"] for c in calls}
    assert times[1] - times[0] == 300
    qtbot.waitUntil(ui.review_open, timeout=2000)
    ui._tick()
    assert ui.preview.isVisible() and ui.preview.text == "Bruno takes the cards"
    press(window, K.Key_Space)  # the table confirms at once
    view = table(controller)
    assert view["phase"] == "reveal"
    assert view["last_contest"]["takers"] == [1]
    assert view["players"][1]["pile"] == 1 + 3  # kite-2 plus the three revealed cards
    assert view["turn"] == 1


def test_calls_within_the_tie_window_split_the_cards(window: Any, qtbot: Any) -> None:
    controller = open_state(window, contest_state())
    press(window, K.Key_Q, ts=1000)
    press(window, K.Key_Q, ts=2000)  # Anna finished first...
    press(window, K.Key_P, ts=2120)  # ...Bruno 120 ms later: inside the 200 ms window
    wait_settled(qtbot, controller)
    last = table(controller)["last_contest"]
    assert last["outcome"] == "tie" and last["takers"] == [0, 1]
    assert last["to_centre"] == 1  # three cards, two players: one waits in the centre
    assert window.game_ui.centre_card.isVisible()


def test_the_table_rejects_a_wrong_nickname_then_the_other_call_counts(window: Any, qtbot: Any) -> None:
    controller = open_state(window, contest_state())
    ui: TelmaUI = window.game_ui
    ui.review_ms = 60_000
    press(window, K.Key_Q, ts=1000)
    press(window, K.Key_Q, ts=2000)
    wrong = buttons_named(ui, "✗")
    assert len(wrong) == 1
    click_item(qtbot, window, wrong[0])
    contest = table(controller)["contest"]
    assert contest["calls"][0]["rejected"] and contest["settle_from_ms"] is None
    ui.review_ms = 0
    press(window, K.Key_P, ts=2600)  # Bruno says Anna's nickname right
    wait_settled(qtbot, controller)
    assert table(controller)["last_contest"]["takers"] == [0]


def test_it_was_a_tie_button_declares_the_tie(window: Any, qtbot: Any) -> None:
    controller = open_state(window, contest_state())
    ui: TelmaUI = window.game_ui
    press(window, K.Key_Q, ts=1000)
    click_item(qtbot, window, ui.tie_button)
    last = table(controller)["last_contest"]
    assert last["outcome"] == "tie" and last["takers"] == [0, 1]


def test_presses_from_players_outside_the_contest_change_nothing(window: Any) -> None:
    controller = open_state(window, contest_state())
    press(window, K.Key_Q, ts=1000)
    press(window, K.Key_Z, ts=1500)
    assert table(controller)["contest"]["calls"] == []
    assert window.game_ui.stations[2].flash.text == "Not in this contest"


def test_highlight_off_does_not_mark_who_is_in_the_contest(window: Any) -> None:
    controller = open_state(window, contest_state(), contest_highlight=False)
    ui: TelmaUI = window.game_ui
    press(window, K.Key_Q, ts=1000)
    assert table(controller)["phase"] == "contest"
    assert ui.headline.text == "CONTEST!"
    assert not any(st.panel.glow or st.top.highlighted or st.opacity() < 1 for st in ui.stations)


def test_three_way_contest_press_then_pick_whose_nickname(window: Any, qtbot: Any) -> None:
    # Anna reveals anchor+kite: Bruno shows an anchor, Carla a kite
    state = make_state([["anchor+kite", "teapot-1"], ["cactus-2"], ["snail-2"]],
                       faceup=[[], ["anchor-1"], ["kite-1"]])
    controller = open_state(window, state)
    ui: TelmaUI = window.game_ui
    ui.review_ms = 60_000
    press(window, K.Key_Q, ts=1000)
    assert table(controller)["contest"]["kind"] == "triple"
    press(window, K.Key_Z, ts=1500)  # a press by mistake: cancelled on the picker
    assert ui.pick_panel.isVisible() and not ui.tie_button.isVisible()
    click_item(qtbot, window, buttons_named(ui, "✗")[0])
    assert not ui.pick_panel.isVisible() and ui.tie_button.isVisible() and not ui.pending
    press(window, K.Key_Z, ts=2000)  # Carla finished first; she may only name Anna
    assert ui.pick_panel.isVisible() and table(controller)["contest"]["calls"] == []
    assert [b.text for b in buttons_named(ui, "Anna")] == ["Anna"]
    press(window, K.Key_Q, ts=2050)  # Anna too; she may name Bruno or Carla
    click_item(qtbot, window, buttons_named(ui, "Bruno")[0])
    click_item(qtbot, window, buttons_named(ui, "Anna")[0])
    assert not ui.pick_panel.isVisible()
    calls = {c["seat"]: (c["named"], c["t_ms"]) for c in table(controller)["contest"]["calls"]}
    assert calls[2][0] == 0 and calls[0][0] == 1 and calls[0][1] - calls[2][1] == 50
    qtbot.waitUntil(ui.review_open, timeout=2000)
    ui._tick()
    assert ui.preview.text == "Tie: Anna and Bruno"
    click_item(qtbot, window, ui.ok_button)
    assert table(controller)["last_contest"]["takers"] == [0, 1]


def test_the_surto_everyone_calls_and_the_tie_picker_chooses_who_tied(window: Any, qtbot: Any) -> None:
    state = make_state([["surto", "teapot-1"], ["cactus-2"], ["snail-2"], ["crown-2"]],
                       faceup=[[], ["anchor-1"], ["kite-1"], []])
    controller = open_state(window, state)
    ui: TelmaUI = window.game_ui
    ui.review_ms = 60_000
    press(window, K.Key_Q, ts=1000)
    view = table(controller)
    assert view["contest"]["kind"] == "surto" and view["contest"]["participants"] == [0, 1, 2, 3]
    assert "SURTO" in ui.headline.text
    assert all(st.panel.glow for st in ui.stations)
    press(window, K.Key_M, ts=3000)
    assert len(buttons_named(ui, "Carla")) == 1 and not buttons_named(ui, "Dario")  # nobody names themselves
    click_item(qtbot, window, buttons_named(ui, "Carla")[0])
    # the table agrees Carla and Bruno were said together
    click_item(qtbot, window, ui.tie_button)
    assert ui.tie_panel.isVisible() and ui.tie_choice == set()
    click_item(qtbot, window, buttons_named(ui, "Bruno")[0])
    click_item(qtbot, window, buttons_named(ui, "Carla")[0])
    assert ui.tie_choice == {1, 2}
    click_item(qtbot, window, buttons_named(ui, "Split the cards")[0])
    last = table(controller)["last_contest"]
    assert last["outcome"] == "tie" and last["takers"] == [1, 2]


def test_a_press_just_after_a_contest_is_a_late_call_not_a_reveal(window: Any, qtbot: Any) -> None:
    controller = open_state(window, contest_state())
    ui: TelmaUI = window.game_ui
    ui.late_press_ms = 60_000
    press(window, K.Key_Q, ts=1000)
    press(window, K.Key_Q, ts=2000)
    wait_settled(qtbot, controller)
    assert table(controller)["turn"] == 1
    press(window, K.Key_P)  # Bruno lost and shouts late: his card stays down
    assert table(controller)["players"][1]["face_up"] == 0
    assert ui.stations[1].flash.text == "Too late!"
    ui.late_press_ms = 0
    press(window, K.Key_P)
    assert table(controller)["players"][1]["face_up"] == 1


def test_show_nicknames_button_peeks_then_hides(window: Any, qtbot: Any) -> None:
    controller = open_state(window, contest_state())
    ui: TelmaUI = window.game_ui
    full = table(controller)["players"][0]["nickname"]["full"]
    assert full and full not in everything_shown(window)
    click_item(qtbot, window, ui.peek_button)
    assert ui.stations[0].nickname.isVisible() and ui.stations[0].nickname.text == full
    assert ui.peek_button.text == "Hide nicknames"
    ui.peek_timer.timeout.emit()
    assert not ui.stations[0].nickname.isVisible()


def test_nothing_face_down_reaches_the_screen(window: Any) -> None:
    controller = window.start_game("telma", default_players(4), "standard", {}, seed=9)
    controller.submit(Action("start_round"))
    for _ in range(12):
        view = table(controller)
        if view["phase"] != "reveal":
            break
        controller.submit(Action("reveal", view["turn"]))
    secrets = RULES.private_strings(controller.state)
    assert secrets
    assert_no_leak(window, secrets, controller.game_log())


@pytest.mark.parametrize("n", [3, 8])
def test_stations_fit_the_table_for_every_player_count(window: Any, n: int) -> None:
    window.start_game("telma", default_players(n), "standard", {}, seed=2)
    ui: TelmaUI = window.game_ui
    rects = [st.sceneBoundingRect().adjusted(12, 12, -12, -12) for st in ui.stations]
    for i, a in enumerate(rects):
        assert a.left() >= 0 and a.right() <= 1920 and a.top() >= 0 and a.bottom() <= 1080
        for b in rects[i + 1:]:
            assert not a.intersects(b)
    assert ui.headline.sceneBoundingRect().top() > max(r.bottom() for r in rects[: (n + 1) // 2])


def test_animations_run_and_finish_with_motion_on(window: Any) -> None:
    from gamesuite.ui.scene.animation import set_reduce_motion

    controller = open_state(window, contest_state())
    ui: TelmaUI = window.game_ui
    set_reduce_motion(False)
    try:
        press(window, K.Key_Q, ts=1000)  # the reveal flips over from the pile
        assert ui.stations[0].top.pos() != ui.stations[0].top_anchor
        ui.finish_animations()
        assert ui.stations[0].top.pos() == ui.stations[0].top_anchor
        controller.submit(Action("declare_tie", seats=[0, 1]))
        assert ui.flying  # face-up cards slide to the tied players' piles
        ui.finish_animations()
        assert not ui.flying
    finally:
        set_reduce_motion(True)
