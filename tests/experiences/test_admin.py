"""Admin: runs with their events, experiences with readable evidence, attributed status actions."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from experiences.models import AgentRunEvent, Experience
from experiences.services.reflect import reflect_app
from tests.experiences.factories import outcome
from tests.experiences.test_reflect import SIMILAR

pytestmark = pytest.mark.django_db


def test_experience_page_shows_sources_provenance_links_and_checklist_coverage(admin_client, tenant):
    e = outcome(tenant.app, "abc123")
    AgentRunEvent.objects.filter(event_id="evt-4").delete()  # raw event gone: that point is uncovered
    html = admin_client.get(reverse("admin:experiences_experience_change", args=[e.pk])).content.decode()
    run_url = reverse("admin:experiences_agentrun_change", args=[e.source_run_id])
    evt1 = AgentRunEvent.objects.get(event_id="evt-1")
    assert f'<a href="{run_url}">abc123</a>' in html
    assert f'<a href="{reverse("admin:experiences_agentrunevent_change", args=[evt1.pk])}">evt-1</a>' in html
    assert "2 of 3 points covered by stored evidence" in html
    assert "✘ uncovered" in html and "changed crates/goose-server/src/server.rs" in html
    run_html = admin_client.get(run_url).content.decode()
    assert "evt-1" in run_html and "SSE stream disconnected" in run_html and f"#{e.pk}" in run_html


def test_pattern_page_links_its_parents(admin_client, tenant):
    parents = [outcome(tenant.app, f"r{i}", message=m) for i, m in enumerate(SIMILAR[:3])]
    pattern = reflect_app(app=tenant.app).created[0]
    html = admin_client.get(reverse("admin:experiences_experience_change", args=[pattern])).content.decode()
    for p in parents:
        assert reverse("admin:experiences_experience_change", args=[p.pk]) in html
    assert "3 of 3 points covered" in html


@pytest.mark.parametrize(
    ("action", "start", "end", "kind"),
    [
        ("archive_selected", "active", "archived", "archived"),
        ("restore_selected", "archived", "active", "restored"),
        ("delete_selected_soft", "active", "deleted", "deleted"),
    ],
)
def test_status_actions_ask_for_a_reason_and_are_attributed(admin_client, tenant, action, start, end, kind):
    e = outcome(tenant.app, "abc123")
    Experience.objects.filter(pk=e.pk).update(status=start)
    url = reverse("admin:experiences_experience_changelist")
    form = admin_client.post(url, {"action": action, "_selected_action": [e.pk]})
    assert form.status_code == 200 and b"Reason" in form.content
    admin_client.post(
        url, {"action": action, "_selected_action": [e.pk], "apply": "1", "reason": "wrong run"}
    )
    e.refresh_from_db()
    assert e.status == end
    change = e.changes.get()
    assert change.kind == kind and change.reason == "wrong run"
    assert change.staff_user == User.objects.get(username="admin") and change.actor == "staff:admin"


def test_every_experiences_admin_page_renders(admin_client, tenant):
    outcome(tenant.app, "abc123")
    for name in ("agentrun", "agentrunevent", "experience", "productevent"):
        assert admin_client.get(reverse(f"admin:experiences_{name}_changelist")).status_code == 200
