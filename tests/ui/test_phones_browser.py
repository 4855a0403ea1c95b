"""Phone play end to end (issue #19): whole games with two phones (the real page in headless chromium) and
two seats through the hand-off gate on one screen, with the canary checks on the table screen and on each
phone (a phone shows nothing of another seat's secrets).

The phones choose among the buttons and fields their page shows (as a person would, at random); the gated
seats are played by each game's own UI test player (clicks on the real panels).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gamesuite.rules.core import Rng, Viewer
from gamesuite.rules.sim import default_players
from gamesuite.ui.phones.words import FIELD_HINTS
from tests.support.browser import PhoneTab, phone_browser, pump_until
from tests.support.driver import TableDriver, flush
from tests.support.phones import pump

PHONE_SEATS = (0, 2)
AVOID = ("cancel", "undo")  # a phone that keeps cancelling never ends a game


@pytest.fixture(scope="module")
def web():  # noqa: ANN201 - pytest fixture
    driver = phone_browser()
    yield driver
    driver.quit()


def start_with_phones(window: Any, web: Any, game: str, players: int, seed: int, options: dict | None = None,
                      controller: Any = None, seats: tuple[int, ...] = PHONE_SEATS) -> tuple[Any, dict[int, PhoneTab]]:
    if controller is None:
        controller = window.start_game(game, default_players(players), options=options, seed=seed)
    assert controller is not None, window.messages
    controller.autosave = lambda: None
    window.phone_host, window.phone_port = "127.0.0.1", 0
    assert window.set_phone_play(True) is None
    for handle in web.window_handles[1:]:  # the tabs of an earlier game
        web.switch_to.window(handle)
        web.close()
    web.switch_to.window(web.window_handles[0])
    tabs = {seat: PhoneTab(web, window.phones.link(seat), seat, first=(i == 0)) for i, seat in enumerate(seats)}
    pump_until(lambda: window.phones.held == set(seats), what="the phones to join")
    return controller, tabs


class Phones:
    """Plays the phone seats through their pages: one random button (or field) per move."""

    def __init__(self, window: Any, tabs: dict[int, PhoneTab], seed: int) -> None:
        self.window = window
        self.tabs = tabs
        self.rng = Rng(seed)
        self.moves = 0
        self.checked = 0
        self.hints: set[str] = set()  # the typed fields' placeholders seen

    def phone_seat_to_act(self) -> int | None:
        c = self.window.controller
        for seat in self.tabs:
            if c.legal_actions(seat):
                viewer = self.window.game_ui.private_viewer()
                if viewer is None or self.window.phones.holds(viewer) or viewer.kind == "table":
                    return seat
        return None

    def check_phone(self, tab: PhoneTab) -> None:
        """The canary on the phone: no secret of any other seat (the TABLE view and this seat's own are fine)."""
        c = self.window.controller
        from tests.ui.test_quizclub import texts_of

        secrets = c.rules.private_strings(c.state)
        if not secrets:
            return
        shown = tab.text()
        allowed = "\n".join([texts_of(c.view(Viewer.TABLE)), *c.game_log(),
                             texts_of(c.view(self.window.phones.phone_viewer(tab.seat)))])
        leaked = [s for s in secrets if re.search(rf"(?<!\w){re.escape(s)}(?!\w)", shown) and s not in allowed]
        assert leaked == [], f"seat {tab.seat}'s phone shows another seat's secret: {leaked}"
        self.checked += 1

    def move(self, seat: int) -> None:
        c = self.window.controller
        hub = self.window.phones
        tab = self.tabs[seat]
        tab.wait_version(hub.version)
        if self.moves % 3 == 0:
            self.check_phone(tab)
        before = len(c.actions)
        from selenium.webdriver.common.by import By

        selector = "#actions button[data-action], #actions form.free"
        tab.focus()
        found = tab.web.find_elements(By.CSS_SELECTOR, selector)
        kinds = tab.web.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).map(e => e.getAttribute('data-action') || '')",
            selector)
        choices = [i for i, a in enumerate(kinds) if not any(w in a for w in AVOID)]
        assert choices, f"seat {seat}'s phone offers no move: {tab.text()[:400]}"
        choice = found[choices[self.rng.below(len(choices))]]
        tab.web.execute_script("arguments[0].scrollIntoView({block: 'center'})", choice)  # a thumb scrolls too
        if choice.tag_name == "form":
            for field in choice.find_elements(By.TAG_NAME, "input"):
                hint = field.get_attribute("placeholder")
                assert hint in FIELD_HINTS, f"a typed field's placeholder is not a player's hint: {hint!r}"
                self.hints.add(hint)
                kind = field.get_attribute("type")
                low = field.get_attribute("min")
                value = "A guess" if kind == "text" else (low if low not in (None, "") and float(low) > 1 else "1")
                field.clear()
                field.send_keys(value)
            choice.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        else:
            choice.click()
        pump_until(lambda: len(c.actions) > before or bool(hub.refusals and hub.refusals[-1] == "illegal"),
                   what=f"seat {seat}'s move to reach the game")
        if len(c.actions) == before:  # a free value the rules refused (a number out of range): say so, try again
            hub.refusals.clear()
        else:
            self.moves += 1
        flush()


