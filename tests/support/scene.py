"""A shown table view for kit tests: one way to put a scene on screen (960x540, exposed)."""

from __future__ import annotations

from typing import Any

from gamesuite.ui.scene import TableScene, TableView


def shown_view(qtbot: Any, scene: TableScene) -> TableView:
    """``scene`` in a 960x540 TableView, shown and exposed (closed with the test by qtbot)."""
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(960, 540)
    view.show()
    qtbot.waitExposed(view)
    return view
