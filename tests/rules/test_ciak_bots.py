"""Ciak! computer players: they see only their seat, return legal actions for every decision in
every mode, rebuild consistent states, and make the obvious moves in small scenarios."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from gamesuite.rules.ciak import RULES, CiakState
from gamesuite.rules.ciak import bots as B
from gamesuite.rules.ciak import flow as E
from gamesuite.rules.core import Action, Rng, Viewer
from tests.rules.test_ciak_helpers import act, blank, config, force_roll, give, new, put

MODES = [("massacre", 2), ("massacre", 3), ("massacre", 4), ("alliance", 4), ("dominion", 3), ("dominion", 4)]
STRENGTHS = ("random", "easy", "normal", "greedy")


def walk(variant: str, n: int, seed: int, limit: int = 5000) -> Iterator[CiakState]:
    """Every position of one random game."""
    s = new(n, variant, seed)
    rng = Rng(seed * 13 + 5)
    for _ in range(limit):
        if RULES.is_over(s):
            return
        yield s
        s, _ = RULES.apply(s, RULES.random_action(s, rng))


def seat_of(s: CiakState) -> int:
    seat = RULES.waiting_for(s)[0].seat
    assert seat is not None
    return seat


@pytest.fixture
def quick_normal(monkeypatch: pytest.MonkeyPatch) -> None:
    """A smaller look-ahead budget: the same code paths, a fraction of the time."""
    monkeypatch.setattr(B, "STEP_BUDGET", 150)
    monkeypatch.setattr(B, "MAX_WORLDS", 2)


# ------------------------------------------------------------------------------ the card book


def test_the_book_numbers_physical_cards_like_the_engine() -> None:
    s = blank(2)
    everything = sorted(s.deck)
    s.deck, s.hands[0] = [], everything
    hand = RULES.view(s, Viewer.of_seat(0))["hand"]
    book = B.book_for(config(2))
    assert len(hand) == book.size == 140
    assert [c["design"] for c in hand] == [book.uid_card[c["uid"]].id for c in hand]
    assert {c["name"] for c in hand} == {card.name for card in book.uid_card}


# ------------------------------------------------------------------------------ rebuilding states


@pytest.mark.parametrize(("variant", "n"), MODES)
def test_rebuilt_states_show_the_same_seat_view_and_legal_actions(variant: str, n: int) -> None:
    cfg = config(n, variant)
    book = B.book_for(cfg)
    checked = differ = 0
    for i, s in enumerate(walk(variant, n, seed=21)):
        if i % 2:
            continue
        seat = seat_of(s)
        view, legal = B.seat_inputs(s, seat)
        rebuild = B.Rebuild(view, legal, cfg, book)
        a, b = rebuild.sample(Rng(i)), rebuild.sample(Rng(i + 1))
        for world in (a, b):
            assert RULES.view(world, Viewer.of_seat(seat)) == view, f"position {i}"
            assert RULES.legal_actions(world) == RULES.legal_actions(s), f"position {i}"
            assert RULES.check_invariants(world) == [], f"position {i}"
        # the unseen cards are really sampled (two worlds differ when anything is hidden)
        if RULES.state_to_json(a)["deck"] != RULES.state_to_json(b)["deck"]:
            differ += 1
        checked += 1
    assert checked >= 30 and differ > checked // 2


def test_the_rebuild_does_not_copy_the_hidden_cards() -> None:
    """With the other hands and the deck shuffled the rebuild (same sample seed) is unchanged."""
    s = new(3, "massacre", seed=4)
    twin = hidden_twin(s, 0, Rng(9))
    cfg = config(3)
    one = B.Rebuild(*B.seat_inputs(s, 0), cfg, B.book_for(cfg)).sample(Rng(1))
    two = B.Rebuild(*B.seat_inputs(twin, 0), cfg, B.book_for(cfg)).sample(Rng(1))
    assert RULES.state_to_json(one) == RULES.state_to_json(two)
    assert RULES.state_to_json(s) != RULES.state_to_json(twin)


# ------------------------------------------------------------------------------ hidden information


def hidden_twin(s: CiakState, seat: int, rng: Rng) -> CiakState:
    """The same position with every card ``seat`` cannot see dealt again: other hands and the
    deck shuffled together (hand sizes kept). Only hidden information differs."""
    data = RULES.state_to_json(s)
    unseen: list[int] = list(data["deck"])
    for p, hand in enumerate(data["hands"]):
        if p != seat:
            unseen += hand
    rng.shuffle(unseen)
    for p, hand in enumerate(data["hands"]):
        if p != seat:
            data["hands"][p], unseen = unseen[: len(hand)], unseen[len(hand) :]
    data["deck"] = unseen
    data["known"] = []
    return RULES.state_from_json(json.loads(json.dumps(data)))


def twin_positions() -> list[tuple[CiakState, CiakState, int]]:
    """Positions with a real choice, each with its hidden-information twin."""
    out = []
    for variant, n in (("massacre", 2), ("alliance", 4), ("dominion", 3)):
        for i, s in enumerate(walk(variant, n, seed=33)):
            seat = seat_of(s)
            legal = RULES.legal_actions(s)
            if i % 7 or len(legal) < 3 or any(s.known):
                continue
            twin = hidden_twin(s, seat, Rng(i))
            out.append((s, twin, seat))
            if len(out) % 4 == 0:
                break
    return out


def peeking_bot(state: CiakState, legal: list[Action], seed: int) -> Action:
    """A cheat for the control check: its choice depends on the other hands."""
    seat = legal[0].seat
    secret = sum(u * (k + 1) for p, h in enumerate(state.hands) if p != seat for k, u in enumerate(h))
    return legal[(secret + seed) % len(legal)]


@pytest.mark.usefixtures("quick_normal")
def test_bots_decide_the_same_when_only_hidden_information_differs() -> None:
    positions = twin_positions()
    assert len(positions) >= 10
    cheat_differs = 0
    for s, twin, seat in positions:
        view, legal = B.seat_inputs(s, seat)
        view2, legal2 = B.seat_inputs(twin, seat)
        assert view == view2 and legal == legal2  # the seat cannot tell them apart
        assert RULES.state_to_json(s) != RULES.state_to_json(twin)
        cfg = config(len(s.alive), s.mode)
        for strength in STRENGTHS:
            for seed in (1, 2):
                assert B.decide(strength, view, legal, cfg, seed) == B.decide(strength, view2, legal2, cfg, seed)
        if any(peeking_bot(s, legal, k) != peeking_bot(twin, legal, k) for k in range(3)):
            cheat_differs += 1
    # control: the same check catches a bot that reads the hidden cards
    assert cheat_differs >= len(positions) // 2


# ------------------------------------------------------------------------------ legality and coverage

ALL_DECISIONS = {"priority", "attack", "discard", "lynch", "fit", "sacrifice", "trigger"}


@pytest.mark.usefixtures("quick_normal")
def test_bots_answer_every_decision_of_every_mode_with_a_legal_action() -> None:
    seen_decisions: dict[tuple[str, int], set[str]] = {}
    chosen: set[str] = set()
    for variant, n in MODES:
        cfg = config(n, variant)
        kinds = seen_decisions.setdefault((variant, n), set())
        for i, s in enumerate(walk(variant, n, seed=n * 10 + len(variant))):
            seat = seat_of(s)
            view, legal = B.seat_inputs(s, seat)
            kind = view["decision"]["kind"]
            rare = kind not in ("priority", "attack")
            if not rare and i % 5:
                continue
            kinds.add(kind)
            for strength in STRENGTHS:
                if strength == "normal" and not rare and i % 25:
                    continue
                a = B.decide(strength, view, legal, cfg, seed=i)
                assert a in legal, f"{strength} chose {a} in {variant}/{n} at {i}"
                chosen.add(a.kind)
    covered = set().union(*seen_decisions.values())
    assert covered >= ALL_DECISIONS - {"fit", "trigger"}  # the scenarios below cover those two
    assert chosen >= {"pass", "play", "ability", "token", "attack", "no_attack", "discard", "sacrifice", "choose"}


def scenario_decisions() -> list[tuple[str, CiakState]]:
    """Positions for the rarer decisions: fit, sacrifice, lynch, trigger."""
    out = []
    s = blank()
    for d in ("gondola_romeo", "scream_queen", "cardboard_robot"):
        put(s, 0, d)
    c = give(s, 0, "stand_in_double")
    s.millions[0] = 1
    s, _ = act(s, "play", 0, card=c)
    s, _ = act(s, "pass", 1)
    out.append(("fit", s))
    s = blank()
    put(s, 1, "stand_in_double")
    put(s, 1, "sandal_titan")
    strike = give(s, 0, "strike_on_set")
    s, _ = act(s, "play", 0, card=strike)
    s, _ = act(s, "pass", 1)
    out.append(("sacrifice", s))
    s = blank()
    for d in ("sandal_titan", "space_admiral"):
        put(s, 0, d)
    for d in ("stand_in_double", "leading_lady", "extra_number_seven"):
        put(s, 1, d)
    brawl = give(s, 0, "off_script_brawl")
    s, _ = act(s, "play", 0, card=brawl, target="seat:1")
    s, _ = act(s, "pass", 1)
    out.append(("lynch", s))
    s = blank(3)
    queen = put(s, 1, "scream_queen")
    put(s, 0, "karate_cook")
    s.tokens[s.cast[0][0]] = 4
    s, _ = act(s, "ability", 0, source=f"card:{s.cast[0][0]}", index=0, target=f"card:{queen}")
    s, _ = act(s, "pass", 1)
    s, _ = act(s, "pass", 2)
    out.append(("trigger", s))
    return out


@pytest.mark.parametrize("strength", STRENGTHS)
def test_bots_handle_fit_sacrifice_lynch_and_trigger(strength: str) -> None:
    for kind, s in scenario_decisions():
        seat = seat_of(s)
        view, legal = B.seat_inputs(s, seat)
        assert view["decision"]["kind"] == kind and len(legal) > 1
        a = B.decide(strength, view, legal, config(len(s.alive)), seed=3)
        assert a in legal


def test_sensible_choices_in_the_rarer_decisions() -> None:
    picks = {}
    for kind, s in scenario_decisions():
        seat = seat_of(s)
        view, legal = B.seat_inputs(s, seat)
        picks[kind] = (s, B.decide("normal", view, legal, config(len(s.alive)), seed=3))
    s, a = picks["fit"]
    assert E.design(s, a["card"]).id == "stand_in_double"  # the weakest of the four goes
    s, a = picks["sacrifice"]
    assert E.design(s, a["card"]).id == "stand_in_double"
    s, a = picks["lynch"]
    # 4600 ATT kills anything: the lyncher takes the best character, the Leading Lady
    assert E.design(s, int(a["target"][5:])).id == "leading_lady"
    s, a = picks["trigger"]
    assert a["target"] in ("seat:0", "seat:2")


# ------------------------------------------------------------------------------ behaviour


def fight(attacker_cards: tuple[str, ...], defender_cards: tuple[str, ...], roll: int = 20) -> CiakState:
    """Seat 0 at its phase-3 attack decision against seat 1."""
    s = blank()
    for d in attacker_cards:
        put(s, 0, d)
    for d in defender_cards:
        put(s, 1, d)
    force_roll(s, roll)
    s, _ = act(s, "pass", 0)
    s, _ = act(s, "pass", 1)
    assert E.decision(s) == ("attack", 0)
    return s


@pytest.mark.parametrize("strength", ["greedy", "easy", "normal"])
def test_attack_when_it_sacks_and_hold_back_when_it_would_be_lynched(strength: str) -> None:
    strong = fight(("sandal_titan", "space_admiral"), ("stand_in_double",))
    view, legal = B.seat_inputs(strong, 0)
    assert B.decide(strength, view, legal, config(2), seed=1) == Action("attack", 0, target=1)
    weak = fight(("stand_in_double",), ("leading_lady", "lagoon_monster"))
    view, legal = B.seat_inputs(weak, 0)
    assert B.decide(strength, view, legal, config(2), seed=1) == Action("no_attack", 0)


@pytest.mark.parametrize("strength", ["greedy", "normal"])
def test_the_defender_turns_a_sacking_into_a_lynching_with_a_stunt_double(strength: str) -> None:
    s = fight(("gondola_romeo", "stand_in_double"), ("lagoon_monster",))
    swap = give(s, 1, "stunt_swap")
    s, _ = act(s, "attack", 0, target=1)
    s, _ = act(s, "pass", 0)
    assert E.decision(s) == ("priority", 1)  # 1800 ATT against 1800 DIF: +1000 DIF wins the fight
    view, legal = B.seat_inputs(s, 1)
    a = B.decide(strength, view, legal, config(2), seed=1)
    assert a.kind == "play" and a["card"] == swap


@pytest.mark.parametrize("strength", ["greedy", "normal"])
def test_play_a_character_rather_than_pass(strength: str) -> None:
    s = blank()
    c = give(s, 0, "gondola_romeo")
    s.millions[0] = 3
    view, legal = B.seat_inputs(E_fix(s), 0)
    assert B.decide(strength, view, legal, config(2), seed=1) == Action("play", 0, card=c)


# ------------------------------------------------------------------------------ easy: the greedy's slips


def stunt_fight() -> CiakState:
    """Seat 1 at priority in seat 0's fight, holding a Stunt Swap that turns the sacking into a lynching."""
    s = fight(("gondola_romeo", "stand_in_double"), ("lagoon_monster",))
    give(s, 1, "stunt_swap")
    s, _ = act(s, "attack", 0, target=1)
    s, _ = act(s, "pass", 0)
    return s


