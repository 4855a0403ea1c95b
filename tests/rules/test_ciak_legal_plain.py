"""Ciak!'s fast legal-action enumeration against a plain one, in random states (hypothesis).

The engine's enumeration (``engine.legal`` and the pieces ``random_action`` calls) is written for speed: per-card-set
tables, zones tested whole before their cards, interned actions, the Ciak cards playable on another's turn looked up
in a table. :func:`plain_legal` below lists the same actions the plain way, straight from the cards' designs and the
rules' helpers (``F.chars``, ``F.targets``, ``F.cond_ok``), every action built with ``Action(...)``. In any state a
seeded random play-out reaches, both must list exactly the same actions in the same order, and ``random_action``
must pick what a chooser over the plain list picks, with the same draws.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamesuite.rules.ciak import RULES, CiakState
from gamesuite.rules.ciak import engine as E
from gamesuite.rules.ciak import flow as F
from gamesuite.rules.ciak.catalog import Ab
from gamesuite.rules.ciak.spec import MAX_TOKENS
from gamesuite.rules.core import Action, Rng
from tests.rules.test_ciak_helpers import new

TABLES = [("massacre", 2), ("massacre", 3), ("massacre", 4), ("alliance", 4), ("dominion", 3), ("dominion", 4)]
OPTIONS = {  # the options the enumeration reads, and those that shape the tables it sees
    "event_timing": ("main_phases", "any_time_own_turn"),
    "controlled_company": ("no_start_million", "ability", "activated_only", "nothing"),
    "rival_window": ("only_if_idle", "always"),
    "lynch_target": ("lyncher", "victim", "strongest"),
    "short_refill": ("deck_out", "last_round"),
    "starting_millions": (0, 3),
}


def _cost(ab: Ab, kind: str) -> int:
    return max((n for c, n in ab.costs if c == kind), default=0)


def _uses(s: CiakState, p: int, acts: list[Action], source: str, abilities: tuple[Ab, ...], card: int,
          self_uid: int, off_turn: bool) -> None:
    """Every use of the activated abilities of ``source`` (``card``: its physical card or -1; ``self_uid``: the
    character whose tokens it spends)."""
    cat = s.cat
    for i, ab in enumerate(abilities):
        if ab.trigger != "activated":
            continue
        if off_turn and ab.cond is not None and ab.cond[0] == "your_turn":
            continue
        if ab.once and f"{source}:{i}" in s.used:
            continue
        if not F.cond_ok(s, p, ab.cond):
            continue
        if s.tokens.get(self_uid, 0) < _cost(ab, "tokens") or s.millions[p] < _cost(ab, "millions"):
            continue
        if any(c == "rotate" for c, _ in ab.costs) and card in s.rotated:
            continue
        targets: list[str | None] = [None]
        if ab.target:
            targets = list(F.targets(s, p, ab.target, cat.uid_stars[card] if card >= 0 else 0))
            if any(c == "sacrifice_self" for c, _ in ab.costs):
                targets = [t for t in targets if t != cat.uid_ref[card]]
        if any(c == "sacrifice_character" for c, _ in ab.costs):
            for t in targets:
                for sc in F.chars(s, p):
                    if sc != card and cat.uid_ref[sc] != t:
                        acts.append(Action("ability", p, source=source, index=i, target=t, sac=sc) if t else
                                    Action("ability", p, source=source, index=i, sac=sc))
        else:
            acts += [Action("ability", p, source=source, index=i, target=t) if t else
                     Action("ability", p, source=source, index=i) for t in targets]


def plain_legal(s: CiakState) -> list[Action]:
    """The legal actions of ``s``, listed the plain way (the order the engine documents)."""
    if s.over:
        return []
    cat = s.cat
    if s.pending:
        kind, seat = s.pending[0]["kind"], s.pending[0]["seat"]
        if kind in ("fit", "sacrifice", "discard"):
            cards = s.cast[seat] if kind == "fit" else F.chars(s, seat) if kind == "sacrifice" else s.hands[seat]
            return [Action("discard" if kind == "discard" else "sacrifice", seat, card=c) for c in cards]
        return E.legal(s)  # (the other decisions: a choice of target or of attack, no fast path)
    p = s.priority
    own = p == s.active
    acts = [Action("pass", p)]
    phase = s.phase
    sorcery = own and phase in (2, 4) and not s.stack
    if s.options.get("event_timing", "main_phases") == "main_phases":
        event_ok = sorcery
    else:
        event_ok = own and phase in (2, 3, 4)
    for u in s.hands[p]:  # the hand, in hand order
        d = cat.uid_design[u]
        if d.type in ("character", "item") and d.cost > s.millions[p]:
            continue
        if d.type in ("character", "item", "myth", "staff"):
            if not sorcery:
                continue
            if d.type == "item":
                acts += [Action("play", p, card=u, target=cat.uid_ref[c]) for c in F.chars(s, p) if c not in s.items]
                continue
            on_play = next((ab.target for ab in d.abilities if ab.trigger == "on_play" and ab.target), None)
            refs = F.targets(s, p, on_play, d.stars) if on_play else []
            acts += [Action("play", p, card=u, target=r) for r in refs] or [Action("play", p, card=u)]
            continue
        ab = d.abilities[0]  # a Ciak or an Event card
        if d.type == "event" and not event_ok:
            continue
        if not F.cond_ok(s, p, ab.cond):
            continue
        if ab.target is None:
            acts.append(Action("play", p, card=u))
        else:
            acts += [Action("play", p, card=u, target=r) for r in F.targets(s, p, ab.target, d.stars)]
    ref = cat.uid_ref
    if not own:  # another's turn: characters (cast, then myth), then staff; items' abilities wait for your turn
        for c in F.chars(s, p):
            _uses(s, p, acts, ref[c], cat.uid_design[c].abilities, c, c, True)
        for x in s.staff[p]:
            if x >= 0:
                _uses(s, p, acts, ref[x], cat.uid_design[x].abilities, x, -1, True)
        return acts
    for c in F.chars(s, p):  # each character, then its item
        _uses(s, p, acts, ref[c], cat.uid_design[c].abilities, c, c, False)
        it = s.items.get(c)
        if it is not None:
            _uses(s, p, acts, ref[it], cat.uid_design[it].abilities, it, c, False)
    for x in s.staff[p]:
        if x >= 0:
            _uses(s, p, acts, ref[x], cat.uid_design[x].abilities, x, -1, False)
    whole = s.options.get("controlled_company", F.CONTROLLED_DEFAULT) != "nothing"
    for cid, rec in s.co.items():
        if rec[2] == p and (whole or cid == s.company[p]):
            _uses(s, p, acts, f"co:{cid}", cat.companies[cid].abilities, -1, -1, False)
    if phase in (2, 3, 4):  # a staff member turned for a token on a character of its star level that rolls dice
        for slot, x in enumerate(s.staff[p], 1):
            if x >= 0 and x not in s.rotated:
                acts += [Action("token", p, staff=x, card=c) for c in s.cast[p]
                         if cat.uid_design[c].dice and cat.uid_design[c].stars == slot
                         and s.tokens.get(c, 0) < MAX_TOKENS]
    return acts


def _chooser(s: CiakState, acts: list[Action], rng: Rng) -> Action:
    """random_action's documented choice over the whole list."""
    if len(acts) == 1:
        return acts[0]
    if not s.pending:
        return acts[0] if rng.random() < E.RANDOM_PASS else rng.choice(acts[1:])
    if s.pending[0]["kind"] == "attack":
        attacks = acts[:-1]
        return rng.choice(attacks) if attacks and rng.random() < E.RANDOM_ATTACK else acts[-1]
    return rng.choice(acts)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    table=st.sampled_from(TABLES),
    seed=st.integers(0, 10**6),
    options=st.fixed_dictionaries({}, optional={k: st.sampled_from(v) for k, v in OPTIONS.items()}),
)
def test_the_fast_enumeration_lists_what_the_plain_one_lists(
        table: tuple[str, int], seed: int, options: dict[str, Any]) -> None:
    variant, n = table
    s = new(n, variant, seed, **options)
    rng = Rng(seed ^ 0x5EED)
    steps = 0
    while not RULES.is_over(s) and steps < 600:
        plain = plain_legal(s)
        fast = E.legal(s)
        assert fast == plain, (steps, [str(a) for a in fast], [str(a) for a in plain])
        assert [a.args for a in fast] == [a.args for a in plain]  # (the same arguments, in the same order)
        lazy = s.successor()  # random_action on a state with nothing memoised, against the plain chooser
        r1, r2 = Rng(seed + steps), Rng(seed + steps)
        assert RULES.random_action(lazy, r1) == _chooser(s, plain, r2) and r1.state == r2.state, steps
        s, _ = RULES.apply(s, RULES.random_action(s, rng))
        steps += 1


def test_the_plain_enumeration_sees_what_the_fast_one_must_match() -> None:
    """The guard above can fail: the plain list tells apart a state where a Ciak card is playable on another's turn
    from one where it is not (the per-card-set table the fast path reads), and it lists token turns."""
    seen: dict[str, int] = {"off-turn play": 0, "token": 0, "ability": 0}
    for seed in range(1, 8):
        s = new(3, "massacre", seed)
        rng = Rng(seed)
        while not RULES.is_over(s):
            for a in plain_legal(s):
                if a.kind == "play" and a.seat != s.active:
                    seen["off-turn play"] += 1
                elif a.kind in seen:
                    seen[a.kind] += 1
            s, _ = RULES.apply(s, RULES.random_action(s, rng))
    assert min(seen.values()) > 10, seen
