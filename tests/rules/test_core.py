"""The shared rules core: seeded Rng, actions as values, specs and options, the registry."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamesuite.rules import registry
from gamesuite.rules.core import Action, GameConfig, IllegalAction, PlayerConfig, Rng, RuleOption, Viewer
from gamesuite.rules.sim import default_players


def test_rng_golden_values_are_pinned() -> None:
    # Golden values: a change in the generator would silently change every saved game.
    rng = Rng(42)
    assert [rng.below(100) for _ in range(8)] == GOLDEN_42
    assert Rng(42).shuffled(range(10)) == GOLDEN_SHUFFLE_42


GOLDEN_42 = [97, 53, 57, 34, 52, 61, 90, 51]
GOLDEN_SHUFFLE_42 = [1, 2, 8, 0, 5, 9, 3, 4, 7, 6]


def test_rng_state_round_trips_and_continues_identically() -> None:
    rng = Rng(7)
    rng.below(10)
    clone = Rng.from_json(json.loads(json.dumps(rng.to_json())))
    assert [rng.randint(1, 20) for _ in range(50)] == [clone.randint(1, 20) for _ in range(50)]


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=10**12))
def test_rng_below_stays_in_range(seed: int, n: int) -> None:
    rng = Rng(seed)
    assert all(0 <= rng.below(n) < n for _ in range(20))


def test_rng_is_roughly_uniform() -> None:
    rng = Rng(1)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.below(6)] += 1
    assert all(9_400 < c < 10_600 for c in counts)


def test_different_seeds_give_different_streams() -> None:
    assert Rng(1).shuffled(range(20)) != Rng(2).shuffled(range(20))


scalars = st.one_of(st.integers(-10**6, 10**6), st.text(max_size=8), st.booleans(), st.none())


@given(st.text(min_size=1, max_size=10), st.one_of(st.none(), st.integers(0, 8)),
       st.dictionaries(st.sampled_from(["a", "b", "card", "space"]), st.one_of(scalars, st.lists(scalars, max_size=4))))
def test_action_json_round_trip(kind: str, seat: int | None, args: dict) -> None:
    action = Action(kind, seat, **args)
    assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
    assert hash(Action.from_json(action.to_json())) == hash(action)


def test_action_reads_like_a_log_line() -> None:
    a = Action("place", 1, space="crime/vintage")
    assert str(a) == "place seat=1 space='crime/vintage'"
    assert a["space"] == "crime/vintage" and a.get("missing", 3) == 3
    with pytest.raises(ValueError, match="kind"):
        Action.from_json({"seat": 1})


def test_viewer_parse_and_print() -> None:
    for text in ("table", "director", "seat:3"):
        assert str(Viewer.parse(text)) == text
    assert Viewer.of_seat(2) == Viewer("seat", 2)


def test_rule_options_validate_values() -> None:
    choice = RuleOption("x", "X", "d", "a", choices=(("a", "A"), ("b", "B")))
    assert choice.validate("b") == "b"
    with pytest.raises(ValueError, match="one of"):
        choice.validate("c")
    number = RuleOption("n", "N", "d", 3, kind="int", minimum=1, maximum=5)
    with pytest.raises(ValueError, match="at most 5"):
        number.validate(6)
    with pytest.raises(ValueError, match="true or false"):
        RuleOption("b", "B", "d", True, kind="bool").validate("yes")


def test_spec_resolves_options_and_refuses_unknown_ones() -> None:
    spec = registry.get_spec("demo")
    assert spec.resolve_options(None, {}) == {"lucky_bonus": 2}
    assert spec.resolve_options(None, {"lucky_bonus": 4}) == {"lucky_bonus": 4}
    with pytest.raises(ValueError, match="no rule option"):
        spec.resolve_options(None, {"nope": 1})


def test_registry_lists_games_with_metadata() -> None:
    ids = registry.game_ids(include_hidden=True)
    assert "demo" in ids
    assert "demo" not in registry.game_ids()
    with pytest.raises(KeyError):
        registry.get_rules("no-such-game")


def test_illegal_action_changes_nothing_and_explains() -> None:
    rules = registry.get_rules("demo")
    state = rules.new_game(GameConfig("demo", default_players(3)), 5)
    before = rules.state_to_json(state)
    with pytest.raises(IllegalAction, match="turn"):
        rules.apply(rules.apply(state, Action("open_round"))[0], Action("play", 2, card=1))
    assert rules.state_to_json(state) == before


def test_config_round_trips() -> None:
    config = GameConfig("demo", (PlayerConfig("Ann", "#111111"),), "standard", {"a": 1}, {"cards": []})
    assert GameConfig.from_json(json.loads(json.dumps(config.to_json()))) == config
