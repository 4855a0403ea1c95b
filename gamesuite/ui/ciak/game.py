"""Ciak! at the table: one screen, hidden hands, computer seats (``CiakUI``; the package's ``create_ui`` makes it).

Hidden hands without handing the device round at every priority pass:

* Whoever holds priority answers **on the table, in public**: "No response", or "Look at my hand". Passing,
  choosing an attack, a lynched character, a sacrifice to fit the cast, the targets of abilities of cards
  in play and turning a staff member need no hand, so they need no gate.
* Only a player who asks to look at their hand, or must decide from it (discard down to six), meets the
  hand-off gate; then their hand lies face up in a tray on the same table, legal plays marked
  (``private_placement`` = "table"). It closes when they click "Hide my hand", or when another person has
  to look at the table to decide something. While only computer seats and players on auto-pass answer,
  the open hand stays open (nobody else needs the screen); a lone human's hand opens by itself.
* Whether a prompt appears and how long it stays never depends on a hand: every person with priority gets
  the same prompt; every computer decision and every auto-pass is shown after the same delay (the
  "Computer speed" setting), whether it is a pass or a card.
* "No responses until my turn" (auto-pass, per player) is public: a badge on their seat says so.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any, Literal

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Slot
from PySide6.QtGui import QAction, QPixmapCache
from PySide6.QtWidgets import QWidget

from gamesuite.i18n import current_language, translate
from gamesuite.rules.ciak.catalog import for_players
from gamesuite.rules.core import Action, Event, Viewer
from gamesuite.ui import sound
from gamesuite.ui.ciak import art, artcache, items, pieces
from gamesuite.ui.ciak import layout as L
from gamesuite.ui.ciak import presenter as P
from gamesuite.ui.ciak.faces import CardFace, localized_view
from gamesuite.ui.ciak.seats import DEFAULT_SPEED, SPEEDS, BotPlayer, SeatRunner
from gamesuite.ui.ciak.table import CiakTable
from gamesuite.ui.controller import GameController
from gamesuite.ui.games import GameContext, GameUI, cards_on_phone
from gamesuite.ui.idle import NEXT_TURN
from gamesuite.ui.picker import ActionPicker
from gamesuite.ui.scene import TableView, float_text
from gamesuite.ui.settings import Settings

SPEED_KEY = "ciak/computer_speed"
ALOUD_KEY = "ciak/answer_aloud"
LOG_LINES = 8
HAND_KINDS = {"play", "discard"}  # actions that need the hand (the gate); everything else is public
AHEAD_MOVES = 8  # the likely next moves worked out ahead (CiakUI._ahead_actions)


class CiakUI(GameUI):
    """The Ciak! presentation: the table, its prompt, the open hand, computer seats and auto-pass."""

    def __init__(self, controller: GameController, settings: Settings, context: GameContext | None = None) -> None:
        super().__init__(controller, settings, context)
        self._tv_state: object = None
        self._tv: Any = None
        self._previews_state: object = None  # the state _ahead_list and _previewed were worked out for
        self._ahead_list: list[Action] = []
        self._previewed: dict[Action, tuple[Any, list[Event]]] = {}
        self._made: dict[Action, tuple[Any, ...]] = {}  # what each move ahead shows, for the move (_take_ahead)
        self._model_ahead: P.TableModel | None = None  # the model _take_ahead took, for _render
        players = controller.config.players
        # the card set as this player count plays it (the Dominion boss's values in play: by_players)
        self.book = P.CardBook(for_players(P.card_set_of(controller.config.content), len(players)))
        self.n = len(players)
        self.bot_of: list[str | None] = [p.bot for p in players]
        self.humans = [i for i, b in enumerate(self.bot_of) if not b]
        ahead = self.context.take_ahead(controller.state)  # the first table, built and drawn while the page showed
        if ahead is not None:
            self.table, self.view_widget = ahead.adopt()
        else:
            self.table = CiakTable(self.n)
            from gamesuite.ui.ciak.faces import company_faces

            self.table.company_faces = {
                f.id: f for f in company_faces(dict(self.book.card_set, texts=self.book.texts))
            }
            self.view_widget = TableView(self.table.scene)
        self.looking: int | None = None  # the seat whose hand is (to be) open on the table
        self.on_table: Viewer | None = None  # the viewer the shell unlocked for the table (after the gate)
        self._shown_rendered: int | None | bool = False  # the seat whose hand the table last showed (False: none yet)
        self.auto_open = len(self.humans) == 1  # a lone human's hand opens by itself
        self.autopass: set[int] = set()
        self.aloud = bool(settings.get_bool(ALOUD_KEY, True))
        self.answering: int | None = None  # a player asked aloud who wants to answer (the open hand closes)
        self.keybook: P.KeyBook | None = None
        self.picker = ActionPicker(self._keys_of)
        self.deciding: int | None = None  # the human seat the picker is fed for
        self.log_lines: list[str] = [line for line in controller.game_log()][-LOG_LINES:]
        self.last_attack: dict[str, Any] | None = None
        self.last_damage: dict[str, Any] | None = None
        self.stack_sources: dict[int, str] = {}
        self.looks = 0  # how many times a player asked to look at their hand (a hand-off each)
        bots = {i: BotPlayer(i, str(b)) for i, b in enumerate(self.bot_of) if b}
        self.runner = SeatRunner(controller, bots, self.automatic, self.pace_ms, self)
        self.speed = str(settings.get_json(SPEED_KEY, DEFAULT_SPEED))
        if self.speed not in SPEEDS:
            self.speed = DEFAULT_SPEED
        self.speed_actions: dict[str, QAction] = {}
        for sid, (label, _ms) in SPEEDS.items():
            act = self.context.menu_action("View", translate("ciak", label),
                                           lambda sid=sid: self.set_speed(sid))
            act.setCheckable(True)
            act.setChecked(sid == self.speed)
            self.speed_actions[sid] = act
        self.aloud_action = self.context.menu_action("Game", translate("ciak", "Others answer aloud while a hand is open"),  # noqa: E501
                                                     lambda: self.set_aloud(not self.aloud))
        self.aloud_action.setCheckable(True)
        self.aloud_action.setChecked(self.aloud)
        self._gallery_action()
        self._help_action()
        self.table.scene.item_clicked.connect(self._clicked)
        self.table.scene.item_hovered.connect(self._hovered)
        self._update_looking()
        self._render(animate=False)

    def tview(self) -> Any:
        """The TABLE view of the current state (made once per state: states are replaced, never changed)."""
        state = self.controller.state
        if self._tv_state is not state:
            self._tv = self.controller.view(Viewer.TABLE)
            self._tv_state = state
        return self._tv

    # ------------------------------------------------------------------ the shell's questions
    def table_widget(self) -> QWidget:
        return self.view_widget

    def private_viewer(self) -> Viewer | None:
        view = self.tview()
        if view.get("over"):
            return None
        d = view["decision"]
        seat = int(d["seat"])
        if d["kind"] == "discard" and not self.bot_of[seat]:
            return Viewer.of_seat(seat)
        if self.looking is not None:
            return Viewer.of_seat(self.looking)
        return None

    def phone_view(self, view: Any) -> Any:
        """A seat's view for its phone: the built-in cards' names and texts in the app's language, as the table
        shows them (the view carries the English ones)."""
        return localized_view(view)

    def uses_private_screen(self, viewer: Viewer) -> bool:
        return False

    def private_placement(self, viewer: Viewer) -> Literal["panel", "table"]:
        return "table"

    def show_private_on_table(self, viewer: Viewer | None) -> None:
        if viewer == self.on_table:
            return
        self.on_table = viewer
        if viewer is not None:
            self.looks += 1
        if self.shown_seat() != self._shown_rendered:
            self._render(animate=True)
        # else: the table shows it already. After a move the shell calls this once the table was refreshed, and the
        # refresh hid a hand nobody may look at any more (shown_seat asks what is wanted now): drawing the same
        # table a second time cost a discard that closed the hand ~4 ms.

    def gate_purpose(self, viewer: Viewer) -> str:
        view = self.tview()
        d = view["decision"]
        if d["kind"] == "discard" and viewer.seat == d["seat"]:
            return translate("ciak", "Your hand opens on the table: discard down to 6 cards.")
        return translate("ciak", "Your hand opens on the table. Others look away until you hide it.")

    # ------------------------------------------------------------------ who acts
    def decision(self) -> tuple[str, int]:
        view = self.tview()
        d = view["decision"]
        return str(d["kind"]), int(d["seat"])

    def automatic(self) -> tuple[int, str] | None:
        """The seat the engine waits for when it plays by itself: a computer, or a player on auto-pass."""
        if self.controller.is_over():
            return None
        kind, seat = self.decision()
        if seat < 0:
            return None
        if self.bot_of[seat]:
            return seat, "bot"
        if kind == "priority" and seat in self.autopass and seat != self._active():
            return seat, "autopass"
        return None

    def _active(self) -> int:
        return int(self.tview()["active"])

    def needs_screen(self, seat: int) -> bool:
        """Whether a person must look at the table to decide now: a human who does not pass by themselves and
        is not asked aloud while another player's hand is open."""
        return not self.bot_of[seat] and self.automatic() is None and not self.asked_aloud(seat)

    def asked_aloud(self, seat: int) -> bool:
        """Whether ``seat`` answers aloud now: the active player's hand is open, ``seat`` (another player)
        holds priority, and the table talks ("Others answer aloud while a hand is open", on by default). They do
        not look at the screen: they say "no response", or that they want to answer (the open hand closes)."""
        if not self.aloud or self.looking is None or self.looking == seat or self.answering == seat:
            return False
        if self.looking != self._active() or int(self.tview()["phase"]) not in (2, 4):
            return False  # only while the open hand is the active player's, in the play phases (a fight is watched)
        if self.bot_of[seat] or seat in self.autopass:
            return False
        view = self.tview()
        return view["decision"]["kind"] == "priority" and int(view["decision"]["seat"]) == seat \
            and int(view["active"]) != seat

    def set_aloud(self, on: bool) -> None:
        self.aloud = on
        self.settings.set_bool(ALOUD_KEY, on)
        self.aloud_action.setChecked(on)
        self._update_looking()
        self._render(animate=True)
        self.context.private_changed()

    def shown_seat(self) -> int | None:
        """The seat whose hand the table shows now: unlocked by the shell AND still wanted."""
        want = self.private_viewer()
        if want is not None and self.on_table == want:
            return want.seat
        return None

    def pace_ms(self) -> int:
        return SPEEDS.get(self.speed, SPEEDS[DEFAULT_SPEED])[1]

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            return
        self.speed = speed
        self.settings.set_json(SPEED_KEY, speed)
        for sid, act in self.speed_actions.items():
            act.setChecked(sid == speed)

    # ------------------------------------------------------------------ refresh
    def refresh(self, events: list[Event]) -> None:
        if not self._take_ahead(events):
            self._absorb(events)
        self._update_looking()
        self._render(animate=bool(events), events=events)

    def _take_ahead(self, events: list[Event]) -> bool:
        """When the move just made is one of the moves worked out ahead (:meth:`_moves_ahead`) from the state shown
        until now, with the same events: take what was worked out for it (the TABLE view after it, the log's lines,
        the last attack and damage, the stack's sources, auto-pass, and the table's model for :meth:`_render`) instead
        of working it out again in the move. The rules are pure (the same state and action give the same view) and
        the model was made from the same inputs (the auto-pass and the language it was made with are checked);
        True when taken."""
        before = self._tv_state  # the state the table showed until this move
        if not events or before is None or self._previews_state is not before or not self._made:
            return False
        actions = self.controller.actions
        made = self._made.get(actions[-1]) if actions else None
        if made is None or made[0] != events or made[1] != (frozenset(self.autopass), current_language()):
            return False
        _events, _inputs, view, model, lines, attack, damage, sources, autopass = made
        self._tv, self._tv_state = view, self.controller.state
        self.log_lines, self.last_attack, self.last_damage = list(lines), attack, damage
        self.stack_sources = dict(sources)
        self.autopass.intersection_update(autopass)
        self._model_ahead = model
        return True

    def _update_looking(self) -> None:
        """Close the open hand when its stretch is over: it stays open while its player decides, or while it is
        that player's turn and nobody else must look at the table (computers, auto-pass, answers aloud); a lone
        person's hand stays open all game."""
        if self.controller.is_over():
            self.looking = None
            return
        kind, seat = self.decision()
        if self.answering is not None and self.answering != seat:
            self.answering = None
        lone = self.auto_open and len(self.humans) == 1
        stretch_over = self.looking != self._active() or self.needs_screen(seat)
        if self.looking is not None and self.looking != seat and not lone and stretch_over:
            self.looking = None
        if self.auto_open and self.looking is None and seat in self.humans and self.needs_screen(seat):
            self.looking = seat

    def _absorb(self, events: list[Event]) -> None:
        self.log_lines, self.last_attack, self.last_damage, self.stack_sources = self._absorbed(
            events, self.tview(), self.autopass)

    def _absorbed(self, events: list[Event], view: Any, autopass: set[int]
                  ) -> tuple[list[str], dict[str, Any] | None, dict[str, Any] | None, dict[int, str]]:
        """What the table remembers once ``events`` happened, ``view`` the TABLE view after them: the log's lines,
        the last attack and its damage, the stack's abilities' sources (new objects: nothing of this UI changes but
        ``autopass``, which loses a seat whose turn comes)."""
        names = [p.name for p in self.controller.config.players]
        lines = list(self.log_lines)
        last_attack, last_damage, sources = self.last_attack, self.last_damage, dict(self.stack_sources)
        for e in events:
            if e.text:
                lines.append(P.log_line(e.kind, self.controller.words(e.text), e.data, names))
            if e.kind == "turn":
                autopass.discard(int(e.data.get("seat", -1)))  # "until my turn"
                last_attack = last_damage = None
                sources = {}
            elif e.kind == "attack":
                last_attack = dict(e.data)
                last_damage = None
            elif e.kind == "damage" and view.get("phase") in (3, 4) and last_attack is not None \
                    and int(e.data.get("by", -1)) == int(last_attack.get("seat", -2)):
                last_damage = dict(e.data)
            elif e.kind == "ability":
                seat = int(e.data.get("seat", -1))
                mine = [it for it in view.get("stack", []) if it["kind"] == "ability" and int(it["seat"]) == seat]
                if mine:
                    sources[int(mine[-1]["id"])] = str(e.data.get("source", ""))
        return lines[-LOG_LINES:], last_attack, last_damage, sources

    def _render(self, *, animate: bool, events: list[Event] | None = None) -> None:
        c = self.controller
        view = self.tview()
        shown = self._shown_rendered = self.shown_seat()
        model, self._model_ahead = self._model_ahead, None
        if model is None or shown is not None or model.seats and any(  # (made with no hand open, and this auto-pass)
                sm.autopass != (sm.seat in self.autopass) for sm in model.seats):
            private = c.view(Viewer.of_seat(shown)) if shown is not None else None
            model = P.table_model(view, self.book, bots=self.bot_of, autopass=self.autopass, private=private,
                                  last_attack=self.last_attack, last_damage=self.last_damage,
                                  stack_sources=self.stack_sources)
        self.table.apply(model, animate=animate, origins=self._origins(events or [], model))
        self.table.set_log(self.log_lines)
        self._feed_picker(view, shown)
        self._show_prompt(view, shown)
        if events:
            self._effects(events, view)
        pm = self.table.preview.model
        if pm is not None and not str(pm).startswith("studio:") and self.table.scene.keyed(pm) is None:
            self.table.preview.clear()  # the card under the pointer left the table (a hand closed)
        self.status_did_change.emit(P.status_line(view))
        self.runner.poke()
        self._post_ahead()

    def _post_ahead(self) -> None:
        """The faces the next clicks will likely show, drawn while the player reads (replacing what was posted
        before): the hand a gate waits for, the stack's cards where they will land; then the log, the fight's
        banner, the stack's plates and arrows as the likely next moves show them (:meth:`_moves_ahead`)."""
        self.context.idle.cancel(self.table)
        self.context.idle.post(self.table, self._ahead_work(), name="ciak: faces drawn ahead")

    def _ahead_work(self) -> Iterator[object]:
        yield from self.table.faces_ahead(self.view_widget, self._gated_model, self._plays, self._after_pass)
        yield NEXT_TURN  # (the last arrows drawn ahead there were a piece of up to ~5 ms: not in the same turn)
        yield from self.table.moves_ahead(self.view_widget, self._moves_ahead())
        yield from self.table.labels_ahead(self.view_widget, self._prompts_ahead(),
                                           [made[3] for made in self._made.values()])

    def _prompts_ahead(self) -> list[P.PromptModel]:
        """The prompts (title and hint) the likely next moves worked out ahead (:meth:`_moves_ahead`) may show: for the
        TABLE view after each, with no hand open and with the one open now (a guess: one that misses is drawn in
        the move, as before). Public only: a prompt never depends on a hand."""
        if self._previews_state is not self.controller.state:
            return []
        lookings = dict.fromkeys((None, self.looking))
        out: dict[tuple[str, str, bool, bool], P.PromptModel] = {}
        for made in self._made.values():
            after, autopass = made[2], made[8]
            for looking in lookings:
                p = P.prompt_model(after, bots=self.bot_of, looking=looking, autopass=autopass)
                out.setdefault((p.title, p.hint, p.seat is None, p.thinking), p)
        return list(out.values())

    def _ahead_actions(self) -> list[Action]:
        """The likely next moves (at most :data:`AHEAD_MOVES`) of the seat that decides now, kept for this state: a
        pass first, then one play or discard of each card of that seat's hand, then its other moves in the rules'
        order. Only that seat's own moves: what is drawn from them (:meth:`_preview`) is a picture the table copies
        only once that move happened (the same rule as :meth:`_plays`'s faces); no other seat's hand is read."""
        state = self.controller.state
        if self._previews_state is not state:
            self._previews_state, self._previewed, self._made = state, {}, {}
            self._ahead_list = []
            view = self.tview()
            seat = int(view["decision"]["seat"])
            if not view.get("over") and seat >= 0:
                legal = self.controller.legal_actions(seat=seat)
                others = [a for a in legal if a.kind not in HAND_KINDS]
                others.sort(key=lambda a: a.kind != "pass")
                firsts: dict[object, Action] = {}
                for a in legal:
                    if a.kind in HAND_KINDS:
                        firsts.setdefault(a.get("card"), a)
                self._ahead_list = [*others[:1], *firsts.values(), *others[1:]][:AHEAD_MOVES]
        return self._ahead_list

    def _preview(self, action: Action) -> tuple[Any, list[Event]]:
        """What ``action`` (one of :meth:`_ahead_actions`) shows: the TABLE view after it and its events, worked out
        on the side (``controller.preview``: nothing changes; public only) once for this state."""
        self._ahead_actions()
        found = self._previewed.get(action)
        if found is None:
            found = self._previewed[action] = self.controller.preview(action)  # the TABLE view: public only
        return found

    def _moves_ahead(self) -> Iterator[tuple[P.TableModel, tuple[str, ...]]]:
        """The table's model and the log's lines after each of the likely next moves (:meth:`_ahead_actions`), one
        a piece (each is a rules move and a model: ~0.5-1 ms), as :meth:`refresh` will show them (the hand shown
        now is left out: these models draw the public table)."""
        state = self.controller.state
        for action in self._ahead_actions():
            if self.controller.state is not state:
                return
            after, events = self._preview(action)
            inputs = (frozenset(self.autopass), current_language())
            autopass = set(self.autopass)
            lines, attack, damage, sources = self._absorbed(events, after, autopass)
            model = P.table_model(after, self.book, bots=self.bot_of, autopass=autopass, last_attack=attack,
                                  last_damage=damage, stack_sources=sources)
            self._made[action] = (events, inputs, after, model, lines, attack, damage, sources, autopass)
            yield model, tuple(lines)

    def _plays(self) -> tuple[int, list[CardFace], list[CardFace], list[tuple[int, str]]]:
        """The seat that decides now, the faces of the cards it may play now and of those it may discard, and its plays
        with a target on the table (the card's uid, the target's key: for the stack's arrows drawn ahead). For the
        pictures drawn ahead where those moves put them: nothing is shown."""
        view = self.tview()
        seat = int(view["decision"]["seat"])
        if view.get("over") or seat < 0:
            return -1, [], [], []
        plays: set[int] = set()
        discards: set[int] = set()
        aimed: dict[tuple[int, str], None] = {}  # in the legal list's order, once each
        for a in self.controller.legal_actions(seat=seat):
            if a.kind == "play":
                plays.add(a.get("card"))
                target = P.ref_key(view, a.get("target")) if a.get("target") else None
                if target is not None:
                    aimed[(int(a.get("card")), target)] = None
            elif a.kind == "discard":
                discards.add(a.get("card"))
        if not plays and not discards:
            return seat, [], [], []
        hand = self.controller.view(Viewer.of_seat(seat)).get("hand") or []
        return (seat, [self.book.face(c) for c in hand if c.get("uid") in plays],
                [self.book.face(c) for c in hand if c.get("uid") in discards], list(aimed))

    def _after_pass(self) -> P.TableModel | None:
        """The table's model once the seat that decides now passes (None when it may not): the view after that pass
        is worked out on the side (``controller.preview``: never shown, never applied) for the cast faces it
        changes (boosts, tokens, damage as the stack resolves), drawn ahead where they lie
        (:meth:`CiakTable.faces_ahead`)."""
        view = self.tview()
        seat = int(view["decision"]["seat"])
        if view.get("over") or seat < 0:
            return None
        passing = next((a for a in self._ahead_actions() if a.kind == "pass"), None)
        if passing is None:
            return None
        after, _events = self._preview(passing)
        return P.table_model(after, self.book, bots=self.bot_of, autopass=self.autopass,
                             last_attack=self.last_attack, last_damage=self.last_damage,
                             stack_sources=self.stack_sources)

    def _gated_model(self) -> tuple[P.TableModel, frozenset[int]] | None:
        """While a gate waits: the table's model as the gate's click will show it (the hand it waits for open) and the
        uids of the cards that will glow in it (those its seat may play or discard); else None. For the faces drawn
        ahead (:meth:`CiakTable.faces_ahead`)."""
        want = self.private_viewer()
        if want is None or want == self.on_table or want.seat is None:
            return None
        model = P.table_model(self.tview(), self.book, bots=self.bot_of, autopass=self.autopass,
                              private=self.controller.view(want), last_attack=self.last_attack,
                              last_damage=self.last_damage, stack_sources=self.stack_sources)
        legal = self.controller.legal_actions(seat=want.seat)
        return model, frozenset(int(a.get("card")) for a in legal if a.kind in HAND_KINDS and a.get("card") is not None)

    def _origins(self, events: list[Event], model: P.TableModel) -> dict[str, QPointF]:
        """Where new items slide in from: card backs from the deck, cards played from a hand from it."""
        out: dict[str, QPointF] = {}
        deck = self.table.deck_centre()
        for sm in model.seats:
            for i in range(sm.hand_size):
                out[P.back_key(sm.seat, i)] = deck
        if model.tray is not None:
            for f in model.tray:
                out[P.card_key(int(f.uid or 0))] = deck
        for e in events:
            if e.kind in ("play", "discard") and "card" in e.data and "seat" in e.data:
                out[P.card_key(int(e.data["card"]))] = self.table.hand_centre(int(e.data["seat"]))
        return out

    def _feed_picker(self, view: Any, shown: int | None) -> None:
        seat = int(view["decision"]["seat"])
        actions: list[Action] = []
        self.deciding = None
        if not view.get("over") and seat >= 0 and self.automatic() is None and not self.bot_of[seat]:
            self.deciding = seat
            actions = self.controller.legal_actions(seat=seat)
            if self.asked_aloud(seat):
                actions = [a for a in actions if a.kind == "pass"]  # anything else: "wants to answer" first
            elif shown != seat:
                actions = [a for a in actions if a.kind not in HAND_KINDS]
        self.keybook = P.KeyBook(view, actions)
        self.picker.set_actions(actions)
        self._apply_interaction()

    def _keys_of(self, action: Action) -> tuple[str, ...]:
        return self.keybook.keys_of(action) if self.keybook is not None else ()

    def _tray_keys(self) -> set[str]:
        m = self.table.model
        if m is None or m.tray is None or m.tray_seat != self.deciding:
            return set()
        return {P.card_key(int(f.uid or 0)) for f in m.tray}

    def _apply_interaction(self) -> None:
        clickable = {k for k in self.picker.clickable() if not k.startswith("button:")}
        chosen = set(self.picker.chosen())
        tray = self._tray_keys()
        if chosen:
            highlighted = chosen | clickable
            every = {str(i.key) for i in self.table.pickable_items()}
            dimmed = every - highlighted
        else:
            highlighted = set(clickable)
            dimmed = set()
        self.table.set_interaction(clickable | tray | chosen, highlighted, dimmed)

    def _show_prompt(self, view: Any, shown: int | None) -> None:
        choosing, role, extra = "", "", ()
        if self.picker.chosen() and self.keybook is not None:
            first = self.picker.chosen()[0]
            choosing = self._name_of(first)
            role = self.keybook.role_at(self.picker.candidates(), len(self.picker.chosen()))
            if role == "mode":
                extra = P.mode_buttons(self.keybook, self.picker.candidates(), len(self.picker.chosen()))
        aloud_by = ""
        if self.looking is not None and self.asked_aloud(int(view["decision"]["seat"])):
            aloud_by = self.controller.config.players[self.looking].name
        prompt = P.prompt_model(view, bots=self.bot_of, looking=self.looking if shown == self.looking else None,
                                autopass=self.autopass, choosing=choosing, choosing_role=role, extra_buttons=extra,
                                aloud_by=aloud_by)
        buttons = list(prompt.buttons)
        legal_buttons = {k for k in self.picker.clickable() if k.startswith("button:")}
        out = []
        for b in buttons:
            if b.key in (P.PASS, P.NO_ATTACK) and b.key not in legal_buttons:
                continue
            if b.key.startswith("button:mode:") and b.key not in legal_buttons:
                continue
            out.append(b)
        if prompt.thinking and shown is not None:
            out.append(P.ButtonModel(P.HIDE, translate("ciak", "Hide my hand"), "#e8e2d2"))
        self.table.set_prompt(P.PromptModel(prompt.seat, prompt.colour, prompt.title, prompt.hint, tuple(out),
                                            prompt.thinking))

    def _name_of(self, key: str) -> str:
        item = self.table.scene.keyed(key)
        model = getattr(item, "model", None)
        name = getattr(model, "name", None) or getattr(getattr(model, "face", None), "name", None)
        return str(name) if name else translate("ciak", "this")

    # ------------------------------------------------------------------ effects
    def _under_header(self, seat: int) -> QRectF:
        """Where a seat's floating messages stay (scene coordinates): its frame under the header, so a message
        rising from the cast never crosses the name and the badges ("Computer", "TURN")."""
        frame = self.table.frames[seat]
        return QRectF(frame.pos() + QPointF(0, L.HEADER_H), QSizeF(frame.w, frame.h - L.HEADER_H))

    def _effects(self, events: list[Event], view: Any) -> None:
        scene = self.table.scene
        kinds = {e.kind for e in events}
        for e in events:
            seat = e.data.get("seat")
            if e.kind == "pass" and isinstance(seat, int):
                frame = self.table.frames[seat]
                said = translate("ciak", "No response") if seat != int(view["active"]) else translate("ciak", "Pass")
                float_text(scene, said, frame.pos() + QPointF(480, 60), "#ffffff", 34, rise=40, ms=900,
                           within=self._under_header(seat))
            elif e.kind in ("resolve", "fizzle", "cancel"):
                text = {"resolve": translate("ciak", "Resolves"), "fizzle": translate("ciak", "Fizzles: no target"),
                        "cancel": translate("ciak", "Cancelled!")}[e.kind]
                colour = {"resolve": "#9fe3b4", "fizzle": "#ff9b8f", "cancel": "#ff9b8f"}[e.kind]
                at, size, within = self.table.stack_word_place(text, 40, 50)
                float_text(scene, text, at, colour, size, rise=50, ms=1100, within=within)
            elif e.kind == "damage" and isinstance(seat, int):
                frame = self.table.frames[seat]
                sacks = int(e.data.get("sackings", 0))
                text = translate("ciak", "Sacking of {sacks}!").format(sacks=sacks) if sacks else \
                    translate("ciak", "{amount} damage").format(amount=e.data.get("amount", 0))
                float_text(scene, text, frame.pos() + QPointF(105, 150), "#ff9b8f", 40, rise=60, ms=1300,
                           within=self._under_header(seat))
            elif e.kind == "eliminated" and isinstance(seat, int):
                frame = self.table.frames[seat]
                float_text(scene, translate("ciak", "Out!"), frame.pos() + QPointF(474, 170), "#ff9b8f", 64, rise=60,
                           ms=1600, within=self._under_header(seat))
            elif e.kind == "token":
                key = P.card_key(int(e.data.get("card", -1)))
                centre = self.table.key_centre(key)
                if centre is not None:
                    float_text(scene, translate("ciak", "+1 token"), centre, "#ffd45a", 30, rise=40, ms=900)
        if "game_over" in kinds:
            sound.play("correct")
        elif "eliminated" in kinds or "damage" in kinds:
            sound.play("wrong")
        elif "attack" in kinds:
            sound.play("contest")
        elif "play" in kinds or "ability" in kinds:
            sound.play("reveal")

    # ------------------------------------------------------------------ input
    @Slot(object)
    def _clicked(self, key: object) -> None:
        key = str(key)
        kind, seat = self.decision()
        if key == P.LOOK:
            if self.context.on_phone(Viewer.of_seat(seat)):  # phone play: the hand is on the phone; say so
                self.context.toast(cards_on_phone(self.controller.config.players[seat].name))
                return
            self.looking = seat
            self.auto_open = len(self.humans) == 1
            self.context.private_changed()
            self._post_ahead()  # the gate waits: its click shows this hand
            return
        if key == P.HIDE:
            self.looking = None
            self.auto_open = False
            self.picker.cancel()
            self.context.private_changed()
            self._render(animate=True)
            return
        if key == P.ANSWER:
            self.answering = seat
            self.looking = None
            self.picker.cancel()
            self.context.private_changed()
            self._render(animate=True)
            return
        if key == P.AUTOPASS:
            self.autopass.add(seat)
            self._update_looking()
            self._render(animate=True)
            self.context.private_changed()
            return
        if key.startswith("button:autopass_off:"):
            self.autopass.discard(int(key.rsplit(":", 1)[1]))
            self._update_looking()
            self._render(animate=True)
            self.context.private_changed()
            return
        if key == P.CANCEL:
            self.picker.cancel()
            self._after_pick()
            return
        pick = self.picker.click(key)
        if pick.kind == "submit" and pick.action is not None:
            # the large preview of the card or company just clicked (under the pointer) would stay over what the
            # move brings: the fight's banner and its d20 after an attack, the stack after a card aimed at a target
            self.table.preview.clear()
            self.controller.submit(pick.action)
        elif pick.kind == "refuse":
            self.context.toast(self._why(key))
            self._after_pick()
        else:
            self._after_pick()

    def _after_pick(self) -> None:
        self._apply_interaction()
        self._show_prompt(self.tview(), self.shown_seat())

    def _why(self, key: str) -> str:
        """The engine's sentence for a click that is not a legal move (a card of the open hand)."""
        seat = self.deciding
        if seat is not None and key in self._tray_keys() and not self.picker.chosen():
            reason = self.controller.why_not(Action("play", seat, card=int(key[5:])))
            if reason:
                return reason
            return translate("ciak", "That card needs a target: click it, then its target.")
        if self.picker.chosen():
            return translate("ciak", "That is not a target for this choice. Esc cancels.")
        return translate("ciak", "That cannot be chosen now.")

    @Slot(object)
    def _hovered(self, key: object) -> None:
        if key is None:
            self.table.preview.clear()
            return
        self.table.preview_for(key)

    def key_pressed(self, key: int, timestamp_ms: int) -> bool:
        if key == Qt.Key.Key_Escape and self.picker.chosen():
            self.picker.cancel()
            self._after_pick()
            return True
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Left):
            return self._step_preview(1 if key == Qt.Key.Key_Right else -1)
        return False

    def _step_preview(self, step: int) -> bool:
        """Arrow keys walk the large preview through the cards on the table (and the open hand), in
        :meth:`CiakTable.arrow_order`, passing over what has no face to show (hands' backs, the deck). What to avoid:
        stopping on a back (it cleared the preview, and the next key started again from the first card: the cards
        after the first closed hand were never reached)."""
        keys = self.table.arrow_order()
        if not keys:
            return False
        current = self.table.preview.model
        i = keys.index(current) + step if current in keys else (0 if step > 0 else len(keys) - 1)
        for _ in keys:
            if self.table.preview_for(keys[i % len(keys)]):
                break
            i += step
        return True

    # ------------------------------------------------------------------ menus
    def _help_action(self) -> None:
        self.context.menu_action("Help", translate("ciak", "Ciak! at the table…"), self.show_table_help)

    def show_table_help(self) -> QWidget:
        """How hidden hands, answers aloud, auto-pass and computer players work (plain text, non-modal)."""
        from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout

        dialog = QDialog(self.view_widget)
        dialog.setWindowTitle(translate("ciak", "Ciak! at the table"))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(dialog)
        label = QLabel(translate("ciak", P.TABLE_HELP))
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setObjectName("ciakTableHelp")
        layout.addWidget(label)
        dialog.resize(720, 560)
        dialog.show()
        return dialog

    def _gallery_action(self) -> None:
        self.context.menu_action("Help", translate("ciak", "Ciak! card gallery…"), self.open_gallery)

    def open_gallery(self) -> QWidget:
        """The card gallery of this game's card set (imported when first asked for: ~5 ms off every start)."""
        from gamesuite.ui.ciak.gallery import open_gallery

        return open_gallery(self.view_widget, dict(self.book.card_set, texts=self.book.texts))

    def finish_animations(self) -> None:
        self.table.scene.finish_animations()
        self.table.update_arrows()

    def shutdown(self) -> None:
        artcache.clear()  # this game's card art
        items.clear_kept_backs()  # and its fanned backs
        pieces.clear_kept_trays()  # and its open hands' trays
        art.clear_kept()  # and the icons its faces fade
        QPixmapCache.clear()  # and the pictures Qt kept of its table items (the next screen draws its own again)
        self.runner.shutdown()
        self.table.scene.finish_animations()
        self.table.preview.clear()
        # The menu items' slots refer to this UI through Qt connections the garbage collector cannot see:
        # cut them, so the finished game is freed.
        for _menu, action in self.context.menu_actions:
            with contextlib.suppress(RuntimeError, TypeError):
                action.triggered.disconnect()


__all__ = ["CiakUI"]
