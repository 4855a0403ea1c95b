"""Idle-time warm-up: what the player's next clicks need, loaded while they look at the launcher.

Start-up stops at the launcher's first frame: no game, engine, setup page or table kit is imported before
it (tests/ui/test_startup_imports.py). The player then looks at the launcher for a second or more before
clicking a tile (its setup page imports the page and the game's UI package, for the game's own set-up
widgets) and then Start (the engine, the controller, the table kit). Those imports used to run after the
clicks, while the player waited for the page and the table (bench/startup.py --to-table measures the
player's path). :class:`Warmup` runs them before, through the shell's idle queue (gamesuite/ui/idle.py: short
turns of the event loop, a CPU budget each), so a click that arrives meanwhile waits for about one step at most;
a step already done costs nothing at the click (Python keeps a module once imported).

What runs: importing modules (and building the classes they define; then :func:`settle` freezes what they made, before
any setup page is made ahead), and the likeliest games' setup pages
made ahead, hidden (the main window's ``_make_page_ahead``: a step that returns an iterator runs in pieces,
before the next step, so the click on the tile only shows the page); nothing that writes the player's data or shows
anything. The main window puts two steps of its own first, what its start-up left for after the first frame: the
menus' items (``MainWindow._fill_menus``; a menu opened or read before makes them at once) and the saves folder's
housekeeping (a crash's leftovers: temporary files and lock files of gone saves).
A step that fails is logged and skipped (the click pays it again, and reports it).
The warm-up ends by itself, and :meth:`Warmup.stop` ends it early (a game started, the window closed).

Once a setup page shows, :class:`StartPrep` makes what its Start needs (the content, the rules' memos for it).
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QMainWindow, QWidget

from gamesuite.ui.idle import NEXT_TURN, IdleQueue

log = logging.getLogger(__name__)


# pydantic, leaf first: its import is ~200-250 ms of CPU on the shared test machine as one step, 5-50 ms each of these
SCHEMA_MODULES = ("annotated_types", "pydantic_core", "importlib.metadata", "pydantic", "pydantic._internal._fields",
                  "pydantic.json_schema", "pydantic.types", "pydantic._internal._generate_schema", "pydantic.fields",
                  "pydantic.main")

# What a game's UI package imports that is not its own, one step each before it: Ciak's and Telma's imported as one
# step of ~0.3 s (their content schemas: pydantic, the card catalogue), which a hover on another tile, or the click,
# waited behind. Only modules the package does import (tests/ui/test_warmup.py checks it): a module listed here that
# the game does not need is loaded for nothing (Telefilm and Quiz Club never import pydantic).
GAME_DEPENDENCIES: dict[str, tuple[str, ...]] = {
    "ciak": (*SCHEMA_MODULES, "gamesuite.content.ciak", "gamesuite.content.ciak_lang"),
    "telma": (*SCHEMA_MODULES, "gamesuite.content.telma"),
}

# A game whose UI package keeps its ``GameUI`` (the table and all it imports) out of its ``__init__``: that module,
# which the package's ``create_ui`` imports at Start. The package itself stays light, so the setup page's hook
# (``gamesuite.ui.<game>.setup``, which Python imports after the package's ``__init__``) imports none of the table,
# and a hovered game's page is made before the game's modules (:func:`game_steps`' ``page_first``). Ciak's
# ``__init__`` held CiakUI: its page waited behind ~0.3 s of imports (pydantic, the content, the table).
UI_MODULES: dict[str, str] = {"ciak": "gamesuite.ui.ciak.game"}


def game_modules(game: str) -> list[str]:
    """What a start of ``game`` from its setup page imports, in the order the clicks need it: what the game's UI package
    imports that is not its own (:data:`GAME_DEPENDENCIES`: a step each, so that no step is long), the game's UI
    package (the table, its presenter and the kit; or its light ``__init__``, then the module with the table:
    :data:`UI_MODULES`), the setup page's hook (``gamesuite.ui.<game>.setup``,
    when the game has one), its private panels (``gamesuite.ui.<game>.panels``, when it has them: Quiz Club imports
    them at its first private view, ~18 ms in that click), the engine's package."""
    from gamesuite.rules import registry

    table = [UI_MODULES[game]] if game in UI_MODULES else []
    out = [*GAME_DEPENDENCIES.get(game, ()), f"gamesuite.ui.{game}", *table, f"gamesuite.ui.{game}.setup",
           f"gamesuite.ui.{game}.panels"]
    package = registry._MODULES.get(game)  # noqa: SLF001 - the engine's package, imported by get_rules
    if package is not None:
        out.append(package)
    return out


