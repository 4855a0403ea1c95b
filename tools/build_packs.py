"""Build the built-in packs from ``content-src/``, check every source folder, write the count report.

    .venv/bin/python tools/build_packs.py                  # check all sources, (re)write the built-in packs
                                                           # and docs/content-counts.md
    .venv/bin/python tools/build_packs.py --check          # exit 1 if anything is out of date (writes nothing)
    .venv/bin/python tools/build_packs.py --pack telefilm-it [--out DIR]
                                                           # check all sources, print that pack's counts;
                                                           # with --out, write the pack folder into DIR

    .venv/bin/python tools/build_packs.py --expansions FILE [FILE ...]
                                                           # check these Quiz Club expansion source files in
                                                           # place of content-src's copies (writes nothing)

Packs (``PACK_INFO``): ``telefilm-en`` from ``content-src/telefilm/``, ``quizclub-en`` from
``content-src/quizclub/``, the Quiz Club expansions ``quizclub-exp-boardgames`` and ``quizclub-exp-travel``
from ``content-src/quizclub-expansions/`` (one file each), and the Italian decks ``telefilm-it`` and
``quizclub-it`` from ``content-src/telefilm-it/`` and ``content-src/quizclub-it/``; all are built into
``resources/packs/``, each manifest naming its ``language`` (a game gets the packs of one language by
default, ``gamesuite.content.default_packs``). A source folder holds the files named in ``order``
(any further ``*.json`` is added after them, in name order, unless the pack takes ``only`` its file).

An expansion's source file is ``{"expansion": {id, name, language, description}, "characters": [...],
"cards": [...]}`` (``content-src/quizclub-expansions/README.md``); it becomes a pack whose manifest says
``"expansion": true`` and whose ``cards.json`` holds the characters and the cards. Every built pack is then
checked again exactly as an import would check it (``packs.validate_pack_files``).

Every file is validated on its own with the strict schemas (so a problem names its file and card),
then the merged deck. Then the checks the schema cannot express:

* card ids unique across all packs of the game (the loader would silently drop a duplicate);
* no question used twice in a pack; for Telefilm, no question *text* used twice across every
  Telefilm source folder, whatever its language;
* Telefilm, per source file: a Period file (``vintage``/``modern``/``new``) holds only cards of its
  period, ``mix`` only Mix cards; ids are ``<prefix><file>-NN`` with NN the card number; numbers
  1..n each once; the genre x difficulty spread (Period files) or difficulty spread (Mix) is the one
  in ``TELEFILM_SPREAD``; the answer letters are balanced (each of A-E within one of the others); no
  right answer is the series title shown above its question.
* Quiz Club expansions (what ``tools/check_expansions.py`` checked before it was folded in here): the
  ``expansion`` block (its id is the file name and starts with ``quizclub-exp-``; its language the pack's);
  exactly 30 cards, 60 sides, 180 questions, every question type; each card of one of the expansion's own
  characters; character ids unique across packs and card colours from the player colours
  (``gamesuite.ui.theme.PLAYER_COLOURS``); card ids never ``qc-###`` (the main deck's); question texts
  unique within and across the expansions and against the main deck; four different options / terms;
  an estimate that is not a year has a unit and a margin above 0; an intuition question is about the
  fellow players and its wording matches its variant ('How many ...' count, '..., and if so, who?' who);
  a knowledge answer does not appear in its question.

All problems are listed (not only the first). Output is deterministic, so re-running after a
reviewer's edit only changes what the edit changed.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pydantic import ValidationError  # noqa: E402

from gamesuite.content import PackError, _describe, load_pack_folder, validate_deck  # noqa: E402
from gamesuite.content.packs import deck_counts, dump_json, validate_pack_files  # noqa: E402
from gamesuite.content.schemas import CATEGORY_TITLES, CHARACTERS, GENRES, PERIODS, Manifest  # noqa: E402

SRC = ROOT / "content-src"
PACKS = ROOT / "resources" / "packs"
REPORT = ROOT / "docs" / "content-counts.md"
VERSION = "1.0"
LETTERS = "ABCDE"

PACK_INFO: dict[str, dict[str, Any]] = {
    "telefilm-en": {
        "game": "telefilm",
        "source": "telefilm",
        "language": "en",
        "name": "Telefilm — English deck",
        "order": ["vintage", "modern", "new", "mix"],
        "id_prefix": "",
        "builtin": True,
    },
    "quizclub-en": {
        "game": "quizclub",
        "source": "quizclub",
        "language": "en",
        "name": "Quiz Club — English deck",
        "order": ["part1", "part2"],
        "builtin": True,
    },
    "quizclub-exp-boardgames": {
        "game": "quizclub",
        "source": "quizclub-expansions",
        "language": "en",
        "order": ["quizclub-exp-boardgames"],
        "only": True,  # the folder holds every expansion: this pack is its one file
        "expansion": True,
        "builtin": True,
    },
    "quizclub-exp-travel": {
        "game": "quizclub",
        "source": "quizclub-expansions",
        "language": "en",
        "order": ["quizclub-exp-travel"],
        "only": True,
        "expansion": True,
        "builtin": True,
    },
    "telefilm-it": {
        "game": "telefilm",
        "source": "telefilm-it",
        "language": "it",
        "name": "Telefilm — mazzo italiano",
        "order": ["vintage", "modern", "new", "mix"],
        "id_prefix": "it-",
        "builtin": True,
    },
    "quizclub-it": {
        "game": "quizclub",
        "source": "quizclub-it",
        "language": "it",
        "name": "Quiz Club — mazzo italiano",
        "order": ["part1", "part2"],
        "builtin": True,
    },
}
MAIN_QUIZ_PACK = "quizclub-en"  # the deck the expansions' question texts must not repeat
CARDS_PER_EXPANSION = 30
QUESTION_TYPES = ("knowledge", "multiple_choice", "estimate", "ranking", "intuition")
SLOTS = ("easy", "medium", "hard")
MAIN_CARD_ID = re.compile(r"^qc-\d+$")

# Cards per (genre, difficulty) in each Telefilm Period file, and per difficulty in the Mix file. Every
# Telefilm source folder follows the same spread (one card per rulebook slot); a file not named here is
# counted but its spread is not enforced.
_OLD_PERIOD = {
    ("comedy", 1): 4, ("comedy", 2): 4, ("comedy", 3): 4,
    ("drama", 1): 3, ("drama", 2): 3, ("drama", 3): 5,
    ("crime", 1): 4, ("crime", 2): 4, ("crime", 3): 3,
    ("scifi", 1): 4, ("scifi", 2): 4, ("scifi", 3): 3,
}
TELEFILM_SPREAD: dict[str, dict[tuple[str | None, int], int]] = {
    "vintage": _OLD_PERIOD,
    "modern": _OLD_PERIOD,
    "new": {
        ("comedy", 1): 4, ("comedy", 2): 5, ("comedy", 3): 3,
        ("drama", 1): 3, ("drama", 2): 4, ("drama", 3): 4,
        ("crime", 1): 5, ("crime", 2): 3, ("crime", 3): 3,
        ("scifi", 1): 3, ("scifi", 2): 3, ("scifi", 3): 5,
    },
    "mix": {(None, 1): 14, (None, 2): 16, (None, 3): 15},
}
MAX_PROBLEMS = 60


class BuildError(Exception):
    pass


def builtin_ids() -> list[str]:
    return [pid for pid, info in PACK_INFO.items() if info["builtin"]]


# ------------------------------------------------------------------------------------ sources


def _rel(path: Path) -> str:
    """A path as problems name it: relative to the repository when inside it."""
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def source_files(pack_id: str, overrides: Mapping[str, Path] | None = None) -> list[Path]:
    """The source files of a pack; ``overrides`` maps a pack id to the one file to use instead (a
    copy being checked, ``--expansions``)."""
    if overrides and pack_id in overrides:
        path = Path(overrides[pack_id])
        if not path.is_file():
            raise BuildError(f"missing source file: {path}")
        return [path]
    info = PACK_INFO[pack_id]
    folder = SRC / info["source"]
    named = [folder / f"{stem}.json" for stem in info["order"]]
    missing = [p for p in named if not p.is_file()]
    if missing:
        raise BuildError(f"missing source file(s): {', '.join(_rel(p) for p in missing)}")
    if info.get("only"):
        return named
    taken = {stem for other in PACK_INFO.values() if other["source"] == info["source"] and other.get("only")
             for stem in other["order"]}
    extra = sorted(p for p in folder.glob("*.json") if p.stem not in info["order"] and p.stem not in taken)
    return named + extra


EXPANSION_KEYS = {"id", "name", "language", "description"}


def _expansion_block(pack_id: str, rel: str, data: Any) -> dict[str, Any]:
    """An expansion source file's ``expansion`` block, checked against the pack it builds."""
    if not isinstance(data, dict) or set(data) != {"expansion", "characters", "cards"}:
        keys = sorted(data) if isinstance(data, dict) else type(data).__name__
        raise BuildError(f"{rel}: an expansion file holds exactly 'expansion', 'characters' and 'cards' (has {keys})")
    block = data["expansion"]
    if not isinstance(block, dict) or set(block) != EXPANSION_KEYS:
        raise BuildError(f"{rel}: expansion: needs exactly the fields {sorted(EXPANSION_KEYS)}")
    stem = Path(rel).stem
    problems = []
    if block["id"] != stem:
        problems.append(f"expansion.id {block['id']!r} must equal the file name {stem!r}")
    if block["id"] != pack_id or not str(block["id"]).startswith("quizclub-exp-"):
        problems.append(f"expansion.id {block['id']!r} must be the pack's id {pack_id!r} (quizclub-exp-...)")
    if block["language"] != PACK_INFO[pack_id]["language"]:
        language = PACK_INFO[pack_id]["language"]
        problems.append(f"expansion.language {block['language']!r} is not the pack's {language!r}")
    try:
        Manifest.model_validate({"id": pack_id, "name": block["name"], "game": "quizclub",
                                 "language": block["language"], "version": VERSION, "author": "GameSuite",
                                 "description": block["description"], "expansion": True})
    except ValidationError as exc:  # the manifest fields' own limits (name, language, description)
        problems.append(f"expansion: {_describe(exc)}")
    if problems:
        raise BuildError(f"{rel}: " + "; ".join(problems))
    return dict(block)


