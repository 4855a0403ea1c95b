"""Ciak! scenarios with numbers: combat and sackings, millions, cast, myths, staff, tokens,
turn structure, priority and the stack."""

from __future__ import annotations

import pytest

from gamesuite.rules.ciak import RULES, CiakState
from gamesuite.rules.ciak import flow as E
from gamesuite.rules.core import Action, Event, IllegalAction
from tests.rules.test_ciak_helpers import (
    act,
    blank,
    force_roll,
    give,
    new,
    pass_round,
    put,
    texts,
    to_phase,
)


def end_turn(s: CiakState, limit: int = 80) -> tuple[CiakState, list[Event]]:
    """Play passes / no attacks / discards until the next turn starts."""
    turn = s.turn
    events: list[Event] = []
    for _ in range(limit):
        if s.turn != turn or s.over:
            return s, events
        kind, seat = E.decision(s)
        if kind == "priority":
            s, ev = act(s, "pass", seat)
        elif kind == "attack":
            s, ev = act(s, "no_attack", seat)
        elif kind == "discard":
            s, ev = act(s, "discard", seat, card=s.hands[seat][0])
        else:
            raise AssertionError(kind)
        events += ev
    raise AssertionError("turn did not end")


# ---------------------------------------------------------------------------- start of game


def test_new_game_deals_six_and_the_first_player_has_drawn_and_earned() -> None:
    s = new(3, seed=5)
    first = s.active
    assert s.turn == 1 and s.phase == 2 and E.decision(s) == ("priority", first)
    for p in range(3):
        assert len(s.hands[p]) == (7 if p == first else 6)
        assert s.millions[p] == (1 if p == first else 0)
    assert len(s.deck) == 140 - 19
    assert len(set(s.company)) == 3 and "malvagie_compagnie_straniere" not in s.company
    # the d20 roll-off: the first player rolled the highest number of the last round
    last = s.rolls[-1]
    assert max(r for _, r in last) == dict((seat, r) for seat, r in last)[first]
    assert RULES.check_invariants(s) == []


def _tied_seed(n: int, ties: str) -> int:
    for seed in range(500):
        s = new(n, seed=seed, rolloff_ties=ties)
        if len(s.rolls) > 1 or sum(1 for _, r in s.rolls[0] if r == max(x for _, x in s.rolls[0])) > 1:
            return seed
    raise AssertionError("no tie found")


def test_rolloff_ties_reroll_only_the_tied_players() -> None:
    s = new(4, seed=_tied_seed(4, "reroll_tied"), rolloff_ties="reroll_tied")
    first, second = s.rolls[0], s.rolls[1]
    best = max(r for _, r in first)
    assert sorted(seat for seat, _ in second) == sorted(seat for seat, r in first if r == best)


def test_rolloff_ties_reroll_everybody() -> None:
    s = new(4, seed=_tied_seed(4, "reroll_all"), rolloff_ties="reroll_all")
    assert len(s.rolls) > 1 and all(len(r) == 4 for r in s.rolls)


def test_rolloff_ties_lowest_seat_starts() -> None:
    s = new(4, seed=_tied_seed(4, "lowest_seat"), rolloff_ties="lowest_seat")
    assert len(s.rolls) == 1
    best = max(r for _, r in s.rolls[0])
    assert s.active == min(seat for seat, r in s.rolls[0] if r == best)


def test_starting_millions_option() -> None:
    s = new(2, seed=3, starting_millions=4)
    assert s.millions[s.active] == 5 and s.millions[1 - s.active] == 4


# ---------------------------------------------------------------------------- combat


