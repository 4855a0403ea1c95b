"""Il Gioco dei Telefilm: the rules as a pure, seeded state machine.

Action kinds (see docs/actions/telefilm.md): ``bet``, ``place``, ``select``, ``take``, ``ask``,
``play``, ``pick``, ``pick_two``, ``roll``, ``choose``, ``declare``, ``decline``, ``answer``, ``judge``,
``fifty_pick``, ``rule_genre`` and the table's ``reveal``.
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
    GameConfig,
    GameRules,
    Msg,
    Result,
    Rng,
    Viewer,
    config_error,
    handles,
    player,
    term,
)
from gamesuite.rules.memo import ContentMemo
from gamesuite.rules.telefilm.spec import (
    CARD_TITLES,
    CARDS_ONLY,
    CARDS_ONLY_DRAW,
    GENRE_BONUS,
    GENRES,
    LETTERS,
    MAX_TOKENS_PER_SPACE,
    MIX,
    OPTIONS,
    PERIOD_CHOICES,
    POWER_PENALTY,
    SETUP,
    SPACE_NAMES,
    SPEC,
    SPECIAL_KINDS,
    SPECIALS,
    SPECIALS_PER_PLAYER,
    STANDARD,
    STANDARD_DRAW,
    STRAIGHT_BONUS,
    TIMER_SECONDS,
    TWO_PLAYER,
    TWO_PLAYER_BETS,
    TWO_PLAYER_DRAW,
    card_space,
    special_ids,
    special_kind,
)
from gamesuite.rules.telefilm.state import TelefilmState
from gamesuite.rules.telefilm.view import (
    TelefilmDirectorView,
    TelefilmSeatView,
    TelefilmView,
    build_view,
    public_view,
)

DEFAULTS: dict[str, Any] = {o.id: o.default for o in OPTIONS}
BEFORE_KINDS = frozenset(("comedy", "drama", "crime", "scifi", "double", "power"))
DIRECTOR_KINDS = frozenset(("bet", "ask", "judge", "rule_genre", "fifty_pick"))
STAR_KINDS = frozenset(
    ("place", "select", "take", "play", "pick", "pick_two", "roll", "choose", "declare", "decline", "answer")
)


def say(text: str, /, **params: Any) -> Msg:
    """A sentence of this game (``text`` marked with QT_TRANSLATE_NOOP where it is written)."""
    return Msg("telefilm", text, **params)


def space_term(space: str) -> dict[str, list[str]]:
    """A space named in a sentence ("Crime · Vintage"), translated where it is shown."""
    return term("telefilm", SPACE_NAMES.get(space, space))


def card_term(kind: str) -> dict[str, list[str]]:
    """A special card named in a sentence ("DOUBLE"), translated where it is shown."""
    return term("telefilm", CARD_TITLES.get(kind, kind.upper()))
MAX_TARGET_ROUNDS = 100


_ACTIONS: dict[tuple[Any, ...], Action] = {}


_LISTS: dict[tuple[Any, ...], tuple[Action, ...]] = {}
NUMBERS = (1, 2, 3, 4)  # the question numbers of a card
PAIRS = tuple(combinations(NUMBERS, 2))  # TWO: two different question numbers


def _act(kind: str, seat: int | None, key: str = "", value: Any = None, key2: str = "", value2: Any = None) -> Action:
    """``Action(kind, seat, key=value, key2=value2)``, made once: actions are immutable values and the
    enumeration builds the same few hundred again and again (a memo, never changes a result)."""
    k = (kind, seat, key, type(value), value, key2, value2)
    found = _ACTIONS.get(k)
    if found is None:
        if len(_ACTIONS) >= 20_000:  # the memos stay bounded
            _ACTIONS.clear()
        args = {key: value} if key else {}
        if key2:
            args[key2] = value2
        found = _ACTIONS[k] = Action(kind, seat, **args)
    return found


def _acts(kind: str, seat: int | None, key: str, values: tuple[Any, ...]) -> tuple[Action, ...]:
    """``Action(kind, seat, key=v)`` for each of ``values``, in order (made once, like :func:`_act`)."""
    k = (kind, seat, key, values)
    found = _LISTS.get(k)
    if found is None:
        if len(_LISTS) >= 20_000:
            _LISTS.clear()
        found = _LISTS[k] = tuple(_act(kind, seat, key, v) for v in values)
    return found


def _bets(director: int, spaces: tuple[str, ...], values: tuple[int, ...]) -> tuple[Action, ...]:
    """Every bet: each space x each token value (made once, like :func:`_act`)."""
    k = ("bet", director, spaces, values)
    found = _LISTS.get(k)
    if found is None:
        if len(_LISTS) >= 20_000:
            _LISTS.clear()
        found = _LISTS[k] = tuple(_act("bet", director, "space", sp, "value", v) for sp in spaces for v in values)
    return found


_SPACES: ContentMemo[list[str]] = ContentMemo()


def _deck_spaces(content: Mapping[str, Any]) -> list[str]:
    """The board space of every card of a deck, worked out once per deck object (a memo)."""
    return _SPACES.get(content, None, lambda: [card_space(c) for c in (content or {}).get("cards") or []])


def _strings(value: Any) -> list[str]:
    """Every string inside a JSON value."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [x for v in value.values() for x in _strings(v)]
    if isinstance(value, list | tuple):
        return [x for v in value for x in _strings(v)]
    return []


