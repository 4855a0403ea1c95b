"""Issue #18: a game that cannot start says why as a :class:`ConfigError` carrying a marked, translated
:class:`Msg` (its ``str`` stays the English the command line and logs show)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from gamesuite.rules import registry
from gamesuite.rules.core import ConfigError, GameConfig, Msg
from gamesuite.rules.sim import default_players
from tests.rules.test_quizclub import config as quiz_config

IT = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "gamesuite_it.ts"


def _italian() -> dict[tuple[str, str], str]:
    out = {}
    for ctx in ET.parse(IT).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            tr = m.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            text = "".join(tr.itertext()).strip()
            out[(name, m.findtext("source") or "")] = text
    return out


def _refusal(game: str, cfg: GameConfig) -> ConfigError:
    with pytest.raises(ValueError) as caught:
        registry.get_rules(game).new_game(cfg, 0)
    assert isinstance(caught.value, ConfigError), f"{game}: {caught.value!r} is a plain ValueError"
    return caught.value


CASES: dict[str, tuple[str, Any]] = {
    "quizclub: too many players": ("quizclub", lambda: quiz_config(9)),
    "quizclub: one character twice": ("quizclub", lambda: quiz_config(3, character_1="emma", character_2="emma")),
    "quizclub: an unknown character": ("quizclub", lambda: quiz_config(3, character_1="nobody")),
    "quizclub: too few cards": ("quizclub", lambda: quiz_config(
        4, short_deck="refuse", **{f"deck_{c}": False for c in ("esther", "torben", "marike", "emma", "gregori")})),
    "quizclub: a colour twice": ("quizclub", lambda: GameConfig(
        "quizclub", tuple(p.__class__(p.name, "#112233") for p in default_players(3)), None, {},
        quiz_config(3).content)),
    "telefilm: too many players": ("telefilm", lambda: GameConfig("telefilm", default_players(9))),
    "telefilm: no cards": ("telefilm", lambda: GameConfig("telefilm", default_players(4), None, {}, {"cards": []})),
    "telefilm: not a card": ("telefilm", lambda: GameConfig("telefilm", default_players(4), None, {},
                                                            {"cards": [{"deck": "odd"}]})),
    "telma: too many players": ("telma", lambda: GameConfig("telma", default_players(9))),
    "ciak: too many players": ("ciak", lambda: GameConfig("ciak", default_players(9))),
}


@pytest.mark.parametrize("case", list(CASES))
def test_config_errors_are_config_errors_with_a_translated_msg(case: str) -> None:
    game, make = CASES[case]
    err = _refusal(game, make())
    assert isinstance(err.msg, Msg) and err.msg.context == game
    assert "{" not in str(err) and "(s)" not in str(err)  # the English rendering, filled in
    italian = _italian().get((game, err.msg.text))
    assert italian, f"no Italian for {err.msg.text!r}"


def test_the_english_rendering_keeps_the_old_sentences() -> None:
    err = _refusal("quizclub", quiz_config(9))
    assert str(err) == "Quiz Club takes 3-8 players, not 9"
    only_two = {f"deck_{c}": False for c in ("esther", "torben", "marike", "emma", "gregori", "arnold")}
    err = _refusal("quizclub", quiz_config(3, short_deck="refuse", **only_two))
    assert str(err).startswith("Only 12 question cards remain after removing ")
    assert err.msg.arg_dict["n"] == 12


def test_a_plain_value_error_is_not_taken_for_a_config_error() -> None:  # the guard above can fail
    with pytest.raises(AssertionError, match="plain ValueError"):
        _refusal("quizclub", quiz_config(3, content={}))  # a missing deck: a content error, out of scope