class Source:
    """One pack's sources: the validated deck, each card's file, and the cards per file (and for an
    expansion its ``expansion`` block, ``info``)."""

    def __init__(self, pack_id: str, overrides: Mapping[str, Path] | None = None) -> None:
        self.pack_id = pack_id
        self.game: str = PACK_INFO[pack_id]["game"]
        self.expansion = bool(PACK_INFO[pack_id].get("expansion"))
        self.info: dict[str, Any] = {}
        self.where: dict[str, str] = {}
        self.files: dict[str, list[dict[str, Any]]] = {}  # relative path -> validated cards
        cards: list[dict[str, Any]] = []
        characters: list[dict[str, Any]] = []
        for path in source_files(pack_id, overrides):
            rel = _rel(path)
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except json.JSONDecodeError as exc:
                raise BuildError(f"{rel}: not valid JSON (line {exc.lineno}): {exc.msg}") from None
            if self.expansion:
                self.info = _expansion_block(pack_id, rel, data)
                data = {"characters": data["characters"], "cards": data["cards"]}
            try:
                deck = validate_deck(self.game, data, rel)
            except PackError as exc:
                raise BuildError(str(exc)) from None
            self.files[rel] = deck["cards"]
            characters += deck.get("characters") or []
            for card in deck["cards"]:
                if card["id"] in self.where:
                    raise BuildError(f"{rel}: card id {card['id']!r} is also in {self.where[card['id']]}")
                self.where[card["id"]] = rel
                cards.append(card)
        merged: dict[str, Any] = {"characters": characters, "cards": cards} if characters else {"cards": cards}
        try:
            self.deck = validate_deck(self.game, merged, f"content-src/{PACK_INFO[pack_id]['source']}")
        except PackError as exc:
            raise BuildError(str(exc)) from None

    @property
    def counts(self) -> dict[str, int]:
        return deck_counts(self.game, self.deck)

    @property
    def name(self) -> str:
        return str(self.info.get("name") or PACK_INFO[self.pack_id]["name"])


