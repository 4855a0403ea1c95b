"""A Quiz Club game with both expansions sorted in, set up on the new-game page and played to the end by clicking
(issue #16), with the canary checks: no hidden question or answer reaches a screen it should not.

The set-up is clicked too: both expansions ticked, most built-in characters' cards taken out (so the
expansions' cards come up often), Frieda and Jonas chosen for two seats, Start.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox

from gamesuite.rules.core import Viewer
from gamesuite.ui.quizclub.handcard import HandCardView
from tests.ui.leaks import assert_no_leak, everything_shown
from tests.ui.test_quizclub import FamilyPlayer, assert_game_finished_on_screen, secrets_for

PACK_CHARACTERS = {"frieda": "Frieda", "jonas": "Jonas"}


def click(qtbot: Any, widget: Any) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(widget.width() // 2, widget.height() // 2))


def pick(qtbot: Any, combo: QComboBox, character: str) -> None:
    """Choose ``character`` in a seat's list like a player: open it, click the line."""
    combo.showPopup()
    view = combo.view()
    index = combo.model().index(combo.findData(character), 0)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    if combo.currentData() != character:  # an offscreen popup that did not take the click: the keyboard
        combo.setFocus()
        combo.setCurrentIndex(combo.findData(character))
    combo.hidePopup()


def set_up_by_clicking(window: Any, qtbot: Any, players: int) -> None:
    click(qtbot, window.launcher.tiles["quizclub"])
    page = window.setup_page
    while len(page.rows) < players:
        click(qtbot, page.add_button)
    while len(page.rows) > players:
        click(qtbot, page.rows[-1].remove)
    cards, characters = page.extras
    for row in cards.rows:
        if row.info.id in ("quizclub-exp-boardgames", "quizclub-exp-travel"):
            box: QCheckBox = row.box
            click(qtbot, box)
    for cid in ("bernd", "esther", "torben", "marike", "gregori", "arnold"):
        click(qtbot, cards.deck_boxes[cid])
    pick(qtbot, characters.rows[0].combo, "frieda")
    pick(qtbot, characters.rows[2].combo, "jonas")
    assert page.start_button.isEnabled(), page.reason.text()
    click(qtbot, page.start_button)
    assert window.controller is not None and window.setup_page is None, window.messages
    window.controller.autosave = lambda: None


class ExpansionPlayer(FamilyPlayer):
    """The family player, who also looks at the expansion cards in her hand once."""

    seen_card_owner = ""

    def choose_question(self, panel: Any, view: dict) -> None:
        mine = [c for c in view["hand"] if c["character"] in PACK_CHARACTERS]
        if mine and not self.seen_card_owner:
            card = mine[0]
            widget = panel.findChild(HandCardView, f"card-{card['id']}")
            assert widget is not None
            shown = everything_shown(widget)
            assert f"{card['character_name']}'s card" in shown  # the corner says whose card, by her name
            self.seen_card_owner = card["character_name"]
        super().choose_question(panel, view)


def expansion_questions(controller: Any) -> int:
    s = controller.state
    return sum(1 for h in s.history if h[0] == "question" and s.index[h[4]]["character"] in PACK_CHARACTERS)


def test_a_whole_game_with_both_expansions_on_two_screens_with_the_canaries(window: Any, qtbot: Any) -> None:
    set_up_by_clicking(window, qtbot, 4)
    c = window.controller
    table = c.view(Viewer.TABLE)
    assert [p["character_name"] for p in table["players"]][0::2] == ["Frieda", "Jonas"]
    assert {ch["id"]: ch["cards"] for ch in table["deck"]["characters"]}["frieda"] == 30
    qtbot.waitUntil(lambda: window.director.isVisible())
    player = ExpansionPlayer(window, qtbot, seed=12, check_leaks=True, panel_every=3)
    player.play()
    assert_game_finished_on_screen(window, player)
    assert player.seen_card_owner in PACK_CHARACTERS.values()
    assert expansion_questions(c) >= 8  # the expansions' questions were asked
    assert player.leak_checks >= 60
    # What the table model holds comes from the public view only (the presenter reads nothing else), so it is
    # public: a short hidden answer such as "Six" may also be a word of the board's own "Six rounds played."
    public = repr(dataclasses.asdict(window.game_ui.last_model))
    assert_no_leak(window, [s for s in secrets_for(c) if s not in public], c.game_log())
    seats = window.game_ui.last_model.seats
    assert [(s.character_name, s.character_colour) for s in seats[0::2]] == [("Frieda", "#9a5bd1"),
                                                                              ("Jonas", "#2fb3b3")]


def test_a_whole_game_with_both_expansions_on_one_screen(one_screen: Any, qtbot: Any) -> None:
    window = one_screen
    set_up_by_clicking(window, qtbot, 3)
    assert window.page.gate.isVisible()
    player = ExpansionPlayer(window, qtbot, seed=4, check_leaks=True, panel_every=6)
    player.play()
    assert_game_finished_on_screen(window, player)
    assert expansion_questions(window.controller) >= 6
