"""What the Ciak! table shows, as plain values (Qt-free, tested without painting).

``table_model(view, ...)`` turns a view (the TABLE view, plus the one seat whose hand is open on the table)
into frozen models the table items draw; :class:`KeyBook` says how each legal action is chosen by clicks
(``keys_of`` for the :class:`~gamesuite.ui.picker.ActionPicker`), and :func:`prompt_model` words what the
table asks now. Nothing here reads the game state: only views, the public events and the card set.

Keys of table items (one namespace, unique on the table):

* ``card:<uid>`` — a physical card face up: in a cast, a staff slot, under a character (an item), on the
  stack, on the discard pile, or in the hand that is open on the table (uids are unique, so a card keeps
  its key as it moves from hand to stack to cast to discard and slides there);
* ``back:<seat>:<i>`` — the i-th card back of a closed hand (never a uid: a back says nothing);
* ``stack:<id>`` — an ability, death ability or lynching on the stack (a card on the stack is ``card:<uid>``);
* ``co:<company id>`` — a company card (a player's own, or a conquered one under its new controller);
* ``map`` — the Lollywood map; ``deck:<i>`` — the draw pile;
* ``button:<name>`` — the prompt's buttons (``button:pass``, ``button:look``, ``button:mode:token`` ...).

Dominion and "who plays the boss": the engine gives the boss company to seat 0 (seat 1 on the table),
which starts; the setup page's boss chooser (``gamesuite/ui/ciak/setup.py``) moves the chosen player there.
"""

from __future__ import annotations

import base64
import json
import zlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from gamesuite.content.ciak_lang import local_item_name
from gamesuite.i18n import current_language, fill, render, translate
from gamesuite.rules.core import QT_TRANSLATE_NOOP, Action, Msg
from gamesuite.ui.ciak.faces import CardFace, CompanyFace, MapModel, card_face, company_face, map_model

PACKED = "ciak_set_z"  # the packed card set a state carries (docs/games/ciak.md)
SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "heart")
PHASE_STEPS: tuple[tuple[int, str, str], ...] = (
    (1, "1", QT_TRANSLATE_NOOP("ciak", "draw")),  # the words are marked: shown translated
    (2, "2", QT_TRANSLATE_NOOP("ciak", "play")),
    (3, "3", QT_TRANSLATE_NOOP("ciak", "attack")),
    (4, "4", QT_TRANSLATE_NOOP("ciak", "play")),
    (5, "", QT_TRANSLATE_NOOP("ciak", "end")),
)
BOT_LABELS = {"random": QT_TRANSLATE_NOOP("ciak", "Random"), "easy": QT_TRANSLATE_NOOP("ciak", "Easy"), "normal": QT_TRANSLATE_NOOP("ciak", "Normal")}  # marked: shown translated  # noqa: E501
MODE_TITLES = {"massacre": QT_TRANSLATE_NOOP("ciak", "Massacre"), "alliance": QT_TRANSLATE_NOOP("ciak", "Alliance"), "dominion": QT_TRANSLATE_NOOP("ciak", "Dominion")}  # noqa: E501

# Button keys (the prompt bar); ``button:mode:...`` are added while a card with two uses is chosen.
PASS = "button:pass"
LOOK = "button:look"
HIDE = "button:hide"
AUTOPASS = "button:autopass"
ANSWER = "button:answer"
NO_ATTACK = "button:no_attack"
CANCEL = "button:cancel"
MODE_TOKEN = "button:mode:token"


# ---------------------------------------------------------------------------------- the card set


def card_set_of(content: Mapping[str, Any]) -> dict[str, Any]:
    """The card set of a ``GameConfig.content``: as given, or unpacked from a state's packed form."""
    if PACKED in content:
        return json.loads(zlib.decompress(base64.b64decode(str(content[PACKED]))).decode("utf-8"))
    return dict(content)


FACES_KEPT = 2048  # faces a CardBook remembers (a game shows a few hundred different ones)


def _frozen(value: Any) -> Any:
    """A hashable copy of a JSON value (dicts as sorted item tuples, lists as tuples); None if it cannot be one."""
    if isinstance(value, Mapping):
        items = []
        for k, v in value.items():
            fv = _frozen(v)
            if fv is None and v is not None:
                return None
            items.append((k, fv))
        return ("{}", tuple(sorted(items)))
    if isinstance(value, list | tuple):
        out = []
        for v in value:
            fv = _frozen(v)
            if fv is None and v is not None:
                return None
            out.append(fv)
        return ("[]", tuple(out))
    if value is None or isinstance(value, str | int | float | bool):
        return value
    return None


