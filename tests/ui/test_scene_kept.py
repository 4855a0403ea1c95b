"""What a kit item keeps between paints (issue #13): its bounding rectangle, and its picture when a state flag it
does not draw changes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from gamesuite.ui.scene import (
    ActionBar,
    ButtonItem,
    CardItem,
    LabelItem,
    PanelItem,
    TableScene,
    TableView,
    TokenItem,
    ZoneItem,
)
from gamesuite.ui.scene.item import STATE_FLAGS, KitItem


def _kit_items() -> list[KitItem]:
    return [LabelItem("a", 200, 40), ButtonItem("b", 180, 60), PanelItem(300, 200), CardItem(120),
            TokenItem(24), ZoneItem("zone:z", 400, 180), ActionBar("bar", 600, 72)]


@pytest.mark.parametrize("index", range(7))
def test_a_kit_item_gives_qt_one_kept_rectangle_until_a_size_changes(qapp, index: int) -> None:  # noqa: ANN001
    """Qt asks ``boundingRect`` 3-4 times an item a paint; a new QRectF each time cost ~1.5 us an item (a 200-label
    table repainted 3.3 -> 1.6 us a label). Fails if a kit class makes its rectangle anew at every call."""
    item = _kit_items()[index]
    first = item.boundingRect()
    assert item.boundingRect() is first
    assert first == item.bounds()


def test_the_kept_rectangle_follows_every_way_a_size_changes(qapp) -> None:  # noqa: ANN001
    label = LabelItem("a", 200, 40)
    label.boundingRect()
    label.set_size(300, 50)
    assert label.boundingRect() == QRectF(0, 0, 300, 50)
    label.prepareGeometryChange()
    label.w = 120  # set directly, as tables do with zones (ciak/table.py)
    assert label.boundingRect() == QRectF(0, 0, 120, 50)
    button = ButtonItem("b", 180, 60)
    button.boundingRect()
    button.set_size(200, 70)
    assert button.boundingRect() == QRectF(-4, -4, 208, 78)
    card = CardItem(120)
    card.boundingRect()
    card.set_size(90)
    assert card.boundingRect() == QRectF(-8, -8, 106, card.height + 16)
    token = TokenItem(24)
    token.boundingRect()
    token.radius = 30
    assert token.boundingRect() == QRectF(-40, -40, 80, 86)
    zone = ZoneItem("zone:z", 400, 180)
    zone.boundingRect()
    zone.prepareGeometryChange()
    zone.w = 500
    assert zone.boundingRect() == QRectF(-6, -6, 512, 192)


def test_the_scene_sees_a_changed_size(qapp) -> None:  # noqa: ANN001
    """The kept rectangle is forgotten when a size is set, so the scene's hit tests use the new size."""
    scene = TableScene()
    label = LabelItem("a", 100, 40, key="label")
    scene.put(label)
    label.setPos(100, 100)
    assert scene.items(QPointF(250, 120)) == []
    label.set_size(200, 40)
    assert scene.items(QPointF(250, 120)) == [label]


def _painted_table(qtbot, item: KitItem):  # noqa: ANN001, ANN202
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    scene.put(item)
    item.setPos(200, 200)
    view.resize(960, 540)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    view.viewport().repaint()
    return view


def _counting(cls: type[LabelItem], flags: frozenset[str] | None = None) -> type[LabelItem]:
    """``cls`` drawing the flags it draws (or ``flags``), counting its paints (a class patched in place is not
    seen: the bindings keep the ``paint`` they found)."""

    class Counting(cls):  # type: ignore[valid-type, misc]
        DRAWN_FLAGS = cls.DRAWN_FLAGS if flags is None else flags
        paints = 0

        def paint(self, painter, option, widget=None) -> None:  # noqa: ANN001
            self.paints += 1
            super().paint(painter, option, widget)

    return Counting


def _paints_after(qtbot, item: KitItem, change) -> int:  # noqa: ANN001
    """How many times ``item`` draws its picture again in the table's next paint after ``change(item)``."""
    view = _painted_table(qtbot, item)
    before = item.paints  # type: ignore[attr-defined]
    assert before >= 1
    change(item)
    QApplication.processEvents()
    view.viewport().repaint()
    return item.paints - before  # type: ignore[attr-defined]


def test_a_label_that_becomes_clickable_is_not_drawn_again(qtbot) -> None:  # noqa: ANN001
    """A label draws none of the state flags: a clickable, highlighted or dimmed label looks the same, and its
    picture is kept. Fails when every flag change repaints (as before: Quiz Club's buttons 0.7 a move)."""
    assert not LabelItem.DRAWN_FLAGS
    assert _paints_after(qtbot, _counting(LabelItem)("a", 200, 40),
                         lambda item: item.set_state(clickable=True, highlighted=True, dimmed=True)) == 0
    assert _paints_after(qtbot, _counting(LabelItem)("b", 200, 40), lambda item: item.set_text("c")) == 1


def test_a_button_draws_its_highlight_and_not_its_clickable_flag(qtbot) -> None:  # noqa: ANN001
    assert frozenset({"hovered", "highlighted"}) == ButtonItem.DRAWN_FLAGS
    button = _counting(ButtonItem)  # type: ignore[arg-type]
    assert _paints_after(qtbot, button("b", 180, 60), lambda item: item.set_state(clickable=False)) == 0
    assert _paints_after(qtbot, button("c", 180, 60), lambda item: item.set_state(highlighted=True)) == 1


def test_a_subclass_draws_every_flag_until_it_says_otherwise(qtbot) -> None:  # noqa: ANN001
    """A game's label with its own paint may draw any flag: it repaints on each, as every kit item did before."""

    class Lit(LabelItem):
        pass

    assert Lit.DRAWN_FLAGS == STATE_FLAGS
    lit = _counting(LabelItem, STATE_FLAGS)
    assert _paints_after(qtbot, lit("a", 200, 40), lambda item: item.set_state(clickable=True)) == 1
    quiet = _counting(LabelItem, frozenset({"dimmed"}))
    assert _paints_after(qtbot, quiet("a", 200, 40), lambda item: item.set_state(clickable=True)) == 0
    assert _paints_after(qtbot, quiet("b", 200, 40), lambda item: item.set_state(dimmed=True)) == 1


def test_a_pointed_at_button_loses_its_ring_when_it_is_disabled(qtbot) -> None:  # noqa: ANN001
    """The ring shows on a hovered button only while it is enabled: disabling it draws it again (its clickable flag,
    which it no longer draws, used to)."""
    button = _counting(ButtonItem)  # type: ignore[arg-type]
    assert _paints_after(qtbot, button("b", 180, 60), lambda item: item.set_enabled(False)) == 0

    def point_then_disable(item: ButtonItem) -> None:
        item.hovered = True
        item.set_enabled(False)

    assert _paints_after(qtbot, button("c", 180, 60), point_then_disable) == 1
