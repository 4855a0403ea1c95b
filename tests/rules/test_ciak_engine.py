"""Ciak!'s one source of legality and the engine's fast paths, checked over seeded random play-outs.

* ``why_not`` accepts exactly the enumerated actions: over a candidate superset (every kind for every seat
  with arguments drawn from the table, plus mutations of the legal actions) ``why_not(a) is None`` iff
  ``a`` is listed, and every refusal is a sentence.
* Every enumerated action can be applied: the engine never offers a move it then fails on.
* A pass's successor starts as a shallow copy and ``apply`` skips ``settle`` after a pass that leaves the round
  of passes open: the result is the same as the handler plus a full settle on a full copy, and no later action
  changes an earlier state.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from gamesuite.rules.ciak import RULES, CiakState
from gamesuite.rules.ciak import flow as F
from gamesuite.rules.core import Action, IllegalAction, Msg, Rng
from tests.rules.test_ciak_helpers import new, playout

GAMES = [
    ("massacre", 3, 4, {}),
    ("alliance", 4, 5, {"lynch_target": "victim", "event_timing": "any_time_own_turn"}),
    ("dominion", 4, 6, {"controlled_company": "nothing", "rival_window": "always"}),
    ("massacre", 2, 7, {"lynch_target": "strongest", "short_refill": "last_round"}),
]


def _refs(s: CiakState) -> list[str | None]:
    refs: list[str | None] = [None, "card:999", "seat:9", "stack:999"]
    for p in range(len(s.alive)):
        refs += [f"card:{c}" for c in F.chars(s, p)] + [f"seat:{p}"]
    refs += [f"stack:{it['id']}" for it in s.stack]
    return refs


def _candidates(s: CiakState, legal: list[Action], rng: Rng, k: int = 300) -> list[Action]:
    """Every simple move for every seat, ``k`` random moves of every kind with arguments drawn from the table
    (cards in hands and in play, targets, stack items, sources, indexes), and mutations of the legal actions."""
    n = len(s.alive)
    refs = _refs(s)
    in_play = [c for p in range(n) for c in F.chars(s, p)] or [0]
    staff = [x for p in range(n) for x in s.staff[p] if x >= 0] or [0]
    cards = [u for h in s.hands for u in h] + in_play + [rng.below(s.cat.size)]
    sources = [f"card:{u}" for u in in_play + staff + list(s.items.values())] + [f"co:{c}" for c in s.co]
    seats = list(range(-1, n + 1))
    out = [Action(kind, seat) for kind in ("pass", "no_attack") for seat in seats]
    out += [Action("attack", seat, target=o) for seat in seats for o in range(-1, n + 1)]
    for _ in range(k):
        seat = rng.choice(seats)
        kind = rng.choice(("play", "play", "ability", "ability", "token", "sacrifice", "discard", "choose"))
        target = rng.choice(refs)
        if kind == "play":
            args: dict[str, Any] = {"card": rng.choice(cards)}
        elif kind == "ability":
            args = {"source": rng.choice(sources), "index": rng.below(3)}
            if rng.below(3) == 0:
                args["sac"] = rng.choice(in_play)
        elif kind == "token":
            args, target = {"staff": rng.choice(staff), "card": rng.choice(in_play)}, None
        elif kind == "choose":
            args = {}
        else:
            args, target = {"card": rng.choice(cards)}, None
        if target is not None:
            args["target"] = target
        if kind != "choose" or "target" in args:
            out.append(Action(kind, seat, **args))
    for a in legal:  # mutations: another seat, one argument more or less, another value
        args = a.arg_dict
        out.append(Action(a.kind, (a.seat or 0) + 1, **args))
        out.append(Action(a.kind, a.seat, **args, extra=1))
        for key, value in args.items():
            out.append(Action(a.kind, a.seat, **{k: v for k, v in args.items() if k != key}))
            if isinstance(value, int):
                out.append(Action(a.kind, a.seat, **(args | {key: value + 1})))
    return out


@pytest.mark.parametrize(("variant", "n", "seed", "options"), GAMES)
def test_why_not_accepts_exactly_the_enumerated_actions(
    variant: str, n: int, seed: int, options: dict[str, Any]
) -> None:
    rng = Rng(seed * 31)
    checked = 0
    for step, s in enumerate(playout(variant, n, seed, options)):
        legal = RULES.legal_actions(s)
        assert all(RULES.why_not(s, a) is None for a in legal)
        if step % 5:
            continue
        for a in legal + _candidates(s, legal, rng):
            reason = RULES.why_not(s, a)
            assert (reason is None) == (a in legal), (step, str(a), reason)
            assert reason is None or (isinstance(reason, Msg) and str(reason).endswith("."))  # a sentence
            checked += 1
    assert checked > 3_000


@pytest.mark.parametrize(("variant", "n", "seed", "options"), GAMES)
def test_every_enumerated_action_applies_and_keeps_the_invariants(
    variant: str, n: int, seed: int, options: dict[str, Any]
) -> None:
    tried = 0
    for step, s in enumerate(playout(variant, n, seed, options)):
        if step % 3:
            continue
        for a in RULES.legal_actions(s):
            after, _ = RULES.apply(s, a)
            assert RULES.check_invariants(after) == [], (step, str(a))
            tried += 1
    assert tried > 60


@pytest.mark.parametrize(("variant", "n", "seed", "options"), GAMES)
def test_a_pass_gives_what_the_handler_and_a_full_settle_give(
    variant: str, n: int, seed: int, options: dict[str, Any]
) -> None:
    """``apply`` shares containers and skips ``settle`` after a pass that leaves the round open; the result must be
    what the handler and a full settle give on a full copy."""
    skipped = 0
    for s in playout(variant, n, seed, options):
        if RULES.is_over(s) or F.decision(s)[0] != "priority":
            continue
        action = RULES.legal_actions(s)[0]  # pass is always first
        after, events = RULES.apply(s, action)
        reference = s.copy()
        expected: list = []
        RULES._pass(reference, action, expected)
        F.settle(reference, expected)
        assert after.to_json() == reference.to_json() and events == expected
        skipped += after.passes < after.need
    assert skipped > 30


@pytest.mark.parametrize(("variant", "n", "seed", "options"), GAMES)
def test_no_later_action_changes_an_earlier_state(variant: str, n: int, seed: int, options: dict[str, Any]) -> None:
    """States are values: a pass's successor shares lists with it, so nothing may mutate them in place later."""
    history = [(s, json.dumps(s.to_json())) for s in playout(variant, n, seed, options)]
    assert len(history) > 50
    for step, (s, saved) in enumerate(history):
        assert json.dumps(s.to_json()) == saved, step


