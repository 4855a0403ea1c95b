"""The rules stay pure: no Qt, no UI, no storage, no clock, no global random (ARCHITECTURE.md)."""

from __future__ import annotations

import ast
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "gamesuite" / "rules"
FORBIDDEN_MODULES = ("PySide6", "shiboken6", "gamesuite.ui", "gamesuite.storage")
FORBIDDEN_CALLS = {
    ("time", "time"), ("time", "monotonic"), ("time", "perf_counter_ns"), ("datetime", "now"),
    ("random", "random"), ("random", "randint"), ("random", "choice"), ("random", "shuffle"),
    ("random", "seed"), ("random", "randrange"), ("random", "sample"), ("random", "uniform"),
}
ALLOWED_IMPURE = {"__main__.py", "sim.py", "registry.py"}  # CLI, play-out driver (timing), module loader


def _python_files() -> list[Path]:
    return sorted(p for p in RULES.rglob("*.py") if p.name not in ALLOWED_IMPURE)


def test_rules_import_no_qt_ui_or_io_modules() -> None:
    offenders = []
    for path in _python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                if name.startswith(FORBIDDEN_MODULES) or name in ("random", "os", "pathlib", "socket"):
                    offenders.append(f"{path.relative_to(RULES)}:{node.lineno} imports {name}")
    assert offenders == []


def test_rules_read_no_clock_and_use_no_global_random() -> None:
    offenders = []
    for path in _python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                value = node.func.value
                if isinstance(value, ast.Name) and (value.id, node.func.attr) in FORBIDDEN_CALLS:
                    offenders.append(f"{path.relative_to(RULES)}:{node.lineno} calls {value.id}.{node.func.attr}")
            if isinstance(node, ast.Name) and node.id == "open" and isinstance(getattr(node, "ctx", None), ast.Load):
                offenders.append(f"{path.relative_to(RULES)}:{node.lineno} uses open()")
    assert offenders == []


def test_the_purity_check_catches_a_violation(tmp_path: Path) -> None:
    # Guard against a check that cannot fail: the same scan flags a planted import.
    bad = "import PySide6.QtCore\nimport time\nx = time.time()\n"
    tree = ast.parse(bad)
    found = [n for n in ast.walk(tree) if isinstance(n, ast.Import) and n.names[0].name.startswith(FORBIDDEN_MODULES)]
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
             and isinstance(n.func.value, ast.Name) and (n.func.value.id, n.func.attr) in FORBIDDEN_CALLS]
    assert found and calls
