"""Is anything left in English? The words a game's English texts use that its Italian translations do not.

:func:`english_words` reads the Italian catalogue (resources/i18n/gamesuite_it.ts): every word of three or
more letters in the English source texts of the given contexts, minus the words that also occur in some
Italian translation (names, "OK", "Surto" …) and the template fields. :func:`shown_texts` collects every text
the translation scan reads in a window (widgets, menus, painted strings). A game played in Italian whose
shown texts contain none of those words shows no English sentence or word of its own.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable

from PySide6.QtWidgets import QWidget

from gamesuite.paths import resources_dir
from tests.support import i18n_scan

_WORD = re.compile(r"[A-Za-z]{3,}")
_FIELD = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n")


def english_words(*contexts: str, lang: str = "it") -> set[str]:
    """Lower-case English words of ``contexts``' source texts that no translation in the catalogue uses."""
    root = ET.parse(resources_dir() / "i18n" / f"gamesuite_{lang}.ts").getroot()
    sources: set[str] = set()
    translated: set[str] = set()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            t = message.find("translation")
            texts = [t.text or ""] + [f.text or "" for f in t.findall("numerusform")] if t is not None else []
            for text in texts:
                translated.update(w.lower() for w in _WORD.findall(_FIELD.sub(" ", text)))
            if name in contexts:
                sources.update(w.lower() for w in _WORD.findall(_FIELD.sub(" ", message.findtext("source") or "")))
    return sources - translated


def shown_texts(*roots: QWidget | None, skip: Iterable[QWidget] = ()) -> list[str]:
    """Every text the translation scan reads in ``roots`` now (see tests/support/i18n_scan.py)."""
    seen: list[str] = []
    original = i18n_scan._Scan.text

    def record(self: i18n_scan._Scan, text: str, where: str, clipped: str = "") -> None:
        if text and text.strip():
            seen.append(text)

    i18n_scan._Scan.text = record  # type: ignore[method-assign]
    try:
        i18n_scan.scan(*roots, skip=skip)
    finally:
        i18n_scan._Scan.text = original  # type: ignore[method-assign]
    return seen


def english_in(texts: Iterable[str], english: set[str], allowed: Iterable[str] = ()) -> list[str]:
    """The English words (of ``english``) found in ``texts``, leaving out the words of ``allowed`` strings."""
    ok = {w.lower() for a in allowed for w in _WORD.findall(a)}
    return sorted({w for text in texts for w in _WORD.findall(text) if w.lower() in english and w.lower() not in ok})
