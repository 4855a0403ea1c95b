"""Quiz Club importers: a CSV/TSV sheet and Open Trivia DB JSON, and export back to CSV.

Both importers produce a deck (``{"cards": [...]}``) that passed :func:`validate_deck`;
:func:`make_pack` turns a deck into a pack folder. The column and field formats are documented
in ``docs/packs.md``; :func:`export_sheet` writes the same columns, so a pack exported and
imported again gives the same deck.
"""

from __future__ import annotations

import base64
import csv
import html
import io
import random
import re
import urllib.parse
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from gamesuite.content import PackError, _describe, validate_deck
from gamesuite.content.packs import LIMITS, Limits, deck_counts, load_json_bytes, write_pack_folder
from gamesuite.content.schemas import CATEGORY_TITLES, CHARACTERS, Manifest, QuizCharacter, QuizQuestion

COLUMNS: tuple[str, ...] = (
    "card_id", "character", "side", "category", "position", "type", "text", "answer",
    "options", "value", "margin", "unit", "terms", "order", "variant",
)
# Which optional columns each type uses (the others must stay empty).
TYPE_FIELDS: dict[str, tuple[str, ...]] = {
    "knowledge": ("answer",),
    "multiple_choice": ("answer", "options"),
    "estimate": ("value", "margin", "unit"),
    "ranking": ("terms", "order"),
    "intuition": ("variant",),
}
QUESTION_FIELDS = ("answer", "options", "value", "margin", "unit", "terms", "order", "variant")
TYPE_ALIASES = {"mc": "multiple_choice", "multiple choice": "multiple_choice", "multiple-choice": "multiple_choice"}
LIST_SEPARATOR = "|"
SIDES = ("light", "dark")
MAX_SHEET_BYTES = 8 * 1024 * 1024
MAX_CELL = 2000

_question = TypeAdapter(QuizQuestion)


def _lookup(mapping: Mapping[str, str], value: str) -> str | None:
    """A category by id or printed title, case and spacing ignored."""
    key = " ".join(value.casefold().replace("_", " ").split())
    for cid, title in mapping.items():
        if key in (" ".join(cid.replace("_", " ").split()), " ".join(title.casefold().split())):
            return cid
    return None


def _number(text: str) -> float:
    """A number as a spreadsheet writes it: '1500', '2.5', '2,5' (decimal comma), '1 500'."""
    t = text.replace(" ", "").replace("\u00a0", "").replace("_", "")
    if "," in t and "." not in t and t.count(",") == 1:
        t = t.replace(",", ".")
    value = float(t)
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError(text)
    return value


def _fmt_number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() and abs(value) < 1e15 else repr(float(value))


def _split_list(text: str) -> list[str]:
    """Items separated by ``|``; ``\\|`` is a ``|`` inside an item and ``\\\\`` a backslash (any other
    backslash is kept as it is). Items are trimmed."""
    if "\\" not in text:
        return [part.strip() for part in text.split(LIST_SEPARATOR)]
    items: list[str] = []
    current: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "\\" and i + 1 < n and text[i + 1] in (LIST_SEPARATOR, "\\"):
            current.append(text[i + 1])
            i += 2
            continue
        if ch == LIST_SEPARATOR:
            items.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
        i += 1
    items.append("".join(current).strip())
    return items


def _escape_item(item: str) -> str:
    """An item as :func:`_split_list` reads it back: ``|`` becomes ``\\|``, and a backslash before a
    ``|`` or another backslash is doubled (other backslashes, as in ``C:\\Games``, stay single)."""
    if LIST_SEPARATOR not in item and "\\" not in item:
        return item
    out: list[str] = []
    for i, ch in enumerate(item):
        if ch == LIST_SEPARATOR:
            out.append("\\" + ch)
        elif ch == "\\" and i + 1 < len(item) and item[i + 1] in (LIST_SEPARATOR, "\\"):
            out.append("\\\\")
        else:
            out.append(ch)
    return "".join(out)


