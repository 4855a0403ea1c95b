"""Quiz Club characters from the content (issue #16): the eight built-in ones plus those a pack brings.

"Through expansions, several character cards of the same color can enter the game. Make sure that each
player gets her own color." A seat's disc has the seat's colour (``PlayerConfig.colour``, unique); the
character card keeps its own colour (``card_colours`` decides whether two players may hold one colour).
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from gamesuite.i18n import rules_reference
from gamesuite.rules.core import GameConfig, PlayerConfig, Rng, Viewer
from gamesuite.rules.quizclub import RULES, SPEC
from gamesuite.rules.quizclub.deck import characters_of
from gamesuite.rules.quizclub.spec import BUILTIN_CHARACTERS, CHARACTER_OPTIONS, CHARACTERS
from gamesuite.rules.sim import default_players, simulate
from tests.rules.test_quizclub import DECK

# Two pack characters sharing the colours of built-in ones (Emma's purple, Gregori's teal), with six cards each.
FRIEDA = {"id": "frieda", "name": "Frieda", "colour": "#9a5bd1", "interests": ["games", "mathematics"]}
JONAS = {"id": "jonas", "name": "Jonas", "colour": "#2FB3B3", "interests": ["geography_travel"]}


def content(*characters: dict[str, Any], owners: tuple[str, ...] = ("frieda", "jonas")) -> dict[str, Any]:
    """The canary deck with the first 12 cards given to the pack characters (six each)."""
    cards = copy.deepcopy(DECK["cards"])
    for i, card in enumerate(cards[:12]):
        card["character"] = owners[i % len(owners)]
    return {"cards": cards, "characters": [dict(c) for c in (characters or (FRIEDA, JONAS))]}


CONTENT = content()


def config(n: int = 4, data: dict[str, Any] | None = None, players: tuple[PlayerConfig, ...] | None = None,
           **options: Any) -> GameConfig:
    return GameConfig("quizclub", players or default_players(n), None, {"starting_player": 0, **options},
                      CONTENT if data is None else data)


def test_the_built_in_characters_are_every_contents_with_their_card_colours() -> None:
    chars = characters_of({"cards": []})
    assert list(chars) == list(CHARACTERS) and all(chars[c]["name"] == c.capitalize() for c in CHARACTERS)
    assert len({c["colour"] for c in BUILTIN_CHARACTERS}) == 8  # the base game's eight colours
    with_pack = characters_of(CONTENT)
    assert list(with_pack) == [*CHARACTERS, "frieda", "jonas"]
    assert with_pack["jonas"]["colour"] == "#2fb3b3"  # colours compare in lower case


def test_pack_characters_can_be_chosen_and_show_in_every_view() -> None:
    s = RULES.new_game(config(4, character_1="frieda", character_2="jonas", character_3="emma",
                              character_4="gregori"), 3)
    assert s.characters == ["frieda", "jonas", "emma", "gregori"]
    view = RULES.view(s, Viewer.of_seat(0))
    assert [(p["character_name"], p["character_colour"]) for p in view["players"]] == [
        ("Frieda", "#9a5bd1"), ("Jonas", "#2fb3b3"), ("Emma", "#9a5bd1"), ("Gregori", "#2fb3b3")]
    assert [p["colour"] for p in view["players"]] == [p.colour for p in default_players(4)]  # discs: the seats'
    counts = {c["id"]: c["cards"] for c in view["deck"]["characters"]}
    assert counts["frieda"] == counts["jonas"] == 6 and sum(counts.values()) == len(CONTENT["cards"])
    names = {c["id"]: c["name"] for c in view["deck"]["characters"]}
    for card in view["hand"]:
        assert card["character_name"] == names[card["character"]]
    assert RULES.view(s, Viewer.TABLE)["deck"]["characters"] == view["deck"]["characters"]


def test_the_default_characters_and_the_built_in_deck_options_are_unchanged() -> None:
    s = RULES.new_game(config(3, data=DECK), 1)
    assert s.characters == ["lisa", "bernd", "esther"]
    s = RULES.new_game(config(3, deck_lisa=False, deck_bernd=False), 1)
    owners = {s.index[cid]["character"] for cid in s.deck}
    assert "lisa" not in owners and "bernd" not in owners and {"frieda", "jonas"} <= owners


@pytest.mark.parametrize(("options", "data", "message"), [
    ({"character_2": "frieda"}, DECK, "'frieda' is not a character of this game"),
    ({"character_1": "nobody"}, None, "'nobody' is not a character of this game"),
    ({"character_1": 3}, None, "rule option 'character_1'"),
    ({"character_1": "frieda", "character_2": "frieda"}, None, "Every player needs her own character card."),
    ({"character_9": "frieda"}, None, "has no rule option 'character_9'"),
])
def test_a_character_not_in_the_content_is_refused(options: dict, data: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        RULES.new_game(config(3, data=data, **options), 1)


@pytest.mark.parametrize(("change", "message"), [
    (lambda c: c["characters"].append({**FRIEDA, "id": "lisa"}), "character 'lisa' is a built-in character"),
    (lambda c: c["characters"].append(dict(FRIEDA)), "character 'frieda' is defined twice"),
    (lambda c: c["characters"][0].update(colour="purple"), "the colour must be '#rrggbb'"),
    (lambda c: c["characters"][0].update(name=""), "needs a name"),
    (lambda c: c["characters"][0].update(interests=["cooking"]), "interests must be a list of category ids"),
    (lambda c: c["characters"][0].update(id="Frieda!"), "an id is a-z"),
    (lambda c: c.update(characters="frieda"), "must be a list"),
    (lambda c: c["cards"][0].update(character="zed"), "unknown character 'zed'"),
    (lambda c: c.pop("characters"), "unknown character 'frieda'"),
])
def test_a_malformed_content_character_is_refused_with_a_sentence(change: Any, message: str) -> None:
    data = json.loads(json.dumps(CONTENT))
    change(data)
    with pytest.raises(ValueError, match=message):
        RULES.new_game(config(3, data=data), 1)


def test_cards_of_one_colour_are_allowed_by_default_and_refused_on_request() -> None:
    pair = {"character_1": "emma", "character_2": "frieda", "character_3": "lisa"}  # both purple cards
    s = RULES.new_game(config(3, **pair), 2)
    assert s.options["card_colours"] == "allowed"
    with pytest.raises(ValueError, match="Emma and Frieda have character cards of the same colour"):
        RULES.new_game(config(3, card_colours="different", **pair), 2)
    RULES.new_game(config(3, card_colours="different", character_1="jonas", character_2="frieda"), 2)
    # the seat colours stay unique whatever the cards are
    same = (PlayerConfig("A", "#d94f4f"), PlayerConfig("B", "#d94f4f"), PlayerConfig("C", "#3d7dd8"))
    with pytest.raises(ValueError, match="Every player needs her own colour"):
        RULES.new_game(config(3, players=same, character_1="frieda"), 2)


def test_the_spec_documents_the_characters_and_the_colour_choice() -> None:
    ref = rules_reference("quizclub", "en")  # resources/rules/quizclub.en.md (the spec's text moved there)
    assert "Character cards of one colour" in ref and "## Expansions" in ref
    opt = next(o for o in SPEC.options if o.id == "card_colours")
    assert opt.default == "allowed" and [v for v, _ in opt.choices] == ["allowed", "different"]
    for option in CHARACTER_OPTIONS:
        o = next(x for x in SPEC.options if x.id == option)
        assert "expansion" in o.description


@pytest.mark.parametrize("n", [3, 5, 8])
def test_seeded_games_with_pack_characters_play_to_the_end(n: int) -> None:
    chars = ["frieda", "jonas", *CHARACTERS][:n]
    options = {f"character_{i + 1}": c for i, c in enumerate(chars)}
    report, _seconds = simulate(RULES, players=n, games=6, seed=40 + n, variant=None, options=options,
                                content=CONTENT, deep_every=2)
    assert report.failures == 0, report.messages
    s = RULES.new_game(config(n, **options), 7)
    rng = Rng(7)
    while not RULES.is_over(s):
        s, _ = RULES.apply(s, RULES.random_action(s, rng))
        assert not RULES.check_invariants(s)
    assert RULES.view(s, Viewer.TABLE)["over"]
    again = RULES.state_from_json(json.loads(json.dumps(RULES.state_to_json(s))))
    assert RULES.view(again, Viewer.TABLE) == RULES.view(s, Viewer.TABLE)
