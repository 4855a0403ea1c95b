"""Build the built-in English packs from ``content-src/`` and write the count report.

    .venv/bin/python tools/build_packs.py          # (re)write the packs and docs/content-counts.md
    .venv/bin/python tools/build_packs.py --check  # exit 1 if anything is out of date (writes nothing)

Sources: ``content-src/telefilm/{vintage,modern,new,mix}.json`` and
``content-src/quizclub/{part1,part2}.json`` (any further ``*.json`` there is added after them,
in name order). Every file is validated on its own (so a problem names its file and card),
then the merged deck, then checks the schema cannot express: card ids unique across all the
built-in packs of the game (the loader would silently drop a duplicate), Telefilm card numbers
unique per pile, and no question text used twice. Output is deterministic, so re-running after
a reviewer's edit only changes what the edit changed.
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

from gamesuite.content import PackError, load_pack_folder, validate_deck  # noqa: E402
from gamesuite.content.packs import deck_counts, dump_json  # noqa: E402
from gamesuite.content.schemas import CATEGORY_TITLES, CHARACTERS, GENRES, PERIODS, Manifest  # noqa: E402

SRC = ROOT / "content-src"
PACKS = ROOT / "resources" / "packs"
REPORT = ROOT / "docs" / "content-counts.md"
VERSION = "1.0"

PACK_INFO: dict[str, dict[str, Any]] = {
    "telefilm": {
        "id": "telefilm-en",
        "name": "Telefilm — English deck",
        "order": ["vintage", "modern", "new", "mix"],
    },
    "quizclub": {
        "id": "quizclub-en",
        "name": "Quiz Club — English deck",
        "order": ["part1", "part2"],
    },
}


class BuildError(Exception):
    pass


def source_files(game: str) -> list[Path]:
    folder = SRC / game
    order = PACK_INFO[game]["order"]
    named = [folder / f"{stem}.json" for stem in order]
    missing = [p for p in named if not p.is_file()]
    if missing:
        raise BuildError(f"missing source file(s): {', '.join(str(p.relative_to(ROOT)) for p in missing)}")
    extra = sorted(p for p in folder.glob("*.json") if p.stem not in order)
    return named + extra


def load_sources(game: str) -> dict[str, Any]:
    cards: list[dict[str, Any]] = []
    where: dict[str, str] = {}
    for path in source_files(game):
        rel = str(path.relative_to(ROOT))
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise BuildError(f"{rel}: not valid JSON (line {exc.lineno}): {exc.msg}") from None
        try:
            deck = validate_deck(game, data, rel)
        except PackError as exc:
            raise BuildError(str(exc)) from None
        for card in deck["cards"]:
            if card["id"] in where:
                raise BuildError(f"{rel}: card id {card['id']!r} is also in {where[card['id']]}")
            where[card["id"]] = rel
            cards.append(card)
    try:
        deck = validate_deck(game, {"cards": cards}, f"content-src/{game}")
    except PackError as exc:
        raise BuildError(str(exc)) from None
    extra_checks(game, deck, where)
    return deck


def extra_checks(game: str, deck: dict[str, Any], where: dict[str, str]) -> None:
    """What the schema cannot say: ids unique across built-in packs, numbering, repeated texts."""
    own = PACK_INFO[game]["id"]
    ids = {c["id"] for c in deck["cards"]}
    for folder in sorted(PACKS.iterdir()):
        if folder.name == own or not (folder / "manifest.json").is_file():
            continue
        try:
            manifest, other = load_pack_folder(folder)
        except PackError:
            continue
        if manifest.game != game:
            continue
        clash = ids & {c["id"] for c in other["cards"]}
        if clash:
            first = sorted(clash)[0]
            raise BuildError(f"{where[first]}: card id {first!r} is also used by built-in pack {manifest.id!r}")
    texts: dict[str, str] = {}
    if game == "telefilm":
        numbers: dict[tuple[str, str | None, int], str] = {}
        for card in deck["cards"]:
            key = (card["deck"], card.get("period"), card["number"])
            if key in numbers:
                raise BuildError(f"{where[card['id']]}: card {card['id']!r} has number {card['number']} "
                                 f"like card {numbers[key]!r} in the same pile")
            numbers[key] = card["id"]
        questions = [(c["id"], q) for c in deck["cards"] for q in c["questions"]]
    else:
        questions = [(c["id"], q) for c in deck["cards"] for s in ("light", "dark") for q in c[s]["questions"]]
    for card_id, q in questions:
        # The whole question (a shared stem such as "Order these ..." with other terms is fine).
        key = " ".join(json.dumps(q, sort_keys=True, ensure_ascii=False).casefold().split())
        if key in texts:
            raise BuildError(f"{where[card_id]}: card {card_id!r} repeats a question of card {texts[key]!r}: "
                             f"{q['text'][:60]!r}")
        texts[key] = card_id


def description(game: str, counts: dict[str, int]) -> str:
    if game == "telefilm":
        per = ", ".join(f"{counts[f'period.{p}']} {p.capitalize()}" for p in PERIODS)
        return (f"{counts['cards']} original question cards ({counts['questions']} questions): "
                f"Period cards ({per}) across comedy, drama, crime and sci-fi, and {counts['deck.mix']} Mix cards.")
    used = sum(1 for c in CATEGORY_TITLES if counts[f"category.{c}"])
    return (f"{counts['cards']} original double-sided cards ({counts['questions']} questions) in {used} "
            "categories, with all five question types.")


def build(game: str) -> dict[str, str]:
    """{relative path: text} of the pack files for ``game``."""
    deck = load_sources(game)
    counts = deck_counts(game, deck)
    info = PACK_INFO[game]
    manifest = {
        "format": 1,
        "id": info["id"],
        "name": info["name"],
        "game": game,
        "language": "en",
        "version": VERSION,
        "author": "GameSuite",
        "description": description(game, counts),
        "counts": counts,
    }
    Manifest.model_validate(manifest)
    folder = f"resources/packs/{info['id']}"
    return {f"{folder}/manifest.json": dump_json(manifest), f"{folder}/cards.json": dump_json(deck)}


# ------------------------------------------------------------------------------------ report


def _table(header: list[str], rows: list[list[Any]]) -> list[str]:
    rule = "|".join("---" if i == 0 else "---:" for i in range(len(header)))
    out = ["| " + " | ".join(header) + " |", f"|{rule}|"]
    out += ["| " + " | ".join(str(x) for x in row) + " |" for row in rows]
    return out


def report(built: dict[str, dict[str, Any]]) -> str:
    """docs/content-counts.md from the built decks (game -> {"counts", "deck"})."""
    t = built["telefilm"]["counts"]
    q = built["quizclub"]["counts"]
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
    rows = []
    ours = {PACK_INFO[game]["id"]: game for game in PACK_INFO}
    found: list[tuple[str, str, dict[str, Any]]] = [(pid, game, built[game]["deck"]) for pid, game in ours.items()]
    for folder in sorted(PACKS.iterdir()):
        if folder.name in ours or not (folder / "manifest.json").is_file():
            continue
        manifest, deck = load_pack_folder(folder)
        found.append((manifest.id, manifest.game, deck))
    for pack_id, game, deck in sorted(found, key=lambda f: (f[1], f[0])):
        c = deck_counts(game, deck)
        rows.append([f"`{pack_id}`", game, c["cards"], c.get("questions", "")])
    lines += _table(["pack", "game", "cards", "questions"], rows)
    lines += ["", "The default content of a game merges all of its built-in packs.", ""]

    lines += [f"## Telefilm — `{PACK_INFO['telefilm']['id']}`", "",
              f"{t['cards']} cards, {t['questions']} questions (4 per card, 5 options each).", "",
              "Period cards by genre and period; Mix cards have neither:", ""]
    rows = []
    for g in GENRES:
        rows.append([g] + [t[f"crossing.{g}.{p}"] for p in PERIODS] + [t[f"genre.{g}"]])
    rows.append(["**all genres**"] + [t[f"period.{p}"] for p in PERIODS] + [t["deck.period"]])
    lines += _table(["genre"] + list(PERIODS) + ["total"], rows)
    lines += ["", f"Mix cards: {t['deck.mix']}.", "", "Difficulty (1 easy - 3 hard):", ""]
    lines += _table(["difficulty", "cards"], [[d, t[f"difficulty.{d}"]] for d in (1, 2, 3)])

    lines += ["", f"## Quiz Club — `{PACK_INFO['quizclub']['id']}`", "",
              f"{q['cards']} double-sided cards, {q['sides']} sides, {q['questions']} questions "
              "(3 per side: easy, medium, hard).", "", "Sides per category (light + dark):", ""]
    deck = built["quizclub"]["deck"]
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
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only report whether the outputs are up to date")
    args = parser.parse_args(argv)
    outputs: dict[str, str] = {}
    built: dict[str, dict[str, Any]] = {}
    try:
        for game in PACK_INFO:
            files = build(game)
            outputs.update(files)
            deck = json.loads(files[f"resources/packs/{PACK_INFO[game]['id']}/cards.json"])
            built[game] = {"deck": deck, "counts": deck_counts(game, deck)}
        outputs["docs/content-counts.md"] = report(built)
    except BuildError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    stale = []
    for rel, text in outputs.items():
        path = ROOT / rel
        current = path.read_text(encoding="utf-8") if path.is_file() else None
        if current != text:
            stale.append(rel)
            if not args.check:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8", newline="\n")
    for game, info in built.items():
        c = info["counts"]
        print(f"{PACK_INFO[game]['id']}: {c['cards']} cards, {c['questions']} questions")
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
