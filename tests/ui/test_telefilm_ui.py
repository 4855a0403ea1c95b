"""Il Gioco dei Telefilm's screens, one feature at a time: placing by clicking, illegal clicks
explained, special cards through the gated hand, 50% and TWO in the Director window, the CALL/WEB
timer, undoing a judgement, the reveal and the walking figures."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QPushButton

from gamesuite.rules.core import Action, Viewer
from gamesuite.rules.telefilm import RULES
from gamesuite.rules.telefilm.testing import right_letter, scenario, wrong_letter
from gamesuite.ui.controller import GameController
from tests.ui.leaks import everything_shown
from tests.ui.test_telefilm_driver import (
    click_button,
    click_item,
    confirm_gate,
    panel_button,
    private_panel,
    settle,
    table,
    table_button,
)

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
    c = open_state(window, scenario(CANARY, 3, bets=BETS))
    t = table(window)
    assert not window.page.gate.isVisible()  # placing a token is public: no gate
    assert t.focal.text.startswith("Bruno: click a space")
    assert {s.space for s in t.spaces.values() if s.clickable} == set(BETS)
    click_item(qtbot, window, t.spaces["comedy/new"])  # no bet there
    assert c.actions == []
    assert window.page.toast_label.isVisible()
    assert "only on spaces holding a bet" in window.page.toast_label.text()
    click_item(qtbot, window, t.spaces["crime/vintage"])
    click_item(qtbot, window, t.spaces["crime/vintage"])  # Carla on top of Bruno
    assert c.view(Viewer.TABLE)["spaces"][[s["id"] for s in c.view(Viewer.TABLE)["spaces"]].index(
        "crime/vintage")]["tokens"] == [1, 2]
    window.game_ui.finish_animations()
    bottom, top = (next(tok for tok in t.tokens.values() if tok.space == "crime/vintage" and tok.seat == s)
                   for s in (1, 2))
    assert bottom.pos().y() > top.pos().y()  # the stack reads bottom (first) to top
    assert (bottom.order, top.order) == (1, 2)
    click_item(qtbot, window, t.spaces["crime/vintage"])  # Bruno again: two of his on one space
    assert "already have a character token" in window.page.toast_label.text()
    assert len(c.actions) == 2


def test_a_special_card_is_played_from_the_gated_hand(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    c = questions(window, specials={1: ["double", "call", "fifty"], 2: ["two"]})
    t = table(window)
    assert t.focal.text == "Bruno: choose a question, 1 to 4"
    assert "Special card" in {b.text for b in t.buttons}
    click_item(qtbot, window, table_button(window, "Special card"))
    assert window.page.gate.isVisible() and window.page.gate.name == "Bruno"
    assert window.page.private.panel is None
    assert "special-double" not in everything_shown(window)
    confirm_gate(qtbot, window)
    hand = private_panel(window)
    assert type(hand).__name__ == "HandPanel"
    names = {b.objectName() for b in hand.findChildren(QPushButton)}
    assert "play:double" in names and "play:call" not in names  # CALL only after the reading
    click_button(qtbot, panel_button(window, "play:double"))
    assert c.actions[-1] == Action("play", 1, card="double")
    assert not window.page.private.isVisible() and not window.page.gate.isVisible()
    assert "DOUBLE" in t.q_badges.text
    # one special card per turn: the table no longer offers Bruno his hand
    assert "Special card" not in {b.text for b in t.buttons}


def test_going_back_from_the_hand_plays_nothing(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    c = questions(window, specials={1: ["power"]})
    click_item(qtbot, window, table_button(window, "Special card"))
    confirm_gate(qtbot, window)
    click_button(qtbot, panel_button(window, "backButton"))
    settle()
    assert c.actions == [] and not window.page.private.isVisible()
    click_item(qtbot, window, table_button(window, "3"))
    assert c.actions == [Action("pick", 1, number=3)]


def test_fifty_hides_three_options_on_the_table_and_greys_them_for_the_director(window, qtbot) -> None:  # noqa: ANN001
    c = questions(window, specials={1: ["fifty"]})
    qtbot.waitUntil(lambda: window.director.isVisible())
    click_item(qtbot, window, table_button(window, "2"))
    director = private_panel(window)
    assert "Question 2" in everything_shown(director) and "CORRECT" in everything_shown(director)
    click_item(qtbot, window, table_button(window, "Special card"))
    assert window.page.gate.isVisible()  # the hand is private even with a Director window
    confirm_gate(qtbot, window)
    click_button(qtbot, panel_button(window, "play:fifty"))
    window.game_ui.finish_animations()
    t = table(window)
    right = right_letter(c.state)
    # the Director chooses the wrong option (fifty_wrong = director): one button per wrong option
    assert c.view(Viewer.TABLE)["question"]["step"] == "fifty"
    assert not [o for o in t.options if o.isVisible()]  # nothing on the table until he chooses
    assert t.focal.text == "50%: Anna (Director) chooses the second option"
    picks = sorted(b.objectName() for b in private_panel(window).findChildren(QPushButton)
                   if b.objectName().startswith("fifty:"))
    assert picks == [f"fifty:{x}" for x in "ABCDE" if x != right]
    wrong = next(x for x in "EDCBA" if x != right)
    click_button(qtbot, panel_button(window, f"fifty:{wrong}"))
    assert c.actions[-1] == Action("fifty_pick", 0, letter=wrong)
    window.game_ui.finish_animations()
    shown = [o for o in t.options if o.isVisible()]
    assert len(shown) == 2 and all(o.clickable for o in shown)
    assert {o.letter for o in shown} == {right, wrong}
    assert [o.letter for o in shown] == sorted([right, wrong])  # A-E order: the table cannot tell
    text = everything_shown(window.director)
    assert text.count("not read (50%)") == 3 and "50% played" in text
    click_item(qtbot, window, next(o for o in shown if o.letter != right))  # Bruno is wrong
    assert c.view(Viewer.TABLE)["question"]["answerer"] == 2  # Carla may answer, with the two options
    window.game_ui.finish_animations()
    tried = [o for o in t.options if o.isVisible() and o.state == "tried"]
    assert len(tried) == 1
    click_item(qtbot, window, next(o for o in t.options if o.isVisible() and o.letter == right))
    assert c.view(Viewer.TABLE)["question"]["step"] == "done"
    click_item(qtbot, window, table_button(window, "Reveal the answer"))
    window.game_ui.finish_animations()
    # the revealed answer is highlighted, with its letter and text
    correct = [o for o in t.options if o.isVisible() and o.state == "correct"]
    assert [o.letter for o in correct] == [right]
    # ...under the revealed space's own header, with the next space announced below it
    assert t.q_text.text.startswith("Carla was right.")
    assert t.q_title.text == "Mix" and t.q_badges.text == "Answer"
    assert t.q_note.text.startswith("Next: Crime · Vintage")


def test_two_shows_two_questions_and_the_star_chooses(window, qtbot) -> None:  # noqa: ANN001
    c = questions(window, specials={1: ["two"]})
    qtbot.waitUntil(lambda: window.director.isVisible())
    click_item(qtbot, window, table_button(window, "Special card"))
    confirm_gate(qtbot, window)
    click_button(qtbot, panel_button(window, "play:two"))
    t = table(window)
    assert t.focal.text == "Bruno: pick two question numbers"
    click_item(qtbot, window, table_button(window, "1"))
    assert c.actions[-1].kind == "play"  # the first number only marks it
    click_item(qtbot, window, table_button(window, "4"))
    assert c.actions[-1] == Action("pick_two", 1, numbers=[1, 4])
    director = everything_shown(private_panel(window))
    assert "Question 1:" in director and "Question 4:" in director
    assert {"Question 1", "Question 4"} == {b.text for b in t.buttons if b.text.startswith("Question")}
    click_item(qtbot, window, table_button(window, "Question 4"))
    assert c.view(Viewer.TABLE)["question"]["number"] == 4


def test_call_shows_a_thirty_second_timer(window, qtbot) -> None:  # noqa: ANN001
    c = questions(window, specials={1: ["call"]})
    t = table(window)
    click_item(qtbot, window, table_button(window, "1"))
    click_item(qtbot, window, table_button(window, "Special card"))
    confirm_gate(qtbot, window)
    click_button(qtbot, panel_button(window, "play:call"))
    assert t.timer_item.isVisible() and t.timer_item.left == 30 and t.qtimer.isActive()
    for _ in range(3):
        t._tick()
    assert t.timer_item.left == 27
    for _ in range(30):
        t._tick()
    assert t.timer_item.left == 0 and not t.qtimer.isActive() and t.timer_item.label == "Time's up!"
    click_item(qtbot, window, table_button(window, "Straight"))
    click_button(qtbot, panel_button(window, "judgeCorrect"))
    assert not t.timer_item.isVisible()
    assert c.view(Viewer.TABLE)["question"]["correct"] == 1


def test_the_director_undoes_a_mistaken_judgement(window, qtbot) -> None:  # noqa: ANN001
    c = questions(window)
    qtbot.waitUntil(lambda: window.director.isVisible())
    click_item(qtbot, window, table_button(window, "3"))
    click_item(qtbot, window, table_button(window, "Straight"))
    director = private_panel(window)
    assert "answers STRAIGHT" in everything_shown(director)
    click_button(qtbot, panel_button(window, "judgeWrong"))
    assert c.view(Viewer.TABLE)["question"]["answerer"] == 2
    undo = panel_button(window, "undoButton")
    assert undo.text() == "Undo last judgement"
    click_button(qtbot, undo)
    settle()
    v = c.view(Viewer.TABLE)
    assert v["question"]["answerer"] == 1 and v["question"]["step"] == "answer"
    click_button(qtbot, panel_button(window, "judgeCorrect"))
    window.game_ui.finish_animations()
    assert c.view(Viewer.TABLE)["question"]["correct"] == 1
    assert table(window).mark.isVisible() and table(window).mark.ok


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
    assert "no tokens" in t.q_title.text
    click_item(qtbot, window, table_button(window, "Reveal the difficulty"))
    sp = t.spaces["crime/vintage"]
    assert sp.difficulty is not None and sp.result_text == "no token"
    assert c.view(Viewer.TABLE)["scores"][0] == 9 + sp.difficulty


def test_a_wrong_option_passes_the_question_to_the_next_star(window, qtbot) -> None:  # noqa: ANN001
    c = questions(window)
    t = table(window)
    click_item(qtbot, window, table_button(window, "2"))
    click_item(qtbot, window, table_button(window, "Options"))
    window.game_ui.finish_animations()
    wrong = wrong_letter(c.state)
    click_item(qtbot, window, next(o for o in t.options if o.letter == wrong))
    window.game_ui.finish_animations()
    assert t.focal.text == "Carla: click your answer, or pass"
    assert "Carla passes" in {b.text for b in t.buttons}
    assert not next(o for o in t.options if o.letter == wrong).clickable
    assert [d.state for d in t.q_discs if d.isVisible()] == ["wrong", "answering"]
    assert "Wrong: Bruno (" in t.q_note.text


def test_a_following_star_passes_with_the_table_button(window, qtbot) -> None:  # noqa: ANN001
    c = questions(window)
    qtbot.waitUntil(lambda: window.director.isVisible())
    t = table(window)
    click_item(qtbot, window, table_button(window, "2"))
    assert "Bruno passes" not in {b.text for b in t.buttons}  # the first Star on the space must answer
    click_item(qtbot, window, table_button(window, "Straight"))
    click_button(qtbot, panel_button(window, "judgeWrong"))
    window.game_ui.finish_animations()
    assert t.focal.text == "Carla: answer the same question, or pass"
    assert {"Straight", "Options", "Carla passes"} <= {b.text for b in t.buttons}
    click_item(qtbot, window, table_button(window, "Carla passes"))
    assert c.actions[-1] == Action("decline", 2)
    window.game_ui.finish_animations()
    v = c.view(Viewer.TABLE)
    diff = RULES.difficulty(c.state, c.state.board["mix"])
    # the Director scored Bruno's wrong straight answer (each_wrong); Carla's pass scored nothing
    assert v["question"]["step"] == "done" and v["question"]["passed"] == [2]
    assert v["scores"] == [9 - diff + 5, 0, 0]
    assert t.rows[2].role == "passed"
    assert "(passed)" in everything_shown(private_panel(window))


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

    c = questions(window)
    qtbot.waitUntil(lambda: window.director.isVisible())
    click_item(qtbot, window, table_button(window, "3"))
    click_item(qtbot, window, table_button(window, "Straight"))
    click_button(qtbot, panel_button(window, "judgeWrong"))
    assert c.view(Viewer.TABLE)["question"]["answerer"] == 2
    assert window.act_undo in window.director.actions()
    window.director.activateWindow()
    qtbot.waitUntil(lambda: window.director.isActiveWindow())
    QTest.keyClick(private_panel(window), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    v = c.view(Viewer.TABLE)
    assert v["question"]["answerer"] == 1 and v["question"]["step"] == "answer"


def test_the_hand_warns_when_a_genre_card_would_not_pay_on_this_question(one_screen, qtbot) -> None:  # noqa: ANN001
    from gamesuite.ui.telefilm.panels import genre_card_warning

    window = one_screen
    questions(window, specials={1: ["crime", "double"]})  # Bruno answers the Mix space first
    click_item(qtbot, window, table_button(window, "Special card"))
    confirm_gate(qtbot, window)
    shown = everything_shown(private_panel(window))
    assert "This question: Mix · bet 9" in shown
    assert "genre cards never pay on a Mix question" in shown
    assert genre_card_warning("crime", "crime/vintage", "never") == ""
    assert genre_card_warning("comedy", "crime/vintage", "never") == "No +5 here: this is a Crime question."
    assert genre_card_warning("crime", "mix", "always") == ""
    assert "Director rules" in genre_card_warning("scifi", "mix", "director")
    assert genre_card_warning("double", "mix", "never") == ""


def test_the_stakes_line_counts_the_special_cards_in_play(window) -> None:  # noqa: ANN001
    questions(window)
    t_ui = table(window)
    v = {"options": {"genre_on_mix": "never", "double_scope": "everything"}}
    q = {"bet": 9, "space": "crime/vintage", "mode": "straight", "active_cards": ["crime", "double"]}
    assert t_ui._right_stakes(v, q) == "(9 + difficulty + 5 + 5 (CRIME)) × 2"
    v["options"]["double_scope"] = "base"
    assert t_ui._right_stakes(v, q) == "(9 + difficulty + 5) × 2 + 5 (CRIME)"
    q.update(space="mix", mode="options", active_cards=["crime"])
    assert t_ui._right_stakes(v, q) == "9 + difficulty"  # genre cards never pay on Mix (default)
