"""Scenario tests for Telma, one or more per rule, built with the custom-setup helper."""

from __future__ import annotations

import json

import pytest

from gamesuite.i18n import rules_reference
from gamesuite.rules.core import Action, Free, GameConfig, IllegalAction, PlayerConfig, Viewer
from gamesuite.rules.telma import CARDS, RULES, SPEC, SYMBOLS
from gamesuite.rules.telma.deck import deck_ids
from gamesuite.rules.telma.scenario import act, make_state, run


def config(n: int, **options: object) -> GameConfig:
    players = tuple(PlayerConfig(f"P{i}") for i in range(n))
    return GameConfig("telma", players, None, dict(options), {})


def pile_sizes(s) -> list[int]:
    return [len(p) for p in s.piles]


def contest_with_calls(s, calls, settle):
    """Apply buzz actions given as (seat, t_ms, named-or-None) and then settle at ``settle``."""
    for seat, t, named in calls:
        args = {"t_ms": t} if named is None else {"t_ms": t, "named": named}
        s, _ = act(s, "buzz", seat, **args)
    return act(s, "settle", t_ms=settle)


# A two-player contest ready to start: seat 1 reveals anchor-2 on top of seat 0's anchor-1.
def pair_setup(**options: object):
    return make_state(
        [["cactus-1"], ["anchor-2", "kite-1"], ["snail-1"]],
        faceup=[["anchor-1"], [], ["bicycle-1"]],
        turn=1,
        options=options,
    )


# ---- the deck ------------------------------------------------------------------------------


def test_deck_is_original_data_with_the_required_cards():
    assert len(CARDS) >= 60
    assert len(SYMBOLS) >= 10
    assert all(sid and name for sid, name in SYMBOLS)
    assert len({c.id for c in CARDS}) == len(CARDS)
    assert sum(c.surto for c in CARDS) == 1
    doubles = [c for c in CARDS if c.double]
    assert doubles and all(len(set(c.symbols)) == 2 for c in doubles)
    assert any(c.cross for c in CARDS)
    assert not any(c.cross and c.surto for c in CARDS)
    used = {sym for c in CARDS for sym in c.symbols}
    assert used == {sid for sid, _ in SYMBOLS}


def test_removing_circled_cross_cards_applies_to_four_or_five_players():
    full = len(deck_ids(False))
    crossed = sum(c.cross for c in CARDS)
    for n, expected in ((3, full), (4, full - crossed), (5, full - crossed), (6, full)):
        s = RULES.new_game(config(n, remove_cross_cards=True), 1)
        assert sum(pile_sizes(s)) == expected
        assert all(not c.cross for c in CARDS if c.id in s.deck) == (n in (4, 5))
    assert sum(pile_sizes(RULES.new_game(config(4), 1))) == full


# ---- setup and nicknames -------------------------------------------------------------------


def test_all_cards_are_dealt_first_player_gets_the_extra_card_and_starts():
    s = RULES.new_game(config(7), 3)
    sizes = pile_sizes(s)
    assert sum(sizes) == len(CARDS)
    assert max(sizes) - min(sizes) <= 1 and sizes[0] == max(sizes)
    assert s.phase == "nicknames"
    s, _ = act(s, "start_round")
    assert s.phase == "reveal" and s.turn == 0
    assert all(s.nicknames[i][0] for i in range(7))  # defaulted from the word lists
    assert len({s.nicknames[i][0] for i in range(7)}) == 7


