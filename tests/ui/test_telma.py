"""Telma's table screen in the real window: setup, buzzer keys, reveals, contests timed by event timestamps,
the "whose nickname?" and tie pickers, late presses, the nickname peek, animations, freeing, plain text."""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from shiboken6 import isValid

from gamesuite.rules.core import Action, Viewer
from gamesuite.rules.sim import default_players
from gamesuite.rules.telma import RULES
from gamesuite.rules.telma.scenario import make_state
from gamesuite.ui.controller import GameController
from gamesuite.ui.scene import shown
from gamesuite.ui.telma import TelmaUI
from gamesuite.ui.telma.clock import RESYNC_MS, ContestClock
from gamesuite.ui.telma.keys import DEFAULT_KEYS, load_keys
from gamesuite.ui.telma.table import TelmaTable
from tests.support.driver import TableDriver
from tests.ui.leaks import assert_no_leak, everything_shown, record_painted_text

K = Qt.Key
MARKUP = "Dungeons & <b>Dragons</b>"


# ------------------------------------------------------------------ helpers (also used by the match test)
def open_state(window: Any, state: Any, names: list[str] | None = None, **options: Any) -> GameController:
    """Open a hand-built position (scenario.make_state) in the real window, with real player colours."""
    players = default_players(len(state.piles))
    if names:
        players = [dataclasses.replace(p, name=n) for p, n in zip(players, names, strict=False)]
    opts = dict(state.config.options) | options
    state.config = dataclasses.replace(state.config, players=players, options=opts)
    controller = GameController(RULES, state.config, 0, base=state, store=window.store)
    window._open_session(controller)
    t = table_of(window)
    t.review_ms = 0
    t.late_press_ms = 0
    return controller


def table_of(window: Any) -> TelmaTable:
    ui = window.game_ui
    assert isinstance(ui, TelmaUI)
    return ui.table


def press(window: Any, key: int, ts: int = 0) -> None:
    """A key press through the real window (the shell's KeyFilter), stamped ``ts`` like the OS would."""
    event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)
    event.setTimestamp(ts)
    QApplication.sendEvent(window.game_ui.table_widget().viewport(), event)


def table(controller: GameController) -> dict[str, Any]:
    return dict(controller.view(Viewer.TABLE))


def wait_settled(qtbot: Any, controller: GameController) -> None:
    qtbot.waitUntil(lambda: table(controller)["phase"] != "contest", timeout=3000)


def contest_state(**options: Any) -> Any:
    # Anna reveals anchor-2 onto the table where Bruno shows anchor-1: a pair contest
    return make_state([["anchor-2", "teapot-1"], ["kite-2"], ["cactus-2"]], faceup=[[], ["anchor-1"], ["snail-1"]],
                      options=options)


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
    drive = TableDriver(window, qtbot)
    t = table_of(window)
    assert not window.page.gate.isVisible()  # Telma never needs the hand-off gate
    assert t.setup.isVisible()
    rows = t.setup.rows
    rows[0].edit.setFocus()
    QTest.keyClicks(rows[0].edit, "teapot")  # typing a buzzer letter (P) goes into the box
    QTest.keyClick(rows[0].edit, K.Key_Return)
    assert table(controller)["players"][0]["nickname"]["noun"] == "teapot"
    rows[1].edit.setText("Teapot")
    t.nickname_edited(1)
    assert table(controller)["players"][1]["nickname"]["noun"] is None  # refused: nouns must differ
    assert "already chose" in window.messages[-1]
    rows[1].edit.setText("lantern")
    # change Carla's key to K, then take Anna's Q: the two swap
    drive.click_key("change:2")
    assert t.assigning == 2
    press(window, K.Key_K)
    assert chr(t.keys[2]) == "K" and t.assigning is None
    drive.click_key("change:2")
    press(window, K.Key_Q)
    assert [chr(k) for k in t.keys] == ["K", "P", "Q"]
    assert t.settings.get_json("telma/buzzer_keys", [])[:3] == t.keys
    assert t.stations[0].buzzer.key_text == "K"
    drive.click_key("button:start")  # Carla's box is empty: it gets a suggestion, in view
    assert table(controller)["phase"] == "nicknames"
    suggested = rows[2].edit.text()
    assert suggested and table(controller)["players"][2]["nickname"]["noun"] == suggested
    assert "Carla got a suggestion" in t.setup.news.text
    drive.click_key("button:start")
    view = table(controller)
    assert view["phase"] == "reveal"
    assert view["players"][1]["nickname"]["noun"] == "lantern"
    assert view["players"][2]["nickname"]["noun"] == suggested
    assert not t.setup.isVisible()
    # nicknames are hidden in play, and the boxes forgot them
    shown = everything_shown(window)
    assert "teapot" not in shown and "lantern" not in shown
    assert not any(row.edit.text() for row in rows)