def test_rulebook_attack_2600_against_1200_is_a_sacking_of_one() -> None:
    s = blank()
    put(s, 0, "sandal_titan")  # ATT 2200
    put(s, 0, "clapper_kid")  # ATT 400
    put(s, 1, "scream_queen")  # DIF 1200
    s, _ = to_phase(s, 3)
    assert E.decision(s) == ("attack", 0)
    assert Action("attack", 0, target=1) in RULES.legal_actions(s)
    dominion = s.co["new_lines"][0]
    force_roll(s, dominion)  # equal to the remaining points is enough
    s, ev = act(s, "attack", 0, target=1)
    assert s.combat["stage"] == "fight" and "goes ahead" in texts(ev)
    s, ev = pass_round(s)
    assert (s.combat["att"], s.combat["dif"]) == (2600, 1200)
    assert s.co["new_lines"] == [dominion - 1, 400, 1]  # 1400 damage: 1 sacking, 400 left
    assert len(s.hands[0]) == 1 and s.millions[0] == 1  # the attacker draws 1 and adds 1 million
    assert s.phase == 4 and "a sacking of 1" in texts(ev)


def test_failed_d20_roll_ends_phase_three() -> None:
    s = blank()
    put(s, 0, "sandal_titan")
    put(s, 1, "scream_queen")
    s, _ = to_phase(s, 3)
    force_roll(s, s.co["new_lines"][0] - 1)
    s, ev = act(s, "attack", 0, target=1)
    assert s.phase == 4 and s.combat["stage"] == "failed" and s.co["new_lines"][1] == 0
    assert "the attack fails" in texts(ev)


def test_rulebook_residual_damage_2400_then_1500() -> None:
    s = blank()
    ev: list[Event] = []
    E.damage(s, 1, 2400, 0, ev)
    assert s.co["new_lines"][:2] == [6, 400]  # a sacking of 2, 400 residual
    assert len(s.hands[0]) == 2 and s.millions[0] == 2
    E.damage(s, 1, 1500, 0, ev)  # 1500 + 400 = 1900: one more sacking, 900 residual
    assert s.co["new_lines"][:2] == [5, 900]
    s._legal = None
    s, _ = end_turn(s)
    assert s.co["new_lines"][:2] == [5, 0]  # residual below 1000 cleared at the end of the turn


def test_equal_attack_and_defence_do_nothing() -> None:
    s = blank()
    put(s, 0, "stand_in_double")  # 600 ATT
    extra = put(s, 1, "extra_number_seven")
    s.boosts[extra] = [0, 100]  # DIF 500 + 100 = 600
    s, _ = to_phase(s, 3)
    force_roll(s, 20)
    s, _ = act(s, "attack", 0, target=1)
    s, ev = pass_round(s)
    assert s.combat["outcome"] == "tie" and s.co["new_lines"][:2] == [8, 0] and len(s.cast[0]) == 1


def test_defence_wins_and_the_defender_lynches_with_total_att() -> None:
    s = blank()
    a1 = put(s, 0, "stuntman_sergio")  # 700 / 300
    a2 = put(s, 0, "clapper_kid")  # 400 / 400  -> attack 1100
    put(s, 1, "leading_lady")  # 1900 / 2000 (+200 DIF aura) -> defence 2200, total ATT 1900
    s, _ = to_phase(s, 3)
    force_roll(s, 20)
    s, _ = act(s, "attack", 0, target=1)
    s, _ = pass_round(s)
    assert s.combat["outcome"] == "lynching"
    assert E.decision(s) == ("lynch", 1)  # the lyncher chooses
    assert {a.get("target") for a in RULES.legal_actions(s)} == {f"card:{a1}", f"card:{a2}"}
    s, _ = act(s, "choose", 1, target=f"card:{a2}")
    assert s.stack[-1]["kind"] == "lynch"
    s, ev = pass_round(s)
    assert a2 in s.discard and a1 in s.cast[0]
    assert "1900 damage against 400 DIF" in texts(ev)


def test_lynching_can_be_survived_with_a_boost() -> None:
    s = blank()
    a1 = put(s, 0, "cardboard_robot")  # 1000 / 1000
    put(s, 1, "scream_queen")  # 900 / 1200 -> defence 1200 beats attack 1000; lynch with 900
    stunt = give(s, 0, "stunt_swap")
    s, _ = to_phase(s, 3)
    force_roll(s, 20)
    s, _ = act(s, "attack", 0, target=1)
    s, _ = pass_round(s)
    assert s.stack[-1]["kind"] == "lynch"  # one candidate: chosen automatically
    assert E.decision(s) == ("priority", 0)
    s, _ = act(s, "play", 0, card=stunt, target=f"card:{a1}")  # +1000 DIF in response
    s, _ = pass_round(s)  # the Ciak card resolves
    s, ev = pass_round(s)  # the lynching resolves: 900 against 2000
    assert a1 in s.cast[0] and "it survives" in texts(ev)


