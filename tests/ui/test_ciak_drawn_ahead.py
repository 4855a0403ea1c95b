"""What the Ciak! table draws ahead while a player reads it, for the next click: the hand a hand-off gate waits for
(its faces where the gate's click first paints them, and its tray), and the cards the deciding seat may play where
they land on the stack. Guards: after the idle turns the click draws none of them (each fails with that part of
``faces_ahead`` left out), and the window looks the same as when nothing was drawn ahead (the same seeded game
with the idle work dropped before the click)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from gamesuite.rules.core import Viewer
from gamesuite.ui.ciak import artcache, pieces
from gamesuite.ui.ciak import layout as L
from gamesuite.ui.ciak import presenter as P
from gamesuite.ui.scene.motion import set_reduce_motion
from tests.ui.test_ciak_support import players


def _idle(window: Any) -> None:
    """Turn the event loop until the table's idle work is done (as while a player reads the table)."""
    ui = window.game_ui
    for _ in range(400):
        QApplication.processEvents()
        if not ui.context.idle.pending(ui.table):
            return
    raise AssertionError("the table's idle work never ended")


def _paint(window: Any) -> None:
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest.value)


def _card_art(width: float) -> int:
    """How many card faces of ``width`` the art cache holds."""
    return sum(1 for key in artcache._pixmaps if key[0][0] == "card" and key[0][1] is not None and key[0][3] == width)


def _gate_click(window: Any, seed: int, *, ahead: bool) -> tuple[QImage, int, bool]:
    """Start a seeded four-person game, ask to look at the first hand, let the idle work run (``ahead``) or drop it,
    click through the gate: (the window, faces drawn by the click, whether the tray's picture was drawn by it)."""
    window.start_game("ciak", players(4), "massacre", {"starting_millions": 3}, seed=seed)
    ui = window.game_ui
    _paint(window)
    _idle(window)
    ui.table.scene.item_clicked.emit(P.LOOK)
    assert window.page.gate.isVisible()
    if ahead:
        _idle(window)
    else:
        ui.context.idle.cancel(ui.table)
    drawn, trays = artcache.stats["drawn"], set(pieces._kept_trays)
    window.page.gate.confirmed.emit()
    ui.context.idle.cancel(ui.table)  # what the click's refresh posts for later: not the click's paint
    _paint(window)
    ui.finish_animations()
    _paint(window)
    assert ui.shown_seat() is not None and ui.table.tray_frame.isVisible()
    return window.grab().toImage(), artcache.stats["drawn"] - drawn, set(pieces._kept_trays) != trays


@pytest.mark.parametrize("sliding", [False, True])
def test_the_gate_click_copies_the_hand_and_tray_drawn_ahead(one_screen: Any, sliding: bool) -> None:
    set_reduce_motion(not sliding)  # sliding: the hand's cards slide in from the deck, first painted there
    try:
        plain, drawn_plain, tray_plain = _gate_click(one_screen, 7, ahead=False)
        ahead, drawn_ahead, tray_ahead = _gate_click(one_screen, 7, ahead=True)
    finally:
        set_reduce_motion(True)
    assert drawn_plain >= 5 and tray_plain  # the bad case: the click draws the hand's faces and the tray
    assert drawn_ahead == 0, "the gate's click drew card art the idle turns before it should have drawn"
    assert not tray_ahead, "the gate's click drew the tray's picture"
    assert ahead == plain  # the same pixels


def _play(window: Any, seed: int, *, ahead: bool) -> tuple[QImage, bool]:
    """A seeded game up to the first play the deciding seat may make; the idle work run (``ahead``) or dropped, that
    play: (the window, whether the played face at the stack's width was in the art cache before the play)."""
    window.start_game("ciak", players(4), "massacre", {"starting_millions": 3}, seed=seed)
    c, ui = window.controller, window.game_ui
    _paint(window)
    seat = int(c.view(Viewer.TABLE)["decision"]["seat"])
    play = next(a for a in c.legal_actions(seat=seat) if a.kind == "play")
    if ahead:
        _idle(window)
    else:
        ui.context.idle.cancel(ui.table)
    before = _card_art(L.STACK_W)
    c.submit(play)
    ui.context.idle.cancel(ui.table)
    _paint(window)
    ui.finish_animations()
    _paint(window)
    assert ui.table.scene.keyed(P.card_key(int(play["card"]))) is not None
    return window.grab().toImage(), before > 0


