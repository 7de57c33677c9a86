"""The classes of extraction failure seen on conversations nobody here wrote, in both languages,
through ingest and extraction as an app reaches them: subjects, slots, validated values, lists,
news with outcomes, events with attributes, questions and negations."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from django.conf import settings as django_settings

from memind.text import CJK
from memories.extractors.values import value_problem
from memories.models import EndUser, ExtractionRun, MemoryItem
from memories.profile import profile_build
from memories.services import extraction
from memories.services.messages import MessageIn, messages_ingest

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def say(app, *lines: str, user: str = "u") -> EndUser:
    """The user's lines (an assistant reply between each), ingested and extracted."""
    messages = []
    for i, line in enumerate(lines):
        messages.append(MessageIn(role="user", content=line, sent_at=START + timedelta(minutes=2 * i)))
        reply = "嗯嗯" if CJK.match(line) else "I see."
        messages.append(
            MessageIn(role="assistant", content=reply, sent_at=START + timedelta(minutes=2 * i + 1))
        )
    end_user = messages_ingest(app=app, external_id=user, messages=messages, queue_jobs=False).user
    runs = extraction.extraction_run(user=end_user, trigger="api")
    assert runs and all(r.status == ExtractionRun.Status.SUCCEEDED for r in runs)
    return end_user


def active(user: EndUser, **filters: object) -> list[MemoryItem]:
    return list(MemoryItem.objects.filter(user=user, status=MemoryItem.Status.ACTIVE, **filters))


def values(user: EndUser, **filters: str) -> set[str]:
    return {m.value for m in active(user, **filters)}


@pytest.mark.parametrize(
    ("name_line", "nickname_line", "name", "nickname"),
    [
        ("我叫林晓雨", "叫我小雨就行", "林晓雨", "小雨"),
        ("My name is Joanna", "just call me Jo", "Joanna", "Jo"),
    ],
)
def test_a_nickname_never_replaces_the_name(tenant, rules, name_line, nickname_line, name, nickname):
    user = say(tenant.app, name_line, nickname_line)
    assert values(user, slot="name", subject="") == {name}
    assert values(user, slot="nickname", subject="") == {nickname}
    assert not MemoryItem.objects.filter(user=user, status=MemoryItem.Status.SUPERSEDED).exists()


@pytest.mark.parametrize(
    ("own", "other", "relation", "mine", "theirs"),
    [
        ("我住在上海", "我表姐住在杭州", "表姐", "上海", "杭州"),
        ("我在深圳上班", "我老公在广州上班", "老公", "深圳", "广州"),
        ("I live in Boston", "my brother lives in Austin", "brother", "Boston", "Austin"),
    ],
)
def test_a_relatives_city_is_theirs_and_never_supersedes_the_users(
    tenant, rules, own, other, relation, mine, theirs
):
    user = say(tenant.app, own, other)
    slot = "workplace" if "上班" in own else "residence"
    assert values(user, slot=slot, subject="") == {mine}
    assert values(user, slot=slot, subject=relation) == {theirs}
    assert not MemoryItem.objects.filter(user=user, status=MemoryItem.Status.SUPERSEDED).exists()


@pytest.mark.parametrize(
    ("fact", "trap", "place"),
    [
        ("我住在成都", "这地方我住着挺舒服的", "成都"),
        ("我住在成都", "我住过好几个城市", "成都"),
        ("I live in Denver", "I live in fear of spiders", "Denver"),
    ],
)
def test_a_particle_or_phrase_never_becomes_a_place(tenant, rules, fact, trap, place):
    user = say(tenant.app, fact, trap)
    assert values(user, slot="residence") == {place}
    assert not MemoryItem.objects.filter(user=user, status=MemoryItem.Status.SUPERSEDED).exists()


@pytest.mark.parametrize(
    "line",
    [
        "call me at 5",
        "call me when you're free",
        "call me crazy but I love rain",
        "叫我起床好不好",
        "我妈叫我回家吃饭",
    ],
)
def test_being_asked_to_call_is_no_name(tenant, rules, line):
    user = say(tenant.app, line)
    assert not active(user, slot__in=["name", "nickname"])