def _letters(text: str) -> list[str]:
    return [ch for ch in text.upper() if ch.isalpha()]


def _detect_delimiter(first_line: str, suffix: str) -> str:
    if suffix.lower() in (".tsv", ".tab"):
        return "\t"
    best, best_hits = ",", -1
    for delim in (",", ";", "\t"):
        cells = [c.strip().strip('"').casefold() for c in first_line.split(delim)]
        hits = sum(1 for c in cells if c in COLUMNS)
        if hits > best_hits:
            best, best_hits = delim, hits
    return best


@dataclass
class _Side:
    category: str | None = None
    category_row: int = 0
    questions: dict[int, tuple[int, dict[str, Any]]] = field(default_factory=dict)


@dataclass
class _Card:
    row: int
    character: str | None = None
    character_row: int = 0
    sides: dict[str, _Side] = field(default_factory=lambda: {s: _Side() for s in SIDES})


def parse_sheet(text: str, source: str, delimiter: str | None = None,
                default_character: str | None = None, characters: Iterable[Mapping[str, Any]] = ()) -> dict[str, Any]:
    """A Quiz Club deck from CSV/TSV text (one row per question); raises PackError naming the row.

    ``characters``: characters the pack defines (see :func:`make_character`); the ``character`` column (and
    ``default_character``) may name them as well as the built-in ones, and the deck holds them."""
    own = [dict(ch) for ch in characters]
    allowed = (*CHARACTERS, *(ch["id"] for ch in own))
    if len(text) > MAX_SHEET_BYTES:
        raise PackError(f"{source}: larger than {MAX_SHEET_BYTES // (1024 * 1024)} MiB")
    text = text.lstrip("\ufeff")
    first = text.split("\n", 1)[0]
    delim = delimiter or _detect_delimiter(first, Path(source).suffix)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delim, strict=True)
    try:
        header = next(reader)
    except StopIteration:
        raise PackError(f"{source}: the sheet is empty") from None
    except csv.Error as exc:
        raise PackError(f"{source} row 1: {exc}") from None
    names = [h.strip().casefold() for h in header]
    if not any(name in COLUMNS for name in names):
        shown = ", ".join(repr(h.strip()[:30]) for h in header[:4] if h.strip())
        raise PackError(f"{source} row 1: the header row seems to be missing: row 1 ({shown}) names none of "
                        f"the columns. The first row must name them: {', '.join(COLUMNS)} "
                        "(export-csv writes it).")
    index: dict[str, int] = {}
    for i, name in enumerate(names):
        if not name or name.startswith("#") or name in ("notes", "note", "comment", "comments"):
            continue
        if name not in COLUMNS:
            raise PackError(f"{source} row 1: unknown column {header[i]!r} (columns: {', '.join(COLUMNS)})")
        if name in index:
            raise PackError(f"{source} row 1: column {name!r} appears twice")
        index[name] = i
    for needed in ("card_id", "side", "category", "position", "type", "text"):
        if needed not in index:
            raise PackError(f"{source} row 1: the column {needed!r} is missing")
    if "character" not in index and default_character is None:
        raise PackError(f"{source} row 1: no 'character' column and no default character given")

    cards: dict[str, _Card] = {}
    problems: list[str] = []  # every bad row is reported, not only the first
    failed: set[str] = set()  # cards with a bad row (their missing positions would only repeat it)
    rownum = 1
    try:
        for row in reader:
            rownum += 1
            if not any(cell.strip() for cell in row) or row[0].lstrip().startswith("#"):
                continue
            try:
                _take_row(row, rownum, index, cards, source, default_character, allowed)
            except PackError as exc:
                problems.append(str(exc))
                i = index["card_id"]
                failed.add(row[i].strip() if i < len(row) else "")
    except csv.Error as exc:  # the rest of the sheet cannot be read reliably
        problems.append(f"{source} row {rownum}: {exc}")
    if not cards and not problems:
        raise PackError(f"{source}: no question rows")
    out = []
    for card_id, card in cards.items():
        built: dict[str, Any] = {"id": card_id, "character": card.character}
        for side_name, side in card.sides.items():
            missing = [p for p in (1, 2, 3) if p not in side.questions]
            if missing and card_id not in failed:
                problems.append(f"{source}: card {card_id!r} (first on row {card.row}), {side_name} side: "
                                f"no question at position {', '.join(map(str, missing))}")
            built[side_name] = {"category": side.category,
                                "questions": [side.questions[p][1] for p in sorted(side.questions)]}
        out.append(built)
    if problems:
        raise PackError(_all_problems(source, problems))
    return validate_deck("quizclub", {"characters": own, "cards": out} if own else {"cards": out}, source)


