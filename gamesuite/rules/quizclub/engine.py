"""Quiz Club: the rules engine (a pure, seeded state machine).

Phases of a turn (the active player is the asker)::

    choose_player --choose_player--> choose_question --choose_question--> answer
    answer --answer (knowledge) / no_answer--------------------------------> resolved
    answer --answer (multiple choice, estimate, ranking)--> verdict --confirm/overrule--> resolved
    answer --answer (intuition)--> objection --object/no_objection------------------> resolved
    resolved: score, discard the card, draw, turn the asked player's card face down
              --> discard (marker lines passed) --discard_marker...--> next turn / round / end

Seats sit clockwise in seat order, so "to the left" is the next seat number.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import permutations
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
from gamesuite.rules.packing import MAX_INFLATED_BYTES, pack_content, unpack_content
from gamesuite.rules.quizclub import judge as J
from gamesuite.rules.quizclub.deck import build_index
from gamesuite.rules.quizclub.spec import (
    CATEGORY_TITLES,
    CHARACTER_NAMES,
    CHARACTERS,
    HAND_SIZE,
    MIN_SHORT_HAND,
    ROUNDS,
    SPEC,
    marker_positions,
)

PHASES = ("choose_player", "choose_question", "answer", "objection", "verdict", "discard", "over")
ASKING_PHASES = ("answer", "objection", "verdict")
MAX_REASON = 200
MAX_NUMBER = 1e15
PLACEHOLDER_REASON = "Overruled by the asker."
OVERRULE_REASONS = (
    "Close enough: we agreed on that spelling.",
    "The card is out of date.",
    "We agreed to accept a near miss.",
    "Misheard: the answer was different.",
    PLACEHOLDER_REASON,
)


# -------------------------------------------------------------------------------------- state


@dataclass
class QuizState:
    """The whole game. ``index`` (the chosen side of every card) is derived, never saved."""

    config: GameConfig
    rng: Rng
    characters: list[str]
    hand_start: int
    deck: list[str]  # the game's cards (after removing characters), in content order
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
    said: dict[str, Any] | None = None
    app_verdict: bool | None = None
    pending: list[int] = field(default_factory=list)  # marker discards owed, by seat
    discards_made: list[int] = field(default_factory=list)
    missed_draws: list[int] = field(default_factory=list)
    history: list[list[Any]] = field(default_factory=list)  # compact rows, see history_entry()
    end_reason: str = ""
    index: Mapping[str, dict[str, Any]] = field(default_factory=dict, repr=False)
    content_z: str = field(default="", repr=False)  # config.content serialised once, shared

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

    def copy(self) -> QuizState:
        return QuizState(
            config=self.config,
            rng=self.rng.copy(),
            characters=list(self.characters),
            hand_start=self.hand_start,
            deck=self.deck,  # never mutated
            draw=list(self.draw),
            discard=list(self.discard),
            removed=list(self.removed),
            hands=[list(h) for h in self.hands],
            scores=list(self.scores),
            face_down=list(self.face_down),
            asked=list(self.asked),
            round=self.round,
            starting=self.starting,
            active=self.active,
            phase=self.phase,
            target=self.target,
            card=self.card,
            difficulty=self.difficulty,
            said=dict(self.said) if self.said is not None else None,
            app_verdict=self.app_verdict,
            pending=list(self.pending),
            discards_made=list(self.discards_made),
            missed_draws=list(self.missed_draws),
            history=list(self.history),
            end_reason=self.end_reason,
            index=self.index,
            content_z=self.content_z,
        )


_QUESTION_FIELDS = ("kind", "round", "asker", "asked", "card_id", "difficulty", "said", "app_verdict", "correct")
_QUESTION_FIELDS += ("reason", "points")
_SELF_FIELDS = ("kind", "round", "seat", "points")


def history_entry(row: list[Any]) -> dict[str, Any]:
    """A compact history row as a dict (``points`` is a list by seat; ``reason`` set if overruled)."""
    return dict(zip(_QUESTION_FIELDS if row[0] == "question" else _SELF_FIELDS, row, strict=True))


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _names(s: QuizState, seats: list[int]) -> str:
    names = [s.name(i) for i in seats]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def resolve_config(config: GameConfig) -> GameConfig:
    """The config with every rule option resolved and checked (ValueError when unusable)."""
    n = config.n_players
    variant = SPEC.variant(config.variant)
    if not variant.min_players <= n <= variant.max_players:
        raise ValueError(f"Quiz Club takes {variant.min_players}-{variant.max_players} players, not {n}")
    options = SPEC.resolve_options(variant.id, config.options)
    chars = [options[f"character_{i + 1}"] for i in range(n)]
    if len(set(chars)) != n:
        raise ValueError("Every player needs her own character card.")
    colours = [p.colour.strip().lower() for p in config.players]
    if len(set(colours)) != n:
        raise ValueError("Every player needs her own colour.")
    start = options["starting_player"]
    if start != "random" and not 0 <= int(start) < n:
        raise ValueError(f"The starting player must be one of the {n} players.")
    return GameConfig(config.game, config.players, variant.id, options, config.content)


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


def game_deck(config: GameConfig, index: Mapping[str, dict[str, Any]]) -> list[str]:
    """The ids of the cards in play: every card whose character has not been removed."""
    excluded = {c for c in CHARACTERS if not config.options.get(f"deck_{c}", True)}
    return [cid for cid, card in index.items() if card["character"] not in excluded]


def _deal_size(config: GameConfig, deck_size: int) -> int:
    n = config.n_players
    excluded = [CHARACTER_NAMES[c] for c in CHARACTERS if not config.options.get(f"deck_{c}", True)]
    why = f" after removing {', '.join(excluded)}'s questions" if excluded else ""
    if deck_size >= n * HAND_SIZE:
        return HAND_SIZE
    if config.options["short_deck"] == "refuse":
        raise ValueError(
            f"Only {_plural(deck_size, 'question card')} remain{why}; {n} players need at least {n * HAND_SIZE}."
        )
    size = deck_size // n
    if size < MIN_SHORT_HAND:
        raise ValueError(
            f"Only {_plural(deck_size, 'question card')} remain{why}; {n} players need at least {n * MIN_SHORT_HAND}."
        )
    return size


# -------------------------------------------------------------------------------------- rules


class QuizClubRules(GameRules[QuizState]):
    """Quiz Club as a pure state machine; see the module docstring for the turn's phases."""

    spec = SPEC

    # ---------------------------------------------------------------- setup

    def new_game(self, config: GameConfig, seed: int) -> QuizState:
        config = resolve_config(config)
        index = build_index(config.content, config.options["side"])
        content_z = pack_content(config.content)
        _remember_content(content_z, config.options["side"], config.content, index)
        deck = game_deck(config, index)
        hand = _deal_size(config, len(deck))
        n = config.n_players
        rng = Rng(seed)
        draw = rng.shuffled(deck)
        hands: list[list[str]] = [[] for _ in range(n)]
        for _ in range(hand):
            for seat in range(n):
                hands[seat].append(draw.pop())
        start_opt = config.options["starting_player"]
        starting = rng.below(n) if start_opt == "random" else int(start_opt)
        s = QuizState(
            config=config,
            rng=rng,
            characters=[config.options[f"character_{i + 1}"] for i in range(n)],
            hand_start=hand,
            deck=deck,
            draw=draw,
            discard=[],
            removed=[],
            hands=hands,
            scores=[0] * n,
            face_down=[False] * n,
            asked=[],
            round=1,
            starting=starting,
            active=starting,
            phase="choose_player",
            pending=[0] * n,
            discards_made=[0] * n,
            missed_draws=[0] * n,
            index=index,
            content_z=content_z,
        )
        return s

    # ---------------------------------------------------------------- legal actions

    def legal_actions(self, state: QuizState) -> list[Action]:
        s = state
        a = s.active
        if s.phase == "choose_player":
            return [Action("choose_player", a, player=k) for k in self._askable(s)]
        if s.phase == "choose_question":
            out = [Action("choose_question", a, card_id=cid, difficulty=d) for cid in s.hands[a] for d in (1, 2, 3)]
            out.append(Action("cancel_player", a))
            return out
        if s.phase == "answer":
            return [*self._answer_actions(s), Action("no_answer", a)]
        if s.phase == "objection":
            assert s.target is not None
            out = [Action("object", None, by=k) for k in range(s.n) if k != s.target]
            out.append(Action("no_objection", None))
            return out
        if s.phase == "verdict":
            return [
                Action("confirm", a),
                Action("overrule", a, correct=not s.app_verdict, reason=PLACEHOLDER_REASON),
            ]
        if s.phase == "discard":
            return [
                Action("discard_marker", seat, card_id=cid)
                for seat in range(s.n)
                if s.pending[seat] > 0
                for cid in s.hands[seat]
            ]
        return []

    def _askable(self, s: QuizState) -> list[int]:
        return [k for k in range(s.n) if k != s.active and not s.face_down[k]]

    def _answer_actions(self, s: QuizState) -> list[Action]:
        a = s.active
        q = s.question()
        kind = q["type"]
        if kind == "knowledge":
            return [Action("answer", a, correct=True), Action("answer", a, correct=False)]
        if kind == "multiple_choice":
            return [Action("answer", a, letter=x) for x in J.LETTERS]
        if kind == "estimate":
            # Any finite number is allowed; one example stands for all of them.
            return [Action("answer", a, number=0)]
        if kind == "ranking":
            return [Action("answer", a, order=p) for p in permutations(J.LETTERS)]
        assert s.target is not None
        if q["variant"] == "count":
            return [Action("answer", a, count=c) for c in range(s.n)]
        return [
            *(Action("answer", a, player=k) for k in range(s.n) if k != s.target),
            Action("answer", a, player=None),
        ]

    def check_action(self, state: QuizState, action: Action) -> None:
        if self._free_value_ok(state, action) or action in self.legal_actions(state):
            return
        raise IllegalAction(self.explain_illegal(state, action))

    def _free_value_ok(self, s: QuizState, action: Action) -> bool:
        """Actions carrying a free value (a typed number, a reason) are checked by shape."""
        if action.seat != s.active:
            return False
        if s.phase == "answer" and action.kind == "answer" and s.question()["type"] == "estimate":
            if set(action.arg_dict) != {"number"}:
                return False
            v = action["number"]
            return not isinstance(v, bool) and isinstance(v, int | float) and math.isfinite(v) and abs(v) <= MAX_NUMBER
        if s.phase == "verdict" and action.kind == "overrule":
            if set(action.arg_dict) != {"correct", "reason"}:
                return False
            reason = action["reason"]
            return (
                action["correct"] is (not s.app_verdict)
                and isinstance(reason, str)
                and 0 < len(reason.strip()) <= MAX_REASON
            )
        return False

    def explain_illegal(self, state: QuizState, action: Action) -> str:
        s = state
        if s.phase == "over":
            return "The game is over."
        expected = {
            "choose_player": ("choose_player",),
            "choose_question": ("choose_question", "cancel_player"),
            "answer": ("answer", "no_answer"),
            "objection": ("object", "no_objection"),
            "verdict": ("confirm", "overrule"),
            "discard": ("discard_marker",),
        }[s.phase]
        active = s.name(s.active)
        if action.kind not in expected:
            return {
                "choose_player": f"Now {active} chooses whom to ask.",
                "choose_question": f"Now {active} chooses a card and a question.",
                "answer": f"Now {active} enters the answer.",
                "objection": "Now the table says whether anybody objects.",
                "verdict": f"Now {active} confirms or overrules the verdict.",
                "discard": "First the players who passed a marker line discard a card.",
            }[s.phase]
        if s.phase == "discard":
            seat = action.seat
            if seat is None or not 0 <= seat < s.n or s.pending[seat] == 0:
                waiting = [i for i in range(s.n) if s.pending[i]]
                return f"Only {_names(s, waiting)} must discard a card now."
            return "That card is not in your hand."
        if s.phase == "objection":
            if action.seat is not None:
                return "Objections are entered for the whole table."
            by = action.get("by")
            if action.kind == "object" and by == s.target:
                return "The answering player cannot object to her own answer."
            return "Name a player who is at the table."
        if action.seat != s.active:
            return f"It is {active}'s turn."
        if action.kind == "choose_player":
            k = action.get("player")
            if k == s.active:
                return "You cannot ask yourself a question."
            if isinstance(k, int) and 0 <= k < s.n and s.face_down[k]:
                return f"{s.name(k)} has already been asked this round."
            return "Choose a fellow player at the table."
        if action.kind == "choose_question":
            if action.get("card_id") not in s.hands[s.active]:
                return "That card is not in your hand."
            return "Choose question 1 (easy), 2 (medium) or 3 (hard)."
        if action.kind == "answer":
            q = s.question()
            kind = q["type"]
            if kind == "intuition" and q["variant"] == "who" and action.get("player") == s.target:
                return "For intuition questions the answering player may not name herself."
            return {
                "knowledge": "For a knowledge question, say whether the answer was correct (correct: true/false).",
                "multiple_choice": "Enter the letter said: A, B, C or D.",
                "estimate": "Enter the number said.",
                "ranking": "Enter the order said: each of the letters A, B, C and D once.",
                "intuition": (
                    f"Enter how many fellow players were counted (0 to {s.n - 1})."
                    if q.get("variant") == "count"
                    else "Enter the fellow player named, or nobody (player: null)."
                ),
            }[kind]
        if action.kind == "overrule":
            if action.get("correct") is not (not s.app_verdict):
                return "The app already judged it so; overrule only to change the verdict."
            return f"Give a reason for overruling (1 to {MAX_REASON} characters)."
        return "That move is not allowed right now."

    # ---------------------------------------------------------------- apply

    def apply(self, state: QuizState, action: Action) -> tuple[QuizState, list[Event]]:
        self.check_action(state, action)
        s = state.copy()
        events: list[Event] = []
        getattr(self, f"_do_{action.kind}")(s, action, events)
        return s, events

    def _do_choose_player(self, s: QuizState, action: Action, events: list[Event]) -> None:
        s.target = int(action["player"])
        s.phase = "choose_question"
        events.append(
            Event(
                "player_chosen",
                f"{s.name(s.active)} will ask {s.name(s.target)}.",
                {"asker": s.active, "asked": s.target},
            )
        )

    def _do_cancel_player(self, s: QuizState, action: Action, events: list[Event]) -> None:
        s.target = None
        s.phase = "choose_player"
        events.append(Event("player_unchosen", f"{s.name(s.active)} changes whom to ask.", {"asker": s.active}))

    def _do_choose_question(self, s: QuizState, action: Action, events: list[Event]) -> None:
        cid = action["card_id"]
        d = int(action["difficulty"])
        s.hands[s.active].remove(cid)
        s.card = cid
        s.difficulty = d
        s.phase = "answer"
        q = s.question()
        category = s.index[cid]["category"]
        public = J.public_question(q, with_text=bool(s.options["show_question"]))
        assert s.target is not None
        events.append(
            Event(
                "question_asked",
                f"{s.name(s.active)} asks {s.name(s.target)} a {J.DOTS[d]} {CATEGORY_TITLES[category]} "
                f"question ({J.TYPE_TITLES[q['type']]}).",
                {
                    "asker": s.active,
                    "asked": s.target,
                    "card_id": cid,
                    "category": category,
                    "difficulty": d,
                    "question": public,
                },
                reveals=True,
            )
        )

    def _do_no_answer(self, s: QuizState, action: Action, events: list[Event]) -> None:
        s.said = {"no_answer": True}
        self._resolve(s, False, events)

    def _do_answer(self, s: QuizState, action: Action, events: list[Event]) -> None:
        q = s.question()
        s.said = dict(action.arg_dict)
        if "order" in s.said:
            s.said["order"] = list(s.said["order"])
        kind = q["type"]
        if kind == "knowledge":
            self._resolve(s, J.judge_knowledge(bool(action["correct"])), events)
            return
        assert s.target is not None
        names = [p.name for p in s.config.players]
        said_text = J.said_text(q, s.said, names)
        if kind == "intuition":
            s.phase = "objection"
            events.append(
                Event(
                    "answer_given",
                    f"{s.name(s.target)} answers: {said_text}. Does anybody object?",
                    {"asked": s.target, "said": dict(s.said), "said_text": said_text},
                )
            )
            return
        verdict = J.judge(q, s.said)
        assert verdict is not None
        s.app_verdict = verdict
        s.phase = "verdict"
        events.append(
            Event(
                "answer_judged",
                f"{s.name(s.target)} answers {said_text}. The app judges it "
                f"{'correct' if verdict else 'wrong'}; the answer is {J.answer_text(q)}.",
                {
                    "asked": s.target,
                    "said": dict(s.said),
                    "said_text": said_text,
                    "app_verdict": verdict,
                    "answer_text": J.answer_text(q),
                    "solution": J.solution_fields(q),
                },
                reveals=True,
            )
        )

    def _do_object(self, s: QuizState, action: Action, events: list[Event]) -> None:
        by = int(action["by"])
        events.append(Event("objection", f'{s.name(by)} objects: "Actually, I do!"', {"by": by}))
        assert s.said is not None
        s.said = {**s.said, "objection_by": by}
        self._resolve(s, J.judge_intuition(by), events)

    def _do_no_objection(self, s: QuizState, action: Action, events: list[Event]) -> None:
        events.append(Event("no_objection", "Nobody objects.", {}))
        self._resolve(s, J.judge_intuition(None), events)

    def _do_confirm(self, s: QuizState, action: Action, events: list[Event]) -> None:
        assert s.app_verdict is not None
        self._resolve(s, s.app_verdict, events)

    def _do_overrule(self, s: QuizState, action: Action, events: list[Event]) -> None:
        correct = bool(action["correct"])
        reason = str(action["reason"]).strip()
        events.append(
            Event(
                "overruled",
                f"{s.name(s.active)} overrules the app: the answer counts as "
                f"{'correct' if correct else 'wrong'}. Reason: {reason}",
                {"asker": s.active, "correct": correct, "reason": reason},
            )
        )
        self._resolve(s, correct, events, reason=reason)

    def _do_discard_marker(self, s: QuizState, action: Action, events: list[Event]) -> None:
        seat = action.seat
        assert seat is not None
        s.hands[seat].remove(action["card_id"])
        s.removed.append(action["card_id"])
        s.pending[seat] -= 1
        s.discards_made[seat] += 1
        events.append(Event("card_removed", f"{s.name(seat)} discards a card for good.", {"seat": seat}))
        self._spare_last_cards(s, events)
        if not any(s.pending):
            self._begin_turn(s, events)

    # ---------------------------------------------------------------- the end of a question

    def _resolve(self, s: QuizState, correct: bool, events: list[Event], reason: str | None = None) -> None:
        """Score the question, discard its card, draw, turn the asked card, then go on."""
        assert s.target is not None and s.card is not None and s.difficulty is not None
        asker, asked, d = s.active, s.target, s.difficulty
        q = s.question()
        asker_pts, asked_pts = J.turn_points(s.cooperative, d, correct)
        points = [0] * s.n
        points[asker] += asker_pts
        points[asked] += asked_pts
        self._score(s, points, events)
        # The log keeps only what cannot be derived; views add the texts (see _history_view).
        s.history.append(
            ["question", s.round, asker, asked, s.card, d, dict(s.said or {}), s.app_verdict, correct, reason, points]
        )
        scorers = [i for i in range(s.n) if points[i]]
        if scorers:
            gains = "; ".join(f"{s.name(i)} scores {points[i]}" for i in scorers)
        else:
            gains = "nobody scores"
        events.append(
            Event(
                "verdict",
                f"{'Correct' if correct else 'Wrong'}! The answer: {J.answer_text(q)}. {gains.capitalize()}.",
                {
                    "correct": correct,
                    "asker": asker,
                    "asked": asked,
                    "points": points,
                    "scores": list(s.scores),
                    "answer_text": J.answer_text(q),
                    "overruled": reason is not None,
                    "reason": reason,
                },
                reveals=True,
            )
        )
        # 3. discard and draw
        s.discard.append(s.card)
        s.card = None
        s.difficulty = None
        s.said = None
        s.app_verdict = None
        self._draw(s, asker, events)
        # 4. the asked player turns her character card
        s.face_down[asked] = True
        s.asked.append(asked)
        s.target = None
        events.append(Event("card_turned", f"{s.name(asked)}'s character card turns face down.", {"seat": asked}))
        s.active = (asked + 1) % s.n if s.options["next_active"] == "left_of_asked" else (asker + 1) % s.n
        self._after_points(s, events)

    def _score(self, s: QuizState, points: list[int], events: list[Event]) -> None:
        lines = marker_positions(s.options["marker_lines"])
        for seat, pts in enumerate(points):
            if not pts:
                continue
            old = s.scores[seat]
            s.scores[seat] = old + pts
            crossed = J.lines_crossed(old, old + pts, lines)
            if crossed:
                s.pending[seat] += crossed
                events.append(
                    Event(
                        "marker_line",
                        f"{s.name(seat)} moves past {'a marker line' if crossed == 1 else f'{crossed} marker lines'}"
                        f" and must discard {_plural(crossed, 'card')} for good.",
                        {"seat": seat, "count": crossed},
                    )
                )

    def _draw(self, s: QuizState, seat: int, events: list[Event]) -> None:
        if not s.draw and s.options["empty_draw_pile"] == "reshuffle" and s.discard:
            s.draw = s.rng.shuffled(s.discard)
            s.discard = []
            events.append(Event("reshuffled", "The discard pile is shuffled into a new draw pile.", {}))
        if s.draw:
            s.hands[seat].append(s.draw.pop())
            events.append(Event("card_drawn", f"{s.name(seat)} draws a card.", {"seat": seat}))
        else:
            s.missed_draws[seat] += 1
            events.append(
                Event(
                    "no_card_drawn",
                    f"The draw pile is empty: {s.name(seat)} plays on with one card fewer.",
                    {"seat": seat},
                )
            )

    def _spare_last_cards(self, s: QuizState, events: list[Event]) -> None:
        """A marker line never takes a player's last card."""
        for seat in range(s.n):
            if s.pending[seat] and len(s.hands[seat]) <= 1:
                s.pending[seat] = 0
                events.append(
                    Event(
                        "marker_spared",
                        f"{s.name(seat)} keeps her last card.",
                        {"seat": seat},
                    )
                )

    def _game_ends_now(self, s: QuizState) -> bool:
        """True when no question is left in the game (only the self-choice may follow)."""
        return s.round >= ROUNDS and all(s.face_down[i] or i == s.active for i in range(s.n))

    def _after_points(self, s: QuizState, events: list[Event]) -> None:
        if self._game_ends_now(s):
            s.pending = [0] * s.n  # discarding after the last question changes nothing
        self._spare_last_cards(s, events)
        if any(s.pending):
            s.phase = "discard"
            return
        self._begin_turn(s, events)

    def _begin_turn(self, s: QuizState, events: list[Event]) -> None:
        """Start the next turn, ending rounds (and the game) on the way as needed."""
        while True:
            face_up = [i for i in range(s.n) if not s.face_down[i]]
            if not face_up:
                events.append(Event("round_ended", f"Round {s.round} ends.", {"round": s.round}))
                if s.round >= ROUNDS:
                    self._finish(s, "rounds", events)
                    return
                s.round += 1
                s.starting = (s.starting + 1) % s.n
                s.face_down = [False] * s.n
                s.asked = []
                s.active = s.starting
                kind = "cooperative" if s.cooperative else "competitive"
                events.append(
                    Event(
                        "round_started",
                        f"Round {s.round} ({kind}) begins; {s.name(s.starting)} has the starting player card.",
                        {"round": s.round, "round_type": kind, "starting": s.starting},
                    )
                )
                continue
            if face_up == [s.active]:
                if self._self_choice(s, events):
                    return  # she passed a marker line: wait for her discard
                continue
            if not s.hands[s.active]:
                events.append(
                    Event(
                        "out_of_cards",
                        f"{s.name(s.active)} has no question card left to ask from: the game ends.",
                        {"seat": s.active},
                    )
                )
                self._finish(s, "no_cards", events)
                return
            s.phase = "choose_player"
            events.append(Event("turn_started", f"{s.name(s.active)} is the active player.", {"active": s.active}))
            return

    def _self_choice(self, s: QuizState, events: list[Event]) -> bool:
        """The last active player could only choose herself: 3 points. True if she must discard."""
        seat = s.active
        points = [0] * s.n
        points[seat] = J.SELF_CHOICE_POINTS
        events.append(
            Event(
                "self_choice",
                f"{s.name(seat)} could only choose herself and scores {J.SELF_CHOICE_POINTS} points.",
                {"seat": seat, "points": J.SELF_CHOICE_POINTS},
            )
        )
        self._score(s, points, events)
        s.history.append(["self_choice", s.round, seat, points])
        s.face_down[seat] = True
        s.asked.append(seat)
        events.append(Event("card_turned", f"{s.name(seat)}'s character card turns face down.", {"seat": seat}))
        if s.round >= ROUNDS:
            s.pending = [0] * s.n
        self._spare_last_cards(s, events)
        if any(s.pending):
            s.phase = "discard"
            return True
        return False

    def _finish(self, s: QuizState, reason: str, events: list[Event]) -> None:
        s.phase = "over"
        s.end_reason = reason
        s.pending = [0] * s.n
        result = self.result(s)
        assert result is not None
        events.append(
            Event(
                "game_over",
                result.text,
                {"winners": list(result.winners), "scores": list(s.scores), "reason": reason},
                reveals=True,
            )
        )

    # ---------------------------------------------------------------- results

    def is_over(self, state: QuizState) -> bool:
        return state.phase == "over"

    def scores(self, state: QuizState) -> dict[int, float]:
        return dict(enumerate(state.scores))

    def winners(self, state: QuizState) -> tuple[int, ...]:
        """Everybody at or past the final space, else everybody with the most points."""
        final = int(state.options["track_length"])
        at_end = tuple(i for i in range(state.n) if state.scores[i] >= final)
        if at_end:
            return at_end
        best = max(state.scores)
        return tuple(i for i in range(state.n) if state.scores[i] == best)

    def result(self, state: QuizState) -> Result | None:
        if not self.is_over(state):
            return None
        winners = self.winners(state)
        names = _names(state, list(winners))
        final = int(state.options["track_length"])
        if all(state.scores[i] >= final for i in winners) and state.scores[winners[0]] >= final:
            if len(winners) == 1:
                text = f"{names} reached the final space and wins!"
            else:
                text = f"{names} reached the final space and win together!"
        elif len(winners) == 1:
            text = f"{names} wins with {_plural(state.scores[winners[0]], 'point')}!"
        else:
            text = f"{names} win together with {_plural(state.scores[winners[0]], 'point')}!"
        return Result(self.scores(state), winners, text)

    def director_seat(self, state: QuizState) -> int | None:
        """Whose private view the host window shows: the asker, or who must discard a card now."""
        if state.phase == "over":
            return None
        if state.phase == "discard":
            return next(i for i in range(state.n) if state.pending[i])
        return state.active

    def waiting_for(self, state: QuizState) -> list[Viewer]:
        s = state
        if s.phase == "over":
            return []
        if s.phase == "discard":
            return [Viewer.of_seat(i) for i in range(s.n) if s.pending[i]]
        if s.phase == "objection":
            return [Viewer.TABLE]
        return [Viewer.of_seat(s.active)]

    # ---------------------------------------------------------------- views

    def _card_view(self, s: QuizState, cid: str) -> dict[str, JSON]:
        card = s.index[cid]
        questions = []
        for d, q in enumerate(card["questions"], start=1):
            questions.append({"difficulty": d, "dots": J.DOTS[d], **J.public_question(q), **J.solution_fields(q)})
        return {
            "id": cid,
            "character": card["character"],
            "category": card["category"],
            "category_title": CATEGORY_TITLES[card["category"]],
            "questions": questions,
        }

    def _history_view(self, s: QuizState, row: list[Any]) -> dict[str, JSON]:
        """One finished turn for the public log, with every text spelled out."""
        h = history_entry(row)
        if h["kind"] != "question":
            return h
        card = s.index[h["card_id"]]
        q = card["questions"][h["difficulty"] - 1]
        names = [p.name for p in s.config.players]
        return {
            **h,
            "round_type": "cooperative" if h["round"] % 2 == 1 else "competitive",
            "category": card["category"],
            "category_title": CATEGORY_TITLES[card["category"]],
            "dots": J.DOTS[h["difficulty"]],
            "question": J.public_question(q),
            "answer_text": J.answer_text(q),
            "solution": J.solution_fields(q),
            "said_text": J.said_text(q, h["said"], names),
            "overruled": h["reason"] is not None,
        }

    def _turn_view(self, s: QuizState, with_solution: bool) -> dict[str, JSON] | None:
        if s.phase not in ("choose_question", *ASKING_PHASES):
            return None
        out: dict[str, JSON] = {"asker": s.active, "asked": s.target}
        if s.card is None or s.difficulty is None:
            return out
        q = s.question()
        judged = s.phase == "verdict"
        show_text = bool(s.options["show_question"]) or with_solution or judged
        category = s.index[s.card]["category"]
        question: dict[str, JSON] = {
            "card_id": s.card,
            "category": category,
            "category_title": CATEGORY_TITLES[category],
            "difficulty": s.difficulty,
            "dots": J.DOTS[s.difficulty],
            **J.public_question(q, with_text=show_text),
        }
        if with_solution or judged:
            question.update(J.solution_fields(q))
        out["question"] = question
        if s.said is not None:
            names = [p.name for p in s.config.players]
            out["said"] = dict(s.said)
            out["said_text"] = J.said_text(q, s.said, names)
        if s.app_verdict is not None:
            out["app_verdict"] = s.app_verdict
        return out

    def view(self, state: QuizState, viewer: Viewer) -> dict[str, JSON]:
        s = state
        lines = list(marker_positions(s.options["marker_lines"]))
        players = []
        for i, p in enumerate(s.config.players):
            players.append(
                {
                    "seat": i,
                    "name": p.name,
                    "colour": p.colour,
                    "character": s.characters[i],
                    "character_name": CHARACTER_NAMES[s.characters[i]],
                    "score": s.scores[i],
                    "hand_size": len(s.hands[i]),
                    "face_up": not s.face_down[i],
                    "starting_player": i == s.starting,
                    "active": i == s.active and s.phase != "over",
                    "lines_passed": J.lines_crossed(0, s.scores[i], lines),
                    "must_discard": s.pending[i],
                }
            )
        seat: int | None = None
        if viewer.kind == "seat" and viewer.seat is not None and 0 <= viewer.seat < s.n:
            seat = viewer.seat
        elif viewer.kind == "director":
            seat = self.director_seat(s)
        result = self.result(s)
        out: dict[str, JSON] = {
            "game": "quizclub",
            "viewer": str(viewer),
            "players": players,
            "round": s.round,
            "rounds": ROUNDS,
            "round_type": "cooperative" if s.cooperative else "competitive",
            "starting_player": s.starting,
            "active": s.active,
            "phase": s.phase,
            "waiting_for": [str(v) for v in self.waiting_for(s)],
            "side": s.options["side"],
            "show_question": bool(s.options["show_question"]),
            "track": {"final_space": int(s.options["track_length"]), "marker_lines": lines},
            "askable": self._askable(s) if s.phase in ("choose_player", "choose_question") else [],
            "turn": self._turn_view(s, with_solution=seat is not None and seat == s.active),
            "last_turn": self._history_view(s, s.history[-1]) if s.history else None,
            "round_history": [self._history_view(s, h) for h in s.history if h[1] == s.round],
            "piles": {"draw": len(s.draw), "discard": len(s.discard), "removed": len(s.removed)},
            "deck": {
                "cards": len(s.deck),
                "hand_size": s.hand_start,
                "removed_characters": [c for c in CHARACTERS if not s.options.get(f"deck_{c}", True)],
            },
            "over": s.phase == "over",
            "end_reason": s.end_reason or None,
            "result": result.to_json() if result else None,
            "winners": list(result.winners) if result else [],
        }
        if seat is not None:
            out["you"] = seat
            out["hand"] = [self._card_view(s, cid) for cid in s.hands[seat]]
            out["must_discard"] = s.pending[seat]
        if viewer.kind == "director":
            out["director"] = True
        return out

    # ---------------------------------------------------------------- JSON

    def state_to_json(self, state: QuizState) -> dict[str, JSON]:
        s = state
        return {
            "config": {**s.config.to_json(), "content": {}},
            "content_z": s.content_z,
            "rng": s.rng.to_json(),
            "characters": list(s.characters),
            "hand_start": s.hand_start,
            "draw": list(s.draw),
            "discard": list(s.discard),
            "removed": list(s.removed),
            "hands": [list(h) for h in s.hands],
            "scores": list(s.scores),
            "face_down": list(s.face_down),
            "asked": list(s.asked),
            "round": s.round,
            "starting": s.starting,
            "active": s.active,
            "phase": s.phase,
            "target": s.target,
            "card": s.card,
            "difficulty": s.difficulty,
            "said": dict(s.said) if s.said is not None else None,
            "app_verdict": s.app_verdict,
            "pending": list(s.pending),
            "discards_made": list(s.discards_made),
            "missed_draws": list(s.missed_draws),
            "history": [list(h) for h in s.history],
            "end_reason": s.end_reason,
        }

    def state_from_json(self, data: Mapping[str, JSON]) -> QuizState:
        bare = GameConfig.from_json(data["config"])
        text = str(data["content_z"])
        content, index = _content_from_json(text, bare.options["side"])
        config = GameConfig(bare.game, bare.players, bare.variant, bare.options, content)
        return QuizState(
            config=config,
            rng=Rng.from_json(data["rng"]),
            characters=list(data["characters"]),
            hand_start=int(data["hand_start"]),
            deck=game_deck(config, index),
            draw=list(data["draw"]),
            discard=list(data["discard"]),
            removed=list(data["removed"]),
            hands=[list(h) for h in data["hands"]],
            scores=list(data["scores"]),
            face_down=list(data["face_down"]),
            asked=list(data["asked"]),
            round=int(data["round"]),
            starting=int(data["starting"]),
            active=int(data["active"]),
            phase=str(data["phase"]),
            target=data["target"],
            card=data["card"],
            difficulty=data["difficulty"],
            said=dict(data["said"]) if data["said"] is not None else None,
            app_verdict=data["app_verdict"],
            pending=list(data["pending"]),
            discards_made=list(data["discards_made"]),
            missed_draws=list(data["missed_draws"]),
            history=[list(h) for h in data["history"]],
            end_reason=str(data["end_reason"]),
            index=index,
            content_z=text,
        )

    # ---------------------------------------------------------------- checks

    def check_invariants(self, state: QuizState) -> list[str]:
        s = state
        problems: list[str] = []
        n = s.n
        in_play = [s.card] if s.card is not None else []
        everywhere = s.draw + s.discard + s.removed + in_play + [c for h in s.hands for c in h]
        if sorted(everywhere) != sorted(s.deck):
            problems.append("cards are not conserved: draw + hands + discard + removed + in play != deck")
        for i in range(n):
            expected = s.hand_start - s.discards_made[i] - s.missed_draws[i]
            if s.card is not None and i == s.active:
                expected -= 1
            if len(s.hands[i]) != expected:
                problems.append(f"seat {i} holds {len(s.hands[i])} cards, the rules say {expected}")
        if s.options["empty_draw_pile"] == "reshuffle" and any(s.missed_draws):
            problems.append("a draw was missed although the discards are reshuffled")
        if len(set(s.asked)) != len(s.asked):
            problems.append("somebody was asked twice in one round")
        if sorted(s.asked) != [i for i in range(n) if s.face_down[i]]:
            problems.append("the face-down character cards do not match who was asked this round")
        if any(v < 0 for v in s.scores):
            problems.append("a score is negative")
        for i in range(n):
            if s.scores[i] != sum(h[-1][i] for h in s.history):
                problems.append(f"seat {i}'s score does not match the game log")
        if not 1 <= s.round <= ROUNDS:
            problems.append(f"round {s.round} is out of range")
        if s.phase not in PHASES:
            problems.append(f"unknown phase {s.phase!r}")
        if (s.target is not None) != (s.phase in ("choose_question", *ASKING_PHASES)):
            problems.append("an asked player is set outside a question")
        if (s.card is not None) != (s.phase in ASKING_PHASES):
            problems.append("a card is in play outside a question")
        if s.target is not None and (s.target == s.active or s.face_down[s.target]):
            problems.append("the asked player is the asker or was already asked")
        if any(p < 0 for p in s.pending) or (any(s.pending) != (s.phase == "discard")):
            problems.append("marker discards are owed outside the discard phase")
        if (s.app_verdict is not None) != (s.phase == "verdict"):
            problems.append("an app verdict is pending outside the verdict phase")
        # exactly the right actor
        if s.phase != "over":
            waiting = self.waiting_for(s)
            actors = {a.seat for a in self.legal_actions(s)}
            allowed = {None if v.kind == "table" else v.seat for v in waiting}
            if not actors or actors != allowed:
                problems.append(f"the actors {sorted(actors, key=str)} are not the ones waited for {waiting}")
        return problems

    # ---------------------------------------------------------------- random play

    def random_action(self, state: QuizState, rng: Rng) -> Action:
        s = state
        a = s.active
        if s.phase == "answer":
            if rng.below(20) == 0:
                return Action("no_answer", a)
            return self._random_answer(s, rng)
        if s.phase == "choose_question" and rng.below(20) == 0:
            return Action("cancel_player", a)
        if s.phase == "choose_question":
            return rng.choice([x for x in self.legal_actions(s) if x.kind == "choose_question"])
        if s.phase == "objection":
            if rng.below(2) == 0:
                return Action("no_objection", None)
            return rng.choice([x for x in self.legal_actions(s) if x.kind == "object"])
        if s.phase == "verdict":
            if rng.below(7) == 0:
                return Action("overrule", a, correct=not s.app_verdict, reason=rng.choice(OVERRULE_REASONS))
            return Action("confirm", a)
        return rng.choice(self.legal_actions(s))

    def _random_answer(self, s: QuizState, rng: Rng) -> Action:
        a = s.active
        q = s.question()
        kind = q["type"]
        if kind == "knowledge":
            return Action("answer", a, correct=rng.below(2) == 0)
        if kind == "multiple_choice":
            letter = q["answer"] if rng.below(3) == 0 else rng.choice(J.LETTERS)
            return Action("answer", a, letter=letter)
        if kind == "estimate":
            value, margin = float(q["value"]), float(q["margin"])
            pick = rng.below(5)
            if pick == 0:
                said = value
            elif pick == 1:
                said = value + margin * (2 * rng.random() - 1)  # inside the margin
            elif pick == 2:
                said = value + (margin if rng.below(2) else -margin)  # on the edge
            else:
                sign = 1 if rng.below(2) else -1
                said = value + sign * (margin + 1 + abs(value) * rng.random())  # outside
            if rng.below(2) == 0:
                said = float(round(said))
            return Action("answer", a, number=said)
        if kind == "ranking":
            pick = rng.below(4)
            if pick == 0:
                order = tuple(q["order"])
            elif pick == 1:
                order = tuple(reversed(q["order"]))
            else:
                order = tuple(rng.shuffled(J.LETTERS))
            return Action("answer", a, order=order)
        return rng.choice(self._answer_actions(s))

    # ---------------------------------------------------------------- leak tests

    def private_strings(self, state: QuizState) -> list[str]:
        """Every hidden text in the game: questions and answers on cards nobody has heard yet,
        the unused side of every card, and the answer of the question being asked.

        Texts that are already public (questions asked, answers judged) are left out, and so
        are strings under 3 characters (a letter or a small number cannot be leak-tested).
        """
        s = state
        public: set[str] = set()
        hidden: set[str] = set()
        current = (s.card, s.difficulty) if s.card is not None else None
        asked = {(h[4], h[5]) for h in s.history if h[0] == "question"}
        if current is not None:
            asked.add(current)
        for cid in s.deck:
            card = s.index[cid]
            for side_q in card["other"]["questions"]:
                hidden.update(J.hidden_strings(side_q))
            for d, q in enumerate(card["questions"], start=1):
                if (cid, d) in asked:
                    public.update(J.public_question(q).get("options", []))
                    public.update(J.public_question(q).get("terms", []))
                    public.add(q["text"])
                    if (cid, d) == current and s.phase != "verdict":
                        hidden.update(J.solution_strings(q))
                    else:
                        public.update(J.solution_strings(q))
                else:
                    hidden.update(J.hidden_strings(q))
        return sorted(x for x in hidden - public if len(x.strip()) >= 3)


RULES = QuizClubRules()

__all__ = ["RULES", "QuizClubRules", "QuizState", "resolve_config"]
