"""Check the Italian Telefilm deck sources in ``content-src/telefilm-it/``.

    /work/main/.venv/bin/python tools/check_telefilm_it.py            # check, print counts; exit 1 on a problem
    /work/main/.venv/bin/python tools/check_telefilm_it.py --dir DIR  # check another folder of *.json files

Every ``*.json`` present is loaded. Each card is validated against the existing Telefilm card schema
(``gamesuite/content/schemas.py``). That schema is strict and does not know the two fields the Italian deck
adds, ``series`` and ``year``, so a copy of the card without them is validated and the two are checked here:
``series`` a non-empty string of at most 80 characters (required on Period cards), ``year`` optional, an int
from 1950 to 2026. Then: a Period file holds cards of its own period only (file name = period); the
genre x difficulty spread of each Period file for which a spread is defined below; card ids unique across
the files; card numbers unique per pile; no question text used twice, within the Italian deck or against
the English deck (``content-src/telefilm/*.json``). The schema already checks 4 questions per card,
5 different options per question and an answer letter A-E.

Prints the counts per file and the answer-letter distribution.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gamesuite.content import PackError, validate_deck  # noqa: E402
from gamesuite.content.schemas import GENRES, PERIODS  # noqa: E402

SRC = ROOT / "content-src" / "telefilm-it"
ENGLISH = ROOT / "content-src" / "telefilm"
EXTRA_FIELDS = ("series", "year")
SERIES_MAX = 80
YEAR_MIN, YEAR_MAX = 1950, 2026
LETTERS = "ABCDE"

# Cards per (genre, difficulty) for each Period file. The brief fixes Vintage and Modern; a Period file
# without an entry here is counted but its spread is not enforced.
_SPREAD = {
    ("comedy", 1): 4, ("comedy", 2): 4, ("comedy", 3): 4,
    ("crime", 1): 4, ("crime", 2): 4, ("crime", 3): 3,
    ("drama", 1): 3, ("drama", 2): 3, ("drama", 3): 5,
    ("scifi", 1): 4, ("scifi", 2): 4, ("scifi", 3): 3,
}
EXPECTED_SPREAD: dict[str, dict[tuple[str, int], int]] = {"vintage": _SPREAD, "modern": _SPREAD}


def text_key(text: str) -> str:
    """A question text compared without case and with runs of white space collapsed."""
    return " ".join(text.casefold().split())


def check_extra_fields(card: dict[str, Any], where: str) -> list[str]:
    """The two fields the schema does not know: ``series`` and ``year``."""
    problems: list[str] = []
    series = card.get("series")
    if series is None:
        if card.get("deck") == "period":
            problems.append(f"{where}: a Period card needs 'series'")
    elif not isinstance(series, str) or not series.strip() or len(series) > SERIES_MAX:
        problems.append(f"{where}: 'series' must be a non-empty string of at most {SERIES_MAX} characters")
    if "year" in card:
        year = card["year"]
        if isinstance(year, bool) or not isinstance(year, int) or not YEAR_MIN <= year <= YEAR_MAX:
            problems.append(f"{where}: 'year' must be an integer from {YEAR_MIN} to {YEAR_MAX}, not {year!r}")
    return problems


def english_texts() -> dict[str, str]:
    """Question text key -> card id, over the English deck sources."""
    texts: dict[str, str] = {}
    for path in sorted(ENGLISH.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")).get("cards", []):
            for q in card.get("questions", []):
                texts.setdefault(text_key(q.get("text", "")), card.get("id", "?"))
    return texts


def check_folder(folder: Path) -> tuple[list[str], list[str]]:
    """Check every ``*.json`` in ``folder``; returns (problems, report lines)."""
    problems: list[str] = []
    report: list[str] = []
    files = sorted(folder.glob("*.json"))
    if not files:
        return [f"{folder}: no *.json files"], report
    english = english_texts()
    ids: dict[str, str] = {}
    numbers: dict[tuple[str, str | None, int], str] = {}
    texts: dict[str, str] = {}
    all_letters: Counter[str] = Counter()
    for path in files:
        rel = path.name
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            problems.append(f"{rel}: not valid JSON (line {exc.lineno}): {exc.msg}")
            continue
        cards = data.get("cards") if isinstance(data, dict) else None
        if not isinstance(cards, list) or not cards or set(data) != {"cards"}:
            problems.append(f"{rel}: expected an object with one key, 'cards', holding a non-empty list")
            continue
        spread: Counter[tuple[str, Any]] = Counter()
        letters: Counter[str] = Counter()
        n_questions = 0
        for index, card in enumerate(cards):
            if not isinstance(card, dict):
                problems.append(f"{rel}: card {index} is not an object")
                continue
            card_id = str(card.get("id", f"#{index}"))
            where = f"{rel}: card {card_id!r}"
            problems += check_extra_fields(card, where)
            if card.get("deck") == "period":
                spread[(str(card.get("genre")), card.get("difficulty"))] += 1
            bare = {k: v for k, v in card.items() if k not in EXTRA_FIELDS}
            try:
                validate_deck("telefilm", {"cards": [bare]}, rel)
            except PackError as exc:
                problems.append(str(exc))
                continue
            if card_id in ids:
                problems.append(f"{where}: id also used in {ids[card_id]}")
            ids[card_id] = rel
            pile = (card["deck"], card.get("period"), card["number"])
            if pile in numbers:
                problems.append(f"{where}: number {card['number']} also used by card {numbers[pile]!r}")
            numbers[pile] = card_id
            if path.stem in PERIODS and card.get("period") != path.stem:
                problems.append(f"{where}: period {card.get('period')!r} in the {path.stem} file")
            for q in card["questions"]:
                n_questions += 1
                letters[q["answer"]] += 1
                key = text_key(q["text"])
                if key in texts:
                    problems.append(f"{where}: question repeats one of card {texts[key]!r}: {q['text'][:60]!r}")
                elif key in english:
                    problems.append(f"{where}: question repeats English card {english[key]!r}: {q['text'][:60]!r}")
                texts[key] = card_id
        expected = EXPECTED_SPREAD.get(path.stem)
        if expected is not None:
            for cell in sorted(set(expected) | set(spread), key=str):
                if spread.get(cell, 0) != expected.get(cell, 0):
                    problems.append(f"{rel}: {cell[0]} difficulty {cell[1]}: {spread.get(cell, 0)} cards, "
                                    f"expected {expected.get(cell, 0)}")
        all_letters += letters
        report.append(f"{rel}: {len(cards)} cards, {n_questions} questions")
        if spread:
            report.append("  genre     d1  d2  d3  total")
            for genre in GENRES:
                row = [spread.get((genre, d), 0) for d in (1, 2, 3)]
                report.append(f"  {genre:<8} {row[0]:>3} {row[1]:>3} {row[2]:>3} {sum(row):>6}")
        report.append("  answers: " + "  ".join(f"{x} {letters.get(x, 0)}" for x in LETTERS))
    report.append(f"all files: {len(ids)} cards, {sum(all_letters.values())} questions; answers: "
                  + "  ".join(f"{x} {all_letters.get(x, 0)}" for x in LETTERS))
    return problems, report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=SRC, help="folder of deck *.json files")
    args = parser.parse_args(argv)
    problems, report = check_folder(args.dir)
    print("\n".join(report))
    if problems:
        print(f"\n{len(problems)} problem(s):", file=sys.stderr)
        for p in problems:
            print(f"  {p}", file=sys.stderr)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
