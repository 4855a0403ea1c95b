"""Telefilm: "before the question" cards (genre cards, DOUBLE, POWER) of the other Stars on a space.

The rulebook: "Play it only before the question is asked" and "One special card may be played per
turn" -- nothing limits these cards to the first Star of a space. Option ``follower_cards``:
``before_reading`` (default, as printed): every Star with a token on the space may play one while the
space's question is not read yet (step ``pre``); it pays only if that Star then answers right.
``strict``: only the first Star (the app's earlier reading). ``own_turn``: a following Star plays them
when their turn to answer comes.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamesuite.rules.core import Action, IllegalAction, Viewer
from gamesuite.rules.telefilm import RULES
from gamesuite.rules.telefilm.engine import DEFAULTS
from gamesuite.rules.telefilm.state import TelefilmState
from gamesuite.rules.telefilm.testing import act, right_letter, scenario, wrong_letter
from tests.rules.words import said, why

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
CANARY = json.loads((FIXTURES / "telefilm_canary.json").read_text("utf-8"))
SAVES = json.loads((FIXTURES / "telefilm_saves_74fbc6f.json").read_text("utf-8"))
BETS = {"crime/vintage": 9, "drama/new": 8, "scifi/modern": 5, "mix": 4}
DIFF = {"crime/vintage": 2, "drama/new": 3, "scifi/modern": 1, "mix": 1}


def setup(specials: dict[int, list[str]], stacks: dict[str, list[int]] | None = None, options: dict | None = None,
          scores: list[int] | None = None, players: int = 4) -> TelefilmState:
    """Anna (0) directs; Crime · Vintage (bet 9, difficulty 2) is played first: Bruno (1), then Carla (2)."""
    return scenario(CANARY, players, bets=BETS, difficulty=DIFF, stacks=stacks or {"crime/vintage": [1, 2]},
                    specials=specials, options=options, scores=scores)


def plays(s: TelefilmState, seat: int) -> set[str]:
    return {a["card"] for a in RULES.legal_actions(s) if a.kind == "play" and a.seat == seat}


def wrong(s: TelefilmState, seat: int) -> TelefilmState:
    """``seat`` (answering now) gives a wrong answer with the options."""
    if s.q["step"] == "pre":
        s, _ = act(s, "pick", seat, number=1)
    if s.q["step"] == "read":
        s, _ = act(s, "declare", seat, mode="options")
    s, _ = act(s, "answer", seat, letter=wrong_letter(s))
    return s


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


def test_the_default_follows_the_printed_text() -> None:
    assert DEFAULTS["follower_cards"] == "before_reading"


# ---------------------------------------------------------------------------------------------- moment
def test_a_following_star_plays_a_before_card_while_the_question_is_not_read() -> None:
    s = setup({1: ["call"], 2: ["double", "crime", "power", "two", "call"]})
    assert plays(s, 2) == {"double", "crime", "power"}  # never TWO (first Star only), never CALL yet
    assert Viewer.of_seat(2) in RULES.waiting_for(s)  # she may act now (public: she holds cards)
    s, ev = act(s, "play", 2, card="double")
    assert ev[0].kind == "special_played" and ev[0].data["waiting"] is True
    assert said(s, ev[0].text) == "Carla plays DOUBLE: it counts only if Carla answers this question right."
    assert s.q["active"] == [] and s.q["pending"] == [{"seat": 2, "card": "double"}]
    table = RULES.view(s, Viewer.TABLE)["question"]
    assert table["pending_cards"] == [{"seat": 2, "card": "double"}] and table["active_cards"] == []
    assert plays(s, 2) == set()  # one special card per turn
    assert RULES.waiting_for(s) == [Viewer.of_seat(1)]  # Carla has nothing left to do before the reading
    assert not RULES.check_invariants(s)


def test_once_the_question_is_read_the_waiting_stars_may_not_play() -> None:
    s = setup({2: ["double", "call"]})
    s, _ = act(s, "pick", 1, number=1)
    assert plays(s, 2) == set() and RULES.waiting_for(s) == [Viewer.of_seat(1)]
    assert why(RULES, s, Action("play", 2, card="double")) == "DOUBLE is played only before the question is asked."
    assert why(RULES, s, Action("play", 2, card="call")) == (
        "CALL is played when it is your turn to answer, after the question is read.")


def test_two_and_the_after_cards_of_a_waiting_star_are_refused_with_a_reason() -> None:
    s = setup({2: ["two", "fifty", "web"]})
    assert plays(s, 2) == set()
    assert why(RULES, s, Action("play", 2, card="two")) == (
        "TWO is played only by the first Star on the space, before the question is chosen.")
    assert why(RULES, s, Action("play", 2, card="fifty")) == (
        "50% is played when it is your turn to answer, after the question is read.")
    assert why(RULES, s, Action("play", 2, card="web")).startswith("WEB is played when it is your turn")


def test_a_star_not_on_the_space_is_told_where_cards_may_be_played() -> None:
    s = setup({3: ["double"]}, stacks={"crime/vintage": [1, 2], "drama/new": [3]})
    assert plays(s, 3) == set()
    assert why(RULES, s, Action("play", 3, card="double")) == (
        "Only the Stars with a token on Crime · Vintage may play a special card now.")


def test_a_star_with_a_token_on_a_later_space_plays_when_that_space_comes_up() -> None:
    """Dario (3) is second on Drama · New, the next space: he plays his card before its question is read."""
    s = setup({3: ["drama"]}, stacks={"crime/vintage": [1], "drama/new": [2, 3]})
    assert plays(s, 3) == set()
    s = right(s, 1)
    s, _ = act(s, "reveal")
    assert s.q["space"] == "drama/new" and s.q["step"] == "pre"
    assert plays(s, 3) == {"drama"}
    s, _ = act(s, "play", 3, card="drama")
    s = wrong(s, 2)
    assert RULES.answerer(s) == 3 and s.q["active"] == ["drama"] and s.q.get("pending") == []
    s = right(s, 3)
    assert s.awards[-1]["genre"] == 5 and s.scores[3] == 8 + 3 + 5  # options: bet + difficulty + the card's 5


def test_a_star_who_already_answered_may_not_play() -> None:
    s = setup({1: ["double"], 2: ["call"]}, stacks={"crime/vintage": [1, 2, 3]})
    s = wrong(s, 1)
    assert RULES.answerer(s) == 2
    assert why(RULES, s, Action("play", 1, card="double")) == "You have already had your turn on this question."


# ---------------------------------------------------------------------------------------------- scoring
def test_the_card_pays_when_its_star_answers_right() -> None:
    s = setup({2: ["double"]})
    s, _ = act(s, "play", 2, card="double")
    s = wrong(s, 1)  # Bruno is wrong: Anna scores 9 - 2; Carla takes over with the options
    assert RULES.answerer(s) == 2 and s.q["active"] == ["double"]
    assert RULES.view(s, Viewer.TABLE)["question"]["active_cards"] == ["double"]
    s = right(s, 2)
    assert s.scores == [7, 0, 2 * (9 + 2), 0]
    assert s.awards[-1]["double"] is True and not RULES.check_invariants(s)


def test_the_card_is_spent_when_the_star_below_answers_right() -> None:
    s = setup({2: ["double"]})
    s, _ = act(s, "play", 2, card="double")
    s = right(s, 1, "straight")
    assert s.scores == [0, 9 + 2 + 5, 9, 0]  # Carla scores the bet, not doubled: she did not answer
    assert s.specials[2] == [] and s.special_discard == ["special-double-1"]
    assert not RULES.check_invariants(s)


def test_the_card_is_spent_when_its_star_is_wrong_or_passes() -> None:
    s = setup({2: ["power"]}, scores=[30, 0, 0, 10])
    s, _ = act(s, "play", 2, card="power")
    s = wrong(s, 1)
    s, _ = act(s, "decline", 2)
    assert s.q["step"] == "done" and s.scores == [37, 0, 0, 10]  # nobody moves back
    assert not RULES.check_invariants(s)


def test_a_straight_answer_after_a_straight_wrong_one_with_a_genre_card() -> None:
    s = setup({2: ["crime"]})
    s, _ = act(s, "play", 2, card="crime")
    s, _ = act(s, "pick", 1, number=2)
    s, _ = act(s, "declare", 1, mode="straight")
    s, _ = act(s, "judge", 0, correct=False)
    s = right(s, 2, "straight")
    assert s.scores == [9 - 2 + 5, 0, 9 + 2 + 5 + 5, 0]


def test_power_of_a_following_star() -> None:
    s = setup({2: ["power"]}, scores=[30, 0, 20, 10])
    s, _ = act(s, "play", 2, card="power")
    s = wrong(s, 1)
    s = right(s, 2)
    assert s.scores == [37 - 10, 0, 31, 10]  # Anna leads after Carla's 11: she moves back 10


def test_each_waiting_star_keeps_their_own_card() -> None:
    """Three Stars: Carla plays DOUBLE, Dario a genre card; Bruno and Carla are wrong, Dario is right."""
    s = setup({2: ["double"], 3: ["crime"]}, stacks={"crime/vintage": [1, 2, 3]})
    s, _ = act(s, "play", 2, card="double")
    s, _ = act(s, "play", 3, card="crime")
    assert s.q["pending"] == [{"seat": 2, "card": "double"}, {"seat": 3, "card": "crime"}]
    s = wrong(s, 1)
    assert s.q["active"] == ["double"] and s.q["pending"] == [{"seat": 3, "card": "crime"}]
    s, _ = act(s, "answer", 2, letter=next(x for x in s.q["shown"] if x != right_letter(s)
                                           and x not in {t["letter"] for t in s.q["tried"]}))
    assert RULES.answerer(s) == 3 and s.q["active"] == ["crime"] and s.q["pending"] == []
    s = right(s, 3)
    assert s.awards[-1] | {"seat": 3} == s.awards[-1] and s.awards[-1]["double"] is False
    assert s.scores[3] == 9 + 2 + 5 and not RULES.check_invariants(s)


# ---------------------------------------------------------------------------------------------- limits
def test_one_card_per_turn_counts_the_card_played_before_the_reading() -> None:
    s = setup({2: ["double", "call"]})
    s, _ = act(s, "play", 2, card="double")
    s = wrong(s, 1)
    assert plays(s, 2) == set()
    assert why(RULES, s, Action("play", 2, card="call")) == "Only one special card per turn."


def test_special_limit_table_one_card_for_everybody() -> None:
    s = setup({1: ["double"], 2: ["double"]}, options={"special_limit": "table"})
    s, _ = act(s, "play", 1, card="double")
    assert plays(s, 2) == set()
    assert why(RULES, s, Action("play", 2, card="double")) == "Only one special card per turn for the whole table."


def test_special_limit_answer_one_card_for_the_answer_of_each_star() -> None:
    s = setup({1: ["double"], 2: ["double", "call"]}, options={"special_limit": "answer"})
    s, _ = act(s, "play", 1, card="double")
    assert plays(s, 2) == {"double"}  # Bruno's card is for his answer, not hers
    s, _ = act(s, "play", 2, card="double")
    s = wrong(s, 1)
    assert why(RULES, s, Action("play", 2, card="call")) == "Only one special card per answer."


def test_special_limit_stack_allows_an_after_card_on_the_same_answer_but_never_two_of_a_kind() -> None:
    s = setup({2: ["double", "crime", "call"]}, options={"special_limit": "stack"})
    s, _ = act(s, "play", 2, card="double")
    assert plays(s, 2) == {"crime"}
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "declare", 1, mode="straight")
    s, _ = act(s, "judge", 0, correct=False)
    assert plays(s, 2) == {"call"}  # after the reading: only the after cards
    assert why(RULES, s, Action("play", 2, card="crime")) == "CRIME is played only before the question is asked."


# ---------------------------------------------------------------------------------------------- other readings
def test_strict_only_the_first_star() -> None:
    s = setup({2: ["double"]}, options={"follower_cards": "strict"})
    assert plays(s, 2) == set() and RULES.waiting_for(s) == [Viewer.of_seat(1)]
    assert RULES.view(s, Viewer.TABLE)["question"]["may_play_seats"] == []
    assert why(RULES, s, Action("play", 2, card="double")) == (
        "DOUBLE is played before the question is asked, and only by the first Star on the space (house rule).")
    s = wrong(s, 1)
    assert plays(s, 2) == set()


def test_own_turn_after_hearing_the_question() -> None:
    s = setup({2: ["double"]}, options={"follower_cards": "own_turn"})
    assert plays(s, 2) == set()
    assert why(RULES, s, Action("play", 2, card="double")) == (
        "DOUBLE is played when your turn to answer comes (house rule).")
    s = wrong(s, 1)
    assert plays(s, 2) == {"double"}


def test_two_player_game_is_unchanged() -> None:
    s = scenario(CANARY, 2, bets={"crime/vintage": [9, 8], "mix": [5, 4]}, variant="two_player",
                 specials={1: ["double"]}, difficulty={"crime/vintage": 2, "mix": 1})
    assert plays(s, 1) == {"double"} and RULES.view(s, Viewer.TABLE)["question"]["may_play_seats"] == [1]


# ---------------------------------------------------------------------------------------------- saves, checks
@pytest.mark.parametrize("entry", [e for e in SAVES if e["variant"] == "standard"][:3],
                         ids=lambda e: f"{e['players']}-{e['step']}")
def test_a_save_that_stored_strict_keeps_it(entry: dict) -> None:
    s = RULES.state_from_json(json.loads(json.dumps(entry["state"])))
    assert RULES.opt(s, "follower_cards") == "strict"
    assert s.config.options["follower_cards"] == "strict"


def test_a_saved_game_with_strict_plays_on_with_strict() -> None:
    s = setup({2: ["double"]}, options={"follower_cards": "strict"})
    loaded = RULES.state_from_json(json.loads(json.dumps(RULES.state_to_json(s))))
    assert RULES.opt(loaded, "follower_cards") == "strict" and plays(loaded, 2) == set()
    data = json.loads(json.dumps(RULES.state_to_json(s)))
    del data["config"]["options"]["follower_cards"]  # a save from before the option existed
    assert plays(RULES.state_from_json(data), 2) == {"double"}  # it gets the printed reading


def test_pending_cards_round_trip_through_json() -> None:
    s = setup({2: ["double"]})
    s, _ = act(s, "play", 2, card="double")
    loaded = RULES.state_from_json(json.loads(json.dumps(RULES.state_to_json(s))))
    assert loaded.q["pending"] == [{"seat": 2, "card": "double"}] and not RULES.check_invariants(loaded)
    assert right(wrong(loaded, 1), 2).scores[2] == 2 * 11


def test_invariants_catch_a_wrong_waiting_card() -> None:
    s = setup({2: ["double"]})
    s, _ = act(s, "play", 2, card="double")
    bad = s.copy()
    bad.q["pending"] = [{"seat": 3, "card": "double"}]
    assert any("not waiting on the space" in p for p in RULES.check_invariants(bad))
    bad = s.copy()
    bad.q["pending"] = [{"seat": 2, "card": "call"}]
    assert any("not played before the question" in p for p in RULES.check_invariants(bad))
    bad = s.copy()
    bad.special_discard = []
    bad.specials[2] = ["special-double-1"]
    assert any("not on the special discard pile" in p for p in RULES.check_invariants(bad))
    strict = setup({1: ["double"]}, options={"follower_cards": "strict"})
    strict.specials[1] = []
    strict.special_discard = ["special-double-1"]
    strict.played[2] = 1
    strict.q["pending"] = [{"seat": 2, "card": "double"}]
    assert any("follower_cards" in p for p in RULES.check_invariants(strict))


def test_apply_leaves_the_state_it_was_given_alone() -> None:
    s = setup({2: ["double", "crime"]})
    after, _ = act(s, "play", 2, card="double")
    with pytest.raises(IllegalAction, match="one special card per turn"):
        act(after, "play", 2, card="crime")
    assert s.q.get("pending", []) == [] and len(s.specials[2]) == 2 and s.played == [0, 0, 0, 0]
