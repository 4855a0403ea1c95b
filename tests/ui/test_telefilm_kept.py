"""Telefilm's kept pictures (``items.paint_kept``): what an item draws first, drawn again at a place and scale it
has had before, is copied, with the pixels it would have drawn (the fraction of a device pixel is part of the key).
Used by the space faces, the question card header's band and genre icon, and the focal seat disc."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from gamesuite.rules.sim import default_players
from gamesuite.ui.telefilm import items as telefilm_items
from gamesuite.ui.telefilm.items import QuestionCard, SeatDiscItem, paint_kept, paint_seat_disc
from tests.ui.test_telefilm_driver import table
from tests.ui.test_telefilm_table import random_moves

BOUNDS = QRectF(-30, -30, 60, 60)


def _disc(painter: QPainter) -> None:
    paint_seat_disc(painter, QPointF(0, 0), 22, QColor("#2a7fd4"), "triangle", "answering")


def _image(dx: float, dy: float, scale: float, kept: dict | None) -> QImage:  # noqa: ANN401
    image = QImage(120, 120, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setTransform(QTransform(scale, 0, 0, scale, dx, dy))
    if kept is None:
        _disc(p)
    else:
        paint_kept(p, BOUNDS, ("disc",), _disc, kept)
    p.end()
    return image


def test_a_kept_picture_has_the_pixels_drawn_straight_at_every_fraction_of_a_pixel(qapp) -> None:  # noqa: ANN001
    kept: dict = {}
    places = [(40.0, 40.0, 0.95), (40.37, 41.81, 0.95), (57.37, 41.81, 0.95), (40.0, 40.0, 0.72), (40.37, 41.81, 0.95)]
    for dx, dy, scale in places:
        assert _image(dx, dy, scale, kept) == _image(dx, dy, scale, None), (dx, dy, scale)
    # one picture per scale and fraction: 57.37 is 40.37 moved by whole pixels, the last place a copy
    assert len(kept) == 3


def test_the_header_band_and_the_focal_disc_are_drawn_once_per_look(window, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """Over a seeded game the question header (a new answering order, badge or mark) and the focal disc (a new
    turn) paint often; the band's genre icon and the seat disc are drawn only for a look not seen before."""
    drawn = {"icon": 0, "header": 0, "focal": 0, "focal_disc": 0}
    inside_focal = [False]
    icon, header = QuestionCard.paint_header_icon, telefilm_items.CardHeader.paint
    focal, disc = SeatDiscItem.paint, telefilm_items.paint_seat_disc

    def count(name: str, inner):  # noqa: ANN001, ANN202
        def wrapper(*args):  # noqa: ANN002, ANN202
            drawn[name] += 1
            return inner(*args)
        return wrapper

    def count_focal(*args):  # noqa: ANN002, ANN202
        drawn["focal"] += 1
        inside_focal[0] = True
        try:
            return focal(*args)
        finally:
            inside_focal[0] = False

    def count_disc(*args):  # noqa: ANN002, ANN202
        drawn["focal_disc"] += inside_focal[0]
        return disc(*args)

    monkeypatch.setattr(QuestionCard, "paint_header_icon", count("icon", icon))
    monkeypatch.setattr(telefilm_items.CardHeader, "paint", count("header", header))
    monkeypatch.setattr(SeatDiscItem, "paint", count_focal)
    monkeypatch.setattr(telefilm_items, "paint_seat_disc", count_disc)
    window.start_game("telefilm", default_players(4), "standard", seed=3)
    view = table(window).view
    for k in range(80):
        random_moves(window, 1, seed=k)
        window.game_ui.finish_animations()
        view.grab()
    assert drawn["header"] >= 15 and drawn["focal"] >= 15, drawn  # both changed often (else this proves nothing)
    assert drawn["icon"] <= drawn["header"] // 2, drawn
    assert drawn["focal_disc"] <= 8, drawn  # one picture a seat (and a few more if the scale changed)
