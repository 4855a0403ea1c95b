"""Telefilm's private panels: the Director window and a Star's hand of special cards.

Both are read at arm's length by one person: dense is fine, but nothing important is small (text
>= 16 px, buttons >= 48 px tall) and the correct answer is marked by colour AND a check mark.

They are built once per viewer and updated in place (``refresh(events)``; the shell keeps a panel while
the same viewer acts): what a panel shows is a list of keyed blocks worked out from
``controller.view(viewer)`` by plain functions (``director_blocks``, ``hand_blocks``); a block whose
model did not change keeps its widget untouched, a changed one updates its text, and only new blocks
are built. A bet in the Director window changes one card's row of buttons, not the window, and the
reader keeps their place.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gamesuite.i18n import translate, translate_marked
from gamesuite.rules.core import QT_TRANSLATE_NOOP, Action, Event, Viewer
from gamesuite.rules.telefilm.spec import CARDS_ONLY, SETUP, SPECIALS, STANDARD
from gamesuite.ui import theme
from gamesuite.ui.controller import GameController
from gamesuite.ui.keptbar import KeptScrollBar
from gamesuite.ui.panelslot import BuiltInPieces
from gamesuite.ui.privacy import mark_aside
from gamesuite.ui.telefilm import art
from gamesuite.ui.telefilm.presenter import (
    card_name,
    genre_card_warning,
    genre_of,
    ordinal,
    result_text,
    series_text,
    space_words,
)

PAPER = "#f6f2e7"
INK = "#1d1c1a"
MUTED = "#4a463d"
GREEN = "#2e9e5b"
RED = "#c8453a"
GREEN_TEXT = "#1c6e3d"  # the correct answer as text on light paper (contrast >= 4.5:1)
TIMING = {"before": QT_TRANSLATE_NOOP("telefilm", "Play it before the question is asked."),
          "turn": QT_TRANSLATE_NOOP("telefilm", "Play it when it is your turn to answer."),
          "after": QT_TRANSLATE_NOOP("telefilm", "Play it after the question has been read.")}
TONES = {"ink": INK, "muted": MUTED, "light": "#ffffff", "grey": "#5e5a50", "purple": "#5b2b8c",
         "brown": "#7a4b00", "green": GREEN_TEXT, "red": "#9b2d24"}
BUTTONS = {"": ("#ffd45a", INK), "white": ("#ffffff", INK), "blue": ("#dfe9f5", INK), "purple": ("#c9b8e8", INK),
           "green": (GREEN, "#ffffff"), "red": (RED, "#ffffff"), "left": ("#ffffff", INK)}
BOXES = {"white": ("#ffffff", "#3b3a36", 14), "grey": ("#ece7da", "#3b3a36", 14), "status": ("#fff2c2", "#b58a00", 14),
         "correct": (GREEN, "#1b6b3c", 10), "hidden": ("#ece7da", "#b8b2a4", 10), "option": ("#ffffff", "#8c877b", 10)}
for _genre, _colour in art.GENRE_COLOURS.items():
    BOXES[_genre] = (theme.blend(theme.BOARD, _colour, 0.18).name(), _colour.darker(130).name(), 14)
UNDO_TEXTS = {"judge": QT_TRANSLATE_NOOP("telefilm", "Undo last judgement"),
              "bet": QT_TRANSLATE_NOOP("telefilm", "Undo last bet"),
              "rule_genre": QT_TRANSLATE_NOOP("telefilm", "Undo the genre ruling"),
              "ask": QT_TRANSLATE_NOOP("telefilm", "Undo the question choice")}


# ------------------------------------------------------------------------------ widgets
def _set_label(lab: QLabel, text: str, tone: str = "") -> None:
    """A label's plain text (never rich: ``&`` and ``<b>`` show as typed) and its colour, by the ``tone``
    property the panel's style sheet colours (the app's style sheet fixes label colours otherwise)."""
    if lab.textFormat() != Qt.TextFormat.PlainText:
        lab.setTextFormat(Qt.TextFormat.PlainText)
    if lab.text() != text:
        lab.setText(text)
    tone = tone or "ink"
    old = lab.property("tone")
    if old != tone:
        lab.setProperty("tone", tone)
        if old is not None and lab.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
            # already styled: style it again (not yet polished, a new one: its polish reads the new tone)
            lab.style().unpolish(lab)
            lab.style().polish(lab)


def label(text: str, size: int = 18, *, bold: bool = False, tone: str = "", wrap: bool = True,
          name: str = "") -> QLabel:
    lab = QLabel()
    _set_label(lab, text, tone)
    lab.setFont(theme.font(size, QFont.Weight.Bold if bold else QFont.Weight.Normal))
    lab.setWordWrap(wrap)
    lab.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    if name:
        lab.setObjectName(name)
    return lab


def _button_style() -> str:
    """One style sheet for a panel's buttons, by their ``kind`` property (parsed once per panel, not per button)."""
    rules = []
    for kind, (bg, ink) in BUTTONS.items():
        align = " text-align: left;" if kind == "left" else ""
        rules.append(f'QPushButton[kind="{kind or "main"}"] {{ background: {bg}; color: {ink}; '
                     f"border: 2px solid #3b3a36; border-radius: 12px; padding: 6px 16px;{align} }}")
    rules.append("QPushButton:hover { border: 3px solid #1d1c1a; }")
    rules.append("QPushButton:disabled { background: #e4dfd3; color: #5e5a50; border: 2px solid #b8b2a4; }")
    rules.append(theme.focus_ring_rule("QPushButton", (6, 16)))
    return "\n".join(rules)


BUTTON_STYLE = _button_style() + "\n" + "\n".join(
    f'QLabel[tone="{tone}"] {{ color: {colour}; background: transparent; }}' for tone, colour in TONES.items())


def button(text: str, slot: Callable[[], Any], *, kind: str = "", height: int = 56, size: int = 20,
           name: str = "") -> QPushButton:
    """A panel button (styled by the panel's ``BUTTON_STYLE`` through its ``kind``)."""
    b = QPushButton(text.replace("&", "&&"))
    b.setProperty("kind", kind or "main")
    b.setMinimumHeight(height)
    b.setFont(theme.font(size, QFont.Weight.Bold))
    b.setCursor(Qt.CursorShape.PointingHandCursor)
    b.clicked.connect(lambda _=False: slot())
    if name:
        b.setObjectName(name)
    return b


class Box(QFrame):
    """A rounded box painted directly (style sheets on many widgets make a panel slow to build)."""

    def __init__(self, kind: str = "white") -> None:
        super().__init__()
        self.kind = ""
        self.set_kind(kind)

    def set_kind(self, kind: str) -> None:
        if kind != self.kind:
            self.kind = kind
            bg, border, radius = BOXES[kind]
            self.bg, self.border, self.radius = QColor(bg), QColor(border), radius
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(self.border, 2))
        p.setBrush(self.bg)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), self.radius, self.radius)
        p.end()


