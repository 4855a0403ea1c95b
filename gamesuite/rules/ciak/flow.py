"""The Ciak! turn flow: setup, the board queries, zones, the stack and priority, combat, effects and game modes.

Everything here works on a private copy of the state (``s``) and appends public events to ``ev``; the
rules class (:mod:`gamesuite.rules.ciak.engine`) calls these from its action handlers and then
:func:`settle`. Card references inside actions and stack items are strings: ``card:<uid>`` (a physical
card), ``seat:<n>`` (a player / their company) and ``stack:<id>`` (an item on the stack).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from gamesuite.rules.ciak.catalog import Ab, Design, catalog_for, for_players, pack, unpack
from gamesuite.rules.ciak.spec import (
    ALLIANCE,
    BASE_CAST,
    CHARACTER_TARGETS,
    DOMINION,
    HAND_SIZE,
    MASSACRE,
    MAX_MILLIONS,
    MAX_TOKENS,
    SPEC,
)
from gamesuite.rules.ciak.state import END, CiakState, Item
from gamesuite.rules.core import QT_TRANSLATE_NOOP, Event, GameConfig, Msg, Rng, config_error, player, term
from gamesuite.rules.memo import ContentMemo

# ---------------------------------------------------------------------------------- setup


def new_game(config: GameConfig, seed: int) -> CiakState:
    variant = SPEC.variant(config.variant)
    n = config.n_players
    if not variant.min_players <= n <= variant.max_players:
        raise config_error("ciak", QT_TRANSLATE_NOOP("ciak", "Ciak! {variant} takes {low}-{high} players, not {count}"),
                              variant=term("ciak", variant.title), low=variant.min_players,
                              high=variant.max_players, count=n)
    options = SPEC.resolve_options(variant.id, config.options)
    # the card set as played at this player count (a company's by_players values, e.g. the Dominion boss's)
    config = GameConfig(config.game, config.players, variant.id, options, _packed(config.content, n))
    cat = catalog_for(config.content)
    rng = Rng(seed)
    mode = variant.id
    boss = cat.boss
    if mode == DOMINION and boss is None:
        raise config_error("ciak", QT_TRANSLATE_NOOP("ciak", "the Dominion mode needs a boss company in the card set"))
    pool = [cid for cid in cat.company_order if not cat.companies[cid].boss]
    if mode != DOMINION and options.get("boss_outside_dominion") and boss is not None:
        pool.append(boss)
    need = n - 1 if mode == DOMINION else n
    if len(pool) < need:
        raise config_error("ciak", QT_TRANSLATE_NOOP("ciak", "the card set has too few companies for {count} players"),
                              count=n)
    drawn = rng.shuffled(pool)[:need]
    companies = [boss] + drawn if mode == DOMINION else drawn
    assert all(c is not None for c in companies)
    if mode == MASSACRE:
        team = list(range(n))
    elif mode == ALLIANCE:
        team = [i % 2 for i in range(n)]  # crossed seating: 1+3 against 2+4
    else:
        team = [0] + [1] * (n - 1)
    deck = rng.shuffled(range(cat.size))
    hands: list[list[int]] = [[] for _ in range(n)]
    for _ in range(HAND_SIZE):
        for seat in range(n):
            hands[seat].append(deck.pop())
    rolls: list[list[list[int]]] = []
    if mode == DOMINION:
        first = 0  # the boss starts
    else:
        first = _rolloff(rng, n, str(options["rolloff_ties"]), rolls)
    start_m = int(options["starting_millions"])
    s = CiakState(
        config=config,
        rng=rng,
        team=team,
        company=[str(c) for c in companies],
        co={str(c): [cat.companies[str(c)].dominion, 0, seat] for seat, c in enumerate(companies)},
        millions=[start_m] * n,
        hands=hands,
        cast=[[] for _ in range(n)],
        myth=[-1] * n,
        staff=[[-1, -1, -1] for _ in range(n)],
        alive=[True] * n,
        deck=deck,
        discard=[],
        tokens={},
        items={},
        boosts={},
        rotated=[],
        used=[],
        known=[],
        stack=[],
        pending=[],
        combat=None,
        active=first,
        phase=1,
        priority=first,
        passes=0,
        need=n,
        turn=0,
        next_id=1,
        rolls=rolls,
        last_turn=[0] * n,
        cat=cat,
        options=options,
        mode=mode,
    )
    ev: list[Event] = []
    _start_turn(s, first, ev)
    settle(s, ev)
    return s


# A caller's structured card set is packed once per content object and player count, not once per game
# (GameConfig.content is never mutated; packing is most of the cost of a new game otherwise).
_PACKED: ContentMemo[dict[str, str]] = ContentMemo()


def _packed(content: Mapping[str, Any], n: int) -> dict[str, str]:
    return dict(_PACKED.get(content, n, lambda: pack(for_players(unpack(content), n))))


def _rolloff(rng: Rng, n: int, ties: str, rolls: list[list[list[int]]]) -> int:
    """The d20 roll-off: the highest roll starts; ``rolls`` records every round."""
    rolling = list(range(n))
    while True:
        rnd = [[seat, rng.randint(1, 20)] for seat in rolling]
        rolls.append(rnd)
        best = max(r for _, r in rnd)
        top = [seat for seat, r in rnd if r == best]
        if len(top) == 1:
            return top[0]
        if ties == "lowest_seat":
            return min(top)
        rolling = top if ties == "reroll_tied" else list(range(n))
        if len(rolls) > 50:  # vanishingly unlikely; keeps the loop finite
            return min(top)


# ---------------------------------------------------------------------------------- helpers


def name(s: CiakState, seat: int) -> str:
    return s.config.players[seat].name


def design(s: CiakState, uid: int) -> Design:
    return s.cat.uid_design[uid]


def n_alive(s: CiakState) -> int:
    return s.alive.count(True)


def rival(s: CiakState, a: int, b: int) -> bool:
    return a != b and s.team[a] != s.team[b]


def rival_seats(s: CiakState, seat: int) -> tuple[int, ...]:
    """The seats still in that are ``seat``'s rivals, in seat order (the targets "rival", the attacks, the rival
    characters' seats).

    Kept for the last ``alive`` and ``team`` lists seen, by identity: both are replaced whole and never changed in
    place (:func:`eliminate` gives a knocked-out player's table a new ``alive``; ``team`` is set by ``new_game``), and
    copies share them, so a game's states read one kept entry until somebody is out. Never change either list in
    place: the kept answer would go stale (``test_ciak_rivals.py``)."""
    got = _RIVALS
    alive = s.alive
    if got[0] is not alive or got[1] is not s.team:
        got = _rivals_of(alive, s.team)
    return got[2][seat]


def _rivals_of(alive: list[bool], team: list[int]) -> tuple[list[bool], list[int], tuple[tuple[int, ...], ...]]:
    global _RIVALS
    n = len(alive)
    got = _RIVALS = (alive, team, tuple(
        tuple(o for o in range(n) if alive[o] and o != a and team[o] != team[a]) for a in range(n)))
    return got


_RIVALS: tuple[Any, Any, tuple[tuple[int, ...], ...]] = (None, None, ())  # (alive, team, seat -> its rival seats)


def next_alive(s: CiakState, seat: int) -> int:
    alive = s.alive
    n = len(alive)
    j = seat + 1
    if j == n:
        j = 0
    if alive[j]:  # the common case: the next seat is in
        return j
    for k in range(2, n + 1):
        j = (seat + k) % n
        if s.alive[j]:
            return j
    return seat


def chars(s: CiakState, seat: int) -> list[int]:
    """Every character of ``seat`` in play, the myth last."""
    m = s.myth[seat]
    return s.cast[seat] + [m] if m >= 0 else s.cast[seat].copy()


def char_owner(s: CiakState, uid: int) -> int:
    """The seat whose cast or myth place holds ``uid``, or -1 (a card is in one place at most)."""
    for seat, cast in enumerate(s.cast):
        if uid in cast:
            return seat
    myth = s.myth
    return myth.index(uid) if uid in myth else -1


def staff_owner(s: CiakState, uid: int) -> int:
    for seat, slots in enumerate(s.staff):
        if uid in slots:
            return seat
    return -1


def item_host(s: CiakState, item: int) -> int:
    for c, it in s.items.items():
        if it == item:
            return c
    return -1


def boss_seat(s: CiakState) -> int:
    return 0 if s.mode == DOMINION else -1


def sources(s: CiakState, seat: int) -> Iterator[tuple[str, tuple[Ab, ...], int, str]]:
    """(reference, abilities, self character, kind) for every card and company of ``seat``.

    kind is ``card`` (a character, myth or staff member), ``item``, ``own_co`` (their own
    company) or ``ctrl_co`` (a conquered company).
    """
    cat = s.cat
    for c in chars(s, seat):
        yield f"card:{c}", cat.uid_design[c].abilities, c, "card"
        it = s.items.get(c)
        if it is not None:
            yield f"card:{it}", cat.uid_design[it].abilities, c, "item"
    for st in s.staff[seat]:
        if st >= 0:
            yield f"card:{st}", cat.uid_design[st].abilities, -1, "card"
    yield from company_sources(s, seat)


def company_sources(s: CiakState, seat: int) -> Iterator[tuple[str, tuple[Ab, ...], int, str]]:
    """The companies among :func:`sources` (the last of them)."""
    cat = s.cat
    mode = s.options.get("controlled_company", CONTROLLED_DEFAULT)
    for cid, rec in s.co.items():
        if rec[2] != seat:
            continue
        kind = "own_co" if cid == s.company[seat] else "ctrl_co"
        if kind == "ctrl_co" and mode == "nothing":
            continue
        yield f"co:{cid}", cat.companies[cid].abilities, -1, kind


CONTROLLED_DEFAULT = "no_start_million"
WHOLE_ABILITY = ("ability", "no_start_million")  # controlled_company choices with lasting effects


def _static_ok(s: CiakState, kind: str) -> bool:
    """Whether lasting and start-of-turn abilities of a source of ``kind`` work."""
    return kind != "ctrl_co" or s.options.get("controlled_company", CONTROLLED_DEFAULT) in WHOLE_ABILITY


def statics(s: CiakState) -> tuple[list[tuple[int, int]], list[int]]:
    """Lasting effects: per seat the (ATT, DIF) change of their characters, and their cast limit."""
    return auras(s), [cast_limit(s, p) for p in range(len(s.alive))]


def auras(s: CiakState) -> list[tuple[int, int]]:
    """Per seat, the lasting (static) ATT/DIF change of every character of theirs.

    The changes are sums, so the sources are visited in any order: first a C-level set test per seat (most
    tables hold none of the set's few lasting cards), then the companies once for all seats."""
    cat = s.cat
    uid_static = cat.uid_static
    lasting = cat.static_uids  # (most cards have no lasting effect: tested a whole zone at a time)
    alive = s.alive
    n = len(alive)
    att = [0] * n
    dif = [0] * n
    items = s.items
    static_items = bool(items) and not lasting.isdisjoint(items.values())
    myth = s.myth
    for p in range(n):
        if not alive[p]:
            continue
        cast = s.cast[p]
        staff = s.staff[p]
        m = myth[p]
        if not lasting.isdisjoint(cast) or m in lasting:
            for c in cast:
                if c in lasting:
                    _add_static(s, p, uid_static[c], att, dif)
            if m in lasting:
                _add_static(s, p, uid_static[m], att, dif)
        if static_items:
            for c in cast if m < 0 else [*cast, m]:
                it = items.get(c)
                if it in lasting:
                    _add_static(s, p, uid_static[it], att, dif)
        if not lasting.isdisjoint(staff):
            for st in staff:
                if st in lasting:
                    _add_static(s, p, uid_static[st], att, dif)
    co_static = cat.co_static
    whole = None
    company = s.company
    for cid, rec in s.co.items():
        effs = co_static[cid]
        if effs:
            p = rec[2]
            if p < 0 or not alive[p]:
                continue
            if whole is None:
                whole = s.options.get("controlled_company", CONTROLLED_DEFAULT) in WHOLE_ABILITY
            if whole or cid == company[p]:
                _add_static(s, p, effs, att, dif)
    return list(zip(att, dif, strict=True))


def _add_static(s: CiakState, p: int, effs: tuple[Any, ...], att: list[int], dif: list[int]) -> None:
    """Add the lasting ATT/DIF effects ``effs`` of a source of seat ``p`` to the per-seat sums."""
    for e in effs:
        if e.kind == "cast_limit":
            continue  # cast_limit() counts these
        if e.to == "your_characters":
            att[p] += e.att
            dif[p] += e.dif
        else:  # a lasting boost to rival characters
            for o in range(len(att)):
                if rival(s, p, o):
                    att[o] += e.att
                    dif[o] += e.dif


def cast_limit(s: CiakState, seat: int) -> int:
    """Star spaces of ``seat``'s cast: 6 plus the lasting ``cast_limit`` effects of their cards in play and
    of the companies they control (conquered ones per option ``controlled_company``), never below 0."""
    if not s.alive[seat]:
        return BASE_CAST
    cat = s.cat
    change = cat.uid_cast
    v = BASE_CAST
    for c in chars(s, seat):
        v += change[c]
        it = s.items.get(c)
        if it is not None:
            v += change[it]
    for st in s.staff[seat]:
        if st >= 0:
            v += change[st]
    whole = s.options.get("controlled_company", CONTROLLED_DEFAULT) in WHOLE_ABILITY
    for cid, rec in s.co.items():
        if rec[2] == seat and (whole or cid == s.company[seat]):
            v += cat.co_cast[cid]
    return max(0, v)


def aura(s: CiakState, seat: int) -> tuple[int, int]:
    """Lasting (static) ATT/DIF changes that apply to every character of ``seat``."""
    return auras(s)[seat] if seat >= 0 else (0, 0)


def _stat(s: CiakState, uid: int, i: int, au: tuple[int, int] | None) -> int:
    """ATT (``i`` = 0) or DIF (``i`` = 1) of a character: printed + item + boosts + auras, never below 0."""
    d = s.cat.uid_design[uid]
    v = (d.att, d.dif)[i]
    it = s.items.get(uid)
    if it is not None:
        item = s.cat.uid_design[it]
        v += (item.att, item.dif)[i]
    b = s.boosts.get(uid)
    if b:
        v += b[i]
    if au is None:
        au = aura(s, char_owner(s, uid))
    return max(0, v + au[i])


def att_of(s: CiakState, uid: int, au: tuple[int, int] | None = None) -> int:
    return _stat(s, uid, 0, au)


def dif_of(s: CiakState, uid: int, au: tuple[int, int] | None = None) -> int:
    return _stat(s, uid, 1, au)


def total_att(s: CiakState, seat: int, au: tuple[int, int] | None = None) -> int:
    au = aura(s, seat) if au is None else au
    return _total(s, seat, 0, au[0])


def total_dif(s: CiakState, seat: int, au: tuple[int, int] | None = None) -> int:
    au = aura(s, seat) if au is None else au
    return _total(s, seat, 1, au[1])


def _total(s: CiakState, seat: int, i: int, lasting: int) -> int:
    """The sum of :func:`_stat` (ATT for ``i`` 0, DIF for 1) over ``seat``'s characters, whose lasting change is
    ``lasting``, in one loop (a fight adds up both sides)."""
    design = s.cat.uid_design
    items = s.items
    boosts = s.boosts
    total = 0
    for c in chars(s, seat):
        d = design[c]
        v = (d.att if i == 0 else d.dif) + lasting
        it = items.get(c)
        if it is not None:
            item = design[it]
            v += item.att if i == 0 else item.dif
        b = boosts.get(c)
        if b:
            v += b[i]
        if v > 0:
            total += v
    return total


def cast_used(s: CiakState, seat: int) -> int:
    stars = s.cat.uid_stars
    return sum([stars[c] for c in s.cast[seat]])


def cond_ok(s: CiakState, seat: int, cond: tuple[str, int] | None) -> bool:
    if cond is None:
        return True
    kind, amount = cond
    if kind == "your_turn":
        return seat == s.active
    if kind == "rivals_turn":
        return rival(s, seat, s.active)
    if kind in ("in_combat", "attack_or_lynching"):
        if s.phase == 3 and s.combat is not None and s.combat.get("stage") == "fight":
            return True
        # l.137: boosts may be played for a character suffering a lynching
        return kind == "attack_or_lynching" and any(it["kind"] == "lynch" for it in s.stack)
    if kind == "dominion_at_most":
        return s.co[s.company[seat]][0] <= amount
    return False


def abilities_of(s: CiakState, ref: str) -> tuple[Ab, ...]:
    """The abilities of a source reference, ``card:<uid>`` or ``co:<company id>`` (a KeyError for anything else)."""
    return s.cat.ref_abilities[ref]


def self_of(s: CiakState, ref: str) -> int:
    """The character an ability's "this character" means now, or -1 when it left play."""
    kind, _, val = ref.partition(":")
    if kind != "card":
        return -1
    uid = int(val)
    d = s.cat.uid_design[uid]
    if d.type == "item":
        return item_host(s, uid)
    if d.type in ("character", "myth"):
        return uid if char_owner(s, uid) >= 0 else -1
    return -1


# ---------------------------------------------------------------------------------- targets

SEAT_REF = tuple(f"seat:{o}" for o in range(SPEC.max_players))


def ref_stars(s: CiakState, ref: str) -> int:
    """The star level of the card behind a source reference (0 for companies and myths)."""
    rk, _, val = ref.partition(":")
    return s.cat.uid_design[int(val)].stars if rk == "card" else 0


def _char_ok(s: CiakState, seat: int, kind: str, uid: int, owner: int, stars: int = 0) -> bool:
    if kind == "character":
        return True
    if kind == "own_character":
        return owner == seat
    if kind == "rival_character":
        return rival(s, seat, owner)
    if kind == "own_dice_character":
        return owner == seat and s.cat.uid_design[uid].dice
    if kind == "own_dice_character_same_stars":  # l.101: a staff member's own star level
        d = s.cat.uid_design[uid]
        return owner == seat and d.dice and d.stars == stars
    return False


def targets(s: CiakState, seat: int, kind: str, stars: int = 0) -> list[str]:
    """Every valid target of ``kind`` for a card or ability controlled by ``seat``, now
    (``stars``: the star level of the card whose ability it is). Characters come seat by seat,
    each seat's cast in play order and then its myth (the order of the legal actions)."""
    alive = s.alive
    if kind in CHARACTER_TARGETS:
        cat = s.cat
        ref = cat.uid_ref
        if kind == "character":
            return [ref[c] for o in range(len(alive)) if alive[o] for c in chars(s, o)]
        if kind == "rival_character":
            return [ref[c] for o in rival_seats(s, seat) for c in chars(s, o)]
        if not alive[seat]:
            return []
        own = chars(s, seat)
        if kind == "own_character":
            return [ref[c] for c in own]
        design = cat.uid_design
        if kind == "own_dice_character":
            return [ref[c] for c in own if design[c].dice]
        # own_dice_character_same_stars: l.101, a staff member's own star level
        return [ref[c] for c in own if design[c].dice and design[c].stars == stars]
    if kind == "rival":
        return [SEAT_REF[o] for o in rival_seats(s, seat)]
    if kind == "rival_stack":
        return [
            f"stack:{it['id']}"
            for it in s.stack
            if it["kind"] != "lynch" and alive[it["seat"]] and rival(s, seat, it["seat"])
        ]
    return []


def target_valid(s: CiakState, seat: int, kind: str | None, ref: str | None, stars: int = 0) -> bool:
    if kind is None:
        return True
    if ref is None:
        return False
    rk, _, val = ref.partition(":")
    if kind in CHARACTER_TARGETS:
        if rk != "card":
            return False
        uid = int(val)
        owner = char_owner(s, uid)
        return owner >= 0 and _char_ok(s, seat, kind, uid, owner, stars)
    if kind == "rival":
        o = int(val)
        return rk == "seat" and s.alive[o] and rival(s, seat, o)
    if kind == "rival_stack":
        return rk == "stack" and any(
            it["id"] == int(val) and it["kind"] != "lynch" and rival(s, seat, it["seat"]) for it in s.stack
        )
    return False


def say(text: str, **params: Any) -> Msg:
    """A sentence for the log: ``Msg("ciak", text, **params)`` (``text`` marked with ``QT_TRANSLATE_NOOP("ciak",
    …)`` where it is written), its fields set as ``Msg.__init__`` sets them: one Python frame instead of the class
    call and ``__init__``'s (a partial of ``Msg`` cost more). Keep it equal to ``Msg.__init__``
    (``tests/rules/test_ciak_say.py``)."""
    msg = _new_object(Msg)
    d = msg.__dict__
    d["context"] = "ciak"
    d["text"] = text
    d["params"] = tuple(sorted(params.items())) if len(params) > 1 else tuple(params.items())
    return msg


_new_object = object.__new__


# The sentences said over and over (a card's owner and name, "ability of X", draws, resolutions), kept by what
# they depend on: a Msg is a value nobody changes, so every game shares them (a few thousand keys at most).
_SAID: dict[tuple[Any, ...], Msg] = {}
_MAX_SAID = 50_000


def _keep(key: tuple[Any, ...], msg: Msg) -> Msg:
    if len(_SAID) >= _MAX_SAID:
        _SAID.clear()
    _SAID[key] = msg
    return msg


# Whole events said over and over (draws, resolutions, cards entering play), kept like the sentences: an Event is
# a value nobody changes (its data included), as the pass and phase events the engine shares already.
_SAID_EVENTS: dict[tuple[Any, ...], Event] = {}


def _keep_event(key: tuple[Any, ...], event: Event) -> Event:
    if len(_SAID_EVENTS) >= _MAX_SAID:
        _SAID_EVENTS.clear()
    _SAID_EVENTS[key] = event
    return event


def _said(key: tuple[Any, ...], make: Callable[[], Event]) -> Event:
    """The event kept for ``key`` (an event is never changed once made), else ``make()``'s, kept from now on.

    The hot callers look ``key`` up in ``_SAID_EVENTS`` first and call this only when it is missing
    (``said or _said(key, lambda: ...)``): a kept event then costs no closure and no call."""
    event = _SAID_EVENTS.get(key)
    return event if event is not None else _keep_event(key, make())


DIES = {  # how a card leaves play, as the log says it
    "sacrificed": QT_TRANSLATE_NOOP("ciak", "{name}'s {card} is sacrificed."),
    "destroyed": QT_TRANSLATE_NOOP("ciak", "{name}'s {card} is destroyed."),
    "lynched": QT_TRANSLATE_NOOP("ciak", "{name}'s {card} is lynched."),
    "replaced": QT_TRANSLATE_NOOP("ciak", "{name}'s {card} is replaced."),
    "sacrificed for the new myth": QT_TRANSLATE_NOOP("ciak", "{name}'s {card} is sacrificed for the new myth."),
}


def describe_ref(s: CiakState, ref: str | None) -> Msg | str:
    """What ``ref`` names, as words: "Anna's Stand-in Double", "Bruno's Dreamwar", a stack entry."""
    if ref is None:
        return ""
    rk, _, val = ref.partition(":")
    if rk == "card" or rk == "seat":
        if rk == "card":
            uid = int(val)
            owner = char_owner(s, uid)
            name = s.cat.uid_design[uid].name
            if owner < 0:
                return name
        else:
            owner = int(val)
            name = s.cat.companies[s.company[owner]].name
        key = ("'s", owner, name)
        return _SAID.get(key) or _keep(key, say(QT_TRANSLATE_NOOP("ciak", "{name}'s {card}"), name=player(owner),
                                                card=name))
    for it in s.stack:
        if it["id"] == int(val):
            return stack_label(s, it)
    return say(QT_TRANSLATE_NOOP("ciak", "a card on the stack"))


def stack_label(s: CiakState, it: Item) -> Msg | str:
    """A stack entry as words: a card's name, "lynching of X", "ability of X", "death ability of X"."""
    key = _label_key(s, it)
    if key[0] == "card":
        return key[1]
    return _SAID.get(key) or _keep(key, say(key[0], card=key[1]))


# the stack labels' sentences, marked once here (a marking call per label would be a Python call per stack entry)
_LYNCHING_OF = QT_TRANSLATE_NOOP("ciak", "lynching of {card}")
_DEATH_ABILITY_OF = QT_TRANSLATE_NOOP("ciak", "death ability of {card}")
_ABILITY_OF = QT_TRANSLATE_NOOP("ciak", "ability of {card}")


def _label_key(s: CiakState, it: Item) -> tuple[str, str]:
    """What :func:`stack_label` says depends on: ("card", the card's name) or (the sentence, the card's name)."""
    kind = it["kind"]
    if kind == "card":
        return "card", s.cat.uid_design[it["card"]].name
    if kind == "lynch":
        return _LYNCHING_OF, s.cat.uid_design[int(it["target"][5:])].name
    rk, _, val = str(it["src"]).partition(":")
    src = s.cat.companies[val].name if rk == "co" else s.cat.uid_design[int(val)].name
    if kind == "trigger":
        return _DEATH_ABILITY_OF, src
    return _ABILITY_OF, src


# ---------------------------------------------------------------------------------- zones


def draw(s: CiakState, seat: int, n: int, ev: list[Event], refill: bool = False) -> int:
    """``seat`` draws ``n`` cards (fewer when the deck runs out), the top first.

    The deck, the hands and the seat's hand are replaced, never changed in place: a successor sharing them with
    an earlier state needs no copy of them for a draw (``EFFECT_TOUCHES``, ``_TURN_TOUCHES``). Keep it so: an
    in-place append here would change the earlier state's hand."""
    deck = s.deck
    got = n if n <= len(deck) else len(deck)
    if got < n:
        last_round = s.options.get("short_refill") == "last_round"
        if not (last_round and (refill or s.final_turns >= 0)):
            s.deck_out = True
    if got:
        hands = s.hands = s.hands.copy()
        hands[seat] = hands[seat] + deck[:-got - 1:-1]  # (the last card first, as popping them one by one)
        deck = s.deck = deck[:-got]
    if got and s.options.get("deck_out_trigger") == "last_card" and not s.deck:
        s.deck_out = True
    if got:
        key = ("draws", seat, got)
        said = _SAID_EVENTS.get(key)
        ev.append(said or _said(key, lambda: Event("draw", say(QT_TRANSLATE_NOOP("ciak", "{name} draws %n card(s)."),
                                                        name=player(seat), n=got), {"seat": seat, "n": got})))
    return got


def add_millions(s: CiakState, seat: int, n: int, sacking: bool = False) -> None:
    """(The millions list is replaced, as :func:`draw` replaces what it changes.)"""
    millions = s.millions = s.millions.copy()
    m = millions[seat]
    if sacking and not s.options.get("sacking_cap", True):
        millions[seat] = m + n
    else:
        millions[seat] = max(m, min(MAX_MILLIONS, m + n))


def _strip(s: CiakState, uid: int) -> None:
    """Forget tokens and boosts of a card leaving play; its item goes to the discard pile."""
    s.tokens.pop(uid, None)
    s.boosts.pop(uid, None)
    it = s.items.pop(uid, None)
    if it is not None:
        s.discard.append(it)


def _remove_from_play(s: CiakState, uid: int) -> int:
    """Take a character or staff out of play; returns its owner (or -1)."""
    for seat in range(len(s.cast)):
        if uid in s.cast[seat]:
            s.cast[seat].remove(uid)
            return seat
        if s.myth[seat] == uid:
            s.myth[seat] = -1
            return seat
        slots = s.staff[seat]
        if uid in slots:
            slots[slots.index(uid)] = -1
            if uid in s.rotated:
                s.rotated.remove(uid)
            return seat
    return -1


def die(s: CiakState, uid: int, ev: list[Event], how: str) -> None:
    """A character, myth or staff member dies (sacrificed, destroyed, lynched)."""
    owner = _remove_from_play(s, uid)
    if owner < 0:
        return
    _strip(s, uid)
    s.discard.append(uid)
    d = s.cat.uid_design[uid]
    key = ("dies", how, owner, uid, d.id, d.name)
    said = _SAID_EVENTS.get(key)
    ev.append(said or _said(key, lambda: Event(
        "dies", say(DIES[how], name=player(owner), card=d.name), {"seat": owner, "card": uid, "design": d.id})))
    if d.type not in ("character", "myth") or not s.alive[owner]:
        return
    for i, ab in enumerate(d.abilities):
        if ab.trigger != "on_death" or not cond_ok(s, owner, ab.cond):
            continue
        if ab.target is None:
            push_trigger(s, owner, f"card:{uid}", i, None, ev)
            continue
        refs = targets(s, owner, ab.target, d.stars)
        if len(refs) == 1:
            push_trigger(s, owner, f"card:{uid}", i, refs[0], ev)
        elif refs:
            s.pending.append({"kind": "trigger", "seat": owner, "src": f"card:{uid}", "ab": i})


def leave_to_hand(s: CiakState, uid: int, ev: list[Event]) -> None:
    owner = _remove_from_play(s, uid)
    if owner < 0:
        return
    _strip(s, uid)
    s.hands[owner].append(uid)
    s.known.append(uid)
    d = s.cat.uid_design[uid]
    ev.append(
        Event(
            "bounce",
            say(QT_TRANSLATE_NOOP("ciak", "{card} returns to {name}'s hand."), card=d.name, name=player(owner)),
            {"seat": owner, "card": uid, "design": d.id},
        )
    )


def push(s: CiakState, item: Item) -> None:
    item["id"] = s.next_id
    item["phase"] = s.phase
    item["turn"] = s.turn
    s.next_id += 1
    s.stack.append(item)


def push_trigger(s: CiakState, seat: int, src: str, ab: int, target: str | None, ev: list[Event]) -> None:
    if s.phase == END:  # the active player was knocked out: the turn is over, nothing more resolves
        return
    push(s, {"kind": "trigger", "seat": seat, "src": src, "ab": ab, "target": target})
    s.priority, s.passes, s.need = s.active, 0, s.alive.count(True)
    label = stack_label(s, s.stack[-1])
    if target:
        text = say(QT_TRANSLATE_NOOP("ciak", "The {label} goes on the stack targeting {target}."), label=label, target=describe_ref(s, target))  # noqa: E501
    else:
        text = say(QT_TRANSLATE_NOOP("ciak", "The {label} goes on the stack."), label=label)
    ev.append(Event("trigger", text, {"seat": seat}))


def push_lynch(s: CiakState, lyncher: int, uid: int, margin: int, ev: list[Event]) -> None:
    if s.phase == END:
        return
    push(s, {"kind": "lynch", "seat": lyncher, "target": f"card:{uid}", "margin": margin})
    s.priority, s.passes, s.need = s.active, 0, s.alive.count(True)
    ev.append(
        Event(
            "lynch_declared",
            say(QT_TRANSLATE_NOOP("ciak", "{name} will lynch {target}; boosts may still be played."), name=player(lyncher),  # noqa: E501
                target=describe_ref(s, f"card:{uid}")),
            {"seat": lyncher, "card": uid},
        )
    )


def begin_lynch(s: CiakState, lyncher: int, victim: int, margin: int, ev: list[Event]) -> None:
    cands = chars(s, victim)
    if not cands:
        ev.append(Event("lynch_none", say(
            QT_TRANSLATE_NOOP("ciak", "{name} has no character to lynch."), name=player(victim)),
                        {"seat": victim}))
        return
    how = s.options.get("lynch_target", "lyncher")
    if how == "strongest" or len(cands) == 1:
        au = aura(s, victim)
        best = max(cands, key=lambda c: (att_of(s, c, au), dif_of(s, c, au), -c))
        push_lynch(s, lyncher, best, margin, ev)
        return
    chooser = lyncher if how == "lyncher" else victim
    s.pending.append({"kind": "lynch", "seat": chooser, "lyncher": lyncher, "victim": victim, "margin": margin})


def damage(s: CiakState, target: int, amount: int, by: int, ev: list[Event]) -> None:
    """``by`` deals ``amount`` damage to ``target``'s company; every full 1000 is a sacking."""
    rec = s.co[s.company[target]]
    rec[1] += amount
    sacks = 0
    while rec[1] >= 1000 and rec[0] > 0:
        rec[1] -= 1000
        rec[0] -= 1
        sacks += 1
    if rec[0] == 0 and s.options.get("overkill_sackings", "capped") == "every_thousand":
        sacks += rec[1] // 1000  # full thousands past the last point still draw and pay
        rec[1] %= 1000
    residual = 0 if sacks else rec[1]
    key = ("damage", target, by, amount, sacks, residual)
    said = _SAID_EVENTS.get(key)
    ev.append(said or _said(key, lambda: Event("damage", say(
        QT_TRANSLATE_NOOP("ciak", "{name}'s company takes {amount} damage: a sacking of {sacks}."), name=player(target),
        amount=amount, sacks=sacks) if sacks else say(
        QT_TRANSLATE_NOOP("ciak", "{name}'s company takes {amount} damage ({residual} residual)."), name=player(target),
        amount=amount, residual=residual), {"seat": target, "by": by, "amount": amount, "sackings": sacks})))
    if sacks and s.alive[by]:
        draw(s, by, sacks, ev)
        add_millions(s, by, sacks, sacking=True)
    if rec[0] == 0:
        rec[1] = 0
        eliminate(s, target, by, ev)


def eliminate(s: CiakState, seat: int, by: int, ev: list[Event]) -> None:
    if not s.alive[seat]:
        return
    alive = s.alive.copy()  # never changed in place: copies share it (CiakState.copy)
    alive[seat] = False
    s.alive = alive
    cat = s.cat
    for u in s.hands[seat]:
        s.discard.append(u)
    s.hands[seat] = []
    for c in chars(s, seat):
        _strip(s, c)
        s.discard.append(c)
    s.cast[seat] = []
    s.myth[seat] = -1
    for st in s.staff[seat]:
        if st >= 0:
            s.discard.append(st)
            if st in s.rotated:
                s.rotated.remove(st)
    s.staff[seat] = [-1, -1, -1]
    s.known = [u for u in s.known if any(u in h for h in s.hands)]
    s.millions[seat] = 0
    keep = []
    for it in s.stack:
        if it["seat"] == seat:
            if it["kind"] == "card":
                s.discard.append(it["card"])
        else:
            keep.append(it)
    s.stack = keep
    s.pending = [p for p in s.pending if p["seat"] != seat and p.get("victim") != seat and p.get("lyncher") != seat]
    # who takes over the fallen company (and anything it controlled)
    new = -1
    if s.mode == MASSACRE:
        new = by if 0 <= by != seat and s.alive[by] else -1
    elif s.mode == ALLIANCE:
        mates = [o for o in range(len(s.alive)) if o != seat and s.team[o] == s.team[seat] and s.alive[o]]
        new = mates[0] if mates else -1
    elif by == boss_seat(s) and s.alive[by]:
        new = by
    for rec in s.co.values():
        if rec[2] == seat:
            rec[2] = new
    co_name = cat.companies[s.company[seat]].name
    if new >= 0:
        text = say(QT_TRANSLATE_NOOP("ciak", "{name}'s {company} has no dominion left: {name} is out. {new} takes control of it."),  # noqa: E501
                   name=player(seat), company=co_name, new=player(new))
    else:
        text = say(
            QT_TRANSLATE_NOOP("ciak", "{name}'s {company} has no dominion left: {name} is out."), name=player(seat),
                   company=co_name)
    ev.append(
        Event(
            "eliminated",
            text,
            {"seat": seat, "controller": new},
            reveals=True,
        )
    )
    if s.priority == seat:
        s.priority = next_alive(s, seat)
    if seat == s.active:
        for it in s.stack:
            if it["kind"] == "card":
                s.discard.append(it["card"])
        s.stack = []
        s.pending = []
        s.phase = END


# ---------------------------------------------------------------------------------- effects


def run_effects(s: CiakState, seat: int, ab: Ab, target: str | None, self_uid: int, ev: list[Event]) -> None:
    ref = s.cat.uid_ref  # "card:<uid>", made once per card set (as SEAT_REF holds "seat:<n>")
    for e in ab.effects:
        to = e.to
        if to == "target":
            recips = [target] if target is not None else []
        elif to == "you":
            recips = [SEAT_REF[seat]]
        elif to == "self":
            recips = [ref[self_uid]] if self_uid >= 0 else []
        elif to == "your_characters":
            recips = [ref[c] for c in chars(s, seat)]
        elif to == "rival_characters":
            recips = [ref[c] for o in rival_seats(s, seat) for c in chars(s, o)]
        else:  # each_rival
            recips = [SEAT_REF[o] for o in rival_seats(s, seat)]
        for r in recips:
            if r is not None:
                apply_effect(s, seat, e, r, ev)


def apply_effect(s: CiakState, seat: int, e: Any, ref: str, ev: list[Event]) -> None:
    rk, _, val = ref.partition(":")
    k = e.kind
    if rk == "card":
        uid = int(val)
        owner = char_owner(s, uid)
        if owner < 0:
            return
        name = s.cat.uid_design[uid].name
        key: tuple[Any, ...] = ("'s", owner, name)  # describe_ref's sentence, shared
        dn = _SAID.get(key) or _keep(key, say(QT_TRANSLATE_NOOP("ciak", "{name}'s {card}"), name=player(owner),
                                              card=name))
        if k == "boost":
            b = s.boosts.setdefault(uid, [0, 0])
            b[0] += e.att
            b[1] += e.dif
            event = _SAID_EVENTS.get(("boost", uid, owner, name, e.att, e.dif))  # the whole event, kept
            if event is not None:
                ev.append(event)
                return
            key = ("boost", owner, name, e.att, e.dif)  # the sentence, shared like describe_ref's
            text = _SAID.get(key)
            if text is None:
                if e.att and e.dif:
                    text = say(QT_TRANSLATE_NOOP("ciak", "{card} gets {att} ATT {dif} DIF until end of turn."), card=dn, att=f"{e.att:+d}",  # noqa: E501
                               dif=f"{e.dif:+d}")
                elif e.att:
                    text = say(QT_TRANSLATE_NOOP("ciak", "{card} gets {att} ATT until end of turn."), card=dn,
                               att=f"{e.att:+d}")
                else:
                    text = say(QT_TRANSLATE_NOOP("ciak", "{card} gets {dif} DIF until end of turn."), card=dn,
                               dif=f"{e.dif:+d}")
                _keep(key, text)
            ev.append(_keep_event(("boost", uid, owner, name, e.att, e.dif),
                                  Event("boost", text, {"card": uid, "att": e.att, "dif": e.dif})))
        elif k == "destroy":
            die(s, uid, ev, "destroyed")
        elif k == "bounce":
            leave_to_hand(s, uid, ev)
        elif k == "add_tokens":
            if s.cat.uid_design[uid].dice:
                s.tokens[uid] = min(MAX_TOKENS, s.tokens.get(uid, 0) + e.amount)
                ev.append(Event("tokens", say(
                    QT_TRANSLATE_NOOP("ciak", "{card} now has %n token(s)."), card=dn, n=s.tokens[uid]),
                                {"card": uid}))
        elif k == "remove_tokens":
            t = max(0, s.tokens.get(uid, 0) - e.amount)
            if t:
                s.tokens[uid] = t
            else:
                s.tokens.pop(uid, None)
            ev.append(Event("tokens", say(
                QT_TRANSLATE_NOOP("ciak", "{card} now has %n token(s)."), card=dn, n=t), {"card": uid}))
        return
    if rk == "stack":
        if k == "cancel":
            sid = int(val)
            for i, it in enumerate(s.stack):
                if it["id"] == sid:
                    label = stack_label(s, it)
                    del s.stack[i]
                    if it["kind"] == "card":
                        s.discard.append(it["card"])
                    ev.append(Event("cancel", say(
                        QT_TRANSLATE_NOOP("ciak", "{name} cancels the {label}."), name=player(seat), label=label),
                                    {"seat": seat, "stack": sid}))
                    break
        return
    o = int(val)
    if not s.alive[o]:
        return
    if k == "draw":
        draw(s, o, e.amount, ev)
    elif k == "millions":
        add_millions(s, o, e.amount)
        n = e.amount
        key = ("millions", o, n)
        said = _SAID_EVENTS.get(key)
        ev.append(said or _said(key, lambda: Event("millions", say(
            QT_TRANSLATE_NOOP("ciak", "{name} adds %n million."), name=player(o), n=n), {"seat": o, "n": n})))
    elif k == "damage":
        damage(s, o, e.amount, seat, ev)
    elif k == "lynch":
        begin_lynch(s, seat, o, -1, ev)
    elif k == "sacrifice":
        if chars(s, o):
            s.pending.append({"kind": "sacrifice", "seat": o})
    elif k == "discard":
        hand = s.hands[o]
        for _ in range(e.amount):
            if not hand:
                break
            u = hand.pop(s.rng.below(len(hand)))
            if u in s.known:
                s.known.remove(u)
            s.discard.append(u)
            ev.append(
                Event(
                    "discard",
                    say(QT_TRANSLATE_NOOP("ciak", "{name} discards {card} at random."), name=player(o), card=s.cat.uid_design[u].name),  # noqa: E501
                    {"seat": o, "card": u, "design": s.cat.uid_design[u].id},
                    reveals=True,
                )
            )
    elif k == "heal":
        rec = s.co[s.company[o]]
        rec[1] = max(0, rec[1] - e.amount)
        ev.append(Event("heal", say(
            QT_TRANSLATE_NOOP("ciak", "{name}'s company now has {amount} damage."), name=player(o), amount=rec[1]),
                        {"seat": o}))
    elif k == "drain":
        s.millions[o] = max(0, s.millions[o] - e.amount)
        ev.append(Event("drain", say(QT_TRANSLATE_NOOP("ciak", "{name} loses %n million."), name=player(o), n=e.amount),
                        {"seat": o, "n": e.amount}))


# ---------------------------------------------------------------------------------- resolution


def resolve_top(s: CiakState, ev: list[Event]) -> None:
    """Resolve the top stack entry. The stack one entry shorter is a new list (the entry is never changed in place),
    so resolving needs no copy of the stack beforehand (:func:`_resolve_touches` names it only for what the effects
    add or take out); do not pop it in place."""
    stack = s.stack
    it = stack[-1]
    s.stack = stack[:-1]
    seat = it["seat"]
    kind = it["kind"]
    if kind == "lynch":
        _resolve_lynch(s, it, ev)
        return
    if kind == "card":
        _resolve_card(s, it, ev)
        return
    ref = it["src"]
    ab = abilities_of(s, ref)[it["ab"]]
    if ab.target is not None and not target_valid(s, seat, ab.target, it.get("target"), ref_stars(s, ref)):
        ev.append(Event("fizzle", say(
            QT_TRANSLATE_NOOP("ciak", "The {label} has no target any more: no effect."), label=stack_label(s, it)),
                        {"seat": seat}))
        return
    key = ("resolves", _label_key(s, it), seat)
    said = _SAID_EVENTS.get(key)
    ev.append(said or _said(key, lambda: Event("resolve", say(
        QT_TRANSLATE_NOOP("ciak", "The {label} ({name}) resolves."), label=stack_label(s, it), name=player(seat)),
                                                     {"seat": seat})))
    # "this character" is fixed when the ability is used (an item may have discarded itself)
    self_uid = int(it.get("self", -1))
    if self_uid >= 0 and char_owner(s, self_uid) < 0:
        self_uid = -1
    run_effects(s, seat, ab, it.get("target"), self_uid, ev)


def _resolve_card(s: CiakState, it: Item, ev: list[Event]) -> None:
    seat = it["seat"]
    uid = it["card"]
    d = s.cat.uid_design[uid]
    target = it.get("target")
    if d.type in ("ciak", "event"):
        ab = d.abilities[0]
        if not target_valid(s, seat, ab.target, target, d.stars):
            s.discard.append(uid)
            ev.append(Event("fizzle", say(
                QT_TRANSLATE_NOOP("ciak", "{card} has no target any more: discarded."), card=d.name),
                            {"seat": seat}))
            return
        key = ("resolves", d.name, seat, d.id)
        said = _SAID_EVENTS.get(key)
        ev.append(said or _said(key, lambda: Event("resolve", say(
            QT_TRANSLATE_NOOP("ciak", "{card} ({name}) resolves."), card=d.name, name=player(seat)),
                                           {"seat": seat, "design": d.id})))
        run_effects(s, seat, ab, target, -1, ev)
        s.discard.append(uid)
        return
    if d.type == "item":
        host = int(target[5:]) if target else -1
        if host < 0 or char_owner(s, host) != seat or host in s.items:
            s.discard.append(uid)
            ev.append(Event("fizzle", say(
                QT_TRANSLATE_NOOP("ciak", "{card} has no character to equip: discarded."), card=d.name),
                            {"seat": seat}))
            return
        s.items[host] = uid
        ev.append(Event("equip", say(QT_TRANSLATE_NOOP("ciak", "{card} is equipped to {target}."), card=d.name,
                                      target=describe_ref(s, target)), {"seat": seat}))
        self_uid = host
    else:
        if d.type == "character":
            s.cast[seat].append(uid)
        elif d.type == "myth":
            old = s.myth[seat]
            if old >= 0:
                die(s, old, ev, "sacrificed for the new myth")
            s.myth[seat] = uid
        else:  # staff
            slot = d.stars - 1
            old = s.staff[seat][slot]
            if old >= 0:
                die(s, old, ev, "replaced")
            s.staff[seat][slot] = uid
        key = ("enters", d.name, seat, d.id)
        said = _SAID_EVENTS.get(key)
        ev.append(said or _said(key, lambda: Event("enters", say(
            QT_TRANSLATE_NOOP("ciak", "{card} enters {name}'s play."), card=d.name, name=player(seat)),
                                           {"seat": seat, "design": d.id})))
        self_uid = uid if d.type in ("character", "myth") else -1
    for ab in d.abilities:
        if ab.trigger != "on_play" or not cond_ok(s, seat, ab.cond):
            continue
        if not target_valid(s, seat, ab.target, target, d.stars):
            ev.append(Event("fizzle", say(
                QT_TRANSLATE_NOOP("ciak", "{card}'s ability has no target: no effect."), card=d.name),
                            {"seat": seat}))
            continue
        if d.type in ("character", "myth") and char_owner(s, uid) < 0:
            self_uid = -1
        run_effects(s, seat, ab, target, self_uid, ev)


def _resolve_lynch(s: CiakState, it: Item, ev: list[Event]) -> None:
    lyncher = it["seat"]
    uid = int(it["target"][5:])
    if char_owner(s, uid) < 0:
        ev.append(Event("fizzle", say(
            QT_TRANSLATE_NOOP("ciak", "The lynching has no victim any more.")), {"seat": lyncher}))
        return
    how = s.options.get("lynch_damage", "total_att")
    au = auras(s)
    dif = dif_of(s, uid, au[char_owner(s, uid)])
    dn = describe_ref(s, it["target"])
    if how == "kill":
        ev.append(Event("lynch", say(
            QT_TRANSLATE_NOOP("ciak", "{name} lynches {target}."), name=player(lyncher), target=dn),
                        {"seat": lyncher, "card": uid}))
        die(s, uid, ev, "lynched")
        return
    margin = int(it.get("margin", -1))
    dmg = margin if how == "margin" and margin >= 0 else (total_att(s, lyncher, au[lyncher]) if s.alive[lyncher] else 0)
    ok = dmg >= dif
    ev.append(
        Event(
            "lynch",
            say(QT_TRANSLATE_NOOP("ciak", "{name} lynches {target}: {damage} damage against {dif} DIF — it dies.") if ok
                else QT_TRANSLATE_NOOP("ciak", "{name} lynches {target}: {damage} damage against {dif} DIF — it survives."),  # noqa: E501
                name=player(lyncher), target=dn, damage=dmg, dif=dif),
            {"seat": lyncher, "card": uid, "damage": dmg, "dif": dif, "dies": ok},
        )
    )
    if ok:
        die(s, uid, ev, "lynched")


def fight_totals(s: CiakState) -> tuple[int, int] | None:
    """The attacker's total ATT and the defender's total DIF of the fight in ``s.combat``, or None when either side
    is out (read only: :func:`tally` uses them)."""
    c = s.combat
    assert c is not None
    a, d = int(c["attacker"]), int(c["defender"])
    if not (s.alive[a] and s.alive[d]):
        return None
    au = auras(s)
    return total_att(s, a, au[a]), total_dif(s, d, au[d])


def tally_touches(s: CiakState, totals: tuple[int, int] | None) -> tuple[str, ...] | None:
    """The fields :func:`tally` changes in place with these ``totals``, or None when it may change anything (the
    damage knocks the defender out)."""
    if totals is None:
        return ("combat",)
    att, dif = totals
    if att > dif:
        rec = s.co[s.company[int(s.combat["defender"])]]  # type: ignore[index]  # (a fight: combat is set)
        if (rec[1] + att - dif) // 1000 >= rec[0]:
            return None  # no dominion left: the defender is out
        return ("combat", "co")  # damage (the sackings' draws and millions replace what they change)
    if dif > att:
        return ("combat", "stack", "pending")  # the lynching: on the stack, or the choice of its victim
    return ("combat",)


def tally(s: CiakState, ev: list[Event], totals: tuple[int, int] | None) -> None:
    """The fight's outcome (``totals``: :func:`fight_totals`)."""
    c = s.combat
    assert c is not None
    c["stage"] = "done"
    a, d = int(c["attacker"]), int(c["defender"])
    s.priority, s.passes, s.need = s.active, 0, s.alive.count(True)
    if totals is None:
        return
    att, dif = totals
    c["att"], c["dif"] = att, dif
    if att > dif:
        c["outcome"] = "damage"
        key: tuple[Any, ...] = ("combat", att, dif)
        said = _SAID_EVENTS.get(key)
        ev.append(said or _said(key, lambda: Event("combat", say(
            QT_TRANSLATE_NOOP("ciak", "Attack {att} against defence {dif}."), att=att, dif=dif),
                        {"att": att, "dif": dif})))
        damage(s, d, att - dif, a, ev)
    elif dif > att:
        c["outcome"] = "lynching"
        key = ("combat", att, dif, d)
        said = _SAID_EVENTS.get(key)
        ev.append(said or _said(key, lambda: Event("combat", say(
            QT_TRANSLATE_NOOP("ciak", "Defence {dif} beats attack {att}: {name} lynches."), dif=dif, att=att,
                                      name=player(d)), {"att": att, "dif": dif})))
        begin_lynch(s, d, a, dif - att, ev)
    else:
        c["outcome"] = "tie"
        ev.append(Event("combat", say(
            QT_TRANSLATE_NOOP("ciak", "Attack and defence are equal ({att}): nothing happens."), att=att),
                        {"att": att}))


# ---------------------------------------------------------------------------------- turn flow


def enter_phase(s: CiakState, phase: int, ev: list[Event]) -> None:
    s.phase = phase
    s.priority, s.passes, s.need = s.active, 0, s.alive.count(True)
    s.acted = False
    if phase == 3:
        s.combat = None
    event = _PHASE_EVENTS.get(phase)
    if event is None:  # the same value every time: built once per phase (events are never changed)
        event = _PHASE_EVENTS[phase] = Event(
            "phase", say(QT_TRANSLATE_NOOP("ciak", "Phase {phase}."), phase=phase), {"phase": phase})
    ev.append(event)


_PHASE_EVENTS: dict[int, Event] = {}  # phase -> its event


def _start_turn(s: CiakState, seat: int, ev: list[Event]) -> None:
    s.active = seat
    s.turn += 1
    last_turn = s.last_turn.copy()  # never changed in place: copies share it (CiakState.copy)
    last_turn[seat] = s.turn
    s.last_turn = last_turn
    s.used = []
    s.combat = None
    if s.rotated:
        staff = s.staff[seat]
        s.rotated = [r for r in s.rotated if r not in staff]  # the seat's own staff members stand up
    s.phase = 1
    co_name = s.cat.companies[s.company[seat]].name
    turn = s.turn
    key = ("turn", turn, seat, co_name)
    said = _SAID_EVENTS.get(key)
    ev.append(said or _said(key, lambda: Event("turn", say(
        QT_TRANSLATE_NOOP("ciak", "Turn {turn}: {name} ({company})."), turn=turn, name=player(seat),
                                company=co_name), {"seat": seat, "turn": turn})))
    draw(s, seat, 1, ev)
    if s.millions[seat] < MAX_MILLIONS:  # (replaced, as draw replaces the hands: _TURN_TOUCHES copies neither)
        millions = s.millions = s.millions.copy()
        millions[seat] += 1
    cat = s.cat
    start = cat.start_uids
    if not (start.isdisjoint(s.cast[seat]) and s.myth[seat] not in start and start.isdisjoint(s.staff[seat])
            and start.isdisjoint(s.items.values())):
        _start_abilities(s, seat, ev, sources(s, seat))
        enter_phase(s, 2, ev)
        return
    co = s.co
    for cid in cat.co_start:  # (the card set's few companies with one, in the game or not: a loop, no generator)
        rec = co.get(cid)
        if rec is not None and rec[2] == seat:
            _start_abilities(s, seat, ev, company_sources(s, seat))  # (no card has one: the companies, as sources)
            break
    enter_phase(s, 2, ev)


def _start_abilities(s: CiakState, seat: int, ev: list[Event],
                     where: Iterator[tuple[str, tuple[Ab, ...], int, str]]) -> None:
    """The start-of-turn abilities of ``seat``'s sources ``where`` (:func:`sources` or, when no card has one, the
    companies alone: the card set's few are looked up in sets first, most turns have none)."""
    no_million = s.options.get("controlled_company", CONTROLLED_DEFAULT) == "no_start_million"
    for _ref, abilities, _self, kind in where:
        if not _static_ok(s, kind):
            continue
        for ab in abilities:
            if ab.trigger == "start_of_turn" and cond_ok(s, seat, ab.cond):
                if kind == "ctrl_co" and no_million:  # l.159: "not the addition of the million"
                    ab = ab._replace(effects=tuple(e for e in ab.effects if e.kind != "millions"))
                run_effects(s, seat, ab, None, -1, ev)


def _end_turn(s: CiakState, ev: list[Event]) -> bool:
    """Close the turn; False when the active player must first discard down to 6.

    It replaces every list and dict it changes (the pending list, the hands and deck through :func:`draw`, the
    companies with residual damage, the millions in :func:`_start_turn`): ``_TURN_TOUCHES`` names none of them."""
    a = s.active
    if s.alive[a]:
        n = len(s.hands[a])
        if n > HAND_SIZE:
            s.pending = [*s.pending, {"kind": "discard", "seat": a}]
            return False
        if n < HAND_SIZE:
            draw(s, a, HAND_SIZE - n, ev, refill=True)  # (a new hand: read it again below)
            if len(s.hands[a]) < HAND_SIZE and s.final_turns < 0 and s.options.get("short_refill") == "last_round":
                s.final_turns = s.alive.count(True) - 1
                ev.append(Event("last_round", say(
                    QT_TRANSLATE_NOOP("ciak", "The deck is empty: every other player has one last turn."))))
    co = s.co
    for rec in co.values():
        if rec[1]:  # residual damage below 1000, gone: a new record for each company that has some
            s.co = {cid: [r[0], 0, *r[2:]] if r[1] else r for cid, r in co.items()}
            break
    s.boosts = {}
    s.combat = None
    if s.final_turns == 0:
        s.deck_out = True
    if s.deck_out:
        return True
    if s.final_turns > 0:
        s.final_turns -= 1
    _start_turn(s, next_turn(s, a), ev)
    return True


def next_turn(s: CiakState, a: int) -> int:
    """Who plays after ``a``: the next living seat, or with ``alliance_order`` = ``alternate``
    the next living player of the other alliance (its members in seat order, in turn)."""
    if s.mode != ALLIANCE or s.options.get("alliance_order", "alternate") != "alternate":
        return next_alive(s, a)
    n = len(s.alive)
    other = [o for o in range(n) if s.team[o] != s.team[a]]
    last = max(other, key=lambda o: s.last_turn[o])
    start = last if s.last_turn[last] > 0 else a  # nobody of that alliance has played yet
    for k in range(1, n + 1):
        j = (start + k) % n
        if j in other and s.alive[j]:
            return j
    return next_alive(s, a)  # the other alliance is out (the game is over)


def _attack_targets(s: CiakState) -> list[int]:
    a = s.active
    if s.mode == DOMINION and a != boss_seat(s):
        b = boss_seat(s)
        return [b] if s.alive[b] else []
    return list(rival_seats(s, a))


def _pending_live(s: CiakState, p: Item) -> bool:
    kind = p["kind"]
    seat = p["seat"]
    if not s.alive[seat]:
        return False
    if s.phase == END and kind != "discard":
        return False  # the turn ended early (active player knocked out)
    if kind == "fit":
        return cast_used(s, seat) > cast_limit(s, seat)
    if kind == "sacrifice":
        return bool(chars(s, seat))
    if kind == "lynch":
        return bool(chars(s, p["victim"]))
    if kind == "trigger":
        ab = abilities_of(s, p["src"])[p["ab"]]
        return bool(targets(s, seat, ab.target or "", ref_stars(s, p["src"])))
    if kind == "discard":
        return len(s.hands[seat]) > HAND_SIZE
    return True


def _overflow_seat(s: CiakState) -> int:
    """The first seat from the active player's whose cast uses more star spaces than it has, or -1."""
    cat = s.cat
    floor = BASE_CAST + cat.cast_floor  # no table of this card set has a lower limit
    most = cat.most_stars
    casts = s.cast
    if max(map(len, casts)) * most <= floor:  # the common case: no cast can use more than the lowest limit
        return -1
    n = len(casts)
    for k in range(n):
        seat = s.active + k
        if seat >= n:
            seat -= n
        cast = casts[seat]
        if len(cast) * most > floor:  # else it cannot use more than the lowest limit
            used = sum(map(cat.uid_stars.__getitem__, cast))  # (cast_used, without a list)
            if used > floor and s.alive[seat] and used > cast_limit(s, seat):
                return seat
    return -1


def check_end(s: CiakState, ev: list[Event]) -> None:
    if s.over:
        return
    if not s.deck_out:  # the common case first: two rival sides still alive
        if s.mode == MASSACRE:
            if s.alive.count(True) > 1:
                return
        elif len({t for t, a in zip(s.team, s.alive, strict=True) if a}) > 1:
            return
    alive = [i for i, a in enumerate(s.alive) if a]
    players = s.config.players
    if s.mode == MASSACRE:
        if len(alive) <= 1:
            s.winners = alive
            s.end_text = f"{players[alive[0]].name} conquers Lollywood and derides everyone!" if alive else ""
    else:
        teams = {s.team[i] for i in alive}
        if len(teams) == 1:
            t = teams.pop()
            s.winners = [i for i in range(len(s.alive)) if s.team[i] == t]
            who = " and ".join(players[i].name for i in s.winners)
            s.end_text = f"{who} conquer Lollywood!"
    if s.end_text:
        s.over = True
    elif s.deck_out:
        s.over = True
        _deck_out_result(s)
    if s.over:
        s.pending = []
        ev.append(Event("game_over", end_words(s), {"winners": list(s.winners)}, reveals=True))


def remaining(s: CiakState, seat: int) -> int:
    return s.co[s.company[seat]][0] if s.alive[seat] else 0


def end_words(s: CiakState) -> Msg:
    """How the game ended, as words (the state keeps the English sentence, ``end_text``, as saved games have it)."""
    who = [player(x) for x in s.winners]
    if s.end_text.startswith("The deck has run out and"):
        return say(QT_TRANSLATE_NOOP("ciak", "The deck has run out and the top is tied at {points} dominion points: a sad tie."),  # noqa: E501
                   points=_deck_out_outcome(s)[1])
    if s.end_text.startswith("The deck has run out:"):
        if len(who) == 1:
            text = QT_TRANSLATE_NOOP("ciak", "The deck has run out: {names} wins with {points} dominion points.")
        else:
            text = QT_TRANSLATE_NOOP("ciak", "The deck has run out: {names} win with {points} dominion points.")
        return say(text, names=who, points=_deck_out_outcome(s)[1])
    if s.mode == MASSACRE:
        return say(
            QT_TRANSLATE_NOOP("ciak", "{name} conquers Lollywood and derides everyone!"), name=who[0] if who else "")
    return say(QT_TRANSLATE_NOOP("ciak", "{names} conquer Lollywood!"), names=who)


def _deck_out_outcome(s: CiakState) -> tuple[list[int], int]:
    """When the deck runs out: the winning seats (none for a tie at the top) and the best score."""
    n = len(s.alive)
    if s.mode == MASSACRE:
        groups = {seat: [seat] for seat in range(n)}
        scores = {seat: remaining(s, seat) for seat in range(n)}
    elif s.mode == ALLIANCE or s.options.get("dominion_deck_out", "coalition") == "coalition":
        groups = {}
        for seat in range(n):
            groups.setdefault(s.team[seat], []).append(seat)
        scores = {t: sum(remaining(s, x) for x in members) for t, members in groups.items()}
    else:  # dominion, best single coalition player
        groups = {0: [0], 1: [x for x in range(1, n)]}
        scores = {0: remaining(s, 0), 1: max(remaining(s, x) for x in range(1, n))}
    best = max(scores.values())
    top = [g for g, v in scores.items() if v == best]
    return (sorted(groups[top[0]]) if len(top) == 1 else []), best


def _deck_out_result(s: CiakState) -> None:
    players = s.config.players
    winners, best = _deck_out_outcome(s)
    if winners:
        s.winners = winners
        who = " and ".join(players[i].name for i in s.winners)
        s.end_text = f"The deck has run out: {who} win{'s' if len(s.winners) == 1 else ''} with {best} dominion points."
    else:
        s.winners = []
        s.end_text = f"The deck has run out and the top is tied at {best} dominion points: a sad tie."


def own(s: CiakState) -> None:
    """Give ``s`` its own copy of every list, dict and the generator (it was a :meth:`CiakState.successor` sharing
    them with the state it came from), in place."""
    s.__dict__ = s.copy().__dict__


def _lists(x: list[list[int]]) -> list[list[int]]:
    return [y[:] for y in x]


def _dict_lists(x: dict[Any, list[int]]) -> dict[Any, list[int]]:
    return {k: v[:] for k, v in x.items()}


# How settle gives a successor its own copy of one field (deep where the flow changes the inner lists in place).
OWN_FIELD: dict[str, Any] = {
    "hands": _lists,
    "cast": _lists,
    "staff": _lists,
    "co": _dict_lists,
    "boosts": _dict_lists,
    "deck": list.copy,
    "discard": list.copy,
    "millions": list.copy,
    "myth": list.copy,
    "known": list.copy,
    "rotated": list.copy,
    "used": list.copy,
    "stack": list.copy,  # the flow pops, appends and deletes entries; it never changes an entry
    "pending": list.copy,  # the same
    "tokens": dict.copy,
    "items": dict.copy,
    "combat": dict.copy,  # (only asked for while a fight is on: never None then)
    "rng": Rng.copy,
}

# The fields each effect kind changes in place (through apply_effect and what it calls: draw, add_millions,
# begin_lynch, ...). Kinds not listed (destroy, bounce, damage: a card dies or a player may be knocked out)
# may change anything. Each entry is checked against apply_effect by test_ciak_engine.py.
EFFECT_TOUCHES: dict[str, tuple[str, ...]] = {
    "boost": ("boosts",),
    "add_tokens": ("tokens",),
    "remove_tokens": ("tokens",),
    "cancel": ("stack", "discard"),
    "draw": (),  # (draw replaces the deck and the hands)
    "millions": (),  # (add_millions replaces the millions)
    "drain": ("millions",),
    "heal": ("co",),
    "sacrifice": ("pending",),
    "discard": ("hands", "known", "discard", "rng"),
    "lynch": ("pending", "stack"),
    # leave_to_hand: out of play (a staff member stood up), its tokens, boosts and item gone, back to the hand
    "bounce": ("cast", "myth", "staff", "rotated", "tokens", "boosts", "items", "discard", "hands", "known"),
}
# what resolving a card changes besides its effects, by type (myths and staff: only into an empty place)
# (not the stack: resolve_top replaces it one entry shorter)
_CARD_TOUCHES: dict[str, tuple[str, ...]] = {
    "ciak": ("discard",),
    "event": ("discard",),
    "item": ("discard", "items"),
    "character": ("cast",),
    "myth": ("myth",),
    "staff": ("staff",),
}
# the fields the cast limits depend on (with ``alive``, which only changes with what may change anything); of the
# companies only who controls them counts, and only a knock-out (:func:`eliminate`) changes that: a damage that may
# knock a player out, like every step that may change anything, gets the whole copy and the check, so a change of
# the companies alone (damage, heal, residual damage cleared) leaves the limits as they were
_BOARD = frozenset({"cast", "myth", "staff", "items"})
# what closing a turn and starting the next changes (_end_turn, _start_turn), besides start-of-turn effects
_TURN_TOUCHES: tuple[str, ...] = ()  # (each of them replaces what it changes: see _end_turn)

_TOUCHED: dict[int, tuple[Any, frozenset[str] | None]] = {}  # id(design, ability or catalog) -> (it, fields)


def _effects_touch(abilities: Any, base: tuple[str, ...]) -> frozenset[str] | None:
    """``base`` and the fields the effects of ``abilities`` change, or None when they may change anything."""
    out = set(base)
    for ab in abilities:
        for e in ab.effects:
            t = EFFECT_TOUCHES.get(e.kind)
            if t is None:
                return None
            out.update(t)
    return frozenset(out)


def _resolve_touches(s: CiakState, it: Item) -> frozenset[str] | None:
    """The fields :func:`resolve_top` may change in place when it resolves ``it`` now, or None for any.

    Damage (a card's or an ability's ``damage`` effects) changes the companies, and the sackings' draws and
    millions, unless it may knock a player out: then anything may change (as :func:`tally_touches`)."""
    kind = it["kind"]
    if kind == "lynch":
        return _LYNCH_TOUCHES  # a character may die (:func:`die`: its death's triggers pending or on the stack)
    if kind == "card":
        d = s.cat.uid_design[it["card"]]
        t = d.type
        got = _HURT_TOUCHED.get(id(d))
        if got is None:
            abilities = d.abilities[:1] if t in ("ciak", "event") else [
                ab for ab in d.abilities if ab.trigger == "on_play"]
            got = _remember_hurt(d, abilities, _CARD_TOUCHES[t])
        if (t == "myth" and s.myth[it["seat"]] >= 0) or (t == "staff" and s.staff[it["seat"]][d.stars - 1] >= 0):
            # the old myth is sacrificed (its death's triggers pending or on the stack), the old staff member
            # replaced (stood up if turned): :func:`die` of a card in play, which knocks nobody out
            fields = got[1]
            if fields is None:
                return None
            got = (d, _REPLACED.get(fields) or _replaced(fields), got[2])
    else:
        ab = abilities_of(s, it["src"])[it["ab"]]
        got = _HURT_TOUCHED.get(id(ab))
        if got is None:
            got = _remember_hurt(ab, (ab,), ())  # (the stack: replaced by resolve_top)
    _, fields, hurt = got
    if hurt:  # the most damage one company may take: the fields above unless it empties a company's dominion
        co = s.co
        company = s.company
        for o, in_game in enumerate(s.alive):  # (each player has a company of their own)
            if in_game:
                rec = co[company[o]]
                if (rec[1] + hurt) // 1000 >= rec[0]:
                    return None
    return fields


# what a myth or staff member dying when a new one takes its place changes besides the new card's own fields (its
# death's triggers go onto the stack that resolve_top has already replaced: not the stack)
_REPLACE_TOUCHES = ("rotated", "tokens", "boosts", "items", "discard", "pending")
# what a lynching changes: what a character's death does (die; the stack as above)
_LYNCH_TOUCHES = frozenset({"cast", "myth", "staff", "rotated", "tokens", "boosts", "items", "discard", "pending"})
_REPLACED: dict[frozenset[str], frozenset[str]] = {}  # a card's fields -> with _REPLACE_TOUCHES


def _replaced(fields: frozenset[str]) -> frozenset[str]:
    if len(_REPLACED) >= 10_000:
        _REPLACED.clear()
    got = _REPLACED[fields] = fields.union(_REPLACE_TOUCHES)
    return got


# what a damage that knocks nobody out changes in place: the company (the sackings draw and add millions by replacing)
_DAMAGE_TOUCHES = ("co",)  # (the sackings' draw and add_millions replace what they change)
# id(design or ability) -> (it, the fields resolving it changes when no player is knocked out or None for any, the
# sum of its damage effects' amounts: the most one company may take, as each effect deals it to a player once)
_HURT_TOUCHED: dict[int, tuple[Any, frozenset[str] | None, int]] = {}


def _remember_hurt(key: Any, abilities: Any, base: tuple[str, ...]) -> tuple[Any, frozenset[str] | None, int]:
    out = set(base)
    hurt = 0
    fields: frozenset[str] | None = None
    for ab in abilities:
        for e in ab.effects:
            if e.kind == "damage":
                out.update(_DAMAGE_TOUCHES)
                hurt += e.amount
                continue
            t = EFFECT_TOUCHES.get(e.kind)
            if t is None:
                break
            out.update(t)
        else:
            continue
        break
    else:
        fields = frozenset(out)
    if len(_HURT_TOUCHED) >= 10_000:  # many card sets over a long session: start again
        _HURT_TOUCHED.clear()
    got = _HURT_TOUCHED[id(key)] = (key, fields, hurt if fields is not None else 0)
    return got


def _turn_touches(s: CiakState) -> frozenset[str] | None:
    """The fields closing this turn and starting the next may change in place (the start-of-turn effects of any
    card or company of the card set), or None for any."""
    cat = s.cat
    got = _TOUCHED.get(id(cat))
    if got is None:
        abilities = [ab for d in cat.designs.values() for ab in d.abilities if ab.trigger == "start_of_turn"]
        abilities += [ab for co in cat.companies.values() for ab in co.abilities if ab.trigger == "start_of_turn"]
        got = _remember_touch(cat, _effects_touch(abilities, _TURN_TOUCHES))
    return got[1]


def _remember_touch(key: Any, fields: frozenset[str] | None) -> tuple[Any, frozenset[str] | None]:
    if len(_TOUCHED) >= 10_000:  # many card sets over a long session: start again
        _TOUCHED.clear()
    got = _TOUCHED[id(key)] = (key, fields)
    return got


def _own_some(s: CiakState, fields: frozenset[str] | tuple[str, ...], mine: set[str]) -> None:
    """Give ``s`` its own copy of ``fields`` (those not in ``mine`` yet, which then holds them)."""
    d = s.__dict__
    if mine:
        for f in fields:
            if f not in mine:
                d[f] = OWN_FIELD[f](d[f])
                mine.add(f)
        return
    plan = _PLANS.get(fields)  # the common case, nothing copied yet: each field with its copier, looked up once
    if plan is None:
        if len(_PLANS) >= 10_000:
            _PLANS.clear()
        plan = _PLANS[fields] = tuple((f, OWN_FIELD[f]) for f in fields)
    for f, copy in plan:
        d[f] = copy(d[f])
    mine.update(fields)


_PLANS: dict[frozenset[str] | tuple[str, ...], tuple[tuple[str, Any], ...]] = {}  # fields -> (field, copier)s


def settle(s: CiakState, ev: list[Event], owned: bool = True, board: bool = True, copied: tuple[str, ...] = ()) -> None:
    """Run everything automatic until a player has to decide something (or the game ends).

    ``owned`` False: ``s`` may share its lists and dicts with an earlier state (a successor); before anything
    here changes one in place it is copied: only the fields the step may change (a decision dropped, a stack
    entry resolved: ``EFFECT_TOUCHES``, a turn closed) or, for a step that may change anything (a card dying, a
    player knocked out, the combat tally), the whole state (:func:`own`).

    ``board`` False: nothing moved cards since ``s`` was last settled (a pass), so the cast limits held then and
    are not checked again until something here moves cards.

    ``copied``: the fields of a successor ``s`` already owns (the caller copied them).
    """
    # whether the table may have changed since the cast limits were last checked: only resolving the stack,
    # a turn's end (and the next turn's start) and the combat tally move cards, lasting effects or companies
    if s.over:
        return  # (only check_end ends a game, and the loop returns right after it does)
    mine = set(copied)  # the fields of a successor copied so far (while not owned)
    ends = s.mode != MASSACRE  # (else check_end has nothing to do while two players are in and the deck lasts)
    alive = s.alive  # (replaced whole when a player is out, never changed in place: counted again only then)
    left = alive.count(True)
    for _ in range(10_000):
        if s.alive is not alive:
            alive = s.alive
            left = alive.count(True)
        if ends or left <= 1 or s.deck_out:
            check_end(s, ev)  # replaces what it changes (pending, winners): no copy needed
            if s.over:
                return
        if s.pending:
            if not _pending_live(s, s.pending[0]):
                if not owned:
                    _own_some(s, ("pending",), mine)
                pending = s.pending
                pending.pop(0)
                while pending and not _pending_live(s, pending[0]):
                    pending.pop(0)
            if s.pending:
                return
        phase = s.phase
        if phase == END:
            touched = _turn_touches(s)
            if not owned:
                if touched is None:
                    own(s)
                    owned = True
                else:
                    _own_some(s, touched, mine)
            if not _end_turn(s, ev):
                return
            if not board and (touched is None or not touched.isdisjoint(_BOARD)):
                board = True  # else only start-of-turn effects could move a card, and the card set has none that do
            continue
        if board:
            seat = _overflow_seat(s)
            if seat >= 0:
                s.pending = [{"kind": "fit", "seat": seat}]  # pending is empty here: a new list, not an append
                return
            board = False
        if not s.alive[s.priority]:
            s.priority = next_alive(s, s.priority)
        combat = s.combat
        if phase == 3:
            if combat is None:
                if chars(s, s.active) and _attack_targets(s):
                    s.combat = {"stage": "declare"}
                    s.pending = [{"kind": "attack", "seat": s.active}]  # pending is empty here, as above
                    return
                enter_phase(s, 4, ev)
                continue
            if not s.stack and combat.get("stage") == "done":
                enter_phase(s, 4, ev)  # l.223: after damage, a lynching or a tie, the turn moves to phase 4
                continue
        if s.stack:
            if s.passes >= s.need:
                touched = _resolve_touches(s, s.stack[-1])
                if touched is None:
                    if not owned:
                        own(s)
                        owned = True
                    board = True
                else:
                    if not owned:
                        _own_some(s, touched, mine)
                    if not board and not touched.isdisjoint(_BOARD):
                        board = True  # else no card, item or company moved: the cast limits still hold
                resolve_top(s, ev)
                if s.phase != END:
                    s.priority, s.passes, s.need = s.active, 0, (
                        left if s.alive is alive else s.alive.count(True))
                continue
            return
        if s.passes >= s.need:
            if phase == 2:
                enter_phase(s, 3, ev)
            elif phase == 3:
                if combat is not None and combat.get("stage") == "fight":
                    totals = fight_totals(s)
                    fields = tally_touches(s, totals)
                    if not owned:
                        if fields is None:
                            own(s)
                            owned = True
                        else:
                            _own_some(s, fields, mine)
                    tally(s, ev, totals)  # then phase 4, once a lynching it starts has resolved
                    if fields is None:
                        board = True  # a knock-out (else the fight moved no card: its lynching is on the stack)
                else:
                    enter_phase(s, 4, ev)
            else:
                s.phase = END
            continue
        return
    raise RuntimeError("Ciak! engine did not settle")  # pragma: no cover - a bug guard


# ---------------------------------------------------------------------------------- legal actions


def decision(s: CiakState) -> tuple[str, int]:
    """(kind, seat) of what the engine waits for: a pending decision or ``priority``."""
    if s.over:
        return "over", -1
    if s.pending:
        return s.pending[0]["kind"], s.pending[0]["seat"]
    return "priority", s.priority
