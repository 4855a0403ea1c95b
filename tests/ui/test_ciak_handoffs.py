"""Hand-offs per turn on one screen: a scripted four-player game (four people) through the real window.

A hand-off is the gate ("Pass to Anna — only Anna looks now"). The table asks for one only when a player
chooses to look at their hand (the active player, to play; another player who wants to answer) or must
decide from it (discarding down to six). The naive design it replaces handed the device over every time the
player who must decide changed (every priority pass): that count is the baseline, measured in the same game.
The figures are printed (``-s``) and quoted in docs/games/ciak.md.
"""

from __future__ import annotations

from typing import Any

from gamesuite.rules.core import Viewer
from tests.ui.test_ciak_support import Family, players

TURNS = 20  # the first twenty turns of the game (four times round the table, five turns each)


def play_counting(window: Any, qtbot: Any, seed: int, aloud: bool, **family: Any) -> dict[str, float]:
    window.settings.set_bool("ciak/answer_aloud", aloud)
    window.resize(960, 600)
    window.start_game("ciak", players(4), "massacre", {"starting_millions": 3}, seed=seed)
    c = window.controller
    seen: dict[str, Any] = {"last": c.view(Viewer.TABLE)["decision"]["seat"], "changes": 0}

    def changed(_events: list[Any]) -> None:
        seat = c.view(Viewer.TABLE)["decision"]["seat"]
        if seat >= 0 and seat != seen["last"]:
            seen["changes"] += 1
        seen["last"] = seat

    c.state_did_change.connect(changed)
    fam = Family(window, qtbot, seed=seed, canary=False, **family)
    while c.view(Viewer.TABLE)["turn"] <= TURNS and fam.step():
        pass
    turns = min(TURNS, int(c.view(Viewer.TABLE)["turn"]))
    return {"turns": turns, "gates": fam.gates, "per_turn": fam.gates / turns,
            "naive_per_turn": seen["changes"] / turns, "actions": len(c.actions)}


def report(name: str, f: dict[str, float]) -> str:
    return (f"{name}: {f['turns']} turns, {f['gates']} hand-offs, {f['per_turn']:.1f} per turn; handing over at "
            f"every change of decider: {f['naive_per_turn']:.1f} per turn")


def test_hand_offs_per_turn_in_a_scripted_four_player_game(one_screen, qtbot) -> None:  # noqa: ANN001
    # The active player looks whenever they hold priority with their hand closed and plays two times in three;
    # the others remember whether they could answer and then want to, one time in two.
    family = {"look_own_turn": 1.0, "look_answer": 0.5, "memory": True, "pass_when_open": 0.35}
    aloud = play_counting(one_screen, qtbot, seed=21, aloud=True, **family)
    print("\nCiak " + report("answers aloud while a hand is open (default)", aloud))
    assert aloud["turns"] == TURNS
    assert aloud["per_turn"] * 4 <= aloud["naive_per_turn"], aloud