Step = tuple[str | None, Callable[[], object]]  # (the game it is for, None: every game's; what to run)
# A step that returns an iterator runs in pieces (one item of it a piece of idle work), before the next step.
PageMaker = Callable[[str], Callable[[], object]]  # a game -> the step that makes its setup page ahead (in pieces)


def launcher_steps(games: Iterable[str], page: PageMaker | None = None) -> list[Step]:
    """The steps after the launcher's first paint: the setup page, the content loader, the shell's game
    plumbing (controller, table kit), the Qt classes a setup page makes and the style's enums, then each of ``games``
    (the likeliest: the last saved game's), then the engines' save codec and the autosave's writer (the first autosave,
    just after the table's first paint, imported it: ~0.5 ms, PySide6's import hook reading its source)."""
    modules = ["gamesuite.ui.setup_page", "gamesuite.content", "gamesuite.ui.games"]
    steps: list[Step] = [(None, _importer(m)) for m in modules]
    steps.append((None, _scroll_area))
    steps.append((None, _widget_style))
    steps.append((None, settle))
    for game in games:
        steps.extend(game_steps(game, page))
    steps.append((None, _importer("gamesuite.rules.codec")))
    steps.append((None, _importer("gamesuite.storage.writer")))
    steps.append((None, settle))
    return steps


def game_steps(game: str, page: PageMaker | None = None, *, page_first: bool = False) -> list[Step]:
    """``game``'s modules (then :func:`settle`), its setup page made ahead (``page``: the click on its tile only shows
    it), then what only Start needs: its private panels' module (~18 ms for Telefilm's: before the page, a click
    arriving half a second after the launcher's paint found the page not made yet), its engine.

    ``page_first`` (a hovered game, the click may come within a quarter of a second): when the page needs none of the
    game's modules (no ``setup_extras`` hook: ``setup_page.PAGE_HOOKS``; or a hook in a light package:
    :data:`UI_MODULES`), the page comes before them. Telma's page waited behind pydantic and its content (~0.3 s of
    CPU) and was built at the click; Telefilm's behind its table's import; Ciak's behind both. (Its :func:`settle` then
    finds the page alive and leaves the freezing for after the next game.)"""
    panels = f"gamesuite.ui.{game}.panels"
    steps: list[Step] = [(game, _importer(m)) for m in game_modules(game) if m != panels]
    steps.append((game, settle))
    if page is not None and page_first and not _page_needs_modules(game):
        steps.insert(0, (game, page(game)))
    elif page is not None:
        steps.append((game, page(game)))
    steps.append((game, _importer(panels)))
    steps.append((game, _engine(game)))
    return steps


def _page_needs_modules(game: str) -> bool:
    """Whether ``game``'s setup page imports its setup module and with it the game's table: it has the page's hook,
    in a UI package whose ``__init__`` holds the table (not one of :data:`UI_MODULES`)."""
    from gamesuite.ui.setup_page import PAGE_HOOKS

    return game in PAGE_HOOKS and game not in UI_MODULES


def settle() -> None:
    """What the imports made is the app's for good: frozen (``gcpause.IdleCollector.settle``), so that no later full
    garbage collection walks it, the one after a game included (it walked the modules of every game loaded, ~40 000
    objects). Skipped (the collector's own checks) while a game runs or a setup page is alive (made ahead: Quiz
    Club's holds a cycle, which frozen would never be freed); what it left is frozen after the next game instead."""
    from gamesuite.ui import gcpause

    gcpause.collector.settle()


