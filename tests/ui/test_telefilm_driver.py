"""Helpers (no tests here): play Il Gioco dei Telefilm through its screens the way a family would.

``Family.step(driver)`` makes one move by clicking a real item with the shared
:class:`tests.support.driver.TableDriver`: a board space, a table button, an option, the hand-off gate's
button or a button of the Director's panel. Choices cycle so a game sees straight and options answers,
right and wrong judgements.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QPushButton

from gamesuite.rules.core import Viewer
from tests.support.driver import TableDriver, flush


def table(window: Any) -> Any:
    return window.game_ui.table


def button_keys(window: Any) -> list[str]:
    """The keys of the table's buttons, in order."""
    return [b.key for b in table(window).buttons]


def button_texts(window: Any) -> set[str]:
    return {b.text for b in table(window).buttons}


def shown_options(window: Any) -> list[Any]:
    return [o for o in table(window).card.options if o.isVisible()]


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

    def step(self, d: TableDriver) -> str:
        """Make one move by clicking; returns what was clicked (for failure messages)."""
        self.acted = False
        window = d.window
        c = window.controller
        if d.gate_up():
            d.confirm_gate()
            return "gate"
        v = c.view(Viewer.TABLE)
        t = table(window)
        phase = v["phase"]
        q = v.get("question") or {}
        step = q.get("step")
        panel = d.private_panel(open_covers=True)
        if panel is not None and type(panel).__name__ == "HandPanel":
            plays = [b for b in panel.findChildren(QPushButton) if b.objectName().startswith("play:") and b.isVisible()]
            if plays:
                self.acted = True
                d.click(plays[self.choice(len(plays))])
                return "play"
            d.click(d.panel_button("backButton", panel))
            return "back"
        if (panel is not None and type(panel).__name__ == "DirectorPanel"
                and d.panel_button("backButton", panel).isVisible()):
            d.click(d.panel_button("backButton", panel))  # read aloud; back to the table
            return "back"
        key = (v["turn"], q.get("space"), step, q.get("answerer"), q.get("position"))
        keys = button_keys(window)
        if self.specials and "button:special" in keys and key not in self.looked:
            self.looked.add(key)
            self.chances += 1
            if self.chances % 2 == 1:
                d.click_key("button:special")
                return "special"
        self.acted = True
        if phase == "bets":
            names = [b.objectName() for b in panel.findChildren(QPushButton) if b.objectName().startswith("bet:")]
            name = names[self.choice(len(names))]
            d.click(d.panel_button(name, panel))
            return name
        if phase in ("place", "select"):
            spaces = [s for s in t.spaces.values() if s.clickable]
            item = spaces[self.choice(len(spaces))]
            d.click_item(item)
            return f"space {item.space}"
        if phase == "offer":
            cards = [card for card in t.offer_cards if card.isVisible() and card.clickable]
            d.click_item(cards[self.choice(len(cards))])
            return "offer"
        if step == "done":
            d.click_key("button:reveal")
            return "reveal"
        if step == "pre":
            if "button:roll" in keys:
                d.click_key("button:roll")
                return "roll"
            k = 1 + self.choice(4)
            d.click_key(f"button:q{k}")
            if "two" in (q.get("active_cards") or []):  # TWO: a second number completes the pick
                d.click_key(f"button:q{1 + k % 4}")
            return f"pick {k}"
        if step == "choose":
            d.click_key(next(k for k in keys if k.startswith("button:choose")))
            return "choose"
        if step == "ask":
            d.click(d.panel_button("ask:", panel))
            return "ask"
        if q.get("may_pass") and step in ("read", "answer") and self.choice(4) == 0:
            d.click_key("button:pass")
            return "pass"
        if step == "fifty":
            names = [b.objectName() for b in panel.findChildren(QPushButton) if b.objectName().startswith("fifty:")]
            name = names[self.choice(len(names))]
            d.click(d.panel_button(name, panel))
            return name
        if step == "read":
            modes = q.get("allowed_modes") or []
            mode = modes[self.choice(len(modes))]
            d.click_key(f"button:{mode}")
            return f"declare {mode}"
        if step == "answer" and q.get("mode") == "straight":
            name = "judgeCorrect" if self.choice(2) else "judgeWrong"
            d.click(d.panel_button(name, panel))
            return name
        if step == "answer":
            options = [o for o in shown_options(window) if o.clickable]
            option = options[self.choice(len(options))]
            d.click_item(option)
            return f"answer {option.letter}"
        if step == "genre_ruling":
            d.click(d.panel_button("genreYes", panel))
            return "genre"
        raise AssertionError(f"no move known for phase {phase} step {step}")


def play_out(window: Any, qtbot: Any, limit: int = 600, each: Any = None, specials: bool = False,
             until: Any = None) -> int:
    """Click through until the game ends (or ``until(window)`` is true); ``each(window)`` runs before
    every move. Returns the number of steps."""
    family = Family(specials)
    d = TableDriver(window, qtbot)
    c = window.controller
    moves = 0
    for moves in range(limit):  # noqa: B007 - the count is returned
        if c.is_over() or (until is not None and until(window)):
            break
        window.game_ui.finish_animations()  # a player waits for the movement to end
        flush()
        if each is not None:
            each(window)
        before = len(c.actions)
        what = family.step(d)
        if family.acted:
            assert len(c.actions) == before + 1, f"the click on {what} was not accepted: {window.messages[-1:]}"
    assert c.is_over() or (until is not None and until(window)), "the game did not end"
    return moves
