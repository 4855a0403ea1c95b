"""The asker's private panel: her hand with the answers, and every choice of her turn.

Built from ``controller.view(Viewer.of_seat(seat))`` only — her own hand and, while she asks, the
solution of her question — once the shell's gate or private-screen cover has been passed. Read at arm's
length: text >= 16 px, buttons >= 48 px tall, the correct answer marked by colour AND a drawn tick.

The shell keeps the panel while the same player acts and calls :meth:`AskerPanel.refresh`: the header,
the player buttons and the hand cards are updated in place (a step of the turn swaps which sections show;
the question box, the verdict step and one answer section per question type are kept and filled in place);
a refresh that changes nothing does nothing.
Every move is submitted with ``private=True`` (plain undo cannot walk back into it). Typed values are
checked against the ``Free`` domains of the rules' templates (the estimate's number, the overrule's
reason): the panel holds no limit of its own. All text is plain (labels ``Qt.PlainText``, ``&`` doubled
on buttons).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from functools import partial
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QIcon, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gamesuite.i18n import translate, translate_marked
from gamesuite.rules.core import QT_TRANSLATE_NOOP, Action, Event, Free, Viewer
from gamesuite.rules.quizclub.judge import format_number
from gamesuite.ui import theme
from gamesuite.ui.controller import GameController
from gamesuite.ui.handoff import button_text
from gamesuite.ui.idle import NEXT_TURN, IdleQueue, IdleScope
from gamesuite.ui.keptbar import KeptScrollBar
from gamesuite.ui.panelslot import BuiltInPieces, lay_out_hidden
from gamesuite.ui.privacy import HOST_PAPER, mark_aside
from gamesuite.ui.quizclub import art
from gamesuite.ui.quizclub.handcard import GREEN, MUTED, HandCardView, Line, LinesView, solution_lines
from gamesuite.ui.quizclub.presenter import answer_words, difficulty_word, names_list, said_words, title_words
from gamesuite.ui.scene.text import fit_font

LETTERS = ("A", "B", "C", "D")
STEPS = (QT_TRANSLATE_NOOP("quizclub", "Whom to ask"), QT_TRANSLATE_NOOP("quizclub", "Which question"),
         QT_TRANSLATE_NOOP("quizclub", "The answer"), QT_TRANSLATE_NOOP("quizclub", "Confirm"))  # marked
STEP_OF = {"choose_player": 0, "choose_question": 1, "answer": 2, "verdict": 3}
QUICK_REASONS = ((QT_TRANSLATE_NOOP("quizclub", "Close enough"),
                  QT_TRANSLATE_NOOP("quizclub", "Close enough: we agreed to accept it.")),
                 (QT_TRANSLATE_NOOP("quizclub", "Misheard"),
                  QT_TRANSLATE_NOOP("quizclub", "Misheard: the answer given was different.")),
                 (QT_TRANSLATE_NOOP("quizclub", "Card out of date"),
                  QT_TRANSLATE_NOOP("quizclub", "The card is out of date.")))  # marked: translate where shown


# No background of the panel's own: both hosts (the shell's PrivateHost, the private window) fill #f6f2e7 under
# it, and a style-sheet background on a window-sized widget cost ~1.2 ms of every repaint of the panel (6.6 -> 5.4 ms
# for a whole panel, identical pixels).
STYLE = """
#qcPanel QLabel { color: #1d1c1a; font-size: 18px; background: transparent; }
#qcPanel QLabel[role="title"] { font-size: 26px; font-weight: 700; }
#qcPanel QLabel[role="heading"] { font-size: 21px; font-weight: 700; }
#qcPanel QLabel[role="muted"] { color: #4a4741; font-size: 17px; }
#qcPanel QLabel[role="step"] { color: #5f5b52; font-size: 17px; padding: 2px 6px; }
#qcPanel QLabel[role="step-now"] { background: #ffd45a; font-size: 17px; font-weight: 700; padding: 2px 6px;
    border-radius: 4px; }
#qcPanel QLabel[role="question"] { font-size: 30px; font-weight: 600; }
#qcPanel QLabel[role="said"] { font-size: 24px; font-weight: 700; }
#qcPanel QLabel[role="stakes"] { color: #7a4f0e; font-size: 20px; font-weight: 700; }
#qcPanel QLabel[role="error"] { color: #a3261d; font-size: 18px; font-weight: 600; }
#qcPanel QPushButton { font-size: 19px; font-weight: 600; min-height: 52px; padding: 4px 18px;
    border-radius: 10px; background: #ffffff; border: 2px solid #9c978a; color: #1d1c1a; text-align: center; }
#qcPanel QPushButton:hover { background: #fff6d8; }
#qcPanel QPushButton[role="primary"] { background: #173b32; color: #ffffff; border-color: #0f2a23; }
#qcPanel QPushButton[role="good"] { background: #2f8f57; color: #ffffff; border-color: #246e43; }
#qcPanel QPushButton[role="bad"] { background: #c8453b; color: #ffffff; border-color: #9e332b; }
#qcPanel QPushButton[role="choice"] { text-align: left; padding-left: 18px; font-size: 23px; min-height: 62px; }
#qcPanel QPushButton[role="term"] { text-align: left; padding-left: 18px; font-size: 21px; min-height: 44px; }
#qcPanel QPushButton[role="choice-correct"] { text-align: left; padding-left: 18px; font-size: 23px; min-height: 62px;
    background: #dff2e5; border: 3px solid #2f8f57; }
#qcPanel QPushButton[role="small"] { min-height: 48px; font-size: 17px; padding: 2px 12px; }
#qcPanel QPushButton:disabled { background: #e6e1d4; color: #6f6b62; border-color: #cfc9bb; }
#qcPanel QLineEdit { font-size: 22px; min-height: 48px; padding: 2px 10px; border: 2px solid #9c978a;
    border-radius: 8px; background: #ffffff; color: #1d1c1a; }
