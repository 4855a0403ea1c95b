"""Token discs are drawn once per colour, size, scale and sub-pixel position and copied after that (issue #13):
the copies are the same pixels as drawing the disc, wherever it sits."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QPixmapCache

from gamesuite.ui.scene import token
from gamesuite.ui.scene.token import paint_disc


def _draw(x: float, y: float, scale: float, colour: QColor, *, direct: bool, under: bool = False) -> QImage:
    image = QImage(160, 160, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    if under:  # something drawn before the disc (the disc is copied over it)
        p.fillRect(20, 20, 100, 100, QColor(40, 90, 200, 150))
    p.translate(x, y)
    p.scale(scale, scale)
    if direct:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        token._draw_disc(p, colour, 30, 3, 170)
    else:
        paint_disc(p, colour, 30)
    p.drawLine(0, 0, 10, 10)  # the painter keeps drawing with the pen the disc left it
    p.end()
    return image


@pytest.mark.parametrize("x, y, scale", [(70, 70, 1.0), (70.3, 69.85, 0.95), (66.125, 71.5, 1.5), (71.7, 70.2, 0.6667)])
def test_a_copied_disc_is_the_drawn_disc(qtbot, x: float, y: float, scale: float) -> None:  # noqa: ANN001
    QPixmapCache.clear()
    colour = QColor("#d94f4f")
    drawn = _draw(x, y, scale, colour, direct=True)
    first = _draw(x, y, scale, colour, direct=False)  # drawn into the kept image
    again = _draw(x, y, scale, colour, direct=False)  # copied from it
    assert first == drawn
    assert again == drawn


def _largest_difference(a: QImage, b: QImage) -> int:
    return max(abs(((pa >> s) & 255) - ((pb >> s) & 255))
               for y in range(a.height()) for x in range(a.width())
               if (pa := a.pixel(x, y)) != (pb := b.pixel(x, y)) for s in (0, 8, 16, 24)) if a != b else 0


def test_a_disc_over_something_differs_by_rounding_at_most(qtbot) -> None:  # noqa: ANN001
    """Over what was drawn before it (a Ciak seat's disc), the kept image is blended in one go instead of layer by
    layer: a few pixels differ by one step of 255 at most."""
    colour = QColor("#3f7fd9")
    drawn = _draw(70.4, 70.6, 0.95, colour, direct=True, under=True)
    _draw(70.4, 70.6, 0.95, colour, direct=False, under=True)
    assert _largest_difference(_draw(70.4, 70.6, 0.95, colour, direct=False, under=True), drawn) <= 1


class _KeptImages:
    """Stands in for QPixmapCache in token.py: counts what is kept."""

    def __init__(self) -> None:
        self.kept: dict[str, object] = {}

    def find(self, key: str, image: QPixmap) -> bool:
        if key in self.kept:
            image.swap(self.kept[key])  # type: ignore[arg-type]
            return True
        return False

    def insert(self, key: str, image: QPixmap) -> bool:
        self.kept[key] = QPixmap(image)
        return True


def test_an_upright_disc_is_kept_once_and_a_turned_one_is_drawn(qtbot, monkeypatch) -> None:  # noqa: ANN001
    kept = _KeptImages()
    monkeypatch.setattr(token, "QPixmapCache", kept)
    colour = QColor("#3fae6b")
    for _ in range(3):
        _draw(70.3, 70.3, 0.95, colour, direct=False)
    assert len(kept.kept) == 1
    image = QImage(160, 160, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    p.translate(80, 80)
    p.rotate(20)
    paint_disc(p, colour, 30)
    p.end()
    assert len(kept.kept) == 1  # nothing kept for a turned disc
    assert image.pixelColor(80, 80).alpha() == 255  # yet it was drawn
