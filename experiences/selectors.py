"""Reads: experience lists, hybrid search with the injection block, and metrics.

Search (seed §4) fuses three signals, each kept on the result so a caller can see why:
- keyword: share of the query's words (``memories.keywords.tokens``, zh + en) found in the
  experience's title, problem, body, tags, checklist points and components;
- component: the query's components (``components=`` and words of ``q`` naming one, "goose"
  matching "goosed") found in the experience's environment, runtime or executor;
- vector: e5 cosine between the query and the problem, rescaled above the unrelated-text floor.
Only ``active`` experiences are candidates.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db.models import Count, Exists, OuterRef, Q, QuerySet, Subquery
from django.db.models.functions import TruncDay
from pgvector.django import CosineDistance

from experiences.evidence import checklist_coverage
from experiences.models import AgentRun, Experience, ProductEvent
from memind.embedding import embed_query_or_none, rescaled
from memind.models import App
from memories.keywords import overlap, tokens
from memories.selectors import OVER_BUDGET_EVENT, usage_over_budget_counts

CANDIDATES = 300  # nearest problems considered per search, plus every component match
SEARCH_LIMIT_MAX = 20
INJECTION_HEADER = "# 相关经验（供参考，来自历史任务）"


def app_runs(*, app: App) -> QuerySet[AgentRun]:
    """This app's runs, newest first, with their event count and derived outcome (one query)."""
    outcome = Experience.objects.filter(source_run=OuterRef("pk"), kind=Experience.Kind.TASK_OUTCOME)
    return (
        AgentRun.objects.filter(app=app)
        .annotate(
            n_events=Count("events"),
            outcome_id=Subquery(outcome.values("pk")[:1]),
        )
        .order_by("-started_at", "-id")
    )


def runs_unextracted(*, finished_before: datetime, limit: int) -> list[int]:
    """Finished runs with no ``task_outcome`` yet: their extraction job was never queued (the
    broker was down) or was lost with its worker. Ids, oldest first."""
    outcome = Experience.objects.filter(source_run=OuterRef("pk"), kind=Experience.Kind.TASK_OUTCOME)
    return list(
        AgentRun.objects.exclude(status=AgentRun.Status.RUNNING)
        .filter(finished_at__lt=finished_before)
        .exclude(Exists(outcome))
        .order_by("finished_at")
        .values_list("pk", flat=True)[:limit]
    )


def run_get(*, app: App, run_id: str) -> AgentRun | None:
    return app_runs(app=app).filter(run_id=run_id).first()


def experience_list(*, app: App) -> QuerySet[Experience]:
    return (
        Experience.objects.filter(app=app)
        .defer("embedding")
        .select_related("source_run")
        .order_by("-created_at", "-id")
    )


def experience_get(*, app: App, pk: int) -> Experience | None:
    return experience_list(app=app).filter(pk=pk).first()


@dataclass
class ExperienceHit:
    experience: Experience
    vector: float
    keyword: float
    component: float
    score: float
    matched_components: list[str]
    checklist_coverage: float | None = None

    def scores(self) -> dict[str, float]:
        return {
            "vector": round(self.vector, 4),
            "keyword": round(self.keyword, 4),
            "component": round(self.component, 4),
        }


def experience_components(e: Experience) -> set[str]:
    env = e.environment or {}
    names = {str(c).lower() for c in env.get("components") or [] if isinstance(c, str)}
    if env.get("runtime"):
        names.add(str(env["runtime"]).lower())
    if isinstance(e.action, dict) and e.action.get("executor"):
        names.add(str(e.action["executor"]).lower())
    return names


def _names_component(word: str, components: set[str]) -> str | None:
    """The component a query word names: exact, or a ≥ 4-letter prefix ("goose" → "goosed")."""
    word = word.lower()
    if word in components:
        return word
    if len(word) >= 4:
        return next((c for c in sorted(components) if c.startswith(word)), None)
    return None


def _keyword_text(e: Experience) -> str:
    checklist = (e.evidence or {}).get("checklist") or []
    parts = [
        e.title,
        e.problem,
        e.body,
        " ".join(map(str, e.tags or [])),
        " ".join(str(p.get("point", "")) for p in checklist if isinstance(p, dict)),
        " ".join(experience_components(e)),
    ]
    return " ".join(parts)


