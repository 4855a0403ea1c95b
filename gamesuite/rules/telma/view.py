"""What a viewer of a Telma game sees: the view as ``TypedDict``s and the function that builds it.

Telma hides nothing but the order of the face-down piles, so the table, every seat and the director get the
same :class:`TelmaView`. The shape is documented in docs/games/telma.md; the UI relies on it.
"""

from __future__ import annotations

from typing import Literal, TypedDict, cast

from gamesuite.rules.telma import flow as F
from gamesuite.rules.telma.deck import CARD_BY_ID, SYMBOL_NAMES
from gamesuite.rules.telma.spec import ROUND_POINTS
from gamesuite.rules.telma.state import TelmaState

Phase = Literal["nicknames", "reveal", "contest", "over"]


class CardView(TypedDict):
    id: str
    symbols: list[str]
    surto: bool
    double: bool
    cross: bool
    name: str


class NicknameView(TypedDict):
    noun: str | None
    adjective: str | None
    extra: str | None
    extra_kind: str  # provenance | gesture
    full: str
    suggestion: str | None  # in the nickname phase: a word the player may take for this round's part


class PlayerView(TypedDict):
    seat: int
    name: str
    colour: str
    pile: int  # face-down cards
    face_up: int  # cards in the face-up pile (only the top is visible)
    top: CardView | None
    score: int
    nickname: NicknameView
    out_of_pile: bool


class CallView(TypedDict):
    seat: int
    t_ms: int
    named: int
    rejected: bool


class ContestView(TypedDict):
    kind: Literal["pair", "triple", "surto"]
    revealer: int
    participants: list[int]  # the revealer first, then the others clockwise
    symbols: list[str]
    calls: list[CallView]
    targets: dict[str, list[int]]  # participant (as a string) -> whose nickname they may say
    first_call_ms: int | None
    settle_from_ms: int | None  # the earliest t_ms a settle may carry (None: no valid call yet)
    leading: list[int]  # who would take the cards if settled now (several: a tie)


class LastContestView(TypedDict):
    kind: Literal["pair", "triple", "surto", "false_call"]
    outcome: Literal["lost", "tie"]
    takers: list[int]
    taken_from: dict[str, int]
    from_centre: int
    to_centre: int
    received: dict[str, int]


class SymbolView(TypedDict):
    id: str
    name: str


class TelmaView(TypedDict):
    game: Literal["telma"]
    phase: Phase
    round: int
    round_points: int
    nickname_part: str
    nicknames_public: bool
    turn: int | None
    players: list[PlayerView]
    centre: list[CardView]
    symbols: list[SymbolView]
    contest: ContestView | None
    highlight: bool
    tie_window_ms: int
    false_call_allowed: bool
    last_contest: LastContestView | None
    contests_this_round: int
    cards_in_play: int
    scores: list[int]
    round_winners: list[list[int]]
    clock_ms: int
    over: bool
    winners: list[int]


def card(card_id: str) -> CardView:
    c = CARD_BY_ID[card_id]
    return {"id": c.id, "symbols": list(c.symbols), "surto": c.surto, "double": c.double, "cross": c.cross,
            "name": c.name}


def view(s: TelmaState) -> TelmaView:
    """The same public view for every viewer."""
    naming = s.phase == "nicknames"
    extra_kind = str(s.options["round3_addition"])
    players: list[PlayerView] = []
    for seat, p in enumerate(s.config.players):
        t = F.top(s, seat)
        nick = s.nicknames[seat]
        players.append(
            {
                "seat": seat,
                "name": p.name,
                "colour": p.colour,
                "pile": len(s.piles[seat]),
                "face_up": len(s.faceup[seat]),
                "top": card(t) if t else None,
                "score": s.scores[seat],
                "nickname": {
                    "noun": nick[0],
                    "adjective": nick[1],
                    "extra": nick[2],
                    "extra_kind": extra_kind,
                    "full": F.full_nickname(s, seat),
                    "suggestion": F.suggestion(s, seat) if naming else None,
                },
                "out_of_pile": not s.piles[seat],
            }
        )
    contest: ContestView | None = None
    if s.contest is not None:
        c = s.contest
        contest = {
            "kind": c["kind"],
            "revealer": c["revealer"],
            "participants": list(c["participants"]),
            "symbols": list(c["symbols"]),
            "calls": [{"seat": x["seat"], "t_ms": x["t_ms"], "named": x["named"], "rejected": x["rejected"]}
                      for x in c["calls"]],
            "targets": {str(x): F.allowed_targets(c, x) for x in c["participants"]},
            "first_call_ms": F.first_call_time(c),
            "settle_from_ms": F.settle_min_time(s),
            "leading": F.decide(c, int(s.options["tie_window_ms"])),
        }
    last: LastContestView | None = None
    if s.last is not None:
        x = s.last
        last = {
            "kind": x["kind"],
            "outcome": x["outcome"],
            "takers": list(x["takers"]),
            "taken_from": dict(x["taken_from"]),
            "from_centre": x["from_centre"],
            "to_centre": x["to_centre"],
            "received": dict(x["received"]),
        }
    over = s.phase == "over"
    return {
        "game": "telma",
        "phase": cast(Phase, s.phase),
        "round": s.round,
        "round_points": ROUND_POINTS[s.round],
        "nickname_part": F.nickname_part_kind(s),
        "nicknames_public": naming or over or bool(s.options["show_nicknames"]),
        "turn": s.turn,
        "players": players,
        "centre": [card(x) for x in s.centre],
        "symbols": [{"id": sid, "name": name} for sid, name in SYMBOL_NAMES.items()],
        "contest": contest,
        "highlight": bool(s.options["contest_highlight"]),
        "tie_window_ms": int(s.options["tie_window_ms"]),
        "false_call_allowed": s.options["false_call"] == "takes_cards",
        "last_contest": last,
        "contests_this_round": s.contests,
        "cards_in_play": len(s.deck),
        "scores": list(s.scores),
        "round_winners": [list(w) for w in s.round_winners],
        "clock_ms": s.clock,
        "over": over,
        "winners": list(s.winners),
    }
