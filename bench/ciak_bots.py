"""Ciak! computer players: decision time per strength, and the fit of the look-ahead's end-position model.

    .venv/bin/python bench/ciak_bots.py [time] [--games 4] [--seed 1] [--mode massacre:2 ...]
        [--strengths normal,normal+v1 --variant 'v1={"ATTACK_HORIZON": 99}']
    .venv/bin/python bench/ciak_bots.py fit [--games 2000] [--seed 1]
    .venv/bin/python bench/ciak_bots.py budget --old 1600:8 --new 1200:6
    .venv/bin/python bench/ciak_bots.py regret [--mode massacre:2] [--games 3] [--every 3] [--worlds 24]
    .venv/bin/python bench/ciak_bots.py deviations [--games 8] [--seed 7000] [--worlds 12]
    .venv/bin/python bench/ciak_bots.py arena --set HORIZON_OWN=1 --game ciak --mode massacre --players 2 ...

``arena`` is ``python -m gamesuite.rules arena`` with constants of ``bots`` set first (``--set NAME=JSON``,
repeatable): how the look-ahead variants of docs/ciak-bots.md were played against ``easy`` (now ``greedy``).

"easy games" below are games of the ``greedy`` strength on every seat: the one-step greedy that was ``easy`` until
the fifth session (docs/ciak-bots.md), kept so that the positions, the fit and the figures stay comparable.

``deviations`` plays normal-against-greedy games of 2-player Massacre and, wherever normal chooses otherwise than the
greedy (easy) would in its seat, judges the two choices by play-outs to the end of the game with the greedy for
every seat, in worlds sampled from normal's view: the mean gap in chance of winning per group of decisions.

``regret`` compares look-ahead variants (``VARIANTS``: step budget, fewest and most worlds, successive rejection,
d20-split attacks) on the same positions of easy games in one process: each candidate's reference value is its
mean score over ``--worlds`` worlds; a variant's regret is the reference value of the best candidate minus that
of its choice; beside it how often it chose the reference's best, and its CPU mean and p95 per decision.

``budget`` compares two look-ahead budgets of ``normal`` (steps:worlds) on the same positions in one process
(priority and attack decisions of easy games: 3 of 2-player Massacre, 1 of 4-player Dominion, every 3rd
position): how often they choose the same action, and CPU p95 / mean of each.

``time`` (the default) plays ``--games`` easy-against-easy games per mode, keeps every position
where the player to move has a real choice (two or more legal actions), then times each strength's
``decide`` on the same positions: p50 / p95 / max seconds per strength, as wall-clock time and as the
CPU time of the deciding thread (``cpu_*``: on a shared, loaded machine the wall clock also counts the
time other processes held the cores; the CPU time is what a decision costs on an idle core). Beside them, measured in
the same run on the same positions: one ``RULES.apply`` and one ``random`` decision, and the ratio
of each strength's p95 to one ``apply``. The last line is JSON.

``fit`` plays easy-against-easy Massacre games (2, 3 and 4 players), records every seat's
features (``bots.seat_features``) at the start of every turn and who won in the end, and fits the
per-seat weights of a conditional logit (Newton's method, light ridge): the
``bots.EVAL_WEIGHTS`` that ``normal`` uses to score the end of its look-ahead. It prints the
weights, the log-loss and accuracy on held-out games against the present weights, and JSON last.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gamesuite.content.ciak import builtin_card_set  # noqa: E402
from gamesuite.rules.ciak import RULES  # noqa: E402
from gamesuite.rules.ciak import bots as B  # noqa: E402
from gamesuite.rules.core import GameConfig, Rng, Viewer  # noqa: E402
from gamesuite.rules.sim import default_players  # noqa: E402

MODES = (("massacre", 2), ("massacre", 3), ("massacre", 4), ("alliance", 4), ("dominion", 3), ("dominion", 4))


def play(config: GameConfig, seed: int, on_step: Any = None) -> Any:
    """One greedy-against-greedy game (the ``easy`` of the first four sessions); ``on_step(state, events)``
    after every action."""
    state = RULES.new_game(config, seed)
    rngs = [Rng(seed * 7 + k) for k in range(config.n_players)]
    while not RULES.is_over(state):
        seat = RULES.waiting_for(state)[0].seat
        view, legal = B.seat_inputs(state, seat)
        action = B.choose("greedy", view, legal, config, rngs[seat])
        state, events = RULES.apply(state, action)
        if on_step is not None:
            on_step(state, events)
    return state


# ------------------------------------------------------------------------------ time


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def decisions(config: GameConfig, seed: int) -> list[Any]:
    """The positions of one seeded game where a real choice is made (not over, two or more legal actions)."""
    found: list[Any] = []

    def keep(state: Any, _events: Any) -> None:
        if not RULES.is_over(state) and len(RULES.legal_actions(state)) >= 2:
            found.append(state)

    play(config, seed, keep)
    return found


def cmd_time(args: argparse.Namespace) -> int:
    content = builtin_card_set()
    modes = parse_modes(args.mode) or MODES
    positions: list[tuple[Any, GameConfig]] = []
    for variant, players in modes:
        config = GameConfig("ciak", default_players(players), variant, {}, content)
        for g in range(args.games):
            positions += [(s, config) for s in decisions(config, args.seed + g)[:: args.every]]
    inputs = []
    for state, config in positions:
        seat = RULES.waiting_for(state)[0].seat
        inputs.append((state, config, *B.seat_inputs(state, seat)))
    # the baseline: one engine step on every position (the action the random bot picks)
    apply_times = []
    apply_cpu: list[float] = []
    random_times = []
    for k, (state, config, view, legal) in enumerate(inputs):
        t0 = time.perf_counter()
        action = B.decide("random", view, legal, config, k)
        t1 = time.perf_counter()
        c1 = time.thread_time()
        RULES.apply(state, action)
        apply_cpu.append(time.thread_time() - c1)
        t2 = time.perf_counter()
        random_times.append(t1 - t0)
        apply_times.append(t2 - t1)
    apply_mean = sum(apply_times) / len(apply_times)
    apply_cpu_mean = sum(apply_cpu) / len(apply_cpu)
    rows: dict[str, dict[str, float]] = {}
    variants = parse_variants(args.variant)
    names = args.strengths.split(",")
    times: dict[str, list[float]] = {n: [] for n in names}
    cpu: dict[str, list[float]] = {n: [] for n in names}
    choices: dict[str, list[Any]] = {n: [] for n in names}
    for k, (_state, config, view, legal) in enumerate(inputs):
        for name in names:  # position by position, the strengths (and variants) alternating
            strength, _, variant = name.partition("+")
            with constants(variants[variant] if variant else {}):
                c0 = time.thread_time()
                t0 = time.perf_counter()
                choices[name].append(B.decide(strength, view, legal, config, k))
                times[name].append(time.perf_counter() - t0)
                cpu[name].append(time.thread_time() - c0)
    for name in names:
        row = {
            "p50": round(percentile(times[name], 0.5), 5),
            "p95": round(percentile(times[name], 0.95), 5),
            "max": round(max(times[name]), 5),
            "mean": round(sum(times[name]) / len(times[name]), 5),
            "cpu_p50": round(percentile(cpu[name], 0.5), 5),
            "cpu_p95": round(percentile(cpu[name], 0.95), 5),
            "cpu_max": round(max(cpu[name]), 5),
            "cpu_mean": round(sum(cpu[name]) / len(cpu[name]), 5),
            "p95_over_apply": round(percentile(times[name], 0.95) / apply_mean, 1),
            "cpu_p95_over_apply": round(percentile(cpu[name], 0.95) / apply_cpu_mean, 1),
            "same_choice_as_first": round(sum(a == b for a, b in zip(choices[name], choices[names[0]],
                                                                       strict=True)) / len(inputs), 3),
        }
        rows[name] = row
        print(f"{name:7s} " + " ".join(f"{k} {v}" for k, v in row.items()), flush=True)
    summary = {
        "positions": len(inputs),
        "modes": [f"{v}:{n}" for v, n in modes],
        "apply_seconds_mean": round(apply_mean, 6),
        "apply_cpu_seconds_mean": round(apply_cpu_mean, 6),
        "random_decision_seconds_mean": round(sum(random_times) / len(random_times), 6),
        "bots": rows,
        "normal_p95_goal_seconds": 0.3,
    }
    print(json.dumps(summary))
    return 0


# ------------------------------------------------------------------------------ fit


def compact(view: dict[str, Any]) -> dict[str, Any]:
    """The parts of a table view that ``bots.seat_features`` reads (small enough to cache)."""
    return {
        "mode": view["mode"],
        "active": view["active"],
        "deck_size": view["deck_size"],
        "players": [
            {
                "alive": p["alive"],
                "team": p["team"],
                "company": {"dominion": p["company"]["dominion"]},
                "total_att": p["total_att"],
                "total_dif": p["total_dif"],
                "millions": p["millions"],
                "hand_size": p["hand_size"],
                "staff": [bool(x) for x in p["staff"]],
                "cast": [{"tokens": c.get("tokens", 0)} for c in p["cast"]],
                "myth": {"tokens": p["myth"].get("tokens", 0)} if p.get("myth") else None,
                "controlled": [c["id"] for c in p.get("controlled") or []],
            }
            for p in view["players"]
        ],
    }


def collect(
    games: int, seed: int, cache: str | None, counts: tuple[int, ...] = (2, 3, 4)
) -> list[tuple[list[list[float]], list[bool], int]]:
    """(features per seat, alive per seat, winner) at every turn start of easy Massacre games (a share each of
    ``counts`` players); the cache keeps every player count (``counts`` filters what is read back)."""

    def rows(data: list[Any]) -> list[tuple[list[list[float]], list[bool], int]]:
        return [
            (B.seat_features(v, [tuple(h) for h in v["hands"]] if v.get("hands") else None),
             [p["alive"] for p in v["players"]], w)
            for v, w in data
            if len(v["players"]) in counts
        ]

    if cache and Path(cache).exists():
        return rows(json.loads(Path(cache).read_text(encoding="utf-8")))
    content = builtin_card_set()
    book = B.Book(content)
    saved: list[tuple[dict[str, Any], int]] = []
    for players in counts:
        config = GameConfig("ciak", default_players(players), "massacre", {}, content)
        for g in range(games // len(counts)):
            found: list[dict[str, Any]] = []

            def keep(state: Any, events: Any, found: list[Any] = found) -> None:
                if any(e.kind == "turn" for e in events) and not RULES.is_over(state):
                    v = compact(RULES.view(state, Viewer.TABLE))
                    v["hands"] = B.hand_kinds(state, book)
                    found.append(v)

            final = play(config, seed + g * 3 + players, keep)
            result = RULES.result(final)
            winners = list(result.winners) if result else []
            if len(winners) != 1:
                continue
            saved += [(v, winners[0]) for v in found]
    if cache:
        Path(cache).write_text(json.dumps(saved), encoding="utf-8")
    return rows(saved)


def loglik(rows: list[Any], w: list[float]) -> tuple[float, float]:
    """Mean log-likelihood and accuracy of the winner under weights ``w``."""
    total = 0.0
    right = 0
    for feats, alive, winner in rows:
        utils = [sum(a * b for a, b in zip(w, f, strict=True)) for f in feats]
        live = [i for i in range(len(feats)) if alive[i]]
        top = max(utils[i] for i in live)
        z = sum(math.exp(utils[i] - top) for i in live)
        total += utils[winner] - top - math.log(z)
        right += max(live, key=lambda i: utils[i]) == winner
    return total / len(rows), right / len(rows)


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def fit(rows: list[Any], ridge: float = 1.0, steps: int = 12, drop: frozenset[int] = frozenset()) -> list[float]:
    """Newton's method on the conditional logit; the features in ``drop`` keep a weight of 0."""
    k = len(B.FEATURES)
    w = [0.0] * k
    for _ in range(steps):
        grad = [-ridge * x for x in w]
        hess = [[(-ridge if i == j else 0.0) for j in range(k)] for i in range(k)]
        for feats, alive, winner in rows:
            live = [i for i in range(len(feats)) if alive[i]]
            utils = {i: sum(a * b for a, b in zip(w, feats[i], strict=True)) for i in live}
            top = max(utils.values())
            ex = {i: math.exp(u - top) for i, u in utils.items()}
            z = sum(ex.values())
            probs = {i: e / z for i, e in ex.items()}
            mean = [sum(probs[i] * feats[i][j] for i in live) for j in range(k)]
            fw = feats[winner]
            for j in range(k):
                grad[j] += fw[j] - mean[j]
            for i in live:
                d = [feats[i][j] - mean[j] for j in range(k)]
                p = probs[i]
                for j in range(k):
                    pj = p * d[j]
                    row = hess[j]
                    for m in range(k):
                        row[m] -= pj * d[m]
        for j in drop:
            grad[j] = 0.0
            hess[j] = [0.0] * k
            hess[j][j] = -1.0
            for row in hess:
                if row is not hess[j]:
                    row[j] = 0.0
        step = solve(hess, [-g for g in grad])
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(x) for x in step) < 1e-6:
            break
    return w


