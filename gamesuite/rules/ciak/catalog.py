"""The card set as the rules see it: plain JSON (from ``GameConfig.content``) parsed into tuples.

The content was validated by :mod:`gamesuite.content.ciak` before it reached the rules; this
module only reads it (applying the same defaults) and expands ``copies`` into the 140 physical
cards. Parsing is cached per content object so round-tripped states stay cheap.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, NamedTuple, Self

from gamesuite.rules.packing import MAX_INFLATED_BYTES, pack_content, unpack_content


class _Record:
    """A NamedTuple's behaviour (positional or keyword construction, equality and hash by value, iteration,
    ``_replace``, no assignment) on a class with slots: the engine reads these fields on nearly every step, and on
    Python 3.11 a slot read is ~3x faster than a NamedTuple field (a descriptor call, not specialised)."""

    __slots__: tuple[str, ...] = ()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        names = self.__slots__
        if len(args) > len(names) or len(args) + len(kwargs) != len(names):
            raise TypeError(f"{type(self).__name__} takes the fields {names}")
        values = args + tuple(kwargs[n] for n in names[len(args):])
        for n, v in zip(names, values, strict=True):
            object.__setattr__(self, n, v)

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, n) for n in self.__slots__)

    def __iter__(self) -> Iterator[Any]:
        return iter(self._values())

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{n}={getattr(self, n)!r}' for n in self.__slots__)})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __reduce__(self) -> tuple[Any, ...]:  # copies and pickles (no assignment: built again from the values)
        return type(self), self._values()

    def _replace(self, **changes: Any) -> Self:
        return type(self)(**{n: changes.get(n, getattr(self, n)) for n in self.__slots__})


class Eff(_Record):
    kind: str
    to: str
    amount: int
    att: int
    dif: int

    __slots__ = ("kind", "to", "amount", "att", "dif")


class Ab(_Record):
    trigger: str
    costs: tuple[tuple[str, int], ...]
    once: bool
    cond: tuple[str, int] | None
    target: str | None
    effects: tuple[Eff, ...]

    __slots__ = ("trigger", "costs", "once", "cond", "target", "effects")


class Design(_Record):
    id: str
    name: str
    type: str
    cost: int
    stars: int
    att: int
    dif: int
    dice: bool
    abilities: tuple[Ab, ...]
    copies: int
    text: str

    __slots__ = ("id", "name", "type", "cost", "stars", "att", "dif", "dice", "abilities", "copies", "text")


class Co(NamedTuple):
    id: str
    name: str
    dominion: int
    abilities: tuple[Ab, ...]
    boss: bool
    text: str


# Play.kind: how a card in hand is played
CIAK, EVENT, ITEM, CHARACTER, FREE = range(5)  # FREE: a myth or a staff member (no cost)
_PLAY_KIND = {"ciak": CIAK, "event": EVENT, "item": ITEM, "character": CHARACTER, "myth": FREE, "staff": FREE}


class Play(NamedTuple):
    """How a card in hand is played (precomputed for the legal-action enumeration)."""

    kind: int  # CIAK, EVENT, ITEM, CHARACTER or FREE
    cost: int
    stars: int
    cond: tuple[str, int] | None  # a Ciak or Event card: its condition
    target: str | None  # a Ciak or Event card: its target; others: the target of their on-play ability


class Use(NamedTuple):
    """One activated ability of a card or a company (precomputed for the legal-action enumeration)."""

    at: int  # its place among the source's abilities (the action's ``index``)
    ab: Ab
    used: str  # its entry in ``CiakState.used`` once used this turn: ``<source ref>:<index>``
    sac_self: bool  # a cost sacrifices its own card
    sac_char: bool  # a cost sacrifices another character
    tokens: int  # tokens this character must hold to pay (0: none)
    millions: int  # millions the player must hold to pay (0: none)
    rotate: bool  # a cost rotates this staff member (it must be upright)


class Catalog:
    """The parsed card set, read on every engine step: a class with slots, whose attributes read ~3x faster than a
    NamedTuple's fields (Python 3.11 specialises slot reads; a NamedTuple field is a descriptor call)."""

    designs: dict[str, Design]
    uid_design: tuple[Design, ...]  # physical card number -> its design
    companies: dict[str, Co]
    company_order: tuple[str, ...]
    boss: str | None
    uid_static: tuple[tuple[Eff, ...], ...]  # physical card -> effects of its static abilities
    co_static: dict[str, tuple[Eff, ...]]
    uid_brief: tuple[dict[str, Any], ...]  # physical card -> the fixed part of its views (copy it)
    uid_face: tuple[dict[str, Any], ...]
    cast_floor: int  # the most the whole set can lower one player's cast limit (<= 0)
    uid_ref: tuple[str, ...]  # physical card -> its reference in actions and on the stack: "card:<uid>"
    uid_stars: tuple[int, ...]  # physical card -> star level (0 for myths, items, Ciak and Event cards)
    uid_play: tuple[Play, ...]  # physical card -> how it is played from the hand
    uid_ciak: tuple[bool, ...]  # physical card -> whether it is a Ciak card (playable on any turn)
    uid_uses: tuple[tuple[Use, ...], ...]  # physical card -> its activated abilities
    co_uses: dict[str, tuple[Use, ...]]  # company -> its activated abilities
    uid_cast: tuple[int, ...]  # physical card -> how much its lasting effects change its owner's cast limit
    co_cast: dict[str, int]  # company -> the same
    uid_dice_stars: tuple[int, ...]  # physical card -> its star level if it rolls dice, else 0
    # physical card -> the fewest tokens any of its activated abilities costs its character (0: one costs none)
    uid_tokens_needed: tuple[int, ...]
    uid_rotates: tuple[bool, ...]  # physical card -> whether every activated ability of it costs rotating it
    # physical card -> its activated abilities that may be used on another player's turn (no "your_turn"
    # condition), and the fewest tokens and millions any of those costs (0: one costs none)
    uid_off_uses: tuple[tuple[Use, ...], ...]
    uid_off_tokens: tuple[int, ...]
    uid_off_millions: tuple[int, ...]
    # the physical cards that are Ciak cards, and those with activated abilities for another player's turn (a set
    # tells a hand or a cast without any in one C call: cheaper than filtering the hand item by item)
    ciak_uids: frozenset[int]
    off_use_uids: frozenset[int]
    use_uids: frozenset[int]  # the physical cards with activated abilities
    most_stars: int  # the highest star level of any card (a cast of n characters uses at most n times this)
    start_uids: frozenset[int]  # the physical cards with start-of-turn abilities
    co_start: frozenset[str]  # the companies with start-of-turn abilities
    dice_uids: frozenset[int]  # the physical cards that roll dice
    uid_millions_needed: tuple[int, ...]  # physical card -> the fewest millions any of its activated abilities costs
    static_uids: frozenset[int]  # the physical cards with lasting (static) effects
    ref_abilities: dict[str, tuple[Ab, ...]]  # "card:<uid>" or "co:<company id>" -> its abilities
    # physical card -> the millions playing it from the hand takes (characters and items; 0 for the others): the
    # hand's enumeration skips a card the player cannot pay for in one test
    uid_pay: tuple[int, ...]

    __slots__ = (
        "designs",
        "uid_design",
        "companies",
        "company_order",
        "boss",
        "uid_static",
        "co_static",
        "uid_brief",
        "uid_face",
        "cast_floor",
        "uid_ref",
        "uid_stars",
        "uid_play",
        "uid_ciak",
        "uid_uses",
        "co_uses",
        "uid_cast",
        "co_cast",
        "uid_dice_stars",
        "uid_tokens_needed",
        "uid_rotates",
        "uid_off_uses",
        "uid_off_tokens",
        "uid_off_millions",
        "ciak_uids",
        "off_use_uids",
        "use_uids",
        "most_stars",
        "start_uids",
        "co_start",
        "dice_uids",
        "uid_millions_needed",
        "static_uids",
        "ref_abilities",
        "uid_pay",
    )

    def __init__(self, *values: Any) -> None:
        """The fields in the order declared above (as the NamedTuple this was)."""
        for name, value in zip(self.__slots__, values, strict=True):
            setattr(self, name, value)

    @property
    def size(self) -> int:
        return len(self.uid_design)


