"""The app's language: Qt translators for GameSuite's catalogue and Qt's own, chosen in Settings ▸ Language.

The default is the system's language when GameSuite has a catalogue for it, else English. Changing it
installs the translators and asks the window to put its words again (menus, launcher, setup page and the
running game's table, rebuilt from the same controller: nothing of the game is lost).

The pseudo-locale ``xx`` is for tests and translators: every string that went through the translation
layer comes out marked ``⟦…⟧`` and 40 % longer, so a string shown without marks was never translatable,
and one that no longer fits its place shows where a longer language would be clipped.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from gamesuite import i18n
from gamesuite.paths import resources_dir

LANGUAGE_NAMES = {"en": "English", "it": "Italiano"}
PSEUDO = "xx"
_installed: list[QTranslator] = []


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
        return f"⟦{source}{pad}⟧"

    def isEmpty(self) -> bool:  # noqa: N802 - Qt API
        return False


def _qt_translate(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


def apply(code: str) -> str:
    """Install the translators for ``code`` (falls back to English); returns the language now in use."""
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
        return code
    if code not in available():
        code = "en"
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for path, folder in ((catalogue(code), ""), (f"qtbase_{code}", qt_folder)):
        t = QTranslator()
        if t.load(path, folder) if folder else t.load(path):
            QCoreApplication.installTranslator(t)
            _installed.append(t)
    QLocale.setDefault(QLocale(code))
    i18n.set_backend(_qt_translate)
    return code
