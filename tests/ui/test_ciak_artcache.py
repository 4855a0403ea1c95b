"""The Ciak! table's speed-ups keep what the table shows: card art drawn once and copied looks like art painted
directly, recorders (a QPicture, an uncached item) still see every string, state changes re-use the art, and a
seat's frame repaints its numbers without its backdrop."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPicture, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem

from gamesuite.content.ciak import builtin_card_set
from gamesuite.ui import theme
from gamesuite.ui.ciak import artcache
from gamesuite.ui.ciak import items as ciak_items
from gamesuite.ui.ciak import layout as L
from gamesuite.ui.ciak.faces import gallery_faces
from gamesuite.ui.ciak.items import CiakCardItem
from gamesuite.ui.ciak.pieces import (
    Arrow,
    ClipTile,
    FramePart,
    HandZone,
    PartPool,
    PhaseBar,
    SeatFrame,
    SeatGlow,
    StackArrows,
    arrow_cells,
)
from gamesuite.ui.ciak.presenter import PHASE_STEPS, PhaseModel, SeatModel
from gamesuite.ui.scene import TableScene
from gamesuite.ui.scene.item import KitItem
from tests.support.scene import shown_view
from tests.ui.leaks import record_painted_text

FACES = gallery_faces(builtin_card_set())
BG = QColor("#173b32")


@pytest.fixture(autouse=True)
def _fresh(qapp):  # noqa: ANN001, ANN202 - pytest fixture
    theme.load_fonts()
    artcache.clear()
    yield
    artcache.clear()


def _render(item: CiakCardItem, scale: float, dx: float = 0.0) -> QImage:
    img = QImage(int(200 * scale), int(260 * scale), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(BG)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(20 + dx, 20)  # a card at a whole pixel (dx: a part of one)
    p.scale(scale, scale)
    item.paint(p, QStyleOptionGraphicsItem(), None)
    p.end()
    return img


@pytest.mark.parametrize(("scale", "dx"), [(0.9518, 0.37), (0.6667, 0.0), (1.0, 0.81)])
def test_a_face_drawn_ahead_is_copied_by_its_paint_and_a_missed_guess_changes_nothing(scale: float,
                                                                                       dx: float) -> None:
    face = next(f for f in FACES if f.type == "event")
    plain = _render(CiakCardItem("card:1", 100, face), scale, dx)  # nothing drawn ahead
    artcache.clear()
    where = QTransform().translate(20 + dx, 20).scale(scale, scale)  # where _render paints it
    assert ciak_items.prepare_face(where, face, 100)
    assert not ciak_items.prepare_face(where, face, 100)  # kept
    drawn = artcache.stats["drawn"]
    assert _render(CiakCardItem("card:1", 100, face), scale, dx) == plain  # copied: the same pixels
    assert artcache.stats["drawn"] == drawn
    artcache.clear()
    ciak_items.prepare_face(QTransform().translate(20 + dx + 0.5, 20.25).scale(scale, scale), face, 100)  # missed
    assert _render(CiakCardItem("card:1", 100, face), scale, dx) == plain  # drawn where it is, not copied off
    assert artcache.stats["drawn"] == drawn + 2


def _difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference per channel (0-255) over every pixel (both opaque, on the felt)."""
    da, db = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(da, db, strict=True)) / len(da)


@pytest.mark.parametrize("scale", [0.66, 1.0, 2.0])
def test_copied_art_looks_like_art_painted_directly(scale: float) -> None:
    face = next(f for f in FACES if f.type == "character")
    card = CiakCardItem("card:1", 122, face)
    direct = CiakCardItem("card:2", 122, face)
    direct.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # paints its art itself
    cached = _render(card, scale)
    again = _render(card, scale)
    assert artcache.stats["drawn"] >= 1 and artcache.cached_bytes() > 0
    painted = _render(direct, scale)
    assert again == cached  # the copy is exact each time
    assert _difference(cached, painted) < 0.6
    drawn = artcache.stats["drawn"]
    elsewhere = _render(direct, scale, dx=0.4)  # a part of a pixel over
    assert 0.6 < _difference(_render(card, scale, dx=0.4), elsewhere) < 6.0  # re-used, less than half a pixel off
    assert artcache.stats["drawn"] == drawn
    artcache.clear()
    assert _difference(_render(card, scale, dx=0.4), elsewhere) < 0.6  # drawn there first: exact
    blank = _render(CiakCardItem("card:3", 122, None), scale)  # the check can fail: a back is not this face
    assert _difference(blank, painted) > 10.0


