"""A phone without a browser: a plain WebSocket client for the phone hub, run while the Qt loop turns."""

from __future__ import annotations

import json
import time
from typing import Any

from PySide6.QtCore import QCoreApplication
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect


def open_ws(hub: Any) -> ClientConnection:
    port = hub.server.port
    return connect(f"ws://{hub.server.host}:{port}/ws", origin=f"http://{hub.server.host}:{port}", open_timeout=5)


def pump(seconds: float = 0.05) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.002)


def receive(ws: ClientConnection, timeout: float = 5.0) -> dict[str, Any]:
    """The next message from the hub, running the Qt loop meanwhile (the hub answers on the Qt thread)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        try:
            return json.loads(ws.recv(timeout=0.01))
        except TimeoutError:
            continue
    raise AssertionError("no message from the hub")


def closed(ws: ClientConnection, timeout: float = 5.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        try:
            ws.recv(timeout=0.01)
        except TimeoutError:
            continue
        except ConnectionClosed:
            return True
    return False


def join(hub: Any, seat: int) -> tuple[ClientConnection, dict[str, Any]]:
    """A phone holding ``seat``: connected, token proved, its first state received."""
    ws = open_ws(hub)
    ws.send(json.dumps({"type": "hello", "token": hub.tokens[seat]}))
    state = receive(ws)
    assert state["type"] == "state" and state["seat"] == seat, state
    return ws, state
