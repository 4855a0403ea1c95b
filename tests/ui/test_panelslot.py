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


def _prepared(qtbot, key: object) -> tuple[QWidget, PanelSlot, QWidget, list]:  # noqa: ANN001
    """A shown host whose slot built a panel ahead (every piece run, as idle turns would), and the draw calls made
    meanwhile."""
    from tests.ui.leaks import record_draw_calls

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(600, 400)
    host.show()
    slot = PanelSlot(QVBoxLayout(host))
    panel = QWidget()
    inner = QVBoxLayout(panel)
    inner.addWidget(QLabel("the secret hand"))
    with record_draw_calls() as calls:
        for _ in slot.prepare(Viewer.of_seat(0), lambda _v: panel, key):
            pass
    return host, slot, panel, calls


def test_a_panel_built_ahead_is_laid_out_but_never_shown_or_painted(qtbot) -> None:  # noqa: ANN001
    from tests.ui.leaks import everything_shown

    host, slot, panel, calls = _prepared(qtbot, key := object())
    label = panel.findChild(QLabel)
    assert panel.isHidden() and not panel.isVisibleTo(host) and not label.isVisible()
    assert host.layout().indexOf(panel) >= 0  # in its place, left out of the layout while hidden
    # laid out as it will be shown (a widget never laid out stands at 640x480, its label over the whole of it)
    assert panel.geometry() == host.rect().marginsRemoved(host.layout().contentsMargins())
    assert label.geometry() == panel.rect().marginsRemoved(panel.layout().contentsMargins())
    assert [c.text for c in calls] == []  # nothing of it painted while it was built
    assert "the secret hand" not in everything_shown(host)
    # the confirm shows it: no build, no new layout
    assert slot.show(Viewer.of_seat(0), lambda _v: QLabel("built again"), [], key) is panel
    assert (slot.builds, slot.adopted) == (1, 1) and label.isVisible()
    assert "the secret hand" in everything_shown(host)


def test_a_panel_built_ahead_for_another_state_or_viewer_is_dropped(qtbot) -> None:  # noqa: ANN001
    for viewer, key in ((Viewer.of_seat(0), object()), (Viewer.of_seat(1), None)):
        _host, slot, panel, _calls = _prepared(qtbot, key)
        other = QLabel("seat now")
        assert slot.show(viewer, lambda _v, o=other: o, [], object()) is other  # another state: built again
        assert slot.adopted == 0
        qtbot.wait(10)
        assert not shiboken6.isValid(panel)  # the one built ahead is deleted


def test_a_panel_built_ahead_goes_with_drop_ready(qtbot) -> None:  # noqa: ANN001
    _host, slot, panel, _calls = _prepared(qtbot, object())
    slot.drop_ready()
    qtbot.wait(10)
    assert slot.ready is None and not shiboken6.isValid(panel)
