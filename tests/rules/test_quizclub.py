"""Quiz Club scenario tests: one rule each, built from a small custom setup.

The fixture deck (tests/fixtures/quizclub_canary.json) has 48 cards, six per character, whose
question types cycle through all five types on both sides; every text is a unique canary.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gamesuite.i18n import rules_reference
from gamesuite.rules import registry
from gamesuite.rules.core import Action, Event, GameConfig, IllegalAction, PlayerConfig, Viewer
from gamesuite.rules.quizclub import RULES, SPEC, QuizState
from gamesuite.rules.sim import default_players
from tests.rules.words import said

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "quizclub_canary.json"
DECK: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))


# ----------------------------------------------------------------------------------- helpers


def config(n: int = 4, content: dict[str, Any] | None = None, **options: Any) -> GameConfig:
    opts = {"starting_player": 0, **options}
    return GameConfig("quizclub", default_players(n), None, opts, DECK if content is None else content)


def start(n: int = 4, seed: int = 0, **options: Any) -> QuizState:
    return RULES.new_game(config(n, **options), seed)


def act(s: QuizState, kind: str, seat: int | None, **args: Any) -> tuple[QuizState, list[Event]]:
    return RULES.apply(s, Action(kind, seat, **args))


def find(s: QuizState, qtype: str, difficulty: int | None = None, variant: str | None = None) -> tuple[str, int]:
    """A card id and difficulty of the chosen side with a question of this type."""
    for cid in s.deck:
        for d, q in enumerate(s.index[cid]["questions"], start=1):
            if q["type"] == qtype and difficulty in (None, d) and variant in (None, q.get("variant")):
                return cid, d
    raise LookupError(qtype)


def give(s: QuizState, seat: int, cid: str) -> None:
    """Put ``cid`` into ``seat``'s hand (in place), swapping her first card to where it was."""
    if cid in s.hands[seat]:
        return
    out = s.hands[seat][0]
    for pile in (s.draw, s.discard, *s.hands):
        if cid in pile:
            pile[pile.index(cid)] = out
            break
    s.hands[seat][0] = cid


def ask(s: QuizState, target: int, qtype: str, difficulty: int | None = None, variant: str | None = None):
    """The active player asks ``target`` a question of ``qtype``; returns (state, question, card id)."""
    s = s.copy()
    cid, d = find(s, qtype, difficulty, variant)
    give(s, s.active, cid)
    s, _ = act(s, "choose_player", s.active, player=target)
    s, _ = act(s, "choose_question", s.active, card_id=cid, difficulty=d)
    return s, s.index[cid]["questions"][d - 1], cid


def finish_question(s: QuizState, correct: bool) -> tuple[QuizState, list[Event]]:
    """Answer the question in play right or wrong, confirming the app's verdict."""
    q = s.question()
    a = s.active
    kind = q["type"]
    events: list[Event] = []
    if kind == "knowledge":
        return act(s, "answer", a, correct=correct)
    if kind == "multiple_choice":
        letter = q["answer"] if correct else next(x for x in "ABCD" if x != q["answer"])
        s, ev = act(s, "answer", a, letter=letter)
    elif kind == "estimate":
        s, ev = act(s, "answer", a, number=q["value"] if correct else q["value"] + q["margin"] + 5)
    elif kind == "ranking":
        order = list(q["order"]) if correct else list(q["order"][1:]) + [q["order"][0]]
        s, ev = act(s, "answer", a, order=order)
    else:
        args = {"count": 0} if q["variant"] == "count" else {"player": None}
        s, ev = act(s, "answer", a, **args)
        events += ev
        if correct:
            s, ev = act(s, "no_objection", None)
        else:
            s, ev = act(s, "object", None, by=a)
        return s, events + ev
    events += ev
    assert s.phase == "verdict" and s.app_verdict is correct
    s, ev = act(s, "confirm", a)
    return s, events + ev


