"""Scenarios for the fixes of the cold review of Ciak! against its rulebook
(docs/reviews/ciak-rules-review.md; finding numbers in each test's docstring)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from gamesuite.content.ciak import validate_card_set
from gamesuite.i18n import rules_reference
from gamesuite.rules.ciak import RULES, CiakState
from gamesuite.rules.ciak import flow as E
from gamesuite.rules.core import Action, Event, IllegalAction
from gamesuite.rules.sim import play_one
from tests.rules.test_ciak_helpers import (
    CONTENT,
    act,
    blank,
    config,
    equip,
    fix,
    force_roll,
    give,
    pass_round,
    put,
    texts,
    to_phase,
)
from tests.rules.test_ciak_modes import finish_turn, knock_out


def custom_set(*extra: dict[str, Any]) -> dict[str, Any]:
    """The built-in set plus ``extra`` card designs, validated (texts regenerated)."""
    data = copy.deepcopy(CONTENT)
    data.pop("texts")
    data["cards"] += list(extra)
    return validate_card_set(data)


def _static_cast(amount: int) -> list[dict[str, Any]]:
    return [{"trigger": "static", "effects": [{"kind": "cast_limit", "to": "you", "amount": amount}]}]


# ---------------------------------------------------------------------------- finding 1


def test_cast_limit_dropping_by_six_forces_the_sacrifice() -> None:
    """Finding 1: two cards at -3 each bring the limit to 0; a 3-star cast must be sacrificed."""
    content = custom_set(
        {"id": "heavy_myth", "name": "Heavy Myth", "type": "myth", "att": 100, "dif": 100}
        | {"abilities": _static_cast(-3)},
        {"id": "petty_staff", "name": "Petty Staff", "type": "staff", "stars": 1, "abilities": _static_cast(-3)},
    )
    s = blank(content=content)
    titan = put(s, 0, "sandal_titan")
    myth, staff = give(s, 0, "heavy_myth"), give(s, 0, "petty_staff")
    s, _ = act(s, "play", 0, card=myth)
    s, _ = pass_round(s)
    assert E.cast_limit(s, 0) == 3 and E.decision(s) == ("priority", 0)  # 3 used of 3: fits
    s, _ = act(s, "play", 0, card=staff)
    s, _ = pass_round(s)
    assert E.cast_limit(s, 0) == 0 and E.cast_used(s, 0) == 3
    assert E.decision(s) == ("fit", 0)
    assert RULES.legal_actions(s) == [Action("sacrifice", 0, card=titan)]
    s, _ = act(s, "sacrifice", 0, card=titan)
    assert s.cast[0] == [] and titan in s.discard and RULES.check_invariants(s) == []


# ---------------------------------------------------------------------------- finding 2


def test_item_abilities_only_for_the_active_player() -> None:
    """Finding 2 (l.205): on another's turn only Ciak cards and staff/character abilities."""
    s = blank()
    put(s, 0, "stand_in_double")
    hero = put(s, 1, "stuntman_sergio")
    scarf = equip(s, hero, "lucky_scarf")
    s.tokens[hero] = 2
    s, _ = act(s, "pass", 0)  # Anna does nothing: Bruno holds priority on her turn
    sources = {a.get("source") for a in RULES.legal_actions(s) if a.kind == "ability"}
    assert sources == {f"card:{hero}"}  # the character's ability, not the scarf's
    s = finish_turn(s)
    assert s.active == 1
    mine = {a.get("source") for a in RULES.legal_actions(s) if a.kind == "ability"}
    assert f"card:{scarf}" in mine  # on his own turn the item works
    s, _ = act(s, "ability", 1, source=f"card:{scarf}", index=0)
    s, _ = pass_round(s)
    assert E.dif_of(s, hero) == 300 + 1500 and scarf in s.discard


# ---------------------------------------------------------------------------- finding 3


def _fight(s: CiakState) -> CiakState:
    s, _ = to_phase(s, 3)
    force_roll(s, 20)
    s, _ = act(s, "attack", 0, target=1)
    return s


