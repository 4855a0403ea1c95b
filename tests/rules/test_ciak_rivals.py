"""Ciak!'s rival seats (``flow.rival_seats``), kept per ``alive`` and ``team`` list (ciakeng18).

The answer is kept for the last pair of lists seen, by identity: a game's states share both, and the engine replaces
them whole (a player knocked out gets a new ``alive``). These tests compare it with the plain definition on every
state of seeded games in each mode, knock-outs included, and on a table whose teams change while ``alive`` is shared.
"""

from __future__ import annotations

from gamesuite.rules.ciak import CiakState
from gamesuite.rules.ciak import flow as F
from tests.rules.test_ciak_helpers import new, playout

GAMES = [("massacre", 3, 4, {}), ("massacre", 4, 9, {}), ("alliance", 4, 5, {}), ("dominion", 4, 6, {})]


def _plain(s: CiakState, seat: int) -> tuple[int, ...]:
    return tuple(o for o in range(len(s.alive)) if s.alive[o] and F.rival(s, seat, o))


def test_rival_seats_match_the_definition_on_every_state_knock_outs_included() -> None:
    outs = 0
    for variant, n, seed, options in GAMES:
        for s in playout(variant, n, seed, options):
            for seat in range(n):
                assert F.rival_seats(s, seat) == _plain(s, seat), (variant, seed, seat, s.alive, s.team)
            outs = max(outs, s.alive.count(False))
    assert outs >= 1  # a player was knocked out in these games (the kept answer had to be made again)


def test_rival_seats_follow_a_new_team_list_with_the_same_alive_list() -> None:
    s = new(4, "massacre", 3)
    assert F.rival_seats(s, 0) == (1, 2, 3)
    s.team = [0, 1, 0, 1]  # replaced whole (alliance seating), ``alive`` still the same list
    assert F.rival_seats(s, 0) == (1, 3)
    assert F._attack_targets(s) == list(_plain(s, s.active))
    alive = s.alive.copy()
    alive[1] = False
    s.alive = alive  # as eliminate does: a new list
    assert F.rival_seats(s, 0) == (3,)
    assert F.targets(s, 0, "rival") == ["seat:3"]
