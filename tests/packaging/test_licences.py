"""Help > About lists what the app ships, with the licence texts (resources/licenses/)."""

from __future__ import annotations

import json
import re
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from PySide6.QtWidgets import QLabel

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "resources"
INDEX = json.loads((RESOURCES / "licenses" / "index.json").read_text(encoding="utf-8"))


def _runtime_distributions(name: str = "gamesuite") -> set[str]:
    """gamesuite and every distribution it needs at run time (extras and other platforms left out)."""
    seen: set[str] = set()
    todo = [name]
    while todo:
        dist = re.split(r"[\s<>=!~;\[(]", todo.pop(), maxsplit=1)[0].lower().replace("_", "-")
        if dist in seen:
            continue
        seen.add(dist)
        for req in metadata.requires(dist) or []:
            marker = Requirement(req).marker  # extras, other platforms and older Pythons left out
            if marker is not None and not marker.evaluate({"extra": ""}):
                continue
            todo.append(req)
    return seen


def test_every_runtime_dependency_has_its_licence_listed() -> None:
    listed = {d.lower().replace("_", "-") for c in INDEX["components"] for d in c["distributions"]}
    missing = _runtime_distributions() - listed
    assert not missing, f"add these to resources/licenses/index.json with their licence text: {sorted(missing)}"


def test_every_licence_file_exists_and_says_what_it_is() -> None:
    for component in INDEX["components"]:
        assert component["files"], component["name"]
        for rel in component["files"]:
            assert (RESOURCES / rel).is_file(), rel
    text = {rel: (RESOURCES / rel).read_text(encoding="utf-8") for c in INDEX["components"] for rel in c["files"]}
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text["licenses/LGPL-3.0.txt"]
    assert "Version 3" in text["licenses/LGPL-3.0.txt"]
    assert "GNU GENERAL PUBLIC LICENSE" in text["licenses/GPL-3.0.txt"]
    assert "SIL OPEN FONT LICENSE" in text["licenses/Inter-OFL-1.1.txt"]
    assert "Version 1.1" in text["licenses/Inter-OFL-1.1.txt"]
    for rel in ("licenses/pydantic.txt", "licenses/platformdirs.txt", "licenses/GameSuite.txt"):
        assert "Permission is hereby granted, free of charge" in text[rel], rel


def test_shipped_texts_match_the_installed_distributions() -> None:
    """The copyright line of each bundled distribution's own licence file is in the text we ship."""
    for component in INDEX["components"]:
        for dist in component["distributions"]:
            if dist in ("gamesuite", "PySide6-Essentials", "shiboken6"):
                continue  # ours, and the LGPL (no per-distribution licence file in the wheels)
            files = [f for f in metadata.files(dist) or [] if "licen" in str(f).lower()]
            assert files, dist
            installed = files[0].read_text(encoding="utf-8")
            shipped = "\n".join((RESOURCES / rel).read_text(encoding="utf-8") for rel in component["files"])
            first = next(line for line in installed.splitlines() if "opyright" in line or "HISTORY" in line)
            assert first.strip() in shipped, (dist, first)


def test_the_about_dialog_shows_version_and_every_licence(qtbot) -> None:  # noqa: ANN001
    from gamesuite import __version__
    from gamesuite.ui.main_window import AboutDialog

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert dialog.heading.text() == f"GameSuite {__version__}"
    names = [dialog.components.topLevelItem(i).text(0) for i in range(dialog.components.topLevelItemCount())]
    assert names == [c["name"] for c in INDEX["components"]]
    qt_row = next(i for i, c in enumerate(INDEX["components"]) if "PySide6-Essentials" in c["distributions"])
    dialog.components.setCurrentItem(dialog.components.topLevelItem(qt_row))
    shown = dialog.text.toPlainText()
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in shown and "GNU GENERAL PUBLIC LICENSE" in shown
    dialog.components.setCurrentItem(dialog.components.topLevelItem(1))
    assert "SIL OPEN FONT LICENSE" in dialog.text.toPlainText().upper()
    from PySide6.QtCore import Qt

    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in dialog.findChildren(QLabel))


def test_help_about_opens_the_dialog_without_blocking_headless(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    from PySide6.QtCore import QSettings

    from gamesuite.storage.store import SaveStore
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow
    from gamesuite.ui.settings import Settings

    make_app()
    window = MainWindow(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)),
                        SaveStore(tmp_path / "saves"))
    qtbot.addWidget(window)
    window.interactive = False
    window.act_about.trigger()
    assert any(m.startswith("About: GameSuite ") for m in window.messages)