def test_easy_does_not_look_for_responses_on_another_players_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    view, legal = B.seat_inputs(stunt_fight(), 1)
    assert B.decide("greedy", view, legal, config(2), seed=1).kind == "play"
    monkeypatch.setattr(B, "EASY_DEFENDS", False)  # seat 1 is the defender here: as if the fight were another's
    assert {B.decide("easy", view, legal, config(2), seed=k).kind for k in range(20)} == {"pass"}
    monkeypatch.setattr(B, "EASY_RESPOND", 1.0)  # the rule, not the scenario: responding, it plays the swap
    assert {B.decide("easy", view, legal, config(2), seed=k).kind for k in range(20)} == {"play"}


def seat_0_attacks_seat_1(s: CiakState) -> CiakState:
    """Seat 0 (two characters) attacks seat 1 (one) in a game of any size; returns the fight's first window."""
    put(s, 0, "gondola_romeo")
    put(s, 0, "stand_in_double")
    put(s, 1, "lagoon_monster")
    force_roll(s, 20)
    while E.decision(s)[0] != "attack":
        s, _ = act(s, "pass", E.decision(s)[1])
    s, _ = act(s, "attack", 0, target=1)
    s, _ = act(s, "pass", 0)
    return s


def test_easy_answers_in_its_own_sides_fights_and_not_in_other_players_fights() -> None:
    view, legal = B.seat_inputs(stunt_fight(), 1)  # seat 1 defends: it plays the swap as the greedy does
    assert {B.decide("easy", view, legal, config(2), seed=k).kind for k in range(20)} == {"play"}
    s = seat_0_attacks_seat_1(blank(3))
    seats = set()
    for _ in range(2):  # the fight's window: the defender, then the bystander
        kind, seat = E.decision(s)
        assert kind == "priority"
        mind = B.Mind(*B.seat_inputs(s, seat)[:1], B.book_for(config(3)), B.options_of(config(3), "massacre"))
        assert B.defending(mind) == (seat == 1)
        seats.add(seat)
        s, _ = act(s, "pass", seat)
    assert seats == {1, 2}
    s = seat_0_attacks_seat_1(blank(4, "alliance"))  # crossed seating: seats 0 and 2 against 1 and 3
    cfg = config(4, "alliance")
    for want in ((1, True), (2, True), (3, True)):  # the defender, the attacker's ally, the defender's ally
        seat = E.decision(s)[1]
        mind = B.Mind(B.seat_inputs(s, seat)[0], B.book_for(cfg), B.options_of(cfg, "alliance"))
        assert (seat, B.defending(mind)) == want
        s, _ = act(s, "pass", seat)