class Paper(QWidget):
    """The panels' paper background; not painted again where its parent already painted the same paper under it
    (the shell's private host, property ``paperColour``: a fill of the whole window, ~0.3-0.6 ms at 1080p, at
    every paint of the panel)."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        parent = self.parentWidget()
        if parent is not None and parent.property("paperColour") == PAPER:
            return
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(PAPER))
        p.end()


def difficulty_text(d: int | None) -> str:
    if d is None:
        return ""
    return translate("telefilm", "Difficulty {number}").format(number=d) + "  " + "●" * d + "○" * max(0, 3 - d)


def option_rows(question: Mapping[str, Any], *, shown: list[str] | None = None,
                tried: Mapping[str, str] | None = None) -> Options:
    """The five options: the correct one green AND with a check mark and the word; options 50% left unread
    are greyed; wrong tries are named."""
    rows = []
    for opt in question["options"]:
        letter = opt["letter"]
        hidden = shown is not None and letter not in shown
        note = translate("telefilm", "not read (50%)") if hidden else ""
        if tried and letter in tried:
            note = f"✗ {tried[letter]}"
        if letter == question["answer"]:
            rows.append(Opt(f"✓ {letter}", str(opt["text"]), "correct", translate("telefilm", "CORRECT")))
        else:
            rows.append(Opt(letter, str(opt["text"]), "hidden" if hidden else "option", note))
    return Options(tuple(rows))


def question_blocks(question: Mapping[str, Any], key: str, *, shown: list[str] | None = None,
                    tried: Mapping[str, str] | None = None, series: bool = True) -> list[tuple[str, Block]]:
    """A question with its five options, the correct one marked (and 50%'s unread ones greyed); ``series``:
    name the question's series over it (a Mix question's own; a Period card names its series once)."""
    about = series_text(question) if series else ""
    header: list[tuple[str, Block]] = [(f"{key}:series", Text(
        translate("telefilm", "Series: {series}").format(series=about), 20, bold=True, tone="purple",
        name="questionSeries"))] if about else []
    return [*header,
            (f"{key}:text", Text(translate("telefilm", "Question {number}: {text}").format(
                number=question["number"], text=question["text"]), 24, bold=True, name="questionText")),
            (f"{key}:options", option_rows(question, shown=shown, tried=tried))]


def compact_question_blocks(card: Mapping[str, Any]) -> list[tuple[str, Block]]:
    """The four questions of a card, each with its correct answer in green with a check mark."""
    out: list[tuple[str, Block]] = []
    for qq in card.get("questions", []):
        right = next((o["text"] for o in qq["options"] if o["letter"] == qq["answer"]), "")
        about = series_text(qq) if card.get("deck") == "mix" else ""  # a Period card names it once, above
        out.append((f"q{qq['number']}", Text(f"{qq['number']}. " + (f"{about} — " if about else "") + qq["text"],
                                             16)))
        out.append((f"a{qq['number']}", Text(f"✓ {qq['answer']}: {right}", 16, bold=True, tone="green")))
    return out


# ------------------------------------------------------------------------------ block models (no widgets)
@dataclass(frozen=True)
class Text:
    text: str
    size: int = 18
    bold: bool = False
    tone: str = ""
    name: str = ""
    wrap: bool = True


@dataclass(frozen=True)
class Opt:
    """One option row: ``kind`` correct (green, check mark), option, or hidden (50% did not read it)."""

    letter: str
    text: str
    kind: str
    note: str


@dataclass(frozen=True)
class Options:
    rows: tuple[Opt, ...]


@dataclass(frozen=True)
class Btn:
    label: str
    name: str
    action: Action | None  # None: the panel's own button (undo, back)
    kind: str = ""
    height: int = 56
    size: int = 20


@dataclass(frozen=True)
class Correct:
    """The correct option in the 50% choice: always read, never a button."""

    text: str
    note: str


@dataclass(frozen=True)
class Row:
    """Labels and buttons side by side (``vertical``: one under the other)."""

    items: tuple[Text | Btn | Correct, ...]
    vertical: bool = False
    stretch: bool = True


@dataclass(frozen=True)
class CardBox:
    """A question card: its space (genre colour AND icon), a line of extra facts, then blocks."""

    genre: str
    title: str
    extra: str
    blocks: tuple[tuple[str, Block], ...]
    series: str = ""  # a Period card's series "Cheers (1982)" (a Mix card names one per question)


@dataclass(frozen=True)
class HandCard:
    kind: str
    title: str
    text: str
    timing: str
    warning: str
    playable: bool
    action: Action | None


@dataclass(frozen=True)
class Grid:
    """Cards side by side (``columns``); a card keeps its widget while its key stays, phase after phase."""

    columns: int
    items: tuple[tuple[str, Block], ...]


Block = Text | Row | CardBox | Grid | HandCard | Options


def _card_genre(card: Mapping[str, Any]) -> str:
    return "mix" if card.get("deck") == "mix" or card.get("space") == "mix" else str(card.get("genre"))


def card_key(card: Mapping[str, Any]) -> str:
    """One card's key in every phase of a turn (drawn, on the board, being played, still to play)."""
    return f"card:{card.get('id')}:{card.get('space')}"


def card_box(card: Mapping[str, Any], extra: str = "", blocks: Sequence[tuple[str, Block]] = (),
             questions: bool = True) -> CardBox:
    inner: list[tuple[str, Block]] = []
    if questions:
        inner += compact_question_blocks(card)
    inner += blocks
    return CardBox(_card_genre(card), space_words(str(card.get("space", "mix"))),
                   extra or difficulty_text(card.get("difficulty")),
                   tuple(inner), series_text(card))


# ------------------------------------------------------------------------------ the Director's view
def _names(view: Mapping[str, Any]) -> Callable[[int | None], str]:
    names = [p["name"] for p in view["players"]]
    return lambda seat: names[seat] if seat is not None and 0 <= seat < len(names) else ""


def director_status(view: Mapping[str, Any]) -> str:
    name = _names(view)
    if view["over"]:
        return result_text(view)
    phase = view["phase"]
    if phase == "bets":
        left = ", ".join(str(x) for x in view.get("bet_tokens") or [])
        if view["variant"] == STANDARD:
            keep = SETUP[len(view["players"])].keep
            return translate("telefilm", "Choose your cards: one bet token on the Mix card and on {keep} Period cards. "
                             "Tokens left: {left}.").format(keep=keep, left=left)
        return translate("telefilm", "Choose 2 cards: put 2 bet tokens on each. Tokens left: {left}.").format(left=left)
    if phase == "place":
        return translate("telefilm", "The Stars are placing their tokens — {name} now.").format(
            name=name(view.get("placing")))
    if phase == "select":
        return translate("telefilm", "{name} chooses which space to answer.").format(name=name(view.get("star")))
    if phase == "offer":
        return translate("telefilm", "{name} chooses one of the cards you drew.").format(name=name(view.get("star")))
    q = view.get("question") or {}
    step = q.get("step")
    a = name(q.get("answerer"))
    if q.get("empty"):
        return translate("telefilm",
                         "Nobody chose this space: you score bet + difficulty when the table presses Reveal.")
    if step == "answer" and q.get("mode") == "straight":
        return translate("telefilm", "{name} answers straight. Is the answer right?").format(name=a)
    if step == "ask":
        return translate("telefilm", "Choose the question for {name} and read it aloud.").format(name=a)
    if step == "genre_ruling":
        return translate("telefilm", "Was this Mix question about the genre of the card played?")
    if step == "fifty":
        return translate("telefilm", "{name} played 50%: choose the wrong option you will read with the correct "
                         "one.").format(name=a)
    if step == "read" and q.get("may_pass"):
        return translate("telefilm", "Read question {number} again if asked. {name} decides: straight answer, options "
                         "or pass.").format(number=q.get("number"), name=a)
    if step == "read":
        return translate("telefilm",
                         "Read question {number} aloud. {name} decides: straight answer or options.").format(
            number=q.get("number"), name=a)
    if step == "choose":
        return translate("telefilm", "Read both questions aloud. {name} chooses one.").format(name=a)
    if step == "answer" and q.get("may_pass"):
        return translate("telefilm", "The options are on the table. {name} answers there, or passes.").format(name=a)
    if step == "answer":
        return translate("telefilm", "Read the options aloud. {name} answers on the table.").format(name=a)
    if step == "pre":
        return translate("telefilm", "{name} chooses the question number.").format(name=a)
    if step == "done":
        c = q.get("correct")
        if c is not None:
            return translate("telefilm", "{name} answered right. The table presses Reveal to show the answer.").format(
                name=name(c))
        return translate("telefilm", "Nobody answered right. The table presses Reveal to show the answer.")
    return ""


