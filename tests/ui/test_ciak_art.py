"""Ciak! art: every design and company paints, names and texts fit, types are told apart, the map
model follows the view, the items show their states and answer the mouse, the gallery filters."""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from gamesuite.content.ciak import builtin_card_set
from gamesuite.ui import theme
from gamesuite.ui.ciak import art
from gamesuite.ui.ciak.faces import (
    MAP_KEY,
    CardFace,
    CompanyFace,
    CompanyModel,
    company_faces,
    gallery_faces,
    map_model,
)
from gamesuite.ui.scene.animation import set_reduce_motion
from gamesuite.ui.scene.text import Weight, fits

CS = builtin_card_set()
FACES = gallery_faces(CS)
COMPANIES = company_faces(CS)
BG = QColor("#173b32")


@pytest.fixture(autouse=True)
def _app(qapp):  # noqa: ANN001, ANN202 - pytest fixture
    theme.load_fonts()
    yield


def _image(w: float, h: float) -> QImage:
    img = QImage(int(w) + 20, int(h) + 20, QImage.Format.Format_ARGB32)
    img.fill(BG)
    return img


def _render(paint, w: float, h: float) -> QImage:  # noqa: ANN001
    img = _image(w, h)
    p = QPainter(img)
    paint(p, QRectF(10, 10, w, h))
    p.end()
    return img


def _changed(img: QImage, step: int = 3) -> int:
    """How many sampled pixels differ from the background."""
    return sum(1 for x in range(0, img.width(), step) for y in range(0, img.height(), step)
               if img.pixelColor(x, y) != BG)


def _in_play_variants() -> list[CardFace]:
    by = {f.design: f for f in FACES}
    rep = dataclasses.replace
    return [
        rep(by["stuntman_sergio"], uid=1, att=1300, tokens=2),
        rep(by["gondola_romeo"], uid=2, att=1700, dif=500, tokens=6, item="Director's Megaphone"),
        rep(by["leading_lady"], uid=3, att=1200),
        rep(by["casting_director"], uid=4, rotated=True),
    ]


# ------------------------------------------------------------------------------------------ painting


def test_every_design_paints_at_table_and_full_size_and_the_back_too() -> None:
    for face in [*FACES, *_in_play_variants()]:
        for width, detail in ((150, "table"), (190, "table"), (380, "full")):
            img = _render(lambda p, r, f=face, d=detail: art.paint_card_face(p, r, f, detail=d), width,
                          width * art.CARD_RATIO)
            assert _changed(img, 7) > 100, (face.design, detail)
    back = _render(art.paint_card_back, 170, 170 * art.CARD_RATIO)
    front = _render(lambda p, r: art.paint_card_face(p, r, FACES[0]), 170, 170 * art.CARD_RATIO)
    centre = (90, 128)
    assert back.pixelColor(*centre) != front.pixelColor(*centre)


def test_every_company_paints_landscape_portrait_and_full_with_its_looks() -> None:
    for i, face in enumerate(COMPANIES):
        damaged = dataclasses.replace(face, damage=400, dominion=face.dominion - 2, controller=i % 4)
        colour, mark = theme.PLAYER_COLOURS[i % 8], theme.PLAYER_SHAPES[i % 8]
        for w, h, detail in ((238, 170, "table"), (170, 170 * art.CARD_RATIO, "table"),
                             (380, 380 * art.CARD_RATIO, "full")):
            for conquered in (False, True):
                img = _render(lambda p, r, f=damaged, d=detail, c=conquered, k=colour, m=mark: art.paint_company(
                    p, r, f, k, detail=d, mark=m, conquered=c), w, h)
                assert _changed(img, 7) > 100


def test_the_boss_company_looks_different() -> None:
    boss = next(c for c in COMPANIES if c.boss)
    other = COMPANIES[0]
    dark = QColor("#22202a")

    def paper(face: CompanyFace) -> QColor:
        img = _render(lambda p, r: art.paint_company(p, r, face, "#3d7dd8"), 238, 170)
        return img.pixelColor(10 + 120, 10 + 165)  # near the bottom, under the text

    assert paper(boss) == dark and paper(other) != dark


def test_d20_shows_every_value() -> None:
    seen = set()
    for v in range(1, 21):
        img = _render(lambda p, r, v=v: art.paint_d20(p, r, v, colour="#3d7dd8"), 120, 120)
        seen.add(bytes(img.constBits()))
    assert len(seen) == 20


