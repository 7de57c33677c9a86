"""The proactive planner: what the bot could say first, right now, to one user — and why.

By the user's local time (``EndUser.timezone``):

1. **Quiet hours** (``MEMIND_PROACTIVE_QUIET``): nothing, not even a trace.
2. **Daily cap** (``MEMIND_PROACTIVE_DAILY_CAP``): planned + sent messages of the user's local
   day count; dismissed ones don't (the app said no, so the slot is free again).
3. **Long absence** (≥ ``MEMIND_PROACTIVE_ABSENCE_DAYS`` since ``last_seen_at``): one greeting
   naming the most important live memory ("好久不见！上次说在找工作，后来怎么样？"), once per
   absence. It comes alone — a returning user gets one warm question, not a questionnaire — and
   if its memory has an open gap, that gap counts as asked.
4. Otherwise, in this order, at most one message each:
   - **gap_followup**: the oldest open gap ("对了，上次说的面试怎么样了？"); the gap becomes
     ``asked`` and is never asked again.
   - **evening_event** (``MEMIND_PROACTIVE_EVENING``): a life event dated today, not yet
     followed up ("今天面试怎么样？").
   - **morning_routine** (``MEMIND_PROACTIVE_MORNING``): today's plan ("今天是不是要面试？加油！")
     or a habit that falls on today ("你今天不是要去跑步吗？").

A memory already used by any of today's messages is not used again today. The relationship stage
shapes the choice: new relationships favour ``shared`` memories, close ones ``milestone`` and
``emotion`` (``MEMIND_PROACTIVE_STAGE_BONUS``). Each message gets its own ``ContextTrace``
(kind ``proactive``) with every candidate considered, its score and why it was or wasn't chosen.
"""

from __future__ import annotations

import re
import time as clock_time
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from memind.jobs import isolated
from memind.usage import usage_scope
from memories.models import ContextTrace, EndUser, MemoryItem, WebhookEventType
from memories.selectors import ContextStep
from memories.services.webhooks import Emission, webhooks_emit
from memories.stage import relationship_stage
from memories.types import favoured_in, types_where
from proactive.clock import in_window, local_day_bounds, local_now, user_zone, window
from proactive.models import Gap, ProactiveMessage
from proactive.phrasing import locale_lang, phrase
from proactive.services.gaps import PENDING, gaps_refresh

Reason = ProactiveMessage.Reason

# Unfinished business is what "后来怎么样？" is for: an open plan beats an equally strong fact.
_OPEN_BONUS = 0.15

_EN_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_ZH_WEEKDAYS = ("一", "二", "三", "四", "五", "六", "[日天]")


def stage_bonus() -> float:
    # Not in settings.py yet (owned elsewhere). Bigger than recall's MEMIND_STAGE_BONUS because
    # for an opener the stage is the point, not a tie-break.
    return float(settings.MEMIND_PROACTIVE_STAGE_BONUS)


@dataclass
class Option:
    """A candidate memory for one reason, with its score and the trace's explanation."""

    memory: MemoryItem
    score: float
    components: dict[str, float]
    reasons: list[str] = field(default_factory=list)
    gap: Gap | None = None


@dataclass
class Pick:
    reason: str
    options: list[Option]  # best first; options[0] is the one used
    why: str


def routine_today(freq: str, day: date) -> tuple[bool, str]:
    """Does a habit with this frequency ("每天早上", "every monday", "周末都") fall on ``day``?"""
    f = freq.lower()
    if any(w in f for w in ("晚上", "睡前", "每晚", "evening", "night")):
        return False, "an evening habit, not a morning one"
    weekday = day.weekday()
    for i, (en, zh) in enumerate(zip(_EN_WEEKDAYS, _ZH_WEEKDAYS, strict=True)):
        if en in f or (("每周" in f or "每个星期" in f) and _matches_zh_day(f, zh)):
            return (i == weekday), f"a {en} habit" + ("" if i == weekday else ", not today")
    if any(w in f for w in ("周末", "weekend")):
        return weekday >= 5, "a weekend habit" + ("" if weekday >= 5 else ", not today")
    if any(w in f for w in ("每天", "每早", "every day", "every morning", "daily")) or not f:
        return True, "a daily habit" if f else "a habit (frequency unknown)"
    return False, f"not a daily habit ({freq})"


