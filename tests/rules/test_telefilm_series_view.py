"""Telefilm views carry the series a question is about (issue #14 item 12).

Keys: ``question.series`` / ``question.year`` once the question is read (and on each ``question.two``
entry after TWO), and in ``director_private`` each card's ``series`` / ``year`` (Period cards) and each
``questions[i].series`` / ``year`` (a Mix question's own, a Period question its card's). Content without
series (older packs) adds no key at all, so those views keep their old shape.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from gamesuite.rules.core import Viewer
from gamesuite.rules.telefilm import RULES
from gamesuite.rules.telefilm.state import TelefilmState
from gamesuite.rules.telefilm.testing import act, scenario

CANARY = json.loads((Path(__file__).parent.parent / "fixtures" / "telefilm_canary.json").read_text("utf-8"))
BETS = {"crime/vintage": 9, "drama/new": 8, "scifi/modern": 5, "mix": 4}
DIFF = {"crime/vintage": 2, "drama/new": 3, "scifi/modern": 1, "mix": 1}


def with_series(content: dict[str, Any]) -> dict[str, Any]:
    """The canary deck naming its series: each Period card one series (with a year on every other
    card), each Mix question its own."""
    out = copy.deepcopy(content)
    for i, card in enumerate(out["cards"]):
        if card["deck"] == "period":
            card["series"] = f"Series of {card['id']}"
            if i % 2 == 0:
                card["year"] = 1960 + i
        else:
            for n, q in enumerate(card["questions"], start=1):
                q["series"] = f"Mix series {card['id']} #{n}"
                q["year"] = 1990 + n
    return out


def setup(content: dict[str, Any], specials: dict[int, list[str]] | None = None,
          stacks: dict[str, list[int]] | None = None, bets: dict[str, int] | None = None) -> TelefilmState:
    """Bruno (1) answers the space with the highest bet (Crime · Vintage) first; Anna (0) directs."""
    return scenario(content, 4, bets=bets or BETS, difficulty=DIFF,
                    stacks=stacks or {"crime/vintage": [1], "mix": [2]}, specials=specials)


def card_of(s: TelefilmState) -> dict[str, Any]:
    assert s.q is not None
    return dict(RULES.card(s, s.q["card"]))


def test_read_period_question_shows_its_cards_series_on_the_table() -> None:
    s = setup(with_series(CANARY))
    s, _ = act(s, "pick", 1, number=2)
    card = card_of(s)
    assert card["deck"] == "period"
    for viewer in (Viewer.TABLE, Viewer.of_seat(1), Viewer.DIRECTOR):
        q = RULES.view(s, viewer)["question"]
        assert q["text"] == card["questions"][1]["text"]
        assert q["series"] == card["series"]
        assert ("year" in q) == ("year" in card) and q.get("year") == card.get("year")


def test_series_is_not_shown_before_the_question_is_read() -> None:
    s = setup(with_series(CANARY))
    q = RULES.view(s, Viewer.TABLE)["question"]
    assert q["step"] == "pre" and "text" not in q and "series" not in q and "year" not in q


def test_mix_question_shows_its_own_series_and_year() -> None:
    s = setup(with_series(CANARY), stacks={"mix": [2]}, bets={"mix": 9, "crime/vintage": 4, "drama/new": 8})
    assert s.q is not None and s.q["space"] == "mix"
    s, _ = act(s, "pick", 2, number=3)
    q = RULES.view(s, Viewer.TABLE)["question"]
    card = card_of(s)
    assert card["deck"] == "mix" and "series" not in card
    assert q["series"] == card["questions"][2]["series"] == f"Mix series {card['id']} #3"
    assert q["year"] == 1993


def test_two_entries_carry_each_questions_series() -> None:
    s = setup(with_series(CANARY), specials={1: ["two"]})
    s, _ = act(s, "play", 1, card="two")
    s, _ = act(s, "pick_two", 1, numbers=[2, 4])
    card = card_of(s)
    two = RULES.view(s, Viewer.TABLE)["question"]["two"]
    assert [t["number"] for t in two] == [2, 4]
    assert all(t["series"] == card["series"] for t in two)


def test_director_cards_carry_series_per_card_and_per_question() -> None:
    s = setup(with_series(CANARY))
    s, _ = act(s, "pick", 1, number=1)
    private = RULES.view(s, Viewer.DIRECTOR)["director_private"]
    cards = list(private["board"].values()) + [private["current"]]
    assert any(c["deck"] == "mix" for c in cards) and any(c["deck"] == "period" for c in cards)
    for c in cards:
        raw = next(x for x in with_series(CANARY)["cards"] if x["id"] == c["id"])
        if c["deck"] == "period":
            assert c["series"] == raw["series"] and c.get("year") == raw.get("year")
            assert all(q["series"] == raw["series"] and q.get("year") == raw.get("year") for q in c["questions"])
        else:
            assert "series" not in c and "year" not in c
            assert [q["series"] for q in c["questions"]] == [q["series"] for q in raw["questions"]]
            assert [q["year"] for q in c["questions"]] == [q["year"] for q in raw["questions"]]


def test_content_without_series_keeps_the_old_view_shape() -> None:
    """Older packs (and saved games) have no series: no new key appears anywhere in any view."""
    s = setup(CANARY, specials={1: ["two"]})
    s, _ = act(s, "play", 1, card="two")
    s, _ = act(s, "pick_two", 1, numbers=[1, 3])
    s, _ = act(s, "choose", 1, number=3)
    for viewer in (Viewer.TABLE, Viewer.of_seat(1), Viewer.DIRECTOR):
        text = json.dumps(RULES.view(s, viewer))
        assert '"series"' not in text and '"year"' not in text
    assert "text" in RULES.view(s, Viewer.TABLE)["question"]
