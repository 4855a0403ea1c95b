"""The sentences and events Ciak!'s engine keeps for the process's life (``flow._SAID``, ``flow._SAID_EVENTS``).

They are made by ``flow._kept_say`` / ``flow._kept_event``: the same values as ``say`` / ``Event`` make, with
their fields in the instance instead of an instance ``__dict__`` (one object for the garbage collector to
allocate and walk instead of two; docs/performance.md, ciakeng16). These tests check that both ways give equal
values and that what the tables hold after real games carries no instance dict (a kept site that went back to
``Event(...)`` or ``say(...)`` fails here).
"""

from __future__ import annotations

import gc
from typing import Any

from gamesuite.rules.ciak import flow as F
from gamesuite.rules.core import QT_TRANSLATE_NOOP, Event, Msg, player
from tests.rules.test_ciak_helpers import playout


def _has_instance_dict(value: Any, field: str) -> bool:
    """Whether ``value`` holds its fields in a ``__dict__`` of its own (found without reading ``__dict__``, which
    would make one: the collector's view of what the instance refers to)."""
    return any(type(r) is dict and field in r for r in gc.get_referents(value))


def test_kept_sentences_and_events_equal_the_usual_ones() -> None:
    cases: list[dict[str, Any]] = [{}, {"name": player(1)}, {"name": player(2), "card": "Lucky Scarf", "n": 3}]
    for params in cases:
        text = QT_TRANSLATE_NOOP("ciak", "{name} plays {card}.")
        kept, usual = F._kept_say(text, **params), F.say(text, **params)
        assert kept == usual and repr(kept) == repr(usual)
        assert kept.params == usual.params and kept.to_json() == usual.to_json() and str(kept) == str(usual)
        data = {"seat": 1, "card": 7}
        for reveals in (False, True):
            event, plain = F._kept_event("play", kept, data, reveals), Event("play", usual, data, reveals)
            assert event == plain and repr(event) == repr(plain)
            assert event.to_json() == plain.to_json()
    assert not _has_instance_dict(F._kept_say("x {name}", name=player(0)), "context")
    assert _has_instance_dict(F.say("x {name}", name=player(0)), "context")  # (the check sees a dict)


def test_what_the_tables_keep_after_real_games_carries_no_instance_dict() -> None:
    for variant, n, seed in (("massacre", 3, 11), ("dominion", 4, 12), ("alliance", 4, 13)):
        for _ in playout(variant, n, seed, {}):
            pass
    events = list(F._SAID_EVENTS.values())
    sentences = list(F._SAID.values())
    assert len(events) > 100 and len(sentences) > 10
    kinds = {e.kind for e in events}
    assert {"turn", "draw", "resolve", "enters", "combat", "damage", "boost", "play", "discard"} <= kinds, kinds
    for event in events:
        assert not _has_instance_dict(event, "kind"), event
        assert not isinstance(event.text, Msg) or not _has_instance_dict(event.text, "context"), event
    for msg in sentences:
        assert not _has_instance_dict(msg, "context"), msg
