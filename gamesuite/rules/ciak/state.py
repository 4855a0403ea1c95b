"""The Ciak! game state: plain lists and dicts, an exact JSON round trip, and a cheap copy."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gamesuite.rules.ciak.catalog import Catalog, catalog_for
from gamesuite.rules.core import JSON, GameConfig, Rng

# phases: 1-4 as printed, END while the turn is being closed (discard down to 6)
END = 5


@dataclass(eq=False)
class CiakState:
    config: GameConfig
    rng: Rng
    team: list[int]  # seat -> team number (massacre: own seat)
    company: list[str]  # seat -> own company id
    co: dict[str, list[int]]  # company id -> [dominion, damage, controller seat or -1]
    millions: list[int]
    hands: list[list[int]]
    cast: list[list[int]]  # characters in play (not the myth), in play order
    myth: list[int]  # seat -> myth uid or -1
    staff: list[list[int]]  # seat -> [1-star, 2-star, 3-star] staff uid or -1
    alive: list[bool]
    deck: list[int]  # top of the deck is the end of the list
    discard: list[int]
    tokens: dict[int, int]  # character uid -> tokens (only non-zero)
    items: dict[int, int]  # character uid -> equipped item uid
    boosts: dict[int, list[int]]  # uid -> [att, dif] until end of turn
    rotated: list[int]  # rotated staff uids
    used: list[str]  # once-per-turn abilities used this turn
    known: list[int]  # uids in hands that every player has seen (returned to hand)
    stack: list[dict[str, Any]]
    pending: list[dict[str, Any]]  # decisions that come before priority
    combat: dict[str, Any] | None
    active: int
    phase: int
    priority: int
    passes: int
    need: int  # passes needed before the top of the stack resolves / the phase ends
    turn: int
    next_id: int
    deck_out: bool = False
    final_turns: int = -1  # "last_round" option: turns left after a short refill (-1: not started)
    over: bool = False
    winners: list[int] = field(default_factory=list)
    end_text: str = ""
    rolls: list[list[list[int]]] = field(default_factory=list)  # roll-off rounds of [seat, roll]
    acted: bool = False  # the active player has played a card or ability in this phase
    last_turn: list[int] = field(default_factory=list)  # seat -> number of their latest turn (0: none)
    _legal: Any = field(default=None, repr=False)  # memo: states are never mutated after apply
    _cat: Any = field(default=None, repr=False)  # memo: the parsed card set

    @property
    def cat(self) -> Catalog:
        if self._cat is None:
            self._cat = catalog_for(self.config.content)
        return self._cat

    @property
    def options(self) -> Mapping[str, Any]:
        return self.config.options

    @property
    def mode(self) -> str:
        return str(self.config.variant)

    def copy(self) -> CiakState:
        return CiakState(
            config=self.config,
            rng=self.rng.copy(),
            team=list(self.team),
            company=list(self.company),
            co={k: list(v) for k, v in self.co.items()},
            millions=list(self.millions),
            hands=[list(h) for h in self.hands],
            cast=[list(c) for c in self.cast],
            myth=list(self.myth),
            staff=[list(x) for x in self.staff],
            alive=list(self.alive),
            deck=list(self.deck),
            discard=list(self.discard),
            tokens=dict(self.tokens),
            items=dict(self.items),
            boosts={k: list(v) for k, v in self.boosts.items()},
            rotated=list(self.rotated),
            used=list(self.used),
            known=list(self.known),
            stack=[dict(x) for x in self.stack],
            pending=[dict(x) for x in self.pending],
            combat=dict(self.combat) if self.combat is not None else None,
            active=self.active,
            phase=self.phase,
            priority=self.priority,
            passes=self.passes,
            need=self.need,
            turn=self.turn,
            next_id=self.next_id,
            deck_out=self.deck_out,
            final_turns=self.final_turns,
            over=self.over,
            winners=list(self.winners),
            end_text=self.end_text,
            rolls=self.rolls,  # written once at the start, never changed
            acted=self.acted,
            last_turn=list(self.last_turn),
            _cat=self._cat,
        )

    def to_json(self) -> dict[str, JSON]:
        return {
            "config": self.config.to_json(),
            "rng": self.rng.to_json(),
            "team": list(self.team),
            "company": list(self.company),
            "co": {k: list(v) for k, v in self.co.items()},
            "millions": list(self.millions),
            "hands": [list(h) for h in self.hands],
            "cast": [list(c) for c in self.cast],
            "myth": list(self.myth),
            "staff": [list(x) for x in self.staff],
            "alive": list(self.alive),
            "deck": list(self.deck),
            "discard": list(self.discard),
            "tokens": {str(k): v for k, v in self.tokens.items()},
            "items": {str(k): v for k, v in self.items.items()},
            "boosts": {str(k): list(v) for k, v in self.boosts.items()},
            "rotated": list(self.rotated),
            "used": list(self.used),
            "known": list(self.known),
            "stack": [dict(x) for x in self.stack],
            "pending": [dict(x) for x in self.pending],
            "combat": dict(self.combat) if self.combat is not None else None,
            "active": self.active,
            "phase": self.phase,
            "priority": self.priority,
            "passes": self.passes,
            "need": self.need,
            "turn": self.turn,
            "next_id": self.next_id,
            "deck_out": self.deck_out,
            "final_turns": self.final_turns,
            "over": self.over,
            "winners": list(self.winners),
            "end_text": self.end_text,
            "rolls": [[list(p) for p in r] for r in self.rolls],
            "acted": self.acted,
            "last_turn": list(self.last_turn),
        }

    @classmethod
    def from_json(cls, d: Mapping[str, JSON]) -> CiakState:
        return cls(
            config=GameConfig.from_json(d["config"]),
            rng=Rng.from_json(d["rng"]),
            team=[int(x) for x in d["team"]],
            company=[str(x) for x in d["company"]],
            co={str(k): [int(x) for x in v] for k, v in d["co"].items()},
            millions=[int(x) for x in d["millions"]],
            hands=[[int(x) for x in h] for h in d["hands"]],
            cast=[[int(x) for x in c] for c in d["cast"]],
            myth=[int(x) for x in d["myth"]],
            staff=[[int(x) for x in s] for s in d["staff"]],
            alive=[bool(x) for x in d["alive"]],
            deck=[int(x) for x in d["deck"]],
            discard=[int(x) for x in d["discard"]],
            tokens={int(k): int(v) for k, v in d["tokens"].items()},
            items={int(k): int(v) for k, v in d["items"].items()},
            boosts={int(k): [int(x) for x in v] for k, v in d["boosts"].items()},
            rotated=[int(x) for x in d["rotated"]],
            used=[str(x) for x in d["used"]],
            known=[int(x) for x in d["known"]],
            stack=[dict(x) for x in d["stack"]],
            pending=[dict(x) for x in d["pending"]],
            combat=dict(d["combat"]) if d["combat"] is not None else None,
            active=int(d["active"]),
            phase=int(d["phase"]),
            priority=int(d["priority"]),
            passes=int(d["passes"]),
            need=int(d["need"]),
            turn=int(d["turn"]),
            next_id=int(d["next_id"]),
            deck_out=bool(d["deck_out"]),
            final_turns=int(d["final_turns"]),
            over=bool(d["over"]),
            winners=[int(x) for x in d["winners"]],
            end_text=str(d["end_text"]),
            rolls=[[[int(x) for x in p] for p in r] for r in d["rolls"]],
            # absent from states saved before these fields existed
            acted=bool(d.get("acted", False)),
            last_turn=[int(x) for x in d.get("last_turn", [0] * len(d["alive"]))],
        )
