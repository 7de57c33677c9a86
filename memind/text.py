"""Text rules every layer shares: what a Chinese character is, and how many tokens a text is
estimated to take (prompt budgets, the query's length, the usage ledger when an endpoint sends no
counts): one estimate everywhere."""

from __future__ import annotations

import re

# The Chinese characters (CJK Unified Ideographs), as a character-class range: every pattern that
# means "a Chinese character" is built from it ("[{HAN}]", "[^{HAN}]", "[{HAN}A-Za-z]").
HAN = "\u4e00-\u9fff"
CJK = re.compile(f"[{HAN}]")  # a Chinese character


def estimate_tokens(text: str) -> int:
    """CJK characters are about a token each; other text about four characters a token."""
    cjk = len(CJK.findall(text))
    return cjk + (len(text) - cjk + 3) // 4
