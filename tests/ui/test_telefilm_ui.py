"""Il Gioco dei Telefilm's screens, one feature at a time: placing by clicking, illegal clicks
explained, special cards through the gated hand, 50% and TWO in the Director window, the CALL/WEB
timer, undoing a judgement, the reveal and the walking figures."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton

from gamesuite.rules.core import Action, Viewer
from gamesuite.rules.telefilm import RULES
from gamesuite.rules.telefilm.testing import right_letter, scenario, wrong_letter
from gamesuite.ui.controller import GameController
from gamesuite.ui.telefilm.presenter import GREEN, genre_card_warning, right_stakes
from tests.support.driver import TableDriver, flush
from tests.ui.leaks import everything_shown
from tests.ui.test_telefilm_driver import button_texts, shown_options, table

CANARY = json.loads((Path(__file__).parent.parent / "fixtures" / "telefilm_canary.json").read_text("utf-8"))
BETS = {"mix": 9, "crime/vintage": 7, "drama/new": 5}


def open_state(window, state) -> GameController:  # noqa: ANN001
    controller = GameController(RULES, state.config, 1, base=state, store=window.store)
    window._open_session(controller)
    window.game_ui.finish_animations()
    return controller


def questions(window, specials: dict | None = None, stacks: dict | None = None) -> GameController:  # noqa: ANN001
    """Three players, Anna directs; Bruno (then Carla) on the Mix space, which is played first."""
    state = scenario(CANARY, 3, bets=BETS, stacks=stacks or {"mix": [1, 2], "crime/vintage": [2], "drama/new": []},
                     specials=specials or {})
    return open_state(window, state)


def test_stars_place_tokens_by_clicking_and_an_illegal_click_is_explained(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    d = TableDriver(window, qtbot)
    c = open_state(window, scenario(CANARY, 3, bets=BETS))
    t = table(window)
    assert not d.gate_up()  # placing a token is public: no gate
    assert t.focal.text.startswith("Bruno: click a space")
    assert {s.space for s in t.spaces.values() if s.clickable} == set(BETS)
    assert {k for k in d.clickable_keys() if str(k).startswith("space:")} == {f"space:{s}" for s in BETS}
    d.click_key("space:comedy/new")  # no bet there
    assert c.actions == []
    assert window.page.toast_label.isVisible()
    assert "only on spaces holding a bet" in window.page.toast_label.text()
    d.click_key("space:crime/vintage")
    d.click_key("space:crime/vintage")  # Carla on top of Bruno
    assert c.view(Viewer.TABLE)["spaces"][[s["id"] for s in c.view(Viewer.TABLE)["spaces"]].index(
        "crime/vintage")]["tokens"] == [1, 2]
    window.game_ui.finish_animations()
    bottom, top = (next(tok for tok in t.tokens.values() if tok.space == "crime/vintage" and tok.seat == s)
                   for s in (1, 2))
    assert bottom.pos().y() > top.pos().y()  # the stack reads bottom (first) to top
    assert (bottom.order, top.order) == (1, 2)
    d.click_key("space:crime/vintage")  # Bruno again: two of his on one space
    assert "already have a character token" in window.page.toast_label.text()
    assert len(c.actions) == 2


def test_a_special_card_is_played_from_the_gated_hand(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    d = TableDriver(window, qtbot)
    c = questions(window, specials={1: ["double", "call", "fifty"], 2: ["two"]})
    t = table(window)
    assert t.focal.text == "Bruno: choose a question, 1 to 4"
    assert "Special card" in button_texts(window)
    d.click_key("button:special")
    assert d.gate_up() and window.page.gate.name == "Bruno"
    assert "special-double" not in everything_shown(window)
    d.confirm_gate()  # (it checks that nothing private exists behind the gate)
    hand = d.private_panel()
    assert type(hand).__name__ == "HandPanel"
    names = {b.objectName() for b in hand.findChildren(QPushButton)}
    assert "play:double" in names and "play:call" not in names  # CALL only after the reading
    d.click(d.panel_button("play:double"))
    assert c.actions[-1] == Action("play", 1, card="double")
    assert not window.page.private.isVisible() and not d.gate_up()
    assert "DOUBLE" in t.card.badges
    # one special card per turn: the table no longer offers Bruno his hand
    assert "Special card" not in button_texts(window)


def test_going_back_from_the_hand_plays_nothing(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    d = TableDriver(window, qtbot)
    c = questions(window, specials={1: ["power"]})
    d.click_key("button:special")
    d.confirm_gate()
    d.click(d.panel_button("backButton"))
    flush()
    assert c.actions == [] and not window.page.private.isVisible()
    d.click_key("button:q3")
    assert c.actions == [Action("pick", 1, number=3)]


def test_fifty_hides_three_options_on_the_table_and_greys_them_for_the_director(window, qtbot) -> None:  # noqa: ANN001
    d = TableDriver(window, qtbot)
    c = questions(window, specials={1: ["fifty"]})
    qtbot.waitUntil(lambda: window.director.isVisible())
    d.click_key("button:q2")
    director = d.private_panel(open_covers=True)
    assert "Question 2" in everything_shown(director) and "CORRECT" in everything_shown(director)
    d.click_key("button:special")
    assert d.gate_up()  # the hand is private even with a Director window
    d.confirm_gate()
    d.click(d.panel_button("play:fifty"))
    window.game_ui.finish_animations()
    t = table(window)
    right = right_letter(c.state)
    # the Director chooses the wrong option (fifty_wrong = director): one button per wrong option
    assert c.view(Viewer.TABLE)["question"]["step"] == "fifty"
    assert not shown_options(window)  # nothing on the table until he chooses
    assert t.focal.text == "50%: Anna (Director) chooses the second option"
    picks = sorted(b.objectName() for b in d.private_panel(open_covers=True).findChildren(QPushButton)
                   if b.objectName().startswith("fifty:"))
    assert picks == [f"fifty:{x}" for x in "ABCDE" if x != right]
    wrong = next(x for x in "EDCBA" if x != right)
    d.click(d.panel_button(f"fifty:{wrong}"))
    assert c.actions[-1] == Action("fifty_pick", 0, letter=wrong)
    window.game_ui.finish_animations()
    shown = shown_options(window)
    assert len(shown) == 2 and all(o.clickable for o in shown)
    assert {o.letter for o in shown} == {right, wrong}
    assert [o.letter for o in shown] == sorted([right, wrong])  # A-E order: the table cannot tell
    flush()
    text = everything_shown(window.director)
    assert text.count("not read (50%)") == 3 and "50% played" in text
    d.click_key(f"option:{next(o.letter for o in shown if o.letter != right)}")  # Bruno is wrong
    assert c.view(Viewer.TABLE)["question"]["answerer"] == 2  # Carla may answer, with the two options
    window.game_ui.finish_animations()
    tried = [o for o in shown_options(window) if o.state == "tried"]
    assert len(tried) == 1
    d.click_key(f"option:{right}")
    assert c.view(Viewer.TABLE)["question"]["step"] == "done"
    d.click_key("button:reveal")
    assert "Reveal the answer" not in button_texts(window)
    window.game_ui.finish_animations()
    # the revealed answer is highlighted, with its letter and text
    correct = [o for o in shown_options(window) if o.state == "correct"]
    assert [o.letter for o in correct] == [right]
    # ...under the revealed space's own header, with the next space announced below it
    assert t.card.text_item.text.startswith("Carla was right.")
    assert t.card.title == "Mix" and t.card.badges == "Answer"
    assert t.card.note_item.text.startswith("Next: Crime · Vintage")


def test_two_shows_two_questions_and_the_star_chooses(window, qtbot) -> None:  # noqa: ANN001
    d = TableDriver(window, qtbot)
    c = questions(window, specials={1: ["two"]})
    qtbot.waitUntil(lambda: window.director.isVisible())
    d.click_key("button:special")
    d.confirm_gate()
    d.click(d.panel_button("play:two"))
    t = table(window)
    assert t.focal.text == "Bruno: pick two question numbers"
    d.click_key("button:q4")
    assert c.actions[-1].kind == "play"  # the first number only marks it (in either order)
    assert t.bar.button("button:q4").background == QColor(GREEN)
    d.click_key("button:q1")
    assert c.actions[-1] == Action("pick_two", 1, numbers=[1, 4])
    director = everything_shown(d.private_panel(open_covers=True))
    assert "Question 1:" in director and "Question 4:" in director
    assert {"Question 1", "Question 4"} == {b.text for b in t.buttons if b.text.startswith("Question")}
    d.click_key("button:choose4")
    assert c.view(Viewer.TABLE)["question"]["number"] == 4


def test_call_shows_a_thirty_second_timer(window, qtbot) -> None:  # noqa: ANN001
    d = TableDriver(window, qtbot)
    c = questions(window, specials={1: ["call"]})
    t = table(window)
    d.click_key("button:q1")
    d.click_key("button:special")
    d.confirm_gate()
    d.click(d.panel_button("play:call"))
    assert t.timer_item.isVisible() and t.timer_item.left == 30 and t.qtimer.isActive()
    for _ in range(3):
        t._tick()
    assert t.timer_item.left == 27
    for _ in range(30):
        t._tick()
    assert t.timer_item.left == 0 and not t.qtimer.isActive() and t.timer_item.label == "Time's up!"
    d.click_key("button:straight")
    d.click(d.panel_button("judgeCorrect", d.private_panel(open_covers=True)))
    assert not t.timer_item.isVisible() and not t.qtimer.isActive()
    assert c.view(Viewer.TABLE)["question"]["correct"] == 1


def test_the_director_undoes_a_mistaken_judgement(window, qtbot) -> None:  # noqa: ANN001
    d = TableDriver(window, qtbot)
    c = questions(window)
    qtbot.waitUntil(lambda: window.director.isVisible())
    d.click_key("button:q3")
    d.click_key("button:straight")
    director = d.private_panel(open_covers=True)
    assert "answers STRAIGHT" in everything_shown(director)
    d.click(d.panel_button("judgeWrong"))
    assert c.view(Viewer.TABLE)["question"]["answerer"] == 2
    assert table(window).card.mark.isVisible() and not table(window).card.mark.ok  # the cross, for a moment
    undo = d.panel_button("undoButton")
    assert undo.text() == "Undo last judgement"
    d.click(undo)
    flush()
    v = c.view(Viewer.TABLE)
    assert v["question"]["answerer"] == 1 and v["question"]["step"] == "answer"
    assert not d.panel_button("undoButton").isVisible()  # nothing of the Director's left to undo
    d.click(d.panel_button("judgeCorrect"))
    window.game_ui.finish_animations()
    assert c.view(Viewer.TABLE)["question"]["correct"] == 1
    assert table(window).card.mark.isVisible() and table(window).card.mark.ok


def test_scores_walk_the_figures_along_the_track_and_laps_show(window, qtbot) -> None:  # noqa: ANN001
    state = scenario(CANARY, 3, bets=BETS, stacks={"mix": [1, 2], "crime/vintage": [2], "drama/new": []},
                     scores=[0, 60, 3])
    c = open_state(window, state)
    t = table(window)
    fig = t.figures[1]
    assert fig.progress == 60
    c.submit(Action("pick", 1, number=1))
    c.submit(Action("declare", 1, mode="options"))
    from gamesuite.ui.scene.animation import set_reduce_motion

    set_reduce_motion(False)
    try:
        c.submit(Action("answer", 1, letter=right_letter(c.state)))
        assert fig.walking is not None  # the figure walks space by space
        mid = fig.walking.endValue()
        assert mid == c.view(Viewer.TABLE)["scores"][1] > 64
        window.game_ui.finish_animations()
    finally:
        set_reduce_motion(True)
    v = c.view(Viewer.TABLE)
    assert fig.walking is None and fig.progress == v["scores"][1]
    assert fig.lap == "I" and t.rows[1].lap == "I"
    assert fig.pos() != fig.track_item.point_at(60)
    # Carla, above Bruno on the Mix space, scores the bet
    assert v["scores"][2] == 3 + 9


def test_an_empty_space_is_revealed_with_its_difficulty(window, qtbot) -> None:  # noqa: ANN001
    state = scenario(CANARY, 3, bets={"mix": 5, "crime/vintage": 9, "drama/new": 7},
                     stacks={"mix": [1], "crime/vintage": [], "drama/new": [2]})
    c = open_state(window, state)
    t = table(window)
    assert t.focal.text == "Nobody chose this space: reveal the difficulty"
    assert "no tokens" in t.card.title
    assert button_texts(window) == {"Reveal the difficulty"}
    TableDriver(window, qtbot).click_key("button:reveal")
    sp = t.spaces["crime/vintage"]
    assert sp.difficulty is not None and sp.result_text == "no token"
    assert c.view(Viewer.TABLE)["scores"][0] == 9 + sp.difficulty


def test_a_wrong_option_passes_the_question_to_the_next_star(window, qtbot) -> None:  # noqa: ANN001
    d = TableDriver(window, qtbot)
    c = questions(window)
    t = table(window)
    d.click_key("button:q2")
    d.click_key("button:options")
    window.game_ui.finish_animations()
    wrong = wrong_letter(c.state)
    d.click_key(f"option:{wrong}")
    window.game_ui.finish_animations()
    assert t.focal.text == "Carla: click your answer, or pass"
    assert "Carla passes" in button_texts(window)
    assert not d.item(f"option:{wrong}").clickable
    assert [disc.state for disc in t.model.card.discs] == ["wrong", "answering"]
    assert "Wrong: Bruno (" in t.card.note_item.text


def test_a_following_star_passes_with_the_table_button(window, qtbot) -> None:  # noqa: ANN001
    d = TableDriver(window, qtbot)
    c = questions(window)
    qtbot.waitUntil(lambda: window.director.isVisible())
    t = table(window)
    d.click_key("button:q2")
    assert "Bruno passes" not in button_texts(window)  # the first Star on the space must answer
    d.click_key("button:straight")
    d.click(d.panel_button("judgeWrong", d.private_panel(open_covers=True)))
    window.game_ui.finish_animations()
    assert t.focal.text == "Carla: answer the same question, or pass"
    assert {"Straight", "Options", "Carla passes"} <= button_texts(window)
    d.click_key("button:pass")
    assert c.actions[-1] == Action("decline", 2)
    window.game_ui.finish_animations()
    v = c.view(Viewer.TABLE)
    diff = RULES.difficulty(c.state, c.state.board["mix"])
    # the Director scored Bruno's wrong straight answer (each_wrong); Carla's pass scored nothing
    assert v["question"]["step"] == "done" and v["question"]["passed"] == [2]
    assert v["scores"] == [9 - diff + 5, 0, 0]
    assert t.rows[2].role == "passed"
    assert "(passed)" in everything_shown(d.private_panel(open_covers=True))


def test_the_track_has_a_last_space_64_and_a_lap_only_after_it(window, qtbot) -> None:  # noqa: ANN001
    state = scenario(CANARY, 3, bets=BETS, stacks={"mix": [1, 2], "crime/vintage": [2], "drama/new": []},
                     scores=[64, 65, 0])
    open_state(window, state)
    t = table(window)
    track = t.track
    assert track.spaces == 65 and track.cell_of(64) == 64 and track.cell_of(65) == 1 and track.cell_of(0) == 0
    assert t.figures[0].lap == "" and t.rows[0].lap == ""  # exactly 64: the last space, no lap yet
    assert t.figures[1].lap == "I" and t.rows[1].lap == "I"  # 65: passed 64
    assert t.figures[0].pos() - t.figures[0].offset != t.figures[2].pos() - t.figures[2].offset


def test_ctrl_z_in_the_director_window_undoes_a_judgement(window, qtbot) -> None:  # noqa: ANN001
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    d = TableDriver(window, qtbot)
    c = questions(window)
    qtbot.waitUntil(lambda: window.director.isVisible())
    d.click_key("button:q3")
    d.click_key("button:straight")
    d.click(d.panel_button("judgeWrong", d.private_panel(open_covers=True)))
    assert c.view(Viewer.TABLE)["question"]["answerer"] == 2
    assert window.act_undo in window.director.actions()
    window.director.activateWindow()
    qtbot.waitUntil(lambda: window.director.isActiveWindow())
    QTest.keyClick(d.private_panel(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    flush()
    v = c.view(Viewer.TABLE)
    assert v["question"]["answerer"] == 1 and v["question"]["step"] == "answer"


def test_the_hand_warns_when_a_genre_card_would_not_pay_on_this_question(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    d = TableDriver(window, qtbot)
    questions(window, specials={1: ["crime", "double"]})  # Bruno answers the Mix space first
    d.click_key("button:special")
    d.confirm_gate()
    shown = everything_shown(d.private_panel())
    assert "This question: Mix · bet 9" in shown
    assert "genre cards never pay on a Mix question" in shown
    assert genre_card_warning("crime", "crime/vintage", "never") == ""
    assert genre_card_warning("comedy", "crime/vintage", "never") == "No +5 here: this is a Crime question."
    assert genre_card_warning("crime", "mix", "always") == ""
    assert "Director rules" in genre_card_warning("scifi", "mix", "director")
    assert genre_card_warning("double", "mix", "never") == ""


def test_the_stakes_line_counts_the_special_cards_in_play() -> None:
    v = {"options": {"genre_on_mix": "never", "double_scope": "everything"}}
    q = {"bet": 9, "space": "crime/vintage", "mode": "straight", "active_cards": ["crime", "double"]}
    assert right_stakes(v, q) == "(9 + difficulty + 5 + 5 (CRIME)) × 2"
    v["options"]["double_scope"] = "base"
    assert right_stakes(v, q) == "(9 + difficulty + 5) × 2 + 5 (CRIME)"
    q.update(space="mix", mode="options", active_cards=["crime"])
    assert right_stakes(v, q) == "9 + difficulty"  # genre cards never pay on Mix (default)


def test_a_row_of_bets_moves_only_what_changed_in_its_layout(qtbot) -> None:  # noqa: ANN001
    """A bet taken away leaves the row's other widgets where they are (none is inserted again); a new
    button lands in its place; the stretch follows the block; the layout always holds the row's items in order."""
    from gamesuite.ui.telefilm.panels import Btn, Row, RowBlock, Text

    def bet(name: str) -> Btn:
        return Btn(name.upper(), f"bet:{name}", Action("bet", 0, space=name))

    row = RowBlock(Row((Text("Bet on"), bet("a"), bet("b"), bet("c"))), lambda action: None)
    qtbot.addWidget(row)
    row.show()
    inserted: list[str] = []  # every widget put into the row's layout from now on
    insert, add = row.layout_.insertWidget, row.layout_.addWidget

    def inserting(i: int, widget, *args) -> None:  # noqa: ANN001, ANN002
        inserted.append(widget.objectName())
        insert(i, widget, *args)

    def adding(widget, *args) -> None:  # noqa: ANN001, ANN002
        inserted.append(widget.objectName())
        add(widget, *args)

    row.layout_.insertWidget = inserting  # type: ignore[method-assign]
    row.layout_.addWidget = adding  # type: ignore[method-assign]

    def shown() -> list[str]:
        lay = row.layout_
        items = [lay.itemAt(i) for i in range(lay.count())]
        return [("stretch" if it.widget() is None else it.widget().objectName() or it.widget().text())
                for it in items]

    assert shown() == ["Bet on", "bet:a", "bet:b", "bet:c", "stretch"]
    row.show_block(Row((Text("Bet on"), bet("a"), bet("c"))))
    assert shown() == ["Bet on", "bet:a", "bet:c", "stretch"] and inserted == []
    assert all(w.isVisible() for w in row.children_)
    row.show_block(Row((Text("Bet on"), bet("d"), bet("a"), bet("c")), stretch=False))
    assert shown() == ["Bet on", "bet:d", "bet:a", "bet:c"] and inserted == ["bet:d"]
    assert all(w.isVisible() for w in row.children_)
    row.show_block(Row((Text("Bet on"), bet("c"), bet("a"))))
    assert shown() == ["Bet on", "bet:c", "bet:a", "stretch"]