def _ability(raw: Mapping[str, Any]) -> Ab:
    cond = raw.get("condition")
    return Ab(
        trigger=raw["trigger"],
        costs=tuple((c["kind"], int(c.get("amount", 1))) for c in raw.get("costs", ())),
        once=bool(raw.get("once_per_turn", False)),
        cond=(cond["kind"], int(cond.get("amount") or 0)) if cond else None,
        target=raw.get("target"),
        effects=tuple(
            Eff(
                e["kind"],
                e.get("to", "target"),
                int(e.get("amount", 0)),
                int(e.get("att", 0)),
                int(e.get("dif", 0)),
            )
            for e in raw["effects"]
        ),
    )


def parse_catalog(content: Mapping[str, Any]) -> Catalog:
    if not content or "cards" not in content or "companies" not in content:
        raise ValueError("Ciak! needs its card set in GameConfig.content (gamesuite.content.ciak.builtin_card_set())")
    texts = content.get("texts") or {}
    designs: dict[str, Design] = {}
    uids: list[Design] = []
    for raw in content["cards"]:
        d = Design(
            id=raw["id"],
            name=raw["name"],
            type=raw["type"],
            cost=int(raw.get("cost", 0)),
            stars=int(raw.get("stars", 0)),
            att=int(raw.get("att", 0)),
            dif=int(raw.get("dif", 0)),
            dice=bool(raw.get("dice", False)),
            abilities=tuple(_ability(a) for a in raw.get("abilities", ())),
            copies=int(raw.get("copies", 1)),
            text=str(texts.get(raw["id"], "")),
        )
        designs[d.id] = d
        uids.extend([d] * d.copies)
    companies: dict[str, Co] = {}
    boss = None
    for raw in content["companies"]:
        co = Co(
            id=raw["id"],
            name=raw["name"],
            dominion=int(raw["dominion"]),
            abilities=tuple(_ability(a) for a in raw["abilities"]),
            boss=bool(raw.get("boss", False)),
            text=str(texts.get(raw["id"], "")),
        )
        companies[co.id] = co
        if co.boss:
            boss = co.id

    def static_effects(abilities: tuple[Ab, ...]) -> tuple[Eff, ...]:
        return tuple(e for ab in abilities if ab.trigger == "static" for e in ab.effects)

    def brief(uid: int, d: Design) -> dict[str, Any]:
        return {"uid": uid, "design": d.id, "name": d.name, "type": d.type}

    def face(uid: int, d: Design) -> dict[str, Any]:
        out = brief(uid, d) | {"text": d.text}
        if d.type in ("character", "item"):
            out["cost"] = d.cost
        if d.type in ("character", "staff"):
            out["stars"] = d.stars
        if d.type in ("character", "myth", "item"):
            out["att"] = d.att
            out["dif"] = d.dif
        if d.type == "character":
            out["dice"] = d.dice
        return out

    # every copy of every card that lowers the limit, and every company, in play for one player at once:
    # a bound no table can beat, so the engine may skip the overflow check below it
    def lowered(abilities: tuple[Ab, ...]) -> int:
        return sum(min(0, e.amount) for e in static_effects(abilities) if e.kind == "cast_limit")

    cast_floor = sum(lowered(d.abilities) * d.copies for d in designs.values())
    cast_floor += sum(lowered(co.abilities) for co in companies.values())

    def play(d: Design) -> Play:
        if d.type in ("ciak", "event"):
            ab = d.abilities[0]
            return Play(_PLAY_KIND[d.type], d.cost, d.stars, ab.cond, ab.target)
        on_play = next((ab.target for ab in d.abilities if ab.trigger == "on_play" and ab.target), None)
        return Play(_PLAY_KIND[d.type], d.cost, d.stars, None, on_play)

    def cast_change(abilities: tuple[Ab, ...]) -> int:
        return sum(e.amount for e in static_effects(abilities) if e.kind == "cast_limit")

    def uses(ref: str, abilities: tuple[Ab, ...]) -> tuple[Use, ...]:
        def most(kind: str, ab: Ab) -> int:  # each cost of a kind is checked on its own: the largest decides
            return max((n for c, n in ab.costs if c == kind), default=0)

        return tuple(
            Use(i, ab, f"{ref}:{i}", any(c == "sacrifice_self" for c, _ in ab.costs),
                any(c == "sacrifice_character" for c, _ in ab.costs), most("tokens", ab), most("millions", ab),
                any(c == "rotate" for c, _ in ab.costs))
            for i, ab in enumerate(abilities)
            if ab.trigger == "activated"
        )

    off_uses = tuple(
        tuple(use for use in uses(f"card:{u}", d.abilities) if use.ab.cond is None or use.ab.cond[0] != "your_turn")
        for u, d in enumerate(uids)
    )
    return Catalog(
        designs,
        tuple(uids),
        companies,
        tuple(companies),
        boss,
        tuple(static_effects(d.abilities) for d in uids),
        {cid: static_effects(co.abilities) for cid, co in companies.items()},
        tuple(brief(u, d) for u, d in enumerate(uids)),
        tuple(face(u, d) for u, d in enumerate(uids)),
        cast_floor,
        tuple(f"card:{u}" for u in range(len(uids))),
        tuple(d.stars for d in uids),
        tuple(play(d) for d in uids),
        tuple(d.type == "ciak" for d in uids),
        tuple(uses(f"card:{u}", d.abilities) for u, d in enumerate(uids)),
        {cid: uses(f"co:{cid}", co.abilities) for cid, co in companies.items()},
        tuple(cast_change(d.abilities) for d in uids),
        {cid: cast_change(co.abilities) for cid, co in companies.items()},
        tuple(d.stars if d.dice else 0 for d in uids),
        tuple(min((use.tokens for use in uses(f"card:{u}", d.abilities)), default=0) for u, d in enumerate(uids)),
        tuple(all(use.rotate for use in uses(f"card:{u}", d.abilities)) for u, d in enumerate(uids)),
        off_uses,
        tuple(min((use.tokens for use in x), default=0) for x in off_uses),
        tuple(min((use.millions for use in x), default=0) for x in off_uses),
        frozenset(u for u, d in enumerate(uids) if d.type == "ciak"),
        frozenset(u for u, x in enumerate(off_uses) if x),
        frozenset(u for u, d in enumerate(uids) if any(ab.trigger == "activated" for ab in d.abilities)),
        max((d.stars for d in uids), default=0),
        frozenset(u for u, d in enumerate(uids) if any(ab.trigger == "start_of_turn" for ab in d.abilities)),
        frozenset(cid for cid, co in companies.items() if any(ab.trigger == "start_of_turn" for ab in co.abilities)),
        frozenset(u for u, d in enumerate(uids) if d.dice and d.stars),
        tuple(min((use.millions for use in uses(f"card:{u}", d.abilities)), default=0) for u, d in enumerate(uids)),
        frozenset(u for u, d in enumerate(uids) if static_effects(d.abilities)),
        {f"card:{u}": d.abilities for u, d in enumerate(uids)} | {f"co:{cid}": co.abilities
                                                                 for cid, co in companies.items()},
        tuple(d.cost if _PLAY_KIND[d.type] in (ITEM, CHARACTER) else 0 for d in uids),
    )