def test_nicknames_are_set_by_players_and_grow_each_round():
    s = RULES.new_game(config(3), 1)
    s, _ = act(s, "set_nickname", 0, text="  table ")
    with pytest.raises(IllegalAction, match="already chose"):
        act(s, "set_nickname", 1, text="Table")
    with pytest.raises(IllegalAction):
        act(s, "set_nickname", 1, text="   ")
    s, _ = act(s, "set_nickname", 1, text="hut")
    s, _ = act(s, "set_nickname", 2, text="hat")
    s, _ = act(s, "start_round")
    assert [n[0] for n in s.nicknames] == ["table", "hut", "hat"]
    with pytest.raises(IllegalAction, match="before a round"):
        act(s, "set_nickname", 0, text="ghost")
    # round 2 adds an adjective, round 3 a provenance or a gesture
    s2 = make_state([["anchor-1"], ["kite-1"], ["cactus-1"]], round_no=2, phase="nicknames")
    s2.nicknames = [["table", None, None], ["hut", None, None], ["hat", None, None]]
    s2, _ = act(s2, "set_nickname", 0, text="yellow")
    s2, _ = act(s2, "start_round")
    assert RULES.view(s2, Viewer.TABLE)["players"][0]["nickname"]["full"] == "yellow table"
    s3 = make_state([["anchor-1"], ["kite-1"], ["cactus-1"]], round_no=3, options={"round3_addition": "gesture"})
    s3.nicknames[0] = ["table", "yellow", "touching the nose"]
    view = RULES.view(s3, Viewer.TABLE)
    assert view["nickname_part"] == "gesture"
    assert view["players"][0]["nickname"]["full"] == "yellow table (touching the nose)"


# ---- revealing ------------------------------------------------------------------------------


def test_reveal_covers_the_previous_card_and_goes_clockwise():
    s = make_state([["anchor-1", "kite-1"], ["cactus-1"], ["snail-1"]], faceup=[["teapot-1"], [], []])
    with pytest.raises(IllegalAction, match="turn"):
        act(s, "reveal", 1)
    s, events = act(s, "reveal", 0)
    assert s.faceup[0][-1] == "anchor-1" and events[0].data["covers"] == "teapot-1"
    assert s.turn == 1
    s, _ = act(s, "reveal", 1)
    s, _ = act(s, "reveal", 2)
    assert s.turn == 0


def test_players_with_empty_piles_are_skipped():
    s = make_state([["anchor-1"], [], ["kite-1", "cactus-1"]], faceup=[[], ["snail-1"], []])
    s, _ = act(s, "reveal", 0)
    assert s.turn == 2  # seat 1 has no face-down cards
    s, _ = act(s, "reveal", 2)
    assert s.turn == 2  # seats 0 and 1 are both empty now


# ---- two-player contests ---------------------------------------------------------------------


def test_matching_symbols_start_a_contest_between_their_owners():
    s, events = act(pair_setup(), "reveal", 1)
    assert s.phase == "contest" and s.turn is None
    assert s.contest["kind"] == "pair" and s.contest["participants"] == [1, 0]
    assert s.contest["symbols"] == ["anchor"]
    assert [e.kind for e in events] == ["reveal", "contest"]
    assert RULES.waiting_for(s) == [Viewer.TABLE]
    with pytest.raises(IllegalAction):
        act(s, "reveal", 2)


def test_the_player_named_first_loses_and_takes_every_revealed_card_to_the_bottom():
    s, _ = act(pair_setup(), "reveal", 1)
    s, events = contest_with_calls(s, [(0, 1000, None), (1, 1500, 0)], settle=1500)
    # seat 0 said seat 1's nickname first: seat 1 takes all revealed cards (every face-up pile)
    assert s.piles[1] == ["kite-1", "anchor-2", "bicycle-1", "anchor-1"]  # clockwise from the revealer
    assert s.faceup == [[], [], []]
    assert s.phase == "reveal" and s.turn == 1  # the round restarts with the loser
    assert any(e.kind == "take" and e.data["count"] == 3 for e in events)
    assert s.last["takers"] == [1] and s.last["outcome"] == "lost"


def test_option_involved_only_takes_the_contestants_piles():
    s, _ = act(pair_setup(cards_taken="involved"), "reveal", 1)
    s, _ = contest_with_calls(s, [(1, 900, None)], settle=1100)
    assert s.piles[0] == ["cactus-1", "anchor-2", "anchor-1"]  # seat 1 named seat 0 first
    assert s.faceup[2] == ["bicycle-1"]
    assert s.turn == 0


def test_restart_then_play_continues_clockwise_from_the_loser():
    s = make_state(
        [["kite-1", "teapot-1"], ["anchor-2", "cactus-1"], ["snail-1", "crown-1"]],
        faceup=[["anchor-1"], [], []],
        turn=1,
    )
    s, _ = act(s, "reveal", 1)
    s, _ = contest_with_calls(s, [(1, 10, None)], settle=300)  # seat 0 loses
    assert s.turn == 0
    s, _ = act(s, "reveal", 0)
    assert s.turn == 1
    s, _ = act(s, "reveal", 1)
    assert s.turn == 2


