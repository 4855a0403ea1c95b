"""Ciak!'s rules: the :class:`CiakRules` class (legality, one handler per action kind, queries, invariants,
random play) over the turn flow in :mod:`gamesuite.rules.ciak.flow` and the views in :mod:`.view`.

Legality has one source: :func:`legal` enumerates every allowed action (there are no free values in Ciak,
so no templates); :meth:`CiakRules.why_not` accepts exactly those (memoised per state) and :func:`explain`
says why anything else is refused. ``apply`` is check -> copy -> ``@handles`` method, then
:func:`flow.settle` runs everything automatic until a player must decide again (the copy is copy-on-write,
tested: see :meth:`CiakRules.apply`).
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import itemgetter
from typing import Any

from gamesuite.rules.ciak import flow as F
from gamesuite.rules.ciak import view as V
from gamesuite.rules.ciak.catalog import EVENT, ITEM, Use
from gamesuite.rules.ciak.spec import MAX_MILLIONS, MAX_TOKENS, SPEC
from gamesuite.rules.ciak.state import CiakState
from gamesuite.rules.core import (
    JSON,
    QT_TRANSLATE_NOOP,
    Action,
    Event,
    GameConfig,
    GameRules,
    IllegalAction,
    Msg,
    Result,
    Rng,
    Sentence,
    Viewer,
    handles,
    player,
)

# How random play-outs choose (documented in docs/games/ciak.md): legal actions are never biased,
# only this chooser is. It passes less often than it plays, and attacks more often than not.
RANDOM_PASS = 0.3
RANDOM_ATTACK = 0.85

WAITING = {  # whom the game waits for, and why (the refusal of anyone else's move)
    "priority": QT_TRANSLATE_NOOP("ciak", "Waiting for {name} to play or pass."),
    "fit": QT_TRANSLATE_NOOP("ciak", "Waiting for {name} to sacrifice a character (cast over its limit)."),
    "sacrifice": QT_TRANSLATE_NOOP("ciak", "Waiting for {name} to sacrifice a character."),
    "discard": QT_TRANSLATE_NOOP("ciak", "Waiting for {name} to discard down to 6 cards."),
    "lynch": QT_TRANSLATE_NOOP("ciak", "Waiting for {name} to choose the lynched character."),
    "trigger": QT_TRANSLATE_NOOP("ciak", "Waiting for {name} to choose a target."),
    "attack": QT_TRANSLATE_NOOP("ciak", "Waiting for {name} to decide on an attack."),
}


# ---------------------------------------------------------------------------------- legal actions

# Actions are immutable values: each distinct one is built once and reused (Action() sorts and freezes its
# arguments, which costs more than enumerating). Keys: the kind, the seat, then the arguments in a fixed order.
_ACTIONS: dict[tuple[Any, ...], Action] = {}
_MAX_ACTIONS = 100_000


def _remember(key: tuple[Any, ...], action: Action) -> Action:
    if len(_ACTIONS) >= _MAX_ACTIONS:
        _ACTIONS.clear()
    _ACTIONS[key] = action
    return action


_CO_REF: dict[str, str] = {}  # company id -> its reference in actions, "co:<id>"
# seat -> its pass (the first legal action of every priority decision) and that pass's event: the same values for
# every game (actions and events are never changed), made here once for every seat a game can have. A tuple read by
# index: three passes in four actions of a random game look theirs up (a dict's ``get`` is a method call).
_PASS_OF: tuple[Action, ...] = tuple(Action("pass", seat) for seat in range(SPEC.max_players))
_PASS_EVENT_OF: tuple[Event, ...] = tuple(
    Event("pass", F.say(QT_TRANSLATE_NOOP("ciak", "{name} passes."), name=player(seat)), {"seat": seat})
    for seat in range(SPEC.max_players))


def _made(kind: str, seat: int, args: tuple[tuple[str, Any], ...]) -> Action:
    """``Action(kind, seat, **dict(args))`` for ``args`` already in name order with scalar values, without its
    ``__init__`` (which sorts and freezes the arguments: a cost paid for every new action, e.g. a card played on
    a target for the first time). test_ciak_engine.py checks these equal the actions built the usual way."""
    action = _new(Action)
    _set(action, "kind", kind)  # (as Action.__init__ sets them: an instance whose __dict__ was read reads its
    _set(action, "seat", seat)  # attributes ~3x slower, and the engine reads an action's on every step)
    _set(action, "args", args)
    return action


_set = object.__setattr__


def _plain(kind: str, seat: int) -> Action:
    """``pass`` or ``no_attack``."""
    key = (kind, seat)
    return _ACTIONS.get(key) or _remember(key, Action(kind, seat))


def _with_card(kind: str, seat: int, card: int) -> Action:
    """``sacrifice``, ``discard`` or a ``play`` without a target."""
    key = (kind, seat, card)
    return _ACTIONS.get(key) or _remember(key, _made(kind, seat, (("card", card),)))


def _play_on(seat: int, card: int, target: str) -> Action:
    key = ("play", seat, card, target)
    return _ACTIONS.get(key) or _remember(key, _made("play", seat, (("card", card), ("target", target))))


def _choose(seat: int, target: str) -> Action:
    key = ("choose", seat, target)
    return _ACTIONS.get(key) or _remember(key, _made("choose", seat, (("target", target),)))


def _attack(seat: int, target: int) -> Action:
    key = ("attack", seat, target)
    return _ACTIONS.get(key) or _remember(key, _made("attack", seat, (("target", target),)))


def _token(seat: int, staff: int, card: int) -> Action:
    key = ("token", seat, staff, card)
    return _ACTIONS.get(key) or _remember(key, _made("token", seat, (("card", card), ("staff", staff))))


def _use(seat: int, source: str, index: int, target: str | None, sac: int | None) -> Action:
    key = ("ability", seat, source, index, target, sac)
    action = _ACTIONS.get(key)
    if action is None:
        args: list[tuple[str, Any]] = [("index", index)]  # (in name order)
        if sac is not None:
            args.append(("sac", sac))
        args.append(("source", source))
        if target is not None:
            args.append(("target", target))
        action = _remember(key, _made("ability", seat, tuple(args)))
    return action


def legal(s: CiakState) -> list[Action]:
    """Every action allowed now, in a fixed order (the random chooser and the golden counts rely on it)."""
    if s.over:
        return []
    pending = s.pending
    if not pending:
        return _priority_actions(s, s.priority)
    p = pending[0]
    kind, seat = p["kind"], p["seat"]
    if kind == "attack":  # (the most frequent decision here, then discards: tested first, without a comprehension)
        out = []
        for o in F._attack_targets(s):
            out.append(_ACTIONS.get(("attack", seat, o)) or _attack(seat, o))
        out.append(_ACTIONS.get(("no_attack", seat)) or _plain("no_attack", seat))
        return out
    if kind == "fit":
        return [_with_card("sacrifice", seat, c) for c in s.cast[seat]]
    if kind == "sacrifice":
        return [_with_card("sacrifice", seat, c) for c in F.chars(s, seat)]
    if kind == "discard":
        known = _ACTIONS.get
        return [known(("discard", seat, c)) or _with_card("discard", seat, c) for c in s.hands[seat]]
    ref = s.cat.uid_ref
    if kind == "lynch":
        return [_choose(seat, ref[c]) for c in F.chars(s, p["victim"])]
    if kind == "trigger":
        ab = F.abilities_of(s, p["src"])[p["ab"]]
        return [_choose(seat, r) for r in F.targets(s, seat, ab.target or "", F.ref_stars(s, p["src"]))]
    raise ValueError(f"no decision of kind {kind!r}")


def _priority_actions(s: CiakState, p: int) -> list[Action]:
    """Pass, then the cards of the hand in hand order, then activated abilities (characters with their
    items, staff, companies), then staff turned for a token."""
    if p != s.active:
        return _other_actions(s, p)
    acts = [_PASS_OF[p]]
    found: dict[tuple[str, int], list[str]] = {}  # the targets of a kind (and star level), found once per call
    _own_hand_actions(s, p, acts, found)
    _own_ability_actions(s, p, acts, s.phase, found)
    return acts


class _Reads:
    """What the enumeration reads of a card set besides the catalog's own tables, derived once per card set."""

    __slots__ = ("cat", "ciak", "ciak_uids", "off_ciak", "off_ciak_uids", "dice_slot", "use_m", "off_m", "co_need",
                 "plain", "no_plain")

    def __init__(self, cat: Any) -> None:
        self.cat = cat
        # the Ciak cards (played on any turn, for nothing): card -> (condition, target, star level); and those of
        # them that can be played on another's turn (a "your_turn" condition never holds then)
        self.ciak: dict[int, tuple[tuple[str, int] | None, str | None, int]] = {
            u: (pl.cond, pl.target, pl.stars) for u, pl in enumerate(cat.uid_play) if u in cat.ciak_uids}
        self.off_ciak = {u: got for u, got in self.ciak.items() if got[0] is None or got[0][0] != "your_turn"}
        self.ciak_uids = frozenset(self.ciak)
        self.off_ciak_uids = frozenset(self.off_ciak)
        # card -> the staff slot (0-2) whose member may turn for a token on it (a character that rolls dice, of
        # that star level), or -1
        self.dice_slot = tuple(st - 1 if 1 <= st <= 3 else -1 for st in cat.uid_dice_stars)
        # card -> the fewest millions its activated abilities (``use_m``) or those usable on another's turn
        # (``off_m``) cost, or _NEVER for a card without any: one index instead of a set test and an index in
        # the zone loops. The extra last entry is _NEVER too: an empty myth or staff place (-1) reads it.
        self.use_m = tuple(m if u in cat.use_uids else _NEVER for u, m in enumerate(cat.uid_millions_needed)) + (
            _NEVER,)
        self.off_m = tuple(m if u in cat.off_use_uids else _NEVER for u, m in enumerate(cat.uid_off_millions)) + (
            _NEVER,)
        # card -> whether, in your phases 2 and 4 with an empty stack, its play is one action without a target
        # whatever the table (a character, myth or staff member without an on-play target; a Ciak or Event card
        # without condition or target): _own_hand_actions lists it without reading its play's fields
        self.plain = tuple((pl.kind > EVENT and pl.kind != ITEM and not pl.target)
                           or (pl.kind <= EVENT and pl.cond is None and pl.target is None) for pl in cat.uid_play)
        self.no_plain = (False,) * len(self.plain)
        # company -> (the millions below which none of its activated abilities can be paid, its once-a-turn entry
        # in ``used`` when that is its only ability, else None): most of the time a company's ability is spent
        # or too dear, and this answers without a call of _ability_actions (which checks the same, use by use).
        # A cost of 0 millions never refuses (-_NEVER), even with a debt; no ability at all always does (_NEVER).
        self.co_need: dict[str, tuple[int, str | None]] = {
            cid: (_co_millions(us), us[0].used if len(us) == 1 and us[0].ab.once else None)
            for cid, us in cat.co_uses.items()}