class CardBook:
    """Designs and companies of the card set by id (for faces of cards the view names only briefly)."""

    def __init__(self, card_set: Mapping[str, Any]) -> None:
        self.card_set = card_set
        self.designs: dict[str, Mapping[str, Any]] = {c["id"]: c for c in card_set.get("cards", [])}
        self.companies: dict[str, Mapping[str, Any]] = {c["id"]: c for c in card_set.get("companies", [])}
        self.company_order: list[str] = [c["id"] for c in card_set.get("companies", [])]
        texts = card_set.get("texts")
        if not texts:
            try:  # a packed set carries no texts: write them from the data, as the views do
                from gamesuite.content.ciak import card_text, company_text, parse_card_set

                parsed = parse_card_set({k: v for k, v in card_set.items() if k != "texts"})
                texts = {c.id: card_text(c) for c in parsed.cards} | {c.id: company_text(c) for c in parsed.companies}
            except Exception:  # noqa: BLE001 - a face without text is still a face
                texts = {}
        self.texts: Mapping[str, str] = texts
        self.printed = {cid: int(c.get("dominion", 0)) for cid, c in self.companies.items()}
        self.flavor = {k: str(v.get("flavor", "")) for k, v in self.designs.items()} | {
            k: str(v.get("flavor", "")) for k, v in self.companies.items()}
        self._faces: dict[Any, CardFace] = {}

    def face(self, card: Mapping[str, Any]) -> CardFace:
        """A face from a card of the view, filled in from the card set (cost, stars, ATT/DIF, text); the same card
        seen again (every refresh shows every card in play) gets the face made the first time."""
        try:  # a flat card (most are) is its own key; one holding a dict (an equipped item) is frozen first
            key: Any = (tuple(card.items()), current_language())  # faces carry names in the app's language
            face = self._faces.get(key)
        except TypeError:
            frozen = _frozen(card)
            if frozen is None:
                return self._face(card)
            key = (frozen, current_language())
            face = self._faces.get(key)
        if face is None:
            if len(self._faces) >= FACES_KEPT:
                self._faces.clear()
            face = self._faces[key] = self._face(card)
        return face

    def _face(self, card: Mapping[str, Any]) -> CardFace:
        d = self.designs.get(str(card.get("design", "")), {})
        full: dict[str, Any] = {
            "cost": d.get("cost"), "stars": d.get("stars"), "att": d.get("att"), "dif": d.get("dif"),
            "dice": d.get("dice", False), "text": self.texts.get(str(card.get("design", "")), ""),
        }
        full.update({k: v for k, v in card.items() if v is not None or k == "item"})
        if not full.get("text"):
            full["text"] = self.texts.get(str(card.get("design", "")), "")
        return card_face(full, flavor=self.flavor)

    def company(self, company: Mapping[str, Any]) -> CompanyFace:
        return company_face(company, printed=self.printed, flavor=self.flavor)


# ---------------------------------------------------------------------------------- models


@dataclass(frozen=True)
class SeatModel:
    """One player's place at the table (public only; the hand is a count)."""

    seat: int
    name: str
    colour: str
    shape: str
    alive: bool
    active: bool  # their turn
    deciding: bool  # the engine waits for them
    bot: str  # "" for a person, else the strength's label
    autopass: bool
    team: str  # "" in Massacre, else the alliance ("Team A" / "Boss" ...)
    company: CompanyFace | None  # their own company while it is still theirs (or nobody's)
    controlled: tuple[CompanyFace, ...]  # companies they conquered or took over
    millions: int
    hand_size: int
    hand_open: bool  # their hand is face up in the tray (only ever their own seat's viewer)
    cast: tuple[CardFace, ...]  # characters in play order, then the myth
    items: tuple[tuple[int, CardFace], ...]  # (the character's uid, the item equipped to it)
    staff: tuple[CardFace | None, ...]  # the 1-, 2- and 3-star slots
    cast_used: int
    cast_limit: int
    total_att: int
    total_dif: int
    winner: bool = False  # the game is over and they won (their alliance did, in a team game)

    @property
    def status(self) -> str:
        if not self.alive:
            return "out"
        return "playing" if self.active else ""


@dataclass(frozen=True)
class PhaseModel:
    turn: int
    phase: int  # 1-4, 5 = end of turn
    active: int
    active_name: str
    active_colour: str
    priority: int | None  # who holds priority (None while a pending decision or the game is over)
    priority_name: str
    mode_title: str


@dataclass(frozen=True)
class StackEntry:
    key: str  # card:<uid> for a card, stack:<id> otherwise
    id: int
    kind: str  # card | ability | trigger | lynch
    seat: int
    colour: str
    label: str
    target_key: str | None
    target_label: str
    face: CardFace | None  # the card (for card entries) or the ability's source card (for the preview)
    owner_name: str


@dataclass(frozen=True)
class CombatModel:
    stage: str  # fight | done | failed
    attacker: int
    defender: int
    attacker_name: str
    defender_name: str
    attacker_colour: str
    defender_colour: str
    roll: int
    needs: int | None
    att: int
    dif: int
    outcome: str  # "" while fighting, else damage | lynching | tie | failed
    headline: str
    detail: str
    turn: int = 0


