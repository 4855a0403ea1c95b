"""A staff card in its slot lies on the slot's outline and leaves the slot's star label readable (a card centred in
the whole slot hung 12 units lower, over the "3★" under it)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from gamesuite.rules.core import Rng, Viewer
from gamesuite.ui.ciak import layout as L
from gamesuite.ui.ciak.items import CiakCardItem
from gamesuite.ui.scene.zone import slot_positions
from tests.ui.test_ciak_support import players


def test_the_card_place_is_inside_its_slot_above_its_label() -> None:
    for slot, card, label in zip(L.STAFF, L.STAFF_CARD, L.STAFF_LABEL, strict=True):
        assert slot.contains(card) and slot.contains(label)
        assert not card.intersects(label)
        assert label.height() >= 18  # the label's 18-unit text fits under the card


def _staff_cards(window: Any) -> list[tuple[int, int, CiakCardItem]]:
    table = window.game_ui.table
    out = []
    for seat in range(table.n):
        for i in range(3):
            for item in table.zones[f"zone:staff:{seat}:{i + 1}"].items:
                assert isinstance(item, CiakCardItem)
                out.append((seat, i, item))
    return out


@pytest.mark.parametrize(("n", "seed"), [(2, 5), (3, 3), (4, 3)])
def test_a_staff_card_lies_on_its_slot_outline_and_leaves_the_label_readable(window, n: int, seed: int) -> None:  # noqa: ANN001
    c = window.start_game("ciak", players(n), "massacre", seed=seed)
    rng = Rng(seed)
    seen = 0
    for _ in range(600):
        if c.is_over():
            break
        c.submit(c.rules.random_action(c.state, rng))
        if not any(p.get("staff") and any(p["staff"]) for p in c.view(Viewer.TABLE)["players"]):
            continue
        window.game_ui.finish_animations()
        for seat, i, card in _staff_cards(window):
            corner = L.seat_rect(n, seat).topLeft()
            body = card.sceneTransform().mapRect(QRectF(0, 0, card.width, card.height))
            outline = L.STAFF_CARD[i].translated(corner)
            label = L.STAFF_LABEL[i].translated(corner)
            assert abs(body.top() - outline.top()) < 0.5 and abs(body.left() - outline.left()) < 0.5, (body, outline)
            assert abs(body.bottom() - outline.bottom()) < 0.5, (body, outline)
            assert not body.intersects(label), f"seat {seat}: the staff card covers its slot's label"
            seen += 1
        if seen >= 3:
            break
    assert seen, "no staff card came into play"


def test_the_slot_zone_puts_one_card_exactly_on_the_outline() -> None:
    for i, slot in enumerate(L.STAFF):
        card = L.STAFF_CARD[i]
        [(pos, angle)] = slot_positions("pile", 1, slot.width(), card.height(), L.STAFF_W, L.STAFF_W * 88 / 63)
        assert angle == 0
        assert slot.topLeft() + pos == card.topLeft()
