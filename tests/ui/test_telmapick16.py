"""Telma's tie picker holds just what it shows, and the "Called!" bubble leaves the cards in view (sixteenth session,
telmapick16).

The tie picker put "Split the cards" over "Cancel" at the right of the names even when the names took one line
(three or four players): an empty band a button high under the names, beside "Cancel". Now one line of names has
the actions beside it on the same line, and names that need more room take two lines beside the actions' column:
the panel's bottom margin is its top margin. The bubble saying a press is waiting for "whose nickname?" sat for
1.2 s over the caller's cards and key hint: it now covers the caller's header (name and score) instead."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from gamesuite.ui.scene import shown
from gamesuite.ui.telma.items import TelmaCard
from gamesuite.ui.telma.keys import DEFAULT_KEYS
from gamesuite.ui.telma.table import TelmaTable
from tests.support.driver import TableDriver
from tests.ui.test_telma import open_state, press, table_of
from tests.ui.test_telmapick15 import drawn, surto_state
from tests.ui.test_telmatie15 import NAMES, check_tie_picker_clear, open_tie_picker

MARGIN_SLACK = 3  # scene units


@pytest.fixture
def italian(italian: None, window: Any) -> None:
    """The app in Italian for one test (tests/conftest.py's), its window retranslated."""
    window.retranslate()


def check_tie_picker_fits(t: TelmaTable, n: int) -> None:
    """The panel's bottom margin, under the last line of names and under the last action, is its top margin (above
    the question), and nothing in it overlaps."""
    panel = drawn(t.tie_panel)
    names = [drawn(t.scene.keyed(f"tie:{s}")) for s in range(n)]
    actions = [drawn(t.scene.keyed(k)) for k in ("button:split", "button:tie-cancel")]
    title = drawn(t.tie_title)
    top = title.top() - panel.top()
    assert top > 0
    for group in (names, actions):
        bottom = panel.bottom() - max(r.bottom() for r in group)
        assert abs(bottom - top) <= MARGIN_SLACK, (n, top, bottom, panel, group)
    for a, b in combinations([title, *names, *actions], 2):
        assert not a.intersects(b), (a, b)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("n", [3, 4, 6, 8])
def test_the_tie_picker_is_as_tall_as_what_it_holds(window: Any, qtbot: Any, n: int, size: tuple[int, int]) -> None:
    window.resize(*size)
    QApplication.processEvents()
    t = open_tie_picker(window, qtbot, n)
    check_tie_picker_fits(t, n)
    check_tie_picker_clear(t, n)
    drive = TableDriver(window, qtbot)
    drive.click_key("tie:0")  # choosing lays it out again the same way
    drive.click_key("tie:1")
    assert t.scene.keyed("button:split").enabled
    check_tie_picker_fits(t, n)
    drive.click_key("button:split")  # and it still works: the two split the cards
    assert not t.tie_panel.isVisible()
    assert t.last_view["phase"] != "contest"


@pytest.mark.parametrize("n", [3, 4, 8])
def test_the_tie_picker_in_italian_is_as_tall_as_what_it_holds(window: Any, qtbot: Any, italian: None,
                                                               n: int) -> None:
    window.resize(1280, 800)
    t = open_tie_picker(window, qtbot, n)
    assert t.scene.keyed("button:split").text == "Dividi le carte"
    check_tie_picker_fits(t, n)
    check_tie_picker_clear(t, n)


def check_bubble(t: TelmaTable, seat: int) -> None:
    """The caller's bubble shows, inside their station, over no card and no key hint of any seat."""
    bubble = t.stations[seat].flash
    assert bubble.isVisible() and bubble.text == "Called! Whose nickname?"
    box = bubble.sceneBoundingRect()
    covered = [item.sceneBoundingRect() for st in t.stations for item in st.childItems()
               if (isinstance(item, TelmaCard) or item is st.buzzer_hint) and shown(item)]
    assert len(covered) >= 2 * len(t.stations)  # every seat's piles and hint were looked at
    hit = [r for r in covered if r.intersects(box)]
    assert not hit, (seat, box, hit)
    assert drawn(t.stations[seat]).contains(box)
    assert not box.intersects(drawn(t.pick_panel))
    assert bubble.fitted_font().pixelSize() >= 0.9 * bubble.size  # readable: at most a little smaller


@pytest.mark.parametrize("n", range(3, 9))
def test_the_called_bubble_covers_no_card_nor_key_hint(window: Any, n: int) -> None:
    open_state(window, surto_state(n), names=NAMES[:n])
    t = table_of(window)
    t.review_ms = 60_000
    press(window, DEFAULT_KEYS[0], ts=1000)  # Anna reveals the Surto: every seat may call
    for k, seat in enumerate([*range(1, n), 0]):  # each seat calls in turn (each waits for "whose nickname?")
        press(window, DEFAULT_KEYS[seat], ts=2000 + 10 * k)
        assert seat in t.pending
        check_bubble(t, seat)
        press(window, DEFAULT_KEYS[seat], ts=2005 + 10 * k)  # pressing again says it once more, in the same place
        check_bubble(t, seat)


def test_the_called_bubble_in_italian_fits_its_line(window: Any, italian: None) -> None:
    """The longer Italian sentence keeps one line over the header, a little smaller, still readable at 1280x800."""
    window.resize(1280, 800)
    QApplication.processEvents()
    open_state(window, surto_state(8), names=NAMES)
    t = table_of(window)
    press(window, DEFAULT_KEYS[0], ts=1000)
    press(window, DEFAULT_KEYS[7], ts=2000)
    bubble = t.stations[7].flash
    assert bubble.text == "Chiamato! Il soprannome di chi?"
    scale = window.game_ui.table_widget().transform().m11()
    assert bubble.fitted_font().pixelSize() * scale >= 16  # pixels on the screen (the key hint's least: 14)
    box = QRectF(bubble.scenePos(), bubble.boundingRect().size())
    assert drawn(t.stations[7]).contains(box)
