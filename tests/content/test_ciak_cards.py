"""The Ciak! card set: schema, loader, generated rules text, and the shape of the built-in set."""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from gamesuite.content import default_content
from gamesuite.content.ciak import (
    EFFECT_KINDS,
    CardSetError,
    builtin_card_set,
    card_text,
    load_card_set,
    parse_card_set,
    validate_card_set,
)
from gamesuite.paths import resources_dir

MAP_KEY = (
    "14th Century Fox",
    "Colombia Pictures",
    "Dreamwar",
    "Duckas Film",
    "Malvagie Compagnie Straniere",
    "New Lines",
    "Paramountain Pictures",
    "Pixel",
    "Universe Studios",
    "Wagner Bros",
    "Wall Disny",
)


def raw_set() -> dict[str, Any]:
    folder = resources_dir() / "ciak"
    cards = json.loads((folder / "cards.json").read_text(encoding="utf-8"))
    companies = json.loads((folder / "companies.json").read_text(encoding="utf-8"))
    return {"format": 1, "name": cards["name"], "cards": cards["cards"], "companies": companies["companies"]}


def card(data: dict[str, Any], card_id: str) -> dict[str, Any]:
    return next(c for c in data["cards"] if c["id"] == card_id)


# ---------------------------------------------------------------------------- the built-in set


def test_builtin_set_has_140_cards_of_every_type_and_the_eleven_companies() -> None:
    cs = builtin_card_set()
    cards = cs["cards"]
    assert sum(c.get("copies", 1) for c in cards) == 140
    assert len(cards) >= 45
    per_type = Counter(c["type"] for c in cards)
    assert set(per_type) == {"character", "myth", "staff", "ciak", "event", "item"}
    chars = [c for c in cards if c["type"] == "character"]
    assert {c["stars"] for c in chars} == {1, 2, 3}
    assert any(c.get("dice") for c in chars) and any(not c.get("dice") for c in chars)
    assert {c["stars"] for c in cards if c["type"] == "staff"} == {1, 2, 3}
    assert all(c["cost"] >= 1 for c in chars + [c for c in cards if c["type"] == "item"])
    assert tuple(sorted(co["name"] for co in cs["companies"])) == tuple(sorted(MAP_KEY))
    assert all(co["dominion"] >= 1 and co["abilities"] for co in cs["companies"])
    bosses = [co for co in cs["companies"] if co.get("boss")]
    assert [b["name"] for b in bosses] == ["Malvagie Compagnie Straniere"]
    assert default_content("ciak") == cs


def test_every_effect_of_the_vocabulary_appears_in_the_set() -> None:
    cs = builtin_card_set()
    used = {
        e["kind"] for owner in cs["cards"] + cs["companies"] for ab in owner.get("abilities", []) for e in ab["effects"]
    }
    assert used == set(EFFECT_KINDS)
    triggers = {ab["trigger"] for owner in cs["cards"] + cs["companies"] for ab in owner.get("abilities", [])}
    assert triggers == {"activated", "on_play", "on_death", "start_of_turn", "static"}
    costs = {c["kind"] for x in cs["cards"] for ab in x.get("abilities", []) for c in ab.get("costs", [])}
    assert costs == {"tokens", "millions", "rotate", "sacrifice_self", "sacrifice_character"}


def test_every_card_has_generated_text_and_names_are_distinct() -> None:
    cs = builtin_card_set()
    texts = cs["texts"]
    names = [c["name"] for c in cs["cards"]]
    assert len(set(names)) == len(names)
    for c in cs["cards"]:
        if c.get("abilities") or c["type"] == "item":
            assert texts[c["id"]].endswith(".")
    # no card name or id hides inside another public string (keeps the leak tests meaningful)
    public = [co["name"] for co in cs["companies"]] + list(texts.values())
    for c in cs["cards"]:
        others = [n for n in names if n != c["name"]] + [x["id"] for x in cs["cards"] if x["id"] != c["id"]]
        for text in others + public:
            assert c["name"] not in text and c["id"] not in text


def test_texts_are_written_from_the_data() -> None:
    texts = builtin_card_set()["texts"]
    assert texts["stuntman_sergio"] == (
        "Remove 2 tokens from this character: Give this character +600 ATT until end of turn."
    )
    assert texts["script_supervisor"] == "Rotate this staff member, pay 1 million: Draw 1 card."
    assert texts["slow_motion_dodge"] == (
        "Give each of your characters +500 DIF until end of turn. Only during an attack or a lynching."
    )
    assert texts["lucky_scarf"] == (
        "The equipped character has +200 DIF. Discard this item: "
        "Give the equipped character +1500 DIF until end of turn."
    )
    assert texts["wagner_bros"] == "Pay 3 million: Carry out a lynching against a rival player. Once per turn."
    assert texts["undercover_critic"] == (
        "When this enters play: Remove 2 tokens from a rival character. Give that character -300 DIF until end of turn."
    )


