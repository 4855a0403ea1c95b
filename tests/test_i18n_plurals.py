"""English plurals: the English catalogue (resources/i18n/gamesuite_en.ts) carries the forms a "%n" text takes
("Only 1 question card remains", "2 points"), and the Qt-free words (the command line, the tests) use the same
forms instead of the source's "(s)", which cannot make a verb agree."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from gamesuite import i18n

EN_TS = Path(__file__).resolve().parents[1] / "resources" / "i18n" / "gamesuite_en.ts"


@pytest.fixture
def without_qt() -> Iterator[None]:
    saved = i18n._backend
    i18n.set_backend(None)
    try:
        yield
    finally:
        i18n.set_backend(saved)


def english_plurals() -> list[tuple[str, str, list[str], str | None]]:
    out = []
    for context in ET.parse(EN_TS).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") == "yes" and translation is not None:
                forms = [f.text or "" for f in translation.findall("numerusform")]
                out.append((context.findtext("name") or "", message.findtext("source") or "", forms,
                            translation.get("type")))
    return out


def test_every_english_plural_is_finished_and_a_text_with_s_has_two_forms() -> None:
    plurals = english_plurals()
    assert len(plurals) > 40
    for context, source, forms, kind in plurals:
        assert kind is None and len(forms) == 2 and all(forms), (context, source, forms, kind)
        if "(s)" in source:  # ("%n million" is both)
            assert forms[0] != forms[1], (context, source, forms)  # "2 point" was compiled into the app


def test_without_qt_the_english_catalogue_makes_the_verb_agree(without_qt: None) -> None:
    only = "Only %n question card(s) remain; {count} players need at least {need}."
    need = "; {count} players need at least {need}."
    assert i18n.translate("quizclub", only, n=1) == "Only 1 question card remains" + need
    assert i18n.translate("quizclub", only, n=3) == "Only 3 question cards remain" + need
    assert i18n.translate("quizclub", "%n point(s)", n=2) == "2 points"
    assert i18n.translate("quizclub", "%n point(s)", n=0) == "0 points"
    assert i18n.translate("telefilm", "{name}: click a space for your token (%n tokens)", n=1) == \
        "{name}: click a space for your token (1 token)"
    assert i18n.translate("shell", "not in the catalogue: %n egg(s)", n=1) == "not in the catalogue: 1 egg"


def test_without_qt_every_english_plural_reads_as_the_catalogue_says(without_qt: None) -> None:
    for context, source, forms, _kind in english_plurals():
        for n, form in ((1, forms[0]), (2, forms[1]), (0, forms[1])):
            assert i18n.translate(context, source, n=n) == form.replace("%n", str(n)), (context, source, n)
