"""PanelSlot: one private panel in a layout, kept while the same viewer acts and refreshed in place.

Used by the hand-off host on the main window and by the private window on a second screen. A panel
that implements ``refresh(events)`` (:class:`RefreshablePanel`) is updated in place; any other panel is
rebuilt after each change (the old behaviour, kept for simple panels). A panel whose ``kept`` attribute is
true belongs to its game's UI, which shows it again for the same seat's next turn and deletes it when the game
ends: the slot only takes it out of its layout and hides it.

Two things the slot does so that the players never wait on them:

* **Laid out before anything paints** (:func:`settle_layouts`, after every build or refresh): a refresh changes
  widgets' sizes and Qt lays them out in later turns of the event loop, one level per turn; meanwhile the table's
  scene work behind the panel (a chip moved) flushes the window's paint at once, which painted the panel with its
  old layout and then again after the layout. The shell settles the panel's layout for every game, so no game's
  panel needs its own work-around.
* **Built ahead, hidden** (:meth:`PanelSlot.prepare`, while the hand-off gate or the private screen's cover is
  up): building a big panel, polishing it under its host's style and laying it out cost 30-60 ms on the click
  that uncovers it. The router builds it in idle turns, explicitly hidden inside the host: not shown, not
  painted, in no visible widget (the leak canaries read every visible widget and every painted string). The
  click only shows it, and only if nothing changed since (``key``: the game's state then); otherwise it is
  dropped and built on the click as before.
* **Built in pieces** (:class:`PiecewisePanel`): a big panel's build, and the polish of its widgets under the
  host's style, took up to 36 ms in one idle turn (Telefilm's Director panel), and a click landing then waited for
  it. A panel may build only its frame in its constructor while :func:`building_in_pieces` is true (the slot asks for
  it ahead of time, see :func:`in_pieces`) and leave the rest to ``build_pieces()``, an iterator that ends a piece at
  each ``yield`` (a section, a card): the slot takes the frame into its host first, so each piece's widgets are
  polished under the host's style as they come, and runs the pieces one an idle step. Shown before every piece ran
  (the click came early), the slot runs the rest at once. Built anywhere else (on the click, in a test) the same
  constructor builds everything, in one piece, as before.
* **Drawn ahead** (optional): a panel built ahead with a ``draw_ahead()`` method has it called in one more idle piece
  once it is laid out, for pictures its first paint would draw (Telefilm's Director panel: its scroll bar's look).

What to avoid: showing a panel built ahead before its player confirms (``show`` is the only way in), keeping one
built for an older state, and a ``setParent(None)`` on the way out (leaving the host's style re-polishes every
widget of the panel, ~50 ms for the Director's), and a piece of a panel's build longer than a few milliseconds
(split it further: the idle queue fits as many pieces in a turn as its budget allows).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from gamesuite.rules.core import Event, Viewer
from gamesuite.ui.idle import NEXT_TURN, IdleQueue

LAY_OUT_AFTER = 0.003  # a panel built in pieces is laid out after each ~3 ms of CPU of its pieces (see prepare)
SETTLE_ROUNDS = 16  # a layout done asks its parent's again in the next round: the panel's depth up to the window


@runtime_checkable
class RefreshablePanel(Protocol):
    """A private panel that updates itself in place after a change (instead of being rebuilt)."""

    def refresh(self, events: list[Event]) -> None: ...


@runtime_checkable
class PiecewisePanel(Protocol):
    """A private panel whose constructor, while :func:`building_in_pieces`, built only its frame: the rest of its
    build is ``build_pieces()`` (the same iterator at every call, finished once it is exhausted)."""

    def build_pieces(self) -> Iterator[None]: ...


_IN_PIECES = [False]  # a panel built now may leave its content to build_pieces() (see in_pieces)


@contextmanager
def in_pieces() -> Iterator[None]:
    """While this lasts, a :class:`PiecewisePanel` being constructed builds only its frame (the slot runs the rest
    of its build in idle pieces)."""
    was, _IN_PIECES[0] = _IN_PIECES[0], True
    try:
        yield
    finally:
        _IN_PIECES[0] = was


def building_in_pieces() -> bool:
    """For a panel's constructor: build only the frame now, leaving the rest to ``build_pieces()`` (True only inside
    :func:`in_pieces`, i.e. for a panel built ahead by the slot); else build everything now."""
    return _IN_PIECES[0]


class BuiltInPieces:
    """The :class:`PiecewisePanel` side of a panel (Telefilm's Director and hand panels, Quiz Club's asker panel): its
    constructor ends with ``self.start_build(self._build())`` (a generator: the frame's rest, a card or a block a
    piece), which runs it all at once unless :func:`building_in_pieces`; :meth:`finish` runs what is left (a panel
    shown before its last piece, or refreshed)."""

    _pieces: Iterator[None]

    def start_build(self, pieces: Iterator[None]) -> None:
        self._pieces = pieces
        if not building_in_pieces():
            self.finish()

    def build_pieces(self) -> Iterator[None]:
        """What is left of the build (the shell's PanelSlot runs it in idle pieces)."""
        return self._pieces

    def finish(self) -> None:
        for _ in self._pieces:
            pass


def finish_build(panel: QWidget) -> None:
    """Run what is left of a :class:`PiecewisePanel`'s build (nothing for any other panel)."""
    if isinstance(panel, PiecewisePanel):
        for _ in panel.build_pieces():
            pass


def run_in_idle_turns(queue: IdleQueue, owner: QObject, pieces: Iterator[object]) -> None:
    """Run ``pieces`` as idle work on the shell's queue (``gamesuite/ui/idle.py``), for ``owner`` (dropped when
    it is destroyed). The first turn only passes: the move that asked for this work is painted first (what is
    posted while the loop turns waits for its next turn, so the first piece comes after the move's paint, not
    before it: without it the build landed inside the move that raised the gate)."""

    def work() -> Iterator[object]:
        yield NEXT_TURN
        yield from pieces

    queue.post(owner, work(), name="private view ahead")


def settle_layouts() -> None:
    """Lay out now what a build or a refresh changed, before anything paints (see the module's docstring): the
    posted polish requests of new widgets and their late updates (they painted a new label a second time after
    the first paint), then the posted layout requests, a round per level of the widget tree."""
    QApplication.sendPostedEvents(None, QEvent.Type.PolishRequest.value)
    QApplication.sendPostedEvents(None, QEvent.Type.UpdateLater.value)
    for _ in range(SETTLE_ROUNDS):
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)


