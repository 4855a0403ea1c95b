"""Geometry of the Quiz Club table (1920 x 1080 scene units), in one place.

The score track runs around the edge like the printed board, with a Start space two cells tall in the
top-left corner (every disc waits there at the start: eight fit beside the label). Inside the track: the
round indicator, the round's rule and the draw pile on top, the focus board in the middle, one place per
player at the bottom.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

TRACK_RECT = QRectF(20, 20, 1880, 1040)
TRACK_CELL = 84
START_CELLS_TALL = 2  # the Start space is this many cells tall
START_LABEL_H = 28  # the strip of the Start space that holds its label (no disc covers it)
DISC_RADIUS = 21
DISC_GAP = 3  # between discs sharing a space

INNER = QRectF(120, 116, 1680, 848)  # inside the track
TOP_H = 72  # the round indicator's height
ROUNDS_POS = QPointF(TRACK_RECT.left() + 2 * TRACK_CELL + 28, INNER.top())  # right of the Start space
PILES_W = 220.0  # the draw pile at the top right

BOARD_RECT = QRectF(120, 200, 1680, 440)  # the focus board
BOARD_PAD = 32
OBJECTION_BAR = 92  # the bottom of the board kept free for the "Nobody objects" button
CONTINUE_W, CONTINUE_H = 640.0, 76.0  # the "continue" button at the board's top right
NO_OBJECTION_W, NO_OBJECTION_H = 520.0, 72.0

SEATS_RECT = QRectF(120, 652, 1680, 312)  # one place per player
SEAT_SIDE_W = 64  # the column beside a character card: disc, score, starting card
PILL_H = 36
NAME_H = 40
OBJECT_H = 60  # the "I object!" button over a character card