def play(window: Any, qtbot: Any, phones: Phones, table_step: Any, max_steps: int = 900) -> None:
    c = window.controller
    drv = TableDriver(window, qtbot)
    for _ in range(max_steps):
        if c.is_over():
            return
        seat = phones.phone_seat_to_act()
        if seat is not None:
            # the gate never shows for a phone seat, and the table shows nothing of any hidden text
            viewer = window.game_ui.private_viewer()
            if viewer is not None and window.phones.holds(viewer):
                assert not drv.gate_up() and window.page.private.panel is None
            phones.move(seat)
        else:
            table_step()
    raise AssertionError("the game did not end")


@pytest.mark.slow
def test_a_whole_quiz_club_game_with_two_phones_and_two_gated_seats(one_screen, qtbot, web) -> None:  # noqa: ANN001
    from gamesuite.ui.quizclub.presenter import CONTINUE_KEY
    from tests.ui.leaks import everything_shown
    from tests.ui.test_quizclub import FamilyPlayer, hidden_strings, secrets_for

    def clean(host: Any, c: Any, seat: int | None, log: bool) -> None:
        """test_quizclub's canary, where the piles' counts ("150 cards") are public numbers, not a hidden
        estimate's answer that happens to be the same number."""
        shown = everything_shown(host) + ("\n" + "\n".join(c.game_log()) if log else "")
        shown = re.sub(r"\b\d+ cards?\b", "", shown)
        candidates = [s for s in hidden_strings(c) if s in shown]
        leaked = [s for s in candidates if s in set(secrets_for(c, seat, candidates))]
        assert leaked == [], f"private text reached the screen: {leaked}"

    class QuizFamily(FamilyPlayer):
        def assert_table_clean(self) -> None:
            w = self.window
            clean(w, self.controller, w.page.private.panel.seat if w.page.private.isVisible() else None, True)
            self.leak_checks += 1

        def assert_panel_clean(self, panel: Any) -> None:
            clean(self.window, self.controller, panel.seat, False)

    window = one_screen
    controller, tabs = start_with_phones(window, web, "quizclub", 4, seed=23,
                                         options={"track_length": 16, "marker_lines": "none"})
    family = QuizFamily(window, qtbot, seed=9, check_leaks=True, panel_every=4)
    phones = Phones(window, tabs, seed=3)
    gated = {1, 3}

    def table_step() -> None:
        if window.game_ui.holding:
            TableDriver(window, qtbot).click_key(CONTINUE_KEY)
            flush()
            return
        viewer = window.game_ui.private_viewer()
        view = controller.view(Viewer.TABLE)
        assert view["phase"] == "objection" or (viewer is not None and viewer.seat in gated), viewer
        family.step()

    def phone_move(seat: int) -> None:
        if phones.moves % 2 == 0:
            family.assert_table_clean()  # while a phone plays: the table screen shows nothing hidden
        phones_move(seat)

    phones_move = phones.move
    phones.move = phone_move  # type: ignore[method-assign]
    play(window, qtbot, phones, table_step)
    assert controller.is_over()
    movers = {a.seat for a in controller.actions}
    assert set(PHONE_SEATS) <= movers and gated <= movers
    assert phones.moves >= 20 and phones.checked >= 5 and family.leak_checks >= 10
    for tab in tabs.values():
        tab.wait_version(window.phones.version)
        assert "The game is over." in tab.text()


