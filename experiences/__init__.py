"""Agent experience (Experience Schema V1): agent runs and their events, the Experience
Extractor, typed evidence, search with prompt injection, reflect, product metrics."""
