"""Quiz Club's panel: what her next click shows, made while she reads (the gate's wait, the choice of a player).

Each guard fails without its piece: the hand's faces with "Ask this" drawn ahead per player she may ask, the next
steps' sections built behind the gate, a step hiding the sections it does not show before filling its own, the
hand's scroll bar drawn ahead; the pixels are those of Qt's own paint."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QPainter

from gamesuite.rules.core import Action, Viewer
from gamesuite.ui import keptbar
from gamesuite.ui.quizclub.handcard import HandCardView
from gamesuite.ui.quizclub.panels import AskerPanel, _section_kind
from tests.ui.test_quizclub import find, flush, start


def _idle(turns: int = 150) -> None:
    """The player reads: idle turns of the event loop."""
    for _ in range(turns):
        QCoreApplication.processEvents()


def _click_done() -> None:
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest.value)


def _gate_panel(window: Any) -> AskerPanel:
    """The asker's panel built ahead behind the gate (not shown yet)."""
    panels = [p for p in window.game_ui._panels.values() if isinstance(p, AskerPanel)]
    assert len(panels) == 1 and not panels[0].isVisible()
    return panels[0]


def test_the_hands_ask_faces_are_drawn_while_she_chooses_and_copied_on_her_click(one_screen, qtbot,  # noqa: ANN001
                                                                                 monkeypatch) -> None:  # noqa: ANN001
    """While she chooses whom to ask, idle turns draw the faces the cards in view will show once she has chosen
    ("Ask this" and the stakes of that player: the controller's preview of each choice); her click copies them
    (no face drawn in it), with the pixels of drawing them there."""
    window = one_screen
    window.resize(1920, 1080)
    controller = start(window, 4, seed=30)
    assert window.page.gate.isVisible()
    _idle()
    window.page.gate.confirmed.emit()
    _click_done()
    panel = window.page.private.panel
    assert isinstance(panel, AskerPanel) and controller.view(Viewer.TABLE)["phase"] == "choose_player"
    _idle()
    in_view = [c for c in panel.cards.values() if not c.visibleRegion().isEmpty()]
    assert in_view and all(len(c.faces_ahead) == len(panel.view["askable"]) for c in in_view)
    drawn: list[HandCardView] = []
    inner = HandCardView._paint_face

    def counted(self: HandCardView, p: QPainter, width: int, height: int) -> None:
        drawn.append(self)
        inner(self, p, width, height)

    monkeypatch.setattr(HandCardView, "_paint_face", counted)
    find(panel, f"ask-player-{panel.view['askable'][-1]}").click()
    _click_done()
    assert controller.view(Viewer.TABLE)["phase"] == "choose_question"
    in_view = [c for c in panel.cards.values() if not c.visibleRegion().isEmpty()]
    assert in_view and all(c.asking and c.face is not None and c.face[0] == c.face_key() for c in in_view)
    assert [c for c in drawn if c in in_view] == []  # every face in view was copied
    copied = window.grab().toImage()
    for card in panel.cards.values():
        card.face = None
    assert window.grab().toImage() == copied  # drawn directly now: the same pixels
    assert drawn


def test_the_next_steps_are_built_behind_the_gate(one_screen, qtbot) -> None:  # noqa: ANN001
    """While the gate waits for the asker, idle turns build her panel and then what her next steps need (the
    question box, the answer section of each question type in her hand, the verdict step), hidden."""
    window = one_screen
    controller = start(window, 3, seed=11)
    assert window.page.gate.isVisible()
    _idle()
    panel = _gate_panel(window)
    mine = controller.view(Viewer.of_seat(panel.seat))
    assert panel.qbox is not None and panel.verdict_box is not None
    assert set(panel.sections) == {_section_kind(q) for card in mine["hand"] for q in card["questions"]}
    window.page.gate.confirmed.emit()
    _click_done()
    assert window.page.private.panel is panel and not panel.step_box.isVisibleTo(panel)