def play_turn(s: QuizState, target: int, correct: bool = True, qtype: str = "knowledge", difficulty: int = 1):
    s, _q, _cid = ask(s, target, qtype, difficulty)
    return finish_question(s, correct)


def preset_scores(s: QuizState, scores: list[int]) -> None:
    """Give the players these scores, with a matching (made-up) log row so invariants hold."""
    s.history.append(["self_choice", s.round, 0, [new - old for new, old in zip(scores, s.scores, strict=True)]])
    s.scores = list(scores)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


# ----------------------------------------------------------------------------------- spec & setup


def test_registry_serves_quizclub_with_its_spec() -> None:
    rules = registry.get_rules("quizclub")
    assert rules is RULES and rules.spec is SPEC
    assert (SPEC.min_players, SPEC.max_players) == (3, 8)
    assert SPEC.uses_director


def test_every_rule_option_has_a_default_and_is_in_the_rules_reference() -> None:
    defaults = SPEC.default_options()
    for key in ("side", "next_active", "track_length", "marker_lines", "empty_draw_pile", "show_question"):
        assert key in defaults
    assert defaults["side"] == "light" and defaults["show_question"] is True
    assert defaults["next_active"] == "left_of_asked" and defaults["empty_draw_pile"] == "reshuffle"
    for option in SPEC.options:
        if option.id.startswith(("character_", "deck_")):
            continue
        assert f"**{option.title}**" in rules_reference("quizclub"), option.id
    assert "**Characters of players 1-8**" in rules_reference("quizclub")
    assert "**(Character)'s questions**" in rules_reference("quizclub")


def test_new_game_deals_five_cards_each_and_faces_every_character_up() -> None:
    s = start(5)
    assert [len(h) for h in s.hands] == [5] * 5
    assert len(s.draw) == len(DECK["cards"]) - 25
    assert s.face_down == [False] * 5 and s.round == 1 and s.cooperative
    assert s.characters == ["lisa", "bernd", "esther", "torben", "marike"]
    assert s.phase == "choose_player" and s.active == 0 == s.starting
    assert RULES.check_invariants(s) == []


def test_starting_player_is_drawn_from_the_seed_when_left_to_chance() -> None:
    firsts = {RULES.new_game(config(5, starting_player="random"), seed).starting for seed in range(40)}
    assert firsts == set(range(5))
    a = RULES.new_game(config(5, starting_player="random"), 7)
    b = RULES.new_game(config(5, starting_player="random"), 7)
    assert a.starting == b.starting and a.hands == b.hands


def test_the_chosen_side_is_used_for_every_card_and_the_other_never_shows() -> None:
    for side, other in (("light", "dark"), ("dark", "light")):
        s = start(3, side=side)
        view = json.dumps(RULES.view(s, Viewer.of_seat(0)))
        assert f" {side} " in view and f" {other} " not in view
        cid = s.hands[0][0]
        card = next(c for c in DECK["cards"] if c["id"] == cid)
        assert RULES.view(s, Viewer.of_seat(0))["hand"][0]["category"] == card[side]["category"]


def test_characters_and_colours_must_differ() -> None:
    with pytest.raises(ValueError, match="own character"):
        RULES.new_game(config(3, character_2="lisa"), 0)
    same = GameConfig("quizclub", (PlayerConfig("A", "#111111"),) * 3, None, {}, DECK)
    with pytest.raises(ValueError, match="own colour"):
        RULES.new_game(same, 0)
    s = start(3, character_1="arnold", character_3="emma")
    assert s.characters == ["arnold", "bernd", "emma"]
    assert RULES.view(s, Viewer.TABLE)["players"][0]["character_name"] == "Arnold"


def test_player_count_and_missing_deck_are_refused() -> None:
    with pytest.raises(ValueError, match="3-8 players"):
        RULES.new_game(config(2), 0)
    with pytest.raises(ValueError, match="question deck"):
        RULES.new_game(config(3, content={}), 0)


