"""The Telefilm game state: one ``@game_state`` dataclass (generated copy and checked JSON codec).

The question deck travels packed inside the state JSON (``config.content == {"zlib": ...}``, see
:func:`pack_content`); the state JSON keys are those of every earlier version, so old saves load.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gamesuite.rules.codec import GameState, Json, frozen, game_state, memo, shared
from gamesuite.rules.core import JSON, GameConfig
from gamesuite.rules.memo import ContentMemo
from gamesuite.rules.packing import MAX_INFLATED_BYTES, pack_content
from gamesuite.rules.packing import unpack_content as _unpack

_PACKED: ContentMemo[str] = ContentMemo()  # the deck in play, packed
PACKED_KEY = "zlib"  # config.content in state JSON: {"zlib": packed deck, see gamesuite.rules.packing}

#: A score change kept in ``awards`` and a space's result in ``results``: flat objects of scalars.
Flat = dict[str, int | str | bool | None]


def unpack_content(packed: str) -> Any:
    """The deck back from its packed text (bounded inflation; memoised: a game's states share one deck)."""
    try:
        return _unpack(packed, max_bytes=MAX_INFLATED_BYTES)
    except ValueError as exc:
        raise ValueError(f"the packed question deck is damaged: {exc}") from None


def _packed(content: Mapping[str, Any], packed: str | None = None) -> str:
    """:func:`pack_content` of a deck object, made once per deck (the states of a game share theirs);
    ``packed``: the deck came packed so, keep that text."""
    return _PACKED.get(content, None, lambda: packed if packed is not None else pack_content(content))


@game_state
@dataclass(eq=False)
class TelefilmState(GameState):
    """Everything about one game of Telefilm. Cards are indices into ``config.content["cards"]``.

    Phases: ``bets`` (Director chooses cards by betting), ``place`` (Stars place tokens), ``select``
    (two-player: the Star picks a space), ``offer`` (cards only: the Star takes a card),
    ``questions`` (one space or card at a time, see ``q``), ``over``.
    """

    phase: str = "bets"
    turn: int = 0  # index of the current turn (= turns finished)
    first_director: int = 0
    director: int = 0
    star: int | None = None  # the one Star (two-player and cards-only variants)
    director_counts: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    turn_start_scores: list[int] = field(default_factory=list)
    awards: list[Flat] = field(default_factory=list)  # every score change this turn
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
    results: dict[str, Flat] = field(default_factory=dict)  # public results this turn
    q: Json | None = None  # the space / question being played (see TelefilmRules._new_q)
    specials: list[list[str]] = field(default_factory=list)  # special-card hands (ids)
    special_discard: list[str] = field(default_factory=list)
    special_box: list[str] = field(default_factory=list)  # special cards not dealt
    played: list[int] = field(default_factory=list)  # special cards played this turn, per seat
    redraws: list[dict[str, str]] = field(default_factory=list)  # public record of this turn's redraws
    last_question: Json | None = frozen()  # the last revealed question (public; replaced whole at each reveal)
    star_queue: list[int] = field(default_factory=list)  # cards only: Stars still to answer this turn
    won: list[list[int]] = field(default_factory=list)  # cards only: cards won per seat
    timers: int = 0  # timers started so far (ids for the UI)
    end_reason: str = ""
    _legal: Any = memo()  # the legal actions of this state (TelefilmRules.legal_actions)
    _spaces: Any = shared()  # card index -> board space, derived from the deck (TelefilmRules.space_of)

    @property
    def n(self) -> int:
        return self.config.n_players

    @property
    def variant(self) -> str:
        return str(self.config.variant)

    # -- the deck travels packed: it is the bulk of a state and never changes ---------------------------
    @classmethod
    def config_to_json(cls, config: GameConfig) -> JSON:
        out = config.to_json()
        out["content"] = {PACKED_KEY: _packed(config.content)}
        return out

    @classmethod
    def config_from_json(cls, data: JSON) -> GameConfig:
        if not isinstance(data, Mapping):
            raise TypeError("config: expected an object")
        content = data.get("content") or {}
        if isinstance(content, Mapping) and set(content) == {PACKED_KEY}:
            packed = str(content[PACKED_KEY])
            deck = unpack_content(packed)
            config = GameConfig.from_json({**data, "content": {}})
            config = GameConfig(config.game, config.players, config.variant, config.options, deck)
            _packed(deck, packed)  # saved again exactly as it came
            return config
        return GameConfig.from_json(data)
