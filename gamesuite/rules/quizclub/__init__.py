"""Quiz Club: ask your fellow players questions from your hand; cooperative and competitive rounds.

The package exposes ``RULES`` (the engine) and ``SPEC`` (metadata, rule options, rules
reference). Judging and scoring live in :mod:`gamesuite.rules.quizclub.judge` as pure
functions the UI may call too (for example ``split_alternatives`` for "A / B" answers).
"""

from gamesuite.rules.quizclub.engine import RULES, QuizClubRules, QuizState
from gamesuite.rules.quizclub.spec import SPEC

__all__ = ["RULES", "SPEC", "QuizClubRules", "QuizState"]