@pytest.mark.slow
def test_a_whole_telefilm_game_with_two_phones_and_two_gated_seats(one_screen, qtbot, web) -> None:  # noqa: ANN001
    """The Director's role moves round the table: on a phone seat its cards and judgements go to the phone,
    on a gated seat through the gate; the Stars' choices follow their seats."""
    from tests.ui.test_telefilm_driver import Family
    from tests.ui.test_telefilm_leaks import Public, check_table, start

    window = one_screen
    canary = start(window, 4, {"director_rounds": 1}, seed=5)  # the leak tests' content: distinctive secrets
    window.resize(1280, 800)
    controller, tabs = start_with_phones(window, web, "telefilm", 4, seed=5, controller=canary)
    family = Family()
    drv = TableDriver(window, qtbot)
    phones = Phones(window, tabs, seed=4)
    directors: set[int] = set()
    checked: list[int] = []
    public = Public()

    def table_step() -> None:
        check_table(window, checked, public)
        window.game_ui.finish_animations()
        flush()
        viewer = window.game_ui.private_viewer()
        assert viewer is None or not window.phones.holds(viewer), "the table played a phone's private step"
        if viewer == Viewer.DIRECTOR:
            directors.add(window.game_ui.director_seat())
        before = len(controller.actions)
        family.step(drv)
        if family.acted:
            assert len(controller.actions) == before + 1, window.messages[-1:]

    def phone_move(seat: int) -> None:
        if window.game_ui.private_viewer() == Viewer.DIRECTOR:
            directors.add(seat)
        check_table(window, checked, public)  # while a phone plays: the table screen shows nothing hidden
        phones_move(seat)

    phones_move = phones.move
    phones.move = phone_move  # type: ignore[method-assign]
    play(window, qtbot, phones, table_step, max_steps=1500)
    assert controller.is_over()
    assert directors & set(PHONE_SEATS) and directors - set(PHONE_SEATS), directors  # both kinds directed
    assert phones.moves >= 10 and phones.checked >= 3 and len(checked) > 40


def test_telma_phone_buzzers_decide_a_contest_by_their_stamps(window, qtbot, web) -> None:  # noqa: ANN001
    """Two phones as buzzers in a pair contest: each page syncs its clock with the table's, a press is stamped
    when the finger came down, and the call's time comes from that stamp (within the hub's bound)."""
    from tests.ui.test_telma import contest_state, open_state, table_of

    controller = open_state(window, contest_state())
    t = table_of(window)
    t.review_ms = 60_000  # keep the result on the table to read it
    window.phone_host, window.phone_port = "127.0.0.1", 0
    assert window.set_phone_play(True) is None
    for handle in web.window_handles[1:]:
        web.switch_to.window(handle)
        web.close()
    web.switch_to.window(web.window_handles[0])
    tabs = {seat: PhoneTab(web, window.phones.link(seat), seat, first=(seat == 0)) for seat in (0, 1)}
    hub = window.phones
    from selenium.webdriver.common.by import By

    for tab in tabs.values():  # the page syncs its clock (eight pings) as soon as it sees a Telma game
        tab.focus()
        assert tab.web.find_element(By.ID, "buzz").is_displayed()
    pump(0.8)  # the pings are answered by the server's thread; this lets them finish
    # Anna reveals with her buzzer (in the reveal phase the buzzer is her key): the anchors match, a pair
    # contest Anna vs Bruno
    tabs[0].wait_version(hub.version)
    tabs[0].focus()
    web.find_element(By.ID, "buzz").click()
    pump_until(lambda: controller.view(Viewer.TABLE)["phase"] == "contest", what="the contest")
    # Bruno's phone buzzes first, then Anna's
    for seat in (1, 0):
        tabs[seat].wait_version(hub.version)
        tabs[seat].focus()
        before = len(hub.buzz_times)
        web.find_element(By.ID, "buzz").click()
        pump_until(lambda: len(hub.buzz_times) > before, what=f"seat {seat}'s buzz")  # noqa: B023
    pump_until(lambda: len(controller.view(Viewer.TABLE)["contest"]["calls"]) == 2 if
               controller.view(Viewer.TABLE).get("contest") else True, what="both calls")
    (s1, t1, a1), (s0, t0, a0) = list(hub.buzz_times)[-2:]
    assert (s1, s0) == (1, 0) and t1 < t0
    for stamp, arrival in ((t1, a1), (t0, a0)):  # stamped by the synced page clock, not timed on arrival
        assert stamp != arrival and arrival - 250 <= stamp <= arrival + 3
    calls = {c["seat"]: c["t_ms"] for c in controller.view(Viewer.TABLE)["contest"]["calls"]}
    assert calls[1] < calls[0]
    assert abs((calls[0] - calls[1]) - (t0 - t1)) <= 2  # the contest keeps the phones' relative times


