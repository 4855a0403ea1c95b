"""Application start-up: QApplication, fonts, style, crash handling, the main window, --selftest."""

from __future__ import annotations

import faulthandler
import logging
import sys
import traceback
from types import TracebackType
from typing import Any

import shiboken6  # noqa: F401 - installs PySide6's import hook, which _spare_source_reads makes lighter


def _spare_source_reads() -> None:
    """PySide6's import hook (``shibokensupport.feature``, PYSIDE-2029) reads the whole source of every module
    an import statement names after PySide6 is imported, once per module (``inspect.getsource``, looking for the
    word "PySide6" in it: 0 = a module that may use PySide6, -1 = one to ignore): ~42 modules and ~5 ms of CPU
    before the launcher's first frame. The standard library never uses PySide6 and GameSuite's modules are
    answered 0 (a module that may use PySide6 without features: what their flag means either way, since no
    module selects a ``__feature__``); other modules are still read. Nothing changes where the hook is not there."""
    feature = sys.modules.get("shibokensupport.feature")
    read = getattr(feature, "_mod_uses_pyside", None)
    if read is None or getattr(read, "spared", False):
        return
    stdlib = sys.stdlib_module_names

    def uses_pyside(module: Any) -> bool:
        name = getattr(module, "__name__", "")
        top = name.partition(".")[0]
        if top == "gamesuite":
            return True
        if top in stdlib:
            return False
        return bool(read(module))

    uses_pyside.spared = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]


_spare_source_reads()

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QIcon  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gamesuite.paths import resources_dir, user_data_dir  # noqa: E402
from gamesuite.ui import gcpause  # noqa: E402

log = logging.getLogger("gamesuite")
_crash_file: Any = None