@pytest.mark.parametrize(
    ("line", "place"),
    [
        ("moved to Denver last month and I'm still figuring out the buses", "Denver"),
        ("I moved to Seattle yesterday", "Seattle"),
        ("我上个月搬到了杭州滨江区", "杭州滨江区"),
    ],
)
def test_dates_are_stripped_from_values(tenant, rules, line, place):
    user = say(tenant.app, line)
    assert values(user, slot="residence") == {place}


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("I'm Priya Nair, I work in finance", "Priya Nair"),
        ("hi! Zainab Okafor, nice to meet you", "Zainab Okafor"),
        ("我是王明宇，今年28", "王明宇"),
        ("本人欧阳子涵，湖南长沙人", "欧阳子涵"),
    ],
)
def test_a_full_name_said_in_passing_is_kept(tenant, rules, line, name):
    user = say(tenant.app, line)
    assert values(user, slot="name") == {name}


@pytest.mark.parametrize(
    ("line", "items"),
    [
        ("I love sushi and ramen", {"sushi", "ramen"}),
        ("I speak Spanish and Portuguese", {"Spanish", "Portuguese"}),
        ("我喜欢猫和狗", {"猫", "狗"}),
        ("火锅和烤肉是我的命", {"火锅", "烤肉"}),
    ],
)
def test_a_list_is_one_memory_per_item(tenant, rules, line, items):
    user = say(tenant.app, line)
    kept = {m.slot.split(":", 1)[1] for m in active(user) if ":" in m.slot}
    assert items <= set(kept) | {k.title() for k in kept}


@pytest.mark.parametrize(
    ("line", "outcome", "word"),
    [
        ("I got the offer!! so happy", "positive", "offer"),
        ("passed the bar exam!!! finally", "positive", "bar exam"),
        ("failed my driving test, hit the curb", "negative", "driving test"),
        ("拿到offer了，好开心", "positive", "offer"),
        ("考研上岸了！", "positive", "上岸"),
        ("面试挂了，好难过", "negative", "面试"),
    ],
)
def test_news_is_an_event_with_its_outcome_not_only_a_feeling(tenant, rules, line, outcome, word):
    user = say(tenant.app, line)
    events = active(user, type="life_event")
    assert [e.outcome for e in events] == [outcome]
    assert word in events[0].content


def test_an_event_named_once_gets_the_attributes_said_after_it(tenant, rules):
    user = say(tenant.app, "我报名了一个读书会", "读书会每周六在市图书馆", "为期两个月", "大概二十个人")
    about = {m.slot: m.value for m in active(user, subject="读书会")}
    assert about == {"time": "每周六", "place": "市图书馆", "duration": "两个月", "size": "二十个人"}
    assert not active(user, type="routine")  # the book club's day is not the user's habit

    en = say(
        tenant.app,
        "I joined a book club",
        "we meet Saturdays at the library",
        "it runs for six weeks",
        user="e",
    )
    about = {m.slot: m.value.lower() for m in active(en, subject="book club")}
    assert about["time"] == "saturdays" and about["duration"] == "six weeks" and "library" in about["place"]


@pytest.mark.parametrize(
    ("line", "subject", "slot", "value"),
    [
        ("my sister is a nurse", "sister", "job", "nurse"),
        ("我家狗叫馒头", "狗", "name", "馒头"),
        ("婚礼的地点是三亚", "婚礼", "place", "三亚"),
        # a relative clause about kin says their facts
        ("I've got a cousin, Marisol, who's a paramedic", "cousin", "job", "paramedic"),
        ("I have a brother who lives in Galway", "brother", "residence", "Galway"),
    ],
)
def test_statements_about_others_and_things(tenant, rules, line, subject, slot, value):
    user = say(tenant.app, line)
    assert values(user, subject=subject, slot=slot) == {value}
    assert not active(user, subject="", slot=slot)


def test_a_pronoun_stands_for_the_last_one_named(tenant, rules):
    user = say(tenant.app, "我有男朋友了", "他叫陈宇，是个程序员", "他住在苏州，我住在上海")
    assert values(user, subject="男朋友", slot="name") == {"陈宇"}
    assert values(user, subject="男朋友", slot="job") == {"程序员"}
    assert values(user, subject="男朋友", slot="residence") == {"苏州"}
    assert values(user, subject="", slot="residence") == {"上海"}


