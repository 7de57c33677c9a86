"""Agent runs and experiences (Experience Schema V1) — built in a later issue."""
