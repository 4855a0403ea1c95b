"""Generate the app icon's raster sizes from its SVG source (resources/icons/gamesuite.svg).

    python tools/make_icons.py [--out build/icons]

Writes ``png/gamesuite-<size>.png`` for every size in SIZES (the hicolor sizes, 16 to 512),
``gamesuite.ico`` (Windows: 16 to 256; the small sizes as 32-bit bitmaps, 256 as PNG) and
``gamesuite.icns`` (macOS: 16 to 1024, PNG entries). Qt renders the SVG (QtSvg is part of
PySide6-Essentials); the ICO and ICNS containers are written here, so every size lands in one file
whatever image plug-ins the Qt build has. The generated files are build output, not kept in git:
the PyInstaller spec and the installers run this script.
"""

from __future__ import annotations

import argparse
import colorsys
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "gamesuite.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types holding PNG data, by pixel size (the @2x types share their pixel size).
ICNS_TYPES = (
    (b"icp4", 16), (b"ic11", 32), (b"icp5", 32), (b"ic12", 64), (b"icp6", 64), (b"ic07", 128),
    (b"ic13", 256), (b"ic08", 256), (b"ic14", 512), (b"ic09", 512), (b"ic10", 1024),
)


def _app() -> object:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([sys.argv[0]])


def render(size: int, svg: Path = SVG) -> object:
    """The SVG rendered into a transparent ``size`` x ``size`` QImage (ARGB32)."""
    _app()
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: object) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buf, "PNG"):  # type: ignore[attr-defined]
        raise RuntimeError("PNG encoding failed")
    buf.close()
    return bytes(data.data())


def _bgra_rows(image: object) -> list[bytes]:
    """Rows of BGRA bytes, top first (Format_ARGB32 is BGRA in memory on little-endian machines)."""
    w, h = image.width(), image.height()  # type: ignore[attr-defined]
    raw = bytes(image.constBits())  # type: ignore[attr-defined]
    stride = image.bytesPerLine()  # type: ignore[attr-defined]
    rows = [raw[y * stride: y * stride + w * 4] for y in range(h)]
    if sys.byteorder == "big":
        rows = [b"".join(r[i:i + 4][::-1] for i in range(0, len(r), 4)) for r in rows]
    return rows


def dib_bytes(image: object) -> bytes:
    """A 32-bit BMP icon image (BITMAPINFOHEADER, BGRA bottom-up, then the 1-bit AND mask)."""
    w, h = image.width(), image.height()  # type: ignore[attr-defined]
    rows = _bgra_rows(image)
    mask_stride = ((w + 31) // 32) * 4
    mask = bytearray()
    for row in reversed(rows):
        line = bytearray(mask_stride)
        for x in range(w):
            if row[x * 4 + 3] == 0:
                line[x // 8] |= 0x80 >> (x % 8)
        mask += line
    pixels = b"".join(reversed(rows))
    header = struct.pack("<IiiHHIIiiII", 40, w, h * 2, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0)
    return header + pixels + bytes(mask)


def ico_bytes(images: dict[int, object]) -> bytes:
    """A Windows .ico with every size in ``images`` (sizes above 64 stored as PNG, as Windows does)."""
    sizes = sorted(images)
    blobs = [png_bytes(images[s]) if s > 64 else dib_bytes(images[s]) for s in sizes]
    out = bytearray(struct.pack("<HHH", 0, 1, len(sizes)))
    offset = 6 + 16 * len(sizes)
    for size, blob in zip(sizes, blobs, strict=True):
        dim = 0 if size >= 256 else size
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    for blob in blobs:
        out += blob
    return bytes(out)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns of PNG entries; ``pngs`` maps pixel size to PNG data."""
    body = bytearray()
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + bytes(body)


def read_ico_sizes(data: bytes) -> list[int]:
    """The image sizes listed in an .ico directory (256 is stored as 0)."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1:
        raise ValueError("not an .ico file")
    sizes = []
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        if offset + length > len(data):
            raise ValueError("truncated .ico file")
        sizes.append(w or 256)
    return sizes


def read_icns_entries(data: bytes) -> dict[str, bytes]:
    """The entries of an .icns file by type."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an .icns file")
    entries, pos = {}, 8
    while pos < len(data):
        kind, length = data[pos:pos + 4].decode("ascii"), struct.unpack_from(">I", data, pos + 4)[0]
        if length < 8 or pos + length > len(data):
            raise ValueError("truncated .icns entry")
        entries[kind] = data[pos + 8:pos + length]
        pos += length
    return entries


def legibility_problems(image: object) -> list[str]:
    """Why a small rendering would not read as the icon (empty when it does): too little of it
    is opaque, too few colours, too little light/dark contrast, or fewer than three distinct
    saturated hues (the player pips)."""
    w, h = image.width(), image.height()  # type: ignore[attr-defined]
    opaque, colours, lums, hues = 0, set(), [], set()
    for row in _bgra_rows(image):
        for x in range(w):
            b, g, r, a = row[x * 4: x * 4 + 4]
            if a < 200:
                continue
            opaque += 1
            colours.add((r, g, b))
            lums.append(0.2126 * r + 0.7152 * g + 0.0722 * b)
            hue, light, sat = colorsys.rgb_to_hls(r / 255, g / 255, b / 255)
            if (max(r, g, b) - min(r, g, b)) / 255 > 0.35:
                hues.add(int(hue * 12) % 12)  # 30-degree buckets
    problems = []
    if opaque < 0.6 * w * h:
        problems.append(f"only {opaque} of {w * h} pixels are opaque")
    if len(colours) < 8:
        problems.append(f"only {len(colours)} colours")
    if not lums or max(lums) - min(lums) < 128:
        problems.append("too little contrast between light and dark parts")
    if len(hues) < 3:
        problems.append(f"only {len(hues)} saturated hues (the player pips are not distinct)")
    return problems


def make_icons(out: Path, svg: Path = SVG) -> dict[str, Path]:
    """Write every generated icon file under ``out``; returns them by name."""
    (out / "png").mkdir(parents=True, exist_ok=True)
    images = {s: render(s, svg) for s in (*SIZES, 1024)}
    pngs = {s: png_bytes(img) for s, img in images.items()}
    written: dict[str, Path] = {}
    for size in SIZES:
        path = out / "png" / f"gamesuite-{size}.png"
        path.write_bytes(pngs[size])
        written[path.name] = path
    ico = out / "gamesuite.ico"
    ico.write_bytes(ico_bytes({s: images[s] for s in ICO_SIZES}))
    icns = out / "gamesuite.icns"
    icns.write_bytes(icns_bytes(pngs))
    written[ico.name], written[icns.name] = ico, icns
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "icons", help="output folder")
    parser.add_argument("--svg", type=Path, default=SVG, help="the SVG source")
    args = parser.parse_args(argv)
    written = make_icons(args.out, args.svg)
    problems = legibility_problems(render(16, args.svg))
    for p in problems:
        print(f"make_icons: the 16 px icon: {p}", file=sys.stderr)
    print(f"make_icons: {len(written)} files in {args.out}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
