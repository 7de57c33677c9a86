"""A local HTTP server that speaks the OpenAI protocol (the parts Memind uses).

Tests drive Memind's real ``openai`` SDK calls against it: only the remote endpoint is fake.
Queue chat answers with ``queue_chat(content)`` (an int answers with that HTTP error; a 429 carries
``Retry-After: retry_after`` when set) and embedding failures with ``queue_embedding_errors``;
embeddings are deterministic hashes of the text unless ``embedding_dim`` says otherwise. Every
request body is recorded in ``requests``, and the ``usage`` of every answer in ``usage_sent``:
tokens counted from the request's text (``send_usage = False``: answers carry no ``usage``).
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np


class FakeOpenAI:
    def __init__(self, embedding_dim: int = 384) -> None:
        self.embedding_dim = embedding_dim
        self.requests: list[tuple[str, dict[str, Any]]] = []
        self.chat_answers: list[str | int] = []  # str = message content; int = HTTP error status
        self.chat_delay = 0.0  # seconds each chat answer waits
        self.default_chat = "{}"  # the answer when none is queued
        self.embedding_delay = 0.0  # seconds each embeddings answer waits: an endpoint having a bad day
        self.embedding_errors: list[int] = []  # HTTP statuses the next embeddings requests get
        self.retry_after: str | None = None  # the Retry-After header of a 429
        self.send_usage = True
        self.usage_sent: list[dict[str, int]] = []
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def queue_chat(self, *answers: str | int) -> None:
        self.chat_answers.extend(answers)

    def queue_embedding_errors(self, *statuses: int) -> None:
        self.embedding_errors.extend(statuses)

    @staticmethod
    def tokens(text: str) -> int:
        return len(text) // 3 + 1  # not what Memind estimates: a test tells counted from estimated

    def _usage(self, prompt: int, completion: int | None) -> dict[str, Any]:
        if not self.send_usage:
            return {}
        used = {"prompt_tokens": prompt, "total_tokens": prompt + (completion or 0)}
        if completion is not None:
            used["completion_tokens"] = completion
        self.usage_sent.append(used)
        return {"usage": used}

    def vector(self, text: str) -> list[float]:
        seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")
        v = np.random.default_rng(seed).standard_normal(self.embedding_dim)
        return [float(x) for x in v / np.linalg.norm(v)]

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def _send(self, status: int, body: dict[str, Any]) -> None:
                raw = json.dumps(body).encode()
                self.send_response(status)
                if status == 429 and fake.retry_after is not None:
                    self.send_header("Retry-After", fake.retry_after)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])) or b"{}")
                fake.requests.append((self.path, body))
                if self.path.endswith("/embeddings"):
                    time.sleep(fake.embedding_delay)
                    if fake.embedding_errors:
                        status = fake.embedding_errors.pop(0)
                        self._send(status, {"error": {"message": "fake failure", "type": "server_error"}})
                        return
                    texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
                    data = [
                        {"object": "embedding", "index": i, "embedding": fake.vector(t)}
                        for i, t in enumerate(texts)
                    ]
                    self._send(
                        200,
                        {
                            "object": "list",
                            "data": data,
                            "model": body["model"],
                            **fake._usage(sum(fake.tokens(t) for t in texts), None),
                        },
                    )
                elif self.path.endswith("/chat/completions"):
                    time.sleep(fake.chat_delay)
                    answer = fake.chat_answers.pop(0) if fake.chat_answers else fake.default_chat
                    if isinstance(answer, int):
                        self._send(answer, {"error": {"message": "fake failure", "type": "server_error"}})
                        return
                    self._send(
                        200,
                        {
                            "id": "chatcmpl-fake",
                            "object": "chat.completion",
                            "created": 0,
                            "model": body["model"],
                            "choices": [
                                {
                                    "index": 0,
                                    "finish_reason": "stop",
                                    "message": {"role": "assistant", "content": answer},
                                }
                            ],
                            **fake._usage(
                                sum(fake.tokens(m["content"]) for m in body["messages"]), fake.tokens(answer)
                            ),
                        },
                    )
                else:
                    self._send(404, {"error": {"message": "unknown path"}})

        return Handler