def test_a_key_test_on_the_setup_panel_lights_the_row(window: Any) -> None:
    window.start_game("telma", default_players(3), "standard", {}, seed=1)
    t = table_of(window)
    press(window, K.Key_P)
    assert t.setup.rows[1].flash_bg.model.fill != t.setup.rows[0].flash_bg.model.fill


def test_reveal_with_the_active_players_key_only(window: Any) -> None:
    state = make_state([["anchor-1", "kite-1"], ["cactus-1"], ["snail-1"]])
    controller = open_state(window, state)
    t = table_of(window)
    assert t.stations[0].buzzer.lit
    press(window, K.Key_P)  # Bruno is not active: nothing happens, the rules' reason, short, on his station
    assert table(controller)["players"][1]["face_up"] == 0
    assert t.stations[1].flash.isVisible() and t.stations[1].flash.text == "Not your turn"
    QTest.keyClick(window.game_ui.table_widget().viewport(), K.Key_Q)
    view = table(controller)
    assert view["players"][0]["top"]["id"] == "anchor-1"
    assert view["turn"] == 1
    assert t.stations[1].buzzer.lit and not t.stations[0].buzzer.lit
    assert t.stations[0].top.face is not None and t.stations[0].top.face.id == "anchor-1"
    assert "Bruno reveals" in t.headline.text


def test_tapping_the_round_button_is_pressing_the_key(window: Any, qtbot: Any) -> None:
    controller = open_state(window, make_state([["anchor-1"], ["cactus-1"], ["snail-1"]]))
    TableDriver(window, qtbot).click_key("buzzer:0")
    assert table(controller)["players"][0]["face_up"] == 1


# ------------------------------------------------------------------ contests
def test_a_pair_contest_goes_by_event_timestamps_not_by_handling_order(window: Any, qtbot: Any) -> None:
    controller = open_state(window, contest_state())
    t = table_of(window)
    press(window, K.Key_Q, ts=1000)
    view = table(controller)
    assert view["phase"] == "contest" and view["contest"]["participants"] == [0, 1]
    assert t.stations[0].glowing and t.stations[1].glowing
    assert t.stations[2].opacity() < 1  # not in it: calm
    assert t.stations[0].top.highlighted and t.stations[1].top.highlighted
    assert "Anna vs Bruno" in t.headline.text
    t.review_ms = 60_000  # keep the result open to look at it
    # Bruno's press is handled first, but Anna's key event is stamped 300 ms earlier
    press(window, K.Key_P, ts=5300)
    press(window, K.Key_Q, ts=5000)
    calls = table(controller)["contest"]["calls"]
    times = {c["seat"]: c["t_ms"] for c in calls}
    assert times[1] - times[0] == 300
    qtbot.waitUntil(t.review_open, timeout=2000)
    t.tick()
    assert t.preview.isVisible() and t.preview.text == "Bruno takes the cards"
    press(window, K.Key_Space)  # the table confirms at once
    view = table(controller)
    assert view["phase"] == "reveal"
    assert view["last_contest"]["takers"] == [1]
    assert view["players"][1]["pile"] == 1 + 3  # kite-2 plus the three revealed cards
    assert view["turn"] == 1


