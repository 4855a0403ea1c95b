"""The arena command: bots against bots, seats rotating, last line JSON with wins by bot, seat, side."""

from __future__ import annotations

import json
import signal

import pytest

from gamesuite.rules.__main__ import arena_seats, main, side_name
from gamesuite.rules.ciak import bots as B
from gamesuite.rules.core import Action


def last_json(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


def test_seats_rotate_between_games_so_no_bot_keeps_a_seat() -> None:
    assert arena_seats(["normal", "random"], 2, 0) == ["normal", "random"]
    assert arena_seats(["normal", "random"], 2, 1) == ["random", "normal"]
    assert arena_seats(["normal", "random"], 4, 0) == ["normal", "random", "normal", "random"]
    assert arena_seats(["a", "b", "c"], 3, 1) == ["b", "c", "a"]
    # over len(bots) games every bot sits in every seat
    for n in (2, 3, 4):
        seen = {(seat, arena_seats(["x", "y"], n, g)[seat]) for g in range(2) for seat in range(n)}
        assert seen == {(seat, b) for seat in range(n) for b in ("x", "y")}


def test_side_names() -> None:
    assert side_name("dominion", [0, 1, 1], [0]) == "boss"
    assert side_name("dominion", [0, 1, 1], [1, 2]) == "coalition"
    assert side_name("alliance", [0, 1, 0, 1], [1, 3]) == "seats 2+4"
    assert side_name("massacre", [0, 1, 2], [2]) == "seat 3"


def test_arena_massacre_reports_wins_by_bot_and_seat(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["arena", "--game", "ciak", "--mode", "massacre", "--players", "2", "--bots", "greedy,random",
         "--games", "6", "--seed", "3", "--progress", "2"]
    )
    assert code == 0
    captured = capsys.readouterr()
    out = last_json(captured.out)
    assert out["games"] == 6 and out["bots"] == ["greedy", "random"]
    assert sum(out["wins"].values()) + out["draws"] == 6
    assert sum(out["wins_by_seat"].values()) + out["draws"] == 6
    assert set(out["wins_by_seat"]) == {"seat 1", "seat 2"}
    assert out["wins"]["greedy"] > out["wins"]["random"]
    assert out["seconds"] >= 0 and out["turns_per_game"] > 0
    assert captured.err.count("[arena]") == 3  # progress every 2 games, on stderr


def test_arena_team_modes_report_sides(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--game", "ciak", "--mode", "alliance", "--players", "4", "--bots", "easy",
                 "--games", "2", "--seed", "1", "--progress", "0"]) == 0
    out = last_json(capsys.readouterr().out)
    assert set(out["wins_by_side"]) <= {"seats 1+3", "seats 2+4"}
    assert sum(out["wins_by_side"].values()) + out["draws"] == 2
    assert out["wins"] == {"easy": 2 - out["draws"]}
    assert main(["arena", "--game", "ciak", "--mode", "dominion", "--players", "3", "--bots", "random",
                 "--games", "2", "--seed", "1", "--progress", "0"]) == 0
    out = last_json(capsys.readouterr().out)
    assert set(out["wins_by_side"]) <= {"boss", "coalition"}
    assert sum(out["wins_by_side"].values()) + out["draws"] == 2


def test_arena_one_normal_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--game", "ciak", "--mode", "massacre", "--players", "2", "--bots", "normal,random",
                 "--games", "1", "--seed", "5", "--progress", "0"]) == 0
    out = last_json(capsys.readouterr().out)
    assert out["games"] == 1 and out["thinking_seconds"]["normal"] > 0


def test_arena_rejects_unknown_bots_games_and_player_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--game", "ciak", "--bots", "expert", "--games", "1"]) == 2
    assert "unknown bot" in capsys.readouterr().err
    assert main(["arena", "--game", "telefilm", "--bots", "easy", "--games", "1"]) == 2
    assert "no computer players" in capsys.readouterr().err
    assert main(["arena", "--game", "ciak", "--mode", "alliance", "--players", "3", "--bots", "easy"]) == 2
    assert "4-4 players" in capsys.readouterr().err


def test_arena_stops_a_bot_that_plays_an_illegal_move(monkeypatch: pytest.MonkeyPatch) -> None:
    def cheat(view: dict, legal: list[Action], config: object, rng: object) -> Action:
        return Action("pass", 99)

    monkeypatch.setitem(B.BOTS, "cheat", cheat)
    with pytest.raises(RuntimeError, match="not legal"):
        main(["arena", "--game", "ciak", "--bots", "cheat", "--games", "1", "--progress", "0"])


def test_sigterm_stops_the_arena_with_the_summary_of_the_finished_games(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen = {"games": 0, "turn": 10**9}

    def stopper(view: dict, legal: list[Action], config: object, rng: object) -> Action:
        if int(view["turn"]) < seen["turn"]:  # a new game began
            seen["games"] += 1
        seen["turn"] = int(view["turn"])
        if seen["games"] == 3:
            signal.raise_signal(signal.SIGTERM)
        return B.choose_random(view, legal, config, rng)  # type: ignore[arg-type]

    monkeypatch.setitem(B.BOTS, "stopper", stopper)
    before = signal.getsignal(signal.SIGTERM)
    assert main(["arena", "--game", "ciak", "--bots", "stopper", "--games", "5", "--progress", "0"]) == 0
    out = last_json(capsys.readouterr().out)
    assert out["stopped"] is True and out["games"] == 2
    assert sum(out["wins"].values()) + out["draws"] == 2
    assert signal.getsignal(signal.SIGTERM) == before  # the handler is put back
    # a complete run says so
    assert main(["arena", "--game", "ciak", "--bots", "random", "--games", "1", "--progress", "0"]) == 0
    assert last_json(capsys.readouterr().out)["stopped"] is False
