"""Hostile portraits (issue #16): a pack's character image that is huge, not a PNG, a decompression bomb or a
PNG claiming 100000 x 100000 pixels is refused with one clear sentence naming the file, before anything
decodes it, and nothing is written anywhere (the data folder, the working folder and the sources are compared
before and after, as for every hostile pack in tests/content/test_packs_hostile.py)."""

from __future__ import annotations

import json
import os
import re
import struct
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest

from gamesuite.content import PackError, pack_choices
from gamesuite.content.images import (
    MAX_PORTRAIT_BYTES,
    MAX_PORTRAIT_SIDE,
    check_portrait,
    check_portrait_header,
    decode_portrait,
)
from gamesuite.content.packs import check_pack, import_pack
from tests.content.test_expansions import expansion_files, png
from tests.content.test_packs_hostile import installed, make_zip, tree  # noqa: F401 - the fixture

__all__ = ["installed"]


def chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def raw_png(width: int, height: int, idat: bytes | None = None, depth: int = 1, colour_type: int = 0,
            ihdr_crc: bool = True) -> bytes:
    """A PNG written by hand: 1-bit grey rows of zeros (compressing about 1000:1) unless ``idat`` is given."""
    ihdr = struct.pack(">IIBBBBB", width, height, depth, colour_type, 0, 0, 0)
    head = chunk(b"IHDR", ihdr)
    if not ihdr_crc:
        head = head[:-4] + b"\0\0\0\0"
    if idat is None:
        row = b"\0" + b"\0" * ((width * depth + 7) // 8)
        comp = zlib.compressobj(9)
        idat = b"".join(comp.compress(row) for _ in range(height)) + comp.flush()
    return b"\x89PNG\r\n\x1a\n" + head + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def noise_png(side: int) -> bytes:
    """A real PNG of random pixels (it hardly compresses): ``side`` x ``side`` RGB."""
    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtGui import QImage

    data = os.urandom(side * side * 3)
    img = QImage(data, side, side, side * 3, QImage.Format.Format_RGB888).copy()
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")
    return bytes(buf.data().data())


def jpeg() -> bytes:
    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtGui import QColor, QImage

    img = QImage(32, 32, QImage.Format.Format_RGB32)
    img.fill(QColor("#336699"))
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "JPEG")
    return bytes(buf.data().data())


def bomb() -> bytes:
    """20000 x 20000 pixels in about 76 KB: 50 MB once inflated, 1.6 GB as a 32-bit image."""
    return raw_png(20000, 20000)


def damaged() -> bytes:
    good = png(64, 64)
    i = good.index(b"IDAT") + 12
    return good[:i] + bytes(b ^ 0x5A for b in good[i:i + 20]) + good[i + 20:]


# case id -> (the image bytes, what the message must say)
CASES: dict[str, tuple[Callable[[], bytes], str]] = {
    "huge": (lambda: noise_png(320), r"the portrait is \d+ KB; a portrait may have at most 256 KB"),
    "padded": (lambda: png(64, 64) + os.urandom(MAX_PORTRAIT_BYTES + 1), r"a portrait may have at most 256 KB"),
    "jpeg": (jpeg, r"not a PNG image \(the file is a JPEG image\); a portrait must be a PNG file"),
    "gif": (lambda: b"GIF89a" + b"\0" * 64, r"not a PNG image \(the file is a GIF image\)"),
    "svg": (lambda: b"<svg xmlns='http://www.w3.org/2000/svg'/>", r"not a PNG image \(the file is an SVG/XML file\)"),
    "text": (lambda: b"import os\nos.system('x')\n", r"not a PNG image \(the file is text\)"),
    "empty": (lambda: b"", r"not a PNG image \(the file is an empty file\)"),
    "bomb": (bomb, r"claims 20000 x 20000 pixels; at most 512 x 512 is allowed \(it was not decoded\)"),
    "claims_100000": (lambda: raw_png(100000, 100000, idat=zlib.compress(b"\0" * 64)),
                      r"claims 100000 x 100000 pixels; at most 512 x 512"),
    "zero_width": (lambda: raw_png(0, 10, idat=zlib.compress(b"")), r"claims 0 x 10 pixels"),
    "wide": (lambda: raw_png(513, 1), r"claims 513 x 1 pixels"),
    "header_crc": (lambda: raw_png(8, 8, ihdr_crc=False), r"the PNG image header is damaged"),
    "bad_pixel_format": (lambda: raw_png(8, 8, depth=3), r"impossible pixel format"),
    "cut_short": (lambda: png(8, 8)[:20], r"cut short"),
    "damaged_data": (damaged, r"the PNG image cannot be decoded"),
    "no_data": (lambda: raw_png(16, 16, idat=b""), r"the PNG image cannot be decoded"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_hostile_portrait_is_refused_and_nothing_is_written(case: str, tmp_path: Path,
                                                               installed: Path) -> None:  # noqa: F811
    image, pattern = CASES[case]
    files = expansion_files(pack_id="hostile-art", portrait="ida.png", image=image())
    incoming = tmp_path / "in"
    incoming.mkdir()
    pack = make_zip(incoming / f"{case}.zip", list(files.items()))
    before = tree(tmp_path)
    with pytest.raises(PackError) as caught:
        import_pack(pack)
    message = str(caught.value)
    assert message.startswith(f"{case}.zip/ida.png: "), message  # names the archive and the image ...
    assert re.search(pattern, message), message  # ... and the problem, in one sentence
    assert "\n" not in message and "Traceback" not in message
    assert tree(tmp_path) == before  # nothing written: no .import-* folder left, no image anywhere
    assert sorted(p.name for p in (installed / "packs").iterdir()) == ["good-pack"]
    assert "good-pack" in dict(pack_choices("quizclub"))
    with pytest.raises(PackError, match=re.escape(message)):
        check_pack(pack)


def test_the_size_checks_come_before_any_decoding(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bomb never reaches Qt: the header check refuses it first (the decoder is not even looked up)."""
    import PySide6.QtGui

    def no_reader(*args: object) -> None:
        raise AssertionError("the image was handed to a decoder")

    monkeypatch.setattr(PySide6.QtGui, "QImageReader", no_reader)
    for data in (bomb(), raw_png(100000, 100000, idat=b""), jpeg()):
        with pytest.raises(PackError):
            decode_portrait(data, "x.png")
    assert check_portrait_header(png(10, 20), "ok.png") == (10, 20)


def test_a_good_portrait_decodes_at_its_size() -> None:
    assert check_portrait(png(MAX_PORTRAIT_SIDE, 100), "ok.png") == (MAX_PORTRAIT_SIDE, 100)
    image = decode_portrait(raw_png(40, 30), "grey.png")
    assert (image.width(), image.height()) == (40, 30)


def test_every_case_is_refused_even_outside_a_zip(tmp_path: Path) -> None:
    """The same checks run on a pack folder (and the cards.json names the image)."""
    folder = tmp_path / "hostile-art"
    folder.mkdir()
    for name, blob in expansion_files(pack_id="hostile-art", portrait="ida.png", image=bomb()).items():
        (folder / name).write_bytes(blob)
    assert json.loads((folder / "cards.json").read_text())["characters"][0]["portrait"] == "ida.png"
    with pytest.raises(PackError, match=r"hostile-art/ida\.png: the portrait claims 20000 x 20000 pixels"):
        check_pack(folder)