def _co_millions(uses: tuple[Use, ...]) -> int:
    """The fewest millions a player must hold for one of ``uses`` to be paid (as _ability_actions tests them)."""
    if not uses:
        return _NEVER
    if not all(u.millions for u in uses):
        return -_NEVER
    return min(u.millions for u in uses)


_NEVER = 1 << 29  # more millions than anyone ever holds (spec.MAX_MILLIONS is far lower; one digit of a Python
# int: compared at full speed)


def _reads(cat: Any) -> _Reads:
    global _READS
    reads = _READS = _Reads(cat)
    return reads


_READS = _Reads.__new__(_Reads)  # the card set's reads last asked for (one card set in play at a time)
_READS.cat = None


def _ciak_actions(s: CiakState, p: int, acts: list[Action], hand: list[int],
                  ciak: dict[int, tuple[tuple[str, int] | None, str | None, int]],
                  found: dict[tuple[str, int], list[str]]) -> None:
    """The plays of the Ciak cards of ``hand`` (in hand order) that ``ciak`` lists: :func:`_own_hand_actions`'s
    loop when only Ciak cards may be played."""
    if s.millions[p] < 0:
        return  # (as _own_hand_actions: a card costs more than the player has)
    known = _ACTIONS.get
    for u in hand:
        got = ciak.get(u)
        if got is None:
            continue
        cond, target, stars = got
        if cond is not None and not F.cond_ok(s, p, cond):
            continue
        if target is None:
            acts.append(known(("play", p, u)) or _with_card("play", p, u))
        else:
            refs = found.get((target, stars))
            if refs is None:
                refs = found[target, stars] = F.targets(s, p, target, stars)
            for r in refs:
                acts.append(known(("play", p, u, r)) or _play_on(p, u, r))