def test_copy_copies_every_container_but_the_ones_only_ever_replaced() -> None:
    """``CiakState.copy`` is written by hand: it must copy every list and dict field (and their inner lists and
    dicts) except ``SHARED_ON_COPY``, so a field added later without a copy line fails here."""
    states = list(playout("massacre", 3, 4, {}))
    s = max(states, key=lambda x: (bool(x.stack), bool(x.pending), bool(x.combat), bool(x.boosts), len(x.discard)))
    c = s.copy()
    assert c.to_json() == s.to_json() and c._legal is None and c.rng is not s.rng
    for f in CiakState._CODEC_FIELDS:
        mine, theirs = getattr(c, f), getattr(s, f)
        if not isinstance(theirs, list | dict) or f in CiakState.SHARED_ON_COPY:
            continue
        assert mine is not theirs, f
        inner = theirs.values() if isinstance(theirs, dict) else theirs
        mine_inner = mine.values() if isinstance(mine, dict) else mine
        for a, b in zip(mine_inner, inner, strict=True):
            assert not isinstance(b, list | dict) or a is not b, f
    missing = [f for f in CiakState._CODEC_FIELDS if isinstance(getattr(s, f), list | dict)
               and f not in CiakState.SHARED_ON_COPY and getattr(c, f) is getattr(s, f)]
    assert missing == []
    assert set(CiakState._CODEC_FIELDS) >= CiakState.SHARED_ON_COPY


@pytest.mark.parametrize(("variant", "n", "seed", "options"), GAMES)
def test_no_enumerated_action_changes_the_state_it_is_applied_to(
    variant: str, n: int, seed: int, options: dict[str, Any]
) -> None:
    """``settle`` copies only the fields a step may change (``flow.EFFECT_TOUCHES``, a turn's close): applying any
    legal action, not just the one a play-out chose, leaves the state it came from as it was."""
    tried = 0
    for step, s in enumerate(playout(variant, n, seed, options)):
        if step % 2:
            continue
        saved = json.dumps(s.to_json())
        for a in RULES.legal_actions(s):
            RULES.apply(s, a)
            tried += 1
        assert json.dumps(s.to_json()) == saved, step
    assert tried > 200


