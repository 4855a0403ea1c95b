"""The Telefilm table screen: the board (4x3 genre/period grid, the Mix space, the 64-space TF track),
the players, whose turn it is and the question being played.

Everything is drawn from the TABLE view only. Public moves are made here by clicking: a Star places
a token by clicking a space, picks the question number, declares straight/options and clicks an
option; anyone presses *Reveal*. Special cards and the Director's choices go through private views
(see ``panels.py``); the buttons that open them are here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPen

from gamesuite.rules.core import Action, Event, Viewer
from gamesuite.rules.telefilm.spec import CARDS_ONLY, GENRES, SETUP, STANDARD
from gamesuite.ui import sound, theme
from gamesuite.ui.controller import GameController
from gamesuite.ui.scene import ButtonItem, CardItem, LabelItem, TableScene, TableView
from gamesuite.ui.scene.animation import reduce_motion
from gamesuite.ui.settings import Settings
from gamesuite.ui.telefilm import art
from gamesuite.ui.telefilm.items import (
    ChipItem,
    DeckItem,
    FigureItem,
    FloatingText,
    GenreHeaderItem,
    IconItem,
    MarkItem,
    OptionItem,
    PanelItem,
    PeriodHeaderItem,
    PlayerRowItem,
    SeatDiscItem,
    SpaceItem,
    SpecialPileItem,
    TelefilmTrack,
    TimerItem,
    WonCardsItem,
    draw_fitted,
)

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
LETTERS = ("A", "B", "C", "D", "E")

# Layout (scene units, 1920x1080)
TRACK_X, TRACK_Y, TRACK_W, TRACK_H, TRACK_CELL = 24, 24, 1040, 1032, 62
GRID_X, GRID_Y, COL_PITCH, ROW_PITCH, CELL_W, CELL_H = 232, 188, 191, 188, 183, 180
PANEL_X, PANEL_W = 1088, 808
TOKEN_R = 26
TRAY_SCALE = 0.78


def seat_shape(seat: int) -> str:
    return theme.PLAYER_SHAPES[seat % len(theme.PLAYER_SHAPES)]


class TokenDisc(ChipItem):
    """A character token: the player's colour AND shape, with an order badge on a stack."""

    def __init__(self, seat: int, colour: QColor, radius: float = TOKEN_R) -> None:
        super().__init__(0, radius)
        self.seat = seat
        self.colour = QColor(colour)
        self.label = ""
        self.order: int | None = None
        self.space: str | None = None

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        r = self.radius
        return QRectF(-r - 34, -r - 8, 2 * r + 42, 2 * r + 16)

    def set_order(self, order: int | None) -> None:
        if order != self.order:
            self.order = order
            self.update()

    def paint(self, painter, option, widget=None) -> None:  # noqa: ANN001 - Qt API
        from gamesuite.ui.scene.shapes import shape_path
        from gamesuite.ui.scene.token import paint_disc

        r = self.radius
        paint_disc(painter, self.colour, r, depth=4, rim=190)
        ink = theme.text_colour_on(self.colour)
        painter.setPen(QPen(ink, 2))
        painter.setBrush(ink)
        painter.drawPath(shape_path(seat_shape(self.seat), 0, 0, r * 0.46))
        if self.order is not None:
            b = 13.0
            c = QPointF(-r - 17, 0)
            painter.setPen(QPen(QColor("#111111"), 1.5))
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(c, b, b)
            painter.setPen(QColor("#111111"))
            painter.setFont(theme.font(19, QFont.Weight.Bold))
            painter.drawText(QRectF(c.x() - b, c.y() - b, 2 * b, 2 * b), Qt.AlignmentFlag.AlignCenter,
                             str(self.order))


class BadgeItem(LabelItem):
    """A small pill (special cards in play, 'Bet 9', 'Diff. ?')."""


