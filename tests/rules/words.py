"""Helpers (no tests here): what the rules say, in English words, as a player reads them (issue #18: the rules
say log lines and refusals as Msg values, put into words with the players' names where shown)."""

from __future__ import annotations

from typing import Any

from gamesuite.i18n import render
from gamesuite.rules.core import Action, GameRules


def said(state: Any, text: Any) -> str:
    """A rule's sentence (a Msg, or plain text) in English with the names of ``state``'s players."""
    return render(text, [p.name for p in state.config.players])


def why(rules: GameRules, state: Any, action: Action) -> str | None:
    """``rules.why_not`` in English words (None when the action is allowed)."""
    reason = rules.why_not(state, action)
    return None if reason is None else said(state, reason)


def texts(state: Any, events: Any) -> str:
    """Every log line of ``events``, in English words, one per line."""
    return "\n".join(said(state, e.text) for e in events if e.text)