@pytest.mark.parametrize(("variant", "n", "seed", "options"), GAMES)
def test_resolving_any_stack_entry_changes_only_the_fields_copied_for_it(
    variant: str, n: int, seed: int, options: dict[str, Any]
) -> None:
    """Every stack entry of a play-out resolved at once on a successor that owns only the fields
    ``flow._resolve_touches`` names: the earlier state is unchanged (entries that may change anything get the
    full copy, so they are skipped)."""
    partial = 0
    for s in playout(variant, n, seed, options):
        if not s.stack:
            continue
        touched = F._resolve_touches(s, s.stack[-1])
        if touched is None:
            continue
        saved = json.dumps(s.to_json())
        new = s.successor()
        F._own_some(new, touched, set())
        F.resolve_top(new, [])
        assert json.dumps(s.to_json()) == saved, s.stack[-1]
        partial += 1
    assert partial > 10


def test_the_touch_tables_fail_when_a_field_is_left_out() -> None:
    """The guard above can fail: a boost resolved on a successor that does not own ``boosts`` (its only field: the
    stack is replaced by ``resolve_top``) changes the earlier state."""
    for s in playout("massacre", 3, 4, {}):
        top = s.stack[-1] if s.stack else None
        if top is None or F._resolve_touches(s, top) != frozenset({"boosts"}):
            continue
        saved = json.dumps(s.to_json())
        new = s.successor()
        F.resolve_top(new, [])
        if json.dumps(s.to_json()) != saved:
            return
    pytest.fail("no boost resolved on a shared boosts dict changed the earlier state")


def _damage_tops() -> Iterator[CiakState]:
    """States of the play-outs whose top stack entry deals damage (a card's or an ability's)."""
    for variant, n, seed, options in GAMES:
        for s in playout(variant, n, seed, options):
            if not s.stack:
                continue
            top = s.stack[-1]
            if top["kind"] == "card":
                d = s.cat.uid_design[top["card"]]  # (what resolving the card runs: a Ciak or Event card's
                effects = [e for i, ab in enumerate(d.abilities) for e in ab.effects  # ability, else on_play)
                           if (i == 0 if d.type in ("ciak", "event") else ab.trigger == "on_play")]
            elif top["kind"] == "ability":
                effects = list(F.abilities_of(s, top["src"])[top["ab"]].effects)
            else:
                continue
            if any(e.kind == "damage" for e in effects):
                yield s


def _damage_resolved_partly(monkeypatch: pytest.MonkeyPatch, damage_fields: tuple[str, ...]) -> tuple[int, bool]:
    """(damage entries resolved on a successor owning only ``_resolve_touches``'s fields, with a damage taken to
    change ``damage_fields``; whether every earlier state stayed as it was)."""
    monkeypatch.setattr(F, "_DAMAGE_TOUCHES", damage_fields)
    monkeypatch.setattr(F, "_HURT_TOUCHED", {})
    partial, unchanged = 0, True
    for s in _damage_tops():
        touched = F._resolve_touches(s, s.stack[-1])
        if touched is None:
            continue
        earlier = s.copy()  # (the play-out goes on from ``s``: a bad table must not change it)
        saved = json.dumps(earlier.to_json())
        new_s = earlier.successor()
        F._own_some(new_s, touched, set())
        F.resolve_top(new_s, [])
        partial += 1
        unchanged = unchanged and json.dumps(earlier.to_json()) == saved
    return partial, unchanged


def test_damage_that_knocks_nobody_out_is_resolved_on_a_partial_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    """A damage entry is resolved on a successor owning the companies, deck, hands and millions (not a whole copy)
    and the earlier state is unchanged; leaving the companies out fails."""
    partial, unchanged = _damage_resolved_partly(monkeypatch, F._DAMAGE_TOUCHES)
    assert partial > 20 and unchanged
    partial, unchanged = _damage_resolved_partly(monkeypatch, ("deck", "hands", "millions"))
    assert partial > 20 and not unchanged


