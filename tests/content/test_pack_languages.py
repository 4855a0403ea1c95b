"""Packs carry a language: the manifest field (default "en", validated), the built-in Italian decks at the
boxed counts, and a game's default packs being those of one language."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from gamesuite.content import default_content, default_packs, load_content, load_pack_folder
from gamesuite.content.packs import check_pack
from gamesuite.content.schemas import CATEGORY_TITLES, CHARACTERS, GENRES, PERIODS, Manifest

ROOT = Path(__file__).resolve().parents[2]
PACKS = ROOT / "resources" / "packs"

MANIFEST = {"format": 1, "id": "p", "name": "P", "game": "quizclub", "version": "1.0", "author": "A"}


def test_a_manifest_without_a_language_is_english_and_a_bad_language_is_refused() -> None:
    assert Manifest.model_validate(MANIFEST).language == "en"
    for good in ("it", "de", "pt-BR"):
        assert Manifest.model_validate(MANIFEST | {"language": good}).language == good
    for bad in ("", "EN", "english", "it_IT", "pt-br", "i", 3, "it-ITA"):
        with pytest.raises(ValidationError):
            Manifest.model_validate(MANIFEST | {"language": bad})


def test_an_installed_pack_without_a_language_loads_as_english(tmp_path: Path) -> None:
    folder = tmp_path / "old"
    folder.mkdir()
    manifest = json.loads((PACKS / "quizclub-starter" / "manifest.json").read_text(encoding="utf-8"))
    del manifest["language"]
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    (folder / "cards.json").write_text((PACKS / "quizclub-starter" / "cards.json").read_text(encoding="utf-8"),
                                       encoding="utf-8")
    assert load_pack_folder(folder)[0].language == "en"


def italian(pack: str) -> tuple[Any, dict[str, Any]]:
    checked = check_pack(PACKS / pack)  # the strict import checks
    assert checked.manifest.language == "it"
    return checked, load_pack_folder(PACKS / pack)[1]


def test_telefilm_it_has_the_boxed_counts_and_spread_and_names_a_series_everywhere() -> None:
    checked, deck = italian("telefilm-it")
    t = checked.counts
    english = check_pack(PACKS / "telefilm-en").counts
    assert t["cards"] == 180 and t["questions"] == 720 and t["deck.mix"] == 45
    for p in PERIODS:
        assert t[f"period.{p}"] == 45
        for g in GENRES:  # one card per rulebook slot, as in the English deck
            assert t[f"crossing.{g}.{p}"] == english[f"crossing.{g}.{p}"]
    assert [t[f"difficulty.{d}"] for d in (1, 2, 3)] == [english[f"difficulty.{d}"] for d in (1, 2, 3)]
    for card in deck["cards"]:
        assert card["id"].startswith("it-")
        if card["deck"] == "period":
            assert card["series"].strip()
        else:
            assert all(q["series"].strip() for q in card["questions"])
    answers = Counter(q["answer"] for c in deck["cards"] for q in c["questions"])
    assert max(answers.values()) - min(answers.values()) <= 1 and set(answers) == set("ABCDE")


def test_quizclub_it_has_the_boxed_counts_every_category_type_and_character() -> None:
    checked, deck = italian("quizclub-it")
    q = checked.counts
    english = check_pack(PACKS / "quizclub-en").counts
    assert q["cards"] == 160 and q["questions"] == 960 and q["sides"] == 320
    for cat in CATEGORY_TITLES:
        assert q[f"category.{cat}"] == english[f"category.{cat}"] > 0
    for ch in CHARACTERS:
        assert q[f"character.{ch}"] == english[f"character.{ch}"] > 0
    assert all(q[f"type.{k}"] > 0 for k in ("knowledge", "multiple_choice", "estimate", "ranking", "intuition"))
    assert all(c["id"].startswith("it-qc-") for c in deck["cards"])


def texts(pack: str) -> set[str]:
    deck = load_pack_folder(PACKS / pack)[1]
    if "questions" in deck["cards"][0]:
        return {" ".join(q["text"].casefold().split()) for c in deck["cards"] for q in c["questions"]}
    return {" ".join(q["text"].casefold().split()) for c in deck["cards"] for s in ("light", "dark")
            for q in c[s]["questions"]}


@pytest.mark.parametrize("it, en", [("telefilm-it", "telefilm-en"), ("quizclub-it", "quizclub-en")])
def test_the_italian_decks_share_no_question_with_the_english_ones(it: str, en: str) -> None:
    assert not texts(it) & texts(en)


def test_a_game_gets_the_packs_of_one_language_by_default() -> None:
    assert default_packs("telefilm", "it") == ["telefilm-it"]
    assert default_packs("quizclub", "it") == ["quizclub-it"]  # the expansions are sorted in, never by default
    english = default_packs("quizclub", "en")
    assert "quizclub-en" in english and "quizclub-it" not in english
    assert default_packs("quizclub", None) == english == default_packs("quizclub", "xx")  # no packs: English
    it_cards = load_content("telefilm", None, language="it")["cards"]
    assert len(it_cards) == 180 and all(c["id"].startswith("it-") for c in it_cards)
    assert not any(c["id"].startswith("it-") for c in load_content("telefilm")["cards"])
    assert [c["id"] for c in default_content("quizclub", "it")["cards"]] == [
        c["id"] for c in load_pack_folder(PACKS / "quizclub-it")[1]["cards"]]
    both = load_content("quizclub", ["quizclub-en", "quizclub-it"])["cards"]  # chosen by name: any mix
    assert len(both) == 320
