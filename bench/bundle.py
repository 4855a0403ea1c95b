"""Frozen bundle benchmark: builds the onedir app and prints its size, its compressed size, and
the frozen app's --selftest time (start, every game rendered, exit) against the same selftest run
from source in the same run, as a ratio.

Usage: python bench/bundle.py [--skip-build]
"""

from __future__ import annotations

import json
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


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def time_run(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=300)
    elapsed = time.perf_counter() - start
    if out.returncode != 0:
        raise RuntimeError(out.stdout[-1000:] + out.stderr[-1000:])
    return elapsed * 1000


def main() -> int:
    if "--skip-build" not in sys.argv:
        shutil.rmtree(DIST, ignore_errors=True)
        subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                        "--distpath", str(DIST), "--workpath", str(ROOT / "build" / "bench-work"),
                        str(ROOT / "packaging" / "gamesuite.spec")], check=True, cwd=ROOT)
    app_dir = DIST / "GameSuite"
    exe = app_dir / ("GameSuite.exe" if os.name == "nt" else "GameSuite")
    size = folder_size(app_dir)
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "GameSuite.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(app_dir, arcname="GameSuite")
        compressed = archive.stat().st_size
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GAMESUITE_DATA_DIR=str(Path(tmp) / "data"))
        frozen, source = [], []
        for _ in range(3):
            frozen.append(time_run([str(exe), "--selftest"], env))
            source.append(time_run([sys.executable, "-m", "gamesuite", "--selftest"], env))
    f, s = statistics.median(frozen), statistics.median(source)
    print(json.dumps({
        "benchmark": "bundle",
        "onedir_mb": round(size / 2**20, 1),
        "compressed_mb": round(compressed / 2**20, 1),
        "frozen_selftest_ms": round(f),
        "source_selftest_ms": round(s),
        "frozen_vs_source_ratio": round(f / s, 3),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
