"""The card set as the rules see it: plain JSON (from ``GameConfig.content``) parsed into tuples.

The content was validated by :mod:`gamesuite.content.ciak` before it reached the rules; this
module only reads it (applying the same defaults) and expands ``copies`` into the 140 physical
cards. Parsing is cached per content object so round-tripped states stay cheap.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from gamesuite.rules.packing import MAX_INFLATED_BYTES, pack_content, unpack_content


class Eff(NamedTuple):
    kind: str
    to: str
    amount: int
    att: int
    dif: int


class Ab(NamedTuple):
    trigger: str
    costs: tuple[tuple[str, int], ...]
    once: bool
    cond: tuple[str, int] | None
    target: str | None
    effects: tuple[Eff, ...]


class Design(NamedTuple):
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


class Co(NamedTuple):
    id: str
    name: str
    dominion: int
    abilities: tuple[Ab, ...]
    boss: bool
    text: str


class Catalog(NamedTuple):
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
    )


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
