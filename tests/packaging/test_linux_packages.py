"""The Linux packages, made from the session's one PyInstaller build (slow; .ci/run runs them).

The .deb is installed for real (as root: CI runs as root), run from PATH, checked and removed again.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from gamesuite import __version__
from tests.packaging.helpers import app_env, png_size

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux packages")]

APP_ID = "org.gamesuite.GameSuite"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


@pytest.fixture(scope="module")
def deb(frozen_app: Path, package: ModuleType, icons: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is not installed (Debian package dpkg)")
    work = tmp_path_factory.mktemp("deb")
    return package.build_deb(frozen_app, work / "out", icons, work, compression="gzip")


def _contents(deb: Path) -> dict[str, str]:
    """Path (without the leading ./) -> the listing's type letter (d, -, l)."""
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True).stdout
    out = {}
    for line in listing.splitlines():
        perms, *_rest = line.split(None, 5)
        name = line.split(None, 5)[5].split(" -> ")[0].removeprefix("./").rstrip("/")
        if name:
            out[name] = perms[0]
    return out


def test_the_deb_is_named_and_laid_out_as_a_debian_package(deb: Path) -> None:
    assert deb.name.startswith(f"GameSuite-{__version__}-linux-") and deb.suffix == ".deb"
    files = _contents(deb)
    assert files["opt/gamesuite/GameSuite"] == "-"
    assert files["usr/bin/gamesuite"] == "l"
    for path in (f"usr/share/applications/{APP_ID}.desktop", f"usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"usr/share/mime/packages/{APP_ID}.xml", f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                 "usr/share/doc/gamesuite/copyright",
                 "opt/gamesuite/_internal/resources/licenses/LGPL-3.0.txt"):
        assert files.get(path) == "-", path
    for size in ICON_SIZES:
        assert files.get(f"usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png") == "-", size
    # nothing outside the app folder and the shared data folders
    assert all(p.split("/")[0] in ("opt", "usr") for p in files), [p for p in files if p.split("/")[0] not in
                                                                   ("opt", "usr")]
    field = subprocess.run(["dpkg-deb", "--field", str(deb), "Version", "Depends", "Package"], capture_output=True,
                           text=True, check=True).stdout
    assert f"Version: {__version__}" in field and "Package: gamesuite" in field
    depends = next(line for line in field.splitlines() if line.startswith("Depends:"))
    for needed in ("libc6 (>= 2.", "libgl1", "libegl1", "libxcb1", "fontconfig-config"):
        assert needed in depends, depends
    scripts = subprocess.run(["dpkg-deb", "--ctrl-tarfile", str(deb)], capture_output=True, check=True).stdout
    assert b"postinst" not in scripts and b"postrm" not in scripts  # the system's triggers do the caches