@pytest.mark.parametrize(
    ("option", "expect_dead"),
    [("total_att", False), ("margin", False), ("kill", True)],
)
def test_lynch_damage_options(option: str, expect_dead: bool) -> None:
    s = blank(lynch_damage=option)
    a1 = put(s, 0, "stand_in_double")  # 600 / 500
    put(s, 1, "makeup_wizard")  # 300 / 700: defence 700 beats 600 by 100; total ATT 300
    s, _ = to_phase(s, 3)
    force_roll(s, 20)
    s, _ = act(s, "attack", 0, target=1)
    s, _ = pass_round(s)
    s, ev = pass_round(s)
    assert (a1 in s.discard) is expect_dead
    if option == "margin":
        assert "100 damage against 500 DIF" in texts(ev)
    if option == "total_att":
        assert "300 damage against 500 DIF" in texts(ev)


def test_lynch_target_victim_and_strongest_options() -> None:
    for option, chooser in (("victim", 0), ("lyncher", 1)):
        s = blank(lynch_target=option)
        put(s, 0, "stand_in_double")
        put(s, 0, "clapper_kid")
        put(s, 1, "leading_lady")
        s, _ = to_phase(s, 3)
        force_roll(s, 20)
        s, _ = act(s, "attack", 0, target=1)
        s, _ = pass_round(s)
        assert E.decision(s) == ("lynch", chooser)
    s = blank(lynch_target="strongest")
    weak = put(s, 0, "clapper_kid")
    strong = put(s, 0, "stand_in_double")
    put(s, 1, "leading_lady")
    s, _ = to_phase(s, 3)
    force_roll(s, 20)
    s, _ = act(s, "attack", 0, target=1)
    s, _ = pass_round(s)
    assert s.stack[-1]["target"] == f"card:{strong}" and weak in s.cast[0]


# ---------------------------------------------------------------------------- millions


def test_million_cap_at_start_of_turn() -> None:
    s = blank()
    s.millions = [10, 9]
    s, _ = end_turn(s)  # seat 1's turn starts: 9 -> 10
    assert s.active == 1 and s.millions[1] == 10
    s, _ = end_turn(s)  # seat 0 already holds 10: no million added
    assert s.active == 0 and s.millions[0] == 10


@pytest.mark.parametrize(("cap", "expected"), [(True, 10), (False, 11)])
def test_sacking_million_and_the_cap_option(cap: bool, expected: int) -> None:
    s = blank(sacking_cap=cap)
    s.millions[0] = 10
    E.damage(s, 1, 1000, 0, [])
    assert s.millions[0] == expected
    assert RULES.check_invariants(s) == []


# ---------------------------------------------------------------------------- cast, myths, staff, items


def test_cast_overflow_owner_sacrifices_to_fit() -> None:
    s = blank()
    c1, c2, c3 = put(s, 0, "gondola_romeo"), put(s, 0, "scream_queen"), put(s, 0, "cardboard_robot")
    new_char = give(s, 0, "stand_in_double")
    s.millions[0] = 1
    s, _ = act(s, "play", 0, card=new_char)
    assert s.millions[0] == 0 and s.stack and E.decision(s) == ("priority", 1)
    s, _ = act(s, "pass", 1)
    assert E.decision(s) == ("fit", 0)
    assert {a.get("card") for a in RULES.legal_actions(s)} == {c1, c2, c3, new_char}
    assert RULES.waiting_for(s)[0].seat == 0
    s, ev = act(s, "sacrifice", 0, card=c2)
    assert E.cast_used(s, 0) == 5 and c2 in s.discard and E.decision(s) == ("priority", 0)
    assert "sacrificed" in texts(ev)


