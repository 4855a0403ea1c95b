"""Telefilm: fixes of the cold rules review (docs/reviews/telefilm-rules-review.md).

Following Stars may pass, the Director's points with passes, who scores the bet after a later right
answer, the Director's 50% choice, one special card per turn for the whole table, the two-player
draw, the cards-only bonus card, and the reference sentences that state these readings.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamesuite.i18n import rules_reference
from gamesuite.rules.core import IllegalAction, Viewer
from gamesuite.rules.telefilm import RULES, SPEC
from gamesuite.rules.telefilm.engine import DEFAULTS
from gamesuite.rules.telefilm.state import TelefilmState
from gamesuite.rules.telefilm.testing import act, cards_scenario, config, right_letter, scenario, wrong_letter
from tests.rules.words import said, texts

CANARY = json.loads((Path(__file__).parent.parent / "fixtures" / "telefilm_canary.json").read_text("utf-8"))
BETS = {"crime/vintage": 9, "drama/new": 8, "scifi/modern": 5, "mix": 4}
DIFF = {"crime/vintage": 2, "drama/new": 3, "scifi/modern": 1, "mix": 1}
STRAIGHT_WRONG = 9 - 2 + 5  # the Director's points for a wrong straight answer on Crime · Vintage
OPTIONS_WRONG = 9 - 2
OPTIONS_RIGHT = 9 + 2


def setup(
    stack: list[int],
    options: dict | None = None,
    specials: dict[int, list[str]] | None = None,
) -> TelefilmState:
    """4 players, Anna (0) directs; ``stack`` (bottom first) is on Crime · Vintage (bet 9, difficulty 2)."""
    return scenario(
        CANARY,
        4,
        bets=BETS,
        difficulty=DIFF,
        stacks={"crime/vintage": stack},
        options=options,
        specials=specials,
    )


def wrong(s: TelefilmState, seat: int, mode: str) -> TelefilmState:
    if s.q["step"] == "pre":
        s, _ = act(s, "pick", seat, number=1)
    if s.q["step"] == "read":
        s, _ = act(s, "declare", seat, mode=mode)
    if s.q["mode"] == "straight":
        s, _ = act(s, "judge", 0, correct=False)
    else:
        s, _ = act(s, "answer", seat, letter=next(x for x in s.q["shown"] if x != right_letter(s)
                                                  and x not in {t["letter"] for t in s.q["tried"]}))
    return s


def right_options(s: TelefilmState, seat: int) -> TelefilmState:
    if s.q["step"] == "read":
        s, _ = act(s, "declare", seat, mode="options")
    s, _ = act(s, "answer", seat, letter=right_letter(s))
    return s


def kinds(s: TelefilmState, seat: int | None = None) -> set[str]:
    return {a.kind for a in RULES.legal_actions(s) if seat is None or a.seat == seat}


# ---------------------------------------------------------------- 1. following Stars may pass
def test_defaults_of_the_review_options() -> None:
    assert DEFAULTS["director_wrong"] == "each_wrong"
    assert DEFAULTS["fifty_wrong"] == "director"
    assert DEFAULTS["late_right_bet"] == "following"
    assert DEFAULTS["special_limit"] == "turn"
    labels = dict(next(o for o in SPEC.options if o.id == "special_limit").choices)
    assert labels["turn"] == "One per player per turn" and "whole table" in labels["table"]
    dw = dict(next(o for o in SPEC.options if o.id == "director_wrong").choices)
    assert "closest to the printed text" in dw["each_wrong"] and set(dw) == {
        "each_wrong",
        "all_wrong",
        "last_wrong",
        "first_wrong",
    }


def test_the_bottom_star_must_answer_and_a_following_star_may_pass() -> None:
    s = setup([2, 3, 1])
    s, _ = act(s, "pick", 2, number=1)
    assert kinds(s) == {"declare"}  # Carla is first on the space: no pass
    with pytest.raises(IllegalAction, match="must answer"):
        act(s, "decline", 2)
    s = wrong(s, 2, "straight")
    assert RULES.answerer(s) == 3 and s.q["step"] == "read"
    assert kinds(s) == {"declare", "decline"}
    assert RULES.view(s, Viewer.TABLE)["question"]["may_pass"] is True
    with pytest.raises(IllegalAction):
        act(s, "decline", 1)  # only the Star whose turn it is
    s, ev = act(s, "decline", 3)
    assert [e.kind for e in ev] == ["declined", "next_answerer"]
    assert s.scores == [STRAIGHT_WRONG, 0, 0, 0]  # the pass scored nothing for anyone
    assert RULES.answerer(s) == 1 and s.q["step"] == "read"  # the last answer given was straight
    assert RULES.view(s, Viewer.TABLE)["question"]["passed"] == [3]
    assert not RULES.check_invariants(s)


def test_no_pass_once_the_following_star_declared() -> None:
    s = setup([2, 3, 1])
    s = wrong(s, 2, "straight")
    s, _ = act(s, "declare", 3, mode="options")
    assert "decline" not in kinds(s) and RULES.view(s, Viewer.TABLE)["question"]["may_pass"] is False
    with pytest.raises(IllegalAction, match="only before declaring"):
        act(s, "decline", 3)


def test_a_pass_keeps_the_options_only_restriction_of_the_last_answer_given() -> None:
    s = setup([2, 3, 1])
    s = wrong(s, 2, "options")  # Carla takes the options and is wrong
    assert RULES.answerer(s) == 3 and s.q["step"] == "answer" and "decline" in kinds(s, 3)
    s, _ = act(s, "decline", 3)
    # Bruno still may only take the options (Carla's answer), the tried letter is not offered again
    assert RULES.answerer(s) == 1 and s.q["step"] == "answer" and s.q["mode"] == "options"
    assert kinds(s) == {"answer", "decline"}
    assert s.q["tried"][0]["letter"] not in {a["letter"] for a in RULES.legal_actions(s) if a.kind == "answer"}
    s = right_options(s, 1)
    assert s.scores == [OPTIONS_WRONG, OPTIONS_RIGHT, 0, 0]


@pytest.mark.parametrize(
    ("rule", "director"),
    [
        ("each_wrong", STRAIGHT_WRONG + OPTIONS_WRONG),
        ("all_wrong", OPTIONS_WRONG),  # once, from the last wrong answer (Dario's, with the options)
        ("last_wrong", OPTIONS_WRONG),
        ("first_wrong", STRAIGHT_WRONG),
    ],
)
def test_director_points_when_the_last_star_passes(rule: str, director: int) -> None:
    s = setup([2, 3, 1], options={"director_wrong": rule})
    s = wrong(s, 2, "straight")
    s = wrong(s, 3, "options")
    assert RULES.answerer(s) == 1 and "decline" in kinds(s, 1)
    s, _ = act(s, "decline", 1)
    assert s.q["step"] == "done" and s.q["correct"] is None
    assert s.scores == [director, 0, 0, 0]
    assert not RULES.check_invariants(s)


@pytest.mark.parametrize("rule", ["each_wrong", "all_wrong", "last_wrong", "first_wrong"])
def test_every_following_star_passes(rule: str) -> None:
    s = setup([2, 3, 1], options={"director_wrong": rule})
    s = wrong(s, 2, "straight")
    s, _ = act(s, "decline", 3)
    s, ev = act(s, "decline", 1)
    assert s.q["step"] == "done" and s.q["correct"] is None
    assert s.scores == [STRAIGHT_WRONG, 0, 0, 0]  # every rule: one wrong straight answer, scored once
    assert any(e.kind == "question_finished" for e in ev)
    s, _ = act(s, "reveal")
    assert s.q["space"] == "drama/new"


@pytest.mark.parametrize(
    ("rule", "director"),
    [("each_wrong", STRAIGHT_WRONG), ("all_wrong", 0), ("last_wrong", STRAIGHT_WRONG), ("first_wrong", STRAIGHT_WRONG)],
)
def test_a_pass_then_a_right_answer(rule: str, director: int) -> None:
    s = setup([2, 3, 1], options={"director_wrong": rule})
    s = wrong(s, 2, "straight")
    s, _ = act(s, "decline", 3)
    s = right_options(s, 1)
    assert s.scores == [director, OPTIONS_RIGHT, 0, 0]  # nobody is above Bruno


# ---------------------------------------------------------------- 6. the bet after a later right answer
@pytest.mark.parametrize(
    ("rule", "scores"),
    [
        # Carla (2) wrong straight, Dario (3) right with the options, Bruno (1) above him
        ("following", [STRAIGHT_WRONG, 9, 0, OPTIONS_RIGHT]),
        ("all_others", [STRAIGHT_WRONG, 9, 9, OPTIONS_RIGHT]),
    ],
)
def test_late_right_bet(rule: str, scores: list[int]) -> None:
    s = setup([2, 3, 1], options={"late_right_bet": rule})
    s = wrong(s, 2, "straight")
    s = right_options(s, 3)
    assert s.scores == scores
    assert not RULES.check_invariants(s)


def test_late_right_bet_all_others_pays_a_star_who_passed() -> None:
    s = setup([2, 3, 1], options={"late_right_bet": "all_others", "director_wrong": "all_wrong"})
    s = wrong(s, 2, "options")
    s, _ = act(s, "decline", 3)
    s = right_options(s, 1)
    assert s.scores == [0, OPTIONS_RIGHT, 9, 9]


def test_late_right_bet_does_not_change_a_right_first_answer() -> None:
    for rule in ("following", "all_others"):
        s = setup([2, 3, 1], options={"late_right_bet": rule})
        s, _ = act(s, "pick", 2, number=1)
        s = right_options(s, 2)
        assert s.scores == [0, 9, OPTIONS_RIGHT, 9]


# ---------------------------------------------------------------- 3. 50%: the Director chooses the wrong option
def test_fifty_director_chooses_the_wrong_option() -> None:
    s = setup([1], specials={1: ["fifty"]})
    s, _ = act(s, "pick", 1, number=3)
    s, ev = act(s, "play", 1, card="fifty")
    right = right_letter(s)
    assert s.q["step"] == "fifty" and RULES.waiting_for(s) == [Viewer.DIRECTOR]
    assert not any(e.reveals for e in ev) and right not in texts(s, ev)
    legal = RULES.legal_actions(s)
    assert {(a.kind, a.seat) for a in legal} == {("fifty_pick", 0)}
    assert sorted(a["letter"] for a in legal) == sorted(x for x in "ABCDE" if x != right)
    table = RULES.view(s, Viewer.TABLE)["question"]
    assert table["options"] == [] and "letters" not in table and "answer" not in table
    assert table["fifty"] is True and table["mode"] == "options"
    with pytest.raises(IllegalAction):
        act(s, "fifty_pick", 0, letter=right)
    with pytest.raises(IllegalAction):
        act(s, "answer", 1, letter=right)
    chosen = next(x for x in "EDCBA" if x != right)
    s, ev = act(s, "fifty_pick", 0, letter=chosen)
    assert s.q["shown"] == sorted([right, chosen]) and s.q["step"] == "answer"
    assert [o["letter"] for o in RULES.view(s, Viewer.TABLE)["question"]["options"]] == sorted([right, chosen])
    assert any(e.kind == "options_read" and e.reveals for e in ev)
    assert {a["letter"] for a in RULES.legal_actions(s) if a.kind == "answer"} == {right, chosen}
    s, _ = act(s, "answer", 1, letter=right)
    assert s.scores == [0, OPTIONS_RIGHT, 0, 0]
    assert not RULES.check_invariants(s)


def test_fifty_director_choice_then_a_wrong_answer_scores_the_director() -> None:
    s = setup([1], specials={1: ["fifty"]})
    s, _ = act(s, "pick", 1, number=2)
    s, _ = act(s, "play", 1, card="fifty")
    chosen = wrong_letter(s)
    s, _ = act(s, "fifty_pick", 0, letter=chosen)
    s, _ = act(s, "answer", 1, letter=chosen)
    assert s.scores == [OPTIONS_WRONG, 0, 0, 0]


def test_fifty_in_the_two_player_game_waits_for_the_director() -> None:
    s = scenario(
        CANARY,
        2,
        variant="two_player",
        bets={"crime/vintage": [9, 8], "mix": [5, 4]},
        difficulty={"crime/vintage": 2, "mix": 1},
        specials={1: ["fifty"]},
    )
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "play", 1, card="fifty")
    assert s.q["step"] == "fifty" and RULES.waiting_for(s) == [Viewer.DIRECTOR]
    s, _ = act(s, "fifty_pick", 0, letter=wrong_letter(s))
    s, _ = act(s, "answer", 1, letter=right_letter(s))
    assert s.scores == [0, 9 + 8 + 2]


# ---------------------------------------------------------------- 4. one special card per turn for the table
def test_special_limit_table_allows_one_card_for_the_whole_table() -> None:
    specials = {1: ["call"], 2: ["web"]}
    s = setup([1, 2], options={"special_limit": "table"}, specials=specials)
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "play", 1, card="call")
    s = wrong(s, 1, "straight")
    assert RULES.answerer(s) == 2 and s.played == [0, 1, 0, 0]
    assert "web" not in RULES._playable(s, 2)
    assert RULES.view(s, Viewer.of_seat(2))["playable"] == []
    with pytest.raises(IllegalAction, match="whole table"):
        act(s, "play", 2, card="web")
    # the per-player default lets Carla play hers
    t = setup([1, 2], specials=specials)
    t, _ = act(t, "pick", 1, number=1)
    t, _ = act(t, "play", 1, card="call")
    t = wrong(t, 1, "straight")
    assert "web" in RULES._playable(t, 2)
    t, _ = act(t, "play", 2, card="web")
    assert t.played == [0, 1, 1, 0]


# ---------------------------------------------------------------- 8. two-player draw
def test_two_player_draw_replaces_a_second_card_of_any_space() -> None:
    s = RULES.new_game(config(2, CANARY, "two_player"), 0)
    ids = {c["id"]: i for i, c in enumerate(CANARY["cards"])}
    top = [ids["canary-crime-vintage-2"], ids["canary-crime-vintage-1"]]  # two Crime · Vintage on top
    nxt = [ids[f"canary-{sp}-1"] for sp in ("mix", "drama-vintage", "comedy-new", "scifi-modern", "crime-new")]
    rest = [i for i in range(len(CANARY["cards"])) if i not in top + nxt]
    s.hand, s.discards = [], {"deck": []}
    s.decks = {"deck": rest + nxt + top}
    ev: list = []
    RULES._start_turn(s, ev)
    spaces = [RULES.space_of(s, c) for c in s.hand]
    assert len(spaces) == 6 and len(set(spaces)) == 6 and spaces.count("crime/vintage") == 1
    assert s.redraws == [{"deck": "period"}] and s.discards["deck"] == [ids["canary-crime-vintage-2"]]
    redrawn = [e for e in ev if e.kind == "redrawn"]
    assert len(redrawn) == 1 and "Crime" not in said(s, redrawn[0].text) and redrawn[0].data["count"] == 1


# ---------------------------------------------------------------- 9. cards only: the bonus card
@pytest.mark.parametrize(("reshuffle", "cards"), [(True, 2), (False, 1)])
def test_cards_only_bonus_card_comes_from_the_reshuffled_discards(reshuffle: bool, cards: int) -> None:
    s = cards_scenario(CANARY, options={"reshuffle": reshuffle}, difficulty={"crime/vintage": 3})
    s.discards["deck"] += s.decks["deck"]
    s.decks["deck"] = []
    before = len(s.discards["deck"])
    offered = list(s.hand)
    s, _ = act(s, "take", 1, index=0)
    assert s.discards["deck"][before:] == offered[1:]  # the two cards not taken are discarded
    s, _ = act(s, "ask", 0, number=1)
    s, _ = act(s, "declare", 1, mode="straight")
    s, ev = act(s, "judge", 0, correct=True)
    won = [e for e in ev if e.kind == "card_won"]
    assert len(won) == cards and len(s.won[1]) == cards
    assert ("reshuffled" in [e.kind for e in ev]) == reshuffle
    assert s.scores[1] == 3 + sum(e.data["points"] for e in won[1:])
    assert not RULES.check_invariants(s)


# ---------------------------------------------------------------- 2, 5, 8, 9: the reference says it
def test_reference_states_the_readings() -> None:
    ref = " ".join(rules_reference("telefilm").split())
    assert "can never play TWO" in ref
    assert "`follower_cards`, default *before_reading*, as printed" in ref
    assert "Games saved with *strict* keep it" in ref
    assert "a card for a space already drawn is also redrawn" in ref
    assert "The cards not taken are discarded" in ref and "reshuffled discard pile" in ref
    assert "`director_wrong`, default *each_wrong*" in ref and "closest to the printed text" in ref
    assert "`fifty_wrong`, default *director*" in ref
    assert "`late_right_bet`, default *following*" in ref
    assert "one special card per turn for the whole table" in ref
    assert "**pass**" in ref and "The bottom Star must answer" in ref
    assert "exactly 64 is the last space" in ref and "stop at IV" in ref
    assert "(as printed)" not in dict(next(o for o in SPEC.options if o.id == "special_limit").choices)["turn"]
