"""Telefilm variants: two players (or teams) with the board, and the game with question cards only."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamesuite.rules.core import IllegalAction, Viewer
from gamesuite.rules.telefilm import RULES
from gamesuite.rules.telefilm.state import TelefilmState
from gamesuite.rules.telefilm.testing import act, cards_scenario, config, right_letter, scenario, wrong_letter
from tests.rules.words import said

CANARY = json.loads((Path(__file__).parent.parent / "fixtures" / "telefilm_canary.json").read_text("utf-8"))
TP = "two_player"
CO = "cards_only"


# ---------------------------------------------------------------------------------------- two players
def test_two_player_setup() -> None:
    s = RULES.new_game(config(2, CANARY, TP), 4)
    assert [len(h) for h in s.specials] == [5, 5] and len(s.special_box) == 11
    assert sorted(s.bet_tokens) == [4, 5, 8, 9] and set(s.decks) == {"deck"}
    spaces = [RULES.space_of(s, c) for c in s.hand]
    assert len(spaces) == 6 and len(set(spaces)) == 6 and spaces.count("mix") <= 1
    assert s.director == 0 and s.star == 1


def test_two_player_a_second_mix_card_is_replaced() -> None:
    s = RULES.new_game(config(2, CANARY, TP), 0)
    ids = {c["id"]: i for i, c in enumerate(CANARY["cards"])}
    rest = [i for i in range(len(CANARY["cards"])) if i not in {ids["canary-mix-1"], ids["canary-mix-2"]}]
    s.hand, s.discards = [], {"deck": []}
    s.decks = {"deck": rest + [ids["canary-mix-2"], ids["canary-mix-1"]]}  # two Mix cards on top
    ev: list = []
    RULES._start_turn(s, ev)
    spaces = [RULES.space_of(s, c) for c in s.hand]
    assert spaces.count("mix") == 1 and len(spaces) == 6
    assert s.redraws[0] == {"deck": "mix"}
    assert any(e.kind == "redrawn" and e.data["deck"] == "mix" and "Mix card" in said(s, e.text) for e in ev)


def test_two_player_bets_two_tokens_on_each_of_two_spaces() -> None:
    s = RULES.new_game(config(2, CANARY, TP), 4)
    a, b, c = (RULES.space_of(s, x) for x in s.hand[:3])
    s, _ = act(s, "bet", 0, space=a, value=9)
    s, _ = act(s, "bet", 0, space=b, value=4)
    assert {x["space"] for x in RULES.legal_actions(s)} == {a, b}
    with pytest.raises(IllegalAction):
        act(s, "bet", 0, space=c, value=5)
    s, _ = act(s, "bet", 0, space=a, value=8)
    assert {x["space"] for x in RULES.legal_actions(s)} == {b}
    s, _ = act(s, "bet", 0, space=b, value=5)
    assert s.phase == "questions" and s.q["space"] == a  # 17 before 9
    assert RULES.answerer(s) == 1 and len(s.discards["deck"]) == 4 + len(s.redraws)


def two(options: dict | None = None, scores: list[int] | None = None, specials: dict | None = None) -> TelefilmState:
    return scenario(
        CANARY,
        2,
        variant=TP,
        bets={"crime/vintage": [8, 9], "mix": [4, 5]},
        difficulty={"crime/vintage": 2, "mix": 3},
        options=options,
        scores=scores,
        specials=specials,
    )


@pytest.mark.parametrize(
    ("mode", "correct", "scores"),
    [
        ("straight", True, [0, 17 + 2 + 5]),
        ("options", True, [0, 17 + 2]),
        ("straight", False, [17 - 2 + 5, 0]),
        ("options", False, [17 - 2, 0]),
    ],
)
def test_two_player_scoring_sums_the_two_bets(mode: str, correct: bool, scores: list[int]) -> None:
    s = two()
    assert s.q["space"] == "crime/vintage"
    s, _ = act(s, "pick", 1, number=2)
    s, _ = act(s, "declare", 1, mode=mode)
    if mode == "straight":
        s, _ = act(s, "judge", 0, correct=correct)
    else:
        s, _ = act(s, "answer", 1, letter=right_letter(s) if correct else wrong_letter(s))
    assert s.scores == scores


def test_two_player_star_answers_both_cards_then_roles_swap() -> None:
    s = two()
    for space in ("crime/vintage", "mix"):
        assert s.q["space"] == space
        s, _ = act(s, "pick", 1, number=1)
        s, _ = act(s, "declare", 1, mode="options")
        s, _ = act(s, "answer", 1, letter=right_letter(s))
        s, _ = act(s, "reveal")
    assert s.scores == [0, 19 + 12]
    assert s.director == 1 and s.star == 0 and s.phase == "bets" and s.director_counts == [1, 0]


def test_two_player_star_chooses_one_space() -> None:
    s = two({"two_player_answers": "star_chooses"})
    assert s.phase == "select" and RULES.waiting_for(s) == [Viewer.of_seat(1)]
    s, _ = act(s, "select", 1, space="mix")
    assert s.q["space"] == "mix"
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "declare", 1, mode="straight")
    s, _ = act(s, "judge", 0, correct=True)
    assert s.scores == [0, 9 + 3 + 5]
    s, _ = act(s, "reveal")
    assert s.director == 1  # the other card was discarded unplayed


def test_two_player_special_cards_and_power() -> None:
    s = two(specials={1: ["power", "double"]}, scores=[40, 0])
    s, _ = act(s, "play", 1, card="power")
    assert RULES._playable(s, 1) == []  # one special card per turn
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "declare", 1, mode="options")
    s, _ = act(s, "answer", 1, letter=right_letter(s))
    assert s.scores == [30, 19]


def test_two_player_ends_after_the_chosen_rounds() -> None:
    s = RULES.new_game(config(2, CANARY, TP, {"two_player_rounds": 1}), 7)
    assert RULES.turns_total(s) == 2
    s = play_until_over(s, 7)
    assert s.turn == 2 and s.director_counts == [1, 1] and s.end_reason == "turns"


def test_two_player_target_score_ends_at_the_end_of_a_round() -> None:
    s = RULES.new_game(config(2, CANARY, TP, {"two_player_end": "target", "two_player_target": 10}), 3)
    assert RULES.turns_total(s) is None and RULES.view(s, Viewer.TABLE)["target"] == 10
    s = play_until_over(s, 3)
    assert s.turn % 2 == 0 and max(s.scores) >= 10
    # it did not end at an earlier round end
    assert s.director_counts[0] == s.director_counts[1]


def play_until_over(s: TelefilmState, seed: int, limit: int = 5000) -> TelefilmState:
    from gamesuite.rules.core import Rng

    rng = Rng(seed)
    for _ in range(limit):
        if RULES.is_over(s):
            return s
        s, _ = RULES.apply(s, RULES.random_action(s, rng))
        assert not RULES.check_invariants(s), RULES.check_invariants(s)
    raise AssertionError("the game did not end")


# ---------------------------------------------------------------------------------------- cards only
def test_cards_only_setup_has_no_board_and_no_special_cards() -> None:
    s = RULES.new_game(config(3, CANARY, CO), 2)
    assert s.phase == "offer" and s.star == 1 and len(s.hand) == 3
    assert [len(h) for h in s.specials] == [0, 0, 0]
    view = RULES.view(s, Viewer.TABLE)
    assert "spaces" not in view and "track" not in view and len(view["offer"]) == 3
    assert all("difficulty" not in o for o in view["offer"])  # genre/period only
    assert RULES.turns_total(s) == 30


def co(options: dict | None = None) -> TelefilmState:
    return cards_scenario(
        CANARY,
        2,
        options=options,
        offer=("crime/vintage", "mix", "drama/new"),
        difficulty={"crime/vintage": 2, "mix": 3, "drama/new": 1},
    )


def ask(s: TelefilmState, mode: str) -> TelefilmState:
    s, _ = act(s, "take", 1, index=0)
    assert s.q["space"] == "crime/vintage" and RULES.waiting_for(s) == [Viewer.DIRECTOR]
    assert len(s.discards["deck"]) == 2
    s, ev = act(s, "ask", 0, number=3)
    assert ev[0].reveals and RULES.view(s, Viewer.TABLE)["question"]["text"]
    s, _ = act(s, "declare", 1, mode=mode)
    return s


def test_cards_only_right_straight_wins_the_card_and_a_bonus_card() -> None:
    s = ask(co(), "straight")
    top = s.decks["deck"][-1]
    s, _ = act(s, "judge", 0, correct=True)
    assert s.won[1] == [s.q["card"], top]
    assert s.scores == [0, 2 + RULES.difficulty(s, top)]


def test_cards_only_right_with_options_wins_the_card() -> None:
    s = ask(co(), "options")
    s, _ = act(s, "answer", 1, letter=right_letter(s))
    assert s.scores == [0, 2] and len(s.won[1]) == 1


def test_cards_only_wrong_straight_gives_the_card_to_the_director() -> None:
    s = ask(co(), "straight")
    s, _ = act(s, "judge", 0, correct=False)
    assert s.scores == [2, 0] and len(s.won[0]) == 1


def test_cards_only_wrong_with_options_wins_nothing() -> None:
    s = ask(co(), "options")
    s, _ = act(s, "answer", 1, letter=wrong_letter(s))
    assert s.scores == [0, 0] and s.won == [[], []]
    s, _ = act(s, "reveal")
    assert len(s.discards["deck"]) == 3 and s.director == 1 and s.phase == "offer"


def test_cards_only_every_other_player_answers_with_option_all() -> None:
    s = RULES.new_game(config(3, CANARY, CO, {"cards_only_stars": "all", "cards_only_rounds": 1}), 5)
    assert s.star == 1 and s.star_queue == [2]
    s = play_until_over(s, 5)
    assert s.director_counts == [1, 1, 1]


def test_cards_only_ends_after_the_chosen_rounds_or_when_the_deck_is_empty() -> None:
    s = RULES.new_game(config(2, CANARY, CO, {"cards_only_rounds": 2}), 1)
    s = play_until_over(s, 1)
    assert s.turn == 4 and s.end_reason == "turns"
    small = {"cards": CANARY["cards"][:4]}
    s = RULES.new_game(config(2, small, CO, {"reshuffle": False}), 1)
    s = play_until_over(s, 1)
    assert s.end_reason == "deck" and s.turn < 20
    assert RULES.result(s) is not None


def test_cards_only_won_cards_never_come_back() -> None:
    small = {"cards": CANARY["cards"][:5]}
    s = RULES.new_game(config(2, small, CO), 2)
    s = play_until_over(s, 2)
    won = [c for w in s.won for c in w]
    assert len(won) == len(set(won)) and s.end_reason in ("deck", "turns")
