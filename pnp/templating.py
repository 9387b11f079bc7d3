"""The one jinja2 environment for ``templates/`` (score reports, check reports, contents pages)."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Any


@lru_cache(maxsize=1)
def _environment():
    import jinja2

    folder = str(resources.files("nile_templates"))
    return jinja2.Environment(loader=jinja2.FileSystemLoader(folder), keep_trailing_newline=True,
                              trim_blocks=True, undefined=jinja2.StrictUndefined)


def render_template(name: str, **values: Any) -> str:
    """Render ``templates/<name>`` with ``values``. Raises jinja2 errors for a missing value."""
    return _environment().get_template(name).render(**values)