# ------------------------------------------------------------------------------------------ fitting


def _fits(text: str, box: QRectF, size: tuple[float, float], weight: Weight) -> bool:
    return fits(text, box.width(), size[0], weight, minimum=size[1], height=box.height(), wrap=True)


@pytest.mark.parametrize("width", [150, 170, 190])
def test_every_name_fits_at_table_size(width: int) -> None:
    rect = QRectF(0, 0, width, width * art.CARD_RATIO)
    for face in FACES:
        lay = art.card_layout(rect, face, "table")
        assert _fits(face.name, lay.name, lay.name_size, Weight.Bold), (face.name, width)


def test_the_name_check_can_fail() -> None:
    rect = QRectF(0, 0, 150, 150 * art.CARD_RATIO)
    long = dataclasses.replace(FACES[0], name="The Extraordinarily Long-Winded Understudy of the Understudy")
    lay = art.card_layout(rect, long, "table")
    assert not _fits(long.name, lay.name, lay.name_size, Weight.Bold)


@pytest.mark.parametrize("width", [340, 380])
def test_full_text_flavour_and_name_fit_at_preview_size(width: int) -> None:
    rect = QRectF(0, 0, width, width * art.CARD_RATIO)
    for face in FACES:
        lay = art.card_layout(rect, face, "full")
        assert lay.text.isEmpty() == (not face.text), face.design  # a vanilla card has no rules text
        assert _fits(face.name, lay.name, lay.name_size, Weight.Bold), face.design
        assert _fits(face.text, lay.text, lay.text_size, Weight.Normal), face.design
        assert _fits(face.flavor, lay.flavor, lay.flavor_size, Weight.Normal), face.design
        assert lay.art.height() > 0 and (lay.text.isEmpty() or lay.text.top() >= lay.art.bottom())
        assert lay.flavor.isEmpty() or lay.flavor.top() >= lay.text.bottom()
        assert lay.stats.isEmpty() or lay.stats.top() >= max(lay.text.bottom(), lay.flavor.bottom())


def test_the_text_check_can_fail() -> None:
    rect = QRectF(0, 0, 380, 380 * art.CARD_RATIO)
    wordy = dataclasses.replace(FACES[0], text=" ".join(["Remove 2 tokens from this character."] * 40))
    lay = art.card_layout(rect, wordy, "full")
    assert not _fits(wordy.text, lay.text, lay.text_size, Weight.Normal)


def test_non_fighters_show_their_rules_on_the_table_card() -> None:
    rect = QRectF(0, 0, 170, 170 * art.CARD_RATIO)
    for face in FACES:
        lay = art.card_layout(rect, face, "table")
        if face.fighter:
            assert lay.text.isEmpty()
        else:
            assert _fits(face.text, lay.text, lay.text_size, Weight.DemiBold), face.design


@pytest.mark.parametrize(("w", "h", "detail"), [(238, 170, "table"), (170, 237.5, "table"), (380, 530.8, "full")])
def test_company_names_and_abilities_fit(w: float, h: float, detail: str) -> None:
    for face in COMPANIES:
        lay = art.company_layout(QRectF(0, 0, w, h), face, detail)  # type: ignore[arg-type]
        assert _fits(face.name, lay.name, lay.name_size, Weight.Bold), face.name
        assert _fits(face.text, lay.text, lay.text_size, Weight.Normal), face.name
        if detail == "full":
            assert _fits(face.flavor, lay.flavor, lay.flavor_size, Weight.Normal), face.name


# ------------------------------------------------------------------------------------------ types


def test_type_colours_are_distinct() -> None:
    colours = [art.type_colour(t) for t in art.TYPES]
    for a, b in itertools.combinations(colours, 2):
        dist = ((a.red() - b.red()) ** 2 + (a.green() - b.green()) ** 2 + (a.blue() - b.blue()) ** 2) ** 0.5
        assert dist > 60, (a.name(), b.name())