MAX_PROBLEMS_SHOWN = 50


def _all_problems(source: str, problems: list[str]) -> str:
    """One problem as one line; several as a count and one line each (at most MAX_PROBLEMS_SHOWN)."""
    if len(problems) == 1:
        return problems[0]
    lines = problems[:MAX_PROBLEMS_SHOWN]
    if len(problems) > MAX_PROBLEMS_SHOWN:
        lines.append(f"... and {len(problems) - MAX_PROBLEMS_SHOWN} more")
    return f"{source}: {len(problems)} problems (all of them are listed; fix them and import again):\n" + "\n".join(
        lines)


def _take_row(row: list[str], rownum: int, index: dict[str, int], cards: dict[str, _Card], source: str,
              default_character: str | None, allowed: tuple[str, ...] = CHARACTERS) -> None:
    where = f"{source} row {rownum}"

    def cell(name: str) -> str:
        i = index.get(name)
        value = row[i].strip() if i is not None and i < len(row) else ""
        if len(value) > MAX_CELL:
            raise PackError(f"{where}: {name!r} is longer than {MAX_CELL} characters")
        return value

    if len(row) > len(index) + 32:
        raise PackError(f"{where}: too many cells")
    card_id = cell("card_id")
    if not card_id:
        raise PackError(f"{where}: 'card_id' is empty")
    card = cards.setdefault(card_id, _Card(rownum))
    character = cell("character").casefold() or (default_character or "")
    if character not in allowed:
        raise PackError(f"{where}: unknown character {character!r} (one of {', '.join(allowed)}; "
                        "a new character is defined with --new-character)")
    if card.character is None:
        card.character, card.character_row = character, rownum
    elif card.character != character:
        raise PackError(f"{where}: card {card_id!r} has character {character!r} here "
                        f"but {card.character!r} on row {card.character_row}")
    side_name = cell("side").casefold()
    if side_name not in SIDES:
        raise PackError(f"{where}: 'side' must be light or dark, not {cell('side')!r}")
    side = card.sides[side_name]
    category = _lookup(CATEGORY_TITLES, cell("category"))
    if category is None:
        raise PackError(f"{where}: unknown category {cell('category')!r} "
                        f"(one of {', '.join(CATEGORY_TITLES)}, or its printed title)")
    if side.category is None:
        side.category, side.category_row = category, rownum
    elif side.category != category:
        raise PackError(f"{where}: card {card_id!r} {side_name} side has category {category!r} here "
                        f"but {side.category!r} on row {side.category_row}")
    try:
        position = int(cell("position"))
    except ValueError:
        position = 0
    if position not in (1, 2, 3):
        raise PackError(f"{where}: 'position' must be 1, 2 or 3 (easy, medium, hard), not {cell('position')!r}")
    if position in side.questions:
        raise PackError(f"{where}: card {card_id!r} {side_name} side already has a question at position "
                        f"{position} (row {side.questions[position][0]})")
    kind = cell("type").casefold().replace("-", "_")
    kind = TYPE_ALIASES.get(kind, kind)
    if kind not in TYPE_FIELDS:
        raise PackError(f"{where}: unknown type {cell('type')!r} (one of {', '.join(TYPE_FIELDS)})")
    for name in QUESTION_FIELDS:
        if name not in TYPE_FIELDS[kind] and cell(name):
            raise PackError(f"{where}: {name!r} is not used by a {kind} question; leave it empty")
    q: dict[str, Any] = {"type": kind, "text": cell("text")}
    try:
        if kind == "knowledge":
            q["answer"] = cell("answer")
        elif kind == "multiple_choice":
            q["options"] = _split_list(cell("options"))
            answer = cell("answer")
            folded = [o.casefold() for o in q["options"]]
            if answer.upper() not in ("A", "B", "C", "D") and folded.count(answer.casefold()) == 1:
                answer = "ABCD"[folded.index(answer.casefold())]  # the option's text instead of its letter
            q["answer"] = answer.upper()
        elif kind == "estimate":
            for name in ("value", "margin"):
                raw = cell(name)
                try:
                    q[name] = _number(raw)
                except ValueError:
                    raise PackError(f"{where}: {name!r} must be a number, not {raw!r}") from None
            if cell("unit"):
                q["unit"] = cell("unit")
        elif kind == "ranking":
            q["terms"] = _split_list(cell("terms"))
            q["order"] = _letters(cell("order"))
        else:
            q["variant"] = cell("variant").casefold()
        question = _question.validate_python(q)
    except ValidationError as exc:
        raise PackError(f"{where}: {_describe_question(exc, kind)}") from None
    side.questions[position] = (rownum, question.model_dump(mode="json", exclude_none=True))


