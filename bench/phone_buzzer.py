"""Telma on phones: the latency and timing error a phone buzzer adds, against the keyboard, on loopback.

Why: a Telma contest is decided by tens of milliseconds (tie window 200 ms by default). A press from a phone
crosses the network, which delays it by a few ms on a quiet Wi-Fi and by 50-250 ms when a phone's radio
wakes from power saving. If the app timed phone presses when they *arrived*, that delay would reorder calls.
So the phone stamps each press with its own clock synced to the server's (NTP-like: the ping with the
shortest round trip, see resources/phone/phone.js), and the hub believes the stamp within a bound.

What it measures, in one run (the real PhoneHub + server on 127.0.0.1, the real WebSocket protocol; the
phone is a Python client that behaves like the page, with a clock skewed by an arbitrary offset):

* keyboard baseline: a QKeyEvent posted to a widget → its handler (the app's own queueing);
* phone latency: the press → the hub's buzzer callback on the Qt thread (loopback network + thread hop);
* timing error: the time the hub gives a press minus the true press moment, with the phone's stamps and,
  for comparison, with arrival times; on loopback and with a simulated Wi-Fi delay (a few ms, and 8% of
  presses delayed 60-250 ms as a sleeping radio does);
* reorderings: pairs of presses by two phones 30 ms apart, each delayed independently: how often the
  recorded order is the wrong one, with stamps and with arrival times.

    .venv/bin/python bench/phone_buzzer.py [--presses 200] [--pairs 150] [--seed 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import threading
import time
from collections import deque
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt  # noqa: E402
from PySide6.QtGui import QKeyEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402
from websockets.sync.client import connect  # noqa: E402

from gamesuite.content import load_content  # noqa: E402
from gamesuite.rules import registry  # noqa: E402
from gamesuite.rules.core import GameConfig  # noqa: E402
from gamesuite.rules.sim import default_players  # noqa: E402
from gamesuite.ui.controller import GameController  # noqa: E402
from gamesuite.ui.phones.hub import PhoneHub  # noqa: E402

SKEW_MS = 7_654_321.0  # the phone's clock is elsewhere: only the sync makes its stamps meaningful


def now_ms() -> float:
    return time.monotonic() * 1000.0


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def summary(values: list[float]) -> dict[str, float]:
    return {"p50": round(pct(values, 50), 2), "p95": round(pct(values, 95), 2), "max": round(max(values), 2),
            "stdev": round(statistics.pstdev(values), 2)}


def wifi_delay(rng: random.Random) -> float:
    """A home Wi-Fi's one-way delay in ms: mostly a few ms, sometimes a sleeping radio."""
    if rng.random() < 0.08:
        return rng.uniform(60, 250)
    return 1.5 + rng.expovariate(1 / 6.0)


class Phone:
    """The page's protocol from Python: hello, clock sync by pings, stamped buzzes."""

    def __init__(self, hub: PhoneHub, seat: int) -> None:
        port = hub.server.port
        self.ws = connect(f"ws://127.0.0.1:{port}/ws", origin=f"http://127.0.0.1:{port}", open_timeout=5)
        self.ws.send(json.dumps({"type": "hello", "token": hub.tokens[seat]}))
        self.offset: float | None = None
        self.best = float("inf")

    def clock(self) -> float:
        return now_ms() + SKEW_MS

    def sync(self, pings: int = 8) -> None:
        for _ in range(pings):
            c = self.clock()
            self.ws.send(json.dumps({"type": "ping", "c": c}, separators=(",", ":")))
            while True:
                msg = json.loads(self.ws.recv(timeout=5))
                if msg.get("type") == "pong":
                    break
            done = self.clock()
            rtt = done - msg["c"]
            if rtt <= self.best:
                self.best = rtt
                self.offset = msg["s"] - (msg["c"] + done) / 2
            time.sleep(0.06)

    def buzz_message(self, press_clock: float) -> str:
        assert self.offset is not None
        return json.dumps({"type": "buzz", "t": press_clock + self.offset})


