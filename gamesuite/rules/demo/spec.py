"""High Card's metadata, apart from its engine: the launcher lists the games (and skips this hidden one)
without importing an engine (gamesuite.rules.registry.get_spec)."""

from __future__ import annotations

from gamesuite.rules.core import QT_TRANSLATE_NOOP, GameSpec, RuleOption, Variant

ROUNDS = 3

SPEC = GameSpec(
    id="demo",
    title=QT_TRANSLATE_NOOP("demo", "High Card (demo)"),
    tagline=QT_TRANSLATE_NOOP("demo", "A tiny test game: play your highest card."),
    variants=(
        Variant(
            "standard",
            QT_TRANSLATE_NOOP("demo", "Standard"),
            QT_TRANSLATE_NOOP("demo", "Three rounds of one card each."),
            2,
            6,
        ),
    ),
    options=(
        RuleOption(
            "lucky_bonus",
            QT_TRANSLATE_NOOP("demo", "Lucky bonus"),
            QT_TRANSLATE_NOOP("demo", "Points for playing the Director's secret lucky number."),
            2,
            kind="int",
            minimum=0,
            maximum=5,
        ),
    ),
    rules_reference="Each round every player plays one card; the highest card scores 1 point.",
    hidden=True,
    uses_director=True,
)