def _effects(view: Mapping[str, Any], q: Mapping[str, Any]) -> str:
    bits = []
    space_genre = genre_of(str(q.get("space", "mix")))
    on_mix = (view.get("options") or {}).get("genre_on_mix", "never")
    for kind in q.get("active_cards") or []:
        if kind == "fifty" and q.get("step") == "fifty":
            continue  # the 50% choice below says it
        title = card_name(kind)
        if kind in art.GENRE_ORDER:
            if space_genre == kind or (space_genre == "mix" and on_mix == "always"):
                bits.append(translate("telefilm", "{card} played: +5 TF if the answer is right.").format(card=title))
            elif space_genre == "mix" and on_mix == "director":
                bits.append(translate("telefilm", "{card} played: after a right answer you rule whether it counts "
                                      "here.").format(card=title))
            else:
                bits.append(translate("telefilm", "{card} played: no bonus on this question.").format(card=title))
            continue
        text = {
            "fifty": QT_TRANSLATE_NOOP("telefilm", "{card} played: read only the two options shown (one right, one "
                                       "wrong)."),
            "two": QT_TRANSLATE_NOOP("telefilm", "{card} played: read two questions; the Star chooses one."),
            "double": QT_TRANSLATE_NOOP("telefilm", "{card} played: a right answer scores double."),
            "power": QT_TRANSLATE_NOOP("telefilm", "{card} played: a right answer moves the leader back 10 TF."),
            "call": QT_TRANSLATE_NOOP("telefilm", "{card} played: 30 seconds on the phone."),
            "web": QT_TRANSLATE_NOOP("telefilm", "{card} played: 30 seconds on the internet."),
        }.get(kind, QT_TRANSLATE_NOOP("telefilm", "{card} played."))
        bits.append(translate_marked("telefilm", text).format(card=title))
    return "\n".join(bits)


def _bets_blocks(view: Mapping[str, Any], legal: Sequence[Action]) -> list[tuple[str, Block]]:
    private = view.get("director_private") or {}
    director = view["director"]
    by_space: dict[str, list[int]] = {}
    for a in legal:
        if a.kind == "bet":
            by_space.setdefault(a["space"], []).append(a["value"])
    out: list[tuple[str, Block]] = []
    redraws = view.get("redraws") or []
    if redraws:
        counts: dict[str, int] = {}
        for r in redraws:
            counts[r.get("deck", "")] = counts.get(r.get("deck", ""), 0) + 1
        names = ", ".join(translate("telefilm", "%n Mix", n=k) if deck == "mix" else translate("telefilm", "%n Period",
                                                                                               n=k)
                          for deck, k in sorted(counts.items()))
        out.append(("redraws", Text(translate("telefilm",
                                              "Cards for a space already drawn were discarded and replaced: "
                                              "{names} (the table was told only the deck and how many).").format(
            names=names), 18, bold=True, tone="brown", name="redraws")))
    bets = {sp["id"]: sp["bets"] for sp in view.get("spaces") or []}
    boxes: list[tuple[str, Block]] = []
    for card in private.get("hand") or []:
        sp = card["space"]
        placed = bets.get(sp) or []
        items: list[Text | Btn | Correct] = []
        if placed:
            items.append(Text(translate("telefilm", "Bet {bet}").format(bet=" + ".join(str(x) for x in placed)), 22,
                              bold=True, wrap=False))
        for value in sorted(by_space.get(sp, [])):
            items.append(Btn(translate("telefilm", "Bet {bet}").format(bet=value), f"bet:{sp}:{value}",
                             Action("bet", director, space=sp, value=value)))
        if not placed and not by_space.get(sp):
            items.append(Text(translate("telefilm", "Not kept: goes to the discard pile"), 18, tone="muted",
                              wrap=False))
        boxes.append((card_key(card), card_box(card, blocks=[("bets", Row(tuple(items)))])))
    out.append(("cards", Grid(2, tuple(boxes))))
    return out


def _board_blocks(view: Mapping[str, Any]) -> list[tuple[str, Block]]:
    name = _names(view)
    private = view.get("director_private") or {}
    spaces = {sp["id"]: sp for sp in view.get("spaces") or []}
    boxes: list[tuple[str, Block]] = []
    for sid, card in sorted((private.get("board") or {}).items(),
                            key=lambda kv: -(spaces.get(kv[0], {}).get("bet") or 0)):
        sp = spaces.get(sid, {})
        tokens = ", ".join(name(s) for s in sp.get("tokens") or []) or translate("telefilm", "no tokens yet")
        extra = translate("telefilm", "Bet {bet} · {difficulty}").format(bet=sp.get("bet"),
                                                                         difficulty=difficulty_text(card.get("difficulty")))
        boxes.append((card_key(card), card_box(card, extra, [
            ("tokens", Text(translate("telefilm", "Tokens (first answers first): {names}").format(names=tokens), 18,
                            bold=True))])))
    return [("board-title", Text(translate("telefilm", "Your cards on the board"), 24, bold=True)),
            ("cards", Grid(2, tuple(boxes)))]


def _fifty_row(qq: Mapping[str, Any], director: int) -> Row:
    """50% (fifty_wrong = director): the correct option is always read; one button per wrong option."""
    right = qq["answer"]
    items: list[Text | Btn | Correct] = []
    for o in qq["options"]:
        if o["letter"] == right:
            items.append(Correct(f"✓ {right}: {o['text']}", translate("telefilm", "CORRECT · always read")))
        else:
            items.append(Btn(f"{o['letter']}: {o['text']}", f"fifty:{o['letter']}",
                             Action("fifty_pick", director, letter=o["letter"]), kind="left", height=52))
    return Row(tuple(items), vertical=True, stretch=False)


