"""Il Gioco dei Telefilm's screens: the shared table (board, TF track, question) and the private
Director window and Star hands.

Package: ``presenter.py`` (Qt-free: the TABLE view -> the table's model, ``keys_of`` for the picker),
``layout.py`` (geometry), ``table.py`` (builds the items once, applies the model, routes clicks),
``items.py`` (Telefilm's own table items), ``art.py`` (QPainter drawings), ``panels.py`` (the private
panels, refreshed in place) and this plug-in: routing of private views, sounds, the status line.

Routing of private views (``private_viewer``):

* the Director acts privately (choosing cards and bets, judging a straight answer, choosing the
  question in the cards-only game, ruling on a genre card);
* with the Director window on a second screen, the Director's panel stays up for the whole game,
  so the Director can read every question with its answer and undo a mistaken judgement;
* a Star's own moves (placing a token, naming the question number, straight/options, clicking an
  option) are public and made on the table; only their hand of special cards is private: the
  table's *Special card* button asks for it, and the shell shows the hand-off gate first;
* on one screen with "Show the question on the table" off, the Director's card opens (behind the
  gate) whenever a question or its options must be read aloud, and on the table's request.

The plug-in asks the shell only through ``self.context`` (``private_changed``, ``toast``, ...).
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QWidget

from gamesuite.i18n import translate, words
from gamesuite.rules.core import Event, Viewer
from gamesuite.ui import sound
from gamesuite.ui.controller import GameController
from gamesuite.ui.games import GameContext, GameUI, cards_on_phone
from gamesuite.ui.settings import Settings
from gamesuite.ui.telefilm.table import TelefilmTable

if TYPE_CHECKING:  # imported when a private view first opens: the game's first screen is the gate or the table
    from gamesuite.ui.telefilm.panels import DirectorPanel, HandPanel

READ_ALOUD = frozenset({"question_read", "questions_read", "options_read"})


class TelefilmUI(GameUI):
    """The GameUI of Il Gioco dei Telefilm."""

    def __init__(self, controller: GameController, settings: Settings, context: GameContext | None = None) -> None:
        super().__init__(controller, settings, context)
        self.requested: Viewer | None = None  # a private view asked for from the table
        self.status = ""
        self.table = TelefilmTable(controller, settings, self.context.toast)
        self.table.private_view_requested.connect(self.request)
        self.table.time_is_up.connect(self._time_is_up)
        self.table.lap_passed.connect(self._lap_passed)
        # the status line follows from the shell's first refresh (it connects status_did_change after this)

    # ------------------------------------------------------------------ the shell's calls
    def table_widget(self) -> QWidget:
        return self.table.view

    def refresh(self, events: list[Event]) -> None:
        if events:
            self.requested = None  # a move was made: any open hand or card view closes
            # On one screen with the question kept off the table, the Director reads it from the card:
            # the gate opens for them as soon as a question (or its options) must be read aloud (unless
            # their phone shows it: phone play).
            if (READ_ALOUD & {e.kind for e in events} and not self.settings.show_question_on_table
                    and not self.director_window_active() and not self.context.on_phone(Viewer.DIRECTOR)):
                self.requested = Viewer.DIRECTOR
        self.table.refresh(events, director_screen=self.director_window_active())
        self._sounds(events)
        self._refresh_status()
        # behind the gate or a private panel, what changed is drawn ahead in idle time (the uncovering move finds
        # its pictures made); posted after every change, it draws only while the table is covered
        self.context.idle.cancel(self.table.view)
        self.context.idle.post(self.table.view, self.table.draw_unseen(),
                               name="telefilm: the covered table drawn ahead")
        self.context.idle.cancel(self.table)
        self.context.idle.post(self.table, self.table.rows_ahead(), name="telefilm: the next rows drawn ahead")

    def private_viewer(self) -> Viewer | None:
        if self.requested is not None and not self.controller.is_over():
            return self.requested
        if Viewer.DIRECTOR in self.controller.waiting_for():
            return Viewer.DIRECTOR
        if self.director_window_active():
            return Viewer.DIRECTOR  # the Director window follows the whole game
        return None

    def private_panel(self, viewer: Viewer) -> QWidget:
        from gamesuite.ui.telefilm.panels import DirectorPanel, HandPanel  # not before the first private view

        panel: DirectorPanel | HandPanel
        if viewer.kind == "seat" and viewer.seat is not None:
            panel = HandPanel(self.controller, viewer.seat)
        else:
            panel = DirectorPanel(self.controller, back_allowed=self.director_may_go_back)
        panel.back_clicked.connect(self.close_private)
        return panel

    def gate_purpose(self, viewer: Viewer) -> str:
        """One line for the hand-off gate: what the named player is about to do (public facts only)."""
        return gate_purpose(self.controller.view(Viewer.TABLE), viewer)

    def finish_animations(self) -> None:
        self.table.finish()

    def key_pressed(self, key: int, timestamp_ms: int) -> bool:
        return key == Qt.Key.Key_Escape and self.table.cancel_choice()

    def shutdown(self) -> None:
        """The game closes: timers stop, animations end, the table lets go of this UI."""
        self.context.idle.cancel(self.table.view)
        self.context.idle.cancel(self.table)
        self.table.stop()
        for signal in (self.table.private_view_requested, self.table.time_is_up, self.table.lap_passed):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect()

    # ------------------------------------------------------------------ helpers
    @Slot(object)
    def request(self, viewer: Viewer | None) -> None:
        """Open (or, with None, close) a private view asked for from the table. A view on its player's phone
        (phone play) does not open here: the table says where it is, and nothing waits for a way back."""
        if viewer is not None and self.context.on_phone(viewer):
            self.context.toast(self._on_phone_text(viewer))
            return
        self.requested = viewer
        self.refresh([])
        self.context.private_changed()  # the shell opens (or closes) the gate

    def _on_phone_text(self, viewer: Viewer) -> str:
        players = self.controller.config.players
        if viewer.kind == "seat" and viewer.seat is not None:
            return cards_on_phone(players[viewer.seat].name)
        seat = self.director_seat()
        name = players[seat].name if seat is not None else ""
        return translate("telefilm", "The Director's cards are on {name}'s phone.").format(name=name)

    @Slot()
    def close_private(self) -> None:
        self.request(None)

    def director_may_go_back(self) -> bool:
        """The Director's card was opened from the table (not for a move of theirs): it has a way back."""
        return self.requested == Viewer.DIRECTOR and Viewer.DIRECTOR not in self.controller.waiting_for()

    def director_window_active(self) -> bool:
        """Whether the shell shows the private window on a second screen now."""
        return self.context.private_screen_active()

    def _refresh_status(self) -> None:
        model = self.table.model
        text = model.focal.text if model is not None else ""
        if text != self.status:
            self.status = text
            self.status_did_change.emit(text)

    def _sounds(self, events: list[Event]) -> None:
        kinds = [e.kind for e in events]
        if "game_over" in kinds:
            sound.play("correct")
        elif "judged" in kinds:
            ok = next(e for e in events if e.kind == "judged").data.get("correct")
            sound.play("correct" if ok else "wrong")
        elif any(k in kinds for k in ("answer_revealed", "space_scored", *READ_ALOUD)):
            sound.play("reveal")

    @Slot()
    def _time_is_up(self) -> None:
        sound.play("timer_end")

    @Slot(int)
    def _lap_passed(self, seat: int) -> None:
        sound.play("score")


