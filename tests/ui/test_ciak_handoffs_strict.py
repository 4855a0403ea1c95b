"""Hand-offs per turn when every answer is given on the screen (the "answer aloud" table talk switched off):
the same scripted four-player game as tests/ui/test_ciak_handoffs.py, for the comparison in docs/games/ciak.md."""

from __future__ import annotations

from tests.ui.test_ciak_handoffs import play_counting, report


def test_hand_offs_when_every_answer_is_given_on_the_screen(one_screen, qtbot) -> None:  # noqa: ANN001
    family = {"look_own_turn": 1.0, "look_answer": 0.5, "memory": True, "pass_when_open": 0.35}
    strict = play_counting(one_screen, qtbot, seed=21, aloud=False, **family)
    print("\nCiak " + report("every answer on the screen", strict))
    assert strict["per_turn"] * 2 <= strict["naive_per_turn"], strict