@dataclass(frozen=True)
class ButtonModel:
    key: str
    label: str
    colour: str = "#ffd45a"
    enabled: bool = True


@dataclass(frozen=True)
class PromptModel:
    """The one thing the table asks now (big), a hint line, and the buttons of the prompt bar."""

    seat: int | None
    colour: str
    title: str
    hint: str
    buttons: tuple[ButtonModel, ...]
    thinking: bool = False  # a computer seat (or an auto-pass) is about to act


@dataclass(frozen=True)
class TableModel:
    seats: tuple[SeatModel, ...]
    phase: PhaseModel
    stack: tuple[StackEntry, ...]
    combat: CombatModel | None
    deck_size: int
    discard_top: CardFace | None
    discard_size: int
    map: MapModel
    tray: tuple[CardFace, ...] | None  # the open hand (None: no hand is open)
    tray_seat: int | None
    over: bool
    result: str


# ---------------------------------------------------------------------------------- helpers


def card_key(uid: int) -> str:
    return f"card:{uid}"


def company_key(cid: str) -> str:
    return f"co:{cid}"


def back_key(seat: int, i: int) -> str:
    return f"back:{seat}:{i}"


def stack_key(entry: Mapping[str, Any]) -> str:
    card = entry.get("card")
    if entry.get("kind") == "card" and isinstance(card, Mapping):
        return card_key(int(card["uid"]))
    return f"stack:{entry['id']}"


def bot_label(strength: str | None) -> str:
    if not strength:
        return ""
    return translate("ciak", BOT_LABELS.get(strength, strength.title()))


def _team_label(view: Mapping[str, Any], p: Mapping[str, Any]) -> str:
    mode = view.get("mode")
    if mode == "alliance":
        return translate("ciak", "Team A") if int(p["team"]) == 0 else translate("ciak", "Team B")
    if mode == "dominion":
        return translate("ciak", "Boss") if int(p["team"]) == 0 else translate("ciak", "Coalition")
    return ""


def owned_company(p: Mapping[str, Any]) -> bool:
    """Whether a player's own company is still shown at their seat (theirs, or nobody took it)."""
    ctrl = p["company"].get("controller")
    return ctrl is None or int(ctrl) < 0 or int(ctrl) == int(p["seat"])


# ---------------------------------------------------------------------------------- the model


def seat_model(view: Mapping[str, Any], p: Mapping[str, Any], book: CardBook, *, bots: Sequence[str | None],
               autopass: Iterable[int], hand_open: int | None) -> SeatModel:
    seat = int(p["seat"])
    decision = view.get("decision") or {}
    cast = [book.face(c) for c in p.get("cast", [])]
    if p.get("myth"):
        cast.append(book.face(p["myth"]))
    items = []
    for c in list(p.get("cast", [])) + ([p["myth"]] if p.get("myth") else []):
        item = c.get("item")
        if isinstance(item, Mapping):
            items.append((int(c["uid"]), book.face(item)))
    staff = tuple(book.face(st) if st else None for st in p.get("staff", [None, None, None]))
    return SeatModel(
        seat=seat,
        name=str(p["name"]),
        colour=str(p["colour"]),
        shape=SHAPES[seat % len(SHAPES)],
        alive=bool(p["alive"]),
        active=int(view.get("active", -1)) == seat and not view.get("over"),
        deciding=decision.get("kind") not in (None, "over") and int(decision.get("seat", -1)) == seat,
        bot=bot_label(bots[seat] if seat < len(bots) else None),
        autopass=seat in set(autopass),
        team=_team_label(view, p),
        company=book.company(p["company"]) if owned_company(p) else None,
        controlled=tuple(book.company(c) for c in p.get("controlled", [])),
        millions=int(p["millions"]),
        hand_size=int(p["hand_size"]),
        hand_open=hand_open == seat,
        cast=tuple(cast),
        items=tuple(items),
        staff=staff,
        cast_used=int(p["cast_used"]),
        cast_limit=int(p["cast_limit"]),
        total_att=int(p["total_att"]),
        total_dif=int(p["total_dif"]),
        winner=bool(view.get("over")) and seat in ((view.get("result") or {}).get("winners") or ()),
    )


def phase_model(view: Mapping[str, Any]) -> PhaseModel:
    players = view["players"]
    active = int(view["active"])
    decision = view.get("decision") or {}
    prio = int(view["priority"]) if decision.get("kind") == "priority" else None
    return PhaseModel(
        turn=int(view["turn"]),
        phase=int(view["phase"]),
        active=active,
        active_name=str(players[active]["name"]),
        active_colour=str(players[active]["colour"]),
        priority=prio,
        priority_name=str(players[prio]["name"]) if prio is not None else "",
        mode_title=translate("ciak", MODE_TITLES.get(str(view.get("mode")), str(view.get("mode", "")).title())),
    )


