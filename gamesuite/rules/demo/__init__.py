"""High Card: a tiny hidden-information game used by the foundation's tests and the selftest.

Each seat holds a hidden hand; in turn order each seat plays one card face up; after every
seat has played, the highest card scores 1 (ties score nobody). A secret "lucky number" known
only to the Director scores +2 for whoever plays it; it is revealed at the end. Three rounds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from gamesuite.rules.core import (
    JSON,
    Action,
    Event,
    GameConfig,
    GameRules,
    GameSpec,
    IllegalAction,
    Result,
    Rng,
    RuleOption,
    Variant,
    Viewer,
)

ROUNDS = 3

SPEC = GameSpec(
    id="demo",
    title="High Card (demo)",
    tagline="A tiny test game: play your highest card.",
    variants=(Variant("standard", "Standard", "Three rounds of one card each.", 2, 6),),
    options=(
        RuleOption(
            "lucky_bonus",
            "Lucky bonus",
            "Points for playing the Director's secret lucky number.",
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


@dataclass
class DemoState:
    config: GameConfig
    rng: Rng
    hands: list[list[int]]
    table: list[int | None]
    scores: list[int]
    lucky: int
    secret: str = "lucky"
    opened: bool = False
    round: int = 1
    turn: int = 0
    log: list[str] = field(default_factory=list)

    def copy(self) -> DemoState:
        return DemoState(
            self.config,
            self.rng.copy(),
            [list(h) for h in self.hands],
            list(self.table),
            list(self.scores),
            self.lucky,
            self.secret,
            self.opened,
            self.round,
            self.turn,
            list(self.log),
        )


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

    def legal_actions(self, state: DemoState) -> list[Action]:
        if self.is_over(state):
            return []
        if not state.opened:
            return [Action("open_round")]
        return [Action("play", state.turn, card=c) for c in state.hands[state.turn]]

    def explain_illegal(self, state: DemoState, action: Action) -> str:
        if self.is_over(state):
            return "The game is over."
        if not state.opened:
            return "The Director must open the round first."
        if action.seat != state.turn:
            return f"It is {state.config.players[state.turn].name}'s turn."
        return "You do not hold that card."

    def apply(self, state: DemoState, action: Action) -> tuple[DemoState, list[Event]]:
        self.check_action(state, action)
        s = state.copy()
        if action.kind == "open_round":
            s.opened = True
            return s, [Event("round_opened", f"The Director opens round {s.round}.")]
        card = action["card"]
        seat = action.seat
        assert seat is not None
        s.hands[seat].remove(card)
        s.table[seat] = card
        name = s.config.players[seat].name
        events = [Event("played", f"{name} plays {card}.", {"seat": seat, "card": card})]
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
        return s, events

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

    def view(self, state: DemoState, viewer: Viewer) -> dict[str, JSON]:
        out: dict[str, JSON] = {
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

    def state_to_json(self, state: DemoState) -> dict[str, JSON]:
        return {
            "config": state.config.to_json(),
            "rng": state.rng.to_json(),
            "hands": state.hands,
            "table": state.table,
            "scores": state.scores,
            "lucky": state.lucky,
            "secret": state.secret,
            "opened": state.opened,
            "round": state.round,
            "turn": state.turn,
        }

    def state_from_json(self, data: Mapping[str, JSON]) -> DemoState:
        return DemoState(
            GameConfig.from_json(data["config"]),
            Rng.from_json(data["rng"]),
            [list(h) for h in data["hands"]],
            list(data["table"]),
            list(data["scores"]),
            int(data["lucky"]),
            str(data["secret"]),
            bool(data["opened"]),
            int(data["round"]),
            int(data["turn"]),
        )

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
