"""The games' own table items on the kit's kept rectangle and drawn flags (issue #13): Qt asks ``boundingRect`` 3-4
times an item a paint, and a rectangle made anew in Python each time was most of what a cached item cost (Telefilm
~130 calls a full repaint, one class working out its name and slot rectangles at each call); an item repainted for a
state flag its paint does not read draws the same pixels again. All four games (Ciak: its items, pieces and map)."""

from __future__ import annotations

import inspect
from types import ModuleType

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from gamesuite.rules.core import Rng
from gamesuite.rules.sim import default_players
from gamesuite.ui.ciak import items as ciak_items
from gamesuite.ui.ciak import lollywood as ciak_lollywood
from gamesuite.ui.ciak import pieces as ciak_pieces
from gamesuite.ui.ciak.faces import CompanyModel
from gamesuite.ui.quizclub import items as quizclub_items
from gamesuite.ui.scene.item import STATE_FLAGS, KitItem
from gamesuite.ui.telefilm import items as telefilm_items
from gamesuite.ui.telma import items as telma_items
from gamesuite.ui.telma import setup as telma_setup

MODULES: dict[str, tuple[ModuleType, ...]] = {
    "telefilm": (telefilm_items,), "telma": (telma_items,), "quizclub": (quizclub_items,),
    "ciak": (ciak_items, ciak_pieces, ciak_lollywood), "telma-setup": (telma_setup,)}


def _classes(module: ModuleType) -> list[type[KitItem]]:
    return [c for _, c in inspect.getmembers(module, inspect.isclass)
            if issubclass(c, KitItem) and c.__module__ == module.__name__]


@pytest.mark.parametrize("game", sorted(MODULES))
def test_no_game_item_class_makes_its_rectangle_at_every_call(game: str) -> None:
    """Each class says its rectangle with ``bounds()`` (kept by ``KitItem.boundingRect``). Fails if a class
    overrides ``boundingRect`` again."""
    classes = [c for module in MODULES[game] for c in _classes(module)]
    assert classes
    assert [c.__name__ for c in classes if "boundingRect" in c.__dict__] == []


def _table_items(window, game: str, moves: int) -> list[KitItem]:  # noqa: ANN001
    controller = window.start_game(game, default_players(4), seed=3)
    rng = Rng(3)
    for _ in range(moves):
        if controller.is_over():
            break
        controller.submit(controller.rules.random_action(controller.state, rng))
    window.game_ui.finish_animations()
    modules = {m.__name__ for m in MODULES[game]}
    items = [i for i in window.game_ui.table.scene.items()
             if isinstance(i, KitItem) and type(i).__module__ in modules]
    assert items
    return items


@pytest.mark.parametrize(("game", "moves"), [("telefilm", 40), ("telma", 25), ("quizclub", 30), ("ciak", 60),
                                             ("ciak", 66)])
def test_every_game_item_on_a_table_gives_qt_one_kept_rectangle(window, game: str, moves: int) -> None:  # noqa: ANN001
    items = _table_items(window, game, moves)
    for item in items:
        first = item.boundingRect()
        assert item.boundingRect() is first, type(item).__name__
        assert first == item.bounds(), type(item).__name__


def _picture(item: KitItem) -> QImage:
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    p.translate(-rect.left() + 1, -rect.top() + 1)
    item.paint(p, QStyleOptionGraphicsItem(), None)
    p.end()
    return image


def _ciak_extras(window) -> list[KitItem]:  # noqa: ANN001
    """Ciak's pieces a random game seldom shows: a conquered company's chip and the open hand's tray."""
    company = next(i for i in window.game_ui.table.scene.items() if isinstance(i, ciak_items.CompanyItem))
    assert isinstance(company.model, CompanyModel)
    chip = ciak_pieces.CompanyChip("chip", 300, 56)
    chip.apply(company.model)
    tray = ciak_pieces.TrayFrame("tray", 900, 300)
    tray.apply(("Anna", "#c03030"))
    return [chip, tray]


@pytest.mark.parametrize(("game", "moves"), [("telefilm", 40), ("telefilm", 12), ("telma", 25), ("quizclub", 30),
                                             ("ciak", 60), ("ciak", 66)])
def test_a_flag_a_game_item_does_not_draw_changes_none_of_its_pixels(window, game: str, moves: int) -> None:  # noqa: ANN001
    """``DRAWN_FLAGS`` leaves out only flags the paint does not read: each item is drawn with every such flag
    flipped and must give the same pixels. Fails if a class leaves out a flag its paint shows (an option's
    clickable border, a space's ring, a Ciak item tab's or stack plate's highlight, hover ring or veil)."""
    checked = 0
    items = _table_items(window, game, moves)
    if game == "ciak":  # an item tab and a fight (60), an item tab and a plate on the stack (66)
        names = {type(i).__name__ for i in items}
        assert {"ItemTab", "CombatBanner" if moves == 60 else "StackPlate"} <= names
        items += _ciak_extras(window)
    for item in items:
        undrawn = STATE_FLAGS - item.DRAWN_FLAGS
        if not undrawn:
            continue
        before = _picture(item)
        for flag in sorted(undrawn):
            old = getattr(item, flag)
            setattr(item, flag, not old)
            try:
                assert _picture(item) == before, f"{type(item).__name__} draws {flag}"
            finally:
                setattr(item, flag, old)
            checked += 1
    assert checked


