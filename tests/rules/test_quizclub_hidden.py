"""Quiz Club hidden information: hands and answers never reach the table, events or other seats.

The fixture deck's every text is a unique canary ("CANARY cn07 light 2 ..."), so a substring
check over the JSON of a view or an event finds any leak.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from gamesuite.rules.core import Action, Rng, Viewer
from gamesuite.rules.quizclub import RULES, QuizState
from gamesuite.rules.quizclub import judge as J
from tests.rules.test_quizclub import act, ask, config, start

SOLUTION_KEYS = {"answer", "value", "margin", "order", "answer_text", "alternatives", "low", "high"}


def _own_strings(s: QuizState, seat: int) -> set[str]:
    """What ``seat`` may read: her own hand, and the question she is asking."""
    out: set[str] = set()
    for cid in s.hands[seat]:
        for q in s.index[cid]["questions"]:
            out.update(J.hidden_strings(q))
    if s.card is not None and seat == s.active:
        out.update(J.hidden_strings(s.question()))
    return out


def _check_views(s: QuizState, events_json: str) -> None:
    secrets = RULES.private_strings(s)
    table = json.dumps(RULES.view(s, Viewer.TABLE))
    leaked = [p for p in secrets if p in table]
    assert leaked == [], f"table view leaks {leaked[:3]}"
    leaked = [p for p in secrets if p in events_json]
    assert leaked == [], f"events leak {leaked[:3]}"
    turn = RULES.view(s, Viewer.TABLE)["turn"]
    if s.phase in ("answer", "objection") and turn and "question" in turn:
        assert not SOLUTION_KEYS & set(turn["question"]), "the solution shows before the verdict"
    for seat in range(s.n):
        view = json.dumps(RULES.view(s, Viewer.of_seat(seat)))
        allowed = _own_strings(s, seat)
        leaked = [p for p in secrets if p in view and p not in allowed]
        assert leaked == [], f"seat {seat} sees {leaked[:3]}"
    seat = RULES.director_seat(s)
    if seat is not None:
        assert seat == (s.active if s.phase != "discard" else min(i for i in range(s.n) if s.pending[i]))
        director = RULES.view(s, Viewer.DIRECTOR)
        seat_view = RULES.view(s, Viewer.of_seat(seat))
        assert director["director"] is True
        assert {k: v for k, v in director.items() if k not in ("viewer", "director")} == {
            k: v for k, v in seat_view.items() if k != "viewer"
        }


@pytest.mark.parametrize(
    ("n", "seed", "options"),
    [
        (3, 1, {}),
        (5, 2, {"show_question": False}),
        (6, 3, {"side": "dark", "next_active": "left_of_asker"}),
        (4, 4, {"empty_draw_pile": "smaller_hands", "marker_lines": "6,12,18,24"}),
    ],
)
def test_random_games_never_leak_hidden_text(n: int, seed: int, options: dict[str, Any]) -> None:
    s = RULES.new_game(config(n, **options), seed)
    chooser = Rng(seed)
    _check_views(s, "")
    steps = 0
    while not RULES.is_over(s):
        s, events = RULES.apply(s, RULES.random_action(s, chooser))
        _check_views(s, json.dumps([e.to_json() for e in events]))
        steps += 1
    assert steps > 6 * n


def test_private_strings_hold_hands_and_the_unused_side_but_not_what_was_asked() -> None:
    s, q, cid = ask(start(4), 2, "knowledge")
    secrets = set(RULES.private_strings(s))
    hand_card = s.hands[1][0]
    assert all(x in secrets for x in J.hidden_strings(s.index[hand_card]["questions"][0]))
    other_side = s.index[hand_card]["other"]["questions"][0]["text"]
    assert other_side in secrets and " dark " in other_side
    assert q["text"] not in secrets  # read out loud
    assert q["answer"] in secrets  # not judged yet
    s, _ = act(s, "answer", 0, correct=False)
    secrets = set(RULES.private_strings(s))
    assert q["text"] not in secrets and q["answer"] not in secrets
    assert q["answer"] in json.dumps(RULES.view(s, Viewer.TABLE)["last_turn"])


def test_table_view_shows_hand_sizes_and_never_hands() -> None:
    s = start(4)
    table = RULES.view(s, Viewer.TABLE)
    assert "hand" not in table and [p["hand_size"] for p in table["players"]] == [5, 5, 5, 5]
    mine = RULES.view(s, Viewer.of_seat(1))
    assert mine["you"] == 1 and [c["id"] for c in mine["hand"]] == s.hands[1]
    first = mine["hand"][0]["questions"][0]
    assert {"difficulty", "type", "text", "answer_text"} <= set(first)
    director = RULES.view(s, Viewer.DIRECTOR)
    assert director["you"] == s.active and [c["id"] for c in director["hand"]] == s.hands[s.active]


def test_the_asker_sees_the_answer_while_the_table_sees_only_the_question() -> None:
    s, q, _ = ask(start(4), 2, "estimate")
    table_q = RULES.view(s, Viewer.TABLE)["turn"]["question"]
    asker_q = RULES.view(s, Viewer.of_seat(0))["turn"]["question"]
    asked_q = RULES.view(s, Viewer.of_seat(2))["turn"]["question"]
    assert table_q["text"] == q["text"] and "value" not in table_q and "margin" not in table_q
    assert asked_q == table_q
    assert asker_q["value"] == q["value"] and asker_q["margin"] == q["margin"]
    assert RULES.waiting_for(s) == [Viewer.of_seat(0)]


def test_show_question_off_keeps_the_text_off_the_table_until_judged() -> None:
    s, q, _ = ask(start(4, show_question=False), 2, "multiple_choice")
    table = json.dumps(RULES.view(s, Viewer.TABLE))
    assert q["text"] not in table and q["options"][0] not in table
    assert RULES.view(s, Viewer.TABLE)["turn"]["question"]["type"] == "multiple_choice"
    assert q["text"] in json.dumps(RULES.view(s, Viewer.of_seat(0)))
    s, events = act(s, "answer", 0, letter=q["answer"])
    assert q["text"] in json.dumps(RULES.view(s, Viewer.TABLE))  # revealed with the verdict
    assert events[0].reveals


def test_question_asked_event_reveals_and_carries_no_solution() -> None:
    s = start(4)
    from tests.rules.test_quizclub import find, give

    cid, d = find(s, "knowledge")
    give(s, 0, cid)
    s, _ = act(s, "choose_player", 0, player=1)
    s, events = act(s, "choose_question", 0, card_id=cid, difficulty=d)
    (event,) = events
    assert event.kind == "question_asked" and event.reveals
    q = s.index[cid]["questions"][d - 1]
    assert event.data["question"]["text"] == q["text"]
    assert q["answer"] not in json.dumps(event.to_json())


def test_legal_actions_for_one_seat_only_and_the_right_one() -> None:
    s = start(4)
    assert {a.seat for a in RULES.legal_actions(s)} == {0}
    s, _q, _ = ask(s, 2, "intuition", variant="count")
    s, _ = act(s, "answer", 0, count=1)
    assert {a.seat for a in RULES.legal_actions(s)} == {None}
    with pytest.raises(Exception, match="whole table"):
        RULES.apply(s, Action("no_objection", 0))
