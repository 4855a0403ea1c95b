"""PanelSlot: a panel is deleted when the slot lets it go, unless its game's UI keeps it (``kept``)."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from gamesuite.rules.core import Viewer
from gamesuite.ui import keptbar
from gamesuite.ui.panelslot import PanelSlot, settle_layouts


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


# -- built in pieces ---------------------------------------------------------------------------------------------
def widget_tree(widget: QWidget) -> list[tuple]:
    """What a panel shows, widget by widget in tree order: class, name, text, shown or not, geometry (of what is
    visible: a hidden widget's is not used), font size."""
    out: list[tuple] = []

    def walk(w: QWidget, depth: int) -> None:
        text = w.text() if hasattr(w, "text") and callable(w.text) else ""
        out.append((depth, type(w).__name__, w.objectName(), text, w.isHidden(),
                    w.geometry().getRect() if w.isVisible() else None,
                    w.font().pointSizeF(), w.font().pixelSize(), w.font().bold()))
        for child in w.children():
            if isinstance(child, QWidget) and not child.isWindow():
                walk(child, depth + 1)

    walk(widget, 0)
    return out


def _host(qtbot) -> tuple[QWidget, PanelSlot]:  # noqa: ANN001
    host = QWidget()
    qtbot.addWidget(host)
    host.setObjectName("privateHost")
    host.setStyleSheet("#privateHost { background: #f6f2e7; }")
    host.resize(1280, 760)
    host.show()
    return host, PanelSlot(QVBoxLayout(host))


_HOSTS: list[QWidget] = []  # alive until the next comparison


def _both(qtbot, build, viewer: Viewer, key: object) -> tuple[QWidget, QWidget, int]:  # noqa: ANN001
    """``build(viewer)`` shown by two slots: built at once (on the click), and ahead in pieces then adopted."""
    h1, at_once = _host(qtbot)
    whole = at_once.show(viewer, build, [])
    h2, ahead = _host(qtbot)
    pieces = sum(1 for _ in ahead.prepare(viewer, build, key))
    piecewise = ahead.show(viewer, lambda _v: QLabel("built again"), [], key)
    assert ahead.adopted == 1
    for old in _HOSTS:
        old.close()
        old.deleteLater()
    _HOSTS[:] = [h1, h2]
    return whole, piecewise, pieces


class _Toy(QWidget):
    """A panel built in pieces: three labels, one a piece, in a frame the constructor makes."""

    def __init__(self) -> None:
        from gamesuite.ui.panelslot import building_in_pieces

        super().__init__()
        self.column = QVBoxLayout(self)
        self._pieces = self._build()
        if not building_in_pieces():
            for _ in self._pieces:
                pass

    def build_pieces(self):  # noqa: ANN201
        return self._pieces

    def _build(self):  # noqa: ANN202
        for text in ("one", "two", "three"):
            self.column.addWidget(QLabel(text))
            yield


def test_a_piecewise_panel_builds_its_frame_only_when_built_ahead(qtbot) -> None:  # noqa: ANN001
    from gamesuite.ui.panelslot import PiecewisePanel, in_pieces

    whole = _Toy()
    qtbot.addWidget(whole)
    assert isinstance(whole, PiecewisePanel) and len(whole.findChildren(QLabel)) == 3  # anywhere else: all of it
    with in_pieces():
        frame = _Toy()
    qtbot.addWidget(frame)
    assert frame.findChildren(QLabel) == []  # the slot runs the rest
    assert next(frame.build_pieces(), "done") is None and len(frame.findChildren(QLabel)) == 1
    _host_, slot = _host(qtbot)
    steps = list(slot.prepare(Viewer.of_seat(0), lambda _v: _Toy(), key := object()))
    assert len(steps) >= 2 + 3  # build, polish in the host, a label a piece (then the layout)
    panel = slot.show(Viewer.of_seat(0), lambda _v: QLabel("no"), [], key)
    assert [w.text() for w in panel.findChildren(QLabel)] == ["one", "two", "three"]


def test_a_panel_shown_before_its_pieces_ran_is_finished_by_the_click(qtbot) -> None:  # noqa: ANN001
    _host_, slot = _host(qtbot)
    pieces = slot.prepare(Viewer.of_seat(0), lambda _v: _Toy(), key := object())
    for _ in range(3):  # built, in the host, one label: the player clicks now
        next(pieces)
    assert slot.ready is not None and len(slot.ready[2].findChildren(QLabel)) == 1
    panel = slot.show(Viewer.of_seat(0), lambda _v: QLabel("no"), [], key)
    assert slot.adopted == 1 and [w.text() for w in panel.findChildren(QLabel)] == ["one", "two", "three"]
    assert list(pieces) == []  # what was left of the build ahead stops: the panel is the slot's now


def test_telefilm_panels_built_in_pieces_are_the_same_as_built_at_once(qtbot) -> None:  # noqa: ANN001
    """The Director's panel (and a Star's hand) built ahead in pieces show exactly what the one-piece build shows:
    the same widgets, texts, fonts, visibility and geometry, in every phase of a few turns."""
    from gamesuite.ui.telefilm.panels import DirectorPanel, HandPanel

    controller, states = _controller("telefilm", 70, 5)
    phases = set()
    seen = 0
    for i, state in enumerate(states):
        if i % 3:
            continue
        controller.state = state
        view = controller.view(Viewer.DIRECTOR)
        phases.add((view["phase"], (view.get("question") or {}).get("step")))
        whole, piecewise, pieces = _both(qtbot, lambda _v: DirectorPanel(controller), Viewer.DIRECTOR, state)
        assert pieces > 4  # the frame, then a card or a block a piece
        assert widget_tree(piecewise) == widget_tree(whole)
        piecewise.refresh([])  # the view now, one piece: a build that left anything out or different shows here
        settle_layouts()
        assert widget_tree(piecewise) == widget_tree(whole)
        seen += 1
    hand_whole, hand_piecewise, _ = _both(qtbot, lambda v: HandPanel(controller, v.seat), Viewer.of_seat(1), state)
    assert widget_tree(hand_piecewise) == widget_tree(hand_whole)
    assert seen >= 15 and {p for p, _s in phases} >= {"bets", "questions"}


def _controller(game: str, moves: int, seed: int) -> tuple:  # noqa: ANN001
    from gamesuite.content import load_content
    from gamesuite.rules import registry
    from gamesuite.rules.core import GameConfig, Rng
    from gamesuite.rules.sim import default_players
    from gamesuite.ui.controller import GameController

    rules = registry.get_rules(game)
    config = GameConfig(game, tuple(default_players(4)), None, {}, load_content(game, None))
    controller = GameController(rules, config, seed)
    rng = Rng(seed)
    states = []
    for _ in range(moves):
        if controller.is_over():
            break
        controller.submit(rules.random_action(controller.state, rng))
        states.append(controller.state)
    return controller, states


def test_quizclub_panels_built_in_pieces_are_the_same_as_built_at_once(qtbot) -> None:  # noqa: ANN001
    from gamesuite.ui.quizclub.panels import AskerPanel

    controller, states = _controller("quizclub", 40, 3)
    seen = set()
    for state in states[::2]:
        controller.state = state
        view = controller.view(Viewer.TABLE)
        seat = int(view["active"])
        whole, piecewise, pieces = _both(qtbot, lambda v: AskerPanel(controller, v.seat), Viewer.of_seat(seat),
                                         state)
        assert pieces > 4 and piecewise.built  # the frame, the header, a hand card a piece, the step
        assert widget_tree(piecewise) == widget_tree(whole)
        piecewise._show(controller.view(Viewer.of_seat(seat)))  # the view, in one piece (refresh: only if it changed)
        settle_layouts()
        assert widget_tree(piecewise) == widget_tree(whole)
        seen.add(view["phase"])
    assert {"choose_player", "choose_question", "answer"} <= seen


def test_a_kept_panel_let_go_half_built_is_whole_when_shown_again(qtbot) -> None:  # noqa: ANN001
    """Quiz Club keeps a seat's panel for her next turns: dropped before every piece ran (the state changed behind
    the gate), it is finished when it is shown again."""
    from gamesuite.ui.quizclub.panels import AskerPanel

    controller, states = _controller("quizclub", 4, 3)
    seat = int(controller.view(Viewer.TABLE)["active"])
    kept: list[AskerPanel] = []

    def build(v: Viewer) -> AskerPanel:
        if not kept:
            kept.append(AskerPanel(controller, v.seat))
            kept[0].kept = True
        else:
            kept[0].reuse()
        return kept[0]

    _h, slot = _host(qtbot)
    pieces = slot.prepare(Viewer.of_seat(seat), build, object())
    for _ in range(3):
        next(pieces)
    assert not kept[0].built
    slot.drop_ready()  # things changed: let go (kept by its game, hidden)
    assert not kept[0].built
    panel = slot.show(Viewer.of_seat(seat), build, [])
    assert panel is kept[0] and panel.built
    whole, _piecewise, _n = _both(qtbot, lambda v: AskerPanel(controller, v.seat), Viewer.of_seat(seat), object())
    settle_layouts()
    assert widget_tree(panel) == widget_tree(whole)


def test_the_directors_scroll_bar_copied_from_its_kept_picture_is_the_same_pixels(qtbot, monkeypatch) -> None:  # noqa: ANN001
    # The Director panel's scroll bar at rest is copied from a picture its style drew once (the style drew it at
    # every paint, ~0.9 ms): drawn onto a transparent picture, the copy's edges differed by one (812 pixels a grab).
    from gamesuite.ui.telefilm import panels

    controller, states = _controller("telefilm", 1, 5)
    controller.state = states[0]  # the bets: four cards, taller than the panel
    panel = panels.DirectorPanel(controller)
    qtbot.addWidget(panel)
    panel.resize(1100, 640)
    panel.show()
    qtbot.waitExposed(panel)
    settle_layouts()
    bar = panel.body_scroll.verticalScrollBar()
    assert isinstance(bar, keptbar.KeptScrollBar) and bar.isVisible()
    keptbar._BARS.clear()
    panel.draw_ahead()  # as the shell's slot does for a panel built ahead, once it is laid out
    assert len(keptbar._BARS) == 1
    kept = panel.grab().toImage()
    monkeypatch.setattr(keptbar.KeptScrollBar, "_key", lambda _self: None)  # Qt's own paint, every time
    assert panel.grab().toImage() == kept
