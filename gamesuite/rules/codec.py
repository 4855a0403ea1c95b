"""One state idiom for every game: field annotations give the copy and the exact JSON round trip.

Why: the engines copied and serialised their states four ways (a hand-written copy listing every field
again, ``json.loads(json.dumps(...))``, per-field helpers, a fourth list in ``state_to_json``), and the copy
is most of the time of a random game. A state declares its fields once, with precise types; the
:func:`game_state` decorator generates, once per class, a ``copy()`` as fast as a hand-written one and a
checked ``to_json()``/``from_json()`` pair::

    @game_state
    @dataclass(eq=False)
    class TelmaState(GameState):
        deck: list[str]
        piles: list[list[str]] = field(default_factory=list)
        tokens: dict[int, int] = field(default_factory=dict)   # int keys become "3" in JSON and come back
        contest: Json | None = None                            # any JSON value: deep-copied
        last: Json | None = frozen()                           # only ever replaced whole: kept on copy, saved
        _legal: Any = memo()                                   # reset on copy, never saved
        _cat: Any = shared()                                   # kept (by reference) on copy, never saved

The annotation grammar: ``int``, ``float``, ``str``, ``bool`` (and unions with ``None``) are immutable;
``list[T]`` and ``dict[str|int, T]`` copy one level per bracket; ``Json`` is any JSON value, copied deeply.
``config`` (shared, never mutated) and ``rng`` (copied) come from :class:`GameState`. A game whose config
carries bulky content overrides :meth:`GameState.config_to_json` / :meth:`GameState.config_from_json`.

What to avoid: storing values the annotation does not describe (a tuple in a ``list[int]`` field
becomes a list on copy; a ``Json`` field must hold only dicts, lists and scalars); string annotations
that cannot be resolved in the class's module; mutating ``config``.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from typing import Any, ClassVar, TypeVar, Union, get_args, get_origin

from gamesuite.rules.core import JSON, GameConfig, Rng

Json = Any  # a field of any JSON value (dict / list / str / int / float / bool / None), copied deeply
_SCALARS = (int, float, str, bool, type(None))
_SCALAR_TYPES = frozenset(_SCALARS)
T = TypeVar("T", bound="GameState")


def memo() -> Any:
    """A field that caches something derived from the state: reset to None on copy, never saved."""
    return dataclasses.field(default=None, repr=False, compare=False, metadata={"codec": "memo"})


def shared() -> Any:
    """A field that caches something that never changes in a game: kept on copy, never saved."""
    return dataclasses.field(default=None, repr=False, compare=False, metadata={"codec": "shared"})


def frozen(**field_args: Any) -> Any:
    """A saved field whose value the game only ever replaces whole, never changes in place: kept by
    reference on copy (no deep copy at every action), saved and loaded like its annotation. The default
    is None unless ``default`` or ``default_factory`` is given."""
    if "default" not in field_args and "default_factory" not in field_args:
        field_args["default"] = None
    return dataclasses.field(metadata={"codec": "frozen"}, **field_args)


def deep_copy_json(value: Any) -> Any:
    """A copy of a JSON-like value (dicts, lists, scalars).

    A shallow copy, then the nested containers copied in place: about twice as fast as rebuilding every
    level, and a state's ``Json`` fields are copied at every action."""
    kind = type(value)
    if kind is not dict and kind is not list:
        if isinstance(value, dict):
            return {k: deep_copy_json(v) for k, v in value.items()}
        if isinstance(value, list):
            return [deep_copy_json(v) for v in value]
        return value
    out = value.copy()
    for k, v in value.items() if kind is dict else enumerate(value):
        t = type(v)
        if t is dict or t is list or (t not in _SCALAR_TYPES and isinstance(v, dict | list)):
            out[k] = deep_copy_json(v)
    return out


