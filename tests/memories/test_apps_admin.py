"""Apps and API keys in the admin: created and revoked through the tenant services, each change
recorded with who and why, and a whole key shown exactly once."""

from __future__ import annotations

import io
import re

import pytest
from django.contrib.auth.models import Group, User
from django.core.management import call_command
from django.test import Client
from rest_framework.test import APIClient

from memind.models import ApiKey, App, AppEvent, hash_api_key
from memories.roles import roles_ensure
from tests.conftest import Tenant

KEY = re.compile(r"mk_[A-Za-z0-9_-]{20,}")


@pytest.fixture
def root(client: Client, db: None) -> Client:
    client.force_login(User.objects.create_superuser("root", password="pw"))
    return client


def api_status(raw: str) -> int:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    return client.get("/api/v1/memories/").status_code


def test_add_app_creates_its_first_key_and_shows_it_exactly_once(root: Client) -> None:
    done = root.post(
        "/admin/memind/app/add/",
        {"name": "星帆 companion", "key_name": "production", "reason": "new companion product"},
        follow=True,
    )

    assert done.status_code == 200
    (raw,) = KEY.findall(done.content.decode())
    app = App.objects.get(name="星帆 companion")
    key = ApiKey.objects.get(app=app)
    assert key.key_hash == hash_api_key(raw) and key.name == "production" and raw.startswith(key.prefix)
    assert api_status(raw) == 200
    history = list(app.events.values_list("kind", "actor", "staff_user__username", "reason"))
    assert history == [
        ("created", "staff:root", "root", "new companion product"),
        ("key_created", "staff:root", "root", "new companion product"),
    ]
    # Never again: not on a reload, the app's page or the key list.
    for url in [
        "/admin/memind/app/",
        f"/admin/memind/app/{app.pk}/change/",
        "/admin/memind/apikey/",
        f"/admin/memind/apikey/{key.pk}/change/",
    ]:
        page = root.get(url).content.decode()
        assert raw not in page and key.key_hash not in page, url
        assert KEY.findall(page) == [] or all(len(k) <= len(key.prefix) for k in KEY.findall(page))
    assert f"{key.prefix}…" in root.get(f"/admin/memind/app/{app.pk}/change/").content.decode()


def test_add_app_needs_a_reason(root: Client) -> None:
    form = {"name": "no-reason", "key_name": "default", "reason": ""}
    form |= {"api_keys-TOTAL_FORMS": "0", "api_keys-INITIAL_FORMS": "0"}  # as an inline would post

    refused = root.post("/admin/memind/app/add/", form)

    assert refused.status_code == 200 and b"This field is required" in refused.content
    assert not App.objects.filter(name="no-reason").exists()


def test_the_key_inline_never_saves_a_key(root: Client, tenant: Tenant) -> None:
    before = set(ApiKey.objects.values_list("pk", "key_hash", "name", "revoked_at"))
    form = {
        "name": tenant.app.name,
        "is_active": "on",
        "change_reason": "rename nothing",
        "api_keys-TOTAL_FORMS": "1",
        "api_keys-INITIAL_FORMS": "0",
        "api_keys-0-name": "typed in",
        "api_keys-0-prefix": "mk_fake",
        "events-TOTAL_FORMS": "0",
        "events-INITIAL_FORMS": "0",
    }

    root.post(f"/admin/memind/app/{tenant.app.pk}/change/", form)

    assert set(ApiKey.objects.values_list("pk", "key_hash", "name", "revoked_at")) == before
    assert not ApiKey.objects.filter(key_hash="").exists()


def test_changing_an_app_asks_why_and_records_it(root: Client, tenant: Tenant) -> None:
    url = f"/admin/memind/app/{tenant.app.pk}/change/"
    form = {"name": tenant.app.name, "api_keys-TOTAL_FORMS": "0", "api_keys-INITIAL_FORMS": "0"}
    form |= {"events-TOTAL_FORMS": "0", "events-INITIAL_FORMS": "0"}  # is_active unticked: off

    refused = root.post(url, form)
    assert refused.status_code == 200 and b"change_reason" in refused.content
    tenant.app.refresh_from_db()
    assert tenant.app.is_active

    assert root.post(url, {**form, "change_reason": "contract ended"}).status_code == 302
    tenant.app.refresh_from_db()
    event = tenant.app.events.get(kind="edited")
    assert not tenant.app.is_active and api_status(tenant.key) == 401
    assert (event.staff_user.username, event.reason, event.before, event.after) == (
        "root",
        "contract ended",
        {"is_active": True},
        {"is_active": False},
    )