def _scroll_area() -> None:
    """A setup page's scroll area: asking one for its viewport the first time makes PySide6 build the Python
    enums of most QtWidgets classes (~70, from dialogs' to QStyle's), which the click on a tile paid."""
    from PySide6.QtWidgets import QScrollArea

    area = QScrollArea()
    area.viewport()
    area.deleteLater()


def _widget_style() -> None:
    """The widgets' style, asked for from Python the first time: PySide6 builds QStyle's Python enums then (eleven, from
    StandardPixmap's to PixelMetric's: ~10 ms), which the first setup page paid (its rows re-polish themselves)."""
    from PySide6.QtWidgets import QApplication

    QApplication.style()


def _importer(module: str) -> Callable[[], object]:
    def run() -> object:
        try:
            return importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name != module:  # a module it imports is missing: a real problem
                raise
            return None  # this game has no such part (no setup hook): nothing to load

    return run


def _pieces(pieces: Iterator[object]) -> Callable[[], object]:
    """A step that runs the next piece of ``pieces`` (and returns them again while some are left)."""

    def run() -> object:
        for _piece in pieces:
            return pieces
        return None

    return run


def _engine(game: str) -> Callable[[], object]:
    from gamesuite.rules import registry

    return lambda: registry.get_rules(game)


class Warmup(QObject):
    """Runs ``steps`` as idle work (``idle``: the shell's queue; a queue of its own without one), starting after
    ``widget``'s first paint. A game's steps can be added later (:meth:`add_game`: the pointer is on its tile)
    and run first."""

    def __init__(self, widget: QWidget, steps: list[Step], parent: QObject | None = None,
                 page: PageMaker | None = None, idle: IdleQueue | None = None) -> None:
        super().__init__(parent)
        self._page = page  # a hovered game's steps make its setup page too
        self._idle = idle if idle is not None else IdleQueue(self)
        self._steps = list(steps)
        self._games = {g for g, _step in steps if g is not None}  # games whose steps were queued
        self._widget: QWidget | None = widget
        self._started = self._posted = self._stopped = False
        self.done = 0  # steps run (for tests and the bench)
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if obj is self._widget and event.type() == QEvent.Type.Paint:
            self._release()
            self._started = True
            self._schedule()  # after this paint: the frame is on screen first
        return False

    def _schedule(self) -> None:
        if self._started and self._steps and not self._posted and not self._stopped:
            self._posted = True
            self._idle.post(self, self._run(), name="warm-up")

    def add_game(self, game: str) -> None:
        """``game``'s steps next (once: a game queued before keeps its place)."""
        if game in self._games or self._stopped:
            return
        self._games.add(game)
        self._steps[0:0] = game_steps(game, self._page, page_first=True)
        self._schedule()

    def _release(self) -> None:
        widget, self._widget = self._widget, None
        if widget is not None:
            with contextlib.suppress(RuntimeError):  # deleted unpainted (the launcher rebuilt in another language)
                widget.removeEventFilter(self)

    def _run(self) -> Iterator[None]:
        """The steps, one a piece of idle work, while any are left (steps added meanwhile included)."""
        try:
            while self._steps:
                game, step = self._steps.pop(0)
                try:
                    result = step()
                except Exception:  # noqa: BLE001 - a warm-up never stops the app; the click pays (and reports) it
                    log.exception("warm-up step failed")
                else:
                    if isinstance(result, Iterator):  # the rest of it, a piece at a time, before the next step
                        self._steps.insert(0, (game, _pieces(result)))
                self.done += 1
                yield
        finally:
            self._posted = False

    def pending(self) -> int:
        return len(self._steps)

    def focus(self, game: str) -> None:
        """The player chose ``game`` (its setup page opens): the other games' steps are dropped, its own
        (queued now if they were not) and the shared ones left run as before."""
        self._steps = [(g, step) for g, step in self._steps if g is None or g == game]
        self.add_game(game)  # its engine (the page imports the rest) while the player sets the game up

    def stop(self) -> None:
        """No further steps (those run stay done)."""
        self._release()
        self._steps.clear()
        self._stopped = True
        self._idle.cancel(self)


