"""A whole two-player Massacre on one screen, two people, by clicks, through the gate, canaries every step."""

from __future__ import annotations

from tests.ui.test_ciak_support import players, whole_game


def test_two_people_play_a_whole_massacre(one_screen, qtbot) -> None:  # noqa: ANN001
    fam = whole_game(one_screen, qtbot, players(2), "massacre", seed=5, family_seed=2)
    assert fam.gates > 0 and fam.clicks > 50