def _check_json(value: Any, where: str, depth: int = 0) -> Any:
    """``value`` if it is plain JSON (bounded depth), else TypeError naming ``where``."""
    if depth > 64:
        raise TypeError(f"{where}: nested too deeply")
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise TypeError(f"{where}: keys must be strings")
            out[k] = _check_json(v, where, depth + 1)
        return out
    if isinstance(value, list):
        return [_check_json(v, where, depth + 1) for v in value]
    if isinstance(value, _SCALARS):
        return value
    raise TypeError(f"{where}: not a JSON value ({type(value).__name__})")


def _expect(value: Any, allowed: tuple[type, ...], where: str) -> Any:
    if isinstance(value, allowed) and not (isinstance(value, bool) and bool not in allowed):
        return value
    names = "/".join(dict.fromkeys("null" if t is type(None) else t.__name__ for t in allowed))
    got = "a boolean" if isinstance(value, bool) else type(value).__name__
    raise TypeError(f"{where}: expected {names}, got {got}")


# ---------------------------------------------------------------------------------------------------
# Type grammar -> expressions
# ---------------------------------------------------------------------------------------------------


class _Kind:
    """A parsed annotation: ``scalar`` (types), ``list`` (item), ``dict`` (key type, value), ``json``, ``opt``."""

    def __init__(self, tag: str, *, types_: tuple[type, ...] = (), item: _Kind | None = None,
                 key: type | None = None) -> None:
        self.tag = tag
        self.types = types_
        self.item = item
        self.key = key

    @property
    def immutable(self) -> bool:
        return self.tag == "scalar" or (self.tag == "opt" and self.item is not None and self.item.immutable)


def _parse(annotation: Any, where: str) -> _Kind:
    if annotation is Any:
        return _Kind("json")
    if annotation in _SCALARS:
        return _Kind("scalar", types_=(annotation,) if annotation is not float else (int, float))
    origin = get_origin(annotation)
    args = get_args(annotation)
    if origin in (Union, types.UnionType):
        rest = tuple(a for a in args if a is not type(None))
        has_none = len(rest) < len(args)
        if all(a in _SCALARS for a in rest):
            allowed: tuple[type, ...] = tuple(t for a in rest for t in ((int, float) if a is float else (a,)))
            return _Kind("scalar", types_=allowed + ((type(None),) if has_none else ()))
        if len(rest) == 1 and has_none:
            return _Kind("opt", item=_parse(rest[0], where))
        raise TypeError(f"{where}: unsupported union {annotation!r}")
    if origin is list:
        return _Kind("list", item=_parse(args[0], where) if args else _Kind("json"))
    if origin is dict:
        key = args[0] if args else str
        if key not in (str, int):
            raise TypeError(f"{where}: dict keys must be str or int")
        return _Kind("dict", key=key, item=_parse(args[1], where) if len(args) > 1 else _Kind("json"))
    raise TypeError(f"{where}: unsupported field type {annotation!r} (use Json for free-form values)")