def cmd_fit(args: argparse.Namespace) -> int:
    t0 = time.perf_counter()
    rows = collect(args.games, args.seed, args.cache, tuple(int(x) for x in args.players.split(",")))
    cut = len(rows) * 4 // 5
    train, test = rows[:cut], rows[cut:]
    drop = frozenset(B.FEATURES.index(x) for x in args.drop.split(",") if x)
    w = fit(train, ridge=args.ridge, drop=drop)
    ll_new, acc_new = loglik(test, w)
    ll_old, acc_old = loglik(test, list(B.EVAL_WEIGHTS))
    for name, x in zip(B.FEATURES, w, strict=True):
        print(f"{name:12s} {x:+.4f}")
    print("EVAL_WEIGHTS = (" + ", ".join(f"{x:.3f}" for x in w) + ")")
    print(
        json.dumps(
            {
                "samples": len(rows),
                "weights": [round(x, 4) for x in w],
                "heldout_loglik": round(ll_new, 4),
                "heldout_accuracy": round(acc_new, 3),
                "present_weights_loglik": round(ll_old, 4),
                "present_weights_accuracy": round(acc_old, 3),
                "seconds": round(time.perf_counter() - t0, 1),
            }
        )
    )
    return 0


# ------------------------------------------------------------------------------ budget


