"""Issue #14 (family night) on Telefilm's screens: a following Star plays a before-the-question card from
their row, the hand-off gate says what comes next, every name and content string is shown as typed
("&" and "<b>" included), and a table of 7 players with 24-character names fits at 960x600, 1280x800 and
1920x1080 with the Director's judge buttons in sight."""

from __future__ import annotations

import copy
import dataclasses
import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from gamesuite.rules.core import Action, GameConfig, PlayerConfig, Viewer
from gamesuite.rules.sim import PLAYER_COLOURS
from gamesuite.rules.telefilm import RULES
from gamesuite.rules.telefilm.testing import act, right_letter, scenario
from gamesuite.ui.controller import GameController
from tests.support.driver import TableDriver, flush
from tests.ui.test_telefilm_driver import play_out, table

CANARY = json.loads((Path(__file__).parent.parent / "fixtures" / "telefilm_canary.json").read_text("utf-8"))
BETS = {"mix": 9, "crime/vintage": 7, "drama/new": 5}
LONG_NAMES = ("Anna Maria Dell'Acqua To", "Bruno & Figli Costruzion", "Carla <b>Bold</b> Rossin",
              "Wolfgang Amadeus Mozart ", "Elena Margherita Spinell", "Fabio Massimiliano Conti",
              "Giulia Alessandra Ferrar")


def open_state(window: Any, state: Any) -> GameController:
    controller = GameController(RULES, state.config, 1, base=state, store=window.store)
    window._open_session(controller)
    window.game_ui.finish_animations()
    return controller


def visible_keys(d: TableDriver) -> set[object]:
    return {k for k in d.clickable_keys() if d.item(k).isVisible()}


# ---------------------------------------------------------------------------------------------- item 14
def test_a_following_star_plays_a_genre_card_from_their_row(one_screen, qtbot) -> None:  # noqa: ANN001
    """Bruno answers first on Mix, Carla is second: before the question is read she opens her hand from her
    row and plays a card; it waits for her turn. (Before: only the answering Star could, and no button.)"""
    window = one_screen
    d = TableDriver(window, qtbot)
    state = scenario(CANARY, 3, bets=BETS, stacks={"mix": [1, 2], "crime/vintage": [2], "drama/new": []},
                     specials={2: ["double", "call"]})
    c = open_state(window, state)
    t = table(window)
    assert t.focal.text == "Bruno: choose a question, 1 to 4"
    assert "button:hand:2" in visible_keys(d) and "button:hand:1" not in visible_keys(d)
    assert "button:special" not in visible_keys(d)  # Bruno holds no special card
    assert "other Stars here may play a card" in t.card.note_item.text
    d.click_key("button:hand:2")
    assert d.gate_up() and window.page.gate.name == "Carla"
    assert window.page.gate.purpose.text() == "Carla may play a special card before the question is read"
    d.confirm_gate()
    hand = d.private_panel()
    assert type(hand).__name__ == "HandPanel" and hand.seat == 2
    assert "you answer 2nd" in hand.question.text()
    d.click(d.panel_button("play:double"))
    assert c.actions[-1] == Action("play", 2, card="double")
    assert not d.gate_up() and not window.page.private.isVisible()
    assert "DOUBLE for 2nd" in t.card.badges
    assert "button:hand:2" not in visible_keys(d)  # one card per turn
    d.click_key("button:q1")
    assert c.actions[-1] == Action("pick", 1, number=1) and "button:hand:2" not in visible_keys(d)


def test_the_strict_house_rule_offers_no_row_button(one_screen, qtbot) -> None:  # noqa: ANN001
    d = TableDriver(one_screen, qtbot)
    state = scenario(CANARY, 3, bets=BETS, stacks={"mix": [1, 2], "crime/vintage": [2], "drama/new": []},
                     specials={2: ["double"]}, options={"follower_cards": "strict"})
    open_state(one_screen, state)
    assert "button:hand:2" not in visible_keys(d)


# ---------------------------------------------------------------------------------------------- item 5
def purpose(state: Any, viewer: Viewer) -> str:
    from gamesuite.ui.telefilm import gate_purpose  # (here: the module had none before issue #14)

    return gate_purpose(RULES.view(state, Viewer.TABLE), viewer)