def quiet_answers(variant: str, n: int, seeds: range) -> list[tuple[CiakState, int, B.Mind]]:
    """Priority decisions on another player's turn, outside its side's fights, where the greedy would answer."""
    cfg = config(n, variant)
    found = []
    for seed in seeds:
        for s in walk(variant, n, seed):
            seat = seat_of(s)
            if E.decision(s)[0] != "priority":
                continue
            view, legal = B.seat_inputs(s, seat)
            mind = B.Mind(view, B.book_for(cfg), B.options_of(cfg, variant))
            if mind.active != seat and not B.defending(mind) and B.decide("greedy", view, legal, cfg, 1).kind != "pass":
                found.append((s, seat, mind))
    return found


def test_easy_answers_the_boss_on_its_turn_in_dominion_and_nobody_else(monkeypatch: pytest.MonkeyPatch) -> None:
    for n in (3, 4):
        cfg = config(n, "dominion")
        found = quiet_answers("dominion", n, range(1, 4))
        boss_turn = [(s, seat) for s, seat, mind in found if mind.active == 0]
        other = [(s, seat) for s, seat, mind in found if mind.active != 0]
        assert boss_turn and other
        assert all(B.answers_boss(mind) == (mind.active == 0) for _s, _seat, mind in found)
        for s, seat in boss_turn:  # a coalition seat on the boss's turn answers as the greedy does
            view, legal = B.seat_inputs(s, seat)
            assert all(B.decide("easy", view, legal, cfg, k) == B.decide("greedy", view, legal, cfg, k) for k in (1, 2))
        for s, seat in other:  # the boss, or an ally, on a coalition seat's turn: still no answer outside a fight
            view, legal = B.seat_inputs(s, seat)
            assert B.decide("easy", view, legal, cfg, 1).kind == "pass"
        with monkeypatch.context() as m:  # the rule, not the positions: without it easy passes on the boss's turn too
            m.setattr(B, "EASY_ANSWERS_BOSS", False)
            for s, seat in boss_turn:
                view, legal = B.seat_inputs(s, seat)
                assert B.decide("easy", view, legal, cfg, 1).kind == "pass"
    for variant, n in (("massacre", 3), ("alliance", 4)):  # a rule for Dominion only: seat 0 is nobody's boss here
        found = quiet_answers(variant, n, range(1, 3))
        assert any(mind.active == 0 for _s, _seat, mind in found)
        assert not any(B.answers_boss(mind) for _s, _seat, mind in found)
        for s, seat, _mind in found:
            view, legal = B.seat_inputs(s, seat)
            assert B.decide("easy", view, legal, config(n, variant), 1).kind == "pass"


