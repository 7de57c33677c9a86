"""Proactive messages and gaps — built in a later issue."""