def _other_actions(s: CiakState, p: int) -> list[Action]:
    """:func:`_priority_actions` on another player's turn: pass, the Ciak cards of the hand, then the abilities that
    may be used on another's turn.

    Each zone is tested whole first and once (most off-turn states list only the pass: no Ciak card for now in the
    hand, no usable card in play). Keep the order: the Ciak cards, the cast, the myth, then the staff."""
    acts = [_PASS_OF[p]]
    cat = s.cat
    # l.205: on another's turn only abilities of staff members and characters, and of those only the ones
    # without a "your_turn" condition; a card whose every such ability costs more tokens or millions than
    # there are is skipped
    off_ids = cat.off_use_uids
    reads = _READS if _READS.cat is cat else _reads(cat)
    found: dict[tuple[str, int], list[str]] = {}  # the targets of a kind (and star level), found once
    hand = s.hands[p]
    if hand and not reads.off_ciak_uids.isdisjoint(hand):  # only Ciak cards can be played on another's turn
        _ciak_actions(s, p, acts, hand, reads.off_ciak, found)
    cast = s.cast[p]
    m = s.myth[p]
    need_m = reads.off_m  # (_NEVER for a card without such an ability, and for -1)
    millions = s.millions[p]
    if need_m[m] <= millions or not off_ids.isdisjoint(cast):
        need_t = cat.uid_off_tokens
        tokens = s.tokens
        for c in cast:
            if need_m[c] <= millions and not (need_t[c] and tokens.get(c, 0) < need_t[c]):
                _ability_actions(s, p, acts, cat.uid_ref[c], c, cat.uid_off_uses[c], c, found)
        if need_m[m] <= millions and not (need_t[m] and tokens.get(m, 0) < need_t[m]):
            _ability_actions(s, p, acts, cat.uid_ref[m], m, cat.uid_off_uses[m], m, found)
    staff = s.staff[p]
    if not off_ids.isdisjoint(staff):
        rotates = cat.uid_rotates
        rotated = s.rotated
        for st in staff:
            if need_m[st] <= millions and not (rotates[st] and st in rotated):  # (a rotated one cannot pay)
                _ability_actions(s, p, acts, cat.uid_ref[st], st, cat.uid_off_uses[st], -1, found)
    return acts


_first = itemgetter(0)
_ANSWER_PHASES = (2, 3, 4)  # the phases in which an Event may answer the stack ("any_time_own_turn"), or tokens
_PLAYS: tuple[dict[int, Action], ...] = tuple({} for _ in range(SPEC.max_players))  # seat -> card -> its
# play without a target (the same values as ``_with_card("play", seat, card)``; card numbers are the same action
# whatever the card set, as in _ACTIONS)


def _plain_play(p: int, u: int) -> Action:
    action = _PLAYS[p][u] = _ACTIONS.get(("play", p, u)) or _with_card("play", p, u)
    return action


def _own_hand_actions(s: CiakState, p: int, acts: list[Action], targets: dict[tuple[str, int], list[str]]) -> None:
    """On your own turn (``p`` holds priority): the plays of your hand in hand order (the actions after the pass,
    before the abilities; ``targets``: those found so far in this enumeration, by kind and star level).

    In your phases 2 and 4 with an empty stack every card may be played (Events too, whatever their timing); with
    the ``any_time_own_turn`` Event timing, Ciak and Event cards in phases 2-4; else only Ciak cards. (One function,
    not a second call for the loop: this runs for most of the active player's decisions.)"""
    hand = s.hands[p]
    if not hand:
        return
    phase = s.phase
    sorcery = (phase == 2 or phase == 4) and not s.stack
    cat = s.cat
    reads = _READS if _READS.cat is cat else _reads(cat)
    if not sorcery and not (phase in _ANSWER_PHASES
                            and s.options.get("event_timing", "main_phases") != "main_phases"):
        if not reads.ciak_uids.isdisjoint(hand):  # only Ciak cards
            _ciak_actions(s, p, acts, hand, reads.ciak, targets)
        return
    plays = cat.uid_play
    pay = cat.uid_pay
    known = _ACTIONS.get  # (the interned actions looked up here: a call of _with_card/_play_on only to build one)
    millions = s.millions[p]
    plain = reads.plain if sorcery else reads.no_plain  # (off the sorcery phases a character cannot be played)
    plays_of = _PLAYS[p]
    for u in hand:
        if pay[u] > millions:
            continue  # a character or item the player cannot pay for (the common case: tested first)
        if plain[u]:  # the next common case: one play without a target (its action by card, no key tuple)
            acts.append(plays_of.get(u) or _plain_play(p, u))
            continue
        kind, cost, stars, cond, target = plays[u]
        if kind > EVENT:  # (CIAK < EVENT < the others) items, characters, myths and staff: your phases 2
            # and 4, empty stack
            if not sorcery:
                continue
            if kind == ITEM:  # on each of your characters (F.chars: the cast, then the myth) without one
                ref = cat.uid_ref
                items = s.items
                for c in s.cast[p]:
                    if c not in items:
                        acts.append(known(("play", p, u, ref[c])) or _play_on(p, u, ref[c]))
                c = s.myth[p]
                if c >= 0 and c not in items:
                    acts.append(known(("play", p, u, ref[c])) or _play_on(p, u, ref[c]))
                continue
            if target:
                refs = targets.get((target, stars))
                if refs is None:
                    refs = targets[target, stars] = F.targets(s, p, target, stars)
                if refs:
                    for r in refs:
                        acts.append(known(("play", p, u, r)) or _play_on(p, u, r))
                    continue
            acts.append(known(("play", p, u)) or _with_card("play", p, u))
            continue
        # Ciak and Event cards
        if cond is not None and not F.cond_ok(s, p, cond):
            continue
        if target is None:
            acts.append(known(("play", p, u)) or _with_card("play", p, u))
        else:
            refs = targets.get((target, stars))
            if refs is None:
                refs = targets[target, stars] = F.targets(s, p, target, stars)
            for r in refs:
                acts.append(known(("play", p, u, r)) or _play_on(p, u, r))