def test_a_step_hides_the_sections_it_does_not_show_before_it_fills_its_own(one_screen, qtbot,  # noqa: ANN001
                                                                             monkeypatch) -> None:  # noqa: ANN001
    """Choosing a question: the hand (five painted cards) is hidden before the question box and the answer section
    are filled and shown, so their layout does not lay the hand out again."""
    window = one_screen
    controller = start(window, 3, seed=11)
    _idle()
    window.page.gate.confirmed.emit()
    _click_done()
    panel = window.page.private.panel
    assert isinstance(panel, AskerPanel)
    mine = controller.view(Viewer.of_seat(panel.seat))
    assert controller.submit(Action("choose_player", panel.seat, player=mine["askable"][0]), private=True)
    _click_done()
    assert panel.hand.isVisible()
    seen: list[bool] = []
    inner = AskerPanel._show_step

    def watched(self: AskerPanel, view: Any) -> None:  # noqa: ANN401
        seen.append(self.hand.isHidden() and self.asking.isHidden())
        inner(self, view)

    monkeypatch.setattr(AskerPanel, "_show_step", watched)
    card = mine["hand"][0]
    assert controller.submit(Action("choose_question", panel.seat, card_id=card["id"],
                                    difficulty=card["questions"][0]["difficulty"]), private=True)
    flush()
    assert seen == [True] and panel.step_box.isVisible()


def test_the_hands_scroll_bar_is_drawn_behind_the_gate_with_qts_pixels(one_screen, qtbot,  # noqa: ANN001
                                                                      monkeypatch) -> None:  # noqa: ANN001
    """The hand's scroll bar at rest is drawn ahead while the gate waits (the kit's KeptScrollBar, on the host's
    paper); the gate's click copies it, the pixels of Qt's own paint."""
    window = one_screen
    window.resize(1280, 800)
    start(window, 4, seed=30)
    keptbar._BARS.clear()
    _idle()
    panel = _gate_panel(window)
    bar = panel.scroller.verticalScrollBar()
    assert isinstance(bar, keptbar.KeptScrollBar)
    window.page.gate.confirmed.emit()
    _click_done()
    assert bar.isVisible() and bar._key() in keptbar._BARS
    kept = window.grab().toImage()
    monkeypatch.setattr(keptbar.KeptScrollBar, "_key", lambda _self: None)  # Qt's own paint, every time
    assert window.grab().toImage() == kept


def test_a_word_wrapped_labels_height_is_qts_and_remembered(qapp, monkeypatch) -> None:  # noqa: ANN001
    """The panel's word-wrapped labels answer a height for a width as Qt's label does for them (through changes of
    text, style role, indent and margins), and a second ask for the same is answered without Qt laying the text out
    again."""
    from PySide6.QtWidgets import QLabel, QWidget

    from gamesuite.ui.quizclub import panels

    host = QWidget()
    host.setObjectName("qcPanel")
    host.setStyleSheet(panels.STYLE)
    texts = ["Which river flows through the most capital cities?", "A short one", "x" * 90, "Two\nlines", ""]
    labels = [panels.label("", ""), panels.label("", "heading")]
    for n, mine in enumerate(labels):
        mine.setParent(host)
        for role in ["", "question", "heading", "muted", "step-now"]:
            mine.setProperty("role", role)
            mine.style().unpolish(mine)
            mine.style().polish(mine)
            for text in texts:
                mine.setText(text)
                for width in (120, 333, 900):
                    assert mine.heightForWidth(width) == QLabel.heightForWidth(mine, width), (n, role, text, width)
        mine.setIndent(20)
        mine.setContentsMargins(3, 7, 3, 9)
        assert mine.heightForWidth(200) == QLabel.heightForWidth(mine, 200)
    mine.setText(texts[0])
    mine.heightForWidth(200), mine.heightForWidth(333)

    def laid_out(_self: QLabel, _width: int) -> int:
        raise AssertionError("laid out again")

    monkeypatch.setattr(QLabel, "heightForWidth", laid_out)
    assert mine.heightForWidth(200) > 0 and mine.heightForWidth(333) > 0  # remembered