# ----------------------------------------------------------------------------------- a turn


def test_only_face_up_fellow_players_can_be_chosen() -> None:
    s = start(4)
    assert sorted(a["player"] for a in RULES.legal_actions(s)) == [1, 2, 3]
    with pytest.raises(IllegalAction, match="cannot ask yourself"):
        act(s, "choose_player", 0, player=0)
    with pytest.raises(IllegalAction) as refused:
        act(s, "choose_player", 1, player=2)
    assert said(s, refused.value.sentence) == "It is Anna's turn."
    s, _ = play_turn(s, 1)  # Anna asks Bruno; Carla (left of Bruno) is next
    assert s.active == 2
    with pytest.raises(IllegalAction, match="already been asked"):
        act(s, "choose_player", 2, player=1)
    assert sorted(a["player"] for a in RULES.legal_actions(s)) == [0, 3]


def test_a_question_is_chosen_by_card_and_difficulty_from_the_own_hand() -> None:
    s = start(4)
    s, _ = act(s, "choose_player", 0, player=2)
    choices = [a for a in RULES.legal_actions(s) if a.kind == "choose_question"]
    assert {a["card_id"] for a in choices} == set(s.hands[0]) and {a["difficulty"] for a in choices} == {1, 2, 3}
    with pytest.raises(IllegalAction, match="not in your hand"):
        act(s, "choose_question", 0, card_id=s.hands[1][0], difficulty=1)
    s2, _ = act(s, "cancel_player", 0)  # changing one's mind before asking
    assert s2.phase == "choose_player" and s2.target is None


def test_after_a_question_the_card_is_discarded_a_card_drawn_and_the_asked_card_turned() -> None:
    s = start(4)
    top = s.draw[-1]
    s, q, cid = ask(s, 2, "knowledge")
    assert cid not in s.hands[0] and len(s.hands[0]) == 4 and s.card == cid
    s, events = act(s, "answer", 0, correct=True)
    assert s.discard == [cid] and top in s.hands[0] and len(s.hands[0]) == 5
    assert s.face_down == [False, False, True, False] and s.asked == [2]
    assert s.active == 3  # the player to the left of the asked player
    assert kinds(events)[-3:] == ["card_drawn", "card_turned", "turn_started"]
    assert RULES.check_invariants(s) == []


def test_option_left_of_the_asker_makes_everybody_ask_in_seat_order() -> None:
    s = start(4, next_active="left_of_asker")
    s, _ = play_turn(s, 2)
    assert s.active == 1


# ----------------------------------------------------------------------------------- scoring


@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_cooperative_correct_answer_scores_the_difficulty_for_both(difficulty: int) -> None:
    s, _ = play_turn(start(4), 2, correct=True, difficulty=difficulty)
    assert s.scores == [difficulty, 0, difficulty, 0]


@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_cooperative_wrong_answer_scores_nothing(difficulty: int) -> None:
    s, _ = play_turn(start(4), 2, correct=False, difficulty=difficulty)
    assert s.scores == [0, 0, 0, 0]


@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_competitive_correct_answer_scores_only_for_the_asked_player(difficulty: int) -> None:
    s = start(4)
    s.round = 2
    s, _ = play_turn(s, 2, correct=True, difficulty=difficulty)
    assert s.scores == [0, 0, difficulty, 0]


@pytest.mark.parametrize(("difficulty", "asker_points"), [(1, 3), (2, 2), (3, 1)])
def test_competitive_wrong_answer_scores_3_2_1_for_the_asker(difficulty: int, asker_points: int) -> None:
    s = start(4)
    s.round = 2
    s, events = play_turn(s, 2, correct=False, difficulty=difficulty)
    assert s.scores == [asker_points, 0, 0, 0]
    verdict = next(e for e in events if e.kind == "verdict")
    assert verdict.data["points"] == [asker_points, 0, 0, 0] and verdict.reveals


