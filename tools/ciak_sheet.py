"""Render every Ciak! design offscreen to PNG sheets: ``python tools/ciak_sheet.py OUT_DIR [--width 170]``.

Writes ``cards-table.png`` (every design at table size, plus in-play variants: boosts, tokens, an
item, a turned staff member, the back), ``cards-full-N.png`` (every design at preview size, 12 a page),
``companies.png`` (the 11 companies at table and full size, conquered and damaged looks),
``d20.png``, ``map-700x400.png`` and ``map-420x240.png`` (a mix of controllers) and, with ``--gallery``,
the card gallery at 1280x800 and 1920x1080.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GAMESUITE_DATA_DIR", tempfile.mkdtemp(prefix="gamesuite-ciak-sheet-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def demo_view() -> dict:
    """A table view's players with a mix of controllers: two conquests, one by the boss."""

    def co(cid: str, name: str, dominion: int, controller: int, boss: bool = False) -> dict:
        return {"id": cid, "name": name, "text": "", "dominion": dominion, "damage": 0, "controller": controller,
                "boss": boss}

    colours = ("#d94f4f", "#3d7dd8", "#e0a526", "#3fa66b", "#9a5bd1")
    players = [
        ("Anna", co("wall_disny", "Wall Disny", 4, 0), []),
        ("Bruno", co("universe_studios", "Universe Studios", 0, 2), []),
        ("Carla", co("colombia_pictures", "Colombia Pictures", 6, 2),
         [co("universe_studios", "Universe Studios", 0, 2)]),
        ("Dario", co("malvagie_compagnie_straniere", "Malvagie Compagnie Straniere", 11, 3, True),
         [co("pixel", "Pixel", 0, 3)]),
        ("Elena", co("pixel", "Pixel", 0, 3), []),
    ]
    return {"players": [{"seat": i, "name": n, "colour": colours[i], "company": c, "controlled": ctl}
                        for i, (n, c, ctl) in enumerate(players)]}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--width", type=float, default=170.0, help="table card width in scene units")
    parser.add_argument("--full", type=float, default=380.0, help="preview card width")
    parser.add_argument("--gallery", action="store_true", help="also shoot the gallery dialog")
    args = parser.parse_args()

    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from gamesuite.content.ciak import builtin_card_set
    from gamesuite.ui import theme
    from gamesuite.ui.app import make_app
    from gamesuite.ui.ciak import art
    from gamesuite.ui.ciak.faces import company_faces, gallery_faces, map_model

    app = make_app([sys.argv[0]])
    theme.load_fonts()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    cs = builtin_card_set()
    faces = gallery_faces(cs)
    companies = company_faces(cs)
    by_id = {f.design: f for f in faces}

    def sheet(path: Path, cells: list, cw: float, ch: float, cols: int, paint) -> None:  # noqa: ANN001
        gap = 24
        rows = (len(cells) + cols - 1) // cols
        img = QImage(int(cols * (cw + gap) + gap), int(rows * (ch + gap) + gap), QImage.Format.Format_ARGB32)
        img.fill(QColor(theme.FELT))
        p = QPainter(img)
        for i, cell in enumerate(cells):
            r, c = divmod(i, cols)
            paint(p, QRectF(gap + c * (cw + gap), gap + r * (ch + gap), cw, ch), cell)
        p.end()
        img.save(str(path))
        print(path)

    def card(p: QPainter, rect: QRectF, cell: object, detail: str = "table") -> None:
        if cell is None:
            art.paint_card_back(p, rect)
        else:
            art.paint_card_face(p, rect, cell, detail=detail)  # type: ignore[arg-type]

    # in-play variants
    rep = dataclasses.replace
    variants = [
        rep(by_id["stuntman_sergio"], uid=1, att=1300, tokens=2),
        rep(by_id["gondola_romeo"], uid=2, att=1700, dif=1100, base_att=1200, base_dif=800, tokens=5,
            item="Prop Revolver"),
        rep(by_id["leading_lady"], uid=3, att=1200, dif=2000),
        rep(by_id["sandal_titan"], uid=4, tokens=6, item="Director's Megaphone", att=2500, dif=1700),
        rep(by_id["casting_director"], uid=5, rotated=True),
        None,
    ]
    tw = args.width
    th = tw * art.CARD_RATIO
    sheet(out / "cards-table.png", [*faces, *variants], tw, th, 10, card)
    fw = args.full
    fh = fw * art.CARD_RATIO
    allf = [*faces, *variants[:5]]
    for page in range(0, len(allf), 12):
        sheet(out / f"cards-full-{page // 12 + 1}.png", allf[page:page + 12], fw, fh, 6,
              lambda p, r, c: card(p, r, c, "full"))

    # companies
    cols = theme.PLAYER_COLOURS
    shapes = theme.PLAYER_SHAPES
    comp_cells = []
    for i, c in enumerate(companies):
        seat = i % 4
        conquered = i in (2, 7)
        damage = 400 if i in (1, 4) else 0
        dominion = c.dominion - (3 if i in (1, 2, 4) else 0)
        comp_cells.append((rep(c, damage=damage, dominion=dominion, controller=seat), cols[seat], shapes[seat],
                           conquered))

    def company(p: QPainter, rect: QRectF, cell, detail: str = "table") -> None:  # noqa: ANN001
        face, colour, mark, conquered = cell
        art.paint_company(p, rect, face, colour, detail=detail, mark=mark, conquered=conquered)  # type: ignore[arg-type]

    sheet(out / "companies-table.png", comp_cells, tw * 1.4, tw, 4, company)
    sheet(out / "companies-card.png", comp_cells, tw, th, 6, company)
    sheet(out / "companies-full.png", comp_cells, fw, fh, 6, lambda p, r, c: company(p, r, c, "full"))
    sheet(out / "d20.png", [1, 7, 14, 20, None], 160, 160, 5,
          lambda p, r, v: art.paint_d20(p, r, v, colour=cols[(v or 0) % 4]))

    try:
        from gamesuite.ui.ciak import lollywood
    except ImportError:
        lollywood = None  # type: ignore[assignment]
    if lollywood is not None:
        model = map_model(demo_view(), cs)
        for w, h in ((700, 400), (420, 240)):
            img = QImage(w + 40, h + 40, QImage.Format.Format_ARGB32)
            img.fill(QColor(theme.FELT))
            p = QPainter(img)
            lollywood.paint_map(p, QRectF(20, 20, w, h), model)
            p.end()
            img.save(str(out / f"map-{w}x{h}.png"))
            print(out / f"map-{w}x{h}.png")

    # kit items in their states, on a table scene
    from gamesuite.ui.ciak.faces import CompanyModel
    from gamesuite.ui.ciak.items import CiakCardItem, CompanyItem, D20Item
    from gamesuite.ui.ciak.lollywood import LollywoodMap
    from gamesuite.ui.scene.animation import set_reduce_motion
    from gamesuite.ui.scene.view import TableScene

    set_reduce_motion(True)
    scene = TableScene()
    states = [("plain", {}), ("glow", {"highlighted": True}), ("dimmed", {"dimmed": True}),
              ("hover", {"clickable": True})]
    for i, (_label, st) in enumerate(states):
        card = CiakCardItem(f"card:{i}", tw, variants[1])
        scene.put(card)
        card.setPos(40 + i * (tw + 40), 40)
        card.set_state(**st)
        card.hovered = "clickable" in st
    turned = CiakCardItem("card:t", tw, variants[4])
    scene.put(turned)
    turned.setPos(40 + 4 * (tw + 40), 40)
    back = CiakCardItem("card:b", tw, None)
    scene.put(back)
    back.setPos(40 + 5 * (tw + 40), 40)
    for i, (_label, st) in enumerate(states[:3]):
        ci = CompanyItem(f"company:{i}", tw * 1.4, tw, CompanyModel(*comp_cells[i * 4]))
        scene.put(ci)
        ci.setPos(40 + i * (tw * 1.4 + 40), 340)
        ci.set_state(**st)
    die = D20Item("d20", 140, colour=cols[1], value=17)
    scene.put(die)
    die.setPos(1400, 140)
    die.set_state(highlighted=True)
    lolly = LollywoodMap("map", 700, 400, map_model(demo_view(), cs))
    scene.put(lolly)
    lolly.setPos(1100, 560)
    img = QImage(1920, 1080, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(p)
    p.end()
    img.save(str(out / "items.png"))
    print(out / "items.png")
    set_reduce_motion(False)

    if args.gallery:
        from gamesuite.ui.ciak.gallery import open_gallery

        dlg = open_gallery(None)
        for w, h in ((1280, 800), (1920, 1080)):
            dlg.resize(w, h)
            dlg.show()
            app.processEvents()
            dlg.grab().save(str(out / f"gallery-{w}x{h}.png"))
            print(out / f"gallery-{w}x{h}.png")
        dlg.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
