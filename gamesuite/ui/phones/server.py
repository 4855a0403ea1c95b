"""The phone server: a small HTTP + WebSocket server on the home network, Qt-free, in its own thread.

Why this stack: ``websockets`` (BSD, pure Python, maintained, ~1 MB) serves both the phone page (through
its ``process_request`` hook: a fixed set of files from ``resources/phone/``) and the WebSocket on one port,
on an asyncio loop in a daemon thread. The bridge to Qt is Qt's own: every message is handed to callbacks
that the :class:`gamesuite.ui.phones.hub.PhoneHub` turns into queued signals, so the controller is only
ever touched on the Qt thread, and the event loop of the app stays Qt's. QtHttpServer/QtWebSockets would
need PySide6-Addons, a ~200 MB wheel next to the ~60 MB of PySide6-Essentials the app ships.

What the server decides itself (cheap, before anything reaches the Qt thread): who may connect (private,
loopback and link-local addresses only; the page's own origin), how big a message may be
(:data:`MAX_MESSAGE`), how fast a connection may talk (a token bucket: :data:`RATE_PER_S`, burst
:data:`RATE_BURST`; over it, the connection is closed), how many connections exist (:data:`MAX_CONNECTIONS`),
and how long a connection may stay without saying who it is (:data:`HELLO_TIMEOUT_S`). Tokens and seats
are the hub's business: the server does not know them.

What to avoid: touching Qt objects from this thread (only the callbacks, which emit signals); serving any
path that is not in :data:`FILES`; storing anything on the phone (no cookies; ``Cache-Control: no-store``).
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import itertools
import json
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

MAX_MESSAGE = 4096  # bytes a phone may send in one message (an action with a typed answer fits easily)
RATE_PER_S = 8.0  # messages a second a connection may keep sending ...
RATE_BURST = 20.0  # ... after a burst of this many
MAX_CONNECTIONS = 24
HELLO_TIMEOUT_S = 10.0
FILES = {"/": ("index.html", "text/html; charset=utf-8"), "/index.html": ("index.html", "text/html; charset=utf-8"),
         "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
         "/phone.css": ("phone.css", "text/css; charset=utf-8")}
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; "
       "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


def page_folder() -> Path:
    from gamesuite.paths import resources_dir

    return resources_dir() / "phone"


def lan_address() -> str:
    """This computer's address on the home network (the interface of the default route), else 127.0.0.1.

    A UDP "connect" sends nothing: it only asks the system which interface would be used."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere, never sent
        address = s.getsockname()[0]
        if allowed_peer(address):
            return address
    return "127.0.0.1"


