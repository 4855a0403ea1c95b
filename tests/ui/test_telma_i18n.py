"""Telma in other languages: a whole match played step by step in the pseudo-locale, the window scanned after
every step that shows something new (every text translated, every text fits: tests/support/i18n_scan.py).
The same match in Italian: tests/ui/test_telma_i18n_it.py.

The players take the nickname words the table suggests (the game's word lists, in the language shown).
What is allowed raw: the players' names, the buzzer keys' letters and the monogram on the cards' back.
"""

from __future__ import annotations

import re
from typing import Any

from gamesuite.i18n import translate
from gamesuite.rules.core import Action, Rng
from gamesuite.rules.sim import PLAYER_NAMES, default_players
from gamesuite.rules.telma import RULES
from gamesuite.rules.telma.flow import suggestion
from gamesuite.ui.telma import TelmaUI
from gamesuite.ui.telma.keys import key_name
from tests.support.i18n_scan import pseudo_locale, scan

NAMES = list(PLAYER_NAMES)
CARD_BACK = "T"  # the monogram on the back of every card


def raw(window: Any) -> list[str]:
    """Allowed as they are: the players' names, the buzzer keys' letters, the card back."""
    return NAMES + [key_name(k) for k in window.game_ui.table.keys] + [CARD_BACK]


SEED = 5  # 4 players, the short deck: pair and three-way contests, the Surto, ties, three rounds (~570 steps)


def shape(window: Any) -> frozenset[str]:
    """What the table says now, with numbers and names blanked: a step that shows nothing new is not scanned
    again (a reveal looks like the reveal before it)."""
    texts = {str(getattr(item, "text", "")) for item in window.game_ui.table.scene.items() if item.isVisible()}
    texts.add(window.statusBar().currentMessage())
    return frozenset(re.sub(r"\d+|" + "|".join(NAMES), "#", t) for t in texts if t)


def play(window: Any, seed: int, check: Any, players: int = 4, steps: int = 2000) -> int:
    """Play a match of Telma through the window's controller with random moves (filled templates), calling
    ``check()`` after each step that shows something new (and with a call waiting for "whose nickname?" and
    the tie picker open once each); returns how many steps were checked."""
    controller = window.start_game("telma", default_players(players), "standard", {"remove_cross_cards": True},
                                   seed=seed)
    table = window.game_ui.table
    assert isinstance(window.game_ui, TelmaUI)
    table.review_ms = 0
    table.late_press_ms = 0
    rng = Rng(seed)
    picked = tied = False
    checked = 0
    shapes: set[frozenset[str]] = set()
    for _ in range(steps):
        if controller.is_over():
            break
        s = controller.state
        if s.phase == "contest" and not s.contest["calls"] and s.contest["kind"] != "pair" and not picked:
            table.press(s.contest["participants"][0], table.clock.now(), "tap")  # "Whose nickname?"
            assert table.pending
            check()
            assert table.cancel_choice()
            picked = True
        if s.phase == "contest" and len(s.contest["participants"]) > 2 and s.contest["calls"] and not tied:
            table.tie_clicked()  # the picker of who tied
            if table.tie_choice is not None:
                check()
                assert table.cancel_choice()
                tied = True
        action = RULES.random_action(s, rng)
        missing = [i for i in range(s.n) if s.nicknames[i][s.round - 1] is None] if s.phase == "nicknames" else []
        if action.kind == "start_round" and missing:  # as the table's Start: empty boxes get the suggestion first
            action = Action("set_nickname", missing[0], text=suggestion(s, missing[0]))
        if action.kind == "set_nickname":  # the players take the words the table suggests, in their language
            action = Action("set_nickname", action.seat, text=translate("telma", action["text"]))
        assert controller.submit(action) or RULES.why_not(s, action) is not None
        table.finish()
        now = shape(window)
        if now not in shapes:
            shapes.add(now)
            check()
            checked += 1
    assert controller.is_over(), "the match did not end"
    check()  # the end: the scores and who won
    return checked


def test_a_whole_match_in_the_pseudo_locale_is_translated_and_fits(window: Any) -> None:
    findings: list[str] = []
    texts = 0

    def check() -> None:
        nonlocal texts
        report = scan(window, allowed=raw(window))
        texts += report.checked
        findings.extend(str(f) for f in report.unmarked + report.clipped)

    with pseudo_locale():
        window.retranslate()
        steps = play(window, seed=SEED, check=check)
    assert steps > 30 and texts > steps * 10, (steps, texts)
    unique = sorted(set(findings))
    assert not unique, f"{len(unique)} problems:\n" + "\n".join(unique[:40])



def test_four_calls_with_their_reject_buttons_fit_in_the_pseudo_locale(window: Any) -> None:
    # A contest's row of calls is split among the calls (a wrong call stays in the row): four of them, three with
    # their "✗", leave ~170 px of text a call. In a long language a call's line wraps onto two lines instead of being
    # cut with "…" (a whole match in the pseudo-locale, its timing changed by a loaded machine, once cut two).
    from PySide6.QtGui import QImage, QPainter

    from gamesuite.ui.scene import text as scene_text
    from gamesuite.ui.telma import presenter as P

    window.start_game("telma", default_players(4), "standard", {"remove_cross_cards": True}, seed=SEED)
    table = window.game_ui.table
    with pseudo_locale():
        window.retranslate()
        first = translate("telma", "{name} called first")
        later = translate("telma", "{who} +{seconds}s")
        wrong = translate("telma", "{name}: wrong")
        chips = (P.Chip(first.format(name=NAMES[0]), 0, False, 0),
                 P.Chip(later.format(who=NAMES[3], seconds="0.04"), 3, False, 3),
                 P.Chip(later.format(who=NAMES[1], seconds="1.25"), 1, False, 1),
                 P.Chip(wrong.format(name=NAMES[2]), 2, True, None))
        table._apply_chips(chips)
        shown = [label for label in table.chips if label.isVisible()]
        assert [label.text for label in shown] == [chip.text for chip in chips]
        picture = QImage(400, 100, QImage.Format.Format_ARGB32)
        painter = QPainter(picture)
        scene_text.cut_texts = []
        try:
            for label in shown:
                label.paint(painter, None, None)  # type: ignore[arg-type]
            cut = list(scene_text.cut_texts)
        finally:
            scene_text.cut_texts = None
            painter.end()
    assert not cut, cut
