"""Compatibility: ``RULES`` and ``CiakRules`` now live in :mod:`gamesuite.rules.ciak.engine`.

Import them from :mod:`gamesuite.rules.ciak` (lazy exports). This module stays only until every importer
(the bots helper's ``bots.py``) has moved; then delete it.
"""

from gamesuite.rules.ciak.engine import RULES, CiakRules

__all__ = ["RULES", "CiakRules"]