def test_damage_that_may_knock_a_player_out_gets_the_whole_copy() -> None:
    """``_resolve_touches`` gives None (anything may change) for a damage entry when a company in the game has
    too little dominion left to take the entry's damage, and the fields when every company can."""
    seen = 0
    for s in _damage_tops():
        first = F._resolve_touches(s, s.stack[-1])
        if first is None:
            continue
        weak = s.copy()
        for o in range(len(weak.alive)):
            weak.co[weak.company[o]][:2] = [1, 999]  # one point left, one damage from a sacking
        assert F._resolve_touches(weak, weak.stack[-1]) is None
        strong = s.copy()
        for o in range(len(strong.alive)):
            strong.co[strong.company[o]][:2] = [99, 0]
        assert F._resolve_touches(strong, strong.stack[-1]) == first
        seen += 1
        if seen >= 10:
            return
    pytest.fail("too few damage entries in the play-outs")


def _replacements_resolved_partly(monkeypatch: pytest.MonkeyPatch, replace_fields: tuple[str, ...],
                                  bounce_fields: tuple[str, ...],
                                  lynch_fields: frozenset[str] = F._LYNCH_TOUCHES) -> tuple[int, int, int, bool]:
    """(myth or staff cards taking an occupied place, bounces, lynchings, resolved on a successor owning only
    ``_resolve_touches``'s fields with these tables; whether every earlier state stayed as it was)."""
    monkeypatch.setattr(F, "_LYNCH_TOUCHES", lynch_fields)
    monkeypatch.setattr(F, "_REPLACE_TOUCHES", replace_fields)
    monkeypatch.setattr(F, "_REPLACED", {})
    monkeypatch.setitem(F.EFFECT_TOUCHES, "bounce", bounce_fields)
    monkeypatch.setattr(F, "_HURT_TOUCHED", {})
    replaced = bounced = lynched = 0
    unchanged = True
    for variant, n, seed, options in GAMES:
        for s in playout(variant, n, seed, options):
            top = s.stack[-1] if s.stack else None
            if top is not None and top["kind"] == "lynch":
                touched = F._resolve_touches(s, top)
                earlier = s.copy()
                saved = json.dumps(earlier.to_json())
                new_s = earlier.successor()
                F._own_some(new_s, touched, set())
                F.resolve_top(new_s, [])
                lynched += 1
                unchanged = unchanged and json.dumps(earlier.to_json()) == saved
                continue
            if top is None or top["kind"] != "card":
                continue
            d = s.cat.uid_design[top["card"]]
            replaces = (d.type == "myth" and s.myth[top["seat"]] >= 0) or (
                d.type == "staff" and s.staff[top["seat"]][d.stars - 1] >= 0)
            bounces = any(e.kind == "bounce" for ab in d.abilities for e in ab.effects)
            touched = F._resolve_touches(s, top)
            if touched is None or not (replaces or bounces):
                continue
            earlier = s.copy()
            saved = json.dumps(earlier.to_json())
            new_s = earlier.successor()
            F._own_some(new_s, touched, set())
            F.resolve_top(new_s, [])
            replaced += replaces
            bounced += bounces
            unchanged = unchanged and json.dumps(earlier.to_json()) == saved
    return replaced, bounced, lynched, unchanged


def test_replacements_bounces_and_lynchings_are_resolved_on_a_partial_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    """A myth or staff card taking an occupied place, a bounce and a lynching resolve on a successor owning only
    their fields (not a whole copy): the earlier state is unchanged; leaving the discard pile out of any of the
    three tables fails."""
    bounce = F.EFFECT_TOUCHES["bounce"]
    replaced, bounced, lynched, unchanged = _replacements_resolved_partly(monkeypatch, F._REPLACE_TOUCHES, bounce)
    assert replaced > 10 and bounced > 3 and lynched > 10 and unchanged
    without = tuple(f for f in F._REPLACE_TOUCHES if f != "discard")
    assert not _replacements_resolved_partly(monkeypatch, without, bounce)[3]
    without = tuple(f for f in bounce if f != "discard")
    assert not _replacements_resolved_partly(monkeypatch, F._REPLACE_TOUCHES, without)[3]
    assert not _replacements_resolved_partly(monkeypatch, F._REPLACE_TOUCHES, bounce,
                                             F._LYNCH_TOUCHES - {"discard"})[3]


