"""Telefilm cards name their series (issue #14 item 12): the schema rules, the loader keeping the
fields in the content JSON the engine carries, and the built English deck."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from gamesuite.content import PackError, default_content, load_content, load_pack_folder, validate_deck
from gamesuite.content.packs import check_pack, import_pack
from gamesuite.paths import resources_dir
from gamesuite.rules.core import GameConfig, PlayerConfig
from gamesuite.rules.telefilm import RULES

PACKS = resources_dir() / "packs"
LETTERS = "ABCDE"


def question(n: int, **extra: Any) -> dict[str, Any]:
    return {**extra, "text": f"Question {n}?", "options": [f"Option {n}{x}" for x in LETTERS], "answer": "C"}


def period_card(**extra: Any) -> dict[str, Any]:
    return {"id": "p-1", "deck": "period", "genre": "crime", "period": "vintage", **extra, "number": 1,
            "difficulty": 2, "questions": [question(n) for n in range(1, 5)]}


def mix_card(names: list[str | None] | None = None, **extra: Any) -> dict[str, Any]:
    names = names if names is not None else [f"Series {n}" for n in range(1, 5)]
    qs = [question(n, **({"series": s} if s is not None else {})) for n, s in enumerate(names, start=1)]
    return {"id": "m-1", "deck": "mix", **extra, "number": 1, "difficulty": 1, "questions": qs}


def validate(*cards: dict[str, Any], optional: bool = False) -> dict[str, Any]:
    return validate_deck("telefilm", {"cards": list(cards)}, "cards.json", series_optional=optional)


# ------------------------------------------------------------------------------------------ schema


def test_a_period_card_without_series_is_refused_with_a_clear_message() -> None:
    with pytest.raises(PackError) as err:
        validate(period_card())
    assert str(err.value) == ("cards.json: card 'p-1', field (card): a Period card needs 'series': "
                              "the title of the one series its questions are about")


def test_a_mix_question_without_series_is_refused_naming_the_question() -> None:
    with pytest.raises(PackError) as err:
        validate(mix_card(["A", "B", None, "D"]))
    assert str(err.value) == ("cards.json: card 'm-1', field (card): question 3 has no 'series': on a Mix card "
                              "every question names its own series")


def test_a_period_card_names_its_series_once_and_a_mix_card_never() -> None:
    card = period_card(series="Columbo")
    card["questions"][1]["series"] = "Columbo"
    with pytest.raises(PackError, match=r"question 2 has its own 'series'/'year': on a Period card only the card"):
        validate(card)
    card = period_card(series="Columbo")
    card["questions"][0].update(series="Columbo", year=1971)
    with pytest.raises(PackError, match=r"question 1 has its own 'series'/'year'"):
        validate(card)
    card = period_card(series="Columbo")
    card["questions"][0]["year"] = 1971  # a year alone is refused by the question itself
    with pytest.raises(PackError, match=r"field questions.0: 'year' is given without 'series'"):
        validate(card)
    with pytest.raises(PackError, match=r"a Mix card has no card-level 'series' or 'year'"):
        validate(mix_card(series="Friends"))
    with pytest.raises(PackError, match=r"a Mix card has no card-level 'series' or 'year'"):
        validate(mix_card(year=1994))


def test_valid_cards_pass_and_the_loader_keeps_series_and_year() -> None:
    deck = validate(period_card(series="Columbo"), mix_card(), period_card(series="Dallas", year=1978, id="p-2",
                                                                           number=2))
    p1, m1, p2 = deck["cards"]
    assert p1["series"] == "Columbo" and "year" not in p1  # absent stays absent, never null
    assert p2["series"] == "Dallas" and p2["year"] == 1978
    assert [q["series"] for q in m1["questions"]] == ["Series 1", "Series 2", "Series 3", "Series 4"]
    assert all("series" not in q for q in p1["questions"])
    assert list(p2) == ["id", "deck", "genre", "period", "series", "year", "number", "difficulty", "questions"]


@pytest.mark.parametrize("year, ok", [(1949, False), (1950, True), (1999, True), (2030, True), (2031, False)])
def test_year_bounds(year: int, ok: bool) -> None:
    cards = [period_card(series="Bonanza", year=year), mix_card()]
    cards[1]["questions"][0]["year"] = year
    for card in cards:
        if ok:
            validate(card)
        else:
            with pytest.raises(PackError, match=r"year: Input should be (greater|less) than or equal to"):
                validate(card)


@pytest.mark.parametrize("bad", [True, "1978", 1978.0, None])
def test_year_must_be_a_plain_integer(bad: Any) -> None:
    card = period_card(series="Dallas")
    card["year"] = bad
    if bad is None:
        assert "year" not in validate(card)["cards"][0]  # null is the same as absent
    else:
        with pytest.raises(PackError, match=r"field year:"):
            validate(card)


def test_year_needs_a_series() -> None:
    card = mix_card()
    del card["questions"][0]["series"]
    card["questions"][0]["year"] = 1990
    with pytest.raises(PackError, match=r"'year' is given without 'series'"):
        validate(card, optional=True)


@pytest.mark.parametrize("title, ok", [
    ("x" * 80, True), ("x" * 81, False), ("", False), (" Friends", False), ("Friends ", False),
    ("Friends\nCheers", False), ("Game of Thrones / Westworld", True), ("M*A*S*H", True),
])
def test_series_title_is_one_trimmed_line_of_at_most_80_characters(title: str, ok: bool) -> None:
    for card in (period_card(series=title), mix_card([title, "B", "C", "D"])):
        if ok:
            validate(card)
        else:
            with pytest.raises(PackError, match=r"series: String should"):
                validate(card)


def test_series_optional_accepts_old_cards_but_keeps_the_other_rules() -> None:
    old = validate(period_card(), mix_card([None, None, None, None]), optional=True)
    assert not any("series" in c or any("series" in q for q in c["questions"]) for c in old["cards"])
    with pytest.raises(PackError, match=r"a Mix card has no card-level"):
        validate(mix_card(series="Friends"), optional=True)


# ------------------------------------------------------------------ installed packs and the engine


def write_pack(folder: Path, cards: list[dict[str, Any]], pack_id: str = "old-tele") -> Path:
    folder.mkdir(parents=True)
    manifest = {"format": 1, "id": pack_id, "name": "Old deck", "game": "telefilm", "language": "en",
                "version": "1.0", "author": "Tester"}
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    (folder / "cards.json").write_text(json.dumps({"cards": cards}), encoding="utf-8")
    return folder


def test_an_installed_pack_without_series_still_loads_but_check_and_import_refuse_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(tmp_path / "data"))
    cards = [dict(period_card(), id="old-p"), dict(mix_card([None] * 4), id="old-m")]
    installed = write_pack(tmp_path / "data" / "packs" / "old-tele", cards)
    _m, deck = load_pack_folder(installed)
    assert [c["id"] for c in deck["cards"]] == ["old-p", "old-m"]
    assert [c["id"] for c in load_content("telefilm", ["old-tele"])["cards"]] == ["old-p", "old-m"]
    with pytest.raises(PackError, match=r"card 'old-p', field \(card\): a Period card needs 'series'"):
        check_pack(installed)
    source = write_pack(tmp_path / "new" / "old-tele-2", cards, "old-tele-2")
    with pytest.raises(PackError, match=r"a Period card needs 'series'"):
        import_pack(source)
    assert not (tmp_path / "data" / "packs" / "old-tele-2").exists()


def test_the_engine_carries_the_series_of_the_built_in_deck() -> None:
    content = default_content("telefilm")
    by_id = {c["id"]: c for c in content["cards"]}
    assert by_id["vintage-24"]["series"] == "Columbo" and "year" not in by_id["vintage-24"]
    assert by_id["vintage-13"]["series"] == "Dallas" and by_id["vintage-13"]["year"] == 1978
    assert by_id["mix-06"]["questions"][1]["series"] == "Cheers"
    players = tuple(PlayerConfig(n) for n in ("Anna", "Bruno", "Carla"))
    s = RULES.new_game(GameConfig("telefilm", players, "standard", {}, content), 1)
    idx = next(i for i, c in enumerate(RULES.cards(s)) if c["id"] == "vintage-13")
    assert RULES.card(s, idx)["series"] == "Dallas"


# ------------------------------------------------------------------------------ the English deck


def test_every_english_card_names_its_series_and_no_answer_is_the_series_shown() -> None:
    check_pack(PACKS / "telefilm-en")  # the strict rules
    _m, deck = load_pack_folder(PACKS / "telefilm-en")
    period = [c for c in deck["cards"] if c["deck"] == "period"]
    mix = [c for c in deck["cards"] if c["deck"] == "mix"]
    assert len(period) == 135 and all(c["series"] for c in period)
    assert len(mix) == 45 and all(q["series"] for c in mix for q in c["questions"])
    for card in deck["cards"]:
        for q in card["questions"]:
            shown = {p.casefold() for p in (q.get("series") or card["series"]).split(" / ")}
            assert q["options"][LETTERS.index(q["answer"])].casefold() not in shown, (card["id"], q["text"])


def test_source_and_built_deck_agree_on_series() -> None:
    root = Path(__file__).resolve().parents[2]
    src = [c for stem in ("vintage", "modern", "new", "mix")
           for c in json.loads((root / "content-src" / "telefilm" / f"{stem}.json").read_text("utf-8"))["cards"]]
    _m, deck = load_pack_folder(PACKS / "telefilm-en")
    assert copy.deepcopy(src) == deck["cards"]
