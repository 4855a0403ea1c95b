"""Headless engine: ``python -m gamesuite.rules list | simulate | replay``.

Other tools rely on this interface: ``simulate`` prints one JSON object as its last line and
exits non-zero when any game failed; ``replay`` prints the final table view and scores.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from gamesuite.rules import registry
from gamesuite.rules.core import Action, GameConfig, IllegalAction, PlayerConfig, Viewer
from gamesuite.rules.sim import default_players, simulate


def _content(game_id: str) -> dict:
    # The rules never read files; the CLI (like the app) loads the built-in content for them.
    from gamesuite.content import default_content

    return default_content(game_id)


def cmd_list(_args: argparse.Namespace) -> int:
    games = [registry.get_spec(g).to_json() for g in registry.game_ids(include_hidden=True)]
    print(json.dumps({"games": games}, indent=2))
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    try:
        rules = registry.get_rules(args.game)
    except KeyError:
        print(f"error: unknown game {args.game!r}; try 'list'", file=sys.stderr)
        return 2
    spec = rules.spec
    try:
        variant = spec.variant(args.variant)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    players = args.players if args.players is not None else variant.min_players
    if not variant.min_players <= players <= variant.max_players:
        print(
            f"error: {spec.title} ({variant.id}) takes {variant.min_players}-{variant.max_players} players",
            file=sys.stderr,
        )
        return 2
    options = json.loads(args.options) if args.options else {}
    report, seconds = simulate(
        rules,
        players=players,
        games=args.games,
        seed=args.seed,
        variant=variant.id,
        options=options,
        content=_content(spec.id),
        deep_every=args.deep_every,
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
        content = data.get("content") or _content(rules.spec.id)
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
    sub.add_parser("list", help="print every game with variants, player ranges and rule options")
    sim = sub.add_parser("simulate", help="play random games and check invariants")
    sim.add_argument("--game", required=True)
    sim.add_argument("--variant")
    sim.add_argument("--players", type=int)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--options", help="rule options as a JSON object")
    sim.add_argument(
        "--deep-every", type=int, default=1, help="run JSON round-trip checks every N games (default 1: all)"
    )
    rep = sub.add_parser("replay", help="replay a JSON action list or a GameSuite save and print the final table view")
    rep.add_argument("file")
    args = parser.parse_args(argv)
    return {"list": cmd_list, "simulate": cmd_simulate, "replay": cmd_replay}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
