"""The Telefilm table screen: the board (4x3 genre/period grid, the Mix space, the 64-space TF track), the
players, whose turn it is and the question being played; cards only: the offered cards and the cards won.

The items are built once. After every change ``refresh`` asks the controller for the TABLE view and the
legal actions, ``presenter.table_model`` turns them into a frozen model, and ``_apply`` hands each part to
its item (a part equal to what is shown repaints nothing; a piece animates only when its place changes).
Clicks reach the scene as keys (``scene.item_clicked``) and go through an :class:`ActionPicker` fed with
the table's legal actions (``presenter.keys_of``): a complete choice is submitted, a refused click is
explained with ``controller.why_not``. The *Special card* and *Director's card* buttons ask for a private
view (``private_view_requested``); the plug-in (``__init__.py``) routes it.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Hashable, Iterator
from typing import TypeVar

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QTransform

from gamesuite.i18n import translate, translate_marked
from gamesuite.rules.core import Event, Free, Viewer
from gamesuite.rules.telefilm.spec import CARDS_ONLY, GENRES, PERIODS, SETUP, STANDARD
from gamesuite.ui import theme
from gamesuite.ui.controller import GameController
from gamesuite.ui.idle import NEXT_TURN
from gamesuite.ui.picker import ActionPicker
from gamesuite.ui.scene import ActionBar, ButtonSpec, LabelItem, TableScene, TableView
from gamesuite.ui.scene.animation import reduce_motion
from gamesuite.ui.scene.floating import float_text
from gamesuite.ui.scene.item import KitItem
from gamesuite.ui.scene.label import KeptLabel
from gamesuite.ui.scene.text import LEFT, LEFT_TOP
from gamesuite.ui.scene.unseen import covered, draw_covered
from gamesuite.ui.settings import Settings
from gamesuite.ui.telefilm import art
from gamesuite.ui.telefilm import layout as L
from gamesuite.ui.telefilm import presenter as P
from gamesuite.ui.telefilm.items import (
    SHADE,
    CardText,
    ChipItem,
    DeckItem,
    FigureItem,
    GenreHeaderItem,
    KeptPiece,
    OfferCardItem,
    PeriodHeaderItem,
    PlayerRowItem,
    QuestionCard,
    SeatDiscItem,
    SpaceItem,
    SpecialPileItem,
    TelefilmTrack,
    TextPlace,
    TimerItem,
    TokenDisc,
    WonCardsItem,
    next_device,
)

Item = TypeVar("Item", bound=KitItem)
CardTextAhead = tuple[CardText, TextPlace]

AHEAD_MOVES = 64  # the next moves tried for their rows (rows_ahead; a bet offers ~50, a place ~13, a judge 2)
AHEAD_ROWS = 4  # looks drawn ahead per row (most moves change a row in one or two ways)
AHEAD_CARDS = 8  # the question cards drawn ahead (their header and texts: an answer has up to six outcomes)
AHEAD_LINES = 6  # looks drawn ahead per line (turn, focal, hint: a judge has two outcomes; KeptLabel keeps 8)
UNSEEN_TILES = 4  # the covered table is drawn ahead a tile of a 4 x 4 grid of the view a piece (draw_unseen)
UNSEEN_TILES_FIRST = 8  # 8 x 8 the first time (every item draws its picture then: ~30 ms in all)
UNSEEN_TILES_A_TURN = 4  # at most 4 tiles an idle turn (~0.4-1.5 ms a tile): its turns stay short, ~2-5 ms


def seat_shape(seat: int) -> str:
    return theme.PLAYER_SHAPES[seat % len(theme.PLAYER_SHAPES)]


def shaded(felt: QColor, shade: QColor) -> QColor:
    """``felt`` with the translucent ``shade`` drawn over it, as the painter blends it (the same pixel)."""
    image = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(felt)
    painter = QPainter(image)
    painter.fillRect(0, 0, 1, 1, shade)
    painter.end()
    return QColor(image.pixel(0, 0))


class TelefilmView(TableView):
    """The table's view; it draws the shade inside the TF track's ring (under the board) with the felt: one fill,
    opaque, of the felt as the translucent shade darkens it (``shade_rect``, scene units). Why: the felt under the
    board is one colour, so the shade over it is one colour too; an item drew the shade instead, a translucent
    916 x 908 fill blended over the felt at every paint of the board (~0.1-0.3 ms of each move, 832 000 pixels
    at a full paint), and a Python call at every paint."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.shade_rect: QRectF | None = None
        self.shade_colour = shaded(self.backgroundBrush().color(), SHADE)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 - Qt API
        super().drawBackground(painter, rect)
        if self.shade_rect is not None:
            part = rect.intersected(self.shade_rect)
            if not part.isEmpty():
                painter.fillRect(part, self.shade_colour)


