"""Il Gioco dei Telefilm's screens: the shared table (board, TF track, question) and the private
Director window and Star hands.

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

The table asks the shell to re-route after such a request through ``context.private_changed()``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from gamesuite.rules.core import Event, Viewer
from gamesuite.ui.controller import GameController
from gamesuite.ui.games import GameContext, GameUI
from gamesuite.ui.settings import Settings
from gamesuite.ui.telefilm.panels import DirectorPanel, HandPanel
from gamesuite.ui.telefilm.table import TelefilmTable


class TelefilmUI(GameUI):
    """The GameUI of Il Gioco dei Telefilm."""

    def __init__(self, controller: GameController, settings: Settings, context: GameContext | None = None) -> None:
        super().__init__(controller, settings, context)
        self.requested: Viewer | None = None  # a private view asked for from the table
        self.table = TelefilmTable(controller, settings, self.request, self.director_window_active)
        self._refresh_status()

    # ------------------------------------------------------------------ the shell's calls
    def table_widget(self) -> QWidget:
        return self.table.view

    def refresh(self, events: list[Event]) -> None:
        if events:
            self.requested = None  # a move was made: any open hand or card view closes
            # On one screen with the question kept off the table, the Director reads it from the card:
            # the gate opens for them as soon as a question (or its options) must be read aloud.
            read = {"question_read", "questions_read", "options_read"} & {e.kind for e in events}
            if read and not self.settings.show_question_on_table and not self.director_window_active():
                self.requested = Viewer.DIRECTOR
        self.table.refresh(events)
        self._refresh_status()

    def private_viewer(self) -> Viewer | None:
        waiting = self.controller.waiting_for()
        if self.requested is not None and not self.controller.is_over():
            return self.requested
        if Viewer.DIRECTOR in waiting:
            return Viewer.DIRECTOR
        if self.director_window_active():
            return Viewer.DIRECTOR  # the Director window follows the whole game
        return None

    def private_panel(self, viewer: Viewer) -> QWidget:
        if viewer.kind == "seat" and viewer.seat is not None:
            return HandPanel(self.controller, viewer.seat, on_back=lambda: self.request(None))
        back = None
        if self.requested == Viewer.DIRECTOR and Viewer.DIRECTOR not in self.controller.waiting_for():
            back = lambda: self.request(None)  # noqa: E731 - a tiny callback
        return DirectorPanel(self.controller, on_back=back)

    def finish_animations(self) -> None:
        self.table.finish()

    def shutdown(self) -> None:
        self.table.stop()

    # ------------------------------------------------------------------ helpers
    def request(self, viewer: Viewer | None) -> None:
        """Open (or, with None, close) a private view asked for from the table."""
        self.requested = viewer
        self.refresh([])
        self.context.private_changed()  # the shell opens (or closes) the gate

    def director_window_active(self) -> bool:
        """Whether the shell shows the private window on a second screen now."""
        return self.context.private_screen_active()

    def _refresh_status(self) -> None:
        text, _seat = self.table.focal_text(self.table.last_view)
        self.status_did_change.emit(text)


def create_ui(controller: GameController, settings: Settings, context: GameContext | None = None) -> GameUI:
    """The shell's entry point for this game."""
    return TelefilmUI(controller, settings, context)
