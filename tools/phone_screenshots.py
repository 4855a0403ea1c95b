"""Screenshots of the phone page (390x844, as a phone shows it) for each game, and of the table's dialog.

    .venv/bin/python tools/phone_screenshots.py docs/screenshots [--moves 3]

A real MainWindow (offscreen) starts each game with phone play on 127.0.0.1; headless chromium (Debian's
chromium + chromium-driver, with selenium) opens the seat's link; the seat that must act privately first
(the asker, the Director, the player with priority) is photographed; Telma shows its buzzer.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)

    import tempfile

    from PySide6.QtCore import QSettings

    from gamesuite.rules.core import Rng, Viewer
    from gamesuite.rules.sim import default_players
    from gamesuite.storage.store import SaveStore
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow
    from gamesuite.ui.scene.animation import set_reduce_motion
    from gamesuite.ui.settings import Settings
    from tests.support.browser import PhoneTab, phone_browser, pump_until

    make_app()
    tmp = Path(tempfile.mkdtemp())
    settings = Settings(QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat))
    settings.language = "en"
    settings.reduce_motion = True
    set_reduce_motion(True)
    window = MainWindow(settings, SaveStore(tmp / "saves"))
    window.interactive = False
    window.resize(1280, 800)
    window.show()
    window.act_director.setChecked(False)
    window.phone_host, window.phone_port = "127.0.0.1", 0
    web = phone_browser()
    try:
        for game, seed in (("quizclub", 7), ("telefilm", 5), ("ciak", 4), ("telma", 3)):
            controller = window.start_game(game, default_players(4), seed=seed)
            assert controller is not None, window.messages
            controller.autosave = lambda: None
            assert window.set_phone_play(True) is None
            viewer = window.game_ui.private_viewer()
            seat = 0
            if viewer is not None and viewer.kind == "seat":
                seat = viewer.seat
            elif viewer == Viewer.DIRECTOR:
                seat = window.game_ui.director_seat() or 0
            else:
                waiting = [v for v in controller.waiting_for() if v.kind == "seat"]
                seat = waiting[0].seat if waiting else 0
            for handle in web.window_handles[1:]:
                web.switch_to.window(handle)
                web.close()
            web.switch_to.window(web.window_handles[0])
            tab = PhoneTab(web, window.phones.link(seat), seat, first=True)
            pump_until(lambda: window.phones.connected(seat))  # noqa: B023 - used at once
            tab.wait_version(window.phones.version)
            tab.screenshot(str(args.out / f"phone-{game}.png"))
            if game == "quizclub":
                window.phone_dialog()
                dialog = window._phone_dialog
                dialog.choose(seat)
                pump_until(lambda: True)
                dialog.grab().save(str(args.out / "phone-dialog.png"))
                window.page.grab().save(str(args.out / "phone-table-strip.png"))
                dialog.close()
            print(f"{game}: seat {seat} ({controller.config.players[seat].name})")
            if game == "telefilm":  # the Director judging on the phone: the asked question above the buttons
                rng = Rng(1)
                for _ in range(200):
                    if any(a.kind == "judge" for a in controller.legal_actions()):
                        break
                    controller.submit(controller.rules.random_action(controller.state, rng))
                hub, ui = window.phones, window.game_ui
                assert hub is not None and ui is not None
                director = ui.director_seat() or 0
                if director != seat:
                    tab = PhoneTab(web, hub.link(director), director)
                pump_until(lambda: hub.connected(director))  # noqa: B023 - used at once
                tab.wait_version(hub.version)
                tab.screenshot(str(args.out / "phone-telefilm-judge.png"))
            window.end_session()
    finally:
        web.quit()
        window.end_session()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
