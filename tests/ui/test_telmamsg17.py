"""Telma's station messages leave the cards in view (seventeenth session, telmamsg17).

A press that did nothing ("It is Anna's turn to reveal.", "Carla is not in this contest.", "Anna has already
called.") or came too late ("Too late!") was said for a second over the middle of the presser's station: over the
top card, the covered card, the pile and the key hint, the very things everybody watches in a reaction game, and
at half opacity on a dimmed station. Every station message now takes the header strip (name and score), like
"Called! Whose nickname?", at full size: the rules' reason in a few words ("Not your turn", "Not in this contest",
"Already called"), since their whole sentence with a long name would have to be drawn at 60% there (or elided).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from gamesuite.rules.core import Msg
from gamesuite.rules.telma.scenario import make_state
from gamesuite.ui.scene import LabelItem, shown
from gamesuite.ui.telma import presenter as P
from gamesuite.ui.telma.items import StationItem, TelmaCard
from gamesuite.ui.telma.keys import DEFAULT_KEYS
from tests.ui.test_telma import open_state, press, table_of
from tests.ui.test_telmapick15 import drawn

# the longest name the new-game dialog takes (24 characters; Telma's set-up takes 40: the old sentence only got longer)
NAMES = ["Anna Maria Francesca Ros", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia", "Massimiliano"]
FACE_UP = ["lighthouse-1", "umbrella-1", "pineapple-1", "feather-1", "bicycle-1", "octopus-1", "cactus-1", "crown-1"]
PILES = ["cactus-2", "snail-2", "crown-2", "kite-2", "teapot-2", "octopus-2", "feather-2", "bicycle-2"]
MIN_PX = 20  # at 1280x800: more than a name or a score gets (28 units, ~19 px); "Called! Whose nickname?" gets 22
ENGLISH = {"Not your turn", "Not in this contest", "Already called", "Too late!"}
ITALIAN = {"Non è il tuo turno", "Non sei in questa sfida", "Hai già chiamato", "Troppo tardi!"}


@pytest.fixture
def italian(italian: None, window: Any) -> None:
    """The app in Italian for one test (tests/conftest.py's), its window retranslated."""
    window.retranslate()


def reveal_state(n: int, turn: int) -> Any:
    """``turn`` is to reveal; every seat has a card up and one down."""
    return make_state([[c] for c in PILES[:n]], faceup=[[c] for c in FACE_UP[:n]], turn=turn)


def pair_state(n: int) -> Any:
    """Anna reveals anchor-2 onto Bruno's anchor-1: a contest of two, the others outside it (dimmed)."""
    piles = [["anchor-2", "teapot-1"], ["kite-1"]] + [[c] for c in PILES[2:n]]
    return make_state(piles, faceup=[[], ["anchor-1"]] + [[c] for c in FACE_UP[2:n]])


def pixels(window: Any, label: LabelItem) -> float:
    """The height of the label's text on the screen: its fitted font's size in scene units times the table's scale."""
    view = window.game_ui.table_widget()
    scale = view.transform().m11()
    assert 0.6 < scale < 1  # the table fitted to the window (1920x1080 less the menu and status bars)
    return label.fitted_font().pixelSize() * scale


def check_message(window: Any, seat: int, texts: set[str], min_px: float = MIN_PX) -> None:
    """``seat``'s message shows, in its own station, over no card nor key hint of any station, clear of the other
    stations and of the centre pile, and readable."""
    t = table_of(window)
    station: StationItem = t.stations[seat]
    msg = station.flash
    assert msg.isVisible() and msg.text in texts, (seat, msg.text)
    box = QRectF(msg.scenePos(), msg.boundingRect().size())
    assert drawn(station).contains(box), (seat, box)
    watched = [item.sceneBoundingRect() for st in t.stations for item in st.childItems()
               if (isinstance(item, TelmaCard) or item is st.buzzer_hint or item is st.top_slot) and shown(item)]
    assert len(watched) >= 2 * len(t.stations)
    hit = [r for r in watched if r.intersects(box)]
    assert not hit, (seat, msg.text, box, hit)
    for other, st in enumerate(t.stations):
        if other != seat:
            assert not box.intersects(drawn(st)), (seat, other)
    for item in (t.centre_slot, t.centre_label):
        assert not box.intersects(item.sceneBoundingRect())
    assert msg.opacity() == 1.0 and msg.effectiveOpacity() == 1.0  # a dimmed station's message is not see-through
    assert pixels(window, msg) >= min_px, (seat, msg.text, pixels(window, msg))


def every_message(window: Any, qtbot: Any, n: int, texts: set[str], min_px: float = MIN_PX) -> None:
    """Each seat in turn presses out of turn; then a contest of Anna and Bruno: the others press, Anna calls twice,
    and Bruno, who lost, presses just after it."""
    for seat in range(n):
        open_state(window, reveal_state(n, (seat + 1) % n), names=NAMES[:n])
        QApplication.processEvents()  # the new table fitted to the window
        t = table_of(window)
        press(window, DEFAULT_KEYS[seat], ts=1000)
        assert t.last_view["players"][seat]["face_up"] == 1  # nothing happened
        check_message(window, seat, texts, min_px)
    open_state(window, pair_state(n), names=NAMES[:n])
    QApplication.processEvents()
    t = table_of(window)
    t.review_ms = 60_000
    press(window, DEFAULT_KEYS[0], ts=1000)  # the reveal: Anna against Bruno
    for seat in range(2, n):
        press(window, DEFAULT_KEYS[seat], ts=1500 + seat)
        check_message(window, seat, texts, min_px)
    press(window, DEFAULT_KEYS[0], ts=2000)
    press(window, DEFAULT_KEYS[0], ts=2100)  # already called
    check_message(window, 0, texts, min_px)
    t.late_press_ms = 60_000
    t.review_ms = 0
    t._schedule()  # the contest closes once the tie window has passed
    qtbot.waitUntil(lambda: t.last_view["phase"] == "reveal", timeout=3000)
    press(window, DEFAULT_KEYS[1], ts=3000)
    check_message(window, 1, texts, min_px)


@pytest.mark.parametrize("n", range(3, 9))
def test_a_station_message_covers_no_card_nor_key_hint(window: Any, qtbot: Any, n: int) -> None:
    every_message(window, qtbot, n, ENGLISH)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("n", [3, 8])
def test_a_station_message_in_italian_is_readable_in_the_header(window: Any, qtbot: Any, italian: None, n: int,
                                                                size: tuple[int, int]) -> None:
    window.resize(*size)
    QApplication.processEvents()
    every_message(window, qtbot, n, ITALIAN, MIN_PX * size[1] / 800)  # as large on the screen, in proportion


def test_the_rules_reason_is_shortened_only_when_known() -> None:
    """The short line is chosen by the rules' sentence; a sentence without one is shown whole by the table."""
    assert P.station_refusal(Msg("telma", "It is {name}'s turn to reveal.", name=3)) == "Not your turn"
    assert P.station_refusal(Msg("telma", "The match is over.")) is None
    assert P.station_refusal("It is {name}'s turn to reveal.") is None
