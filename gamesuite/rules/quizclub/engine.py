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

from collections.abc import Mapping
from itertools import permutations
from typing import Any

from gamesuite.rules.core import (
    JSON,
    QT_TRANSLATE_NOOP,
    Action,
    Event,
    Free,
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
from gamesuite.rules.packing import pack_content
from gamesuite.rules.quizclub import judge as J
from gamesuite.rules.quizclub.deck import characters_of, game_deck, index_of
from gamesuite.rules.quizclub.spec import (
    CATEGORY_TITLES,
    CHARACTER_NAMES,
    CHARACTER_OPTIONS,
    CHARACTERS,
    HAND_SIZE,
    MIN_SHORT_HAND,
    ROUNDS,
    SPEC,
    marker_positions,
)
from gamesuite.rules.quizclub.state import QuizState, _remember_content
from gamesuite.rules.quizclub.view import QuizDirectorView, QuizSeatView, QuizView, build_view

PHASES = ("choose_player", "choose_question", "answer", "objection", "verdict", "discard", "over")
ASKING_PHASES = ("answer", "objection", "verdict")
MAX_REASON = 200
MAX_NUMBER = 1e15
#: What an estimate answer may be and what an overrule's reason may be: the free values of two templates.
NUMBER = Free("number", -MAX_NUMBER, MAX_NUMBER)
REASON = Free("text", max_length=MAX_REASON)
OVERRULE_REASONS = (  # random play's reasons
    "Close enough: we agreed on that spelling.",
    "The card is out of date.",
    "We agreed to accept a near miss.",
    "Misheard: the answer was different.",
    "Overruled by the asker.",
)


RANKINGS = tuple(permutations(J.LETTERS))  # every order of the four terms
_ACTIONS: dict[tuple[Any, ...], Action] = {}


def _act(kind: str, seat: int | None, key: str = "", value: Any = None, key2: str = "", value2: Any = None) -> Action:
    """``Action(kind, seat, key=value, key2=value2)``, made once: actions are immutable values and the
    enumeration builds the same ones again and again (a memo, never changes a result)."""
    k = (kind, seat, key, type(value), value, key2, type(value2), value2)
    found = _ACTIONS.get(k)
    if found is None:
        if len(_ACTIONS) >= 20_000:  # card ids come from the content: keep the memo bounded
            _ACTIONS.clear()
        args = {key: value} if key else {}
        if key2:
            args[key2] = value2
        found = _ACTIONS[k] = Action(kind, seat, **args)
    return found


def say(text: str, /, **params: Any) -> Msg:
    """A sentence of this game (``text`` marked with QT_TRANSLATE_NOOP where it is written)."""
    return Msg("quizclub", text, **params)


def said_words(q: Mapping[str, Any], said: Mapping[str, Any], names: list[str]) -> Msg | str | dict[str, int]:
    """What the asked player said, for a sentence: words to translate, a player, or content as entered."""
    if said.get("no_answer"):
        return say(QT_TRANSLATE_NOOP("quizclub", "no answer"))
    kind = q["type"]
    if kind == "knowledge":
        if said.get("correct"):
            return say(QT_TRANSLATE_NOOP("quizclub", "judged correct by the asker"))
        return say(QT_TRANSLATE_NOOP("quizclub", "judged wrong by the asker"))
    if kind == "intuition" and q.get("variant") == "count":
        return say(QT_TRANSLATE_NOOP("quizclub", "%n fellow player(s)"), n=int(said["count"]))
    if kind == "intuition":
        seat = said.get("player")
        return say(QT_TRANSLATE_NOOP("quizclub", "nobody")) if seat is None else player(int(seat))
    return J.said_text(q, said, names)  # a letter and its option, a number, an order of letters: content


def answer_words(q: Mapping[str, Any]) -> Msg | str:
    """The right answer, for a sentence (the words around the content translated where shown)."""
    kind = q["type"]
    if kind == "knowledge":
        alts = J.split_alternatives(q["answer"]) or [q["answer"]]
        if len(alts) == 1:
            return str(alts[0])
        return say(QT_TRANSLATE_NOOP("quizclub", "{first} or {last}"), first=", ".join(alts[:-1]), last=alts[-1])
    if kind == "estimate":
        unit = f" {q['unit']}" if q.get("unit") else ""
        low, high = J.estimate_range(q)
        return say(QT_TRANSLATE_NOOP("quizclub", "{value} (from {low} to {high} counts)"),
                   value=J.format_number(float(q["value"])) + unit, low=J.format_number(low),
                   high=J.format_number(high) + unit)
    if kind == "ranking":
        terms = q["terms"]
        return say(QT_TRANSLATE_NOOP("quizclub", "{order} ({terms}); the reverse also counts"),
                   order=" ".join(q["order"]), terms=", ".join(terms[J.LETTERS.index(x)] for x in q["order"]))
    if kind == "intuition":
        return say(QT_TRANSLATE_NOOP("quizclub", "it depends on the fellow players"))
    return J.answer_text(q)  # multiple choice: the letter and its option, as printed


def resolve_config(config: GameConfig) -> GameConfig:
    """The config with every rule option resolved and checked (ValueError when unusable).

    The ``character_N`` options take any character of the content (``deck.characters_of``: the eight
    built-in ones and those the packs bring), so they are checked here against the content rather than
    against the spec's list of choices (which names the default content's eight)."""
    n = config.n_players
    variant = SPEC.variant(config.variant)
    if not variant.min_players <= n <= variant.max_players:
        raise config_error("quizclub", QT_TRANSLATE_NOOP(
            "quizclub", "Quiz Club takes {low}-{high} players, not {count}"),
                              low=variant.min_players, high=variant.max_players, count=n)
    characters = characters_of(config.content)
    given = dict(config.options)
    chosen = {key: given.pop(key) for key in CHARACTER_OPTIONS if key in given}
    options = SPEC.resolve_options(variant.id, given)
    for key, value in chosen.items():
        if not isinstance(value, str) or value not in characters:
            known = ", ".join(characters)
            raise config_error("quizclub", QT_TRANSLATE_NOOP(
                "quizclub", "rule option '{option}': '{value}' is not a character of this game ({known})"),
                option=key, value=str(value)[:40], known=known)
        options[key] = value
    chars = [options[f"character_{i + 1}"] for i in range(n)]
    if len(set(chars)) != n:
        raise config_error("quizclub", QT_TRANSLATE_NOOP("quizclub", "Every player needs her own character card."))
    colours = [p.colour.strip().lower() for p in config.players]
    if len(set(colours)) != n:
        raise config_error("quizclub", QT_TRANSLATE_NOOP("quizclub", "Every player needs her own colour."))
    if options["card_colours"] == "different":
        seen: dict[str, str] = {}
        for cid in chars:
            colour = characters[cid]["colour"]
            if colour in seen:
                raise config_error("quizclub", QT_TRANSLATE_NOOP(
                    "quizclub", "{first} and {second} have character cards of the same colour; with 'each player a "
                    "card of her own colour' every player needs a card of another colour."),
                    first=characters[seen[colour]]["name"], second=characters[cid]["name"])
            seen[colour] = cid
    start = options["starting_player"]
    if start != "random" and not 0 <= int(start) < n:
        raise config_error("quizclub", QT_TRANSLATE_NOOP(
            "quizclub", "The starting player must be one of the {count} players."),
                              count=n)
    return GameConfig(config.game, config.players, variant.id, options, config.content)


_PACKED: ContentMemo[str] = ContentMemo()


def _packed(content: Mapping[str, Any], side: str, index: dict[str, dict[str, Any]]) -> str:
    """The content packed for ``content_z``, made once per content object and side (a memo)."""

    def make() -> str:
        content_z = pack_content(content)
        _remember_content(content_z, side, content, index)
        return content_z

    return _PACKED.get(content, side, make)


def _deal_size(config: GameConfig, deck_size: int) -> int:
    n = config.n_players
    excluded = [CHARACTER_NAMES[c] for c in CHARACTERS if not config.options.get(f"deck_{c}", True)]
    if deck_size >= n * HAND_SIZE:
        return HAND_SIZE
    need = n * HAND_SIZE if config.options["short_deck"] == "refuse" else n * MIN_SHORT_HAND
    size = deck_size // n
    if config.options["short_deck"] == "refuse" or size < MIN_SHORT_HAND:
        if excluded:
            raise config_error("quizclub", QT_TRANSLATE_NOOP(
                "quizclub", "Only %n question card(s) remain after removing {excluded}'s questions; {count} players "
                "need at least {need}."), n=deck_size, excluded=excluded, count=n, need=need)
        raise config_error("quizclub", QT_TRANSLATE_NOOP(
            "quizclub", "Only %n question card(s) remain; {count} players need at least {need}."),
            n=deck_size, count=n, need=need)
    return size


# -------------------------------------------------------------------------------------- rules


class QuizClubRules(GameRules[QuizState]):
    """Quiz Club as a pure state machine; see the module docstring for the turn's phases."""

    spec = SPEC

    # ---------------------------------------------------------------- setup

    def new_game(self, config: GameConfig, seed: int) -> QuizState:
        config = resolve_config(config)
        index = index_of(config.content, config.options["side"])
        content_z = _packed(config.content, config.options["side"], index)
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

    # ---------------------------------------------------------------- legality (one predicate)

    def legal_actions(self, state: QuizState) -> list[Action]:
        """Every action allowed now (memoised per state). A typed estimate and an overrule's reason are
        free values: their actions are listed once, as templates holding a ``Free`` domain
        (:data:`NUMBER`, :data:`REASON`). ``why_not`` (the inherited default) accepts exactly these
        actions and filled templates, and asks :meth:`explain_illegal` for the sentence otherwise."""
        return list(self._legal(state))

    def _legal(self, s: QuizState) -> list[Action]:
        legal = s._legal
        if legal is None:
            legal = s._legal = self._enumerate(s)
        return legal

    def _enumerate(self, s: QuizState) -> list[Action]:
        a = s.active
        if s.phase == "choose_player":
            return [_act("choose_player", a, "player", k) for k in self._askable(s)]
        if s.phase == "choose_question":
            out = [_act("choose_question", a, "card_id", cid, "difficulty", d) for cid in s.hands[a] for d in (1, 2, 3)]
            out.append(_act("cancel_player", a))
            return out
        if s.phase == "answer":
            return [*self._answer_actions(s), _act("no_answer", a)]
        if s.phase == "objection":
            assert s.target is not None
            out = [_act("object", None, "by", k) for k in range(s.n) if k != s.target]
            out.append(_act("no_objection", None))
            return out
        if s.phase == "verdict":
            return [_act("confirm", a), _act("overrule", a, "correct", not s.app_verdict, "reason", REASON)]
        if s.phase == "discard":
            return [
                _act("discard_marker", seat, "card_id", cid)
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
            return [_act("answer", a, "correct", True), _act("answer", a, "correct", False)]
        if kind == "multiple_choice":
            return [_act("answer", a, "letter", x) for x in J.LETTERS]
        if kind == "estimate":
            return [_act("answer", a, "number", NUMBER)]  # any finite number: a template
        if kind == "ranking":
            return [_act("answer", a, "order", p) for p in RANKINGS]
        assert s.target is not None
        if q["variant"] == "count":
            return [_act("answer", a, "count", c) for c in range(s.n)]
        return [
            *(_act("answer", a, "player", k) for k in range(s.n) if k != s.target),
            _act("answer", a, "player", None),
        ]

    def explain_illegal(self, state: QuizState, action: Action) -> Msg:
        s = state
        if s.phase == "over":
            return say(QT_TRANSLATE_NOOP("quizclub", "The game is over."))
        expected = {
            "choose_player": ("choose_player",),
            "choose_question": ("choose_question", "cancel_player"),
            "answer": ("answer", "no_answer"),
            "objection": ("object", "no_objection"),
            "verdict": ("confirm", "overrule"),
            "discard": ("discard_marker",),
        }[s.phase]
        active = player(s.active)
        if action.kind not in expected:
            return say({
                "choose_player": QT_TRANSLATE_NOOP("quizclub", "Now {name} chooses whom to ask."),
                "choose_question": QT_TRANSLATE_NOOP("quizclub", "Now {name} chooses a card and a question."),
                "answer": QT_TRANSLATE_NOOP("quizclub", "Now {name} enters the answer."),
                "objection": QT_TRANSLATE_NOOP("quizclub", "Now the table says whether anybody objects."),
                "verdict": QT_TRANSLATE_NOOP("quizclub", "Now {name} confirms or overrules the verdict."),
                "discard": QT_TRANSLATE_NOOP("quizclub", "First the players who passed a marker line discard a card."),
            }[s.phase], name=active)
        if s.phase == "discard":
            seat = action.seat
            if seat is None or not 0 <= seat < s.n or s.pending[seat] == 0:
                waiting = [player(i) for i in range(s.n) if s.pending[i]]
                return say(QT_TRANSLATE_NOOP("quizclub", "Only {names} must discard a card now."), names=waiting)
            return say(QT_TRANSLATE_NOOP("quizclub", "That card is not in your hand."))
        if s.phase == "objection":
            if action.seat is not None:
                return say(QT_TRANSLATE_NOOP("quizclub", "Objections are entered for the whole table."))
            by = action.get("by")
            if action.kind == "object" and by == s.target:
                return say(QT_TRANSLATE_NOOP("quizclub", "The answering player cannot object to her own answer."))
            return say(QT_TRANSLATE_NOOP("quizclub", "Name a player who is at the table."))
        if action.seat != s.active:
            return say(QT_TRANSLATE_NOOP("quizclub", "It is {name}'s turn."), name=active)
        if action.kind == "choose_player":
            k = action.get("player")
            if k == s.active:
                return say(QT_TRANSLATE_NOOP("quizclub", "You cannot ask yourself a question."))
            if isinstance(k, int) and 0 <= k < s.n and s.face_down[k]:
                return say(QT_TRANSLATE_NOOP("quizclub", "{name} has already been asked this round."), name=player(k))
            return say(QT_TRANSLATE_NOOP("quizclub", "Choose a fellow player at the table."))
        if action.kind == "choose_question":
            if action.get("card_id") not in s.hands[s.active]:
                return say(QT_TRANSLATE_NOOP("quizclub", "That card is not in your hand."))
            return say(QT_TRANSLATE_NOOP("quizclub", "Choose question 1 (easy), 2 (medium) or 3 (hard)."))
        if action.kind == "answer":
            q = s.question()
            kind = q["type"]
            if kind == "intuition" and q["variant"] == "who" and action.get("player") == s.target:
                return say(QT_TRANSLATE_NOOP("quizclub", "For intuition questions the answering player may not name "
                                             "herself."))
            if kind == "intuition" and q.get("variant") == "count":
                return say(QT_TRANSLATE_NOOP("quizclub", "Enter how many fellow players were counted (0 to {most})."),
                           most=s.n - 1)
            return say({
                "knowledge": QT_TRANSLATE_NOOP("quizclub",
                                               "For a knowledge question, say whether the answer was correct "
                                               "(correct: true/false)."),
                "multiple_choice": QT_TRANSLATE_NOOP("quizclub", "Enter the letter said: A, B, C or D."),
                "estimate": QT_TRANSLATE_NOOP("quizclub", "Enter the number said."),
                "ranking": QT_TRANSLATE_NOOP("quizclub",
                                             "Enter the order said: each of the letters A, B, C and D once."),
                "intuition": QT_TRANSLATE_NOOP("quizclub", "Enter the fellow player named, or nobody (player: null)."),
            }[kind])
        if action.kind == "overrule":
            if action.get("correct") != (not s.app_verdict):
                return say(QT_TRANSLATE_NOOP("quizclub", "The app already judged it so; overrule only to change the "
                                             "verdict."))
            return say(QT_TRANSLATE_NOOP("quizclub", "Give a reason for overruling (1 to {most} characters)."),
                       most=MAX_REASON)
        return say(QT_TRANSLATE_NOOP("quizclub", "That move is not allowed right now."))

    # ---------------------------------------------------------------- actions (one dispatch idiom)

    @handles("choose_player")
    def _do_choose_player(self, s: QuizState, action: Action, events: list[Event]) -> None:
        s.target = int(action["player"])
        s.phase = "choose_question"
        events.append(
            Event(
                "player_chosen",
                say(QT_TRANSLATE_NOOP("quizclub", "{asker} will ask {asked}."), asker=player(s.active),
                    asked=player(s.target)),
                {"asker": s.active, "asked": s.target},
            )
        )

    @handles("cancel_player")
    def _do_cancel_player(self, s: QuizState, action: Action, events: list[Event]) -> None:
        s.target = None
        s.phase = "choose_player"
        events.append(Event("player_unchosen", say(QT_TRANSLATE_NOOP("quizclub", "{name} changes whom to ask."),
                                                   name=player(s.active)), {"asker": s.active}))

    @handles("choose_question")
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
                say(QT_TRANSLATE_NOOP("quizclub", "{asker} asks {asked} a {dots} {category} question ({type})."),
                    asker=player(s.active), asked=player(s.target), dots=J.DOTS[d],
                    category=term("quizclub", CATEGORY_TITLES[category]), type=term("quizclub",
                                                                                    J.TYPE_TITLES[q["type"]])),
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

    @handles("no_answer")
    def _do_no_answer(self, s: QuizState, action: Action, events: list[Event]) -> None:
        s.said = {"no_answer": True}
        self._resolve(s, False, events)

    @handles("answer")
    def _do_answer(self, s: QuizState, action: Action, events: list[Event]) -> None:
        q = s.question()
        said = dict(action.arg_dict)
        if "order" in said:
            said["order"] = list(said["order"])
        s.said = said
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
                    say(QT_TRANSLATE_NOOP("quizclub", "{name} answers: {said}. Does anybody object?"),
                        name=player(s.target), said=said_words(q, s.said, names)),
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
                say(QT_TRANSLATE_NOOP("quizclub", "{name} answers {said}. The app judges it correct; the answer is "
                                      "{answer}.") if verdict else
                    QT_TRANSLATE_NOOP("quizclub", "{name} answers {said}. The app judges it wrong; the answer is "
                                      "{answer}."), name=player(s.target), said=said_words(q, s.said, names),
                    answer=answer_words(q)),
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

    @handles("object")
    def _do_object(self, s: QuizState, action: Action, events: list[Event]) -> None:
        by = int(action["by"])
        events.append(Event("objection", say(QT_TRANSLATE_NOOP("quizclub", '{name} objects: "Actually, I do!"'),
                                             name=player(by)), {"by": by}))
        assert s.said is not None
        s.said = {**s.said, "objection_by": by}
        self._resolve(s, J.judge_intuition(by), events)

    @handles("no_objection")
    def _do_no_objection(self, s: QuizState, action: Action, events: list[Event]) -> None:
        events.append(Event("no_objection", say(QT_TRANSLATE_NOOP("quizclub", "Nobody objects.")), {}))
        self._resolve(s, J.judge_intuition(None), events)

    @handles("confirm")
    def _do_confirm(self, s: QuizState, action: Action, events: list[Event]) -> None:
        assert s.app_verdict is not None
        self._resolve(s, s.app_verdict, events)

    @handles("overrule")
    def _do_overrule(self, s: QuizState, action: Action, events: list[Event]) -> None:
        correct = bool(action["correct"])
        reason = str(action["reason"]).strip()
        events.append(
            Event(
                "overruled",
                say(QT_TRANSLATE_NOOP("quizclub", "{name} overrules the app: the answer counts as correct. Reason: "
                                      "{reason}") if correct else
                    QT_TRANSLATE_NOOP("quizclub", "{name} overrules the app: the answer counts as wrong. Reason: "
                                      "{reason}"), name=player(s.active), reason=reason),
                {"asker": s.active, "correct": correct, "reason": reason},
            )
        )
        self._resolve(s, correct, events, reason=reason)

    @handles("discard_marker")
    def _do_discard_marker(self, s: QuizState, action: Action, events: list[Event]) -> None:
        seat = action.seat
        assert seat is not None
        s.hands[seat].remove(action["card_id"])
        s.removed.append(action["card_id"])
        s.pending[seat] -= 1
        s.discards_made[seat] += 1
        events.append(Event("card_removed", say(QT_TRANSLATE_NOOP("quizclub", "{name} discards a card for good."),
                                                name=player(seat)), {"seat": seat}))
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
        row = ["question", s.round, asker, asked, s.card, d, dict(s.said or {}), s.app_verdict, correct, reason, points]
        s.history = [*s.history, row]  # a new list: states share their history (a frozen field)
        scorers = [i for i in range(s.n) if points[i]]
        if len(scorers) == 2:
            gains = say(QT_TRANSLATE_NOOP("quizclub", "{name} scores {points}; {other} scores {other_points}."),
                        name=player(scorers[0]), points=points[scorers[0]], other=player(scorers[1]),
                        other_points=points[scorers[1]])
        elif scorers:
            gains = say(QT_TRANSLATE_NOOP("quizclub", "{name} scores {points}."), name=player(scorers[0]),
                        points=points[scorers[0]])
        else:
            gains = say(QT_TRANSLATE_NOOP("quizclub", "Nobody scores."))
        events.append(
            Event(
                "verdict",
                say(QT_TRANSLATE_NOOP("quizclub", "Correct! The answer: {answer}. {gains}") if correct else
                    QT_TRANSLATE_NOOP("quizclub", "Wrong! The answer: {answer}. {gains}"), answer=answer_words(q),
                    gains=gains),
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
        events.append(Event("card_turned", say(QT_TRANSLATE_NOOP("quizclub", "{name}'s character card turns face "
                                                                 "down."), name=player(asked)), {"seat": asked}))
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
                        say(QT_TRANSLATE_NOOP("quizclub", "{name} moves past a marker line and must discard 1 card "
                                              "for good.") if crossed == 1 else
                            QT_TRANSLATE_NOOP("quizclub", "{name} moves past %n marker lines and must discard %n cards "
                                              "for good."), name=player(seat), n=crossed),
                        {"seat": seat, "count": crossed},
                    )
                )

    def _draw(self, s: QuizState, seat: int, events: list[Event]) -> None:
        if not s.draw and s.options["empty_draw_pile"] == "reshuffle" and s.discard:
            s.draw = s.rng.shuffled(s.discard)
            s.discard = []
            events.append(Event("reshuffled", say(QT_TRANSLATE_NOOP("quizclub", "The discard pile is shuffled into a "
                                                                    "new draw pile.")), {}))
        if s.draw:
            s.hands[seat].append(s.draw.pop())
            events.append(Event("card_drawn", say(QT_TRANSLATE_NOOP("quizclub", "{name} draws a card."),
                                                  name=player(seat)), {"seat": seat}))
        else:
            s.missed_draws[seat] += 1
            events.append(
                Event(
                    "no_card_drawn",
                    say(QT_TRANSLATE_NOOP("quizclub", "The draw pile is empty: {name} plays on with one card fewer."),
                        name=player(seat)),
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
                        say(QT_TRANSLATE_NOOP("quizclub", "{name} keeps her last card."), name=player(seat)),
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
                events.append(Event("round_ended", say(QT_TRANSLATE_NOOP("quizclub", "Round {round} ends."),
                                                       round=s.round), {"round": s.round}))
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
                        say(QT_TRANSLATE_NOOP("quizclub", "Round {round} (cooperative) begins; {name} has the "
                                              "starting player card.") if s.cooperative else
                            QT_TRANSLATE_NOOP("quizclub", "Round {round} (competitive) begins; {name} has the "
                                              "starting player card."), round=s.round, name=player(s.starting)),
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
                        say(QT_TRANSLATE_NOOP("quizclub", "{name} has no question card left to ask from: the game "
                                              "ends."), name=player(s.active)),
                        {"seat": s.active},
                    )
                )
                self._finish(s, "no_cards", events)
                return
            s.phase = "choose_player"
            events.append(Event("turn_started", say(QT_TRANSLATE_NOOP("quizclub", "{name} is the active player."),
                                                    name=player(s.active)), {"active": s.active}))
            return

    def _self_choice(self, s: QuizState, events: list[Event]) -> bool:
        """The last active player could only choose herself: 3 points. True if she must discard."""
        seat = s.active
        points = [0] * s.n
        points[seat] = J.SELF_CHOICE_POINTS
        events.append(
            Event(
                "self_choice",
                say(QT_TRANSLATE_NOOP("quizclub", "{name} could only choose herself and scores {points} points."),
                    name=player(seat), points=J.SELF_CHOICE_POINTS),
                {"seat": seat, "points": J.SELF_CHOICE_POINTS},
            )
        )
        self._score(s, points, events)
        s.history = [*s.history, ["self_choice", s.round, seat, points]]
        s.face_down[seat] = True
        s.asked.append(seat)
        events.append(Event("card_turned", say(QT_TRANSLATE_NOOP("quizclub", "{name}'s character card turns face "
                                                                 "down."), name=player(seat)), {"seat": seat}))
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
        names = [player(i) for i in winners]
        final = int(state.options["track_length"])
        n = state.scores[winners[0]]
        if all(state.scores[i] >= final for i in winners) and state.scores[winners[0]] >= final:
            if len(winners) == 1:
                text = Msg("quizclub", QT_TRANSLATE_NOOP("quizclub", "{names} reached the final space and wins!"),
                           names=names)
            else:
                text = Msg("quizclub", QT_TRANSLATE_NOOP("quizclub", "{names} reached the final space and win "
                                                         "together!"), names=names)
        elif len(winners) == 1:
            text = Msg("quizclub", QT_TRANSLATE_NOOP("quizclub", "{names} wins with %n point(s)!"), names=names, n=n)
        else:
            text = Msg("quizclub", QT_TRANSLATE_NOOP("quizclub", "{names} win together with %n point(s)!"),
                       names=names, n=n)
        return Result(self.scores(state), winners, text)  # a Msg, put into words where shown

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

    def view(self, state: QuizState, viewer: Viewer) -> QuizView | QuizSeatView | QuizDirectorView:
        """Built in :mod:`gamesuite.rules.quizclub.view` (the shape: docs/games/quizclub.md)."""
        return build_view(self, state, viewer)

    def state_from_json(self, data: Mapping[str, JSON]) -> QuizState:
        return QuizState.from_json(data)

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
        """A legal action, the free values filled in (see :meth:`_random_answer`, :data:`OVERRULE_REASONS`)."""
        s = state
        a = s.active
        if s.phase == "answer":
            if rng.below(20) == 0:
                return _act("no_answer", a)
            return self._random_answer(s, rng)
        if s.phase == "choose_question" and rng.below(20) == 0:
            return _act("cancel_player", a)
        if s.phase == "choose_question":
            return rng.choice([x for x in self._legal(s) if x.kind == "choose_question"])
        if s.phase == "objection":
            if rng.below(2) == 0:
                return _act("no_objection", None)
            return rng.choice([x for x in self._legal(s) if x.kind == "object"])
        if s.phase == "verdict":
            if rng.below(7) == 0:
                return Action("overrule", a, correct=not s.app_verdict, reason=rng.choice(OVERRULE_REASONS))
            return _act("confirm", a)
        return rng.choice(self._legal(s))

    def _random_answer(self, s: QuizState, rng: Rng) -> Action:
        a = s.active
        q = s.question()
        kind = q["type"]
        if kind == "knowledge":
            return _act("answer", a, "correct", rng.below(2) == 0)
        if kind == "multiple_choice":
            letter = q["answer"] if rng.below(3) == 0 else rng.choice(J.LETTERS)
            return _act("answer", a, "letter", letter)
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
            return _act("answer", a, "order", order)
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
