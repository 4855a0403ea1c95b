"""The two variants of Il Gioco dei Telefilm played through their screens by clicking (whole
three-player games on two screens and on one screen are in test_telefilm_leaks.py)."""

from __future__ import annotations

from gamesuite.rules.core import Viewer
from gamesuite.rules.sim import default_players
from tests.ui.test_telefilm_driver import play_out, table


def test_two_player_board_game_is_playable(window, qtbot) -> None:  # noqa: ANN001
    c = window.start_game("telefilm", default_players(2), "two_player",
                          {"two_player_rounds": 1, "two_player_answers": "star_chooses", "question_pick": "die"},
                          seed=8)
    assert c is not None
    play_out(window, qtbot, specials=True)
    kinds = {a.kind for a in c.actions}
    assert {"bet", "select", "roll", "reveal"} <= kinds  # the Star rolls the die on the table
    t = table(window)
    assert not t.tokens  # no character tokens in the two-player game
    assert len(t.chips) == 4


def test_cards_only_game_is_playable_on_one_screen(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    c = window.start_game("telefilm", default_players(3), "cards_only",
                          {"cards_only_rounds": 1, "cards_only_stars": "all"}, seed=2)
    assert c is not None
    play_out(window, qtbot)
    kinds = {a.kind for a in c.actions}
    assert {"take", "ask", "declare", "reveal"} <= kinds
    t = table(window)
    assert not t.board and not t.spaces
    v = c.view(Viewer.TABLE)
    assert [len(cards) for *_rest, cards in t.won.rows] == [len(w["cards"]) for w in v["won"]]
    assert sum(len(w["cards"]) for w in v["won"]) > 0
