"""Ciak! game modes: Massacre, Alliance, Dominion; conquered companies; the deck running out."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from gamesuite.content import default_content
from gamesuite.content.ciak import CardSetError, validate_card_set
from gamesuite.i18n import rules_reference
from gamesuite.rules.ciak import RULES, SPEC, CiakState
from gamesuite.rules.ciak import flow as E
from gamesuite.rules.ciak.catalog import for_players, unpack
from gamesuite.rules.core import Action, Event
from tests.rules.test_ciak_helpers import act, blank, give, new, put, texts

BOSS = "malvagie_compagnie_straniere"


def knock_out(s: CiakState, seat: int, by: int) -> list[Event]:
    ev: list[Event] = []
    s.co[s.company[seat]][0] = 1
    E.damage(s, seat, 1000, by, ev)
    E.settle(s, ev)
    s._legal = None
    return ev


def finish_turn(s: CiakState) -> CiakState:
    turn = s.turn
    for _ in range(80):
        if s.turn != turn or s.over:
            return s
        kind, seat = E.decision(s)
        if kind == "priority":
            s, _ = act(s, "pass", seat)
        elif kind == "attack":
            s, _ = act(s, "no_attack", seat)
        elif kind == "discard":
            s, _ = act(s, "discard", seat, card=s.hands[seat][0])
        else:
            raise AssertionError(kind)
    raise AssertionError("turn did not end")


# ---------------------------------------------------------------------------- Massacre


def test_massacre_the_eliminator_takes_control_and_the_last_player_wins() -> None:
    s = blank(3)
    put(s, 1, "stand_in_double")
    give(s, 1, "fx_explosion")
    ev = knock_out(s, 1, by=0)
    assert s.alive == [True, False, True] and not s.over
    assert s.co["new_lines"] == [0, 0, 0]  # controlled by seat 0, no dominion left
    assert s.hands[1] == [] and s.cast[1] == [] and "Anna takes control" in texts(ev)
    table = RULES.view(s, RULES.waiting_for(s)[0])
    assert [c["id"] for c in table["players"][0]["controlled"]] == ["new_lines"]
    assert RULES.check_invariants(s) == []
    knock_out(s, 2, by=0)
    assert s.over and RULES.result(s).winners == (0,)
    assert RULES.legal_actions(s) == [] and RULES.waiting_for(s) == []
    assert RULES.scores(s) == {0: 8.0, 1: 0.0, 2: 0.0}


def test_massacre_conquered_companies_pass_on_with_their_conqueror() -> None:
    s = blank(4)
    knock_out(s, 1, by=2)
    knock_out(s, 2, by=0)
    assert s.co["new_lines"][2] == 0 and s.co["duckas_film"][2] == 0


@pytest.mark.parametrize(
    ("option", "millions", "usable"),
    [("ability", 2, True), ("activated_only", 1, True), ("nothing", 1, False)],
)
def test_what_a_conquered_company_does(option: str, millions: int, usable: bool) -> None:
    s = blank(3, companies=("century_fox_14", "wall_disny", "new_lines"), controlled_company=option)
    knock_out(s, 1, by=0)
    s.millions[0] = 0
    s = finish_turn(s)  # seat 2's turn
    s = finish_turn(s)  # seat 0 again: +1 million, and Wall Disny's +1 only with "ability"
    assert s.active == 0 and s.millions[0] == millions
    put(s, 0, "stand_in_double")
    s.millions[0] = 1
    s._legal = None
    assert any(a.get("source") == "co:new_lines" for a in RULES.legal_actions(s)) is False
    s2 = blank(3, companies=("century_fox_14", "new_lines", "duckas_film"), controlled_company=option)
    hero = put(s2, 0, "stand_in_double")
    knock_out(s2, 1, by=0)
    s2.millions[0] = 1
    s2._legal = None
    got = Action("ability", 0, source="co:new_lines", index=0, target=f"card:{hero}") in RULES.legal_actions(s2)
    assert got is usable


def test_active_player_knocked_out_on_their_own_turn() -> None:
    s = blank(3)
    boom = give(s, 1, "fx_explosion")
    hero = put(s, 0, "stand_in_double")
    close = give(s, 0, "dramatic_close_up")
    s.co["century_fox_14"][:2] = [1, 500]
    s, _ = act(s, "play", 0, card=close, target=f"card:{hero}")
    s, ev = act(s, "play", 1, card=boom, target="seat:0")
    s, _ = act(s, "pass", 2)
    s, ev = act(s, "pass", 0)  # the Mishap resolves: 1100 damage, Anna is out
    assert not s.alive[0] and s.active == 1 and s.turn == 2 and not s.stack
    assert close in s.discard and RULES.check_invariants(s) == []
    assert "Anna is out" in texts(ev)


# ---------------------------------------------------------------------------- Alliance


def test_alliance_crossed_seating_targets_and_the_ally_takes_over() -> None:
    s = new(4, "alliance", seed=2)
    assert s.team == [0, 1, 0, 1]
    s = blank(4, "alliance")
    put(s, 0, "stand_in_double")
    assert E._attack_targets(s) == [1, 3]
    s = finish_turn(s)
    assert s.active == 1  # turns alternate between the alliances
    s = blank(4, "alliance")
    knock_out(s, 1, by=0)
    assert s.co["new_lines"][2] == 3 and not s.over  # the ally controls it
    knock_out(s, 3, by=2)
    assert s.over and s.winners == [0, 2]
    assert "Anna and Carla conquer Lollywood" in s.end_text


def test_alliance_cards_cannot_target_the_ally() -> None:
    s = blank(4, "alliance")
    boom = give(s, 0, "fx_explosion")
    assert {a.get("target") for a in RULES.legal_actions(s) if a.get("card") == boom} == {"seat:1", "seat:3"}


# ---------------------------------------------------------------------------- Dominion


@pytest.mark.parametrize(("n", "points"), [(3, 8), (4, 16)])
def test_dominion_setup_the_boss_starts_alone(n: int, points: int) -> None:
    s = new(n, "dominion", seed=4)
    assert s.company[0] == BOSS and s.active == 0 and s.turn == 1
    assert s.team == [0] + [1] * (n - 1)
    # the boss's dominion points depend on the player count (by_players in companies.json; docs/ciak-bots.md)
    assert s.co[BOSS][0] == points and BOSS not in s.company[1:]


def _with_boss(**fields: Any) -> dict[str, Any]:
    content = copy.deepcopy(default_content("ciak"))
    boss = next(c for c in content["companies"] if c.get("boss"))
    boss.update(fields)
    return content


@pytest.mark.parametrize("n", [3, 4])
def test_dominion_setup_applies_the_boss_values_of_the_player_count(n: int) -> None:
    content = _with_boss(dominion=12, by_players={"3": {"dominion": 5}, "4": {"dominion": 20}})
    s = new(n, "dominion", seed=4, content=content)
    assert s.co[BOSS][0] == {3: 5, 4: 20}[n]
    # the game's card set is the one in play: the value replaced, the by_players block gone (so the table's
    # printed pips and a restored state agree with the setup)
    played = next(c for c in unpack(s.config.content)["companies"] if c["id"] == BOSS)
    assert played["dominion"] == {3: 5, 4: 20}[n] and "by_players" not in played
    assert RULES.check_invariants(s) == []
    # an unlisted player count plays the printed values
    only3 = new(4, "dominion", seed=4, content=_with_boss(dominion=12, by_players={"3": {"dominion": 5}}))
    assert only3.co[BOSS][0] == 12


def test_for_players_is_idempotent_and_leaves_its_input_alone() -> None:
    content = _with_boss(by_players={"3": {"dominion": 5}})
    once = for_players(content, 3)
    assert for_players(once, 3) == once and for_players(once, 4) == once
    assert next(c for c in content["companies"] if c.get("boss"))["by_players"] == {"3": {"dominion": 5}}


@pytest.mark.parametrize(("by_players", "field"), [
    ({"5": {"dominion": 5}}, "by_players"),  # no 5-player game
    ({"3": {"dominion": 0}}, "dominion"),  # below the schema's range
    ({"3": {"dominion": 31}}, "dominion"),
    ({"3": {"dominion": 8, "cast": 2}}, "cast"),  # only the listed values can change
    ({"3": {"dominion": "8"}}, "dominion"),  # strict types
])
def test_the_schema_refuses_a_bad_by_players_block(by_players: dict[str, Any], field: str) -> None:
    with pytest.raises(CardSetError) as info:
        validate_card_set(_with_boss(by_players=by_players))
    msg = str(info.value)
    assert "company 'malvagie_compagnie_straniere', field by_players" in msg and field in msg


def test_the_builtin_boss_keeps_its_by_players_block_through_validation() -> None:
    boss = next(c for c in validate_card_set(default_content("ciak"))["companies"] if c.get("boss"))
    assert boss["by_players"] == {"3": {"dominion": 8}} and boss["dominion"] == 16


def test_dominion_only_the_boss_can_be_attacked_by_the_coalition() -> None:
    s = blank(4, "dominion")
    put(s, 0, "stand_in_double")
    assert E._attack_targets(s) == [1, 2, 3]
    s.active = 2
    put(s, 2, "stand_in_double")
    assert E._attack_targets(s) == [0]
    boom = give(s, 2, "fx_explosion")
    s.priority = 2
    s._legal = None
    assert {a.get("target") for a in RULES.legal_actions(s) if a.get("card") == boom} == {"seat:0"}


def test_dominion_boss_conquers_and_the_coalition_wins_together() -> None:
    s = blank(3, "dominion")
    knock_out(s, 1, by=0)
    assert s.co[s.company[1]][2] == 0 and not s.over
    knock_out(s, 0, by=2)
    assert s.over and s.winners == [1, 2]
    s = blank(3, "dominion")
    knock_out(s, 1, by=0)
    knock_out(s, 2, by=0)
    assert s.over and s.winners == [0]


# ---------------------------------------------------------------------------- the deck runs out


def empty_deck(s: CiakState, keep: int = 0) -> None:
    while len(s.deck) > keep:
        s.discard.append(s.deck.pop())
    s._legal = None


def test_deck_runs_out_most_dominion_wins() -> None:
    s = blank(3)
    s.co["new_lines"][0] = 3
    s.co["duckas_film"][0] = 9
    give(s, 0, "stand_in_double")
    empty_deck(s)
    s = finish_turn(s)
    assert s.over and s.winners == [2] and "deck has run out" in s.end_text


def test_deck_runs_out_with_a_tie() -> None:
    s = blank(2)
    s.co["new_lines"][0] = 8
    empty_deck(s)
    s = finish_turn(s)
    assert s.over and s.winners == [] and "sad tie" in s.end_text
    assert RULES.result(s).winners == ()


def test_deck_runs_out_alliances_add_their_points() -> None:
    s = blank(4, "alliance")
    for cid, v in zip(("century_fox_14", "new_lines", "duckas_film", "wagner_bros"), (3, 5, 4, 1), strict=True):
        s.co[cid][0] = v
    empty_deck(s)
    s = finish_turn(s)
    assert s.over and s.winners == [0, 2]  # 3 + 4 = 7 against 5 + 1 = 6


@pytest.mark.parametrize(("option", "winners"), [("coalition", [1, 2, 3]), ("best_single", [0])])
def test_dominion_deck_out_options(option: str, winners: list[int]) -> None:
    s = blank(4, "dominion", dominion_deck_out=option)
    s.co[BOSS][0] = 10
    for cid in s.company[1:]:
        s.co[cid][0] = 4
    empty_deck(s)
    s = finish_turn(s)
    assert s.over and s.winners == winners


@pytest.mark.parametrize(("option", "over"), [("last_card", True), ("failed_draw", False)])
def test_deck_out_on_the_last_card_option(option: str, over: bool) -> None:
    s = blank(2, deck_out_trigger=option)
    casting = give(s, 0, "casting_call")
    empty_deck(s, keep=2)
    s, _ = act(s, "play", 0, card=casting)
    s, _ = act(s, "pass", 1)  # draws the last two cards
    assert not s.deck and len(s.hands[0]) == 2 and s.over is over


def test_six_cards_from_a_short_deck_ends_the_game() -> None:
    s = blank(2)
    give(s, 0, "stand_in_double")
    give(s, 0, "stand_in_double")
    empty_deck(s, keep=3)
    s = finish_turn(s)  # needs 4, only 3 left: the deck has run out
    assert len(s.hands[0]) == 5 and s.over and s.active == 0


def test_six_cards_from_a_short_deck_last_round_option() -> None:
    s = blank(3, short_refill="last_round")
    give(s, 0, "stand_in_double")
    empty_deck(s, keep=2)
    s = finish_turn(s)  # Anna keeps 3 cards; Bruno and Carla each get one last turn
    assert len(s.hands[0]) == 3 and not s.over and s.active == 1 and len(s.hands[1]) == 0
    s = finish_turn(s)
    assert not s.over and s.active == 2
    s = finish_turn(s)
    assert s.over and "deck has run out" in s.end_text
    assert RULES.check_invariants(s) == []


def test_every_mode_and_option_is_documented() -> None:
    ref = rules_reference("ciak")
    for opt in SPEC.options:
        assert f"`{opt.id}`" in ref and f"`{opt.default}`" in ref
    for word in ("Massacre", "Alliance", "Dominion", "Deck runs out"):
        assert word in ref