def test_contest_timing_rules():
    s, _ = act(pair_setup(), "reveal", 1)
    with pytest.raises(IllegalAction, match="Nobody has called"):
        act(s, "settle", t_ms=5000)
    with pytest.raises(IllegalAction, match="not in this contest"):
        act(s, "buzz", 2, t_ms=100)
    with pytest.raises(IllegalAction):
        act(s, "buzz", 0, t_ms=100, named=2)
    with pytest.raises(IllegalAction, match="milliseconds"):
        act(s, "buzz", 0, t_ms=-5)
    s, _ = act(s, "buzz", 0, t_ms=1000)
    with pytest.raises(IllegalAction, match="already called"):
        act(s, "buzz", 0, t_ms=1100)
    with pytest.raises(IllegalAction, match="tie window"):
        act(s, "settle", t_ms=1199)
    s, _ = act(s, "settle", t_ms=1200)
    assert s.phase == "reveal"


def test_the_same_calls_in_any_arrival_order_give_the_same_result():
    start, _ = act(pair_setup(), "reveal", 1)
    a, _ = contest_with_calls(start, [(0, 1300, None), (1, 1000, None)], settle=1600)
    b, _ = contest_with_calls(start, [(1, 1000, None), (0, 1300, None)], settle=1600)
    assert RULES.state_to_json(a) == RULES.state_to_json(b)
    assert a.last["takers"] == [0] and len(a.piles[0]) == 4  # seat 1 called first (1000 ms): seat 0 takes
    # and a replay of the same actions is identical
    actions = [
        {"kind": "reveal", "seat": 1},
        {"kind": "buzz", "seat": 1, "t_ms": 1000},
        {"kind": "settle", "t_ms": 1300},
    ]
    x, _ = run(pair_setup(), actions)
    y, _ = run(pair_setup(), actions)
    assert RULES.state_to_json(x) == RULES.state_to_json(y)


def test_wrong_nickname_void_lets_the_caller_try_again():
    s, _ = act(pair_setup(), "reveal", 1)
    s, _ = act(s, "buzz", 0, t_ms=1000)
    s, _ = act(s, "reject_call", caller=0)
    assert s.phase == "contest"
    with pytest.raises(IllegalAction, match="Nobody has called"):
        act(s, "settle", t_ms=9999)
    s, _ = act(s, "buzz", 1, t_ms=1400)
    s, _ = act(s, "buzz", 0, t_ms=1500)  # seat 0's second try is within the window: a tie
    s, _ = act(s, "settle", t_ms=1700)
    assert s.last["outcome"] == "tie"


def test_wrong_nickname_option_makes_the_caller_take_the_cards():
    s, _ = act(pair_setup(wrong_nickname="takes_cards"), "reveal", 1)
    s, _ = act(s, "buzz", 0, t_ms=1000)
    s, events = act(s, "reject_call", caller=0)
    assert s.phase == "reveal" and s.turn == 0
    assert len(s.piles[0]) == 1 + 3
    assert [e.kind for e in events] == ["call_rejected", "take", "restart"]


def test_call_without_a_match_is_ignored_by_default_or_penalised_by_option():
    s = make_state([["anchor-1"], ["kite-1"], ["cactus-1", "snail-1"]], faceup=[["teapot-1"], [], ["crown-1"]])
    with pytest.raises(IllegalAction, match="ignored"):
        act(s, "false_call", 1)
    assert Action("false_call", 1) not in RULES.legal_actions(s)
    s = make_state(
        [["anchor-1"], ["kite-1"], ["cactus-1", "snail-1"]],
        faceup=[["teapot-1"], [], ["crown-1"]],
        options={"false_call": "takes_cards"},
    )
    s, _ = act(s, "false_call", 1)
    assert s.piles[1] == ["kite-1", "teapot-1", "crown-1"]
    assert s.turn == 1 and s.phase == "reveal"


# ---- double cards ---------------------------------------------------------------------------


