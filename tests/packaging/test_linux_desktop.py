"""The Linux desktop files, checked with the freedesktop tools (fast: no build needed)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"


def _need(tool: str, package: str) -> str:
    found = shutil.which(tool)
    if found is None:
        pytest.skip(f"{tool} is not installed (Debian package {package}; python3 dev.py test installs it as root)")
    return found


def test_the_desktop_entry_is_valid() -> None:
    tool = _need("desktop-file-validate", "desktop-file-utils")
    entry = LINUX / "org.gamesuite.GameSuite.desktop"
    out = subprocess.run([tool, str(entry)], capture_output=True, text=True)
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr
    text = entry.read_text(encoding="utf-8")
    assert "Exec=gamesuite %f" in text and "Icon=org.gamesuite.GameSuite" in text
    mime = next(line for line in text.splitlines() if line.startswith("MimeType="))
    assert {"application/x-gamesuite-save", "application/x-gamesuite-pack", "application/zip"} == \
        set(filter(None, mime.partition("=")[2].split(";")))


def test_the_appstream_metainfo_is_valid(package: ModuleType, tmp_path: Path) -> None:
    tool = _need("appstreamcli", "appstream")
    path = tmp_path / "org.gamesuite.GameSuite.metainfo.xml"
    path.write_text(package.metainfo(), encoding="utf-8")
    out = subprocess.run([tool, "validate", "--no-net", "--pedantic", str(path)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    problems = [line for line in out.stdout.splitlines() if line[:2] in ("E:", "W:", "I:")]
    assert not problems, problems
    assert "@" not in path.read_text(encoding="utf-8")  # every placeholder filled in


PROBE = r"""
import json, sys
from PySide6.QtCore import QMimeDatabase
db = QMimeDatabase()
print(json.dumps({name: db.mimeTypeForFile(name, QMimeDatabase.MatchMode.MatchExtension).name()
                  for name in sys.argv[1:]}))
"""


def test_saves_and_packs_get_their_own_mime_types_and_other_files_keep_theirs(tmp_path: Path) -> None:
    """Installed into a scratch XDG data folder, the MIME definitions type a ``.gsave.json`` and a
    ``.gspack.zip`` as GameSuite's, while plain .json and .zip files stay what they were."""
    tool = _need("update-mime-database", "shared-mime-info")
    if not Path("/usr/share/mime/packages/freedesktop.org.xml").exists():
        pytest.skip("the freedesktop MIME definitions are not installed (shared-mime-info)")
    share = tmp_path / "share"
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy(Path("/usr/share/mime/packages/freedesktop.org.xml"), share / "mime" / "packages")
    shutil.copy(LINUX / "org.gamesuite.GameSuite.mime.xml", share / "mime" / "packages" / "org.gamesuite.GameSuite.xml")
    subprocess.run([tool, str(share / "mime")], check=True, capture_output=True)
    env = dict(os.environ, XDG_DATA_DIRS=str(share), XDG_DATA_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    names = ["party.gsave.json", "notes.json", "telefilm-extra.gspack.zip", "photos.zip"]
    out = subprocess.run([sys.executable, "-c", PROBE, *names], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {
        "party.gsave.json": "application/x-gamesuite-save",
        "notes.json": "application/json",
        "telefilm-extra.gspack.zip": "application/x-gamesuite-pack",
        "photos.zip": "application/zip",
    }


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux packages")
def test_the_debian_dependencies_come_from_what_the_bundle_loads(package: ModuleType, tmp_path: Path) -> None:
    """A stand-in bundle: ``ls`` with one of its libraries carried along; the other ones (and the
    glibc version its symbols need) become Depends, the carried one does not."""
    _need("objdump", "binutils")
    _need("dpkg-query", "dpkg")
    ls = Path("/bin/ls").resolve()
    libs = subprocess.run(["ldd", str(ls)], capture_output=True, text=True).stdout
    carried = next((line.split()[2] for line in libs.splitlines() if "libselinux" in line), None)
    if carried is None:
        pytest.skip("ls does not load libselinux here")
    app = tmp_path / "GameSuite"
    app.mkdir()
    shutil.copy(ls, app / "GameSuite")
    shutil.copy(carried, app / Path(carried).name)
    needed, glibc = package.system_libraries(app)
    assert "libc.so.6" in needed and Path(carried).name not in needed
    assert glibc is not None and glibc.startswith("2.")
    deps = package.deb_depends(app)
    assert f"libc6 (>= {glibc})" in deps
    assert not any(d.startswith("libselinux") for d in deps)
    assert "fontconfig-config" in deps
