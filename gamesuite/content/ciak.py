"""Ciak! card data: the pydantic schema, the loader, and the rules-text generator.

A card's abilities are data composed from a small vocabulary (see ``EFFECT_RULES``): an
ability has a *trigger* (activated, on_play, on_death, start_of_turn, static), optional
*costs*, an optional *condition*, at most one chosen *target*, and a list of *effects*, each
sent to a *recipient* (the chosen target, you, this character, ...). The rules engine
(:mod:`gamesuite.rules.ciak`) reads the same JSON, and :func:`card_text` writes every card's
rules text from it, so text and behaviour cannot disagree.

The built-in set lives in ``resources/ciak/cards.json`` and ``resources/ciak/companies.json``;
:func:`builtin_card_set` returns it as plain JSON (plus generated ``texts``) for
``GameConfig.content``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from gamesuite.content import PackError
from gamesuite.paths import resources_dir
from gamesuite.rules.ciak.spec import CHARACTER_TARGETS

# ---------------------------------------------------------------------------------- vocabulary

Trigger = Literal["activated", "on_play", "on_death", "start_of_turn", "static"]
CostKind = Literal["tokens", "millions", "rotate", "sacrifice_self", "sacrifice_character"]
ConditionKind = Literal["your_turn", "rivals_turn", "in_combat", "attack_or_lynching", "dominion_at_most"]
TargetKind = Literal[
    "character",  # any character (or myth) in play
    "own_character",  # one of your characters
    "rival_character",  # a character of a rival player
    "own_dice_character",  # one of your characters with the dice icon
    "own_dice_character_same_stars",  # ... of this staff member's star level (staff only)
    "rival",  # a rival player / their company
    "rival_stack",  # a card or ability a rival has on the stack
]
Recipient = Literal["target", "you", "self", "your_characters", "rival_characters", "each_rival"]
EffectKind = Literal[
    "boost",
    "draw",
    "millions",
    "damage",
    "lynch",
    "destroy",
    "sacrifice",
    "bounce",
    "add_tokens",
    "remove_tokens",
    "discard",
    "cancel",
    "heal",
    "drain",
    "cast_limit",
]
CardType = Literal["character", "myth", "staff", "ciak", "event", "item"]


# kind -> (allowed recipients, allowed target kinds when sent to "target", amount range or None,
#          needs att/dif)
EFFECT_RULES: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[int, int] | None, bool]] = {
    "boost": (("target", "self", "your_characters", "rival_characters"), CHARACTER_TARGETS, None, True),
    "draw": (("you",), (), (1, 3), False),
    "millions": (("you",), (), (1, 3), False),
    "damage": (("target", "each_rival"), ("rival",), (100, 3000), False),
    "lynch": (("target",), ("rival",), None, False),
    "destroy": (("target", "self"), CHARACTER_TARGETS, None, False),
    "sacrifice": (("target", "each_rival"), ("rival",), None, False),
    "bounce": (("target", "self"), CHARACTER_TARGETS, None, False),
    "add_tokens": (("target", "self"), ("own_dice_character", "own_dice_character_same_stars"), (1, 6), False),
    "remove_tokens": (("target",), CHARACTER_TARGETS, (1, 6), False),
    "discard": (("target", "each_rival"), ("rival",), (1, 3), False),
    "cancel": (("target",), ("rival_stack",), None, False),
    "heal": (("you",), (), (100, 3000), False),
    "drain": (("target", "each_rival"), ("rival",), (1, 3), False),
    "cast_limit": (("you",), (), (-3, 3), False),
}
EFFECT_KINDS: tuple[str, ...] = tuple(EFFECT_RULES)

# Which triggers each card type may use.
TYPE_TRIGGERS: dict[str, tuple[str, ...]] = {
    "character": ("activated", "on_play", "on_death", "start_of_turn", "static"),
    "myth": ("activated", "on_play", "on_death", "start_of_turn", "static"),
    "staff": ("activated", "on_play", "start_of_turn", "static"),
    "item": ("activated", "on_play", "static"),
    "ciak": ("on_play",),
    "event": ("on_play",),
    "company": ("activated", "start_of_turn", "static"),
}

# ---------------------------------------------------------------------------------- schema

Ident = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[a-z0-9][a-z0-9_]*$")]
Name = Annotated[str, Field(min_length=1, max_length=60)]
Flavor = Annotated[str, Field(max_length=200)]
Points = Annotated[int, Field(ge=0, le=9900, multiple_of=100)]
Bonus = Annotated[int, Field(ge=-5000, le=5000, multiple_of=100)]
Copies = Annotated[int, Field(ge=1, le=8)]
Millions = Annotated[int, Field(ge=0, le=10)]
Stars = Literal[1, 2, 3]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Cost(Strict):
    kind: CostKind
    amount: Annotated[int, Field(ge=1, le=6)] = 1


class Condition(Strict):
    kind: ConditionKind
    amount: Annotated[int, Field(ge=1, le=30)] | None = None

    @model_validator(mode="after")
    def _amount(self) -> Condition:
        if (self.kind == "dominion_at_most") != (self.amount is not None):
            raise ValueError("amount is needed by dominion_at_most and only by it")
        return self


class Effect(Strict):
    kind: EffectKind
    to: Recipient = "target"
    amount: Annotated[int, Field(ge=-3, le=5000)] = 0
    att: Bonus = 0
    dif: Bonus = 0


class Ability(Strict):
    trigger: Trigger
    costs: Annotated[list[Cost], Field(max_length=3)] = Field(default_factory=list)
    once_per_turn: bool = False
    condition: Condition | None = None
    target: TargetKind | None = None
    effects: Annotated[list[Effect], Field(min_length=1, max_length=4)]


Abilities = Annotated[list[Ability], Field(max_length=3)]


class _CardBase(Strict):
    id: Ident
    name: Name
    copies: Copies = 1
    flavor: Flavor = ""


class CharacterCard(_CardBase):
    type: Literal["character"]
    cost: Millions
    stars: Stars
    att: Points
    dif: Points
    dice: bool = False
    abilities: Abilities = Field(default_factory=list)


class MythCard(_CardBase):
    type: Literal["myth"]
    att: Points
    dif: Points
    abilities: Abilities = Field(default_factory=list)


class StaffCard(_CardBase):
    type: Literal["staff"]
    stars: Stars
    abilities: Abilities = Field(default_factory=list)


class CiakCard(_CardBase):
    type: Literal["ciak"]
    abilities: Annotated[list[Ability], Field(min_length=1, max_length=1)]


class EventCard(_CardBase):
    type: Literal["event"]
    abilities: Annotated[list[Ability], Field(min_length=1, max_length=1)]


class ItemCard(_CardBase):
    type: Literal["item"]
    cost: Millions
    att: Bonus = 0
    dif: Bonus = 0
    abilities: Annotated[list[Ability], Field(max_length=2)] = Field(default_factory=list)


Card = Annotated[CharacterCard | MythCard | StaffCard | CiakCard | EventCard | ItemCard, Field(discriminator="type")]


Dominion = Annotated[int, Field(ge=1, le=30)]


class AtPlayerCount(Strict):
    """A company's values in a game of one player count (``Company.by_players``), replacing the printed ones."""

    dominion: Dominion


