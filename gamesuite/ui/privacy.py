"""Private views by placement: a game asks for "this viewer's private view", the shell decides where.

Why: games used to reach into the main window to find the Director window, and one faked a Director
viewer to get a seat onto the second screen. Now a game only answers three questions (see
:class:`gamesuite.ui.games.GameUI`): who needs privacy now (``private_viewer``), may that viewer use the
private screen (``uses_private_screen``), and does their view replace the table behind the gate
(``private_placement`` = ``"panel"``) or show on the table itself (``"table"``: the game draws that seat's
view on its own scene, e.g. a card hand face up). The :class:`PrivateRouter` places it:

0. the viewer's seat is held by a phone (phone play, :mod:`gamesuite.ui.phones`) → nothing private on any
   screen of the computer: no gate, no panel, no private window; the phone shows the seat's view and the
   table keeps taking public input (a phone seat never gates, even while its phone is away: the table
   can release the seat, and then the gate comes back for it);
1. a second screen is in use and the viewer may use it → the private window (covered until the named
   player uncovers it; the table stays visible and keeps taking public input);
2. otherwise the hand-off gate covers the main window, and nothing private shows until the named player
   confirms; then the panel (built once, refreshed in place while the same viewer keeps acting) or the
   game's own table in that viewer's view.

While the gate waits, the panel behind it is built ahead in idle turns (:meth:`PanelSlot.prepare`, run by
:meth:`PanelSlot.build_ahead`; the private screen does the same behind its cover): explicitly hidden inside the host,
never shown or painted, in no visible widget, and shown only by the confirm, only if the game's state is still the
one it was built for (else it is dropped and built on the click). The click then costs the panel's show and first
paint, not its build, polish and layout (30-120 ms for Telefilm's Director panel, in one turn).

What to avoid: showing or painting anything private before the confirm (a panel built ahead stays hidden and is
dropped when the viewer or the state changes or the game goes), rebuilding a panel on every change (refresh it in
place: a rebuild costs tens of milliseconds and loses the reader's place), and letting a game decide placement
itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gamesuite.i18n import translate
from gamesuite.rules.core import Event, Viewer
from gamesuite.ui import theme
from gamesuite.ui.idle import IdleQueue
from gamesuite.ui.panelslot import PanelSlot

if TYPE_CHECKING:
    from gamesuite.ui.director import DirectorWindow
    from gamesuite.ui.games import GameUI
    from gamesuite.ui.handoff import HandoffGate


HOST_PAPER = "#f6f2e7"  # the host's paper, under its panel (its ``paperColour`` property, for the panels)


ASIDE = "aside"  # a control's property: it is beside the step's way forward (see :func:`mark_aside`)
UNDOES = "undoes"  # its value for a control that takes back a move: never the keyboard's start, even alone
W = TypeVar("W", bound=QWidget)


def mark_aside(widget: W, *, undoes: bool = False) -> W:
    """Mark ``widget`` as aside from the step's way forward: a way back (undo a choice, ask someone else, back to
    the table) or a side outcome ("Anna gave no answer"). The panel's keyboard focus never starts on it; Tab still
    reaches it.

    Why: when the button a player pressed by Space went with its step, the focus went to the panel's first control,
    Quiz Club's "Ask someone else" or Telefilm's "Undo last bet", and a second Space undid the choice just made (or,
    at the answer step, recorded that nobody answered).
    What to avoid: a rule by position (the next control after the pressed one): panels lay their steps out in
    different orders, and the controls aside are often first, in the header.

    ``undoes``: the control takes back a move ("Undo last bet"); the keyboard does not start on it even when it is the
    panel's only control (the Director's window keeps the panel after the turn's last bet with that button alone, and
    a second Space took the bet back); the panel itself holds the keyboard then."""
    widget.setProperty(ASIDE, UNDOES if undoes else True)
    return widget


def _first_forward(stops: list[QWidget]) -> QWidget | None:
    """The first of ``stops`` on the way forward: not aside (:func:`mark_aside`), one aside only when there is nothing
    else, and never one that undoes (None then)."""
    forward = next((w for w in stops if not w.property(ASIDE)), None)
    return forward if forward is not None else next((w for w in stops if w.property(ASIDE) != UNDOES), None)


def _scroll_area_of(widget: QWidget, top: QWidget) -> QScrollArea | None:
    """The nearest scroll area holding ``widget`` below ``top`` (None without one)."""
    w = widget.parentWidget()
    while w is not None and w is not top:
        if isinstance(w, QScrollArea):
            return w
        w = w.parentWidget()
    return None


class PanelKeys(QWidget):
    """The keyboard rules of a widget showing one private panel in its :class:`PanelSlot` (``slot``): the private host
    on the main window and the Director's window on the second screen.

    Why: the Director's window had none of them (uncovered by Space the keyboard sat on no control, its first Tab on
    the scroll area, and after the turn's last bet it fell to "Undo last bet": test_keys16_panels).
    What to avoid: rules of one's own in either (they drift apart)."""

    slot: PanelSlot
    keys_in_use = False  # the player uses the keys here: the button holding them shows the focus ring
    _refreshing = False  # a panel's refresh runs: no focus moves until it is done (show_in_slot)
    _qt_walk = False  # take_focus walks with Qt's own Tab
    _enter_down = False  # Enter went down (a fresh press, not a repeat) on the focused button: its release presses it

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        QApplication.instance().focusChanged.connect(self._ring_focus)

    def use_keys(self, on: bool) -> None:
        """The player uses the keys (``on``) or the mouse: the panel button holding the keyboard is ringed or not."""
        self.keys_in_use = on
        self._ring_focus(None, QApplication.focusWidget())

    def _ring_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        """A panel button taking the keyboard shows its ring (``theme.focus_ring_rule``) only while the player uses
        the keys (:attr:`keys_in_use`): the gate opened by a held key, a Tab, an Enter; a mouse press puts it off.

        Why: a family at the mouse saw a blue ring on the first button after each gate, and on each button they
        clicked, like a default button. What to avoid: Qt's own flag for it (the window's ``WA_KeyboardFocusChange``):
        any focus given by the program clears it, so the ring went after each step; restyling a button when its mark
        is already right (a game played by the mouse alone restyles nothing)."""
        if isinstance(new, QAbstractButton) and self.isAncestorOf(new):
            if QApplication.mouseButtons() != Qt.MouseButton.NoButton:
                self.keys_in_use = False  # the focus came with a mouse press
            if bool(new.property(theme.RING)) != self.keys_in_use:
                new.setProperty(theme.RING, self.keys_in_use)
                new.style().unpolish(new)
                new.style().polish(new)
                new.update()

    def show_in_slot(self, viewer: Viewer, build: Callable[[Viewer], QWidget], events: list[Event],
                     key: object = None) -> QWidget:
        """Show ``viewer``'s panel in the slot (built or refreshed), and give it the keyboard when it is new or when
        the player's focus was in it."""
        before = self.slot.panel
        focus = QApplication.focusWidget()
        using = focus is not None and self.isAncestorOf(focus)  # the player's focus is in the panel now
        with self.no_focus_moves():
            panel = self.slot.show(viewer, build, events, key)
        if panel is not before:  # a panel newly shown (after the gate): the keyboard goes to it
            self.take_focus()
        elif using:  # the same panel refreshed while the player's focus was in it: when the control they pressed
            # went with the refresh the focus may have fallen out of the panel, and it comes back now, before the
            # paint (later, the panel would paint twice: test_quizclub_panel). What to avoid: taking it on every
            # refresh whoever had the focus, and listing the stops for each control the refresh hides (findChildren
            # over the whole panel, ~1.3 ms each, two or three a Quiz Club move)
            self.take_focus()
        return panel

    @contextmanager
    def no_focus_moves(self) -> Iterator[None]:
        """While the panel changes, a control hidden while it holds the focus does not hand it on (Qt calls
        :meth:`focusNextPrevChild`); :meth:`take_focus` gives it on afterwards."""
        self._refreshing = True
        try:
            yield
        finally:
            self._refreshing = False

    def take_focus(self) -> None:
        """Give the keyboard to the panel's first control (in Tab order, not one aside: :func:`mark_aside`)
        unless it already is inside the host.

        Why: after the gate the focus stayed on the covered table, so a player at the keyboard pressed Tab or Enter
        into a table they could not see, and the first Tab landed on the panel's scroll area (no focus mark).
        What to avoid: a scroll area as the first stop (it draws no mark); taking the focus from a control of the
        panel the player is using (a refresh of the same viewer's panel keeps it), and leaving it on a control the
        refresh hid (Qt does not move it on then: :meth:`focusNextPrevChild`)."""
        focus = QApplication.focusWidget()
        panel = self.slot.panel
        if (focus is not None and panel is not None and (focus is panel or panel.isAncestorOf(focus))
                and focus.isVisible()):  # (a control the refresh hid keeps the focus: it is given on; and the page
            return  # that held the panel is no control: the Director window's stack gave it the cover's focus)
        if not self._walk_to_first():
            stops = self._tab_stops()
            if not stops:
                self.setFocus(Qt.FocusReason.OtherFocusReason)  # nothing to press: at least not the covered table
                return
            first = _first_forward(stops)
            if first is None:  # only a control that undoes: the panel holds the keyboard (Tab reaches the control)
                (self.slot.panel or self).setFocus(Qt.FocusReason.OtherFocusReason)
                return
            first.setFocus(Qt.FocusReason.TabFocusReason)
        focus = self.window().focusWidget()  # (the window's: the Director's window may not be the active one)
        if focus is not None and not self._in_sight(focus):
            self._keep_in_sight()

    def _in_sight(self, widget: QWidget) -> bool:
        """``widget`` lies wholly inside the view of the scroll area holding it (True outside one)."""
        scroll = _scroll_area_of(widget, self)
        if scroll is None:
            return True
        viewport = scroll.viewport()
        return viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size()))

    def _keep_in_sight(self) -> None:
        """The first control on the way forward is scrolled out of sight: the first one in sight takes the keyboard,
        else the panel itself (no ring; the next Tab brings that control into sight, :meth:`focusNextPrevChild`).

        Why: after a bet Telefilm's Director panel gave the keyboard to the next card's bet button below the scroll
        area's edge (1280x800): no ring to see, and the next Space bet on a card out of sight (test_keys16_panels).
        What to avoid: scrolling to it here (a mouse player's click moves the focus too, and the cards they read
        would jump: test_telefilm_table). Listing the stops costs ~0.5 ms: only in this case."""
        stops = [w for w in self._tab_stops() if not w.property(ASIDE)]
        seen = next((w for w in stops if self._in_sight(w)), None)
        if seen is not None:
            seen.setFocus(Qt.FocusReason.TabFocusReason)
        elif self.slot.panel is not None:
            self.slot.panel.setFocus(Qt.FocusReason.OtherFocusReason)

    def _walk_to_first(self) -> bool:
        """Give the focus to the panel's first control on the way forward by Qt's own Tab walk, which runs in C++
        from the panel (its widgets follow it in the window's focus chain: a widget reparented takes its
        descendants along); False if the walk left the panel or met only controls aside.

        Why: listing the panel's stops (:meth:`_tab_stops`) at every hand-off and every step that hid the focused
        button cost Quiz Club ~0.5 ms a move (bench/responsiveness.py: p50 within 0.1-0.5 ms of no focus at all
        now). What to avoid: walking from the host (the covered table comes between it and the panel in the
        chain), and walking ``nextInFocusChain`` in Python (a wrapper for every widget passed); letting the panel and
        the scroll areas passed see the focus come and go (a plain widget's focus-in and focus-out repaint all of it:
        the whole panel was painted again, ~3 ms, at each Telefilm bet that hid the pressed button:
        :meth:`eventFilter`)."""
        panel = self.slot.panel
        if panel is None:
            return False
        window = self.window()
        self._qt_walk = True
        app = QApplication.instance()
        app.installEventFilter(self)
        try:
            panel.setFocus(Qt.FocusReason.OtherFocusReason)
            seen: list[QWidget] = []
            for _ in range(12):
                QWidget.focusNextPrevChild(self, True)
                w = window.focusWidget()
                if w is None or not panel.isAncestorOf(w) or w in seen:
                    return False
                if not (isinstance(w, QAbstractScrollArea) or w.property(ASIDE)):
                    return True
                seen.append(w)
            return False
        finally:
            app.removeEventFilter(self)
            self._qt_walk = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        """While :meth:`_walk_to_first` walks (this filter is the application's then), the panel and the scroll areas
        it passes do not see the focus pass through them: they are only steps of the walk, and a plain widget's
        focus-in or focus-out asks for a repaint of all of it (and of every child over it)."""
        return (self._qt_walk and event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut)
                and (watched is self.slot.panel or isinstance(watched, QAbstractScrollArea)))

    def _tab_stops(self) -> list[QWidget]:
        """The host's controls a Tab may reach, in the order they were made (as Qt's own Tab goes without set tab
        orders), no scroll area (it draws no focus mark). Not by walking ``nextInFocusChain``: with that walk a panel
        let go after "New game" kept its Python wrapper (test_quizclub_panel's freeing check; the cause inside PySide6
        not found). It costs ~0.5 ms a call in Quiz Club (its panel keeps ~200 buttons, most of them hidden):
        :meth:`take_focus` walks with Qt's own Tab first, and this list serves a Tab key and the fallbacks."""
        return [w for w in self._widgets()
                if w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
                and not isinstance(w, QAbstractScrollArea)]

    def _focused_button(self) -> QAbstractButton | None:
        """The panel's button holding the keyboard, if one does (and may be pressed)."""
        w = QApplication.focusWidget()
        if isinstance(w, QAbstractButton) and self.isAncestorOf(w) and w.isVisible() and w.isEnabled():
            return w
        return None

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        """Enter presses the button holding the keyboard, as Space does (a family presses Enter first): down at a
        fresh press, pressed at its release (:meth:`keyReleaseEvent`).

        Why: Qt's buttons answer Space only; outside a dialog Enter came here and did nothing.
        What to avoid: pressing on the key going down, or on a repeat: the Enter held to open the gate repeats, and
        its repeats and its release reach the panel's first button once the gate has gone; they press nothing,
        since the button never went down for them (the same rule as Qt's Space)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            button = self._focused_button()
            if button is not None:
                if not event.isAutoRepeat():
                    self.use_keys(True)
                    button.setDown(True)
                    self._enter_down = True
                event.accept()
                return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat() and self._enter_down:
            self._enter_down = False
            button = self._focused_button()
            if button is not None and button.isDown():
                button.setDown(False)
                button.click()
                event.accept()
                return
        super().keyReleaseEvent(event)

    def _widgets(self) -> list[QWidget]:
        """The host's visible widgets (and maybe some hidden ones) in ``findChildren``'s order: a hidden widget's
        inside is not listed (nothing in it can take the focus). The host keeps hidden panels (Quiz Club keeps each
        seat's, ~200 widgets each), and a panel let go while one of its controls held the focus asks the host for the
        next stop as it hides (Qt's hide hands the focus on): the host listed and tested every widget of all of
        them (~0.3 ms at each ``confirm``) to find none."""
        panel = self.slot.panel
        found: list[QWidget] = []

        def walk(parent: QWidget) -> None:
            for child in parent.children():
                if not isinstance(child, QWidget) or not child.isVisible():
                    continue
                found.append(child)
                if panel is not None and child.isAncestorOf(panel):
                    walk(child)  # (down to the panel: the panels beside it are hidden)
                else:
                    found.extend(child.findChildren(QWidget))

        walk(self)
        return found

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt API
        """Tab goes round the panel's controls: past the last one it went on to the covered table."""
        if self._qt_walk:
            return super().focusNextPrevChild(next)
        if self._refreshing:  # a control the refresh hides held the focus: nothing moves now, and "no move" (Qt's
            # own walk scrolled a list to its next stop; and a scroll area on the way scrolls to the focus, here the
            # hidden control, when the walk says it moved: test_telefilm_table); show_in_slot gives it back after
            return False
        stops = self._tab_stops() if self.isVisible() else []  # (hidden: the gate comes, with its own focus)
        if not stops:
            return super().focusNextPrevChild(next)
        focus = QApplication.focusWidget()
        if next and focus not in stops:  # the focused control was just disabled (Qt hands the focus on from it: a
            # Quiz Club term said, test_keys16_panels) or fell out: the first control on the way forward, as
            # take_focus. What to avoid: the first stop, often aside ("Anna gave no answer": a second Space chose it)
            target = _first_forward(stops) or stops[0]  # (a Tab pressed: even one that undoes)
        else:
            if focus in stops:  # a Tab from the control holding the keyboard (not a control hidden or disabled)
                self.keys_in_use = True
            i = stops.index(focus) if focus in stops else 0
            target = stops[(i + (1 if next else -1)) % len(stops)]
        target.setFocus(Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason)
        scroll = _scroll_area_of(target, self)
        if scroll is not None:  # what Qt's own Tab does inside a scroll area
            scroll.ensureWidgetVisible(target)
        return True


class PrivateHost(PanelKeys):
    """Covers the table with one viewer's private panel (after the gate was confirmed). Its paper is painted under
    the panel; a panel of the same paper need not paint its own (property ``paperColour``)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("privateHost")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        self.setStyleSheet(f"#privateHost {{ background: {HOST_PAPER}; }}")
        self.setProperty("paperColour", HOST_PAPER)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.header = QLabel()
        self.header.setTextFormat(Qt.TextFormat.PlainText)
        self.header.setFont(theme.font(22, theme.QFont.Weight.Bold))
        layout.addWidget(self.header)
        self.slot = PanelSlot(layout)
        self.hide()

    @property
    def panel(self) -> QWidget | None:
        return self.slot.panel

    def show_viewer(self, viewer: Viewer, title: str, build: Callable[[Viewer], QWidget],
                    events: list[Event], key: object = None) -> QWidget:
        """Cover the table with ``viewer``'s panel (built ahead for ``key`` if it was, see :class:`PanelSlot`)."""
        self.header.setText(title)
        if self.parentWidget() is not None:
            self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()  # before the panel: what showing posts (late updates, layouts) is settled by the slot's show
        return self.show_in_slot(viewer, build, events, key)

    def prepare(self, viewer: Viewer, title: str, build: Callable[[Viewer], QWidget], key: object) -> Iterator[object]:
        """Build ``viewer``'s panel ahead, hidden, laid out as :meth:`show_viewer` will show it (pieces of work)."""
        self.header.setText(title)  # public words: who the panel is for
        if self.parentWidget() is not None:
            self.setGeometry(self.parentWidget().rect())
        return self.slot.prepare(viewer, build, key)

    def clear(self) -> None:
        self.slot.clear()
        self.hide()

    def forget(self) -> None:
        """Nothing private here any more, not even a panel built ahead."""
        self.clear()
        self.slot.drop_ready()


class PrivateRouter(QObject):
    """Routes the running game's private view to the private window, the gate + panel, or the gate + table."""

    def __init__(self, gate: HandoffGate, host: PrivateHost, screen: DirectorWindow,
                 idle: IdleQueue | None = None) -> None:
        super().__init__(gate)
        self.idle = idle if idle is not None else IdleQueue(self)  # the shell's (a queue of its own without one)
        self.gate = gate
        self.host = host
        self.screen = screen
        self.ui: GameUI | None = None
        self.unlocked: Viewer | None = None  # who passed the gate on the main window
        self.pending: Viewer | None = None  # who the gate is waiting for
        self.on_table: Viewer | None = None  # whose private view the game draws on its table now
        self.on_phone: Viewer | None = None  # whose private view is on their phone now (nothing shown here)
        self.phones: Callable[[Viewer], bool] = lambda _viewer: False  # is this viewer's seat held by a phone?
        # the last viewer_label asked: (ui, viewer, the game's state then, (name, colour)); a label may read the
        # state (who is the Director), which a game's own view of it costs (~0.35 ms for Telefilm's): the gate's
        # click and every change's sync asked it once or twice at a state the gate had already asked it at
        self._label: tuple[GameUI, Viewer, object, tuple[str, str]] | None = None
        gate.confirmed.connect(self._confirmed)
        gate.installEventFilter(self)  # the gate shown again: the build ahead starts again (see eventFilter)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The gate shown again while it waits for the same viewer (it, or the page under it, was hidden for a
        while: the bench's table measurements, another page of the window): the panel's build ahead stopped when
        the gate was out of sight (``isVisible``) and nothing started it again, so the click built the panel
        (~21 ms for the Director's). Start it again (nothing happens if it is built or under way)."""
        if watched is self.gate and event.type() == QEvent.Type.Show and self.ui is not None \
                and self.pending is not None:
            self._build_ahead(self.ui, self.pending)
        return False

    def attach(self, ui: GameUI | None, *, keep_placement: bool = False) -> None:
        """Route ``ui``'s private views from now on. ``keep_placement`` (the same game's UI built again, after a
        change of language): whoever had passed the gate or uncovered the private screen keeps their view,
        built again by ``ui`` at the next :meth:`sync`; a gate still waiting is shown again in the new words."""
        if keep_placement:
            self.release()
        else:
            self.detach()
        self.ui = ui
        self._label = None

    def release(self) -> None:
        """Let go of the UI's panels and table view, remembering where the private view was and for whom."""
        self.idle.cancel(self)  # a panel being built ahead for the UI that goes
        self.host.forget()
        self.screen.release_panel()
        self._table_view(None)
        self.ui = None
        self._label = None

    def detach(self) -> None:
        self.idle.cancel(self)  # a panel being built ahead for the UI that goes
        self.gate.hide()
        self.host.forget()
        self.screen.clear_viewer(forget=True)
        self._table_view(None)
        self.ui = None
        self._label = None
        self.unlocked = None
        self.pending = None

    def _table_view(self, viewer: Viewer | None) -> None:
        if viewer != self.on_table and self.ui is not None:
            self.ui.show_private_on_table(viewer)
        self.on_table = viewer

    def sync(self, events: list[Event] | None = None) -> None:
        """Place the private view the game needs now (after every change and on request)."""
        ui = self.ui
        if ui is None:
            return
        events = events or []
        viewer = ui.private_viewer()
        on_phone = viewer is not None and self.phones(viewer)
        self.on_phone = viewer if on_phone else None
        if viewer is None or on_phone:  # nothing private to show here (or it is on its phone)
            self.gate.hide()
            self.host.forget()
            self._table_view(None)
            self.screen.clear_viewer()
            self.unlocked = None
            self.pending = None
            return
        name, colour = self._viewer_label(ui, viewer)
        if self.screen.active and ui.uses_private_screen(viewer):
            self.gate.hide()
            self.host.forget()
            self._table_view(None)
            self.screen.show_viewer(viewer, name, colour, ui.private_panel, events, self._state(),
                                    self._person(ui, viewer))
            return
        if not ui.uses_private_screen(viewer) or not self.screen.active:
            self.screen.clear_viewer()
        if self.unlocked == viewer:
            self.gate.hide()
            if ui.private_placement(viewer) == "table":
                self.host.forget()
                self._table_view(viewer)
            else:
                self._table_view(None)
                self.host.show_viewer(viewer, self._title(name), ui.private_panel, events, self._state())
            return
        self.host.clear()
        self._table_view(None)
        self.unlocked = None
        self.pending = viewer
        self.gate.show_for(name, colour, ui.gate_purpose(viewer))
        self._build_ahead(ui, viewer)

    def _viewer_label(self, ui: GameUI, viewer: Viewer) -> tuple[str, str]:
        """``ui.viewer_label(viewer)``, asked again only when the viewer, the UI or the game's state changed."""
        state = self._state()
        last = self._label
        if last is not None and last[0] is ui and last[1] == viewer and last[2] is state:
            return last[3]
        label = ui.viewer_label(viewer)
        self._label = (ui, viewer, state, label)
        return label

    @staticmethod
    def _person(ui: GameUI, viewer: Viewer) -> object:
        """Who plays ``viewer`` now: a seat's view is its seat's, a role's (the Director) is the seat holding it
        (read from the table view, memoised per state by the controller). The private screen is covered again
        when the person changes (see :meth:`DirectorWindow.show_viewer`)."""
        return viewer.seat if viewer.kind == "seat" else ui.director_seat()

    @staticmethod
    def _title(name: str) -> str:
        return translate("shell", "Private — {name}").format(name=name)

    def _state(self) -> object:
        """The game's state now (a panel built ahead is shown only at the same state: states are replaced, not
        changed, by a move or an undo)."""
        return self.ui.controller.state if self.ui is not None else None

    def _build_ahead(self, ui: GameUI, viewer: Viewer) -> None:
        """The gate waits for ``viewer``: build their panel in the coming idle turns, hidden (see the module)."""
        slot, state = self.host.slot, self._state()
        if ui.private_placement(viewer) != "panel":
            slot.drop_ready()
            return
        slot.build_ahead(
            self.idle, self, viewer, state,
            lambda: self.host.prepare(viewer, self._title(self._viewer_label(ui, viewer)[0]), ui.private_panel, state),
            lambda: self.ui is ui and self.pending == viewer and self._state() is state and self.gate.isVisible())

    def _confirmed(self) -> None:
        if self.pending is None:
            return
        self.host.use_keys(self.gate.by_keys)  # the ring on the panel's first button: only after a held key
        self.unlocked = self.pending
        self.pending = None
        self.sync()
