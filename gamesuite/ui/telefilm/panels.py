"""Telefilm's private panels: the Director window and a Star's hand of special cards.

Both are read at arm's length by one person: dense is fine, but nothing important is small (text
>= 16 px, buttons >= 48 px tall) and the correct answer is marked by colour AND a check mark.
They are built from ``controller.view(viewer)`` only, anew after every change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gamesuite.rules.core import Action, Viewer
from gamesuite.rules.telefilm.spec import CARDS_ONLY, GENRE_TITLES, GENRES, MIX, SETUP, STANDARD
from gamesuite.ui import theme
from gamesuite.ui.controller import GameController
from gamesuite.ui.telefilm import art

PAPER = "#f6f2e7"
INK = "#1d1c1a"
MUTED = "#4a463d"
GREEN = "#2e9e5b"
RED = "#c8453a"
GREEN_TEXT = "#1c6e3d"  # the correct answer as text on light paper (contrast >= 4.5:1)
TIMING = {"before": "Play it before the question is asked.", "turn": "Play it when it is your turn to answer.",
          "after": "Play it after the question has been read."}
CARD_NAMES = {"comedy": "COMEDY", "drama": "DRAMA", "crime": "CRIME", "scifi": "SCI-FI", "double": "DOUBLE",
              "two": "TWO", "fifty": "50%", "call": "CALL", "web": "WEB", "power": "POWER"}
STEP_WORDS = {"pre": "chooses the question number", "choose": "chooses one of the two questions",
              "read": "decides: straight answer or options", "answer": "answers",
              "genre_ruling": "waits for your ruling", "done": "has finished", "ask": "waits for your question"}


TONES = {"muted": MUTED, "light": "#ffffff", "grey": "#5e5a50", "purple": "#5b2b8c", "brown": "#7a4b00"}
BUTTONS = {"": ("#ffd45a", INK), "white": ("#ffffff", INK), "blue": ("#dfe9f5", INK), "purple": ("#c9b8e8", INK),
           "green": (GREEN, "#ffffff"), "red": (RED, "#ffffff"), "left": ("#ffffff", INK)}
BOXES = {"white": ("#ffffff", "#3b3a36", 14), "grey": ("#ece7da", "#3b3a36", 14), "status": ("#fff2c2", "#b58a00", 14),
         "correct": (GREEN, "#1b6b3c", 10), "hidden": ("#ece7da", "#b8b2a4", 10), "option": ("#ffffff", "#8c877b", 10)}
for _genre, _colour in art.GENRE_COLOURS.items():
    BOXES[_genre] = (art.tint(_colour, 0.18).name(), _colour.darker(130).name(), 14)


def label(text: str, size: int = 18, *, bold: bool = False, tone: str = "", wrap: bool = True,
          name: str = "", rich: bool = False) -> QLabel:
    """A label; a ``tone`` colours it through rich text (the app's style sheet fixes label colours)."""
    if rich:
        lab = QLabel(text)
        lab.setTextFormat(Qt.TextFormat.RichText)
    elif tone:
        lab = QLabel(f"<span style='color:{TONES[tone]}'>{_esc(text)}</span>")
        lab.setTextFormat(Qt.TextFormat.RichText)
    else:
        lab = QLabel(text)
        lab.setTextFormat(Qt.TextFormat.PlainText)
    lab.setFont(theme.font(size, QFont.Weight.Bold if bold else QFont.Weight.Normal))
    lab.setWordWrap(wrap)
    lab.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    if name:
        lab.setObjectName(name)
    return lab


def button(text: str, slot: Callable[[], Any], *, kind: str = "", height: int = 56, size: int = 20,
           name: str = "") -> QPushButton:
    b = QPushButton(text)
    b.setMinimumHeight(height)
    b.setFont(theme.font(size, QFont.Weight.Bold))
    b.setCursor(Qt.CursorShape.PointingHandCursor)
    bg, ink = BUTTONS[kind]
    align = " text-align: left;" if kind == "left" else ""
    b.setStyleSheet(f"QPushButton {{ background: {bg}; color: {ink}; border: 2px solid #3b3a36; border-radius: 12px;"
                    f" padding: 6px 16px;{align} }} QPushButton:hover {{ border: 3px solid #1d1c1a; }}"
                    "QPushButton:disabled { background: #e4dfd3; color: #5e5a50; border: 2px solid #b8b2a4; }")
    b.clicked.connect(lambda _=False: slot())
    if name:
        b.setObjectName(name)
    return b


class Box(QFrame):
    """A rounded box painted directly (style sheets on many widgets make a panel slow to build)."""

    def __init__(self, kind: str = "white") -> None:
        super().__init__()
        bg, border, radius = BOXES[kind]
        self.bg, self.border, self.radius = QColor(bg), QColor(border), radius
        self.kind = kind

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(self.border, 2))
        p.setBrush(self.bg)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), self.radius, self.radius)
        p.end()


