"""Where everything sits on Telefilm's 1920x1080 table (scene units). Geometry only, no game logic.

Left: the TF track around the board (the 4x3 genre/period grid, the Mix space, the decks, the Director's
bet tray). Right: the turn line, the focal line with its buttons, the players' rows and the question card.
Cards only: the offered cards, the deck and the cards won on the left.
"""

from __future__ import annotations

from gamesuite.rules.core import Frozen, record

# the TF track and the board inside it
TRACK_X, TRACK_Y, TRACK_W, TRACK_H, TRACK_CELL = 24, 24, 1040, 1032, 62
GRID_X, GRID_Y, COL_PITCH, ROW_PITCH, CELL_W, CELL_H = 232, 188, 191, 188, 183, 180
GENRE_HEADER_Y, GENRE_HEADER_H = 98, 80
PERIOD_HEADER_X, PERIOD_HEADER_W = 98, 124
MIX_X, MIX_Y, MIX_W, MIX_H = 98, 758, 430, 222
DECK_X, DECK_Y, DECK_W, DECK_PITCH = 548, 772, 88, 106
TRAY_LABEL_X, TRAY_LABEL_Y, TRAY_LABEL_W, TRAY_LABEL_H = 758, 762, 240, 36
TRAY_X, TRAY_Y, TRAY_PITCH = 800, 838, 76  # the Director's bet tokens not placed yet, two per row
CHIP_R = 30
TOKEN_R = 26
TRAY_SCALE = 0.78  # character tokens waiting in a player's row
DONE_SCALE = 0.72  # chips and tokens on a space already played
FIGURE_H = 50

# the right-hand side
PANEL_X, PANEL_W = 1088, 808
TURN_Y, TURN_H = 22, 44
FOCAL_Y, FOCAL_H, FOCAL_DISC_R, FOCAL_TEXT_DX = 69, 68, 22, 58
BAR_Y, BAR_H, BAR_GAP = 146, 74, 14
HINT_Y, HINT_H = 148, 70
TIMER_SIZE, TIMER_ROOM = 94, 110  # the CALL/WEB countdown at the right end of the button row
ROWS_Y, ROWS_ROOM, ROW_GAP, ROW_MAX_H = 238, 386, 6, 84.0
# a player's row, one line (scene units from the row's left / right edge): the name gets NAME_W at >= 28
# units, so a 24-character name fits at 1920x1080 with 7 players; the slot after it holds the role, the
# tokens still to place or the "play a card" button
ROW_SCORE_W, ROW_HAND_W, ROW_SLOT_W, ROW_NAME_W = 96, 76, 150, 410
NAME_SIZE, NAME_MIN = 34, 28
CARD_BOTTOM = 1056
CARD_HEADER_H = 64
CARD_TEXT_TOP = 72
CARD_TEXT_MIN_H = 60.0  # the question text box never shorter (two lines); crowded options give way (body_places)
CARD_MARGIN = 20
SEAT_DISC_R, SEAT_DISC_PITCH = 18, 46
MARK_SIZE = 58

# cards only
OFFER_X, OFFER_Y, OFFER_PITCH, OFFER_W = 70, 130, 330, 270
OFFER_TITLE_X, OFFER_TITLE_Y = 60, 40
CO_DECK_X, CO_DECK_Y, CO_DECK_W = 70, 560, 120
CO_RULES_X, CO_RULES_Y, CO_RULES_W, CO_RULES_H = 420, 150, 600, 330
WON_X, WON_Y, WON_W, WON_H = 240, 540, 800, 500


@record
class RowGeometry(Frozen):
    """The players' rows: one column, one line per player (7 players: 50 units each)."""

    columns: int
    width: float
    height: float
    bottom: float

    def position(self, seat: int) -> tuple[float, float]:
        r, c = divmod(seat, self.columns)
        return PANEL_X + c * (self.width + ROW_GAP), ROWS_Y + r * (self.height + ROW_GAP)


def row_geometry(players: int) -> RowGeometry:
    rows = max(1, players)
    height = min(ROW_MAX_H, (ROWS_ROOM - ROW_GAP * (rows - 1)) / rows)
    return RowGeometry(1, PANEL_W, height, ROWS_Y + rows * (height + ROW_GAP))


def space_position(space: str, genres: tuple[str, ...], periods: tuple[str, ...]) -> tuple[float, float, float, float]:
    """(x, y, width, height) of a board space."""
    if space == "mix":
        return MIX_X, MIX_Y, MIX_W, MIX_H
    genre, period = space.split("/")
    return (GRID_X + genres.index(genre) * COL_PITCH, GRID_Y + periods.index(period) * ROW_PITCH, CELL_W, CELL_H)
