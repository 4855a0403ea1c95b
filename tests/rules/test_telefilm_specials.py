"""Telefilm special cards: each card's effect and the moment it may be played."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamesuite.rules.core import IllegalAction, Viewer
from gamesuite.rules.telefilm import RULES
from gamesuite.rules.telefilm.spec import SPECIAL_COUNT, SPECIALS
from gamesuite.rules.telefilm.state import TelefilmState
from gamesuite.rules.telefilm.testing import act, right_letter, scenario, wrong_letter
from tests.rules.words import said

CANARY = json.loads((Path(__file__).parent.parent / "fixtures" / "telefilm_canary.json").read_text("utf-8"))
BETS = {"crime/vintage": 9, "drama/new": 8, "scifi/modern": 5, "mix": 4}
DIFF = {"crime/vintage": 2, "drama/new": 3, "scifi/modern": 1, "mix": 1}


def setup(
    specials: dict[int, list[str]],
    stacks: dict[str, list[int]] | None = None,
    options: dict | None = None,
    scores: list[int] | None = None,
) -> TelefilmState:
    """4 players, Anna (0) directs, Bruno (1) answers Crime · Vintage (bet 9, difficulty 2) first."""
    return scenario(
        CANARY,
        4,
        bets=BETS,
        difficulty=DIFF,
        stacks=stacks or {"crime/vintage": [1]},
        specials=specials,
        options=options,
        scores=scores,
    )


def right(s: TelefilmState, seat: int, mode: str = "options") -> TelefilmState:
    if s.q["step"] == "pre":
        s, _ = act(s, "pick", seat, number=1)
    if s.q["step"] == "read":
        s, _ = act(s, "declare", seat, mode=mode)
    if s.q["mode"] == "straight":
        s, _ = act(s, "judge", 0, correct=True)
    else:
        s, _ = act(s, "answer", seat, letter=right_letter(s))
    return s


def test_the_21_special_cards() -> None:
    counts = {k: c.copies for k, c in SPECIALS.items()}
    assert counts == {
        "comedy": 2,
        "drama": 2,
        "crime": 2,
        "scifi": 2,
        "double": 3,
        "two": 2,
        "fifty": 2,
        "call": 2,
        "web": 2,
        "power": 2,
    }
    assert SPECIAL_COUNT == 21


def test_genre_card_adds_five_on_its_genre_only() -> None:
    s = setup({1: ["crime"]})
    s, ev = act(s, "play", 1, card="crime")
    assert ev[0].kind == "special_played" and "CRIME" in said(s, ev[0].text)
    assert right(s, 1).scores[1] == 9 + 2 + 5
    s = setup({1: ["drama"]})
    s, _ = act(s, "play", 1, card="drama")
    assert right(s, 1).scores[1] == 9 + 2


def test_a_card_played_on_a_wrong_answer_is_spent() -> None:
    s = setup({1: ["crime"]})
    s, _ = act(s, "play", 1, card="crime")
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "declare", 1, mode="options")
    s, _ = act(s, "answer", 1, letter=wrong_letter(s))
    assert s.specials[1] == [] and s.special_discard == ["special-crime-1"] and s.scores == [7, 0, 0, 0]


@pytest.mark.parametrize(("rule", "bonus"), [("never", 0), ("always", 5)])
def test_genre_card_on_a_mix_question(rule: str, bonus: int) -> None:
    s = setup({1: ["comedy"]}, stacks={"mix": [1]}, options={"genre_on_mix": rule})
    for _ in range(3):  # three empty spaces come first
        s, _ = act(s, "reveal")
    assert s.q["space"] == "mix"
    s, _ = act(s, "play", 1, card="comedy")
    assert right(s, 1).scores[1] == 4 + 1 + bonus


@pytest.mark.parametrize(("applies", "bonus"), [(True, 5), (False, 0)])
def test_genre_card_on_a_mix_question_director_rules(applies: bool, bonus: int) -> None:
    s = setup({1: ["scifi"]}, stacks={"mix": [1]}, options={"genre_on_mix": "director"})
    for _ in range(3):
        s, _ = act(s, "reveal")
    s, _ = act(s, "play", 1, card="scifi")
    s = right(s, 1)
    assert s.q["step"] == "genre_ruling" and RULES.waiting_for(s) == [Viewer.DIRECTOR]
    with pytest.raises(IllegalAction):
        act(s, "rule_genre", 1, applies=True)
    s, _ = act(s, "rule_genre", 0, applies=applies)
    assert s.scores[1] == 4 + 1 + bonus and s.q["step"] == "done"


def test_double_doubles_the_points_of_a_right_answer() -> None:
    s = setup({1: ["double"]})
    s, _ = act(s, "play", 1, card="double")
    assert right(s, 1, "straight").scores[1] == 2 * (9 + 2 + 5)


@pytest.mark.parametrize(("scope", "points"), [("everything", 2 * (9 + 2 + 5 + 5)), ("base", 2 * (9 + 2 + 5) + 5)])
def test_double_with_a_genre_card_when_cards_stack(scope: str, points: int) -> None:
    s = setup({1: ["double", "crime"]}, options={"special_limit": "stack", "double_scope": scope})
    s, _ = act(s, "play", 1, card="double")
    assert "double" not in RULES._playable(s, 1) and "crime" in RULES._playable(s, 1)
    s, _ = act(s, "play", 1, card="crime")
    assert right(s, 1, "straight").scores[1] == points


def test_double_does_not_double_the_stars_above() -> None:
    s = setup({1: ["double"]}, stacks={"crime/vintage": [1, 2]})
    s, _ = act(s, "play", 1, card="double")
    assert right(s, 1).scores == [0, 2 * 11, 9, 0]


def test_two_reads_two_questions_and_the_star_chooses_one() -> None:
    s = setup({1: ["two"]})
    s, _ = act(s, "play", 1, card="two")
    assert {a.kind for a in RULES.legal_actions(s)} == {"pick_two"}
    s, ev = act(s, "pick_two", 1, numbers=[2, 4])
    assert ev[-1].kind == "questions_read" and ev[-1].reveals
    view = RULES.view(s, Viewer.TABLE)["question"]
    assert [t["number"] for t in view["two"]] == [2, 4] and "text" not in view
    assert {a["number"] for a in RULES.legal_actions(s)} == {2, 4}
    s, _ = act(s, "choose", 1, number=4)
    assert s.q["number"] == 4 and s.q["step"] == "read"
    assert right(s, 1).scores[1] == 11


def test_two_with_the_die_rolls_two_different_numbers() -> None:
    s = setup({1: ["two"]}, options={"question_pick": "die"})
    s, _ = act(s, "play", 1, card="two")
    s, _ = act(s, "roll", 1)
    assert len(set(s.q["two"])) == 2 and s.q["step"] == "choose"


def test_fifty_random_leaves_the_right_option_and_one_wrong_one() -> None:
    s = setup({1: ["fifty"]}, options={"fifty_wrong": "random"})
    assert "fifty" not in RULES._playable(s, 1)  # not before the question is read
    s, _ = act(s, "pick", 1, number=3)
    s, ev = act(s, "play", 1, card="fifty")
    shown = s.q["shown"]
    assert len(shown) == 2 and right_letter(s) in shown and shown == sorted(shown)
    assert s.q["mode"] == "options" and s.q["step"] == "answer"
    assert any(e.kind == "options_read" and e.reveals for e in ev)
    assert [o["letter"] for o in RULES.view(s, Viewer.TABLE)["question"]["options"]] == shown
    assert {a["letter"] for a in RULES.legal_actions(s) if a.kind == "answer"} == set(shown)


def test_fifty_is_not_allowed_once_the_options_were_read() -> None:
    s = setup({2: ["fifty"]}, stacks={"crime/vintage": [1, 2]})
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "declare", 1, mode="options")
    s, _ = act(s, "answer", 1, letter=wrong_letter(s))
    assert RULES.answerer(s) == 2 and "fifty" not in RULES._playable(s, 2)


@pytest.mark.parametrize("card", ["call", "web"])
def test_call_and_web_start_a_visible_30_second_timer_after_the_reading(card: str) -> None:
    s = setup({1: [card]})
    assert card not in RULES._playable(s, 1)
    s, _ = act(s, "pick", 1, number=1)
    s, ev = act(s, "play", 1, card=card)
    timer = [e for e in ev if e.kind == "timer_started"]
    assert timer and timer[0].data["seconds"] == 30 and timer[0].data["card"] == card
    assert RULES.view(s, Viewer.TABLE)["question"]["timer"]["seconds"] == 30
    s = right(s, 1)
    assert RULES.view(s, Viewer.TABLE)["question"]["timer"] is None


def test_call_may_follow_a_straight_declaration() -> None:
    s = setup({1: ["call"]})
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "declare", 1, mode="straight")
    assert "call" in RULES._playable(s, 1)


def test_before_cards_only_before_the_question_is_asked() -> None:
    s = setup({1: ["double", "power", "crime"]})
    assert set(RULES._playable(s, 1)) == {"double", "power", "crime"}
    s, _ = act(s, "pick", 1, number=1)
    assert RULES._playable(s, 1) == []
    with pytest.raises(IllegalAction, match="DOUBLE is played only before the question is asked"):
        act(s, "play", 1, card="double")


def test_power_moves_the_leader_back_ten() -> None:
    s = setup({1: ["power"]}, scores=[30, 0, 20, 10])
    s, _ = act(s, "play", 1, card="power")
    s = right(s, 1)
    assert s.scores == [20, 11, 20, 10]


def test_power_does_nothing_on_a_wrong_answer() -> None:
    s = setup({1: ["power"]}, scores=[30, 0, 20, 10])
    s, _ = act(s, "play", 1, card="power")
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "declare", 1, mode="options")
    s, _ = act(s, "answer", 1, letter=wrong_letter(s))
    assert s.scores == [37, 0, 20, 10]


@pytest.mark.parametrize(
    ("rule", "after"),
    [("others", [0, 51, 20, 10]), ("runner_up", [0, 51, 10, 10]), ("literal", [0, 41, 20, 10])],
)
def test_power_when_its_player_leads(rule: str, after: list[int]) -> None:
    s = setup({1: ["power"]}, scores=[0, 40, 20, 10], options={"power_target": rule})
    s, _ = act(s, "play", 1, card="power")
    assert right(s, 1).scores == after


@pytest.mark.parametrize(("rule", "after"), [("others", [20, 30, 20, 0]), ("literal", [20, 20, 20, 0])])
def test_power_when_the_lead_is_shared(rule: str, after: list[int]) -> None:
    s = setup({1: ["power"]}, scores=[30, 19, 30, 0], options={"power_target": rule})
    s, _ = act(s, "play", 1, card="power")
    assert right(s, 1).scores == after


def test_power_never_pushes_a_score_below_zero() -> None:
    s = scenario(
        CANARY,
        4,
        bets={"mix": 4},
        difficulty={"mix": 1},
        stacks={"mix": [1]},
        specials={1: ["power"]},
        options={"power_target": "literal"},
    )
    s, _ = act(s, "play", 1, card="power")
    s = right(s, 1)  # Bruno scores 4 + 1 = 5, leads, and POWER (literal) sends him back to Start
    assert s.scores == [0, 0, 0, 0]
    assert s.awards[-1] == {"why": "power", "seat": 1, "points": -5, "before": 5, "by": 1}
    assert not RULES.check_invariants(s)


def test_one_special_card_per_player_per_turn() -> None:
    stacks = {"crime/vintage": [1], "drama/new": [1]}
    s = setup({1: ["crime", "double"]}, stacks=stacks)
    s, _ = act(s, "play", 1, card="crime")
    s = right(s, 1)
    s, _ = act(s, "reveal")
    assert s.q["space"] == "drama/new" and RULES._playable(s, 1) == []
    with pytest.raises(IllegalAction, match="one special card per turn"):
        act(s, "play", 1, card="double")


def test_special_limit_answer_allows_one_per_answer() -> None:
    stacks = {"crime/vintage": [1], "drama/new": [1]}
    s = setup({1: ["crime", "double"]}, stacks=stacks, options={"special_limit": "answer"})
    s, _ = act(s, "play", 1, card="crime")
    assert RULES._playable(s, 1) == []
    s = right(s, 1)
    s, _ = act(s, "reveal")
    assert RULES._playable(s, 1) == ["double"]


def test_the_director_never_plays_special_cards() -> None:
    s = setup({0: ["double", "call"], 1: ["double"]})
    while s.phase == "questions":
        assert all(a.seat != 0 for a in RULES.legal_actions(s) if a.kind == "play")
        with pytest.raises(IllegalAction):
            act(s, "play", 0, card="double")
        s = right(s, 1) if s.q["step"] != "done" else act(s, "reveal")[0]
    assert len(s.specials[0]) == 2 and s.special_discard == []


@pytest.mark.parametrize(("rule", "allowed"), [("strict", False), ("own_turn", True), ("before_reading", False)])
def test_before_cards_of_a_following_star_once_the_question_was_read(rule: str, allowed: bool) -> None:
    s = setup({2: ["double", "call"]}, stacks={"crime/vintage": [1, 2]}, options={"follower_cards": rule})
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "declare", 1, mode="straight")
    s, _ = act(s, "judge", 0, correct=False)
    assert RULES.answerer(s) == 2
    assert ("double" in RULES._playable(s, 2)) is allowed and "call" in RULES._playable(s, 2)


def test_seat_view_shows_the_hand_table_view_only_sizes() -> None:
    s = setup({1: ["double", "web"], 2: ["two"]})
    table = RULES.view(s, Viewer.TABLE)
    assert table["specials"]["hand_sizes"] == [0, 2, 1, 0] and "hand" not in table
    assert "special-double-1" not in json.dumps(table)
    seat = RULES.view(s, Viewer.of_seat(1))
    assert [c["kind"] for c in seat["hand"]] == ["double", "web"] and seat["playable"] == ["double"]
    assert RULES.view(s, Viewer.of_seat(2))["hand"][0]["name"] == "Two"
    assert "special-two-1" not in json.dumps(RULES.view(s, Viewer.of_seat(1)))  # not another seat's hand
    assert "special-two-1" in RULES.private_strings(s) and "special-double-1" in RULES.private_strings(s)
