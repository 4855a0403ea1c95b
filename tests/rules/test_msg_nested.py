"""A sentence inside a sentence (Ciak!'s "Anna plays X on Bruno's Y"): a Msg parameter may be a Msg; it is put
into words where shown, nests in JSON and reads back the same."""

from __future__ import annotations

import json

from gamesuite.i18n import render
from gamesuite.rules.core import QT_TRANSLATE_NOOP, Msg, is_msg_json, player

NAMES = ["Anna", "Bruno"]


def nested() -> Msg:
    target = Msg("ciak", QT_TRANSLATE_NOOP("ciak", "{name}'s {card}"), name=player(1), card="Stand-in Double")
    return Msg("ciak", QT_TRANSLATE_NOOP("ciak", "{name} plays {card} on {target}."), name=player(0),
               card="Dramatic Close-Up", target=target)


def test_a_nested_sentence_is_put_into_words_with_the_names() -> None:
    assert render(nested(), NAMES) == "Anna plays Dramatic Close-Up on Bruno's Stand-in Double."
    assert str(nested()) == "player 1 plays Dramatic Close-Up on player 2's Stand-in Double."  # no names: seats


def test_a_nested_sentence_nests_in_json_and_reads_back() -> None:
    data = json.loads(json.dumps(nested().to_json()))  # plain JSON all the way down
    assert is_msg_json(data) and is_msg_json(data["params"]["target"])
    again = Msg.from_json(data)
    assert render(again, NAMES) == render(nested(), NAMES)
    assert str(again) == str(nested())
    assert not is_msg_json({"player": 1}) and not is_msg_json("text")
