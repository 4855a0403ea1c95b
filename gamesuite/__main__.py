"""``python -m gamesuite`` (and the ``gamesuite`` command): start the app; ``--selftest`` checks it."""

from __future__ import annotations

import sys


def main() -> int:
    from gamesuite.ui import gcpause

    gcpause.pause(freeze=True)  # until the event loop runs (make_app): start-up allocates, it makes no garbage
    from gamesuite.ui.app import main as app_main

    return app_main(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
