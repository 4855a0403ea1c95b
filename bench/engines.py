"""Engine speed: random full games per second for each game, against a baseline commit measured in the same run.

    .venv/bin/python bench/engines.py [--games 40] [--game ciak --game telma] [--baseline 74fbc6f] [--rounds 3]
                                      [--players 4]

Each entry plays ``--games`` seeded random games (``random_action`` then ``apply``, no simulator checks: no
invariants, JSON round trips or views) with the game's built-in content and the player count in ``GAMES``
below (issue #13 asks 4 players, Ciak 3), or ``--players`` for every game. The same worker runs in a subprocess
on this tree and on the baseline commit's tree (``git archive`` into a temporary directory), alternating,
``--rounds`` times each; the best round of each side counts (the machine is shared). The worker plays one warm-up
game and collects the garbage once before its clock starts, so the collections the timed games cause count and a
debt left by the imports does not. One JSON line per game, then the summary as the last line::

    {"games": {"<game>": {"players", "games_per_s", "baseline_games_per_s", "ratio"}}}

``--profile`` runs the worker of each ``--game`` once in this process under cProfile instead (this tree only, no
baseline) and prints the functions by own time and by cumulative time: where a random game's time goes.

``--fingerprint`` checks that a faster engine plays the same games: for each game (Ciak: each mode and player count
of ``FINGERPRINTS``) ``--games`` seeded random games on this tree and on the baseline's, hashing every action, every
event (kind, words, data, reveals), the final state's JSON and the result; for Ciak also ``--bot-games`` games of
each bot strength in ``BOT_STRENGTHS`` on every seat (their choices and the states they lead to). One JSON line per
entry with both hashes and whether they match; exit status 1 on any difference.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

# game id -> (variant or None for the default, players): one entry per game
GAMES: dict[str, tuple[str | None, int]] = {
    "ciak": ("massacre", 3),
    "quizclub": (None, 4),
    "telefilm": ("standard", 4),
    "telma": (None, 4),
}


def worker(game: str, games: int, seed: int, players: int | None = None) -> dict:
    """Games per second on the ``gamesuite`` importable here (run in a subprocess per tree)."""
    from gamesuite.content import default_content
    from gamesuite.rules import registry
    from gamesuite.rules.core import GameConfig, Rng
    from gamesuite.rules.sim import default_players

    rules = registry.get_rules(game)
    variant, default = GAMES[game]
    players = players or default
    config = GameConfig(game, default_players(players), variant, {}, default_content(game))
    rules.new_game(config, seed)  # warm caches (content parsing) outside the timing
    # Settle the collector's debt from the imports before the clock starts (as timeit does by turning it off, but
    # keeping the collections the games themselves cause): CPython 3.11 runs a process's first full collection at its
    # 11th middle one, and importing pydantic and the content uses several, so without this the timed games paid
    # for a full collection of the import-time objects, or not, depending on what the tree imports.
    gc.collect()
    # CPU time of this process: the machine is shared, and waiting for a core is not the engine's cost
    actions = 0
    start = time.process_time()
    for g in range(games):
        state = rules.new_game(config, seed + g)
        chooser = Rng((seed + g) ^ 0x5EED)
        while not rules.is_over(state):
            state, _ = rules.apply(state, rules.random_action(state, chooser))
            actions += 1
    seconds = time.process_time() - start
    return {"games_per_s": games / seconds, "actions": actions}


# Ciak's modes and player counts for --fingerprint (the other games: their entry in GAMES)
FINGERPRINTS: dict[str, list[tuple[str | None, int]]] = {
    "ciak": [("massacre", 2), ("massacre", 3), ("massacre", 4), ("alliance", 4), ("dominion", 3), ("dominion", 4)],
}
BOT_STRENGTHS = ("random", "greedy", "easy", "normal")


def fingerprint(game: str, games: int, seed: int, bot_games: int) -> dict[str, str]:
    """Hashes of seeded random games (and, for Ciak, bot games) on the ``gamesuite`` importable here."""
    import hashlib

    from gamesuite.content import default_content
    from gamesuite.rules import registry
    from gamesuite.rules.core import GameConfig, Rng
    from gamesuite.rules.sim import default_players

    rules = registry.get_rules(game)
    out: dict[str, str] = {}

    def feed(h: Any, action: Any, events: list[Any]) -> None:
        h.update(repr((action.kind, action.seat, action.args)).encode())
        for e in events:
            h.update(repr((e.kind, e.text, e.data, e.reveals)).encode())

    def close(h: Any, state: Any) -> str:
        h.update(json.dumps(rules.state_to_json(state), sort_keys=True).encode())
        h.update(repr(rules.result(state)).encode())
        return h.hexdigest()[:16]

    for variant, players in FINGERPRINTS.get(game, [GAMES[game]]):
        config = GameConfig(game, default_players(players), variant, {}, default_content(game))
        h = hashlib.sha256()
        for g in range(games):
            state = rules.new_game(config, seed + g)
            chooser = Rng((seed + g) ^ 0x5EED)
            while not rules.is_over(state):
                action = rules.random_action(state, chooser)
                state, events = rules.apply(state, action)
                feed(h, action, events)
            h.update(close(h, state).encode())
        out[f"{variant or 'default'}:{players}"] = h.hexdigest()[:16]
    if game == "ciak" and bot_games:
        from gamesuite.rules.ciak import bots

        config = GameConfig(game, default_players(2), "massacre", {}, default_content(game))
        for strength in BOT_STRENGTHS:
            h = hashlib.sha256()
            for g in range(bot_games):
                state = rules.new_game(config, seed + g)
                steps = 0
                while not rules.is_over(state) and steps < 400:  # (a bounded game: normal looks ahead at each)
                    seat = rules.waiting_for(state)[0].seat
                    assert seat is not None
                    view, legal = bots.seat_inputs(state, seat)
                    action = bots.decide(strength, view, legal, config, seed * 1000 + steps)
                    state, events = rules.apply(state, action)
                    feed(h, action, events)
                    steps += 1
                h.update(close(h, state).encode())
            out[f"bots:{strength}"] = h.hexdigest()[:16]
    return out


def profile(games: list[str], n: int, seed: int, players: int | None) -> int:
    """Each game's worker under cProfile in this process: the top functions by own and by cumulative time."""
    import cProfile
    import pstats

    sys.path.insert(0, str(ROOT))  # this tree's gamesuite (as PYTHONPATH gives the timed workers theirs)
    for game in games:
        worker(game, 2, seed, players)  # content parsed and caches warmed first, as the timed worker does
        prof = cProfile.Profile()
        prof.runcall(worker, game, n, seed, players)
        print(f"=== {game}: {n} games", flush=True)
        stats = pstats.Stats(prof, stream=sys.stdout).strip_dirs()
        stats.sort_stats("tottime").print_stats(25)
        stats.sort_stats("cumulative").print_stats(25)
    return 0


