"""Whole three-player games played by clicking, on two screens (table + Director window) and on one
screen through the hand-off gate, checked at every move by a canary: no question text, option,
correct answer or special card in a hand reaches the shared table screen before it is public (a
deck whose every text is unique)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamesuite.rules.core import GameConfig, Viewer
from gamesuite.rules.sim import default_players
from gamesuite.rules.telefilm import RULES
from gamesuite.rules.telefilm.testing import right_letter, scenario
from gamesuite.ui.controller import GameController
from tests.support.driver import TableDriver, flush
from tests.ui.leaks import assert_no_leak, everything_shown
from tests.ui.test_telefilm_driver import play_out, shown_options, table

CANARY = json.loads((Path(__file__).parent.parent / "fixtures" / "telefilm_canary.json").read_text("utf-8"))


def start(window, players: int = 3, options: dict | None = None, seed: int = 5) -> GameController:  # noqa: ANN001
    config = GameConfig("telefilm", default_players(players), "standard", options or {"director_rounds": 1},
                        content=CANARY)
    controller = GameController(RULES, config, seed, store=window.store)
    window.resize(960, 600)  # the smallest window: every grab() below renders fewer pixels
    window._open_session(controller)
    return controller


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [x for v in value.values() for x in _strings(v)]
    if isinstance(value, list):
        return [x for v in value for x in _strings(v)]
    return []


class Public:
    """Everything the table view has ever shown: once public (a question read, options asked for),
    a text may stay on the table or in the log after it leaves the view."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def update(self, controller: GameController) -> None:
        self.seen.update(_strings(controller.view(Viewer.TABLE)))


def secrets(controller: GameController, public: Public) -> list[str]:
    """Every text never made public, plus the ways the table would mark the current question's answer."""
    state = controller.state
    public.update(controller)
    out = [x for x in RULES.private_strings(state) if x not in public.seen]
    q = state.q
    if q is not None and not q["empty"] and q["number"] is not None:
        question = RULES.question(state, q["card"], q["number"])
        right = question["answer"]
        text = question["options"]["ABCDE".index(right)]
        out += [f"Answer {right}: {text}", "CORRECT"]
        if not q["shown"] or right not in q["shown"]:
            out.append(text)  # the right option, not read aloud: no trace of it
    return out


def check_table(window, checked: list[int], public: Public) -> None:  # noqa: ANN001
    """The shared screen shows nothing private, and marks no option as correct before the reveal."""
    c = window.controller
    public.update(c)
    if window.page.private.isVisible():
        return  # a private panel after the gate: seen only by the one who confirmed
    assert_no_leak(window, secrets(c, public), c.game_log())
    q = c.view(Viewer.TABLE).get("question") or {}
    if q.get("number") is not None:
        assert not [o for o in shown_options(window) if o.state == "correct"]
    checked.append(1)


def test_a_whole_game_on_two_screens_leaks_nothing_to_the_table(window, qtbot) -> None:  # noqa: ANN001
    c = start(window, seed=5)
    qtbot.waitUntil(lambda: window.director.isVisible())
    checked: list[int] = []
    public = Public()

    def each(w) -> None:  # noqa: ANN001
        check_table(w, checked, public)
        ui = w.game_ui
        if w.page.gate.isVisible() or w.page.private.isVisible():
            # on two screens only a Star's hand, asked for from the table, passes the gate
            assert ui.requested is not None and ui.requested.kind == "seat"
        else:
            # otherwise the Director's panel is up on the second screen for the whole game (covered until
            # the Director first looks)
            assert w.director.covered() or type(w.director.panel()).__name__ == "DirectorPanel"

    play_out(window, qtbot, each=each, specials=True)
    v = c.view(Viewer.TABLE)
    assert v["over"] and v["turn"] == 3
    assert c.words(c.result().text) in window.status.text()
    kinds = {a.kind for a in c.actions}
    # every kind of move was made by clicking, special cards through the gated hands
    assert {"bet", "place", "pick", "declare", "judge", "answer", "reveal", "play"} <= kinds
    assert "fifty_pick" in kinds  # the Director chose 50%'s wrong option in his window, checked at every move
    for seat, fig in table(window).figures.items():
        assert fig.progress == v["scores"][seat]  # the figures stand where the scores say
    assert len(checked) > 50
    # the Director window did show secrets: the check above is not vacuous
    assert "CORRECT" in everything_shown(window.director) or c.is_over()