def test_a_double_card_matches_with_either_symbol():
    # revealing a double that matches by its second symbol
    s = make_state([["cactus-1"], ["anchor+kite"], ["snail-1"]], faceup=[["kite-1"], [], []], turn=1)
    s, _ = act(s, "reveal", 1)
    assert s.contest["kind"] == "pair" and s.contest["participants"] == [1, 0]
    assert s.contest["symbols"] == ["kite"]
    # a visible double matched by a single card
    s = make_state([["cactus-1"], ["anchor-1"], ["snail-1"]], faceup=[["teapot+lighthouse"], [], []], turn=1)
    s, _ = act(s, "reveal", 1)
    assert s.phase == "reveal"
    s = make_state([["cactus-1"], ["lighthouse-1"], ["snail-1"]], faceup=[["teapot+lighthouse"], [], []], turn=1)
    s, _ = act(s, "reveal", 1)
    assert s.contest["participants"] == [1, 0] and s.contest["symbols"] == ["lighthouse"]


def three_way():
    s = make_state(
        [["cactus-1"], ["anchor+kite", "teapot-1"], ["snail-1"], ["crown-1"]],
        faceup=[["anchor-1"], [], ["kite-1"], ["bicycle-1"]],
        turn=1,
    )
    s, _ = act(s, "reveal", 1)
    return s


def test_a_double_whose_symbols_are_both_visible_starts_a_three_way_contest():
    s = three_way()
    assert s.contest["kind"] == "triple"
    assert s.contest["participants"] == [1, 2, 0]
    assert s.contest["symbols"] == ["anchor", "kite"]
    view = RULES.view(s, Viewer.TABLE)["contest"]
    assert view["targets"] == {"1": [2, 0], "2": [1], "0": [1]}
    with pytest.raises(IllegalAction, match="whose nickname"):
        act(s, "buzz", 1, t_ms=10)
    with pytest.raises(IllegalAction, match="cannot call"):
        act(s, "buzz", 0, t_ms=10, named=2)  # the two matching players may only name the revealer
    with pytest.raises(IllegalAction, match="not in this contest"):
        act(s, "buzz", 3, t_ms=10, named=1)


def test_three_way_contest_the_revealer_names_one_of_the_others_first():
    s, _ = contest_with_calls(three_way(), [(1, 500, 2), (0, 800, 1)], settle=800)
    assert s.last["takers"] == [2] and s.turn == 2
    assert len(s.piles[2]) == 1 + 4  # all four face-up cards


def test_three_way_contest_the_others_name_the_revealer_first():
    s, _ = contest_with_calls(three_way(), [(0, 500, 1), (2, 520, 1), (1, 900, 0)], settle=900)
    # both matching players said the revealer's nickname together: the revealer takes, no tie
    assert s.last["outcome"] == "lost" and s.last["takers"] == [1]


# ---- the Surto --------------------------------------------------------------------------------


def surto_setup(**options: object):
    s = make_state(
        [["cactus-1"], ["surto", "kite-1"], ["snail-1"], ["crown-1"]],
        faceup=[["anchor-1"], [], ["teapot-1"], []],
        turn=1,
        options=options,
    )
    s, _ = act(s, "reveal", 1)
    return s


def test_the_surto_makes_everyone_contest_and_anyone_may_name_anyone():
    s = surto_setup()
    assert s.contest["kind"] == "surto" and sorted(s.contest["participants"]) == [0, 1, 2, 3]
    assert RULES.view(s, Viewer.TABLE)["contest"]["targets"]["3"] == [0, 1, 2]
    s, _ = contest_with_calls(s, [(3, 700, 2), (0, 1000, 3), (2, 1100, 0)], settle=1100)
    assert s.last["takers"] == [2] and s.turn == 2
    assert s.piles[2] == ["snail-1", "surto", "teapot-1", "anchor-1"]


def test_surto_tie_among_three_named_players_leaves_the_odd_cards_in_the_centre():
    s = surto_setup()
    # three different nicknames said within the window: seats 0, 2 and 3 tie over 3 cards
    s, _ = contest_with_calls(s, [(1, 700, 0), (0, 750, 2), (2, 800, 3)], settle=1000)
    assert s.last["outcome"] == "tie" and s.last["takers"] == [2, 3, 0]
    assert s.last["received"] == {"2": 1, "3": 1, "0": 1} and s.centre == []


# ---- ties --------------------------------------------------------------------------------------


