"""Issue #18 for Quiz Club: a whole game, step by step, in the pseudo-locale (nothing unmarked, nothing
clipped) and in Italian (no English word on screen)."""

from __future__ import annotations

from typing import Any

from gamesuite.rules.quizclub.spec import CHARACTER_NAMES
from gamesuite.rules.sim import PLAYER_NAMES
from tests.support.i18n_scan import pseudo_locale, scan
from tests.ui.i18n_walk import english_words_shown, strings_of
from tests.ui.test_quizclub import FamilyPlayer, start

NAMES = list(PLAYER_NAMES)


def _allowed(window: Any) -> list[str]:
    # (a unit such as "m" is content too, but a single small letter taken out of every text would hide words)
    content = [s for s in strings_of(window.controller.config.content) if len(s) > 1 or s.isupper()]
    content += [part for s in content if " / " in s for part in s.split(" / ")]  # a knowledge answer's alternatives
    content += list(CHARACTER_NAMES.values())
    return NAMES + content + [c.replace("&", "") for c in content if "&" in c]  # as the scan reads a mnemonic


class Watched(FamilyPlayer):
    """The family, with a look at both screens after every move."""

    def __init__(self, window: Any, qtbot: Any, look: Any) -> None:
        super().__init__(window, qtbot, seed=5)
        self.look = look

    def step(self) -> None:
        super().step()
        self.look(self.window)


def test_a_whole_game_in_the_pseudo_locale_shows_nothing_unmarked_or_clipped(window: Any, qtbot: Any) -> None:
    found: list[str] = []

    def look(w: Any) -> None:
        report = scan(w, w.director, allowed=_allowed(w))
        found.extend(str(f) for f in report.unmarked + report.clipped if str(f) not in found)

    with pseudo_locale():
        window.retranslate()
        start(window, 3, seed=11)
        qtbot.waitUntil(lambda: window.director.isVisible())
        look(window)
        Watched(window, qtbot, look).play()
    assert not found, "\n".join(found[:60])


def test_a_whole_game_in_italian_shows_no_english_word(window: Any, qtbot: Any) -> None:
    from gamesuite.ui import language

    found: set[str] = set()

    def look(w: Any) -> None:
        found.update(english_words_shown([w, w.director], _allowed(w), "quizclub"))

    before = language.current()
    language.apply("it")
    try:
        window.retranslate()
        start(window, 3, seed=11)
        qtbot.waitUntil(lambda: window.director.isVisible())
        look(window)
        Watched(window, qtbot, look).play()
    finally:
        language.apply(before)
    assert not found, sorted(found)[:60]
