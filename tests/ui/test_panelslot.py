"""PanelSlot: a panel is deleted when the slot lets it go, unless its game's UI keeps it (``kept``)."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from gamesuite.rules.core import Viewer
from gamesuite.ui.panelslot import PanelSlot


def _let_go(qtbot, kept: bool) -> tuple[QWidget, QLabel]:  # noqa: ANN001
    host = QWidget()
    qtbot.addWidget(host)
    slot = PanelSlot(QVBoxLayout(host))
    panel = QLabel("seat 0")
    panel.kept = kept  # type: ignore[attr-defined]
    assert slot.show(Viewer.of_seat(0), lambda _v: panel, []) is panel
    host.show()
    assert panel.isVisible()
    slot.show(Viewer.of_seat(1), lambda _v: QLabel("seat 1"), [])  # the next player's view
    qtbot.wait(10)  # the event loop runs the deferred deletions
    return host, panel


def test_a_panel_the_slot_lets_go_is_deleted(qtbot) -> None:  # noqa: ANN001
    _host, panel = _let_go(qtbot, kept=False)
    assert not shiboken6.isValid(panel)


def test_a_kept_panel_is_only_hidden_for_its_game_to_show_again(qtbot) -> None:  # noqa: ANN001
    host, panel = _let_go(qtbot, kept=True)
    assert shiboken6.isValid(panel) and not panel.isVisible()
    assert host.layout().indexOf(panel) == -1  # out of the layout: the next player's panel has the room
