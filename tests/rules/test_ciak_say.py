"""Ciak!'s sentences (``flow.say``, ciakeng19) against ``Msg``'s own constructor: ``say`` sets the fields without
the class call and ``__init__`` (most engine steps make a sentence), so it must give equal values, with the same
field order, repr and JSON, whatever the parameters and their order.
"""

from __future__ import annotations

import pytest

from gamesuite.rules.ciak import flow as F
from gamesuite.rules.core import Msg, player

PARAMS: list[dict[str, object]] = [
    {},
    {"name": player(2)},
    {"n": 3},
    {"name": player(1), "card": "Dreamwar"},
    {"target": "x", "name": player(0), "card": "Stand-in Double"},  # given out of name order: sorted, as Msg does
    {"name": player(2), "label": F.say("ability of {card}", card="Bob"), "target": F.say("{name}'s {card}",
                                                                                       name=player(1), card="Ann")},
]


@pytest.mark.parametrize("params", PARAMS)
def test_say_is_the_msg_the_class_makes(params: dict[str, object]) -> None:
    text = "{name} plays {card} on {target}."
    got = F.say(text, **params)
    want = Msg("ciak", text, **params)
    assert type(got) is Msg
    assert got == want
    assert got.params == want.params and list(got.__dict__) == list(want.__dict__)
    assert repr(got) == repr(want) and got.to_json() == want.to_json()