def test_a_whole_game_on_one_screen_leaks_nothing_to_the_table(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    c = start(window, seed=9)
    assert not window.director.isVisible()
    checked: list[int] = []
    private_seen: list[str] = []
    gates: list[str] = []
    public = Public()

    def each(w) -> None:  # noqa: ANN001
        if w.page.gate.isVisible():
            gates.append(w.page.gate.name)
            assert w.page.private.panel is None  # nothing private is built behind the gate
        if w.page.private.isVisible():
            private_seen.append(type(w.page.private.panel).__name__)
            # a private panel only when the Director must act, or a Star asked for their hand
            assert Viewer.DIRECTOR in c.waiting_for() or w.game_ui.requested is not None
        check_table(w, checked, public)

    play_out(window, qtbot, each=each, specials=True)
    assert c.is_over()
    assert {"DirectorPanel", "HandPanel"} <= set(private_seen)
    names = [p.name for p in c.config.players]
    assert {f"{n} (Director)" for n in names} <= set(gates)  # each player directed once, behind the gate
    assert not window.page.private.isVisible() and not window.page.gate.isVisible()
    assert len(checked) > 40


def test_the_question_stays_off_the_table_when_the_setting_is_off(one_screen, qtbot) -> None:  # noqa: ANN001
    window = one_screen
    window.act_question.setChecked(False)
    c = start(window, seed=3)
    checked: list[int] = []
    asked: list[str] = []
    public = Public()
    read_privately: list[str] = []

    def each(w) -> None:  # noqa: ANN001
        check_table(w, checked, public)
        if w.page.private.isVisible() and type(w.page.private.panel).__name__ == "DirectorPanel":
            read_privately.append(everything_shown(w.page.private))
        state = c.state
        q = state.q
        if q is not None and q["number"] is not None and not w.page.private.isVisible():
            text = RULES.question(state, q["card"], q["number"])["text"]
            assert text not in everything_shown(w.page)
            assert f"reads question {q['number']}" in table(w).card.text_item.text
            asked.append(text)

    play_out(window, qtbot, each=each, until=lambda w: len(set(asked)) >= 3)
    assert len(set(asked)) >= 3
    # the Director read each question from the card, behind the gate
    assert all(any(text in shown for shown in read_privately) for text in set(asked))


@pytest.mark.parametrize("screens", ["window", "one_screen"])
def test_the_directors_fifty_choice_leaks_nothing_to_the_table(screens: str, request, qtbot) -> None:  # noqa: ANN001
    """50% with fifty_wrong = director: the Director sees the correct answer and one button per wrong
    option; the table shows no option (and no mark) until he has chosen, then the two in A-E order."""
    window = request.getfixturevalue(screens)
    d = TableDriver(window, qtbot)
    state = scenario(CANARY, 3, bets={"mix": 9, "crime/vintage": 7, "drama/new": 5},
                     stacks={"mix": [1, 2], "crime/vintage": [2], "drama/new": []}, specials={1: ["fifty"]})
    c = GameController(RULES, state.config, 1, base=state, store=window.store)
    window._open_session(c)
    window.game_ui.finish_animations()
    if screens == "window":
        qtbot.waitUntil(lambda: window.director.isVisible())
    checked: list[int] = []
    public = Public()
    d.click_key("button:q3")
    d.click_key("button:special")
    d.confirm_gate()
    d.click(d.panel_button("play:fifty"))
    flush()
    window.game_ui.finish_animations()
    right = right_letter(c.state)
    assert c.view(Viewer.TABLE)["question"]["step"] == "fifty"
    extra = [f"the correct one ({right})", "click the wrong option", "always read"]
    if screens == "one_screen":
        assert d.gate_up() and window.page.private.panel is None
    assert_no_leak(window, secrets(c, public) + extra, c.game_log())
    check_table(window, checked, public)
    assert not shown_options(window)
    if screens == "one_screen":
        d.confirm_gate()
    director = d.private_panel(open_covers=True)
    assert director is not None and "CORRECT" in everything_shown(director)
    assert f"the correct one ({right})" in everything_shown(director)
    wrong = next(x for x in "ABCDE" if x != right)
    d.click(d.panel_button(f"fifty:{wrong}"))
    flush()
    window.game_ui.finish_animations()
    check_table(window, checked, public)
    assert_no_leak(window, [s for s in secrets(c, public) if s != "CORRECT"] + extra[:1], c.game_log())
    assert [o.letter for o in shown_options(window)] == sorted([right, wrong])
    assert len(checked) == 2
