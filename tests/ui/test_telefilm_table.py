"""The Telefilm table as a kit table: a refresh that changes nothing repaints nothing and starts nothing,
pieces animate only when their place changes and leave no animation behind, a finished game is freed,
the private panels change in place, every item paints inside its bounds (the paint cache depends on it),
and Esc forgets half of TWO's choice."""

from __future__ import annotations

import gc
import json
import weakref
from pathlib import Path

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, QObject, QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem, QWidget

from gamesuite.rules.core import Action, Rng, Viewer
from gamesuite.rules.sim import default_players
from gamesuite.rules.telefilm import RULES
from gamesuite.rules.telefilm.testing import scenario
from gamesuite.ui.controller import GameController
from gamesuite.ui.scene.animation import set_reduce_motion
from gamesuite.ui.telefilm import layout as L
from gamesuite.ui.telefilm.panels import ActionButton, DirectorPanel
from tests.support.driver import TableDriver, flush
from tests.ui.test_telefilm_driver import table

CANARY = json.loads((Path(__file__).parent.parent / "fixtures" / "telefilm_canary.json").read_text("utf-8"))
BETS = {"mix": 9, "crime/vintage": 7, "drama/new": 5}


def animations(window) -> list[QAbstractAnimation]:  # noqa: ANN001
    scene = table(window).scene
    return [a for item in scene.items() if isinstance(item, QObject) for a in item.findChildren(QAbstractAnimation)]


def running(window) -> int:  # noqa: ANN001
    return sum(1 for a in animations(window) if a.state() == QAbstractAnimation.State.Running)


def random_moves(window, n: int, seed: int = 3) -> None:  # noqa: ANN001
    c = window.controller
    rng = Rng(seed)
    for _ in range(n):
        if c.is_over():
            break
        c.submit(RULES.random_action(c.state, rng))
        if window.director.covered():
            window.director.cover.button.click()


def test_a_refresh_that_changes_nothing_repaints_nothing_and_starts_no_animation(window, qtbot) -> None:  # noqa: ANN001
    set_reduce_motion(False)
    window.start_game("telefilm", default_players(4), "standard", seed=3)
    scene = table(window).scene
    dirty: list[QRectF] = []
    scene.changed.connect(lambda regions: dirty.extend(r for r in regions if not r.isEmpty()))
    moved = 0
    for k in range(30):
        random_moves(window, 1, seed=k)
        moved += running(window)  # a move that changes places animates them (motion is on)
        window.game_ui.finish_animations()
        QApplication.processEvents()
        dirty.clear()
        window._state_changed([])  # what the shell does when a hand closes or a setting is toggled
        window._state_changed([])
        QApplication.processEvents()
        assert dirty == [], f"a refresh with nothing new repainted {dirty[:3]}"
        assert running(window) == 0
    assert moved > 0
    # the animations that ran were deleted when they ended: a long game keeps none
    flush()
    assert animations(window) == []


def test_a_finished_game_is_freed(window, qtbot) -> None:  # noqa: ANN001
    set_reduce_motion(False)  # floating scores and walking figures are running when the game is left
    c = window.start_game("telefilm", default_players(4), "standard", seed=3)
    random_moves(window, 40)
    ui = window.game_ui
    refs = {"controller": weakref.ref(c), "ui": weakref.ref(ui), "table": weakref.ref(ui.table),
            "scene": weakref.ref(ui.table.scene), "panel": weakref.ref(window.director.panel())}
    del c, ui
    window.start_game("telefilm", default_players(3), "standard", seed=4)
    for _ in range(3):
        flush()
        QApplication.processEvents()
    gc.collect()
    assert [name for name, ref in refs.items() if ref() is not None] == []
    set_reduce_motion(True)


def test_the_director_panel_changes_in_place_bet_after_bet(window, qtbot) -> None:  # noqa: ANN001
    d = TableDriver(window, qtbot)
    c = window.start_game("telefilm", default_players(4), "standard", seed=3)
    panel = d.private_panel(open_covers=True)
    assert type(panel).__name__ == "DirectorPanel"
    builds, blocks = window.director.slot.builds, panel.builds()
    bets = sorted(b.objectName() for b in panel.findChildren(type(d.panel_button("bet:")))
                  if b.objectName().startswith("bet:"))
    d.click(d.panel_button(bets[0]))
    assert c.actions[-1].kind == "bet"
    flush()
    assert d.private_panel() is panel and window.director.slot.builds == builds
    assert panel.builds() == blocks  # no block was built again: the card's row of buttons changed
    assert "Tokens left: " in panel.status.text() and panel.undo_button.text() == "Undo last bet"
    d.click(panel.undo_button)
    flush()
    assert d.private_panel() is panel and window.director.slot.builds == builds and c.actions == []


