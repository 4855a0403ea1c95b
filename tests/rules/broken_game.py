"""A deliberately broken game for testing that ``simulate`` reports failures (tests only)."""

from gamesuite.rules.core import GameSpec, Variant
from gamesuite.rules.demo import DemoRules, DemoState


class BrokenRules(DemoRules):
    spec = GameSpec("broken", "Broken", "always fails", (Variant("standard", "Standard", "", 2, 6),))

    def check_invariants(self, state: DemoState) -> list[str]:
        return ["this game is broken on purpose"]


RULES = BrokenRules()
