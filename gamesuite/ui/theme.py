"""Look and feel shared by every screen: the bundled font, the palette and text sizes.

Sizes are in scene units for the table (a 1920x1080 logical scene) — readable from across a
table — and in points for the private, arm's-length windows.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QFontDatabase

from gamesuite.paths import resources_dir

FAMILY = "Inter"
_loaded = False

# Table palette: a deep felt with light boards on it (contrast of text >= 4.5:1).
FELT = QColor("#173b32")
FELT_DARK = QColor("#0f2a23")
BOARD = QColor("#f4eedf")
BOARD_LINE = QColor("#3b3a36")
INK = QColor("#1d1c1a")
INK_ON_FELT = QColor("#f7f3e8")
MUTED_ON_FELT = QColor("#b9cbbf")
HIGHLIGHT = QColor("#ffd45a")
DANGER = QColor("#e05a4f")
OK = QColor("#3fae6b")
DAMAGED_INK = QColor("#6b5842")  # a file that cannot be opened, in a list: muted brown, 6.5:1 on white (not grey)
FOCUS_RING = "#1a5fd0"  # the keyboard's place in a private panel: blue, neither the hover's ink nor a player's colour


RING = "ring"  # a panel button's property: its focus ring shows (the keys are in use: privacy.PanelKeys)


def focus_ring_rule(selector: str, padding: tuple[int, int], border: int = 2, ring: int = 4) -> str:
    """The style-sheet rule that rings the button holding the keyboard in a panel (``selector``: its buttons,
    drawn with ``border`` px and ``padding`` (vertical, horizontal) px when not focused).

    Why: the style's own focus mark is a pale fill, invisible on the panels' dark, yellow and red buttons, so a
    player at the keyboard did not see which button Space would press. The padding gives back what the wider ring
    takes: a button is exactly as wide as its text, and a focused one clipped it (test_telefilm_i18n).
    What to avoid: a ring in the hover's ink (a hovered button and the focused one would look alike).

    Only a button marked for it (property :data:`RING`, set by ``privacy.PanelKeys`` while the player uses the keys)
    shows it: a family at the mouse saw a ring on the first button after each gate, like a default button."""
    d = ring - border
    return (f'{selector}[{RING}="true"]:focus {{ border: {ring}px solid {FOCUS_RING}; outline: none; '
            f"padding: {padding[0] - d}px {padding[1] - d}px; }}")

# Player colours, each paired with a shape so colour never carries meaning alone.
PLAYER_COLOURS = ("#d94f4f", "#3d7dd8", "#e0a526", "#3fa66b", "#9a5bd1", "#e07b39", "#2fb3b3", "#c4508f")
PLAYER_SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "heart")

# Text sizes in scene units (table) — names/scores >= 28, the one thing to read now >= 36.
SIZE_SMALL = 24
SIZE_NAME = 30
SIZE_FOCUS = 44
SIZE_TITLE = 60


def load_fonts() -> str:
    """Register the bundled Inter faces once; returns the family name to use."""
    global _loaded, FAMILY
    if not _loaded:
        for path in sorted((resources_dir() / "fonts").glob("*.otf")):
            fid = QFontDatabase.addApplicationFont(str(path))
            if fid >= 0:
                families = QFontDatabase.applicationFontFamilies(fid)
                if families:
                    FAMILY = families[0]
        _loaded = True
    return FAMILY


def font(size: float, weight: QFont.Weight = QFont.Weight.Normal, *, pixel: bool = True) -> QFont:
    """The app font at ``size`` (pixels by default, so scene units map 1:1)."""
    f = QFont(FAMILY)
    if pixel:
        f.setPixelSize(max(1, int(size)))
    else:
        f.setPointSizeF(size)
    f.setWeight(weight)
    return f


def luminance(colour: QColor | str) -> float:
    """WCAG relative luminance of ``colour`` (0 black .. 1 white)."""
    c = QColor(colour)

    def ch(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF())


def contrast(a: QColor | str, b: QColor | str) -> float:
    """WCAG contrast ratio of two colours (1 .. 21; body text needs >= 4.5)."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def text_colour_on(background: QColor) -> QColor:
    """Black or white, whichever contrasts more with ``background`` (WCAG luminance)."""
    bg = luminance(background)
    contrast_white = 1.05 / (bg + 0.05)
    contrast_black = (bg + 0.05) / 0.05
    return QColor("#ffffff") if contrast_white >= contrast_black else QColor("#111111")


def blend(colour: QColor | str, towards: QColor | str, amount: float) -> QColor:
    """``colour`` moved ``amount`` of the way to ``towards`` (0 = colour, 1 = towards).

    The one colour mix of the app: ``blend(c, BOARD, 0.6)`` is a pale tint of ``c`` on the board's paper,
    ``blend(c, "#ffffff", 0.3)`` a lighter ``c``.
    """
    a, b = QColor(colour), QColor(towards)
    t = max(0.0, min(1.0, amount))
    return QColor(round(a.red() + (b.red() - a.red()) * t), round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t), round(a.alpha() + (b.alpha() - a.alpha()) * t))


def app_stylesheet() -> str:
    """Widget style for dialogs and private windows (arm's-length reading)."""
    return """
    QMainWindow, QDialog { background: #f6f2e7; }
    QPushButton { padding: 8px 16px; border-radius: 8px; background: #ffffff;
                   border: 1px solid #9c978a; color: #1d1c1a; }
    QPushButton:hover { background: #fff6d8; }
    QPushButton:default { border: 2px solid #173b32; }
    QPushButton:disabled { color: #8a867c; background: #eeeae0; }
    QLineEdit, QSpinBox, QComboBox { padding: 5px 8px; border: 1px solid #9c978a; border-radius: 6px;
                   background: #ffffff; color: #1d1c1a; }
    QLabel { color: #1d1c1a; }
    QGroupBox { font-weight: 600; border: 1px solid #c9c3b5; border-radius: 8px; margin-top: 14px;
                 padding-top: 8px; }
    QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; }
    #launcher { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #173b32, stop:1 #0f2a23); }
    QLabel#launcherTitle { color: #f7f3e8; }
    QLabel#launcherSubtitle, QLabel#launcherInfo { color: #b9cbbf; }
    """