def _own_ability_actions(s: CiakState, p: int, acts: list[Action], phase: int,
                         found: dict[tuple[str, int], list[str]]) -> None:
    """On your own turn: activated abilities of characters with their items, staff and companies, then tokens."""
    cat = s.cat
    uses = cat.uid_uses
    items = s.items
    # (skipped: a card whose every ability costs more tokens than its character holds, or more millions than p has)
    need = cat.uid_tokens_needed
    reads = _READS if _READS.cat is cat else _reads(cat)
    need_m = reads.use_m  # (_NEVER for a card without an activated ability, and for -1)
    millions = s.millions[p]
    tokens = s.tokens
    use_ids = cat.use_uids
    cast = s.cast[p]
    m = s.myth[p]
    if items and not use_ids.isdisjoint(items.values()):  # an item in play has an ability (someone's)
        ref = cat.uid_ref
        for c in cast + [m] if m >= 0 else cast:  # (F.chars)
            if need_m[c] <= millions and not (need[c] and tokens.get(c, 0) < need[c]):
                _ability_actions(s, p, acts, ref[c], c, uses[c], c, found)
            it = items.get(c)
            if it is not None and need_m[it] <= millions and not (need[it] and tokens.get(c, 0) < need[it]):
                _ability_actions(s, p, acts, ref[it], it, uses[it], c, found)
    else:  # no item in play with an ability: the characters with abilities, in the same order
        if cast and not use_ids.isdisjoint(cast):
            for c in cast:
                if need_m[c] <= millions and not (need[c] and tokens.get(c, 0) < need[c]):
                    _ability_actions(s, p, acts, cat.uid_ref[c], c, uses[c], c, found)
        if need_m[m] <= millions:
            _ability_actions(s, p, acts, cat.uid_ref[m], m, uses[m], m, found)
    staff = s.staff[p]
    rotated = s.rotated
    if not use_ids.isdisjoint(staff):
        rotates = cat.uid_rotates
        for st in staff:
            if need_m[st] <= millions and not (rotates[st] and st in rotated):
                _ability_actions(s, p, acts, cat.uid_ref[st], st, uses[st], -1, found)  # (a rotated one cannot pay)
    co_uses = cat.co_uses
    co_need = reads.co_need
    whole = None
    for cid, rec in s.co.items():
        if rec[2] == p:
            least, once = co_need[cid]
            if millions < least or (once is not None and once in s.used):
                continue  # (no use of it can be paid now: _ability_actions would list nothing)
            if whole is None:
                whole = s.options.get("controlled_company", F.CONTROLLED_DEFAULT) != "nothing"
            if whole or cid == s.company[p]:
                _ability_actions(s, p, acts, _CO_REF.get(cid) or _CO_REF.setdefault(cid, f"co:{cid}"), -1,
                                 co_uses[cid], -1, found)
    if phase in _ANSWER_PHASES and cast and not cat.dice_uids.isdisjoint(cast):
        # staff turned for a token on a character of the member's star level that rolls dice: staff slot by slot,
        # each slot's characters in play order (one pass over the cast, sorted by slot if two slots turn)
        dice_slot = reads.dice_slot
        turns = None
        for c in cast:
            i = dice_slot[c]
            if i >= 0:
                st = staff[i]
                if st >= 0 and st not in rotated and tokens.get(c, 0) < MAX_TOKENS:
                    if turns is None:
                        turns = [(i, c, st)]
                    else:
                        turns.append((i, c, st))
        if turns is not None:
            if len(turns) > 1:
                turns.sort(key=_first)  # (stable: play order within a slot)
            known = _ACTIONS.get
            for _, c, st in turns:
                acts.append(known(("token", p, st, c)) or _token(p, st, c))


def _ability_actions(
    s: CiakState, p: int, acts: list[Action], source: str, card: int, uses: tuple[Use, ...], self_uid: int,
    found: dict[tuple[str, int], list[str]],
) -> None:
    """The uses of ``source``'s activated abilities (``card``: its physical card, -1 for a company;
    ``self_uid``: the character "this character" means; ``found``: the targets found so far in this enumeration,
    by kind and star level, never changed by the caller)."""
    for at, ab, used, sac_self, sac_char, tokens, millions, rotate in uses:
        if ab.once and used in s.used:
            continue
        if ab.cond is not None and not F.cond_ok(s, p, ab.cond):
            continue
        if tokens and s.tokens.get(self_uid, 0) < tokens:
            continue  # the costs: tokens on this character, millions, an upright staff member
        if millions and s.millions[p] < millions:
            continue
        if rotate and card in s.rotated:
            continue
        target = ab.target
        if not target and not sac_char:  # the common case: one use, no choice (its action looked up here)
            acts.append(_ACTIONS.get(("ability", p, source, at, None, None)) or _use(p, source, at, None, None))
            continue
        known = _ACTIONS.get
        if target:
            key = (target, s.cat.uid_stars[card] if card >= 0 else 0)
            refs = found.get(key)
            if refs is None:
                refs = found[key] = F.targets(s, p, target, key[1])
            if sac_self:
                own = s.cat.uid_ref[card]
                refs = [r for r in refs if r != own]  # it would be gone
            if not sac_char:  # one use per target
                for r in refs:
                    acts.append(known(("ability", p, source, at, r, None)) or _use(p, source, at, r, None))
                continue
            targets: list[str | None] = refs  # type: ignore[assignment]  # (only read here)
            if not targets:
                continue
        else:
            targets = [None]
        sacs = [c for c in F.chars(s, p) if c != card]
        if not sacs:
            continue
        ref = s.cat.uid_ref
        for t in targets:
            for sc in sacs:
                if t == ref[sc]:
                    continue  # the sacrificed character cannot be the target
                acts.append(known(("ability", p, source, at, t, sc)) or _use(p, source, at, t, sc))


