"""Scenarios for the fixes of the cold review of Ciak! against its rulebook
(docs/reviews/ciak-rules-review.md; finding numbers in each test's docstring)."""

from __future__ import annotations

import copy
from typing import Any

from gamesuite.content.ciak import validate_card_set
from gamesuite.rules.ciak import RULES
from gamesuite.rules.ciak import engine as E
from gamesuite.rules.core import Action
from tests.rules.test_ciak_helpers import CONTENT, act, blank, give, pass_round, put


def custom_set(*extra: dict[str, Any]) -> dict[str, Any]:
    """The built-in set plus ``extra`` card designs, validated (texts regenerated)."""
    data = copy.deepcopy(CONTENT)
    data.pop("texts")
    data["cards"] += list(extra)
    return validate_card_set(data)


def _static_cast(amount: int) -> list[dict[str, Any]]:
    return [{"trigger": "static", "effects": [{"kind": "cast_limit", "to": "you", "amount": amount}]}]


# ---------------------------------------------------------------------------- finding 1


def test_cast_limit_dropping_by_six_forces_the_sacrifice() -> None:
    """Finding 1: two cards at -3 each bring the limit to 0; a 3-star cast must be sacrificed."""
    content = custom_set(
        {"id": "heavy_myth", "name": "Heavy Myth", "type": "myth", "att": 100, "dif": 100}
        | {"abilities": _static_cast(-3)},
        {"id": "petty_staff", "name": "Petty Staff", "type": "staff", "stars": 1, "abilities": _static_cast(-3)},
    )
    s = blank(content=content)
    titan = put(s, 0, "sandal_titan")
    myth, staff = give(s, 0, "heavy_myth"), give(s, 0, "petty_staff")
    s, _ = act(s, "play", 0, card=myth)
    s, _ = pass_round(s)
    assert E.cast_limit(s, 0) == 3 and E.decision(s) == ("priority", 0)  # 3 used of 3: fits
    s, _ = act(s, "play", 0, card=staff)
    s, _ = pass_round(s)
    assert E.cast_limit(s, 0) == 0 and E.cast_used(s, 0) == 3
    assert E.decision(s) == ("fit", 0)
    assert RULES.legal_actions(s) == [Action("sacrifice", 0, card=titan)]
    s, _ = act(s, "sacrifice", 0, card=titan)
    assert s.cast[0] == [] and titan in s.discard and RULES.check_invariants(s) == []
