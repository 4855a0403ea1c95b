"""The cast limit is checked before anyone gets priority, also when the resolution that broke it asked a choice first.

A character whose on-play ability lynches enters (its owner is now over the limit) and its resolution asks for the
lynch's target: ``settle`` returns for that decision before its cast-limit check. The answer (``choose``) is then
settled with the check, so the owner sacrifices to fit before priority goes round. Before the fix, the owner played
on over the limit until the turn's end checked again (``check_invariants`` flags it). The seeds below are games
where this happens; the test also asserts that it does, so a change of the games cannot make it pass vacuously.
"""

from __future__ import annotations

from gamesuite.content import default_content
from gamesuite.rules.ciak import RULES
from gamesuite.rules.ciak import flow as F
from gamesuite.rules.core import GameConfig, Rng
from gamesuite.rules.sim import default_players


def test_a_choice_that_ends_a_resolution_is_followed_by_the_cast_limit_check() -> None:
    config = GameConfig("ciak", default_players(3), "massacre", {}, default_content("ciak"))
    fits_after_a_choice = 0
    for seed in (28, 49, 50):
        s = RULES.new_game(config, seed)
        chooser = Rng(seed ^ 0x5EED)
        step = 0
        while not RULES.is_over(s):
            action = RULES.random_action(s, chooser)
            s, _ = RULES.apply(s, action)
            step += 1
            assert RULES.check_invariants(s) == [], (seed, step, str(action))
            if action.kind == "choose" and F.decision(s)[0] == "fit":
                fits_after_a_choice += 1
    assert fits_after_a_choice >= 3
