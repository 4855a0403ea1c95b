"""Command line for content packs.

    python -m gamesuite.content check PATH [--game G]      validate a pack folder or .zip, print its counts
    python -m gamesuite.content import PATH [--replace]    install a pack into the user's packs folder
    python -m gamesuite.content import-csv SHEET --id ID --name NAME [--out DIR] [--new-character ID ...] ...
    python -m gamesuite.content import-opentdb FILE --id ID --name NAME [--seed N] [--out DIR] ...
    python -m gamesuite.content export-csv PACK OUT.csv    a Quiz Club pack (path or id) as a sheet
    python -m gamesuite.content list [GAME]                built-in and imported packs
    python -m gamesuite.content remove ID                  uninstall an imported pack

Exit status 0 on success, 1 with a message naming the file and the problem otherwise.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

from gamesuite.content import DECK_SCHEMAS, PackError, pack_manifests
from gamesuite.content.packs import (
    CheckedPack,
    check_pack,
    find_pack,
    import_pack,
    install_checked,
    iter_count_lines,
    remove_pack,
)
from gamesuite.i18n import translate


def _titles(group: str, key: str) -> str:
    from gamesuite.content.schemas import CATEGORY_TITLES

    if group == "category":
        return f"{CATEGORY_TITLES.get(key, key)} ({key})"
    return key


def character_lines(pack: CheckedPack) -> list[str]:
    """The characters a Quiz Club pack brings, as ``check`` prints them."""
    from gamesuite.content.schemas import CATEGORY_TITLES

    chars = pack.deck.get("characters") or []
    if not chars:
        return []
    out = [f"characters ({len(chars)}):"]
    for ch in chars:
        portrait = ch["portrait"]
        if isinstance(portrait, str):
            w, h = pack.image_sizes.get(portrait, (0, 0))
            look = f"image {portrait} ({w} x {h} pixels)"
        else:
            extra = "" if portrait["accessory"] == "none" else f", {portrait['accessory']}"
            look = (f"drawn: {portrait['hair_style']} hair {portrait['hair']}{extra}, skin {portrait['skin']}, "
                    f"shirt {portrait['shirt']}")
        cards = pack.counts.get(f"character.{ch['id']}", 0)
        size = translate("shell", "%n card(s)", n=cards)  # "1 card"
        out.append(f"  {ch['name']} ({ch['id']}): card colour {ch['colour']}, {size}")
        out.append("    interests: " + ", ".join(CATEGORY_TITLES[c] for c in ch["interests"]))
        out.append(f"    portrait: {look}")
        if ch.get("description"):
            out.append(f"    {ch['description']}")
    return out


def _print_pack(pack: CheckedPack, head: str) -> None:
    m = pack.manifest
    kind = ", expansion" if m.expansion else ""
    print(f"{head}: {m.id} — {m.name} ({m.game}{kind}, {m.language}, version {m.version}, by {m.author})")
    for line in character_lines(pack):
        print(f"  {line}")
    counts = {k: v for k, v in pack.counts.items()
              if not (k.startswith("character.") and v == 0 and pack.deck.get("characters"))}
    for line in iter_count_lines(counts, _titles):
        print(f"  {line}")


def cmd_check(args: argparse.Namespace) -> int:
    pack = check_pack(Path(args.path), args.game)
    _print_pack(pack, "OK")
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    done = import_pack(Path(args.path), replace=args.replace, game=args.game)
    was = f" (replaced version {done.replaced})" if done.replaced else ""
    print(f"imported {done.id} version {done.version}{was} into {done.folder}")
    cards = translate("shell", "%n card(s)", n=done.counts.get("cards", 0))
    questions = translate("shell", "%n question(s)", n=done.counts.get("questions", 0))
    print(f"  {cards}, {questions}")
    return 0


def _new_characters(args: argparse.Namespace, cards: list[dict[str, Any]] | None = None
                    ) -> tuple[list[dict[str, Any]], dict[str, bytes]]:
    """The character ``--new-character`` defines (with its portrait image, if a PNG), or none."""
    from gamesuite.content.importers import make_character

    if not args.new_character:
        for opt in ("character_name", "character_colour", "interests", "character_description", "portrait"):
            if getattr(args, opt):
                raise PackError(f"--{opt.replace('_', '-')} describes a new character: give --new-character ID too")
        return [], {}
    if not args.character_colour:
        raise PackError("--new-character needs --character-colour #rrggbb (the colour of her character card)")
    interests = [x.strip() for x in (args.interests or "").split(",") if x.strip()]
    character, images = make_character(args.new_character, args.character_name, args.character_colour, interests,
                                       args.character_description or "", args.portrait, cards or [])
    return [character], images


def _finish_import(args: argparse.Namespace, deck: dict[str, Any], source: str,
                   images: dict[str, bytes] | None = None) -> int:
    from gamesuite.content.importers import make_manifest, make_pack
    from gamesuite.content.packs import validate_pack_files

    manifest = make_manifest("quizclub", deck, args.id, args.name, args.language, args.version, args.author,
                             args.description, expansion=args.expansion)
    if args.out:
        folder = make_pack(Path(args.out), manifest, deck, images)
        pack = check_pack(folder, "quizclub")
        _print_pack(pack, f"wrote {folder}")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        folder = make_pack(Path(tmp) / args.id, manifest, deck, images)
        files = {p.name: p.read_bytes() for p in folder.iterdir()}
    pack = validate_pack_files(files, source, "quizclub")
    done = install_checked(pack, replace=args.replace)
    _print_pack(pack, f"imported into {done.folder}")
    return 0


def cmd_import_csv(args: argparse.Namespace) -> int:
    from gamesuite.content.importers import read_sheet

    characters, images = _new_characters(args)
    deck = read_sheet(Path(args.sheet), default_character=args.character, characters=characters)
    if characters and not args.interests:  # her interests: the categories of her cards
        characters, images = _new_characters(args, deck["cards"])
        deck = {**deck, "characters": characters}
    if args.id_prefix:
        for card in deck["cards"]:
            card["id"] = f"{args.id_prefix}{card['id']}"
    return _finish_import(args, deck, Path(args.sheet).name, images)


def cmd_import_opentdb(args: argparse.Namespace) -> int:
    from gamesuite.content.importers import read_opentdb

    characters, images = _new_characters(args)
    character = args.character or (characters[0]["id"] if characters else "lisa")
    deck, report = read_opentdb(Path(args.file), args.id, args.seed, character, args.category,
                                characters=characters)
    if report.encoding != "html":
        print(f"texts decoded from {'URL' if report.encoding == 'url' else 'base64'} encoding")
    read = translate("shell", "%n question(s) read", n=report.read)
    print(f"{read}, {report.used} used, {len(report.skipped)} skipped")
    for line in report.skipped[:20]:
        print(f"  skipped {line}")
    if len(report.skipped) > 20:
        print(f"  ... and {len(report.skipped) - 20} more")
    return _finish_import(args, deck, Path(args.file).name, images)


def cmd_export_csv(args: argparse.Namespace) -> int:
    from gamesuite.content.importers import export_sheet

    pack = check_pack(find_pack(args.pack))
    if pack.manifest.game != "quizclub":
        raise PackError(f"{args.pack}: only Quiz Club packs can be exported as a sheet")
    n = export_sheet(pack.deck, Path(args.out))
    print(f"wrote {n} questions of {pack.manifest.id} to {args.out}")
    for ch in pack.deck.get("characters") or []:  # the sheet has no place for them: say how to bring them back
        portrait = ch["portrait"]
        look = (portrait if isinstance(portrait, str)
                else ",".join(f"{k}={portrait[k]}" for k in ("skin", "hair", "hair_style", "accessory", "shirt")))
        print(f"note: the sheet does not hold the character {ch['id']!r}; import it again with --new-character "
              f"{ch['id']} --character-name {ch['name']!r} --character-colour {ch['colour']} "
              f"--interests {','.join(ch['interests'])} --portrait {look}"
              + (" (the PNG is in the pack folder)" if isinstance(portrait, str) else ""))
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    games = [args.game] if args.game else list(DECK_SCHEMAS)
    for game in games:
        for folder, m in pack_manifests(game):
            kind = " expansion" if m.expansion else ""
            print(f"{game:9} {m.id:24} v{m.version:8} {m.counts.get('cards', '?'):>5} cards{kind}  {folder}")
    return 0


def cmd_remove(args: argparse.Namespace) -> int:
    folder = remove_pack(args.id)
    print(f"removed {args.id} ({folder})")
    return 0


def _pack_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--id", required=True, help="pack id (lower case letters, digits, '-', '_', '.')")
    p.add_argument("--name", required=True, help="pack name shown in the new-game dialog")
    p.add_argument("--language", default="en")
    p.add_argument("--version", default="1.0")
    p.add_argument("--author", default="unknown")
    p.add_argument("--description", default="")
    p.add_argument("--character", default=None,
                   help="character for cards that name none (CSV) / for every card (Open Trivia DB; default lisa, "
                        "or the --new-character)")
    g = p.add_argument_group("a new character (the pack's own character card, like an expansion's)")
    g.add_argument("--new-character", metavar="ID", default=None,
                   help="define a character (id: a-z 0-9 _ -); the sheet's character column and --character may "
                        "name her")
    g.add_argument("--character-name", metavar="NAME", default=None, help="her name (default: the id, capitalised)")
    g.add_argument("--character-colour", metavar="#RRGGBB", default=None, help="the colour of her character card")
    g.add_argument("--interests", metavar="CATS", default=None,
                   help="comma-separated categories (ids or titles); default: the categories of her cards")
    g.add_argument("--character-description", metavar="TEXT", default=None, help="one sentence about her")
    g.add_argument("--portrait", metavar="FILE.png|PARAMS", default=None,
                   help="a PNG (at most 256 KB, 512x512) or drawing parameters "
                        "skin=#rrggbb,hair=#rrggbb,hair_style=short|long|bun|bald|curly|ponytail,"
                        "accessory=none|glasses|hat|earrings|headband|beard,shirt=#rrggbb")
    g.add_argument("--expansion", action="store_true",
                   help="mark the pack as an expansion (sorted into a game on the new-game page)")
    p.add_argument("--out", default=None, help="write the pack folder here instead of installing it")
    p.add_argument("--replace", action="store_true", help="replace an installed pack with the same id")


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m gamesuite.content", description="GameSuite content packs")
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("check", help="validate a pack folder or .zip and print its counts")
    p.add_argument("path")
    p.add_argument("--game", choices=sorted(DECK_SCHEMAS), default=None, help="the game the pack must be for")
    p.set_defaults(func=cmd_check)
    p = sub.add_parser("import", help="install a pack folder or .zip")
    p.add_argument("path")
    p.add_argument("--game", choices=sorted(DECK_SCHEMAS), default=None)
    p.add_argument("--replace", action="store_true", help="update an installed pack with the same id")
    p.set_defaults(func=cmd_import)
    p = sub.add_parser("import-csv", help="make a Quiz Club pack from a CSV/TSV sheet")
    p.add_argument("sheet")
    _pack_options(p)
    p.add_argument("--id-prefix", default="", help="prepended to every card id (to keep ids unique across packs)")
    p.set_defaults(func=cmd_import_csv)
    p = sub.add_parser("import-opentdb", help="make a Quiz Club pack from Open Trivia DB JSON")
    p.add_argument("file")
    _pack_options(p)
    p.add_argument("--seed", type=int, default=0, help="seed of the shuffle that places the right answer")
    p.add_argument("--category", default="society", help="Quiz Club category for unknown Open Trivia DB ones")
    p.set_defaults(func=cmd_import_opentdb)
    p = sub.add_parser("export-csv", help="write a Quiz Club pack as a CSV/TSV sheet")
    p.add_argument("pack", help="pack folder, .zip or pack id")
    p.add_argument("out")
    p.set_defaults(func=cmd_export_csv)
    p = sub.add_parser("list", help="list built-in and imported packs")
    p.add_argument("game", nargs="?", choices=sorted(DECK_SCHEMAS))
    p.set_defaults(func=cmd_list)
    p = sub.add_parser("remove", help="uninstall an imported pack")
    p.add_argument("id")
    p.set_defaults(func=cmd_remove)
    return ap


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return int(args.func(args))
    except PackError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