def _describe_question(exc: ValidationError, kind: str) -> str:
    """Pydantic errors named by column ('options: ...'), without the question-type tag."""
    out = []
    for err in exc.errors()[:3]:
        loc = [str(p) for p in err["loc"]]
        if loc and loc[0] == kind:
            loc = loc[1:]
        msg = str(err["msg"]).removeprefix("Value error, ")
        out.append(f"{'.'.join(loc)}: {msg}" if loc else msg)
    return "; ".join(out)


def read_sheet(path: Path, default_character: str | None = None,
               characters: Iterable[Mapping[str, Any]] = ()) -> dict[str, Any]:
    """Import a CSV (``,`` or ``;``) or TSV sheet saved as UTF-8 (``characters``: see :func:`parse_sheet`)."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_SHEET_BYTES:
            raise PackError(f"{path.name}: larger than {MAX_SHEET_BYTES // (1024 * 1024)} MiB")
        raw = path.read_bytes()
    except OSError as exc:
        raise PackError(f"{path}: cannot read: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise PackError(f"{path.name}: not UTF-8 text (byte {exc.start}); save the sheet as UTF-8 CSV") from None
    return parse_sheet(text, path.name, default_character=default_character, characters=characters)


def sheet_rows(deck: Mapping[str, Any]) -> Iterable[list[str]]:
    """The rows of :func:`export_sheet` (header first)."""
    yield list(COLUMNS)
    for card in deck["cards"]:
        for side in SIDES:
            face = card[side]
            for position, q in enumerate(face["questions"], start=1):
                row = dict.fromkeys(COLUMNS, "")
                row.update(card_id=card["id"], character=card["character"], side=side,
                           category=face["category"], position=str(position), type=q["type"], text=q["text"])
                for key in ("options", "terms"):
                    if key in q:
                        row[key] = f" {LIST_SEPARATOR} ".join(_escape_item(item) for item in q[key])
                if "order" in q:
                    row["order"] = " ".join(q["order"])
                for key in ("answer", "unit", "variant"):
                    if key in q:
                        row[key] = q[key]
                for key in ("value", "margin"):
                    if key in q:
                        row[key] = _fmt_number(q[key])
                yield [row[c] for c in COLUMNS]


def export_sheet(deck: Mapping[str, Any], path: Path, delimiter: str | None = None) -> int:
    """Write a Quiz Club deck as a sheet (TSV for ``.tsv``, else CSV); returns the question rows."""
    path = Path(path)
    delim = delimiter or ("\t" if path.suffix.lower() in (".tsv", ".tab") else ",")
    rows = list(sheet_rows(deck))
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh, delimiter=delim, lineterminator="\r\n")  # RFC 4180: a \r in a text is quoted too
        writer.writerows(rows)
    return len(rows) - 1


# ------------------------------------------------------------------------------ Open Trivia DB

# Open Trivia DB category names -> Quiz Club categories (anything else: the fallback category).
OPENTDB_CATEGORIES: dict[str, str] = {
    "General Knowledge": "society",
    "Entertainment: Books": "literature",
    "Entertainment: Film": "art_music_media",
    "Entertainment: Music": "art_music_media",
    "Entertainment: Musicals & Theatres": "art_music_media",
    "Entertainment: Television": "art_music_media",
    "Entertainment: Video Games": "games",
    "Entertainment: Board Games": "games",
    "Entertainment: Comics": "art_music_media",
    "Entertainment: Japanese Anime & Manga": "art_music_media",
    "Entertainment: Cartoon & Animations": "art_music_media",
    "Science & Nature": "science_technology",
    "Science: Computers": "science_technology",
    "Science: Mathematics": "mathematics",
    "Science: Gadgets": "science_technology",
    "Mythology": "literature",
    "Sports": "sports",
    "Geography": "geography_travel",
    "History": "politics_history",
    "Politics": "politics_history",
    "Art": "art_music_media",
    "Celebrities": "society",
    "Animals": "flora_fauna",
    "Vehicles": "science_technology",
}
OPENTDB_RESPONSE = {
    1: "no results (the query asked for more questions than exist)",
    2: "invalid parameter",
    3: "session token not found",
    4: "session token exhausted (all questions already returned)",
    5: "rate limit exceeded",
}
DIFFICULTY = {"easy": 1, "medium": 2, "hard": 3}
TRUE_FALSE_PREFIX = "True or false: "


@dataclass
class ImportReport:
    """What an import did: questions read, used and skipped (with reasons)."""

    read: int = 0
    used: int = 0
    skipped: list[str] = field(default_factory=list)
    encoding: str = "html"  # how the dump was encoded: html (the default), url or base64


def _clean(value: Any, unescape: bool = True) -> str:
    if not isinstance(value, str):
        return ""
    return " ".join((html.unescape(value) if unescape else value).split())


OPENTDB_FIELDS = ("type", "difficulty", "category", "question", "correct_answer", "incorrect_answers")
_PERCENT = re.compile(r"%[0-9A-Fa-f]{2}")


def _field_strings(item: Any) -> list[str]:
    if not isinstance(item, dict):
        return []
    out: list[str] = []
    for key in OPENTDB_FIELDS:
        value = item.get(key)
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, list):
            out.extend(v for v in value if isinstance(v, str))
    return out


def _b64_text(value: str) -> str:
    return base64.b64decode(value, validate=True).decode("utf-8")


def opentdb_encoding(results: list[Any]) -> str:
    """How an Open Trivia DB dump is encoded: ``html`` (the default: HTML entities), ``url``
    (``encode=url3986``, or ``urlLegacy`` with ``+`` for spaces) or ``base64`` (``encode=base64``).

    Base64 when every question's ``type`` decodes to ``multiple`` or ``boolean``; URL when no text
    has a space and some text has a ``%XX`` escape or a ``+``."""
    kinds = [item.get("type") for item in results if isinstance(item, dict)]
    if kinds:
        try:
            if all(isinstance(k, str) and _b64_text(k) in ("multiple", "boolean") for k in kinds):
                return "base64"
        except (ValueError, UnicodeDecodeError):
            pass
    strings = [text for item in results for text in _field_strings(item)]
    if strings and not any(" " in text for text in strings) and any(
            _PERCENT.search(text) or "+" in text for text in strings):
        return "url"
    return "html"


def _decode_item(item: Any, encoding: str) -> Any:
    """An Open Trivia DB result with its texts decoded from URL or base64 encoding (ValueError if one
    cannot be)."""
    if encoding == "html" or not isinstance(item, dict):
        return item

    def decode(value: Any) -> Any:
        if isinstance(value, list):
            return [decode(v) for v in value]
        if not isinstance(value, str):
            return value
        if encoding == "url":
            return urllib.parse.unquote_plus(value, errors="strict")
        try:
            return _b64_text(value)
        except (ValueError, UnicodeDecodeError):
            raise ValueError(f"{value[:40]!r} is not base64 text") from None

    try:
        return {key: decode(value) if key in OPENTDB_FIELDS else value for key, value in item.items()}
    except UnicodeDecodeError:
        raise ValueError("a text is not URL-encoded UTF-8") from None


def _opentdb_question(item: Any, rng: random.Random, encoding: str = "html") -> tuple[int, str, dict[str, Any]]:
    """(difficulty 1-3, Open Trivia DB category, Quiz Club question) or ValueError with the reason."""
    item = _decode_item(item, encoding)
    unescape = encoding == "html"  # URL and base64 dumps hold the plain texts
    if not isinstance(item, dict):
        raise ValueError("not an object")
    kind = item.get("type")
    level = DIFFICULTY.get(item.get("difficulty"))  # type: ignore[arg-type]
    if level is None:
        raise ValueError(f"difficulty {item.get('difficulty')!r} is not easy, medium or hard")
    text = _clean(item.get("question"), unescape)
    correct = _clean(item.get("correct_answer"), unescape)
    wrong = item.get("incorrect_answers")
    if not text or not correct or not isinstance(wrong, list):
        raise ValueError("question, correct_answer or incorrect_answers missing")
    wrong = [_clean(w, unescape) for w in wrong]
    if kind == "multiple":
        if len(wrong) != 3 or not all(wrong):
            raise ValueError("a multiple question needs exactly 3 incorrect answers")
        options = [correct, *wrong]
        if len({o.casefold() for o in options}) != 4:
            raise ValueError("two answers are the same")
        rng.shuffle(options)
        q: dict[str, Any] = {"type": "multiple_choice", "text": text, "options": options,
                             "answer": "ABCD"[options.index(correct)]}
    elif kind == "boolean":
        if correct not in ("True", "False"):
            raise ValueError(f"a boolean question's answer must be True or False, not {correct!r}")
        q = {"type": "knowledge", "text": TRUE_FALSE_PREFIX + text, "answer": correct}
    else:
        raise ValueError(f"type {kind!r} is not multiple or boolean")
    try:
        q = _question.validate_python(q).model_dump(mode="json", exclude_none=True)
    except ValidationError as exc:
        raise ValueError(_describe(exc, 1)) from None
    return level, _clean(item.get("category"), unescape), q


def parse_opentdb(data: Any, source: str, card_prefix: str, seed: int = 0, character: str = "lisa",
                  fallback_category: str = "society", characters: Iterable[Mapping[str, Any]] = ()
                  ) -> tuple[dict[str, Any], ImportReport]:
    """A Quiz Club deck from Open Trivia DB JSON; see docs/packs.md for the grouping rules. ``characters``:
    characters the pack defines (:func:`make_character`); ``character`` may name one of them."""
    own = [dict(ch) for ch in characters]
    allowed = (*CHARACTERS, *(ch["id"] for ch in own))
    if character not in allowed:
        raise PackError(f"unknown character {character!r} (one of {', '.join(allowed)})")
    if fallback_category not in CATEGORY_TITLES:
        raise PackError(f"unknown category {fallback_category!r} (one of {', '.join(CATEGORY_TITLES)})")
    if not isinstance(data, dict) or not isinstance(data.get("results"), list):
        raise PackError(f"{source}: not Open Trivia DB JSON (expected {{\"response_code\": 0, \"results\": [...]}})")
    code = data.get("response_code", 0)
    if code != 0:
        raise PackError(f"{source}: Open Trivia DB response_code {code}: {OPENTDB_RESPONSE.get(code, 'unknown')}")
    rng = random.Random(seed)
    report = ImportReport(read=len(data["results"]), encoding=opentdb_encoding(data["results"]))
    # category -> difficulty -> questions, in input order
    pools: dict[str, dict[int, list[dict[str, Any]]]] = {}
    for number, item in enumerate(data["results"], start=1):
        try:
            level, tdb_category, q = _opentdb_question(item, rng, report.encoding)
        except ValueError as exc:
            report.skipped.append(f"question {number}: {exc}")
            continue
        category = OPENTDB_CATEGORIES.get(tdb_category, fallback_category)
        pools.setdefault(category, {1: [], 2: [], 3: []})[level].append(q)
    sides: list[dict[str, Any]] = []
    for category, pool in pools.items():
        while all(pool[level] for level in (1, 2, 3)):  # one easy, one medium, one hard
            sides.append({"category": category, "questions": [pool[level].pop(0) for level in (1, 2, 3)]})
        rest = pool[1] + pool[2] + pool[3]  # leftovers: easier first, three to a side
        while len(rest) >= 3:
            sides.append({"category": category, "questions": rest[:3]})
            rest = rest[3:]
        for q in rest:
            report.skipped.append(f"{q['text'][:50]!r}: too few questions left in {category} to fill a side")
    if len(sides) % 2:
        last = sides.pop()
        report.skipped.append(f"{len(last['questions'])} questions of one {last['category']} side: "
                              "an odd side out (a card needs two sides)")
    if not sides:
        raise PackError(f"{source}: not enough usable questions for one card (a card needs 6: "
                        "two sides of three)" + (f"; skipped: {report.skipped[0]}" if report.skipped else ""))
    prefix = card_prefix[:56]
    cards = [{"id": f"{prefix}-{n:03d}", "character": character, "light": sides[2 * i], "dark": sides[2 * i + 1]}
             for i, n in enumerate(range(1, len(sides) // 2 + 1))]
    deck = validate_deck("quizclub", {"characters": own, "cards": cards} if own else {"cards": cards}, source)
    report.used = 6 * len(cards)
    return deck, report


def read_opentdb(path: Path, card_prefix: str, seed: int = 0, character: str = "lisa",
                 fallback_category: str = "society", limits: Limits = LIMITS,
                 characters: Iterable[Mapping[str, Any]] = ()) -> tuple[dict[str, Any], ImportReport]:
    path = Path(path)
    try:
        if path.stat().st_size > limits.max_member_bytes:
            raise PackError(f"{path.name}: larger than the {limits.max_member_bytes // (1024 * 1024)} MiB allowed")
        raw = path.read_bytes()
    except OSError as exc:
        raise PackError(f"{path}: cannot read: {exc.strerror or exc}") from None
    data = load_json_bytes(raw, path.name, limits)
    return parse_opentdb(data, path.name, card_prefix, seed, character, fallback_category, characters)


# ------------------------------------------------------------------------------ new characters

#: The portrait a new character gets when none is given (her card colour for the shirt).
DEFAULT_PORTRAIT = {"skin": "#e2b48c", "hair": "#5a3d2b", "hair_style": "short", "accessory": "none"}
PORTRAIT_KEYS = ("skin", "hair", "hair_style", "accessory", "shirt")


def parse_portrait(text: str) -> dict[str, str]:
    """Portrait parameters as written on the command line: ``skin=#f1c9a5,hair=#6b3e26,hair_style=bun,...``."""
    out: dict[str, str] = {}
    for part in text.split(","):
        key, sep, value = part.partition("=")
        key = key.strip().casefold()
        if not sep or key not in PORTRAIT_KEYS:
            raise PackError(f"portrait: {part.strip()!r} is not one of {', '.join(k + '=...' for k in PORTRAIT_KEYS)}")
        if key in out:
            raise PackError(f"portrait: {key!r} is given twice")
        out[key] = value.strip()
    return out


