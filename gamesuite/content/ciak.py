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
from collections.abc import Callable, Mapping
from dataclasses import dataclass
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
#
# One walker writes every language's rules text from the ability data (:func:`ability_text`); a language is a
# :class:`Phrases` table of templates. A new effect kind needs one branch here (only if it needs a phrasing
# variant) and one template per language; the Italian table lives in ``gamesuite.content.ciak_lang``.


@dataclass(frozen=True)
class Phrases:
    """A language's words for the rules-text walker.

    Templates are ``str.format`` strings. The fields an effect or cost template may use: ``{who}`` (the
    recipient, from ``who``), ``{Who}`` (the same, capitalised), ``{points}`` (``+500 ATT and -300 DIF``),
    ``{amount}`` (the number), ``{this}`` (the card calling itself, from ``this``), any key of ``nouns`` (the
    amount counted: ``{cards}`` is "1 card" / "2 cards"), and ``{<preposition>_who}`` (the recipient after that
    preposition, joined by ``join``: Italian "a" + "il personaggio" is "al personaggio").
    """

    #: effect key -> sentence (no full stop). Keys: the effect kind, or a variant "<kind>.<recipient>"
    #: ("drain.each_rival", "destroy.self"), "boost.static.<recipient>", "cast_limit.down".
    effects: Mapping[str, str]
    #: recipient key -> noun phrase (see :func:`_who_key`).
    who: Mapping[str, str]
    #: cost kind (or "sacrifice_self.item") -> imperative clause.
    costs: Mapping[str, str]
    #: condition kind -> sentence (with its full stop).
    conditions: Mapping[str, str]
    #: trigger (or "on_play.<card kind>") -> what goes before the effects ("When this enters play: ").
    triggers: Mapping[str, str]
    #: card kind -> how a card of that kind calls itself ("this character").
    this: Mapping[str, str]
    #: counted noun field -> (one, many).
    nouns: Mapping[str, tuple[str, str]]
    once_per_turn: str
    #: an item's printed bonus: "The equipped character has {points}."
    equipped_has: str
    #: between "+500 ATT" and "-300 DIF".
    points_and: str
    #: does a sentence after a colon go on in lower case?
    lower_after_colon: bool
    #: (preposition, noun phrase) -> the two as the language writes them.
    join: Callable[[str, str], str] = lambda prep, phrase: f"{prep} {phrase}"


def _signed(v: int) -> str:
    return f"+{v}" if v >= 0 else str(v)


def _points(att: int, dif: int, joiner: str) -> str:
    parts = []
    if att:
        parts.append(f"{_signed(att)} ATT")
    if dif:
        parts.append(f"{_signed(dif)} DIF")
    return joiner.join(parts)


def lower_first(text: str) -> str:
    """A sentence going on after a colon or a comma: "Pay 1 million" -> "pay 1 million" (not "ATT" -> "aTT")."""
    return text[0].lower() + text[1:] if text[:1].isupper() and not text[1:2].isupper() else text


class _Fields(dict[str, Any]):
    """The fields of one template, the derived ones worked out when a template asks for them."""

    def __init__(self, lang: Phrases, count: int, **given: Any) -> None:
        super().__init__(given)
        self.lang = lang
        self.count = count

    def __missing__(self, key: str) -> str:
        if key in self.lang.nouns:
            one, many = self.lang.nouns[key]
            return f"{self.count} {one if self.count == 1 else many}"
        if "who" not in self:
            raise KeyError(key)
        who = str(self["who"])
        if key == "Who":
            return who[:1].upper() + who[1:]
        prep, _, field = key.rpartition("_")
        if field == "who" and prep:
            return self.lang.join(prep, who)
        raise KeyError(key)


def _who_key(eff: Effect, target: str | None, kind: str, first: bool) -> str:
    """Whom an effect reaches, as a key of :attr:`Phrases.who`: the first mention of the chosen target by its
    kind, later ones as "that ..."; a rival as a company (damage, millions) or a player."""
    company = eff.kind in ("damage", "drain")
    if eff.to == "target":
        if target == "rival":
            return ("rival_company" if company else "rival_player") if first else \
                ("that_company" if company else "that_player")
        return (target or "character") if first else "that_character"
    if eff.to == "self":
        return "equipped" if kind == "item" else "self"
    if eff.to == "each_rival":
        return "each_rival_company" if company else "each_rival_player"
    return eff.to  # you, your_characters, rival_characters


def _effect_key(eff: Effect, trigger: str, lang: Phrases) -> str:
    if eff.kind == "boost" and trigger == "static":
        return "boost.static.your_characters" if eff.to == "your_characters" else "boost.static.rival_characters"
    if eff.kind == "cast_limit" and eff.amount < 0:
        return "cast_limit.down"
    variant = f"{eff.kind}.{eff.to}"
    return variant if variant in lang.effects else eff.kind


def _variant(table: Mapping[str, str], key: str, variant: str) -> str:
    return table.get(f"{key}.{variant}", table[key])


