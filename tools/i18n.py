"""The translation catalogues: collect, compile and check them (Qt Linguist's lupdate and lrelease).

    .venv/bin/python tools/i18n.py update    # collect every marked string into resources/i18n/*.ts
    .venv/bin/python tools/i18n.py release   # compile the .ts files into the .qm files the app loads
    .venv/bin/python tools/i18n.py check     # exit 1 if a catalogue misses, leaves unfinished or keeps
                                             # an obsolete string, or a .qm differs from its .ts

What is collected: ``translate("context", "text")`` calls and ``QT_TRANSLATE_NOOP("context", "text")`` marks
in ``gamesuite/`` (rules included: what a rule says is marked where it is said). A text containing ``%n`` is
a plural: lupdate marks plurals only for ``self.tr(…, n)``, so :func:`mark_plurals` marks the others here and
gives each the number of forms the language has (Qt's rules: English and Italian have two).

Translate the .ts files with Qt Linguist (``.venv/bin/pyside6-linguist resources/i18n/gamesuite_it.ts``) or any
editor of the format; ``gamesuite_en.ts`` holds only the English plural forms ("1 card" / "%n cards").
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "resources" / "i18n"
LANGUAGES = {"it": "it_IT", "en": "en_GB"}  # catalogue -> the language Qt Linguist is told
PLURAL_FORMS = {"it": 2, "en": 2}
BIN = Path(sys.executable).parent


def sources() -> list[Path]:
    return sorted(p for p in (ROOT / "gamesuite").rglob("*.py") if "__pycache__" not in p.parts)


def tool(name: str) -> str:
    for candidate in (BIN / f"pyside6-{name}", BIN / f"pyside6-{name}.exe"):
        if candidate.exists():
            return str(candidate)
    return f"pyside6-{name}"


def ts_path(lang: str) -> Path:
    return I18N / f"gamesuite_{lang}.ts"


def qm_path(lang: str) -> Path:
    return I18N / f"gamesuite_{lang}.qm"


def without_keywords(source: str) -> str:
    """``source`` with the keyword arguments of every ``translate(...)`` call blanked out (same lines and columns).

    lupdate's Python parser skips a ``translate("ctx", "text", n=k)`` call altogether (any keyword argument
    hides it), so the plurals written as the project's convention says would never reach a catalogue.
    """
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    lines = source.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    data = source.encode("utf-8")  # ast columns are UTF-8 byte offsets

    def pos(lineno: int, col: int) -> int:
        return len(source[:offsets[lineno - 1]].encode("utf-8")) + col

    spans = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and node.keywords):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if name != "translate" or len(node.args) < 2:
            continue
        start = node.args[-1]
        end = node.keywords[-1].value
        if any(k.arg is None for k in node.keywords):  # **kwargs: leave it alone
            continue
        spans.append((pos(start.end_lineno, start.end_col_offset), pos(end.end_lineno, end.end_col_offset)))
    out = bytearray(data)
    for a, b in spans:
        for i in range(a, b):
            if out[i] not in (0x0A, 0x0D):
                out[i] = 0x20
    return out.decode("utf-8")


def run_lupdate(target: Path, lang: str, *, keep_obsolete: bool) -> None:
    """lupdate over a copy of the sources (keyword arguments of ``translate`` blanked, see
    :func:`without_keywords`) laid out like the project, so the catalogue's locations stay the same."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        files = []
        for path in sources():
            copy = root / path.relative_to(ROOT)
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_text(without_keywords(path.read_text(encoding="utf-8")), encoding="utf-8")
            files.append(str(copy))
        ts = root / "resources" / "i18n" / target.name
        ts.parent.mkdir(parents=True, exist_ok=True)
        if target.exists():
            shutil.copyfile(target, ts)
        list_file = root / "sources.lst"
        list_file.write_text("\n".join(files), encoding="utf-8")
        cmd = [tool("lupdate"), f"@{list_file}", "-target-language", LANGUAGES[lang], "-ts", str(ts)]
        if not keep_obsolete:
            cmd.insert(1, "-no-obsolete")
        subprocess.run(cmd, check=True, capture_output=True, text=True)
        shutil.copyfile(ts, target)


def plural_translations(path: Path) -> dict[tuple[str, str], tuple[list[str], bool]]:
    """(context, source) -> (its plural forms, finished) for every plural message of a .ts file."""
    out: dict[tuple[str, str], tuple[list[str], bool]] = {}
    if not path.exists():
        return out
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") != "yes" or translation is None:
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")]
            out[(name, message.findtext("source") or "")] = (forms, translation.get("type") is None)
    return out


