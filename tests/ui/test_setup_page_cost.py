"""What makes a setup page cheaper to make, guarded (issue "Snappy": switching to Quiz Club, its page was 190-300 ms of
CPU). Behaviour only: how often the page's widgets are restyled and measured, never how long it takes.

Not done, for the record: the panels joining the page before they are measured (each widget polished once, under the
page's style, ~20-30 ms) changed the look: a combo box measured outside the page keeps a minimum width as wide as its
widest item, and Ciak's columns at 1920x1080 are laid out with it (its players panel narrower without it)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from gamesuite.rules import registry
from gamesuite.ui.setup_page import OptionRow, SetupPage


@pytest.fixture(autouse=True)
def _free_pages() -> Any:
    yield
    for widget in QApplication.allWidgets():
        if isinstance(widget, SetupPage):
            widget.shutdown()
            widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _make_ahead(window: Any, game: str) -> SetupPage:
    """``game``'s page made as the warm-up makes it (deferred, a piece at a time) in the window's stack."""
    from gamesuite.content import pack_choices

    packs = pack_choices(game)
    page = SetupPage(registry.get_spec(game), window.settings, packs if len(packs) > 1 else None, window.stack,
                     deferred=True)
    page.finish_building()
    return page


def test_a_page_measures_its_columns_once_while_it_is_made(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game's extras arranged the columns and the end of the build did again: every panel measured twice."""
    counts = {"n": 0}
    real = SetupPage.column_count

    def counted(self: SetupPage, width: int) -> int:
        counts["n"] += 1
        return real(self, width)

    monkeypatch.setattr(SetupPage, "column_count", counted)
    page = _make_ahead(window, "quizclub")
    assert page.extras and counts["n"] == 1
    page.set_variant(page.variant_id)  # a change of variant afterwards still arranges them (its extras are new)
    assert counts["n"] == 2


def test_the_house_rules_rows_are_restyled_once_less(window: Any) -> None:
    """The rows of the house rules were made into a body that joined its panel after them, then the panel joined the
    page: every widget of the 25 rows was restyled (a style change: combo boxes rebuild their pop-up's style) three
    times. The body joins its panel first: twice (the row joining the body, the panel joining the page)."""
    changes: dict[int, int] = {}

    class StyleWatch(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
            if event.type() == QEvent.Type.StyleChange and isinstance(obj, OptionRow):  # (kept alive: ids stay theirs)
                changes[id(obj)] = changes.get(id(obj), 0) + 1
            return False

    watch = StyleWatch()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(watch)
    try:
        page = _make_ahead(window, "quizclub")
    finally:
        app.removeEventFilter(watch)
    assert page.rules_panel is not None and len(page.option_rows) > 10
    assert page.rules_body.parentWidget() is page.rules_panel
    assert sorted({changes.get(id(row), 0) for row in page.option_rows.values()}) == [2]
