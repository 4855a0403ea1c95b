"""High Card's engine (``DemoRules``/``RULES``); the package's docstring says what the game is."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TypedDict

from gamesuite.rules.codec import GameState, game_state
from gamesuite.rules.core import (
    JSON,
    Action,
    Event,
    GameConfig,
    GameRules,
    IllegalAction,
    Result,
    Rng,
    Viewer,
    handles,
)
from gamesuite.rules.demo.spec import ROUNDS, SPEC


@game_state
@dataclass(eq=False)
class DemoState(GameState):
    hands: list[list[int]]
    table: list[int | None]
    scores: list[int]
    lucky: int
    secret: str = "lucky"
    opened: bool = False
    round: int = 1
    turn: int = 0
    log: list[str] = field(default_factory=list)


class DemoView(TypedDict, total=False):
    """What a viewer sees (``hand`` only for a seat; ``lucky``/``secret`` for the Director or at the end)."""

    players: list[dict[str, str]]
    scores: list[int]
    table: list[int | None]
    hand_sizes: list[int]
    round: int
    turn: int
    opened: bool
    over: bool
    hand: list[int]
    lucky: int
    secret: str


class DemoRules(GameRules[DemoState]):
    spec = SPEC

    def new_game(self, config: GameConfig, seed: int) -> DemoState:
        options = SPEC.resolve_options(config.variant, config.options)
        config = GameConfig(config.game, config.players, "standard", options, config.content)
        rng = Rng(seed)
        deck = rng.shuffled(range(1, 13 * 2))
        n = config.n_players
        hands = [sorted(deck[i * ROUNDS : (i + 1) * ROUNDS]) for i in range(n)]
        lucky = rng.randint(1, 24)
        secret = str(config.content.get("secret", "lucky"))
        return DemoState(config, rng, hands, [None] * n, [0] * n, lucky, secret)

    # ------------------------------------------------------------------ legality (one predicate)
    def why_not(self, state: DemoState, action: Action) -> str | None:
        if self.is_over(state):
            return "The game is over."
        if not state.opened:
            return None if action == Action("open_round") else "The Director must open the round first."
        if action.kind != "play" or set(action.arg_dict) != {"card"}:
            return "Play one card from your hand."
        if action.seat != state.turn:
            return f"It is {state.config.players[state.turn].name}'s turn."
        if action["card"] not in state.hands[state.turn]:
            return "You do not hold that card."
        return None

    def legal_actions(self, state: DemoState) -> list[Action]:
        if self.is_over(state):
            return []
        if not state.opened:
            return [Action("open_round")]
        return [Action("play", state.turn, card=c) for c in state.hands[state.turn]]

    # ------------------------------------------------------------------ actions (one dispatch idiom)
    @handles("open_round")
    def _open_round(self, s: DemoState, action: Action, events: list[Event]) -> None:
        s.opened = True
        events.append(Event("round_opened", f"The Director opens round {s.round}."))

    @handles("play")
    def _play(self, s: DemoState, action: Action, events: list[Event]) -> None:
        card = action["card"]
        seat = action.seat
        assert seat is not None
        s.hands[seat].remove(card)
        s.table[seat] = card
        name = s.config.players[seat].name
        events.append(Event("played", f"{name} plays {card}.", {"seat": seat, "card": card}))
        if card == s.lucky:
            s.scores[seat] += int(s.config.options["lucky_bonus"])
            events.append(Event("lucky", f"{name} played the lucky number!", {"seat": seat}, reveals=True))
        if all(c is not None for c in s.table):
            best = max(c for c in s.table if c is not None)
            winners = [i for i, c in enumerate(s.table) if c == best]
            if len(winners) == 1:
                s.scores[winners[0]] += 1
                events.append(Event("round_won", f"{s.config.players[winners[0]].name} wins the round."))
            s.table = [None] * len(s.table)
            s.round += 1
            s.opened = False
            s.turn = (s.round - 1) % len(s.table)
        else:
            s.turn = (s.turn + 1) % len(s.table)

    # ------------------------------------------------------------------ queries
    def is_over(self, state: DemoState) -> bool:
        return state.round > ROUNDS

    def scores(self, state: DemoState) -> dict[int, float]:
        return dict(enumerate(state.scores))

    def result(self, state: DemoState) -> Result | None:
        if not self.is_over(state):
            return None
        best = max(state.scores)
        winners = tuple(i for i, v in enumerate(state.scores) if v == best)
        names = " and ".join(state.config.players[i].name for i in winners)
        return Result(self.scores(state), winners, f"{names} win{'s' if len(winners) == 1 else ''}!")

    def waiting_for(self, state: DemoState) -> list[Viewer]:
        if self.is_over(state):
            return []
        if not state.opened:
            return [Viewer.DIRECTOR]  # the Director opens each round from the private view
        return [Viewer.of_seat(state.turn)]

    def view(self, state: DemoState, viewer: Viewer) -> DemoView:
        out: DemoView = {
            "players": [p.to_json() for p in state.config.players],
            "scores": list(state.scores),
            "table": list(state.table),
            "hand_sizes": [len(h) for h in state.hands],
            "round": state.round,
            "turn": state.turn,
            "opened": state.opened,
            "over": self.is_over(state),
        }
        if viewer.kind == "seat" and viewer.seat is not None:
            out["hand"] = list(state.hands[viewer.seat])
        if viewer.kind == "director" or self.is_over(state):
            out["lucky"] = state.lucky
            out["secret"] = state.secret
        return out

    def state_from_json(self, data: Mapping[str, JSON]) -> DemoState:
        return DemoState.from_json(data)

    def check_invariants(self, state: DemoState) -> list[str]:
        problems = []
        played = sum(c is not None for c in state.table)
        n = len(state.hands)
        if not self.is_over(state):
            expected = n * ROUNDS - ((state.round - 1) * n + played)
            if sum(len(h) for h in state.hands) != expected:
                problems.append("cards in hands do not match the rounds played")
        if any(v < 0 for v in state.scores):
            problems.append("a score is negative")
        return problems

    def private_strings(self, state: DemoState) -> list[str]:
        return [] if self.is_over(state) else [state.secret]


RULES = DemoRules()

__all__ = ["RULES", "SPEC", "DemoRules", "DemoState", "IllegalAction"]