# ----------------------------------------------------------------------------------- rounds


def test_round_ends_when_every_card_is_face_down_and_the_starting_player_card_passes_clockwise() -> None:
    s = start(3)
    s, _ = play_turn(s, 1)  # Anna -> Bruno; Carla next
    s, _ = play_turn(s, 0)  # Carla -> Anna; Bruno next (his card is down, he still asks)
    assert s.active == 1 and s.round == 1
    s, events = play_turn(s, 2)  # Bruno -> Carla: nobody is face up any more
    assert "round_ended" in kinds(events) and "round_started" in kinds(events)
    assert s.round == 2 and not s.cooperative
    assert s.starting == 1 and s.active == 1
    assert s.face_down == [False, False, False] and s.asked == []
    assert RULES.view(s, Viewer.TABLE)["round_type"] == "competitive"
    assert RULES.check_invariants(s) == []


def test_round_types_alternate_and_the_starting_player_card_moves_on_each_round() -> None:
    s = start(3)
    kinds_by_round: dict[int, tuple[str, int]] = {}
    while s.phase != "over":
        kinds_by_round.setdefault(s.round, ("cooperative" if s.cooperative else "competitive", s.starting))
        up = [k for k in range(3) if not s.face_down[k] and k != s.active]
        s, _ = play_turn(s, up[0])
    assert kinds_by_round == {
        1: ("cooperative", 0),
        2: ("competitive", 1),
        3: ("cooperative", 2),
        4: ("competitive", 0),
        5: ("cooperative", 1),
        6: ("competitive", 2),
    }
    assert RULES.is_over(s) and RULES.legal_actions(s) == [] and s.end_reason == "rounds"


def test_last_active_player_who_can_only_choose_herself_scores_3_at_once() -> None:
    s = start(4)
    s, _ = play_turn(s, 2, correct=False)  # Anna -> Carla; Dario next
    s, _ = play_turn(s, 1, correct=False)  # Dario -> Bruno; Carla next
    s, events = play_turn(s, 3, correct=False)  # Carla -> Dario; Anna next, and only she is face up
    assert "self_choice" in kinds(events)
    assert s.scores == [3, 0, 0, 0]
    assert s.round == 2 and s.starting == 1 and s.active == 1
    entry = RULES.view(s, Viewer.TABLE)["last_turn"]
    assert entry["kind"] == "self_choice" and entry["seat"] == 0 and entry["points"] == [3, 0, 0, 0]
    assert RULES.check_invariants(s) == []


def test_self_choice_also_happens_when_everybody_asks_in_seat_order() -> None:
    s = start(3, next_active="left_of_asker")
    s, _ = play_turn(s, 1, correct=False)  # Anna -> Bruno; Bruno next
    s, events = play_turn(s, 0, correct=False)  # Bruno -> Anna; Carla next, only she is face up
    assert "self_choice" in kinds(events) and s.scores == [0, 0, 3]


# ----------------------------------------------------------------------------------- marker lines


def test_passing_a_marker_line_makes_the_asker_discard_after_drawing_even_the_new_card() -> None:
    s = start(4)
    s.scores[0] = 9  # the line lies after space 10
    top = s.draw[-1]
    s, events = play_turn(s, 2, correct=True, difficulty=2)  # 9 -> 11
    assert "marker_line" in kinds(events)
    assert s.phase == "discard" and s.pending == [1, 0, 0, 0]
    assert RULES.waiting_for(s) == [Viewer.of_seat(0)]
    assert RULES.view(s, Viewer.DIRECTOR)["you"] == 0  # the host window shows who must discard
    assert top in s.hands[0] and len(s.hands[0]) == 5
    legal = RULES.legal_actions(s)
    assert {a.seat for a in legal} == {0} and {a["card_id"] for a in legal} == set(s.hands[0])
    with pytest.raises(IllegalAction) as refused:
        act(s, "discard_marker", 1, card_id=s.hands[1][0])
    assert said(s, refused.value.sentence) == "Only Anna must discard a card now."
    s, events = act(s, "discard_marker", 0, card_id=top)  # the card just drawn
    assert top in s.removed and top not in s.hands[0] and len(s.hands[0]) == 4
    assert s.phase == "choose_player" and s.active == 3
    assert "card_removed" in kinds(events) and top not in json.dumps([e.to_json() for e in events])
    assert RULES.view(s, Viewer.TABLE)["players"][0]["lines_passed"] == 1