# ------------------------------------------------------------------------------------ checks


def text_key(text: str) -> str:
    """A question text compared without case and with runs of white space collapsed."""
    return " ".join(text.casefold().split())


def check_telefilm_file(rel: str, cards: list[dict[str, Any]], id_prefix: str = "") -> list[str]:
    """What one Telefilm source file must satisfy beyond the schema (see the module doc)."""
    problems: list[str] = []
    stem = Path(rel).stem
    numbers: Counter[int] = Counter()
    spread: Counter[tuple[str | None, int]] = Counter()
    letters: Counter[str] = Counter()
    for card in cards:
        where = f"{rel}: card {card['id']!r}"
        if stem in PERIODS and (card["deck"] != "period" or card.get("period") != stem):
            problems.append(f"{where}: a {stem} file holds only {stem} Period cards, not "
                            f"{card['deck']} {card.get('period') or ''}".rstrip())
        if stem == "mix" and card["deck"] != "mix":
            problems.append(f"{where}: the mix file holds only Mix cards")
        expected_id = f"{id_prefix}{stem}-{card['number']:02d}"
        if card["id"] != expected_id:
            problems.append(f"{where}: id should be {expected_id!r} (number {card['number']})")
        numbers[card["number"]] += 1
        spread[(card.get("genre"), card["difficulty"])] += 1
        letters.update(q["answer"] for q in card["questions"])
        for n, q in enumerate(card["questions"], start=1):
            shown = q.get("series") or card.get("series") or ""
            right = q["options"][LETTERS.index(q["answer"])]
            if text_key(right) in {text_key(part) for part in shown.split(" / ")}:
                problems.append(f"{where}: Q{n}'s answer {right!r} is the series shown above the question")
    if sorted(numbers) != list(range(1, len(cards) + 1)) or any(n > 1 for n in numbers.values()):
        twice = sorted(n for n, k in numbers.items() if k > 1)
        problems.append(f"{rel}: card numbers must be 1-{len(cards)}, each once"
                        + (f" (used twice: {', '.join(map(str, twice))})" if twice else ""))
    expected = TELEFILM_SPREAD.get(stem)
    if expected is not None:
        for cell in sorted(set(expected) | set(spread), key=lambda c: (str(c[0]), c[1])):
            have, want = spread.get(cell, 0), expected.get(cell, 0)
            if have != want:
                what = f"{cell[0]} difficulty {cell[1]}" if cell[0] else f"difficulty {cell[1]}"
                problems.append(f"{rel}: {what}: {have} cards, expected {want}")
    counts = [letters.get(x, 0) for x in LETTERS]
    if max(counts) - min(counts) > 1:
        problems.append(f"{rel}: answer letters are unbalanced ("
                        + ", ".join(f"{x} {n}" for x, n in zip(LETTERS, counts, strict=True))
                        + "): move some right answers so each letter is used as often as the others (within 1)")
    return problems


