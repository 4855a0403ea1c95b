"""The shared rules protocol: every game is a pure, seeded state machine.

Nothing in ``gamesuite.rules`` imports Qt, reads a clock, touches the file system or uses the
global ``random`` module. A game is reproducible from ``(config, seed, actions)``: that triple is
the save format, the replay format, the undo mechanism and the bug report.

A game implements :class:`GameRules` and registers a :class:`GameSpec` in
:mod:`gamesuite.rules.registry`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import MISSING, Field, FrozenInstanceError, dataclass, field, fields
from operator import attrgetter
from string import Formatter  # at the top: an import in a function runs PySide6's import hook at every call
from typing import Any, ClassVar, Generic, Literal, TypeVar, Union, dataclass_transform

JSON = Any  # a value made of dict / list / str / int / float / bool / None
F = TypeVar("F", bound=Callable[..., Any])


# --------------------------------------------------------------------------------------------
# Records: the frozen dataclasses of this module, made without generating code
# --------------------------------------------------------------------------------------------

_T = TypeVar("_T")


class Frozen:
    """What ``@dataclass(frozen=True)`` generates for assignment and deletion, written once."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]  # set by ``record`` (type checkers: a dataclass)

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")


def _fields_init(cls: type) -> Callable[..., None]:
    """The ``__init__`` a frozen dataclass would generate for ``cls``'s fields (in order, with their defaults
    and factories), made from the field list instead of compiled from source. Arguments are bound as
    Python binds them (positional, then by name); what Python would refuse is refused with a TypeError."""
    own = fields(cls)
    names = tuple(f.name for f in own)
    known = frozenset(names)
    n = len(names)
    defaults = {f.name: f.default for f in own if f.default is not MISSING}
    factories = {f.name: f.default_factory for f in own if f.default_factory is not MISSING}
    before = [frozenset(names[:k]) for k in range(n + 1)]  # the names bound by k positional arguments
    title = cls.__qualname__

    def refuse_or_complete(d: dict[str, Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        if len(args) > n:
            raise TypeError(f"{title}() takes {n} positional arguments but {len(args)} were given")
        if unknown := kwargs.keys() - known:
            raise TypeError(f"{title}() got unexpected keyword arguments: {', '.join(sorted(unknown))}")
        if twice := before[len(args)] & kwargs.keys():
            raise TypeError(f"{title}() got multiple values for: {', '.join(sorted(twice))}")
        for name, factory in factories.items():
            if name not in d:
                d[name] = factory()
        if missing := [name for name in names if name not in d]:
            raise TypeError(f"{title}() missing required arguments: {', '.join(missing)}")

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        d = self.__dict__
        if defaults:
            d.update(defaults)
        d.update(zip(names, args, strict=False))  # extra positional arguments: refused below
        if kwargs:
            d.update(kwargs)
        if len(d) != n or len(args) > n or (kwargs and not (known.issuperset(kwargs)
                                                             and before[len(args)].isdisjoint(kwargs))):
            refuse_or_complete(d, args, kwargs)

    return __init__


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[_T]) -> type[_T]:
    """A frozen dataclass without ``exec``: ``@dataclass(frozen=True)`` compiles six methods per class from
    generated source (~1.4 ms a class, paid by every start of the app before its first frame: core's eleven,
    the spec modules' and the first table's models). Here the dataclass machinery only registers the fields
    (cheap when it generates nothing); the class inherits :class:`Frozen` for immutability, and this adds
    ``__init__`` (unless the class writes its own), ``__eq__``, ``__hash__`` and ``__repr__`` that behave as the
    generated ones (the same field tuples: the same hashes). ``dataclasses.fields``/``replace``/``asdict`` work
    as before; type checkers read the class as a frozen dataclass (``dataclass_transform``).
    tests/rules/test_core_records.py compares each record with the dataclass made from its fields.

    Use: ``@record class Setup(Frozen)`` with annotated fields, as a dataclass. A class on a hot path (one
    made at every engine step) may write its ``__init__``, setting each field with ``self.__dict__[name] = value``.
    """
    own_init = "__init__" in cls.__dict__
    cls = dataclass(init=False, repr=False, eq=False)(cls)
    names = tuple(f.name for f in fields(cls))  # type: ignore[arg-type]
    get = attrgetter(*names)  # every record has two fields or more: a tuple of their values

    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return get(self) == get(other)
        return NotImplemented

    def __hash__(self: Any) -> int:
        return hash(get(self))

    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{n}={v!r}" for n, v in zip(names, get(self), strict=True))
        return f"{self.__class__.__qualname__}({shown})"

    if not own_init:
        cls.__init__ = _fields_init(cls)  # type: ignore[method-assign]
    cls.__eq__ = __eq__  # type: ignore[method-assign]
    cls.__hash__ = __hash__  # type: ignore[method-assign]
    cls.__repr__ = __repr__  # type: ignore[method-assign]
    return cls


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name translation tools look for
    """Mark ``text`` (English) for translation in ``context`` (a game id or "shell"); returns it unchanged.

    The rules never put words together for a player: they say things as :class:`Msg` values whose text is
    marked with this function, and ``gamesuite.i18n`` translates and fills them in where they are shown.
    """
    return text


@record
class Msg(Frozen):
    """Something a rule says, as data: an English source text (the message id, marked with
    :func:`QT_TRANSLATE_NOOP` in its ``context``) and its parameters, put into words by ``gamesuite.i18n``.

    Parameters are JSON scalars, lists of them, or references resolved when shown: :func:`player` (a seat
    → that player's name), :func:`term` (a game word such as a genre, translated), or another Msg (a
    sentence inside a sentence: "{name} plays {card} on {target}" with ``target`` "{owner}'s {card}"; as
    JSON it nests, and reads back). ``n`` chooses a plural form ("%n card(s)"). A saved game's log is a list
    of these, so it reads in the language of whoever opens it.
    """

    context: str
    text: str
    params: tuple[tuple[str, Any], ...]

    def __init__(self, context: str, text: str, **params: Any) -> None:
        # the frozen fields set straight into the instance dict (object.__setattr__ three times costs more, and
        # rules build a sentence for nearly every step); one parameter needs no sort
        d = self.__dict__
        d["context"] = context
        d["text"] = text
        d["params"] = tuple(sorted(params.items())) if len(params) > 1 else tuple(params.items())

    @property
    def arg_dict(self) -> dict[str, Any]:
        return dict(self.params)

    def to_json(self) -> dict[str, JSON]:
        """As JSON; a sentence inside a sentence ("plays X on {target}") is nested as its own JSON."""
        return {"context": self.context, "text": self.text,
                "params": {k: _json_param(v) for k, v in self.arg_dict.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Msg:
        return cls(str(data["context"]), str(data["text"]), **dict(data.get("params") or {}))

    def __str__(self) -> str:  # English, for logs and tracebacks; players read ``gamesuite.i18n.render``
        values = {k: _plain(v) for k, v in self.arg_dict.items()}
        fields = {f for _, f, _, _ in Formatter().parse(self.text) if f}
        values.update({f: f"{{{f}}}" for f in fields if f not in values})
        text = self.text.replace("%n", str(values.get("n", "%n")))
        return text.format(**values)


class Phrase(str):
    """Spec text built from a marked template and parameters (``Character of player {n}``).

    It *is* the English text (a ``str``: compared, searched and shown like any other), and it keeps the
    template as :attr:`msg` so the UI translates the template and fills the parameters in
    (``gamesuite.i18n.translate_marked``). Use it where one marked template makes several texts::

        Phrase("quizclub", QT_TRANSLATE_NOOP("quizclub", "Character of player {number}"), number=i + 1)

    As in a :class:`Msg`, a parameter called ``n`` is a plural's count (``%n``): name other numbers otherwise.
    """

    msg: Msg

    def __new__(cls, context: str, text: str, **params: Any) -> Phrase:
        msg = Msg(context, text, **params)
        self = super().__new__(cls, str(msg))
        self.msg = msg
        return self

    def __reduce__(self) -> tuple[Any, ...]:  # copies and pickles keep the template
        return (_phrase, (self.msg.context, self.msg.text, self.msg.params))


def _phrase(context: str, text: str, params: tuple[tuple[str, Any], ...]) -> Phrase:
    return Phrase(context, text, **dict(params))


def _json_param(value: Any) -> Any:
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, list | tuple):
        return [_json_param(v) for v in value]
    return value


def is_msg_json(value: Any) -> bool:
    """Whether ``value`` is a :class:`Msg` as JSON (a sentence nested in another one, read back)."""
    return isinstance(value, Mapping) and "context" in value and "text" in value and "params" in value


def _plain(value: Any) -> str:
    if isinstance(value, Msg):
        return str(value)
    if is_msg_json(value):
        return str(Msg.from_json(value))
    if isinstance(value, dict) and "player" in value:
        return f"player {value['player'] + 1}"
    if isinstance(value, dict) and "term" in value:
        return str(value["term"][1])
    if isinstance(value, list):
        return ", ".join(_plain(v) for v in value)
    return str(value)


def player(seat: int) -> dict[str, int]:
    """A :class:`Msg` parameter naming the player at ``seat`` (shown as their name)."""
    return {"player": int(seat)}


def term(context: str, text: str) -> dict[str, list[str]]:
    """A :class:`Msg` parameter that is a game word (a genre, a phase, a card type), translated when shown;
    mark ``text`` with :func:`QT_TRANSLATE_NOOP` where it is defined."""
    return {"term": [context, text]}


Sentence = Union[str, "Msg"]  # what rules say to players: a Msg (or, until a game is converted, English text)


class IllegalAction(ValueError):
    """An action the rules refuse; ``args[0]`` is the sentence a player reads (a :class:`Msg`)."""

    @property
    def sentence(self) -> Sentence:
        return self.args[0] if self.args else ""


class ConfigError(ValueError):
    """A game that cannot start as set up (too many players, too few cards, a clash of options): ``msg`` is
    the sentence the player reads (a :class:`Msg`, rendered by ``gamesuite.i18n.render``); ``str()`` is its
    English, so logs, the command line and ``pytest.raises(match=...)`` read as before."""

    def __init__(self, msg: Msg) -> None:
        text = str(msg)
        n = msg.arg_dict.get("n")
        if isinstance(n, int) and "(s)" in text:
            text = text.replace("(s)", "" if n == 1 else "s")
        super().__init__(text)
        self.msg = msg


def config_error(context: str, text: str, **params: Any) -> ConfigError:
    """``ConfigError(Msg(context, text, **params))``: mark ``text`` with :func:`QT_TRANSLATE_NOOP`."""
    return ConfigError(Msg(context, text, **params))


# --------------------------------------------------------------------------------------------
# Seeded random numbers
# --------------------------------------------------------------------------------------------

_MASK64 = (1 << 64) - 1
_new_object = object.__new__
_PCG_MULT = 6364136223846793005
_PCG_INC = 1442695040888963407
_TWICE = (1 << 32) | 1  # x * _TWICE: a 32-bit x twice side by side (a rotation is a shift of it)


class Rng:
    """A small PCG32 generator whose whole state is one integer, so it serialises to JSON.

    It lives inside a game state; copying the state copies the generator. Algorithms here are
    fixed (not Python's ``random``), so golden values stay the same across Python versions.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        if state is not None:
            self.state = state & _MASK64
        else:
            self.state = 0
            self._next32()
            self.state = (self.state + (seed & _MASK64)) & _MASK64
            self._next32()

    def _next32(self) -> int:
        """PCG32's step (XSH RR): the output from the state before the step. The 32-bit rotation right by ``rot``
        is written as the middle bits of ``x`` doubled into 64 bits (``x * _TWICE``), and ``rot`` is read from
        the top of ``u`` (bits 32-36 of ``u`` are the state's top five bits): the same numbers as the textbook
        ``(x >> rot) | (x << (-rot & 31))`` with three operations on large ints fewer (each one allocates, and
        a Ciak game takes several hundred steps). ``below`` and ``random`` inline this step: change them together;
        ``tests/rules/test_core.py`` compares all three with the textbook step."""
        old = self.state
        self.state = (old * _PCG_MULT + _PCG_INC) & _MASK64
        u = ((old >> 18) ^ old) >> 27
        return ((u & 0xFFFFFFFF) * _TWICE >> (u >> 32)) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        if n == 1:
            return 0
        bits = n.bit_length()
        if bits <= 32:  # one 32-bit draw per try (the common case): ``_next32`` inlined, the same numbers
            shift = 32 - bits
            low = 0xFFFFFFFF >> shift  # (the output's top ``bits`` bits: rotated by ``rot`` and shifted in one)
            state = self.state
            while True:
                old = state
                state = (old * _PCG_MULT + _PCG_INC) & _MASK64
                u = ((old >> 18) ^ old) >> 27
                r = ((u & 0xFFFFFFFF) * _TWICE >> (u >> 32) + shift) & low
                if r < n:
                    self.state = state
                    return r
        while True:
            r = 0
            got = 0
            while got < bits:
                r = (r << 32) | self._next32()
                got += 32
            r >>= got - bits
            if r < n:
                return r

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]``, both ends included."""
        return low + self.below(high - low + 1)

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        # two ``_next32`` draws, inlined (the same numbers)
        old = self.state
        mid = (old * _PCG_MULT + _PCG_INC) & _MASK64
        self.state = (mid * _PCG_MULT + _PCG_INC) & _MASK64
        u = ((old >> 18) ^ old) >> 27
        hi = ((u & 0xFFFFFFFF) * _TWICE >> (u >> 32)) & 0xFFFFFFFF
        u = ((mid >> 18) ^ mid) >> 27
        lo = ((u & 0xFFFFFFFF) * _TWICE >> (u >> 32) + 11) & 0x1FFFFF  # (the second output's top 21 bits)
        return ((hi << 21) ^ lo) / 9007199254740992.0  # 2 ** 53

    def chance(self, p: float) -> bool:
        """``self.random() < p``: the same answer, and the same two draws taken. The first draw's 32 bits decide
        unless they sit on ``p``'s edge (once in 2**32 draws): the second draw's output is then not worked out,
        only its step taken. For random play-outs (Ciak asks it for every random pass or attack); keep it equal
        to ``random() < p`` (``tests/rules/test_core.py`` compares them), and take the draws through ``_next32``
        rather than writing the step once more."""
        hi = self._next32()
        edge = p * 4294967296.0  # p * 2**32: with the first draw's 32 bits below it the float is below p
        if hi + 1 <= edge or hi >= edge:  # whatever the second draw's 21 bits (exact: int against float)
            self.state = (self.state * _PCG_MULT + _PCG_INC) & _MASK64  # the second draw's step, its output unused
            return hi < edge
        return ((hi << 21) ^ (self._next32() >> 11)) / 9007199254740992.0 < p

    def choice(self, seq: Sequence[Any]) -> Any:
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.below(len(seq))]

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Iterable[Any]) -> list[Any]:
        out = list(items)
        self.shuffle(out)
        return out

    def copy(self) -> Rng:
        """The same generator, independent from now on (every state copy of every game makes one: without
        ``__init__``'s keyword and masking, which a held state needs not)."""
        new = _new_object(Rng)
        new.state = self.state
        return new

    def to_json(self) -> int:
        return self.state

    @classmethod
    def from_json(cls, data: int) -> Rng:
        return cls(state=int(data))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"


# --------------------------------------------------------------------------------------------
# Viewers, actions, events
# --------------------------------------------------------------------------------------------

ViewerKind = Literal["table", "seat", "director"]


@record
class Viewer(Frozen):
    """Who is looking: the shared table screen, one seat (player), or the Director/host."""

    kind: ViewerKind
    seat: int | None = None

    TABLE: ClassVar[Viewer]
    DIRECTOR: ClassVar[Viewer]

    def __init__(self, kind: ViewerKind, seat: int | None = None) -> None:
        d = self.__dict__
        d["kind"] = kind
        d["seat"] = seat

    @staticmethod
    def of_seat(seat: int) -> Viewer:
        return Viewer("seat", seat)

    def __str__(self) -> str:
        return f"seat:{self.seat}" if self.kind == "seat" else self.kind

    @classmethod
    def parse(cls, text: str) -> Viewer:
        if text in ("table", "director"):
            return cls(text)  # type: ignore[arg-type]
        if text.startswith("seat:"):
            return cls("seat", int(text[5:]))
        raise ValueError(f"not a viewer: {text!r}")


Viewer.TABLE = Viewer("table")
Viewer.DIRECTOR = Viewer("director")


def _freeze(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@record
class Action(Frozen):
    """One move: a kind, the seat that makes it (None for the table or the app), and arguments.

    Actions are hashable values, compare by content, and print and parse as JSON::

        Action("place", seat=1, space="crime/vintage").to_json()
        == {"kind": "place", "seat": 1, "space": "crime/vintage"}

    Argument values are JSON scalars or lists of them (lists are kept as tuples).
    """

    kind: str
    seat: int | None
    args: tuple[tuple[str, Any], ...]

    def __init__(self, kind: str, seat: int | None = None, **args: Any) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "args", tuple(sorted((k, _freeze(v)) for k, v in args.items())))

    def __getitem__(self, key: str) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == key:
                return v
        return default

    @property
    def arg_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.args}

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"kind": self.kind}
        if self.seat is not None:
            out["seat"] = self.seat
        for k, v in self.args:
            out[k] = _thaw(v)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Action:
        if not isinstance(data, Mapping) or "kind" not in data:
            raise ValueError(f"an action needs a 'kind': {data!r}")
        rest = {k: v for k, v in data.items() if k not in ("kind", "seat")}
        seat = data.get("seat")
        if seat is not None and not isinstance(seat, int):
            raise ValueError(f"an action's seat must be an integer: {data!r}")
        return cls(str(data["kind"]), seat, **rest)

    def __str__(self) -> str:
        parts = [self.kind]
        if self.seat is not None:
            parts.append(f"seat={self.seat}")
        parts += [f"{k}={_thaw(v)!r}" for k, v in self.args]
        return " ".join(parts)