def source_face(view: Mapping[str, Any], book: CardBook, source: str | None) -> CardFace | None:
    """The face of the card behind an ability's source reference (None for a company or a lost card)."""
    if not source or not source.startswith("card:"):
        return None
    uid = int(source[5:])
    for card in iter_public_cards(view):
        if int(card.get("uid", -1)) == uid:
            return book.face(card)
    return None


def iter_public_cards(view: Mapping[str, Any]) -> Iterable[Mapping[str, Any]]:
    """Every card face up on the table in ``view`` (casts, myths, items, staff, stack, discard top)."""
    for p in view["players"]:
        for c in p.get("cast", []):
            yield c
            if c.get("item"):
                yield c["item"]
        if p.get("myth"):
            yield p["myth"]
            if p["myth"].get("item"):
                yield p["myth"]["item"]
        for st in p.get("staff", []):
            if st:
                yield st
    for it in view.get("stack", []):
        if it.get("card"):
            yield it["card"]
    top = (view.get("discard") or {}).get("top")
    if top:
        yield top


def stack_entries(view: Mapping[str, Any], book: CardBook, sources: Mapping[int, str] | None = None
                  ) -> tuple[StackEntry, ...]:
    """The stack bottom first (the last entry resolves first). ``sources``: stack id -> the ``card:<uid>``
    whose ability it is (from the public ``ability`` events), for the preview."""
    players = view["players"]
    out = []
    keys = {int(it["id"]): stack_key(it) for it in view.get("stack", [])}
    for it in view.get("stack", []):
        seat = int(it["seat"])
        target = it.get("target")
        face = book.face(it["card"]) if it.get("kind") == "card" and it.get("card") else None
        if face is None and sources is not None:
            face = source_face(view, book, sources.get(int(it["id"])))
        out.append(StackEntry(
            key=keys[int(it["id"])],
            id=int(it["id"]),
            kind=str(it["kind"]),
            seat=seat,
            colour=str(players[seat]["colour"]),
            label=entry_label(it, [str(x["name"]) for x in players]),
            target_key=ref_key(view, target, keys) if target else None,
            target_label=target_label(it, [str(x["name"]) for x in players]),
            face=face,
            owner_name=str(players[seat]["name"]),
        ))
    return tuple(out)


def ref_key(view: Mapping[str, Any], ref: str | None, stack_keys: Mapping[int, str] | None = None) -> str | None:
    """The key of the table item an engine reference names (``card:``, ``seat:``, ``stack:``, ``co:``)."""
    if ref is None:
        return None
    kind, _, val = str(ref).partition(":")
    if kind == "card" or kind == "co":
        return str(ref)
    if kind == "seat":
        p = view["players"][int(val)]
        return company_key(str(p["company"]["id"]))
    if kind == "stack":
        if stack_keys is None:
            stack_keys = {int(it["id"]): stack_key(it) for it in view.get("stack", [])}
        return stack_keys.get(int(val), f"stack:{val}")
    return str(ref)


def combat_model(view: Mapping[str, Any], last_attack: Mapping[str, Any] | None = None,
                 last_damage: Mapping[str, Any] | None = None) -> CombatModel | None:
    """The fight in phase 3 (and its outcome until the turn ends). ``last_attack``/``last_damage`` are the
    data of the public ``attack`` and ``damage`` events of this fight, when the table saw them."""
    c = view.get("combat")
    if not c or c.get("stage") not in ("fight", "done", "failed") or "attacker" not in c:
        return None
    players = view["players"]
    a, d = int(c["attacker"]), int(c["defender"])
    an, dn = str(players[a]["name"]), str(players[d]["name"])
    needs = None
    if last_attack and int(last_attack.get("seat", -1)) == a and int(last_attack.get("target", -1)) == d:
        needs = int(last_attack["needs"])
    roll = int(c.get("roll", 0))
    stage = str(c["stage"])
    att = int(c.get("att", players[a]["total_att"]))
    dif = int(c.get("dif", players[d]["total_dif"]))
    outcome = str(c.get("outcome", "")) if stage == "done" else ("failed" if stage == "failed" else "")
    headline = translate("ciak", "{attacker} attacks {defender}").format(attacker=an, defender=dn)
    if stage == "failed":
        detail = (translate("ciak", "The d20 shows {roll} (needs {needs}): the attack fails.") if needs is not None
                  else translate("ciak", "The d20 shows {roll}: the attack fails.")).format(roll=roll, needs=needs)
    elif outcome == "damage":
        amount = att - dif
        sacks = int(last_damage.get("sackings", 0)) if last_damage else amount // 1000
        if sacks:
            detail = translate("ciak", "{amount} damage: a sacking of %n. {attacker} draws %n and adds %n million; {defender} loses %n dominion point(s).", n=sacks).format(amount=amount, attacker=an, defender=dn)  # noqa: E501
        else:
            detail = translate("ciak", "{amount} damage: no sacking yet.").format(amount=amount)
    elif outcome == "lynching":
        detail = translate("ciak", "Defence holds: {defender} lynches one of {attacker}'s characters.").format(attacker=an,  # noqa: E501
                                                                                                 defender=dn)
    elif outcome == "tie":
        detail = translate("ciak", "Attack and defence are equal: nothing happens.")
    elif needs is not None:
        detail = translate("ciak", "The d20 shows {roll} (needs {needs}): the attack goes ahead. Answer with Ciak cards and abilities.").format(roll=roll, needs=needs)  # noqa: E501
    else:
        detail = translate("ciak", "The d20 shows {roll}: the attack goes ahead. Answer with Ciak cards and abilities.").format(  # noqa: E501
            roll=roll)
    return CombatModel(stage, a, d, an, dn, str(players[a]["colour"]), str(players[d]["colour"]), roll, needs,
                       att, dif, outcome, headline, detail, int(view.get("turn", 0)))


