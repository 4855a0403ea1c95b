"""What the Quiz Club table shows, computed from the TABLE view only (Qt-free, tested without painting).

``table_model(view, show_text, holding_for)`` turns the public view into frozen dataclasses of plain
strings, numbers, flags and keys; the table's items paint them (``item.apply(model)`` does nothing when a
model did not change). ``keys_of(action)`` says which table item chooses a table action (the objections);
``gate_purpose(view, seat)`` is the hand-off gate's line for each private step. Nothing but the table view
reaches these models, so nothing private can reach the shared screen through them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from gamesuite.rules.core import Action

DIFFICULTY_WORDS = {1: "easy", 2: "medium", 3: "hard"}
SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "heart")  # = theme.PLAYER_SHAPES
NO_OBJECTION_KEY = "button:no-objection"
CONTINUE_KEY = "button:continue"
OBJECT_LABEL = "I object!"

Mode = Literal["welcome", "turn", "question", "over"]
Tone = Literal["asker", "asked", "open", "done", "alert", "winner"]


def player_shape(seat: int) -> str:
    """The mark on a player's disc (with her colour: colour never carries meaning alone)."""
    return SHAPES[seat % len(SHAPES)]


def object_key(seat: int) -> str:
    """The key of the "I object!" button at ``seat``'s place."""
    return f"button:object:{seat}"


# ---------------------------------------------------------------------------------- models


@dataclass(frozen=True)
class QuestionModel:
    """The public parts of the question being asked (never a solution before the verdict)."""

    category: str
    category_title: str
    type: str
    type_title: str
    difficulty: int
    text: str  # "" when the question is kept off the table
    choices: tuple[str, ...]  # options (multiple choice) or terms (ranking), same rule as text
    unit: str
    variant: str


@dataclass(frozen=True)
class ResultModel:
    """A finished turn (a public history entry) for the result box."""

    kind: Literal["question", "self_choice"]
    correct: bool | None
    headline: str
    meta: str
    text: str
    answer: str
    said: str
    points: str
    reason: str
    difficulty: int


@dataclass(frozen=True)
class Standing:
    seat: int
    name: str
    score: int
    winner: bool
    colour: str
    shape: str


@dataclass(frozen=True)
class BoardModel:
    """The focus board in the middle of the table: whose turn, the question, the last result."""

    mode: Mode
    phase: str
    title: str = ""
    subtitle: str = ""
    question: QuestionModel | None = None
    result: ResultModel | None = None
    footer: str = ""
    said: str = ""
    app_verdict: bool | None = None
    answer: str = ""
    correct_letter: str | None = None  # the solution, public only in "verdict"
    order: tuple[str, ...] = ()  # the ranking's solution, public only in "verdict"
    said_letter: str | None = None
    hint: str = ""
    objection: bool = False  # the board keeps room for the "Nobody objects" button
    asker: int = 0
    asked: int | None = None
    standings: tuple[Standing, ...] = ()
    continue_shown: bool = False  # the board keeps its top right free for the "continue" button


@dataclass(frozen=True)
class SeatModel:
    """One player's place: character card, disc, score, starting card, hand size, status pill."""

    seat: int
    name: str
    colour: str
    shape: str
    character: str
    character_name: str
    character_colour: str  # the card's own colour (``colour`` is the seat's: her disc)
    score: int
    points_word: str
    face_up: bool
    starting: bool
    hand_size: int
    status: str
    tone: Tone
    highlighted: bool


@dataclass(frozen=True)
class TableModel:
    round: int
    rounds: int
    cooperative: bool
    banner: str
    rule: str
    draw_label: str
    draw_pile: int
    board: BoardModel
    seats: tuple[SeatModel, ...]
    scores: tuple[int, ...]  # the disc of each seat on the score track
    active: int | None  # whose disc glows
    objectors: tuple[int, ...]  # seats that may say "Actually, I do!" now
    continue_label: str  # "" unless the table holds a result before the next player's gate