def explain(s: CiakState, action: Action) -> Msg:
    """Why ``action`` is not among the legal actions, as a sentence for the player."""
    kind, seat = F.decision(s)
    if kind == "over":
        return F.say(QT_TRANSLATE_NOOP("ciak", "The game is over."))
    if action.seat != seat:
        return F.say(WAITING[kind], name=player(seat))
    if action.kind == "play":
        u = action.get("card")
        if u not in s.hands[seat]:
            return F.say(QT_TRANSLATE_NOOP("ciak", "You do not hold that card."))
        d = s.cat.uid_design[u]
        if d.type == "event" and seat != s.active:
            return F.say(QT_TRANSLATE_NOOP("ciak", "Event cards can only be played on your own turn."))
        any_time = s.options.get("event_timing", "main_phases") != "main_phases"
        if d.type != "ciak" and not (d.type == "event" and any_time) and (seat != s.active or s.phase not in (2, 4)):
            return F.say(QT_TRANSLATE_NOOP("ciak", "Characters, myths, staff, items and Events are played in your phases 2 and 4."))  # noqa: E501
        if s.stack and d.type != "ciak" and not (d.type == "event" and any_time):
            return F.say(QT_TRANSLATE_NOOP("ciak", "Only Ciak cards and abilities can answer a card on the stack."))
        if d.type in ("character", "item") and d.cost > s.millions[seat]:
            return F.say(QT_TRANSLATE_NOOP("ciak", "{card} costs {cost} million; you have {millions}."), card=d.name, cost=d.cost,  # noqa: E501
                         millions=s.millions[seat])
        return F.say(
            QT_TRANSLATE_NOOP("ciak", "That card cannot be played that way now (check its target and condition)."))
    return F.say(QT_TRANSLATE_NOOP("ciak", "That move is not allowed right now."))


# ---------------------------------------------------------------------------------- copy on write

# The containers each handler changes in place (everything else it reads, or replaces whole). ``apply`` gives
# these kinds a successor with its own copies of just these, and :func:`flow.settle` copies the rest only if it
# has to change one (``test_ciak_engine.py`` checks that no action changes an earlier state). Kinds not listed
# (sacrifice, and abilities whose cost sacrifices a card) get a full copy. None of these containers is one the cast
# limits depend on (``flow._BOARD``), so ``settle`` need not check the limits after these kinds.
_TOUCHES: dict[str, tuple[str, ...]] = {
    "play": (),  # (the handler replaces what it changes: the player's hand, known, millions, the stack)
    "ability": (),  # (the handler replaces what it changes; a sacrifice gets the whole copy)
    "token": ("rotated", "tokens"),
    "attack": ("pending", "rng"),
    "no_attack": ("pending",),
    "discard": ("pending", "hands", "known", "discard"),
    "choose": ("pending", "stack"),
}

# _TOUCHES with each field's copier (flow.OWN_FIELD), looked up once
_COPIES: dict[str, tuple[tuple[str, Any], ...]] = {
    kind: tuple((f, F.OWN_FIELD[f]) for f in fields) for kind, fields in _TOUCHES.items()}


# The kinds after which settle has nothing to do (on the copy-on-write path: no card dies): each gives priority on
# with no pass counted (passes 0 < need) and changes no phase, decision, life or deck, and ``state`` was settled
# (so neither over nor out of cards, two sides in, nobody waiting in phase 3 with the fight done and the stack
# empty). ``test_ciak_engine.py`` checks a full settle after each changes nothing.
_SETTLED = frozenset({"play", "ability", "token"})


def _sacrifices(s: CiakState, action: Action) -> bool:
    """Whether the ability ``action`` uses has a cost that sacrifices a card (kept per action: actions are
    interned, and the answer depends on the card set, so the action itself is kept to check the id)."""
    got = _SACRIFICES.get(id(action))
    if got is not None and got[0] is action and got[1] is s.cat:
        return got[2]
    ab = F.abilities_of(s, str(action["source"]))[int(action["index"])]
    sac = any(ck == "sacrifice_self" or ck == "sacrifice_character" for ck, _ in ab.costs)
    if len(_SACRIFICES) >= _MAX_ACTIONS:
        _SACRIFICES.clear()
    _SACRIFICES[id(action)] = (action, s.cat, sac)
    return sac


_SACRIFICES: dict[int, tuple[Action, Any, bool]] = {}  # id(action) -> (action, its catalog, whether it sacrifices)
_new = object.__new__


# ---------------------------------------------------------------------------------- the rules


