"""Telefilm engine shape: old saves load, one legality predicate, what the table screen is told."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from gamesuite.i18n import render
from gamesuite.rules.core import Action, Msg, Rng, Viewer
from gamesuite.rules.telefilm import RULES
from gamesuite.rules.telefilm.engine import TelefilmRules
from gamesuite.rules.telefilm.spec import LETTERS, SPACES, SPECIAL_KINDS
from gamesuite.rules.telefilm.state import TelefilmState
from gamesuite.rules.telefilm.testing import act, config, scenario
from tests.rules.legality import legality_problems
from tests.rules.words import why

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
CANARY = json.loads((FIXTURES / "telefilm_canary.json").read_text("utf-8"))
SAVES = json.loads((FIXTURES / "telefilm_saves_74fbc6f.json").read_text("utf-8"))
#: View keys added since commit 74fbc6f (absent from the fixture's view digests).
ADDED_QUESTION_KEYS = ("may_play", "may_play_seats", "pending_cards")


def digest(view: Any) -> str:
    """As tests/fixtures/make_save_fixtures.py fingerprints a view."""
    text = json.dumps(view, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def as_of_74fbc6f(view: dict[str, Any]) -> dict[str, Any]:
    view = json.loads(json.dumps(view, default=lambda m: m.to_json()))
    text = (view.get("result") or {}).get("text")
    if isinstance(text, dict):  # the closing sentence is a Msg now (issue #18): in English it reads as it did
        view["result"]["text"] = render(Msg.from_json(text), [p["name"] for p in view["players"]])
    if view.get("question"):
        for key in ADDED_QUESTION_KEYS:
            del view["question"][key]
    return view


# ---------------------------------------------------------------------------------------------- saves


@pytest.mark.parametrize("entry", SAVES, ids=lambda e: f"{e['variant']}-{e['players']}-{e['seed']}-{e['step']}")
def test_a_state_saved_by_74fbc6f_loads_round_trips_and_plays_on_the_same(entry: dict[str, Any]) -> None:
    data = entry["state"]
    s = RULES.state_from_json(json.loads(json.dumps(data)))
    assert RULES.state_to_json(s) == data  # the same keys and values, the deck packed as it came
    assert RULES.state_to_json(s.copy()) == data
    assert [a.to_json() for a in RULES.legal_actions(s)] == entry["legal"]
    for viewer, want in entry["views"].items():
        assert digest(as_of_74fbc6f(dict(RULES.view(s, Viewer.parse(viewer))))) == want, viewer
    assert not RULES.check_invariants(s)


def test_a_damaged_save_is_refused_with_the_field_named() -> None:
    data = json.loads(json.dumps(SAVES[3]["state"]))
    data["stacks"] = {"mix": ["two"]}
    with pytest.raises(TypeError, match="stacks"):
        RULES.state_from_json(data)


# ---------------------------------------------------------------------------------------------- legality


def candidates(n: int) -> list[Action]:
    """Every kind x seat x argument value worth trying (a superset of what is ever legal)."""
    seats: list[int | None] = [None, *range(n)]
    numbers = range(0, 6)
    out: list[Action] = []
    for seat in seats:
        out += [Action("reveal", seat), Action("roll", seat), Action("decline", seat)]
        out += [Action("bet", seat, space=sp, value=v) for sp in (*SPACES, "nowhere") for v in (4, 5, 7, 8, 9, 6)]
        for kind in ("place", "select"):
            out += [Action(kind, seat, space=sp) for sp in (*SPACES, "nowhere")]
        out += [Action("take", seat, index=i) for i in range(-1, 4)]
        for kind in ("ask", "pick", "choose"):
            out += [Action(kind, seat, number=k) for k in numbers]
        out += [Action("pick_two", seat, numbers=[a, b]) for a in range(1, 5) for b in range(1, 5)]
        out += [Action("play", seat, card=k) for k in (*SPECIAL_KINDS, "joker")]
        out += [Action("declare", seat, mode=m) for m in ("straight", "options", "both")]
        for kind in ("fifty_pick", "answer"):
            out += [Action(kind, seat, letter=x) for x in (*LETTERS, "F")]
        out += [Action("judge", seat, correct=c) for c in (True, False)]
        out += [Action("rule_genre", seat, applies=c) for c in (True, False)]
    return out


PLAYOUTS = [
    ("standard", 4, {}, 3),
    ("standard", 3, {"special_limit": "table", "question_pick": "die", "genre_on_mix": "director",
                     "follower_cards": "own_turn"}, 5),
    ("standard", 5, {"special_limit": "answer", "fifty_wrong": "random", "director_rounds": 1}, 8),
    ("standard", 4, {"special_limit": "stack", "director_wrong": "last_wrong"}, 13),
    ("two_player", 2, {"two_player_answers": "star_chooses", "two_player_rounds": 2}, 2),
    ("cards_only", 3, {"cards_only_stars": "all", "cards_only_rounds": 1}, 4),
]


@pytest.mark.parametrize(("variant", "n", "options", "seed"), PLAYOUTS)
def test_why_not_accepts_exactly_what_legal_actions_enumerates(variant: str, n: int, options: dict, seed: int) -> None:
    s = RULES.new_game(config(n, CANARY, variant, options), seed)
    rng = Rng(seed)
    pool = candidates(n)
    seats: list[int | None] = [None, *range(n)]
    steps = 0
    while not RULES.is_over(s) and steps < 220:
        problems = legality_problems(RULES, s, pool if steps % 3 == 0 else [], seats)
        assert not problems, (steps, problems)
        s, _ = RULES.apply(s, RULES.random_action(s, rng))
        steps += 1
    assert not legality_problems(RULES, s, pool, seats)  # the end: nothing is legal, every refusal explained


class OffersTooMuch(TelefilmRules):
    """Enumerates a move the predicate refuses (the bug the property test exists to catch)."""

    def _enumerate(self, s: TelefilmState) -> list[Action]:
        return [*super()._enumerate(s), Action("reveal")] if s.phase == "place" else super()._enumerate(s)

    def why_not(self, state: TelefilmState, action: Action) -> str | None:
        if action == Action("reveal") and state.phase == "place":
            return "Reveal the answer to go on."
        return super().why_not(state, action)


def test_the_legality_check_catches_an_enumeration_the_predicate_refuses() -> None:
    s = scenario(CANARY, 4, bets={"mix": 4, "crime/vintage": 9, "drama/new": 8, "scifi/modern": 5})
    assert s.phase == "place" and not legality_problems(RULES, s, candidates(4), [None, 0, 1, 2, 3])
    problems = legality_problems(OffersTooMuch(), s.copy(), candidates(4), [None, 0, 1, 2, 3])  # fresh memo
    assert any("enumerated reveal is refused" in p for p in problems)


def test_refusals_read_as_before() -> None:
    s = scenario(CANARY, 4, bets={"mix": 4, "crime/vintage": 9, "drama/new": 8, "scifi/modern": 5},
                 stacks={"crime/vintage": [1, 2, 3]}, specials={1: ["double", "call"]})
    assert why(RULES, s, Action("play", 0, card="double")) == "The Director may not play special cards."
    # (follower_cards = before_reading: Carla, on the space, may play before the reading; she holds nothing)
    assert why(RULES, s, Action("play", 2, card="double")) == "You do not hold that special card."
    assert why(RULES, s, Action("play", 1, card="call")) == "CALL is played after the question is read."
    s, _ = act(s, "play", 1, card="double")
    assert why(RULES, s, Action("play", 1, card="call")) == "Only one special card per turn."
    assert why(RULES, s, Action("bet", 1, space="mix", value=4)) == "Only the Director (Anna) may do that."


# ---------------------------------------------------------------------------------------------- the table


def test_may_play_tells_the_table_whether_to_offer_the_special_cards() -> None:
    """``question.may_play`` / ``may_play_seats``: public facts only (holds cards, the moment, the limit),
    never which card. Before the reading every Star on the space may (follower_cards = before_reading)."""
    s = scenario(CANARY, 4, bets={"mix": 4, "crime/vintage": 9, "drama/new": 8, "scifi/modern": 5},
                 stacks={"crime/vintage": [1, 2]}, specials={1: ["double", "call"], 2: ["web"]})
    q = RULES.view(s, Viewer.TABLE)["question"]
    assert q["answerer"] == 1 and q["may_play"] is True and q["may_play_seats"] == [1, 2]
    s, _ = act(s, "play", 1, card="double")
    q = RULES.view(s, Viewer.TABLE)["question"]
    assert q["may_play_seats"] == [2]  # one special card per turn for Bruno; Carla still may look
    assert RULES._playable(s, 1) == [] and s.specials[1]  # still holds CALL, but the limit is reached
    assert RULES._playable(s, 2) == []  # WEB does not fit before the reading: only her hand says so
    s, _ = act(s, "pick", 1, number=1)
    assert RULES.view(s, Viewer.TABLE)["question"]["may_play"] is False  # read: only Bruno's moment now
    nobody = scenario(CANARY, 4, bets={"mix": 4, "crime/vintage": 9, "drama/new": 8, "scifi/modern": 5},
                      stacks={"crime/vintage": [1, 2]}, specials={})
    assert RULES.view(nobody, Viewer.TABLE)["question"]["may_play"] is False  # nobody holds a special card
    strict = scenario(CANARY, 4, bets={"mix": 4, "crime/vintage": 9, "drama/new": 8, "scifi/modern": 5},
                      stacks={"crime/vintage": [1, 2]}, specials={2: ["double"]},
                      options={"follower_cards": "strict"})
    assert RULES.view(strict, Viewer.TABLE)["question"]["may_play"] is False  # only the first Star, who has none


@pytest.mark.parametrize(("variant", "n", "options", "seed"), PLAYOUTS)
def test_may_play_is_true_whenever_a_special_card_is_playable(variant: str, n: int, options: dict, seed: int) -> None:
    s = RULES.new_game(config(n, CANARY, variant, options), seed)
    rng = Rng(seed + 1)
    offered = 0
    while not RULES.is_over(s):
        q = RULES.view(s, Viewer.TABLE)["question"]
        plays = [a for a in RULES.legal_actions(s) if a.kind == "play"]
        if plays:
            assert q is not None and q["may_play"], s.q
            assert {a.seat for a in plays} <= set(q["may_play_seats"]), s.q
        if q is not None and q["may_play"]:
            offered += 1
            assert q["may_play_seats"] and all(s.specials[x] for x in q["may_play_seats"])
            assert set(q["may_play_seats"]) <= set(q["answerers"][q["position"]:])
        s, _ = RULES.apply(s, RULES.random_action(s, rng))
    assert (offered > 0) == (variant != "cards_only")
