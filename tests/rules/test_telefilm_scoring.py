"""Telefilm phase 3: every case of the summary table, several Stars on a space, hidden answers, reveal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamesuite.rules.core import IllegalAction, Viewer
from gamesuite.rules.telefilm import RULES
from gamesuite.rules.telefilm.state import TelefilmState
from gamesuite.rules.telefilm.testing import act, right_letter, scenario, wrong_letter
from tests.rules.words import said

CANARY = json.loads((Path(__file__).parent.parent / "fixtures" / "telefilm_canary.json").read_text("utf-8"))
BETS = {"crime/vintage": 9, "drama/new": 8, "scifi/modern": 5, "mix": 4}
DIFF = {"crime/vintage": 2, "drama/new": 3, "scifi/modern": 1, "mix": 1}


def setup(stack: list[int], options: dict | None = None, scores: list[int] | None = None) -> TelefilmState:
    """4 players, Anna (0) directs; the Stars in ``stack`` are on Crime · Vintage (bet 9, difficulty 2)."""
    return scenario(
        CANARY, 4, bets=BETS, difficulty=DIFF, stacks={"crime/vintage": stack}, options=options, scores=scores
    )


def answer(s: TelefilmState, seat: int, mode: str, correct: bool, number: int | None = 1) -> TelefilmState:
    """The current Star answers (picks the number first when asked to)."""
    if s.q["step"] == "pre":
        s, _ = act(s, "pick", seat, number=number)
    if s.q["step"] == "read":
        s, _ = act(s, "declare", seat, mode=mode)
    if s.q["mode"] == "straight":
        s, _ = act(s, "judge", 0, correct=correct)
    else:
        s, _ = act(s, "answer", seat, letter=right_letter(s) if correct else wrong_letter(s))
    return s


@pytest.mark.parametrize(
    ("mode", "correct", "star", "director"),
    [
        ("straight", True, 9 + 2 + 5, 0),
        ("options", True, 9 + 2, 0),
        ("straight", False, 0, 9 - 2 + 5),
        ("options", False, 0, 9 - 2),
    ],
)
def test_one_star_scores_as_the_summary_table(mode: str, correct: bool, star: int, director: int) -> None:
    s = setup([1])
    assert s.q["space"] == "crime/vintage" and RULES.answerer(s) == 1
    s = answer(s, 1, mode, correct)
    assert s.scores == [director, star, 0, 0]
    assert s.q["step"] == "done" and RULES.waiting_for(s) == [Viewer.TABLE]


def test_empty_space_gives_the_director_bet_plus_difficulty_at_the_reveal() -> None:
    s = scenario(CANARY, 4, bets=BETS, difficulty=DIFF, stacks={})
    assert s.q["empty"] and s.q["space"] == "crime/vintage"
    assert s.scores == [0, 0, 0, 0]  # nothing is revealed before the table goes on
    s, ev = act(s, "reveal")
    assert s.scores == [9 + 2, 0, 0, 0]
    assert ev[0].reveals and "difficulty 2" in said(s, ev[0].text)
    assert s.q["space"] == "drama/new" and s.q["empty"]
    for _ in range(3):
        s, ev = act(s, "reveal")
    assert s.scores[0] == (9 + 2) + (8 + 3) + (5 + 1) + (4 + 1)
    assert s.director == 1 and s.phase == "bets"  # the turn passed to the left


def test_bottom_token_answers_first_and_later_stars_score_the_bet() -> None:
    s = setup([2, 3, 1])
    assert RULES.answerer(s) == 2
    s = answer(s, 2, "straight", True)
    assert s.scores == [0, 9, 9 + 2 + 5, 9]


def test_after_a_wrong_answer_the_next_star_answers_the_same_question() -> None:
    s = setup([2, 3, 1])
    s = answer(s, 2, "straight", False, number=3)
    assert RULES.answerer(s) == 3 and s.q["number"] == 3 and s.q["step"] == "read"
    assert set(RULES._allowed_modes(s)) == {"straight", "options"}
    s = answer(s, 3, "options", True)
    # only Stars placed after the right answer score the bet; the Director (default each_wrong) scored
    # Carla's wrong straight answer as it was given: 9 - 2 + 5
    assert s.scores == [12, 9, 0, 9 + 2]


def test_after_a_wrong_options_answer_the_next_star_may_only_take_the_options() -> None:
    s = setup([2, 3, 1])
    s, _ = act(s, "pick", 2, number=1)
    s, _ = act(s, "declare", 2, mode="options")
    wrong = wrong_letter(s)
    s, _ = act(s, "answer", 2, letter=wrong)
    assert RULES.answerer(s) == 3 and s.q["mode"] == "options" and s.q["step"] == "answer"
    kinds = {a.kind for a in RULES.legal_actions(s)}
    assert "declare" not in kinds and "judge" not in kinds
    assert wrong not in {a["letter"] for a in RULES.legal_actions(s) if a.kind == "answer"}
    with pytest.raises(IllegalAction):
        act(s, "declare", 3, mode="straight")


@pytest.mark.parametrize(
    ("rule", "director"),
    [("all_wrong", 9 - 2), ("last_wrong", 9 - 2), ("first_wrong", 9 - 2 + 5), ("each_wrong", 12 + 12 + 7)],
)
def test_director_points_when_every_star_is_wrong(rule: str, director: int) -> None:
    s = setup([2, 3, 1], options={"director_wrong": rule})
    s = answer(s, 2, "straight", False)
    s = answer(s, 3, "straight", False)
    s = answer(s, 1, "options", False)
    assert s.scores == [director, 0, 0, 0]
    assert s.q["step"] == "done" and s.q["correct"] is None


@pytest.mark.parametrize(
    ("rule", "director"), [("all_wrong", 0), ("last_wrong", 9 - 2), ("first_wrong", 9 - 2 + 5), ("each_wrong", 12 + 7)]
)
def test_director_points_when_a_later_star_is_right(rule: str, director: int) -> None:
    s = setup([2, 3, 1], options={"director_wrong": rule})
    s = answer(s, 2, "straight", False)  # 9 - 2 + 5 = 12
    s = answer(s, 3, "options", False)  # 9 - 2 = 7
    s = answer(s, 1, "options", True)  # 9 + 2 = 11, nobody above
    assert s.scores == [director, 11, 0, 0]


def test_last_wrong_uses_the_straight_bonus_of_the_last_wrong_answer() -> None:
    s = setup([2, 3, 1], options={"director_wrong": "last_wrong"})
    s = answer(s, 2, "straight", False)
    s = answer(s, 3, "options", True)
    assert s.scores == [9 - 2 + 5, 9, 0, 9 + 2]


def test_the_answer_stays_hidden_while_another_star_may_answer() -> None:
    s = setup([2, 3])
    s, _ = act(s, "pick", 2, number=2)
    s, _ = act(s, "declare", 2, mode="straight")
    s, ev = act(s, "judge", 0, correct=False)
    assert not any(e.reveals for e in ev)  # the Director may still undo this judgement
    view = RULES.view(s, Viewer.TABLE)
    text = json.dumps(view) + json.dumps([e.to_json() for e in ev])
    card = RULES.card(s, s.q["card"])
    right = card["questions"][1]["options"]["ABCDE".index(right_letter(s))]
    assert right not in text and '"answer"' not in json.dumps(view["question"])
    assert view["question"]["text"] == card["questions"][1]["text"] and view["question"]["options"] == []
    s = answer(s, 3, "straight", False)
    assert RULES.view(s, Viewer.TABLE)["last_question"] is None  # still not revealed: the table reveals
    s, ev = act(s, "reveal")
    assert ev[0].kind == "answer_revealed" and ev[0].reveals and right in said(s, ev[0].text)
    last = RULES.view(s, Viewer.TABLE)["last_question"]
    assert last["answer"] == card["questions"][1]["answer"] and last["answer_text"] == right


def test_options_become_public_only_when_asked_for() -> None:
    s = setup([1])
    s, ev = act(s, "pick", 1, number=4)
    assert ev[-1].kind == "question_read" and ev[-1].reveals
    assert RULES.view(s, Viewer.TABLE)["question"]["options"] == []
    s, ev = act(s, "declare", 1, mode="options")
    opts = RULES.view(s, Viewer.TABLE)["question"]["options"]
    assert [o["letter"] for o in opts] == list("ABCDE") and any(e.kind == "options_read" and e.reveals for e in ev)


def test_a_mistaken_straight_judgement_is_an_ordinary_undoable_action() -> None:
    s = setup([1])
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "declare", 1, mode="straight")
    before = s
    s, ev = act(s, "judge", 0, correct=False)
    assert not any(e.reveals for e in ev) and s.scores == [12, 0, 0, 0]
    s, _ = act(before, "judge", 0, correct=True)  # what undo + a new judgement does
    assert s.scores == [0, 16, 0, 0]
    _, ev = act(s, "reveal")
    assert ev[0].reveals


def test_option_letters_are_checked_by_the_app() -> None:
    s = setup([1])
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "declare", 1, mode="options")
    with pytest.raises(IllegalAction, match="letter"):
        act(s, "judge", 0, correct=True)
    with pytest.raises(IllegalAction) as refused:
        act(s, "answer", 2, letter="A")
    assert said(s, refused.value.sentence) == "It is Bruno's turn."
    with pytest.raises(IllegalAction, match="already been chosen"):
        act(s, "pick", 1, number=2)
    s2, ev = act(s, "answer", 1, letter=right_letter(s))
    assert s2.scores == [0, 11, 0, 0] and any(e.reveals for e in ev)


def test_question_die_option_rolls_with_the_seeded_rng() -> None:
    s = setup([1], options={"question_pick": "die"})
    assert [a.kind for a in RULES.legal_actions(s)] == ["roll"]
    s1, ev = act(s, "roll", 1)
    s2, _ = act(s, "roll", 1)
    assert s1.q["number"] == s2.q["number"] and 1 <= s1.q["number"] <= 4  # reproducible
    assert ev[0].kind == "rolled"


def test_difficulty_option_flat_counts_every_card_as_two() -> None:
    s = scenario(
        CANARY,
        4,
        bets=BETS,
        difficulty={"crime/vintage": 3},
        stacks={"crime/vintage": [1]},
        options={"difficulty": "flat"},
    )
    s = answer(s, 1, "options", True)
    assert s.scores[1] == 9 + 2


def test_each_space_waits_for_the_table_reveal_before_the_next() -> None:
    s = scenario(CANARY, 4, bets=BETS, difficulty=DIFF, stacks={"crime/vintage": [1], "drama/new": [2, 3]})
    s = answer(s, 1, "options", True)
    assert [a.kind for a in RULES.legal_actions(s)] == ["reveal"]
    with pytest.raises(IllegalAction, match="Reveal"):
        act(s, "pick", 2, number=1)
    s, _ = act(s, "reveal")
    assert s.q["space"] == "drama/new" and RULES.answerer(s) == 2
