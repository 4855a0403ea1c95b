"""Portrait images in packs: checked before they are decoded, then decoded with a size limit.

A Quiz Club pack's character may have a PNG portrait (``cards.json``: ``"portrait": "frieda.png"``). Images
are the one binary file type a pack may hold, so they get the strictest treatment:

* at most :data:`MAX_PORTRAIT_BYTES` (256 KiB) of file;
* PNG only: the first bytes must be the PNG signature (a JPEG, GIF, WebP, BMP, SVG or text file named
  ``.png`` is refused, naming what it looks like);
* the width and height are read from the ``IHDR`` chunk by hand (its CRC checked) *before* anything decodes
  the image, and must be 1..:data:`MAX_PORTRAIT_SIDE` (512) each: a file claiming 100000 x 100000 pixels, or a
  small file that would inflate to gigabytes (a decompression bomb), is refused without being decoded;
* only then Qt decodes it (:class:`QImageReader` with an allocation limit, so even a lying decoder path
  cannot allocate more than a few MiB), and the decoded size must be the declared one.

Qt is imported only inside :func:`decode_portrait` (the rules never see images: they get character ids,
names, colours and interests). Every problem is a :class:`PackError` with one plain sentence.
"""

from __future__ import annotations

import struct
import zlib
from typing import Any

from gamesuite.content import PackError

MAX_PORTRAIT_BYTES = 256 * 1024
MAX_PORTRAIT_SIDE = 512
ALLOCATION_LIMIT_MB = 4  # QImageReader's limit: a 512 x 512 RGBA image needs 1 MiB
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

# What a file that is not a PNG looks like (by its first bytes), to say so in the message.
_SNIFF: tuple[tuple[bytes, str], ...] = (
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF87a", "a GIF image"),
    (b"GIF89a", "a GIF image"),
    (b"BM", "a BMP image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"\x00\x00\x01\x00", "an icon file"),
    (b"PK\x03\x04", "a zip archive"),
    (b"%PDF", "a PDF document"),
)


def describe_bytes(data: bytes) -> str:
    """What ``data`` looks like from its first bytes ("a JPEG image", "text", ...)."""
    for magic, what in _SNIFF:
        if data.startswith(magic):
            return what
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "a WebP image"
    head = data[:256].lstrip()
    if head.startswith((b"<svg", b"<?xml")):
        return "an SVG/XML file"
    if not data:
        return "an empty file"
    try:
        data[:512].decode("utf-8")
    except UnicodeDecodeError:
        return "not an image"
    return "text"


def _kib(n: int) -> str:
    return f"{n / 1024:.0f} KB" if n >= 1024 else f"{n} bytes"


def png_dimensions(data: bytes, where: str) -> tuple[int, int]:
    """Width and height from a PNG's ``IHDR`` chunk, read without decoding; PackError if it is no PNG."""
    if not data.startswith(PNG_SIGNATURE):
        raise PackError(f"{where}: not a PNG image (the file is {describe_bytes(data)}); "
                        "a portrait must be a PNG file")
    if len(data) < 33:
        raise PackError(f"{where}: the PNG image is cut short (no image header)")
    length, kind = struct.unpack(">I4s", data[8:16])
    if kind != b"IHDR" or length != 13:
        raise PackError(f"{where}: the PNG image has no valid image header (IHDR)")
    body = data[16:29]
    (crc,) = struct.unpack(">I", data[29:33])
    if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
        raise PackError(f"{where}: the PNG image header is damaged (its checksum is wrong)")
    width, height, depth, colour_type = struct.unpack(">IIBB", body[:10])
    if (colour_type, depth) not in {(0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2),
                                    (3, 4), (3, 8), (4, 8), (4, 16), (6, 8), (6, 16)}:
        raise PackError(f"{where}: the PNG image header names an impossible pixel format")
    return width, height


def check_portrait_header(data: bytes, where: str) -> tuple[int, int]:
    """Size, format and declared dimensions of a portrait, before any decoding; returns (width, height)."""
    if len(data) > MAX_PORTRAIT_BYTES:
        raise PackError(f"{where}: the portrait is {_kib(len(data))}; a portrait may have at most "
                        f"{MAX_PORTRAIT_BYTES // 1024} KB")
    width, height = png_dimensions(data, where)
    if not (1 <= width <= MAX_PORTRAIT_SIDE and 1 <= height <= MAX_PORTRAIT_SIDE):
        raise PackError(f"{where}: the portrait claims {width} x {height} pixels; at most "
                        f"{MAX_PORTRAIT_SIDE} x {MAX_PORTRAIT_SIDE} is allowed (it was not decoded)")
    return width, height


def decode_portrait(data: bytes, where: str) -> Any:
    """The portrait as a ``QImage``, after :func:`check_portrait_header` and a size-limited decode."""
    width, height = check_portrait_header(data, where)
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImageReader

    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, b"png")
    reader.setDecideFormatFromContent(False)
    reader.setAllocationLimit(ALLOCATION_LIMIT_MB)
    size = reader.size()
    if size.width() != width or size.height() != height:
        raise PackError(f"{where}: the PNG image cannot be read (its header says {width} x {height})")
    image = reader.read()
    buffer.close()
    if image.isNull():
        raise PackError(f"{where}: the PNG image cannot be decoded ({reader.errorString() or 'damaged data'})")
    if image.width() != width or image.height() != height:
        raise PackError(f"{where}: the PNG image decodes to another size than its header says")
    return image


def check_portrait(data: bytes, where: str) -> tuple[int, int]:
    """Every check of a pack's portrait file, the decode included; returns (width, height)."""
    image = decode_portrait(data, where)
    return int(image.width()), int(image.height())


__all__ = ["MAX_PORTRAIT_BYTES", "MAX_PORTRAIT_SIDE", "check_portrait", "check_portrait_header",
           "decode_portrait", "describe_bytes", "png_dimensions"]