def _matches_zh_day(freq: str, pattern: str) -> bool:
    return re.search(rf"(?:每周|每个星期){pattern}", freq) is not None


def _strength_option(m: MemoryItem, now: datetime, stage: str, *, open_bonus: bool) -> Option:
    strength = m.strength_at(now)
    opt = Option(memory=m, score=strength, components={"strength": round(strength, 4)})
    opt.reasons.append(f"strength {strength:.2f} (importance {m.importance:.2f})")
    if m.type in favoured_in(stage):
        bonus = stage_bonus()
        opt.score += bonus
        opt.components["stage"] = bonus
        opt.reasons.append(f"stage {stage}: {m.type} memories are favoured")
    if open_bonus and m.outcome == MemoryItem.Outcome.OPEN:
        opt.score += _OPEN_BONUS
        opt.components["open"] = _OPEN_BONUS
        opt.reasons.append("still open: worth asking how it went")
    return opt


def _ranked(options: list[Option]) -> list[Option]:
    return sorted(options, key=lambda o: (-o.score, -o.memory.pk))


def _absence_pick(
    memories: list[MemoryItem], gaps: dict[int, Gap], done: set[int], now: datetime, stage: str, days: float
) -> Pick | None:
    options = []
    for m in memories:
        if m.type not in types_where("asked_after_absence") or m.pk in done:
            continue
        opt = _strength_option(m, now, stage, open_bonus=True)
        opt.gap = gaps.get(m.pk)
        if opt.gap is not None:
            opt.reasons.append(f"has an open gap (#{opt.gap.pk})")
        options.append(opt)
    if not options:
        return None
    return Pick(Reason.LONG_ABSENCE, _ranked(options), f"{days:.0f} days since the user last wrote")


def _gap_pick(gaps: list[Gap], today: date) -> Pick | None:
    options = []
    for g in gaps:  # oldest due date first: it is the one about to expire
        age = (today - g.due_date).days
        opt = Option(memory=g.memory, score=float(age), components={"days_since_due": float(age)}, gap=g)
        opt.reasons.append(f"gap #{g.pk}: {g.kind} on {g.due_date}, no follow-up yet")
        options.append(opt)
    if not options:
        return None
    options.sort(key=lambda o: (o.gap.due_date if o.gap else date.max, o.memory.pk))
    return Pick(Reason.GAP_FOLLOWUP, options, "an event passed with no follow-up")


def _today_events(memories: list[MemoryItem], today: date, now: datetime, stage: str) -> list[Option]:
    out = []
    for m in memories:
        if m.type in types_where("followed_up") and m.event_date == today and m.outcome in PENDING:
            opt = _strength_option(m, now, stage, open_bonus=False)
            opt.score += 1.0  # a dated plan for today outranks any habit
            opt.components["today"] = 1.0
            opt.reasons.insert(0, "a life event dated today, not followed up yet")
            out.append(opt)
    return out


def _evening_pick(memories: list[MemoryItem], today: date, now: datetime, stage: str) -> Pick | None:
    options = _today_events(memories, today, now, stage)
    return (
        Pick(Reason.EVENING_EVENT, _ranked(options), "evening: how did today's event go") if options else None
    )


def _morning_pick(memories: list[MemoryItem], today: date, now: datetime, stage: str) -> Pick | None:
    options = _today_events(memories, today, now, stage)
    for m in memories:
        if m.type not in types_where("morning_habit"):
            continue
        fits, why = routine_today(m.value, today)
        opt = _strength_option(m, now, stage, open_bonus=False)
        opt.reasons.insert(0, why)
        if not fits:
            opt.score = -1.0
            opt.components["not_today"] = -1.0
        options.append(opt)
    options = _ranked(options)
    if not options or options[0].score < 0:
        return None
    return Pick(Reason.MORNING_ROUTINE, options, "morning: today's plans and habits")


def _daypart(local: datetime) -> str:
    t = local.time()
    if in_window(t, window("MEMIND_PROACTIVE_MORNING")):
        return "morning"
    if in_window(t, window("MEMIND_PROACTIVE_EVENING")):
        return "evening"
    return "day"


