"""The phone hub: which seat each phone holds, what it may read, and what it may do (on the Qt thread).

Why: a phone is one more placement of a seat's private view (see :mod:`gamesuite.ui.privacy`). The hub
owns the seats' tokens and the connections that proved one; it sends each phone its seat's view JSON and
that seat's legal actions, and hands the actions a phone sends to the controller, like the table does.

Rules it enforces (the tests try each one):

* every seat has its own unguessable token (``secrets.token_urlsafe(16)``: 128 bits), carried in the QR
  link's fragment (``#t=…``: never sent in an HTTP request, never in a log); a connection says it first,
  and until then it can read nothing and do nothing; a wrong token closes the connection;
* a token reads only its own seat's view (or the Director's, while that seat is the Director) and submits
  only actions whose ``seat`` is its own; an action must name the state it was chosen in (``v``): a stale
  or replayed message is refused, and changes nothing;
* releasing a seat (from the table) or stopping phone play forgets its token: the old link is dead;
* a newer connection with the same token takes the seat over (the phone reloaded or came back), the older
  one is told and closed; a seat stays held while its phone is away, so the game waits for it, and the
  table can release it.

What to avoid: reading ``controller.state`` for a phone (only ``controller.view(viewer)`` and
``legal_actions(seat)``), answering anything to a connection before its token is proved, and keeping a
token after the seat is released.
"""

from __future__ import annotations

import hmac
import json
import logging
import secrets
import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from gamesuite.i18n import current_language, translate, translate_marked
from gamesuite.rules.core import Action, Free, Msg, Viewer
from gamesuite.ui.phones.server import PhoneServer
from gamesuite.ui.phones.words import phone_words

if TYPE_CHECKING:
    from gamesuite.ui.controller import GameController
    from gamesuite.ui.games import GameUI

log = logging.getLogger(__name__)
MAX_NETWORK_MS = 250.0  # the most a phone's press stamp may lie before its arrival (see PhoneHub._buzz)
CLOCK_SLACK_MS = 3.0  # how far after its arrival a stamp may say a press happened (clock sync error)


def free_json(value: Any) -> Any:
    """An action argument as JSON: a :class:`Free` domain becomes ``{"$free": {...}}`` for the phone."""
    if isinstance(value, Free):
        return {"$free": {"kind": value.kind, "minimum": value.minimum, "maximum": value.maximum,
                          "max_length": value.max_length}}
    if isinstance(value, tuple | list):
        return [free_json(v) for v in value]
    return value


