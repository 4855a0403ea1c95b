"""Ciak! play-out benchmark: random full games per second for each mode, plus outcome figures.

    .venv/bin/python bench/ciak_playouts.py [--games 100] [--seed 1]

Plays ``--games`` random games per mode with the engine's own ``random_action`` (no simulator
checks: no JSON round trips, no views) and prints one JSON line per mode — games per second,
actions and turns per game, how games ended (knock-out or deck running out), and win rates by
seat or side — then a summary line. The simulator's checked figures come from
``python -m gamesuite.rules simulate --game ciak ...``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gamesuite.content.ciak import builtin_card_set  # noqa: E402
from gamesuite.rules.ciak import RULES  # noqa: E402
from gamesuite.rules.core import GameConfig, Rng  # noqa: E402
from gamesuite.rules.sim import default_players  # noqa: E402

MODES = (("massacre", 2), ("massacre", 3), ("massacre", 4), ("alliance", 4), ("dominion", 3), ("dominion", 4))


def run_mode(variant: str, players: int, games: int, seed: int, content: dict) -> dict:
    config = GameConfig("ciak", default_players(players), variant, {}, content)
    actions = turns = deck_outs = ties = 0
    wins: Counter[str] = Counter()
    start = time.perf_counter()
    for g in range(games):
        state = RULES.new_game(config, seed + g)
        chooser = Rng((seed + g) ^ 0x5EED)
        while not RULES.is_over(state):
            state, _ = RULES.apply(state, RULES.random_action(state, chooser))
            actions += 1
        turns += state.turn
        deck_outs += state.deck_out
        if not state.winners:
            ties += 1
        elif variant == "dominion":
            wins["boss" if state.winners == [0] else "coalition"] += 1
        elif variant == "alliance":
            wins["seats 1+3" if state.winners[0] == 0 else "seats 2+4"] += 1
        else:
            wins[f"seat {state.winners[0] + 1}"] += 1
    seconds = time.perf_counter() - start
    return {
        "variant": variant,
        "players": players,
        "games": games,
        "games_per_second": round(games / seconds, 2),
        "actions_per_game": round(actions / games, 1),
        "turns_per_game": round(turns / games, 1),
        "deck_out_rate": round(deck_outs / games, 3),
        "ties": ties,
        "wins": {k: round(v / games, 3) for k, v in sorted(wins.items())},
        "seconds": round(seconds, 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="random games per mode (default 100)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mode", action="append", help="variant:players, e.g. dominion:4 (repeatable)")
    args = parser.parse_args(argv)
    modes = MODES
    if args.mode:
        modes = tuple((m.split(":")[0], int(m.split(":")[1])) for m in args.mode)
    content = builtin_card_set()
    total_games = 0
    total_seconds = 0.0
    for variant, players in modes:
        row = run_mode(variant, players, args.games, args.seed, content)
        total_games += row["games"]
        total_seconds += row["seconds"]
        print(json.dumps(row), flush=True)
    print(
        json.dumps(
            {
                "games": total_games,
                "seconds": round(total_seconds, 2),
                "games_per_second": round(total_games / total_seconds, 2),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
