"""Evaluation of what the API returns: LoCoMo-shaped conversations (read by ``memind.evals.dialogues``)
replayed through the services (``conversations``) and what ``context_build`` returns scored against
raw-turn baselines given the same number of characters (``context``, ``scoring``); extraction
scored against labelled dialogues (``extraction``). The generic metrics are ``memind.evals``'."""
