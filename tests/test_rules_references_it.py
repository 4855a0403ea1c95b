"""The Italian rules references of Telma and Ciak! (resources/rules/<game>.it.md) name every rule option by
its Italian title (as the catalogue translates it, so the reference and the setup page say the same) and
have the same sections as the English ones."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from gamesuite.i18n import rules_reference
from gamesuite.paths import resources_dir
from gamesuite.rules import registry


def italian(context: str) -> dict[str, str]:
    root = ET.parse(resources_dir() / "i18n" / "gamesuite_it.ts").getroot()
    return {m.findtext("source") or "": (m.find("translation").text or "") for c in root.iter("context")
            if c.findtext("name") == context for m in c.iter("message") if m.find("translation") is not None}


@pytest.mark.parametrize("game", ["telma", "ciak"])
def test_the_italian_reference_names_every_option_and_keeps_the_sections(game: str) -> None:
    text = rules_reference(game, "it")
    assert text != rules_reference(game, "en")  # a file of its own, not the English fallback
    words = italian(game)
    missing = [o.id for o in registry.get_spec(game).options if words[o.title] not in text]
    assert missing == []
    sections = [line for line in rules_reference(game, "en").splitlines() if line.startswith("## ")]
    assert len([line for line in text.splitlines() if line.startswith("## ")]) == len(sections)

