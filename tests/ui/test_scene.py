"""The scene kit: cards flip, tokens stack in placement order, zones lay out, tracks place pieces,
the table view keeps its aspect, animations can be finished at once; keyed items survive a sync,
move between zones, route clicks and hovers through the scene, and repaint nothing when nothing changed."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from gamesuite.ui.scene import (
    ActionBar,
    ButtonItem,
    ButtonSpec,
    CardItem,
    KitItem,
    LabelItem,
    PanelItem,
    PanelStyle,
    PreviewItem,
    TableScene,
    TableView,
    TokenItem,
    TrackItem,
    ZoneItem,
    finish_animations,
    set_reduce_motion,
)
from tests.support.scene import shown_view


def test_card_flip_animates_and_can_be_finished(qtbot) -> None:  # noqa: ANN001
    set_reduce_motion(False)
    scene = TableScene()
    card = CardItem(126, title="Ace")
    scene.addItem(card)
    assert not card.face_up
    card.flip(True, duration=300)
    assert card._flip_anim is not None  # running, not instant
    finish_animations(scene)
    assert card.face_up and card._flip_phase == 1.0
    assert abs(card.height / card.width - 88 / 63) < 1e-9


def test_moves_finish_at_once_under_reduce_motion(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    token = TokenItem(30, "#d94f4f", label="A")
    scene.addItem(token)
    set_reduce_motion(True)
    try:
        token.move_to(QPointF(500, 400))
        assert token.pos() == QPointF(500, 400)
    finally:
        set_reduce_motion(False)
    token.move_to(QPointF(10, 10), duration=250)
    assert token.pos() != QPointF(10, 10)
    finish_animations()
    assert token.pos() == QPointF(10, 10)


def test_stack_zone_shows_placement_order_bottom_to_top(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    zone = ZoneItem("z", 160, 220, "stack")
    scene.addItem(zone)
    tokens = [TokenItem(28, c) for c in ("#d94f4f", "#3d7dd8", "#e0a526")]
    for t in tokens:
        zone.add(t, animate=False)
    ys = [t.pos().y() for t in tokens]
    assert ys == sorted(ys, reverse=True)  # later tokens sit higher
    assert [t.order for t in tokens] == [1, 2, 3]  # order badges from the third token on
    assert [t.zValue() for t in tokens] == [0, 1, 2]
    zone.remove(tokens[2], animate=False)
    assert [t.order for t in tokens[:2]] == [None, None]


def test_row_zone_squeezes_cards_to_fit(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    zone = ZoneItem("z", 400, 200, "row")
    scene.addItem(zone)
    cards = [CardItem(100) for _ in range(6)]
    for c in cards:
        zone.add(c, animate=False)
    xs = [c.pos().x() for c in cards]
    assert xs == sorted(xs) and xs[0] >= 0 and xs[-1] + cards[-1].width <= 400 + 1e-6


def test_track_has_every_space_and_places_pieces(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    track = TrackItem(64, 1200, 800, markers=(10, 20))
    scene.addItem(track)
    assert len(track._rects) == 64
    centres = {(round(track.space_centre(i).x()), round(track.space_centre(i).y())) for i in range(64)}
    assert len(centres) == 64  # no two spaces on top of each other
    a, b = TokenItem(20, "#d94f4f"), TokenItem(20, "#3d7dd8")
    track.place("a", a, 5, animate=False)
    track.place("b", b, 5, animate=False)
    assert a.pos() != b.pos()  # sharing a space side by side
    assert track.space_rect(5).contains(a.pos()) and track.space_rect(5).contains(b.pos())
    track.place("a", a, 64 + 3, animate=False)  # wraps around (laps)
    assert track.space_rect(3).contains(a.pos())


def test_table_view_keeps_the_whole_scene_visible_with_its_aspect(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    view.fit()
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(scene.sceneRect().adjusted(1, 1, -1, -1))
    t = view.transform()
    assert abs(t.m11() - t.m22()) < 1e-9


def test_button_item_clicks_only_when_enabled(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    button = ButtonItem("Go", 300, 80)
    button.setPos(200, 200)
    scene.addItem(button)
    view = shown_view(qtbot, scene)
    hits = []
    button.clicked.connect(lambda: hits.append(1))
    where = view.mapFromScene(button.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    button.set_enabled(False)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert hits == [1]


def test_label_shrinks_long_text_to_fit(qtbot) -> None:  # noqa: ANN001
    short = LabelItem("Hi", 300, 50, size=40)
    long = LabelItem("A very long sentence that cannot fit at this size", 300, 50, size=40)
    assert long.fitted_font().pixelSize() < short.fitted_font().pixelSize()


# ------------------------------------------------------------------------------ the keyed kit



def _click(qtbot, view: TableView, item) -> None:  # noqa: ANN001
    where = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)


def test_every_kit_class_has_its_own_type_id(qtbot) -> None:  # noqa: ANN001
    classes = [CardItem, TokenItem, LabelItem, ButtonItem, ZoneItem, PanelItem, PreviewItem, ActionBar]
    ids = [c.TYPE for c in classes]
    assert len(set(ids)) == len(ids)
    assert all(i > KitItem.TYPE for i in ids)
    assert CardItem(100).type() == CardItem.TYPE


def test_sync_keeps_items_by_key_moves_them_between_zones_and_drops_the_rest(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    hand = scene.put(ZoneItem("hand", 600, 200, "row"))
    pile = scene.put(ZoneItem("discard", 200, 200, "pile"))
    pile.setPos(1000, 500)
    made = []

    def make(key: object, model: object) -> CardItem:
        made.append(key)
        return CardItem(100, key=key, title=str(model))

    scene.sync({"hand": [("c1", "A"), ("c2", "B")], "discard": []}, make, animate=False)
    first = scene.keyed("c1")
    assert made == ["c1", "c2"] and first.parentItem() is hand
    scene.sync({"hand": [("c2", "B")], "discard": [("c1", "A")]}, make, animate=False)
    assert made == ["c1", "c2"]  # nothing re-created
    assert scene.keyed("c1") is first and first.parentItem() is pile and pile.items == [first]
    scene.sync({"hand": [], "discard": [("c1", "A")]}, make, animate=False)
    assert scene.keyed("c2") is None and all(getattr(i, "key", None) != "c2" for i in scene.items())


def test_a_card_moving_to_another_zone_starts_where_it_was(qtbot) -> None:  # noqa: ANN001
    set_reduce_motion(False)
    scene = TableScene()
    scene.put(ZoneItem("a", 300, 200, "row"))
    b = scene.put(ZoneItem("b", 300, 200, "row"))
    b.setPos(1200, 700)
    scene.sync({"a": [("x", 1)], "b": []}, lambda k, m: CardItem(100, key=k))
    finish_animations(scene)
    card = scene.keyed("x")
    before = card.scenePos()
    scene.sync({"a": [], "b": [("x", 1)]}, lambda k, m: CardItem(100, key=k))
    assert card.scenePos() == before  # it slides from where it was ...
    finish_animations(scene)
    assert b.sceneBoundingRect().contains(card.sceneBoundingRect().center())  # ... into its new zone


def test_apply_with_an_equal_model_repaints_nothing(qtbot) -> None:  # noqa: ANN001
    panel = PanelItem(200, 100, PanelStyle(fill="#ffffff"))
    assert panel.apply(PanelStyle(fill="#ffffff")) is False
    assert panel.apply(PanelStyle(fill="#000000")) is True


def test_clicks_and_hovers_reach_the_scene_by_key(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    card = scene.put(CardItem(200, key="hand:7", face_up=True, title="Seven"))
    card.setPos(300, 300)
    view = shown_view(qtbot, scene)
    clicked, hovered = [], []
    scene.item_clicked.connect(clicked.append)
    scene.item_hovered.connect(hovered.append)
    _click(qtbot, view, card)
    assert clicked == []  # not clickable yet
    card.set_state(clickable=True)
    _click(qtbot, view, card)
    assert clicked == ["hand:7"]
    qtbot.mouseMove(view.viewport(), view.mapFromScene(card.sceneBoundingRect().center()))
    qtbot.mouseMove(view.viewport(), view.mapFromScene(1800, 1000))
    assert "hand:7" in hovered and hovered[-1] is None


def test_action_bar_keeps_buttons_by_key_and_routes_clicks(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    bar = scene.put(ActionBar("bar", 1000))
    bar.setPos(400, 900)
    view = shown_view(qtbot, scene)
    bar.set_buttons([ButtonSpec("button:pass", "Pass"), ButtonSpec("button:look", "Look at my hand", "#9ad0ff")])
    first = bar.button("button:pass")
    bar.set_buttons([ButtonSpec("button:pass", "Pass now")])
    assert bar.button("button:pass") is first and first.text == "Pass now" and bar.button("button:look") is None
    clicked = []
    scene.item_clicked.connect(clicked.append)
    _click(qtbot, view, first)
    assert clicked == ["button:pass"]
    x0 = first.pos().x()
    assert x0 >= 0 and x0 + first.w <= 1000


def test_action_bar_keeps_a_button_whose_key_comes_back_and_does_not_paint_it_again(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """Issue #13: a key that leaves the bar and comes back (Telefilm's "Roll the die" move after move) gets
    the same button back, from its cached pixmap; while away it is not on the table (no paint, no click,
    no key in the scene), a label that changes or a place that moves paints once, and the spares kept are
    bounded."""
    paints: list[object] = []
    plain_paint = ButtonItem.paint

    def counted(self, painter, option, widget=None) -> None:  # noqa: ANN001
        paints.append(self.key)
        plain_paint(self, painter, option, widget)

    monkeypatch.setattr(ButtonItem, "paint", counted)
    scene = TableScene()
    bar = scene.put(ActionBar("bar", 1000, align="left"))
    bar.setPos(400, 900)
    view = shown_view(qtbot, scene)
    roll, look = ButtonSpec("button:roll", "Roll the die"), ButtonSpec("button:look", "Look at my hand")
    bar.set_buttons([roll, look])
    first, second = bar.button("button:roll"), bar.button("button:look")
    scene.put(first, bar)  # as a table does: its clicks and tests find it by key
    view.grab()
    assert sorted(paints) == ["button:look", "button:roll"]
    bar.set_buttons([look])
    assert bar.button("button:roll") is None and scene.keyed("button:roll") is None
    scene.drop("button:roll")  # a table forgetting the key it put: the bar keeps its spare
    paints.clear()
    view.grab()
    assert paints == []  # the spare is not drawn; the other button moved and came from its cache
    assert first not in scene.items(first.sceneBoundingRect().center())  # nothing there to point at
    bar.set_buttons([roll, look])
    assert bar.button("button:roll") is first and bar.button("button:look") is second
    assert first.scene() is scene and first.opacity() == 1.0
    view.grab()
    assert paints == []  # back from its cached pixmap
    bar.set_buttons([ButtonSpec("button:roll", "Roll again"), look])
    assert bar.button("button:roll") is first
    view.grab()
    assert paints == ["button:roll"]  # what changed paints, once
    bar.set_buttons([look])
    bar.set_buttons([look, ButtonSpec("button:roll", "Roll again")])
    assert bar.button("button:roll") is first
    view.grab()
    assert paints == ["button:roll"] * 2  # back in another place: drawn there (not its old pixmap moved)
    bar.set_buttons([roll, look])
    clicked = []
    scene.item_clicked.connect(clicked.append)
    _click(qtbot, view, first)
    bar.set_buttons([look])
    _click(qtbot, view, first)  # the spare's place: the look button moved there, the spare takes no click
    assert clicked == ["button:roll", "button:look"]
    for k in range(ActionBar.SPARES + 10):
        bar.set_buttons([ButtonSpec(f"button:{k}", str(k))])
    assert len(bar.childItems()) == ActionBar.SPARES + 1


def test_action_bar_buttons_take_their_label_width_and_shrink_in_proportion(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    bar = scene.put(ActionBar("bar", 1000, min_button=100, align="left"))
    specs = [ButtonSpec(f"button:{k}", str(k)) for k in range(1, 5)] + [ButtonSpec("button:look", "Look at my hand")]
    bar.set_buttons(specs)
    short, long_ = bar.button("button:1"), bar.button("button:look")
    assert short.w == 100 and long_.w > 200  # a long label is not squeezed to an equal share
    wide = long_.w
    bar.set_width(500)
    assert long_.w < wide and short.w < 100 and abs(long_.w / short.w - wide / 100) < 0.01
    last = bar.buttons[-1]
    assert last.pos().x() + last.w <= 500 + 0.5


def test_action_bar_set_size_makes_its_buttons_lower(qtbot) -> None:  # noqa: ANN001
    """Telma's "whose nickname?" rows get lower buttons when several presses wait (telmapick15)."""
    scene = TableScene()
    bar = scene.put(ActionBar("bar", 600, 72, min_button=200, max_button=200, align="left", gap=10))
    bar.set_buttons([ButtonSpec("button:a", "Anna"), ButtonSpec("button:b", "Bruno")])
    bar.set_size(410, 48)
    assert bar.boundingRect().height() == 48 and [(b.w, b.h) for b in bar.buttons] == [(200, 48), (200, 48)]
    assert bar.buttons[1].pos().x() == 210