def _settled_as_apply_does(s: CiakState, action: Action, settled: frozenset[str]) -> tuple[CiakState, list]:
    """``apply``'s copy-on-write path for ``action``, with ``settle`` skipped for the kinds in ``settled``."""
    from gamesuite.rules.ciak import engine as E

    after = s.successor()
    d = after.__dict__
    for f in E._TOUCHES[action.kind]:
        d[f] = F.OWN_FIELD[f](d[f])
    events: list = []
    getattr(RULES, RULES._handlers[action.kind])(after, action, events)
    if action.kind not in settled:
        F.settle(after, events, owned=False, board=False, copied=E._TOUCHES[action.kind])
    return after, events


def _unsettled_kinds_match(settled: frozenset[str]) -> tuple[int, bool]:
    """(how many actions of the kinds in ``settled`` were compared, whether each gave what the handler and a full
    settle on a full copy give) over every enumerated action of the play-outs."""
    from gamesuite.rules.ciak import engine as E

    seen, same = 0, True
    for variant, n, seed, options in GAMES:
        for s in playout(variant, n, seed, options):
            for a in RULES.legal_actions(s):
                if a.kind not in settled or a.kind not in E._TOUCHES or (a.kind == "ability" and E._sacrifices(s, a)):
                    continue
                after, events = _settled_as_apply_does(s, a, settled)
                reference = s.copy()
                expected: list = []
                getattr(RULES, RULES._handlers[a.kind])(reference, a, expected)
                F.settle(reference, expected)
                seen += 1
                same = same and after.to_json() == reference.to_json() and events == expected
                if settled is E._SETTLED:  # and apply itself
                    got, got_events = RULES.apply(s, a)
                    same = same and got.to_json() == reference.to_json() and got_events == expected
    return seen, same


def test_the_kinds_apply_does_not_settle_give_what_a_full_settle_gives() -> None:
    """``apply`` skips ``settle`` after a play, an ability or a token on its copy-on-write path (``engine._SETTLED``):
    for every such action enumerated in the play-outs, the result is the handler plus a full settle on a full copy;
    ``apply`` itself gives the same. A kind settle does have work after (a discard closes the turn) fails the same
    comparison."""
    from gamesuite.rules.ciak import engine as E

    seen, same = _unsettled_kinds_match(E._SETTLED)
    assert same and seen > 300
    assert {"play", "ability", "token"} == E._SETTLED
    seen, same = _unsettled_kinds_match(frozenset({"discard"}))
    assert seen > 5 and not same


def _tallies_leave_earlier_states(fields: Any) -> tuple[int, bool]:
    """(how many fights were tallied on a successor owning ``fields(state, totals)``, whether every earlier state
    stayed as it was) over the play-outs and the fights every seat's strongest and weakest attack would give."""
    tallied, unchanged = 0, True
    for variant, n, seed, options in GAMES:
        for s in playout(variant, n, seed, options):
            if s.combat is None or s.combat.get("stage") != "fight" or s.stack:
                continue
            totals = F.fight_totals(s)
            touched = fields(s, totals)
            if touched is None:
                continue
            earlier = s.copy()  # (the play-out goes on from ``s``: a bad table must not change it)
            saved = json.dumps(earlier.to_json())
            new = earlier.successor()
            F._own_some(new, touched, set())
            F.tally(new, [], totals)
            tallied += 1
            unchanged = unchanged and json.dumps(earlier.to_json()) == saved
    return tallied, unchanged


def test_a_fight_tallied_on_a_successor_changes_only_the_fields_copied_for_it() -> None:
    """``settle`` tallies a fight on a successor that owns only ``flow.tally_touches``'s fields (a whole copy when the
    damage knocks the defender out): the earlier state is unchanged. Owning only the combat record fails."""
    tallied, unchanged = _tallies_leave_earlier_states(F.tally_touches)
    assert tallied > 10 and unchanged
    tallied, unchanged = _tallies_leave_earlier_states(
        lambda s, totals: ("combat",) if F.tally_touches(s, totals) is not None else None)
    assert tallied > 10 and not unchanged