@record
class Free(Frozen):
    """The domain of a free argument in an enumerated action (typed text, a number, a timestamp).

    ``legal_actions`` lists an action whose argument is chosen freely once, with that argument set to a
    ``Free`` describing what is accepted: ``Action("answer", 2, number=Free("number", -1e12, 1e12))``.
    Such a template is never submitted; the UI fills the value in and ``why_not`` judges the result.
    """

    kind: Literal["text", "number", "int", "timestamp"]
    minimum: float | None = None
    maximum: float | None = None
    max_length: int | None = None

    def accepts(self, value: Any) -> bool:
        """Whether ``value`` lies in this domain."""
        if self.kind == "text":
            return isinstance(value, str) and len(value.strip()) > 0 and (
                self.max_length is None or len(value) <= self.max_length)
        if isinstance(value, bool) or not isinstance(value, int | float):
            return False
        if self.kind in ("int", "timestamp") and not isinstance(value, int):
            return False
        if value != value or value in (float("inf"), float("-inf")):
            return False
        return (self.minimum is None or value >= self.minimum) and (self.maximum is None or value <= self.maximum)


def fits_template(action: Action, template: Action) -> bool:
    """Whether ``action`` is ``template`` with each ``Free`` argument filled by an accepted value."""
    if action.kind != template.kind or action.seat != template.seat or len(action.args) != len(template.args):
        return False
    for (k1, v1), (k2, v2) in zip(action.args, template.args, strict=True):
        if k1 != k2:
            return False
        if isinstance(v2, Free):
            if not v2.accepts(v1):
                return False
        elif v1 != v2:
            return False
    return True