def table_model(view: Mapping[str, Any], book: CardBook, *, bots: Sequence[str | None] = (),
                autopass: Iterable[int] = (), private: Mapping[str, Any] | None = None,
                last_attack: Mapping[str, Any] | None = None, last_damage: Mapping[str, Any] | None = None,
                stack_sources: Mapping[int, str] | None = None) -> TableModel:
    """Everything the table draws. ``view`` is the TABLE view; ``private`` the view of the one seat whose
    hand is open on the table now (its ``hand`` is the only hidden thing that reaches the model)."""
    autopass = set(autopass)
    open_seat = int(private["you"]) if private is not None and "you" in private else None
    seats = tuple(seat_model(view, p, book, bots=bots, autopass=autopass, hand_open=open_seat)
                  for p in view["players"])
    discard = view.get("discard") or {}
    top = discard.get("top")
    result = view.get("result") or {}
    tray = tuple(book.face(c) for c in private.get("hand", [])) if private is not None else None
    return TableModel(
        seats=seats,
        phase=phase_model(view),
        stack=stack_entries(view, book, stack_sources),
        combat=combat_model(view, last_attack, last_damage),
        deck_size=int(view.get("deck_size", 0)),
        discard_top=book.face(top) if top else None,
        discard_size=int(discard.get("size", 0)),
        map=map_model(view, book.card_set),
        tray=tray,
        tray_seat=open_seat,
        over=bool(view.get("over")),
        result=str(result.get("text", "")) if view.get("over") else "",
    )


# ---------------------------------------------------------------------------------- clicks


class KeyBook:
    """How each legal action is chosen by clicking table items, in order (``keys_of`` for the picker).

    * ``play``: the hand card, then its target (if it has one);
    * ``ability``: the source (a card in play or a company), then its target, then the character it
      sacrifices as its cost; ``token``: the staff member, then the character. When one source offers
      both (a staff member's own ability and turning it for a token), a mode button comes second;
    * ``attack``: the rival's company; ``sacrifice``/``discard``: the card; ``choose``: the target;
    * ``pass``/``no_attack``: a button.

    ``roles_of`` names each step (``card``, ``source``, ``mode``, ``target``, ``sac``, ``button``) so the
    prompt can say what to click next.
    """

    def __init__(self, view: Mapping[str, Any], actions: Iterable[Action]) -> None:
        self.view = view
        self.stack_keys = {int(it["id"]): stack_key(it) for it in view.get("stack", [])}
        modes: dict[str, set[str]] = {}
        actions = list(actions)
        for a in actions:
            if a.kind == "ability":
                modes.setdefault(self._source_key(a), set()).add(f"ability:{a['index']}")
            elif a.kind == "token":
                modes.setdefault(card_key(int(a["staff"])), set()).add("token")
        self.multi = {k for k, m in modes.items() if len(m) > 1}
        self._memo: dict[Action, tuple[tuple[str, str], ...]] = {}

    def _source_key(self, a: Action) -> str:
        return str(ref_key(self.view, str(a["source"]), self.stack_keys))

    def ref(self, ref: Any) -> str:
        if isinstance(ref, int):
            return company_key(str(self.view["players"][ref]["company"]["id"]))
        return str(ref_key(self.view, str(ref), self.stack_keys))

    def steps(self, a: Action) -> tuple[tuple[str, str], ...]:
        hit = self._memo.get(a)
        if hit is not None:
            return hit
        k = a.kind
        out: list[tuple[str, str]] = []
        if k == "pass":
            out = [(PASS, "button")]
        elif k == "no_attack":
            out = [(NO_ATTACK, "button")]
        elif k == "attack":
            out = [(self.ref(int(a["target"])), "target")]
        elif k == "play":
            out = [(card_key(int(a["card"])), "card")]
            if a.get("target") is not None:
                out.append((self.ref(a["target"]), "target"))
        elif k == "ability":
            src = self._source_key(a)
            out = [(src, "source")]
            if src in self.multi:
                out.append((f"button:mode:ability:{a['index']}", "mode"))
            if a.get("target") is not None:
                out.append((self.ref(a["target"]), "target"))
            if a.get("sac") is not None:
                out.append((card_key(int(a["sac"])), "sac"))
        elif k == "token":
            src = card_key(int(a["staff"]))
            out = [(src, "source")]
            if src in self.multi:
                out.append((MODE_TOKEN, "mode"))
            out.append((card_key(int(a["card"])), "target"))
        elif k in ("sacrifice", "discard"):
            out = [(card_key(int(a["card"])), "card")]
        elif k == "choose":
            out = [(self.ref(a["target"]), "target")]
        steps = tuple(out)
        self._memo[a] = steps
        return steps

    def keys_of(self, a: Action) -> tuple[str, ...]:
        return tuple(key for key, _ in self.steps(a))

    def role_at(self, candidates: Iterable[Action], depth: int) -> str:
        """The role of the next click after ``depth`` chosen keys (``""`` when the choice is complete)."""
        for a in candidates:
            steps = self.steps(a)
            if len(steps) > depth:
                return steps[depth][1]
        return ""


