"""The "reduce motion" switch, apart from the animation classes so the shell can set it cheaply."""

from __future__ import annotations

_settings = {"reduce_motion": False}


def set_reduce_motion(on: bool) -> None:
    """Make every scene animation end at once (accessibility setting; tests use it too)."""
    _settings["reduce_motion"] = bool(on)


def reduce_motion() -> bool:
    return _settings["reduce_motion"]
