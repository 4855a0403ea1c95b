"""What each viewer of a Ciak! game sees: the view as ``TypedDict``s and the functions that build it.

The table (and the director, who sees the same) gets :class:`TableView`; a seat gets :class:`SeatView`, the
table view plus its own hand. The shape is documented in docs/games/ciak.md; the UI, the bots and the saves'
previews rely on it. No view ever contains a card in a hand (but the viewer's own) or in the deck.
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict, cast

from gamesuite.rules.ciak import flow as F
from gamesuite.rules.ciak.state import END, CiakState, Item
from gamesuite.rules.core import Msg, Viewer

PHASE_NAMES = {1: "draw", 2: "main", 3: "attack", 4: "second main", END: "end of turn"}

DecisionKind = Literal["priority", "fit", "sacrifice", "lynch", "trigger", "attack", "discard", "over"]


class Brief(TypedDict):
    """A card as named in the discard pile, on the stack or in the log."""

    uid: int
    design: str
    name: str
    type: str


class ItemCard(Brief):
    text: str


class HandCard(Brief, total=False):
    """A card in the viewer's own hand: its printed face (``cost`` for characters and items, ...)."""

    text: str
    cost: int
    stars: int
    att: int
    dif: int
    dice: bool


class StaffCard(Brief):
    text: str
    stars: int
    rotated: bool


class CharacterCard(Brief):
    """A character or myth in play, with its current ATT/DIF (item, boosts and lasting effects counted)."""

    text: str
    stars: int
    base_att: int
    base_dif: int
    att: int
    dif: int
    dice: bool
    tokens: int
    item: ItemCard | None


class CompanyView(TypedDict):
    id: str
    name: str
    text: str
    dominion: int
    damage: int
    controller: int
    boss: bool


class PlayerView(TypedDict):
    seat: int
    name: str
    colour: str
    team: int
    alive: bool
    company: CompanyView
    controlled: list[CompanyView]
    millions: int
    hand_size: int
    cast: list[CharacterCard]
    myth: CharacterCard | None
    staff: list[StaffCard | None]
    cast_used: int
    cast_limit: int
    total_att: int
    total_dif: int


class DecisionView(TypedDict, total=False):
    kind: DecisionKind
    seat: int
    victim: int  # only for "lynch"


class DiscardView(TypedDict):
    size: int
    top: Brief | None
    designs: list[str]


class StackView(TypedDict, total=False):
    id: int
    kind: Literal["card", "ability", "trigger", "lynch"]
    seat: int
    label: str  # in English; ``words``: the same as a Msg (JSON), put into the reader's language where shown
    words: dict[str, Any] | None  # None: the label is a name (a card's), shown as it is
    target: str | None
    target_label: str
    target_words: dict[str, Any] | None
    card: Brief  # only for "card"


class CombatView(TypedDict, total=False):
    stage: Literal["declare", "fight", "done", "failed", "none"]
    attacker: int
    defender: int
    roll: int
    att: int
    dif: int
    outcome: Literal["damage", "lynching", "tie"]


class ResultView(TypedDict):
    winners: list[int]
    text: str  # in English, as the state keeps it
    words: dict[str, Any]  # the same as a Msg (JSON), put into the reader's language where shown


class TableView(TypedDict):
    game: str
    mode: str
    turn: int
    active: int
    phase: int
    phase_name: str
    priority: int
    decision: DecisionView
    players: list[PlayerView]
    deck_size: int
    discard: DiscardView
    stack: list[StackView]
    combat: CombatView | None
    rolloff: list[list[list[int]]]
    over: bool
    result: ResultView | None


class SeatView(TableView):
    you: int
    hand: list[HandCard]


def view(s: CiakState, viewer: Viewer) -> TableView | SeatView:
    """The view for ``viewer``: a seat in the game gets its hand, everyone else the table view."""
    out = table_view(s)
    if viewer.kind == "seat" and viewer.seat is not None and 0 <= viewer.seat < len(s.alive):
        seat: SeatView = {**out, "you": viewer.seat, "hand": [hand_card(s, u) for u in s.hands[viewer.seat]]}
        return seat
    return out


