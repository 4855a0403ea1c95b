"""The Ciak! table scene: seats in the corners, the middle band (phase bar, piles, stack and fight, map, log,
prompt bar), the open-hand tray and the preview. Built once; :meth:`CiakTable.apply` shows a
:class:`~gamesuite.ui.ciak.presenter.TableModel` (cards move between zones with ``scene.sync`` and slide).

The table never reads the game state: models come from the TABLE view, plus the open hand of the one seat
whose player passed the gate (its cards exist as items only while the tray is open).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsView

from gamesuite.i18n import translate
from gamesuite.ui import theme
from gamesuite.ui.ciak import layout as L
from gamesuite.ui.ciak.art import preview_painter
from gamesuite.ui.ciak.faces import CardFace, CompanyModel
from gamesuite.ui.ciak.items import CiakCardItem, CompanyItem, prepare_card_glow, prepare_company, prepare_face
from gamesuite.ui.ciak.lollywood import map_ahead, seat_mark
from gamesuite.ui.ciak.pieces import (
    Arrow,
    AttachZone,
    CastZone,
    CombatBanner,
    CompanyChip,
    HandZone,
    ItemTab,
    LabelPool,
    LogItem,
    PhaseBar,
    PoolLabel,
    SeatFrame,
    StackArrows,
    StackPlate,
    TableMap,
    TrayFrame,
    arrow_control,
)
from gamesuite.ui.ciak.presenter import (
    AUTOPASS,
    ButtonModel,
    PromptModel,
    StackEntry,
    TableModel,
    back_key,
    card_key,
    company_key,
)
from gamesuite.ui.idle import NEXT_TURN
from gamesuite.ui.scene import ActionBar, ButtonItem, ButtonSpec, LabelItem, PreviewItem, TableScene, ZoneItem
from gamesuite.ui.scene.animation import DEFAULT_MS
from gamesuite.ui.scene.card import CARD_RATIO
from gamesuite.ui.scene.exact import cache_transform
from gamesuite.ui.scene.item import KitItem
from gamesuite.ui.scene.label import KeptLabel
from gamesuite.ui.scene.motion import reduce_motion
from gamesuite.ui.scene.zone import slot_positions

Weight = QFont.Weight
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

CARD_WIDTHS = {"cast": L.CAST_W, "staff": L.STAFF_W, "stack": L.STACK_W, "discard": L.PILE_W, "tray": L.TRAY_W,
               "hand": L.BACK_W, "deck": L.PILE_W}


ITEM_CLASS: dict[str, type[KitItem]] = {"items": ItemTab, "company": CompanyItem, "controlled": CompanyChip}
DISCARDED = ("ciak", "event")  # the card types that go to the discard pile once they resolve
PICKABLE = (CiakCardItem, ItemTab, StackPlate, CompanyItem, CompanyChip)  # what a click may choose


@lru_cache(maxsize=256)
def zone_kind(zone_key: str) -> str:
    return zone_key.split(":")[1]


def outer_scene_rect(item: KitItem) -> QRectF:
    """Where ``item`` is on the table with the room it may glow in (cards and companies keep that room in their
    bounding rectangle only while they glow): previews and the arrow keys' order go by it."""
    if isinstance(item, CiakCardItem | CompanyItem):
        return item.mapRectToScene(item.outer_rect())
    return item.sceneBoundingRect()


def final_scene_rect(item: KitItem) -> QRectF:
    """Where ``item`` will be once its slide ends (its scene rectangle if it is not moving)."""
    anim = item._anims.get(b"pos")
    pos = item.pos()
    if anim is not None and anim.state() == anim.State.Running:
        pos = anim.endValue()
    size = item.footprint()
    parent = item.parentItem()
    top_left = parent.mapToScene(pos) if parent is not None else pos
    return QRectF(top_left, size)


