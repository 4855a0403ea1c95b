"""Random play-outs with invariant checks (OpenSpiel's RandomSimTest, for every game)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from gamesuite.rules.core import Action, Free, GameConfig, GameRules, IllegalAction, PlayerConfig, Rng, Viewer

PLAYER_COLOURS = ("#d94f4f", "#3d7dd8", "#e0a526", "#3fa66b", "#9a5bd1", "#e07b39", "#2fb3b3", "#c4508f")
PLAYER_NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Giulia", "Marco")


def default_players(n: int) -> tuple[PlayerConfig, ...]:
    return tuple(PlayerConfig(PLAYER_NAMES[i % 8], PLAYER_COLOURS[i % 8]) for i in range(n))


@dataclass
class PlayoutReport:
    games: int = 0
    failures: int = 0
    actions: int = 0
    failed_seeds: list[int] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)


def check_step(rules: GameRules, state: object, *, deep: bool = True) -> list[str]:
    """Invariants every game shares, plus the game's own; ``deep`` adds the JSON round trips."""
    problems = list(rules.check_invariants(state))
    legal = rules.legal_actions(state)
    if rules.is_over(state) != (not legal):
        problems.append("legal actions must be empty exactly when the game is over")
    waiting = list(rules.waiting_for(state))
    if not rules.spec.realtime and waiting and all(v.kind == "seat" for v in waiting):
        # Only players are awaited: no action may be offered to anyone else (the right player acts).
        seats = {v.seat for v in waiting}
        for a in legal:
            if a.seat is not None and a.seat not in seats:
                problems.append(f"{a} is offered to seat {a.seat}, but the game waits for seats {sorted(seats)}")
                break
    if not deep:
        return problems
    data = rules.state_to_json(state)
    if rules.state_to_json(rules.state_from_json(json.loads(json.dumps(data)))) != data:
        problems.append("state does not round-trip through JSON")
    for a in legal:
        if any(isinstance(v, Free) for _, v in a.args):
            continue  # a template (core.Free): never submitted as such, its filled-in values are actions
        if Action.from_json(json.loads(json.dumps(a.to_json()))) != a:
            problems.append(f"action {a} does not round-trip through JSON")
            break
    return problems


def play_one(
    rules: GameRules,
    config: GameConfig,
    seed: int,
    *,
    max_actions: int = 100_000,
    deep_checks: bool = True,
) -> tuple[int, list[str]]:
    """Play one random game; returns (actions taken, problems found)."""
    state = rules.new_game(config, seed)
    chooser = Rng(seed ^ 0x5EED)
    actions = 0
    problems = check_step(rules, state, deep=deep_checks)
    while not problems and not rules.is_over(state):
        if actions >= max_actions:
            return actions, [f"no end after {max_actions} actions"]
        action = rules.random_action(state, chooser)
        try:
            state, _events = rules.apply(state, action)
        except IllegalAction as exc:
            return actions, [f"random action {action} was refused: {exc}"]
        actions += 1
        problems = check_step(rules, state, deep=deep_checks)
        if not problems:
            for viewer in (Viewer.TABLE, Viewer.DIRECTOR):
                rules.view(state, viewer)
    if not problems and rules.result(state) is None:
        problems.append("the game is over but has no result")
    return actions, [f"after {actions} actions: {p}" for p in problems]


def simulate(
    rules: GameRules,
    *,
    players: int,
    games: int,
    seed: int,
    variant: str | None = None,
    options: dict | None = None,
    content: dict | None = None,
    deep_every: int = 1,
    progress: Callable[[int, PlayoutReport], None] | None = None,
) -> tuple[PlayoutReport, float]:
    """Play ``games`` random games with seeds ``seed, seed+1, ...``; returns report and seconds.

    ``progress(games_done, report)`` is called after each game (the CLI prints to stderr from it)."""
    report = PlayoutReport()
    config = GameConfig(rules.spec.id, default_players(players), variant, options or {}, content or {})
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        n, problems = play_one(rules, config, game_seed, deep_checks=(i % max(1, deep_every) == 0))
        report.games += 1
        report.actions += n
        if problems:
            report.failures += 1
            report.failed_seeds.append(game_seed)
            report.messages.append(f"seed {game_seed}: {problems[0]}")
        if progress is not None:
            progress(i + 1, report)
    return report, time.perf_counter() - start
