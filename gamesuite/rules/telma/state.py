"""The Telma game state, declared once (``@game_state`` gives the copy and the JSON codec).

Card positions: ``piles[seat]`` is the face-down pile, index 0 on top (revealed next), the last item at the
bottom. ``faceup[seat]`` is the face-up pile in reveal order; its last item is the only visible card.
``centre`` holds odd cards left by ties, waiting for the next loser. The JSON keys are the field names, as
saved by earlier versions (``tests/rules/test_saves_compat.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gamesuite.rules.codec import GameState, Json, frozen, game_state, memo

PHASES = ("nicknames", "reveal", "contest", "over")


@game_state
@dataclass(eq=False)
class TelmaState(GameState):
    deck: list[str] = frozen(default_factory=list)  # card ids in play this game (fixed at setup)
    phase: str = "nicknames"
    round: int = 1
    piles: list[list[str]] = field(default_factory=list)
    faceup: list[list[str]] = field(default_factory=list)
    centre: list[str] = field(default_factory=list)
    turn: int | None = None
    # frozen fields are only ever replaced whole (copy on write): a copy of the state shares them
    scores: list[int] = frozen(default_factory=list)
    # nicknames[seat] = [noun, adjective, provenance-or-gesture]; None until chosen
    nicknames: list[list[str | None]] = frozen(default_factory=list)
    # {"kind", "revealer", "participants", "symbols", "calls": [{"seat", "t_ms", "named", "rejected"}]}
    contest: Json | None = frozen()
    emptied: list[int] = field(default_factory=list)  # seats whose face-down pile ran out, in order
    stalled: bool = False  # a stalemate recycled the cards and no contest has happened since
    contests: int = 0  # contests (and penalties) in this round
    clock: int = 0  # the latest timestamp seen in any action (for random play)
    round_winners: list[list[int]] = frozen(default_factory=list)
    last: Json | None = frozen()  # the outcome of the latest contest, for the UI (replaced whole)
    winners: list[int] = frozen(default_factory=list)
    _legal: Any = memo()  # the legal actions and templates

    @property
    def n(self) -> int:
        return len(self.piles)

    @property
    def options(self) -> Mapping[str, Any]:
        return self.config.options