def gate_purpose(view: Mapping[str, Any], viewer: Viewer) -> str:
    """What ``viewer`` does behind the gate, from the TABLE view: "Anna chooses the cards and places the bets",
    "Bruno plays a special card", "Anna reads the question to Carla · Carla answers aloud · Anna judges"."""
    names = [str(p["name"]) for p in view["players"]]

    def name(seat: object) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""

    if view.get("over"):
        return ""
    q = view.get("question") or {}
    if viewer.kind == "seat":
        star = name(viewer.seat)
        if viewer.seat == q.get("answerer"):
            return translate("telefilm", "{name} plays a special card").format(name=star)
        if viewer.seat in (q.get("answerers") or []):
            return translate("telefilm", "{name} may play a special card before the question is read").format(name=star)
        return translate("telefilm", "{name} looks at their special cards").format(name=star)
    d = name(view.get("director"))
    phase = view.get("phase")
    if phase == "bets":
        return translate("telefilm", "{director} chooses the cards and places the bets").format(director=d)
    if phase in ("place", "select"):
        return translate("telefilm", "{director} looks at the cards on the board").format(director=d)
    if phase == "offer":
        return translate("telefilm", "{director} looks at the cards offered to {star}").format(
            director=d, star=name(view.get("star")))
    step = q.get("step")
    a = name(q.get("answerer"))
    if q.get("empty") or step == "done":
        return translate("telefilm", "{director} looks at the card").format(director=d)
    if step == "ask":
        return translate("telefilm", "{director} chooses the question for {star} and reads it aloud").format(
            director=d, star=a)
    if step == "fifty":
        return translate("telefilm", "50%: {director} chooses which wrong option to read to {star} with the right "
                         "one").format(director=d, star=a)
    if step == "genre_ruling":
        return translate("telefilm", "{director} rules whether the genre card counts on this Mix question").format(
            director=d)
    if step == "answer" and q.get("mode") == "straight":
        return translate("telefilm", "{director} reads the question to {star} · {star} answers aloud · {director} "
                         "judges").format(director=d, star=a)
    if step == "answer":
        return translate("telefilm", "{director} reads the options aloud to {star}").format(director=d, star=a)
    if step == "read":
        return translate("telefilm", "{director} reads question {number} aloud to {star}").format(
            director=d, number=q.get("number"), star=a)
    if step == "choose":
        pair = words([str(t.get("number")) for t in q.get("two") or []])
        return translate("telefilm", "{director} reads questions {numbers} aloud to {star}").format(
            director=d, numbers=pair, star=a)
    return translate("telefilm", "{director} looks at the card while {star} chooses the question").format(
        director=d, star=a)


def create_ui(controller: GameController, settings: Settings, context: GameContext | None = None) -> GameUI:
    """The shell's entry point for this game."""
    return TelefilmUI(controller, settings, context)