#qcPanel QFrame#box { background: #ffffff; border: 2px solid #cfc6b0; border-radius: 14px; }
#qcPanel QFrame#header { background: #ffffff; border: 2px solid #d8cfb9; border-radius: 12px; }
#qcPanel QScrollArea { background: transparent; border: none; }
#qcPanel QWidget#scrollBody { background: transparent; }
""" + "\n".join((*(f"#qcPanel QFrame#judged[role=\"{role}\"] {{ background: {theme.blend(c, '#ffffff', 0.85).name()};"
                    f" border: 3px solid {c.name()}; border-radius: 12px; }}"
                    for role, c in (("right", art.CORRECT), ("wrong", art.WRONG))),
                  theme.focus_ring_rule("#qcPanel QPushButton", (4, 18)),
                  theme.focus_ring_rule('#qcPanel QPushButton[role="small"]', (2, 12)),
                  theme.focus_ring_rule('#qcPanel QPushButton[role="choice-correct"]', (4, 18), border=3)))


def tick_icon(correct: bool, colour: QColor | str = "#ffffff", size: int = 40) -> QIcon:
    """A drawn tick or cross for buttons (never dependent on the font's glyphs)."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    art.paint_check(p, QRectF(0, 0, size, size), correct, colour)
    p.end()
    return QIcon(pm)


def _blank_icon(size: int = 40) -> QIcon:
    """An empty icon, so that choices with and without a tick line up."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    return QIcon(pm)


def parse_number(text: str) -> float | None:
    """A number as people type it: "86400", "86,400", "86 400", "1.5", "1,5", "-3", "2e6".

    Only the reading; whether the rules accept the number is the estimate template's ``Free`` domain."""
    t = text.strip().replace("\u2212", "-").replace("_", "").replace(" ", "").replace("\u00a0", "")
    if not t:
        return None
    if "," in t and "." in t:
        t = t.replace(",", "")
    elif "," in t:
        t = t.replace(",", "") if re.fullmatch(r"-?\d{1,3}(,\d{3})+", t) else t.replace(",", ".")
    try:
        return float(t)
    except ValueError:
        return None


_HEIGHTS: dict[tuple[object, ...], int] = {}  # a word-wrapped label's height for a width, by all that it depends on
HEIGHTS_KEPT = 512


class WrapLabel(QLabel):
    """A plain-text label whose height for a width is remembered (Qt's own answer, by everything Qt's depends on):
    the panel's layouts ask every word-wrapped label for its height at each width they try, again after any change
    in the panel (a step: the question, the headings), and Qt shaped and broke the label's text each time (a third
    of a ``choose_question`` move's instructions).

    What the answer depends on besides the text and the width (the font, the margins, the indent, the alignment, the
    format) is read once into ``_form`` and read again only after it may have changed (a font, style or contents
    margins change, or one of the setters below): a ``choose_question`` asked ~90 times, and reading all of it took
    most of each answer's time."""

    _form: int | None = None

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        text = self.text()
        if not text or not self.wordWrap():  # (an empty label's answer depends on whether it had a text)
            return super().heightForWidth(width)
        form = self._form
        if form is None:
            m = self.contentsMargins()
            form = self._form = _FORMS.setdefault(
                (self.font().key(), m.left(), m.top(), m.right(), m.bottom(), self.margin(), self.indent(),
                 self.alignment().value, self.textFormat().value), len(_FORMS))
        key = (text, width, form)
        found = _HEIGHTS.get(key)
        if found is None:
            found = _HEIGHTS[key] = super().heightForWidth(width)
            if len(_HEIGHTS) > HEIGHTS_KEPT:
                del _HEIGHTS[next(iter(_HEIGHTS))]
        return found

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() in _FORM_CHANGES:
            self._form = None
        super().changeEvent(event)

    def setMargin(self, margin: int) -> None:  # noqa: N802 - Qt API
        self._form = None
        super().setMargin(margin)

    def setIndent(self, indent: int) -> None:  # noqa: N802 - Qt API
        self._form = None
        super().setIndent(indent)

    def setAlignment(self, alignment: Qt.AlignmentFlag) -> None:  # noqa: N802 - Qt API
        self._form = None
        super().setAlignment(alignment)

    def setTextFormat(self, fmt: Qt.TextFormat) -> None:  # noqa: N802 - Qt API
        self._form = None
        super().setTextFormat(fmt)


_FORMS: dict[tuple[object, ...], int] = {}  # a label's form (see WrapLabel) -> a small number, part of a height's key
_FORM_CHANGES = frozenset({QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.ContentsRectChange,
                           QEvent.Type.ApplicationFontChange})


def label(text: str = "", role: str = "", *, wrap: bool = True) -> QLabel:
    """A plain-text label (markup and "&" are shown as typed)."""
    w = WrapLabel()
    w.setTextFormat(Qt.TextFormat.PlainText)
    w.setText(text)
    w.setWordWrap(wrap)
    if role:
        w.setProperty("role", role)
    w.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return w


class FitLabel(WrapLabel):
    """A plain-text label that shrinks its font (to 60 %) until its text fits its width on ``lines`` lines,
    so a long name never runs out of the panel (a word too long to wrap is shrunk, not cut).

    The size is set in the label's own style sheet: it wins over the panel's ``QLabel`` rule."""

    def __init__(self, text: str, size: float, weight: QFont.Weight = QFont.Weight.Bold, *, lines: int = 2,
                 colour: str = "#1d1c1a") -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.base = (size, weight, lines)
        self.colour = colour
        self.px = 0
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self._style(int(size))
        self.set_text(text)

    def set_colour(self, colour: str) -> None:
        if colour != self.colour:
            self.colour = colour
            self._style(self.px)

    def set_text(self, text: str) -> None:
        if text != self.text():
            self.setText(text)
            self._fit()

    def _style(self, px: int) -> None:
        self.px = px
        weight = self.base[1]
        self.setStyleSheet(f"color: {self.colour}; background: transparent; font-size: {px}px;"
                           f" font-weight: {int(weight.value)};")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        size, weight, lines = self.base
        width = max(40, self.contentsRect().width())
        height = lines * QFontMetricsF(theme.font(size, weight)).height() + 2
        px = int(fit_font(self.text(), width, size, weight, height=height, wrap=True).pixelSize())
        if px != self.px:
            self._style(px)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(40, super().minimumSizeHint().height())


class FitButton(QPushButton):
    """A button whose first line (a player's name) is elided to its width; the second line is kept.

    ``full`` holds the whole plain text; the shown text has "&" doubled (never a mnemonic)."""

    def __init__(self, name: str, second: str = "") -> None:
        super().__init__()
        self.full = (name, second)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(72)
        self._shown_for = -1
        self._elide()

    def set_lines(self, name: str, second: str) -> None:
        if (name, second) != self.full:
            self.full = (name, second)
            self._shown_for = -1
            self._elide()

    def plain_text(self) -> str:
        return "\n".join(t for t in self.full if t)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(200, 72)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(120, 72)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._elide()

    def showEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt API
        super().showEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = self.width() - 36 - (self.iconSize().width() + 8 if not self.icon().isNull() else 0)
        if room == self._shown_for:
            return
        self._shown_for = room
        fm = self.fontMetrics()
        name, second = self.full
        shown = fm.elidedText(name, Qt.TextElideMode.ElideRight, max(30, room))
        self.setText(button_text("\n".join(t for t in (shown, second) if t)))


def button(text: str, name: str, role: str = "") -> QPushButton:
    """A panel button showing ``text`` as typed ("&" doubled: never a mnemonic)."""
    b = QPushButton(button_text(text))
    b.setObjectName(name)
    b.setCursor(Qt.CursorShape.PointingHandCursor)
    if role:
        b.setProperty("role", role)
    return b


class FitScrollArea(QScrollArea):
    """A vertical scroll area that sizes its content by height-for-width.

    ``widgetResizable`` keeps the content at least as tall as its minimum size hint, which Qt
    computes for word-wrapped text at a narrow width: a scroll bar appeared with room to spare.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def setWidget(self, widget: QWidget) -> None:  # noqa: N802 - Qt API
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if obj is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._fit()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        inner = self.widget()
        if inner is None:
            return
        # the width Qt will give the content (the scroll bar shows only when the content does not fit), not the
        # viewport's now: a panel laid out ahead, hidden, has no scroll bar yet, and its content laid out for the
        # whole width was laid out again on the gate's click (every hand card resized and its text measured again)
        area = self.contentsRect()
        width = area.width()
        layout = inner.layout()

        def height_for(w: int) -> int:
            if layout is not None and layout.hasHeightForWidth():
                return layout.totalHeightForWidth(w)
            return inner.sizeHint().height()

        bar = self.verticalScrollBar()
        narrow = width - bar.sizeHint().width() if bar is not None and self.verticalScrollBarPolicy() != \
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff else width
        if narrow < width and inner.height() > area.height():  # it did not fit: most likely it still does not
            height = height_for(narrow)
            if height > area.height():
                width = narrow
            else:
                height = height_for(width)
        else:
            height = height_for(width)
            if height > area.height() and narrow < width:
                width = narrow
                height = height_for(width)
        inner.resize(width, max(height, self.viewport().height()))


def _stakes(view: Mapping[str, Any], names: list[str]) -> dict[int, str]:
    """What each difficulty is worth this round, for the asker choosing a question."""
    asked = (view.get("turn") or {}).get("asked")
    name = names[int(asked)] if asked is not None else translate("quizclub", "the answerer")
    if view["round_type"] == "cooperative":
        return {d: translate("quizclub", "Right: +{points} for {name} and you").format(points=d, name=name)
                for d in (1, 2, 3)}
    return {d: translate("quizclub", "Right: +{points} {name} · Wrong: +{other} you").format(points=d, name=name,
                                                                                         other=4 - d)
            for d in (1, 2, 3)}


# ---------------------------------------------------------------------------------- the header


class Header(QFrame):
    """Who acts, the step of the turn, the round and its rule: updated in place."""

    def __init__(self, me: Mapping[str, Any]) -> None:
        super().__init__()
        self.setObjectName("header")
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 8, 14, 8)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(4)
        strip = QFrame()
        strip.setFixedWidth(10)
        strip.setStyleSheet(f"background: {QColor(me['colour']).name()}; border-radius: 5px; border: none;")
        grid.addWidget(strip, 0, 0, 3, 1)
        portrait = QLabel()
        portrait.setPixmap(art.portrait_pixmap(me["character"], me.get("character_colour") or me["colour"], 64))
        portrait.setFixedSize(66, 66)
        grid.addWidget(portrait, 0, 1, 3, 1, Qt.AlignmentFlag.AlignTop)
        self.title = FitLabel("", 26)
        self.title.setObjectName("header-title")
        grid.addWidget(self.title, 0, 2)
        self.round = FitLabel("", 20, lines=1)
        self.round.setObjectName("header-round")
        self.round.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.round, 0, 3)
        steps = QHBoxLayout()
        steps.setSpacing(4)
        # Each step twice, as it looks when it is not the current one and when it is: a step shows one of the two
        # (restyling the label each move changed its font, and laid the header out twice)
        self.steps: list[QLabel] = []
        self.steps_now: list[QLabel] = []
        for i, s in enumerate(STEPS):
            text = f"{i + 1} {translate_marked('quizclub', s)}" + (" \u203a" if i < len(STEPS) - 1 else "")
            step = label(text, "step", wrap=False)
            now = label(text, "step-now", wrap=False)
            now.hide()
            self.steps.append(step)
            self.steps_now.append(now)
            steps.addWidget(step)
            steps.addWidget(now)
        steps.addStretch(1)
        self.steps_row = QWidget()
        self.steps_row.setLayout(steps)
        steps.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.steps_row, 1, 2, 1, 2)
        self.rule = label("", "muted")
        self.rule.setObjectName("header-rule")
        self.rule.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        grid.addWidget(self.rule, 2, 2, 1, 2)
        grid.setColumnStretch(2, 3)
        grid.setColumnStretch(3, 2)

    def show_view(self, view: Mapping[str, Any], seat: int) -> None:
        me = view["players"][seat]
        phase = view["phase"]
        self.title.set_text(translate("quizclub", "{name} — you passed a marker line").format(name=me["name"])
                            if phase == "discard" else
                            translate("quizclub", "{name} — your turn to ask").format(name=me["name"]))
        current = STEP_OF.get(phase)
        self.steps_row.setVisible(current is not None)
        for i, (step, now) in enumerate(zip(self.steps, self.steps_now, strict=True)):
            if now.isHidden() == (i == current):  # (hidden first: the row is never laid out with both)
                (step if i == current else now).hide()
                (now if i == current else step).show()
        coop = view["round_type"] == "cooperative"
        colour = art.COOPERATIVE.darker(120) if coop else art.COMPETITIVE.darker(125)
        self.round.set_colour(colour.name())
        kind = translate("quizclub", "Cooperative") if coop else translate("quizclub", "Competitive")
        self.round.set_text(translate("quizclub", "Round {round} of {rounds} · {kind}").format(
            round=view["round"], rounds=view["rounds"], kind=kind))
        rule = (translate("quizclub", "Right: you and the answerer score 1/2/3 · Wrong: nobody scores") if coop else
                translate("quizclub", "Right: the answerer scores 1/2/3 · Wrong: you score 3/2/1"))
        self.rule.setText(rule)
        self.rule.setVisible(phase != "discard")


# ---------------------------------------------------------------------------------- the panel


class AskerPanel(BuiltInPieces, QWidget):
    """A seat's private view for every step of her turn (or a marker-line discard), updated in place."""

    def __init__(self, controller: GameController, seat: int, idle: IdleScope | IdleQueue | None = None) -> None:
        super().__init__()
        self.setObjectName("qcPanel")
        self.setStyleSheet(STYLE)  # (no background: the host's shows, see STYLE)
        self.controller = controller
        self.seat = seat
        self.view: Mapping[str, Any] = controller.view(Viewer.of_seat(seat))
        self.names = [p["name"] for p in self.view["players"]]
        self.ranking: list[str] = []
        self.widgets: dict[str, QWidget] = {}
        # What each button does. Buttons are connected to one bound method (``_clicked``), never to a
        # closure over the panel: Qt would hold the closure, and the closure the panel, until the event
        # loop ran the panel's deleteLater (a finished panel must be freed as soon as it is let go).
        self._clicks: dict[QAbstractButton, Callable[[], object]] = {}
        self._overrule: tuple[QPushButton, Free | None] | None = None
        self.rebuilds = 0  # how many times a step's section was built (tests read it)
        self.kept = False  # kept by the game's UI for this seat's next turns: the shell only hides it (PanelSlot)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        self.header = Header(self.view["players"][seat])
        outer.addWidget(self.header)
        self.scroller = FitScrollArea()
        self.scroller.setVerticalScrollBar(KeptScrollBar(HOST_PAPER))  # its look at rest drawn ahead (draw_ahead)
        body = QWidget()
        body.setObjectName("scrollBody")
        self.body = QVBoxLayout(body)
        self.body.setContentsMargins(0, 6, 6, 0)
        self.body.setSpacing(10)
        self.scroller.setWidget(body)
        outer.addWidget(self.scroller, 1)
        # sections, in order; each step shows some of them
        self.last = label("", "")
        self.last.setObjectName("lastResult")
        self.heading = label("", "heading")
        self.heading.setObjectName("heading")
        self.players = QWidget()
        self.player_grid = QGridLayout(self.players)
        self.player_grid.setContentsMargins(0, 0, 0, 0)
        self.player_buttons: dict[int, FitButton] = {}
        self.asking = QWidget()
        row = QHBoxLayout(self.asking)
        row.setContentsMargins(0, 0, 0, 0)
        self.asking_disc = QLabel()
        row.addWidget(self.asking_disc)
        self.asking_text = label("", "heading")
        row.addWidget(self.asking_text, 1)
        back = mark_aside(button(translate("quizclub", "Ask someone else"), "cancel-player", "small"))
        self._on(back, partial(self._submit, "cancel_player"))
        row.addWidget(back)
        self.widgets["cancel-player"] = back
        self.step_box = QWidget()  # the question being asked and its input (see _show_step)
        self.step_holder = QVBoxLayout(self.step_box)
        self.step_holder.setContentsMargins(0, 0, 0, 0)
        self.step_holder.setSpacing(10)
        self.sections: dict[str, _AnswerSection] = {}  # the answer step's inputs, one per question type
        self.section: _AnswerSection | None = None  # the one shown now
        self.section_builds: dict[str, int] = {}  # how many times each was built (tests read it)
        self._terms: list[str] = []  # the ranking question's terms
        self._right_icon = tick_icon(True, art.CORRECT)
        self._blank_icon = _blank_icon()
        self.step_key: tuple[Any, ...] | None = None
        self.qbox: _QuestionBox | None = None  # the question box, kept and filled in place
        self.verdict_box: _VerdictBox | None = None  # the verdict step, kept and filled in place
        self._verdict = False  # the app's verdict being confirmed or overruled
        self.hand_heading = label("", "muted")
        self.hand = QWidget()
        self.hand_layout = QVBoxLayout(self.hand)
        self.hand_layout.setContentsMargins(0, 0, 0, 0)
        self.hand_layout.setSpacing(12)
        self.cards: dict[str, HandCardView] = {}
        self.empty = label(translate("quizclub", "Your hand is empty."), "muted")
        self.idle = label(translate("quizclub", "Nothing to do right now: look at the table."), "heading")
        for w in (self.last, self.heading, self.players, self.asking, self.step_box, self.hand_heading, self.hand,
                  self.empty, self.idle):
            self.body.addWidget(w)
            w.hide()
        self.body.addStretch(1)
        # While she chooses whom to ask and which question, the pieces of the next steps that are not built yet
        # (the question box, the answer section of each question type in her hand, the verdict step) are built
        # as idle work (the shell's idle queue, ``idle``: the game's; a queue of its own without one): her click on a
        # question shows them, builds nothing
        self._todo: list[str] = []
        self._prepare = idle if idle is not None else IdleQueue(self)
        self._to_free: list[QPixmap] = []  # the hand's pictures let go, freed in idle time (see _free_later)
        self.built = False  # every piece of the build ran (see build_pieces)
        self.start_build(self._build())

    # -- built in pieces (the shell's PanelSlot, ahead of the gate or the cover: BuiltInPieces) ------------------
    def _build(self) -> Iterator[None]:
        """The header, then a hand card a piece, then the step."""
        self.header.show_view(self.view, self.seat)
        yield
        for card in self.view.get("hand") or []:
            if str(card["id"]) not in self.cards:
                self.hand_layout.addWidget(self._card_view(card))  # in its place, in the host: polished now
                yield
        self.view = self.controller.view(Viewer.of_seat(self.seat))
        self._show(self.view)
        self.built = True
        self._faces_later()

    def reuse(self) -> None:
        """Shown again for a new turn of this seat: the seat's view now, read from the top."""
        self.refresh([])
        for w in (*self.findChildren(HandCardView), *self.findChildren(LinesView)):
            w.setMinimumHeight(0)  # set for its last width: laid out again for the width it gets now, as a new one
        bar = self.scroller.verticalScrollBar()
        if bar is not None:
            bar.setValue(0)
        self._faces_later()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        super().changeEvent(event)
        if event.type() == QEvent.Type.ParentChange and self.parent() is None:
            self.let_go()

    def let_go(self) -> None:
        """The shell let the panel go: drop what refers back to it, so it is freed even before the event
        loop runs its deleteLater (a finished panel costs nothing)."""
        self._clicks.clear()
        self._overrule = None
        self._todo = []
        self._prepare.cancel(self)
        self._prepare.cancel(self.hand)
        self._prepare.cancel(self._to_free)
        self._to_free.clear()

    # -- the shell's call ------------------------------------------------------------------------
    def refresh(self, events: list[Event]) -> None:
        """Show the seat's view now, changing only what changed (nothing at all when nothing did)."""
        self.finish()  # (a panel built ahead, let go before every piece ran, and now shown again)
        view = self.controller.view(Viewer.of_seat(self.seat))
        if view == self.view:
            return
        self.view = view
        self._show(view)

    # -- moves -----------------------------------------------------------------------------------
    def _on(self, b: QAbstractButton, fn: Callable[[], object]) -> QAbstractButton:
        self._clicks[b] = fn
        b.clicked.connect(self._clicked)
        return b

    def _clicked(self) -> None:
        fn = self._clicks.get(self.sender())  # type: ignore[call-overload]
        if fn is not None:
            fn()

    def _ask_card(self, card_id: str, difficulty: int) -> None:
        self._submit("choose_question", card_id=card_id, difficulty=difficulty)

    def _discard_card(self, card_id: str) -> None:
        self._submit("discard_marker", card_id=card_id)

    def _reason_changed(self, text: str) -> None:
        if self._overrule is not None:
            b, domain = self._overrule
            b.setEnabled(domain is not None and domain.accepts(text.strip()))

    def _submit(self, kind: str, **args: Any) -> bool:
        return self.controller.submit(Action(kind, self.seat, **args), private=True)

    def template(self, kind: str, arg: str) -> Free | None:
        """The ``Free`` domain of ``arg`` in the rules' template for ``kind`` (the estimate's number, the
        overrule's reason), or None if no such move is open now."""
        for a in self.controller.legal_actions(self.seat, {kind}):
            value = a.get(arg)
            if isinstance(value, Free):
                return value
        return None

    # -- showing a view --------------------------------------------------------------------------
    def _sections_of(self, phase: str) -> set[QWidget]:
        """The sections a step may show (which of them do is decided in :meth:`_show`)."""
        if phase == "discard":
            return {self.heading, self.hand, self.empty}
        if phase == "choose_player":
            return {self.last, self.heading, self.players, self.hand_heading, self.hand, self.empty}
        if phase == "choose_question":
            return {self.asking, self.hand, self.empty}
        if phase in ("answer", "verdict"):
            return {self.step_box}
        return {self.idle}

    def _show(self, view: Mapping[str, Any]) -> None:
        phase = view["phase"]
        may_show = self._sections_of(phase)
        for w in (self.last, self.heading, self.players, self.asking, self.step_box, self.hand_heading, self.hand,
                  self.empty, self.idle):
            if w not in may_show and not w.isHidden():
                w.hide()  # first: what is filled next is laid out without them (the hand's five cards)
        self.header.show_view(view, self.seat)
        discard = phase == "discard" and bool(view.get("must_discard"))
        shown: set[QWidget] = set()
        if discard:
            n = int(view.get("must_discard", 1))
            if n == 1:
                self.heading.setText(translate("quizclub", "Your disc moved past a marker line on the score track. "
                                               "Choose a card to discard for good — it leaves the game."))
            else:
                self.heading.setText(translate("quizclub", "Your disc moved past a marker line on the score track. "
                                               "Choose a card to discard for good — it leaves the game (%n cards to "
                                               "discard).", n=n))
            shown |= {self.heading, self.hand}
        elif phase == "choose_player":
            self._show_last(view)
            if view.get("last_turn"):
                shown.add(self.last)
            self.heading.setText(translate("quizclub", "Whom do you ask? Only players not yet asked this round."))
            self._show_players(view)
            self.hand_heading.setText(translate("quizclub", "Your hand — the questions you could ask, with their "
                                                "answers:"))
            shown |= {self.heading, self.players, self.hand_heading, self.hand}
        elif phase == "choose_question":
            asked = int((view.get("turn") or {})["asked"])
            p = view["players"][asked]
            self.asking_disc.setPixmap(art.disc_pixmap(p["colour"], asked, 40))
            self.asking_text.setText(translate("quizclub", "You ask {name}. Choose a question and read it out "
                                               "loud.").format(name=p["name"]))
            shown |= {self.asking, self.hand}
        elif phase in ("answer", "verdict"):
            self._show_step(view)
            shown.add(self.step_box)
        else:
            shown.add(self.idle)
        self._prepare_later(view if phase in ("choose_player", "choose_question") else None)
        self._ask_faces_later(view if phase == "choose_player" else None)
        if self.hand in shown:
            self._show_hand(view, ask=phase == "choose_question", discard=discard)
            if not view.get("hand"):
                shown.add(self.empty)
        for w in (self.last, self.heading, self.players, self.asking, self.step_box, self.hand_heading, self.hand,
                  self.empty, self.idle):
            w.setVisible(w in shown)

    # -- the next steps' pieces, built before they are needed ------------------------------------------
    def _prepare_later(self, view: Mapping[str, Any] | None) -> None:
        """What the next steps of this turn need and is not built yet, to be built in idle time (None: stop)."""
        todo: list[str] = []
        if view is not None:
            if self.qbox is None:
                todo.append("question")
            kinds: dict[str, int] = {}
            for card in view.get("hand") or []:
                for q in card.get("questions", []):
                    kind = _section_kind(q)
                    if kind not in self.sections:
                        kinds[kind] = kinds.get(kind, 0) + 1
            todo += sorted(kinds, key=lambda k: -kinds[k])  # the most likely first
            if self.verdict_box is None:
                todo.append("verdict")
        self._todo = todo
        if not todo:
            self._prepare.cancel(self)
        elif not self._prepare.pending(self):  # (work already posted picks the new list up)
            # before other idle work (the covered table drawn ahead): her next click needs it
            self._prepare.post(self, self._prepare_next(), name="quizclub: the next steps", first=True)

    def _prepare_next(self) -> Iterator[object]:
        """Build pieces (see :meth:`_prepare_later`), one a piece of idle work, while the panel is in its host (shown,
        or waiting behind the gate or the cover for her click), hidden and polished (the idle queue runs as many in a
        turn of the event loop as its budget allows), from the turn after the one that posted them: the click that
        showed this step paints first, and what it posted runs first."""
        yield NEXT_TURN
        while self._todo and self.parentWidget() is not None:  # shown, or waiting behind the gate or the cover
            self._prepare_one(self._todo.pop(0))
            yield None

    def _prepare_one(self, what: str) -> None:
        frame: QWidget
        if what == "question":
            frame = self._question_box().frame
        elif what == "verdict":
            frame = self._verdict_box().frame
        elif what in self.sections:
            return
        else:
            section = self.sections[what] = self._build_section(what, self.view)
            self.step_holder.addWidget(section.frame)
            frame = section.frame
        frame.hide()
        frame.ensurePolished()

    def _show_last(self, view: Mapping[str, Any]) -> None:
        last = view.get("last_turn")
        if not last:
            return
        names = self.names
        if last.get("kind") == "self_choice":
            text = translate("quizclub", "Last turn: {name} could only choose herself and scored 3 points.").format(
                name=names[last["seat"]])
            colour = "#3d7dd8"
        else:
            ok = bool(last.get("correct"))
            gains = [f"+{pts} {names[i]}" for i, pts in enumerate(last["points"]) if pts]
            text = translate("quizclub", "Last question: {verdict} — {asker} asked {asked} ({category}, "
                             "{difficulty}). {points}").format(
                verdict=translate("quizclub", "Correct") if ok else translate("quizclub", "Wrong"),
                asker=names[last["asker"]], asked=names[last["asked"]],
                category=title_words(str(last["category_title"])), difficulty=difficulty_word(last["difficulty"]),
                points=" · ".join(gains) if gains else translate("quizclub", "Nobody scored."))
            colour = art.CORRECT.name() if ok else art.WRONG.name()
        self.last.setText(text)
        self.last.setStyleSheet(f"#lastResult {{ background: #ffffff; border: 2px solid {colour};"
                                " border-radius: 10px; padding: 8px 12px; font-size: 18px; }")

    def _show_players(self, view: Mapping[str, Any]) -> None:
        askable = set(view.get("askable") or [])
        others = [p for p in view["players"] if int(p["seat"]) != self.seat]
        if not self.player_buttons:
            cols = min(4, max(1, len(others)))
            for k, p in enumerate(others):
                seat = int(p["seat"])
                b = FitButton(p["name"])
                b.setObjectName(f"ask-player-{seat}")
                b.setCursor(Qt.CursorShape.PointingHandCursor)
                b.setIcon(QIcon(art.disc_pixmap(p["colour"], seat, 36)))
                b.setIconSize(QSize(32, 32))
                self._on(b, partial(self._submit, "choose_player", player=seat))
                self.player_grid.addWidget(b, k // cols, k % cols)
                self.player_buttons[seat] = b
                self.widgets[f"ask-player-{seat}"] = b
        for p in others:
            seat = int(p["seat"])
            open_ = seat in askable
            b = self.player_buttons[seat]
            b.set_lines(p["name"], f"({p['character_name']})" if open_ else translate("quizclub", "already asked"))
            b.setEnabled(open_)

    def _show_hand(self, view: Mapping[str, Any], *, ask: bool, discard: bool) -> None:
        """The hand cards, kept by id (a card that stays is not rebuilt; its buttons come and go)."""
        hand = list(view.get("hand") or [])
        stakes = _stakes(view, self.names) if ask else None
        ids = [str(c["id"]) for c in hand]
        for cid in [c for c in self.cards if c not in ids]:
            gone = self.cards.pop(cid)
            self.hand_layout.removeWidget(gone)
            gone.hide()
            gone.deleteLater()
        for i, card in enumerate(hand):
            cid = str(card["id"])
            view_ = self.cards.get(cid)
            if view_ is None:
                self.hand.hide()  # shown again with the new card
                view_ = self._card_view(card)
            if self.hand_layout.indexOf(view_) != i:
                self.hand_layout.insertWidget(i, view_)
            view_.set_mode(ask=ask, discard=discard, stakes=stakes)
            for b in [*view_.ask_buttons, view_.discard_button]:
                if b is not None:
                    self.widgets[b.objectName()] = b

    def _card_view(self, card: Mapping[str, Any]) -> HandCardView:
        view_ = self.cards[str(card["id"])] = HandCardView(card, str(card.get("character_colour") or "#9aa3ad"),
                                                          on_ask=self._ask_card, on_discard=self._discard_card)
        view_.let_go = self._free_later
        return view_

    def _free_later(self, pictures: list[QPixmap]) -> None:
        """The hand's pictures a card let go (it hid, or showed one of its faces drawn ahead): freed in idle time, the
        turn after the click's (freeing a hand's faces, up to ~20 MB at 1080p, took up to ~2 ms of the click)."""
        self._to_free.extend(pictures)
        if not self._prepare.pending(self._to_free):
            self._prepare.post(self._to_free, self._free(), name="quizclub: the hand's pictures freed")

    def _free(self) -> Iterator[object]:
        yield NEXT_TURN
        self._to_free.clear()

    # -- the hand's faces with "Ask this", drawn ahead while she chooses whom to ask --------------------------------
    def _ask_faces_later(self, view: Mapping[str, Any] | None) -> None:
        """While she chooses whom to ask (None: she does not), the faces the cards in view will show once she has
        chosen ("Ask this" and what each question is worth asked of that player: ``controller.preview`` of each
        choice) are drawn in idle time (:meth:`HandCardView.prepare_face_for`): her click copies them (it drew every
        card in view again, ~3-5 ms a card, the slowest of Quiz Club's moves)."""
        if view is None:
            self._prepare.cancel(self.players)
        elif not self._prepare.pending(self.players):
            self._prepare.post(self.players, self._ask_faces_ahead(), name="quizclub: the hand's faces to ask")

    def _ask_faces_ahead(self) -> Iterator[object]:
        yield NEXT_TURN  # (after the faces of this step: the hand's faces, the next steps' pieces)
        for _ in range(50):
            if not (self._prepare.pending(self.hand) or self._prepare.pending(self)):
                break
            yield NEXT_TURN
        c = self.controller
        for action in c.legal_actions(self.seat, {"choose_player"}):
            if c.view(Viewer.of_seat(self.seat))["phase"] != "choose_player" or self.parentWidget() is None:
                return
            view, _events = c.preview(action, Viewer.of_seat(self.seat))
            if view["phase"] != "choose_question":
                continue
            stakes = _stakes(view, self.names)
            for card in self._cards_in_view(self.players.height()):
                if card.prepare_face_for(ask=True, discard=False, stakes=stakes):
                    yield None

    def _cards_in_view(self, slack: int = 0) -> list[HandCardView]:
        """The hand's cards that show in the scroll area's view (``slack``: that much further down)."""
        body = self.scroller.widget()
        if body is None:
            return []
        bar = self.scroller.verticalScrollBar()
        bottom = (bar.value() if bar is not None else 0) + self.scroller.viewport().height() + slack
        return [card for card in self.cards.values()
                if card.isVisibleTo(body) and card.mapTo(body, QPoint(0, 0)).y() < bottom]

    # -- the hand's faces, drawn ahead while the panel waits behind the gate or the cover ----------------------
    def _faces_later(self) -> None:
        """The panel waits hidden for its player (built or shown again ahead of the gate's click or the cover): the
        faces of the cards it will show in view are drawn in idle time for the size they will have
        (:meth:`HandCardView.prepare_face`), so the click that shows the panel copies them (it painted every card in
        view, ~1.5-3 ms each)."""
        if not self._prepare.pending(self.hand):
            # before other idle work (the boards drawn ahead): the gate's click, the next one, shows them
            self._prepare.post(self.hand, self._faces_ahead(), name="quizclub: the hand's faces", first=True)

    def draw_ahead(self) -> None:
        """Laid out hidden, ahead of the click that shows it: the hand's scroll bar's picture drawn now (its style drew
        it in the click, ~0.7-1 ms; also called by the shell's PanelSlot for a panel built ahead)."""
        bar = self.scroller.verticalScrollBar()
        if isinstance(bar, KeptScrollBar) and not bar.isHidden():
            bar.draw_ahead()

    def _faces_ahead(self) -> Iterator[object]:
        """A card a piece, for as long as the panel stays hidden in its host, laid out as the click will show it (the
        kit's :func:`lay_out_hidden`, again after each round: a layout done asks for the next level's). No turn of
        its own first: a run of idle turns with nothing to do looks like the end of idle time (the bench's idle
        loop stops after three), and a panel built in pieces posted this in its last piece."""
        for round_ in range(3):
            if round_:
                yield NEXT_TURN  # (a turn of its own: the layout a round's drawing may have asked for settles)
            body = self.scroller.widget()
            if self.isVisible() or self.parentWidget() is None or body is None:
                return
            lay_out_hidden(self)
            self.draw_ahead()
            bar = self.scroller.verticalScrollBar()
            bottom = (bar.value() if bar is not None else 0) + self.scroller.viewport().height()
            drawn = False
            for card in list(self.cards.values()):
                if self.isVisible():
                    return
                if card.isVisibleTo(body) and card.mapTo(body, QPoint(0, 0)).y() < bottom and card.prepare_face():
                    drawn = True
                    yield None
            if not drawn:
                return

    # -- the question being asked ----------------------------------------------------------------
    def _show_step(self, view: Mapping[str, Any]) -> None:
        """The question box, the verdict section and one answer section per question type are built once per
        panel and filled in place (a new question of a type already seen builds nothing)."""
        turn = view["turn"]
        q = turn["question"]
        key = (view["phase"], q["card_id"], q["difficulty"], turn.get("said_text"), turn.get("app_verdict"))
        if key == self.step_key:
            return
        self.step_key = key
        self.rebuilds += 1
        self._overrule = None
        self.ranking = []
        asked = self._fill_question_box(view)
        if view["phase"] == "answer":
            if self.verdict_box is not None:
                self.verdict_box.frame.hide()
            kind = _section_kind(q)
            section = self.sections.get(kind)
            if section is None:
                self.step_box.hide()  # shown again with its new children when the step is shown
                section = self.sections[kind] = self._build_section(kind, view)
                self.step_holder.addWidget(section.frame)
            for other in self.sections.values():
                if other is not section:
                    other.frame.hide()
            self.section = section
            self._fill_section(section, view, q, asked)
            section.frame.show()
        else:
            for other in self.sections.values():
                other.frame.hide()
            self.section = None
            self._fill_verdict(view, q, asked)

    def _fill_question_box(self, view: Mapping[str, Any]) -> int:
        """The asked question's box (kept: its texts change in place) and whom it is asked of."""
        turn = view["turn"]
        q = turn["question"]
        asked = int(turn["asked"])
        box = self._question_box()
        box.frame.show()
        colour = art.category_colour(q["category"])
        style = (f"background: {colour.name()}; color: {theme.text_colour_on(colour).name()};"
                 " font-weight: 700; padding: 2px 8px; border-radius: 6px;")
        if box.chip.styleSheet() != style:
            box.chip.setStyleSheet(style)
        box.chip.setText(title_words(str(q["category_title"])))
        box.meta.setText(translate("quizclub", "{type} · {dots} {difficulty} · you ask {name}").format(
            type=title_words(str(q["type_title"])), dots=q["dots"], difficulty=difficulty_word(int(q["difficulty"])),
            name=self.names[asked]))
        box.question.setText(q.get("text", ""))
        answering = view["phase"] == "answer"
        if answering:
            box.read.setText(translate_marked("quizclub", {
                "multiple_choice": QT_TRANSLATE_NOOP("quizclub", "Read the question and the four choices out loud."),
                "ranking": QT_TRANSLATE_NOOP("quizclub", "Read the question and the four terms out loud."),
                "estimate": QT_TRANSLATE_NOOP("quizclub", "Read the question out loud — but not the margin.")}.get(
                q["type"], QT_TRANSLATE_NOOP("quizclub", "Read the question out loud."))))
            box.nothing.setText(button_text(translate("quizclub", "{name} gave no answer").format(
                name=self.names[asked])))
        box.read.setVisible(answering)
        box.nothing.setVisible(answering)
        return asked

    def _question_box(self) -> _QuestionBox:
        if self.qbox is None:
            self.qbox = _QuestionBox()
            self._on(self.qbox.nothing, partial(self._submit, "no_answer"))
            self.widgets["no-answer"] = self.qbox.nothing
            self.step_holder.insertWidget(0, self.qbox.frame)
        return self.qbox

    # -- the answer step: one section per question type, built on first use, filled per question --------
    def _build_section(self, kind: str, view: Mapping[str, Any]) -> _AnswerSection:
        self.section_builds[kind] = self.section_builds.get(kind, 0) + 1
        s = _AnswerSection(kind)
        add = s.col.addWidget
        if kind in ("knowledge", "estimate", "ranking"):
            s.solution = _SolutionBox(translate("quizclub", "The answer (only you see it)"))
            add(s.solution.frame)
        elif kind.startswith("intuition"):
            s.solution = _SolutionBox(translate("quizclub", "How it is judged"))
            add(s.solution.frame)
        add(s.heading)
        if kind == "knowledge":
            row = QHBoxLayout()
            right = button("", "answer-correct", "good")
            self._on(right, partial(self._submit, "answer", correct=True))
            right.setIcon(tick_icon(True))
            wrong = button(translate("quizclub", "Wrong"), "answer-wrong", "bad")
            self._on(wrong, partial(self._submit, "answer", correct=False))
            wrong.setIcon(tick_icon(False))
            for b in (right, wrong):
                b.setIconSize(QSize(28, 28))
                b.setMinimumHeight(72)
                b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
                row.addWidget(b, 1)
            s.col.addLayout(row)
            s.widgets.update({"answer-correct": right, "answer-wrong": wrong})
        elif kind == "multiple_choice":
            for letter in LETTERS:
                choice = button("", f"letter-{letter}", "choice")
                self._on(choice, partial(self._submit, "answer", letter=letter))
                choice.setIconSize(QSize(30, 30))
                choice.setMinimumHeight(72)
                add(choice)
                s.widgets[f"letter-{letter}"] = choice
        elif kind == "estimate":
            row = QHBoxLayout()
            field = QLineEdit()
            field.setObjectName("estimate-field")
            field.setPlaceholderText(translate("quizclub", "for example 1500 or 2.5"))
            field.setMaxLength(40)
            enter = button(translate("quizclub", "Enter"), "estimate-enter", "primary")
            error = label("", "error")
            error.setObjectName("estimate-error")
            error.hide()
            unit = label("", "heading", wrap=False)
            self._on(enter, self._estimate_entered)
            field.returnPressed.connect(self._estimate_entered)
            row.addWidget(field, 1)
            row.addWidget(unit)
            row.addWidget(enter)
            s.col.addLayout(row)
            add(error)
            s.widgets.update({"estimate-field": field, "estimate-enter": enter, "estimate-error": error,
                              "estimate-unit": unit})
        elif kind == "ranking":
            for letter in LETTERS:
                b = button("", f"rank-{letter}", "term")
                self._on(b, partial(self._rank_pick, letter))
                b.setMinimumHeight(52)
                add(b)
                s.widgets[f"rank-{letter}"] = b
            tools = QHBoxLayout()
            said = label("", "said")
            said.setObjectName("rank-said")
            undo_b = mark_aside(button(translate("quizclub", "Undo last"), "rank-undo", "small"))
            self._on(undo_b, self._rank_undo)
            clear_b = mark_aside(button(translate("quizclub", "Start again"), "rank-clear", "small"))
            self._on(clear_b, self._rank_clear)
            enter = button(translate("quizclub", "Enter this order"), "rank-enter", "primary")
            self._on(enter, self._rank_enter)
            for w in (said, undo_b, clear_b, enter):
                tools.addWidget(w, 1 if w is said else 0)
            s.col.addLayout(tools)
            s.widgets.update({"rank-enter": enter, "rank-said": said, "rank-undo": undo_b, "rank-clear": clear_b})
        elif kind == "intuition-count":
            grid = QGridLayout()
            for k in range(len(view["players"])):
                b = button(str(k), f"count-{k}", "")
                self._on(b, partial(self._submit, "answer", count=k))
                b.setMinimumHeight(64)
                grid.addWidget(b, 0, k)
                s.widgets[f"count-{k}"] = b
            s.col.addLayout(grid)
        else:  # intuition-who: a button per player (the answerer's hidden), then "Nobody"
            s.grid = QGridLayout()
            for p in view["players"]:
                seat = int(p["seat"])
                b = FitButton(translate("quizclub", "you") if seat == self.seat else p["name"])
                b.setObjectName(f"who-{seat}")
                b.setCursor(Qt.CursorShape.PointingHandCursor)
                b.setIcon(QIcon(art.disc_pixmap(p["colour"], seat, 36)))
                b.setIconSize(QSize(30, 30))
                self._on(b, partial(self._submit, "answer", player=seat))
                s.widgets[f"who-{seat}"] = b
            b = button(translate("quizclub", "Nobody"), "who-none", "")
            self._on(b, partial(self._submit, "answer", player=None))
            b.setMinimumHeight(72)
            s.widgets["who-none"] = b
            s.col.addLayout(s.grid)
            for k, who in enumerate(x for name, x in s.widgets.items() if name.startswith("who-")):
                s.grid.addWidget(who, k // 4, k % 4)  # (placed again around the answerer when filled)
        if kind.startswith("intuition"):
            s.note = label("", "muted")
            add(s.note)
        add(s.stakes)
        return s

    def _fill_section(self, s: _AnswerSection, view: Mapping[str, Any], q: Mapping[str, Any], asked: int) -> None:
        """Put this question into its type's kept section: texts, the marked answer, a cleared input."""
        name = self.names[asked]
        kind = s.kind
        self.widgets.update(s.widgets)
        if kind == "knowledge":
            s.set_solution([Line(x.text, x.size + 3, x.weight, x.colour, x.tick, x.indent, x.italic)
                            for x in solution_lines(q)])
            s.heading.setText(translate("quizclub", "Was {name}'s answer right? Don't be too strict — it's about "
                                        "having fun.").format(name=name))
            s.widgets["answer-correct"].setText(  # type: ignore[attr-defined]
                button_text(translate("quizclub", "Right — {name} knew it").format(name=name)))
        elif kind == "multiple_choice":
            s.heading.setText(translate("quizclub", "Which letter did {name} say? The right one is marked green "
                                        "with a tick.").format(name=name))
            options = list(q.get("options", []))
            for i, letter in enumerate(LETTERS):
                choice = s.widgets[f"letter-{letter}"]
                assert isinstance(choice, QPushButton)
                if i >= len(options):
                    choice.hide()
                    continue
                is_right = letter == q.get("answer")
                mark = "    " + translate("quizclub", "(correct)") if is_right else ""
                choice.setText(button_text(f"{letter}    {options[i]}{mark}"))
                _set_role(choice, "choice-correct" if is_right else "choice")
                choice.setIcon(self._right_icon if is_right else self._blank_icon)
                choice.show()
        elif kind == "estimate":
            s.set_solution(solution_lines(q))
            unit_text = str(q.get("unit") or "")
            if unit_text:
                s.heading.setText(translate("quizclub", "Type the number {name} said (in {unit}); the app judges it "
                                            "with the margin.").format(name=name, unit=unit_text))
            else:
                s.heading.setText(translate("quizclub", "Type the number {name} said; the app judges it with the "
                                            "margin.").format(name=name))
            unit = s.widgets["estimate-unit"]
            assert isinstance(unit, QLabel)
            unit.setText(unit_text)
            unit.setVisible(bool(unit_text))
            field = s.widgets["estimate-field"]
            assert isinstance(field, QLineEdit)
            field.clear()
            s.widgets["estimate-error"].hide()
        elif kind == "ranking":
            terms = list(q.get("terms", []))
            order = [x for x in q.get("order", []) if x in LETTERS]
            solved = " \u2192 ".join(terms[LETTERS.index(x)] for x in order)
            s.set_solution([Line(translate("quizclub", "Order: {order}").format(order=" ".join(order)), 19,
                                 QFont.Weight.Bold, GREEN, tick=True),
                            Line(solved, 18), Line(translate("quizclub", "Backwards counts too."), 16, colour=MUTED,
                                                   italic=True)])
            s.heading.setText(translate("quizclub", "Click the four in the order {name} said them.").format(
                name=name))
            self._terms = terms
            for i, letter in enumerate(LETTERS):
                s.widgets[f"rank-{letter}"].setVisible(i < len(terms))
            self._rank_show()
        else:
            s.set_solution(solution_lines(q))
            if kind == "intuition-count":
                s.heading.setText(translate("quizclub", "How many fellow players did {name} count? (Not "
                                            "herself.)").format(name=name))
            else:
                s.heading.setText(translate("quizclub", "Whom did {name} name? (Not herself.)").format(name=name))
                if s.placed_for != asked:  # the answerer's button leaves the grid; the others close up
                    s.placed_for = asked
                    grid = s.grid
                    assert grid is not None
                    seats = [int(p["seat"]) for p in view["players"]]
                    order = [s.widgets[f"who-{seat}"] for seat in seats if seat != asked] + [s.widgets["who-none"]]
                    out = s.widgets[f"who-{asked}"]
                    for w in [*order, out]:
                        grid.removeWidget(w)
                    out.hide()
                    out.setObjectName("")  # not an input of this question (named again for a later answerer)
                    for k, w in enumerate(order):
                        w.setObjectName(next(n for n, x in s.widgets.items() if x is w))
                        grid.addWidget(w, k // 4, k % 4)
                        w.show()
                self.widgets.pop(f"who-{asked}", None)
            others = [n for i, n in enumerate(self.names) if i != asked]
            assert s.note is not None
            s.note.setText(translate("quizclub", "Then the table screen asks whether anybody objects ({names}).")
                           .format(names=names_list(others)))
        stakes = _stakes(view, self.names)[int(q["difficulty"])]
        if view["round_type"] == "cooperative":
            stakes = translate("quizclub", "{stakes} · Wrong: nobody scores").format(stakes=stakes)
        s.stakes.setText(translate("quizclub", "This question: {stakes}.").format(stakes=stakes))

    def _estimate_entered(self) -> None:
        s = self.sections.get("estimate")
        if s is None or s is not self.section:
            return
        field, error = s.widgets["estimate-field"], s.widgets["estimate-error"]
        assert isinstance(field, QLineEdit) and isinstance(error, QLabel)
        value = parse_number(field.text())
        domain = self.template("answer", "number")
        if value is None or domain is None or not domain.accepts(value):
            error.setText(translate("quizclub", "Please type a number, for example 1500 or 2.5."))
            if domain is not None and domain.minimum is not None and domain.maximum is not None:
                error.setText(translate("quizclub", "Please type a number between {low} and {high}, for example "
                                        "1500 or 2.5.").format(low=format_number(domain.minimum),
                                                               high=format_number(domain.maximum)))
            error.show()
            return
        self._submit("answer", number=int(value) if value.is_integer() else value)

    def _rank_show(self) -> None:
        s = self.sections.get("ranking")
        if s is None:
            return
        terms = self._terms
        # first: the fourth term pressed by Space is disabled below, and Qt hands the keyboard on from it to the first
        # control on the way forward (PrivateHost.focusNextPrevChild), which must be this one by then
        s.widgets["rank-enter"].setEnabled(len(self.ranking) == 4)
        for letter in LETTERS[:len(terms)]:
            b = s.widgets[f"rank-{letter}"]
            assert isinstance(b, QPushButton)
            pos = self.ranking.index(letter) + 1 if letter in self.ranking else None
            b.setEnabled(pos is None)
            b.setText(button_text(f"{letter}    {terms[LETTERS.index(letter)]}"
                                  + ("      " + translate("quizclub", "→ said {position}.").format(position=pos)
                                     if pos else "")))
        said = s.widgets["rank-said"]
        assert isinstance(said, QLabel)
        if self.ranking:
            said.setText(translate("quizclub", "Said: {order}").format(order=",  ".join(
                f"{i + 1}. {terms[LETTERS.index(x)]}" for i, x in enumerate(self.ranking))))
        else:
            said.setText(translate("quizclub", "Said: (click the first one)"))

    def _rank_pick(self, letter: str) -> None:
        if letter not in self.ranking and len(self.ranking) < 4:
            self.ranking.append(letter)
        self._rank_show()

    def _rank_undo(self) -> None:
        if self.ranking:
            self.ranking.pop()
        self._rank_show()

    def _rank_clear(self) -> None:
        self.ranking.clear()
        self._rank_show()

    def _rank_enter(self) -> None:
        self._submit("answer", order=list(self.ranking))
    def _fill_verdict(self, view: Mapping[str, Any], q: Mapping[str, Any], asked: int) -> None:
        """The verdict step (kept: built on the first verdict, its texts and colours changed in place)."""
        v = self._verdict_box()
        turn = view["turn"]
        verdict = bool(turn.get("app_verdict"))
        self._verdict = verdict
        v.said.setText(translate("quizclub", "{name} said: {said}").format(
            name=self.names[asked], said=said_words(q, turn.get("said"), str(turn.get("said_text", "")), self.names)))
        colour = art.CORRECT if verdict else art.WRONG
        _set_role(v.judged, "right" if verdict else "wrong")  # (the frame alone restyled: see STYLE)
        if v.shown_verdict is not verdict:
            v.shown_verdict = verdict
            v.icon.setPixmap(tick_icon(verdict, colour, 48).pixmap(48, 48))
            v.confirm.setIcon(tick_icon(verdict))
            _set_role(v.confirm, "good" if verdict else "bad")
            _set_role(v.overrule, "bad" if verdict else "good")
        v.title.setText(translate("quizclub", "The app says: correct") if verdict
                        else translate("quizclub", "The app says: wrong"))
        v.answer.setText(translate("quizclub", "Answer: {answer}").format(answer=answer_words(q)))
        v.confirm.setText(button_text(translate("quizclub", "Confirm: correct") if verdict
                                      else translate("quizclub", "Confirm: wrong")))
        if verdict:
            v.heading.setText(translate("quizclub", "Disagree? Overrule the app and count it as wrong. Your reason "
                                        "goes into the game log."))
        else:
            v.heading.setText(translate("quizclub", "Disagree? Overrule the app and count it as correct. Your reason "
                                        "goes into the game log."))
        v.reason.setPlaceholderText(translate("quizclub", "Why? For example: she said it in other words"))
        for b, (text, _full) in zip(v.quick, QUICK_REASONS, strict=True):
            b.setText(button_text(translate_marked("quizclub", text)))
        v.overrule.setText(button_text(translate("quizclub", "Overrule: count it as wrong") if verdict
                                       else translate("quizclub", "Overrule: count it as correct")))
        domain = self.template("overrule", "reason")
        v.reason.setMaxLength(domain.max_length if domain is not None and domain.max_length is not None else 32767)
        self._overrule = (v.overrule, domain)
        v.reason.clear()  # a new verdict starts with no reason (and the overrule disabled)
        v.overrule.setEnabled(False)
        v.frame.show()

    def _verdict_box(self) -> _VerdictBox:
        if self.verdict_box is None:
            self.verdict_box = v = _VerdictBox()
            self._on(v.confirm, partial(self._submit, "confirm"))
            self._on(v.overrule, self._overrule_clicked)
            for i, b in enumerate(v.quick):
                self._on(b, partial(self._quick_reason, i))
                self.widgets[f"reason-{i}"] = b
            v.reason.textChanged.connect(self._reason_changed)
            self.widgets.update({"confirm": v.confirm, "overrule": v.overrule, "overrule-reason": v.reason})
            self.step_holder.addWidget(v.frame)
        return self.verdict_box

    def _quick_reason(self, i: int) -> None:
        if self.verdict_box is not None:
            self.verdict_box.reason.setText(translate_marked("quizclub", QUICK_REASONS[i][1]))

    def _overrule_clicked(self) -> None:
        if self.verdict_box is not None:
            self._submit("overrule", correct=not self._verdict, reason=self.verdict_box.reason.text().strip())


def _section_kind(q: Mapping[str, Any]) -> str:
    """The answer section a question needs: its type, the intuition questions split by what is answered."""
    kind = str(q["type"])
    if kind == "intuition":
        kind = "intuition-count" if q.get("variant") == "count" else "intuition-who"
    return kind


def _set_role(w: QWidget, role: str) -> None:
    """Change a widget's style-sheet role (polished again only when it changed)."""
    if w.property("role") != role:
        w.setProperty("role", role)
        w.style().unpolish(w)
        w.style().polish(w)


class _QuestionBox:
    """The asked question's box: category chip, type line, the question, and (while she answers) what to read
    and "gave no answer". Built once per panel (widgets polished once), filled per question."""

    def __init__(self) -> None:
        self.frame = QFrame()
        self.frame.setObjectName("box")
        col = QVBoxLayout(self.frame)
        col.setContentsMargins(14, 10, 14, 12)
        meta = QHBoxLayout()
        self.chip = label("", wrap=False)
        meta.addWidget(self.chip)
        self.meta = label("")
        meta.addWidget(self.meta, 1)
        col.addLayout(meta)
        self.question = label("", "question")
        col.addWidget(self.question)
        row = QHBoxLayout()
        self.read = label("", "muted")
        row.addWidget(self.read, 1)
        self.nothing = mark_aside(button("", "no-answer", "small"))  # a side outcome: the keyboard starts on the answer
        row.addWidget(self.nothing)
        col.addLayout(row)


class _SolutionBox:
    """The green box with the solution (only the asker sees it); its lines are replaced in place."""

    def __init__(self, title: str) -> None:
        self.frame = QFrame()
        self.frame.setObjectName("solution")
        self.frame.setStyleSheet("#solution { background: #eef8f1; border: 2px solid #2f8f57; border-radius: 12px; }")
        col = QVBoxLayout(self.frame)
        col.setContentsMargins(14, 8, 14, 10)
        col.addWidget(label(title, "muted"))
        self.lines = LinesView([])
        self.lines.setObjectName("solution-lines")
        col.addWidget(self.lines)

    def set_lines(self, lines: list[Line]) -> None:
        view = self.lines
        if lines != view.lines:
            view.lines = lines
            view.setMinimumHeight(view.heightForWidth(max(120, view.width())))
            view.updateGeometry()
            view.update()


class _AnswerSection:
    """The answer step's inputs for one question type (``kind``: a question type, or "intuition-count" /
    "intuition-who"): built once per panel, filled for each question of that type."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.frame = QWidget()
        self.col = QVBoxLayout(self.frame)
        self.col.setContentsMargins(0, 0, 0, 0)
        self.col.setSpacing(10)
        self.solution: _SolutionBox | None = None
        self.heading = label("", "heading")
        self.stakes = label("", "stakes")
        self.note: QLabel | None = None
        self.grid: QGridLayout | None = None
        self.placed_for: int | None = None  # the answerer whose button the "who" grid leaves out
        self.widgets: dict[str, QWidget] = {}

    def set_solution(self, lines: list[Line]) -> None:
        if self.solution is not None:
            self.solution.set_lines(lines)


class _VerdictBox:
    """The verdict step: what was said, the app's judgement, confirm, and the overrule with a reason. Built once
    per panel, filled per verdict."""

    def __init__(self) -> None:
        self.frame = QWidget()
        self.shown_verdict: bool | None = None
        outer = QVBoxLayout(self.frame)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(10)
        self.said = label("", "said")
        outer.addWidget(self.said)
        self.judged = QFrame()
        self.judged.setObjectName("judged")
        # its look by the verdict's role (STYLE): both have the same border, so a verdict that turns restyles the
        # frame alone and lays nothing out (its own style sheet, set anew, restyled every label in it)
        self.judged.setProperty("role", "right")
        jrow = QHBoxLayout(self.judged)
        self.icon = QLabel()
        jrow.addWidget(self.icon)
        jcol = QVBoxLayout()
        self.title = label("", "title")
        jcol.addWidget(self.title)
        self.answer = label("")
        jcol.addWidget(self.answer)
        jrow.addLayout(jcol, 1)
        outer.addWidget(self.judged)
        self.confirm = button("", "confirm", "good")
        self.confirm.setIconSize(QSize(28, 28))
        self.confirm.setMinimumHeight(64)
        outer.addWidget(self.confirm)
        over = QFrame()
        over.setObjectName("box")
        ocol = QVBoxLayout(over)
        ocol.setContentsMargins(14, 10, 14, 12)
        self.heading = label("", "heading")
        ocol.addWidget(self.heading)
        self.reason = QLineEdit()
        self.reason.setObjectName("overrule-reason")
        ocol.addWidget(self.reason)
        quick = QHBoxLayout()
        self.quick: list[QPushButton] = []
        for i in range(len(QUICK_REASONS)):
            b = button("", f"reason-{i}", "small")
            quick.addWidget(b)
            self.quick.append(b)
        ocol.addLayout(quick)
        self.overrule = button("", "overrule", "bad")
        ocol.addWidget(self.overrule)
        outer.addWidget(over)
