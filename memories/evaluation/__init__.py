"""Evaluation of what the API returns: LoCoMo-shaped conversations loaded, ingested through the
services, and scored against raw-turn baselines given the same number of characters."""
