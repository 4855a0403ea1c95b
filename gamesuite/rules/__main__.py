"""Headless engine: ``python -m gamesuite.rules list | simulate | replay | arena``.

Other tools rely on this interface: ``simulate`` prints one JSON object as its last line and
exits non-zero when any game failed; ``replay`` prints the final table view and scores; ``arena``
plays computer players against each other and prints one JSON object (wins by bot, seat and side)
as its last line, with progress on stderr.
"""

from __future__ import annotations

import argparse
import importlib
import json
import signal
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from gamesuite.rules import registry
from gamesuite.rules.core import Action, GameConfig, GameSpec, IllegalAction, PlayerConfig, Rng, Variant, Viewer
from gamesuite.rules.sim import default_players, simulate


def _content(game_id: str, packs: list[str] | None = None) -> dict:
    # The rules never read files; the CLI (like the app) loads the built-in content for them, or the named
    # packs (``--packs``: built-in or imported pack ids, Quiz Club expansions included).
    from gamesuite.content import default_content, load_content

    return default_content(game_id) if packs is None else load_content(game_id, packs)


def _packs(text: str | None) -> list[str] | None:
    return None if text is None else [p.strip() for p in text.split(",") if p.strip()]


def _variant_and_players(spec: GameSpec, variant_id: str | None, players: int | None) -> tuple[Variant, int] | None:
    """The variant asked for (the game's first when None) and the player count (the variant's minimum when None),
    or None after printing why they cannot be played (``simulate`` and ``arena`` exit 2 then)."""
    try:
        variant = spec.variant(variant_id)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return None
    count = players if players is not None else variant.min_players
    if not variant.min_players <= count <= variant.max_players:
        print(f"error: {spec.title} ({variant.id}) takes {variant.min_players}-{variant.max_players} players",
              file=sys.stderr)
        return None
    return variant, count


