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
    Action,
    Event,
    GameConfig,
    GameRules,
    IllegalAction,
    Result,
    Rng,
    Viewer,
)
from gamesuite.rules.telefilm.spec import (
    CARDS_ONLY,
    CARDS_ONLY_DRAW,
    GENRE_BONUS,
    GENRE_TITLES,
    GENRES,
    LAP_TOKENS,
    LETTERS,
    MAX_TOKENS_PER_SPACE,
    MIX,
    OPTIONS,
    PERIOD_CHOICES,
    PERIOD_TITLES,
    POWER_PENALTY,
    SETUP,
    SPACES,
    SPEC,
    SPECIAL_KINDS,
    SPECIALS,
    SPECIALS_PER_PLAYER,
    STANDARD,
    STANDARD_DRAW,
    STRAIGHT_BONUS,
    TIMER_SECONDS,
    TRACK_LENGTH,
    TWO_PLAYER,
    TWO_PLAYER_BETS,
    TWO_PLAYER_DRAW,
    space_title,
    special_ids,
    special_kind,
)
from gamesuite.rules.telefilm.state import TelefilmState, pack_content

DEFAULTS: dict[str, Any] = {o.id: o.default for o in OPTIONS}
BEFORE_KINDS = frozenset(("comedy", "drama", "crime", "scifi", "double", "power"))
DIRECTOR_KINDS = frozenset(("bet", "ask", "judge", "rule_genre", "fifty_pick"))
STAR_KINDS = frozenset(
    ("place", "select", "take", "play", "pick", "pick_two", "roll", "choose", "declare", "decline", "answer")
)
DECK_TITLES = {"mix": "Mix", "period": "Period"}
MAX_TARGET_ROUNDS = 100


def card_space(card: Mapping[str, Any]) -> str:
    """The board space of a card: 'mix' or 'genre/period'."""
    if card["deck"] == "mix":
        return MIX
    return f"{card['genre']}/{card['period']}"


