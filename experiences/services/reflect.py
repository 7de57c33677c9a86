"""reflect(): rule-based aggregation of similar ``task_outcome``s into ``execution_pattern``s.

No LLM. Per app, active task outcomes are grouped greedily, oldest first: an outcome joins the
first group whose founding outcome it resembles on all three counts —
- problem embeddings at e5 cosine ≥ ``MEMIND_REFLECT_SIMILARITY`` (0.9),
- at least one shared environment component (the same SSE symptom on another stack is a
  different problem), and
- at least one shared problem keyword (request phrasing like "帮我看看" doesn't count).
e5 alone is too generous for Chinese: "Postgres 迁移失败"
  and "goosed SSE 连接不稳定" score 0.93, while paraphrases of one problem score 0.96+ and
  zh/en paraphrases 0.90; technical words ("sse", "goosed") are shared across languages.
A group of at least ``MEMIND_REFLECT_MIN_GROUP`` becomes one pattern whose evidence lists its
parents (``experience:<id>`` sources, one checklist point each); each parent's
``parent_experience`` points to the pattern. Groups are founded oldest first, so re-running
finds the same groups: an unchanged group is left alone (no duplicates), a group that gained or
lost outcomes gets a new pattern that supersedes the old one (``supersedes``; the old one is
archived).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

import numpy as np
from django.conf import settings
from django.db import transaction

from experiences.evidence import ChecklistPoint, Evidence, Source
from experiences.models import Experience
from experiences.services.experiences import ExperienceStateError, experience_create, experience_supersede
from memind.actors import Actor
from memind.jobs import isolated
from memind.models import App
from memories.keywords import tokens

REFLECT_ACTOR = Actor.system("reflect")
MAX_OUTCOMES = 5000  # per app and run: greedy grouping is O(outcomes × groups) in Python
PARENT_PREFIX = "experience:"
# How people ask, not what is wrong: "帮我看看" is shared by a Postgres migration and an SSE bug.
REQUEST_WORDS = frozenset(
    (
        *("帮我", "帮忙", "我修", "一下", "修一", "修一下", "看看", "看下", "需要", "要修", "问题"),
        *("老是", "经常", "总是", "又", "再", "请"),
        *("please", "help", "fix", "fixing", "issue", "problem", "again", "still", "keeps", "look", "into"),
    )
)


@dataclass
class ReflectResult:
    groups: int = 0
    created: list[int] = field(default_factory=list)
    updated: list[int] = field(default_factory=list)  # new patterns that superseded an older one
    unchanged: list[int] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "groups": self.groups,
            "created": self.created,
            "updated": self.updated,
            "unchanged": self.unchanged,
        }


def pattern_parent_ids(pattern: Experience) -> set[int]:
    ids = set()
    for s in (pattern.evidence or {}).get("sources") or []:
        sid = str(s.get("source_id", ""))
        if (
            s.get("source_type") == "experience"
            and sid.startswith(PARENT_PREFIX)
            and sid[len(PARENT_PREFIX) :].isdigit()
        ):
            ids.add(int(sid[len(PARENT_PREFIX) :]))
    return ids


def _components(e: Experience) -> set[str]:
    env = e.environment or {}
    names = {str(c).lower() for c in env.get("components") or []}
    if env.get("runtime"):
        names.add(str(env["runtime"]).lower())
    return names


def problem_words(e: Experience) -> frozenset[str]:
    # Lone characters (帮, 连) that jieba leaves behind carry no topic on their own.
    return frozenset(w for w in tokens(e.problem or e.title) if len(w) > 1) - REQUEST_WORDS


@dataclass
class _Group:
    founder: Experience
    vector: np.ndarray
    components: set[str]
    words: frozenset[str]
    members: list[Experience] = field(default_factory=list)


def outcomes_group(outcomes: list[Experience]) -> list[list[Experience]]:
    """Greedy, order-stable grouping (see the module docstring for the three tests)."""
    threshold = settings.MEMIND_REFLECT_SIMILARITY
    groups: list[_Group] = []
    for o in outcomes:
        if o.embedding is None:
            continue
        vec = np.asarray(o.embedding, dtype=np.float32)
        comps, words = _components(o), problem_words(o)
        for g in groups:
            if (
                float(vec @ g.vector) >= threshold  # stored vectors are L2-normalised
                and comps & g.components
                and words & g.words
            ):
                g.members.append(o)
                break
        else:
            groups.append(_Group(o, vec, comps, words, [o]))
    return [g.members for g in groups]


def _majority(values: list[Any]) -> Any:
    counts = Counter(v for v in values if v)
    return counts.most_common(1)[0][0] if counts else None


def _common(lists: list[list[str]], share: float = 0.5) -> list[str]:
    """Items present in at least ``share`` of the lists, in order of first appearance."""
    counts = Counter(x for items in lists for x in dict.fromkeys(items))
    need = max(1, int(np.ceil(len(lists) * share)))
    return [x for x in dict.fromkeys(x for items in lists for x in items) if counts[x] >= need]


def pattern_fields(members: list[Experience]) -> dict[str, Any]:
    """The pattern's content, aggregated from its parents."""
    founder = members[0]
    n = len(members)
    results = [m.result or Experience.Result.UNKNOWN for m in members]
    result, agree = Counter(results).most_common(1)[0]
    confidences = [float(m.confidence) for m in members if m.confidence is not None]
    mean = sum(confidences) / len(confidences) if confidences else 0.5
    # Mean parent confidence, discounted by disagreement: 3 successes and a failure are not 0.85 sure.
    confidence = Decimal(str(round(mean * agree / n, 3)))
    actions = [m.action if isinstance(m.action, dict) else {} for m in members]
    envs = [m.environment or {} for m in members]
    executor = _majority([a.get("executor") for a in actions])
    sources: list[Source] = []
    checklist: list[ChecklistPoint] = []
    for m in members:
        sid = f"{PARENT_PREFIX}{m.pk}"
        run_id = ((m.evidence or {}).get("provenance") or {}).get("run_id")
        sources.append(
            {
                "source_id": sid,
                "source_type": "experience",
                "actor": (m.action or {}).get("executor"),
                "device": None,
                "timestamp_ms": int(m.created_at.timestamp() * 1000),
                "modality": "task_outcome",
                "snippet_ref": f"run:{run_id}" if run_id else None,
                "confidence": float(m.confidence) if m.confidence is not None else None,
            }
        )
        checklist.append({"point": f"#{m.pk} {m.result or 'unknown'}: {m.title[:200]}", "source_ids": [sid]})
    evidence: Evidence = {"sources": sources, "provenance": {"causal_event_ids": []}, "checklist": checklist}
    tally = ", ".join(f"{k} {v}" for k, v in Counter(results).most_common())
    steps = _common([[str(s) for s in a.get("steps") or []] for a in actions])
    return {
        "title": founder.title,
        "problem": founder.problem,
        "body": f"{n} similar task outcomes ({tally}). "
        + (f"Common steps: {'; '.join(steps)}." if steps else ""),
        "tags": ["pattern", *([executor] if executor else [])],
        "environment": {
            "runtime": _majority([e.get("runtime") for e in envs]),
            "components": _common([[str(c) for c in e.get("components") or []] for e in envs]),
        },
        "hypothesis": _majority([m.hypothesis for m in members]),
        "action": {
            "executor": executor,
            "steps": steps,
            "artifacts": _common([[str(x) for x in a.get("artifacts") or []] for a in actions])[:20],
        },
        "result": result,
        "confidence": confidence,
        "evidence": evidence,
        "embedding": list(founder.embedding),
    }


