"""Quiz Club's panels on the new-game page (issue #16): expansions sorted in or out, the built-in deck by
character, each seat's character card; through the page's ``setup_extras`` hook (no ``if game ==`` in it)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox

from gamesuite.rules.quizclub.spec import CHARACTER_OPTIONS, CHARACTERS
from gamesuite.ui.quizclub.setup import CharacterCards, QuestionCards
from gamesuite.ui.setup_page import SetupPage
from tests.ui.leaks import everything_shown

BOTH = ("quizclub-exp-boardgames", "quizclub-exp-travel")


pytestmark = pytest.mark.usefixtures("free_setup_pages")


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def open_page(window: Any, players: int = 4) -> tuple[SetupPage, QuestionCards, CharacterCards]:
    window.open_setup("quizclub")
    page = window.setup_page
    while len(page.rows) < players:
        page.add_player()
    while len(page.rows) > players:
        page.remove_player(page.rows[-1])
    settle()
    cards, characters = page.extras
    assert isinstance(cards, QuestionCards) and isinstance(characters, CharacterCards)
    return page, cards, characters


def click(qtbot: Any, box: QCheckBox) -> None:
    box.ensurePolished()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(box.width() // 2, box.height() // 2))


def expansion_box(cards: QuestionCards, pack_id: str) -> QCheckBox:
    return next(row.box for row in cards.rows if row.info.id == pack_id)


def seat_characters(characters: CharacterCards) -> list[str]:
    return [str(characters.rows[i].chosen()) for i in range(len(characters.seats))]


def test_the_expansions_are_listed_with_portrait_name_and_card_count(window: Any) -> None:
    page, cards, _characters = open_page(window)
    rows = {row.info.id: row for row in cards.rows}
    assert set(BOTH) <= set(rows)
    assert rows["quizclub-exp-boardgames"].title.text() == "Frieda — Board & Card Games"
    assert rows["quizclub-exp-travel"].title.text() == "Jonas — Foreign Countries & Adventure"
    assert rows["quizclub-exp-boardgames"].details.text().startswith("30 question cards · purple character card")
    assert rows["quizclub-exp-travel"].badge.character == "jonas"
    assert not any(row.box.isChecked() for row in cards.rows)  # sorted out until chosen
    # the packs list keeps only question packs; the house rules no longer list characters and decks
    assert not set(BOTH) & set(page.pack_boxes)
    shown = {r.opt.id for r in page.applicable_options()}
    assert not shown & {*CHARACTER_OPTIONS, "card_colours", *(f"deck_{c}" for c in CHARACTERS)}
    assert not any(page.option_rows[o].isVisibleTo(page) for o in CHARACTER_OPTIONS)
    assert cards.deck_labels["lisa"].text() == "Lisa · 19"  # quizclub-en (the starter pack is off)
    text = everything_shown(page)
    assert "Frieda — Board & Card Games" in text and "The built-in deck: each character's question cards" in text


def test_sorting_an_expansion_in_adds_its_pack_and_its_character_card(window: Any, qtbot: Any) -> None:
    page, cards, characters = open_page(window)
    assert page.request().packs == ["quizclub-en"]
    combo = characters.rows[0].combo
    assert combo.findData("frieda") < 0
    click(qtbot, expansion_box(cards, "quizclub-exp-boardgames"))
    assert page.request().packs == ["quizclub-en", "quizclub-exp-boardgames"]
    assert combo.findData("frieda") >= 0 and combo.findData("jonas") < 0
    characters.set_character(0, "frieda")
    assert page.request().options["character_1"] == "frieda"
    # out again: Frieda's card goes with her questions, and the page says who holds which card now
    click(qtbot, expansion_box(cards, "quizclub-exp-boardgames"))
    assert page.request().packs == ["quizclub-en"]
    assert seat_characters(characters)[0] != "frieda" and combo.findData("frieda") < 0
    assert characters.notice.isVisibleTo(page) and "now holds" in characters.notice.text()
    # the built-in deck off: only the expansions
    click(qtbot, page.pack_boxes["quizclub-en"])
    assert not page.start_button.isEnabled() and "question pack" in page.reason.text()
    click(qtbot, expansion_box(cards, "quizclub-exp-travel"))
    assert page.request().packs == ["quizclub-exp-travel"] and page.start_button.isEnabled()


def test_each_seat_keeps_its_own_card_a_taken_one_is_swapped(window: Any, qtbot: Any) -> None:
    page, cards, characters = open_page(window, 4)
    click(qtbot, expansion_box(cards, "quizclub-exp-travel"))
    before = seat_characters(characters)
    assert len(set(before)) == 4
    characters.set_character(2, before[0])  # seat 3 takes seat 1's card: seat 1 gets seat 3's
    after = seat_characters(characters)
    assert after[2] == before[0] and after[0] == before[2] and len(set(after)) == 4
    characters.set_character(1, "jonas")
    options = page.request().options
    assert [options[f"character_{i + 1}"] for i in range(4)] == seat_characters(characters)
    assert options["character_2"] == "jonas"
    assert len({options[o] for o in CHARACTER_OPTIONS}) == 8  # seats not played get distinct built-in cards
    # moving a player moves her card with her
    page.move_player(page.rows[1], -1)
    settle()
    assert page.request().options["character_1"] == "jonas"


def test_cards_of_one_colour_are_allowed_unless_each_player_wants_her_own(window: Any, qtbot: Any) -> None:
    page, cards, characters = open_page(window, 3)
    click(qtbot, expansion_box(cards, "quizclub-exp-boardgames"))
    characters.set_character(0, "frieda")
    characters.set_character(1, "emma")  # both purple cards; the discs stay red and blue
    assert page.start_button.isEnabled() and page.request().options["card_colours"] == "allowed"
    click(qtbot, characters.own_colour)
    assert not page.start_button.isEnabled()
    assert "Frieda and Emma have purple character cards" in page.reason.text()
    characters.set_character(1, "lisa")
    assert page.start_button.isEnabled() and page.request().options["card_colours"] == "different"


def test_the_built_in_deck_is_reduced_by_character_as_before(window: Any, qtbot: Any) -> None:
    page, cards, _characters = open_page(window, 3)
    click(qtbot, cards.deck_boxes["arnold"])
    click(qtbot, cards.deck_boxes["gregori"])
    options = page.request().options
    assert options["deck_arnold"] is False and options["deck_gregori"] is False and options["deck_lisa"] is True
    assert page.start()
    c = window.controller
    c.autosave = lambda: None
    owners = {c.state.index[cid]["character"] for cid in c.state.deck}
    assert owners == set(CHARACTERS) - {"arnold", "gregori"}


def test_a_game_starts_with_both_expansions_and_their_characters(window: Any, qtbot: Any) -> None:
    page, cards, characters = open_page(window, 4)
    for pack in BOTH:
        click(qtbot, expansion_box(cards, pack))
    characters.set_character(0, "frieda")
    characters.set_character(3, "jonas")
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    c = window.controller
    assert c is not None and window.setup_page is None
    c.autosave = lambda: None
    assert c.state.characters[0] == "frieda" and c.state.characters[3] == "jonas"
    assert {ch["id"] for ch in c.config.content["characters"]} == {"frieda", "jonas"}
    assert len(c.state.deck) == 160 + 60
    seats = window.game_ui.last_model.seats
    assert (seats[0].character_name, seats[0].character_colour) == ("Frieda", "#9a5bd1")
    assert seats[0].colour != seats[0].character_colour  # the disc has the seat's colour


def test_the_choices_are_remembered_for_the_next_game(window: Any, qtbot: Any) -> None:
    page, cards, characters = open_page(window, 3)
    click(qtbot, expansion_box(cards, "quizclub-exp-travel"))
    click(qtbot, cards.deck_boxes["bernd"])
    characters.set_character(1, "jonas")
    assert page.start()
    window.controller.autosave = lambda: None
    page, cards, characters = open_page(window, 3)
    assert expansion_box(cards, "quizclub-exp-travel").isChecked()
    assert not expansion_box(cards, "quizclub-exp-boardgames").isChecked()
    assert not cards.deck_boxes["bernd"].isChecked() and cards.deck_boxes["lisa"].isChecked()
    assert seat_characters(characters)[1] == "jonas"


def test_only_the_expansions_of_the_chosen_language_are_offered(window: Any, qtbot: Any, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from gamesuite.content import load_pack_folder
    from gamesuite.content.packs import import_pack
    from gamesuite.paths import resources_dir

    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(tmp_path / "data"))
    packs = resources_dir() / "packs"
    _m, deck = load_pack_folder(packs / "quizclub-exp-travel")
    deck["characters"][0].update(id="jonte", name="Jonte")
    cards = [dict(c, id=f"de-{i:03d}", character="jonte") for i, c in enumerate(deck["cards"][:10])]
    for pack_id, language, chars, rows in (("reise", "de", deck["characters"], cards),
                                           ("grundspiel", "de", None, load_pack_folder(packs / "quizclub-en")[1][
                                               "cards"][:12])):
        src = tmp_path / pack_id
        src.mkdir()
        manifest = {"format": 1, "id": pack_id, "name": f"Quiz Club — {pack_id}", "game": "quizclub",
                    "language": language, "version": "1.0", "author": "Test", "expansion": chars is not None}
        body = {"characters": chars, "cards": rows} if chars else {"cards": [dict(c, id=f"g-{c['id']}")
                                                                             for c in rows]}
        (src / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
        (src / "cards.json").write_text(json.dumps(body), encoding="utf-8")
        import_pack(src)
    page, cards_extra, _characters = open_page(window, 3)
    shown = {row.info.id for row in cards_extra.rows if row.isVisibleTo(page)}
    assert set(BOTH) <= shown and "reise" not in shown  # the app's language's packs start on: English only
    assert not page.pack_boxes["grundspiel"].isChecked() and not page.pack_boxes["quizclub-it"].isChecked()
    click(qtbot, page.pack_boxes["grundspiel"])
    shown = {row.info.id for row in cards_extra.rows if row.isVisibleTo(page)}
    assert {*BOTH, "reise"} <= shown  # an English and a German question pack: both languages' expansions
    click(qtbot, page.pack_boxes["quizclub-en"])  # only the German question pack
    shown = {row.info.id for row in cards_extra.rows if row.isVisibleTo(page)}
    assert shown == {"reise"}
    click(qtbot, expansion_box(cards_extra, "reise"))
    assert page.request().packs == ["grundspiel", "reise"]


def test_the_character_cards_describe_the_characters_in_the_apps_language(window: Any, qtbot: Any,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    import gamesuite.ui.quizclub.setup as quiz_setup

    _page, cards, _characters = open_page(window, 3)
    blurbs = {c.id: c.blurb for c in cards.characters()}
    assert blurbs["lisa"].startswith("Lisa follows")
    monkeypatch.setattr(quiz_setup, "current_language", lambda: "it")
    for box in cards.rows:
        box.box.setChecked(True)
    blurbs = {c.id: c.blurb for c in cards.characters()}
    assert blurbs["lisa"].startswith("Lisa segue") and blurbs["frieda"].startswith("Frieda, la stratega")


def test_the_cards_per_character_come_from_the_packs_cache_and_follow_a_changed_deck(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The setup page counts each base pack's cards per character; parsing a whole deck for it cost the first page
    ~17 ms, so the counts are kept in the packs' validation cache (read again when cards.json changes)."""
    from gamesuite.ui.quizclub import setup as quiz_setup

    monkeypatch.setenv("GAMESUITE_DATA_DIR", str(tmp_path / "data"))
    folder = tmp_path / "pack"
    folder.mkdir()
    deck = folder / "cards.json"
    deck.write_text(json.dumps({"cards": [{"character": "emma"}, {"character": "emma"}, {"character": "bernd"}]}),
                    encoding="utf-8")
    assert quiz_setup._character_counts(folder) == {"emma": 2, "bernd": 1}
    read = quiz_setup._count_characters
    calls: list[Path] = []
    monkeypatch.setattr(quiz_setup, "_count_characters", lambda f: calls.append(f) or read(f))
    assert quiz_setup._character_counts(folder) == {"emma": 2, "bernd": 1}
    assert calls == []  # from the cache: the deck was not parsed again
    deck.write_text(json.dumps({"cards": [{"character": "emma"}]}), encoding="utf-8")
    assert quiz_setup._character_counts(folder) == {"emma": 1}
    assert calls == [folder]
    deck.write_text("not json", encoding="utf-8")
    assert quiz_setup._character_counts(folder) == {}