def test_an_animation_is_deleted_when_it_ends_or_is_replaced(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent

    set_reduce_motion(False)
    scene = TableScene()
    token = TokenItem(30, "#d94f4f")
    scene.addItem(token)
    for k in range(20):  # replaced before it ends
        token.move_to(QPointF(10 * k, 10), duration=250)
    token.animate(b"scale", 1.5, 250)
    finish_animations(scene)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert token.findChildren(QAbstractAnimation) == []
    assert token.pos() == QPointF(190, 10) and token.scale() == 1.5
    token.move_to(QPointF(0, 0), duration=250)  # the next animation still works
    assert len(token.findChildren(QAbstractAnimation)) == 1
    token.move_to(QPointF(190, 10))  # back where it is before the slide ran: the slide away is stopped
    finish_animations(scene)
    assert token.pos() == QPointF(190, 10)


def test_preview_sits_beside_the_item_inside_the_table(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    preview = PreviewItem(380)
    scene.addItem(preview)
    from PySide6.QtCore import QRectF

    near = QRectF(1700, 900, 100, 140)  # bottom right: no room to the right
    preview.show_card(lambda p, r: None, near)
    box = preview.mapRectToScene(QRectF(0, 0, preview.width, preview.height))
    assert scene.sceneRect().contains(box)
    assert not box.intersects(near)
    preview.clear()
    assert not preview.isVisible()


def test_preview_leaves_the_places_to_avoid_readable_where_it_can(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import QRectF

    scene = TableScene()
    preview = PreviewItem(360)
    scene.addItem(preview)
    header, prompt = QRectF(8, 8, 948, 48), QRectF(8, 640, 1904, 88)
    near = QRectF(700, 80, 96, 134)  # a card under a header: level with it, the preview would cover the header
    preview.show_card(lambda p, r: None, near)
    assert preview.sceneBoundingRect().intersects(header)
    preview.show_card(lambda p, r: None, near, avoid=[header, prompt])
    box = preview.mapRectToScene(QRectF(0, 0, preview.width, preview.height))
    assert not box.intersects(header) and not box.intersects(prompt) and not box.intersects(near)
    assert box.top() == header.bottom() + 6, "as near the card as the header allows"
    near = QRectF(200, 800, 96, 134)  # under the prompt line: the preview goes above it, still beside the card
    preview.show_card(lambda p, r: None, near, avoid=[header, prompt])
    box = preview.mapRectToScene(QRectF(0, 0, preview.width, preview.height))
    assert box.bottom() <= prompt.top() and box.left() > near.right()
    everything = QRectF(0, 0, 1920, 1080)  # nowhere is clear: the preview stays level with the card
    preview.show_card(lambda p, r: None, near, avoid=[everything])
    assert preview.pos().y() == 1080 - preview.height - 8


def test_a_fanned_card_paints_once_and_then_comes_from_its_cache(qtbot) -> None:  # noqa: ANN001
    """Qt drops the device cache of an item turned by an odd angle at every paint: fanned cards use the item
    cache while turned (and the device cache again once upright), so repainting the table does not redraw them."""

    class Counted(CardItem):
        paints = 0

        def paint(self, painter, option, widget=None) -> None:  # noqa: ANN001
            Counted.paints += 1
            super().paint(painter, option, widget)

    scene = TableScene()
    view = shown_view(qtbot, scene)
    zone = ZoneItem("zone:hand", 600, 300, "fan")
    scene.put(zone)
    zone.setPos(200, 200)
    cards = [Counted(100, key=f"card:{i}") for i in range(5)]
    set_reduce_motion(True)
    try:
        zone.set_items(cards, animate=False)
    finally:
        set_reduce_motion(False)
    assert cards[0].rotation() != 0 and cards[0].rotation() % 90 != 0
    assert cards[0].cacheMode() == CardItem.CacheMode.ItemCoordinateCache
    view.grab()
    first = Counted.paints
    assert first >= 5
    for _ in range(3):
        scene.update()
        view.grab()
    assert Counted.paints == first  # every card came from its pixmap
    zone.set_items(cards[2:3], animate=False)  # alone in the fan: upright again
    assert cards[2].rotation() == 0
    assert cards[2].cacheMode() == CardItem.CacheMode.DeviceCoordinateCache


def test_an_outlined_zone_repaints_when_it_fills_or_empties(qtbot) -> None:  # noqa: ANN001
    """Its label shows only while it is empty, and its outline is cached: it must be drawn again then."""
    paints: list[int] = []

    class Counted(ZoneItem):
        def paint(self, painter, option, widget=None) -> None:  # noqa: ANN001
            paints.append(len(self.items))
            super().paint(painter, option, widget)

    scene = TableScene()
    view = shown_view(qtbot, scene)
    zone = Counted("zone:discard", 200, 260, "pile", label="Discard")
    scene.put(zone)
    view.grab()
    assert paints == [0]
    zone.set_items([CardItem(100, key="card:1")], animate=False)
    view.grab()
    assert paints == [0, 1]
    view.grab()
    assert paints == [0, 1]  # from its cache


def test_text_is_drawn_with_one_shared_font_per_size_and_weight(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """draw_text makes no QFont per text drawn (each cost ~20 µs and a font resolution in the painter): the same
    family, pixel size and weight give the very same font, equal to theme.font's."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFont, QImage, QPainter

    from gamesuite.ui import theme
    from gamesuite.ui.scene import text

    a = text.shared_font(26.7, QFont.Weight.DemiBold)
    assert a is text.shared_font(26.2, QFont.Weight.DemiBold)  # the same pixel size (26)
    assert a == theme.font(26.7, QFont.Weight.DemiBold)
    assert a is not text.shared_font(26, QFont.Weight.Bold)
    made: list[float] = []
    real = theme.font
    monkeypatch.setattr(theme, "font", lambda size, weight=QFont.Weight.Normal, **kw: made.append(size)
                        or real(size, weight, **kw))
    image = QImage(400, 100, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    for _ in range(5):
        text.draw_text(painter, QRectF(0, 0, 400, 50), "Twenty-six units", 26, weight=QFont.Weight.DemiBold)
        text.draw_text(painter, QRectF(0, 50, 400, 50), "Wrapped over two lines when it is long", 20, wrap=True)
    painter.end()
    assert made.count(26) == 0 and made.count(20) <= 1  # 20 px Normal: made once, the first time it is asked for
