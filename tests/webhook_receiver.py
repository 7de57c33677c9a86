"""A webhook receiver for tests: a real HTTP server on 127.0.0.1 in a thread, recording every
request it reads (event id, headers, raw body) and what it answered. It can be killed (the
listening socket closed, requests in flight dropped without an answer) and started again on the
same port."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Receipt:
    event_id: str
    headers: dict[str, str]
    body: bytes
    answered: int | None = None  # the status code sent back, None when dropped unanswered


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Receiver:
    port: int = field(default_factory=free_port)
    status: int = 200  # what every request is answered
    delay: float = 0.0  # seconds between reading a request and answering it
    die_at: int = 0  # when the receipt with this number (1-based) is read, die before answering it
    receipts: list[Receipt] = field(default_factory=list)
    _server: ThreadingHTTPServer | None = None
    _dead: bool = False
    _lock: threading.Lock = field(default_factory=threading.Lock)
    killed: threading.Event = field(default_factory=threading.Event)  # set once it stopped listening

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hooks/memind"

    def start(self) -> None:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                receipt = Receipt(
                    event_id=self.headers.get("Memind-Event-Id", ""), headers=dict(self.headers), body=body
                )
                with receiver._lock:
                    receiver.receipts.append(receipt)
                    if len(receiver.receipts) == receiver.die_at:
                        receiver._dead = True  # a crash while this request (and any other) is in flight
                        threading.Thread(target=receiver.kill).start()
                if receiver.delay:
                    time.sleep(receiver.delay)
                if receiver._dead:  # killed meanwhile: the connection drops, nothing is answered
                    self.close_connection = True
                    self.connection.shutdown(socket.SHUT_RDWR)
                    return
                receipt.answered = receiver.status
                self.send_response(receiver.status)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            def finish(self) -> None:
                with contextlib.suppress(OSError):  # the connection was dropped on purpose (killed)
                    super().finish()

            def log_message(self, format: str, *args: object) -> None:
                pass

        ThreadingHTTPServer.allow_reuse_address = True
        self._dead = False
        self.killed.clear()
        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self._server.daemon_threads = True
        threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        ).start()

    def kill(self) -> None:
        """Stop listening at once; requests being handled are dropped without an answer."""
        self._dead = True
        server, self._server = self._server, None
        if server is not None:
            server.shutdown()
            server.server_close()
        self.killed.set()

    def stop(self) -> None:
        self.kill()

    # --- what arrived -----------------------------------------------------------------------

    def ids(self) -> list[str]:
        with self._lock:
            return [r.event_id for r in self.receipts]

    def unique_ids(self) -> set[str]:
        """As a receiver that dedups by Memind-Event-Id sees them."""
        return set(self.ids())

    def duplicates(self) -> int:
        return sum(n - 1 for n in Counter(self.ids()).values())

    def sent_again_after_success(self) -> list[str]:
        """Event ids received again after a 2xx answer to them: must never happen."""
        acked: set[str] = set()
        again = []
        with self._lock:
            for r in self.receipts:
                if r.event_id in acked:
                    again.append(r.event_id)
                if r.answered is not None and 200 <= r.answered < 300:
                    acked.add(r.event_id)
        return again
