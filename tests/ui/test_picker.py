"""The action picker narrows legal actions by clicks (Qt-free)."""

from __future__ import annotations

from gamesuite.rules.core import Action
from gamesuite.ui.picker import ActionPicker


def keys_of(a: Action) -> tuple[str, ...]:
    if a.kind == "play":
        card = f"hand:{a['card']}"
        return (card, a["target"]) if a.get("target") else (card,)
    return (f"button:{a.kind}",)


ACTIONS = [
    Action("play", 0, card=1),
    Action("play", 0, card=2, target="card:7"),
    Action("play", 0, card=2, target="card:8"),
    Action("pass", 0),
]


def test_first_clicks_are_the_first_keys_of_every_legal_action() -> None:
    p = ActionPicker(keys_of)
    p.set_actions(ACTIONS)
    assert p.clickable() == {"hand:1", "hand:2", "button:pass"}


def test_a_card_with_targets_narrows_then_submits_on_the_target() -> None:
    p = ActionPicker(keys_of)
    p.set_actions(ACTIONS)
    assert p.click("hand:2").kind == "narrow"
    assert p.chosen() == ("hand:2",)
    assert p.clickable() == {"card:7", "card:8", "hand:2"}  # the chosen card cancels
    pick = p.click("card:8")
    assert pick.kind == "submit" and pick.action == ACTIONS[2]
    assert p.chosen() == ()


def test_a_single_action_submits_at_once_and_a_wrong_click_is_refused() -> None:
    p = ActionPicker(keys_of)
    p.set_actions(ACTIONS)
    assert p.click("button:pass").action == ACTIONS[3]
    assert p.click("card:7").kind == "refuse"
    p.click("hand:2")
    assert p.click("hand:1").kind == "refuse"  # not a target of card 2


def test_clicking_the_chosen_key_again_or_cancel_steps_back() -> None:
    p = ActionPicker(keys_of)
    p.set_actions(ACTIONS)
    p.click("hand:2")
    assert p.click("hand:2").kind == "cancel" and p.chosen() == ()
    p.click("hand:2")
    assert p.cancel() and p.chosen() == () and not p.cancel()


def test_new_legal_actions_keep_a_choice_only_while_it_is_still_possible() -> None:
    p = ActionPicker(keys_of)
    p.set_actions(ACTIONS)
    p.click("hand:2")
    p.set_actions(ACTIONS[:3])
    assert p.chosen() == ("hand:2",)
    p.set_actions([ACTIONS[0], ACTIONS[3]])
    assert p.chosen() == ()