def test_tie_divides_cards_equally_with_nothing_left_over():
    s = make_state([["cactus-1"], ["anchor-2", "kite-1"], ["snail-1"]], faceup=[["anchor-1"], [], []], turn=1)
    s, _ = act(s, "reveal", 1)
    s, events = contest_with_calls(s, [(0, 1000, None), (1, 1150, None)], settle=1200)
    assert s.piles[0] == ["cactus-1", "anchor-1"] and s.piles[1] == ["kite-1", "anchor-2"]
    assert s.centre == [] and events[-2].kind == "tie"
    assert s.turn == 1  # the first tied player clockwise from the revealer


def test_tie_with_an_odd_card_leaves_it_in_the_centre_for_the_next_loser():
    s, _ = act(pair_setup(), "reveal", 1)
    s, _ = act(s, "declare_tie", seats=[0, 1])
    assert len(s.piles[0]) == 2 and len(s.piles[1]) == 2 and len(s.centre) == 1
    centre_card = s.centre[0]
    view = RULES.view(s, Viewer.TABLE)
    assert view["centre"][0]["id"] == centre_card
    # the next contest: whoever loses also takes the centre card
    s.faceup[2] = ["kite-2"]
    s.deck = sorted([*s.deck, "kite-2"])
    s.turn = 1
    s, _ = act(s, "reveal", 1)  # seat 1 reveals kite-1 (its pile was kite-1 then its share)
    assert s.contest["participants"] == [1, 2]
    s, _ = contest_with_calls(s, [(1, 50, None)], settle=400)
    assert centre_card in s.piles[2] and s.centre == []


def test_tie_restart_option_next_player():
    s, _ = act(pair_setup(after_tie="next_player"), "reveal", 1)
    s, _ = act(s, "declare_tie", seats=[0, 1])
    assert s.turn == 2


def test_declare_tie_needs_two_participants():
    s, _ = act(pair_setup(), "reveal", 1)
    with pytest.raises(IllegalAction):
        act(s, "declare_tie", seats=[0])
    with pytest.raises(IllegalAction):
        act(s, "declare_tie", seats=[0, 2])


def test_tie_window_option_changes_what_counts_as_together():
    for window, outcome in ((0, "lost"), (200, "tie")):
        s, _ = act(pair_setup(tie_window_ms=window), "reveal", 1)
        s, _ = contest_with_calls(s, [(0, 1000, None), (1, 1100, None)], settle=1300)
        assert s.last["outcome"] == outcome


# ---- round end and the match ---------------------------------------------------------------


def winning_setup(round_no: int = 1, scores=None, **options: object):
    """Seat 0 has only a face-up card; seat 1 reveals a match; seat 0 will call first."""
    return make_state(
        [[], ["anchor-2", "kite-1"], ["cactus-1"]],
        faceup=[["anchor-1"], ["snail-1"], ["bicycle-1"]],
        turn=1,
        round_no=round_no,
        scores=scores,
        options=options,
    )


def win_contest(s):
    s, _ = act(s, "reveal", 1)
    return contest_with_calls(s, [(0, 100, None)], settle=400)


def test_a_player_without_cards_after_a_contest_wins_the_round_and_scores_one():
    s, events = win_contest(winning_setup())
    assert s.scores == [1, 0, 0] and s.round_winners == [[0]]
    assert s.round == 2 and s.phase == "nicknames"
    assert sum(pile_sizes(s)) == len(s.deck) and s.faceup == [[], [], []]
    assert any(e.kind == "round_won" for e in events)
    assert RULES.waiting_for(s) == [Viewer.of_seat(i) for i in range(3)]


def test_two_points_after_round_two_win_the_match():
    s, _ = win_contest(winning_setup(round_no=2, scores=[1, 0, 0]))
    assert s.phase == "over" and s.winners == [0]
    assert RULES.result(s).winners == (0,)
    assert RULES.legal_actions(s) == []


def test_otherwise_round_three_is_played_and_worth_two_points():
    s, _ = win_contest(winning_setup(round_no=2, scores=[0, 1, 0]))
    assert s.phase == "nicknames" and s.round == 3 and s.scores == [1, 1, 0]
    s, _ = win_contest(winning_setup(round_no=3, scores=[0, 1, 0]))
    assert s.phase == "over" and s.scores == [2, 1, 0] and s.winners == [0]