class Company(Strict):
    id: Ident
    name: Name
    dominion: Dominion
    abilities: Annotated[list[Ability], Field(min_length=1, max_length=3)]
    boss: bool = False  # the company played alone in the Dominion mode
    # values in play by player count ("3": a 3-player game), applied at setup (gamesuite.rules.ciak.catalog)
    by_players: dict[Literal["2", "3", "4"], AtPlayerCount] = Field(default_factory=dict)
    flavor: Flavor = ""


class CardSet(Strict):
    format: Literal[1] = 1
    name: Name
    cards: Annotated[list[Card], Field(min_length=1, max_length=200)]
    companies: Annotated[list[Company], Field(min_length=2, max_length=20)]

    @model_validator(mode="after")
    def _whole_set(self) -> CardSet:
        seen: set[str] = set()
        for i, card in enumerate(self.cards):
            if card.id in seen:
                raise ValueError(f"cards.{i}.id: duplicate card id {card.id!r}")
            seen.add(card.id)
            for j, ab in enumerate(card.abilities):
                _check_ability(ab, card, f"cards.{i}.abilities.{j}")
            on_play_targets = sum(1 for ab in card.abilities if ab.trigger == "on_play" and ab.target)
            if on_play_targets > 1:
                raise ValueError(f"cards.{i}.abilities: at most one on_play ability may choose a target")
        total = sum(c.copies for c in self.cards)
        if not 40 <= total <= 300:
            raise ValueError(f"cards: the set holds {total} playing cards; it needs 40 to 300")
        for i, co in enumerate(self.companies):
            if co.id in seen:
                raise ValueError(f"companies.{i}.id: duplicate id {co.id!r}")
            seen.add(co.id)
            for j, ab in enumerate(co.abilities):
                _check_ability(ab, co, f"companies.{i}.abilities.{j}")
        if sum(1 for co in self.companies if co.boss) > 1:
            raise ValueError("companies: at most one company may be the Dominion boss")
        return self


