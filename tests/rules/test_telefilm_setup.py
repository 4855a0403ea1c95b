"""Telefilm: setup per player count, the Director's cards and bets (phase 1), token placement (phase 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamesuite.i18n import rules_reference
from gamesuite.rules.core import Event, IllegalAction, Viewer
from gamesuite.rules.telefilm import RULES, SPEC
from gamesuite.rules.telefilm.testing import act, config, scenario
from tests.rules.words import said

CANARY = json.loads((Path(__file__).parent.parent / "fixtures" / "telefilm_canary.json").read_text("utf-8"))


def cards_of(spaces: list[str]) -> dict:
    """A deck holding only the canary cards of these spaces."""
    keep = []
    for c in CANARY["cards"]:
        sp = "mix" if c["deck"] == "mix" else f"{c['genre']}/{c['period']}"
        if sp in spaces:
            keep.append(c)
    return {"cards": keep}


@pytest.mark.parametrize(
    ("n", "tokens", "bets", "keep", "rounds"),
    [
        (3, 2, [5, 7, 9], 2, 5),
        (4, 2, [4, 5, 8, 9], 3, 3),
        (5, 1, [5, 7, 9], 2, 3),
        (6, 1, [4, 5, 8, 9], 3, 2),
        (7, 1, [4, 5, 8, 9], 3, 2),
    ],
)
def test_setup_table_per_player_count(n: int, tokens: int, bets: list[int], keep: int, rounds: int) -> None:
    s = RULES.new_game(config(n, CANARY), 3)
    assert s.phase == "bets" and sorted(s.bet_tokens) == bets
    assert [len(h) for h in s.specials] == [3] * n
    assert len(s.special_box) == 21 - 3 * n
    assert RULES.turns_total(s) == n * rounds
    assert RULES.waiting_for(s) == [Viewer.DIRECTOR]
    spaces = [RULES.space_of(s, c) for c in s.hand]
    assert spaces[0] == "mix" and len(spaces) == 6 and len(set(spaces)) == 6  # 1 Mix + 5 different Period
    while s.phase == "bets":
        s, _ = RULES.apply(s, RULES.legal_actions(s)[0])
    assert len(s.bets) == keep + 1 and "mix" in s.bets
    assert s.tokens_left == [0 if i == s.director else tokens for i in range(n)]
    assert len(s.hand) == 0 and len(s.board) == keep + 1
    assert len(s.discards["period"]) == 5 - keep  # the Period cards not chosen


def test_the_mix_space_always_gets_a_bet() -> None:
    s = RULES.new_game(config(3, CANARY), 5)
    periods = [RULES.space_of(s, c) for c in s.hand[1:]]
    s, _ = act(s, "bet", 0, space=periods[0], value=9)
    s, _ = act(s, "bet", 0, space=periods[1], value=7)
    assert {(a["space"], a["value"]) for a in RULES.legal_actions(s)} == {("mix", 5)}
    with pytest.raises(IllegalAction):
        act(s, "bet", 0, space=periods[2], value=5)
    s, ev = act(s, "bet", 0, space="mix", value=5)
    assert s.phase == "place"
    assert any(e.kind == "cards_chosen" for e in ev)


def test_only_the_director_bets_and_only_with_tokens_left() -> None:
    s = RULES.new_game(config(4, CANARY), 2)
    with pytest.raises(IllegalAction, match="Director"):
        act(s, "bet", 1, space="mix", value=9)
    s, _ = act(s, "bet", 0, space="mix", value=9)
    with pytest.raises(IllegalAction):
        act(s, "bet", 0, space=RULES.space_of(s, s.hand[1]), value=9)


def test_duplicate_genre_period_is_redrawn_and_only_its_deck_is_told() -> None:
    content = cards_of(["mix", "crime/vintage", "drama/vintage"])
    s = RULES.new_game(config(3, content), 0)
    # rebuild the decks in a known order (the top card is the last one) and start the turn again
    ids = {c["id"]: i for i, c in enumerate(content["cards"])}
    s.hand, s.discards = [], {"mix": [], "period": []}
    s.decks = {
        "mix": [ids["canary-mix-1"], ids["canary-mix-2"], ids["canary-mix-3"]],
        "period": [ids["canary-drama-vintage-1"], ids["canary-crime-vintage-2"], ids["canary-crime-vintage-1"]],
    }
    below = ("canary-drama-vintage-2", "canary-drama-vintage-3", "canary-crime-vintage-3")
    s.decks["period"] = [ids[x] for x in below] + s.decks["period"]
    ev: list[Event] = []
    RULES._start_turn(s, ev)
    assert [RULES.space_of(s, c) for c in s.hand] == ["mix", "crime/vintage", "drama/vintage"]
    assert s.redraws == [{"deck": "period"}]
    redrawn = [e for e in ev if e.kind == "redrawn"]
    assert len(redrawn) == 1 and not redrawn[0].reveals
    assert said(s, redrawn[0].text) == ("The Director drew 1 Period card for a space already drawn: it is discarded "
                                        "and replaced.")
    assert redrawn[0].data == {"deck": "period", "count": 1, "redraws": 1}
    # neither the event nor any view names the replaced card's genre or period
    assert "crime" not in json.dumps(redrawn[0].data).lower() and "Crime" not in said(s, redrawn[0].text)
    table = RULES.view(s, Viewer.TABLE)
    assert table["redraws"] == [{"deck": "period"}]
    for viewer in (Viewer.TABLE, Viewer.of_seat(1), Viewer.of_seat(2)):
        assert "crime/vintage" not in json.dumps(RULES.view(s, viewer)["redraws"])
        assert "Crime" not in json.dumps(RULES.view(s, viewer)["redraws"])
    assert s.discards["period"] == [ids["canary-crime-vintage-2"]]
    assert not RULES.check_invariants(s)


def test_periods_option_leaves_the_other_periods_out() -> None:
    s = RULES.new_game(config(4, CANARY, options={"periods": "new"}), 1)
    in_deck = s.decks["period"] + s.hand[1:]
    assert {RULES.card(s, c)["period"] for c in in_deck} == {"new"}
    assert {RULES.card(s, c)["period"] for c in s.out_of_play} == {"vintage", "modern"}
    assert len(s.hand) == 1 + 4  # only four New crossings exist
    assert not RULES.check_invariants(s)


def test_a_deck_without_enough_crossings_is_refused() -> None:
    with pytest.raises(ValueError, match="crossings"):
        RULES.new_game(config(4, cards_of(["mix", "crime/vintage", "drama/vintage"])), 0)
    with pytest.raises(ValueError, match="Mix"):
        RULES.new_game(config(3, cards_of(["crime/vintage", "drama/vintage"])), 0)
    with pytest.raises(ValueError, match="players"):
        RULES.new_game(config(2, CANARY), 0)


BETS4 = {"crime/vintage": 9, "drama/new": 8, "scifi/modern": 5, "mix": 4}


def test_stars_place_from_the_directors_left_and_second_tokens_wait_in_3_4_player_games() -> None:
    s = scenario(CANARY, 4, bets=BETS4, director=2)
    assert s.place_queue == [3, 0, 1, 3, 0, 1]
    assert RULES.waiting_for(s) == [Viewer.of_seat(3)]
    with pytest.raises(IllegalAction) as refused:
        act(s, "place", 0, space="mix")
    assert said(s, refused.value.sentence) == "It is Dario's turn to place a character token."
    s, _ = act(s, "place", 3, space="mix")
    with pytest.raises(IllegalAction):  # Dario's second token must wait for the others' first
        act(s, "place", 3, space="drama/new")
    s, _ = act(s, "place", 0, space="mix")
    s, _ = act(s, "place", 1, space="mix")
    s, _ = act(s, "place", 3, space="crime/vintage")
    assert RULES.view(s, Viewer.TABLE)["spaces"][0]["tokens"] == [3, 0, 1]  # stacking order kept


def test_tokens_only_on_bet_spaces_never_two_of_a_character() -> None:
    s = scenario(CANARY, 3, bets={"crime/vintage": 9, "drama/new": 7, "mix": 5}, director=0)
    with pytest.raises(IllegalAction, match="bet token"):
        act(s, "place", 1, space="comedy/new")
    s, _ = act(s, "place", 1, space="crime/vintage")
    s, _ = act(s, "place", 2, space="crime/vintage")
    with pytest.raises(IllegalAction, match="already"):
        act(s, "place", 1, space="crime/vintage")
    assert {a["space"] for a in RULES.legal_actions(s)} == {"drama/new", "mix"}


def test_at_most_four_tokens_on_a_space() -> None:
    s = scenario(CANARY, 7, bets=BETS4, director=0)
    for seat in (1, 2, 3, 4):
        s, _ = act(s, "place", seat, space="crime/vintage")
    assert len(s.stacks["crime/vintage"]) == 4
    with pytest.raises(IllegalAction, match="at most 4"):
        act(s, "place", 5, space="crime/vintage")
    assert "crime/vintage" not in {a["space"] for a in RULES.legal_actions(s)}


def test_spaces_are_played_from_the_highest_bet_down() -> None:
    s = scenario(CANARY, 5, bets={"mix": 9, "crime/vintage": 5, "drama/new": 7}, director=0)
    for seat in (1, 2, 3, 4):
        s, _ = act(s, "place", seat, space="crime/vintage")
    assert s.phase == "questions" and s.q["space"] == "mix" and s.q["empty"]
    assert s.queue == ["drama/new", "crime/vintage"]


def test_spec_declares_every_option_in_the_rules_reference() -> None:
    ids = [o.id for o in SPEC.options]
    assert len(ids) == len(set(ids)) and len(ids) >= 15
    for o in SPEC.options:
        assert f"`{o.id}`" in rules_reference("telefilm"), o.id
        assert o.description and o.validate(o.default) == o.default
    assert {v.id: (v.min_players, v.max_players) for v in SPEC.variants} == {
        "standard": (3, 7),
        "two_player": (2, 2),
        "cards_only": (2, 7),
    }
