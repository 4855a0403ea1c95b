"""Quiz Club judging and scoring: the pure functions in gamesuite.rules.quizclub.judge."""

from __future__ import annotations

import pytest

from gamesuite.rules.quizclub import judge as J

MC = {"type": "multiple_choice", "text": "Q?", "options": ["w", "x", "y", "z"], "answer": "C"}
EST = {"type": "estimate", "text": "How high?", "value": 8849, "margin": 150, "unit": "m"}
RANK = {"type": "ranking", "text": "Order!", "terms": ["a", "b", "c", "d"], "order": ["D", "A", "B", "C"]}
KNOW = {"type": "knowledge", "text": "Capital?", "answer": "Rome / Roma"}


# ------------------------------------------------------------------------- "A / B" alternatives


def test_split_alternatives_on_spaced_slash() -> None:
    assert J.split_alternatives("Rome / Roma") == ["Rome", "Roma"]
    assert J.split_alternatives("O negative / 0 negative / O-") == ["O negative", "0 negative", "O-"]
    assert J.split_alternatives("  Rome   /   Roma ") == ["Rome", "Roma"]


def test_split_alternatives_keeps_slashes_inside_words() -> None:
    assert J.split_alternatives("AC/DC") == ["AC/DC"]
    assert J.split_alternatives("299792 km/s") == ["299792 km/s"]


def test_knowledge_answer_text_lists_the_alternatives() -> None:
    assert J.answer_text(KNOW) == "Rome or Roma"
    assert J.solution_fields(KNOW)["alternatives"] == ["Rome", "Roma"]


def test_knowledge_is_judged_by_the_asker() -> None:
    assert J.judge_knowledge(True) is True
    assert J.judge_knowledge(False) is False
    assert J.judge(KNOW, {"correct": True}) is None  # the app does not judge knowledge


# ------------------------------------------------------------------------- multiple choice


@pytest.mark.parametrize(("letter", "correct"), [("C", True), ("c", True), ("A", False), ("D", False)])
def test_multiple_choice_compares_the_letter(letter: str, correct: bool) -> None:
    assert J.judge_multiple_choice(MC, letter) is correct
    assert J.judge(MC, {"letter": letter}) is correct


# ------------------------------------------------------------------------- estimate margins


@pytest.mark.parametrize(
    ("said", "correct"),
    [
        (8849, True),
        (8699, True),  # value - margin: on the edge counts
        (8999, True),  # value + margin
        (8698.9, False),
        (8999.5, False),
        (9000, False),
        (0, False),
    ],
)
def test_estimate_counts_within_the_margin(said: float, correct: bool) -> None:
    assert J.judge_estimate(EST, said) is correct


def test_estimate_with_zero_margin_needs_the_exact_value() -> None:
    q = {**EST, "value": 46, "margin": 0}
    assert J.judge_estimate(q, 46) is True
    assert J.judge_estimate(q, 46.0) is True
    assert J.judge_estimate(q, 45) is False
    assert J.judge_estimate(q, 47) is False


def test_estimate_edge_is_not_lost_to_float_rounding() -> None:
    q = {**EST, "value": 0.3, "margin": 0.1}
    assert J.judge_estimate(q, 0.4) is True  # 0.4 - 0.3 = 0.10000000000000003 in floats
    assert J.judge_estimate(q, 0.2) is True
    assert J.judge_estimate(q, 0.41) is False


def test_estimate_refuses_non_numbers() -> None:
    assert J.judge_estimate(EST, float("nan")) is False
    assert J.judge_estimate(EST, True) is False  # type: ignore[arg-type]


def test_estimate_range_and_answer_text_show_the_margin() -> None:
    assert J.estimate_range(EST) == (8699, 8999)
    assert J.answer_text(EST) == "8849 m (from 8699 to 8999 m counts)"
    assert J.format_number(453.6) == "453.6"
    assert J.format_number(86400.0) == "86400"


# ------------------------------------------------------------------------- ranking


