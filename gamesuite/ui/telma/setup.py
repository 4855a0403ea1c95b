"""The setup panel shown on the table before every round: nicknames and buzzer keys.

Each player types this round's part of their nickname (a noun in round 1, then an adjective, then a
provenance or a gesture) and can change their buzzer key: click "Change" (``change:<seat>``), press the new
key. "Start round" (``button:start``) fills empty boxes with the game's suggestions, in view, and waits for
a second press (nobody gets a nickname nobody saw). Everything here is public: nicknames are said out loud,
and they are hidden (and forgotten by the boxes) once play starts.

The boxes are QLineEdits on the scene; typing goes into them (the table's ``key_pressed`` leaves every key
to a box that has the focus). A finished edit is reported by ``edited(seat)``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsProxyWidget, QGraphicsSceneMouseEvent, QLineEdit

from gamesuite.i18n import translate
from gamesuite.ui import theme
from gamesuite.ui.scene import ButtonItem, KitItem, LabelItem, PanelItem, PanelStyle, TokenItem
from gamesuite.ui.scene.item import Geometry
from gamesuite.ui.scene.text import LEFT, RIGHT
from gamesuite.ui.scene.view import SCENE_H, SCENE_W
from gamesuite.ui.telma import layout as L
from gamesuite.ui.telma.presenter import KEY_TEST_HINT, SetupModel, SetupRow

Bold = QFont.Weight.Bold
ROW_H = L.SETUP_ROW_H
NO_FLASH = PanelStyle(fill="#00000000", border=None, radius=16)
FLASH = PanelStyle(fill="#96ffd45a", border=None, radius=16)
FLASH_MS = 600


class NicknameRow(KitItem):
    """One player's row: colour/shape, name, nickname so far, this round's box, buzzer key and "Change"."""

    edited = Signal(int)  # the player finished typing in their box (Return or focus out)

    def __init__(self, seat: int, colour: str, mark: str) -> None:
        super().__init__(f"setuprow:{seat}", cache=False)
        # draws nothing itself (its children do): Qt skips it, and a change of its model repaints only the
        # children that changed, not its whole area
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents)
        self.seat = seat
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.flash_bg = PanelItem(L.SETUP_W - 80, ROW_H - 8, NO_FLASH)
        self.token = TokenItem(24, colour, mark=mark)
        self.token.setPos(34, ROW_H / 2 - 4)
        self.name_label = LabelItem("", 260, ROW_H - 12, size=32, weight=Bold, colour=theme.INK, align=LEFT)
        self.name_label.setPos(70, 2)
        self.so_far = LabelItem("", 430, ROW_H - 12, size=30, colour=theme.INK, align=RIGHT)
        self.so_far.setPos(340, 2)
        self.key_label = LabelItem(translate("telma", "Key"), 90, ROW_H - 12, size=28, colour=theme.INK, align=RIGHT)
        self.key_label.setPos(1320, 2)
        self.key_cap = LabelItem("", 70, 62, size=40, weight=Bold, colour=theme.INK, background="#ffffff")
        self.key_cap.setPos(1424, 7)
        self.change = ButtonItem(translate("telma", "Change"), 160, 62, colour="#dcd5c3", size=26, key=f"change:{seat}")
        self.change.setPos(1506, 7)
        for item in (self.flash_bg, self.token, self.name_label, self.so_far, self.key_label, self.key_cap,
                     self.change):
            item.setParentItem(self)
        self.synced: tuple[int, str | None] | None = None  # (round, value) last copied from the game
        self.edit = QLineEdit()
        self.edit.setMaxLength(40)
        self.edit.setFixedSize(L.FIELD_W, ROW_H - 18)
        self.edit.setFont(theme.font(32))
        self.edit.setAccessibleName(translate("telma", "Nickname, seat {number}").format(number=seat + 1))
        self.set_error(False)
        self.edit.editingFinished.connect(self._edited)
        self.proxy = QGraphicsProxyWidget(self)
        self.proxy.setWidget(self.edit)
        self.proxy.setPos(790, 5)
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self._flash_over)

    def bounds(self) -> QRectF:
        return QRectF(0, 0, L.SETUP_W - 80, ROW_H)

    def paint(self, painter: Any, option: Any, widget: Any = None) -> None:
        return

    @Slot()
    def _edited(self) -> None:
        self.edited.emit(self.seat)

    def model_did_change(self, old: object, new: object) -> None:
        assert isinstance(new, SetupRow)
        self.name_label.set_text(new.name)
        self.so_far.set_text(new.so_far)
        self.so_far.setVisible(not new.wide)
        self.edit.setFixedWidth(L.FIELD_WIDE_W if new.wide else L.FIELD_W)
        self.proxy.setPos(360 if new.wide else 790, 5)
        # overwrite what a player typed only when the game's value really changed (undo, a new round)
        if (new.round, new.value) != self.synced and not self.edit.hasFocus():
            self.edit.setText(new.value or "")
        self.synced = (new.round, new.value)
        self.edit.setPlaceholderText(new.placeholder)
        self.key_cap.set_text(new.key_cap)
        self.change.set_text(new.change)
        if not self._flash_timer.isActive():
            self.flash_bg.apply(FLASH if new.lit else NO_FLASH)

    def text(self) -> str:
        """What the box holds, spaces normalised."""
        return " ".join(self.edit.text().split())

    def set_error(self, on: bool) -> None:
        border = "#e05a4f" if on else "#9c978a"
        self.edit.setStyleSheet(f"QLineEdit {{ background: #ffffff; color: #1d1c1a; border: 3px solid {border};"
                                " border-radius: 10px; padding: 2px 12px; }")

    def flash(self) -> None:
        """Light the row for a moment (a key test, or a suggestion just put in the box)."""
        self.flash_bg.apply(FLASH)
        self._flash_timer.start(FLASH_MS)

    @Slot()
    def _flash_over(self) -> None:
        lit = isinstance(self.model, SetupRow) and self.model.lit
        self.flash_bg.apply(FLASH if lit else NO_FLASH)

    def forget(self) -> None:
        """Empty the box (the panel is hidden while the round is played: no nickname stays on the table)."""
        self.edit.clear()
        self.synced = None


class SetupPanel(KitItem):
    """The nickname and key set-up for the current round; ``apply(SetupModel)``."""

    h = Geometry()  # grows with the players' rows

    def __init__(self, players: list[tuple[str, str]]) -> None:
        super().__init__("setup", cache=False)
        # draws nothing itself (its children do): Qt skips it, and a change of its model repaints only the
        # children that changed, not its whole area
        self.setFlag(self.GraphicsItemFlag.ItemHasNoContents)
        self.setAcceptHoverEvents(False)
        self.n = len(players)
        self.h = 250 + self.n * ROW_H + 120
        self.scrim = PanelItem(SCENE_W + 400, SCENE_H + 400, PanelStyle(fill="#96000000", border=None, radius=0))
        self.bg = PanelItem(L.SETUP_W, self.h, PanelStyle(fill=theme.BOARD.name(), border="#3b3a36", border_width=3,
                                                          radius=28))
        self.title = LabelItem("", L.SETUP_W - 80, 70, size=52, weight=Bold, colour=theme.INK)
        self.title.setPos(40, 22)
        self.hint = LabelItem("", L.SETUP_W - 80, 44, size=30, colour="#3b3a36")
        self.hint.setPos(40, 94)
        self.news = LabelItem("", L.SETUP_W - 80, 50, size=32, weight=Bold, colour=theme.INK,
                              background=theme.HIGHLIGHT)
        self.news.setPos(40, 144)
        self.rows = [NicknameRow(seat, colour, mark) for seat, (colour, mark) in enumerate(players)]
        self.test_hint = LabelItem(translate("telma", KEY_TEST_HINT), 1000, 60, size=26, colour="#3b3a36", align=LEFT)
        start = translate("telma", "Start round {number}").format(number=1)
        self.start = ButtonItem(start, 520, 84, colour=theme.OK, size=38, key="button:start")
        for item in (self.scrim, self.bg, self.title, self.hint, self.news, *self.rows, self.test_hint, self.start):
            item.setParentItem(self)
        self._relayout(False)

    def _relayout(self, with_news: bool) -> None:
        """Rows under the title (and under the news line when there is one)."""
        top = 206 if with_news else 150
        for seat, row in enumerate(self.rows):
            row.setPos(40, top + seat * ROW_H)
        foot_y = top + self.n * ROW_H + 24
        self.test_hint.setPos(44, foot_y + 10)
        self.start.setPos(L.SETUP_W - 560, foot_y)
        h = foot_y + 84 + 30
        if h != self.h:
            self.prepareGeometryChange()
            self.h = h
        self.bg.set_size(L.SETUP_W, self.h)
        self.setPos(L.SETUP_X, L.setup_y(self.h))
        self.scrim.setPos(-self.pos().x() - 200, -self.pos().y() - 200)

    def bounds(self) -> QRectF:
        return QRectF(0, 0, L.SETUP_W, self.h)

    def paint(self, painter: Any, option: Any, widget: Any = None) -> None:
        return

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        # a click on the panel's background takes the focus out of the boxes, so keys test buzzers
        self.release_focus()
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt API
        event.accept()

    def release_focus(self) -> None:
        for row in self.rows:
            row.edit.clearFocus()
        if self.scene() is not None:
            self.scene().setFocusItem(None)

    def model_did_change(self, old: object, new: object) -> None:
        assert isinstance(new, SetupModel)
        visible = new.visible
        self.setVisible(visible)
        for row in self.rows:
            row.proxy.setVisible(visible)
        if not visible:
            for row in self.rows:
                row.forget()
            self.news.set_text("")
            return
        self.title.set_text(new.title)
        self.hint.set_text(new.hint)
        self.news.setVisible(bool(new.news))
        self.news.set_text(new.news)
        self._relayout(bool(new.news))
        self.start.set_text(new.start)
        for row, row_model in zip(self.rows, new.rows, strict=True):
            row.apply(row_model)

    def any_field_focused(self) -> bool:
        return any(row.edit.hasFocus() for row in self.rows)