def reflect_app(*, app: App, actor: Actor = REFLECT_ACTOR) -> ReflectResult:
    """Run reflect for one app. Serialised per app (row lock), so concurrent runs can't both create."""
    out = ReflectResult()
    with transaction.atomic():
        App.objects.select_for_update().filter(pk=app.pk).first()
        outcomes = list(
            Experience.objects.filter(
                app=app, kind=Experience.Kind.TASK_OUTCOME, status=Experience.Status.ACTIVE
            ).order_by("created_at", "id")[:MAX_OUTCOMES]
        )
        patterns = list(
            Experience.objects.filter(
                app=app, kind=Experience.Kind.EXECUTION_PATTERN, status=Experience.Status.ACTIVE
            )
            .defer("embedding")
            .order_by("created_at", "id")
        )
        parents_of = {p.pk: pattern_parent_ids(p) for p in patterns}
        for members in outcomes_group(outcomes):
            if len(members) < settings.MEMIND_REFLECT_MIN_GROUP:
                continue
            out.groups += 1
            ids = {m.pk for m in members}
            # The pattern this group already has: the one sharing the most parents with it.
            old = max(patterns, key=lambda p: len(parents_of[p.pk] & ids), default=None)
            if old is not None and not parents_of[old.pk] & ids:
                old = None
            if old is not None and parents_of[old.pk] == ids:
                out.unchanged.append(old.pk)
                continue
            fields = pattern_fields(members)
            pattern = experience_create(
                app=app, kind=Experience.Kind.EXECUTION_PATTERN, actor=actor, **fields
            )
            Experience.objects.filter(pk__in=ids).update(parent_experience=pattern)
            superseded = False
            if old is not None:
                try:
                    experience_supersede(
                        old=old,
                        new=pattern,
                        actor=actor,
                        reason=f"{len(ids - parents_of[old.pk])} outcome(s) joined",
                    )
                    superseded = True
                except ExperienceStateError:
                    pass  # an operator archived the old pattern meanwhile: the new one simply stands
                patterns.remove(old)
            if superseded:
                out.updated.append(pattern.pk)
            else:
                out.created.append(pattern.pk)
            parents_of[pattern.pk] = ids
            patterns.append(pattern)
    return out


def reflect_all(*, limit: int | None = None) -> tuple[int, bool]:
    """The beat job: reflect every app that has active task outcomes (bounded by MEMIND_JOB_BATCH apps)."""
    limit = limit or settings.MEMIND_JOB_BATCH
    app_ids = list(
        Experience.objects.filter(kind=Experience.Kind.TASK_OUTCOME, status=Experience.Status.ACTIVE)
        .values_list("app_id", flat=True)
        .distinct()
        .order_by("app_id")[: limit + 1]
    )
    groups = 0
    for app in App.objects.filter(pk__in=app_ids[:limit]):
        with isolated(f"app {app.pk}"):
            groups += reflect_app(app=app).groups
    return groups, len(app_ids) > limit