@pytest.mark.slow
def test_a_whole_ciak_game_with_two_phones_and_two_gated_seats(one_screen, qtbot, web) -> None:  # noqa: ANN001
    """Ciak: a phone seat's hand, its plays and its responses are on its phone (the table never opens that
    hand); the gated seats look at theirs through the gate; the canary checks every step."""
    from tests.ui.test_ciak_support import Family, check_canary, players

    window = one_screen
    window.resize(960, 600)
    controller = window.start_game("ciak", players(4), "massacre", {"starting_millions": 3}, seed=2)
    ui = window.game_ui
    ui.runner.paused = True
    controller, tabs = start_with_phones(window, web, "ciak", 4, seed=2, controller=controller)
    family = Family(window, qtbot, seed=5)
    phones = Phones(window, tabs, seed=6)
    drv = TableDriver(window, qtbot)
    check_canary(window)

    def table_step() -> None:
        assert ui.decision()[1] not in PHONE_SEATS or ui.looking is not None
        family.step()

    def decider() -> int | None:  # Ciak asks one seat at a time: the phone acts when its seat is asked
        seat = ui.decision()[1]
        return seat if seat in PHONE_SEATS and controller.legal_actions(seat) and not drv.gate_up() else None

    def phone_move(seat: int) -> None:
        check_canary(window)  # the table shows no hidden card while a phone plays
        assert ui.shown_seat() not in PHONE_SEATS  # a phone seat's hand never opens on the table
        phones_move(seat)

    phones_move = phones.move
    phones.move = phone_move  # type: ignore[method-assign]
    phones.phone_seat_to_act = decider  # type: ignore[method-assign]
    play(window, qtbot, phones, table_step, max_steps=4000)
    assert controller.is_over()
    movers = {a.seat for a in controller.actions}
    assert set(PHONE_SEATS) <= movers and {1, 3} <= movers
    assert phones.moves >= 20 and phones.checked >= 5 and family.gates >= 2


def test_a_phone_that_drops_comes_back_to_its_seat_by_itself(one_screen, qtbot, web) -> None:  # noqa: ANN001
    window = one_screen
    controller, tabs = start_with_phones(window, web, "quizclub", 4, seed=7)
    hub = window.phones
    seat = PHONE_SEATS[0]
    conn = next(c for c, s in hub.conns.items() if s == seat)
    hub.server.close_connection(conn)  # the Wi-Fi drops (not a release: no reason is given)
    pump_until(lambda: not hub.connected(seat), what="the drop")
    assert seat in hub.held and window.page.phone_strip.entries[0][1] is False  # away, still holding the seat
    pump_until(lambda: hub.connected(seat), timeout=15, what="the page to reconnect")
    assert window.page.phone_strip.entries[0] == (controller.config.players[seat].name, True)
    tabs[seat].wait_version(hub.version)
    assert "connected" in tabs[seat].text() and tabs[seat].buttons() != [] or not controller.legal_actions(seat)


