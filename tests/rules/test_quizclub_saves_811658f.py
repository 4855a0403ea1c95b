"""Save compatibility across issue #16 (characters from the content): Quiz Club states saved by the engine of
commit 811658f, the last one with the eight fixed characters, still load, round-trip, replay and show the same.

The fixture ``tests/fixtures/quizclub_saves_811658f.json`` was written by
``tests/fixtures/make_quizclub_saves_811658f.py`` run against that commit's tree (``git archive 811658f``):
three seeded random games on the canary deck with characters other than the defaults and some characters'
cards removed, each cut at several steps and at its end.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gamesuite.rules.core import Action, GameConfig, Viewer
from gamesuite.rules.packing import pack_content, unpack_content
from gamesuite.rules.quizclub import RULES
from tests.rules.test_quizclub_engine import digest, old_view

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "quizclub_saves_811658f.json"
ENTRIES: list[dict[str, Any]] = json.loads(FIXTURE.read_text("utf-8"))["games"]
NEW_OPTIONS = {"card_colours": "allowed"}  # rule options added since, with their defaults


def legal_json(action: Action) -> Any:
    """As the fixture script wrote a legal action (a ``Free`` template value as its repr)."""
    return json.loads(json.dumps(action.to_json(), default=repr))


def without_new_options(state_json: dict[str, Any]) -> dict[str, Any]:
    data = json.loads(json.dumps(state_json))
    options = data["config"]["options"]
    for key, default in NEW_OPTIONS.items():
        assert options.pop(key) == default
    return data


def comparable(state_json: dict[str, Any]) -> dict[str, Any]:
    """The state with its packed content unpacked: the packing (compression level, escaping) may change
    between versions while the content it carries must not."""
    data = dict(state_json)
    data["content_z"] = unpack_content(data["content_z"], max_bytes=64 << 20)
    return data


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: f"{e['players']}-{e['seed']}-{e['step']}")
def test_a_state_saved_by_811658f_loads_round_trips_and_shows_the_same(entry: dict[str, Any]) -> None:
    saved = entry["state"]
    s = RULES.state_from_json(json.loads(json.dumps(saved)))
    assert RULES.state_to_json(s) == saved
    assert RULES.state_to_json(s.copy()) == saved
    assert [legal_json(a) for a in RULES.legal_actions(s)] == entry["legal"]
    for viewer, want in entry["views"].items():
        view = RULES.view(s, Viewer.parse(viewer))
        assert digest(old_view(view)) == want, viewer
        # the new fields hold the built-in characters' cards (the characters a save of 811658f can have)
        for p in view["players"]:
            assert p["character_colour"].startswith("#") and p["character_name"] == p["character"].capitalize()
        assert [c["id"] for c in view["deck"]["characters"]][:8] == [
            "lisa", "bernd", "esther", "torben", "marike", "emma", "gregori", "arnold"]
    assert not RULES.check_invariants(s)


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: f"{e['players']}-{e['seed']}-{e['step']}")
def test_the_same_actions_still_lead_to_the_same_state(entry: dict[str, Any]) -> None:
    config = GameConfig.from_json({**entry["state"]["config"]})
    content = RULES.state_from_json(json.loads(json.dumps(entry["state"]))).config.content
    config = GameConfig(config.game, config.players, config.variant, entry["options"], content)
    s = RULES.new_game(config, entry["seed"])
    for raw in entry["actions"]:
        s, _ = RULES.apply(s, Action.from_json(raw))
    # the only difference: the rule option added since, at its default
    assert comparable(without_new_options(RULES.state_to_json(s))) == comparable(entry["state"])


def test_a_changed_save_is_noticed() -> None:
    """The comparisons above can fail: a changed score or an unknown character in the saved content."""
    entry = ENTRIES[3]
    data = json.loads(json.dumps(entry["state"]))
    data["scores"][0] += 1
    assert RULES.state_to_json(RULES.state_from_json(data)) != entry["state"]
    view = RULES.view(RULES.state_from_json(data), Viewer.TABLE)
    assert digest(old_view(view)) != entry["views"]["table"]
    other = json.loads(json.dumps(entry["state"]))
    content = unpack_content(other["content_z"], max_bytes=64 << 20)
    other["content_z"] = pack_content({**content, "cards": content["cards"][1:]})
    assert comparable(other) != comparable(entry["state"])
