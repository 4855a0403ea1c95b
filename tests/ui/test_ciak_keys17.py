"""Ciak!'s table, fourteenth session (second round): the keyboard in a staggered cast, and the stack's words beside
the open hand, each in the real window from seeded positions (as tests/ui/test_ciak_polish16.py):

* a cast of seven or more cards is staggered (every second card lower); the arrow keys went by rows of 40 units, so
  they visited the upper cards first, then the staff slots, then the lower cards: a player choosing which character
  to sacrifice with the keyboard jumped around the cast. They now follow the cast left to right. They also stopped
  on a closed hand's back (nothing to show) and started again from the first card: the cards after it were never
  reached;
* "Resolves" / "Cancelled!" rose over the piles, made smaller to fit, whenever the open hand lay in their way; when
  the hand's band has a free span beside its cards that takes the word at its full size, it rises there.

``CIAK_GRABS=<folder>`` saves the screens (``CIAK_SIZES=1280x800,1920x1080``), as tests/ui/test_ciak_play15.py.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSizeF, Qt

from gamesuite.rules.sim import default_players
from gamesuite.ui import language
from gamesuite.ui.ciak import layout as L
from gamesuite.ui.ciak.items import CiakCardItem
from gamesuite.ui.ciak.table import outer_scene_rect
from tests.ui.test_ciak_play15 import SIZES, grab
from tests.ui.test_ciak_polish16 import open_after, word_over_the_stack
from tests.ui.test_ciak_support import family_game


def walk(ui: Any, key: Qt.Key) -> list[str]:
    """The cards (and companies) the arrow ``key`` shows one after the other from the start, once round."""
    ui.table.preview.clear()
    seen: list[str] = []
    for _ in range(200):
        assert ui.key_pressed(key, 0)
        shown = ui.table.preview.model
        assert shown is not None, f"the arrow key stopped on nothing after {seen}"
        if shown in seen:
            return seen
        seen.append(shown)
    raise AssertionError("the walk never came round")


def test_the_arrow_keys_walk_a_staggered_cast_left_to_right(window, qtbot) -> None:  # noqa: ANN001
    # seed 3, three seats: after 540 random moves Carla (seat 2) has seven cards and must choose whom to sacrifice
    window.act_director.setChecked(False)
    window.resize(*SIZES[0])
    open_after(window, qtbot, 3, 3, 540)
    ui = window.game_ui
    assert ui.decision() == ("fit", 2)
    cast = [c for c in ui.table.zones["zone:cast:2"].items if isinstance(c, CiakCardItem)]
    assert len(cast) == 7 and len({outer_scene_rect(c).top() for c in cast}) == 2, "the cast is staggered"
    in_order = [str(c.key) for c in sorted(cast, key=lambda c: outer_scene_rect(c).left())]
    right = walk(ui, Qt.Key.Key_Right)
    first = right.index(in_order[0])
    assert right[first:first + 7] == in_order, "the keys jump between the cast's upper and lower cards"
    left = walk(ui, Qt.Key.Key_Left)
    last = left.index(in_order[-1])
    assert left[last:last + 7] == in_order[::-1]
    # everything else keeps its order: rows of 40 units, left to right (as before)
    others = [k for k in right if k not in in_order]

    def old(k: str) -> tuple[float, float]:
        rect = outer_scene_rect(ui.table.scene.keyed(k))
        return rect.top() // 40, rect.left()

    assert others == sorted(others, key=old)
    grab(window, "keys-cast7")


def test_the_arrow_keys_reach_every_card_past_the_closed_hands(window, qtbot) -> None:  # noqa: ANN001
    window.act_director.setChecked(False)
    window.resize(*SIZES[0])
    open_after(window, qtbot, 3, 3, 540)
    ui = window.game_ui
    faces = {str(i.key) for i in ui.table.pickable_items() if i.isVisible() and getattr(i, "model", None) is not None}
    backs = [k for k in ui.table.arrow_order() if k.startswith("back:")]
    assert backs and ui.table.arrow_order().index(backs[0]) < len(ui.table.arrow_order()) - 1
    assert set(walk(ui, Qt.Key.Key_Right)) == faces, "some cards are never shown by the arrow keys"
    assert set(walk(ui, Qt.Key.Key_Left)) == faces


def test_another_game_leaves_the_arrow_keys_alone(window, qtbot) -> None:  # noqa: ANN001
    # Telefilm has no arrow-key walk: the keys stay with whoever else wants them (the order lives in Ciak's table)
    window.act_director.setChecked(False)
    window.start_game("telefilm", default_players(3), "standard", seed=3)
    ui = window.game_ui
    assert not ui.key_pressed(Qt.Key.Key_Right, 0) and not ui.key_pressed(Qt.Key.Key_Left, 0)


def family_at(window: Any, qtbot: Any, steps: int) -> Any:
    """Two people and two computers (seed 21, as tests/ui/test_ciak_polish16.py) after the family's ``steps``."""
    ui, fam = family_game(window, qtbot, seed=21)
    while fam.steps < steps:
        assert fam.step()
    ui.finish_animations()
    return ui


