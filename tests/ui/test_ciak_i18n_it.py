"""Ciak! in Italian: a whole game played in Italian shows no English word of the game's own (the words of
its English texts that no Italian translation uses: tests/support/i18n_english.py). The play is the one of
tests/ui/test_ciak_i18n.py; this file is apart to keep each file's time short."""

from __future__ import annotations

from typing import Any

from gamesuite.ui import language
from tests.support.i18n_english import english_in, english_words, shown_texts
from tests.ui.test_ciak_i18n import NAMES, SYMBOLS, content, play

# English words that are Italian too (a film set's "Stop!" in the card "Stop! Si rigira!")
ITALIAN_TOO = ["Stop"]


def test_a_whole_game_in_italian_shows_no_english_word(one_screen: Any, qtbot: Any) -> None:
    window = one_screen
    english = english_words("ciak")
    seen: set[str] = set()
    allowed: set[str] = set()
    before = language.current()
    language.apply("it")
    try:
        window.retranslate()

        def check() -> None:
            seen.update(shown_texts(window))
            allowed.update(content(window))

        play(window, qtbot, check)
    finally:
        language.apply(before)
    assert len(english) > 100 and len(seen) > 50
    found = english_in(seen, english, allowed=NAMES + sorted(allowed) + SYMBOLS + ITALIAN_TOO)
    assert not found, found


def test_the_log_names_cards_in_the_app_language() -> None:
    """The rules say a card by its English name; the log shows the Italian one (and English in English)."""
    import gamesuite.ui.ciak  # noqa: F401 - the Ciak plug-in names the game's content
    from gamesuite.i18n import render
    from gamesuite.rules.ciak.flow import DIES, say
    from gamesuite.rules.core import player

    line = say(DIES["destroyed"], name=player(0), card="Ghost of the Silent Era")
    before = language.current()
    language.apply("it")
    try:
        italian = render(line, ["Anna"])
    finally:
        language.apply(before)
    assert "Il Fantasma del Muto" in italian and "Ghost" not in italian and "Anna" in italian
    assert render(line, ["Anna"]) == "Anna's Ghost of the Silent Era is destroyed."
