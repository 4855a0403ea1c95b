"""The translation scan: in the pseudo-locale, is every visible string translated, and does each one fit?

In the pseudo-locale (``gamesuite.ui.language.apply("xx")``) every text that went through the translation
layer comes out as ``⟦text·····⟧`` (40 % longer) and each named field of a template as ``⁅value⁆``. So
on screen:

* a text (or part of one) outside any ``⟦…⟧`` never went through the translation layer: it is **unmarked**,
  unless it is allowed raw — a player's name, a content string the test passes (a question, a card name),
  the app's and the languages' own names, numbers, punctuation and symbols. What was filled into a field
  (``⁅…⁆``) is checked the same way: a field that received untranslated English is caught too;
* a marked text that does not fit its place is **clipped** (a language 40 % longer than English would be cut
  there): a widget whose text is wider (or, wrapped, taller) than the widget at its font, a menu title pushed
  out of the menu bar, a painted text larger than the box it was drawn in, or a text the kit's
  ``draw_text`` had to elide or cut (``gamesuite.ui.scene.text.cut_texts``).

What is read: for each root window and every visible widget in it — labels, buttons (push, tool, check,
radio), line edits (text and placeholder), combo boxes (every item), group box titles, list and tree items
and headers, text views, window titles, tooltips, accessible names and status tips; the menu bar of a main
window (every menu and item, submenus too); and every string painted from Python while the window renders
(``grab()``, with the painter spy of ``tests/ui/leaks.py``; scene items render without their cache for it):
the scene items of the game tables, the launcher tiles.

Use::

    with pseudo_locale():
        window.retranslate()                      # or build what you look at after entering it
        report = scan(window, window.director, allowed=player_names + content)
    assert report.ok(), report.describe()

or ``assert_clean(...)`` for both lines. Games add a test that walks a whole game in the pseudo-locale and
scans after each step.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QGraphicsItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QTextEdit,
    QToolButton,
    QTreeWidget,
    QWidget,
)

from gamesuite.ui import language
from gamesuite.ui.language import FIELD_CLOSE, FIELD_OPEN, MARK_CLOSE, MARK_OPEN
from gamesuite.ui.scene import text as scene_text
from tests.ui.leaks import DrawCall, record_draw_calls

#: Always allowed raw: the app's name and each language's own name (the language menu shows them so).
ALWAYS_RAW = ("GameSuite", *language.LANGUAGE_NAMES.values())
_LETTER = re.compile(r"[^\W\d_]", re.UNICODE)
TOLERANCE = 1.0  # px: rounding between measuring and drawing


@dataclass(frozen=True)
class Finding:
    """One problem: what kind, the text as shown, where it was shown, and why it counts."""

    kind: str  # "unmarked" or "clipped"
    text: str
    where: str
    detail: str = ""

    def __str__(self) -> str:
        extra = f" ({self.detail})" if self.detail else ""
        return f"{self.kind}: {self.text!r} in {self.where}{extra}"


@dataclass
class ScanReport:
    unmarked: list[Finding] = field(default_factory=list)
    clipped: list[Finding] = field(default_factory=list)
    checked: int = 0  # how many texts were looked at (a scan that saw nothing proves nothing)

    def ok(self) -> bool:
        return not self.unmarked and not self.clipped

    def describe(self, limit: int = 40) -> str:
        lines = [str(f) for f in (self.unmarked + self.clipped)[:limit]]
        more = len(self.unmarked) + len(self.clipped) - len(lines)
        head = f"{len(self.unmarked)} unmarked, {len(self.clipped)} clipped of {self.checked} texts"
        return "\n".join([head, *lines] + ([f"… and {more} more"] if more > 0 else []))


@contextmanager
def pseudo_locale() -> Iterator[None]:
    """The pseudo-locale while the block runs, the language before it afterwards."""
    before = language.current()
    language.apply(language.PSEUDO)
    try:
        yield
    finally:
        language.apply(before)


# ------------------------------------------------------------------------------------------ marks
def raw_parts(text: str) -> list[str]:
    """The runs of ``text`` that were not translated: outside every ``⟦…⟧``, or inside a field ``⁅…⁆``
    (what was filled into a template) but not in a ``⟦…⟧`` of its own. An unclosed mark (an elided text)
    runs to the end."""
    parts: list[str] = []
    stack: list[str] = []
    run: list[str] = []

    def cut() -> None:
        if run:
            parts.append("".join(run))
            run.clear()

    for ch in text:
        if ch in (MARK_OPEN, FIELD_OPEN):
            cut()
            stack.append(ch)
        elif ch == MARK_CLOSE:
            cut()
            while stack and stack.pop() != MARK_OPEN:
                pass
        elif ch == FIELD_CLOSE:
            cut()
            while stack and stack.pop() != FIELD_OPEN:
                pass
        elif not stack or stack[-1] == FIELD_OPEN:
            run.append(ch)
        else:
            cut()
    cut()
    return parts


def is_marked(text: str) -> bool:
    return MARK_OPEN in text


def unmarked_words(text: str, allowed: Iterable[str] = ()) -> str:
    """What of ``text`` is untranslated words (empty: nothing): its raw parts without the allowed strings
    (longest first), numbers, punctuation and symbols."""
    allowed = sorted({a for a in (*ALWAYS_RAW, *allowed) if a}, key=len, reverse=True)
    left = []
    for part in raw_parts(text.replace("&&", "\0").replace("&", "").replace("\0", "&")):
        for a in allowed:
            part = part.replace(a, " ")
        if _LETTER.search(part):
            left.append(part.strip())
    return " | ".join(left)


# ------------------------------------------------------------------------------------------ fitting
def _shown(text: str) -> str:
    """A button's or menu's text as drawn ("&&" is one ampersand, a lone "&" marks a shortcut)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _label_clipped(w: QLabel) -> str:
    if w.pixmap() is not None and not w.pixmap().isNull():
        return ""
    rect = w.contentsRect()
    fm = QFontMetricsF(w.font())
    margin = 2 * w.margin() + max(0, w.indent())
    if w.wordWrap():
        need = fm.boundingRect(QRectF(0, 0, max(1, rect.width() - margin), 1_000_000),
                               int(Qt.TextFlag.TextWordWrap), w.text())
        if need.width() > rect.width() - margin + TOLERANCE:
            return f"a word {need.width():.0f} px wide in {rect.width()} px"
        if need.height() > rect.height() + TOLERANCE:
            return f"{need.height():.0f} px of wrapped text in {rect.height()} px"
        return ""
    lines = w.text().split("\n")
    width = max(fm.horizontalAdvance(line) for line in lines)
    if width > rect.width() - margin + TOLERANCE:
        return f"{width:.0f} px of text in {rect.width()} px"
    if fm.height() * len(lines) > rect.height() + TOLERANCE + 2:
        return f"{len(lines)} line(s) in {rect.height()} px"
    return ""