def _kind_of(owner: Any) -> str:
    return "company" if isinstance(owner, Company) else owner.type


def _check_ability(ab: Ability, owner: Any, where: str) -> None:
    """Raise ValueError('<where>.<field>: problem') when an ability breaks the vocabulary."""
    kind = _kind_of(owner)

    def fail(field: str, msg: str) -> None:
        raise ValueError(f"{where}.{field}: {msg}")

    if ab.trigger not in TYPE_TRIGGERS[kind]:
        fail("trigger", f"a {kind} cannot have a {ab.trigger} ability")
    if ab.trigger != "activated":
        if ab.costs:
            fail("costs", "only activated abilities have costs")
        if ab.once_per_turn:
            fail("once_per_turn", "only activated abilities can be limited to once per turn")
    elif not ab.costs and not ab.once_per_turn:
        fail("costs", "an activated ability needs a cost or once_per_turn")
    if kind == "company" and ab.trigger == "activated":
        if not ab.once_per_turn:
            fail("once_per_turn", "a company's activated ability is used at most once per turn")
        if any(c.kind != "millions" for c in ab.costs):
            fail("costs", "a company can only pay millions")
    for k, cost in enumerate(ab.costs):
        if cost.kind == "tokens" and not (kind == "character" and getattr(owner, "dice", False)):
            fail(f"costs.{k}.kind", "only a character with the dice icon can pay tokens")
        if cost.kind == "rotate" and kind != "staff":
            fail(f"costs.{k}.kind", "only a staff member can be rotated")
        if cost.kind == "sacrifice_self" and kind not in ("character", "myth", "staff", "item"):
            fail(f"costs.{k}.kind", f"a {kind} cannot sacrifice itself")
        if cost.kind in ("rotate", "sacrifice_self", "sacrifice_character") and cost.amount != 1:
            fail(f"costs.{k}.amount", f"{cost.kind} takes no amount")
    if ab.trigger in ("static", "start_of_turn") and ab.target is not None:
        fail("target", f"a {ab.trigger} ability has no chosen target")
    if kind == "item" and ab.target is not None:
        fail("target", "an item's only target is the character it is equipped to")
    if ab.target == "own_dice_character_same_stars" and kind != "staff":
        fail("target", "only a staff member has a star level to match")
    if ab.trigger == "static" and ab.condition is not None:
        fail("condition", "static abilities have no condition")
    uses_target = False
    for k, eff in enumerate(ab.effects):
        recipients, targets, amount_range, needs_points = EFFECT_RULES[eff.kind]
        f = f"effects.{k}"
        if eff.to not in recipients:
            fail(f"{f}.to", f"{eff.kind} cannot go to {eff.to!r} (allowed: {', '.join(recipients)})")
        if eff.to == "target":
            uses_target = True
            if ab.target is None:
                fail(f"{f}.to", "the ability has no target")
            elif ab.target not in targets:
                fail(f"{f}.to", f"{eff.kind} cannot use a {ab.target!r} target")
        if eff.to == "self" and kind not in ("character", "myth", "item"):
            fail(f"{f}.to", f"a {kind} has no 'self' character")
        if eff.to == "self" and eff.kind == "add_tokens" and not getattr(owner, "dice", False):
            fail(f"{f}.to", "tokens can only go on a character with the dice icon")
        if needs_points:
            if eff.att == 0 and eff.dif == 0:
                fail(f"{f}.att", "a boost needs att or dif")
            if eff.amount != 0:
                fail(f"{f}.amount", "a boost uses att/dif, not amount")
        else:
            if eff.att or eff.dif:
                fail(f"{f}.att", f"{eff.kind} takes no att/dif")
            if amount_range is None:
                if eff.amount != 0:
                    fail(f"{f}.amount", f"{eff.kind} takes no amount")
            else:
                lo, hi = amount_range
                if not lo <= eff.amount <= hi or eff.amount == 0:
                    fail(f"{f}.amount", f"{eff.kind} needs an amount from {lo} to {hi}, not 0")
                if lo >= 100 and eff.amount % 100:
                    fail(f"{f}.amount", f"{eff.kind} amounts are multiples of 100")
        if ab.trigger == "static" and eff.kind not in ("boost", "cast_limit"):
            fail(f"{f}.kind", "a static ability can only boost or change the cast limit")
        if ab.trigger == "static" and eff.kind == "boost" and eff.to not in ("your_characters", "rival_characters"):
            fail(f"{f}.to", "a static boost goes to your_characters or rival_characters")
        if eff.kind == "cast_limit" and ab.trigger != "static":
            fail(f"{f}.kind", "cast_limit is only a static effect")
        if ab.trigger == "start_of_turn" and eff.kind not in ("draw", "millions"):
            fail(f"{f}.kind", "in phase 1 only free extra draws and millions are allowed")
        if ab.trigger == "on_death" and eff.to == "self":
            fail(f"{f}.to", "a dead character cannot be the recipient")
    if ab.target is not None and not uses_target:
        fail("target", "the target is chosen but no effect uses it")


