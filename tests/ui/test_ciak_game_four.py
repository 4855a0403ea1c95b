"""One person against three computers (Massacre, four seats): the lone player's hand opens once, at the
gate, and stays open; canaries every step."""

from __future__ import annotations

from tests.ui.test_ciak_support import players, whole_game


def test_one_person_plays_a_whole_massacre_against_three_computers(one_screen, qtbot) -> None:  # noqa: ANN001
    fam = whole_game(one_screen, qtbot, players(4, {0: "easy", 1: "normal", 3: "easy"}), "massacre", seed=11,
                     family_seed=4)
    assert fam.gates == 1, "a lone player should meet the gate once"