class CiakRules(GameRules[CiakState]):
    spec = SPEC

    # ---------------------------------------------------------------- protocol

    def new_game(self, config: GameConfig, seed: int) -> CiakState:
        return F.new_game(config, seed)

    def legal_actions(self, state: CiakState) -> list[Action]:
        return list(self._legal(state))

    @staticmethod
    def _legal(state: CiakState) -> list[Action]:
        """The memoised list itself (never handed out: callers get a copy)."""
        if state._legal is None:
            state._legal = legal(state)
        return state._legal

    def why_not(self, state: CiakState, action: Action) -> Sentence | None:
        """None when ``action`` is one of the legal actions, else the sentence (there are no templates)."""
        return None if action in self._legal(state) else explain(state, action)

    def apply(self, state: CiakState, action: Action) -> tuple[CiakState, list[Event]]:
        """Check -> copy -> handler (the inherited steps, inlined), then everything automatic until the next
        decision.

        The copy is copy-on-write. A pass (most actions of a game) changes two numbers unless it closes the
        round of passes: its successor shares every list and dict with ``state`` (states are values: nothing
        mutates a state once ``apply`` returned it). A pass that leaves the round open (``passes < need``)
        only moved priority on, so nothing settle looks at changed since the state was settled. The kinds in
        ``_TOUCHES`` get a successor with their own copies of the containers their handler changes; then
        :func:`flow.settle` copies the whole state only if it has to change a list or dict in place
        (``test_ciak_engine.py`` checks passes against the handler plus a full settle on a full copy, and that
        no action changes an earlier state).
        """
        acts = state._legal
        if acts is None and not (action.kind == "pass" and action.seat == state.priority and not action.args
                                 and not state.pending and not state.over):
            acts = state._legal = legal(state)  # (the priority holder's pass is always legal: random_action
        if acts is not None and (not acts or acts[0] is not action):  # draws it without the list; a pass is first)
            for a in acts:  # check_action, inlined: the enumerated actions are interned, so look for this very one
                if a is action:
                    break
            else:
                if action not in acts:  # an equal action built elsewhere (why_not compares by value)
                    raise IllegalAction(explain(state, action))
        kind = action.kind
        if kind == "pass":  # state.successor() and the handler _pass, inlined (test_ciak_engine.py compares them)
            d = state.__dict__.copy()
            d["_legal"] = None
            p: int = action.seat  # type: ignore[assignment]  # (a seat: legal() made it)
            passes = d["passes"] + 1
            need = d["need"]
            if (passes < need and d["acted"] and p == d["active"] and not d["stack"] and d["phase"] in (2, 4)
                    and state.options.get("rival_window", "only_if_idle") == "only_if_idle"):
                passes = need  # l.143: the others' end-of-phase turn only if idle
            d["passes"] = passes
            alive = d["alive"]
            j = p + 1 if p + 1 < len(alive) else 0
            d["priority"] = j if alive[j] else F.next_alive(state, p)  # the next seat, unless it is out
            s = _new(CiakState)
            s.__dict__ = d
            events: list[Event] = [_PASS_EVENT_OF[p]]
            if passes >= need:  # a pass moves no card: the cast limits held when ``state`` was settled
                F.settle(s, events, owned=False, board=False)
            return s, events
        events = []
        touched = _TOUCHES.get(kind)
        if kind == "ability" and _sacrifices(state, action):
            touched = None  # a cost sacrifices a card: anything may change
        if touched is None:
            s = state.copy()
            getattr(self, self._handlers[kind])(s, action, events)  # every enumerated kind has a handler
            F.settle(s, events)
            return s, events
        d = state.__dict__.copy()  # state.successor(), inlined
        d["_legal"] = None
        s = _new(CiakState)
        s.__dict__ = d
        for f, own in _COPIES[kind]:  # the only containers the handler changes in place (and the generator)
            d[f] = own(d[f])
        getattr(self, self._handlers[kind])(s, action, events)
        if kind not in _SETTLED:  # an answer to a decision: the settle that asked it returned before checking the
            F.settle(s, events, owned=False, copied=touched)  # cast limits (a lynch's target), so they are checked now
        return s, events

    def is_over(self, state: CiakState) -> bool:
        return state.over

    def scores(self, state: CiakState) -> dict[int, float]:
        return {seat: float(F.remaining(state, seat)) for seat in range(len(state.alive))}

    def result(self, state: CiakState) -> Result | None:
        if not state.over:
            return None
        return Result(self.scores(state), tuple(state.winners), F.end_words(state))

    def waiting_for(self, state: CiakState) -> list[Viewer]:
        kind, seat = F.decision(state)
        return [] if kind == "over" else [Viewer.of_seat(seat)]

    def view(self, state: CiakState, viewer: Viewer) -> V.TableView | V.SeatView:
        return V.view(state, viewer)

    def state_from_json(self, data: Mapping[str, JSON]) -> CiakState:
        return CiakState.from_json(data)

    def random_action(self, state: CiakState, rng: Rng) -> Action:
        acts = state._legal
        if acts is None:
            if state.pending or state.over:
                acts = state._legal = legal(state)
            else:  # priority: pass, then the rest (the chooser below, inlined for the two cases)
                p = state.priority
                if p != state.active:
                    acts = state._legal = _other_actions(state, p)
                    if len(acts) == 1:
                        return acts[0]  # (most of them: nothing to play on another's turn)
                else:  # your own priority: legal(state) in two steps, the pass drawn in between (the same draws)
                    acts = [_PASS_OF[p]]
                    found: dict[tuple[str, int], list[str]] = {}
                    _own_hand_actions(state, p, acts, found)
                    if len(acts) > 1:  # a play besides the pass: whether to pass is drawn before the abilities
                        if rng.chance(RANDOM_PASS):  # are enumerated (apply needs no list to allow a pass)
                            return acts[0]
                        _own_ability_actions(state, p, acts, state.phase, found)
                        state._legal = acts
                        return acts[1 + rng.below(len(acts) - 1)]
                    _own_ability_actions(state, p, acts, state.phase, found)
                    state._legal = acts
                    if len(acts) == 1:
                        return acts[0]
                if rng.chance(RANDOM_PASS):
                    return acts[0]  # pass is always first
                return acts[1 + rng.below(len(acts) - 1)]  # rng.choice(acts[1:]) without the slice: the same draw
        if len(acts) == 1:
            return acts[0]  # what rng.choice returns for one action, without drawing
        if state.over:
            return rng.choice(acts)  # no actions: IndexError, as before
        pending = state.pending
        if not pending:  # priority
            if rng.chance(RANDOM_PASS):
                return acts[0]  # pass is always first
            return acts[1 + rng.below(len(acts) - 1)]  # rng.choice(acts[1:]) without the slice: the same draw
        if pending[0]["kind"] == "attack":
            attacks = acts[:-1]  # the attacks, then no_attack
            if attacks and rng.chance(RANDOM_ATTACK):
                return rng.choice(attacks)
            return acts[-1]
        return rng.choice(acts)

    # ---------------------------------------------------------------- actions (one handler per kind)

    @handles("pass")
    def _pass(self, s: CiakState, action: Action, ev: list[Event]) -> None:
        p: int = action.seat  # type: ignore[assignment]  # (a seat: legal() made it)
        s.passes += 1
        if (
            s.acted
            and p == s.active
            and not s.stack
            and s.phase in (2, 4)
            and s.options.get("rival_window", "only_if_idle") == "only_if_idle"
        ):
            s.passes = max(s.passes, s.need)  # l.143: the others' end-of-phase turn only if idle
        alive = s.alive
        j = p + 1 if p + 1 < len(alive) else 0
        s.priority = j if alive[j] else F.next_alive(s, p)  # the next seat, unless it is out
        ev.append(_PASS_EVENT_OF[p])

    @handles("play")
    def _play(self, s: CiakState, action: Action, ev: list[Event]) -> None:
        p: int = action.seat  # type: ignore[assignment]  # (a seat: legal() made it)
        args = action.args  # (card, then target if any: Action keeps its arguments in name order)
        u = int(args[0][1])
        d = s.cat.uid_design[u]
        # every container it changes is replaced, never changed in place (``s`` shares them with ``state``:
        # apply copies nothing for a play): the player's own hand, ``known`` only when the card was shown (rare),
        # the millions only for a card that costs some, the stack one entry longer (F.push, inlined)
        hands = s.hands = s.hands.copy()
        hand = hands[p] = hands[p].copy()
        hand.remove(u)
        if u in s.known:
            known = s.known = s.known.copy()
            known.remove(u)
        if d.type in ("character", "item"):
            millions = s.millions = s.millions.copy()
            millions[p] -= d.cost
        target = args[1][1] if len(args) > 1 else None
        sid = s.next_id
        s.next_id = sid + 1
        s.stack = [*s.stack, {"kind": "card", "seat": p, "card": u, "target": target, "id": sid, "phase": s.phase,
                              "turn": s.turn}]
        s.acted = s.acted or p == s.active
        alive = s.alive
        j = p + 1 if p + 1 < len(alive) else 0
        s.priority, s.passes, s.need = j if alive[j] else F.next_alive(s, p), 0, alive.count(True) - 1
        if target:
            text = F.say(QT_TRANSLATE_NOOP("ciak", "{name} plays {card} on {target}."), name=player(p), card=d.name,
                         target=F.describe_ref(s, target))
            ev.append(Event("play", text, {"seat": p, "card": u, "design": d.id}, reveals=True))
        else:  # the same event every time this seat plays this card without a target: kept, as F._said keeps
            key = ("plays", p, u, d.id, d.name)
            event = F._SAID_EVENTS.get(key)
            if event is None:
                event = F._keep_event(key, Event("play", F.say(QT_TRANSLATE_NOOP("ciak", "{name} plays {card}."),
                                                               name=player(p), card=d.name),
                                                 {"seat": p, "card": u, "design": d.id}, reveals=True))
            ev.append(event)

    @handles("ability")
    def _ability(self, s: CiakState, action: Action, ev: list[Event]) -> None:
        p: int = action.seat  # type: ignore[assignment]  # (a seat: legal() made it)
        args = dict(action.args)
        ref = str(args["source"])
        i = int(args["index"])
        ab = s.cat.ref_abilities[ref][i]  # (F.abilities_of)
        self_uid = F.self_of(s, ref)
        # every container it changes is replaced, never changed in place (apply copies nothing for an ability
        # without a sacrifice: ``s`` shares the containers with ``state``), as _play does
        if ab.once:
            s.used = [*s.used, f"{ref}:{i}"]
        target = args.get("target")
        sid = s.next_id
        s.next_id = sid + 1
        stack = s.stack = [*s.stack, {"kind": "ability", "seat": p, "src": ref, "ab": i, "target": target,
                                      "self": self_uid, "id": sid, "phase": s.phase, "turn": s.turn}]
        s.acted = s.acted or p == s.active
        if target:
            text = F.say(QT_TRANSLATE_NOOP("ciak", "{name} uses the {label} on {target}."), name=player(p),
                         label=F.stack_label(s, stack[-1]), target=F.describe_ref(s, target))
            ev.append(Event("ability", text, {"seat": p, "source": ref, "index": i}))
        else:  # the same event every time this seat uses this ability without a target: kept, as F._said keeps
            key = ("uses", p, ref, i, F._label_key(s, stack[-1]))
            event = F._SAID_EVENTS.get(key)
            if event is None:
                event = F._keep_event(key, Event("ability", F.say(
                    QT_TRANSLATE_NOOP("ciak", "{name} uses the {label}."), name=player(p),
                    label=F.stack_label(s, stack[-1])), {"seat": p, "source": ref, "index": i}))
            ev.append(event)
        for ck, n in ab.costs:
            if ck == "tokens":
                tokens = s.tokens = s.tokens.copy()
                left = tokens.get(self_uid, 0) - n
                if left:
                    tokens[self_uid] = left
                else:
                    tokens.pop(self_uid, None)
            elif ck == "millions":
                millions = s.millions = s.millions.copy()
                millions[p] -= n
            elif ck == "rotate":
                s.rotated = [*s.rotated, int(ref[5:])]
            elif ck == "sacrifice_self":
                uid = int(ref[5:])
                if s.cat.uid_design[uid].type == "item":
                    host = F.item_host(s, uid)
                    if host >= 0:
                        del s.items[host]
                        s.discard.append(uid)
                        ev.append(Event("dies", F.say(
                            QT_TRANSLATE_NOOP("ciak", "{card} is discarded."), card=s.cat.uid_design[uid].name),
                                        {"card": uid}))
                else:
                    F.die(s, uid, ev, "sacrificed")
            elif ck == "sacrifice_character":
                F.die(s, int(args["sac"]), ev, "sacrificed")
        alive = s.alive
        j = p + 1 if p + 1 < len(alive) else 0
        s.priority, s.passes, s.need = j if alive[j] else F.next_alive(s, p), 0, alive.count(True) - 1

    @handles("token")
    def _token(self, s: CiakState, action: Action, ev: list[Event]) -> None:
        p = _seat(action)
        st, c = int(action["staff"]), int(action["card"])
        s.rotated.append(st)
        s.tokens[c] = s.tokens.get(c, 0) + 1
        s.passes, s.need = 0, s.alive.count(True)
        ev.append(
            Event(
                "token",
                F.say(QT_TRANSLATE_NOOP("ciak", "{name} rotates {staff}: {card} now has %n token(s)."), name=player(p),
                      staff=s.cat.uid_design[st].name, card=s.cat.uid_design[c].name, n=s.tokens[c]),
                {"seat": p, "staff": st, "card": c},
            )
        )

    @handles("sacrifice")
    def _sacrifice(self, s: CiakState, action: Action, ev: list[Event]) -> None:
        s.pending.pop(0)
        F.die(s, int(action["card"]), ev, "sacrificed")

    @handles("discard")
    def _discard(self, s: CiakState, action: Action, ev: list[Event]) -> None:
        p = _seat(action)
        s.pending.pop(0)
        u = int(action["card"])
        s.hands[p].remove(u)
        if u in s.known:
            s.known.remove(u)
        s.discard.append(u)
        d = s.cat.uid_design[u]
        key = ("discards", p, u, d.id, d.name)
        said = F._SAID_EVENTS.get(key)
        ev.append(said or F._said(key, lambda: Event("discard", F.say(
            QT_TRANSLATE_NOOP("ciak", "{name} discards {card}."), name=player(p), card=d.name),
                        {"seat": p, "card": u, "design": d.id},
                        reveals=True)))

    @handles("choose")
    def _choose(self, s: CiakState, action: Action, ev: list[Event]) -> None:
        pend = s.pending.pop(0)
        target = str(action["target"])
        if pend["kind"] == "lynch":
            F.push_lynch(s, int(pend["lyncher"]), int(target[5:]), int(pend["margin"]), ev)
        else:
            F.push_trigger(s, _seat(action), str(pend["src"]), int(pend["ab"]), target, ev)

    @handles("attack")
    def _attack(self, s: CiakState, action: Action, ev: list[Event]) -> None:
        p = _seat(action)
        s.pending.pop(0)
        d = int(action["target"])
        roll = s.rng.randint(1, 20)
        need = s.co[s.company[d]][0]
        ok = roll >= need
        key = ("attacks", p, d, roll, need)
        said = F._SAID_EVENTS.get(key)
        ev.append(said or F._said(key, lambda: Event(
            "attack",
            F.say(QT_TRANSLATE_NOOP("ciak", "{name} attacks {target}: the d20 shows {roll} (needs {needs}) — the attack goes ahead.")  # noqa: E501
                  if ok else QT_TRANSLATE_NOOP("ciak", "{name} attacks {target}: the d20 shows {roll} (needs {needs}) — the attack fails."),  # noqa: E501
                  name=player(p), target=player(d), roll=roll, needs=need),
            {"seat": p, "target": d, "roll": roll, "needs": need, "ok": ok},
        )))
        if ok:
            s.combat = {"stage": "fight", "attacker": p, "defender": d, "roll": roll}
            s.priority, s.passes, s.need = s.active, 0, s.alive.count(True)
        else:
            s.combat = {"stage": "failed", "attacker": p, "defender": d, "roll": roll}
            F.enter_phase(s, 4, ev)

    @handles("no_attack")
    def _no_attack(self, s: CiakState, action: Action, ev: list[Event]) -> None:
        p = _seat(action)
        s.pending.pop(0)
        s.combat = {"stage": "none"}
        key = ("no_attack", p)
        said = F._SAID_EVENTS.get(key)
        ev.append(said or F._said(key, lambda: Event("no_attack", F.say(
            QT_TRANSLATE_NOOP("ciak", "{name} does not attack."), name=player(p)), {"seat": p})))
        F.enter_phase(s, 4, ev)

    # ---------------------------------------------------------------- checks

    def check_invariants(self, state: CiakState) -> list[str]:
        s = state
        cat = s.cat
        out: list[str] = []
        zones: list[int] = list(s.deck) + list(s.discard)
        for p in range(len(s.alive)):
            zones += s.hands[p] + s.cast[p] + [x for x in s.staff[p] if x >= 0]
            if s.myth[p] >= 0:
                zones.append(s.myth[p])
        zones += list(s.items.values())
        zones += [it["card"] for it in s.stack if it["kind"] == "card"]
        if sorted(zones) != list(range(cat.size)):
            out.append(f"cards are not conserved: {len(zones)} placed for {cat.size} cards")
        capped = bool(s.options.get("sacking_cap", True))
        for p in range(len(s.alive)):
            m = s.millions[p]
            if m < 0 or (capped and m > MAX_MILLIONS):
                out.append(f"seat {p} holds {m} millions")
            for slot, st in enumerate(s.staff[p]):
                if st >= 0 and (s.cat.uid_design[st].type != "staff" or s.cat.uid_design[st].stars != slot + 1):
                    out.append(f"seat {p} has a wrong card in staff slot {slot + 1}")
            if s.myth[p] >= 0 and s.cat.uid_design[s.myth[p]].type != "myth":
                out.append(f"seat {p} has a non-myth in the myth place")
            if any(s.cat.uid_design[c].type != "character" for c in s.cast[p]):
                out.append(f"seat {p} has a non-character in the cast")
            if not s.alive[p] and (s.hands[p] or F.chars(s, p) or any(x >= 0 for x in s.staff[p])):
                out.append(f"seat {p} is out but still holds cards")
        for cid, (dom, dmg, _ctrl) in s.co.items():
            if dom < 0 or dmg < 0:
                out.append(f"company {cid} has {dom} dominion and {dmg} damage")
        for c, t in s.tokens.items():
            if not 0 < t <= MAX_TOKENS or F.char_owner(s, c) < 0 or not s.cat.uid_design[c].dice:
                out.append(f"card {c} holds {t} tokens")
        for c, it in s.items.items():
            if F.char_owner(s, c) < 0 or s.cat.uid_design[it].type != "item":
                out.append(f"item {it} is equipped to {c}, which is not a character in play")
        for item in s.stack:
            if item["phase"] != s.phase or item["turn"] != s.turn:
                out.append("the stack was not empty when a phase ended")
                break
        if not s.over:
            kind, seat = F.decision(s)
            if not s.alive[seat]:
                out.append(f"the engine waits for seat {seat}, who is out")
            if kind == "priority":
                if s.phase not in (2, 3, 4):
                    out.append(f"priority is given in phase {s.phase}")
                limits = F.statics(s)[1]
                for p in range(len(s.alive)):
                    if s.alive[p] and F.cast_used(s, p) > limits[p]:
                        out.append(f"seat {p}'s cast is over its limit while priority is given")
        return out

    def private_strings(self, state: CiakState) -> list[str]:
        """Names and ids of designs that sit only in hidden places (hands, deck)."""
        s = state
        public: set[int] = set(s.discard) | set(s.known)
        for p in range(len(s.alive)):
            public.update(s.cast[p])
            public.update(x for x in s.staff[p] if x >= 0)
            if s.myth[p] >= 0:
                public.add(s.myth[p])
        public.update(s.items.values())
        public.update(it["card"] for it in s.stack if it["kind"] == "card")
        public_designs = {s.cat.uid_design[u].id for u in public}
        hidden: set[int] = set(s.deck)
        for h in s.hands:
            hidden.update(u for u in h if u not in s.known)
        out: set[str] = set()
        for u in hidden:
            d = s.cat.uid_design[u]
            if d.id not in public_designs:
                out.add(d.id)
                out.add(d.name)
        return sorted(out)


def _seat(action: Action) -> int:
    assert action.seat is not None  # every Ciak action is made by a seat (legal() says which)
    return action.seat


RULES = CiakRules()
