"""Telma's screens: a table with every player's piles, keyboard/tap buzzers and the contests.

See :mod:`gamesuite.ui.telma.table` for the flow and :mod:`gamesuite.ui.telma.clock` for how
key presses are timed fairly.
"""

from __future__ import annotations

from gamesuite.ui.telma.table import TelmaUI, create_ui

__all__ = ["TelmaUI", "create_ui"]
