"""Take offscreen screenshots of the app: ``python tools/screenshot.py OUT_DIR [game ...]``.

Renders the launcher and, for each game given, a started game at 1280x800 and 1920x1080.
Optional ``--actions N`` plays N random legal actions first (seeded) to get a mid-game board.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GAMESUITE_DATA_DIR", tempfile.mkdtemp(prefix="gamesuite-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("games", nargs="*")
    parser.add_argument("--players", type=int, default=0)
    parser.add_argument("--actions", type=int, default=0)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--variant")
    parser.add_argument("--private", action="store_true", help="also confirm the gate and shoot the private view")
    args = parser.parse_args()
    from gamesuite.rules import registry
    from gamesuite.rules.core import Rng
    from gamesuite.rules.sim import default_players
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow

    app = make_app([sys.argv[0]])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    window = MainWindow()
    for w, h in ((1280, 800), (1920, 1080)):
        window.resize(w, h)
        window.show()
        app.processEvents()
        window.grab().save(str(out / f"launcher-{w}x{h}.png"))
    for game in args.games:
        spec = registry.get_spec(game)
        variant = spec.variant(args.variant)
        n = args.players or variant.min_players
        controller = window.start_game(game, default_players(n), variant.id, seed=args.seed)
        assert controller is not None
        rng = Rng(args.seed)
        for _ in range(args.actions):
            if controller.is_over():
                break
            controller.submit(controller.rules.random_action(controller.state, rng))
        if window.game_ui is not None:
            window.game_ui.finish_animations()
        for w, h in ((1280, 800), (1920, 1080)):
            window.resize(w, h)
            app.processEvents()
            if window.game_ui is not None:
                window.game_ui.finish_animations()
            app.processEvents()
            window.grab().save(str(out / f"{game}-{w}x{h}.png"))
            if args.private and window.page.gate.isVisible():
                window.page.gate.grab().save(str(out / f"{game}-gate-{w}x{h}.png"))
                window.page.gate.confirmed.emit()
                app.processEvents()
                window.grab().save(str(out / f"{game}-private-{w}x{h}.png"))
                window.page.private.clear()
                window.router.unlocked = None
                window._sync_private()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
