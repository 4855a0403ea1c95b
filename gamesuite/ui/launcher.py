"""The launcher: four game tiles, Continue last game, Load."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gamesuite.i18n import translate, translate_marked
from gamesuite.rules.core import GameSpec
from gamesuite.ui import theme
from gamesuite.ui.scene.shapes import star

TILE_COLOURS = {"telefilm": "#7a3b8f", "quizclub": "#2f6fb0", "telma": "#c2562b", "ciak": "#2d2d2d"}


def paint_game_icon(painter: QPainter, rect: QRectF, game: str) -> None:
    """Original, simple emblems for each game, drawn with QPainter."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = rect.center()
    s = min(rect.width(), rect.height())
    light = QColor("#f7f3e8")
    painter.setPen(QPen(light, s * 0.045))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if game == "telefilm":  # a TV set with antennae
        body = QRectF(c.x() - s * 0.38, c.y() - s * 0.22, s * 0.76, s * 0.52)
        painter.drawRoundedRect(body, s * 0.06, s * 0.06)
        painter.drawLine(QPointF(c.x() - s * 0.05, body.top()), QPointF(c.x() - s * 0.2, c.y() - s * 0.42))
        painter.drawLine(QPointF(c.x() + s * 0.05, body.top()), QPointF(c.x() + s * 0.2, c.y() - s * 0.42))
        painter.setBrush(QColor("#ffd45a"))
        painter.drawPath(star(c.x() - s * 0.04, c.y() + s * 0.04, s * 0.15))
    elif game == "quizclub":  # a speech bubble with a question mark
        path = QPainterPath()
        path.addRoundedRect(QRectF(c.x() - s * 0.38, c.y() - s * 0.32, s * 0.76, s * 0.5), s * 0.12, s * 0.12)
        path.moveTo(c.x() - s * 0.15, c.y() + s * 0.18)
        path.lineTo(c.x() - s * 0.25, c.y() + s * 0.36)
        path.lineTo(c.x() + s * 0.02, c.y() + s * 0.18)
        painter.drawPath(path.simplified())
        painter.setPen(light)
        painter.setFont(theme.font(s * 0.36, theme.QFont.Weight.Bold))
        bubble = QRectF(c.x() - s * 0.38, c.y() - s * 0.32, s * 0.76, s * 0.5)
        painter.drawText(bubble, Qt.AlignmentFlag.AlignCenter, "?")
    elif game == "telma":  # two fanned cards with a shared symbol
        for angle, dx in ((-12, -s * 0.12), (12, s * 0.12)):
            painter.save()
            painter.translate(c.x() + dx, c.y())
            painter.rotate(angle)
            painter.setBrush(QColor("#f7f3e8"))
            painter.setPen(QPen(QColor("#2b2a27"), s * 0.02))
            painter.drawRoundedRect(QRectF(-s * 0.18, -s * 0.26, s * 0.36, s * 0.5), s * 0.04, s * 0.04)
            painter.setBrush(QColor("#c2562b"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(star(0, 0, s * 0.11, 6))
            painter.restore()
    elif game == "ciak":  # a clapperboard
        board = QRectF(c.x() - s * 0.36, c.y() - s * 0.1, s * 0.72, s * 0.42)
        painter.drawRect(board)
        top = QPainterPath()
        top.moveTo(board.left(), board.top())
        top.lineTo(board.left() + s * 0.05, board.top() - s * 0.2)
        top.lineTo(board.right() + s * 0.05, board.top() - s * 0.28)
        top.lineTo(board.right(), board.top() - s * 0.08)
        top.closeSubpath()
        painter.drawPath(top)
        for i in range(4):
            x = board.left() + s * 0.12 + i * s * 0.17
            painter.drawLine(QPointF(x, board.top() - s * 0.04), QPointF(x + s * 0.09, board.top() - s * 0.2))
    else:
        painter.drawRoundedRect(QRectF(c.x() - s * 0.2, c.y() - s * 0.28, s * 0.4, s * 0.56), 8, 8)


def player_range(low: int, high: int) -> str:
    """"3–8 players" ("2 players" when both ends are the same), in the current language."""
    if low == high:
        return translate("shell", "%n player(s)", n=low)
    return translate("shell", "{low}–{high} players").format(low=low, high=high)


def fitted_font(text: str, box: QRectF, size: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    """The largest font (from ``size`` down to 11 px, in 1 px steps) whose word-wrapped ``text`` fits ``box``.

    Found by halving the range (about 4 measurements instead of one per pixel: the tiles paint in the
    first frame of the app, timed by bench/startup.py)."""
    size = max(11.0, size)

    def fits(s: float) -> bool:
        rect = QFontMetricsF(theme.font(s, weight)).boundingRect(QRectF(0, 0, box.width(), 10_000),
                                                                 int(Qt.TextFlag.TextWordWrap), text)
        return rect.height() <= box.height() and rect.width() <= box.width()

    steps = math.ceil(size - 11)  # candidates: size - k for k in 0..steps (the last, at most 11 px, is taken anyway)
    if steps <= 0 or fits(size):
        return theme.font(size, weight)
    low, high = 1, steps  # the first k that fits is in low..high (high: the floor, used when nothing fits)
    while low < high:
        mid = (low + high) // 2
        if fits(size - mid):
            high = mid
        else:
            low = mid + 1
    return theme.font(size - low, weight)


class GameTile(QWidget):
    """A big clickable tile: emblem, title, tagline, player range.

    Reachable by keyboard too (Tab, then the arrows between tiles; Enter or Space starts the game), with a thick
    light ring while it has the focus: without it a family at the keyboard could reach only "Load a saved game…".
    Tab focus only (not click focus): a tile clicked with the mouse must not come back ringed on the launcher.
    What to avoid: a focus mark that looks like the hover mark alone (a hovered tile and a focused one at once would
    be ambiguous).
    """

    activated = Signal(str)
    hovered = Signal(str)  # the pointer entered the tile (a click may follow: the app loads the game meanwhile)

    def __init__(self, spec: GameSpec, available: bool = True) -> None:
        super().__init__()
        self.spec = spec
        self.available = available
        self.setObjectName(f"tile_{spec.id}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumSize(280, 240)
        self.title = translate_marked(spec.id, spec.title)
        self.tagline = translate_marked(spec.id, spec.tagline)
        self.setToolTip(translate("shell", "Start a new game of {game}").format(game=self.title) if available
                        else translate("shell", "{game}: the table screen is not ready yet").format(game=self.title))
        if not available:
            self.setCursor(Qt.CursorShape.ForbiddenCursor)
        else:
            self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.colour = QColor(TILE_COLOURS.get(spec.id, "#3b5e54"))
        self._hover = False
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)

    def enterEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self._hover = True
        self.update()
        if self.available:
            self.hovered.emit(self.spec.id)

    def leaveEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        self._hover = False
        self.update()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt API
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt API
        super().focusOutEvent(event)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        key = event.key()
        if self.available and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit(self.spec.id)
            return
        step = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1}.get(key)
        parent = self.parentWidget()
        if step is not None and parent is not None:  # the arrows go round the tiles (not on to the buttons)
            tiles = [t for t in parent.findChildren(GameTile, options=Qt.FindChildOption.FindDirectChildrenOnly)
                     if t.available]
            if self in tiles:
                tiles[(tiles.index(self) + step) % len(tiles)].setFocus(Qt.FocusReason.TabFocusReason)
                return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if (self.available and event.button() == Qt.MouseButton.LeftButton
                and self.rect().contains(event.position().toPoint())):
            self.activated.emit(self.spec.id)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        hover = self._hover and self.available
        p.setPen(QPen(theme.HIGHLIGHT if hover else QColor(0, 0, 0, 60), 4 if hover else 1))
        p.setBrush(self.colour if self.available else self.colour.darker(160))
        p.drawRoundedRect(r, 22, 22)
        if self.hasFocus():  # the keyboard's mark: a light ring inside the edge, on top of the hover's
            p.setPen(QPen(theme.HIGHLIGHT, 8))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 20, 20)
            p.setPen(QPen(QColor("#ffffff"), 2))
            p.drawRoundedRect(r.adjusted(9, 9, -9, -9), 15, 15)
        h = r.height()
        icon = QRectF(r.left(), r.top() + h * 0.04, r.width(), h * 0.46)
        paint_game_icon(p, icon, self.spec.id)
        ink = theme.text_colour_on(self.colour if self.available else self.colour.darker(160))
        p.setPen(ink)
        wrap = Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
        title_box = QRectF(r.left() + 12, r.top() + h * 0.5, r.width() - 24, h * 0.17)
        p.setFont(fitted_font(self.title, title_box, h * 0.1, theme.QFont.Weight.Bold))
        p.drawText(title_box, wrap | Qt.AlignmentFlag.AlignVCenter, self.title)
        tag_box = QRectF(r.left() + 16, r.top() + h * 0.68, r.width() - 32, h * 0.19)
        p.setFont(fitted_font(self.tagline, tag_box, h * 0.062))
        p.drawText(tag_box, wrap | Qt.AlignmentFlag.AlignTop, self.tagline)
        footer = (player_range(self.spec.min_players, self.spec.max_players) if self.available
                  else translate("shell", "Coming soon"))
        foot_box = QRectF(r.left() + 8, r.bottom() - h * 0.12, r.width() - 16, h * 0.1)
        p.setFont(fitted_font(footer, foot_box, h * 0.058, theme.QFont.Weight.DemiBold))
        p.drawText(foot_box, Qt.AlignmentFlag.AlignCenter, footer)


class Launcher(QWidget):
    """Game tiles and the Continue / Load buttons."""

    game_chosen = Signal(str)
    game_hovered = Signal(str)  # the pointer is on a game's tile
    continue_requested = Signal()
    load_requested = Signal()

    def __init__(self, specs: list[GameSpec], unavailable: set[str] | None = None) -> None:
        super().__init__()
        self.setObjectName("launcher")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # its gradient: the app's style sheet
        outer = QVBoxLayout(self)
        outer.setContentsMargins(48, 28, 48, 28)
        title = QLabel("GameSuite")  # the app's name, in every language
        title.setObjectName("launcherTitle")  # its colour, the subtitle's and the info's: the app's style sheet
        title.setFont(theme.font(56, theme.QFont.Weight.Bold))
        subtitle = QLabel(translate("shell", "Four tabletop games for the family, on one screen"))
        subtitle.setObjectName("launcherSubtitle")
        subtitle.setFont(theme.font(22))
        outer.addWidget(title, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addWidget(subtitle, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addSpacing(18)
        grid = QGridLayout()
        grid.setSpacing(18)
        self.tiles: dict[str, GameTile] = {}
        cols = 4 if len(specs) >= 4 else max(1, len(specs))
        for i, spec in enumerate(specs):
            tile = GameTile(spec, spec.id not in (unavailable or set()))
            tile.activated.connect(self.game_chosen)
            tile.hovered.connect(self.game_hovered)
            grid.addWidget(tile, i // cols, i % cols)
            self.tiles[spec.id] = tile
        outer.addLayout(grid, 1)
        outer.addSpacing(18)
        row = QHBoxLayout()
        row.addStretch(1)
        self.continue_button = QPushButton(translate("shell", "Continue last game"))
        self.continue_button.setObjectName("continueButton")
        self.load_button = QPushButton(translate("shell", "Load a saved game…"))
        for b in (self.continue_button, self.load_button):
            b.setMinimumHeight(54)
            b.setMinimumWidth(260)
            b.setFont(theme.font(19, theme.QFont.Weight.DemiBold))
            row.addWidget(b)
        row.addStretch(1)
        outer.addLayout(row)
        self.continue_button.clicked.connect(self.continue_requested)
        self.load_button.clicked.connect(self.load_requested)
        self.continue_info = QLabel("")
        self.continue_info.setObjectName("launcherInfo")
        self.continue_info.setFont(theme.font(15))
        outer.addWidget(self.continue_info, 0, Qt.AlignmentFlag.AlignHCenter)

    def set_continue(self, label: str | None) -> None:
        self.continue_button.setEnabled(label is not None)
        self.continue_info.setText(label or translate("shell", "No saved game yet."))
