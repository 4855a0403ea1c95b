"""Quiz Club random play-outs (small seeded counts), golden values and the built-in starter deck."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from gamesuite.content import load_pack_folder
from gamesuite.paths import resources_dir
from gamesuite.rules.__main__ import main as cli
from gamesuite.rules.core import GameConfig, Rng
from gamesuite.rules.quizclub import RULES
from gamesuite.rules.quizclub import judge as J
from gamesuite.rules.quizclub.spec import CHARACTERS
from gamesuite.rules.sim import default_players, play_one
from tests.rules.test_quizclub import DECK, config

STARTER = resources_dir() / "packs" / "quizclub-starter"


@pytest.mark.parametrize("n", [3, 4, 5, 6, 7, 8])
def test_random_playouts_keep_every_invariant(n: int) -> None:
    cfg = GameConfig("quizclub", default_players(n), None, {}, DECK)
    for seed in (11, 12):
        actions, problems = play_one(RULES, cfg, seed)
        assert problems == [] and actions > 0


@pytest.mark.parametrize(
    "options",
    [
        {"next_active": "left_of_asker", "side": "dark"},
        {"empty_draw_pile": "smaller_hands", "deck_emma": False, "deck_lisa": False, "deck_arnold": False},
        {"marker_lines": "6,12,18,24", "track_length": 10},
        {"marker_lines": "none", "show_question": False, "starting_player": 2},
    ],
)
def test_random_playouts_under_rule_options(options: dict[str, Any]) -> None:
    cfg = GameConfig("quizclub", default_players(5), None, options, DECK)
    for seed in (21, 22):
        _actions, problems = play_one(RULES, cfg, seed)
        assert problems == []


def test_smaller_hands_with_a_tiny_deck_can_end_the_game_early() -> None:
    keep = {"lisa", "bernd"}
    options = {f"deck_{c}": c in keep for c in ("lisa", "bernd", "esther", "torben", "marike", "emma")}
    options.update(deck_gregori=False, deck_arnold=False, empty_draw_pile="smaller_hands")
    reasons = Counter()
    for seed in range(6):
        s = RULES.new_game(config(3, **options), seed)
        chooser = Rng(seed)
        while not RULES.is_over(s):
            s, _ = RULES.apply(s, RULES.random_action(s, chooser))
            assert RULES.check_invariants(s) == []
        reasons[s.end_reason] += 1
    assert reasons["no_cards"] > 0


def test_random_answers_cover_every_type_right_and_wrong() -> None:
    seen: set[tuple[str, bool]] = set()
    extra: set[str] = set()
    for seed in range(4):
        s = RULES.new_game(config(6), seed)
        chooser = Rng(100 + seed)
        while not RULES.is_over(s):
            s, events = RULES.apply(s, RULES.random_action(s, chooser))
            kinds = {e.kind for e in events}
            extra |= kinds & {"overruled", "objection", "no_objection", "marker_line", "self_choice"}
        for row in s.history:
            if row[0] != "question":
                continue
            _k, _r, _asker, _asked, cid, d, said, app_verdict, correct, reason, _pts = row
            q = s.index[cid]["questions"][d - 1]
            seen.add((q["type"], correct))
            if q["type"] == "ranking" and app_verdict and said.get("order") == list(reversed(q["order"])):
                extra.add("reversed ranking")
            if q["type"] == "estimate" and app_verdict and said.get("number") != q["value"]:
                extra.add("estimate within the margin")
            if said.get("no_answer"):
                extra.add("no answer")
    for qtype in J.QUESTION_TYPES:
        assert (qtype, True) in seen and (qtype, False) in seen, qtype
    assert {"overruled", "objection", "no_objection", "reversed ranking", "estimate within the margin"} <= extra
    assert "no answer" in extra and "marker_line" in extra


def test_golden_setup_and_playout_from_fixed_seeds() -> None:
    # Pinned values: a change here means the deal, the shuffle or a rule changed.
    s = RULES.new_game(config(4, starting_player="random"), 1)
    assert s.starting == GOLDEN_START
    assert s.hands[0] == GOLDEN_HAND
    assert len(RULES.legal_actions(s)) == 3
    chooser = Rng(1)
    actions = 0
    while not RULES.is_over(s):
        s, _ = RULES.apply(s, RULES.random_action(s, chooser))
        actions += 1
    assert (actions, s.scores) == GOLDEN_PLAYOUT


GOLDEN_START = 0
GOLDEN_HAND = ["cn21", "cn16", "cn11", "cn44", "cn13"]
GOLDEN_PLAYOUT = (88, [7, 12, 15, 2])


def test_same_seed_and_actions_give_the_same_game() -> None:
    def run() -> str:
        s = RULES.new_game(config(5, starting_player="random"), 99)
        chooser = Rng(5)
        while not RULES.is_over(s):
            s, _ = RULES.apply(s, RULES.random_action(s, chooser))
        return json.dumps(RULES.state_to_json(s), sort_keys=True)

    assert run() == run()


# ----------------------------------------------------------------------------------- built-in content


def test_starter_pack_is_valid_and_covers_every_category_and_question_type() -> None:
    manifest, deck = load_pack_folder(STARTER)
    assert manifest.id == "quizclub-starter" and manifest.game == "quizclub" and manifest.language == "en"
    cards = deck["cards"]
    assert len(cards) == 30
    categories = {c[side]["category"] for c in cards for side in ("light", "dark")}
    assert len(categories) == 14
    types = Counter(q["type"] for c in cards for side in ("light", "dark") for q in c[side]["questions"])
    assert set(types) == set(J.QUESTION_TYPES)
    assert {c["character"] for c in cards} == set(CHARACTERS)
    for c in cards:
        for side in ("light", "dark"):
            for q in c[side]["questions"]:
                if q["type"] == "ranking":
                    assert sorted(q["order"]) == ["A", "B", "C", "D"]
                if q["type"] == "estimate":
                    assert J.judge_estimate(q, q["value"])


def test_cli_simulate_runs_on_the_built_in_content(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(["simulate", "--game", "quizclub", "--players", "8", "--games", "2", "--seed", "1"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["failures"] == 0 and summary["games"] == 2
