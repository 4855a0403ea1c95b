"""Helpers (no tests here) for the games' whole-game language tests: the content a game may show as it is,
and the English words seen on screen while the app speaks another language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget

from tests.support import i18n_scan

TS = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "gamesuite_it.ts"
_WORD = re.compile(r"[^\W\d_]{3,}", re.UNICODE)


def strings_of(value: Any) -> list[str]:
    """Every string inside a JSON value (a deck, a view): content shown as it is."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [x for v in value.values() for x in strings_of(v)]
    if isinstance(value, list | tuple):
        return [x for v in value for x in strings_of(v)]
    return []


@cache
def english_only_words(contexts: tuple[str, ...]) -> frozenset[str]:
    """Words of the English sources of ``contexts`` that no Italian translation uses (so: English on screen)."""
    english: set[str] = set()
    italian: set[str] = set()
    for context in ET.parse(TS).getroot().iter("context"):
        if (context.findtext("name") or "") not in contexts:
            continue
        for message in context.iter("message"):
            english.update(w.lower() for w in _WORD.findall(message.findtext("source") or ""))
            t = message.find("translation")
            if t is not None:
                for text in [t.text or ""] + [f.text or "" for f in t.findall("numerusform")]:
                    italian.update(w.lower() for w in _WORD.findall(text))
    return frozenset(english - italian)


class _Collect(i18n_scan._Scan):
    def __init__(self) -> None:
        super().__init__(())
        self.texts: list[str] = []

    def text(self, text: str, where: str, clipped: str = "") -> None:
        if text and text.strip():
            self.texts.append(text)


def shown_texts(roots: Iterable[QWidget | None]) -> list[str]:
    """Every text the scan of tests/support/i18n_scan.py reads in ``roots`` (widgets, menus, painted strings)."""
    from PySide6.QtWidgets import QApplication, QMainWindow

    QApplication.processEvents()
    s = _Collect()
    for root in roots:
        if root is None:
            continue
        if root.isVisible():
            s.painted(root)
        for w in [root, *root.findChildren(QWidget)]:
            if w is root or w.isVisibleTo(root):
                s.widget(w, root)
        if isinstance(root, QMainWindow):
            s.menus(root)
    return s.texts


def english_words_shown(roots: Iterable[QWidget | None], allowed: Iterable[str], game: str) -> set[str]:
    """``"word" in "text"`` for each English-only word (of the game's and the shell's catalogue) on screen,
    once the allowed strings (names, content) are taken out."""
    english = english_only_words((game, "shell"))
    allowed = sorted({a for a in allowed if a}, key=len, reverse=True)
    out: set[str] = set()
    for text in shown_texts(roots):
        rest = text
        for a in allowed:  # whole words only: an allowed "e" must not cut "margine" into "margin"
            if a in rest:
                rest = re.sub(r"(?<!\w)" + re.escape(a) + r"(?!\w)", " ", rest)
        for word in _WORD.findall(rest):
            if word.lower() in english:
                out.add(f"{word!r} in {text[:80]!r}")
    return out
