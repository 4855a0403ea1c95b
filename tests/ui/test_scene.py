"""The scene kit: cards flip, tokens stack in placement order, zones lay out, tracks place pieces,
board cells are clickable, the table view keeps its aspect, and animations can be finished at once."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from gamesuite.ui.scene import (
    BoardGridItem,
    ButtonItem,
    CardItem,
    LabelItem,
    TableScene,
    TableView,
    TokenItem,
    TrackItem,
    ZoneItem,
    finish_animations,
    set_reduce_motion,
)


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
    zone = ZoneItem(160, 220, "stack")
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
    zone = ZoneItem(400, 200, "row")
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


def test_board_cells_emit_clicks_through_a_real_view(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    board = BoardGridItem(3, 4, 200, 150, row_headers=["A", "B", "C"], col_headers=list("wxyz"))
    board.setPos(100, 100)
    scene.addItem(board)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(960, 540)
    view.show()
    clicked = []
    board.cell_clicked.connect(lambda r, c: clicked.append((r, c)))
    centre = board.mapToScene(board.cell_rect(2, 1).center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(centre))
    assert clicked == [(2, 1)]


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
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(960, 540)
    view.show()
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