def cmd_budget(args: argparse.Namespace) -> int:
    content = builtin_card_set()
    budgets = [tuple(int(x) for x in b.split(":")) for b in (args.old, args.new)]
    saved = (B.STEP_BUDGET, B.MAX_WORLDS)
    summary: dict[str, Any] = {"old": args.old, "new": args.new}
    try:
        for variant, players, games in (("massacre", 2, 3), ("dominion", 4, 1)):
            config = GameConfig("ciak", default_players(players), variant, {}, content)
            same = 0
            cpu: list[list[float]] = [[], []]
            for g in range(games):
                found: list[Any] = []

                def keep(state: Any, _events: Any, found: list[Any] = found) -> None:
                    if not RULES.is_over(state) and len(RULES.legal_actions(state)) >= 2:
                        found.append(state)

                play(config, args.seed + g, keep)
                for k, state in enumerate(found[::3]):
                    view, legal = B.seat_inputs(state, RULES.waiting_for(state)[0].seat)
                    if view["decision"]["kind"] not in ("priority", "attack"):
                        continue
                    chosen = []
                    for i, (steps, worlds) in enumerate(budgets):
                        B.STEP_BUDGET, B.MAX_WORLDS = steps, worlds
                        c0 = time.thread_time()
                        chosen.append(B.decide("normal", view, legal, config, k))
                        cpu[i].append(time.thread_time() - c0)
                    same += chosen[0] == chosen[1]
            n = len(cpu[0])
            row = {
                "positions": n,
                "same_choice": round(same / n, 3),
                "cpu_p95": [round(percentile(c, 0.95), 3) for c in cpu],
                "cpu_mean": [round(sum(c) / n, 3) for c in cpu],
            }
            summary[f"{variant}:{players}"] = row
            print(f"{variant}:{players} " + " ".join(f"{k} {v}" for k, v in row.items()), flush=True)
    finally:
        B.STEP_BUDGET, B.MAX_WORLDS = saved
    print(json.dumps(summary))
    return 0


