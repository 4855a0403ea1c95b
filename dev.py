#!/usr/bin/env python3
"""Set everything up and run GameSuite, its tests, its benchmarks or its frozen build.

    python3 dev.py run      # set up, then start the app
    python3 dev.py test     # set up, then run the whole test suite (ruff and mypy included)
    python3 dev.py build    # set up, then build the standalone app with PyInstaller
    python3 dev.py package  # set up, build the app, then the installers of this platform (dist/installers/)
    python3 dev.py bench    # set up, then run the benchmarks in bench/

Works on Linux, macOS and Windows with only Python 3.11+ installed. It creates ``.venv`` next to
this file, installs the project with its dev extras into it, and on Debian/Ubuntu (as root, or
with sudo) installs the system libraries Qt needs when they are missing.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")

# Libraries the PySide6 wheels load on Linux: offscreen rendering needs the first group, a
# real window (xcb) the second. Names are Debian's; t64 variants are tried on newer releases.
QT_DEBS = [
    "libgl1", "libegl1", "libopengl0", "libxkbcommon0", "libfontconfig1", "libfreetype6", "libdbus-1-3",
    "libglib2.0-0", "libxkbcommon-x11-0", "libxcb-cursor0", "libxcb-icccm4", "libxcb-image0",
    "libxcb-keysyms1", "libxcb-randr0", "libxcb-render-util0", "libxcb-shape0", "libxcb-xinerama0",
    "libxcb-xkb1", "libx11-xcb1", "libxrender1", "libxi6", "libsm6", "libice6",
    "binutils",  # objdump, used by PyInstaller on Linux
]
# The Linux packaging tools the tests and `dev.py package` use: dpkg-deb comes with dpkg itself;
# desktop-file-validate, appstreamcli, update-mime-database check the desktop files; makensis
# compiles the Windows installer script (it runs on Linux too).
PACKAGING_DEBS = ["desktop-file-utils", "appstream", "shared-mime-info", "nsis"]
# The tests of phone play drive the real phone page in a headless browser (selenium): Debian's chromium
# and its driver. Without them those tests skip with a reason, except in CI (CI=true), where they fail.
BROWSER_DEBS = ["chromium", "chromium-driver"]


def say(msg: str) -> None:
    print(f"[dev] {msg}", flush=True)


def run(cmd: list[str | os.PathLike[str]], **kw: object) -> None:
    subprocess.run([str(c) for c in cmd], check=True, **kw)  # type: ignore[arg-type]


def _installed(pkg: str) -> bool:
    for name in (pkg, f"{pkg}t64"):
        r = subprocess.run(["dpkg-query", "-W", "-f=${Status}", name], capture_output=True, text=True)
        if "install ok installed" in r.stdout:
            return True
    return False


def ensure_system_libraries(packaging: bool = False, browser: bool = False) -> None:
    """Install the Debian packages Qt needs (and, with ``packaging``, the packaging tools; with ``browser``,
    the headless browser of the phone tests) when missing; without root or sudo, say which are missing
    and carry on."""
    if not sys.platform.startswith("linux") or shutil.which("dpkg-query") is None:
        return
    wanted = QT_DEBS + (PACKAGING_DEBS if packaging else []) + (BROWSER_DEBS if browser else [])
    missing = [pkg for pkg in wanted if not _installed(pkg)]
    if not missing:
        return
    sudo: list[str] = []
    if hasattr(os, "geteuid") and os.geteuid() != 0:
        if shutil.which("sudo") is None:
            say(f"missing system packages (install them as root): {' '.join(missing)}")
            return
        sudo = ["sudo"]
    say(f"installing system packages: {' '.join(missing)}")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run([*sudo, "apt-get", "update", "-qq"], env=env, check=False)
    for pkg in missing:
        for name in (pkg, f"{pkg}t64"):
            r = subprocess.run([*sudo, "apt-get", "install", "-y", "-qq", "--no-install-recommends", name],
                               env=env, capture_output=True, text=True)
            if r.returncode == 0:
                break
        else:
            say(f"could not install {pkg} (continuing; the tests that need it say so when they skip)")


def ensure_venv() -> None:
    if not PY.exists():
        say(f"creating {VENV}")
        venv.EnvBuilder(with_pip=True, clear=False).create(VENV)
    stamp = VENV / ".gamesuite-installed"
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == digest:
        return
    say("installing GameSuite and its dependencies into .venv")
    run([PY, "-m", "pip", "install", "--quiet", "--upgrade", "pip"])
    run([PY, "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[dev]"])
    stamp.write_text(digest)


def setup(packaging: bool = False, browser: bool = False) -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - this script may be started by an older Python
        sys.exit("GameSuite needs Python 3.11 or newer.")
    ensure_system_libraries(packaging, browser)
    ensure_venv()


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "run"
    rest = argv[2:]
    setup(packaging=command in ("test", "package"), browser=command == "test")
    env = dict(os.environ)
    if command == "run":
        return subprocess.call([str(PY), "-m", "gamesuite", *rest], cwd=ROOT)
    if command == "test":
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        say("ruff check")
        lint = subprocess.call([str(PY), "-m", "ruff", "check", "."], cwd=ROOT)
        say("mypy")
        lint |= subprocess.call([str(PY), "-m", "mypy"], cwd=ROOT)
        say("pytest")
        tests = subprocess.call([str(PY), "-m", "pytest", "-q", "-p", "no:cacheprovider", *rest], cwd=ROOT, env=env)
        return tests or lint
    if command == "build":
        return subprocess.call([str(PY), "-m", "PyInstaller", "--noconfirm", "--clean",
                                str(ROOT / "packaging" / "gamesuite.spec")], cwd=ROOT)
    if command == "package":
        return subprocess.call([str(PY), str(ROOT / "packaging" / "package.py"), *rest], cwd=ROOT)
    if command == "bench":
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        code = 0
        for script in sorted((ROOT / "bench").glob("*.py")):
            say(f"bench {script.name}")
            code |= subprocess.call([str(PY), str(script), *rest], cwd=ROOT, env=env)
        return code
    sys.exit(f"unknown command {command!r}; use run, test, build, package or bench")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
