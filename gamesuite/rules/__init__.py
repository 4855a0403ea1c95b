"""Pure, seeded game rules: no Qt, no I/O, no clock, no global random."""

from gamesuite.rules.core import (
    Action,
    Event,
    GameConfig,
    GameRules,
    GameSpec,
    IllegalAction,
    PlayerConfig,
    Result,
    Rng,
    RuleOption,
    Variant,
    Viewer,
)

__all__ = [
    "Action",
    "Event",
    "GameConfig",
    "GameRules",
    "GameSpec",
    "IllegalAction",
    "PlayerConfig",
    "Result",
    "Rng",
    "RuleOption",
    "Variant",
    "Viewer",
]
