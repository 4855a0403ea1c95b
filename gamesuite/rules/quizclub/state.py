"""The Quiz Club game state: one ``@game_state`` dataclass (generated copy and checked JSON codec).

The state JSON keys are those of every earlier version, so old saves load: the config travels without
its content, the content travels packed in ``content_z``; ``index`` (the chosen side of every card) and
``deck`` (the cards in play) are derived again on load.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gamesuite.rules.codec import GameState, Json, frozen, game_state, memo, shared
from gamesuite.rules.core import JSON, GameConfig
from gamesuite.rules.packing import MAX_INFLATED_BYTES, unpack_content
from gamesuite.rules.quizclub.deck import build_index, game_deck

# The deck travels inside the state JSON as one string (the content JSON, zlib-compressed and
# base64-encoded): encoding, decoding and comparing one short string is far cheaper than a tree
# of hundreds of cards at every step of a random play-out. (Saves keep the readable content in
# their config.) Decoding is memoised here, a pure function of the string.
_CONTENT_CACHE: dict[tuple[str, str], tuple[Mapping[str, Any], dict[str, dict[str, Any]]]] = {}
_CACHE_SIZE = 8


def _remember_content(text: str, side: str, content: Mapping[str, Any], index: dict[str, dict[str, Any]]) -> None:
    if len(_CONTENT_CACHE) >= _CACHE_SIZE:
        _CONTENT_CACHE.pop(next(iter(_CONTENT_CACHE)))
    _CONTENT_CACHE[(text, side)] = (content, index)


def _content_from_json(text: str, side: str) -> tuple[Mapping[str, Any], dict[str, dict[str, Any]]]:
    hit = _CONTENT_CACHE.get((text, side))
    if hit is None:
        content = unpack_content(text, max_bytes=MAX_INFLATED_BYTES)
        hit = (content, build_index(content, side))
        _remember_content(text, side, *hit)
    return hit


_QUESTION_FIELDS: tuple[str, ...] = ("kind", "round", "asker", "asked", "card_id", "difficulty", "said")
_QUESTION_FIELDS += ("app_verdict", "correct", "reason", "points")
_SELF_FIELDS = ("kind", "round", "seat", "points")


def history_entry(row: list[Any]) -> dict[str, Any]:
    """A compact history row as a dict (``points`` is a list by seat; ``reason`` set if overruled)."""
    return dict(zip(_QUESTION_FIELDS if row[0] == "question" else _SELF_FIELDS, row, strict=True))


@game_state
@dataclass(eq=False)
class QuizState(GameState):
    """The whole game. ``index`` (the chosen side of every card) and ``deck`` are derived, never saved."""

    characters: list[str]
    hand_start: int
    draw: list[str]  # top of the pile = last item
    discard: list[str]
    removed: list[str]  # permanently discarded at marker lines
    hands: list[list[str]]
    scores: list[int]
    face_down: list[bool]
    asked: list[int]  # seats whose character card was turned this round, in order
    round: int
    starting: int
    active: int
    phase: str
    target: int | None = None
    card: str | None = None  # the card in play (out of the asker's hand)
    difficulty: int | None = None
    said: Json | None = frozen()  # what the asked player said (replaced whole, never changed in place)
    app_verdict: bool | None = None
    pending: list[int] = field(default_factory=list)  # marker discards owed, by seat
    discards_made: list[int] = field(default_factory=list)
    missed_draws: list[int] = field(default_factory=list)
    history: list[Json] = frozen(default_factory=list)  # compact rows (history_entry); a new list per row
    end_reason: str = ""
    content_z: str = ""  # config.content serialised once, shared
    deck: Any = shared()  # the game's cards (after removing characters), in content order; never mutated
    index: Any = shared()  # card id -> the chosen side of the card (deck.build_index)
    _legal: Any = memo()  # the legal actions of this state (QuizClubRules.legal_actions)

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> QuizState:
        """The codec's state, then what is derived and never saved: the content (from ``content_z``),
        the index of the chosen side and the cards in play. (Not ``__post_init__``: copies skip it.)"""
        s = super().from_json(data)
        content, index = _content_from_json(s.content_z, s.config.options["side"])
        c = s.config
        s.config = GameConfig(c.game, c.players, c.variant, c.options, content)
        s.index = index
        s.deck = game_deck(s.config, index)
        return s

    @property
    def n(self) -> int:
        return len(self.hands)

    @property
    def options(self) -> Mapping[str, Any]:
        return self.config.options

    @property
    def cooperative(self) -> bool:
        return self.round % 2 == 1

    def name(self, seat: int) -> str:
        return self.config.players[seat].name

    def question(self) -> dict[str, Any]:
        assert self.card is not None and self.difficulty is not None
        return self.index[self.card]["questions"][self.difficulty - 1]

    @classmethod
    def config_to_json(cls, config: GameConfig) -> JSON:
        return {**config.to_json(), "content": {}}  # the content travels in content_z
