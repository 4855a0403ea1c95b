"""Help ▸ "Ciak! card gallery…": every design of the card set and the eleven companies, browsable.

Filter chips by type (each with its count and the type's icon), a search box (name, rules text,
flavour), a grid of table-size cards and the selected card large at full detail (its whole rules text
and flavour) with its number of copies. Arm's-length UI: it fits 1280x720 (the grid scrolls), plain
text everywhere. :func:`open_gallery` is the one entry point (the menu item and, later, the launcher).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QIcon,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gamesuite.i18n import translate
from gamesuite.rules.core import QT_TRANSLATE_NOOP
from gamesuite.ui import theme
from gamesuite.ui.ciak.art import (
    CARD_RATIO,
    NEUTRAL_SEAT,
    paint_card_face,
    paint_company,
    paint_studio_emblem,
    paint_type_icon,
    type_colour,
)
from gamesuite.ui.ciak.faces import CardFace, CompanyFace, company_faces, gallery_faces

Face = CardFace | CompanyFace

# Filter chips: (key, label); "all" shows every playing card, "company" the companies.
FILTERS: tuple[tuple[str, str], ...] = (
    ("all", QT_TRANSLATE_NOOP("ciak", "All cards")),  # the labels are marked: shown translated
    ("character", QT_TRANSLATE_NOOP("ciak", "Characters")),
    ("myth", QT_TRANSLATE_NOOP("ciak", "Myths")),
    ("staff", QT_TRANSLATE_NOOP("ciak", "Staff")),
    ("ciak", QT_TRANSLATE_NOOP("ciak", "Ciak!")),
    ("event", QT_TRANSLATE_NOOP("ciak", "Events")),
    ("item", QT_TRANSLATE_NOOP("ciak", "Items")),
    ("company", QT_TRANSLATE_NOOP("ciak", "Companies")),
)
TILE_W = 150
TILE_GAP = 14


def face_kind(face: Face) -> str:
    return "company" if isinstance(face, CompanyFace) else face.type


def matches(face: Face, kind: str, query: str) -> bool:
    """Whether ``face`` passes the ``kind`` chip and the search ``query`` (words, any order, any case)."""
    fk = face_kind(face)
    if kind == "all" and fk == "company" or kind not in ("all", fk):
        return False
    hay = " ".join((face.name, face.text, face.flavor,
                    translate("ciak", "Company") if isinstance(face, CompanyFace) else face.type_title)).casefold()
    return all(word in hay for word in query.casefold().split())


def paint_face(p: QPainter, rect: QRectF, face: Face, detail: str) -> None:
    if isinstance(face, CompanyFace):
        paint_company(p, rect, face, detail=detail)  # type: ignore[arg-type]
    else:
        paint_card_face(p, rect, face, detail=detail)  # type: ignore[arg-type]


def _card_in(rect: QRectF, max_w: float | None = None) -> QRectF:
    """The largest 63:88 card centred in ``rect`` (at most ``max_w`` wide)."""
    w = min(rect.width(), rect.height() / CARD_RATIO, max_w or rect.width())
    h = w * CARD_RATIO
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


class CardTile(QWidget):
    """One card of the grid at table size; click (or Enter/Space) selects it."""

    chosen = Signal(object)

    def __init__(self, face: Face, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = face
        self.selected = False
        self.setFixedSize(TILE_W + 8, round(TILE_W * CARD_RATIO) + 8)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(face.name)

    def set_selected(self, on: bool) -> None:
        if on != self.selected:
            self.selected = on
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(4, 4, TILE_W, TILE_W * CARD_RATIO)
        paint_face(p, rect, self.face, "table")
        if self.selected or self.hasFocus():
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QColor("#173b32") if self.selected else QColor("#3d7dd8"))
            pen = p.pen()
            pen.setWidthF(4 if self.selected else 2.5)
            p.setPen(pen)
            p.drawRoundedRect(QRectF(2, 2, TILE_W + 4, TILE_W * CARD_RATIO + 4), 9, 9)
        p.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.chosen.emit(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.chosen.emit(self)
        else:
            super().keyPressEvent(event)


class TileGrid(QWidget):
    """Tiles flowing in rows as wide as the scroll area."""

    def __init__(self, tiles: Sequence[CardTile], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles = list(tiles)
        for t in self.tiles:
            t.setParent(self)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def visible_tiles(self) -> list[CardTile]:
        return [t for t in self.tiles if not t.isHidden()]

    def columns(self, width: int | None = None) -> int:
        w = self.width() if width is None else width
        return max(1, (w - TILE_GAP) // (TILE_W + 8 + TILE_GAP))

    def relayout(self) -> None:
        cols = self.columns()
        tw, th = TILE_W + 8, round(TILE_W * CARD_RATIO) + 8
        used = cols * tw + (cols - 1) * TILE_GAP
        x0 = max(TILE_GAP, (self.width() - used) // 2)
        shown = self.visible_tiles()
        for i, t in enumerate(shown):
            r, c = divmod(i, cols)
            t.setGeometry(x0 + c * (tw + TILE_GAP), TILE_GAP + r * (th + TILE_GAP), tw, th)
        rows = (len(shown) + cols - 1) // cols
        self.setMinimumHeight(TILE_GAP + rows * (th + TILE_GAP))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self.relayout()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(4 * (TILE_W + 8 + TILE_GAP) + TILE_GAP, 600)


class CardView(QWidget):
    """The selected card at full detail, as large as the panel allows (up to ``MAX_W`` wide)."""

    MAX_W = 520

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face: Face | None = None
        self.setMinimumSize(300, 420)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def show_face(self, face: Face | None) -> None:
        self.face = face
        self.update()

    def card_rect(self) -> QRectF:
        return _card_in(QRectF(self.rect()).adjusted(8, 8, -8, -8), self.MAX_W)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        if self.face is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_face(p, self.card_rect(), self.face, "full")
        p.end()


def _chip_icon(kind: str) -> QIcon:
    """The chip's icon: the type's icon, a studio for companies, four type colours for "All cards"."""
    pm = QPixmap(64, 64)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if kind == "all":
        p.setPen(Qt.PenStyle.NoPen)
        for i, k in enumerate(("character", "staff", "ciak", "item")):
            p.setBrush(type_colour(k))
            p.drawRoundedRect(QRectF(6 + (i % 2) * 28, 6 + (i // 2) * 28, 24, 24), 5, 5)
    elif kind == "company":
        paint_studio_emblem(p, QRectF(4, 4, 56, 56), QColor(NEUTRAL_SEAT))
    else:
        paint_type_icon(p, QRectF(4, 4, 56, 56), kind)
    p.end()
    return QIcon(pm)


CHECKED_BORDER = 2  # px, each side of a checked chip


def _room_for_bold(chip: QPushButton) -> None:
    """A checked chip's label is bold (its style sheet): the chip is as wide as the bold label needs, never
    clipped when chosen ("All cards (58)" lost its last pixels)."""
    chip.ensurePolished()
    bold = QFont(chip.font())
    bold.setWeight(QFont.Weight.DemiBold)
    text = chip.text().replace("&&", "&")
    extra = QFontMetrics(bold).horizontalAdvance(text) - chip.fontMetrics().horizontalAdvance(text)
    chip.setMinimumWidth(chip.sizeHint().width() + max(0, extra) + 2 * CHECKED_BORDER)


class CiakGallery(QDialog):
    """The card gallery dialog (see the module docstring)."""

    def __init__(self, card_set: Mapping[str, Any] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if card_set is None:
            from gamesuite.content.ciak import builtin_card_set

            card_set = builtin_card_set()
        self.setWindowTitle(translate("ciak", "Ciak! card gallery"))
        self.faces: list[Face] = [*gallery_faces(card_set), *company_faces(card_set)]
        self.copies = {c["id"]: int(c.get("copies", 1)) for c in card_set.get("cards", [])}
        self.kind = "all"
        self.resize(1200, 700)

        root = QVBoxLayout(self)
        root.setContentsMargins(16, 12, 16, 12)
        root.setSpacing(10)
        # filter chips and search
        bar = QHBoxLayout()
        bar.setSpacing(6)
        self.chips: dict[str, QPushButton] = {}
        self.chip_group = QButtonGroup(self)
        self.chip_group.setExclusive(True)
        for key, label in FILTERS:
            n = sum(1 for f in self.faces if (face_kind(f) == key) or (key == "all" and face_kind(f) != "company"))
            chip = QPushButton(f"{translate('ciak', label)} ({n})".replace("&", "&&"))
            chip.setCheckable(True)
            chip.setIcon(_chip_icon(key))
            chip.setIconSize(QSize(22, 22))
            chip.setObjectName(f"chip_{key}")
            chip.setProperty("kind", key)
            colour = "#173b32" if key in ("all", "company") else type_colour(key).name()
            chip.setStyleSheet(
                "QPushButton { border-radius: 16px; padding: 6px 10px; font-size: 15px; }"
                f"QPushButton:checked {{ background: {theme.blend(colour, '#ffffff', 0.8).name()};"
                f" border: {CHECKED_BORDER}px solid {colour}; font-weight: 600; }}")
            _room_for_bold(chip)
            chip.clicked.connect(self._chip_clicked)
            self.chip_group.addButton(chip)
            self.chips[key] = chip
            bar.addWidget(chip)
        bar.addStretch(1)
        root.addLayout(bar)
        find = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("ciak", "Search names and rules text"))
        self.search.setClearButtonEnabled(True)
        self.search.setMinimumWidth(360)
        self.search.setStyleSheet("font-size: 16px;")
        self.search.textChanged.connect(self.refilter)
        find.addWidget(self.search)
        self.shown_label = QLabel()
        self.shown_label.setTextFormat(Qt.TextFormat.PlainText)
        self.shown_label.setStyleSheet("font-size: 15px; color: #5b5347; padding-left: 8px;")
        find.addWidget(self.shown_label)
        find.addStretch(1)
        root.addLayout(find)
        # grid and the large card
        body = QHBoxLayout()
        body.setSpacing(14)
        self.tiles = [CardTile(f) for f in self.faces]
        for t in self.tiles:
            t.chosen.connect(self._tile_chosen)
        self.grid = TileGrid(self.tiles)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(self.grid)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setStyleSheet("QScrollArea { background: #e9e3d3; border: 1px solid #c9c3b5;"
                                  " border-radius: 8px; } QScrollArea > QWidget > QWidget { background: #e9e3d3; }")
        body.addWidget(self.scroll, 3)
        side = QVBoxLayout()
        side.setSpacing(6)
        self.view = CardView()
        side.addWidget(self.view, 1)
        self.info = QLabel()
        self.info.setTextFormat(Qt.TextFormat.PlainText)
        self.info.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.info.setWordWrap(True)
        self.info.setStyleSheet("font-size: 16px; color: #1d1c1a;")
        side.addWidget(self.info)
        close = QPushButton(translate("ciak", "Close"))
        close.clicked.connect(self.close)
        side.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        holder = QWidget()
        holder.setLayout(side)
        holder.setMinimumWidth(340)
        holder.setMaximumWidth(CardView.MAX_W + 40)
        body.addWidget(holder, 2)
        root.addLayout(body, 1)
        self.chips["all"].setChecked(True)
        self.selected: CardTile | None = None
        self.refilter()
        if self.tiles:
            self.select(self.tiles[0])

    # ------------------------------------------------------------------ behaviour
    def _chip_clicked(self) -> None:
        chip = self.sender()
        if isinstance(chip, QPushButton):
            self.set_kind(str(chip.property("kind")))

    def set_kind(self, kind: str) -> None:
        self.kind = kind
        self.chips[kind].setChecked(True)
        self.refilter()

    def refilter(self) -> None:
        query = self.search.text()
        for t in self.tiles:
            t.setHidden(not matches(t.face, self.kind, query))
        self.grid.relayout()
        shown = self.grid.visible_tiles()
        n = len(shown)
        self.shown_label.setText(translate("ciak", "No card matches the search") if n == 0
                                 else translate("ciak", "{count} shown").format(count=n))  # noqa: E501
        if shown and (self.selected is None or self.selected.isHidden()):
            self.select(shown[0])
        elif not shown:
            self.select(None)

    def _tile_chosen(self, tile: CardTile) -> None:
        self.select(tile)

    def select(self, tile: CardTile | None) -> None:
        if self.selected is not None:
            self.selected.set_selected(False)
        self.selected = tile
        if tile is None:
            self.view.show_face(None)
            self.info.setText("")
            return
        tile.set_selected(True)
        self.scroll.ensureWidgetVisible(tile, 0, TILE_GAP)
        face = tile.face
        self.view.show_face(face)
        if isinstance(face, CompanyFace):
            text = translate("ciak", "Company · {points} dominion points · the Dominion boss") if face.boss else \
                translate("ciak", "Company · {points} dominion points")
            text = text.format(points=face.dominion)
            for count, points in face.at_players:  # the values a game of that many players plays instead
                text += "\n" + translate("ciak", "{points} dominion points with {count} players").format(
                    points=points, count=count)
            self.info.setText(text)
        else:
            n = self.copies.get(face.design, 1)
            text = translate("ciak", "{type} · 1 copy in the deck") if n == 1 else \
                translate("ciak", "{type} · {count} copies in the deck")
            self.info.setText(text.format(type=face.type_title, count=n))


def open_gallery(parent: QWidget | None = None, card_set: Mapping[str, Any] | None = None) -> QDialog:
    """Open the Ciak! card gallery (non-modal) and return it; it is deleted when closed if it has a parent."""
    dlg = CiakGallery(card_set, parent)
    if parent is not None:
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dlg.show()
    return dlg