VARIANTS: dict[str, dict[str, Any]] = {
    # name: look-ahead keywords (bots.lookahead): steps, fewest and most worlds, pruning gap (negative: none),
    # attacks split into a hit and a miss per world
    "1200:2-6": {"budget": 1200, "min_worlds": 2, "max_worlds": 6, "prune": -1.0, "split_d20": False},
    "1200:2-6 split": {"budget": 1200, "min_worlds": 2, "max_worlds": 6, "prune": -1.0, "split_d20": True},
    "1200:2-12 prune 0.10": {"budget": 1200, "min_worlds": 2, "max_worlds": 12, "prune": 0.10, "split_d20": False},
    "1200:2-12 prune 0.10 split": {"budget": 1200, "min_worlds": 2, "max_worlds": 12, "prune": 0.10,
                                   "split_d20": True},
    "1200:3-16 prune 0.05 split": {"budget": 1200, "min_worlds": 3, "max_worlds": 16, "prune": 0.05,
                                   "split_d20": True},
}


def cmd_regret(args: argparse.Namespace) -> int:
    """Look-ahead variants against a reference on the same positions, in one process: each candidate's
    reference value is its mean score over ``--worlds`` sampled worlds (an independent generator); a
    variant's regret is the reference value of the best candidate minus that of the one it chose, averaged
    over positions and ``--repeats`` seeds. It measures how often sampling noise costs the choice (not the
    end-position model, which the reference shares)."""
    content = builtin_card_set()
    variant, players = parse_modes(args.mode)[0] if args.mode else ("massacre", 2)
    config = GameConfig("ciak", default_players(players), variant, {}, content)
    names = args.variants or list(VARIANTS)
    plans: list[Any] = []
    for g in range(args.games):
        for state in decisions(config, args.seed + g)[:: args.every]:
            view, legal = B.seat_inputs(state, RULES.waiting_for(state)[0].seat)
            p = B.plan(view, legal, config)
            if isinstance(p, B.Plan):
                plans.append(p)
    regret: dict[str, list[float]] = {n: [] for n in names}
    hits: dict[str, int] = dict.fromkeys(names, 0)
    cpu: dict[str, list[float]] = {n: [] for n in names}
    for k, p in enumerate(plans):
        totals, counts = B.lookahead(p.rebuild, p.cands, p.policy, p.mind.me, p.horizon, Rng(10**7 + k),
                                     budget=10**9, min_worlds=args.worlds, max_worlds=args.worlds, prune=-1.0)
        ref = [t / c if c else 0.0 for t, c in zip(totals, counts, strict=True)]
        kind = p.mind.v["decision"]["kind"]
        best = max(ref)
        for n in names:
            for r in range(args.repeats):
                c0 = time.thread_time()
                t, c = B.lookahead(p.rebuild, p.cands, p.policy, p.mind.me, p.horizon, Rng(k * 1000 + r),
                                   **VARIANTS[n])
                cpu[n].append(time.thread_time() - c0)
                chosen = B.best_of(t, c)
                regret[n].append(best - ref[chosen])
                regret.setdefault(f"{n} [{kind}]", []).append(best - ref[chosen])
                hits[n] += ref[chosen] == best
        if (k + 1) % 10 == 0:
            print(f"[regret] {k + 1}/{len(plans)} positions", file=sys.stderr, flush=True)
    summary: dict[str, Any] = {"mode": f"{variant}:{players}", "positions": len(plans), "repeats": args.repeats,
                               "reference_worlds": args.worlds}
    for n in names:
        m = len(regret[n])
        row = {"regret_mean": round(sum(regret[n]) / m, 4), "best_chosen": round(hits[n] / m, 3),
               "cpu_mean": round(sum(cpu[n]) / m, 4), "cpu_p95": round(percentile(cpu[n], 0.95), 4)}
        for kind in ("priority", "attack"):
            part = regret.get(f"{n} [{kind}]", [])
            if part:
                row[f"regret_{kind}"] = round(sum(part) / len(part), 4)
                row[f"n_{kind}"] = len(part)
        summary[n] = row
        print(f"{n:28} " + " ".join(f"{k} {v}" for k, v in row.items()), flush=True)
    print(json.dumps(summary))
    return 0


