"""The Quiz Club table screen: score track, round indicator, character cards, the focus board.

Layout of the 1920 x 1080 scene: the score track runs around the edge like the printed board;
inside it, the round indicator and the round's rule on top, the focus board (whose turn, the
question being asked, the last result) in the middle, and one seat per player at the bottom
(character card face up or down, disc, score, starting player card, hand size).

Everything here is drawn from the TABLE view (see ``QuizTable.update``): no hand and no
solution before the verdict can reach these items.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gamesuite.ui import theme
from gamesuite.ui.quizclub import art
from gamesuite.ui.quizclub.board import DIFFICULTY_WORDS, board_model, round_rule
from gamesuite.ui.scene import ButtonItem, CardItem, LabelItem, TableScene, TokenItem, TrackItem
from gamesuite.ui.scene.animation import AnimatedObject, reduce_motion, track

# Scene geometry (scene units).
TRACK_RECT = QRectF(20, 20, 1880, 1040)
TRACK_CELL = 84
INNER = QRectF(120, 116, 1680, 848)
TOP_H = 72
BOARD_RECT = QRectF(120, 200, 1680, 440)
SEATS_RECT = QRectF(120, 652, 1680, 312)
DISC_RADIUS = 21
OBJECTION_BAR = 92  # the bottom of the board kept free for the objection buttons

LEFT_TOP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
LEFT_MID = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT_MID = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter
MUTED_INK = QColor("#4a4741")


def draw_text(p: QPainter, rect: QRectF, text: str, size: float, *, weight: QFont.Weight = QFont.Weight.Normal,
              colour: QColor | str = theme.INK, align: Qt.AlignmentFlag = LEFT_MID, wrap: bool = False,
              minimum: float | None = None) -> float:
    """Draw ``text`` in ``rect``, shrinking the font (down to ``minimum``) until it fits.

    Returns the height the text used. Single-line text that still does not fit is elided.
    """
    if not text:
        return 0.0
    minimum = minimum if minimum is not None else size * 0.6
    flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    s = size
    while True:
        f = theme.font(s, weight)
        fm = QFontMetricsF(f)
        if wrap:
            br = fm.boundingRect(QRectF(0, 0, rect.width(), 100_000), flags, text)
            fits = br.height() <= rect.height() + 1
            used = br.height()
        else:
            fits = fm.horizontalAdvance(text) <= rect.width()
            used = fm.height()
        if fits or s <= minimum:
            break
        s -= 1
    p.setFont(f)
    p.setPen(QColor(colour))
    shown = text if wrap or fits else fm.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    p.drawText(rect, flags, shown)
    return min(used, rect.height())


def text_height(text: str, width: float, size: float, weight: QFont.Weight = QFont.Weight.Normal) -> float:
    fm = QFontMetricsF(theme.font(size, weight))
    return fm.boundingRect(QRectF(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text).height()


# ---------------------------------------------------------------------------------- score track


class ScoreTrack(TrackItem):
    """The score track with the players' discs: a disc walks space by space when it scores."""

    def __init__(self, final_space: int, markers: tuple[int, ...]) -> None:
        super().__init__(final_space + 1, TRACK_RECT.width(), TRACK_RECT.height(), cell=TRACK_CELL,
                         number_every=5, markers=markers, final=final_space)
        self.final_space = final_space
        self._walks: dict[object, int] = {}
        self.start_label = ""  # drawn small in the corner instead, so the discs on Start do not hide it

    def set_disc(self, key: object, piece: QGraphicsObject, score: int, *, animate: bool) -> None:
        index = max(0, min(int(score), self.final_space))
        if piece.parentItem() is not self:
            piece.setParentItem(self)
        old = self._pieces.get(key)
        if old is not None and old[1] != index and animate:
            self._walks[key] = old[1]
        self._pieces[key] = (piece, index)

    def disc_index(self, key: object) -> int | None:
        entry = self._pieces.get(key)
        return entry[1] if entry else None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        start = self.space_rect(0)
        draw_text(painter, QRectF(start.left() + 8, start.top() + 2, start.width() - 16, 24), "START", 20,
                  weight=QFont.Weight.Bold, colour=QColor("#2c5a4c"))

    def slot_positions(self, index: int, n: int) -> list[QPointF]:
        """Centres for ``n`` discs sharing a space: the grid with the widest spacing."""
        rect = self.space_rect(index).adjusted(4, 4, -4, -4)
        if index == 0:
            rect.setTop(rect.top() + 18)  # below the START label
        best = (1, n, 0.0)
        for cols in range(1, n + 1):
            rows = math.ceil(n / cols)
            spacing = min(rect.width() / cols, rect.height() / rows)
            if spacing > best[2]:
                best = (cols, rows, spacing)
        cols, rows, _ = best
        out = []
        for i in range(n):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            x = rect.left() + rect.width() * (c + 0.5 + (cols - in_row) / 2) / cols
            y = rect.top() + rect.height() * (r + 0.5) / rows
            out.append(QPointF(x, y))
        return out

    def _arrange(self, animate: bool) -> None:
        by_space: dict[int, list[tuple[object, QGraphicsObject]]] = {}
        for key, (piece, idx) in sorted(self._pieces.items(), key=lambda kv: str(kv[0])):
            by_space.setdefault(idx, []).append((key, piece))
        for idx, group in by_space.items():
            for i, ((key, piece), pos) in enumerate(zip(group, self.slot_positions(idx, len(group)), strict=True)):
                piece.setZValue(10 + i)
                start = self._walks.pop(key, None)
                if start is not None and animate:
                    self._walk(piece, start, idx, pos)
                elif isinstance(piece, AnimatedObject):
                    piece.move_to(pos, 300 if animate else 0)
                else:
                    piece.setPos(pos)
        self._walks.clear()

    def _walk(self, piece: QGraphicsObject, start: int, end: int, final: QPointF) -> None:
        """Slide through every space between ``start`` and ``end`` (a figure walking the track)."""
        if isinstance(piece, AnimatedObject):
            old = piece._anims.pop(b"pos", None)
            if old is not None:
                old.stop()
        if reduce_motion() or self.scene() is None:
            piece.setPos(final)
            return
        step = 1 if end > start else -1
        points = [self.space_centre(i) for i in range(start + step, end, step)] + [final]
        n = len(points)
        anim = QPropertyAnimation(piece, b"pos", piece)
        anim.setDuration(min(1100, 150 + 120 * n))
        anim.setStartValue(piece.pos())
        for k, point in enumerate(points[:-1]):
            anim.setKeyValueAt((k + 1) / n, point)
        anim.setEndValue(final)
        if isinstance(piece, AnimatedObject):
            piece._anims[b"pos"] = anim
        track(anim)
        anim.start()

    def relayout(self, animate: bool) -> None:
        self._arrange(animate)