def run(presses: int, pairs: int, seed: int) -> dict[str, Any]:
    app = QApplication.instance() or QApplication([])
    rules = registry.get_rules("telma")
    controller = GameController(rules, GameConfig("telma", default_players(4), None, {}, load_content("telma", None)),
                                seed)
    handled: list[tuple[int, float, float]] = []  # (seat, recorded ms, handled at)

    def buzz(seat: int, ms: int) -> bool:
        handled.append((seat, float(ms), now_ms()))
        return True

    hub = PhoneHub(controller, host="127.0.0.1", buzz_press=buzz)
    hub.server.rate_per_s = hub.server.rate_burst = 10_000  # the bench presses faster than people
    hub.buzz_times = deque(maxlen=None)  # keep every press
    hub.start()

    # keyboard baseline: posted key events through the Qt queue to a handler
    widget = QWidget()
    key_latency: list[float] = []
    posted: list[float] = []

    class Filter(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
            if event.type() == QEvent.Type.KeyPress:
                key_latency.append(now_ms() - posted.pop(0))
                return True
            return False

    keys = Filter()
    widget.installEventFilter(keys)
    for _ in range(presses):
        posted.append(now_ms())
        event = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier)
        QCoreApplication.postEvent(widget, event)
        QCoreApplication.processEvents()
        time.sleep(0.002)

    phones: dict[int, Phone] = {}
    ready = threading.Event()
    truth: list[tuple[int, float]] = []  # (seat, true press ms on the server's clock)
    rng = random.Random(seed)
    plan: dict[str, Any] = {"phase": "loopback"}
    finished = threading.Event()

    def client() -> None:
        for seat in (0, 1):
            phones[seat] = Phone(hub, seat)
        ready.set()
        time.sleep(0.2)
        for phone in phones.values():
            phone.sync()
        for phase in ("loopback", "wifi"):
            plan["phase"] = phase
            for _ in range(presses):
                press = now_ms()
                message = phones[0].buzz_message(press + SKEW_MS)
                if phase == "wifi":
                    time.sleep(wifi_delay(rng) / 1000)
                truth.append((0, press))
                phones[0].ws.send(message)
                time.sleep(0.02)
        plan["phase"] = "pairs"
        for _ in range(pairs):  # seat 0 presses first, seat 1 30 ms later; each crosses its own Wi-Fi
            start = now_ms()
            sends = []
            for seat, at in ((0, start), (1, start + 30.0)):
                sends.append((at + wifi_delay(rng), seat, phones[seat].buzz_message(at + SKEW_MS), at))
            for send_at, seat, message, at in sorted(sends):
                wait = (send_at - now_ms()) / 1000
                if wait > 0:
                    time.sleep(wait)
                truth.append((seat, at))
                phones[seat].ws.send(message)
            time.sleep(0.35)
        time.sleep(0.3)
        finished.set()

    thread = threading.Thread(target=client, daemon=True)
    thread.start()
    while not ready.is_set():
        QCoreApplication.processEvents()
        time.sleep(0.001)
    while not finished.is_set() or len(handled) < len(truth):
        QCoreApplication.processEvents()
        time.sleep(0.0005)
        if finished.is_set() and len(handled) >= len(truth):
            break
    thread.join()
    hub.stop()

    # pair up: the hub records presses in arrival order; truth is in send (= arrival) order too
    assert len(handled) == len(truth) == len(hub.buzz_times), (len(handled), len(truth), len(hub.buzz_times))
    rows = [(seat, press, rec, at_handler, arrival) for (seat, press), (_s, rec, at_handler), (_s2, _t, arrival)
            in zip(truth, handled, hub.buzz_times, strict=True)]
    n = presses
    loop, wifi, pair_rows = rows[:n], rows[n:2 * n], rows[2 * n:]
    out: dict[str, Any] = {
        "keyboard_latency_ms": summary(key_latency),
        "phone_latency_loopback_ms": summary([h - p for _s, p, _r, h, _a in loop]),
        "stamp_error_loopback_ms": summary([r - p for _s, p, r, _h, _a in loop]),
        "arrival_error_loopback_ms": summary([a - p for _s, p, _r, _h, a in loop]),
        "stamp_error_wifi_ms": summary([r - p for _s, p, r, _h, _a in wifi]),
        "arrival_error_wifi_ms": summary([a - p for _s, p, _r, _h, a in wifi]),
    }
    wrong_stamped = wrong_arrival = 0
    for i in range(0, len(pair_rows), 2):
        by_seat = {row[0]: row for row in pair_rows[i:i + 2]}
        first, second = by_seat[0], by_seat[1]
        wrong_stamped += first[2] >= second[2]
        wrong_arrival += first[4] >= second[4]
    out["pairs_30ms_apart"] = pairs
    out["reordered_with_stamps"] = wrong_stamped
    out["reordered_with_arrival_times"] = wrong_arrival
    kb = out["keyboard_latency_ms"]["p50"] or 0.01
    out["ratio_phone_to_keyboard_latency_p50"] = round(out["phone_latency_loopback_ms"]["p50"] / kb, 1)
    app.processEvents()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--pairs", type=int, default=150)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    out = run(args.presses, args.pairs, args.seed)
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    for key, value in out.items():
        print(f"{key:38} {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