def test_create_key_action_asks_why_then_shows_the_new_key_once(root: Client, tenant: Tenant) -> None:
    chosen = {"action": "create_key_selected", "_selected_action": [tenant.app.pk]}

    asked = root.post("/admin/memind/app/", chosen)
    assert asked.status_code == 200 and b'name="reason"' in asked.content
    assert tenant.app.api_keys.count() == 1

    done = root.post(
        "/admin/memind/app/", {**chosen, "apply": "1", "name": "staging", "reason": "rotation"}, follow=True
    )

    (raw,) = KEY.findall(done.content.decode())
    new = tenant.app.api_keys.get(name="staging")
    assert new.key_hash == hash_api_key(raw) and api_status(raw) == 200 and api_status(tenant.key) == 200
    event = AppEvent.objects.get(api_key=new)
    assert (event.kind, event.actor, event.reason) == ("key_created", "staff:root", "rotation")
    assert raw not in root.get("/admin/memind/app/").content.decode()


def test_revoke_action_asks_why_refuses_the_key_and_records_it(root: Client, tenant: Tenant) -> None:
    key = tenant.app.api_keys.get()
    chosen = {"action": "revoke_selected", "_selected_action": [key.pk]}

    asked = root.post("/admin/memind/apikey/", chosen)
    key.refresh_from_db()
    assert asked.status_code == 200 and b'name="reason"' in asked.content and key.revoked_at is None
    assert api_status(tenant.key) == 200

    root.post("/admin/memind/apikey/", {**chosen, "apply": "1", "reason": "leaked in a log"})

    key.refresh_from_db()
    assert key.revoked_at is not None and api_status(tenant.key) == 401
    event = key.events.get(kind="key_revoked")
    assert (event.kind, event.staff_user.username, event.reason) == ("key_revoked", "root", "leaked in a log")
    again = root.post("/admin/memind/apikey/", {**chosen, "apply": "1", "reason": "twice"}, follow=True)
    assert b"already revoked" in again.content and key.events.filter(kind="key_revoked").count() == 1


def test_keys_are_read_only_and_never_deleted(root: Client, tenant: Tenant) -> None:
    key = tenant.app.api_keys.get()

    page = root.get(f"/admin/memind/apikey/{key.pk}/change/")
    assert page.status_code == 200 and b'name="_save"' not in page.content
    assert root.post(f"/admin/memind/apikey/{key.pk}/change/", {"name": "x"}).status_code == 403
    assert root.post(f"/admin/memind/apikey/{key.pk}/delete/", {"post": "yes"}).status_code == 403
    assert root.post(f"/admin/memind/app/{tenant.app.pk}/delete/", {"post": "yes"}).status_code == 403
    assert ApiKey.objects.filter(pk=key.pk, name=key.name).exists()


@pytest.mark.parametrize("role", ["operator", "support"])
def test_staff_roles_cannot_see_or_change_keys(client: Client, tenant: Tenant, role: str) -> None:
    roles_ensure()
    user = User.objects.create_user(role, password="pw", is_staff=True)
    user.groups.add(Group.objects.get(name=role))
    client.force_login(user)
    key = tenant.app.api_keys.get()

    assert client.get("/admin/memind/apikey/").status_code == 403
    client.post(
        "/admin/memind/apikey/",
        {"action": "revoke_selected", "_selected_action": [key.pk], "apply": "1", "reason": "x"},
    )
    client.post(
        "/admin/memind/app/",
        {
            "action": "create_key_selected",
            "_selected_action": [tenant.app.pk],
            "apply": "1",
            "name": "x",
            "reason": "x",
        },
    )

    key.refresh_from_db()
    assert key.revoked_at is None and tenant.app.api_keys.count() == 1


def test_staff_roles_see_an_app_without_its_keys(client: Client, tenant: Tenant) -> None:
    roles_ensure()
    user = User.objects.create_user("sup", password="pw", is_staff=True)
    user.groups.add(Group.objects.get(name="support"))
    client.force_login(user)
    key = tenant.app.api_keys.get()

    page = client.get(f"/admin/memind/app/{tenant.app.pk}/change/")

    assert page.status_code == 200 and tenant.app.name in page.content.decode()
    assert "/admin/memind/apikey/" not in page.content.decode() and b'name="_save"' not in page.content
    assert 'id="api_keys-group"' not in page.content.decode()  # the key list; the history names prefixes
    assert key.key_hash not in page.content.decode()


def test_create_app_command_records_itself_in_the_history(db: None) -> None:
    call_command("create_app", "acme", stdout=io.StringIO())

    app = App.objects.get(name="acme")
    events: list[tuple[str, str, int | None]] = list(app.events.values_list("kind", "actor", "staff_user"))
    assert events == [
        ("created", "system:create_app", None),
        ("key_created", "system:create_app", None),
    ]
