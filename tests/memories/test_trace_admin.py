"""Support staff answer "why did it say that" from the admin, read-only, end to end."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import timedelta

import pytest
from django.contrib.auth.models import Group, User
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from memories.models import ContextTrace, EndUser, Episode, ExtractionRun, MemoryItem, Message
from memories.roles import roles_ensure
from memories.services.context import context_build
from memories.services.episodes import episodes_build
from memories.services.extraction import extraction_run
from memories.services.messages import MessageIn, messages_ingest
from memories.services.traces import trace_reply
from memories.why import trace_why
from tests.conftest import Tenant
from tests.memories.factories import remember, say

REPLY = "你最爱吃火锅呀，夏星帆！"


@dataclass
class Built:
    user: EndUser
    trace: ContextTrace
    injected: MemoryItem
    left_out: MemoryItem
    run: ExtractionRun
    name_message: Message


def staff(role: str) -> User:
    roles_ensure()  # a transactional test may have flushed the migration's groups
    user = User.objects.create_user(role, password="pw", is_staff=True)
    user.groups.add(Group.objects.get(name=role))
    return user


@pytest.fixture
def built(tenant: Tenant, settings) -> Built:
    settings.MEMIND_EXTRACTOR = "rules"
    said_at = timezone.now() - timedelta(days=2)
    result = messages_ingest(
        app=tenant.app,
        external_id="xf",
        messages=[
            MessageIn(role="user", content="我叫夏星帆", sent_at=said_at, client_msg_id="m1"),
            MessageIn(
                role="user",
                content="我超爱吃火锅",
                sent_at=said_at + timedelta(minutes=1),
                client_msg_id="m2",
            ),
        ],
    )
    (run,) = extraction_run(user=result.user, trigger="api")
    episodes_build(user=result.user)  # the job extraction enqueues
    # limit=1: one memory is injected and the other is left out, so both tables have a row;
    # "上次" asks for the earlier scene, so the episode is pulled in too.
    context = context_build(user=result.user, message="上次我说我爱吃什么来着？", limit=1)
    trace = trace_reply(trace=context.trace, reply=REPLY)
    (injected,) = trace.memories.all()
    left_out = MemoryItem.objects.exclude(pk=injected.pk).get(user=result.user)
    return Built(
        user=result.user,
        trace=trace,
        injected=injected,
        left_out=left_out,
        run=run,
        name_message=injected.sources.get(),
    )


@pytest.fixture
def support(client: Client, db: None) -> Client:
    client.force_login(staff("support"))
    return client


def section(html: str, element_id: str) -> str:
    """The HTML of one table or block on the why page, so an assertion can't pass by accident
    on text that appears elsewhere (the prompt and the profile repeat memory contents)."""
    match = re.search(rf'<(\w+)[^>]*id="{element_id}".*?</\1>', html, re.S)
    assert match, f"no #{element_id} on the page"
    return match.group(0)


def test_support_finds_the_trace_by_its_reply_text(support: Client, built: Built) -> None:
    other = context_build(user=built.user, message="今天天气不错")
    trace_reply(trace=other.trace, reply="是啊，出去走走吧")

    page = support.get("/admin/memories/contexttrace/", {"q": "最爱吃火锅"})

    assert page.status_code == 200
    html = page.content.decode()
    assert f"/admin/memories/contexttrace/{built.trace.pk}/change/" in html
    assert f"/admin/memories/contexttrace/{other.trace.pk}/change/" not in html
    assert support.get("/admin/memories/contexttrace/", {"q": "xf"}).status_code == 200  # by user id


def test_has_reply_and_stage_filters_split_the_list(support: Client, built: Built) -> None:
    unanswered = context_build(user=built.user, message="在吗").trace
    link = "/admin/memories/contexttrace/{}/change/"

    with_reply = support.get("/admin/memories/contexttrace/", {"has_reply": "yes"}).content.decode()
    without = support.get("/admin/memories/contexttrace/", {"has_reply": "no"}).content.decode()
    new_stage = support.get("/admin/memories/contexttrace/", {"stage": "new"}).content.decode()
    close = support.get("/admin/memories/contexttrace/", {"stage": "close"}).content.decode()

    assert link.format(built.trace.pk) in with_reply and link.format(unanswered.pk) not in with_reply
    assert link.format(unanswered.pk) in without and link.format(built.trace.pk) not in without
    assert link.format(built.trace.pk) in new_stage and link.format(built.trace.pk) not in close


def test_why_page_shows_reply_input_and_the_exact_prompt(support: Client, built: Built) -> None:
    page = support.get(f"/admin/memories/contexttrace/{built.trace.pk}/change/")

    assert page.status_code == 200
    html = page.content.decode()
    assert REPLY in section(html, "why-reply")
    assert "上次我说我爱吃什么来着？" in section(html, "why-input")
    # The prompt is shown verbatim, preformatted (newlines kept, nothing collapsed).
    assert "<pre" in section(html, "why-prompt")
    assert built.trace.prompt.strip().split("\n")[0] in section(html, "why-prompt")
    # Injected, and already in MEMORY.md: in the prompt once, not listed again under 相关记忆.
    assert section(html, "why-prompt").count("- " + built.injected.content) == 1
    assert "## 兴趣偏好" in section(html, "why-profile")


def test_why_page_lists_injected_memory_with_score_and_provenance(support: Client, built: Built) -> None:
    candidate = next(c for c in built.trace.candidates if c["memory_id"] == built.injected.pk)

    html = support.get(f"/admin/memories/contexttrace/{built.trace.pk}/change/").content.decode()
    injected = section(html, "why-injected")

    assert built.injected.content in injected
    assert str(candidate["score"]) in injected
    assert str(candidate["components"]["vector"]) in injected
    for reason in candidate["reasons"]:
        assert reason in injected
    assert f'href="/admin/memories/memoryitem/{built.injected.pk}/change/"' in injected
    assert f'href="/admin/memories/message/{built.name_message.pk}/change/"' in injected
    assert built.name_message.content in injected
    assert f'href="/admin/memories/extractionrun/{built.run.pk}/change/"' in injected
    # The memory that didn't make it is not presented as injected.
    assert built.left_out.content not in injected


def test_why_page_says_why_the_other_candidate_was_left_out(support: Client, built: Built) -> None:
    html = support.get(f"/admin/memories/contexttrace/{built.trace.pk}/change/").content.decode()
    excluded = section(html, "why-excluded")

    assert built.left_out.content in excluded
    assert "below the top 1 (rank 2)" in excluded
    assert f'href="/admin/memories/memoryitem/{built.left_out.pk}/change/"' in excluded


def test_why_page_shows_the_episode_and_its_messages(support: Client, built: Built) -> None:
    assert built.trace.episodes, "the fixture's message should pull in the earlier scene"
    episode = Episode.objects.get(user=built.user)

    html = support.get(f"/admin/memories/contexttrace/{built.trace.pk}/change/").content.decode()

    assert f'href="/admin/memories/episode/{episode.pk}/change/"' in html
    for pk in episode.message_ids:
        assert f'href="/admin/memories/message/{pk}/change/"' in html
    episode_page = support.get(f"/admin/memories/episode/{episode.pk}/change/")
    assert episode_page.status_code == 200
    assert "我超爱吃火锅" in episode_page.content.decode()


def test_support_cannot_change_add_or_delete_traces(support: Client, built: Built) -> None:
    url = f"/admin/memories/contexttrace/{built.trace.pk}/"

    assert support.post(url + "change/", {"reply": "edited"}).status_code == 403
    assert support.post(url + "delete/", {"post": "yes"}).status_code == 403
    assert support.post("/admin/memories/contexttrace/add/", {}).status_code == 403
    assert (
        support.post(f"/admin/memories/episode/{built.trace.episodes[0]['id']}/change/", {}).status_code
        == 403
    )
    built.trace.refresh_from_db()
    assert built.trace.reply == REPLY and ContextTrace.objects.filter(pk=built.trace.pk).exists()


def test_operators_cannot_edit_traces_either(client: Client, built: Built) -> None:
    client.force_login(staff("operator"))
    assert client.get(f"/admin/memories/contexttrace/{built.trace.pk}/change/").status_code == 200
    assert client.post(f"/admin/memories/contexttrace/{built.trace.pk}/change/", {}).status_code == 403


def test_memory_page_lists_the_traces_that_injected_it(support: Client, built: Built) -> None:
    trace_link = f'href="/admin/memories/contexttrace/{built.trace.pk}/change/"'

    injected_page = support.get(f"/admin/memories/memoryitem/{built.injected.pk}/change/").content.decode()
    left_out_page = support.get(f"/admin/memories/memoryitem/{built.left_out.pk}/change/").content.decode()
    listed = support.get("/admin/memories/contexttrace/", {"memories__id__exact": built.injected.pk})
    not_listed = support.get("/admin/memories/contexttrace/", {"memories__id__exact": built.left_out.pk})

    assert trace_link in injected_page and REPLY[:20] in injected_page
    assert trace_link not in left_out_page and "never injected yet" in left_out_page
    # Changelist rows link with ?_changelist_filters=…, so match the path only.
    assert listed.status_code == 200
    assert f"/admin/memories/contexttrace/{built.trace.pk}/change/" in listed.content.decode()
    assert f"/admin/memories/contexttrace/{built.trace.pk}/change/" not in not_listed.content.decode()


def test_user_input_is_escaped_everywhere_it_is_shown(support: Client, built: Built) -> None:
    trace = context_build(user=built.user, message="<script>alert(1)</script> 我叫什么").trace
    trace_reply(trace=trace, reply="<b>夏星帆</b>")

    why = support.get(f"/admin/memories/contexttrace/{trace.pk}/change/").content.decode()
    memory = support.get(f"/admin/memories/memoryitem/{built.injected.pk}/change/").content.decode()

    assert "<script>alert(1)</script>" not in why and "&lt;script&gt;" in why
    assert "<b>夏星帆</b>" not in why and "<b>夏星帆</b>" not in memory


def test_why_page_queries_do_not_grow_with_the_number_of_memories(support: Client, built: Built) -> None:
    def queries(trace: ContextTrace) -> int:
        with CaptureQueriesContext(connection) as captured:
            assert support.get(f"/admin/memories/contexttrace/{trace.pk}/change/").status_code == 200
        return len(captured)

    queries(built.trace)  # warm the session and content-type caches
    small = queries(built.trace)
    for i, food in enumerate(
        ["寿司", "拉面", "饺子", "烤鸭", "披萨", "咖喱", "火锅底料", "奶茶", "蛋糕", "汉堡"]
    ):
        (msg,) = say(built.user.app, "xf", f"我喜欢{food}", at=timezone.now() - timedelta(hours=i + 1))
        remember(built.user, f"用户喜欢{food}", sources=[msg])
    big = context_build(user=built.user, message="我喜欢吃什么？").trace
    assert big.memories.count() >= 8 and len(big.candidates) > len(built.trace.candidates)

    # The small trace also pulled in an episode, so the big one may need fewer; never more.
    assert queries(big) <= small


def test_a_trace_without_ranking_still_shows_what_was_injected(support: Client, built: Built) -> None:
    # A proactive plan records the memories it used but no ranked candidates; the page must
    # still say what the bot was given rather than "nothing was injected".
    plan = ContextTrace.objects.create(
        app=built.user.app,
        user=built.user,
        kind=ContextTrace.Kind.PROACTIVE,
        input="evening check-in",
        now=timezone.now(),
        prompt="今天过得怎么样？",
    )
    plan.memories.set([built.left_out])

    page = support.get(f"/admin/memories/contexttrace/{plan.pk}/change/")

    assert page.status_code == 200
    injected = section(page.content.decode(), "why-injected")
    assert built.left_out.content in injected
    assert f'href="/admin/memories/memoryitem/{built.left_out.pk}/change/"' in injected


def test_why_page_lists_each_snippet_with_its_scores_and_links_to_its_messages(
    support: Client, tenant: Tenant
) -> None:
    said_at = timezone.now() - timedelta(days=30)
    lines = ["hi there", "my sister Jenna just started as a nurse in Leeds", "ok good night"]
    result = messages_ingest(
        app=tenant.app,
        external_id="sn",
        messages=[
            MessageIn(role="user", content=t, sent_at=said_at + timedelta(minutes=i))
            for i, t in enumerate(lines)
        ],
    )
    ctx = context_build(user=result.user, message="where does Jenna work?")
    jenna = Message.objects.get(user=result.user, content__contains="Jenna")

    html = support.get(f"/admin/memories/contexttrace/{ctx.trace.pk}/change/").content.decode()

    part = section(html, "why-snippets")
    assert "In the prompt" in part and "words rank 1" in part
    for m in Message.objects.filter(user=result.user):  # the hit and both neighbours, each linked
        assert f'href="/admin/memories/message/{m.pk}/change/"' in part
    assert re.search(rf"#{jenna.pk}</a> <strong>hit</strong>", part)


def test_why_page_selector_joins_the_trace_with_what_exists_today(
    built: Built, django_assert_max_num_queries
) -> None:
    trace = ContextTrace.objects.select_related("user").get(pk=built.trace.pk)

    # Injected memories with their sources, the left-out ones, episodes' messages, episodes.
    with django_assert_max_num_queries(5):
        page = trace_why(trace=trace)

    (injected,) = page.injected
    assert (injected.memory_id, injected.exists, injected.memory) == (built.injected.pk, True, built.injected)
    assert [s.message.pk for s in injected.sources] == [built.name_message.pk]
    assert injected.run_ids == [built.run.pk]
    assert [(r.memory_id, r.exists) for r in page.excluded] == [(built.left_out.pk, True)]
    assert [e.id for e in page.episodes] == [e["id"] for e in built.trace.episodes]
    assert page.timings[-1][0] == "total"