def test_type_icons_have_distinct_silhouettes() -> None:
    """Drawn in one colour, any two icons still differ in a good share of their pixels (shape, not colour)."""
    masks = {}
    for t in art.TYPES:
        img = QImage(80, 80, QImage.Format.Format_ARGB32)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        art.paint_type_icon(p, QRectF(0, 0, 80, 80), t, "#000000")
        p.end()
        masks[t] = {(x, y) for x in range(80) for y in range(80) if img.pixelColor(x, y).alpha() > 128}
    for a, b in itertools.combinations(art.TYPES, 2):
        union = masks[a] | masks[b]
        assert len(masks[a] ^ masks[b]) > 0.25 * len(union), (a, b)


# ------------------------------------------------------------------------------------------ map model


def _co(cid: str, dominion: int, controller: int, boss: bool = False) -> dict:
    name = dict(MAP_KEY)[cid]
    return {"id": cid, "name": name, "text": "", "dominion": dominion, "damage": 0, "controller": controller,
            "boss": boss}


def _view() -> dict:
    players = [
        (_co("wall_disny", 4, 0), []),
        (_co("universe_studios", 0, 2), []),  # defeated: Carla holds it
        (_co("colombia_pictures", 6, 2), [_co("universe_studios", 0, 2)]),
    ]
    return {"players": [{"seat": i, "name": f"P{i}", "colour": theme.PLAYER_COLOURS[i], "company": c,
                         "controlled": ctl} for i, (c, ctl) in enumerate(players)]}


def test_the_map_key_is_the_card_sets_companies_in_order() -> None:
    assert [name for _, name in MAP_KEY] == [c["name"] for c in CS["companies"]]
    assert [cid for cid, _ in MAP_KEY] == [c["id"] for c in CS["companies"]]


def test_map_model_from_a_view() -> None:
    model = map_model(_view(), CS)
    assert [s.number for s in model.studios] == list(range(1, 12))
    in_play = {s.id for s in model.studios if s.in_play}
    assert in_play == {"wall_disny", "universe_studios", "colombia_pictures"}
    wall, universe, colombia = (model.studio(c) for c in ("wall_disny", "universe_studios", "colombia_pictures"))
    assert wall is not None and (wall.owner, wall.controller, wall.dominion, wall.printed) == (0, 0, 4, 6)
    assert not wall.conquered
    assert universe is not None and (universe.owner, universe.controller, universe.conquered) == (1, 2, True)
    assert colombia is not None and not colombia.conquered
    pixel = model.studio("pixel")
    assert pixel is not None and not pixel.in_play and not pixel.conquered and pixel.printed == 7
    assert model.studio("malvagie_compagnie_straniere").boss  # type: ignore[union-attr]
    assert model.colour_of(2) == theme.PLAYER_COLOURS[2] and model.colour_of(None) == ""


def test_a_company_only_listed_as_controlled_is_still_conquered() -> None:
    view = _view()
    del view["players"][1]  # the defeated seat is not listed at all
    model = map_model(view, CS)
    universe = model.studio("universe_studios")
    assert universe is not None and universe.in_play and universe.controller == 2 and universe.conquered


def test_map_model_from_a_new_game_view() -> None:
    from gamesuite.rules import registry
    from gamesuite.rules.core import GameConfig, Viewer
    from gamesuite.rules.sim import default_players

    rules = registry.get_rules("ciak")
    state = rules.new_game(GameConfig("ciak", default_players(3), None, {}, CS), 5)
    view = rules.view(state, Viewer.TABLE)
    model = map_model(view, CS)
    live = [s for s in model.studios if s.in_play]
    assert len(live) == 3
    assert sorted(s.owner for s in live) == [0, 1, 2]  # type: ignore[type-var]
    assert all(s.controller == s.owner and s.dominion == s.printed and not s.conquered for s in live)


def _count_near(img: QImage, rect: QRectF, colour: QColor, tol: int = 24) -> int:
    n = 0
    for x in range(int(rect.left()), int(rect.right()), 2):
        for y in range(int(rect.top()), int(rect.bottom()), 2):
            c = img.pixelColor(x, y)
            if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) + abs(c.blue() - colour.blue()) < tol:
                n += 1
    return n


