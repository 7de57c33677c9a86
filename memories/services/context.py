"""Building the context for a reply — and the trace that explains it.

``context_select`` (a selector) reads and decides; this service writes what it decided: a
``ContextTrace`` with every candidate's component scores and why it was in or out, the injected
memories, and the reinforcement of what was recalled — all three in one SQL statement.
"""

from __future__ import annotations

import operator
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import numpy as np
from django.conf import settings
from django.db import connection

from memind.metrics import context_stages_record
from memind.usage import usage_scope
from memories.models import ContextTrace, EndUser, TraceCandidate
from memories.retrieval import Scored
from memories.selectors import ContextSelection, ContextStep, context_select
from memories.snippets import SnippetDict
from memories.strength import strength_sql


class UserErased(Exception):
    """The user was erased while their context was being built: nothing was stored."""


@dataclass
class Context:
    trace: ContextTrace
    memories: list[Scored]
    episodes: list[dict[str, Any]]
    snippets: list[SnippetDict]
    unwritten: ContextSelection | None = None  # what context_write still has to store


def context_write(ctx: Context) -> None:
    """Store a trace built with ``write_later=True`` (idempotent: a second call does nothing).

    The candidate list is put together here too: nobody waits for it."""
    sel, ctx.unwritten = ctx.unwritten, None
    if sel is None:
        return
    t0 = time.perf_counter()
    ctx.trace.candidates, ctx.trace.ranking = trace_candidates(sel)
    took = (time.perf_counter() - t0) * 1000
    # "total": until the trace is written (its own write cannot be in it).
    ctx.trace.timings_ms |= {
        ContextStep.TRACE_JSON.value: round(took, 2),
        ContextStep.TOTAL.value: round(sel.timings_ms[ContextStep.SELECT.value] + took, 2),
    }
    _write(ctx.trace, [s.memory.pk for s in sel.included])
    context_stages_record(timings_ms=ctx.trace.timings_ms)


def _reinforce_sql() -> str:
    """Recalled memories are refreshed: decay restarts from what was left plus a small boost —
    at most once per ``MEMIND_RECALL_SPACING_MINUTES``: the turns of one conversation about the
    same thing recall the same memories, and that is one reinforcement, not twenty.

    ``fades_at`` is left as it was: a recall only makes a memory fade later, so the stored value
    stays a safe "not before" for the decay sweep, which re-checks what it finds. Not touching the
    indexed column halves the cost of this write on every reply."""
    return f"""UPDATE memories_memoryitem
               SET last_recalled_at = %(now)s,
                   anchor_strength = LEAST(1.0, {strength_sql()} + %(boost)s),
                   decay_anchor_at = GREATEST(decay_anchor_at, %(now)s)
               WHERE id = ANY(%(ids)s)
                 AND (last_recalled_at IS NULL OR last_recalled_at <= %(spaced)s
                      OR last_recalled_at > %(now)s)"""


def _write(trace: ContextTrace, recalled: list[int]) -> ContextTrace:
    """Store the trace, link the injected memories and reinforce them: one statement, so one round
    trip and one commit (data-modifying CTEs all run, atomically). Columns come from the model."""
    fields = [f for f in ContextTrace._meta.concrete_fields if not f.primary_key or trace.pk is not None]
    params: dict[str, Any] = {
        f"f{i}": f.get_db_prep_save(f.pre_save(trace, add=True), connection) for i, f in enumerate(fields)
    }
    through = ContextTrace.memories.through._meta
    qn = connection.ops.quote_name
    now = trace.now
    params |= {
        "now": now,
        "boost": settings.MEMIND_RECALL_BOOST,
        "ids": recalled,
        "spaced": now - timedelta(minutes=settings.MEMIND_RECALL_SPACING_MINUTES),
        "user": trace.user_id,
    }
    columns = ", ".join(qn(str(f.column)) for f in fields)
    with connection.cursor() as cur:
        # The user's row is key-share locked by the insert: an erasure that started first has
        # removed it (nothing is inserted), one that starts later waits for this commit and then
        # erases the trace with everything else.
        cur.execute(
            f"""WITH t AS (
                    INSERT INTO {qn(ContextTrace._meta.db_table)} ({columns})
                    SELECT {", ".join(f"%(f{i})s" for i in range(len(fields)))}
                    WHERE EXISTS (SELECT 1 FROM {qn(EndUser._meta.db_table)}
                                  WHERE id = %(user)s FOR KEY SHARE)
                    RETURNING id
                ), m AS (
                    INSERT INTO {qn(through.db_table)} ({qn(through.get_field("contexttrace").column)},
                                                        {qn(through.get_field("memoryitem").column)})
                    -- a memory an operator deleted since it was ranked is simply not linked
                    SELECT t.id, mi.id FROM t, memories_memoryitem mi WHERE mi.id = ANY(%(ids)s)
                ), r AS ({_reinforce_sql()})
                SELECT id FROM t""",
            params,
        )
        row = cur.fetchone()
    if row is None:
        raise UserErased(f"user {trace.user_id} was erased while the context was built")
    trace.pk = row[0]
    trace._state.adding, trace._state.db = False, connection.alias
    return trace


