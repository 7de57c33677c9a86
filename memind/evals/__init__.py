"""Evaluation and benchmark building blocks of the platform: LoCoMo-shaped data (``locomo``), the
Chinese retrieval set (``zh_retrieval``), retrieval and answer metrics (``metrics``), the embedding
model comparison (``embedding_models``), latency plumbing (``timing``) and generated text
(``text_pools``). Nothing here knows about memories: what replays conversations into Memind and
scores its answers lives in ``memories.evaluation``, the benchmarks' data set-up in
``memories.benchmarks``; the management commands only parse arguments and print JSON."""