def _question_blocks(view: Mapping[str, Any]) -> list[tuple[str, Block]]:
    name = _names(view)
    q = view.get("question") or {}
    private = view.get("director_private") or {}
    card = private.get("current") or {}
    extra = difficulty_text(card.get("difficulty"))
    if view["variant"] != CARDS_ONLY:
        extra = translate("telefilm", "Bet {bet} · {difficulty}").format(bet=q.get("bet"), difficulty=extra)
    inner: list[tuple[str, Block]] = []
    if q.get("empty"):
        inner = [("empty", Text(translate("telefilm", "Nobody placed a token on this space."), 20, bold=True)),
                 *compact_question_blocks(card)]
        return [("cards", Grid(1, ((card_key(card), card_box(card, extra, inner, questions=False)),
                                   *_upcoming(view))))]
    answerers = q.get("answerers") or []
    tried = {t["seat"]: t for t in q.get("tried") or []}
    passed = set(q.get("passed") or [])
    step = q.get("step")
    parts = []
    for i, seat in enumerate(answerers):
        current = seat == q.get("answerer") and step != "done"
        mark = (" ✗" if seat in tried else " " + translate("telefilm", "(passed)") if seat in passed
                else (" " + translate("telefilm", "◀ answering") if current else ""))
        if step == "done" and seat == q.get("correct"):
            mark = " " + translate("telefilm", "✓ right")
        parts.append(f"{i + 1}. {name(seat)}{mark}")
    inner.append(("answerers", Text(translate("telefilm", "Answering: {names}").format(names="   ".join(parts)), 20,
                                    bold=True, name="answerers")))
    effects = _effects(view, q)
    if effects:
        inner.append(("effects", Text(effects, 20, bold=True, tone="purple", name="effects")))
    asked = card.get("asked")
    mix = card.get("deck") == "mix"  # a Period card names its series once, under its header
    questions = {qq["number"]: qq for qq in card.get("questions") or []}
    tried_letters = {t["letter"]: name(t["seat"]) for t in q.get("tried") or [] if t.get("letter")}
    if q.get("two") and step == "choose":
        for t in q["two"]:
            if t["number"] in questions:
                inner += question_blocks(questions[t["number"]], f"two:{t['number']}", series=mix)
    elif asked is not None and asked in questions:
        qq = questions[asked]
        if step == "fifty":
            if mix and series_text(qq):
                inner.append(("fifty-series", Text(translate("telefilm", "Series: {series}").format(
                    series=series_text(qq)), 20, bold=True, tone="purple")))
            inner.append(("fifty-question", Text(translate("telefilm", "Question {number}: {text}").format(
                number=qq["number"], text=qq["text"]), 24, bold=True)))
            inner.append(("mode", Text(translate("telefilm",
                                                 "50%: click below the wrong option you will read aloud with "
                                                 "the correct one ({letter}). The table shows the two in A-E "
                                                 "order.").format(letter=qq["answer"]), 20, bold=True, name="mode")))
        else:
            shown = [o["letter"] for o in q.get("options") or []] if q.get("fifty") else None
            if q.get("mode") == "straight" and step == "answer":
                mode_text = translate("telefilm", "{name} answers STRAIGHT (no options): judge it.").format(
                    name=name(q.get("answerer")))
            elif q.get("mode") == "straight":
                mode_text = translate("telefilm", "{name} answers STRAIGHT (no options).").format(
                    name=name(q.get("answerer")))
            elif q.get("mode") == "options" and q.get("fifty"):
                mode_text = translate("telefilm", "Options asked for: read the two options left aloud.")
            elif q.get("mode") == "options":
                mode_text = translate("telefilm", "Options asked for: read all five options aloud.")
            else:
                mode_text = translate("telefilm", "Not declared yet: straight answer or options?")
            inner += question_blocks(qq, "question", shown=shown, tried=tried_letters, series=mix)
            inner.append(("mode", Text(mode_text, 20, bold=True, name="mode")))
    else:
        inner.append(("not-asked", Text(translate("telefilm", "The question is not chosen yet. The card's questions:"),
                                        20,
                                        bold=True)))
        inner += compact_question_blocks(card)
    return [("cards", Grid(1, ((card_key(card), card_box(card, extra, inner, questions=False)), *_upcoming(view))))]


def director_actions(view: Mapping[str, Any]) -> list[tuple[str, Block]]:
    """The Director's move of this step, kept under the scrolling cards so it is always in sight (960x600
    included): judge a straight answer, choose 50%'s wrong option, ask a question, rule on a genre card."""
    if view["over"] or view["phase"] != "questions":
        return []
    q = view.get("question") or {}
    card = (view.get("director_private") or {}).get("current") or {}
    director = view["director"]
    step = q.get("step")
    if step == "answer" and q.get("mode") == "straight":
        asked = next((x for x in card.get("questions") or [] if x["number"] == card.get("asked")), None)
        right = [] if asked is None else [("judge-answer", Row((Correct(
            f"✓ {asked['answer']}: " + next(o["text"] for o in asked["options"] if o["letter"] == asked["answer"]),
            translate("telefilm", "CORRECT")),), vertical=True, stretch=False))]
        return [*right, ("judge", Row((
            Btn("✓  " + translate("telefilm", "Correct"), "judgeCorrect", Action("judge", director, correct=True),
                "green", 72, 26),
            Btn("✗  " + translate("telefilm", "Wrong"), "judgeWrong", Action("judge", director, correct=False), "red",
                72, 26)), stretch=False))]
    if step == "ask":
        return [("ask", Row(tuple(Btn(translate("telefilm", "Ask question {number}: {text}").format(
                                          number=qq["number"], text=qq["text"]), f"ask:{qq['number']}",
                                      Action("ask", director, number=qq["number"]), "left", 56, 18)
                                  for qq in card.get("questions") or []), vertical=True, stretch=False))]
    if step == "genre_ruling":
        return [("genre", Row((
            Btn(translate("telefilm", "Yes, the genre card counts"), "genreYes",
                Action("rule_genre", director, applies=True), "green"),
            Btn(translate("telefilm", "No, it does not"), "genreNo", Action("rule_genre", director, applies=False),
                "red")), stretch=False))]
    if step == "fifty":
        asked = card.get("asked")
        qq = next((x for x in card.get("questions") or [] if x["number"] == asked), None)
        if qq is not None:
            return [("fifty", _fifty_row(qq, director))]
    return []


def _upcoming(view: Mapping[str, Any]) -> list[tuple[str, Block]]:
    if view["variant"] == CARDS_ONLY:
        return []
    name = _names(view)
    spaces = [sp for sp in view.get("spaces") or [] if sp["status"] == "waiting"]
    board = (view.get("director_private") or {}).get("board") or {}
    out: list[tuple[str, Block]] = []
    for sp in sorted(spaces, key=lambda s: -(s.get("bet") or 0)):
        card = board.get(sp["id"])
        if not card:
            continue
        tokens = ", ".join(name(s) for s in sp.get("tokens") or []) or translate("telefilm", "nobody")
        out.append((card_key(card), card_box(
            card, translate("telefilm", "Bet {bet} · {difficulty}").format(
                bet=sp.get("bet"), difficulty=difficulty_text(card.get("difficulty"))),
            [("answering", Text(translate("telefilm", "Answering: {names}").format(names=tokens), 18))],
            questions=False)))
    if out:
        out.insert(0, ("upcoming-title", Text(translate("telefilm", "Still to play"), 22, bold=True)))
    return out