# ---------------------------------------------------------------------------------- round indicator


class RoundTrack(AnimatedObject):
    """Six round spaces, cooperative (linked rings, green) and competitive (arrows, orange)."""

    SPACE_W = 84
    GAP = 8

    def __init__(self, rounds: int = 6) -> None:
        super().__init__()
        self.rounds = rounds
        self.current = 1
        self.marker = TokenItem(13, "#c8975a")
        self.marker.setParentItem(self)
        self.marker.setZValue(5)
        self.marker.setPos(self._marker_pos(1))

    @property
    def width(self) -> float:
        return self.rounds * (self.SPACE_W + self.GAP) - self.GAP

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-8, -8, self.width + 16, TOP_H + 16)

    def _space(self, r: int) -> QRectF:
        return QRectF((r - 1) * (self.SPACE_W + self.GAP), 0, self.SPACE_W, TOP_H)

    def _marker_pos(self, r: int) -> QPointF:
        rect = self._space(r)
        return QPointF(rect.right() - 6, rect.top() + 6)

    def set_round(self, r: int, *, animate: bool = True) -> None:
        if r != self.current:
            self.current = r
            self.marker.move_to(self._marker_pos(r), 320 if animate else 0)
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for r in range(1, self.rounds + 1):
            rect = self._space(r)
            coop = r % 2 == 1
            colour = art.COOPERATIVE if coop else art.COMPETITIVE
            past = r < self.current
            fill = art.tint(colour, 0.78 if not past else 0.9)
            painter.setPen(QPen(colour.darker(130), 2))
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, 12, 12)
            draw_text(painter, QRectF(rect.left() + 6, rect.top() + 2, rect.width() * 0.5, 40), str(r), 32,
                      weight=QFont.Weight.Bold, colour=theme.INK if not past else MUTED_INK)
            art.paint_round_icon(painter, QRectF(rect.left() + 10, rect.bottom() - 36, rect.width() - 20, 32), coop,
                                 colour.darker(115))
            if r == self.current:
                painter.setPen(QPen(theme.HIGHLIGHT, 6))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 15, 15)


# ---------------------------------------------------------------------------------- seats