class TelefilmTable(QObject):
    """Builds the scene once and shows the table model after every change."""

    private_view_requested = Signal(object)  # a Viewer whose private view the table asks for
    time_is_up = Signal()  # a CALL/WEB countdown reached zero
    lap_passed = Signal(int)  # a figure passed 64 TF (its seat)

    def __init__(self, controller: GameController, settings: Settings, toast: Callable[[str], None]) -> None:
        super().__init__()
        self.controller = controller
        self.settings = settings
        self.toast = toast
        self.scene = TableScene()
        self.view = TelefilmView(self.scene)
        first = controller.view(Viewer.TABLE)
        self.variant: str = first["variant"]
        self.board = self.variant != CARDS_ONLY
        self.players = [str(p["name"]) for p in first["players"]]
        self.n = len(self.players)
        self.colours = [QColor(p.get("colour") or theme.PLAYER_COLOURS[i % 8]) for i, p in enumerate(first["players"])]
        self.seats = [(self.colours[s], seat_shape(s)) for s in range(self.n)]
        self.picker = ActionPicker(P.keys_of)
        self.last_view = first
        self.model: P.TableModel | None = None
        self.director_screen = False
        self.shown_scores: list[int] = list(first["scores"])
        self.shown_laps: list[int] = [0] * self.n
        self.token_spaces: dict[tuple[int, int], str | None] = {}
        self.judged: bool | None = None  # the last judgement (right / wrong), shown until the next move
        self.button_keys: set[object] = set()
        self.timer_id: int | None = None
        self.timer_left = 0
        self.timer_total = 30
        self.qtimer = QTimer(self)
        self.qtimer.setInterval(1000)
        self.qtimer.timeout.connect(self._tick)
        self.drawn_unseen = False  # the covered table was drawn ahead once (draw_unseen: finer pieces before)
        self._build()
        self.scene.item_clicked.connect(self._clicked)
        self.refresh([])

    # ------------------------------------------------------------------ building (once)
    def _put(self, item: Item, x: float, y: float) -> Item:
        item.setPos(x, y)
        self.scene.put(item)
        return item

    def _build(self) -> None:
        self.spaces: dict[str, SpaceItem] = {}
        self.chips: dict[int, ChipItem] = {}
        self.tokens: dict[tuple[int, int], TokenDisc] = {}
        # the models last shown (a refresh skips a piece whose model did not change: ~16-25 pieces a move)
        self.chips_shown: dict[int, P.ChipModel] = {}
        self.tokens_shown: dict[tuple[int, int], P.TokenModel] = {}
        self.figures: dict[int, FigureItem] = {}
        self.decks: dict[str, DeckItem] = {}
        self.offer_cards: list[OfferCardItem] = []
        if self.board:
            self._build_board(self.last_view)
        else:
            self._build_cards_only()
        # the turn, focal and hint lines keep a picture per text (the kit's KeptLabel): the next move's are drawn
        # ahead (rows_ahead)
        self.turn_label = self._put(KeptLabel("", L.PANEL_W, L.TURN_H, size=28, colour=theme.MUTED_ON_FELT,
                                              align=LEFT, key="turn"), L.PANEL_X, L.TURN_Y)
        self.focal_disc = self._put(SeatDiscItem(L.FOCAL_DISC_R), L.PANEL_X + 24, 103)
        # two lines when long (a 24-character name and what they do): nothing is cut
        self.focal = self._put(KeptLabel("", L.PANEL_W - 60, L.FOCAL_H, size=42, weight=QFont.Weight.Bold,
                                         colour=theme.INK_ON_FELT, align=LEFT, wrap=True, key="focal"),
                               L.PANEL_X + L.FOCAL_TEXT_DX, L.FOCAL_Y)
        self.hint = self._put(KeptLabel("", L.PANEL_W, L.HINT_H, size=30, colour=theme.MUTED_ON_FELT, align=LEFT,
                                        key="hint", wrap=True), L.PANEL_X, L.HINT_Y)
        self.bar = self._put(ActionBar("buttons", L.PANEL_W, L.BAR_H, align="left", gap=L.BAR_GAP, size=30,
                                       max_button=440, min_button=100), L.PANEL_X, L.BAR_Y)
        rows = L.row_geometry(self.n)
        self.rows: list[PlayerRowItem] = []
        for seat, name in enumerate(self.players):
            x, y = rows.position(seat)
            row = self._put(PlayerRowItem(seat, name, self.colours[seat], seat_shape(seat), rows.width, rows.height),
                            x, y)
            self.scene.put(row.hand_button, row)  # keyed: "button:hand:<seat>" opens that Star's hand
            self.rows.append(row)
        top = rows.bottom + 6
        self.card = self._put(QuestionCard(L.PANEL_W, L.CARD_BOTTOM - top, self.seats), L.PANEL_X, top)
        for child in (self.card.text_item, self.card.note_item, self.card.series_item, *self.card.options,
                      self.card.mark):
            self.scene.put(child, self.card)
        self.timer_item = self._put(TimerItem(L.TIMER_SIZE), L.PANEL_X + L.PANEL_W - 96, 136)
        self.timer_item.setVisible(False)
        if self.board:
            for seat in range(self.n):  # the track's figures, now that the rows exist
                self.figures[seat] = FigureItem(seat, self.track, self.colours[seat], seat_shape(seat), L.FIGURE_H)
                self.scene.put(self.figures[seat], self.track)

    def _build_board(self, first: P.View) -> None:
        self.track = TelefilmTrack(L.TRACK_W, L.TRACK_H, L.TRACK_CELL)
        self.track.setPos(L.TRACK_X, L.TRACK_Y)
        self.scene.addItem(self.track)
        self.view.shade_rect = self.track.mapRectToScene(self.track.inner)
        # the headers of a row (column) read at one size: the size at which the longest name fits
        size = GenreHeaderItem.shared_size([art.genre_name(g) for g in art.GENRE_ORDER], L.CELL_W, L.GENRE_HEADER_H)
        for c, g in enumerate(art.GENRE_ORDER):
            self._put(GenreHeaderItem(g, L.CELL_W, L.GENRE_HEADER_H, size), L.GRID_X + c * L.COL_PITCH,
                      L.GENRE_HEADER_Y)
        sizes = PeriodHeaderItem.shared_sizes(
            [(art.period_name(p), translate_marked("telefilm", art.PERIOD_YEARS[p])) for p in art.PERIOD_ORDER],
            L.PERIOD_HEADER_W, L.CELL_H)
        for r, p in enumerate(art.PERIOD_ORDER):
            self._put(PeriodHeaderItem(p, L.PERIOD_HEADER_W, L.CELL_H, sizes), L.PERIOD_HEADER_X,
                      L.GRID_Y + r * L.ROW_PITCH)
        for sp in first["spaces"]:
            x, y, w, h = L.space_position(sp["id"], GENRES, PERIODS)
            self.spaces[sp["id"]] = self._put(SpaceItem(sp["id"], w, h, self.seats), x, y)
        if self.variant == STANDARD:
            decks = [("mix", art.genre_name("mix"), art.GENRE_COLOURS["mix"]),
                     ("period", translate("telefilm", "Period"), QColor("#6b2d3c"))]
        else:
            decks = [("deck", translate("telefilm", "Deck"), QColor("#6b2d3c"))]
        for k, (name, title, colour) in enumerate(decks):
            self.decks[name] = self._put(DeckItem(f"deck:{name}", title, colour, L.DECK_W), L.DECK_X + k * L.DECK_PITCH,
                                         L.DECK_Y)
        self.special_pile = self._put(SpecialPileItem(L.DECK_W), L.DECK_X + len(decks) * L.DECK_PITCH, L.DECK_Y)
        self.tray_label = self._put(LabelItem(translate("telefilm", "Director's bets"), L.TRAY_LABEL_W, L.TRAY_LABEL_H,
                                              size=24,
                                              colour=theme.MUTED_ON_FELT, key="tray"), L.TRAY_LABEL_X, L.TRAY_LABEL_Y)
        for value in P.chip_values(first):
            self.chips[value] = ChipItem(value, L.CHIP_R)
            self.scene.put(self.chips[value])
        per = SETUP[self.n].tokens if self.variant == STANDARD else 0
        for seat in range(self.n):
            for k in range(per):
                self.tokens[(seat, k)] = TokenDisc(seat, k, self.colours[seat], seat_shape(seat), L.TOKEN_R)
                self.scene.put(self.tokens[(seat, k)])

    def _build_cards_only(self) -> None:
        self.offer_title = self._put(LabelItem("", 980, 60, size=36, colour=theme.INK_ON_FELT, align=LEFT,
                                               key="offer-title"), L.OFFER_TITLE_X, L.OFFER_TITLE_Y)
        for i in range(3):
            self.offer_cards.append(self._put(OfferCardItem(i, L.OFFER_W), L.OFFER_X + i * L.OFFER_PITCH, L.OFFER_Y))
        self.decks["deck"] = self._put(DeckItem("deck:deck", translate("telefilm", "Deck"), QColor("#6b2d3c"),
                                                L.CO_DECK_W), L.CO_DECK_X,
                                       L.CO_DECK_Y)
        self.card_rules = self._put(LabelItem("", L.CO_RULES_W, L.CO_RULES_H, size=30, colour=theme.INK_ON_FELT,
                                              align=LEFT_TOP, wrap=True, key="rules"), L.CO_RULES_X, L.CO_RULES_Y)
        self.won = self._put(WonCardsItem(L.WON_W, L.WON_H, self.players, self.seats), L.WON_X, L.WON_Y)

    # ------------------------------------------------------------------ clicks -> actions
    @Slot(object)
    def _clicked(self, key: object) -> None:
        if not isinstance(key, str):
            return
        if key == "button:special":
            answerer = (self.last_view.get("question") or {}).get("answerer")
            if answerer is not None:
                self.private_view_requested.emit(Viewer.of_seat(answerer))
            return
        if key.startswith("button:hand:"):
            seat = int(key.rsplit(":", 1)[1])
            if seat in ((self.last_view.get("question") or {}).get("may_play_seats") or []):
                self.private_view_requested.emit(Viewer.of_seat(seat))
            return
        if key == "button:director":
            self.private_view_requested.emit(Viewer.DIRECTOR)
            return
        pick = self.picker.click(key)
        if pick.kind == "submit" and pick.action is not None:
            self.controller.submit(P.canonical(pick.action))
        elif pick.kind in ("narrow", "cancel"):
            self.refresh([])  # the chosen keys change colour
        else:
            action = P.meant(self.last_view, key)
            reason = self.controller.why_not(action) if action is not None else None
            self.toast(reason or translate("telefilm", "That is not a move right now."))

    def cancel_choice(self) -> bool:
        """Esc: forget a half-made choice (the first of TWO's numbers)."""
        if self.picker.cancel():
            self.refresh([])
            return True
        return False

    # ------------------------------------------------------------------ refresh
    def refresh(self, events: list[Event], *, director_screen: bool | None = None) -> P.TableModel:
        """Show the table view now; ``events``: what just happened (animations, floating scores)."""
        if director_screen is not None:
            self.director_screen = director_screen
        view = self.controller.view(Viewer.TABLE)
        actions = P.table_actions(self.controller.legal_actions())
        self.picker.set_actions(actions)
        model = P.table_model(view, actions, chosen=self.picker.chosen(),
                              show_question=self.settings.show_question_on_table,
                              director_screen=self.director_screen, tokens_before=self.token_spaces)
        self.last_view = view
        self._apply(model, events)
        self.model = model
        return model

    def _apply(self, model: P.TableModel, events: list[Event]) -> None:
        kinds = {e.kind for e in events}
        clickable = self.picker.clickable()
        self.turn_label.set_text(model.turn_text)
        self._apply_focal(model.focal)
        self._apply_buttons(model)
        for row, row_model in zip(self.rows, model.rows, strict=True):
            row.apply(row_model)
        self._apply_card(model.card, events)
        for option in self.card.options:
            option.set_state(clickable=option.key in clickable)
        for key, deck in self.decks.items():
            deck.apply(int(model.decks.get(key, 0)))
        if self.board:
            for sid, space in self.spaces.items():
                space.apply(model.spaces[sid])
                space.set_state(clickable=space.key in clickable)
            animate = bool(events)
            self._apply_chips(model, animate)
            self._apply_tokens(model, animate)
            self.tray_label.setVisible(model.tray_label)
            self.special_pile.apply(model.special_pile)
            # hidden during the bets (the Director's tray is beside it) by its opacity: hidden with setVisible its
            # picture was thrown away and drawn again at every round's last bet
            self.special_pile.setOpacity(1.0 if model.special_pile_visible else 0.0)
            self._apply_figures(model, events, undo=kinds == {"undone"})
        elif model.offer is not None:
            self._apply_offer(model.offer, clickable)
        self._apply_timer(model.timer)

    def _apply_focal(self, focal: P.Focal) -> None:
        self.focal.set_text(focal.text)
        if focal.seat is not None:
            self.focal_disc.apply((self.colours[focal.seat].name(), seat_shape(focal.seat)))
        x, y, w, h = focal_place(focal)
        self.focal.setPos(x, y)
        self.focal.set_size(w, h)
        self.focal_disc.setVisible(focal.seat is not None)

    def _apply_buttons(self, model: P.TableModel) -> None:
        self.bar.set_width(L.PANEL_W - (L.TIMER_ROOM if model.timer is not None else 0))
        self.bar.set_buttons([ButtonSpec(b.key, b.label, b.colour) for b in model.buttons])
        keys = {b.key for b in self.bar.buttons}
        for key in self.button_keys - keys:
            self.scene.drop(key)  # the bar took the button off the table: forget its key too
        for button in self.bar.buttons:
            if button.key not in self.button_keys:
                self.scene.put(button, self.bar)  # keyed: clicks and tests find it by its key
        self.button_keys = keys
        self.hint.set_text(model.hint)
        self.hint.setVisible(not model.buttons)

    @property
    def buttons(self) -> list[KitItem]:
        return list(self.bar.buttons)

    def _apply_card(self, card: P.CardModel, events: list[Event]) -> None:
        judged = [e for e in events if e.kind == "judged"]
        if events:
            self.judged = judgement(events)
        card = marked(card, self.judged)
        changed = self.card.show_card(card)
        if not events or reduce_motion():
            return
        kinds = {e.kind for e in events}
        if judged and changed:
            self.card.mark.pop()
        if kinds & {"question_read", "questions_read"}:
            self.card.text_item.setOpacity(0.05)
            self.card.text_item.animate(b"opacity", 1.0, 300)
        if "options_read" in kinds:
            for i, option in enumerate(o for o in self.card.options if o.isVisible()):
                option.setOpacity(0.05)  # fully transparent items would not take clicks
                option.animate(b"opacity", 1.0, 220 + 50 * i)

    def _apply_chips(self, model: P.TableModel, animate: bool) -> None:
        for value, chip in self.chips.items():
            m = model.chips[value]
            if self.chips_shown.get(value) == m:
                continue  # where it is and how it looks follow from its model alone
            self.chips_shown[value] = m
            chip.glide(*self._chip_place(m), animate=animate)
            chip.setVisible(m.visible)
            chip.setOpacity(0.35 if m.faded else 1.0)

    def _chip_place(self, m: P.ChipModel) -> tuple[QPointF, float]:
        """Where a chip of model ``m`` stops, and its scale."""
        if m.space is not None:
            pos = self.spaces[m.space].chip_pos(m.index, m.count, compact=m.compact)
        else:
            pos = QPointF(L.TRAY_X + (m.index % 2) * L.TRAY_PITCH, L.TRAY_Y + (m.index // 2) * L.TRAY_PITCH)
        return pos, L.DONE_SCALE if m.small else 1.0

    def _token_place(self, key: tuple[int, int], m: P.TokenModel) -> tuple[QPointF, float, int | None]:
        """Where a token of model ``m`` stops, its scale and its order badge."""
        if m.space is not None:
            return (self.spaces[m.space].stack_pos(m.index, m.count, compact=m.done), L.DONE_SCALE if m.done else 1.0,
                    m.index + 1 if m.count >= 2 and not m.done else None)
        return self.rows[key[0]].tray_pos(m.index, m.count), L.TRAY_SCALE, None

    def _figure_offset(self, m: P.FigureModel) -> QPointF:
        return self._start_waiting_offset(m.crowd_index, m.crowd) if m.at_start else _cluster_offset(m.crowd_index,
                                                                                                        m.crowd)

    def _apply_tokens(self, model: P.TableModel, animate: bool) -> None:
        for key, token in self.tokens.items():
            m = model.tokens[key]
            if self.tokens_shown.get(key) == m:
                continue  # where it is and how it looks follow from its model alone
            self.tokens_shown[key] = m
            token.space = m.space
            self.token_spaces[key] = m.space
            pos, scale, order = self._token_place(key, m)
            token.glide(pos, scale, animate=animate)
            token.setZValue(25 + m.index if m.space is not None else 25)
            token.set_order(order)
            token.setVisible(m.visible)

    def _start_waiting_offset(self, k: int, n: int) -> QPointF:
        """Where the k-th of n figures at Start stands: in rows of four in the dark corner between the
        track, the genre headers and the period labels (no space of the track is covered)."""
        corner = QPointF(L.TRACK_CELL + (L.GRID_X - L.TRACK_X - L.TRACK_CELL) / 2,
                         L.TRACK_CELL + (L.GRID_Y - L.TRACK_Y - L.TRACK_CELL) / 2 + 6)
        r, c = divmod(k, 4)
        in_row = min(4, n - r * 4)
        rows = -(-n // 4)
        spot = QPointF((c - (in_row - 1) / 2) * 34, (r - (rows - 1) / 2) * 48)
        return corner + spot - self.track.point_at(0)

    def _apply_figures(self, model: P.TableModel, events: list[Event], *, undo: bool) -> None:
        for seat, m in model.figures.items():
            fig = self.figures[seat]
            fig.set_offset(self._figure_offset(m))
            fig.set_lap(m.lap)
            old, new = self.shown_scores[seat], m.score
            if new != old:
                fig.walk_to(new, animate=bool(events))
                if events and not undo:
                    self._float_score(seat, new - old, new, fig)
                if m.laps > self.shown_laps[seat] and events and not undo:
                    float_text(self.scene, translate("telefilm", "Lap {lap}!").format(lap=m.lap),
                               self.track.mapToScene(self.track.point_at(new))
                               + QPointF(0, -90), theme.HIGHLIGHT, 44, ms=1100)
                    self.lap_passed.emit(seat)
            elif fig.walking is None and fig.progress != new:
                fig.walk_to(new, animate=False)
            self.shown_scores[seat] = new
            self.shown_laps[seat] = m.laps
            fig.setZValue(30 + m.crowd_index)

    def _float_score(self, seat: int, delta: int, score: int, fig: FigureItem) -> None:
        colour = art.CORRECT.lighter(130) if delta > 0 else art.WRONG.lighter(120)
        row = self.rows[seat]
        float_text(self.scene, f"{delta:+d}", row.scenePos() + QPointF(row.w - 110, row.h / 2), colour, ms=1100)
        target = self.track.mapToScene(self.track.point_at(score) + fig.offset)
        float_text(self.scene, f"{delta:+d}", target + QPointF(0, -46), colour, ms=1100)

    def _apply_offer(self, offer: P.OfferModel, clickable: set[str]) -> None:
        self.offer_title.set_text(offer.title)
        for i, card in enumerate(self.offer_cards):
            card.apply(offer.cards[i])
            card.set_state(clickable=card.key in clickable, highlighted=offer.highlighted == i)
        self.card_rules.set_text(offer.rules)
        self.card_rules.setVisible(bool(offer.rules))
        self.won.apply(offer.won)

    # ------------------------------------------------------------------ the covered table, drawn ahead
    def covered(self) -> bool:
        """The shell covers the table (the gate or a private panel): its view paints nothing, updates off."""
        return covered(self.view)

    def draw_unseen(self) -> Iterator[object]:
        """Draw the covered table into a throw-away image, as the view would, a tile of the view a piece: every
        item that changed behind the cover draws its picture into its cache (Qt's, keyed by the viewport) now,
        in idle time, instead of in the move that uncovers the table (the last bet of a round: the bets' chips,
        spaces, decks and rows, ~3 ms of its ~6 ms of pictures; a judge after the gate). That move's paint still
        covers the whole table (it showed nothing meanwhile) but finds those pictures made. Quiz Club draws its
        first covered table the same way (``QuizClubTable._draw_unseen``). Not while the table shows (it paints
        itself); on the kit's :class:`UnseenCanvas` (the view's own device transform: the caches are the real
        paint's and its pixels the same)."""
        yield NEXT_TURN  # the shell's paint of the gate or the panel comes first
        n = UNSEEN_TILES if self.drawn_unseen else UNSEEN_TILES_FIRST
        if (yield from draw_covered(self.view, n, self._gliding, UNSEEN_TILES_A_TURN)):
            self.drawn_unseen = True

    # ------------------------------------------------------------------ the next move's rows, drawn ahead
    def rows_ahead(self) -> Iterator[object]:
        """Draw ahead, in idle pieces, the player rows and answer options the next move may show (a judge's two
        outcomes, a place's or an answer's new role and score, an option tried or revealed): each legal move that
        takes no typed value, played on a copy (``GameController.preview``: nothing changes), gives the rows and
        the card ``refresh`` would then show; each row draws its new looks, each option its own at the size and
        place the card would lay it out at (``QuestionCard.body_places``), into pictures the move's paint copies
        (a judge repainted 3-4 rows, ~0.2 ms each, with new text; an answer all five options when the card's note
        came and moved them). Anything else is drawn in the move, as before."""
        yield NEXT_TURN  # the turn after the move's paint is the move's; the player reads after it
        c = self.controller
        if c.is_over():
            return
        looks: list[list[P.RowModel]] = [[] for _ in self.rows]
        options: dict[str, list[tuple[P.OptionModel, float, float, QTransform]]] = {o.letter: []
                                                                                     for o in self.card.options}
        seen: set[tuple[P.OptionModel, float, float, float, float]] = set()
        card_scene, viewport = self.card.sceneTransform(), self.view.viewportTransform()
        show_question = self.settings.show_question_on_table
        lines: dict[tuple[KeptLabel, str, float, float, float, float], None] = {}  # the turn, focal and hint lines
        texts: dict[CardTextAhead, None] = {}  # the card's texts (at their place)
        headers: list[P.CardModel] = []
        spaces: dict[str, list[P.SpaceModel]] = {sid: [] for sid in self.spaces}
        pieces: dict[KeptPiece, dict[tuple[object, ...], tuple[tuple[Hashable, ...], QTransform]]] = {}
        discs: list[tuple[Hashable, ...]] = []  # the focal line's disc: its looks (it stays where it is)
        for n, action in enumerate(c.legal_actions()):
            if n >= AHEAD_MOVES:
                break
            if any(isinstance(v, Free) for _, v in action.args):
                continue  # a typed value is not known before it is typed
            view, events = c.preview(action)
            for seat, m in enumerate(P.rows(view)):
                if seat < len(looks) and m not in looks[seat] and len(looks[seat]) < AHEAD_ROWS:
                    looks[seat].append(m)
            focal = P.focal(view)
            for label, text, (x, y, w, h) in ((self.turn_label, P.turn_text(view), self.turn_label_place()),
                                              (self.focal, focal.text, focal_place(focal)),
                                              (self.hint, P.hint_text(view), self.hint_place())):
                if text and sum(k[0] is label for k in lines) < AHEAD_LINES:
                    lines[(label, text, x, y, w, h)] = None
            card = marked(P.card(view, show_question=show_question), judgement(events) if events else self.judged)
            if len(headers) < AHEAD_CARDS and card not in headers:
                headers.append(card)
            for item, at, shown in self.card.text_places(card):
                if at is not None and shown and at.text and sum(k[0] is item for k in texts) < AHEAD_CARDS:
                    texts[(item, at)] = None
            if focal.seat is not None:
                disc = self.focal_disc.look((self.colours[focal.seat].name(), seat_shape(focal.seat)))
                if disc not in discs:
                    discs.append(disc)
            if self.board:
                for sid, sm in P.spaces(view).items():
                    if sm not in spaces[sid] and len(spaces[sid]) < AHEAD_ROWS:
                        spaces[sid].append(sm)
                self._pieces_ahead(view, pieces, viewport)
            if not card.info:
                for o, place in self.card.body_places(card)[2].values():
                    look = (o, place.x(), place.y(), place.width(), place.height())
                    if look not in seen and len(options[o.letter]) < AHEAD_ROWS:
                        seen.add(look)
                        # composed as Qt composes a child's (its parent's scene transform translated by its
                        # position, then the view's): the same part of a pixel, to the last bit
                        device = QTransform(card_scene).translate(place.x(), place.y()) * viewport
                        options[o.letter].append((o, place.width(), place.height(), device))
            yield None
        hints = self.view.renderHints()
        transform = self.view.viewportTransform()
        for row, models in zip(self.rows, looks, strict=True):
            yield from row.draw_ahead(models, row.deviceTransform(transform), hints)
        for label in (self.turn_label, self.focal, self.hint):  # the pictures of other texts go
            label.keep_only({label.look_of(text, width=w, height=h) for lb, text, _, _, w, h in lines if lb is label})
        for item in (self.card.series_item, self.card.text_item, self.card.note_item):
            item.keep_only({item.look_of(at.text, QColor(at.colour),
                                         None if at.background is None else QColor(at.background), width=at.w,
                                         height=at.h, size=at.size) for it, at in texts if it is item})
        for label, text, x, y, w, h in lines:  # top-level labels: at the place the move puts them
            label.draw_text_ahead(text, QTransform.fromTranslate(x, y) * transform, hints, width=w, height=h)
            yield None
        card_device = self.card.deviceTransform(transform)
        yield from self.card.header.draw_ahead(headers, card_device, hints)
        marks: dict[tuple[float, float], list[bool]] = {}  # where the next header puts the mark: right, wrong
        for card in headers:
            mark_at = self.card.header_layout(card)[3]
            if card.mark is not None and mark_at is not None:
                marks.setdefault((mark_at.x(), mark_at.y()), []).append(card.mark)
        for (x, y), oks in marks.items():  # composed as Qt composes a child's (see the options below)
            device = QTransform(card_scene).translate(x, y) * viewport
            yield from self.card.mark.draw_ahead(oks, device, hints)
        for item, at in texts:  # composed as Qt composes a child's (see the options below)
            device = QTransform(card_scene).translate(at.x, at.y) * viewport
            item.draw_text_ahead(at.text, device, hints, QColor(at.colour),
                                 None if at.background is None else QColor(at.background), width=at.w,
                                 height=at.h, size=at.size)
            yield None
        for sid, faces in spaces.items():
            space = self.spaces[sid]
            yield from space.draw_ahead(faces, space.deviceTransform(transform), hints)
        for piece, places in pieces.items():  # at the place, scale and look the move gives them
            yield from piece.draw_ahead(list(places.values()), hints)
        if discs:
            disc_device = self.focal_disc.deviceTransform(transform)
            yield from self.focal_disc.draw_ahead([(look, disc_device) for look in discs], hints)
        for option in self.card.options:
            if options[option.letter]:  # at the size and place the card would lay it out at
                yield from option.draw_ahead(options[option.letter], hints)

    def _pieces_ahead(self, view: P.View,
                      pieces: dict[KeptPiece, dict[tuple[object, ...], tuple[tuple[Hashable, ...], QTransform]]],
                      viewport: QTransform) -> None:
        """Add to ``pieces`` the chips, tokens and figures ``view`` (a preview's) puts elsewhere or shows otherwise
        than now: each one's look and its device transform at its next place (``next_device``: it does not
        move), at most :data:`AHEAD_ROWS` a piece."""

        def add(piece: KeptPiece, look: tuple[Hashable, ...], device: QTransform) -> None:
            places = pieces.setdefault(piece, {})
            at = (look, device.m11(), device.dx(), device.dy())
            if at not in places and len(places) < AHEAD_ROWS:
                places[at] = (look, device)

        for value, cm in P.chips(view).items():
            chip = self.chips.get(value)
            if chip is not None and cm.visible and cm != self.chips_shown.get(value):
                pos, scale = self._chip_place(cm)
                if pos != chip.target or scale != chip.target_scale:
                    add(chip, chip.look(), next_device(chip, pos, scale, viewport))
        for key, tm in P.token_models(view, self.token_spaces).items():
            token = self.tokens.get(key)
            if token is not None and tm.visible and tm != self.tokens_shown.get(key):
                pos, scale, order = self._token_place(key, tm)
                if pos != token.target or scale != token.target_scale or order != token.order:
                    add(token, token.look(order), next_device(token, pos, scale, viewport))
        for seat, m in P.figures(view).items():
            fig = self.figures.get(seat)
            if fig is not None and (m.score != self.shown_scores[seat] or m.lap != fig.lap
                                    or self._figure_offset(m) != fig.offset):
                place = fig.place_at(m.score, self._figure_offset(m))
                add(fig, fig.look(m.lap), next_device(fig, place, 1.0, viewport))

    def turn_label_place(self) -> tuple[float, float, float, float]:
        return self.turn_label.x(), self.turn_label.y(), self.turn_label.w, self.turn_label.h

    def hint_place(self) -> tuple[float, float, float, float]:
        return self.hint.x(), self.hint.y(), self.hint.w, self.hint.h

    def _gliding(self) -> list[KitItem]:
        """The pieces that glide from place to place (chips, tokens, figures): left out of :meth:`draw_unseen`.
        Why: Qt keeps an item's cached picture when the item only moves, at the part of a pixel it was drawn at;
        a chip drawn out of sight after a bet, then moved aside by the last bet, would show the first drawing's
        part of a pixel where the table without the drawing ahead draws it afresh (pixels 1/2 px apart)."""
        return [*self.chips.values(), *self.tokens.values(), *self.figures.values()]

    # ------------------------------------------------------------------ the CALL/WEB countdown
    def _apply_timer(self, timer: P.TimerModel | None) -> None:
        if timer is None:
            self.qtimer.stop()
            self.timer_id = None
            self.timer_item.setVisible(False)
            return
        if timer.id != self.timer_id:
            self.timer_id = timer.id
            self.timer_total = timer.seconds
            self.timer_left = timer.seconds
            self.qtimer.start()
        self.timer_label = timer.label
        self.timer_item.apply((self.timer_left, self.timer_total, translate("telefilm",
                                                                            "Time's up!") if self.timer_left == 0
                               else timer.label))
        self.timer_item.setVisible(True)

    @Slot()
    def _tick(self) -> None:
        if self.timer_left <= 0:
            self.qtimer.stop()
            return
        self.timer_left -= 1
        label = translate("telefilm", "Time's up!") if self.timer_left == 0 else self.timer_label
        self.timer_item.apply((self.timer_left, self.timer_total, label))
        if self.timer_left == 0:
            self.qtimer.stop()
            self.time_is_up.emit()

    # ------------------------------------------------------------------ the end
    def finish(self) -> None:
        """Complete every animation now (tests, and a player who waits for nothing)."""
        self.scene.finish_animations()

    def stop(self) -> None:
        """The game is closing: no timer may fire any more."""
        self.qtimer.stop()
        self.scene.finish_animations()
        with contextlib.suppress(RuntimeError, TypeError):
            self.scene.item_clicked.disconnect(self._clicked)


def focal_place(focal: P.Focal) -> tuple[float, float, float, float]:
    """Where the focal line stands and its box (x, y, width, height): beside the disc of whose it is, if anyone's."""
    if focal.seat is not None:
        return L.PANEL_X + L.FOCAL_TEXT_DX, L.FOCAL_Y, L.PANEL_W - 60, L.FOCAL_H
    return L.PANEL_X, L.FOCAL_Y, L.PANEL_W, L.FOCAL_H


def judgement(events: list[Event]) -> bool | None:
    """The judgement ``events`` made (right / wrong), None if none."""
    judged = [e for e in events if e.kind == "judged"]
    return bool(judged[-1].data.get("correct")) if judged else None


def marked(card: P.CardModel, judged: bool | None) -> P.CardModel:
    """``card`` with the judgement just made on it: it shows until the next move, even when the next Star takes the
    question."""
    if judged is not None and not card.info:
        return dataclasses.replace(card, mark=judged)
    return card


def _cluster_offset(k: int, n: int) -> QPointF:
    """Figures sharing a space: a small cluster so every one shows."""
    if n <= 1:
        return QPointF(0, 0)
    cols = 2 if n <= 4 else 3
    r, c = divmod(k, cols)
    rows = -(-n // cols)
    step = 20 if cols == 2 else 17
    return QPointF((c - (cols - 1) / 2) * step, (r - (rows - 1) / 2) * step)