def _candidates(pick: Pick, chosen: MemoryItem, excluded: dict[int, str]) -> list[dict[str, Any]]:
    rows = []
    for rank, o in enumerate(pick.options, start=1):
        included = o.memory.pk == chosen.pk
        if included:
            why = f"chosen: rank {rank} of {len(pick.options)} for {pick.reason}"
        elif o.memory.pk in excluded:
            why = excluded[o.memory.pk]
        elif o.score < 0:
            why = "not for today"
        else:
            why = f"rank {rank}: a stronger candidate was chosen"
        rows.append(
            {
                "memory_id": o.memory.pk,
                "type": o.memory.type,
                "content": o.memory.content,
                "score": round(o.score, 4),
                "components": o.components,
                "reasons": o.reasons,
                "included": included,
                "why": why,
                "gap_id": o.gap.pk if o.gap else None,
            }
        )
    return rows


def proactive_plan(*, user: EndUser, now: datetime | None = None) -> list[ProactiveMessage]:
    """Plan (and store) the proactive messages for ``user`` at ``now``; may be empty."""
    with usage_scope(app_id=user.app_id, user_id=user.pk, ref="proactive_plan"):  # the LLM's phrasing
        return _plan(user, now)


def _plan(user: EndUser, now: datetime | None) -> list[ProactiveMessage]:
    started = clock_time.perf_counter()
    now = now or timezone.now()
    with transaction.atomic():
        # One plan per user at a time: the cap and "never the same sentence twice" read, then write.
        user = EndUser.objects.select_for_update().get(pk=user.pk)
        gaps_refresh(user=user, now=now)
        local = local_now(user, now)
        if in_window(local.time(), window("MEMIND_PROACTIVE_QUIET")):
            return []
        day_start, day_end = local_day_bounds(local)
        today_qs = ProactiveMessage.objects.filter(
            user=user, planned_for__gte=day_start, planned_for__lt=day_end
        )
        room = (
            settings.MEMIND_PROACTIVE_DAILY_CAP
            - today_qs.exclude(status=ProactiveMessage.Status.DISMISSED).count()
        )
        if room <= 0:
            return []
        # (reason, memory) pairs already used today: the morning's "加油" doesn't block the
        # evening's "怎么样", but the same question isn't proposed twice in a day.
        used_today = set(
            ProactiveMessage.memories.through.objects.filter(proactivemessage__in=today_qs).values_list(
                "proactivemessage__reason", "memoryitem_id"
            )
        )
        stage = relationship_stage(user=user, now=now)
        memories = list(
            MemoryItem.objects.filter(user=user, status=MemoryItem.Status.ACTIVE, held=False)
            .defer("embedding")
            .order_by("id")
        )
        open_gaps = list(
            Gap.objects.filter(user=user, status=Gap.Status.OPEN, memory__status=MemoryItem.Status.ACTIVE)
            .select_related("memory")
            .order_by("due_date", "id")
        )
        picks = _plan_picks(user, now, local, stage, memories, open_gaps)
        last = ProactiveMessage.objects.filter(user=user).order_by("-planned_for", "-id").first()
        avoid = {last.text} if last else set()
        seed = ProactiveMessage.objects.filter(user=user).count() + user.pk
        lang = locale_lang(user.locale)
        tz_name = str(user_zone(user))
        planned: list[ProactiveMessage] = []
        taken: set[int] = set()
        used: dict[int, int] = {}  # message → the memory it asks about
        for pick in picks:
            if len(planned) >= room:
                break
            excluded: dict[int, str] = {}
            for o in pick.options:
                if (pick.reason, o.memory.pk) in used_today:
                    excluded[o.memory.pk] = f"already used for {pick.reason} today"
                elif o.memory.pk in taken:
                    excluded[o.memory.pk] = "used by another message of this plan"
            choice = next((o for o in pick.options if o.memory.pk not in excluded and o.score >= 0), None)
            if choice is None:
                continue
            wording = phrase(
                reason=pick.reason,
                memory=choice.memory,
                lang=lang,
                avoid=avoid,
                seed=seed + len(planned),
                today=local.date(),
            )
            avoid.add(wording.text)
            taken.add(choice.memory.pk)
            trace = ContextTrace.objects.create(
                app_id=user.app_id,
                user=user,
                kind=ContextTrace.Kind.PROACTIVE,
                input=f"proactive plan: {pick.reason} at {local:%Y-%m-%d %H:%M} {tz_name} "
                f"({_daypart(local)}; {pick.why})",
                now=now,
                stage=stage,
                candidates=_candidates(pick, choice.memory, excluded),
                prompt=wording.text,
                timings_ms={ContextStep.TOTAL.value: round((clock_time.perf_counter() - started) * 1000, 2)},
            )
            trace.memories.set([choice.memory.pk])
            message = ProactiveMessage.objects.create(
                app_id=user.app_id,
                user=user,
                text=wording.text,
                reason=pick.reason,
                lang=wording.lang,
                trace=trace,
                gap=choice.gap,
                planned_for=now,
            )
            message.memories.set([choice.memory.pk])
            used[message.pk] = choice.memory.pk
            if choice.gap is not None and choice.gap.status == Gap.Status.OPEN:
                # Asked once: from now on the gap only listens for the answer.
                Gap.objects.filter(pk=choice.gap.pk, status=Gap.Status.OPEN).update(
                    status=Gap.Status.ASKED, asked_at=now
                )
            planned.append(message)
        webhooks_emit(
            emissions=[
                Emission(
                    app_id=user.app_id,
                    user_id=user.pk,
                    type=WebhookEventType.PROACTIVE_PLANNED,
                    payload=_webhook_payload(m, user, memory_ids=[used[m.pk]]),
                )
                for m in planned
            ]
        )
    return planned