def handles(*kinds: str) -> Callable[[F], F]:
    """Mark a rules method as the handler of action ``kinds``: ``handler(state_copy, action, events)``.

    :meth:`GameRules.apply` checks legality with :meth:`GameRules.why_not`, copies the state and calls
    the handler registered for ``action.kind`` (one dispatch idiom for every game).
    """

    def mark(fn: F) -> F:
        fn.__handles__ = kinds  # type: ignore[attr-defined]
        return fn

    return mark


@record
class Event(Frozen):
    """Something that happened, for animations and the game log.

    ``text`` is a public sentence for the log; ``data`` is public JSON for the UI. Neither may
    carry hidden information (a hand, an answer not yet revealed); the canary tests check this.
    ``reveals`` marks events after which undo is not offered (hidden information came out).
    """

    kind: str
    text: Sentence = ""  # the log line: a Msg (put into words where shown); "" for no log line
    data: Mapping[str, JSON] = field(default_factory=dict)
    reveals: bool = False

    def __init__(self, kind: str, text: Sentence = "", data: Mapping[str, JSON] | None = None,
                 reveals: bool = False) -> None:
        # the generated __init__ of a frozen dataclass, without its object.__setattr__ per field (rules make an
        # event at nearly every step); ``data`` None is a new empty dict, as the field's default_factory
        d = self.__dict__
        d["kind"] = kind
        d["text"] = text
        d["data"] = {} if data is None else data
        d["reveals"] = reveals

    def to_json(self) -> dict[str, JSON]:
        text = self.text.to_json() if isinstance(self.text, Msg) else self.text
        return {"kind": self.kind, "text": text, "data": dict(self.data), "reveals": self.reveals}