def tray_cards(ui: Any) -> list[QRectF]:
    return [QRectF(c.scenePos(), c.footprint()) for c in ui.table.zones["zone:tray"].items]


def test_a_stack_word_rises_beside_the_open_hand_when_it_fits_there(one_screen, qtbot) -> None:  # noqa: ANN001
    # step 45: six cards in the wide tray over the empty stack area leave 393 units free on each side
    window = one_screen
    for size in SIZES:
        window.resize(*size)
        ui = family_at(window, qtbot, 45)
        table = ui.table
        assert table.tray_frame.isVisible() and table.tray_rect_for(table.model) == L.TRAY_WIDE
        assert len(table.model.tray) == 6
        frame = QRectF(table.tray_frame.scenePos(), QSizeF(table.tray_frame.w, table.tray_frame.h))
        title = QRectF(frame.left(), frame.top(), frame.width(), 34)
        cards = tray_cards(ui)
        for kind in ("resolve", "cancel"):
            boxes = word_over_the_stack(window, kind, f"keys17-wide-{kind}")
            assert boxes and all(frame.contains(b) for b in boxes), f"{kind} does not rise in the hand's band"
            assert not any(b.intersects(c) for b in boxes for c in cards), f"{kind} rises over a card of the hand"
            assert not any(b.intersects(title) for b in boxes), f"{kind} rises over the hand's title"
            assert all(b.right() < min(c.left() for c in cards) for b in boxes), "the piles' side"
            assert max(b.height() for b in boxes) > 30, "the word keeps its full size"


def test_a_word_too_wide_for_the_span_beside_the_hand_keeps_today_s_place(one_screen, qtbot) -> None:  # noqa: ANN001
    # step 36: six cards beside the fight's banner leave 170 units on each side: "Resolves" does not fit there
    window = one_screen
    window.resize(*SIZES[0])
    ui = family_at(window, qtbot, 36)
    table = ui.table
    assert table.combat.isVisible() and table.tray_rect_for(table.model) == L.TRAY_BESIDE_FIGHT
    banner = table.combat.sceneBoundingRect()
    for kind in ("resolve", "cancel"):
        boxes = word_over_the_stack(window, kind, f"keys17-fight-{kind}")
        assert boxes and all(QRectF(L.PILES).contains(b) for b in boxes), f"{kind} left the piles"
        assert not any(banner.intersects(b) for b in boxes)
    # in Italian too ("A vuoto: niente bersaglio" fits nowhere at full size: over the piles, smaller)
    before = language.current()
    language.apply("it")
    try:
        boxes = word_over_the_stack(window, "fizzle", "keys17-fight-fizzle-it")
        assert boxes and all(QRectF(L.PILES).contains(b) for b in boxes)
    finally:
        language.apply(before)


def test_the_italian_words_beside_the_hand(one_screen, qtbot) -> None:  # noqa: ANN001
    # the position of step 45 in Italian: "Si risolve" and "Annullato!" fit beside the hand at their full size; "A
    # vuoto: niente bersaglio" (about 505 units at size 40) fits nowhere at full size, and takes the wider place: the
    # span beside the hand (393 units) rather than the piles (250), less shrunk there
    window = one_screen
    window.resize(*SIZES[0])
    ui = family_at(window, qtbot, 45)  # the family's steps read the English prompt
    before = language.current()
    language.apply("it")
    try:
        # (only the words: window.retranslate() makes the table again and closes the hand behind its gate)
        frame = QRectF(ui.table.tray_frame.scenePos(), QSizeF(ui.table.tray_frame.w, ui.table.tray_frame.h))
        cards = tray_cards(ui)
        for kind in ("resolve", "cancel", "fizzle"):
            boxes = word_over_the_stack(window, kind, f"keys17-wide-{kind}-it")
            assert boxes and not any(b.intersects(c) for b in boxes for c in cards), kind
            assert all(frame.contains(b) for b in boxes), kind
            assert max(b.height() for b in boxes) > 30, f"{kind} is shrunk as over the piles"
    finally:
        language.apply(before)