def repeated_texts(places: Iterable[tuple[str, str]]) -> list[str]:
    """Problems for question texts used twice; ``places`` yields (where, text)."""
    seen: dict[str, str] = {}
    problems: list[str] = []
    for where, text in places:
        key = text_key(text)
        if key in seen:
            problems.append(f"{where}: question text also used by {seen[key]}: {text[:60]!r}")
        else:
            seen[key] = where
    return problems


def telefilm_texts(source: Source) -> list[tuple[str, str]]:
    return [(f"{source.where[c['id']]}: card {c['id']!r} Q{n}", q["text"])
            for c in source.deck["cards"] for n, q in enumerate(c["questions"], start=1)]


def other_pack_ids(pack_id: str, sources: Mapping[str, Source]) -> dict[str, str]:
    """Card id -> pack id, over every other pack of the same game: the other source folders and the
    built-in pack folders no source produces (``quizclub-starter``)."""
    game = PACK_INFO[pack_id]["game"]
    out: dict[str, str] = {}
    for other, src in sources.items():
        if other != pack_id and src.game == game:
            out.update(dict.fromkeys(src.where, other))
    for folder in sorted(PACKS.iterdir()):
        if folder.name in PACK_INFO or not (folder / "manifest.json").is_file():
            continue
        try:
            manifest, deck = load_pack_folder(folder)
        except PackError:
            continue
        if manifest.game == game:
            out.update(dict.fromkeys((c["id"] for c in deck["cards"]), manifest.id))
    return out


def pack_problems(source: Source, sources: Mapping[str, Source]) -> list[str]:
    """Everything the schema cannot say about one pack (cross-language texts are checked apart)."""
    problems: list[str] = []
    others = other_pack_ids(source.pack_id, sources)
    for card_id in source.where:
        if card_id in others:
            problems.append(f"{source.where[card_id]}: card id {card_id!r} is also used by pack {others[card_id]!r}")
    if source.game == "telefilm":
        prefix = PACK_INFO[source.pack_id]["id_prefix"]
        for rel, cards in source.files.items():
            problems += check_telefilm_file(rel, cards, prefix)
        numbers: dict[tuple[str, str | None, int], str] = {}
        for card in source.deck["cards"]:
            pile = (card["deck"], card.get("period"), card["number"])
            if pile in numbers:
                problems.append(f"{source.where[card['id']]}: card {card['id']!r} has number {card['number']} "
                                f"like card {numbers[pile]!r} in the same pile")
            numbers[pile] = card["id"]
    else:
        seen: dict[str, str] = {}
        for card in source.deck["cards"]:
            for side in ("light", "dark"):
                for q in card[side]["questions"]:
                    # The whole question (a shared stem such as "Order these ..." with other terms is fine).
                    key = " ".join(json.dumps(q, sort_keys=True, ensure_ascii=False).casefold().split())
                    if key in seen:
                        problems.append(f"{source.where[card['id']]}: card {card['id']!r} repeats a question of "
                                        f"card {seen[key]!r}: {q['text'][:60]!r}")
                    seen[key] = card["id"]
    return problems


# ---------------------------------------------------------------------- Quiz Club expansions


WORDS = re.compile(r"[^\w]+")


def norm(text: str) -> str:
    """A question text folded for duplicate detection (case, spacing, final punctuation)."""
    return re.sub(r"\s+", " ", text).strip().rstrip("?.!").casefold()


def player_colours() -> tuple[str, ...]:
    from gamesuite.ui.theme import PLAYER_COLOURS

    return tuple(PLAYER_COLOURS)


def question_problems(where: str, q: Mapping[str, Any]) -> list[str]:
    """What an expansion's question must satisfy beyond the schema."""
    problems = []
    kind = q["type"]
    if kind == "multiple_choice" and len({norm(o) for o in q["options"]}) != 4:
        problems.append(f"{where}: the four options must all be different")
    if kind == "ranking" and len({norm(t) for t in q["terms"]}) != 4:
        problems.append(f"{where}: the four terms must all be different")
    if kind == "estimate":
        is_year = "year" in q["text"].casefold() and not q.get("unit")
        if not q.get("unit") and not is_year:
            problems.append(f"{where}: an estimate that is not a year needs a unit")
        if q["margin"] <= 0:
            problems.append(f"{where}: an estimate needs a margin above 0")
    if kind == "intuition":
        text = q["text"].casefold()
        if "fellow player" not in text:
            problems.append(f"{where}: an intuition question must be about the fellow players")
        wants = "count" if text.startswith("how many") else "who" if "and if so, who" in text else None
        if wants is None:
            problems.append(f"{where}: an intuition question starts 'How many ...' or ends '..., and if so, who?'")
        elif q["variant"] != wants:
            problems.append(f"{where}: the wording asks for variant {wants!r}, not {q['variant']!r}")
    if kind == "knowledge":
        text = " " + WORDS.sub(" ", q["text"].casefold()) + " "
        for alt in q["answer"].split(" / "):
            words = re.sub(r"\(.*?\)", " ", alt.casefold())
            words = re.sub(r"^\s*(a|an|the)\s+", "", WORDS.sub(" ", words)).strip()
            if len(words) >= 3 and f" {words} " in text:
                problems.append(f"{where}: the answer {alt!r} appears in the question")
    return problems


