"""Collect every piece of text a window shows, to prove private text never reaches it.

Two sources: widget properties (labels, buttons, tooltips, titles, list items, text browsers,
status bars) and everything our Python ``paint()`` methods draw with ``QPainter.drawText``
during a real render (``grab()``), which covers scene items with custom painters.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QListWidget,
    QTextEdit,
    QWidget,
)


@contextmanager
def record_painted_text() -> Iterator[list[str]]:
    seen: list[str] = []
    original = QPainter.drawText

    def spy(self: QPainter, *args: object) -> object:
        seen.extend(a for a in args if isinstance(a, str))
        return original(self, *args)

    QPainter.drawText = spy  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]


def widget_texts(root: QWidget) -> list[str]:
    """Text properties of ``root`` and all its visible descendants (and their scenes' items)."""
    out: list[str] = [root.windowTitle(), root.toolTip()]
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root:
            continue
        out += [w.toolTip(), w.accessibleName(), w.windowTitle(), w.statusTip()]
        if isinstance(w, QLabel | QAbstractButton | QLineEdit):
            out.append(w.text())
        elif isinstance(w, QTextEdit):
            out.append(w.toPlainText())
        elif isinstance(w, QListWidget):
            out += [w.item(i).text() for i in range(w.count())]
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                out.append(item.toolTip())
                if isinstance(item, QGraphicsTextItem):
                    out.append(item.toPlainText())
                elif isinstance(item, QGraphicsSimpleTextItem):
                    out.append(item.text())
                for attr in ("text", "title", "label", "back_label"):
                    value = getattr(item, attr, None)
                    if isinstance(value, str):
                        out.append(value)
    return [t for t in out if t]


def everything_shown(window: QWidget) -> str:
    """All widget text plus all text painted while rendering the window, joined."""
    with record_painted_text() as painted:
        window.grab()
    return "\n".join(widget_texts(window) + painted)


def assert_no_leak(window: QWidget, secrets: list[str], extra: list[str] | None = None) -> None:
    shown = everything_shown(window) + "\n" + "\n".join(extra or [])
    leaked = [s for s in secrets if s and s in shown]
    assert leaked == [], f"private text reached the shared screen: {leaked}"
