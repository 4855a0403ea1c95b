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
TRAY = QRectF(1190, MIDDLE_TOP - 4, W - MARGIN - 1190, MIDDLE_H + 8)

# Cards (63:88).
CAST_W = 104
TRAY_W = 118
STACK_W = 112
PILE_W = 100
STAFF_W = 56
BACK_W = 44
ITEM_TAB_H = 34
COMBAT_H = 78  # the fight banner across the top of the stack area

# Inside a seat (relative to its corner).
HEADER_H = 52
COMPANY = QRectF(10, 58, 190, 196)
CONTROLLED = QRectF(10, 260, 190, 68)
CAST = QRectF(210, 58, SEAT_W - 220, 148)
ITEMS = QRectF(210, 58 + 148 + 2, SEAT_W - 220, ITEM_TAB_H)
STAFF_SLOT_W = 84
STAFF = tuple(QRectF(210 + i * (STAFF_SLOT_W + 6), 248, STAFF_SLOT_W, 84) for i in range(3))
TOTALS = QRectF(480, 248, 250, 84)
HAND = QRectF(736, 252, 202, 80)


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