def test_both_players_passing_lines_each_discard_in_any_order() -> None:
    s = start(4)
    s.scores[0] = 9
    s.scores[2] = 10
    s, _ = play_turn(s, 2, correct=True, difficulty=3)  # 9 -> 12 and 10 -> 13
    assert s.pending == [1, 0, 1, 0]
    assert set(RULES.waiting_for(s)) == {Viewer.of_seat(0), Viewer.of_seat(2)}
    s, _ = act(s, "discard_marker", 2, card_id=s.hands[2][0])
    assert s.phase == "discard" and RULES.waiting_for(s) == [Viewer.of_seat(0)]
    with pytest.raises(IllegalAction) as refused:
        act(s, "discard_marker", 2, card_id=s.hands[2][0])  # Carla has discarded already
    assert said(s, refused.value.sentence) == "Only Anna must discard a card now."
    s, _ = act(s, "discard_marker", 0, card_id=s.hands[0][0])
    assert s.phase == "choose_player" and [len(h) for h in s.hands] == [4, 5, 4, 5]


def test_landing_on_the_line_space_is_not_passing_it() -> None:
    s = start(4)
    s.scores[0] = 8
    s, _ = play_turn(s, 2, correct=True, difficulty=2)  # 8 -> 10: the line after 10 is not passed
    assert s.phase == "choose_player" and s.pending == [0] * 4


def test_a_marker_line_never_takes_the_last_card() -> None:
    s = start(4)
    preset_scores(s, [0, 0, 9, 0])
    s.removed += s.hands[2][1:]  # Carla holds one card only
    s.discards_made[2] = 4
    s.hands[2] = s.hands[2][:1]
    s, events = play_turn(s, 2, correct=True, difficulty=3)
    assert "marker_spared" in kinds(events) and s.phase == "choose_player" and len(s.hands[2]) == 1
    assert RULES.check_invariants(s) == []


def test_marker_line_option_moves_or_removes_the_lines() -> None:
    s = start(4, marker_lines="none")
    s.scores[0] = 9
    s, _ = play_turn(s, 2, correct=True, difficulty=3)
    assert s.phase == "choose_player"
    s = start(4, marker_lines="6,12,18,24")
    s.scores[0] = 6
    s, _ = play_turn(s, 2, correct=True, difficulty=1)
    assert s.pending == [1, 0, 0, 0]
    assert RULES.view(s, Viewer.TABLE)["track"] == {"final_space": 30, "marker_lines": [6, 12, 18, 24]}


# ----------------------------------------------------------------------------------- the end


def _last_round(n: int = 3, **options: Any) -> QuizState:
    s = start(n, **{"marker_lines": "none", **options})
    s.round = 6
    return s


def test_game_ends_after_round_six_and_the_most_points_win() -> None:
    s = _last_round()
    preset_scores(s, [4, 9, 6])
    s, _ = play_turn(s, 1, correct=False)  # competitive: Anna scores 3 -> 7
    s, _ = play_turn(s, 0, correct=False)  # Carla scores 3 -> 9
    s, events = play_turn(s, 2, correct=False)  # Bruno scores 3 -> 12
    assert s.phase == "over" and RULES.is_over(s) and RULES.legal_actions(s) == []
    result = RULES.result(s)
    assert result is not None and result.winners == (1,) and s.scores == [7, 12, 9]
    assert said(s, result.text) == "Bruno wins with 12 points!"
    assert events[-1].kind == "game_over" and RULES.waiting_for(s) == []
    assert RULES.check_invariants(s) == []


