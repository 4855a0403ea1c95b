"""Test set-up: Qt offscreen with two screens (table + Director), and a throw-away data folder."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
TWO_SCREENS = HERE / "ui" / "two_screens.json"

# Must be set before any QApplication exists (pytest-qt creates it lazily).
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={TWO_SCREENS}"
os.environ.setdefault("GAMESUITE_DATA_DIR", tempfile.mkdtemp(prefix="gamesuite-tests-"))
os.environ.setdefault("QT_QUICK_BACKEND", "software")


import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# No time limits in tests (speed is measured in bench/): hypothesis' per-example deadline and its "too slow"
# health check fail on a busy shared machine, not on a bug.
settings.register_profile("gamesuite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("gamesuite")


@pytest.fixture(autouse=True)
def _english_again():  # noqa: ANN202 - pytest fixture
    """A test that changed the language (Italian, the pseudo-locale) leaves English behind it."""
    yield
    from gamesuite import i18n

    if i18n.current_language() != "en":
        from gamesuite.ui.language import apply

        apply("en")