def test_gate_purpose_for_every_private_step() -> None:
    s = scenario(CANARY, 3, bets=BETS, stacks={"mix": [1, 2], "crime/vintage": [2], "drama/new": []},
                 specials={1: ["fifty", "two"], 2: ["double"]}, options={"genre_on_mix": "director"})
    assert purpose(RULES.new_game(s.config, 1), Viewer.DIRECTOR) == "Anna chooses the cards and places the bets"
    assert purpose(s, Viewer.of_seat(1)) == "Bruno plays a special card"
    assert purpose(s, Viewer.of_seat(2)) == "Carla may play a special card before the question is read"
    assert purpose(s, Viewer.DIRECTOR) == "Anna looks at the card while Bruno chooses the question"
    two, _ = act(s, "play", 1, card="two")
    two, _ = act(two, "pick_two", 1, numbers=[1, 3])
    assert purpose(two, Viewer.DIRECTOR) == "Anna reads questions 1 and 3 aloud to Bruno"
    read, _ = act(s, "pick", 1, number=2)
    assert purpose(read, Viewer.DIRECTOR) == "Anna reads question 2 aloud to Bruno"
    straight, _ = act(read, "declare", 1, mode="straight")
    assert purpose(straight, Viewer.DIRECTOR) == "Anna reads the question to Bruno · Bruno answers aloud · Anna judges"
    options, _ = act(read, "declare", 1, mode="options")
    assert purpose(options, Viewer.DIRECTOR) == "Anna reads the options aloud to Bruno"
    fifty, _ = act(read, "play", 1, card="fifty")
    assert purpose(fifty, Viewer.DIRECTOR) == "50%: Anna chooses which wrong option to read to Bruno with the right one"
    judged, _ = act(straight, "judge", 0, correct=True)
    assert purpose(judged, Viewer.DIRECTOR) == "Anna looks at the card"
    mix = scenario(CANARY, 3, bets=BETS, stacks={"mix": [1]}, specials={1: ["comedy"]},
                   options={"genre_on_mix": "director"})
    mix, _ = act(mix, "play", 1, card="comedy")
    mix, _ = act(mix, "pick", 1, number=1)
    mix, _ = act(mix, "declare", 1, mode="straight")
    mix, _ = act(mix, "judge", 0, correct=True)
    assert mix.q["step"] == "genre_ruling"
    assert purpose(mix, Viewer.DIRECTOR) == "Anna rules whether the genre card counts on this Mix question"
    cards = RULES.new_game(GameConfig("telefilm", s.config.players, "cards_only", {}, CANARY), 1)
    assert purpose(cards, Viewer.DIRECTOR) == "Anna looks at the cards offered to Bruno"
    cards, _ = act(cards, "take", 1, index=0)
    assert purpose(cards, Viewer.DIRECTOR) == "Anna chooses the question for Bruno and reads it aloud"


def test_the_gate_shows_the_purpose(one_screen) -> None:  # noqa: ANN001
    window = one_screen
    config = GameConfig("telefilm", tuple(PlayerConfig(n) for n in ("Anna", "Bruno", "Carla")), "standard",
                        {}, CANARY)
    window._open_session(GameController(RULES, config, 3, store=window.store))
    assert window.page.gate.isVisible()
    assert window.page.gate.purpose.text() == "Anna chooses the cards and places the bets"


# ---------------------------------------------------------------------------------------------- item 8
AMP = ("Dungeons & Dragons", "H&M", "<b>bold</b> & co", "Tom &amp; Jerry", "Q&A <i>time</i>")


def awkward_deck() -> dict:
    """The canary deck with "&" and markup in question texts and options (the answers stay where they are)."""
    deck = copy.deepcopy(CANARY)
    for i, card in enumerate(deck["cards"]):
        for j, qq in enumerate(card["questions"]):
            qq["text"] = f"{AMP[(i + j) % len(AMP)]}: {qq['text']}"
            qq["options"] = [f"{AMP[(i + j + k) % len(AMP)]} {k} {opt}" for k, opt in enumerate(qq["options"])]
    return deck