def other_characters(pack_id: str, sources: Mapping[str, Source]) -> dict[str, str]:
    """Character id -> pack id over every other pack of the game (sources and built pack folders)."""
    out: dict[str, str] = {}
    for other, src in sources.items():
        if other != pack_id and src.game == "quizclub":
            out.update({ch["id"]: other for ch in src.deck.get("characters") or []})
    for folder in sorted(PACKS.iterdir()):
        if folder.name in PACK_INFO or not (folder / "manifest.json").is_file():
            continue
        try:
            manifest, deck = load_pack_folder(folder)
        except PackError:
            continue
        if manifest.game == "quizclub":
            out.update({ch["id"]: manifest.id for ch in deck.get("characters") or []})
    return out


def expansion_problems(source: Source, sources: Mapping[str, Source]) -> list[str]:
    """Everything a built-in Quiz Club expansion must satisfy beyond the schema (see the module doc)."""
    rel = next(iter(source.files))
    problems: list[str] = []
    deck = source.deck
    own = [ch["id"] for ch in deck.get("characters") or []]
    taken = other_characters(source.pack_id, sources)
    colours = player_colours()
    for ch in deck.get("characters") or []:
        if ch["id"] in taken:
            problems.append(f"{rel}: character {ch['id']!r} is also defined by pack {taken[ch['id']]!r}")
        if ch["colour"] not in colours:
            problems.append(f"{rel}: character {ch['id']!r}: colour {ch['colour']} is not one of the player "
                            f"colours {', '.join(colours)}")
    cards = deck["cards"]
    if len(cards) != CARDS_PER_EXPANSION:
        problems.append(f"{rel}: {len(cards)} cards, expected {CARDS_PER_EXPANSION}")
    main_texts: dict[str, str] = {}
    if MAIN_QUIZ_PACK in sources:
        for card in sources[MAIN_QUIZ_PACK].deck["cards"]:
            for side in ("light", "dark"):
                for q in card[side]["questions"]:
                    main_texts.setdefault(norm(q["text"]), card["id"])
    others: dict[str, str] = {}
    for pid, src in sources.items():
        if pid != source.pack_id and src.expansion:
            for card in src.deck["cards"]:
                for side in ("light", "dark"):
                    for slot, q in zip(SLOTS, card[side]["questions"], strict=True):
                        others.setdefault(norm(q["text"]), f"{pid} card {card['id']!r} {side} {slot}")
    seen: dict[str, str] = {}
    types: Counter[str] = Counter()
    for card in cards:
        where = f"{rel}: card {card['id']!r}"
        if card["character"] not in own:
            problems.append(f"{where}: character {card['character']!r} is not one of this expansion's {own}")
        if MAIN_CARD_ID.match(card["id"]):
            problems.append(f"{where}: id clashes with the main deck's qc-### ids")
        for side in ("light", "dark"):
            for slot, q in zip(SLOTS, card[side]["questions"], strict=True):
                qwhere = f"{where} {side} {slot}"
                types[q["type"]] += 1
                problems += question_problems(qwhere, q)
                key = norm(q["text"])
                if key in main_texts:
                    problems.append(f"{qwhere}: same question text as main-deck card {main_texts[key]}")
                if key in others:
                    problems.append(f"{qwhere}: same question text as {others[key]}")
                if key in seen:
                    problems.append(f"{qwhere}: same question text as {seen[key]}")
                seen.setdefault(key, f"card {card['id']!r} {side} {slot}")
    missing = [t for t in QUESTION_TYPES if not types[t]]
    if missing:
        problems.append(f"{rel}: question types missing: {', '.join(missing)}")
    return problems


def load_and_check(overrides: Mapping[str, Path] | None = None) -> dict[str, Source]:
    """Every pack's sources, validated and checked; raises BuildError listing every problem.
    ``overrides``: pack id -> a source file to check in place of content-src's (``--expansions``)."""
    sources = {pid: Source(pid, overrides) for pid in PACK_INFO}
    problems: list[str] = []
    for src in sources.values():
        problems += pack_problems(src, sources)
        if src.expansion:
            problems += expansion_problems(src, sources)
    tele = [place for src in sources.values() if src.game == "telefilm" for place in telefilm_texts(src)]
    problems += repeated_texts(tele)
    if problems:
        shown = problems[:MAX_PROBLEMS]
        more = len(problems) - len(shown)
        raise BuildError(f"{len(problems)} problem(s):\n  " + "\n  ".join(shown)
                         + (f"\n  ... and {more} more" if more > 0 else ""))
    return sources


# ------------------------------------------------------------------------------------ building


def description(pack_id: str, counts: dict[str, int], source: Source | None = None) -> str:
    info = PACK_INFO[pack_id]
    if source is not None and source.expansion:
        return str(source.info["description"])
    if info["game"] == "telefilm":
        if info["language"] == "it":
            per = ", ".join(f"{counts[f'period.{p}']} {p.capitalize()}" for p in PERIODS)
            return (f"{counts['cards']} carte originali ({counts['questions']} domande): carte Periodo ({per}) "
                    f"di commedia, drammatico, poliziesco e fantascienza, e {counts['deck.mix']} carte Mix.")
        per = ", ".join(f"{counts[f'period.{p}']} {p.capitalize()}" for p in PERIODS)
        return (f"{counts['cards']} original question cards ({counts['questions']} questions): "
                f"Period cards ({per}) across comedy, drama, crime and sci-fi, and {counts['deck.mix']} Mix cards.")
    used = sum(1 for c in CATEGORY_TITLES if counts[f"category.{c}"])
    if info["language"] == "it":
        return (f"{counts['cards']} carte originali a due facce ({counts['questions']} domande) in {used} "
                "categorie, con tutti e cinque i tipi di domanda.")
    return (f"{counts['cards']} original double-sided cards ({counts['questions']} questions) in {used} "
            "categories, with all five question types.")


