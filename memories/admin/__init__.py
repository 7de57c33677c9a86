"""The memories app's admin, one module per area; importing the package registers them all."""

from memories.admin import memory_items, review, runs, tenants, traces, usage, users, webhooks

__all__ = ["memory_items", "review", "runs", "tenants", "traces", "usage", "users", "webhooks"]
