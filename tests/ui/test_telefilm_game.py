"""Il Gioco dei Telefilm played through its screens: whole games by clicking, on two screens (table +
Director window) and on one screen through the hand-off gate, plus the two variants."""

from __future__ import annotations

import time

from gamesuite.rules.core import Viewer
from gamesuite.rules.sim import default_players
from tests.ui.test_telefilm_driver import play_out, private_panel, table


def test_a_whole_three_player_game_on_two_screens(window, qtbot) -> None:  # noqa: ANN001
    started = time.perf_counter()
    c = window.start_game("telefilm", default_players(3), "standard", {"director_rounds": 1}, seed=21)
    assert c is not None
    qtbot.waitUntil(lambda: window.director.isVisible())
    seen_director_panels = []

    def each(w) -> None:  # noqa: ANN001
        # the table never needs the gate with a Director window; the Director's panel is always up
        assert not w.page.gate.isVisible()
        panel = private_panel(w)
        assert panel is not None and panel.window() is w.director
        seen_director_panels.append(type(panel).__name__)

    moves = play_out(window, qtbot, each=each)
    v = c.view(Viewer.TABLE)
    assert v["over"] and v["turn"] == 3
    assert c.result().text in window.status.text()
    assert set(seen_director_panels) == {"DirectorPanel"}
    # every kind of public move was made on the table, by clicking
    kinds = {a.kind for a in c.actions}
    assert {"bet", "place", "pick", "declare", "judge", "answer", "reveal"} <= kinds
    # the final board: the figures stand where the scores say
    t = table(window)
    for seat, fig in t.figures.items():
        assert fig.progress == v["scores"][seat]
    assert moves > 40
    assert time.perf_counter() - started < 30


def test_a_whole_game_on_one_screen_through_the_gate(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    c = window.start_game("telefilm", default_players(3), "standard", {"director_rounds": 1}, seed=4)
    assert c is not None
    assert not window.director.isVisible()
    gates = []

    def each(w) -> None:  # noqa: ANN001
        if w.page.gate.isVisible():
            gates.append(w.page.gate.name)
            assert w.page.private.panel is None  # nothing private is built behind the gate
        else:
            waiting = c.waiting_for()
            # the private panel is up exactly when the Director must act
            assert (Viewer.DIRECTOR in waiting) == w.page.private.isVisible()

    play_out(window, qtbot, each=each)
    names = [p.name for p in c.config.players]
    assert {f"{n} (Director)" for n in names} == set(gates)  # each player directed once, behind the gate
    assert not window.page.private.isVisible() and not window.page.gate.isVisible()


def test_two_player_board_game_is_playable(window, qtbot) -> None:  # noqa: ANN001
    c = window.start_game("telefilm", default_players(2), "two_player",
                          {"two_player_rounds": 1, "two_player_answers": "star_chooses"}, seed=8)
    assert c is not None
    play_out(window, qtbot)
    kinds = {a.kind for a in c.actions}
    assert {"bet", "select", "pick", "reveal"} <= kinds
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