def mnemonic(text: str) -> bool:
    """A single '&' in a button's text: Qt would hide it and underline the next letter."""
    return "&" in text.replace("&&", "")


def not_literal(root: QWidget) -> list[str]:
    """Every visible label shown as rich text and every button whose '&' would become a mnemonic."""
    bad = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        if isinstance(w, QLabel) and w.text():
            fmt = w.textFormat()
            if fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(w.text())):
                bad.append(f"rich label {w.objectName()!r}: {w.text()!r}")
        if isinstance(w, QAbstractButton) and mnemonic(w.text()):
            bad.append(f"mnemonic in button {w.objectName()!r}: {w.text()!r}")
    return bad


def shown_texts(root: QWidget) -> list[str]:
    out = []
    for w in root.findChildren(QWidget):
        if w.isVisible() and isinstance(w, QLabel):
            out.append(w.text())
        elif w.isVisible() and isinstance(w, QAbstractButton):
            out.append(w.text().replace("&&", "&"))
    return out


def test_names_answers_and_options_with_ampersands_and_markup_are_shown_as_typed(window, qtbot) -> None:  # noqa: ANN001
    """A whole game on two screens: players, questions and options with "&" and "<b>"; at every move every
    label of the table window, the gate, the hand and the Director window is plain and no button has a
    mnemonic; the awkward strings are seen literally."""
    names = ("Anna & Co", "<b>Bruno</b>", "Carla &amp; Dario")
    config = GameConfig("telefilm", tuple(PlayerConfig(n, PLAYER_COLOURS[i]) for i, n in enumerate(names)),
                        "standard", {"director_rounds": 1}, awkward_deck())
    controller = GameController(RULES, config, 11, store=window.store)
    window.resize(960, 600)
    window._open_session(controller)
    problems: list[str] = []
    seen: set[str] = set()

    def check(w: Any) -> None:
        for root in (w, w.director):
            problems.extend(not_literal(root))
            seen.update(shown_texts(root))

    play_out(window, qtbot, each=check, specials=True)
    assert not problems, sorted(set(problems))[:10]
    everything = "\n".join(seen)
    for literal in ("<b>Bruno</b>", "Anna & Co", "Carla &amp; Dario", "Dungeons & Dragons", "H&M", "<b>bold</b>"):
        assert literal in everything, literal


def test_the_director_window_shows_the_correct_answer_by_colour_and_check_mark(window, qtbot) -> None:  # noqa: ANN001
    state = scenario(awkward_deck(), 3, bets=BETS, stacks={"mix": [1], "crime/vintage": [2], "drama/new": []})
    state, _ = act(state, "pick", 1, number=1)
    open_state(window, state)
    d = TableDriver(window, qtbot)
    panel = d.private_panel(open_covers=True)
    boxes = [b for b in panel.findChildren(QWidget) if type(b).__name__ == "OptionRowBox" and b.isVisible()]
    assert len(boxes) == 5
    right = [b for b in boxes if b.kind == "correct"]
    assert len(right) == 1 and right[0].letter.text().startswith("✓ ") and right[0].note.text() == "CORRECT"
    assert all(not b.letter.text().startswith("✓") for b in boxes if b.kind != "correct")
    assert all(b.text.textFormat() == Qt.TextFormat.PlainText for b in boxes)
    assert any("&" in b.text.text() for b in boxes)


# ---------------------------------------------------------------------------------------------- item 11
@contextmanager
def painted_sizes() -> Iterator[list[tuple[str, int]]]:
    """(text, font pixel size in the item's units) of every string painted while it is active."""
    seen: list[tuple[str, int]] = []
    original = QPainter.drawText

    def spy(self: QPainter, *args: object) -> object:
        seen.extend((a, self.font().pixelSize()) for a in args if isinstance(a, str))
        return original(self, *args)

    QPainter.drawText = spy  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]


def paint_all(window: Any) -> list[tuple[str, int]]:
    """Render the window with every table item painted again (not from its cache)."""
    for item in window.game_ui.table_widget().scene().items():
        item.update()
    with painted_sizes() as seen:
        window.grab()
    return seen