def template_json(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": action.kind, "seat": action.seat}
    for k, v in action.args:
        out[k] = free_json(v)
    return out


class PhoneHub(QObject):
    """Phone play for one running game: the server, the seats' tokens, the connections, the messages."""

    seats_changed = Signal()  # a phone joined, left or was released: the table's phone icons and the gate
    _opened = Signal(int)
    _incoming = Signal(int, str, float)
    _closed = Signal(int)

    def __init__(self, controller: GameController, ui: Callable[[], GameUI | None] = lambda: None, *,
                 host: str | None = None, port: int = 0, buzz_press: Callable[[int, int], bool] | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.ui = ui
        self.buzz_press = buzz_press
        self.tokens: dict[int, str] = {seat: self._new_token() for seat in range(len(controller.config.players))}
        self.held: set[int] = set()  # seats a phone has joined (kept while that phone is away)
        self.conns: dict[int, int] = {}  # connection -> seat, once the token is proved
        self.langs: dict[int, str] = {}  # connection -> the language of the page's words it was sent
        self.version = 0  # the state the phones were last sent
        self.refusals: list[str] = []  # what was refused and why (tests, the log)
        self.buzz_times: deque[tuple[int, float, float]] = deque(maxlen=500)  # (seat, press ms, arrival ms)
        self._opened.connect(self._on_open)
        self._incoming.connect(self._on_message)
        self._closed.connect(self._on_close)
        self.server = PhoneServer(self._from_server, self._opened.emit, self._closed.emit, host=host, port=port)

    @staticmethod
    def _new_token() -> str:
        return secrets.token_urlsafe(16)

    # ------------------------------------------------------------------ life
    def start(self) -> None:
        self.server.start()
        log.info("phone play on at %s", self.server.url)

    def stop(self) -> None:
        """Close every connection and the server; every token is forgotten."""
        for conn in list(self.conns):
            self.server.close_connection(conn, translate("phones", "Phone play is over on the table."))
        self.server.stop()
        self.tokens.clear()
        self.conns.clear()
        self.langs.clear()
        had = bool(self.held)
        self.held.clear()
        if had:
            self.seats_changed.emit()

    @property
    def running(self) -> bool:
        return self.server.running

    def link(self, seat: int) -> str:
        """The seat's link (what its QR code holds); the token is in the fragment, never sent over HTTP."""
        return f"{self.server.url}#t={self.tokens[seat]}"

    def connected(self, seat: int) -> bool:
        return seat in self.conns.values()

    def release(self, seat: int) -> None:
        """The table takes the seat back: its phone is told and closed, its link dies (a new one is made)."""
        for conn, s in list(self.conns.items()):
            if s == seat:
                self._send(conn, {"type": "released", "text": translate(
                    "phones", "The table took this seat back. Scan the code again to play on this phone.")})
                self.server.close_connection(conn, "released")
                del self.conns[conn]
                self.langs.pop(conn, None)
        if seat in self.tokens:
            self.tokens[seat] = self._new_token()
        self.held.discard(seat)
        self.seats_changed.emit()

    # ------------------------------------------------------------------ placement
    def phone_viewer(self, seat: int) -> Viewer:
        """Whose view the seat's phone shows now: the Director's for the whole time that seat is the Director
        (the table view names the Director's seat: Telefilm), so the Director can read the cards aloud."""
        if self.controller.spec.uses_director and self.controller.view(Viewer.TABLE).get("director") == seat:
            return Viewer.DIRECTOR
        return Viewer.of_seat(seat)

    def holds(self, viewer: Viewer) -> bool:
        """Whether ``viewer``'s private view goes to a phone (the table must not gate for it)."""
        if viewer.kind == "seat" and viewer.seat is not None:
            return viewer.seat in self.held
        if viewer.kind == "director":
            seat = self.controller.view(Viewer.TABLE).get("director")
            return isinstance(seat, int) and seat in self.held
        return False

    # ------------------------------------------------------------------ messages out
    def push(self) -> None:
        """Send every proved connection its seat's view (after every change of the game, and after a change of
        the app's language: a page whose words are in another language gets them again, on the same connection)."""
        self.version += 1
        lang = current_language()
        for conn, seat in list(self.conns.items()):
            message = self.state_message(seat)
            if self.langs.get(conn) != lang:
                message.update(words=phone_words(), lang=lang)
                self.langs[conn] = lang
            self._send(conn, message)

    def state_message(self, seat: int) -> dict[str, Any]:
        viewer = self.phone_viewer(seat)
        player = self.controller.config.players[seat]
        actions = [template_json(a) for a in self.controller.legal_actions(seat)]
        ui = self.ui()
        private_now = ui is not None and ui.private_viewer() == viewer
        view = self.controller.view(viewer)
        return {"type": "state", "v": self.version, "seat": seat, "viewer": str(viewer), "name": player.name,
                "colour": player.colour, "game": self.controller.config.game,
                "title": translate_marked(self.controller.config.game, self.controller.spec.title),
                "view": ui.phone_view(view) if ui is not None else view, "actions": actions,
                "private_now": private_now, "over": self.controller.is_over(),
                "log": self.controller.game_log()[-6:]}

    def _send(self, conn: int, message: dict[str, Any]) -> None:
        self.server.send(conn, json.dumps(message, default=self._json_default, ensure_ascii=False))

    def _json_default(self, value: Any) -> Any:
        if isinstance(value, Msg):
            return self.controller.words(value)
        if isinstance(value, tuple | set | frozenset):
            return list(value)
        return str(value)

    # ------------------------------------------------------------------ messages in (server thread → Qt)
    def _from_server(self, conn: int, text: str) -> None:
        self._incoming.emit(conn, text, time.monotonic())  # queued to the Qt thread

    @Slot(int)
    def _on_open(self, conn: int) -> None:
        pass  # nothing is said before the token is proved

    @Slot(int)
    def _on_close(self, conn: int) -> None:
        self.langs.pop(conn, None)
        if self.conns.pop(conn, None) is not None:
            self.seats_changed.emit()

    def _refuse(self, conn: int, why: str, *, close: bool = False, text: str = "") -> None:
        self.refusals.append(why)
        if close:
            self.server.close_connection(conn, why)
            self.conns.pop(conn, None)
            self.langs.pop(conn, None)
        elif text:
            self._send(conn, {"type": "refused", "text": text})

    @Slot(int, str, float)
    def _on_message(self, conn: int, text: str, arrived: float) -> None:
        try:
            message = json.loads(text)
        except ValueError:
            self._refuse(conn, "not JSON", close=True)
            return
        if not isinstance(message, dict):
            self._refuse(conn, "not an object", close=True)
            return
        kind = message.get("type")
        if conn not in self.conns:
            if kind != "hello":
                self._refuse(conn, "no token yet", close=True)
                return
            self._hello(conn, message.get("token"))
            return
        seat = self.conns[conn]
        if kind == "act":
            self._act(conn, seat, message)
        elif kind == "buzz":
            self._buzz(conn, seat, arrived, message.get("t"))
        elif kind == "look":
            self._send(conn, self.state_message(seat))
        else:
            self._refuse(conn, f"unknown message {kind!r}", close=True)

    def _hello(self, conn: int, token: Any) -> None:
        seat = None
        if isinstance(token, str) and 0 < len(token) <= 64:
            for s, known in self.tokens.items():
                if hmac.compare_digest(token.encode(), known.encode()):
                    seat = s
        if seat is None:
            self._send(conn, {"type": "denied", "text": translate(
                "phones", "This link is not valid any more. Scan the code on the table again."),
                "words": phone_words(), "lang": current_language()})
            self._refuse(conn, "bad token", close=True)
            return
        for other, s in list(self.conns.items()):
            if s == seat:  # the same phone came back (or another one took its link): the newest holds the seat
                self._send(other, {"type": "replaced", "text": translate(
                    "phones", "This seat was opened on another screen.")})
                self.server.close_connection(other, "replaced")
                del self.conns[other]
                self.langs.pop(other, None)
        self.conns[conn] = seat
        self.server.proved.add(conn)
        self.held.add(seat)
        first = self.state_message(seat)  # with the page's own words in the app's language
        first.update(words=phone_words(), lang=current_language())
        self.langs[conn] = current_language()
        self._send(conn, first)
        self.seats_changed.emit()

    def _act(self, conn: int, seat: int, message: dict[str, Any]) -> None:
        if message.get("v") != self.version:
            self._refuse(conn, "stale", text=translate("phones", "The game moved on: look at your screen again."))
            self._send(conn, self.state_message(seat))
            return
        try:
            action = Action.from_json(message.get("action"))  # type: ignore[arg-type]
        except (ValueError, TypeError):
            self._refuse(conn, "bad action", close=True)
            return
        if action.seat != seat:
            self._refuse(conn, "another seat", text=translate("phones", "That move is not yours to make."))
            return
        reason = self.controller.why_not(action)
        if reason is not None:
            self._refuse(conn, "illegal", text=reason)
            return
        ui = self.ui()
        private = ui is not None and ui.private_viewer() == self.phone_viewer(seat)
        self.controller.submit(action, private=private)

    def _buzz(self, conn: int, seat: int, arrived: float, stamped: Any) -> None:
        """A buzzer press (Telma), timed on the server's monotonic clock in ms.

        The phone stamps the press with its own clock synced to the server's (``ping``/``pong``, the sample
        of the shortest round trip), so the network's delay at the moment of the press does not move it.
        A stamp is believed only within ``[arrival - MAX_NETWORK_MS, arrival + CLOCK_SLACK_MS]`` (a press
        cannot arrive before it happened, and a doctored page gains at most MAX_NETWORK_MS); without a
        stamp the press counts when it arrived."""
        if self.buzz_press is None:
            self._refuse(conn, "no buzzer", text=translate("phones", "This game has no buzzer."))
            return
        arrival_ms = arrived * 1000.0
        t = arrival_ms
        if isinstance(stamped, int | float) and not isinstance(stamped, bool) and stamped == stamped:
            t = min(max(float(stamped), arrival_ms - MAX_NETWORK_MS), arrival_ms + CLOCK_SLACK_MS)
        self.buzz_times.append((seat, t, arrival_ms))
        if not self.buzz_press(seat, int(round(t))):
            self._refuse(conn, "buzz refused")