def experience_search(
    *,
    app: App,
    query: str,
    components: list[str] | None = None,
    limit: int = 5,
    source_ids: list[str] | None = None,
) -> list[ExperienceHit]:
    """Ranked active experiences for ``query`` (read-only; the view records the recall)."""
    wanted = [c.strip().lower() for c in components or [] if c.strip()]
    qtokens = tokens(query) if query else frozenset()
    qvec = embed_query_or_none(query).vector if query.strip() else None
    base = (
        Experience.objects.filter(app=app, status=Experience.Status.ACTIVE)
        .defer("embedding")
        .select_related("source_run")
    )
    pool: dict[int, Experience] = {}
    if qvec is not None:
        nearest = base.annotate(distance=CosineDistance("embedding", qvec)).order_by("distance")[:CANDIDATES]
        pool.update((e.pk, e) for e in nearest)
    by_component = Q()
    for c in wanted + sorted(w for w in qtokens if w.isascii()):
        by_component |= (
            Q(environment__components__contains=[c]) | Q(environment__runtime=c) | Q(action__executor=c)
        )
    if by_component:
        extra = base.filter(by_component).exclude(pk__in=list(pool))
        if qvec is not None:
            extra = extra.annotate(distance=CosineDistance("embedding", qvec))
        pool.update((e.pk, e) for e in extra.order_by("-created_at")[:CANDIDATES])
    # Prefix matches ("goose" → "goosed") are not expressible as a JSON containment query; the
    # vector pool brings those candidates in, and scoring below checks the prefix.
    hits: list[ExperienceHit] = []
    for e in pool.values():
        distance = getattr(e, "distance", None)
        cosine = 1.0 - float(distance) if distance is not None else 0.0
        floor = settings.MEMIND_VECTOR_FLOOR
        vector = rescaled(cosine, floor=floor, span=1.0 - floor) if qvec is not None else 0.0
        keyword = overlap(qtokens, tokens(_keyword_text(e))) if qtokens else 0.0
        comps = experience_components(e)
        matched_wanted = [c for c in wanted if _names_component(c, comps)]
        matched_query = [m for w in qtokens if (m := _names_component(w, comps))]
        matched = list(
            dict.fromkeys([*(_names_component(c, comps) or c for c in matched_wanted), *matched_query])
        )
        if wanted:
            # Asked-for components decide the component score; q's mentions add to it, capped at 1.
            component = min(1.0, len(matched_wanted) / len(wanted) + 0.25 * len(matched_query))
        else:
            component = min(1.0, 0.5 * len(matched_query))
        # A result needs a keyword or component hit, or a problem this close in meaning on its own.
        if keyword == 0 and component == 0 and cosine < settings.MEMIND_EXPERIENCE_VECTOR_ALONE:
            continue
        score = (
            settings.MEMIND_EXPERIENCE_WEIGHT_VECTOR * vector
            + settings.MEMIND_EXPERIENCE_WEIGHT_KEYWORD * keyword
            + settings.MEMIND_EXPERIENCE_WEIGHT_COMPONENT * component
        )
        hit = ExperienceHit(e, vector, keyword, component, score, matched)
        if source_ids is not None:
            hit.checklist_coverage = checklist_coverage((e.evidence or {}).get("checklist"), source_ids)
        hits.append(hit)
    hits.sort(key=lambda h: (-h.score, -h.experience.created_at.timestamp(), -h.experience.pk))
    return hits[: max(1, min(limit, SEARCH_LIMIT_MAX))]


def _when(e: Experience) -> datetime:
    run = e.source_run if e.source_run_id else None
    return (run.finished_at or run.started_at) if run is not None else e.created_at


def injection_format(hits: list[ExperienceHit]) -> str:
    """The prompt block of seed §4, one entry per experience; empty when nothing was found."""
    if not hits:
        return ""
    lines = [INJECTION_HEADER]
    for h in hits:
        e = h.experience
        env = e.environment or {}
        names = [str(env["runtime"])] if env.get("runtime") else []
        names += [str(c) for c in env.get("components") or [] if str(c) not in names]
        action = e.action if isinstance(e.action, dict) else {}
        handled = "; ".join(str(s) for s in action.get("steps") or []) or ", ".join(
            action.get("artifacts") or []
        )
        confidence = f"{float(e.confidence):.2f}" if e.confidence is not None else "?"
        summary = " ".join((e.body or e.problem or "").split())
        lines += [
            f"- [{_when(e):%Y-%m}] {e.title} ({e.result or 'unknown'}, conf={confidence})",
            f"  环境: {' + '.join(names) or '—'}",
            f"  处理: {_clip(handled, 160) or '—'}",
            f"  摘要: {_clip(summary, 240) or '—'}",
        ]
    return "\n".join(lines)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def metrics_counts(
    *, app: App, since: datetime | None = None, until: datetime | None = None, names: list[str] | None = None
) -> list[dict[str, Any]]:
    """Product event counts per (event, UTC day), oldest day first; ``llm_over_budget`` counts the
    LLM calls the app's daily token budget held back."""
    qs = ProductEvent.objects.filter(app=app)
    if since is not None:
        qs = qs.filter(at__gte=since)
    if until is not None:
        qs = qs.filter(at__lt=until)
    if names:
        qs = qs.filter(name__in=names)
    rows = (
        qs.annotate(day=TruncDay("at"))
        .values("name", "day")
        .annotate(count=Count("id"))
        .order_by("day", "name")
    )
    out = [{"event": r["name"], "day": r["day"].date().isoformat(), "count": r["count"]} for r in rows]
    if not names or OVER_BUDGET_EVENT in names:  # counted from the usage ledger, not logged twice
        out += usage_over_budget_counts(app=app, since=since, until=until)
        out.sort(key=lambda r: (r["day"], r["event"]))
    return out
