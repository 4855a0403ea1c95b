"""The Quiz Club table screen: score track, round indicator, character cards, the focus board.

Built once from the first TABLE view; every refresh computes ``presenter.table_model`` and applies it
(items whose model did not change neither repaint nor animate). The table's own input — who objects to
an intuition answer, or nobody — is chosen by clicking keyed buttons: ``scene.item_clicked(key)`` goes
through an :class:`ActionPicker` fed with the table's legal actions (``keys_of``) to ``controller.submit``;
a refused click is explained with ``controller.why_not`` (``context.toast``). The "continue" button (one
screen: everybody has seen the result, now pass to the next player) is not a move: it calls back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from PySide6.QtGui import QFont, QRegion
from PySide6.QtWidgets import QGraphicsItem

from gamesuite.i18n import translate
from gamesuite.rules.core import Action, Viewer
from gamesuite.ui import theme
from gamesuite.ui.controller import GameController
from gamesuite.ui.games import GameContext
from gamesuite.ui.idle import NEXT_TURN
from gamesuite.ui.picker import ActionPicker
from gamesuite.ui.quizclub import art
from gamesuite.ui.quizclub import layout as L
from gamesuite.ui.quizclub.items import (
    PILL_TONES,
    FocusBoard,
    KeptCard,
    KeptLabel,
    KeptToken,
    RoundTrack,
    ScoreTrack,
    SeatItem,
)
from gamesuite.ui.quizclub.presenter import (
    CONTINUE_KEY,
    NO_OBJECTION_KEY,
    BoardModel,
    TableModel,
    board_model,
    keys_of,
    seat_models,
    table_model,
)
from gamesuite.ui.scene import ButtonItem, CardItem, LabelItem, TableScene, TableView, show_button
from gamesuite.ui.scene.text import LEFT
from gamesuite.ui.scene.unseen import UnseenCanvas, covered, draw_covered

AHEAD_BOARDS = 6  # boards drawn ahead at most (answers open to objections share one picture; ~2.7 MB each at 1080p)
UNSEEN_TILES = 4  # after its first drawing, the covered table is drawn again a tile of a 4 x 4 grid a piece
UNSEEN_TILES_A_TURN = 4  # tiles an idle turn (as Telefilm's draw_unseen)


class QuizTable:
    """Builds the scene once and applies a :class:`TableModel` after every change."""

    def __init__(self, controller: GameController, context: GameContext, on_continue: Callable[[], None]) -> None:
        self.controller = controller
        self.context = context
        self.on_continue = on_continue
        self.picker = ActionPicker(keys_of)
        self.scene = TableScene()
        self.view = TableView(self.scene)
        view = controller.view(Viewer.TABLE)
        put = self.scene.put
        self.track = ScoreTrack(int(view["track"]["final_space"]), tuple(int(m) for m in view["track"]["marker_lines"]))
        self.track.setPos(L.TRACK_RECT.topLeft())
        self.scene.addItem(self.track)
        self.rounds = RoundTrack(int(view.get("rounds", 6)))
        self.rounds.setPos(L.ROUNDS_POS)
        put(self.rounds)
        banner_x = L.ROUNDS_POS.x() + self.rounds.width + 28
        banner_w = L.INNER.right() - banner_x - L.PILES_W - 20
        self.banner = LabelItem("", banner_w, 42, size=38, weight=QFont.Weight.Bold, align=LEFT, key="banner")
        self.banner.setPos(banner_x, L.INNER.top() - 4)
        put(self.banner)
        self.rule = KeptLabel("", banner_w, 32, size=24, weight=QFont.Weight.DemiBold, colour=theme.MUTED_ON_FELT,
                              align=LEFT, key="rule")
        self.rule.setPos(banner_x, L.INNER.top() + 40)
        put(self.rule)
        piles_x = L.INNER.right() - L.PILES_W
        self.pile = CardItem(46, back_colour="#5a3d6b", key="pile")
        self.pile.setPos(piles_x + 6, L.INNER.top() + 4)
        put(self.pile)
        self.pile_label = KeptLabel("", L.PILES_W - 64, 36, size=28, weight=QFont.Weight.Bold, align=LEFT,
                                    key="pile-count")
        self.pile_label.setPos(piles_x + 62, L.INNER.top() + 2)
        put(self.pile_label)
        self.pile_sub = LabelItem(translate("quizclub", "in the draw pile"), L.PILES_W - 64, 28, size=20,
                                  colour=theme.MUTED_ON_FELT,
                                  align=LEFT, key="pile-words")
        self.pile_sub.setPos(piles_x + 62, L.INNER.top() + 38)
        put(self.pile_sub)
        self.board = FocusBoard()
        self.board.setPos(L.BOARD_RECT.topLeft())
        put(self.board)
        self.continue_button = ButtonItem(translate("quizclub", "Continue"), L.CONTINUE_W, L.CONTINUE_H,
                                          colour="#ffd45a", size=32,
                                          key=CONTINUE_KEY)
        self.continue_button.setPos(L.BOARD_RECT.right() - 24 - L.CONTINUE_W, L.BOARD_RECT.top() + 14)
        self.continue_button.setZValue(5)
        self.continue_button.hide()
        self.continue_button.set_enabled(False)
        put(self.continue_button)
        self.no_objection = ButtonItem(translate("quizclub", "Nobody objects"), L.NO_OBJECTION_W, L.NO_OBJECTION_H,
                                       colour="#3fae6b",
                                       size=30, key=NO_OBJECTION_KEY)
        self.no_objection.setPos(L.BOARD_RECT.center().x() - L.NO_OBJECTION_W / 2,
                                 L.BOARD_RECT.bottom() - L.OBJECTION_BAR + 8)
        self.no_objection.setZValue(5)
        show_button(self.no_objection, False)
        put(self.no_objection)
        seats = seat_models(view, table_model(view).board)
        slot = L.SEATS_RECT.width() / len(seats)
        self.seats: list[SeatItem] = []
        self.discs: list[KeptToken] = []
        for i, s in enumerate(seats):
            seat = SeatItem(s, slot)
            seat.setPos(L.SEATS_RECT.left() + i * slot, L.SEATS_RECT.top())
            put(seat)
            put(seat.object_button, parent=seat)
            self.seats.append(seat)
            self.discs.append(KeptToken(L.DISC_RADIUS, s.colour, mark=s.shape, key=f"disc:{i}"))
        self.track.set_scores({d.key: d for d in self.discs}, tuple(s.score for s in seats), animate=False)
        self.model: TableModel | None = None
        self.drawn_unseen = False  # the covered table was drawn ahead once, whole (then again after each change)
        self.scene.item_clicked.connect(self._clicked)
        # The game starts behind the hand-off gate: the table paints for the first time when the first result
        # shows (~70 ms: the score track's picture, every card face, shadow, label and disc drawn into its cache).
        # After the gate's first paint it is drawn out of sight, in pieces of idle work (the shell's idle queue).
        context.idle.post(self.view, self._draw_unseen(), name="quizclub: the covered table drawn ahead")

    # -- updates ---------------------------------------------------------------------------------
    def refresh(self, *, show_text: bool, holding_for: str | None, animate: bool) -> TableModel:
        """Show the TABLE view now (``holding_for``: the "continue" button's player); returns the model."""
        view = self.controller.view(Viewer.TABLE)
        legal = self.controller.legal_actions(seat=None)
        self.picker.set_actions(legal)
        model = table_model(view, show_text, holding_for=holding_for, legal=legal)
        changed = model != self.model
        self.apply(model, animate=animate)
        if changed and self.drawn_unseen:
            # behind the gate or the panel, what changed is drawn ahead in idle time (the move that uncovers the
            # table finds its pictures made); it draws only while the table is covered
            self.context.idle.cancel(self.view)
            self.context.idle.post(self.view, self._draw_unseen(), name="quizclub: the covered table drawn ahead")
        return model

    def apply(self, model: TableModel, *, animate: bool = True) -> None:
        if model == self.model:
            return  # nothing changed: nothing repaints, nothing animates
        self.model = model
        coop = model.cooperative
        self.banner.set_text(model.banner)
        self.banner.set_colours(theme.blend(art.COOPERATIVE, "#ffffff", 0.55) if coop
                                else theme.blend(art.COMPETITIVE, "#ffffff", 0.5))
        self.rule.set_text(model.rule)
        self.rounds.set_round(model.round, animate=animate)
        self.pile_label.set_text(model.draw_label)
        self.pile.setVisible(model.draw_pile > 0)
        self.board.apply(model.board)
        clickable = self.picker.clickable()
        for item, s in zip(self.seats, model.seats, strict=True):
            item.apply(s)
            item.show_objection(s.seat in model.objectors)
        self.track.set_scores({d.key: d for d in self.discs}, model.scores, animate=animate)
        for i, disc in enumerate(self.discs):
            disc.set_state(highlighted=model.active == i)
        show_button(self.no_objection, NO_OBJECTION_KEY in clickable)
        self.continue_button.set_text(model.continue_label or translate("quizclub", "Continue"))
        self.continue_button.setVisible(bool(model.continue_label))
        self.continue_button.set_enabled(bool(model.continue_label))

    def boards_ahead(self, boards: Callable[[], Iterator[tuple[BoardModel, Mapping[str, Any]] | None]]) -> None:
        """Draw ahead, in idle time, the focus board's pictures for the boards the next move may show
        (``boards()``, asked then) and the round track's next round: the move that shows one copies its picture
        instead of drawing it (a turn's result: 2-5 ms of text). Work posted before and not done yet goes."""
        idle = self.context.idle
        idle.cancel(self.board)
        idle.post(self.board, self._boards_ahead(boards), name="quizclub: the next boards drawn ahead")

    def _boards_ahead(self, boards: Callable[[], Iterator[tuple[BoardModel, Mapping[str, Any]] | None]]
                      ) -> Iterator[object]:
        yield NEXT_TURN  # the turn after the move's paint is the move's (what it posted); the player reads after it
        models: list[BoardModel] = []
        views: list[Mapping[str, Any]] = []
        for found in boards():  # a move tried a piece
            if found is not None:
                board, shown = found
                if board not in models and len(models) < AHEAD_BOARDS:
                    models.append(board)
                if len(views) < AHEAD_BOARDS:
                    views.append(shown)
            yield None
        view = self.view
        # drawn as the view will draw the board into its item cache: its transform to the viewport, the view's hints
        yield from self.board.draw_ahead(models, self.board.deviceTransform(view.viewportTransform()),
                                         view.renderHints())
        yield from self.rounds.draw_ahead(self.rounds.deviceTransform(view.viewportTransform()), view.renderHints())
        # the discs' highlight ring comes and goes with the turn: both looks of each disc where it stands
        # and the character cards' (the ring; face down while asked, up again in a new round)
        # the labels those moves show with new text: the seats' scores and pills, the draw pile's count
        for i, seat in enumerate(self.seats):
            device = seat.score.deviceTransform(view.viewportTransform())
            for text in dict.fromkeys(str(int(v["players"][i]["score"])) for v in views):
                seat.score.draw_text_ahead(text, device, view.renderHints())
            device = seat.pill.deviceTransform(view.viewportTransform())
            for shown in views:
                m = seat_models(shown, board_model(shown))[i]
                bg, ink = PILL_TONES[m.tone]
                seat.pill.draw_text_ahead(m.status, device, view.renderHints(), ink, bg)
            yield None
        device = self.pile_label.deviceTransform(view.viewportTransform())
        for text in dict.fromkeys(translate("quizclub", "%n card(s)", n=int(v["piles"]["draw"])) for v in views):
            self.pile_label.draw_text_ahead(text, device, view.renderHints())
        kept: list[KeptToken | KeptCard] = [*self.discs, *(seat.disc for seat in self.seats),
                                            *(seat.card for seat in self.seats)]
        for item in kept:
            item.draw_looks_ahead(item.deviceTransform(view.viewportTransform()), view.renderHints())
            yield None

    def covered(self) -> bool:
        """The shell covers the table (the gate or a private panel): its view paints nothing, updates off."""
        return covered(self.view)

    def _draw_unseen(self) -> Iterator[object]:
        """Draw the covered table into a throw-away image, as the view would: every item's cache (Qt's, keyed by
        the viewport) and the track's and cards' own pictures are then ready for the real paint that uncovers the
        table, which only draws again what the move itself changed. Not while the table shows (it has painted
        itself). On the kit's :class:`UnseenCanvas` (the view's own device transform: the caches are the real
        paint's and its pixels the same). The first time (the game starts behind the gate, nothing drawn yet) in
        pieces of one item's part of the view each (:meth:`_unseen_first`); after each later change behind the
        cover (a question drawn, the asker's pill, the discs' highlight ring, the draw pile's count: Telefilm's
        ``draw_unseen`` the same way), a tile of the view a piece, the gliding pieces left out (:meth:`_gliding`)."""
        yield NEXT_TURN  # the shell's paint of the gate or the panel (or the move's own) comes first
        if not self.drawn_unseen:
            yield from self._unseen_first()
            return
        yield from draw_covered(self.view, UNSEEN_TILES, self._gliding, UNSEEN_TILES_A_TURN)

    def _gliding(self) -> list[QGraphicsItem]:
        """The pieces that glide from place to place (the discs on the score track, the round marker): left out
        of the drawing after a change. Qt keeps an item's cached picture when it only moves, at the part of a
        pixel it was drawn at; drawn out of sight, then moved by the uncovering move, it would show other pixels
        than a fresh paint (tf9 found it on Telefilm's chips)."""
        return [*self.discs, self.rounds.marker]

    def _unseen_first(self) -> Iterator[object]:
        """The first covered table, in pieces of a few milliseconds (one item's part of the view each: the track's
        picture, then each item, then the whole view, which finds everything drawn), so that no idle turn keeps a
        click waiting long."""
        view = self.view
        canvas = UnseenCanvas(view)
        done = QRegion()
        for item in self._unseen_order():
            if not self.covered():
                self.drawn_unseen = view.isVisible()  # shown meanwhile: it has painted itself, whole
                return
            viewport = view.viewport()
            if canvas.stale():
                done = QRegion()
            if item is None:  # the whole view last: what any piece missed (nothing else is drawn again)
                region = QRegion(viewport.rect())
            elif item is self.scene:  # a corner of felt: the view's own first paint (its index of the items)
                region = QRegion(0, 0, 2, 2)
            elif item is self.track:  # its picture alone: one of its spaces
                space = self.track.mapRectToScene(self.track.space_rect(self.track.final_space // 2))
                region = QRegion(view.mapFromScene(space).boundingRect().intersected(viewport.rect()))
            else:
                rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect().adjusted(-2, -2, 2, 2)
                region = QRegion(rect.intersected(viewport.rect()))
                if region.subtracted(done).isEmpty():
                    continue  # drawn with an earlier piece
            canvas.draw(region)  # where the view draws it (the same device transform: the caches are the real paint's)
            done = done.united(region)
            yield NEXT_TURN if item is self.scene else None  # (the track's picture, the longest piece, comes alone)
        self.drawn_unseen = True

    def _unseen_order(self) -> list[QGraphicsItem | TableScene | None]:
        """What :meth:`_draw_unseen` draws, a piece each: a corner of the view (the scene: nothing but felt), the
        track's picture, the items (the track's discs included) top to bottom, then the whole view (None)."""
        items = [i for i in self.scene.items() if i.isVisible() and i.opacity() > 0 and i is not self.track
                 and (i.parentItem() is None or i.parentItem() is self.track)]
        items.sort(key=lambda i: (i.sceneBoundingRect().top(), i.sceneBoundingRect().left()))
        return [self.scene, self.track, *items, None]

    # -- input -----------------------------------------------------------------------------------
    def _clicked(self, key: object) -> None:
        if key == CONTINUE_KEY:
            self.on_continue()
            return
        if not isinstance(key, str):
            return
        pick = self.picker.click(key)
        if pick.kind == "submit" and pick.action is not None:
            self.controller.submit(pick.action)
        elif pick.kind == "refuse":
            reason = self.controller.why_not(self._meant(key))
            if reason:
                self.context.toast(reason)

    def _meant(self, key: str) -> Action:
        """The action a refused click most likely meant (for ``why_not``'s sentence)."""
        if key.startswith("button:object:"):
            return Action("object", None, by=int(key.rsplit(":", 1)[1]))
        return Action("no_objection", None)

    def finish_animations(self) -> None:
        self.scene.finish_animations()

    def shutdown(self) -> None:
        self.scene.finish_animations()
        if self.model is not None:  # (once)
            self.context.idle.cancel(self.view)
            self.context.idle.cancel(self.board)
            self.scene.item_clicked.disconnect(self._clicked)
            self.model = None

