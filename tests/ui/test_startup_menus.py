"""The main window's menu items: made after the launcher's first frame, or at the first read before that."""

from __future__ import annotations

from typing import Any


def test_a_menu_item_read_before_the_menus_were_filled_makes_them_all(settings: Any, store: Any, qtbot: Any) -> None:
    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow

    make_app()
    window = MainWindow(settings, store)
    qtbot.addWidget(window)
    assert not window._menus_filled and "_menu_item_act_undo" not in vars(window)
    undo = window.act_undo  # a read before the warm-up's first step: every item made now
    assert window._menus_filled and undo.text() == "&Undo" and window.act_undo is undo
    assert [a.text() for a in window.menu_game.actions() if a.text()][:2] == ["&New game…", "&Continue last game"]
    assert set(window.language_actions) >= {"en", "it"}


def test_a_misspelt_attribute_of_the_window_is_an_error_and_makes_no_menu(settings: Any, store: Any,
                                                                         qtbot: Any) -> None:
    import pytest

    from gamesuite.ui.app import make_app
    from gamesuite.ui.main_window import MainWindow

    make_app()
    window = MainWindow(settings, store)
    qtbot.addWidget(window)
    with pytest.raises(AttributeError):
        window.act_undoo  # noqa: B018 - the read is the test
    assert not window._menus_filled