def cmd_list(args: argparse.Namespace) -> int:
    """The games as a short table; ``--json`` for every variant and rule option in full."""
    ids = registry.game_ids(include_hidden=args.all)
    if args.json:
        print(json.dumps({"games": [registry.get_spec(g).to_json() for g in ids]}, indent=2))
        return 0
    rows = [("game", "title", "players", "variants", "rule options")]
    for g in ids:
        spec = registry.get_spec(g)
        rows.append((spec.id, spec.title, f"{spec.min_players}-{spec.max_players}",
                     ", ".join(v.id for v in spec.variants), str(len(spec.options))))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip())
    print("\nEvery variant and rule option: python -m gamesuite.rules list --json")
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    try:
        rules = registry.get_rules(args.game)
    except KeyError:
        print(f"error: unknown game {args.game!r}; try 'list'", file=sys.stderr)
        return 2
    spec = rules.spec
    chosen = _variant_and_players(spec, args.variant, args.players)
    if chosen is None:
        return 2
    variant, players = chosen
    options = json.loads(args.options) if args.options else {}
    try:
        content = _content(spec.id, _packs(args.packs))
    except ValueError as exc:  # gamesuite.content.PackError: an unknown or unusable pack
        print(f"error: {exc}", file=sys.stderr)
        return 2
    try:  # a set-up the game refuses (options, content) is the caller's mistake, said in a sentence
        rules.new_game(GameConfig(spec.id, default_players(players), variant.id, options, content), args.seed)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    every = max(1, args.games // 20)

    def progress(done: int, report: Any) -> None:
        if args.quiet or (done % every and done != args.games):
            return
        rate = done / max(1e-9, time.perf_counter() - started)
        print(f"{done}/{args.games} games, {report.failures} failed, {report.actions} actions, "
              f"{rate:.1f} games/s", file=sys.stderr, flush=True)

    report, seconds = simulate(
        rules,
        players=players,
        games=args.games,
        seed=args.seed,
        variant=variant.id,
        options=options,
        content=content,
        deep_every=args.deep_every,
        progress=progress,
    )
    for msg in report.messages:
        print(f"FAIL {spec.id} variant={variant.id} players={players} {msg}")
    summary = {
        "game": spec.id,
        "variant": variant.id,
        "players": players,
        "games": report.games,
        "failures": report.failures,
        "failed_seeds": report.failed_seeds,
        "actions": report.actions,
        "seconds": round(seconds, 3),
    }
    print(json.dumps(summary))
    return 1 if report.failures else 0


MAX_REPLAY_BYTES = 32 * 1024 * 1024  # as a save (docs/saves.md)


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay an action list (``{"game", "players", "seed", "actions", ...}``) or a GameSuite save.

    Any file gives the final view and exit 0, an illegal action and exit 1, or one line
    ``error: cannot replay FILE: <reason>`` and exit 2; never a traceback (a file is untrusted:
    its size, nesting, numbers and strings are bounded as a save's are).
    """
    from gamesuite.rules.packing import loads_bounded

    path = Path(args.file)
    try:
        if path.stat().st_size > MAX_REPLAY_BYTES:
            raise ValueError(f"the file is larger than {MAX_REPLAY_BYTES // (1024 * 1024)} MiB")
        data = loads_bounded(path.read_bytes(), long_keys=frozenset({"zlib", "content_z", "ciak_set_z"}),
                             max_long_string=MAX_REPLAY_BYTES)
    except (OSError, ValueError) as exc:
        print(f"error: cannot replay {args.file}: {exc}", file=sys.stderr)
        return 2
    if isinstance(data, dict) and data.get("format") == "gamesuite-save":
        return _replay_save(path)
    try:
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        rules = registry.get_rules(str(data["game"]))
        n = data["players"]
        players = (
            tuple(PlayerConfig(str(p["name"]), str(p.get("colour", "#888888"))) for p in n)
            if isinstance(n, list)
            else default_players(int(n))
            if isinstance(n, int) and 0 < n <= 64
            else None
        )
        if not players:
            raise ValueError(f"players must be 1-64 or a list of players, not {str(n)[:40]}")
        content = data.get("content") or _content(rules.spec.id, data.get("packs"))
        config = GameConfig(rules.spec.id, players, data.get("variant"), data.get("options") or {}, content)
        state = rules.new_game(config, int(data.get("seed", 0)))
        for i, raw in enumerate(data.get("actions", [])):
            try:
                state, _ = rules.apply(state, Action.from_json(raw))
            except IllegalAction as exc:
                print(json.dumps({"error": f"action {i} ({str(raw)[:200]}) is illegal: {exc}"}))
                return 1
        result = rules.result(state)
        out = {
            "view": rules.view(state, Viewer.TABLE),
            "scores": {str(k): v for k, v in rules.scores(state).items()},
            "over": rules.is_over(state),
            "result": result.to_json() if result else None,
        }
    except Exception as exc:  # noqa: BLE001 - an untrusted file: one line, never a traceback
        print(f"error: cannot replay {args.file}: {type(exc).__name__}: {str(exc)[:300]}", file=sys.stderr)
        return 2
    print(json.dumps(out))
    return 0


# Games with computer players: module exposing BOTS (name -> choose(view, legal, config, rng)).
ARENA_BOTS = {"ciak": "gamesuite.rules.ciak.bots"}
ARENA_MAX_ACTIONS = 100_000


def arena_seats(bots: list[str], players: int, game: int) -> list[str]:
    """The bot of each seat in game number ``game``: the list repeated round the table, shifted
    by one seat every game so that no bot keeps the same seat."""
    return [bots[(seat + game) % len(bots)] for seat in range(players)]


def side_name(mode: str, team: list[int], winners: list[int]) -> str:
    """The winning side of a game: the alliance's seats, the boss or the coalition, or the seat."""
    if mode == "dominion":
        return "boss" if winners == [0] else "coalition"
    if mode == "alliance":
        seats = [s for s in range(len(team)) if team[s] == team[winners[0]]]
        return "seats " + "+".join(str(s + 1) for s in seats)
    return f"seat {winners[0] + 1}"


def play_arena_game(
    rules: Any, table: dict[str, Any], config: GameConfig, names: list[str], seed: int,
    stop: list[bool] | None = None,
) -> tuple[Any, dict[str, float], int]:
    """One game; returns (final state, seconds of thinking per bot name, actions). Raises
    :class:`ArenaStopped` when ``stop[0]`` turns true (checked before every move)."""
    state = rules.new_game(config, seed)
    rngs = [Rng(seed * 1009 + seat * 7919 + 1) for seat in range(len(names))]
    thinking: dict[str, float] = {}
    actions = 0
    while not rules.is_over(state):
        if stop is not None and stop[0]:
            raise ArenaStopped
        if actions >= ARENA_MAX_ACTIONS:
            raise RuntimeError(f"game {seed} did not end after {actions} actions")
        waiting = rules.waiting_for(state)
        seat = waiting[0].seat
        view = rules.view(state, Viewer.of_seat(seat))
        legal = [a for a in rules.legal_actions(state) if a.seat == seat]
        start = time.perf_counter()
        action = table[names[seat]](view, legal, config, rngs[seat])
        thinking[names[seat]] = thinking.get(names[seat], 0.0) + time.perf_counter() - start
        if action not in legal:
            raise RuntimeError(f"bot {names[seat]!r} chose {action}, which is not legal")
        state, _ = rules.apply(state, action)
        actions += 1
    return state, thinking, actions


class ArenaStopped(Exception):
    """Raised inside a game when the arena was asked to stop (SIGTERM)."""


def cmd_arena(args: argparse.Namespace) -> int:
    """Bots against bots. Ctrl+C or SIGTERM stops the game being played; the summary of the games
    finished so far (with ``"stopped": true``) is still the last line."""
    if args.game not in ARENA_BOTS:
        print(f"error: no computer players for {args.game!r} (known: {', '.join(ARENA_BOTS)})", file=sys.stderr)
        return 2
    rules = registry.get_rules(args.game)
    table = importlib.import_module(ARENA_BOTS[args.game]).BOTS
    spec = rules.spec
    chosen = _variant_and_players(spec, args.mode, args.players)
    if chosen is None:
        return 2
    variant, players = chosen
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in bots if b not in table]
    if not bots or unknown:
        print(f"error: unknown bot(s) {unknown or bots}; known: {', '.join(table)}", file=sys.stderr)
        return 2
    options = json.loads(args.options) if args.options else {}
    config = GameConfig(spec.id, default_players(players), variant.id, options, _content(spec.id))
    wins: Counter[str] = Counter()
    played: Counter[str] = Counter()
    by_seat: Counter[str] = Counter()
    by_side: Counter[str] = Counter()
    thinking: Counter[str] = Counter()
    draws = turns = actions = 0
    start = time.perf_counter()
    games = 0
    stopped = False
    stop = [False]

    def on_term(_signum: int, _frame: object) -> None:
        stop[0] = True

    previous = signal.signal(signal.SIGTERM, on_term)
    try:
        for g in range(args.games):
            names = arena_seats(bots, players, g)
            try:
                state, spent, n_actions = play_arena_game(rules, table, config, names, args.seed + g, stop)
            except (KeyboardInterrupt, ArenaStopped):
                stopped = True
                break
            games += 1
            for b in set(names):
                played[b] += 1
            thinking.update(spent)
            actions += n_actions
            final = rules.view(state, Viewer.TABLE)
            turns += int(final.get("turn", 0))
            result = rules.result(state)
            winners = sorted(result.winners) if result else []
            if winners:
                for b in sorted({names[w] for w in winners}):
                    wins[b] += 1
                for w in winners:
                    by_seat[f"seat {w + 1}"] += 1
                team = [int(p.get("team", i)) for i, p in enumerate(final["players"])]
                by_side[side_name(variant.id, team, winners)] += 1
            else:
                draws += 1
            if args.progress and ((g + 1) % args.progress == 0 or g + 1 == args.games):
                told = ", ".join(f"{b} {wins[b]}" for b in bots if b in played) if len(set(bots)) > 1 else ""
                print(
                    f"[arena] {g + 1}/{args.games} games, {time.perf_counter() - start:.0f} s; wins: "
                    f"{told or dict(sorted(by_side.items()))}, draws {draws}",
                    file=sys.stderr,
                    flush=True,
                )
    finally:
        signal.signal(signal.SIGTERM, previous)
    seconds = time.perf_counter() - start
    summary = {
        "game": spec.id,
        "mode": variant.id,
        "players": players,
        "bots": bots,
        "seed": args.seed,
        "games": games,
        "stopped": stopped,
        "wins": {b: wins[b] for b in dict.fromkeys(bots)},
        "win_rate": {b: round(wins[b] / played[b], 3) if played[b] else 0.0 for b in dict.fromkeys(bots)},
        "draws": draws,
        "wins_by_seat": {f"seat {s + 1}": by_seat[f"seat {s + 1}"] for s in range(players)},
        "wins_by_side": dict(sorted(by_side.items())),
        "seat_share": {f"seat {s + 1}": round(by_seat[f"seat {s + 1}"] / games, 3) if games else 0.0
                       for s in range(players)},
        "side_share": {k: round(v / games, 3) for k, v in sorted(by_side.items())} if games else {},
        "turns_per_game": round(turns / games, 1) if games else 0.0,
        "actions_per_game": round(actions / games, 1) if games else 0.0,
        "thinking_seconds": {b: round(thinking[b], 2) for b in dict.fromkeys(bots)},
        "seconds": round(seconds, 2),
    }
    print(json.dumps(summary))
    return 0


def _replay_save(path: Path) -> int:
    """A GameSuite save, through the same checked door the app uses (gamesuite.storage.saves)."""
    from gamesuite.storage.saves import SaveError, read_save, restore

    try:
        loaded = restore(read_save(path), path)
        rules = registry.get_rules(loaded.config.game)
        state = loaded.state
        result = rules.result(state)
        out = {
            "view": rules.view(state, Viewer.TABLE),
            "scores": {str(k): v for k, v in rules.scores(state).items()},
            "over": rules.is_over(state),
            "result": result.to_json() if result else None,
            "actions": len(loaded.actions),
        }
        if loaded.notice:
            out["notice"] = loaded.notice
        text = json.dumps(out)
    except SaveError as exc:
        print(f"error: cannot replay {path}: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 - checked by restore(); a sentence all the same
        print(f"error: cannot replay {path}: {type(exc).__name__}: {str(exc)[:300]}", file=sys.stderr)
        return 2
    print(text)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gamesuite.rules", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    lst = sub.add_parser("list", help="the games: id, title, players, variants and how many rule options")
    lst.add_argument("--json", action="store_true", help="every variant and rule option in full, as JSON")
    lst.add_argument("--all", action="store_true", help="include test-only games (the demo)")
    sim = sub.add_parser(
        "simulate", help="play random games, checking the rules after every move",
        description="Plays seeded random games and checks, after every move, the game's invariants, that "
                    "legal moves run out exactly when the game is over, that only awaited players act, the "
                    "state and action JSON round trips and the views. Progress goes to stderr; the last "
                    "line of stdout is one JSON object (games, failures, actions, seconds).")
    sim.add_argument("--game", required=True, help="game id (see 'list')")
    sim.add_argument("--variant", help="variant id (default: the game's first)")
    sim.add_argument("--players", type=int, help="number of players (default: the variant's minimum)")
    sim.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    sim.add_argument("--seed", type=int, default=0, help="seed of the first game; game i uses seed+i (default 0)")
    sim.add_argument("--options", help='rule options as a JSON object, e.g. \'{"follower_cards": "strict"}\'')
    sim.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    sim.add_argument("--packs", help="comma-separated pack ids to play with (default: the game's built-in "
                     "packs); e.g. quizclub-en,quizclub-exp-boardgames,quizclub-exp-travel")
    sim.add_argument(
        "--deep-every", type=int, default=1, help="run JSON round-trip checks every N games (default 1: all)"
    )
    rep = sub.add_parser(
        "replay", help="replay a GameSuite save or a JSON action list and print the final table view",
        description="FILE is either a save the app wrote (*.gsave.json: it goes through the same checks as when "
                    "the app opens it) or a JSON object {\"game\": ID, \"players\": N or [{\"name\", \"colour\"}], "
                    "\"variant\"?, \"options\"?, \"packs\"?, \"seed\"?, \"actions\": [action JSON, ...]} "
                    "(the action JSON of each game: docs/actions/<game>.md). Prints the final table view, scores "
                    "and result as one JSON object; exit 2 with one line on an unreadable file.")
    rep.add_argument("file", help="a .gsave.json save or a JSON action list")
    are = sub.add_parser(
        "arena",
        help="play computer players against each other; last line JSON with wins by bot, seat and side",
        description="Computer players against each other. Bots take the seats in list order, repeated "
        "round the table and shifted by one seat every game. The last line of stdout is JSON: games, "
        "wins by bot, draws, wins by seat and by side (alliances; Dominion boss against coalition), seconds.",
    )
    are.add_argument("--game", required=True, help="game id with computer players (ciak)")
    are.add_argument("--mode", help="variant id, e.g. massacre, alliance, dominion (default: the first)")
    are.add_argument("--players", type=int, help="number of players (default: the variant's minimum)")
    are.add_argument(
        "--bots",
        required=True,
        help="comma-separated bot names in seat order, e.g. normal,random; one name plays every seat",
    )
    are.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    are.add_argument("--seed", type=int, default=0, help="seed of the first game; game i uses seed+i (default 0)")
    are.add_argument("--options", help="rule options as a JSON object")
    are.add_argument(
        "--progress", type=int, default=10, help="print a progress line on stderr every N games (0: never)"
    )
    args = parser.parse_args(argv)
    commands = {"list": cmd_list, "simulate": cmd_simulate, "replay": cmd_replay, "arena": cmd_arena}
    return commands[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