# ---------------------------------------------------------------------------------- words


def names_list(names: Sequence[str], last: str = "or") -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {last} " + names[-1]


def round_rule(cooperative: bool) -> str:
    if cooperative:
        return "Right: asker and answerer score 1 / 2 / 3 · Wrong: nobody scores"
    return "Right: the answerer scores 1 / 2 / 3 · Wrong: the asker scores 3 / 2 / 1"


def points_text(points: Sequence[int], names: Sequence[str]) -> str:
    gains = [f"+{pts} {names[i]}" for i, pts in enumerate(points) if pts]
    return " · ".join(gains) if gains else "Nobody scores"


def question_model(q: Mapping[str, Any], show_text: bool) -> QuestionModel:
    """The public parts of a question: never a solution field."""
    choices = list(q.get("options") or q.get("terms") or []) if show_text else []
    return QuestionModel(
        category=str(q.get("category", "")), category_title=str(q.get("category_title", "")),
        type=str(q.get("type", "")), type_title=str(q.get("type_title", "")),
        difficulty=int(q.get("difficulty", 1)), text=str(q.get("text", "")) if show_text else "",
        choices=tuple(str(c) for c in choices), unit=str(q.get("unit", "") or ""),
        variant=str(q.get("variant", "") or ""))


def hint(q: Mapping[str, Any]) -> str:
    kind = q.get("type")
    if kind == "estimate":
        unit = f" (in {q['unit']})" if q.get("unit") else ""
        return f"Answer with a number{unit}. Close enough counts."
    if kind == "ranking":
        return "Put the four in order; forwards or backwards both count."
    if kind == "intuition":
        if q.get("variant") == "count":
            return "How many of the fellow players? Don't count yourself."
        return "Which fellow player, if anybody? Not yourself."
    if kind == "multiple_choice":
        return "One of the four is right."
    return ""


def result_model(entry: Mapping[str, Any], names: Sequence[str]) -> ResultModel:
    """A finished turn (a public history entry) for the result box."""
    if entry.get("kind") == "self_choice":
        seat = int(entry["seat"])
        return ResultModel("self_choice", None, f"{names[seat]} could only choose herself", "", "", "", "",
                           points_text(list(entry["points"]), names), "", 0)
    q = entry.get("question", {})
    asker, asked = int(entry["asker"]), int(entry["asked"])
    said = str(entry.get("said_text", ""))
    if q.get("type") == "knowledge" or said == "no answer":
        said_line = "No answer" if said == "no answer" else ""
    elif q.get("type") == "intuition":
        said_line = f"{names[asked]} said: {said}"
        by = (entry.get("said") or {}).get("objection_by")
        if by is not None:
            said_line += f" · {names[int(by)]}: \u201cActually, I do!\u201d"
    else:
        said_line = f"{names[asked]} said: {said}"
    answer = "" if q.get("type") == "intuition" else str(entry.get("answer_text", ""))
    difficulty = int(entry.get("difficulty", 1))
    return ResultModel(
        kind="question", correct=bool(entry.get("correct")),
        headline="Correct!" if entry.get("correct") else "Wrong",
        meta=f"{names[asker]} asked {names[asked]} · {entry.get('category_title', '')} · "
             f"{DIFFICULTY_WORDS.get(difficulty, '')}",
        text=str(q.get("text", "")), answer=answer, said=said_line,
        points=points_text(list(entry["points"]), names),
        reason=f"Overruled: {entry['reason']}" if entry.get("overruled") and entry.get("reason") else "",
        difficulty=difficulty)


# ---------------------------------------------------------------------------------- the board


