"""Browser tests: Debian's headless Chromium, driven by Selenium, against a real server socket
(pytest-django's ``live_server``: a threaded HTTP server on the test database).

Shared by every flow: ``browser`` (one Chromium per test module), ``page`` (log in, click and
wait, a POST from the browser's session, screenshot), ``staff`` logins and a ``conversation``.
Without /usr/bin/chromium and /usr/bin/chromedriver (Debian's ``chromium`` and
``chromium-driver`` packages; ``.ci/run`` installs them) the tests are skipped.
Nothing is downloaded at run time: the driver path is given, so Selenium Manager never runs.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from memories.models import ContextTrace, EndUser, ExtractionRun

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
# Where screenshots go. Set MEMIND_SCREENSHOT_DIR=docs/admin to refresh the ones in the docs.
SCREENSHOT_DIR_ENV = "MEMIND_SCREENSHOT_DIR"
FLAGS = [
    "--headless",
    "--no-sandbox",  # running as root, in a container
    "--disable-gpu",
    "--disable-dev-shm-usage",  # a small /dev/shm crashes tabs
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",  # no calls home, no downloads
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1280,900",
    "--lang=en-US",
]
WAIT_SECONDS = 10

try:
    from selenium import webdriver
    from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError:  # the dev extra is not installed: every browser test skips
    webdriver = None  # type: ignore[assignment]

if TYPE_CHECKING:
    from selenium.webdriver.remote.webdriver import WebDriver
    from selenium.webdriver.remote.webelement import WebElement


def _missing() -> str:
    if not (CHROMIUM.exists() and CHROMEDRIVER.exists()):
        return (
            f"browser tests need {CHROMIUM} and {CHROMEDRIVER}: "
            "apt-get install chromium chromium-driver fonts-noto-cjk (.ci/run does it)"
        )
    if webdriver is None:
        return "browser tests need selenium, from the dev extra: make install-dev"
    return ""


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    """One headless Chromium per test module, with a fresh profile."""
    if _missing():
        pytest.skip(_missing())
    with tempfile.TemporaryDirectory(prefix="memind-chromium-") as profile:
        options = webdriver.ChromeOptions()
        options.binary_location = str(CHROMIUM)
        for flag in [*FLAGS, f"--user-data-dir={profile}"]:
            options.add_argument(flag)
        driver = webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
        driver.set_page_load_timeout(30)
        try:
            yield driver
        finally:
            driver.quit()


@pytest.fixture
def page(browser: WebDriver, live_server: Any) -> Iterator[Page]:
    """The browser, logged out, pointed at the live server."""
    browser.delete_all_cookies()
    yield Page(browser, live_server.url)
    browser.delete_all_cookies()


def _gone(element: WebElement) -> bool:
    """Whether ``element`` left the document. Caught mid-navigation, ChromeDriver may answer not
    "stale" but an inspector error saying the node does not belong to the document: gone too."""
    try:
        element.is_enabled()
    except StaleElementReferenceException:
        return True
    except WebDriverException as exc:
        if "does not belong to the document" in str(exc):
            return True
        raise
    return False


class Page:
    """Thin helpers over the driver, so a flow reads as what a person does."""

    def __init__(self, driver: WebDriver, base_url: str) -> None:
        self.driver, self.base_url = driver, base_url

    def open(self, path: str) -> None:
        self.driver.get(self.base_url + path)

    def find(self, css: str) -> WebElement:
        return WebDriverWait(self.driver, WAIT_SECONDS).until(
            ec.presence_of_element_located((By.CSS_SELECTOR, css))
        )

    def all(self, css: str) -> list[WebElement]:
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def click(self, css: str, then: str) -> None:
        """Click, then wait until the next page shows ``then`` (a CSS selector).

        The old page must be gone first: when it also shows ``then`` (a list searched from a
        list), looking at once would find the old element, stale a moment later."""
        old = self.driver.find_element(By.TAG_NAME, "html")
        self.find(css).click()
        WebDriverWait(self.driver, WAIT_SECONDS).until(lambda _: _gone(old))
        self.find(then)

    def choose(self, css: str, value: str) -> None:
        """Pick an option of a <select> by its value."""
        Select(self.find(css)).select_by_value(value)

    def path(self) -> str:
        url: str = self.driver.current_url
        return url.removeprefix(self.base_url)

    def text(self, css: str = "body") -> str:
        return str(self.find(css).text)

    def login(self, username: str, password: str) -> None:
        self.open("/admin/login/")
        self.find("#id_username").send_keys(username)
        self.find("#id_password").send_keys(password)
        self.click("input[type=submit]", then="#user-tools")

    def post(self, path: str, data: dict[str, str]) -> tuple[int, str]:
        """A form POST from the logged-in browser (its session and CSRF token): what a crafted
        request would get, beyond what the page offers."""
        result: dict[str, Any] = self.driver.execute_async_script(
            """
            const [path, data, done] = arguments;
            const token = document.cookie.split("; ").find(c => c.startsWith("csrftoken=")).split("=")[1];
            const body = new URLSearchParams({...data, csrfmiddlewaretoken: token});
            fetch(path, {method: "POST", body, credentials: "same-origin", redirect: "manual"})
              .then(async r => done({status: r.status, text: await r.text()}));
            """,
            path,
            data,
        )
        return int(result["status"]), str(result["text"])

    def screenshot(self, name: str, full_page: bool = True) -> Path:
        return screenshot(self.driver, name, full_page=full_page)


def screenshot(driver: WebDriver, name: str, *, full_page: bool = True) -> Path:
    """Save the current page as ``<name>.png`` (the whole page, up to 4000 px tall)."""
    folder = Path(os.environ.get(SCREENSHOT_DIR_ENV) or Path(tempfile.gettempdir()) / "memind-screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{name}.png"
    size = driver.get_window_size()
    if full_page:
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(size["width"], min(int(height), 4000))
        driver.execute_script("window.scrollTo(0, 0)")
    try:
        driver.save_screenshot(str(target))
    finally:
        driver.set_window_size(size["width"], size["height"])
    return target


@pytest.fixture
def staff(db: None) -> Any:
    """``staff("support")`` → a staff login in that role's group, as (username, password)."""
    from django.contrib.auth.models import Group, User

    from memories.roles import roles_ensure

    def make(role: str) -> tuple[str, str]:
        roles_ensure()  # live_server tests are transactional: the migration's groups are flushed
        user = User.objects.create_user(f"{role}-1", password="pw-" + role, is_staff=True)
        user.groups.add(Group.objects.get(name=role))
        return user.username, "pw-" + role

    return make


