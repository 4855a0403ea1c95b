"""A finished game is freed: after "New game" the old controller, GameUI, table and scene are gone (issue #13)."""

from __future__ import annotations

import gc
import types
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from gamesuite.rules import registry
from gamesuite.rules.core import Rng
from gamesuite.rules.sim import default_players


def _play_a_little(window, game: str, seed: int) -> None:  # noqa: ANN001
    spec = registry.get_spec(game)
    n = max(spec.variants[0].min_players, min(4, spec.variants[0].max_players))
    controller = window.start_game(game, default_players(n), spec.variants[0].id, seed=seed)
    rng = Rng(seed)
    for _ in range(30):
        if controller.is_over():
            break
        if window.page.gate.isVisible():
            window.page.gate.confirmed.emit()
        controller.submit(controller.rules.random_action(controller.state, rng))


@pytest.mark.parametrize("game", ["telefilm", "quizclub", "telma", "ciak", "demo"])
def test_starting_a_new_game_frees_the_old_one(window, qtbot, game: str) -> None:  # noqa: ANN001
    window.act_director.setChecked(False)
    _play_a_little(window, game, 1)
    refs = {
        "controller": weakref.ref(window.controller),
        "game UI": weakref.ref(window.game_ui),
        "table": weakref.ref(window.game_ui.table_widget()),
        "scene": weakref.ref(window.game_ui.table_widget().scene()),
    }
    _play_a_little(window, game, 2)  # "New game"
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QCoreApplication.processEvents()
        gc.collect()
    alive = [name for name, ref in refs.items() if ref() is not None]
    assert alive == [], f"still alive after a new game: {alive}"


def test_a_new_game_lets_the_old_deck_go(window, qtbot) -> None:  # noqa: ANN001
    """The rules' memos (packed deck, card spaces) keep the deck in play only: a finished game's question deck
    (~0.7 MB of Python objects for Telefilm) is not held once the next game started."""
    window.act_director.setChecked(False)
    _play_a_little(window, "telefilm", 1)
    window.controller.autosave()  # packs the deck (the memo of the packed text)
    window.controller.wait_for_saves()
    old_deck = window.controller.state.config.content
    _play_a_little(window, "telefilm", 2)  # "New game"
    window.controller.autosave()
    window.controller.wait_for_saves()
    assert window.controller.state.config.content is not old_deck  # else this test proves nothing
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QCoreApplication.processEvents()
        gc.collect()
    holders = [type(r).__name__ for r in gc.get_referrers(old_deck) if not isinstance(r, types.FrameType)]
    assert holders == [], f"the finished game's deck is still held by: {holders}"
