"""Ciak's first table made ahead: the Lollywood map drawn while the setup page shows (StartPrep) is what the
table's first paint copies, and only when it was drawn at the scale and part of a pixel the table has."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QTransform

from gamesuite.ui.ciak import artcache
from gamesuite.ui.ciak.faces import empty_map
from gamesuite.ui.ciak.lollywood import LollywoodMap, map_ahead
from gamesuite.ui.scene import TableScene, TableView


def _shown_map(qtbot, size: QSize, model=None):  # noqa: ANN001, ANN202 - test helper
    scene = TableScene()
    item = LollywoodMap("map", 948, 336, model if model is not None else empty_map())
    item.setPos(964, 8)
    scene.addItem(item)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(size)
    return view, item


def _paint(view: TableView) -> int:
    """Layers and art drawn (not copied) by a paint of the view."""
    before = artcache.stats["drawn"]
    view.viewport().grab()
    return artcache.stats["drawn"] - before


def _device(view: TableView, item: LollywoodMap) -> QTransform:
    view.show()
    view.fit()
    return item.deviceTransform(view.viewportTransform())


@pytest.fixture(autouse=True)
def _fresh_cache():  # noqa: ANN202 - pytest fixture
    artcache.clear()
    yield
    artcache.clear()


def test_the_map_drawn_ahead_at_the_tables_scale_is_copied_by_its_first_paint(qtbot) -> None:  # noqa: ANN001
    view, item = _shown_map(qtbot, QSize(1280, 759))
    device = _device(view, item)
    artcache.clear()
    pieces = list(map_ahead(948, 336, device))
    assert len(pieces) == 12  # the scenery and the eleven lots, a piece each
    assert artcache.stats["drawn"] > 0
    assert _paint(view) == 0


def test_a_map_drawn_ahead_at_another_scale_is_not_used(qtbot) -> None:  # noqa: ANN001
    view, item = _shown_map(qtbot, QSize(1280, 759))
    device = _device(view, item)
    artcache.clear()
    list(map_ahead(948, 336, device * QTransform.fromScale(1.01, 1.01)))
    assert _paint(view) >= 13  # the scenery, the lots and the map itself drawn by the paint, as without it