def test_a_second_press_of_a_caller_is_explained_by_the_rules(window: Any) -> None:
    controller = open_state(window, contest_state())
    t = table_of(window)
    t.review_ms = 60_000
    press(window, K.Key_Q, ts=1000)
    press(window, K.Key_Q, ts=2000)
    press(window, K.Key_Q, ts=2100)  # already called: the buzz template is gone, why_not says why
    assert len(table(controller)["contest"]["calls"]) == 1
    assert t.stations[0].flash.text == "Already called"


def test_calls_within_the_tie_window_split_the_cards(window: Any, qtbot: Any) -> None:
    controller = open_state(window, contest_state())
    press(window, K.Key_Q, ts=1000)
    press(window, K.Key_Q, ts=2000)  # Anna finished first...
    press(window, K.Key_P, ts=2120)  # ...Bruno 120 ms later: inside the 200 ms window
    wait_settled(qtbot, controller)
    last = table(controller)["last_contest"]
    assert last["outcome"] == "tie" and last["takers"] == [0, 1]
    assert last["to_centre"] == 1  # three cards, two players: one waits in the centre
    assert table_of(window).centre_card.isVisible()


def test_the_table_rejects_a_wrong_nickname_then_the_other_call_counts(window: Any, qtbot: Any) -> None:
    controller = open_state(window, contest_state())
    drive = TableDriver(window, qtbot)
    t = table_of(window)
    t.review_ms = 60_000
    press(window, K.Key_Q, ts=1000)
    press(window, K.Key_Q, ts=2000)
    assert [k for k in drive.clickable_keys() if str(k).startswith("wrong:") and shown(drive.item(k))] \
        == ["wrong:0"]
    drive.click_key("wrong:0")
    contest = table(controller)["contest"]
    assert contest["calls"][0]["rejected"] and contest["settle_from_ms"] is None
    assert t.chips[0].text == "Anna: wrong" and not shown(drive.item("wrong:0"))
    t.review_ms = 0
    press(window, K.Key_P, ts=2600)  # Bruno says Anna's nickname right
    wait_settled(qtbot, controller)
    assert table(controller)["last_contest"]["takers"] == [0]


def test_it_was_a_tie_button_declares_the_only_tie_at_once(window: Any, qtbot: Any) -> None:
    controller = open_state(window, contest_state())
    press(window, K.Key_Q, ts=1000)
    TableDriver(window, qtbot).click_key("button:tie")
    last = table(controller)["last_contest"]
    assert last["outcome"] == "tie" and last["takers"] == [0, 1]


def test_presses_from_players_outside_the_contest_change_nothing(window: Any) -> None:
    controller = open_state(window, contest_state())
    press(window, K.Key_Q, ts=1000)
    press(window, K.Key_Z, ts=1500)
    assert table(controller)["contest"]["calls"] == []
    assert table_of(window).stations[2].flash.text == "Not in this contest"


def test_highlight_off_does_not_mark_who_is_in_the_contest(window: Any) -> None:
    controller = open_state(window, contest_state(), contest_highlight=False)
    t = table_of(window)
    press(window, K.Key_Q, ts=1000)
    assert table(controller)["phase"] == "contest"
    assert t.headline.text == "CONTEST!"
    assert not any(st.glowing or st.top.highlighted or st.opacity() < 1 for st in t.stations)