def _button_clipped(w: QAbstractButton) -> str:
    text = _shown(w.text())
    fm = QFontMetricsF(w.font())
    width = fm.horizontalAdvance(text)
    if not w.icon().isNull():
        width += w.iconSize().width() + 4
    opt = QStyleOptionButton()
    opt.initFrom(w)
    opt.text = w.text()
    opt.icon = w.icon()
    opt.iconSize = w.iconSize()
    style = w.style()
    if isinstance(w, QCheckBox):
        room = style.subElementRect(QStyle.SubElement.SE_CheckBoxContents, opt, w).width()
    elif isinstance(w, QRadioButton):
        room = style.subElementRect(QStyle.SubElement.SE_RadioButtonContents, opt, w).width()
    elif isinstance(w, QPushButton):
        room = style.subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, w).width()
    else:  # a tool button: its hint is what it needs
        return f"needs {w.sizeHint().width()} px, has {w.width()} px" if w.sizeHint().width() > w.width() + 2 else ""
    return f"{width:.0f} px of text in {room} px" if width > room + TOLERANCE else ""


def _combo_clipped(w: QComboBox) -> str:
    opt = QStyleOptionComboBox()
    opt.initFrom(w)
    opt.editable = w.isEditable()
    opt.currentText = w.currentText()
    room = w.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                    QStyle.SubControl.SC_ComboBoxEditField, w).width()
    width = QFontMetricsF(w.font()).horizontalAdvance(w.currentText())
    if not w.itemIcon(w.currentIndex()).isNull():
        width += w.iconSize().width() + 4
    return f"{width:.0f} px of text in {room} px" if width > room + TOLERANCE else ""