def test_a_state_change_or_another_card_with_the_same_face_reuses_the_art() -> None:
    face = next(f for f in FACES if f.type == "staff")
    card = CiakCardItem("card:1", 122, face)
    _render(card, 1.0)
    drawn = artcache.stats["drawn"]
    card.set_state(dimmed=True, highlighted=True)
    _render(card, 1.0)
    assert artcache.stats["drawn"] == drawn + 1  # the art re-used; the glow drawn once for this size
    _render(CiakCardItem("card:9", 122, face), 1.0, dx=3)  # another copy, elsewhere
    glowing = CiakCardItem("card:7", 122, next(f for f in FACES if f.type == "character"))
    glowing.set_state(highlighted=True)
    drawn = artcache.stats["drawn"]
    _render(glowing, 1.0, dx=5)  # another face's art is new, its glow is not
    assert artcache.stats["drawn"] == drawn + 1
    drawn = artcache.stats["drawn"]
    _render(CiakCardItem("card:8", 122, dataclasses.replace(face, rotated=True)), 1.0)  # a new look: drawn
    assert artcache.stats["drawn"] == drawn + 1


@pytest.mark.parametrize("scale", [0.66, 1.0])
def test_a_kept_glow_looks_like_the_glow_painted_directly(scale: float) -> None:
    face = next(f for f in FACES if f.type == "character")
    card = CiakCardItem("card:1", 122, face)
    direct = CiakCardItem("card:2", 122, face)
    direct.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # paints its glow (and art) itself
    plain = _render(card, scale)
    for item in (card, direct):
        item.set_state(highlighted=True)
    cached = _render(card, scale)
    assert _difference(cached, _render(direct, scale)) < 0.6
    assert _difference(cached, plain) > 3.0  # the check can fail: the glow shows


