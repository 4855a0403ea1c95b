"""Telma's symbol names and nickname suggestions per language (``resources/telma/<language>.json``)."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from gamesuite.content import PackError, default_content
from gamesuite.content import telma as words
from gamesuite.paths import resources_dir
from gamesuite.rules.core import GameConfig, PlayerConfig, Viewer
from gamesuite.rules.telma import RULES
from gamesuite.rules.telma.deck import ADJECTIVES, GESTURES, NOUNS, PROVENANCES, SYMBOL_IDS, SYMBOL_NAMES
from gamesuite.rules.telma.flow import content_words
from gamesuite.rules.telma.scenario import act, make_state

ENGLISH = {"noun": NOUNS, "adjective": ADJECTIVES, "provenance": PROVENANCES, "gesture": GESTURES}
#: Italian words spelt as in English (the same word in both languages).
SAME_IN_BOTH = {"cactus"}


def game(n: int, content: dict[str, Any]) -> Any:
    return RULES.new_game(GameConfig("telma", tuple(PlayerConfig(f"P{i}") for i in range(n)), None, {}, content), 1)


def test_the_italian_words_load_and_translate_every_symbol_and_list() -> None:
    it = words.telma_language("it")
    assert it is not None and not it.adjective_first
    assert set(it.symbols) == set(SYMBOL_IDS)
    for sid, name in it.symbols.items():
        assert name.lower() != SYMBOL_NAMES[sid].lower() or name.lower() in SAME_IN_BOTH
    english = {w.lower() for ws in ENGLISH.values() for w in ws}
    for part, english_words in ENGLISH.items():
        italian = getattr(it.words, part)
        assert len(italian) == len(english_words)  # as many suggestions as in English
        assert not {w.lower() for w in italian} & english, part
    # An adjective follows any noun, whatever its gender: -e adjectives and invariable colours only.
    assert all(a.endswith("e") or a in {"blu", "rosa", "viola"} for a in it.words.adjective)
    assert words.card_name(("anchor", "kite"), "it") == "Ancora + Aquilone"
    assert words.card_name(("anchor", "kite"), "en") == words.card_name(("anchor", "kite"), "xx") == "Anchor + Kite"


def test_an_italian_game_suggests_italian_words_and_says_the_noun_first() -> None:
    content = default_content("telma", "it")
    assert default_content("telma", "en") == {} == default_content("telma", None)
    s = game(3, content)
    view = RULES.view(s, Viewer.TABLE)
    italian_nouns = set(content["words"]["noun"])
    assert {p["nickname"]["suggestion"] for p in view["players"]} <= italian_nouns
    s, _ = act(s, "set_nickname", 0, text="tavolo")
    s, _ = act(s, "start_round")  # the others get a noun picked from the game's words
    assert all(n[0] in italian_nouns for n in s.nicknames)
    s2 = make_state([["anchor-1"], ["kite-1"], ["cactus-1"]], round_no=3)
    s2.config = dataclasses.replace(s2.config, content=content)
    s2.nicknames[0] = ["tavolo", "verde", "della Toscana"]
    assert RULES.view(s2, Viewer.TABLE)["players"][0]["nickname"]["full"] == "tavolo verde della Toscana"
    s2.config = dataclasses.replace(s2.config, content={})
    assert RULES.view(s2, Viewer.TABLE)["players"][0]["nickname"]["full"] == "verde tavolo della Toscana"


@pytest.mark.parametrize("bad", [
    {"words": "tavolo"},
    {"words": {"noun": ["tavolo"] * 20}},  # repeated
    {"words": {"noun": ["a", "b"]}},  # too few
    {"words": {"noun": [f"w{i}" for i in range(11)] + [3]}},  # not text
    {"words": {"noun": [f"w{i}" for i in range(11)] + ["x" * 41]}},  # too long
    {"words": {"noun": [f"w{i}" for i in range(11)] + ["a\nb"]}},  # two lines
])
def test_a_content_with_broken_words_falls_back_to_the_english_ones(bad: dict[str, Any]) -> None:
    assert "noun" not in content_words(bad)
    s = game(3, bad)
    assert {p["nickname"]["suggestion"] for p in RULES.view(s, Viewer.TABLE)["players"]} <= set(NOUNS)
    good = {"words": {"noun": [f"w{i}" for i in range(12)]}}
    assert content_words(good) == {"noun": tuple(f"w{i}" for i in range(12))}  # the guard lets a good list in


def test_a_broken_language_file_is_refused_naming_it(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    data = json.loads((resources_dir() / "telma" / "it.json").read_text(encoding="utf-8"))
    del data["symbols"]["octopus"]
    (tmp_path / "telma").mkdir()
    (tmp_path / "telma" / "it.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(words, "resources_dir", lambda: tmp_path)
    words.telma_language.cache_clear()
    try:
        with pytest.raises(PackError, match="it.json"):
            words.telma_language("it")
    finally:
        words.telma_language.cache_clear()


def test_the_table_captions_cards_in_the_apps_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from gamesuite.ui.telma import presenter

    card = {"id": "anchor+kite", "symbols": ["anchor", "kite"], "surto": False, "double": True, "cross": True,
            "name": "Anchor + Kite"}
    face = presenter.face(card)  # type: ignore[arg-type]
    assert face is not None and face.name == "Anchor + Kite"
    monkeypatch.setattr(presenter, "current_language", lambda: "it")
    face = presenter.face(card)  # type: ignore[arg-type]
    assert face is not None and face.name == "Ancora + Aquilone"
