"""Issue #18: a game that cannot start says why in the players' language (the shell's "Cannot start")."""

from __future__ import annotations

from typing import Any

from gamesuite.rules.sim import default_players

ONLY_ARNOLD = {f"deck_{c}": False for c in ("lisa", "bernd", "esther", "torben", "marike", "emma", "gregori")}


def _refused(window: Any, options: dict[str, Any]) -> str:
    from gamesuite.ui import language

    before = language.current()
    language.apply("it")
    try:
        window.retranslate()
        count = len(window.messages)
        assert window.start_game("quizclub", default_players(4), options=options, seed=1) is None
        assert len(window.messages) == count + 1
        return window.messages[-1]
    finally:
        language.apply(before)


def test_too_few_cards_are_refused_in_italian(window: Any) -> None:
    said = _refused(window, {"short_deck": "refuse", **ONLY_ARNOLD})
    assert "Restano solo 16 carte domanda dopo aver tolto le domande di " in said, said
    assert "Gregori; 4 giocatori ne richiedono almeno 20." in said, said  # the names joined in Italian
    assert "remain" not in said and "players" not in said


def test_an_invalid_set_up_is_refused_in_italian(window: Any) -> None:
    said = _refused(window, {"character_1": "emma", "character_2": "emma"})
    assert said.endswith("Ogni giocatore deve avere la sua carta personaggio."), said


def test_in_english_the_same_refusal_reads_in_english(window: Any) -> None:  # the Italian above is no accident
    assert window.start_game("quizclub", default_players(4), options={"short_deck": "refuse", **ONLY_ARNOLD}) is None
    assert "question cards remain after removing Lisa, Bernd, Esther" in window.messages[-1], window.messages
