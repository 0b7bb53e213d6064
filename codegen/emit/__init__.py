"""One emitter per artifact; each turns views into `Artifact`s through a jinja2 template."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import jinja2

from ..writer import Artifact, stamp

_ENV = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(__file__).resolve().parent.parent / "templates"),
    undefined=jinja2.StrictUndefined, keep_trailing_newline=True, trim_blocks=True,
    lstrip_blocks=True, autoescape=False)
_ENV.filters["doc"] = lambda s: str(s).replace("\\", "\\\\").replace('"""', '\\"\\"\\"')  # docstring-safe
_ENV.filters["repr"] = repr


def render(template: str, **context: Any) -> str:
    return _ENV.get_template(template).render(**context)


def artifact(path: str, emitter: str, sources: list[str], body: str) -> Artifact:
    """`body` under its stamp (after the shebang-free first line, so a docstring stays a docstring)."""
    return Artifact(path, stamp(path, emitter, sources) + body, emitter)
