"""The benchmarks' data set-up and timed runs, on the configured database in a throw-away app
(``context``: context-build latency, ``lifecycle``: extraction, pruning and maintenance throughput,
``beliefs``: "as of" queries). Latency plumbing and generated text are ``memind.evals``'."""