def test_a_player_outside_the_contest_can_also_run_out_of_cards():
    # table mode: the loser takes every face-up pile, so seat 2 (empty pile) has nothing left
    s = make_state(
        [["cactus-1"], ["anchor-2", "kite-1"], []],
        faceup=[["anchor-1"], [], ["bicycle-1"]],
        turn=1,
    )
    s, _ = act(s, "reveal", 1)
    s, _ = contest_with_calls(s, [(0, 100, None)], settle=400)
    assert s.scores == [0, 0, 1]


def several_out(**options: object):
    s = make_state(
        [[], ["anchor-2", "kite-1"], [], ["cactus-1"]],
        faceup=[["anchor-1"], [], ["bicycle-1"], ["snail-1"]],
        turn=1,
        options=options,
    )
    s.emptied = [2, 0]  # seat 2 ran out first
    return win_contest(s)[0]


def test_several_players_out_first_out_wins_or_they_share():
    assert several_out().scores == [0, 0, 1, 0]
    assert several_out(several_out="share").scores == [1, 0, 1, 0]


def test_final_tie_options():
    base = {"several_out": "share"}
    # seats 0 and 2 both run out in round 3 with 1 point each -> 3 points each
    for final_tie, winners in (("shared", [0, 2]), ("latest_round", [0])):
        s = make_state(
            [[], ["anchor-2", "kite-1"], [], ["cactus-1"]],
            faceup=[["anchor-1"], [], ["bicycle-1"], ["snail-1"]],
            turn=1,
            round_no=3,
            scores=[1, 0, 1, 0],
            options={**base, "final_tie": final_tie},
        )
        s.round_winners = [[2], [0]]
        s, _ = win_contest(s)
        assert s.scores == [3, 0, 3, 0]
        assert s.winners == winners


def test_centre_cards_at_round_end_gather_or_carry_over():
    for option, in_centre in (("gather", 0), ("carry_over", 1)):
        s = make_state(
            [["cactus-1"], ["anchor-2", "kite-1"], []],
            faceup=[["anchor-1"], [], ["bicycle-1"]],
            turn=1,
            options={"centre_at_round_end": option},
        )
        s, _ = act(s, "reveal", 1)
        s, _ = act(s, "declare_tie", seats=[0, 1])  # 3 cards: one each, one to the centre
        # seat 2 had only a face-up card, so it is out: the round ends with a card in the centre
        assert s.scores == [0, 0, 1] and s.round == 2
        assert len(s.centre) == in_centre
        assert sum(pile_sizes(s)) + len(s.centre) == len(s.deck)
        assert not RULES.check_invariants(s)


def test_next_deal_without_shuffle_is_the_gathered_order():
    s = winning_setup()
    s, _ = win_contest(s)
    # gathered seat by seat: seat 0 had nothing; seat 1 pile kite-1 + taken cards; seat 2 cactus-1
    # (seat 1 took the face-up piles clockwise from itself: snail-1, anchor-2, then bicycle-1, anchor-1)
    gathered = ["kite-1", "snail-1", "anchor-2", "bicycle-1", "anchor-1", "cactus-1"]
    expected: list[list[str]] = [[], [], []]
    for i, card in enumerate(gathered):
        expected[i % 3].insert(0, card)
    assert s.piles == expected
    t = winning_setup(next_deal="shuffle")
    t, _ = win_contest(t)
    assert sorted(c for p in t.piles for c in p) == sorted(gathered)


def test_round_start_option_rotates_the_first_player():
    s = RULES.new_game(config(4, round_start="rotate"), 2)
    s, _ = act(s, "start_round")
    assert s.turn == 0
    s = winning_setup(round_no=1, round_start="rotate")
    s, _ = win_contest(s)
    s, _ = act(s, "start_round")
    assert s.round == 2 and s.turn == 1


# ---- stalemates and the safety limit ---------------------------------------------------------