def seven_long_names(options: dict | None = None, placed: bool = True) -> Any:
    """7 players with 24-character names; Crime · Vintage is played first by three Stars (``placed``;
    else the Stars are placing their tokens)."""
    players = tuple(PlayerConfig(n, PLAYER_COLOURS[i]) for i, n in enumerate(LONG_NAMES))
    stacks = {"crime/vintage": [1, 2, 3], "drama/new": [4], "mix": [5], "scifi/modern": [6]} if placed else None
    s = scenario(CANARY, 7, bets={"crime/vintage": 9, "drama/new": 8, "scifi/modern": 5, "mix": 4},
                 stacks=stacks, specials={2: ["double"], 3: ["crime"]}, scores=[131, 17, 63, 66, 41, 12, 99],
                 options=options)
    s.config = dataclasses.replace(s.config, players=players)
    return s


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_seven_players_with_long_names_fit_the_table(one_screen, qtbot, size: tuple[int, int]) -> None:  # noqa: ANN001
    window = one_screen
    assert all(len(n) == 24 for n in LONG_NAMES)
    s = seven_long_names()
    s, _ = act(s, "play", 2, card="double")  # cards played for later crowd the card's header
    s, _ = act(s, "play", 3, card="crime")
    c = open_state(window, s)
    assert "DOUBLE for 2nd" in table(window).card.badges
    window.resize(*size)
    qtbot.wait(10)
    window.game_ui.finish_animations()
    seen = paint_all(window)
    painted = [t for t, _ in seen]
    assert not [t for t in painted if "…" in t], "a text is elided on the table"
    for name in LONG_NAMES:
        sizes = [px for t, px in seen if t == name]
        assert sizes, f"{name!r} is not painted whole"
        assert min(sizes) >= 28, (name, sizes)
    for score in ("131", "17", "63", "66", "41", "12", "99"):
        assert min(px for t, px in seen if t == score) >= 28, score
    for row in table(window).rows:  # the name's box is inside the row and holds the name at 28 units
        assert row.name_rect().right() < row.slot_rect().left() and row.slot_rect().right() < row.w - 150
    # every step of a space with three Stars, and the next turn's bets: no text on the table is cut
    for action in (Action("pick", 1, number=1), Action("declare", 1, mode="straight"),
                   Action("judge", 0, correct=False), Action("declare", 2, mode="options"), "right", "reveal"):
        if action == "right":
            action = Action("answer", 2, letter=right_letter(c.state))
        elif action == "reveal":
            action = Action("reveal")
        assert c.submit(action), action
        window.game_ui.finish_animations()
        cut = [t for t, _ in paint_all(window) if "…" in t]
        assert not cut, (action, cut)
    open_state(window, seven_long_names(placed=False))  # placing tokens: the rows hold them
    window.game_ui.finish_animations()
    assert not [t for t, _ in paint_all(window) if "…" in t]


@pytest.mark.parametrize("two_screens", [True, False])
def test_the_directors_judge_buttons_are_in_sight_at_960x600(request, qtbot, two_screens: bool) -> None:  # noqa: ANN001
    window = request.getfixturevalue("window" if two_screens else "one_screen")
    s = seven_long_names()
    s, _ = act(s, "pick", 1, number=1)
    s, _ = act(s, "declare", 1, mode="straight")
    open_state(window, s)
    d = TableDriver(window, qtbot)
    if two_screens:
        window.director.showNormal()  # (it fills the second screen: a 960x600 one here)
        window.director.resize(960, 600)
        top = window.director
    else:
        window.resize(960, 600)
        top = window
    panel = d.private_panel(open_covers=True)
    qtbot.wait(10)
    flush()
    assert (top.width(), top.height()) == (960, 600)
    for name in ("judgeCorrect", "judgeWrong"):
        button = d.panel_button(name, panel)
        assert button.isVisible() and not button.visibleRegion().isEmpty()
        box = QRect(button.mapTo(top, button.rect().topLeft()), button.size())
        assert top.rect().contains(box), (name, box, top.rect())
        assert button.visibleRegion().boundingRect().size() == button.size()  # not cut by a scroll area
    right = [b for b in panel.findChildren(QWidget) if type(b).__name__ == "CorrectBlock" and b.isVisible()]
    assert right and right[0].text.text().startswith(f"✓ {right_letter(s)}: ")  # the answer beside the buttons
    box = QRect(right[0].mapTo(top, right[0].rect().topLeft()), right[0].size())
    assert top.rect().contains(box) and right[0].visibleRegion().boundingRect().size() == right[0].size()
    d.click(d.panel_button("judgeWrong", panel))
    assert window.controller.actions[-1] == Action("judge", 0, correct=False)


