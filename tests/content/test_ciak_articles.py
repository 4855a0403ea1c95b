"""Italian sentences that put a card's or company's name after a preposition merge it with the name's article
("rispondi al Bacio Infinito", not "rispondi a Il Bacio Infinito"): the helper (gamesuite/i18n/italian.py), the
log lines (gamesuite.i18n.render) and the table's prompt (gamesuite/ui/ciak/presenter.py). A player's name is
never merged."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from gamesuite.i18n import fill, render
from gamesuite.i18n.italian import articulated, merge_prepositions
from gamesuite.rules.core import QT_TRANSLATE_NOOP, player


@pytest.mark.parametrize(("prep", "phrase", "merged"), [
    ("di", "Il Bacio Infinito", "del Bacio Infinito"),
    ("a", "Il Bacio Infinito", "al Bacio Infinito"),
    ("da", "Il Bacio Infinito", "dal Bacio Infinito"),
    ("in", "Il Bacio Infinito", "nel Bacio Infinito"),
    ("su", "Il Bacio Infinito", "sul Bacio Infinito"),
    ("di", "Lo Sceneggiatore Nervoso", "dello Sceneggiatore Nervoso"),
    ("a", "La Sera della Prima", "alla Sera della Prima"),
    ("su", "L'Attore del Metodo", "sull'Attore del Metodo"),
    ("di", "L’Attore", "dell’Attore"),
    ("in", "Gli Stunt", "negli Stunt"),
    ("da", "I Soliti Ignoti", "dai Soliti Ignoti"),
    ("a", "Le Comparse", "alle Comparse"),
    ("Di", "La Diva", "Della Diva"),
    ("a", "il personaggio equipaggiato", "al personaggio equipaggiato"),
    # no definite article, or no simple preposition: side by side
    ("a", "Incidente Pirotecnico", "a Incidente Pirotecnico"),
    ("a", "uno dei tuoi personaggi", "a uno dei tuoi personaggi"),
    ("a", "Il", "a Il"),
    ("a", "Lollywood", "a Lollywood"),
    ("per", "Il Bacio Infinito", "per Il Bacio Infinito"),
    ("a", "te", "a te"),
])
def test_a_preposition_merges_with_the_article_of_the_name_after_it(prep: str, phrase: str, merged: str) -> None:
    assert articulated(prep, phrase) == merged


def test_only_the_named_fields_merge_and_other_words_stay() -> None:
    template, values = merge_prepositions("{card} di {name} va su {target}; casa di {name}", ("card", "target"),
                                          {"card": "La Diva", "name": "Lo Wei", "target": "Il Bacio"})
    assert template.format(**values) == "La Diva di Lo Wei va sul Bacio; casa di Lo Wei"
    assert merge_prepositions("rispondi a {label}", (), {"label": "Il Bacio"})[0] == "rispondi a {label}"
    assert merge_prepositions("Vada {card}", ("card",), {"card": "Il Bacio"})[0] == "Vada {card}"  # not a word


@pytest.fixture
def italian(qapp: Any) -> Iterator[None]:
    import gamesuite.ui.ciak  # noqa: F401 - the Ciak plug-in names the game's content in the app's language
    from gamesuite.ui import language

    language.apply("it")  # (tests/conftest.py's _english_again brings English back)
    yield


def test_the_log_merges_card_names_and_never_players(italian: None) -> None:
    from gamesuite.rules.ciak.flow import say

    mine = say(QT_TRANSLATE_NOOP("ciak", "{name}'s {card}"), name=player(0), card="Ghost of the Silent Era")
    plays = say(QT_TRANSLATE_NOOP("ciak", "{name} plays {card} on {target}."), name=player(1),
                card="Stunt Double Swap", target=mine)
    said = render(plays, ["Anna", "Bruno"])
    assert said.endswith(" sul Fantasma del Muto di Anna.") and said.startswith("Bruno gioca "), said
    ability = say(QT_TRANSLATE_NOOP("ciak", "ability of {card}"), card="The Eternal Screen Kiss")
    assert render(ability) == "l'abilità del Bacio Infinito"
    uses = say(QT_TRANSLATE_NOOP("ciak", "{name} plays {card} on {target}."), name=player(1), card="Cut! Take Two!",
               target=ability)
    assert render(uses, ["Anna", "Bruno"]).endswith(" sull'abilità del Bacio Infinito."), render(uses)
    back = say(QT_TRANSLATE_NOOP("ciak", "{card} returns to {name}'s hand."), name=player(0), card="The Lost Reel")
    assert render(back, ["Il Nonno"]) == "La Pizza Perduta torna in mano a Il Nonno."  # a player: as they wrote it
    goes = say(QT_TRANSLATE_NOOP("ciak", "The {label} goes on the stack."), label=ability)
    assert render(goes) == "L'abilità del Bacio Infinito va sulla pila."  # a sentence starts with a capital
    yours = say(QT_TRANSLATE_NOOP("ciak", "{name}'s {card}"), name=player(0), card="The Lost Reel")
    on_yours = say(QT_TRANSLATE_NOOP("ciak", "{name} plays {card} on {target}."), name=player(1),
                   card="Stunt Double Swap", target=yours)
    assert render(on_yours, ["La Pizza Perduta", "Bruno"]).endswith(" su La Pizza Perduta di La Pizza Perduta.")


def test_the_log_in_english_is_untouched() -> None:
    from gamesuite.rules.ciak.flow import say

    line = say(QT_TRANSLATE_NOOP("ciak", "ability of {card}"), card="The Eternal Screen Kiss")
    assert render(line) == "ability of The Eternal Screen Kiss"
    assert fill("answer {label}?", ("label",), label="The Lost Reel") == "answer The Lost Reel?"


def test_the_prompt_names_the_card_on_the_stack_in_italian_with_its_article(italian: None) -> None:
    from gamesuite.rules.ciak.flow import say
    from gamesuite.ui.ciak import presenter as P

    view: dict[str, Any] = {
        "players": [{"seat": i, "name": n, "colour": "#888888", "cast_used": 0, "cast_limit": 6, "hand_size": 6}
                    for i, n in enumerate(("Anna", "Bruno"))],
        "decision": {"kind": "priority", "seat": 1}, "active": 0, "phase": 2, "over": False,
        "stack": [{"id": 2, "kind": "card", "seat": 0, "label": "The Eternal Screen Kiss"}]}
    assert P.prompt_model(view).title == "Bruno: rispondi al Bacio Infinito?"
    assert P.prompt_model(view, aloud_by="Anna").title.startswith("Bruno: rispondi al Bacio Infinito?")
    ability = say(QT_TRANSLATE_NOOP("ciak", "ability of {card}"), card="Casting Director")
    view["stack"] = [{"id": 3, "kind": "ability", "seat": 0, "label": "ability of Casting Director",
                      "words": ability.to_json()}]
    assert P.prompt_model(view).title == "Bruno: rispondi all'abilità del Direttore del Casting?"
    chosen = P.prompt_model(view, choosing="La Sera della Prima", choosing_role="other")
    assert chosen.hint == "Completa la scelta della Sera della Prima."
