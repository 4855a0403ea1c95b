"""Seeded random play-outs of Telma: invariants after every action, for 3-8 players and option sets."""

from __future__ import annotations

from collections import Counter

import pytest

from gamesuite.rules.core import GameConfig, Rng
from gamesuite.rules.sim import default_players, play_one, simulate
from gamesuite.rules.telma import RULES


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_random_playouts_pass_every_check(players: int) -> None:
    report, _seconds = simulate(RULES, players=players, games=2, seed=100 + players)
    assert report.failures == 0, report.messages
    assert report.games == 2 and report.actions > 0


OPTION_SETS = [
    {"cards_taken": "involved", "stalemate": "fewest", "several_out": "share", "final_tie": "latest_round"},
    {"wrong_nickname": "takes_cards", "false_call": "takes_cards", "tie_window_ms": 0},
    {"next_deal": "shuffle", "centre_at_round_end": "carry_over", "round_start": "rotate", "after_tie": "next_player"},
    {"remove_cross_cards": True, "round3_addition": "gesture", "tie_window_ms": 2000, "contest_limit": 20},
]


@pytest.mark.parametrize("options", OPTION_SETS)
def test_random_playouts_with_rule_options(options: dict) -> None:
    config = GameConfig("telma", default_players(4), None, options, {})
    for seed in (1, 2):
        actions, problems = play_one(RULES, config, seed)
        assert problems == [], problems
        assert actions > 0


def test_random_play_exercises_ties_surto_and_three_way_contests() -> None:
    seen: Counter[str] = Counter()
    for seed in range(6):
        config = GameConfig("telma", default_players(6), None, {}, {})
        state = RULES.new_game(config, seed)
        chooser = Rng(seed)
        while not RULES.is_over(state):
            state, events = RULES.apply(state, RULES.random_action(state, chooser))
            for event in events:
                seen[event.kind] += 1
                if event.kind == "contest":
                    seen[event.data["kind"]] += 1
                if event.kind == "tie" and event.data["reason"] == "said together":
                    seen["timed_tie"] += 1
        assert RULES.result(state) is not None
    for kind in ("surto", "triple", "pair", "timed_tie", "tie", "take", "call_rejected", "round_won"):
        assert seen[kind] > 0, kind


def test_a_game_is_reproducible_from_config_seed_and_actions() -> None:
    config = GameConfig("telma", default_players(5), None, {}, {})
    state = RULES.new_game(config, 42)
    chooser = Rng(7)
    actions = []
    while not RULES.is_over(state) and len(actions) < 400:
        action = RULES.random_action(state, chooser)
        actions.append(action)
        state, _ = RULES.apply(state, action)
    replay = RULES.new_game(config, 42)
    for action in actions:
        replay, _ = RULES.apply(replay, action)
    assert RULES.state_to_json(replay) == RULES.state_to_json(state)
