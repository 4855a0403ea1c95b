"""The asker's private panel, one question type or step at a time (set-up through the
controller, the step under test clicked or typed like a player would)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton, QWidget

from gamesuite.rules.core import Action, Rng, Viewer
from gamesuite.rules.quizclub.judge import LETTERS, format_number
from gamesuite.ui.quizclub.panels import parse_number
from gamesuite.ui.quizclub.presenter import CONTINUE_KEY, NO_OBJECTION_KEY, object_key
from gamesuite.ui.scene import shown as button_shown
from tests.support.driver import TableDriver
from tests.ui.leaks import everything_shown
from tests.ui.test_quizclub import (
    advance_to_question,
    click,
    click_key,
    find,
    finish_turn,
    flush,
    open_panel,
    start,
)


def last_turn(controller) -> dict:  # noqa: ANN001
    return controller.view(Viewer.TABLE)["last_turn"]


@pytest.mark.parametrize(("text", "value"), [("86400", 86400), ("86,400", 86400), ("86 400", 86400),
                                             ("1.5", 1.5), ("1,5", 1.5), ("-3", -3), (" 2e3 ", 2000),
                                             ("1,234.5", 1234.5), ("abc", None), ("", None), ("1e999", float("inf"))])
def test_estimate_numbers_are_read_as_people_type_them(text: str, value: float | None) -> None:
    assert parse_number(text) == value


def test_choosing_whom_to_ask_offers_only_players_not_yet_asked(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 4, seed=3)
    view = controller.view(Viewer.TABLE)
    asker = view["active"]
    first = view["askable"][0]
    panel = open_panel(window, qtbot)
    click(qtbot, find(panel, f"ask-player-{first}"))
    assert controller.view(Viewer.TABLE)["turn"]["asked"] == first
    # change of mind: back to choosing
    click(qtbot, find(open_panel(window, qtbot), "cancel-player"))
    assert controller.view(Viewer.TABLE)["phase"] == "choose_player"
    finish_turn(controller)
    controller.submit(Action("choose_player", asker, player=first))
    card = controller.view(Viewer.of_seat(asker))["hand"][0]["id"]
    controller.submit(Action("choose_question", asker, card_id=card, difficulty=1))
    finish_turn(controller)
    nxt = controller.view(Viewer.TABLE)
    panel = open_panel(window, qtbot)
    assert panel.seat == nxt["active"]
    asked_button = find(panel, f"ask-player-{first}")
    assert asked_button is not None and not asked_button.isEnabled() and "already asked" in asked_button.text()
    assert find(panel, f"ask-player-{nxt['active']}") is None  # never yourself


def test_knowledge_shows_the_answer_and_either_alternative_and_the_asker_judges(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=21)
    view = advance_to_question(controller, "knowledge")
    q = view["turn"]["question"]
    panel = open_panel(window, qtbot)
    shown = everything_shown(window.director)
    for alternative in q["alternatives"]:
        assert alternative in shown
    right = find(panel, "answer-correct")
    assert right.minimumHeight() >= 48 and not right.icon().isNull()  # a drawn tick, not only colour
    before = [p["score"] for p in controller.view(Viewer.TABLE)["players"]]
    click(qtbot, right)
    turn = last_turn(controller)
    assert turn["correct"] and turn["card_id"] == q["card_id"]
    after = [p["score"] for p in controller.view(Viewer.TABLE)["players"]]
    assert sum(after) > sum(before)
    result = window.game_ui.last_model.board.result
    assert result.headline == "Correct!" and q["alternatives"][0] in result.answer


def test_multiple_choice_marks_the_right_letter_and_the_app_judges_the_letter_said(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=22)
    view = advance_to_question(controller, "multiple_choice")
    q = view["turn"]["question"]
    panel = open_panel(window, qtbot)
    right = find(panel, f"letter-{q['answer']}")
    assert "(correct)" in right.text() and not right.icon().isNull() and right.property("role") == "choice-correct"
    wrong = next(x for x in LETTERS if x != q["answer"])
    assert "(correct)" not in find(panel, f"letter-{wrong}").text()
    click(qtbot, find(panel, f"letter-{wrong}"))
    table = controller.view(Viewer.TABLE)
    assert table["phase"] == "verdict" and table["turn"]["app_verdict"] is False
    model = window.game_ui.last_model.board
    assert model.said_letter == wrong and model.correct_letter == q["answer"]  # now public
    click(qtbot, find(open_panel(window, qtbot), "confirm"))
    assert last_turn(controller)["correct"] is False


def test_estimate_is_typed_refused_when_not_a_number_and_judged_with_the_margin(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=23)
    view = advance_to_question(controller, "estimate")
    q = view["turn"]["question"]
    panel = open_panel(window, qtbot)
    shown = everything_shown(window.director)
    assert f"Counts from {format_number(q['low'])} to {format_number(q['high'])}" in shown  # the margin, privately
    field, enter = find(panel, "estimate-field"), find(panel, "estimate-enter")
    qtbot.keyClicks(field, "about ten")
    click(qtbot, enter)
    assert panel.widgets["estimate-error"].isVisible() and controller.view(Viewer.TABLE)["phase"] == "answer"
    field.clear()
    qtbot.keyClicks(field, format_number(q["high"]))  # the edge of the margin still counts
    qtbot.keyClick(field, Qt.Key.Key_Return)
    table = controller.view(Viewer.TABLE)
    assert table["phase"] == "verdict" and table["turn"]["app_verdict"] is True
    assert table["turn"]["said"]["number"] == pytest.approx(float(q["high"]))


def test_ranking_is_clicked_in_order_and_the_reverse_counts(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=24)
    view = advance_to_question(controller, "ranking")
    q = view["turn"]["question"]
    panel = open_panel(window, qtbot)
    enter = find(panel, "rank-enter")
    reverse = list(reversed(q["order"]))
    click(qtbot, find(panel, f"rank-{reverse[0]}"))
    click(qtbot, find(panel, f"rank-{reverse[1]}"))
    assert not enter.isEnabled() and not find(panel, f"rank-{reverse[0]}").isEnabled()
    click(qtbot, find(panel, "rank-undo"))
    assert panel.ranking == [reverse[0]]
    click(qtbot, find(panel, "rank-clear"))
    assert panel.ranking == [] and find(panel, f"rank-{reverse[0]}").isEnabled()
    for letter in reverse:
        click(qtbot, find(panel, f"rank-{letter}"))
    said = panel.widgets["rank-said"]
    assert isinstance(said, QLabel) and q["terms"][LETTERS.index(reverse[0])] in said.text()
    click(qtbot, enter)
    table = controller.view(Viewer.TABLE)
    assert table["turn"]["said"]["order"] == reverse and table["turn"]["app_verdict"] is True


def test_overruling_needs_a_reason_which_goes_into_the_log(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=25)
    view = advance_to_question(controller, "multiple_choice")
    q = view["turn"]["question"]
    click(qtbot, find(open_panel(window, qtbot), f"letter-{q['answer']}"))
    panel = open_panel(window, qtbot)
    overrule = find(panel, "overrule")
    assert not overrule.isEnabled() and "wrong" in overrule.text()
    qtbot.keyClicks(find(panel, "overrule-reason"), "She read the answer off the card")
    assert overrule.isEnabled()
    click(qtbot, overrule)
    turn = last_turn(controller)
    assert turn["correct"] is False and turn["overruled"] and turn["reason"] == "She read the answer off the card"
    assert any("She read the answer off the card" in line for line in controller.game_log())
    assert window.game_ui.last_model.board.result.reason.endswith("She read the answer off the card")


def test_intuition_answer_then_an_objection_from_the_table_makes_it_wrong(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=26)
    view = advance_to_question(controller, "intuition", "count")
    asked = view["turn"]["asked"]
    panel = open_panel(window, qtbot)
    assert find(panel, f"count-{len(view['players']) - 1}") is not None and find(panel, "count-0") is not None
    click(qtbot, find(panel, "count-1"))
    table = controller.view(Viewer.TABLE)
    assert table["phase"] == "objection" and window.director.panel() is None  # the table decides now
    keys = TableDriver(window, qtbot).clickable_keys()
    assert object_key(asked) not in keys and NO_OBJECTION_KEY in keys
    objector = next(s for s in range(3) if s != asked)
    click_key(window, qtbot, object_key(objector))
    turn = last_turn(controller)
    assert turn["correct"] is False and turn["said"]["objection_by"] == objector
    assert not any(str(k).startswith("button:object") for k in TableDriver(window, qtbot).clickable_keys())
    assert not button_shown(window.game_ui.table.seats[objector].object_button)


def test_intuition_who_cannot_name_the_answerer_and_nobody_objecting_counts(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 4, seed=27)
    view = advance_to_question(controller, "intuition", "who")
    asked = view["turn"]["asked"]
    panel = open_panel(window, qtbot)
    assert find(panel, f"who-{asked}") is None
    click(qtbot, find(panel, "who-none"))
    click_key(window, qtbot, NO_OBJECTION_KEY)
    assert last_turn(controller)["correct"] is True


def test_no_answer_is_wrong_for_every_type(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=28)
    advance_to_question(controller, "estimate")
    click(qtbot, find(open_panel(window, qtbot), "no-answer"))
    assert last_turn(controller)["correct"] is False and last_turn(controller)["said_text"] == "no answer"


def test_a_marker_line_discard_is_chosen_in_that_players_private_view(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=29, options={"marker_lines": "6,12,18,24"})
    for _ in range(60):
        finish_discards = controller.view(Viewer.TABLE)["phase"] == "discard"
        if finish_discards:
            break
        view = controller.view(Viewer.TABLE)
        seat = view["active"]
        if view["phase"] == "choose_player":
            controller.submit(Action("choose_player", seat, player=view["askable"][0]))
        elif view["phase"] == "choose_question":
            card = controller.view(Viewer.of_seat(seat))["hand"][0]["id"]
            controller.submit(Action("choose_question", seat, card_id=card, difficulty=3))
        elif view["phase"] == "answer":
            mine = controller.view(Viewer.of_seat(seat))["turn"]["question"]
            if mine["type"] == "knowledge":
                controller.submit(Action("answer", seat, correct=True))
            else:
                controller.submit(Action("no_answer", seat))
        else:
            finish_turn(controller)
    table = controller.view(Viewer.TABLE)
    assert table["phase"] == "discard"
    owing = [p["seat"] for p in table["players"] if p["must_discard"]]
    seat = owing[0]
    panel = open_panel(window, qtbot)
    assert panel.seat == seat
    hand = controller.view(Viewer.of_seat(seat))["hand"]
    assert {b.objectName() for b in panel.findChildren(QPushButton) if b.objectName().startswith("discard-")} == {
        f"discard-{c['id']}" for c in hand}
    assert "discards a card" in window.game_ui.table.seats[seat].pill.text  # the table says who, not what
    removed = table["piles"]["removed"]
    click(qtbot, find(panel, f"discard-{hand[-1]['id']}"))
    after = controller.view(Viewer.TABLE)
    assert after["piles"]["removed"] == removed + 1
    assert after["players"][seat]["hand_size"] == len(hand) - 1
    flush()


def test_one_screen_gate_names_each_new_asker(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    controller = start(window, 3, seed=30)
    first = controller.view(Viewer.TABLE)["active"]
    assert window.page.gate.isVisible() and window.page.gate.name == controller.config.players[first].name
    panel = open_panel(window, qtbot)
    n = len(controller.config.players)
    target = next(k for k in controller.view(Viewer.TABLE)["askable"] if (k + 1) % n != first)
    click(qtbot, find(panel, f"ask-player-{target}"))
    assert not window.page.gate.isVisible() and window.page.private.isVisible()  # same player goes on
    card = controller.view(Viewer.of_seat(first))["hand"][0]["id"]
    click(qtbot, find(open_panel(window, qtbot), f"ask-{card}-1"))
    click(qtbot, find(open_panel(window, qtbot), "no-answer"))
    nxt = controller.view(Viewer.TABLE)["active"]
    assert nxt != first
    # everybody sees the result on the table first; then the screen goes to the next asker
    assert not window.page.gate.isVisible() and not window.page.private.isVisible()
    assert window.game_ui.last_model.board.result.headline == "Wrong"
    button = window.game_ui.table.continue_button
    assert button.isVisible() and controller.config.players[nxt].name in button.text
    click_key(window, qtbot, CONTINUE_KEY)
    assert window.page.gate.isVisible() and window.page.gate.name == controller.config.players[nxt].name
    assert window.page.private.panel is None and not window.game_ui.table.continue_button.isVisible()


def test_hand_card_height_counts_the_stakes_line_above_ask_this(qapp) -> None:  # noqa: ANN001
    from gamesuite.content import load_content
    from gamesuite.rules import registry
    from gamesuite.rules.core import GameConfig
    from gamesuite.rules.sim import default_players
    from gamesuite.ui.quizclub.handcard import HandCardView

    rules = registry.get_rules("quizclub")
    state = rules.new_game(GameConfig("quizclub", default_players(3), None, {}, load_content("quizclub")), 2)
    card = rules.view(state, Viewer.of_seat(0))["hand"][0]
    plain = HandCardView(card, "#d94f4f")
    asking = HandCardView(card, "#d94f4f", on_ask=lambda cid, d: None,
                          stakes={1: "Right: +1 for Bruno and you", 2: "x", 3: "y"})
    assert plain.heightForWidth(1200) == plain.heightForWidth(1200)  # memoised, stable
    # the button (52 + 8) and the stakes line (at least 16 more), even with the plain height cached
    assert asking.heightForWidth(1200) >= plain.heightForWidth(1200) + 52 + 8 + 16
    asking.resize(1200, asking.heightForWidth(1200))
    asking.show()
    qapp.processEvents()
    for button in asking.ask_buttons:  # the buttons sit at the bottom of the boxes, below all text
        assert button.height() == 52 and button.geometry().bottom() >= asking.height() - 12 - 10 - 2
        assert button.geometry().top() >= plain.heightForWidth(1200) - 12 - 10
    asking.close()


def seat_panel(panels: dict[int, Any], controller: Any, seat: int, qtbot: Any, *,  # noqa: ANN401
               shown: bool = False) -> Any:  # noqa: ANN401
    """``seat``'s asker panel, made the first time the seat asks (``shown``: on screen at 1200x900 with its verdict
    step built ahead, hidden and polished, as idle time builds it in the app)."""
    from gamesuite.ui.quizclub.panels import AskerPanel

    panel = panels.get(seat)
    if panel is None:
        panel = panels[seat] = AskerPanel(controller, seat)
        qtbot.addWidget(panel)
        if shown:
            panel.resize(1200, 900)
            panel.show()
            panel._prepare_one("verdict")
    return panel


def test_the_question_box_and_the_verdict_step_are_kept_and_filled_in_place(window, qtbot) -> None:  # noqa: ANN001
    """A seat's second verdict reuses the first one's widgets (no new box polished against the panel's style
    sheet), with the new question's texts, the new verdict's words and colours, and an empty reason."""
    from gamesuite.ui.quizclub.panels import AskerPanel

    controller = start(window, 3, seed=31)
    panels: dict[int, AskerPanel] = {}
    seen: dict[int, list[tuple]] = {}
    for _ in range(12):
        view = advance_to_question(controller, "multiple_choice")
        seat, q = view["active"], view["turn"]["question"]
        panel = seat_panel(panels, controller, seat, qtbot)
        panel.refresh([])
        right = not seen.get(seat)  # a seat's first verdict says correct, its second wrong
        letter = q["answer"] if right else next(x for x in LETTERS if x != q["answer"])
        assert controller.submit(Action("answer", seat, letter=letter), private=True)
        panel.refresh([])
        confirm, overrule = find(panel, "confirm"), find(panel, "overrule")
        seen.setdefault(seat, []).append((confirm, overrule, panel.qbox.frame, confirm.text(), overrule.text(),
                                          confirm.property("role"), overrule.property("role"),
                                          panel.qbox.question.text(), q["text"]))
        if len(seen[seat]) == 2:
            break
        find(panel, "overrule-reason").setText("left over from the last verdict")
        assert overrule.isEnabled()
        assert controller.submit(Action("confirm", seat), private=True)
        panel.refresh([])
    else:
        raise AssertionError("no seat judged two multiple-choice questions")
    first, second = seen[seat]
    assert second[:3] == first[:3]  # the same confirm and overrule buttons, the same question box
    assert (first[3], first[4], first[5], first[6]) == ("Confirm: correct", "Overrule: count it as wrong",
                                                        "good", "bad")
    assert (second[3], second[4], second[5], second[6]) == ("Confirm: wrong", "Overrule: count it as correct",
                                                            "bad", "good")
    assert first[7] == first[8] and second[7] == second[8]
    assert find(panel, "overrule-reason").text() == "" and not find(panel, "overrule").isEnabled()
    flush()
    # the answer step's letters are kept for the next multiple-choice question, hidden during the verdict
    assert not [b for b in panel.findChildren(QPushButton)
                if b.objectName().startswith("letter-") and b.isVisibleTo(panel)]


def test_each_question_types_answer_inputs_are_kept_and_filled_in_place(window, qtbot) -> None:  # noqa: ANN001
    """A seat's second question of a type reuses the first one's input widgets (nothing built or polished
    again), shows the new question's texts, and starts clean (no ranking clicked, no typed number, no error)."""
    from gamesuite.ui.quizclub.panels import AskerPanel

    KINDS = {"multiple_choice", "ranking", "estimate", "knowledge"}  # noqa: N806
    controller = start(window, 3, seed=5)
    panels: dict[int, AskerPanel] = {}
    first: dict[tuple[int, str], list[object]] = {}
    repeated: set[str] = set()
    for _ in range(40):
        finish_turn(controller)
        view = controller.view(Viewer.TABLE)
        if view["over"] or repeated == KINDS:
            break
        seat = view["active"]
        if view["phase"] == "choose_player":
            assert controller.submit(Action("choose_player", seat, player=view["askable"][0]))
        mine = controller.view(Viewer.of_seat(seat))
        questions = [(card["id"], q) for card in mine["hand"] for q in card["questions"]]
        seen = {kind for (s, kind) in first if s == seat}
        wanted = KINDS - repeated
        cid, q = next(((c, q) for c, q in questions if q["type"] in seen & wanted),
                      next(((c, q) for c, q in questions if q["type"] in wanted), questions[0]))
        assert controller.submit(Action("choose_question", seat, card_id=cid, difficulty=q["difficulty"]))
        panel = panels.get(seat)
        if panel is None:
            panel = panels[seat] = AskerPanel(controller, seat)
            qtbot.addWidget(panel)
            panel.show()
        panel.refresh([])
        flush()  # the event loop runs between moves (a widget let go with deleteLater is gone)
        kind = q["type"]
        asked = controller.view(Viewer.TABLE)["turn"]["asked"]
        name = controller.view(Viewer.TABLE)["players"][asked]["name"]
        if kind == "multiple_choice":
            widgets = [find(panel, f"letter-{x}") for x in LETTERS]
            for letter, option, b in zip(LETTERS, q["options"], widgets, strict=False):
                assert option in b.text() and b.isVisibleTo(panel)
                assert b.property("role") == ("choice-correct" if letter == q["answer"] else "choice")
        elif kind == "ranking":
            widgets = [find(panel, f"rank-{x}") for x in LETTERS] + [find(panel, "rank-enter")]
            assert all(t in b.text() and b.isEnabled() for t, b in zip(q["terms"], widgets, strict=False))
            assert not find(panel, "rank-enter").isEnabled() and panel.ranking == []
            click(qtbot, widgets[0])  # left half-clicked: the next ranking question must not inherit it
            assert not widgets[0].isEnabled()
        elif kind == "estimate":
            field = find(panel, "estimate-field")
            widgets = [field, find(panel, "estimate-enter")]
            assert field.text() == "" and not panel.widgets["estimate-error"].isVisibleTo(panel)
            qtbot.keyClicks(field, "abc")
            click(qtbot, widgets[1])
            assert panel.widgets["estimate-error"].isVisibleTo(panel)
        elif kind == "knowledge":
            widgets = [find(panel, "answer-correct"), find(panel, "answer-wrong")]
            assert name in widgets[0].text()
        else:
            continue
        assert all(w is not None and w.isVisibleTo(panel) for w in widgets)
        if (seat, kind) in first:
            assert widgets == first[(seat, kind)]  # the very same widgets
            assert panel.section_builds[kind] == 1
            repeated.add(kind)
        else:
            first[(seat, kind)] = widgets
        assert controller.view(Viewer.TABLE)["phase"] == "answer"
    assert repeated == KINDS, f"only these question types came twice to a seat: {repeated}"


