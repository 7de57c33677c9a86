FROM python:3.11-slim
WORKDIR /app
ENV PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
COPY pyproject.toml README.md ./
COPY memind memind
COPY memories memories
COPY experiences experiences
COPY proactive proactive
COPY templates templates
COPY manage.py gunicorn.conf.py ./
RUN pip install -e .
EXPOSE 8000
CMD ["gunicorn", "memind.wsgi:application", "--bind", "0.0.0.0:8000"]
