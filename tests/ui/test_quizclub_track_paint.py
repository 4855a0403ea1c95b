"""The Quiz Club score track blits only its ring of spaces (the transparent middle, three quarters of the
table, cost ~1.4 ms of blending per full repaint): the table must look exactly the same."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPixmap

from gamesuite.ui.quizclub import items
from gamesuite.ui.quizclub import layout as L
from gamesuite.ui.scene import TableScene, TableView


def _grab(qtbot, size: tuple[int, int]) -> tuple[QImage, items.ScoreTrack]:  # noqa: ANN001
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    track = items.ScoreTrack(30, (10, 20))
    track.setPos(L.TRACK_RECT.topLeft())
    scene.addItem(track)
    return view.grab().toImage(), track


def test_the_track_blits_its_ring_and_looks_the_same_as_the_whole_pixmap(qtbot, monkeypatch) -> None:  # noqa: ANN001
    for size in ((1280, 800), (1920, 1080)):
        ring, track = _grab(qtbot, size)
        assert track._static is not None and track._static[2] is not None  # the middle was found transparent
        hole = track._static[2]
        assert hole.width() > track._static[1].width() // 2 and hole.height() > track._static[1].height() // 2
        with monkeypatch.context() as m:
            m.setattr(items, "transparent_inside", lambda pixmap, rect: False)
            whole, other = _grab(qtbot, size)
            assert other._static is not None and other._static[2] is None
        assert ring == whole


def test_a_drawn_pixel_inside_the_middle_keeps_the_whole_blit(qapp) -> None:  # noqa: ANN001
    pixmap = QPixmap(200, 120)
    pixmap.fill(Qt.GlobalColor.transparent)
    hole = QRect(20, 20, 160, 80)
    assert items.transparent_inside(pixmap, hole)
    image = pixmap.toImage()
    image.setPixelColor(179, 99, QColor(0, 0, 0, 1))  # the hole's last pixel, barely visible
    assert not items.transparent_inside(QPixmap.fromImage(image), hole)
    assert not items.transparent_inside(pixmap, QRect(150, 20, 80, 20))  # not inside the pixmap


def test_the_ring_covers_everything_but_the_hole_once(qapp) -> None:  # noqa: ANN001
    outer, hole = QRect(0, 0, 50, 30), QRect(7, 5, 30, 12)
    covered = [(x, y) for part in items.ring_around(outer, hole)
               for x in range(part.left(), part.right() + 1) for y in range(part.top(), part.bottom() + 1)]
    assert len(covered) == len(set(covered)) == outer.width() * outer.height() - hole.width() * hole.height()
    assert not any(hole.contains(x, y) for x, y in covered)