def mode_buttons(book: KeyBook, candidates: Iterable[Action], depth: int) -> tuple[ButtonModel, ...]:
    """The mode buttons offered after choosing a source with two uses (a staff member: token or ability)."""
    seen: dict[str, ButtonModel] = {}
    for a in candidates:
        steps = book.steps(a)
        if len(steps) > depth and steps[depth][1] == "mode":
            key = steps[depth][0]
            if key == MODE_TOKEN:
                seen[key] = ButtonModel(key, translate("ciak", "Turn it for a token"), "#9fd3ff")
            else:
                seen[key] = ButtonModel(key, translate("ciak", "Use its ability"), "#9fd3ff")
    return tuple(seen[k] for k in sorted(seen))


# ---------------------------------------------------------------------------------- the prompt


def stack_words(entry: Mapping[str, Any], names: Sequence[str] = ()) -> str:
    """A stack entry as the prompt says it: a card by its name, anything else with "the" ("the ability of X")."""
    label = entry_label(entry, names)
    if not label:
        return translate("ciak", "the stack")
    return label if entry.get("kind") == "card" else translate("ciak", "the {label}").format(label=label)


def entry_label(entry: Mapping[str, Any], names: Sequence[str] = ()) -> str:
    """A stack entry's label in the current language (the rules say it as a Msg: ``words``)."""
    said = entry.get("words")
    if isinstance(said, Mapping):
        return render(Msg.from_json(said), names)
    return local_item_name(str(entry.get("label", "")), current_language())  # a card's name


def target_label(entry: Mapping[str, Any], names: Sequence[str] = ()) -> str:
    """What a stack entry targets, in the current language (``target_words``: a Msg)."""
    said = entry.get("target_words")
    if isinstance(said, Mapping):
        return render(Msg.from_json(said), names)
    return local_item_name(str(entry.get("target_label", "")), current_language())  # a card's name


def _phase_words(phase: int) -> str:
    return translate("ciak", {1: QT_TRANSLATE_NOOP("ciak", "phase 1"), 2: QT_TRANSLATE_NOOP("ciak", "phase 2"),
                              3: QT_TRANSLATE_NOOP("ciak", "the attack"), 4: QT_TRANSLATE_NOOP("ciak", "phase 4"),
                              5: QT_TRANSLATE_NOOP("ciak", "the end of the turn")}.get(phase, ""))


def result_words(view: Mapping[str, Any]) -> str:
    """How the game ended, in the current language."""
    result = view.get("result") or {}
    said = result.get("words")
    if isinstance(said, Mapping):
        return render(Msg.from_json(said), [str(p["name"]) for p in view["players"]])
    return str(result.get("text") or translate("ciak", "The game is over."))


