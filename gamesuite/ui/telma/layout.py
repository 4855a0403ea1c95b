"""Where everything sits on Telma's 1920x1080 table (scene units). Geometry only, no game logic.

Stations (one per player) fill a top row left to right and a bottom row right to left, so the seats go
round the table clockwise. The band between the rows holds the round (left), the one line everybody reads
now and the contest (middle), and the nickname button and key hint (right). The setup panel covers the
table before every round.
"""

from __future__ import annotations

import math

from gamesuite.ui.scene.view import SCENE_H, SCENE_W

# a station: the header (disc, name, score), the face-down pile, the top card, the buzzer
STATION_W, STATION_H = 464, 352
STATION_MARGIN = 12  # from the table's top and bottom edges
PILE_W = 112  # the face-down pile's cards
TOP_W = 190  # the face-up pile's top card
CARD_RATIO = 88 / 63
BUZZER_R = 52
HEADER_H = 58

# the band between the two rows of stations
CENTRE_Y = STATION_MARGIN + STATION_H + 8
CENTRE_H = SCENE_H - 2 * CENTRE_Y
MID_X, MID_W = 400, 1120  # headline, subline, note and the contest in the middle
CALM_DROP = 56  # outside a contest the three lines sit lower, in the middle of the band
HEADLINE_DY, HEADLINE_H = 8, 76
SUBLINE_DY, SUBLINE_H = 88, 46
NOTE_DY, NOTE_H = 150, 44
CHIPS_DY, CHIP_H, CHIP_GAP, CHIP_MAX_W = 148, 60, 12, 360.0
WRONG_W = 64  # the "✗" beside a standing call
CHIP_SLOTS = 8  # calls shown at most (a contest rarely has more than four)
REVIEW_DY = 228  # the result so far, "It was a tie" and "OK"
PREVIEW_W, PREVIEW_H = 520, 64
COUNTDOWN_DY = 304
TIE_W, OK_W, BUTTON_H = 300, 260, 72
TIE_OPEN_DX, OK_DX = 540, 860  # the tie button beside the result once the review is open

# the left and right ends of the band
ROUND_X, ROUND_W = 24, 360
CENTRE_CARD_W = 96
PEEK_W = 360
PEEK_X = SCENE_W - 24 - PEEK_W

# the "whose nickname?" picker: under the headline (which stays to say what the contest is), as wide as its
# buttons and centred in the band's middle, so it covers neither the round's info and the centre pile (left)
# nor "Show nicknames" (right). Seven names do not fit one line of readable buttons: they take two lines.
PICK_Y = 96
PICK_MAX_W = MID_W
PICK_PAD = 16  # the panel's edge to its rows
PICK_GAP = 16  # label | buttons | "✗"
PICK_LINE_GAP, PICK_ROW_GAP = 10, 16  # between two lines of one row's buttons; between two rows
PICK_LABEL_W, PICK_CANCEL_W = 300, 80  # the label at most (a longer one is drawn smaller)
PICK_BUTTON_W, PICK_BUTTON_MIN_W = 240, 160  # a name button; narrower than the minimum, a second line
PICK_LINES = 2  # at most (7 names: 4 + 3)
PICK_MIN_BUTTON_H = 40  # several presses waiting: lower buttons fit the band, never lower than this
# the tie picker: the same place and the same name buttons, under its question, with its two actions at the right
# (where a row's "✗" is): side by side beside one line of names (three players), else a column beside two lines
TIE_TITLE_H, TIE_TITLE_GAP, TIE_TITLE_SIZE = 52, 8, 36
TIE_ACTIONS_W = 260  # "Split the cards" / "Dividi le carte" at a readable size

# the setup panel
SETUP_W = 1720
SETUP_ROW_H = 82
FIELD_W, FIELD_WIDE_W = 520, 900

# motion
FLY_MS = 320
FLASH_MS = 1100


def station_positions(n: int) -> list[tuple[float, float, bool]]:
    """(x, y, flipped) of every seat: the top row left to right, then the bottom row right to left.
    Bottom stations are flipped: their header is at the bottom edge, nearest to whoever sits there."""
    top = math.ceil(n / 2)
    out: list[tuple[float, float, bool]] = []
    for row, count in ((0, top), (1, n - top)):
        slot = SCENE_W / max(1, count)
        for k in range(count):
            i = k if row == 0 else count - 1 - k
            x = slot * i + (slot - STATION_W) / 2
            y = STATION_MARGIN if row == 0 else SCENE_H - STATION_MARGIN - STATION_H
            out.append((x, y, row == 1))
    return out


def setup_y(height: float) -> float:
    """The setup panel's top: centred on the table, never above its edge."""
    return max(10.0, (SCENE_H - height) / 2)


SETUP_X = (SCENE_W - SETUP_W) / 2