def _webhook_payload(message: ProactiveMessage, user: EndUser, *, memory_ids: list[int]) -> dict[str, Any]:
    return {
        "proactive_message_id": message.pk,
        "user_id": user.external_id,
        "text": message.text,
        "reason": message.reason,
        "lang": message.lang,
        "memory_ids": memory_ids,
        "trace_id": message.trace_id,
        "gap_id": message.gap_id,
        "planned_for": message.planned_for,
    }


def _plan_picks(
    user: EndUser,
    now: datetime,
    local: datetime,
    stage: str,
    memories: list[MemoryItem],
    open_gaps: list[Gap],
) -> list[Pick]:
    absence_days = settings.MEMIND_PROACTIVE_ABSENCE_DAYS
    if user.last_seen_at is not None and now - user.last_seen_at >= timedelta(days=absence_days):
        greeted = ProactiveMessage.objects.filter(
            user=user, reason=Reason.LONG_ABSENCE, planned_for__gt=user.last_seen_at, planned_for__lte=now
        ).exists()
        if not greeted:
            days = (now - user.last_seen_at).total_seconds() / 86400
            # A gap already asked (or let go) stays asked-once, whatever the reason for writing.
            done = set(
                Gap.objects.filter(user=user, status__in=[Gap.Status.ASKED, Gap.Status.EXPIRED]).values_list(
                    "memory_id", flat=True
                )
            )
            pick = _absence_pick(memories, {g.memory_id: g for g in open_gaps}, done, now, stage, days)
            return [pick] if pick else []
    today = local.date()
    picks: list[Pick | None] = [_gap_pick(open_gaps, today)]
    part = _daypart(local)
    if part == "evening":
        picks.append(_evening_pick(memories, today, now, stage))
    elif part == "morning":
        picks.append(_morning_pick(memories, today, now, stage))
    return [p for p in picks if p is not None]


def proactive_plan_active(*, now: datetime | None = None, limit: int | None = None) -> tuple[int, bool]:
    """Beat job: plan for every user seen in the last ``MEMIND_PROACTIVE_ACTIVE_DAYS`` days.

    Walks users by id in pages of ``MEMIND_JOB_BATCH`` and stops after ``limit`` users (bounded);
    the per-user rules (quiet hours, daily cap, once per reason a day) make re-running safe.
    Returns (messages planned, whether users were left for the next run)."""
    now = now or timezone.now()
    limit = limit or settings.MEMIND_PROACTIVE_PLAN_MAX_USERS
    since = now - timedelta(days=settings.MEMIND_PROACTIVE_ACTIVE_DAYS)
    users = EndUser.objects.filter(last_seen_at__gte=since).order_by("id")
    planned, seen, last_id = 0, 0, 0
    while seen < limit:
        page = list(users.filter(id__gt=last_id)[: min(settings.MEMIND_JOB_BATCH, limit - seen)])
        if not page:
            return planned, False
        for user in page:
            with isolated(f"user {user.pk}"):
                planned += len(proactive_plan(user=user, now=now))
        seen += len(page)
        last_id = page[-1].pk
    return planned, users.filter(id__gt=last_id).exists()
