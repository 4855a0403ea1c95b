"""Entry point of the frozen app (PyInstaller analyses this file)."""

import sys

from gamesuite.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