# ------------------------------------------------------------------------------ deviations


def outcome_gap(rebuild: Any, a: Any, b: Any, policy: Any, me: int, worlds: int, rng: Rng) -> float:
    """Mean over sampled worlds of (``me`` wins after ``a``) - (wins after ``b``), each played to the end of
    the game with the greedy policy for every seat: the easy policy's action values, no end-position model."""
    gap = 0.0
    for _ in range(worlds):
        root = rebuild.sample(rng)
        won = []
        for act in (a, b):
            state, _ = RULES.apply(root, act)
            state = B._rollout(state, policy, [0], 10_000)
            result = RULES.result(state)
            won.append(1.0 if result and me in result.winners else 0.0)
        gap += won[0] - won[1]
    return gap / worlds


def cmd_deviations(args: argparse.Namespace) -> int:
    """Where ``normal`` chooses otherwise than ``easy`` would in its seat (normal-against-easy games of 2-player
    Massacre, the arena's seating and generators), each such choice judged against easy's by play-outs to the
    end of the game (``outcome_gap``), grouped by decision: attack, own turn, another's turn in a fight
    (contest) or outside one (rival), and which kinds of action the two chose."""
    content = builtin_card_set()
    config = GameConfig("ciak", default_players(2), "massacre", {}, content)
    book = B.book_for(config)
    options = B.options_of(config, "massacre")
    policy = B._Policy(book, options)
    groups: dict[str, list[float]] = {}
    wins = 0
    for g in range(args.games):
        seed = args.seed + g
        names = ["normal", "greedy"] if g % 2 == 0 else ["greedy", "normal"]
        state = RULES.new_game(config, seed)
        rngs = [Rng(seed * 1009 + seat * 7919 + 1) for seat in range(2)]
        found = []
        while not RULES.is_over(state):
            seat = RULES.waiting_for(state)[0].seat
            view, legal = B.seat_inputs(state, seat)
            action = B.choose(names[seat], view, legal, config, rngs[seat])
            if names[seat] == "normal" and len(legal) > 1:
                mind = B.Mind(view, book, options)
                easy = B.greedy(mind, legal)
                if easy != action:
                    kind = view["decision"]["kind"]
                    if kind == "priority":
                        kind = "own" if mind.active == mind.me else "contest" if mind.in_contest() else "rival"
                    found.append((view, legal, action, easy, f"{kind}/{action.kind}-vs-{easy.kind}"))
            state, _ = RULES.apply(state, action)
        result = RULES.result(state)
        wins += bool(result and names.index("normal") in result.winners)
        for k, (view, legal, action, easy, group) in enumerate(found):
            try:
                rebuild = B.Rebuild(view, legal, config, book)
            except B.CannotRebuild:
                continue
            gap = outcome_gap(rebuild, action, easy, policy, int(view["you"]), args.worlds, Rng(seed * 1000 + k))
            for key in ("all", group.split("/")[0], group):
                groups.setdefault(key, []).append(gap)
        print(f"[deviations] game {g + 1}/{args.games}: {len(found)} choices differ", file=sys.stderr, flush=True)
    summary: dict[str, Any] = {"games": args.games, "normal_wins": wins, "worlds": args.worlds}
    for key, gaps in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        n = len(gaps)
        mean = sum(gaps) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in gaps) / max(1, n - 1))
        summary[key] = {"n": n, "mean_gap": round(mean, 4), "se": round(sd / math.sqrt(n), 4),
                        "per_game": round(sum(gaps) / args.games, 4)}
        print(f"{key:32} n {n:4d} mean {mean:+.4f} se {sd / math.sqrt(n):.4f} per game {sum(gaps) / args.games:+.4f}")
    print(json.dumps(summary))
    return 0


