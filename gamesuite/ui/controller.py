"""GameController: the one door through which the UI changes a game.

Why: views never touch rules state. A view calls :meth:`GameController.submit`; the controller
asks the rules to apply the action, keeps the new state, records it for undo and the save file,
autosaves, and emits one ``state_did_change(events)``; every view redraws from
``controller.view(viewer)``. An illegal action emits ``action_was_refused(message)`` and
changes nothing.

Undo takes back the last step only when it was public (made on the table, ``submit(action)``);
a step made in a private view (``submit(action, private=True)`` from a private panel: the Director's
bets, a hand) is taken back only by "Undo for everyone" (``undo(everyone=True)``, which the window
confirms first), so a stray Ctrl+Z cannot walk back into somebody's private choices and reopen
their gate. A refused undo says why (:meth:`why_no_undo`). The game log is rebuilt from the
history (each step's event texts, plus "(Undone: …)" notes anchored where they happened), never
trimmed by counting lines.

What to avoid: keeping a reference to a state object across signals (states are replaced, never
mutated); showing anything from ``history`` in the UI beyond the public labels (the snapshots
hold hidden information); undoing across an event with ``reveals=True`` (a player has already
seen what came out — an answer, a hand card — so taking it back would let them replay it).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from gamesuite.i18n import render, translate
from gamesuite.rules.core import (
    QT_TRANSLATE_NOOP,
    Action,
    Event,
    GameConfig,
    GameRules,
    IllegalAction,
    Msg,
    Result,
    Sentence,
    Viewer,
)
from gamesuite.storage.store import SaveStore

log = logging.getLogger(__name__)
ANY_SEAT = object()  # legal_actions(): do not filter by seat


@dataclass
class _Step:
    action: Action
    before: Any  # the state before the action (a snapshot for undo)
    events: list[Event]
    undoable: bool
    private: bool = False  # made in a private view (only "Undo for everyone" takes it back)


class GameController(QObject):
    """Applies actions through the rules, keeps undo/redo snapshots, the game log and autosaves."""

    state_did_change = Signal(list)  # list[Event]
    action_was_refused = Signal(str)
    history_did_change = Signal()
    game_did_end = Signal(object)  # Result
    autosave_did_fail = Signal(str)
    _save_failed = Signal(str)  # from the writer thread; queued to the UI thread

    def __init__(
        self,
        rules: GameRules,
        config: GameConfig,
        seed: int,
        *,
        actions: list[Action] | None = None,
        base: Any = None,
        store: SaveStore | None = None,
        save_path: Path | None = None,
        first: Any = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.rules = rules
        self.config = config
        self.seed = seed
        self.store = store
        self.save_path = save_path or (store.new_path(config.game) if store else None)
        self._steps: list[_Step] = []
        self._redo: list[tuple[Action, bool]] = []
        self._notes: list[tuple[int, Msg]] = []  # (history length when written, note) for the log
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(0)
        self._save_timer.timeout.connect(self.autosave)
        self._writer: Any = None  # SaveWriter, made on the first autosave
        self._save_failed.connect(self._report_save_failure)
        self.base = base  # a loaded snapshot the actions start from, or None for a new game
        # What the rules said about one state (views per viewer, legal actions per filter): the UI asks the same
        # several times a move. Kept while ``state`` is that very object (states are replaced, never mutated: an
        # applied action, an undo or a load replaces it, and the memos go with it).
        self._memo_of: Any = None
        self._views: dict[Viewer, Mapping[str, Any]] = {}
        self._legal: dict[tuple[object, frozenset[str] | None], tuple[Action, ...]] = {}
        # ``first``: the state ``rules.new_game(config, seed)`` gives, made ahead (the setup page's StartPrep)
        self.state = base if base is not None else first if first is not None else rules.new_game(config, seed)
        for action in actions or []:
            self._apply(action, record=True)
        # A loaded game cannot be undone back past the point it was loaded.
        for step in self._steps:
            step.undoable = False

    # ------------------------------------------------------------------ queries
    @property
    def spec(self):  # noqa: ANN201 - GameSpec
        return self.rules.spec

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self._steps]

    def _memos(self) -> None:
        """Forget what was asked of an earlier state (when ``state`` is another object now)."""
        if self._memo_of is not self.state:
            self._memo_of = self.state
            self._views = {}
            self._legal = {}

    def view(self, viewer: Viewer) -> Mapping[str, Any]:
        """What ``viewer`` may see now: the only game data views should draw (read only: the same mapping is
        given to every caller until the state changes)."""
        self._memos()
        found = self._views.get(viewer)
        if found is None:
            found = self._views[viewer] = self.rules.view(self.state, viewer)
        return found

    def legal_actions(self, seat: int | None | object = ANY_SEAT, kinds: set[str] | None = None) -> list[Action]:
        """Legal actions, optionally only those of ``seat`` (None = table actions) and ``kinds`` (a new list each
        call; the rules are asked once per state)."""
        self._memos()
        key = (seat, None if kinds is None else frozenset(kinds))
        found = self._legal.get(key)
        if found is None:
            every = self._legal.get((ANY_SEAT, None))
            if every is None:
                every = self._legal[(ANY_SEAT, None)] = tuple(self.rules.legal_actions(self.state))
            out: Any = every
            if seat is not ANY_SEAT:
                out = [a for a in out if a.seat == seat]
            if kinds is not None:
                out = [a for a in out if a.kind in kinds]
            found = self._legal[key] = tuple(out)
        return list(found)

    def preview(self, action: Action, viewer: Viewer = Viewer.TABLE) -> tuple[Mapping[str, Any], list[Event]]:
        """What ``viewer`` would see after ``action`` (a legal one), and its events, played on the rules' pure
        ``apply`` (states are never mutated): nothing changes, nothing is emitted, recorded or saved.

        For drawing ahead in idle time (the picture the next move will show, made before the click); what it
        returns is never shown as the game, and a view drawn from it must be the one :meth:`view` gives after
        the move (the move still draws what differs). Never use it to decide for a player."""
        after, events = self.rules.apply(self.state, action)
        return self.rules.view(after, viewer), events

    def words(self, sentence: Any) -> str:
        """What the rules say (a :class:`Msg` or text), in the current language, with the players' names."""
        return render(sentence, [p.name for p in self.config.players])

    def why_not(self, action: Action) -> str | None:
        """None if ``action`` would be accepted now, else the rules' sentence (nothing changes).

        Tables ask this (and :meth:`legal_actions`) to decide what is clickable and to explain a
        refusal; they never repeat a rule themselves.
        """
        reason = self.reason(action)
        return None if reason is None else self.words(reason)

    def reason(self, action: Action) -> Sentence | None:
        """:meth:`why_not`'s sentence as the rules gave it (a :class:`Msg`: its English text is its id), for a
        table that words a refusal its own way where a whole sentence has no room (a Telma station's header)."""
        return self.rules.why_not(self.state, action)

    def waiting_for(self) -> list[Viewer]:
        return self.rules.waiting_for(self.state)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def result(self) -> Result | None:
        return self.rules.result(self.state)

    def game_log(self) -> list[str]:
        """The public game log, oldest first, rebuilt from the history and the undo notes."""
        names = [p.name for p in self.config.players]
        notes: dict[int, list[Msg]] = {}
        for at, note in self._notes:  # oldest first, each after the steps that stood when it was written
            notes.setdefault(at, []).append(note)
        out: list[str] = []
        for i, step in enumerate(self._steps):
            out.extend(render(note, names) for note in notes.get(i, []))
            out.extend(render(e.text, names) for e in step.events if e.text)
        out.extend(render(note, names) for note in notes.get(len(self._steps), []))
        return out

    def _computer_step(self, step: _Step) -> bool:
        """A move made by a computer player's seat (undone together with the person's move before it)."""
        seat = step.action.seat
        players = self.config.players
        return seat is not None and 0 <= seat < len(players) and players[seat].bot is not None

    def _undo_run(self) -> int:
        """How many steps one undo takes back: the computers' moves since the last person's, and that one."""
        k = len(self._steps)
        while k > 0 and self._computer_step(self._steps[k - 1]):
            k -= 1
        return len(self._steps) - k + 1

    def why_no_undo(self, *, everyone: bool = False) -> str | None:
        """None if undo is possible now, else why not (a sentence for the players)."""
        if not self._steps:
            return translate("shell", "There is nothing to undo.")
        run = self._undo_run()
        if run > len(self._steps):
            return translate("shell", "Only the computer players have moved since the game began: there is no move "
                             "of yours to undo.")
        for step in self._steps[-run:]:
            if not step.undoable:
                if any(e.reveals for e in step.events):
                    return translate("shell", "The last move showed hidden information, so it cannot be taken back.")
                return translate("shell", "The game was loaded here: moves before it cannot be taken back.")
        step = self._steps[-run]
        if step.private and not everyone:
            return translate("shell", "The last move was made in private; use Edit ▸ Undo for everyone to take it "
                             "back (the player will choose again).")
        return None

    def can_undo(self, *, everyone: bool = False) -> bool:
        return self.why_no_undo(everyone=everyone) is None

    def can_redo(self) -> bool:
        return bool(self._redo)

    # ------------------------------------------------------------------ commands
    @Slot(object)
    def submit(self, action: Action, *, private: bool = False) -> bool:
        """Apply ``action``; True if accepted. Refusals emit ``action_was_refused``.

        ``private``: the move was made in a private view (a private panel passes True)."""
        try:
            events = self._apply(action, record=True, private=private)
        except IllegalAction as exc:
            self.action_was_refused.emit(self.words(exc.sentence))
            return False
        self._redo.clear()
        self._after_change(events)
        return True

    def undo(self, *, everyone: bool = False) -> bool:
        """Take back the last person's move, with the computer players' moves made since (public moves
        only, unless ``everyone``); False if refused."""
        if not self.can_undo(everyone=everyone):
            return False
        last: _Step | None = None
        for _ in range(self._undo_run()):
            last = self._steps.pop()
            self.state = last.before
            self._redo.append((last.action, last.private))
            n = len(self._steps)
            self._notes = [(min(at, n), note) for at, note in self._notes]  # notes stay where the history ends
            self._notes.append((n, self._undone_note(last)))
        assert last is not None
        self._after_change([Event("undone", "", {"action": last.action.kind})])
        return True

    def _undone_note(self, step: _Step) -> Msg:
        """The log's note for an undone step: what the step said (its first public line), else its kind."""
        said = next((e.text for e in step.events if e.text), None)
        return Msg("shell", QT_TRANSLATE_NOOP("shell", "(Undone: {move})"), move=said or self.describe(step.action))

    def redo(self) -> bool:
        if not self._redo:
            return False
        action, private = self._redo.pop()
        try:
            events = self._apply(action, record=True, private=private)
        except IllegalAction:
            self._redo.clear()
            return False
        self._after_change(events)
        return True

    def describe(self, action: Action) -> str:
        """A public label for an action (its kind, never its hidden arguments)."""
        return action.kind.replace("_", " ")

    def flush(self) -> None:
        """Write a pending autosave now and wait until it is on disk (before closing, loading or quitting)."""
        if self._save_timer.isActive():
            self._save_timer.stop()
            self.autosave()
        self.wait_for_saves()

    def autosave_soon(self) -> None:
        """Autosave on the next pass of the event loop, after what is queued there (the first paint of a new
        table: the writer's first save imports the save format, which would compete with it); :meth:`flush`
        writes it at once."""
        self._save_timer.start()

    def save_now(self) -> None:
        """Save the game as it is and wait until it is on disk (after a crash, before quitting)."""
        self.autosave()
        self.wait_for_saves()

    def wait_for_saves(self) -> None:
        if self._writer is not None:
            self._writer.wait()

    def autosave(self) -> None:
        """Hand the game to the background writer (the UI thread only copies the action list)."""
        self._save_timer.stop()
        if not self.store or not self.save_path:
            return
        if self._writer is None:  # imported here, once: an import statement runs PySide6's import hook at each call
            from gamesuite.storage.writer import SaveWriter

            self._writer = SaveWriter(on_error=lambda exc: self._save_failed.emit(str(exc)))
        store, path, rules, config, seed = self.store, self.save_path, self.rules, self.config, self.seed
        actions, state, base = self.actions, self.state, self.base  # ``actions`` is a new list

        def write() -> None:
            from gamesuite.storage.saves import make_save

            store.write(path, make_save(rules, config, seed, actions, state, base))

        self._writer.submit(write)

    @Slot(str)
    def _report_save_failure(self, message: str) -> None:
        text = translate("shell", "The game could not be saved: {problem}")
        self.autosave_did_fail.emit(text.format(problem=message))

    def close(self) -> None:
        """Save, finish writing and stop the writer thread (the session is over)."""
        self.save_now()
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    def save_as(self, path: Path) -> None:
        from gamesuite.storage.saves import make_save

        save = make_save(self.rules, self.config, self.seed, self.actions, self.state, self.base)
        if self.store:
            self.store.write(Path(path), save)
        else:
            from gamesuite.storage.saves import write_save

            write_save(Path(path), save)

    # ------------------------------------------------------------------ internals
    def _apply(self, action: Action, *, record: bool, private: bool = False) -> list[Event]:
        before = self.state
        new_state, events = self.rules.apply(before, action)
        self.state = new_state
        undoable = not any(e.reveals for e in events)
        if record:
            self._steps.append(_Step(action, before, events, undoable, private))
        return events

    def _after_change(self, events: list[Event]) -> None:
        # Saved right after the views have redrawn (next event-loop turn), so a burst of actions
        # (Telma buzzers) costs one write and a key press is handled before the disk is touched.
        if self.store is not None:
            self._save_timer.start()
        self.state_did_change.emit(events)
        self.history_did_change.emit()
        if self.is_over():
            self.game_did_end.emit(self.result())
