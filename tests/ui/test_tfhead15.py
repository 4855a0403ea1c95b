"""Telefilm's board headers read at one size from across the table, in English and Italian, at 1280x800 and
1920x1080, 3 to 7 players: the four genre words share one size (each used to shrink on its own: "Fantascienza"
about 8 px beside "Giallo" at 19 px at 1280x800 in Italian), the periods' years share one readable size, and each
deck's count is drawn on one line ("129 carte" used to wrap under its deck beside "44 carte" on one).

N, the smallest size asked at 1280x800 in Italian (on screen: the font's scene size times the view's scale), is what
fits there: "Fantascienza" across a 183-unit header is 22 units, 14.4 px; the years on two lines 21 units, 13.7 px."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QApplication

from gamesuite.i18n import translate, translate_marked
from gamesuite.rules.sim import default_players
from gamesuite.ui import language
from gamesuite.ui.telefilm import art
from tests.ui.test_telefilm_driver import table

GENRE_PX, YEARS_PX = 14, 13  # at 1280x800 in Italian


@contextmanager
def drawn() -> Iterator[list[tuple[str, int, float, float]]]:
    """(text, font pixel size, height of the text as drawn in its box, one line's height) of every boxed string
    painted while active (a zero-width space, a break allowed after a dash, is left out of the text)."""
    seen: list[tuple[str, int, float, float]] = []
    original = QPainter.drawText

    def spy(self: QPainter, *args: object) -> object:
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            rect, flags, text = args
            used = self.boundingRect(rect, flags, text).height()  # type: ignore[call-overload]
            seen.append((text.replace("\u200b", ""), self.font().pixelSize(), used,
                         QFontMetricsF(self.font()).height()))
        return original(self, *args)  # type: ignore[call-overload]

    QPainter.drawText = spy  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]


def board(window: Any, qtbot: Any, code: str, players: int, size: tuple[int, int]) -> tuple[list[Any], float]:
    """The board's painted texts in ``code`` at window ``size`` with ``players``, and the view's scale."""
    before = language.current()
    language.apply(code)
    try:
        window.retranslate()
        assert window.start_game("telefilm", default_players(players), "standard", seed=3) is not None
        window.resize(*size)
        qtbot.wait(10)
        window.game_ui.finish_animations()
        window.page.gate.hide()  # the table paints, as once the gate or the private panel went
        window.page.private.hide()
        QApplication.processEvents()
        for item in window.game_ui.table_widget().scene().items():
            item.update()  # painted again, not from a kept picture
        with drawn() as seen:
            window.grab()
        genres = [art.genre_name(g) for g in art.GENRE_ORDER]
        years = [translate_marked("telefilm", art.PERIOD_YEARS[p]) for p in art.PERIOD_ORDER]
        counts = [translate("telefilm", "%n left", n=d.model) for d in table(window).decks.values()]
    finally:
        language.apply(before)
    return [genres, years, counts, seen], table(window).view.transform().m11()


def sizes_of(seen: list[tuple[str, int, float, float]], texts: list[str]) -> dict[str, set[int]]:
    found = {t: {px for s, px, _, _ in seen if s == t} for t in texts}
    assert all(found.values()), found
    return found


def at_one_size(px: dict[str, set[int]], scale: float, floor: float) -> None:
    """Every text of ``px`` drawn at one size, at least ``floor`` px on screen."""
    assert len(set().union(*px.values())) == 1, px
    assert min(min(v) for v in px.values()) * scale >= floor, (px, scale)


CASES = [("it", 3, (1280, 800)), ("it", 7, (1280, 800)), ("en", 4, (1280, 800)), ("it", 5, (1920, 1080)),
         ("en", 7, (1920, 1080))]


@pytest.mark.parametrize(("code", "players", "size"), CASES)
def test_the_four_genre_words_read_at_one_size(one_screen: Any, qtbot: Any, code: str, players: int,
                                               size: tuple[int, int]) -> None:
    (genres, _, _, seen), scale = board(one_screen, qtbot, code, players, size)
    at_one_size(sizes_of(seen, genres), scale, GENRE_PX if size == (1280, 800) and code == "it" else 0)


@pytest.mark.parametrize(("code", "players", "size"), CASES)
def test_the_periods_years_read_at_one_readable_size(one_screen: Any, qtbot: Any, code: str, players: int,
                                                     size: tuple[int, int]) -> None:
    (_, years, _, seen), scale = board(one_screen, qtbot, code, players, size)
    at_one_size(sizes_of(seen, years), scale, YEARS_PX if size == (1280, 800) and code == "it" else 0)


@pytest.mark.parametrize(("code", "players", "size"), CASES)
def test_each_decks_count_is_drawn_on_one_line(one_screen: Any, qtbot: Any, code: str, players: int,
                                               size: tuple[int, int]) -> None:
    (_, _, counts, seen), _ = board(one_screen, qtbot, code, players, size)
    assert any(len(c.split()[0]) == 3 for c in counts), counts  # a three-digit count (the Period deck's 129)
    for text in counts:
        lines = [(used, line) for s, _, used, line in seen if s == text]
        assert lines, (text, counts)
        assert all(used < 1.5 * line for used, line in lines), (text, lines)
    assert len({px for s, px, _, _ in seen if s in counts}) == 1  # the decks' counts at one size
