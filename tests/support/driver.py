"""The table driver: play any game through the real window the way a family would (a page object).

One place for what every UI test does: click a scene item where it is drawn (by item or by key),
click a widget, pass the hand-off gate or the private screen's cover like the named player, find the
private panel on show, and let the event loop delete replaced panels.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QPushButton, QWidget


def flush() -> None:
    """Delete replaced panels now (the app's event loop does it between clicks)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


class TableDriver:
    """Drives a :class:`gamesuite.ui.main_window.MainWindow` with real mouse clicks."""

    def __init__(self, window: Any, qtbot: Any) -> None:
        self.window = window
        self.qtbot = qtbot

    # ------------------------------------------------------------------ the table
    @property
    def view(self) -> Any:
        return self.window.game_ui.table_widget()

    @property
    def scene(self) -> Any:
        return self.view.scene()

    def item(self, key: object) -> Any:
        item = self.scene.keyed(key)
        assert item is not None, f"no item {key!r} on the table"
        return item

    def click_item(self, item: Any) -> None:
        """Click a scene item where it is drawn (through the view, as the mouse would)."""
        assert item.isVisible(), "clicking a hidden item"
        pos = self.view.mapFromScene(item.sceneBoundingRect().center())
        self.qtbot.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)

    def click_key(self, key: object) -> None:
        self.click_item(self.item(key))

    def clickable_keys(self) -> set[object]:
        return {k for k in self.scene.keys() if getattr(self.scene.keyed(k), "clickable", False)}  # noqa: SIM118

    # ------------------------------------------------------------------ widgets
    def click(self, widget: QWidget | None) -> None:
        assert widget is not None, "no such button"
        assert widget.isVisible() and widget.isEnabled(), f"{widget.objectName()} cannot be clicked"
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)

    # ------------------------------------------------------------------ privacy
    def gate_up(self) -> bool:
        return self.window.page.gate.isVisible()

    def confirm_gate(self) -> None:
        assert self.gate_up(), "no gate is shown"
        assert self.window.page.private.panel is None, "something private exists behind the gate"
        self.click(self.window.page.gate.button)
        flush()

    def screen_covered(self) -> bool:
        d = self.window.director
        return bool(d.active and d.covered())

    def uncover_screen(self) -> None:
        assert self.screen_covered(), "the private screen is not covered"
        assert self.window.director.panel() is None, "something private exists behind the cover"
        self.click(self.window.director.cover.button)
        flush()

    def private_panel(self, *, open_covers: bool = False) -> QWidget | None:
        """The private panel on show (private screen or main window); passes covers when asked."""
        flush()
        d = self.window.director
        if open_covers and self.screen_covered():
            self.uncover_screen()
        if open_covers and self.gate_up():
            self.confirm_gate()
        host = self.window.page.private
        if host.isVisible() and host.panel is not None:
            return host.panel
        if d.active and d.isVisible() and d.panel() is not None:
            return d.panel()
        return None

    def panel_button(self, name: str, panel: QWidget | None = None) -> QPushButton:
        panel = panel or self.private_panel()
        assert panel is not None, "no private panel is shown"
        for b in panel.findChildren(QPushButton):
            if b.objectName() == name or b.objectName().startswith(name):
                return b
        names = [b.objectName() for b in panel.findChildren(QPushButton)]
        raise AssertionError(f"no panel button {name!r}: {names}")