@pytest.mark.parametrize("timing", ["main_phases", "any_time_own_turn"])
def test_event_timing_option(timing: str) -> None:
    """Finding 3: Premiere Night in the fight window and in answer to a rival's card."""
    s = blank(event_timing=timing)
    hero = put(s, 0, "stand_in_double")  # ATT 600
    put(s, 1, "extra_number_seven")  # DIF 500
    night, night2 = give(s, 0, "premiere_night"), give(s, 0, "premiere_night")
    reel = give(s, 1, "wrong_reel")
    s = _fight(s)
    s, _ = act(s, "pass", 0)
    s, _ = act(s, "play", 1, card=reel, target=f"card:{hero}")  # -700 ATT on the stack
    legal = RULES.legal_actions(s)
    assert (Action("play", 0, card=night) in legal) is (timing == "any_time_own_turn")
    if timing == "main_phases":
        with pytest.raises(IllegalAction, match="phases 2 and 4"):
            act(s, "play", 0, card=night)
        s, _ = pass_round(s)  # Wrong Reel resolves
        assert Action("play", 0, card=night2) not in RULES.legal_actions(s)  # empty stack, phase 3
        s, _ = pass_round(s)
        assert s.combat["outcome"] == "lynching" and s.combat["att"] == 0
        return
    s, _ = act(s, "play", 0, card=night)  # in answer: +400 ATT resolves first
    s, _ = pass_round(s)
    s, _ = pass_round(s)  # Wrong Reel
    s, _ = act(s, "play", 0, card=night2)  # and again on an empty stack in the fight window
    s, _ = pass_round(s)
    s, ev = pass_round(s)
    assert (s.combat["att"], s.combat["dif"]) == (600 + 400 - 700 + 400, 500)
    assert s.combat["outcome"] == "damage" and s.co["new_lines"][1] == 200


def test_events_are_never_played_on_a_rivals_turn_with_any_timing() -> None:
    s = blank(event_timing="any_time_own_turn")
    hit = give(s, 1, "box_office_hit")
    s, _ = act(s, "pass", 0)
    assert E.decision(s) == ("priority", 1)
    assert not any(a.get("card") == hit for a in RULES.legal_actions(s))


# ---------------------------------------------------------------------------- finding 4


@pytest.mark.parametrize("phase", [2, 4])
def test_rival_window_only_if_idle(phase: int) -> None:
    """Finding 4 (l.143, default): the active player acted, so their pass ends the phase."""
    s = blank()
    hero = put(s, 0, "stand_in_double")
    close = give(s, 0, "dramatic_close_up")
    boom, cut = give(s, 1, "fx_explosion"), give(s, 1, "cut_take_two")
    if phase == 4:
        s, _ = to_phase(s, 3)
        s, _ = act(s, "no_attack", 0)
    assert s.phase == phase and E.decision(s) == ("priority", 0)
    s, _ = act(s, "play", 0, card=close, target=f"card:{hero}")
    legal = RULES.legal_actions(s)  # Bruno may still answer the card on the stack
    assert Action("play", 1, card=boom, target="seat:0") in legal
    assert Action("play", 1, card=cut, target=f"stack:{s.stack[-1]['id']}") in legal
    s, _ = act(s, "pass", 1)
    assert s.boosts[hero] == [800, 0] and E.decision(s) == ("priority", 0)
    turn = s.turn
    s, _ = act(s, "pass", 0)
    if phase == 2:
        assert s.phase == 3 and E.decision(s) == ("attack", 0)  # no window for Bruno
    else:
        assert s.turn == turn + 1 and s.active == 1  # phase 4 and the turn ended


def test_rival_window_when_the_active_player_is_idle_or_always() -> None:
    """Finding 4: idle active player -> the others play at the end of the phase (both options);
    with ``always`` they do even after the active player acted."""
    s = blank()
    boom = give(s, 1, "fx_explosion")
    s, _ = act(s, "pass", 0)
    assert E.decision(s) == ("priority", 1) and s.phase == 2
    s, _ = act(s, "play", 1, card=boom, target="seat:0")  # not a response: the stack was empty
    s, _ = pass_round(s)
    assert s.co["century_fox_14"][1] == 600 and s.phase == 2
    s = blank(rival_window="always")
    hero = put(s, 0, "stand_in_double")
    close = give(s, 0, "dramatic_close_up")
    boom = give(s, 1, "fx_explosion")
    s, _ = act(s, "play", 0, card=close, target=f"card:{hero}")
    s, _ = act(s, "pass", 1)
    s, _ = act(s, "pass", 0)
    assert s.phase == 2 and E.decision(s) == ("priority", 1)
    assert Action("play", 1, card=boom, target="seat:0") in RULES.legal_actions(s)
    s, _ = act(s, "pass", 1)
    assert s.phase == 3


# ---------------------------------------------------------------------------- findings 5, 13, 9, 17, 15