# --------------------------------------------------------------------------------------------
# Game metadata
# --------------------------------------------------------------------------------------------


@record
class RuleOption(Frozen):
    """A named house rule where the rulebook is ambiguous or silent.

    ``choices`` lists allowed values for a choice option; for ``kind="int"`` ``minimum`` and
    ``maximum`` bound the value. ``description`` is one line for the rules reference.
    """

    id: str
    title: str
    description: str
    default: Any
    kind: Literal["choice", "bool", "int"] = "choice"
    choices: tuple[tuple[Any, str], ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    variants: tuple[str, ...] = ()  # empty: applies to every variant

    def validate(self, value: Any) -> Any:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"rule option {self.id!r} must be true or false")
        elif self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"rule option {self.id!r} must be a whole number")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"rule option {self.id!r} must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"rule option {self.id!r} must be at most {self.maximum}")
        elif value not in [c for c, _ in self.choices]:
            allowed = ", ".join(repr(c) for c, _ in self.choices)
            raise ValueError(f"rule option {self.id!r} must be one of {allowed}")
        return value

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {
            "id": self.id,
            "title": self.title,
            "description": self.description,
            "default": self.default,
            "kind": self.kind,
        }
        if self.choices:
            out["choices"] = [{"value": v, "label": label} for v, label in self.choices]
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        if self.variants:
            out["variants"] = list(self.variants)
        return out


