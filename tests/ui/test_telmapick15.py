"""Telma's "whose nickname?" picker covers none of the table's words (fifteenth session, telmapick15).

It spanned the band's middle from the left column to the right one: over "Round 2 of 3 / worth 1 point",
the centre pile and its label, with its right part empty. Now it is as wide as its buttons, under the
headline, inside the band's middle: for 3, 4 and 8 players (up to 7 names: a second line of buttons), in
English and Italian, at 1280x800 and 1920x1080."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtWidgets import QApplication

from gamesuite.rules.telma.scenario import make_state
from gamesuite.ui import language
from gamesuite.ui.scene import shown
from gamesuite.ui.telma.keys import DEFAULT_KEYS
from gamesuite.ui.telma.table import TelmaTable
from tests.ui.test_telma import open_state, press, table_of

OTHERS = ["cactus-2", "snail-2", "crown-2", "kite-2", "teapot-2", "anchor-2", "cactus-1"]


def surto_state(n: int) -> Any:
    """Anna reveals the Surto with ``n`` players: everybody calls, nobody names themselves."""
    return make_state([["surto", "teapot-1"]] + [[c] for c in OTHERS[:n - 1]],
                      faceup=[[]] + [["anchor-1"] if s == 1 else [] for s in range(1, n)])


def table_words(t: TelmaTable) -> dict[str, QRectF]:
    """The scene rects of what the picker must leave readable: the round's info, the centre pile and its
    label, the headline, the "Show nicknames" button and every station (name, points, piles, key)."""
    items: dict[str, Any] = {"round": t.round_label, "points": t.part_label, "centre-slot": t.centre_slot,
                             "centre-label": t.centre_label, "headline": t.headline, "peek": t.peek_button}
    items |= {f"station:{s}": st for s, st in enumerate(t.stations)}
    return {name: drawn(item) for name, item in items.items()
            if item.isVisible() and item.opacity() > 0 and getattr(item, "text", "x")}


def drawn(item: Any) -> QRectF:
    """The item's box on the table (its bounding rect has room for a glow or a border around it)."""
    return QRectF(item.scenePos(), QSizeF(item.w, item.h))


def picker_rect(t: TelmaTable) -> QRectF:
    assert t.pick_panel.isVisible()
    return drawn(t.pick_panel)


def check_clear(t: TelmaTable) -> None:
    pick = picker_rect(t)
    words = table_words(t)
    assert {"round", "points", "headline", "station:0"} <= set(words)
    hit = {name: r for name, r in words.items() if r.intersects(pick)}
    assert not hit, (pick, hit)
    # every button of every row inside the panel, and the panel no wider than its rows need
    rights = []
    for row in t.pick_rows.values():
        if not row.isVisible():
            continue
        for b in [*row.buttons(), row.cancel, row.label]:
            r = b.sceneBoundingRect()
            assert pick.contains(r), (b, r, pick)
        rights.append(row.cancel.sceneBoundingRect().right())
    assert pick.right() - max(rights) <= 24  # no empty right part
    assert t.scene.sceneRect().contains(pick)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("n", [3, 4, 8])
def test_the_picker_covers_no_words_of_the_table(window: Any, qtbot: Any, n: int, size: tuple[int, int]) -> None:
    window.resize(*size)
    QApplication.processEvents()
    open_state(window, surto_state(n))
    t = table_of(window)
    t.review_ms = 60_000
    press(window, DEFAULT_KEYS[0], ts=1000)  # Anna reveals the Surto
    assert "SURTO" in t.headline.text
    press(window, DEFAULT_KEYS[n - 1], ts=2000)  # the last seat calls: n - 1 names to choose from
    row = t.pick_rows[n - 1]
    assert [b.text for b in row.buttons()][-1] == "Anna" or len(row.buttons()) == n - 1
    assert len(row.buttons()) == n - 1
    check_clear(t)
    if n == 8:  # seven names take two lines of big buttons, not one line of small ones
        assert len({round(b.sceneBoundingRect().top()) for b in row.buttons()}) == 2
        assert min(b.sceneBoundingRect().width() for b in row.buttons()) >= 150
    press(window, DEFAULT_KEYS[1], ts=2100)  # a second press waits too: a second row
    assert t.pick_rows[1].isVisible()
    check_clear(t)  # at 8 players two rows of two lines: a little smaller, still between headline and stations
    assert min(drawn(b).height() for b in row.buttons()) >= 40
    assert min(drawn(b).width() for b in row.buttons()) >= 150  # as wide: the names as large


def test_four_presses_waiting_still_leave_the_stations_alone(window: Any, qtbot: Any) -> None:
    open_state(window, surto_state(4))
    t = table_of(window)
    t.review_ms = 60_000
    for ts, key in enumerate(DEFAULT_KEYS[:4]):
        press(window, key, ts=1000 + 500 * ts)  # Anna reveals, then Bruno, Carla and Dario call
    press(window, DEFAULT_KEYS[0], ts=4000)  # and Anna
    assert sum(r.isVisible() for r in t.pick_rows.values()) == 4
    check_clear(t)
    assert 40 <= t.pick_rows[0].button_h < 72
    for rows in (3, 2):  # Esc forgets the latest press: the rows left grow back, up to their full size
        assert window.game_ui.key_pressed(Qt.Key.Key_Escape.value, 0)
        assert sum(r.isVisible() for r in t.pick_rows.values()) == rows
        check_clear(t)
    assert [drawn(r.cancel).height() for r in t.pick_rows.values() if r.isVisible()] == [72, 72]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_picker_in_italian_covers_no_words(window: Any, qtbot: Any, size: tuple[int, int]) -> None:
    before = language.current()
    language.apply("it")
    try:
        window.retranslate()
        window.resize(*size)
        open_state(window, surto_state(4), names=["Anna", "Bruno", "Carla", "Massimiliano"])
        t = table_of(window)
        t.review_ms = 60_000
        press(window, DEFAULT_KEYS[0], ts=1000)
        press(window, DEFAULT_KEYS[3], ts=2000)
        assert "detto" in t.pick_rows[3].label.text
        check_clear(t)
        press(window, DEFAULT_KEYS[1], ts=2050)
        check_clear(t)
    finally:
        language.apply(before)
        window.retranslate()


def test_esc_closes_the_picker_and_a_new_press_lays_it_out_again(window: Any, qtbot: Any) -> None:
    open_state(window, surto_state(8))
    t = table_of(window)
    t.review_ms = 60_000
    press(window, DEFAULT_KEYS[0], ts=1000)
    press(window, DEFAULT_KEYS[7], ts=2000)
    two_lines = picker_rect(t).height()
    assert window.game_ui.key_pressed(Qt.Key.Key_Escape.value, 0)
    assert not t.pick_panel.isVisible()
    press(window, DEFAULT_KEYS[1], ts=2500)  # Bruno: seven names too
    assert picker_rect(t).height() == two_lines
    check_clear(t)
    assert not shown(t.tie_button)
