"""Computer players for Ciak! that see only their own seat.

A bot is a function ``choose(view, legal, config, rng) -> Action``:

* ``view``   -- ``RULES.view(state, Viewer.of_seat(seat))``: what that player may see;
* ``legal``  -- the legal actions of that seat (``RULES.legal_actions(state)``);
* ``config`` -- the public ``GameConfig`` (players, mode, options, the card set);
* ``rng``    -- a seeded :class:`~gamesuite.rules.core.Rng` owned by the caller.

A bot never receives the state, so it cannot read another hand or the deck. Four strengths
(``BOTS``): ``random`` (the random play-out chooser, over ``legal`` only), ``greedy`` (a one-step
greedy evaluator of every legal action; arena only), ``easy`` (the greedy with a family player's
slips: no responses on others' turns outside its side's fights, except on the Dominion boss's turn;
misread fights; sometimes the second-best play) and ``normal``
(determinized look-ahead: it rebuilds full states consistent with its view through the documented
state JSON, samples the unseen cards into the other hands and the deck, plays every candidate to the
end of the turn with the ``greedy`` policy for every seat, and scores the end positions). See
``docs/ciak-bots.md``.

The module reads the card set from the config's JSON (never engine internals) and talks to the
engine only through ``RULES`` (``state_from_json``, ``legal_actions``, ``apply``, ``view``).
"""

from __future__ import annotations

import base64
import json
import math
import zlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from gamesuite.rules.ciak.rules import RULES
from gamesuite.rules.core import JSON, Action, GameConfig, Rng, Viewer

View = Mapping[str, Any]
Bot = Callable[[View, Sequence[Action], GameConfig, Rng], Action]

# ------------------------------------------------------------------------------ the card set


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
    cond: str | None
    target: str | None
    effects: tuple[Eff, ...]


class Card(NamedTuple):
    id: str
    name: str
    type: str
    cost: int
    stars: int
    att: int
    dif: int
    dice: bool
    abilities: tuple[Ab, ...]


class Book:
    """The card set as the bots read it, from the JSON in ``GameConfig.content``.

    Physical cards are numbered by expanding ``copies`` in file order (the numbering every view
    and the state JSON use); the tests check this against the engine's views.
    """

    def __init__(self, content: Mapping[str, Any]) -> None:
        if PACKED in content:
            self.packed = str(content[PACKED])
            data = json.loads(zlib.decompress(base64.b64decode(self.packed)).decode("utf-8"))
        else:
            data = dict(content)
            text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
            self.packed = base64.b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii")
        self.cards: dict[str, Card] = {}
        self.uid_card: list[Card] = []
        for raw in data["cards"]:
            card = Card(
                raw["id"],
                raw["name"],
                raw["type"],
                int(raw.get("cost", 0)),
                int(raw.get("stars", 0)),
                int(raw.get("att", 0)),
                int(raw.get("dif", 0)),
                bool(raw.get("dice", False)),
                tuple(_ability(a) for a in raw.get("abilities", ())),
            )
            self.cards[card.id] = card
            self.uid_card.extend([card] * int(raw.get("copies", 1)))
        self.companies: dict[str, tuple[str, tuple[Ab, ...]]] = {
            raw["id"]: (raw["name"], tuple(_ability(a) for a in raw["abilities"])) for raw in data["companies"]
        }
        self.by_name = {c.name: c.id for c in self.cards.values()}
        self.company_by_name = {name: cid for cid, (name, _abs) in self.companies.items()}
        self.uids_of: dict[str, list[int]] = {}
        for uid, card in enumerate(self.uid_card):
            self.uids_of.setdefault(card.id, []).append(uid)

    @property
    def size(self) -> int:
        return len(self.uid_card)

    def source_abilities(self, ref: str) -> tuple[Ab, ...]:
        kind, _, val = ref.partition(":")
        if kind == "co":
            return self.companies[val][1]
        return self.uid_card[int(val)].abilities


PACKED = "ciak_set_z"  # the packed card set a state carries (docs/games/ciak.md)


def _ability(raw: Mapping[str, Any]) -> Ab:
    cond = raw.get("condition")
    return Ab(
        raw["trigger"],
        tuple((c["kind"], int(c.get("amount", 1))) for c in raw.get("costs", ())),
        bool(raw.get("once_per_turn", False)),
        cond["kind"] if cond else None,
        raw.get("target"),
        tuple(
            Eff(e["kind"], e.get("to", "target"), int(e.get("amount", 0)), int(e.get("att", 0)), int(e.get("dif", 0)))
            for e in raw["effects"]
        ),
    )


_BOOKS: dict[int, tuple[Mapping[str, Any], Book]] = {}


def book_for(config: GameConfig) -> Book:
    """The parsed card set of ``config`` (memoised per content object)."""
    content = config.content
    hit = _BOOKS.get(id(content))
    if hit is not None and hit[0] is content:
        return hit[1]
    book = Book(content)
    if len(_BOOKS) >= 8:
        _BOOKS.pop(next(iter(_BOOKS)))
    _BOOKS[id(content)] = (content, book)
    return book


# ------------------------------------------------------------------------------ weights

SACK = 2.4  # one sacking: a dominion point, plus a card and a million for the dealer
KNOCKOUT = 6.0  # removing a player's last point
HAND_CARD = 0.3  # a card in hand (on your own turn it comes back at the end-of-turn refill)
MILLION = 0.22
TOKEN = 0.1
ROTATE = 0.12  # a staff member's turn (it could have added a token)
OWN_TURN_CARD = 0.04  # playing a card on your own turn: the refill to 6 replaces it
ATTACK_MARGIN = 0.05  # attack when the expected value of the best attack beats this

# ------------------------------------------------------------------------------ reading a view