def test_a_conquered_studio_changes_colour_on_the_map() -> None:
    from gamesuite.ui.ciak.lollywood import lot_rect, paint_map

    before_view = _view()
    before_view["players"][1]["company"] = _co("universe_studios", 3, 1)
    before_view["players"][2]["controlled"] = []
    rect = QRectF(0, 0, 700, 400)
    lot = lot_rect(rect, 9).translated(10, 10)
    red, yellow = QColor(theme.PLAYER_COLOURS[1]), QColor(theme.PLAYER_COLOURS[2])
    before = _render(lambda p, r: paint_map(p, r, map_model(before_view, CS)), 700, 400)
    after = _render(lambda p, r: paint_map(p, r, map_model(_view(), CS)), 700, 400)
    assert _count_near(before, lot, red) > 150 and _count_near(before, lot, yellow) < 20
    assert _count_near(after, lot, yellow) > 150 and _count_near(after, lot, red) < 20
    idle = lot_rect(rect, 8).translated(10, 10)  # Pixel, not in play: no seat colour
    assert all(_count_near(after, idle, QColor(c)) < 20 for c in theme.PLAYER_COLOURS[:3])


# ------------------------------------------------------------------------------------------ items


def _scene_with(*items):  # noqa: ANN002, ANN202
    from gamesuite.ui.scene.view import TableScene

    scene = TableScene()
    for it in items:
        scene.put(it)
    return scene


def _grab(item, scene) -> QImage:  # noqa: ANN001
    r = item.sceneBoundingRect()
    img = QImage(int(r.width()), int(r.height()), QImage.Format.Format_ARGB32)
    img.fill(BG)
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, r.width(), r.height()), r)
    p.end()
    return img


def test_card_item_face_back_turn_and_footprint() -> None:
    from gamesuite.ui.ciak.items import CiakCardItem

    set_reduce_motion(True)
    try:
        item = CiakCardItem("card:7", 170)
        scene = _scene_with(item)
        assert not item.face_up and item.model is None
        face = dataclasses.replace(FACES[0], uid=7)
        assert item.apply(face) and item.face_up
        assert not item.apply(face)  # unchanged: nothing to do
        assert (item.footprint().width(), item.footprint().height()) == (170, pytest.approx(170 * art.CARD_RATIO))
        staff = dataclasses.replace(next(f for f in FACES if f.type == "staff"), uid=7)
        item.apply(staff)
        upright = item.shape().boundingRect()
        item.apply(dataclasses.replace(staff, rotated=True))
        assert item.turned
        turned = item.shape().boundingRect()
        assert turned.height() < upright.height() * 0.8 and turned.width() <= 170.5
        assert item.footprint().width() == 170  # the slot does not change
        item.apply(None)
        assert not item.face_up
        assert scene.keyed("card:7") is item
    finally:
        set_reduce_motion(False)


def test_card_item_states_are_drawn() -> None:
    from gamesuite.ui.ciak.items import GLOW_PAD, CiakCardItem

    item = CiakCardItem("card:1", 170, dataclasses.replace(FACES[0], uid=1))
    scene = _scene_with(item)
    plain = _grab(item, scene)
    item.set_state(highlighted=True)
    glow = _grab(item, scene)
    item.set_state(highlighted=False, dimmed=True)
    dim = _grab(item, scene)
    # the glow lies outside the card (which starts GLOW_PAD units in), in the highlight colour
    edge = (int(GLOW_PAD) - 4, 120)
    assert glow.pixelColor(*edge) != plain.pixelColor(*edge)
    hl = glow.pixelColor(*edge)
    assert hl.red() > 150 and hl.green() > 120 and hl.blue() < hl.green()
    # dimmed: the whole card is darker
    centre = (int(GLOW_PAD) + 85, int(GLOW_PAD) + 60)
    assert dim.pixelColor(*centre).lightness() < plain.pixelColor(*centre).lightness() - 40


def test_company_item_and_d20_item() -> None:
    from gamesuite.ui.ciak.items import CompanyItem, D20Item, tumble_faces

    model = CompanyModel(COMPANIES[0], theme.PLAYER_COLOURS[0], "circle")
    company = CompanyItem("company:century_fox_14", 238, 170, model)
    die = D20Item("d20", 120)
    scene = _scene_with(company, die)
    assert company.model == model and not company.apply(model)
    assert (company.footprint().width(), company.footprint().height()) == (238, 170)
    assert die.centred() and die.shown is None
    # a roll tumbles, then stops on the value
    die.roll_to(17)
    assert die.rolling and die.model == 17
    scene.finish_animations()
    assert not die.rolling and die.shown == 17 and die.spin == 0
    set_reduce_motion(True)
    try:
        die.roll_to(3)
        assert not die.rolling and die.shown == 3
    finally:
        set_reduce_motion(False)
    for target in (1, 7, 20):
        faces = tumble_faces(target)
        assert faces[-1] == target and target not in faces[:-1]
        assert all(1 <= v <= 20 for v in faces) and all(a != b for a, b in itertools.pairwise(faces))