def prompt_model(view: Mapping[str, Any], *, bots: Sequence[str | None] = (), looking: int | None = None,
                 autopass: Iterable[int] = (), choosing: str = "", choosing_role: str = "",
                 extra_buttons: Sequence[ButtonModel] = (), aloud_by: str = "") -> PromptModel:
    """What the table asks whoever decides now, and the buttons for it.

    Never depends on a hand: the same words and buttons whether the seat could play something or not.
    ``looking`` is the seat whose hand is open; ``choosing`` names the card or ability being chosen and
    ``choosing_role`` what the next click picks (``target``, ``sac``, ``mode``). ``aloud_by`` names the player
    whose hand is open while the one deciding answers aloud (they do not look at the screen).
    """
    players = view["players"]
    if view.get("over"):
        return PromptModel(None, "#ffd45a", result_words(view),
                           translate("ciak", "The game is over. Game menu: New game."), ())
    decision = view.get("decision") or {}
    kind = str(decision.get("kind"))
    seat = int(decision.get("seat", -1))
    p = players[seat]
    name, colour = str(p["name"]), str(p["colour"])
    names = [str(x["name"]) for x in players]
    bot = bots[seat] if seat < len(bots) else None
    autopass = set(autopass)
    active = int(view["active"])
    phase = int(view["phase"])
    stack = view.get("stack") or []
    if bot or (kind == "priority" and seat in autopass and seat != active):
        text = translate("ciak", "{name} (computer) is deciding…") if bot else \
            translate("ciak", "{name} (auto-pass) is deciding…")
        return PromptModel(seat, colour, text.format(name=name), "", (), thinking=True)
    if choosing:
        hint = {
            "target": translate("ciak", "Click a target for {choosing}."),
            "sac": translate("ciak", "Click the character to sacrifice for {choosing}."),
            "mode": translate("ciak", "{choosing}: turn it for a token, or use its ability?"),
        }.get(choosing_role, translate("ciak", "Finish choosing {choosing}."))
        hint = fill(hint, ("choosing",), choosing=choosing)  # "la scelta del Bacio", not "di Il Bacio"
        cancel = ButtonModel(CANCEL, translate("ciak", "Cancel (Esc)"), "#e8e2d2")
        return PromptModel(seat, colour, translate("ciak", "{name}: {choosing}").format(name=name, choosing=choosing),
                           hint, (*extra_buttons, cancel))
    if aloud_by and kind == "priority":
        if stack:
            title = fill(translate("ciak", "{name}: answer {label}? Say it aloud"), ("label",), name=name,
                         label=stack_words(stack[-1], names))
        else:
            title = translate("ciak", "{name}: anything before {phase} ends? Say it aloud").format(
                name=name, phase=_phase_words(phase))
        hint = translate("ciak", "{open}'s hand is open, so {name} does not look: “no response”, or “I want to answer”.")  # noqa: E501
        return PromptModel(seat, colour, title, hint.format(open=aloud_by, name=name),
                           (ButtonModel(PASS, translate("ciak", "No response"), "#ffd45a"),  # the title names who
                            ButtonModel(ANSWER, translate("ciak", "I want to answer"), "#ffffff"),
                            ButtonModel(HIDE, translate("ciak", "Hide {name}'s hand").format(name=aloud_by),
                                        "#e8e2d2")))
    open_hand = looking == seat
    hide = (ButtonModel(HIDE, translate("ciak", "Hide my hand"), "#e8e2d2"),) if open_hand else ()
    look = () if open_hand else (ButtonModel(LOOK, translate("ciak", "Look at my hand"), "#ffffff"),)
    if kind == "priority":
        if stack:
            top = stack[-1]
            label = stack_words(top, names)
            owner = players[int(top["seat"])]["name"]
            title = fill(translate("ciak", "{name}: answer {label}?"), ("label",), name=name, label=label)
            if top.get("kind") == "card":
                hint = translate("ciak", "{owner}'s {label} resolves when everybody passes.")
            else:
                hint = translate("ciak", "{label} ({owner}) resolves when everybody passes.")
            hint = hint.format(owner=owner, label=label)
            hint = hint[0].upper() + hint[1:]
        elif phase == 3:
            title = translate("ciak", "{name}: the fight — play anything?").format(name=name)
            hint = translate("ciak", "Ciak cards and abilities now; then ATT is compared with DIF.")
        elif seat == active:
            title = translate("ciak", "{name}: your {phase}").format(name=name, phase=_phase_words(phase))
            hint = (translate("ciak", "Play characters, staff, myths, items, Events and Ciak cards; use abilities and staff.")  # noqa: E501
                    if open_hand else
                    translate("ciak", "Look at your hand to play cards; abilities of your cards in play work here."))
        else:
            title = translate("ciak", "{name}: anything before {phase} ends?").format(name=name,
                                                                                     phase=_phase_words(phase))
            hint = translate("ciak", "Ciak cards and abilities of your characters and staff.")
        pass_label = translate("ciak", "Pass") if seat == active and not stack else translate("ciak", "No response")
        buttons = [ButtonModel(PASS, pass_label, "#ffd45a"), *look, *hide]
        if seat != active:
            buttons.append(ButtonModel(AUTOPASS, translate("ciak", "No responses until my turn"), "#cfe7d8"))
        return PromptModel(seat, colour, title, hint, tuple(buttons))
    if kind == "attack":
        return PromptModel(seat, colour, translate("ciak", "{name}: attack? Click a rival's company").format(name=name),
                           translate("ciak", "The d20 must reach that company's dominion points."),
                           (ButtonModel(NO_ATTACK, translate("ciak", "No attack"), "#ffd45a"), *hide))
    if kind == "fit":
        return PromptModel(seat, colour,
                           translate("ciak", "{name}: too many stars — sacrifice a character").format(name=name),
                           translate("ciak", "The cast uses {used} of {limit} star spaces: click one of your "
                                     "characters.").format(used=p["cast_used"], limit=p["cast_limit"]), hide)
    if kind == "sacrifice":
        return PromptModel(seat, colour, translate("ciak", "{name}: sacrifice one of your characters").format(name=name),  # noqa: E501
                           translate("ciak", "Click it."), hide)
    if kind == "lynch":
        victim = players[int(decision.get("victim", seat))]["name"]
        return PromptModel(seat, colour,
                           translate("ciak", "{name}: choose which of {victim}'s characters is lynched").format(
                               name=name, victim=victim),
                           translate("ciak", "Click the character."), hide)
    if kind == "trigger":
        return PromptModel(seat, colour,
                           translate("ciak", "{name}: choose the target of a death ability").format(name=name),
                           translate("ciak", "Click the target."), hide)
    if kind == "discard":
        extra = int(p["hand_size"]) - 6
        return PromptModel(seat, colour, translate("ciak", "{name}: discard down to 6 cards").format(name=name),
                           translate("ciak", "Click %n card(s) of your hand to discard.", n=extra), ())
    return PromptModel(seat, colour, translate("ciak", "Waiting for {name}").format(name=name), "", ())


