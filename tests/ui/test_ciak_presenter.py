"""The Ciak! table's words, keys and models, from views only (no painting)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from gamesuite.content.ciak import builtin_card_set
from gamesuite.rules.ciak import RULES
from gamesuite.rules.core import Action, GameConfig, Rng, Viewer
from gamesuite.rules.sim import default_players
from gamesuite.ui.ciak import presenter as P

CARD_SET = builtin_card_set()
BOOK = P.CardBook(CARD_SET)
GAMES = [("massacre", 2), ("massacre", 4), ("alliance", 4), ("dominion", 3)]


def states(variant: str, n: int, seed: int, steps: int = 400) -> Iterator[Any]:
    state = RULES.new_game(GameConfig("ciak", default_players(n), variant, {}, CARD_SET), seed)
    rng = Rng(seed)
    for _ in range(steps):
        yield state
        if RULES.is_over(state):
            return
        state, _ = RULES.apply(state, RULES.random_action(state, rng))


@pytest.mark.parametrize(("variant", "n"), GAMES)
def test_every_legal_action_has_its_own_clicks_and_each_click_names_a_table_item(variant: str, n: int) -> None:
    for state in states(variant, n, seed=11):
        view = RULES.view(state, Viewer.TABLE)
        legal = RULES.legal_actions(state)
        book = P.KeyBook(view, legal)
        keys = [book.keys_of(a) for a in legal]
        assert len(set(keys)) == len(keys), "two legal actions are clicked the same way"
        public = [a for a in legal if a.kind not in ("play", "discard")]
        pub = P.KeyBook(view, public)
        assert len({pub.keys_of(a) for a in public}) == len(public)
        seat = legal[0].seat if legal else None
        mine = RULES.view(state, Viewer.of_seat(seat)) if seat is not None else {}
        hand = {f"card:{c['uid']}" for c in mine.get("hand", [])}
        shown = {f"card:{c['uid']}" for c in P.iter_public_cards(view)}
        companies = {P.company_key(str(p["company"]["id"])) for p in view["players"]}
        companies |= {P.company_key(str(c["id"])) for p in view["players"] for c in p["controlled"]}
        stack = {P.stack_key(it) for it in view["stack"]}
        for a, ks in zip(legal, keys, strict=True):
            for k in ks:
                assert (k in shown or k in hand or k in companies or k in stack or k.startswith("button:")), (a, k)
            if a.kind not in ("play", "discard"):
                assert not any(k in hand for k in ks), f"{a} needs the hand but is public"


def test_a_staff_member_with_two_uses_asks_which_with_a_mode_button() -> None:
    view: dict[str, Any] = {"players": [{"seat": 0, "company": {"id": "pixel"}}], "stack": []}
    token = Action("token", 0, staff=70, card=3)
    ability = Action("ability", 0, source="card:70", index=0, target="card:3")
    book = P.KeyBook(view, [token, ability])
    assert book.keys_of(token) == ("card:70", P.MODE_TOKEN, "card:3")
    assert book.keys_of(ability) == ("card:70", "button:mode:ability:0", "card:3")
    assert book.role_at([token, ability], 1) == "mode"
    assert [b.key for b in P.mode_buttons(book, [token, ability], 1)] == ["button:mode:ability:0", P.MODE_TOKEN]
    alone = P.KeyBook(view, [token])
    assert alone.keys_of(token) == ("card:70", "card:3")  # one use: no question


@pytest.mark.parametrize(("variant", "n"), GAMES)
def test_the_prompt_never_depends_on_a_hand(variant: str, n: int) -> None:
    """A person with priority always gets the same buttons, whatever their hand allows."""
    seen_with_plays = seen_without = 0
    for state in states(variant, n, seed=5):
        view = RULES.view(state, Viewer.TABLE)
        d = view["decision"]
        if d["kind"] != "priority":
            continue
        seat = int(d["seat"])
        plays = [a for a in RULES.legal_actions(state) if a.kind == "play"]
        prompt = P.prompt_model(view)
        keys = [b.key for b in prompt.buttons]
        expected = [P.PASS, P.LOOK] + ([P.AUTOPASS] if seat != view["active"] else [])
        assert keys == expected, (keys, d)
        assert not prompt.thinking
        seen_with_plays += bool(plays)
        seen_without += not plays
    assert seen_with_plays and seen_without  # both cases were met, and looked the same


def test_computer_and_auto_pass_seats_show_the_same_deciding_prompt() -> None:
    state = next(iter(states("massacre", 3, seed=2, steps=1)))
    view = RULES.view(state, Viewer.TABLE)
    seat = int(view["decision"]["seat"])
    bots: list[str | None] = [None] * 3
    bots[seat] = "easy"
    bot = P.prompt_model(view, bots=bots)
    assert bot.thinking and bot.buttons == () and bot.title.endswith("is deciding…")
    assert "(computer)" in bot.title


def test_the_table_model_holds_a_hand_only_when_that_seat_s_hand_is_open() -> None:
    for state in states("massacre", 3, seed=9, steps=120):
        view = RULES.view(state, Viewer.TABLE)
        hidden = RULES.private_strings(state)
        closed = P.table_model(view, BOOK)
        text = repr(closed)
        assert closed.tray is None
        assert [h for h in hidden if h in text] == []
        mine = RULES.view(state, Viewer.of_seat(1))
        opened = P.table_model(view, BOOK, private=mine)
        assert opened.tray_seat == 1 and [f.name for f in opened.tray or ()] == P.hand_names(mine)
        assert opened.seats[1].hand_open and not opened.seats[0].hand_open


def test_faces_of_brief_cards_are_filled_in_from_the_card_set() -> None:
    design = next(c for c in CARD_SET["cards"] if c["type"] == "character")
    face = BOOK.face({"uid": 1, "design": design["id"], "name": design["name"], "type": "character"})
    assert (face.cost, face.stars) == (design["cost"], design["stars"])
    assert (face.att, face.dif) == (design["att"], design["dif"])
    assert face.text == CARD_SET["texts"][design["id"]]


def test_a_packed_card_set_reads_the_same() -> None:
    from gamesuite.rules.ciak.catalog import pack

    packed = pack(CARD_SET)
    assert P.PACKED in packed
    book = P.CardBook(P.card_set_of(packed))
    assert book.designs.keys() == BOOK.designs.keys()
    assert book.texts["stuntman_sergio"] == BOOK.texts["stuntman_sergio"]  # texts are written again


def _combat_view(stage: str, **extra: Any) -> dict[str, Any]:
    players = [{"seat": i, "name": n, "colour": c, "total_att": 3100, "total_dif": 2400}
               for i, (n, c) in enumerate((("Anna", "#d94f4f"), ("Bruno", "#3d7dd8")))]
    return {"players": players, "turn": 4, "combat": {"stage": stage, "attacker": 0, "defender": 1, "roll": 12} | extra}


def test_the_fight_says_what_happened() -> None:
    attack = {"seat": 0, "target": 1, "roll": 12, "needs": 7, "ok": True}
    fight = P.combat_model(_combat_view("fight"), attack)
    assert fight is not None and (fight.att, fight.dif, fight.needs, fight.outcome) == (3100, 2400, 7, "")
    assert "needs 7" in fight.detail
    done = P.combat_model(_combat_view("done", att=3100, dif=1000, outcome="damage"), attack,
                          {"seat": 1, "by": 0, "amount": 2100, "sackings": 2})
    assert done is not None and "a sacking of 2" in done.detail and "Anna draws 2" in done.detail
    lynch = P.combat_model(_combat_view("done", att=1000, dif=2400, outcome="lynching"), attack)
    assert lynch is not None and "Bruno lynches" in lynch.detail
    tie = P.combat_model(_combat_view("done", att=2400, dif=2400, outcome="tie"), attack)
    assert tie is not None and "nothing happens" in tie.detail
    failed = P.combat_model(_combat_view("failed"), attack | {"ok": False})
    assert failed is not None and failed.outcome == "failed" and "fails" in failed.detail
    assert P.combat_model({"players": [], "combat": {"stage": "none"}}) is None


def test_the_prompt_names_what_is_on_the_stack() -> None:
    view: dict[str, Any] = {
        "players": [{"seat": i, "name": n, "colour": "#888888", "cast_used": 0, "cast_limit": 6, "hand_size": 6}
                    for i, n in enumerate(("Anna", "Bruno"))],
        "decision": {"kind": "priority", "seat": 1}, "active": 0, "phase": 2, "over": False,
        "stack": [{"id": 1, "kind": "ability", "seat": 0, "label": "ability of Casting Director"}]}
    prompt = P.prompt_model(view)
    assert prompt.title == "Bruno: answer the ability of Casting Director?"
    assert prompt.hint == "The ability of Casting Director (Anna) resolves when everybody passes."
    view["stack"] = [{"id": 2, "kind": "card", "seat": 0, "label": "Stunt Double Swap"}]
    assert P.prompt_model(view).hint == "Anna's Stunt Double Swap resolves when everybody passes."


def test_log_lines_and_the_status_use_players_words() -> None:
    names = ["Anna", "Bruno"]
    assert P.log_line("pass", "Bruno passes.", {"seat": 1}, names) == "Bruno: no response."
    assert P.log_line("phase", "Phase 3.", {"phase": 3}, names) == "Phase 3: attack."
    assert P.log_line("play", "Anna plays X.", {"seat": 0}, names) == "Anna plays X."
    state = next(iter(states("alliance", 4, seed=3, steps=1)))
    line = P.status_line(RULES.view(state, Viewer.TABLE))
    assert line.startswith("Ciak! Alliance · turn 1") and "phase 2 (play)" in line


def test_stack_entries_point_at_their_targets() -> None:
    for state in states("massacre", 4, seed=3, steps=600):
        view = RULES.view(state, Viewer.TABLE)
        if len(view["stack"]) >= 2 and any(it.get("target") for it in view["stack"]):
            break
    else:
        pytest.fail("no stack of two in this game")
    entries = P.stack_entries(view, BOOK)
    assert [e.id for e in entries] == [int(it["id"]) for it in view["stack"]]
    for e, it in zip(entries, view["stack"], strict=True):
        if it.get("target"):
            assert e.target_key == P.ref_key(view, it["target"])
        if it["kind"] == "card":
            assert e.key == f"card:{it['card']['uid']}" and e.face is not None


def test_a_card_seen_again_gets_the_face_made_the_first_time_in_the_language_in_use() -> None:
    from gamesuite.content.ciak_lang import localize
    from gamesuite.i18n import current_language, set_language

    book = P.CardBook(CARD_SET)
    design = next(c for c in CARD_SET["cards"] if localize(c["id"], c["name"], "", "", "it")[0] != c["name"])
    card = {"uid": 7, "design": design["id"], "name": design["name"], "type": design["type"], "tokens": 0,
            "item": None}
    first = book.face(card)
    assert book.face(dict(card)) is first  # made once
    tokened = book.face(dict(card, tokens=2))
    assert tokened.tokens == 2 and first.tokens == 0  # a card that changed gets its own face
    was = current_language()
    try:
        set_language("it")
        italian = book.face(dict(card))
        assert italian.name != first.name and italian.name == localize(design["id"], design["name"], "", "", "it")[0]
    finally:
        set_language(was)
    assert book.face(dict(card)) is first
