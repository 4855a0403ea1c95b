"""Whole Dominion games: three seats (a computer boss against two people) and four (a person as the boss
against a person and two computers); canaries every step."""

from __future__ import annotations

from tests.ui.test_ciak_support import players, whole_game


def test_two_people_against_a_computer_boss(one_screen, qtbot) -> None:  # noqa: ANN001
    fam = whole_game(one_screen, qtbot, players(3, {0: "easy"}), "dominion", seed=2, family_seed=6)
    assert fam.gates > 0


def test_a_person_as_the_boss_against_everyone(one_screen, qtbot) -> None:  # noqa: ANN001
    fam = whole_game(one_screen, qtbot, players(4, {2: "easy", 3: "easy"}), "dominion", seed=4, family_seed=7)
    assert fam.gates > 0