def make_character(cid: str, name: str | None, colour: str, interests: Iterable[str] = (),
                   description: str = "", portrait: str | Path | Mapping[str, str] | None = None,
                   cards: Iterable[Mapping[str, Any]] = ()) -> tuple[dict[str, Any], dict[str, bytes]]:
    """A character a pack defines (``import-csv --new-character``), validated like a pack's, and the portrait
    image it needs (file name -> bytes; empty for drawn portraits).

    ``interests``: category ids or printed titles; none given: the categories of her ``cards`` (most sides
    first, at most four). ``portrait``: drawing parameters (a mapping, or text for :func:`parse_portrait`),
    a PNG file (checked like a pack's portrait; stored as ``<id>.png``), or None for a plain default drawing.
    """
    images: dict[str, bytes] = {}
    chosen = []
    for item in interests:
        found = _lookup(CATEGORY_TITLES, item)
        if found is None:
            raise PackError(f"interests: unknown category {item!r} (one of {', '.join(CATEGORY_TITLES)})")
        chosen.append(found)
    if not chosen:
        sides: dict[str, int] = {}
        for card in cards:
            if card.get("character") == cid:
                for side in SIDES:
                    sides[card[side]["category"]] = sides.get(card[side]["category"], 0) + 1
        chosen = [c for c, _n in sorted(sides.items(), key=lambda kv: (-kv[1], kv[0]))][:4] or ["society"]
    drawn: Any
    if portrait is None:
        drawn = {**DEFAULT_PORTRAIT, "shirt": colour.lower()}
    elif isinstance(portrait, Mapping):
        drawn = dict(portrait)
    elif str(portrait).casefold().endswith(".png") or Path(portrait).is_file():
        path = Path(portrait)
        from gamesuite.content.images import MAX_PORTRAIT_BYTES, check_portrait

        try:
            if path.stat().st_size > 4 * MAX_PORTRAIT_BYTES:
                raise PackError(f"{path.name}: the portrait is {path.stat().st_size // 1024} KB; a portrait may "
                                f"have at most {MAX_PORTRAIT_BYTES // 1024} KB")
            blob = path.read_bytes()
        except OSError as exc:
            raise PackError(f"{path}: cannot read: {exc.strerror or exc}") from None
        check_portrait(blob, path.name)
        drawn = f"{cid}.png"
        images[drawn] = blob
    else:
        drawn = parse_portrait(str(portrait))
    data: dict[str, Any] = {"id": cid, "name": name or cid.replace("_", " ").replace("-", " ").title(),
                            "colour": colour, "interests": chosen, "portrait": drawn}
    if description:
        data["description"] = description
    try:
        character = QuizCharacter.model_validate(data).model_dump(mode="json", exclude_none=True)
    except ValidationError as exc:
        raise PackError(f"character {cid!r}: {_describe(exc)}") from None
    return character, images


# ---------------------------------------------------------------------------------- packs


def make_manifest(game: str, deck: Mapping[str, Any], pack_id: str, name: str, language: str = "en",
                  version: str = "1.0", author: str = "unknown", description: str = "",
                  expansion: bool = False) -> dict[str, Any]:
    """A validated manifest (with counts) for a deck; raises PackError on a bad field."""
    data = {"format": 1, "id": pack_id, "name": name, "game": game, "language": language, "version": version,
            "author": author, "description": description, "expansion": expansion, "counts": deck_counts(game, deck)}
    try:
        return Manifest.model_validate(data).model_dump(mode="json")
    except ValidationError as exc:
        raise PackError(f"manifest: {_describe(exc)}") from None


def make_pack(folder: Path, manifest: Mapping[str, Any], deck: Mapping[str, Any],
              images: Mapping[str, bytes] | None = None) -> Path:
    """Write a pack folder (``folder`` must not exist or be empty), with the portraits in ``images``."""
    folder = Path(folder)
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise PackError(f"{folder}: already exists and is not an empty folder")
    folder.mkdir(parents=True, exist_ok=True)
    write_pack_folder(folder, manifest, deck, images=images)
    return folder
