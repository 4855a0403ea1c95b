"""Ciak! as a family plays it (fifteenth session's cold look): what the whole-game play-through found.

* The fight banner's "vs" disc held a word of any length at 18 px in a 38 px circle: the Italian "contro" was
  shrunk to about 8 px on a 1280x800 screen. The disc now grows into a pill the word fits at its full size, and
  the two names end beside it.
* A seat on auto-pass ("No responses until my turn") wore an "Auto-pass" badge in English in every language: the
  badge's word was the one text of the seat's header not put through ``translate``.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QImage, QPainter

from gamesuite.i18n import translate
from gamesuite.ui.ciak import layout as L
from gamesuite.ui.ciak import pieces
from gamesuite.ui.ciak.presenter import CombatModel, SeatModel
from gamesuite.ui.scene.text import fits
from tests.ui.leaks import record_painted_text

Bold = QFont.Weight.Bold


def fight(attacker: str = "Carla", defender: str = "Anna") -> CombatModel:
    return CombatModel(stage="done", attacker=2, defender=0, attacker_name=attacker, defender_name=defender,
                       attacker_colour="#e0a526", defender_colour="#d94f4f", roll=15, needs=3, att=6000, dif=1100,
                       outcome="damage", headline="", detail="4900")


def drawn_texts(banner: Any, monkeypatch: Any) -> list[tuple[QRectF, str, float]]:
    """(box, text, size asked) of every text the banner draws."""
    calls: list[tuple[QRectF, str, float]] = []
    real = pieces.draw_text

    def record(painter: QPainter, rect: QRectF, text: str, size: float, **kw: Any) -> float:
        calls.append((QRectF(rect), text, size))
        return real(painter, rect, text, size, **kw)

    monkeypatch.setattr(pieces, "draw_text", record)
    image = QImage(int(banner.w) + 20, int(banner.h) + 20, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    banner._draw(painter, banner.model)
    painter.end()
    return calls


@pytest.mark.parametrize("names", [("Carla", "Anna"), ("Bartholomew Longname", "Maximiliana Verylong")])
def test_the_fight_banners_versus_word_is_drawn_at_full_size_and_clear_of_the_names(
        qtbot: Any, italian: None, monkeypatch: Any, names: tuple[str, str]) -> None:
    banner = pieces.CombatBanner("combat", 440, 240)
    banner.apply(fight(*names))
    calls = drawn_texts(banner, monkeypatch)
    word = translate("ciak", "vs")
    assert word == "contro"  # the Italian word the play-through found squeezed
    box = next(rect for rect, text, _ in calls if text == word)
    assert fits(word, box.width(), 18, Bold, minimum=18), "the versus word is shrunk to fit its disc"
    for name in names:
        name_box = next(rect for rect, text, _ in calls if text == name)
        assert not name_box.intersects(box), f"{name!r} is drawn under the versus disc"


def test_the_auto_pass_badge_is_in_the_app_language(qtbot: Any, italian: None) -> None:
    frame = pieces.SeatFrame("seat:0", L.SEAT_W, L.SEAT_H, L)
    frame.apply(SeatModel(seat=0, name="Ada", colour="#d94f4f", shape="circle", alive=True, active=False,
                          deciding=False, bot="", autopass=True, team="", company=None, controlled=(), millions=3,
                          hand_size=5, hand_open=False, cast=(), items=(), staff=(None, None, None), cast_used=0,
                          cast_limit=4, total_att=0, total_dif=0))
    part = frame.badges.shown_part
    image = QImage(int(L.SEAT_W), int(L.SEAT_H), QImage.Format.Format_ARGB32_Premultiplied)
    with record_painted_text() as painted:
        painter = QPainter(image)
        part.draw(painter, part.source)
        painter.end()
    assert translate("ciak", "Auto-pass") == "Passo automatico"
    assert "Passo automatico" in painted and "Auto-pass" not in painted, painted