class _Gen:
    """Builds expression strings; helper objects are passed to the generated code as globals."""

    def __init__(self) -> None:
        self.globals: dict[str, Any] = {
            "_deep": deep_copy_json, "_json": _check_json, "_expect": _expect, "_Mapping": Mapping,
        }
        self.n = 0

    def const(self, value: Any) -> str:
        self.n += 1
        name = f"_c{self.n}"
        self.globals[name] = value
        return name

    def var(self) -> str:
        self.n += 1
        return f"_v{self.n}"

    def copy(self, kind: _Kind, x: str) -> str:
        if kind.tag == "scalar":
            return x
        if kind.tag == "json":
            return f"_deep({x})"
        if kind.tag == "opt":
            assert kind.item is not None
            return f"(None if {x} is None else {self.copy(kind.item, x)})"
        assert kind.item is not None
        if kind.tag == "list":
            if kind.item.immutable:
                return f"{x}.copy()"
            v = self.var()
            return f"([{self.copy(kind.item, v)} for {v} in {x}] if {x} else [])"  # no comprehension frame when empty
        if kind.item.immutable:
            return f"{x}.copy()"
        k, v = self.var(), self.var()
        return f"({{{k}: {self.copy(kind.item, v)} for {k}, {v} in {x}.items()}} if {x} else {{}})"

    def to_json(self, kind: _Kind, x: str) -> str:
        if kind.tag == "scalar":
            return x
        if kind.tag == "json":
            return f"_deep({x})"
        if kind.tag == "opt":
            assert kind.item is not None
            return f"(None if {x} is None else {self.to_json(kind.item, x)})"
        assert kind.item is not None
        if kind.tag == "list":
            v = self.var()
            return f"[{self.to_json(kind.item, v)} for {v} in {x}]" if not kind.item.immutable else f"list({x})"
        k, v = self.var(), self.var()
        key = f"str({k})" if kind.key is int else k
        return f"{{{key}: {self.to_json(kind.item, v)} for {k}, {v} in {x}.items()}}"

    def from_json(self, kind: _Kind, x: str, where: str) -> str:
        w = self.const(where)
        if kind.tag == "scalar":
            return f"_expect({x}, {self.const(kind.types)}, {w})"
        if kind.tag == "json":
            return f"_json({x}, {w})"
        if kind.tag == "opt":
            assert kind.item is not None
            return f"(None if {x} is None else {self.from_json(kind.item, x, where)})"
        assert kind.item is not None
        if kind.tag == "list":
            v = self.var()
            return f"[{self.from_json(kind.item, v, where)} for {v} in _expect({x}, (list,), {w})]"
        k, v = self.var(), self.var()
        key = f"int({k})" if kind.key is int else f"_expect({k}, (str,), {w})"
        return (f"{{{key}: {self.from_json(kind.item, v, where)} "
                f"for {k}, {v} in _expect({x}, (dict, _Mapping), {w}).items()}}")


# ---------------------------------------------------------------------------------------------------
# The base class and the decorator
# ---------------------------------------------------------------------------------------------------


@dataclasses.dataclass(eq=False)
class GameState:
    """Base of every game state: the shared config and the seeded generator, then the game's fields."""

    config: GameConfig
    rng: Rng

    _CODEC_FIELDS: ClassVar[tuple[str, ...]] = ()

    # -- generated by @game_state ------------------------------------------------------------------
    def copy(self: T) -> T:
        """An independent copy (config shared, rng copied, every field copied per its annotation)."""
        raise TypeError(f"{type(self).__name__} is not decorated with @game_state")

    def fields_to_json(self) -> dict[str, JSON]:
        raise TypeError(f"{type(self).__name__} is not decorated with @game_state")

    @classmethod
    def fields_from_json(cls, data: Mapping[str, JSON]) -> dict[str, Any]:
        raise TypeError(f"{cls.__name__} is not decorated with @game_state")

    # -- the JSON codec ---------------------------------------------------------------------------------
    @classmethod
    def config_to_json(cls, config: GameConfig) -> JSON:
        """The config as saved inside a state (games with bulky content pack it here)."""
        return config.to_json()

    @classmethod
    def config_from_json(cls, data: JSON) -> GameConfig:
        if not isinstance(data, Mapping):
            raise TypeError("config: expected an object")
        return GameConfig.from_json(data)

    def to_json(self) -> dict[str, JSON]:
        """Self-contained JSON: ``{"config", "rng", <every codec field>}``."""
        out: dict[str, JSON] = {"config": self.config_to_json(self.config), "rng": self.rng.to_json()}
        out.update(self.fields_to_json())
        return out

    @classmethod
    def from_json(cls: type[T], data: Mapping[str, JSON]) -> T:
        """The state back from :meth:`to_json`; TypeError/ValueError/KeyError name what is wrong."""
        if not isinstance(data, Mapping):
            raise TypeError("a game state must be a JSON object")
        config = cls.config_from_json(data["config"])
        rng = data["rng"]
        if isinstance(rng, bool) or not isinstance(rng, int):
            raise TypeError("rng: expected an integer")
        return cls(config, Rng.from_json(rng), **cls.fields_from_json(data))


