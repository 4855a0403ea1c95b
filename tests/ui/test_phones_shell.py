"""Phone play in the shell (issue #19): a phone seat never gates, other seats still do; the phone strip;
the dialog's codes and releasing a seat; phone play ends with the game. Phones here are plain WebSocket
clients (tests/support/phones.py); the real page in a real browser is tests/ui/test_phones_browser.py."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtWidgets import QPushButton

from gamesuite.rules.core import Viewer
from gamesuite.rules.sim import default_players
from tests.support.driver import TableDriver, flush
from tests.support.phones import closed, join, pump, receive
from tests.ui.leaks import everything_shown

pytestmark = pytest.mark.filterwarnings("ignore:connect\\(\\) must be used:DeprecationWarning")


def start(window: Any, game: str = "quizclub", players: int = 4, seed: int = 7) -> Any:
    controller = window.start_game(game, default_players(players), seed=seed)
    assert controller is not None, window.messages
    controller.autosave = lambda: None
    window.phone_host = "127.0.0.1"
    window.phone_port = 0
    assert window.set_phone_play(True) is None
    assert window.phones is not None and window.phones.running
    return controller


def test_a_phone_seat_never_gates_and_the_others_still_do(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    controller = start(window)
    drv = TableDriver(window, qtbot)
    hub = window.phones
    viewer = window.game_ui.private_viewer()
    assert viewer is not None and viewer.kind == "seat"
    seat = viewer.seat
    flush()
    assert drv.gate_up()  # no phone yet: the hand-off gate as before
    ws, state = join(hub, seat)
    flush()
    assert not drv.gate_up() and window.page.private.panel is None and window.router.on_phone == viewer
    assert state["private_now"] and state["actions"]
    # nothing of the seat's hand is on the table screen while the phone holds it
    hand = [q["text"] for card in controller.view(viewer).get("hand", []) for q in card["questions"]]
    shown = everything_shown(window)
    assert hand and not [t for t in hand if t in shown]
    # the strip shows the seat's phone
    strip = window.page.phone_strip
    assert strip.isVisible() and strip.entries == [(controller.config.players[seat].name, True)]
    # the phone plays its move; every later private step of that seat goes to the phone too
    action = next(a for a in state["actions"] if a["seat"] == seat)
    ws.send(json.dumps({"type": "act", "v": state["v"], "action": action}))
    new = receive(ws)
    assert new["type"] == "state" and len(controller.actions) == 1
    flush()
    # the phone goes away: the seat stays held (no gate), the strip says so
    ws.close()
    pump(0.3)
    assert strip.entries == [(controller.config.players[seat].name, False)]
    if window.game_ui.private_viewer() == viewer:
        assert not drv.gate_up()
    # the host releases the seat: the gate comes back for it
    hub.release(seat)
    flush()
    assert not strip.isVisible()
    if window.game_ui.private_viewer() == viewer:
        assert drv.gate_up()


def test_the_dialog_shows_each_seat_code_and_releases_a_seat(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    start(window)
    hub = window.phones
    window.phone_dialog()
    dialog = window._phone_dialog
    assert dialog.on.isChecked()
    assert dialog.address.text() == hub.link(0) and not dialog.qr.pixmap().isNull()
    dialog.choose(2)
    assert dialog.address.text() == hub.link(2) and "#t=" + hub.tokens[2] in dialog.address.text()
    ws, _ = join(hub, 2)
    pump(0.1)
    release = dialog.findChild(QPushButton, "phoneRelease2")
    assert release is not None
    old = hub.tokens[2]
    TableDriver(None, qtbot).click(release)
    assert receive(ws)["type"] == "released" and closed(ws)
    assert hub.tokens[2] != old and dialog.address.text() == hub.link(2)
    # turning phone play off stops the server and forgets every token
    dialog.on.setChecked(False)
    assert window.phones is None and not hub.running and dialog.qr.text()
    dialog.close()


def test_phone_play_ends_with_the_game(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    start(window)
    hub = window.phones
    ws, _ = join(hub, 1)
    window.end_session()
    assert window.phones is None and not hub.running and closed(ws)
    assert not window.page.phone_strip.isVisible()


def test_the_director_role_follows_its_seat_to_the_phone(window, qtbot) -> None:  # noqa: ANN001
    """Telefilm: the seat that is Director gets the Director's view on its phone, and no cover/gate shows."""
    controller = start(window, "telefilm", 4, seed=5)
    hub = window.phones
    director = window.game_ui.director_seat()
    assert director is not None and Viewer.DIRECTOR in controller.waiting_for()
    ws, state = join(hub, director)
    assert state["viewer"] == "director" and "director_private" in state["view"]
    flush()
    assert window.router.on_phone == Viewer.DIRECTOR
    assert not window.page.gate.isVisible() and window.page.private.panel is None
    assert window.director.panel() is None and not window.director.covered()
    other, other_state = join(hub, (director + 1) % 4)
    assert other_state["viewer"] == f"seat:{(director + 1) % 4}" and "director_private" not in other_state["view"]


