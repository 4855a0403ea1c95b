"""Telma's screens: a table with every player's piles, keyboard/tap buzzers and the contests.

See :mod:`gamesuite.ui.telma.table` for the flow and :mod:`gamesuite.ui.telma.clock` for how
key presses are timed fairly.
"""

from __future__ import annotations

from gamesuite.ui.telma._none_guard import guard_none_refcount

guard_none_refcount()

from gamesuite.ui.telma.table import TelmaUI, create_ui  # noqa: E402 - after the guard

__all__ = ["TelmaUI", "create_ui"]