def test_tied_leaders_win_together() -> None:
    s = _last_round()
    preset_scores(s, [10, 7, 13])
    s, _ = play_turn(s, 1, correct=False)  # Anna +3 -> 13
    s, _ = play_turn(s, 0, correct=True, difficulty=1)  # Anna +1 -> 14 (competitive: the asked)
    s, _ = play_turn(s, 2, correct=True, difficulty=1)  # Carla +1 -> 14
    result = RULES.result(s)
    assert s.scores == [14, 7, 14] and result is not None and result.winners == (0, 2)
    assert said(s, result.text) == "Anna and Carla win together with 14 points!"


def test_everybody_reaching_the_final_space_wins_together() -> None:
    s = _last_round(track_length=20)
    preset_scores(s, [19, 17, 5])
    s, _ = play_turn(s, 1, correct=True, difficulty=3)  # Bruno 20 (reaches the final space)
    s, _ = play_turn(s, 0, correct=True, difficulty=3)  # Anna 22 (passes it)
    s, _ = play_turn(s, 2, correct=False, difficulty=3)  # Bruno asks Carla: Bruno 21
    result = RULES.result(s)
    assert s.scores == [22, 21, 5] and result is not None and result.winners == (0, 1)
    assert "final space" in said(s, result.text)


def test_no_card_is_discarded_after_the_last_question_of_the_game() -> None:
    s = _last_round(marker_lines="10,20")
    s, _ = play_turn(s, 1, correct=False)
    s, _ = play_turn(s, 0, correct=False)
    preset_scores(s, [s.scores[0], 9, s.scores[2]])
    s, events = play_turn(s, 2, correct=False, difficulty=1)  # Bruno 9 -> 12 passes a line
    assert s.phase == "over" and s.pending == [0, 0, 0] and "card_removed" not in kinds(events)


# ----------------------------------------------------------------------------------- question types


def test_multiple_choice_is_judged_by_the_app_and_revealed_with_the_verdict() -> None:
    s, q, _ = ask(start(4), 2, "multiple_choice")
    wrong = next(x for x in "ABCD" if x != q["answer"])
    s, events = act(s, "answer", 0, letter=wrong)
    assert s.phase == "verdict" and s.app_verdict is False and events[0].reveals
    assert RULES.view(s, Viewer.TABLE)["turn"]["question"]["answer"] == q["answer"]
    s, _ = act(s, "confirm", 0)
    assert s.scores == [0, 0, 0, 0] and s.phase == "choose_player"


def test_estimate_takes_any_number_and_counts_within_the_margin() -> None:
    s, q, _ = ask(start(4), 2, "estimate")
    inside = q["value"] - q["margin"]
    s1, _ = act(s, "answer", 0, number=inside)
    assert s1.app_verdict is True
    s2, _ = act(s, "answer", 0, number=q["value"] + q["margin"] + 0.5)
    assert s2.app_verdict is False
    assert [a.kind for a in RULES.legal_actions(s)] == ["answer", "no_answer"]  # one example stands for all
    with pytest.raises(IllegalAction, match="number"):
        act(s, "answer", 0, number="a lot")
    with pytest.raises(IllegalAction):
        act(s, "answer", 0, number=float("inf"))


def test_ranking_accepts_the_order_read_backwards() -> None:
    s, q, _ = ask(start(4), 2, "ranking")
    s1, _ = act(s, "answer", 0, order=list(reversed(q["order"])))
    assert s1.app_verdict is True
    s2, _ = act(s, "answer", 0, order=["A", "B", "C", "D"] if q["order"] != ["A", "B", "C", "D"] else "BACD")
    assert s2.app_verdict is False
    with pytest.raises(IllegalAction, match="each of the letters"):
        act(s, "answer", 0, order=["A", "A", "B", "C"])


