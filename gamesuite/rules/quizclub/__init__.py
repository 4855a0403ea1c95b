"""Quiz Club: ask your fellow players questions from your hand; cooperative and competitive rounds.

The package exposes ``RULES`` (the engine) and ``SPEC`` (metadata, rule options, rules
reference). Judging and scoring live in :mod:`gamesuite.rules.quizclub.judge` as pure
functions the UI may call too (for example ``split_alternatives`` for "A / B" answers).
Names below load on first use, so reading ``spec`` alone does not load the engine.
"""

from __future__ import annotations

from gamesuite.lazy import lazy_exports

_EXPORTS = {
    "RULES": "gamesuite.rules.quizclub.engine",
    "QuizClubRules": "gamesuite.rules.quizclub.engine",
    "QuizState": "gamesuite.rules.quizclub.state",
    "SPEC": "gamesuite.rules.quizclub.spec",
}
__getattr__ = lazy_exports(globals(), _EXPORTS)
__all__ = sorted(_EXPORTS)