def build(source: Source, folder: str | None = None) -> dict[str, str]:
    """{path: text} of the pack files (under ``resources/packs/<id>`` unless ``folder`` is given), checked
    as an import checks a pack (``validate_pack_files``: the same strict schemas and limits)."""
    counts = source.counts
    info = PACK_INFO[source.pack_id]
    manifest: dict[str, Any] = {
        "format": 1,
        "id": source.pack_id,
        "name": source.name,
        "game": source.game,
        "language": info["language"],
        "version": VERSION,
        "author": "GameSuite",
        "description": description(source.pack_id, counts, source),
    }
    if source.expansion:
        manifest["expansion"] = True
    manifest["counts"] = counts
    Manifest.model_validate(manifest)
    texts = {"manifest.json": dump_json(manifest), "cards.json": dump_json(source.deck)}
    try:
        validate_pack_files({name: text.encode("utf-8") for name, text in texts.items()}, source.pack_id,
                            source.game)
    except PackError as exc:
        raise BuildError(f"the built pack would be refused on import: {exc}") from None
    folder = folder or f"resources/packs/{source.pack_id}"
    return {f"{folder}/{name}": text for name, text in texts.items()}


# ------------------------------------------------------------------------------------ report


def _table(header: list[str], rows: list[list[Any]]) -> list[str]:
    rule = "|".join("---" if i == 0 else "---:" for i in range(len(header)))
    out = ["| " + " | ".join(header) + " |", f"|{rule}|"]
    out += ["| " + " | ".join(str(x) for x in row) + " |" for row in rows]
    return out


def telefilm_tables(t: Mapping[str, int]) -> list[str]:
    """Genre x period and difficulty tables of a Telefilm deck's counts."""
    rows = [[g] + [t[f"crossing.{g}.{p}"] for p in PERIODS] + [t[f"genre.{g}"]] for g in GENRES]
    rows.append(["**all genres**"] + [t[f"period.{p}"] for p in PERIODS] + [t["deck.period"]])
    lines = _table(["genre"] + list(PERIODS) + ["total"], rows)
    lines += ["", f"Mix cards: {t['deck.mix']}.", "", "Difficulty (1 easy - 3 hard):", ""]
    lines += _table(["difficulty", "cards"], [[d, t[f"difficulty.{d}"]] for d in (1, 2, 3)])
    return lines


def series_counts(deck: Mapping[str, Any]) -> tuple[int, int, int]:
    """(Period cards naming their series, Mix questions naming theirs, distinct series titles)."""
    period = [c for c in deck["cards"] if c["deck"] == "period"]
    mix_q = [q for c in deck["cards"] if c["deck"] == "mix" for q in c["questions"]]
    titles = {c["series"] for c in period if "series" in c} | {q["series"] for q in mix_q if "series" in q}
    return (sum(1 for c in period if "series" in c), sum(1 for q in mix_q if "series" in q), len(titles))


