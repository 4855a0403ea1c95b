"""Check the Italian Quiz Club deck sources in ``content-src/quizclub-it/``.

    .venv/bin/python tools/check_quizclub_it.py            # every *.json there
    .venv/bin/python tools/check_quizclub_it.py FILE ...   # only these files

Each file is ``{"cards": [...]}`` in exactly the English deck's format. It is validated on its own
with ``gamesuite.content.validate_deck`` (the strict ``QuizDeck`` schema, the same call
``tools/build_packs.py`` makes for the English deck), and then all files together. Question texts
are compared with ``build_packs.text_key`` (case and spacing ignored).

Further checks (the schema cannot express them):

* ids are ``it-qc-NNN``, unique across the files, never an id of another Quiz Club source; a file
  named in ``PARTS`` holds exactly its id range, in order;
* a file named in ``PARTS`` has exactly its number of sides per category (light + dark);
* when every file named in ``PARTS`` is checked (the default), the whole deck: the rulebook's 160
  cards, ids ``it-qc-001`` … ``it-qc-160``, and its sides per category (``DECK_SIDES``, the sum of the
  parts: every category of the game, twice its number of cards in the rulebook);
* both sides of a card have the same category (as in the English deck);
* no question text used twice, in these files or in the English deck and the expansions;
* four different options / terms; an estimate has a margin above 0 and a unit, unless it asks for
  a year or is a plain sum ("Quanto fa …");
* intuition questions are about the fellow players, and their wording matches the variant
  ("Quanti dei tuoi compagni di gioco …" = count, "… Se sì, chi?" = who);
* no give-away: a knowledge answer does not appear in its own question, and no answer (a
  knowledge answer or the right option) appears in another question of the same side.

Prints the counts by category, by type and position, and by character. Exit status 1 on any problem.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from build_packs import MAX_PROBLEMS, text_key  # noqa: E402

from gamesuite.content import PackError, validate_deck  # noqa: E402
from gamesuite.content.packs import deck_counts  # noqa: E402
from gamesuite.content.schemas import CATEGORY_TITLES, CHARACTERS  # noqa: E402

SRC = ROOT / "content-src" / "quizclub-it"
OTHER_SOURCES = [ROOT / "content-src" / "quizclub", ROOT / "content-src" / "quizclub-expansions"]

KINDS = ("knowledge", "multiple_choice", "estimate", "ranking", "intuition")
SIDES = ("light", "dark")
LETTERS = "ABCD"
ID = re.compile(r"^it-qc-(\d{3})$")

#: Per source file: the id numbers it holds (first, last) and its sides per category (light + dark).
PARTS: dict[str, dict[str, Any]] = {
    "part1": {
        "ids": (1, 85),
        "sides": {
            "sports": 20, "games": 10, "flora_fauna": 10, "mathematics": 10, "politics_history": 30,
            "biology_medicine": 20, "society": 20, "economics": 10, "food_drink": 10, "science_technology": 30,
        },
    },
    "part2": {
        "ids": (86, 160),
        "sides": {"art_music_media": 50, "language": 40, "geography_travel": 30, "literature": 30},
    },
}

#: The whole deck, as the rulebook has it: 160 double-sided cards.
DECK_CARDS = 160
#: Sides per category of the whole deck (light + dark): what the parts add up to.
DECK_SIDES: dict[str, int] = dict(sum((Counter(part["sides"]) for part in PARTS.values()), Counter()))

COUNT_START = "quanti dei tuoi compagni di gioco"
WHO_END = "se sì, chi?"
FELLOWS = "compagni di gioco"
#: Leading articles left out when looking for an answer inside a text.
ARTICLE = re.compile(r"^(il|lo|la|i|gli|le|l|un|uno|una|dei|degli|delle|del|della|dal|dalla|dalle|nei|nel|sul)\s+")
NON_WORD = re.compile(r"[^\w]+")


def words(text: str) -> str:
    """A text as lower-case words separated by single spaces (punctuation and apostrophes dropped)."""
    return " ".join(NON_WORD.sub(" ", text.casefold()).split())


def answer_forms(q: dict[str, Any]) -> list[str]:
    """What a player would say to get ``q`` right, as words: each knowledge alternative, or the right option."""
    if q["type"] == "knowledge":
        alts = q["answer"].split(" / ")
    elif q["type"] == "multiple_choice":
        alts = [q["options"][LETTERS.index(q["answer"])]]
    else:
        return []
    forms = []
    for alt in alts:
        w = ARTICLE.sub("", words(re.sub(r"\(.*?\)", " ", alt)))
        if len(w) >= 4 and not w.isdigit():  # short answers and bare numbers match too much by chance
            forms.append(w)
    return forms


def question_words(q: dict[str, Any]) -> str:
    """Everything a question shows or reads aloud: its text, options and terms."""
    parts = [q["text"], *q.get("options", []), *q.get("terms", [])]
    return " " + " ".join(words(p) for p in parts) + " "


def check_question(where: str, q: dict[str, Any]) -> list[str]:
    problems: list[str] = []
    kind = q["type"]
    if kind == "multiple_choice" and len({text_key(o) for o in q["options"]}) != 4:
        problems.append(f"{where}: the four options must all be different")
    if kind == "ranking" and len({text_key(t) for t in q["terms"]}) != 4:
        problems.append(f"{where}: the four terms must all be different")
    if kind == "estimate":
        text = q["text"].casefold()
        plain = "anno" in text or text.startswith(("quanto fa", "calcola"))
        if not q["unit"] and not plain:
            problems.append(f"{where}: an estimate that is not a year or a sum needs a unit")
        if q["margin"] <= 0:
            problems.append(f"{where}: an estimate needs a margin above 0")
    if kind == "intuition":
        text = q["text"].casefold()
        if FELLOWS not in text:
            problems.append(f"{where}: an intuition question is about the fellow players ('compagni di gioco')")
        wants = "count" if text.startswith(COUNT_START) else "who" if text.endswith(WHO_END) else None
        if wants is None:
            problems.append(f"{where}: an intuition question starts 'Quanti dei tuoi compagni di gioco …' "
                            "or ends '… Se sì, chi?'")
        elif q["variant"] != wants:
            problems.append(f"{where}: the wording asks for variant {wants!r}, not {q['variant']!r}")
    if kind == "knowledge":
        text = question_words(q)
        for form in answer_forms(q):
            if f" {form} " in text:
                problems.append(f"{where}: the answer {form!r} appears in the question")
    return problems


def check_side(where: str, questions: list[dict[str, Any]]) -> list[str]:
    """No question on a side gives away the answer of another one."""
    problems = []
    for i, q in enumerate(questions):
        for j, other in enumerate(questions):
            if i == j:
                continue
            shown = question_words(other)
            for form in answer_forms(q):
                if f" {form} " in shown:
                    problems.append(f"{where}: Q{j + 1} gives away the answer of Q{i + 1} ({form!r})")
    return problems


def other_texts() -> tuple[set[str], dict[str, str]]:
    """Card ids and question texts (text_key -> 'file: card') of the English deck and the expansions."""
    ids: set[str] = set()
    texts: dict[str, str] = {}
    for folder in OTHER_SOURCES:
        for path in sorted(folder.glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            for card in data.get("cards", []):
                ids.add(card["id"])
                for side in SIDES:
                    for q in card[side]["questions"]:
                        texts.setdefault(text_key(q["text"]), f"{path.relative_to(ROOT)}: {card['id']}")
    return ids, texts


def rel(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def check_files(paths: Iterable[Path]) -> tuple[list[str], list[dict[str, Any]], list[str]]:
    """Problems, the validated cards of all files, and one summary line per file."""
    problems: list[str] = []
    cards: list[dict[str, Any]] = []
    summary: list[str] = []
    foreign_ids, foreign_texts = other_texts()
    where_id: dict[str, str] = {}
    where_text: dict[str, str] = {}
    for path in paths:
        name = rel(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            problems.append(f"{name}: cannot read as JSON: {exc}")
            continue
        try:
            deck = validate_deck("quizclub", data, name)
        except PackError as exc:
            problems.append(str(exc))
            continue
        file_cards = deck["cards"]
        counts = deck_counts("quizclub", deck)
        summary.append(f"{name}: {counts['cards']} cards, {counts['sides']} sides, {counts['questions']} questions")
        part = PARTS.get(path.stem)
        numbers = []
        for card in file_cards:
            cid = card["id"]
            m = ID.match(cid)
            if m is None:
                problems.append(f"{name}: card id {cid!r} is not 'it-qc-NNN'")
            else:
                numbers.append(int(m.group(1)))
            if cid in where_id:
                problems.append(f"{name}: card id {cid!r} is also used in {where_id[cid]}")
            elif cid in foreign_ids:
                problems.append(f"{name}: card id {cid!r} is also used by the English deck or an expansion")
            where_id[cid] = name
            if card["light"]["category"] != card["dark"]["category"]:
                problems.append(f"{name}: card {cid!r}: the light and dark sides have different categories")
            for side in SIDES:
                questions = card[side]["questions"]
                problems += check_side(f"{name}: card {cid!r} {side}", questions)
                for n, q in enumerate(questions, start=1):
                    where = f"{name}: card {cid!r} {side} Q{n}"
                    problems += check_question(where, q)
                    key = text_key(q["text"])
                    if key in where_text:
                        problems.append(f"{where}: same question text as {where_text[key]}")
                    elif key in foreign_texts:
                        problems.append(f"{where}: same question text as {foreign_texts[key]}")
                    where_text[key] = f"{name}: card {cid!r} {side} Q{n}"
        if part is not None:
            first, last = part["ids"]
            if numbers != list(range(first, last + 1)):
                problems.append(f"{name}: ids must be it-qc-{first:03d} … it-qc-{last:03d}, each once, in order")
            for cat in CATEGORY_TITLES:
                have, want = counts[f"category.{cat}"], part["sides"].get(cat, 0)
                if have != want:
                    problems.append(f"{name}: {cat}: {have} sides, expected {want}")
        cards += file_cards
    if cards and not problems:
        try:
            validate_deck("quizclub", {"cards": cards}, rel(SRC))
        except PackError as exc:
            problems.append(str(exc))
    if cards and set(PARTS) <= {Path(path).stem for path in paths}:
        problems += check_deck(cards)
    return problems, cards, summary


def check_deck(cards: list[dict[str, Any]]) -> list[str]:
    """The whole deck (every part checked together): 160 cards, ids 001-160, the rulebook's categories."""
    problems = []
    if len(cards) != DECK_CARDS:
        problems.append(f"the whole deck has {len(cards)} cards, expected {DECK_CARDS}")
    numbers = sorted(int(m.group(1)) for c in cards if (m := ID.match(c["id"])))
    if numbers != list(range(1, DECK_CARDS + 1)):
        problems.append(f"the whole deck must hold it-qc-001 … it-qc-{DECK_CARDS:03d}, each once")
    have = Counter(c[side]["category"] for c in cards for side in SIDES)
    for cat in CATEGORY_TITLES:
        if have[cat] != DECK_SIDES.get(cat, 0):
            problems.append(f"the whole deck: {cat}: {have[cat]} sides, expected {DECK_SIDES.get(cat, 0)}")
    return problems


