"""Game ▸ Play with phones…: the seats' QR codes and addresses, who is connected, releasing a seat; and the
phone strip over the table (a phone icon with each seat a phone holds).

Why a QR code per seat: the code carries the seat's token (see :mod:`gamesuite.ui.phones.hub`), so whoever
scans it holds that seat; the player picks their seat on the table ("Anna"), scans, and plays. The address
is shown too, for a phone that cannot scan.

What to avoid: starting the server before the host asks (phone play is off by default and ends with the
game); rich text anywhere (names are shown as typed); drawing the QR code by hand (segno makes it).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from gamesuite.i18n import translate
from gamesuite.ui import theme

if TYPE_CHECKING:
    from gamesuite.ui.phones.hub import PhoneHub


def qr_pixmap(text: str, scale: int = 8) -> QPixmap:
    """A QR code of ``text`` (segno, error correction M), black on white with its quiet zone."""
    import segno

    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=scale, border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


def phone_icon(colour: str, size: int = 28, connected: bool = True) -> QPixmap:
    """A small phone drawn in the seat's colour (hollow while the phone is away)."""
    pixmap = QPixmap(QSize(size, size))
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    body = QRectF(size * 0.26, size * 0.06, size * 0.48, size * 0.88)
    path = QPainterPath()
    path.addRoundedRect(body, size * 0.09, size * 0.09)
    p.setPen(QPen(QColor("#1d1c1a"), max(1.5, size / 14)))
    p.setBrush(QColor(colour) if connected else QColor("#ffffff"))
    p.drawPath(path)
    p.setBrush(QColor("#ffffff"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(QRectF(body.x() + size * 0.06, body.y() + size * 0.1, body.width() - size * 0.12,
                             body.height() - size * 0.3), 2, 2)
    p.setBrush(QColor("#1d1c1a"))
    p.drawEllipse(QRectF(body.center().x() - size * 0.05, body.bottom() - size * 0.15, size * 0.1, size * 0.1))
    p.end()
    return pixmap


def _plain(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class PhoneStrip(QWidget):
    """Over the table's top-right corner: a phone icon and the name of each seat a phone holds."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("phoneStrip")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#phoneStrip { background: #f4eedf; border: 2px solid #1d1c1a; border-radius: 12px; }"
                           " QLabel { color: #1d1c1a; font-size: 17px; font-weight: 600; border: 0; }")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(10, 6, 12, 6)
        self._layout.setSpacing(6)
        self.entries: list[tuple[str, bool]] = []  # (name, connected), for tests
        self.hide()

    def show_seats(self, seats: list[tuple[str, str, bool]]) -> None:
        """``seats``: (name, colour, connected) of each seat a phone holds; none → hidden."""
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        self.entries = [(name, on) for name, _colour, on in seats]
        for name, colour, on in seats:
            icon = QLabel()
            icon.setPixmap(phone_icon(colour, 26, on))
            self._layout.addWidget(icon)
            words = name if on else translate("phones", "{name} (away)").format(name=name)
            self._layout.addWidget(_plain(words))
        self._layout.activate()
        self.resize(self.sizeHint())
        self.setVisible(bool(seats))
        self.place()

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.move(parent.width() - self.width() - 12, 12)
            self.raise_()


class PhoneDialog(QDialog):
    """Turn phone play on, show a seat's QR code and address, see who is connected, release a seat."""

    def __init__(self, hub_of: Callable[[], PhoneHub | None], switch: Callable[[bool], str | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("phones", "Play with phones"))
        self.hub_of = hub_of
        self.switch = switch
        self.seat = 0
        layout = QVBoxLayout(self)
        intro = _plain(translate(
            "phones", "Each player may hold their private cards on their own phone, on this home network. Choose a "
                      "seat, and its player scans the code: from then on the table never asks to pass the screen "
                      "to them. Seats without a phone keep the hand-off."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.on = QCheckBox(translate("phones", "Let phones join this game"))
        self.on.setFont(theme.font(17, theme.QFont.Weight.DemiBold))
        self.on.toggled.connect(self._toggled)
        layout.addWidget(self.on)
        self.problem = _plain("")
        self.problem.setStyleSheet("color: #b3261e; font-weight: 600;")
        self.problem.hide()
        layout.addWidget(self.problem)
        body = QHBoxLayout()
        self.seats_box = QGridLayout()
        self.seats_box.setColumnStretch(1, 1)
        seats = QWidget()
        seats.setLayout(self.seats_box)
        body.addWidget(seats, 1)
        right = QVBoxLayout()
        self.qr = QLabel()
        self.qr.setObjectName("phoneQr")
        self.qr.setFixedSize(300, 300)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setStyleSheet("#phoneQr { background: #ffffff; border: 1px solid #d8d0bd; }")
        right.addWidget(self.qr)
        self.caption = _plain("")
        self.caption.setFont(theme.font(18, theme.QFont.Weight.Bold))
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        right.addWidget(self.caption)
        self.address = _plain("")
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setFixedWidth(300)
        right.addWidget(self.address)
        body.addLayout(right)
        layout.addLayout(body)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        hub = hub_of()
        self.on.blockSignals(True)
        self.on.setChecked(hub is not None and hub.running)
        self.on.blockSignals(False)
        self.refresh()

    def _toggled(self, on: bool) -> None:
        problem = self.switch(on)
        self.problem.setText(problem or "")
        self.problem.setVisible(bool(problem))
        if problem:
            self.on.blockSignals(True)
            self.on.setChecked(False)
            self.on.blockSignals(False)
        self.refresh()

    def choose(self, seat: int) -> None:
        self.seat = seat
        self.refresh()

    def release(self, seat: int) -> None:
        hub = self.hub_of()
        if hub is not None:
            hub.release(seat)
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the seat rows and the code (a few widgets: cheap), after any change of the phones."""
        while self.seats_box.count():
            item = self.seats_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        hub = self.hub_of()
        live = hub is not None and hub.running
        players = hub.controller.config.players if hub is not None else []
        for seat, player in enumerate(players):
            pick = QRadioButton(player.name)
            pick.setObjectName(f"phoneSeat{seat}")
            pick.setChecked(seat == self.seat)
            pick.setEnabled(live)
            pick.toggled.connect(lambda checked, s=seat: self.choose(s) if checked else None)
            self.seats_box.addWidget(pick, seat, 0)
            if hub is not None and seat in hub.held:
                state = (translate("phones", "phone connected") if hub.connected(seat)
                         else translate("phones", "phone away"))
                icon = QLabel()
                icon.setPixmap(phone_icon(player.colour, 24, hub.connected(seat)))
                self.seats_box.addWidget(icon, seat, 1, Qt.AlignmentFlag.AlignRight)
                self.seats_box.addWidget(_plain(state), seat, 2)
                release = QPushButton(translate("phones", "Release"))
                release.setObjectName(f"phoneRelease{seat}")
                release.setToolTip(translate("phones", "Take the seat back: its phone stops, and the table "
                                                       "passes the screen to this player again."))
                release.clicked.connect(lambda _=False, s=seat: self.release(s))
                self.seats_box.addWidget(release, seat, 3)
            else:
                self.seats_box.addWidget(_plain(translate("phones", "no phone")), seat, 2)
        if live and hub is not None and self.seat in hub.tokens:
            link = hub.link(self.seat)
            self.qr.setPixmap(qr_pixmap(link, 6).scaled(
                290, 290, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.FastTransformation))
            self.caption.setText(translate("phones", "Seat of {name}").format(name=players[self.seat].name))
            self.address.setText(link)
        else:
            self.qr.clear()
            self.qr.setText(translate("phones", "Phone play is off."))
            self.caption.setText("")
            self.address.setText("")
