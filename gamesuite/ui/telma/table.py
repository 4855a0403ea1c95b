"""Telma's table screen: stations around the table, the contest in the middle, buzzers on the keyboard.

Flow on one keyboard (and one touch screen):

* Setup (before every round): the :class:`SetupPanel` collects this round's nickname parts and the buzzer
  keys; "Start round" sends them, then ``start_round``.
* Reveal: the active player presses their key (or taps their round button) to reveal.
* Contest: the participants glow (unless the ``contest_highlight`` option is off). A player who finished
  saying a nickname presses their key. When the rules let that call leave the name out (a ``buzz``
  template without ``named``: a two-player contest) the press is the whole call; otherwise the big name
  buttons ask whose nickname was said (one per ``buzz`` template). Every press is timed by its event
  timestamp (:mod:`gamesuite.ui.telma.clock`), never by when the app got round to handling it. Once the
  ``settle`` template accepts the current time, the table sees who takes the cards and has ``review_ms`` to
  object ("✗" wrong nickname, "It was a tie") or confirm at once with Space/Enter; then a timer settles.

The items are built once. After every change ``refresh`` asks the controller for the TABLE view and the
legal actions, :func:`presenter.table_model` turns them into a frozen model, and ``_apply`` hands each part
to its item (a part equal to what is shown repaints nothing). Clicks reach the scene as keys
(``scene.item_clicked``); button clicks go through an :class:`ActionPicker`, and a refused click is
explained with ``controller.why_not``. Keys reach the table only through :meth:`TelmaTable.key_pressed`
(the shell forwards them from the table, with no dialog open).
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Iterator
from typing import Any, cast

from PySide6.QtCore import QObject, QPointF, Qt, QTimer, Slot
from PySide6.QtGui import QColor, QFont

from gamesuite.i18n import translate
from gamesuite.rules.core import Action, Event, Free, Viewer
from gamesuite.rules.telma.view import TelmaView
from gamesuite.ui import theme
from gamesuite.ui.controller import GameController
from gamesuite.ui.picker import ActionPicker
from gamesuite.ui.scene import (
    ActionBar,
    ButtonItem,
    ButtonSpec,
    LabelItem,
    PanelItem,
    PanelStyle,
    TableScene,
    TableView,
    set_shown,
    show_button,
)
from gamesuite.ui.scene import text as text_module
from gamesuite.ui.scene.animation import reduce_motion
from gamesuite.ui.scene.item import KitItem
from gamesuite.ui.scene.text import LEFT
from gamesuite.ui.settings import Settings
from gamesuite.ui.telma import layout as L
from gamesuite.ui.telma import presenter as P
from gamesuite.ui.telma.clock import ContestClock
from gamesuite.ui.telma.items import (
    EMPTY_SLOT,
    ButtonLines,
    FlyingCard,
    PickRowItem,
    StationItem,
    TelmaCard,
)
from gamesuite.ui.telma.keys import ALLOWED, CONFIRM_KEYS, key_name, load_keys, save_keys
from gamesuite.ui.telma.setup import SetupPanel

REVIEW_MS = 3000  # time the table gets to object before a contest is settled
LATE_PRESS_MS = 700  # presses this soon after a contest ended are late calls, not reveals
NICKNAME_PEEK_MS = 8000  # "Show nicknames" hides them again after this long
TICK_MS = 100  # the review countdown
ESCAPE = Qt.Key.Key_Escape.value
Bold = QFont.Weight.Bold
COLOURS = {P.HIGHLIGHT: theme.HIGHLIGHT, P.INK: theme.INK_ON_FELT, P.MUTED: theme.MUTED_ON_FELT}
OVERLAY = PanelStyle(fill="#0f2a23", border=theme.HIGHLIGHT.name(), border_width=4, radius=22)
TIE_OVERLAY = PanelStyle(fill="#0f2a23", border=P.TIE_BLUE, border_width=4, radius=22)


class TelmaTable(QObject):
    """Builds Telma's scene once, shows the table model after every change, and turns presses and clicks
    into actions (see the module docstring)."""

    def __init__(self, controller: GameController, settings: Settings, toast: Callable[[str], None]) -> None:
        super().__init__()
        for _part in self._made(controller, settings, toast):
            pass

    @classmethod
    def in_pieces(cls, controller: GameController, settings: Settings,
                  toast: Callable[[str], None]) -> Iterator[TelmaTable]:
        """The table built a part at a time (``telma/ahead.py`` builds it in idle pieces of ~1-3 ms; built at once it
        was one piece of ~9 ms a click could wait for): the table, partly built, after each part (its scene and view
        from the first); built when the iterator ends."""
        table = cls.__new__(cls)
        QObject.__init__(table)
        for _part in table._made(controller, settings, toast):
            yield table

    def _made(self, controller: GameController, settings: Settings, toast: Callable[[str], None]) -> Iterator[None]:
        """What ``__init__`` does, in parts (see :meth:`in_pieces`)."""
        self.controller = controller
        self.settings = settings
        self.toast = toast
        self.scene = TableScene()
        self.view = TableView(self.scene)
        first = self._table_view()
        self.last_view = first
        self.n = len(first["players"])
        self.colours = [p["colour"] for p in first["players"]]
        self.keys: list[int] = load_keys(settings, self.n)
        self.clock = ContestClock(base_ms=int(first["clock_ms"]))
        self.review_ms = REVIEW_MS
        self.late_press_ms = LATE_PRESS_MS
        self.pending: dict[int, P.Pending] = {}  # presses waiting for "whose nickname?", in press order
        self.tie_choice: set[int] | None = None  # the tie picker is open with these seats chosen
        self.assigning: int | None = None  # the seat choosing a new buzzer key
        self.peek = False  # "Show nicknames" pressed
        self.contest_ended_at: int | None = None
        self.news = ""  # the latest outcome, shown on the setup panel and under the headline
        self.suggested = ""  # empty boxes just got the game's suggestions: say so until the round starts
        self.actions: list[Action] = []
        self.picker = ActionPicker(P.keys_of)
        self.model: P.TableModel | None = None
        self._bar_keys: dict[str, set[object]] = {}
        yield
        yield from self._build(first)
        self.settle_timer = QTimer(self)
        self.settle_timer.setSingleShot(True)
        self.settle_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.settle_timer.timeout.connect(self._settle_due)
        self.tick_timer = QTimer(self)
        self.tick_timer.setInterval(TICK_MS)
        self.tick_timer.timeout.connect(self.tick)
        self.peek_timer = QTimer(self)
        self.peek_timer.setSingleShot(True)
        self.peek_timer.timeout.connect(self._peek_over)
        self.scene.item_clicked.connect(self._clicked)
        for row in self.setup.rows:
            row.edited.connect(self.nickname_edited)
        yield
        self.refresh([])

    def _table_view(self) -> TelmaView:
        return cast(TelmaView, self.controller.view(Viewer.TABLE))

    def adopt(self, controller: GameController, settings: Settings, toast: Callable[[str], None]) -> None:
        """This table, built ahead (``telma/ahead.py``) from the state ``controller`` starts from, becomes the game's:
        its controller, settings (the buzzer keys) and toasts; the game clock starts now. The shell's first refresh
        shows the keys; the items, built and drawn for the same state, stay."""
        ahead, self.controller = self.controller, controller
        if ahead is not controller:
            ahead.deleteLater()
        self.settings = settings
        self.toast = toast
        self.keys = load_keys(settings, self.n)
        self.clock = ContestClock(base_ms=int(self.last_view["clock_ms"]))
        self.view.free_pictures_when_gone(True)  # (the view built ahead did not: see ahead.py)

    # ------------------------------------------------------------------ building (once)
    def _put(self, item: KitItem, x: float, y: float, z: float = 0) -> KitItem:
        item.setPos(x, y)
        item.setZValue(z)
        self.scene.put(item)
        return item

    def _label(self, key: str, w: float, h: float, size: float, x: float, y: float, **kw: Any) -> LabelItem:
        item = LabelItem("", w, h, size=size, key=key, **kw)
        self._put(item, x, y)
        return item

    def _build(self, first: TelmaView) -> Iterator[None]:
        """The items, once (a part between yields)."""
        self.stations: list[StationItem] = []
        for seat, (x, y, flipped) in enumerate(L.station_positions(self.n)):
            st = StationItem(seat, self.colours[seat], theme.PLAYER_SHAPES[seat % 8], flipped=flipped)
            self._put(st, x, y)
            self.scene.put(st.buzzer, st)
            self.scene.put(st.top, st)
            self.stations.append(st)
            if seat % 2:
                yield
        y = L.CENTRE_Y
        self.round_label = self._label("round", L.ROUND_W, 56, 40, L.ROUND_X, y + 10, weight=Bold)
        self.part_label = self._label("points", L.ROUND_W, 40, 28, L.ROUND_X, y + 66, colour=theme.MUTED_ON_FELT)
        card_h = L.CENTRE_CARD_W * L.CARD_RATIO
        self.centre_slot = PanelItem(L.CENTRE_CARD_W, card_h, dataclasses.replace(EMPTY_SLOT, radius=10),
                                     key="centre-slot")
        self._put(self.centre_slot, 40, y + 124)
        self.centre_card = TelmaCard(L.CENTRE_CARD_W, None, key="centre")
        self._put(self.centre_card, 40, y + 124, 1)
        self.centre_label = self._label("centre-text", 220, 120, 26, 150, y + 134, colour=theme.INK_ON_FELT,
                                        wrap=True, align=LEFT)
        self.headline = self._label("headline", L.MID_W, L.HEADLINE_H, 56, L.MID_X, y, weight=Bold)
        self.subline = self._label("subline", L.MID_W, L.SUBLINE_H, 30, L.MID_X, y, colour=theme.INK_ON_FELT)
        self.note = self._label("note", L.MID_W, L.NOTE_H, 28, L.MID_X, y, colour=theme.MUTED_ON_FELT)
        self.preview = self._label("preview", L.PREVIEW_W, L.PREVIEW_H, 36, L.MID_X, y + L.REVIEW_DY, weight=Bold,
                                   colour=theme.INK, background=theme.HIGHLIGHT)
        self.countdown = PanelItem(L.PREVIEW_W, 10, PanelStyle(fill=theme.HIGHLIGHT.name(), border=None, radius=5),
                                   key="countdown")
        self._put(self.countdown, L.MID_X, y + L.COUNTDOWN_DY)
        self.tie_button = ButtonItem(translate("telma", "It was a tie"), L.TIE_W, L.BUTTON_H, colour=P.TIE_BLUE,
                                     size=30, key="button:tie")
        self._put(self.tie_button, L.MID_X, y + L.REVIEW_DY)
        self.ok_button = ButtonItem(translate("telma", "OK (Space)"), L.OK_W, L.BUTTON_H, colour=theme.OK, size=30,
                                    key="button:ok")
        self._put(self.ok_button, L.MID_X + L.OK_DX, y + L.REVIEW_DY)
        self.peek_button = ButtonItem(translate("telma", "Show nicknames"), L.PEEK_W, L.BUTTON_H, colour=P.GREY,
                                      size=30, key="button:peek")
        self._put(self.peek_button, L.PEEK_X, y + 16)
        self.keys_hint = self._label("keys-hint", L.PEEK_W, 150, 26, L.PEEK_X, y + 110, colour=theme.MUTED_ON_FELT,
                                     wrap=True)
        self.chips = [self._label(f"chip:{i}", L.CHIP_MAX_W, L.CHIP_H, 28, L.MID_X, y + L.CHIPS_DY, weight=Bold,
                                  wrap=True)  # a long line takes two lines when four calls share the row
                      for i in range(L.CHIP_SLOTS)]
        yield
        self.wrong_buttons: dict[int, ButtonItem] = {}
        for seat in range(self.n):
            b = ButtonItem("✗", L.WRONG_W, L.CHIP_H, colour=theme.DANGER, size=32, key=f"wrong:{seat}")
            self.wrong_buttons[seat] = b
            self._put(b, L.MID_X, y + L.CHIPS_DY)
        # the "whose nickname?" picker: one row per press waiting
        self.pick_panel = PanelItem(L.PICK_MAX_W, 100, OVERLAY, key="pick-panel")
        self._put(self.pick_panel, L.MID_X, y + L.PICK_Y, 120)
        self.pick_rows: dict[int, PickRowItem] = {}
        for seat in range(self.n):
            row = PickRowItem(seat, self.colours)
            self.pick_rows[seat] = row
            self._put(row, L.MID_X + L.PICK_PAD, y, 121)
            self.scene.put(row.cancel, row)
        yield
        # the tie picker (placed and sized by _apply_tie_picker)
        self.tie_panel = PanelItem(L.PICK_MAX_W, 100, TIE_OVERLAY, key="tie-panel")
        self._put(self.tie_panel, L.MID_X, y + L.PICK_Y, 130)
        self.tie_title = LabelItem(translate("telma", "Whose nicknames were said together?"), L.PICK_MAX_W,
                                   L.TIE_TITLE_H, size=L.TIE_TITLE_SIZE, weight=Bold, key="tie-title")
        self._put(self.tie_title, L.MID_X, y + L.PICK_Y, 131)
        self.tie_names = ButtonLines("tie-seats", size=30)
        self._put(self.tie_names, L.MID_X, y + L.PICK_Y, 131)
        self.tie_actions = ButtonLines("tie-actions", size=30)
        self._put(self.tie_actions, L.MID_X, y + L.PICK_Y, 131)
        yield
        players = [(c, theme.PLAYER_SHAPES[s % 8]) for s, c in enumerate(self.colours)]
        self.setup = SetupPanel(players)
        self.scene.put(self.setup)
        self.setup.setZValue(200)
        for row in self.setup.rows:
            self.scene.put(row.change, row)
        self.scene.put(self.setup.start, self.setup)

    # ------------------------------------------------------------------ refresh
    def refresh(self, events: list[Event]) -> P.TableModel:
        """Show the table view now; ``events``: what just happened (animations, late presses, news)."""
        view = self._table_view()
        phase = view["phase"]
        self.clock.advance_base(int(view["clock_ms"]))
        self.clock.frozen = phase == "contest"
        kinds = {e.kind for e in events}
        if "undone" in kinds or phase != "contest":
            self.pending.clear()
            self.tie_choice = None
        if phase != "nicknames":
            self.assigning = None
            self.suggested = ""
        for e in events:
            if e.kind in ("take", "tie"):
                self.contest_ended_at = self.clock.now()
                self.news = self.controller.words(e.text)
            elif e.kind in ("round_won", "match_over", "false_call", "recycle"):
                self.news = self.controller.words(e.text)
            elif e.kind == "round_start":
                self.news = ""
        if "undone" in kinds:
            self.contest_ended_at = None
        self.actions = self.controller.legal_actions()
        self.picker.set_actions(P.click_actions(self.actions))
        for seat, p in list(self.pending.items()):  # a press still waiting keeps the targets the rules allow now
            templates = P.buzz_templates(self.actions, seat)
            if not templates:
                del self.pending[seat]
            else:
                self.pending[seat] = P.Pending(seat, p.t_ms, P.call_targets(templates))
        prev = self.last_view
        self.last_view = view
        model = self.show()
        if events:
            self._animate(prev, view, events)
        self._schedule()
        return model

    def local(self) -> P.Local:
        return P.Local(
            keys=tuple(key_name(k) for k in self.keys),
            now_ms=self.clock.now(),
            review_ms=self.review_ms,
            peek=self.peek,
            assigning=self.assigning,
            pending=tuple(self.pending.values()),
            tie_choice=frozenset(self.tie_choice) if self.tie_choice is not None else None,
            news=self.news,
            suggested=self.suggested,
        )

    def show(self) -> P.TableModel:
        """Apply the model of the last view with the table's own state now (no new view is read)."""
        model = P.table_model(self.last_view, self.actions, self.local())
        self._apply(model)
        self.model = model
        return model

    def _apply(self, m: P.TableModel) -> None:
        for st, sm in zip(self.stations, m.stations, strict=True):
            st.apply(sm)
        self.round_label.set_text(m.round_text)
        self.part_label.set_text(m.points_text)
        set_shown(self.centre_slot, m.centre_visible)  # by opacity: its picture is kept for the next round
        self.centre_label.setVisible(m.centre_visible)
        self.centre_label.set_text(m.centre_text)
        self.centre_card.setVisible(m.centre_card is not None)
        if m.centre_card is not None:
            self.centre_card.apply(m.centre_card)
        drop = 0 if m.contest_layout else L.CALM_DROP
        for item, line, dy in ((self.headline, m.headline, L.HEADLINE_DY), (self.subline, m.subline, L.SUBLINE_DY),
                               (self.note, m.note, L.NOTE_DY)):
            item.setPos(L.MID_X, L.CENTRE_Y + dy + drop)
            item.set_colours(COLOURS[line.colour])
            item.set_text(line.text)
        self.peek_button.setVisible(m.peek_visible)
        self.peek_button.set_text(m.peek_label)
        self.keys_hint.setVisible(bool(m.keys_hint))
        self.keys_hint.set_text(m.keys_hint)
        self._apply_chips(m.chips)
        self._apply_review(m)
        self._apply_picker(m.picker)
        self._apply_tie_picker(m.tie_picker)
        self.setup.apply(m.setup)

    def _apply_chips(self, chips: tuple[P.Chip, ...]) -> None:
        n = len(chips)
        chip_w = min(L.CHIP_MAX_W, (L.MID_W - L.CHIP_GAP * (n - 1)) / n) if n else L.CHIP_MAX_W
        wrong: dict[int, float] = {}
        for k, label in enumerate(self.chips):
            if k >= n:
                label.setVisible(False)
                continue
            chip = chips[k]
            x = L.MID_X + k * (chip_w + L.CHIP_GAP)
            label_w = chip_w - (L.WRONG_W + 10 if chip.wrong_seat is not None else 0)
            bg = QColor(P.REJECTED) if chip.rejected else QColor(self.colours[chip.seat])
            label.set_size(label_w, L.CHIP_H)
            label.setPos(x, L.CENTRE_Y + L.CHIPS_DY)
            label.set_colours(theme.text_colour_on(bg), bg)
            label.set_text(chip.text)
            label.setVisible(True)
            if chip.wrong_seat is not None:
                wrong[chip.wrong_seat] = x + label_w + 8
        for seat, button in self.wrong_buttons.items():
            show_button(button, seat in wrong, QPointF(wrong[seat], L.CENTRE_Y + L.CHIPS_DY) if seat in wrong else None)

    def _apply_review(self, m: P.TableModel) -> None:
        r = m.review
        x = L.MID_X + L.TIE_OPEN_DX if r.open else L.MID_X + (L.MID_W - L.TIE_W) / 2
        show_button(self.tie_button, m.tie_visible, QPointF(x, L.CENTRE_Y + L.REVIEW_DY))
        show_button(self.ok_button, r.open)
        for item in (self.preview, self.countdown):
            item.setVisible(r.open)
        if r.open:
            self.preview.set_text(r.preview)
            self.countdown.set_size(max(10.0, L.PREVIEW_W * r.left), 10)

    def _apply_picker(self, rows: tuple[P.PickRow, ...]) -> None:
        """The panel as wide as its widest row, centred in the band's middle under the headline, the rows (each
        one or two lines of buttons) one under the other (see :class:`PickRowItem`)."""
        self.pick_panel.setVisible(bool(rows))
        shown = {r.seat: r for r in rows}
        for seat, item in self.pick_rows.items():
            item.setVisible(seat in shown)
            if seat in shown:
                item.apply(shown[seat])
                for bar in item.bars:
                    self._register(bar)
        if not rows:
            return
        items = [self.pick_rows[r.seat] for r in rows]
        # several presses waiting (two rows of seven names, four rows) would reach the stations below: all
        # buttons a little lower instead (as wide, the names as large)
        room = L.CENTRE_H - L.PICK_Y - 2 * L.PICK_PAD - L.PICK_ROW_GAP * (len(items) - 1)
        button_h = self._button_height(room, sum(item.lines for item in items), len(items))
        for item in items:
            item.set_button_height(button_h)
        w = max(item.w for item in items) + 2 * L.PICK_PAD
        h = sum(item.h for item in items) + L.PICK_ROW_GAP * (len(items) - 1) + 2 * L.PICK_PAD
        x0, y = self._place_picker(self.pick_panel, w, h)
        y += L.PICK_PAD
        for item in items:  # every row's "✗" at the panel's right edge
            item.setPos(x0 + w - L.PICK_PAD - item.w, y)
            y += item.h + L.PICK_ROW_GAP

    def _apply_tie_picker(self, picker: P.TiePicker | None) -> None:
        """Like the "whose nickname?" picker (the same place, the same name buttons, as wide as they need): the
        question on top, then the names with "Split the cards" and "Cancel" at their right. The panel holds just
        that, with even margins: a line of names gets the actions beside it on the same line (three players); names
        that need more room take two lines beside the actions' column (four players: 2 + 2). Avoid the column
        beside one line of names: its "Cancel" left an empty band the height of a button under the names."""
        for item in (self.tie_panel, self.tie_title, self.tie_names, self.tie_actions):
            item.setVisible(picker is not None)
        if picker is None:
            return
        names = [ButtonSpec(b.key, b.label, self.colours[b.seat] if b.chosen else "#5b6b66") for b in picker.buttons]
        split = translate("telma", "Split the cards")
        actions = [ButtonSpec("button:split", split, P.OK_GREEN, picker.split_enabled),
                   ButtonSpec("button:tie-cancel", translate("telma", "Cancel"), P.GREY)]
        inner = L.PICK_MAX_W - 2 * L.PICK_PAD
        room = L.CENTRE_H - L.PICK_Y - 2 * L.PICK_PAD - L.TIE_TITLE_H - L.TIE_TITLE_GAP
        actions_line = 2 * L.TIE_ACTIONS_W + L.PICK_LINE_GAP
        lines = 1 if ButtonLines.line_count(len(names), inner - L.PICK_GAP - actions_line) == 1 else L.PICK_LINES
        button_h = self._button_height(room, lines, 1)
        # one line: both actions side by side; two: one over the other
        self.tie_actions.lay_out(actions, actions_line if lines == 1 else L.TIE_ACTIONS_W, button_h,
                                 widest=L.TIE_ACTIONS_W, min_lines=lines)
        self.tie_names.lay_out(names, inner - L.PICK_GAP - self.tie_actions.w, button_h, min_lines=lines)
        title = text_module.text_width(self.tie_title.text, L.TIE_TITLE_SIZE, Bold) + 16
        w = min(inner, max(title, self.tie_names.w + L.PICK_GAP + self.tie_actions.w)) + 2 * L.PICK_PAD
        h = L.TIE_TITLE_H + L.TIE_TITLE_GAP + max(self.tie_names.h, self.tie_actions.h) + 2 * L.PICK_PAD
        x0, y = self._place_picker(self.tie_panel, w, h)
        self.tie_title.set_size(w - 2 * L.PICK_PAD, L.TIE_TITLE_H)
        self.tie_title.setPos(x0 + L.PICK_PAD, y + L.PICK_PAD)
        y += L.PICK_PAD + L.TIE_TITLE_H + L.TIE_TITLE_GAP
        self.tie_names.setPos(x0 + L.PICK_PAD, y)
        self.tie_actions.setPos(x0 + w - L.PICK_PAD - self.tie_actions.w, y)
        for bar in (*self.tie_names.bars, *self.tie_actions.bars):
            self._register(bar)

    @staticmethod
    def _button_height(room: float, lines: int, rows: int) -> float:
        """The pickers' buttons as tall as ``lines`` lines (in ``rows`` rows) fit ``room``: BUTTON_H at most,
        never lower than PICK_MIN_BUTTON_H (beyond that, rare, the panel goes on over the stations)."""
        fit = (room - L.PICK_LINE_GAP * (lines - rows)) / lines
        return max(float(L.PICK_MIN_BUTTON_H), min(float(L.BUTTON_H), fit))

    def _place_picker(self, panel: PanelItem, w: float, h: float) -> tuple[float, float]:
        """A picker's panel ``w`` x ``h``, centred in the band's middle under the headline (which stays to say what
        the contest is): it covers neither the round's info and the centre pile (left) nor "Show nicknames"
        (right). Returns its top-left corner."""
        x0, y = L.MID_X + (L.MID_W - w) / 2, L.CENTRE_Y + L.PICK_Y
        panel.set_size(w, h)
        panel.setPos(x0, y)
        return x0, y

    def _register(self, bar: ActionBar) -> None:
        """Keep the scene's key registry in step with a bar's buttons (clicks and tests find them by key)."""
        known = self._bar_keys.setdefault(str(bar.key), set())
        keys = {b.key for b in bar.buttons}
        for key in known - keys:
            self.scene.drop(key)
        for b in bar.buttons:
            if b.key not in known:
                self.scene.put(b, bar)
        self._bar_keys[str(bar.key)] = keys

    # ------------------------------------------------------------------ clicks -> actions
    @Slot(object)
    def _clicked(self, key: object) -> None:
        if not isinstance(key, str):
            return
        kind, _, rest = key.partition(":")
        args = [int(x) for x in rest.split(":") if x.isdigit()]
        if kind == "buzzer" and args:
            self.press(args[0], self.stations[args[0]].buzzer.pressed_at, "tap")
        elif kind == "named" and len(args) == 2:
            self.pick(args[0], args[1])
        elif kind == "cancel" and args:
            self.cancel_pick(args[0])
        elif kind == "tie" and args:
            self.toggle_tie_seat(args[0])
        elif kind == "change" and args:
            self.begin_key_change(args[0])
        elif key == "button:split":
            self.confirm_tie()
        elif key == "button:tie-cancel":
            self.cancel_tie()
        elif key == "button:peek":
            self.set_peek(not self.peek)
        elif key == "button:start":
            self.start_round()
        elif key == "button:tie":
            self.tie_clicked()
        else:
            self._choose(key)

    def _choose(self, key: str) -> bool:
        """A button that stands for one action: the picker names it; a refusal is explained by the rules."""
        pick = self.picker.click(key)
        if pick.kind == "submit" and pick.action is not None:
            return self.controller.submit(self._filled(pick.action))
        self.picker.cancel()
        action = P.meant(self.last_view, key, self.clock.now())
        reason = self.controller.why_not(action) if action is not None else None
        self.toast(reason or translate("telma", "That is not a move right now."))
        return False

    def _filled(self, action: Action) -> Action:
        """A template with its time filled in now (``settle``); other actions as they are."""
        if isinstance(action.get("t_ms"), Free):
            args = {k: v for k, v in action.args if k != "t_ms"}
            return Action(action.kind, action.seat, t_ms=self.clock.now(), **args)
        return action

    # ------------------------------------------------------------------ keys
    def key_pressed(self, key: int, timestamp_ms: int) -> bool:
        """A key on the table screen: buzzer keys, Space/Enter to confirm a contest, Esc to cancel a
        half-made choice, key changes. False leaves the key to whoever else wants it (a nickname box)."""
        if self.assigning is not None:
            return self._assign_key(key)
        phase = self.last_view["phase"]
        if key == ESCAPE:
            return self.cancel_choice()
        if phase == "nicknames":
            if self.setup.any_field_focused():
                return False
            seat = self.seat_of_key(key)
            if seat is None:
                return False
            self.setup.rows[seat].flash()  # a key test
            return True
        if phase == "over":
            return False
        if key in CONFIRM_KEYS:
            return self.settle_now()
        seat = self.seat_of_key(key)
        if seat is None:
            return False
        self.press(seat, timestamp_ms, "key")
        return True

    def seat_of_key(self, key: int) -> int | None:
        return self.keys.index(key) if key in self.keys else None

    def cancel_choice(self) -> bool:
        """Esc: forget the latest press waiting for "whose nickname?", or close the tie picker."""
        if self.pending:
            self.cancel_pick(list(self.pending)[-1])
            return True
        if self.tie_choice is not None:
            self.cancel_tie()
            return True
        return False

    # ------------------------------------------------------------------ presses -> actions
    def press(self, seat: int, timestamp_ms: int, source: str = "key") -> None:
        """A player pressed their key or tapped their button at ``timestamp_ms`` (the event's own time)."""
        t = self.clock.event_time(timestamp_ms, source)  # first: the moment that counts
        phase = self.last_view["phase"]
        station = self.stations[seat]
        if phase == "reveal":
            if self.contest_ended_at is not None and t - self.contest_ended_at < self.late_press_ms:
                station.show_flash(translate("telma", "Too late!"), 800)
                return
            for action in (Action("reveal", seat), Action("false_call", seat)):
                if action in self.actions:
                    self.controller.submit(action)
                    return
            station.show_flash(self._refusal(Action("reveal", seat)), 1000, colour=P.GREY)
            return
        if phase != "contest":
            return
        if seat in self.pending:
            station.show_flash(translate("telma", "Called! Whose nickname?"), 1200)
            return
        templates = P.buzz_templates(self.actions, seat)
        if not templates:  # not in the contest, or already called: the rules say which
            station.show_flash(self._refusal(Action("buzz", seat, t_ms=t)), 1000, colour=P.GREY)
            return
        if P.may_leave_name_out(templates):
            self.controller.submit(Action("buzz", seat, t_ms=t))
            return
        self.pending[seat] = P.Pending(seat, t, P.call_targets(templates))
        station.show_flash(translate("telma", "Called! Whose nickname?"), 1200)
        self.show()
        self._schedule()

    def _refusal(self, action: Action) -> str:
        """Why a press (``action``) did nothing, for the presser's station: the rules' reason in a few words
        (:func:`P.station_refusal`), else their whole sentence."""
        reason = self.controller.reason(action)
        if reason is None:
            return ""
        return P.station_refusal(reason) or self.controller.words(reason)

    def pick(self, seat: int, named: int) -> None:
        """``seat`` says they named ``named`` (the call keeps the time of the press)."""
        p = self.pending.pop(seat, None)
        if p is None:
            return
        self.stations[seat].hide_flash()
        action = Action("buzz", seat, t_ms=p.t_ms, named=named)
        reason = self.controller.why_not(action)
        if reason is None and self.controller.submit(action):
            return
        self.toast(reason or translate("telma", "That call was not accepted."))
        self.show()
        self._schedule()

    def cancel_pick(self, seat: int) -> None:
        self.pending.pop(seat, None)
        self.stations[seat].hide_flash()
        self.show()
        self._schedule()

    # ------------------------------------------------------------------ ties and the settle
    def tie_clicked(self) -> None:
        """"It was a tie": the tie at once when the rules allow only one, else the picker of who tied."""
        if "button:tie" in self.picker.clickable():
            self._choose("button:tie")
            return
        ties = [a for a in self.actions if a.kind == "declare_tie"]
        if not ties:
            self._choose("button:tie")  # explains why not
            return
        c = self.last_view["contest"]
        leading = set(c["leading"]) if c else set()
        self.tie_choice = leading if len(leading) >= 2 else set()
        self.show()
        self._schedule()

    def toggle_tie_seat(self, seat: int) -> None:
        if self.tie_choice is not None:
            self.tie_choice ^= {seat}
            self.show()

    def confirm_tie(self) -> None:
        if self.tie_choice is None:
            return
        action = Action("declare_tie", seats=sorted(self.tie_choice))
        reason = self.controller.why_not(action)
        if reason is not None:
            self.toast(reason)
            return
        self.tie_choice = None
        self.controller.submit(action)

    def cancel_tie(self) -> None:
        self.tie_choice = None
        self.show()
        self._schedule()

    def review_open(self) -> bool:
        """The rules accept a settle now and nobody is still choosing: the table may confirm or object."""
        return not self.pending and self.tie_choice is None and P.may_settle(self.actions, self.clock.now())

    def settle_now(self) -> bool:
        """Close the contest now (Space/Enter, the OK button, or the settle timer)."""
        if not self.review_open():
            self._schedule()
            return False
        self.settle_timer.stop()
        return self._choose("button:ok")

    @Slot()
    def _settle_due(self) -> None:
        self.settle_now()

    def _schedule(self) -> None:
        """Arm the settle timer for the end of the review after the tie window (or stop it)."""
        self.settle_timer.stop()
        start = P.settle_from(self.actions)
        if start is None or self.pending or self.tie_choice is not None:
            self.tick_timer.stop()
            return
        self.settle_timer.start(max(0, start + self.review_ms - self.clock.now()))
        if not self.tick_timer.isActive():
            self.tick_timer.start()

    @Slot()
    def tick(self) -> None:
        """The review countdown: the result appears once the tie window has passed, the bar shrinks."""
        if self.last_view["phase"] != "contest":
            self.tick_timer.stop()
            return
        self.show()

    # ------------------------------------------------------------------ setup
    def start_round(self) -> None:
        """Send typed nicknames the rules have not seen yet, then ``start_round``.

        An empty box never becomes a nickname nobody saw: it is filled with the game's suggestion, in
        view, and the round waits for a second press, so everyone can say the new nicknames out loud.
        """
        view = self._table_view()
        field = P.part_field(view["nickname_part"])
        suggested: list[int] = []
        for row, player in zip(self.setup.rows, view["players"], strict=True):
            text = row.text()
            if not text:
                text = P.suggestion_words(player["nickname"])
                if text:
                    row.edit.setText(text)
                    suggested.append(row.seat)
            if text and text != (player["nickname"][field] or ""):
                ok = self.controller.submit(Action("set_nickname", row.seat, text=text))
                row.set_error(not ok)
                if not ok:
                    return
            else:
                row.set_error(False)
        if suggested:
            self.suggested = P.suggested_note([view["players"][s]["name"] for s in suggested], int(view["round"]))
            self.show()
            for seat in suggested:
                self.setup.rows[seat].flash()
            return
        self.suggested = ""
        self.setup.release_focus()
        self.view.setFocus()
        self._choose("button:start")

    @Slot(int)
    def nickname_edited(self, seat: int) -> None:
        view = self.last_view
        if view["phase"] != "nicknames":
            return
        row = self.setup.rows[seat]
        text = row.text()
        field = P.part_field(view["nickname_part"])
        if not text or text == (view["players"][seat]["nickname"][field] or ""):
            row.set_error(False)
            return
        row.set_error(not self.controller.submit(Action("set_nickname", seat, text=text)))

    def begin_key_change(self, seat: int) -> None:
        self.assigning = None if self.assigning == seat else seat
        self.setup.release_focus()
        self.view.setFocus()
        self.show()

    def _assign_key(self, key: int) -> bool:
        seat = self.assigning
        assert seat is not None
        if key == ESCAPE:
            self.assigning = None
            self.show()
            return True
        if key not in ALLOWED:
            return True  # ignored: waiting for a letter or a digit
        other = self.seat_of_key(key)
        if other is not None and other != seat:
            self.keys[other] = self.keys[seat]  # swap, so every key stays unique
        self.keys[seat] = key
        save_keys(self.settings, self.keys)
        self.assigning = None
        self.show()
        return True

    def set_peek(self, on: bool) -> None:
        self.peek = on
        if on:
            self.peek_timer.start(NICKNAME_PEEK_MS)
        else:
            self.peek_timer.stop()
        self.show()

    @Slot()
    def _peek_over(self) -> None:
        self.set_peek(False)

    # ------------------------------------------------------------------ motion
    def _animate(self, prev: TelmaView, view: TelmaView, events: list[Event]) -> None:
        if reduce_motion():
            return
        for e in events:
            if e.kind == "reveal":
                seat = int(e.data["seat"])
                top = P.face(view["players"][seat]["top"])
                if top is not None:
                    covered = P.face(prev["players"][seat]["top"]) if prev["phase"] != "nicknames" else None
                    self.stations[seat].reveal(top, covered)
            elif e.kind in ("take", "tie"):
                sources = {int(k): int(v) for k, v in dict(e.data.get("from", {})).items()}
                takers = [int(e.data["seat"])] if e.kind == "take" else [int(x) for x in e.data["seats"]]
                for k, (seat, _count) in enumerate(sorted(sources.items())):
                    dest = self.stations[takers[k % len(takers)]]
                    self._fly(P.face(prev["players"][seat]["top"]), self.stations[seat].top_scene_pos(), L.TOP_W,
                              dest)
                if e.kind == "take" and int(e.data.get("from_centre", 0)) and prev["centre"]:
                    self._fly(P.face(prev["centre"][-1]), self.centre_card.scenePos(), L.CENTRE_CARD_W,
                              self.stations[takers[0]])

    def _fly(self, card: P.CardFace | None, start: QPointF, width: float, dest: StationItem) -> None:
        """A card slides (and turns face down) from ``start`` to ``dest``'s pile, then leaves the table."""
        fly = FlyingCard(width, card, face_up=card is not None)
        fly.setPos(start)
        self.scene.addItem(fly)
        fly.fly(dest.pile_scene_pos(), L.PILE_W, face_up=False)

    def flying(self) -> list[FlyingCard]:
        return [i for i in self.scene.items() if isinstance(i, FlyingCard)]

    # ------------------------------------------------------------------ the end
    def finish(self) -> None:
        """Complete every animation now (tests, and a player who waits for nothing)."""
        self.scene.finish_animations()
        for st in self.stations:
            st.top.finish_animations()

    def stop(self) -> None:
        """The game is closing: no timer may fire any more, nothing keeps this table alive."""
        if not hasattr(self, "peek_timer"):  # a table whose building stopped half-way (telma/ahead.py)
            return
        for timer in (self.settle_timer, self.tick_timer, self.peek_timer):
            timer.stop()
        self.finish()
        with contextlib.suppress(RuntimeError, TypeError):
            self.scene.item_clicked.disconnect(self._clicked)