@pytest.mark.slow
def test_a_whole_telma_match_with_two_phone_buzzers_and_two_keyboard_seats(one_screen, qtbot, web) -> None:  # noqa: ANN001
    """Telma with phones as buzzers: seats 0 and 2 type their nickname parts and press their buzzer on their
    phones, seats 1 and 3 use the table (nickname boxes, buzzer keys stamped like the OS stamps them); the
    "whose nickname?" picks are made on the table. Every reveal and call of a phone seat comes from its page's
    buzzer; the canaries check that no face-down card reaches the table screen or a phone."""
    from selenium.webdriver.common.by import By

    from gamesuite.rules.telma import RULES
    from tests.ui.leaks import assert_no_leak
    from tests.ui.test_telma import press, table, table_of
    from tests.ui.test_telma_match import cards

    window = one_screen
    controller = window.start_game("telma", default_players(4), "standard", {"remove_cross_cards": True}, seed=11)
    t = table_of(window)
    t.review_ms = 0
    t.late_press_ms = 0
    controller, tabs = start_with_phones(window, web, "telma", 4, seed=11, controller=controller)
    hub = window.phones
    phones = Phones(window, tabs, seed=8)
    drv = TableDriver(window, qtbot)
    words = {0: ["walrus", "sleepy"], 2: ["igloo", "purple"], 1: ["kettle", "brave"], 3: ["trumpet", "noisy"]}
    outcomes: list[Any] = []
    controller.state_did_change.connect(lambda evs: outcomes.extend(e for e in evs if e.kind in ("take", "tie")))
    buzzed = {seat: 0 for seat in PHONE_SEATS}
    keyed = {1: 0, 3: 0}
    pump(0.8)  # each page syncs its clock (eight pings) once it sees a Telma game

    def stamp() -> int:  # the OS's event clock started long before the game (see test_telma_match)
        return t.clock.now() + 100_000

    def buzz(seat: int) -> None:
        """The seat presses its buzzer: on its phone's page, or its key on the table's keyboard."""
        if seat in tabs:
            tab = tabs[seat]
            tab.wait_version(hub.version)
            assert tab.web.find_element(By.ID, "buzz").is_displayed(), tab.text()[:300]
            before = len(hub.buzz_times)
            tab.web.find_element(By.ID, "buzz").click()
            pump_until(lambda: len(hub.buzz_times) > before, what=f"seat {seat}'s buzz")
            buzzed[seat] += 1
        else:
            press(window, t.keys[seat], ts=stamp())
            keyed[seat] += 1
        flush()

    def check_canaries() -> None:
        secrets = RULES.private_strings(controller.state)
        assert_no_leak(window, secrets, controller.game_log())
        for tab in tabs.values():
            tab.wait_version(hub.version)
            phones.check_phone(tab)

    steps = 0
    rounds: list[int] = []
    calls: list[tuple[str, int]] = []  # (contest kind, who called)
    while not table(controller)["over"]:
        steps += 1
        assert steps < 3000, "the match does not end"
        view = table(controller)
        phase = view["phase"]
        if steps % 15 == 1:
            check_canaries()
        if phase == "nicknames":
            rnd = int(view["round"])
            rounds.append(rnd)
            field = "noun" if rnd == 1 else "adjective"
            if rnd <= 2:
                for seat, tab in tabs.items():  # the phones type their part on their page
                    tab.wait_version(hub.version)
                    form = tab.web.find_element(By.CSS_SELECTOR, "#actions form.free")
                    box = form.find_element(By.TAG_NAME, "input")
                    assert box.get_attribute("placeholder") == ("A noun: table, hut, ghost…" if rnd == 1
                                                                else "An adjective: yellow, old, scary…")
                    box.send_keys(words[seat][rnd - 1])
                    before = hub.version
                    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
                    pump_until(lambda: hub.version > before, what=f"seat {seat}'s nickname")  # noqa: B023
                    assert table(controller)["players"][seat]["nickname"][field] == words[seat][rnd - 1]
                    assert t.setup.rows[seat].text() == words[seat][rnd - 1]  # the table's box shows it
                for seat in (1, 3):  # the others type theirs on the table
                    row = t.setup.rows[seat]
                    row.edit.setFocus()
                    QTest.keyClicks(row.edit, words[seat][rnd - 1])
                    QTest.keyClick(row.edit, Qt.Key.Key_Return)
            drv.click_key("button:start")
            if table(controller)["phase"] == "nicknames":  # empty boxes got the game's suggestions: press again
                assert rnd > 2
                drv.click_key("button:start")
            assert table(controller)["phase"] == "reveal"
            if rnd <= 2:
                assert [p["nickname"][field] for p in table(controller)["players"]] == [words[s][rnd - 1]
                                                                                       for s in range(4)]
        elif phase == "reveal":
            turn = int(view["turn"])
            buzz(turn)
            pump_until(lambda: table(controller)["players"][turn]["face_up"] != view["players"][turn]["face_up"]  # noqa: B023
                       or table(controller)["phase"] != "reveal", what=f"seat {turn}'s reveal")
        elif phase == "contest":
            c = view["contest"]
            parts = [int(x) for x in c["participants"]]
            first = min(parts, key=lambda s: (cards(view, s), s))  # the fewest cards calls first: rounds end
            targets = [int(x) for x in c["targets"][str(first)]]
            named = max(targets, key=lambda s: (cards(view, s), -s))
            before = len(outcomes)
            buzz(first)
            calls.append((c["kind"], first))
            if c["kind"] == "pair":
                expected = next(s for s in parts if s != first)
            else:
                pump_until(lambda: t.pick_panel.isVisible(), what="whose nickname?")
                drv.click_key(f"named:{first}:{named}")
                expected = named
            pump_until(lambda: len(outcomes) > before, what="the contest's outcome")  # noqa: B023
            event = outcomes[-1]
            assert event.kind == "take" and int(event.data["seat"]) == expected, event
    check_canaries()
    assert rounds[:2] == [1, 2]
    assert controller.result() is not None
    assert all(n >= 5 for n in buzzed.values()) and all(n >= 5 for n in keyed.values()), (buzzed, keyed)
    callers = {seat for _kind, seat in calls}
    assert {k for k, _ in calls} >= {"pair", "triple"}, calls
    assert callers & set(PHONE_SEATS) and callers - set(PHONE_SEATS), calls  # phones and keys both called
    assert phones.checked >= 5
    for tab in tabs.values():
        tab.wait_version(hub.version)
        assert "The game is over." in tab.text()