class HandCount(AnimatedObject):
    """A small stack of card backs with the number of cards in a hand."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, 64, 40)

    def set_count(self, n: int) -> None:
        if n != self.count:
            self.count = n
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k in range(2):
            painter.setPen(QPen(QColor("#f4eedf"), 1.5))
            painter.setBrush(QColor("#5a3d6b"))
            painter.drawRoundedRect(QRectF(2 + k * 5, 4 - k * 3, 22, 31), 4, 4)
        draw_text(painter, QRectF(32, 0, 32, 40), str(self.count), 28, weight=QFont.Weight.Bold,
                  colour=theme.INK_ON_FELT)


class SeatItem(AnimatedObject):
    """One player's place: status pill, character card, disc, score, starting card, hand size, name."""

    SIDE_W = 64

    def __init__(self, seat: int, player: dict[str, Any]) -> None:
        super().__init__()
        self.seat = seat
        self.colour = QColor(player["colour"])
        self.character = player["character"]
        self.w = 200.0
        self.h = SEATS_RECT.height()
        name = player["character_name"]
        self.card = CardItem(150, face_painter=lambda p, r: art.paint_character_face(
            p, r, self.character, name, self.colour, self.seat), back_colour="#4a4d52", back_label="asked",
            face_up=True, key=seat)
        self.card.setParentItem(self)
        self.disc = TokenItem(22, self.colour, mark=art.player_shape(seat))
        self.disc.setParentItem(self)
        self.score = LabelItem("0", self.SIDE_W, 44, size=36, weight=QFont.Weight.Bold)
        self.score.setParentItem(self)
        self.points_word = LabelItem("points", self.SIDE_W, 24, size=18, colour=theme.MUTED_ON_FELT)
        self.points_word.setParentItem(self)
        self.start_card = CardItem(42, face_painter=art.paint_starting_card, face_up=True)
        self.start_card.setGraphicsEffect(None)
        self.start_card.setParentItem(self)
        self.hand = HandCount()
        self.hand.setParentItem(self)
        self.pill = LabelItem("", 150, 36, size=24, weight=QFont.Weight.Bold)
        self.pill.setParentItem(self)
        self.name = LabelItem(player["name"], 200, 40, size=30, weight=QFont.Weight.Bold)
        self.name.setParentItem(self)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass

    def lay_out(self, width: float) -> None:
        self.prepareGeometryChange()
        self.w = width
        pill_h, name_h = 36, 40
        card_h_max = self.h - pill_h - name_h - 14
        cw = max(90.0, min(card_h_max * 63 / 88, width - self.SIDE_W - 22))
        self.card.set_size(cw)
        group_w = cw + 10 + self.SIDE_W
        x0 = (width - group_w) / 2
        self.pill.w = min(width - 8, max(cw + 40, 150))
        self.pill.setPos(x0 + cw / 2 - self.pill.w / 2, 0)
        card_y = pill_h + 6
        self.card.setPos(x0, card_y)
        side_x = x0 + cw + 10
        self.disc.setPos(side_x + self.SIDE_W / 2, card_y + 24)
        self.score.setPos(side_x, card_y + 48)
        self.points_word.setPos(side_x, card_y + 88)
        self.start_card.setPos(side_x + (self.SIDE_W - self.start_card.width) / 2, card_y + 114)
        name_y = card_y + self.card.height + 6
        if self.card.height >= 114 + self.start_card.height + 42:  # room for all in the side column
            self.hand.setPos(side_x, card_y + self.card.height - 40)
            self.name.w = width - 8
            self.name.setPos(4, name_y)
        else:  # narrow seats (many players): the hand size goes beside the name
            hand_w = self.hand.boundingRect().width()
            self.name.w = width - hand_w - 12
            self.name.setPos(4, name_y)
            self.hand.setPos(width - hand_w - 4, name_y)

    def update_from(self, p: dict[str, Any], *, status: str, tone: str, highlighted: bool,
                    show_face: bool = False) -> None:
        self.card.flip(bool(p["face_up"]) or show_face)
        self.card.set_highlighted(highlighted)
        self.disc.set_highlighted(highlighted)
        self.score.set_text(str(p["score"]))
        self.points_word.set_text("point" if p["score"] == 1 else "points")
        self.start_card.setVisible(bool(p["starting_player"]))
        self.hand.set_count(int(p["hand_size"]))
        self.pill.set_text(status)
        bg, ink = {
            "asker": (theme.HIGHLIGHT, theme.INK),
            "asked": (QColor("#ffffff"), theme.INK),
            "open": (QColor("#2f6b59"), theme.INK_ON_FELT),
            "done": (None, theme.MUTED_ON_FELT),
            "alert": (theme.DANGER, QColor("#ffffff")),
            "winner": (theme.HIGHLIGHT, theme.INK),
        }[tone]
        self.pill.set_colours(ink, bg)


