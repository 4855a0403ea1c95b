"""The kit's soft shadow is drawn once per size and device scale into a kept image and blitted after that
(three antialiased rounded rectangles cost more than the rest of a plain card's face): it must look the same
as the layers drawn directly, and a repeated paint must not draw the layers again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmapCache

from gamesuite.ui.scene import CardItem, TableScene, TableView, ZoneItem
from gamesuite.ui.scene import card as card_module
from gamesuite.ui.scene import item as item_module

TOLERANCE = 6  # of 255, per channel: the shadow's edge is placed to 1/8 of a device pixel


def _direct(painter: QPainter, rect: QRectF, radius: float, *, offset: float = 4, strength: int = 70) -> None:
    painter.save()
    item_module._draw_shadow_layers(painter, rect, radius, offset, strength)
    painter.restore()


def _largest_difference(a: QImage, b: QImage) -> int:
    a = a.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    b = b.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    assert a.size() == b.size()
    return max((abs(x - y) for x, y in zip(bytes(a.constBits()), bytes(b.constBits()), strict=True) if x != y),
               default=0)


def _paint(shadow, dx: float, dy: float, scale: float, rotation: float, background: int) -> QImage:  # noqa: ANN001
    image = QImage(260, 260, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(background)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(dx, dy)
    painter.rotate(rotation)
    painter.scale(scale, scale)
    shadow(painter, QRectF(1.5, 0, 120, 170), 10)
    painter.end()
    return image


@pytest.mark.parametrize(("dx", "dy", "scale", "rotation"), [
    (10, 12, 1.0, 0), (13.37, 21.61, 0.667, 0), (7.9, 5.25, 1.5, 0), (20.5, 9.125, 0.5, 0), (90, 30, 0.8, 12),
])
@pytest.mark.parametrize("background", [0, QColor("#2f5d3a").rgba()])
def test_the_kept_shadow_looks_like_the_layers_drawn_directly(qapp, dx, dy, scale, rotation, background) -> None:  # noqa: ANN001
    kept = _paint(item_module.paint_soft_shadow, dx, dy, scale, rotation, background)
    direct = _paint(_direct, dx, dy, scale, rotation, background)
    assert _largest_difference(kept, direct) <= TOLERANCE


def test_a_repeated_shadow_comes_from_the_kept_image(qapp, monkeypatch) -> None:  # noqa: ANN001
    rendered: list[object] = []
    real = item_module._render_shadow

    def counting(*args):  # noqa: ANN002, ANN202
        rendered.append(args)
        return real(*args)

    monkeypatch.setattr(item_module, "_render_shadow", counting)
    QPixmapCache.clear()
    first = _paint(item_module.paint_soft_shadow, 10.25, 4, 0.75, 0, 0)
    assert len(rendered) == 1
    for dx in (30.25, 55.25, 80.25):  # another place, the same size, scale and sub-pixel position
        _paint(item_module.paint_soft_shadow, dx, 4, 0.75, 0, 0)
    assert len(rendered) == 1
    again = _paint(item_module.paint_soft_shadow, 10.25, 4, 0.75, 0, 0)
    assert _largest_difference(first, again) == 0
    _paint(item_module.paint_soft_shadow, 10.25, 4, 1.0, 0, 0)  # another scale: drawn once more
    assert len(rendered) == 2
    _paint(item_module.paint_soft_shadow, 10.25, 4, 1.0, 30, 0)  # turned: drawn directly, nothing kept
    assert len(rendered) == 2


def test_a_table_of_cards_looks_the_same_as_with_shadows_drawn_directly(qtbot, monkeypatch) -> None:  # noqa: ANN001
    def grab_table() -> QImage:
        scene = TableScene()
        view = TableView(scene)
        qtbot.addWidget(view)
        view.resize(1280, 800)
        view.show()
        zone = ZoneItem("zone:row", 900, 300, "row")
        scene.put(zone)
        cards = [CardItem(100 + 7 * i, key=f"card:{i}", face_up=i % 2 == 0, title=f"Card {i}") for i in range(6)]
        zone.set_items(cards, animate=False)
        return view.grab().toImage()

    kept = grab_table()
    monkeypatch.setattr(card_module, "paint_soft_shadow", _direct)
    direct = grab_table()
    assert _largest_difference(kept, direct) <= TOLERANCE
