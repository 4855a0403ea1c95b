"""The one state idiom: @game_state generates copy and an exact, checked JSON round trip."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from gamesuite.rules.codec import GameState, Json, frozen, game_state, memo, shared
from gamesuite.rules.core import GameConfig, PlayerConfig, Rng

CONFIG = GameConfig("demo", (PlayerConfig("Anna"), PlayerConfig("Bruno")))


@game_state
@dataclass(eq=False)
class Sample(GameState):
    hands: list[list[int]]
    names: list[str]
    tokens: dict[int, int] = field(default_factory=dict)
    piles: dict[str, list[int]] = field(default_factory=dict)
    contest: Json | None = None
    stack: list[dict[str, Any]] = field(default_factory=list)
    maybe: list[int] | None = None
    score: float = 0.0
    winner: int | None = None
    over: bool = False
    _legal: Any = memo()
    _cat: Any = shared()


def sample() -> Sample:
    return Sample(CONFIG, Rng(7), [[1, 2], [3]], ["a"], {5: 2}, {"x": [1]}, {"calls": [{"s": 1}]},
                  [{"id": 1, "t": [1, 2]}], [4], 1.5, None, False, _legal=["memo"], _cat={"set": 1})


def test_copy_is_independent_at_every_level() -> None:
    s = sample()
    c = s.copy()
    c.hands[0].append(9)
    c.tokens[5] = 3
    c.piles["x"].append(2)
    c.contest["calls"][0]["s"] = 2
    c.stack[0]["t"].append(3)
    c.maybe.append(5)
    c.rng.below(10)
    assert s.hands == [[1, 2], [3]] and s.tokens == {5: 2} and s.piles == {"x": [1]}
    assert s.contest == {"calls": [{"s": 1}]} and s.stack == [{"id": 1, "t": [1, 2]}] and s.maybe == [4]
    assert s.rng == Rng(7)
    assert c.config is s.config


def test_empty_containers_are_new_objects_on_copy() -> None:
    """The copy skips the comprehension for an empty container, but still makes a new one."""
    s = Sample(CONFIG, Rng(7), [], [], score=2.5, winner=1, over=True)
    c = s.copy()
    c.hands.append([1])
    c.piles["y"] = [2]
    c.stack.append({"id": 2})
    assert s.hands == [] and s.piles == {} and s.stack == []
    assert (c.score, c.winner, c.over) == (2.5, 1, True) and c.to_json()["hands"] == [[1]]


def test_memo_fields_reset_and_shared_fields_kept_on_copy() -> None:
    s = sample()
    c = s.copy()
    assert c._legal is None
    assert c._cat is s._cat


def test_json_round_trip_is_exact_and_turns_int_keys_into_strings() -> None:
    s = sample()
    data = s.to_json()
    assert data["tokens"] == {"5": 2}
    assert "_legal" not in data and "_cat" not in data
    back = Sample.from_json(data)
    assert back.tokens == {5: 2}
    assert back.to_json() == data
    data["hands"][0].append(99)  # the JSON does not alias the state
    assert s.hands == [[1, 2], [3]]


def test_defaulted_fields_may_be_missing_from_old_json() -> None:
    data = sample().to_json()
    del data["winner"], data["stack"]
    back = Sample.from_json(data)
    assert back.winner is None and back.stack == []


@pytest.mark.parametrize(("key", "value", "message"), [
    ("hands", "nope", "hands: expected list"),
    ("hands", [[1, "2"]], "hands: expected int"),
    ("over", 1, "over: expected bool"),
    ("winner", True, "winner: expected int/null, got a boolean"),
    ("tokens", {"x": 1}, "invalid literal"),
    ("contest", {"a": {1, 2}}, "contest: not a JSON value"),
])
def test_from_json_names_the_damaged_field(key: str, value: Any, message: str) -> None:
    data = sample().to_json()
    data[key] = value
    with pytest.raises((TypeError, ValueError), match=message):
        Sample.from_json(data)


def test_from_json_refuses_a_missing_required_field_and_bad_rng() -> None:
    data = sample().to_json()
    del data["hands"]
    with pytest.raises(KeyError):
        Sample.from_json(data)
    data = sample().to_json()
    data["rng"] = "x"
    with pytest.raises(TypeError, match="rng"):
        Sample.from_json(data)


def test_deeply_nested_json_fields_are_refused_not_recursed() -> None:
    deep: Any = []
    for _ in range(500):
        deep = [deep]
    data = sample().to_json()
    data["contest"] = deep
    with pytest.raises(TypeError, match="nested too deeply"):
        Sample.from_json(data)


def test_unsupported_annotations_are_refused_when_the_class_is_made() -> None:
    with pytest.raises(TypeError, match="unsupported field type"):
        @game_state
        @dataclass(eq=False)
        class Bad(GameState):
            pair: tuple[int, int]


def test_a_state_with_post_init_is_refused_since_copy_skips_init() -> None:
    with pytest.raises(TypeError, match="does not run __init__"):
        @game_state
        @dataclass(eq=False)
        class Bad(GameState):
            n: int = 0

            def __post_init__(self) -> None:
                self.n += 1


def test_a_state_must_be_decorated_to_copy() -> None:
    @dataclass(eq=False)
    class Plain(GameState):
        x: int = 0

    with pytest.raises(TypeError, match="not decorated"):
        Plain(CONFIG, Rng(1)).copy()


def test_a_frozen_field_is_shared_on_copy_but_saved_and_loaded_unaliased() -> None:
    @game_state
    @dataclass(eq=False)
    class Revealed(GameState):
        turn: int = 0
        last: Json | None = frozen()
        log: list[Json] = frozen(default_factory=list)

    s = Revealed(CONFIG, Rng(1), 3, {"text": "Q?", "options": [{"letter": "A"}]})
    assert s.copy().last is s.last  # replaced whole by the game, never changed in place: no deep copy
    data = s.to_json()
    assert data["last"] == s.last and data["last"] is not s.last
    data["last"]["options"].append({"letter": "B"})
    assert s.last == {"text": "Q?", "options": [{"letter": "A"}]}
    back = Revealed.from_json(s.to_json())
    assert back.last == s.last and back.last is not s.last and back.to_json() == s.to_json()
    assert Revealed(CONFIG, Rng(1)).last is None and Revealed(CONFIG, Rng(1)).log == []
    assert Revealed(CONFIG, Rng(1)).log is not Revealed(CONFIG, Rng(1)).log
    with pytest.raises(TypeError, match="last: not a JSON value"):
        Revealed.from_json({**s.to_json(), "last": {"a": {1}}})
