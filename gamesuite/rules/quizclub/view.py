"""What each viewer of a Quiz Club game sees: the view as ``TypedDict``s and the functions that build it.

The shape is documented in docs/games/quizclub.md (the UI and saved games rely on it). Every viewer gets
the public :class:`QuizView`; a seat's :class:`QuizSeatView` adds ``you``, ``hand`` and ``must_discard``;
the :class:`QuizDirectorView` is the seat view of ``director_seat`` plus ``director``. Nothing here decides
a rule: the engine's queries answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NotRequired, TypedDict

from gamesuite.rules.codec import deep_copy_json
from gamesuite.rules.core import JSON, Msg, Result, Viewer
from gamesuite.rules.memo import ContentMemo
from gamesuite.rules.quizclub import judge as J
from gamesuite.rules.quizclub.deck import characters_of
from gamesuite.rules.quizclub.spec import CATEGORY_TITLES, CHARACTERS, ROUNDS, marker_positions
from gamesuite.rules.quizclub.state import QuizState, history_entry

if TYPE_CHECKING:
    from gamesuite.rules.quizclub.engine import QuizClubRules

ASKING_PHASES = ("answer", "objection", "verdict")


class PlayerView(TypedDict):
    seat: int
    name: str
    colour: str
    character: str
    character_name: str
    character_colour: str  # the character card's colour (the disc has the seat's: ``colour``)
    score: int  # the disc's space on the score track (may pass the final space)
    hand_size: int
    face_up: bool  # character card: not yet asked this round
    starting_player: bool
    active: bool  # the asker (during "discard": the next asker)
    lines_passed: int
    must_discard: int


class TrackView(TypedDict):
    final_space: int
    marker_lines: list[int]


class TurnView(TypedDict):
    """The question being asked, from choose_question until the verdict."""

    asker: int
    asked: int | None
    question: NotRequired[dict[str, Any]]  # card, category, difficulty, the public question (+ solution)
    said: NotRequired[dict[str, Any]]
    said_text: NotRequired[str]
    app_verdict: NotRequired[bool]


class PilesView(TypedDict):
    draw: int
    discard: int
    removed: int


class CharacterView(TypedDict):
    """A character of the game's content, with how many of her question cards are in the game."""

    id: str
    name: str
    colour: str
    interests: list[str]
    cards: int


class DeckView(TypedDict):
    cards: int
    hand_size: int
    removed_characters: list[str]
    characters: list[CharacterView]  # the built-in eight, then those the packs bring


class HandCard(TypedDict):
    id: str
    character: str
    character_name: str
    character_colour: str
    category: str
    category_title: str
    questions: list[dict[str, Any]]  # difficulty, dots, the public question and its solution


class QuizView(TypedDict):
    game: str
    viewer: str
    players: list[PlayerView]
    round: int
    rounds: int
    round_type: str  # cooperative | competitive
    starting_player: int
    active: int
    phase: str
    waiting_for: list[str]
    side: str
    show_question: bool
    track: TrackView
    askable: list[int]
    turn: TurnView | None
    last_turn: dict[str, Any] | None  # a history entry
    round_history: list[dict[str, Any]]
    piles: PilesView
    deck: DeckView
    over: bool
    end_reason: str | None
    result: dict[str, JSON] | None
    winners: list[int]


class QuizSeatView(QuizView):
    """``seat:N``: the table's view plus her own hand (with the solutions) and what she owes."""

    you: int
    hand: list[HandCard]
    must_discard: int


class QuizDirectorView(QuizView):
    """The host window: the seat view of ``director_seat`` (none once the game is over)."""

    director: bool
    you: NotRequired[int]
    hand: NotRequired[list[HandCard]]
    must_discard: NotRequired[int]


def card_view(s: QuizState, cid: str) -> HandCard:
    card = s.index[cid]
    owner = characters_of(s.config.content)[card["character"]]
    questions = []
    for d, q in enumerate(card["questions"], start=1):
        questions.append({"difficulty": d, "dots": J.DOTS[d], **J.public_question(q), **J.solution_fields(q)})
    return {
        "id": cid,
        "character": card["character"],
        "character_name": owner["name"],
        "character_colour": owner["colour"],
        "category": card["category"],
        "category_title": CATEGORY_TITLES[card["category"]],
        "questions": questions,
    }


def history_view(s: QuizState, row: list[Any]) -> dict[str, Any]:
    """One finished turn for the public log, with every text spelled out."""
    h = history_entry(deep_copy_json(row))  # states share their rows: the view gets its own copy
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


