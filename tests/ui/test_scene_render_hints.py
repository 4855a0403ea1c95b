"""The table view samples pixmaps smoothly only where a pixmap is drawn turned: every cached item is
blitted 1:1, and the hint cost ~20 % of each repaint (bench/responsiveness.py)."""

from __future__ import annotations

from PySide6.QtGui import QPainter

from gamesuite.ui.scene import CardItem, TableScene, ZoneItem
from gamesuite.ui.scene.motion import set_reduce_motion
from tests.support.scene import shown_view

SMOOTH = QPainter.RenderHint.SmoothPixmapTransform



def test_an_upright_table_paints_without_smooth_pixmap_sampling(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    view = shown_view(qtbot, scene)
    zone = ZoneItem("zone:row", 600, 300, "row")
    scene.put(zone)
    zone.set_items([CardItem(100, key=f"card:{i}") for i in range(3)], animate=False)
    view.grab()
    assert view.renderHints() & QPainter.RenderHint.Antialiasing
    assert not view.renderHints() & SMOOTH


def test_a_turned_card_makes_its_view_sample_smoothly(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    view = shown_view(qtbot, scene)
    zone = ZoneItem("zone:hand", 600, 300, "fan")
    scene.put(zone)
    set_reduce_motion(True)
    try:
        zone.set_items([CardItem(100, key=f"card:{i}") for i in range(5)], animate=False)
    finally:
        set_reduce_motion(False)
    assert any(item.rotation() % 90 != 0 for item in zone.items)
    assert view.renderHints() & SMOOTH  # the item-cache pixmaps of the fan are drawn turned
