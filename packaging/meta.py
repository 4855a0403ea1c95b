"""What every installer says about GameSuite: name, ids, version, file types, installer names.

The version has one source, ``gamesuite/__init__.py`` (``__version__``); it is read here without
importing the package, so the PyInstaller spec and the packaging scripts agree with
``gamesuite --version``, Help > About and pyproject (whose version is dynamic).
"""

from __future__ import annotations

import ast
import platform
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
NAME = "GameSuite"
PACKAGE = "gamesuite"  # the Debian package, the command on PATH, the /opt folder
APP_ID = "org.gamesuite.GameSuite"  # desktop entry, AppStream id, icon name, macOS bundle id
SUMMARY = "Four tabletop games for a family around one screen"
PUBLISHER = "The GameSuite authors"
LICENSE = "MIT"


def read_version(init: Path = ROOT / "gamesuite" / "__init__.py") -> str:
    """``__version__`` from gamesuite/__init__.py, parsed (not imported)."""
    for node in ast.parse(init.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__version__"
                                                for t in node.targets):
            value = ast.literal_eval(node.value)
            if isinstance(value, str):
                return value
    raise ValueError(f"{init}: no __version__ string")


VERSION = read_version()


class FileType:
    """A document type the app opens: a MIME type (Linux), ProgID (Windows), UTI (macOS)."""

    def __init__(self, mime: str, glob: str, comment: str, progid: str, ext: str, uti: str,
                 parent_mime: str, weight: int) -> None:
        self.mime, self.glob, self.comment = mime, glob, comment
        self.progid, self.ext, self.uti = progid, ext, uti
        self.parent_mime, self.weight = parent_mime, weight


# Saves are ``*.gsave.json`` (gamesuite/storage). Packs are zips; only ``*.gspack.zip`` is claimed as
# GameSuite's own type (a plain .zip only gets GameSuite in "Open with"): see docs/packaging.md.
SAVE = FileType("application/x-gamesuite-save", "*.gsave.json", "GameSuite saved game", "GameSuite.Save",
                ".json", "public.json", "application/json", 80)
PACK = FileType("application/x-gamesuite-pack", "*.gspack.zip", "GameSuite question pack", "GameSuite.Pack",
                ".zip", "public.zip-archive", "application/zip", 80)
FILE_TYPES = (SAVE, PACK)
OPEN_WITH_MIME = ("application/zip",)  # listed in the desktop entry: "Open with", never claimed


def os_name() -> str:
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "linux"


def arch_name(machine: str | None = None) -> str:
    """The CPU as installer names spell it: x86_64 or arm64 (others as the OS says)."""
    m = (machine or platform.machine()).lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64", "armv8": "arm64"}.get(m, m)


def installer_name(ext: str, version: str = VERSION, os_: str | None = None, arch: str | None = None) -> str:
    """``GameSuite-<version>-<os>-<arch>.<ext>``."""
    return f"{NAME}-{version}-{os_ or os_name()}-{arch or arch_name()}.{ext}"


def numeric_version(version: str = VERSION) -> tuple[int, int, int, int]:
    """The version as four numbers (Windows resources), ignoring any pre-release suffix."""
    import re

    parts = []
    for piece in version.split(".")[:4]:
        lead = re.match(r"\d*", piece).group()  # type: ignore[union-attr]  # "4rc1" -> 4
        parts.append(int(lead or 0))
        if lead != piece:
            break  # a pre-release suffix ends the numbers
    while len(parts) < 4:
        parts.append(0)
    return (parts[0], parts[1], parts[2], parts[3])


def info_plist(version: str = VERSION) -> dict[str, Any]:
    """The macOS Info.plist keys PyInstaller's BUNDLE does not set itself.

    Launch Services types a file by its last extension, so a ``.gsave.json`` is JSON and a
    ``.gspack.zip`` a zip there: GameSuite is listed as an alternate handler of both ("Open With"),
    never the owner.
    """
    return {
        "CFBundleName": NAME,
        "CFBundleDisplayName": NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": f"{NAME} {version}, {LICENSE} licence. Qt 6: LGPL v3.",
        "LSApplicationCategoryType": "public.app-category.board-games",
        "CFBundleDocumentTypes": [
            {"CFBundleTypeName": t.comment, "CFBundleTypeRole": "Viewer", "LSHandlerRank": "Alternate",
             "LSItemContentTypes": [t.uti]}
            for t in FILE_TYPES
        ],
    }


def windows_version_strings(version: str = VERSION) -> list[tuple[str, str]]:
    """The text fields of GameSuite.exe's version resource."""
    return [("CompanyName", PUBLISHER), ("FileDescription", NAME), ("FileVersion", version),
            ("InternalName", NAME), ("OriginalFilename", f"{NAME}.exe"), ("ProductName", NAME),
            ("ProductVersion", version), ("LegalCopyright", f"{PUBLISHER}, {LICENSE} licence")]


def windows_version_info(version: str = VERSION) -> Any:
    """The version resource of GameSuite.exe (its Properties dialog); PyInstaller builds it on Windows
    (its versioninfo module needs pefile, which PyInstaller installs there)."""
    from PyInstaller.utils.win32.versioninfo import (
        FixedFileInfo,
        StringFileInfo,
        StringStruct,
        StringTable,
        VarFileInfo,
        VarStruct,
        VSVersionInfo,
    )

    nums = numeric_version(version)
    strings = windows_version_strings(version)
    return VSVersionInfo(
        ffi=FixedFileInfo(filevers=nums, prodvers=nums),
        kids=[StringFileInfo([StringTable("040904B0", [StringStruct(k, v) for k, v in strings])]),
              VarFileInfo([VarStruct("Translation", [0x0409, 1200])])],
    )