_components = operator.attrgetter(*ContextTrace.COMPONENTS)


def trace_candidates(sel: ContextSelection) -> tuple[list[TraceCandidate], dict[str, Any]]:
    """Every candidate with its component scores and why it was in or out: the best-ranked in full
    (``candidates``), the rest as compact rows (``ranking``; see ``ContextTrace.all_candidates``)."""
    budget, limit, total = sel.budget, sel.limit, len(sel.ranked)
    detailed = max(settings.MEMIND_TRACE_DETAILED, limit)
    in_profile = set(sel.profile.memory_ids)
    chosen = {s.memory.pk for s in sel.chosen}
    out: list[TraceCandidate] = []
    for rank, s in enumerate(sel.ranked[:detailed], start=1):
        if s.memory.pk in chosen:
            why = f"included: rank {rank} of {total}"
        elif rank > limit:
            why = f"below the top {limit} (rank {rank})"
        elif not s.relevant:
            why = f"not about the message (rank {rank})"
        else:
            why = f"cut by the {budget}-token budget (rank {rank})"
        out.append(
            {
                "memory_id": s.memory.pk,
                "type": s.memory.type,
                "content": s.memory.content,
                "score": round(s.score, 4),
                "components": s.components(),
                "reasons": s.reasons,
                "included": s.memory.pk in chosen,
                "why": why,
                "in_profile": s.memory.pk in in_profile,
            }
        )
    tail = sel.ranked[detailed:]
    scores = np.round([(s.score, *_components(s)) for s in tail], 4).tolist() if tail else []
    rows = [
        [s.memory.pk, *values, int(s.memory.pk in in_profile)] for s, values in zip(tail, scores, strict=True)
    ]
    return out, {"limit": limit, "columns": ContextTrace.RANKING_COLUMNS, "rows": rows} if rows else {}


def context_build(
    *,
    user: EndUser,
    message: str,
    now: datetime | None = None,
    limit: int | None = None,
    budget_tokens: int | None = None,
    write_later: bool = False,
) -> Context:
    """Select the context for a reply to ``message``, store its trace, reinforce what was recalled.

    The trace is stored before this returns, so a trace id handed to an app always exists.
    Raises ``UserErased`` when the user was erased meanwhile (nothing is stored then).

    ``write_later``: the trace only gets its id, and is stored (with the reinforcement) by
    ``context_write`` if at all — for evaluations that read many contexts and keep none."""
    with usage_scope(app_id=user.app_id, user_id=user.pk):  # the query's embedding, for this user
        sel = context_select(user=user, message=message, now=now, limit=limit, budget_tokens=budget_tokens)
    episodes = [h.as_dict() for h in sel.episodes]
    trace = ContextTrace(
        app_id=user.app_id,
        user=user,
        kind=ContextTrace.Kind.CONTEXT,
        input=message,
        now=sel.now,
        emotion=sel.emotion.label,
        valence=sel.emotion.valence,
        stage=sel.stage,
        episodes=episodes,
        snippets=[sn.as_trace() for sn in sel.snippets],
        profile_markdown=sel.profile.markdown,
        prompt=sel.prompt,
        timings_ms=dict(sel.timings_ms),
        sources=dict(sel.sources),
    )
    snippets = [sn.as_dict() for sn in sel.blocks]
    ctx = Context(trace=trace, memories=sel.included, episodes=episodes, snippets=snippets, unwritten=sel)
    if write_later:
        with connection.cursor() as cur:
            cur.execute("SELECT nextval(pg_get_serial_sequence(%s, 'id'))", [ContextTrace._meta.db_table])
            trace.pk = cur.fetchone()[0]
    else:
        context_write(ctx)
    return ctx