def director_blocks(view: Mapping[str, Any], legal: Sequence[Action]) -> list[tuple[str, Block]]:
    """What the Director's window shows below its status line, as keyed blocks."""
    if view["over"]:
        name = _names(view)
        ranking = sorted(range(len(view["players"])), key=lambda s: -view["scores"][s])
        return [(f"rank:{i}", Text(translate("telefilm", "{rank}. {name} — {score} TF").format(
                    rank=i + 1, name=name(s), score=view["scores"][s]), 24, bold=i == 0))
                for i, s in enumerate(ranking)]
    phase = view["phase"]
    if phase == "bets":
        return _bets_blocks(view, legal)
    if phase in ("place", "select"):
        return _board_blocks(view)
    if phase == "offer":
        private = view.get("director_private") or {}
        return [("cards", Grid(2, tuple((card_key(c), card_box(c)) for c in private.get("hand") or [])))]
    return _question_blocks(view)


# ------------------------------------------------------------------------------ keyed blocks as widgets
class BlockList(QWidget):
    """Widgets for keyed blocks, in a column (``columns`` = 1) or a grid: :meth:`sync` keeps the widget of a
    key whose block is unchanged, lets a changed one update itself, shows a new key in the widget of a key
    that went (same kind), builds only what is left, and drops the rest."""

    def __init__(self, submit: Callable[[Action], Any], columns: int = 1, spacing: int = 12) -> None:
        super().__init__()
        self.submit = submit
        self.columns = columns
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(spacing)
        self.widgets: dict[str, QWidget] = {}
        self.order: list[str] = []
        self.builds = 0
        self.pool: dict[tuple[object, ...], list[QWidget]] = {}  # hidden widgets kept for the next keys

    KEEP = 6  # hidden widgets kept per kind (a new turn's six cards reuse the last turn's boxes)

    def sync(self, blocks: Sequence[tuple[str, Block]]) -> None:
        keys = [k for k, _ in blocks]
        spare = self.pool  # widgets of keys that went (now or before), to show new keys
        for key in [k for k in self.widgets if k not in keys]:
            gone = self.widgets.pop(key)
            self.grid.removeWidget(gone)
            spare.setdefault(_kind_of(gone), []).append(gone)
        moved = False
        for key, block in blocks:
            widget = self.widgets.get(key)
            kind = _kind(block)
            if widget is not None and _kind_of(widget) == kind:
                widget.show_block(block)  # type: ignore[attr-defined]
                continue
            if widget is not None:
                spare.setdefault(_kind_of(widget), []).append(widget)
            if spare.get(kind):
                widget = spare[kind].pop()
                widget.show_block(block)  # type: ignore[attr-defined]
            else:
                widget = make_block(block, self.submit)
                self.builds += 1
            self.widgets[key] = widget
            moved = True
        for widgets in spare.values():
            for gone in widgets[self.KEEP:]:
                gone.hide()  # now: it is deleted only when the event loop runs
                gone.deleteLater()
            del widgets[self.KEEP:]
            for kept in widgets:
                kept.hide()
        if moved or keys != self.order:
            # only the widgets whose cell changed move (re-adding them all laid the whole panel out again)
            for i, key in enumerate(keys):
                widget = self.widgets[key]
                r, c = divmod(i, self.columns)
                at = self.grid.itemAtPosition(r, c)
                there = at.widget() if at is not None else None
                if there is not widget:
                    if self.grid.indexOf(widget) >= 0:
                        self.grid.removeWidget(widget)
                    if there is not None:
                        self.grid.removeWidget(there)
                    self.grid.addWidget(widget, r, c)
                if widget.isHidden():
                    widget.show()  # now, not on the next turn of the event loop
            if not self.order:
                for c in range(self.columns):
                    self.grid.setColumnStretch(c, 1)
            self.order = keys


def _kind(block: Block) -> tuple[object, ...]:
    """Blocks of one kind can show each other's models (a column of buttons never becomes a row)."""
    return (type(block), block.vertical) if isinstance(block, Row) else (type(block),)


def _kind_of(widget: QWidget) -> tuple[object, ...]:
    block = getattr(widget, "block", None)
    return _kind(block) if block is not None else (None,)


class TextBlock(QLabel):
    block_type = Text

    def __init__(self, block: Text) -> None:
        super().__init__()
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.block: Text | None = None
        self.show_block(block)

    def show_block(self, block: Text) -> None:
        if block == self.block:
            return
        old, self.block = self.block, block
        if old is None or (old.text, old.tone) != (block.text, block.tone):
            _set_label(self, block.text, block.tone)
        if old is None or (old.size, old.bold) != (block.size, block.bold):
            self.setFont(theme.font(block.size, QFont.Weight.Bold if block.bold else QFont.Weight.Normal))
        if block.wrap != self.wordWrap():
            self.setWordWrap(block.wrap)
        if block.name != self.objectName():
            self.setObjectName(block.name)


class CorrectBlock(Box):
    def __init__(self, block: Correct) -> None:
        super().__init__("correct")
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 8, 16, 8)
        self.text = label(block.text, 20, bold=True, tone="light")
        self.note = label(block.note, 18, bold=True, tone="light", wrap=False)
        row.addWidget(self.text, 1)
        row.addWidget(self.note)
        self.setMinimumHeight(56)

    def show_correct(self, block: Correct) -> None:
        _set_label(self.text, block.text, "light")
        _set_label(self.note, block.note, "light")


