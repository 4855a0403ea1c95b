"""The setup panel shown on the table before every round: nicknames and buzzer keys.

Each player types this round's part of their nickname (a noun in round 1, then an adjective,
then a provenance or a gesture) and can change their buzzer key: click "Change", press the new
key. Start fills empty fields with the game's suggestions, in view, and waits for a second press
(nobody gets a nickname nobody saw). Everything here is public: nicknames are said out loud, and
they are hidden only once play starts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsProxyWidget, QLineEdit

from gamesuite.ui import theme
from gamesuite.ui.scene import ButtonItem, LabelItem, TokenItem
from gamesuite.ui.scene.animation import AnimatedObject
from gamesuite.ui.telma.items import PanelItem

PANEL_W = 1720
ROW_H = 82

PART_TITLES = {
    "noun": "choose a nickname: a common noun",
    "adjective": "add an adjective to your nickname",
    "provenance": "add where your nickname comes from",
    "gesture": "add a gesture to your nickname",
}
PART_HINTS = {
    "noun": "table, hut, hat, ghost… Say it out loud so everyone remembers it!",
    "adjective": "yellow table, old hut, scary ghost… Say the new nickname out loud!",
    "provenance": "yellow table from Lisbon, old hut from the moon… Say it out loud!",
    "gesture": "clap while saying it, touch your nose… Show everyone!",
}
PLACEHOLDERS = {"noun": "e.g. {}", "adjective": "e.g. {}", "provenance": "e.g. {}", "gesture": "e.g. {}"}


class NicknameRow(AnimatedObject):
    """One player's row: colour/shape, name, nickname so far, this round's field, buzzer key."""

    def __init__(self, seat: int, name: str, colour: str, shape: str) -> None:
        super().__init__()
        self.seat = seat
        self.flash_bg = PanelItem(PANEL_W - 80, ROW_H - 8, fill=QColor(0, 0, 0, 0), radius=16)
        self.flash_bg.setParentItem(self)
        self.token = TokenItem(24, colour, mark=shape)
        self.token.setParentItem(self)
        self.token.setPos(34, ROW_H / 2 - 4)
        self.name = LabelItem(name, 260, ROW_H - 12, size=32, weight=QFont.Weight.Bold, colour=theme.INK,
                              align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.name.setParentItem(self)
        self.name.setPos(70, 2)
        self.so_far = LabelItem("", 430, ROW_H - 12, size=30, colour=theme.INK,
                                align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.so_far.setParentItem(self)
        self.so_far.setPos(340, 2)
        self.synced: tuple[int, str | None] | None = None  # (round, value) last copied from the game
        self.edit = QLineEdit()
        self.edit.setMaxLength(40)
        self.edit.setFixedSize(520, ROW_H - 18)
        f = theme.font(32)
        self.edit.setFont(f)
        self._style(False)
        self.proxy = QGraphicsProxyWidget(self)
        self.proxy.setWidget(self.edit)
        self.proxy.setPos(790, 5)
        self.key_label = LabelItem("Key", 90, ROW_H - 12, size=28, colour=theme.INK,
                                   align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.key_label.setParentItem(self)
        self.key_label.setPos(1320, 2)
        self.key_cap = LabelItem("Q", 70, 62, size=40, weight=QFont.Weight.Bold, colour=theme.INK,
                                 background="#ffffff")
        self.key_cap.setParentItem(self)
        self.key_cap.setPos(1424, 7)
        self.change = ButtonItem("Change", 160, 62, colour="#dcd5c3", size=26)
        self.change.setParentItem(self)
        self.change.setPos(1506, 7)

    def _style(self, error: bool) -> None:
        border = "#e05a4f" if error else "#9c978a"
        self.edit.setStyleSheet(f"QLineEdit {{ background: #ffffff; color: #1d1c1a; border: 3px solid {border};"
                                " border-radius: 10px; padding: 2px 12px; }")

    def set_wide(self, wide: bool) -> None:
        """Round 1 has no nickname so far: the field takes its place."""
        self.so_far.setVisible(not wide)
        self.edit.setFixedWidth(900 if wide else 520)
        self.proxy.setPos(360 if wide else 790, 5)

    def set_error(self, on: bool) -> None:
        self._style(on)

    def set_flash(self, on: bool) -> None:
        self.flash_bg.set_style(fill=QColor(255, 212, 90, 150) if on else QColor(0, 0, 0, 0))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, PANEL_W - 80, ROW_H)

    def paint(self, painter: Any, option: Any, widget: Any = None) -> None:
        return


class SetupPanel(AnimatedObject):
    """The nickname and key set-up for the current round (see the module docstring)."""

    start_requested = Signal()
    change_key_requested = Signal(int)

    def __init__(self, players: list[tuple[str, str, str]]) -> None:
        super().__init__()
        n = len(players)
        self.n = n
        self.h = 250 + n * ROW_H + 120
        self.scrim = PanelItem(1920 + 400, 1080 + 400, fill=QColor(0, 0, 0, 150), radius=0)
        self.scrim.setParentItem(self)
        self.bg = PanelItem(PANEL_W, self.h, fill=theme.BOARD, border="#3b3a36", border_width=3, radius=28)
        self.bg.setParentItem(self)
        self.title = LabelItem("", PANEL_W - 80, 70, size=52, weight=QFont.Weight.Bold, colour=theme.INK)
        self.title.setParentItem(self)
        self.title.setPos(40, 22)
        self.hint = LabelItem("", PANEL_W - 80, 44, size=30, colour="#3b3a36")
        self.hint.setParentItem(self)
        self.hint.setPos(40, 94)
        self.news = LabelItem("", PANEL_W - 80, 50, size=32, weight=QFont.Weight.Bold, colour=theme.INK,
                              background=theme.HIGHLIGHT)
        self.news.setParentItem(self)
        self.news.setPos(40, 144)
        self.rows: list[NicknameRow] = []
        for seat, (name, colour, shape) in enumerate(players):
            row = NicknameRow(seat, name, colour, shape)
            row.setParentItem(self)
            row.change.clicked.connect(lambda s=seat: self.change_key_requested.emit(s))
            self.rows.append(row)
        self.test_hint = LabelItem("Test your key: click here, then press it — your row lights up.", 1000, 60,
                                   size=26, colour="#3b3a36",
                                   align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.test_hint.setParentItem(self)
        self.start = ButtonItem("Start round 1", 520, 84, colour=theme.OK, size=38)
        self.start.setParentItem(self)
        self.start.clicked.connect(self.start_requested.emit)
        self.relayout(False)

    def relayout(self, with_news: bool) -> None:
        """Rows under the title (and under the news line when there is one)."""
        top = 206 if with_news else 150
        for seat, row in enumerate(self.rows):
            row.setPos(40, top + seat * ROW_H)
        foot_y = top + self.n * ROW_H + 24
        self.test_hint.setPos(44, foot_y + 10)
        self.start.setPos(PANEL_W - 560, foot_y)
        self.prepareGeometryChange()
        self.h = foot_y + 84 + 30
        self.bg.set_size(PANEL_W, self.h)
        self.scrim.setPos(-self.pos().x() - 200, -self.pos().y() - 200)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, PANEL_W, self.h)

    def paint(self, painter: Any, option: Any, widget: Any = None) -> None:
        return

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        # a click on the panel's background takes the focus out of the fields, so keys test buzzers
        for row in self.rows:
            row.edit.clearFocus()
        if self.scene() is not None:
            self.scene().setFocusItem(None)
        event.accept()

    def update_from(self, view: Mapping[str, Any], key_names: list[str], assigning: int | None,
                    suggestion: Callable[[int], str], news: str) -> None:
        part = str(view["nickname_part"])
        rnd = int(view["round"])
        self.title.set_text(f"Round {rnd} — {PART_TITLES.get(part, part)}")
        self.hint.set_text(PART_HINTS.get(part, ""))
        self.news.setVisible(bool(news))
        self.news.set_text(news)
        self.relayout(bool(news))
        self.start.set_text(f"Start round {rnd}")
        idx = {"noun": 0, "adjective": 1}.get(part, 2)
        for row, player in zip(self.rows, view["players"], strict=True):
            nick = player["nickname"]
            parts = [nick.get("noun"), nick.get("adjective"), nick.get("extra")]
            current = parts[idx]
            row.set_wide(rnd == 1)
            if rnd == 1:
                row.so_far.set_text("")
            else:
                before = [w for w in (nick.get("adjective") if idx > 1 else None, nick.get("noun")) if w]
                row.so_far.set_text(" ".join(before) + " +")
            # only overwrite what a player typed when the game's value really changed (undo, a new round)
            if (rnd, current) != row.synced and not row.edit.hasFocus():
                row.edit.setText(current or "")
            row.synced = (rnd, current)
            row.edit.setPlaceholderText(PLACEHOLDERS.get(part, "{}").format(suggestion(row.seat)))
            row.key_cap.set_text(key_names[row.seat] if assigning != row.seat else "…")
            row.change.set_text("Press a key" if assigning == row.seat else "Change")
            row.set_flash(assigning == row.seat)

    def clear(self) -> None:
        """Forget every nickname shown (the panel is hidden while the round is played)."""
        for row in self.rows:
            row.edit.clear()
            row.so_far.set_text("")
            row.synced = None
        self.news.set_text("")

    def any_field_focused(self) -> bool:
        return any(row.edit.hasFocus() for row in self.rows)