def baseline_tree(ref: str) -> Path:
    """The tree of commit ``ref``, extracted once into the temporary directory."""
    sha = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short=12", ref], check=True,
                         capture_output=True, text=True).stdout.strip()
    tree = Path(tempfile.gettempdir()) / f"gamesuite-bench-{sha}"
    if not (tree / "gamesuite").is_dir():
        tree.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", sha], check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    return tree


def run_worker(tree: Path, game: str, games: int, seed: int, players: int | None = None,
               extra: tuple[str, ...] = ()) -> dict:
    env = dict(os.environ, PYTHONPATH=str(tree))
    cmd = [sys.executable, str(Path(__file__).resolve()), "--worker", "--game", game, "--games", str(games),
           "--seed", str(seed), *extra]
    if players:
        cmd += ["--players", str(players)]
    out = subprocess.run(cmd, cwd=tree, env=env, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="repeatable (default: all)")
    parser.add_argument("--games", type=int, default=40, help="seeded random games per measurement (default 40)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3, help="alternating measurements per side (default 3)")
    parser.add_argument("--baseline", default="74fbc6f", help="commit to compare with (default 74fbc6f)")
    parser.add_argument("--players", type=int, help="players in every game measured (default: per game, above)")
    parser.add_argument("--profile", action="store_true", help="cProfile the worker here instead (no baseline)")
    parser.add_argument("--fingerprint", action="store_true",
                        help="check the same seeds play the same games here and on the baseline (no timing)")
    parser.add_argument("--bot-games", type=int, default=2, help="--fingerprint: Ciak bot games per strength")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        if args.fingerprint:
            print(json.dumps(fingerprint(args.game[0], args.games, args.seed, args.bot_games)))
        else:
            print(json.dumps(worker(args.game[0], args.games, args.seed, args.players)))
        return 0
    if args.profile:
        return profile(args.game or sorted(GAMES), args.games, args.seed, args.players)
    base = baseline_tree(args.baseline)
    if args.fingerprint:
        same = True
        for game in args.game or sorted(GAMES):
            extra = ("--fingerprint", "--bot-games", str(args.bot_games))
            hashes = {side: run_worker(tree, game, args.games, args.seed, None, extra)
                      for side, tree in (("base", base), ("new", ROOT))}
            for key in hashes["base"]:
                match = hashes["base"][key] == hashes["new"].get(key)
                same = same and match
                print(json.dumps({"game": game, "entry": key, "games": args.games, "baseline": hashes["base"][key],
                                  "new": hashes["new"].get(key), "same": match}), flush=True)
        return 0 if same else 1
    summary: dict[str, dict] = {}
    for game in args.game or sorted(GAMES):
        best = {"new": 0.0, "base": 0.0}
        actions = {}
        for _ in range(args.rounds):
            for side, tree in (("base", base), ("new", ROOT)):
                got = run_worker(tree, game, args.games, args.seed, args.players)
                best[side] = max(best[side], got["games_per_s"])
                actions[side] = got["actions"]
        row = {
            "players": args.players or GAMES[game][1],
            "games_per_s": round(best["new"], 1),
            "baseline_games_per_s": round(best["base"], 1),
            "ratio": round(best["new"] / best["base"], 2),
        }
        print(json.dumps({"game": game, **row, "actions": actions["new"], "baseline_actions": actions["base"]}),
              flush=True)
        summary[game] = row
    print(json.dumps({"games": summary}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