def test_knowledge_is_judged_by_the_asker_at_once() -> None:
    s, q, _ = ask(start(4), 2, "knowledge", difficulty=2)
    assert sorted(a.get("correct") is True for a in RULES.legal_actions(s) if a.kind == "answer") == [False, True]
    s, events = act(s, "answer", 0, correct=True)
    assert s.scores == [2, 0, 2, 0] and s.phase == "choose_player"
    verdict = next(e for e in events if e.kind == "verdict")
    assert q["answer"].split(" / ")[0] in said(s, verdict.text) and verdict.reveals


def test_no_answer_counts_as_wrong_for_every_type() -> None:
    for qtype in ("knowledge", "multiple_choice", "estimate", "ranking", "intuition"):
        s, _q, _ = ask(start(4), 2, qtype, difficulty=None)
        s, _ = act(s, "no_answer", 0)
        assert s.scores == [0, 0, 0, 0] and s.phase == "choose_player"
        assert RULES.view(s, Viewer.TABLE)["last_turn"]["said_text"] == "no answer"


def test_intuition_is_correct_unless_a_player_objects() -> None:
    s, _q, _ = ask(start(4), 2, "intuition", variant="who")
    with pytest.raises(IllegalAction, match="may not name herself"):
        act(s, "answer", 0, player=2)
    s, _ = act(s, "answer", 0, player=None)  # "nobody"
    assert s.phase == "objection" and RULES.waiting_for(s) == [Viewer.TABLE]
    assert {a.get("by") for a in RULES.legal_actions(s) if a.kind == "object"} == {0, 1, 3}
    objected, events = act(s, "object", None, by=3)
    assert objected.scores == [0, 0, 0, 0] and "Actually, I do!" in said(s, events[0].text)
    accepted, _ = act(s, "no_objection", None)
    assert accepted.scores[0] == accepted.scores[2] > 0


def test_intuition_count_excludes_the_answering_player() -> None:
    s, _q, _ = ask(start(5), 2, "intuition", variant="count")
    counts = sorted(a["count"] for a in RULES.legal_actions(s) if a.kind == "answer")
    assert counts == [0, 1, 2, 3, 4]  # at most the four fellow players
    with pytest.raises(IllegalAction):
        act(s, "answer", 0, count=5)


# ----------------------------------------------------------------------------------- overrule


def test_the_asker_may_overrule_the_app_with_a_reason_kept_in_the_log() -> None:
    s, q, _ = ask(start(4), 2, "multiple_choice", difficulty=None)
    wrong = next(x for x in "ABCD" if x != q["answer"])
    s, _ = act(s, "answer", 0, letter=wrong)
    with pytest.raises(IllegalAction, match="already judged"):
        act(s, "overrule", 0, correct=False, reason="No.")
    with pytest.raises(IllegalAction, match="reason"):
        act(s, "overrule", 0, correct=True, reason="   ")
    with pytest.raises(IllegalAction) as refused:
        act(s, "overrule", 2, correct=True, reason="I said it first.")
    assert said(s, refused.value.sentence) == "It is Anna's turn."
    s, events = act(s, "overrule", 0, correct=True, reason="She said the right name, just misspelt.")
    overruled = next(e for e in events if e.kind == "overruled")
    assert "She said the right name, just misspelt." in said(s, overruled.text)
    assert overruled.data["reason"] == "She said the right name, just misspelt."
    assert s.scores[0] == s.scores[2] > 0
    last = RULES.view(s, Viewer.TABLE)["last_turn"]
    assert last["overruled"] and last["reason"] == "She said the right name, just misspelt."
    assert last["app_verdict"] is False and last["correct"] is True


# ----------------------------------------------------------------------------------- the deck