def board_model(view: Mapping[str, Any], show_text: bool = True) -> BoardModel:
    """Everything the focus board shows, from the TABLE view (``show_text``: the table setting)."""
    players = view["players"]
    names = [p["name"] for p in players]
    phase = str(view["phase"])
    active = int(view["active"])
    turn = view.get("turn") or {}
    last = view.get("last_turn")
    result = result_model(last, names) if last else None
    if view.get("over"):
        outcome = view.get("result") or {}
        winners = set(view.get("winners") or [])
        order = sorted(players, key=lambda p: (-int(p["score"]), int(p["seat"])))
        return BoardModel(
            mode="over", phase=phase, title=str(outcome.get("text", "The game is over.")),
            subtitle="The question cards ran out." if view.get("end_reason") == "no_cards" else "Six rounds played.",
            result=result, asker=active,
            standings=tuple(Standing(int(p["seat"]), p["name"], int(p["score"]), int(p["seat"]) in winners,
                                     p["colour"], player_shape(int(p["seat"]))) for p in order))
    if phase in ("answer", "objection", "verdict") and turn.get("question"):
        q = turn["question"]
        asked = int(turn["asked"])
        title = f"{names[active]} asks {names[asked]}"
        question = question_model(q, show_text or phase == "verdict")
        if phase == "answer":
            return BoardModel("question", phase, title=title, question=question, hint=hint(q),
                              footer=f"{names[asked]} answers now", asker=active, asked=asked, result=result)
        if phase == "objection":
            return BoardModel("question", phase, title=title, question=question, hint=hint(q),
                              said=f"{names[asked]} says: {turn.get('said_text', '')}",
                              footer="Does anybody object? \u201cActually, I do!\u201d — click I object! "
                                     "at your place",
                              objection=True, asker=active, asked=asked, result=result)
        said = turn.get("said") or {}
        return BoardModel(
            "question", phase, title=title, question=question, hint=hint(q),
            said=f"{names[asked]} said: {turn.get('said_text', '')}", app_verdict=bool(turn.get("app_verdict")),
            answer=str(q.get("answer_text", "")),
            correct_letter=q.get("answer") if q.get("type") == "multiple_choice" else None,
            order=tuple(q.get("order") or ()), said_letter=said.get("letter"),
            footer=f"{names[active]} confirms or overrules", asker=active, asked=asked, result=result)
    mode: Mode = "turn" if last else "welcome"
    if phase == "discard":
        owing = [p["name"] for p in players if p.get("must_discard")]
        return BoardModel(mode, phase, title=f"{names_list(owing, 'and')} passed a marker line",
                          subtitle=f"{names_list(owing, 'and')} discard{'s' if len(owing) == 1 else ''} "
                                   "a question card for good.", result=result, asker=active)
    if phase == "choose_question" and turn.get("asked") is not None:
        asked = int(turn["asked"])
        return BoardModel(mode, phase, title=f"{names[active]} asks {names[asked]}",
                          subtitle=f"{names[active]} is choosing a card and a question.", result=result,
                          asker=active, asked=asked)
    askable = [names[i] for i in view.get("askable", [])]
    first = not view.get("round_history") and int(view.get("round", 1)) > 1
    opener = f"Round {view['round']} begins! " if first else ""
    return BoardModel(mode, phase, title=f"{opener}{names[active]}'s turn to ask",
                      subtitle=f"Whom will {names[active]} ask? {names_list(askable)}" if askable else "",
                      result=result, asker=active)


# ---------------------------------------------------------------------------------- seats and table


def seat_models(view: Mapping[str, Any], board: BoardModel) -> tuple[SeatModel, ...]:
    phase = view["phase"]
    askable = set(view.get("askable") or [])
    winners = set(view.get("winners") or [])
    over = bool(view.get("over"))
    out = []
    for i, p in enumerate(view["players"]):
        status: str
        tone: Tone
        if over:
            status, tone = ("\u2605 WINNER", "winner") if i in winners else ("", "done")
        elif p.get("must_discard"):
            status, tone = "discards a card", "alert"
        elif p["active"] and phase != "discard":
            status, tone = "ASKS", "asker"
        elif board.asked == i:
            status, tone = "ANSWERS", "asked"
        elif i in askable:
            status, tone = "can be asked", "open"
        elif not p["face_up"]:
            status, tone = "asked", "done"
        else:
            status, tone = "", "done"
        score = int(p["score"])
        out.append(SeatModel(
            seat=i, name=p["name"], colour=p["colour"], shape=player_shape(i), character=p["character"],
            character_name=p["character_name"], character_colour=str(p.get("character_colour") or p["colour"]),
            score=score, points_word="point" if score == 1 else "points",
            face_up=bool(p["face_up"]) or over,  # at the end every character card is turned up for the picture
            starting=bool(p["starting_player"]), hand_size=int(p["hand_size"]), status=status, tone=tone,
            highlighted=bool(p["active"]) and phase != "discard" and not over))
    return tuple(out)


