"""Telma in Italian: a whole match played in Italian shows no English word of the game's own (the words of
its English texts that no Italian translation uses: tests/support/i18n_english.py). The play is the one of
tests/ui/test_telma_i18n.py; this file is apart to keep each file's time short."""

from __future__ import annotations

from typing import Any

from gamesuite.ui import language
from tests.support.i18n_english import english_in, english_words, shown_texts
from tests.ui.test_telma_i18n import CARD_BACK, NAMES, play


def test_a_whole_match_in_italian_shows_no_english_word(window: Any) -> None:
    english = english_words("telma")
    seen: set[str] = set()
    before = language.current()
    language.apply("it")
    try:
        window.retranslate()
        play(window, seed=5, check=lambda: seen.update(shown_texts(window)))
    finally:
        language.apply(before)
    assert len(seen) > 50
    assert len(english) > 100  # the catalogue was read
    found = english_in(seen, english, allowed=NAMES + [CARD_BACK])
    assert not found, found
