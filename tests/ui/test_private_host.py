"""PrivateHost's keyboard: which controls Tab reaches, in what order, and where the focus starts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton, QScrollArea, QVBoxLayout, QWidget

from gamesuite.rules.core import Viewer
from gamesuite.ui.privacy import PrivateHost, mark_aside


def _host(qtbot, *controls: QWidget) -> tuple[QWidget, PrivateHost]:  # noqa: ANN001
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(600, 500)
    window.show()
    host = PrivateHost(window)

    def build(_viewer: Viewer) -> QWidget:
        panel = QWidget()
        outer = QVBoxLayout(panel)
        scroll = QScrollArea()  # a Tab stop of Qt's own, with widgets of Qt's own inside (viewport, scroll bars)
        body = QWidget()
        inner = QVBoxLayout(body)
        inner.addWidget(QLabel("your hand"))
        for c in controls:
            inner.addWidget(c)
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        outer.addWidget(scroll)
        return panel

    host.show_viewer(Viewer.of_seat(0), "Anna", build, [])
    QApplication.processEvents()
    return window, host


def _names(widgets: list[QWidget]) -> list[str]:
    return [w.objectName() for w in widgets]


def _named(widget: QWidget, name: str) -> QWidget:
    widget.setObjectName(name)
    return widget


def test_buttons_alone_come_in_their_order_and_the_way_back_is_not_the_start(qtbot) -> None:  # noqa: ANN001
    back = mark_aside(_named(QPushButton("Undo"), "undo"))
    _window, host = _host(qtbot, back, _named(QPushButton("A"), "a"), _named(QPushButton("B"), "b"))
    assert _names(host._tab_stops()) == ["undo", "a", "b"]  # no scroll area: it draws no focus mark
    assert QApplication.focusWidget() is not None and QApplication.focusWidget().objectName() == "a"


def test_a_field_among_the_buttons_keeps_its_place(qtbot) -> None:  # noqa: ANN001
    """Buttons are listed alone (cheaper); with a field showing, the field must still come between the buttons
    made before and after it."""
    field = _named(QLineEdit(), "field")
    _window, host = _host(qtbot, _named(QPushButton("A"), "a"), field, _named(QPushButton("B"), "b"))
    assert _names(host._tab_stops()) == ["a", "field", "b"]
    field.hide()
    assert _names(host._tab_stops()) == ["a", "b"]


def test_tab_goes_round_the_panel_through_a_field(qtbot) -> None:  # noqa: ANN001
    field = _named(QLineEdit(), "field")
    _window, host = _host(qtbot, _named(QPushButton("A"), "a"), field, _named(QPushButton("B"), "b"))
    seen = []
    for _ in range(4):
        host.focusNextPrevChild(True)
        seen.append(QApplication.focusWidget().objectName())
    assert seen == ["field", "b", "a", "field"]


def test_a_hidden_control_holding_the_focus_hands_it_to_the_first_one_after_a_refresh(qtbot) -> None:  # noqa: ANN001
    a, b = _named(QPushButton("A"), "a"), _named(QPushButton("B"), "b")
    _window, host = _host(qtbot, a, b)
    b.setFocus()
    host._refreshing = True  # as show_viewer sets it while the panel refreshes
    b.hide()
    host._refreshing = False
    assert QApplication.focusWidget() is b  # nothing moved during the refresh
    host.take_focus()
    assert QApplication.focusWidget() is a


def test_the_focus_is_found_by_qts_own_walk_past_the_covered_table(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """A widget made after the host and before the panel (the table) sits between them in the window's focus
    chain: the walk starts at the panel, and lists nothing (listing cost Quiz Club ~0.5 ms a move)."""
    listed = []
    original = PrivateHost._tab_stops
    monkeypatch.setattr(PrivateHost, "_tab_stops", lambda self: listed.append(1) or original(self))
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(600, 500)
    host = PrivateHost(window)
    table = _named(QPushButton("the table", window), "table")  # made after the host: next to it in the chain
    window.show()
    back = mark_aside(_named(QPushButton("Undo"), "undo"))

    def build(_viewer: Viewer) -> QWidget:
        panel = QWidget()
        lay = QVBoxLayout(panel)
        for c in (back, _named(QPushButton("A"), "a"), _named(QPushButton("B"), "b")):
            lay.addWidget(c)
        return panel

    table.setFocus()
    assert window.focusWidget() is table  # (the window's focus: the one it has when active)
    host.show_viewer(Viewer.of_seat(0), "Anna", build, [])
    assert window.focusWidget() is not None and window.focusWidget().objectName() == "a"
    assert listed == []


def test_with_only_controls_aside_the_keyboard_goes_to_the_first_of_them(qtbot) -> None:  # noqa: ANN001
    _window, host = _host(qtbot, mark_aside(_named(QPushButton("Undo"), "undo")),
                          mark_aside(_named(QPushButton("Back"), "back")))
    assert QApplication.focusWidget().objectName() == "undo"


class _PaintArea(QObject):
    """Sums the area each widget is asked to paint (the rectangles of its paint events' regions)."""

    def __init__(self) -> None:
        super().__init__()
        self.area: dict[int, int] = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Paint:
            area = sum(r.width() * r.height() for r in event.region())
            self.area[id(watched)] = self.area.get(id(watched), 0) + area
        return False


def test_the_first_control_takes_the_keyboard_without_painting_the_whole_panel_again(qtbot) -> None:  # noqa: ANN001
    """The pressed button went with the refresh (a Telefilm bet takes its own button away): the keyboard goes to the
    first control by Qt's Tab walk from the panel, through the scroll area. Each of them repainted whole when the
    focus came in and went out (Qt's focus-in and focus-out on a plain widget): ~3 ms a bet on the Director's panel.
    Now only the buttons that changed are painted again."""
    a, b, c = _named(QPushButton("A"), "a"), _named(QPushButton("B"), "b"), _named(QPushButton("C"), "c")
    kept = c.sizePolicy()
    kept.setRetainSizeWhenHidden(True)  # its row keeps its place (as a bet's row does): nothing else moves
    c.setSizePolicy(kept)
    window, host = _host(qtbot, a, b, c)
    qtbot.waitExposed(window)
    panel = host.panel
    assert panel is not None
    c.setFocus()  # the player pressed it
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest.value)
    counter = _PaintArea()
    QApplication.instance().installEventFilter(counter)
    try:
        with host.no_focus_moves():
            c.hide()  # it went with the refresh: it keeps the focus until the refresh is done
        host.take_focus()
        QApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest.value)
    finally:
        QApplication.instance().removeEventFilter(counter)
    assert QApplication.focusWidget() is a
    whole = panel.width() * panel.height()
    painted = sum(counter.area.values())  # every widget's: the panel, the scroll area, its viewport, the buttons
    assert 0 < painted < whole / 4, (painted, whole)  # the buttons' places (a's gone, b's ring), not the panel's
