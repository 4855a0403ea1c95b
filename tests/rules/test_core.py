"""The shared rules core: seeded Rng, actions as values, specs and options, the registry."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamesuite.rules import registry
from gamesuite.rules.core import (
    Action,
    Event,
    GameConfig,
    IllegalAction,
    Msg,
    PlayerConfig,
    Rng,
    RuleOption,
    Viewer,
)
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


class _Textbook:
    """PCG32 (XSH RR) as published: the reference for Rng's own step and the copies of it inlined in ``below``
    and ``random`` (written with other operations for speed)."""

    def __init__(self, state: int) -> None:
        self.state = state

    def next32(self) -> int:
        old = self.state
        self.state = (old * 6364136223846793005 + 1442695040888963407) & ((1 << 64) - 1)
        x = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((x >> rot) | (x << ((-rot) & 31))) & 0xFFFFFFFF


def _reference_below(rng: _Textbook, n: int) -> int:
    """``below`` as written before its 32-bit case inlined the step: draws through the step only."""
    if n == 1:
        return 0
    bits = n.bit_length()
    while True:
        r = 0
        got = 0
        while got < bits:
            r = (r << 32) | rng.next32()
            got += 32
        r >>= got - bits
        if r < n:
            return r


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=2**70))
def test_rng_fast_paths_draw_the_same_numbers_as_the_textbook_step(seed: int, n: int) -> None:
    # _next32, random() and below() write the PCG step their own way for speed: the same values and the same
    # state after as the published step, for every bound and state
    fast, slow = Rng(seed), _Textbook(Rng(seed).state)
    for _ in range(5):
        assert fast.below(n) == _reference_below(slow, n)
        assert fast.random() == ((slow.next32() << 21) ^ (slow.next32() >> 11)) / float(1 << 53)
        assert fast._next32() == slow.next32()
        assert fast.state == slow.state


def test_rng_step_matches_the_textbook_at_every_rotation() -> None:
    # each of the 32 rotations (the state's top five bits), with outputs whose top and bottom bits are set
    for rot in range(32):
        for low in (0, 1, (1 << 59) - 1, 0x5DEECE66D << 20, 0x0123456789ABCDE):
            state = (rot << 59) | low
            fast, slow = Rng(state=state), _Textbook(state)
            assert [fast._next32() for _ in range(3)] == [slow.next32() for _ in range(3)]
            fast, slow = Rng(state=state), _Textbook(state)
            assert [fast.below(n) for n in (2, 7, 100, 2**31 + 5, 2**32 - 1)] == [
                _reference_below(slow, n) for n in (2, 7, 100, 2**31 + 5, 2**32 - 1)]
            fast, slow = Rng(state=state), _Textbook(state)
            assert fast.random() == ((slow.next32() << 21) ^ (slow.next32() >> 11)) / float(1 << 53)


@given(st.integers(min_value=0, max_value=2**64 - 1),
       st.one_of(st.floats(min_value=0.0, max_value=1.0), st.sampled_from([0.0, 0.3, 0.5, 0.85, 1.0])))
def test_rng_chance_is_random_below_p(seed: int, p: float) -> None:
    fast, slow = Rng(seed), Rng(seed)
    for _ in range(5):
        assert fast.chance(p) == (slow.random() < p)
        assert fast.state == slow.state


def test_rng_chance_on_the_edge_of_p_reads_the_second_draw() -> None:
    # p inside the first draw's step of 2**-32 (the float's answer then depends on the second draw's bits), and on
    # its ends; with a planted slip in either branch one of these differs from random() < p
    for seed in range(200):
        hi = Rng(seed)._next32()
        for p in ((hi + 0.5) / 2**32, (hi + 0.001) / 2**32, (hi + 0.999) / 2**32, hi / 2**32, (hi + 1) / 2**32):
            fast, slow = Rng(seed), Rng(seed)
            assert fast.chance(p) == (slow.random() < p), (seed, p)
            assert fast.state == slow.state


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


# ----------------------------------------------------------------------------- one legality predicate


def test_free_domains_accept_only_their_values() -> None:
    from gamesuite.rules.core import Free

    number = Free("number", -10, 10)
    assert number.accepts(3.5) and number.accepts(-10)
    assert not number.accepts(11) and not number.accepts(True) and not number.accepts(float("nan"))
    assert not number.accepts("3")
    text = Free("text", max_length=5)
    assert text.accepts("ab") and not text.accepts("   ") and not text.accepts("toolong")
    assert Free("int").accepts(3) and not Free("int").accepts(3.0)


def test_fits_template_fills_free_arguments_only() -> None:
    from gamesuite.rules.core import Action, Free, fits_template

    template = Action("answer", 1, number=Free("number", 0, 100), unit="m")
    assert fits_template(Action("answer", 1, number=42, unit="m"), template)
    assert not fits_template(Action("answer", 1, number=420, unit="m"), template)
    assert not fits_template(Action("answer", 2, number=42, unit="m"), template)
    assert not fits_template(Action("answer", 1, number=42, unit="km"), template)
    assert not fits_template(Action("answer", 1, number=42), template)


def test_why_not_decides_and_explains_and_apply_dispatches_by_kind() -> None:
    from gamesuite.rules.core import Action, IllegalAction, Viewer
    from gamesuite.rules.demo import RULES

    state = RULES.new_game(GameConfig("demo", (PlayerConfig("A"), PlayerConfig("B"))), 3)
    assert RULES.why_not(state, Action("open_round")) is None
    assert RULES.why_not(state, Action("play", 0, card=1)) == "The Director must open the round first."
    state, events = RULES.apply(state, Action("open_round"))
    assert [e.kind for e in events] == ["round_opened"]
    card = state.hands[0][0]
    assert str(RULES.why_not(state, Action("play", 1, card=card))).startswith("It is A's turn")
    with pytest.raises(IllegalAction, match="do not hold"):
        RULES.apply(state, Action("play", 0, card=99))
    # The enumeration and the predicate agree on every candidate.
    for seat in (0, 1):
        for c in range(30):
            a = Action("play", seat, card=c)
            assert (RULES.why_not(state, a) is None) == (a in RULES.legal_actions(state))
    assert RULES.waiting_for(state) == [Viewer.of_seat(0)]


def test_the_default_why_not_accepts_filled_templates() -> None:
    from gamesuite.rules.core import Action, Free, GameRules

    class Tiny(GameRules):
        def legal_actions(self, state: object) -> list[Action]:
            return [Action("say", 0, text=Free("text", max_length=10)), Action("pass", 0)]

        def explain_illegal(self, state: object, action: Action) -> str:
            return "no"

    rules = Tiny()
    assert rules.why_not(None, Action("say", 0, text="hello")) is None
    assert rules.why_not(None, Action("pass", 0)) is None
    assert rules.why_not(None, Action("say", 0, text="x" * 11)) == "no"
    assert rules.why_not(None, Action("say", 1, text="hi")) == "no"


def test_a_seat_played_by_the_computer_round_trips_and_old_configs_still_load() -> None:
    config = GameConfig("demo", (PlayerConfig("Anna"), PlayerConfig("Bot", "#123456", bot="normal")))
    data = config.to_json()
    assert data["players"][0] == {"name": "Anna", "colour": "#888888"}  # people's seats are unchanged
    assert data["players"][1]["bot"] == "normal"
    assert GameConfig.from_json(data) == config


def test_msg_and_event_are_frozen_values_with_the_dataclass_defaults() -> None:
    # both set their fields without the frozen dataclass's __init__ (speed): the same values and defaults
    import dataclasses

    m = Msg("ciak", "{name} plays {card}.", name={"player": 1}, card="Dreamwar")
    assert m.params == (("card", "Dreamwar"), ("name", {"player": 1}))  # sorted, as before
    assert Msg("c", "t", n=2).params == (("n", 2),) and Msg("c", "t").params == ()
    assert m == Msg("ciak", "{name} plays {card}.", card="Dreamwar", name={"player": 1})
    e = Event("pass", m, {"seat": 1})
    assert (e.kind, e.text, e.data, e.reveals) == ("pass", m, {"seat": 1}, False)
    assert Event("x").data == {} and Event("x").data is not Event("x").data  # a new dict each, like default_factory
    assert Event("x", "", None, True) == Event("x", reveals=True)
    assert dataclasses.replace(e, reveals=True).reveals and e.to_json()["data"] == {"seat": 1}
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.kind = "play"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        m.text = "other"  # type: ignore[misc]