def frame(kind: str = "white") -> Box:
    return Box(kind)


class Paper(QWidget):
    """The panels' paper background."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(PAPER))
        p.end()


def genre_header(card: dict[str, Any], extra: str = "", size: int = 22) -> QWidget:
    """A card's space: the genre badge (colour AND icon), its title and ``extra`` (difficulty, bet)."""
    genre = "mix" if card.get("deck") == "mix" or card.get("space") == "mix" else str(card.get("genre"))
    w = QWidget()
    row = QHBoxLayout(w)
    row.setContentsMargins(0, 0, 0, 0)
    icon = QLabel()
    icon.setPixmap(art.genre_badge_pixmap(genre, 44))
    icon.setFixedSize(46, 46)
    row.addWidget(icon)
    row.addWidget(label(str(card.get("title", "")), size, bold=True, wrap=False))
    row.addStretch(1)
    if extra:
        row.addWidget(label(extra, size - 2, bold=True, tone="muted", wrap=False))
    return w


def difficulty_text(d: int | None) -> str:
    if d is None:
        return ""
    return f"Difficulty {d}  " + "●" * d + "○" * max(0, 3 - d)


def options_html(question: dict[str, Any], *, shown: list[str] | None = None, tried: dict[str, str] | None = None
                 ) -> str:
    """The five options as one table: the correct one green AND with a check mark and the word;
    options 50% left unread are greyed; wrong tries are named."""
    rows = []
    for opt in question["options"]:
        letter = opt["letter"]
        correct = letter == question["answer"]
        hidden = shown is not None and letter not in shown
        note = "not read (50%)" if hidden else ""
        if tried and letter in tried:
            note = f"✗ {_esc(tried[letter])}"
        if correct:
            bg, ink, mark, note = GREEN, "#ffffff", "✓ ", "CORRECT"
        elif hidden:
            bg, ink, mark = "#ece7da", "#5e5a50", ""
        else:
            bg, ink, mark = "#ffffff", INK, ""
        weight = "700" if correct else "400"
        span = f"<span style='color:{ink}; font-weight:"
        rows.append(f"<tr><td bgcolor='{bg}' width='64'>{span}700'>&nbsp;{mark}{letter}</span></td>"
                    f"<td bgcolor='{bg}' width='78%'>{span}{weight}'>{_esc(opt['text'])}</span></td>"
                    f"<td bgcolor='{bg}' align='right'>{span}700'>{note}&nbsp;</span></td></tr>")
    return ("<table width='100%' cellspacing='2' cellpadding='8' style='background:#b8b2a4'>"
            + "".join(rows) + "</table>")


def question_block(question: dict[str, Any], *, shown: list[str] | None = None, tried: dict[str, str] | None = None,
                   size: int = 20, heading: str = "") -> QLabel:
    """A question with its five options, the correct one marked (and 50%'s unread ones greyed)."""
    title = _esc(heading or f"Question {question['number']}: {question['text']}")
    lab = label(f"<div style='font-size:{size + 4}px; font-weight:700'>{title}</div>"
                + options_html(question, shown=shown, tried=tried), size, rich=True)
    return lab


