"""Ciak!'s rules object: the GameRules protocol over :mod:`gamesuite.rules.ciak.engine`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gamesuite.rules.ciak import engine as E
from gamesuite.rules.ciak.spec import SPEC
from gamesuite.rules.ciak.state import END, CiakState
from gamesuite.rules.core import (
    JSON,
    Action,
    Event,
    GameConfig,
    GameRules,
    IllegalAction,
    Result,
    Rng,
    Viewer,
)

PHASE_NAMES = {1: "draw", 2: "main", 3: "attack", 4: "second main", END: "end of turn"}

# How random play-outs choose (documented in docs/games/ciak.md): legal actions are never biased,
# only this chooser is. It passes less often than it plays, and attacks more often than not.
RANDOM_PASS = 0.3
RANDOM_ATTACK = 0.85


class CiakRules(GameRules[CiakState]):
    spec = SPEC

    # ---------------------------------------------------------------- protocol

    def new_game(self, config: GameConfig, seed: int) -> CiakState:
        return E.new_game(config, seed)

    def legal_actions(self, state: CiakState) -> list[Action]:
        if state._legal is None:
            state._legal = E.legal(state)
        return list(state._legal)

    def _legal_set(self, state: CiakState) -> list[Action]:
        if state._legal is None:
            state._legal = E.legal(state)
        return state._legal

    def explain_illegal(self, state: CiakState, action: Action) -> str:
        return E.explain(state, action)

    def apply(self, state: CiakState, action: Action) -> tuple[CiakState, list[Event]]:
        if action not in self._legal_set(state):
            raise IllegalAction(E.explain(state, action))
        s = state.copy()
        ev: list[Event] = []
        E.apply_action(s, action, ev)
        E.settle(s, ev)
        return s, ev

    def is_over(self, state: CiakState) -> bool:
        return state.over

    def scores(self, state: CiakState) -> dict[int, float]:
        return {seat: float(E.remaining(state, seat)) for seat in range(len(state.alive))}

    def result(self, state: CiakState) -> Result | None:
        if not state.over:
            return None
        return Result(self.scores(state), tuple(state.winners), state.end_text)

    def waiting_for(self, state: CiakState) -> list[Viewer]:
        kind, seat = E.decision(state)
        return [] if kind == "over" else [Viewer.of_seat(seat)]

    def state_to_json(self, state: CiakState) -> dict[str, JSON]:
        return state.to_json()

    def state_from_json(self, data: Mapping[str, JSON]) -> CiakState:
        return CiakState.from_json(data)

    def random_action(self, state: CiakState, rng: Rng) -> Action:
        acts = self._legal_set(state)
        kind, _seat = E.decision(state)
        if kind == "attack":
            attacks = [a for a in acts if a.kind == "attack"]
            if attacks and rng.random() < RANDOM_ATTACK:
                return rng.choice(attacks)
            return next(a for a in acts if a.kind == "no_attack")
        if kind == "priority" and len(acts) > 1:
            if rng.random() < RANDOM_PASS:
                return acts[0]  # pass is always first
            return rng.choice(acts[1:])
        return rng.choice(acts)

    # ---------------------------------------------------------------- views

    def view(self, state: CiakState, viewer: Viewer) -> dict[str, JSON]:
        s = state
        cat = s.cat
        kind, seat = E.decision(s)
        players = []
        all_auras, limits = E.statics(s)
        for p in range(len(s.alive)):
            au = all_auras[p]
            own = s.company[p]
            cast_cards = [self._card_view(s, c, au) for c in s.cast[p]]
            myth = self._card_view(s, s.myth[p], au) if s.myth[p] >= 0 else None
            in_play = cast_cards + ([myth] if myth else [])
            players.append(
                {
                    "seat": p,
                    "name": s.config.players[p].name,
                    "colour": s.config.players[p].colour,
                    "team": s.team[p],
                    "alive": s.alive[p],
                    "company": self._company_view(s, own),
                    "controlled": [
                        self._company_view(s, cid) for cid, rec in s.co.items() if rec[2] == p and cid != own
                    ],
                    "millions": s.millions[p],
                    "hand_size": len(s.hands[p]),
                    "cast": cast_cards,
                    "myth": myth,
                    "staff": [self._card_view(s, st, au) if st >= 0 else None for st in s.staff[p]],
                    "cast_used": E.cast_used(s, p),
                    "cast_limit": limits[p],
                    "total_att": sum(int(c["att"]) for c in in_play),
                    "total_dif": sum(int(c["dif"]) for c in in_play),
                }
            )
        decision: dict[str, JSON] = {"kind": kind, "seat": seat}
        if kind == "lynch":
            decision["victim"] = s.pending[0]["victim"]
        out: dict[str, JSON] = {
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
                "top": self._brief(s, s.discard[-1]) if s.discard else None,
                "designs": [cat.uid_design[u].id for u in s.discard],
            },
            "stack": [self._stack_view(s, it) for it in s.stack],
            "combat": dict(s.combat) if s.combat else None,
            "rolloff": [[list(p) for p in r] for r in s.rolls],
            "over": s.over,
            "result": {"winners": list(s.winners), "text": s.end_text} if s.over else None,
        }
        if viewer.kind == "seat" and viewer.seat is not None and 0 <= viewer.seat < len(s.alive):
            out["you"] = viewer.seat
            out["hand"] = [self._hand_view(s, u) for u in s.hands[viewer.seat]]
        return out

    @staticmethod
    def _company_view(s: CiakState, cid: str) -> dict[str, JSON]:
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

    @staticmethod
    def _brief(s: CiakState, u: int) -> dict[str, JSON]:
        return dict(s.cat.uid_brief[u])

    @staticmethod
    def _hand_view(s: CiakState, u: int) -> dict[str, JSON]:
        return dict(s.cat.uid_face[u])

    @staticmethod
    def _card_view(s: CiakState, u: int, au: tuple[int, int]) -> dict[str, JSON]:
        cat = s.cat
        d = cat.uid_design[u]
        out: dict[str, JSON] = dict(cat.uid_brief[u])
        out["text"] = d.text
        if d.type == "staff":
            out["stars"] = d.stars
            out["rotated"] = u in s.rotated
            return out
        att, dif = d.att, d.dif
        it = s.items.get(u)
        if it is not None:
            att += cat.uid_design[it].att
            dif += cat.uid_design[it].dif
        b = s.boosts.get(u)
        if b:
            att += b[0]
            dif += b[1]
        out["stars"] = d.stars
        out["base_att"] = d.att
        out["base_dif"] = d.dif
        out["att"] = max(0, att + au[0])
        out["dif"] = max(0, dif + au[1])
        out["dice"] = d.dice
        out["tokens"] = s.tokens.get(u, 0)
        out["item"] = dict(cat.uid_brief[it]) | {"text": cat.uid_design[it].text} if it is not None else None
        return out

    @staticmethod
    def _stack_view(s: CiakState, it: dict[str, Any]) -> dict[str, JSON]:
        out: dict[str, JSON] = {
            "id": it["id"],
            "kind": it["kind"],
            "seat": it["seat"],
            "label": E.stack_label(s, it),
            "target": it.get("target"),
            "target_label": E.describe_ref(s, it.get("target")),
        }
        if it["kind"] == "card":
            out["card"] = CiakRules._brief(s, it["card"])
        return out

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
            if m < 0 or (capped and m > E.MAX_MILLIONS):
                out.append(f"seat {p} holds {m} millions")
            for slot, st in enumerate(s.staff[p]):
                if st >= 0 and (E.design(s, st).type != "staff" or E.design(s, st).stars != slot + 1):
                    out.append(f"seat {p} has a wrong card in staff slot {slot + 1}")
            if s.myth[p] >= 0 and E.design(s, s.myth[p]).type != "myth":
                out.append(f"seat {p} has a non-myth in the myth place")
            if any(E.design(s, c).type != "character" for c in s.cast[p]):
                out.append(f"seat {p} has a non-character in the cast")
            if not s.alive[p] and (s.hands[p] or E.chars(s, p) or any(x >= 0 for x in s.staff[p])):
                out.append(f"seat {p} is out but still holds cards")
        for cid, (dom, dmg, _ctrl) in s.co.items():
            if dom < 0 or dmg < 0:
                out.append(f"company {cid} has {dom} dominion and {dmg} damage")
        for c, t in s.tokens.items():
            if not 0 < t <= E.MAX_TOKENS or E.char_owner(s, c) < 0 or not E.design(s, c).dice:
                out.append(f"card {c} holds {t} tokens")
        for c, it in s.items.items():
            if E.char_owner(s, c) < 0 or E.design(s, it).type != "item":
                out.append(f"item {it} is equipped to {c}, which is not a character in play")
        for it in s.stack:
            if it["phase"] != s.phase or it["turn"] != s.turn:
                out.append("the stack was not empty when a phase ended")
                break
        if not s.over:
            kind, seat = E.decision(s)
            if not s.alive[seat]:
                out.append(f"the engine waits for seat {seat}, who is out")
            if kind == "priority":
                if s.phase not in (2, 3, 4):
                    out.append(f"priority is given in phase {s.phase}")
                limits = E.statics(s)[1]
                for p in range(len(s.alive)):
                    if s.alive[p] and E.cast_used(s, p) > limits[p]:
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
        public_designs = {E.design(s, u).id for u in public}
        hidden: set[int] = set(s.deck)
        for h in s.hands:
            hidden.update(u for u in h if u not in s.known)
        out: set[str] = set()
        for u in hidden:
            d = E.design(s, u)
            if d.id not in public_designs:
                out.add(d.id)
                out.add(d.name)
        return sorted(out)


RULES = CiakRules()

