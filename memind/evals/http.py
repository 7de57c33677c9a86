"""A running Memind server as the bench commands reach it with ``--url``: one keep-alive
``http.client`` connection (per thread), the app's API key as a Bearer token, and any answer
outside 2xx a ``CommandError`` naming the status and the start of the body."""

from __future__ import annotations

import http.client
import json
from urllib.parse import urlsplit

from django.core.management.base import CommandError


def check_url(url: str) -> None:
    """``--url`` must name an http(s) server."""
    if urlsplit(url).scheme not in ("http", "https"):
        raise CommandError("--url must be an http(s) URL")


class ServerConnection:
    """``request(method, path)`` against ``url`` (its path, if any, prefixes ``path``) over one
    connection kept open between requests, each sent with ``Authorization: Bearer <key>``."""

    def __init__(self, url: str, key: str, timeout: float = 30) -> None:
        parts = urlsplit(url)
        conn_cls = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
        self.url = url
        self.base = parts.path.rstrip("/")
        self.conn = conn_cls(parts.netloc, timeout=timeout)
        self.headers = {"Authorization": f"Bearer {key}"}

    def request(self, method: str, path: str, body: object = None) -> bytes:
        """Send ``body`` (as JSON, if any) and read the whole answer; its body, or a CommandError."""
        headers = dict(self.headers)
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        self.conn.request(method, self.base + path, body=data, headers=headers)
        resp = self.conn.getresponse()
        answer = resp.read()
        if not 200 <= resp.status < 300:
            raise CommandError(f"{self.url} answered {resp.status}: {answer[:300]!r}")
        return answer

    def close(self) -> None:
        self.conn.close()