def test_declining_to_attack_ends_phase_three_at_once() -> None:
    """Finding 5: no window in phase 3 without an attack; phase 4 starts with the active player."""
    s = blank()
    put(s, 0, "stand_in_double")
    boom = give(s, 1, "fx_explosion")
    s, _ = to_phase(s, 3)
    s, ev = act(s, "no_attack", 0)
    assert s.phase == 4 and E.decision(s) == ("priority", 0)
    assert [e.data["phase"] for e in ev if e.kind == "phase"] == [4]
    s, _ = act(s, "pass", 0)  # Anna idle in phase 4: Bruno may still play before the turn ends
    assert Action("play", 1, card=boom, target="seat:0") in RULES.legal_actions(s)


def test_turning_a_staff_member_is_instant_even_in_phase_three_with_a_stack() -> None:
    """Finding 13: the rotation does not use the stack and nobody answers it."""
    s = blank()
    kid = put(s, 0, "clapper_kid")  # 1-star, dice
    boom_op = put(s, 0, "coffee_runner")  # 1-star staff
    put(s, 1, "stand_in_double")
    reel = give(s, 1, "wrong_reel")
    s = _fight(s)
    s, _ = act(s, "pass", 0)
    s, _ = act(s, "play", 1, card=reel, target=f"card:{kid}")
    assert Action("token", 0, staff=boom_op, card=kid) in RULES.legal_actions(s)
    depth = len(s.stack)
    s, ev = act(s, "token", 0, staff=boom_op, card=kid)
    assert s.tokens[kid] == 1 and len(s.stack) == depth and E.decision(s) == ("priority", 0)
    assert [e.kind for e in ev] == ["token"]


def test_an_item_is_discarded_when_its_character_returns_to_hand() -> None:
    """Finding 9 (stated in the reference)."""
    s = blank()
    foe = put(s, 1, "agent_double_zero")
    scarf = equip(s, foe, "lucky_scarf")
    E.leave_to_hand(s, foe, [])
    assert foe in s.hands[1] and scarf in s.discard and foe not in s.items
    assert "its item still goes to the discard pile" in rules_reference("ciak")


def test_a_lynching_on_the_stack_cannot_be_cancelled() -> None:
    """Finding 17: Cut! Take Two! cannot target the lynching; it can target the card causing it."""
    s = blank()
    put(s, 1, "stand_in_double")
    put(s, 0, "clapper_kid")
    baron = give(s, 0, "monocle_villain")
    cut = give(s, 1, "cut_take_two")
    s.millions[0] = 4
    s, _ = act(s, "play", 0, card=baron, target="seat:1")
    assert Action("play", 1, card=cut, target=f"stack:{s.stack[-1]['id']}") in RULES.legal_actions(s)
    s, _ = act(s, "pass", 1)  # Baron resolves: the lynching goes on the stack
    assert s.stack[-1]["kind"] == "lynch"
    s, _ = act(s, "pass", 0)
    assert E.decision(s) == ("priority", 1)
    assert not any(a.get("card") == cut for a in RULES.legal_actions(s))
    assert "it cannot be cancelled" in rules_reference("ciak")


def test_the_reference_states_when_the_top_of_the_stack_resolves() -> None:
    """Finding 15: after a resolution the next item needs every player's pass, its owner's too."""
    s = blank()
    hero = put(s, 0, "stand_in_double")
    close = give(s, 0, "dramatic_close_up")
    reel = give(s, 1, "wrong_reel")
    s, _ = act(s, "play", 0, card=close, target=f"card:{hero}")
    s, _ = act(s, "play", 1, card=reel, target=f"card:{hero}")
    s, _ = act(s, "pass", 0)  # Wrong Reel resolves (Bruno need not pass)
    assert len(s.stack) == 1 and E.decision(s) == ("priority", 0)
    s, _ = act(s, "pass", 0)
    assert len(s.stack) == 1 and E.decision(s) == ("priority", 1)  # Anna's own card waits for Bruno
    s, _ = act(s, "pass", 1)
    assert not s.stack and s.boosts[hero] == [100, 0]
    assert "every player has passed in turn since the last" in rules_reference("ciak")


# ---------------------------------------------------------------------------- finding 6


def _order(s: CiakState, turns: int) -> list[int]:
    out = [s.active]
    for _ in range(turns):
        s = finish_turn(s)
        out.append(s.active)
    return out


@pytest.mark.parametrize(
    ("option", "order"),
    [("alternate", [0, 3, 2, 3, 0, 3, 2]), ("seats", [0, 2, 3, 0, 2, 3, 0])],
)
def test_alliance_order_after_a_defeat(option: str, order: list[int]) -> None:
    """Finding 6 (l.165): seats 0+2 against 1+3; seat 1 is out."""
    s = blank(4, "alliance", alliance_order=option)
    knock_out(s, 1, by=0)
    assert s.alive == [True, False, True, True] and s.active == 0
    assert _order(s, 6) == order


