"""Portraits of the characters packs bring (issue #16): drawn from their parameters, or their checked PNG, and
a plain drawing in the card's colour when no installed pack knows the character (a save whose pack is gone)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from gamesuite.ui import theme
from gamesuite.ui.quizclub import art
from tests.content.test_expansions import expansion_files, png, write
from tests.content.test_portraits_hostile import raw_png


def render(draw: Any, w: int = 120, h: int = 120) -> QImage:
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor("#000000"))
    p = QPainter(img)
    draw(p)
    p.end()
    return img


def digest(img: QImage) -> str:
    return hashlib.sha1(bytes(img.constBits())).hexdigest()


def near(a: QColor, b: QColor | str, tolerance: int = 24) -> bool:
    b = QColor(b)
    return all(abs(x - y) <= tolerance for x, y in ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue())))


@pytest.fixture()
def fresh(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(data))
    art.refresh_pack_characters()
    yield data
    art.refresh_pack_characters()


def test_every_hair_style_and_accessory_draws_its_own_portrait(qapp: Any) -> None:
    seen: dict[str, tuple[str, str]] = {}
    for style in art.HAIR_STYLES:
        for kind in art.ACCESSORIES:
            look = art.parametric_look({"skin": "#f1c9a5", "hair": "#6b3e26", "hair_style": style,
                                        "accessory": kind, "shirt": "#7a4fb0"})
            img = render(lambda p, look=look: (p.scale(1.2, 1.2), look(p)))
            key = digest(img)
            assert key not in seen, (style, kind, seen.get(key))  # a parameter that changed nothing
            seen[key] = (style, kind)
            assert near(img.pixelColor(60, 115), "#7a4fb0")  # the shirt
    assert len(seen) == 36


def test_the_expansion_characters_are_drawn_from_their_packs_parameters(qapp: Any, fresh: Path) -> None:
    for character, shirt in (("frieda", "#7a4fb0"), ("jonas", "#1f7fa8")):
        img = render(lambda p, c=character: art.paint_portrait(p, QRectF(0, 0, 120, 120), c, "#ffffff", 0))
        assert near(img.pixelColor(60, 118), shirt), character
        assert art.pack_character(character).portrait is not None
    assert art.emblem_of("frieda") is art.CATEGORY_EMBLEMS["games"]  # her first interest: a die
    assert art.emblem_of("jonas") is art.CATEGORY_EMBLEMS["geography_travel"]


def test_a_png_portrait_is_drawn_and_a_broken_one_falls_back_to_a_plain_drawing(qapp: Any, fresh: Path,
                                                                                 tmp_path: Path) -> None:
    from gamesuite.content.packs import import_pack

    import_pack(write(tmp_path / "src", expansion_files(portrait="ida.png", image=png(64, 64, "#22aa44"))))
    art.refresh_pack_characters()
    img = render(lambda p: art.paint_portrait(p, QRectF(0, 0, 120, 120), "ida", "#ffffff", 0))
    assert near(img.pixelColor(60, 60), "#22aa44", 6) and near(img.pixelColor(5, 5), "#22aa44", 6)
    # the installed file replaced by a decompression bomb: not decoded, a plain portrait in her card colour
    (fresh / "packs" / "my-exp" / "ida.png").write_bytes(raw_png(20000, 20000))
    art.refresh_pack_characters()
    img = render(lambda p: art.paint_portrait(p, QRectF(0, 0, 120, 120), "ida", "#ffffff", 0, "#3d7dd8"))
    assert near(img.pixelColor(60, 118), "#3d7dd8")
    assert not near(img.pixelColor(60, 60), "#22aa44", 40)


def test_a_character_no_pack_knows_gets_a_plain_portrait_in_her_card_colour(qapp: Any, fresh: Path) -> None:
    assert art.pack_character("nobody") is None
    img = render(lambda p: art.paint_portrait(p, QRectF(0, 0, 120, 120), "nobody", "#ffffff", 0, "#c4508f"))
    assert near(img.pixelColor(60, 118), "#c4508f")
    assert art.emblem_of("nobody") is not None


def test_the_character_card_keeps_its_colour_apart_from_the_seats_disc(qapp: Any, fresh: Path) -> None:
    """Frieda's purple card at a red seat: the card is purple, the disc on its name strip red."""
    w, h = 160, 224
    img = render(lambda p: art.paint_character_face(p, QRectF(0, 0, w, h), "frieda", "Frieda", "#9a5bd1", 0,
                                                    theme.PLAYER_COLOURS[0]), w, h)
    assert near(img.pixelColor(3, h // 2), "#9a5bd1")  # the card's edge
    pad, name_h = w * 0.06, w * 0.26
    strip_top = h - pad - name_h + pad * 0.6
    mark = (name_h - pad * 0.2) * 0.3
    disc = (int(pad + mark * 1.5 + mark * 0.85), int(strip_top + (name_h - pad * 0.2) / 2))
    assert near(img.pixelColor(*disc), theme.PLAYER_COLOURS[0], 40), img.pixelColor(*disc).name()


def test_the_built_in_portraits_are_unchanged_by_the_lookup(qapp: Any) -> None:
    for character, look in art.LOOKS.items():
        assert art.look_of(character) is look
        assert art.emblem_of(character) is art.EMBLEMS[character]


def test_pack_characters_are_read_again_after_an_import(qapp: Any, fresh: Path, tmp_path: Path) -> None:
    from gamesuite.content.packs import import_pack

    assert art.pack_character("ida") is None
    files = expansion_files()
    deck = json.loads(files["cards.json"])
    deck["characters"][0]["portrait"]["shirt"] = "#e07b39"
    files["cards.json"] = json.dumps(deck).encode()
    import_pack(write(tmp_path / "src", files))
    assert art.pack_character("ida") is None  # cached until refreshed (a new game or setup page refreshes)
    art.refresh_pack_characters()
    assert art.pack_character("ida").portrait["shirt"] == "#e07b39"


def test_a_second_refresh_with_the_same_packs_reads_and_draws_nothing_again(qapp: Any, fresh: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Each Quiz Club setup page (and game) refreshes the packs' characters: with no pack changed, the characters
    are not read again and the portraits (built-in and the packs') are not drawn again."""
    import gamesuite.content as content

    art.refresh_pack_characters()
    kept = {c: art.portrait_pixmap(c, "#3d7dd8", 60).cacheKey() for c in ("lisa", "frieda")}
    assert art.pack_character("frieda") is not None and content.expansion_choices("quizclub")
    reads: list[Path] = []
    real = content._characters_and_count
    monkeypatch.setattr(content, "_characters_and_count", lambda folder: reads.append(folder) or real(folder))
    art.refresh_pack_characters()
    assert art.pack_character("frieda") is not None and content.pack_characters("quizclub")["frieda"].name
    assert content.expansion_choices("quizclub")
    assert {c: art.portrait_pixmap(c, "#3d7dd8", 60).cacheKey() for c in kept} == kept
    assert reads == []


def test_a_pack_file_written_again_is_read_and_drawn_again(qapp: Any, fresh: Path, tmp_path: Path) -> None:
    """The kept characters and portraits hang on the packs' files: an imported pack's cards.json written again (her
    shirt's colour changed) is read again at the next refresh, and her portrait drawn again; the built-in ones stay."""
    from gamesuite.content.packs import import_pack

    import_pack(write(tmp_path / "src", expansion_files()))
    art.refresh_pack_characters()
    before = art.portrait_pixmap("ida", "#3d7dd8", 60).toImage()
    lisa = art.portrait_pixmap("lisa", "#3d7dd8", 60).cacheKey()
    cards = fresh / "packs" / "my-exp" / "cards.json"
    deck = json.loads(cards.read_text(encoding="utf-8"))
    deck["characters"][0]["portrait"]["shirt"] = "#e07b39"
    cards.write_text(json.dumps(deck), encoding="utf-8")
    art.refresh_pack_characters()
    assert art.pack_character("ida").portrait["shirt"] == "#e07b39"
    after = art.portrait_pixmap("ida", "#3d7dd8", 60).toImage()
    assert after != before and near(after.pixelColor(30, 57), "#e07b39", 40), after.pixelColor(30, 57).name()
    assert art.portrait_pixmap("lisa", "#3d7dd8", 60).cacheKey() == lisa
