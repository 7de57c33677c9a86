# Memind's production image: gunicorn (web), Celery worker and beat all run from it.
# Dependencies come from requirements.lock (`make lock`) in their own layer, so a code change
# rebuilds only the last layers. No embedded servers: DATABASE_URL and REDIS_URL are required.
FROM python:3.11-slim

ENV PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /app

COPY requirements.lock ./
RUN pip install --require-virtualenv=false -r requirements.lock

COPY pyproject.toml README.md manage.py gunicorn.conf.py ./
COPY memind memind
COPY memories memories
COPY experiences experiences
COPY proactive proactive
COPY templates templates
# Non-editable, without the `embedded` extra; its dependencies are already installed above.
RUN pip install --no-deps . \
 && DATABASE_URL=postgres://build/none REDIS_URL=redis://build:6379/0 DJANGO_SECRET_KEY=build \
    python manage.py collectstatic --noinput

RUN useradd --create-home --uid 10001 memind && mkdir -p /app/.memind && chown memind /app/.memind
USER memind

EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=5s --retries=6 \
  CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/readyz', timeout=4)"
CMD ["gunicorn", "memind.wsgi:application", "--config", "gunicorn.conf.py", "--bind", "0.0.0.0:8000", \
     "--workers", "3", "--threads", "4"]