class TelefilmRules(GameRules[TelefilmState]):
    """Il Gioco dei Telefilm: board game for 3-7, two-player board game, and cards only."""

    spec = SPEC

    # ================================================================== small helpers
    @staticmethod
    def opt(s: TelefilmState, key: str) -> Any:
        """A rule option's value (the default when the config does not name it)."""
        return s.config.options.get(key, DEFAULTS[key])

    @staticmethod
    def cards(s: TelefilmState) -> list[Mapping[str, Any]]:
        return s.config.content["cards"]

    def card(self, s: TelefilmState, idx: int) -> Mapping[str, Any]:
        return self.cards(s)[idx]

    def difficulty(self, s: TelefilmState, idx: int) -> int:
        """The difficulty number of a card, as the ``difficulty`` option defines it."""
        if self.opt(s, "difficulty") == "flat":
            return 2
        return int(self.card(s, idx)["difficulty"])

    def space_of(self, s: TelefilmState, idx: int) -> str:
        spaces = s._spaces
        if spaces is None:
            spaces = s._spaces = _deck_spaces(s.config.content)
        return spaces[idx]

    def pile_of(self, s: TelefilmState, idx: int) -> str:
        if s.variant != STANDARD:
            return "deck"
        return "mix" if self.card(s, idx)["deck"] == "mix" else "period"

    @staticmethod
    def name(s: TelefilmState, seat: int) -> str:
        return s.config.players[seat].name

    def question(self, s: TelefilmState, idx: int, number: int) -> Mapping[str, Any]:
        return self.card(s, idx)["questions"][number - 1]

    def stars(self, s: TelefilmState) -> list[int]:
        """The Stars in order from the Director's left."""
        return [(s.director + i) % s.n for i in range(1, s.n)]

    def rounds(self, s: TelefilmState) -> int:
        if s.variant == STANDARD:
            return int(self.opt(s, "director_rounds")) or SETUP[s.n].rounds
        if s.variant == TWO_PLAYER:
            return int(self.opt(s, "two_player_rounds"))
        return int(self.opt(s, "cards_only_rounds"))

    def turns_total(self, s: TelefilmState) -> int | None:
        if s.variant == TWO_PLAYER and self.opt(s, "two_player_end") == "target":
            return None
        return s.n * self.rounds(s)

    def answerer(self, s: TelefilmState) -> int | None:
        q = s.q
        if q is None or q.get("empty"):
            return None
        return int(q["answerers"][q["pos"]])

    def award(self, s: TelefilmState, entry: dict[str, Any]) -> None:
        s.scores[entry["seat"]] += entry["points"]
        s.awards.append(entry)

    # ================================================================== new game
    def new_game(self, config: GameConfig, seed: int) -> TelefilmState:
        """A shuffled game ready for the first Director; ValueError for an unusable config or deck."""
        variant = SPEC.variant(config.variant)
        n = config.n_players
        if not variant.min_players <= n <= variant.max_players:
            raise config_error("telefilm", QT_TRANSLATE_NOOP(
                "telefilm", "{game} takes {low}-{high} players, not {count}"),
                                  game=term("telefilm", variant.title), low=variant.min_players,
                                  high=variant.max_players, count=n)
        options = SPEC.resolve_options(variant.id, config.options)
        config = GameConfig(config.game, config.players, variant.id, options, config.content)
        cards = list((config.content or {}).get("cards") or [])
        for i, c in enumerate(cards):
            if c.get("deck") not in ("mix", "period") or len(c.get("questions", [])) != 4:
                raise config_error("telefilm", QT_TRANSLATE_NOOP(
                    "telefilm", "card #{number} is not a Telefilm question card"),
                                      number=i + 1)
        rng = Rng(seed)
        periods = PERIOD_CHOICES[options["periods"]]
        include_mix = variant.id == STANDARD or bool(options.get("include_mix", True))
        in_play: list[int] = []
        out: list[int] = []
        for i, c in enumerate(cards):
            use = include_mix if c["deck"] == "mix" else c.get("period") in periods
            (in_play if use else out).append(i)
        card_spaces = _deck_spaces(config.content)
        spaces = {card_spaces[i] for i in in_play}
        if variant.id == STANDARD:
            if MIX not in spaces:
                raise config_error("telefilm", QT_TRANSLATE_NOOP("telefilm", "the deck needs at least one Mix card"))
            if len(spaces - {MIX}) < SETUP[n].keep:
                raise config_error("telefilm", QT_TRANSLATE_NOOP(
                    "telefilm", "the deck needs Period cards of at least {count} genre/period crossings"),
                    count=SETUP[n].keep)
        elif variant.id == TWO_PLAYER and len(spaces) < 2:
            raise config_error("telefilm", QT_TRANSLATE_NOOP(
                "telefilm", "the deck needs cards of at least two different spaces"))
        elif not in_play:
            raise config_error("telefilm", QT_TRANSLATE_NOOP("telefilm", "the deck is empty"))
        s = TelefilmState(config, rng, _spaces=card_spaces)
        s.out_of_play = out
        if variant.id == STANDARD:
            mix = [i for i in in_play if cards[i]["deck"] == "mix"]
            period = [i for i in in_play if cards[i]["deck"] != "mix"]
            s.decks = {"mix": rng.shuffled(mix), "period": rng.shuffled(period)}
            s.discards = {"mix": [], "period": []}
        else:
            s.decks = {"deck": rng.shuffled(in_play)}
            s.discards = {"deck": []}
        specials = rng.shuffled(special_ids())
        per = SPECIALS_PER_PLAYER[variant.id]
        s.specials = [specials[i * per : (i + 1) * per] for i in range(n)]
        s.special_box = specials[n * per :]
        s.scores = [0] * n
        s.turn_start_scores = [0] * n
        s.director_counts = [0] * n
        s.won = [[] for _ in range(n)]
        s.played = [0] * n
        s.tokens_left = [0] * n
        s.first_director = rng.below(n) if options["first_director"] == "random" else 0
        self._start_turn(s, [])
        return s

    # ================================================================== decks
    def _draw(self, s: TelefilmState, pile: str, ev: list[Event]) -> int | None:
        """The top card of ``pile``, reshuffling its discards when it is empty (option)."""
        if not s.decks[pile] and s.discards[pile] and self.opt(s, "reshuffle"):
            s.decks[pile] = s.rng.shuffled(s.discards[pile])
            s.discards[pile] = []
            text = {"mix": QT_TRANSLATE_NOOP("telefilm", "The Mix deck ran out: its discard pile is shuffled into a "
                                             "new deck."),
                    "period": QT_TRANSLATE_NOOP("telefilm", "The Period deck ran out: its discard pile is shuffled "
                                                "into a new deck.")}.get(
                pile, QT_TRANSLATE_NOOP("telefilm", "The deck ran out: its discard pile is shuffled into a new deck."))
            ev.append(
                Event(
                    "reshuffled",
                    say(text),
                    {"pile": pile, "cards": len(s.decks[pile])},
                )
            )
        if not s.decks[pile]:
            return None
        return s.decks[pile].pop()

    def _discard(self, s: TelefilmState, idx: int) -> None:
        s.discards[self.pile_of(s, idx)].append(idx)

    def _new_space_available(self, s: TelefilmState, pile: str, seen: set[str]) -> bool:
        spaces = s._spaces if s._spaces is not None else _deck_spaces(s.config.content)
        if any(spaces[c] not in seen for c in s.decks[pile]):
            return True
        return bool(self.opt(s, "reshuffle")) and any(spaces[c] not in seen for c in s.discards[pile])

    def _draw_distinct(self, s: TelefilmState, pile: str, count: int, ev: list[Event]) -> None:
        """Draw ``count`` cards into the Director's hand, replacing any card whose space he holds.

        The table is told only the deck of the replaced cards (what a card back shows) and how many:
        their genre/period stays private (``redraws`` entries are ``{"deck": "mix" | "period"}``)."""
        seen = {self.space_of(s, c) for c in s.hand}
        got = 0
        replaced: dict[str, int] = {}
        while got < count and self._new_space_available(s, pile, seen):
            c = self._draw(s, pile, ev)
            if c is None:
                break
            sp = self.space_of(s, c)
            if sp in seen:
                self._discard(s, c)
                deck = str(self.card(s, c)["deck"])
                s.redraws.append({"deck": deck})
                replaced[deck] = replaced.get(deck, 0) + 1
                continue
            s.hand.append(c)
            seen.add(sp)
            got += 1
        for deck, k in sorted(replaced.items()):
            if deck == MIX and k == 1:
                text = QT_TRANSLATE_NOOP("telefilm", "The Director drew 1 Mix card for a space already drawn: it is "
                                         "discarded and replaced.")
            elif deck == MIX:
                text = QT_TRANSLATE_NOOP("telefilm", "The Director drew %n Mix cards for a space already drawn: they "
                                         "are discarded and replaced.")
            elif k == 1:
                text = QT_TRANSLATE_NOOP("telefilm", "The Director drew 1 Period card for a space already drawn: it "
                                         "is discarded and replaced.")
            else:
                text = QT_TRANSLATE_NOOP("telefilm", "The Director drew %n Period cards for a space already drawn: "
                                         "they are discarded and replaced.")
            ev.append(
                Event(
                    "redrawn",
                    say(text, n=k),
                    {"deck": deck, "count": k, "redraws": len(s.redraws)},
                )
            )

    # ================================================================== turns
    def _start_turn(self, s: TelefilmState, ev: list[Event]) -> None:
        n = s.n
        s.director = (s.first_director + s.turn) % n
        s.turn_start_scores = list(s.scores)
        s.awards = []
        s.played = [0] * n
        s.board, s.bets, s.stacks, s.results = {}, {}, {}, {}
        s.bet_order, s.queue, s.hand, s.place_queue, s.redraws = [], [], [], [], []
        s.bet_tokens = []
        s.tokens_left = [0] * n
        s.q = None
        s.star = None if s.variant == STANDARD else (s.director + 1) % n
        total = self.turns_total(s)
        if total:
            text = say(QT_TRANSLATE_NOOP("telefilm", "Turn {turn} of {total}: {director} is the Director."),
                       turn=s.turn + 1, total=total, director=player(s.director))
        else:
            text = say(QT_TRANSLATE_NOOP("telefilm", "Turn {turn}: {director} is the Director."), turn=s.turn + 1,
                       director=player(s.director))
        ev.append(
            Event(
                "turn_started",
                text,
                {"turn": s.turn + 1, "director": s.director},
            )
        )
        if s.variant == STANDARD:
            mix = self._draw(s, "mix", ev)
            if mix is None:
                self._end_game(s, ev, "deck")
                return
            s.hand.append(mix)
            self._draw_distinct(s, "period", STANDARD_DRAW, ev)
            if len(s.hand) - 1 < SETUP[n].keep:
                self._end_game(s, ev, "deck")
                return
            s.bet_tokens = list(SETUP[n].bets)
            s.phase = "bets"
        elif s.variant == TWO_PLAYER:
            self._draw_distinct(s, "deck", TWO_PLAYER_DRAW, ev)
            if len(s.hand) < 2:
                self._end_game(s, ev, "deck")
                return
            s.bet_tokens = list(TWO_PLAYER_BETS)
            s.phase = "bets"
        else:
            if self.opt(s, "cards_only_stars") == "all":
                s.star_queue = self.stars(s)
            else:
                s.star_queue = [(s.director + 1) % n]
            self._next_offer(s, ev)

    def _over_after_turn(self, s: TelefilmState) -> bool:
        if s.variant == TWO_PLAYER and self.opt(s, "two_player_end") == "target":
            if s.turn % 2:
                return False
            target = int(self.opt(s, "two_player_target"))
            return max(s.scores) >= target or s.turn >= 2 * MAX_TARGET_ROUNDS
        total = self.turns_total(s)
        return total is not None and s.turn >= total

    def _end_turn(self, s: TelefilmState, ev: list[Event]) -> None:
        for c in list(s.board.values()) + list(s.hand):
            self._discard(s, c)
        s.board, s.hand, s.bets, s.stacks, s.bet_tokens = {}, [], {}, {}, []
        s.director_counts[s.director] += 1
        s.turn += 1
        if self._over_after_turn(s):
            self._end_game(s, ev, "turns")
        else:
            self._start_turn(s, ev)

    def _end_game(self, s: TelefilmState, ev: list[Event], reason: str) -> None:
        for c in list(s.board.values()) + list(s.hand):
            self._discard(s, c)
        s.board, s.hand, s.bets, s.stacks, s.bet_tokens = {}, [], {}, {}, []
        s.place_queue, s.queue, s.star_queue = [], [], []
        s.q = None
        s.phase = "over"
        s.end_reason = reason
        result = self.result(s)
        assert result is not None
        text = result.text if reason == "turns" else Msg(
            "telefilm", QT_TRANSLATE_NOOP("telefilm", "The deck ran out. {result}"), result=result.text)
        ev.append(
            Event(
                "game_over",
                text,
                {"winners": list(result.winners), "scores": list(s.scores), "reason": reason},
                reveals=True,
            )
        )

    # ================================================================== phase 1: bets
    def _bet_spaces(self, s: TelefilmState) -> list[str]:
        hand_spaces = [self.space_of(s, c) for c in s.hand]
        if s.variant == STANDARD:
            keep = SETUP[s.n].keep
            periods_bet = sum(1 for sp in s.bets if sp != MIX)
            out = []
            for sp in hand_spaces:
                if sp in s.bets:
                    continue
                if sp == MIX or periods_bet < keep:
                    out.append(sp)
            return out
        # two players: 2 tokens on each of 2 spaces
        open_ = [sp for sp in s.bets if len(s.bets[sp]) < 2]
        if len(s.bets) < 2:
            open_ += [sp for sp in hand_spaces if sp not in s.bets]
        return open_

    @handles("bet")
    def _apply_bet(self, s: TelefilmState, a: Action, ev: list[Event]) -> None:
        sp, value = a["space"], a["value"]
        s.bet_tokens.remove(value)
        if sp not in s.bets:
            s.bets[sp] = []
            s.bet_order.append(sp)
        s.bets[sp].append(value)
        ev.append(
            Event(
                "bet_placed",
                say(QT_TRANSLATE_NOOP("telefilm", "{director} puts the {value} bet token on {space}."),
                    director=player(s.director), value=value, space=space_term(sp)),
                {"seat": s.director, "space": sp, "value": value},
            )
        )
        if not s.bet_tokens:
            self._finish_bets(s, ev)

    def _finish_bets(self, s: TelefilmState, ev: list[Event]) -> None:
        for c in s.hand:
            sp = self.space_of(s, c)
            if sp in s.bets:
                s.board[sp] = c
            else:
                self._discard(s, c)
        s.hand = []
        chosen = [space_term(sp) for sp in s.bet_order]
        ev.append(Event("cards_chosen", say(QT_TRANSLATE_NOOP("telefilm", "The Director's cards are on {spaces}."),
                                            spaces=chosen), {"spaces": list(s.bet_order)}))
        if s.variant == STANDARD:
            tokens = SETUP[s.n].tokens
            stars = self.stars(s)
            s.tokens_left = [0 if seat == s.director else tokens for seat in range(s.n)]
            s.place_queue = stars * tokens
            s.phase = "place"
            self._advance_placement(s, ev)
        elif self.opt(s, "two_player_answers") == "star_chooses":
            s.phase = "select"
        else:
            self._start_questions(s, ev)

    # ================================================================== phase 2: tokens
    def _place_spaces(self, s: TelefilmState, seat: int) -> list[str]:
        """Where ``seat`` may put a character token: a space with a bet, fewer than 4 tokens, none of theirs."""
        out = []
        for sp in s.bet_order:
            stack = s.stacks.get(sp)
            if stack is None or (len(stack) < MAX_TOKENS_PER_SPACE and seat not in stack):
                out.append(sp)
        return out

    def _advance_placement(self, s: TelefilmState, ev: list[Event]) -> None:
        while s.place_queue and not self._place_spaces(s, s.place_queue[0]):
            seat = s.place_queue.pop(0)
            ev.append(Event("token_unplaced", say(QT_TRANSLATE_NOOP("telefilm", "{name} has no space left for a "
                                                                    "token."), name=player(seat)), {"seat": seat}))
        if not s.place_queue:
            self._start_questions(s, ev)

    @handles("place")
    def _apply_place(self, s: TelefilmState, a: Action, ev: list[Event]) -> None:
        seat, sp = a.seat, a["space"]
        assert seat is not None
        s.place_queue.pop(0)
        s.stacks.setdefault(sp, []).append(seat)
        s.tokens_left[seat] -= 1
        ev.append(
            Event(
                "token_placed",
                say(QT_TRANSLATE_NOOP("telefilm", "{name} places a token on {space}."), name=player(seat),
                    space=space_term(sp)),
                {"seat": seat, "space": sp, "stack": list(s.stacks[sp])},
            )
        )
        self._advance_placement(s, ev)

    # ================================================================== phase 3: questions
    def _start_questions(self, s: TelefilmState, ev: list[Event]) -> None:
        order = {sp: i for i, sp in enumerate(s.bet_order)}
        s.queue = sorted(s.bets, key=lambda sp: (-sum(s.bets[sp]), order[sp]))
        s.phase = "questions"
        self._next_space(s, ev)

    def _new_q(self, space: str, card: int, answerers: list[int], step: str) -> dict[str, Any]:
        return {
            "space": space,
            "card": card,
            "empty": False,
            "answerers": answerers,
            "pos": 0,
            "step": step,
            "number": None,
            "two": [],
            "mode": None,
            "prev_mode": None,
            "shown": [],
            "fifty": False,
            "tried": [],
            "passed": [],
            "active": [],
            "timer": None,
            "correct": None,
            "genre_ok": None,
        }

    def _next_space(self, s: TelefilmState, ev: list[Event]) -> None:
        if not s.queue:
            self._end_turn(s, ev)
            return
        sp = s.queue.pop(0)
        card = s.board[sp]
        bet = sum(s.bets[sp])
        if s.variant == STANDARD:
            answerers = list(s.stacks.get(sp, []))
        else:
            assert s.star is not None
            answerers = [s.star]
        if not answerers:
            q = self._new_q(sp, card, [], "done")
            q["empty"] = True
            s.q = q
            ev.append(
                Event(
                    "space_empty",
                    say(QT_TRANSLATE_NOOP("telefilm", "Nobody is on {space} (bet {bet}): the Director scores the bet "
                                          "plus the card's difficulty."), space=space_term(sp), bet=bet),
                    {"space": sp, "bet": bet},
                )
            )
            return
        s.q = self._new_q(sp, card, answerers, "pre")
        ev.append(
            Event(
                "space_started",
                say(QT_TRANSLATE_NOOP("telefilm", "{space} (bet {bet}): {names}, in this order."), space=space_term(sp),
                    bet=bet, names=[player(seat) for seat in answerers]),
                {"space": sp, "bet": bet, "answerers": answerers},
            )
        )

    def _allowed_modes(self, s: TelefilmState) -> list[str]:
        q = s.q
        assert q is not None
        if q["pos"] == 0 or q["prev_mode"] == "straight":
            return ["straight", "options"]
        return ["options"]

    def _cards_on_answer(self, s: TelefilmState, seat: int) -> list[str]:
        """The special cards ``seat`` has played for its answer on the current space: the answering Star's
        ``q["active"]``, or the cards a Star still waiting on the space played before the question was
        read (``q["pending"]``, option ``follower_cards = before_reading``)."""
        q = s.q
        if q is None:
            return []
        if seat == self.answerer(s):
            return list(q["active"])
        return [str(p["card"]) for p in q.get("pending", []) if p["seat"] == seat]

    def _limit_reached(self, s: TelefilmState, seat: int) -> bool:
        """Whether the special-card limit (option ``special_limit``) forbids ``seat`` another card now."""
        limit = self.opt(s, "special_limit")
        return bool(
            (limit == "turn" and s.played[seat])
            or (limit == "table" and sum(s.played))
            or (limit == "answer" and self._cards_on_answer(s, seat))
        )

    def _waiting_stars(self, s: TelefilmState) -> list[int]:
        """The Stars on the current space who have not answered yet and are not answering now."""
        q = s.q
        if q is None or q["empty"]:
            return []
        return [int(x) for x in q["answerers"][q["pos"] + 1 :]]

    def _may_play_seats(self, s: TelefilmState) -> list[int]:
        """Public facts only (the table view's ``question.may_play_seats``): the Stars who may open their hand
        now, in stack order. The answering Star at its moments (steps pre / read / answer); with
        ``follower_cards = before_reading``, while the question is not read yet (step ``pre``), also the
        other Stars on the space. Each must hold special cards and be allowed one more by the limit. Which
        card fits the moment stays private (``playable`` in that Star's view)."""
        q = s.q
        if s.variant == CARDS_ONLY or s.phase != "questions" or q is None or q["empty"]:
            return []
        out = []
        seat = self.answerer(s)
        if seat is not None and seat != s.director and q["step"] in ("pre", "read", "answer"):
            out.append(seat)
        if q["step"] == "pre" and self.opt(s, "follower_cards") == "before_reading":
            out += self._waiting_stars(s)
        return [x for x in out if s.specials[x] and not self._limit_reached(s, x)]

    def _playable(self, s: TelefilmState, seat: int) -> list[str]:
        """The special-card kinds ``seat`` may play right now (cards it holds, at the right moment)."""
        q = s.q
        if not s.specials[seat] or s.phase != "questions" or q is None or q["empty"] or s.variant == CARDS_ONLY:
            return []
        if seat == s.director or self._limit_reached(s, seat):
            return []
        step = q["step"]
        held = {special_kind(c) for c in s.specials[seat]}
        mine = set(self._cards_on_answer(s, seat))
        if seat != self.answerer(s):
            # a Star waiting on the space: before-the-question cards while the question is not read
            if seat not in self._waiting_stars(s) or step != "pre":
                return []
            if self.opt(s, "follower_cards") != "before_reading":
                return []
            return [k for k in SPECIAL_KINDS if k in BEFORE_KINDS and k in held and k not in mine]
        if step not in ("pre", "read", "answer"):
            return []
        follower = q["pos"] > 0
        out = []
        for kind in SPECIAL_KINDS:
            if kind not in held or kind in mine:
                continue
            if kind in BEFORE_KINDS:
                ok = (step == "pre" and not follower) or (
                    follower and step in ("read", "answer") and self.opt(s, "follower_cards") == "own_turn"
                )
            elif kind == "two":
                ok = step == "pre" and not follower
            elif kind == "fifty":
                ok = step == "read" and not q["shown"] and "options" in self._allowed_modes(s)
            else:  # call, web
                ok = step in ("read", "answer")
            if ok:
                out.append(kind)
        return out

    @handles("play")
    def _apply_play(self, s: TelefilmState, a: Action, ev: list[Event]) -> None:
        seat, kind = a.seat, a["card"]
        assert seat is not None and s.q is not None
        q = s.q
        card_id = next(c for c in s.specials[seat] if special_kind(c) == kind)
        s.specials[seat].remove(card_id)
        s.special_discard.append(card_id)
        s.played[seat] += 1
        if seat != self.answerer(s):
            # a Star waiting on the space, before the question is read: the card waits for their turn
            q.setdefault("pending", []).append({"seat": seat, "card": kind})
            ev.append(
                Event(
                    "special_played",
                    say(QT_TRANSLATE_NOOP("telefilm", "{name} plays {card}: it counts only if {name} answers this "
                                          "question right."), name=player(seat), card=card_term(kind)),
                    {"seat": seat, "card": kind, "id": card_id, "waiting": True},
                )
            )
            return
        q["active"].append(kind)
        ev.append(
            Event(
                "special_played",
                say(QT_TRANSLATE_NOOP("telefilm", "{name} plays {card}."), name=player(seat), card=card_term(kind)),
                {"seat": seat, "card": kind, "id": card_id},
            )
        )
        if kind == "fifty":
            q["mode"] = "options"
            q["fifty"] = True
            if self.opt(s, "fifty_wrong") == "director":
                q["step"] = "fifty"
                ev.append(
                    Event(
                        "fifty_waiting",
                        say(QT_TRANSLATE_NOOP("telefilm", "{name} asks for the options; the Director chooses which "
                                              "wrong option to read with the right one."), name=player(seat)),
                        {"seat": seat},
                    )
                )
                return
            right = self.question(s, q["card"], q["number"])["answer"]
            self._fifty_read(s, s.rng.choice([x for x in LETTERS if x != right]), ev)
        elif kind in ("call", "web"):
            s.timers += 1
            q["timer"] = {"id": s.timers, "seat": seat, "card": kind, "seconds": TIMER_SECONDS}
            if kind == "call":
                text = say(QT_TRANSLATE_NOOP("telefilm", "{name} has {seconds} seconds for a phone call."),
                           name=player(seat), seconds=TIMER_SECONDS)
            else:
                text = say(QT_TRANSLATE_NOOP("telefilm", "{name} has {seconds} seconds for the internet."),
                           name=player(seat), seconds=TIMER_SECONDS)
            ev.append(Event("timer_started", text, dict(q["timer"])))

    def _fifty_read(self, s: TelefilmState, wrong: str, ev: list[Event]) -> None:
        """50%: the right option and ``wrong`` are read (in alphabetical order: the table cannot tell)."""
        q = s.q
        assert q is not None
        right = self.question(s, q["card"], q["number"])["answer"]
        q["shown"] = sorted([right, wrong])
        q["step"] = "answer"
        seat = self.answerer(s)
        assert seat is not None
        ev.append(self._options_event(s, say(QT_TRANSLATE_NOOP("telefilm", "{name} asks for the options; 50% leaves "
                                                               "two: {options}"), name=player(seat))))

    def _fifty_wrong_letters(self, s: TelefilmState) -> list[str]:
        q = s.q
        assert q is not None
        right = self.question(s, q["card"], q["number"])["answer"]
        return [x for x in LETTERS if x != right]

    def _options_event(self, s: TelefilmState, text: Msg) -> Event:
        """``text`` names the options read as ``{options}`` (filled in here: content, as printed)."""
        q = s.q
        assert q is not None
        opts = self.question(s, q["card"], q["number"])["options"]
        shown = [{"letter": x, "text": opts[LETTERS.index(x)]} for x in q["shown"]]
        lines = "; ".join(f"{o['letter']}: {o['text']}" for o in shown)
        said = Msg(text.context, text.text, **{**text.arg_dict, "options": lines})
        return Event("options_read", said, {"space": q["space"], "options": shown}, reveals=True)

    def _read_event(self, s: TelefilmState, numbers: list[int], kind: str = "question_read") -> Event:
        q = s.q
        assert q is not None
        texts = [{"number": k, "text": self.question(s, q["card"], k)["text"]} for k in numbers]
        if len(texts) == 1:
            said = say(QT_TRANSLATE_NOOP("telefilm", "{space}. Question {number}: {question}"),
                       space=space_term(q["space"]),
                       number=texts[0]["number"], question=texts[0]["text"])
        else:
            said = say(QT_TRANSLATE_NOOP("telefilm", "{space}. Question {number}: {question} / Question {other}: "
                                         "{other_text}"), space=space_term(q["space"]), number=texts[0]["number"],
                       question=texts[0]["text"], other=texts[1]["number"], other_text=texts[1]["text"])
        return Event(kind, said, {"space": q["space"], "questions": texts}, reveals=True)

    def _apply_pick(self, s: TelefilmState, numbers: list[int], ev: list[Event]) -> None:
        q = s.q
        assert q is not None
        if len(numbers) == 1:
            q["number"] = numbers[0]
            q["step"] = "read"
            ev.append(self._read_event(s, numbers))
        else:
            q["two"] = sorted(numbers)
            q["step"] = "choose"
            ev.append(self._read_event(s, q["two"], "questions_read"))

    def _apply_declare(self, s: TelefilmState, seat: int, mode: str, ev: list[Event]) -> None:
        q = s.q
        assert q is not None
        q["mode"] = mode
        q["step"] = "answer"
        if mode == "straight":
            ev.append(Event("declared", say(QT_TRANSLATE_NOOP("telefilm", "{name} answers straight (no options)."),
                                            name=player(seat)), {"seat": seat, "mode": mode}))
            return
        ev.append(Event("declared", say(QT_TRANSLATE_NOOP("telefilm", "{name} asks for the options."),
                                        name=player(seat)),
                        {"seat": seat, "mode": mode}))
        if not q["shown"]:
            q["shown"] = list(LETTERS)
            ev.append(self._options_event(s, say(QT_TRANSLATE_NOOP("telefilm", "The options: {options}"))))

    def _needs_genre_ruling(self, s: TelefilmState) -> bool:
        q = s.q
        assert q is not None
        return (
            self.card(s, q["card"])["deck"] == "mix"
            and self.opt(s, "genre_on_mix") == "director"
            and any(k in GENRES for k in q["active"])
            and q["genre_ok"] is None
        )

    def _judged(self, s: TelefilmState, correct: bool, ev: list[Event], letter: str | None = None) -> None:
        q = s.q
        assert q is not None
        seat = self.answerer(s)
        assert seat is not None
        q["timer"] = None
        if correct:
            ev.append(
                Event(
                    "judged", say(QT_TRANSLATE_NOOP("telefilm", "{name}'s answer is right!"), name=player(seat)),
                    {"seat": seat, "correct": True}, reveals=letter is not None
                )
            )
            if self._needs_genre_ruling(s):
                q["step"] = "genre_ruling"
                return
            self._score_right(s, ev)
            return
        entry = {"seat": seat, "mode": q["mode"], "letter": letter}
        q["tried"].append(entry)
        ev.append(
            Event(
                "judged",
                say(QT_TRANSLATE_NOOP("telefilm", "{name}'s answer is wrong."), name=player(seat)),
                {"seat": seat, "correct": False, "letter": letter},
                reveals=letter is not None,
            )
        )
        if s.variant == CARDS_ONLY:
            self._finish(s, ev, None)
            return
        rule = self._director_wrong(s)
        if rule == "each_wrong" or (rule == "first_wrong" and len(q["tried"]) == 1):
            self._score_wrong(s, entry, ev)
        self._next_answerer(s, ev)

    def _director_wrong(self, s: TelefilmState) -> str:
        return str(self.opt(s, "director_wrong")) if s.variant == STANDARD else "each_wrong"

    def _may_decline(self, s: TelefilmState) -> bool:
        """A following Star may pass instead of answering (RB 168/172 "may answer", "has the right"), at
        the moment they would answer: before declaring straight/options, or before picking a letter when
        the options are already on the table. The bottom Star must answer."""
        q = s.q
        if q is None or q["empty"] or q["pos"] == 0 or s.variant != STANDARD:
            return False
        if q["step"] == "read":
            return True
        return q["step"] == "answer" and q["mode"] == "options" and q["prev_mode"] == "options"

    def _apply_decline(self, s: TelefilmState, seat: int, ev: list[Event]) -> None:
        q = s.q
        assert q is not None
        q.setdefault("passed", []).append(seat)
        ev.append(
            Event(
                "declined",
                say(QT_TRANSLATE_NOOP("telefilm", "{name} passes: no answer, no points."), name=player(seat)),
                {"seat": seat},
            )
        )
        self._next_answerer(s, ev)

    def _next_answerer(self, s: TelefilmState, ev: list[Event]) -> None:
        """After a wrong answer or a pass: the next Star of the stack takes over the same question, or
        the space ends (the 'once' Director rules score the last wrong answer if nobody was right)."""
        q = s.q
        assert q is not None
        q["timer"] = None
        if q["pos"] + 1 < len(q["answerers"]):
            # the options-only restriction follows the last answer actually given (a pass changes nothing)
            q["prev_mode"] = q["tried"][-1]["mode"]
            q["pos"] += 1
            nxt = self.answerer(s)
            assert nxt is not None
            # the cards this Star played before the question was read are now theirs to score
            pending = q.get("pending", [])
            q["active"] = [str(p["card"]) for p in pending if p["seat"] == nxt]
            if pending:
                q["pending"] = [p for p in pending if p["seat"] != nxt]
            if q["prev_mode"] == "options":
                q["mode"] = "options"
                q["step"] = "answer"
                text = say(QT_TRANSLATE_NOOP("telefilm", "{name} may answer the same question (with the options) or "
                                             "pass."), name=player(nxt))
            else:
                q["mode"] = None
                q["step"] = "read"
                text = say(QT_TRANSLATE_NOOP("telefilm", "{name} may answer the same question (straight or with the "
                                             "options) or pass."), name=player(nxt))
            ev.append(
                Event(
                    "next_answerer",
                    text,
                    {"seat": nxt, "modes": self._allowed_modes(s)},
                )
            )
            return
        if self._director_wrong(s) in ("all_wrong", "last_wrong") and q["tried"]:
            self._score_wrong(s, q["tried"][-1], ev)
        self._finish(s, ev, None)

    def _score_wrong(self, s: TelefilmState, entry: Mapping[str, Any], ev: list[Event]) -> None:
        q = s.q
        assert q is not None
        bet = sum(s.bets[q["space"]])
        diff = self.difficulty(s, q["card"])
        straight = entry["mode"] == "straight"
        points = bet - diff + (STRAIGHT_BONUS if straight else 0)
        self.award(
            s,
            {
                "why": "wrong",
                "seat": s.director,
                "points": points,
                "space": q["space"],
                "card": q["card"],
                "bet": bet,
                "difficulty": diff,
                "straight": straight,
            },
        )
        ev.append(
            Event(
                "scored",
                say(QT_TRANSLATE_NOOP("telefilm", "{name} (Director) scores {points} TF."), name=player(s.director),
                    points=points),
                {"seat": s.director, "points": points, "why": "wrong"},
            )
        )

    def _score_right(self, s: TelefilmState, ev: list[Event]) -> None:
        q = s.q
        assert q is not None
        seat = self.answerer(s)
        assert seat is not None
        if s.variant == CARDS_ONLY:
            self._finish(s, ev, seat)
            return
        card = self.card(s, q["card"])
        bet = sum(s.bets[q["space"]])
        diff = self.difficulty(s, q["card"])
        straight = q["mode"] == "straight"
        genre = 0
        for kind in q["active"]:
            if kind in GENRES and (
                card.get("genre") == kind
                or (card["deck"] == "mix" and (self.opt(s, "genre_on_mix") == "always" or q["genre_ok"]))
            ):
                genre = GENRE_BONUS
        double = "double" in q["active"]
        scope = self.opt(s, "double_scope")
        points = self._right_points(bet, diff, straight, genre, double, scope)
        self.award(
            s,
            {
                "why": "right",
                "seat": seat,
                "points": points,
                "space": q["space"],
                "card": q["card"],
                "bet": bet,
                "difficulty": diff,
                "straight": straight,
                "genre": genre,
                "double": double,
                "scope": scope,
            },
        )
        ev.append(
            Event(
                "scored", say(QT_TRANSLATE_NOOP("telefilm", "{name} scores {points} TF."), name=player(seat),
                              points=points), {"seat": seat, "points": points, "why": "right"}
            )
        )
        if s.variant == STANDARD and self.opt(s, "late_right_bet") == "all_others":
            bet_scorers = [x for x in q["answerers"] if x != seat]
        else:
            bet_scorers = q["answerers"][q["pos"] + 1 :]
        for f in bet_scorers:
            self.award(s, {"why": "follower", "seat": f, "points": bet, "space": q["space"], "bet": bet})
            ev.append(
                Event(
                    "scored",
                    say(QT_TRANSLATE_NOOP("telefilm", "{name} scores the bet: {points} TF."), name=player(f),
                        points=bet),
                    {"seat": f, "points": bet, "why": "follower"},
                )
            )
        if s.variant == STANDARD and q["tried"] and self.opt(s, "director_wrong") == "last_wrong":
            self._score_wrong(s, q["tried"][-1], ev)
        if "power" in q["active"]:
            self._power(s, seat, ev)
        self._finish(s, ev, seat)

    @staticmethod
    def _right_points(bet: int, diff: int, straight: bool, genre: int, double: bool, scope: str) -> int:
        base = bet + diff + (STRAIGHT_BONUS if straight else 0)
        if not double:
            return base + genre
        return 2 * (base + genre) if scope == "everything" else 2 * base + genre

    def _power(self, s: TelefilmState, seat: int, ev: list[Event]) -> None:
        best = max(s.scores)
        leaders = [i for i in range(s.n) if s.scores[i] == best]
        rule = self.opt(s, "power_target")
        if rule == "literal":
            targets = leaders
        else:
            targets = [i for i in leaders if i != seat]
            if not targets and rule == "runner_up" and s.n > 1:
                second = max(s.scores[i] for i in range(s.n) if i != seat)
                targets = [i for i in range(s.n) if i != seat and s.scores[i] == second]
        if not targets:
            ev.append(
                Event(
                    "power",
                    say(QT_TRANSLATE_NOOP("telefilm", "POWER: {name} leads alone, so nobody moves back."),
                        name=player(seat)),
                    {"seat": seat, "targets": []},
                )
            )
        for t in targets:
            before = s.scores[t]
            loss = min(POWER_PENALTY, before)
            self.award(s, {"why": "power", "seat": t, "points": -loss, "before": before, "by": seat})
            ev.append(
                Event(
                    "power", say(QT_TRANSLATE_NOOP("telefilm", "POWER: {name} moves back {points} TF."), name=player(t),
                                 points=loss), {"seat": t, "points": -loss, "by": seat}
                )
            )

    def _finish(self, s: TelefilmState, ev: list[Event], correct_seat: int | None) -> None:
        """The question is over (right answer, or nobody left to answer); the table reveals next."""
        q = s.q
        assert q is not None
        q["step"] = "done"
        q["correct"] = correct_seat
        q["timer"] = None
        if s.variant == CARDS_ONLY:
            self._cards_only_win(s, correct_seat, ev)
        diff = self.difficulty(s, q["card"])
        s.results[q["space"]] = {"difficulty": diff, "correct": correct_seat, "number": q["number"]}
        if correct_seat is None:
            ev.append(Event("question_finished", say(QT_TRANSLATE_NOOP("telefilm", "Nobody answered right.")),
                            {"space": q["space"], "correct": None}))
        else:
            ev.append(
                Event(
                    "question_finished",
                    say(QT_TRANSLATE_NOOP("telefilm", "{name} answered right."), name=player(correct_seat)),
                    {"space": q["space"], "correct": correct_seat},
                )
            )

    def _apply_reveal(self, s: TelefilmState, ev: list[Event]) -> None:
        q = s.q
        assert q is not None
        sp, idx = q["space"], q["card"]
        diff = self.difficulty(s, idx)
        if q["empty"]:
            bet = sum(s.bets[sp])
            points = bet + diff
            self.award(
                s,
                {
                    "why": "empty",
                    "seat": s.director,
                    "points": points,
                    "space": sp,
                    "card": idx,
                    "bet": bet,
                    "difficulty": diff,
                },
            )
            s.results[sp] = {"difficulty": diff, "correct": None, "number": None, "empty": True}
            ev.append(
                Event(
                    "space_scored",
                    say(QT_TRANSLATE_NOOP("telefilm", "{space} had difficulty {difficulty}: {name} (Director) scores "
                                          "{points} TF."), space=space_term(sp), difficulty=diff,
                        name=player(s.director), points=points),
                    {"space": sp, "difficulty": diff, "seat": s.director, "points": points},
                    reveals=True,
                )
            )
        else:
            qq = self.question(s, idx, q["number"])
            ans = qq["answer"]
            text = qq["options"][LETTERS.index(ans)]
            s.results[sp]["answer"] = ans
            s.last_question = {
                "space": sp,
                "number": q["number"],
                "text": qq["text"],
                "options": [{"letter": x, "text": qq["options"][LETTERS.index(x)]} for x in q["shown"]],
                "answer": ans,
                "answer_text": text,
                "correct": q["correct"],
                "difficulty": diff,
                "card_number": self.card(s, idx)["number"],
            }
            ev.append(
                Event(
                    "answer_revealed",
                    say(QT_TRANSLATE_NOOP("telefilm", "The answer was {letter}: {option}."), letter=ans, option=text),
                    {"space": sp, "number": q["number"], "answer": ans, "answer_text": text, "difficulty": diff},
                    reveals=True,
                )
            )
        if s.board.get(sp) == idx:
            del s.board[sp]
            self._discard(s, idx)
        s.q = None
        if s.variant == CARDS_ONLY:
            self._next_offer(s, ev)
        else:
            self._next_space(s, ev)

    # ================================================================== cards only
    def _next_offer(self, s: TelefilmState, ev: list[Event]) -> None:
        if not s.star_queue:
            self._end_turn(s, ev)
            return
        s.star = s.star_queue.pop(0)
        for _ in range(CARDS_ONLY_DRAW):
            c = self._draw(s, "deck", ev)
            if c is None:
                break
            s.hand.append(c)
        if not s.hand:
            self._end_game(s, ev, "deck")
            return
        s.phase = "offer"
        ev.append(
            Event(
                "offered",
                say(QT_TRANSLATE_NOOP("telefilm", "{director} offers {star}: {spaces}."), director=player(s.director),
                    star=player(s.star), spaces=[space_term(self.space_of(s, c)) for c in s.hand]),
                {"star": s.star, "spaces": [self.space_of(s, c) for c in s.hand]},
            )
        )

    def _apply_take(self, s: TelefilmState, index: int, ev: list[Event]) -> None:
        assert s.star is not None
        idx = s.hand.pop(index)
        for c in s.hand:
            self._discard(s, c)
        s.hand = []
        sp = self.space_of(s, idx)
        s.board = {sp: idx}
        s.bets = {sp: []}
        s.q = self._new_q(sp, idx, [s.star], "ask")
        s.phase = "questions"
        ev.append(
            Event(
                "card_taken", say(QT_TRANSLATE_NOOP("telefilm", "{name} takes the {space} card."), name=player(s.star),
                                  space=space_term(sp)), {"seat": s.star, "space": sp}
            )
        )

    def _cards_only_win(self, s: TelefilmState, correct_seat: int | None, ev: list[Event]) -> None:
        q = s.q
        assert q is not None and s.star is not None
        idx = q["card"]
        straight = q["mode"] == "straight"
        winner = s.star if correct_seat is not None else (s.director if straight else None)
        if winner is None:
            ev.append(Event("card_lost", say(QT_TRANSLATE_NOOP("telefilm", "Wrong with the options: nobody wins the "
                                                               "card.")), {}))
            return
        del s.board[q["space"]]
        self._win_card(s, winner, idx, ev)
        if correct_seat is not None and straight:
            bonus = self._draw(s, "deck", ev)
            if bonus is not None:
                self._win_card(s, winner, bonus, ev, bonus=True)

    def _win_card(self, s: TelefilmState, seat: int, idx: int, ev: list[Event], bonus: bool = False) -> None:
        diff = self.difficulty(s, idx)
        s.won[seat].append(idx)
        self.award(s, {"why": "card", "seat": seat, "points": diff, "card": idx, "bonus": bonus})
        if bonus:
            text = say(QT_TRANSLATE_NOOP("telefilm", "{name} wins the bonus card from the deck (difficulty "
                                         "{difficulty})."), name=player(seat), difficulty=diff)
        else:
            text = say(QT_TRANSLATE_NOOP("telefilm", "{name} wins the card (difficulty {difficulty})."),
                       name=player(seat), difficulty=diff)
        ev.append(
            Event(
                "card_won",
                text,
                {"seat": seat, "difficulty": diff, "bonus": bonus, "points": diff},
            )
        )

    # ================================================================== legal actions
    def legal_actions(self, state: TelefilmState) -> list[Action]:
        """Every action allowed now (memoised per state: the same list for ``why_not``, ``random_action``
        and the UI); ``why_not`` is its predicate, :meth:`explain_illegal` says why an action is not in it."""
        return list(self._legal(state))

    def _legal(self, s: TelefilmState) -> list[Action]:
        """The memoised enumeration itself (callers here never change it)."""
        legal = s._legal
        if legal is None:
            legal = s._legal = self._enumerate(s)
        return legal

    def _enumerate(self, s: TelefilmState) -> list[Action]:
        if s.phase == "over":
            return []
        d = s.director
        if s.phase == "bets":
            return list(_bets(d, tuple(self._bet_spaces(s)), tuple(sorted(set(s.bet_tokens)))))
        if s.phase == "place":
            placer = s.place_queue[0]
            return list(_acts("place", placer, "space", tuple(self._place_spaces(s, placer))))
        if s.phase == "select":
            return list(_acts("select", s.star, "space", tuple(s.bet_order)))
        if s.phase == "offer":
            return list(_acts("take", s.star, "index", tuple(range(len(s.hand)))))
        q = s.q
        assert q is not None
        step = q["step"]
        if step == "done":
            return [_act("reveal", None)]
        if step == "ask":
            return list(_acts("ask", d, "number", NUMBERS))
        if step == "genre_ruling":
            return [_act("rule_genre", d, "applies", True), _act("rule_genre", d, "applies", False)]
        if step == "fifty":
            return [_act("fifty_pick", d, "letter", x) for x in self._fifty_wrong_letters(s)]
        seat = self.answerer(s)
        assert seat is not None
        out = [_act("play", seat, "card", k) for k in self._playable(s, seat)]
        if step == "pre":
            for other in self._waiting_stars(s):  # follower_cards = before_reading
                out += [_act("play", other, "card", k) for k in self._playable(s, other)]
            two = "two" in q["active"]
            if self.opt(s, "question_pick") == "die":
                out.append(_act("roll", seat))
            elif two:
                out += _acts("pick_two", seat, "numbers", PAIRS)
            else:
                out += _acts("pick", seat, "number", NUMBERS)
        elif step == "choose":
            out += _acts("choose", seat, "number", tuple(q["two"]))
        elif step == "read":
            out += _acts("declare", seat, "mode", tuple(self._allowed_modes(s)))
        elif step == "answer":
            if q["mode"] == "straight":
                out += [_act("judge", d, "correct", True), _act("judge", d, "correct", False)]
            else:
                tried = {t["letter"] for t in q["tried"]}
                out += _acts("answer", seat, "letter", tuple(x for x in q["shown"] if x not in tried))
        if self._may_decline(s):
            out.append(_act("decline", seat))
        return out

    def explain_illegal(self, state: TelefilmState, action: Action) -> Msg:
        s = state
        if s.phase == "over":
            return say(QT_TRANSLATE_NOOP("telefilm", "The game is over."))
        kind = action.kind
        director = player(s.director)
        if kind == "play" and action.seat == s.director:
            return say(QT_TRANSLATE_NOOP("telefilm", "The Director may not play special cards."))
        if kind in DIRECTOR_KINDS and action.seat != s.director:
            return say(QT_TRANSLATE_NOOP("telefilm", "Only the Director ({name}) may do that."), name=director)
        if s.phase == "bets":
            if kind != "bet":
                return say(QT_TRANSLATE_NOOP("telefilm", "{name} (Director) is choosing the question cards."),
                           name=director)
            if action.get("value") not in s.bet_tokens:
                return say(QT_TRANSLATE_NOOP("telefilm", "The Director has no such bet token left."))
            return say(QT_TRANSLATE_NOOP("telefilm", "The Director cannot bet on that space now."))
        if s.phase == "place":
            placer = s.place_queue[0]
            if kind != "place" or action.seat != placer:
                return say(QT_TRANSLATE_NOOP("telefilm", "It is {name}'s turn to place a character token."),
                           name=player(placer))
            sp = action.get("space")
            if sp not in s.bets:
                return say(QT_TRANSLATE_NOOP("telefilm", "Character tokens go only on spaces holding a bet token."))
            if len(s.stacks.get(sp, [])) >= MAX_TOKENS_PER_SPACE:
                return say(QT_TRANSLATE_NOOP("telefilm", "A space holds at most 4 character tokens."))
            return say(QT_TRANSLATE_NOOP("telefilm", "You already have a character token on that space."))
        if s.phase in ("select", "offer"):
            assert s.star is not None
            return say(QT_TRANSLATE_NOOP("telefilm", "It is {name}'s turn to choose."), name=player(s.star))
        q = s.q
        assert q is not None
        if q["step"] == "done":
            return say(QT_TRANSLATE_NOOP("telefilm", "Reveal the answer to go on."))
        if kind == "play":
            return self._why_not_play(s, action)
        seat = self.answerer(s)
        if kind in STAR_KINDS and action.seat != seat:
            return say(QT_TRANSLATE_NOOP("telefilm", "It is {name}'s turn."),
                       name=player(seat) if seat is not None else director)
        step = q["step"]
        if kind == "fifty_pick":
            if step != "fifty":
                return say(QT_TRANSLATE_NOOP("telefilm", "The Director chooses the wrong option only when 50% is "
                                             "played."))
            return say(QT_TRANSLATE_NOOP("telefilm", "Choose one of the wrong options."))
        if step == "fifty":
            return say(QT_TRANSLATE_NOOP("telefilm",
                                         "{name} (Director) is choosing which wrong option to read with the "
                                         "right one."), name=director)
        if kind == "decline":
            if q["pos"] == 0:
                return say(QT_TRANSLATE_NOOP("telefilm", "The first Star on the space must answer."))
            return say(QT_TRANSLATE_NOOP("telefilm", "A Star may pass only before declaring or answering."))
        if kind == "declare":
            if step != "read":
                return say(QT_TRANSLATE_NOOP("telefilm", "Declare a straight answer or the options once the question "
                                             "has been read."))
            return say(QT_TRANSLATE_NOOP("telefilm", "After a wrong answer with the options, the next Star may only "
                                         "take the options."))
        if kind in ("pick", "pick_two", "roll"):
            if step != "pre":
                return say(QT_TRANSLATE_NOOP("telefilm", "The question has already been chosen."))
            if self.opt(s, "question_pick") == "die":
                return say(QT_TRANSLATE_NOOP("telefilm", "The question number is rolled with the die."))
            if "two" in q["active"]:
                return say(QT_TRANSLATE_NOOP("telefilm", "With TWO, name two different question numbers."))
            return say(QT_TRANSLATE_NOOP("telefilm", "Name one question number from 1 to 4."))
        if kind == "answer":
            if q["mode"] == "straight":
                return say(QT_TRANSLATE_NOOP("telefilm", "This is a straight answer: the Director judges it."))
            return say(QT_TRANSLATE_NOOP("telefilm", "Choose one of the options shown."))
        if kind == "judge":
            return say(QT_TRANSLATE_NOOP("telefilm", "Answers with the options are checked by their letter."))
        return say(QT_TRANSLATE_NOOP("telefilm", "That move is not allowed right now."))

    def _why_not_play(self, s: TelefilmState, action: Action) -> Msg:
        """Why a special card may not be played now (the action is known to be illegal)."""
        q = s.q
        assert q is not None
        card, seat = action.get("card"), action.seat
        if not isinstance(seat, int) or not 0 <= seat < s.n:
            return say(QT_TRANSLATE_NOOP("telefilm", "Only a Star may play a special card."))
        if card not in SPECIALS:
            return say(QT_TRANSLATE_NOOP("telefilm", "There is no such special card."))
        if card not in {special_kind(c) for c in s.specials[seat]}:
            return say(QT_TRANSLATE_NOOP("telefilm", "You do not hold that special card."))
        if q["empty"] or seat not in q["answerers"]:
            return say(QT_TRANSLATE_NOOP("telefilm", "Only the Stars with a token on {space} may play a special card "
                                         "now."), space=space_term(q["space"]))
        if seat in q["answerers"][: q["pos"]]:
            return say(QT_TRANSLATE_NOOP("telefilm", "You have already had your turn on this question."))
        limit = self.opt(s, "special_limit")
        if limit == "turn" and s.played[seat]:
            return say(QT_TRANSLATE_NOOP("telefilm", "Only one special card per turn."))
        if limit == "table" and sum(s.played):
            return say(QT_TRANSLATE_NOOP("telefilm", "Only one special card per turn for the whole table."))
        if limit == "answer" and self._cards_on_answer(s, seat):
            return say(QT_TRANSLATE_NOOP("telefilm", "Only one special card per answer."))
        title = card_term(card)
        if card in self._cards_on_answer(s, seat):
            return say(QT_TRANSLATE_NOOP("telefilm", "You have already played {card} on this answer."), card=title)
        answering = seat == self.answerer(s)
        rule = self.opt(s, "follower_cards")
        step = q["step"]
        not_now = say(QT_TRANSLATE_NOOP("telefilm", "That special card cannot be played at this moment."))
        if card in BEFORE_KINDS:
            if not answering and rule == "strict":
                return say(QT_TRANSLATE_NOOP("telefilm", "{card} is played before the question is asked, and only by "
                                             "the first Star on the space (house rule)."), card=title)
            if not answering and rule == "own_turn":
                return say(QT_TRANSLATE_NOOP("telefilm", "{card} is played when your turn to answer comes (house "
                                             "rule)."), card=title)
            if answering and q["pos"] > 0 and rule == "own_turn":
                return not_now
            return say(QT_TRANSLATE_NOOP("telefilm", "{card} is played only before the question is asked."), card=title)
        if card == "two":
            if not answering or q["pos"] > 0:
                return say(QT_TRANSLATE_NOOP("telefilm", "{card} is played only by the first Star on the space, before "
                                             "the question is chosen."), card=title)
            return say(QT_TRANSLATE_NOOP("telefilm", "{card} is played before the question is chosen."), card=title)
        if not answering:
            return say(QT_TRANSLATE_NOOP("telefilm", "{card} is played when it is your turn to answer, after the "
                                         "question is read."), card=title)
        if card == "fifty":
            if q["shown"]:
                return say(QT_TRANSLATE_NOOP("telefilm", "The options have already been read."))
            if step == "pre":
                return say(QT_TRANSLATE_NOOP("telefilm", "{card} is played after the question is read, when you ask "
                                             "for the options."), card=title)
            if step == "answer" and q["mode"] == "straight":
                return say(QT_TRANSLATE_NOOP("telefilm", "{card} is played instead of a straight answer, when you ask "
                                             "for the options."), card=title)
            return not_now
        if step in ("pre", "choose"):
            return say(QT_TRANSLATE_NOOP("telefilm", "{card} is played after the question is read."), card=title)
        return not_now

    # ================================================================== actions (one dispatch idiom)
    @handles("select")
    def _do_select(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        sp = action["space"]
        for other in [x for x in s.bet_order if x != sp]:
            self._discard(s, s.board.pop(other))
            s.results[other] = {"difficulty": None, "correct": None, "number": None, "skipped": True}
        assert s.star is not None
        ev.append(
            Event(
                "space_selected",
                say(QT_TRANSLATE_NOOP("telefilm", "{name} chooses {space}."), name=player(s.star),
                    space=space_term(sp)),
                {"seat": s.star, "space": sp},
            )
        )
        s.phase = "questions"
        s.queue = [sp]
        self._next_space(s, ev)

    @handles("take")
    def _do_take(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        self._apply_take(s, action["index"], ev)

    @handles("ask")
    def _do_ask(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        assert s.q is not None
        s.q["number"] = action["number"]
        s.q["step"] = "read"
        ev.append(self._read_event(s, [action["number"]]))

    @handles("pick")
    def _do_pick(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        self._apply_pick(s, [action["number"]], ev)

    @handles("pick_two")
    def _do_pick_two(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        self._apply_pick(s, list(action["numbers"]), ev)

    @handles("roll")
    def _do_roll(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        assert s.q is not None
        first = s.rng.randint(1, 4)
        numbers = [first]
        if "two" in s.q["active"]:
            numbers.append(s.rng.choice([k for k in range(1, 5) if k != first]))
        ev.append(
            Event(
                "rolled",
                say(QT_TRANSLATE_NOOP("telefilm", "The die says question {numbers}."), numbers=sorted(numbers)),
                {"numbers": sorted(numbers)},
            )
        )
        self._apply_pick(s, numbers, ev)

    @handles("choose")
    def _do_choose(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        assert s.q is not None and action.seat is not None
        s.q["number"] = action["number"]
        s.q["step"] = "read"
        ev.append(
            Event(
                "question_chosen",
                say(QT_TRANSLATE_NOOP("telefilm", "{name} chooses question {number}."), name=player(action.seat),
                    number=action["number"]),
                {"seat": action.seat, "number": action["number"]},
            )
        )

    @handles("declare")
    def _do_declare(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        assert action.seat is not None
        self._apply_declare(s, action.seat, action["mode"], ev)

    @handles("decline")
    def _do_decline(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        assert action.seat is not None
        self._apply_decline(s, action.seat, ev)

    @handles("fifty_pick")
    def _do_fifty_pick(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        self._fifty_read(s, action["letter"], ev)

    @handles("answer")
    def _do_answer(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        assert s.q is not None and action.seat is not None
        letter = action["letter"]
        right = self.question(s, s.q["card"], s.q["number"])["answer"]
        ev.append(
            Event(
                "answered",
                say(QT_TRANSLATE_NOOP("telefilm", "{name} answers {letter}."), name=player(action.seat), letter=letter),
                {"seat": action.seat, "letter": letter},
            )
        )
        self._judged(s, letter == right, ev, letter)

    @handles("judge")
    def _do_judge(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        self._judged(s, bool(action["correct"]), ev)

    @handles("rule_genre")
    def _do_rule_genre(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        assert s.q is not None
        s.q["genre_ok"] = bool(action["applies"])
        if action["applies"]:
            text = say(QT_TRANSLATE_NOOP("telefilm", "The Director rules that the genre card counts on this Mix "
                                         "question."))
        else:
            text = say(QT_TRANSLATE_NOOP("telefilm", "The Director rules that the genre card does not count on this "
                                         "Mix question."))
        ev.append(
            Event(
                "genre_ruled",
                text,
                {"applies": bool(action["applies"])},
            )
        )
        self._score_right(s, ev)

    @handles("reveal")
    def _do_reveal(self, s: TelefilmState, action: Action, ev: list[Event]) -> None:
        self._apply_reveal(s, ev)

    # ================================================================== queries
    def is_over(self, state: TelefilmState) -> bool:
        return state.phase == "over"

    def scores(self, state: TelefilmState) -> dict[int, float]:
        return dict(enumerate(state.scores))

    def result(self, state: TelefilmState) -> Result | None:
        if state.phase != "over":
            return None
        best = max(state.scores)
        winners = tuple(i for i, v in enumerate(state.scores) if v == best)
        names = [player(i) for i in winners]
        if len(winners) == 1:
            text = Msg("telefilm", QT_TRANSLATE_NOOP("telefilm", "{names} is the Telefilm Master with {best} TF!"),
                       names=names, best=best)
        else:
            text = Msg("telefilm", QT_TRANSLATE_NOOP("telefilm",
                                                     "{names} share the title of Telefilm Master with {best} TF each!"),
                       names=names, best=best)
        return Result(self.scores(state), winners, text)  # a Msg, put into words where shown

    def waiting_for(self, state: TelefilmState) -> list[Viewer]:
        s = state
        if s.phase == "over":
            return []
        if s.phase == "bets":
            return [Viewer.DIRECTOR]
        if s.phase == "place":
            return [Viewer.of_seat(s.place_queue[0])]
        if s.phase in ("select", "offer"):
            assert s.star is not None
            return [Viewer.of_seat(s.star)]
        q = s.q
        assert q is not None
        step = q["step"]
        if step == "done":
            return [Viewer.TABLE]
        if step in ("ask", "genre_ruling", "fifty") or (step == "answer" and q["mode"] == "straight"):
            return [Viewer.DIRECTOR]
        seat = self.answerer(s)
        assert seat is not None
        # before the question is read, the other Stars on the space may play a card too (public facts only)
        others = [x for x in self._may_play_seats(s) if x != seat] if step == "pre" else []
        return [Viewer.of_seat(seat), *(Viewer.of_seat(x) for x in others)]

    # ================================================================== views
    def view(self, state: TelefilmState, viewer: Viewer) -> TelefilmView | TelefilmSeatView | TelefilmDirectorView:
        """Table: public board; seat: + that Star's special cards; director: + the cards and answers
        (built in :mod:`gamesuite.rules.telefilm.view`)."""
        return build_view(self, state, viewer)

    # ================================================================== persistence
    def state_to_json(self, state: TelefilmState) -> dict[str, JSON]:
        return state.to_json()

    def state_from_json(self, data: Mapping[str, JSON]) -> TelefilmState:
        return TelefilmState.from_json(data)

    # ================================================================== checks
    def _expected_seat(self, s: TelefilmState, kind: str) -> int | None:
        if kind in DIRECTOR_KINDS:
            return s.director
        if kind == "reveal":
            return None
        if kind == "place":
            return s.place_queue[0] if s.place_queue else -1
        if kind in ("select", "take"):
            return s.star
        return self.answerer(s)

    def _play_problems(self, s: TelefilmState, legal: list[Action]) -> list[str]:
        """Special cards on the current space: who may play them, and the cards waiting for a Star."""
        problems: list[str] = []
        q = s.q
        if q is None:
            return problems
        pending = q.get("pending") or []
        waiting = self._waiting_stars(s)
        for p in pending:
            if p.get("seat") not in waiting:
                problems.append(f"a card waits for a Star who is not waiting on the space: {p}")
            if p.get("card") not in BEFORE_KINDS:
                problems.append(f"a card that is not played before the question waits: {p}")
        if pending and self.opt(s, "follower_cards") != "before_reading":
            problems.append("a waiting Star played a card although follower_cards is not before_reading")
        spent = [special_kind(c) for c in s.special_discard]
        for kind in list(q["active"]) + [str(p.get("card")) for p in pending]:
            if kind in spent:
                spent.remove(kind)
            else:
                problems.append(f"a card in play ({kind}) is not on the special discard pile")
        for a in legal:
            if a.kind != "play" or a.seat == self.answerer(s):
                continue
            if a.seat not in waiting:
                problems.append(f"{a} is offered to a Star who is not waiting on the space")
            elif q["step"] != "pre":
                problems.append(f"{a} is offered to a waiting Star after the question was read")
        return problems

    def check_invariants(self, state: TelefilmState) -> list[str]:
        s = state
        problems: list[str] = []
        n = s.n
        cards = self.cards(s)
        # cards are conserved: every card is in exactly one place
        where = [c for pile in s.decks.values() for c in pile] + [c for pile in s.discards.values() for c in pile]
        where += s.out_of_play + s.hand + list(s.board.values()) + [c for w in s.won for c in w]
        if sorted(where) != list(range(len(cards))):
            problems.append("question cards are not conserved")
        if s.variant == STANDARD:
            for pile, lst in list(s.decks.items()) + list(s.discards.items()):
                if any((cards[c]["deck"] == "mix") != (pile == "mix") for c in lst):
                    problems.append(f"a card is in the wrong pile ({pile})")
        for sp, c in s.board.items():
            if self.space_of(s, c) != sp:
                problems.append(f"the card on {sp} belongs elsewhere")
        # special cards are conserved
        specials = [c for h in s.specials for c in h] + s.special_discard + s.special_box
        if sorted(specials) != sorted(special_ids()):
            problems.append("special cards are not conserved")
        if s.q is not None and s.director in s.q["answerers"]:
            problems.append("the Director is answering")
        if self.opt(s, "special_limit") == "turn" and any(p > 1 for p in s.played):
            problems.append("a player played more than one special card this turn")
        if self.opt(s, "special_limit") == "table" and sum(s.played) > 1:
            problems.append("more than one special card was played this turn")
        if s.played[s.director] and s.variant != CARDS_ONLY:
            problems.append("the Director played a special card")
        # scores change only as the table says
        if any(v < 0 for v in s.scores):
            problems.append("a score is negative")
        if s.variant == CARDS_ONLY:
            for seat in range(n):
                if s.scores[seat] != sum(self.difficulty(s, c) for c in s.won[seat]):
                    problems.append(f"seat {seat}'s score is not the difficulty of the cards won")
        else:
            expect = list(s.turn_start_scores)
            for award in s.awards:
                who, points = award["seat"], award["points"]
                if not (isinstance(who, int) and isinstance(points, int) and 0 <= who < n):
                    problems.append(f"an award is malformed: {award}")
                    continue
                expect[who] += points
                if points != self._award_points(s, award):
                    problems.append(f"an award does not follow the scoring table: {award}")
            if expect != s.scores:
                problems.append("scores do not match this turn's awards")
        # bets and tokens
        if s.variant != CARDS_ONLY and s.phase in ("bets", "place", "select", "questions"):
            placed = sorted([v for b in s.bets.values() for v in b] + s.bet_tokens)
            full = sorted(SETUP[n].bets if s.variant == STANDARD else TWO_PLAYER_BETS)
            if placed != full:
                problems.append("bet tokens are not conserved")
        if s.variant == STANDARD:
            for sp, stack in s.stacks.items():
                if len(stack) > MAX_TOKENS_PER_SPACE:
                    problems.append(f"more than 4 tokens on {sp}")
                if len(set(stack)) != len(stack):
                    problems.append(f"two tokens of one character on {sp}")
                if s.director in stack:
                    problems.append("the Director placed a character token")
                if sp not in s.bets:
                    problems.append(f"a token on {sp}, which has no bet")
            if s.phase in ("place", "questions"):
                tokens = SETUP[n].tokens
                for seat in range(n):
                    on_board = sum(stack.count(seat) for stack in s.stacks.values())
                    want = 0 if seat == s.director else tokens
                    if on_board + s.tokens_left[seat] != want:
                        problems.append(f"seat {seat}'s character tokens are not conserved")
            if len(s.bets) > SETUP[n].keep + 1:
                problems.append("too many spaces hold a bet")
        # turns
        if sum(s.director_counts) != s.turn:
            problems.append("Director counts do not match the turns played")
        if s.phase != "over" and s.director != (s.first_director + s.turn) % n:
            problems.append("the Director is not the right player")
        # the right player acts
        legal = self.legal_actions(s)
        if (s.phase == "over") != (not self.waiting_for(s)):
            problems.append("waiting_for must be empty exactly when the game is over")
        problems += self._play_problems(s, legal)
        for a in legal:
            if a.kind == "play" and a.seat == s.director:
                problems.append("the Director may play a special card")
            if a.kind == "play" and a.seat in self._waiting_stars(s):
                continue  # checked by _play_problems
            if a.seat != self._expected_seat(s, a.kind):
                problems.append(f"{a} is offered to the wrong player")
                break
        return problems

    def _award_points(self, s: TelefilmState, a: Mapping[str, Any]) -> int:
        why = a["why"]
        if why == "power":
            return -min(POWER_PENALTY, a["before"])
        if why == "follower":
            return int(a["bet"])
        if a.get("card") is not None and a["difficulty"] != self.difficulty(s, a["card"]):
            return -(10**9)  # the difficulty recorded is not the card's
        if why == "empty":
            return a["bet"] + a["difficulty"]
        if why == "wrong":
            return a["bet"] - a["difficulty"] + (STRAIGHT_BONUS if a["straight"] else 0)
        if why == "right":
            return self._right_points(a["bet"], a["difficulty"], a["straight"], a["genre"], a["double"], a["scope"])
        return -(10**9)

    # ================================================================== random play & leak tests
    def random_action(self, state: TelefilmState, rng: Rng) -> Action:
        """Uniform, except that option answers are right about 40% of the time."""
        legal = self._legal(state)
        q = state.q
        answers = [a for a in legal if a.kind == "answer"] if q is not None and q["step"] == "answer" else []
        if answers and rng.random() < 0.6:
            assert q is not None
            right = self.question(state, q["card"], q["number"])["answer"]
            if rng.random() < 0.66:
                for a in answers:
                    if a["letter"] == right:
                        return a
            return rng.choice(answers)
        return rng.choice(legal)

    def private_strings(self, state: TelefilmState) -> list[str]:
        """Hidden texts: question, option and answer texts not shown to the table; held special cards."""
        s = state
        public = "\n".join(_strings(public_view(self, s)))
        out: set[str] = set()
        for c in s.config.content.get("cards", []):
            for qq in c["questions"]:
                out.add(qq["text"])
                out.update(qq["options"])
        out.update(c for h in s.specials for c in h)
        out.update(s.special_box)
        return sorted(x for x in out if x not in public)


RULES = TelefilmRules()
