"""Quiz Club's screens: the shared table and the asker's private panel.

Private routing: the rules wait for a seat (the asker, or a player who owes a marker-line
discard); ``private_viewer()`` answers with that seat, and ``uses_private_screen`` lets the asker's
panel go to the private window on a second screen (covered by the shell until that player looks,
as the screen is passed round); on one screen the shell's hand-off gate asks for that player.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QWidget

from gamesuite.rules.core import Action, Event, Viewer
from gamesuite.ui import sound
from gamesuite.ui.controller import GameController
from gamesuite.ui.games import GameContext, GameUI
from gamesuite.ui.quizclub.board import status_line
from gamesuite.ui.quizclub.panel import AskerPanel
from gamesuite.ui.quizclub.table import QuizTable
from gamesuite.ui.scene import TableView
from gamesuite.ui.settings import Settings


class QuizClubUI(GameUI):
    """The Quiz Club presentation: table scene, asker panel, routing and sounds."""

    def __init__(self, controller: GameController, settings: Settings, context: GameContext | None = None) -> None:
        super().__init__(controller, settings, context)
        self.table = QuizTable(controller.view(Viewer.TABLE))
        self.view = TableView(self.table.scene)
        self.holding = False  # one screen: the table shows a result until someone clicks "continue"
        self.last_model: dict = {}
        self.refresh([])

    # -- table -----------------------------------------------------------------------------------
    def table_widget(self) -> QWidget:
        return self.view

    def refresh(self, events: list[Event]) -> None:
        view = self.controller.view(Viewer.TABLE)
        kinds = {e.kind for e in events}
        if kinds & {"verdict", "self_choice"} and not view["over"] and self.one_screen():
            self.holding = True  # show everybody the result before the next player's gate
        elif kinds:
            self.holding = False
        animate = bool(events)
        self.last_model = self.table.update(view, show_text=self.settings.show_question_on_table, animate=animate)
        self.table.set_objection_buttons(view, self._object, self._no_objection)
        seat = self.private_seat() if self.holding else None
        name = self.controller.config.players[seat].name if seat is not None else ""
        self.table.set_continue_button(name if self.holding else None, self._continue)
        self._play_sound(events)
        self.status_did_change.emit(status_line(view))

    def one_screen(self) -> bool:
        """True when private panels go through the hand-off gate (no Director window in use)."""
        return not self.context.private_screen_active()

    @Slot()
    def _continue(self) -> None:
        """The table has seen the result: go on to the next player's gate."""
        self.holding = False
        self.refresh([])
        self.context.private_changed()  # the shell routes private input again

    def _play_sound(self, events: list[Event]) -> None:
        kinds = {e.kind: e for e in events}
        if "verdict" in kinds:
            sound.play("correct" if kinds["verdict"].data.get("correct") else "wrong")
        elif "self_choice" in kinds:
            sound.play("score")
        elif "question_asked" in kinds:
            sound.play("reveal")

    @Slot(int)
    def _object(self, seat: int) -> None:
        self.controller.submit(Action("object", None, by=seat))

    @Slot()
    def _no_objection(self) -> None:
        self.controller.submit(Action("no_objection", None))

    # -- private routing -------------------------------------------------------------------------
    def private_seat(self) -> int | None:
        """The seat that must act privately now (the asker, or the first who owes a discard)."""
        waiting = [v for v in self.controller.waiting_for() if v.kind == "seat" and v.seat is not None]
        if not waiting:
            return None
        view = self.controller.view(Viewer.TABLE)
        if view["phase"] == "discard":
            owing = [p["seat"] for p in view["players"] if p.get("must_discard")]
            return int(owing[0]) if owing else waiting[0].seat
        return int(view["active"])

    def private_viewer(self) -> Viewer | None:
        if self.holding:
            return None
        seat = self.private_seat()
        return None if seat is None else Viewer.of_seat(seat)

    def uses_private_screen(self, viewer: Viewer) -> bool:
        return viewer.kind == "seat"

    def director_seat(self) -> int | None:
        return self.private_seat()

    def viewer_label(self, viewer: Viewer) -> tuple[str, str]:
        players = self.controller.config.players
        seat = viewer.seat if viewer.seat is not None else self.private_seat()
        if seat is not None and 0 <= seat < len(players):
            return players[seat].name, players[seat].colour
        return super().viewer_label(viewer)

    def private_panel(self, viewer: Viewer) -> QWidget:
        seat = viewer.seat if viewer.seat is not None else self.private_seat()
        assert seat is not None, "no seat must act privately now"
        return AskerPanel(self.controller, seat)

    def shutdown(self) -> None:
        self.table.scene.finish_animations()


def create_ui(controller: GameController, settings: Settings, context: GameContext | None = None) -> GameUI:
    return QuizClubUI(controller, settings, context)


__all__ = ["QuizClubUI", "create_ui"]