class RowBlock(QWidget):
    """Labels and buttons; rebuilt only when its items change (a bet taken away, a new step's buttons)."""

    block_type = Row

    def __init__(self, block: Row, submit: Callable[[Action], Any]) -> None:
        super().__init__()
        self.submit = submit
        self.layout_: QVBoxLayout | QHBoxLayout = QVBoxLayout(self) if block.vertical else QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.block: Row | None = None
        self.children_: list[QWidget] = []
        self.spare_buttons: list[ActionButton] = []  # hidden buttons kept for the next buttons
        self.stretch = False
        self.show_block(block)

    def show_block(self, block: Row) -> None:
        """Show ``block``'s items, keeping the widgets of those that stay (a bet taken: one button goes)."""
        if block == self.block:
            return
        self.block = block
        old = {self._key(i, w): w for i, w in enumerate(self.children_)}
        found: list[QWidget | None] = [old.pop(self._key(i, item), None) for i, item in enumerate(block.items)]
        # buttons whose name went show the new names (a new turn's bets): a new button is slow to style
        pool = [w for w in old.values() if isinstance(w, ActionButton)] + self.spare_buttons
        for i, item in enumerate(block.items):
            if found[i] is None and isinstance(item, Btn) and pool:
                found[i] = pool.pop(0)
        children: list[QWidget] = []
        for i, item in enumerate(block.items):
            widget = found[i]
            if widget is None:
                if isinstance(item, Text):
                    widget = TextBlock(item)
                elif isinstance(item, Correct):
                    widget = CorrectBlock(item)
                else:
                    widget = ActionButton(item, self.submit)
            elif isinstance(widget, TextBlock) and isinstance(item, Text):
                widget.show_block(item)
            elif isinstance(widget, ActionButton) and isinstance(item, Btn):
                widget.show_spec(item)
            elif isinstance(widget, CorrectBlock) and isinstance(item, Correct):
                widget.show_correct(item)
            children.append(widget)
        for gone in old.values():
            if not isinstance(gone, ActionButton):
                self.layout_.removeWidget(gone)
                gone.hide()
                gone.deleteLater()
        self.spare_buttons = []
        for button in pool:  # kept hidden for the next buttons
            self.layout_.removeWidget(button)
            button.hide()
            button.forget()
            if len(self.spare_buttons) < 6:
                self.spare_buttons.append(button)
            else:
                button.deleteLater()
        if children != self.children_ or block.stretch != self.stretch:
            # The layout now holds the children that stayed, in their old order, then the old stretch: only
            # what is new or moved is inserted (taking every widget out and adding it again, a bet taken away
            # re-added the whole row's widgets each time)
            lay = self.layout_
            for i, widget in enumerate(children):
                there = lay.itemAt(i)
                if there is None or there.widget() is not widget:
                    if lay.indexOf(widget) >= 0:
                        lay.removeWidget(widget)
                    lay.insertWidget(i, widget)
                if widget.isHidden():
                    widget.show()  # now, not on the next turn of the event loop
            while lay.count() > len(children) + (1 if self.stretch and block.stretch else 0):
                lay.takeAt(lay.count() - 1)
            if block.stretch and lay.count() == len(children):
                lay.addStretch(1)
            self.children_, self.stretch = children, block.stretch
        if not block.vertical:
            # a row keeps its height while its buttons come and go (a bet taken elsewhere), so the card
            # around it is not laid out and painted again
            tallest = max((i.height for i in block.items if isinstance(i, Btn)), default=0)
            if tallest > self.minimumHeight():
                self.setMinimumHeight(tallest)

    @staticmethod
    def _key(i: int, item: object) -> tuple[object, ...]:
        if isinstance(item, Btn | ActionButton):
            return ("button", item.name if isinstance(item, Btn) else item.objectName())
        if isinstance(item, Correct | CorrectBlock):
            return ("correct",)
        return ("text", i)


class ActionButton(QPushButton):
    """A panel button that submits its action (kept while its name stays; its label and action may change)."""

    def __init__(self, spec: Btn, submit: Callable[[Action], Any]) -> None:
        super().__init__()
        self.submit = submit
        self.spec: Btn | None = None
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.clicked.connect(self._clicked)
        self.show_spec(spec)

    def show_spec(self, spec: Btn) -> None:
        if spec == self.spec:
            return
        old, self.spec = self.spec, spec
        self.setText(spec.label.replace("&", "&&"))
        self.setObjectName(spec.name)
        self.setMinimumHeight(spec.height)
        if old is None or old.size != spec.size:
            self.setFont(theme.font(spec.size, QFont.Weight.Bold))
        if old is None or old.kind != spec.kind:
            self.setProperty("kind", spec.kind or "main")
            if old is not None:
                self.style().unpolish(self)
                self.style().polish(self)

    def forget(self) -> None:
        """Kept hidden for a later button: no name and no action of its last use are left on it."""
        self.setObjectName("")
        self.spec = dataclasses.replace(self.spec, name="", action=None) if self.spec is not None else None

    def _clicked(self) -> None:
        if self.spec is not None and self.spec.action is not None:
            self.submit(self.spec.action)


class CardBoxBlock(Box):
    """A question card's box: the space's header (badge, title, extra facts) and its own keyed blocks."""

    block_type = CardBox

    def __init__(self, block: CardBox, submit: Callable[[Action], Any]) -> None:
        super().__init__(block.genre if block.genre in art.GENRE_COLOURS else "white")
        col = QVBoxLayout(self)
        col.setContentsMargins(12, 10, 12, 10)
        col.setSpacing(6)
        head = QWidget()
        row = QHBoxLayout(head)
        row.setContentsMargins(0, 0, 0, 0)
        self.icon = QLabel()
        self.icon.setFixedSize(46, 46)
        # both wrap (a longer language must not widen the card past its column); the facts keep to the right
        self.title = label("", 22, bold=True)
        self.extra = label("", 20, bold=True, tone="muted")
        self.extra.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.icon)
        row.addWidget(self.title, 3)
        row.addWidget(self.extra, 2)
        col.addWidget(head)
        self.series = label("", 20, bold=True, tone="purple", name="cardSeries")
        col.addWidget(self.series)
        self.inner = BlockList(submit, 1, 6)
        col.addWidget(self.inner)
        self.block: CardBox | None = None
        self.show_block(block)

    def show_block(self, block: CardBox) -> None:
        if block == self.block:
            return
        old, self.block = self.block, block
        if old is None or old.genre != block.genre:
            self.set_kind(block.genre if block.genre in art.GENRE_COLOURS else "white")
            self.icon.setPixmap(art.genre_badge_pixmap(block.genre, 44))
        _set_label(self.title, block.title)
        _set_label(self.extra, block.extra, "muted")
        _show(self.extra, bool(block.extra))
        _set_label(self.series, translate("telefilm", "Series: {series}").format(series=block.series)
                   if block.series else "", "purple")
        _show(self.series, bool(block.series))
        self.inner.sync(block.blocks)


class HandCardBlock(Box):
    """One special card in a Star's hand: its badge, name, text and moment; a button when it may be played."""

    block_type = HandCard

    def __init__(self, block: HandCard, submit: Callable[[Action], Any]) -> None:
        super().__init__("white")
        self.submit = submit
        self.col = QVBoxLayout(self)
        self.col.setContentsMargins(14, 12, 14, 12)
        self.block: HandCard | None = None
        self.show_block(block)

    def show_block(self, block: HandCard) -> None:
        if block == self.block:
            return
        self.block = block
        self.set_kind("white" if block.playable else "grey")
        _clear(self.col)
        head = QHBoxLayout()
        self.col.addLayout(head)
        icon = QLabel()
        icon.setPixmap(art.special_badge_pixmap(block.kind, 48))
        icon.setFixedSize(50, 50)
        _add(head, icon)
        _add(head, label(block.title, 28, bold=True, wrap=False))
        head.addStretch(1)
        _add(self.col, label(block.text, 20))
        _add(self.col, label(block.timing, 18, tone="muted"))
        if block.playable and block.warning:
            _add(self.col, label(block.warning, 18, bold=True, tone="brown"))
        action = block.action
        if block.playable and action is not None:
            _add(self.col, button(translate("telefilm", "Play {card} now").format(card=block.title),
                                  lambda: self.submit(action), kind="purple",
                                  name=f"play:{block.kind}"))
        else:
            _add(self.col, label(translate("telefilm", "Not at this moment"), 18, bold=True, tone="muted"))


class GridBlock(BlockList):
    block_type = Grid

    def __init__(self, block: Grid, submit: Callable[[Action], Any]) -> None:
        super().__init__(submit, block.columns)
        self.block: Grid | None = None
        self.show_block(block)

    def show_block(self, block: Grid) -> None:
        if block != self.block:
            self.block = block
            if block.columns != self.columns:
                for c in range(self.columns):
                    self.grid.setColumnStretch(c, 0)
                self.columns = block.columns
                self.order = []  # lay the cards out again
            self.sync(block.items)


