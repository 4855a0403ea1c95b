"""``Rng.shuffle`` (gamesuite/rules/core.py) inlines ``below``: it must draw exactly as the plain Fisher-Yates does.

Every game's deck (Ciak's, Telma's, ...) and every seeded save depend on the order, so the inlined loop is compared
with the plain one (``j = rng.below(i + 1)`` from the end) over many lengths and seeds, and the generator must be
left in the same state afterwards.
"""

from __future__ import annotations

from typing import Any

import pytest

from gamesuite.rules.core import Rng


def _plain_shuffle(rng: Rng, items: list[Any]) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


@pytest.mark.parametrize("seed", [0, 1, 7, 123456789, 2**63 + 5])
def test_shuffle_draws_as_the_plain_fisher_yates(seed: int) -> None:
    for length in [*range(0, 40), 63, 64, 65, 127, 128, 129, 150, 257, 1000]:
        fast, plain = Rng(seed + length), Rng(seed + length)
        a, b = list(range(length)), list(range(length))
        fast.shuffle(a)
        _plain_shuffle(plain, b)
        assert a == b, (seed, length)
        assert fast.state == plain.state  # the next draws are the same too
        assert fast.shuffled("abcdefg") == plain.shuffled("abcdefg")
