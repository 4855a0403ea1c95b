"""Seeded Ciak! games replay exactly as the engine at commit 4c84ebb played them (before the speed work of issue #13).

``tests/fixtures/ciak_golden_4c84ebb.json`` holds seeded random games (every variant, several rule options) recorded
with that commit's engine by ``tests/fixtures/make_golden.py ciak`` (tests/support/golden.py: every action, running
digests of the legal-action lists, the events and the states, the final state). A faster engine must give the same
numbers.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gamesuite.content import default_content
from gamesuite.rules.ciak import RULES
from gamesuite.rules.core import Action, Event, GameConfig
from gamesuite.rules.sim import default_players
from tests.support.golden import assert_one_change_shows, assert_replays, said, trace

COMMIT = "4c84ebb"
FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / f"ciak_golden_{COMMIT}.json"

# (variant, players, seed, options): the benchmark's game first, then every variant and the options that
# change the flow
GAMES: list[tuple[str, int, int, dict[str, Any]]] = [
    ("massacre", 3, 1, {}),
    ("massacre", 3, 2, {}),
    ("massacre", 2, 3, {"short_refill": "last_round", "lynch_target": "strongest"}),
    ("massacre", 4, 4, {"lynch_damage": "margin", "overkill_sackings": "every_thousand", "starting_millions": 3}),
    ("alliance", 4, 5, {"lynch_target": "victim", "event_timing": "any_time_own_turn", "alliance_order": "seats"}),
    ("alliance", 4, 6, {"controlled_company": "ability", "deck_out_trigger": "last_card"}),
    ("dominion", 4, 7, {"controlled_company": "nothing", "rival_window": "always", "lynch_damage": "kill"}),
    ("dominion", 3, 8, {"dominion_deck_out": "best_single", "sacking_cap": False, "rolloff_ties": "lowest_seat"}),
]


# English wording corrected since 4c84ebb on purpose (the new text, and how 4c84ebb said it)
WORDING_SINCE: list[tuple[str, str]] = [
    (" now has 1 token.", " now has 1 tokens."),  # plurals by Qt's numerus forms (issue #18)
    ("Bruno, Carla and Dario conquer", "Bruno and Carla and Dario conquer"),  # lists of names (issue #18)
]


def said_then(e: Event, players: list[str]) -> list[Any]:
    """An event as 4c84ebb's engine said it: since the rules say their events as Msg values (issue #18), the
    words are compared as the English rendering, which must read exactly as before but for WORDING_SINCE."""
    kind, text, data, reveals = said(e, players)
    for new, old in WORDING_SINCE:
        text = text.replace(new, old)
    return [kind, text, data, reveals]


# The Dominion boss as 4c84ebb's card data had it (rebalanced since: docs/ciak-bots.md): the recorded games are
# replayed with the data they were recorded with, so the engine, not the card tuning, is what is compared.
BOSS_4C84EBB: dict[str, Any] = json.loads(
    '{"id": "malvagie_compagnie_straniere", "name": "Malvagie Compagnie Straniere", "dominion": 14, "boss": true, '
    '"abilities": [{"trigger": "start_of_turn", "effects": [{"kind": "millions", "to": "you", "amount": 1}, '
    '{"kind": "draw", "to": "you", "amount": 1}]}, {"trigger": "static", "effects": [{"kind": "cast_limit", '
    '"to": "you", "amount": 3}, {"kind": "boost", "to": "your_characters", "att": 200, "dif": 200}]}, '
    '{"trigger": "activated", "costs": [{"kind": "millions", "amount": 2}], "once_per_turn": true, '
    '"target": "rival", "effects": [{"kind": "damage", "amount": 600}]}], '
    '"flavor": "Deep pockets, foreign accents and a plan to buy every studio in town."}')

BOSS_TEXT_4C84EBB = ("At the start of your turn: Add 1 million to your company. Draw 1 card. Your cast limit is 3 star "
                     "spaces higher. Your characters have +200 ATT and +200 DIF. Pay 2 million: Deal 600 damage to a "
                     "rival company. Once per turn.")


def content_4c84ebb() -> dict[str, Any]:
    content = default_content("ciak")
    companies = [BOSS_4C84EBB if c["id"] == BOSS_4C84EBB["id"] else c for c in content["companies"]]
    texts = {**content["texts"], BOSS_4C84EBB["id"]: BOSS_TEXT_4C84EBB}
    return {**content, "companies": companies, "texts": texts}


def config(variant: str, n: int, options: dict[str, Any]) -> GameConfig:
    return GameConfig("ciak", default_players(n), variant, dict(options), content_4c84ebb())


def recordings() -> list[dict[str, Any]]:
    """Every game of GAMES recorded with the engine at hand (what the fixture holds)."""
    return [{"variant": variant, "players": n, "seed": seed, "options": options,
             **trace(RULES, config(variant, n, options), seed, said_then)}
            for variant, n, seed, options in GAMES]


def _golden() -> list[dict[str, Any]]:
    return json.loads(FIXTURE.read_text("utf-8"))["games"]


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_a_seeded_game_replays_as_recorded(index: int) -> None:
    want = _golden()[index]
    variant, n, seed, options = GAMES[index]
    assert (want["variant"], want["players"], want["seed"], want["options"]) == (variant, n, seed, options)
    assert_replays(trace(RULES, config(variant, n, options), seed, said_then), want)


def test_the_recorded_actions_replay_to_the_recorded_final_state() -> None:
    """Replaying the stored actions (no chooser) reaches the stored final digest; one changed action does not."""
    variant, n, seed, options = GAMES[0]

    def first_pass_with_a_choice(state: Any, raw: dict[str, Any], i: int) -> Action | None:
        other = [a for a in RULES.legal_actions(state) if a.to_json() != raw]
        return other[0] if i > 10 and raw["kind"] == "pass" and other else None

    assert_one_change_shows(RULES, config(variant, n, options), seed, _golden()[0], first_pass_with_a_choice)