def allowed_peer(address: str) -> bool:
    """Whether a peer may talk to the server: the home network only (private, loopback, link-local)."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return bool(ip.is_private or ip.is_loopback or ip.is_link_local) and not ip.is_unspecified


@dataclass
class _Bucket:
    rate: float
    burst: float
    tokens: float = 0.0
    at: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        self.tokens = self.burst

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class PhoneServer:
    """Serves the phone page and its WebSocket (``/ws``) on ``host:port`` from a daemon thread.

    ``on_open(conn_id)``, ``on_message(conn_id, text)``, ``on_close(conn_id)`` are called from the server's
    thread (the hub makes them queued Qt signals). :meth:`send` and :meth:`close_connection` may be called
    from any thread."""

    def __init__(self, on_message: Callable[[int, str], None], on_open: Callable[[int], None] = lambda _c: None,
                 on_close: Callable[[int], None] = lambda _c: None, *, host: str | None = None, port: int = 0,
                 folder: Path | None = None) -> None:
        self.on_message = on_message
        self.on_open = on_open
        self.on_close = on_close
        self.host = host or lan_address()
        self.port = port
        self.folder = folder or page_folder()
        self._files = {path: ((self.folder / name).read_bytes(), kind) for path, (name, kind) in FILES.items()}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: Server | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._conns: dict[int, ServerConnection] = {}
        self._ids = itertools.count(1)
        self.refused = 0  # connections and messages refused (for tests and the log)
        self.rate_per_s = RATE_PER_S
        self.rate_burst = RATE_BURST
        self.proved: set[int] = set()  # connections whose token the hub accepted (they may ask the time)

    # ------------------------------------------------------------------ life
    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/"

    def start(self) -> None:
        if self.running:
            return
        self._ready.clear()
        self._error = None
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self._error is not None:
            raise OSError(f"the phone server could not start: {self._error}")

    def stop(self) -> None:
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(self._shutdown)
        thread.join(10)
        self._thread = None
        self._loop = None

    def _shutdown(self) -> None:
        if self._server is not None:
            self._server.close()

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve())
        except BaseException as exc:  # noqa: BLE001 - reported to start()
            self._error = exc
            self._ready.set()
        finally:
            loop.close()

    async def _serve(self) -> None:
        async with serve(self._handler, self.host, self.port, process_request=self._process_request,
                         max_size=MAX_MESSAGE, max_queue=4, ping_interval=10, ping_timeout=10,
                         compression=None, server_header=None) as server:
            self._server = server
            self.port = server.sockets[0].getsockname()[1]
            self._ready.set()
            await server.wait_closed()

    # ------------------------------------------------------------------ sending (any thread)
    def send(self, conn_id: int, text: str) -> None:
        loop = self._loop
        if loop is None:
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(self._send_now, conn_id, text)

    def close_connection(self, conn_id: int, reason: str = "") -> None:
        loop = self._loop
        if loop is None:
            return
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(self._close_now, conn_id, reason)

    def _send_now(self, conn_id: int, text: str) -> None:
        conn = self._conns.get(conn_id)
        if conn is not None:
            asyncio.ensure_future(self._send_safely(conn, text))

    @staticmethod
    async def _send_safely(conn: ServerConnection, text: str) -> None:
        with contextlib.suppress(ConnectionClosed):
            await conn.send(text)

    def _close_now(self, conn_id: int, reason: str) -> None:
        conn = self._conns.get(conn_id)
        if conn is not None:
            asyncio.ensure_future(conn.close(1008 if reason else 1000, reason[:120]))

    # ------------------------------------------------------------------ HTTP
    def _process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        peer = connection.remote_address[0] if connection.remote_address else ""
        if not allowed_peer(str(peer)):
            self.refused += 1
            return self._response(403, b"Only for the home network.", "text/plain; charset=utf-8")
        path = request.path.split("?")[0]
        if path == "/ws":
            origin = request.headers.get("Origin")
            host = request.headers.get("Host")
            if origin is None or host is None or origin != f"http://{host}" or len(self._conns) >= MAX_CONNECTIONS:
                self.refused += 1
                return self._response(403, b"Not allowed.", "text/plain; charset=utf-8")
            return None  # the WebSocket handshake goes on
        page = self._files.get(path)
        if page is None:
            return self._response(404, b"Not found.", "text/plain; charset=utf-8")
        return self._response(200, page[0], page[1])

    @staticmethod
    def _response(status: int, body: bytes, kind: str) -> Response:
        reasons = {200: "OK", 403: "Forbidden", 404: "Not Found"}
        headers = Headers([("Content-Type", kind), ("Content-Length", str(len(body))),
                           ("Cache-Control", "no-store"), ("Content-Security-Policy", CSP),
                           ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
                           ("Connection", "close")])
        return Response(status, reasons.get(status, "Error"), headers, body)

    # ------------------------------------------------------------------ WebSocket
    async def _handler(self, conn: ServerConnection) -> None:
        conn_id = next(self._ids)
        self._conns[conn_id] = conn
        bucket = _Bucket(self.rate_per_s, self.rate_burst)
        self.on_open(conn_id)
        try:
            while True:
                try:
                    message: Any = await conn.recv()
                except ConnectionClosed:
                    break
                if not isinstance(message, str) or not bucket.take():
                    self.refused += 1
                    await conn.close(1008, "too many messages" if isinstance(message, str) else "text only")
                    break
                if conn_id in self.proved and message.startswith('{"type":"ping"'):
                    await self._pong(conn, message)
                    continue
                self.on_message(conn_id, message)
        finally:
            self._conns.pop(conn_id, None)
            self.proved.discard(conn_id)
            self.on_close(conn_id)

    @staticmethod
    async def _pong(conn: ServerConnection, message: str) -> None:
        """The phone syncs its clock (NTP-like): the server's monotonic time now, answered from this thread
        at once (never queued behind the Qt thread), so the round trip is only the network's."""
        now = time.monotonic() * 1000.0
        try:
            sent = float(json.loads(message).get("c"))
        except (ValueError, TypeError, AttributeError):
            return
        with contextlib.suppress(ConnectionClosed):
            await conn.send(json.dumps({"type": "pong", "c": sent, "s": now}))