def table_view(s: CiakState) -> TableView:
    cat = s.cat
    kind, seat = F.decision(s)
    players: list[PlayerView] = []
    all_auras, limits = F.statics(s)
    for p in range(len(s.alive)):
        au = all_auras[p]
        own = s.company[p]
        cast_cards = [character_card(s, c, au) for c in s.cast[p]]
        myth = character_card(s, s.myth[p], au) if s.myth[p] >= 0 else None
        in_play = cast_cards + ([myth] if myth else [])
        players.append(
            {
                "seat": p,
                "name": s.config.players[p].name,
                "colour": s.config.players[p].colour,
                "team": s.team[p],
                "alive": s.alive[p],
                "company": company(s, own),
                "controlled": [company(s, cid) for cid, rec in s.co.items() if rec[2] == p and cid != own],
                "millions": s.millions[p],
                "hand_size": len(s.hands[p]),
                "cast": cast_cards,
                "myth": myth,
                "staff": [staff_card(s, st) if st >= 0 else None for st in s.staff[p]],
                "cast_used": F.cast_used(s, p),
                "cast_limit": limits[p],
                "total_att": sum(c["att"] for c in in_play),
                "total_dif": sum(c["dif"] for c in in_play),
            }
        )
    decision: DecisionView = {"kind": cast(DecisionKind, kind), "seat": seat}
    if kind == "lynch":
        decision["victim"] = s.pending[0]["victim"]
    return {
        "game": "ciak",
        "mode": s.mode,
        "turn": s.turn,
        "active": s.active,
        "phase": s.phase,
        "phase_name": PHASE_NAMES.get(s.phase, ""),
        "priority": s.priority,
        "decision": decision,
        "players": players,
        "deck_size": len(s.deck),
        "discard": {
            "size": len(s.discard),
            "top": brief(s, s.discard[-1]) if s.discard else None,
            "designs": [cat.uid_design[u].id for u in s.discard],
        },
        "stack": [stack_item(s, it) for it in s.stack],
        "combat": cast(CombatView, dict(s.combat)) if s.combat else None,
        "rolloff": [[list(p) for p in r] for r in s.rolls],
        "over": s.over,
        "result": {"winners": list(s.winners), "text": s.end_text, "words": F.end_words(s).to_json()} if s.over
        else None,
    }


def company(s: CiakState, cid: str) -> CompanyView:
    co = s.cat.companies[cid]
    rec = s.co[cid]
    return {
        "id": cid,
        "name": co.name,
        "text": co.text,
        "dominion": rec[0],
        "damage": rec[1],
        "controller": rec[2],
        "boss": co.boss,
    }


def brief(s: CiakState, u: int) -> Brief:
    d = s.cat.uid_design[u]
    return {"uid": u, "design": d.id, "name": d.name, "type": d.type}


def hand_card(s: CiakState, u: int) -> HandCard:
    return cast(HandCard, dict(s.cat.uid_face[u]))  # the printed face, built once per card set (catalog)


def staff_card(s: CiakState, u: int) -> StaffCard:
    d = s.cat.uid_design[u]
    return {"uid": u, "design": d.id, "name": d.name, "type": d.type, "text": d.text, "stars": d.stars,
            "rotated": u in s.rotated}


def character_card(s: CiakState, u: int, au: tuple[int, int]) -> CharacterCard:
    """A character or myth in play, with ``au`` the lasting ATT/DIF changes of its owner's characters."""
    cat = s.cat
    d = cat.uid_design[u]
    att, dif = d.att, d.dif
    it = s.items.get(u)
    item: ItemCard | None = None
    if it is not None:
        i = cat.uid_design[it]
        att += i.att
        dif += i.dif
        item = {"uid": it, "design": i.id, "name": i.name, "type": i.type, "text": i.text}
    b = s.boosts.get(u)
    if b:
        att += b[0]
        dif += b[1]
    return {
        "uid": u,
        "design": d.id,
        "name": d.name,
        "type": d.type,
        "text": d.text,
        "stars": d.stars,
        "base_att": d.att,
        "base_dif": d.dif,
        "att": max(0, att + au[0]),
        "dif": max(0, dif + au[1]),
        "dice": d.dice,
        "tokens": s.tokens.get(u, 0),
        "item": item,
    }


def words_json(said: Msg | str) -> dict[str, Any] | None:
    """A label as a Msg in JSON; None for a plain name (a card's), shown as it is."""
    return said.to_json() if isinstance(said, Msg) else None


def stack_item(s: CiakState, it: Item) -> StackView:
    label = F.stack_label(s, it)
    target = F.describe_ref(s, it.get("target"))
    out: StackView = {
        "id": it["id"],
        "kind": it["kind"],
        "seat": it["seat"],
        "label": str(label),
        "words": words_json(label),
        "target": it.get("target"),
        "target_label": str(target),
        "target_words": words_json(target),
    }
    if it["kind"] == "card":
        out["card"] = brief(s, it["card"])
    return out