def test_map_item_shows_a_conquest_and_is_instant_under_reduce_motion() -> None:
    from gamesuite.ui.ciak.lollywood import LollywoodMap

    item = LollywoodMap("map", 420, 240, map_model(_view(), CS))
    scene = _scene_with(item)
    assert (item.footprint().width(), item.footprint().height()) == (420, 240)
    lot = item.studio_rect("universe_studios")
    assert lot is not None and item.studio_at(lot.center()) == "universe_studios"
    assert item.studio_at(QPointF(2, 2)) is None  # the sky
    item.show_conquest("universe_studios")
    assert item.animating
    scene.finish_animations()
    assert not item.animating
    set_reduce_motion(True)
    try:
        item.show_conquest("universe_studios")
        assert not item.animating
    finally:
        set_reduce_motion(False)
    item.set_size(700, 400)
    assert item.footprint().width() == 700


def test_items_answer_hover_and_clicks_by_key(qtbot) -> None:  # noqa: ANN001
    from gamesuite.ui.ciak.items import CiakCardItem, CompanyItem, D20Item
    from gamesuite.ui.ciak.lollywood import LollywoodMap
    from gamesuite.ui.scene.view import TableView
    from tests.ui.pointer import hover

    card = CiakCardItem("card:3", 170, dataclasses.replace(FACES[3], uid=3))
    back = CiakCardItem("card:4", 170, None)
    company = CompanyItem("company:pixel", 238, 170, CompanyModel(COMPANIES[7], theme.PLAYER_COLOURS[1], "square"))
    die = D20Item("d20", 120, value=12)
    lolly = LollywoodMap("map", 700, 400, map_model(_view(), CS))
    scene = _scene_with(card, back, company, die, lolly)
    card.setPos(100, 100)
    back.setPos(320, 100)
    company.setPos(540, 120)
    die.setPos(900, 180)
    lolly.setPos(1000, 500)
    view = TableView(scene)
    view.resize(1280, 720)
    view.show()
    qtbot.addWidget(view)
    qtbot.waitExposed(view)
    hovered: list[object] = []
    clicked: list[object] = []
    scene.item_hovered.connect(hovered.append)
    scene.item_clicked.connect(clicked.append)
    names = ("shape", "boundingRect", "paint", "contains", "type", "data", "scene", "pos")
    for item in (card, back, company, die, lolly):
        for name in names:
            assert callable(getattr(item, name))
        item.set_state(clickable=True)
        centre = view.mapFromScene(item.sceneBoundingRect().center())
        hover(qtbot, view, centre, lambda item=item: item.hovered)
        assert hovered and hovered[-1] == item.key
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        assert clicked and clicked[-1] == item.key
    # a click outside the turned card's shape (but inside its slot) misses it
    set_reduce_motion(True)
    try:
        staff = dataclasses.replace(next(f for f in FACES if f.type == "staff"), uid=3, rotated=True)
        card.apply(staff)
        top = view.mapFromScene(card.mapToScene(QPointF(85, 8)))
        clicked.clear()
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=top)
        assert "card:3" not in clicked
    finally:
        set_reduce_motion(False)


def test_preview_painter_draws_cards_companies_and_backs() -> None:
    from gamesuite.ui.scene.preview import PreviewItem

    preview = PreviewItem(380)
    scene = _scene_with(preview)
    for face in (FACES[0], COMPANIES[4], None):
        preview.show_card(art.preview_painter(face), QRectF(100, 100, 170, 237))
        img = _grab(preview, scene)
        assert _changed(img, 9) > 100


# ------------------------------------------------------------------------------------------ gallery


