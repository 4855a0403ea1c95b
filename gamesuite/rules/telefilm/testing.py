"""Custom setups for Telefilm scenario tests (boardgame.io style): a few lines, then one action.

Nothing here is used by the app; it builds states the way a turn would have reached them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gamesuite.rules.core import Action, Event, GameConfig, PlayerConfig
from gamesuite.rules.telefilm.engine import RULES
from gamesuite.rules.telefilm.spec import (
    CARDS_ONLY,
    SETUP,
    STANDARD,
    TWO_PLAYER_BETS,
    card_space,
    special_ids,
    special_kind,
)
from gamesuite.rules.telefilm.state import TelefilmState

NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Giulia")


def config(
    players: int, content: Mapping[str, Any], variant: str = STANDARD, options: Mapping[str, Any] | None = None
) -> GameConfig:
    """A GameConfig with named players."""
    return GameConfig(
        "telefilm", tuple(PlayerConfig(NAMES[i]) for i in range(players)), variant, dict(options or {}), content
    )


def act(state: TelefilmState, kind: str, seat: int | None = None, **args: Any) -> tuple[TelefilmState, list[Event]]:
    """Apply one action (raises IllegalAction like the app would refuse it)."""
    return RULES.apply(state, Action(kind, seat, **args))


def right_letter(state: TelefilmState, space: str | None = None, number: int | None = None) -> str:
    """The correct letter of a question on the board (default: the current question)."""
    q = state.q
    assert q is not None or space is not None
    idx = state.board[space] if space else q["card"]  # type: ignore[index]
    num = number if number is not None else q["number"]  # type: ignore[index]
    return str(RULES.question(state, idx, num)["answer"])


def wrong_letter(state: TelefilmState, space: str | None = None, number: int | None = None) -> str:
    right = right_letter(state, space, number)
    return next(x for x in "ABCDE" if x != right)


def scenario(
    content: Mapping[str, Any],
    players: int = 4,
    *,
    bets: Mapping[str, int | Sequence[int]],
    stacks: Mapping[str, Sequence[int]] | None = None,
    variant: str = STANDARD,
    options: Mapping[str, Any] | None = None,
    director: int = 0,
    difficulty: Mapping[str, int] | None = None,
    specials: Mapping[int, Sequence[str]] | None = None,
    scores: Sequence[int] | None = None,
    turn: int = 0,
    seed: int = 0,
) -> TelefilmState:
    """A board-game state just after the Director's bets (``stacks`` None: Stars are to place tokens)
    or just after the placements (phase 3 begins: the highest bet's space is being played).

    ``bets`` maps spaces to a bet token (two tokens as a list in the two-player variant);
    ``difficulty`` picks, per space, a card of that difficulty; ``specials`` gives seats their
    special cards by kind (other seats get none).
    """
    s = RULES.new_game(config(players, content, variant, options), seed)
    assert variant != CARDS_ONLY, "use cards_scenario for the cards-only variant"
    s.turn = turn
    s.first_director = (director - turn) % players
    s.director = director
    s.director_counts = [0] * players
    for i in range(turn):
        s.director_counts[(s.first_director + i) % players] += 1
    s.star = None if variant == STANDARD else (director + 1) % players
    # every card back in its deck, then the wanted cards onto the board
    for c in s.hand:
        s.decks[RULES.pile_of(s, c)].append(c)
    s.hand = []
    for pile, lst in s.discards.items():
        s.decks[pile] += lst
        s.discards[pile] = []
    s.redraws = []
    s.board, s.bets, s.bet_order = {}, {}, []
    full = list(SETUP[players].bets) if variant == STANDARD else list(TWO_PLAYER_BETS)
    for sp, value in bets.items():
        want = (difficulty or {}).get(sp)
        pile = "deck" if variant != STANDARD else ("mix" if sp == "mix" else "period")
        idx = next(
            c
            for c in s.decks[pile]
            if card_space(RULES.card(s, c)) == sp and (want is None or RULES.card(s, c)["difficulty"] == want)
        )
        s.decks[pile].remove(idx)
        s.board[sp] = idx
        values = [value] if isinstance(value, int) else list(value)
        s.bets[sp] = values
        s.bet_order.append(sp)
        for v in values:
            full.remove(v)
    s.bet_tokens = full
    # special cards
    pool = special_ids()
    hands: list[list[str]] = [[] for _ in range(players)]
    for seat, kinds in (specials or {}).items():
        for kind in kinds:
            card = next(c for c in pool if special_kind(c) == kind)
            pool.remove(card)
            hands[seat].append(card)
    s.specials, s.special_box, s.special_discard = hands, pool, []
    s.scores = list(scores) if scores is not None else [0] * players
    s.turn_start_scores = list(s.scores)
    s.awards = []
    s.played = [0] * players
    ev: list[Event] = []
    if variant != STANDARD:
        if s.bet_tokens:
            s.phase = "bets"
        else:
            RULES._finish_bets(s, ev)
        return s
    tokens = SETUP[players].tokens
    s.tokens_left = [0 if seat == director else tokens for seat in range(players)]
    if stacks is None:
        s.phase = "place"
        s.place_queue = RULES.stars(s) * tokens
        return s
    s.stacks = {sp: list(v) for sp, v in stacks.items()}
    for stack in s.stacks.values():
        for seat in stack:
            s.tokens_left[seat] -= 1
    s.place_queue = []
    RULES._start_questions(s, ev)
    return s


def cards_scenario(
    content: Mapping[str, Any],
    players: int = 2,
    *,
    options: Mapping[str, Any] | None = None,
    offer: Sequence[str] = ("crime/vintage", "mix", "drama/new"),
    difficulty: Mapping[str, int] | None = None,
    seed: int = 0,
) -> TelefilmState:
    """A cards-only state with the first Director (seat 0) offering cards of the given spaces."""
    s = RULES.new_game(config(players, content, CARDS_ONLY, options), seed)
    s.decks["deck"] += s.hand
    s.hand = []
    for sp in offer:
        want = (difficulty or {}).get(sp)
        idx = next(
            c
            for c in s.decks["deck"]
            if card_space(RULES.card(s, c)) == sp and (want is None or RULES.card(s, c)["difficulty"] == want)
        )
        s.decks["deck"].remove(idx)
        s.hand.append(idx)
    return s