def mark_plurals(path: Path, lang: str, kept: dict[tuple[str, str], tuple[list[str], bool]] | None = None) -> None:
    """Mark every ``%n`` text as a plural with the language's number of forms (lupdate misses them), and give
    back the forms ``kept`` from before lupdate ran (which folds a plural it does not know as one into one form)."""
    tree = ET.parse(path)
    changed = False
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            if _mark_plural(message, name, lang, kept or {}):
                changed = True
    if changed:
        tree.write(path, encoding="utf-8", xml_declaration=True)


def _mark_plural(message: ET.Element, context: str, lang: str,
                 kept: dict[tuple[str, str], tuple[list[str], bool]]) -> bool:
    changed = False
    source = message.findtext("source") or ""
    if "%n" in source:
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if message.get("numerus") != "yes":
            message.set("numerus", "yes")
            changed = True
        before = kept.get((context, source))
        if before is not None and len(before[0]) == PLURAL_FORMS[lang] and all(before[0]):
            forms_now = [f.text or "" for f in translation.findall("numerusform")]
            if forms_now != before[0] or (translation.get("type") is None) != before[1]:
                for child in list(translation):
                    translation.remove(child)
                translation.text = None
                for text in before[0]:
                    ET.SubElement(translation, "numerusform").text = text
                if before[1]:
                    translation.attrib.pop("type", None)
                else:
                    translation.set("type", "unfinished")
                changed = True
        forms = translation.findall("numerusform")
        if not forms:
            old = translation.text or ""
            translation.text = None
            for _ in range(PLURAL_FORMS[lang]):
                form = ET.SubElement(translation, "numerusform")
                form.text = old
            if not old:
                translation.set("type", "unfinished")
            changed = True
    return changed


def entries(path: Path) -> dict[tuple[str, str], tuple[bool, bool]]:
    """(context, source) -> (finished, obsolete) for every message of a .ts file."""
    out: dict[tuple[str, str], tuple[bool, bool]] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            t = message.find("translation")
            kind = t.get("type", "") if t is not None else "unfinished"
            texts = [f.text for f in t.findall("numerusform")] if t is not None else []
            filled = bool(t is not None and ((t.text or "").strip() or (texts and all(texts))))
            out[(name, source)] = (filled and kind not in ("unfinished",), kind in ("obsolete", "vanished"))
    return out


def update() -> None:
    I18N.mkdir(parents=True, exist_ok=True)
    for lang in LANGUAGES:
        kept = plural_translations(ts_path(lang))
        run_lupdate(ts_path(lang), lang, keep_obsolete=False)
        mark_plurals(ts_path(lang), lang, kept)
        print(f"updated {ts_path(lang).relative_to(ROOT)}")


def release() -> None:
    for lang in LANGUAGES:
        if ts_path(lang).exists():
            subprocess.run([tool("lrelease"), "-silent", str(ts_path(lang)), "-qm", str(qm_path(lang))], check=True)
            print(f"compiled {qm_path(lang).relative_to(ROOT)}")


def problems(lang: str = "it") -> list[str]:
    """What is wrong with a catalogue: strings missing from it, unfinished, obsolete; a stale .qm."""
    committed = ts_path(lang)
    if not committed.exists():
        return [f"{committed.name} does not exist (run tools/i18n.py update)"]
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / committed.name
        run_lupdate(fresh, lang, keep_obsolete=False)
        wanted = set(entries(fresh))
    have = entries(committed)
    out = [f"missing from {committed.name}: [{c}] {s!r}" for c, s in sorted(wanted - set(have))]
    out += [f"obsolete in {committed.name}: [{c}] {s!r}" for c, s in sorted(set(have) - wanted)]
    if lang != "en":
        out += [f"not translated in {committed.name}: [{c}] {s!r}" for (c, s), (done, _o) in sorted(have.items())
                if (c, s) in wanted and not done]
    qm = qm_path(lang)
    with tempfile.TemporaryDirectory() as tmp:
        compiled = Path(tmp) / qm.name
        subprocess.run([tool("lrelease"), "-silent", str(committed), "-qm", str(compiled)], check=True)
        if not qm.exists() or qm.read_bytes() != compiled.read_bytes():
            out.append(f"{qm.name} does not match {committed.name} (run tools/i18n.py release)")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description="Collect, compile and check the translation catalogues.")
    parser.add_argument("command", choices=["update", "release", "check"])
    parser.add_argument("--lang", default="it", help="the catalogue to check (default: it)")
    args = parser.parse_args()
    if args.command == "update":
        update()
        return 0
    if args.command == "release":
        release()
        return 0
    found = problems(args.lang)
    for line in found[:200]:
        print(line)
    print(f"{len(found)} problem(s) in the {args.lang} catalogue")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
