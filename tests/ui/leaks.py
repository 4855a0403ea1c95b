"""Collect every piece of text a window shows, to prove private text never reaches it.

Two sources: widget properties (labels, buttons, tooltips, titles, list items, text browsers,
status bars) and everything our Python ``paint()`` methods draw with ``QPainter.drawText``
during a real render (``grab()``), which covers scene items with custom painters.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QStaticText
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


@dataclass(frozen=True)
class DrawCall:
    """One ``QPainter.drawText`` made from Python: the text, the painter's font, and the box and flags when the
    call gave them (``drawText(rect, flags, text)``), so a reader can tell whether the text fitted."""

    text: str
    font: QFont
    rect: QRectF | None = None
    flags: int = 0


@contextmanager
def record_draw_calls() -> Iterator[list[DrawCall]]:
    """Every ``QPainter.drawText`` and ``drawStaticText`` called from Python while the block runs (wrap a
    ``grab()``)."""
    seen: list[DrawCall] = []
    original = QPainter.drawText

    def spy(self: QPainter, *args: object) -> object:
        texts = [a for a in args if isinstance(a, str)]
        rect: QRectF | None = None
        flags = 0
        if len(args) == 3 and isinstance(args[0], QRect | QRectF) and isinstance(args[1], int | Qt.AlignmentFlag):
            rect, flags = QRectF(args[0]), int(args[1])
        elif len(args) == 6 and all(isinstance(a, int | float) for a in args[:4]):
            rect, flags = QRectF(*args[:4]), int(args[4])  # type: ignore[arg-type]
        for text in texts:
            seen.append(DrawCall(text, QFont(self.font()), rect, flags))
        return original(self, *args)

    original_static = QPainter.drawStaticText

    def static_spy(self: QPainter, *args: object) -> object:  # text laid out once, drawn again (QStaticText)
        for a in args:
            if isinstance(a, QStaticText):
                seen.append(DrawCall(a.text(), QFont(self.font())))
        return original_static(self, *args)

    QPainter.drawText = spy  # type: ignore[method-assign]
    QPainter.drawStaticText = static_spy  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
        QPainter.drawStaticText = original_static  # type: ignore[method-assign]


@contextmanager
def record_painted_text() -> Iterator[list[str]]:
    with record_draw_calls() as calls:
        seen: list[str] = []
        yield seen
    seen.extend(c.text for c in calls)


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