def report(sources: Mapping[str, Source]) -> str:
    """docs/content-counts.md from the checked sources."""
    tele, quiz = sources["telefilm-en"], sources["quizclub-en"]
    t, q = tele.counts, quiz.counts
    lines = [
        "# Content counts",
        "",
        "Generated by `tools/build_packs.py` from `content-src/`; do not edit by hand (re-run the tool).",
        "The same numbers are in each pack's `manifest.json` under `counts`, and",
        "`python -m gamesuite.content check resources/packs/<id>` prints them.",
        "",
        "## Built-in packs",
        "",
    ]
    found: list[tuple[str, str, dict[str, Any], str]] = [
        (pid, sources[pid].game, sources[pid].deck, PACK_INFO[pid]["language"]) for pid in builtin_ids()
    ]
    for folder in sorted(PACKS.iterdir()):
        if folder.name in PACK_INFO or not (folder / "manifest.json").is_file():
            continue
        manifest, deck = load_pack_folder(folder)
        found.append((manifest.id, manifest.game, deck, manifest.language))
    rows = []
    for pack_id, game, deck, language in sorted(found, key=lambda f: (f[1], f[0])):
        c = deck_counts(game, deck)
        rows.append([f"`{pack_id}`", game, c["cards"], c.get("questions", ""), language])
    lines += _table(["pack", "game", "cards", "questions", "language"], rows)
    lines += ["", "The default content of a game merges its built-in packs of one language (English unless the",
              "app's language has packs) except the Quiz Club expansions, which a group sorts in on the",
              "new-game page. The sections below count the English decks; the Italian decks follow the same",
              "spreads (`content-src/telefilm-it/README.md`, `content-src/quizclub-it/README.md`).", ""]

    period_named, mix_named, titles = series_counts(tele.deck)
    lines += [f"## Telefilm — `{tele.pack_id}`", "",
              f"{t['cards']} cards, {t['questions']} questions (4 per card, 5 options each).",
              f"Series named: {period_named} of {t['deck.period']} Period cards, {mix_named} of "
              f"{4 * t['deck.mix']} Mix questions ({titles} different titles).", "",
              "Period cards by genre and period; Mix cards have neither:", ""]
    lines += telefilm_tables(t)

    lines += ["", f"## Quiz Club — `{quiz.pack_id}`", "",
              f"{q['cards']} double-sided cards, {q['sides']} sides, {q['questions']} questions "
              "(3 per side: easy, medium, hard).", "", "Sides per category (light + dark):", ""]
    deck = quiz.deck
    rows = []
    for cat, title in CATEGORY_TITLES.items():
        light = sum(1 for c in deck["cards"] if c["light"]["category"] == cat)
        dark = sum(1 for c in deck["cards"] if c["dark"]["category"] == cat)
        rows.append([f"{title} (`{cat}`)", light, dark, q[f"category.{cat}"]])
    lines += _table(["category", "light", "dark", "sides"], rows)
    lines += ["", "Cards per character:", ""]
    lines += _table(["character", "cards"], [[ch.capitalize(), q[f"character.{ch}"]] for ch in CHARACTERS])
    lines += ["", "Questions per type and position:", ""]
    kinds = ("knowledge", "multiple_choice", "estimate", "ranking", "intuition")
    pos: Counter[tuple[str, int]] = Counter()
    for c in deck["cards"]:
        for s in ("light", "dark"):
            for i, qq in enumerate(c[s]["questions"], start=1):
                pos[(qq["type"], i)] += 1
    rows = [[k, pos[(k, 1)], pos[(k, 2)], pos[(k, 3)], q[f"type.{k}"]] for k in kinds]
    lines += _table(["type", "easy (1)", "medium (2)", "hard (3)", "total"], rows)

    expansions = [src for src in sources.values() if src.expansion and PACK_INFO[src.pack_id]["builtin"]]
    if expansions:
        lines += ["", "## Quiz Club expansions", "",
                  "Each brings a character card and question cards (`content-src/quizclub-expansions/`).", ""]
        rows = []
        for src in expansions:
            c = src.counts
            who = ", ".join(f"{ch['name']} (`{ch['id']}`, {ch['colour']})" for ch in src.deck["characters"])
            rows.append([f"`{src.pack_id}`", src.name, who, c["cards"], c["sides"], c["questions"]])
        lines += _table(["pack", "name", "character", "cards", "sides", "questions"], rows)
        for src in expansions:
            lines += ["", f"### {src.name} — `{src.pack_id}`", ""] + expansion_tables(src)

    if "telefilm-it" in sources and "quizclub-it" in sources:
        ti, qi = sources["telefilm-it"], sources["quizclub-it"]
        period_named, mix_named, titles = series_counts(ti.deck)
        lines += ["", "## Italian decks — `telefilm-it`, `quizclub-it`", "",
                  f"`telefilm-it`: {ti.counts['cards']} cards, {ti.counts['questions']} questions; series named: "
                  f"{period_named} of {ti.counts['deck.period']} Period cards, {mix_named} of "
                  f"{4 * ti.counts['deck.mix']} Mix questions ({titles} different titles).", ""]
        lines += telefilm_tables(ti.counts)
        qc = qi.counts
        lines += ["", f"`quizclub-it`: {qc['cards']} double-sided cards, {qc['sides']} sides, {qc['questions']} "
                  "questions. Sides per category and cards per character:", ""]
        lines += _table(["category", "sides"], [[f"{title} (`{cat}`)", qc[f"category.{cat}"]]
                                                for cat, title in CATEGORY_TITLES.items()])
        lines += [""]
        lines += _table(["character", "cards"], [[ch.capitalize(), qc[f"character.{ch}"]] for ch in CHARACTERS])

    unshipped = [pid for pid, info in PACK_INFO.items() if not info["builtin"]]
    if unshipped:
        lines += ["", "## Checked, not shipped yet", "",
                  "Built only on request (`tools/build_packs.py --pack ID [--out DIR]`), never into",
                  "`resources/packs/` until the game can choose a language:", ""]
        rows = []
        for pid in unshipped:
            c = sources[pid].counts
            rows.append([f"`{pid}`", f"`content-src/{PACK_INFO[pid]['source']}/`", PACK_INFO[pid]["language"],
                         c["cards"], c["questions"]])
        lines += _table(["pack", "source", "language", "cards", "questions"], rows)
    return "\n".join(lines) + "\n"