def test_the_kept_rectangles_follow_a_row_and_a_card_that_change_size(qapp) -> None:  # noqa: ANN001
    """A row's face and a card's header take their rectangles from their parent's size."""
    row = telefilm_items.PlayerRowItem(0, "Anna", "#c03030", "circle", 600, 60)
    face = row.face
    assert face.boundingRect() == QRectF(0, 0, row.name_rect().right() + 4, 60)
    row.boundingRect()
    row.set_size(700, 80)
    assert row.boundingRect() == QRectF(-6, -6, 712, 92)
    assert face.boundingRect() == QRectF(0, 0, row.name_rect().right() + 4, 80)
    card = telefilm_items.QuestionCard(800, 450, [])
    header = card.header
    assert header.boundingRect().width() == 800 - 14
    card.set_size(700, 450)
    assert header.boundingRect().width() == 700 - 14
    option = card.options[0]
    option.boundingRect()
    option.set_size(300, 50)
    assert option.boundingRect() == QRectF(0, 0, 300, 50)


def test_the_kept_rectangles_follow_ciak_items_that_glow_turn_or_change_size(qapp) -> None:  # noqa: ANN001
    """A Ciak card or company takes the glow's room only while it glows, a fanned card its tilt, and every piece its
    size: the kept rectangle is made again when one of them changes. Fails if the glow or the tilt is left out of
    what the rectangle follows (a glowing card cut to its tight rectangle)."""
    card = ciak_items.CiakCardItem("card:1", 170)
    tight = card.boundingRect()
    assert tight == ciak_items.item_rect(170, card.height, False)
    card.set_state(highlighted=True)
    assert card.boundingRect() == ciak_items.glow_rect(170, card.height)
    card.set_state(highlighted=False)
    assert card.boundingRect() == tight
    card.set_tilt(12)
    turned = card.boundingRect()
    assert turned.width() > tight.width() and turned == card.bounds()
    card.set_tilt(0)
    card.set_size(120)
    assert card.boundingRect() == ciak_items.item_rect(120, card.height, False)
    company = ciak_items.CompanyItem("company:x", 238, 170)
    company.boundingRect()
    company.set_state(highlighted=True)
    assert company.boundingRect() == ciak_items.glow_rect(238, 170)
    company.set_size(200, 150)
    assert company.boundingRect() == ciak_items.glow_rect(200, 150)
    die = ciak_items.D20Item("d20", 120)
    die.boundingRect()
    die.size = 82
    assert die.boundingRect() == die.bounds() and die.boundingRect().width() == pytest.approx(2 * (82 * 0.62 + 24))
    for item in (ciak_pieces.ItemTab("tab", 100, 30), ciak_pieces.TrayFrame("tray", 900, 300),
                 ciak_lollywood.LollywoodMap("map", 700, 400)):
        before = item.boundingRect()
        item.set_size(500, 200)
        assert item.boundingRect() == item.bounds() and item.boundingRect() != before, type(item).__name__


def test_every_kit_item_class_in_the_app_says_its_rectangle_with_bounds() -> None:
    """The kit's contract (``KitItem.bounds``): no item class anywhere in the app overrides ``boundingRect``, and every
    class made on a table says ``bounds()`` (the base's raises with the class's name). Fails if a class (the kit's
    own included) makes its rectangle at every call again, or leaves bounds() out."""
    import importlib
    import pkgutil

    import gamesuite.ui as ui

    for info in pkgutil.walk_packages(ui.__path__, "gamesuite.ui."):
        if ".phones" not in info.name:
            importlib.import_module(info.name)

    def subclasses(cls: type) -> list[type]:
        out = []
        for sub in cls.__subclasses__():
            out += [sub, *subclasses(sub)]
        return out

    app_classes = [c for c in set(subclasses(KitItem)) if c.__module__.startswith("gamesuite.")]
    assert len(app_classes) > 60
    assert sorted(c.__qualname__ for c in app_classes if "boundingRect" in c.__dict__) == []
    # a class with no bounds() of its own or inherited is only a base others build on (never made itself)
    bases = sorted(c.__qualname__ for c in app_classes if "bounds" not in {k for m in c.__mro__[:-1]
                   if m is not KitItem and issubclass(m, KitItem) for k in m.__dict__})
    assert bases == ["Piece", "StaticItem"], bases
    assert all(any(issubclass(c, base) for c in app_classes if c is not base and "bounds" in c.__dict__)
               for base in (c for c in app_classes if c.__qualname__ in bases))