def test_a_back_draws_its_tilt_as_qt_would_turn_it() -> None:
    """A fanned back tilts itself (its cached pixmap is then copied, not resampled): it looks turned round its
    top-left corner exactly as ``setRotation`` turned it, and Qt sees it upright."""
    tilted = CiakCardItem("back:0:0", 104, None)
    tilted.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    tilted.set_tilt(-9.0)
    turned = CiakCardItem("back:0:1", 104, None)
    turned.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    own = _render(tilted, 1.0, dx=30)
    img = QImage(own.size(), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(BG)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(50, 20)
    p.rotate(-9.0)
    turned.paint(p, QStyleOptionGraphicsItem(), None)
    p.end()
    assert _difference(own, img) < 0.6
    assert _difference(own, _render(turned, 1.0, dx=30)) > 3.0  # the check can fail: an upright back differs
    bounds = tilted.boundingRect()
    assert bounds.contains(QTransform().rotate(-9.0).map(QPointF(0, tilted.height)))  # the turned corner is inside


def test_a_hand_fans_its_backs_by_tilt_not_by_rotation() -> None:
    scene = TableScene()
    zone = HandZone("zone:hand:0", 360, 200)
    scene.put(zone)
    backs = [CiakCardItem(f"back:0:{i}", 104, None) for i in range(5)]
    for back in backs:
        scene.put(back, parent=zone)
    zone.set_items(backs, animate=False)
    slots = zone.positions(len(backs))
    assert [b.tilt for b in backs] == [angle for _pos, angle in slots] and any(b.tilt for b in backs)
    assert all(b.rotation() == 0 for b in backs)
    assert all(b.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache for b in backs)
    assert [b.pos() for b in backs] == [pos for pos, _angle in slots]


@pytest.mark.parametrize("scale", [0.66, 0.9518518518518518, 1.0])
def test_a_fanned_back_is_copied_with_the_pixels_it_had(scale: float) -> None:
    """A tilted back comes back from a kept pixmap pixel for pixel (its item's cache is transparent, as here)."""
    back = CiakCardItem("back:0:1", 44, None)
    back.set_tilt(-12.5)
    ciak_items.clear_kept_backs()

    def paint(kept: bool) -> QImage:
        img = QImage(160, 160, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        p.translate(40.37, 30.81)  # a part of a pixel
        p.scale(scale, scale)
        if kept:
            back.paint(p, QStyleOptionGraphicsItem(), None)
        else:
            back._draw(p)  # drawn directly, as before the pixmaps were kept
        p.end()
        return img

    direct = paint(False)
    assert paint(True) == direct and len(ciak_items._kept_backs) == 1
    assert paint(True) == direct and len(ciak_items._kept_backs) == 1  # copied, not drawn again
    back.set_state(dimmed=True)  # something over it: drawn directly
    assert paint(True) == paint(False) and len(ciak_items._kept_backs) == 1
    ciak_items.clear_kept_backs()


def test_recorders_still_see_every_string_the_art_draws() -> None:
    """A QPicture (the canary's recorder) and an uncached item (the i18n scan) get the art painted, not copied."""
    face = next(f for f in FACES if f.type == "character")
    card = CiakCardItem("card:1", 122, face)
    _render(card, 1.0)  # the art is in the cache now
    picture = QPicture()
    with record_painted_text() as painted:
        p = QPainter(picture)
        card.paint(p, QStyleOptionGraphicsItem(), None)
        p.end()
    assert face.name in " ".join(painted)
    card.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    with record_painted_text() as painted:
        _render(card, 1.0)
    assert face.name in " ".join(painted)
    card.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
    with record_painted_text() as painted:
        _render(card, 1.0)
    assert face.name not in " ".join(painted)  # copied: the check above can fail


def test_the_cache_keeps_to_its_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(artcache, "LIMIT_BYTES", 400_000)
    for i, face in enumerate(FACES[:12]):
        _render(CiakCardItem(f"card:{i}", 122, face), 1.0)
    assert 0 < artcache.cached_bytes() <= 400_000


def _seat(**changes: object) -> SeatModel:
    base = SeatModel(seat=0, name="Ada", colour="#d94f4f", shape="circle", alive=True, active=False, deciding=False,
                     bot="", autopass=False, team="", company=None, controlled=(), millions=3, hand_size=5,
                     hand_open=False, cast=(), items=(), staff=(None, None, None), cast_used=0, cast_limit=4,
                     total_att=0, total_dif=0)
    return dataclasses.replace(base, **changes)


def spy_paints(monkeypatch, parts: dict[str, object]) -> list[str]:  # noqa: ANN001
    """The names of the ``parts`` painted from now on (a :class:`PartPool` by any of its copies)."""
    paints: list[str] = []

    def name_of(item: object) -> str | None:
        for name, part in parts.items():
            if item is part or (isinstance(part, PartPool) and item in part.parts):
                return name
            if isinstance(part, SeatGlow) and item in part.strips:
                return name
        return None

    for cls in {type(p) for p in parts.values() if not isinstance(p, PartPool)} | {FramePart, ClipTile}:
        original = cls.paint

        def spy(self, painter, option, widget=None, original=original) -> None:  # noqa: ANN001
            name = name_of(self)
            if name is not None:
                paints.append(name)
            original(self, painter, option, widget)

        monkeypatch.setattr(cls, "paint", spy)
    return paints


def test_a_seat_repaints_its_numbers_without_its_backdrop(qtbot, monkeypatch) -> None:  # noqa: ANN001
    scene = TableScene()
    view = shown_view(qtbot, scene)
    frame = SeatFrame("seat:0", L.SEAT_W, L.SEAT_H, L)
    scene.put(frame)
    frame.apply(_seat())
    parts = {"backdrop": frame.backdrop, "glow": frame.glow, "header": frame.header, "badges": frame.badges,
             "millions": frame.millions, "totals": frame.totals, "hand": frame.hand, "empty": frame.empty,
             "frame": frame}
    paints = spy_paints(monkeypatch, parts)
    view.grab()
    # not the frame (it draws nothing), nor the badges (a person's seat out of turn has none)
    assert sorted(paints) == ["backdrop", "empty", "hand", "header", "millions", "totals"]
    paints.clear()
    frame.apply(_seat(millions=4, hand_size=6))
    view.grab()
    assert sorted(paints) == ["hand", "millions"]
    paints.clear()
    frame.apply(_seat(millions=4, hand_size=6, total_att=900))
    view.grab()
    assert paints == ["totals"]
    paints.clear()
    frame.apply(_seat(millions=4, hand_size=6, total_att=900, active=True))  # the turn: a glow, "TURN"
    view.grab()
    assert sorted(paints) == ["badges", "glow", "glow", "glow", "glow"]  # the glow's four strips
    assert frame.backdrop.model == ("#d94f4f", True) and frame.glow.opacity() == 1.0
    frame.apply(_seat(millions=4, hand_size=6, total_att=900, active=False))
    view.grab()
    frame.apply(_seat(millions=4, hand_size=6, total_att=900, active=True, deciding=True))  # and again, deciding
    paints.clear()
    view.grab()
    assert paints == []  # the glow and "TURN" come back from their pixmaps
    assert frame.badges.shown_part.opacity() == 1.0 and frame.badges.model[2] is True
    frame.apply(_seat(millions=3, hand_size=5, total_att=900, active=True))  # numbers shown before: kept too
    view.grab()
    assert paints == []
    frame.apply(_seat(millions=3, hand_size=7, total_att=900, active=True))  # a number not shown yet
    view.grab()
    assert paints == ["hand"]
    paints.clear()
    frame.apply(_seat(millions=3, hand_size=7, total_att=900, active=True, cast=(FACES[0],)))  # the note goes
    view.grab()
    assert paints == []  # the cast is drawn by its cards, and the "No characters" note is not shown any more
    assert not frame.empty.isVisible()


class _Holder(KitItem):
    """A parent that draws nothing (a seat's glow needs one)."""

    def __init__(self) -> None:
        super().__init__("holder")
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF()

    def paint(self, painter, option, widget=None) -> None:  # noqa: ANN001
        pass


class _OneGlow(KitItem):
    """The glow as one item (as it was before its strips): the picture the strips must give."""

    def __init__(self, glow: SeatGlow) -> None:
        super().__init__("one")
        self.glow = glow

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-12, -12, self.glow.w + 24, self.glow.h + 24)

    def paint(self, painter, option, widget=None) -> None:  # noqa: ANN001
        self.glow.draw_ring(painter)


@pytest.mark.parametrize("size", [(913, 514), (1280, 720), (1917, 1079)])
def test_the_glow_strips_draw_the_glow_of_one_piece(qtbot, size: tuple[int, int]) -> None:  # noqa: ANN001
    grabs = []
    for one in (False, True):
        scene = TableScene()
        view = shown_view(qtbot, scene)
        view.resize(*size)  # a scale with a part of a pixel at every edge
        holder = _Holder()
        scene.put(holder)
        holder.setPos(37.3, 411.6)
        glow = SeatGlow(holder, L.SEAT_W, L.SEAT_H)
        glow.setOpacity(1.0)
        if one:
            glow.setOpacity(0.0)
            ref = _OneGlow(glow)
            scene.put(ref)
            ref.setPos(holder.pos())
        grabs.append(view.grab().toImage())
    assert grabs[0] == grabs[1]


def test_lighting_a_seat_repaints_its_ring_not_the_seat(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    view = shown_view(qtbot, scene)
    frame = SeatFrame("seat:0", L.SEAT_W, L.SEAT_H, L)
    scene.put(frame)
    frame.apply(_seat())
    view.grab()
    QApplication.processEvents()
    painted: list[int] = []

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
            if event.type() == QEvent.Type.Paint:
                painted.append(sum(r.width() * r.height() for r in event.region()))
            return False

    watch = Watch()
    view.viewport().installEventFilter(watch)
    frame.apply(_seat(active=True))  # the turn: the glow and the "TURN" badge
    QApplication.processEvents()
    view.viewport().removeEventFilter(watch)
    seat_px = L.SEAT_W * L.SEAT_H * view.transform().m11() ** 2
    assert painted and sum(painted) < 0.4 * seat_px  # the ring and the badge (one piece: the whole seat and more)


class _OneArrows(KitItem):
    """The arrows as one cached item (as they were before): the picture the copies must give."""

    def __init__(self, arrows: StackArrows) -> None:
        super().__init__("one")
        self.arrows = arrows
        self.setZValue(60)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.arrows._bounds

    def paint(self, painter, option, widget=None) -> None:  # noqa: ANN001
        self.arrows.draw_arrows(painter)


ARROWS = (Arrow(700, 560, 180, 180, "#d94f4f"), Arrow(900, 500, 1500, 860, "#3f7fd9", -1),
          Arrow(905, 520, 300, 850, "#48a868"), Arrow(1000, 460, 1001, 800, "#e0b030"))


def _felt_with_cards(scene: TableScene) -> None:
    """Cards under the arrows (their pixels and the arrows' blend over them)."""
    for i, face in enumerate(FACES[:6]):
        card = CiakCardItem(f"card:{i}", 122, face)
        scene.put(card)
        card.setPos(150 + 260 * i + 0.37 * i, 300 + 90 * (i % 3))


@pytest.mark.parametrize("size", [(913, 514), (1280, 720), (1917, 1079)])
def test_the_arrows_copied_are_the_arrows_of_one_cached_piece(qtbot, size: tuple[int, int]) -> None:  # noqa: ANN001
    grabs = []
    for one in (False, True):
        scene = TableScene()
        view = shown_view(qtbot, scene)
        view.resize(*size)  # a scale with a part of a pixel at every edge
        _felt_with_cards(scene)
        arrows = StackArrows("arrows")
        scene.put(arrows)
        arrows.apply(ARROWS[:1])
        view.grab()
        arrows.apply(ARROWS)  # a new picture, a part of the old one kept
        if one:
            ref = _OneArrows(arrows)
            scene.put(ref)
            arrows.setVisible(False)
        grabs.append(view.grab().toImage())
    assert grabs[0] == grabs[1]


@pytest.mark.parametrize("scale", [0.5, 0.9518, 2.0])
def test_an_arrow_draws_only_on_its_tiles(scale: float) -> None:
    """What a new model repaints are the tiles whose arrows changed: an arrow's pixels off its tiles would stay on
    the table after it went."""
    more = (*ARROWS, Arrow(100, 100, 1800, 1000, "#ffffff"), Arrow(1800, 80, 90, 1000, "#000000", -1),
            Arrow(960, 540, 961, 541, "#d94f4f"), Arrow(960, 540, 960, 1060, "#d94f4f", -1))
    for arrow in more:
        arrows = StackArrows("arrows")
        arrows.apply((arrow,))
        img = QImage(int(1920 * scale) + 2, int(1080 * scale) + 2, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)
        empty = img.copy()
        p = QPainter(img)
        p.translate(0.37, 0.61)  # a part of a pixel
        p.scale(scale, scale)
        arrows.draw_arrows(p)
        assert img != empty
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # clear whole pixels
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
        for i, j in arrow_cells(arrow):
            p.fillRect(QRectF(i * 64, j * 64, 64, 64), Qt.GlobalColor.black)
        p.end()
        assert img == empty, arrow


def test_an_arrow_repaints_the_tiles_along_it_not_the_table_it_spans(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    view = shown_view(qtbot, scene)
    _felt_with_cards(scene)
    arrows = StackArrows("arrows")
    scene.put(arrows)
    arrows.apply(ARROWS[:1])
    view.grab()
    QApplication.processEvents()
    painted: list[int] = []

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
            if event.type() == QEvent.Type.Paint:
                painted.append(sum(r.width() * r.height() for r in event.region()))
            return False

    watch = Watch()
    view.viewport().installEventFilter(watch)
    arrows.apply(ARROWS[:2])  # a second arrow, across the right half of the table
    QApplication.processEvents()
    view.viewport().removeEventFilter(watch)
    span = arrows._bounds.width() * arrows._bounds.height() * view.transform().m11() ** 2
    assert painted and sum(painted) < 0.4 * span  # one piece: all the arrows' span (and the first arrow's tiles)
    assert len(arrow_cells(ARROWS[1])) * (64 * view.transform().m11()) ** 2 > 0.5 * sum(painted)  # along it


def test_the_phase_bar_repaints_only_the_steps_that_changed(qtbot, monkeypatch) -> None:  # noqa: ANN001
    scene = TableScene()
    view = shown_view(qtbot, scene)
    bar = PhaseBar("phasebar", L.PHASE_BAR.width(), L.PHASE_BAR.height())
    scene.put(bar)
    model = PhaseModel(turn=3, phase=2, active=0, active_name="Ada", active_colour="#d94f4f", priority=0,
                       priority_name="Ada", mode_title="")
    bar.apply(model)
    parts = {"bar": bar, "title": bar.title} | {f"step{i}": s for i, s in enumerate(bar.steps)}
    paints = spy_paints(monkeypatch, parts)
    view.grab()
    assert sorted(paints) == sorted(parts)
    paints.clear()
    bar.apply(dataclasses.replace(model, phase=4, priority=1, priority_name="Bo"))  # a new step (the 4th)
    view.grab()
    on = [i for i, (phase, _n, _w) in enumerate(PHASE_STEPS) if phase in (2, 4)]
    assert sorted(paints) == sorted(f"step{i}" for i in on)
    paints.clear()
    bar.apply(dataclasses.replace(model, turn=4, phase=4))  # the same player's next turn, the same step
    view.grab()
    assert paints == ["title"]
    paints.clear()
    bar.apply(dataclasses.replace(model, turn=4, phase=4, active=1, active_name="Bo", active_colour="#3b7dd8"))
    view.grab()
    assert sorted(paints) == ["bar", f"step{on[1]}", "title"]  # another player: the band and the lit step
    paints.clear()
    bar.apply(dataclasses.replace(model, turn=5, phase=2))  # Ada again, the step lit at the start
    view.grab()
    assert sorted(paints) == ["bar", "title"]  # the steps' looks come back from their pixmaps


LOG_LINES = ["Ada plays Stunt Double.", "Bruno: no response", "Ada's Stunt Double resolves: it joins the cast.",
             "Carla attacks Bruno's company with 3 characters and the boss, and the fight goes to the dice" * 2,
             "Dario discards Plot Twist, Cameo and Rewrite down to six cards in hand."]


@pytest.mark.parametrize("scale", [0.66, 0.9518518518518518, 1.5])
def test_a_log_line_from_its_kept_layout_is_the_line_drawText_draws(scale: float) -> None:
    """The game log lays each line out once (pieces._draw_log_line): the same pixels as QPainter.drawText(box,
    AlignLeft | AlignTop | TextWordWrap), which it replaced, also where the box cuts the text (drawText clips)."""
    from gamesuite.ui.ciak.pieces import WRAP_TOP, _draw_log_line, _log_line

    width = 258.0

    def render(line: str, height: float, newest: bool, kept: bool) -> QImage:
        _h, font = _log_line(line, width, 20, newest)
        img = QImage(int(320 * scale), int(160 * scale), QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(BG)
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setTransform(QTransform(scale, 0, 0, scale, 3.37, 2.61))  # at parts of a pixel, as on the table
        p.setPen(QColor("#e8e2d2"))
        box = QRectF(14, 4, width, height)
        if kept:
            _draw_log_line(p, box, line, font)
        else:
            p.setFont(font)
            p.drawText(box, WRAP_TOP, line)
        p.end()
        return img

    compared = 0
    for line in LOG_LINES:
        for newest in (True, False):
            full, _font = _log_line(line, width, 20, newest)
            for height in (full, full * 0.5, 12.0):
                assert render(line, height, newest, True) == render(line, height, newest, False), (line, height)
                compared += 1
    assert compared == 30


@pytest.mark.parametrize("scale", [0.66, 0.9518518518518518, 1.5])
def test_the_log_copies_its_panel_and_looks_the_same(scale: float) -> None:
    """The log draws its panel and title once and copies them after (LogItem._paint_kept_panel): the same pixels
    as drawing them, at parts of a pixel too; a recording painter still sees the title."""
    from gamesuite.ui.ciak.pieces import LogItem

    log = LogItem("log", 286, 222)
    log.apply(tuple(LOG_LINES))

    def render(kept: bool, dx: float) -> QImage:
        img = QImage(int(300 * scale) + 4, int(240 * scale) + 4, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(Qt.GlobalColor.transparent)  # as the item's own cached pixmap
        p = QPainter(img)
        p.setTransform(QTransform(scale, 0, 0, scale, dx, 0.61))
        if not kept:
            log.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        log.paint(p, QStyleOptionGraphicsItem(), None)
        log.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        p.end()
        return img

    for dx in (0.0, 0.37, 1.5):
        direct = render(False, dx)
        assert log._kept is None or log._kept[0][4] != dx % 1  # the direct one kept nothing for this place
        assert render(True, dx) == direct
        assert render(True, dx) == direct  # copied, the second time
        assert log._kept is not None
    picture = QPicture()
    with record_painted_text() as painted:
        p = QPainter(picture)
        log.paint(p, QStyleOptionGraphicsItem(), None)
        p.end()
    assert painted[0] == "What happened" and painted[1:] == LOG_LINES[::-1][:len(painted) - 1]
    assert len(painted) >= 3


def _map_model(lost: int = 0):  # noqa: ANN202 - a MapModel
    """A mid-game map: studios in play for four seats, two conquered; ``lost``: points studio 3 lost since."""
    from gamesuite.ui.ciak.faces import empty_map

    base = empty_map(builtin_card_set())
    studios = []
    for i, s in enumerate(base.studios):
        if i % 3 == 2:
            studios.append(s)
            continue
        taken = i in (1, 5)
        dominion = max(0, s.printed - (lost if i == 3 else 0))
        studios.append(dataclasses.replace(s, in_play=True, owner=i % 4, controller=(i + taken) % 4, dominion=dominion))
    return dataclasses.replace(base, studios=tuple(studios), colours=("#d9534f", "#3a7bd5", "#f0ad4e", "#5cb85c"))


def _map_image(model, scale: float, *, recorded: bool = False) -> QImage:  # noqa: ANN001
    from gamesuite.ui.ciak.lollywood import paint_map

    img = QImage(int(440 * scale) + 8, int(240 * scale) + 8, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(BG)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(3.3, 2.6)  # the map at a part of a pixel
    p.scale(scale, scale)
    if recorded:  # a recorder draws everything directly; played back, those are the pixels without layers
        picture = QPicture()
        rp = QPainter(picture)
        rp.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_map(rp, QRectF(0, 0, 420, 222), model)
        rp.end()
        p.drawPicture(0, 0, picture)
    else:
        paint_map(p, QRectF(0, 0, 420, 222), model)
    p.end()
    return img


@pytest.mark.parametrize("scale", [0.6, 0.955, 2.0])
def test_the_map_from_its_layers_looks_as_drawn_directly(scale: float) -> None:
    model = _map_model()
    layered, direct = _map_image(model, scale), _map_image(model, scale, recorded=True)
    da, db = bytes(layered.constBits()), bytes(direct.constBits())
    worst = max(abs(x - y) for x, y in zip(da, db, strict=True))
    assert worst <= 3  # the rounding of one blend more: the scenery and each lot are composed, not drawn over


def test_a_studio_losing_a_point_draws_only_its_lot_again() -> None:
    _map_image(_map_model(), 0.955)
    drawn = artcache.stats["drawn"]
    _map_image(_map_model(lost=1), 0.955)
    assert artcache.stats["drawn"] == drawn + 1  # the lot of studio 3 (the scenery and the other lots are copied)
    _map_image(_map_model(lost=1), 0.955)
    assert artcache.stats["drawn"] == drawn + 1
