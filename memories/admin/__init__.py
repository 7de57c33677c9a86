"""The memories app's admin, one module per area; importing the package registers them all."""

from memories.admin import memories, review, usage, webhooks

__all__ = ["memories", "review", "usage", "webhooks"]
