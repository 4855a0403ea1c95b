#!/usr/bin/env python3
"""Run the reliability suite (tests/reliability) and print its figures.

    python tools/reliability.py            # the small size .ci/run uses (about a minute)
    python tools/reliability.py --full     # full size: >= 200 kills, 2,000 hostile saves,
                                           # 13 monkey runs x 2,000 events per game (hours)
    python tools/reliability.py --full --only monkey --seed 7 --report figures.jsonl

Figures go to the report file (JSON lines, one per test) and are summed up at the end.
See docs/reliability.md.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTS = {"kill": "tests/reliability/test_kill_during_save.py",
         "hostile": "tests/reliability/test_hostile_saves.py",
         "monkey": "tests/reliability/test_monkey.py"}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--full", action="store_true", help="full size instead of the CI size")
    ap.add_argument("--only", choices=sorted(TESTS), action="append", help="run only this part (repeatable)")
    ap.add_argument("--seed", type=int, default=None, help="another seed (default: the fixed CI seed)")
    ap.add_argument("--report", type=Path, default=None, help="keep the JSON-lines figures in this file")
    ap.add_argument("pytest_args", nargs="*", help="extra pytest arguments (after --)")
    args = ap.parse_args(argv)

    report = args.report or Path(tempfile.mkstemp(prefix="reliability-", suffix=".jsonl")[1])
    report.write_text("", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               GAMESUITE_RELIABILITY="full" if args.full else "small", GAMESUITE_RELIABILITY_REPORT=str(report))
    if args.seed is not None:
        env["GAMESUITE_RELIABILITY_SEED"] = str(args.seed)
    paths = [TESTS[name] for name in (args.only or sorted(TESTS))]
    code = subprocess.call([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *paths,
                            *args.pytest_args], cwd=ROOT, env=env)
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines() if line.strip()]
    print(f"\nreliability suite ({'full' if args.full else 'small'} size), pytest exit {code}:")
    for fig in lines:
        test = fig.pop("test")
        print(f"  {test}: {json.dumps(fig, sort_keys=True)}")
    print(f"figures: {report}")
    return code


if __name__ == "__main__":
    sys.exit(main())
