"""Memind: memory platform for LLM companions and agents."""

from __future__ import annotations

from memind.celery import app as celery_app

__all__ = ["celery_app"]