def test_easy_misreads_a_close_fight_but_not_a_clear_one(monkeypatch: pytest.MonkeyPatch) -> None:
    clear = fight(("sandal_titan", "space_admiral"), ("stand_in_double",))
    view, legal = B.seat_inputs(clear, 0)
    assert {B.decide("easy", view, legal, config(2), seed=k).kind for k in range(30)} == {"attack"}
    # 2200 ATT against 1300 DIF: 900 damage sacks nothing, so the greedy holds back; easy misreads the
    # totals by up to 30% each and sometimes sees a sacking (1000 or more) and attacks
    close = fight(("sandal_titan",), ("gondola_romeo", "stand_in_double"))
    view, legal = B.seat_inputs(close, 0)
    assert B.decide("greedy", view, legal, config(2), seed=1).kind == "no_attack"
    kinds = [B.decide("easy", view, legal, config(2), seed=k).kind for k in range(60)]
    assert 0 < kinds.count("attack") < 60
    monkeypatch.setattr(B, "EASY_MISREAD", 0.0)
    assert {B.decide("easy", view, legal, config(2), seed=k).kind for k in range(30)} == {"no_attack"}


def test_easy_sometimes_takes_the_second_best_play_when_it_is_close(monkeypatch: pytest.MonkeyPatch) -> None:
    s = blank()
    c = give(s, 0, "gondola_romeo")  # two characters of the same cost, one a little better than the other
    d = give(s, 0, "capricious_diva")
    s.millions[0] = 3
    view, legal = B.seat_inputs(E_fix(s), 0)
    mind = B.Mind(view, B.book_for(config(2)), B.options_of(config(2), "massacre"))
    (best_v, best), (second_v, second) = B.ranked(mind, legal)[:2]
    assert {best, second} == {Action("play", 0, card=c), Action("play", 0, card=d)}
    assert 0 < best_v - second_v < B.EASY_SLIP_GAP
    picks = [B.decide("easy", view, legal, config(2), seed=k) for k in range(200)]
    slips = picks.count(second) / len(picks)
    assert set(picks) == {best, second} and abs(slips - B.EASY_SLIP) < 0.1
    monkeypatch.setattr(B, "EASY_SLIP_GAP", (best_v - second_v) / 2)  # the pass is no longer close: no slip
    assert {B.decide("easy", view, legal, config(2), seed=k) for k in range(30)} == {best}