def test_a_play_copies_its_face_drawn_ahead_on_the_stack(one_screen: Any) -> None:
    plain, ready_plain = _play(one_screen, 11, ahead=False)
    ahead, ready_ahead = _play(one_screen, 11, ahead=True)
    assert not ready_plain  # nothing drawn ahead: the play draws its face
    assert ready_ahead, "the faces the deciding seat may play were not drawn ahead at the stack's width"
    assert ahead == plain


@pytest.mark.parametrize(("scale", "dx", "dy"), [(0.9518, 0.37, 0.6), (0.6667, 0.0, 0.25), (1.0, 0.81, 0.0)])
def test_a_tray_drawn_ahead_is_copied_with_the_pixels_of_its_paint(qapp: Any, scale: float, dx: float,
                                                                   dy: float) -> None:
    pieces.clear_kept_trays()
    where = QTransform().translate(30 + dx, 30 + dy).scale(scale, scale)

    def render() -> QImage:
        frame = pieces.TrayFrame("tray", 500, 200)
        frame.apply(("Anna", "#d9534f"))
        img = QImage(int(560 * scale) + 60, int(260 * scale) + 60, QImage.Format.Format_ARGB32_Premultiplied)
        img.fill(QColor("#173b32"))
        p = QPainter(img)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        p.setWorldTransform(where)
        frame.paint(p, QStyleOptionGraphicsItem(), None)
        p.end()
        return img

    plain = render()  # kept by its paint
    pieces.clear_kept_trays()
    pieces.TrayFrame.prepare(where, QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing, 500, 200,
                             ("Anna", "#d9534f"))
    assert len(pieces._kept_trays) == 1
    assert render() == plain
    assert len(pieces._kept_trays) == 1  # copied, not drawn again
    assert QRectF(-12, -12, 524, 224) == pieces.TrayFrame("t", 500, 200).boundingRect()
    pieces.clear_kept_trays()


@pytest.mark.parametrize("size", [(913, 514), (1917, 1079)])
def test_arrows_drawn_ahead_are_copied_by_the_paint_with_its_pixels(qtbot: Any, size: tuple[int, int]) -> None:
    """The stack's arrows after the next resolution, drawn ahead (``CiakTable.faces_ahead``), are the picture the
    table's paint then copies (fails when the prepared picture's key, transform or hints differ from the paint's)."""
    from gamesuite.ui.scene import TableScene
    from tests.support.scene import shown_view
    from tests.ui.test_ciak_artcache import ARROWS, _felt_with_cards

    grabs, drawn = [], []
    for ahead in (False, True):
        scene = TableScene()
        view = shown_view(qtbot, scene)
        view.resize(*size)  # a scale with a part of a pixel at every edge
        _felt_with_cards(scene)
        arrows = pieces.StackArrows("arrows")
        scene.put(arrows)
        arrows.apply(ARROWS)
        view.grab()
        if ahead:
            arrows.prepare(ARROWS[:2], view.viewportTransform(),
                           view.renderHints() | QPainter.RenderHint.Antialiasing)
        kept = set(arrows._kept)
        arrows.apply(ARROWS[:2])
        grabs.append(view.grab().toImage())
        drawn.append(bool(set(arrows._kept) - kept))
    assert drawn == [True, False]  # without: the paint draws the picture; ahead: it copies the one drawn ahead
    assert grabs[0] == grabs[1]


def _aimed_play(window: Any, seed: int, *, ahead: bool) -> tuple[QImage, bool]:
    """A seeded game (random moves) up to the first time the deciding seat may play a card aimed at the table; the idle
    work run (``ahead``) or dropped, its first such play: (the window, whether that play's paint drew the stack's
    arrows)."""
    from gamesuite.rules.core import Rng

    window.start_game("ciak", players(4), "massacre", {"starting_millions": 3}, seed=seed)
    c, ui = window.controller, window.game_ui
    rng = Rng(seed)
    for _ in range(200):
        _paint(window)
        ui.context.idle.cancel(ui.table)
        seat = int(c.view(Viewer.TABLE)["decision"]["seat"])
        aimed = ui._plays()[3]
        if aimed:
            break
        c.submit(c.rules.random_action(c.state, rng))
    else:
        raise AssertionError("no play aimed at the table in 200 moves")
    uid, target = aimed[0]
    play = next(a for a in c.legal_actions(seat=seat) if a.kind == "play" and a.get("card") == uid
                and P.ref_key(c.view(Viewer.TABLE), a.get("target")) == target)
    ui._post_ahead()
    if ahead:
        _idle(window)
    else:
        ui.context.idle.cancel(ui.table)
    kept = set(ui.table.arrows._kept)
    c.submit(play)
    ui.context.idle.cancel(ui.table)
    _paint(window)
    ui.finish_animations()
    _paint(window)
    assert ui.table.arrows.model, "the play drew no arrow"
    return window.grab().toImage(), bool(set(ui.table.arrows._kept) - kept)