def table(header: list[str], rows: list[list[Any]]) -> list[str]:
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows, strict=True)]
    fmt = "  ".join(f"{{:<{w}}}" if i == 0 else f"{{:>{w}}}" for i, w in enumerate(widths))
    return [fmt.format(*header), *(fmt.format(*map(str, r)) for r in rows)]


def report(cards: list[dict[str, Any]]) -> list[str]:
    """Counts by category, by type and position, by character, and the right-answer letters."""
    counts = deck_counts("quizclub", {"cards": cards})
    out = [f"all: {counts['cards']} cards, {counts['sides']} sides, {counts['questions']} questions", ""]
    rows = []
    for cat in CATEGORY_TITLES:
        light = sum(1 for c in cards if c["light"]["category"] == cat)
        dark = sum(1 for c in cards if c["dark"]["category"] == cat)
        if light or dark:
            rows.append([cat, light, dark, light + dark])
    out += table(["category", "light", "dark", "sides"], rows) + [""]
    pos: Counter[tuple[str, int]] = Counter()
    letters: Counter[str] = Counter()
    for c in cards:
        for s in SIDES:
            for i, q in enumerate(c[s]["questions"], start=1):
                pos[(q["type"], i)] += 1
                if q["type"] == "multiple_choice":
                    letters[q["answer"]] += 1
    rows = [[k, pos[(k, 1)], pos[(k, 2)], pos[(k, 3)], sum(pos[(k, i)] for i in (1, 2, 3))] for k in KINDS]
    out += table(["type", "easy", "medium", "hard", "total"], rows) + [""]
    out += table(["character", "cards"], [[ch, counts[f"character.{ch}"]] for ch in CHARACTERS]) + [""]
    out.append("multiple-choice answers: " + ", ".join(f"{x} {letters[x]}" for x in LETTERS))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("files", nargs="*", type=Path, help="source files (default: every *.json in the folder)")
    args = parser.parse_args(argv)
    paths = args.files or sorted(SRC.glob("*.json"))
    if not paths:
        print(f"error: no *.json in {rel(SRC)}", file=sys.stderr)
        return 1
    problems, cards, summary = check_files(paths)
    print("\n".join(summary))
    if problems:
        shown = problems[:MAX_PROBLEMS]
        more = len(problems) - len(shown)
        print(f"error: {len(problems)} problem(s):\n  " + "\n  ".join(shown)
              + (f"\n  ... and {more} more" if more > 0 else ""), file=sys.stderr)
        return 1
    print("\n".join(["", *report(cards), "", f"ok: {len(paths)} file(s)"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
