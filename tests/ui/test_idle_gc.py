"""Full garbage collections in idle turns (gamesuite/ui/gcpause.py ``IdleCollector``), never inside a click's work."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication

from gamesuite.ui import gcpause
from gamesuite.ui.idle import IdleQueue


class Cycle:
    def __init__(self) -> None:
        self.me = self


@contextmanager
def installed(queue: IdleQueue) -> Iterator[gcpause.IdleCollector]:
    collector = gcpause.IdleCollector()
    collector.install(queue)
    try:
        yield collector
    finally:
        collector.uninstall()
        gc.unfreeze()


@contextmanager
def full_collections() -> Iterator[list[int]]:
    seen: list[int] = []

    def watch(phase: str, info: dict) -> None:
        if phase == "start" and info["generation"] == 2:
            seen.append(1)

    gc.callbacks.append(watch)
    try:
        yield seen
    finally:
        gc.callbacks.remove(watch)


def turns(n: int = 4) -> None:
    for _ in range(n):
        QCoreApplication.processEvents()


def test_a_full_collection_that_falls_due_in_a_clicks_work_runs_in_an_idle_turn(qtbot) -> None:  # noqa: ANN001, ARG001
    queue = IdleQueue(paused=lambda: False)
    with installed(queue) as collector, full_collections() as seen:
        collector.total = 0  # what reached the oldest generation since is more than a quarter of it: due
        kept = []
        for _ in range(gcpause.FULL_AFTER + 2):  # the click's work: enough allocations for a full collection
            kept.append([Cycle() for _ in range(2000)])
            gc.collect(1)  # (what the allocations would trigger: generation-1 collections, counted as CPython does)
        assert seen == [], "a full collection ran inside the click's work"
        assert queue.pending(collector) == 1
        turns()
        assert seen == [1] and collector.full == 1
        assert queue.pending(collector) == 0


def test_what_a_game_holds_is_frozen_and_freed_again_when_it_goes(qtbot) -> None:  # noqa: ANN001, ARG001
    queue = IdleQueue(paused=lambda: False)
    with installed(queue) as collector:
        held = Cycle()
        ref = weakref.ref(held)
        collector.game_opened()  # frozen: full collections while the game runs do not walk it
        assert gc.get_freeze_count() > 0
        del held
        gc.collect()
        assert ref() is not None  # (frozen: out of the collector's sight while the game runs)
        collector.game_closed()
        assert gc.get_freeze_count() == 0  # at once: a plain collection frees the old game, as before
        with full_collections() as seen:
            turns()
        assert ref() is None and seen == [1] and collector.full == 1  # the idle turn's collection freed it
        assert gc.get_freeze_count() > 0  # and froze what lives on


def test_a_game_opened_before_the_last_ones_collection_does_not_freeze_its_garbage(qtbot) -> None:  # noqa: ANN001, ARG001
    queue = IdleQueue(paused=lambda: False)
    with installed(queue) as collector:
        collector.game_opened()
        old = Cycle()
        ref = weakref.ref(old)
        collector.game_closed()
        del old
        collector.game_opened()  # "New game": the next table is made before an idle turn comes
        turns()
        assert ref() is None


def test_the_shell_installs_the_collector_on_its_queue(window) -> None:  # noqa: ANN001
    assert gcpause.collector.queue is window.idle
    assert gc.get_threshold()[2] == gcpause.HELD