def test_the_kept_whom_did_she_name_buttons_leave_out_each_new_answerer(window, qtbot) -> None:  # noqa: ANN001
    """The intuition "who" section is kept: for a second answerer its buttons close up around her instead."""
    from gamesuite.ui.quizclub.panels import AskerPanel

    controller = start(window, 4, seed=11)
    panels: dict[int, AskerPanel] = {}
    answerers: dict[int, list[int]] = {}
    buttons: dict[int, object] = {}
    for _ in range(80):
        finish_turn(controller)
        view = controller.view(Viewer.TABLE)
        if view["over"] or any(len(set(a)) > 1 for a in answerers.values()):
            break
        seat = view["active"]
        if view["phase"] == "choose_player":
            before = answerers.get(seat, [])
            pick = next((p for p in view["askable"] if p not in before), view["askable"][0])
            assert controller.submit(Action("choose_player", seat, player=pick))
        mine = controller.view(Viewer.of_seat(seat))
        questions = [(card["id"], q) for card in mine["hand"] for q in card["questions"]]
        found = [(c, q) for c, q in questions if q["type"] == "intuition" and q.get("variant") == "who"]
        cid, q = found[0] if found else questions[0]
        assert controller.submit(Action("choose_question", seat, card_id=cid, difficulty=q["difficulty"]))
        if not found:
            continue
        panel = panels.get(seat)
        if panel is None:
            panel = panels[seat] = AskerPanel(controller, seat)
            qtbot.addWidget(panel)
            panel.show()
        panel.refresh([])
        flush()
        asked = controller.view(Viewer.TABLE)["turn"]["asked"]
        others = [p for p in range(4) if p != asked]
        shown = [find(panel, f"who-{p}") for p in others] + [find(panel, "who-none")]
        assert all(b.isVisibleTo(panel) for b in shown) and find(panel, f"who-{asked}") is None
        assert not panel.sections["intuition-who"].widgets[f"who-{asked}"].isVisibleTo(panel)
        grid = panel.sections["intuition-who"].grid  # the answerer's button out, the others closed up in order
        assert [grid.itemAtPosition(k // 4, k % 4).widget() for k in range(len(shown))] == shown
        assert panel.section_builds["intuition-who"] == 1
        assert buttons.setdefault(seat, shown[-1]) is shown[-1]  # the same "Nobody" button
        answerers.setdefault(seat, []).append(asked)
    assert any(len(set(a)) > 1 for a in answerers.values()), answerers


def _shown(panel) -> list[tuple[str, str, str, bool]]:  # noqa: ANN001
    """What a panel shows: every visible descendant's class, name, text and enabled state."""
    out = []
    for w in panel.findChildren(QWidget):
        if w.isVisibleTo(panel):
            text = w.text() if isinstance(w, QLabel | QPushButton | QLineEdit) else ""
            out.append((type(w).__name__, w.objectName(), text, w.isEnabled()))
    return sorted(out)


def _pixels(panel) -> QImage:  # noqa: ANN001
    image = panel.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    bar = panel.scroller.verticalScrollBar()
    if bar.isVisible():
        painter = QPainter(image)
        painter.fillRect(QRect(bar.mapTo(panel, QPoint(0, 0)), bar.size()), QColor("#000000"))
        painter.end()
    return image


def test_each_seats_panel_is_kept_for_the_game_and_shows_what_a_new_one_would(one_screen, qtbot) -> None:  # noqa: ANN001
    """The shell lets a panel go when the next player's view shows; Quiz Club keeps each seat's panel (hidden) for
    that seat's next turn, where it is refreshed in place. At every private step of a seeded game the kept panel
    shows the same widgets, texts and pixels as a panel built new for that view; after the game it is freed."""
    import weakref

    from PySide6.QtCore import QCoreApplication, QEvent

    from gamesuite.ui.quizclub.panels import AskerPanel

    window = one_screen
    controller = start(window, 3, seed=4)
    rng = Rng(4)
    kept: dict[int, AskerPanel] = {}
    compared = reused = 0
    for move in range(60):
        if controller.is_over():
            break
        if move == 30:
            window.resize(1920, 1080)  # the hidden kept panels are laid out for the old width
        if window.page.gate.isVisible():
            window.page.gate.confirmed.emit()
        QCoreApplication.processEvents()  # one turn of the event loop: what the player sees first (layouts)
        flush()  # what the shell let go
        panel = window.page.private.panel if window.page.private.isVisible() else None
        if isinstance(panel, AskerPanel):
            first = kept.setdefault(panel.seat, panel)
            assert panel is first, "a seat's panel was built again"
            reused += panel.step_key is not None and panel.rebuilds > 1
            fresh = AskerPanel(controller, panel.seat)
            fresh.resize(panel.size())
            fresh.show()
            for _ in range(2):  # its layouts settle as the kept panel's did (a scroll bar comes or goes)
                QCoreApplication.processEvents()
            assert _shown(panel) == _shown(fresh)
            # pixels, but for the scroll bar: its thumb is drawn a few pixels longer or shorter after any refresh in
            # place (as within one turn before panels were kept), not a difference in what the panel shows
            assert _pixels(panel) == _pixels(fresh)
            fresh.hide()
            fresh.deleteLater()
            compared += 1
        controller.submit(controller.rules.random_action(controller.state, rng))
    assert compared >= 20 and reused >= 3 and len(kept) == 3, (compared, reused, len(kept))
    refs = [weakref.ref(p) for p in kept.values()]
    kept.clear()
    del panel, first
    start(window, 3, seed=5)  # "New game": the kept panels go with the old game
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QCoreApplication.processEvents()
    import gc

    gc.collect()
    assert [r for r in refs if r() is not None] == []


def test_the_next_steps_are_built_while_she_chooses_whom_to_ask(one_screen, qtbot) -> None:  # noqa: ANN001
    """While the asker's panel shows the choice of a player, idle turns of the event loop build what her next
    steps need (the question box, the answer section of each question type in her hand, the verdict step),
    hidden; her click on a question then builds nothing and shows the prepared section."""
    from PySide6.QtCore import QCoreApplication

    from gamesuite.ui.quizclub.panels import AskerPanel, _section_kind

    window = one_screen
    controller = start(window, 3, seed=11)
    panel = open_panel(window, qtbot)
    assert isinstance(panel, AskerPanel) and controller.view(Viewer.TABLE)["phase"] == "choose_player"
    mine = controller.view(Viewer.of_seat(panel.seat))
    kinds = {_section_kind(q) for card in mine["hand"] for q in card["questions"]}
    assert panel.qbox is None or not panel.qbox.frame.isVisibleTo(panel)
    for _ in range(len(kinds) + 3):
        QCoreApplication.processEvents()  # one piece per turn of the event loop
    assert set(panel.sections) == kinds
    assert panel.qbox is not None and panel.verdict_box is not None
    assert not panel.step_box.isVisibleTo(panel)  # nothing of it shows yet
    assert all(not s.frame.isVisibleTo(panel.step_box) for s in panel.sections.values())
    built = dict(panel.section_builds)
    seat = panel.seat
    assert controller.submit(Action("choose_player", seat, player=mine["askable"][0]), private=True)
    card = mine["hand"][0]
    q = card["questions"][0]
    assert controller.submit(Action("choose_question", seat, card_id=card["id"], difficulty=q["difficulty"]),
                             private=True)
    flush()
    assert panel.section_builds == built  # nothing was built on the click
    assert panel.section is panel.sections[_section_kind(q)] and panel.section.frame.isVisibleTo(panel)
    assert panel.qbox.frame.isVisibleTo(panel) and not panel.verdict_box.frame.isVisibleTo(panel)
    assert panel.qbox.question.text() == q.get("text", "")


class _Paints(QObject):
    """Counts the paint events each widget of a panel receives."""

    def __init__(self, root: QWidget) -> None:
        super().__init__()
        self.counts: dict[int, int] = {}
        self.names: dict[int, str] = {}
        self.widgets = [root, *root.findChildren(QWidget)]
        for w in self.widgets:
            w.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Paint:
            self.counts[id(obj)] = self.counts.get(id(obj), 0) + 1
            self.names[id(obj)] = f"{type(obj).__name__}:{obj.objectName()}"
        return False

    def twice(self) -> list[str]:
        return [self.names[k] for k, n in self.counts.items() if n > 1]


@pytest.mark.parametrize("kind", ["choose_player", "choose_question", "answer"])
def test_a_step_of_the_turn_paints_the_panel_once_in_its_new_layout(one_screen, qtbot, kind: str) -> None:  # noqa: ANN001
    """Choosing whom to ask (the players' buttons go, the hand gains "Ask this"), choosing a question (the hand
    goes, the question and its answer section come) and answering (the verdict step comes): the shell's panel slot
    lays the panel out before the window paints (panelslot.settle_layouts), so no widget of it paints twice (it
    painted in its half-done layout, then moved its sections and painted again: ~5 ms a move at 1080p)."""
    window = one_screen
    window.resize(1280, 800)
    controller = start(window, 3, seed=31)
    view = controller.view(Viewer.TABLE) if kind == "choose_player" else \
        advance_to_question(controller, "multiple_choice", ask=kind == "answer")
    panel = open_panel(window, qtbot)
    for _ in range(20):
        QApplication.processEvents()
    paints = _Paints(panel)
    if kind == "choose_player":
        button = find(panel, f"ask-player-{view['askable'][0]}")
    elif kind == "choose_question":
        card = view["hand"][0]
        button = find(panel, f"ask-{card['id']}-{card['questions'][0]['difficulty']}")
    else:
        button = find(panel, f"letter-{view['turn']['question']['answer']}")
    assert button is not None and button.isVisible()
    phase = view["phase"]
    button.click()  # the move, the shell's refresh of the panel; then the event loop paints
    assert controller.view(Viewer.TABLE)["phase"] != phase
    for w in panel.findChildren(QWidget):
        w.installEventFilter(paints)  # (what the step built just now too)
    for _ in range(20):
        QApplication.processEvents()
    assert paints.counts, "the panel did not paint"
    assert paints.twice() == []


def test_the_hands_faces_are_drawn_while_the_gate_waits_and_copied_on_its_click(one_screen, qtbot,  # noqa: ANN001
                                                                                  monkeypatch) -> None:  # noqa: ANN001
    """While the gate waits for the asker, idle turns build her panel hidden, lay it out for the width it will show
    at and draw the faces of the hand cards in view (`HandCardView.prepare_face`); the gate's click copies them
    (no card face is drawn in it), with the pixels of drawing them there."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtCore import QEvent as Ev

    from gamesuite.ui.quizclub.handcard import HandCardView
    from gamesuite.ui.quizclub.panels import AskerPanel

    window = one_screen
    window.resize(1920, 1080)
    start(window, 4, seed=30)
    assert window.page.gate.isVisible()
    for _ in range(120):  # the player reads the gate: idle turns
        QCoreApplication.processEvents()
    drawn: list[HandCardView] = []
    inner = HandCardView._paint_face

    def counted(self: HandCardView, p: QPainter, width: int, height: int) -> None:
        drawn.append(self)
        inner(self, p, width, height)

    monkeypatch.setattr(HandCardView, "_paint_face", counted)
    window.page.gate.confirmed.emit()  # the click, as the responsiveness bench times it
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, Ev.Type.UpdateRequest.value)
    panel = window.page.private.panel
    assert isinstance(panel, AskerPanel) and panel.isVisible()
    in_view = [c for c in panel.cards.values() if not c.visibleRegion().isEmpty()]
    assert in_view and all(c.face is not None and c.face[0] == c.face_key() for c in in_view)
    assert drawn == []  # every face in view was copied
    copied = window.grab().toImage()
    for card in panel.cards.values():
        card.face = None
    assert window.grab().toImage() == copied  # drawn directly now: the same pixels
    assert drawn
