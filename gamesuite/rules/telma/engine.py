"""Telma's rules engine: a pure, seeded state machine.

Contests are decided from timestamps measured by the UI and carried in ``buzz``/``settle``
actions; the rules never read a clock. See docs/actions/telma.md for the action JSON and
docs/games/telma.md for the view.

Card positions: ``piles[seat]`` is the face-down pile, index 0 on top (revealed next), the last
item at the bottom. ``faceup[seat]`` is the face-up pile in reveal order; its last item is the only
visible card. ``centre`` holds odd cards left by ties, waiting for the next loser.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

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
)
from gamesuite.rules.telma.deck import (
    ADJECTIVES,
    CARD_BY_ID,
    GESTURES,
    NOUNS,
    PROVENANCES,
    SYMBOL_NAMES,
    deck_ids,
)
from gamesuite.rules.telma.spec import MAX_ROUNDS, ROUND_POINTS, SPEC

PHASES = ("nicknames", "reveal", "contest", "over")
MAX_NICKNAME_PART = 40


@dataclass
class TelmaState:
    config: GameConfig
    rng: Rng
    deck: list[str]  # card ids in play this game (fixed at setup)
    phase: str = "nicknames"
    round: int = 1
    piles: list[list[str]] = field(default_factory=list)
    faceup: list[list[str]] = field(default_factory=list)
    centre: list[str] = field(default_factory=list)
    turn: int | None = None
    scores: list[int] = field(default_factory=list)
    # nicknames[seat] = [noun, adjective, provenance-or-gesture]; None until chosen
    nicknames: list[list[str | None]] = field(default_factory=list)
    contest: dict[str, Any] | None = None
    emptied: list[int] = field(default_factory=list)  # seats whose face-down pile ran out, in order
    stalled: bool = False  # a stalemate recycled the cards and no contest has happened since
    contests: int = 0  # contests (and penalties) in this round
    clock: int = 0  # the latest timestamp seen in any action (for suggestions and random play)
    round_winners: list[list[int]] = field(default_factory=list)
    last: dict[str, Any] | None = None  # the outcome of the latest contest, for the UI
    winners: list[int] = field(default_factory=list)

    @property
    def n(self) -> int:
        return len(self.piles)

    @property
    def options(self) -> Mapping[str, Any]:
        return self.config.options

    def copy(self) -> TelmaState:
        return TelmaState(
            config=self.config,
            rng=self.rng.copy(),
            deck=list(self.deck),
            phase=self.phase,
            round=self.round,
            piles=[list(p) for p in self.piles],
            faceup=[list(p) for p in self.faceup],
            centre=list(self.centre),
            turn=self.turn,
            scores=list(self.scores),
            nicknames=[list(p) for p in self.nicknames],
            contest=_copy_contest(self.contest),
            emptied=list(self.emptied),
            stalled=self.stalled,
            contests=self.contests,
            clock=self.clock,
            round_winners=[list(w) for w in self.round_winners],
            last=_deep(self.last),
            winners=list(self.winners),
        )


def _deep(value: Any) -> Any:
    """A copy of JSON-like data made of dicts, lists and scalars (one level of nesting is enough)."""
    if isinstance(value, dict):
        return {k: (v.copy() if isinstance(v, list | dict) else v) for k, v in value.items()}
    return value


def _copy_contest(contest: Mapping[str, Any] | None) -> dict[str, Any] | None:
    if contest is None:
        return None
    return {
        "kind": contest["kind"],
        "revealer": contest["revealer"],
        "participants": list(contest["participants"]),
        "symbols": list(contest["symbols"]),
        "calls": [dict(c) for c in contest["calls"]],
    }


# ---------------------------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------------------------


def symbols_of(card_id: str) -> tuple[str, ...]:
    return CARD_BY_ID[card_id].symbols


def top(s: TelmaState, seat: int) -> str | None:
    return s.faceup[seat][-1] if s.faceup[seat] else None


def card_count(s: TelmaState, seat: int) -> int:
    return len(s.piles[seat]) + len(s.faceup[seat])


def nickname_part_kind(s: TelmaState, round_no: int | None = None) -> str:
    r = s.round if round_no is None else round_no
    if r == 1:
        return "noun"
    if r == 2:
        return "adjective"
    return str(s.options["round3_addition"])


def full_nickname(s: TelmaState, seat: int) -> str:
    """The nickname as it must be said now (parts chosen so far, up to this round)."""
    noun, adj, extra = (s.nicknames[seat] + [None, None, None])[:3]
    words = [w for w in (adj, noun) if w]
    text = " ".join(words)
    if extra:
        if s.options["round3_addition"] == "gesture":
            text = f"{text} ({extra})"
        else:
            text = f"{text} {extra}"
    return text


def _name(s: TelmaState, seat: int) -> str:
    return s.config.players[seat].name


def _names(s: TelmaState, seats: list[int]) -> str:
    names = [_name(s, x) for x in seats]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _clockwise_from(s: TelmaState, start: int) -> list[int]:
    return [(start + i) % s.n for i in range(s.n)]


def _next_with_pile(s: TelmaState, start: int) -> int | None:
    """The first seat clockwise from ``start`` (included) whose face-down pile is not empty."""
    for seat in _clockwise_from(s, start):
        if s.piles[seat]:
            return seat
    return None


def allowed_targets(contest: Mapping[str, Any], caller: int) -> list[int]:
    """Whose nickname ``caller`` may say in this contest."""
    parts: list[int] = list(contest["participants"])
    if caller not in parts:
        return []
    if contest["kind"] == "triple":
        revealer = int(contest["revealer"])
        if caller == revealer:
            return [p for p in parts if p != revealer]
        return [revealer]
    return [p for p in parts if p != caller]


def valid_calls(contest: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [c for c in contest["calls"] if not c["rejected"]]


def _pending_call(contest: Mapping[str, Any], seat: int) -> dict[str, Any] | None:
    for c in contest["calls"]:
        if c["seat"] == seat and not c["rejected"]:
            return c
    return None


def first_call_time(contest: Mapping[str, Any]) -> int | None:
    calls = valid_calls(contest)
    return min(c["t_ms"] for c in calls) if calls else None


def settle_min_time(s: TelmaState) -> int | None:
    """The earliest ``t_ms`` a ``settle`` may carry now (None: no valid call yet)."""
    assert s.contest is not None
    calls = valid_calls(s.contest)
    if not calls:
        return None
    first = min(c["t_ms"] for c in calls)
    latest = max(c["t_ms"] for c in calls)
    return max(first + int(s.options["tie_window_ms"]), latest)


def decide(contest: Mapping[str, Any], window: int) -> list[int]:
    """The players whose nicknames were said first: one loser, or several tied players.

    Only valid calls count. Calls within ``window`` ms of the earliest are said at the same
    time; the result is the sorted set of the nicknames they named. It depends only on the
    set of calls, not on the order the actions arrived in.
    """
    calls = valid_calls(contest)
    if not calls:
        return []
    first = min(c["t_ms"] for c in calls)
    return sorted({int(c["named"]) for c in calls if c["t_ms"] <= first + window})


def _is_ms(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 10**12


# ---------------------------------------------------------------------------------------------
# Dealing and rounds
# ---------------------------------------------------------------------------------------------


def first_seat_of_round(s: TelmaState, round_no: int) -> int:
    if s.options["round_start"] == "rotate":
        return (round_no - 1) % s.n
    return 0


def _deal(s: TelmaState, cards: list[str]) -> None:
    """Deal ``cards`` one at a time clockwise from the round's first player.

    Each dealt card goes on top of the receiver's pile, so the first card dealt ends at the bottom.
    """
    first = first_seat_of_round(s, s.round)
    s.piles = [[] for _ in range(s.n)]
    s.faceup = [[] for _ in range(s.n)]
    for i, card in enumerate(cards):
        s.piles[(first + i) % s.n].insert(0, card)


def _gather(s: TelmaState) -> list[str]:
    """Every card back in one stack: seat by seat, the face-up pile then the face-down pile."""
    out: list[str] = []
    for seat in range(s.n):
        out.extend(s.faceup[seat])
        out.extend(s.piles[seat])
    if s.options["centre_at_round_end"] == "gather":
        out.extend(s.centre)
        s.centre = []
    return out


def _start_round_deal(s: TelmaState) -> None:
    s.phase = "nicknames"
    s.turn = None
    s.contest = None
    s.emptied = []
    s.stalled = False
    s.contests = 0
    s.last = None


# ---------------------------------------------------------------------------------------------
# The rules
# ---------------------------------------------------------------------------------------------


class TelmaRules(GameRules[TelmaState]):
    spec = SPEC

    # ---- setup ---------------------------------------------------------------------------

    def new_game(self, config: GameConfig, seed: int) -> TelmaState:
        variant = SPEC.variant(config.variant)
        n = config.n_players
        if not variant.min_players <= n <= variant.max_players:
            raise ValueError(f"Telma takes {variant.min_players}-{variant.max_players} players, not {n}")
        options = SPEC.resolve_options(variant.id, config.options)
        config = GameConfig(config.game, config.players, variant.id, options, config.content)
        remove = bool(options["remove_cross_cards"]) and n in (4, 5)
        rng = Rng(seed)
        deck = deck_ids(remove)
        s = TelmaState(config=config, rng=rng, deck=list(deck))
        s.piles = [[] for _ in range(n)]
        s.faceup = [[] for _ in range(n)]
        s.scores = [0] * n
        s.nicknames = [[None, None, None] for _ in range(n)]
        _start_round_deal(s)
        _deal(s, rng.shuffled(deck))
        return s

    # ---- queries -------------------------------------------------------------------------

    def is_over(self, state: TelmaState) -> bool:
        return state.phase == "over"

    def scores(self, state: TelmaState) -> dict[int, float]:
        return dict(enumerate(state.scores))

    def result(self, state: TelmaState) -> Result | None:
        if not self.is_over(state):
            return None
        winners = tuple(state.winners)
        verb = "wins" if len(winners) == 1 else "share the win"
        return Result(self.scores(state), winners, f"{_names(state, list(winners))} {verb}!")

    def waiting_for(self, state: TelmaState) -> list[Viewer]:
        if state.phase == "over":
            return []
        if state.phase == "reveal":
            assert state.turn is not None
            return [Viewer.of_seat(state.turn)]
        if state.phase == "nicknames":
            missing = [i for i in range(state.n) if state.nicknames[i][state.round - 1] is None]
            return [Viewer.of_seat(i) for i in missing] or [Viewer.TABLE]
        return [Viewer.TABLE]

    # ---- legal actions -------------------------------------------------------------------

    def suggestion(self, state: TelmaState, seat: int) -> str:
        """A deterministic suggested nickname part for ``seat`` this round (always legal)."""
        kind = nickname_part_kind(state)
        if kind == "noun":
            used = {(state.nicknames[i][0] or "").lower() for i in range(state.n) if i != seat}
            for word in NOUNS[seat:] + NOUNS[:seat]:
                if word not in used:
                    return word
        words = {"adjective": ADJECTIVES, "provenance": PROVENANCES, "gesture": GESTURES}[kind]
        return words[seat % len(words)]

    def legal_actions(self, state: TelmaState) -> list[Action]:
        """Every kind of action allowed now.

        Actions with free values are listed with one representative value: ``set_nickname`` with a
        suggested word (any valid text is accepted), ``buzz``/``settle`` with the earliest sensible
        time (any later ``t_ms`` is accepted), ``declare_tie`` with every pair of participants and the
        whole group (any set of two or more participants is accepted).
        """
        s = state
        if s.phase == "over":
            return []
        if s.phase == "nicknames":
            acts = [Action("set_nickname", i, text=self.suggestion(s, i)) for i in range(s.n)]
            acts.append(Action("start_round"))
            return acts
        if s.phase == "reveal":
            assert s.turn is not None
            acts = [Action("reveal", s.turn)]
            if s.options["false_call"] == "takes_cards":
                acts += [Action("false_call", i) for i in range(s.n)]
            return acts
        contest = s.contest
        assert contest is not None
        acts = []
        for seat in contest["participants"]:
            if _pending_call(contest, seat) is None:
                for target in allowed_targets(contest, seat):
                    acts.append(Action("buzz", seat, t_ms=s.clock, named=target))
        t_min = settle_min_time(s)
        if t_min is not None:
            acts.append(Action("settle", t_ms=t_min))
        for c in valid_calls(contest):
            acts.append(Action("reject_call", caller=c["seat"]))
        parts = sorted(contest["participants"])
        for i, a in enumerate(parts):
            for b in parts[i + 1 :]:
                acts.append(Action("declare_tie", seats=[a, b]))
        if len(parts) > 2:
            acts.append(Action("declare_tie", seats=parts))
        return acts

    # ---- apply ---------------------------------------------------------------------------

    def check_action(self, state: TelmaState, action: Action) -> None:
        self._validate(state, action)

    def explain_illegal(self, state: TelmaState, action: Action) -> str:
        try:
            self._validate(state, action)
        except IllegalAction as exc:
            return str(exc)
        return "That move is allowed."

    def _validate(self, s: TelmaState, a: Action) -> None:
        kind = a.kind
        known = {"set_nickname", "start_round", "reveal", "false_call", "buzz", "settle", "reject_call", "declare_tie"}
        if kind not in known:
            raise IllegalAction(f"Telma has no action {kind!r}.")
        if s.phase == "over":
            raise IllegalAction("The match is over.")
        allowed_args = {
            "set_nickname": {"text"},
            "start_round": set(),
            "reveal": set(),
            "false_call": set(),
            "buzz": {"t_ms", "named"},
            "settle": {"t_ms"},
            "reject_call": {"caller"},
            "declare_tie": {"seats"},
        }[kind]
        extra = set(a.arg_dict) - allowed_args
        if extra:
            raise IllegalAction(f"Unexpected detail for {kind}: {', '.join(sorted(extra))}.")
        needs_seat = kind in ("set_nickname", "reveal", "false_call", "buzz")
        if needs_seat:
            if not isinstance(a.seat, int) or isinstance(a.seat, bool) or not 0 <= a.seat < s.n:
                raise IllegalAction("That action needs the seat of a player at the table.")
        elif a.seat is not None:
            raise IllegalAction(f"{kind} is made by the table, not by one player.")

        if kind in ("set_nickname", "start_round"):
            if s.phase != "nicknames":
                raise IllegalAction("Nicknames are chosen only before a round starts.")
            if kind == "set_nickname":
                self._validate_nickname(s, int(a.seat), a.get("text"))  # type: ignore[arg-type]
            return
        if s.phase == "nicknames":
            raise IllegalAction("The round has not started yet: choose nicknames first.")

        if kind == "reveal":
            if s.phase != "reveal":
                raise IllegalAction("Finish the contest first.")
            if a.seat != s.turn:
                raise IllegalAction(f"It is {_name(s, int(s.turn or 0))}'s turn to reveal.")
            return
        if kind == "false_call":
            if s.phase != "reveal":
                raise IllegalAction("A contest is on: that call belongs to the contest.")
            if s.options["false_call"] != "takes_cards":
                raise IllegalAction("No symbols match: the call is ignored.")
            return

        # contest actions
        if s.phase != "contest":
            raise IllegalAction("There is no contest now.")
        contest = s.contest
        assert contest is not None
        if kind == "buzz":
            seat = int(a.seat)  # type: ignore[arg-type]
            if seat not in contest["participants"]:
                raise IllegalAction(f"{_name(s, seat)} is not in this contest.")
            if not _is_ms(a.get("t_ms")):
                raise IllegalAction("A call needs its time in whole milliseconds (t_ms).")
            if _pending_call(contest, seat) is not None:
                raise IllegalAction(f"{_name(s, seat)} has already called.")
            targets = allowed_targets(contest, seat)
            named = a.get("named")
            if named is None:
                if contest["kind"] != "pair":
                    raise IllegalAction("In this contest a call must say whose nickname was said (named).")
                return
            if not isinstance(named, int) or isinstance(named, bool) or named not in targets:
                raise IllegalAction(f"{_name(s, seat)} cannot call that player in this contest.")
            return
        if kind == "settle":
            t_min = settle_min_time(s)
            if t_min is None:
                raise IllegalAction("Nobody has called yet.")
            t = a.get("t_ms")
            if not _is_ms(t):
                raise IllegalAction("settle needs the time in whole milliseconds (t_ms).")
            if t < t_min:
                raise IllegalAction("Wait until the tie window has passed after the first call.")
            return
        if kind == "reject_call":
            caller = a.get("caller")
            if not isinstance(caller, int) or isinstance(caller, bool) or _pending_call(contest, caller) is None:
                raise IllegalAction("That player has no call to reject.")
            return
        # declare_tie
        seats = a.get("seats")
        if not isinstance(seats, tuple) or not all(isinstance(x, int) and not isinstance(x, bool) for x in seats):
            raise IllegalAction("A tie needs the list of tied seats.")
        if len(set(seats)) != len(seats) or len(seats) < 2:
            raise IllegalAction("A tie needs two or more different players.")
        if not set(seats) <= set(contest["participants"]):
            raise IllegalAction("Only players in the contest can tie.")

    def _validate_nickname(self, s: TelmaState, seat: int, text: Any) -> None:
        if not isinstance(text, str) or not text.strip():
            raise IllegalAction("Type a nickname word.")
        clean = " ".join(text.split())
        if len(clean) > MAX_NICKNAME_PART:
            raise IllegalAction(f"Keep it shorter (at most {MAX_NICKNAME_PART} characters).")
        if s.round == 1:
            for i in range(s.n):
                other = s.nicknames[i][0]
                if i != seat and other is not None and other.lower() == clean.lower():
                    raise IllegalAction(f"{_name(s, i)} already chose that noun.")

    def apply(self, state: TelmaState, action: Action) -> tuple[TelmaState, list[Event]]:
        self._validate(state, action)
        s = state.copy()
        events: list[Event] = []
        kind = action.kind
        if kind == "set_nickname":
            seat = int(action.seat)  # type: ignore[arg-type]
            text = " ".join(str(action["text"]).split())
            s.nicknames[seat][s.round - 1] = text
            part = nickname_part_kind(s)
            events.append(
                Event("nickname", f"{_name(s, seat)} chose their {part}.", {"seat": seat, "part": part, "text": text})
            )
        elif kind == "start_round":
            self._start_round(s, events)
        elif kind == "reveal":
            self._reveal(s, int(action.seat), events)  # type: ignore[arg-type]
        elif kind == "false_call":
            self._false_call(s, int(action.seat), events)  # type: ignore[arg-type]
        elif kind == "buzz":
            self._buzz(s, action, events)
        elif kind == "settle":
            t = int(action["t_ms"])
            s.clock = max(s.clock, t)
            assert s.contest is not None
            said = decide(s.contest, int(s.options["tie_window_ms"]))
            if len(said) == 1:
                self._lose(s, said[0], events, reason="said first")
            else:
                self._tie(s, said, events, reason="said together")
        elif kind == "reject_call":
            self._reject(s, int(action["caller"]), events)
        elif kind == "declare_tie":
            self._tie(s, sorted(int(x) for x in action["seats"]), events, reason="declared by the table")
        return s, events

    # ---- phases --------------------------------------------------------------------------

    def _start_round(self, s: TelmaState, events: list[Event]) -> None:
        idx = s.round - 1
        part = nickname_part_kind(s)
        words = {"noun": NOUNS, "adjective": ADJECTIVES, "provenance": PROVENANCES, "gesture": GESTURES}[part]
        for seat in range(s.n):
            if s.nicknames[seat][idx] is None:
                used = {(s.nicknames[i][idx] or "").lower() for i in range(s.n)}
                choices = [w for w in words if w not in used] or list(words)
                s.nicknames[seat][idx] = s.rng.choice(choices)
                events.append(
                    Event(
                        "nickname",
                        f"{_name(s, seat)} gets a {part} picked for them.",
                        {"seat": seat, "part": part, "text": s.nicknames[seat][idx], "picked": True},
                    )
                )
        s.phase = "reveal"
        s.turn = _next_with_pile(s, first_seat_of_round(s, s.round))
        assert s.turn is not None
        events.append(
            Event(
                "round_start",
                f"Round {s.round} starts. {_name(s, s.turn)} reveals first.",
                {"round": s.round, "turn": s.turn, "points": ROUND_POINTS[s.round]},
            )
        )

    def _reveal(self, s: TelmaState, seat: int, events: list[Event]) -> None:
        card = s.piles[seat].pop(0)
        covered = top(s, seat)
        s.faceup[seat].append(card)
        if not s.piles[seat]:
            s.emptied.append(seat)
        info = CARD_BY_ID[card]
        events.append(
            Event(
                "reveal",
                f"{_name(s, seat)} reveals {info.name}.",
                {"seat": seat, "card": card, "symbols": list(info.symbols), "covers": covered},
            )
        )
        if info.surto:
            self._open_contest(s, "surto", seat, list(range(s.n)), [], events)
            return
        matched: dict[int, list[str]] = {}
        for other in range(s.n):
            other_top = top(s, other)
            if other == seat or other_top is None:
                continue
            common = [sym for sym in info.symbols if sym in symbols_of(other_top)]
            if common:
                matched[other] = common
        if matched:
            others = sorted(matched, key=lambda x: (x - seat) % s.n)
            symbols = sorted({sym for syms in matched.values() for sym in syms}, key=info.symbols.index)
            kind = "pair" if len(others) == 1 else "triple"
            self._open_contest(s, kind, seat, [seat, *others], symbols, events)
            return
        nxt = _next_with_pile(s, (seat + 1) % s.n)
        if nxt is None:
            self._stalemate(s, (seat + 1) % s.n, events)
        else:
            s.turn = nxt

    def _open_contest(
        self, s: TelmaState, kind: str, revealer: int, participants: list[int], symbols: list[str], events: list[Event]
    ) -> None:
        s.phase = "contest"
        s.turn = None
        s.contest = {
            "kind": kind,
            "revealer": revealer,
            "participants": participants,
            "symbols": symbols,
            "calls": [],
        }
        if kind == "surto":
            text = "The Surto! Everyone contests: say anyone's nickname!"
        elif kind == "triple":
            text = f"Three-way contest between {_names(s, participants)}!"
        else:
            names = ", ".join(SYMBOL_NAMES[x] for x in symbols)
            text = f"Contest between {_names(s, participants)} ({names})!"
        events.append(
            Event(
                "contest",
                text,
                {"kind": kind, "revealer": revealer, "participants": list(participants), "symbols": list(symbols)},
            )
        )

    def _buzz(self, s: TelmaState, action: Action, events: list[Event]) -> None:
        assert s.contest is not None
        seat = int(action.seat)  # type: ignore[arg-type]
        t = int(action["t_ms"])
        named = action.get("named")
        if named is None:
            named = allowed_targets(s.contest, seat)[0]
        s.contest["calls"].append({"seat": seat, "t_ms": t, "named": int(named), "rejected": False})
        s.clock = max(s.clock, t)
        events.append(
            Event(
                "call",
                f"{_name(s, seat)} calls {_name(s, int(named))}'s nickname.",
                {"seat": seat, "t_ms": t, "named": int(named)},
            )
        )

    def _reject(self, s: TelmaState, caller: int, events: list[Event]) -> None:
        assert s.contest is not None
        call = _pending_call(s.contest, caller)
        assert call is not None
        call["rejected"] = True
        events.append(
            Event("call_rejected", f"{_name(s, caller)}'s call does not count.", {"seat": caller, "t_ms": call["t_ms"]})
        )
        if s.options["wrong_nickname"] == "takes_cards":
            self._lose(s, caller, events, reason="a wrong nickname")

    def _false_call(self, s: TelmaState, seat: int, events: list[Event]) -> None:
        events.append(Event("false_call", f"{_name(s, seat)} called, but nothing matches!", {"seat": seat}))
        self._take(s, seat, list(range(s.n)), events, kind="false_call", reason="a call without a match")

    # ---- contest outcomes ----------------------------------------------------------------

    def _sources(self, s: TelmaState) -> list[int]:
        """Whose face-up piles the contest's loser takes (or the tied players divide)."""
        assert s.contest is not None
        if s.options["cards_taken"] == "involved":
            parts = list(s.contest["participants"])
        else:
            parts = list(range(s.n))
        start = int(s.contest["revealer"])
        return [x for x in _clockwise_from(s, start) if x in parts]

    def _collect(self, s: TelmaState, sources: list[int]) -> tuple[list[str], dict[str, int]]:
        cards: list[str] = []
        taken: dict[str, int] = {}
        for seat in sources:
            if s.faceup[seat]:
                taken[str(seat)] = len(s.faceup[seat])
                cards.extend(s.faceup[seat])
                s.faceup[seat] = []
        return cards, taken

    def _give(self, s: TelmaState, seat: int, cards: list[str]) -> None:
        if cards:
            s.piles[seat].extend(cards)
            if seat in s.emptied:
                s.emptied.remove(seat)

    def _lose(self, s: TelmaState, loser: int, events: list[Event], reason: str) -> None:
        kind = s.contest["kind"] if s.contest else "pair"
        self._take(s, loser, self._sources(s), events, kind=kind, reason=reason)

    def _take(self, s: TelmaState, loser: int, sources: list[int], events: list[Event], kind: str, reason: str) -> None:
        cards, taken = self._collect(s, sources)
        from_centre = len(s.centre)
        cards.extend(s.centre)
        s.centre = []
        self._give(s, loser, cards)
        s.last = {
            "kind": kind,
            "outcome": "lost",
            "takers": [loser],
            "taken_from": taken,
            "from_centre": from_centre,
            "to_centre": 0,
            "received": {str(loser): len(cards)},
        }
        events.append(
            Event(
                "take",
                f"{_name(s, loser)} takes {len(cards)} card{'s' if len(cards) != 1 else ''} ({reason}).",
                {"seat": loser, "count": len(cards), "from": taken, "from_centre": from_centre, "reason": reason},
            )
        )
        self._after_contest(s, loser, events)

    def _tie(self, s: TelmaState, tied: list[int], events: list[Event], reason: str) -> None:
        assert s.contest is not None
        revealer = int(s.contest["revealer"])
        kind = s.contest["kind"]
        order = [x for x in _clockwise_from(s, revealer) if x in tied]
        cards, taken = self._collect(s, self._sources(s))
        share = len(cards) // len(order)
        rest = len(cards) - share * len(order)
        to_centre = cards[len(cards) - rest :] if rest else []
        shares: dict[int, list[str]] = {x: [] for x in order}
        for i, card in enumerate(cards[: share * len(order)]):
            shares[order[i % len(order)]].append(card)
        for seat in order:
            self._give(s, seat, shares[seat])
        s.centre.extend(to_centre)
        s.last = {
            "kind": kind,
            "outcome": "tie",
            "takers": order,
            "taken_from": taken,
            "from_centre": 0,
            "to_centre": len(to_centre),
            "received": {str(x): share for x in order},
        }
        text = f"Tie ({reason}) between {_names(s, order)}: {share} card{'s' if share != 1 else ''} each"
        text += f", {len(to_centre)} to the centre." if to_centre else "."
        events.append(
            Event(
                "tie",
                text,
                {"seats": order, "each": share, "to_centre": len(to_centre), "from": taken, "reason": reason},
            )
        )
        if s.options["after_tie"] == "first_tied":
            restart = order[0]
        else:
            restart = (revealer + 1) % s.n
        self._after_contest(s, restart, events)

    def _after_contest(self, s: TelmaState, restart: int, events: list[Event]) -> None:
        s.contest = None
        s.stalled = False
        s.contests += 1
        out = [x for x in range(s.n) if card_count(s, x) == 0]
        if out:
            if len(out) > 1 and s.options["several_out"] == "first_out":
                out = [min(out, key=self._out_rank(s))]
            self._end_round(s, out, events, how="out of cards")
            return
        if s.contests >= int(s.options["contest_limit"]):
            self._end_by_fewest(s, events, how=f"the limit of {s.options['contest_limit']} contests")
            return
        s.phase = "reveal"
        nxt = _next_with_pile(s, restart)
        if nxt is None:
            self._stalemate(s, restart, events)
            return
        s.turn = nxt
        events.append(Event("restart", f"{_name(s, nxt)} reveals next.", {"turn": nxt}))

    def _out_rank(self, s: TelmaState) -> Any:
        """Sort key: whose face-down pile ran out first; then clockwise from the round's first player."""
        order = {seat: i for i, seat in enumerate(s.emptied)}
        first = first_seat_of_round(s, s.round)
        return lambda seat: (order.get(seat, len(order)), (seat - first) % s.n)

    def _stalemate(self, s: TelmaState, start: int, events: list[Event]) -> None:
        """Every face-down pile is empty and nothing matches; ``start`` would reveal next."""
        if s.stalled or s.options["stalemate"] == "fewest":
            self._end_by_fewest(s, events, how="nobody could reveal")
            return
        for seat in range(s.n):
            s.piles[seat] = list(s.faceup[seat])
            s.faceup[seat] = []
        s.emptied = []
        s.stalled = True
        s.phase = "reveal"
        nxt = _next_with_pile(s, start)
        assert nxt is not None
        s.turn = nxt
        events.append(
            Event(
                "recycle",
                f"Nobody can reveal: everyone turns their face-up cards over. {_name(s, nxt)} reveals next.",
                {"turn": nxt, "piles": [len(p) for p in s.piles]},
            )
        )

    def _end_by_fewest(self, s: TelmaState, events: list[Event], how: str) -> None:
        counts = [card_count(s, x) for x in range(s.n)]
        best = min(counts)
        out = [x for x in range(s.n) if counts[x] == best]
        if len(out) > 1 and s.options["several_out"] == "first_out":
            out = [min(out, key=self._out_rank(s))]
        self._end_round(s, out, events, how=f"{how}; fewest cards")

    def _end_round(self, s: TelmaState, winners: list[int], events: list[Event], how: str) -> None:
        points = ROUND_POINTS[s.round]
        for x in winners:
            s.scores[x] += points
        s.round_winners.append(sorted(winners))
        s.contest = None
        s.turn = None
        events.append(
            Event(
                "round_won",
                f"{_names(s, winners)} win{'s' if len(winners) == 1 else ''} round {s.round} ({how}) "
                f"and score{'s' if len(winners) == 1 else ''} {points} point{'s' if points != 1 else ''}.",
                {"round": s.round, "winners": sorted(winners), "points": points, "how": how, "scores": list(s.scores)},
            )
        )
        best = max(s.scores)
        if s.round == 2 and best >= 2:
            self._finish(s, [x for x in range(s.n) if s.scores[x] == best], events)
            return
        if s.round >= MAX_ROUNDS:
            tied = [x for x in range(s.n) if s.scores[x] == best]
            if len(tied) > 1 and s.options["final_tie"] == "latest_round":
                for won in reversed(s.round_winners):
                    narrowed = [x for x in tied if x in won]
                    if narrowed and len(narrowed) < len(tied):
                        tied = narrowed
                    if len(tied) == 1:
                        break
            self._finish(s, tied, events)
            return
        cards = _gather(s)
        if s.options["next_deal"] == "shuffle":
            s.rng.shuffle(cards)
        s.round += 1
        _start_round_deal(s)
        _deal(s, cards)
        events.append(
            Event(
                "deal",
                f"Round {s.round}: the cards are dealt again. Add {_article(nickname_part_kind(s))} to your nickname!",
                {"round": s.round, "piles": [len(p) for p in s.piles], "part": nickname_part_kind(s)},
            )
        )

    def _finish(self, s: TelmaState, winners: list[int], events: list[Event]) -> None:
        s.phase = "over"
        s.turn = None
        s.contest = None
        s.winners = sorted(winners)
        verb = "wins" if len(winners) == 1 else "share"
        events.append(
            Event(
                "match_over",
                f"{_names(s, s.winners)} {verb} the match!",
                {"winners": s.winners, "scores": list(s.scores)},
            )
        )

    # ---- view ----------------------------------------------------------------------------

    def view(self, state: TelmaState, viewer: Viewer) -> dict[str, JSON]:
        """The same public view for every viewer: Telma hides nothing but the order of face-down piles."""
        s = state
        players = []
        for seat, p in enumerate(s.config.players):
            t = top(s, seat)
            players.append(
                {
                    "seat": seat,
                    "name": p.name,
                    "colour": p.colour,
                    "pile": len(s.piles[seat]),
                    "face_up": len(s.faceup[seat]),
                    "top": CARD_BY_ID[t].to_json() if t else None,
                    "score": s.scores[seat],
                    "nickname": {
                        "noun": s.nicknames[seat][0],
                        "adjective": s.nicknames[seat][1],
                        "extra": s.nicknames[seat][2],
                        "extra_kind": str(s.options["round3_addition"]),
                        "full": full_nickname(s, seat),
                    },
                    "out_of_pile": not s.piles[seat],
                }
            )
        contest: dict[str, JSON] | None = None
        if s.contest is not None:
            c = s.contest
            calls = [dict(x) for x in c["calls"]]
            contest = {
                "kind": c["kind"],
                "revealer": c["revealer"],
                "participants": list(c["participants"]),
                "symbols": list(c["symbols"]),
                "calls": calls,
                "targets": {str(x): allowed_targets(c, x) for x in c["participants"]},
                "first_call_ms": first_call_time(c),
                "settle_from_ms": settle_min_time(s),
                "leading": decide(c, int(s.options["tie_window_ms"])),
            }
        over = s.phase == "over"
        nick_public = s.phase == "nicknames" or over or bool(s.options["show_nicknames"])
        return {
            "game": "telma",
            "phase": s.phase,
            "round": s.round,
            "round_points": ROUND_POINTS[s.round],
            "nickname_part": nickname_part_kind(s),
            "nicknames_public": nick_public,
            "turn": s.turn,
            "players": players,
            "centre": [CARD_BY_ID[x].to_json() for x in s.centre],
            "symbols": [{"id": sid, "name": name} for sid, name in SYMBOL_NAMES.items()],
            "contest": contest,
            "highlight": bool(s.options["contest_highlight"]),
            "tie_window_ms": int(s.options["tie_window_ms"]),
            "false_call_allowed": s.options["false_call"] == "takes_cards",
            "last_contest": _deep(s.last),
            "contests_this_round": s.contests,
            "cards_in_play": len(s.deck),
            "scores": list(s.scores),
            "round_winners": [list(w) for w in s.round_winners],
            "clock_ms": s.clock,
            "over": over,
            "winners": list(s.winners),
        }

    # ---- serialisation -------------------------------------------------------------------

    def state_to_json(self, state: TelmaState) -> dict[str, JSON]:
        s = state
        return {
            "config": s.config.to_json(),
            "rng": s.rng.to_json(),
            "deck": list(s.deck),
            "phase": s.phase,
            "round": s.round,
            "piles": [list(p) for p in s.piles],
            "faceup": [list(p) for p in s.faceup],
            "centre": list(s.centre),
            "turn": s.turn,
            "scores": list(s.scores),
            "nicknames": [list(p) for p in s.nicknames],
            "contest": _copy_contest(s.contest),
            "emptied": list(s.emptied),
            "stalled": s.stalled,
            "contests": s.contests,
            "clock": s.clock,
            "round_winners": [list(w) for w in s.round_winners],
            "last": _deep(s.last),
            "winners": list(s.winners),
        }

    def state_from_json(self, data: Mapping[str, JSON]) -> TelmaState:
        return TelmaState(
            config=GameConfig.from_json(data["config"]),
            rng=Rng.from_json(data["rng"]),
            deck=[str(x) for x in data["deck"]],
            phase=str(data["phase"]),
            round=int(data["round"]),
            piles=[[str(x) for x in p] for p in data["piles"]],
            faceup=[[str(x) for x in p] for p in data["faceup"]],
            centre=[str(x) for x in data["centre"]],
            turn=None if data["turn"] is None else int(data["turn"]),
            scores=[int(x) for x in data["scores"]],
            nicknames=[[None if x is None else str(x) for x in p] for p in data["nicknames"]],
            contest=_copy_contest(data["contest"]),
            emptied=[int(x) for x in data["emptied"]],
            stalled=bool(data["stalled"]),
            contests=int(data["contests"]),
            clock=int(data["clock"]),
            round_winners=[[int(x) for x in w] for w in data["round_winners"]],
            last=_deep(data["last"]),
            winners=[int(x) for x in data["winners"]],
        )

    # ---- checks --------------------------------------------------------------------------

    def check_invariants(self, state: TelmaState) -> list[str]:
        s = state
        problems: list[str] = []
        n = s.n
        if s.phase not in PHASES:
            problems.append(f"unknown phase {s.phase!r}")
        if not 1 <= s.round <= MAX_ROUNDS:
            problems.append(f"round {s.round} is out of range")
        if len(s.faceup) != n or len(s.scores) != n or len(s.nicknames) != n or n != s.config.n_players:
            problems.append("per-seat lists do not match the number of players")
            return problems
        held = [c for p in s.piles for c in p] + [c for p in s.faceup for c in p] + list(s.centre)
        if len(held) != len(s.deck):
            problems.append(f"{len(held)} cards on the table, expected {len(s.deck)}")
        if sorted(held) != sorted(s.deck):
            problems.append("the cards on the table are not exactly the deck in play")
        if any(v < 0 for v in s.scores):
            problems.append("a score is negative")
        awarded = sum(ROUND_POINTS[i + 1] * len(w) for i, w in enumerate(s.round_winners))
        if sum(s.scores) != awarded:
            problems.append("scores do not add up to the points of the rounds won")
        if len(set(s.emptied)) != len(s.emptied) or any(s.piles[x] for x in s.emptied):
            problems.append("the list of emptied piles is wrong")
        if s.phase == "reveal":
            if s.turn is None or not 0 <= s.turn < n:
                problems.append("no active revealer outside a contest")
            elif not s.piles[s.turn]:
                problems.append("the active revealer has no card to reveal")
            if s.contest is not None:
                problems.append("a contest is recorded outside the contest phase")
            tops = [top(s, x) for x in range(n)]
            seen: set[str] = set()
            for t in tops:
                if t is None:
                    continue
                if CARD_BY_ID[t].surto:
                    problems.append("the Surto is visible but no contest is running")
                for sym in symbols_of(t):
                    if sym in seen:
                        problems.append(f"two visible cards share {sym} but no contest is running")
                    seen.add(sym)
        if s.phase == "contest":
            c = s.contest
            if c is None:
                problems.append("contest phase without a contest")
            else:
                if s.turn is not None:
                    problems.append("a revealer is active during a contest")
                parts = c["participants"]
                if len(parts) < 2 or len(set(parts)) != len(parts) or not all(0 <= x < n for x in parts):
                    problems.append("contest participants are wrong")
                rtop = top(s, int(c["revealer"]))
                if rtop is None:
                    problems.append("the contest card is not visible")
                elif c["kind"] == "surto" and not CARD_BY_ID[rtop].surto:
                    problems.append("a Surto contest without the Surto on top")
                for call in c["calls"]:
                    if call["named"] not in allowed_targets(c, call["seat"]):
                        problems.append("a call names a player it may not name")
        if s.phase in ("reveal", "contest"):
            for x in range(n):
                if card_count(s, x) == 0:
                    problems.append(f"{_name(s, x)} has no cards but the round goes on")
        if s.phase == "nicknames" and any(s.faceup[x] for x in range(n)):
            problems.append("face-up cards before the round started")
        if s.phase == "over" and not s.winners:
            problems.append("the match is over without a winner")
        if s.phase != "over" and s.winners:
            problems.append("winners recorded before the end")
        nouns = [(s.nicknames[x][0] or "").lower() for x in range(n) if s.nicknames[x][0]]
        if len(set(nouns)) != len(nouns):
            problems.append("two players share a noun")
        if s.phase in ("reveal", "contest"):
            for x in range(n):
                if any(part is None for part in s.nicknames[x][: s.round]):
                    problems.append("a player plays without a nickname")
                    break
        return problems

    def private_strings(self, state: TelmaState) -> list[str]:
        """Face-down cards are hidden: their ids must never appear in a view or an event."""
        return sorted({c for p in state.piles for c in p})

    # ---- random play ---------------------------------------------------------------------

    def random_action(self, state: TelmaState, rng: Rng) -> Action:
        s = state
        if s.phase == "nicknames":
            missing = [i for i in range(s.n) if s.nicknames[i][s.round - 1] is None]
            if missing and rng.random() < 0.85:
                seat = rng.choice(missing)
                part = nickname_part_kind(s)
                words = {"noun": NOUNS, "adjective": ADJECTIVES, "provenance": PROVENANCES, "gesture": GESTURES}[part]
                used = {(s.nicknames[i][0] or "").lower() for i in range(s.n)} if part == "noun" else set()
                return Action("set_nickname", seat, text=rng.choice([w for w in words if w not in used]))
            return Action("start_round")
        if s.phase == "reveal":
            assert s.turn is not None
            if s.options["false_call"] == "takes_cards" and rng.random() < 0.03:
                return Action("false_call", rng.below(s.n))
            return Action("reveal", s.turn)
        c = s.contest
        assert c is not None
        window = int(s.options["tie_window_ms"])
        free = [x for x in c["participants"] if _pending_call(c, x) is None]
        calls = valid_calls(c)
        if not calls:
            seat = rng.choice(free)
            t = s.clock + 300 + rng.below(1500)
            return Action("buzz", seat, t_ms=t, named=rng.choice(allowed_targets(c, seat)))
        first = min(x["t_ms"] for x in calls)
        r = rng.random()
        if r < 0.30 and free:
            seat = rng.choice(free)
            t = max(0, first + rng.randint(-window, 2 * window))
            return Action("buzz", seat, t_ms=t, named=rng.choice(allowed_targets(c, seat)))
        if r < 0.36:
            return Action("reject_call", caller=rng.choice(calls)["seat"])
        if r < 0.40:
            parts = sorted(c["participants"])
            k = rng.randint(2, len(parts))
            return Action("declare_tie", seats=sorted(rng.shuffled(parts)[:k]))
        t_min = settle_min_time(s)
        assert t_min is not None
        return Action("settle", t_ms=t_min + rng.below(80))


def _article(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


RULES = TelmaRules()