class CiakTable:
    """Builds the kit items for ``n_seats`` once and shows models on them."""

    def __init__(self, n_seats: int) -> None:
        self.n = n_seats
        self.scene = TableScene()
        s = self.scene
        self.frames: list[SeatFrame] = []
        self.zones: dict[str, ZoneItem] = {}
        self.autopass_buttons: list[ButtonItem] = []
        for seat in range(n_seats):
            rect = L.seat_rect(n_seats, seat)
            frame = SeatFrame(f"seat:{seat}", rect.width(), rect.height(), L)
            frame.setPos(rect.topLeft())
            s.put(frame)
            self.frames.append(frame)
            self._zone(f"zone:company:{seat}", rect, L.COMPANY, "pile", outline=False)
            self._zone(f"zone:controlled:{seat}", rect, L.CONTROLLED, "column", outline=False, gap=L.CHIP_GAP)
            cast = CastZone(f"zone:cast:{seat}", L.CAST.width(), L.CAST.height(), 12)
            cast.setPos(rect.topLeft() + L.CAST.topLeft())
            s.put(cast)
            self.zones[cast.key] = cast
            items = AttachZone(f"zone:items:{seat}", L.ITEMS.width(), L.ITEMS.height())
            items.setPos(rect.topLeft() + L.ITEMS.topLeft())
            s.put(items)
            self.zones[items.key] = items
            for i, slot in enumerate(L.STAFF):  # the zone is the card's place: its pile puts the card on the outline
                self._zone(f"zone:staff:{seat}:{i + 1}", rect, QRectF(slot.left(), slot.top(), slot.width(),
                           L.STAFF_CARD[i].height()), "pile", outline=False)
            hand_key = f"zone:hand:{seat}"
            hand = HandZone(hand_key, L.HAND.width(), L.HAND.height())
            hand.setPos(rect.topLeft() + L.HAND.topLeft())
            s.put(hand)
            self.zones[hand_key] = hand
            button = ButtonItem(translate("ciak", "Auto-pass on: stop"), 200, 36, colour="#cfe7d8", size=18,
                                key=f"button:autopass_off:{seat}")
            button.setPos(rect.left() + rect.width() - 560, rect.top() + 8)
            s.put(button)
            button.hide()
            self.autopass_buttons.append(button)
        # the middle band
        self.phase_bar = PhaseBar("phasebar", L.PHASE_BAR.width(), L.PHASE_BAR.height())
        self.phase_bar.setPos(L.PHASE_BAR.topLeft())
        s.put(self.phase_bar)
        piles = L.PILES
        self._zone("zone:deck", QRectF(0, 0, 0, 0), QRectF(piles.left() + 6, piles.top() + 4, 112, 170), "pile",
                   outline=False)
        self._zone("zone:discard", QRectF(0, 0, 0, 0), QRectF(piles.left() + 128, piles.top() + 4, 112, 170), "pile",
                   outline=True)
        self.zones["zone:discard"].set_label(translate("ciak", "Discard"))
        self.deck_label = KeptLabel("", 120, 40, size=24, colour=theme.INK_ON_FELT, key="label:deck")
        self.deck_label.setPos(piles.left(), piles.bottom() - 44)
        s.put(self.deck_label)
        self.discard_label = KeptLabel("", 124, 40, size=24, colour=theme.INK_ON_FELT, key="label:discard")
        self.discard_label.setPos(piles.left() + 122, piles.bottom() - 44)
        s.put(self.discard_label)
        self.stack_zone = self._zone("zone:stack", QRectF(0, 0, 0, 0), L.STACK_AREA, "row", outline=False, gap=16)

        def put_stack_label(label: LabelItem) -> None:
            label.setPos(L.STACK_AREA.left(), L.STACK_AREA.bottom() - 26)
            s.put(label)

        self.stack_label = LabelPool(lambda: PoolLabel("", L.STACK_AREA.width(), 30, size=20,
                                                       colour=theme.MUTED_ON_FELT), put_stack_label, 4)
        self.combat = CombatBanner("combat", 440, L.MIDDLE_H)
        self.combat.setPos(L.STACK_AREA.topLeft())
        s.put(self.combat)
        self.combat.hide()
        self.arrows = StackArrows("arrows")
        s.put(self.arrows)
        mrect = L.map_rect(n_seats)
        self.map = TableMap("map", mrect.width(), mrect.height())
        self.map.setPos(mrect.topLeft())
        s.put(self.map)
        lrect = L.log_rect(n_seats)
        self.log = LogItem("log", lrect.width(), lrect.height())
        self.log.setPos(lrect.topLeft())
        s.put(self.log)
        # the open hand
        self.tray_frame = TrayFrame("tray", L.TRAY.width(), L.TRAY.height())
        self.tray_frame.setPos(L.TRAY.topLeft())
        s.put(self.tray_frame)
        self.tray_frame.hide()
        tray = self._zone("zone:tray", QRectF(0, 0, 0, 0),
                          QRectF(L.TRAY.left() + 10, L.TRAY.top() + 34, L.TRAY.width() - 20, L.TRAY.height() - 40),
                          "row", outline=False, gap=8)
        tray.setZValue(21)
        # the prompt bar
        bar = L.PROMPT_BAR

        def place(top: float) -> Callable[[LabelItem], None]:
            def put(label: LabelItem) -> None:
                label.setPos(bar.left() + 20, top)
                s.put(label)

            return put

        self.prompt_title = LabelPool(lambda: PoolLabel("", bar.width() - 820, 50, size=theme.SIZE_FOCUS - 8,
                                                        weight=Weight.Bold, align=LEFT), place(bar.top() + 2))
        self.prompt_hint = LabelPool(lambda: PoolLabel("", bar.width() - 820, 32, size=22, weight=Weight.DemiBold,
                                                       colour=theme.MUTED_ON_FELT, align=LEFT), place(bar.top() + 52))
        self.actions = ActionBar("actionbar", 800, 70, align="right", size=26, max_button=380, min_button=150)
        self.actions.setPos(bar.right() - 800, bar.top() + 6)
        s.put(self.actions)
        self.preview = PreviewItem(360)
        s.put(self.preview)
        self.preview.key = "preview"
        self.model: TableModel | None = None
        self.created: list[KitItem] = []
        self.widths: dict[str, float] = {}
        self._synced: dict[str, list[tuple[str, Any]]] = {}  # what each zone was last synced with
        self.company_faces: dict[str, Any] | None = None  # every company as printed (studios not in play)
        self._deck_centre: QPointF | None = None
        self._tray_rect: QRectF | None = None  # where the tray was placed last (None: not yet)
        self._pickable: list[KitItem] | None = None  # pickable_items() until a sync makes or drops items

    def _zone(self, key: str, origin: QRectF, rect: QRectF, policy: str, *, outline: bool, gap: float = 14.0
              ) -> ZoneItem:
        zone = ZoneItem(key, rect.width(), rect.height(), policy, outline=outline, gap=gap)  # type: ignore[arg-type]
        zone.setPos(origin.topLeft() + rect.topLeft())
        self.scene.put(zone)
        self.zones[key] = zone
        return zone

    # ------------------------------------------------------------------ contents
    def contents(self, m: TableModel) -> dict[str, list[tuple[str, Any]]]:
        out: dict[str, list[tuple[str, Any]]] = {}
        for sm in m.seats:
            seat = sm.seat
            out[f"zone:cast:{seat}"] = [(f"card:{f.uid}", f) for f in sm.cast]
            out[f"zone:items:{seat}"] = [(f"card:{f.uid}", f) for _host, f in sm.items]
            for i in range(3):
                st = sm.staff[i] if i < len(sm.staff) else None
                out[f"zone:staff:{seat}:{i + 1}"] = [(f"card:{st.uid}", st)] if st is not None else []
            look = []
            mark = seat_mark(seat)
            if sm.company is not None:
                look.append((company_key(sm.company.id), CompanyModel(sm.company, sm.colour, mark, False)))
            out[f"zone:company:{seat}"] = look
            out[f"zone:controlled:{seat}"] = [(company_key(c.id), CompanyModel(c, sm.colour, mark, True))
                                              for c in sm.controlled]
            n_backs = 0 if sm.hand_open else min(sm.hand_size, 7)
            out[f"zone:hand:{seat}"] = [(back_key(seat, i), None) for i in range(n_backs)]
        out["zone:stack"] = [(e.key, e.face if e.kind == "card" else e) for e in m.stack]
        out["zone:discard"] = [(f"card:{m.discard_top.uid}", m.discard_top)] if m.discard_top is not None else []
        out["zone:deck"] = [(f"deck:{i}", None) for i in range(min(4, (m.deck_size + 19) // 20))]
        out["zone:tray"] = [(f"card:{f.uid}", f) for f in m.tray] if m.tray is not None else []
        return out

    def _make(self, zone_of: Mapping[str, str], origins: Mapping[str, QPointF]) -> Callable[[object, Any], KitItem]:
        def make(key: object, model: Any) -> KitItem:
            zk = zone_of[str(key)]
            kind = zone_kind(zk)
            item: KitItem
            if kind == "items":
                item = ItemTab(key, self.widths.get(zk, L.CAST_W - 6), L.ITEM_TAB_H - 2)
            elif kind == "company":
                item = CompanyItem(key, self.zones[zk].w, self.zones[zk].h)  # the zone's size: company_column()
            elif kind == "controlled":
                item = CompanyChip(key, L.CONTROLLED.width(), L.CHIP_H)
            elif isinstance(model, StackEntry):
                item = StackPlate(key, L.STACK_W)
            else:
                item = CiakCardItem(key, self.widths.get(zk, CARD_WIDTHS[kind]))
            origin = origins.get(str(key))
            zone = self.zones[zk]
            if origin is not None:
                item.setPos(zone.mapFromScene(origin))
                item.setData(0, "slide")
            self.created.append(item)
            return item

        return make

    def apply(self, m: TableModel, *, animate: bool = True, origins: Mapping[str, QPointF] | None = None) -> None:
        """Show ``m``: seats, cards in their zones (sliding between them), the middle band and the tray."""
        origins = origins or {}
        contents = self.contents(m)
        before, before_widths = self._synced, self.widths
        self._place_tray(m)
        casts = {sm.seat: self.card_width(f"zone:cast:{sm.seat}", m) for sm in m.seats}
        self.widths = {zk: self._width_of(zk, casts) for zk in contents}
        # only the zones whose cards or card width changed: a move changes a few of the ~40 zones, and syncing all of
        # them compared every card's model again (the same face objects: CardBook keeps them)
        changed = {zk: entries for zk, entries in contents.items()
                   if before.get(zk) != entries or before_widths.get(zk) != self.widths[zk]}
        zone_of = {key: zk for zk, entries in changed.items() for key, _ in entries}
        # a card that becomes an item tab (an item equipped), or a plate that is a card, is made anew
        for key, zk in zone_of.items():
            item = self.scene.keyed(key)
            if item is None:
                continue
            want = ITEM_CLASS.get(zone_kind(zk))
            if want is None:
                want = StackPlate if key.startswith("stack:") else CiakCardItem
            if type(item) is not want:
                self.scene.drop(key)
        for sm in m.seats:  # the company card gets shorter when the seat holds two captured companies or more
            self._place_company_column(sm.seat, len(sm.controlled))
        for sm in m.seats:  # casts start at the company's side: the zone is as wide as its cards
            zone = self.cast_zone(sm.seat)
            width = zone.width_for(len(sm.cast), self.widths[f"zone:cast:{sm.seat}"])
            if width != zone.w:
                zone.prepareGeometryChange()
                zone.w = width
        for zk, entries in changed.items():  # sizes first, so the zones lay the cards out as they will be
            width = self.widths[zk]
            for key, _ in entries:
                item = self.scene.keyed(key)
                if isinstance(item, CiakCardItem) and item.width != width:
                    item.set_size(width)
                elif isinstance(item, ItemTab) and item.w != width:
                    item.set_size(width, item.h)
        self.created = []
        if changed:  # items come and go only here (and the drops above)
            self._pickable = None
        self.scene.sync(changed, self._make(zone_of, origins), animate=animate)
        self._synced = contents
        for item in self.created:
            if item.data(0) != "slide":
                item.finish_animations()
        for sm, frame in zip(m.seats, self.frames, strict=True):
            frame.apply(sm)
            if f"zone:cast:{sm.seat}" in changed or f"zone:items:{sm.seat}" in changed:  # items follow their hosts
                cast_zone = self.zones[f"zone:cast:{sm.seat}"]
                slots = cast_zone.positions(len(sm.cast))
                x_of = {f.uid: pos.x() for f, (pos, _a) in zip(sm.cast, slots, strict=True)}
                items_zone = self.zones[f"zone:items:{sm.seat}"]
                assert isinstance(items_zone, AttachZone)
                items_zone.xs = [x_of.get(host, 0.0) + 3 for host, _f in sm.items]
                items_zone.relayout(animate=animate)
            button = self.autopass_buttons[sm.seat]
            button.setVisible(sm.autopass)
        self.phase_bar.apply(m.phase)
        self.deck_label.set_text(self.deck_text(m))
        self.discard_label.set_text(self.discard_text(m))
        self._apply_stack(m, animate)
        self._apply_map(m)
        tray_open = m.tray is not None and m.tray_seat is not None
        self.tray_frame.setVisible(tray_open)
        if tray_open:
            sm = m.seats[m.tray_seat]
            self.tray_frame.apply((sm.name, sm.colour))
        tray_rect = self.tray_frame.sceneBoundingRect().adjusted(12, 12, -12, -12)
        self.log.setVisible(not tray_open or not self.log.sceneBoundingRect().intersects(tray_rect))
        self.map.setVisible(not tray_open or not self.map.sceneBoundingRect().intersects(tray_rect))
        self.model = m
        self.update_arrows()

    def _place_company_column(self, seat: int, n_controlled: int) -> None:
        """Size the company's and the captured companies' zones (and a company card already there) as
        :func:`~gamesuite.ui.ciak.layout.company_column` says for ``n_controlled``."""
        company_rect, controlled_rect = L.company_column(n_controlled)
        origin = L.seat_rect(self.n, seat).topLeft()
        for key, rect in ((f"zone:company:{seat}", company_rect), (f"zone:controlled:{seat}", controlled_rect)):
            zone = self.zones[key]
            if (zone.w, zone.h) == (rect.width(), rect.height()):
                continue
            zone.setPos(origin + rect.topLeft())
            for item in zone.items:
                if isinstance(item, CompanyItem):
                    item.set_size(rect.width(), rect.height())
            zone.set_size(rect.width(), rect.height())

    def card_width(self, zone_key: str, m: TableModel) -> float:
        """How wide the cards of a zone are: a crowded cast narrows its cards (down to ``CAST_MIN_W``) before
        they overlap; item tabs follow their characters."""
        kind = zone_kind(zone_key)
        if kind in ("cast", "items"):
            seat = int(zone_key.split(":")[2])
            w = self.cast_card_width(len(m.seats[seat].cast))
            return w - 6 if kind == "items" else w
        return CARD_WIDTHS.get(kind, 0.0)

    def cast_zone(self, seat: int) -> CastZone:
        zone = self.zones[f"zone:cast:{seat}"]
        assert isinstance(zone, CastZone)
        return zone

    def cast_card_width(self, n: int) -> float:
        """How wide the cards of a cast of ``n`` are: as wide as fits up to ``CAST_W`` (at least ``CAST_MIN_W``),
        and ``CAST_STAGGER_W`` once the cast is staggered (:func:`~gamesuite.ui.ciak.pieces.cast_slots`)."""
        if n >= L.CAST_STAGGER_FROM:
            return L.CAST_STAGGER_W
        n = max(1, n)
        gap = self.zones["zone:cast:0"].gap
        return max(L.CAST_MIN_W, min(L.CAST_W, (L.CAST.width() - gap * (n - 1)) / n))

    def _width_of(self, zone_key: str, casts: Mapping[int, float]) -> float:
        """:meth:`card_width` from the casts' widths worked out once per refresh."""
        kind = zone_kind(zone_key)
        if kind == "cast":
            return casts[int(zone_key.split(":")[2])]
        if kind == "items":
            return casts[int(zone_key.split(":")[2])] - 6
        return CARD_WIDTHS.get(kind, 0.0)

    @staticmethod
    def tray_rect_for(m: TableModel) -> QRectF:
        """Where ``m``'s open hand lies: beside the stack, or over the stack area when it is empty and the hand is
        big; while a fight is shown, over the part beside its banner (the discard down to six after an attack
        squeezed seven cards into the narrow tray, each name under the next card, beside an empty band). What to
        avoid: covering the fight's banner (its outcome is what the turn just did)."""
        if m.tray is None or len(m.tray) < L.TRAY_WIDE_FROM or m.stack:
            return L.TRAY
        return L.TRAY_WIDE if m.combat is None else L.TRAY_BESIDE_FIGHT

    @staticmethod
    def _tray_zone_rect(rect: QRectF) -> QRectF:
        """The open hand's zone inside the tray ``rect`` (on the table)."""
        return QRectF(rect.left() + 10, rect.top() + 34, rect.width() - 20, rect.height() - 40)

    def _place_tray(self, m: TableModel) -> None:
        """The open hand where :meth:`tray_rect_for` says."""
        rect = self.tray_rect_for(m)
        if rect == self._tray_rect:
            return
        self._tray_rect = rect
        self.tray_frame.setPos(rect.topLeft())
        self.tray_frame.set_size(rect.width(), rect.height())
        zone = self.zones["zone:tray"]
        inner = self._tray_zone_rect(rect)
        zone.setPos(inner.topLeft())
        zone.set_size(inner.width(), inner.height())

    def tray_spots(self, m: TableModel, *, sliding: bool) -> list[tuple[CardFace, QPointF]]:
        """Where the cards of ``m``'s open hand are first painted once :meth:`apply` shows ``m`` (each card's top-left
        on the table): in their slots in the tray, or (``sliding``: they slide in) where their slide starts, the
        deck. Worked out as apply and the tray's zone place them; ``m.tray`` None: none."""
        if m.tray is None:
            return []
        rect = self.tray_rect_for(m)
        inner = self._tray_zone_rect(rect)
        origin = inner.topLeft()
        zone = self.zones["zone:tray"]
        w = CARD_WIDTHS["tray"]
        if sliding:  # a new card starts at the deck (CiakUI._origins), placed in the zone as _make places it
            start = origin + (self.deck_centre() - origin)
            return [(f, start) for f in m.tray if self.scene.keyed(f"card:{f.uid}") is None]
        spots = slot_positions(zone.layout_policy, len(m.tray), inner.width(), inner.height(), w, w * CARD_RATIO,
                               columns=zone.columns, gap=zone.gap)
        return [(f, origin + pos) for f, (pos, _angle) in zip(m.tray, spots, strict=True)]

    def _apply_stack(self, m: TableModel, animate: bool) -> None:
        combat = m.combat
        self.combat.apply(combat)
        area = L.STACK_AREA
        if combat is not None:
            left = area.left() + L.FIGHT_W
            self.stack_zone.setPos(left, area.top())
            self.stack_zone.set_size(area.right() - left, area.height() - 26)
        else:
            self.stack_zone.setPos(area.topLeft())
            self.stack_zone.set_size(area.width(), area.height() - 26)
        self.stack_zone.relayout(animate=animate)
        text, at, width = self.stack_label_look(m)
        self.stack_label.place(at, width, 30)
        self.stack_label.show(text)

    @staticmethod
    def deck_text(m: TableModel) -> str:
        return translate("ciak", "Deck {count}").format(count=m.deck_size)

    @staticmethod
    def discard_text(m: TableModel) -> str:
        return translate("ciak", "{count} played").format(count=m.discard_size)

    @staticmethod
    def stack_label_look(m: TableModel) -> tuple[str, QPointF, float]:
        """The stack's label for ``m``: its text, where it stands and how wide (beside the fight's banner, or the
        whole stack's width: as the stack's zone)."""
        area = L.STACK_AREA
        left = area.left() + L.FIGHT_W if m.combat is not None else area.left()
        at, width = QPointF(left, area.bottom() - 26), area.right() - left
        if m.stack:
            said = translate("ciak", "On the stack: {count} · the last one resolves first")
            return said.format(count=len(m.stack)), at, width
        return ("" if m.combat is not None else translate("ciak", "The stack is empty")), at, width

    def _apply_map(self, m: TableModel) -> None:
        before = self.map.model
        self.map.apply(m.map)
        if before is not None and before is not m.map:
            for studio in m.map.studios:
                old = before.studio(studio.id)
                if studio.conquered and old is not None and not old.conquered:
                    self.map.show_conquest(studio.id)

    def update_arrows(self) -> None:
        """Arrows from each stack entry to its target (after the slides, from where things will be)."""
        m = self.model
        self.arrows.apply(self._arrows(m.stack, self._final_rect) if m is not None else ())

    def _final_rect(self, key: str, visible: bool = False) -> QRectF | None:
        """Where the item ``key`` will be once its slide ends (``visible``: None unless it is shown)."""
        item = self.scene.keyed(key)
        if item is None or (visible and not item.isVisible()):
            return None
        return final_scene_rect(item)

    def _arrows(self, stack: Sequence[StackEntry], rect_of: Callable[[str, bool], QRectF | None],
                fight: bool | None = None) -> tuple[Arrow, ...]:
        """The arrows of ``stack``'s entries to their (shown) targets, the items' places on the table given by
        ``rect_of(key, visible)``; ``fight``: whether the fight's banner shows (None: as it does now)."""
        arrows = []
        if fight is None:
            fight = self.combat.isVisible()
        for e in stack:
            if not e.target_key:
                continue
            a = rect_of(e.key, False)
            b = rect_of(e.target_key, True)
            if a is None or b is None:
                continue
            end = QPointF(b.center().x(), b.center().y())
            down = end.y() > a.center().y()  # leave the card by the edge facing the target (not its name)
            start = QPointF(a.center().x(), a.bottom() - 12 if down else a.top() + 12)
            arrow = Arrow(start.x(), start.y(), end.x(), end.y(), e.colour)
            if fight:  # bow away from the fight's banner
                banner = self.combat.sceneBoundingRect()

                def crosses(ar: Arrow, banner: QRectF = banner) -> bool:
                    c = arrow_control(ar)
                    mid = QPointF((ar.x1 + 2 * c.x() + ar.x2) / 4, (ar.y1 + 2 * c.y() + ar.y2) / 4)
                    return banner.contains(mid) or banner.contains(c)

                if crosses(arrow):
                    arrow = Arrow(arrow.x1, arrow.y1, arrow.x2, arrow.y2, arrow.colour, -1)
            arrows.append(arrow)
        return tuple(arrows)

    def arrows_after_resolve(self, m: TableModel) -> tuple[Arrow, ...]:
        """The stack's arrows once its last entry resolves and nothing else moves (a guess: the entries left slide to
        the slots of a row one shorter; every target stays where it is)."""
        if len(m.stack) < 2:
            return ()
        zone = self.stack_zone
        left = m.stack[:-1]
        items = [self.scene.keyed(e.key) for e in left]
        if any(item is None for item in items):
            return ()
        sizes = [item.footprint() for item in items if item is not None]
        spots = slot_positions(zone.layout_policy, len(left), zone.w, zone.h, sizes[0].width(), sizes[0].height(),
                               columns=zone.columns, gap=zone.gap)
        moved = {e.key: QRectF(zone.mapToScene(pos), size) for e, (pos, _a), size in zip(left, spots, sizes,
                                                                                           strict=True)}
        return self._arrows(left, lambda key, visible: moved[key] if key in moved else self._final_rect(key, visible))

    def arrows_after_play(self, m: TableModel, seat: int, uid: int, target_key: str) -> tuple[Arrow, ...]:
        """The stack's arrows once ``seat`` plays its card ``uid`` aimed at ``target_key`` and nothing else moves (a
        guess: the stack's entries slide to the slots of a row one longer, the played card in its last slot, as
        :meth:`stack_spot` places it; every target stays where it is)."""
        zone = self.stack_zone
        if not 0 <= seat < len(m.seats):
            return ()
        items = [self.scene.keyed(e.key) for e in m.stack]
        if any(item is None for item in items):
            return ()
        size = zone.items[0].footprint() if zone.items else QSizeF(L.STACK_W, L.STACK_W * CARD_RATIO)
        played = StackEntry(key=card_key(uid), id=-1, kind="card", seat=seat, colour=m.seats[seat].colour, label="",
                            target_key=target_key, target_label="", face=None, owner_name="")
        after = (*m.stack, played)
        spots = slot_positions(zone.layout_policy, len(after), zone.w, zone.h, size.width(), size.height(),
                               columns=zone.columns, gap=zone.gap)
        sizes = [item.footprint() for item in items if item is not None] + [size]
        moved = {e.key: QRectF(zone.mapToScene(pos), sz) for e, (pos, _a), sz in zip(after, spots, sizes, strict=True)}
        return self._arrows(after, lambda key, visible: moved[key] if key in moved else self._final_rect(key, visible))

    def stack_slots(self, m: TableModel) -> list[QPointF]:
        """Where the stack's entries of ``m`` lie (each top-left on the table) once :meth:`apply` shows ``m`` and the
        slides end: the stack's row as ``_apply_stack`` places and sizes it (beside the fight's banner when there is
        one), every entry a card's size."""
        area = L.STACK_AREA
        left = area.left() + L.FIGHT_W if m.combat is not None else area.left()
        zone = self.stack_zone
        spots = slot_positions(zone.layout_policy, len(m.stack), area.right() - left, area.height() - 26, L.STACK_W,
                               L.STACK_W * CARD_RATIO, columns=zone.columns, gap=zone.gap)
        return [QPointF(left, area.top()) + pos for pos, _angle in spots]

    def arrows_after(self, after: TableModel) -> tuple[Arrow, ...]:
        """The stack's arrows once ``after`` shows (a guess: its entries in the slots of :meth:`stack_slots`; every
        target stays where it is, and a target not on the table now has no arrow)."""
        if not any(e.target_key for e in after.stack):
            return ()
        size = QSizeF(L.STACK_W, L.STACK_W * CARD_RATIO)
        moved = {e.key: QRectF(at, size) for e, at in zip(after.stack, self.stack_slots(after), strict=True)}
        return self._arrows(after.stack, lambda key, visible: moved[key] if key in moved
                            else self._final_rect(key, visible), after.combat is not None)

    def moves_ahead(self, view: QGraphicsView, nexts: Iterator[tuple[TableModel, tuple[str, ...]]]
                    ) -> Iterator[object]:
        """Idle-time work after :meth:`faces_ahead`: for each of the likely next moves (``nexts``: the table's model
        and the log's lines after it, one a piece), the pictures that move's paint would draw, drawn where it will
        paint them (the kit's ``DrawnAhead``: copied with the pixels of drawing them there; a guess that misses is
        never copied): the log (every move adds a line, which moves and fades every line), the seats' and the phase
        bar's parts, the map when a studio falls, the fight's banner and its die, the stack's new plates
        (abilities, lynchings) and the stack's arrows."""
        m = self.model
        if m is None or not view.isVisible():
            return
        logs: list[tuple[str, ...]] = []
        fights: list[Any] = []
        plates: dict[tuple[StackEntry, float, tuple[float, float]], QTransform] = {}
        arrows: list[tuple[Arrow, ...]] = []
        vt = view.viewportTransform()
        models: list[TableModel] = []
        for after, lines in nexts:
            if self.model is not m:
                return
            logs.append(lines)
            models.append(after)
            if after.combat is not None and after.combat != m.combat:
                fights.append(after.combat)
            for e, at in zip(after.stack, self.stack_slots(after), strict=True):
                if e.kind != "card" and self.scene.keyed(e.key) is None:  # a new plate, first painted in its slot
                    plates[(e, L.STACK_W, (at.x(), at.y()))] = QTransform.fromTranslate(at.x(), at.y()) * vt
            shown = self.arrows_after(after)
            if shown and shown != self.arrows.model:
                arrows.append(shown)
            yield None
        if self.model is not m or not view.isVisible():
            return
        hints = view.renderHints()
        yield from self.log.draw_ahead(logs, self.log.deviceTransform(vt), hints)
        for seat, frame in enumerate(self.frames):
            yield from frame.looks_ahead([after.seats[seat] for after in models], vt, hints)
        yield from self.phase_bar.looks_ahead([after.phase for after in models], vt, hints)
        for shown_map in dict.fromkeys(after.map for after in models if after.map != m.map):  # a studio falls
            if self.model is not m:
                return
            yield from map_ahead(self.map.w, self.map.h, self.map.deviceTransform(vt), shown_map)
        if fights or self.combat.ahead.kept:
            yield from self.combat.draw_ahead(fights, self.combat.deviceTransform(vt), hints)
            die = self.combat.die
            yield from die.draw_ahead([(f.roll, f.attacker_colour) for f in fights], die.deviceTransform(vt), hints)
        yield from StackPlate.draw_ahead([(e, w, t) for (e, w, _at), t in plates.items()], hints)
        for shown in dict.fromkeys(arrows):
            if self.arrows.ahead_full() or self.model is not m:
                break
            self.arrows.prepare(shown, vt, hints | QPainter.RenderHint.Antialiasing)
            yield NEXT_TURN

    def faces_ahead(self, view: QGraphicsView,
                    gated: Callable[[], tuple[TableModel, frozenset[int]] | None] | None = None,
                    plays: Callable[[], tuple[int, Sequence[CardFace], Sequence[CardFace],
                                              Sequence[tuple[int, str]]]] | None = None,
                    after_pass: Callable[[], TableModel | None] | None = None) -> Iterator[object]:
        """Idle-time work (one face a piece, each in a turn of its own): draw the faces the next clicks will likely
        show, where they will first be painted, so the paint of that click copies them (a new face is ~1-1.5 ms at
        1080p). Drawn at the exact scale and part of a pixel the card will be painted at there: the same pixels
        (artcache.prepare; a guess that misses costs idle time only). The first turn of the event loop after the
        move is left to its paint (its first piece draws nothing: a face drawn then came before the paint of the
        move that posted it). In order:

        * while the hand-off gate waits (``gated()``: the table's model as the gate's click will show it, the hand
          open, and the uids of the cards that glow in it; None when no gate waits), the tray, the faces of that hand
          and the first glow where that click first paints them (in their slots, or where they slide in from: the
          deck): a hand of seven new faces was most of a gate click;
        * the log's newest line as the next move draws it;
        * (``plays()``: the seat that decides now, the faces it may play and those it may discard) each card that
          seat may play where it lands on the stack, each it may discard on the discard pile (or, sliding, where
          their slide from its hand starts);
        * each card on the stack where it goes once it resolves: an action or event on the discard pile, a
          character or myth at the end of its player's cast."""
        yield NEXT_TURN
        got = gated() if gated is not None else None
        m_gated, glowing = got if got is not None else (None, frozenset[int]())
        if m_gated is not None and m_gated.tray_seat is not None and view.isVisible():
            rect = self.tray_rect_for(m_gated)
            sm = m_gated.seats[m_gated.tray_seat]
            TrayFrame.prepare(QTransform.fromTranslate(rect.x(), rect.y()) * view.viewportTransform(),
                              view.renderHints(), rect.width(), rect.height(), (sm.name, sm.colour))
            yield NEXT_TURN
            sliding = not reduce_motion()
            glow = None
            for face, top in self.tray_spots(m_gated, sliding=sliding):
                where = QTransform.fromTranslate(top.x(), top.y()) * view.viewportTransform()
                if glow is None and face.uid in glowing:
                    glow = where  # the first card that glows (the tray paints its cards in order) fixes the glow's spot
                if prepare_face(where, face, CARD_WIDTHS["tray"]):
                    yield NEXT_TURN
            if glow is not None and prepare_card_glow(glow, CARD_WIDTHS["tray"]):
                yield NEXT_TURN
        self.log.lay_out_ahead()  # the newest log line as the next move draws it
        m = self.model
        if m is None or not view.isVisible():
            return
        seat, playable, discardable, aimed = plays() if plays is not None else (-1, (), (), ())
        sliding = not reduce_motion()
        for faces, spot, w in ((playable, self.stack_spot, CARD_WIDTHS["stack"]),
                               (discardable, self.pile_spot, CARD_WIDTHS["discard"])):
            for face in faces:
                shown = self.scene.keyed(f"card:{face.uid}")  # in the open hand: it slides from there
                at = shown.scenePos() if sliding and shown is not None else spot(m, seat, sliding=sliding)
                if prepare_face(QTransform.fromTranslate(at.x(), at.y()) * view.viewportTransform(), face, w):
                    yield NEXT_TURN
        for e in m.stack:
            if e.kind != "card" or e.face is None:
                continue
            spot = self._landing(e, m)
            if spot is not None:
                at, w = spot
                if prepare_face(QTransform.fromTranslate(at.x(), at.y()) * view.viewportTransform(), e.face, w):
                    yield NEXT_TURN
        if after_pass is not None:  # the cast faces the next pass changes (the stack resolving), where they lie
            yield NEXT_TURN
            if self.model is not m:
                return
            for draw in self._changed_faces(m, after_pass(), view):
                if draw():
                    yield NEXT_TURN
        hints = view.renderHints() | QPainter.RenderHint.Antialiasing
        after = self.arrows_after_resolve(m)
        if after:
            self.arrows.prepare(after, view.viewportTransform(), hints)
        for uid, target in aimed:  # a play aimed at the table adds an arrow, and every arrow moves as the row grows
            if self.arrows.ahead_full():
                break
            yield NEXT_TURN
            if self.model is not m:
                return
            after = self.arrows_after_play(m, seat, uid, target)
            if after:
                self.arrows.prepare(after, view.viewportTransform(), hints)

    def _changed_faces(self, m: TableModel, after: TableModel | None, view: QGraphicsView) -> list[Callable[[], bool]]:
        """Drawing ahead of the faces ``after`` shows other than ``m`` on casts, staff and companies whose cards stay
        (the same cards in the same order: nothing moves), each at the device transform, size and detail its item
        paints it at; only upright cards lying still. Each call draws one (True when it drew)."""
        out: list[Callable[[], bool]] = []
        if after is None:
            return out
        vt = view.viewportTransform()
        now, nxt = self.contents(m), self.contents(after)
        for zk, shown in now.items():
            coming = nxt.get(zk)
            if coming is None or coming == shown or zone_kind(zk) not in ("cast", "staff", "company"):
                continue
            if [k for k, _ in shown] != [k for k, _ in coming]:
                if zone_kind(zk) == "cast" and reduce_motion():  # cards come or go: the row is laid out anew
                    out.extend(self._recast(zk, after, coming, vt))
                continue
            for (key, old), (_key, new) in zip(shown, coming, strict=True):
                item = self.scene.keyed(key)
                if old == new or item is None or not item.isVisible() \
                        or final_scene_rect(item).topLeft() != item.scenePos():
                    continue
                at = item.scenePos()
                t = QTransform.fromTranslate(at.x(), at.y()) * vt
                if isinstance(item, CiakCardItem) and isinstance(new, CardFace) and isinstance(old, CardFace):
                    if not (new.rotated or old.rotated or item.tilt):
                        out.append(lambda t=t, new=new, item=item: prepare_face(t, new, item.width, item.detail))
                elif isinstance(item, CompanyItem) and isinstance(new, CompanyModel):
                    out.append(lambda t=t, new=new, item=item: prepare_company(t, new, item.w, item.h, item.detail))
        return out

    def _recast(self, zk: str, after: TableModel, coming: Sequence[tuple[str, Any]], vt: QTransform
                ) -> list[Callable[[], bool]]:
        """Drawing ahead of the faces of the cast ``zk`` as :meth:`apply` lays it out for ``after`` (its cards' width
        and the zone's from the number of cards, each in its slot; the zone stays where it is), without slides."""
        zone = self.cast_zone(int(zk.split(":")[2]))
        n = len(coming)
        if not n:
            return []
        w = self.card_width(zk, after)
        spots = zone.slots_for(n, w)
        out: list[Callable[[], bool]] = []
        for (_key, face), (pos, _angle) in zip(coming, spots, strict=True):
            if isinstance(face, CardFace) and not face.rotated:
                at = zone.mapToScene(pos)
                t = QTransform.fromTranslate(at.x(), at.y()) * vt
                out.append(lambda t=t, face=face: prepare_face(t, face, w))
        return out

    def pile_spot(self, m: TableModel, seat: int, *, sliding: bool) -> QPointF:
        """Where a card ``seat`` discards now from its closed hand is first painted (its top-left on the table): on
        the discard pile, or (``sliding``) where its slide from the seat's hand starts."""
        zone = self.zones["zone:discard"]
        if sliding and 0 <= seat < self.n:
            return zone.mapToScene(zone.mapFromScene(self.hand_centre(seat)))
        w = CARD_WIDTHS["discard"]
        spots = slot_positions(zone.layout_policy, 1, zone.w, zone.h, w, w * CARD_RATIO, columns=zone.columns,
                               gap=zone.gap)
        return zone.mapToScene(spots[0][0])

    def stack_spot(self, m: TableModel, seat: int, *, sliding: bool) -> QPointF:
        """Where a card ``seat`` plays now from its closed hand onto ``m``'s stack is first painted (its top-left on
        the table): the stack's next slot as the zone lays out one entry more (the played card is its last), or
        (``sliding``) where its slide from the seat's hand starts (CiakUI._origins, placed in the zone as _make
        places it)."""
        zone = self.stack_zone
        if sliding and 0 <= seat < self.n:
            return zone.mapToScene(zone.mapFromScene(self.hand_centre(seat)))
        size = zone.items[0].footprint() if zone.items else QSizeF(L.STACK_W, L.STACK_W * CARD_RATIO)
        spots = slot_positions(zone.layout_policy, len(m.stack) + 1, zone.w, zone.h, size.width(), size.height(),
                               columns=zone.columns, gap=zone.gap)
        return zone.mapToScene(spots[-1][0])

    def _landing(self, e: StackEntry, m: TableModel) -> tuple[QPointF, float] | None:
        """Where the stack's card ``e`` will lie once it resolves (its top-left on the table) and how wide, if known."""
        if e.face is None:
            return None
        if e.face.type in DISCARDED:
            zone, n, w = self.zones["zone:discard"], 1, CARD_WIDTHS["discard"]
            width = zone.w
        elif e.face.fighter and 0 <= e.seat < len(m.seats):
            cast = self.cast_zone(e.seat)
            n = len(m.seats[e.seat].cast) + 1
            w = self.cast_card_width(n)
            return cast.mapToScene(cast.slots_for(n, w)[-1][0]), w  # the cast's zone grows with it (apply)
        else:
            return None
        spots = slot_positions(zone.layout_policy, n, width, zone.h, w, w * CARD_RATIO, columns=zone.columns,
                               gap=zone.gap)
        return zone.mapToScene(spots[-1][0]), w

    def stack_word_place(self, text: str, size: float, rise: float) -> tuple[QPointF, float, QRectF | None]:
        """Where a word about the stack (``text``: "Resolves", "Cancelled!", ``size``, rising ``rise``) starts, how
        big and kept within what (for ``float_text``): over the stack's cards, or, when the open hand lies in its way
        (the last card resolved and the hand spread over the empty stack area: the word landed on the hand's title),
        beside the hand's cards in the hand's band when the free span there is wider than the piles
        (:meth:`beside_hand`), else over the piles, the one part of the band the hand and the fight's banner leave
        free; smaller if it must, to fit its place. What to avoid: a place the hand covers, the fight's banner (its
        outcome is what the turn just did), letters cut off by the place's edge, and the smaller of the two places
        (over the piles the longer words were shrunk hard to read: Italian "Fizzles" to about size 20)."""
        spot = self.stack_zone.sceneBoundingRect().center() + QPointF(0, -40)
        wide = QFontMetricsF(theme.font(size, Weight.Bold)).horizontalAdvance(text) + 16
        path = QRectF(spot.x() - wide / 2, spot.y() - rise - size, wide, 1.6 * size + rise)  # its letters, rising
        if not self.tray_frame.isVisible() or not path.intersects(self.tray_frame.sceneBoundingRect()):
            return spot, size, None
        area, at = QRectF(L.PILES), QRectF(L.PILES).center()
        beside = self.beside_hand()
        if beside is not None and beside.width() > area.width():
            area, at = beside, beside.center() + QPointF(0, rise / 2)
        if wide > area.width():
            size *= area.width() / wide
        return at, size, area

    def beside_hand(self) -> QRectF | None:
        """The widest free span of the open hand's band beside its cards (under the hand's title, between the tray's
        edge and the nearest card, ``HAND_WORD_GAP`` from each); None while no hand is open. The cards' places are
        where :meth:`tray_spots` lays them for the last model shown (where they end, not where they slide now). What
        to avoid: the title's line (the word landed on it) and the cards' edges."""
        m = self.model
        spots = self.tray_spots(m, sliding=False) if m is not None else []
        if m is None or not spots:
            return None
        inner = self._tray_zone_rect(self.tray_rect_for(m))
        left = min(top.x() for _face, top in spots) - L.HAND_WORD_GAP
        right = max(top.x() for _face, top in spots) + CARD_WIDTHS["tray"] + L.HAND_WORD_GAP
        spans = [QRectF(inner.left(), inner.top(), left - inner.left(), inner.height()),
                 QRectF(right, inner.top(), inner.right() - right, inner.height())]
        return max(spans, key=lambda r: r.width())  # the left one when both are as wide (the piles' side)

    def set_log(self, lines: Sequence[str]) -> None:
        self.log.apply(tuple(lines))

    def set_prompt(self, prompt: PromptModel) -> None:
        self.prompt_title.show(prompt.title, self.title_colour(prompt))
        self.prompt_hint.show(prompt.hint)
        self.actions.set_buttons([ButtonSpec(b.key, b.label, b.colour, b.enabled) for b in prompt.buttons])

    @staticmethod
    def title_colour(prompt: PromptModel) -> QColor:
        """The prompt's title's colour: the highlight while a person decides, ink while a computer thinks."""
        return QColor(theme.HIGHLIGHT if prompt.seat is not None and not prompt.thinking else theme.INK_ON_FELT)

    def labels_ahead(self, view: QGraphicsView, prompts: Sequence[PromptModel],
                     models: Sequence[TableModel]) -> Iterator[object]:
        """Idle-time work: the texts the next moves show, drawn ahead where they will stand, one a piece: the prompt's
        titles and hints ``prompts`` (the prompt after each of the next moves) and, from ``models`` (the table after
        each), the phase bar's priority label, the stack's label and the piles' counts (:meth:`LabelPool.draw_ahead`,
        the kit's ``KeptLabel.draw_text_ahead``)."""
        if not view.isVisible():
            return
        vt, hints = view.viewportTransform(), view.renderHints()
        yield from self.prompt_title.draw_ahead([(p.title, self.title_colour(p), None, None) for p in prompts], vt,
                                                hints)
        yield from self.prompt_hint.draw_ahead([(p.hint, None, None, None) for p in prompts], vt, hints)
        yield from self.phase_bar.priority.draw_ahead(
            [(*self.phase_bar.priority_look(m.phase), None, None) for m in models if m.phase is not None], vt, hints)
        yield from self.stack_label.draw_ahead([(text, None, at, width) for m in models
                                                for text, at, width in (self.stack_label_look(m),)], vt, hints)
        for label, texts in ((self.deck_label, {self.deck_text(m) for m in models}),
                             (self.discard_label, {self.discard_text(m) for m in models})):
            label.keep_only({label.look_of(text) for text in texts})
            device = cache_transform(label.deviceTransform(vt), label.boundingRect())
            for text in texts - {label.text}:
                label.draw_text_ahead(text, device, hints)
                yield None

    def prompt_buttons(self) -> list[ButtonModel]:
        return [ButtonModel(b.key, b.text) for b in self.actions.buttons]

    # ------------------------------------------------------------------ input state
    def pickable_items(self) -> list[KitItem]:
        """Every item a click may choose (cards, tabs, plates, companies, studios). Kept from one refresh to the next
        while no zone changed its cards (most priority passes): every refresh asks, and sorting ~200 keyed items
        again was ~0.2 ms a move."""
        if self._pickable is None:
            keyed = self.scene.keyed
            self._pickable = [item for key in self.scene.keys() if isinstance(item := keyed(key), PICKABLE)]  # noqa: SIM118
        return list(self._pickable)

    def arrow_order(self) -> list[str]:
        """The keys of the visible pickable items in the order the arrow keys walk them: by rows of 40 units (top to
        bottom), left to right in a row, except that a staggered cast (:func:`~gamesuite.ui.ciak.pieces.cast_slots`,
        every second card lower) is one row, at its upper cards' height, in the cast's order. What to avoid: sorting
        a staggered cast's lower cards by their own height (the keys visited the upper cards first, then the staff
        slots, then the lower cards: choosing which character to sacrifice jumped around the cast), and moving any
        other item (each keeps its own row)."""
        rows: dict[int, float] = {}  # a staggered cast's row: the top of its highest card (id of the zone)

        def row_top(item: KitItem, rect: QRectF) -> float:
            zone = item.parentItem()
            if not isinstance(zone, CastZone) or not zone.staggered():
                return rect.top()
            top = rows.get(id(zone))
            if top is None:
                top = rows[id(zone)] = min(outer_scene_rect(card).top() for card in zone.items)
            return top

        placed = [(item, outer_scene_rect(item)) for item in self.pickable_items() if item.isVisible()]
        placed.sort(key=lambda p: (row_top(p[0], p[1]) // 40, p[1].left()))
        return [str(item.key) for item, _rect in placed]

    def set_interaction(self, clickable: set[str], highlighted: set[str], dimmed: set[str]) -> None:
        self.scene.set_states(self.pickable_items(), clickable=clickable, highlighted=highlighted, dimmed=dimmed)

    def autopass_key(self, seat: int) -> str:
        return f"button:autopass_off:{seat}"

    # ------------------------------------------------------------------ preview
    def preview_for(self, key: object) -> bool:
        """Show the large card for the item ``key`` (a card face, a plate's source, a company, a studio)."""
        if isinstance(key, str) and key.startswith("studio:"):
            return self._preview_studio(key[7:], key)
        item = self.scene.keyed(key) if key is not None else None
        if item is None or self.model is None:
            self.preview.clear()
            return False
        near = outer_scene_rect(item)
        painter = None
        if isinstance(item, CiakCardItem | ItemTab) and isinstance(item.model, CardFace):
            painter = preview_painter(item.model)
        elif isinstance(item, StackPlate) and isinstance(item.model, StackEntry) and item.model.face is not None:
            painter = preview_painter(item.model.face)
        elif isinstance(item, CompanyItem | CompanyChip) and isinstance(item.model, CompanyModel):
            mm = item.model
            painter = preview_painter(mm.face, colour=mm.colour, mark=mm.mark, conquered=mm.conquered)
        if painter is None:
            self.preview.clear()
            return False
        self.preview.show_card(painter, near, key=key, avoid=self.preview_avoids())
        return True

    def preview_avoids(self) -> list[QRectF]:
        """What a preview leaves readable where it can: every seat's header (name, TURN, millions) and the prompt
        line (a preview level with a pointed card covered them during a fit or a lynch choice)."""
        headers = [QRectF(f.scenePos(), QSizeF(f.w, L.HEADER_H)) for f in self.frames]
        return [*headers, QRectF(L.PROMPT_BAR)]

    def _preview_studio(self, cid: str, key: str) -> bool:
        """A studio of the map: its company as it stands (in play) or as printed."""
        m = self.model
        if m is None:
            return False
        painter = None
        for sm in m.seats:
            mark = seat_mark(sm.seat)
            for face, conquered in ([(sm.company, False)] if sm.company is not None else []) + [
                    (c, True) for c in sm.controlled]:
                if face.id == cid:
                    painter = preview_painter(face, colour=sm.colour, mark=mark, conquered=conquered)
        if painter is None and self.company_faces is not None:
            face = self.company_faces.get(cid)
            if face is not None:
                painter = preview_painter(face)
        rect = self.map.studio_rect(cid)
        if painter is None or rect is None:
            self.preview.clear()
            return False
        self.preview.show_card(painter, self.map.mapRectToScene(rect), key=key, avoid=self.preview_avoids())
        return True

    def key_centre(self, key: str) -> QPointF | None:
        item = self.scene.keyed(key)
        if item is None:
            return None
        return final_scene_rect(item).center()

    def hand_centre(self, seat: int) -> QPointF:
        zone = self.zones[f"zone:hand:{seat}"]
        return zone.mapToScene(QPointF(zone.w / 2 - L.BACK_W / 2, zone.h / 2 - L.BACK_W * 0.7))

    def deck_centre(self) -> QPointF:
        if self._deck_centre is None:  # the deck never moves
            zone = self.zones["zone:deck"]
            self._deck_centre = zone.mapToScene(QPointF(zone.w / 2 - L.PILE_W / 2, 10))
        return QPointF(self._deck_centre)

    def slide_ms(self) -> int:
        return DEFAULT_MS


__all__ = ["AUTOPASS", "CiakTable"]
