"""The likely next moves drawn ahead (``CiakUI._ahead_actions`` / ``CiakTable.moves_ahead``): the log, the seats' and
phase bar's parts, the fight's banner and die, the stack's new plates, the map and the arrows as each of the deciding
seat's likely moves shows them. Guards: after the idle turns a pass repaints no log line (fails with the log's part of
``moves_ahead`` left out); a seeded game shows the same pixels after every move whether the idle work ran before it
or not, and its moves draw the log and the parts far less often; the drawing ahead asks for no seat's view but the
TABLE's and the deciding seat's own (no other seat's hand is read)."""

from __future__ import annotations

import collections
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QImage

from gamesuite.rules.core import Rng, Viewer
from gamesuite.ui.ciak import items, pieces
from tests.ui.test_ciak_support import players


def _idle(window: Any) -> None:
    ui = window.game_ui
    for _ in range(600):
        QCoreApplication.processEvents()
        if not ui.context.idle.pending(ui.table):
            return
    raise AssertionError("the table's idle work never ended")


def _paint() -> None:
    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.UpdateRequest.value)


def _start(window: Any, seed: int) -> None:
    window.start_game("ciak", players(4), "massacre", {"starting_millions": 3}, seed=seed)
    window.resize(1280, 800)
    _paint()


def _move(window: Any, action: Any, *, ahead: bool) -> None:
    ui = window.game_ui
    if ahead:
        _idle(window)
    else:
        ui.context.idle.cancel(ui.table)
    window.controller.submit(action)
    if not ahead:
        ui.context.idle.cancel(ui.table)  # what the move posts for later: dropped
    _paint()
    ui.finish_animations()
    _paint()


def _play(window: Any, c: Any, rng: Rng, moves: int, *, ahead: bool, counting: list[bool]) -> list[QImage]:
    """Up to ``moves`` random moves (the gate confirmed when it shows), the idle work run before each when ``ahead``,
    ``counting[0]`` True only inside each move; the window's grab after each."""
    grabs: list[QImage] = []
    for _ in range(moves):
        if c.is_over():
            break
        if window.page.gate.isVisible():
            window.page.gate.confirmed.emit()
            _paint()
        action = c.rules.random_action(c.state, rng)
        if ahead:
            _idle(window)
        counting[0] = True
        _move(window, action, ahead=ahead)
        counting[0] = False
        grabs.append(window.grab().toImage())
    return grabs