def _painted_clipped(call: DrawCall) -> str:
    if call.rect is None or call.rect.isEmpty():
        return ""
    need = QFontMetricsF(call.font).boundingRect(call.rect, call.flags, call.text)
    if need.width() > call.rect.width() + TOLERANCE or need.height() > call.rect.height() + TOLERANCE:
        return f"{need.width():.0f}x{need.height():.0f} drawn in a {call.rect.width():.0f}x{call.rect.height():.0f} box"
    return ""


# ------------------------------------------------------------------------------------------ the scan
def _name(w: QWidget) -> str:
    name = w.objectName()
    window = w.window()
    top = type(window).__name__ if window is not None else ""
    return f"{type(w).__name__}{'#' + name if name else ''} in {top}"


class _Scan:
    def __init__(self, allowed: Iterable[str]) -> None:
        self.allowed = [a for a in allowed if a]
        self.report = ScanReport()
        self._seen: set[tuple[str, str]] = set()

    def text(self, text: str, where: str, clipped: str = "") -> None:
        if not text or not text.strip():
            return
        key = (text, where)
        if key in self._seen:
            return
        self._seen.add(key)
        self.report.checked += 1
        left = unmarked_words(text, self.allowed)
        if left:
            self.report.unmarked.append(Finding("unmarked", text, where, left))
        if clipped and is_marked(text):
            self.report.clipped.append(Finding("clipped", text, where, clipped))

    def widget(self, w: QWidget, root: QWidget) -> None:
        where = _name(w)
        for extra in (w.toolTip(), w.accessibleName(), w.accessibleDescription(), w.statusTip()):
            self.text(extra, where + " (tooltip/accessible)")
        if w.isWindow():
            self.text(w.windowTitle(), where + " (title)")
        if isinstance(w, QLabel):
            self.text(w.text(), where, _label_clipped(w) if w.isVisible() else "")
        elif isinstance(w, QAbstractButton):
            self.text(w.text(), where, _button_clipped(w) if isinstance(w, QAbstractButton | QToolButton) else "")
        elif isinstance(w, QLineEdit):
            self.text(w.text(), where)
            if not w.text() and w.placeholderText():
                room = w.contentsRect().width() - 8
                width = QFontMetricsF(w.font()).horizontalAdvance(w.placeholderText())
                self.text(w.placeholderText(), where + " (placeholder)",
                          f"{width:.0f} px in {room} px" if width > room + TOLERANCE else "")
        elif isinstance(w, QComboBox):
            current = w.currentText()
            for i in range(w.count()):
                item = w.itemText(i)
                self.text(item, where + " (item)", _combo_clipped(w) if item == current else "")
        elif isinstance(w, QGroupBox):
            width = QFontMetricsF(w.font()).horizontalAdvance(_shown(w.title()))
            self.text(w.title(), where, f"{width:.0f} px in {w.width()}" if width > w.width() - 16 else "")
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                self.text(w.item(i).text(), where + " (item)")
        elif isinstance(w, QTreeWidget):
            header = w.headerItem()
            for c in range(w.columnCount()):
                self.text(header.text(c), where + " (header)")
            for i in range(w.topLevelItemCount()):
                item = w.topLevelItem(i)
                for c in range(w.columnCount()):
                    self.text(item.text(c), where + " (item)")
                    self.text(item.toolTip(c), where + " (item tooltip)")
        elif isinstance(w, QTextEdit | QPlainTextEdit):
            self.text(w.toPlainText(), where + " (document)")  # whole: a translated text may span lines

    def menus(self, window: QMainWindow) -> None:
        bar = window.menuBar()
        for action in bar.actions():
            if not action.isVisible():
                continue
            geometry = bar.actionGeometry(action)
            clipped = ""
            if bar.isVisible() and (geometry.isEmpty() or geometry.right() > bar.width()):
                clipped = "pushed out of the menu bar"
            self.text(action.text(), "menu bar", clipped)
            if action.menu() is not None:
                action.menu().aboutToShow.emit()  # as when opened (the main window makes its items then, if not yet)
                self.menu(action.menu(), _shown(action.text()))

    def menu(self, menu: QMenu, path: str) -> None:
        for action in menu.actions():
            if action.isSeparator() or not action.isVisible():
                continue
            self.text(action.text(), f"menu {path}")
            if action.toolTip() and action.toolTip() != _shown(action.text()):
                self.text(action.toolTip(), f"menu {path} (tooltip)")
            if action.menu() is not None:
                self.menu(action.menu(), f"{path} ▸ {_shown(action.text())}")

    def painted(self, root: QWidget) -> None:
        # Scene items keep a cached picture of themselves: without the cache for this one render every item
        # paints again (so every string it draws is seen), then the caches come back.
        items = [item for view in [root, *root.findChildren(QGraphicsView)] if isinstance(view, QGraphicsView)
                 and view.scene() is not None for item in view.scene().items()]
        modes = [item.cacheMode() for item in items]
        for item in items:
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        scene_text.cut_texts = []
        try:
            with record_draw_calls() as calls:
                root.grab()
            cut = list(scene_text.cut_texts)
        finally:
            scene_text.cut_texts = None
            for item, mode in zip(items, modes, strict=True):
                item.setCacheMode(mode)
        where = f"painted in {type(root).__name__}"
        whole = {shown: original for original, shown in cut}  # an elided text is read as it was before
        for call in calls:
            self.text(whole.get(call.text, call.text), where, _painted_clipped(call))
        for original, shown in cut:
            if is_marked(original):
                detail = "elided by draw_text" if shown != original else "cut at the bottom of its box by draw_text"
                self.report.clipped.append(Finding("clipped", shown, where, detail))


