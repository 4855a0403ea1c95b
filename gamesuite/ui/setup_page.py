"""The setup page: who plays (and in which seat), the variant, house rules and packs, then Start.

It sits in the main window's stack between the launcher and the game (launcher → setup → game;
Back or Esc returns to the launcher) and hands a :class:`StartRequest` to ``MainWindow.start_game``,
the one door that starts a game.

Why a page and not a dialog: eight player rows and twenty-five rule options do not fit a 1280x720
laptop in a dialog. Here the middle scrolls while the footer (the reason a start is refused, and
Start) always stays on screen; players come first, so all eight rows fit without scrolling.

What to avoid:

* Words put together in code: every text goes through ``translate`` (context "shell"; the spec's titles,
  descriptions and choice labels are marked in the spec and translated here with ``translate_marked``).
  A change of language builds the page again from :meth:`SetupPage.snapshot` (nothing typed is lost).
* Rich text and mnemonics: every label is ``Qt.PlainText``; button, check box and menu texts go
  through :func:`plain` (a player called "Tom & Jerry" is not a shortcut).
* Enter starting the game: Enter moves to the next field (the next player's name from a name),
  Ctrl+Enter starts.
* Silent changes: a name is refused with a message (never cut, never shown as boxes) when it is
  empty, longer than :data:`NAME_MAX`, a duplicate, or has characters the bundled font cannot draw;
  a variant that takes fewer or more players says which rows it removed or added.
* Game ``if``s: per-game controls come from ``gamesuite/ui/<game>/setup.py``, whose optional
  ``setup_extras(spec, variant) -> list[SetupExtra]`` returns titled widgets (see :class:`SetupExtra`).
  An extra may take over rule options (``option_ids``: they leave the house rules and the extra sets them)
  and add packs to the game (``choose_packs``: Quiz Club's expansions); the page remembers both.
* Making what is folded: the house rules' rows (~25 for Quiz Club) are made when first unfolded; until then the
  page reads their values through :meth:`SetupPage.rule_value` (never ``option_rows``, which makes them).
* Shapes that disagree with the table: the tables draw a seat's mark from its seat number
  (``theme.PLAYER_SHAPES[seat]``), so a row's token shows the colour chosen here with its seat's
  shape, and moving a row changes its shape with its seat (:func:`seat_shape`).
"""

from __future__ import annotations

import contextlib
import importlib
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QIcon,
    QImage,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRawFont,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QScrollBar,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gamesuite.i18n import QT_TRANSLATE_NOOP, current_language, translate, translate_marked, words
from gamesuite.paths import resources_dir
from gamesuite.rules.core import GameSpec, PlayerConfig, RuleOption, Variant
from gamesuite.rules.sim import PLAYER_NAMES
from gamesuite.ui import theme
from gamesuite.ui.launcher import player_range
from gamesuite.ui.settings import Settings

NAME_MAX = 24  # what fits a name on every table (the tables' name labels are sized for it)
COLOUR_NAMES = (QT_TRANSLATE_NOOP("shell", "Red"), QT_TRANSLATE_NOOP("shell", "Blue"),
                QT_TRANSLATE_NOOP("shell", "Yellow"), QT_TRANSLATE_NOOP("shell", "Green"),
                QT_TRANSLATE_NOOP("shell", "Purple"), QT_TRANSLATE_NOOP("shell", "Orange"),
                QT_TRANSLATE_NOOP("shell", "Teal"), QT_TRANSLATE_NOOP("shell", "Pink"))
SHAPE_NAMES = {"circle": QT_TRANSLATE_NOOP("shell", "circle"), "square": QT_TRANSLATE_NOOP("shell", "square"),
               "triangle": QT_TRANSLATE_NOOP("shell", "triangle"), "diamond": QT_TRANSLATE_NOOP("shell", "diamond"),
               "star": QT_TRANSLATE_NOOP("shell", "star"), "hexagon": QT_TRANSLATE_NOOP("shell", "hexagon"),
               "cross": QT_TRANSLATE_NOOP("shell", "cross"), "heart": QT_TRANSLATE_NOOP("shell", "heart")}
COMBO_LABEL_MAX = 36  # a choice option whose labels are all this short is a combo box; longer ones are radios

INK = "#1d1c1a"
MUTED = "#4f4b43"  # on the board colour: 7.6:1
ERROR = "#a3231b"  # on the board colour: 6.4:1
ON_FELT = "#f7f3e8"
MUTED_ON_FELT = "#b9cbbf"

STYLE = """
#setupPage { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #173b32, stop:1 #0f2a23); }
#setupScroll, #setupContent { background: transparent; border: none; }
#setupScroll QScrollBar:vertical { background: #0c231d; width: 16px; margin: 0; border: none; }
#setupScroll QScrollBar::handle:vertical { background: #6f9185; border-radius: 6px; min-height: 48px; margin: 2px 3px; }
#setupScroll QScrollBar::handle:vertical:hover { background: #8fb0a4; }
#setupScroll QScrollBar::add-line:vertical, #setupScroll QScrollBar::sub-line:vertical { height: 0; border: none; }
#setupScroll QScrollBar::add-page:vertical, #setupScroll QScrollBar::sub-page:vertical { background: none; }
#setupPage QLabel#onFelt { color: #f7f3e8; }
#setupPage QLabel#mutedOnFelt { color: #b9cbbf; }
#setupPanel { background: #f4eedf; border-radius: 18px; border: 1px solid #0b1f19; }
#setupPanel QLabel { color: #1d1c1a; }
#setupPanel QLabel#muted { color: #4f4b43; }
#setupPanel QLabel#error { color: #a3231b; }
#setupPanel QLabel#notice { color: #1d1c1a; background: #fff3c4; border-radius: 8px; padding: 4px 10px; }
#variantCard { background: #ffffff; border: 2px solid #c9c3b5; border-radius: 14px; }
#variantCard:focus { border: 2px solid #2f6fb0; }
#variantCard[selected="true"] { background: #fff3c4; border: 3px solid #173b32; }
#playerRow { background: transparent; }
#setupPanel QLineEdit[invalid="true"] { border: 2px solid #a3231b; background: #fff5f3; }
#setupPanel QToolButton { background: #ffffff; border: 1px solid #9c978a; border-radius: 8px; color: #1d1c1a; }
#setupPanel QToolButton:hover { background: #fff6d8; }
#setupPanel QToolButton:disabled { color: #b5b0a4; background: #eeeae0; border-color: #d3cec2; }
#setupPanel QToolButton#rulesToggle { background: transparent; border: none; }
#setupPanel QCheckBox::indicator, #setupPanel QRadioButton::indicator { width: 20px; height: 20px; }
#setupPanel QSpinBox::up-button, #setupPanel QSpinBox::down-button { width: 0px; border: none; }
#setupPanel QToolButton#rulesToggle:focus { border: 2px solid #2f6fb0; border-radius: 8px; }
#setupFooter { background: #0b201a; border-top: 1px solid #2a5045; }
#setupFooter QLabel#reason { color: #ffd45a; }
#setupFooter QLabel#ready { color: #b9cbbf; }
QPushButton#startButton { background: #3fae6b; color: #0a1f15; border: 2px solid #2a7d4b; border-radius: 14px;
                          padding: 8px 28px; }
QPushButton#startButton:hover { background: #52c07d; }
QPushButton#startButton:focus { border: 3px solid #ffd45a; }
QPushButton#startButton:disabled { background: #4a5a53; color: #c5d0ca; border-color: #4a5a53; }
QPushButton#backButton { padding: 8px 18px; }
"""


def plain(text: str) -> str:
    """``text`` for a button, check box or menu: ``&`` stays an ampersand (not a mnemonic)."""
    return text.replace("&", "&&")


