#!/usr/bin/env python
"""Django's command-line utility for Memind."""

from __future__ import annotations

import os
import sys

# What runs without any server: everything else gets the embedded ones unless URLs are set.
NO_SERVERS = {"help", "--help", "-h", "version", "--version"}


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memind.settings")
    if len(sys.argv) > 1 and sys.argv[1] not in NO_SERVERS:
        from memind import embedded

        embedded.provide()
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
