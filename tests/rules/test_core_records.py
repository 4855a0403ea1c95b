"""The records of gamesuite.rules.core (made by ``record``, without generated code) behave as the frozen
dataclasses they replaced: the same fields, constructor, equality, hashes, repr, immutability, and
``dataclasses.fields``/``replace``/``asdict``. Each is compared with ``@dataclass(frozen=True)`` made from
its own fields."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from gamesuite.rules import core
from gamesuite.rules.core import (
    Action,
    Event,
    Free,
    GameConfig,
    GameSpec,
    Msg,
    PlayerConfig,
    Result,
    RuleOption,
    Variant,
    Viewer,
)
from gamesuite.rules.telefilm.spec import Setup, SpecialCard  # the spec modules' records, read by the launcher

SPEC = GameSpec("g", "G", "tag", (Variant("v", "V", "d", 2, 4),), (RuleOption("o", "O", "d", 1, kind="int"),))
PLAYERS = (PlayerConfig("Anna"), PlayerConfig("Bo", "#112233", "easy"))
# (class, positional arguments, keyword arguments) of two different values each
SAMPLES: list[tuple[type, tuple[Any, ...], dict[str, Any]]] = [
    (Viewer, ("seat", 2), {}),
    (Viewer, ("table",), {}),
    (Free, ("number", -1.0, 1.0), {}),
    (Free, ("text",), {"max_length": 40}),
    (RuleOption, ("o", "O", "desc", "a"), {"choices": (("a", "A"), ("b", "B"))}),
    (RuleOption, ("n", "N", "desc", 2), {"kind": "int", "minimum": 0, "maximum": 5, "variants": ("v",)}),
    (Variant, ("v", "V", "d", 2, 4), {}),
    (Variant, ("w", "W", "d", 3, 8), {}),
    (GameSpec, ("g", "G", "tag", (Variant("v", "V", "d", 2, 4),)), {}),
    (GameSpec, ("h", "H", "tag", (Variant("v", "V", "d", 2, 4),)), {"hidden": True, "bots": (("easy", "Easy"),)}),
    (PlayerConfig, ("Anna",), {}),
    (PlayerConfig, ("Bo", "#112233", "easy"), {}),
    (GameConfig, ("g", PLAYERS), {}),
    (GameConfig, ("g", PLAYERS, "v", {"o": 2}, {"deck": [1, 2]}), {}),
    (Result, ({0: 3.0, 1: 1.0}, (0,), "Anna wins"), {}),
    (Result, ({0: 1.0}, (), Msg("g", "{name} wins", name="Bo")), {}),
    (Setup, (2, (5, 7, 9), 2, 5), {}),
    (Setup, (1, (4, 5, 8, 9), 3, 2), {}),
    (SpecialCard, ("comedy", "Comedy", 2, "before", "Answer a Comedy question correctly: +5 TF."), {}),
    (SpecialCard, ("web", "Web", 1, "turn", "Ask the web."), {}),
]
RECORDS = [Msg, Viewer, Action, Free, Event, RuleOption, Variant, GameSpec, PlayerConfig, GameConfig, Result, Setup,
           SpecialCard]


def reference(cls: type) -> type:
    """``@dataclass(frozen=True)`` with ``cls``'s fields and defaults (its generated methods)."""
    spec: list[Any] = []
    for f in dataclasses.fields(cls):
        if f.default_factory is not dataclasses.MISSING:
            spec.append((f.name, f.type, dataclasses.field(default_factory=f.default_factory)))
        elif f.default is not dataclasses.MISSING:
            spec.append((f.name, f.type, dataclasses.field(default=f.default)))
        else:
            spec.append((f.name, f.type))
    return dataclasses.make_dataclass(cls.__name__, spec, frozen=True, namespace={"__qualname__": cls.__qualname__})


@pytest.mark.parametrize(("cls", "args", "kwargs"), SAMPLES)
def test_a_record_is_built_compared_hashed_and_shown_as_its_dataclass(cls: type, args: tuple, kwargs: dict) -> None:
    ref = reference(cls)
    mine, theirs = cls(*args, **kwargs), ref(*args, **kwargs)
    assert repr(mine) == repr(theirs)
    try:
        expected: Any = hash(theirs)
    except TypeError as exc:  # a field holds a dict (a config's options): neither hashes
        expected = type(exc)
    if expected is TypeError:
        with pytest.raises(TypeError):
            hash(mine)
    else:
        assert hash(mine) == expected
    assert dataclasses.asdict(mine) == dataclasses.asdict(theirs)
    same = cls(*args, **kwargs)
    assert mine == same
    assert not mine != same  # noqa: SIM202 - __ne__ from __eq__, as generated
    assert mine != theirs  # another class: not equal, as between two dataclasses
    others = [cls(*a, **k) for c, a, k in SAMPLES if c is cls and (a, k) != (args, kwargs)]
    assert others and all(mine != other for other in others)
    assert (mine == others[0]) == (theirs == ref(*[getattr(others[0], f.name) for f in dataclasses.fields(cls)]))
    for f in dataclasses.fields(cls):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(mine, f.name, None)
        with pytest.raises(dataclasses.FrozenInstanceError):
            delattr(mine, f.name)
    with pytest.raises(dataclasses.FrozenInstanceError):
        mine.other = 1
    first = dataclasses.fields(cls)[0].name
    changed = dataclasses.replace(mine, **{first: getattr(others[0], first)})
    assert type(changed) is cls and getattr(changed, first) == getattr(others[0], first)
    assert dataclasses.is_dataclass(mine)


