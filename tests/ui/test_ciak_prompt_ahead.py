"""The table's texts drawn ahead (``CiakUI._prompts_ahead`` / ``CiakTable.labels_ahead`` / ``LabelPool.draw_ahead``):
the prompt's title and hint, the phase bar's priority label, the stack's label and the piles' counts the likely next
moves show, drawn in idle time into the pools' shared stores of looks (the kit's ``KeptLabel``), so the label that
shows one copies it. Guards: a seeded game shows the same pixels after every move whether the idle work ran before
it or not, and its moves draw those texts far less often (fails with ``labels_ahead`` left out of the idle work)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QImage

from gamesuite.rules.core import Rng
from gamesuite.ui.ciak.pieces import PoolLabel
from gamesuite.ui.scene.label import LabelItem
from tests.ui.test_ciak_moves_ahead import _play, _start


def _game(window: Any, seed: int, moves: int, *, ahead: bool, monkeypatch: pytest.MonkeyPatch
          ) -> tuple[list[QImage], int]:
    """A seeded game of ``moves`` random moves, the idle work run before each (``ahead``) or dropped: (the window
    after each move, how many times the moves drew one of those texts)."""
    _start(window, seed)
    rng = Rng(seed)
    c = window.controller
    table = window.game_ui.table
    grabs = []
    drawn = [0]
    counting = [False]
    draw = LabelItem._draw_label

    pools = (table.prompt_title, table.prompt_hint, table.phase_bar.priority, table.stack_label)

    def counted(self: Any, painter: Any) -> None:
        if counting[0] and (self in (table.deck_label, table.discard_label)
                            or isinstance(self, PoolLabel) and any(self in pool.labels for pool in pools)):
            drawn[0] += 1
        draw(self, painter)

    monkeypatch.setattr(LabelItem, "_draw_label", counted)
    grabs += _play(window, c, rng, moves, ahead=ahead, counting=counting)
    monkeypatch.undo()
    return grabs, drawn[0]


def test_moves_copy_the_texts_drawn_ahead_and_look_the_same(one_screen: Any,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    plain, drawn_plain = _game(one_screen, 4, 40, ahead=False, monkeypatch=monkeypatch)
    ahead, drawn_ahead = _game(one_screen, 4, 40, ahead=True, monkeypatch=monkeypatch)
    assert len(plain) == len(ahead) > 20
    different = [i for i, (a, b) in enumerate(zip(plain, ahead, strict=True)) if a != b]
    assert not different, f"moves {different} look different when the texts were drawn ahead"
    print(drawn_plain, drawn_ahead)
    assert drawn_plain >= 10  # the bad case: the moves draw the texts
    assert drawn_ahead <= drawn_plain // 3, f"the moves still drew the texts: {drawn_ahead} of {drawn_plain}"
