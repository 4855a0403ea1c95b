"""Telma's tie picker and the key hint (fifteenth session, telmatie15).

The tie picker ("Whose nicknames were said together?") spanned the band from x 200 to 1720, over the round's
info and the centre pile with its label. It now shares the "whose nickname?" picker's sizing and place
(test_telmapick15): as wide as its buttons, centred under the headline, names on two lines when many. The key
hint under each buzzer ("tasto / tocco" in Italian) was shrunk to 17 units in a box reaching over the top card's
highlight: it now takes the room between the card and the station's edge, on two lines at its full size."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from gamesuite.ui.scene import shown
from gamesuite.ui.telma import layout as L
from gamesuite.ui.telma.items import TelmaCard
from gamesuite.ui.telma.keys import DEFAULT_KEYS
from gamesuite.ui.telma.table import TelmaTable
from tests.support.driver import TableDriver
from tests.ui.test_telma import open_state, press, table_of
from tests.ui.test_telmapick15 import drawn, surto_state, table_words

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia", "Massimiliano"]
HINT_MIN = 22  # scene units: "tasto / tocco" fits its box on two lines at the hint's full size (14.7 px at 1280x800)


@pytest.fixture
def italian(italian: None, window: Any) -> None:
    """The app in Italian for one test (tests/conftest.py's), its window retranslated."""
    window.retranslate()


def open_tie_picker(window: Any, qtbot: Any, n: int) -> TelmaTable:
    """The Surto with ``n`` players: the last seat calls and names Bruno, the table says it was a tie."""
    open_state(window, surto_state(n), names=NAMES[:n])
    t = table_of(window)
    t.review_ms = 60_000
    press(window, DEFAULT_KEYS[0], ts=1000)  # Anna reveals the Surto
    press(window, DEFAULT_KEYS[n - 1], ts=2000)
    drive = TableDriver(window, qtbot)
    drive.click_key(f"named:{n - 1}:1")
    drive.click_key("button:tie")
    assert t.tie_panel.isVisible() and not t.pick_panel.isVisible()
    return t


def check_tie_picker_clear(t: TelmaTable, n: int) -> None:
    panel = drawn(t.tie_panel)
    words = table_words(t)
    assert {"round", "points", "centre-label", "headline", "station:0"} <= set(words)
    hit = {name: r for name, r in words.items() if r.intersects(panel)}
    assert not hit, (panel, hit)
    names = [t.scene.keyed(f"tie:{s}") for s in range(n)]
    actions = [t.scene.keyed("button:split"), t.scene.keyed("button:tie-cancel")]
    for item in [*names, *actions, t.tie_title]:
        assert item is not None and shown(item)
        assert panel.contains(item.sceneBoundingRect()), (item, panel)
    assert panel.left() >= L.MID_X and panel.right() <= L.MID_X + L.MID_W  # the band's middle only
    assert abs(panel.center().x() - (L.MID_X + L.MID_W / 2)) < 1  # centred like the nickname picker
    assert panel.bottom() <= min(drawn(st).top() for st in t.stations if st.flipped)  # above the bottom row
    # the names as large as the nickname picker's: never one long line of narrow buttons
    assert min(drawn(b).width() for b in names) >= L.PICK_BUTTON_MIN_W
    assert min(drawn(b).height() for b in names) >= L.PICK_MIN_BUTTON_H
    rights = [b.sceneBoundingRect().right() for b in [*names, *actions]]
    assert panel.right() - max(rights) <= 24  # no empty right part


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("n", [3, 4, 8])
def test_the_tie_picker_covers_no_words_of_the_table(window: Any, qtbot: Any, n: int, size: tuple[int, int]) -> None:
    window.resize(*size)
    QApplication.processEvents()
    t = open_tie_picker(window, qtbot, n)
    check_tie_picker_clear(t, n)
    tops = {round(t.scene.keyed(f"tie:{s}").sceneBoundingRect().top()) for s in range(n)}
    assert len(tops) == (2 if n > 3 else 1)  # four names: two lines (2 + 2) beside the actions; eight: 4 + 4
    # choosing and Esc lay it out again the same way
    drive = TableDriver(window, qtbot)
    drive.click_key("tie:0")
    assert drive.item("tie:0").text.startswith("✓")
    check_tie_picker_clear(t, n)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_tie_picker_in_italian_covers_no_words(window: Any, qtbot: Any, italian: None,
                                                   size: tuple[int, int]) -> None:
    window.resize(*size)
    t = open_tie_picker(window, qtbot, 8)
    assert "insieme" in t.tie_title.text
    check_tie_picker_clear(t, 8)
    assert t.tie_title.fitted_font().pixelSize() == 36  # the question at its full size


def check_hints(t: TelmaTable) -> None:
    cards = [c.sceneBoundingRect() for c in t.scene.items() if isinstance(c, TelmaCard) and shown(c)]
    for st in t.stations:
        hint = st.buzzer_hint
        assert shown(hint)
        box = QRectF(hint.scenePos(), hint.boundingRect().size())
        touched = [c for c in cards if c.intersects(box)]
        assert not touched, (st.seat, box, touched)  # the card and its highlight (the card's bounding rect)
        assert drawn(st).contains(box)
        assert hint.fitted_font().pixelSize() >= HINT_MIN, hint.fitted_font().pixelSize()


@pytest.mark.parametrize("n", [4, 8])
def test_the_key_hint_in_italian_is_readable_and_clear_of_the_cards(window: Any, italian: None, n: int) -> None:
    window.resize(1280, 800)
    QApplication.processEvents()
    open_state(window, surto_state(n), names=NAMES[:n])
    t = table_of(window)
    t.review_ms = 60_000
    press(window, DEFAULT_KEYS[0], ts=1000)  # the Surto: every top card lit (its highlight drawn)
    assert all(st.glowing for st in t.stations)
    assert t.stations[0].buzzer_hint.text == "tasto / tocco"
    check_hints(t)
    scale = window.game_ui.table_widget().transform().m11()
    assert t.stations[0].buzzer_hint.fitted_font().pixelSize() * scale >= 14  # on the screen at 1280x800


def test_the_key_hint_gives_way_to_the_nickname(window: Any, qtbot: Any) -> None:
    """The two-line hint would be half covered by the nickname's pill: it hides while the nicknames show."""
    open_state(window, surto_state(4), names=NAMES[:4])
    t = table_of(window)
    check_hints(t)
    TableDriver(window, qtbot).click_key("button:peek")
    assert t.stations[0].nickname.isVisible()
    assert not any(shown(st.buzzer_hint) for st in t.stations if st.nickname.isVisible())
    t.peek_timer.timeout.emit()
    check_hints(t)