def test_changing_the_data_changes_the_text() -> None:
    data = raw_set()
    eff = card(data, "fx_explosion")["abilities"][0]["effects"][0]
    eff["amount"] = 900
    model = parse_card_set(data)
    fx = next(c for c in model.cards if c.id == "fx_explosion")
    assert card_text(fx) == "Deal 900 damage to a rival company."


def test_loader_round_trip_and_fresh_copies(tmp_path: Path) -> None:
    a, b = builtin_card_set(), builtin_card_set()
    a["cards"].clear()
    assert b["cards"]
    again = validate_card_set(builtin_card_set())
    assert again == builtin_card_set()


# ---------------------------------------------------------------------------- refusals


def _refused(data: dict[str, Any]) -> str:
    with pytest.raises(CardSetError) as info:
        validate_card_set(data)
    return str(info.value)


def test_unknown_field_is_refused_naming_card_and_field() -> None:
    data = raw_set()
    card(data, "stuntman_sergio")["charisma"] = 3
    msg = _refused(data)
    assert "card 'stuntman_sergio'" in msg and "charisma" in msg


def test_strict_types_are_refused() -> None:
    data = raw_set()
    card(data, "clapper_kid")["att"] = "400"
    msg = _refused(data)
    assert "card 'clapper_kid', field att" in msg


def test_attack_values_in_hundreds() -> None:
    data = raw_set()
    card(data, "clapper_kid")["att"] = 450
    assert "card 'clapper_kid', field att" in _refused(data)


@pytest.mark.parametrize(
    ("card_id", "mutate", "field", "words"),
    [
        (
            "paparazzo_flash",
            lambda c: c["abilities"][0].update(trigger="start_of_turn"),
            "abilities.0",
            "no chosen target",
        ),
        (
            "clapper_kid",
            lambda c: c["abilities"][0]["effects"].__setitem__(0, {"kind": "damage", "to": "you", "amount": 500}),
            "abilities.0.effects.0.to",
            "damage cannot go to 'you'",
        ),
        (
            "fx_explosion",
            lambda c: c["abilities"][0].update(target="own_character"),
            "abilities.0.effects.0.to",
            "cannot use a 'own_character' target",
        ),
        (
            "stand_in_double",
            lambda c: c.update(
                abilities=[{"trigger": "activated", "effects": [{"kind": "draw", "to": "you", "amount": 1}]}]
            ),
            "abilities.0.costs",
            "needs a cost",
        ),
        (
            "studio_accountant",
            lambda c: c["abilities"][0]["effects"].__setitem__(
                0, {"kind": "boost", "to": "your_characters", "att": 100}
            ),
            "abilities.0.effects.0.kind",
            "only free extra draws and millions",
        ),
        (
            "coffee_runner",
            lambda c: c["abilities"][0]["costs"].__setitem__(0, {"kind": "tokens", "amount": 1}),
            "abilities.0.costs.0.kind",
            "dice icon",
        ),
        (
            "box_office_hit",
            lambda c: c["abilities"][0]["effects"][0].update(amount=0),
            "abilities.0.effects.0.amount",
            "needs an amount",
        ),
        ("gondola_romeo", lambda c: c.update(stars=4), "stars", "Input should be 1, 2 or 3"),
        ("cut_take_two", lambda c: c.update(type="spell"), "type", "tag"),
    ],
)
def test_malformed_abilities_are_refused(card_id: str, mutate: Any, field: str, words: str) -> None:
    data = raw_set()
    mutate(card(data, card_id))
    msg = _refused(data)
    assert f"card '{card_id}'" in msg and field in msg and words in msg, msg


def test_duplicate_ids_and_company_rules() -> None:
    data = raw_set()
    data["cards"].append(copy.deepcopy(card(data, "stuntman_sergio")))
    assert "duplicate card id 'stuntman_sergio'" in _refused(data)
    data = raw_set()
    data["companies"][0]["abilities"][0]["once_per_turn"] = False
    msg = _refused(data)
    assert "company 'century_fox_14', field abilities.0.once_per_turn" in msg
    data = raw_set()
    data["companies"][1]["boss"] = True
    assert "at most one company may be the Dominion boss" in _refused(data)


def test_set_size_is_bounded() -> None:
    data = raw_set()
    data["cards"] = data["cards"][:3]
    assert "needs 40 to 300" in _refused(data)


def test_load_card_set_reports_file_problems(tmp_path: Path) -> None:
    with pytest.raises(CardSetError, match="cannot read"):
        load_card_set(tmp_path)
    (tmp_path / "cards.json").write_text("{nope", encoding="utf-8")
    (tmp_path / "companies.json").write_text("{}", encoding="utf-8")
    with pytest.raises(CardSetError, match="not valid JSON"):
        load_card_set(tmp_path)
    src = resources_dir() / "ciak"
    (tmp_path / "cards.json").write_text((src / "cards.json").read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "companies.json").write_text((src / "companies.json").read_text(encoding="utf-8"), encoding="utf-8")
    assert load_card_set(tmp_path) == builtin_card_set()