def test_a_play_aimed_at_the_table_copies_its_arrows_drawn_ahead(one_screen: Any) -> None:
    """A play with a target adds an arrow and the stack's row re-centres (every arrow moves): the picture of the
    arrows after each of the deciding seat's first aimed plays is drawn ahead (``CiakTable.arrows_after_play``), and
    the play's paint copies it (1 Mpx: ~3-4 ms drawn in the move). Fails with the aimed plays left out of
    ``faces_ahead``, or a guess placed other than where the play's refresh puts the row."""
    plain, drawn_plain = _aimed_play(one_screen, 3, ahead=False)
    ahead, drawn_ahead = _aimed_play(one_screen, 3, ahead=True)
    assert drawn_plain  # nothing drawn ahead: the play draws the arrows' picture
    assert not drawn_ahead, "the play drew the arrows' picture the idle turns before it should have drawn"
    assert ahead == plain


def _joins(m: Any, after: Any) -> bool:
    """Whether a cast gains or loses a card from ``m`` to ``after``."""
    return after is not None and any([f.uid for f in a.cast] != [f.uid for f in b.cast]
                                     for a, b in zip(m.seats, after.seats, strict=True))


def _resolving_pass(window: Any, seed: int, *, ahead: bool, recast: bool = False) -> tuple[QImage, int, int]:
    """A seeded game (random moves) up to the first pass that changes faces lying still on the table (a boost, a
    token, damage as the stack resolves); the idle work run (``ahead``) or dropped, that pass: (the window, the art
    its paint drew, how many faces it changes)."""
    from gamesuite.rules.core import Rng

    window.start_game("ciak", players(4), "massacre", {"starting_millions": 3}, seed=seed)
    c, ui = window.controller, window.game_ui
    rng = Rng(seed)
    for _ in range(300):
        _paint(window)
        ui.context.idle.cancel(ui.table)
        after = ui._after_pass()
        changed = ui.table._changed_faces(ui.table.model, after, ui.view_widget)
        if changed and (not recast or _joins(ui.table.model, after)):
            break
        c.submit(c.rules.random_action(c.state, rng))
    else:
        raise AssertionError("no pass changed a face in 300 moves")
    seat = int(c.view(Viewer.TABLE)["decision"]["seat"])
    passing = next(a for a in c.legal_actions(seat=seat) if a.kind == "pass")
    ui._post_ahead()
    if ahead:
        _idle(window)
    else:
        ui.context.idle.cancel(ui.table)
    drawn = artcache.stats["drawn"]
    c.submit(passing)
    ui.context.idle.cancel(ui.table)
    _paint(window)
    ui.finish_animations()
    _paint(window)
    return window.grab().toImage(), artcache.stats["drawn"] - drawn, len(changed)


@pytest.mark.parametrize("recast", [False, True])
def test_a_pass_that_resolves_copies_the_faces_it_changes_drawn_ahead(one_screen: Any, recast: bool) -> None:
    """The rules are pure: the state after the deciding seat's pass is worked out on the side (``CiakUI._after_pass``)
    and the cast, staff and company faces it changes are drawn ahead where they lie, so the pass copies them (a face
    ~1.2-1.7 ms at 1080p); ``recast``: a character joins or leaves a cast, whose row is laid out anew. Fails with the
    faces after the pass left out of ``faces_ahead`` (or, ``recast``, a cast laid out other than ``apply`` does)."""
    plain, drawn_plain, changed = _resolving_pass(one_screen, 3, ahead=False, recast=recast)
    ahead, drawn_ahead, _changed = _resolving_pass(one_screen, 3, ahead=True, recast=recast)
    assert changed >= 1 and drawn_plain >= changed  # nothing drawn ahead: the pass draws the faces it changes
    assert drawn_ahead == 0, "the pass drew card art the idle turns before it should have drawn"
    assert ahead == plain
