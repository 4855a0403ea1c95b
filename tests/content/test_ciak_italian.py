"""Ciak! cards in Italian: names, flavour texts and rules texts of the built-in set (``resources/ciak/it.json``
and ``gamesuite.content.ciak_lang``), shown by the table's faces in the app's language."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, get_args

import pytest

from gamesuite.content import PackError, ciak_lang
from gamesuite.content.ciak import (
    EFFECT_KINDS,
    EFFECT_RULES,
    TYPE_TRIGGERS,
    Ability,
    Condition,
    ConditionKind,
    Cost,
    CostKind,
    Effect,
    Phrases,
    Trigger,
    ability_text,
    builtin_card_set,
    parse_card_set,
)
from gamesuite.content.ciak import ENGLISH as ENGLISH_PHRASES
from gamesuite.paths import resources_dir

#: English words a rules text is made of; none may be left in an Italian one (ATT, DIF and Ciak are the game's).
ENGLISH = re.compile(r"\b(the|your|you|give|draw|deal|add|remove|pay|rotate|sacrifice|carry|return|cancel|each|"
                     r"rival|until|turn|character|characters|damage|token|tokens|million|only|when|while|once|"
                     r"company|equipped|star|discard|discards|lynching|from|to|of|and|at|it)\b", re.IGNORECASE)


def test_every_built_in_card_and_company_has_italian_words_and_no_english_is_left() -> None:
    words = ciak_lang.ciak_language("it")
    english = builtin_card_set()
    assert words is not None
    designs = {c["id"]: c for c in english["cards"]}
    companies = {c["id"]: c for c in english["companies"]}
    assert set(words) == set(designs) | set(companies)
    for ident, local in words.items():
        source = designs.get(ident) or companies[ident]
        if ident in designs:  # company names are the studios' own (parodies of real names), kept as they are
            assert local.name != source["name"], ident
        assert bool(local.flavor) == bool(source.get("flavor")) and local.flavor != source.get("flavor"), ident
        assert bool(local.text) == bool(english["texts"][ident]), ident
        for text in (local.text, local.flavor):
            assert not ENGLISH.findall(text), (ident, text)
    assert words["gondola_romeo"].text == ("Togli 2 segnalini da questo personaggio: dai +800 ATT e +400 DIF a "
                                           "questo personaggio fino alla fine del turno.")


def test_the_italian_writer_covers_every_effect_cost_and_condition() -> None:
    texts = []
    for kind, (recipients, targets, amounts, points) in EFFECT_RULES.items():
        for to in recipients:
            for target in (targets if to == "target" else (None,)):
                for amount in ((amounts[0], amounts[1]) if amounts else (0,)):
                    eff = Effect(kind=kind, to=to, amount=amount, att=500 if points else 0,  # type: ignore[arg-type]
                                 dif=-300 if points else 0)
                    for trigger in ("activated", "on_play", "static"):
                        ab = Ability(trigger=trigger, target=target, effects=[eff, eff],  # type: ignore[arg-type]
                                     costs=[Cost(kind="tokens", amount=2), Cost(kind="millions", amount=1),
                                            Cost(kind="rotate"), Cost(kind="sacrifice_self")][:3]
                                     if trigger == "activated" else [],
                                     condition=Condition(kind="dominion_at_most", amount=1))
                        for card_kind in ("character", "item", "staff", "company"):
                            texts.append(ciak_lang.ability_text_it(ab, card_kind))
    for text in texts:
        assert text and not ENGLISH.findall(text), text
    assert "Solo finché la tua compagnia ha al massimo 1 punto dominio." in texts[0]


def test_the_faces_show_the_cards_in_the_apps_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from gamesuite.ui.ciak import faces

    card_set = builtin_card_set()
    gallery = {f.design: f for f in faces.gallery_faces(card_set)}
    assert gallery["stuntman_sergio"].name == "Stuntman Sergio"
    monkeypatch.setattr(faces, "current_language", lambda: "it")
    gallery = {f.design: f for f in faces.gallery_faces(card_set)}
    assert gallery["stuntman_sergio"].name == "Sergio lo Stuntman"
    assert gallery["stuntman_sergio"].text.startswith("Togli 2 segnalini")
    assert {c.id: c for c in faces.company_faces(card_set)}["dreamwar"].flavor.startswith("Animali parlanti")
    view_card = {"uid": 3, "design": "rocket_jetpack", "name": "Rocket Jetpack", "type": "item",
                 "text": card_set["texts"]["rocket_jetpack"]}
    assert faces.card_face(view_card).name == "Zaino a Razzo"
    worn = {"uid": 4, "design": "stuntman_sergio", "name": "Stuntman Sergio", "type": "character",
            "text": card_set["texts"]["stuntman_sergio"], "item": {"name": "Rocket Jetpack"}}
    assert faces.card_face(worn).item == "Zaino a Razzo"
    # a card of another set that reuses a built-in id keeps its own words
    other = dict(view_card, name="Homemade Jetpack", text="Draw 3 cards.")
    assert (faces.card_face(other).name, faces.card_face(other).text) == ("Homemade Jetpack", "Draw 3 cards.")


@contextmanager
def italian_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, change: Callable[[dict[str, Any]], Any]
                 ) -> Iterator[None]:
    """The app reads an ``it.json`` that ``change`` made from the real one (the caches emptied around it)."""
    data: dict[str, Any] = json.loads((resources_dir() / "ciak" / "it.json").read_text(encoding="utf-8"))
    change(data)
    (tmp_path / "ciak").mkdir()
    (tmp_path / "ciak" / "it.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(ciak_lang, "resources_dir", lambda: tmp_path)
    ciak_lang.language_file.cache_clear()
    ciak_lang.ciak_language.cache_clear()
    try:
        yield
    finally:
        ciak_lang.language_file.cache_clear()
        ciak_lang.ciak_language.cache_clear()


def test_a_broken_or_incomplete_language_file_is_refused_and_the_cards_stay_english(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with italian_file(tmp_path, monkeypatch, lambda data: data["cards"].pop("lost_reel")):
        with pytest.raises(PackError, match="lost_reel"):
            ciak_lang.ciak_language("it")
        text = builtin_card_set()["texts"]["lost_reel"]
        assert ciak_lang.localize("lost_reel", "The Lost Reel", text, "", "it") == ("The Lost Reel", text, "")
    assert parse_card_set(builtin_card_set()).cards  # the set itself is untouched


@pytest.mark.parametrize("lang", [ENGLISH_PHRASES, ciak_lang.phrases("it")], ids=["en", "it"])
def test_every_language_has_a_phrase_for_every_word_of_the_vocabulary_and_no_stray_ones(lang: Phrases | None
                                                                                        ) -> None:
    """One walker writes every language: a kind of effect, cost, condition or trigger added to the vocabulary
    needs a phrase in each table (this fails until it has one), and a variant names a real kind."""
    assert lang is not None
    vocabulary = {
        "effects": set(EFFECT_KINDS),
        "costs": set(get_args(CostKind)),
        "conditions": set(get_args(ConditionKind)),
        "triggers": set(get_args(Trigger)) - {"activated"},
    }
    for table, kinds in vocabulary.items():
        keys = set(getattr(lang, table))
        assert kinds <= keys, (table, kinds - keys)
        assert {k.split(".")[0] for k in keys} <= kinds, (table, keys)
    assert set(lang.this) == set(TYPE_TRIGGERS)
    assert set(lang.who) == set(ENGLISH_PHRASES.who)
    assert {k.split(".")[0] for k in lang.effects} == set(EFFECT_KINDS)


def test_the_italian_walker_merges_the_article_of_its_phrases() -> None:
    item = Ability(trigger="activated", costs=[Cost(kind="sacrifice_self")],
                   effects=[Effect(kind="boost", to="self", dif=500), Effect(kind="add_tokens", to="self", amount=2)])
    assert ciak_lang.ability_text_it(item, "item") == (
        "Scarta questo oggetto: dai +500 DIF al personaggio equipaggiato fino alla fine del turno. "
        "Aggiungi 2 segnalini al personaggio equipaggiato (al massimo 6).")
    assert ability_text(item, "item") == (
        "Discard this item: Give the equipped character +500 DIF until end of turn. "
        "Add 2 tokens to the equipped character (at most 6).")


@pytest.mark.parametrize(("change", "words"), [
    (lambda r: r["effects"].pop("heal"), "rules: effects: no phrase for ['heal']"),
    (lambda r: r["costs"].update({"sacrifice_all": "Sacrifica tutto"}), "rules: costs: unknown ['sacrifice_all']"),
    (lambda r: r["effects"].update({"draw": "Pesca {carte}"}), "rules: effects.draw: no field {carte} here"),
    (lambda r: r["conditions"].update({"your_turn": "Solo {who}."}), "rules: conditions.your_turn: no field {who}"),
    (lambda r: r["nouns"].update({"cards": ["carta"]}), "rules.nouns.cards"),
    (lambda r: r.pop("once_per_turn"), "rules.once_per_turn"),
])
def test_a_phrase_table_that_misses_a_word_or_names_a_wrong_field_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, change: Any, words: str) -> None:
    with italian_file(tmp_path, monkeypatch, lambda data: change(data["rules"])):
        with pytest.raises(PackError) as refused:
            ciak_lang.ciak_language("it")
        assert words in str(refused.value)
        assert ciak_lang.ciak_language("xx") is None and ciak_lang.phrases("en") is None
