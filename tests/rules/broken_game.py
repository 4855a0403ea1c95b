"""A deliberately broken game for testing that ``simulate`` reports failures (tests only)."""

from gamesuite.rules.core import GameSpec, Variant, Viewer
from gamesuite.rules.demo import DemoRules, DemoState


class BrokenRules(DemoRules):
    spec = GameSpec("broken", "Broken", "always fails", (Variant("standard", "Standard", "", 2, 6),))

    def check_invariants(self, state: DemoState) -> list[str]:
        return ["this game is broken on purpose"]


RULES = BrokenRules()


class WrongSeatRules(DemoRules):
    """Waits for the player whose turn it is but reports the next player instead (the wrong player acts)."""

    spec = GameSpec(
        "wrong_seat", "Wrong seat", "waits for the wrong player", (Variant("standard", "Standard", "", 2, 6),)
    )

    def waiting_for(self, state: DemoState) -> list[Viewer]:
        waiting = super().waiting_for(state)
        if waiting and waiting[0].kind == "seat":
            return [Viewer.of_seat((state.turn + 1) % len(state.hands))]
        return waiting


WRONG_SEAT = WrongSeatRules()
