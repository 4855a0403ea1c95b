"""The house rules' rows are made when first unfolded (issue "Snappy": ~25 rows and 13 combo boxes, ~40 ms of CPU, of
every Quiz Club page, though folded). Guards: what the page hands to Start, remembers and keeps across a change of
language is the same whether the rules were ever unfolded or not, for every game and variant; a saved rule (changed,
or no longer allowed) is read as its row would show it; nothing makes the rows while they are folded."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from gamesuite.rules import registry
from gamesuite.rules.core import RuleOption
from gamesuite.ui.setup_page import OptionRow, SetupPage, rule_value

GAMES = [g for g in registry.game_ids() if registry.get_spec(g).options]


pytestmark = pytest.mark.usefixtures("free_setup_pages")


def changed(opt: RuleOption) -> Any:
    """A value of ``opt`` other than its default (the last one offered)."""
    if opt.kind == "bool":
        return not opt.default
    if opt.kind == "int":
        return opt.default + 1 if opt.maximum is None or opt.default < opt.maximum else opt.default - 1
    return [v for v, _text in opt.choices if v != opt.default][-1]


def saved_rules(game: str) -> dict[str, Any]:
    """Every other rule changed, one rule saved with a value it does not take, the rest left out (default)."""
    spec = registry.get_spec(game)
    out: dict[str, Any] = {opt.id: changed(opt) for opt in spec.options[::2]}
    wrong = spec.options[1]
    out[wrong.id] = "no such value" if wrong.kind != "bool" else 7
    return out


def make_page(window: Any, game: str) -> SetupPage:
    """``game``'s page as the warm-up makes it ahead (deferred, rescaled, laid out, painted ahead), then shown."""
    for _piece in window._make_page_ahead(game):
        pass
    window.open_setup(game)
    page = window.setup_page
    assert page is not None
    return page


def what_start_gets(page: SetupPage) -> dict[str, Any]:
    """Per variant: the request Start hands over, the summary line, the snapshot's rules, what Start remembers."""
    out = {}
    for variant in page.spec.variants:
        page.set_variant(variant.id)
        request = page.request()
        page.remember()
        out[variant.id] = (request.variant, request.options, request.players, page.rules_summary.text(),
                           page.reset_button.isEnabled(), page.snapshot().options,
                           page.settings.options(page.spec.id))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_start_gets_the_same_rules_folded_or_unfolded(window: Any, game: str) -> None:
    window.resize(1920, 1080)
    settings = window.settings
    settings.set_options(game, saved_rules(game))
    settings.set_last_variant(game, registry.get_spec(game).variants[0].id)
    players, last = settings.game_players(game), settings.last_players()
    page = make_page(window, game)
    assert not page.findChildren(OptionRow)  # made ahead, shown, every variant chosen: no row yet
    folded = what_start_gets(page)
    assert not page.findChildren(OptionRow)
    settings.set_options(game, saved_rules(game))  # (Start remembered the set-up: both pages start from the same)
    settings.set_game_players(game, players)
    settings.set_last_players(last)
    settings.set_last_variant(game, page.spec.variants[0].id)
    window._drop_setup_page()
    page = make_page(window, game)
    page.set_rules_open(True)
    assert len(page.findChildren(OptionRow)) == len(page.spec.options)
    unfolded = what_start_gets(page)
    fields = ("variant", "options", "players", "summary", "reset", "snapshot", "remembered")
    for variant, got in unfolded.items():
        for name, a, b in zip(fields, got, folded[variant], strict=True):
            assert a == b, (variant, name)


def test_a_changed_saved_rule_is_honoured_folded_and_shown_when_unfolded(window: Any) -> None:
    spec = registry.get_spec("quizclub")
    opt = next(o for o in spec.options if not o.variants and o.kind == "choice")
    window.settings.set_options("quizclub", {opt.id: changed(opt)})
    page = make_page(window, "quizclub")
    assert page.request().options[opt.id] == changed(opt)
    assert "1 changed" in page.rules_summary.text()
    page.set_rules_open(True)
    row = page.option_rows[opt.id]
    assert row.value() == changed(opt) and not row.is_default()
    page.reset_rules()
    assert page.request().options[opt.id] == opt.default and "all as printed" in page.rules_summary.text()


@pytest.mark.parametrize("game", GAMES)
def test_an_unmade_rule_reads_as_its_row_would_show_it(window: Any, game: str) -> None:
    """:func:`rule_value` against a row made with the same value: each choice, the default, values not allowed."""
    spec = registry.get_spec(game)
    for opt in spec.options:
        values = [opt.default, changed(opt), "no such value", None, 10**6, -(10**6), True]
        values += [v for v, _text in opt.choices]
        for value in values:
            row = OptionRow(opt, value, game)
            assert rule_value(opt, value) == row.value(), (opt.id, value)
            row.deleteLater()


def test_the_rows_made_on_unfolding_follow_the_variant_the_extras_and_the_scale(window: Any) -> None:
    """Quiz Club: its character cards take over the character options (an extra's ``option_ids``): hidden;
    the rows of another variant hidden; fonts at the page's scale (1920x1080), as rows made with the page."""
    window.resize(1920, 1080)
    page = make_page(window, "quizclub")
    assert page.scale > 1.0
    page.set_rules_open(True)
    shown = {oid for oid, row in page.option_rows.items() if not row.isHidden()}
    assert shown == set(page.applicable_ids()) and page.managed_options and not shown & page.managed_options
    assert page.rules_body.isVisibleTo(page)
    row = page.option_rows[page.applicable_ids()[0]]
    assert row.title.font().pixelSize() == round(17 * page.scale)
    assert row.control.font().pixelSize() == round(16 * page.scale)


def test_unfolding_by_keyboard_then_tab_reaches_the_rules(window: Any, qtbot: Any) -> None:
    """The rows made on unfolding join the focus chain right after the reset button, as when made with the page."""
    window.settings.set_options("telefilm", {registry.get_spec("telefilm").options[0].id:
                                             changed(registry.get_spec("telefilm").options[0])})
    page = make_page(window, "telefilm")
    page.add_player()  # a widget joined the page after its build (rows made later must not follow it)
    page.rules_toggle.setFocus()
    qtbot.keyClick(page.rules_toggle, Qt.Key.Key_Space)
    assert page.rules_body.isVisibleTo(page)
    chain: list[QWidget] = []
    w = page.reset_button.nextInFocusChain()
    while w is not page.reset_button and len(chain) < 400:
        if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.isVisibleTo(page):
            chain.append(w)
        w = w.nextInFocusChain()
    first = page.option_rows[page.applicable_ids()[0]]
    assert first.isAncestorOf(chain[0])
    rows = [r for r in page.option_rows.values() if not r.isHidden()]
    in_rows = [any(r.isAncestorOf(w) for r in rows) for w in chain]
    assert in_rows[:sum(in_rows)] == [True] * sum(in_rows)  # every rule's control, then the rest of the page