def test_stalemate_recycles_then_ends_the_round_by_fewest_cards():
    s = make_state([["anchor-1"], ["kite-1"], ["cactus-1", "snail-1"]])
    for seat in (0, 1, 2, 2):
        s, events = act(s, "reveal", seat)
    assert events[-1].kind == "recycle"
    assert s.piles == [["anchor-1"], ["kite-1"], ["cactus-1", "snail-1"]] and s.turn == 0
    for seat in (0, 1, 2, 2):
        s, events = act(s, "reveal", seat)
    # second stalemate without a contest: seats 0 and 1 have fewest cards; seat 0's pile ran out first
    assert s.scores == [1, 0, 0] and s.round == 2


def test_stalemate_option_fewest_ends_the_round_at_once():
    s = make_state([["anchor-1"], ["kite-1", "teapot-1"], ["cactus-1"]], options={"stalemate": "fewest"}, turn=0)
    for seat in (0, 1, 2, 1):
        s, _ = act(s, "reveal", seat)
    assert s.scores == [1, 0, 0]


def test_contest_limit_ends_a_round_by_fewest_cards():
    s = pair_setup(contest_limit=20)
    s.contests = 19
    s, _ = act(s, "reveal", 1)
    s, events = contest_with_calls(s, [(0, 100, None)], settle=300)
    assert s.scores == [1, 0, 0] and s.round == 2
    assert "limit" in [e for e in events if e.kind == "round_won"][0].data["how"]


# ---- view, serialisation, invariants -----------------------------------------------------------


def test_table_view_shows_public_information_only():
    s, _ = act(pair_setup(), "reveal", 1)
    view = RULES.view(s, Viewer.TABLE)
    assert [p["pile"] for p in view["players"]] == [1, 1, 1]
    assert view["players"][1]["top"]["id"] == "anchor-2"
    assert view["contest"]["participants"] == [1, 0] and view["highlight"] is True
    assert view["phase"] == "contest" and view["round"] == 1 and view["scores"] == [0, 0, 0]
    assert view["nicknames_public"] is False and view["players"][0]["nickname"]["noun"]
    text = json.dumps(view)
    for hidden in RULES.private_strings(s):
        assert hidden not in text
    assert RULES.view(s, Viewer.DIRECTOR) == view
    assert RULES.view(pair_setup(contest_highlight=False), Viewer.TABLE)["highlight"] is False
    assert RULES.view(pair_setup(show_nicknames=True), Viewer.TABLE)["nicknames_public"] is True


def test_events_never_name_face_down_cards():
    s = RULES.new_game(config(4), 5)
    s, _ = act(s, "start_round")
    for _ in range(40):
        if RULES.is_over(s):
            break
        action = RULES.random_action(s, s.rng.copy())
        s, events = RULES.apply(s, action)
        text = json.dumps([e.to_json() for e in events])
        for hidden in RULES.private_strings(s):
            assert f'"{hidden}"' not in text


def test_state_json_round_trip_and_invariants_catch_a_lost_card():
    s, _ = act(pair_setup(), "reveal", 1)
    s, _ = act(s, "buzz", 0, t_ms=5)
    data = RULES.state_to_json(s)
    assert RULES.state_to_json(RULES.state_from_json(json.loads(json.dumps(data)))) == data
    assert RULES.check_invariants(s) == []
    s.piles[2].pop()
    assert any("cards" in p for p in RULES.check_invariants(s))
    t = pair_setup()
    t.scores[0] = -1
    assert any("negative" in p for p in RULES.check_invariants(t))
    u = pair_setup()
    u.turn = None
    assert any("revealer" in p for p in RULES.check_invariants(u))


def test_spec_options_are_documented_in_the_rules_reference():
    ids = {o.id for o in SPEC.options}
    for required in (
        "wrong_nickname",
        "false_call",
        "tie_window_ms",
        "centre_at_round_end",
        "next_deal",
        "remove_cross_cards",
        "contest_highlight",
        "round3_addition",
    ):
        assert required in ids
    for option in SPEC.options:
        assert option.title in rules_reference("telma")
    assert SPEC.min_players == 3 and SPEC.max_players == 8


def test_legal_actions_are_accepted_by_apply():
    s, _ = act(three_way(), "buzz", 1, t_ms=100, named=0)
    for action in RULES.legal_actions(s):  # templates (a Free time) filled with their earliest time
        filled = {k: (v.minimum if isinstance(v, Free) else v) for k, v in action.arg_dict.items()}
        RULES.apply(s, Action(action.kind, action.seat, **filled))  # none raises
