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


# seeded games of every mode, knock-outs and conquered companies included (rule options that change who controls what)
LIMIT_GAMES = [
    ("massacre", 3, {}, range(1, 9)),
    ("massacre", 4, {"controlled_company": "ability"}, range(1, 5)),
    ("alliance", 4, {}, range(1, 5)),
    ("dominion", 4, {"controlled_company": "ability"}, range(1, 5)),
]


def test_no_cast_is_over_its_limit_wherever_the_engine_gives_priority() -> None:
    """``settle`` checks the cast limits only after a step that may move a card, change who controls a company or
    knock a player out (``flow._BOARD``, a whole copy), and after a turn's close only when the card set's
    start-of-turn effects may move a card (ciakeng19): every state that waits for a priority decision must still
    have every cast within its limit, as the full check on it says. It fails with ``cast`` left out of ``_BOARD``."""
    given = outs = 0
    for variant, n, options, seeds in LIMIT_GAMES:
        config = GameConfig("ciak", default_players(n), variant, options, default_content("ciak"))
        for seed in seeds:
            s = RULES.new_game(config, seed)
            chooser = Rng(seed ^ 0x5EED)
            while not RULES.is_over(s):
                s, _ = RULES.apply(s, RULES.random_action(s, chooser))
                if not s.over and F.decision(s)[0] == "priority":
                    given += 1
                    assert F._overflow_seat(s) < 0, (variant, n, seed, s.turn, s.phase)
            outs += s.alive.count(False)
    assert given > 1000 and outs > 10
