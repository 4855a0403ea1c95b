"""Ciak's floating messages ("No response", "Pass", "Sacking of 1!", "Out!") keep clear of the seat's header (its
name and badges: "Computer · Normal", "TURN") and of one another."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF

from gamesuite.rules.core import Event
from gamesuite.ui.ciak import CiakUI
from gamesuite.ui.ciak import layout as L
from gamesuite.ui.scene.animation import set_reduce_motion
from gamesuite.ui.scene.floating import FAINT, FloatingText
from tests.ui.test_ciak_support import players


def messages(ui: CiakUI) -> list[FloatingText]:
    return [i for i in ui.table.scene.items() if isinstance(i, FloatingText)]


def test_a_seats_messages_rise_under_its_header_and_apart(window: Any) -> None:
    window.start_game("ciak", players(4, {1: "normal", 2: "normal", 3: "normal"}), "massacre", seed=2)
    ui = window.game_ui
    assert isinstance(ui, CiakUI)
    ui.runner.paused = True
    set_reduce_motion(False)
    try:
        events = [Event("pass", data={"seat": s}) for s in range(4)]
        events += [Event("pass", data={"seat": 1}), Event("damage", data={"seat": 2, "sackings": 1}),
                   Event("eliminated", data={"seat": 3})]
        ui._effects(events, {"active": 0})  # noqa: SLF001 - what a refresh shows after these events
        shown = messages(ui)
        assert len(shown) == len(events)
        heads = [f.mapRectToScene(QRectF(0, 0, f.w, L.HEADER_H)) for f in ui.table.frames]
        for _step in range(0, 1600, 10):
            live = [m for m in shown if m.scene() is not None and m.opacity() >= FAINT]
            boxes = [m.mapRectToScene(m.ink()) for m in live]
            for m, box in zip(live, boxes, strict=True):
                assert not any(box.intersects(h) for h in heads), f"{m.text!r} rose over a seat's header"
            for n, box in enumerate(boxes):
                assert not any(box.intersects(other) for other in boxes[n + 1:]), "two messages overlap"
            for m in live:
                for anim in list(m._anims.values()):  # noqa: SLF001 - the test plays the clock
                    anim.setCurrentTime(min(anim.duration(), anim.currentTime() + 10))
    finally:
        for m in messages(ui):
            m.finish_animations()
        set_reduce_motion(True)
