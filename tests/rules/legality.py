"""One legality predicate: checks that ``why_not`` and ``legal_actions`` agree (used by each game's tests).

For a state and a superset of candidate actions (every kind x seat x argument value a test can enumerate,
plus mutations of the legal actions), ``why_not(a) is None`` must hold exactly when ``a`` is enumerated or
fills one of the enumerated ``Free`` templates; every refusal must be a sentence.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from gamesuite.rules.core import Action, Free, GameRules, Msg, fits_template

#: Values swapped into an argument to mutate a legal action (wrong values and wrong types).
ODD_VALUES: tuple[Any, ...] = (None, True, False, -1, 0, 1, 2, 3, 4, 5, 9, 99, 1.5, "", "x", "A", "mix", [1, 2], [])


def mutations(action: Action, seats: Sequence[int | None], values: Iterable[Any] = ODD_VALUES) -> list[Action]:
    """Actions near ``action``: another seat, one argument changed or dropped, an extra argument."""
    out: list[Action] = []
    args = action.arg_dict
    for seat in seats:
        if seat != action.seat:
            out.append(Action(action.kind, seat, **args))
    pool = list(values)
    for key in args:
        for v in pool:
            out.append(Action(action.kind, action.seat, **{**args, key: v}))
        out.append(Action(action.kind, action.seat, **{k: v for k, v in args.items() if k != key}))
    out.append(Action(action.kind, action.seat, **args, extra=1))
    return out


def legality_problems(
    rules: GameRules, state: Any, candidates: Iterable[Action], seats: Sequence[int | None]
) -> list[str]:
    """Disagreements between ``why_not`` and ``legal_actions`` over ``candidates`` and mutations of the
    legal actions; empty when the enumeration is exactly what the predicate accepts."""
    legal = rules.legal_actions(state)
    templates = [t for t in legal if any(isinstance(v, Free) for _, v in t.args)]
    concrete = [a for a in legal if a not in templates]
    problems: list[str] = []
    if len(set(concrete)) != len(concrete):
        problems.append("an action is enumerated twice")
    for a in concrete:
        reason = rules.why_not(state, a)
        if reason is not None:
            problems.append(f"enumerated {a} is refused: {reason}")
    pool = list(candidates)
    for a in concrete:
        pool += mutations(a, seats)
    for a in pool:
        enumerated = a in concrete or any(fits_template(a, t) for t in templates)
        reason = rules.why_not(state, a)
        if (reason is None) != enumerated:
            problems.append(f"{a}: why_not says {reason!r} but enumerated={enumerated}")
        elif reason is not None and (not isinstance(reason, str | Msg)
                                     or not str(reason).strip().endswith((".", "!", "?"))):
            problems.append(f"{a}: the refusal is not a sentence: {reason!r}")
        if len(problems) > 5:
            break
    return problems
