"""Two checks ahead of Ciak's own-turn listing: the companies' (``engine._Reads.co_need``) and the plain plays'
(``engine._Reads.plain``).

On your own turn the listing skips a company whose activated abilities cannot be paid (too few millions) or whose
only ability was used this turn, without calling ``_ability_actions``; the company tests fail if that check skips a
company that has a use to list: a threshold one million too high (``<=`` for ``<``), a 0-million cost refused
with a debt, or the once-a-turn entry read for the wrong ability. The hand loop lists a card marked plain as one
play without a target; the last test fails if a card is marked plain that is not.
"""

from __future__ import annotations

import pytest

from gamesuite.rules.ciak import engine as E
from gamesuite.rules.ciak.spec import MAX_MILLIONS
from tests.rules.test_ciak_helpers import blank, fix, give, put


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


@pytest.mark.parametrize(("phase", "options"), [(2, {}), (3, {"event_timing": "any_time_own_turn"})])
def test_every_card_alone_in_hand_lists_what_the_plain_enumeration_lists(phase: int, options: dict[str, str]) -> None:
    """Each card of the set alone in the active player's hand, with characters (one rolling dice) on both sides:
    the listing equals the plain one of test_ciak_legal_plain. ``_Reads.plain`` lets the hand loop list a card as
    one play without a target without reading its play's fields; it fails here if it calls an item, a card with
    an on-play target, or a Ciak or Event card with a condition or target plain (or is read off the sorcery
    phases)."""
    from tests.rules.test_ciak_legal_plain import plain_legal

    base = blank(3, **options)
    cat = base.cat
    dice = next(d.id for d in cat.uid_design if d.type == "character" and d.dice)
    other = next(d.id for d in cat.uid_design if d.type == "character" and not d.dice)
    put(base, 0, dice)
    put(base, 1, other)
    base.phase = phase
    designs = sorted({d.id for d in cat.uid_design})
    for design_id in designs:
        s = base.copy()
        give(s, 0, design_id)
        s.millions[0] = MAX_MILLIONS
        assert E.legal(fix(s)) == plain_legal(s), design_id
    assert any(E._reads(cat).plain) and not all(E._reads(cat).plain)


def test_an_attack_decision_lists_the_rivals_then_no_attack_and_an_unknown_decision_is_refused() -> None:
    """``legal`` answers an attack decision first (the most frequent pending one); a kind it does not know is an
    error, not an attack listing."""
    s = blank(3)
    s.pending = [{"kind": "attack", "seat": 0}]
    assert [(a.kind, a.args) for a in E.legal(fix(s))] == [
        ("attack", (("target", 1),)), ("attack", (("target", 2),)), ("no_attack", ())]
    s.pending = [{"kind": "nothing_known", "seat": 0}]
    with pytest.raises(ValueError, match="nothing_known"):
        E.legal(fix(s))