@pytest.mark.usefixtures("quick_normal")
def test_normal_plays_its_look_ahead_with_the_greedy_not_with_easys_slips(monkeypatch: pytest.MonkeyPatch) -> None:
    view, legal = next(
        (v, lg) for s in walk("massacre", 2, 5) for v, lg in [B.seat_inputs(s, seat_of(s))]
        if v["you"] == v["active"] and isinstance(B.plan(v, lg, config(2)), B.Plan)
    )
    before = B.decide("normal", view, legal, config(2), seed=4)
    calls: list[int] = []
    greedy = B.greedy

    def counted(*a: object, **k: object) -> Action:
        calls.append(1)
        return greedy(*a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(B, "greedy", counted)

    def no_slips(*_a: object, **_k: object) -> None:
        raise AssertionError("a slip of easy inside normal's look-ahead")

    for name in ("choose_easy", "misjudged_attack", "second_best"):
        monkeypatch.setattr(B, name, no_slips)
    assert B.decide("normal", view, legal, config(2), seed=4) == before
    assert calls  # the play-outs ran, with the greedy


def test_a_copy_of_the_best_play_is_no_slip() -> None:
    a, b, c = Action("play", 0, card=1), Action("play", 0, card=2), Action("pass", 0)
    assert B.second_best([(1.0, a), (1.0, b), (0.5, c)], 1.0) == c
    assert B.second_best([(1.0, a), (1.0, b), (-0.5, c)], 1.0) is None
    assert B.second_best([(1.0, a), (1.0, b)], 1.0) is None


def E_fix(s: CiakState) -> CiakState:  # noqa: N802 - mirrors the helpers' fix()
    s._legal = None
    return s


# ------------------------------------------------------------------------------ API


def test_decide_is_deterministic_and_the_seed_matters_for_random() -> None:
    s = new(2, seed=7)
    seat = seat_of(s)
    view, legal = B.seat_inputs(s, seat)
    cfg = config(2)
    for strength in STRENGTHS:
        assert B.decide(strength, view, legal, cfg, 5) == B.decide(strength, view, legal, cfg, 5)
    assert len({B.decide("random", view, legal, cfg, k) for k in range(30)}) > 1
    with pytest.raises(KeyError, match="known: random, easy, normal, greedy"):
        B.decide("expert", view, legal, cfg, 1)


def test_seat_inputs_give_the_seat_view_and_only_that_seats_actions() -> None:
    s = new(3, seed=2)
    seat = seat_of(s)
    view, legal = B.seat_inputs(s, seat)
    assert view == RULES.view(s, Viewer.of_seat(seat)) and view["you"] == seat
    assert legal and all(a.seat == seat for a in legal)
    other = (seat + 1) % 3
    assert B.seat_inputs(s, other)[1] == []


def test_random_bot_mirrors_random_play_choices() -> None:
    """Like RULES.random_action: passes about 30% at priority, attacks about 85% at the decision."""
    s = fight(("sandal_titan",), ("stand_in_double",))
    view, legal = B.seat_inputs(s, 0)
    rng = Rng(1)
    attacks = sum(B.choose("random", view, legal, config(2), rng).kind == "attack" for _ in range(400))
    assert 300 < attacks < 380
    s = blank()
    for d in ("stuntman_sergio", "clapper_kid"):
        give(s, 0, d)
    s.millions[0] = 2
    view, legal = B.seat_inputs(E_fix(s), 0)
    passes = sum(B.choose("random", view, legal, config(2), rng).kind == "pass" for _ in range(400))
    assert 80 < passes < 160


# ------------------------------------------------------------------------------ the look-ahead's sampling


@pytest.mark.parametrize("hit", [True, False])
def test_a_split_world_rolls_the_d20_it_was_asked_for(hit: bool) -> None:
    s = fight(("sandal_titan",), ("stand_in_double",))
    need = s.co[s.company[1]][0]
    assert 1 < need <= 20  # both outcomes possible
    before = s.rng.state
    for base in range(0, 10_000, 997):
        alt = B._with_d20(s, base, need, hit)
        _, events = RULES.apply(alt, Action("attack", 0, target=1))
        attack = next(e for e in events if e.kind == "attack")
        assert attack.data["ok"] is hit and attack.data["needs"] == need
    assert s.rng.state == before  # the position itself keeps its generator


def test_split_d20_scores_an_attack_by_the_chance_of_the_roll(monkeypatch: pytest.MonkeyPatch) -> None:
    s = fight(("sandal_titan", "space_admiral"), ("stand_in_double",))
    view, legal = B.seat_inputs(s, 0)
    p = B.plan(view, legal, config(2))
    assert isinstance(p, B.Plan) and {a.kind for a in p.cands} == {"attack", "no_attack"}
    scored: list[tuple[bool, float]] = []  # (the d20 hits, the score) of every attack played out
    real = B._score
    need = s.co[s.company[1]][0]

    def spy(root: CiakState, a: Action, *args: object) -> float:
        v = real(root, a, *args)  # type: ignore[arg-type]
        if a.kind == "attack":
            scored.append((Rng(state=root.rng.state).randint(1, 20) >= need, v))
        return v

    monkeypatch.setattr(B, "_score", spy)
    totals, counts = B.lookahead(p.rebuild, p.cands, p.policy, 0, p.horizon, Rng(3), budget=10**6, min_worlds=4,
                                 max_worlds=4, prune=-1.0, split_d20=True)
    attack = next(i for i, a in enumerate(p.cands) if a.kind == "attack")
    assert counts[attack] == 4 and [hit for hit, _ in scored] == [True, False] * 4  # a hit, a miss per world
    chance = (21 - need) / 20
    pairs = [(scored[k][1], scored[k + 1][1]) for k in range(0, 8, 2)]
    assert totals[attack] == pytest.approx(sum(chance * h + (1 - chance) * m for h, m in pairs))


def test_pruning_spends_the_worlds_on_the_contenders() -> None:
    s = blank()
    for d in ("gondola_romeo", "stand_in_double", "fx_explosion", "stunt_swap"):
        give(s, 0, d)
    s.millions[0] = 6
    view, legal = B.seat_inputs(E_fix(s), 0)
    p = B.plan(view, legal, config(2))
    assert isinstance(p, B.Plan) and len(p.cands) >= 3
    kept = B.lookahead(p.rebuild, p.cands, p.policy, 0, p.horizon, Rng(5), budget=10**6, min_worlds=2,
                       max_worlds=8, prune=0.0)[1]
    every = B.lookahead(p.rebuild, p.cands, p.policy, 0, p.horizon, Rng(5), budget=10**6, min_worlds=2,
                        max_worlds=8, prune=-1.0)[1]
    assert every == [8] * len(p.cands)
    assert min(kept) == 2 and sum(kept) < sum(every)  # the trailing candidates stop after the first worlds


# ------------------------------------------------------------------------------ the end-position model


def test_hand_features_count_the_ciak_cards_and_characters_of_each_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    s = blank()
    s.hands = [[], []]
    for d in ("stunt_swap", "fx_explosion", "gondola_romeo"):
        give(s, 0, d)
    give(s, 1, "gondola_romeo")
    book = B.book_for(config(2))
    assert B.hand_kinds(s, book) == [(2.0, 1.0), (0.0, 1.0)]
    table = RULES.view(s, Viewer.TABLE)
    with_hands = B.seat_features(table, B.hand_kinds(s, book))
    k = B.FEATURES.index("ciak_in_hand")
    assert [f[k : k + 2] for f in with_hands] == [[2.0, 1.0], [0.0, 1.0]]
    # without the hands (a bare view) the card set's shares of each hand's size stand in
    bare = B.seat_features(table)
    assert bare[0][k : k + 2] == pytest.approx([3 * B.CIAK_SHARE, 3 * B.CHARACTER_SHARE])
    kinds = [c.type for c in book.uid_card]
    assert pytest.approx(kinds.count("ciak") / len(kinds)) == B.CIAK_SHARE
    assert pytest.approx(kinds.count("character") / len(kinds)) == B.CHARACTER_SHARE
    assert len(B.EVAL_WEIGHTS) == len(B.FEATURES)
    # a weight on the Ciak cards in hand favours the seat holding two of them over the bare view's estimate
    monkeypatch.setattr(B, "EVAL_WEIGHTS", tuple(1.0 if i == k else 0.0 for i in range(len(B.FEATURES))))
    hands = B.hand_kinds(s, book)
    assert B.evaluate(table, 0, hands) > B.evaluate(table, 0) > B.evaluate(table, 1, hands)


def test_follow_greedy_pass_skips_the_look_ahead_when_the_greedy_passes_on_its_own_turn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = blank()
    put(s, 0, "gondola_romeo")
    give(s, 0, "stunt_swap")  # a DIF boost with no fight to win: the greedy passes
    view, legal = B.seat_inputs(E_fix(s), 0)
    mind = B.Mind(view, B.book_for(config(2)), B.options_of(config(2), "massacre"))
    assert B.greedy(mind, legal).kind == "pass" and len(legal) == 2
    monkeypatch.setattr(B, "FOLLOW_GREEDY_PASS", False)
    assert isinstance(B.plan(view, legal, config(2)), B.Plan)
    monkeypatch.setattr(B, "FOLLOW_GREEDY_PASS", True)
    chosen = B.plan(view, legal, config(2))
    assert isinstance(chosen, Action) and chosen.kind == "pass"


def test_the_attack_decision_can_be_judged_by_play_outs_to_the_end_with_its_own_budget(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = fight(("sandal_titan", "space_admiral"), ("stand_in_double",))
    view, legal = B.seat_inputs(s, 0)
    p = B.plan(view, legal, config(2))
    assert isinstance(p, B.Plan) and (p.horizon, p.budget, p.worlds) == (1, B.STEP_BUDGET, (B.MIN_WORLDS,
                                                                                            B.MAX_WORLDS))
    monkeypatch.setattr(B, "ATTACK_HORIZON", B.END_TURNS)
    monkeypatch.setattr(B, "ATTACK_BUDGET", 5000)
    monkeypatch.setattr(B, "ATTACK_WORLDS", (3, 0))
    p = B.plan(view, legal, config(2))
    assert isinstance(p, B.Plan) and (p.horizon, p.budget, p.worlds) == (B.END_TURNS, 5000, (3, B.MAX_WORLDS))
    ends: list[bool] = []
    real = B.evaluate

    def spy(v: B.View, me: int, hands: object = None) -> float:
        ends.append(bool(v.get("over")))
        return real(v, me, hands)  # type: ignore[arg-type]

    monkeypatch.setattr(B, "evaluate", spy)
    totals, counts = B.lookahead(p.rebuild, p.cands, p.policy, 0, p.horizon, Rng(4), budget=p.budget,
                                 min_worlds=3, max_worlds=3)
    assert counts == [3, 3] and len(ends) == 9 and all(ends)  # 3 worlds: a hit, a miss, no attack; all finished
    # an ordinary decision still stops at the next turn
    ends.clear()
    B.lookahead(p.rebuild, p.cands, p.policy, 0, 1, Rng(4), budget=10**6, min_worlds=3, max_worlds=3)
    assert ends and not any(ends)


def test_close_gap_follows_the_greedy_unless_its_top_two_are_close(monkeypatch: pytest.MonkeyPatch) -> None:
    s = blank()
    for d in ("gondola_romeo", "stand_in_double", "fx_explosion", "stunt_swap"):
        give(s, 0, d)
    s.millions[0] = 6
    view, legal = B.seat_inputs(E_fix(s), 0)
    cfg = config(2)
    mind = B.Mind(view, B.book_for(cfg), B.options_of(cfg, "massacre"))
    cands = B.candidates(mind, legal)
    values = {id(a): v for v, a in B.ranked(mind, legal)}
    gap = values[id(cands[0])] - values[id(cands[1])]
    assert gap > 0.01 and len(cands) >= 3
    assert isinstance(B.plan(view, legal, cfg), B.Plan)  # off: the look-ahead over every candidate
    monkeypatch.setattr(B, "CLOSE_GAP", gap - 0.01)
    chosen = B.plan(view, legal, cfg)
    assert chosen == B.greedy(mind, legal) == cands[0]  # not close: the greedy's choice, no look-ahead
    monkeypatch.setattr(B, "CLOSE_GAP", gap + 1e-9)
    p = B.plan(view, legal, cfg)
    assert isinstance(p, B.Plan) and p.cands == cands[:2]
    assert (p.horizon, p.worlds) == (B.END_TURNS, (B.CLOSE_WORLDS, B.CLOSE_WORLDS))
    monkeypatch.setattr(B, "CLOSE_WORLDS", 2)
    assert B.decide("normal", view, legal, cfg, 9) in cands[:2]
