"""A save that cannot be opened is explained in the player's language (save16).

Valid JSON whose game cannot be rebuilt (no players, an unknown game or variant, a move that cannot be read, a game
that breaks its rules) reached an Italian family as an English sentence: every SaveError after the file was parsed
was an English f-string. The reason a rules module or pydantic gives inside the sentence stays as it is (it is the
rules' own words); the sentence around it must be Italian.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

import pytest

from gamesuite.storage.saves import SaveError, read_save, restore
from tests.storage.helpers import save_json, write

BROKEN_MOVE = {"kind": "no-such-move", "seat": 0}


def _players(game: str, players: Any) -> dict[str, Any]:
    data = save_json(game)
    data["config"]["players"] = players
    return data


def _unknown_game() -> dict[str, Any]:
    data = save_json("demo")
    data["game"] = data["config"]["game"] = "nosuchgame"
    return data


def _unknown_variant() -> dict[str, Any]:
    data = save_json("telma")
    data["config"]["variant"] = "nosuchvariant"
    return data


def _unreadable_move() -> dict[str, Any]:
    data = save_json("demo")
    data["actions"].append({"seat": 0})  # no "kind"
    return data


def _rules_broken() -> dict[str, Any]:
    """Moves that replay onto a starting state that breaks the game's rules (an edited base)."""
    data = save_json("telefilm")
    base = data["snapshot"]
    base["scores"][0] = 999_999
    data["base"], data["actions"] = base, []
    return data


def _snapshot_broken() -> dict[str, Any]:
    data = save_json("telma")
    data["actions"].append(BROKEN_MOVE)
    data["snapshot"]["scores"][0] = 999_999
    return data


# case -> (a damaged save's JSON, words of its Italian sentence)
BROKEN = {
    "no players": (lambda: _players("demo", []), "il salvataggio è danneggiato: non ha giocatori."),
    "unknown game": (_unknown_game, "questo salvataggio è di un gioco che questa versione non ha ('nosuchgame')."),
    "unknown variant": (_unknown_variant, "che questa versione non ha ('nosuchvariant')."),
    "unreadable move": (_unreadable_move, "il salvataggio è danneggiato (una mossa non si può leggere: "),
    "player with no name": (lambda: _players("demo", [1, 2, 3]), "il giocatore 1 non ha un nome."),
    "name too long": (lambda: _players("demo", [{"name": "x" * 60}] * 3), "supera i 40 caratteri."),
    "too many players": (lambda: _players("ciak", [{"name": f"P{i}"} for i in range(9)]),
                         "si gioca da 2 a 4 giocatori, ma ne ha 9."),
    "rules broken": (_rules_broken, "la partita di questo salvataggio viola le regole del gioco ("),
    "snapshot broken": (_snapshot_broken, "e il suo stato registrato viola le regole del gioco ("),
}


def _why(path: Path) -> str:
    with pytest.raises(SaveError) as caught:
        restore(read_save(path), path)
    return str(caught.value)


def _own_words(english: str, italian: str) -> tuple[set[str], str]:
    """The English sentence's own words and the Italian message without what both share: the file name, a quoted
    id, and the inner reason a rules module or pydantic gave (kept in its own words in both languages)."""
    while True:
        match = SequenceMatcher(None, english, italian, autojunk=False).find_longest_match()
        if match.size < 6:
            break
        english = english[:match.a] + " " + english[match.a + match.size:]
        italian = italian[:match.b] + " " + italian[match.b + match.size:]
    return {w.lower() for w in re.findall(r"[A-Za-z]{3,}", english)}, italian.lower()


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_damaged_save_is_explained_in_italian(case: str, tmp_path: Path, qapp: Any, italian: None) -> None:
    from gamesuite.ui.language import apply

    make, words = BROKEN[case]
    path = write(tmp_path / "broken.gsave.json", make())
    said = _why(path)
    apply("en")
    english = _why(path)
    assert said != english, said
    assert words in said, said
    assert said.startswith("broken.gsave.json: ")  # the file's name heads the sentence, as the Load dialog shows it
    own, rest = _own_words(english, said)
    assert own, english
    leaked = sorted(w for w in own if re.search(rf"\b{w}\b", rest))
    assert not leaked, (leaked, said)


def test_a_save_that_fails_to_rebuild_is_told_in_italian_and_the_notice_too(make_window: Any, tmp_path: Path) -> None:
    """The window's message box: the family reads why, in Italian; a repaired save's notice is Italian too."""
    from gamesuite.ui.language import apply

    saves = tmp_path / "saves"
    bad = write(saves / "noplayers.gsave.json", _players("demo", []), mtime=1_000)
    window = make_window(saves)
    apply("it")  # after the window: it starts in its settings' language
    assert not window.open_save(bad)
    assert window.messages[-1].endswith("noplayers.gsave.json: il salvataggio è danneggiato: non ha giocatori.")
    old = save_json("telefilm")
    old["actions"].append(BROKEN_MOVE)
    repaired = write(saves / "old.gsave.json", old, mtime=2_000)
    assert window.open_save(repaired)
    told = window.messages[-1]
    assert "le mosse precedenti non si possono più annullare" in told and "undo" not in told, told
