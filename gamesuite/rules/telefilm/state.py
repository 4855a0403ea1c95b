"""The Telefilm game state: plain JSON-friendly fields plus the config and the seeded Rng."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from gamesuite.rules.core import JSON, GameConfig, Rng


@dataclass
class TelefilmState:
    """Everything about one game of Telefilm. Cards are indices into ``config.content["cards"]``.

    Phases: ``bets`` (Director chooses cards by betting), ``place`` (Stars place tokens), ``select``
    (two-player: the Star picks a space), ``offer`` (cards only: the Star takes a card),
    ``questions`` (one space or card at a time, see ``q``), ``over``.
    """

    config: GameConfig
    rng: Rng
    phase: str = "bets"
    turn: int = 0  # index of the current turn (= turns finished)
    first_director: int = 0
    director: int = 0
    star: int | None = None  # the one Star (two-player and cards-only variants)
    director_counts: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    turn_start_scores: list[int] = field(default_factory=list)
    awards: list[dict[str, Any]] = field(default_factory=list)  # every score change this turn
    decks: dict[str, list[int]] = field(default_factory=dict)  # pile -> cards, top card last
    discards: dict[str, list[int]] = field(default_factory=dict)
    out_of_play: list[int] = field(default_factory=list)  # periods left out of the deck
    hand: list[int] = field(default_factory=list)  # the Director's drawn cards / the cards-only offer
    board: dict[str, int] = field(default_factory=dict)  # space -> card in play
    bets: dict[str, list[int]] = field(default_factory=dict)  # space -> bet tokens on it
    bet_tokens: list[int] = field(default_factory=list)  # the Director's unplaced bet tokens
    bet_order: list[str] = field(default_factory=list)  # spaces in the order they got a first bet
    stacks: dict[str, list[int]] = field(default_factory=dict)  # space -> seats, bottom first
    tokens_left: list[int] = field(default_factory=list)
    place_queue: list[int] = field(default_factory=list)  # seats still to place a token, in order
    queue: list[str] = field(default_factory=list)  # spaces still to play this turn, in order
    results: dict[str, dict[str, Any]] = field(default_factory=dict)  # public results this turn
    q: dict[str, Any] | None = None  # the space / question being played
    specials: list[list[str]] = field(default_factory=list)  # special-card hands (ids)
    special_discard: list[str] = field(default_factory=list)
    special_box: list[str] = field(default_factory=list)  # special cards not dealt
    played: list[int] = field(default_factory=list)  # special cards played this turn, per seat
    redraws: list[dict[str, Any]] = field(default_factory=list)  # public record of this turn's redraws
    last_question: dict[str, Any] | None = None  # the last revealed question (public)
    star_queue: list[int] = field(default_factory=list)  # cards only: Stars still to answer this turn
    won: list[list[int]] = field(default_factory=list)  # cards only: cards won per seat
    timers: int = 0  # timers started so far (ids for the UI)
    end_reason: str = ""

    @property
    def n(self) -> int:
        return self.config.n_players

    @property
    def variant(self) -> str:
        return str(self.config.variant)

    def data(self) -> dict[str, JSON]:
        """The game fields (everything but config and rng) as JSON values."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name not in ("config", "rng")}

    def copy(self) -> TelefilmState:
        data = json.loads(json.dumps(self.data()))
        return TelefilmState(self.config, self.rng.copy(), **data)

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"config": self.config.to_json(), "rng": self.rng.to_json()}
        out.update(json.loads(json.dumps(self.data())))
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> TelefilmState:
        names = {f.name for f in fields(cls)} - {"config", "rng"}
        rest = json.loads(json.dumps({k: v for k, v in data.items() if k in names}))
        return cls(GameConfig.from_json(data["config"]), Rng.from_json(data["rng"]), **rest)
