"""What the PyInstaller specs leave out: shared by gamesuite.spec and hello.spec (the size baseline of
bench/bundle.py), so both bundles are trimmed the same way."""

from __future__ import annotations

import sys
from pathlib import Path

# Qt modules GameSuite imports; everything else of PySide6 is excluded.
QT_USED = {"QtCore", "QtGui", "QtWidgets"}
QT_ALL = {
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender", "QtAxContainer",
    "QtBluetooth", "QtCharts", "QtConcurrent", "QtDataVisualization", "QtDBus", "QtDesigner", "QtGraphs",
    "QtHelp", "QtHttpServer", "QtLocation", "QtMultimedia", "QtMultimediaWidgets", "QtNetwork", "QtNetworkAuth",
    "QtNfc", "QtOpenGL", "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets", "QtPositioning", "QtPrintSupport", "QtQml",
    "QtQuick", "QtQuick3D", "QtQuickControls2", "QtQuickWidgets", "QtRemoteObjects", "QtScxml", "QtSensors",
    "QtSerialBus", "QtSerialPort", "QtSpatialAudio", "QtSql", "QtStateMachine", "QtSvg", "QtSvgWidgets",
    "QtTest", "QtTextToSpeech", "QtUiTools", "QtWebChannel", "QtWebEngineCore", "QtWebEngineQuick",
    "QtWebEngineWidgets", "QtWebSockets", "QtWebView", "QtXml", "QtCanvasPainter",
}
EXCLUDES = [f"PySide6.{m}" for m in sorted(QT_ALL - QT_USED)] + [
    "tkinter", "unittest", "pydoc", "doctest", "pytest", "hypothesis", "_pytest", "pytestqt", "IPython",
    "numpy", "setuptools", "pip", "distutils", "lib2to3", "xmlrpc", "sqlite3",
    # pydantic's mypy plug-in drags the type checker (a dev tool) in; nothing imports it at run time
    "mypy", "mypyc", "pydantic.mypy", "pydantic.v1.mypy", "ast_serialize", "librt",
    # the interactive prompt's line editing (and ncurses with it)
    "readline", "curses",
    # nothing in the app runs an event loop of asyncio, uses pydantic's legacy v1 API (only imported
    # for v1-style types, which the schemas do not have) or needs decimal's pure-Python fallback
    "asyncio", "pydantic.v1", "_pydecimal",
]

# Shared libraries and plugins nothing needs (matched against the destination path).
DROP_LIB_PARTS = [
    "Qt6Quick", "Qt6Qml", "Qt6Pdf", "Qt6VirtualKeyboard", "Qt6Network", "Qt6OpenGL.", "Qt6Svg",
    "Qt6Designer", "Qt6WebEngine", "Qt6Multimedia", "Qt6Sql", "Qt6Test", "Qt6Xml", "Qt6ShaderTools",
    "Qt6Charts", "Qt6Graphs", "Qt63D", "Qt6Positioning", "Qt6Location", "Qt6Bluetooth", "Qt6Nfc",
    "Qt6Sensors", "Qt6SerialPort", "Qt6WebSockets", "Qt6Help", "Qt6UiTools", "Qt6Concurrent",
    "libavcodec", "libavformat", "libavutil", "libswscale", "libswresample", "opengl32sw",
    "Qt6Wayland", "qtvirtualkeyboard", "libqpdf", "libqsvg", "libqicns", "libqtga", "libqtiff",
    "libqwbmp", "libqwebp", "libqjpeg", "libqgif", "libqico", "libqmacheif", "libqmacjp2",
    "qpdf", "qsvg", "qicns", "qtga", "qtiff", "qwbmp", "qwebp", "qjpeg", "qgif", "qico",
    "EglFSDeviceIntegration", "EglFsKmsSupport", "WlShellIntegration", "libqgtk3", "qxdgdesktopportal",
]
# Qt's own translations (its standard buttons and dialogs) for the languages GameSuite ships a catalogue of
# (resources/i18n/gamesuite_<lang>.qm; English needs none): qtbase_it.qm and so on.
_I18N = Path(__file__).resolve().parent.parent / "resources" / "i18n"
KEEP_TRANSLATIONS = {f"qtbase_{qm.stem.split('_', 1)[1]}.qm" for qm in _I18N.glob("gamesuite_*.qm")} - {"qtbase_en.qm"}
KEEP_PLATFORMS = ("qxcb", "qoffscreen", "qminimal.", "qwindows", "qcocoa", "libqxcb", "libqoffscreen",
                  "libqminimal.")


def keep(entry: tuple) -> bool:
    dest = entry[0].replace("\\", "/")
    name = dest.rsplit("/", 1)[-1]
    if any(part in name for part in DROP_LIB_PARTS):
        return False
    if "/plugins/" in dest or dest.startswith("PySide6/Qt/plugins"):
        kind = dest.split("/plugins/", 1)[-1].split("/", 1)[0]
        if kind == "platforms":
            return name.startswith(KEEP_PLATFORMS)
        if kind in ("imageformats", "iconengines", "tls", "networkinformation", "qmltooling",
                    "multimedia", "position", "sqldrivers", "generic", "platforminputcontexts",
                    "virtualkeyboard", "wayland-decoration-client", "wayland-graphics-integration-client",
                    "wayland-shell-integration", "egldeviceintegrations"):
            return False
    # Qt's own translations only for the languages the app speaks (resources/i18n is in resources/, not here)
    return "/translations/" not in dest or name in KEEP_TRANSLATIONS


def prune_unreachable(binaries: list) -> list:
    """Drop shared libraries that no kept binary needs any more (left over from removed plugins).

    Roots are Python extension modules, Qt libraries and kept plugins; system libraries are kept
    only if a root reaches them through DT_NEEDED. Off Linux (or on any error) nothing is pruned.
    """
    if not sys.platform.startswith("linux"):
        return binaries
    try:
        from PyInstaller.depend import bindepend

        by_name = {}
        for entry in binaries:
            by_name.setdefault(entry[0].replace("\\", "/").rsplit("/", 1)[-1], entry)
        roots = [e for e in binaries if e[0].endswith((".abi3.so", ".cpython-311-x86_64-linux-gnu.so"))
                 or "PySide6/" in e[0].replace("\\", "/") or "lib-dynload" in e[0]]
        needed = set()
        todo = [e[1] for e in roots]
        seen = set()
        while todo:
            path = todo.pop()
            if path in seen:
                continue
            seen.add(path)
            for name, resolved in bindepend.get_imports(path):
                base = name.rsplit("/", 1)[-1]
                needed.add(base)
                if base in by_name:
                    todo.append(by_name[base][1])
                elif resolved:
                    todo.append(resolved)
        root_ids = {id(e) for e in roots}
        return [e for e in binaries if id(e) in root_ids or e[0].replace("\\", "/").rsplit("/", 1)[-1] in needed
                or not e[0].split("/")[-1].startswith("lib") or e[0].split("/")[-1].startswith("libpython")]
    except Exception as exc:  # packaging must not fail because pruning could not run
        print(f"prune_unreachable skipped: {exc}")
        return binaries


def trim(analysis: object) -> None:
    """Apply every rule above to a PyInstaller Analysis, in place."""
    analysis.binaries = prune_unreachable([b for b in analysis.binaries if keep(b)])  # type: ignore[attr-defined]
    analysis.datas = [d for d in analysis.datas if keep(d)]  # type: ignore[attr-defined]