def test_without_chromium_the_browser_tests_skip_except_in_ci(monkeypatch) -> None:  # noqa: ANN001
    from tests.support import browser

    monkeypatch.setattr(browser.shutil, "which", lambda _name: None)
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="chromium"):
        browser.phone_browser()
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI needs"):
        browser.phone_browser()


def test_a_phone_follows_the_apps_language_mid_game_without_reconnecting(one_screen, qtbot) -> None:  # noqa: ANN001
    """Settings ▸ Language mid-game: each phone gets the page's words again in the new language, on the same
    connection (its seat, its token and the game stay as they are); later states stay small."""
    from gamesuite.ui import language

    window = one_screen
    controller = start(window, "telefilm", 4, seed=5)
    hub = window.phones
    ws, state = join(hub, 1)
    assert state["lang"] == "en" and state["words"]["Your hand"] == "Your hand"
    moves = len(controller.actions)
    try:
        window.set_language("it")
        new = receive(ws)
        assert new["type"] == "state" and new["seat"] == 1 and new["v"] > state["v"]
        assert new["lang"] == "it" and new["words"]["Your hand"] == "La tua mano"
        assert new["words"]["connected"] != "connected" and new["view"] == controller.view(Viewer.of_seat(1))
        ws.send(json.dumps({"type": "look"}))
        again = receive(ws)
        while "words" in again or again["v"] < new["v"]:  # a second push of the same change may be on its way
            assert again.get("lang", "it") == "it"
            again = receive(ws)
        assert "words" not in again and hub.connected(1) and len(hub.conns) == 1
        window.set_language("en")
        back = receive(ws)
        assert back["lang"] == "en" and back["words"]["Your hand"] == "Your hand"
    finally:
        language.apply("en")
    assert len(controller.actions) == moves and hub.connected(1) and 1 in hub.held


def test_a_star_on_a_phone_asking_for_her_hand_on_the_table_is_told_where_it_is(one_screen, qtbot) -> None:  # noqa: ANN001
    """Telefilm: Carla's seat is on her phone; a tap on her row's hand button does not open a gate for a view
    the table will never show: the table says her cards are on her phone, and nothing waits for a way back
    (the next private step, here the Director's, is placed as usual). Her phone can play the card."""
    from tests.ui.test_telefilm_family import BETS, CANARY, open_state, scenario, visible_keys

    window = one_screen
    d = TableDriver(window, qtbot)
    state = scenario(CANARY, 3, bets=BETS, stacks={"mix": [1, 2], "crime/vintage": [2], "drama/new": []},
                     specials={2: ["double", "call"]})
    controller = open_state(window, state)
    controller.autosave = lambda: None  # type: ignore[method-assign]
    window.phone_host, window.phone_port = "127.0.0.1", 0
    assert window.set_phone_play(True) is None
    ws, phone = join(window.phones, 2)
    flush()
    ui = window.game_ui
    before = ui.private_viewer()
    assert "button:hand:2" in visible_keys(d)
    d.click_key("button:hand:2")
    flush()
    toast = window.page.toast_label
    assert toast.isVisible() and toast.text() == "Carla's cards are on their phone."
    assert not d.gate_up() and window.page.private.panel is None
    assert ui.requested is None and ui.private_viewer() == before
    # the phone has her hand and the move the table offered
    assert any(a["kind"] == "play" and a.get("card") == "double" for a in phone["actions"]), phone["actions"]
    action = next(a for a in phone["actions"] if a["kind"] == "play" and a.get("card") == "double")
    ws.send(json.dumps({"type": "act", "v": phone["v"], "action": action}))
    assert receive(ws)["type"] == "state"
    assert controller.actions[-1].kind == "play" and controller.actions[-1].seat == 2
    # the Director on a phone: the table's "Director's card" button says where the cards are
    window.settings.show_question_on_table = False  # the Director reads the question from the card
    director = ui.director_seat()
    assert director is not None
    join(window.phones, director)
    d.click_key("button:q1")
    flush()
    assert ui.requested is None and not d.gate_up()  # the question to read aloud is on the Director's phone
    assert "button:director" in visible_keys(d)
    d.click_key("button:director")
    flush()
    name = controller.config.players[director].name
    assert toast.text() == f"The Director's cards are on {name}'s phone." and not d.gate_up()
    assert ui.requested is None and window.page.private.panel is None


