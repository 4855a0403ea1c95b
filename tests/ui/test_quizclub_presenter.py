"""The Quiz Club presenter without painting: TABLE view -> typed models, keys_of, the gate's lines."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from gamesuite.content import load_content
from gamesuite.rules import registry
from gamesuite.rules.core import Action, GameConfig, PlayerConfig, Rng, Viewer
from gamesuite.rules.sim import default_players
from gamesuite.ui.quizclub.presenter import (
    NO_OBJECTION_KEY,
    SHAPES,
    TableModel,
    gate_purpose,
    keys_of,
    object_key,
    status_line,
    table_model,
)

RULES = registry.get_rules("quizclub")
CONTENT = load_content("quizclub")


def new(players=None, seed: int = 9, **options):  # noqa: ANN001, ANN201
    players = players or default_players(4)
    return RULES.new_game(GameConfig("quizclub", tuple(players), None, options, CONTENT), seed)


def step(state, action):  # noqa: ANN001, ANN201
    state, _ = RULES.apply(state, action)
    return state


def until(state, phase: str, rng: Rng, limit: int = 400):  # noqa: ANN001, ANN201
    for _ in range(limit):
        if RULES.view(state, Viewer.TABLE)["phase"] == phase:
            return state
        state = step(state, RULES.random_action(state, rng))
    raise AssertionError(f"no {phase}")


def test_the_model_is_frozen_and_equal_for_equal_views() -> None:
    state = new()
    a = table_model(RULES.view(state, Viewer.TABLE))
    b = table_model(RULES.view(state, Viewer.TABLE))
    assert isinstance(a, TableModel) and a == b and hash(a.board) == hash(b.board)
    with pytest.raises(FrozenInstanceError):
        a.board.title = "x"  # type: ignore[misc]


def test_seats_say_who_asks_who_answers_and_who_can_be_asked() -> None:
    state = new()
    view = RULES.view(state, Viewer.TABLE)
    asker = view["active"]
    model = table_model(view)
    assert model.seats[asker].status == "ASKS" and model.seats[asker].highlighted
    assert [s.status for s in model.seats if s.seat in view["askable"]] == ["can be asked"] * len(view["askable"])
    assert [s.shape for s in model.seats] == list(SHAPES[:4])  # colour AND shape
    target = view["askable"][1]
    model = table_model(RULES.view(step(state, Action("choose_player", asker, player=target)), Viewer.TABLE))
    assert model.seats[target].status == "ANSWERS" and model.board.title.endswith("asks " + model.seats[target].name)


def test_the_question_without_its_solution_until_the_verdict() -> None:
    rng = Rng(4)
    state = until(new(seed=4), "answer", rng)
    view = RULES.view(state, Viewer.TABLE)
    board = table_model(view).board
    assert board.mode == "question" and board.question is not None
    assert board.answer == "" and board.correct_letter is None and board.order == ()
    flat = repr(board)
    public = repr(view)
    assert [s for s in RULES.private_strings(state) if s in flat and s not in public] == []
    hidden = table_model(view, show_text=False).board.question
    assert hidden is not None and hidden.text == "" and hidden.choices == ()


def test_the_objection_buttons_follow_the_table_legal_actions() -> None:
    rng = Rng(1)
    state = new(seed=1)
    for _ in range(600):
        view = RULES.view(state, Viewer.TABLE)
        if view["phase"] == "objection":
            break
        state = step(state, RULES.random_action(state, rng))
    else:
        pytest.skip("no intuition answer came up")
    legal = [a for a in RULES.legal_actions(state) if a.seat is None]
    model = table_model(view, legal=legal)
    answering = view["turn"]["asked"]
    assert answering not in model.objectors and len(model.objectors) == len(view["players"]) - 1
    assert {keys_of(a) for a in legal} == {(NO_OBJECTION_KEY,), *((object_key(s),) for s in model.objectors)}
    assert model.board.objection
    assert keys_of(Action("choose_player", 0, player=1)) == ()  # the asker's moves are in her panel


def test_the_gate_says_what_each_private_step_is() -> None:
    state = new(default_players(3), seed=2)
    view = RULES.view(state, Viewer.TABLE)
    anna = view["active"]
    name = view["players"][anna]["name"]
    assert gate_purpose(view, anna) == f"{name} chooses whom to ask"
    other = view["askable"][0]
    state = step(state, Action("choose_player", anna, player=other))
    bruno = view["players"][other]["name"]
    assert gate_purpose(RULES.view(state, Viewer.TABLE), anna) == f"{name} chooses a question for {bruno}"
    hand = RULES.view(state, Viewer.of_seat(anna))["hand"]
    mc = [(c["id"], q["difficulty"]) for c in hand for q in c["questions"] if q["type"] == "multiple_choice"]
    card, d = mc[0] if mc else (hand[0]["id"], 1)
    state = step(state, Action("choose_question", anna, card_id=card, difficulty=d))
    table = RULES.view(state, Viewer.TABLE)
    assert gate_purpose(table, anna) == f"{name} reads the question aloud to {bruno} and enters the answer"
    if mc:
        state = step(state, Action("answer", anna, letter="A"))
        assert gate_purpose(RULES.view(state, Viewer.TABLE), anna) == f"{name} confirms or overrules the app's verdict"


def test_a_discard_gate_names_who_discards() -> None:
    rng = Rng(3)
    state = until(new(seed=3, marker_lines="6,12,18,24"), "discard", rng)
    view = RULES.view(state, Viewer.TABLE)
    owing = [p for p in view["players"] if p["must_discard"]]
    assert gate_purpose(view, owing[0]["seat"]).startswith(f"{owing[0]['name']} discards ")


def test_names_stay_plain_text_in_every_model_string() -> None:
    name = "Dungeons & <b>Dragons</b>"
    players = (PlayerConfig(name, "#d94f4f"), *default_players(3)[1:])
    state = new(players, seed=5)
    view = RULES.view(state, Viewer.TABLE)
    model = table_model(view, holding_for=name)
    assert model.seats[0].name == name and model.continue_label == f"Continue: pass to {name}"
    if view["active"] == 0:
        assert model.board.title.startswith(name) and gate_purpose(view, 0).startswith(name)
    assert name in status_line(view) or view["active"] != 0


def test_the_end_lists_the_standings_best_first() -> None:
    rng = Rng(6)
    state = new(seed=6)
    while not RULES.is_over(state):
        state = step(state, RULES.random_action(state, rng))
    view = RULES.view(state, Viewer.TABLE)
    model = table_model(view)
    scores = [s.score for s in model.board.standings]
    assert model.board.mode == "over" and scores == sorted(scores, reverse=True)
    assert {s.seat for s in model.board.standings if s.winner} == set(view["winners"])
    assert all(s.face_up for s in model.seats) and model.active is None


def test_the_presenter_shapes_are_the_themes() -> None:
    from gamesuite.ui import theme

    assert SHAPES == theme.PLAYER_SHAPES