@pytest.mark.parametrize(
    "line",
    [
        "我叫什么来着？",
        "如果我搬去成都你会想我吗",
        "要是我是医生就好了",
        "where do you think I live?",
        "what if I moved to Paris",
        "I wish I were a pilot",
        "我妈希望我考公",
    ],
)
def test_questions_and_hypotheticals_state_nothing(tenant, rules, line):
    user = say(tenant.app, line)
    assert not [m for m in active(user) if m.type != "emotion"]


@pytest.mark.parametrize(
    ("line", "thing", "negation"),
    [("I don't drink coffee", "coffee", "not"), ("我不吃香菜", "香菜", "不"), ("我还没结婚", "结婚", "没")],
)
def test_negations_stay_negations(tenant, rules, line, thing, negation):
    user = say(tenant.app, line)
    [memory] = [m for m in active(user) if thing in m.content]
    assert negation in memory.content
    assert memory.value in ("dislike", "never", "不", f"没有{thing}")


def test_the_store_drops_invalid_values_from_any_extractor_and_counts_them(tenant, settings):
    """The store validates every candidate, whichever extractor proposed it."""
    from memories.extractors import Candidate
    from memories.services.consolidation import candidates_store

    said = [MessageIn(role="user", content="x", sent_at=START)]
    user = messages_ingest(app=tenant.app, external_id="v", messages=said, queue_jobs=False).user
    message = user.messages.get()
    run = ExtractionRun.objects.create(app=tenant.app, user=user, extractor="test", message_count=1)

    def residence(content: str, value: str, slot: str = "residence") -> Candidate:
        return Candidate(
            type="identity", content=content, importance=0.9, source_ids=[message.pk], slot=slot, value=value
        )

    good = residence("用户住在上海", "上海")
    bad = [residence("用户住在着挺舒服", "着挺舒服"), residence("The user's name is At", "at", slot="name")]
    counts = candidates_store(user=user, run=run, candidates=[good, *bad], messages={message.pk: message})
    assert counts.stored == 1 and counts.dropped_count == 2
    assert all(d["reason"].startswith("invalid") for d in counts.dropped)
    assert values(user, slot="residence") == {"上海"}


def test_no_identity_line_in_any_profile_fails_validation(tenant, rules):
    """Every labelled dialogue — traps included — replayed into one user per file: whatever the
    extractor keeps, the profile's identity lines are all valid values."""
    folder = Path(django_settings.BASE_DIR) / "tests" / "data" / "extraction"
    checked = 0
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        lines = [t["text"] for d in data["dialogues"] for t in d["turns"] if t["role"] == "user"]
        user = say(tenant.app, *lines, user=path.stem)
        profile = profile_build(user=user, now=START + timedelta(days=1))
        basic = next(s for s in profile.sections if s["key"] == "basic")
        ids = [e["id"] for e in basic["items"]]  # type: ignore[attr-defined]
        for memory in MemoryItem.objects.filter(pk__in=ids):
            assert memory.slot, memory.content
            assert not value_problem(memory.slot, memory.value), (memory.slot, memory.value)
            checked += 1
    assert checked >= 20


def test_a_chain_of_moves_in_one_batch_supersedes_in_order(tenant, rules):
    """New memories are stored together at the end of a batch; the supersedes decided meanwhile
    still form the chain the user told, each naming its successor."""
    user = say(tenant.app, "我住在上海", "我搬到杭州了", "我又搬到成都了")
    rows = {m.value: m for m in MemoryItem.objects.filter(user=user, slot="residence")}
    assert rows["成都"].status == MemoryItem.Status.ACTIVE
    assert rows["上海"].superseded_by_id == rows["杭州"].pk
    assert rows["杭州"].superseded_by_id == rows["成都"].pk
    assert rows["杭州"].events.filter(kind="superseded").exists()
    assert rows["上海"].source_links.count() == 1 and rows["成都"].source_links.count() == 1


def test_facts_about_others_sit_with_the_relationship_not_the_users_identity(tenant, rules):
    user = say(tenant.app, "我叫林晓雨", "我表姐在杭州工作", "我家狗叫馒头")
    profile = profile_build(user=user, now=START + timedelta(days=1), lang="zh")
    sections = {s["key"]: [e["content"] for e in s["items"]] for s in profile.sections}  # type: ignore[attr-defined]
    assert sections["basic"] == ["用户叫林晓雨"]
    assert {"用户的表姐在杭州工作", "用户的狗叫馒头"} <= set(sections["relationship"])