@record
class Variant(Frozen):
    """One way to play a game (its own player counts)."""

    id: str
    title: str
    description: str
    min_players: int
    max_players: int

    def to_json(self) -> dict[str, JSON]:
        return {
            "id": self.id,
            "title": self.title,
            "description": self.description,
            "min_players": self.min_players,
            "max_players": self.max_players,
        }


@record
class GameSpec(Frozen):
    """What the launcher, the new-game dialog and the rules reference know about a game."""

    id: str
    title: str
    tagline: str
    variants: tuple[Variant, ...]
    options: tuple[RuleOption, ...] = ()
    # the in-app rules reference is resources/rules/<id>.<lang>.md (gamesuite.i18n.rules_reference); this
    # inline Markdown is only for a game without such a file (the test-only demo)
    rules_reference: str = ""
    hidden: bool = False  # test-only games are not shown in the launcher
    uses_director: bool = False  # whether a private host view exists
    realtime: bool = False  # anyone may act at any moment (reaction games); turn order is not checked
    bots: tuple[tuple[str, str], ...] = ()  # computer-player strengths (id, label) a seat may be played by

    @property
    def min_players(self) -> int:
        return min(v.min_players for v in self.variants)

    @property
    def max_players(self) -> int:
        return max(v.max_players for v in self.variants)

    def variant(self, variant_id: str | None) -> Variant:
        if variant_id is None:
            return self.variants[0]
        for v in self.variants:
            if v.id == variant_id:
                return v
        known = ", ".join(v.id for v in self.variants)
        raise ValueError(f"{self.title} has no variant {variant_id!r} (known: {known})")

    def default_options(self, variant_id: str | None = None) -> dict[str, Any]:
        vid = self.variant(variant_id).id
        return {o.id: o.default for o in self.options if not o.variants or vid in o.variants}

    def resolve_options(self, variant_id: str | None, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults overlaid with ``given``; unknown or invalid options raise ValueError."""
        by_id = {o.id: o for o in self.options}
        out = self.default_options(variant_id)
        for key, value in (given or {}).items():
            if key not in by_id:
                raise ValueError(f"{self.title} has no rule option {key!r}")
            out[key] = by_id[key].validate(value)
        return out

    def to_json(self) -> dict[str, JSON]:
        return {
            "id": self.id,
            "title": self.title,
            "tagline": self.tagline,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "variants": [v.to_json() for v in self.variants],
            "options": [o.to_json() for o in self.options],
            "uses_director": self.uses_director,
            "bots": [{"id": b, "label": label} for b, label in self.bots],
        }


@record
class PlayerConfig(Frozen):
    """A seat: the player's name and colour, and ``bot`` — the strength of the computer player that
    plays this seat (one of ``GameSpec.bots``), or None for a person."""

    name: str
    colour: str = "#888888"
    bot: str | None = None

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"name": self.name, "colour": self.colour}
        if self.bot is not None:
            out["bot"] = self.bot
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> PlayerConfig:
        bot = data.get("bot")
        return cls(str(data["name"]), str(data.get("colour", "#888888")), str(bot) if bot is not None else None)


@record
class GameConfig(Frozen):
    """Everything needed to start a game besides the seed.

    ``content`` is game-specific JSON data that the caller loaded (a question deck, a card set):
    the rules never read files. It is shared between states and never mutated.
    """

    game: str
    players: tuple[PlayerConfig, ...]
    variant: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    content: Mapping[str, Any] = field(default_factory=dict)

    @property
    def n_players(self) -> int:
        return len(self.players)

    def to_json(self) -> dict[str, JSON]:
        return {
            "game": self.game,
            "players": [p.to_json() for p in self.players],
            "variant": self.variant,
            "options": dict(self.options),
            "content": dict(self.content),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> GameConfig:
        return cls(
            game=str(data["game"]),
            players=tuple(PlayerConfig.from_json(p) for p in data["players"]),
            variant=data.get("variant"),
            options=dict(data.get("options") or {}),
            content=dict(data.get("content") or {}),
        )


@record
class Result(Frozen):
    """The end of a game: final scores by seat, the winning seats, and a sentence."""

    scores: Mapping[int, float]
    winners: tuple[int, ...]
    text: Sentence  # a Msg (put into words where shown), or English text

    def to_json(self) -> dict[str, JSON]:
        return {
            "scores": {str(k): v for k, v in self.scores.items()},
            "winners": list(self.winners),
            "text": self.text.to_json() if isinstance(self.text, Msg) else self.text,
        }


S = TypeVar("S")


class GameRules(Generic[S]):
    """The protocol every game implements. All methods are pure functions of their arguments.

    ``apply`` never mutates the state it is given; it returns a new one. States round-trip
    through ``state_to_json``/``state_from_json`` exactly (``to_json(from_json(j)) == j``).

    Legality has one source: :meth:`why_not` decides and explains. :meth:`legal_actions` is the
    enumeration of what ``why_not`` accepts (actions with free arguments appear once, as templates
    holding a :class:`Free` domain); a game's tests check that the two agree. The UI asks the controller
    (which asks these two) what is clickable and why not; it never repeats a rule.

    Dispatch has one idiom: methods marked ``@handles("kind")`` receive a copy of the state, the action
    and the event list; the inherited :meth:`apply` checks ``why_not`` first.
    """

    spec: GameSpec
    _handlers: ClassVar[dict[str, str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        table: dict[str, str] = {}
        for klass in reversed(cls.__mro__):
            for name, fn in vars(klass).items():
                for kind in getattr(fn, "__handles__", ()):
                    table[kind] = name
        cls._handlers = table

    def new_game(self, config: GameConfig, seed: int) -> S:
        """The initial state for these players, variant, options and content."""
        raise NotImplementedError

    def legal_actions(self, state: S) -> list[Action]:
        """Every action allowed now, for every seat; empty exactly when the game is over.

        An action with a free argument (typed text, a number, a timestamp) is listed once with that
        argument set to a :class:`Free` domain.
        """
        raise NotImplementedError

    def why_not(self, state: S, action: Action) -> Sentence | None:
        """None if ``action`` is allowed now, else the sentence a player reads (the one legality predicate).

        The default accepts what :meth:`legal_actions` enumerates (filling ``Free`` templates) and asks
        :meth:`explain_illegal` for the sentence; games with a cheaper direct test override it.
        """
        legal = self.legal_actions(state)
        if action in legal or any(fits_template(action, t) for t in legal if t.kind == action.kind
                                  and any(isinstance(v, Free) for _, v in t.args)):
            return None
        return self.explain_illegal(state, action)

    def explain_illegal(self, state: S, action: Action) -> Sentence:
        """The sentence for an action :meth:`why_not` refuses (used by the default ``why_not``)."""
        return "That move is not allowed right now."

    def check_action(self, state: S, action: Action) -> None:
        """Raise IllegalAction unless :meth:`why_not` accepts ``action``."""
        reason = self.why_not(state, action)
        if reason is not None:
            raise IllegalAction(reason)

    def apply(self, state: S, action: Action) -> tuple[S, list[Event]]:
        """The state after ``action`` and what happened; raises IllegalAction if not allowed.

        The default: :meth:`check_action`, copy the state, call the ``@handles`` method for the kind.
        """
        self.check_action(state, action)
        name = self._handlers.get(action.kind)
        if name is None:
            raise IllegalAction("That move is not part of this game.")
        s = state.copy()  # type: ignore[attr-defined]
        events: list[Event] = []
        getattr(self, name)(s, action, events)
        return s, events

    def view(self, state: S, viewer: Viewer) -> Mapping[str, JSON]:
        """What ``viewer`` may see, as JSON: the only thing a renderer ever receives.

        Each game declares its view as a ``TypedDict`` next to its engine (``view.py``)."""
        raise NotImplementedError

    def is_over(self, state: S) -> bool:
        raise NotImplementedError

    def result(self, state: S) -> Result | None:
        """Scores and winners once the game is over, else None."""
        raise NotImplementedError

    def scores(self, state: S) -> dict[int, float]:
        """Current public scores by seat."""
        raise NotImplementedError

    def waiting_for(self, state: S) -> list[Viewer]:
        """Whose input the game needs now (a seat, the director, or the table for public input).

        The UI uses this to gate private views on a shared screen.
        """
        raise NotImplementedError

    def state_to_json(self, state: S) -> dict[str, JSON]:
        """The state as JSON (a :class:`gamesuite.rules.codec.GameState` gives ``state.to_json()``)."""
        to_json = getattr(state, "to_json", None)
        if to_json is None:
            raise NotImplementedError
        return to_json()

    def state_from_json(self, data: Mapping[str, JSON]) -> S:
        raise NotImplementedError

    def check_invariants(self, state: S) -> list[str]:
        """Broken invariants, as sentences; empty when all hold. Used by simulate and tests."""
        return []

    def random_action(self, state: S, rng: Rng) -> Action:
        """An action for random play-outs; defaults to a uniform pick among legal actions.

        Games whose actions carry free values (typed answers, buzzer timestamps) override this to
        fill their ``Free`` templates.
        """
        return rng.choice(self.legal_actions(state))

    def private_strings(self, state: S) -> list[str]:
        """Every hidden piece of text in ``state`` (hands, answers), for leak tests. Optional."""
        return []