@dataclass
class Conversation:
    user: EndUser
    run: ExtractionRun
    trace: ContextTrace
    reply: str


@pytest.fixture
def conversation(settings: Any) -> Conversation:
    """A user's first chat in Chinese and English, extracted by the rules extractor, then a reply
    built from it and attached to its trace: all through the real services."""
    from datetime import timedelta

    from django.utils import timezone

    from memind.tenants import app_create
    from memories.services.context import context_build
    from memories.services.extraction import extraction_run
    from memories.services.messages import MessageIn, messages_ingest
    from memories.services.traces import trace_reply

    settings.MEMIND_EXTRACTOR = "rules"
    app, _ = app_create(name="星帆 companion")
    said_at = timezone.now() - timedelta(days=3)
    lines = [
        ("user", "我叫夏星帆"),
        ("assistant", "很高兴认识你，星帆！"),
        ("user", "我住在西雅图"),
        ("user", "我超爱吃火锅"),
        ("user", "My sister Jenna works as a nurse in Leeds"),
        ("user", "I love hiking on weekends"),
    ]
    ingested = messages_ingest(
        app=app,
        external_id="xf-42",
        messages=[
            MessageIn(role=role, content=text, sent_at=said_at + timedelta(minutes=i), client_msg_id=f"m{i}")
            for i, (role, text) in enumerate(lines)
        ],
    )
    (run,) = extraction_run(user=ingested.user, trigger="api")
    context = context_build(user=ingested.user, message="上次我说我爱吃什么来着？")
    reply = "你最爱吃火锅呀，夏星帆！"
    trace = trace_reply(trace=context.trace, reply=reply)
    return Conversation(user=ingested.user, run=run, trace=trace, reply=reply)
