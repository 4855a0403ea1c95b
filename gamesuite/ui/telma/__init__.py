"""Telma's screens: one shared table with every player's piles, keyboard/tap buzzers and the contests.

Package: ``presenter.py`` (Qt-free: the TABLE view, the legal actions and the table's half-made choices ->
the table's model; ``keys_of`` for the picker), ``layout.py`` (geometry), ``table.py`` (builds the items
once, applies the model, turns presses and clicks into actions), ``items.py`` (Telma's own table items),
``setup.py`` (the nickname and key panel), ``art.py`` (QPainter drawings), ``clock.py`` (fair timing of
presses: event timestamps on one game clock), ``keys.py`` (buzzer keys) and this plug-in: sounds, the
status line, the shell's questions.

Telma hides nothing but the order of the face-down piles: no private view, no hand-off gate, ever. The
plug-in asks the shell only through ``self.context`` (the table's refusals go to ``context.toast``).
"""

from __future__ import annotations

import time

from PySide6.QtWidgets import QWidget

from gamesuite.rules.core import Event, Viewer
from gamesuite.ui import sound
from gamesuite.ui.controller import GameController
from gamesuite.ui.games import GameContext, GameUI
from gamesuite.ui.settings import Settings
from gamesuite.ui.telma.setup import SetupPanel
from gamesuite.ui.telma.table import TelmaTable

__all__ = ["TelmaUI", "create_ui"]


class TelmaUI(GameUI):
    """The GameUI of Telma: routing to the table, sounds, the status line."""

    def __init__(self, controller: GameController, settings: Settings, context: GameContext | None = None) -> None:
        super().__init__(controller, settings, context)
        ahead = self.context.take_ahead(controller.state)  # the first table, built and drawn while the page showed
        if isinstance(ahead, TelmaTable):
            ahead.adopt(controller, settings, self.context.toast)
            self.table = ahead
        else:
            self.table = TelmaTable(controller, settings, self.context.toast)
        self.status = ""

    # ------------------------------------------------------------------ the shell's calls
    def table_widget(self) -> QWidget:
        return self.table.view

    def refresh(self, events: list[Event]) -> None:
        model = self.table.refresh(events)
        self._sounds(events)
        if model.status != self.status:
            self.status = model.status
            self.status_did_change.emit(model.status)

    def private_viewer(self) -> Viewer | None:
        """Telma hides nothing but the order of face-down piles: no hand-off gate, ever."""
        return None

    def gate_purpose(self, viewer: Viewer) -> str:
        """Never asked: Telma has no private step (every move is made on the shared table)."""
        return ""

    def phone_press(self, seat: int, monotonic_ms: int) -> bool:
        """A phone's buzzer (phone play): pressed at ``monotonic_ms`` on the server's ``time.monotonic`` clock,
        already corrected for the network by the phone's synced stamp (gamesuite/ui/phones/hub.py). The
        offset to the game clock is read here directly (both clocks at the same instant), not estimated,
        and kept still during a contest like the keys' offsets, so the calls of a contest keep their order."""
        if not 0 <= seat < len(self.controller.config.players):
            return False
        clock = self.table.clock
        if "phone" not in clock.offsets or not clock.frozen:
            clock.offsets["phone"] = clock.now() - int(time.monotonic() * 1000)
        self.table.press(seat, monotonic_ms, "phone")
        return True

    def key_pressed(self, key: int, timestamp_ms: int) -> bool:
        """The one way keys reach Telma: buzzers, Space/Enter, Esc, key changes (see ``TelmaTable``)."""
        return self.table.key_pressed(key, timestamp_ms)

    def finish_animations(self) -> None:
        self.table.finish()

    def shutdown(self) -> None:
        self.table.stop()

    # ------------------------------------------------------------------ the setup panel (shared tests use these)
    @property
    def setup(self) -> SetupPanel:
        return self.table.setup

    def start_round(self) -> None:
        self.table.start_round()

    def nickname_edited(self, seat: int) -> None:
        self.table.nickname_edited(seat)

    # ------------------------------------------------------------------ helpers
    def _sounds(self, events: list[Event]) -> None:
        kinds = [e.kind for e in events]
        if "contest" in kinds:
            sound.play("contest")
        elif "reveal" in kinds:
            sound.play("reveal")
        if "match_over" in kinds or "round_won" in kinds:
            sound.play("correct")


def create_ui(controller: GameController, settings: Settings, context: GameContext | None = None) -> GameUI:
    """The shell's entry point for this game."""
    return TelmaUI(controller, settings, context)
