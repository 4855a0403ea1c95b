"""Helpers (no tests here): play Il Gioco dei Telefilm through its screens the way a family would.

``step(window, qtbot)`` makes one move by clicking a real item: a board space, a table button, an
option, the hand-off gate's button or a button of the Director's panel. Choices cycle so a game
sees straight and options answers, right and wrong judgements.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QPushButton, QWidget

from gamesuite.rules.core import Viewer


def table(window: Any) -> Any:
    return window.game_ui.table


def click_item(qtbot: Any, window: Any, item: Any) -> None:
    """Click a scene item of the table where a player would."""
    view = table(window).view
    assert item.isVisible(), "clicking a hidden item"
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def table_button(window: Any, text: str) -> Any:
    for b in table(window).buttons:
        if b.text == text:
            return b
    raise AssertionError(f"no table button {text!r}: {[b.text for b in table(window).buttons]}")


def private_panel(window: Any) -> QWidget | None:
    """The private panel on show: the Director window's (two screens) or the main window's (one screen)."""
    if window.page.private.isVisible() and window.page.private.panel is not None:
        return window.page.private.panel
    if window.director.active and window.director.isVisible():
        if window.director.covered():  # the Director looks: uncover the private screen like a player
            window.director.cover.button.click()
        return window.director.panel()
    return None


def panel_button(window: Any, name: str) -> QPushButton:
    panel = private_panel(window)
    assert panel is not None, "no private panel is shown"
    for b in panel.findChildren(QPushButton):
        if b.objectName() == name or b.objectName().startswith(name):
            return b
    names = [b.objectName() for b in panel.findChildren(QPushButton)]
    raise AssertionError(f"no panel button {name!r}: {names}")


def click_button(qtbot: Any, button: QPushButton) -> None:
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def confirm_gate(qtbot: Any, window: Any) -> None:
    assert window.page.gate.isVisible()
    qtbot.mouseClick(window.page.gate.button, Qt.MouseButton.LeftButton)


def settle() -> None:
    """What the event loop does between two clicks: delete the panels that were replaced."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


class Family:
    """A deterministic family at the table: it alternates answer modes and judgements and, with
    ``specials``, now and then opens the answering Star's hand (through the gate) to play a card."""

    def __init__(self, specials: bool = False) -> None:
        self.n = 0
        self.specials = specials
        self.looked: set[tuple[Any, ...]] = set()
        self.chances = 0
        self.acted = False  # whether the last step submitted an action

    def choice(self, k: int) -> int:
        self.n += 1
        return self.n % k

    def step(self, window: Any, qtbot: Any) -> str:
        """Make one move by clicking; returns what was clicked (for failure messages)."""
        self.acted = False
        c = window.controller
        if window.page.gate.isVisible():
            qtbot.mouseClick(window.page.gate.button, Qt.MouseButton.LeftButton)
            return "gate"
        v = c.view(Viewer.TABLE)
        t = table(window)
        phase = v["phase"]
        q = v.get("question") or {}
        step = q.get("step")
        hand = private_panel(window)
        if hand is not None and type(hand).__name__ == "HandPanel":
            plays = [b for b in hand.findChildren(QPushButton) if b.objectName().startswith("play:")]
            if plays:
                self.acted = True
                click_button(qtbot, plays[self.choice(len(plays))])
                return "play"
            click_button(qtbot, panel_button(window, "backButton"))
            return "back"
        if (hand is not None and type(hand).__name__ == "DirectorPanel"
                and [b for b in hand.findChildren(QPushButton) if b.objectName() == "backButton"]):
            click_button(qtbot, panel_button(window, "backButton"))  # read aloud; back to the table
            return "back"
        key = (v["turn"], q.get("space"), step, q.get("answerer"), q.get("position"))
        buttons = {b.text for b in t.buttons}
        if self.specials and "Special card" in buttons and key not in self.looked:
            self.looked.add(key)
            self.chances += 1
            if self.chances % 2 == 1:
                click_item(qtbot, window, table_button(window, "Special card"))
                return "special"
        self.acted = True
        if phase == "bets":
            names = [b.objectName() for b in private_panel(window).findChildren(QPushButton)
                     if b.objectName().startswith("bet:")]
            name = names[self.choice(len(names))]
            click_button(qtbot, panel_button(window, name))
            return name
        if phase in ("place", "select"):
            spaces = [s for s in t.spaces.values() if s.clickable]
            item = spaces[self.choice(len(spaces))]
            click_item(qtbot, window, item)
            return f"space {item.space}"
        if phase == "offer":
            cards = [card for card in t.offer_cards if card.isVisible() and card.clickable]
            click_item(qtbot, window, cards[self.choice(len(cards))])
            return "offer"
        if step == "done":
            button = next(b for b in t.buttons if b.text.startswith("Reveal"))
            click_item(qtbot, window, button)
            return "reveal"
        if step == "pre":
            if v["options"].get("question_pick") == "die":
                click_item(qtbot, window, table_button(window, "Roll the die"))
                return "roll"
            k = 1 + self.choice(4)
            click_item(qtbot, window, table_button(window, str(k)))
            if "two" in (q.get("active_cards") or []):  # TWO: a second number completes the pick
                click_item(qtbot, window, table_button(window, str(1 + k % 4)))
            return f"pick {k}"
        if step == "choose":
            button = next(b for b in t.buttons if b.text.startswith("Question"))
            click_item(qtbot, window, button)
            return "choose"
        if step == "ask":
            click_button(qtbot, panel_button(window, "ask:"))
            return "ask"
        if q.get("may_pass") and step in ("read", "answer") and self.choice(4) == 0:
            a = q.get("answerer")
            click_item(qtbot, window, table_button(window, f"{c.config.players[a].name} passes"))
            return "pass"
        if step == "fifty":
            names = [b.objectName() for b in private_panel(window).findChildren(QPushButton)
                     if b.objectName().startswith("fifty:")]
            name = names[self.choice(len(names))]
            click_button(qtbot, panel_button(window, name))
            return name
        if step == "read":
            modes = q.get("allowed_modes") or []
            mode = modes[self.choice(len(modes))]
            click_item(qtbot, window, table_button(window, "Straight" if mode == "straight" else "Options"))
            return f"declare {mode}"
        if step == "answer" and q.get("mode") == "straight":
            name = "judgeCorrect" if self.choice(2) else "judgeWrong"
            click_button(qtbot, panel_button(window, name))
            return name
        if step == "answer":
            options = [o for o in t.options if o.isVisible() and o.clickable]
            option = options[self.choice(len(options))]
            click_item(qtbot, window, option)
            return f"answer {option.letter}"
        if step == "genre_ruling":
            click_button(qtbot, panel_button(window, "genreYes"))
            return "genre"
        raise AssertionError(f"no move known for phase {phase} step {step}")


def play_out(window: Any, qtbot: Any, limit: int = 600, each: Any = None, specials: bool = False,
             until: Any = None) -> int:
    """Click through until the game ends (or ``until(window)`` is true); ``each(window)`` runs before
    every move. Returns the number of steps."""
    family = Family(specials)
    c = window.controller
    moves = 0
    for moves in range(limit):  # noqa: B007 - the count is returned
        if c.is_over() or (until is not None and until(window)):
            break
        window.game_ui.finish_animations()  # a player waits for the movement to end
        settle()
        if each is not None:
            each(window)
        before = len(c.actions)
        what = family.step(window, qtbot)
        if family.acted:
            assert len(c.actions) == before + 1, f"the click on {what} was not accepted: {window.messages[-1:]}"
    assert c.is_over() or (until is not None and until(window)), "the game did not end"
    return moves
