"""Telma's tie picker holds just what it shows (sixteenth session, telmapick16).

The tie picker put "Split the cards" over "Cancel" at the right of the names even when the names took one line
(three or four players): an empty band a button high under the names, beside "Cancel". Now one line of names has
the actions beside it on the same line, and names that need more room take two lines beside the actions' column:
the panel's bottom margin is its top margin."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from gamesuite.ui.telma.table import TelmaTable
from tests.support.driver import TableDriver
from tests.ui.test_telmapick15 import drawn
from tests.ui.test_telmatie15 import check_tie_picker_clear, open_tie_picker

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