def test_the_cards_won_list_fits_long_names(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    players = tuple(PlayerConfig(n, PLAYER_COLOURS[i]) for i, n in enumerate(LONG_NAMES))
    config = GameConfig("telefilm", players, "cards_only", {}, CANARY)
    controller = GameController(RULES, config, 2, store=window.store)
    window.resize(1920, 1080)
    window._open_session(controller)
    window.game_ui.finish_animations()
    seen = paint_all(window)
    for name in LONG_NAMES:
        assert [px for t, px in seen if t == name], name
    assert not re.findall("…", "".join(t for t, _ in seen))


# ---------------------------------------------------------------------------------------------- item 12
def deck_with_series() -> dict:
    """The canary deck naming its series: a Period card one (a year on every other card), a Mix question its own."""
    deck = copy.deepcopy(CANARY)
    for i, card in enumerate(deck["cards"]):
        if card["deck"] == "period":
            card["series"] = f"Show & Tell {card['id']}"
            if i % 2 == 0:
                card["year"] = 1960 + i
        else:
            for n, qq in enumerate(card["questions"], start=1):
                qq["series"] = f"Mix show {n}"
                qq["year"] = 1990 + n
    return deck


def test_the_series_shows_on_the_table_the_director_window_and_the_hand(window, qtbot) -> None:  # noqa: ANN001
    deck = deck_with_series()
    state = scenario(deck, 3, bets=BETS, stacks={"mix": [1], "crime/vintage": [2, 1], "drama/new": []},
                     specials={2: ["call"]})
    c = open_state(window, state)
    d = TableDriver(window, qtbot)
    t = table(window)
    director = d.private_panel(open_covers=True)
    assert not t.card.series_item.isVisible()  # not before the question is read
    mix_lines = [w.text() for w in director.findChildren(QLabel) if w.isVisible() and w.text().startswith("1. ")]
    assert any(x.startswith("1. Mix show 1 (1991) — ") for x in mix_lines), mix_lines
    d.click_key("button:q2")  # Mix, question 2
    assert t.card.series_item.isVisible() and t.card.series_item.text == "Mix show 2 (1992)"
    shown = [w.text() for w in director.findChildren(QLabel) if w.isVisible()]
    assert "Series: Mix show 2 (1992)" in shown
    d.click_key("button:options")
    d.click_item(next(o for o in t.card.options if o.isVisible() and o.clickable))
    window.game_ui.finish_animations()
    d.click_key("button:reveal")
    card = RULES.card(c.state, c.state.q["card"])
    assert card["deck"] == "period"
    series = f"{card['series']} ({card['year']})" if card.get("year") else card["series"]
    boxes = [w.text() for w in director.findChildren(QLabel) if w.isVisible() and w.objectName() == "cardSeries"]
    assert f"Series: {series}" in boxes  # a Period card names its series once, under its header
    d.click_key("button:q1")
    assert t.card.series_item.text == series
    d.click_key("button:straight")
    d.click_key("button:special")
    d.confirm_gate() if d.gate_up() else None
    hand = d.private_panel()
    assert type(hand).__name__ == "HandPanel" and hand.question.text().endswith(f"· {series}")


def test_a_question_read_without_a_series_shows_none(one_screen, qtbot) -> None:  # noqa: ANN001
    state = scenario(CANARY, 3, bets=BETS, stacks={"mix": [1], "crime/vintage": [2], "drama/new": []})
    state, _ = act(state, "pick", 1, number=1)
    open_state(one_screen, state)
    assert not table(one_screen).card.series_item.isVisible()
