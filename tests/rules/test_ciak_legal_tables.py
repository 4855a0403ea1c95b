"""The per-card-set millions tables of Ciak's legal-action listing (``engine._Reads.use_m`` / ``off_m``).

The zone loops of the listing read one table entry per card instead of a set test and an index: a card without an
activated ability (or without one usable on another's turn) costs ``engine._NEVER`` millions, and so does the extra
last entry, which an empty myth or staff place (-1) reads. These tests fail if a table lists a card it should not,
forgets one, or loses the last entry (an empty place would then read the last card's cost).
"""

from __future__ import annotations

import copy

from gamesuite.content import default_content
from gamesuite.rules.ciak import engine as E
from gamesuite.rules.ciak.spec import MAX_MILLIONS
from tests.rules.test_ciak_helpers import new


def test_tables_match_the_catalog_for_every_card_and_an_empty_place() -> None:
    s = new(3)
    cat = s.cat
    reads = E._reads(cat)
    assert len(reads.use_m) == len(reads.off_m) == len(cat.uid_ref) + 1
    for table, ids, need in ((reads.use_m, cat.use_uids, cat.uid_millions_needed),
                             (reads.off_m, cat.off_use_uids, cat.uid_off_millions)):
        for millions in (-1, 0, 1, 2, 3, MAX_MILLIONS, 10 * MAX_MILLIONS):
            for u in range(len(cat.uid_ref)):
                assert (table[u] <= millions) == (u in ids and need[u] <= millions), (u, millions)
            assert not table[-1] <= millions  # an empty place (-1): never a card to use


def _last_card_usable_off_turn() -> dict:
    """The built-in card set with a staff card usable on another's turn moved to the end (the card -1 would
    index without the extra entry)."""
    content = copy.deepcopy(default_content("ciak"))
    cards = content["cards"]
    staff = next(c for c in cards if c["type"] == "staff" and any(
        a["trigger"] == "activated" and not a.get("condition") and not a.get("target") for a in c.get("abilities", ())))
    cards.remove(staff)
    cards.append(staff)
    return content


def test_an_empty_place_never_lists_an_ability_on_another_turn() -> None:
    """A seat with an empty myth and empty staff places and every million there is lists only its pass on another's
    turn, though the card set's last card could be used then."""
    s = new(3, content=_last_card_usable_off_turn()).copy()
    last = len(s.cat.uid_ref) - 1
    assert last in s.cat.off_use_uids and s.cat.uid_uses[last]  # (what the test is about)
    p = 1
    s.hands[p] = []
    s.cast[p] = []
    s.myth[p] = -1
    s.staff[p] = [-1, -1, -1]
    s.millions[p] = 10 * MAX_MILLIONS
    s.pending = []
    s.priority = p
    s._legal = None
    assert s.active != p
    assert E.legal(s) == [E._PASS_OF[p]]