def test_the_phone_page_follows_settings_language_mid_game(one_screen, qtbot, web) -> None:  # noqa: ANN001
    """Settings ▸ Language on the table: each phone's page puts its words again in the new language (no
    reconnect, no reload: the same connection, the same page)."""
    from selenium.webdriver.common.by import By

    from gamesuite.ui import language

    window = one_screen
    controller, tabs = start_with_phones(window, web, "telma", 4, seed=5)
    hub = window.phones
    conns = dict(hub.conns)
    box = "#actions form.free input"
    for tab in tabs.values():
        assert "connected" in tab.text() and "connesso" not in tab.text()
        assert tab.web.find_element(By.CSS_SELECTOR, box).get_attribute("placeholder") == "A noun: table, hut, ghost…"
        tab.web.execute_script("window.samePage = true")  # gone if the page reloads
    try:
        window.set_language("it")
        for tab in tabs.values():
            tab.wait_version(hub.version)
            pump_until(lambda t=tab: "connesso" in t.text(), what="the page's words in Italian")
            shown = tab.text()
            assert "connected" not in shown and "Your turn" not in shown and "You can play" not in shown
            assert "Ora puoi giocare." in shown and "Il tuo soprannome" in shown  # Telma: type this round's noun
            field = tab.web.find_element(By.CSS_SELECTOR, box)  # its hint too, in Italian
            assert field.get_attribute("placeholder") == "Un nome: tavolo, capanna, fantasma…"
            assert tab.web.execute_script("return window.samePage === true")
            assert tab.web.execute_script("return document.documentElement.lang") == "it"
        assert hub.conns == conns  # the same connections: nobody reconnected
    finally:
        language.apply("en")


def test_the_directors_phone_shows_the_asked_question_above_the_moves(one_screen, qtbot, web) -> None:  # noqa: ANN001
    """Telefilm, the Director on a phone: once a question is chosen on the table, the phone shows that
    question with its options and answer under "The question", above the judging buttons, and not the card's
    other questions there; the table opens no gate for reading it aloud."""
    from tests.ui.test_telefilm_family import BETS, CANARY, open_state, scenario

    window = one_screen
    state = scenario(CANARY, 3, bets=BETS, stacks={"mix": [1, 2], "crime/vintage": [2], "drama/new": []})
    controller = open_state(window, state)
    window.settings.show_question_on_table = False  # the Director reads the question from the card
    director = window.game_ui.director_seat()
    assert director is not None
    controller, tabs = start_with_phones(window, web, "telefilm", 3, seed=5, controller=controller, seats=(director,))
    tab = tabs[director]
    drv = TableDriver(window, qtbot)
    drv.click_key("button:q1")  # Bruno chooses question 1
    flush()
    assert not drv.gate_up() and window.page.private.panel is None
    tab.wait_version(window.phones.version)
    current = controller.view(Viewer.DIRECTOR)["director_private"]["current"]
    asked = next(q for q in current["questions"] if q["number"] == current["asked"])
    others = [q["text"] for q in current["questions"] if q["number"] != current["asked"]]
    focus = tab.web.execute_script("return document.getElementById('focus').innerText")
    assert focus.startswith("THE QUESTION") or focus.startswith("The question"), focus[:80]
    option = next(o["text"] for o in asked["options"] if o["letter"] == asked["answer"])
    assert asked["text"] in focus and f"Answer: {asked['answer']}. {option}" in focus
    assert all(o["text"] in focus for o in asked["options"]) and not [q for q in others if q in focus]
    drv.click_key("button:straight")  # Bruno answers straight: the Director judges on the phone
    flush()
    tab.wait_version(window.phones.version)
    assert asked["text"] in tab.web.execute_script("return document.getElementById('focus').innerText")
    order = tab.web.execute_script(
        "var f = document.getElementById('focus'), a = document.getElementById('actions');"
        "return [f.getBoundingClientRect().top, a.getBoundingClientRect().top, a.innerText.length]")
    assert order[0] < order[1] and order[2] > 0, order  # above the Director's moves