@pytest.mark.parametrize("option", ["alternate", "seats"])
def test_alliance_order_with_everybody_in(option: str) -> None:
    s = blank(4, "alliance", alliance_order=option)
    assert _order(s, 5) == [0, 1, 2, 3, 0, 1]


def test_alliance_order_when_a_player_falls_mid_game() -> None:
    s = blank(4, "alliance")
    s = finish_turn(s)  # 0 -> 1
    s = finish_turn(s)  # 1 -> 2
    knock_out(s, 3, by=2)  # 3 is out during 2's turn
    assert _order(s, 4) == [2, 1, 0, 1, 2]


# ---------------------------------------------------------------------------- finding 7


def test_staff_token_abilities_obey_the_star_level() -> None:
    """Finding 7 (l.101): Boom Mic Operator (1 star), Stunt Coordinator (2 stars)."""
    s = blank()
    sergio = put(s, 0, "stuntman_sergio")  # 1 star, dice
    robot = put(s, 0, "cardboard_robot")  # 2 stars, dice
    put(s, 0, "sandal_titan")  # 3 stars, dice
    boom_op = give(s, 0, "boom_operator")
    coord = put(s, 0, "stunt_coordinator")
    s.millions[0] = 1
    fix(s)
    legal = RULES.legal_actions(s)
    assert {a.get("target") for a in legal if a.get("card") == boom_op} == {f"card:{sergio}"}
    assert {a.get("target") for a in legal if a.get("source") == f"card:{coord}"} == {f"card:{robot}"}
    s, _ = act(s, "play", 0, card=boom_op, target=f"card:{sergio}")
    s, _ = pass_round(s)
    assert s.tokens == {sergio: 1}
    assert "same star level as this staff member" in CONTENT["texts"]["boom_operator"]


# ---------------------------------------------------------------------------- finding 8


@pytest.mark.parametrize(("option", "sackings"), [("capped", 2), ("every_thousand", 3)])
def test_overkill_sackings(option: str, sackings: int) -> None:
    """Finding 8: 3200 damage on a company with 2 points left."""
    s = blank(3, dominion=2, overkill_sackings=option)
    put(s, 0, "sandal_titan")  # ATT 2200
    put(s, 0, "spaghetti_gunslinger")  # ATT 1500 -> 3700
    put(s, 1, "extra_number_seven")  # DIF 500
    s = _fight(s)
    s, ev = pass_round(s)
    assert (s.combat["att"], s.combat["dif"]) == (3700, 500)
    assert not s.alive[1] and s.co["new_lines"] == [0, 0, 0]
    assert len(s.hands[0]) == sackings and s.millions[0] == sackings
    assert f"a sacking of {sackings}" in texts(ev)


def test_every_thousand_changes_nothing_while_points_remain() -> None:
    s = blank(overkill_sackings="every_thousand")
    ev: list[Event] = []
    E.damage(s, 1, 2400, 0, ev)
    assert s.co["new_lines"][:2] == [6, 400] and len(s.hands[0]) == 2 and s.millions[0] == 2


# ---------------------------------------------------------------------------- findings 10 and 11


def _lost_attack(content: dict[str, Any] | None = None) -> tuple[CiakState, int, int]:
    """Anna attacks with Stand-in Double (600/500) into Scream Queen Velma (900/1200): Bruno lynches."""
    s = blank(content=content)
    hero = put(s, 0, "stand_in_double")
    put(s, 1, "scream_queen")
    dodge = give(s, 0, "slow_motion_dodge")
    s = _fight(s)
    s, _ = pass_round(s)
    assert s.combat["outcome"] == "lynching" and s.stack[-1]["kind"] == "lynch"
    assert E.decision(s) == ("priority", 0) and s.phase == 3
    return s, hero, dodge


def test_phase_four_follows_a_resolved_lynching_at_once() -> None:
    """Finding 10 (l.223): no extra round of passes in phase 3 after the lynching."""
    s, hero, _dodge = _lost_attack()
    s, ev = pass_round(s)  # the lynching resolves: 900 against 500
    assert hero in s.discard and "it dies" in texts(ev)
    assert s.phase == 4 and E.decision(s) == ("priority", 0) and not s.stack


