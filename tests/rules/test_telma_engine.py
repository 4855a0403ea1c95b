"""Telma's one source of legality, checked over seeded random play-outs.

``why_not`` decides; ``legal_actions`` enumerates, with the measured times and the typed nickname as ``Free``
templates. Over a candidate superset (every kind for every seat with arguments from the domains, plus
mutations of the legal actions) ``why_not(a) is None`` iff ``a`` is listed or fits a template — except the
documented refinements of the nickname domain (a round-1 noun another player chose is refused although it fits).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from gamesuite.rules.core import Action, Free, GameConfig, GameRules, IllegalAction, Msg, Rng, Viewer, fits_template
from gamesuite.rules.sim import default_players
from gamesuite.rules.telma import RULES, TelmaState
from gamesuite.rules.telma.engine import T_MS

GAMES = [
    (3, 1, {}),
    (4, 2, {"false_call": "takes_cards", "wrong_nickname": "takes_cards"}),
    (6, 3, {"round3_addition": "gesture", "cards_taken": "involved", "tie_window_ms": 0, "next_deal": "shuffle"}),
]


def _playout(n: int, seed: int, options: dict[str, Any], limit: int = 600) -> Iterator[TelmaState]:
    s = RULES.new_game(GameConfig("telma", default_players(n), None, options, {}), seed)
    rng = Rng(seed)
    for _ in range(limit):
        yield s
        if RULES.is_over(s):
            return
        s, _ = RULES.apply(s, RULES.random_action(s, rng))


def _listed(a: Action, legal: list[Action]) -> bool:
    if isinstance(a.seat, bool) or any(isinstance(v, bool) for _, v in a.args):
        return False  # True == 1 in Python, but a boolean never names a seat or a time (no Telma argument is one)
    if a.kind == "declare_tie" and isinstance(a.get("seats"), tuple):  # a set of seats: listed in ascending order
        a = Action("declare_tie", a.seat, **(a.arg_dict | {"seats": sorted(a["seats"], key=str)}))
    return a in legal or any(fits_template(a, t) for t in legal if any(isinstance(v, Free) for _, v in t.args))


def _candidates(s: TelmaState, legal: list[Action], rng: Rng) -> list[Action]:
    n = s.n
    seats: list[Any] = [None, -1, *range(n), n, True]
    contest = s.contest or {"participants": list(range(n)), "calls": []}
    first = min((c["t_ms"] for c in contest["calls"]), default=s.clock)
    times: list[Any] = [-1, 0, 1.5, True, "5", first - 1, first, first + 150, first + 250, s.clock, 10**12, 10**12 + 1]
    nouns = [w for w in (s.nicknames[i][0] for i in range(n)) if w]
    texts: list[Any] = ["", "   ", 7, "comet", "  Comet  ", "x" * 40, "x" * 41, *nouns, *(w.upper() for w in nouns)]
    parts = list(contest["participants"])
    out = [Action(k, seat) for k in ("start_round", "reveal", "false_call", "settle", "nope") for seat in seats]
    for seat in seats:
        out += [Action("set_nickname", seat, text=t) for t in texts]
        for t in times:
            out.append(Action("buzz", seat, t_ms=t))
            out += [Action("buzz", seat, t_ms=t, named=x) for x in (-1, *range(n), True)]
        out += [Action("settle", seat, t_ms=t) for t in times]
        out += [Action("reject_call", seat, caller=x) for x in (-1, *range(n))]
    for _ in range(40):
        k = rng.randint(0, len(parts) + 1)
        tied = [rng.choice(parts + [n]) for _ in range(k)]
        out.append(Action("declare_tie", seats=tied))
        out.append(Action("declare_tie", seats=sorted(set(tied))))
    out.append(Action("declare_tie", seats="0,1"))
    for a in legal:  # mutations (templates filled first): another seat, an argument more or less
        args = {k: (v.minimum if isinstance(v, Free) and v.kind != "text" else "comet" if isinstance(v, Free) else v)
                for k, v in a.arg_dict.items()}
        out.append(Action(a.kind, None if a.seat is not None else 0, **args))
        out.append(Action(a.kind, a.seat, **args, extra=1))
        for key in args:
            out.append(Action(a.kind, a.seat, **{k: v for k, v in args.items() if k != key}))
    return out


@pytest.mark.parametrize(("n", "seed", "options"), GAMES)
def test_why_not_accepts_exactly_what_is_listed_or_fits_a_template(n: int, seed: int, options: dict[str, Any]) -> None:
    rng = Rng(seed)
    checked = refined = 0
    for step, s in enumerate(_playout(n, seed, options)):
        legal = RULES.legal_actions(s)
        for a in legal:
            if not any(isinstance(v, Free) for _, v in a.args):
                assert RULES.why_not(s, a) is None, str(a)
        if step % 8 and s.phase != "nicknames":
            continue
        for a in _candidates(s, legal, rng):
            said = RULES.why_not(s, a)
            assert said is None or isinstance(said, Msg), said  # a sentence the reader's language puts into words
            reason = None if said is None else str(said)
            listed = _listed(a, legal)
            if listed and reason is not None and a.kind == "set_nickname":
                assert reason.endswith("already chose that noun."), (str(a), reason)  # the domain's refinement
                refined += 1
                continue
            assert (reason is None) == listed, (step, str(a), reason)
            assert reason is None or reason.endswith("."), reason
            checked += 1
    assert checked > 5_000 and refined > 0


@pytest.mark.parametrize(("n", "seed", "options"), GAMES)
def test_every_listed_action_and_filled_template_applies(n: int, seed: int, options: dict[str, Any]) -> None:
    applied = 0
    for step, s in enumerate(_playout(n, seed, options, limit=300)):
        if step % 3:
            continue
        for a in RULES.legal_actions(s):
            if a.kind == "set_nickname":  # the view's suggestion fills the text template
                players = RULES.view(s, Viewer.TABLE)["players"]
                a = Action("set_nickname", a.seat, text=players[a.seat]["nickname"]["suggestion"])
            filled = {k: (v.minimum if isinstance(v, Free) else v) for k, v in a.arg_dict.items()}
            after, _ = RULES.apply(s, Action(a.kind, a.seat, **filled))
            assert RULES.check_invariants(after) == [], (step, str(a))
            applied += 1
    assert applied > 100


def test_the_time_domain_is_whole_non_negative_milliseconds() -> None:
    assert T_MS.accepts(0) and T_MS.accepts(10**12)
    assert not any(T_MS.accepts(v) for v in (-1, 10**12 + 1, 1.5, True, "5", None))


@pytest.mark.parametrize(("n", "seed", "options"), GAMES)
def test_no_later_action_changes_an_earlier_state(n: int, seed: int, options: dict[str, Any]) -> None:
    """Frozen fields (scores, nicknames, the contest, ...) are shared by copies: nothing may change them in place."""
    history = [(s, json.dumps(s.to_json())) for s in _playout(n, seed, options, limit=3000)]
    assert RULES.is_over(history[-1][0])
    for step, (s, saved) in enumerate(history):
        assert json.dumps(s.to_json()) == saved, step


@pytest.mark.parametrize(("n", "seed", "options"), GAMES)
def test_apply_matches_the_full_copy_and_handler_it_replaces(n: int, seed: int, options: dict[str, Any]) -> None:
    """``TelmaRules.apply`` (a copy-on-write successor, a shortcut for the turn's reveal) gives the same state and
    events as the inherited steps: check, a full copy, the kind's handler."""
    chooser = Rng(seed + 7)  # another action than the play-out's, from each state it passes through
    for s in _playout(n, seed, options, limit=3000):
        if RULES.is_over(s):
            break
        action = RULES.random_action(s, chooser)
        fast, fast_events = RULES.apply(s, action)
        slow, slow_events = GameRules.apply(RULES, s, action)
        assert fast.to_json() == slow.to_json(), action
        assert [e.to_json() for e in fast_events] == [e.to_json() for e in slow_events], action


def test_apply_still_refuses_a_reveal_out_of_turn() -> None:
    s = next(x for x in _playout(4, 9, {}) if x.phase == "reveal" and x.turn == 1)
    for bad in (Action("reveal", 2), Action("reveal", True), Action("reveal", 1, t_ms=5), Action("reveal")):
        with pytest.raises(IllegalAction):
            RULES.apply(s, bad)
    assert RULES.apply(s, Action("reveal", 1))[0].faceup[1]
