"""The Telefilm game state: plain JSON-friendly fields plus the config and the seeded Rng."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from gamesuite.rules.core import JSON, GameConfig, Rng
from gamesuite.rules.packing import MAX_INFLATED_BYTES, pack_content, unpack_content

_FIELDS: tuple[str, ...] = ()  # filled in below: the game fields (all but config and rng)
PACKED_KEY = "zlib"  # config.content in state JSON: {"zlib": packed deck, see gamesuite.rules.packing}
__all__ = ["PACKED_KEY", "TelefilmState", "pack_content"]


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
    packed: str = field(default="", repr=False, compare=False)  # config.content as JSON text (see to_json)

    @property
    def n(self) -> int:
        return self.config.n_players

    @property
    def variant(self) -> str:
        return str(self.config.variant)

    def data(self) -> dict[str, JSON]:
        """The game fields (everything but config, rng and the packed deck) as JSON values."""
        return {name: getattr(self, name) for name in _FIELDS}

    def copy(self) -> TelefilmState:
        data = json.loads(json.dumps(self.data()))
        return TelefilmState(self.config, self.rng.copy(), **data, packed=self.packed)

    def to_json(self) -> dict[str, JSON]:
        """Self-contained JSON. The deck travels packed (see :func:`pack_content`): it is the bulk of a
        state and never changes, so copying, comparing and saving states stays cheap."""
        if not self.packed:
            self.packed = pack_content(self.config.content)
        config = self.config.to_json()
        config["content"] = {PACKED_KEY: self.packed}
        out: dict[str, JSON] = {"config": config, "rng": self.rng.to_json()}
        out.update(json.loads(json.dumps(self.data())))
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> TelefilmState:
        rest = json.loads(json.dumps({k: v for k, v in data.items() if k in _FIELDS}))
        raw = dict(data["config"])
        packed = ""
        content = raw.get("content") or {}
        if isinstance(content, Mapping) and set(content) == {PACKED_KEY}:
            packed = str(content[PACKED_KEY])
            raw["content"] = unpack_content(packed, max_bytes=MAX_INFLATED_BYTES)
        config = GameConfig.from_json(raw)
        if packed:
            config = GameConfig(config.game, config.players, config.variant, config.options, raw["content"])
        return cls(config, Rng.from_json(data["rng"]), **rest, packed=packed)


_FIELDS = tuple(f.name for f in fields(TelefilmState) if f.name not in ("config", "rng", "packed"))