def _compile(source: str, name: str, env: dict[str, Any]) -> Any:
    scope: dict[str, Any] = {}
    exec(compile(source, f"<game_state {name}>", "exec"), env, scope)  # code generated from the annotations above
    return scope


S = TypeVar("S", bound=type)


def game_state(cls: S) -> S:
    """Generate ``copy``, ``fields_to_json`` and ``fields_from_json`` for a :class:`GameState` dataclass."""
    if not (isinstance(cls, type) and issubclass(cls, GameState) and dataclasses.is_dataclass(cls)):
        raise TypeError("@game_state decorates a GameState dataclass (put it above @dataclass)")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: copy() does not run __init__; derive values in memo()/shared() fields")
    hints = typing.get_type_hints(cls)  # each class's annotations resolve in its own module
    gen = _Gen()
    # copy(): one C-level copy of the instance dict carries config, scalars and shared fields; then each
    # mutable field is copied per its annotation and each memo field reset (no __init__ call: it is the
    # cost of a copy otherwise, and states are plain dataclasses without __post_init__).
    copy_lines = ["    new = _new(_cls)", "    d = self.__dict__.copy()", "    d['rng'] = self.rng.copy()"]
    to_items: list[str] = []
    from_items: list[str] = []
    codec_fields: list[str] = []
    for f in dataclasses.fields(cls):
        if f.name in ("config", "rng"):
            continue
        role = f.metadata.get("codec")
        if not f.init:
            raise TypeError(f"{cls.__name__}.{f.name}: state fields must be init fields")
        if role == "memo":
            copy_lines.append(f"    d[{f.name!r}] = {gen.const(f.default)}")  # back to its default on copy
            continue
        if role == "shared":
            continue  # kept by reference
        kind = _parse(hints[f.name], f"{cls.__name__}.{f.name}")
        if not kind.immutable and role != "frozen":  # frozen: only ever replaced whole, kept by the dict copy
            copy_lines.append(f"    d[{f.name!r}] = {gen.copy(kind, 'self.' + f.name)}")
        to_items.append(f"{f.name!r}: {gen.to_json(kind, 'self.' + f.name)}")
        has_default = f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
        getter = f"data[{f.name!r}]"
        expr = gen.from_json(kind, "_x", f.name)
        if has_default:
            from_items.append(f"    if {f.name!r} in data:\n        _x = {getter}\n        out[{f.name!r}] = {expr}")
        else:
            from_items.append(f"    _x = {getter}\n    out[{f.name!r}] = {expr}")
        codec_fields.append(f.name)
    name = cls.__name__
    source = (
        "def copy(self):\n" + "\n".join(copy_lines) + "\n    new.__dict__ = d\n    return new\n\n"
        f"def fields_to_json(self):\n    return {{{', '.join(to_items)}}}\n\n"
        f"def fields_from_json(cls, data):\n    out = {{}}\n" + "\n".join(from_items) + "\n    return out\n"
    )
    env = dict(gen.globals)
    env["_cls"] = cls
    env["_new"] = object.__new__
    scope = _compile(source, name, env)
    setattr(cls, "copy", scope["copy"])  # noqa: B010 - attaching generated methods
    setattr(cls, "fields_to_json", scope["fields_to_json"])  # noqa: B010
    setattr(cls, "fields_from_json", classmethod(scope["fields_from_json"]))  # noqa: B010
    setattr(cls, "_CODEC_FIELDS", tuple(codec_fields))  # noqa: B010
    setattr(cls, "__game_state_source__", source)  # noqa: B010 - for debugging
    return cls
