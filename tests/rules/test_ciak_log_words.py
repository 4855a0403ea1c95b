"""Ciak!'s log speaks of cards as the players do: "Bruno plays Dramatic Close-Up on Anna's Stand-in Double"."""

from __future__ import annotations

from gamesuite.rules.ciak import flow as E
from tests.rules.test_ciak_helpers import act, blank, give, pass_round, put, texts


def test_a_card_in_play_is_named_with_its_owner() -> None:
    s = blank(companies=("dreamwar", "new_lines"))
    double = put(s, 1, "stand_in_double")
    close = give(s, 0, "dramatic_close_up")
    s, ev = act(s, "play", 0, card=close, target=f"card:{double}")
    name0, name1 = E.name(s, 0), E.name(s, 1)
    assert f"{name0} plays Dramatic Close-Up on {name1}'s Stand-in Double." in texts(ev)
    s, ev = pass_round(s)
    assert f"{name1}'s Stand-in Double gets +800 ATT until end of turn." in texts(ev)
    E.die(s, double, ev := [], "destroyed")
    assert texts(ev) == f"{name1}'s Stand-in Double is destroyed."