class OptionRowBox(Box):
    """One option: letter, text and a note (CORRECT, not read, who tried it), coloured by its kind."""

    def __init__(self) -> None:
        super().__init__("option")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(10)
        self.letter = label("", 18, bold=True, wrap=False)
        self.letter.setMinimumWidth(44)
        self.text = label("", 18)
        self.note = label("", 16, bold=True, wrap=False)
        row.addWidget(self.letter)
        row.addWidget(self.text, 1)
        row.addWidget(self.note)
        self.opt: Opt | None = None

    def show_opt(self, opt: Opt) -> None:
        if opt == self.opt:
            return
        self.opt = opt
        self.set_kind(opt.kind)
        tone = {"correct": "light", "hidden": "grey"}.get(opt.kind, "")
        _set_label(self.letter, opt.letter, tone)
        _set_label(self.text, opt.text, tone)
        _set_label(self.note, opt.note, tone or ("red" if opt.note.startswith("✗") else "muted"))
        _show(self.note, bool(opt.note))
        bold = opt.kind == "correct"
        if self.text.font().bold() != bold:
            self.text.setFont(theme.font(18, QFont.Weight.Bold if bold else QFont.Weight.Normal))


class OptionsBlock(QWidget):
    """A question's options as plain labels on coloured boxes (rows kept and updated in place)."""

    block_type = Options

    def __init__(self, block: Options) -> None:
        super().__init__()
        self.col = QVBoxLayout(self)
        self.col.setContentsMargins(0, 0, 0, 0)
        self.col.setSpacing(3)
        self.rows: list[OptionRowBox] = []
        self.block: Options | None = None
        self.show_block(block)

    def show_block(self, block: Options) -> None:
        if block == self.block:
            return
        self.block = block
        while len(self.rows) < len(block.rows):
            box = OptionRowBox()
            box.show_opt(block.rows[len(self.rows)])  # before it shows (and polishes): its tones need no new polish
            self.rows.append(box)
            _add(self.col, box)
        for i, box in enumerate(self.rows):
            if i < len(block.rows):
                box.show_opt(block.rows[i])
            _show(box, i < len(block.rows))


def make_block(block: Block, submit: Callable[[Action], Any]) -> QWidget:
    if isinstance(block, Text):
        return TextBlock(block)
    if isinstance(block, Options):
        return OptionsBlock(block)
    if isinstance(block, Row):
        return RowBlock(block, submit)
    if isinstance(block, CardBox):
        return CardBoxBlock(block, submit)
    if isinstance(block, HandCard):
        return HandCardBlock(block, submit)
    return GridBlock(block, submit)


@contextmanager
def _batched(container: QWidget, big: bool) -> Iterator[None]:
    """Many blocks change at once (a new phase): ``container`` is hidden while they do. Showing a widget
    inside a visible window lays out every layout above it at once, so showing fifty blocks one by one laid
    the Director window out fifty times; hidden, it is laid out once when it shows again."""
    if not big or container.isHidden() or not container.isVisible():
        yield
        return
    focus = QApplication.focusWidget()
    container.hide()
    try:
        yield
    finally:
        container.show()
        if focus is not None and container.isAncestorOf(focus) and focus.isVisible():
            focus.setFocus()


def _show(widget: QWidget, on: bool) -> None:
    """Show or hide ``widget``, doing nothing when it already is so (setVisible is not free)."""
    if widget.isHidden() == on:
        widget.setVisible(on)


def _add(layout: QVBoxLayout | QHBoxLayout, widget: QWidget) -> None:
    """Add ``widget`` and show it at once (a widget added to a visible panel would show only later)."""
    layout.addWidget(widget)
    if layout.parentWidget() is not None:
        widget.show()


def _clear(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif inner is not None:
            _clear(inner)
            inner.deleteLater()


def _count_builds(blocks: BlockList) -> int:
    """Blocks built so far in ``blocks`` and every list inside it (tests compare it across a refresh)."""
    total = blocks.builds
    for widget in blocks.widgets.values():
        if isinstance(widget, BlockList):
            total += _count_builds(widget)
        elif isinstance(widget, CardBoxBlock):
            total += _count_builds(widget.inner)
    return total


def growing(blocks: Sequence[tuple[str, Block]]) -> Iterator[list[tuple[str, Block]]]:
    """``blocks`` built up a block at a time, for a panel built in pieces (``BlockList.sync`` of each list builds
    only what the last one did not have): a grid or a card box grows an item at a time, the last list is
    ``blocks``."""
    done: list[tuple[str, Block]] = []
    for key, block in blocks:
        for part in _growing_block(block):
            yield [*done, (key, part)]
        done.append((key, block))


def _growing_block(block: Block) -> Iterator[Block]:
    if isinstance(block, Grid | CardBox):
        items = block.items if isinstance(block, Grid) else block.blocks
        if not items:
            yield block
        for grown in growing(items):
            yield (dataclasses.replace(block, items=tuple(grown)) if isinstance(block, Grid)
                   else dataclasses.replace(block, blocks=tuple(grown)))
    else:
        yield block


# ------------------------------------------------------------------------------ the panels
class DirectorPanel(BuiltInPieces, Paper):
    """The Director's private view: cards and bets, then each space's question with the answer."""

    back_clicked = Signal()

    def __init__(self, controller: GameController, *, back_allowed: Callable[[], bool] = lambda: False) -> None:
        super().__init__()
        self.controller = controller
        self.back_allowed = back_allowed
        self.setObjectName("telefilmDirector")
        self.setStyleSheet(BUTTON_STYLE)
        # its frame and cards: here, or in pieces when the shell builds the panel ahead (PanelSlot)
        self.start_build(self._build())

    def _frame(self) -> None:
        """The header, the status line, the scrolling body and the step's buttons, empty."""
        controller = self.controller
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        outer.setSpacing(10)
        header = QWidget()
        row = QHBoxLayout(header)
        row.setContentsMargins(0, 0, 0, 0)
        self.title = label("", 28, bold=True, wrap=False)
        self.turn = label("", 22, tone="muted", wrap=False)
        row.addWidget(self.title)
        row.addWidget(self.turn)
        row.addStretch(1)
        self.undo_button = mark_aside(button("", controller.undo, kind="white", name="undoButton"), undoes=True)
        self.back_button = mark_aside(button(translate("telefilm", "Back to the table"), self.back_clicked.emit,
                                                kind="blue", name="backButton"))
        row.addWidget(self.undo_button)
        row.addWidget(self.back_button)
        # as tall as its buttons at all times: the undo button showing at the first bet (the back button hidden on
        # one screen) made the header taller, which moved, laid out and painted the whole window again
        header.setMinimumHeight(max(self.undo_button.minimumHeight(), self.back_button.minimumHeight(),
                                    self.undo_button.sizeHint().height(), self.back_button.sizeHint().height()))
        outer.addWidget(header)
        self.status = label("", 24, bold=True, name="directorStatus")
        # room for two lines at all times: a status that wraps differently does not lay the window out again
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing() + 2)
        status_box = Box("status")
        sl = QVBoxLayout(status_box)
        sl.setContentsMargins(14, 8, 14, 8)
        sl.addWidget(self.status)
        outer.addWidget(status_box)
        # the body and the scroll area's viewport see-through: the panel's paper (or the host's) is under them;
        # each painted its own whole fill (the viewport the window's colour, the body the same paper over it)
        self.body = QWidget()
        self.body.setObjectName("directorBody")
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.viewport().setAutoFillBackground(False)
        scroll.setVerticalScrollBar(KeptScrollBar(PAPER))
        self.body_scroll = scroll
        scroll.setWidget(self.body)  # before filling it: the scroll area measures its widget here
        self.body.setAutoFillBackground(False)  # (setWidget turned it on)
        outer.addWidget(scroll, 1)
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 6, 0)
        self.blocks = BlockList(controller.submit)
        body.addWidget(self.blocks)
        body.addStretch(1)
        self.moment: tuple[object, ...] = ()  # (turn, phase, space, step, position) last shown
        self.moves = BlockList(controller.submit)  # the step's buttons: always in sight, under the cards
        self.moves.setObjectName("directorActions")
        outer.addWidget(self.moves)

    def builds(self) -> int:
        return _count_builds(self.blocks) + _count_builds(self.moves)

    def draw_ahead(self) -> None:
        """Built ahead and laid out (the shell's PanelSlot): its scroll bar's picture drawn now, not at the click."""
        bar = self.body_scroll.verticalScrollBar()
        if isinstance(bar, KeptScrollBar) and not bar.isHidden():
            bar.draw_ahead()

    def _build(self) -> Iterator[None]:
        self._frame()
        yield
        c = self.controller
        v = c.view(Viewer.DIRECTOR)
        legal = c.legal_actions(seat=v["director"], kinds={"bet"}) if v["phase"] == "bets" else []
        for blocks in growing(director_blocks(v, legal)):
            self.blocks.sync(blocks)
            yield
        for actions in growing(director_actions(v)):
            self.moves.sync(actions)
            yield
        self._refresh()  # the rest, and the view now

    def refresh(self, events: list[Event]) -> None:
        """Show the Director's view now, changing only what changed."""
        self.finish()
        self._refresh()

    def _refresh(self) -> None:
        c = self.controller
        v = c.view(Viewer.DIRECTOR)
        name = _names(v)
        total = v.get("turns_total")
        turn = (translate("telefilm", "Turn {turn} of {total}").format(turn=v["turn"], total=total) if total
                else translate("telefilm", "Turn {turn}").format(turn=v["turn"]))
        _set_label(self.title, translate("telefilm", "Director: {name}").format(name=name(v["director"])))
        _set_label(self.turn, f"  ·  {turn}", "muted")
        last = c.actions[-1].kind if c.actions else ""
        # only the Director's own moves; anything else is undone with Edit > Undo
        undo = translate_marked("telefilm", UNDO_TEXTS.get(last, "")) if c.can_undo() else ""
        if self.undo_button.text() != undo:
            self.undo_button.setText(undo)
        _show(self.undo_button, bool(undo))
        _show(self.back_button, self.back_allowed())
        _set_label(self.status, director_status(v))
        legal = c.legal_actions(seat=v["director"], kinds={"bet"}) if v["phase"] == "bets" else []
        q = v.get("question") or {}
        moment = (v["turn"], v["phase"], q.get("space"), q.get("step"), q.get("position"))
        with _batched(self.blocks, moment != self.moment):
            self.blocks.sync(director_blocks(v, legal))
        self.moment = moment
        actions = director_actions(v)
        self.moves.sync(actions)
        _show(self.moves, bool(actions))
        # laid out before anything paints by the shell (PanelSlot: settle_layouts), for every game's panel


