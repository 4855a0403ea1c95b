"""Private views by placement: a game asks for "this viewer's private view", the shell decides where.

Why: games used to reach into the main window to find the Director window, and one faked a Director
viewer to get a seat onto the second screen. Now a game only answers three questions (see
:class:`gamesuite.ui.games.GameUI`): who needs privacy now (``private_viewer``), may that viewer use the
private screen (``uses_private_screen``), and does their view replace the table behind the gate
(``private_placement`` = ``"panel"``) or show on the table itself (``"table"``: the game draws that seat's
view on its own scene, e.g. a card hand face up). The :class:`PrivateRouter` places it:

0. the viewer's seat is held by a phone (phone play, :mod:`gamesuite.ui.phones`) → nothing private on any
   screen of the computer: no gate, no panel, no private window; the phone shows the seat's view and the
   table keeps taking public input (a phone seat never gates, even while its phone is away: the table
   can release the seat, and then the gate comes back for it);
1. a second screen is in use and the viewer may use it → the private window (covered until the named
   player uncovers it; the table stays visible and keeps taking public input);
2. otherwise the hand-off gate covers the main window, and nothing private exists until the named player
   confirms; then the panel (built once, refreshed in place while the same viewer keeps acting) or the
   game's own table in that viewer's view.

What to avoid: building a panel before the confirm (not hidden — not created), rebuilding a panel on
every change (refresh it in place: a rebuild costs tens of milliseconds and loses the reader's place),
and letting a game decide placement itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from gamesuite.i18n import translate
from gamesuite.rules.core import Event, Viewer
from gamesuite.ui import theme
from gamesuite.ui.panelslot import PanelSlot

if TYPE_CHECKING:
    from gamesuite.ui.director import DirectorWindow
    from gamesuite.ui.games import GameUI
    from gamesuite.ui.handoff import HandoffGate


class PrivateHost(QWidget):
    """Covers the table with one viewer's private panel (after the gate was confirmed)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("privateHost")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#privateHost { background: #f6f2e7; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        self.header.setFont(theme.font(22, theme.QFont.Weight.Bold))
        layout.addWidget(self.header)
        self.slot = PanelSlot(layout)
        self.hide()

    @property
    def panel(self) -> QWidget | None:
        return self.slot.panel

    def show_viewer(self, viewer: Viewer, title: str, build: Callable[[Viewer], QWidget],
                    events: list[Event]) -> QWidget:
        self.header.setText(title)
        panel = self.slot.show(viewer, build, events)
        if self.parentWidget() is not None:
            self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        return panel

    def clear(self) -> None:
        self.slot.clear()
        self.hide()


class PrivateRouter(QObject):
    """Routes the running game's private view to the private window, the gate + panel, or the gate + table."""

    def __init__(self, gate: HandoffGate, host: PrivateHost, screen: DirectorWindow) -> None:
        super().__init__(gate)
        self.gate = gate
        self.host = host
        self.screen = screen
        self.ui: GameUI | None = None
        self.unlocked: Viewer | None = None  # who passed the gate on the main window
        self.pending: Viewer | None = None  # who the gate is waiting for
        self.on_table: Viewer | None = None  # whose private view the game draws on its table now
        self.on_phone: Viewer | None = None  # whose private view is on their phone now (nothing shown here)
        self.phones: Callable[[Viewer], bool] = lambda _viewer: False  # is this viewer's seat held by a phone?
        gate.confirmed.connect(self._confirmed)

    def attach(self, ui: GameUI | None, *, keep_placement: bool = False) -> None:
        """Route ``ui``'s private views from now on. ``keep_placement`` (the same game's UI built again, after a
        change of language): whoever had passed the gate or uncovered the private screen keeps their view,
        built again by ``ui`` at the next :meth:`sync`; a gate still waiting is shown again in the new words."""
        if keep_placement:
            self.release()
        else:
            self.detach()
        self.ui = ui

    def release(self) -> None:
        """Let go of the UI's panels and table view, remembering where the private view was and for whom."""
        self.host.clear()
        self.screen.release_panel()
        self._table_view(None)
        self.ui = None

    def detach(self) -> None:
        self.gate.hide()
        self.host.clear()
        self.screen.clear_viewer()
        self._table_view(None)
        self.ui = None
        self.unlocked = None
        self.pending = None

    def _table_view(self, viewer: Viewer | None) -> None:
        if viewer != self.on_table and self.ui is not None:
            self.ui.show_private_on_table(viewer)
        self.on_table = viewer

    def sync(self, events: list[Event] | None = None) -> None:
        """Place the private view the game needs now (after every change and on request)."""
        ui = self.ui
        if ui is None:
            return
        events = events or []
        viewer = ui.private_viewer()
        on_phone = viewer is not None and self.phones(viewer)
        self.on_phone = viewer if on_phone else None
        if viewer is None or on_phone:  # nothing private to show here (or it is on its phone)
            self.gate.hide()
            self.host.clear()
            self._table_view(None)
            self.screen.clear_viewer()
            self.unlocked = None
            self.pending = None
            return
        name, colour = ui.viewer_label(viewer)
        if self.screen.active and ui.uses_private_screen(viewer):
            self.gate.hide()
            self.host.clear()
            self._table_view(None)
            self.screen.show_viewer(viewer, name, colour, ui.private_panel, events)
            return
        if not ui.uses_private_screen(viewer) or not self.screen.active:
            self.screen.clear_viewer()
        if self.unlocked == viewer:
            self.gate.hide()
            if ui.private_placement(viewer) == "table":
                self.host.clear()
                self._table_view(viewer)
            else:
                self._table_view(None)
                self.host.show_viewer(viewer, translate("shell", "Private — {name}").format(name=name),
                                     ui.private_panel, events)
            return
        self.host.clear()
        self._table_view(None)
        self.unlocked = None
        self.pending = viewer
        self.gate.show_for(name, colour, ui.gate_purpose(viewer))

    def _confirmed(self) -> None:
        if self.pending is None:
            return
        self.unlocked = self.pending
        self.pending = None
        self.sync()