def test_on_one_screen_the_director_keeps_one_panel_while_betting(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    d = TableDriver(window, qtbot)
    c = window.start_game("telefilm", default_players(3), "standard", seed=3)
    d.confirm_gate()
    panel = d.private_panel()
    builds = window.page.private.slot.builds
    for _ in range(2):
        d.click(next(b for b in panel.findChildren(type(d.panel_button("bet:")))
                     if b.objectName().startswith("bet:") and b.isVisible()))
        flush()
        assert d.private_panel() is panel and window.page.private.slot.builds == builds
    assert [a.kind for a in c.actions] == ["bet", "bet"]


def test_pieces_move_only_when_their_place_changes(window, qtbot) -> None:  # noqa: ANN001
    set_reduce_motion(False)
    state = scenario(CANARY, 3, bets=BETS)
    c = GameController(RULES, state.config, 1, base=state, store=window.store)
    window._open_session(c)
    window.game_ui.finish_animations()
    t = table(window)
    c.submit(Action("place", 1, space="crime/vintage"))
    moving = {a.targetObject().key for a in animations(window) if a.state() == QAbstractAnimation.State.Running}
    # the token placed slides to the space and its twin closes up in Bruno's tray; nothing else moves
    assert moving == {"token:1:0", "token:1:1"}
    window.game_ui.finish_animations()
    assert t.tokens[(1, 0)].pos() == t.spaces["crime/vintage"].stack_pos(0, 1)
    set_reduce_motion(True)


def test_every_item_paints_inside_its_bounds(window, qtbot) -> None:  # noqa: ANN001
    """Items are painted once into a cache of their bounding rectangle: anything outside it is cut off."""
    checked = set()
    for variant, players, moves in (("standard", 4, 25), ("standard", 7, 30), ("two_player", 2, 25),
                                    ("cards_only", 3, 8)):
        window.start_game("telefilm", default_players(players), variant, seed=3)
        random_moves(window, moves)
        window.game_ui.finish_animations()
        for item in table(window).scene.items():
            if not item.isVisible():
                continue
            bounds = item.boundingRect()
            margin = 40
            image = QImage(int(bounds.width()) + 2 * margin, int(bounds.height()) + 2 * margin,
                           QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.translate(margin - bounds.left(), margin - bounds.top())
            item.paint(painter, QStyleOptionGraphicsItem(), None)
            painter.end()
            inside = QRectF(margin - 1, margin - 1, bounds.width() + 2, bounds.height() + 2)
            strips = [QRectF(0, 0, image.width(), inside.top()), QRectF(0, inside.bottom(), image.width(), margin),
                      QRectF(0, 0, inside.left(), image.height()), QRectF(inside.right(), 0, margin, image.height())]
            for strip in strips:
                part = image.copy(strip.toAlignedRect())
                empty = QImage(part.size(), part.format())
                empty.fill(Qt.GlobalColor.transparent)
                assert part == empty, f"{type(item).__name__} {getattr(item, 'key', '')} paints outside its bounds"
            checked.add(type(item).__name__)
    assert {"SpaceItem", "FigureItem", "DeckItem", "TokenDisc", "ChipItem", "PlayerRowItem", "QuestionCard",
            "OfferCardItem", "WonCardsItem", "SpecialPileItem"} <= checked


def test_esc_forgets_the_first_of_two_numbers(window, qtbot) -> None:  # noqa: ANN001
    d = TableDriver(window, qtbot)
    state = scenario(CANARY, 3, bets=BETS, stacks={"mix": [1, 2], "crime/vintage": [2], "drama/new": []},
                     specials={1: ["two"]})
    c = GameController(RULES, state.config, 1, base=state, store=window.store)
    window._open_session(c)
    c.submit(Action("play", 1, card="two"))
    d.click_key("button:q2")
    assert table(window).picker.chosen() == ("button:q2",)
    assert window.game_ui.key_pressed(Qt.Key.Key_Escape, 0)
    assert table(window).picker.chosen() == () and c.actions[-1].kind == "play"
    assert not window.game_ui.key_pressed(Qt.Key.Key_Escape, 0)  # nothing left to forget
    d.click_key("button:q3")
    d.click_key("button:q1")
    assert c.actions[-1] == Action("pick_two", 1, numbers=[1, 3])
    assert c.view(Viewer.TABLE)["question"]["step"] == "choose"


def test_the_question_card_header_repaints_without_the_card(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """Who answers, the badges and the mark change on most moves of a question: only the header strip is drawn
    again, not the whole card (its paper panel); the card itself only when its band changes colour."""
    from gamesuite.ui.telefilm.items import CardHeader, QuestionCard

    paints = {"card": 0, "header": 0}
    card_paint, header_paint = QuestionCard.paint, CardHeader.paint

    def count_card(self, *args):  # noqa: ANN001, ANN002, ANN202
        paints["card"] += 1
        return card_paint(self, *args)

    def count_header(self, *args):  # noqa: ANN001, ANN002, ANN202
        paints["header"] += 1
        return header_paint(self, *args)

    monkeypatch.setattr(QuestionCard, "paint", count_card)
    monkeypatch.setattr(CardHeader, "paint", count_header)
    window.start_game("telefilm", default_players(4), "standard", seed=3)
    view = table(window).view
    card = table(window).card
    band, band_changes = card.model.accent, 0
    for k in range(60):
        random_moves(window, 1, seed=k)
        window.game_ui.finish_animations()
        view.grab()
        band_changes += card.model.accent != band
        band = card.model.accent
    assert paints["header"] >= 10  # the header changed often (else this test proves nothing)
    assert paints["card"] <= band_changes + 1 < paints["header"], (paints, band_changes)


class _Paints(QObject):
    """Counts paint events per widget while on."""

    def __init__(self) -> None:
        super().__init__()
        self.counts: dict[int, int] = {}
        self.names: dict[int, str] = {}
        self.layouts: list[str] = []  # layouts done in the event loop (left over by the refresh)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LayoutRequest:
            self.layouts.append(type(obj).__name__)
        if event.type() == QEvent.Type.Paint:
            self.counts[id(obj)] = self.counts.get(id(obj), 0) + 1
            self.names[id(obj)] = type(obj).__name__
        return False


def _bet_buttons(panel: QWidget) -> list[ActionButton]:
    return [b for b in panel.findChildren(ActionButton) if b.objectName().startswith("bet:") and b.isVisible()]


def test_a_bet_lays_out_and_paints_the_director_panel_once(one_screen, qtbot) -> None:  # noqa: ANN001
    """A bet changes a few cards' rows: the header does not move (the undo button showing made it taller and
    the whole panel moved), and no widget of the panel paints twice (the table's scene work behind the panel
    painted the rows before their layout, then again after)."""
    window = one_screen
    d = TableDriver(window, qtbot)
    c = window.start_game("telefilm", default_players(4), "standard", seed=3)
    rng = Rng(3)
    while c.view(Viewer.TABLE)["turn"] < 2 or c.view(Viewer.TABLE)["phase"] != "bets":  # the table has chips now
        if window.page.gate.isVisible():
            d.confirm_gate()
        c.submit(RULES.random_action(c.state, rng))
    flush()
    d.confirm_gate()
    panel = d.private_panel()
    assert isinstance(panel, DirectorPanel)
    flush()
    QApplication.processEvents()
    paints = _Paints()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(paints)
    try:
        for k in range(3):  # a turn's bets but the last (the last one closes the panel)
            status_at = panel.status.mapTo(panel, QPoint(0, 0))
            cards_at = panel.blocks.mapTo(panel, QPoint(0, 0))
            spec = _bet_buttons(panel)[0].spec
            assert spec is not None and spec.action is not None
            c.submit(spec.action)  # as the button's click does, without its pressed look
            paints.counts.clear()
            paints.layouts.clear()
            QApplication.processEvents()
            # the refresh laid out what it changed: nothing is left for the event loop to lay out after a paint
            assert [n for n in paints.layouts if n in {"RowBlock", "CardBoxBlock", "BlockList", "GridBlock"}] == [], \
                f"bet {k}: laid out in the event loop: {paints.layouts}"
            QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest.value)
            QApplication.processEvents()
            assert panel.undo_button.isVisible()
            assert panel.status.mapTo(panel, QPoint(0, 0)) == status_at, f"bet {k}: the status moved"
            assert panel.blocks.mapTo(panel, QPoint(0, 0)) == cards_at, f"bet {k}: the cards moved"
            mine = {id(w) for w in panel.findChildren(QWidget)} | {id(panel)}
            painted = [paints.names[w] for w, n in paints.counts.items() if n > 1 and w in mine]
            assert painted == [], f"bet {k}: painted twice: {sorted(painted)}"
            assert sum(paints.counts.values()) > 0  # the bet did paint the panel
    finally:
        app.removeEventFilter(paints)


def _uncover(window) -> None:  # noqa: ANN001
    """The table paints (nothing covers it), as after the gate or a private panel went."""
    window.page.gate.hide()
    window.page.private.hide()
    QApplication.processEvents()
    assert table(window).view.updatesEnabled()


def _count_paints(monkeypatch, classes: set[type]) -> dict[str, int]:  # noqa: ANN001
    paints: dict[str, int] = {}
    for cls in classes:
        inner = cls.__dict__.get("paint")
        if inner is None:
            continue

        def counting(self, *args, _inner=inner):  # noqa: ANN001, ANN002, ANN202
            paints[type(self).__name__] = paints.get(type(self).__name__, 0) + 1
            return _inner(self, *args)

        monkeypatch.setattr(cls, "paint", counting)
    return paints


def test_a_repaint_of_an_unchanged_board_draws_no_item_again(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """Every picture on the board is cached: painting the whole table again when nothing changed calls no item's
    paint(). The shade inside the TF track's ring is the view's fill (one opaque colour, the shaded felt): as an
    uncached item it blended a translucent 916 x 908 fill at every paint of the board."""
    import gamesuite.ui.scene as kit
    from gamesuite.ui.scene.item import KitItem
    from gamesuite.ui.telefilm import items

    classes = {c for m in (items, kit) for c in vars(m).values() if isinstance(c, type) and issubclass(c, KitItem)}
    paints = _count_paints(monkeypatch, classes)  # before the items exist (PySide looks a method up once)
    window.start_game("telefilm", default_players(4), "standard", seed=3)
    random_moves(window, 40, seed=1)
    window.game_ui.finish_animations()
    _uncover(window)
    view = table(window).view
    view.grab()  # every picture drawn (and cached)
    assert paints  # (else the counting proves nothing)
    paints.clear()
    view.grab()
    assert paints == {}
    # the shade is still drawn: inside the ring, between the genre headers and the top of the track
    inner = view.mapFromScene(L.TRACK_X + L.TRACK_CELL + 4, L.GRID_Y - 4)
    assert QColor(view.grab().toImage().pixel(inner)) == view.shade_colour != view.backgroundBrush().color()


def test_a_space_has_a_picture_of_its_own_only_for_its_rings_and_result(window, qtbot) -> None:  # noqa: ANN001
    """A space's shade and difficulty are drawn into its face (opaque, copied at every paint); the space itself
    draws only its rings and result, and without them it has no picture at all: its empty 199 x 196 picture was
    blended at every paint of the table."""
    window.start_game("telefilm", default_players(4), "standard", seed=3)
    seen: set[tuple[bool, bool]] = set()
    for k in range(60):
        random_moves(window, 1, seed=k)
        for space in table(window).spaces.values():
            m = space.model
            drawn = space.clickable or m.active or bool(m.result_text)
            assert bool(space.flags() & space.GraphicsItemFlag.ItemHasNoContents) == (not drawn), space.key
            assert space.face.shade == (95 if m.dim else 50 if m.status == "done" else 0)
            assert space.face.difficulty == m.difficulty
            seen.add((drawn, bool(space.face.shade)))
    assert {(False, True), (True, False)} <= seen  # dimmed spaces without a picture, rung ones with one


def test_a_deck_count_repaints_the_count_not_the_pile(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """The cards drawn at the end of the bets change both decks' counts: only the count under each pile is drawn
    again (the pile, ~0.5 ms a deck, only when a card back comes or goes)."""
    from gamesuite.ui.telefilm.items import DeckCount, DeckItem

    paints = _count_paints(monkeypatch, {DeckItem, DeckCount})  # before the items exist
    window.start_game("telefilm", default_players(4), "standard", seed=3)
    _uncover(window)
    view = table(window).view
    deck = table(window).decks["mix"]
    view.grab()
    assert paints
    paints.clear()
    count = deck.model
    assert count % 10 != 0  # one card fewer keeps the same number of card backs
    deck.apply(count - 1)
    view.grab()
    assert paints == {"DeckCount": 1}
    assert DeckItem.layers(count - 1) > DeckItem.layers(9)
    deck.apply(9)  # card backs go
    view.grab()
    assert paints == {"DeckCount": 2, "DeckItem": 1}


def test_the_covered_table_draws_what_changed_behind_the_cover_in_idle_time(one_screen, qtbot,  # noqa: ANN001
                                                                             monkeypatch) -> None:  # noqa: ANN001
    """While the Director's panel covers the table, a bet changes the table (a chip goes onto a space): the
    idle turns after it draw those pictures out of sight, so the move that uncovers the table (the last bet)
    draws again only what it changes itself. Here: once idle, uncovering the table draws no item's picture but
    the gliding pieces' (left to the real paint, as without the drawing ahead: the same pixels)."""
    import gamesuite.ui.scene as kit
    from gamesuite.ui.scene.item import KitItem
    from gamesuite.ui.telefilm import items

    classes = {c for m in (items, kit) for c in vars(m).values() if isinstance(c, type) and issubclass(c, KitItem)}
    paints = _count_paints(monkeypatch, classes)  # before the items exist (PySide looks a method up once)
    window = one_screen
    d = TableDriver(window, qtbot)
    c = window.start_game("telefilm", default_players(4), "standard", seed=3)
    rng = Rng(3)
    while c.view(Viewer.TABLE)["turn"] < 2 or c.view(Viewer.TABLE)["phase"] != "bets":
        if window.page.gate.isVisible():
            d.confirm_gate()
        c.submit(RULES.random_action(c.state, rng))
    d.confirm_gate()
    panel = d.private_panel()
    assert isinstance(panel, DirectorPanel) and window.page.covered()

    def idle() -> None:  # the event loop's turns while the Director reads
        for _ in range(200):
            QApplication.processEvents()
            if window.idle.pending() == 0:
                return

    idle()
    spec = _bet_buttons(panel)[0].spec
    assert spec is not None and spec.action is not None
    c.submit(spec.action)  # a chip goes onto a space, behind the panel
    assert window.page.covered()
    paints.clear()
    QApplication.processEvents()
    assert paints == {}  # covered: nothing is drawn in the move itself
    idle()
    assert paints  # drawn out of sight, in idle time
    paints.clear()
    _uncover(window)
    table(window).view.grab()
    # what changed is drawn already, but for the pieces that glide (drawn where they stop: see _gliding)
    assert set(paints) <= {"ChipItem", "TokenDisc", "FigureItem"}, paints


def test_the_rows_and_options_a_move_shows_are_drawn_ahead_and_copied_with_their_pixels(  # noqa: ANN001
        one_screen, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """After each move, idle pieces play the legal moves on a copy (``controller.preview``) and each player row and
    answer option draws the looks they give it, options at the size and place the card will lay them out at
    (``TelefilmTable.rows_ahead``): the next move's paint copies them (no row or option drawn in the move, where a
    judge drew 3-4 rows with new text and an answer all five options) with the pixels of drawing them straight.
    Fails without the drawing ahead (drawn in the move), with an option's place composed otherwise than Qt's (a
    part of a pixel off: drawn in the move), or with a picture that is not the item's own drawing (pixels)."""
    from gamesuite.ui.telefilm import items

    in_paint: list[bool] = []
    drawn: list[object] = []
    for cls in (items.PlayerRowItem, items.OptionItem):
        paint, draw = cls.paint, cls._draw

        def painting(self, *args, _paint=paint):  # noqa: ANN001, ANN002, ANN202
            in_paint.append(True)
            try:
                return _paint(self, *args)
            finally:
                in_paint.pop()

        def drawing(self, painter, *args, _draw=draw, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
            if in_paint:
                drawn.append(self.key)  # drawn straight in a paint (not copied)
            return _draw(self, painter, *args, **kwargs)

        monkeypatch.setattr(cls, "paint", painting)  # before the items exist
        monkeypatch.setattr(cls, "_draw", drawing)
    window = one_screen
    d = TableDriver(window, qtbot)
    c = window.start_game("telefilm", default_players(4), "standard", seed=3)
    t = table(window)
    rng = Rng(3)

    def idle() -> None:  # the event loop's turns while the next player thinks
        for _ in range(300):
            QApplication.processEvents()
            if window.idle.pending() == 0:
                return

    def looks() -> list[object]:
        return [*(row.model for row in t.rows), *((o.model, o.w, o.h, o.isVisible()) for o in t.card.options)]

    changed = pixels = options = 0
    for _ in range(90):
        if window.page.gate.isVisible():
            d.confirm_gate()
        idle()
        t.view.grab()  # the table as it shows before the move
        before = looks()
        drawn.clear()
        c.submit(RULES.random_action(c.state, rng))
        if window.page.covered():
            continue
        shown = t.view.grab().toImage()  # the move's paint
        if looks() == before:
            continue
        changed += 1
        new_options = looks()[len(t.rows):] != before[len(t.rows):]
        options += new_options
        assert drawn == [], drawn  # every row and option the move changed was copied from a picture drawn ahead
        if pixels < 2 or (new_options and pixels < 6):  # the same items drawn straight: the same pixels
            for item in (*t.rows, *t.card.options):
                item.ahead.kept.clear()
                item.update()
            assert t.view.grab().toImage() == shown
            assert drawn  # (they were drawn straight this time)
            pixels += 1
    assert changed >= 10 and options >= 4 and pixels == 6, (changed, options, pixels)