def hand_blocks(view: Mapping[str, Any], seat: int) -> tuple[str, str, list[tuple[str, Block]]]:
    """A Star's hand: the hint line, the question line and one keyed block per special card."""
    playable = set(view.get("playable") or [])
    hint = (translate("telefilm", "One special card per turn. Play one now, or go back to the table.") if playable
            else translate("telefilm", "None of your cards can be played at this moment."))
    q = view.get("question") or {}
    about = series_text(q) if q.get("text") else ""
    where = space_words(str(q.get("space") or "mix"))
    line = translate("telefilm", "This question: {space} · bet {bet}").format(space=where, bet=q.get("bet", "")) \
        if q.get("space") else ""
    if about:
        line += f" · {about}"
    answerers = q.get("answerers") or []
    if q.get("space") and seat != q.get("answerer") and seat in answerers:
        line = translate("telefilm", "{space} · bet {bet} · you answer {ordinal}, if the Stars before you are wrong: "
                         "a card played now counts only if you then answer right").format(
            space=where, bet=q.get("bet", ""), ordinal=ordinal(answerers.index(seat) + 1))
    on_mix = (view.get("options") or {}).get("genre_on_mix")
    cards: list[tuple[str, Block]] = []
    for card in view.get("hand") or []:
        kind = card["kind"]
        text = translate_marked("telefilm", SPECIALS[kind].text) if kind in SPECIALS else str(card["text"])
        cards.append((card["id"], HandCard(kind, card_name(kind), text,
                                           translate_marked("telefilm", TIMING.get(card["timing"], "")),
                                           genre_card_warning(kind, q.get("space"), on_mix), kind in playable,
                                           Action("play", seat, card=kind) if kind in playable else None)))
    return hint, line, [("hand", Grid(3, tuple(cards)))]


class HandPanel(BuiltInPieces, Paper):
    """A Star's special cards, seen only by them after the hand-off gate; playable ones have a button."""

    back_clicked = Signal()

    def __init__(self, controller: GameController, seat: int) -> None:
        super().__init__()
        self.setObjectName("telefilmHand")
        self.setStyleSheet(BUTTON_STYLE)
        self.controller = controller
        self.seat = seat
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        outer.setSpacing(12)
        top = QHBoxLayout()
        name = controller.view(Viewer.of_seat(seat))["players"][seat]["name"]
        top.addWidget(label(translate("telefilm", "{name}'s special cards").format(name=name), 30, bold=True,
                            wrap=False))
        top.addStretch(1)
        top.addWidget(mark_aside(button(translate("telefilm", "Back to the table"), self.back_clicked.emit,
                                           kind="blue", name="backButton")))
        outer.addLayout(top)
        self.hint = label("", 22, tone="muted")
        self.question = label("", 22, bold=True)
        outer.addWidget(self.hint)
        outer.addWidget(self.question)
        self.blocks = BlockList(controller.submit)
        outer.addWidget(self.blocks)
        outer.addStretch(1)
        self.start_build(self._build())  # the cards: here, or in pieces when the shell builds the panel ahead

    def builds(self) -> int:
        return _count_builds(self.blocks)

    def _build(self) -> Iterator[None]:
        _hint, _line, blocks = hand_blocks(self.controller.view(Viewer.of_seat(self.seat)), self.seat)
        for grown in growing(blocks):
            self.blocks.sync(grown)
            yield
        self._refresh()

    def refresh(self, events: list[Event]) -> None:
        self.finish()
        self._refresh()

    def _refresh(self) -> None:
        hint, line, blocks = hand_blocks(self.controller.view(Viewer.of_seat(self.seat)), self.seat)
        _set_label(self.hint, hint, "muted")
        _set_label(self.question, line)
        _show(self.question, bool(line))
        self.blocks.sync(blocks)
