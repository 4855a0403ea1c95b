"""Phone play's server without a browser (issue #19): tokens, seats, forged and replayed messages, limits.

A real :class:`PhoneHub` serves a real controller on 127.0.0.1; the tests talk to it with a plain WebSocket
client (``websockets.sync``) while the Qt event loop runs, exactly like a phone would.
"""

from __future__ import annotations

import json
import secrets
import time
import urllib.error
import urllib.request

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from gamesuite.content import load_content
from gamesuite.rules import registry
from gamesuite.rules.core import Action, Free, GameConfig, Rng, Viewer
from gamesuite.rules.sim import default_players
from gamesuite.ui.controller import GameController
from gamesuite.ui.phones.hub import PhoneHub
from gamesuite.ui.phones.server import MAX_MESSAGE, allowed_peer
from tests.support.phones import closed, join, open_ws, pump, receive

pytestmark = pytest.mark.filterwarnings("ignore:connect\\(\\) must be used:DeprecationWarning")


def make_controller(game: str = "quizclub", players: int = 4, seed: int = 3) -> GameController:
    rules = registry.get_rules(game)
    config = GameConfig(game, default_players(players), None, {}, load_content(game, None))
    return GameController(rules, config, seed)


@pytest.fixture
def hub(qtbot):  # noqa: ANN001, ANN201 - pytest fixture
    controller = make_controller()
    h = PhoneHub(controller, host="127.0.0.1")
    controller.state_did_change.connect(lambda _events: h.push())
    h.start()
    yield h
    h.stop()


def fill(template: Action, rng: Rng) -> Action:
    args = {}
    for k, v in template.args:
        if isinstance(v, Free):
            v = "a guess" if v.kind == "text" else int(v.minimum or 0)
        args[k] = v
    return Action(template.kind, template.seat, **args)


def test_the_page_is_served_with_a_strict_policy_and_nothing_else_is() -> None:
    h = PhoneHub(make_controller(), host="127.0.0.1")
    h.start()
    try:
        base = f"http://127.0.0.1:{h.server.port}"
        with urllib.request.urlopen(base + "/") as r:
            body = r.read().decode()
            assert "phone.js" in body and "http" not in body.replace("http-equiv", "")  # no CDN, nothing remote
            assert r.headers["Cache-Control"] == "no-store"
            assert "default-src 'none'" in r.headers["Content-Security-Policy"]
        for bad in ("/../gamesuite/ui/phones/hub.py", "/phone.js/../../index.html", "/resources/phone/index.html",
                    "/favicon.ico"):
            with pytest.raises(urllib.error.HTTPError) as err:
                urllib.request.urlopen(base + bad)
            assert err.value.code == 404, bad
        # a page of another origin may not open the WebSocket (cross-site WebSocket hijacking)
        with pytest.raises(Exception, match="403"):
            connect(f"ws://127.0.0.1:{h.server.port}/ws", origin="http://evil.example", open_timeout=5)
    finally:
        h.stop()
    assert not h.running


def test_only_the_home_network_may_connect() -> None:
    for ok in ("127.0.0.1", "192.168.1.20", "10.0.0.7", "172.16.5.4", "fe80::1", "::1", "::ffff:192.168.0.3"):
        assert allowed_peer(ok), ok
    for bad in ("8.8.8.8", "1.2.3.4", "2001:4860:4860::8888", "0.0.0.0", "not an address", ""):
        assert not allowed_peer(bad), bad


def test_each_token_reads_only_its_own_seat(hub: PhoneHub) -> None:
    controller = hub.controller
    tokens = list(hub.tokens.values())
    assert len(set(tokens)) == 4 and all(len(t) >= 22 for t in tokens)
    for seat in range(4):
        ws, state = join(hub, seat)
        assert state["view"] == json.loads(json.dumps(controller.view(Viewer.of_seat(seat))))
        others = [controller.view(Viewer.of_seat(s)) for s in range(4) if s != seat]
        mine = state["view"]
        for other in others:  # another seat's hand never reaches this phone
            for card in other.get("hand", []):
                assert card not in mine.get("hand", []), "another seat's card reached the phone"
        assert {a["seat"] for a in state["actions"]} <= {seat}
        ws.close()
    assert hub.held == {0, 1, 2, 3}


