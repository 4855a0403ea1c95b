"""Telma's rules: the :class:`TelmaRules` class (legality, one handler per action kind, queries, invariants,
random play) over the turn flow in :mod:`gamesuite.rules.telma.flow` and the view in :mod:`.view`.

Legality has one source: :meth:`TelmaRules.why_not` decides and explains. :meth:`TelmaRules.legal_actions` is
its enumeration; actions with values the UI measures or the players type are listed once as templates with
:class:`~gamesuite.rules.core.Free` domains (``buzz``/``settle`` times, the nickname text). Contests are decided
from the timestamps in ``buzz``/``settle`` actions; the rules never read a clock. Action JSON:
docs/actions/telma.md; the view: docs/games/telma.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any

from gamesuite.rules.core import (
    JSON,
    QT_TRANSLATE_NOOP,
    Action,
    Event,
    Free,
    GameConfig,
    GameRules,
    IllegalAction,
    Result,
    Rng,
    Sentence,
    Viewer,
    config_error,
    handles,
    player,
    term,
)
from gamesuite.rules.telma import flow as F
from gamesuite.rules.telma import view as V
from gamesuite.rules.telma.deck import CARD_BY_ID, deck_ids
from gamesuite.rules.telma.spec import MAX_MS, MAX_NICKNAME_PART, MAX_ROUNDS, ROUND_POINTS, SPEC
from gamesuite.rules.telma.state import PHASES, TelmaState

# The free values, shared by the templates in legal_actions and by why_not.
T_MS = Free("timestamp", 0, MAX_MS)  # a time measured by the UI, whole milliseconds
NICKNAME = Free("text", max_length=MAX_NICKNAME_PART)  # one nickname part (the length after spaces are normalised)

ARGS: dict[str, frozenset[str]] = {  # every kind and the arguments it may carry
    "set_nickname": frozenset({"text"}),
    "start_round": frozenset(),
    "reveal": frozenset(),
    "false_call": frozenset(),
    "buzz": frozenset({"t_ms", "named"}),
    "settle": frozenset({"t_ms"}),
    "reject_call": frozenset({"caller"}),
    "declare_tie": frozenset({"seats"}),
}
SEATED = frozenset({"set_nickname", "reveal", "false_call", "buzz"})  # the others are made by the table
REVEAL = tuple(Action("reveal", seat) for seat in range(SPEC.max_players))  # the most frequent action, built once


_new = object.__new__


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class TelmaRules(GameRules[TelmaState]):
    spec = SPEC

    # ---- setup ---------------------------------------------------------------------------

    def new_game(self, config: GameConfig, seed: int) -> TelmaState:
        variant = SPEC.variant(config.variant)
        n = config.n_players
        if not variant.min_players <= n <= variant.max_players:
            raise config_error("telma", QT_TRANSLATE_NOOP("telma", "Telma takes {low}-{high} players, not {count}"),
                                  low=variant.min_players, high=variant.max_players, count=n)
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
        F.start_round_deal(s)
        F.deal(s, rng.shuffled(deck))
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
        if len(winners) == 1:
            text = F.say(QT_TRANSLATE_NOOP("telma", "{names} wins!"), names=F.who(list(winners)))
        else:
            text = F.say(QT_TRANSLATE_NOOP("telma", "{names} share the win!"), names=F.who(list(winners)))
        return Result(self.scores(state), winners, text)  # a Msg: put into words when shown

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

    def view(self, state: TelmaState, viewer: Viewer) -> V.TelmaView:
        """The same public view for every viewer: Telma hides nothing but the order of face-down piles."""
        return V.view(state)

    def state_from_json(self, data: Mapping[str, JSON]) -> TelmaState:
        return TelmaState.from_json(data)

    # ---- legality (one predicate, and its enumeration) ------------------------------------

    def legal_actions(self, state: TelmaState) -> list[Action]:
        """Every action allowed now; free values as templates.

        ``set_nickname`` with ``text`` = :data:`NICKNAME` (any text; a round-1 noun must also differ from the
        other players' nouns), ``buzz`` with ``t_ms`` = :data:`T_MS` (in a two-player contest also without
        ``named``), ``settle`` with ``t_ms`` from the view's ``settle_from_ms``, and ``declare_tie`` for every set
        of two or more participants (seats in ascending order; any order of the same seats is accepted).
        """
        if state._legal is None:
            state._legal = self._enumerate(state)
        return list(state._legal)

    @staticmethod
    def _enumerate(s: TelmaState) -> list[Action]:
        if s.phase == "over":
            return []
        if s.phase == "nicknames":
            return [Action("set_nickname", i, text=NICKNAME) for i in range(s.n)] + [Action("start_round")]
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
            if F.pending_call(contest, seat) is None:
                if contest["kind"] == "pair":
                    acts.append(Action("buzz", seat, t_ms=T_MS))  # named may be left out: the opponent
                acts += [Action("buzz", seat, t_ms=T_MS, named=target) for target in F.allowed_targets(contest, seat)]
        t_min = F.settle_min_time(s)
        if t_min is not None:
            acts.append(Action("settle", t_ms=Free("timestamp", t_min, MAX_MS)))
        acts += [Action("reject_call", caller=c["seat"]) for c in F.valid_calls(contest)]
        parts = sorted(contest["participants"])
        acts += [Action("declare_tie", seats=list(t)) for k in range(2, len(parts) + 1) for t in combinations(parts, k)]
        return acts

    def why_not(self, state: TelmaState, action: Action) -> Sentence | None:
        """None if ``action`` is allowed now, else the sentence the table shows."""
        s = state
        kind = action.kind
        if kind == "reveal" and s.phase == "reveal" and not action.args and type(action.seat) is int \
                and action.seat == s.turn:
            return None  # the most frequent action, allowed: the checks below would all pass
        if s.phase == "contest" and self._contest_move_allowed(s, action):
            return None  # a call with its target or a settle, allowed: the checks below would all pass
        allowed = ARGS.get(kind)
        if allowed is None:
            return F.say(QT_TRANSLATE_NOOP("telma", "Telma has no action {kind}."), kind=repr(kind))
        if s.phase == "over":
            return F.say(QT_TRANSLATE_NOOP("telma", "The match is over."))
        if action.args:
            extra = {k for k, _ in action.args} - allowed
            if extra:
                return F.say(QT_TRANSLATE_NOOP("telma", "Unexpected detail for {kind}: {details}."), kind=kind, details=", ".join(sorted(extra)))  # noqa: E501
        seat = action.seat
        if kind in SEATED:
            if not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(s.piles)):
                return F.say(QT_TRANSLATE_NOOP("telma", "That action needs the seat of a player at the table."))
        elif seat is not None:
            return F.say(QT_TRANSLATE_NOOP("telma", "{kind} is made by the table, not by one player."), kind=kind)
        if kind in ("set_nickname", "start_round"):
            if s.phase != "nicknames":
                return F.say(QT_TRANSLATE_NOOP("telma", "Nicknames are chosen only before a round starts."))
            return self._nickname_why_not(s, seat, action.get("text")) if kind == "set_nickname" else None
        if s.phase == "nicknames":
            return F.say(QT_TRANSLATE_NOOP("telma", "The round has not started yet: choose nicknames first."))
        if kind == "reveal":
            if s.phase != "reveal":
                return F.say(QT_TRANSLATE_NOOP("telma", "Finish the contest first."))
            return None if seat == s.turn else F.say(
                QT_TRANSLATE_NOOP("telma", "It is {name}'s turn to reveal."), name=player(int(s.turn or 0)))
        if kind == "false_call":
            if s.phase != "reveal":
                return F.say(QT_TRANSLATE_NOOP("telma", "A contest is on: that call belongs to the contest."))
            return None if s.options["false_call"] == "takes_cards" else F.say(
                QT_TRANSLATE_NOOP("telma", "No symbols match: the call is ignored."))
        if s.phase != "contest":
            return F.say(QT_TRANSLATE_NOOP("telma", "There is no contest now."))
        contest = s.contest
        assert contest is not None
        if kind == "buzz":
            assert seat is not None
            if seat not in contest["participants"]:
                return F.say(QT_TRANSLATE_NOOP("telma", "{name} is not in this contest."), name=player(seat))
            if not T_MS.accepts(action.get("t_ms")):
                return F.say(QT_TRANSLATE_NOOP("telma", "A call needs its time in whole milliseconds (t_ms)."))
            if F.pending_call(contest, seat) is not None:
                return F.say(QT_TRANSLATE_NOOP("telma", "{name} has already called."), name=player(seat))
            named = action.get("named")
            if named is None:
                if contest["kind"] != "pair":
                    return F.say(
                        QT_TRANSLATE_NOOP("telma", "In this contest a call must say whose nickname was said (named)."))
                return None
            if not _is_int(named) or named not in F.allowed_targets(contest, seat):
                return F.say(
                    QT_TRANSLATE_NOOP("telma", "{name} cannot call that player in this contest."), name=player(seat))
            return None
        if kind == "settle":
            t_min = F.settle_min_time(s)
            if t_min is None:
                return F.say(QT_TRANSLATE_NOOP("telma", "Nobody has called yet."))
            t = action.get("t_ms")
            if not T_MS.accepts(t):
                return F.say(QT_TRANSLATE_NOOP("telma", "settle needs the time in whole milliseconds (t_ms)."))
            return None if t >= t_min else F.say(
                QT_TRANSLATE_NOOP("telma", "Wait until the tie window has passed after the first call."))
        if kind == "reject_call":
            caller = action.get("caller")
            if not _is_int(caller) or F.pending_call(contest, caller) is None:
                return F.say(QT_TRANSLATE_NOOP("telma", "That player has no call to reject."))
            return None
        # declare_tie
        seats = action.get("seats")
        if not isinstance(seats, tuple) or not all(_is_int(x) for x in seats):
            return F.say(QT_TRANSLATE_NOOP("telma", "A tie needs the list of tied seats."))
        if len(set(seats)) != len(seats) or len(seats) < 2:
            return F.say(QT_TRANSLATE_NOOP("telma", "A tie needs two or more different players."))
        if not set(seats) <= set(contest["participants"]):
            return F.say(QT_TRANSLATE_NOOP("telma", "Only players in the contest can tie."))
        return None

    @staticmethod
    def _contest_move_allowed(s: TelmaState, action: Action) -> bool:
        """True for a ``buzz`` naming its target or a ``settle`` that :meth:`why_not`'s checks would all let
        through (in the contest phase), in fewer steps; False means "ask the checks" (they say why not). A
        contest's most frequent moves: each plain type test here is one of those checks or stricter."""
        kind = action.kind
        args = action.args
        if kind == "settle":
            if action.seat is not None or len(args) != 1 or args[0][0] != "t_ms":
                return False
            t = args[0][1]
            if type(t) is not int or not 0 <= t <= MAX_MS:
                return False
            t_min = F.settle_min_time(s)
            return t_min is not None and t >= t_min
        if kind != "buzz" or len(args) != 2 or args[0][0] != "named" or args[1][0] != "t_ms":
            return False
        seat = action.seat
        named, t = args[0][1], args[1][1]
        if type(seat) is not int or type(named) is not int or type(t) is not int or not 0 <= t <= MAX_MS:
            return False
        contest = s.contest
        assert contest is not None
        return 0 <= seat < len(s.piles) and seat in contest["participants"] \
            and F.pending_call(contest, seat) is None and named in F.allowed_targets(contest, seat)

    @staticmethod
    def _nickname_why_not(s: TelmaState, seat: int | None, text: Any) -> Sentence | None:
        if not isinstance(text, str) or not text.strip():
            return F.say(QT_TRANSLATE_NOOP("telma", "Type a nickname word."))
        clean = " ".join(text.split())
        if not NICKNAME.accepts(clean):
            return F.say(
                QT_TRANSLATE_NOOP("telma", "Keep it shorter (at most {limit} characters)."), limit=MAX_NICKNAME_PART)
        if s.round == 1:
            for i in range(s.n):
                other = s.nicknames[i][0]
                if i != seat and other is not None and other.lower() == clean.lower():
                    return F.say(QT_TRANSLATE_NOOP("telma", "{name} already chose that noun."), name=player(i))
        return None

    # ---- actions (one handler per kind) ----------------------------------------------------

    def apply(self, state: TelmaState, action: Action) -> tuple[TelmaState, list[Event]]:
        """Check -> successor -> handler, the inherited steps with a copy-on-write successor.

        The successor has its own ``piles`` and ``faceup`` lists; each seat's pile, the generator and every other
        container are shared with ``state``, because the handlers (:mod:`.flow`) replace them and never change
        them in place (the two that draw take a copy of the generator first: :func:`.flow.own_rng`;
        ``test_telma_engine.py`` checks that no action changes an earlier state).
        A reveal by the player whose turn it is, most of a game's actions, skips :meth:`why_not`'s other checks.
        """
        kind = action.kind
        seat = action.seat
        fast = kind == "reveal" and state.phase == "reveal" and type(seat) is int and seat == state.turn \
            and not action.args
        if not fast:
            reason = self.why_not(state, action)
            if reason is not None:
                raise IllegalAction(reason)
        new = _new(TelmaState)
        d = state.__dict__.copy()
        d["piles"] = state.piles.copy()
        d["faceup"] = state.faceup.copy()
        d["_legal"] = None
        new.__dict__ = d
        events: list[Event] = []
        if fast:
            F.reveal(new, seat, events)  # type: ignore[arg-type]  # (an int: checked above)
        else:
            getattr(self, self._handlers[kind])(new, action, events)  # why_not knows only kinds with a handler
        return new, events

    @handles("set_nickname")
    def _set_nickname(self, s: TelmaState, action: Action, events: list[Event]) -> None:
        seat = _seat(action)
        text = " ".join(str(action["text"]).split())
        F.set_part(s, seat, text)
        part = F.nickname_part_kind(s)
        events.append(
            Event("nickname", F.say(QT_TRANSLATE_NOOP("telma", "{name} chose their {part}."), name=player(seat),
                                      part=term("telma", F.PART_NAMES[part])), {"seat": seat, "part": part, "text": text})  # noqa: E501
        )

    @handles("start_round")
    def _start_round(self, s: TelmaState, action: Action, events: list[Event]) -> None:
        F.start_round(s, events)

    @handles("reveal")
    def _reveal(self, s: TelmaState, action: Action, events: list[Event]) -> None:
        F.reveal(s, _seat(action), events)

    @handles("false_call")
    def _false_call(self, s: TelmaState, action: Action, events: list[Event]) -> None:
        F.false_call(s, _seat(action), events)

    @handles("buzz")
    def _buzz(self, s: TelmaState, action: Action, events: list[Event]) -> None:
        named = action.get("named")
        F.buzz(s, _seat(action), int(action["t_ms"]), None if named is None else int(named), events)

    @handles("settle")
    def _settle(self, s: TelmaState, action: Action, events: list[Event]) -> None:
        s.clock = max(s.clock, int(action["t_ms"]))
        assert s.contest is not None
        said = F.decide(s.contest, int(s.config.options["tie_window_ms"]))
        if len(said) == 1:
            F.lose(s, said[0], events, reason=F.SAID_FIRST)
        else:
            F.tie(s, said, events, reason=F.SAID_TOGETHER)

    @handles("reject_call")
    def _reject_call(self, s: TelmaState, action: Action, events: list[Event]) -> None:
        F.reject(s, int(action["caller"]), events)

    @handles("declare_tie")
    def _declare_tie(self, s: TelmaState, action: Action, events: list[Event]) -> None:
        F.tie(s, sorted(int(x) for x in action["seats"]), events, reason=QT_TRANSLATE_NOOP("telma", "declared by the table"))  # noqa: E501

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
            seen: set[str] = set()
            for t in (F.top(s, x) for x in range(n)):
                if t is None:
                    continue
                if CARD_BY_ID[t].surto:
                    problems.append("the Surto is visible but no contest is running")
                for sym in F.symbols_of(t):
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
                rtop = F.top(s, int(c["revealer"]))
                if rtop is None:
                    problems.append("the contest card is not visible")
                elif c["kind"] == "surto" and not CARD_BY_ID[rtop].surto:
                    problems.append("a Surto contest without the Surto on top")
                for call in c["calls"]:
                    if call["named"] not in F.allowed_targets(c, call["seat"]):
                        problems.append("a call names a player it may not name")
        if s.phase in ("reveal", "contest"):
            for x in range(n):
                if F.card_count(s, x) == 0:
                    problems.append(f"{F.name(s, x)} has no cards but the round goes on")
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
        """A random move with the templates filled: buzz times around the clock, ties, rejections."""
        s = state
        if s.phase == "reveal":  # the most frequent phase first
            assert s.turn is not None
            if s.config.options["false_call"] == "takes_cards" and rng.random() < 0.03:
                return Action("false_call", rng.below(s.n))
            return REVEAL[s.turn] if s.turn < len(REVEAL) else Action("reveal", s.turn)
        if s.phase == "nicknames":
            missing = [i for i in range(s.n) if s.nicknames[i][s.round - 1] is None]
            if missing and rng.random() < 0.85:
                seat = rng.choice(missing)
                part = F.nickname_part_kind(s)
                used = {(s.nicknames[i][0] or "").lower() for i in range(s.n)} if part == "noun" else set()
                return Action("set_nickname", seat, text=rng.choice([w for w in F.words_for(s, part)
                                                                 if w.lower() not in used]))
            return Action("start_round")
        c = s.contest
        assert c is not None
        parts = c["participants"]
        calls: list[dict[str, Any]] = []  # F.valid_calls, their seats, the first and the latest time, in one pass
        called: list[int] = []
        first = latest = 0
        for x in c["calls"]:
            if not x["rejected"]:
                t = x["t_ms"]
                if not calls:
                    first = latest = t
                elif t < first:
                    first = t
                elif t > latest:
                    latest = t
                calls.append(x)
                called.append(x["seat"])
        if not calls:  # nobody has called: every participant is free
            seat = rng.choice(parts)
            t = s.clock + 300 + rng.below(1500)
            return Action("buzz", seat, t_ms=t, named=rng.choice(F.allowed_targets(c, seat)))
        window = int(s.config.options["tie_window_ms"])
        r = rng.random()
        free = [x for x in parts if x not in called] if r < 0.30 else None  # no standing call (F.pending_call)
        if free:
            seat = rng.choice(free)
            t = max(0, first + rng.randint(-window, 2 * window))
            return Action("buzz", seat, t_ms=t, named=rng.choice(F.allowed_targets(c, seat)))
        if r < 0.36:
            return Action("reject_call", caller=rng.choice(calls)["seat"])
        if r < 0.40:
            parts = sorted(parts)
            k = rng.randint(2, len(parts))
            return Action("declare_tie", seats=sorted(rng.shuffled(parts)[:k]))
        # F.settle_min_time, from the calls above
        return Action("settle", t_ms=max(first + window, latest) + rng.below(80))

def _seat(action: Action) -> int:
    assert action.seat is not None  # why_not checked: a player's action names their seat
    return action.seat


RULES = TelmaRules()
