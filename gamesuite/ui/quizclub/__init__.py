"""Quiz Club's screens: the shared table and the asker's private panel.

Package: ``presenter.py`` (Qt-free: TABLE view -> TableModel, ``keys_of``, the gate's lines), ``layout.py``
(scene geometry), ``items.py`` (the game's own kit items), ``table.py`` (builds the scene once, applies the
model, routes clicks through the ActionPicker), ``panels.py`` (the asker's private panel, refreshed in
place), ``handcard.py`` (one painted hand card), ``art.py`` (original QPainter art).

Private routing: the rules wait for a seat (the asker, or a player who owes a marker-line discard);
``private_viewer()`` answers with that seat, and ``uses_private_screen`` lets the panel go to the private
window on a second screen (the shell covers it until that player looks, as the screen is passed round);
on one screen the shell's hand-off gate asks for that player, saying what comes next (``gate_purpose``).
After a result on one screen the table holds it ("continue") until somebody clicks, then asks the shell
to route again through ``context.private_changed()``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtWidgets import QWidget

from gamesuite.rules.core import Event, Free, Viewer
from gamesuite.ui import sound
from gamesuite.ui.controller import GameController
from gamesuite.ui.games import GameContext, GameUI
from gamesuite.ui.quizclub import art
from gamesuite.ui.quizclub.presenter import BoardModel, TableModel, board_model, gate_purpose, status_line
from gamesuite.ui.quizclub.table import QuizTable
from gamesuite.ui.settings import Settings

if TYPE_CHECKING:
    from gamesuite.ui.quizclub.panels import AskerPanel


RESULT_EVENTS = frozenset({"verdict", "self_choice"})  # a turn's result: the table shows it


class QuizClubUI(GameUI):
    """The Quiz Club presentation: table scene, asker panel, routing and sounds."""

    def __init__(self, controller: GameController, settings: Settings, context: GameContext | None = None) -> None:
        super().__init__(controller, settings, context)
        art.refresh_pack_characters()  # a pack imported since the last game: its characters' portraits
        self.table = QuizTable(controller, self.context, self._continue)
        self.holding = False  # one screen: the table shows a result until someone clicks "continue"
        self.last_model: TableModel | None = None
        # each seat's private panel, kept for the game: a turn's question box, answer section and verdict step
        # are then filled in place instead of built (the shell only hides a panel whose `kept` is set: PanelSlot)
        self._panels: dict[int, AskerPanel] = {}
        self.refresh([])

    # -- table -----------------------------------------------------------------------------------
    def table_widget(self) -> QWidget:
        return self.table.view

    def refresh(self, events: list[Event]) -> None:
        view = self.controller.view(Viewer.TABLE)
        kinds = {e.kind for e in events}
        if kinds & RESULT_EVENTS and not view["over"] and self.one_screen():
            self.holding = True  # show everybody the result before the next player's gate
        elif kinds:
            self.holding = False
        holding_for = self._holding_for(self.private_seat()) if self.holding else None
        self.last_model = self.table.refresh(show_text=self.settings.show_question_on_table, holding_for=holding_for,
                                             animate=bool(events))
        self._play_sound(events)
        self.status_did_change.emit(status_line(view))
        self.table.boards_ahead(self._next_boards)

    def _holding_for(self, seat: int | None) -> str:
        """The name the "continue" button passes to (the seat that acts privately next)."""
        return self.controller.config.players[seat].name if seat is not None else ""

    def _next_boards(self) -> Iterator[tuple[BoardModel, Mapping[str, Any]] | None]:
        """The boards the next move may show on the table, for the table to draw ahead while the player reads (the
        move that ended a turn drew the board's text: 2-5 ms): each legal move that takes no typed value and shows
        the table (a result: confirming a verdict, judging a knowledge answer, no answer, nobody objects; or the
        table's turn: an answer the others may object to), played on a copy of the state, and the board
        :meth:`refresh` would then show. A board that differs from them is drawn in the move, as before. Yields
        each board with the TABLE view it shows (its scores, draw pile and pills are drawn ahead too), or None for a
        move that shows none: one move tried a piece of idle work (a ranking answer has 24)."""
        c = self.controller
        if c.is_over() or c.view(Viewer.TABLE)["phase"] not in ("verdict", "answer", "objection"):
            return
        show_text = self.settings.show_question_on_table
        for action in c.legal_actions():
            if any(isinstance(v, Free) for _, v in action.args):
                continue  # a typed estimate, an overrule's reason: its value is not known before it is typed
            view, events = c.preview(action)
            result = bool({e.kind for e in events} & RESULT_EVENTS)
            if not result and view["phase"] != "objection":
                yield None  # the turn goes on behind the panel: the board is drawn when the table shows again
                continue
            board = board_model(view, show_text)
            if result and not view["over"] and self.one_screen():  # held, with the "continue" button (refresh)
                board = replace(board, continue_shown=True)
            yield board, view

    def one_screen(self) -> bool:
        """True when private panels go through the hand-off gate (no private window in use)."""
        return not self.context.private_screen_active()

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

    def finish_animations(self) -> None:
        self.table.finish_animations()

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

    def gate_purpose(self, viewer: Viewer) -> str:
        seat = viewer.seat if viewer.seat is not None else self.private_seat()
        return "" if seat is None else gate_purpose(self.controller.view(Viewer.TABLE), seat)

    def private_panel(self, viewer: Viewer) -> QWidget:
        seat = viewer.seat if viewer.seat is not None else self.private_seat()
        assert seat is not None, "no seat must act privately now"
        from gamesuite.ui.quizclub.panels import AskerPanel  # not before the first private view (start-up)

        panel = self._panels.get(seat)
        if panel is not None and shiboken6.isValid(panel):
            panel.reuse()
            return panel
        panel = self._panels[seat] = AskerPanel(self.controller, seat, self.context.idle)
        panel.kept = True
        return panel

    def shutdown(self) -> None:
        self.table.shutdown()
        panels, self._panels = self._panels, {}
        for panel in panels.values():  # the shell has let them go (hidden) before the game's UI shuts down
            if shiboken6.isValid(panel):
                panel.kept = False
                panel.let_go()
                panel.deleteLater()


def create_ui(controller: GameController, settings: Settings, context: GameContext | None = None) -> GameUI:
    return QuizClubUI(controller, settings, context)


__all__ = ["QuizClubUI", "create_ui"]