def track_place(score: int) -> tuple[int, int]:
    """(space on the track, lap tokens earned) for a score. The track runs Start (0), 1 ... 64: exactly
    64 is the last space; a lap token comes only when a player *passes* 64 (65 -> space 1, lap I), II
    past 128 and so on. The lap tokens stop at IV; the score (and the space) keep counting."""
    if score <= 0:
        return 0, 0
    passes = (score - 1) // TRACK_LENGTH
    return (score - 1) % TRACK_LENGTH + 1, min(passes, len(LAP_TOKENS))


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
        return card_space(self.card(s, idx))

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
            raise ValueError(f"{variant.title} takes {variant.min_players}-{variant.max_players} players, not {n}")
        options = SPEC.resolve_options(variant.id, config.options)
        config = GameConfig(config.game, config.players, variant.id, options, config.content)
        cards = list((config.content or {}).get("cards") or [])
        for i, c in enumerate(cards):
            if c.get("deck") not in ("mix", "period") or len(c.get("questions", [])) != 4:
                raise ValueError(f"card #{i + 1} is not a Telefilm question card")
        rng = Rng(seed)
        periods = PERIOD_CHOICES[options["periods"]]
        include_mix = variant.id == STANDARD or bool(options.get("include_mix", True))
        in_play: list[int] = []
        out: list[int] = []
        for i, c in enumerate(cards):
            use = include_mix if c["deck"] == "mix" else c.get("period") in periods
            (in_play if use else out).append(i)
        spaces = {card_space(cards[i]) for i in in_play}
        if variant.id == STANDARD:
            if MIX not in spaces:
                raise ValueError("the deck needs at least one Mix card")
            if len(spaces - {MIX}) < SETUP[n].keep:
                raise ValueError(f"the deck needs Period cards of at least {SETUP[n].keep} genre/period crossings")
        elif variant.id == TWO_PLAYER and len(spaces) < 2:
            raise ValueError("the deck needs cards of at least two different spaces")
        elif not in_play:
            raise ValueError("the deck is empty")
        s = TelefilmState(config, rng, packed=pack_content(config.content))
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
            label = {"mix": "Mix deck", "period": "Period deck"}.get(pile, "deck")
            ev.append(
                Event(
                    "reshuffled",
                    f"The {label} ran out: its discard pile is shuffled into a new deck.",
                    {"pile": pile, "cards": len(s.decks[pile])},
                )
            )
        if not s.decks[pile]:
            return None
        return s.decks[pile].pop()

    def _discard(self, s: TelefilmState, idx: int) -> None:
        s.discards[self.pile_of(s, idx)].append(idx)

    def _new_space_available(self, s: TelefilmState, pile: str, seen: set[str]) -> bool:
        pool = list(s.decks[pile])
        if self.opt(s, "reshuffle"):
            pool += s.discards[pile]
        return any(self.space_of(s, c) not in seen for c in pool)

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
            cards = f"{k} {DECK_TITLES[deck]} card" + ("s" if k > 1 else "")
            it = "they are" if k > 1 else "it is"
            ev.append(
                Event(
                    "redrawn",
                    f"The Director drew {cards} for a space already drawn: {it} discarded and replaced.",
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
        of = f" of {total}" if total else ""
        ev.append(
            Event(
                "turn_started",
                f"Turn {s.turn + 1}{of}: {self.name(s, s.director)} is the Director.",
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
        why = "" if reason == "turns" else "The deck ran out. "
        assert result is not None
        ev.append(
            Event(
                "game_over",
                why + result.text,
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
                f"{self.name(s, s.director)} puts the {value} bet token on {space_title(sp)}.",
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
        chosen = ", ".join(space_title(sp) for sp in s.bet_order)
        ev.append(Event("cards_chosen", f"The Director's cards are on {chosen}.", {"spaces": list(s.bet_order)}))
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
        return [
            sp
            for sp in s.bet_order
            if len(s.stacks.get(sp, [])) < MAX_TOKENS_PER_SPACE and seat not in s.stacks.get(sp, [])
        ]

    def _advance_placement(self, s: TelefilmState, ev: list[Event]) -> None:
        while s.place_queue and not self._place_spaces(s, s.place_queue[0]):
            seat = s.place_queue.pop(0)
            ev.append(Event("token_unplaced", f"{self.name(s, seat)} has no space left for a token.", {"seat": seat}))
        if not s.place_queue:
            self._start_questions(s, ev)

    def _apply_place(self, s: TelefilmState, a: Action, ev: list[Event]) -> None:
        seat, sp = a.seat, a["space"]
        assert seat is not None
        s.place_queue.pop(0)
        s.stacks.setdefault(sp, []).append(seat)
        s.tokens_left[seat] -= 1
        ev.append(
            Event(
                "token_placed",
                f"{self.name(s, seat)} places a token on {space_title(sp)}.",
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
                    f"Nobody is on {space_title(sp)} (bet {bet}): the Director scores "
                    "the bet plus the card's difficulty.",
                    {"space": sp, "bet": bet},
                )
            )
            return
        s.q = self._new_q(sp, card, answerers, "pre")
        names = ", then ".join(self.name(s, seat) for seat in answerers)
        ev.append(
            Event(
                "space_started",
                f"{space_title(sp)} (bet {bet}): {names}.",
                {"space": sp, "bet": bet, "answerers": answerers},
            )
        )

    def _allowed_modes(self, s: TelefilmState) -> list[str]:
        q = s.q
        assert q is not None
        if q["pos"] == 0 or q["prev_mode"] == "straight":
            return ["straight", "options"]
        return ["options"]

    def _limit_reached(self, s: TelefilmState, seat: int) -> bool:
        """Whether the special-card limit (option ``special_limit``) forbids ``seat`` another card now."""
        limit = self.opt(s, "special_limit")
        return bool(
            (limit == "turn" and s.played[seat])
            or (limit == "table" and sum(s.played))
            or (limit == "answer" and s.q is not None and s.q["active"])
        )

    def _may_offer_specials(self, s: TelefilmState) -> bool:
        """Public facts only (the table view's ``question.may_play``): the Star answering now holds special
        cards, it is a moment for them (steps pre / read / answer) and the limit lets them play one more.
        Which card fits the moment stays private (``playable`` in that Star's view)."""
        q = s.q
        if s.variant == CARDS_ONLY or s.phase != "questions" or q is None or q["empty"]:
            return False
        seat = self.answerer(s)
        if seat is None or seat == s.director or q["step"] not in ("pre", "read", "answer"):
            return False
        return bool(s.specials[seat]) and not self._limit_reached(s, seat)

    def _playable(self, s: TelefilmState, seat: int) -> list[str]:
        """The special-card kinds ``seat`` may play right now (cards it holds, at the right moment)."""
        q = s.q
        if s.variant == CARDS_ONLY or s.phase != "questions" or q is None or q["empty"]:
            return []
        if seat == s.director or seat != self.answerer(s) or q["step"] not in ("pre", "read", "answer"):
            return []
        limit = self.opt(s, "special_limit")
        if (
            (limit == "turn" and s.played[seat])
            or (limit == "table" and sum(s.played))
            or (limit == "answer" and q["active"])
        ):
            return []
        step, follower = q["step"], q["pos"] > 0
        held = {special_kind(c) for c in s.specials[seat]}
        out = []
        for kind in SPECIAL_KINDS:
            if kind not in held or kind in q["active"]:
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

    def _apply_play(self, s: TelefilmState, a: Action, ev: list[Event]) -> None:
        seat, kind = a.seat, a["card"]
        assert seat is not None and s.q is not None
        q = s.q
        card_id = next(c for c in s.specials[seat] if special_kind(c) == kind)
        s.specials[seat].remove(card_id)
        s.special_discard.append(card_id)
        s.played[seat] += 1
        q["active"].append(kind)
        name = self.name(s, seat)
        ev.append(
            Event(
                "special_played",
                f"{name} plays {SPECIALS[kind].name.upper()}.",
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
                        f"{name} asks for the options; the Director chooses which wrong option to read "
                        "with the right one.",
                        {"seat": seat},
                    )
                )
                return
            right = self.question(s, q["card"], q["number"])["answer"]
            self._fifty_read(s, s.rng.choice([x for x in LETTERS if x != right]), ev)
        elif kind in ("call", "web"):
            s.timers += 1
            q["timer"] = {"id": s.timers, "seat": seat, "card": kind, "seconds": TIMER_SECONDS}
            what = "a phone call" if kind == "call" else "the internet"
            ev.append(Event("timer_started", f"{name} has {TIMER_SECONDS} seconds for {what}.", dict(q["timer"])))

    def _fifty_read(self, s: TelefilmState, wrong: str, ev: list[Event]) -> None:
        """50%: the right option and ``wrong`` are read (in alphabetical order: the table cannot tell)."""
        q = s.q
        assert q is not None
        right = self.question(s, q["card"], q["number"])["answer"]
        q["shown"] = sorted([right, wrong])
        q["step"] = "answer"
        seat = self.answerer(s)
        assert seat is not None
        ev.append(self._options_event(s, f"{self.name(s, seat)} asks for the options; 50% leaves two."))

    def _fifty_wrong_letters(self, s: TelefilmState) -> list[str]:
        q = s.q
        assert q is not None
        right = self.question(s, q["card"], q["number"])["answer"]
        return [x for x in LETTERS if x != right]

    def _options_event(self, s: TelefilmState, text: str) -> Event:
        q = s.q
        assert q is not None
        opts = self.question(s, q["card"], q["number"])["options"]
        shown = [{"letter": x, "text": opts[LETTERS.index(x)]} for x in q["shown"]]
        lines = "; ".join(f"{o['letter']}: {o['text']}" for o in shown)
        return Event("options_read", f"{text} {lines}", {"space": q["space"], "options": shown}, reveals=True)

    def _read_event(self, s: TelefilmState, numbers: list[int], kind: str = "question_read") -> Event:
        q = s.q
        assert q is not None
        texts = [{"number": k, "text": self.question(s, q["card"], k)["text"]} for k in numbers]
        lines = " / ".join(f"Question {t['number']}: {t['text']}" for t in texts)
        return Event(
            kind, f"{space_title(q['space'])}. {lines}", {"space": q["space"], "questions": texts}, reveals=True
        )

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
        name = self.name(s, seat)
        if mode == "straight":
            ev.append(Event("declared", f"{name} answers straight (no options).", {"seat": seat, "mode": mode}))
            return
        ev.append(Event("declared", f"{name} asks for the options.", {"seat": seat, "mode": mode}))
        if not q["shown"]:
            q["shown"] = list(LETTERS)
            ev.append(self._options_event(s, "The options:"))

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
        name = self.name(s, seat)
        q["timer"] = None
        if correct:
            ev.append(
                Event(
                    "judged", f"{name}'s answer is right!", {"seat": seat, "correct": True}, reveals=letter is not None
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
                f"{name}'s answer is wrong.",
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
                f"{self.name(s, seat)} passes: no answer, no points.",
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
            q["active"] = []
            nxt = self.answerer(s)
            assert nxt is not None
            if q["prev_mode"] == "options":
                q["mode"] = "options"
                q["step"] = "answer"
                how = "with the options"
            else:
                q["mode"] = None
                q["step"] = "read"
                how = "straight or with the options"
            ev.append(
                Event(
                    "next_answerer",
                    f"{self.name(s, nxt)} may answer the same question ({how}) or pass.",
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
                f"{self.name(s, s.director)} (Director) scores {points} TF.",
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
                "scored", f"{self.name(s, seat)} scores {points} TF.", {"seat": seat, "points": points, "why": "right"}
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
                    f"{self.name(s, f)} scores the bet: {bet} TF.",
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
                    f"POWER: {self.name(s, seat)} leads alone, so nobody moves back.",
                    {"seat": seat, "targets": []},
                )
            )
        for t in targets:
            before = s.scores[t]
            loss = min(POWER_PENALTY, before)
            self.award(s, {"why": "power", "seat": t, "points": -loss, "before": before, "by": seat})
            ev.append(
                Event(
                    "power", f"POWER: {self.name(s, t)} moves back {loss} TF.", {"seat": t, "points": -loss, "by": seat}
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
            ev.append(Event("question_finished", "Nobody answered right.", {"space": q["space"], "correct": None}))
        else:
            ev.append(
                Event(
                    "question_finished",
                    f"{self.name(s, correct_seat)} answered right.",
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
                    f"{space_title(sp)} had difficulty {diff}: "
                    f"{self.name(s, s.director)} (Director) scores {points} TF.",
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
                    f"The answer was {ans}: {text}.",
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
        names = ", ".join(space_title(self.space_of(s, c)) for c in s.hand)
        ev.append(
            Event(
                "offered",
                f"{self.name(s, s.director)} offers {self.name(s, s.star)}: {names}.",
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
                "card_taken", f"{self.name(s, s.star)} takes the {space_title(sp)} card.", {"seat": s.star, "space": sp}
            )
        )

    def _cards_only_win(self, s: TelefilmState, correct_seat: int | None, ev: list[Event]) -> None:
        q = s.q
        assert q is not None and s.star is not None
        idx = q["card"]
        straight = q["mode"] == "straight"
        winner = s.star if correct_seat is not None else (s.director if straight else None)
        if winner is None:
            ev.append(Event("card_lost", "Wrong with the options: nobody wins the card.", {}))
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
        what = "the bonus card from the deck" if bonus else "the card"
        ev.append(
            Event(
                "card_won",
                f"{self.name(s, seat)} wins {what} (difficulty {diff}).",
                {"seat": seat, "difficulty": diff, "bonus": bonus, "points": diff},
            )
        )

    # ================================================================== legal actions
    def legal_actions(self, state: TelefilmState) -> list[Action]:
        s = state
        if s.phase == "over":
            return []
        d = s.director
        if s.phase == "bets":
            values = sorted(set(s.bet_tokens))
            return [Action("bet", d, space=sp, value=v) for sp in self._bet_spaces(s) for v in values]
        if s.phase == "place":
            seat = s.place_queue[0]
            return [Action("place", seat, space=sp) for sp in self._place_spaces(s, seat)]
        if s.phase == "select":
            return [Action("select", s.star, space=sp) for sp in s.bet_order]
        if s.phase == "offer":
            return [Action("take", s.star, index=i) for i in range(len(s.hand))]
        q = s.q
        assert q is not None
        step = q["step"]
        if step == "done":
            return [Action("reveal")]
        if step == "ask":
            return [Action("ask", d, number=k) for k in range(1, 5)]
        if step == "genre_ruling":
            return [Action("rule_genre", d, applies=True), Action("rule_genre", d, applies=False)]
        if step == "fifty":
            return [Action("fifty_pick", d, letter=x) for x in self._fifty_wrong_letters(s)]
        seat = self.answerer(s)
        assert seat is not None
        out = [Action("play", seat, card=k) for k in self._playable(s, seat)]
        if step == "pre":
            two = "two" in q["active"]
            if self.opt(s, "question_pick") == "die":
                out.append(Action("roll", seat))
            elif two:
                out += [Action("pick_two", seat, numbers=list(c)) for c in combinations(range(1, 5), 2)]
            else:
                out += [Action("pick", seat, number=k) for k in range(1, 5)]
        elif step == "choose":
            out += [Action("choose", seat, number=k) for k in q["two"]]
        elif step == "read":
            out += [Action("declare", seat, mode=m) for m in self._allowed_modes(s)]
        elif step == "answer":
            if q["mode"] == "straight":
                out += [Action("judge", d, correct=True), Action("judge", d, correct=False)]
            else:
                tried = {t["letter"] for t in q["tried"]}
                out += [Action("answer", seat, letter=x) for x in q["shown"] if x not in tried]
        if self._may_decline(s):
            out.append(Action("decline", seat))
        return out

    def explain_illegal(self, state: TelefilmState, action: Action) -> str:
        s = state
        if s.phase == "over":
            return "The game is over."
        kind = action.kind
        director = self.name(s, s.director)
        if kind == "play" and action.seat == s.director:
            return "The Director may not play special cards."
        if kind in DIRECTOR_KINDS and action.seat != s.director:
            return f"Only the Director ({director}) may do that."
        if s.phase == "bets":
            if kind != "bet":
                return f"{director} (Director) is choosing the question cards."
            if action.get("value") not in s.bet_tokens:
                return "The Director has no such bet token left."
            return "The Director cannot bet on that space now."
        if s.phase == "place":
            seat = s.place_queue[0]
            if kind != "place" or action.seat != seat:
                return f"It is {self.name(s, seat)}'s turn to place a character token."
            sp = action.get("space")
            if sp not in s.bets:
                return "Character tokens go only on spaces holding a bet token."
            if len(s.stacks.get(sp, [])) >= MAX_TOKENS_PER_SPACE:
                return "A space holds at most 4 character tokens."
            return "You already have a character token on that space."
        if s.phase in ("select", "offer"):
            assert s.star is not None
            return f"It is {self.name(s, s.star)}'s turn to choose."
        q = s.q
        assert q is not None
        if q["step"] == "done":
            return "Reveal the answer to go on."
        if kind == "play":
            card = action.get("card")
            if action.seat != self.answerer(s):
                return "Only the Star who is answering may play a special card now."
            if card not in {special_kind(c) for c in s.specials[action.seat]}:
                return "You do not hold that special card."
            if self.opt(s, "special_limit") == "turn" and s.played[action.seat]:
                return "Only one special card per turn."
            if self.opt(s, "special_limit") == "table" and sum(s.played):
                return "Only one special card per turn for the whole table."
            return "That special card cannot be played at this moment."
        seat = self.answerer(s)
        if kind in STAR_KINDS and action.seat != seat:
            who = self.name(s, seat) if seat is not None else director
            return f"It is {who}'s turn."
        step = q["step"]
        if kind == "fifty_pick":
            if step != "fifty":
                return "The Director chooses the wrong option only when 50% is played."
            return "Choose one of the wrong options."
        if step == "fifty":
            return f"{director} (Director) is choosing which wrong option to read with the right one."
        if kind == "decline":
            if q["pos"] == 0:
                return "The first Star on the space must answer."
            return "A Star may pass only before declaring or answering."
        if kind == "declare":
            if step != "read":
                return "Declare a straight answer or the options once the question has been read."
            return "After a wrong answer with the options, the next Star may only take the options."
        if kind in ("pick", "pick_two", "roll"):
            if step != "pre":
                return "The question has already been chosen."
            if self.opt(s, "question_pick") == "die":
                return "The question number is rolled with the die."
            if "two" in q["active"]:
                return "With TWO, name two different question numbers."
            return "Name one question number from 1 to 4."
        if kind == "answer":
            if q["mode"] == "straight":
                return "This is a straight answer: the Director judges it."
            return "Choose one of the options shown."
        if kind == "judge":
            return "Answers with the options are checked by their letter."
        return "That move is not allowed right now."

    def apply(self, state: TelefilmState, action: Action) -> tuple[TelefilmState, list[Event]]:
        self.check_action(state, action)
        s = state.copy()
        ev: list[Event] = []
        kind = action.kind
        if kind == "bet":
            self._apply_bet(s, action, ev)
        elif kind == "place":
            self._apply_place(s, action, ev)
        elif kind == "select":
            sp = action["space"]
            for other in [x for x in s.bet_order if x != sp]:
                self._discard(s, s.board.pop(other))
                s.results[other] = {"difficulty": None, "correct": None, "number": None, "skipped": True}
            assert s.star is not None
            ev.append(
                Event(
                    "space_selected",
                    f"{self.name(s, s.star)} chooses {space_title(sp)}.",
                    {"seat": s.star, "space": sp},
                )
            )
            s.phase = "questions"
            s.queue = [sp]
            self._next_space(s, ev)
        elif kind == "take":
            self._apply_take(s, action["index"], ev)
        elif kind == "ask":
            assert s.q is not None
            s.q["number"] = action["number"]
            s.q["step"] = "read"
            ev.append(self._read_event(s, [action["number"]]))
        elif kind == "play":
            self._apply_play(s, action, ev)
        elif kind == "pick":
            self._apply_pick(s, [action["number"]], ev)
        elif kind == "pick_two":
            self._apply_pick(s, list(action["numbers"]), ev)
        elif kind == "roll":
            assert s.q is not None
            first = s.rng.randint(1, 4)
            numbers = [first]
            if "two" in s.q["active"]:
                numbers.append(s.rng.choice([k for k in range(1, 5) if k != first]))
            ev.append(
                Event(
                    "rolled",
                    f"The die says question {' and '.join(map(str, sorted(numbers)))}.",
                    {"numbers": sorted(numbers)},
                )
            )
            self._apply_pick(s, numbers, ev)
        elif kind == "choose":
            assert s.q is not None and action.seat is not None
            s.q["number"] = action["number"]
            s.q["step"] = "read"
            ev.append(
                Event(
                    "question_chosen",
                    f"{self.name(s, action.seat)} chooses question {action['number']}.",
                    {"seat": action.seat, "number": action["number"]},
                )
            )
        elif kind == "declare":
            assert action.seat is not None
            self._apply_declare(s, action.seat, action["mode"], ev)
        elif kind == "decline":
            assert action.seat is not None
            self._apply_decline(s, action.seat, ev)
        elif kind == "fifty_pick":
            self._fifty_read(s, action["letter"], ev)
        elif kind == "answer":
            assert s.q is not None and action.seat is not None
            letter = action["letter"]
            right = self.question(s, s.q["card"], s.q["number"])["answer"]
            ev.append(
                Event(
                    "answered",
                    f"{self.name(s, action.seat)} answers {letter}.",
                    {"seat": action.seat, "letter": letter},
                )
            )
            self._judged(s, letter == right, ev, letter)
        elif kind == "judge":
            self._judged(s, bool(action["correct"]), ev)
        elif kind == "rule_genre":
            assert s.q is not None
            s.q["genre_ok"] = bool(action["applies"])
            verdict = "counts" if action["applies"] else "does not count"
            ev.append(
                Event(
                    "genre_ruled",
                    f"The Director rules that the genre card {verdict} on this Mix question.",
                    {"applies": bool(action["applies"])},
                )
            )
            self._score_right(s, ev)
        elif kind == "reveal":
            self._apply_reveal(s, ev)
        else:  # pragma: no cover - legal_actions never offers anything else
            raise IllegalAction("Unknown action.")
        return s, ev

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
        names = " and ".join(self.name(state, i) for i in winners)
        if len(winners) == 1:
            text = f"{names} is the Telefilm Master with {best} TF!"
        else:
            text = f"{names} share the title of Telefilm Master with {best} TF each!"
        return Result(self.scores(state), winners, text)

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
        return [Viewer.of_seat(seat)]

    # ================================================================== views
    def _public_card(self, s: TelefilmState, idx: int) -> dict[str, JSON]:
        c = self.card(s, idx)
        sp = card_space(c)
        return {
            "space": sp,
            "title": space_title(sp),
            "deck": c["deck"],
            "genre": c.get("genre"),
            "period": c.get("period"),
        }

    def _full_card(self, s: TelefilmState, idx: int) -> dict[str, JSON]:
        c = self.card(s, idx)
        out = self._public_card(s, idx)
        out.update(
            {
                "id": c["id"],
                "number": c["number"],
                "difficulty": self.difficulty(s, idx),
                "questions": [
                    {
                        "number": i + 1,
                        "text": qq["text"],
                        "answer": qq["answer"],
                        "options": [{"letter": x, "text": qq["options"][j]} for j, x in enumerate(LETTERS)],
                    }
                    for i, qq in enumerate(c["questions"])
                ],
            }
        )
        return out

    def _public_question(self, s: TelefilmState) -> dict[str, JSON] | None:
        q = s.q
        if q is None:
            return None
        sp = q["space"]
        out: dict[str, JSON] = {
            "space": sp,
            "title": space_title(sp),
            "empty": q["empty"],
            "step": q["step"],
            "bet": sum(s.bets.get(sp, [])),
            "answerers": list(q["answerers"]),
            "position": q["pos"],
            "answerer": self.answerer(s),
            "number": q["number"],
            "mode": q["mode"],
            "active_cards": list(q["active"]),
            "timer": q["timer"],
            "fifty": q["fifty"],
            "tried": [dict(t) for t in q["tried"]],
            "passed": list(q.get("passed", [])),
            "may_pass": self._may_decline(s),
            "may_play": self._may_offer_specials(s),
            "correct": q["correct"] if q["step"] == "done" else None,
        }
        if q["step"] == "read":
            out["allowed_modes"] = self._allowed_modes(s)
        if q["step"] == "answer" and q["mode"] == "options":
            tried = {t["letter"] for t in q["tried"]}
            out["letters"] = [x for x in q["shown"] if x not in tried]
        if q["two"]:
            out["two"] = [{"number": k, "text": self.question(s, q["card"], k)["text"]} for k in q["two"]]
        if q["number"] is not None:
            qq = self.question(s, q["card"], q["number"])
            out["text"] = qq["text"]
            out["options"] = [{"letter": x, "text": qq["options"][LETTERS.index(x)]} for x in q["shown"]]
        return out

    def _track(self, s: TelefilmState) -> list[dict[str, JSON]]:
        out = []
        for seat, score in enumerate(s.scores):
            position, laps = track_place(score)
            token = LAP_TOKENS[laps - 1] if laps else None
            out.append({"seat": seat, "score": score, "position": position, "laps": laps, "lap_token": token})
        return out

    def _spaces(self, s: TelefilmState) -> list[dict[str, JSON]]:
        out = []
        current = s.q["space"] if s.q else None
        for sp in SPACES:
            genre, period = (None, None) if sp == MIX else sp.split("/")
            bets = list(s.bets.get(sp, []))
            if sp in s.results:
                status = "done"
            elif sp == current:
                status = "active"
            elif bets:
                status = "waiting"
            else:
                status = "idle"
            entry: dict[str, JSON] = {
                "id": sp,
                "title": space_title(sp),
                "genre": genre,
                "period": period,
                "genre_title": GENRE_TITLES.get(genre or ""),
                "period_title": PERIOD_TITLES.get(period or ""),
                "bets": bets,
                "bet": sum(bets) if bets else None,
                "tokens": list(s.stacks.get(sp, [])),
                "status": status,
                "difficulty": None,
                "result": None,
            }
            if sp in s.results:
                entry["difficulty"] = s.results[sp]["difficulty"]
                entry["result"] = dict(s.results[sp])
            out.append(entry)
        return out

    def _public(self, s: TelefilmState) -> dict[str, JSON]:
        total = self.turns_total(s)
        out: dict[str, JSON] = {
            "game": "telefilm",
            "variant": s.variant,
            "players": [p.to_json() for p in s.config.players],
            "phase": s.phase,
            "step": s.q["step"] if s.q else None,
            "turn": min(s.turn + 1, total) if total else s.turn + 1,
            "turns_total": total,
            "director": s.director,
            "star": s.star,
            "stars": self.stars(s),
            "director_counts": list(s.director_counts),
            "scores": list(s.scores),
            "question": self._public_question(s),
            "last_question": s.last_question,
            "decks": {k: len(v) for k, v in s.decks.items()},
            "discards": {k: len(v) for k, v in s.discards.items()},
            "redraws": [dict(r) for r in s.redraws],
            "awards": [dict(a) for a in s.awards if a["why"] != "card"],
            "waiting_for": [str(v) for v in self.waiting_for(s)],
            "over": s.phase == "over",
            "end_reason": s.end_reason or None,
            "options": dict(s.config.options),
        }
        if s.variant == TWO_PLAYER and self.opt(s, "two_player_end") == "target":
            out["target"] = self.opt(s, "two_player_target")
        if s.variant == CARDS_ONLY:
            out["offer"] = [self._public_card(s, c) for c in s.hand] if s.phase == "offer" else []
            out["won"] = [
                {
                    "seat": seat,
                    "score": s.scores[seat],
                    "cards": [
                        dict(
                            self._public_card(s, c), difficulty=self.difficulty(s, c), number=self.card(s, c)["number"]
                        )
                        for c in cards
                    ],
                }
                for seat, cards in enumerate(s.won)
            ]
        else:
            out["track"] = self._track(s)
            out["spaces"] = self._spaces(s)
            out["bet_tokens"] = sorted(s.bet_tokens)
            out["tokens_left"] = list(s.tokens_left)
            out["placing"] = s.place_queue[0] if s.phase == "place" else None
            out["specials"] = {
                "hand_sizes": [len(h) for h in s.specials],
                "discard": [special_kind(c) for c in s.special_discard],
                "played_this_turn": list(s.played),
            }
        if s.phase == "over":
            result = self.result(s)
            assert result is not None
            out["result"] = result.to_json()
        return out

    def view(self, state: TelefilmState, viewer: Viewer) -> dict[str, JSON]:
        """Table: public board; seat: + that Star's special cards; director: + the cards and answers."""
        s = state
        out = self._public(s)
        out["viewer"] = str(viewer)
        if viewer.kind == "seat" and viewer.seat is not None and 0 <= viewer.seat < s.n:
            seat = viewer.seat
            out["hand"] = [
                {
                    "id": c,
                    "kind": special_kind(c),
                    "name": SPECIALS[special_kind(c)].name,
                    "timing": SPECIALS[special_kind(c)].timing,
                    "text": SPECIALS[special_kind(c)].text,
                }
                for c in s.specials[seat]
            ]
            out["playable"] = self._playable(s, seat)
        elif viewer.kind == "director":
            private: dict[str, JSON] = {
                "hand": [self._full_card(s, c) for c in s.hand],
                "board": {sp: self._full_card(s, c) for sp, c in s.board.items()},
                "current": None,
            }
            if s.q is not None:
                private["current"] = self._full_card(s, s.q["card"])
                if s.q["number"] is not None:
                    private["current"]["asked"] = s.q["number"]
            out["director_private"] = private
        return out

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
            for a in s.awards:
                expect[a["seat"]] += a["points"]
                if a["points"] != self._award_points(s, a):
                    problems.append(f"an award does not follow the scoring table: {a}")
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
        for a in legal:
            if a.kind == "play" and a.seat == s.director:
                problems.append("the Director may play a special card")
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
        legal = self.legal_actions(state)
        answers = [a for a in legal if a.kind == "answer"]
        if answers and rng.random() < 0.6:
            q = state.q
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
        public = "\n".join(_strings(self._public(s)))
        out: set[str] = set()
        for c in s.config.content.get("cards", []):
            for qq in c["questions"]:
                out.add(qq["text"])
                out.update(qq["options"])
        out.update(c for h in s.specials for c in h)
        out.update(s.special_box)
        return sorted(x for x in out if x not in public)


RULES = TelefilmRules()