# ---------------------------------------------------------------------------------- the focus board


class FocusBoard(AnimatedObject):
    """The light board in the middle: whose turn, the question being asked, the last result."""

    def __init__(self) -> None:
        super().__init__()
        self.w = BOARD_RECT.width()
        self.h = BOARD_RECT.height()
        self.model: dict[str, Any] = {"mode": "turn", "title": "", "subtitle": "", "result": None}
        self.colours: list[QColor] = []
        self.shapes: list[str] = []
        self.button_space = 0.0  # room kept free at the top right for the "continue" button

    def set_button_space(self, width: float) -> None:
        if width != self.button_space:
            self.button_space = width
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def set_model(self, model: dict[str, Any]) -> None:
        if model != self.model:
            self.model = model
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        painter.setPen(QPen(QColor("#c9bfa6"), 2))
        painter.setBrush(theme.BOARD)
        painter.drawRoundedRect(rect, 24, 24)
        mode = self.model.get("mode")
        if mode == "question":
            self._paint_question(painter)
        elif mode == "over":
            self._paint_over(painter)
        else:
            self._paint_turn(painter)

    # -- turn: whose turn, and the last result ---------------------------------------------------
    def _paint_turn(self, p: QPainter) -> None:
        m = self.model
        text_w = self.w - 64 - self.button_space
        draw_text(p, QRectF(32, 16, text_w, 60), m.get("title", ""), 46, weight=QFont.Weight.Bold)
        draw_text(p, QRectF(32, 78, text_w, 44), m.get("subtitle", ""), 30, colour=MUTED_INK)
        box = QRectF(24, 134, self.w - 48, self.h - 134 - 22)
        result = m.get("result")
        if result is None:
            self._paint_welcome(p, box)
        else:
            self._paint_result(p, box, result)

    def _paint_welcome(self, p: QPainter, box: QRectF) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ebe3cf"))
        p.drawRoundedRect(box, 18, 18)
        steps = [("1", "Choose a fellow player who has not been asked this round"),
                 ("2", "Ask one question from a card in your hand: \u2022 easy, \u2022\u2022 medium, "
                       "\u2022\u2022\u2022 hard"),
                 ("3", "Move the discs up the track; the player asked turns her character card")]
        row_h = (box.height() - 24) / 3
        for i, (num, text) in enumerate(steps):
            y = box.top() + 12 + i * row_h
            centre = QPointF(box.left() + 46, y + row_h / 2)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#173b32"))
            p.drawEllipse(centre, 24, 24)
            draw_text(p, QRectF(centre.x() - 24, centre.y() - 24, 48, 48), num, 30, weight=QFont.Weight.Bold,
                      colour=theme.INK_ON_FELT, align=CENTRE)
            draw_text(p, QRectF(box.left() + 90, y, box.width() - 110, row_h), text, 32)

    def _paint_result(self, p: QPainter, box: QRectF, r: dict[str, Any]) -> None:
        correct = r.get("correct")
        colour = art.CORRECT if correct else art.WRONG if correct is False else QColor("#3d7dd8")
        p.setPen(QPen(colour, 3))
        p.setBrush(QColor("#fffdf7"))
        p.drawRoundedRect(box, 18, 18)
        icon = QRectF(box.left() + 22, box.top() + 20, 96, 96)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawEllipse(icon)
        if correct is None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#ffffff"))
            from gamesuite.ui.scene.shapes import star

            p.drawPath(star(icon.center().x(), icon.center().y(), 34))
        else:
            art.paint_check(p, icon.adjusted(16, 16, -16, -16), bool(correct))
        x = icon.right() + 26
        w = box.right() - x - 24
        y = box.top() + 14
        draw_text(p, QRectF(x, y, w * 0.45, 58), r.get("headline", ""), 46, weight=QFont.Weight.Bold,
                  colour=colour.darker(115))
        draw_text(p, QRectF(x + w * 0.45, y, w * 0.55, 58), r.get("points", ""), 36, weight=QFont.Weight.Bold,
                  align=RIGHT_MID)
        y += 60
        if r.get("meta"):
            draw_text(p, QRectF(x, y, w, 34), r["meta"], 26, colour=MUTED_INK)
            y += 38
        lines = [(r.get("text", ""), 28, QFont.Weight.Normal, theme.INK, True)]
        if r.get("answer"):
            lines.append((f"Answer: {r['answer']}", 32, QFont.Weight.Bold, theme.INK, True))
        if r.get("said"):
            lines.append((r["said"], 28, QFont.Weight.DemiBold, MUTED_INK, False))
        if r.get("reason"):
            lines.append((r["reason"], 26, QFont.Weight.DemiBold, art.WRONG.darker(120), True))
        self._stack(p, QRectF(x, y, w, box.bottom() - 12 - y), lines)

    def _stack(self, p: QPainter, area: QRectF,
               lines: list[tuple[str, float, QFont.Weight, QColor, bool]]) -> None:
        """Draw lines top to bottom, shrinking all of them together until they fit ``area``."""
        lines = [line for line in lines if line[0]]
        if not lines:
            return
        scale = 1.5  # as large as the box allows, never below ~60%
        while scale > 0.62:
            total = sum(text_height(t, area.width(), s * scale, wt) + 6 for t, s, wt, _, _ in lines)
            if total <= area.height():
                break
            scale -= 0.04
        y = area.top()
        for text, size, weight, colour, wrap in lines:
            h = text_height(text, area.width(), size * scale, weight) if wrap else \
                QFontMetricsF(theme.font(size * scale, weight)).height()
            h = min(h, area.bottom() - y)
            if h <= 4:
                break
            draw_text(p, QRectF(area.left(), y, area.width(), h), text, size * scale, weight=weight, colour=colour,
                      align=LEFT_TOP, wrap=wrap, minimum=size * scale * 0.8)
            y += h + 6

    # -- the question being asked ---------------------------------------------------------------
    def _paint_question(self, p: QPainter) -> None:
        m = self.model
        q = m["question"]
        band_h = 68.0
        colour = art.category_colour(q.get("category", ""))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        band = QRectF(0, 0, self.w, band_h)
        p.save()
        p.setClipRect(band)
        p.drawRoundedRect(QRectF(0, 0, self.w, band_h + 30), 24, 24)
        p.restore()
        ink = theme.text_colour_on(colour)
        title = q.get("category_title", "")
        type_title = q.get("type_title", "")
        draw_text(p, QRectF(30, 0, self.w * 0.6, band_h), f"{title}  \u00b7  {type_title}", 34,
                  weight=QFont.Weight.Bold, colour=ink)
        d = int(q.get("difficulty", 1))
        word = DIFFICULTY_WORDS.get(d, "")
        draw_text(p, QRectF(self.w - 200, 0, 170, band_h), word, 32, weight=QFont.Weight.Bold, colour=ink,
                  align=RIGHT_MID)
        art.paint_dots(p, QPointF(self.w - 320, band_h / 2), d, 12, ink)
        draw_text(p, QRectF(self.w * 0.6, 0, self.w * 0.4 - 340, band_h), m.get("title", ""), 28,
                  weight=QFont.Weight.DemiBold, colour=ink, align=RIGHT_MID)
        top = band_h + 16
        bottom = self.h - 16
        if m.get("objection"):
            bottom -= OBJECTION_BAR
        footer_lines = self._footer_lines()
        footer_h = sum(h for _, h, *_ in footer_lines)
        footer_top = bottom - footer_h
        # the question text and its choices fill what is left
        choices = q.get("options") or q.get("terms") or []
        area = QRectF(32, top, self.w - 64, footer_top - top - 10)
        if choices:
            grid_h = min(128.0, area.height() * 0.5)
            text_area = QRectF(area.left(), area.top(), area.width(), area.height() - grid_h - 8)
            self._paint_choices(p, QRectF(area.left(), area.bottom() - grid_h, area.width(), grid_h), q, choices)
        else:
            hint_h = 40.0 if m.get("hint") else 0.0
            text_area = QRectF(area.left(), area.top(), area.width(), area.height() - hint_h)
            if hint_h:
                draw_text(p, QRectF(area.left(), area.bottom() - hint_h, area.width(), hint_h), m["hint"], 28,
                          colour=MUTED_INK, weight=QFont.Weight.DemiBold)
        text = q.get("text") or "The question is read out loud."
        self._paint_question_text(p, text_area, text)
        y = footer_top
        for text, h, size, weight, colour, icon in footer_lines:
            x = 32
            if icon is not None:
                c = art.CORRECT if icon else art.WRONG
                centre = QPointF(x + h * 0.42, y + h / 2)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(c)
                p.drawEllipse(centre, h * 0.42, h * 0.42)
                art.paint_check(p, QRectF(centre.x() - h * 0.28, centre.y() - h * 0.28, h * 0.56, h * 0.56), icon)
                x += h + 8
            draw_text(p, QRectF(x, y, self.w - x - 32, h), text, size, weight=weight, colour=colour)
            y += h

    def _paint_question_text(self, p: QPainter, area: QRectF, text: str) -> None:
        """The question as large as it fits (52 down to 24), centred in the height it has."""
        size = 52.0
        while size > 24 and text_height(text, area.width(), size, QFont.Weight.DemiBold) > area.height():
            size -= 2
        h = min(area.height(), text_height(text, area.width(), size, QFont.Weight.DemiBold))
        rect = QRectF(area.left(), area.top() + (area.height() - h) / 2, area.width(), h)
        draw_text(p, rect, text, size, weight=QFont.Weight.DemiBold, align=LEFT_TOP, wrap=True, minimum=22)

    def _footer_lines(self) -> list[tuple[str, float, float, QFont.Weight, QColor, bool | None]]:
        m = self.model
        phase = m.get("phase")
        lines: list[tuple[str, float, float, QFont.Weight, QColor, bool | None]] = []
        if phase == "answer":
            lines.append((m.get("footer", ""), 56, 40, QFont.Weight.Bold, theme.INK, None))
        elif phase == "objection":
            lines.append((m.get("said", ""), 48, 34, QFont.Weight.Bold, theme.INK, None))
            lines.append((m.get("footer", ""), 44, 32, QFont.Weight.DemiBold, MUTED_INK, None))
        elif phase == "verdict":
            verdict = bool(m.get("app_verdict"))
            judged = "the app says: correct" if verdict else "the app says: wrong"
            lines.append((f"{m.get('said', '')}  \u2192  {judged}", 50, 34, QFont.Weight.Bold,
                          art.CORRECT.darker(120) if verdict else art.WRONG.darker(115), verdict))
            q = m.get("question") or {}
            if m.get("answer") and q.get("type") != "multiple_choice":
                lines.append((f"Answer: {m['answer']}", 44, 30, QFont.Weight.DemiBold, theme.INK, None))
            lines.append((m.get("footer", ""), 38, 26, QFont.Weight.Normal, MUTED_INK, None))
        return lines

    def _paint_choices(self, p: QPainter, area: QRectF, q: dict[str, Any], choices: list[str]) -> None:
        m = self.model
        solution = m.get("solution") or {}
        correct_letter = solution.get("answer") if q.get("type") == "multiple_choice" else None
        said_letter = m.get("said_letter")
        order = solution.get("order") or []
        cell_w = (area.width() - 16) / 2
        cell_h = (area.height() - 8) / 2
        for i, text in enumerate(choices[:4]):
            letter = "ABCD"[i]
            r, c = divmod(i, 2)
            cell = QRectF(area.left() + c * (cell_w + 16), area.top() + r * (cell_h + 8), cell_w, cell_h)
            is_correct = correct_letter == letter
            fill = QColor("#dff2e5") if is_correct else QColor("#ffffff")
            p.setPen(QPen(art.CORRECT if is_correct else QColor("#cfc6b0"), 4 if is_correct else 2))
            p.setBrush(fill)
            p.drawRoundedRect(cell, 14, 14)
            if said_letter == letter and not is_correct:
                p.setPen(QPen(art.WRONG, 4, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(cell.adjusted(2, 2, -2, -2), 12, 12)
            badge = QRectF(cell.left() + 10, cell.center().y() - 22, 44, 44)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(art.CORRECT if is_correct else QColor("#173b32"))
            p.drawEllipse(badge)
            draw_text(p, badge, letter, 28, weight=QFont.Weight.Bold, colour="#ffffff", align=CENTRE)
            right_pad = 16
            if is_correct:
                art.paint_check(p, QRectF(cell.right() - 52, cell.center().y() - 20, 40, 40), True, art.CORRECT)
                right_pad = 60
            if order and letter in order:
                pos = order.index(letter) + 1
                draw_text(p, QRectF(cell.right() - 96, cell.top(), 84, cell.height()), f"#{pos}", 30,
                          weight=QFont.Weight.Bold, colour=art.CORRECT.darker(120), align=RIGHT_MID)
                right_pad = 100
            draw_text(p, QRectF(badge.right() + 14, cell.top() + 2, cell.width() - 68 - right_pad, cell.height() - 4),
                      text, 30, weight=QFont.Weight.DemiBold, wrap=True, minimum=18)

    # -- the end of the game ---------------------------------------------------------------------
    def _paint_over(self, p: QPainter) -> None:
        m = self.model
        draw_text(p, QRectF(32, 16, self.w - 64, 64), m.get("title", ""), 48, weight=QFont.Weight.Bold)
        draw_text(p, QRectF(32, 82, self.w - 64, 40), m.get("subtitle", ""), 28, colour=MUTED_INK)
        rows = m.get("standings", [])
        if not rows:
            return
        box = QRectF(24, 134, self.w - 48, self.h - 134 - 22)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ebe3cf"))
        p.drawRoundedRect(box, 18, 18)
        cols = 1 if len(rows) <= 4 else 2
        per_col = math.ceil(len(rows) / cols)
        row_h = min(64.0, (box.height() - 20) / per_col)
        col_w = (box.width() - 40) / cols
        for i, (seat, name, score, winner) in enumerate(rows):
            c, r = divmod(i, per_col)
            y = box.top() + 10 + r * row_h
            x = box.left() + 20 + c * col_w
            colour = self.colours[seat] if seat < len(self.colours) else QColor("#888888")
            centre = QPointF(x + 28, y + row_h / 2)
            p.setPen(QPen(colour.darker(150), 2))
            p.setBrush(colour)
            p.drawEllipse(centre, 22, 22)
            ink = theme.text_colour_on(colour)
            p.setPen(QPen(ink, 1))
            p.setBrush(ink)
            from gamesuite.ui.scene.shapes import shape_path

            p.drawPath(shape_path(art.player_shape(seat), centre.x(), centre.y(), 9))
            draw_text(p, QRectF(x + 64, y, col_w * 0.5, row_h), f"{i + 1}. {name}", 34, weight=QFont.Weight.Bold)
            label = f"{score} point{'s' if score != 1 else ''}" + ("  \u2605 winner" if winner else "")
            draw_text(p, QRectF(x + 64 + col_w * 0.45, y, col_w * 0.5 - 80, row_h), label, 32,
                      weight=QFont.Weight.DemiBold if winner else QFont.Weight.Normal, align=RIGHT_MID)


# ---------------------------------------------------------------------------------- the whole table


class QuizTable:
    """Builds the scene once and updates its items from each TABLE view."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.scene = TableScene()
        lines = tuple(int(m) for m in view["track"]["marker_lines"])
        final = int(view["track"]["final_space"])
        self.track = ScoreTrack(final, lines)
        self.track.setPos(TRACK_RECT.topLeft())
        self.scene.addItem(self.track)
        self.rounds = RoundTrack(int(view.get("rounds", 6)))
        self.rounds.setPos(INNER.left(), INNER.top())
        self.scene.addItem(self.rounds)
        banner_x = INNER.left() + self.rounds.width + 28
        piles_w = 220.0
        banner_w = INNER.right() - banner_x - piles_w - 20
        self.banner = LabelItem("", banner_w, 42, size=38, weight=QFont.Weight.Bold,
                                align=LEFT_MID)
        self.banner.setPos(banner_x, INNER.top() - 4)
        self.scene.addItem(self.banner)
        self.rule = LabelItem("", banner_w, 32, size=24, weight=QFont.Weight.DemiBold, colour=theme.MUTED_ON_FELT,
                              align=LEFT_MID)
        self.rule.setPos(banner_x, INNER.top() + 40)
        self.scene.addItem(self.rule)
        self.pile = CardItem(46, back_colour="#5a3d6b")
        self.pile.setPos(INNER.right() - piles_w + 6, INNER.top() + 4)
        self.scene.addItem(self.pile)
        self.pile_label = LabelItem("", piles_w - 64, 36, size=28, weight=QFont.Weight.Bold, align=LEFT_MID)
        self.pile_label.setPos(INNER.right() - piles_w + 62, INNER.top() + 2)
        self.scene.addItem(self.pile_label)
        self.pile_sub = LabelItem("in the draw pile", piles_w - 64, 28, size=20, colour=theme.MUTED_ON_FELT,
                                  align=LEFT_MID)
        self.pile_sub.setPos(INNER.right() - piles_w + 62, INNER.top() + 38)
        self.scene.addItem(self.pile_sub)
        self.board = FocusBoard()
        self.board.setPos(BOARD_RECT.topLeft())
        self.board.colours = [QColor(p["colour"]) for p in view["players"]]
        self.scene.addItem(self.board)
        self.seats: list[SeatItem] = []
        self.discs: list[TokenItem] = []
        n = len(view["players"])
        slot = SEATS_RECT.width() / n
        for i, p in enumerate(view["players"]):
            seat = SeatItem(i, p)
            seat.lay_out(slot)
            seat.setPos(SEATS_RECT.left() + i * slot, SEATS_RECT.top())
            self.scene.addItem(seat)
            self.seats.append(seat)
            disc = TokenItem(DISC_RADIUS, p["colour"], mark=art.player_shape(i), key=i)
            self.discs.append(disc)
            self.track.set_disc(i, disc, int(p["score"]), animate=False)
        self.track.relayout(False)
        self.objection_buttons: dict[int | None, ButtonItem] = {}
        self.continue_button: ButtonItem | None = None
        self.show_text = True

    # -- updates ---------------------------------------------------------------------------------
    def update(self, view: dict[str, Any], *, show_text: bool, animate: bool = True) -> dict[str, Any]:
        """Redraw every item from ``view`` (the TABLE view); returns the board model shown."""
        self.show_text = show_text
        coop = view.get("round_type") == "cooperative"
        kind = "Cooperative" if coop else "Competitive"
        self.banner.set_text(f"Round {view['round']} of {view['rounds']} \u00b7 {kind}")
        self.banner.set_colours(art.tint(art.COOPERATIVE, 0.55) if coop else art.tint(art.COMPETITIVE, 0.5))
        self.rule.set_text(round_rule(coop))
        self.rounds.set_round(int(view["round"]), animate=animate)
        draw = int(view["piles"]["draw"])
        self.pile_label.set_text(f"{draw} card{'s' if draw != 1 else ''}")
        self.pile.setVisible(draw > 0)
        model = board_model(view, show_text)
        self.board.set_model(model)
        self._update_seats(view, model)
        for i, p in enumerate(view["players"]):
            self.track.set_disc(i, self.discs[i], int(p["score"]), animate=animate)
            self.discs[i].set_highlighted(bool(p["active"]) and not view.get("over"))
        self.track.relayout(animate)
        return model

    def _update_seats(self, view: dict[str, Any], model: dict[str, Any]) -> None:
        phase = view["phase"]
        askable = set(view.get("askable") or [])
        winners = set(view.get("winners") or [])
        asked = model.get("asked")
        for i, p in enumerate(view["players"]):
            if view.get("over"):
                status, tone = ("\u2605 WINNER", "winner") if i in winners else ("", "done")
            elif p.get("must_discard"):
                status, tone = "discards a card", "alert"
            elif p["active"] and phase != "discard":
                status, tone = "ASKS", "asker"
            elif asked == i:
                status, tone = "ANSWERS", "asked"
            elif i in askable:
                status, tone = "can be asked", "open"
            elif not p["face_up"]:
                status, tone = "asked", "done"
            else:
                status, tone = "", "done"
            highlighted = bool(p["active"]) and phase != "discard" and not view.get("over")
            # at the end everybody turns her character card up again for the final picture
            self.seats[i].update_from(p, status=status, tone=tone, highlighted=highlighted,
                                      show_face=bool(view.get("over")))

    def set_continue_button(self, name: str | None, on_click: Any) -> None:
        """One screen: after a result, "Continue" hands the screen to the next player's gate."""
        if name is None:
            if self.continue_button is not None:
                self.scene.removeItem(self.continue_button)
                self.continue_button = None
            self.board.set_button_space(0)
            return
        text = f"Continue: pass to {name}" if name else "Continue"
        if self.continue_button is not None and self.continue_button.text == text:
            return
        if self.continue_button is not None:
            self.scene.removeItem(self.continue_button)
        width = 560.0
        button = ButtonItem(text, width, 76, colour="#ffd45a", size=32)
        button.setPos(BOARD_RECT.right() - 24 - width, BOARD_RECT.top() + 14)
        button.clicked.connect(on_click)
        self.scene.addItem(button)
        self.continue_button = button
        self.board.set_button_space(width + 24)

    def set_objection_buttons(self, view: dict[str, Any], on_object: Any, on_none: Any) -> None:
        """The table's own input during an intuition answer: who objects, or nobody."""
        wanted = view["phase"] == "objection"
        if not wanted:
            for b in self.objection_buttons.values():
                self.scene.removeItem(b)
            self.objection_buttons = {}
            return
        if self.objection_buttons:
            return
        turn = view.get("turn") or {}
        answering = turn.get("asked")
        objectors = [p for p in view["players"] if p["seat"] != answering]
        n = len(objectors) + 1
        gap = 14.0
        width = (BOARD_RECT.width() - 48 - gap * (n - 1)) / n
        y = BOARD_RECT.bottom() - OBJECTION_BAR + 6
        none = ButtonItem("Nobody objects", width, 72, colour="#3fae6b", size=28)
        none.setPos(BOARD_RECT.left() + 24, y)
        none.clicked.connect(on_none)
        self.scene.addItem(none)
        self.objection_buttons[None] = none
        for k, p in enumerate(objectors):
            seat = int(p["seat"])
            b = ButtonItem(f"{p['name']} objects", width, 72, colour=p["colour"], size=28)
            b.setPos(BOARD_RECT.left() + 24 + (k + 1) * (width + gap), y)
            b.clicked.connect(lambda s=seat: on_object(s))
            self.scene.addItem(b)
            self.objection_buttons[seat] = b