def _log_draws(window: Any, seed: int, *, ahead: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[QImage, int]:
    """A seeded game's first pass, the idle work run before it (``ahead``) or dropped: (the window, how many times
    the log was drawn by the pass)."""
    _start(window, seed)
    c = window.controller
    seat = int(c.view(Viewer.TABLE)["decision"]["seat"])
    passing = next(a for a in c.legal_actions(seat=seat) if a.kind == "pass")
    if ahead:
        _idle(window)
    drawn = [0]
    draw = pieces.LogItem._draw

    def counted(self: Any, *args: Any, **kwargs: Any) -> None:
        drawn[0] += 1
        draw(self, *args, **kwargs)

    monkeypatch.setattr(pieces.LogItem, "_draw", counted)
    _move(window, passing, ahead=False)  # (the idle work already ran, or never did)
    monkeypatch.setattr(pieces.LogItem, "_draw", draw)
    assert window.game_ui.table.log.model[-1:] != ()
    return window.grab().toImage(), drawn[0]


def test_a_pass_copies_the_log_drawn_ahead(one_screen: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    plain, drawn_plain = _log_draws(one_screen, 5, ahead=False, monkeypatch=monkeypatch)
    ahead, drawn_ahead = _log_draws(one_screen, 5, ahead=True, monkeypatch=monkeypatch)
    assert drawn_plain >= 1  # the bad case: the pass draws the log's lines
    assert drawn_ahead == 0, "the pass drew the log: it was not drawn ahead"
    assert ahead == plain  # the same pixels


DRAWN = {"log": (pieces.LogItem, "_draw"), "parts": (pieces.FramePart, "draw_with"),
         "fight": (pieces.CombatBanner, "_draw"), "die": (items.D20Item, "_draw")}


def _game(window: Any, seed: int, moves: int, *, ahead: bool, monkeypatch: pytest.MonkeyPatch
          ) -> tuple[list[QImage], collections.Counter[str]]:
    """A seeded game of ``moves`` random moves, the idle work run before each (``ahead``) or dropped: (the window
    after each move, how many pictures of each kind the moves drew)."""
    _start(window, seed)
    rng = Rng(seed)
    c = window.controller
    grabs = []
    drawn: collections.Counter[str] = collections.Counter()
    counting = [False]

    def counter(name: str, draw: Any) -> Any:
        def counted(self: Any, *args: Any, **kwargs: Any) -> None:
            drawn[name] += counting[0]
            draw(self, *args, **kwargs)

        return counted

    for name, (cls, method) in DRAWN.items():
        monkeypatch.setattr(cls, method, counter(name, getattr(cls, method)))
    grabs += _play(window, c, rng, moves, ahead=ahead, counting=counting)
    monkeypatch.undo()
    return grabs, drawn


def test_moves_look_the_same_and_draw_less_with_the_pictures_drawn_ahead(one_screen: Any,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    plain, drawn_plain = _game(one_screen, 3, 40, ahead=False, monkeypatch=monkeypatch)
    ahead, drawn_ahead = _game(one_screen, 3, 40, ahead=True, monkeypatch=monkeypatch)
    assert len(plain) == len(ahead) > 20
    different = [i for i, (a, b) in enumerate(zip(plain, ahead, strict=True)) if a != b]
    assert not different, f"moves {different} look different when their pictures were drawn ahead"
    print(dict(drawn_plain), dict(drawn_ahead))
    for kind in ("log", "parts"):
        assert drawn_plain[kind] >= 10  # the bad case: the moves draw them
        assert drawn_ahead[kind] <= drawn_plain[kind] // 3, f"the moves still drew the {kind}: {drawn_ahead}"


def test_drawing_ahead_reads_no_other_seat_s_hand(one_screen: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    _start(one_screen, 9)
    c, ui = one_screen.controller, one_screen.game_ui
    rng = Rng(9)
    asked: list[tuple[Viewer, int]] = []
    view, preview = c.view, c.preview
    deciding = [0]

    def spied_view(viewer: Viewer = Viewer.TABLE) -> Any:
        asked.append((viewer, deciding[0]))
        return view(viewer)

    def spied_preview(action: Any, viewer: Viewer = Viewer.TABLE) -> Any:
        asked.append((viewer, deciding[0]))
        assert action.seat == deciding[0], "a move of a seat that does not decide now was worked out"
        return preview(action, viewer)

    previews = 0
    for _ in range(24):
        if c.is_over():
            break
        if one_screen.page.gate.isVisible():
            one_screen.page.gate.confirmed.emit()
            _paint()
        deciding[0] = int(view(Viewer.TABLE)["decision"]["seat"])
        monkeypatch.setattr(c, "view", spied_view)
        monkeypatch.setattr(c, "preview", spied_preview)
        _idle(one_screen)  # the drawing ahead
        monkeypatch.setattr(c, "view", view)
        monkeypatch.setattr(c, "preview", preview)
        previews += len(ui._previewed)
        _move(one_screen, c.rules.random_action(c.state, rng), ahead=False)
    assert previews > 24  # the moves ahead were worked out
    others = [(v, seat) for v, seat in asked if v != Viewer.TABLE and v.seat != seat]
    shown = ui.shown_seat()
    assert not [o for o in others if o[0].seat != shown], f"another seat's view was read: {others}"


def test_a_move_worked_out_ahead_is_taken_as_worked_out_again(one_screen: Any,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The move takes the view, log lines and model worked out ahead for it (``_take_ahead``) only when they are
    what it would work out: after every move of a seeded game (the idle work run before each) they equal the fresh
    ones."""
    from gamesuite.ui.ciak import CiakUI
    from gamesuite.ui.ciak import presenter as P

    _start(one_screen, 3)
    c = one_screen.controller
    rng = Rng(3)
    taken = [0]
    take = CiakUI._take_ahead

    def checked(self: Any, events: Any) -> bool:
        lines, attack, damage, sources = self.log_lines, self.last_attack, self.last_damage, self.stack_sources
        autopass = set(self.autopass)
        if not take(self, events):
            return False
        taken[0] += 1
        fresh = c.view(Viewer.TABLE)
        assert self.tview() == fresh
        self.log_lines, self.last_attack, self.last_damage, self.stack_sources = lines, attack, damage, sources
        self.autopass.clear()
        self.autopass.update(autopass)
        self._absorb(events)  # worked out again
        model = P.table_model(fresh, self.book, bots=self.bot_of, autopass=self.autopass,
                              last_attack=self.last_attack, last_damage=self.last_damage,
                              stack_sources=self.stack_sources)
        assert self._model_ahead == model, "the model taken is not the one the move works out"
        return True

    monkeypatch.setattr(CiakUI, "_take_ahead", checked)
    for _ in range(60):
        if c.is_over():
            break
        if one_screen.page.gate.isVisible():
            one_screen.page.gate.confirmed.emit()
            _paint()
        _idle(one_screen)
        c.submit(c.rules.random_action(c.state, rng))
        _paint()
    assert taken[0] >= 30, f"only {taken[0]} of 60 moves took what was worked out ahead"
