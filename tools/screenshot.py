"""Take offscreen screenshots of the app: ``python tools/screenshot.py OUT_DIR [game ...]``.

Renders the launcher and, for each game given, a started game at 1280x800 and 1920x1080.
Optional ``--actions N`` plays N random legal actions first (seeded) to get a mid-game board.

``--setup`` shoots each game's setup page instead, at 1280x720 and 1920x1080, with ``--players N`` rows,
``--variant``, ``--house-rules`` (the house rules unfolded) and ``--computer 2,3`` (those seats played by
the computer; a game whose spec lists no computer strengths yet gets two preview labels, said on stdout).

``--language it`` shoots in that language (``xx``: the pseudo-locale that marks every translated text);
``--sizes 1280x800,1920x1080`` chooses the window sizes.
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
    parser.add_argument("--setup", action="store_true", help="shoot the setup page of each game instead")
    parser.add_argument("--house-rules", action="store_true", help="with --setup: unfold the house rules")
    parser.add_argument("--computer", default="", help="with --setup: seats (1-based, comma-separated) played by "
                        "the computer")
    parser.add_argument("--language", help="en, it, … or xx (the pseudo-locale); default: the system's")
    parser.add_argument("--sizes", help="window sizes, e.g. 1280x800,1920x1080")
    args = parser.parse_args()
    if args.language:
        from gamesuite.ui.settings import Settings

        Settings().language = args.language  # read by the window (the data folder is a throw-away one)
    if args.setup:
        return shoot_setup(args)
    from gamesuite.rules import registry
    from gamesuite.rules.core import Rng
    from gamesuite.rules.sim import default_players
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow

    app = make_app([sys.argv[0]])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    window = MainWindow()
    for w, h in sizes(args, ((1280, 800), (1920, 1080))):
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
        for w, h in sizes(args, ((1280, 800), (1920, 1080))):
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


def sizes(args: argparse.Namespace, default: tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    if not args.sizes:
        return list(default)
    return [(int(w), int(h)) for w, h in (size.split("x") for size in args.sizes.split(","))]


def shoot_setup(args: argparse.Namespace) -> int:
    """setup-<game>-<w>x<h>-<n>players.png for each game: the page as a player sees it."""
    import dataclasses

    from gamesuite.rules import registry
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow

    app = make_app([sys.argv[0]])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    window = MainWindow()
    window.interactive = False
    computer = [int(x) - 1 for x in args.computer.split(",") if x.strip()]
    real_get_spec = registry.get_spec
    for game in args.games:
        spec = real_get_spec(game)
        if computer and not spec.bots:
            print(f"{game}: the spec lists no computer strengths yet; preview labels Easy/Normal are shown")
            spec = dataclasses.replace(spec, bots=(("easy", "Easy"), ("normal", "Normal")))
        registry.get_spec = lambda g, s=spec: s if g == s.id else real_get_spec(g)  # type: ignore[assignment]
        try:
            window.open_setup(game)
        finally:
            registry.get_spec = real_get_spec  # type: ignore[assignment]
        page = window.setup_page
        assert page is not None
        if args.variant:
            page.set_variant(args.variant)
        n = args.players or len(page.rows)
        while len(page.rows) < n and page.add_player() is not None:
            pass
        while len(page.rows) > n and len(page.rows) > page._variant().min_players:
            page.remove_player(page.rows[-1])
        for seat in computer:
            if seat < len(page.rows) and page.rows[seat].kind_box is not None:
                page.rows[seat].kind_box.setCurrentIndex(min(seat % 2 + 1, page.rows[seat].kind_box.count() - 1))
        page.set_rules_open(args.house_rules)
        page.notice.hide()
        for w, h in sizes(args, ((1280, 720), (1920, 1080))):
            window.resize(w, h)
            window.show()
            for _ in range(5):  # fonts grow with the window: layouts settle over a few passes
                app.processEvents()
            page.scroll.verticalScrollBar().setValue(0)
            app.processEvents()
            window.grab().save(str(out / f"setup-{game}-{w}x{h}-{len(page.rows)}players.png"))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
