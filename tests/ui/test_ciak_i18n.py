"""Ciak! in other languages: a whole game played step by step by clicks in the pseudo-locale, the window
scanned after every step that shows something new (every text translated, every text fits:
tests/support/i18n_scan.py). The same game in Italian: tests/ui/test_ciak_i18n_it.py.

What is allowed raw: the players' names and the content (the card set's names, rules texts and flavour,
the companies' names and texts: translated by the content packs, not by the catalogue).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from gamesuite.rules.core import Viewer
from gamesuite.rules.sim import PLAYER_NAMES
from tests.support.i18n_scan import pseudo_locale, scan
from tests.ui.test_ciak_support import Family, players

NAMES = list(PLAYER_NAMES)
SEED, FAMILY_SEED = 5, 2  # two people, Massacre: the gate, the hand, attacks, lynchings, the end
# Drawn as they are: the million sign on coins and prices ("3M"), the cards' ATT and DIF (printed so in every
# language), the game's logo on the card backs, the letters of the LOLLYWOOD sign on the map (each on a post).
SYMBOLS = ["ATT", "DIF", "M", "CIAK!", *sorted(set("LOLLYWOOD"))]


def strings(data: Any) -> Iterator[str]:
    """Every string inside ``data`` (the card set, a view)."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for v in data.values():
            yield from strings(v)
    elif isinstance(data, list | tuple):
        for v in data:
            yield from strings(v)


def content(window: Any) -> list[str]:
    """The game's content as the table may show it: card and company names, rules texts, flavour."""
    book = window.game_ui.book
    view = window.controller.view(Viewer.TABLE)
    companies = [s for p in view["players"] for s in strings(p.get("company"))]
    return sorted({s for s in [*strings(book.card_set), *strings(book.texts), *companies] if len(s) > 1},
                  key=len, reverse=True)


def shape(window: Any, raw: list[str]) -> frozenset[str]:
    """What the table says now, with numbers, names and content blanked: a step that says nothing new (a pass
    like the pass before it) is not scanned again."""
    table = window.game_ui.table
    texts = {str(getattr(item, "text", "")) for item in table.scene.items() if item.isVisible()}
    texts |= {str(table.prompt_title.text), str(table.prompt_hint.text), window.statusBar().currentMessage()}
    texts |= {b.text for b in table.actions.buttons}
    out = set()
    for t in texts:
        for r in raw:
            t = t.replace(r, "#")
        out.add(re.sub(r"\d+", "#", t))
    return frozenset(out)


def play(window: Any, qtbot: Any, check: Any) -> Family:
    """A whole two-player Massacre by clicks on one screen; ``check()`` after each step showing something new."""
    window.start_game("ciak", players(2), "massacre", {"starting_millions": 3}, seed=SEED)
    window.game_ui.runner.paused = True
    shapes: set[frozenset[str]] = set()
    raw = NAMES + content(window)

    def step() -> None:
        now = shape(window, raw)
        if now not in shapes:
            shapes.add(now)
            check()

    fam = Family(window, qtbot, seed=FAMILY_SEED, canary=False, on_step=step)
    check()
    fam.play_game()
    assert window.controller.is_over()
    check()
    return fam


def test_a_whole_game_in_the_pseudo_locale_is_translated_and_fits(one_screen: Any, qtbot: Any) -> None:
    window = one_screen
    findings: list[str] = []
    checks = 0

    def check() -> None:
        nonlocal checks
        checks += 1
        report = scan(window, allowed=NAMES + content(window) + SYMBOLS)
        findings.extend(str(f) for f in report.unmarked + report.clipped)

    with pseudo_locale():
        window.retranslate()
        fam = play(window, qtbot, check)
    assert fam.gates > 0 and checks > 20
    unique = sorted(set(findings))
    assert not unique, f"{len(unique)} problems:\n" + "\n".join(unique[:40])



def test_the_dominion_boss_chooser_is_translated_and_fits(window: Any) -> None:
    """The setup page's own Ciak! part (who plays the boss), which the shell's scan leaves to the game."""
    from PySide6.QtWidgets import QApplication

    from gamesuite.content import pack_manifests
    from gamesuite.ui.ciak.setup import BOSS_COMPANY

    packs = [m.name for _f, m in pack_manifests("ciak")] + [m.language for _f, m in pack_manifests("ciak")]
    with pseudo_locale():
        window.retranslate()
        window.open_setup("ciak")
        page = window.setup_page
        page.set_variant("dominion")
        QApplication.processEvents()
        assert page._extra_widgets and all(w.isVisibleTo(window) for w in page._extra_widgets)
        report = scan(window, allowed=NAMES + packs + [BOSS_COMPANY])  # nothing skipped
        page.shutdown()
    assert report.checked > 20 and report.ok(), report.describe()