def ability_text(ab: Ability, kind: str, lang: Phrases | None = None) -> str:
    """The rules text of one ability of a card (or company) of ``kind``, in ``lang`` (default English)."""
    lang = lang or ENGLISH
    body = []
    for i, eff in enumerate(ab.effects):
        first = not any(e.to == "target" for e in ab.effects[:i])
        fields = _Fields(lang, abs(eff.amount), who=lang.who[_who_key(eff, ab.target, kind, first)],
                         points=_points(eff.att, eff.dif, lang.points_and), amount=eff.amount,
                         this=lang.this[kind])
        body.append(lang.effects[_effect_key(eff, ab.trigger, lang)].format_map(fields))
    sentence = ". ".join(body) + "."
    if ab.trigger == "activated":
        parts = [_variant(lang.costs, c.kind, kind).format_map(_Fields(lang, c.amount, this=lang.this[kind]))
                 for c in ab.costs]
        costs = ", ".join([parts[0]] + [lower_first(p) for p in parts[1:]]) if parts else ""
        if costs:
            sentence = f"{costs}: {lower_first(sentence) if lang.lower_after_colon else sentence}"
        if ab.once_per_turn:
            sentence += " " + lang.once_per_turn
    else:
        prefix = _variant(lang.triggers, ab.trigger, kind)
        if prefix and lang.lower_after_colon:
            sentence = lower_first(sentence)
        sentence = prefix + sentence
    if ab.condition is not None:
        cond = ab.condition
        sentence += " " + lang.conditions[cond.kind].format_map(_Fields(lang, cond.amount or 0))
    return sentence


def card_text(card: Any, lang: Phrases | None = None) -> str:
    """The full rules text of a card or company, generated from its data, in ``lang`` (default English)."""
    lang = lang or ENGLISH
    kind = _kind_of(card)
    lines = []
    if kind == "item" and (card.att or card.dif):
        lines.append(lang.equipped_has.format(points=_points(card.att, card.dif, lang.points_and)))
    lines += [ability_text(ab, kind, lang) for ab in card.abilities]
    return " ".join(lines)


def company_text(company: Company) -> str:
    return card_text(company)


ENGLISH = Phrases(
    effects={
        "boost": "Give {who} {points} until end of turn",
        "boost.static.your_characters": "Your characters have {points}",
        "boost.static.rival_characters": "Rival characters have {points}",
        "draw": "Draw {cards}",
        "millions": "Add {millions} to your company",
        "damage": "Deal {amount} damage to {who}",
        "lynch": "Carry out a lynching against {who}",
        "destroy": "Destroy {who}",
        "destroy.self": "Destroy this character",
        "sacrifice": "{Who} sacrifices one of their characters",
        "sacrifice.each_rival": "Each rival player sacrifices one of their characters",
        "bounce": "Return {who} to its owner's hand",
        "add_tokens": "Add {tokens} to {who} (at most 6)",
        "remove_tokens": "Remove {tokens} from {who}",
        "discard": "{Who} discards {cards} at random",
        "discard.each_rival": "Each rival player discards {cards} at random",
        "cancel": "Cancel {who}: it has no effect and is discarded",
        "heal": "Remove up to {amount} damage from your company",
        "drain": "{Who} loses {millions}",
        "drain.each_rival": "Each rival company loses {millions}",
        "cast_limit": "Your cast limit is {star_spaces} higher",
        "cast_limit.down": "Your cast limit is {star_spaces} lower",
    },
    who={
        "character": "a character of your choice",
        "own_character": "one of your characters",
        "rival_character": "a rival character",
        "own_dice_character": "one of your characters with the dice icon",
        "own_dice_character_same_stars": (
            "one of your characters with the dice icon and the same star level as this staff member"
        ),
        "rival_stack": "a card or ability a rival has on the stack",
        "that_character": "that character",
        "rival_company": "a rival company",
        "rival_player": "a rival player",
        "that_company": "that company",
        "that_player": "that player",
        "self": "this character",
        "equipped": "the equipped character",
        "your_characters": "each of your characters",
        "rival_characters": "each rival character",
        "each_rival_company": "each rival company",
        "each_rival_player": "each rival player",
        "you": "you",
    },
    costs={
        "tokens": "Remove {tokens} from this character",
        "millions": "Pay {millions}",
        "rotate": "Rotate this staff member",
        "sacrifice_self": "Sacrifice {this}",
        "sacrifice_self.item": "Discard this item",
        "sacrifice_character": "Sacrifice another of your characters",
    },
    conditions={
        "your_turn": "Only on your turn.",
        "rivals_turn": "Only on a rival's turn.",
        "in_combat": "Only during an attack.",
        "attack_or_lynching": "Only during an attack or a lynching.",
        "dominion_at_most": "Only while your company has at most {dominion_points}.",
    },
    triggers={
        "on_play": "When this enters play: ",
        "on_play.ciak": "",
        "on_play.event": "",
        "on_play.item": "When equipped: ",
        "on_play.staff": "When this staff member enters play: ",
        "on_death": "When this character dies: ",
        "start_of_turn": "At the start of your turn: ",
        "static": "",
    },
    this={kind: f"this {kind}" for kind in ("character", "myth", "staff", "ciak", "event", "item", "company")},
    nouns={"cards": ("card", "cards"), "millions": ("million", "million"),  # "2 million", as on a cheque
           "tokens": ("token", "tokens"), "star_spaces": ("star space", "star spaces"),
           "dominion_points": ("dominion point", "dominion points")},
    once_per_turn="Once per turn.",
    equipped_has="The equipped character has {points}.",
    points_and=" and ",
    lower_after_colon=False,
)


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
    "ENGLISH",
    "Ability",
    "CardSet",
    "CardSetError",
    "Company",
    "Phrases",
    "ability_text",
    "builtin_card_set",
    "card_text",
    "company_text",
    "load_card_set",
    "parse_card_set",
    "validate_card_set",
]