class Mind:
    """What one seat knows (its view) and a greedy evaluation of actions from its side.

    Values are in rough units of "one dominion point = 2 to 2.5"; every estimate is from the
    point of view of ``me`` and its side (its alliance, or the coalition in Dominion).
    """

    def __init__(self, view: View, book: Book, options: Mapping[str, Any]) -> None:
        self.v = view
        self.book = book
        self.opt = options
        self.me: int = int(view["you"])
        self.players: list[dict[str, Any]] = view["players"]
        self.n = len(self.players)
        self.mode: str = view["mode"]
        self.phase: int = int(view["phase"])
        self.active: int = int(view["active"])
        self.team = [int(p["team"]) for p in self.players]
        self.alive = [bool(p["alive"]) for p in self.players]
        self.combat: dict[str, Any] | None = view.get("combat")
        self.stack: list[dict[str, Any]] = view.get("stack") or []
        self.chars: list[list[dict[str, Any]]] = []
        self.card: dict[int, dict[str, Any]] = {}
        self.owner: dict[int, int] = {}
        self.item_host: dict[int, int] = {}
        for p, pv in enumerate(self.players):
            cs = list(pv["cast"]) + ([pv["myth"]] if pv.get("myth") else [])
            self.chars.append(cs)
            for c in cs:
                self.card[c["uid"]] = c
                self.owner[c["uid"]] = p
                if c.get("item"):
                    self.item_host[c["item"]["uid"]] = c["uid"]
        self.dom = [int(pv["company"]["dominion"]) if pv["alive"] else 0 for pv in self.players]
        self.resid = [int(pv["company"]["damage"]) for pv in self.players]
        self.hand: list[dict[str, Any]] = list(view.get("hand") or [])

    # -------------------------------------------------------------- sides

    def rel(self, seat: int) -> int:
        """+1 for me and my allies, -1 for rivals."""
        return 1 if self.team[seat] == self.team[self.me] else -1

    def rivals(self, seat: int) -> list[int]:
        return [o for o in range(self.n) if self.alive[o] and self.team[o] != self.team[seat]]

    def attack_targets(self, seat: int) -> list[int]:
        if self.mode == "dominion" and seat != 0:
            return [0] if self.alive[0] else []
        return self.rivals(seat)

    # -------------------------------------------------------------- card worth

    def worth(self, uid: int) -> float:
        """What a character (or myth) in play is worth to its owner."""
        c = self.card.get(uid)
        if c is None:
            return 0.0
        att, dif = int(c.get("base_att", 0)), int(c.get("base_dif", 0))
        it = c.get("item")
        extra = 0.0
        if it:
            d = self.book.uid_card[it["uid"]]
            att += d.att
            dif += d.dif
            extra += 0.2
        return 0.3 + 0.7 * att / 1000 + 0.55 * dif / 1000 + TOKEN * 0.5 * int(c.get("tokens", 0)) + extra

    def design_worth(self, card: Card) -> float:
        return 0.3 + 0.7 * card.att / 1000 + 0.55 * card.dif / 1000

    def staff_worth(self, card: Card) -> float:
        w = 0.5
        for ab in card.abilities:
            if ab.trigger == "start_of_turn":
                w += 0.6
            elif ab.trigger == "static":
                w += 0.3
            elif ab.trigger == "activated":
                w += 0.15
        return w

    # -------------------------------------------------------------- totals and contests

    def stat(self, uid: int, i: int, mods: Mapping[int, tuple[int, int]]) -> int:
        c = self.card[uid]
        v = int(c["att"] if i == 0 else c["dif"])
        m = mods.get(uid)
        return max(0, v + m[i]) if m else v

    def total(
        self, seat: int, i: int, mods: Mapping[int, tuple[int, int]], extra: Mapping[int, int] | None = None
    ) -> int:
        t = sum(self.stat(c["uid"], i, mods) for c in self.chars[seat])
        if extra:
            t += extra.get(seat, 0)
        return t

    def lynch_loss(self, victim: int, dmg: float) -> float:
        """What the victim loses when a lynching of ``dmg`` damage picks one of its characters."""
        cands = self.chars[victim]
        if not cands:
            return 0.0
        how = self.opt.get("lynch_target", "lyncher")
        if how == "victim":
            if any(int(c["dif"]) > dmg for c in cands):
                return 0.0
            return min(self.worth(c["uid"]) for c in cands)
        if how == "strongest":
            best = max(cands, key=lambda c: (int(c["att"]), int(c["dif"]), -int(c["uid"])))
            return self.worth(best["uid"]) if int(best["dif"]) <= dmg else 0.0
        return max((self.worth(c["uid"]) for c in cands if int(c["dif"]) <= dmg), default=0.0)

    def sack_value(self, seat: int, amount: int) -> float:
        """What ``amount`` damage to ``seat``'s company is worth to whoever deals it."""
        if not self.alive[seat]:
            return 0.0
        total = self.resid[seat] + amount
        sacks = min(self.dom[seat], total // 1000)
        v = sacks * SACK + 0.05 * amount / 1000
        if sacks >= self.dom[seat]:
            v += KNOCKOUT
        return v

    def fight_value(self, a: int, d: int, att: int, dif: int, mods: Mapping[int, tuple[int, int]]) -> float:
        """Value for me of an attack of ``a`` on ``d`` ending with these totals."""
        if att > dif:
            v = self.sack_value(d, att - dif)
            side = -self.rel(d)
        elif dif > att:
            how = self.opt.get("lynch_damage", "total_att")
            dmg: float = float(dif - att) if how == "margin" else self.total(d, 0, mods)
            if how == "kill":
                dmg = float("inf")
            v = self.lynch_loss(a, dmg)
            side = -self.rel(a)
        else:
            return 0.0
        if self.rel(a) < 0 and self.rel(d) < 0:
            return 0.3 * v  # two rivals hurting each other
        return side * v

    def p_hit(self, target: int) -> float:
        return max(0.0, min(1.0, (21 - self.dom[target]) / 20))

    def attack_prospect(self, mods: Mapping[int, tuple[int, int]], extra: Mapping[int, int] | None = None) -> float:
        """The expected value of my best attack this turn (0 when no attack is worth it)."""
        best = 0.0
        att = self.total(self.me, 0, mods, extra)
        for t in self.attack_targets(self.me):
            v = self.p_hit(t) * self.fight_value(self.me, t, att, self.total(t, 1, mods), mods)
            best = max(best, v)
        return best

    def in_contest(self) -> bool:
        """A fight window is open or a lynching waits on the stack."""
        c = self.combat
        return bool(self.phase == 3 and c and c.get("stage") == "fight") or self.lynch_on_stack() is not None

    def lynch_on_stack(self) -> dict[str, Any] | None:
        for it in reversed(self.stack):
            if it["kind"] == "lynch":
                return it
        return None

    def contest(self, mods: Mapping[int, tuple[int, int]], extra: Mapping[int, int] | None = None) -> float:
        """Value for me of whatever ATT/DIF decides now: a fight, a lynching, or my coming attack."""
        c = self.combat
        if self.phase == 3 and c and c.get("stage") == "fight":
            a, d = int(c["attacker"]), int(c["defender"])
            return self.fight_value(a, d, self.total(a, 0, mods, extra), self.total(d, 1, mods), mods)
        ly = self.lynch_on_stack()
        if ly is not None:
            uid = int(str(ly["target"])[5:])
            owner = self.owner.get(uid)
            lyncher = int(ly["seat"])
            if owner is None:
                return 0.0
            how = self.opt.get("lynch_damage", "total_att")
            if how == "kill":
                return -self.rel(owner) * self.worth(uid)
            if how == "margin" and c and c.get("outcome") == "lynching":
                dmg = int(c.get("dif", 0)) - int(c.get("att", 0))
            else:
                dmg = self.total(lyncher, 0, mods, extra)
            return -self.rel(owner) * self.worth(uid) if dmg >= self.stat(uid, 1, mods) else 0.0
        if self.phase == 2 and self.active == self.me and not self.stack:
            return 0.8 * self.attack_prospect(mods, extra)
        return 0.0

    # -------------------------------------------------------------- effects

    def recipients(self, actor: int, e: Eff, target: str | None, self_uid: int) -> list[str]:
        if e.to == "target":
            return [target] if target else []
        if e.to == "you":
            return [f"seat:{actor}"]
        if e.to == "self":
            return [f"card:{self_uid}"] if self_uid >= 0 else []
        if e.to == "your_characters":
            return [f"card:{c['uid']}" for c in self.chars[actor]]
        if e.to == "rival_characters":
            return [f"card:{c['uid']}" for o in self.rivals(actor) for c in self.chars[o]]
        return [f"seat:{o}" for o in self.rivals(actor)]

    def effects_value(
        self, actor: int, ab: Ab, target: str | None, self_uid: int, extra: Mapping[int, int] | None = None
    ) -> float:
        """Value for me of ``actor`` resolving the effects of ``ab`` on ``target``."""
        total = 0.0
        mods: dict[int, tuple[int, int]] = {}
        for e in ab.effects:
            for ref in self.recipients(actor, e, target, self_uid):
                if e.kind == "boost":
                    uid = int(ref[5:])
                    if uid in self.card:
                        m = mods.get(uid, (0, 0))
                        mods[uid] = (m[0] + e.att, m[1] + e.dif)
                else:
                    total += self.effect_value(actor, e, ref)
        if mods or extra:
            total += self.contest(mods, extra) - self.contest({})
        return total

    def effect_value(self, actor: int, e: Eff, ref: str) -> float:
        kind, _, val = ref.partition(":")
        k = e.kind
        if kind == "card":
            uid = int(val)
            owner = self.owner.get(uid)
            if owner is None:
                return 0.0
            r = self.rel(owner)
            c = self.card[uid]
            if k == "destroy":
                return -r * self.worth(uid)
            if k == "bounce":
                return -r * 0.6 * self.worth(uid)
            if k == "add_tokens":
                return r * TOKEN * min(e.amount, 6 - int(c.get("tokens", 0))) if c.get("dice") else 0.0
            if k == "remove_tokens":
                return -r * TOKEN * min(e.amount, int(c.get("tokens", 0)))
            return 0.0
        if kind == "stack":
            if k != "cancel":
                return 0.0
            sid = int(val)
            it = next((x for x in self.stack if int(x["id"]) == sid), None)
            return -self.stack_value(it) if it is not None else 0.0
        o = int(val)
        if not self.alive[o]:
            return 0.0
        r = self.rel(o)
        pv = self.players[o]
        if k == "draw":
            return r * HAND_CARD * e.amount
        if k == "millions":
            return r * MILLION * max(0, min(e.amount, 10 - int(pv["millions"])))
        if k == "damage":
            return -r * self.sack_value(o, e.amount)
        if k == "lynch":
            how = self.opt.get("lynch_damage", "total_att")
            dmg = float("inf") if how == "kill" else self.total(actor, 0, {})
            return -r * self.lynch_loss(o, dmg)
        if k == "sacrifice":
            cs = self.chars[o]
            return -r * min((self.worth(c["uid"]) for c in cs), default=0.0)
        if k == "discard":
            return -r * HAND_CARD * min(e.amount, int(pv["hand_size"]))
        if k == "heal":
            return r * 0.2 * min(e.amount, self.resid[o]) / 1000
        if k == "drain":
            return -r * MILLION * min(e.amount, int(pv["millions"]))
        return 0.0

    def stack_value(self, it: Mapping[str, Any]) -> float:
        """Value for me of a stack item resolving (what cancelling it would take away)."""
        seat = int(it["seat"])
        if it["kind"] == "card":
            uid = int(it["card"]["uid"])
            card = self.book.uid_card[uid]
            r = self.rel(seat)
            if card.type in ("ciak", "event"):
                return self.effects_value(seat, card.abilities[0], it.get("target"), -1) if card.abilities else 0.0
            if card.type in ("character", "myth"):
                return r * self.design_worth(card)
            if card.type == "staff":
                return r * self.staff_worth(card)
            return r * (0.3 + (card.att + card.dif) / 1000)
        if it["kind"] == "lynch":
            return 0.0
        label = str(it.get("label", ""))
        name = label.split(" of ", 1)[1] if " of " in label else ""
        cid = self.book.by_name.get(name)
        abilities: tuple[Ab, ...] = ()
        if cid is not None:
            abilities = self.book.cards[cid].abilities
        elif name in self.book.company_by_name:
            abilities = self.book.companies[self.book.company_by_name[name]][1]
        want = "on_death" if it["kind"] == "trigger" else "activated"
        ab = next((a for a in abilities if a.trigger == want), None)
        if ab is None:
            return 0.0
        self_uid = -1
        if cid is not None:
            self_uid = next((c["uid"] for c in self.chars[seat] if c["design"] == cid), -1)
        return self.effects_value(seat, ab, it.get("target"), self_uid)

    # -------------------------------------------------------------- actions

    def hand_card(self, uid: int) -> Card:
        return self.book.uid_card[uid]

    def play_value(self, a: Action) -> float:
        uid = int(a["card"])
        card = self.hand_card(uid)
        target = a.get("target")
        me = self.me
        own_turn = self.active == me
        cost = OWN_TURN_CARD if own_turn else HAND_CARD
        t = card.type
        if t in ("ciak", "event"):
            if not card.abilities:
                return -cost
            return self.effects_value(me, card.abilities[0], target, -1) - cost
        pv = self.players[me]
        v = 0.0
        extra: dict[int, int] | None = None
        if t in ("character", "myth"):
            v = self.design_worth(card)
            extra = {me: card.att}
            if t == "myth" and pv.get("myth"):
                v -= self.worth(int(pv["myth"]["uid"]))
            if t == "character":
                v -= MILLION * 0.5 * card.cost
                over = int(pv["cast_used"]) + card.stars - int(pv["cast_limit"])
                if over > 0:
                    weakest = sorted(self.worth(c["uid"]) for c in pv["cast"])
                    v -= sum(weakest[: max(1, (over + 1) // 2)]) if weakest else 0.0
        elif t == "staff":
            old = pv["staff"][card.stars - 1] if 0 < card.stars <= 3 else None
            v = self.staff_worth(card)
            if old:
                v -= self.staff_worth(self.hand_card(int(old["uid"]))) + 0.1
        elif t == "item":
            host = int(str(target)[5:]) if target else -1
            v = 0.2 + 0.6 * card.att / 1000 + 0.45 * card.dif / 1000 - MILLION * 0.5 * card.cost
            v += 0.15 * len([ab for ab in card.abilities if ab.trigger == "activated"])
            if host in self.card:
                v += 0.05 * self.worth(host)
                extra = {me: card.att}
        self_uid = uid if t in ("character", "myth") else -1
        if t == "item" and target:
            self_uid = int(str(target)[5:])
        for ab in card.abilities:
            if ab.trigger == "on_play":
                v += self.effects_value(me, ab, target, self_uid)
        if extra and self.phase == 2 and own_turn:
            v += self.contest({}, extra) - self.contest({})
        return v - cost

    def ability_value(self, a: Action) -> float:
        ref = str(a["source"])
        ab = self.book.source_abilities(ref)[int(a["index"])]
        me = self.me
        kind, _, val = ref.partition(":")
        self_uid = -1
        if kind == "card":
            uid = int(val)
            if uid in self.card:
                self_uid = uid
            elif uid in self.item_host:
                self_uid = self.item_host[uid]
        cost = 0.0
        for ck, n in ab.costs:
            if ck == "tokens":
                cost += TOKEN * n
            elif ck == "millions":
                cost += MILLION * n
            elif ck == "rotate":
                cost += ROTATE
            elif ck == "sacrifice_self":
                if kind == "card" and int(val) in self.item_host:
                    cost += 0.4
                else:
                    cost += self.worth(int(val)) if kind == "card" else 0.0
            elif ck == "sacrifice_character":
                cost += self.worth(int(a["sac"]))
        # a character sacrificed as a cost no longer counts in the contest
        mods: dict[int, tuple[int, int]] = {}
        sac = a.get("sac")
        if sac is not None and int(sac) in self.card:
            mods[int(sac)] = (-100_000, -100_000)
        if any(ck == "sacrifice_self" for ck, _ in ab.costs) and kind == "card" and int(val) in self.card:
            mods[int(val)] = (-100_000, -100_000)
        v = self.effects_value(me, ab, a.get("target"), self_uid)
        if mods:
            v += self.contest(mods) - self.contest({})
        return v - cost

    def token_value(self, a: Action) -> float:
        c = self.card.get(int(a["card"]))
        return TOKEN * 1.2 if c is not None and int(c.get("tokens", 0)) < 6 else 0.0

    def score(self, a: Action) -> float:
        k = a.kind
        if k == "pass":
            return 0.0
        if k == "play":
            return self.play_value(a)
        if k == "ability":
            return self.ability_value(a)
        if k == "token":
            return self.token_value(a)
        return 0.0

    # -------------------------------------------------------------- other decisions

    def attack_value(self, target: int) -> float:
        att = self.total(self.me, 0, {})
        return self.p_hit(target) * self.fight_value(self.me, target, att, self.total(target, 1, {}), {})

    def keep_value(self, uid: int) -> float:
        """How much a card in hand is worth keeping at the end of the turn."""
        card = self.hand_card(uid)
        pv = self.players[self.me]
        t = card.type
        if t == "character":
            afford = card.cost <= int(pv["millions"]) + 1
            return self.design_worth(card) * (1.0 if afford else 0.7)
        if t == "myth":
            return self.design_worth(card) * (0.5 if pv.get("myth") else 1.0)
        if t == "staff":
            return self.staff_worth(card) * (0.3 if pv["staff"][card.stars - 1] else 1.0)
        if t == "ciak":
            return 1.0
        if t == "event":
            return 0.8
        return 0.5 + (card.att + card.dif) / 2000

    def choose_target(self, legal: Sequence[Action]) -> Action:
        """A death ability's target: the one whose effects are worth most to me."""
        dv = self.v.get("discard") or {}
        ab: Ab | None = None
        for did in reversed(dv.get("designs") or []):
            card = self.book.cards.get(did)
            if card is None:
                continue
            ab = next((x for x in card.abilities if x.trigger == "on_death" and x.target), None)
            if ab is not None:
                break
        if ab is None:
            return legal[0]
        return max(legal, key=lambda a: self.effects_value(self.me, ab, str(a["target"]), -1))

    def choose_lynch(self, legal: Sequence[Action]) -> Action:
        victim = int(self.v["decision"].get("victim", -1))
        if victim == self.me:  # the victim chooses: keep the best, lose the least
            c = self.combat
            lyncher = int(c["defender"]) if c and c.get("outcome") == "lynching" else self.active
            dmg = self.total(lyncher, 0, {})

            def keep(a: Action) -> tuple[bool, float]:
                uid = int(str(a["target"])[5:])
                return int(self.card[uid]["dif"]) <= dmg, self.worth(uid)

            return min(legal, key=keep)
        dmg = self.total(self.me, 0, {})

        def kill(a: Action) -> tuple[bool, float]:
            uid = int(str(a["target"])[5:])
            dies = int(self.card[uid]["dif"]) <= dmg
            return dies, self.worth(uid)

        return max(legal, key=kill)


# ------------------------------------------------------------------------------ the greedy policy


def greedy(mind: Mind, legal: Sequence[Action], rng: Rng | None = None) -> Action:
    """The ``easy`` decision: the best action by :class:`Mind`'s one-step values."""
    kind = mind.v["decision"]["kind"]
    if len(legal) == 1:
        return legal[0]
    if kind in ("fit", "sacrifice"):
        return min(legal, key=lambda a: (mind.worth(int(a["card"])), int(a["card"])))
    if kind == "discard":
        return min(legal, key=lambda a: (mind.keep_value(int(a["card"])), int(a["card"])))
    if kind == "lynch":
        return mind.choose_lynch(legal)
    if kind == "trigger":
        return mind.choose_target(legal)
    if kind == "attack":
        best, best_v = None, ATTACK_MARGIN
        for a in legal:
            if a.kind == "attack":
                v = mind.attack_value(int(a["target"]))
                if v > best_v:
                    best, best_v = a, v
        return best if best is not None else next(a for a in legal if a.kind == "no_attack")
    scored = ranked(mind, legal)
    top = scored[0][0]
    if rng is not None:
        ties = [a for v, a in scored if v >= top - 1e-9]
        return ties[rng.below(len(ties))] if len(ties) > 1 else ties[0]
    return scored[0][1]


def ranked(mind: Mind, legal: Sequence[Action]) -> list[tuple[float, Action]]:
    """Legal priority actions with their greedy values, best first (stable: legal order on ties)."""
    scored = [(mind.score(a), i, a) for i, a in enumerate(legal)]
    scored.sort(key=lambda x: (-x[0], x[1]))
    return [(v, a) for v, _i, a in scored]


def options_of(config: GameConfig, mode: str) -> dict[str, Any]:
    return RULES.spec.resolve_options(mode, config.options)


# ------------------------------------------------------------------------------ random / easy

RANDOM_PASS = 0.3  # the same chooser as RULES.random_action (docs/games/ciak.md, "Random play")
RANDOM_ATTACK = 0.85


def choose_random(view: View, legal: Sequence[Action], config: GameConfig, rng: Rng) -> Action:
    """Random play from the legal actions alone: at priority pass with probability 0.3, at the
    attack decision attack with probability 0.85, otherwise uniform."""
    if not legal:
        raise ValueError("no legal action to choose from")
    kind = view["decision"]["kind"]
    acts = list(legal)
    if kind == "attack":
        attacks = [a for a in acts if a.kind == "attack"]
        if attacks and rng.random() < RANDOM_ATTACK:
            return rng.choice(attacks)
        return next((a for a in acts if a.kind == "no_attack"), acts[0])
    if kind == "priority" and len(acts) > 1:
        passes = [a for a in acts if a.kind == "pass"]
        others = [a for a in acts if a.kind != "pass"]
        if passes and rng.random() < RANDOM_PASS:
            return passes[0]
        return rng.choice(others or acts)
    return rng.choice(acts)


def choose_greedy(view: View, legal: Sequence[Action], config: GameConfig, rng: Rng) -> Action:
    """One-step greedy: every legal action valued by :class:`Mind`; ties broken by ``rng``.

    The ``greedy`` strength (arena only): the policy ``normal`` plays its look-ahead with, and the
    ``easy`` of the first four sessions."""
    if not legal:
        raise ValueError("no legal action to choose from")
    if len(legal) == 1:
        return legal[0]
    mind = Mind(view, book_for(config), options_of(config, view["mode"]))
    return greedy(mind, legal, rng)


# ``easy``: the greedy with a family player's slips (docs/ciak-bots.md, "easy: a family opponent").
EASY_SLIP = 0.3  # own turn: chance of taking the second-best play when it is close to the best
EASY_SLIP_GAP = 1.0  # "close": within this many units of the best (one dominion point is about 2.4)
EASY_RESPOND = 0.0  # another player's turn: chance of looking for a response at all (else it passes)
EASY_MISREAD = 0.3  # attack decision: its own ATT and each target's DIF misread by up to this fraction
EASY_DEFENDS = True  # ...unless its side is in the fight (it or an ally attacks or defends) or is a lynching's victim
EASY_ANSWERS_BOSS = True  # ...and in Dominion a coalition seat answers the boss on its turn (a rule for one mode)


def defending(mind: Mind) -> bool:
    """``mind``'s side is in the contest now: it or an ally (Alliance, the Dominion coalition) attacks or defends in
    the open fight, or owns the victim of a lynching on the stack (a beginner answers in a fight of its own side
    and forgets to meddle in fights between other players)."""
    c = mind.combat
    if mind.phase == 3 and c and c.get("stage") == "fight":
        return mind.rel(int(c["defender"])) > 0 or mind.rel(int(c["attacker"])) > 0
    ly = mind.lynch_on_stack()
    if ly is None:
        return False
    owner = mind.owner.get(int(str(ly["target"])[5:]))
    return owner is not None and mind.rel(owner) > 0


def answers_boss(mind: Mind) -> bool:
    """In Dominion, ``mind`` is a coalition seat and it is the boss's turn (seat 0): the whole table watches the
    boss, so even a beginner answers what it plays (the coalition's only way to hold back a player who plays
    against all of them). Never true in Massacre or Alliance."""
    return mind.mode == "dominion" and mind.active == 0 and mind.me != 0


def second_best(scored: Sequence[tuple[float, Action]], gap: float) -> Action | None:
    """The best action worth less than the best (copies of the best are no slip), if within ``gap``."""
    top = scored[0][0]
    for v, a in scored:
        if v < top - 1e-9:
            return a if v >= top - gap else None
    return None


def misjudged_attack(mind: Mind, legal: Sequence[Action], rng: Rng) -> Action:
    """The greedy's attack decision with the totals misread: each target judged with its own ATT and the
    target's DIF each off by a uniform fraction up to ``EASY_MISREAD`` (one draw per target)."""
    best, best_v = None, ATTACK_MARGIN
    att = mind.total(mind.me, 0, {})
    for a in legal:
        if a.kind != "attack":
            continue
        t = int(a["target"])
        seen_att = round(att * (1.0 + EASY_MISREAD * (2.0 * rng.random() - 1.0)))
        seen_dif = round(mind.total(t, 1, {}) * (1.0 + EASY_MISREAD * (2.0 * rng.random() - 1.0)))
        v = mind.p_hit(t) * mind.fight_value(mind.me, t, seen_att, seen_dif, {})
        if v > best_v:
            best, best_v = a, v
    return best if best is not None else next(a for a in legal if a.kind == "no_attack")


def choose_easy(view: View, legal: Sequence[Action], config: GameConfig, rng: Rng) -> Action:
    """The greedy with three human slips, each a seeded rule of its own (docs/ciak-bots.md):

    * on another player's turn it does not look for responses (passes), except with ``EASY_RESPOND``, when its side
      is in the fight (``EASY_DEFENDS``: it or an ally attacks or defends, or is a lynching's victim) or, in
      Dominion, when it is a coalition seat on the boss's turn (``EASY_ANSWERS_BOSS``, ``answers_boss``);
    * at the attack decision it misreads the totals (``misjudged_attack``);
    * on its own turn, with chance ``EASY_SLIP``, it takes the second-best play if that is within
      ``EASY_SLIP_GAP`` of the best (passing counts as a play: it may forget to play a card).

    The rarer decisions (discard, fit, sacrifice, lynch, a death ability's target) are the greedy's."""
    if not legal:
        raise ValueError("no legal action to choose from")
    if len(legal) == 1:
        return legal[0]
    mind = Mind(view, book_for(config), options_of(config, view["mode"]))
    kind = view["decision"]["kind"]
    if kind == "attack":
        return misjudged_attack(mind, legal, rng)
    if kind == "priority":
        if (
            mind.active != mind.me
            and not (EASY_DEFENDS and defending(mind))
            and not (EASY_ANSWERS_BOSS and answers_boss(mind))
        ):
            pass_ = next((a for a in legal if a.kind == "pass"), None)
            if pass_ is not None and rng.random() >= EASY_RESPOND:
                return pass_
        elif EASY_SLIP > 0.0:
            slip = second_best(ranked(mind, legal), EASY_SLIP_GAP)
            if slip is not None and rng.random() < EASY_SLIP:
                return slip
    return greedy(mind, legal, rng)


# ------------------------------------------------------------------------------ rebuilding a state


class CannotRebuild(ValueError):
    """The view holds something the rebuild does not understand; the bot falls back to greedy."""


class Rebuild:
    """Full game states consistent with one seat's view, through the documented state JSON.

    Everything public is copied from the view. Unseen cards (other hands, the deck) are the
    physical cards not visible anywhere; :meth:`sample` deals them at random. Fields the view does
    not show are inferred: temporary boosts (view ATT/DIF minus a boost-free rebuild), the
    once-per-turn abilities already used (from ``legal`` when it is our turn), who passed since
    the top of the stack was played, the stack items' sources (from their labels), the Alliance
    turn order (from the roll-off), a pending death ability's source (the discard pile).
    Residual unknowns (cards returned to another hand, ``acted``) take neutral values.
    """

    def __init__(self, view: View, legal: Sequence[Action], config: GameConfig, book: Book) -> None:
        self.book = book
        v = view
        me = int(v["you"])
        players = v["players"]
        n = len(players)
        mode = str(v["mode"])
        opts = options_of(config, mode)
        visible: set[int] = set()
        hands: list[list[int]] = [[] for _ in range(n)]
        hands[me] = [int(c["uid"]) for c in v["hand"]]
        visible.update(hands[me])
        cast: list[list[int]] = []
        myth: list[int] = []
        staff: list[list[int]] = []
        tokens: dict[str, int] = {}
        items: dict[str, int] = {}
        rotated: list[int] = []
        co: dict[str, list[int]] = {}
        for pv in players:
            cs = [int(c["uid"]) for c in pv["cast"]]
            cast.append(cs)
            m = pv.get("myth")
            myth.append(int(m["uid"]) if m else -1)
            slots = [int(x["uid"]) if x else -1 for x in pv["staff"]]
            staff.append(slots)
            for c in list(pv["cast"]) + ([m] if m else []):
                visible.add(int(c["uid"]))
                if int(c.get("tokens", 0)):
                    tokens[str(c["uid"])] = int(c["tokens"])
                if c.get("item"):
                    items[str(c["uid"])] = int(c["item"]["uid"])
                    visible.add(int(c["item"]["uid"]))
            for x in pv["staff"]:
                if x:
                    visible.add(int(x["uid"]))
                    if x.get("rotated"):
                        rotated.append(int(x["uid"]))
            for comp in [pv["company"], *pv.get("controlled", [])]:
                co[str(comp["id"])] = [int(comp["dominion"]), int(comp["damage"]), int(comp["controller"])]
        stack_view = v.get("stack") or []
        for it in stack_view:
            if it["kind"] == "card":
                visible.add(int(it["card"]["uid"]))
        # the discard pile: its designs in order; same-design cards are interchangeable
        dv = v["discard"]
        designs: list[str] = list(dv.get("designs") or [])
        top = dv.get("top")
        discard: list[int] = [-1] * len(designs)
        if top is not None and designs:
            discard[-1] = int(top["uid"])
            visible.add(int(top["uid"]))
        free: dict[str, list[int]] = {}
        for did, uids in book.uids_of.items():
            free[did] = [u for u in uids if u not in visible]
        for i, did in enumerate(designs):
            if discard[i] >= 0:
                continue
            if not free.get(did):
                raise CannotRebuild(f"the discard pile holds more {did!r} than the set")
            discard[i] = free[did].pop(0)
        self.pool = sorted(u for uids in free.values() for u in uids)
        self.hand_sizes = [0 if p == me else int(pv["hand_size"]) for p, pv in enumerate(players)]
        self.deck_size = int(v["deck_size"])
        if len(self.pool) != sum(self.hand_sizes) + self.deck_size:
            raise CannotRebuild("the unseen cards do not add up")
        alive = [bool(pv["alive"]) for pv in players]
        active, phase, turn = int(v["active"]), int(v["phase"]), int(v["turn"])
        priority = int(v["priority"])
        n_alive = sum(alive)

        def nxt(seat: int) -> int:
            for k in range(1, n + 1):
                j = (seat + k) % n
                if alive[j]:
                    return j
            return seat

        stack = [self._stack_item(it, v, players, discard, phase, turn) for it in stack_view]
        # who passed since the top of the stack was played (or since priority came back)
        if stack and stack[-1]["kind"] in ("card", "ability"):
            start, need = nxt(int(stack[-1]["seat"])), n_alive - 1
        else:
            start, need = active, n_alive
        passes, seat = 0, start
        while seat != priority and passes < n:
            passes += 1
            seat = nxt(seat)
        passes = min(passes, max(0, need - 1))
        decision = v["decision"]
        pending = self._pending(decision, v, opts, discard, active)
        ids = [int(it["id"]) for it in stack_view]
        self.data: dict[str, Any] = {
            "config": {
                "game": "ciak",
                "players": [{"name": str(pv["name"]), "colour": str(pv["colour"])} for pv in players],
                "variant": mode,
                "options": dict(opts),
                "content": {PACKED: book.packed},
            },
            "rng": 0,
            "team": [int(pv["team"]) for pv in players],
            "company": [str(pv["company"]["id"]) for pv in players],
            "co": co,
            "millions": [int(pv["millions"]) for pv in players],
            "hands": hands,
            "cast": cast,
            "myth": myth,
            "staff": staff,
            "alive": alive,
            "deck": [],
            "discard": discard,
            "tokens": tokens,
            "items": items,
            "boosts": {},
            "rotated": rotated,
            "used": [],
            "known": [],
            "stack": stack,
            "pending": pending,
            "combat": dict(v["combat"]) if v.get("combat") is not None else None,
            "active": active,
            "phase": phase,
            "priority": priority,
            "passes": passes,
            "need": need,
            "turn": turn,
            "next_id": max(ids, default=0) + 1,
            "deck_out": False,
            "final_turns": -1,
            "over": False,
            "winners": [],
            "end_text": "",
            "rolls": [[[int(x) for x in p] for p in r] for r in v.get("rolloff") or []],
            "acted": False,
            "last_turn": self._last_turns(v, opts, alive, active, turn),
        }
        # one boost-free trial: the difference with the view's numbers is this turn's boosts,
        # and on our own turn the once-per-turn abilities missing from `legal` were used
        trial = self._state(list(self.pool))
        seen = RULES.view(trial, Viewer.TABLE)
        boosts: dict[str, list[int]] = {}
        for p, pv in enumerate(players):
            mine = {int(c["uid"]): c for c in seen["players"][p]["cast"]}
            tm = seen["players"][p].get("myth")
            if tm:
                mine[int(tm["uid"])] = tm
            for c in list(pv["cast"]) + ([pv["myth"]] if pv.get("myth") else []):
                t = mine.get(int(c["uid"]))
                if t is None:
                    continue
                da, dd = int(c["att"]) - int(t["att"]), int(c["dif"]) - int(t["dif"])
                if da or dd:
                    boosts[str(c["uid"])] = [da, dd]
        self.data["boosts"] = boosts
        if decision["kind"] == "priority" and int(decision["seat"]) == active == me:
            given = set(legal)
            used = []
            for a in RULES.legal_actions(trial):
                if a.kind == "ability" and a not in given:
                    key = f"{a['source']}:{a['index']}"
                    ab = book.source_abilities(str(a["source"]))[int(a["index"])]
                    if ab.once and key not in used:
                        used.append(key)
            self.data["used"] = used

    # -------------------------------------------------------------- pieces

    def _source(self, seat: int, name: str, v: View, discard: list[int]) -> tuple[str, int]:
        """(source reference, "this character") of an ability named by a stack label."""
        pv = v["players"][seat]
        for c in list(pv["cast"]) + ([pv["myth"]] if pv.get("myth") else []):
            if c["name"] == name:
                return f"card:{c['uid']}", int(c["uid"])
            it = c.get("item")
            if it and it["name"] == name:
                return f"card:{it['uid']}", int(c["uid"])
        for x in pv["staff"]:
            if x and x["name"] == name:
                return f"card:{x['uid']}", -1
        cid = self.book.company_by_name.get(name)
        if cid is not None:
            return f"co:{cid}", -1
        did = self.book.by_name.get(name)
        if did is None:
            raise CannotRebuild(f"no source named {name!r}")
        for u in reversed(discard):
            if self.book.uid_card[u].id == did:
                return f"card:{u}", -1
        return f"card:{self.book.uids_of[did][0]}", -1

    def _stack_item(
        self, it: Mapping[str, Any], v: View, players: Sequence[Any], discard: list[int], phase: int, turn: int
    ) -> dict[str, Any]:
        base = {"id": int(it["id"]), "phase": phase, "turn": turn, "seat": int(it["seat"])}
        kind = it["kind"]
        if kind == "card":
            return {"kind": "card", "card": int(it["card"]["uid"]), "target": it.get("target"), **base}
        if kind == "lynch":
            c = v.get("combat") or {}
            margin = int(c["dif"]) - int(c["att"]) if c.get("outcome") == "lynching" else -1
            return {"kind": "lynch", "target": it.get("target"), "margin": margin, **base}
        label = str(it.get("label", ""))
        name = label.split(" of ", 1)[1] if " of " in label else ""
        src, self_uid = self._source(int(it["seat"]), name, v, discard)
        want = "on_death" if kind == "trigger" else "activated"
        abilities = self.book.source_abilities(src)
        index = next((i for i, ab in enumerate(abilities) if ab.trigger == want), None)
        if index is None:
            raise CannotRebuild(f"{name!r} has no {want} ability")
        out = {"kind": kind, "src": src, "ab": index, "target": it.get("target"), **base}
        if kind == "ability":
            out["self"] = self_uid
        return out

    def _pending(
        self, decision: Mapping[str, Any], v: View, opts: Mapping[str, Any], discard: list[int], active: int
    ) -> list[dict[str, Any]]:
        kind = decision["kind"]
        seat = int(decision["seat"])
        if kind == "priority" or kind == "over":
            return []
        if kind in ("attack", "discard", "fit", "sacrifice"):
            return [{"kind": kind, "seat": seat}]
        if kind == "lynch":
            c = v.get("combat") or {}
            victim = int(decision["victim"])
            combat_lynch = c.get("outcome") == "lynching" and int(c.get("attacker", -1)) == victim
            if opts.get("lynch_target", "lyncher") == "lyncher":
                lyncher = seat
            else:
                lyncher = int(c["defender"]) if combat_lynch else active
            margin = int(c["dif"]) - int(c["att"]) if combat_lynch else -1
            return [{"kind": "lynch", "seat": seat, "lyncher": lyncher, "victim": victim, "margin": margin}]
        if kind == "trigger":
            for u in reversed(discard):
                abilities = self.book.uid_card[u].abilities
                for i, ab in enumerate(abilities):
                    if ab.trigger == "on_death" and ab.target:
                        return [{"kind": "trigger", "seat": seat, "src": f"card:{u}", "ab": i}]
            raise CannotRebuild("no card in the discard pile has a death ability with a target")
        raise CannotRebuild(f"unknown decision {kind!r}")

    @staticmethod
    def _last_turns(v: View, opts: Mapping[str, Any], alive: list[bool], active: int, turn: int) -> list[int]:
        """Seat -> the number of its latest turn, as far as the Alliance turn order needs it."""
        n = len(alive)
        out = [0] * n
        out[active] = turn
        if v["mode"] != "alliance":
            return out
        team = [int(p["team"]) for p in v["players"]]
        rolls = v.get("rolloff") or []
        first = active
        if rolls:
            last = rolls[-1]
            best = max(r for _s, r in last)
            top = [s for s, r in last if r == best]
            first = top[0] if len(top) == 1 else min(top)
        mates = [o for o in range(n) if team[o] == team[active] and o != active]
        for o in mates:
            out[o] = max(0, turn - 2)
        other = [o for o in range(n) if team[o] != team[active]]
        living = [o for o in other if alive[o]]
        if not living:
            return out
        # the other alliance plays every other turn; its members alternate while both live
        played = (turn - 1) // 2 if team[first] == team[active] else turn // 2
        if played <= 0:
            return out
        if len(living) == 1:
            out[living[0]] = turn - 1
            return out
        if team[first] != team[active]:
            i0 = other.index(first)
        else:
            i0 = next((i for i, o in enumerate(other) if o > first), 0)
        last_player = other[(i0 + played - 1) % len(other)]
        out[last_player] = turn - 1
        for o in other:
            if o != last_player:
                out[o] = max(0, turn - 3)
        return out

    def _state(self, cards: list[int], seed: int = 0) -> Any:
        data = self.data
        hands = list(data["hands"])
        pos = 0
        for p, k in enumerate(self.hand_sizes):
            if k:
                hands[p] = cards[pos : pos + k]
                pos += k
        data["hands"] = hands
        data["deck"] = cards[pos:]
        data["rng"] = seed
        return RULES.state_from_json(data)

    def sample(self, rng: Rng) -> Any:
        """A full state: the unseen cards dealt at random, a fresh random generator."""
        return self._state(rng.shuffled(self.pool), rng.below(1 << 62))


# ------------------------------------------------------------------------------ normal: look-ahead

ROLLOUT_STEPS = 80  # actions played after a candidate before the position is scored anyway
# Engine steps per decision (deterministic, so the same on every machine) and worlds sampled. From 1600 / 8:
# the same choice in 98.6% of 2-player Massacre and 96.9% of 4-player Dominion positions, CPU p95 0.33 -> 0.26 s
# (docs/ciak-bots.md, "Decision time"). Up to 12 worlds with successive rejection chose the many-world
# reference's best move more often (89.9% against 84.8%, ``bench/ciak_bots.py regret``) but took the CPU p95
# over all modes to 0.35 s and won no more games against easy (23 of 48): not adopted (PRUNE_GAP < 0).
STEP_BUDGET = 1200
MIN_WORLDS = 2
MAX_WORLDS = 6
MAX_CANDIDATES = 6
HORIZON_OWN = 0  # extra turns looked at after our own turn
QUIET_GAIN = 0.0  # on another's turn outside a fight or lynching, pass unless the greedy sees a gain
PRUNE_GAP = -1.0  # successive rejection: drop a candidate trailing the best mean by more (negative: never)
FOLLOW_GREEDY_PASS = False  # on its own turn outside a fight, pass whenever the greedy passes
SPLIT_D20 = True  # an attack scored by a hit and a miss in every world, weighted by the d20's chance
# The attack decision (about 1 in 10 of the look-ahead's decisions) may get its own budget and horizon:
# ATTACK_HORIZON turns (0: the same as any decision; END_TURNS: play-outs to the end of the game).
ATTACK_BUDGET = 0  # engine steps (0: STEP_BUDGET)
ATTACK_WORLDS = (0, 0)  # fewest and most worlds (0: MIN_WORLDS / MAX_WORLDS)
ATTACK_HORIZON = 0
END_TURNS = 99  # "to the end of the game" (a 2-player Massacre game lasts about 13 turns)
# Own turn outside a fight: follow the greedy unless its top choices are within CLOSE_GAP of its best (in the
# greedy's units); those (at most CLOSE_CANDIDATES) are judged by play-outs to the end of the game in
# CLOSE_WORLDS worlds, the greedy's favourite kept on a tie. Negative: off (the look-ahead as above).
CLOSE_GAP = -1.0
CLOSE_CANDIDATES = 2
CLOSE_WORLDS = 8


FEATURES = ("dominion", "att", "dif", "millions", "hand", "staff", "tokens", "characters", "controlled",
            "threat_in", "threat_out", "to_move", "last_points", "late_dominion", "ciak_in_hand", "characters_in_hand")
# The last two features read the hands of a full state (a look-ahead's sampled world, or a played game in
# ``bench/ciak_bots.py fit``); a position without them (a bare view) counts the card set's shares of a hand.
CIAK_SHARE = 27 / 140
CHARACTER_SHARE = 58 / 140
LATE_DECK = 80  # "late_dominion": dominion counts more as the deck runs down (deck-out decides by it)
# Per-seat weights of the end-position model, fitted on easy-against-easy games by
# ``bench/ciak_bots.py fit`` (a conditional logit: P(seat wins) = softmax over living seats of w.f).
EVAL_WEIGHTS = (-0.006, 0.082, 0.352, 0.220, 0.043, 0.190, 0.093, 0.182, -0.006, -0.535, 0.384, 0.055, -0.531, 0.527,
                0.0, 0.0)
HAND_FEATURES = False  # score a look-ahead's end by the hands of its world (else by the card set's shares); off while
# their weights are 0 (docs/ciak-bots.md, third session: refitted weights chose no better)
THREAT_DECAY = 0.7  # later attackers count for less


def threat(attacker: Mapping[str, Any], defender: Mapping[str, Any]) -> float:
    """Expected sackings of ``attacker``'s next attack on ``defender`` if nothing changes."""
    dom = int(defender["company"]["dominion"])
    margin = int(attacker["total_att"]) - int(defender["total_dif"])
    if margin <= 0 or dom <= 0:
        return 0.0
    p_hit = max(0.0, min(1.0, (21 - dom) / 20))
    return p_hit * min(float(dom), margin / 1000)


def hand_kinds(state: Any, book: Book) -> list[tuple[float, float]]:
    """Per seat of a full state: the Ciak cards and the characters in its hand (``seat_features``)."""
    out = []
    for hand in state.hands:
        ciak = chars = 0
        for uid in hand:
            t = book.uid_card[uid].type
            if t == "ciak":
                ciak += 1
            elif t == "character":
                chars += 1
        out.append((float(ciak), float(chars)))
    return out


def seat_features(view: View, hands: Sequence[tuple[float, float]] | None = None) -> list[list[float]]:
    """The model's features of every seat in a (table or seat) view, in ``FEATURES`` order; ``hands``:
    the Ciak cards and characters in each seat's hand (``hand_kinds``), else the card set's shares."""
    players = view["players"]
    n = len(players)
    team = [int(p["team"]) for p in players]
    alive = [bool(p["alive"]) for p in players]
    t_in = [0.0] * n
    t_out = [0.0] * n
    seat = int(view["active"])
    order: list[int] = []
    for _ in range(n):
        if alive[seat] and seat not in order:
            order.append(seat)
        seat = (seat + 1) % n
    w = 1.0
    for m in order:
        if view["mode"] == "dominion" and m != 0:
            targets = [0] if alive[0] else []
        else:
            targets = [t for t in range(n) if alive[t] and team[t] != team[m]]
        best, t_best = 0.0, -1
        for t in targets:
            v = threat(players[m], players[t])
            if v > best:
                best, t_best = v, t
        if t_best >= 0:
            t_in[t_best] += w * best
            t_out[m] += w * best
        w *= THREAT_DECAY
    late = max(0.0, 1.0 - int(view.get("deck_size", LATE_DECK)) / LATE_DECK)
    out = []
    for p, pv in enumerate(players):
        cards = list(pv["cast"]) + ([pv["myth"]] if pv.get("myth") else [])
        out.append(
            [
                float(pv["company"]["dominion"]) if alive[p] else 0.0,
                int(pv["total_att"]) / 1000,
                int(pv["total_dif"]) / 1000,
                float(pv["millions"]),
                float(pv["hand_size"]),
                float(sum(1 for x in pv["staff"] if x)),
                float(sum(int(c.get("tokens", 0)) for c in cards)),
                float(len(cards)),
                float(len(pv.get("controlled") or [])),
                t_in[p],
                t_out[p],
                1.0 if p == int(view["active"]) else 0.0,
                float(max(0, 3 - int(pv["company"]["dominion"]))) if alive[p] else 0.0,
                float(pv["company"]["dominion"]) * late if alive[p] else 0.0,
                hands[p][0] if hands else CIAK_SHARE * int(pv["hand_size"]),
                hands[p][1] if hands else CHARACTER_SHARE * int(pv["hand_size"]),
            ]
        )
    return out


def win_chances(
    view: View, weights: Sequence[float] | None = None, hands: Sequence[tuple[float, float]] | None = None
) -> list[float]:
    """Each seat's chance to win by the end-position model (0 for seats that are out)."""
    weights = EVAL_WEIGHTS if weights is None else weights
    feats = seat_features(view, hands)
    alive = [bool(p["alive"]) for p in view["players"]]
    utils = [sum(w * f for w, f in zip(weights, fs, strict=True)) if alive[p] else None for p, fs in enumerate(feats)]
    top = max(u for u in utils if u is not None)
    exps = [math.exp(u - top) if u is not None else 0.0 for u in utils]
    total = sum(exps)
    return [e / total for e in exps]


def evaluate(view: View, me: int, hands: Sequence[tuple[float, float]] | None = None) -> float:
    """The end position of a look-ahead: 1 for a win of ``me``'s side, 0 for a loss, else the
    model's chance of a win: in Massacre the softmax over living seats; with teams (Alliance,
    Dominion) the logistic of the summed utilities of the two sides."""
    players = view["players"]
    team = [int(p["team"]) for p in players]
    if view.get("over"):
        winners = (view.get("result") or {}).get("winners") or []
        if not winners:
            return 0.5 if view["mode"] != "massacre" else 1.0 / len(players)
        return 1.0 if any(team[w] == team[me] for w in winners) else 0.0
    if view["mode"] == "massacre":
        return win_chances(view, hands=hands)[me] if players[me]["alive"] else 0.0
    mine = theirs = 0.0
    for p, fs in enumerate(seat_features(view, hands)):
        if players[p]["alive"]:
            u = sum(w * f for w, f in zip(EVAL_WEIGHTS, fs, strict=True))
            if team[p] == team[me]:
                mine += u
            else:
                theirs += u
    return 1.0 / (1.0 + math.exp(max(-50.0, min(50.0, theirs - mine))))


class _Policy:
    """The greedy policy for every seat inside a look-ahead (one Book and options per decision)."""

    def __init__(self, book: Book, options: Mapping[str, Any]) -> None:
        self.book = book
        self.options = options

    def __call__(self, state: Any, legal: list[Action]) -> Action:
        seat = legal[0].seat
        assert seat is not None
        view = RULES.view(state, Viewer.of_seat(seat))
        return greedy(Mind(view, self.book, self.options), legal)


def _rollout(state: Any, policy: _Policy, budget: list[int], turns: int) -> Any:
    """Play ``state`` on with the greedy policy until ``turns`` new turns have started or the
    game ends."""
    for _ in range(ROLLOUT_STEPS * turns):
        legal = RULES.legal_actions(state)
        if not legal:
            return state
        action = legal[0] if len(legal) == 1 else policy(state, legal)
        state, events = RULES.apply(state, action)
        budget[0] += 1
        if any(e.kind == "turn" for e in events):
            turns -= 1
            if turns <= 0:
                return state
    return state


def candidates(mind: Mind, legal: Sequence[Action]) -> list[Action]:
    """The actions worth a look-ahead: one per distinct effect, the greedy favourites first."""
    kind = mind.v["decision"]["kind"]
    if kind == "attack":
        return list(legal)
    seen: set[tuple[Any, ...]] = set()
    out: list[Action] = []
    book = mind.book
    for _v, a in ranked(mind, legal):
        if a.kind == "play":
            sig: tuple[Any, ...] = ("play", book.uid_card[int(a["card"])].id, a.get("target"))
        elif a.kind == "ability":
            src = str(a["source"])
            sk, _, sv = src.partition(":")
            # copies of one design in the same place act alike; a character's own uid matters (tokens)
            sig = ("ability", src if sk != "card" or int(sv) in mind.card else book.uid_card[int(sv)].id,
                   a["index"], a.get("target"), a.get("sac"))
        elif a.kind == "token":
            sig = ("token", book.uid_card[int(a["staff"])].stars, a["card"])
        else:
            sig = (a.kind,)
        if sig in seen:
            continue
        seen.add(sig)
        out.append(a)
    passes = [a for a in out if a.kind == "pass"]
    top = out[:MAX_CANDIDATES]
    if passes and passes[0] not in top:
        top[-1] = passes[0]
    return top


class Plan(NamedTuple):
    """A decision that needs the look-ahead: the candidates and what scoring them needs."""

    mind: Mind
    cands: list[Action]
    rebuild: Rebuild
    policy: _Policy
    horizon: int
    budget: int = STEP_BUDGET
    worlds: tuple[int, int] = (MIN_WORLDS, MAX_WORLDS)


def plan(view: View, legal: Sequence[Action], config: GameConfig) -> Action | Plan:
    """``normal``'s decision when no look-ahead is needed (an action), else what the look-ahead scores."""
    if not legal:
        raise ValueError("no legal action to choose from")
    if len(legal) == 1:
        return legal[0]
    book = book_for(config)
    options = options_of(config, view["mode"])
    mind = Mind(view, book, options)
    kind = view["decision"]["kind"]
    if kind not in ("priority", "attack"):
        return greedy(mind, legal)
    if kind == "priority" and mind.active != mind.me and not mind.in_contest():
        # another player's turn and nothing being fought over: answer only what the greedy values
        choice = greedy(mind, legal)
        if choice.kind == "pass" or mind.score(choice) <= QUIET_GAIN:
            return next(a for a in legal if a.kind == "pass")
    if FOLLOW_GREEDY_PASS and kind == "priority" and mind.active == mind.me and not mind.in_contest():
        choice = greedy(mind, legal)
        if choice.kind == "pass":
            return choice  # the look-ahead's plays where the greedy passes lost more than they won
    cands = candidates(mind, legal)
    if len(cands) == 1:
        return cands[0]
    close = CLOSE_GAP >= 0 and kind == "priority" and mind.active == mind.me and not mind.in_contest()
    if close:
        values = {id(a): v for v, a in ranked(mind, legal)}
        top = values[id(cands[0])]
        cands = [a for a in cands if values[id(a)] >= top - CLOSE_GAP][:CLOSE_CANDIDATES]
        if len(cands) == 1:
            return cands[0]
    if kind == "attack" and all(mind.attack_value(int(a["target"])) <= -1.0 for a in cands if a.kind == "attack"):
        return next(a for a in cands if a.kind == "no_attack")  # sure to be lynched: no look-ahead needed
    try:
        rebuild = Rebuild(view, legal, config, book)
    except CannotRebuild:
        return greedy(mind, legal)
    horizon = 1 + (HORIZON_OWN if mind.active == mind.me else 0)
    budget, worlds = STEP_BUDGET, (MIN_WORLDS, MAX_WORLDS)
    if close:
        horizon, budget, worlds = END_TURNS, 1 << 30, (CLOSE_WORLDS, CLOSE_WORLDS)
    elif kind == "attack":
        horizon = ATTACK_HORIZON or horizon
        budget = ATTACK_BUDGET or budget
        worlds = (ATTACK_WORLDS[0] or worlds[0], ATTACK_WORLDS[1] or worlds[1])
    return Plan(mind, cands, rebuild, _Policy(book, options), horizon, budget, worlds)


def choose_normal(view: View, legal: Sequence[Action], config: GameConfig, rng: Rng) -> Action:
    """Determinized look-ahead (see the module docstring and docs/ciak-bots.md)."""
    p = plan(view, legal, config)
    if not isinstance(p, Plan):
        return p
    totals, counts = lookahead(p.rebuild, p.cands, p.policy, p.mind.me, p.horizon, rng,
                               budget=p.budget, min_worlds=p.worlds[0], max_worlds=p.worlds[1])
    if not any(counts):
        return greedy(p.mind, legal)
    return p.cands[best_of(totals, counts)]


def best_of(totals: Sequence[float], counts: Sequence[int]) -> int:
    """The candidate with the best mean score (the earlier, i.e. the greedy's favourite, on a tie)."""
    return max(range(len(totals)), key=lambda i: (totals[i] / counts[i] if counts[i] else -1e9, -i))


def lookahead(
    rebuild: Rebuild, cands: Sequence[Action], policy: _Policy, me: int, horizon: int, rng: Rng,
    *, budget: int | None = None, min_worlds: int | None = None, max_worlds: int | None = None,
    prune: float | None = None, split_d20: bool | None = None,
) -> tuple[list[float], list[int]]:
    """Score every candidate in the same sampled worlds (paired: every candidate meets the same deal and
    the same dice) until the step budget is spent; per candidate the sum of scores and the worlds seen.

    After ``min_worlds`` worlds, a candidate whose mean trails the best by more than ``prune`` is dropped
    (successive rejection): the rest of the budget goes to the contenders, where more worlds change the
    choice. With ``split_d20`` an attack is played out twice per world, once with a d20 that hits and once
    with one that misses, and scored by the known chance of each (the d20 alone is the noisiest part of a
    play-out: a few worlds would otherwise judge an attack by a few rolls). The keyword arguments default to
    the module's constants (the benchmark varies them)."""
    budget_steps = STEP_BUDGET if budget is None else budget
    low = MIN_WORLDS if min_worlds is None else min_worlds
    high = MAX_WORLDS if max_worlds is None else max_worlds
    gap = PRUNE_GAP if prune is None else prune
    split = SPLIT_D20 if split_d20 is None else split_d20
    totals = [0.0] * len(cands)
    counts = [0] * len(cands)
    live = list(range(len(cands)))
    spent = [0]
    for world in range(high):
        if world >= low:
            if spent[0] >= budget_steps:
                break
            means = {i: totals[i] / counts[i] for i in live if counts[i]}
            if means and gap >= 0:
                top = max(means.values())
                live = [i for i in live if i not in means or means[i] >= top - gap]
            if len(live) <= 1:
                break
        root = rebuild.sample(rng)
        root_legal = set(RULES.legal_actions(root))
        for i in live:
            a = cands[i]
            if a not in root_legal:
                continue
            if split and a.kind == "attack":
                need = int(root.co[root.company[int(a["target"])]][0])
                p_hit = max(0.0, min(1.0, (21 - need) / 20))
                if 0.0 < p_hit < 1.0:
                    base = rng.below(1 << 62)
                    hit = _score(_with_d20(root, base, need, True), a, policy, spent, horizon, me)
                    miss = _score(_with_d20(root, base, need, False), a, policy, spent, horizon, me)
                    totals[i] += p_hit * hit + (1.0 - p_hit) * miss
                    counts[i] += 1
                    continue
            totals[i] += _score(root, a, policy, spent, horizon, me)
            counts[i] += 1
    return totals, counts


def _score(root: Any, a: Action, policy: _Policy, spent: list[int], horizon: int, me: int) -> float:
    """Apply ``a`` to ``root``, play on to the horizon and score the end position for ``me``."""
    state, events = RULES.apply(root, a)
    spent[0] += 1
    turns = horizon - sum(1 for e in events if e.kind == "turn")
    if turns > 0:
        state = _rollout(state, policy, spent, turns)
    return evaluate(RULES.view(state, Viewer.TABLE), me, hand_kinds(state, policy.book) if HAND_FEATURES else None)


def _with_d20(root: Any, base: int, need: int, hit: bool) -> Any:
    """``root`` with a fresh generator whose first d20 (the attack's roll) hits ``need`` or misses it."""
    seed = base
    for seed in range(base, base + 200):  # each seed hits with a chance of at least 1/20: 200 tries suffice
        if (Rng(seed).randint(1, 20) >= need) == hit:
            break
    alt = root.successor()  # shares the containers; the attack copies the generator before it draws
    alt._legal = root._legal  # the same legal actions (they do not depend on the generator)
    alt.rng = Rng(seed)
    return alt


# ------------------------------------------------------------------------------ registry and helpers

BOTS: dict[str, Bot] = {"random": choose_random, "easy": choose_easy, "normal": choose_normal, "greedy": choose_greedy}


def choose(strength: str, view: View, legal: Sequence[Action], config: GameConfig, rng: Rng) -> Action:
    """The action the bot ``strength`` picks; raises KeyError for an unknown strength."""
    try:
        bot = BOTS[strength]
    except KeyError:
        raise KeyError(f"no Ciak! bot {strength!r} (known: {', '.join(BOTS)})") from None
    return bot(view, legal, config, rng)


def decide(strength: str, view: View, legal: Sequence[Action], config: GameConfig, seed: int) -> Action:
    """For the UI: the bot's action, the same for the same (view, legal, config, seed)."""
    return choose(strength, view, legal, config, Rng(seed))


def seat_inputs(state: Any, seat: int) -> tuple[dict[str, JSON], list[Action]]:
    """What a bot at ``seat`` receives: its seat view and its legal actions (never the state)."""
    view = dict(RULES.view(state, Viewer.of_seat(seat)))
    legal = [a for a in RULES.legal_actions(state) if a.seat == seat]
    return view, legal


__all__ = ["BOTS", "Bot", "Book", "Mind", "Rebuild", "book_for", "choose", "decide", "evaluate", "seat_inputs"]
