"""Frozen bundle benchmark: GameSuite's onedir app and installers against a hello-world PySide6 window
frozen with the same trimming (packaging/hello.spec, packaging/trim.py), all built and measured in one
run; plus the frozen app's --selftest time against GameSuite's own selftest from source (the same work) and,
as a floor, the hello window's (start Python and Qt, show one window: GameSuite's selftest starts
all five games, so that one is no like-for-like ratio). Goal: onedir and installers at most 1.1x
the hello bundle.

Usage: python bench/bundle.py [--skip-build]

Installer sizes: on Linux the real .deb (xz) and .tar.gz of packaging/package.py, each against the
hello folder packed the same way (tar + xz -6, tar + gzip -6); elsewhere the .tar.gz only.
"""

from __future__ import annotations

import json
import lzma
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "build" / "bench-dist"
WORK = ROOT / "build" / "bench-work"
sys.path.insert(0, str(ROOT / "packaging"))


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def time_run(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=300)
    elapsed = time.perf_counter() - start
    if out.returncode != 0:
        raise RuntimeError(out.stdout[-1000:] + out.stderr[-1000:])
    return elapsed * 1000


def freeze(spec: str) -> None:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                    "--distpath", str(DIST), "--workpath", str(WORK / spec), str(ROOT / "packaging" / spec)],
                   check=True, cwd=ROOT)


def packed(folder: Path, out: Path, kind: str) -> int:
    """Size of ``folder`` as tar + gzip -6 or tar + xz -6 (how the .tar.gz and .deb compress)."""
    if kind == "gz":
        with tarfile.open(out, "w:gz", compresslevel=6) as tar:
            tar.add(folder, arcname=folder.name)
    else:
        with lzma.open(out, "wb", preset=6) as xz, tarfile.open(fileobj=xz, mode="w") as tar:
            tar.add(folder, arcname=folder.name)
    return out.stat().st_size


def main() -> int:
    if "--skip-build" not in sys.argv:
        shutil.rmtree(DIST, ignore_errors=True)
        freeze("gamesuite.spec")
        freeze("hello.spec")
    app_dir, hello_dir = DIST / "GameSuite", DIST / "Hello"
    exe = app_dir / ("GameSuite.exe" if os.name == "nt" else "GameSuite")
    hello_exe = hello_dir / ("Hello.exe" if os.name == "nt" else "Hello")
    mib = 2**20
    result: dict[str, object] = {"benchmark": "bundle"}
    size, hello_size = folder_size(app_dir), folder_size(hello_dir)
    result.update(onedir_mib=round(size / mib, 1), hello_onedir_mib=round(hello_size / mib, 1),
                  onedir_vs_hello=round(size / hello_size, 3))
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        hello_gz = packed(hello_dir, tmp / "hello.tar.gz", "gz")
        if sys.platform.startswith("linux"):
            import package

            icons = package.make_icons(tmp / "icons")
            tarball = package.build_tarball(app_dir, tmp / "out", icons, tmp / "work")
            result.update(targz_mib=round(tarball.stat().st_size / mib, 1),
                          hello_targz_mib=round(hello_gz / mib, 1),
                          targz_vs_hello=round(tarball.stat().st_size / hello_gz, 3))
            if shutil.which("dpkg-deb"):
                deb = package.build_deb(app_dir, tmp / "out", icons, tmp / "work")
                hello_xz = packed(hello_dir, tmp / "hello.tar.xz", "xz")
                result.update(deb_mib=round(deb.stat().st_size / mib, 1), hello_tarxz_mib=round(hello_xz / mib, 1),
                              deb_vs_hello=round(deb.stat().st_size / hello_xz, 3))
        else:
            gz = packed(app_dir, tmp / "app.tar.gz", "gz")
            result.update(targz_mib=round(gz / mib, 1), hello_targz_mib=round(hello_gz / mib, 1),
                          targz_vs_hello=round(gz / hello_gz, 3))
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(tmp / "data"))
        frozen, hello, source = [], [], []
        for _ in range(3):  # interleaved, so that the machine's load falls on all three alike
            frozen.append(time_run([str(exe), "--selftest"], env))
            hello.append(time_run([str(hello_exe), "--selftest"], env))
            source.append(time_run([sys.executable, "-m", "gamesuite", "--selftest"], env))
    f, h, s = statistics.median(frozen), statistics.median(hello), statistics.median(source)
    result.update(frozen_selftest_ms=round(f), hello_selftest_ms=round(h), source_selftest_ms=round(s),
                  frozen_vs_source_ratio=round(f / s, 3), frozen_selftest_vs_hello_start=round(f / h, 3))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
