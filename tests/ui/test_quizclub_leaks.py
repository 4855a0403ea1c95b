"""Quiz Club canary tests: no hand and no unjudged answer reaches a screen it should not.

The secrets are ``RULES.private_strings(state)`` (every question and answer nobody has heard,
the unused card sides, the answer of the question being asked), checked against every widget
text and every string painted during a real render (``tests/ui/leaks.py``), at every step of
a game played through the screens.
"""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from gamesuite.rules.core import Action, Viewer
from gamesuite.rules.quizclub.judge import format_number
from gamesuite.ui.quizclub.handcard import HandCardView
from tests.ui.leaks import assert_no_leak, everything_shown
from tests.ui.test_quizclub import (
    FamilyPlayer,
    advance_to_question,
    click,
    finish_turn,
    flush,
    open_panel,
    secrets_for,
    start,
)


def test_two_screens_table_never_shows_a_hand_or_an_unjudged_answer(window, qtbot) -> None:  # noqa: ANN001
    start(window, 3, seed=31)
    player = FamilyPlayer(window, qtbot, seed=2, check_leaks=True)
    player.play()
    assert player.leak_checks >= 60
    assert_no_leak(window, secrets_for(window.controller), window.controller.game_log())


def test_one_screen_gate_and_table_never_show_hidden_text(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    start(window, 4, seed=44)
    player = FamilyPlayer(window, qtbot, seed=8, check_leaks=True)
    for _ in range(45):  # a few rounds with four players: every asker passes the gate
        player.step()
    assert player.leak_checks == 45


def test_the_asker_sees_her_own_cards_and_answer_but_no_one_elses(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=5)
    mine = advance_to_question(controller, "knowledge", ask=False)
    seat = mine["you"]
    panel = open_panel(window, qtbot)
    assert panel.seat == seat
    shown = everything_shown(window.director)
    views = panel.findChildren(HandCardView)  # choosing a question: her whole hand with the answers
    assert [v.card["id"] for v in views] == [c["id"] for c in mine["hand"]]
    for card in mine["hand"][:1]:  # (the first card is on screen without scrolling)
        for q in card["questions"]:
            assert q["text"] in shown
            if q["type"] == "knowledge":
                assert q["alternatives"][0] in shown
            elif q["type"] == "multiple_choice":
                assert q["options"]["ABCD".index(q["answer"])] in shown
            elif q["type"] == "estimate":
                assert f"Counts from {format_number(q['low'])} to {format_number(q['high'])}" in shown
    secrets = controller.rules.private_strings(controller.state)
    assert len([s for s in secrets if s not in shown]) > 100  # everybody else's cards are not there
    assert_no_leak(window.director, secrets_for(controller, seat))
    # she asks a knowledge question: her screen has its answer, the table only the question
    cid, q = next((c["id"], q) for c in mine["hand"] for q in c["questions"] if q["type"] == "knowledge")
    click(qtbot, open_panel(window, qtbot).findChild(QPushButton, f"ask-{cid}-{q['difficulty']}"))
    assert q["answer"] in everything_shown(window.director)
    table = everything_shown(window)
    assert q["text"] in table and q["answer"] not in table
    assert_no_leak(window, secrets_for(controller), controller.game_log())


def test_the_private_screen_cover_hides_everything_until_the_player_confirms(window, qtbot) -> None:  # noqa: ANN001
    controller = start(window, 3, seed=12)
    qtbot.waitUntil(lambda: window.director.isVisible())
    seat = controller.view(Viewer.TABLE)["active"]
    assert window.director.covered() and window.director.panel() is None
    assert controller.config.players[seat].name in window.director.cover.button.text()
    assert_no_leak(window.director, controller.rules.private_strings(controller.state))
    click(qtbot, window.director.cover.button)
    panel = window.director.panel()
    assert panel is not None and panel.built and not window.director.covered()
    hand = controller.view(Viewer.of_seat(seat))["hand"]
    assert hand[0]["questions"][1]["text"] in everything_shown(window.director)
    # the same player goes on: no cover for her next step
    target = controller.view(Viewer.TABLE)["askable"][0]
    click(qtbot, panel.findChild(QPushButton, f"ask-player-{target}"))
    flush()
    assert not window.director.covered() and window.director.panel().built
    # somebody else must act next: the cover is back, and nothing private was built
    for _ in range(10):
        finish_turn(controller)
        view = controller.view(Viewer.TABLE)
        if view["active"] != seat:
            break
        controller.submit(Action("choose_player", seat, player=view["askable"][0]))
        card = controller.view(Viewer.of_seat(seat))["hand"][0]["id"]
        controller.submit(Action("choose_question", seat, card_id=card, difficulty=1))
    assert controller.view(Viewer.TABLE)["active"] != seat
    flush()
    assert window.director.covered() and window.director.panel() is None
    assert_no_leak(window.director, controller.rules.private_strings(controller.state))