def test_the_tarball_runs_where_it_is_unpacked_and_links_into_the_menu(frozen_app: Path, package: ModuleType,
                                                                       icons: Path, tmp_path: Path) -> None:
    archive = package.build_tarball(frozen_app, tmp_path / "out", icons, tmp_path / "work")
    assert archive.name.startswith(f"GameSuite-{__version__}-linux-") and archive.name.endswith(".tar.gz")
    with tarfile.open(archive) as tar:
        tops = {m.name.split("/")[0] for m in tar.getmembers()}
        assert tops == {f"GameSuite-{__version__}"}
        tar.extractall(tmp_path / "unpacked", filter="tar")
    top = tmp_path / "unpacked" / f"GameSuite-{__version__}"
    run = subprocess.run([str(top / "GameSuite"), "--selftest"], capture_output=True, text=True, timeout=300,
                         env=app_env(tmp_path / "data"))
    assert run.returncode == 0 and "0 problems" in run.stdout, run.stdout + run.stderr
    # install.sh: into a scratch home folder, then out again
    home = tmp_path / "home"
    env = dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"))
    subprocess.run(["sh", str(top / "install.sh")], check=True, env=env, capture_output=True)
    entry = home / ".local" / "share" / "applications" / f"{APP_ID}.desktop"
    assert f'Exec="{top}/GameSuite" %f' in entry.read_text(encoding="utf-8")
    if shutil.which("desktop-file-validate"):
        out = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert out.returncode == 0, out.stdout
    assert (home / ".local" / "bin" / "gamesuite").resolve() == (top / "GameSuite").resolve()
    assert (home / ".local" / "share" / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    subprocess.run(["sh", str(top / "install.sh"), "--uninstall"], check=True, env=env, capture_output=True)
    # only the caches the desktop tools rebuild are left, and they no longer mention GameSuite
    caches = [p for p in home.rglob("*") if p.is_file() and ("mime" in p.parts or p.name == "mimeinfo.cache")]
    left = [p for p in home.rglob("*") if p.is_file() and p not in caches]
    assert left == [], left
    assert not [p for p in caches if APP_ID in p.read_text(encoding="utf-8", errors="replace")]
    assert not list((home / ".local" / "share" / "mime" / "packages").glob("*"))


# ------------------------------------------------------------------------------ install as root
@contextlib.contextmanager
def _machine_lock() -> Iterator[None]:
    """One package test at a time on this machine (another checkout may run the suite too)."""
    with open("/tmp/gamesuite-deb-test.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _installed() -> bool:
    r = subprocess.run(["dpkg-query", "-W", "-f=${Status}", "gamesuite"], capture_output=True, text=True)
    return "install ok installed" in r.stdout


APT = ["apt-get", "-y", "-q", "-o", "DPkg::Lock::Timeout=300", "--no-install-recommends"]
MIME_PROBE = r"""
import json, sys
from PySide6.QtCore import QMimeDatabase
db = QMimeDatabase()
print(json.dumps({n: db.mimeTypeForFile(n, QMimeDatabase.MatchMode.MatchExtension).name() for n in sys.argv[1:]}))
"""


def test_the_deb_installs_runs_from_path_and_uninstalls_cleanly(deb: Path, tmp_path: Path) -> None:
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("installing a .deb needs root (CI runs as root; run 'sudo python3 dev.py test' to include it)")
    if shutil.which("apt-get") is None:
        pytest.skip("apt-get is not available (not a Debian/Ubuntu system)")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    data = tmp_path / "data"
    files = _contents(deb)
    with _machine_lock():
        if _installed():
            pytest.skip("a gamesuite package is already installed on this machine; not touching it")
        install = subprocess.run([*APT, "install", str(deb)], capture_output=True, text=True, env=env, timeout=600)
        assert install.returncode == 0, install.stdout[-3000:] + install.stderr[-3000:]
        try:
            assert _installed()
            # the command on PATH
            assert shutil.which("gamesuite") == "/usr/bin/gamesuite"
            version = subprocess.run(["gamesuite", "--version"], capture_output=True, text=True, timeout=120)
            assert version.stdout.strip() == f"GameSuite {__version__}", version.stderr
            selftest = subprocess.run(["gamesuite", "--selftest"], capture_output=True, text=True, timeout=300,
                                      env=app_env(data))
            assert selftest.returncode == 0 and "0 problems" in selftest.stdout, selftest.stdout + selftest.stderr
            # the desktop entry and its icon
            entry = Path(f"/usr/share/applications/{APP_ID}.desktop")
            if shutil.which("desktop-file-validate"):
                out = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
                assert out.returncode == 0, out.stdout
            assert "Exec=gamesuite %f" in entry.read_text(encoding="utf-8")
            for size in ICON_SIZES:
                icon = Path(f"/usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png")
                assert png_size(icon) == (size, size)
            if shutil.which("appstreamcli"):
                metainfo = f"/usr/share/metainfo/{APP_ID}.metainfo.xml"
                out = subprocess.run(["appstreamcli", "validate", "--no-net", metainfo], capture_output=True, text=True)
                assert out.returncode == 0, out.stdout
            # the file types, through the triggers of shared-mime-info and desktop-file-utils
            if Path("/usr/share/mime/packages/freedesktop.org.xml").exists():
                globs = Path("/usr/share/mime/globs2").read_text(encoding="utf-8")
                assert "application/x-gamesuite-save:*.gsave.json" in globs
                probe = subprocess.run([sys.executable, "-c", MIME_PROBE, "a.gsave.json", "b.gspack.zip", "c.zip"],
                                       capture_output=True, text=True, timeout=60,
                                       env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
                assert json.loads(probe.stdout) == {"a.gsave.json": "application/x-gamesuite-save",
                                                    "b.gspack.zip": "application/x-gamesuite-pack",
                                                    "c.zip": "application/zip"}, probe.stderr
            if shutil.which("update-desktop-database"):
                cache = Path("/usr/share/applications/mimeinfo.cache").read_text(encoding="utf-8")
                assert f"application/x-gamesuite-save={APP_ID}.desktop" in cache.replace(";", "\n") or \
                    f"{APP_ID}.desktop" in cache
        finally:
            remove = subprocess.run([*APT, "purge", "gamesuite"], capture_output=True, text=True, env=env,
                                    timeout=600)
        assert remove.returncode == 0, remove.stdout[-3000:] + remove.stderr[-3000:]
        assert not _installed()
        left = [p for p, kind in files.items() if kind != "d" and os.path.lexists("/" + p)]
        assert left == [], left[:20]
        assert not Path("/opt/gamesuite").exists()
        assert shutil.which("gamesuite") is None
        if Path("/usr/share/mime/globs2").exists():
            assert "gamesuite" not in Path("/usr/share/mime/globs2").read_text(encoding="utf-8")
    # the user's data is the user's: removing the app leaves it
    assert data.is_dir() and any(data.rglob("*")), "the selftest should have left its data folder"
