"""What a family tripped over at the Ciak! table in the seventeenth session's play (helper playciak17), in the
real window:

* the large preview of the rival company a player had just clicked to attack stayed under the pointer, over the
  fight's banner: the d20's roll and ATT against DIF were hidden until the mouse moved (the same after aiming a
  card at a target: the preview of the target covered the stack). A click that makes the move puts it away.

``CIAK_GRABS=<folder>`` saves the screens, as tests/ui/test_ciak_play15.py.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF

from gamesuite.rules.core import Viewer
from tests.ui.pointer import hover
from tests.ui.test_ciak_play15 import SIZES, grab
from tests.ui.test_ciak_support import family_game


def test_the_preview_of_the_attacked_company_does_not_hide_the_fight(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    window.resize(*SIZES[0])
    ui, fam = family_game(window, qtbot, seed=21)  # Anna and Carla people, Bruno and Dario computers
    c = window.controller
    while True:
        kind, seat = ui.decision()
        attacks = [a for a in c.legal_actions(seat=seat) if a.kind == "attack"] if kind == "attack" else []
        if attacks and ui.automatic() is None and not fam.driver.gate_up():
            break
        assert fam.step() and fam.steps < 1500, "no person attacks"
    attack = attacks[0]
    (key,) = ui.keybook.keys_of(attack)  # the rival's company
    company = ui.table.scene.keyed(key)
    view = ui.table_widget()
    at = view.mapFromScene(fam.visible_point(company))
    hover(qtbot, view, at, lambda: ui.table.preview.isVisible() and ui.table.preview.model == key)
    before = len(c.actions)
    fam.click_item(company)  # the pointer stays on the company
    fam._after()  # noqa: SLF001 - the family's bookkeeping after a move
    assert len(c.actions) == before + 1 and c.actions[-1] == attack
    grab(window, "attack-clicked")
    assert c.view(Viewer.TABLE)["phase"] == 3
    banner = ui.table.combat
    assert banner.isVisible(), "the fight's banner shows the roll"
    preview = ui.table.preview
    box = preview.mapRectToScene(QRectF(0, 0, preview.width, preview.height))
    assert not (preview.isVisible() and box.intersects(QRectF(banner.scenePos(), QSizeF(banner.w, banner.h)))), \
        "the preview of the clicked company covers the fight's banner"
