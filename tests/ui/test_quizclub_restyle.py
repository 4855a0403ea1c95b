"""Quiz Club's panel restyles only what a step changes (counted: style, font and palette changes, font reads).

A step of the turn used to restyle the header's step labels (their look by a style role, unpolished and polished
again: a font change each, the header laid out again), a verdict that turned set the verdict frame's own style sheet
anew (every label in it restyled), and each ask for a word-wrapped label's height read its font, margins and
alignment again (~90 asks a ``choose_question``); a panel let go with the focus in it had the host list every hidden
widget for the next Tab stop, and a hand hidden by a step freed its pictures in the click. Each test fails without its
piece."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from gamesuite.rules.core import Action
from gamesuite.rules.quizclub.judge import LETTERS
from gamesuite.ui import theme
from gamesuite.ui.quizclub import art
from tests.ui.test_quizclub import advance_to_question, flush, start
from tests.ui.test_quizclub_panel import seat_panel

RESTYLES = {QEvent.Type.StyleChange, QEvent.Type.FontChange}


class Restyles(QObject):
    """Style and font changes received by the widgets inside ``roots`` (the roots themselves too if ``own``)."""

    def __init__(self, roots: list[QWidget], *, own: bool) -> None:
        super().__init__()
        self.roots = roots
        self.own = own
        self.seen: list[tuple[str, str]] = []

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() in RESTYLES and isinstance(obj, QWidget):
            for root in self.roots:
                if (obj is root and self.own) or (obj is not root and root.isAncestorOf(obj)):
                    text = obj.text() if isinstance(obj, QLabel) else ""
                    self.seen.append((type(obj).__name__, text))
        return False


def _settle() -> None:
    """The event loop's turns after a click: layouts, paints."""
    for _ in range(3):
        QApplication.processEvents()


def _two_verdicts(window: Any, qtbot: Any) -> tuple[Any, Any, Any]:  # noqa: ANN401
    """A seat's panel (shown) at its first multiple-choice verdict, the controller, and a callable that confirms it
    and plays on to that seat's second verdict, which turns (the first says correct, the second wrong)."""
    from gamesuite.ui.quizclub.panels import AskerPanel

    controller = start(window, 3, seed=31)
    panels: dict[int, AskerPanel] = {}
    verdicts: dict[int, int] = {}
    for _ in range(12):
        view = advance_to_question(controller, "multiple_choice")
        seat, q = view["active"], view["turn"]["question"]
        panel = seat_panel(panels, controller, seat, qtbot, shown=True)
        panel.refresh([])
        flush()
        right = not verdicts.get(seat)
        letter = q["answer"] if right else next(x for x in LETTERS if x != q["answer"])
        if not right:
            return panel, controller, partial(controller.submit, Action("answer", seat, letter=letter), private=True)
        assert controller.submit(Action("answer", seat, letter=letter), private=True)
        panel.refresh([])
        flush()
        verdicts[seat] = 1
        assert controller.submit(Action("confirm", seat), private=True)
        panel.refresh([])
    raise AssertionError("no seat judged two multiple-choice questions")


def test_a_verdict_that_turns_restyles_the_verdict_frame_alone(window, qtbot) -> None:  # noqa: ANN001
    """The seat's second verdict says wrong after a first that said correct: the frame takes the wrong verdict's
    colours, and no label in it is restyled (its own style sheet set anew restyled them all)."""
    panel, _controller, answer_wrong = _two_verdicts(window, qtbot)
    judged = panel.verdict_box.judged
    seen = Restyles([judged], own=False)
    QApplication.instance().installEventFilter(seen)
    try:
        assert answer_wrong()
        panel.refresh([])
        flush()
    finally:
        QApplication.instance().removeEventFilter(seen)
    assert seen.seen == []
    assert panel.verdict_box.title.text() == "The app says: wrong"
    assert judged.contentsRect() == judged.rect().adjusted(3, 3, -3, -3)  # its contents inside the border
    image = judged.grab().toImage()
    middle = image.height() // 2
    assert image.pixelColor(image.width() - 20, middle) == theme.blend(art.WRONG, "#ffffff", 0.85)
    assert image.pixelColor(1, middle) == QColor(art.WRONG)  # the 3 px border, in the verdict's colour


def test_a_step_of_the_turn_restyles_no_header_label(window, qtbot) -> None:  # noqa: ANN001
    """The header shows the step of the turn in its own look (bold, on yellow) without restyling any label: each
    step has a label in either look, one of the two shown."""
    panel, _controller, answer_wrong = _two_verdicts(window, qtbot)
    seen = Restyles([panel.header], own=True)
    QApplication.instance().installEventFilter(seen)
    try:
        assert answer_wrong()  # answer -> verdict: the step moves on
        panel.refresh([])
        flush()
    finally:
        QApplication.instance().removeEventFilter(seen)
    assert seen.seen == []
    shown = [w for w in panel.header.steps_row.findChildren(QLabel) if w.isVisibleTo(panel.header)]
    assert [w.text()[0] for w in shown] == ["1", "2", "3", "4"]
    assert [w.property("role") for w in shown] == ["step", "step", "step", "step-now"]
    assert shown[3].font().bold() and not shown[2].font().bold()


