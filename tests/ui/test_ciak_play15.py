"""Ciak! played through the window as a family would, at the moments today's changes touch.

* A human who chooses the target of a character's on-play lynch and is then over the cast limit must sacrifice
  ("fit") at once: the prompt says so, clicking a character sacrifices it, and the game goes on. The position is
  a 3-player Massacre of tests/rules/test_ciak_limits.py (seed 49, the random chooser ``Rng(seed ^ 0x5EED)``),
  replayed into a controller and opened in the window, where the rest is clicked.
* After an attack, the fight's banner stays while the turn ends: a hand to discard from lies beside it, every card
  readable (the narrow tray beside the map overlapped seven cards, each name under the next one).

``CIAK_GRABS=<folder>`` saves the screens at the moments that matter (``CIAK_SIZES=1280x800,1920x1080``).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, QSizeF

from gamesuite.content import default_content
from gamesuite.rules.ciak import RULES
from gamesuite.rules.ciak import flow as F
from gamesuite.rules.core import Action, GameConfig, Rng, Viewer
from gamesuite.ui.ciak import presenter as P
from gamesuite.ui.controller import GameController
from tests.support.driver import flush
from tests.ui.test_ciak_support import Family, family_game, players

SIZES = [tuple(int(v) for v in s.split("x")) for s in os.environ.get("CIAK_SIZES", "1280x800").split(",")]
GRABS = os.environ.get("CIAK_GRABS", "")  # a folder: the test saves its screens there to look at (not asserted)


def grab(window: Any, name: str) -> None:
    if not GRABS:
        return
    flush()
    Path(GRABS).mkdir(parents=True, exist_ok=True)
    window.grab().save(str(Path(GRABS) / f"{name}-{window.width()}x{window.height()}.png"))


def over_the_cast(state: Any, seat: int) -> bool:
    p = RULES.view(state, Viewer.TABLE)["players"][seat]
    return int(p["cast_used"]) > int(p["cast_limit"])


def before_the_lynch_choice(seed: int) -> tuple[GameConfig, list[Action], Action]:
    """The actions of the seeded game up to the lynch target choice after which its chooser is over the cast limit
    (found by the cast, not by the decision that follows: a rules engine without the check finds it too)."""
    config = GameConfig("ciak", tuple(players(3)), "massacre", {}, default_content("ciak"))
    s = RULES.new_game(config, seed)
    chooser = Rng(seed ^ 0x5EED)
    done: list[Action] = []
    while not RULES.is_over(s):
        action = RULES.random_action(s, chooser)
        after, _ = RULES.apply(s, action)
        if action.kind == "choose" and F.decision(s)[0] == "lynch" and over_the_cast(after, action.seat):
            return config, done, action
        done.append(action)
        s = after
    raise AssertionError("no fit after a choice in this game")


def open_position(window: Any, qtbot: Any, seed: int) -> tuple[GameController, Action]:
    config, done, choice = before_the_lynch_choice(seed)
    controller = GameController(RULES, config, seed, actions=done, store=window.store)
    window._open_session(controller)  # noqa: SLF001 - a game started from a given position
    qtbot.waitUntil(lambda: window.game_ui.view_widget.isVisible())  # a second game's table shows a moment later
    window.game_ui.finish_animations()
    return controller, choice


def test_a_player_over_the_cast_after_choosing_a_lynch_target_sacrifices_by_clicking(window, qtbot) -> None:  # noqa: ANN001
    window.act_director.setChecked(False)
    for size in SIZES:
        window.resize(*size)
        c, choice = open_position(window, qtbot, 49)
        ui = window.game_ui
        fam = Family(window, qtbot, seed=3, canary=False)
        assert ui.decision() == ("lynch", 0)
        assert ui.table.prompt_title.text == "Anna: choose which of Bruno's characters is lynched"
        grab(window, "fit1-lynch-choice")
        fam.play(choice)  # clicks Bruno's character
        assert ui.decision() == ("fit", 0), "the cast limit is checked right after the choice, before any priority"
        assert ui.table.prompt_title.text == "Anna: too many stars — sacrifice a character"
        assert ui.table.prompt_hint.text == "The cast uses 8 of 6 star spaces: click one of your characters."
        assert fam.buttons() <= {P.HIDE}, "no Pass while over the limit"
        sacrifices = c.legal_actions(seat=0)
        assert sacrifices and {a.kind for a in sacrifices} == {"sacrifice"}
        clickable = fam.driver.clickable_keys()
        assert all(ui.keybook.keys_of(a)[0] in clickable for a in sacrifices), "every character of Anna's can go"
        grab(window, "fit2-fit-prompt")
        used = [8]
        while ui.decision() == ("fit", 0):
            fam.play(c.legal_actions(seat=0)[0])
            used.append(int(c.view(Viewer.TABLE)["players"][0]["cast_used"]))
            if ui.decision()[0] == "fit":
                assert ui.table.prompt_hint.text == (
                    f"The cast uses {used[-1]} of 6 star spaces: click one of your characters.")
            grab(window, f"fit3-after-sacrifice-{len(used) - 1}")
        assert used[-1] <= 6 < used[-2], used
        assert ui.decision()[0] == "priority" and "sacrificed" in " ".join(c.game_log()[-2:])
        turn = int(c.view(Viewer.TABLE)["turn"])
        while int(c.view(Viewer.TABLE)["turn"]) == turn:  # the game goes on: the turn ends, the next one starts
            assert fam.step()
            assert RULES.check_invariants(c.state) == []
            assert fam.steps < 200, "the turn did not end"
        grab(window, "fit4-next-turn")


def test_the_hand_to_discard_from_after_an_attack_lies_beside_the_fight_without_overlapping(one_screen, qtbot) -> None:  # noqa: ANN001, E501
    # two people and two computers (seed 21): Anna attacks in turn 8 and must discard down to six, the fight's banner
    # still shown. The narrow tray beside the map squeezed her seven cards, each name under the next card.
    window = one_screen
    window.resize(*SIZES[0])
    ui, fam = family_game(window, qtbot, seed=21)
    while not (ui.decision()[0] == "discard" and ui.table.combat.isVisible() and ui.shown_seat() is not None):
        assert fam.step() and fam.steps < 1500, "no discard after an attack"
    grab(window, "discard-beside-the-fight")
    tray = ui.table.zones["zone:tray"]
    cards = [QRectF(c.scenePos(), c.footprint()) for c in tray.items]  # the faces (a glow reaches beyond)
    assert len(cards) > 6
    for n, card in enumerate(cards):
        assert not any(card.intersects(other) for other in cards[n + 1:]), "the hand's cards overlap"
    tray_frame, banner = (QRectF(i.scenePos(), QSizeF(i.w, i.h)) for i in (ui.table.tray_frame, ui.table.combat))
    assert not tray_frame.intersects(banner), "the hand covers the fight's outcome"
    assert ui.table.tray_frame.isVisible() and tray.sceneBoundingRect().contains(cards[0].united(cards[-1]))
    fam.play(c_action := window.controller.legal_actions(seat=ui.decision()[1])[0])  # the discard, by a click
    assert c_action.kind == "discard" and ui.decision()[0] != "discard"
