"""Il Gioco dei Telefilm's table model, without a window: the words on the table, the buttons offered
(from the legal actions only), the keys that choose every table move, what the question card shows when,
and that a refresh of the same view makes an equal model (so nothing repaints)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from gamesuite.rules.core import Action, Rng, Viewer
from gamesuite.rules.sim import default_players
from gamesuite.rules.telefilm import RULES
from gamesuite.rules.telefilm.testing import act, config, scenario
from gamesuite.ui.picker import ActionPicker
from gamesuite.ui.telefilm import presenter as P
from tests.rules.words import why

ROOT = Path(__file__).resolve().parents[2]
CANARY = json.loads((ROOT / "tests" / "fixtures" / "telefilm_canary.json").read_text("utf-8"))
BETS = {"mix": 9, "crime/vintage": 7, "drama/new": 5}


def model(state, **kw) -> P.TableModel:  # noqa: ANN001
    return P.table_model(RULES.view(state, Viewer.TABLE), P.table_actions(RULES.legal_actions(state)), **kw)


def questions(specials: dict | None = None, **kw):  # noqa: ANN201
    """Three players, Anna directs; Bruno (then Carla) on the Mix space, which is played first."""
    return scenario(CANARY, 3, bets=BETS, stacks={"mix": [1, 2], "crime/vintage": [2], "drama/new": []},
                    specials=specials or {}, **kw)


def test_the_presenter_imports_no_qt_and_no_other_ui_module() -> None:
    tree = ast.parse((ROOT / "gamesuite" / "ui" / "telefilm" / "presenter.py").read_text("utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not {m for m in imported if m.startswith(("PySide6", "gamesuite.ui", "shiboken"))}, imported


def test_placing_rings_only_the_spaces_a_legal_move_goes_to_and_every_space_explains() -> None:
    m = model(scenario(CANARY, 3, bets=BETS))
    assert m.focal == P.Focal("Bruno: click a space for your token (2 tokens)", 1)
    assert m.buttons == () and m.hint == "The first token on a space answers first"
    assert {sid for sid, sp in m.spaces.items() if sp.chooser == 1} == set(BETS)
    assert {sp.chooser for sid, sp in m.spaces.items() if sid not in BETS} == {None}
    assert all(sp.explains for sp in m.spaces.values())
    assert m.card.info and m.card.title == "Place your character tokens"
    assert m.turn_text == "Turn 1 of 15 · Director: Anna · the Stars place their tokens"


def test_a_click_on_a_wrong_space_is_explained_by_the_rules() -> None:
    state = scenario(CANARY, 3, bets=BETS)
    meant = P.meant(RULES.view(state, Viewer.TABLE), "space:comedy/new")
    assert meant == Action("place", 1, space="comedy/new")
    assert "only on spaces holding a bet" in (why(RULES, state, meant) or "")


def test_every_table_move_of_whole_games_is_chosen_by_its_own_clicks() -> None:
    """Seeded play-outs of the three variants: at every step the picker, fed with the table's legal actions,
    turns each action's keys back into that action (TWO's numbers in either order), and no two table
    actions share their keys."""
    seen: set[str] = set()
    for variant, players, seed, options in (
            ("standard", 4, 1, {"director_rounds": 1}), ("standard", 3, 7, {"director_rounds": 1}),
            ("two_player", 2, 3, {"two_player_answers": "star_chooses", "question_pick": "die"}),
            ("cards_only", 3, 2, {})):
        state = RULES.new_game(config(players, CANARY, variant, options), seed)
        rng = Rng(seed)
        while not RULES.is_over(state):
            legal = RULES.legal_actions(state)
            table = P.table_actions(legal)
            keys = [P.keys_of(a) for a in table]
            assert len(set(keys)) == len(keys)
            for a in table:
                picker = ActionPicker(P.keys_of)
                picker.set_actions(table)
                picks = [picker.click(k) for k in P.keys_of(a)]
                assert picks[-1].kind == "submit" and P.canonical(picks[-1].action) in legal
                seen.add(a.kind)
            state, _ = RULES.apply(state, RULES.random_action(state, rng))
    assert {"place", "pick", "roll", "declare", "answer", "decline", "reveal", "take", "select"} <= seen  # TWO: below


def test_two_numbers_for_two_are_picked_in_either_order_and_the_first_turns_green() -> None:
    state, _ = act(questions(specials={1: ["two"]}), "play", 1, card="two")
    legal = P.table_actions(RULES.legal_actions(state))
    picker = ActionPicker(P.keys_of)
    picker.set_actions(legal)
    assert picker.click("button:q4").kind == "narrow"
    buttons = {b.key: b for b in model(state, chosen=picker.chosen()).buttons}
    assert buttons["button:q4"].colour == P.GREEN and buttons["button:q1"].colour == P.YELLOW
    pick = picker.click("button:q1")
    assert pick.kind == "submit" and P.canonical(pick.action) == Action("pick_two", 1, numbers=[1, 4])


def test_the_special_card_button_tells_the_table_only_public_facts() -> None:
    # CALL cannot be played before the question is read: the table still offers the hand (Bruno holds cards),
    # so watching the button says nothing about which cards he holds
    m = model(questions(specials={1: ["call"]}))
    assert [b.key for b in m.buttons] == ["button:q1", "button:q2", "button:q3", "button:q4", "button:special"]
    assert not [a for a in RULES.legal_actions(questions(specials={1: ["call"]})) if a.kind == "play"]
    # no cards: no button; one card played this turn (special_limit = turn): no button
    assert "button:special" not in {b.key for b in model(questions()).buttons}
    played, _ = act(questions(specials={1: ["double", "power"]}), "play", 1, card="double")
    assert "button:special" not in {b.key for b in model(played).buttons}


def test_the_card_shows_a_question_only_once_read_and_its_options_only_once_asked_for() -> None:
    state = questions()
    m = model(state)
    assert m.card.text == "Which question will it be?\n1, 2, 3 or 4" and m.card.options == ()
    assert m.card.title == "Mix" and m.card.badges == "Bet 9"
    assert [d.state for d in m.card.discs] == ["answering", "waiting"]
    state, _ = act(state, "pick", 1, number=2)
    text = RULES.question(state, state.q["card"], 2)["text"]
    assert model(state).card.text == f"2. {text}" and model(state).card.options == ()
    hidden = model(state, show_question=False).card
    assert hidden.text == "The Director reads question 2." and text not in repr(hidden)
    state, _ = act(state, "declare", 1, mode="options")
    m = model(state)
    assert [o.letter for o in m.card.options] == list("ABCDE") and {o.state for o in m.card.options} == {"normal"}
    assert "✓" not in repr(m) and m.card.mark is None  # the right answer is not known to the table
    assert {o.text for o in model(state, show_question=False).card.options} == {""}


def test_a_straight_answer_shows_the_stakes_and_who_judges() -> None:
    state, _ = act(questions(), "pick", 1, number=1)
    state, _ = act(state, "declare", 1, mode="straight")
    m = model(state)
    assert m.focal == P.Focal("Bruno answers aloud · the Director judges", 0)
    assert m.buttons == ()  # the Director judges in private
    assert m.hint == "Right: 9 + difficulty + 5 · Wrong: the Director scores, the next Star may answer"
    assert m.card.note == "Bruno answers straight: no options (+5 if right)" and m.card.note_under_text


def test_tokens_stay_on_their_space_when_their_twin_is_placed() -> None:
    state = scenario(CANARY, 3, bets=BETS)
    state, _ = act(state, "place", 1, space="crime/vintage")
    first = P.table_model(RULES.view(state, Viewer.TABLE), [])
    on = {k: t.space for k, t in first.tokens.items()}
    assert on[(1, 0)] == "crime/vintage" and on[(1, 1)] is None
    state, _ = act(state, "place", 2, space="mix")
    state, _ = act(state, "place", 1, space="mix")  # Mix comes first on the board: token 1 goes there
    second = P.table_model(RULES.view(state, Viewer.TABLE), [], tokens_before=on)
    assert second.tokens[(1, 0)].space == "crime/vintage" and second.tokens[(1, 1)].space == "mix"
    assert (second.tokens[(1, 1)].index, second.tokens[(1, 1)].count) == (1, 2)  # on top of Carla's


def test_the_same_view_makes_an_equal_model() -> None:
    state = RULES.new_game(config(4, CANARY, "standard"), 5)
    rng = Rng(5)
    for _ in range(40):
        assert model(state) == model(state)
        state, _ = RULES.apply(state, RULES.random_action(state, rng))


def test_game_over_ranks_the_players_and_thanks_them() -> None:
    state = RULES.new_game(config(3, CANARY, "standard", {"director_rounds": 1}), 2)
    rng = Rng(2)
    while not RULES.is_over(state):
        state, _ = RULES.apply(state, RULES.random_action(state, rng))
    m = model(state)
    assert m.card.title == "Final scores" and m.card.text.startswith("1. ")
    assert m.hint == P.thanks() and m.buttons == () and m.turn_text == "Game over"
    assert any(r.role == "Telefilm Master!" for r in m.rows)
    assert default_players(3)  # the sim helpers stay importable without Qt