def test_three_way_contest_press_then_pick_whose_nickname(window: Any, qtbot: Any) -> None:
    # Anna reveals anchor+kite: Bruno shows an anchor, Carla a kite
    state = make_state([["anchor+kite", "teapot-1"], ["cactus-2"], ["snail-2"]],
                       faceup=[[], ["anchor-1"], ["kite-1"]])
    controller = open_state(window, state)
    drive = TableDriver(window, qtbot)
    t = table_of(window)
    t.review_ms = 60_000
    press(window, K.Key_Q, ts=1000)
    assert table(controller)["contest"]["kind"] == "triple"
    press(window, K.Key_Z, ts=1500)  # a press by mistake: cancelled on the picker
    assert t.pick_panel.isVisible() and not shown(t.tie_button)
    drive.click_key("cancel:2")
    assert not t.pick_panel.isVisible() and shown(t.tie_button) and not t.pending
    press(window, K.Key_Z, ts=2000)  # Carla finished first; she may only name Anna
    assert t.pick_panel.isVisible() and table(controller)["contest"]["calls"] == []
    assert [b.text for b in t.pick_rows[2].bar.buttons] == ["Anna"]
    press(window, K.Key_Q, ts=2050)  # Anna too; she may name Bruno or Carla
    assert [b.text for b in t.pick_rows[0].bar.buttons] == ["Bruno", "Carla"]
    drive.click_key("named:0:1")
    drive.click_key("named:2:0")
    assert not t.pick_panel.isVisible()
    calls = {c["seat"]: (c["named"], c["t_ms"]) for c in table(controller)["contest"]["calls"]}
    assert calls[2][0] == 0 and calls[0][0] == 1 and calls[0][1] - calls[2][1] == 50
    qtbot.waitUntil(t.review_open, timeout=2000)
    t.tick()
    assert t.preview.text == "Tie: Anna and Bruno"
    drive.click_key("button:ok")
    assert table(controller)["last_contest"]["takers"] == [0, 1]


def test_the_surto_everyone_calls_and_the_tie_picker_chooses_who_tied(window: Any, qtbot: Any) -> None:
    state = make_state([["surto", "teapot-1"], ["cactus-2"], ["snail-2"], ["crown-2"]],
                       faceup=[[], ["anchor-1"], ["kite-1"], []])
    controller = open_state(window, state)
    drive = TableDriver(window, qtbot)
    t = table_of(window)
    t.review_ms = 60_000
    press(window, K.Key_Q, ts=1000)
    view = table(controller)
    assert view["contest"]["kind"] == "surto" and view["contest"]["participants"] == [0, 1, 2, 3]
    assert "SURTO" in t.headline.text
    assert all(st.glowing for st in t.stations)
    press(window, K.Key_M, ts=3000)
    assert [b.text for b in t.pick_rows[3].bar.buttons] == ["Anna", "Bruno", "Carla"]  # nobody names themselves
    drive.click_key("named:3:2")
    # the table agrees Carla and Bruno were said together
    drive.click_key("button:tie")
    assert t.tie_panel.isVisible() and t.tie_choice == set()
    assert not drive.item("button:split").enabled  # the rules need two or more players for a tie
    drive.click_key("tie:1")
    drive.click_key("tie:2")
    assert t.tie_choice == {1, 2} and drive.item("tie:2").text == "✓ Carla"
    drive.click_key("button:split")
    last = table(controller)["last_contest"]
    assert last["outcome"] == "tie" and last["takers"] == [1, 2]


def test_a_press_just_after_a_contest_is_a_late_call_not_a_reveal(window: Any, qtbot: Any) -> None:
    controller = open_state(window, contest_state())
    t = table_of(window)
    t.late_press_ms = 60_000
    press(window, K.Key_Q, ts=1000)
    press(window, K.Key_Q, ts=2000)
    wait_settled(qtbot, controller)
    assert table(controller)["turn"] == 1
    press(window, K.Key_P)  # Bruno lost and shouts late: his card stays down
    assert table(controller)["players"][1]["face_up"] == 0
    assert t.stations[1].flash.text == "Too late!"
    t.late_press_ms = 0
    press(window, K.Key_P)
    assert table(controller)["players"][1]["face_up"] == 1