def scan(*roots: QWidget | None, allowed: Iterable[str] = (), paint: bool = True,
         skip: Iterable[QWidget] = ()) -> ScanReport:
    """Scan ``roots`` (windows, dialogs, pages) as shown now; see the module docstring.

    ``allowed``: strings that may appear untranslated (player names, the content the test put in play).
    ``paint``: also render each root (``grab()``) and check every string painted from Python.
    ``skip``: widgets left out with everything inside them (a part another test covers).
    """
    QApplication.processEvents()
    s = _Scan(allowed)
    skipped = list(skip)
    for root in roots:
        if root is None:
            continue
        if paint and root.isVisible():
            s.painted(root)
        for w in [root, *root.findChildren(QWidget)]:
            if any(w is k or k.isAncestorOf(w) for k in skipped):
                continue
            if w is root or w.isVisibleTo(root):
                s.widget(w, root)
        if isinstance(root, QMainWindow):
            s.menus(root)
            s.text(root.statusBar().currentMessage(), "status bar")
    return s.report


def assert_clean(*roots: QWidget | None, allowed: Iterable[str] = (), paint: bool = True,
                 skip: Iterable[QWidget] = ()) -> ScanReport:
    report = scan(*roots, allowed=allowed, paint=paint, skip=skip)
    assert report.checked, "the scan saw no text at all"
    assert report.ok(), report.describe()
    return report


__all__ = ["ALWAYS_RAW", "Finding", "ScanReport", "assert_clean", "is_marked", "pseudo_locale", "raw_parts", "scan",
           "unmarked_words"]
