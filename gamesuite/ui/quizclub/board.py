"""What the focus board in the middle of the Quiz Club table says, computed from the TABLE view only.

``board_model(view, show_text)`` turns the public view into plain strings and flags; the
``FocusBoard`` item paints them. Keeping the two apart makes the table's words testable without
rendering, and guarantees that nothing but the table view reaches the shared screen.
"""

from __future__ import annotations

from typing import Any

DIFFICULTY_WORDS = {1: "easy", 2: "medium", 3: "hard"}


def names_list(names: list[str], last: str = "or") -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {last} " + names[-1]


def round_rule(cooperative: bool) -> str:
    if cooperative:
        return "Right: asker and answerer score 1 / 2 / 3 · Wrong: nobody scores"
    return "Right: the answerer scores 1 / 2 / 3 · Wrong: the asker scores 3 / 2 / 1"


def points_text(points: list[int], names: list[str]) -> str:
    gains = [f"+{pts} {names[i]}" for i, pts in enumerate(points) if pts]
    return " · ".join(gains) if gains else "Nobody scores"


def _question_block(q: dict[str, Any], show_text: bool) -> dict[str, Any]:
    """The public parts of a question: never a solution field."""
    out: dict[str, Any] = {
        "category": q.get("category", ""),
        "category_title": q.get("category_title", ""),
        "type": q.get("type", ""),
        "type_title": q.get("type_title", ""),
        "difficulty": int(q.get("difficulty", 1)),
        "text": q.get("text", "") if show_text else "",
        "options": list(q.get("options", [])) if show_text else [],
        "terms": list(q.get("terms", [])) if show_text else [],
        "unit": q.get("unit", ""),
        "variant": q.get("variant", ""),
    }
    return out


def _hint(q: dict[str, Any]) -> str:
    kind = q["type"]
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


def result_block(entry: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """A finished turn (a public history entry) for the result box."""
    if entry.get("kind") == "self_choice":
        seat = int(entry["seat"])
        return {
            "kind": "self_choice",
            "correct": None,
            "headline": f"{names[seat]} could only choose herself",
            "meta": "",
            "text": "",
            "answer": "",
            "said": "",
            "points": points_text(list(entry["points"]), names),
            "reason": "",
        }
    q = entry.get("question", {})
    asker, asked = int(entry["asker"]), int(entry["asked"])
    said = entry.get("said_text", "")
    if q.get("type") == "knowledge" or said == "no answer":
        said_line = "No answer" if said == "no answer" else ""
    elif q.get("type") == "intuition":
        said_line = f"{names[asked]} said: {said}"
        by = (entry.get("said") or {}).get("objection_by")
        if by is not None:
            said_line += f" · {names[int(by)]}: \u201cActually, I do!\u201d"
    else:
        said_line = f"{names[asked]} said: {said}"
    answer = entry.get("answer_text", "")
    if q.get("type") == "intuition":
        answer = ""
    return {
        "kind": "question",
        "correct": bool(entry.get("correct")),
        "headline": "Correct!" if entry.get("correct") else "Wrong",
        "meta": f"{names[asker]} asked {names[asked]} · {entry.get('category_title', '')} · "
                f"{DIFFICULTY_WORDS.get(int(entry.get('difficulty', 1)), '')}",
        "difficulty": int(entry.get("difficulty", 1)),
        "text": q.get("text", ""),
        "answer": answer,
        "said": said_line,
        "points": points_text(list(entry["points"]), names),
        "reason": f"Overruled: {entry['reason']}" if entry.get("overruled") and entry.get("reason") else "",
    }


def board_model(view: dict[str, Any], show_text: bool = True) -> dict[str, Any]:
    """Everything the focus board shows, from the TABLE view (``show_text``: the table setting)."""
    players = view["players"]
    names = [p["name"] for p in players]
    phase = view["phase"]
    active = int(view["active"])
    turn = view.get("turn") or {}
    model: dict[str, Any] = {"mode": "turn", "phase": phase, "title": "", "subtitle": "", "question": None,
                             "result": None, "footer": "", "said": "", "app_verdict": None, "answer": "",
                             "solution": {}, "hint": "", "objection": False, "asker": active, "asked": None,
                             "standings": []}
    if view.get("over"):
        model["mode"] = "over"
        result = view.get("result") or {}
        model["title"] = result.get("text", "The game is over.")
        if view.get("end_reason") == "no_cards":
            model["subtitle"] = "The question cards ran out."
        else:
            model["subtitle"] = "Six rounds played."
        winners = set(view.get("winners") or [])
        order = sorted(players, key=lambda p: (-int(p["score"]), int(p["seat"])))
        model["standings"] = [(int(p["seat"]), p["name"], int(p["score"]), int(p["seat"]) in winners)
                              for p in order]
        if view.get("last_turn"):
            model["result"] = result_block(view["last_turn"], names)
        return model
    last = view.get("last_turn")
    if last:
        model["result"] = result_block(last, names)
    if phase in ("answer", "objection", "verdict") and turn.get("question"):
        q = turn["question"]
        asked = int(turn["asked"])
        model["mode"] = "question"
        model["asked"] = asked
        model["question"] = _question_block(q, show_text or phase == "verdict")
        model["title"] = f"{names[active]} asks {names[asked]}"
        model["hint"] = _hint(q)
        if phase == "answer":
            model["footer"] = f"{names[asked]} answers now"
        elif phase == "objection":
            model["said"] = f"{names[asked]} says: {turn.get('said_text', '')}"
            model["footer"] = "Does anybody object? \u201cActually, I do!\u201d"
            model["objection"] = True
        else:
            model["said"] = f"{names[asked]} said: {turn.get('said_text', '')}"
            model["app_verdict"] = bool(turn.get("app_verdict"))
            model["answer"] = q.get("answer_text", "")
            model["solution"] = {k: q[k] for k in ("answer", "order") if k in q}
            said = turn.get("said") or {}
            model["said_letter"] = said.get("letter")
            model["footer"] = f"{names[active]} confirms or overrules"
        return model
    if phase == "discard":
        owing = [p["name"] for p in players if p.get("must_discard")]
        model["title"] = f"{names_list(owing, 'and')} passed a marker line"
        model["subtitle"] = (f"{names_list(owing, 'and')} discard{'s' if len(owing) == 1 else ''} "
                             "a question card for good.")
        return model
    askable = [names[i] for i in view.get("askable", [])]
    if phase == "choose_question" and turn.get("asked") is not None:
        asked = int(turn["asked"])
        model["asked"] = asked
        model["title"] = f"{names[active]} asks {names[asked]}"
        model["subtitle"] = f"{names[active]} is choosing a card and a question."
    else:
        first = not view.get("round_history") and view.get("round", 1) > 1
        opener = f"Round {view['round']} begins! " if first else ""
        model["title"] = f"{opener}{names[active]}'s turn to ask"
        model["subtitle"] = f"Whom will {names[active]} ask? {names_list(askable)}" if askable else ""
    if not last:
        model["mode"] = "welcome"
    return model


def status_line(view: dict[str, Any]) -> str:
    """A short public status for the window's status bar."""
    if view.get("over"):
        return (view.get("result") or {}).get("text", "The game is over.")
    model = board_model(view, False)
    kind = "cooperative" if view.get("round_type") == "cooperative" else "competitive"
    return f"Round {view['round']} of {view['rounds']} ({kind}) — {model['title']}"