def parse_variants(raw: list[str] | None) -> dict[str, dict[str, Any]]:
    """``--variant NAME=JSON`` (a JSON object of ``bots`` constants) -> {NAME: {constant: value}}."""
    out: dict[str, dict[str, Any]] = {}
    for item in raw or []:
        name, _, obj = item.partition("=")
        values = json.loads(obj)
        for key in values:
            if not hasattr(B, key) or not key.isupper():
                raise SystemExit(f"error: bots has no constant {key!r}")
        out[name] = {k: tuple(v) if isinstance(v, list) else v for k, v in values.items()}
    return out


@contextmanager
def constants(values: dict[str, Any]) -> Iterator[None]:
    """``bots`` constants set for the duration (a look-ahead variant), then restored."""
    old = {k: getattr(B, k) for k in values}
    for k, v in values.items():
        setattr(B, k, v)
    try:
        yield
    finally:
        for k, v in old.items():
            setattr(B, k, v)


def cmd_arena(settings: list[str], rest: list[str]) -> int:
    """The arena (``python -m gamesuite.rules arena ...``) with look-ahead constants of ``bots`` set first:
    ``--set NAME=JSON`` (repeatable; a JSON list becomes a tuple), e.g. ``--set HORIZON_OWN=1``."""
    from gamesuite.rules.__main__ import main as rules_main

    for item in settings:
        name, _, raw = item.partition("=")
        if not hasattr(B, name) or not name.isupper():
            print(f"error: bots has no constant {name!r}", file=sys.stderr)
            return 2
        value = json.loads(raw)
        setattr(B, name, tuple(value) if isinstance(value, list) else value)
        print(f"[arena] bots.{name} = {getattr(B, name)!r}", file=sys.stderr, flush=True)
    return rules_main(["arena", *rest])


