"""What a family still saw wrong on Ciak!'s table (fourteenth session), each in the real window:

* a cast of seven cards (six characters and a myth) overlapped each name with the next card, just when its player
  had to choose which character to sacrifice: the cast is staggered and every name shows;
* the large preview of a pointed card covered the prompt line or the pointed card's seat header (name, TURN);
* "Resolves" and "Cancelled!" floated over the middle of the stack's area, where the open hand then spreads: the
  word landed on the hand's title.

``CIAK_GRABS=<folder>`` saves the screens (``CIAK_SIZES=1280x800,1920x1080``), as tests/ui/test_ciak_play15.py.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSizeF

from gamesuite.content import default_content
from gamesuite.rules.ciak import RULES
from gamesuite.rules.core import Event, GameConfig, Rng
from gamesuite.ui.ciak import layout as L
from gamesuite.ui.ciak.art import card_layout
from gamesuite.ui.ciak.faces import CardFace
from gamesuite.ui.ciak.items import CiakCardItem
from gamesuite.ui.ciak.pieces import cast_slots
from gamesuite.ui.controller import GameController
from gamesuite.ui.scene.animation import set_reduce_motion
from gamesuite.ui.scene.card import CARD_RATIO
from gamesuite.ui.scene.floating import FloatingText
from tests.ui.pointer import hover
from tests.ui.test_ciak_play15 import GRABS, SIZES, before_the_lynch_choice, grab
from tests.ui.test_ciak_support import family_game, players


def open_after(window: Any, qtbot: Any, seed: int, n_seats: int, moves: int) -> GameController:
    """The seeded 3-seat Massacre after ``moves`` random moves (the chooser ``Rng(seed ^ 0x5EED)``), in the window."""
    config = GameConfig("ciak", tuple(players(n_seats)), "massacre", {}, default_content("ciak"))
    s = RULES.new_game(config, seed)
    chooser = Rng(seed ^ 0x5EED)
    done = []
    for _ in range(moves):
        action = RULES.random_action(s, chooser)
        s, _ = RULES.apply(s, action)
        done.append(action)
    controller = GameController(RULES, config, seed, actions=done, store=window.store)
    window._open_session(controller)  # noqa: SLF001 - a game started from a given position
    qtbot.waitUntil(lambda: window.game_ui.view_widget.isVisible())
    window.game_ui.finish_animations()
    return controller


def hidden_names(cards: list[CiakCardItem]) -> list[str]:
    """The names (of ``cards``, siblings in one zone) that a card drawn over them covers, even in part."""
    out = []
    for card in cards:
        face = card.model
        name = card.mapRectToScene(card_layout(QRectF(0, 0, card.width, card.height), face, card.detail).name)
        for other in cards:
            if other is not card and other.zValue() > card.zValue() \
                    and QRectF(other.scenePos(), other.footprint()).intersects(name):
                out.append(face.name)
                break
    return out


def test_a_cast_of_seven_shows_every_name_when_its_player_must_sacrifice(window, qtbot) -> None:  # noqa: ANN001
    # seed 3, three seats: after 540 random moves Carla (seat 2) has six characters and a myth and is over her limit
    window.act_director.setChecked(False)
    for size in SIZES:
        window.resize(*size)
        open_after(window, qtbot, 3, 3, 540)
        ui = window.game_ui
        assert ui.decision() == ("fit", 2)
        grab(window, "cast7-fit")
        cards = [c for c in ui.table.zones["zone:cast:2"].items if isinstance(c, CiakCardItem)]
        assert len(cards) == 7
        assert hidden_names(cards) == []
        area = ui.table.zones["zone:cast:2"].sceneBoundingRect()
        assert all(area.contains(QRectF(c.scenePos(), c.footprint())) for c in cards), "a card leaves the cast's area"
        assert min(c.width for c in cards) >= 84, "the cards stay big enough to read"


def test_the_preview_of_a_pointed_card_leaves_the_prompt_and_the_seats_names_readable(window, qtbot) -> None:  # noqa: ANN001
    # the lynch choice of tests/ui/test_ciak_play15.py (seed 49): Anna chooses which of Bruno's characters goes
    window.act_director.setChecked(False)
    for size in SIZES:
        window.resize(*size)
        config, done, _choice = before_the_lynch_choice(49)
        window._open_session(GameController(RULES, config, 49, actions=done, store=window.store))  # noqa: SLF001
        qtbot.waitUntil(lambda: window.game_ui.view_widget.isVisible())
        ui = window.game_ui
        ui.finish_animations()
        assert ui.decision() == ("lynch", 0)
        view, table = ui.table_widget(), ui.table
        prompt = QRectF(L.PROMPT_BAR)
        headers = [QRectF(f.scenePos(), QSizeF(f.w, L.HEADER_H)) for f in table.frames]
        cards = [c for seat in (0, 1) for c in table.zones[f"zone:cast:{seat}"].items if isinstance(c, CiakCardItem)]
        assert len(cards) >= 6
        for card in cards:
            hover(qtbot, view, view.mapFromScene(card.sceneBoundingRect().center()),
                  lambda card=card, table=table: table.preview.isVisible() and table.preview.model == card.key)
            box = table.preview.mapRectToScene(QRectF(0, 0, table.preview.width, table.preview.height))
            assert not box.intersects(QRectF(card.scenePos(), card.footprint())), "the preview covers the card"
            assert not box.intersects(prompt), f"the preview of {card.model.name} covers the prompt"
            assert not any(box.intersects(h) for h in headers), f"the preview of {card.model.name} covers a name"
            if card is cards[-1] or card is cards[0]:
                grab(window, f"preview-{card.key}")


def word_over_the_stack(window: Any, kind: str, name: str) -> list[QRectF]:
    """Where the word a stack's ``kind`` event shows ("Resolves", "Cancelled!") has its letters during its life
    (the screen, early in its rise, saved as ``name`` with ``CIAK_GRABS``)."""
    ui = window.game_ui
    set_reduce_motion(False)
    try:
        ui._effects([Event(kind, data={})], {"active": 0})  # noqa: SLF001 - what a refresh shows after the event
        words = [i for i in ui.table.scene.items() if isinstance(i, FloatingText)]
        assert len(words) == 1
        word = words[0]
        out = [box for t in range(0, word.ms, 25) if (box := word.ink_at(t)) is not None]
        if GRABS:
            for anim in list(word._anims.values()):  # noqa: SLF001 - the test plays the clock
                anim.setCurrentTime(150)
            grab(window, name)
        word.finish_animations()
        return out
    finally:
        set_reduce_motion(True)


def test_the_stack_s_words_rise_where_the_open_hand_is_not(one_screen, qtbot) -> None:  # noqa: ANN001
    # two people and two computers (seed 21, as tests/ui/test_ciak_play15.py): the open hand spreads over the empty
    # stack area (and later lies beside the fight's banner); "Resolves" and "Cancelled!" rose onto the hand's title
    window = one_screen
    window.resize(*SIZES[0])
    ui, fam = family_game(window, qtbot, seed=21)
    table = ui.table
    seen = set()
    while seen != {"wide", "fight"}:
        assert fam.step() and fam.steps < 1500, f"the open hand never lay over the stack's area: {seen}"
        if not table.tray_frame.isVisible():
            continue
        place = "fight" if table.combat.isVisible() else "wide" if table.tray_rect_for(table.model) == L.TRAY_WIDE \
            else None
        if place is None or place in seen:
            continue
        seen.add(place)
        ui.finish_animations()
        tray = QRectF(table.tray_frame.scenePos(), QSizeF(table.tray_frame.w, table.tray_frame.h))
        # (the word may rise inside the hand's band, beside its cards: tests/ui/test_ciak_keys17.py)
        hand = [QRectF(tray.topLeft(), QSizeF(tray.width(), 34))]  # the hand's title
        hand += [QRectF(c.scenePos(), c.footprint()) for c in table.zones["zone:tray"].items]
        for kind in ("resolve", "cancel", "fizzle"):
            boxes = word_over_the_stack(window, kind, f"word-{place}-{kind}")
            assert boxes and not any(b.intersects(h) for b in boxes for h in hand), \
                f"{kind} rises over the open hand ({place})"
            assert all(tray.contains(b) for b in boxes) or not any(b.intersects(tray) for b in boxes)
            assert all(table.scene.sceneRect().contains(b) for b in boxes)
            if place == "fight":
                banner = table.combat.sceneBoundingRect()
                assert not any(banner.intersects(b) for b in boxes), "the word covers the fight's outcome"


def test_a_staggered_cast_of_seven_to_ten_keeps_every_name_clear_inside_the_cast_area() -> None:
    face = CardFace(uid=1, design="x", name="A Rather Long Name", type="character", stars=1, att=500, dif=500)
    w = L.CAST_STAGGER_W
    h = w * CARD_RATIO
    name = card_layout(QRectF(0, 0, w, h), face).name
    for n in range(7, 11):
        spots = [pos for pos, _angle in cast_slots(n, L.CAST.width(), L.CAST.height(), w, 12)]
        cards = [QRectF(p, QSizeF(w, h)) for p in spots]
        assert all(QRectF(0, 0, L.CAST.width(), L.CAST.height()).contains(c) for c in cards), n
        for i, card in enumerate(cards):
            above = [c for j, c in enumerate(cards) if j != i and (j % 2, j) > (i % 2, i)]  # CastZone's drawing order
            assert not any(c.intersects(name.translated(card.topLeft())) for c in above), (n, i)
