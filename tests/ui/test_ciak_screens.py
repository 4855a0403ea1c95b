"""The Ciak! table's big moments, set up from seeded games and checked: a stack of two with its arrows, a fight,
the gate, the open hand, a card preview; every item hovered. With ``CIAK_SHOTS=<folder>`` the test also saves
them at 1280x800 and 1920x1080 (``docs/screenshots/ciak-*.png`` are made this way)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from gamesuite.rules.core import Rng, Viewer
from gamesuite.ui.ciak import presenter as P
from gamesuite.ui.ciak.items import CiakCardItem
from tests.ui.test_ciak_support import Family, check_canary, players

SIZES = ((1280, 800), (1920, 1080))
OUT = os.environ.get("CIAK_SHOTS")


def shoot(window: Any, name: str, widget: Any = None) -> None:
    """Save ``widget`` (the window) at both sizes when CIAK_SHOTS names a folder."""
    if not OUT:
        return
    Path(OUT).mkdir(parents=True, exist_ok=True)
    for w, h in SIZES:
        window.resize(w, h)
        QApplication.processEvents()
        window.game_ui.finish_animations()
        QApplication.processEvents()
        (widget or window).grab().save(str(Path(OUT) / f"ciak-{name}-{w}x{h}.png"))
    window.resize(1280, 800)
    QApplication.processEvents()


def reach(window: Any, n: int, variant: str, want: Callable[[Any], bool], seeds: range,
          options: dict[str, Any] | None = None) -> None:
    """Start seeded games and play random moves until ``want(table view)``; the first seed that gets there."""
    for seed in seeds:
        window.start_game("ciak", players(n), variant, {"starting_millions": 5} | (options or {}), seed=seed)
        c = window.controller
        rng = Rng(seed)
        for _ in range(900):
            if c.is_over():
                break
            if want(c.view(Viewer.TABLE)):
                window.game_ui.finish_animations()
                return
            c.submit(c.rules.random_action(c.state, rng))
    pytest.fail("no seed reached the wanted moment")


def busy(view: Any) -> bool:
    return view["turn"] >= 7 and sum(len(p["cast"]) for p in view["players"]) >= 6


def stack_of_two(view: Any) -> bool:
    return busy(view) and len(view["stack"]) == 2 and all(it.get("target") for it in view["stack"])


def fight(view: Any) -> bool:
    c = view.get("combat") or {}
    return view["turn"] >= 5 and c.get("stage") == "fight" and len(view["stack"]) == 1 \
        and view["decision"]["kind"] == "priority" and view["decision"]["seat"] != view["active"]


def test_a_stack_of_two_points_at_its_targets(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    reach(window, 4, "massacre", stack_of_two, range(1, 40))
    ui = window.game_ui
    arrows = ui.table.arrows.model
    assert len(arrows) == 2 and len(ui.table.stack_zone.items) == 2
    assert "On the stack: 2" in ui.table.stack_label.text
    check_canary(window)
    shoot(window, "stack")
    top = ui.table.stack_zone.items[-1]
    view = ui.table_widget()
    window.resize(1920, 1080)
    QApplication.processEvents()
    qtbot.mouseMove(view.viewport(), view.mapFromScene(top.sceneBoundingRect().center()))
    assert ui.table.preview.isVisible() and ui.table.preview.model == top.key
    check_canary(window)
    shoot(window, "preview")


def test_a_fight_shows_the_die_and_the_totals(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    reach(window, 3, "massacre", fight, range(1, 60))
    ui = window.game_ui
    banner = ui.table.combat
    m = banner.model
    assert banner.isVisible() and m is not None and m.stage == "fight"
    view = window.controller.view(Viewer.TABLE)
    assert (m.att, m.dif) == (view["players"][m.attacker]["total_att"], view["players"][m.defender]["total_dif"])
    assert banner.die.shown == m.roll and m.needs is not None and m.roll >= m.needs
    check_canary(window)
    shoot(window, "combat")


def test_the_gate_and_the_open_hand(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    reach(window, 4, "massacre", lambda v: busy(v) and v["phase"] == 2 and not v["stack"]
          and v["decision"]["kind"] == "priority" and v["decision"]["seat"] == v["active"]
          and v["players"][v["active"]]["hand_size"] >= 6, range(2, 40))
    fam = Family(window, qtbot)
    fam.click_key(P.LOOK)
    assert window.page.gate.isVisible()
    shoot(window, "gate")
    fam.driver.confirm_gate()
    ui = window.game_ui
    assert ui.table.tray_frame.isVisible() and ui.table.scene.keyed("zone:tray").items
    check_canary(window)
    card = ui.table.scene.keyed("zone:tray").items[1]
    view = ui.table_widget()
    window.resize(1920, 1080)
    QApplication.processEvents()
    qtbot.mouseMove(view.viewport(), view.mapFromScene(card.sceneBoundingRect().center()))
    assert ui.table.preview.model == card.key
    shoot(window, "hand")


def test_every_item_of_a_busy_table_survives_the_mouse(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    reach(window, 4, "alliance", stack_of_two, range(1, 40))
    ui = window.game_ui
    Family(window, qtbot).click_key(P.LOOK) if P.LOOK in {b.key for b in ui.table.actions.buttons} else None
    if window.page.gate.isVisible():
        Family(window, qtbot).driver.confirm_gate()
    view = ui.table_widget()
    window.resize(1920, 1080)
    QApplication.processEvents()
    previews = 0
    for item in ui.table.scene.items():
        if not item.isVisible() or item is ui.table.preview:
            continue
        centre = view.mapFromScene(item.sceneBoundingRect().center())
        if not view.viewport().rect().contains(centre):
            continue
        qtbot.mouseMove(view.viewport(), centre)
        if isinstance(item, CiakCardItem) and item.model is not None and ui.table.preview.model == item.key:
            previews += 1
    qtbot.mouseMove(view.viewport(), QPoint(1, 1))
    assert previews >= 6
    assert not ui.table.preview.isVisible()
    check_canary(window)