PHASE_NAMES = {  # the status line's words for each step of a turn
    1: QT_TRANSLATE_NOOP("ciak", "phase 1 (draw)"),
    2: QT_TRANSLATE_NOOP("ciak", "phase 2 (play)"),
    3: QT_TRANSLATE_NOOP("ciak", "phase 3 (attack)"),
    4: QT_TRANSLATE_NOOP("ciak", "phase 4 (play)"),
    5: QT_TRANSLATE_NOOP("ciak", "end"),
}


def status_line(view: Mapping[str, Any]) -> str:
    """A short public status for the window's status bar."""
    if view.get("over"):
        return result_words(view)
    ph = phase_model(view)
    step = translate("ciak", PHASE_NAMES.get(ph.phase, ""))
    if ph.priority_name:
        text = translate("ciak", "Ciak! {mode} · turn {turn} · {name}, {step} · priority: {priority}")
    else:
        text = translate("ciak", "Ciak! {mode} · turn {turn} · {name}, {step}")
    return text.format(mode=ph.mode_title, turn=ph.turn, name=ph.active_name, step=step, priority=ph.priority_name)


# ---------------------------------------------------------------------------------- help

TABLE_HELP = QT_TRANSLATE_NOOP("ciak", """Playing Ciak! on one screen

Your hand stays hidden until you ask for it. When the table asks you something, answer on the table:
"No response" (or "Pass" on your own turn) needs no hand, and neither do attacking, choosing who is
lynched, sacrificing, turning a staff member or using the abilities of your cards in play.

To play a card from your hand, click "Look at my hand". The others look away while the screen says
"Pass to ..."; then your hand lies face up in the middle of the table, the cards you can play marked.
Click a card, then its target (Esc cancels). Your hand closes when you click "Hide my hand", or when
somebody else has to look at the table.

Table talk: while your hand is open on your own turn, the others answer aloud instead of looking. Tell
them what you played; each says "no response" (you click it for them) or "I want to answer" (your hand
closes and they take the table). Switch it off in the Game menu to have everybody answer on the screen.

"No responses until my turn" passes for you, in public, until your next turn starts; the badge on your
seat says so, and its button switches it off.

Computer players see only their own hand. They take the same time for every decision, pass or card
(View menu: Computer players: slow, normal or fast).

Point at any card, company or the map to see it large; the arrow keys walk through the cards.
""")


# ---------------------------------------------------------------------------------- the log


def log_line(kind: str, text: str, data: Mapping[str, Any], names: Sequence[str]) -> str:
    """A log line in a player's words (the engine's public sentence, a few said more plainly)."""
    if kind == "pass":
        return translate("ciak", "{name}: no response.").format(name=names[int(data["seat"])]) if "seat" in data \
            else text
    if kind == "phase":
        phase = int(data.get("phase", 0))
        said = {2: QT_TRANSLATE_NOOP("ciak", "Phase 2: play cards."), 3: QT_TRANSLATE_NOOP("ciak", "Phase 3: attack."),
                4: QT_TRANSLATE_NOOP("ciak", "Phase 4: play cards.")}.get(phase)
        return translate("ciak", said) if said else text
    return text


def hand_names(view: Mapping[str, Any]) -> list[str]:
    """The names in a seat view's hand (tests use this to know what may be shown)."""
    return [str(c["name"]) for c in view.get("hand", [])]
