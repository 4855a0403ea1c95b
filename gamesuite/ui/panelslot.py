"""PanelSlot: one private panel in a layout, kept while the same viewer acts and refreshed in place.

Used by the hand-off host on the main window and by the private window on a second screen. A panel
that implements ``refresh(events)`` (:class:`RefreshablePanel`) is updated in place; any other panel is
rebuilt after each change (the old behaviour, kept for simple panels). A panel whose ``kept`` attribute is
true belongs to its game's UI, which shows it again for the same seat's next turn and deletes it when the game
ends: the slot only takes it out of its layout and hides it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, runtime_checkable

from PySide6.QtWidgets import QVBoxLayout, QWidget

from gamesuite.rules.core import Event, Viewer


@runtime_checkable
class RefreshablePanel(Protocol):
    """A private panel that updates itself in place after a change (instead of being rebuilt)."""

    def refresh(self, events: list[Event]) -> None: ...


class PanelSlot:
    """Holds one viewer's panel inside a layout: kept while the same viewer acts, refreshed in place."""

    def __init__(self, layout: QVBoxLayout) -> None:
        self._layout = layout
        self.viewer: Viewer | None = None
        self.panel: QWidget | None = None
        self.builds = 0  # how many panels were built (tests and the responsiveness bench read it)

    def show(self, viewer: Viewer, build: Callable[[Viewer], QWidget], events: list[Event]) -> QWidget:
        if self.panel is not None and self.viewer == viewer and isinstance(self.panel, RefreshablePanel):
            if events:
                self.panel.refresh(events)
            return self.panel
        self.clear()
        self.viewer = viewer
        self.panel = build(viewer)
        self.builds += 1
        self._layout.addWidget(self.panel, 1)
        self.panel.show()
        return self.panel

    def clear(self) -> None:
        if self.panel is not None:
            self._layout.removeWidget(self.panel)
            self.panel.hide()
            # no setParent(None): leaving the host's style sheet re-polishes every widget of the panel (about
            # 50 ms for the Director's panel, on the click that closes it); hidden, it is deleted with the
            # next turn of the event loop (unless its game's UI keeps it for a later turn)
            if not getattr(self.panel, "kept", False):
                self.panel.deleteLater()
        self.panel = None
        self.viewer = None
