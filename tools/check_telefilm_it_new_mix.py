"""Check the Italian Telefilm decks New and Mix (``content-src/telefilm-it/{new,mix}.json``).

    /work/main/.venv/bin/python tools/check_telefilm_it_new_mix.py

Every card is validated against the existing Telefilm card schema (``TelefilmCard`` in
``gamesuite/content/schemas.py``). That schema is strict and does not know the ``series`` and
``year`` fields these decks add, so it sees a copy without them; those fields are checked here:
``series`` a non-empty string of at most 80 characters, ``year`` (optional) an int in 1950-2026.
A New card carries one series for the whole card; a Mix card carries one on every question.

Also checked: the genre x difficulty spread of New, the difficulty spread of Mix, unique ids and
numbers 1-45, ids in the ``it-new-NN`` / ``it-mix-NN`` form, 4 questions of 5 distinct options,
answers A-E, and no question text used twice (within these decks and against the English
``content-src/telefilm/*.json``). Prints the counts and the answer-letter distribution; exits 1 on
any problem.
"""

from __future__ import annotations

import copy
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pydantic import ValidationError  # noqa: E402

from gamesuite.content.schemas import TelefilmCard  # noqa: E402

SRC = ROOT / "content-src" / "telefilm-it"
ENGLISH = ROOT / "content-src" / "telefilm"
LETTERS = "ABCDE"

NEW_SPREAD: dict[tuple[str, int], int] = {
    ("comedy", 1): 4, ("comedy", 2): 5, ("comedy", 3): 3,
    ("crime", 1): 5, ("crime", 2): 3, ("crime", 3): 3,
    ("drama", 1): 3, ("drama", 2): 4, ("drama", 3): 4,
    ("scifi", 1): 3, ("scifi", 2): 3, ("scifi", 3): 5,
}
MIX_SPREAD: dict[int, int] = {1: 14, 2: 16, 3: 15}


def norm(text: str) -> str:
    return " ".join(text.casefold().split())


def check_series_fields(obj: dict[str, Any], where: str, errors: list[str]) -> None:
    series = obj.get("series")
    if not isinstance(series, str) or not series.strip():
        errors.append(f"{where}: missing or empty 'series'")
    elif len(series) > 80:
        errors.append(f"{where}: 'series' longer than 80 characters")
    if "year" in obj:
        year = obj["year"]
        if not isinstance(year, int) or isinstance(year, bool) or not 1950 <= year <= 2026:
            errors.append(f"{where}: 'year' must be an int in 1950-2026, not {year!r}")


def check_deck(name: str, data: Any, errors: list[str]) -> list[dict[str, Any]]:
    if not isinstance(data, dict) or set(data) != {"cards"} or not isinstance(data["cards"], list):
        errors.append(f"{name}: the file must be an object with only a 'cards' list")
        return []
    cards: list[dict[str, Any]] = data["cards"]
    is_mix = name == "mix"
    ids: Counter[str] = Counter()
    numbers: Counter[int] = Counter()
    for i, card in enumerate(cards):
        where = f"{name}.json card {card.get('id', i)}"
        stripped = copy.deepcopy(card)
        if is_mix:
            if "series" in card or "year" in card:
                errors.append(f"{where}: a Mix card carries 'series'/'year' per question, not on the card")
            stripped.pop("series", None)
            stripped.pop("year", None)
            for n, q in enumerate(stripped.get("questions", []), 1):
                if isinstance(q, dict):
                    check_series_fields(q, f"{where} Q{n}", errors)
                    q.pop("series", None)
                    q.pop("year", None)
        else:
            check_series_fields(card, where, errors)
            stripped.pop("series", None)
            stripped.pop("year", None)
        ids[str(card.get("id"))] += 1
        numbers[card.get("number", 0)] += 1
        try:
            TelefilmCard.model_validate(stripped)
        except ValidationError as exc:
            errors.append(f"{where}: schema: {exc.errors()[0]['msg']} at {exc.errors()[0]['loc']}")
            continue
        expected_id = f"it-{name}-{card['number']:02d}"
        if card["id"] != expected_id:
            errors.append(f"{where}: id should be {expected_id!r} for number {card['number']}")
        if card["deck"] != ("mix" if is_mix else "period"):
            errors.append(f"{where}: deck should be {'mix' if is_mix else 'period'!r}")
        if not is_mix and card.get("period") != "new":
            errors.append(f"{where}: period should be 'new'")
        for n, q in enumerate(card["questions"], 1):
            if len(q["options"]) != 5 or len({norm(o) for o in q["options"]}) != 5:
                errors.append(f"{where} Q{n}: needs 5 distinct options")
            if q["answer"] not in LETTERS:
                errors.append(f"{where} Q{n}: answer {q['answer']!r} is not A-E")
    for card_id, count in ids.items():
        if count > 1:
            errors.append(f"{name}.json: id {card_id!r} appears {count} times")
    if sorted(numbers) != list(range(1, 46)) or any(c > 1 for c in numbers.values()):
        errors.append(f"{name}.json: card numbers must be 1-45, each once")
    return cards


def main() -> int:
    errors: list[str] = []
    decks: dict[str, list[dict[str, Any]]] = {}
    for name in ("new", "mix"):
        path = SRC / f"{name}.json"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            errors.append(f"{path.relative_to(ROOT)}: cannot read: {exc}")
            continue
        decks[name] = check_deck(name, data, errors)

    new_cards, mix_cards = decks.get("new", []), decks.get("mix", [])
    new_spread = Counter((c.get("genre"), c.get("difficulty")) for c in new_cards)
    if dict(new_spread) != NEW_SPREAD:
        errors.append(f"new.json: genre x difficulty spread {dict(sorted(new_spread.items()))} != {NEW_SPREAD}")
    mix_spread = Counter(c.get("difficulty") for c in mix_cards)
    if dict(mix_spread) != MIX_SPREAD:
        errors.append(f"mix.json: difficulty spread {dict(sorted(mix_spread.items()))} != {MIX_SPREAD}")

    seen: dict[str, str] = {}
    for path in sorted(ENGLISH.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8"))["cards"]:
            for q in card["questions"]:
                seen.setdefault(norm(q["text"]), f"telefilm/{path.name} {card['id']}")
    for name, cards in decks.items():
        for card in cards:
            for n, q in enumerate(card.get("questions", []), 1):
                key = norm(q.get("text", ""))
                where = f"{name}.json {card.get('id')} Q{n}"
                if key in seen:
                    errors.append(f"{where}: question text also in {seen[key]}")
                else:
                    seen[key] = where

    for name, cards in decks.items():
        letters = Counter(q["answer"] for c in cards for q in c.get("questions", []) if "answer" in q)
        n_q = sum(len(c.get("questions", [])) for c in cards)
        print(f"{name}.json: {len(cards)} cards, {n_q} questions; answers "
              + " ".join(f"{x}={letters[x]}" for x in LETTERS))
    if new_cards:
        print("new: genre x difficulty")
        for genre in ("comedy", "crime", "drama", "scifi"):
            row = [new_spread[(genre, d)] for d in (1, 2, 3)]
            print(f"  {genre:7} d1={row[0]} d2={row[1]} d3={row[2]} total={sum(row)}")
    if mix_cards:
        print("mix: " + " ".join(f"d{d}={mix_spread[d]}" for d in (1, 2, 3)))
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