def parse_modes(raw: list[str] | None) -> tuple[tuple[str, int], ...]:
    if not raw:
        return ()
    return tuple((m.split(":")[0], int(m.split(":")[1])) for m in raw)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command")
    t = sub.add_parser("time", help="decision time per strength against one engine step (default)")
    f = sub.add_parser("fit", help="fit the end-position model's weights on easy-against-easy games")
    reg = sub.add_parser("regret", help="look-ahead variants against a many-world reference: regret and CPU")
    reg.add_argument("--games", type=int, default=2)
    reg.add_argument("--seed", type=int, default=1)
    reg.add_argument("--every", type=int, default=2)
    reg.add_argument("--worlds", type=int, default=32)
    reg.add_argument("--repeats", type=int, default=2)
    reg.add_argument("--mode", action="append")
    reg.add_argument("--variants", nargs="*")
    dev = sub.add_parser("deviations", help="normal's choices that differ from easy's, judged by play-outs to the end")
    dev.add_argument("--games", type=int, default=8)
    dev.add_argument("--seed", type=int, default=7000)
    dev.add_argument("--worlds", type=int, default=12)
    bud = sub.add_parser("budget", help="two look-ahead budgets of normal on the same positions: same choice, CPU")
    bud.add_argument("--old", default="1600:8", help="steps:worlds")
    bud.add_argument("--new", default=f"{B.STEP_BUDGET}:{B.MAX_WORLDS}", help="steps:worlds")
    bud.add_argument("--seed", type=int, default=10, help="seed of the first game")
    for p in (parser, t):
        p.add_argument("--games", type=int, default=2, help="easy games per mode that supply positions")
        p.add_argument("--seed", type=int, default=1, help="seed of the first game")
        p.add_argument("--every", type=int, default=1, help="keep every Nth position with a choice")
        p.add_argument("--mode", action="append", help="variant:players, e.g. dominion:4 (repeatable)")
        p.add_argument("--strengths", default="random,easy,normal",
                       help="comma-separated bot names to time; normal+NAME: normal with the --variant NAME")
        p.add_argument("--variant", action="append", metavar="NAME=JSON",
                       help='bots constants of a variant, e.g. v1={"ATTACK_HORIZON": 99} (repeatable)')
    f.add_argument("--games", type=int, default=1500, help="games in all (a third each of 2, 3, 4 players)")
    f.add_argument("--seed", type=int, default=1, help="seed of the first game")
    f.add_argument("--ridge", type=float, default=1.0, help="L2 penalty on the weights")
    f.add_argument("--drop", default="", help="features left out (weight 0), comma-separated")
    f.add_argument("--players", default="2,3,4", help="Massacre player counts of the games (comma-separated)")
    f.add_argument("--cache", help="JSON file of the played positions: written once, then read (refits are quick)")
    arena = sub.add_parser("arena", help="the arena with bots constants set first (--set NAME=JSON ...)")
    arena.add_argument("--set", action="append", default=[], metavar="NAME=JSON")
    args, rest = parser.parse_known_args(argv)
    if args.command == "arena":
        return cmd_arena(args.set, rest)
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    if args.command == "fit":
        return cmd_fit(args)
    if args.command == "budget":
        return cmd_budget(args)
    if args.command == "regret":
        return cmd_regret(args)
    if args.command == "deviations":
        return cmd_deviations(args)
    return cmd_time(args)


if __name__ == "__main__":
    sys.exit(main())