def test_a_word_wrapped_label_reads_its_form_once_for_its_heights(qapp, monkeypatch) -> None:  # noqa: ANN001
    """Asked its height again and again (at the widths a layout tries), a word-wrapped label reads its font once;
    after a new font it reads it again, and its answers stay Qt's."""
    from gamesuite.ui.quizclub import panels

    host = QWidget()
    host.setObjectName("qcPanel")
    host.setStyleSheet(panels.STYLE)
    mine = panels.label("Which river flows through the most capital cities of Europe?", "heading")
    mine.setParent(host)
    mine.ensurePolished()
    reads = [0]
    font = panels.WrapLabel.font

    def counted(self: QLabel) -> Any:  # noqa: ANN401
        reads[0] += 1
        return font(self)

    monkeypatch.setattr(panels.WrapLabel, "font", counted)
    for _ in range(5):
        for width in (180, 333, 900):
            assert mine.heightForWidth(width) == QLabel.heightForWidth(mine, width)
    assert reads[0] <= 1
    mine.setProperty("role", "question")  # a bigger font: read again, answered anew
    mine.style().unpolish(mine)
    mine.style().polish(mine)
    assert mine.heightForWidth(333) == QLabel.heightForWidth(mine, 333)
    assert reads[0] == 2


def test_a_panel_let_go_with_the_focus_lists_no_hidden_widget(one_screen, qtbot, monkeypatch) -> None:  # noqa: ANN001
    """A move that shows the table again lets the asker's panel go while its control holds the focus; Qt's hide asks
    the host for the next stop: the host looks at none of the widgets of its hidden panels (the one let go, and
    the other seats' kept ones), ~200 each, to find no stop in them."""
    from gamesuite.rules.core import Rng
    from gamesuite.ui.privacy import PanelKeys
    from gamesuite.ui.quizclub.panels import AskerPanel

    window = one_screen
    controller = start(window, 4, seed=3)
    rules, rng = controller.rules, Rng(3)
    asked = [0]
    looked = [0]
    walking = [False]
    ask = PanelKeys.focusNextPrevChild
    is_visible = QWidget.isVisible

    def next_stop(self: PanelKeys, forward: bool) -> bool:
        walking[0] = True
        asked[0] += 1
        try:
            return ask(self, forward)
        finally:
            walking[0] = False

    def counted(self: QWidget) -> bool:
        if walking[0] and any(p is not self and p.isAncestorOf(self) and not is_visible(p)
                              for p in window.game_ui._panels.values() if isinstance(p, AskerPanel)):
            looked[0] += 1
        return is_visible(self)

    monkeypatch.setattr(PanelKeys, "focusNextPrevChild", next_stop)
    monkeypatch.setattr(QWidget, "isVisible", counted)
    confirmed = 0
    for _ in range(60):
        _settle()
        if window.page.gate.isVisible():
            window.page.gate.confirmed.emit()
            _settle()
        action = rules.random_action(controller.state, rng)
        controller.submit(action)
        if action.kind == "confirm":
            confirmed += 1
        if confirmed >= 3:
            break
    assert confirmed >= 3 and asked[0] >= 3, (confirmed, asked[0])
    assert looked[0] == 0


def test_a_hidden_hands_pictures_are_freed_in_idle_time_not_in_the_click(window, qtbot) -> None:  # noqa: ANN001
    """Her question asked, the hand hides and its cards keep no pictures; the pictures (a face and the faces drawn
    ahead, several MB each at 1080p) are freed in the idle turns after the click, not inside it (up to ~2 ms)."""
    import weakref

    from PySide6.QtGui import QPixmap

    from gamesuite.ui.quizclub.panels import AskerPanel

    controller = start(window, 3, seed=31)
    view = advance_to_question(controller, "multiple_choice", ask=False)
    seat = view["active"]
    card = next(c for c in view["hand"] for q in c["questions"] if q["type"] == "multiple_choice")
    q = next(q for q in card["questions"] if q["type"] == "multiple_choice")
    panel = AskerPanel(controller, seat)
    qtbot.addWidget(panel)
    panel.resize(1200, 900)
    panel.show()
    panel.refresh([])
    _settle()
    refs = []
    for shown in panel.cards.values():
        shown.face = (("a face",), QPixmap(64, 64))
        shown.faces_ahead[("another mode",)] = QPixmap(64, 64)
        refs += [weakref.ref(shown.face[1]), weakref.ref(shown.faces_ahead[("another mode",)])]
    assert controller.submit(Action("choose_question", seat, card_id=card["id"], difficulty=q["difficulty"]),
                             private=True)
    panel.refresh([])  # the click: the hand hides
    assert not panel.hand.isVisible()
    assert all(c.face is None and not c.faces_ahead for c in panel.cards.values())  # the cards keep none
    assert all(ref() is not None for ref in refs)  # not freed inside the click
    _settle()
    _settle()
    assert all(ref() is None for ref in refs)  # freed in the idle turns after it
