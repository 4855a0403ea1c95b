"""Fifteenth session's family play-through of Il Gioco dei Telefilm on two screens (helper play15a).

The Director window on the second screen is covered whenever a different player is to look at it: the Director
role passes to the next player every turn, and a new game may seat somebody else as Director. Before, the window
was uncovered for "the Director" (a role), so the new Director's cards and their answers showed at once to whoever
sat at that screen (usually the previous Director, now a Star who answers those very cards).
"""

from __future__ import annotations

from typing import Any

from gamesuite.rules.core import Viewer
from gamesuite.rules.sim import default_players
from tests.support.driver import TableDriver, flush
from tests.ui.test_telefilm_driver import Family


def start(window: Any, seed: int = 3, players: int = 3) -> Any:
    controller = window.start_game("telefilm", default_players(players), options={"director_rounds": 1}, seed=seed)
    assert controller is not None, window.messages
    controller.autosave = lambda: None
    return controller


def director_seat(controller: Any) -> int:
    return int(controller.view(Viewer.TABLE)["director"])


def play_until_the_director_changes(window: Any, qtbot: Any) -> None:
    c = window.controller
    first = director_seat(c)
    family = Family()
    d = TableDriver(window, qtbot)
    for _ in range(200):
        window.game_ui.finish_animations()
        flush()
        if director_seat(c) != first:
            return
        family.step(d)
    raise AssertionError("the Director never changed")


def test_the_director_window_is_covered_again_for_the_next_director(window: Any, qtbot: Any) -> None:
    c = start(window)
    d = TableDriver(window, qtbot)
    qtbot.waitUntil(lambda: window.director.isVisible())
    assert d.screen_covered() and window.director.panel() is None
    d.uncover_screen()
    assert window.director.panel() is not None
    play_until_the_director_changes(window, qtbot)
    new = c.config.players[director_seat(c)].name
    assert Viewer.DIRECTOR in c.waiting_for()  # the new Director chooses their cards: private, with answers
    assert d.screen_covered() and window.director.panel() is None
    assert new in window.director.cover.button.text()
    d.uncover_screen()
    assert window.director.panel() is not None and not d.screen_covered()


def test_a_new_game_starts_with_the_director_window_covered(window: Any, qtbot: Any) -> None:
    start(window)
    d = TableDriver(window, qtbot)
    qtbot.waitUntil(lambda: window.director.isVisible())
    d.uncover_screen()
    assert window.director.panel() is not None
    window.act_new.trigger()  # Game > New game: the launcher, then the same game again
    start(window, seed=4)
    qtbot.waitUntil(lambda: window.director.isVisible())
    assert d.screen_covered() and window.director.panel() is None


def test_on_one_screen_the_next_director_meets_the_gate(one_screen: Any, qtbot: Any) -> None:
    """The same hand-over on one screen: the gate names the new Director before their cards show."""
    window = one_screen
    c = start(window)
    play_until_the_director_changes(window, qtbot)
    new = c.config.players[director_seat(c)].name
    assert window.page.gate.isVisible() and window.page.gate.name == f"{new} (Director)"
    assert window.page.private.panel is None

def crowded_card(text: str) -> Any:
    """A question card with everything at once: the series line, five options and a note under them."""
    from gamesuite.ui.telefilm.presenter import CardModel, OptionModel

    options = tuple(OptionModel(letter, f'"Option {letter}"', "normal") for letter in "ABCDE")
    return CardModel(info=False, genre=None, title="Mix", badges="Bet 9", discs=(), mark=None, text=text,
                     text_size=36, options=options, note="Wrong: Bruno (D)", note_under_text=False,
                     series="Keeping Up Appearances (1990)")


def test_the_question_text_never_runs_into_the_options(window: Any, qtbot: Any) -> None:
    """A crowded card (series, five options, a note) left the question less than its 60-unit minimum: the text box
    was kept at 60 and its second line's descenders ran into option A's border ("her surname is pronounced?"). The
    options give up that height now; the text box ends above the first option at both window sizes."""
    from gamesuite.ui.scene.text import text_height

    start(window, players=4)  # four rows: the card is shorter than with three
    card = window.game_ui.table.card
    for size in ((1920, 1080), (1280, 800)):
        window.resize(*size)
        for text in ("1. In Keeping Up Appearances, how does Hyacinth Bucket insist her surname is pronounced?",
                     "2. Who?"):
            model = crowded_card(text)
            place = next(at for item, at, _ in card.text_places(model) if item is card.text_item)
            assert place is not None
            _, _, options = card.body_places(model)
            first = min(rect.top() for _, rect in options.values())
            assert place.y + place.h <= first, (text, place.y + place.h, first)
            last = max(rect.bottom() for _, rect in options.values())
            assert last <= card.h - 12 - 46  # the note's line stays free
            card.show_card(model)  # as drawn: the wrapped text's height at its fitted size
            item = card.text_item
            assert item.y() + text_height(item.text, item.w, item.fitted_font().pixelSize(), item.weight) <= first
