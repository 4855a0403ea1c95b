"""``python -m gamesuite`` (and the ``gamesuite`` command): start the app; ``--selftest`` checks it."""

from __future__ import annotations

import importlib
import sys

# What the launcher's start-up imports that does not use PySide6 (with what they import in turn), imported before
# PySide6 is: PySide6's import hook reads the source file of every module first imported after it
# (shibokensupport.feature: ~0.1-1 ms each; about 20 fewer of them this way, ~3-4 ms of the launcher's start-up).
# Since gamesuite.ui.app._spare_source_reads the hook reads no stdlib or GameSuite source at all; importing these
# first still spares its per-import work (the four specs: ~1.8 ms before PySide6, ~2.1 ms after it).
BEFORE_QT = (
    "gamesuite.paths",
    "gamesuite.i18n",
    "gamesuite.rules.registry",
    "gamesuite.storage.store",
    "gamesuite.lazy",
)


def before_qt() -> None:
    """What start-up does before it imports PySide6 (bench/startup.py does the same)."""
    from gamesuite.ui import gcpause

    gcpause.pause(freeze=True)  # until the event loop runs (make_app): start-up allocates, it makes no garbage
    for name in BEFORE_QT:
        importlib.import_module(name)
    # the games' specs (the launcher's tiles read them): their modules import no PySide6 (~1.8 ms here, ~2.1 after)
    sys.modules["gamesuite.rules.registry"].game_ids()


def main() -> int:
    before_qt()
    from gamesuite.ui.app import main as app_main

    return app_main(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
