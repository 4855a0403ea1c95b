"""Quiz Club engine shape: old saves load, one legality predicate with Free templates, random play fills them."""

from __future__ import annotations

import hashlib
import json
from itertools import permutations
from pathlib import Path
from typing import Any

import pytest

from gamesuite.i18n import render
from gamesuite.rules.core import Action, Free, Msg, Rng, Viewer, fits_template
from gamesuite.rules.quizclub import RULES, QuizState
from gamesuite.rules.quizclub.engine import MAX_NUMBER, MAX_REASON, NUMBER, REASON, QuizClubRules
from tests.rules.legality import legality_problems
from tests.rules.test_quizclub import DECK, act, ask, config, start
from tests.rules.words import why

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
SAVES = json.loads((FIXTURES / "quizclub_saves_74fbc6f.json").read_text("utf-8"))


def digest(view: Any) -> str:
    """As tests/fixtures/make_save_fixtures.py fingerprints a view."""
    text = json.dumps(view, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


# What the views gained when characters came from the content (issue #16): the character card's colour
# and name beside the character's id, and the content's characters in ``deck``.
NEW_VIEW_FIELDS = {"players": ("character_colour",), "hand": ("character_name", "character_colour"),
                   "deck": ("characters",)}


def old_view(view: Any) -> Any:
    """``view`` without the fields added since the fixtures were saved (a copy: the rest must be unchanged)."""
    out = json.loads(json.dumps(view))
    text = (out.get("result") or {}).get("text")
    if isinstance(text, dict):  # the closing sentence is a Msg now (issue #18): in English it reads as it did
        out["result"]["text"] = render(Msg.from_json(text), [p["name"] for p in out["players"]])
    for key, fields in NEW_VIEW_FIELDS.items():
        rows = out.get(key)
        for row in rows if isinstance(rows, list) else [rows] if isinstance(rows, dict) else []:
            for field in fields:
                assert field in row, (key, field)
                del row[field]
    return out


# ---------------------------------------------------------------------------------------------- saves


@pytest.mark.parametrize("entry", SAVES, ids=lambda e: f"{e['players']}-{e['seed']}-{e['step']}")
def test_a_state_saved_by_74fbc6f_loads_round_trips_and_plays_on_the_same(entry: dict[str, Any]) -> None:
    data = entry["state"]
    s = RULES.state_from_json(json.loads(json.dumps(data)))
    assert RULES.state_to_json(s) == data
    assert RULES.state_to_json(s.copy()) == data
    legal = RULES.legal_actions(s)
    old = [Action.from_json(a) for a in entry["legal"]]
    assert len(legal) == len(old)
    for new, was in zip(legal, old, strict=True):
        # 74fbc6f listed a free value by one example (number=0, a placeholder reason): it fits the template
        assert new == was or fits_template(was, new), (new, was)
    for viewer, want in entry["views"].items():
        assert digest(old_view(RULES.view(s, Viewer.parse(viewer)))) == want, viewer
    assert not RULES.check_invariants(s)


def test_the_saved_state_needs_no_deck_and_refuses_a_damaged_one() -> None:
    data = json.loads(json.dumps(SAVES[2]["state"]))
    assert data["config"]["content"] == {} and "deck" not in data and "index" not in data
    s = RULES.state_from_json(data)
    assert s.config.content["cards"] and len(s.deck) == len(s.index)
    data["hands"] = [["x", 1]]
    with pytest.raises(TypeError, match="hands"):
        RULES.state_from_json(data)


# ---------------------------------------------------------------------------------------------- legality


def candidates(s: QuizState) -> list[Action]:
    """Every kind x seat x argument value worth trying, free values included (a superset of the legal)."""
    n = s.n
    seats: list[int | None] = [None, *range(n)]
    ids = sorted({c for h in s.hands for c in h} | set(s.draw[-2:])) + ["nope"]
    numbers: list[Any] = [0, -3, 2.5, 1e14, -MAX_NUMBER, MAX_NUMBER, 1e16, float("nan"), float("inf")]
    numbers += [True, "a lot", None]
    reasons: list[Any] = ["Misheard.", " x ", "", "   ", "r" * MAX_REASON, "r" * (MAX_REASON + 1), 5, None]
    players = [None, -1, *range(n + 1), "x"]
    out: list[Action] = []
    for seat in seats:
        for kind in ("cancel_player", "no_answer", "no_objection", "confirm"):
            out.append(Action(kind, seat))
        out += [Action("choose_player", seat, player=k) for k in players]
        out += [Action("choose_question", seat, card_id=c, difficulty=d) for c in ids for d in (0, 1, 3, 4)]
        out += [Action("discard_marker", seat, card_id=c) for c in ids]
        out += [Action("answer", seat, correct=c) for c in (True, False)]
        out += [Action("answer", seat, letter=x) for x in ("A", "D", "E")]
        out += [Action("answer", seat, number=v) for v in numbers]
        out += [Action("answer", seat, order=o) for o in (tuple("ABCD"), tuple("DCBA"), tuple("AABC"))]
        out += [Action("answer", seat, count=c) for c in (-1, 0, n - 1, n)]
        out += [Action("answer", seat, player=k) for k in players]
        out += [Action("object", seat, by=k) for k in players]
        out += [Action("overrule", seat, correct=c, reason=r) for c in (True, False) for r in reasons]
    return out


@pytest.mark.parametrize(("n", "options", "seed"), [
    (4, {}, 3),
    (3, {"marker_lines": "6,12,18,24", "empty_draw_pile": "smaller_hands", "side": "dark"}, 5),
    (5, {"next_active": "left_of_asker", "marker_lines": "8,16,24"}, 8),
])
def test_why_not_accepts_exactly_what_legal_actions_enumerates(n: int, options: dict, seed: int) -> None:
    s = RULES.new_game(config(n, **options), seed)
    rng = Rng(seed)
    seats: list[int | None] = [None, *range(n)]
    steps = 0
    phases = set()
    while not RULES.is_over(s):
        problems = legality_problems(RULES, s, candidates(s), seats)
        assert not problems, (steps, s.phase, problems)
        phases.add(s.phase)
        s, _ = RULES.apply(s, RULES.random_action(s, rng))
        steps += 1
    assert {"choose_player", "choose_question", "answer", "verdict"} <= phases
    assert not legality_problems(RULES, s, candidates(s), seats)


@pytest.mark.parametrize("variant", ["count", "who"])
def test_why_not_agrees_with_the_enumeration_in_an_objection(variant: str) -> None:
    s, _q, _ = ask(start(4), 2, "intuition", variant=variant)
    assert not legality_problems(RULES, s, candidates(s), [None, 0, 1, 2, 3])
    s, _ = act(s, "answer", 0, **({"count": 1} if variant == "count" else {"player": 1}))
    assert s.phase == "objection"
    assert not legality_problems(RULES, s, candidates(s), [None, 0, 1, 2, 3])


class TakesAnyNumber(QuizClubRules):
    """A second, looser number rule beside the template (the parallel path the property test catches)."""

    def why_not(self, state: QuizState, action: Action) -> str | None:
        if state.phase == "answer" and action.kind == "answer" and isinstance(action.get("number"), float):
            return None
        return super().why_not(state, action)


def test_the_legality_check_catches_a_predicate_looser_than_the_template() -> None:
    s, _q, _ = ask(start(4), 2, "estimate")
    assert not legality_problems(RULES, s, candidates(s), [None, 0, 1, 2, 3])
    problems = legality_problems(TakesAnyNumber(), s, candidates(s), [None, 0, 1, 2, 3])
    assert any("number=nan" in p or "number=inf" in p for p in problems)


def test_free_values_are_templates_with_their_domains() -> None:
    s, q, _ = ask(start(4), 2, "estimate")
    assert RULES.legal_actions(s) == [Action("answer", 0, number=NUMBER), Action("no_answer", 0)]
    assert why(RULES, s, Action("answer", 0, number=q["value"])) is None
    assert why(RULES, s, Action("answer", 0, number=float("inf"))) == "Enter the number said."
    assert why(RULES, s, Action("answer", 1, number=3)) == "It is Anna's turn."
    s, _ = act(s, "answer", 0, number=q["value"])
    assert s.phase == "verdict"
    overrule = Action("overrule", 0, correct=False, reason=REASON)
    assert RULES.legal_actions(s) == [Action("confirm", 0), overrule]
    assert isinstance(overrule["reason"], Free) and overrule["reason"].max_length == MAX_REASON
    assert why(RULES, s, Action("overrule", 0, correct=False, reason="She misheard.")) is None
    assert why(RULES, s, Action("overrule", 0, correct=False, reason="  ")) == (
        "Give a reason for overruling (1 to 200 characters).")
    assert why(RULES, s, Action("overrule", 0, correct=True, reason="Why not.")) == (
        "The app already judged it so; overrule only to change the verdict.")


def test_random_play_fills_every_template() -> None:
    """Every action random play submits is concrete (no Free left) and accepted."""
    seen = set()
    for seed in range(6):
        s = RULES.new_game(config(4), seed)
        rng = Rng(seed)
        while not RULES.is_over(s):
            a = RULES.random_action(s, rng)
            assert not any(isinstance(v, Free) for _, v in a.args) and why(RULES, s, a) is None
            seen.add((a.kind, tuple(k for k, _ in a.args)))
            s, _ = RULES.apply(s, a)
    assert ("answer", ("number",)) in seen and ("overrule", ("correct", "reason")) in seen


def test_rankings_are_every_order_once() -> None:
    s, _q, _ = ask(start(4), 2, "ranking")
    orders = [a["order"] for a in RULES.legal_actions(s) if a.kind == "answer"]
    assert sorted(orders) == sorted(permutations("ABCD")) and len(DECK["cards"]) == 48