def compact_questions(card: dict[str, Any], size: int = 16) -> QLabel:
    """The four questions of a card, each with its correct answer (the Director's reference)."""
    parts = []
    for qq in card.get("questions", []):
        right = next((o["text"] for o in qq["options"] if o["letter"] == qq["answer"]), "")
        parts.append(f"<b>{qq['number']}.</b> {_esc(qq['text'])}<br><span style='color:{GREEN_TEXT}; "
                     f"font-weight:700'>✓ {qq['answer']}: {_esc(right)}</span>")
    return label("<br>".join(parts), size, rich=True)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class DirectorPanel(Paper):
    """The Director's private view: cards and bets, then each space's question with the answer."""

    def __init__(self, controller: GameController, *, on_back: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.setObjectName("telefilmDirector")
        v = controller.view(Viewer.DIRECTOR)
        self.v = v
        self.names = [p["name"] for p in v["players"]]
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        outer.setSpacing(10)
        outer.addWidget(self._header(on_back))
        self.status = label(self._status_text(), 24, bold=True, name="directorStatus")
        status_box = frame("status")
        sl = QVBoxLayout(status_box)
        sl.setContentsMargins(14, 8, 14, 8)
        sl.addWidget(self.status)
        outer.addWidget(status_box)
        body = Paper()
        body.setObjectName("directorBody")
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)  # before filling it: the scroll area measures its widget here
        outer.addWidget(scroll, 1)
        self.body = QVBoxLayout(body)
        self.body.setContentsMargins(0, 0, 6, 0)
        self.body.setSpacing(12)
        phase = v["phase"]
        if v["over"]:
            self._over()
        elif phase == "bets":
            self._bets()
        elif phase in ("place", "select"):
            self._waiting_board()
        elif phase == "offer":
            self._offer()
        else:
            self._question()
        self.body.addStretch(1)

    # ------------------------------------------------------------------ pieces
    def name(self, seat: int | None) -> str:
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else ""

    def _header(self, on_back: Callable[[], None] | None) -> QWidget:
        v = self.v
        w = QWidget()
        row = QHBoxLayout(w)
        row.setContentsMargins(0, 0, 0, 0)
        total = v.get("turns_total")
        turn = f"Turn {v['turn']} of {total}" if total else f"Turn {v['turn']}"
        row.addWidget(label(f"Director: {self.name(v['director'])}", 28, bold=True, wrap=False))
        row.addWidget(label(f"  ·  {turn}", 22, tone="muted", wrap=False))
        row.addStretch(1)
        c = self.controller
        undo_texts = {"judge": "Undo last judgement", "bet": "Undo last bet", "rule_genre": "Undo the genre ruling",
                      "ask": "Undo the question choice"}
        if c.can_undo() and c.actions and c.actions[-1].kind in undo_texts:
            # only the Director's own moves; anything else is undone with Edit > Undo
            row.addWidget(button(undo_texts[c.actions[-1].kind], c.undo, kind="white", name="undoButton"))
        if on_back is not None:
            row.addWidget(button("Back to the table", on_back, kind="blue", name="backButton"))
        return w

    def _status_text(self) -> str:
        v = self.v
        if v["over"]:
            return (v.get("result") or {}).get("text", "Game over")
        phase = v["phase"]
        if phase == "bets":
            left = ", ".join(str(x) for x in v.get("bet_tokens") or [])
            if v["variant"] == STANDARD:
                keep = SETUP[len(self.names)].keep
                return (f"Choose your cards: one bet token on the Mix card and on {keep} Period cards. "
                        f"Tokens left: {left}.")
            return f"Choose 2 cards: put 2 bet tokens on each. Tokens left: {left}."
        if phase == "place":
            return f"The Stars are placing their tokens — {self.name(v.get('placing'))} now."
        if phase == "select":
            return f"{self.name(v.get('star'))} chooses which space to answer."
        if phase == "offer":
            return f"{self.name(v.get('star'))} chooses one of the cards you drew."
        q = v.get("question") or {}
        step = q.get("step")
        a = self.name(q.get("answerer"))
        if q.get("empty"):
            return "Nobody chose this space: you score bet + difficulty when the table presses Reveal."
        if step == "answer" and q.get("mode") == "straight":
            return f"{a} answers straight. Is the answer right?"
        if step == "ask":
            return f"Choose the question for {a} and read it aloud."
        if step == "genre_ruling":
            return "Was this Mix question about the genre of the card played?"
        if step == "fifty":
            return f"{a} played 50%: choose the wrong option you will read with the correct one."
        if step == "read" and q.get("may_pass"):
            return (f"Read question {q.get('number')} again if asked. {a} decides: straight answer, options "
                    "or pass.")
        if step == "read":
            return f"Read question {q.get('number')} aloud. {a} decides: straight answer or options."
        if step == "choose":
            return f"Read both questions aloud. {a} chooses one."
        if step == "answer" and q.get("may_pass"):
            return f"The options are on the table. {a} answers there, or passes."
        if step == "answer":
            return f"Read the options aloud. {a} answers on the table."
        if step == "pre":
            return f"{a} chooses the question number."
        if step == "done":
            c = q.get("correct")
            who = f"{self.name(c)} answered right." if c is not None else "Nobody answered right."
            return f"{who} The table presses Reveal to show the answer."
        return ""

    def _card_box(self, card: dict[str, Any], *, extra: str = "", show_questions: bool = True) -> tuple[QFrame,
                                                                                                        QVBoxLayout]:
        genre = "mix" if card.get("deck") == "mix" else str(card.get("genre"))
        box = frame(genre if genre in art.GENRE_COLOURS else "white")
        col = QVBoxLayout(box)
        col.setContentsMargins(12, 10, 12, 10)
        col.setSpacing(6)
        col.addWidget(genre_header(card, extra or difficulty_text(card.get("difficulty"))))
        if show_questions:
            col.addWidget(compact_questions(card))
        return box, col

    # ------------------------------------------------------------------ phases
    def _bets(self) -> None:
        v = self.v
        private = v.get("director_private") or {}
        director = v["director"]
        legal = self.controller.legal_actions(seat=director, kinds={"bet"})
        by_space: dict[str, list[int]] = {}
        for a in legal:
            by_space.setdefault(a["space"], []).append(a["value"])
        redraws = v.get("redraws") or []
        if redraws:
            counts: dict[str, int] = {}
            for r in redraws:
                counts[r.get("deck", "")] = counts.get(r.get("deck", ""), 0) + 1
            names = ", ".join(f"{k} {'Mix' if deck == 'mix' else 'Period'}" for deck, k in sorted(counts.items()))
            self.body.addWidget(label(f"Cards for a space already drawn were discarded and replaced: {names} "
                                      "(the table was told only the deck and how many).", 18,
                                      bold=True, tone="brown", name="redraws"))
        bets = {sp["id"]: sp["bets"] for sp in v.get("spaces") or []}
        grid = QGridLayout()
        grid.setSpacing(12)
        cards = private.get("hand") or []
        for i, card in enumerate(cards):
            sp = card["space"]
            placed = bets.get(sp) or []
            extra = difficulty_text(card.get("difficulty"))
            box, col = self._card_box(card, extra=extra)
            row = QHBoxLayout()
            if placed:
                row.addWidget(label("Bet " + " + ".join(str(x) for x in placed), 22, bold=True, wrap=False))
            for value in sorted(by_space.get(sp, [])):
                row.addWidget(button(f"Bet {value}", lambda sp=sp, value=value: self.controller.submit(
                    Action("bet", director, space=sp, value=value)), name=f"bet:{sp}:{value}"))
            if not placed and not by_space.get(sp):
                row.addWidget(label("Not kept: goes to the discard pile", 18, tone="muted", wrap=False))
            row.addStretch(1)
            col.addLayout(row)
            grid.addWidget(box, i // 2, i % 2)
        self.body.addLayout(grid)

    def _waiting_board(self) -> None:
        v = self.v
        private = v.get("director_private") or {}
        spaces = {sp["id"]: sp for sp in v.get("spaces") or []}
        self.body.addWidget(label("Your cards on the board", 24, bold=True))
        grid = QGridLayout()
        grid.setSpacing(12)
        for i, (sid, card) in enumerate(sorted((private.get("board") or {}).items(),
                                               key=lambda kv: -(spaces.get(kv[0], {}).get("bet") or 0))):
            sp = spaces.get(sid, {})
            tokens = ", ".join(self.name(s) for s in sp.get("tokens") or []) or "no tokens yet"
            extra = f"Bet {sp.get('bet')} · {difficulty_text(card.get('difficulty'))}"
            box, col = self._card_box(card, extra=extra)
            col.addWidget(label(f"Tokens (first answers first): {tokens}", 18, bold=True))
            grid.addWidget(box, i // 2, i % 2)
        self.body.addLayout(grid)

    def _offer(self) -> None:
        v = self.v
        private = v.get("director_private") or {}
        grid = QGridLayout()
        for i, card in enumerate(private.get("hand") or []):
            box, _col = self._card_box(card)
            grid.addWidget(box, i // 2, i % 2)
        self.body.addLayout(grid)

    def _question(self) -> None:
        v = self.v
        q = v.get("question") or {}
        private = v.get("director_private") or {}
        card = private.get("current") or {}
        director = v["director"]
        bet = f"Bet {q.get('bet')} · " if v["variant"] != CARDS_ONLY else ""
        box, col = self._card_box(card, extra=f"{bet}{difficulty_text(card.get('difficulty'))}",
                                  show_questions=False)
        self.body.addWidget(box)
        if q.get("empty"):
            col.addWidget(label("Nobody placed a token on this space.", 20, bold=True))
            col.addWidget(compact_questions(card))
            self._upcoming()
            return
        # who answers, in order
        answerers = q.get("answerers") or []
        tried = {t["seat"]: t for t in q.get("tried") or []}
        passed = set(q.get("passed") or [])
        parts = []
        for i, seat in enumerate(answerers):
            current = seat == q.get("answerer") and q.get("step") != "done"
            mark = " ✗" if seat in tried else " (passed)" if seat in passed else (" ◀ answering" if current else "")
            if q.get("step") == "done" and seat == q.get("correct"):
                mark = " ✓ right"
            parts.append(f"{i + 1}. {self.name(seat)}{mark}")
        col.addWidget(label("Answering: " + "   ".join(parts), 20, bold=True, name="answerers"))
        effects = self._effects(q)
        if effects:
            col.addWidget(label(effects, 20, bold=True, tone="purple", name="effects"))
        step = q.get("step")
        asked = card.get("asked")
        questions = {qq["number"]: qq for qq in card.get("questions") or []}
        tried_letters = {t["letter"]: self.name(t["seat"]) for t in q.get("tried") or [] if t.get("letter")}
        if q.get("two") and step == "choose":
            for t in q["two"]:
                qq = questions.get(t["number"])
                if qq:
                    col.addWidget(question_block(qq))
        elif asked is not None and asked in questions:
            qq = questions[asked]
            shown = None
            if q.get("fifty"):
                shown = [o["letter"] for o in q.get("options") or []]
            mode = q.get("mode")
            judge = ": judge it." if step == "answer" else "."
            mode_text = {"straight": f"{self.name(q.get('answerer'))} answers STRAIGHT (no options){judge}",
                         "options": "Options asked for: read " + ("the two options left" if q.get("fifty")
                                                                  else "all five options") + " aloud."}.get(
                mode or "", "Not declared yet: straight answer or options?")
            if step == "fifty":
                self._fifty_choice(col, qq, director)
            else:
                col.addWidget(question_block(qq, shown=shown, tried=tried_letters))
                col.addWidget(label(mode_text, 20, bold=True, name="mode"))
        else:
            col.addWidget(label("The question is not chosen yet. The card's questions:", 20, bold=True))
            col.addWidget(compact_questions(card))
        if step == "answer" and q.get("mode") == "straight":
            row = QHBoxLayout()
            row.addWidget(button("✓  Correct", lambda: self.controller.submit(Action("judge", director, correct=True)),
                                 kind="green", height=72, size=26, name="judgeCorrect"))
            row.addWidget(button("✗  Wrong", lambda: self.controller.submit(Action("judge", director, correct=False)),
                                 kind="red", height=72, size=26, name="judgeWrong"))
            col.addLayout(row)
        elif step == "ask":
            for qq in card.get("questions") or []:
                n = qq["number"]
                b = button(f"Ask question {n}: {qq['text']}", lambda n=n: self.controller.submit(
                    Action("ask", director, number=n)), kind="left", height=56, size=18, name=f"ask:{n}")
                col.addWidget(b)
        elif step == "genre_ruling":
            row = QHBoxLayout()
            row.addWidget(button("Yes, the genre card counts", lambda: self.controller.submit(
                Action("rule_genre", director, applies=True)), kind="green", name="genreYes"))
            row.addWidget(button("No, it does not", lambda: self.controller.submit(
                Action("rule_genre", director, applies=False)), kind="red", name="genreNo"))
            col.addLayout(row)
        self._upcoming()

    def _fifty_choice(self, col: QVBoxLayout, qq: dict[str, Any], director: int) -> None:
        """50% (fifty_wrong = director): the correct option is always read; one button per wrong option."""
        right = qq["answer"]
        col.addWidget(label(f"Question {qq['number']}: {qq['text']}", 24, bold=True))
        col.addWidget(label(f"50%: click the wrong option you will read aloud with the correct one ({right}). "
                            "The table shows the two in A-E order.", 20, bold=True, name="mode"))
        for o in qq["options"]:
            if o["letter"] == right:
                box = frame("correct")
                row = QHBoxLayout(box)
                row.setContentsMargins(16, 8, 16, 8)
                row.addWidget(label(f"✓ {right}: {o['text']}", 20, bold=True, tone="light"), 1)
                row.addWidget(label("CORRECT · always read", 18, bold=True, tone="light", wrap=False))
                box.setMinimumHeight(56)
                col.addWidget(box)
                continue
            col.addWidget(button(f"{o['letter']}: {o['text']}", lambda x=o["letter"]: self.controller.submit(
                Action("fifty_pick", director, letter=x)), kind="left", height=52, size=20,
                name=f"fifty:{o['letter']}"))

    def _effects(self, q: dict[str, Any]) -> str:
        bits = []
        space_genre = art.genre_of(str(q.get("space", "mix")))
        on_mix = (self.v.get("options") or {}).get("genre_on_mix", "never")
        for kind in q.get("active_cards") or []:
            if kind == "fifty" and q.get("step") == "fifty":
                continue  # the 50% choice below says it
            name = CARD_NAMES.get(kind, kind.upper())
            if kind in art.GENRE_ORDER:
                if space_genre == kind or (space_genre == "mix" and on_mix == "always"):
                    bits.append(f"{name} played: +5 TF if the answer is right.")
                elif space_genre == "mix" and on_mix == "director":
                    bits.append(f"{name} played: after a right answer you rule whether it counts here.")
                else:
                    bits.append(f"{name} played: no bonus on this question.")
                continue
            text = {
                "fifty": "50% played: read only the two options shown (one right, one wrong).",
                "two": "TWO played: read two questions; the Star chooses one.",
                "double": "DOUBLE played: a right answer scores double.",
                "power": "POWER played: a right answer moves the leader back 10 TF.",
                "call": "CALL played: 30 seconds on the phone.",
                "web": "WEB played: 30 seconds on the internet.",
            }.get(kind, f"{name} played.")
            bits.append(text)
        return "\n".join(bits)

    def _upcoming(self) -> None:
        v = self.v
        if v["variant"] == CARDS_ONLY:
            return
        spaces = [sp for sp in v.get("spaces") or [] if sp["status"] == "waiting"]
        if not spaces:
            return
        self.body.addWidget(label("Still to play", 22, bold=True))
        board = (v.get("director_private") or {}).get("board") or {}
        for sp in sorted(spaces, key=lambda s: -(s.get("bet") or 0)):
            card = board.get(sp["id"])
            if not card:
                continue
            tokens = ", ".join(self.name(s) for s in sp.get("tokens") or []) or "nobody"
            box, col = self._card_box(card, extra=f"Bet {sp.get('bet')} · {difficulty_text(card.get('difficulty'))}",
                                      show_questions=False)
            col.addWidget(label(f"Answering: {tokens}", 18))
            self.body.addWidget(box)

    def _over(self) -> None:
        v = self.v
        ranking = sorted(range(len(self.names)), key=lambda s: -v["scores"][s])
        for i, s in enumerate(ranking):
            self.body.addWidget(label(f"{i + 1}. {self.name(s)} — {v['scores'][s]} TF", 24, bold=i == 0))


def genre_card_warning(kind: str, space: str | None, genre_on_mix: str | None) -> str:
    """Why a genre card would not pay its +5 on the question being played ("" when it would, or may)."""
    if kind not in GENRES or not space:
        return ""
    if space == MIX:
        if genre_on_mix == "always":
            return ""
        if genre_on_mix == "director":
            return f"+5 only if the Director rules this Mix question is about {GENRE_TITLES[kind]}."
        return "No +5 here: genre cards never pay on a Mix question (house rule)."
    genre = space.split("/")[0]
    return "" if genre == kind else f"No +5 here: this is a {GENRE_TITLES.get(genre, genre)} question."


class HandPanel(Paper):
    """A Star's special cards, seen only by them after the hand-off gate; playable ones have a button."""

    def __init__(self, controller: GameController, seat: int, *, on_back: Callable[[], None]) -> None:
        super().__init__()
        self.setObjectName("telefilmHand")
        v = controller.view(Viewer.of_seat(seat))
        name = v["players"][seat]["name"]
        playable = set(v.get("playable") or [])
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        outer.setSpacing(12)
        top = QHBoxLayout()
        top.addWidget(label(f"{name}'s special cards", 30, bold=True, wrap=False))
        top.addStretch(1)
        top.addWidget(button("Back to the table", on_back, kind="blue", name="backButton"))
        outer.addLayout(top)
        hint = ("One special card per turn. Play one now, or go back to the table." if playable else
                "None of your cards can be played at this moment.")
        outer.addWidget(label(hint, 22, tone="muted"))
        q = v.get("question") or {}
        if q.get("space"):
            outer.addWidget(label(f"This question: {q.get('title', '')} · bet {q.get('bet', '')}", 22, bold=True))
        grid = QGridLayout()
        grid.setSpacing(14)
        for i, card in enumerate(v.get("hand") or []):
            kind = card["kind"]
            box = frame("white" if kind in playable else "grey")
            col = QVBoxLayout(box)
            col.setContentsMargins(14, 12, 14, 12)
            head = QHBoxLayout()
            icon = QLabel()
            icon.setPixmap(art.special_badge_pixmap(kind, 48))
            icon.setFixedSize(50, 50)
            head.addWidget(icon)
            head.addWidget(label(CARD_NAMES.get(kind, card["name"]), 28, bold=True, wrap=False))
            head.addStretch(1)
            col.addLayout(head)
            col.addWidget(label(card["text"], 20))
            col.addWidget(label(TIMING.get(card["timing"], ""), 18, tone="muted"))
            warning = genre_card_warning(kind, q.get("space"), (v.get("options") or {}).get("genre_on_mix"))
            if kind in playable and warning:
                col.addWidget(label(warning, 18, bold=True, tone="brown"))
            if kind in playable:
                title = CARD_NAMES.get(kind, card["name"])
                col.addWidget(button(f"Play {title} now", lambda kind=kind: controller.submit(
                    Action("play", seat, card=kind)), kind="purple", name=f"play:{kind}"))
            else:
                col.addWidget(label("Not at this moment", 18, bold=True, tone="muted"))
            grid.addWidget(box, i // 3, i % 3)
        for col in range(3):
            grid.setColumnStretch(col, 1)
        outer.addLayout(grid)
        outer.addStretch(1)
