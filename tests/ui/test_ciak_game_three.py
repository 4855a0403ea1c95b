"""A whole three-player Massacre: two people and a computer, by clicks, canaries every step."""

from __future__ import annotations

from tests.ui.test_ciak_support import players, whole_game


def test_two_people_and_a_computer_play_a_whole_massacre(one_screen, qtbot) -> None:  # noqa: ANN001
    fam = whole_game(one_screen, qtbot, players(3, {1: "easy"}), "massacre", seed=7, family_seed=3,
                     autopass={2: True})
    assert fam.gates > 0