def test_slow_motion_dodge_saves_a_character_from_the_lynching() -> None:
    """Finding 11 (l.137): boosts may be played for the character suffering the lynching."""
    s, hero, dodge = _lost_attack()
    assert Action("play", 0, card=dodge) in RULES.legal_actions(s)
    s, _ = act(s, "play", 0, card=dodge)
    s, _ = pass_round(s)  # +500 DIF
    s, ev = pass_round(s)  # the lynching: 900 against 1000
    assert hero in s.cast[0] and "900 damage against 1000 DIF" in texts(ev) and s.phase == 4


def test_the_in_combat_condition_still_closes_at_the_tally() -> None:
    data = copy.deepcopy(CONTENT)
    data.pop("texts")
    dodge_card = next(c for c in data["cards"] if c["id"] == "slow_motion_dodge")
    dodge_card["abilities"][0]["condition"] = {"kind": "in_combat"}
    s, _hero, dodge = _lost_attack(validate_card_set(data))
    assert not any(a.get("card") == dodge for a in RULES.legal_actions(s))


def test_slow_motion_dodge_against_a_card_lynching_outside_combat() -> None:
    s = blank()
    victim = put(s, 1, "stand_in_double")  # DIF 500
    put(s, 0, "clapper_kid")
    baron = give(s, 0, "monocle_villain")  # lynches on play: 1800 ATT
    dodge = give(s, 1, "slow_motion_dodge")
    s.millions[0] = 4
    assert not any(a.get("card") == dodge for a in RULES.legal_actions(s))
    s, _ = act(s, "play", 0, card=baron, target="seat:1")
    assert not any(a.get("card") == dodge for a in RULES.legal_actions(s))  # no lynching yet
    s, _ = act(s, "pass", 1)
    s, _ = act(s, "pass", 0)
    assert Action("play", 1, card=dodge) in RULES.legal_actions(s)
    s, _ = act(s, "play", 1, card=dodge)
    s, _ = pass_round(s)
    s, ev = pass_round(s)
    assert victim in s.discard and "1800 damage against 1000 DIF" in texts(ev)


# ---------------------------------------------------------------------------- finding 12


def test_a_card_sacrificing_itself_is_not_its_own_target() -> None:
    """Finding 12: Makeup Wizard Zelda targets any character but itself."""
    s = blank()
    wizard = put(s, 0, "makeup_wizard")
    mine = put(s, 0, "stand_in_double")
    theirs = put(s, 1, "clapper_kid")
    targets = {a.get("target") for a in RULES.legal_actions(s) if a.get("source") == f"card:{wizard}"}
    assert targets == {f"card:{mine}", f"card:{theirs}"}
    s2 = blank()
    alone = put(s2, 0, "makeup_wizard")
    assert not any(a.get("source") == f"card:{alone}" for a in RULES.legal_actions(s2))


# ---------------------------------------------------------------------------- finding 16


@pytest.mark.parametrize(("option", "millions", "cards"), [("no_start_million", 1, 2), ("ability", 2, 2)])
def test_a_conquered_company_and_its_start_of_turn_million(option: str, millions: int, cards: int) -> None:
    """Finding 16 (l.159): the conqueror never gets the million at the start of the turn; by
    default not even a conquered Wall Disny's (its ability *is* that million), while a conquered
    Colombia Pictures still draws."""
    opts = {} if option == "no_start_million" else {"controlled_company": option}
    s = blank(4, companies=("century_fox_14", "wall_disny", "colombia_pictures", "new_lines"), **opts)
    knock_out(s, 1, by=0)
    knock_out(s, 2, by=0)
    s.millions[0] = 0
    s = finish_turn(finish_turn(s))  # seat 3, then seat 0 again
    assert s.active == 0 and s.phase == 2
    assert s.millions[0] == millions  # +1 of the turn (+1 from Wall Disny only with "ability")
    assert len(s.hands[0]) == 6 + 1 + 1  # refilled to 6, phase-1 draw, Colombia's draw


# ---------------------------------------------------------------------------- the other choices in play

ALTERNATIVES = {
    "event_timing": "any_time_own_turn",
    "rival_window": "always",
    "overkill_sackings": "every_thousand",
    "controlled_company": "ability",
}


@pytest.mark.parametrize(
    ("variant", "n", "extra"),
    [("massacre", 3, {}), ("alliance", 4, {"alliance_order": "seats"}), ("alliance", 4, {})],
)
def test_a_random_game_with_the_non_default_choices_keeps_every_check(
    variant: str, n: int, extra: dict[str, str]
) -> None:
    actions, problems = play_one(RULES, config(n, variant, **ALTERNATIVES, **extra), seed=3)
    assert problems == [] and actions > 50
