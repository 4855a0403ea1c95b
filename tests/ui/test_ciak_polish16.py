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

from PySide6.QtCore import QRectF

from gamesuite.content import default_content
from gamesuite.rules.ciak import RULES
from gamesuite.rules.core import GameConfig, Rng
from gamesuite.ui.ciak.art import card_layout
from gamesuite.ui.ciak.items import CiakCardItem
from gamesuite.ui.controller import GameController
from tests.ui.test_ciak_play15 import SIZES, grab
from tests.ui.test_ciak_support import players


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