def expansion_tables(source: Source) -> list[str]:
    """Sides per category and questions per type and slot of one expansion (for the report)."""
    c = source.counts
    cats = sorted(((c[f"category.{k}"], k) for k in CATEGORY_TITLES if c[f"category.{k}"]), key=lambda x: (-x[0], x[1]))
    out = ["Sides per category: " + ", ".join(f"{CATEGORY_TITLES[k]} {n}" for n, k in cats) + ".", ""]
    pos: Counter[tuple[str, int]] = Counter()
    for card in source.deck["cards"]:
        for side in ("light", "dark"):
            for i, q in enumerate(card[side]["questions"], start=1):
                pos[(q["type"], i)] += 1
    rows = [[k, pos[(k, 1)], pos[(k, 2)], pos[(k, 3)], c[f"type.{k}"]] for k in QUESTION_TYPES]
    return out + _table(["type", "easy (1)", "medium (2)", "hard (3)", "total"], rows)


def pack_summary(source: Source) -> list[str]:
    """Counts printed for ``--pack``: totals, and for Telefilm the tables and each file's answer letters."""
    c = source.counts
    out = [f"{source.pack_id} ({PACK_INFO[source.pack_id]['language']}, content-src/"
           f"{PACK_INFO[source.pack_id]['source']}/): {c['cards']} cards, {c['questions']} questions"]
    if source.expansion:
        for ch in source.deck["characters"]:
            out.append(f"character: {ch['name']} ({ch['id']}, {ch['colour']}), {c['character.' + ch['id']]} cards; "
                       f"{c['sides']} sides")
        out += [""] + expansion_tables(source)
    if source.game == "telefilm":
        period_named, mix_named, titles = series_counts(source.deck)
        out.append(f"series named: {period_named} of {c['deck.period']} Period cards, {mix_named} of "
                   f"{4 * c['deck.mix']} Mix questions ({titles} different titles)")
        out += [""] + telefilm_tables(c) + [""]
        for rel, cards in source.files.items():
            letters = Counter(q["answer"] for card in cards for q in card["questions"])
            out.append(f"{rel}: {len(cards)} cards; answers " + " ".join(f"{x} {letters[x]}" for x in LETTERS))
    return out


# ------------------------------------------------------------------------------------ main


def write(outputs: Mapping[str, str], check: bool) -> list[str]:
    """Write the outputs that changed (unless ``check``); returns the stale paths (relative to the
    repository, or absolute for ``--out``)."""
    stale = []
    for rel, text in outputs.items():
        path = ROOT / rel  # an absolute path (--out) stays as it is
        current = path.read_text(encoding="utf-8") if path.is_file() else None
        if current != text:
            stale.append(rel)
            if not check:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8", newline="\n")
    return stale


def check_expansion_files(files: list[Path]) -> int:
    """``--expansions``: check expansion source files (each replacing content-src's file of the same name)
    with every check of a build, print each one's counts; exit status 1 on any problem."""
    overrides: dict[str, Path] = {}
    for path in files:
        if path.stem not in PACK_INFO or not PACK_INFO[path.stem].get("expansion"):
            known = ", ".join(p for p, info in PACK_INFO.items() if info.get("expansion"))
            print(f"error: {path.name}: not the source of an expansion pack (the file is named after the pack: "
                  f"{known})", file=sys.stderr)
            return 1
        overrides[path.stem] = path
    try:
        sources = load_and_check(overrides)
        for pid in overrides:
            build(sources[pid])  # and as an import would check it
    except BuildError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    for pid in overrides:
        print("\n".join(pack_summary(sources[pid])))
    print(f"ok: {len(overrides)} expansion file(s)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only report whether the outputs are up to date")
    parser.add_argument("--pack", choices=sorted(PACK_INFO), help="only this pack: print its counts (and build it)")
    parser.add_argument("--out", type=Path, help="with --pack: write the pack folder into this folder instead")
    parser.add_argument("--expansions", type=Path, nargs="+", metavar="FILE",
                        help="check these Quiz Club expansion source files (named like the pack they build) in "
                             "place of content-src's copies; writes nothing")
    args = parser.parse_args(argv)
    if args.out is not None and args.pack is None:
        parser.error("--out needs --pack")
    if args.expansions:
        return check_expansion_files(args.expansions)
    try:
        sources = load_and_check()
        if args.pack is not None:
            src = sources[args.pack]
            print("\n".join(pack_summary(src)))
            if args.out is not None:
                folder = args.out.resolve() / args.pack
                files = build(src, str(folder))
                stale = write(files, args.check)
                print(f"{'out of date' if args.check else 'wrote'}: {folder}" if stale else f"up to date: {folder}")
                return 1 if args.check and stale else 0
            if not PACK_INFO[args.pack]["builtin"]:
                print(f"checked; not written (not a built-in pack yet): use --out DIR to write {args.pack}/")
                return 0
            outputs = build(src)
        else:
            outputs = {}
            for pid in builtin_ids():
                outputs.update(build(sources[pid]))
            outputs["docs/content-counts.md"] = report(sources)
    except BuildError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    stale = write(outputs, args.check)
    if args.pack is None:
        for pid in PACK_INFO:
            c = sources[pid].counts
            shipped = "" if PACK_INFO[pid]["builtin"] else " (checked, not shipped)"
            print(f"{pid}: {c['cards']} cards, {c['questions']} questions{shipped}")
    if args.check:
        if stale:
            print("out of date (run tools/build_packs.py): " + ", ".join(stale), file=sys.stderr)
            return 1
        print("up to date")
    else:
        print("wrote: " + (", ".join(stale) if stale else "nothing (already up to date)"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
