"""The app icon: every size generated from the SVG, ICO and ICNS complete and faithful, the 16 px
rendering still legible, and the window using it."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QImageReader

from tests.packaging.helpers import png_size

ROOT = Path(__file__).resolve().parents[2]


def _make_icons() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "tools" / "make_icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_icons"] = module
    spec.loader.exec_module(module)
    return module


mi = _make_icons()


def test_every_png_size_is_generated(icons: Path) -> None:
    for size in mi.SIZES:
        assert png_size(icons / "png" / f"gamesuite-{size}.png") == (size, size)
    assert {16, 24, 32, 48, 64, 128, 256, 512} <= set(mi.SIZES)


def _close(a: QImage, b: QImage) -> bool:
    """Same size and every channel within 2 levels (DIB vs PNG round trip)."""
    if a.size() != b.size():
        return False
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    for y in range(a.height()):
        for x in range(a.width()):
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            if ca.alpha() == 0 and cb.alpha() == 0:
                continue
            if max(abs(ca.red() - cb.red()), abs(ca.green() - cb.green()), abs(ca.blue() - cb.blue()),
                   abs(ca.alpha() - cb.alpha())) > 2:
                return False
    return True


def test_the_ico_holds_every_windows_size_as_rendered(qapp, icons: Path) -> None:  # noqa: ANN001
    ico = icons / "gamesuite.ico"
    assert mi.read_ico_sizes(ico.read_bytes()) == list(mi.ICO_SIZES)
    reader = QImageReader(str(ico))
    if reader.imageCount() <= 0:
        pytest.skip("this Qt has no ICO reader plug-in")
    decoded = {}
    for i in range(reader.imageCount()):
        reader.jumpToImage(i)
        image = reader.read()
        decoded[image.width()] = image
    assert sorted(decoded) == sorted(mi.ICO_SIZES)
    for size in (16, 32, 256):  # bitmap entries (bottom-up rows, BGRA) and the PNG entry
        assert _close(decoded[size], QImage(str(icons / "png" / f"gamesuite-{size}.png"))), size


def test_the_icns_holds_every_macos_size(qapp, icons: Path) -> None:  # noqa: ANN001
    entries = mi.read_icns_entries((icons / "gamesuite.icns").read_bytes())
    assert set(entries) == {kind.decode() for kind, _ in mi.ICNS_TYPES}
    for kind, size in mi.ICNS_TYPES:
        image = QImage.fromData(entries[kind.decode()], "PNG")
        assert (image.width(), image.height()) == (size, size), kind


def test_the_16px_icon_is_legible(qapp) -> None:  # noqa: ANN001
    assert mi.legibility_problems(mi.render(16)) == []


def test_the_legibility_check_fails_a_blank_or_flat_icon(qapp) -> None:  # noqa: ANN001
    blank = QImage(16, 16, QImage.Format.Format_ARGB32)
    blank.fill(Qt.GlobalColor.transparent)
    assert mi.legibility_problems(blank)
    flat = QImage(16, 16, QImage.Format.Format_ARGB32)
    flat.fill(QColor("#173b32"))
    assert any("colours" in p for p in mi.legibility_problems(flat))
    two_tone = mi.render(16).copy()  # the icon with its pips painted over in one colour
    for y in range(16):
        for x in range(16):
            c = two_tone.pixelColor(x, y)
            if c.alpha() > 200 and c.saturationF() > 0.4 and c.valueF() > 0.45:
                two_tone.setPixelColor(x, y, QColor("#d94f4f"))
    assert any("hues" in p for p in mi.legibility_problems(two_tone))


def test_the_window_uses_the_suite_icon(qapp) -> None:  # noqa: ANN001
    from gamesuite.ui.app import APP_ID, app_icon, make_app

    icon = app_icon()
    pixmap = icon.pixmap(48, 48)
    assert not pixmap.isNull()
    centre = pixmap.toImage().pixelColor(24, 24)
    assert centre.lightnessF() > 0.6 or centre.saturationF() > 0.4  # the card or a pip, not the felt
    app = make_app()
    assert not app.windowIcon().isNull()
    assert app.desktopFileName() == APP_ID
