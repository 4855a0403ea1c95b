"""The companies' check ahead of Ciak's own-turn listing (``engine._Reads.co_need``).

On your own turn the listing skips a company whose activated abilities cannot be paid (too few millions) or whose
only ability was used this turn, without calling ``_ability_actions``. These tests fail if that check skips a
company that has a use to list: a threshold one million too high (``<=`` for ``<``), a 0-million cost refused
with a debt, or the once-a-turn entry read for the wrong ability.
"""

from __future__ import annotations

import pytest

from gamesuite.rules.ciak import engine as E
from tests.rules.test_ciak_helpers import blank, fix


def test_the_threshold_refuses_exactly_what_no_use_can_pay() -> None:
    s = blank(3)
    reads = E._reads(s.cat)
    any_use = next(us[0] for us in s.cat.co_uses.values() if us)
    for uses in (*s.cat.co_uses.values(), (any_use._replace(millions=0),),
                 (any_use._replace(millions=3), any_use._replace(millions=0))):
        least = E._co_millions(uses)
        for millions in range(-2, 8):
            payable = any(not u.millions or millions >= u.millions for u in uses)
            assert (millions >= least) == payable, (uses, millions)
    assert reads.co_need.keys() == s.cat.co_uses.keys()
    assert all(reads.co_need[cid][0] == E._co_millions(us) for cid, us in s.cat.co_uses.items())


@pytest.mark.parametrize("cid", ["duckas_film", "wagner_bros"])
def test_a_company_is_listed_exactly_when_its_ability_can_be_paid_and_is_unused(cid: str) -> None:
    """Seat 0 owns a company whose one ability aims at a rival (always there at 3 players): the listing has its
    uses exactly at and above its price, and only while it is unused this turn."""
    s = blank(3, companies=(cid, "new_lines", "century_fox_14"))
    (use,) = s.cat.co_uses[cid]
    assert use.ab.once and use.ab.target == "rival" and use.millions > 0  # (what the test is about)
    ref = f"co:{cid}"
    for millions in range(-1, use.millions + 3):
        for used in ([], [use.used]):
            s.millions[0] = millions
            s.used = used
            listed = [a for a in E.legal(fix(s)) if a.kind == "ability" and a["source"] == ref]
            expected = 2 if millions >= use.millions and not used else 0  # (one use per rival seat)
            assert len(listed) == expected, (millions, used)