def objectors(view: Mapping[str, Any], legal: Sequence[Action] = ()) -> tuple[int, ...]:
    """The seats with an "I object!" button: those ``legal`` lets object (the table's legal actions)."""
    return tuple(sorted(int(a.get("by")) for a in legal if a.kind == "object"))


def table_model(view: Mapping[str, Any], show_text: bool = True, *, holding_for: str | None = None,
                legal: Sequence[Action] = ()) -> TableModel:
    """The whole table from the TABLE view; ``holding_for``: the name the "continue" button passes to
    (one screen, after a result); ``legal``: the table's own legal actions (the objections)."""
    coop = view.get("round_type") == "cooperative"
    kind = "Cooperative" if coop else "Competitive"
    continue_label = "" if holding_for is None else (
        f"Continue: pass to {holding_for}" if holding_for else "Continue")
    board = board_model(view, show_text)
    if continue_label:
        board = replace(board, continue_shown=True)
    draw = int(view["piles"]["draw"])
    over = bool(view.get("over"))
    return TableModel(
        round=int(view["round"]), rounds=int(view["rounds"]), cooperative=coop,
        banner=f"Round {view['round']} of {view['rounds']} \u00b7 {kind}", rule=round_rule(coop),
        draw_label=f"{draw} card{'s' if draw != 1 else ''}", draw_pile=draw, board=board,
        seats=seat_models(view, board), scores=tuple(int(p["score"]) for p in view["players"]),
        active=None if over else int(view["active"]), objectors=objectors(view, legal),
        continue_label=continue_label)


def keys_of(action: Action) -> tuple[str, ...]:
    """The table items that choose a table action, in click order (the asker's moves are in her panel)."""
    if action.kind == "object":
        return (object_key(int(action.get("by"))),)
    if action.kind == "no_objection":
        return (NO_OBJECTION_KEY,)
    return ()


# ---------------------------------------------------------------------------------- words for the shell


def gate_purpose(view: Mapping[str, Any], seat: int) -> str:
    """The hand-off gate's line: what ``seat`` is about to do privately ("Anna chooses whom to ask")."""
    names = [p["name"] for p in view["players"]]
    me = names[seat]
    phase = view["phase"]
    turn = view.get("turn") or {}
    asked = turn.get("asked")
    them = names[int(asked)] if asked is not None else ""
    if phase == "discard":
        n = int(view["players"][seat].get("must_discard") or 1)
        return f"{me} discards a card" if n == 1 else f"{me} discards {n} cards"
    if phase == "choose_player":
        return f"{me} chooses whom to ask"
    if phase == "choose_question":
        return f"{me} chooses a question for {them}"
    if phase == "answer":
        return f"{me} reads the question aloud to {them} and enters the answer"
    if phase == "verdict":
        return f"{me} confirms or overrules the app's verdict"
    return ""


def status_line(view: Mapping[str, Any]) -> str:
    """A short public status for the window's status bar."""
    if view.get("over"):
        return str((view.get("result") or {}).get("text", "The game is over."))
    board = board_model(view, False)
    kind = "cooperative" if view.get("round_type") == "cooperative" else "competitive"
    return f"Round {view['round']} of {view['rounds']} ({kind}) — {board.title}"