def test_show_nicknames_button_peeks_then_hides(window: Any, qtbot: Any) -> None:
    controller = open_state(window, contest_state())
    t = table_of(window)
    full = table(controller)["players"][0]["nickname"]["full"]
    assert full and full not in everything_shown(window)
    TableDriver(window, qtbot).click_key("button:peek")
    assert t.stations[0].nickname.isVisible() and t.stations[0].nickname.text == full
    assert t.peek_button.text == "Hide nicknames"
    t.peek_timer.timeout.emit()
    assert not t.stations[0].nickname.isVisible() and t.stations[0].nickname.text == ""


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
    t = table_of(window)
    rects = [st.sceneBoundingRect().adjusted(12, 12, -12, -12) for st in t.stations]
    for i, a in enumerate(rects):
        assert a.left() >= 0 and a.right() <= 1920 and a.top() >= 0 and a.bottom() <= 1080
        for b in rects[i + 1:]:
            assert not a.intersects(b)
    assert t.headline.sceneBoundingRect().top() > max(r.bottom() for r in rects[: (n + 1) // 2])


def test_animations_run_and_finish_with_motion_on(window: Any) -> None:
    from gamesuite.ui.scene.animation import set_reduce_motion

    controller = open_state(window, contest_state())
    t = table_of(window)
    set_reduce_motion(False)
    try:
        press(window, K.Key_Q, ts=1000)  # the reveal flips over from the pile
        top = t.stations[0].top
        assert top.pos() != t.stations[0].top_anchor
        window.game_ui.finish_animations()
        assert top.pos() == t.stations[0].top_anchor and top.scale() == 1.0 and top.face_up
        controller.submit(Action("declare_tie", seats=[0, 1]))
        assert t.flying()  # face-up cards slide to the tied players' piles
        window.game_ui.finish_animations()
        assert not t.flying()
    finally:
        set_reduce_motion(True)


def test_a_refresh_with_nothing_new_repaints_nothing_and_starts_no_animation(window: Any) -> None:
    from gamesuite.ui.scene.animation import _running, set_reduce_motion

    open_state(window, contest_state())
    t = table_of(window)
    press(window, K.Key_Q, ts=1000)  # a contest, nobody has called yet
    window.game_ui.finish_animations()
    QApplication.processEvents()
    changed: list[Any] = []
    t.scene.changed.connect(changed.append)

    def running() -> list[Any]:  # earlier tests' animations may be deleted already
        return [a for a in list(_running) if isValid(a) and a.state() == a.State.Running]

    before = running()
    set_reduce_motion(False)
    try:
        model = t.model
        window.game_ui.refresh([])
        QApplication.processEvents()
        assert t.model == model
    finally:
        set_reduce_motion(True)
    assert changed == []
    assert running() == before


# ------------------------------------------------------------------ issue #14
def test_item9_the_end_screen_keeps_names_as_typed(window: Any) -> None:
    """'Round 2: Papà', never 'round 2: papà' (the end screen once lower-cased every name)."""
    names = ["Anna", "Papà", MARKUP]
    controller = open_state(window, make_state([["anchor-1"], ["kite-1"], ["cactus-1"]]), names=names)
    # a match just over (set by hand: playing one out takes too long here), on a copy: states are replaced, never
    # mutated (the controller keeps what the rules said of a state while it stands)
    state = copy.copy(controller.state)
    state.phase, state.turn, state.winners = "over", None, [1]
    state.round_winners, state.scores = [[2], [1], [1]], [0, 3, 1]
    state._legal = None
    controller.state = state
    window.game_ui.refresh([])
    note = table_of(window).note.text
    assert note.startswith(f"Round 1: {MARKUP} · Round 2: Papà · Round 3: Papà")
    assert table_of(window).headline.text == "Papà wins the match!"


def test_item8_names_with_markup_and_ampersands_are_shown_as_typed(window: Any, qtbot: Any) -> None:
    """Plain text everywhere: '&' is no mnemonic and '<b>' no markup, on the table, the pickers and the setup."""
    names = [MARKUP, "Bruno & Co", "Carla"]
    state = make_state([["anchor+kite", "teapot-1"], ["cactus-2"], ["snail-2"]], faceup=[[], ["anchor-1"], ["kite-1"]])
    controller = open_state(window, state, names=names)
    t = table_of(window)
    assert t.headline.text == f"{MARKUP} reveals" and window.status.text() == f"Round 1: {MARKUP} reveals (key Q)."
    press(window, K.Key_Q, ts=1000)  # a three-way contest: the picker names players on buttons
    press(window, K.Key_Q, ts=1500)
    assert [b.text for b in t.pick_rows[0].bar.buttons] == ["Bruno & Co", "Carla"]
    assert t.pick_rows[0].label.text == f"{MARKUP} said:"
    with record_painted_text() as painted:
        window.grab()
    assert f"THREE-WAY: {MARKUP} vs Bruno & Co and Carla" in painted
    assert "Bruno & Co" in painted and not any("&&" in text for text in painted)
    TableDriver(window, qtbot).click_key("named:0:1")
    assert table(controller)["contest"]["calls"][0]["named"] == 1
    assert t.chips[0].text == f"{MARKUP} → Bruno & Co"
    # the setup panel of a new game shows the names as typed too
    players = [dataclasses.replace(p, name=n) for p, n in zip(default_players(3), names, strict=True)]
    window.start_game("telma", players, "standard", {}, seed=1)
    assert [row.name_label.text for row in table_of(window).setup.rows] == names


def test_item10_keys_reach_telma_only_through_key_pressed(window: Any, qtbot: Any) -> None:
    """Every key Telma uses goes through ``key_pressed`` (the shell calls it only for the table with no
    dialog open): buzzers, Space, and Esc, which now cancels a half-made choice; other keys pass on."""
    state = make_state([["surto", "teapot-1"], ["cactus-2"], ["snail-2"], ["crown-2"]],
                       faceup=[[], ["anchor-1"], ["kite-1"], []])
    controller = open_state(window, state)
    t = table_of(window)
    ui = window.game_ui
    press(window, K.Key_Q, ts=1000)
    press(window, K.Key_M, ts=2000)
    assert t.pending and t.pick_panel.isVisible()
    assert ui.key_pressed(K.Key_Escape.value, 0)  # Esc: that press was a mistake
    assert not t.pending and not t.pick_panel.isVisible()
    TableDriver(window, qtbot).click_key("button:tie")
    assert t.tie_panel.isVisible()
    press(window, K.Key_Escape)  # through the window: Esc closes the tie picker
    assert t.tie_choice is None and not t.tie_panel.isVisible()
    assert not ui.key_pressed(K.Key_Escape.value, 0)  # nothing left to cancel: the key passes on
    assert not ui.key_pressed(K.Key_F5.value, 0) and not ui.key_pressed(K.Key_X.value, 0)
    # with a dialog open the shell does not forward keys: a buzzer press changes nothing
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
    press(window, K.Key_P, ts=3000)
    dialog.close()
    assert table(controller)["contest"]["calls"] == []


def test_telma_has_no_private_step(window: Any) -> None:
    """Issue #14 item 5: no gate ever, so no gate line to write (gate_purpose stays empty)."""
    controller = window.start_game("telma", default_players(3), "standard", {}, seed=4)
    from gamesuite.rules.core import Rng

    rng = Rng(4)
    for _ in range(80):
        if controller.is_over():
            break
        controller.submit(RULES.random_action(controller.state, rng))
        assert window.game_ui.private_viewer() is None and not window.page.gate.isVisible()
    assert window.game_ui.gate_purpose(Viewer.of_seat(0)) == ""


def test_a_buzzer_turning_clickable_is_not_drawn_again(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """At a round's start and end every buzzer turns clickable or not: its picture does not show it (the cursor
    does), so nothing is drawn again."""
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    from gamesuite.ui.telma.items import BuzzerItem

    painted: list[object] = []
    inner = BuzzerItem.paint
    monkeypatch.setattr(BuzzerItem, "paint", lambda self, *a: (painted.append(self), inner(self, *a))[1])
    scene = QGraphicsScene(0, 0, 300, 300)
    buzzer = BuzzerItem(0, 60, "#c0392b")
    buzzer.apply("A")
    buzzer.setPos(150, 150)
    scene.addItem(buzzer)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    QApplication.processEvents()
    view.grab()
    assert painted == [buzzer]
    painted.clear()
    buzzer.set_state(clickable=True)
    QApplication.processEvents()
    view.grab()
    assert painted == [] and buzzer.clickable
    assert buzzer.cursor().shape() == Qt.CursorShape.PointingHandCursor
    buzzer.apply("B")  # a new key is drawn
    QApplication.processEvents()
    view.grab()
    assert painted == [buzzer]
