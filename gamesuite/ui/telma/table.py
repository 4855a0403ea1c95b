"""Telma's table screen: stations around the table, the contest in the middle, buzzers on the keyboard.

Flow on one keyboard (and one touch screen):

* Setup (before every round): the :class:`SetupPanel` collects this round's nickname parts and
  the buzzer keys; "Start round" sends ``start_round``.
* Reveal: the active player presses their key (or taps their round button) to reveal.
* Contest: the participants glow (unless the ``contest_highlight`` option is off). A player who
  finished saying a nickname presses their key; in a pair contest that is the whole call, in a
  three-way contest or the Surto they then pick whose nickname they said (big name buttons).
  Every press is timed by its event timestamp (see :mod:`gamesuite.ui.telma.clock`), never by
  when the app got round to handling it. Once the tie window after the first call has passed,
  the table sees who takes the cards and has ``review_ms`` to object ("✗" wrong nickname,
  "It was a tie"), or confirm at once with Space/Enter; then a QTimer sends ``settle``.

Everything drawn comes from ``controller.view(Viewer.TABLE)``; the engine never sees a clock.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsView, QWidget

from gamesuite.rules.core import Action, Event, Viewer
from gamesuite.ui import sound, theme
from gamesuite.ui.controller import GameController
from gamesuite.ui.games import GameContext, GameUI
from gamesuite.ui.scene import ButtonItem, LabelItem, TableScene, TableView
from gamesuite.ui.scene.animation import reduce_motion
from gamesuite.ui.settings import Settings
from gamesuite.ui.telma.clock import ContestClock
from gamesuite.ui.telma.items import PILE_W, STATION_H, STATION_W, TOP_W, PanelItem, Station, TelmaCard, cached
from gamesuite.ui.telma.keys import ALLOWED, CONFIRM_KEYS, key_name, load_keys, save_keys
from gamesuite.ui.telma.setup import SetupPanel

SCENE_W, SCENE_H = 1920, 1080
REVIEW_MS = 3000  # time the table gets to object before a contest is settled
LATE_PRESS_MS = 700  # presses this soon after a contest ended are late calls, not reveals
NICKNAME_PEEK_MS = 8000  # "Show nicknames" hides them again after this long
FLY_MS = 320

MID_X, MID_W = 400, 1120  # the middle of the centre band
PICK_X, PICK_W = 200, 1520  # the "whose nickname?" and tie pickers, over the centre band
CENTRE_Y = 12 + STATION_H + 8
CENTRE_H = SCENE_H - 2 * CENTRE_Y


def _names(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


class TelmaUI(GameUI):
    """Telma's presentation (see the module docstring)."""

    def __init__(self, controller: GameController, settings: Settings, context: GameContext | None = None) -> None:
        super().__init__(controller, settings, context)
        self.scene = TableScene()
        self.view = TableView(self.scene)
        self.view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        first = controller.view(Viewer.TABLE)
        self._view: dict[str, Any] = first
        self.n = len(first["players"])
        self.keys = load_keys(settings, self.n)
        self.clock = ContestClock(base_ms=int(first["clock_ms"]))
        self.review_ms = REVIEW_MS
        self.late_press_ms = LATE_PRESS_MS
        self.pending: dict[int, int] = {}  # seat -> t_ms of a press still waiting for "whose nickname?"
        self.assigning: int | None = None  # seat choosing a new buzzer key
        self.peek = False  # "Show nicknames" pressed
        self.contest_ended_at: int | None = None
        self.tie_choice: set[int] | None = None  # the tie picker is open with these seats chosen
        self.flying: list[TelmaCard] = []
        self.news = ""  # the latest outcome, shown on the setup panel and in the centre
        self.suggested_note = ""  # empty boxes just got the game's suggestions: say so until the round starts
        self._keep: list[Any] = []  # dynamic items of the centre (kept alive)
        self._pick_items: list[Any] = []
        self._tie_items: list[Any] = []
        self._retired: list[Any] = []

        self._build_stations(first)
        self._build_centre()
        players = [(p["name"], p["colour"], theme.PLAYER_SHAPES[i % 8]) for i, p in enumerate(first["players"])]
        self.setup = SetupPanel(players)
        self.setup.setPos((SCENE_W - 1720) / 2, max(10, (SCENE_H - self.setup.h) / 2))
        self.setup.setZValue(200)
        self.setup.start_requested.connect(self.start_round)
        self.setup.change_key_requested.connect(self.begin_key_change)
        for row in self.setup.rows:
            row.edit.editingFinished.connect(lambda s=row.seat: self.nickname_edited(s))
        self.scene.addItem(self.setup)

        self.settle_timer = QTimer(self)
        self.settle_timer.setSingleShot(True)
        self.settle_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.settle_timer.timeout.connect(self._settle_due)
        self.tick_timer = QTimer(self)
        self.tick_timer.setInterval(100)
        self.tick_timer.timeout.connect(self._tick)
        self.peek_timer = QTimer(self)
        self.peek_timer.setSingleShot(True)
        self.peek_timer.timeout.connect(lambda: self.set_peek(False))
        self.refresh([])

    # ------------------------------------------------------------------ building
    def station_layout(self) -> list[tuple[float, float, bool]]:
        """(x, y, flipped) of every seat: the top row left to right, then the bottom row right to left."""
        n = self.n
        top = math.ceil(n / 2)
        bottom = n - top
        out: list[tuple[float, float, bool]] = []
        for row, count in ((0, top), (1, bottom)):
            slot = SCENE_W / max(1, count)
            for k in range(count):
                i = k if row == 0 else count - 1 - k
                x = slot * i + (slot - STATION_W) / 2
                y = 12 if row == 0 else SCENE_H - 12 - STATION_H
                out.append((x, y, row == 1))
        return out

    def _build_stations(self, view: Mapping[str, Any]) -> None:
        self.stations: list[Station] = []
        for seat, (x, y, flipped) in enumerate(self.station_layout()):
            p = view["players"][seat]
            st = Station(seat, p["name"], p["colour"], theme.PLAYER_SHAPES[seat % 8], key_name(self.keys[seat]),
                         flipped=flipped)
            st.setPos(x, y)
            st.buzzed.connect(lambda s, ts: self.press(s, ts, source="tap"))
            self.scene.addItem(st)
            self.stations.append(st)

    def _build_centre(self) -> None:
        y = CENTRE_Y
        add = self.scene.addItem
        self.round_label = LabelItem("", 360, 56, size=40, weight=QFont.Weight.Bold)
        self.round_label.setPos(24, y + 10)
        self.part_label = LabelItem("", 360, 40, size=28, colour=theme.MUTED_ON_FELT)
        self.part_label.setPos(24, y + 66)
        self.centre_slot = PanelItem(96, 96 * 88 / 63, fill=QColor(255, 255, 255, 18),
                                     border=QColor(255, 255, 255, 60), border_width=2, radius=10)
        self.centre_slot.setPos(40, y + 124)
        add(self.centre_slot)
        self.centre_card = TelmaCard(96, None)
        self.centre_card.setPos(40, y + 124)
        self.centre_label = LabelItem("", 220, 120, size=26, colour=theme.INK_ON_FELT, wrap=True,
                                      align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.centre_label.setPos(150, y + 134)
        self.headline = LabelItem("", MID_W, 76, size=56, weight=QFont.Weight.Bold)
        self.headline.setPos(MID_X, y + 8)
        self.subline = LabelItem("", MID_W, 46, size=30, colour=theme.INK_ON_FELT)
        self.subline.setPos(MID_X, y + 88)
        self.note = LabelItem("", MID_W, 44, size=28, colour=theme.MUTED_ON_FELT)
        self.note.setPos(MID_X, y + 150)
        self.preview = LabelItem("", 520, 64, size=36, weight=QFont.Weight.Bold, colour=theme.INK,
                                 background=theme.HIGHLIGHT)
        self.preview.setPos(MID_X, y + 232)
        self.countdown = PanelItem(520, 10, fill=theme.HIGHLIGHT, radius=5)
        self.countdown.setPos(MID_X, y + 304)
        self.tie_button = ButtonItem("It was a tie", 300, 72, colour="#8fd3ff", size=30)
        self.tie_button.setPos(MID_X + 540, y + 228)
        self.tie_button.clicked.connect(self.tie_clicked)
        self.ok_button = ButtonItem("OK (Space)", 260, 72, colour=theme.OK, size=30)
        self.ok_button.setPos(MID_X + 860, y + 228)
        self.ok_button.clicked.connect(self.settle_now)
        self.peek_button = ButtonItem("Show nicknames", 360, 72, colour="#dcd5c3", size=30)
        self.peek_button.setPos(SCENE_W - 24 - 360, y + 16)
        self.peek_button.clicked.connect(lambda: self.set_peek(not self.peek))
        self.keys_hint = LabelItem("", 360, 150, size=26, colour=theme.MUTED_ON_FELT, wrap=True)
        self.keys_hint.setPos(SCENE_W - 24 - 360, y + 110)
        for item in (self.round_label, self.part_label, self.centre_card, self.centre_label, self.headline,
                     self.subline, self.note, self.preview, self.countdown, self.tie_button, self.ok_button,
                     self.peek_button, self.keys_hint):
            add(cached(item))
        self.pick_panel = PanelItem(PICK_W, 100, fill=QColor(15, 42, 35), border=theme.HIGHLIGHT,
                                    border_width=4)
        self.pick_panel.setZValue(120)
        self.pick_panel.hide()
        add(self.pick_panel)
        self.tie_panel = PanelItem(PICK_W, 220, fill=QColor(15, 42, 35), border="#8fd3ff",
                                   border_width=4)
        self.tie_panel.setZValue(130)
        self.tie_panel.hide()
        add(self.tie_panel)

    # ------------------------------------------------------------------ shell API
    def table_widget(self) -> QWidget:
        return self.view

    def private_viewer(self) -> Viewer | None:
        """Telma hides nothing but the order of face-down piles: no hand-off gate, ever."""
        return None

    def finish_animations(self) -> None:
        self.scene.finish_animations()
        for card in list(self.flying):
            card.finish_animations()
        self._drop_flying()

    def shutdown(self) -> None:
        for timer in (self.settle_timer, self.tick_timer, self.peek_timer):
            timer.stop()

    # ------------------------------------------------------------------ helpers
    def name(self, seat: int) -> str:
        return str(self._view["players"][seat]["name"])

    def key_text(self, seat: int) -> str:
        return key_name(self.keys[seat])

    def seat_of_key(self, key: int) -> int | None:
        for seat, k in enumerate(self.keys):
            if k == key:
                return seat
        return None

    def review_open(self) -> bool:
        """The tie window has passed and the table may confirm or object before the settle."""
        c = self._view.get("contest")
        if self._view["phase"] != "contest" or not c or c.get("settle_from_ms") is None or self.pending:
            return False
        return self.clock.now() >= int(c["settle_from_ms"])

    # ------------------------------------------------------------------ input
    def key_pressed(self, key: int, timestamp_ms: int) -> bool:
        """A key on the table screen: buzzer keys, Space/Enter to confirm a contest, key changes."""
        if self.assigning is not None:
            return self._assign_key(key)
        phase = self._view["phase"]
        if phase == "nicknames":
            if self.setup.any_field_focused():
                return False
            seat = self.seat_of_key(key)
            if seat is None:
                return False
            self._flash_setup_row(seat)
            return True
        if phase == "over":
            return False
        if key in CONFIRM_KEYS:
            if self.review_open():
                self.settle_now()
                return True
            return False
        seat = self.seat_of_key(key)
        if seat is None:
            return False
        self.press(seat, timestamp_ms, source="key")
        return True

    def press(self, seat: int, timestamp_ms: int, source: str = "key") -> None:
        """A player pressed their key or tapped their button at ``timestamp_ms`` (event time)."""
        t = self.clock.event_time(timestamp_ms, source)
        view = self._view
        phase = view["phase"]
        station = self.stations[seat]
        if phase == "reveal":
            if self.contest_ended_at is not None and t - self.contest_ended_at < self.late_press_ms:
                station.show_flash("Too late!", 800)
                return
            if seat == view["turn"]:
                self.controller.submit(Action("reveal", seat))
            elif view["false_call_allowed"]:
                self.controller.submit(Action("false_call", seat))
            else:
                station.show_flash(f"{self.name(int(view['turn']))} reveals now", 1000, colour="#dcd5c3")
            return
        if phase != "contest":
            return
        c = view["contest"]
        if seat not in c["participants"]:
            station.show_flash("Not in this contest", 1000, colour="#dcd5c3")
            return
        standing = any(call["seat"] == seat and not call["rejected"] for call in c["calls"])
        if standing or seat in self.pending:
            station.show_flash("Already called", 900, colour="#dcd5c3")
            return
        if c["kind"] == "pair":
            self.controller.submit(Action("buzz", seat, t_ms=t))
            return
        self.pending[seat] = t
        station.show_flash("Called! Whose nickname?", 1200)
        self._update_pickers()
        self._schedule()

    def pick(self, seat: int, named: int) -> None:
        """``seat`` says they named ``named`` (three-way contests and the Surto)."""
        t = self.pending.pop(seat, None)
        if t is None:
            return
        self.stations[seat].flash.hide()
        ok = self.controller.submit(Action("buzz", seat, t_ms=t, named=named))
        if not ok:
            self._update_pickers()
            self._schedule()

    def cancel_pick(self, seat: int) -> None:
        self.pending.pop(seat, None)
        self._update_pickers()
        self._schedule()

    def reject(self, seat: int) -> None:
        self.controller.submit(Action("reject_call", caller=seat))

    def tie_clicked(self) -> None:
        c = self._view.get("contest")
        if self._view["phase"] != "contest" or not c:
            return
        parts = sorted(int(x) for x in c["participants"])
        if c["kind"] == "pair":
            self.controller.submit(Action("declare_tie", seats=parts))
            return
        named = sorted({int(call["named"]) for call in c["calls"] if not call["rejected"]})
        self.tie_choice = set(named) if len(named) >= 2 else set()
        self._update_tie_picker()
        self._schedule()

    def toggle_tie_seat(self, seat: int) -> None:
        if self.tie_choice is None:
            return
        self.tie_choice ^= {seat}
        self._update_tie_picker()

    def confirm_tie(self) -> None:
        if self.tie_choice is None or len(self.tie_choice) < 2:
            return
        seats = sorted(self.tie_choice)
        self.tie_choice = None
        self._update_tie_picker()
        self.controller.submit(Action("declare_tie", seats=seats))

    def cancel_tie(self) -> None:
        self.tie_choice = None
        self._update_tie_picker()
        self._schedule()

    def settle_now(self) -> None:
        """Close the contest now (Space/Enter, the OK button, or the settle timer)."""
        c = self._view.get("contest")
        if self._view["phase"] != "contest" or not c or c.get("settle_from_ms") is None or self.pending:
            return
        now = self.clock.now()
        if now < int(c["settle_from_ms"]):
            self._schedule()
            return
        self.settle_timer.stop()
        self.controller.submit(Action("settle", t_ms=now))

    def _settle_due(self) -> None:
        if self.tie_choice is not None:
            return
        self.settle_now()

    def start_round(self) -> None:
        """Send typed nicknames that the rules have not seen yet, then ``start_round``.

        An empty box never becomes a nickname nobody saw: it is filled with the game's suggestion, in
        view, and the round waits for a second press, so everyone can say the new nicknames out loud.
        """
        view = self.controller.view(Viewer.TABLE)
        part = view["nickname_part"]
        idx = {"noun": "noun", "adjective": "adjective"}.get(part, "extra")
        suggested: list[int] = []
        for row, player in zip(self.setup.rows, view["players"], strict=True):
            text = " ".join(row.edit.text().split())
            if not text:
                text = self._suggestion(row.seat)
                if text:
                    row.edit.setText(text)
                    suggested.append(row.seat)
            if text and text != (player["nickname"].get(idx) or ""):
                ok = self.controller.submit(Action("set_nickname", row.seat, text=text))
                row.set_error(not ok)
                if not ok:
                    return
            else:
                row.set_error(False)
        if suggested:
            who = _names([self.name(s) for s in suggested])
            one = len(suggested) == 1
            self.suggested_note = (f"{who} got {'a suggestion' if one else 'suggestions'} in the empty "
                                   f"{'box' if one else 'boxes'}: say {'it' if one else 'them'} out loud (or change "
                                   f"{'it' if one else 'them'}), then press Start round {view['round']} again.")
            self._update_setup()
            for seat in suggested:
                self._flash_setup_row(seat)
            return
        self.suggested_note = ""
        for row in self.setup.rows:
            row.edit.clearFocus()
        self.scene.setFocusItem(None)
        self.view.setFocus()
        self.controller.submit(Action("start_round"))

    def nickname_edited(self, seat: int) -> None:
        view = self._view
        if view["phase"] != "nicknames":
            return
        row = self.setup.rows[seat]
        text = " ".join(row.edit.text().split())
        part = view["nickname_part"]
        idx = {"noun": "noun", "adjective": "adjective"}.get(part, "extra")
        if not text or text == (view["players"][seat]["nickname"].get(idx) or ""):
            row.set_error(False)
            return
        ok = self.controller.submit(Action("set_nickname", seat, text=text))
        row.set_error(not ok)

    def begin_key_change(self, seat: int) -> None:
        self.assigning = None if self.assigning == seat else seat
        for row in self.setup.rows:
            row.edit.clearFocus()
        self.view.setFocus()
        self._update_setup()

    def _assign_key(self, key: int) -> bool:
        seat = self.assigning
        assert seat is not None
        if key == Qt.Key.Key_Escape.value:
            self.assigning = None
            self._update_setup()
            return True
        if key not in ALLOWED:
            return True  # ignored: waiting for a letter or a digit
        other = self.seat_of_key(key)
        if other is not None and other != seat:
            self.keys[other] = self.keys[seat]  # swap, so every key stays unique
        self.keys[seat] = key
        save_keys(self.settings, self.keys)
        self.assigning = None
        for st in self.stations:
            st.set_key_text(self.key_text(st.seat))
        self._update_setup()
        self._update_centre()
        return True

    def _flash_setup_row(self, seat: int) -> None:
        row = self.setup.rows[seat]
        row.set_flash(True)
        QTimer.singleShot(600, lambda: row.set_flash(self.assigning == seat))

    def set_peek(self, on: bool) -> None:
        self.peek = on
        if on:
            self.peek_timer.start(NICKNAME_PEEK_MS)
        else:
            self.peek_timer.stop()
        self._update_stations()
        self._update_centre()

    # ------------------------------------------------------------------ refresh
    def refresh(self, events: list[Event]) -> None:
        prev = self._view
        view = self.controller.view(Viewer.TABLE)
        self._view = view
        self.clock.advance_base(int(view["clock_ms"]))
        self.clock.frozen = view["phase"] == "contest"
        kinds = {e.kind for e in events}
        if "undone" in kinds or view["phase"] != "contest":
            self.pending.clear()
            self.tie_choice = None
        if view["phase"] != "nicknames":
            self.assigning = None
            self.suggested_note = ""
        for e in events:
            if e.kind in ("take", "tie"):
                self.contest_ended_at = self.clock.now()
                self.news = e.text
            elif e.kind in ("round_won", "match_over", "false_call", "recycle"):
                self.news = e.text
            elif e.kind == "round_start":
                self.news = ""
        if "undone" in kinds:
            self.contest_ended_at = None
        self._update_stations()
        self._update_centre()
        self._update_setup()
        self._update_pickers()
        self._update_tie_picker()
        self._animate(prev, view, events)
        self._sounds(events)
        self._schedule()
        self.status_did_change.emit(self.status_line())

    def status_line(self) -> str:
        view = self._view
        phase = view["phase"]
        if phase == "nicknames":
            return f"Round {view['round']}: choose nicknames, then start the round."
        if phase == "reveal":
            turn = int(view["turn"])
            return f"Round {view['round']}: {self.name(turn)} reveals (key {self.key_text(turn)})."
        if phase == "contest":
            return "Contest! Say the nickname, then press your key."
        winners = [self.name(s) for s in view["winners"]]
        return f"{_names(winners)} {'wins' if len(winners) == 1 else 'share'} the match!"

    def _update_stations(self) -> None:
        view = self._view
        phase = view["phase"]
        c = view.get("contest")
        show_nicks = bool(view["nicknames_public"]) or self.peek
        highlight = bool(view["highlight"])
        for st, player in zip(self.stations, view["players"], strict=True):
            seat = st.seat
            st.update_from(player, show_nickname=show_nicks and phase != "nicknames",
                           nickname_text=str(player["nickname"]["full"] or ""))
            st.set_key_text(self.key_text(seat))
            if phase == "reveal":
                st.set_mode(active=seat == view["turn"])
                st.top.set_highlighted(False)
            elif phase == "contest" and c is not None:
                inside = seat in c["participants"]
                everyone = c["kind"] == "surto"
                if highlight:
                    st.set_mode(in_contest=inside, dimmed=not inside and not everyone)
                    st.top.set_highlighted(inside and (not everyone or seat == c["revealer"]))
                else:
                    st.set_mode()
                    st.top.set_highlighted(False)
            elif phase == "over":
                st.set_mode(active=seat in view["winners"])
                st.top.set_highlighted(False)
            else:
                st.set_mode()
                st.top.set_highlighted(False)

    def _retire(self, items: list[Any]) -> None:
        """Take items off the table but keep them alive until the event loop turns: a button may be
        removing itself from inside its own click handler."""
        for item in items:
            if item.scene() is not None:
                self.scene.removeItem(item)
        self._retired.extend(items)
        QTimer.singleShot(0, self._retired.clear)

    def _clear_dynamic(self) -> None:
        self._retire(self._keep)
        self._keep = []

    def _update_centre(self) -> None:
        view = self._view
        phase = view["phase"]
        self._clear_dynamic()
        rnd = int(view["round"])
        self.round_label.set_text(f"Round {rnd} of 3")
        pts = int(view["round_points"])
        self.part_label.set_text(f"worth {pts} point{'s' if pts != 1 else ''} · {len(view['players'])} players")
        centre = view["centre"]
        playing = phase in ("reveal", "contest")
        self.centre_card.setVisible(bool(centre) and playing)
        self.centre_slot.setVisible(playing)
        self.centre_label.setVisible(playing)
        if centre:
            self.centre_card.set_card(centre[-1])
            self.centre_label.set_text(f"{len(centre)} in the centre: for the next loser")
        else:
            self.centre_label.set_text("Centre: empty (ties leave cards here)")
        nick_public = bool(view["nicknames_public"])
        self.peek_button.setVisible(not nick_public and phase in ("reveal", "contest"))
        self.peek_button.set_text("Hide nicknames" if self.peek else "Show nicknames")
        self.keys_hint.setVisible(phase in ("reveal", "contest"))
        self.keys_hint.set_text("Space = OK\nCtrl+Z = undo" if phase == "contest" else "Tap your round button\n"
                                "or press your key")
        for item in (self.preview, self.countdown, self.tie_button, self.ok_button):
            item.setVisible(False)
        # three lines of text sit in the middle of the band; a contest needs the whole band
        drop = 0 if phase == "contest" else 56
        self.headline.setPos(MID_X, CENTRE_Y + 8 + drop)
        self.subline.setPos(MID_X, CENTRE_Y + 88 + drop)
        self.note.setPos(MID_X, CENTRE_Y + 150 + drop)
        self.headline.set_colours(theme.INK_ON_FELT)
        if phase == "reveal":
            turn = int(view["turn"])
            self.headline.set_text(f"{self.name(turn)} reveals")
            self.subline.set_text(f"Press {self.key_text(turn)} or tap {self.name(turn)}'s round button")
            self.note.set_text(self.news)
        elif phase == "contest":
            self._update_contest_centre(view)
        elif phase == "over":
            winners = [self.name(s) for s in view["winners"]]
            verb = "wins" if len(winners) == 1 else "share"
            self.headline.set_colours(theme.HIGHLIGHT)
            self.headline.set_text(f"{_names(winners)} {verb} the match!")
            scores = " · ".join(f"{p['name']} {p['score']}" for p in view["players"])
            self.subline.set_text(f"Points: {scores}")
            rounds = " · ".join(f"round {i + 1}: {_names([self.name(x) for x in won])}"
                                for i, won in enumerate(view["round_winners"]))
            self.note.set_text(f"{rounds.capitalize()} — Game ▸ New game to play again")
        else:
            self.headline.set_text("")
            self.subline.set_text("")
            self.note.set_text("")

    def _update_contest_centre(self, view: Mapping[str, Any]) -> None:
        c = view["contest"]
        kind = c["kind"]
        parts = [int(x) for x in c["participants"]]
        highlight = bool(view["highlight"])
        self.headline.set_colours(theme.HIGHLIGHT)
        if kind == "surto":
            self.headline.set_text("THE SURTO! Everyone!")
            self.subline.set_text("Say anyone's nickname, press your key, then pick who you named")
        elif not highlight:
            self.headline.set_text("CONTEST!")
            self.subline.set_text("Who is in it? Say the nickname and press your key")
        elif kind == "triple":
            rev = int(c["revealer"])
            others = [self.name(x) for x in parts if x != rev]
            self.headline.set_text(f"THREE-WAY: {self.name(rev)} vs {_names(others)}")
            self.subline.set_text(f"{self.name(rev)}: say either nickname · {_names(others)}: say "
                                  f"{self.name(rev)}'s · then pick")
        else:
            names = [self.name(x) for x in parts]
            sym = ", ".join(s["name"] for s in view["symbols"] if s["id"] in c["symbols"])
            self.headline.set_text(f"CONTEST! {names[0]} vs {names[1]}")
            self.subline.set_text(f"{sym}: say the other's nickname — first to finish presses their key")
        calls = list(c["calls"])
        first = c.get("first_call_ms")
        self.note.set_text("" if calls else "Waiting for the first call…")
        # call chips: who called, how much later, and a "wrong" button
        if calls:
            ordered = sorted(calls, key=lambda x: (x["rejected"], x["t_ms"]))
            chip_w = min(360.0, (MID_W - 12 * (len(ordered) - 1)) / len(ordered))
            for k, call in enumerate(ordered):
                x = MID_X + k * (chip_w + 12)
                seat = int(call["seat"])
                if call["rejected"]:
                    text = f"{self.name(seat)}: wrong"
                elif first is not None and int(call["t_ms"]) == int(first):
                    text = f"{self.name(seat)} called first" if kind == "pair" else \
                        f"{self.name(seat)} → {self.name(int(call['named']))}"
                else:
                    delta = (int(call["t_ms"]) - int(first or 0)) / 1000
                    who = self.name(seat) if kind == "pair" else \
                        f"{self.name(seat)} → {self.name(int(call['named']))}"
                    text = f"{who} +{delta:.2f}s"
                bg = QColor(self.stations[seat].colour)
                label_w = chip_w - (74 if not call["rejected"] else 0)
                chip = LabelItem(text, label_w, 60, size=28, weight=QFont.Weight.Bold, colour=theme.text_colour_on(bg),
                                 background=bg if not call["rejected"] else QColor(80, 80, 80))
                chip.setPos(x, CENTRE_Y + 148)
                self.scene.addItem(chip)
                self._keep.append(chip)
                if not call["rejected"]:
                    wrong = ButtonItem("✗", 64, 60, colour=theme.DANGER, size=32)
                    wrong.setPos(x + label_w + 8, CENTRE_Y + 148)
                    wrong.clicked.connect(lambda s=seat: self.reject(s))
                    self.scene.addItem(wrong)
                    self._keep.append(wrong)
        self.tie_button.setVisible(True)
        self._update_review()

    def _update_review(self) -> None:
        """The result so far, the countdown to the settle, and the OK button (after the tie window)."""
        c = self._view.get("contest")
        if self._view["phase"] != "contest" or not c:
            return
        if c.get("settle_from_ms") is None:
            for item in (self.preview, self.countdown, self.ok_button):
                item.setVisible(False)
            self.tie_button.setPos(MID_X + (MID_W - 300) / 2, CENTRE_Y + 228)
            return
        now = self.clock.now()
        open_ = now >= int(c["settle_from_ms"]) and not self.pending
        leading = [int(x) for x in c["leading"]]
        for item in (self.preview, self.countdown, self.ok_button):
            item.setVisible(open_)
        self.tie_button.setPos(MID_X + 540 if open_ else MID_X + (MID_W - 300) / 2, CENTRE_Y + 228)
        if not open_:
            return
        if len(leading) == 1:
            self.preview.set_text(f"{self.name(leading[0])} takes the cards")
        else:
            self.preview.set_text(f"Tie: {_names([self.name(x) for x in leading])}")
        deadline = int(c["settle_from_ms"]) + self.review_ms
        frac = max(0.0, min(1.0, (deadline - now) / max(1, self.review_ms)))
        self.countdown.set_size(max(10.0, 520 * frac), 10)

    def _update_setup(self) -> None:
        view = self._view
        visible = view["phase"] == "nicknames"
        self.setup.setVisible(visible)
        self.setup.setPos((SCENE_W - 1720) / 2, max(10.0, (SCENE_H - self.setup.h) / 2))
        for row in self.setup.rows:
            row.proxy.setVisible(visible)
        if not visible:
            self.setup.clear()  # nicknames are a memory challenge in play: keep none in hidden items
            return
        news = self.suggested_note or (self.news if int(view["round"]) > 1 or view["round_winners"] else "")
        self.setup.update_from(view, [self.key_text(s) for s in range(self.n)], self.assigning,
                               self._suggestion, news)
        self.setup.setPos((SCENE_W - 1720) / 2, max(10.0, (SCENE_H - self.setup.h) / 2))
        self.setup.relayout(bool(news))

    def _suggestion(self, seat: int) -> str:
        """The engine's suggested word for ``seat`` (the view's ``nickname.suggestion``)."""
        return str(self._view["players"][seat]["nickname"].get("suggestion") or "")

    def _update_pickers(self) -> None:
        self._retire(self._pick_items)
        self._pick_items = []
        view = self._view
        c = view.get("contest")
        covered = (self.subline, self.note, self.tie_button, self.preview, self.countdown, self.ok_button)
        if view["phase"] != "contest" or not c or not self.pending:
            if self.pick_panel.isVisible():
                self.pick_panel.hide()
                for item in (self.subline, self.note, *self._keep):
                    item.show()
                self.tie_button.setVisible(view["phase"] == "contest")
                self._update_review()
            return
        for item in (*covered, *self._keep):
            item.hide()  # the picker is the one thing to read now
        rows = list(self.pending)[:4]
        row_h = 92
        h = 24 + row_h * len(rows)
        x0 = PICK_X
        y0 = CENTRE_Y + 96
        self.pick_panel.set_size(PICK_W, h)
        self.pick_panel.setPos(x0, y0)
        self.pick_panel.show()
        for r, seat in enumerate(rows):
            y = y0 + 16 + r * row_h
            label = LabelItem(f"{self.name(seat)} said:", 300, 72, size=34, weight=QFont.Weight.Bold,
                              align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            label.setPos(x0 + 16, y)
            label.setZValue(121)
            self.scene.addItem(label)
            self._pick_items.append(label)
            targets = [int(x) for x in c["targets"].get(str(seat), [])]
            avail = PICK_W - 16 - 300 - 16 - 90 - 16
            bw = min(260.0, (avail - 10 * (len(targets) - 1)) / max(1, len(targets)))
            for k, target in enumerate(targets):
                colour = self.stations[target].colour
                b = ButtonItem(self.name(target), bw, 72, colour=colour, size=32)
                b.setPos(x0 + 16 + 300 + 16 + k * (bw + 10), y)
                b.setZValue(121)
                b.clicked.connect(lambda s=seat, t=target: self.pick(s, t))
                self.scene.addItem(b)
                self._pick_items.append(b)
            cancel = ButtonItem("✗", 80, 72, colour="#dcd5c3", size=32)
            cancel.setPos(x0 + PICK_W - 16 - 80, y)
            cancel.setZValue(121)
            cancel.clicked.connect(lambda s=seat: self.cancel_pick(s))
            self.scene.addItem(cancel)
            self._pick_items.append(cancel)

    def _update_tie_picker(self) -> None:
        self._retire(self._tie_items)
        self._tie_items = []
        view = self._view
        c = view.get("contest")
        if self.tie_choice is None or view["phase"] != "contest" or not c:
            self.tie_panel.hide()
            return
        parts = sorted(int(x) for x in c["participants"])
        x0 = PICK_X
        w = PICK_W
        h = 250
        y0 = CENTRE_Y + CENTRE_H / 2 - h / 2
        self.tie_panel.set_size(w, h)
        self.tie_panel.setPos(x0, y0)
        self.tie_panel.show()
        title = LabelItem("Whose nicknames were said together?", w - 40, 56, size=36, weight=QFont.Weight.Bold)
        title.setPos(x0 + 20, y0 + 12)
        items: list[Any] = [title]
        bw = min(240.0, (w - 40 - 10 * (len(parts) - 1)) / len(parts))
        for k, seat in enumerate(parts):
            chosen = seat in self.tie_choice
            text = f"✓ {self.name(seat)}" if chosen else self.name(seat)
            b = ButtonItem(text, bw, 72, colour=self.stations[seat].colour if chosen else "#5b6b66", size=30)
            b.setPos(x0 + 20 + k * (bw + 10), y0 + 80)
            b.clicked.connect(lambda s=seat: self.toggle_tie_seat(s))
            items.append(b)
        ok = ButtonItem("Split the cards", 340, 72, colour=theme.OK, size=30)
        ok.setPos(x0 + w - 20 - 340 - 20 - 200, y0 + 164)
        ok.set_enabled(len(self.tie_choice) >= 2)
        ok.clicked.connect(self.confirm_tie)
        cancel = ButtonItem("Cancel", 200, 72, colour="#dcd5c3", size=30)
        cancel.setPos(x0 + w - 20 - 200, y0 + 164)
        cancel.clicked.connect(self.cancel_tie)
        items += [ok, cancel]
        for item in items:
            item.setZValue(131)
            self.scene.addItem(item)
        self._tie_items = items

    # ------------------------------------------------------------------ timers
    def _schedule(self) -> None:
        """Arm the settle timer for the end of the review after the tie window (or stop it)."""
        self.settle_timer.stop()
        view = self._view
        c = view.get("contest")
        if view["phase"] != "contest" or not c or c.get("settle_from_ms") is None or self.pending \
                or self.tie_choice is not None:
            self.tick_timer.stop()
            return
        deadline = int(c["settle_from_ms"]) + self.review_ms
        self.settle_timer.start(max(0, deadline - self.clock.now()))
        if not self.tick_timer.isActive():
            self.tick_timer.start()

    def _tick(self) -> None:
        if self._view["phase"] != "contest":
            self.tick_timer.stop()
            return
        self._update_review()

    # ------------------------------------------------------------------ motion and sound
    def _sounds(self, events: list[Event]) -> None:
        kinds = [e.kind for e in events]
        if "contest" in kinds:
            sound.play("contest")
        elif "reveal" in kinds:
            sound.play("reveal")
        if "match_over" in kinds or "round_won" in kinds:
            sound.play("correct")

    def _fly(self, card: Mapping[str, Any] | None, start: QPointF, end: QPointF, *, start_w: float,
             end_w: float, face_up_end: bool) -> None:
        """A temporary card sliding (and flipping) from ``start`` to ``end``; removed when it lands."""
        fly = TelmaCard(start_w, card, face_up=card is not None)
        fly.setPos(start)
        fly.setZValue(90)
        self.scene.addItem(fly)
        self.flying.append(fly)
        fly.flip(face_up_end, FLY_MS)
        if end_w != start_w:
            fly.setTransformOriginPoint(0, 0)
            fly.animate(b"scale", end_w / start_w, FLY_MS)
        anim = fly.animate(b"pos", end, FLY_MS)
        if anim is None:
            self._drop(fly)
        else:
            anim.finished.connect(lambda f=fly: self._drop(f))

    def _drop(self, fly: TelmaCard) -> None:
        if fly in self.flying:
            self.flying.remove(fly)
            if fly.scene() is not None:
                self.scene.removeItem(fly)

    def _drop_flying(self) -> None:
        for fly in list(self.flying):
            self._drop(fly)

    def _animate(self, prev: Mapping[str, Any], view: Mapping[str, Any], events: list[Event]) -> None:
        if reduce_motion() or not events:
            return
        for e in events:
            if e.kind == "reveal":
                seat = int(e.data["seat"])
                st = self.stations[seat]
                old_top = prev["players"][seat]["top"] if prev["phase"] != "nicknames" else None
                # the covered card stays where it was while the new one flips over from the pile
                if old_top is not None:
                    st.under.set_card(old_top)
                    st.under.setPos(st.top_anchor)
                    st.under.show()
                start = st.mapFromScene(st.pile_scene_pos())
                st.top.setPos(start)
                st.top.setScale(PILE_W / TOP_W)
                st.top.face_up = False
                st.top.flip(True, FLY_MS)
                st.top.animate(b"scale", 1.0, FLY_MS)
                anim = st.top.animate(b"pos", st.top_anchor, FLY_MS)

                def landed(s: Station = st) -> None:
                    s.under.set_card(None)
                    s.under.setPos(s.top_anchor + QPointF(6, 5))
                    s.under.setVisible(s.face_up_count > 1)

                if anim is not None:
                    anim.finished.connect(landed)
                else:
                    landed()
            elif e.kind in ("take", "tie", "false_call"):
                if e.kind == "false_call":
                    continue
                sources = {int(k): int(v) for k, v in dict(e.data.get("from", {})).items()}
                takers = [int(e.data["seat"])] if e.kind == "take" else [int(x) for x in e.data["seats"]]
                for k, (seat, _count) in enumerate(sorted(sources.items())):
                    card = prev["players"][seat]["top"]
                    dest = self.stations[takers[k % len(takers)]]
                    self._fly(card, self.stations[seat].top_scene_pos(), dest.pile_scene_pos(),
                              start_w=TOP_W, end_w=PILE_W, face_up_end=False)
                if e.kind == "take" and int(e.data.get("from_centre", 0)) and prev["centre"]:
                    dest = self.stations[takers[0]]
                    self._fly(prev["centre"][-1], self.centre_card.scenePos(), dest.pile_scene_pos(),
                              start_w=96, end_w=PILE_W, face_up_end=False)


def create_ui(controller: GameController, settings: Settings, context: GameContext | None = None) -> TelmaUI:
    return TelmaUI(controller, settings, context)
