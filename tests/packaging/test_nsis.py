"""The Windows installer script compiles here (makensis runs on Linux) against a stand-in payload, so
a broken script fails on this machine before it fails on the Windows runner."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
NSI = ROOT / "packaging" / "windows" / "gamesuite.nsi"


def _payload(base: Path) -> Path:
    """A folder shaped like PyInstaller's GameSuite/ (names that need care included)."""
    payload = base / "GameSuite"
    for rel in ("GameSuite.exe", "_internal/base_library.zip", "_internal/PySide6/Qt6Core.dll",
                "_internal/resources/icons/gamesuite-16.png", "_internal/resources/packs/quiz club/cards.json",
                "_internal/resources/licenses/price$list.txt"):
        path = payload / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"MZ stand-in " + rel.encode())
    (payload / "_internal" / "empty-folder").mkdir()
    return payload


def test_the_uninstall_list_removes_exactly_what_is_installed(package: ModuleType, tmp_path: Path) -> None:
    payload = _payload(tmp_path)
    install, uninstall = package.nsis_lists(payload, tmp_path / "work")
    files = {str(p.relative_to(payload)).replace("/", "\\") for p in payload.rglob("*") if p.is_file()}
    installed = {line.split('"')[1] for line in install.read_text().splitlines() if line.startswith("File ")}
    assert {Path(f).relative_to(payload).as_posix().replace("/", "\\") for f in installed} == files
    deleted = {line.split('"')[1].removeprefix("$INSTDIR\\").replace("$$", "$")
               for line in uninstall.read_text().splitlines() if line.startswith("Delete ")}
    assert deleted == files
    removed_dirs = [line.split('"')[1] for line in uninstall.read_text().splitlines() if line.startswith("RMDir")]
    assert all(not d.endswith("$INSTDIR") for d in removed_dirs)  # never the install folder as a whole
    assert "RMDir /r" not in uninstall.read_text() and "RMDir /r" not in NSI.read_text()
    depth = [d.count("\\") for d in removed_dirs]
    assert depth == sorted(depth, reverse=True)  # deepest first, so each folder is empty when removed


def test_the_nsis_script_compiles(package: ModuleType, icons: Path, tmp_path: Path) -> None:
    if package.find_makensis() is None:
        pytest.skip("makensis is not installed (Debian package nsis; python3 dev.py test installs it as root)")
    exe = package.build_nsis(_payload(tmp_path), tmp_path / "out", icons, tmp_path / "work", version="1.2.3",
                             arch="x86_64")
    assert exe.name == "GameSuite-1.2.3-windows-x86_64.exe"
    data = exe.read_bytes()
    assert data[:2] == b"MZ" and len(data) > 30_000
    assert "1.2.3".encode("utf-16-le") in data  # the version resource (VIAddVersionKey)


def test_the_script_installs_per_user_with_shortcut_uninstaller_and_file_types() -> None:
    text = NSI.read_text(encoding="utf-8")
    assert "RequestExecutionLevel user" in text
    assert re.search(r'InstallDir "\$LOCALAPPDATA\\Programs\\', text)
    assert "HKLM" not in text  # nothing machine-wide
    assert "$SMPROGRAMS" in text and "WriteUninstaller" in text
    assert "Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall" in text
    for progid, ext in (("GameSuite.Save", ".json"), ("GameSuite.Pack", ".zip")):
        assert f'!insertmacro OpenWith "{progid}"' in text and f'"{ext}"' in text
        assert f'!insertmacro RemoveOpenWith "{progid}" "{ext}"' in text


def test_a_broken_script_fails_the_build(package: ModuleType, icons: Path, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    if package.find_makensis() is None:
        pytest.skip("makensis is not installed (Debian package nsis)")
    broken = tmp_path / "windows"
    broken.mkdir()
    shutil.copy(NSI, broken / "gamesuite.nsi")
    (broken / "gamesuite.nsi").write_text(NSI.read_text(encoding="utf-8").replace("SectionEnd", "SectionEdn", 1),
                                          encoding="utf-8")
    monkeypatch.setattr(package, "HERE", tmp_path)
    with pytest.raises(RuntimeError, match="makensis failed"):
        package.build_nsis(_payload(tmp_path), tmp_path / "out", icons, tmp_path / "work")