def test_ranking_counts_the_solution_and_its_reverse() -> None:
    assert J.judge_ranking(RANK, ["D", "A", "B", "C"]) is True
    assert J.judge_ranking(RANK, ["C", "B", "A", "D"]) is True  # the rulebook's example
    assert J.judge_ranking(RANK, ["A", "B", "C", "D"]) is False
    assert J.judge_ranking(RANK, ["D", "A", "C", "B"]) is False


def test_ranking_input_is_parsed_leniently_but_must_be_a_permutation() -> None:
    assert J.parse_ranking("d a b c") == ("D", "A", "B", "C")
    assert J.parse_ranking("DABC") == ("D", "A", "B", "C")
    assert J.parse_ranking("D, A, B, C") == ("D", "A", "B", "C")
    assert J.parse_ranking("AABC") is None
    assert J.parse_ranking("ABC") is None
    assert J.judge_ranking(RANK, "CBAD") is True
    assert J.judge_ranking(RANK, ["D", "A", "B"]) is False


# ------------------------------------------------------------------------- intuition


def test_intuition_is_correct_unless_somebody_objects() -> None:
    assert J.judge_intuition(None) is True
    assert J.judge_intuition(2) is False
    assert J.judge_intuition(0) is False  # seat 0 objecting is still an objection


def test_said_text_for_intuition_names_players() -> None:
    who = {"type": "intuition", "text": "Who?", "variant": "who"}
    count = {"type": "intuition", "text": "How many?", "variant": "count"}
    names = ["Anna", "Bruno", "Carla"]
    assert J.said_text(who, {"player": 1}, names) == "Bruno"
    assert J.said_text(who, {"player": None}, names) == "nobody"
    assert J.said_text(count, {"count": 1}, names) == "1 fellow player"
    assert J.said_text(count, {"count": 2}, names) == "2 fellow players"


# ------------------------------------------------------------------------- scoring tables


@pytest.mark.parametrize(("difficulty", "correct", "expected"), [
    (1, True, (1, 1)), (2, True, (2, 2)), (3, True, (3, 3)),
    (1, False, (0, 0)), (2, False, (0, 0)), (3, False, (0, 0)),
])  # fmt: skip
def test_cooperative_points(difficulty: int, correct: bool, expected: tuple[int, int]) -> None:
    assert J.turn_points(True, difficulty, correct) == expected


@pytest.mark.parametrize(("difficulty", "correct", "expected"), [
    (1, True, (0, 1)), (2, True, (0, 2)), (3, True, (0, 3)),
    (1, False, (3, 0)), (2, False, (2, 0)), (3, False, (1, 0)),
])  # fmt: skip
def test_competitive_points(difficulty: int, correct: bool, expected: tuple[int, int]) -> None:
    assert J.turn_points(False, difficulty, correct) == expected


def test_turn_points_refuses_other_difficulties() -> None:
    with pytest.raises(ValueError):
        J.turn_points(True, 4, True)


@pytest.mark.parametrize(
    ("old", "new", "crossed"),
    [(9, 10, 0), (10, 11, 1), (8, 11, 1), (9, 12, 1), (0, 9, 0), (19, 22, 1), (8, 21, 2), (20, 23, 1), (21, 24, 0)],
)
def test_marker_lines_after_a_space_are_passed_moving_beyond_it(old: int, new: int, crossed: int) -> None:
    assert J.lines_crossed(old, new, (10, 20)) == crossed


# ------------------------------------------------------------------------- public vs hidden parts


def test_public_question_never_holds_the_solution() -> None:
    for q in (MC, EST, RANK, KNOW):
        public = J.public_question(q)
        assert "answer" not in public and "value" not in public and "margin" not in public
        assert "order" not in public
    assert J.public_question(MC)["options"] == ["w", "x", "y", "z"]
    assert "text" not in J.public_question(MC, with_text=False)
    assert "options" not in J.public_question(MC, with_text=False)
