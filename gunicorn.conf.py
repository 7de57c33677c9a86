"""gunicorn's settings wherever Memind is served: `make run` passes this file, and gunicorn reads it
from the working directory in the Docker image and docker-compose."""

# gunicorn answers a request line over 4 KiB itself, in HTML. The API bounds URLs on its own
# (MEMIND_MAX_URL_BYTES, a 414 in its error shape), so let them through up to gunicorn's hard cap.
limit_request_line = 0
