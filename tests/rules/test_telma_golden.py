"""Seeded Telma games replay exactly as the engine at commit 142941f played them (before the speed work of the
fourth session of issue #13).

``tests/fixtures/telma_golden_142941f.json`` holds seeded random games (several player counts and the rule options
that change the flow) recorded with that commit's engine by ``tests/fixtures/make_golden.py telma``
(tests/support/golden.py: every action, running digests of the legal-action lists, the events and the states, the
final state). A faster engine must give the same numbers.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gamesuite.content import default_content
from gamesuite.rules.core import Action, GameConfig
from gamesuite.rules.sim import default_players
from gamesuite.rules.telma import RULES
from tests.support.golden import assert_one_change_shows, assert_replays, trace

COMMIT = "142941f"
FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / f"telma_golden_{COMMIT}.json"

# (players, seed, options): the benchmark's game first, then the options that change the flow
GAMES: list[tuple[int, int, dict[str, Any]]] = [
    (4, 1, {}),
    (4, 2, {}),
    (3, 3, {"wrong_nickname": "takes_cards", "false_call": "takes_cards", "cards_taken": "involved"}),
    (5, 4, {"several_out": "share", "after_tie": "next_player", "centre_at_round_end": "carry_over",
            "remove_cross_cards": True}),
    (6, 5, {"next_deal": "shuffle", "round_start": "rotate", "round3_addition": "gesture",
            "final_tie": "latest_round"}),
    (4, 6, {"stalemate": "fewest", "contest_limit": 20, "tie_window_ms": 50}),
    (8, 7, {"false_call": "takes_cards", "wrong_nickname": "takes_cards"}),
]


def config(n: int, options: dict[str, Any]) -> GameConfig:
    return GameConfig("telma", default_players(n), None, dict(options), default_content("telma"))


def recordings() -> list[dict[str, Any]]:
    """Every game of GAMES recorded with the engine at hand (what the fixture holds)."""
    return [{"players": n, "seed": seed, "options": options, **trace(RULES, config(n, options), seed)}
            for n, seed, options in GAMES]


def _golden() -> list[dict[str, Any]]:
    return json.loads(FIXTURE.read_text("utf-8"))["games"]


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_a_seeded_game_replays_as_recorded(index: int) -> None:
    want = _golden()[index]
    n, seed, options = GAMES[index]
    assert (want["players"], want["seed"], want["options"]) == (n, seed, options)
    assert_replays(trace(RULES, config(n, options), seed), want)


def test_the_recorded_games_cover_the_flow() -> None:
    """The recorded games reach what the options change: contests of each kind, ties, rejections, false calls,
    all three rounds."""
    kinds = {a["kind"] for g in _golden() for a in g["actions"]}
    assert kinds >= {"set_nickname", "start_round", "reveal", "false_call", "buzz", "settle", "reject_call",
                     "declare_tie"}


def test_the_recorded_actions_replay_to_the_recorded_final_state() -> None:
    """Replaying the stored actions (no chooser) reaches the stored final digest; one changed action does not."""
    n, seed, options = GAMES[0]

    def first_settle_as_a_tie(state: Any, raw: dict[str, Any], i: int) -> Action | None:
        if i > 10 and raw["kind"] == "settle":  # the first settle after a few actions becomes a declared tie
            return next(a for a in RULES.legal_actions(state) if a.kind == "declare_tie")
        return None

    assert_one_change_shows(RULES, config(n, options), seed, _golden()[0], first_settle_as_a_tie)