class TelefilmTable(QObject):
    """Builds the scene once and redraws it from the table view after every change."""

    def __init__(self, controller: GameController, settings: Settings,
                 request: Callable[[Viewer | None], None], director_active: Callable[[], bool]) -> None:
        super().__init__()
        self.controller = controller
        self.settings = settings
        self.request = request
        self.director_active = director_active
        self.scene = TableScene()
        self.view = TableView(self.scene)
        first = controller.view(Viewer.TABLE)
        self.variant: str = first["variant"]
        self.n = len(first["players"])
        self.players = first["players"]
        self.colours = [QColor(p.get("colour") or theme.PLAYER_COLOURS[i % 8]) for i, p in enumerate(self.players)]
        self.board = self.variant != CARDS_ONLY
        self.buttons: list[ButtonItem] = []
        self.floaters: list[FloatingText] = []
        self.two_pick: list[int] = []
        self.shown_scores: list[int] = list(first["scores"])
        self.shown_laps: list[int] = [0] * self.n
        self.timer_id: int | None = None
        self.timer_left = 0
        self.timer_total = 30
        self.qtimer = QTimer(self)
        self.qtimer.setInterval(1000)
        self.qtimer.timeout.connect(self._tick)
        self.last_view: dict[str, Any] = first
        self._build()
        self.refresh([])

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        s = self.scene
        self.spaces: dict[str, SpaceItem] = {}
        self.chips: dict[int, ChipItem] = {}
        self.tokens: dict[tuple[int, int], TokenDisc] = {}
        self.figures: dict[int, FigureItem] = {}
        if self.board:
            self.track = TelefilmTrack(TRACK_W, TRACK_H, TRACK_CELL)
            self.track.setPos(TRACK_X, TRACK_Y)
            s.addItem(self.track)
            self.headers: list[object] = []
            for c, g in enumerate(art.GENRE_ORDER):
                h = GenreHeaderItem(g, CELL_W, 80)
                h.setPos(GRID_X + c * COL_PITCH, 98)
                s.addItem(h)
                self.headers.append(h)
            for r, p in enumerate(art.PERIOD_ORDER):
                h2 = PeriodHeaderItem(p, 124, CELL_H)
                h2.setPos(98, GRID_Y + r * ROW_PITCH)
                s.addItem(h2)
                self.headers.append(h2)
                for c, g in enumerate(art.GENRE_ORDER):
                    sp = SpaceItem(f"{g}/{p}", CELL_W, CELL_H)
                    sp.setPos(GRID_X + c * COL_PITCH, GRID_Y + r * ROW_PITCH)
                    sp.clicked.connect(self._space_clicked)
                    s.addItem(sp)
                    self.spaces[sp.space] = sp
            mix = SpaceItem("mix", 430, 222)
            mix.setPos(98, 758)
            mix.clicked.connect(self._space_clicked)
            s.addItem(mix)
            self.spaces["mix"] = mix
            self.deck_items = {"mix": DeckItem("Mix", art.GENRE_COLOURS["mix"], 88),
                               "period": DeckItem("Period", QColor("#6b2d3c"), 88)}
            if self.variant != STANDARD:
                self.deck_items = {"deck": DeckItem("Deck", QColor("#6b2d3c"), 88)}
            for k, d in enumerate(self.deck_items.values()):
                d.setPos(548 + k * 106, 772)
                s.addItem(d)
            self.special_pile = SpecialPileItem(88)
            self.special_pile.setPos(548 + len(self.deck_items) * 106, 772)
            s.addItem(self.special_pile)
            self.tray_label = LabelItem("Director's bets", 240, 36, size=24, colour=theme.MUTED_ON_FELT)
            self.tray_label.setPos(758, 762)
            s.addItem(self.tray_label)
            values = SETUP[self.n].bets if self.variant == STANDARD else (4, 5, 8, 9)
            for v in values:
                chip = ChipItem(v, 30)
                s.addItem(chip)
                self.chips[v] = chip
            per = SETUP[self.n].tokens if self.variant == STANDARD else 0
            for seat in range(self.n):
                for k in range(per):
                    t = TokenDisc(seat, self.colours[seat])
                    t.setZValue(25)
                    s.addItem(t)
                    self.tokens[(seat, k)] = t
                fig = FigureItem(self.track, self.colours[seat], seat_shape(seat), 50)
                self.figures[seat] = fig
        else:
            self.offer_title = LabelItem("", 980, 60, size=36, colour=theme.INK_ON_FELT, align=LEFT)
            self.offer_title.setPos(60, 40)
            s.addItem(self.offer_title)
            self.offer_cards: list[CardItem] = []
            self.offer_info: list[dict[str, Any]] = [{}, {}, {}]
            for i in range(3):
                card = CardItem(270, face_painter=self._offer_painter(i), face_up=True, key=i)
                card.setPos(70 + i * 330, 130)
                card.clicked.connect(self._offer_clicked)
                s.addItem(card)
                self.offer_cards.append(card)
            self.deck_items = {"deck": DeckItem("Deck", QColor("#6b2d3c"), 120)}
            self.deck_items["deck"].setPos(70, 560)
            s.addItem(self.deck_items["deck"])
            self.card_rules = LabelItem("", 600, 330, size=30, colour=theme.INK_ON_FELT, align=TOP_LEFT, wrap=True)
            self.card_rules.setPos(420, 150)
            s.addItem(self.card_rules)
            self.won = WonCardsItem(800, 500)
            self.won.setPos(240, 540)
            s.addItem(self.won)
        # right panel: turn line, focal instruction, action bar
        self.turn_label = LabelItem("", PANEL_W, 44, size=28, colour=theme.MUTED_ON_FELT, align=LEFT)
        self.turn_label.setPos(PANEL_X, 22)
        s.addItem(self.turn_label)
        self.focal_disc = SeatDiscItem(22)
        self.focal_disc.setPos(PANEL_X + 24, 103)
        s.addItem(self.focal_disc)
        self.focal = LabelItem("", PANEL_W - 60, 68, size=42, weight=QFont.Weight.Bold, colour=theme.INK_ON_FELT,
                               align=LEFT)
        self.focal.setPos(PANEL_X + 58, 69)
        s.addItem(self.focal)
        self.hint = LabelItem("", PANEL_W, 70, size=30, colour=theme.MUTED_ON_FELT, align=LEFT)
        self.hint.setPos(PANEL_X, 148)
        s.addItem(self.hint)
        self.rows: list[PlayerRowItem] = []
        for seat, p in enumerate(self.players):
            row = PlayerRowItem(seat, p["name"], self.colours[seat], seat_shape(seat), PANEL_W, 80)
            s.addItem(row)
            self.rows.append(row)
        self._layout_rows()
        # the question card
        self.panel = PanelItem(PANEL_W, 400)
        s.addItem(self.panel)
        self.q_icon = IconItem(52)
        self.q_icon.setParentItem(self.panel)
        self.q_icon.setPos(8, 6)
        self.q_title = LabelItem("", 420, 56, size=36, weight=QFont.Weight.Bold, colour=theme.INK, align=LEFT)
        self.q_title.setParentItem(self.panel)
        self.q_title.setPos(70, 4)
        self.q_badges = LabelItem("", 300, 56, size=26, colour=theme.INK,
                                  align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.q_badges.setParentItem(self.panel)
        self.q_badges.setPos(PANEL_W - 312, 4)
        self.q_discs = [SeatDiscItem(18) for _ in range(4)]
        for d in self.q_discs:
            d.setParentItem(self.panel)
        self.q_text = LabelItem("", PANEL_W - 40, 150, size=36, weight=QFont.Weight.DemiBold, colour=theme.INK,
                                align=TOP_LEFT, wrap=True)
        self.q_text.setParentItem(self.panel)
        self.q_text.setPos(20, 76)
        self.options = [OptionItem(x, PANEL_W - 40, 52) for x in LETTERS]
        for o in self.options:
            o.setParentItem(self.panel)
            o.clicked.connect(self._option_clicked)
        self.q_note = LabelItem("", PANEL_W - 40, 44, size=28, colour=QColor("#4a463d"), align=LEFT)
        self.q_note.setParentItem(self.panel)
        self.mark = MarkItem(58)
        self.mark.setParentItem(self.panel)
        self.mark.setVisible(False)
        self.timer_item = TimerItem(94)
        self.timer_item.setVisible(False)
        s.addItem(self.timer_item)
        self._layout_panel()

    def _layout_rows(self) -> None:
        n = self.n
        cols = 1 if n <= 4 else 2
        rows = -(-n // cols)
        gap = 8
        h = min(84.0, (352 - gap * (rows - 1)) / rows)
        w = (PANEL_W - gap * (cols - 1)) / cols
        for seat, row in enumerate(self.rows):
            r, c = divmod(seat, cols)
            row.set_size(w, h)
            row.setPos(PANEL_X + c * (w + gap), 238 + r * (h + gap))
        self.rows_bottom = 238 + rows * (h + gap)

    def _layout_panel(self) -> None:
        top = self.rows_bottom + 6
        h = 1056 - top
        self.panel.setPos(PANEL_X, top)
        self.panel.set_size(PANEL_W, h)
        self.timer_item.setPos(PANEL_X + PANEL_W - 96, 136)

    def _offer_painter(self, i: int) -> Callable[..., None]:
        def paint(painter, rect: QRectF) -> None:  # noqa: ANN001
            info = self.offer_info[i]
            if not info:
                return
            genre = "mix" if info.get("deck") == "mix" else str(info.get("genre") or "mix")
            colour = art.GENRE_COLOURS[genre]
            band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.55)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(band, 10, 10)
            painter.drawRect(band.adjusted(0, 20, 0, 0))
            s = band.height() * 0.7
            art.paint_genre_icon(painter, genre, QRectF(rect.center().x() - s / 2, band.top() + band.height() * 0.15,
                                                        s, s), theme.text_colour_on(colour))
            name = art.GENRE_NAMES.get(genre, "Mix")
            period = art.PERIOD_NAMES.get(str(info.get("period")), "All periods")
            draw_fitted(painter, QRectF(rect.left() + 10, band.bottom() + 12, rect.width() - 20, 56), name, 44,
                        theme.INK, QFont.Weight.Bold, Qt.AlignmentFlag.AlignCenter)
            draw_fitted(painter, QRectF(rect.left() + 10, band.bottom() + 72, rect.width() - 20, 46), period, 34,
                        QColor("#4a463d"), QFont.Weight.DemiBold, Qt.AlignmentFlag.AlignCenter)
            if "difficulty" in info:
                draw_fitted(painter, QRectF(rect.left() + 10, rect.bottom() - 52, rect.width() - 20, 44),
                            f"Difficulty {info['difficulty']}", 30, theme.INK, QFont.Weight.Bold,
                            Qt.AlignmentFlag.AlignCenter)

        return paint

    # ------------------------------------------------------------------ clicks -> actions
    def _submit(self, action: Action) -> None:
        self.controller.submit(action)

    def _space_clicked(self, space: object) -> None:
        v = self.controller.view(Viewer.TABLE)
        if v["phase"] == "place" and v.get("placing") is not None:
            self._submit(Action("place", v["placing"], space=space))
        elif v["phase"] == "select" and v.get("star") is not None:
            self._submit(Action("select", v["star"], space=space))

    def _offer_clicked(self, index: object) -> None:
        v = self.controller.view(Viewer.TABLE)
        if v["phase"] == "offer" and v.get("star") is not None:
            self._submit(Action("take", v["star"], index=index))

    def _option_clicked(self, letter: object) -> None:
        v = self.controller.view(Viewer.TABLE)
        q = v.get("question") or {}
        if q.get("step") == "answer" and q.get("mode") == "options" and q.get("answerer") is not None:
            self._submit(Action("answer", q["answerer"], letter=letter))

    def _pick_clicked(self, seat: int, number: int, two: bool) -> None:
        if not two:
            self._submit(Action("pick", seat, number=number))
            return
        if number in self.two_pick:
            self.two_pick.remove(number)
        else:
            self.two_pick.append(number)
        if len(self.two_pick) == 2:
            numbers = sorted(self.two_pick)
            self.two_pick = []
            self._submit(Action("pick_two", seat, numbers=numbers))
        else:
            self.refresh([])

    # ------------------------------------------------------------------ refresh
    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < self.n:
            return ""
        return str(self.players[seat]["name"])

    def refresh(self, events: list[Event]) -> None:
        v = self.controller.view(Viewer.TABLE)
        kinds = {e.kind for e in events}
        if events and kinds != {"undone"}:
            pass
        if "pick_two" not in kinds and (v.get("question") or {}).get("step") != "pre":
            self.two_pick = []
        self.last_view = v
        self._refresh_header(v)
        self._refresh_rows(v, events)
        if self.board:
            self._refresh_board(v)
            self._refresh_track(v, events)
        else:
            self._refresh_offer(v)
        self._refresh_panel(v, events)
        self._refresh_buttons(v)
        self._refresh_timer(v)
        self._sounds(events)

    def _refresh_header(self, v: dict[str, Any]) -> None:
        total = v.get("turns_total")
        turn = f"Turn {v['turn']} of {total}" if total else f"Turn {v['turn']}"
        if v.get("target"):
            turn += f" · first to {v['target']} TF"
        d = self.name(v["director"])
        phase = {
            "bets": "the Director chooses cards and bets",
            "place": "the Stars place their tokens",
            "select": "the Star chooses a space",
            "offer": "the Star chooses a card",
            "questions": "questions",
            "over": "game over",
        }.get(v["phase"], v["phase"])
        if v["over"]:
            self.turn_label.set_text("Game over")
        else:
            self.turn_label.set_text(f"{turn} · Director: {d} · {phase}")
        text, seat = self.focal_text(v)
        self.focal.set_text(text)
        if seat is not None:
            self.focal_disc.set_seat(self.colours[seat], seat_shape(seat), "answering", 0)
            self.focal_disc.setVisible(True)
            self.focal.setPos(PANEL_X + 58, 69)
            _resize(self.focal, PANEL_W - 60, 68)
        else:
            self.focal_disc.setVisible(False)
            self.focal.setPos(PANEL_X, 69)
            _resize(self.focal, PANEL_W, 68)

    def focal_text(self, v: dict[str, Any]) -> tuple[str, int | None]:
        """The one thing to read now, and whose it is."""
        d = v["director"]
        dn = self.name(d)
        if v["over"]:
            return (v.get("result") or {}).get("text", "Game over"), None
        phase = v["phase"]
        if phase == "bets":
            if self.variant == STANDARD:
                return f"{dn} (Director) chooses the cards and bets", d
            return f"{dn} (Director) chooses 2 cards and bets", d
        if phase == "place":
            p = v.get("placing")
            left = v["tokens_left"][p] if p is not None else 0
            extra = "" if left <= 1 else f" ({left} tokens)"
            return f"{self.name(p)}: click a space for your token{extra}", p
        if phase == "select":
            return f"{self.name(v['star'])}: click the space you will answer", v["star"]
        if phase == "offer":
            return f"{self.name(v['star'])}: choose one of the three cards", v["star"]
        q = v.get("question") or {}
        a = q.get("answerer")
        an = self.name(a)
        step = q.get("step")
        if q.get("empty"):
            return "Nobody chose this space: reveal the difficulty", None
        if step == "pre":
            if v["options"].get("question_pick") == "die":
                return f"{an}: roll the die for the question", a
            if "two" in (q.get("active_cards") or []):
                return f"{an}: pick two question numbers", a
            return f"{an}: choose a question, 1 to 4", a
        if step == "choose":
            return f"{an}: choose which question to answer", a
        if step == "ask":
            return f"{dn} (Director) chooses the question", d
        if step == "read":
            if q.get("position"):
                return f"{an}: answer the same question, or pass", a
            return f"{dn} reads question {q.get('number')} · {an}: straight or options?", a
        if step == "fifty":
            return f"50%: {dn} (Director) chooses the second option", d
        if step == "answer":
            if q.get("mode") == "straight":
                return f"{an} answers aloud · {dn} judges", d
            if q.get("may_pass"):
                return f"{an}: click your answer, or pass", a
            return f"{an}: click your answer", a
        if step == "genre_ruling":
            return f"{dn} (Director) rules on the genre card", d
        if step == "done":
            c = q.get("correct")
            if c is not None:
                return f"{self.name(c)} answered right! Reveal the answer", c
            return "Nobody answered right. Reveal the answer", None
        return "", None

    def _refresh_rows(self, v: dict[str, Any], events: list[Event]) -> None:
        waiting = set(v.get("waiting_for") or [])
        q = v.get("question") or {}
        specials = v.get("specials") or {}
        hands = specials.get("hand_sizes") or [0] * self.n
        track = {t["seat"]: t for t in v.get("track") or []}
        passed = set(q.get("passed") or [])
        for seat, row in enumerate(self.rows):
            is_dir = seat == v["director"] and not v["over"]
            active = f"seat:{seat}" in waiting or (is_dir and "director" in waiting)
            role = ""
            if v["over"] and seat in (v.get("result") or {}).get("winners", []):
                role = "Telefilm Master!"
            elif q and not q.get("empty") and seat in (q.get("answerers") or []):
                order = q["answerers"].index(seat)
                done = q.get("step") == "done"
                if seat == q.get("answerer") and not done:
                    role = "answering"
                elif seat in passed:
                    role = "passed"
                elif q.get("correct") == seat:
                    role = "answered right"
                elif order < (q.get("position") or 0) or (done and seat == q.get("answerer")):
                    role = "answered"
                elif len(q["answerers"]) == 1 or done:
                    role = ""  # a lone Star's order says nothing; after the question, neither does a later one
                else:
                    role = f"answers {_ordinal(order + 1)}"
            elif v["phase"] == "place" and v["tokens_left"][seat]:
                role = ""
            lap = (track.get(seat) or {}).get("lap_token") or ""
            if not self.board:
                won = next((w for w in v.get("won") or [] if w["seat"] == seat), {"cards": []})
                n_cards = len(won["cards"])
                note = f"{n_cards} card{'s' if n_cards != 1 else ''} won"
                row.set_state(score=str(v["scores"][seat]), lap="", role=role, director=is_dir, active=active,
                              hand=-1, note=note, unit="TF")
            else:
                row.set_state(score=str(v["scores"][seat]), lap=lap, role=role, director=is_dir, active=active,
                              hand=hands[seat] if seat < len(hands) else 0)

    def _refresh_board(self, v: dict[str, Any]) -> None:
        spaces = {sp["id"]: sp for sp in v["spaces"]}
        any_bet = any(sp["bets"] for sp in v["spaces"])
        q = v.get("question") or {}
        clickable: set[str] = set()
        click_colour = theme.HIGHLIGHT
        if v["phase"] == "place" and v.get("placing") is not None:
            p = v["placing"]
            click_colour = self.colours[p]
            clickable = {a["space"] for a in self.controller.legal_actions(p, {"place"})}
        elif v["phase"] == "select":
            clickable = {a["space"] for a in self.controller.legal_actions(v.get("star"), {"select"})}
            if v.get("star") is not None:
                click_colour = self.colours[v["star"]]
        for sid, item in self.spaces.items():
            sp = spaces[sid]
            res = sp.get("result") or {}
            text, ok = "", None
            if sp["status"] == "done":
                if res.get("skipped"):
                    text = "not chosen"
                elif res.get("empty"):
                    text = "no token"
                elif res.get("correct") is not None:
                    text, ok = f"✓ {self.name(res['correct'])}", True
                else:
                    text, ok = "✗ nobody right", False
            item.set_state(status=sp["status"], dim=any_bet and not sp["bets"] and not v["over"],
                           active=sp["status"] == "active" or (q.get("space") == sid and q.get("step") != "done"),
                           difficulty=sp.get("difficulty"), result_text=text, result_ok=ok)
            item.set_clickable(sid in clickable)
            item.set_click_colour(click_colour)
        # bet chips: on their spaces, or in the Director's tray
        placed: dict[int, QPointF] = {}
        small: set[int] = set()
        for sid, sp in spaces.items():
            done = sp["status"] == "done"
            for i, value in enumerate(sp["bets"]):
                placed[value] = self.spaces[sid].chip_pos(i, len(sp["bets"]), compact=done)
                if done and sid != "mix":
                    small.add(value)
        tray = [val for val in sorted(self.chips) if val not in placed]
        for i, value in enumerate(tray):
            placed[value] = QPointF(800 + (i % 2) * 76, 838 + (i // 2) * 76)
        unplaced = set(v.get("bet_tokens") or [])
        for value, chip in self.chips.items():
            chip.move_to(placed[value])
            chip.animate(b"scale", 0.72 if value in small else 1.0)
            in_play = value in unplaced or any(value in sp["bets"] for sp in v["spaces"])
            chip.setVisible(not v["over"])
            chip.setOpacity(1.0 if in_play else 0.35)
        self.tray_label.setVisible(bool(unplaced) or v["phase"] == "bets")
        self.special_pile.set_pile(list((v.get("specials") or {}).get("discard") or []))
        self.special_pile.setVisible(not unplaced and v["phase"] != "bets")
        # character tokens
        where: dict[tuple[int, int], tuple[str, int, int]] = {}
        by_seat: dict[int, list[tuple[str, int, int]]] = {}
        for sid, sp in spaces.items():
            for i, seat in enumerate(sp["tokens"]):
                by_seat.setdefault(seat, []).append((sid, i, len(sp["tokens"])))
        for seat, spots in by_seat.items():
            keys = [k for k in self.tokens if k[0] == seat]
            free = list(keys)
            pending = []
            for spot in spots:
                keep = next((k for k in free if self.tokens[k].space == spot[0]), None)
                if keep is not None:
                    where[keep] = spot
                    free.remove(keep)
                else:
                    pending.append(spot)
            for spot in pending:
                if free:
                    where[free.pop(0)] = spot
        for key, token in self.tokens.items():
            seat = key[0]
            if key in where:
                sid, i, n = where[key]
                token.space = sid
                token.setVisible(True)
                done = spaces[sid]["status"] == "done"
                token.move_to(self.spaces[sid].stack_pos(i, n, compact=done))
                token.animate(b"scale", 0.72 if done else 1.0)
                token.setZValue(25 + i)
                token.set_order(i + 1 if n >= 2 and not done else None)
            else:
                token.space = None
                token.set_order(None)
                in_tray = [k for k in self.tokens if k[0] == seat and k not in where]
                idx = in_tray.index(key)
                row = self.rows[seat]
                token.move_to(row.tray_pos(idx, len(in_tray)))
                token.animate(b"scale", TRAY_SCALE)
                token.setZValue(25)
                show = v["phase"] == "place" and v["tokens_left"][seat] > idx
                token.setVisible(show)
        decks = v.get("decks") or {}
        for k, d in self.deck_items.items():
            d.set_count(int(decks.get(k, 0)))

    def _refresh_track(self, v: dict[str, Any], events: list[Event]) -> None:
        undo = {e.kind for e in events} == {"undone"}
        groups: dict[int, list[int]] = {}
        for t in v["track"]:
            groups.setdefault(t["position"], []).append(t["seat"])
        for t in v["track"]:
            seat = t["seat"]
            fig = self.figures[seat]
            same = groups[t["position"]]
            k, n = same.index(seat), len(same)
            if t["position"] == 0:
                # figures at Start (score 0) wait in the board's empty top-left corner, side by side
                fig.set_offset(self._start_waiting_offset(k, n))
            else:
                fig.set_offset(_cluster_offset(k, n))
            fig.set_lap(t.get("lap_token") or "")
            old = self.shown_scores[seat]
            new = t["score"]
            if new != old:
                fig.walk_to(new, animate=bool(events))
                if events and not undo:
                    self._float(f"{new - old:+d}", self.rows[seat].scenePos()
                                + QPointF(self.rows[seat].w - 110, self.rows[seat].h / 2),
                                art.CORRECT.lighter(130) if new > old else art.WRONG.lighter(120))
                    target = self.track.mapToScene(self.track.point_at(new) + fig.offset)
                    self._float(f"{new - old:+d}", target + QPointF(0, -46),
                                art.CORRECT.lighter(130) if new > old else art.WRONG.lighter(120))
                if t["laps"] > self.shown_laps[seat] and events and not undo:
                    self._float(f"Lap {t.get('lap_token')}!", self.track.mapToScene(self.track.point_at(new))
                                + QPointF(0, -90), theme.HIGHLIGHT, 44)
                    sound.play("score")
            elif fig.walking is None:
                fig.walk_to(new, animate=False)
            self.shown_scores[seat] = new
            self.shown_laps[seat] = t["laps"]
            fig.setZValue(30 + k)

    def _refresh_offer(self, v: dict[str, Any]) -> None:
        offer = v.get("offer") or []
        q = v.get("question") or {}
        star = v.get("star")
        self.card_rules.setVisible(False)
        if v["phase"] == "offer":
            self.offer_title.set_text(f"{self.name(v['director'])} offers {self.name(star)} three cards")
            for i, card in enumerate(self.offer_cards):
                if i < len(offer):
                    self.offer_info[i] = dict(offer[i])
                    card.setVisible(True)
                    card.set_clickable(True)
                    card.set_highlighted(False)
                    card.setPos(70 + i * 330, 130)
                else:
                    card.setVisible(False)
                card.update()
        elif q:
            sp = q.get("space", "mix")
            genre, period = (None, None) if sp == "mix" else sp.split("/")
            self.offer_title.set_text(f"{self.name(star)} answers on {q.get('title', '')}")
            self.offer_info[0] = {"deck": "mix" if sp == "mix" else "period", "genre": genre, "period": period}
            for i, card in enumerate(self.offer_cards):
                card.set_clickable(False)
                card.setVisible(i == 0)
            self.offer_cards[0].set_highlighted(q.get("step") != "done")
            self.offer_cards[0].move_to(QPointF(70, 130))
            self.offer_cards[0].update()
            self.card_rules.setVisible(True)
            self.card_rules.set_text("Right and straight: the card and a bonus card from the deck.\n"
                                     "Right with the options: the card.\n"
                                     "Wrong and straight: the Director wins the card.\n"
                                     "Wrong with the options: nobody wins it.\n"
                                     "Score: the difficulty of the cards won.")
        else:
            self.offer_title.set_text("")
            for card in self.offer_cards:
                card.setVisible(False)
        decks = v.get("decks") or {}
        self.deck_items["deck"].set_count(int(decks.get("deck", 0)))
        rows = []
        for w in v.get("won") or []:
            seat = w["seat"]
            cards = [("mix" if c.get("deck") == "mix" else str(c.get("genre")), int(c["difficulty"]))
                     for c in w["cards"]]
            rows.append((self.name(seat), self.colours[seat], seat_shape(seat), cards))
        self.won.set_rows(rows)

    # ------------------------------------------------------------------ the question card
    def _refresh_panel(self, v: dict[str, Any], events: list[Event]) -> None:
        q = v.get("question")
        kinds = {e.kind for e in events}
        show_q = self.settings.show_question_on_table
        for o in self.options:
            o.set_clickable(False)
        if q is None or q.get("empty"):
            self._panel_info(v, q)
            return
        # Just after a reveal, the panel keeps showing that question, under its own space's header,
        # until the next Star picks a number: the answer gets its own moment on the table.
        lq = v.get("last_question") if q.get("number") is None and q.get("step") == "pre" else None
        head_space = str(lq.get("space", "mix")) if lq else q["space"]
        genre = art.genre_of(head_space)
        self.panel.set_accent(art.tint(art.GENRE_COLOURS[genre], 0.55))
        self.q_icon.setVisible(True)
        self.q_icon.set_genre(genre)
        self.q_title.setVisible(True)
        self.q_title.setPos(70, 4)
        self.q_title.set_text(self._space_title(head_space) if lq else q["title"])
        # right end of the band: the result mark, who answers (in stack order), then badges
        judged = [e for e in events if e.kind == "judged"]
        x = PANEL_W - 14.0
        if judged or q.get("step") == "done" or lq:
            if lq:
                ok = lq.get("correct") is not None
            else:
                ok = bool(judged[-1].data.get("correct")) if judged else q.get("correct") is not None
            self.mark.setPos(x - 30, 32)
            if judged:
                self.mark.pop(ok)
            else:
                self.mark.ok = ok
                self.mark.setVisible(True)
                self.mark.update()
            x -= 70
        else:
            self.mark.setVisible(False)
        answerers = q.get("answerers") or []
        tried = {t["seat"] for t in q.get("tried") or []}
        many = len(answerers) > 1 and not lq
        for i, d in enumerate(self.q_discs):
            if many and i < len(answerers):
                seat = answerers[i]
                state = "wrong" if seat in tried else ("answering" if seat == q.get("answerer") else "waiting")
                d.set_seat(self.colours[seat], seat_shape(seat), state, i + 1)
                d.setPos(x - 22 - (len(answerers) - 1 - i) * 46, 32)
                d.setVisible(True)
            else:
                d.setVisible(False)
        if many:
            x -= len(answerers) * 46 + 6
        badges = [f"Bet {q['bet']}"] if self.variant != CARDS_ONLY else []
        badges += [_card_name(k) for k in q.get("active_cards") or []]
        if lq:
            badges = ["Answer"]
        btext = "  ·  ".join(badges)
        bw = min(380.0, QFontMetricsF(theme.font(26, QFont.Weight.DemiBold)).horizontalAdvance(btext) + 8)
        _resize(self.q_badges, bw, 56)
        self.q_badges.set_text(btext)
        self.q_badges.setPos(x - bw, 4)
        _resize(self.q_title, max(160.0, x - bw - 70 - 16), 56)
        number = q.get("number")
        step = q.get("step")
        opts = q.get("options") or []
        text = ""
        if q.get("two") and step == "choose":
            if show_q:
                text = "\n".join(f"{t['number']}. {t['text']}" for t in q["two"])
            else:
                text = f"The Director reads questions {q['two'][0]['number']} and {q['two'][1]['number']}."
        elif number is not None:
            text = f"{number}. {q.get('text', '')}" if show_q else f"The Director reads question {number}."
        elif step == "pre":
            text = self._last_answer_text(v) or "Which question will it be?\n1, 2, 3 or 4"
        elif step == "ask":
            text = "The Director chooses one of the card's four questions."
        shown_options = opts if number is not None else []
        revealed_last = bool(lq)
        if revealed_last:
            lq = v["last_question"]
            shown_options = lq.get("options") or []
        letters = set(q.get("letters") or [])
        tried_letters = {t.get("letter") for t in q.get("tried") or [] if t.get("letter")}
        n_opts = len(shown_options)
        top = 72
        note = self._question_note(v, q)
        if lq:
            note = f"Next: {q['title']}" + (f" · bet {q['bet']}" if self.variant != CARDS_ONLY else "")
        note_h = 46 if note else 0
        avail = self.panel.h - top - 12 - note_h
        opt_h = min(58.0, max(44.0, (avail - 100) / max(1, n_opts))) if n_opts else 0
        text_h = avail - n_opts * opt_h - (8 if n_opts else 0)
        _resize(self.q_text, PANEL_W - 40, max(60.0, text_h))
        self.q_text.size = (32 if n_opts else 38) if revealed_last else (36 if n_opts else 44)
        self.q_text.set_text(text)
        self.q_text.setPos(20, top)
        self.q_text.update()
        y = top + text_h + 4
        for i, o in enumerate(self.options):
            if i < n_opts:
                opt = shown_options[i]
                letter = opt["letter"]
                o.letter = letter
                o.key = letter
                state = "normal"
                if revealed_last:
                    state = "correct" if letter == v["last_question"].get("answer") else "faded"
                elif letter in tried_letters:
                    state = "tried"
                o.set_size(PANEL_W - 40, opt_h)
                o.setPos(20, y + i * opt_h)
                o.set_option(opt["text"] if (show_q or revealed_last) else "", state)
                o.setVisible(True)
                o.set_clickable(step == "answer" and q.get("mode") == "options" and letter in letters
                                and not revealed_last)
                if "options_read" in kinds and not reduce_motion():
                    o.setOpacity(0.05)  # fully transparent items would not take clicks
                    o.animate(b"opacity", 1.0, 220 + 50 * i)
                else:
                    o.setOpacity(1.0)
            else:
                o.set_option("", "normal")  # no stale text left in a hidden item
                o.setVisible(False)
        self.q_note.set_text(note)
        self.q_note.setVisible(bool(note))
        if n_opts == 0 and note and text:
            # no options to list: the note (straight answer, the result) sits under the question, large
            f = self.q_text.fitted_font()
            used = QFontMetricsF(f).boundingRect(QRectF(0, 0, PANEL_W - 40, 10_000),
                                                 int(Qt.TextFlag.TextWordWrap), text).height()
            _resize(self.q_note, PANEL_W - 40, 60)
            self.q_note.size = 30
            self.q_note.set_colours(theme.INK, "#fff2c2")
            self.q_note.setPos(20, min(self.panel.h - 72, top + used + 28))
        else:
            _resize(self.q_note, PANEL_W - 40, 44)
            self.q_note.size = 26
            self.q_note.set_colours(QColor("#4a463d"))
            self.q_note.setPos(20, self.panel.h - 12 - note_h)
        if ("question_read" in kinds or "questions_read" in kinds) and not reduce_motion():
            self.q_text.setOpacity(0.05)
            self.q_text.animate(b"opacity", 1.0, 300)
        else:
            self.q_text.setOpacity(1.0)

    @staticmethod
    def _space_title(space: str) -> str:
        if space == "mix":
            return "Mix"
        return f"{art.GENRE_NAMES[art.genre_of(space)]} · {art.PERIOD_NAMES[space.split('/')[1]]}"

    def _last_answer_text(self, v: dict[str, Any]) -> str:
        """The question just revealed (the panel's header names its space, so it is not taken for the next)."""
        lq = v.get("last_question")
        if not lq:
            return ""
        who = "Nobody was right." if lq.get("correct") is None else f"{self.name(lq['correct'])} was right."
        head = who
        answer = f"Answer {lq['answer']}: {lq['answer_text']}"
        if not self.settings.show_question_on_table:
            return f"{head}\n{answer}"
        if lq.get("options"):
            return f"{head}\n{lq['text']}"
        return f"{head}\n{lq['text']}\n{answer}"

    def _question_note(self, v: dict[str, Any], q: dict[str, Any]) -> str:
        step = q.get("step")
        tried = q.get("tried") or []
        bits = []
        if q.get("mode") == "straight" and step == "answer":
            bonus = "a bonus card if right" if self.variant == CARDS_ONLY else "+5 if right"
            bits.append(f"{self.name(q.get('answerer'))} answers straight: no options ({bonus})")
        if q.get("fifty") and step == "answer":
            bits.append("50%: only two options are left")
        if step == "fifty":
            bits.append("50%: the Director chooses which wrong option to read with the right one")
        if q.get("passed") and step != "done":
            bits.append("Passed: " + ", ".join(self.name(seat) for seat in q["passed"]))
        if tried and step != "done":
            bits.append("Wrong: " + ", ".join(self.name(t["seat"]) + (f" ({t['letter']})" if t.get("letter") else "")
                                             for t in tried))
        if step == "done":
            c = q.get("correct")
            bits = [f"{self.name(c)} answered right." if c is not None else "Nobody answered right."]
            bits.append("The answer is shown when you press Reveal.")
        return " · ".join(bits)

    def _panel_info(self, v: dict[str, Any], q: dict[str, Any] | None) -> None:
        """Between questions (bets, placing, an empty space, the end): what happens and why."""
        self.panel.set_accent(QColor("#d9cfb6"))
        self.q_icon.setVisible(False)
        for d in self.q_discs:
            d.setVisible(False)
        for o in self.options:
            o.set_option("", "normal")
            o.setVisible(False)
        self.q_badges.set_text("")
        self.q_note.setVisible(False)
        self.mark.setVisible(False)
        title, lines = self.info_text(v, q)
        self.q_title.setVisible(True)
        self.q_title.setPos(20, 4)
        _resize(self.q_title, PANEL_W - 40, 56)
        self.q_title.set_text(title)
        _resize(self.q_text, PANEL_W - 40, self.panel.h - 88)
        self.q_text.size = 32
        self.q_text.setPos(20, 76)
        self.q_text.set_text("\n".join(lines))
        self.q_text.setOpacity(1.0)
        self.q_text.update()

    def info_text(self, v: dict[str, Any], q: dict[str, Any] | None) -> tuple[str, list[str]]:
        dn = self.name(v["director"])
        if v["over"]:
            ranking = sorted(range(self.n), key=lambda s: -v["scores"][s])
            lines = [f"{i + 1}. {self.name(s)} — {v['scores'][s]} TF" for i, s in enumerate(ranking)]
            return "Final scores", lines
        if q is not None and q.get("empty"):
            return (f"{q['title']}: no tokens", [f"Nobody placed a token here (bet {q['bet']}).",
                                                f"{dn}, the Director, scores the bet plus the card's difficulty.",
                                                "Press Reveal to see the difficulty."])
        phase = v["phase"]
        lines: list[str] = []
        if phase == "bets":
            if self.variant == STANDARD:
                keep = SETUP[self.n].keep
                lines.append(f"{dn} draws 1 Mix card and 5 Period cards, keeps the Mix card and {keep} others, "
                             "and puts a bet token on each kept card's space.")
            else:
                lines.append(f"{dn} draws 6 cards, chooses 2 and puts 2 bet tokens on each chosen space.")
            lines += ["", *SCORING]
            counts: dict[str, int] = {}
            for r in v.get("redraws") or []:
                counts[r.get("deck", "")] = counts.get(r.get("deck", ""), 0) + 1
            for deck, k in sorted(counts.items()):
                what = f"{k} Mix card" if deck == "mix" else f"{k} Period card"
                lines.append(f"{what}{'s' if k > 1 else ''} for a space already drawn: replaced.")
            return f"{dn} is the Director", lines
        if phase == "place":
            lines = ["Put your tokens on spaces with a bet token.",
                     "The bottom token of a stack answers first; the others score the bet if it is right.",
                     "Four tokens at most on a space, never two of yours.", "", *SCORING]
            return "Place your character tokens", lines
        if phase == "select":
            return "Choose a space", [f"{self.name(v['star'])} answers one of the two spaces; the other card is "
                                      "discarded."]
        if phase == "offer":
            return "Choose a card", ["Only the genre and period are shown. The Director then picks the question.",
                                     "Straight and right: the card and a bonus card. Options and right: the card.",
                                     "Straight and wrong: the Director wins the card."]
        return "", []

    # ------------------------------------------------------------------ buttons
    def _clear_buttons(self) -> None:
        for b in self.buttons:
            self.scene.removeItem(b)
        self.buttons = []

    def _add_buttons(self, specs: list[tuple[str, Callable[[], None], str, float]], room: float = PANEL_W) -> None:
        x = PANEL_X
        gap = 14
        total = sum(w for *_rest, w in specs) + gap * max(0, len(specs) - 1)
        scale = min(1.0, room / total) if total else 1.0
        for text, slot, colour, w in specs:
            b = ButtonItem(text, w * scale, 74, colour=colour, size=30)
            b.setPos(x, 146)
            b.clicked.connect(slot)
            self.scene.addItem(b)
            self.buttons.append(b)
            x += w * scale + gap

    def _refresh_buttons(self, v: dict[str, Any]) -> None:
        self._clear_buttons()
        if v["over"]:
            self.hint.set_text("Thanks for playing! Game ▸ New game for another round")
            self.hint.setVisible(True)
            return
        q = v.get("question") or {}
        step = q.get("step")
        specs: list[tuple[str, Callable[[], None], str, float]] = []
        a = q.get("answerer")
        if step == "done":
            label = "Reveal the difficulty" if q.get("empty") else "Reveal the answer"
            specs.append((label, lambda: self._submit(Action("reveal")), "#ffd45a", 440))
        elif step == "pre" and a is not None:
            if v["options"].get("question_pick") == "die":
                specs.append(("Roll the die", lambda: self._submit(Action("roll", a)), "#ffd45a", 300))
            else:
                two = "two" in (q.get("active_cards") or [])
                for k in range(1, 5):
                    chosen = k in self.two_pick
                    specs.append((f"{k}", lambda k=k: self._pick_clicked(a, k, two),
                                  "#3fae6b" if chosen else "#ffd45a", 100))
        elif step == "choose" and a is not None:
            for t in q.get("two") or []:
                n = t["number"]
                specs.append((f"Question {n}", lambda n=n: self._submit(Action("choose", a, number=n)), "#ffd45a",
                              260))
        elif step == "read" and a is not None:
            modes = q.get("allowed_modes") or []
            if "straight" in modes:
                specs.append(("Straight", lambda: self._submit(Action("declare", a, mode="straight")), "#ffd45a",
                              230))
            if "options" in modes:
                specs.append(("Options", lambda: self._submit(Action("declare", a, mode="options")), "#ffd45a", 230))
        if a is not None and q.get("may_play"):
            specs.append(("Special card", lambda: self.request(Viewer.of_seat(a)), "#c9b8e8", 270))
        if a is not None and q.get("may_pass"):
            # a following Star may pass instead of answering (the bottom Star must answer)
            specs.append((f"{self.name(a)} passes", lambda: self._submit(Action("decline", a)), "#e4dfd3", 300))
        if (q and not self.director_active() and not self.settings.show_question_on_table
                and (q.get("number") is not None or q.get("two")) and step not in ("done",)):
            specs.append(("Director's card", lambda: self.request(Viewer.DIRECTOR), "#b9d7f0", 280))
        if specs:
            self._add_buttons(specs, PANEL_W - (110 if q.get("timer") else 0))
        self.hint.set_text("" if specs else self.hint_text(v))
        self.hint.setVisible(not specs)

    def hint_text(self, v: dict[str, Any]) -> str:
        """A second line when there is no button to press: what is at stake."""
        q = v.get("question") or {}
        phase = v["phase"]
        if phase == "bets":
            return "The Director looks at the cards privately"
        if phase == "place":
            return "The first token on a space answers first"
        if phase == "offer":
            return "Only genre and period are shown"
        step = q.get("step")
        if step in ("answer", "genre_ruling") and self.variant != CARDS_ONLY:
            last = (q.get("position") or 0) + 1 >= len(q.get("answerers") or [])
            each = v["options"].get("director_wrong", "each_wrong") == "each_wrong"
            then = ("the Director scores" if last else
                    "the Director scores, the next Star may answer" if each else "the next Star may answer")
            return f"Right: {self._right_stakes(v, q)} · Wrong: {then}"
        if step == "ask":
            return "The Director picks one of the four questions"
        if step == "fifty":
            return "Two options will be read: the right one and one wrong"
        return ""

    def _start_waiting_offset(self, k: int, n: int) -> QPointF:
        """Where the k-th of n figures at Start stands: in rows of four in the dark corner between the
        track, the genre headers and the period labels (no space of the track is covered)."""
        corner = QPointF(TRACK_CELL + (GRID_X - TRACK_X - TRACK_CELL) / 2,
                         TRACK_CELL + (GRID_Y - TRACK_Y - TRACK_CELL) / 2 + 6)
        r, c = divmod(k, 4)
        in_row = min(4, n - r * 4)
        rows = -(-n // 4)
        spot = QPointF((c - (in_row - 1) / 2) * 34, (r - (rows - 1) / 2) * 48)
        return corner + spot - self.track.point_at(0)

    def _right_stakes(self, v: dict[str, Any], q: dict[str, Any]) -> str:
        """What a right answer scores now, with the straight bonus and the special cards in play."""
        from gamesuite.ui.telefilm.panels import genre_card_warning

        base = f"{q.get('bet')} + difficulty" + (" + 5" if q.get("mode") == "straight" else "")
        active = q.get("active_cards") or []
        genre = "".join(f" + 5 ({_card_name(k)})" for k in active if k in GENRES
                        and not genre_card_warning(k, q.get("space"), v["options"].get("genre_on_mix")))
        if "double" not in active:
            return base + genre
        if v["options"].get("double_scope", "everything") == "everything":
            return f"({base}{genre}) × 2"
        return f"({base}) × 2{genre}"

    # ------------------------------------------------------------------ timer, sounds, floaters
    def _refresh_timer(self, v: dict[str, Any]) -> None:
        q = v.get("question") or {}
        t = q.get("timer")
        if not t:
            self.qtimer.stop()
            self.timer_id = None
            self.timer_item.setVisible(False)
            return
        if t.get("id") != self.timer_id:
            self.timer_id = t.get("id")
            self.timer_total = int(t.get("seconds", 30))
            self.timer_left = self.timer_total
            self.qtimer.start()
        who = f"{_card_name(t.get('card', ''))} · {self.name(t.get('seat'))}"
        label = "Time's up!" if self.timer_left == 0 else who
        self.timer_item.set_time(self.timer_left, self.timer_total, label)
        self.timer_item.setVisible(True)

    def _tick(self) -> None:
        if self.timer_left <= 0:
            self.qtimer.stop()
            return
        self.timer_left -= 1
        self.timer_item.set_time(self.timer_left, self.timer_total, self.timer_item.label)
        if self.timer_left == 0:
            self.qtimer.stop()
            self.timer_item.set_time(0, self.timer_total, "Time's up!")
            sound.play("timer_end")

    def _sounds(self, events: list[Event]) -> None:
        kinds = [e.kind for e in events]
        if "game_over" in kinds:
            sound.play("correct")
        elif "judged" in kinds:
            ok = next(e for e in events if e.kind == "judged").data.get("correct")
            sound.play("correct" if ok else "wrong")
        elif any(k in kinds for k in ("answer_revealed", "space_scored", "question_read", "questions_read",
                                      "options_read")):
            sound.play("reveal")

    def _float(self, text: str, pos: QPointF, colour: QColor, size: float = 40) -> None:
        if reduce_motion():
            return
        f = FloatingText(text, colour, size)
        f.setPos(pos)
        self.scene.addItem(f)
        self.floaters.append(f)
        f.animate(b"pos", pos + QPointF(0, -60), 900)
        anim = f.animate(b"opacity", 0.0, 1100)

        def gone() -> None:
            if f in self.floaters:
                self.floaters.remove(f)
                if f.scene() is not None:
                    self.scene.removeItem(f)

        if anim is not None:
            anim.finished.connect(gone)
        else:
            gone()

    def finish(self) -> None:
        self.scene.finish_animations()
        for f in list(self.floaters):
            self.floaters.remove(f)
            if f.scene() is not None:
                self.scene.removeItem(f)

    def stop(self) -> None:
        self.qtimer.stop()


def _resize(item: LabelItem, width: float, height: float) -> None:
    if (item.w, item.h) != (width, height):
        item.prepareGeometryChange()
        item.w, item.h = width, height
        item.update()


def _cluster_offset(k: int, n: int) -> QPointF:
    """Figures sharing a space: a small cluster so every one shows."""
    if n <= 1:
        return QPointF(0, 0)
    cols = 2 if n <= 4 else 3
    r, c = divmod(k, cols)
    rows = -(-n // cols)
    step = 20 if cols == 2 else 17
    return QPointF((c - (cols - 1) / 2) * step, (r - (rows - 1) / 2) * step)


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


SCORING = (
    "Right, straight: bet + difficulty + 5",
    "Right, with the options: bet + difficulty",
    "Wrong: the Director scores bet − difficulty (+5 if straight)",
)
CARD_NAMES = {"comedy": "COMEDY", "drama": "DRAMA", "crime": "CRIME", "scifi": "SCI-FI", "double": "DOUBLE",
              "two": "TWO", "fifty": "50%", "call": "CALL", "web": "WEB", "power": "POWER"}


def _card_name(kind: str) -> str:
    return CARD_NAMES.get(kind, kind.upper())
