"""Quiz Club screens: whole games played by clicking the real buttons, on two screens and on one.

``FamilyPlayer`` plays like a family would: it opens the private panel (passing the Director
window's cover or the hand-off gate), chooses whom to ask, rotates through the question types,
enters varied answers (right, wrong, no answer), sometimes overrules the app with a reason,
objects to intuition answers from the table, and discards at the marker lines.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtWidgets import QLineEdit, QPushButton, QWidget

from gamesuite.rules.core import Rng, Viewer
from gamesuite.rules.quizclub.judge import LETTERS, format_number
from gamesuite.rules.sim import default_players
from gamesuite.ui.quizclub.presenter import CONTINUE_KEY, NO_OBJECTION_KEY, object_key
from tests.support.driver import TableDriver, flush
from tests.ui.leaks import everything_shown

QUESTION_TYPES = ("knowledge", "multiple_choice", "estimate", "ranking", "intuition")


def start(window: Any, players: int = 3, seed: int = 7, options: dict | None = None, *,
          autosave: bool = False) -> Any:
    """A new Quiz Club game in ``window`` (autosave off by default: it is the shell's, and slow)."""
    controller = window.start_game("quizclub", default_players(players), options=options, seed=seed)
    assert controller is not None, window.messages
    if not autosave:
        controller.autosave = lambda: None
    return controller


def click(qtbot: Any, widget: QWidget | None) -> None:
    """Click a widget like a player (the table driver's click)."""
    TableDriver(None, qtbot).click(widget)


def click_key(window: Any, qtbot: Any, key: str) -> None:
    """Click the table item with ``key`` where it is drawn."""
    TableDriver(window, qtbot).click_key(key)


def find(panel: QWidget, name: str) -> Any:
    return panel.findChild(QPushButton, name) or panel.findChild(QLineEdit, name)


def open_panel(window: Any, qtbot: Any) -> Any:
    """The private panel on screen now, passing the private screen's cover or the gate like a player
    (on one screen, after a result, somebody clicks "continue" on the table first)."""
    drv = TableDriver(window, qtbot)
    flush()
    if not window.director.active and window.game_ui.holding and not drv.gate_up():
        assert window.game_ui.private_viewer() is None and not window.page.private.isVisible()
        drv.click_key(CONTINUE_KEY)
    panel = drv.private_panel(open_covers=True)
    assert panel is not None, "no private panel is shown"
    assert panel.built
    return panel


def texts_of(value: Any) -> str:
    """Every string inside a view (JSON), joined."""
    out: list[str] = []

    def walk(v: Any) -> None:
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    walk(value)
    return "\n".join(out)


_HIDDEN: list[Any] = [None, []]  # (state, its private strings): a step checks twice


def hidden_strings(controller: Any) -> list[str]:
    """``RULES.private_strings`` of the current state (memoised for the current state)."""
    if _HIDDEN[0] is not controller.state:
        _HIDDEN[:] = [controller.state, controller.rules.private_strings(controller.state)]
    return _HIDDEN[1]


def assert_clean(host: QWidget, controller: Any, seat: int | None = None, log: bool = True) -> None:
    """``assert_no_leak(host, secrets_for(controller, seat), log)`` with one render and less work.

    Same verdict: every string shown (widget texts and painted text of one ``grab()``) is
    searched for the hidden strings; those that appear must be public or ``seat``'s own.
    """
    shown = everything_shown(host) + "\n" + ("\n".join(controller.game_log()) if log else "")
    candidates = [s for s in hidden_strings(controller) if s in shown]
    leaked = [s for s in candidates if s in set(secrets_for(controller, seat, candidates))]
    assert leaked == [], f"private text reached the screen: {leaked}"


def secrets_for(controller: Any, seat: int | None = None, secrets: list[str] | None = None) -> list[str]:
    """The hidden strings that must not show (``RULES.private_strings``).

    A short hidden answer can also occur inside public text ("German" in a question already
    asked, "Emma" the character): what the TABLE view, the log and the character names hold is
    public, so such words are not leaks. With
    ``seat``, that player's own view (her hand, her question's solution) may show too.
    """
    from gamesuite.rules.quizclub.spec import CHARACTER_NAMES  # the eight characters are no secret

    allowed = "\n".join([texts_of(controller.view(Viewer.TABLE)), *controller.game_log(), *CHARACTER_NAMES.values()])
    if seat is not None:
        allowed += "\n" + texts_of(controller.view(Viewer.of_seat(seat)))
    if secrets is None:
        secrets = hidden_strings(controller)
    return [s for s in secrets if s not in allowed]


class FamilyPlayer:
    """Plays Quiz Club through the UI: every input is a click or typing into a field."""

    def __init__(self, window: Any, qtbot: Any, seed: int = 1, check_leaks: bool = False,
                 panel_every: int = 5) -> None:
        self.window = window
        self.qtbot = qtbot
        self.rng = Rng(seed)
        self.types = Counter[str]()
        self.kinds = Counter[str]()
        self.check_leaks = check_leaks
        self.leak_checks = 0
        self.panel_every = panel_every  # a private panel is rendered for the check every n-th step

    @property
    def controller(self) -> Any:
        return self.window.controller

    def play(self, max_steps: int = 400) -> None:
        for _ in range(max_steps):
            if self.controller.is_over():
                return
            self.step()
        raise AssertionError("the game did not end")

    def step(self) -> None:
        c = self.controller
        before = len(c.actions)
        if self.check_leaks:
            self.assert_table_clean()
        view = c.view(Viewer.TABLE)
        if view["phase"] == "objection":
            self.objection(view)
        else:
            panel = open_panel(self.window, self.qtbot)
            if self.check_leaks and self.leak_checks % self.panel_every == 0:
                self.assert_panel_clean(panel)
            getattr(self, view["phase"])(panel, panel.view)
        assert len(c.actions) == before + 1, f"no move was made in phase {view['phase']}: {self.window.messages}"
        self.kinds[c.actions[-1].kind] += 1
        flush()

    # -- leak checks ----------------------------------------------------------------------------
    def assert_table_clean(self) -> None:
        """Before a player looks: the table window shows nothing hidden (and the cover neither)."""
        w = self.window
        c = self.controller
        if w.page.private.isVisible():  # one screen, the same player still acting
            assert_clean(w, c, w.page.private.panel.seat)
        else:
            assert_clean(w, c)
        panel = w.director.panel() if w.director.active else None
        if panel is not None and not panel.built:
            assert_clean(w.director, c, log=False)
        self.leak_checks += 1

    def assert_panel_clean(self, panel: Any) -> None:
        """The panel shows only its own player's cards: no other hand, no other secret."""
        host = self.window.director if self.window.director.active else self.window
        assert_clean(host, self.controller, panel.seat, log=False)

    # -- the table's own input ------------------------------------------------------------------
    def objection(self, view: dict) -> None:
        keys = TableDriver(self.window, self.qtbot).clickable_keys()
        answering = view["turn"]["asked"]
        objectors = [p["seat"] for p in view["players"] if p["seat"] != answering]
        assert keys == {NO_OBJECTION_KEY, *(object_key(s) for s in objectors)}, keys
        seen = self.kinds["object"] + self.kinds["no_objection"]
        if seen < 2:
            choice = objectors[0] if seen == 0 else None  # once each way, then at random
        else:
            choice = None if self.rng.below(2) else self.rng.choice(objectors)
        click_key(self.window, self.qtbot, NO_OBJECTION_KEY if choice is None else object_key(choice))

    # -- the asker's panel ----------------------------------------------------------------------
    def choose_player(self, panel: Any, view: dict) -> None:
        askable = view["askable"]
        for p in view["players"]:
            b = find(panel, f"ask-player-{p['seat']}")
            if p["seat"] == view["you"]:
                assert b is None
            else:
                assert b is not None and b.isEnabled() == (p["seat"] in askable)
        click(self.qtbot, find(panel, f"ask-player-{self.rng.choice(askable)}"))

    def choose_question(self, panel: Any, view: dict) -> None:
        if self.rng.below(12) == 0:
            click(self.qtbot, find(panel, "cancel-player"))
            return
        options = [(self.types[q["type"]], self.rng.below(1000), card["id"], q["difficulty"], q["type"])
                   for card in view["hand"] for q in card["questions"]]
        _, _, cid, d, kind = min(options)
        self.types[kind] += 1
        click(self.qtbot, find(panel, f"ask-{cid}-{d}"))

    def answer(self, panel: Any, view: dict) -> None:
        q = view["turn"]["question"]
        kind = q["type"]
        right = self.rng.below(2) == 0
        if self.rng.below(15) == 0:
            click(self.qtbot, find(panel, "no-answer"))
        elif kind == "knowledge":
            click(self.qtbot, find(panel, "answer-correct" if right else "answer-wrong"))
        elif kind == "multiple_choice":
            letter = q["answer"] if right else self.rng.choice(LETTERS)
            click(self.qtbot, find(panel, f"letter-{letter}"))
        elif kind == "estimate":
            value = float(q["value"]) if right else float(q["high"]) + 1 + abs(float(q["value"]))
            field = find(panel, "estimate-field")
            self.qtbot.keyClicks(field, format_number(value))
            click(self.qtbot, find(panel, "estimate-enter"))
        elif kind == "ranking":
            order = list(q["order"])
            if not right:
                order = self.rng.shuffled(order)
            elif self.rng.below(2):
                order.reverse()
            for letter in order:
                click(self.qtbot, find(panel, f"rank-{letter}"))
            click(self.qtbot, find(panel, "rank-enter"))
        elif q.get("variant") == "count":
            click(self.qtbot, find(panel, f"count-{self.rng.below(len(view['players']))}"))
        else:
            asked = view["turn"]["asked"]
            names = [f"who-{p['seat']}" for p in view["players"] if p["seat"] != asked] + ["who-none"]
            assert find(panel, f"who-{asked}") is None  # the answerer may not name herself
            click(self.qtbot, find(panel, self.rng.choice(names)))

    def verdict(self, panel: Any, view: dict) -> None:
        if self.kinds["overrule"] == 0 or self.rng.below(4) == 0:
            overrule = find(panel, "overrule")
            assert not overrule.isEnabled()  # a reason first
            click(self.qtbot, find(panel, f"reason-{self.rng.below(3)}"))
            click(self.qtbot, overrule)
        else:
            click(self.qtbot, find(panel, "confirm"))

    def discard(self, panel: Any, view: dict) -> None:
        assert view["must_discard"] > 0
        card = self.rng.choice(view["hand"])
        click(self.qtbot, find(panel, f"discard-{card['id']}"))


def assert_game_finished_on_screen(window: Any, player: FamilyPlayer) -> None:
    c = window.controller
    assert c.is_over()
    result = c.result()
    assert result is not None and c.words(result.text) in window.status.text()
    board = window.game_ui.last_model.board
    assert board.mode == "over" and board.title == c.words(result.text)
    assert [row.score for row in board.standings] == sorted((int(v) for v in result.scores.values()), reverse=True)
    assert not window.page.gate.isVisible() and not window.page.private.isVisible()
    assert set(player.types) == set(QUESTION_TYPES), player.types  # every question type was played
    assert player.kinds["answer"] >= 12 and player.kinds["choose_question"] >= 17


def test_a_whole_game_on_two_screens_by_clicking(window, qtbot) -> None:  # noqa: ANN001
    start(window, 3, seed=11)
    qtbot.waitUntil(lambda: window.director.isVisible())
    player = FamilyPlayer(window, qtbot, seed=5)
    player.play()
    assert_game_finished_on_screen(window, player)
    assert window.director.panel() is None
    assert player.kinds["overrule"] >= 1 and player.kinds["object"] + player.kinds["no_objection"] >= 1


def test_a_whole_game_on_one_screen_through_the_gate(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    controller = start(window, 3, seed=23)
    assert not window.director.active and window.page.gate.isVisible()
    name = window.page.gate.name
    assert name == controller.config.players[controller.view(Viewer.TABLE)["active"]].name
    player = FamilyPlayer(window, qtbot, seed=9)
    player.play()
    assert_game_finished_on_screen(window, player)


# -- scenario set-up through the controller (the step under test is then clicked) -----------------


def finish_turn(controller: Any) -> None:
    """Close whatever is open (answer, verdict, objection, discards) without clicking."""
    from gamesuite.rules.core import Action

    for _ in range(20):
        view = controller.view(Viewer.TABLE)
        phase = view["phase"]
        active = view["active"]
        if phase == "answer":
            controller.submit(Action("no_answer", active))
        elif phase == "verdict":
            controller.submit(Action("confirm", active))
        elif phase == "objection":
            controller.submit(Action("no_objection", None))
        elif phase == "discard":
            controller.submit(next(a for a in controller.legal_actions() if a.kind == "discard_marker"))
        else:
            return


def advance_to_question(controller: Any, kind: str, variant: str | None = None, *, ask: bool = True,
                        max_turns: int = 40) -> dict:
    """Play turns (no clicks) until the active player holds a ``kind`` question; ask it if ``ask``.

    Returns the asker's view at that point (phase "answer", or "choose_question" if not ``ask``).
    """
    from gamesuite.rules.core import Action

    for _ in range(max_turns):
        finish_turn(controller)
        view = controller.view(Viewer.TABLE)
        assert not view["over"], "the game ended before the question type came up"
        seat = view["active"]
        if view["phase"] == "choose_player":
            controller.submit(Action("choose_player", seat, player=view["askable"][0]))
        mine = controller.view(Viewer.of_seat(seat))
        found = [(card["id"], q["difficulty"]) for card in mine["hand"] for q in card["questions"]
                 if q["type"] == kind and (variant is None or q.get("variant") == variant)]
        if found:
            if ask:
                cid, d = found[0]
                controller.submit(Action("choose_question", seat, card_id=cid, difficulty=d))
            return controller.view(Viewer.of_seat(seat))
        cid = mine["hand"][0]["id"]
        controller.submit(Action("choose_question", seat, card_id=cid, difficulty=1))
    raise AssertionError(f"no {kind} question came up")
