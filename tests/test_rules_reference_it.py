"""Issue #18: the rules references of Il Gioco dei Telefilm and Quiz Club in Italian follow the English ones
section by section and name every rule option."""

from __future__ import annotations

import re

import pytest

from gamesuite.i18n import rules_reference
from gamesuite.rules import registry


def _shape(text: str) -> tuple[int, int, list[int]]:
    """Headings, list items and the rows of each table: what a faithful translation keeps."""
    headings = len(re.findall(r"^#+ ", text, re.M))
    items = len(re.findall(r"^\s*(?:\*|\d+\.) ", text, re.M))
    tables = [len(block.splitlines()) for block in re.findall(r"(?:^\|.*\n)+", text, re.M)]
    return headings, items, tables


@pytest.mark.parametrize("game", ["telefilm", "quizclub"])
def test_the_italian_reference_has_the_english_ones_sections_lists_and_tables(game: str) -> None:
    italian, english = rules_reference(game, "it"), rules_reference(game, "en")
    assert italian != english
    assert _shape(italian) == _shape(english)


def test_the_italian_telefilm_reference_names_every_rule_option() -> None:
    italian = rules_reference("telefilm", "it")
    for option in registry.get_spec("telefilm").options:
        assert f"`{option.id}`" in italian, option.id


def test_the_shape_check_notices_a_missing_section() -> None:
    italian = rules_reference("quizclub", "it")
    cut = italian.replace("## Espansioni", "Espansioni")
    assert _shape(cut) != _shape(rules_reference("quizclub", "en"))
