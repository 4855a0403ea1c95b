"""One card of the asker's hand, painted in a single widget (its buttons are real QPushButtons).

A hand of five cards shows fifteen questions with their answers; as separate word-wrapped
labels that is hundreds of styled widgets, rebuilt after every click. Painting each card
keeps a panel rebuild in the tens of milliseconds. The card shows the chosen side only:
category, whose card it is (portrait), and per question its dots, type, text and solution —
the correct answer in green with a drawn tick.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHideEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QStaticText,
    QTextOption,
    QTransform,
)
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from gamesuite.i18n import translate
from gamesuite.rules.quizclub.judge import format_number
from gamesuite.ui import theme
from gamesuite.ui.quizclub import art
from gamesuite.ui.quizclub.presenter import difficulty_word, title_words

LETTERS = ("A", "B", "C", "D")
GREEN = "#1f6e3f"
MUTED = "#4a4741"
INK = "#1d1c1a"
PAD = 12
HEADER_H = 50
GAP = 10
BOX_PAD = 10
LINE_GAP = 5
BUTTON_H = 52
INDENT = 26


@dataclass(frozen=True)
class Line:
    """A block of text in a question box; ``tick`` draws a green tick before it."""

    text: str
    size: float = 17
    weight: QFont.Weight = QFont.Weight.Normal
    colour: str = INK
    tick: bool = False
    indent: bool = False
    italic: bool = False

    def font(self) -> QFont:
        f = theme.font(self.size, self.weight)
        f.setItalic(self.italic)
        return f


def solution_lines(q: Mapping[str, Any]) -> list[Line]:
    """The solution of one question as the asker reads it."""
    kind = q["type"]
    bold = QFont.Weight.Bold
    if kind == "knowledge":
        alts = q.get("alternatives") or [q.get("answer", "")]
        lines = [Line(alts[0], 18, bold, GREEN, tick=True)]
        if len(alts) > 1:
            lines.append(Line(translate("quizclub", "Either counts: {answers}").format(answers=" / ".join(alts)), 16,
                              colour=MUTED))
        return lines
    if kind == "multiple_choice":
        return [Line(f"{letter}   {option}", 17, bold if letter == q.get("answer") else QFont.Weight.Normal,
                     GREEN if letter == q.get("answer") else INK, tick=letter == q.get("answer"), indent=True)
                for letter, option in zip(LETTERS, q.get("options", []), strict=False)]
    if kind == "estimate":
        unit = f" {q['unit']}" if q.get("unit") else ""
        return [Line(f"{format_number(float(q['value']))}{unit}", 18, bold, GREEN, tick=True),
                Line(translate("quizclub", "Counts from {low} to {high}").format(
                    low=format_number(float(q["low"])), high=format_number(float(q["high"])) + unit), 16),
                Line(translate("quizclub", "Keep the margin secret."), 16, colour=MUTED, italic=True)]
    if kind == "ranking":
        terms = q.get("terms", [])
        order = [x for x in q.get("order", []) if x in LETTERS]
        lines = [Line(f"{letter}   {term}", 16, indent=True) for letter, term in zip(LETTERS, terms, strict=False)]
        lines.append(Line(translate("quizclub", "Order: {order}").format(order=" ".join(order)), 18, bold, GREEN,
                          tick=True))
        lines.append(Line(" > ".join(terms[LETTERS.index(x)] for x in order), 16))
        lines.append(Line(translate("quizclub", "Backwards counts too."), 16, colour=MUTED, italic=True))
        return lines
    if q.get("variant") == "count":
        return [Line(translate("quizclub", "The answerer says how many fellow players qualify."), 16),
                Line(translate("quizclub", "Right unless somebody objects."), 16, colour=MUTED, italic=True)]
    return [Line(translate("quizclub", "The answerer names a fellow player, or nobody."), 16),
            Line(translate("quizclub", "Right unless somebody objects."), 16, colour=MUTED, italic=True)]


def question_lines(q: Mapping[str, Any]) -> list[Line]:
    d = int(q["difficulty"])
    return [Line(f"{difficulty_word(d)}  \u00b7  {title_words(str(q['type_title']))}", 17, QFont.Weight.Bold),
            Line(q.get("text", ""), 17, QFont.Weight.DemiBold),
            *solution_lines(q)]


Mode = tuple[bool, bool, tuple[tuple[int, str], ...]]  # a card's buttons shown: ask, discard, and the stakes
FACES_AHEAD = 4  # a card's faces drawn ahead for its next mode (up to three askable players' stakes)

# (card id, width, with stakes) -> the tallest question's text height: cards never change, panels are rebuilt often.
_TEXT_HEIGHTS: dict[tuple[str, int, bool], float] = {}


@lru_cache(maxsize=2048)
def _height(line: Line, width: float) -> float:
    """The wrapped height of ``line`` in ``width`` (remembered: a hand's layout and paint asked for the same
    lines' heights again and again, each a text layout)."""
    w = width - (INDENT if line.tick or line.indent else 0)
    fm = QFontMetricsF(line.font())
    return fm.boundingRect(QRectF(0, 0, w, 100_000), int(Qt.TextFlag.TextWordWrap), line.text).height()


@lru_cache(maxsize=512)  # the lines of the hands in play (4 seats x 5 cards x 3 questions x ~6 lines)
def _laid_out(line: Line, width: float) -> QStaticText:
    """``line``'s text broken into lines for ``width`` once (remembered): a card repainted (a step of the turn, the
    "Ask this" buttons shown, a hover, a scroll) draws the glyphs again without laying its text out again. Plain
    text, wrapped at words as ``drawText(rect, TextWordWrap)`` wraps it: the same pixels."""
    text = QStaticText(line.text)
    text.setTextFormat(Qt.TextFormat.PlainText)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    text.setTextOption(option)
    text.setTextWidth(width)
    text.prepare(QTransform(), line.font())
    return text


def paint_lines(p: QPainter, x: float, y: float, width: float, lines: list[Line], *,
                first_offset: float | None = None) -> float:
    """Paint ``lines`` top-down from (x, y) in ``width`` (plain text; a drawn tick before ticked lines);
    ``first_offset`` indents the first line (after the difficulty dots). Returns the bottom."""
    for k, line in enumerate(lines):
        h = _height(line, width)
        offset: float = INDENT if line.tick or line.indent else 0
        if k == 0 and first_offset is not None:
            offset = first_offset
        if line.tick:
            art.paint_check(p, QRectF(x, y + 1, 20, 20), True, QColor(GREEN))
        p.setFont(line.font())
        p.setPen(QColor(line.colour))
        p.drawStaticText(QPointF(x + offset, y), _laid_out(line, width - offset))
        y += h + LINE_GAP
    return y


class LinesView(QWidget):
    """Painted :class:`Line` blocks (a solution, a judged answer) as one widget: plain text, a drawn tick."""

    def __init__(self, lines: list[Line]) -> None:
        super().__init__()
        self.lines = lines
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def texts(self) -> list[str]:
        return [line.text for line in self.lines]

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        return int(sum(_height(line, width) + LINE_GAP for line in self.lines)) + 2

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(400, self.heightForWidth(400))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(120, self.heightForWidth(max(120, self.width())))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if self.minimumHeight() != self.heightForWidth(self.width()):
            self.setMinimumHeight(self.heightForWidth(self.width()))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint_lines(p, 0, 0, float(self.width()), self.lines)
        p.end()


class HandCardView(QWidget):
    """A hand card: header, three question boxes, and "Ask this" / "Discard" buttons if wanted.

    ``asked(card_id, difficulty)`` / ``discarded(card_id)`` are emitted by its buttons (signals, not stored
    callbacks: the card keeps no reference to the panel that listens)."""

    asked = Signal(str, int)
    discarded = Signal(str)

    def __init__(self, card: Mapping[str, Any], owner_colour: str, *,
                 on_ask: Callable[[str, int], object] | None = None,
                 on_discard: Callable[[str], object] | None = None, stakes: Mapping[int, str] | None = None) -> None:
        super().__init__()
        self.card = card
        self.setObjectName(f"card-{card['id']}")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.colour = art.category_colour(card["category"])
        self.portrait = art.portrait_pixmap(card["character"], owner_colour, 44)
        self._can_ask = on_ask is not None
        self._can_discard = on_discard is not None
        if on_ask is not None:
            self.asked.connect(on_ask)
        if on_discard is not None:
            self.discarded.connect(on_discard)
        self.columns: list[list[Line]] = []
        self.has_stakes = False
        self.ask_buttons: list[QPushButton] = []
        self.discard_button: QPushButton | None = None
        self.mode: Mode | None = None
        # the face drawn ahead (its key: size, mode, pixel ratio), while the panel waits behind the gate or the cover
        self.face: tuple[tuple[object, ...], QPixmap] | None = None
        # faces drawn ahead for a mode the card may show next (the "Ask this" buttons with each askable player's
        # stakes, while she chooses whom to ask), by key; at most FACES_AHEAD, let go when the card hides
        self.faces_ahead: dict[tuple[object, ...], QPixmap] = {}
        # where pictures let go go to be freed (the panel frees them in idle time; None: freed at once). Freeing a
        # hand's pictures (up to ~20 MB at 1080p) in the click that hides it cost up to ~2 ms of the click
        self.let_go: Callable[[list[QPixmap]], object] | None = None
        self.set_mode(ask=on_ask is not None, discard=on_discard is not None, stakes=stakes)

    def set_mode(self, *, ask: bool, discard: bool, stakes: Mapping[int, str] | None = None) -> None:
        """Show the "Ask this" buttons (with what each question is worth) or the discard button, or
        neither; the card's text is kept (a change of step does not rebuild the hand)."""
        mode = self.mode_of(ask=ask, discard=discard, stakes=stakes)
        if mode == self.mode:
            return
        self.mode = mode
        self.columns = self._columns(mode)
        self.has_stakes = bool(mode[2])
        if not self.ask_buttons and self._can_ask:  # made once, hidden until asked for
            for q in self.card["questions"]:
                b = QPushButton(translate("quizclub", "Ask this"), self)
                b.setObjectName(f"ask-{self.card['id']}-{int(q['difficulty'])}")
                b.setProperty("role", "primary")
                b.setCursor(Qt.CursorShape.PointingHandCursor)
                b.clicked.connect(self._ask_clicked)  # a bound method: no closure keeps the card alive
                self.ask_buttons.append(b)
        if self.discard_button is None and self._can_discard:
            b = QPushButton(translate("quizclub", "Discard this card for good"), self)
            b.setObjectName(f"discard-{self.card['id']}")
            b.setProperty("role", "bad")
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.clicked.connect(self._discard_clicked)
            self.discard_button = b
        for b in self.ask_buttons:
            b.setVisible(ask)
        if self.discard_button is not None:
            self.discard_button.setVisible(discard)
        self._place_buttons()
        if self.minimumHeight():  # laid out before: its height follows the new mode
            self._fit_height()
        self.updateGeometry()
        self.update()

    @staticmethod
    def mode_of(*, ask: bool, discard: bool, stakes: Mapping[int, str] | None = None) -> Mode:
        """The mode :meth:`set_mode` keeps for these arguments (what the face shows besides the card)."""
        return (ask, discard, tuple(sorted((stakes or {}).items())) if ask else ())

    def _columns(self, mode: Mode) -> list[list[Line]]:
        columns = [question_lines(q) for q in self.card["questions"]]
        if mode[2]:  # what asking it is worth this round, just above "Ask this"
            worth = dict(mode[2])
            for lines, q in zip(columns, self.card["questions"], strict=True):
                lines.append(Line(worth.get(int(q["difficulty"]), ""), 16, QFont.Weight.DemiBold, "#8a5a12"))
        return columns

    def _ask_clicked(self) -> None:
        sender = self.sender()
        if sender in self.ask_buttons:
            q = self.card["questions"][self.ask_buttons.index(sender)]
            self.asked.emit(str(self.card["id"]), int(q["difficulty"]))

    def _discard_clicked(self) -> None:
        self.discarded.emit(str(self.card["id"]))

    @property
    def asking(self) -> bool:
        return bool(self.mode and self.mode[0] and self.ask_buttons)

    @property
    def discarding(self) -> bool:
        return bool(self.mode and self.mode[1] and self.discard_button is not None)

    # -- geometry --------------------------------------------------------------------------------
    def _col_width(self, width: float) -> float:
        return (width - 2 * PAD - 2 * GAP) / 3

    def _box_height(self, width: float) -> float:
        """The height of the question boxes at ``width`` (memoised: layouts ask many times)."""
        key = (str(self.card["id"]), int(width), self.has_stakes)
        if key not in _TEXT_HEIGHTS:
            if len(_TEXT_HEIGHTS) > 4000:
                _TEXT_HEIGHTS.clear()
            inner = self._col_width(key[1]) - 2 * BOX_PAD
            _TEXT_HEIGHTS[key] = max(sum(_height(line, inner) + LINE_GAP for line in lines) for lines in self.columns)
        return 2 * BOX_PAD + _TEXT_HEIGHTS[key] + (BUTTON_H + 8 if self.asking else 0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        extra = BUTTON_H + 10 if self.discarding else 0
        return int(PAD + HEADER_H + 8 + self._box_height(width) + extra + PAD)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(900, self.heightForWidth(900))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(600, 200)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._place_buttons()
        self._fit_height()

    def _place_buttons(self) -> None:
        w = self.width()
        cw = self._col_width(w)
        box_top = PAD + HEADER_H + 8
        box_h = self._box_height(w)
        for i, b in enumerate(self.ask_buttons):
            x = PAD + i * (cw + GAP) + BOX_PAD
            b.setGeometry(int(x), int(box_top + box_h - BOX_PAD - BUTTON_H), int(cw - 2 * BOX_PAD), BUTTON_H)
        if self.discard_button is not None:
            self.discard_button.setGeometry(PAD, int(box_top + box_h + 10), int(w - 2 * PAD), BUTTON_H)

    def _fit_height(self) -> None:
        h = self.heightForWidth(self.width())
        if self.minimumHeight() != h:
            self.setMinimumHeight(h)

    # -- painting --------------------------------------------------------------------------------
    def face_key(self, mode: Mode | None = None, height: int | None = None) -> tuple[object, ...] | None:
        """What the face's pixels depend on (the card, its size and mode, the pixel ratio), or None when a copy
        would not land on whole device pixels (a fractional ratio: drawn directly). ``mode`` and ``height``: the key
        of the face it would have in another mode, at that height (its width stays)."""
        dpr = self.devicePixelRatioF()
        if dpr != int(dpr):
            return None
        return (self.width(), self.height() if height is None else height, self.mode if mode is None else mode, dpr)

    def prepare_face(self) -> bool:
        """Draw the face (everything the card paints; its buttons are widgets of their own) into a kept picture for
        its size and mode now, for the next paint to copy: a panel waiting behind the gate or the cover has its cards
        laid out for the width they will show at, and the click that shows them painted each face then (~1.5-3 ms
        a card). True if a new picture was drawn."""
        key = self.face_key()
        if key is None or (self.face is not None and self.face[0] == key) or self.width() < 10 or self.height() < 10:
            return False
        self.face = (key, self._face_picture(key, self.width(), self.height()))
        return True

    def prepare_face_for(self, *, ask: bool, discard: bool, stakes: Mapping[int, str] | None = None) -> bool:
        """Draw ahead the face the card will show after ``set_mode(ask=..., discard=..., stakes=...)`` at its width
        now and the height that mode gives it (the step she clicks next: "Ask this" and the stakes of the player she
        asks appear on every card, and the click painted each card in view, ~3-5 ms a card). Its paint copies it
        only if it is then laid out at that size. True if a new picture was drawn."""
        mode = self.mode_of(ask=ask, discard=discard, stakes=stakes)
        if mode == self.mode or self.width() < 10 or (ask and not self._can_ask) or \
                (discard and not self._can_discard):
            return False
        kept = self.mode, self.columns, self.has_stakes
        self.mode, self.columns, self.has_stakes = mode, self._columns(mode), bool(mode[2])
        try:
            height = self.heightForWidth(self.width())
            key = self.face_key(mode, height)
            if key is None or key in self.faces_ahead:
                return False
            pix = self._face_picture(key, self.width(), height)
        finally:
            self.mode, self.columns, self.has_stakes = kept
        while len(self.faces_ahead) >= FACES_AHEAD:
            del self.faces_ahead[next(iter(self.faces_ahead))]
        self.faces_ahead[key] = pix
        return True

    def _face_picture(self, key: tuple[object, ...], width: int, height: int) -> QPixmap:
        dpr = float(key[3])  # type: ignore[arg-type]
        pix = QPixmap(int(width * dpr), int(height * dpr))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        self._paint_face(p, width, height)
        p.end()
        return pix

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt API
        super().hideEvent(event)
        dropped = [*self.faces_ahead.values(), *([self.face[1]] if self.face is not None else [])]
        self.face = None  # (a hidden hand keeps no pictures: drawn ahead again before it shows)
        self.faces_ahead.clear()
        self._drop(dropped)

    def _drop(self, pictures: list[QPixmap]) -> None:
        """Pictures this card let go: to :attr:`let_go` (freed later), else freed now with the list."""
        if pictures and self.let_go is not None:
            self.let_go(pictures)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        face = self.face
        key = self.face_key()
        if face is not None and face[0] == key:
            p.drawPixmap(0, 0, face[1])  # the face drawn ahead: its pixels (see prepare_face)
        elif key in self.faces_ahead:
            pix = self.faces_ahead.pop(key)  # drawn ahead for this mode (see prepare_face_for): now the face
            others = list(self.faces_ahead.values())
            self.faces_ahead.clear()  # (the other players' stakes: not shown now)
            self._drop(others)
            self.face = (key, pix)
            p.drawPixmap(0, 0, pix)
        else:
            self.face = None
            self._paint_face(p, self.width(), self.height())
        p.end()

    def _paint_face(self, p: QPainter, width: int, height: int) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        w = float(width)
        p.setPen(QPen(QColor("#cfc6b0"), 2))
        p.setBrush(QColor("#ffffff"))
        p.drawRoundedRect(QRectF(1, 1, w - 2, height - 2), 14, 14)
        # header: category chip, whose card
        chip_font = theme.font(19, QFont.Weight.Bold)
        title = title_words(str(self.card["category_title"]))
        chip_w = QFontMetricsF(chip_font).horizontalAdvance(title) + 28
        chip = QRectF(PAD, PAD + 4, chip_w, HEADER_H - 8)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colour)
        p.drawRoundedRect(chip, 8, 8)
        p.setFont(chip_font)
        p.setPen(theme.text_colour_on(self.colour))
        p.drawText(chip, Qt.AlignmentFlag.AlignCenter, title)
        p.drawPixmap(int(w - PAD - 44), PAD + 2, self.portrait)
        p.setFont(theme.font(16))
        p.setPen(QColor(MUTED))
        owner = translate("quizclub", "{name}'s card").format(
            name=self.card.get("character_name") or self.card["character"].capitalize())
        p.drawText(QRectF(w - PAD - 44 - 300, PAD, 290, HEADER_H), Qt.AlignmentFlag.AlignRight
                   | Qt.AlignmentFlag.AlignVCenter, owner)
        # the three questions
        cw = self._col_width(w)
        box_top = PAD + HEADER_H + 8
        box_h = self._box_height(w)
        for i, lines in enumerate(self.columns):
            box = QRectF(PAD + i * (cw + GAP), box_top, cw, box_h)
            p.setPen(QPen(QColor("#e0d8c4"), 1))
            p.setBrush(QColor("#fbf8f0"))
            p.drawRoundedRect(box, 10, 10)
            d = int(self.card["questions"][i]["difficulty"])
            art.paint_dots(p, QPointF(box.left() + BOX_PAD, box.top() + BOX_PAD + 11), d, 6, theme.INK)
            paint_lines(p, box.left() + BOX_PAD, box.top() + BOX_PAD, cw - 2 * BOX_PAD, lines, first_offset=50)
