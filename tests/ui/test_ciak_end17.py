"""What a play-through (seventeenth session) found at the end of a Ciak! game:

* the companies a seat took control of are chips under its company card, with room for two: the third (with four
  players a seat can hold three, every rival's) overlapped the others and the names were cut, at about 15 units.
  The company card now gets shorter when a seat holds two or more, so that every chip keeps its name whole, at
  20 units or more (22 on one line when it fits), and the chips never overlap;
* the winner was named only in the prompt and the log: their seat's header now wears a "★ WINNER" badge (no other
  seat does).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QImage, QPainter

from gamesuite.rules.core import Viewer
from gamesuite.ui import language
from gamesuite.ui.ciak import layout as L
from gamesuite.ui.ciak.pieces import CompanyChip, SeatFrame
from gamesuite.ui.ciak.presenter import SeatModel
from gamesuite.ui.scene.text import fits
from tests.support.driver import flush
from tests.ui.leaks import record_draw_calls
from tests.ui.test_ciak_support import players

NAMES = ("14th Century Fox", "Colombia Pictures", "Dreamwar", "Duckas Film", "New Lines", "Paramountain Pictures",
         "Pixel", "Universe Studios", "Wagner Bros", "Wall Disny")


def finished_game(window: Any, seed: int) -> tuple[Any, dict[str, Any]]:
    """Four computer seats (Massacre) played to the end: seed 4 leaves Bruno (seat 1) with three companies."""
    window.start_game("ciak", players(4, {0: "easy", 1: "easy", 2: "easy", 3: "easy"}), "massacre",
                      {"starting_millions": 3}, seed=seed)
    ui = window.game_ui
    ui.runner.paused = True
    ui.runner.run_pending()
    assert window.controller.is_over()
    flush()
    return ui, dict(window.controller.view(Viewer.TABLE))


def painted(paint: Any, w: float, h: float) -> list[Any]:
    image = QImage(int(w) + 2, int(h) + 2, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    with record_draw_calls() as calls:
        paint(p)
    p.end()
    return calls


def test_three_captured_companies_do_not_overlap_and_keep_their_names_readable(one_screen: Any) -> None:
    window = one_screen
    for size, (seed, held) in zip(((1280, 800), (1920, 1080), (1280, 800)), ((4, 3), (4, 3), (9, 2)), strict=True):
        window.resize(*size)
        ui, view = finished_game(window, seed=seed)  # seed 9: "Paramountain Pictures" and "14th Century Fox"
        winner = view["result"]["winners"][0]
        assert len(view["players"][winner]["controlled"]) == held
        scene = ui.table.scene
        chips = [it for it in scene.items() if isinstance(it, CompanyChip) and it.isVisible()]
        assert len(chips) == held
        rects = [c.mapRectToScene(QRectF(0, 0, c.w, c.h)) for c in chips]
        for a, b in combinations(rects, 2):
            assert not a.intersects(b), "captured companies' chips overlap"
        seat = L.seat_rect(4, winner)
        company = ui.table.zones[f"zone:company:{winner}"].items[0]
        card = company.mapRectToScene(QRectF(0, 0, company.w, company.h))
        for r in rects:
            assert seat.contains(r) and not r.intersects(card)
            assert r.right() < seat.left() + L.CAST.left(), "a chip reaches into the cast"
        for chip in chips:
            calls = painted(lambda p, c=chip: c.paint(p, None), chip.w, chip.h)  # noqa: B023
            name = chip.model.face.name
            drawn = [c for c in calls if c.text and c.text in name]
            assert "".join(c.text for c in drawn).replace(" ", "") == name.replace(" ", ""), "the name is cut"
            assert all(c.font.pixelSize() >= L.CHIP_NAME_SIZE for c in drawn), [c.font.pixelSize() for c in drawn]


def test_every_company_name_fits_a_chip_at_the_readable_size() -> None:
    from gamesuite.ui.ciak.paint import chip_name_box

    box = chip_name_box(QRectF(0, 0, L.CONTROLLED.width(), L.CHIP_H))
    for name in NAMES:
        assert fits(name, box.width(), L.CHIP_NAME_SIZE, minimum=L.CHIP_NAME_SIZE, height=box.height(), wrap=True,
                    weight=QFont.Weight.Bold), name
    for n in (1, 2, 3):  # up to three with four players (every rival's company)
        company, controlled = L.company_column(n)
        assert controlled.height() >= n * L.CHIP_H + (n - 1) * L.CHIP_GAP
        assert company.bottom() < controlled.top() and controlled.bottom() <= L.SEAT_H - 4


def badge_texts(frame: SeatFrame, m: SeatModel) -> list[str]:
    return [c.text for c in painted(lambda p: frame._paint_badges(p, m), frame.w, L.HEADER_H)]  # noqa: SLF001


def test_the_winner_seat_wears_a_winner_badge_and_no_other_seat_does(one_screen: Any) -> None:
    window = one_screen
    before = language.current()
    try:
        for lang, word in (("en", "★ WINNER"), ("it", "★ VINCE")):
            language.apply(lang)
            ui, view = finished_game(window, seed=4)
            winners = view["result"]["winners"]
            assert winners == [1]
            for frame in ui.table.frames:
                m = frame.model
                assert isinstance(m, SeatModel)
                shown = frame.badges.on and word in badge_texts(frame, m)
                assert shown == (m.seat in winners), (lang, m.seat, badge_texts(frame, m))
    finally:
        language.apply(before)
