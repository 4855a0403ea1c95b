"""Check the Quiz Club expansion sources in ``content-src/quizclub-expansions/``.

    .venv/bin/python tools/check_expansions.py            # every *.json there
    .venv/bin/python tools/check_expansions.py FILE ...   # only these files

Each file holds one expansion: ``{"expansion": {...}, "characters": [...], "cards": [...]}``
(format in ``content-src/quizclub-expansions/README.md``). The card schema in
``gamesuite/content/schemas.py`` does not know expansion characters yet, so every card is
validated with the schema's own ``QuizCard`` model with the character swapped for a built-in
one (everything else: sides, categories, question types and fields, strictness), and the
character is then checked against the file's own ``characters`` block. The ``expansion`` and
``characters`` blocks are checked here by hand.

Further checks: exactly 30 cards, 60 sides, 180 questions (3 per side); card ids unique and
not clashing with the main deck; question texts unique within and across the expansions and
against the main deck; four distinct options / terms; estimates of a non-year quantity carry
a unit; intuition questions are about the fellow players and their wording matches the variant
('How many ...' = count, '..., and if so, who?' = who). Prints the counts per category,
type and difficulty slot. Exit status 1 on any problem.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pydantic import ValidationError  # noqa: E402

from gamesuite.content.schemas import CATEGORY_TITLES, CHARACTERS, QuizCard  # noqa: E402
from gamesuite.ui.theme import PLAYER_COLOURS  # noqa: E402

SRC = ROOT / "content-src" / "quizclub-expansions"
MAIN_DECK = [ROOT / "content-src" / "quizclub" / "part1.json", ROOT / "content-src" / "quizclub" / "part2.json"]

CARDS_PER_EXPANSION = 30
QUESTION_TYPES = ("knowledge", "multiple_choice", "estimate", "ranking", "intuition")
SLOTS = ("easy", "medium", "hard")
HAIR_STYLES = ("short", "long", "bun", "bald", "curly", "ponytail")
ACCESSORIES = ("none", "glasses", "hat", "earrings", "headband", "beard")

IDENT = re.compile(r"^[a-z0-9][a-z0-9_.-]*$")
CHARACTER_ID = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")
HEX = re.compile(r"^#[0-9a-f]{6}$")
LANGUAGE = re.compile(r"^[a-z]{2}(-[A-Z]{2})?$")
MAIN_CARD_ID = re.compile(r"^qc-\d+$")
WORDS = re.compile(r"[^\w]+")

EXPANSION_KEYS = {"id", "name", "language", "description"}
CHARACTER_KEYS = {"id", "name", "colour", "description", "interests", "portrait"}
PORTRAIT_KEYS = {"skin", "hair", "hair_style", "accessory", "shirt"}


def norm(text: str) -> str:
    """A question text folded for duplicate detection (case, spacing, final punctuation)."""
    return re.sub(r"\s+", " ", text).strip().rstrip("?.!").casefold()


def load_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def main_deck() -> tuple[set[str], dict[str, str]]:
    """Card ids and question texts (folded text -> card id) of the main English deck."""
    ids: set[str] = set()
    texts: dict[str, str] = {}
    for path in MAIN_DECK:
        for card in load_json(path)["cards"]:
            ids.add(card["id"])
            for side in ("light", "dark"):
                for q in card[side]["questions"]:
                    texts[norm(q["text"])] = card["id"]
    return ids, texts


def check_text(where: str, value: Any, limit: int, errors: list[str]) -> None:
    if not isinstance(value, str) or not value.strip():
        errors.append(f"{where}: must be a non-empty string")
    elif len(value) > limit:
        errors.append(f"{where}: at most {limit} characters, has {len(value)}")


def check_keys(where: str, block: Any, keys: set[str], errors: list[str]) -> bool:
    if not isinstance(block, dict):
        errors.append(f"{where}: must be an object")
        return False
    missing, unknown = keys - block.keys(), block.keys() - keys
    if missing:
        errors.append(f"{where}: missing {sorted(missing)}")
    if unknown:
        errors.append(f"{where}: unknown field(s) {sorted(unknown)}")
    return not missing


def check_expansion_block(stem: str, block: Any, errors: list[str]) -> None:
    if not check_keys("expansion", block, EXPANSION_KEYS, errors):
        return
    eid = block["id"]
    if not isinstance(eid, str) or not IDENT.match(eid) or len(eid) > 64:
        errors.append(f"expansion.id: {eid!r} is not a valid id (a-z 0-9 _ . -, at most 64)")
    elif eid != stem:
        errors.append(f"expansion.id: {eid!r} must equal the file name {stem!r}")
    elif not eid.startswith("quizclub-exp-"):
        errors.append(f"expansion.id: {eid!r} must start with 'quizclub-exp-'")
    check_text("expansion.name", block["name"], 120, errors)
    if not isinstance(block["language"], str) or not LANGUAGE.match(block["language"]):
        errors.append(f"expansion.language: {block['language']!r} is not a language code like 'en' or 'pt-BR'")
    check_text("expansion.description", block["description"], 600, errors)


def check_characters(block: Any, errors: list[str]) -> list[str]:
    """Check the ``characters`` block; returns the character ids."""
    if not isinstance(block, list) or not block:
        errors.append("characters: must be a non-empty list")
        return []
    ids: list[str] = []
    for i, ch in enumerate(block):
        where = f"characters[{i}]"
        if not check_keys(where, ch, CHARACTER_KEYS, errors):
            continue
        cid = ch["id"]
        if not isinstance(cid, str) or not CHARACTER_ID.match(cid):
            errors.append(f"{where}.id: {cid!r} must be lowercase letters/digits/_/- starting with a letter")
        elif cid in CHARACTERS:
            errors.append(f"{where}.id: {cid!r} is a built-in character")
        elif cid in ids:
            errors.append(f"{where}.id: {cid!r} appears twice")
        ids.append(cid)
        check_text(f"{where}.name", ch["name"], 40, errors)
        check_text(f"{where}.description", ch["description"], 400, errors)
        if not isinstance(ch["colour"], str) or not HEX.match(ch["colour"]):
            errors.append(f"{where}.colour: {ch['colour']!r} is not '#rrggbb' (lowercase)")
        elif ch["colour"] not in PLAYER_COLOURS:
            errors.append(f"{where}.colour: {ch['colour']} is not one of the player colours {PLAYER_COLOURS}")
        interests = ch["interests"]
        if not isinstance(interests, list) or not interests:
            errors.append(f"{where}.interests: must be a non-empty list of category ids")
        else:
            bad = [x for x in interests if x not in CATEGORY_TITLES]
            if bad:
                errors.append(f"{where}.interests: unknown categories {bad}")
            if len(set(interests)) != len(interests):
                errors.append(f"{where}.interests: a category appears twice")
        portrait = ch["portrait"]
        if check_keys(f"{where}.portrait", portrait, PORTRAIT_KEYS, errors):
            for key in ("skin", "hair", "shirt"):
                if not isinstance(portrait[key], str) or not HEX.match(portrait[key]):
                    errors.append(f"{where}.portrait.{key}: {portrait[key]!r} is not '#rrggbb' (lowercase)")
            if portrait["hair_style"] not in HAIR_STYLES:
                errors.append(f"{where}.portrait.hair_style: {portrait['hair_style']!r} not in {HAIR_STYLES}")
            if portrait["accessory"] not in ACCESSORIES:
                errors.append(f"{where}.portrait.accessory: {portrait['accessory']!r} not in {ACCESSORIES}")
    return ids


def check_question(where: str, q: dict[str, Any], errors: list[str]) -> None:
    """Checks the schema cannot express (the schema already checked types and fields)."""
    kind = q["type"]
    if kind == "multiple_choice" and len({norm(o) for o in q["options"]}) != 4:
        errors.append(f"{where}: the four options must all be different")
    if kind == "ranking" and len({norm(t) for t in q["terms"]}) != 4:
        errors.append(f"{where}: the four terms must all be different")
    if kind == "estimate":
        is_year = "year" in q["text"].casefold() and not q["unit"]
        if not q["unit"] and not is_year:
            errors.append(f"{where}: an estimate that is not a year needs a unit")
        if q["margin"] <= 0:
            errors.append(f"{where}: an estimate needs a margin above 0")
    if kind == "intuition":
        text = q["text"].casefold()
        if "fellow player" not in text:
            errors.append(f"{where}: an intuition question must be about the fellow players")
        wants = "count" if text.startswith("how many") else "who" if "and if so, who" in text else None
        if wants is None:
            errors.append(f"{where}: an intuition question starts 'How many ...' or ends '..., and if so, who?'")
        elif q["variant"] != wants:
            errors.append(f"{where}: the wording asks for variant {wants!r}, not {q['variant']!r}")
    if kind == "knowledge":
        text = " " + WORDS.sub(" ", q["text"].casefold()) + " "
        for alt in q["answer"].split(" / "):
            words = re.sub(r"\(.*?\)", " ", alt.casefold())
            words = re.sub(r"^\s*(a|an|the)\s+", "", WORDS.sub(" ", words)).strip()
            if len(words) >= 3 and f" {words} " in text:
                errors.append(f"{where}: the answer {alt!r} appears in the question")


def check_file(
    path: Path, main_ids: set[str], main_texts: dict[str, str], seen_ids: dict[str, str],
    seen_texts: dict[str, str], seen_characters: dict[str, str],
) -> tuple[list[str], dict[str, Counter[str]]]:
    """Problems found in one expansion file, and its counts."""
    errors: list[str] = []
    counts: dict[str, Counter[str]] = {"category": Counter(), "type": Counter(), "slot": Counter()}
    try:
        data = load_json(path)
    except (OSError, json.JSONDecodeError) as exc:
        return [f"cannot read: {exc}"], counts
    if not check_keys("file", data, {"expansion", "characters", "cards"}, errors):
        return errors, counts
    check_expansion_block(path.stem, data["expansion"], errors)
    char_ids = check_characters(data["characters"], errors)
    for cid in char_ids:
        if cid in seen_characters:
            errors.append(f"character {cid!r} is also defined in {seen_characters[cid]}")
        seen_characters[cid] = path.name
    cards = data["cards"]
    if not isinstance(cards, list):
        return [*errors, "cards: must be a list"], counts
    if len(cards) != CARDS_PER_EXPANSION:
        errors.append(f"cards: {len(cards)} cards, expected {CARDS_PER_EXPANSION}")
    sides = questions = 0
    for n, card in enumerate(cards):
        card_id = card.get("id") if isinstance(card, dict) else None
        where = f"card {card_id!r}" if card_id else f"cards[{n}]"
        if not isinstance(card, dict):
            errors.append(f"{where}: must be an object")
            continue
        character = card.get("character")
        if character not in char_ids:
            errors.append(f"{where}: character {character!r} is not one of this expansion's {char_ids}")
        try:
            # The schema only knows the built-in characters: validate everything else with a stand-in.
            model = QuizCard.model_validate({**card, "character": CHARACTERS[0]})
        except ValidationError as exc:
            for err in exc.errors():
                loc = ".".join(str(x) for x in err["loc"])
                errors.append(f"{where}, field {loc}: {err['msg']}")
            continue
        if MAIN_CARD_ID.match(model.id) or model.id in main_ids:
            errors.append(f"{where}: id clashes with the main deck's qc-### ids")
        if model.id in seen_ids:
            errors.append(f"{where}: id also used in {seen_ids[model.id]}")
        seen_ids[model.id] = path.name
        for side_name in ("light", "dark"):
            side = getattr(model, side_name)
            sides += 1
            counts["category"][side.category] += 1
            for slot, q in zip(SLOTS, side.questions, strict=True):
                questions += 1
                counts["type"][q.type] += 1
                counts["slot"][f"{slot}:{q.type}"] += 1
                qwhere = f"{where} {side_name} {slot}"
                check_question(qwhere, q.model_dump(), errors)
                key = norm(q.text)
                if key in main_texts:
                    errors.append(f"{qwhere}: same question text as main-deck card {main_texts[key]}")
                if key in seen_texts:
                    errors.append(f"{qwhere}: same question text as {seen_texts[key]}")
                seen_texts[key] = f"{path.name} {qwhere}"
    if sides != 2 * CARDS_PER_EXPANSION:
        errors.append(f"{sides} sides, expected {2 * CARDS_PER_EXPANSION}")
    if questions != 6 * CARDS_PER_EXPANSION:
        errors.append(f"{questions} questions, expected {6 * CARDS_PER_EXPANSION}")
    missing_types = [t for t in QUESTION_TYPES if not counts["type"][t]]
    if missing_types:
        errors.append(f"question types missing: {missing_types}")
    return errors, counts


def report(path: Path, counts: dict[str, Counter[str]]) -> None:
    cats, types, slots = counts["category"], counts["type"], counts["slot"]
    print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: "
          f"{sum(cats.values()) // 2} cards, {sum(cats.values())} sides, {sum(types.values())} questions")
    print("  sides per category: " + ", ".join(f"{CATEGORY_TITLES[c]} {n}" for c, n in cats.most_common()))
    print("  questions per type: " + ", ".join(f"{t} {types[t]}" for t in QUESTION_TYPES))
    for slot in SLOTS:
        print(f"  {slot:>6}: " + ", ".join(f"{t} {slots[f'{slot}:{t}']}" for t in QUESTION_TYPES
                                         if slots[f"{slot}:{t}"]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="expansion files (default: all in the source folder)")
    args = parser.parse_args(argv)
    files = args.files or sorted(SRC.glob("*.json"))
    if not files:
        print(f"error: no expansion files in {SRC}", file=sys.stderr)
        return 1
    main_ids, main_texts = main_deck()
    seen_ids: dict[str, str] = {}
    seen_texts: dict[str, str] = {}
    seen_characters: dict[str, str] = {}
    failed = False
    for path in files:
        errors, counts = check_file(path, main_ids, main_texts, seen_ids, seen_texts, seen_characters)
        if errors:
            failed = True
            for err in errors:
                print(f"error: {path.name}: {err}", file=sys.stderr)
        else:
            report(path, counts)
    if failed:
        return 1
    print(f"ok: {len(files)} expansion file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
