"""The Ciak! table in the real window: launcher and saves, the gate and the open hand, choosing by clicks,
explanations, Esc, auto-pass, computer seats off the UI thread at the table's pace, previews, menus."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gamesuite.rules.core import Action, Rng, Viewer
from gamesuite.ui.ciak import CiakUI
from gamesuite.ui.ciak import presenter as P
from gamesuite.ui.ciak.items import CiakCardItem
from gamesuite.ui.main_window import has_table_screen
from tests.ui.pointer import hover
from tests.ui.test_ciak_support import Family, check_canary, players


def advance(window: Any, until: Callable[[Any], bool], seed: int = 1, limit: int = 3000) -> None:
    """Random legal moves through the controller until ``until(table view)`` holds (setting a scene up)."""
    c = window.controller
    rng = Rng(seed)
    for _ in range(limit):
        if until(c.view(Viewer.TABLE)):
            return
        assert not c.is_over(), "the game ended before the wanted moment"
        c.submit(c.rules.random_action(c.state, rng))
    raise AssertionError("the wanted moment never came")


def own_main_phase(view: Any) -> bool:
    d = view["decision"]
    return d["kind"] == "priority" and d["seat"] == view["active"] and view["phase"] == 2 and not view["stack"]


def open_hand(fam: Family) -> int:
    """Click "Look at my hand" for whoever holds priority and pass the gate; returns the seat."""
    _kind, seat = fam.ui.decision()
    fam.click_key(P.LOOK)
    assert fam.driver.gate_up()
    assert fam.ui.table.scene.keyed("zone:tray").items == [], "a hand exists behind the gate"
    fam.driver.confirm_gate()
    assert fam.ui.shown_seat() == seat
    return seat


def test_the_launcher_offers_ciak(window) -> None:  # noqa: ANN001
    assert has_table_screen("ciak")
    assert window.launcher.tiles["ciak"].available


def test_a_saved_game_continues_into_the_table_with_its_computer_seats(window, qtbot) -> None:  # noqa: ANN001
    window.start_game("ciak", players(3, {2: "easy"}), "massacre", seed=4)
    ui = window.game_ui
    assert isinstance(ui, CiakUI)
    ui.runner.paused = True
    c = window.controller
    rng = Rng(2)
    for _ in range(40):
        c.submit(c.rules.random_action(c.state, rng))
    turn = c.view(Viewer.TABLE)["turn"]
    window.end_session()
    window.continue_last()
    again = window.game_ui
    assert isinstance(again, CiakUI), type(again).__name__
    assert again.table.phase_bar.model.turn == turn
    assert window.controller.config.players[2].bot == "easy" and again.bot_of == [None, None, "easy"]
    assert len(window.controller.actions) == 40


def _open_and_play(window: Any, qtbot: Any) -> tuple[Family, int]:
    window.start_game("ciak", players(3), "massacre", {"starting_millions": 4}, seed=8)
    fam = Family(window, qtbot, seed=1)
    ui = fam.ui
    assert ui.table.scene.keyed("zone:tray").items == []
    assert {P.PASS, P.LOOK} <= fam.buttons()
    seat = open_hand(fam)
    hand = window.controller.view(Viewer.of_seat(seat))["hand"]
    tray = ui.table.scene.keyed("zone:tray")
    assert [i.key for i in tray.items] == [f"card:{c['uid']}" for c in hand]
    assert ui.table.tray_frame.isVisible() and P.HIDE in fam.buttons()
    check_canary(window)
    plays = [a for a in window.controller.legal_actions(seat=seat) if a.kind == "play"]
    assert plays, "the active player has nothing to play at this seed"
    for key in ui.keybook.keys_of(plays[0])[:1]:
        assert ui.table.scene.keyed(key).highlighted, "a legal card of the hand is not marked"
    fam.play(plays[0])  # a card goes on the stack: the next player answers
    return fam, seat


def test_the_hand_closes_when_another_person_must_look_at_the_table(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    window.settings.set_bool("ciak/answer_aloud", False)
    fam, seat = _open_and_play(window, qtbot)
    ui = fam.ui
    _kind, now = ui.decision()
    assert now != seat and ui.shown_seat() is None and ui.table.scene.keyed("zone:tray").items == []
    assert not window.page.gate.isVisible() and {P.PASS, P.LOOK, P.AUTOPASS} <= fam.buttons()
    check_canary(window)


def test_others_answer_aloud_while_a_hand_is_open(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    fam, seat = _open_and_play(window, qtbot)
    ui = fam.ui
    _kind, now = ui.decision()
    assert now != seat and ui.shown_seat() == seat, "the hand stays open while the next player answers aloud"
    assert fam.buttons() == {P.PASS, P.ANSWER, P.HIDE} and "aloud" in ui.table.prompt_title.text
    fam.click_key(P.PASS)  # "no response", said aloud
    _kind, after = ui.decision()
    assert after not in (seat, now) and ui.shown_seat() == seat
    fam.click_key(P.ANSWER)  # "I want to answer": the open hand closes, this player looks at the table
    assert ui.shown_seat() is None and ui.table.scene.keyed("zone:tray").items == []
    assert {P.PASS, P.LOOK} <= fam.buttons() and ui.decision()[1] == after
    check_canary(window)
    fam.click_key(P.LOOK)
    assert window.page.gate.isVisible() and window.page.gate.name == window.controller.config.players[after].name


def test_hide_my_hand_closes_it_and_the_next_look_is_a_new_hand_off(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    window.start_game("ciak", players(2), "massacre", seed=3)
    fam = Family(window, qtbot)
    open_hand(fam)
    fam.click_key(P.HIDE)
    assert fam.ui.shown_seat() is None and fam.ui.table.scene.keyed("zone:tray").items == []
    assert not window.page.gate.isVisible() and P.LOOK in fam.buttons()
    fam.click_key(P.LOOK)
    assert window.page.gate.isVisible()


def test_a_card_that_cannot_be_played_says_why(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    window.start_game("ciak", players(2), "massacre", seed=6)
    c = window.controller
    advance(window, lambda v: own_main_phase(v) and any(
        not any(a.kind == "play" and a["card"] == h["uid"] for a in c.legal_actions())
        for h in c.view(Viewer.of_seat(v["active"]))["hand"]))
    fam = Family(window, qtbot)
    seat = open_hand(fam)
    legal_cards = {a["card"] for a in c.legal_actions(seat=seat) if a.kind == "play"}
    stuck = next(h for h in c.view(Viewer.of_seat(seat))["hand"] if h["uid"] not in legal_cards)
    before = len(c.actions)
    fam.click_key(f"card:{stuck['uid']}")
    assert len(c.actions) == before
    reason = c.why_not(Action("play", seat, card=stuck["uid"]))
    assert reason and window.page.toast_label.isVisible() and window.page.toast_label.text() == reason


def test_choosing_marks_the_targets_dims_the_rest_and_esc_cancels(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    window.start_game("ciak", players(2), "massacre", {"starting_millions": 6}, seed=2)
    c = window.controller
    advance(window, lambda v: own_main_phase(v) and any(
        a.kind == "play" and a.get("target") is not None for a in c.legal_actions()), seed=4)
    fam = Family(window, qtbot)
    seat = open_hand(fam)
    ui = fam.ui
    action = next(a for a in c.legal_actions(seat=seat) if a.kind == "play" and a.get("target") is not None)
    first = ui.keybook.keys_of(action)[0]
    fam.click_key(first)
    assert ui.picker.chosen() == (first,)
    targets = {ui.keybook.keys_of(a)[1] for a in c.legal_actions(seat=seat) if ui.keybook.keys_of(a)[0] == first}
    for item in ui.table.pickable_items():
        key = str(item.key)
        if key in targets:
            assert item.highlighted and item.clickable and not item.dimmed
        elif key != first:
            assert item.dimmed, key
    assert P.CANCEL in fam.buttons() and "target" in ui.table.prompt_hint.text
    qtbot.keyClick(ui.table_widget(), Qt.Key.Key_Escape)
    assert ui.picker.chosen() == () and not any(i.dimmed for i in ui.table.pickable_items())
    fam.play(action)  # and the whole choice by clicks
    assert c.actions[-1] == action


def test_auto_pass_is_public_and_lasts_until_that_player_s_turn(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    window.start_game("ciak", players(3), "massacre", seed=5)
    c = window.controller
    ui: CiakUI = window.game_ui
    ui.runner.paused = True
    advance(window, lambda v: v["decision"]["kind"] == "priority" and v["decision"]["seat"] != v["active"])
    _kind, seat = ui.decision()
    fam = Family(window, qtbot)
    fam.click_key(P.AUTOPASS)
    assert seat in ui.autopass and ui.table.frames[seat].model.autopass
    assert ui.table.autopass_buttons[seat].isVisible()  # anybody can see it, and switch it off
    assert ui.automatic() == (seat, "autopass")
    assert ui.table.prompt_title.text.endswith("is deciding…")
    passes = 0
    while c.view(Viewer.TABLE)["active"] != seat:
        if ui.automatic() is not None:
            kind, who = ui.automatic()[1], ui.automatic()[0]
            if who == seat:
                assert kind == "autopass"
                passes += 1
            ui.runner.run_pending(limit=1)
        else:
            legal = c.legal_actions()
            c.submit(next((a for a in legal if a.kind in ("pass", "no_attack")), legal[0]))
    assert passes >= 1
    assert seat not in ui.autopass and not ui.table.frames[seat].model.autopass


def test_computer_seats_decide_off_the_ui_thread_at_one_pace(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    from gamesuite.ui.ciak import seats

    threads: list[str] = []
    real = seats.decide

    def spy(*args: Any) -> Action:
        threads.append(threading.current_thread().name)
        return real(*args)

    monkeypatch.setattr(seats, "decide", spy)
    window.start_game("ciak", players(3, {0: "easy", 1: "normal", 2: "easy"}), "massacre", seed=3)
    ui: CiakUI = window.game_ui
    ui.runner.pace_ms = lambda: 20
    intervals: list[int] = []
    start = ui.runner.timer.start

    def record(ms: int) -> None:
        intervals.append(ms)
        start(ms)

    monkeypatch.setattr(ui.runner.timer, "start", record)
    kinds: list[str] = []
    window.controller.state_did_change.connect(lambda events: kinds.extend(e.kind for e in events))
    ui.runner.poke()
    qtbot.waitUntil(lambda: ui.runner.decisions >= 25 or window.controller.is_over(), timeout=60_000)
    assert threads and all(t.startswith("ciak-bot") for t in threads)
    paced = [ms for ms in intervals if ms != seats.POLL_MS]
    assert paced and set(paced) == {20}, "a decision was shown after a different delay"
    assert "pass" in kinds and ("play" in kinds or "ability" in kinds)  # passes and plays, the same pace


def test_the_computer_speed_is_remembered(window, settings) -> None:  # noqa: ANN001
    window.start_game("ciak", players(2, {1: "easy"}), "massacre", seed=1)
    actions = {a.text(): a for a in window.menu_view.actions()}
    actions["Computer players: fast"].trigger()
    assert settings.get_json("ciak/computer_speed", "") == "fast"
    window.start_game("ciak", players(2, {1: "easy"}), "massacre", seed=1)
    ui = window.game_ui
    assert ui.speed == "fast" and ui.pace_ms() < ui_pace("normal")
    checked = [a.text() for a in window.menu_view.actions() if a.isCheckable() and a.isChecked()
               and a.text().startswith("Computer")]
    assert checked == ["Computer players: fast"]


def ui_pace(speed: str) -> int:
    from gamesuite.ui.ciak.seats import SPEEDS

    return SPEEDS[speed][1]


def test_pointing_at_a_card_shows_it_large_and_arrows_walk_the_cards(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    window.start_game("ciak", players(2), "massacre", {"starting_millions": 6}, seed=2)
    advance(window, lambda v: sum(len(p["cast"]) for p in v["players"]) >= 2)
    ui: CiakUI = window.game_ui
    ui.finish_animations()
    view = ui.table_widget()
    cards = [i for i in ui.table.pickable_items() if isinstance(i, CiakCardItem) and i.model is not None]
    assert cards
    for item in cards:
        hover(qtbot, view, view.mapFromScene(item.sceneBoundingRect().center()),
              lambda item=item: ui.table.preview.isVisible() and ui.table.preview.model == item.key)
        assert not ui.table.preview.sceneBoundingRect().contains(item.sceneBoundingRect().center())
    back = ui.table.scene.keyed("back:0:0")
    qtbot.mouseMove(view.viewport(), view.mapFromScene(back.sceneBoundingRect().center()))
    assert not ui.table.preview.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert ui.table.preview.isVisible()
    first = ui.table.preview.model
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert ui.table.preview.model != first


def test_the_preview_of_a_hand_card_goes_when_the_hand_closes(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    window.start_game("ciak", players(2), "massacre", seed=3)
    fam = Family(window, qtbot)
    open_hand(fam)
    ui = fam.ui
    card = ui.table.scene.keyed("zone:tray").items[0]
    view = ui.table_widget()
    hover(qtbot, view, view.mapFromScene(card.sceneBoundingRect().center()), lambda: ui.table.preview.model == card.key)
    fam.click_key(P.HIDE)
    assert not ui.table.preview.isVisible()
    check_canary(window)


def test_the_card_gallery_is_in_the_help_menu(window) -> None:  # noqa: ANN001
    window.start_game("ciak", players(2), "massacre", seed=1)
    action = next(a for a in window.menu_help.actions() if a.text() == "Ciak! card gallery…")
    action.trigger()
    from gamesuite.ui.ciak.gallery import CiakGallery

    galleries = window.findChildren(CiakGallery)
    assert galleries and galleries[0].isVisible()
    galleries[0].close()


def test_dominion_gives_the_first_seat_the_boss(window) -> None:  # noqa: ANN001
    window.start_game("ciak", players(4, {2: "easy"}), "dominion", seed=1)
    m = window.game_ui.table.model
    assert m.seats[0].company is not None and m.seats[0].company.boss
    assert m.seats[0].team == "Boss" and {s.team for s in m.seats[1:]} == {"Coalition"}
    assert m.phase.active == 0


@pytest.mark.parametrize(("n", "points"), [(3, 8), (4, 16)])
def test_the_boss_shows_the_dominion_points_of_the_player_count(window, n: int, points: int) -> None:  # noqa: ANN001
    window.start_game("ciak", players(n, {0: "easy"}), "dominion", seed=1)
    boss = window.game_ui.table.model.seats[0].company
    assert boss is not None and boss.boss and (boss.dominion, boss.printed) == (points, points)


def test_the_rules_reference_covers_every_option_and_fixed_choice() -> None:
    from gamesuite.rules.ciak.spec import OPTIONS
    from gamesuite.ui.main_window import rules_markdown

    text = rules_markdown("ciak")
    for opt in OPTIONS:
        assert opt.title in text and opt.description in text, opt.id
        for _value, label in opt.choices:
            assert label in text, (opt.id, label)
    for fixed in ("all *die*", "the stack is discarded", "attack only the boss", "cannot be cancelled",
                  "keep resolving after their source leaves play", "the character it sacrifices as its cost",
                  "item still goes to the discard pile", "phase 3 ends at once"):
        assert fixed in text.replace("\n  ", " ").replace("\n", " "), fixed


def test_the_help_menu_explains_the_table(window) -> None:  # noqa: ANN001
    from PySide6.QtWidgets import QLabel

    window.start_game("ciak", players(2), "massacre", seed=1)
    action = next(a for a in window.menu_help.actions() if a.text() == "Ciak! at the table…")
    action.trigger()
    label = window.findChild(QLabel, "ciakTableHelp")
    assert label is not None and label.isVisible() and "Look at my hand" in label.text()
    label.window().close()


def test_pointing_at_a_studio_of_the_map_shows_its_company(window, qtbot) -> None:  # noqa: ANN001
    window.start_game("ciak", players(3), "massacre", seed=2)
    ui: CiakUI = window.game_ui
    view = ui.table_widget()
    lmap = ui.table.map
    own = ui.table.model.seats[0].company
    assert own is not None
    for cid in (own.id, "wall_disny" if own.id != "wall_disny" else "pixel"):
        rect = lmap.mapRectToScene(lmap.studio_rect(cid))
        qtbot.mouseMove(view.viewport(), view.mapFromScene(rect.center()))
        assert ui.table.preview.isVisible() and ui.table.preview.model == f"studio:{cid}"


def test_a_finished_game_is_freed(window, qtbot) -> None:  # noqa: ANN001
    import gc
    import weakref

    from tests.support.driver import flush

    window.start_game("ciak", players(3, {0: "easy", 1: "normal", 2: "easy"}), "massacre", seed=3)
    ui: CiakUI = window.game_ui
    runner = ui.runner
    runner.pace_ms = lambda: 5
    runner.poke()
    qtbot.waitUntil(lambda: window.game_ui.runner.decisions >= 3 or window.controller.is_over(), timeout=20_000)
    runner.poke()  # a decision may be under way when the game ends
    refs = [weakref.ref(window.controller), weakref.ref(ui), weakref.ref(ui.table.scene),
            weakref.ref(ui.runner)]
    del ui, runner
    window.start_game("ciak", players(2), "massacre", seed=1)
    for _ in range(3):
        flush()
        QApplication.processEvents()
        gc.collect()
    alive = [type(r()).__name__ for r in refs if r() is not None]
    assert alive == []
