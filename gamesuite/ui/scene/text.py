"""Text on the table: one way to fit a string into a box (shrink, then wrap or elide), with a memo.

Every table used to carry its own ``fit_font`` (one took a fraction, another pixels) and measured the
same strings again on every repaint. Here ``fit_font`` takes the size and an explicit ``minimum`` in
pixels (default 60 % of the size), and remembers what it found for a (text, box, size, weight) so a
repaint measures nothing. All text is plain: ``drawText`` never interprets markup or ``&``.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from gamesuite.ui import theme

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
LEFT_TOP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter
Weight = QFont.Weight

#: Debug hook (tests, the i18n scan): while it is a list, :func:`draw_text` appends ``(text, shown)`` for every
#: text it could not fit: one line elided with "…", or wrapped lines cut at the bottom of their box.
#: ``tests/support/i18n_scan.py`` sets it around a ``grab()``; None (the default) records nothing.
cut_texts: list[tuple[str, str]] | None = None


_fonts: dict[tuple[str, int, Weight], QFont] = {}  # shared_font's


def shared_font(size: float, weight: Weight = Weight.Normal) -> QFont:
    """``theme.font(size, weight)``, made once per family, pixel size and weight, for ``painter.setFont`` and
    ``QFontMetricsF`` (which copy it). Never change the font it returns (use ``theme.font`` for one to change).

    Why: a new QFont for every text drawn cost ~20 µs to make and made the painter resolve it again (``draw_text``
    ~40 % slower); a table's repaint draws ~20 texts a move (Telefilm)."""
    key = (theme.FAMILY, max(1, int(size)), weight)
    f = _fonts.get(key)
    if f is None:
        f = _fonts[key] = theme.font(size, weight)
    return f


@lru_cache(maxsize=4096)
def _fitted_size(text: str, width: float, height: float, size: float, weight: Weight, wrap: bool,
                 minimum: float) -> tuple[float, bool]:
    """(font size, fits) for ``text`` in a ``width`` x ``height`` box (height 0: one line, any height)."""
    s = size
    while True:
        fm = QFontMetricsF(shared_font(s, weight))
        if wrap:
            br = fm.boundingRect(QRectF(0, 0, width, 1_000_000), int(Qt.TextFlag.TextWordWrap), text)
            fits = br.width() <= width + 0.5 and (height <= 0 or br.height() <= height + 1)
        else:
            fits = fm.horizontalAdvance(text) <= width and (height <= 0 or fm.height() <= height + 1)
        if fits or s <= minimum:
            return s, fits
        s = max(minimum, s - max(1.0, s * 0.04))


def fit_font(text: str, width: float, size: float, weight: Weight = Weight.DemiBold, *, minimum: float | None = None,
             height: float = 0, wrap: bool = False) -> QFont:
    """The app font at ``size`` px, shrunk (down to ``minimum`` px, default 60 % of ``size``) until
    ``text`` fits ``width`` (and ``height`` if given; ``wrap`` allows several lines)."""
    floor = size * 0.6 if minimum is None else minimum
    s, _ = _fitted_size(text, _down(width), _down(height), size, weight, wrap, floor)
    return theme.font(s, weight)


def fits(text: str, width: float, size: float, weight: Weight = Weight.DemiBold, *, minimum: float | None = None,
         height: float = 0, wrap: bool = False) -> bool:
    """Whether ``text`` fits the box at some size between ``size`` and ``minimum`` (layout tests use this)."""
    floor = size * 0.6 if minimum is None else minimum
    return _fitted_size(text, _down(width), _down(height), size, weight, wrap, floor)[1]


def _down(v: float) -> float:
    """The memo's key for a box side: rounded DOWN to 0.1 px, so what fits the key fits the real box
    (rounding to nearest let "2400" fit a 55.96 px box as 56.0 and be elided when drawn)."""
    return math.floor(v * 10) / 10


def draw_text(painter: QPainter, rect: QRectF, text: str, size: float, *, weight: Weight = Weight.Normal,
              colour: QColor | str = theme.INK, align: Qt.AlignmentFlag = LEFT, wrap: bool = False,
              minimum: float | None = None) -> float:
    """Draw plain ``text`` in ``rect``, shrinking the font until it fits; returns the height used.

    One line that still does not fit at ``minimum`` is elided with "…"; wrapped text is clipped to ``rect``.
    """
    if not text:
        return 0.0
    floor = size * 0.6 if minimum is None else minimum
    s, fitted = _fitted_size(text, _down(rect.width()), _down(rect.height()) if wrap else 0.0, size, weight, wrap,
                             floor)
    painter.setFont(shared_font(s, weight))
    painter.setPen(QColor(colour))
    flags = int(align) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    if wrap:
        used = _text_height(text, rect.width(), s, weight)  # remembered: the text is not laid out twice per draw
        painter.drawText(rect, flags, text)
        if cut_texts is not None and used > rect.height() + 1:
            cut_texts.append((text, text))
        return min(used, rect.height())
    # what fits the memo's key (the width rounded down) fits the box: measured again only when it did not
    shown = text if fitted else _elided(text, rect.width(), s, weight)
    if cut_texts is not None and shown != text:
        cut_texts.append((text, shown))
    painter.drawText(rect, flags, shown)
    return min(_line_height(s, weight), rect.height())


def text_width(text: str, size: float, weight: Weight = Weight.Normal) -> float:
    """The width of ``text`` on one line at ``size`` px (remembered: buttons and badges are laid out from it on
    every refresh that changes them)."""
    return _text_width(text, size, weight)


@lru_cache(maxsize=1024)
def _text_width(text: str, size: float, weight: Weight) -> float:
    return QFontMetricsF(shared_font(size, weight)).horizontalAdvance(text)


@lru_cache(maxsize=1024)
def _elided(text: str, width: float, size: float, weight: Weight) -> str:
    fm = QFontMetricsF(shared_font(size, weight))
    return text if fm.horizontalAdvance(text) <= width else fm.elidedText(text, Qt.TextElideMode.ElideRight, width)


@lru_cache(maxsize=256)
def _line_height(size: float, weight: Weight) -> float:
    return QFontMetricsF(shared_font(size, weight)).height()


def text_height(text: str, width: float, size: float, weight: Weight = Weight.Normal) -> float:
    """The height ``text`` takes wrapped in ``width`` at ``size`` px (remembered: a board that shrinks its
    lines until they fit measured the same strings again on every repaint)."""
    return _text_height(text, width, size, weight)


@lru_cache(maxsize=4096)
def _text_height(text: str, width: float, size: float, weight: Weight) -> float:
    fm = QFontMetricsF(shared_font(size, weight))
    return fm.boundingRect(QRectF(0, 0, width, 1_000_000), int(Qt.TextFlag.TextWordWrap), text).height()


def forget_measures() -> None:
    """Forget the fitted sizes, elisions and heights measured (a table went: its game ended). They are keyed by the
    texts shown, most of them the game's own (questions, answers, names): kept, each game added ~650 (~0.5 MB) up to
    the memos' limits; the next table measures its texts again, as the first one did (issue #13)."""
    _fitted_size.cache_clear()
    _elided.cache_clear()
    _text_height.cache_clear()
    _text_width.cache_clear()
