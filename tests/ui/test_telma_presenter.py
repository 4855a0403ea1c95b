"""Telma's table model without a window: the words on the table, who glows, what a press becomes (from the
engine's templates, never a rule of the UI's own), the pickers, the setup panel, names kept exactly as typed,
and that the same view makes an equal model (so nothing repaints)."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path
from typing import Any

from gamesuite.i18n import render
from gamesuite.rules.core import Action, Rng, Viewer, fits_template
from gamesuite.rules.telma import RULES
from gamesuite.rules.telma.scenario import act, make_state
from gamesuite.rules.telma.state import TelmaState
from gamesuite.rules.telma.view import TelmaView
from gamesuite.ui.picker import ActionPicker
from gamesuite.ui.telma import presenter as P

ROOT = Path(__file__).resolve().parents[2]
KEYS = ("Q", "P", "Z", "M")
MARKUP = "Dungeons & <b>Dragons</b>"


def view_of(state: TelmaState) -> TelmaView:
    return RULES.view(state, Viewer.TABLE)


def model(state: TelmaState, **local: Any) -> P.TableModel:
    n = len(state.piles)
    return P.table_model(view_of(state), RULES.legal_actions(state), P.Local(keys=KEYS[:n], **local))


def named(state: TelmaState, names: list[str]) -> TelmaState:
    players = tuple(dataclasses.replace(p, name=n) for p, n in zip(state.config.players, names, strict=True))
    state.config = dataclasses.replace(state.config, players=players)
    return state


def pair() -> TelmaState:
    # Anna reveals anchor-2 onto Bruno's anchor-1: a two-player contest
    s = make_state([["anchor-2", "teapot-1"], ["kite-2"], ["cactus-2"]], faceup=[[], ["anchor-1"], ["snail-1"]])
    return act(s, "reveal", 0)[0]


def triple() -> TelmaState:
    s = make_state([["anchor+kite", "teapot-1"], ["cactus-2"], ["snail-2"]], faceup=[[], ["anchor-1"], ["kite-1"]])
    return act(s, "reveal", 0)[0]


def surto() -> TelmaState:
    s = make_state([["surto", "teapot-1"], ["cactus-2"], ["snail-2"], ["crown-2"]],
                   faceup=[[], ["anchor-1"], ["kite-1"], []])
    return act(s, "reveal", 0)[0]


def test_the_presenter_imports_no_qt_and_no_other_ui_module() -> None:
    tree = ast.parse((ROOT / "gamesuite" / "ui" / "telma" / "presenter.py").read_text("utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not {m for m in imported if m.startswith(("PySide6", "gamesuite.ui", "shiboken"))}, imported


def test_reveal_the_player_in_turn_glows_and_the_headline_says_who_and_which_key() -> None:
    m = model(make_state([["anchor-1"], ["kite-1"], ["cactus-1"]], turn=1))
    assert [s.mode for s in m.stations] == ["calm", "active", "calm"]
    assert m.headline == P.Line("Bruno reveals") and m.subline.text == "Press P or tap Bruno's round button"
    assert all(s.buzzer_clickable for s in m.stations) and not m.contest_layout
    assert m.round_text == "Round 1 of 3" and m.points_text == "worth 1 point · 3 players"
    assert m.status == "Round 1: Bruno reveals (key P)."
    assert not m.setup.visible and m.keys_hint == "Tap your round button\nor press your key"


def test_a_pair_call_may_leave_the_name_out_because_the_rules_say_so() -> None:
    s = pair()
    actions = RULES.legal_actions(s)
    anna = P.buzz_templates(actions, 0)
    assert P.may_leave_name_out(anna) and P.call_targets(anna) == (1,)
    assert P.buzz_templates(actions, 2) == []  # Carla is not in it: no template, why_not explains
    assert render(RULES.why_not(s, Action("buzz", 2, t_ms=5)), [p.name for p in s.config.players]) == \
        "Carla is not in this contest."
    m = model(s)
    assert m.headline == P.Line("CONTEST! Anna vs Bruno", P.HIGHLIGHT)
    assert m.subline.text == "Anchor: say the other's nickname — first to finish presses their key"
    assert m.note.text == "Waiting for the first call…"
    assert [st.mode for st in m.stations] == ["contest", "contest", "dimmed"]
    assert [st.top_highlighted for st in m.stations] == [True, True, False]
    assert m.tie_visible and not m.review.open and m.chips == ()


def test_calls_show_as_chips_and_the_review_opens_when_the_settle_template_accepts_now() -> None:
    s = act(act(pair(), "buzz", 0, t_ms=1000)[0], "buzz", 1, t_ms=1300)[0]
    actions = RULES.legal_actions(s)
    assert P.settle_from(actions) == 1300  # not before a recorded call (the view says the same)
    assert P.buzz_templates(actions, 0) == []  # already called
    early = model(s, now_ms=1299, review_ms=3000)
    assert early.chips == (P.Chip("Anna called first", 0, False, 0), P.Chip("Bruno +0.30s", 1, False, 1))
    assert not early.review.open
    m = model(s, now_ms=2800, review_ms=3000)
    assert m.review == P.Review(True, "Bruno takes the cards", 0.5)
    rejected = act(s, "reject_call", caller=0)[0]
    chips = model(rejected, now_ms=2800).chips
    assert chips[-1] == P.Chip("Anna: wrong", 0, True, None)  # no "✗" on a call already rejected


def test_a_three_way_call_needs_whose_nickname_and_the_targets_come_from_the_templates() -> None:
    s = triple()
    actions = RULES.legal_actions(s)
    assert not P.may_leave_name_out(P.buzz_templates(actions, 2))
    assert P.call_targets(P.buzz_templates(actions, 2)) == (0,)  # Carla may only name the revealer
    assert P.call_targets(P.buzz_templates(actions, 0)) == (1, 2)
    pending = (P.Pending(2, 2000, (0,)), P.Pending(0, 2050, (1, 2)))
    m = model(s, pending=pending)
    assert m.picker == (P.PickRow(2, "Carla said:", (("named:2:0", "Anna", 0),)),
                        P.PickRow(0, "Anna said:", (("named:0:1", "Bruno", 1), ("named:0:2", "Carla", 2))))
    assert not m.tie_visible and m.chips == () and m.subline.text == ""  # the picker is the one thing to read
    assert m.headline.text == "THREE-WAY: Anna vs Bruno and Carla"


def test_the_surto_everyone_in_and_nobody_names_themselves() -> None:
    s = surto()
    actions = RULES.legal_actions(s)
    assert P.call_targets(P.buzz_templates(actions, 3)) == (0, 1, 2)
    m = model(s)
    assert [st.mode for st in m.stations] == ["contest"] * 4
    assert [st.top_highlighted for st in m.stations] == [True, False, False, False]  # the Surto card
    assert m.headline.text == "THE SURTO! Everyone!"


def test_the_tie_button_is_one_click_only_when_the_rules_allow_one_tie() -> None:
    picker = ActionPicker(P.keys_of)
    picker.set_actions(P.click_actions(RULES.legal_actions(pair())))
    pick = picker.click("button:tie")
    assert pick.kind == "submit" and pick.action == Action("declare_tie", seats=[0, 1])
    picker.set_actions(P.click_actions(RULES.legal_actions(surto())))
    assert picker.click("button:tie").kind == "refuse"  # several possible ties: the picker asks who


def test_the_tie_picker_enables_split_only_for_a_tie_the_rules_accept() -> None:
    s = surto()
    one = model(s, tie_choice=frozenset({1}))
    assert one.tie_picker is not None and not one.tie_picker.split_enabled
    assert one.tie_picker.buttons[1] == P.TieButton("tie:1", "✓ Bruno", 1, True)
    two = model(s, tie_choice=frozenset({1, 2}))
    assert two.tie_picker is not None and two.tie_picker.split_enabled
    assert not two.tie_visible and not two.review.open


def test_the_settle_button_fills_the_template_the_picker_names() -> None:
    s = act(act(pair(), "buzz", 0, t_ms=1000)[0], "buzz", 1, t_ms=1500)[0]
    picker = ActionPicker(P.keys_of)
    picker.set_actions(P.click_actions(RULES.legal_actions(s)))
    pick = picker.click("button:ok")
    assert pick.kind == "submit" and pick.action is not None and pick.action.kind == "settle"
    assert fits_template(Action("settle", t_ms=1700), pick.action)
    assert not fits_template(Action("settle", t_ms=1400), pick.action)
    assert picker.click("wrong:1").action == Action("reject_call", caller=1)
    assert P.meant(view_of(s), "wrong:2", 0) == Action("reject_call", caller=2)
    assert str(RULES.why_not(s, Action("reject_call", caller=2))) == "That player has no call to reject."


def test_every_button_action_of_whole_games_is_chosen_by_its_own_click() -> None:
    """Seeded play-outs: at every step each button action is named by exactly its keys, no two share them,
    and every legal action is a press, a button or a typed nickname."""
    for seed in (1, 2, 3):
        s = RULES.new_game(make_state([["anchor-1"], ["kite-1"], ["cactus-1"]]).config, seed)
        rng = Rng(seed)
        for _ in range(300):
            if RULES.is_over(s):
                break
            actions = RULES.legal_actions(s)
            assert all(P.keys_of(a) or a.kind == "set_nickname" for a in actions)
            clicks = P.click_actions(actions)
            assert len({P.keys_of(a) for a in clicks}) == len(clicks)
            for a in clicks:
                picker = ActionPicker(P.keys_of)
                picker.set_actions(clicks)
                pick = picker.click(P.keys_of(a)[0])
                assert pick.kind == "submit" and pick.action == a
            s = RULES.apply(s, RULES.random_action(s, rng))[0]


def test_nicknames_are_shown_only_when_public_or_peeked_and_never_kept_when_hidden() -> None:
    s = pair()
    full = view_of(s)["players"][0]["nickname"]["full"]
    assert full and all(st.nickname == "" for st in model(s).stations)
    assert model(s, peek=True).stations[0].nickname == full
    assert model(s, peek=True).peek_label == "Hide nicknames" and model(s).peek_visible
    shown = make_state([["anchor-1"], ["kite-1"]], options={"show_nicknames": True})
    m = model(shown)
    assert m.stations[0].nickname and not m.peek_visible


def test_the_setup_panel_shows_the_round_part_and_the_engines_suggestions() -> None:
    s = RULES.new_game(make_state([["anchor-1"], ["kite-1"], ["cactus-1"]]).config, 7)
    v = view_of(s)
    m = model(s, assigning=1).setup
    assert m.visible and m.title == "Round 1 — choose a nickname: a common noun" and m.start == "Start round 1"
    assert [r.placeholder for r in m.rows] == [f"e.g. {p['nickname']['suggestion']}" for p in v["players"]]
    assert m.rows[1].key_cap == "…" and m.rows[1].change == "Press a key" and m.rows[1].lit
    assert all(r.wide and r.so_far == "" for r in m.rows)
    two = make_state([["anchor-1"], ["kite-1"]], round_no=2, phase="nicknames")
    row = model(two).setup.rows[0]
    nick = view_of(two)["players"][0]["nickname"]
    assert not row.wide and row.so_far == f"{nick['noun']} +" and row.value == nick["adjective"]
    note = P.suggested_note(["Bruno", "Carla"], 1)
    assert note.startswith("Bruno and Carla got suggestions in the empty boxes") and "Start round 1 again" in note


def test_item9_and_item8_the_end_screen_keeps_every_name_exactly_as_typed() -> None:
    s = named(make_state([["anchor-1"], ["kite-1"], ["cactus-1"]]), ["Anna", "Papà", MARKUP])
    s.phase, s.turn, s.winners, s.round_winners, s.scores = "over", None, [1], [[2], [1], [1]], [0, 3, 1]
    m = model(s)
    assert m.headline == P.Line("Papà wins the match!", P.HIGHLIGHT)
    assert m.subline.text == f"Points: Anna 0 · Papà 3 · {MARKUP} 1"
    assert m.note.text == f"Round 1: {MARKUP} · Round 2: Papà · Round 3: Papà — Game ▸ New game to play again"
    assert [st.mode for st in m.stations] == ["calm", "active", "calm"]
    assert m.status == "Papà wins the match!"


def test_item8_names_with_markup_reach_every_line_unchanged() -> None:
    s = named(pair(), [MARKUP, "Bruno & Co", "Carla"])
    m = model(s)
    assert m.headline.text == f"CONTEST! {MARKUP} vs Bruno & Co"
    assert m.stations[0].name == MARKUP and m.stations[1].name == "Bruno & Co"
    called = model(act(s, "buzz", 0, t_ms=10)[0])
    assert called.chips[0].text == f"{MARKUP} called first"


def test_the_same_view_makes_an_equal_model() -> None:
    for s in (pair(), triple(), surto(), make_state([["anchor-1"], ["kite-1"]])):
        assert model(s, now_ms=5) == model(s, now_ms=5)