def test_cast_limit_raised_by_a_staff_member_avoids_the_overflow() -> None:
    s = blank()
    put(s, 0, "union_rep")
    for d in ("gondola_romeo", "scream_queen", "cardboard_robot"):
        put(s, 0, d)
    c = give(s, 0, "stand_in_double")
    s.millions[0] = 1
    s, _ = act(s, "play", 0, card=c)
    s, _ = act(s, "pass", 1)
    assert E.cast_limit(s, 0) == 7 and E.cast_used(s, 0) == 7 and E.decision(s) == ("priority", 0)


def test_myth_is_free_uses_no_space_and_replaces_the_old_one() -> None:
    s = blank()
    ghost = put(s, 0, "silent_ghost")
    assert E.cast_limit(s, 0) == 7
    for d in ("gondola_romeo", "scream_queen", "cardboard_robot"):
        put(s, 0, d)
    kiss = give(s, 0, "eternal_kiss")
    s, _ = act(s, "play", 0, card=kiss)  # no cost
    s, ev = act(s, "pass", 1)
    assert s.myth[0] == kiss and ghost in s.discard
    assert E.cast_limit(s, 0) == 6 and E.cast_used(s, 0) == 6  # the myth used no space
    assert len(s.hands[0]) == 1  # the Eternal Screen Kiss drew a card
    assert "sacrificed for the new myth" in texts(ev)


def test_staff_one_per_level_rotation_tokens_and_replacement() -> None:
    s = blank()
    runner = put(s, 0, "coffee_runner")  # 1 star
    director = put(s, 0, "casting_director")  # 2 stars
    sergio = put(s, 0, "stuntman_sergio")  # 1 star, dice
    robot = put(s, 0, "cardboard_robot")  # 2 stars, dice
    legal = RULES.legal_actions(s)
    assert Action("token", 0, staff=runner, card=sergio) in legal
    assert Action("token", 0, staff=runner, card=robot) not in legal  # star levels must match
    s, _ = act(s, "token", 0, staff=runner, card=sergio)
    assert s.tokens[sergio] == 1 and runner in s.rotated
    assert not any(a.kind == "token" and a.get("staff") == runner for a in RULES.legal_actions(s))
    # a new 1-star staff member replaces the rotated one and can be used at once
    greta = give(s, 0, "script_supervisor")
    s, _ = act(s, "play", 0, card=greta)
    s, _ = act(s, "pass", 1)
    assert s.staff[0] == [greta, director, -1] and runner in s.discard and runner not in s.rotated
    assert Action("token", 0, staff=greta, card=sergio) in RULES.legal_actions(s)
    # rotated staff stand up again at the start of the owner's next turn
    s, _ = act(s, "token", 0, staff=greta, card=sergio)
    s, _ = end_turn(s)
    assert greta in s.rotated  # still rotated during the rival's turn
    s, _ = end_turn(s)
    assert s.active == 0 and greta not in s.rotated


def test_staff_token_only_on_the_owners_turn() -> None:
    s = blank()
    put(s, 1, "coffee_runner")
    put(s, 1, "stuntman_sergio")
    s, _ = act(s, "pass", 0)
    assert E.decision(s) == ("priority", 1)
    assert not any(a.kind == "token" for a in RULES.legal_actions(s))


def test_tokens_never_exceed_six() -> None:
    s = blank()
    runner = put(s, 0, "coffee_runner")
    sergio = put(s, 0, "stuntman_sergio")
    s.tokens[sergio] = 5
    s, _ = act(s, "token", 0, staff=runner, card=sergio)
    assert s.tokens[sergio] == 6
    s.rotated.remove(runner)
    s._legal = None
    assert not any(a.kind == "token" for a in RULES.legal_actions(s))
    with pytest.raises(IllegalAction):
        act(s, "token", 0, staff=runner, card=sergio)
    boom = give(s, 0, "boom_operator")  # "add 1 token" on play: capped at 6
    s, _ = act(s, "play", 0, card=boom, target=f"card:{sergio}")
    s, _ = act(s, "pass", 1)
    assert s.tokens[sergio] == 6 and RULES.check_invariants(s) == []


