"""Where everything sits on the 1920 x 1080 Ciak! table (scene units), for 2, 3 and 4 seats. No logic.

The seats take the corners, clockwise in turn order from the bottom left (so in Alliance the two partners
sit across the diagonal, as the rulebook's crossed seating says); the band across the middle holds the
phase bar, the draw and discard piles, the stack (and the fight), the Lollywood map and the log, and the
prompt bar at its foot. A corner no seat uses takes the map (and the log) at a larger size.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

W, H = 1920, 1080
MARGIN = 8
SEAT_W, SEAT_H = 948, 336
BAND_TOP = SEAT_H + 2 * MARGIN  # 352
BAND_BOTTOM = H - SEAT_H - 2 * MARGIN  # 728

CORNERS = {
    "BL": QRectF(MARGIN, H - MARGIN - SEAT_H, SEAT_W, SEAT_H),
    "TL": QRectF(MARGIN, MARGIN, SEAT_W, SEAT_H),
    "TR": QRectF(W - MARGIN - SEAT_W, MARGIN, SEAT_W, SEAT_H),
    "BR": QRectF(W - MARGIN - SEAT_W, H - MARGIN - SEAT_H, SEAT_W, SEAT_H),
}
SEAT_CORNERS = {2: ("BL", "TL"), 3: ("BL", "TL", "TR"), 4: ("BL", "TL", "TR", "BR")}

# The middle band.
PHASE_BAR = QRectF(MARGIN, BAND_TOP, W - 2 * MARGIN, 54)
MIDDLE_TOP = BAND_TOP + 60
MIDDLE_H = 222
PILES = QRectF(MARGIN, MIDDLE_TOP, 250, MIDDLE_H)
STACK_AREA = QRectF(266, MIDDLE_TOP, 924, MIDDLE_H)
SIDE = QRectF(1198, MIDDLE_TOP, W - MARGIN - 1198, MIDDLE_H)
PROMPT_BAR = QRectF(MARGIN, MIDDLE_TOP + MIDDLE_H + 6, W - 2 * MARGIN, BAND_BOTTOM - (MIDDLE_TOP + MIDDLE_H + 6))
TRAY = QRectF(1190, MIDDLE_TOP - 4, W - MARGIN - 1190, MIDDLE_H + 8)  # beside the stack
TRAY_WIDE = QRectF(262, MIDDLE_TOP - 4, W - MARGIN - 262, MIDDLE_H + 8)  # over the stack area when it is empty
HAND_WORD_GAP = 12  # a stack's word rising beside the open hand keeps this far from its cards
TRAY_WIDE_FROM = 6  # a hand of this many cards or more takes the wide tray when the stack is empty
FIGHT_W = 446  # the fight's banner (440) and a gap at the stack area's left: the stack's cards lie beside it
BESIDE_FIGHT = STACK_AREA.left() + FIGHT_W - 4  # 708
TRAY_BESIDE_FIGHT = QRectF(BESIDE_FIGHT, MIDDLE_TOP - 4, W - MARGIN - BESIDE_FIGHT, MIDDLE_H + 8)  # stack empty, fight

# Cards (63:88).
CAST_W = 122
CAST_MIN_W = 96  # a crowded cast narrows its cards to this before they overlap
# A cast of this many characters or more is staggered (every second card lower, on top of its neighbours) with its
# cards this wide: a flat row of seven overlapped each name with the next card, just when the player had to choose
# which to sacrifice. At this width the lower cards start under the upper cards' names (a name's box ends at 41 %
# of a card's height) and still end inside the cast's area (CAST's height).
CAST_STAGGER_FROM = 7
CAST_STAGGER_W = 86
TRAY_W = 130
STACK_W = 128
PILE_W = 100
STAFF_W = 54
BACK_W = 44
ITEM_TAB_H = 30
CHIP_H = 54  # a captured company's chip: its name on up to two lines at CHIP_NAME_SIZE
CHIP_NAME_SIZE = 20  # at least this (scene units); one line at 22 when the name fits
CHIP_GAP = 4

# Inside a seat (relative to its corner): the company on the left, the cast in the middle with the items
# under their characters and the totals below, the staff slots and the hand on the right.
HEADER_H = 48
COMPANY = QRectF(10, 54, 190, 206)
# with at most one captured company (the company card keeps its size); the chips are a little wider than the card
# (up to the cast's edge, less a gap) so that "Paramountain", the longest word of a name, fits at CHIP_NAME_SIZE
CONTROLLED = QRectF(10, 264, 196, 68)
COLUMN_BOTTOM = CONTROLLED.bottom()  # 332
CAST = QRectF(210, 54, 548, 172)
ITEMS = QRectF(210, 228, 548, ITEM_TAB_H)
TOTALS = QRectF(214, 262, 540, 66)
STAFF_SLOT_W = 56
STAFF = tuple(QRectF(766 + i * (STAFF_SLOT_W + 3), 54, STAFF_SLOT_W, 100) for i in range(3))
# Where a staff card lies in its slot: on the slot's outline, at its top, so the slot's star label under it
# stays readable (a card centred in the whole slot hung over the label). The backdrop draws the outline here and
# the slot's zone is this rectangle's height, so its pile lays the card exactly on the outline.
STAFF_CARD = tuple(QRectF(s.left() + (STAFF_SLOT_W - STAFF_W) / 2, s.top(), STAFF_W, STAFF_W * 88 / 63) for s in STAFF)
STAFF_LABEL = tuple(QRectF(s.left(), c.bottom() + 2, s.width(), s.bottom() - c.bottom() - 2)
                    for s, c in zip(STAFF, STAFF_CARD, strict=True))  # the slot's star label, under the card
HAND = QRectF(766, 164, 174, 100)
HAND_COUNT = QRectF(766, 266, 174, 62)


def company_column(n_controlled: int) -> tuple[QRectF, QRectF]:
    """Where a seat's company card and its captured companies' chips lie (relative to its corner) when it holds
    ``n_controlled`` companies: up to one, the chip fits under the full-size card; with more (up to three with four
    players: every rival's) the card gets shorter so that each chip keeps its readable name (the chips of 32 units
    overlapped from the third on, their names at 15 units). Three captured companies means every rival is out (the
    game is over), so the card's shorter face costs no one a rule they still need; its hover preview stays full."""
    if n_controlled <= 1:
        return QRectF(COMPANY), QRectF(CONTROLLED)
    need = n_controlled * CHIP_H + (n_controlled - 1) * CHIP_GAP
    top = COLUMN_BOTTOM - need
    return (QRectF(COMPANY.left(), COMPANY.top(), COMPANY.width(), top - CHIP_GAP - COMPANY.top()),
            QRectF(CONTROLLED.left(), top, CONTROLLED.width(), need))


def seat_rect(n_seats: int, seat: int) -> QRectF:
    return QRectF(CORNERS[SEAT_CORNERS[n_seats][seat]])


def spare_corners(n_seats: int) -> list[QRectF]:
    used = set(SEAT_CORNERS[n_seats])
    return [QRectF(CORNERS[c]) for c in ("TR", "BR") if c not in used]


def map_rect(n_seats: int) -> QRectF:
    """The Lollywood map: a free corner if there is one, else the left part of the side area."""
    spare = spare_corners(n_seats)
    if spare:
        return spare[0]
    return QRectF(SIDE.left(), SIDE.top(), 420, SIDE.height())


def log_rect(n_seats: int) -> QRectF:
    spare = spare_corners(n_seats)
    if len(spare) > 1:
        return spare[1]
    if spare:
        return QRectF(SIDE)
    return QRectF(SIDE.left() + 428, SIDE.top(), SIDE.width() - 428, SIDE.height())
