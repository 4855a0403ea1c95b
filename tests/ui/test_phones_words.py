"""Issue #18: the phone page speaks the app's language. Its labels live in phone.js as ``t("English")`` (and
the KINDS table of move names); the table sends ``{English: translated}`` with the seat's first state.
Checked without a browser: every label phone.js looks up is marked, and the table sent in Italian has them."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from gamesuite.paths import resources_dir
from gamesuite.ui.phones.hub import PhoneHub
from gamesuite.ui.phones.words import FIELD_HINTS, PHONE_WORDS
from tests.support.phones import closed, join, open_ws, receive
from tests.ui.test_phones_security import make_controller

pytestmark = pytest.mark.filterwarnings("ignore:connect\\(\\) must be used:DeprecationWarning")

JS = (resources_dir() / "phone" / "phone.js").read_text(encoding="utf-8")
LOOKUP = re.compile(r'\bt\(\s*"((?:[^"\\]|\\.)*)"')
SAME_IN_ITALIAN = {"No", "Ciak", "Staff", "ATT {att} · DIF {dif}"}  # the few words Italian writes as English does


def page_words(js: str) -> set[str]:
    """Every label phone.js shows: its ``t("…")`` look-ups and the move names of its KINDS table."""
    words = {json.loads(f'"{s}"') for s in LOOKUP.findall(js)}
    kinds = re.search(r"var KINDS = \{(.*?)\};", js, re.S)
    assert kinds, "phone.js has no KINDS table"
    words |= set(re.findall(r'\w+: "([^"]+)"', kinds.group(1)))
    hints = re.search(r"var HINTS = \{(.*?)\};", js, re.S)
    assert hints, "phone.js has no HINTS table"
    words |= set(re.findall(r'"[\w.]+": "([^"]+)"', hints.group(1)))
    words |= set(js_types(js).values())
    return words


def js_types(js: str) -> dict[str, str]:
    types = re.search(r"var TYPES = \{(.*?)\};", js, re.S)
    assert types, "phone.js has no TYPES table"
    return dict(re.findall(r'(\w+): "([^"]+)"', types.group(1)))


def test_ciak_cards_on_the_phone_have_the_tables_type_colours() -> None:
    """Each Ciak card type has a name in TYPES and, in phone.css, the colour the table's cards use."""
    from gamesuite.ui.ciak.art import TYPE_COLOURS

    css = (resources_dir() / "phone" / "phone.css").read_text(encoding="utf-8")
    colours = dict(re.findall(r"\.t-(\w+) \{ border-left: 8px solid (#[0-9a-f]{6})", css))
    assert colours == TYPE_COLOURS
    assert set(js_types(JS)) == set(TYPE_COLOURS)


def test_every_word_the_page_looks_up_is_marked_and_nothing_marked_is_unused() -> None:
    words = page_words(JS)
    assert len(words) > 40
    assert words - set(PHONE_WORDS) == set(), "not in gamesuite/ui/phones/words.py"
    assert set(PHONE_WORDS) - words == set(), "marked but phone.js never shows it"


def js_hints(js: str) -> dict[str, str]:
    hints = re.search(r"var HINTS = \{(.*?)\};", js, re.S)
    assert hints, "phone.js has no HINTS table"
    return dict(re.findall(r'"([\w.]+)": "([^"]+)"', hints.group(1)))


def test_every_typed_field_a_phone_can_get_has_a_players_hint() -> None:
    """Each free value of a seat's moves (Quiz Club's answer and overrule reason, Telma's nickname part for
    every round-3 choice) has its own hint in HINTS, marked in FIELD_HINTS; the fallbacks say what to type."""
    from gamesuite.rules.telma.spec import SPEC

    hints = js_hints(JS)
    assert set(hints.values()) == set(FIELD_HINTS)
    extras = next(o for o in SPEC.options if o.id == "round3_addition").choices
    parts = ["noun", "adjective", *(key for key, _label in extras)]
    needed = {"answer.number", "overrule.reason", "text", "number", *(f"set_nickname.text.{p}" for p in parts)}
    assert needed <= set(hints), needed - set(hints)
    assert not {"number", "reason", "text", "value"} & set(hints.values())  # never a field's name


def test_the_check_finds_an_unmarked_label() -> None:  # the guard above can fail
    added = JS.replace('t("Lately")', 't("Lately seen")')
    assert page_words(added) - set(PHONE_WORDS) == {"Lately seen"}


def test_no_label_is_written_without_the_lookup() -> None:
    """Text put on the page (el(...), textContent, notice, linkState, cards) goes through t()."""
    literal = re.compile(r'(?:el\("[a-z0-9]+", (?:null|"[a-z]+"), |textContent = |notice\(|linkState\((?:true|false), '
                         r'|cards\()"[A-Za-z]')
    assert literal.findall(JS) == []
    assert literal.findall('el("h2", null, "Lately")')  # and the pattern does find one


SHADOW = re.compile(r"\b(?:var|let|const)\s+t\b|function\s*\w*\s*\([^)]*\bt\b[^)]*\)")


def test_nothing_in_phone_js_hides_the_lookup() -> None:
    """A local ``t`` (hoisted ``var t``) would make every ``t("…")`` in its function throw."""
    assert SHADOW.findall(JS) == []
    assert SHADOW.findall('function kindLabel(kind) { var t = kind; }')  # and the pattern finds one


@pytest.fixture
def italian_hub(qtbot: Any):  # noqa: ANN201 - pytest fixture
    from gamesuite.ui import language

    before = language.current()
    language.apply("it")
    controller = make_controller()
    h = PhoneHub(controller, host="127.0.0.1")
    h.start()
    yield h
    h.stop()
    language.apply(before)


def test_the_first_state_brings_the_page_its_words_in_italian(italian_hub: PhoneHub) -> None:
    ws, state = join(italian_hub, 0)
    words = state["words"]
    assert state["lang"] == "it"
    for english in page_words(JS):
        assert english in words, english
        assert words[english] and (words[english] != english or english in SAME_IN_ITALIAN), english
    assert words["Your hand"] == "La tua mano" and words["player {n}"] == "giocatore {n}"
    ws.send(json.dumps({"type": "look"}))
    assert "words" not in receive(ws)  # once is enough: later states stay small
    ws.close()


def test_a_denied_link_says_it_in_italian_and_brings_the_words(italian_hub: PhoneHub) -> None:
    ws = open_ws(italian_hub)
    ws.send(json.dumps({"type": "hello", "token": "x" * 20}))
    reply = receive(ws)
    assert reply["type"] == "denied" and reply["words"]["connecting"] == "connessione…"
    assert closed(ws)