def _polish_posted() -> None:
    """Polish now what the last piece of a panel built in pieces made: its new widgets are polished when Qt handles
    the events their creation posted (``ensurePolished`` on the panel does not reach them once the panel itself is
    polished), which otherwise came in the next turn of the event loop, outside the pieces' accounts (~5 ms a turn
    for the Director's panel)."""
    QApplication.sendPostedEvents(None, QEvent.Type.PolishRequest.value)
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest.value)


def lay_out_hidden(widget: QWidget) -> None:
    """Lay out a hidden ``widget`` and everything in it as it will be when shown, without showing it: Qt does this
    for ``QWidget.render`` of a hidden widget (it pretends the hidden chain is visible for the while, activates the
    window's layouts and sends the pending resize events). Rendered here is one pixel of ``widget``'s own
    background into a throwaway image: no child of it paints (no ``DrawChildren``), so none of its text does."""
    image = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    widget.render(image, QPoint(), QRegion(0, 0, 1, 1), QWidget.RenderFlag(0))


class PanelSlot:
    """Holds one viewer's panel inside a layout: kept while the same viewer acts, refreshed in place."""

    def __init__(self, layout: QVBoxLayout) -> None:
        self._layout = layout
        self.viewer: Viewer | None = None
        self.panel: QWidget | None = None
        self.builds = 0  # how many panels were built (tests and the responsiveness bench read it)
        self.ready: tuple[Viewer, object, QWidget] | None = None  # a panel built ahead: (viewer, key, hidden panel)
        self.adopted = 0  # how many panels built ahead were shown (tests read it)
        self._ahead: tuple[Viewer, object] | None = None  # a panel being built ahead: for whom, at which key

    def show(self, viewer: Viewer, build: Callable[[Viewer], QWidget], events: list[Event],
             key: object = None) -> QWidget:
        """Show ``viewer``'s panel: the one shown already (refreshed with ``events``), else the one built ahead for
        ``viewer`` and ``key`` (the same game state), else a new one."""
        if self.panel is not None and self.viewer == viewer and isinstance(self.panel, RefreshablePanel):
            if events:
                self.panel.refresh(events)
                settle_layouts()
            return self.panel
        self.clear()
        ready, self.ready = self.ready, None
        if ready is not None and ready[0] == viewer and key is not None and ready[1] is key:
            panel = ready[2]
            finish_build(panel)  # the click came before every piece of it ran
            self.adopted += 1
        else:
            self._let_go(ready[2] if ready is not None else None)
            panel = build(viewer)
            self.builds += 1
        self.viewer = viewer
        self.panel = panel
        if self._layout.indexOf(panel) < 0:
            self._layout.addWidget(panel, 1)
        panel.show()
        settle_layouts()
        return panel

    def prepare(self, viewer: Viewer, build: Callable[[Viewer], QWidget], key: object) -> Iterator[object]:
        """Build ``viewer``'s panel ahead, hidden, for :meth:`show` with the same ``key``: a piece per step (build;
        take it into the host and polish it there; each piece of a :class:`PiecewisePanel`'s build, polished as it
        comes; lay it out), for the caller to run in idle turns. Nothing is shown."""
        if self.ready is not None and self.ready[0] == viewer and self.ready[1] is key:
            return
        self.drop_ready()
        with in_pieces():
            panel = build(viewer)
        self.builds += 1
        panel.hide()  # explicitly: showing the host must not show it
        self.ready = (viewer, key, panel)
        yield
        if self.ready is None or self.ready[2] is not panel:
            return
        host = self._layout.parentWidget()
        if host is not None and panel.parentWidget() is not host:
            panel.setParent(host)  # the host's style: the polish it costs is paid now, not on the click
            panel.hide()
        panel.ensurePolished()  # and its children
        self._layout.addWidget(panel, 1)  # explicitly hidden: the layout leaves it out, nothing shows it
        yield
        pieces = panel.build_pieces() if isinstance(panel, PiecewisePanel) else None
        built = 0.0  # CPU seconds of pieces built since the last layout
        while pieces is not None:
            if self.ready is None or self.ready[2] is not panel:
                return  # dropped meanwhile (or shown: the click ran the rest)
            t0 = time.thread_time()
            try:
                next(pieces)
            except StopIteration:
                pieces = None
            _polish_posted()  # the piece's new widgets, under the host's style, in the piece (not in a later turn)
            built += time.thread_time() - t0
            if pieces is None or built < LAY_OUT_AFTER:
                yield None
                continue
            # laid out as it grows: the layout of what the last pieces built (a layout costs about what the build
            # of its widgets did: done once at the end it was the longest piece, 7-10 ms), at the start of a turn
            # (the queue cannot tell that it is longer than the pieces before it), like the last one below
            yield NEXT_TURN
            if self.ready is None or self.ready[2] is not panel:
                return
            lay_out_hidden(panel)
            built = 0.0
            yield None
        if self.ready is None or self.ready[2] is not panel:
            return
        if isinstance(panel, PiecewisePanel):
            yield NEXT_TURN
            if self.ready is None or self.ready[2] is not panel:
                return
        lay_out_hidden(panel)
        draw_ahead = getattr(panel, "draw_ahead", None)  # what its first paint would draw, drawn now (optional)
        if callable(draw_ahead):
            yield NEXT_TURN  # a turn of its own: the first drawing of a style's control pays Qt's first-time work
            if self.ready is None or self.ready[2] is not panel:
                return
            draw_ahead()

    def build_ahead(self, idle: IdleQueue, owner: QObject, viewer: Viewer, key: object,
                    prepare: Callable[[], Iterator[object]], wanted: Callable[[], bool]) -> None:
        """Build ``viewer``'s panel ahead for ``key`` in idle turns, for ``owner`` (the gate's router, the private
        window): ``prepare()`` gives the pieces (:meth:`prepare`, or the host's), each run only while ``wanted()``
        (the gate or the cover still waits for ``viewer`` at ``key``); one build under way at a time."""
        if self.ready is not None and (self.ready[0] != viewer or self.ready[1] is not key):
            self.drop_ready()  # built for someone else, or for an older state
        if self.ready is not None or key is None:
            return  # built already (or nothing to build it for)
        if self._ahead is not None and self._ahead[0] == viewer and self._ahead[1] is key:
            return  # under way
        self._ahead = (viewer, key)
        run_in_idle_turns(idle, owner, self._pieces_ahead(viewer, key, prepare, wanted))

    def _pieces_ahead(self, viewer: Viewer, key: object, prepare: Callable[[], Iterator[object]],
                      wanted: Callable[[], bool]) -> Iterator[object]:
        pieces: Iterator[object] | None = None
        try:
            while wanted():
                if pieces is None:
                    pieces = prepare()  # (the host's own share, its title and geometry; the build: the next piece)
                    yield None
                    continue
                try:
                    value = next(pieces)
                except StopIteration:
                    return
                yield value  # (NEXT_TURN: the next piece is long, it starts a turn)
            if self.ready is not None and self.ready[1] is key:
                self.drop_ready()  # uncovered, or things changed, while it was being built
        finally:
            if self._ahead is not None and self._ahead[0] == viewer and self._ahead[1] is key:
                self._ahead = None

    def drop_ready(self) -> None:
        """Forget the panel built ahead (its viewer or the game's state changed, or the game goes)."""
        ready, self.ready = self.ready, None
        if ready is not None:
            self._let_go(ready[2])

    def clear(self) -> None:
        if self.panel is not None:
            self._let_go(self.panel)
        self.panel = None
        self.viewer = None

    def _let_go(self, panel: QWidget | None) -> None:
        if panel is None:
            return
        self._layout.removeWidget(panel)
        panel.hide()
        # no setParent(None): leaving the host's style sheet re-polishes every widget of the panel (about
        # 50 ms for the Director's panel, on the click that closes it); hidden, it is deleted with the
        # next turn of the event loop (unless its game's UI keeps it for a later turn)
        if not getattr(panel, "kept", False):
            panel.deleteLater()
