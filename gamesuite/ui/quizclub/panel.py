"""The asker's private panel: her hand with the answers, and every choice of her turn.

Built from ``controller.view(Viewer.of_seat(seat))`` only — her own hand and, while she asks,
the solution of her question. Read at arm's length: text >= 16 px, buttons >= 48 px tall, the
correct answer marked by colour AND a tick.

On the Director window (a second monitor that is passed from asker to asker) the panel first
shows a cover ("Pass the Director screen to Anna") until that player confirms; nothing private
is built before. Behind the one-screen hand-off gate the shell has already asked, so no cover.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gamesuite.rules.core import Action, Viewer
from gamesuite.ui import theme
from gamesuite.ui.controller import GameController
from gamesuite.ui.quizclub import art
from gamesuite.ui.quizclub.board import DIFFICULTY_WORDS, names_list
from gamesuite.ui.quizclub.handcard import HandCardView

LETTERS = ("A", "B", "C", "D")
QUICK_REASONS = (("Close enough", "Close enough: we agreed to accept it."),
                 ("Misheard", "Misheard: the answer given was different."),
                 ("Card out of date", "The card is out of date."))

STYLE = """
#qcPanel { background: #f6f2e7; }
#qcPanel QLabel { color: #1d1c1a; font-size: 18px; background: transparent; }
#qcPanel QLabel[role="title"] { font-size: 26px; font-weight: 700; }
#qcPanel QLabel[role="heading"] { font-size: 21px; font-weight: 700; }
#qcPanel QLabel[role="muted"] { color: #4a4741; font-size: 17px; }
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
#qcPanel QPushButton[role="correct"] { background: #dff2e5; border: 3px solid #2f8f57; }
#qcPanel QPushButton[role="choice"] { text-align: left; padding-left: 18px; font-size: 23px; min-height: 62px; }
#qcPanel QPushButton[role="term"] { text-align: left; padding-left: 18px; font-size: 21px; min-height: 44px; }
#qcPanel QPushButton[role="choice-correct"] { text-align: left; padding-left: 18px; font-size: 23px; min-height: 62px;
    background: #dff2e5; border: 3px solid #2f8f57; }
#qcPanel QPushButton[role="small"] { min-height: 48px; font-size: 17px; padding: 2px 12px; }
#qcPanel QPushButton:disabled { background: #e6e1d4; color: #6f6b62; border-color: #cfc9bb; }
#qcPanel QLineEdit { font-size: 22px; min-height: 48px; padding: 2px 10px; border: 2px solid #9c978a;
    border-radius: 8px; background: #ffffff; color: #1d1c1a; }