# ---------------------------------------------------------------------------------- text


def _signed(v: int) -> str:
    return f"+{v}" if v >= 0 else str(v)


def _points(att: int, dif: int) -> str:
    parts = []
    if att:
        parts.append(f"{_signed(att)} ATT")
    if dif:
        parts.append(f"{_signed(dif)} DIF")
    return " and ".join(parts)


_TARGET_FIRST = {
    "character": "a character of your choice",
    "own_character": "one of your characters",
    "rival_character": "a rival character",
    "own_dice_character": "one of your characters with the dice icon",
    "own_dice_character_same_stars": (
        "one of your characters with the dice icon and the same star level as this staff member"
    ),
    "rival_stack": "a card or ability a rival has on the stack",
}


def _plural(n: int, word: str) -> str:
    if word == "million":  # "2 million", as on a cheque
        return f"{n} million"
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _effect_text(eff: Effect, ab: Ability, kind: str, first: bool) -> str:
    """One sentence (no final full stop) for one effect."""
    tgt = ab.target
    if eff.to == "target":
        if tgt == "rival":
            who = "a rival company" if eff.kind in ("damage", "drain") else "a rival player"
            if not first:
                who = "that company" if eff.kind in ("damage", "drain") else "that player"
        else:
            who = _TARGET_FIRST[tgt or "character"] if first else "that character"
    elif eff.to == "self":
        who = "the equipped character" if kind == "item" else "this character"
    elif eff.to == "your_characters":
        who = "each of your characters"
    elif eff.to == "rival_characters":
        who = "each rival character"
    elif eff.to == "each_rival":
        who = "each rival company" if eff.kind in ("damage", "drain") else "each rival player"
    else:
        who = "you"
    static = ab.trigger == "static"
    k = eff.kind
    if k == "boost":
        if static:
            subject = "Your characters have" if eff.to == "your_characters" else "Rival characters have"
            return f"{subject} {_points(eff.att, eff.dif)}"
        return f"Give {who} {_points(eff.att, eff.dif)} until end of turn"
    if k == "draw":
        return f"Draw {_plural(eff.amount, 'card')}"
    if k == "millions":
        return f"Add {_plural(eff.amount, 'million')} to your company"
    if k == "damage":
        return f"Deal {eff.amount} damage to {who}"
    if k == "lynch":
        return f"Carry out a lynching against {who}"
    if k == "destroy":
        return f"Destroy {who}" if eff.to == "target" else "Destroy this character"
    if k == "sacrifice":
        if eff.to == "each_rival":
            return "Each rival player sacrifices one of their characters"
        return f"{who[0].upper()}{who[1:]} sacrifices one of their characters"
    if k == "bounce":
        return f"Return {who} to its owner's hand"
    if k == "add_tokens":
        return f"Add {_plural(eff.amount, 'token')} to {who} (at most 6)"
    if k == "remove_tokens":
        return f"Remove {_plural(eff.amount, 'token')} from {who}"
    if k == "discard":
        if eff.to == "each_rival":
            return f"Each rival player discards {_plural(eff.amount, 'card')} at random"
        return f"{who[0].upper()}{who[1:]} discards {_plural(eff.amount, 'card')} at random"
    if k == "cancel":
        return f"Cancel {who}: it has no effect and is discarded"
    if k == "heal":
        return f"Remove up to {eff.amount} damage from your company"
    if k == "drain":
        if eff.to == "each_rival":
            return f"Each rival company loses {_plural(eff.amount, 'million')}"
        return f"{who[0].upper()}{who[1:]} loses {_plural(eff.amount, 'million')}"
    if k == "cast_limit":
        if eff.amount >= 0:
            return f"Your cast limit is {eff.amount} star space{'s' if eff.amount != 1 else ''} higher"
        return f"Your cast limit is {-eff.amount} star space{'s' if eff.amount != -1 else ''} lower"
    raise ValueError(f"unknown effect {k!r}")  # pragma: no cover - schema forbids it


