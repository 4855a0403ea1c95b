"""Every effect of the Ciak! vocabulary, every cost, trigger and condition, played from real cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from gamesuite.content.ciak import EFFECT_KINDS
from gamesuite.rules.ciak import RULES, CiakState
from gamesuite.rules.ciak import flow as E
from gamesuite.rules.core import Action, Event
from tests.rules.test_ciak_helpers import (
    act,
    blank,
    equip,
    force_roll,
    give,
    pass_round,
    put,
    texts,
    to_phase,
)

TESTED_EFFECTS: set[str] = set()
F = TypeVar("F", bound=Callable[..., Any])


def covers(kind: str) -> Callable[[F], F]:
    TESTED_EFFECTS.add(kind)

    def deco(fn: F) -> F:
        return fn

    return deco


def play_and_resolve(s: CiakState, seat: int, card: int, target: str | None = None) -> tuple[CiakState, list[Event]]:
    args = {"card": card} if target is None else {"card": card, "target": target}
    s, ev = act(s, "play", seat, **args)
    s, ev2 = pass_round(s)
    return s, ev + ev2


# ---------------------------------------------------------------------------- effects


@covers("boost")
def test_boost_until_end_of_turn_and_lasting_auras() -> None:
    s = blank(companies=("dreamwar", "new_lines"))
    hero = put(s, 0, "stand_in_double")  # 600 / 500, Dreamwar: +200 ATT
    lady = put(s, 0, "leading_lady")  # your characters +200 DIF
    foe = put(s, 1, "stand_in_double")
    assert (E.att_of(s, hero), E.dif_of(s, hero)) == (800, 700)
    mumbler = put(s, 1, "method_mumbler")  # rival characters -100 ATT
    assert E.att_of(s, hero) == 700 and E.att_of(s, foe) == 600 and E.att_of(s, lady) == 2000
    del mumbler
    close = give(s, 0, "dramatic_close_up")
    s, ev = play_and_resolve(s, 0, close, f"card:{foe}")  # "a character of your choice": a rival's too
    assert E.att_of(s, foe) == 1400 and "+800 ATT until end of turn" in texts(ev)


@covers("draw")
def test_draw() -> None:
    s = blank()
    call = give(s, 0, "casting_call")
    s, _ = play_and_resolve(s, 0, call)
    assert len(s.hands[0]) == 2 and call in s.discard


@covers("millions")
def test_millions_respect_the_cap() -> None:
    s = blank()
    hit1, hit2 = give(s, 0, "box_office_hit"), give(s, 0, "box_office_hit")
    s.millions[0] = 3
    s, _ = play_and_resolve(s, 0, hit1)
    assert s.millions[0] == 5
    s.millions[0] = 9
    s._legal = None
    s, _ = play_and_resolve(s, 0, hit2)
    assert s.millions[0] == 10


@covers("damage")
def test_damage_to_a_rival_company() -> None:
    s = blank()
    boom = give(s, 0, "fx_explosion")
    assert {a.get("target") for a in RULES.legal_actions(s) if a.get("card") == boom} == {"seat:1"}
    s, ev = play_and_resolve(s, 0, boom, "seat:1")
    assert s.co["new_lines"][:2] == [8, 600] and "600 damage (600 residual)" in texts(ev)


@covers("lynch")
def test_lynching_by_a_card() -> None:
    s = blank()
    victim = put(s, 1, "stand_in_double")  # DIF 500
    put(s, 0, "clapper_kid")  # ATT 400
    baron = give(s, 0, "monocle_villain")  # 1400 ATT, lynches on play
    s.millions[0] = 4
    s, _ = act(s, "play", 0, card=baron, target="seat:1")
    s, _ = act(s, "pass", 1)  # Baron Monocle resolves: the lynching goes on the stack
    assert s.stack and s.stack[-1]["kind"] == "lynch" and E.decision(s) == ("priority", 0)
    s, ev = pass_round(s)
    assert victim in s.discard and "1800 damage against 500 DIF" in texts(ev)


@covers("destroy")
def test_destroy() -> None:
    s = blank()
    cook = put(s, 0, "karate_cook")
    foe = put(s, 1, "leading_lady")
    s.tokens[cook] = 3
    s._legal = None
    assert not any(a.kind == "ability" for a in RULES.legal_actions(s))  # needs 4 tokens
    s.tokens[cook] = 4
    s._legal = None
    s, _ = act(s, "ability", 0, source=f"card:{cook}", index=0, target=f"card:{foe}")
    assert cook not in s.tokens
    s, ev = pass_round(s)
    assert foe in s.discard and "is destroyed" in texts(ev)


@covers("sacrifice")
def test_each_rival_sacrifices_a_character_of_their_choice() -> None:
    s = blank(3)
    a, b = put(s, 1, "stand_in_double"), put(s, 1, "clapper_kid")
    c = put(s, 2, "extra_number_seven")
    strike = give(s, 0, "strike_on_set")
    s, _ = act(s, "play", 0, card=strike)
    s, _ = act(s, "pass", 1)
    s, _ = act(s, "pass", 2)
    assert E.decision(s) == ("sacrifice", 1)
    assert {x.get("card") for x in RULES.legal_actions(s)} == {a, b}
    s, _ = act(s, "sacrifice", 1, card=b)
    assert E.decision(s) == ("sacrifice", 2)
    s, ev = act(s, "sacrifice", 2, card=c)
    assert b in s.discard and c in s.discard and a in s.cast[1]
    # Extra Number Seven's death ability (draw 1) went on the stack
    assert s.stack and s.stack[-1]["kind"] == "trigger"


@covers("bounce")
def test_return_to_hand_discards_the_item_and_the_card_becomes_known() -> None:
    s = blank()
    foe = put(s, 1, "stand_in_double")
    pad = equip(s, foe, "padded_costume")
    s.tokens[foe] = 0
    recast = give(s, 0, "recast_the_role")
    s, ev = play_and_resolve(s, 0, recast, f"card:{foe}")
    assert foe in s.hands[1] and pad in s.discard and foe in s.known
    assert "Stand-in Double" not in RULES.private_strings(s)  # everybody saw it go back


@covers("add_tokens")
def test_add_tokens_with_a_staff_ability() -> None:
    s = blank()
    coord = put(s, 0, "stunt_coordinator")
    robot = put(s, 0, "cardboard_robot")
    s.millions[0] = 1
    s._legal = None
    s, _ = act(s, "ability", 0, source=f"card:{coord}", index=0, target=f"card:{robot}")
    assert coord in s.rotated and s.millions[0] == 0
    s, _ = pass_round(s)
    assert s.tokens[robot] == 2


@covers("remove_tokens")
def test_remove_tokens() -> None:
    s = blank()
    foe = put(s, 1, "gondola_romeo")
    s.tokens[foe] = 3
    critic = give(s, 0, "undercover_critic")
    s.millions[0] = 2
    s, _ = play_and_resolve(s, 0, critic, f"card:{foe}")
    assert s.tokens[foe] == 1 and E.dif_of(s, foe) == 500


@covers("discard")
def test_discard_at_random_reveals_the_cards() -> None:
    s = blank()
    for d in ("stand_in_double", "clapper_kid", "fx_explosion"):
        give(s, 1, d)
    tabloid = give(s, 0, "tabloid_scandal")
    s, ev = play_and_resolve(s, 0, tabloid, "seat:1")
    assert len(s.hands[1]) == 1 and len(s.discard) == 3
    shown = [e for e in ev if e.kind == "discard"]
    assert len(shown) == 2 and all(e.reveals for e in shown)


@covers("cancel")
def test_cancel_an_ability() -> None:
    s = blank()
    vis = put(s, 0, "visionary_director")
    cut = give(s, 1, "cut_take_two")
    s, _ = act(s, "ability", 0, source=f"card:{vis}", index=0, target="seat:1")
    sid = s.stack[-1]["id"]
    s, _ = act(s, "play", 1, card=cut, target=f"stack:{sid}")
    s, ev = act(s, "pass", 0)
    assert not s.stack and s.co["new_lines"][1] == 0 and vis in s.rotated
    assert "cancels the ability of Visionary Director" in texts(ev)


@covers("heal")
def test_heal_only_when_dominion_is_low() -> None:
    s = blank()
    claim = give(s, 0, "insurance_claim")
    s.co["century_fox_14"][1] = 700
    s._legal = None
    assert Action("play", 0, card=claim) not in RULES.legal_actions(s)  # 8 points: too many
    s.co["century_fox_14"][0] = 5
    s._legal = None
    s, _ = play_and_resolve(s, 0, claim)
    assert s.co["century_fox_14"][:2] == [5, 0] and len(s.hands[0]) == 1


@covers("drain")
def test_drain_millions_from_each_rival() -> None:
    s = blank(3)
    s.millions = [0, 2, 0]
    cuts = give(s, 0, "budget_cuts")
    s, _ = act(s, "play", 0, card=cuts)
    s, _ = act(s, "pass", 1)
    s, _ = act(s, "pass", 2)
    assert s.millions == [0, 1, 0]


@covers("cast_limit")
def test_cast_limit_from_cards_and_companies() -> None:
    s = blank(companies=("paramountain_pictures", "new_lines"))
    assert E.cast_limit(s, 0) == 7 and E.cast_limit(s, 1) == 6
    put(s, 0, "union_rep")
    put(s, 0, "silent_ghost")
    assert E.cast_limit(s, 0) == 9
    s = blank(3, "dominion")
    assert E.cast_limit(s, 0) == 7  # the foreign companies: +1


def test_every_effect_kind_has_a_test_here() -> None:
    assert set(EFFECT_KINDS) == TESTED_EFFECTS


# ---------------------------------------------------------------------------- costs


def test_token_cost() -> None:
    s = blank()
    sergio = put(s, 0, "stuntman_sergio")
    s.tokens[sergio] = 1
    s._legal = None
    assert not any(a.kind == "ability" for a in RULES.legal_actions(s))
    s.tokens[sergio] = 3
    s._legal = None
    s, _ = act(s, "ability", 0, source=f"card:{sergio}", index=0)
    assert s.tokens[sergio] == 1
    s, _ = pass_round(s)
    assert E.att_of(s, sergio) == 1300


def test_million_and_rotate_costs() -> None:
    s = blank()
    greta = put(s, 0, "script_supervisor")
    assert not any(a.kind == "ability" for a in RULES.legal_actions(s))  # no million
    s.millions[0] = 2
    s._legal = None
    s, _ = act(s, "ability", 0, source=f"card:{greta}", index=0)
    s, _ = pass_round(s)
    assert len(s.hands[0]) == 1 and s.millions[0] == 1 and greta in s.rotated
    assert not any(a.kind == "ability" for a in RULES.legal_actions(s))  # rotated already


def test_sacrifice_self_cost_of_a_myth() -> None:
    s = blank()
    reel = put(s, 0, "lost_reel")
    s, _ = act(s, "ability", 0, source=f"card:{reel}", index=0, target="seat:1")
    assert reel in s.discard and s.myth[0] == -1
    s, _ = pass_round(s)
    assert s.co["new_lines"][:2] == [7, 0] and len(s.hands[0]) == 1  # 1000 damage: a sacking


def test_sacrifice_another_character_cost() -> None:
    s = blank()
    cowboy = put(s, 0, "undying_cowboy")
    extra = put(s, 0, "extra_number_seven")
    acts = [a for a in RULES.legal_actions(s) if a.kind == "ability"]
    assert [a.get("sac") for a in acts] == [extra]  # never itself
    s, _ = act(s, "ability", 0, source=f"card:{cowboy}", index=0, sac=extra)
    assert extra in s.discard
    s, _ = pass_round(s)  # Extra Number Seven's death draw resolves first
    s, _ = pass_round(s)
    assert E.att_of(s, cowboy) == 2300 + 1500 and len(s.hands[0]) == 1


def test_item_abilities_discard_itself_and_once_per_turn() -> None:
    s = blank()
    hero = put(s, 0, "stand_in_double")
    scarf = equip(s, hero, "lucky_scarf")
    assert E.dif_of(s, hero) == 700
    s, _ = act(s, "ability", 0, source=f"card:{scarf}", index=0)
    assert scarf in s.discard and hero not in s.items
    s, _ = pass_round(s)
    assert E.dif_of(s, hero) == 2000
    s2 = blank()
    hero2 = put(s2, 0, "stand_in_double")
    mega = equip(s2, hero2, "director_megaphone")
    s2.millions[0] = 3
    s2._legal = None
    s2, _ = act(s2, "ability", 0, source=f"card:{mega}", index=0)
    s2, _ = pass_round(s2)
    assert E.att_of(s2, hero2) == 1400
    assert not any(a.get("source") == f"card:{mega}" for a in RULES.legal_actions(s2))  # once per turn


def test_company_ability_once_per_turn_and_only_on_your_turn() -> None:
    s = blank()
    hero = put(s, 0, "stand_in_double")
    put(s, 1, "stand_in_double")
    s.millions = [3, 3]
    s._legal = None
    s, _ = act(s, "ability", 0, source="co:century_fox_14", index=0, target=f"card:{hero}")
    assert s.millions[0] == 2
    assert not any(a.kind == "ability" and a.seat == 1 for a in RULES.legal_actions(s))
    s, _ = pass_round(s)
    assert E.att_of(s, hero) == 1100
    assert not any(a.kind == "ability" for a in RULES.legal_actions(s))


# ---------------------------------------------------------------------------- triggers and conditions


def test_on_death_trigger_with_a_target_asks_its_owner() -> None:
    s = blank(3)
    queen = put(s, 1, "scream_queen")
    E.die(s, queen, [], "destroyed")
    assert E.decision(s) == ("trigger", 1)
    s._legal = None
    assert {a.get("target") for a in RULES.legal_actions(s)} == {"seat:0", "seat:2"}
    s, _ = act(s, "choose", 1, target="seat:2")
    s, ev = pass_round(s)
    assert s.co["duckas_film"][1] == 400


def test_in_combat_condition() -> None:
    s = blank()
    put(s, 0, "stand_in_double")
    put(s, 1, "stand_in_double")
    dodge = give(s, 1, "slow_motion_dodge")
    s, _ = act(s, "pass", 0)
    assert not any(a.get("card") == dodge for a in RULES.legal_actions(s))
    s, _ = act(s, "pass", 1)
    force_roll(s, 20)
    s, _ = act(s, "attack", 0, target=1)
    s, _ = act(s, "pass", 0)
    assert Action("play", 1, card=dodge) in RULES.legal_actions(s)


def test_rivals_turn_and_your_turn_conditions() -> None:
    s = blank()
    line0, line1 = give(s, 0, "improvised_line"), give(s, 1, "improvised_line")
    brawl0, brawl1 = give(s, 0, "off_script_brawl"), give(s, 1, "off_script_brawl")
    put(s, 0, "stand_in_double")
    put(s, 1, "stand_in_double")
    legal = RULES.legal_actions(s)
    assert not any(a.get("card") == line0 for a in legal)
    assert any(a.get("card") == brawl0 for a in legal)
    s, _ = act(s, "pass", 0)
    legal = RULES.legal_actions(s)
    assert Action("play", 1, card=line1) in legal
    assert not any(a.get("card") == brawl1 for a in legal)


def test_start_of_turn_company_ability() -> None:
    s = blank(companies=("century_fox_14", "colombia_pictures"))
    s, _ = to_phase(s, 4)
    s, _ = act(s, "pass", 0)
    s, _ = act(s, "pass", 1)
    # Bruno's turn: draw 1 (phase 1) + 1 (Colombia Pictures)
    assert s.active == 1 and len(s.hands[1]) == 2


@pytest.mark.parametrize("design", ["eternal_kiss", "nervous_screenwriter", "rocket_jetpack"])
def test_on_play_draw(design: str) -> None:
    s = blank()
    hero = put(s, 0, "stand_in_double")
    card = give(s, 0, design)
    s.millions[0] = 5
    target = f"card:{hero}" if design == "rocket_jetpack" else None
    s, _ = play_and_resolve(s, 0, card, target)
    assert len(s.hands[0]) == 1