def turn_view(s: QuizState, with_solution: bool) -> TurnView | None:
    if s.phase not in ("choose_question", *ASKING_PHASES):
        return None
    out: TurnView = {"asker": s.active, "asked": s.target}
    if s.card is None or s.difficulty is None:
        return out
    q = s.question()
    judged = s.phase == "verdict"
    show_text = bool(s.options["show_question"]) or with_solution or judged
    category = s.index[s.card]["category"]
    question: dict[str, Any] = {
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
        out["said"] = deep_copy_json(s.said)
        out["said_text"] = J.said_text(q, s.said, names)
    if s.app_verdict is not None:
        out["app_verdict"] = s.app_verdict
    return out


_DECK_CHARACTERS: ContentMemo[list[CharacterView]] = ContentMemo()


def deck_characters(s: QuizState) -> list[CharacterView]:
    """The content's characters with their card counts in this game (made once per game: ``s.deck`` is shared
    by every state of a game and never changed; the view gets copies)."""

    def rows() -> list[CharacterView]:
        counts: dict[str, int] = {}
        for cid in s.deck:
            owner = s.index[cid]["character"]
            counts[owner] = counts.get(owner, 0) + 1
        return [
            {"id": c["id"], "name": c["name"], "colour": c["colour"], "interests": list(c["interests"]),
             "cards": counts.get(c["id"], 0)}
            for c in characters_of(s.config.content).values()
        ]

    return [{**row, "interests": list(row["interests"])} for row in _DECK_CHARACTERS.get(s.deck, None, rows)]


def build_view(rules: QuizClubRules, s: QuizState, viewer: Viewer) -> QuizView | QuizSeatView | QuizDirectorView:
    """The table's view; a seat adds her hand; the Director sees the view of ``director_seat``."""
    lines = list(marker_positions(s.options["marker_lines"]))
    characters = characters_of(s.config.content)
    players: list[PlayerView] = []
    for i, p in enumerate(s.config.players):
        character = characters[s.characters[i]]
        players.append(
            {
                "seat": i,
                "name": p.name,
                "colour": p.colour,
                "character": s.characters[i],
                "character_name": character["name"],
                "character_colour": character["colour"],
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
        seat = rules.director_seat(s)
    result = rules.result(s)
    out: QuizView = {
        "game": "quizclub",
        "viewer": str(viewer),
        "players": players,
        "round": s.round,
        "rounds": ROUNDS,
        "round_type": "cooperative" if s.cooperative else "competitive",
        "starting_player": s.starting,
        "active": s.active,
        "phase": s.phase,
        "waiting_for": [str(v) for v in rules.waiting_for(s)],
        "side": s.options["side"],
        "show_question": bool(s.options["show_question"]),
        "track": {"final_space": int(s.options["track_length"]), "marker_lines": lines},
        "askable": rules._askable(s) if s.phase in ("choose_player", "choose_question") else [],
        "turn": turn_view(s, with_solution=seat is not None and seat == s.active),
        "last_turn": history_view(s, s.history[-1]) if s.history else None,
        "round_history": [history_view(s, h) for h in s.history if h[1] == s.round],
        "piles": {"draw": len(s.draw), "discard": len(s.discard), "removed": len(s.removed)},
        "deck": {
            "cards": len(s.deck),
            "hand_size": s.hand_start,
            "removed_characters": [c for c in CHARACTERS if not s.options.get(f"deck_{c}", True)],
            "characters": deck_characters(s),
        },
        "over": s.phase == "over",
        "end_reason": s.end_reason or None,
        "result": _result_json(result) if result else None,
        "winners": list(result.winners) if result else [],
    }
    if viewer.kind == "director":
        director = QuizDirectorView(**out, director=True)
        if seat is not None:
            director["you"] = seat
            director["hand"] = [card_view(s, cid) for cid in s.hands[seat]]
            director["must_discard"] = s.pending[seat]
        return director
    if seat is not None:
        return QuizSeatView(**out, you=seat, hand=[card_view(s, cid) for cid in s.hands[seat]],
                            must_discard=s.pending[seat])
    return out


def _result_json(result: Result) -> dict[str, Any]:
    """The result as JSON; its sentence (a Msg) in its JSON form, put into words by the UI."""
    out = result.to_json()
    if isinstance(result.text, Msg):
        out["text"] = result.text.to_json()
    return out