def _cost_text(cost: Cost, kind: str) -> str:
    if cost.kind == "tokens":
        return f"Remove {_plural(cost.amount, 'token')} from this character"
    if cost.kind == "millions":
        return f"Pay {_plural(cost.amount, 'million')}"
    if cost.kind == "rotate":
        return "Rotate this staff member"
    if cost.kind == "sacrifice_self":
        return "Discard this item" if kind == "item" else f"Sacrifice this {kind.replace('_', ' ')}"
    return "Sacrifice another of your characters"


def _condition_text(cond: Condition) -> str:
    if cond.kind == "your_turn":
        return "Only on your turn."
    if cond.kind == "rivals_turn":
        return "Only on a rival's turn."
    if cond.kind == "in_combat":
        return "Only during an attack."
    if cond.kind == "attack_or_lynching":
        return "Only during an attack or a lynching."
    return f"Only while your company has at most {_plural(cond.amount or 0, 'dominion point')}."


def ability_text(ab: Ability, kind: str) -> str:
    """The rules text of one ability of a card (or company) of ``kind``."""
    body = []
    for i, eff in enumerate(ab.effects):
        first = not any(e.to == "target" for e in ab.effects[:i])
        body.append(_effect_text(eff, ab, kind, first))
    sentence = ". ".join(body) + "."
    if ab.trigger == "activated":
        parts = [_cost_text(c, kind) for c in ab.costs]
        costs = ", ".join([parts[0]] + [p[0].lower() + p[1:] for p in parts[1:]]) if parts else ""
        sentence = f"{costs}: {sentence}" if costs else sentence
        if ab.once_per_turn:
            sentence += " Once per turn."
    elif ab.trigger == "on_play":
        prefix = {
            "ciak": "",
            "event": "",
            "item": "When equipped: ",
            "staff": "When this staff member enters play: ",
        }.get(kind, "When this enters play: ")
        sentence = prefix + sentence
    elif ab.trigger == "on_death":
        sentence = "When this character dies: " + sentence
    elif ab.trigger == "start_of_turn":
        sentence = "At the start of your turn: " + sentence
    if ab.condition is not None:
        sentence += " " + _condition_text(ab.condition)
    return sentence


def card_text(card: Any) -> str:
    """The full rules text of a card or company, generated from its data."""
    kind = _kind_of(card)
    lines = []
    if kind == "item" and (card.att or card.dif):
        lines.append(f"The equipped character has {_points(card.att, card.dif)}.")
    lines += [ability_text(ab, kind) for ab in card.abilities]
    return " ".join(lines)


def company_text(company: Company) -> str:
    return card_text(company)


# ---------------------------------------------------------------------------------- loading


class CardSetError(PackError):
    """A Ciak! card set that cannot be used; the message names the card and the field."""


