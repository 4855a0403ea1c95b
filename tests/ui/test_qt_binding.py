"""The Qt binding must not drop references to None (PySide6 6.12.0 on Python 3.11 did, and crashed)."""

from __future__ import annotations

import sys

from PySide6.QtGui import QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsRectItem


def test_void_qt_calls_keep_the_reference_count_of_none(qapp) -> None:  # noqa: ANN001
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    item = QGraphicsRectItem()
    before = sys.getrefcount(None)
    for _ in range(2000):
        painter.setPen(QPen())
        item.setPos(1, 1)
    painter.end()
    assert sys.getrefcount(None) - before > -100