def test_items_are_paid_one_per_character_and_leave_with_it() -> None:
    s = blank()
    hero = put(s, 0, "stand_in_double")
    rev, pad = give(s, 0, "prop_revolver"), give(s, 0, "padded_costume")
    s.millions[0] = 1
    s, _ = act(s, "play", 0, card=rev, target=f"card:{hero}")
    s, _ = act(s, "pass", 1)
    assert s.items == {hero: rev} and s.millions[0] == 0 and E.att_of(s, hero) == 1100
    s.millions[0] = 5
    s._legal = None
    assert not any(a.kind == "play" and a.get("card") == pad for a in RULES.legal_actions(s))  # one each
    s, _ = end_turn(s)
    assert E.att_of(s, hero) == 1100  # item bonuses are not boosts: they stay
    E.die(s, hero, [], "destroyed")
    assert rev in s.discard and hero in s.discard and s.items == {}


# ---------------------------------------------------------------------------- turn structure


def test_end_of_turn_discards_down_to_exactly_six() -> None:
    s = blank()
    for d in ["stand_in_double"] * 3 + ["extra_number_seven"] * 4 + ["clapper_kid"] * 2:
        give(s, 0, d)
    s, _ = to_phase(s, 4)
    s, _ = act(s, "pass", 0)
    s, _ = act(s, "pass", 1)
    assert E.decision(s) == ("discard", 0)
    for _ in range(3):
        s, ev = act(s, "discard", 0, card=s.hands[0][0])
    assert len(s.hands[0]) == 6 and s.active == 1


def test_end_of_turn_draws_up_to_six_and_boosts_end() -> None:
    s = blank()
    hero = put(s, 0, "stand_in_double")
    s.boosts[hero] = [800, 0]
    give(s, 0, "stand_in_double")
    s, _ = end_turn(s)
    assert len(s.hands[0]) == 6 and s.boosts == {} and E.att_of(s, hero) == 600


def test_nothing_is_played_in_phase_one_and_start_of_turn_effects_are_free() -> None:
    s = blank()
    put(s, 1, "studio_accountant")  # at the start of your turn: +1 million
    put(s, 1, "golden_statuette")  # myth: +1 million
    s, ev = end_turn(s)
    assert s.active == 1 and s.phase == 2 and s.millions[1] == 3 and len(s.hands[1]) == 1
    assert "Phase 2" in texts(ev) and not any(e.kind == "phase" and e.data.get("phase") == 1 for e in ev)


def test_event_refused_on_a_rivals_turn_but_ciak_allowed() -> None:
    s = blank()
    hit = give(s, 1, "box_office_hit")
    close = give(s, 1, "dramatic_close_up")
    hero = put(s, 1, "stand_in_double")
    s, _ = act(s, "pass", 0)  # the active player does nothing: priority goes to the rival
    assert E.decision(s) == ("priority", 1) and s.phase == 2
    legal = RULES.legal_actions(s)
    assert Action("play", 1, card=hit) not in legal
    assert Action("play", 1, card=close, target=f"card:{hero}") in legal
    with pytest.raises(IllegalAction, match="only be played on your own turn"):
        act(s, "play", 1, card=hit)
    s, _ = act(s, "play", 1, card=close, target=f"card:{hero}")
    s, _ = act(s, "pass", 0)
    assert s.boosts[hero] == [800, 0] and E.decision(s) == ("priority", 0) and s.phase == 2
    s, _ = act(s, "pass", 0)
    s, _ = act(s, "pass", 1)
    assert s.phase == 3 or E.decision(s)[0] == "attack" or s.phase == 4


def test_waiting_for_names_the_priority_holder() -> None:
    s = blank()
    assert [v.seat for v in RULES.waiting_for(s)] == [0]
    s, _ = act(s, "pass", 0)
    assert [v.seat for v in RULES.waiting_for(s)] == [1]
    with pytest.raises(IllegalAction, match="Waiting for player 2"):  # a Msg: the reader sees the name
        act(s, "pass", 0)


# ---------------------------------------------------------------------------- stack


