"""Issue #18: the catalogues are complete and in sync with the code.

* ``tools/i18n.py check``: nothing marked in the code is missing from gamesuite_it.ts / gamesuite_en.ts, nothing
  there is obsolete, and each .qm in git is what lrelease makes of its .ts;
* every entry of the shell (context "shell") and every spec entry (the games' titles, taglines, variants, rule
  options: marked in their spec.py) is translated into Italian, and every plural has its English forms.
  (The games' own strings are translated by each game's helper, who extends this test to its context.)
* the plural texts written as the convention says (``translate(ctx, "%n card(s)", n=k)``) reach the
  catalogue as plurals, and keep their translations across ``tools/i18n.py update``.
* the frozen app carries the catalogues, the rules references and Qt's own Italian.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from gamesuite.rules import registry

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("it", "en")


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    return _load("gamesuite_i18n_tool", ROOT / "tools" / "i18n.py")


def messages(path: Path) -> list[tuple[str, ET.Element]]:
    return [(ctx.findtext("name") or "", m) for ctx in ET.parse(path).getroot().iter("context")
            for m in ctx.iter("message")]


def is_spec_entry(context: str, message: ET.Element) -> bool:
    """Marked in a game's spec.py (the demo's spec is its __init__.py)."""
    files = [loc.get("filename", "") for loc in message.iter("location")]
    return any(f.endswith("/spec.py") for f in files) or context == "demo"


def test_no_entry_is_missing_or_obsolete_and_the_qm_files_match(tool: ModuleType) -> None:
    for lang in LANGS:
        found = tool.problems(lang)
        wrong = [p for p in found if not p.startswith("not translated")]
        assert wrong == [], "run tools/i18n.py update and release:\n" + "\n".join(wrong[:30])


def test_every_shell_and_spec_entry_is_translated_into_italian(tool: ModuleType) -> None:
    entries = messages(tool.ts_path("it"))
    ours = [(c, m) for c, m in entries if c == "shell" or is_spec_entry(c, m)]
    assert len(ours) > 300
    untranslated = []
    for context, m in ours:
        t = m.find("translation")
        forms = [f.text for f in t.findall("numerusform")] if t is not None else []
        text = (t.text or "").strip() if t is not None else ""
        if t is None or t.get("type") in ("unfinished", "obsolete", "vanished") or not (text or (forms and all(forms))):
            untranslated.append(f"[{context}] {m.findtext('source')!r}")
    assert untranslated == []
    spec_contexts = {c for c, m in ours if c != "shell"}
    assert spec_contexts >= set(registry.game_ids())  # every game's spec is marked


def test_plurals_have_their_forms_and_keep_the_named_fields(tool: ModuleType) -> None:
    import re

    for lang in LANGS:
        for context, m in messages(tool.ts_path(lang)):
            source = m.findtext("source") or ""
            fields = set(re.findall(r"\{[a-z_]+\}", source))
            t = m.find("translation")
            if "%n" in source:
                assert m.get("numerus") == "yes", source
                forms = [f.text or "" for f in t.findall("numerusform")]
                if lang == "en" or context == "shell" or is_spec_entry(context, m):
                    assert len(forms) == 2 and all(forms), (lang, source, forms)
                for form in forms:
                    assert set(re.findall(r"\{[a-z_]+\}", form)) == fields, (lang, source, form)
            elif t is not None and t.text:
                assert set(re.findall(r"\{[a-z_]+\}", t.text)) == fields, (lang, source, t.text)
    en = {m.findtext("source"): [f.text for f in m.iter("numerusform")] for _c, m in messages(tool.ts_path("en"))}
    assert en["%n card(s)"] == ["%n card", "%n cards"]


def test_the_plural_convention_reaches_the_catalogue_and_survives_an_update(tool: ModuleType, tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    # a throw-away project: one source using the convention, the tool pointed at it
    src = tmp_path / "gamesuite" / "ui"
    src.mkdir(parents=True)
    (src / "words.py").write_text(
        'from gamesuite.i18n import translate\n\n\ndef f(k):\n'
        '    return translate("shell", "%n card(s)", n=k) + translate("shell", "Plain")\n', encoding="utf-8")
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "I18N", tmp_path / "resources" / "i18n")
    tool.update()
    ts = tool.ts_path("it")
    plural = next(m for _c, m in messages(ts) if m.findtext("source") == "%n card(s)")
    assert plural.get("numerus") == "yes"
    text = ts.read_text(encoding="utf-8").replace(
        '<translation type="unfinished"><numerusform /><numerusform /></translation>',
        "<translation><numerusform>%n carta</numerusform><numerusform>%n carte</numerusform></translation>")
    assert "%n carte" in text
    ts.write_text(text, encoding="utf-8")
    tool.update()  # lupdate alone would fold the two forms into one, unfinished
    plural = next(m for _c, m in messages(ts) if m.findtext("source") == "%n card(s)")
    assert [f.text for f in plural.iter("numerusform")] == ["%n carta", "%n carte"]
    assert plural.find("translation").get("type") is None
    assert tool.without_keywords('x = translate("a", "b", n=3)\n') == 'x = translate("a", "b"     )\n'


def test_the_translations_work_at_run_time(qapp) -> None:  # noqa: ANN001 - pytest-qt fixture
    from gamesuite.i18n import translate, translate_marked
    from gamesuite.rules.quizclub.spec import SPEC as QUIZ
    from gamesuite.ui import language

    try:
        assert language.apply("it") == "it"
        assert translate("shell", "%n player(s)", n=1) == "1 giocatore"
        assert translate("shell", "%n player(s)", n=3) == "3 giocatori"
        assert translate_marked("telefilm", registry.get_spec("telefilm").variants[2].title) == "Solo carte domanda"
        character = next(o for o in QUIZ.options if o.id == "character_3")
        assert character.title == "Character of player 3"  # a Phrase is its English text …
        assert translate_marked("quizclub", character.title) == "Personaggio del giocatore 3"  # … translated whole
        language.apply("en")
        assert translate("shell", "%n player(s)", n=1) == "1 player"
        assert translate("shell", "%n player(s)", n=2) == "2 players"
    finally:
        language.apply("en")


def test_without_qt_the_english_plural_is_still_right() -> None:
    from gamesuite import i18n

    saved = i18n._backend
    i18n.set_backend(None)
    try:
        assert i18n.translate("shell", "%n card(s)", n=1) == "1 card"
        assert i18n.translate("shell", "%n card(s)", n=0) == "0 cards"
    finally:
        i18n.set_backend(saved)


def test_the_rules_references_are_files_per_language() -> None:
    from gamesuite.i18n import rules_reference

    for game in registry.game_ids():
        path = ROOT / "resources" / "rules" / f"{game}.en.md"
        assert path.is_file(), path
        assert rules_reference(game, "en") == path.read_text(encoding="utf-8")
        assert not registry.get_spec(game).rules_reference  # the text lives in the file, not in spec.py
    from gamesuite.rules.telma.deck import CARDS

    telma = rules_reference("telma", "en")  # its card counts were computed when they lived in spec.py
    assert f"{len(CARDS)} cards" in telma and f"{sum(c.cross for c in CARDS)} cards carry a circled cross" in telma


def test_the_frozen_app_carries_catalogues_rules_and_qts_italian() -> None:
    trim = _load("gamesuite_trim", ROOT / "packaging" / "trim.py")
    assert trim.keep(("PySide6/Qt/translations/qtbase_it.qm", "x", "DATA"))
    assert not trim.keep(("PySide6/Qt/translations/qtbase_de.qm", "x", "DATA"))
    for rel in ("resources/i18n/gamesuite_it.qm", "resources/i18n/gamesuite_en.qm", "resources/rules/telma.en.md"):
        assert (ROOT / rel).is_file() and trim.keep((rel, str(ROOT / rel), "DATA"))
    spec = (ROOT / "packaging" / "gamesuite.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "resources"), "resources")' in spec  # the whole resources folder: i18n and rules too


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_the_qm_files_are_in_git() -> None:
    tracked = subprocess.run(["git", "ls-files", "resources/i18n", "resources/rules"], cwd=ROOT, capture_output=True,
                             text=True, check=False).stdout.split()
    if not tracked:
        pytest.skip("not a git checkout")
    for lang in LANGS:
        assert f"resources/i18n/gamesuite_{lang}.qm" in tracked and f"resources/i18n/gamesuite_{lang}.ts" in tracked


@pytest.mark.parametrize("game", ["telma", "ciak"])
def test_every_entry_of_telma_and_ciak_is_translated_into_italian(tool: ModuleType, game: str) -> None:
    """The games' own words (their tables, log lines and refusals), not only their specs."""
    ours = [m for c, m in messages(tool.ts_path("it")) if c == game]
    assert len(ours) > 100
    untranslated = []
    for m in ours:
        t = m.find("translation")
        forms = [f.text for f in t.findall("numerusform")] if t is not None else []
        text = (t.text or "").strip() if t is not None else ""
        if t is None or t.get("type") in ("unfinished", "obsolete", "vanished") or not (text or (forms and all(forms))):
            untranslated.append(m.findtext("source"))
    assert untranslated == []
