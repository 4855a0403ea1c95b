"""Quiz Club characters' descriptions per language (``resources/quizclub/characters.json``)."""

from __future__ import annotations

from gamesuite.content import expansion_choices
from gamesuite.content.characters import character_description, character_texts
from gamesuite.rules.quizclub.spec import CHARACTERS


def test_every_character_has_an_italian_description_and_none_is_left_in_english() -> None:
    texts = character_texts().descriptions
    english, italian = texts["en"], texts["it"]
    assert set(english) == set(CHARACTERS)  # the built-in ones, in English (an expansion's is in its pack)
    expansion_characters = {c.id: c for info in expansion_choices("quizclub") for c in info.characters}
    assert {"frieda", "jonas"} <= set(expansion_characters)
    assert set(italian) == set(english) | set(expansion_characters)
    for cid, text in italian.items():
        source = english.get(cid) or expansion_characters[cid].description
        assert text != source and text.split()[1:4] != source.split()[1:4], cid
        assert " the " not in f" {text} " and " and " not in f" {text} ", cid  # no English left in it
        assert text.startswith(cid.capitalize()), cid  # each says whom it describes


def test_a_description_falls_back_to_the_packs_own() -> None:
    assert character_description("lisa", "it").startswith("Lisa segue")
    assert character_description("lisa", "de") == ""
    assert character_description("frieda", "en", "from the pack") == "from the pack"
    assert character_description("frieda", "it", "from the pack").startswith("Frieda, la stratega")
