"""What the Quiz Club table shows, computed from the TABLE view only (Qt-free, tested without painting).

``table_model(view, show_text, holding_for)`` turns the public view into frozen dataclasses of plain
strings, numbers, flags and keys; the table's items paint them (``item.apply(model)`` does nothing when a
model did not change). ``keys_of(action)`` says which table item chooses a table action (the objections);
``gate_purpose(view, seat)`` is the hand-off gate's line for each private step. Nothing but the table view
reaches these models, so nothing private can reach the shared screen through them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Literal

from gamesuite.i18n import render, translate, translate_marked
from gamesuite.rules.core import QT_TRANSLATE_NOOP, Action, Frozen, Msg, record
from gamesuite.rules.quizclub.judge import LETTERS, format_number

#: marked: show with :func:`difficulty_word`
DIFFICULTY_WORDS = {1: QT_TRANSLATE_NOOP("quizclub", "easy"), 2: QT_TRANSLATE_NOOP("quizclub", "medium"),
                    3: QT_TRANSLATE_NOOP("quizclub", "hard")}
SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "heart")  # = theme.PLAYER_SHAPES
NO_OBJECTION_KEY = "button:no-objection"
CONTINUE_KEY = "button:continue"
OBJECT_LABEL = QT_TRANSLATE_NOOP("quizclub", "I object!")  # marked: show with object_label()


def object_label() -> str:
    return translate("quizclub", "I object!")


def difficulty_word(d: int) -> str:
    """'easy', 'medium', 'hard' in the current language."""
    return translate_marked("quizclub", DIFFICULTY_WORDS.get(int(d), ""))


def title_words(title: str) -> str:
    """A category's or a question type's title (marked in the rules, English in the view) in the language."""
    return translate_marked("quizclub", title)


def answer_words(q: Mapping[str, Any], fallback: str = "") -> str:
    """The right answer in words, in the current language, from a question with its solution fields
    (``fallback``: the rules' English words when the fields are missing)."""
    kind = q.get("type")
    fallback = fallback or str(q.get("answer_text", ""))
    if kind == "knowledge" and q.get("alternatives"):
        return names_list([str(a) for a in q["alternatives"]], "or")
    if kind == "estimate" and "value" in q and "low" in q:
        unit = f" {q['unit']}" if q.get("unit") else ""
        return translate("quizclub", "{value} (from {low} to {high} counts)").format(
            value=format_number(float(q["value"])) + unit, low=format_number(float(q["low"])),
            high=format_number(float(q["high"])) + unit)
    if kind == "ranking" and q.get("order") and q.get("terms"):
        terms = list(q["terms"])
        order = [x for x in q["order"] if x in LETTERS]
        return translate("quizclub", "{order} ({terms}); the reverse also counts").format(
            order=" ".join(order), terms=", ".join(terms[LETTERS.index(x)] for x in order))
    if kind == "intuition":
        return translate("quizclub", "it depends on the fellow players")
    return fallback  # a letter and its option: content


def said_words(q: Mapping[str, Any], said: Mapping[str, Any] | None, fallback: str, names: Sequence[str]) -> str:
    """What the asked player said, in the current language, from the ``said`` record (``fallback``: the
    rules' English words when there is no record)."""
    if not said:
        return fallback
    if said.get("no_answer"):
        return translate("quizclub", "no answer")
    kind = q.get("type")
    if kind == "knowledge":
        return (translate("quizclub", "judged correct by the asker") if said.get("correct")
                else translate("quizclub", "judged wrong by the asker"))
    if kind == "intuition" and "count" in said:
        return translate("quizclub", "%n fellow player(s)", n=int(said["count"]))
    if kind == "intuition":
        player = said.get("player")
        return translate("quizclub", "nobody") if player is None else names[int(player)]
    return fallback  # a letter and its option, a number and its unit, an order of letters: content

Mode = Literal["welcome", "turn", "question", "over"]
Tone = Literal["asker", "asked", "open", "done", "alert", "winner"]


def player_shape(seat: int) -> str:
    """The mark on a player's disc (with her colour: colour never carries meaning alone)."""
    return SHAPES[seat % len(SHAPES)]


def object_key(seat: int) -> str:
    """The key of the "I object!" button at ``seat``'s place."""
    return f"button:object:{seat}"


# ---------------------------------------------------------------------------------- models


@record
class QuestionModel(Frozen):
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


@record
class ResultModel(Frozen):
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


@record
class Standing(Frozen):
    seat: int
    name: str
    score: int
    winner: bool
    colour: str
    shape: str


@record
class BoardModel(Frozen):
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


@record
class SeatModel(Frozen):
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


@record
class TableModel(Frozen):
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
    if last == "and":
        return translate("quizclub", "{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])
    return translate("quizclub", "{first} or {last}").format(first=", ".join(names[:-1]), last=names[-1])


def round_rule(cooperative: bool) -> str:
    if cooperative:
        return translate("quizclub", "Right: asker and answerer score 1 / 2 / 3 · Wrong: nobody scores")
    return translate("quizclub", "Right: the answerer scores 1 / 2 / 3 · Wrong: the asker scores 3 / 2 / 1")


def points_text(points: Sequence[int], names: Sequence[str]) -> str:
    gains = [f"+{pts} {names[i]}" for i, pts in enumerate(points) if pts]
    return " · ".join(gains) if gains else translate("quizclub", "Nobody scores")


def question_model(q: Mapping[str, Any], show_text: bool) -> QuestionModel:
    """The public parts of a question: never a solution field."""
    choices = list(q.get("options") or q.get("terms") or []) if show_text else []
    return QuestionModel(
        category=str(q.get("category", "")), category_title=title_words(str(q.get("category_title", ""))),
        type=str(q.get("type", "")), type_title=title_words(str(q.get("type_title", ""))),
        difficulty=int(q.get("difficulty", 1)), text=str(q.get("text", "")) if show_text else "",
        choices=tuple(str(c) for c in choices), unit=str(q.get("unit", "") or ""),
        variant=str(q.get("variant", "") or ""))


def hint(q: Mapping[str, Any]) -> str:
    kind = q.get("type")
    if kind == "estimate":
        if q.get("unit"):
            return translate("quizclub",
                             "Answer with a number (in {unit}). Close enough counts.").format(unit=q["unit"])
        return translate("quizclub", "Answer with a number. Close enough counts.")
    if kind == "ranking":
        return translate("quizclub", "Put the four in order; forwards or backwards both count.")
    if kind == "intuition":
        if q.get("variant") == "count":
            return translate("quizclub", "How many of the fellow players? Don't count yourself.")
        return translate("quizclub", "Which fellow player, if anybody? Not yourself.")
    if kind == "multiple_choice":
        return translate("quizclub", "One of the four is right.")
    return ""


def result_model(entry: Mapping[str, Any], names: Sequence[str]) -> ResultModel:
    """A finished turn (a public history entry) for the result box."""
    if entry.get("kind") == "self_choice":
        seat = int(entry["seat"])
        return ResultModel("self_choice", None, translate("quizclub", "{name} could only choose herself").format(
                               name=names[seat]), "", "", "", "",
                           points_text(list(entry["points"]), names), "", 0)
    q = entry.get("question", {})
    asker, asked = int(entry["asker"]), int(entry["asked"])
    said = said_words(q, entry.get("said"), str(entry.get("said_text", "")), names)
    no_answer = bool((entry.get("said") or {}).get("no_answer")) or entry.get("said_text") == "no answer"
    if q.get("type") == "knowledge" or no_answer:
        said_line = translate("quizclub", "No answer") if no_answer else ""
    elif q.get("type") == "intuition":
        said_line = translate("quizclub", "{name} said: {said}").format(name=names[asked], said=said)
        by = (entry.get("said") or {}).get("objection_by")
        if by is not None:
            said_line += " · " + translate("quizclub",
                                           "{name}: \u201cActually, I do!\u201d").format(name=names[int(by)])
    else:
        said_line = translate("quizclub", "{name} said: {said}").format(name=names[asked], said=said)
    answer = "" if q.get("type") == "intuition" else answer_words({**q, **(entry.get("solution") or {})},
                                                                 str(entry.get("answer_text", "")))
    difficulty = int(entry.get("difficulty", 1))
    return ResultModel(
        kind="question", correct=bool(entry.get("correct")),
        headline=translate("quizclub", "Correct!") if entry.get("correct") else translate("quizclub", "Wrong"),
        meta=translate("quizclub", "{asker} asked {asked} · {category} · {difficulty}").format(
            asker=names[asker], asked=names[asked], category=title_words(str(entry.get("category_title", ""))),
            difficulty=difficulty_word(difficulty)),
        text=str(q.get("text", "")), answer=answer, said=said_line,
        points=points_text(list(entry["points"]), names),
        reason=translate("quizclub", "Overruled: {reason}").format(reason=entry["reason"])
        if entry.get("overruled") and entry.get("reason") else "",
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
        winners = set(view.get("winners") or [])
        order = sorted(players, key=lambda p: (-int(p["score"]), int(p["seat"])))
        return BoardModel(
            mode="over", phase=phase, title=result_text(view),
            subtitle=translate("quizclub", "The question cards ran out.") if view.get("end_reason") == "no_cards"
            else translate("quizclub", "Six rounds played."),
            result=result, asker=active,
            standings=tuple(Standing(int(p["seat"]), p["name"], int(p["score"]), int(p["seat"]) in winners,
                                     p["colour"], player_shape(int(p["seat"]))) for p in order))
    if phase in ("answer", "objection", "verdict") and turn.get("question"):
        q = turn["question"]
        asked = int(turn["asked"])
        title = translate("quizclub", "{asker} asks {asked}").format(asker=names[active], asked=names[asked])
        question = question_model(q, show_text or phase == "verdict")
        words = said_words(q, turn.get("said"), str(turn.get("said_text", "")), names)
        if phase == "answer":
            return BoardModel("question", phase, title=title, question=question, hint=hint(q),
                              footer=translate("quizclub", "{name} answers now").format(name=names[asked]),
                              asker=active, asked=asked, result=result)
        if phase == "objection":
            return BoardModel("question", phase, title=title, question=question, hint=hint(q),
                              said=translate("quizclub", "{name} says: {said}").format(name=names[asked], said=words),
                              footer=translate("quizclub", "Does anybody object? \u201cActually, I do!\u201d — click I "
                                               "object! at your place"),
                              objection=True, asker=active, asked=asked, result=result)
        said = turn.get("said") or {}
        return BoardModel(
            "question", phase, title=title, question=question, hint=hint(q),
            said=translate("quizclub", "{name} said: {said}").format(name=names[asked], said=words),
            app_verdict=bool(turn.get("app_verdict")),
            answer=answer_words(q),
            correct_letter=q.get("answer") if q.get("type") == "multiple_choice" else None,
            order=tuple(q.get("order") or ()), said_letter=said.get("letter"),
            footer=translate("quizclub", "{name} confirms or overrules").format(name=names[active]), asker=active,
            asked=asked, result=result)
    mode: Mode = "turn" if last else "welcome"
    if phase == "discard":
        owing = [p["name"] for p in players if p.get("must_discard")]
        who = names_list(owing, "and")
        return BoardModel(mode, phase, title=translate("quizclub", "{names} passed a marker line").format(names=who),
                          subtitle=(translate("quizclub",
                                              "{names} discards a question card for good.") if len(owing) == 1
                                    else translate("quizclub", "{names} discard a question card for good.")).format(
                              names=who), result=result, asker=active)
    if phase == "choose_question" and turn.get("asked") is not None:
        asked = int(turn["asked"])
        return BoardModel(mode, phase, title=translate("quizclub", "{asker} asks {asked}").format(
                              asker=names[active], asked=names[asked]),
                          subtitle=translate("quizclub", "{name} is choosing a card and a question.").format(
                              name=names[active]), result=result, asker=active, asked=asked)
    askable = [names[i] for i in view.get("askable", [])]
    first = not view.get("round_history") and int(view.get("round", 1)) > 1
    if first:
        title = translate("quizclub", "Round {round} begins! {name}'s turn to ask").format(round=view["round"],
                                                                                          name=names[active])
    else:
        title = translate("quizclub", "{name}'s turn to ask").format(name=names[active])
    return BoardModel(mode, phase, title=title,
                      subtitle=translate("quizclub", "Whom will {name} ask? {names}").format(
                          name=names[active], names=names_list(askable)) if askable else "",
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
            status, tone = ("\u2605 " + translate("quizclub", "WINNER"), "winner") if i in winners else ("", "done")
        elif p.get("must_discard"):
            status, tone = translate("quizclub", "discards a card"), "alert"
        elif p["active"] and phase != "discard":
            status, tone = translate("quizclub", "ASKS"), "asker"
        elif board.asked == i:
            status, tone = translate("quizclub", "ANSWERS"), "asked"
        elif i in askable:
            status, tone = translate("quizclub", "can be asked"), "open"
        elif not p["face_up"]:
            status, tone = translate("quizclub", "asked"), "done"
        else:
            status, tone = "", "done"
        score = int(p["score"])
        out.append(SeatModel(
            seat=i, name=p["name"], colour=p["colour"], shape=player_shape(i), character=p["character"],
            character_name=p["character_name"], character_colour=str(p.get("character_colour") or p["colour"]),
            score=score, points_word=translate("quizclub", "point") if score == 1 else translate("quizclub", "points"),
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
    kind = translate("quizclub", "Cooperative") if coop else translate("quizclub", "Competitive")
    continue_label = "" if holding_for is None else (
        translate("quizclub", "Continue: pass to {name}").format(name=holding_for) if holding_for
        else translate("quizclub", "Continue"))
    board = board_model(view, show_text)
    if continue_label:
        board = replace(board, continue_shown=True)
    draw = int(view["piles"]["draw"])
    over = bool(view.get("over"))
    return TableModel(
        round=int(view["round"]), rounds=int(view["rounds"]), cooperative=coop,
        banner=translate("quizclub", "Round {round} of {rounds} · {kind}").format(round=view["round"],
                                                                                  rounds=view["rounds"], kind=kind),
        rule=round_rule(coop), draw_label=translate("quizclub", "%n card(s)", n=draw), draw_pile=draw, board=board,
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
        return translate("quizclub", "{name} discards %n card(s)", n=n).format(name=me)
    if phase == "choose_player":
        return translate("quizclub", "{name} chooses whom to ask").format(name=me)
    if phase == "choose_question":
        return translate("quizclub", "{name} chooses a question for {other}").format(name=me, other=them)
    if phase == "answer":
        return translate("quizclub", "{name} reads the question aloud to {other} and enters the answer").format(
            name=me, other=them)
    if phase == "verdict":
        return translate("quizclub", "{name} confirms or overrules the app's verdict").format(name=me)
    return ""


def status_line(view: Mapping[str, Any]) -> str:
    """A short public status for the window's status bar."""
    if view.get("over"):
        return result_text(view)
    board = board_model(view, False)
    if view.get("round_type") == "cooperative":
        return translate("quizclub", "Round {round} of {rounds} (cooperative) — {what}").format(
            round=view["round"], rounds=view["rounds"], what=board.title)
    return translate("quizclub", "Round {round} of {rounds} (competitive) — {what}").format(
        round=view["round"], rounds=view["rounds"], what=board.title)


def result_text(view: Mapping[str, Any]) -> str:
    """The rules' closing sentence (a Msg in its JSON form in the view), in the current language."""
    text = (view.get("result") or {}).get("text")
    if isinstance(text, Mapping):
        return render(Msg.from_json(text), [p["name"] for p in view["players"]])
    return str(text) if text else translate("quizclub", "The game is over.")