def test_the_kinds_settled_without_a_cast_limit_check_change_nothing_the_limits_read() -> None:
    """None of the kinds in ``_TOUCHES`` may change a field the cast limits depend on: ``apply`` settles the plays,
    abilities and tokens (``_SETTLED``) not at all, and the answers to decisions on a partial copy (the other kinds
    get a full copy; both get the check, see test_ciak_limits.py)."""
    from gamesuite.rules.ciak import engine as E

    assert all(F._BOARD.isdisjoint(fields) for fields in E._TOUCHES.values())
    # (not the companies: only who controls them counts, and only a knock-out changes that, which gets the whole
    # copy and the check: test_ciak_limits.py plays games checking the limits wherever priority is given)
    assert {"cast", "myth", "staff", "items"} <= F._BOARD
    # a fight's tally is not followed by the check unless it knocks a player out (a whole copy)
    for totals in ((5, 3), (3, 5), (4, 4), None):
        s = new(3, "massacre", 1)
        s.combat = {"stage": "fight", "attacker": 0, "defender": 1}
        fields = F.tally_touches(s, totals)
        assert fields is not None and F._BOARD.isdisjoint(fields)


@pytest.mark.parametrize(("variant", "n", "seed", "options"), GAMES)
def test_the_engine_s_own_actions_equal_the_usual_ones(
    variant: str, n: int, seed: int, options: dict[str, Any]
) -> None:
    """The engine builds its actions without Action.__init__ (engine._made): each must be the action
    ``Action(kind, seat, **args)`` builds, arguments in the same order, with the same hash and JSON."""
    seen = 0
    for s in playout(variant, n, seed, options):
        for a in RULES.legal_actions(s):
            usual = Action(a.kind, a.seat, **a.arg_dict)
            assert a == usual and a.args == usual.args and hash(a) == hash(usual), str(a)
            assert Action.from_json(a.to_json()) == a
            seen += 1
    assert seen > 300


@pytest.mark.parametrize(("variant", "n", "seed", "options"), GAMES)
def test_random_play_draws_as_from_the_whole_list(variant: str, n: int, seed: int, options: dict[str, Any]) -> None:
    """random_action may draw the pass before it enumerates the own turn's abilities: it must choose what it
    chooses from the whole list of legal actions, with the same draws, and apply must take that pass."""
    early = 0
    for step, s in enumerate(playout(variant, n, seed, options)):
        if s.over:
            break
        for k in range(3):
            lazy, full = s.successor(), s.successor()
            full._legal = RULES.legal_actions(s)
            r1, r2 = Rng(seed * 100 + step * 3 + k), Rng(seed * 100 + step * 3 + k)
            a = RULES.random_action(lazy, r1)
            assert a == RULES.random_action(full, r2) and r1.state == r2.state, (step, str(a))
            if lazy._legal is None:  # the pass, drawn early
                early += 1
                assert a.kind == "pass" and a.seat == s.priority
                after, _ = RULES.apply(lazy, a)
                assert RULES.check_invariants(after) == []
                for other in range(len(s.alive)):  # another seat's pass is still refused
                    if other != s.priority:
                        with pytest.raises(IllegalAction):
                            RULES.apply(lazy, Action("pass", other))
    assert early > 5


@pytest.mark.parametrize("earlier", [(), ("stack",)])
def test_own_some_copies_each_field_not_copied_yet(earlier: tuple[str, ...]) -> None:
    """``flow._own_some`` (its plan for nothing copied yet, and its loop when ``mine`` already holds fields) gives a
    successor its own copy of each named field once: a field already in ``mine`` keeps the object it has."""
    s = next(x for x in playout("massacre", 3, 2, {}) if x.stack and x.cast[x.active])
    new = s.successor()
    mine = set(earlier)
    fields = ("stack", "hands", "co", "millions")
    F._own_some(new, fields, mine)
    assert mine == set(fields)
    for f in fields:
        same = getattr(new, f) is getattr(s, f)
        assert same == (f in earlier), f  # (the successor shared every field before)
        assert getattr(new, f) == getattr(s, f)
    assert all(new.hands[p] is not s.hands[p] for p in range(len(s.hands)))  # lists of lists: copied deep
    assert all(new.co[c] is not s.co[c] for c in s.co)
    before = {f: getattr(new, f) for f in fields}
    F._own_some(new, fields, mine)  # again: nothing more is copied
    assert all(getattr(new, f) is before[f] for f in fields)
