"""A family of two against two computers in Alliance (crossed seating: the people sit 1 and 3)."""

from __future__ import annotations

from tests.ui.test_ciak_support import players, whole_game


def test_a_family_of_two_plays_a_whole_alliance_against_two_computers(one_screen, qtbot) -> None:  # noqa: ANN001
    fam = whole_game(one_screen, qtbot, players(4, {1: "easy", 3: "easy"}), "alliance", seed=3, family_seed=5)
    assert fam.gates > 0
    teams = {s.team for s in one_screen.game_ui.table.model.seats}
    assert teams == {"Team A", "Team B"}