def setup_logging() -> None:
    """Log to a file in the user's data folder; faulthandler writes hard crashes there too."""
    global _crash_file
    folder = user_data_dir() / "logs"
    folder.mkdir(parents=True, exist_ok=True)
    logging.basicConfig(
        filename=str(folder / "gamesuite.log"),
        level=logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    if _crash_file is None:
        _crash_file = open(folder / "crash.log", "a", encoding="utf-8")  # noqa: SIM115 - kept open for faulthandler
        faulthandler.enable(_crash_file)


def install_exception_hook(window_getter: Any) -> None:
    """Uncaught exceptions in slots reach one handler: log, autosave, and tell the player."""

    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        text = "".join(traceback.format_exception(exc_type, exc, tb))
        log.error("uncaught exception:\n%s", text)
        window = window_getter()
        saved = False
        if window is not None and getattr(window, "controller", None) is not None:
            try:
                window.controller.autosave()
                window.controller.wait_for_saves()
                saved = True
            except Exception:  # noqa: BLE001 - the handler must never raise
                log.exception("autosave after a crash failed")
        if QApplication.instance() is not None and not _headless():
            from PySide6.QtWidgets import QMessageBox  # only for a crash (its enums cost ~5 ms at start-up)

            title, text = crash_message(exc, saved)
            QMessageBox.critical(window, title, text)

    sys.excepthook = hook


def crash_message(exc: BaseException, saved: bool) -> tuple[str, str]:
    """The crash dialog's title and text, in the current language."""
    from gamesuite.i18n import translate

    lines = [translate("shell", "GameSuite hit an unexpected problem: {problem}").format(problem=exc), ""]
    if saved:
        lines.append(translate("shell", "Your game was saved; you can continue it from the launcher."))
    lines.append(translate("shell", "Details were written to {file}.").format(
        file=user_data_dir() / "logs" / "gamesuite.log"))
    return translate("shell", "Something went wrong"), "\n".join(lines)


def _headless() -> bool:
    app = QApplication.instance()
    return app is None or app.platformName() in ("offscreen", "minimal")


APP_ID = "org.gamesuite.GameSuite"  # the desktop entry's name (packaging/meta.py), so docks match windows to it


def app_icon() -> QIcon:
    """The suite's icon: the generated PNG sizes where the build put them (the frozen app, which has
    no SVG plug-in), else the SVG source (a checkout; Qt's SVG icon engine renders it)."""
    folder = resources_dir() / "icons"
    icon = QIcon()
    for png in sorted(folder.glob("gamesuite-*.png")):
        icon.addFile(str(png))
    if icon.isNull() and (folder / "gamesuite.svg").exists():
        icon = QIcon(str(folder / "gamesuite.svg"))
    return icon


def make_app(argv: list[str] | None = None) -> QApplication:
    from gamesuite.ui import theme

    app = QApplication.instance() or QApplication(argv or sys.argv)
    app.setApplicationName("GameSuite")
    app.setOrganizationName("GameSuite")
    app.setApplicationDisplayName("GameSuite")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    theme.load_fonts()
    app.setFont(theme.font(15))
    app.setStyleSheet(theme.app_stylesheet())
    gcpause.resume_soon()  # the start-up pause (gamesuite.__main__) ends once the first frame is painted
    return app


def run(argv: list[str], open_path: str | None = None) -> int:
    setup_logging()
    app = make_app(argv)
    from pathlib import Path

    from gamesuite.ui.main_window import MainWindow

    window: MainWindow | None = None
    install_exception_hook(lambda: window)  # before the window: start-up problems are logged too
    window = MainWindow()
    window.show()
    if open_path:
        window.open_path(Path(open_path))
    return app.exec()


def parse_args(argv: list[str]) -> tuple[Any, list[str]]:
    """The command line: ``gamesuite [--selftest] [--version] [FILE]``; Qt's own options pass through."""
    import argparse

    from gamesuite import __version__

    parser = argparse.ArgumentParser(
        prog="gamesuite",
        description="GameSuite: four tabletop games for a family around one screen "
                    "(Il Gioco dei Telefilm, Quiz Club, Telma, Ciak!).",
        epilog="Headless engine: python -m gamesuite.rules --help. Question packs: python -m gamesuite.content --help.",
    )
    parser.add_argument("file", nargs="?", help="a saved game (.gsave.json) to continue, or a question pack "
                                                "(.zip) to import (you are asked first)")
    parser.add_argument("--selftest", action="store_true",
                        help="start offscreen, open every game's table and the private window, then exit "
                             "(0 when everything rendered)")
    parser.add_argument("--version", action="version", version=f"GameSuite {__version__}")
    return parser.parse_known_args(argv[1:])


def selftest() -> int:
    """Offscreen: open the launcher, start every game with default players, render each scene,
    open and close the Director window. Exit 0 only if all of it worked."""
    import atexit
    import os
    import shutil
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if "GAMESUITE_DATA_DIR" not in os.environ:  # a throw-away data folder, removed at exit
        scratch = tempfile.mkdtemp(prefix="gamesuite-selftest-")
        os.environ["GAMESUITE_DATA_DIR"] = scratch
        atexit.register(shutil.rmtree, scratch, True)
    app = make_app([sys.argv[0]])
    from gamesuite.rules import registry
    from gamesuite.rules.sim import default_players
    from gamesuite.ui.main_window import MainWindow

    problems: list[str] = []
    window = MainWindow()
    window.interactive = False
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    if window.launcher.grab().isNull():
        problems.append("the launcher did not render")
    games = registry.game_ids(include_hidden=True)
    for game in games:
        try:
            spec = registry.get_spec(game)
            controller = window.start_game(game, default_players(spec.variants[0].min_players + 1
                                                                  if spec.variants[0].max_players
                                                                  > spec.variants[0].min_players
                                                                  else spec.variants[0].min_players), seed=1)
            if controller is None:
                problems.append(f"{game}: could not start: {' / '.join(window.messages)}")
                continue
            app.processEvents()
            if window.grab().isNull():
                problems.append(f"{game}: the table did not render")
            if not spec.hidden and type(window.game_ui).__name__ == "GenericUI":
                problems.append(f"{game}: the generic debug screen instead of the game's table")
            window.director.enabled = True
            window.director.place()
            window.director.show()
            app.processEvents()
            window.director.close()
            app.processEvents()
            window.show_launcher()
        except Exception as exc:  # noqa: BLE001 - report every failure
            problems.append(f"{game}: {type(exc).__name__}: {exc}")
    window.close()
    for p in problems:
        print(f"selftest FAIL: {p}")
    print(f"selftest: {len(games)} games, {len(problems)} problems")
    return 1 if problems or not games else 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    args, qt_args = parse_args(argv)
    if args.selftest:
        return selftest()
    QApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    return run([argv[0], *qt_args], args.file)