def test_last_played_resolves_first() -> None:
    s = blank()
    hero = put(s, 0, "stand_in_double")
    close = give(s, 0, "dramatic_close_up")
    reel = give(s, 1, "wrong_reel")
    s, _ = act(s, "play", 0, card=close, target=f"card:{hero}")
    s, _ = act(s, "play", 1, card=reel, target=f"card:{hero}")
    assert [s.cat.uid_design[it["card"]].id for it in s.stack] == ["dramatic_close_up", "wrong_reel"]
    s, ev = pass_round(s)  # seat 0 passes: Wrong Reel resolves first
    s, ev2 = pass_round(s)
    order = [str(e.text) for e in ev + ev2 if e.kind == "resolve"]
    assert order[0].startswith("Wrong Reel!") and order[1].startswith("Dramatic Close-Up")
    assert s.boosts[hero] == [100, 0] and not s.stack
    assert close in s.discard and reel in s.discard


def test_cancel_a_card_on_the_stack() -> None:
    s = blank()
    boom = give(s, 0, "fx_explosion")
    cut = give(s, 1, "cut_take_two")
    s, _ = act(s, "play", 0, card=boom, target="seat:1")
    sid = s.stack[-1]["id"]
    assert Action("play", 1, card=cut, target=f"stack:{sid}") in RULES.legal_actions(s)
    s, _ = act(s, "play", 1, card=cut, target=f"stack:{sid}")
    s, ev = act(s, "pass", 0)
    assert not s.stack and boom in s.discard and cut in s.discard
    assert s.co["new_lines"][1] == 0 and "cancels the Pyrotechnic Mishap" in texts(ev)


def test_a_card_whose_target_is_gone_fizzles_and_is_discarded() -> None:
    s = blank()
    wizard = put(s, 1, "makeup_wizard")
    other = put(s, 1, "stand_in_double")
    reel = give(s, 0, "wrong_reel")
    s, _ = act(s, "play", 0, card=reel, target=f"card:{wizard}")
    # the wizard answers by sacrificing itself (its ability's cost)
    s, _ = act(s, "ability", 1, source=f"card:{wizard}", index=0, target=f"card:{other}")
    assert wizard in s.discard
    s, ev = pass_round(s)  # the wizard's boost resolves
    s, ev2 = pass_round(s)  # Wrong Reel has lost its target
    assert s.boosts == {other: [0, 1000]} and reel in s.discard
    assert "has no target any more" in texts(ev2)


def test_stack_is_empty_when_a_phase_ends() -> None:
    s = blank()
    hero = put(s, 0, "stand_in_double")
    close = give(s, 0, "dramatic_close_up")
    s, _ = act(s, "play", 0, card=close, target=f"card:{hero}")
    s, _ = act(s, "pass", 1)
    assert not s.stack and s.phase == 2  # resolved, priority back to the active player
    s, _ = act(s, "pass", 0)  # Anna acted in this phase: her pass ends it (rival_window)
    assert s.phase == 3 and not s.stack and E.decision(s) == ("attack", 0)


def test_only_ciak_and_abilities_answer_the_stack() -> None:
    s = blank()
    hero = put(s, 0, "stand_in_double")
    close, other = give(s, 0, "dramatic_close_up"), give(s, 0, "stand_in_double")
    reel = give(s, 1, "wrong_reel")
    s.millions[0] = 3
    s, _ = act(s, "play", 0, card=close, target=f"card:{hero}")
    s, _ = act(s, "play", 1, card=reel, target=f"card:{hero}")
    with pytest.raises(IllegalAction, match="Only Ciak cards and abilities"):
        act(s, "play", 0, card=other)


def test_equip_fizzles_when_the_character_is_gone() -> None:
    s = blank()
    hero = put(s, 0, "stand_in_double")
    rev = give(s, 0, "prop_revolver")
    s.millions[0] = 1
    s, _ = act(s, "play", 0, card=rev, target=f"card:{hero}")
    E.die(s, hero, [], "destroyed")
    s._legal = None
    s, ev = act(s, "pass", 1)
    assert rev in s.discard and s.items == {} and "no character to equip" in texts(ev)