class StartPrep:
    """What the setup page's Start will need, made while the player sets the game up (the page is on screen).

    Start used to load the chosen packs' content (~3 ms) and the rules' first game with it worked out what they
    keep per content object (``gamesuite.rules.memo``: Quiz Club's question index and packed deck ~14 ms, Ciak's
    card catalogue ~4 ms) while the player waited for the table. Here, a turn of the idle queue after the page is
    shown, the content of the page's current choice (game, packs, language) is loaded and kept; then a
    throwaway first game with it (the page's players, variant and options, another seed) runs on a worker thread
    (the rules are pure: no Qt, no I/O; Quiz Club's compression releases the GIL), which fills the rules' memos
    for that content object. Start takes the content (:meth:`content`) when its game, packs and language are the
    same, and the rules find their memos made. Another choice (other packs, Back, another language) wastes
    nothing the player waits for: the content is loaded at Start as before. Then the game's first table is drawn
    ahead (``games.table_ahead``: Ciak's map, and a table built from the throwaway game painted into the art
    caches) for the table view's size :meth:`table_size` predicts, in idle pieces; a table shown at another scale
    does not find it and draws as before. A game may keep that table itself (Telma: ``games.KeptTable``,
    :meth:`table`): Start hands it to the game's ``create_ui`` when the game starts from the state it was built for.

    The throwaway game is the real one: the prep draws the game's seed (:attr:`seed`, random as Start's own) and its
    worker runs ``new_game(config, seed)``. Start without a seed of its own takes that seed, and when the whole choice
    is still the one the worker ran (game, players with names, colours and bots, variant, options, packs, language:
    :meth:`first_state`) it takes that first state instead of calling ``new_game`` again (Ciak ~6 ms, Quiz Club more),
    and what was drawn ahead from it is the real table's (its companies, hands...). A changed choice starts as before
    (``new_game`` at Start, with the prep's seed); a seed given explicitly (tests, ``--seed``, saves) is kept.

    The worker thread only ever runs while the setup page is up: :meth:`content`, :meth:`first_state` and
    :meth:`stop` wait for it (a few milliseconds at most, work Start needs anyway) so the rules' memos and the
    state are never used from two threads.
    """

    def __init__(self, idle: IdleQueue, request: Callable[[], Any], language: str | None,
                 page: QWidget | None = None) -> None:
        self._idle = idle
        self._request = request  # the page's current StartRequest (read on the UI thread, in an idle turn)
        self._page = page  # the setup page: its size is the table's (None: tests' requests, no table ahead)
        self._language = language
        self._key: tuple[str, tuple[str, ...] | None, str | None] | None = None
        self._content: dict[str, Any] | None = None
        self._thread: threading.Thread | None = None
        self._first: tuple[Any, Any, Any] | None = None  # the first game made ahead (the table ahead, Start)
        self._choice: tuple[Any, ...] | None = None  # the whole choice the first game was made for
        self.seed = int.from_bytes(os.urandom(4), "little")  # the game's seed (Start's, unless it has its own)
        self.warmed = False  # the throwaway first game ran (tests)
        self.table_drawn = False  # what the first table draws was drawn ahead (games.table_ahead; tests)
        self._kept: Any = None  # the first table itself, built ahead for the first state (games.KeptTable)
        idle.post(self, self._run(), name="start-prep")

    @staticmethod
    def key_of(game: str, packs: list[str] | None, language: str | None) -> tuple[str, tuple[str, ...] | None,
                                                                               str | None]:
        return game, (tuple(packs) if packs is not None else None), language

    @classmethod
    def choice_of(cls, game: str, players: Any, variant: str | None, options: Any, packs: list[str] | None,
                  language: str | None) -> tuple[Any, ...]:
        """Everything a first game hangs on besides the seed (the content: by game, packs and language)."""
        return (*cls.key_of(game, packs, language), tuple(players), variant, dict(options or {}))

    def _run(self) -> Iterator[object]:
        from gamesuite.content import load_content

        yield NEXT_TURN  # the page's first paint first
        try:
            request = self._request()
            content = load_content(request.game, request.packs, language=self._language)
        except Exception:  # noqa: BLE001 - a choice that cannot start (no pack chosen...): Start says why, as before
            log.debug("start prep: nothing loaded ahead", exc_info=True)
            return
        self._key = self.key_of(request.game, request.packs, self._language)
        self._choice = self.choice_of(request.game, request.players, request.variant, request.options, request.packs,
                                      self._language)
        self._content = content
        yield
        self._start_worker(request)
        yield
        from gamesuite.ui.games import table_ahead

        size = self.table_size()
        ahead = (table_ahead(request.game, len(request.players), content, size, self._first_game, self._keep)
                 if size is not None else None)
        if ahead is not None:
            yield from ahead
            self.table_drawn = True

    def _keep(self, kept: Any) -> None:
        """The game's first table, built ahead for the first state (``games.KeptTable``): Start hands it to the game."""
        if self._kept is not None:
            self._kept.let_go()
        self._kept = kept

    def table(self) -> Any:
        """The first table built ahead (a ``games.KeptTable``: the game takes it for the state it was built for), once;
        or None."""
        kept, self._kept = self._kept, None
        return kept

    def _first_game(self) -> tuple[Any, Any, Any] | None:
        """The throwaway first game (the rules, its state, its GameConfig), once the worker is done (waited for)."""
        self._join()
        return self._first

    def table_size(self) -> QSize | None:
        """The size the game's table view will have when Start shows it: the setup page's (the stack's), less
        the status line the game page brings back (the page hides it). None without a page (tests' requests)."""
        page = self._page
        if page is None:
            return None
        size = QSize(page.size())
        window = page.window()
        bar = window.statusBar() if isinstance(window, QMainWindow) else None
        if bar is not None and bar.isHidden():
            size.setHeight(size.height() - bar.sizeHint().height())
        return size

    def _start_worker(self, request: Any) -> None:
        from gamesuite.rules import registry
        from gamesuite.rules.core import GameConfig

        rules = registry.get_rules(request.game)
        config = GameConfig(request.game, tuple(request.players), request.variant, dict(request.options),
                            self._content)
        self._thread = threading.Thread(target=self._warm, args=(rules, config), name="gamesuite-start-prep",
                                        daemon=True)
        self._thread.start()

    def _warm(self, rules: Any, config: Any) -> None:
        time.sleep(0)  # the GIL back to the UI thread at once: Thread.start() waits for this thread to run
        try:
            state = rules.new_game(config, self.seed)
        except Exception:  # noqa: BLE001 - a set-up the rules refuse: Start says why, as before
            log.debug("start prep: the throwaway first game failed", exc_info=True)
        else:
            self._first = (rules, state, config)
            self.warmed = True

    def _join(self) -> None:
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.join(timeout=5)

    def content(self, game: str, packs: list[str] | None, language: str | None) -> dict[str, Any] | None:
        """The content loaded ahead for this choice (once), or None (another choice, or not loaded yet)."""
        self._join()
        if self._content is None or self._key != self.key_of(game, packs, language):
            return None
        content, self._content = self._content, None
        return content

    def first_state(self, game: str, players: Any, variant: str | None, options: Any, packs: list[str] | None,
                    language: str | None) -> tuple[Any, Any] | None:
        """(the GameConfig, the state ``new_game(config, self.seed)`` gave) made ahead, once, when the whole choice is
        the one it was made for; None otherwise (another choice, not made, a set-up the rules refused)."""
        self._join()
        first, self._first = self._first, None
        if first is None or self._choice != self.choice_of(game, players, variant, options, packs, language):
            return None
        _rules, state, config = first
        return config, state

    def stop(self) -> None:
        """Nothing more is made; what was is let go."""
        self._idle.cancel(self)
        self._join()
        self._content = self._first = None
        kept, self._kept = self._kept, None
        if kept is not None:
            kept.let_go()