def test_gallery_filters_by_type_and_searches(qtbot) -> None:  # noqa: ANN001
    from gamesuite.ui.ciak.gallery import CiakGallery, open_gallery

    dlg = open_gallery(None)
    qtbot.addWidget(dlg)
    assert isinstance(dlg, CiakGallery)
    dlg.resize(1280, 720)
    qtbot.waitExposed(dlg)
    expected = {t: sum(1 for c in CS["cards"] if c["type"] == t) for t in art.TYPES}
    expected["all"] = len(CS["cards"])
    expected["company"] = 11
    for kind, n in expected.items():
        chip = dlg.chips[kind]
        assert f"({n})" in chip.text()
        qtbot.mouseClick(chip, Qt.MouseButton.LeftButton)
        shown = dlg.grid.visible_tiles()
        assert len(shown) == n, kind
        assert all((t.face.type if isinstance(t.face, CardFace) else "company") == kind or kind == "all"
                   for t in shown)
        assert dlg.selected in shown
    qtbot.mouseClick(dlg.chips["all"], Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dlg.search, "gondola")
    shown = dlg.grid.visible_tiles()
    assert [t.face.name for t in shown] == ["Gondola Romeo"]
    assert dlg.view.face is shown[0].face and "copies" in dlg.info.text()
    dlg.search.clear()
    qtbot.keyClicks(dlg.search, "damage rival")  # words in any order, in the rules text
    names = {t.face.name for t in dlg.grid.visible_tiles()}
    assert "Pyrotechnic Mishap" in names and "Gondola Romeo" not in names
    dlg.search.clear()
    qtbot.keyClicks(dlg.search, "zzzz")
    assert dlg.grid.visible_tiles() == [] and "No card" in dlg.shown_label.text()
    dlg.search.clear()
    # clicking a tile shows it large
    qtbot.mouseClick(dlg.chips["company"], Qt.MouseButton.LeftButton)
    tile = dlg.grid.visible_tiles()[4]
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    assert dlg.selected is tile and dlg.view.face is tile.face and "boss" in dlg.info.text()
    # the boss's points at a player count that plays other values (by_players) are said beside the printed ones
    assert "Company · 16 dominion points" in dlg.info.text() and "\n8 dominion points with 3 players" in dlg.info.text()
    dlg.close()


def test_gallery_fits_1280x720() -> None:
    from gamesuite.ui.ciak.gallery import CiakGallery

    dlg = CiakGallery()
    assert dlg.minimumSizeHint().width() <= 1280 and dlg.minimumSizeHint().height() <= 720
    dlg.resize(1280, 720)
    dlg.show()
    assert dlg.width() <= 1280 and dlg.height() <= 720
    card = dlg.view.card_rect()
    assert card.width() >= 300  # the selected card is large enough to read
    assert dlg.grid.columns() >= 3
    dlg.close()


def test_a_chosen_gallery_chip_has_room_for_its_bold_label(qtbot) -> None:  # noqa: ANN001
    # "All cards (58)" lost its last pixels when chosen: its label turns bold (style sheet), its width did not
    from PySide6.QtGui import QFont, QFontMetrics

    from gamesuite.ui.ciak.gallery import CiakGallery

    dlg = CiakGallery()
    qtbot.addWidget(dlg)
    dlg.resize(1280, 720)
    dlg.show()
    for chip in dlg.chips.values():
        qtbot.mouseClick(chip, Qt.MouseButton.LeftButton)
        bold = QFont(chip.font())
        bold.setWeight(QFont.Weight.DemiBold)
        label = QFontMetrics(bold).horizontalAdvance(chip.text().replace("&&", "&"))
        # icon, its gap, the label, 10 px of padding and a 2 px border each side
        assert chip.width() >= chip.iconSize().width() + 4 + label + 2 * (10 + 2), chip.text()


def test_a_faded_icon_is_drawn_once_per_type_colour_and_size_and_looks_the_same() -> None:
    face = next(f for f in FACES if f.type == "character")

    def painted() -> QImage:
        img = QImage(140, 190, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(0)
        p = QPainter(img)
        p.scale(0.95, 0.95)
        art.paint_card_face(p, QRectF(2, 2, 122, 122 * 88 / 63), face)
        p.end()
        return img

    art.clear_kept()
    first = painted()
    kept = dict(art._faded_layers)
    assert len(kept) == 1
    assert painted() == first and art._faded_layers == kept  # the kept layer, not a new one
    art.clear_kept()
    assert not art._faded_layers
    assert painted() == first  # drawn afresh: the same pixels