def for_players(card_set: Mapping[str, Any], n: int) -> dict[str, Any]:
    """The structured card set as a game of ``n`` players uses it: every company's ``by_players`` entry for
    ``n`` (its values in play at that player count, e.g. the Dominion boss's dominion points) replaces its
    printed values, and the ``by_players`` blocks are dropped. Idempotent; the input is not changed."""
    companies = card_set.get("companies")
    if not isinstance(companies, list) or not any("by_players" in c for c in companies):
        return dict(card_set)
    out = []
    for c in companies:
        if "by_players" not in c:
            out.append(c)
            continue
        c = dict(c)
        c.update(c.pop("by_players").get(str(n), {}))
        out.append(c)
    return {**card_set, "companies": out}


PACKED = "ciak_set_z"


def pack(content: Mapping[str, Any]) -> dict[str, str]:
    """The card set in the form a game state carries: canonical JSON, zlib, base64.

    A state's config travels inside every saved or round-tripped state; one short string costs
    a fraction of the ~1000 small JSON objects of the structured set. :func:`unpack` reverses it.
    """
    if PACKED in content:
        return {PACKED: str(content[PACKED])}
    return {PACKED: pack_content(content)}


def unpack(content: Mapping[str, Any]) -> dict[str, Any]:
    """The structured card set, from either form."""
    if PACKED not in content:
        return dict(content)
    unpacked = unpack_content(content[PACKED], max_bytes=MAX_INFLATED_BYTES)
    if not isinstance(unpacked, dict):
        raise ValueError("the packed card set is not a JSON object")
    return dict(unpacked)


_CACHE: dict[str, Catalog] = {}


def catalog_for(content: Mapping[str, Any]) -> Catalog:
    """The parsed catalog of ``content`` (structured or packed), memoised by its packed text."""
    key = content.get(PACKED)
    if not isinstance(key, str):
        key = pack(content)[PACKED]
    cat = _CACHE.get(key)
    if cat is None:
        cat = parse_catalog(unpack({PACKED: key}))
        if len(_CACHE) >= 8:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = cat
    return cat
