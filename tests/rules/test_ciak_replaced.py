"""Ciak!'s steps that replace the containers they change instead of copying them first (ciakeng13).

A play, an ability without a sacrifice, a draw, the millions added and a turn's close build new lists and dicts
for what they change: ``apply`` and ``settle`` copy nothing for them (``engine._TOUCHES``, ``flow._TURN_TOUCHES``,
``flow.EFFECT_TOUCHES``), so an in-place change there would change an earlier state. These tests apply each such
step to a successor sharing every container with the earlier state and check the earlier state is unchanged and
the result is what the same step gives on a whole copy.
"""

from __future__ import annotations

import json
from typing import Any

from gamesuite.rules.ciak import RULES, CiakState
from gamesuite.rules.ciak import flow as F
from gamesuite.rules.ciak.engine import _sacrifices
from tests.rules.test_ciak_helpers import playout

GAMES = [("massacre", 3, 4, {}), ("dominion", 4, 6, {"short_refill": "last_round"})]


def _saved(s: CiakState) -> str:
    return json.dumps(s.to_json())


def test_plays_and_abilities_change_no_earlier_state_and_share_the_rest() -> None:
    """Every enumerated play and ability without a sacrifice leaves the state it was applied to as it was, and
    the new state shares the containers the step does not change (nothing was copied for them)."""
    tried = 0
    for variant, n, seed, options in GAMES:
        for step, s in enumerate(playout(variant, n, seed, options, last=False)):
            if step % 3:
                continue
            saved = _saved(s)
            for a in RULES.legal_actions(s):
                if a.kind not in ("play", "ability") or (a.kind == "ability" and _sacrifices(s, a)):
                    continue
                after, _ = RULES.apply(s, a)
                assert _saved(s) == saved, (step, a)
                for f in ("cast", "co", "deck", "discard", "items", "boosts", "pending"):
                    assert getattr(after, f) is getattr(s, f), (f, a)
                if a.kind == "play":
                    others = [p for p in range(n) if p != a.seat]
                    assert all(after.hands[p] is s.hands[p] for p in others)
                    assert after.stack[:-1] == s.stack and after.stack[-1]["card"] == a["card"]
                tried += 1
    assert tried > 300


def test_a_draw_replaces_the_hand_and_the_deck() -> None:
    """A draw on a successor sharing the hands and the deck: the top cards in the order they are popped, the
    earlier state unchanged; drawing past the end takes what is left and runs the deck out."""
    s = next(x for x in playout("massacre", 3, 4, {}, last=False) if len(x.deck) > 5)
    saved = _saved(s)
    hand, deck = list(s.hands[1]), list(s.deck)
    after = s.successor()
    assert F.draw(after, 1, 3, []) == 3
    assert after.hands[1] == hand + [deck[-1], deck[-2], deck[-3]] and after.deck == deck[:-3]
    assert after.hands[0] is s.hands[0] and not after.deck_out
    assert _saved(s) == saved
    short = s.successor()
    assert F.draw(short, 2, len(deck) + 4, []) == len(deck)
    assert short.hands[2] == s.hands[2] + deck[::-1] and short.deck == [] and short.deck_out
    assert _saved(s) == saved


def test_a_turn_s_close_changes_no_earlier_state() -> None:
    """A turn closed and the next started (``_end_turn``) on a successor owning only ``_turn_touches``'s fields,
    with residual damage on the companies, a refill and the start's draw and million: the earlier state is
    unchanged and the result equals the same close on a whole copy."""
    closed = 0
    for variant, n, seed, options in GAMES:
        for s in playout(variant, n, seed, options, last=False):
            if s.phase != 4 or s.stack or s.pending or len(s.hands[s.active]) > 6:
                continue
            earlier = s.copy()
            for rec in earlier.co.values():
                rec[1] = 300  # residual damage, cleared by the close
            saved = _saved(earlier)
            part, whole = earlier.successor(), earlier.copy()
            touched = F._turn_touches(part)
            assert touched is not None
            F._own_some(part, touched, set())
            part_ev: list[Any] = []
            whole_ev: list[Any] = []
            for x, ev in ((part, part_ev), (whole, whole_ev)):
                x.phase = F.END
                assert F._end_turn(x, ev)
            assert _saved(earlier) == saved
            assert _saved(part) == _saved(whole) and part_ev == whole_ev
            assert all(rec[1] == 0 for rec in part.co.values())
            closed += 1
    assert closed > 20