def test_removing_characters_takes_their_cards_out_of_the_game() -> None:
    s = start(3, deck_emma=False, deck_lisa=False)
    assert len(s.deck) == 36
    assert all(s.index[c]["character"] not in ("emma", "lisa") for c in s.deck)
    assert all(s.index[c]["character"] not in ("emma", "lisa") for h in s.hands for c in h)
    assert RULES.view(s, Viewer.TABLE)["deck"]["removed_characters"] == ["lisa", "emma"]
    assert RULES.check_invariants(s) == []


def test_too_few_cards_are_refused_or_dealt_as_smaller_hands() -> None:
    only_two = {f"deck_{c}": False for c in ("esther", "torben", "marike", "emma", "gregori", "arnold")}
    with pytest.raises(ValueError, match="Only 12 question cards remain after removing"):
        RULES.new_game(config(3, short_deck="refuse", **only_two), 0)
    s = RULES.new_game(config(3, **only_two), 0)  # deal equal smaller hands
    assert [len(h) for h in s.hands] == [4, 4, 4] and s.hand_start == 4 and s.draw == []
    only_one = {**only_two, "deck_bernd": False}
    with pytest.raises(ValueError, match="need at least 8"):
        RULES.new_game(config(4, **only_one), 0)


def test_reshuffling_the_discards_when_the_draw_pile_runs_out() -> None:
    only_two = {f"deck_{c}": False for c in ("esther", "torben", "marike", "emma", "gregori", "arnold")}
    s = RULES.new_game(config(3, **only_two), 0)
    s, events = play_turn(s, 1)
    assert "reshuffled" in kinds(events) and len(s.hands[0]) == 4  # drew the card just used back
    assert RULES.check_invariants(s) == []


def test_playing_on_with_smaller_hands_until_someone_has_no_card() -> None:
    only_two = {f"deck_{c}": False for c in ("esther", "torben", "marike", "emma", "gregori", "arnold")}
    s = RULES.new_game(config(3, empty_draw_pile="smaller_hands", **only_two), 0)
    s, events = play_turn(s, 1)
    assert "no_card_drawn" in kinds(events) and len(s.hands[0]) == 3 and s.missed_draws == [1, 0, 0]
    assert RULES.check_invariants(s) == []
    assert s.active == 2  # Carla asks Anna next; then Bruno (left of Anna) becomes active
    s.removed += s.hands[1]  # Bruno has lost all his cards
    s.discards_made[1] = len(s.hands[1])
    s.hands[1] = []
    s, events = play_turn(s, 0)
    assert s.phase == "over" and s.end_reason == "no_cards" and "out_of_cards" in kinds(events)


# ----------------------------------------------------------------------------------- JSON and checks


def test_state_and_actions_round_trip_through_json() -> None:
    s, _q, _ = ask(start(4), 2, "ranking")
    data = RULES.state_to_json(s)
    again = RULES.state_from_json(json.loads(json.dumps(data)))
    assert RULES.state_to_json(again) == data
    assert RULES.legal_actions(again) == RULES.legal_actions(s)
    for a in RULES.legal_actions(s):
        assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a


def test_invariant_checks_can_fail() -> None:
    s = start(4)
    broken = s.copy()
    broken.hands[0].append(broken.draw.pop())
    problems = RULES.check_invariants(broken)
    assert any("holds 6 cards" in p for p in problems)
    broken = s.copy()
    broken.draw.pop()
    assert any("not conserved" in p for p in RULES.check_invariants(broken))
    broken = s.copy()
    broken.asked = [1, 1]
    broken.face_down[1] = True
    assert any("asked twice" in p for p in RULES.check_invariants(broken))
    broken = s.copy()
    broken.scores[2] = -1
    assert any("negative" in p for p in RULES.check_invariants(broken))
    broken = s.copy()
    broken.phase = "discard"
    assert any("marker discards" in p or "actors" in p for p in RULES.check_invariants(broken))