def _locate(data: Any, exc: ValidationError) -> str:
    err = exc.errors()[0]
    loc = [p for p in err["loc"]]
    msg = str(err["msg"])
    if msg.startswith("Value error, "):
        msg = msg[len("Value error, ") :]
    # Whole-set validator messages carry their own path: "cards.3.abilities.0.trigger: ..."
    if not loc and ":" in msg:
        path, _, rest = msg.partition(": ")
        loc = [int(p) if p.isdigit() else p for p in path.split(".")]
        msg = rest
    if len(loc) >= 2 and loc[0] in ("cards", "companies") and isinstance(loc[1], int):
        what = "card" if loc[0] == "cards" else "company"
        try:
            ident = data[loc[0]][loc[1]].get("id", f"#{loc[1] + 1}")
        except (KeyError, IndexError, TypeError, AttributeError):
            ident = f"#{loc[1] + 1}"
        rest_loc = [str(p) for p in loc[2:]]
        if rest_loc and rest_loc[0] in ("character", "myth", "staff", "ciak", "event", "item"):
            rest_loc = rest_loc[1:]  # the discriminator tag pydantic adds
        # a per-card validator raising "abilities.0.x: ..." lands on the card itself
        if not rest_loc and ":" in msg and msg.split(":")[0].replace(".", "").replace("_", "").isalnum():
            head, _, tail = msg.partition(": ")
            rest_loc, msg = [head], tail
        field = ".".join(rest_loc) or "(whole card)"
        return f"{what} {ident!r}, field {field}: {msg}"
    return f"{'.'.join(str(p) for p in loc) or 'card set'}: {msg}"


def validate_card_set(data: Any, source: str = "card set") -> dict[str, Any]:
    """Validate card-set JSON; returns the normalised JSON (defaults dropped) plus ``texts``.

    Raises :class:`CardSetError` naming the card and field of the first problem.
    """
    if isinstance(data, dict):
        data = {k: v for k, v in data.items() if k != "texts"}
    try:
        model = CardSet.model_validate(data)
    except ValidationError as exc:
        raise CardSetError(f"{source}: {_locate(data, exc)}") from None
    out = model.model_dump(mode="json", exclude_defaults=True)
    out["format"] = 1
    texts = {card.id: card_text(card) for card in model.cards}
    texts.update({co.id: card_text(co) for co in model.companies})
    out["texts"] = texts
    return out


def parse_card_set(data: Any) -> CardSet:
    """The validated model (for tools and tests); raises CardSetError."""
    if isinstance(data, dict):
        data = {k: v for k, v in data.items() if k != "texts"}
    try:
        return CardSet.model_validate(data)
    except ValidationError as exc:
        raise CardSetError(f"card set: {_locate(data, exc)}") from None


def load_card_set(folder: Path) -> dict[str, Any]:
    """Read ``cards.json`` and ``companies.json`` from ``folder`` and validate them together."""
    parts: dict[str, Any] = {}
    for name in ("cards.json", "companies.json"):
        path = folder / name
        try:
            parts[name] = json.loads(path.read_text(encoding="utf-8"))
        except OSError as exc:
            raise CardSetError(f"{path}: cannot read: {exc.strerror or exc}") from None
        except json.JSONDecodeError as exc:
            raise CardSetError(f"{path}: not valid JSON (line {exc.lineno}): {exc.msg}") from None
    cards, companies = parts["cards.json"], parts["companies.json"]
    if not isinstance(cards, dict) or not isinstance(companies, dict):
        raise CardSetError(f"{folder}: cards.json and companies.json must each hold a JSON object")
    data = {
        "format": cards.get("format", 1),
        "name": cards.get("name", "Ciak!"),
        "cards": cards.get("cards"),
        "companies": companies.get("companies"),
    }
    return validate_card_set(data, str(folder))


_BUILTIN: dict[str, Any] | None = None


def builtin_card_set() -> dict[str, Any]:
    """The original Lollywood set shipped in ``resources/ciak/`` (a fresh copy each call)."""
    global _BUILTIN
    if _BUILTIN is None:
        _BUILTIN = load_card_set(resources_dir() / "ciak")
    return json.loads(json.dumps(_BUILTIN))


__all__ = [
    "EFFECT_KINDS",
    "EFFECT_RULES",
    "Ability",
    "CardSet",
    "CardSetError",
    "Company",
    "ability_text",
    "builtin_card_set",
    "card_text",
    "company_text",
    "load_card_set",
    "parse_card_set",
    "validate_card_set",
]