#qcPanel QFrame#handCard { background: #ffffff; border: 2px solid #cfc6b0; border-radius: 14px; }
#qcPanel QFrame#questionBox { background: #fbf8f0; border: 1px solid #e0d8c4; border-radius: 10px; }
#qcPanel QFrame#box { background: #ffffff; border: 2px solid #cfc6b0; border-radius: 14px; }
#qcPanel QScrollArea { background: transparent; border: none; }
#qcPanel QWidget#scrollBody { background: transparent; }
"""


def tick_icon(correct: bool, colour: QColor | str = "#ffffff", size: int = 40) -> QIcon:
    """A drawn tick or cross for buttons (never dependent on the font's glyphs)."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    art.paint_check(p, QRectF(0, 0, size, size), correct, colour)
    p.end()
    return QIcon(pm)


def _blank_icon(size: int = 40) -> QPixmap:
    """An empty icon, so that choices with and without a tick line up."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    return pm


def parse_number(text: str) -> float | None:
    """A number as people type it: "86400", "86,400", "86 400", "1.5", "1,5", "-3", "2e6"."""
    t = text.strip().replace("\u2212", "-").replace("_", "").replace(" ", "").replace("\u00a0", "")
    if not t:
        return None
    if "," in t and "." in t:
        t = t.replace(",", "")
    elif "," in t:
        t = t.replace(",", "") if re.fullmatch(r"-?\d{1,3}(,\d{3})+", t) else t.replace(",", ".")
    try:
        value = float(t)
    except ValueError:
        return None
    if not math.isfinite(value) or abs(value) > 1e15:
        return None
    return value


def _label(text: str, role: str = "", *, wrap: bool = True, rich: bool = False) -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    label.setText(text)
    label.setWordWrap(wrap)
    if role:
        label.setProperty("role", role)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return label


def _button(text: str, name: str, role: str = "", on_click: Callable[[], None] | None = None) -> QPushButton:
    b = QPushButton(text)
    b.setObjectName(name)
    b.setCursor(Qt.CursorShape.PointingHandCursor)
    if role:
        b.setProperty("role", role)
    if on_click is not None:
        b.clicked.connect(lambda _=False: on_click())
    return b


def _green(text: str) -> str:
    return f'<span style="color:#1f6e3f; font-weight:700;">\u2713 {text}</span>'


def solution_html(q: dict[str, Any]) -> str:
    """The asker's view of a question's solution, as rich text (escaped)."""
    e = html.escape
    kind = q["type"]
    if kind == "knowledge":
        alts = q.get("alternatives") or [q.get("answer", "")]
        out = _green(e(alts[0]))
        if len(alts) > 1:
            out += "<br>Either counts: " + " \u00b7 ".join(f"<b>{e(a)}</b>" for a in alts)
        return out
    if kind == "multiple_choice":
        rows = []
        for letter, option in zip(LETTERS, q.get("options", []), strict=False):
            if letter == q.get("answer"):
                rows.append(_green(f"{letter}&nbsp;&nbsp;{e(option)}"))
            else:
                rows.append(f"&nbsp;&nbsp;&nbsp;{letter}&nbsp;&nbsp;{e(option)}")
        return "<br>".join(rows)
    if kind == "estimate":
        unit = f" {e(q['unit'])}" if q.get("unit") else ""
        from gamesuite.rules.quizclub.judge import format_number

        value = format_number(float(q["value"]))
        low, high = format_number(float(q["low"])), format_number(float(q["high"]))
        return (_green(f"{value}{unit}") + f"<br>Counts from <b>{low}</b> to <b>{high}</b>{unit}"
                "<br><i>Keep the margin secret.</i>")
    if kind == "ranking":
        terms = q.get("terms", [])
        order = q.get("order", [])
        listed = "<br>".join(f"{letter}&nbsp;&nbsp;{e(t)}" for letter, t in zip(LETTERS, terms, strict=False))
        solved = " \u2192 ".join(e(terms[LETTERS.index(x)]) for x in order if x in LETTERS)
        return (listed + "<br>" + _green("Order: " + " ".join(order)) + f"<br>{solved}"
                "<br><i>Backwards counts too.</i>")
    if q.get("variant") == "count":
        return "The answerer says <b>how many</b> fellow players qualify.<br>Right unless somebody objects."
    return "The answerer names <b>a fellow player, or nobody</b>.<br>Right unless somebody objects."


class FitScrollArea(QScrollArea):
    """A vertical scroll area that sizes its content by height-for-width.

    ``widgetResizable`` keeps the content at least as tall as its minimum size hint, which Qt
    computes for word-wrapped text at a narrow width: a scroll bar appeared with room to spare.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(False)

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
        width = self.viewport().width()
        layout = inner.layout()
        if layout is not None and layout.hasHeightForWidth():
            height = layout.totalHeightForWidth(width)
        else:
            height = inner.sizeHint().height()
        inner.resize(width, max(height, self.viewport().height()))


class AskerPanel(QWidget):
    """A seat's private view for one step of her turn (or a marker-line discard)."""

    def __init__(self, controller: GameController, seat: int) -> None:
        super().__init__()
        self.setObjectName("qcPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.controller = controller
        self.seat = seat
        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(8, 8, 8, 8)
        self.built = False
        self.ranking: list[str] = []
        self.widgets: dict[str, QWidget] = {}

    # -- content (the shell's gate or private-screen cover comes first) ------------------------
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self.build()

    def build(self) -> None:
        """Create the private content (only once the right player is looking)."""
        if self.built:
            return
        self.built = True
        view = self.controller.view(Viewer.of_seat(self.seat))
        self.view = view
        self.names = [p["name"] for p in view["players"]]
        header = self._header(view)
        self._outer.addWidget(header)
        header.show()
        phase = view["phase"]
        body: QWidget
        if phase == "discard" and view.get("must_discard"):
            body = self._discard_body(view)
        elif phase == "choose_player":
            body = self._choose_player_body(view)
        elif phase == "choose_question":
            body = self._choose_question_body(view)
        elif phase == "answer":
            body = self._answer_body(view)
        elif phase == "verdict":
            body = self._verdict_body(view)
        else:
            body = _label("Nothing to do right now: look at the table.", "heading")
        self._outer.addWidget(body, 1)
        body.show()

    # -- pieces ---------------------------------------------------------------------------------
    def _submit(self, kind: str, **args: Any) -> None:
        self.controller.submit(Action(kind, self.seat, **args))

    def _header(self, view: dict[str, Any]) -> QWidget:
        me = view["players"][self.seat]
        frame = QFrame()
        frame.setObjectName("header")
        colour = QColor(me["colour"])
        frame.setStyleSheet(f"#header {{ background: #ffffff; border: 2px solid #d8cfb9; border-radius: 12px; }}"
                            f"#strip {{ background: {colour.name()}; border-radius: 5px; }}")
        row = QHBoxLayout(frame)
        row.setContentsMargins(10, 8, 14, 8)
        strip = QFrame()
        strip.setObjectName("strip")
        strip.setFixedWidth(10)
        row.addWidget(strip)
        portrait = QLabel()
        portrait.setPixmap(art.portrait_pixmap(me["character"], me["colour"], 64))
        portrait.setFixedSize(66, 66)
        row.addWidget(portrait)
        col = QVBoxLayout()
        phase = view["phase"]
        if phase == "discard":
            title = f"{me['name']} \u2014 you passed a marker line"
        else:
            title = f"{me['name']} \u2014 your turn to ask"
        col.addWidget(_label(title, "title", wrap=False))
        steps = ["Whom to ask", "Which question", "The answer", "Confirm"]
        current = {"choose_player": 0, "choose_question": 1, "answer": 2, "verdict": 3}.get(phase)
        if current is not None:
            parts = []
            for i, s in enumerate(steps):
                if i == current:
                    parts.append(f'<span style="background:#ffd45a; font-weight:700;">&nbsp;{i + 1} {s}&nbsp;</span>')
                else:
                    parts.append(f'<span style="color:#6f6b62;">{i + 1} {s}</span>')
            col.addWidget(_label("&nbsp;&nbsp;\u203a&nbsp;&nbsp;".join(parts), rich=True, wrap=False))
        row.addLayout(col, 1)
        coop = view["round_type"] == "cooperative"
        rcol = QVBoxLayout()
        kind = "Cooperative" if coop else "Competitive"
        colour_hex = art.COOPERATIVE.darker(120).name() if coop else art.COMPETITIVE.darker(125).name()
        rcol.addWidget(_label(f'<span style="color:{colour_hex}; font-weight:700; font-size:20px;">'
                              f"Round {view['round']} of {view['rounds']} \u00b7 {kind}</span>", rich=True,
                              wrap=False), 0, Qt.AlignmentFlag.AlignRight)
        if coop:
            rule = "Right: you and the answerer score 1/2/3 \u00b7 Wrong: nobody scores"
        else:
            rule = "Right: the answerer scores 1/2/3 \u00b7 Wrong: you score 3/2/1"
        if phase != "discard":
            rcol.addWidget(_label(rule, "muted", wrap=False), 0, Qt.AlignmentFlag.AlignRight)
        row.addLayout(rcol)
        return frame

    def _scroll(self, inner: QWidget) -> QScrollArea:
        inner.setObjectName("scrollBody")
        area = FitScrollArea()
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidget(inner)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return area

    def _last_result(self, view: dict[str, Any]) -> QWidget | None:
        last = view.get("last_turn")
        if not last:
            return None
        names = self.names
        if last.get("kind") == "self_choice":
            text = f"Last turn: {names[last['seat']]} could only choose herself and scored 3 points."
            colour = "#3d7dd8"
        else:
            ok = bool(last.get("correct"))
            gains = [f"+{pts} {names[i]}" for i, pts in enumerate(last["points"]) if pts]
            text = (f"Last question: {'Correct' if ok else 'Wrong'} \u2014 {names[last['asker']]} asked "
                    f"{names[last['asked']]} ({last['category_title']}, {DIFFICULTY_WORDS[last['difficulty']]}). "
                    f"{' · '.join(gains) if gains else 'Nobody scored.'}")
            colour = art.CORRECT.name() if ok else art.WRONG.name()
        label = _label(text)
        label.setObjectName("lastResult")
        label.setStyleSheet(f"#lastResult {{ background: #ffffff; border: 2px solid {colour};"
                            " border-radius: 10px; padding: 8px 12px; font-size: 18px; }")
        return label

    # -- the hand --------------------------------------------------------------------------------
    def _stakes(self, view: dict[str, Any]) -> dict[int, str]:
        """What each difficulty is worth this round, for the asker choosing a question."""
        asked = (view.get("turn") or {}).get("asked")
        name = self.names[int(asked)] if asked is not None else "the answerer"
        if view["round_type"] == "cooperative":
            return {d: f"Right: +{d} for {name} and you" for d in (1, 2, 3)}
        return {d: f"Right: +{d} {name} \u00b7 Wrong: +{4 - d} you" for d in (1, 2, 3)}

    def _hand(self, view: dict[str, Any], *, ask: bool = False, discard: bool = False) -> QScrollArea:
        inner = QWidget()
        col = QVBoxLayout(inner)
        col.setContentsMargins(0, 0, 6, 0)
        col.setSpacing(12)
        colours = {p["character"]: p["colour"] for p in view["players"]}
        stakes = self._stakes(view) if ask else None
        for card in view.get("hand", []):
            cv = HandCardView(card, colours.get(card["character"], "#9aa3ad"), stakes=stakes,
                              on_ask=(lambda cid, d: self._submit("choose_question", card_id=cid, difficulty=d))
                              if ask else None,
                              on_discard=(lambda cid: self._submit("discard_marker", card_id=cid)) if discard else None)
            col.addWidget(cv)
            for b in [*cv.ask_buttons, cv.discard_button]:
                if b is not None:
                    self.widgets[b.objectName()] = b
        if not view.get("hand"):
            col.addWidget(_label("Your hand is empty.", "muted"))
        col.addStretch(1)
        return self._scroll(inner)

    # -- phases ----------------------------------------------------------------------------------
    def _choose_player_body(self, view: dict[str, Any]) -> QWidget:
        body = QWidget()
        col = QVBoxLayout(body)
        col.setContentsMargins(0, 6, 0, 0)
        last = self._last_result(view)
        if last is not None:
            col.addWidget(last)
        col.addWidget(_label("Whom do you ask? Only players not yet asked this round.", "heading"))
        row = QHBoxLayout()
        askable = set(view.get("askable") or [])
        for p in view["players"]:
            seat = int(p["seat"])
            if seat == self.seat:
                continue
            open_ = seat in askable
            text = f"{p['name']}  ({p['character_name']})" if open_ else f"{p['name']} \u2014 already asked"
            b = _button(text, f"ask-player-{seat}", "", lambda s=seat: self._submit("choose_player", player=s))
            b.setIcon(QIcon(art.disc_pixmap(p["colour"], seat, 36)))
            b.setIconSize(QSize(32, 32))
            b.setEnabled(open_)
            b.setMinimumHeight(64)
            row.addWidget(b)
            self.widgets[f"ask-player-{seat}"] = b
        col.addLayout(row)
        col.addWidget(_label("Your hand \u2014 the questions you could ask, with their answers:", "muted"))
        col.addWidget(self._hand(view), 1)
        return body

    def _choose_question_body(self, view: dict[str, Any]) -> QWidget:
        body = QWidget()
        col = QVBoxLayout(body)
        col.setContentsMargins(0, 6, 0, 0)
        asked = int((view.get("turn") or {}).get("asked"))
        row = QHBoxLayout()
        p = view["players"][asked]
        who = QLabel()
        who.setPixmap(art.disc_pixmap(p["colour"], asked, 40))
        row.addWidget(who)
        row.addWidget(_label(f"You ask {p['name']}. Choose a question and read it out loud.", "heading"), 1)
        back = _button("Ask someone else", "cancel-player", "small", lambda: self._submit("cancel_player"))
        row.addWidget(back)
        self.widgets["cancel-player"] = back
        col.addLayout(row)
        col.addWidget(self._hand(view, ask=True), 1)
        return body

    def _question_header(self, view: dict[str, Any]) -> tuple[QFrame, dict[str, Any], int]:
        turn = view["turn"]
        q = turn["question"]
        asked = int(turn["asked"])
        box = QFrame()
        box.setObjectName("box")
        col = QVBoxLayout(box)
        col.setContentsMargins(14, 10, 14, 12)
        colour = art.category_colour(q["category"])
        meta = (f'<span style="background:{colour.name()}; color:{theme.text_colour_on(colour).name()};">'
                f"&nbsp;{html.escape(q['category_title'])}&nbsp;</span>&nbsp;&nbsp;<b>{html.escape(q['type_title'])}"
                f"</b> \u00b7 {q['dots']} {DIFFICULTY_WORDS[int(q['difficulty'])]} \u00b7 you ask "
                f"<b>{html.escape(self.names[asked])}</b>")
        col.addWidget(_label(meta, rich=True))
        col.addWidget(_label(q.get("text", ""), "question"))
        if view["phase"] == "answer":
            read = {"multiple_choice": "Read the question and the four choices out loud.",
                    "ranking": "Read the question and the four terms out loud.",
                    "estimate": "Read the question out loud \u2014 but not the margin."}.get(
                q["type"], "Read the question out loud.")
            row = QHBoxLayout()
            row.addWidget(_label(read, "muted"), 1)
            nothing = _button(f"{self.names[asked]} gave no answer", "no-answer", "small",
                              lambda: self._submit("no_answer"))
            self.widgets["no-answer"] = nothing
            row.addWidget(nothing)
            col.addLayout(row)
        return box, q, asked

    def _answer_body(self, view: dict[str, Any]) -> QWidget:
        inner = QWidget()
        col = QVBoxLayout(inner)
        col.setContentsMargins(0, 6, 6, 0)
        col.setSpacing(10)
        box, q, asked = self._question_header(view)
        name = self.names[asked]
        col.addWidget(box)
        kind = q["type"]
        if kind == "knowledge":
            col.addWidget(self._knowledge_input(q, name))
        elif kind == "multiple_choice":
            col.addWidget(self._choice_input(q, name))
        elif kind == "estimate":
            col.addWidget(self._estimate_input(q, name))
        elif kind == "ranking":
            col.addWidget(self._ranking_input(q, name))
        else:
            col.addWidget(self._intuition_input(q, name, asked, view))
        d = int(q["difficulty"])
        stakes = self._stakes(view)[d]
        if view["round_type"] == "cooperative":
            stakes += " \u00b7 Wrong: nobody scores"
        col.addWidget(_label(f"This question: {stakes}.", "stakes"))
        col.addStretch(1)
        return self._scroll(inner)

    def _solution_box(self, q: dict[str, Any], title: str = "The answer (only you see it)",
                      html_text: str | None = None) -> QFrame:
        box = QFrame()
        box.setObjectName("solution")
        box.setStyleSheet("#solution { background: #eef8f1; border: 2px solid #2f8f57; border-radius: 12px; }")
        col = QVBoxLayout(box)
        col.setContentsMargins(14, 8, 14, 10)
        col.addWidget(_label(title, "muted"))
        sol = _label(html_text if html_text is not None else solution_html(q), rich=True)
        sol.setStyleSheet("font-size: 21px;")
        col.addWidget(sol)
        return box

    def _knowledge_input(self, q: dict[str, Any], name: str) -> QWidget:
        w = QWidget()
        col = QVBoxLayout(w)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self._solution_box(q))
        col.addWidget(_label(f"Was {name}'s answer right? Don't be too strict \u2014 it's about having fun.",
                             "heading"))
        row = QHBoxLayout()
        right = _button(f"Right \u2014 {name} knew it", "answer-correct", "good",
                        lambda: self._submit("answer", correct=True))
        right.setIcon(tick_icon(True))
        wrong = _button("Wrong", "answer-wrong", "bad", lambda: self._submit("answer", correct=False))
        wrong.setIcon(tick_icon(False))
        for b in (right, wrong):
            b.setIconSize(QSize(28, 28))
            b.setMinimumHeight(72)
            row.addWidget(b, 1)
        self.widgets["answer-correct"] = right
        self.widgets["answer-wrong"] = wrong
        col.addLayout(row)
        return w

    def _choice_input(self, q: dict[str, Any], name: str) -> QWidget:
        w = QWidget()
        col = QVBoxLayout(w)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(_label(f"Which letter did {name} say? The right one is marked green with a tick.", "heading"))
        for letter, option in zip(LETTERS, q.get("options", []), strict=False):
            right = letter == q.get("answer")
            b = _button(f"{letter}    {option}" + ("    (correct)" if right else ""), f"letter-{letter}",
                        "choice-correct" if right else "choice", lambda x=letter: self._submit("answer", letter=x))
            b.setIcon(tick_icon(True, art.CORRECT) if right else QIcon(_blank_icon()))
            b.setIconSize(QSize(30, 30))
            b.setMinimumHeight(72)
            col.addWidget(b)
            self.widgets[f"letter-{letter}"] = b
        return w

    def _estimate_input(self, q: dict[str, Any], name: str) -> QWidget:
        w = QWidget()
        col = QVBoxLayout(w)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self._solution_box(q))
        unit = f" (in {q['unit']})" if q.get("unit") else ""
        col.addWidget(_label(f"Type the number {name} said{unit}; the app judges it with the margin.", "heading"))
        row = QHBoxLayout()
        field = QLineEdit()
        field.setObjectName("estimate-field")
        field.setPlaceholderText("for example 1500 or 2.5")
        field.setMaxLength(40)
        enter = _button("Enter", "estimate-enter", "primary")
        error = _label("", "error")
        error.hide()

        def go() -> None:
            value = parse_number(field.text())
            if value is None:
                error.setText("Please type a number, for example 1500 or 2.5.")
                error.show()
                return
            number: int | float = int(value) if value == int(value) and abs(value) < 1e15 else value
            self._submit("answer", number=number)

        enter.clicked.connect(lambda _=False: go())
        field.returnPressed.connect(go)
        row.addWidget(field, 1)
        if q.get("unit"):
            row.addWidget(_label(q["unit"], "heading", wrap=False))
        row.addWidget(enter)
        col.addLayout(row)
        col.addWidget(error)
        self.widgets.update({"estimate-field": field, "estimate-enter": enter, "estimate-error": error})
        return w

    def _ranking_input(self, q: dict[str, Any], name: str) -> QWidget:
        w = QWidget()
        col = QVBoxLayout(w)
        col.setContentsMargins(0, 0, 0, 0)
        terms = q.get("terms", [])
        order = [x for x in q.get("order", []) if x in LETTERS]
        solved = " \u2192 ".join(html.escape(terms[LETTERS.index(x)]) for x in order)
        col.addWidget(self._solution_box(q, html_text=_green("Order: " + " ".join(order)) + f"&nbsp;&nbsp; {solved}"
                                         " &nbsp;<i>(backwards counts too)</i>"))
        col.addWidget(_label(f"Click the four in the order {name} said them.", "heading"))
        row = QVBoxLayout()
        row.setSpacing(6)
        buttons: dict[str, QPushButton] = {}
        said = _label("", "said")
        enter = _button("Enter this order", "rank-enter", "primary")
        enter.setEnabled(False)

        def refresh() -> None:
            for letter, b in buttons.items():
                pos = self.ranking.index(letter) + 1 if letter in self.ranking else None
                b.setEnabled(pos is None)
                b.setText(f"{letter}    {terms[LETTERS.index(letter)]}" + (f"      \u2192 said {pos}." if pos else ""))
            if self.ranking:
                said.setText("Said: " + ",  ".join(f"{i + 1}. {terms[LETTERS.index(x)]}"
                                                    for i, x in enumerate(self.ranking)))
            else:
                said.setText("Said: (click the first one)")
            enter.setEnabled(len(self.ranking) == 4)

        def add(letter: str) -> None:
            if letter not in self.ranking and len(self.ranking) < 4:
                self.ranking.append(letter)
            refresh()

        for letter, term in zip(LETTERS, terms, strict=False):
            b = _button(f"{letter}    {term}", f"rank-{letter}", "term", lambda x=letter: add(x))
            b.setMinimumHeight(52)
            buttons[letter] = b
            row.addWidget(b)
            self.widgets[f"rank-{letter}"] = b
        col.addLayout(row)
        tools = QHBoxLayout()
        undo = _button("Undo last", "rank-undo", "small",
                       lambda: (self.ranking.pop() if self.ranking else None, refresh()))
        clear = _button("Start again", "rank-clear", "small", lambda: (self.ranking.clear(), refresh()))
        enter.clicked.connect(lambda _=False: self._submit("answer", order=list(self.ranking)))
        tools.addWidget(said, 1)
        tools.addWidget(undo)
        tools.addWidget(clear)
        tools.addWidget(enter)
        col.addLayout(tools)
        self.widgets.update({"rank-enter": enter, "rank-said": said, "rank-undo": undo, "rank-clear": clear})
        refresh()
        return w

    def _intuition_input(self, q: dict[str, Any], name: str, asked: int, view: dict[str, Any]) -> QWidget:
        w = QWidget()
        col = QVBoxLayout(w)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self._solution_box(q, "How it is judged"))
        row = QHBoxLayout()
        if q.get("variant") == "count":
            col.addWidget(_label(f"How many fellow players did {name} count? (Not herself.)", "heading"))
            for k in range(len(view["players"])):
                b = _button(str(k), f"count-{k}", "", lambda c=k: self._submit("answer", count=c))
                b.setMinimumHeight(64)
                row.addWidget(b, 1)
                self.widgets[f"count-{k}"] = b
        else:
            col.addWidget(_label(f"Whom did {name} name? (Not herself.)", "heading"))
            for p in view["players"]:
                seat = int(p["seat"])
                if seat == asked:
                    continue
                label = "you" if seat == self.seat else p["name"]
                b = _button(label, f"who-{seat}", "", lambda s=seat: self._submit("answer", player=s))
                b.setIcon(QIcon(art.disc_pixmap(p["colour"], seat, 36)))
                b.setIconSize(QSize(30, 30))
                b.setMinimumHeight(64)
                row.addWidget(b, 1)
                self.widgets[f"who-{seat}"] = b
            b = _button("Nobody", "who-none", "", lambda: self._submit("answer", player=None))
            b.setMinimumHeight(64)
            row.addWidget(b, 1)
            self.widgets["who-none"] = b
        col.addLayout(row)
        others = [n for i, n in enumerate(self.names) if i != asked]
        col.addWidget(_label(f"Then the table screen asks whether anybody objects ({names_list(others)}).",
                             "muted"))
        return w

    def _verdict_body(self, view: dict[str, Any]) -> QWidget:
        inner = QWidget()
        col = QVBoxLayout(inner)
        col.setContentsMargins(0, 6, 6, 0)
        col.setSpacing(10)
        box, q, asked = self._question_header(view)
        col.addWidget(box)
        turn = view["turn"]
        verdict = bool(turn.get("app_verdict"))
        col.addWidget(_label(f"{self.names[asked]} said: {turn.get('said_text', '')}", "said"))
        judged = QFrame()
        judged.setObjectName("judged")
        colour = art.CORRECT if verdict else art.WRONG
        judged.setStyleSheet(f"#judged {{ background: {art.tint(colour, 0.85).name()}; border: 3px solid"
                             f" {colour.name()}; border-radius: 12px; }}")
        jrow = QHBoxLayout(judged)
        icon = QLabel()
        icon.setPixmap(tick_icon(verdict, colour, 48).pixmap(48, 48))
        jrow.addWidget(icon)
        jcol = QVBoxLayout()
        jcol.addWidget(_label(f"The app says: {'correct' if verdict else 'wrong'}", "title"))
        jcol.addWidget(_label(f"Answer: {q.get('answer_text', '')}"))
        jrow.addLayout(jcol, 1)
        col.addWidget(judged)
        confirm = _button(f"Confirm: {'correct' if verdict else 'wrong'}", "confirm", "good" if verdict else "bad",
                          lambda: self._submit("confirm"))
        confirm.setIcon(tick_icon(verdict))
        confirm.setIconSize(QSize(28, 28))
        confirm.setMinimumHeight(64)
        col.addWidget(confirm)
        self.widgets["confirm"] = confirm
        over = QFrame()
        over.setObjectName("box")
        ocol = QVBoxLayout(over)
        ocol.setContentsMargins(14, 10, 14, 12)
        other = "correct" if not verdict else "wrong"
        ocol.addWidget(_label(f"Disagree? Overrule the app and count it as {other}. Your reason goes into the "
                              "game log.", "heading"))
        reason = QLineEdit()
        reason.setObjectName("overrule-reason")
        reason.setMaxLength(200)
        reason.setPlaceholderText("Why? For example: she said it in other words")
        ocol.addWidget(reason)
        quick = QHBoxLayout()
        for i, (label, text) in enumerate(QUICK_REASONS):
            b = _button(label, f"reason-{i}", "small", lambda t=text: reason.setText(t))
            quick.addWidget(b)
            self.widgets[f"reason-{i}"] = b
        ocol.addLayout(quick)
        overrule = _button(f"Overrule: count it as {other}", "overrule", "bad" if verdict else "good",
                           lambda: self._submit("overrule", correct=not verdict, reason=reason.text().strip()))
        overrule.setEnabled(False)
        reason.textChanged.connect(lambda t: overrule.setEnabled(bool(t.strip())))
        ocol.addWidget(overrule)
        self.widgets.update({"overrule": overrule, "overrule-reason": reason})
        col.addWidget(over)
        col.addStretch(1)
        return self._scroll(inner)

    def _discard_body(self, view: dict[str, Any]) -> QWidget:
        body = QWidget()
        col = QVBoxLayout(body)
        col.setContentsMargins(0, 6, 0, 0)
        n = int(view.get("must_discard", 1))
        more = "" if n == 1 else f" ({n} cards to discard)"
        col.addWidget(_label(f"Your disc moved past a marker line on the score track. Choose a card to discard "
                             f"for good \u2014 it leaves the game{more}.", "heading"))
        col.addWidget(self._hand(view, discard=True), 1)
        return body
