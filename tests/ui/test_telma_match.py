"""A whole 4-player Telma match played through the window: typed nicknames, buzzer keys stamped like
the OS stamps them, picks on the table for three-way contests and the Surto, and a tie."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gamesuite.rules.sim import default_players
from tests.support.driver import TableDriver
from tests.ui.test_telma import press, table, table_of

NOUNS = ["kettle", "walrus", "trumpet", "igloo"]
ADJECTIVES = ["sleepy", "purple"]
SEED = 11


def cards(view: dict[str, Any], seat: int) -> int:
    p = view["players"][seat]
    return int(p["pile"]) + int(p["face_up"])


def test_a_whole_four_player_match_by_keyboard(window: Any, qtbot: Any) -> None:
    controller = window.start_game("telma", default_players(4), "standard", {"remove_cross_cards": True}, seed=SEED)
    t = table_of(window)
    t.review_ms = 0
    t.late_press_ms = 0
    drive = TableDriver(window, qtbot)
    viewport = window.game_ui.table_widget().viewport()
    seen: set[str] = set()
    rounds_seen: list[int] = []
    tie_forced = False
    # The test plays the OS: every key event is stamped when it happens, on an event clock that (like
    # X server time) started long before the game, so "300 ms ago" is never negative.
    def stamp() -> int:
        return t.clock.now() + 100_000

    outcomes: list[Any] = []  # every take/tie event the table screen was told about
    controller.state_did_change.connect(lambda evs: outcomes.extend(e for e in evs if e.kind in ("take", "tie")))
    steps = 0
    while not table(controller)["over"]:
        steps += 1
        assert steps < 5000, "the match does not end"
        view = table(controller)
        phase = view["phase"]
        if phase == "nicknames":
            rnd = int(view["round"])
            rounds_seen.append(rnd)
            words = NOUNS if rnd == 1 else ADJECTIVES if rnd == 2 else []
            for row, word in zip(t.setup.rows, words, strict=False):
                row.edit.setFocus()
                QTest.keyClicks(row.edit, word)
                QTest.keyClick(row.edit, Qt.Key.Key_Return)
            drive.click_key("button:start")
            if len(words) < len(t.setup.rows):  # empty boxes got suggestions, in view: a second press starts
                assert table(controller)["phase"] == "nicknames"
                assert all(row.edit.text() for row in t.setup.rows)
                drive.click_key("button:start")
            assert table(controller)["phase"] == "reveal"
            if rnd == 1:
                assert [p["nickname"]["noun"] for p in table(controller)["players"]] == NOUNS
        elif phase == "reveal":
            turn = int(view["turn"])
            if steps % 3:
                press(window, t.keys[turn], ts=stamp())
            else:
                QTest.keyClick(viewport, t.keys[turn])  # no timestamp: timed when handled
            assert table(controller)["players"][turn]["face_up"] == view["players"][turn]["face_up"] + 1
        elif phase == "contest":
            c = view["contest"]
            kind = c["kind"]
            seen.add(kind)
            parts = [int(x) for x in c["participants"]]
            # the player with the fewest cards finishes first, so rounds end
            first = min(parts, key=lambda s: (cards(view, s), s))
            targets = [int(x) for x in c["targets"][str(first)]]
            named = max(targets, key=lambda s: (cards(view, s), -s))
            now = stamp()
            if kind == "pair":
                other = next(s for s in parts if s != first)
                gap = 90 if not tie_forced else 450  # the first pair contest is a tie: 90 ms < 200 ms window
                press(window, t.keys[first], ts=now - gap)
                press(window, t.keys[other], ts=now)
                expected = [first, other] if not tie_forced else [other]
                tie_forced = True
            else:
                press(window, t.keys[first], ts=now - 300)
                assert t.pick_panel.isVisible()
                drive.click_key(f"named:{first}:{named}")
                expected = [named]
            before = len(outcomes)
            qtbot.waitUntil(lambda n=before: len(outcomes) > n, timeout=3000)
            event = outcomes[-1]
            takers = [int(event.data["seat"])] if event.kind == "take" else [int(x) for x in event.data["seats"]]
            assert sorted(takers) == sorted(expected)
            assert event.kind == ("tie" if len(expected) > 1 else "take")
            seen.add("tie" if event.kind == "tie" else "lost")
    view = table(controller)
    assert {"pair", "triple", "surto", "tie", "lost"} <= seen, seen
    assert rounds_seen[:2] == [1, 2]
    assert view["winners"] and sum(view["scores"]) == sum({1: 1, 2: 1, 3: 2}[r] for r in rounds_seen)
    result = controller.result()
    assert result is not None and list(result.winners) == view["winners"]
    assert "the match" in t.headline.text
    assert t.note.text.startswith("Round 1: ")
    # at the end everyone's nickname is shown again
    assert all(st.nickname.isVisible() and st.nickname.text for st in t.stations)
