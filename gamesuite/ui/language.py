"""The app's language: Qt translators for GameSuite's catalogue and Qt's own, chosen in Settings ▸ Language.

The default is the system's language when GameSuite has a catalogue for it, else English. Changing it
installs the translators and asks the window to put its words again (menus, launcher, setup page and the
running game's table, rebuilt from the same controller: nothing of the game is lost).

The pseudo-locale ``xx`` is for tests and translators: every string that went through the translation
layer comes out marked ``⟦…⟧`` and 40 % longer, so a string shown without marks was never translatable,
and one that no longer fits its place shows where a longer language would be clipped. A template's named
fields come out between ``⁅…⁆`` (``⟦Pass to ⁅Anna⁆·····⟧``), so what was filled in is checked on its own:
a name or a number, or text that went through the translation layer too (tests/support/i18n_scan.py).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from gamesuite import i18n
from gamesuite.paths import resources_dir

LANGUAGE_NAMES = {"en": "English", "it": "Italiano"}
PSEUDO = "xx"
MARK_OPEN, MARK_CLOSE = "⟦", "⟧"  # around every translated text in the pseudo-locale
FIELD_OPEN, FIELD_CLOSE = "⁅", "⁆"  # around each named field of a translated template
_FIELD = re.compile(r"(?<!\{)\{[A-Za-z_][A-Za-z0-9_]*\}(?!\})")
_installed: list[QTranslator] = []
_current = "en"


def catalogue(code: str) -> str:
    return str(resources_dir() / "i18n" / f"gamesuite_{code}.qm")


def available() -> list[str]:
    """Languages the app speaks: English and every catalogue shipped in resources/i18n."""
    codes = ["en"]
    folder = resources_dir() / "i18n"
    for qm in sorted(folder.glob("gamesuite_*.qm")) if folder.is_dir() else []:
        code = qm.stem.split("_", 1)[1]
        if code not in codes and code in LANGUAGE_NAMES:
            codes.append(code)
    return codes


def system_default() -> str:
    code = QLocale.system().name().split("_")[0]
    return code if code in available() else "en"


class PseudoTranslator(QTranslator):
    """Marks and lengthens every translated string by 40 % (``⟦Pass to Anna·······⟧``)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,  # noqa: D102
                  n: int = -1) -> str:
        if not source:
            return source
        pad = "·" * max(1, round(len(source) * 0.4))
        text = _FIELD.sub(lambda m: f"{FIELD_OPEN}{m.group(0)}{FIELD_CLOSE}", source)
        return f"{MARK_OPEN}{text}{pad}{MARK_CLOSE}"

    def isEmpty(self) -> bool:  # noqa: N802 - Qt API
        return False


def current() -> str:
    """The language installed by the last :func:`apply` ("en" before any)."""
    return _current


def name(code: str) -> str:
    """A language's own name for the menu ("Italiano")."""
    return LANGUAGE_NAMES.get(code, code)


def qt_translation_folders() -> list[str]:
    """Where Qt's own translations are: Qt's folder, and in the frozen app the bundled copy of it."""
    folders = [QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        folders.append(str(Path(frozen) / "PySide6" / "Qt" / "translations"))
    return folders


def _qt_translate(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


def apply(code: str) -> str:
    """Install the translators for ``code`` (falls back to English); returns the language now in use."""
    global _current
    app = QCoreApplication.instance()
    for t in _installed:
        if app is not None:
            QCoreApplication.removeTranslator(t)
    _installed.clear()
    if code == PSEUDO:
        t: QTranslator = PseudoTranslator()
        QCoreApplication.installTranslator(t)
        _installed.append(t)
        i18n.set_backend(_qt_translate)
        i18n.set_language(code)
        _current = code
        return code
    if code not in available():
        code = "en"
    mine = QTranslator()
    if mine.load(catalogue(code)):
        QCoreApplication.installTranslator(mine)
        _installed.append(mine)
    for folder in qt_translation_folders():  # Qt's own words: its standard buttons and dialogs
        qt = QTranslator()
        if qt.load(f"qtbase_{code}", folder):
            QCoreApplication.installTranslator(qt)
            _installed.append(qt)
            break
    QLocale.setDefault(QLocale(code))
    i18n.set_backend(_qt_translate)
    i18n.set_language(code)
    _current = code
    return code
