"""The headless engine command: list, simulate (last line JSON, exit status), replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamesuite.rules import registry
from gamesuite.rules.__main__ import main


def last_json(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


def test_list_prints_every_game_with_variants_players_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list", "--json", "--all"]) == 0  # the full dump, the demo included
    games = {g["id"]: g for g in json.loads(capsys.readouterr().out)["games"]}
    assert "demo" in games
    demo = games["demo"]
    assert demo["min_players"] == 2 and demo["max_players"] == 6
    assert demo["variants"][0]["id"] == "standard"
    assert demo["options"][0]["id"] == "lucky_bonus" and demo["options"][0]["default"] == 2


def test_simulate_reports_games_failures_actions_seconds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "demo", "--players", "4", "--games", "30", "--seed", "9"]) == 0
    summary = last_json(capsys.readouterr().out)
    assert summary["games"] == 30 and summary["failures"] == 0
    assert summary["actions"] == 30 * (4 + 1) * 3
    assert summary["seconds"] >= 0


def test_simulate_fails_loudly_with_the_seed_of_a_broken_game(capsys: pytest.CaptureFixture[str]) -> None:
    registry.register("broken", "tests.rules.broken_game")
    try:
        code = main(["simulate", "--game", "broken", "--players", "2", "--games", "5", "--seed", "100"])
    finally:
        registry._MODULES.pop("broken", None)
        registry._LOADED.pop("broken", None)
    out = capsys.readouterr().out
    assert code == 1
    summary = last_json(out)
    assert summary["failures"] == 5 and summary["failed_seeds"] == [100, 101, 102, 103, 104]
    assert "FAIL broken" in out and "seed 100" in out


def test_simulate_rejects_bad_player_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "demo", "--players", "9", "--games", "1"]) == 2
    assert "2-6 players" in capsys.readouterr().err


@pytest.mark.parametrize("command", [
    ["simulate", "--game", "ciak", "--games", "1"],
    ["arena", "--game", "ciak", "--bots", "random", "--games", "1"],
])
def test_simulate_and_arena_reject_an_unknown_variant_and_a_bad_player_count(
    command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    variant_flag = "--variant" if command[0] == "simulate" else "--mode"
    assert main([*command, variant_flag, "nope"]) == 2
    assert "no variant 'nope'" in capsys.readouterr().err
    assert main([*command, variant_flag, "massacre", "--players", "7"]) == 2
    assert "(massacre) takes 2-4 players" in capsys.readouterr().err


def test_replay_prints_the_final_table_view_and_scores(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = registry.get_rules("demo")
    from gamesuite.rules.core import GameConfig
    from gamesuite.rules.sim import default_players

    state = rules.new_game(GameConfig("demo", default_players(2)), 11)
    actions = []
    while not rules.is_over(state):
        a = rules.legal_actions(state)[0]
        actions.append(a.to_json())
        state, _ = rules.apply(state, a)
    path = tmp_path / "game.json"
    path.write_text(
        json.dumps({"game": "demo", "variant": "standard", "players": 2, "options": {}, "seed": 11, "actions": actions})
    )
    assert main(["replay", str(path)]) == 0
    out = last_json(capsys.readouterr().out)
    assert out["over"] is True
    assert out["scores"] == {str(k): v for k, v in rules.scores(state).items()}
    assert "hand" not in out["view"]  # the table view, never a hand


def test_replay_reports_an_illegal_action(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text(
        json.dumps({"game": "demo", "players": 2, "seed": 1, "actions": [{"kind": "play", "seat": 1, "card": 99}]})
    )
    assert main(["replay", str(path)]) == 1
    assert "illegal" in capsys.readouterr().out


def test_simulate_catches_an_action_offered_to_a_player_the_game_is_not_waiting_for() -> None:
    from gamesuite.rules.core import GameConfig
    from gamesuite.rules.sim import default_players, play_one
    from tests.rules.broken_game import WRONG_SEAT

    config = GameConfig("wrong_seat", default_players(3))
    _n, problems = play_one(WRONG_SEAT, config, 5)
    assert problems and "but the game waits for seats" in problems[0]
    _n, problems = play_one(WRONG_SEAT, config, 5, deep_checks=False)
    assert problems, "the turn-order check runs even when JSON round trips are thinned"
