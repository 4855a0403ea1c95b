"""GameController: submit, refusals, undo/redo by snapshots, reveals, the log, autosave."""

from __future__ import annotations

from pathlib import Path

from gamesuite.rules import registry
from gamesuite.rules.core import Action, GameConfig, Viewer
from gamesuite.rules.sim import default_players
from gamesuite.storage.saves import read_save, restore
from gamesuite.storage.store import SaveStore
from gamesuite.ui.controller import GameController


def make(store: SaveStore | None = None, secret: str = "lucky") -> GameController:
    rules = registry.get_rules("demo")
    return GameController(rules, GameConfig("demo", default_players(3), content={"secret": secret}), 4, store=store)


def test_submit_applies_and_emits_events(qtbot) -> None:  # noqa: ANN001
    c = make()
    with qtbot.waitSignal(c.state_did_change) as blocker:
        assert c.submit(Action("open_round"))
    assert blocker.args[0][0].kind == "round_opened"
    assert c.game_log() == ["The Director opens round 1."]


def test_preview_shows_what_a_move_would_show_and_changes_nothing(qtbot) -> None:  # noqa: ANN001
    c = make()
    before = c.rules.state_to_json(c.state)
    seen: list[object] = []
    c.state_did_change.connect(seen.append)
    view, events = c.preview(Action("open_round"))
    assert [e.kind for e in events] == ["round_opened"]
    assert c.rules.state_to_json(c.state) == before and c.actions == [] and seen == []
    assert c.submit(Action("open_round"))
    assert view == c.view(Viewer.TABLE)


def test_an_illegal_action_is_refused_with_a_sentence_and_changes_nothing(qtbot) -> None:  # noqa: ANN001
    c = make()
    before = c.rules.state_to_json(c.state)
    with qtbot.waitSignal(c.action_was_refused) as blocker:
        assert not c.submit(Action("play", 1, card=3))
    assert "open the round" in blocker.args[0]
    assert c.rules.state_to_json(c.state) == before and c.actions == []


def test_undo_and_redo_restore_exact_snapshots(qtbot) -> None:  # noqa: ANN001
    c = make()
    c.submit(Action("open_round"))
    s1 = c.rules.state_to_json(c.state)
    card = c.legal_actions(seat=0)[0]
    c.submit(card)
    assert c.can_undo()
    assert c.undo()
    assert c.rules.state_to_json(c.state) == s1 and c.can_redo()
    assert c.redo()
    assert c.actions[-1] == card and not c.can_redo()


def test_a_new_action_clears_redo(qtbot) -> None:  # noqa: ANN001
    c = make()
    c.submit(Action("open_round"))
    c.submit(c.legal_actions(seat=0)[0])
    c.undo()
    c.submit(c.legal_actions(seat=0)[-1])
    assert not c.can_redo()


def test_actions_that_reveal_hidden_information_cannot_be_undone(qtbot) -> None:  # noqa: ANN001
    rules = registry.get_rules("demo")
    c = make()
    c.submit(Action("open_round"))
    lucky = c.state.lucky
    # play until someone plays the lucky number (a reveal) or the game ends
    while not c.is_over():
        legal = c.legal_actions()
        pick = next((a for a in legal if a.get("card") == lucky), legal[0])
        c.submit(pick)
        if pick.get("card") == lucky:
            assert not c.can_undo()
            return
    assert rules.is_over(c.state)


def test_autosave_after_every_accepted_action_and_load_round_trip(tmp_path: Path, qtbot) -> None:  # noqa: ANN001
    store = SaveStore(tmp_path)
    c = make(store)
    c.submit(Action("open_round"))
    c.submit(c.legal_actions(seat=0)[0])
    qtbot.waitUntil(lambda: c.save_path.exists() and len(read_save(c.save_path).actions) == 2, timeout=2000)
    saved = read_save(c.save_path)
    assert len(saved.actions) == 2
    loaded = restore(saved)
    assert c.rules.state_to_json(loaded.state) == c.rules.state_to_json(c.state)
    c2 = GameController(c.rules, loaded.config, loaded.seed, actions=loaded.actions)
    assert not c2.can_undo()  # nothing before the load can be undone
    assert c2.rules.state_to_json(c2.state) == c.rules.state_to_json(c.state)


def test_undo_is_not_logged_as_a_move(qtbot) -> None:  # noqa: ANN001
    c = make()
    c.submit(Action("open_round"))
    c.undo()
    assert c.game_log() == ["(Undone: The Director opens round 1.)"]  # what the move said, not its kind


# ----------------------------------------------------------------------------- undo and the log (issue #14)


def test_plain_undo_takes_back_public_moves_but_not_private_ones(qtbot) -> None:  # noqa: ANN001
    c = make()
    c.submit(Action("open_round"), private=True)  # the Director opened the round in private
    c.submit(c.legal_actions(seat=0)[0])  # a public move on the table
    assert c.undo()
    assert c.why_no_undo() is not None and "private" in c.why_no_undo()
    assert not c.undo() and len(c.actions) == 1
    assert c.undo(everyone=True) and c.actions == []
    assert c.why_no_undo() == "There is nothing to undo."


def test_redo_keeps_a_move_private(qtbot) -> None:  # noqa: ANN001
    c = make()
    c.submit(Action("open_round"), private=True)
    c.undo(everyone=True)
    c.redo()
    assert not c.can_undo() and c.can_undo(everyone=True)