def test_every_cross_seat_action_is_refused_and_changes_nothing(hub: PhoneHub) -> None:
    hub.server.rate_per_s = hub.server.rate_burst = 10_000  # this test sends many messages on purpose
    controller = hub.controller
    phones = {seat: join(hub, seat)[0] for seat in range(4)}
    rng = Rng(11)
    tried = 0
    for _step in range(25):
        legal = controller.legal_actions()
        if not legal:
            break
        for seat, ws in phones.items():
            others = [fill(a, rng) for a in legal if a.seat is not None and a.seat != seat]
            for action in others:
                before = controller.rules.state_to_json(controller.state)
                ws.send(json.dumps({"type": "act", "v": hub.version, "action": action.to_json()}))
                reply = receive(ws)
                assert reply["type"] == "refused", (seat, str(action))
                assert controller.rules.state_to_json(controller.state) == before
                tried += 1
            # table actions (no seat) are not a phone's either
            for action in [a for a in legal if a.seat is None][:2]:
                ws.send(json.dumps({"type": "act", "v": hub.version, "action": action.to_json()}))
                assert receive(ws)["type"] == "refused"
        # the seat that may act does so from its own phone; every phone gets the new state
        mover = next((a for a in legal if a.seat is not None), None)
        if mover is None:
            controller.submit(fill(legal[0], rng))
        else:
            phones[mover.seat].send(json.dumps({"type": "act", "v": hub.version,
                                                "action": fill(mover, rng).to_json()}))
        for ws in phones.values():
            while receive(ws)["type"] != "state":
                pass
    assert tried > 50
    assert hub.refusals.count("another seat") >= tried


def test_forged_released_and_old_tokens_are_refused(hub: PhoneHub) -> None:
    for forged in (secrets.token_urlsafe(16), hub.tokens[0][:-1] + ("A" if hub.tokens[0][-1] != "A" else "B"),
                   hub.tokens[0] + "x", "", "x" * 500, None, 17):
        ws = open_ws(hub)
        ws.send(json.dumps({"type": "hello", "token": forged}))
        assert receive(ws)["type"] == "denied"
        assert closed(ws)
    # a released seat's link is dead, and its phone is told
    ws, _ = join(hub, 1)
    old = hub.tokens[1]
    hub.release(1)
    assert receive(ws)["type"] == "released" and closed(ws)
    assert hub.tokens[1] != old and 1 not in hub.held
    again = open_ws(hub)
    again.send(json.dumps({"type": "hello", "token": old}))
    assert receive(again)["type"] == "denied"
    # a token of another game (another hub) opens nothing here
    other = PhoneHub(make_controller(), host="127.0.0.1")
    ws = open_ws(hub)
    ws.send(json.dumps({"type": "hello", "token": other.tokens[0]}))
    assert receive(ws)["type"] == "denied"


def test_nothing_before_the_token_and_no_replayed_moves(hub: PhoneHub) -> None:
    controller = hub.controller
    seat = controller.waiting_for()[0].seat
    action = controller.legal_actions(seat)[0]
    # a move before proving a token: closed, nothing applied, nothing said
    ws = open_ws(hub)
    ws.send(json.dumps({"type": "act", "v": hub.version, "action": action.to_json()}))
    assert closed(ws) and controller.actions == []
    # a move made once; the same message sent again is stale and changes nothing
    ws, state = join(hub, seat)
    move = json.dumps({"type": "act", "v": state["v"], "action": action.to_json()})
    ws.send(move)
    assert receive(ws)["type"] == "state" and controller.actions == [action]
    ws.send(move)
    assert receive(ws)["type"] == "refused"
    assert receive(ws)["type"] == "state"  # the phone is shown the game as it is now
    assert controller.actions == [action]
    # a newer phone with the same link takes the seat; the older one is told and closed
    newer, _ = join(hub, seat)
    assert receive(ws)["type"] == "replaced" and closed(ws)
    assert hub.connected(seat)
    newer.close()
    pump(0.3)
    assert not hub.connected(seat) and seat in hub.held  # away, still holding the seat (it comes back)
    back, state = join(hub, seat)
    assert state["view"] == json.loads(json.dumps(controller.view(Viewer.of_seat(seat))))


def test_messages_are_bounded_in_size_and_rate(hub: PhoneHub) -> None:
    ws, _ = join(hub, 0)
    ws.send(json.dumps({"type": "look", "pad": "x" * (MAX_MESSAGE + 10)}))
    assert closed(ws)
    ws, _ = join(hub, 0)
    with pytest.raises(ConnectionClosed):  # far faster than a person: the connection is closed
        for _ in range(200):
            ws.send(json.dumps({"type": "look"}))
            time.sleep(0.001)
        receive(ws, 2)
        while True:
            receive(ws, 2)
    # junk is refused and closes the connection
    for junk in ("not json", "[1, 2]", json.dumps({"type": "shell", "cmd": "rm"})):
        ws, _ = join(hub, 2)
        ws.send(junk)
        assert closed(ws), junk


def test_stopping_phone_play_closes_everything(hub: PhoneHub) -> None:
    ws, _ = join(hub, 3)
    port = hub.server.port
    hub.stop()
    assert closed(ws)
    assert not hub.running and hub.tokens == {} and hub.held == set()
    with pytest.raises(OSError):
        connect(f"ws://127.0.0.1:{port}/ws", origin=f"http://127.0.0.1:{port}", open_timeout=2)