def test_a_ciak_hand_asked_for_on_the_table_while_it_is_on_a_phone_is_not_opened(one_screen, qtbot) -> None:  # noqa: ANN001
    """Ciak: the seat that must decide is on a phone; "look at my hand" on the table opens nothing (nothing
    would show) and says where the cards are; without a phone the same button opens the gate."""
    from gamesuite.ui.ciak import presenter as P
    from tests.ui.test_ciak_support import Family, players

    window = one_screen
    controller = window.start_game("ciak", players(4), "massacre", {"starting_millions": 3}, seed=2)
    ui = window.game_ui
    ui.runner.paused = True
    controller.autosave = lambda: None
    window.phone_host, window.phone_port = "127.0.0.1", 0
    assert window.set_phone_play(True) is None
    d = TableDriver(window, qtbot)
    family = Family(window, qtbot, seed=1)
    seat = ui.decision()[1]
    assert P.LOOK in family.buttons(), family.buttons()
    join(window.phones, seat)
    flush()
    family.click_key(P.LOOK)
    flush()
    toast = window.page.toast_label
    name = controller.config.players[seat].name
    assert toast.isVisible() and toast.text() == f"{name}'s cards are on their phone."
    assert ui.looking is None and not d.gate_up() and ui.shown_seat() is None
    window.phones.release(seat)  # the table takes the seat back: the button opens the gate again
    flush()
    family.click_key(P.LOOK)
    flush()
    assert ui.looking == seat and d.gate_up()


def test_a_ciak_phone_shows_the_cards_in_the_apps_language_like_the_table(one_screen, qtbot) -> None:  # noqa: ANN001
    """The Ciak view carries the built-in cards' English words; the table shows them in the app's language,
    and so does the phone (names and rules texts of the hand; a move's label is found by name in that view)."""
    from gamesuite.ui import language
    from gamesuite.ui.ciak.faces import card_face
    from tests.ui.test_ciak_support import players

    window = one_screen
    controller = window.start_game("ciak", players(4), "massacre", {"starting_millions": 3}, seed=2)
    window.game_ui.runner.paused = True
    controller.autosave = lambda: None
    window.phone_host, window.phone_port = "127.0.0.1", 0
    assert window.set_phone_play(True) is None
    try:
        window.set_language("it")
        ws, state = join(window.phones, 1)
        english = controller.view(Viewer.of_seat(1))["hand"]
        shown = state["view"]["hand"]
        assert [c["uid"] for c in shown] == [c["uid"] for c in english]
        for raw, phone in zip(english, shown, strict=True):
            face = card_face(raw)  # what the table's card face says
            assert (phone["name"], phone.get("text", "")) == (face.name, face.text)
        assert [c["name"] for c in shown] != [c["name"] for c in english]  # some built-in card is Italian now
    finally:
        language.apply("en")