def outcome(make: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[str, ...]:
    """What a call makes (its repr) or that it is refused."""
    try:
        return ("made", repr(make(*args, **kwargs)))
    except TypeError:
        return ("refused",)


@pytest.mark.parametrize(("cls", "args", "kwargs"), SAMPLES)
def test_a_records_constructor_binds_and_refuses_as_the_generated_one(cls: type, args: tuple, kwargs: dict) -> None:
    ref = reference(cls)
    names = [f.name for f in dataclasses.fields(cls)]
    by_name = {**dict(zip(names, args, strict=False)), **kwargs}
    calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
        (args, kwargs),  # as written (defaults fill the rest)
        ((), by_name),  # every argument by name
        (args, {**kwargs, "nonsense": 1}),  # an unknown name
        ((), {k: v for k, v in by_name.items() if k != names[0]}),  # the first (required) field missing
        ((), {**{k: v for k, v in by_name.items() if k != names[0]}, "nonsense": 1}),  # as many names, one unknown
        ((*args, *([None] * (len(names) + 1 - len(args)))), {}),  # one positional argument too many
        (args, {**kwargs, names[0]: args[0]}),  # the first field twice
    ]
    for call_args, call_kwargs in calls:
        assert outcome(cls, call_args, call_kwargs) == outcome(ref, call_args, call_kwargs), (call_args, call_kwargs)
    assert outcome(cls, args, kwargs)[0] == "made"
    assert outcome(cls, (), by_name) == outcome(cls, args, kwargs)


def test_default_factories_make_a_new_value_per_record() -> None:
    a, b = GameConfig("g", PLAYERS), GameConfig("g", PLAYERS)
    assert a.options == {} and a.content == {} and a.options is not b.options and a.content is not b.content
    assert GameConfig("g", PLAYERS, options=None).options is None  # type: ignore[arg-type]  # given, even None: kept, as before
    e1, e2 = Event("k"), Event("k")
    assert e1.data == {} and e1.data is not e2.data


@pytest.mark.parametrize("cls", RECORDS)
def test_every_record_is_frozen_and_registers_its_fields(cls: type) -> None:
    assert dataclasses.is_dataclass(cls)
    assert [f.name for f in dataclasses.fields(cls)] == list(cls.__match_args__)  # type: ignore[attr-defined]
    assert issubclass(cls, core.Frozen)


def test_messages_actions_and_events_keep_their_own_constructors() -> None:
    assert Msg("c", "t", b=1, a=2).params == (("a", 2), ("b", 1))
    assert Action("place", 1, space="x", cards=[1, 2]) == Action("place", 1, cards=(1, 2), space="x")
    assert hash(Action("place", 1, space="x")) == hash(Action("place", 1, space="x"))
    assert repr(Action("pass", 0)) == "Action(kind='pass', seat=0, args=())"
    assert repr(Event("e", "hi")) == "Event(kind='e', text='hi', data={}, reveals=False)"
    assert Viewer("table") == Viewer.TABLE and Viewer.of_seat(1) == Viewer("seat", 1)
    assert {Viewer("seat", 1): 1}[Viewer.of_seat(1)] == 1


def _records_of(module_name: str) -> list[type]:
    import importlib

    module = importlib.import_module(module_name)
    return [obj for obj in vars(module).values() if isinstance(obj, type) and obj.__module__ == module.__name__
            and issubclass(obj, core.Frozen) and dataclasses.is_dataclass(obj)]


# the presenters' table models and the other records a game's first table imports
PRESENTER_RECORDS = [cls for m in ("gamesuite.ui.telefilm.presenter", "gamesuite.ui.quizclub.presenter",
                                   "gamesuite.ui.telefilm.layout", "gamesuite.ui.picker", "gamesuite.content")
                     for cls in _records_of(m)]


@pytest.mark.parametrize("cls", PRESENTER_RECORDS, ids=lambda c: f"{c.__module__}.{c.__name__}")
def test_the_presenters_models_are_records_that_act_as_their_frozen_dataclass(cls: type) -> None:
    ref = reference(cls)
    names = [f.name for f in dataclasses.fields(cls)]
    required = {f.name: f"{f.name}-r" for f in dataclasses.fields(cls)
                if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING}
    assert outcome(cls, (), required) == outcome(ref, (), required) != ("refused",)  # the same defaults
    in_order = tuple(f"{n}-p" for n in names)
    assert outcome(cls, in_order, {}) == outcome(ref, in_order, {}) != ("refused",)  # positional, in field order
    assert outcome(cls, (*in_order, 1), {}) == ("refused",)
    one = {n: f"{n}-{i}" for i, n in enumerate(names)}
    two = {n: (i, n) for i, n in enumerate(names)}
    for values in (one, two):
        mine, theirs = cls(**values), ref(**values)
        assert repr(mine) == repr(theirs) and hash(mine) == hash(theirs) and mine == cls(**values)
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(mine, names[0], None)
    assert cls(**one) != cls(**two)
    assert dataclasses.replace(cls(**one), **{names[-1]: "changed"}) == cls(**{**one, names[-1]: "changed"})