def test_the_log_is_rebuilt_from_the_history_after_several_undos(qtbot) -> None:  # noqa: ANN001
    c = make()
    c.submit(Action("open_round"))
    c.submit(c.legal_actions(seat=0)[0])
    c.submit(c.legal_actions(seat=1)[0])
    played = c.game_log()
    assert len(played) == 3
    c.undo()
    c.undo()
    log = c.game_log()
    # the opening move stays; both undone moves are gone; both notes are there
    assert log[0] == "The Director opens round 1."
    assert not any(line in log for line in played[1:])
    assert sum(line.startswith("(Undone:") for line in log) == 2
    c.submit(c.legal_actions(seat=0)[-1])
    assert c.game_log()[-1].startswith("Anna plays") or "plays" in c.game_log()[-1]


def test_undo_takes_back_the_computers_moves_with_the_persons_move_before_them(qtbot) -> None:  # noqa: ANN001
    from gamesuite.rules.core import PlayerConfig

    rules = registry.get_rules("demo")
    players = (PlayerConfig("Anna"), PlayerConfig("Robo", bot="normal"), PlayerConfig("Bea"))
    c = GameController(rules, GameConfig("demo", players, content={"secret": "x"}), 4)
    c.submit(Action("open_round"))
    before = c.rules.state_to_json(c.state)
    c.submit(c.legal_actions(seat=0)[0])  # Anna
    c.submit(c.legal_actions(seat=1)[0])  # the computer answers at once
    assert c.undo()
    assert c.rules.state_to_json(c.state) == before  # back to Anna's decision, not the computer's
    assert len(c.actions) == 1


def test_a_game_where_only_computers_moved_has_nothing_of_yours_to_undo(qtbot) -> None:  # noqa: ANN001
    from gamesuite.rules.core import PlayerConfig

    rules = registry.get_rules("demo")
    players = (PlayerConfig("Robo", bot="easy"), PlayerConfig("Anna"))
    c = GameController(rules, GameConfig("demo", players, content={"secret": "x"}), 4)
    c.submit(Action("open_round"))  # a table move: a person's
    c.submit(c.legal_actions(seat=0)[0])  # the computer
    assert c.undo() and c.actions == []
    c2 = GameController(rules, GameConfig("demo", players, content={"secret": "x"}), 4)
    assert "nothing to undo" in c2.why_no_undo()


# ----------------------------------------------------------------------------- autosave off the UI thread (#13)


class _SlowStore(SaveStore):
    """A store whose writes wait until the test lets them through (a slow disk)."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        import threading

        self.gate = threading.Event()
        self.writes: list[int] = []

    def write(self, path: Path, save) -> None:  # noqa: ANN001
        self.gate.wait(5)
        self.writes.append(len(save.actions))
        super().write(path, save)


def test_autosave_returns_before_the_disk_and_the_newest_save_wins(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    store = _SlowStore(tmp_path / "saves")
    c = make(store)
    c.submit(Action("open_round"))
    c.autosave()  # the first write blocks on the "disk" ...
    for seat in (0, 1, 2):
        c.submit(c.legal_actions(seat=seat)[0])
        c.autosave()  # ... and the UI thread carries on at once
    assert store.writes == []
    store.gate.set()
    c.flush()
    assert store.writes[-1] == 4 and len(store.writes) <= 3  # intermediate saves were skipped, the last is there
    assert len(read_save(c.save_path).actions) == 4


def test_a_failed_background_save_is_reported_on_the_ui_thread(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    store = SaveStore(tmp_path / "saves")
    c = make(store)

    def broken(path: Path, save) -> None:  # noqa: ANN001
        raise OSError("disk full")

    store.write = broken  # type: ignore[method-assign]
    with qtbot.waitSignal(c.autosave_did_fail, timeout=3000) as blocker:
        c.autosave()
    assert "disk full" in blocker.args[0]



class CountingRules:
    """The demo's rules, counting what the controller asks of them."""

    def __init__(self, rules: object) -> None:
        self.rules, self.calls = rules, []

    def __getattr__(self, name: str) -> object:
        return getattr(self.rules, name)

    def view(self, state: object, viewer: Viewer) -> object:
        self.calls.append("view")
        return self.rules.view(state, viewer)

    def legal_actions(self, state: object) -> list[Action]:
        self.calls.append("legal")
        return self.rules.legal_actions(state)


def test_views_and_legal_actions_are_asked_of_the_rules_once_per_state(qtbot) -> None:  # noqa: ANN001
    c = make()
    c.rules = counting = CountingRules(c.rules)

    def ask() -> tuple[object, ...]:
        return (c.view(Viewer.TABLE), c.view(Viewer.TABLE), c.view(Viewer.of_seat(0)), c.legal_actions(),
                c.legal_actions(None), c.legal_actions(None, {"open_round"}), c.legal_actions(0, {"open_round"}))

    first = ask()
    again = ask()
    assert counting.calls == ["view", "view", "legal"]  # two viewers, one list of legal actions
    assert again == first
    mine = c.legal_actions(None)
    mine.clear()  # a caller's list is its own
    assert c.legal_actions(None) == first[4] != []
    assert c.submit(Action("open_round"))
    counting.calls.clear()
    after = ask()  # an applied action: a new state, asked again
    assert counting.calls == ["view", "view", "legal"] and after[0] != first[0]
    assert c.undo()
    again = ask()
    assert counting.calls == ["view", "view", "legal"] * 2 and again == first