def and_list(items: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C" (in the current language)."""
    return words(items)


def seat_shape(seat: int) -> str:
    """The mark every table draws for ``seat`` (shapes follow seats; colours are chosen)."""
    return theme.PLAYER_SHAPES[seat % len(theme.PLAYER_SHAPES)]


# ------------------------------------------------------------------------------------------------ names
@lru_cache(maxsize=1)
def _bundled_fonts() -> tuple[QRawFont, ...]:
    """The bundled font files themselves (not the system's fallbacks): a name must be drawable by each."""
    out = []
    for path in sorted((resources_dir() / "fonts").glob("*.otf")):
        raw = QRawFont(str(path), 16)
        if raw.isValid():
            out.append(raw)
    return tuple(out)


def _is_emoji(ch: str) -> bool:
    cp = ord(ch)
    return (0x1F000 <= cp <= 0x1FAFF or 0x2600 <= cp <= 0x27BF or cp in (0x200D, 0xFE0F, 0xFE0E)
            or 0x1F1E6 <= cp <= 0x1F1FF)


def undrawable(text: str) -> list[str]:
    """The characters of ``text`` the bundled font cannot draw (they would show as empty boxes)."""
    fonts = _bundled_fonts()
    out = []
    for ch in text:
        control = unicodedata.category(ch) in ("Cc", "Cf", "Co", "Cs", "Cn")
        if control or (fonts and not all(f.supportsCharacter(ord(ch)) for f in fonts)):
            out.append(ch)
    return out


def name_problem(name: str, earlier: Sequence[str]) -> str | None:
    """Why ``name`` cannot be a player's name (None when it can). ``earlier``: names of the seats before."""
    text = name.strip()
    if not text:
        return translate("shell", "Type a name.")
    bad = undrawable(text)
    if bad:
        if any(_is_emoji(ch) for ch in bad):
            return translate("shell", "Emoji cannot be shown on the table (the app's font has none). Please remove it.")
        codes = ", ".join(f"U+{ord(ch):04X}" for ch in dict.fromkeys(bad))
        return translate("shell", "The app's font cannot draw {codes}: it would show as an empty box. "
                         "Please use other letters.").format(codes=codes)
    if len(text) > NAME_MAX:
        return translate("shell", "Too long: %n character(s); names can have at most {most}.",
                         n=len(text)).format(most=NAME_MAX)
    same = [i for i, n in enumerate(earlier) if n.strip().casefold() == text.casefold()]
    if same:
        return translate("shell", "Seat {seat} already has this name; give everyone a different name.").format(
            seat=same[0] + 1)
    return None


# ------------------------------------------------------------------------------------------------ extras
@dataclass(frozen=True)
class SeatInfo:
    """A player row as extras see it: ``key`` stays the same when the row is moved or renamed."""

    key: int
    name: str
    bot: str | None
    colour: str = ""  # the seat's colour (its disc)


@dataclass(frozen=True)
class PageState:
    """Everything a setup page holds, to build it again as it was (a change of language rebuilds it)."""

    variant: str
    rows: tuple[tuple[int, str, str, str | None], ...]  # (row key, name as typed, colour, computer strength)
    options: dict[str, Any]
    packs: dict[str, bool]
    rules_open: bool
    extras: tuple[Any, ...] = ()
    scroll: int = 0
    next_key: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class StartRequest:
    """What the page asks ``MainWindow.start_game`` to start."""

    game: str
    players: tuple[PlayerConfig, ...]
    variant: str
    options: dict[str, Any]
    packs: list[str] | None


class SetupExtra:
    """A game's own control on the setup page, given by ``gamesuite/ui/<game>/setup.py``::

        def setup_extras(spec: GameSpec, variant: str) -> list[SetupExtra]: ...

    The page calls it again whenever the variant changes. An extra shows ``title`` (and ``help_text``)
    above its :meth:`widget`; it hears about the player rows through :meth:`seats_changed` and about the
    question packs chosen through :meth:`packs_changed`, may refuse the start with :meth:`problem`, and at
    the start its :meth:`apply` may reorder the seats or add options and its :meth:`choose_packs` may add
    packs. Call :meth:`changed` when its value changes (the page checks everything again).

    ``option_ids`` names the rule options the extra shows and sets itself (in :meth:`apply`): the house
    rules leave them out, the page gives the extra their remembered values (:meth:`restore`) and remembers
    what :meth:`apply` sets. ``key`` names the extra's own remembered choices (:meth:`remember`, JSON).
    """

    option_ids: tuple[str, ...] = ()
    key: str = ""
    #: Where the panel goes: under the players ("players"), or after the variant and the packs ("packs": under
    #: them in two columns, at the top of the house rules' column in three).
    place: str = "players"

    def __init__(self, title: str, help_text: str = "") -> None:
        self.title = title
        self.help_text = help_text
        self._on_change: Callable[[], None] = lambda: None
        # Its panel, made in the page when the page asks for the extras (None outside a page): an extra makes its
        # widget in it (``QWidget(self.panel)``), and its parts in that, so each is restyled once, as it is made; made
        # apart, each part was restyled again at every join (its row's, the widget's, the panel's, the page's).
        home = _EXTRAS_HOME[-1] if _EXTRAS_HOME else None
        self.panel: Panel | None = Panel(title, home) if home is not None else None

    def widget(self) -> QWidget:
        raise NotImplementedError

    def seats_changed(self, seats: Sequence[SeatInfo]) -> None:
        """The rows changed (added, removed, moved, renamed, human/computer)."""

    def packs_changed(self, packs: Sequence[str] | None) -> None:
        """The question packs chosen on the page (None: the page offers no choice; the game gets them all)."""

    def problem(self) -> str | None:
        """Why the game cannot start with this extra's value (None: it can)."""
        return None

    def restore(self, options: Mapping[str, Any], remembered: Any) -> None:
        """The remembered values of ``option_ids`` (those saved) and what :meth:`remember` gave last time
        (None the first time)."""

    def remember(self) -> Any:
        """The extra's own choices to keep for the next game (JSON), under ``key``."""
        return None

    def apply(self, seats: list[tuple[int, PlayerConfig]], options: dict[str, Any]
              ) -> tuple[list[tuple[int, PlayerConfig]], dict[str, Any]]:
        """The seats (row key, player) in their final order and the options, with this extra applied."""
        return seats, options

    def choose_packs(self, packs: list[str] | None) -> list[str] | None:
        """The packs the game gets with this extra's own added (None in and out: every default pack)."""
        return packs

    def page_state(self) -> Any:
        """This extra's value, kept when the page is built again (a change of language); None: nothing."""
        return None

    def restore_page_state(self, state: Any) -> None:
        """Take back a value given by :meth:`page_state` (the new page's extra, before its seats are told)."""

    def changed(self) -> None:
        self._on_change()


# The games whose ``gamesuite/ui/<game>/setup.py`` defines ``setup_extras``: the page imports a game's setup module only
# for these. Importing it imports the game's UI package (its table, unless the package keeps it in a module of its own:
# Ciak's, ``warmup.UI_MODULES``): Telma's, whose setup module is its table's own set-up panel with no hook, pulled in
# pydantic and its content (~0.3 s of CPU) for no extra, in the hover's warm-up or in the click on the tile.
# tests/ui/test_setup_page.py checks this set against the modules: a game that gains a hook must be added here (else
# its extras never show).
PAGE_HOOKS = frozenset({"ciak", "quizclub"})


# where SetupExtra makes its panel while a page asks for its extras (load_setup_extras' ``home``)
_EXTRAS_HOME: list[QWidget] = []


def load_setup_extras(spec: GameSpec, variant: str, home: QWidget | None = None) -> list[SetupExtra]:
    """The extras of ``gamesuite.ui.<game>.setup`` (none when the game has no such module or hook). ``home``: the
    page's widget the extras' panels are made in (:attr:`SetupExtra.panel`)."""
    if spec.id not in PAGE_HOOKS:
        return []
    name = f"gamesuite.ui.{spec.id}.setup"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name in (name, f"gamesuite.ui.{spec.id}"):
            return []
        raise
    hook = getattr(module, "setup_extras", None)
    if not callable(hook):
        return []
    if home is not None:
        _EXTRAS_HOME.append(home)
    try:
        return list(hook(spec, variant))
    finally:
        if home is not None:
            _EXTRAS_HOME.pop()


# ------------------------------------------------------------------------------------------------ widgets
class ForgetMeasures(QEvent):
    """The style-change event :func:`forget_measures` sends (told apart from Qt's own restyles: tests count those)."""


def forget_measures(combo: QComboBox) -> None:
    """Make ``combo`` measure itself afresh. Qt keeps a combo box's minimum size hint through a new font and new items
    (its size hint it forgets); only a style change makes it forget both. A panel made apart was restyled when it
    joined the page, after its combo boxes were first measured (empty, at scale 1); made in the page, nothing did,
    and Ciak's players panel and boss chooser came out with the first measures. The event restyles nothing (no
    polish): QComboBox drops its measures and its pop-up's settings."""
    QApplication.sendEvent(combo, ForgetMeasures(QEvent.Type.StyleChange))


def label(text: str = "", size: float = 17, weight: theme.QFont.Weight = theme.QFont.Weight.Normal, *,
          wrap: bool = False, name: str = "", parent: QWidget | None = None) -> QLabel:
    """A plain-text label in the app font (``parent``: made in it, see :class:`PlayerRow`)."""
    lab = QLabel(text, parent)
    lab.setTextFormat(Qt.TextFormat.PlainText)
    lab.setFont(theme.font(size, weight))
    lab.setWordWrap(wrap)
    if name:
        lab.setObjectName(name)
    return lab


def token_icon(colour: str, shape: str, size: int = 30) -> QIcon:
    """A player's token as an icon: a disc in the colour with the seat's shape on it."""
    pix = QPixmap.fromImage(_token_image(colour, shape, size))
    pix.setDevicePixelRatio(2)
    return QIcon(pix)


@lru_cache(maxsize=128)
def _token_image(colour: str, shape: str, size: int) -> QImage:
    """The icon's picture, drawn once per colour, shape and size (a page's colour boxes showed each of the
    eight colours once per seat and again when seats moved: ~0.25 ms each). An image, not a pixmap: kept
    past the application's end, it needs no display to be freed."""
    ratio = 2
    img = QImage(size * ratio, size * ratio, QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(ratio)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = QColor(colour)
    r = size / 2 - 2
    centre = QPointF(size / 2, size / 2)
    p.setPen(QPen(c.darker(170), 2))
    p.setBrush(c)
    p.drawEllipse(centre, r, r)
    from gamesuite.ui.scene.shapes import shape_path

    ink = theme.text_colour_on(c)
    p.setPen(QPen(ink, 1.5))
    p.setBrush(QColor(ink.red(), ink.green(), ink.blue(), 215))
    p.drawPath(shape_path(shape, centre.x(), centre.y(), r * 0.48))
    p.end()
    return img


def shown_with_parent(widget: QWidget, on: bool) -> None:
    """``widget`` shown (with its parent) or hidden. A widget never shown nor hidden is shown with its parent
    already: ``setVisible(True)`` would polish it now against the page's style sheet (~1 ms for an option row:
    42 of them, ~45 ms, for the house rules of a page built closed)."""
    if on and not widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
        return
    widget.setVisible(on)


def rule_value(opt: RuleOption, value: Any) -> Any:
    """What an :class:`OptionRow` made with ``value`` shows (and its ``value()`` gives): the value checked, the
    default when it is not allowed (a saved value the rule no longer takes), a number within the box's range. The
    page reads its house rules through this while their rows are not made yet (:meth:`SetupPage.rule_value`)."""
    try:
        value = opt.validate(value)
    except ValueError:
        value = opt.default
    if opt.kind == "bool":
        return bool(value)
    if opt.kind == "int":
        low, high = OptionRow.int_range(opt)
        return min(max(int(value), low), high)
    return next((v for v, _text in opt.choices if v == value), opt.default)


def applies_to(opt: RuleOption, variant: str) -> bool:
    """The rule is one of ``variant``'s (a rule without variants is every variant's)."""
    return not opt.variants or variant in opt.variants


class Panel(QFrame):
    """A light board on the felt, with a title line."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("setupPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(18, 12, 18, 14)
        self.body.setSpacing(8)
        self.head = QHBoxLayout()
        self.head.setSpacing(12)
        self.title = label(title, 22, theme.QFont.Weight.Bold)
        self.head.addWidget(self.title)
        self.head.addStretch(1)
        self.body.addLayout(self.head)


class VariantCard(QFrame):
    """A variant as a card: title, player range and its one-line description. Click or Space selects."""

    chosen = Signal(str)

    def __init__(self, variant: Variant, game: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)  # made in its panel (in the page): its parts are restyled once, made there
        self.variant = variant
        title = translate_marked(game, variant.title)
        self.setObjectName("variantCard")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(translate("shell", "Variant {variant}").format(variant=title))
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 8, 14, 9)
        lay.setSpacing(2)
        top = QHBoxLayout()
        self.mark = label("", 19, theme.QFont.Weight.Bold, parent=self)
        self.mark.setFixedWidth(22)
        self.title = label(title, 19, theme.QFont.Weight.Bold, wrap=True, parent=self)
        self.range = label(player_range(variant.min_players, variant.max_players), 16, theme.QFont.Weight.DemiBold,
                           parent=self)
        top.addWidget(self.mark)
        top.addWidget(self.title, 1)
        top.addWidget(self.range, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(top)
        self.description = label(translate_marked(game, variant.description), 16, wrap=True, name="muted", parent=self)
        self.description.setContentsMargins(22, 0, 0, 0)
        lay.addWidget(self.description)
        for child in (self.mark, self.title, self.range, self.description):
            child.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.set_selected(False)

    def set_selected(self, on: bool) -> None:
        self.setProperty("selected", "true" if on else "false")
        self.mark.setText("✓" if on else "")
        self.setAccessibleDescription(translate("shell", "selected") if on else "")
        self.style().unpolish(self)
        self.style().polish(self)
        self.setFrameStyle(self.frameStyle())  # its frame as wide as the border of its state now, however early

    def is_selected(self) -> bool:
        return self.property("selected") == "true"

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.chosen.emit(self.variant.id)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_Space:
            self.chosen.emit(self.variant.id)
            return
        super().keyPressEvent(event)


class ClickLabel(QLabel):
    """A wrapped label beside a radio button or check box: a click on it is a click on the button."""

    def __init__(self, text: str, button: QRadioButton | QCheckBox) -> None:
        super().__init__(text)
        self.button = button
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setFont(theme.font(16))
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() == Qt.MouseButton.LeftButton and self.button.isEnabled():
            self.button.click()
            self.button.setFocus()


class OptionRow(QWidget):
    """One house rule: its title, a control and its whole description, wrapped."""

    value_changed = Signal()

    def __init__(self, opt: RuleOption, value: Any, game: str = "") -> None:
        super().__init__()
        self.opt = opt
        self.game = game
        title = translate_marked(game, opt.title)
        choices = [(v, translate_marked(game, text)) for v, text in opt.choices]

        def default_mark(v: Any, text: str) -> str:
            return translate("shell", "{choice} (default)").format(choice=text) if v == opt.default else text

        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 6, 0, 8)
        lay.setSpacing(3)
        top = QHBoxLayout()
        top.setSpacing(12)
        self.title = label(title, 17, theme.QFont.Weight.DemiBold, wrap=True)
        top.addWidget(self.title, 1)
        lay.addLayout(top)
        self.description = label(translate_marked(game, opt.description), 15, wrap=True, name="muted")
        self.control: QWidget
        self.radios: list[tuple[Any, QRadioButton]] = []
        if opt.kind == "bool":
            box = QCheckBox(translate("shell", "On"))
            box.setFont(theme.font(16))
            box.toggled.connect(self.value_changed)
            self.control = box
            top.addWidget(box, 0, Qt.AlignmentFlag.AlignTop)
            lay.addWidget(self.description)
        elif opt.kind == "int":
            # big − and + beside a plain number box (the styled spin box arrows were a stray "—")
            spin = QSpinBox()
            spin.setFont(theme.font(16))
            # (NoButtons would leave a styled spin box's text field 1 px wide: the arrows get 0 px in STYLE)
            spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
            spin.setRange(*self.int_range(opt))
            spin.setFixedSize(80, 36)
            spin.setAccessibleName(title)
            spin.valueChanged.connect(self.value_changed)
            self.control = spin
            self.minus = QToolButton()
            self.minus.setText("−")
            self.plus = QToolButton()
            self.plus.setText("+")
            for b, step in ((self.minus, -1), (self.plus, 1)):
                b.setFont(theme.font(18, theme.QFont.Weight.Bold))
                b.setFixedSize(34, 34)
                b.setAccessibleName((translate("shell", "Less: {option}") if step < 0
                                     else translate("shell", "More: {option}")).format(option=title))
                b.clicked.connect(lambda _c=False, d=step: spin.stepBy(d))
            top.addWidget(self.minus, 0, Qt.AlignmentFlag.AlignTop)
            top.addWidget(spin, 0, Qt.AlignmentFlag.AlignTop)
            top.addWidget(self.plus, 0, Qt.AlignmentFlag.AlignTop)
            lay.addWidget(self.description)
        elif all(len(text) <= COMBO_LABEL_MAX for _v, text in choices):
            combo = QComboBox()
            combo.setFont(theme.font(16))
            for v, text in choices:
                combo.addItem(default_mark(v, text), v)
            combo.currentIndexChanged.connect(self.value_changed)
            self.control = combo
            top.addWidget(combo, 0, Qt.AlignmentFlag.AlignTop)
            lay.addWidget(self.description)
        else:  # long choice labels: one wrapped radio line each, nothing elided
            lay.addWidget(self.description)
            holder = QWidget()
            grid = QVBoxLayout(holder)
            grid.setContentsMargins(6, 2, 0, 0)
            grid.setSpacing(3)
            group = QButtonGroup(holder)
            for v, text in choices:
                line = QHBoxLayout()
                line.setSpacing(6)
                radio = QRadioButton()
                radio.setAccessibleName(text)
                radio.toggled.connect(lambda on: on and self.value_changed.emit())
                group.addButton(radio)
                line.addWidget(radio, 0, Qt.AlignmentFlag.AlignTop)
                line.addWidget(ClickLabel(default_mark(v, text), radio), 1)
                grid.addLayout(line)
                self.radios.append((v, radio))
            self.group = group
            self.control = holder
            lay.addWidget(holder)
        self.set_value(value)

    @staticmethod
    def int_range(opt: RuleOption) -> tuple[int, int]:
        """The number box's range (a rule without bounds still has the box's)."""
        return (opt.minimum if opt.minimum is not None else -9999, opt.maximum if opt.maximum is not None else 9999)

    def value(self) -> Any:
        c = self.control
        if isinstance(c, QCheckBox):
            return c.isChecked()
        if isinstance(c, QSpinBox):
            return c.value()
        if isinstance(c, QComboBox):
            return c.currentData()
        for v, radio in self.radios:
            if radio.isChecked():
                return v
        return self.opt.default

    def set_value(self, value: Any) -> None:
        try:
            value = self.opt.validate(value)
        except ValueError:
            value = self.opt.default
        c = self.control
        if isinstance(c, QCheckBox):
            c.setChecked(bool(value))
        elif isinstance(c, QSpinBox):
            c.setValue(int(value))
        elif isinstance(c, QComboBox):
            c.setCurrentIndex(max(0, c.findData(value)))
        else:
            for v, radio in self.radios:
                radio.setChecked(v == value)

    def is_default(self) -> bool:
        return self.value() == self.opt.default

    def applies_to(self, variant: str) -> bool:
        return applies_to(self.opt, variant)


class PlayerRow(QFrame):
    """One seat: number, colour (with the seat's shape), name, human or computer, move and remove."""

    def __init__(self, key: int, bots: Sequence[tuple[str, str]], parent: QWidget | None = None) -> None:
        # made in its panel (the page's players panel, already in the page), each part made in the row: every widget is
        # restyled once, as it is made (made apart and joined, each was restyled at each join: the row's, the panel's,
        # the page's). What to avoid: a part made without its parent here.
        super().__init__(parent)
        self.key = key
        self.seat = 0
        self._shape: str | None = None  # the shape the colour icons show (None: none yet)
        self.setObjectName("playerRow")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        self.seat_label = label("", 18, theme.QFont.Weight.Bold, parent=self)
        self.seat_label.setFixedWidth(24)
        self.seat_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.colour_box = QComboBox(self)
        self.colour_box.setFont(theme.font(16))
        self.colour_box.setIconSize(QSize(28, 28))
        self.colour_box.setMinimumHeight(42)
        for c, name in zip(theme.PLAYER_COLOURS, COLOUR_NAMES, strict=True):
            self.colour_box.addItem(translate("shell", name), c)
        self.name_edit = QLineEdit(self)
        self.name_edit.setFont(theme.font(19))
        self.name_edit.setMinimumHeight(42)
        self.name_edit.setMinimumWidth(150)
        self.name_edit.setMaxLength(80)  # longer names are refused with a message, not cut at 24
        self.name_edit.setClearButtonEnabled(True)
        self.kind_box: QComboBox | None = None
        if bots:
            self.kind_box = QComboBox(self)
            self.kind_box.setFont(theme.font(16))
            self.kind_box.setMinimumHeight(42)
            self.kind_box.addItem(translate("shell", "Human"), None)
            for bot_id, bot_label in bots:
                self.kind_box.addItem(translate("shell", "Computer: {strength}").format(strength=bot_label), bot_id)
        self.up = self._tool("↑", parent=self)
        self.down = self._tool("↓", parent=self)
        self.remove = self._tool("×", 24, parent=self)
        line = [self.seat_label, self.colour_box, self.name_edit, self.kind_box, self.up, self.down, self.remove]
        widgets = [w for w in line if w is not None]
        for col, w in enumerate(widgets):
            grid.addWidget(w, 0, col)
        grid.setColumnStretch(2, 1)
        self.message = label("", 15, wrap=True, name="error", parent=self)
        self._problem: str | None = None  # what set_problem shows (None: not set yet)
        self.message.hide()
        grid.addWidget(self.message, 1, 2, 1, len(widgets) - 2)

    @staticmethod
    def _tool(text: str, size: int = 20, parent: QWidget | None = None) -> QToolButton:
        b = QToolButton(parent)
        b.setText(text)
        b.setFont(theme.font(size, theme.QFont.Weight.Bold))
        b.setFixedSize(40, 42)
        return b

    def name(self) -> str:
        return self.name_edit.text().strip()

    def colour(self) -> str:
        return str(self.colour_box.currentData())

    def bot(self) -> str | None:
        if self.kind_box is None:
            return None
        data = self.kind_box.currentData()
        return None if data is None else str(data)

    def set_bot(self, bot: str | None) -> None:
        if self.kind_box is not None:
            self.kind_box.setCurrentIndex(max(0, self.kind_box.findData(bot)) if bot is not None else 0)

    def set_colour(self, colour: str) -> None:
        self.colour_box.blockSignals(True)
        self.colour_box.setCurrentIndex(max(0, self.colour_box.findData(colour)))
        self.colour_box.blockSignals(False)
        self.colour_box.setProperty("was", colour)

    def set_seat(self, seat: int) -> None:
        self.seat = seat
        self.seat_label.setText(str(seat + 1))
        shape = seat_shape(seat)
        if shape != self._shape:  # the same shape's icons are there (every row's were set again at each row added)
            self._shape = shape
            for i, c in enumerate(theme.PLAYER_COLOURS):
                self.colour_box.setItemIcon(i, token_icon(c, shape))
        tip = translate("shell", "Seat {seat}'s colour; its mark on the table is a {shape}.")
        self.colour_box.setToolTip(tip.format(seat=seat + 1, shape=translate("shell", SHAPE_NAMES.get(shape, shape))))

    def set_problem(self, text: str | None) -> None:
        """Show ``text`` under the name (None or "": no problem). The same again changes nothing (each validation, Start
        included, asked every row: the name field's style was worked out again every time, ~0.1 ms a row)."""
        if (text or "") == self._problem:
            return
        self._problem = text or ""
        self.message.setText(text or "")
        self.message.setVisible(bool(text))
        self.name_edit.setProperty("invalid", "true" if text else "false")
        self.name_edit.style().unpolish(self.name_edit)
        self.name_edit.style().polish(self.name_edit)
        self.name_edit.setToolTip(text or "")

    def player(self) -> PlayerConfig:
        return PlayerConfig(self.name(), self.colour(), self.bot())


class GameEmblem(QWidget):
    """The launcher tile's emblem, small, in the game's colour."""

    def __init__(self, game: str, size: int = 56, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setFixedSize(size, size)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        from gamesuite.ui.launcher import TILE_COLOURS, paint_game_icon

        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(0, 0, 0, 90), 1))
        p.setBrush(QColor(TILE_COLOURS.get(self.game, "#3b5e54")))
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.drawRoundedRect(r, 12, 12)
        paint_game_icon(p, r.adjusted(4, 4, -4, -4), self.game)


# ------------------------------------------------------------------------------------------------ the page
class SetupPage(QWidget):
    """Players, variant, house rules and packs for one game (see the module docstring)."""

    start_requested = Signal(object)  # StartRequest
    back_requested = Signal()

    THREE_COLUMNS_FROM = 1600  # wider (and when they fit): the house rules get a column of their own
    MAX_SCALE = 1.35  # on a big window everything grows, up to this, to be read from across the table

    def __init__(self, spec: GameSpec, settings: Settings, packs: list[tuple[str, str]] | None = None,
                 parent: QWidget | None = None, *, state: PageState | None = None, deferred: bool = False) -> None:
        """The whole page now, or with ``deferred`` only its first piece: :meth:`build_step` makes the next one
        (the warm-up builds the likeliest game's page that way, one piece per turn of the event loop, while the
        player looks at the launcher) and :meth:`finish_building` the rest (the click on the tile)."""
        super().__init__(parent)
        self.packs_offered = packs  # what it was built with (a page made ahead is used only if they still hold)
        self.language = current_language()
        self.settings_writes = settings.writes
        self._watching_focus = False
        self._pieces: Iterator[None] | None = self._build(spec, settings, packs, state)
        if not deferred:
            self.finish_building()
        else:
            self.build_step()

    def build_step(self) -> bool:
        """The next piece of a deferred page; False once the page is complete."""
        if self._pieces is None:
            return False
        try:
            next(self._pieces)
        except StopIteration:
            self._pieces = None
            return False
        return True

    def finish_building(self) -> None:
        """What is left of a deferred page (nothing for one built whole)."""
        while self.build_step():
            pass

    @property
    def complete(self) -> bool:
        return self._pieces is None

    def _build(self, spec: GameSpec, settings: Settings, packs: list[tuple[str, str]] | None,
               state: PageState | None) -> Iterator[None]:
        """The page, piece by piece (each ``yield``: a turn of the event loop may come between two pieces)."""
        self.spec = spec
        self.settings = settings
        # who saves the set-up Start remembers to disk (None: saved at once); the window saves it after the table's
        # first paint: the settings file's save (a write and a rename: 1-8 ms of waiting) was in the player's wait
        self.remember_soon: Callable[[Callable[[], None]], None] | None = None
        self._state = state  # an earlier page's (after a change of language): used instead of the settings
        self.setObjectName("setupPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.rows: list[PlayerRow] = []
        self._next_key = 0
        self.extras: list[SetupExtra] = []
        self.managed_options: set[str] = set()  # rule options an extra shows and sets itself
        self._extra_widgets: list[QWidget] = []
        self._building = True
        self.scale = 1.0

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self._header())

        self.scroll = QScrollArea()
        self.scroll.setObjectName("setupScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        # no Tab stop of its own: it draws no focus mark, so a Tab landed on nothing visible (its fields still
        # scroll into view as Tab reaches them: QScrollArea.focusNextPrevChild)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.viewport().setAutoFillBackground(False)
        content = QWidget()
        content.setObjectName("setupContent")
        self.columns = QHBoxLayout(content)
        self.columns.setContentsMargins(28, 12, 28, 20)
        self.columns.setSpacing(20)
        self.cols = [QVBoxLayout() for _ in range(3)]
        for col in self.cols:
            col.setSpacing(14)
            self.columns.addLayout(col)
        self._columns = 0
        self.players_panel: Panel
        self.variant_panel: Panel
        self.packs_panel: Panel | None = None
        self.rules_panel: Panel | None = None
        self.scroll.setWidget(content)
        self._pending_scroll: int | None = None  # a scroll position to reach once the page is laid out
        self.scroll.verticalScrollBar().rangeChanged.connect(self._scroll_range_changed)
        outer.addWidget(self.scroll, 1)
        outer.addWidget(self._footer())
        yield

        # The panels are made in the page (its content widget; _arrange puts them in its columns) and their parts in
        # them, so every widget is restyled once, as it is made: made apart, each was restyled again at every join
        # (its row's, the panel's, the page's: 2-6 times, ~950 restyles for Quiz Club's ~250 widgets, ~310 now).
        # What to avoid: a combo box measured before the page's scale came keeps its unscaled minimum width
        # (_apply_scale makes it forget it; the page joined late used to do that) and the columns come out otherwise.
        self._players_panel()
        yield
        self._variant_panel()
        self.pack_boxes: dict[str, QCheckBox] = {}
        if packs:
            self._packs_panel(packs)
        self._rules_panel()
        yield

        # the remembered set-up of this game (or the last players of any game)
        saved_variant = state.variant if state is not None else settings.last_variant(spec.id)
        try:
            variant = spec.variant(saved_variant).id
        except ValueError:
            variant = spec.variants[0].id
        self.variant_id = variant
        if state is not None:
            for key, typed, colour, bot in state.rows:
                self._next_key = key
                row = self.add_player(typed or None, colour, bot)
                if row is not None:
                    row.name_edit.setText(typed)  # as typed, even empty or a duplicate (it is said why)
                yield
            self._next_key = max(state.next_key, self._next_key)
        else:
            players = settings.game_players(spec.id) or settings.last_players()
            v = spec.variant(variant)
            n = min(max(len(players), v.min_players), v.max_players)
            for i in range(n):
                saved = players[i] if i < len(players) else {}
                bot = saved.get("bot") if spec.bots and saved.get("bot") in {b for b, _ in spec.bots} else None
                self.add_player(saved.get("name") or None, saved.get("colour") or None, bot)
                yield
        self._building = False
        yield from self._variant_pieces(variant, announce=False, arrange=False)  # arranged once, below
        yield
        self.notice.hide()
        if state is not None:
            for extra, kept in zip(self.extras, state.extras, strict=False):
                if kept is not None:
                    extra.restore_page_state(kept)
            self.set_rules_open(state.rules_open)
            self._rows_changed()
            self._scroll_to(state.scroll)
        self._arrange(self.width(), force=True)

        QShortcut(QKeySequence("Ctrl+Return"), self, self.start,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        QShortcut(QKeySequence("Ctrl+Enter"), self, self.start,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.back_requested.emit,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
            self._watching_focus = True

    def snapshot(self) -> PageState:
        """What this page holds now (players as typed, variant, house rules, packs, the game's extras)."""
        return PageState(
            variant=self.variant_id,
            rows=tuple((r.key, r.name_edit.text(), r.colour(), r.bot()) for r in self.rows),
            options={opt.id: self.rule_value(opt.id) for opt in self.spec.options},
            packs={pid: box.isChecked() for pid, box in self.pack_boxes.items()},
            rules_open=bool(self.rules_toggle is not None and self.rules_toggle.isChecked()),
            extras=tuple(extra.page_state() for extra in self.extras),
            scroll=self.scroll.verticalScrollBar().value(),
            next_key=self._next_key,
        )

    def _scroll_to(self, value: int) -> None:
        """Scroll to ``value`` now, or as soon as the laid-out page is that long."""
        with contextlib.suppress(RuntimeError):  # the page went away meanwhile
            bar = self.scroll.verticalScrollBar()
            self._pending_scroll = value if bar.maximum() < value else None
            bar.setValue(value)

    def _scroll_range_changed(self, _low: int, high: int) -> None:
        if self._pending_scroll is not None:
            self.scroll.verticalScrollBar().setValue(self._pending_scroll)
            if high >= self._pending_scroll:
                self._pending_scroll = None

    # -------------------------------------------------------------- building
    def _header(self) -> QWidget:
        head = QWidget(self)  # made in the page, its parts in it: each restyled once (see PlayerRow)
        lay = QHBoxLayout(head)
        lay.setContentsMargins(28, 12, 28, 6)
        lay.setSpacing(16)
        self.back_button = QPushButton(translate("shell", "‹ Back"), head)
        self.back_button.setObjectName("backButton")
        self.back_button.setFont(theme.font(18, theme.QFont.Weight.DemiBold))
        self.back_button.setToolTip(translate("shell", "Back to the games (Esc)"))
        self.back_button.clicked.connect(self.back_requested)
        lay.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignVCenter)
        lay.addWidget(GameEmblem(self.spec.id, parent=head), 0, Qt.AlignmentFlag.AlignVCenter)
        text = QVBoxLayout()
        text.setSpacing(0)
        game = translate_marked(self.spec.id, self.spec.title)
        self.title = label(translate("shell", "New game of {game}").format(game=game), 30, theme.QFont.Weight.Bold,
                           name="onFelt", parent=head)
        self.tagline = label(translate_marked(self.spec.id, self.spec.tagline), 17, name="mutedOnFelt", wrap=True,
                             parent=head)
        text.addWidget(self.title)
        text.addWidget(self.tagline)
        lay.addLayout(text, 1)
        return head

    def _footer(self) -> QWidget:
        foot = QFrame(self)  # made in the page, its parts in it (see _header)
        foot.setObjectName("setupFooter")
        foot.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        lay = QHBoxLayout(foot)
        lay.setContentsMargins(28, 10, 28, 10)
        lay.setSpacing(16)
        self.reason = label("", 18, theme.QFont.Weight.DemiBold, wrap=True, name="reason", parent=foot)
        self._reason_style = ""  # the name the reason's style was last worked out for (none yet)
        lay.addWidget(self.reason, 1)
        self.start_button = QPushButton(translate("shell", "Start the game"), foot)
        self.start_button.setObjectName("startButton")
        self.start_button.setFont(theme.font(22, theme.QFont.Weight.Bold))
        self.start_button.setMinimumSize(260, 56)
        self.start_button.setToolTip(translate("shell", "Start the game (Ctrl+Enter)"))
        self.start_button.setAutoDefault(False)
        self.start_button.clicked.connect(self.start)
        lay.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignVCenter)
        return foot

    def _players_panel(self) -> None:
        panel = Panel(translate("shell", "Players"), self.scroll.widget())
        self.players_panel = panel
        self.count_label = label("", 16, name="muted", wrap=True)
        panel.head.insertWidget(1, self.count_label, 1)
        panel.head.takeAt(2)  # the stretch: the count takes the room
        self.add_button = QPushButton(translate("shell", "+ Add a player"))
        self.add_button.setFont(theme.font(17, theme.QFont.Weight.DemiBold))
        self.add_button.setMinimumHeight(40)
        self.add_button.clicked.connect(lambda: self.add_player(focus=True))
        panel.head.addWidget(self.add_button)
        if self.spec.bots:
            hint = translate("shell", "In seating order: seat 1 starts. Each player has a colour and the seat's shape. "
                             "A seat can be played by the computer.")
        else:
            hint = translate("shell", "In seating order: seat 1 starts. Each player has a colour and the seat's shape.")
        self.players_hint = label(hint, 15, name="muted", wrap=True)
        panel.body.addWidget(self.players_hint)
        self.notice = label("", 16, wrap=True, name="notice")
        panel.body.addWidget(self.notice)
        self.rows_layout = QVBoxLayout()
        self.rows_layout.setSpacing(6)
        panel.body.addLayout(self.rows_layout)

    def _variant_panel(self) -> None:
        panel = Panel(translate("shell", "Variant"), self.scroll.widget())
        self.cards: dict[str, VariantCard] = {}
        for v in self.spec.variants:
            card = VariantCard(v, self.spec.id, panel)
            card.chosen.connect(self.set_variant)
            panel.body.addWidget(card)
            self.cards[v.id] = card
        self.variant_panel = panel

    def _packs_key(self) -> str:
        """The settings key of the packs left out: one per language (English keeps the key it always had)."""
        from gamesuite.content import DEFAULT_LANGUAGE

        language = current_language()
        return self.spec.id if language == DEFAULT_LANGUAGE else f"{self.spec.id}@{language}"

    def _packs_panel(self, packs: list[tuple[str, str]]) -> None:
        from gamesuite.content import default_packs, pack_languages

        panel = Panel(translate("shell", "Question packs"), self.scroll.widget())
        # The packs in the app's language come first, and only they are on until chosen (a language without
        # packs gets the English ones); starter packs are small samples that overlap the full decks: off too.
        languages, language = pack_languages(self.spec.id), current_language()
        packs = sorted(packs, key=lambda pack: languages.get(pack[0]) != language)
        on = set(default_packs(self.spec.id, language))
        off = [p for p, _ in packs if p not in on or p.endswith("-starter")]
        disabled = set(self.settings.disabled_packs(self._packs_key(), off))
        if self._state is not None:
            disabled = {p for p, on in self._state.packs.items() if not on}
        for pack_id, text in packs:
            box = QCheckBox()
            box.setAccessibleName(text)
            box.setChecked(pack_id not in disabled)
            box.toggled.connect(self._validate)
            line = QHBoxLayout()
            line.setSpacing(6)
            line.addWidget(box, 0, Qt.AlignmentFlag.AlignTop)
            line.addWidget(ClickLabel(text, box), 1)
            panel.body.addLayout(line)
            self.pack_boxes[pack_id] = box
        self.packs_panel = panel

    def _rules_panel(self) -> None:
        """The house rules' panel, folded: its toggle, summary and reset button, and the rules' values (saved or
        default). Their rows (~25 for Quiz Club, 13 of them combo boxes: ~40 ms of CPU, most of it Qt restyling them
        under the page's style sheet) are made when the player first unfolds them (:meth:`_make_rule_rows`); nothing
        shows them before (at 1920x1080 too the panel has a column of its own but stays folded).

        What to avoid: reading ``option_rows`` in the page's own code (it makes the rows). Whatever reads the rules
        (Start, the summary, a change of variant, remembering, a change of language) goes through
        :meth:`rule_value`, which gives a row's value once made and until then what the row would show."""
        self._option_rows: dict[str, OptionRow] = {}
        self._rule_values: dict[str, Any] = {}  # the values of rows not made yet
        self._rule_options = {opt.id: opt for opt in self.spec.options}
        if not self.spec.options:
            self.rules_toggle = None
            return
        panel = Panel("", self.scroll.widget())
        panel.title.hide()
        self.rules_toggle = QToolButton()
        self.rules_toggle.setObjectName("rulesToggle")
        self.rules_toggle.setCheckable(True)
        self.rules_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.rules_toggle.setText("▶  " + translate("shell", "House rules"))
        self.rules_toggle.setToolTip(translate("shell", "Show or hide the house rules"))
        self.rules_toggle.setFont(theme.font(22, theme.QFont.Weight.Bold))
        self.rules_toggle.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rules_toggle.toggled.connect(self.set_rules_open)
        panel.head.insertWidget(0, self.rules_toggle)
        self.rules_summary = label("", 15, name="muted", wrap=True)
        panel.body.addWidget(self.rules_summary)
        self.rules_body = QWidget(panel)  # (made in the panel, in the page: its reset button is restyled once)
        body = QVBoxLayout(self.rules_body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(2)
        self.reset_button = QPushButton(translate("shell", "Reset to the printed rules"))
        self.reset_button.setFont(theme.font(16, theme.QFont.Weight.DemiBold))
        self.reset_button.clicked.connect(self.reset_rules)
        body.addWidget(self.reset_button, 0, Qt.AlignmentFlag.AlignLeft)
        # in the panel before its rows: each row's widgets are restyled when they join (twice more when the body and
        # the panel joined after them: ~10 ms of a Quiz Club page's 25 rows)
        self.rules_body.hide()
        panel.body.addWidget(self.rules_body)
        saved = self._state.options if self._state is not None else self.settings.options(self.spec.id)
        self._rule_values = {opt.id: rule_value(opt, saved.get(opt.id, opt.default)) for opt in self.spec.options}
        self.rules_panel = panel

    def _make_rule_rows(self) -> None:
        """The house rules' rows, made once: when they are first unfolded (or :attr:`option_rows` is asked for),
        with the values the page held for them, shown as a change of variant would show them."""
        if self._option_rows or not self.spec.options:
            return
        body = self.rules_body.layout()
        for opt in self.spec.options:
            row = OptionRow(opt, self._rule_values[opt.id], self.spec.id)
            if self.scale != 1.0:  # (noted and scaled before it joins: what it was built with, as the page's were)
                self._rescale([row, *row.findChildren(QWidget)])
            row.value_changed.connect(self._rules_changed)
            body.addWidget(row)
            self._option_rows[opt.id] = row
            shown_with_parent(row, self._rule_shown(opt.id))
        self._rule_values = {}

    @property
    def option_rows(self) -> dict[str, OptionRow]:
        """The house rules' rows by option id, made now if they were not (the page itself reads the values through
        :meth:`rule_value`, so that folded rules are never made)."""
        self._make_rule_rows()
        return self._option_rows

    def rule_value(self, option_id: str) -> Any:
        """A house rule's value: its row's once made, until then the saved (or default) value it would show."""
        row = self._option_rows.get(option_id)
        return row.value() if row is not None else self._rule_values[option_id]

    def _rule_shown(self, option_id: str) -> bool:
        """The rule applies to the chosen variant and no extra of the game sets it."""
        return applies_to(self._rule_options[option_id], self.variant_id) and option_id not in self.managed_options

    # -------------------------------------------------------------- players
    def add_player(self, name: str | None = None, colour: str | None = None, bot: str | None = None,
                   focus: bool = False) -> PlayerRow | None:
        """A new row at the end (None when the variant is full)."""
        if len(self.rows) >= self._variant().max_players:
            return None
        row = PlayerRow(self._next_key, [(b, translate_marked(self.spec.id, text)) for b, text in self.spec.bots],
                        self.players_panel)
        self._next_key += 1
        taken_names = {r.name().casefold() for r in self.rows}
        if name is None or name.strip().casefold() in taken_names:
            name = next((n for n in PLAYER_NAMES if n.casefold() not in taken_names),
                        translate("shell", "Player {n}").format(n=len(self.rows) + 1))
        taken = {r.colour() for r in self.rows}
        if colour not in theme.PLAYER_COLOURS or colour in taken:
            colour = next(c for c in theme.PLAYER_COLOURS if c not in taken)
        row.name_edit.setText(name)
        row.set_colour(colour)
        row.set_bot(bot)
        row.name_edit.textChanged.connect(self._validate)
        row.colour_box.currentIndexChanged.connect(lambda _i, r=row: self._colour_chosen(r))
        if row.kind_box is not None:
            row.kind_box.currentIndexChanged.connect(self._validate)
        row.up.clicked.connect(lambda _c=False, r=row: self.move_player(r, -1))
        row.down.clicked.connect(lambda _c=False, r=row: self.move_player(r, 1))
        row.remove.clicked.connect(lambda _c=False, r=row: self.remove_player(r))
        self.rows.append(row)
        self.rows_layout.addWidget(row)
        if self.scale != 1.0:
            self._rescale([row, *row.findChildren(QWidget)])
        if not self._building:
            self.notice.hide()
        self._rows_changed()
        if focus:
            row.name_edit.setFocus()
            row.name_edit.selectAll()
        return row

    def remove_player(self, row: PlayerRow) -> None:
        if len(self.rows) <= self._variant().min_players or row not in self.rows:
            return
        index = self.rows.index(row)
        self.rows.remove(row)
        self.rows_layout.removeWidget(row)
        row.hide()
        row.deleteLater()
        self.notice.hide()
        self._rows_changed()
        if self.rows:
            self.rows[min(index, len(self.rows) - 1)].name_edit.setFocus()

    def move_player(self, row: PlayerRow, delta: int) -> None:
        """Move ``row`` up (-1) or down (+1) one seat."""
        i = self.rows.index(row)
        j = i + delta
        if not 0 <= j < len(self.rows):
            return
        self.rows[i], self.rows[j] = self.rows[j], self.rows[i]
        self.rows_layout.removeWidget(row)
        self.rows_layout.insertWidget(j, row)
        self._rows_changed()
        button = row.up if delta < 0 else row.down
        (button if button.isEnabled() else row.name_edit).setFocus()

    def _colour_chosen(self, row: PlayerRow) -> None:
        """A colour another seat has is swapped with it: every seat keeps its own colour."""
        new = row.colour()
        old = str(row.colour_box.property("was"))
        for other in self.rows:
            if other is not row and other.colour() == new:
                other.set_colour(old)
        row.set_colour(new)
        self._validate()

    def _rows_changed(self) -> None:
        v = self._variant()
        title = translate_marked(self.spec.id, v.title)
        n = len(self.rows)
        for seat, row in enumerate(self.rows):
            row.set_seat(seat)
            row.up.setEnabled(seat > 0)
            row.down.setEnabled(seat < n - 1)
            row.remove.setEnabled(n > v.min_players)
            name = row.name() or translate("shell", "seat {n}").format(n=seat + 1)
            row.up.setToolTip(translate("shell", "Move {name} up one seat").format(name=name))
            row.down.setToolTip(translate("shell", "Move {name} down one seat").format(name=name))
            row.remove.setToolTip(translate("shell", "Remove {name}").format(name=name) if n > v.min_players
                                  else translate("shell", "{variant} needs at least %n player(s)",
                                                 n=v.min_players).format(variant=title))
        prev: QWidget = self.add_button  # Tab goes through the rows in seat order, whatever order they were made in
        for row in self.rows:
            for w in (row.colour_box, row.name_edit, row.kind_box, row.up, row.down, row.remove):
                if w is not None:
                    QWidget.setTabOrder(prev, w)
                    prev = w
            row.up.setAccessibleName(row.up.toolTip())
            row.down.setAccessibleName(row.down.toolTip())
            row.remove.setAccessibleName(row.remove.toolTip())
            row.name_edit.setAccessibleName(translate("shell", "Name of seat {n}").format(n=row.seat + 1))
        self.add_button.setEnabled(n < v.max_players)
        self.add_button.setToolTip("" if n < v.max_players else translate(
            "shell", "{variant} takes at most %n player(s)", n=v.max_players).format(variant=title))
        low, high = v.min_players, v.max_players
        if low == high:
            self.count_label.setText(translate("shell", "Exactly %n player(s).", n=high))
        elif n >= high:
            self.count_label.setText(translate("shell", "%n player(s), the most for this variant.", n=n))
        elif n <= low:
            self.count_label.setText(translate("shell", "%n player(s), the fewest for this variant ({low}–{high}).",
                                               n=n).format(low=low, high=high))
        else:
            self.count_label.setText(translate("shell", "%n player(s) ({low}–{high} can play).", n=n).format(
                low=low, high=high))
        self._validate()

    def _name_entered(self, row: PlayerRow) -> None:
        """Enter in a name: the next player's name (or the next field after the last one)."""
        if row not in self.rows:
            return
        i = self.rows.index(row)
        if i + 1 < len(self.rows):
            nxt = self.rows[i + 1].name_edit
            nxt.setFocus(Qt.FocusReason.TabFocusReason)
            nxt.selectAll()
        else:
            self.focusNextChild()

    def seats(self) -> list[SeatInfo]:
        return [SeatInfo(r.key, r.name(), r.bot(), r.colour()) for r in self.rows]

    # -------------------------------------------------------------- variant and options
    def _variant(self) -> Variant:
        return self.spec.variant(getattr(self, "variant_id", None))

    def variant(self) -> str:
        return self.variant_id

    def set_variant(self, variant_id: str, announce: bool = True) -> None:
        """Select a variant: its card lights up, the rows fit its player range (said), its options show."""
        for _piece in self._variant_pieces(variant_id, announce):
            pass

    def _variant_pieces(self, variant_id: str, announce: bool, arrange: bool = True) -> Iterator[None]:
        """:meth:`set_variant` in pieces (a deferred page's: the game's extras are made in a piece of their own).
        ``arrange`` False: the caller arranges the columns afterwards (the page's build: measuring the panels twice was
        ~10 ms of a Quiz Club page)."""
        self.variant_id = self.spec.variant(variant_id).id
        v = self._variant()
        for vid, card in self.cards.items():
            card.set_selected(vid == v.id)
        changes = []
        removed = []
        while len(self.rows) > v.max_players:
            row = self.rows[-1]
            removed.append(row.name() or translate("shell", "seat {n}").format(n=len(self.rows)))
            self.rows.pop()
            self.rows_layout.removeWidget(row)
            row.hide()
            row.deleteLater()
        if removed:
            changes.append(translate("shell", "%n player(s) removed: {names}", n=len(removed)).format(
                names=and_list(removed[::-1])))
        added = []
        while len(self.rows) < v.min_players:
            row = self.add_player()
            if row is None:
                break
            added.append(row.name())
        if added:
            changes.append(translate("shell", "%n player(s) added: {names}", n=len(added)).format(
                names=and_list(added)))
        if announce and changes:
            self.notice.setText(translate("shell", "{variant} is for {players}: {changes}.").format(
                variant=translate_marked(self.spec.id, v.title), players=player_range(v.min_players, v.max_players),
                changes="; ".join(changes)))
            self.notice.show()
        elif announce:
            self.notice.hide()
        yield from self._load_extras(arrange)  # (it shows the rule rows that apply, now the extras are known)
        self._rows_changed()
        self._rules_changed()

    def _load_extras(self, arrange: bool = True) -> Iterator[None]:
        for w in self._extra_widgets:
            w.hide()
            w.setParent(None)
            w.deleteLater()
        self._extra_widgets = []
        yield
        self.extras = load_setup_extras(self.spec, self.variant_id, self.scroll.widget())
        # (their panels, made in the page with them, go with them at the next change of variant, used or not)
        self._extra_widgets = [extra.panel for extra in self.extras if extra.panel is not None]
        self.managed_options = {oid for extra in self.extras for oid in extra.option_ids}
        saved = self.settings.options(self.spec.id)
        for oid, row in self._option_rows.items():
            shown_with_parent(row, self._rule_shown(oid))
        for extra in self.extras:
            remembered = self.settings.get_json(self._extra_key(extra), None) if extra.key else None
            extra.restore({k: saved[k] for k in extra.option_ids if k in saved}, remembered)
            extra.packs_changed(self.enabled_packs() if self.pack_boxes else None)
            panel = extra.panel
            if panel is None:  # (an extra made outside load_setup_extras' page)
                panel = Panel(extra.title, self.scroll.widget())
                self._extra_widgets.append(panel)
            panel.title.setWordWrap(True)
            panel.title.setFont(theme.font(20, theme.QFont.Weight.Bold))
            panel.head.setStretch(panel.head.count() - 1, 0)
            panel.head.setStretch(0, 1)
            if extra.help_text:
                panel.body.addWidget(label(extra.help_text, 15, name="muted", wrap=True))
            panel.body.addWidget(extra.widget())
            extra._on_change = self._validate
            panel.setProperty("place", extra.place)
            if self.scale != 1.0:
                self._rescale([panel, *panel.findChildren(QWidget)])
            yield
        if arrange:
            self._arrange(self.width(), force=True)

    def set_rules_open(self, on: bool) -> None:
        if self.rules_toggle is None:
            return
        if self.rules_toggle.isChecked() != on:
            self.rules_toggle.setChecked(on)  # comes back here through toggled
            return
        if on:
            self._make_rule_rows()
        self.rules_toggle.setText(("▼" if on else "▶") + "  " + translate("shell", "House rules"))
        self.rules_body.setVisible(on)

    def _extra_key(self, extra: SetupExtra) -> str:
        return f"setup_extras/{self.spec.id}/{extra.key}"

    def applicable_ids(self) -> list[str]:
        """The house rules shown for the chosen variant (not those an extra shows itself), in the spec's order."""
        return [opt.id for opt in self.spec.options if self._rule_shown(opt.id)]

    def applicable_options(self) -> list[OptionRow]:
        """The rows of :meth:`applicable_ids` (made now if they were not)."""
        rows = self.option_rows
        return [rows[oid] for oid in self.applicable_ids()]

    def _rules_changed(self) -> None:
        if self.rules_toggle is None:
            return
        rows = [self._rule_options[oid] for oid in self.applicable_ids()]
        changed = [opt for opt in rows if self.rule_value(opt.id) != opt.default]
        self.reset_button.setEnabled(bool(changed))
        if changed:
            names = ", ".join(translate_marked(self.spec.id, opt.title) for opt in changed[:3]) + (
                " …" if len(changed) > 3 else "")
            rules = translate("shell", "%n rule(s)", n=len(rows))
            self.rules_summary.setText(translate("shell", "{rules}; %n changed from the printed rules: {names}.",
                                                 n=len(changed)).format(rules=rules, names=names))
        else:
            self.rules_summary.setText(translate("shell", "%n rule(s), all as printed. Where the printed rules are "
                                                 "silent or unclear, these decide.", n=len(rows)))

    def reset_rules(self) -> None:
        for row in self._option_rows.values():
            row.set_value(row.opt.default)
        self._rule_values = {oid: rule_value(opt, opt.default) for oid, opt in self._rule_options.items()
                             if oid not in self._option_rows}
        self._rules_changed()

    def options(self) -> dict[str, Any]:
        """The options that apply to the chosen variant."""
        return {oid: self.rule_value(oid) for oid in self.applicable_ids()}

    def enabled_packs(self) -> list[str]:
        return [pid for pid, box in self.pack_boxes.items() if box.isChecked()]

    def packs(self) -> list[str] | None:
        """The packs the game gets: those checked here, then the extras' (None: every default pack)."""
        packs = self.enabled_packs() if self.pack_boxes else None
        for extra in self.extras:
            packs = extra.choose_packs(packs)
        return packs

    # -------------------------------------------------------------- checking and starting
    def _validate(self) -> None:
        if self._building:
            return
        seats = self.seats()
        for extra in self.extras:
            extra.packs_changed(self.enabled_packs() if self.pack_boxes else None)
            extra.seats_changed(seats)
        problems = self.problems()
        self.start_button.setEnabled(not problems)
        if problems:
            more = len(problems) - 1
            self.reason.setObjectName("reason")
            if more:
                text = translate("shell", "Not ready. {problem} (%n more problem(s) above.)", n=more)
            else:
                text = translate("shell", "Not ready. {problem}")
            self.reason.setText(text.format(problem=problems[0]))
            self.start_button.setToolTip(problems[0])
        else:
            self.reason.setObjectName("ready")
            kinds = sum(1 for r in self.rows if r.bot() is not None)
            players = translate("shell", "%n player(s)", n=len(self.rows))
            if kinds:
                players = translate("shell", "{players}, %n played by the computer", n=kinds).format(players=players)
            self.reason.setText(translate("shell", "Ready: {players}, {variant}. Enter moves to the next field; "
                                          "Ctrl+Enter starts.").format(
                players=players, variant=translate_marked(self.spec.id, self._variant().title)))
            self.start_button.setToolTip(translate("shell", "Start the game (Ctrl+Enter)"))
        if self.reason.objectName() != self._reason_style:  # its style follows its name ("reason", "ready")
            self._reason_style = self.reason.objectName()
            self.reason.style().unpolish(self.reason)
            self.reason.style().polish(self.reason)

    def problems(self) -> list[str]:
        """Every reason the game cannot start yet, most important first (empty: it can)."""
        out = []
        earlier: list[str] = []
        for seat, row in enumerate(self.rows):
            problem = name_problem(row.name_edit.text(), earlier)
            row.set_problem(problem)
            if problem:
                out.append(translate("shell", "Seat {seat}: {problem}").format(seat=seat + 1, problem=problem))
            earlier.append(row.name())
        v = self._variant()
        if not v.min_players <= len(self.rows) <= v.max_players:
            out.append(translate("shell", "{variant} takes {players}.").format(
                variant=translate_marked(self.spec.id, v.title), players=player_range(v.min_players, v.max_players)))
        for extra in self.extras:
            problem = extra.problem()
            if problem:
                out.append(problem)
        if self.pack_boxes and not self.packs():
            out.append(translate("shell", "Choose at least one question pack."))
        return out

    def players(self) -> tuple[PlayerConfig, ...]:
        """The players in their final seats (the extras applied)."""
        return tuple(p for _k, p in self._applied()[0])

    def _applied(self) -> tuple[list[tuple[int, PlayerConfig]], dict[str, Any]]:
        seats = [(r.key, r.player()) for r in self.rows]
        options = self.options()
        for extra in self.extras:
            seats, options = extra.apply(seats, options)
        return seats, options

    def request(self) -> StartRequest:
        seats, options = self._applied()
        return StartRequest(self.spec.id, tuple(p for _k, p in seats), self.variant_id, options, self.packs())

    def remember(self) -> None:
        """Keep this set-up for the next game of this one (and the names for any game)."""
        with self.settings.batch():  # saved to disk once
            self._remember()

    def _remember(self) -> None:
        rows = [{"name": r.name(), "colour": r.colour(), **({"bot": r.bot()} if r.bot() else {})} for r in self.rows]
        self.settings.set_game_players(self.spec.id, rows)
        self.settings.set_last_players([{"name": r.name(), "colour": r.colour()} for r in self.rows])
        self.settings.set_last_variant(self.spec.id, self.variant_id)
        saved = self.settings.options(self.spec.id)
        saved.update({opt.id: self.rule_value(opt.id) for opt in self.spec.options
                      if opt.id not in self.managed_options})
        applied = self._applied()[1]
        saved.update({oid: applied[oid] for oid in self.managed_options if oid in applied})
        self.settings.set_options(self.spec.id, saved)
        for extra in self.extras:
            if extra.key:
                self.settings.set_json(self._extra_key(extra), extra.remember())
        if self.pack_boxes:
            left_out = [p for p, b in self.pack_boxes.items() if not b.isChecked()]
            self.settings.set_disabled_packs(self._packs_key(), left_out)

    def start(self) -> bool:
        """Start the game (Start or Ctrl+Enter); False, changing nothing, while something is not ready."""
        self._validate()
        if not self.start_button.isEnabled():
            return False
        if self.remember_soon is not None:  # in memory now (what reads the settings sees it), on disk later
            with self.settings.batch(save=False):
                self._remember()
            self.remember_soon(self.settings.save)
        else:
            self.remember()
        self.start_requested.emit(self.request())
        return True

    # -------------------------------------------------------------- keys, focus, layout
    def focus_first(self) -> None:
        if self.rows:
            self.rows[0].name_edit.setFocus()
            self.rows[0].name_edit.selectAll()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        """Enter (not taken by a field) moves on: a focused button is pressed, anything else goes to the
        next field. It never starts the game: that is Ctrl+Enter or the Start button."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
                self.start()
                return
            focus = QApplication.focusWidget()
            row = next((r for r in self.rows if r.name_edit is focus), None)
            if row is not None:
                self._name_entered(row)
            elif (isinstance(focus, QPushButton | QToolButton) and focus is not self.start_button
                    and focus.isEnabled()):
                focus.click()
            elif isinstance(focus, VariantCard):
                focus.chosen.emit(focus.variant.id)
                self.focusNextChild()
            else:
                self.focusNextChild()
            return
        super().keyPressEvent(event)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.scroll.widget() is not None and self.scroll.widget().isAncestorOf(new):
            QTimer.singleShot(0, lambda w=new: self._ensure_visible(w))

    def _ensure_visible(self, widget: QWidget) -> None:
        with contextlib.suppress(RuntimeError):  # the widget went away meanwhile
            self.scroll.ensureWidgetVisible(widget, 20, 40)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        scale = self._scale_for(self.width(), self.height())
        if scale != self.scale:
            self.scale = scale
            self._rescale([self, *self.findChildren(QWidget)])
        if self._columns:  # arranged once (the build's end does it first): a page made ahead, a piece at a time,
            self._arrange(self.width())  # may be resized before its panels exist (a grab of the window's stack)
        super().resizeEvent(event)

    def _scale_for(self, width: int, height: int) -> float:
        return round(max(1.0, min(self.MAX_SCALE, width / 1280, height / 696)) * 20) / 20

    def rescale_ahead(self, size: QSize) -> Iterator[None]:
        """What :meth:`resizeEvent` does for ``size`` when the scale changes, ahead, in pieces (a page made ahead,
        hidden: its first resize set the fonts of ~260 widgets in one go, most of the 30-60 ms of the one idle piece
        that laid it out). The scale is the page's only once every widget has it: a page shown before the pieces
        end rescales in its resize, as before (the fonts it finds set are set again, to the same)."""
        scale = self._scale_for(size.width(), size.height())
        if scale == self.scale:
            return
        widgets = self._noted([self, *self.findChildren(QWidget)])
        yield
        for k in range(0, len(widgets), 40):
            self._apply_scale(widgets[k:k + 40], scale)
            yield
        self.scale = scale

    def paint_ahead(self) -> Iterator[None]:
        """A page laid out ahead, hidden, painted into throwaway pictures, a part per piece (its header, each panel,
        its footer): the fonts' glyphs and the style's pictures are made, the click only shows the page (a
        ``grab()`` of the whole page was one idle piece of 20-60 ms). Only the panels the first frame shows: a panel
        below the scroll area's bottom edge is painted when the player scrolls to it (Quiz Club's house rules at
        1280x800: ~13 ms of the warm-up's CPU, before the click, for nothing the click shows)."""
        content = self.scroll.widget()
        parts = [w for w in self.findChildren(QWidget, "", Qt.FindChildOption.FindDirectChildrenOnly)
                 if w is not self.scroll]
        viewport = self.scroll.viewport()
        if content is not None:
            parts += [w for w in content.findChildren(QWidget) if isinstance(w, Panel)
                      and QRect(w.mapTo(viewport, QPoint(0, 0)), w.size()).intersects(viewport.rect())]
        for part in parts:
            if part.isHidden() or part.width() <= 0 or part.height() <= 0:
                continue
            part.grab()  # (at the screen's pixel ratio, as the page will paint)
            yield

    def _rescale(self, widgets: Sequence[QWidget]) -> None:
        """Fonts, minimum/fixed sizes and icons at ``self.scale`` times what they were built with."""
        self._apply_scale(self._noted(widgets), self.scale)

    def _noted(self, widgets: Sequence[QWidget]) -> list[QWidget]:
        """``widgets`` the page scales (not a control's own parts), each with what it was built with noted (before a
        parent's change reaches it)."""
        widgets = [w for w in widgets if not self._inside_control(w)]
        for w in widgets:
            if w.property("base_px") is None:
                f = w.font()
                px = f.pixelSize() if f.pixelSize() > 0 else round(f.pointSizeF() * 96 / 72)
                w.setProperty("base_px", px)
                w.setProperty("base_min", QSize(w.minimumWidth(), w.minimumHeight()))
                w.setProperty("base_max", QSize(w.maximumWidth(), w.maximumHeight()))
                if isinstance(w, QComboBox | QToolButton | QPushButton):
                    w.setProperty("base_icon", w.iconSize())
        return widgets

    @staticmethod
    def _apply_scale(widgets: Sequence[QWidget], s: float) -> None:
        big = 16_777_215
        for w in widgets:
            f = w.font()
            f.setPixelSize(max(1, round(int(w.property("base_px")) * s)))
            w.setFont(f)
            if isinstance(w, QComboBox):
                forget_measures(w)
            if isinstance(w, QAbstractSpinBox):
                w.lineEdit().setFont(f)
            mn, mx = w.property("base_min"), w.property("base_max")
            w.setMinimumSize(round(mn.width() * s), round(mn.height() * s))
            w.setMaximumSize(mx.width() if mx.width() >= big else round(mx.width() * s),
                             mx.height() if mx.height() >= big else round(mx.height() * s))
            icon = w.property("base_icon")
            if isinstance(icon, QSize) and isinstance(w, QComboBox | QToolButton | QPushButton):
                w.setIconSize(QSize(round(icon.width() * s), round(icon.height() * s)))

    @staticmethod
    def _inside_control(widget: QWidget) -> bool:
        """A spin box's or combo box's own parts: they follow their control's font and are sized by it."""
        parent = widget.parentWidget()
        while parent is not None:
            if isinstance(parent, QComboBox | QAbstractSpinBox | QScrollBar):
                return True
            parent = parent.parentWidget()
        return isinstance(widget, QScrollBar)

    def column_count(self, width: int) -> int:
        """Three columns when the window is wide and they fit, else two when they fit, else one."""
        m = self.columns.contentsMargins()
        gap = self.columns.spacing()
        avail = width - m.left() - m.right() - 18  # the vertical scroll bar
        first = max(w.minimumSizeHint().width() for w in self._first_column())
        second = max(p.minimumSizeHint().width() for p in self._second_column())
        third = max([0] + [p.minimumSizeHint().width() for p in self._third_column()])
        slack = round(40 * self.scale)  # room for the wrapped descriptions to breathe
        if width >= self.THREE_COLUMNS_FROM and avail >= first + second + third + 2 * gap + 3 * slack:
            return 3
        if avail >= first + max(second, third) + gap + 2 * slack:
            return 2
        return 1

    def _first_column(self) -> list[QWidget]:
        return [self.players_panel, *(w for w in self._extra_widgets if w.property("place") != "packs")]

    def _second_column(self) -> list[QWidget]:
        return [p for p in (self.variant_panel, self.packs_panel) if p is not None]

    def _third_column(self) -> list[QWidget]:
        """The extras placed by the packs (first), then the house rules."""
        return [*(w for w in self._extra_widgets if w.property("place") == "packs"),
                *([self.rules_panel] if self.rules_panel is not None else [])]

    def _arrange(self, width: int, force: bool = False) -> None:
        """Players (and the game's extras) | variant and packs (and the extras placed there) | house rules, in
        as many columns as fit."""
        n = self.column_count(width)
        if n == self._columns and not force:
            return
        self._columns = n
        first: list[QWidget] = self._first_column()
        second: list[QWidget] = self._second_column()
        third: list[QWidget] = self._third_column()
        for col in self.cols:
            # removeWidget, not takeAt: a taken QWidgetItem outlives Python's reference and keeps being the one
            # the panel tells about size changes, so the new item's cached height would never be renewed
            for panel in first + second + third:
                col.removeWidget(panel)
            while col.count():
                col.takeAt(0)  # the stretches
        groups = ([first, second, third] if n == 3 else [first, second + third, []] if n == 2
                  else [first + second + third, [], []])
        stretches = (7, 5, 6) if n == 3 else (11, 9, 0) if n == 2 else (1, 0, 0)
        for i, (col, panels) in enumerate(zip(self.cols, groups, strict=True)):
            for panel in panels:
                col.addWidget(panel)
                if not panel.property("placed"):  # its first place: measured afresh from now on, as when it joined
                    panel.setProperty("placed", True)  # the page here (see forget_measures)
                    for combo in panel.findChildren(QComboBox):
                        if not self._inside_control(combo):
                            forget_measures(combo)
            if panels:
                col.addStretch(1)
            self.columns.setStretch(i, stretches[i])

    def shutdown(self) -> None:
        """Let go of the application-wide connection (called before the page is deleted)."""
        app = QApplication.instance()
        if self._watching_focus and isinstance(app, QApplication):
            self._watching_focus = False
            with contextlib.suppress(RuntimeError, TypeError):
                app.focusChanged.disconnect(self._focus_changed)


__all__ = ["NAME_MAX", "PAGE_HOOKS", "PageState", "SeatInfo", "SetupExtra", "SetupPage", "StartRequest",
           "load_setup_extras", "name_problem", "plain", "seat_shape", "undrawable"]
