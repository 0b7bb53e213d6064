"""registry.json and registry.schema.json, for binding developers (seed 002's Carol)."""
from __future__ import annotations

import json

from paddle import registry as reg

from ..views import OpView
from ..writer import Artifact, stamp


def _schema(sources: list[str]) -> str:
    """The schema, stamped in its `$comment` (a JSON Schema keyword, so it stays valid)."""
    comment = " ".join(stamp("registry.schema.json", __name__, sources).replace("# ", "").split("\n"))
    return json.dumps({"$comment": comment.strip(), **reg.json_schema()}, indent=2, ensure_ascii=False) + "\n"


def emit(registry: reg.Registry, ops: list[OpView]) -> list[Artifact]:
    # registry.json is `python -m paddle.registry` with its `generator` field filled in
    sources = [op.source for op in ops]
    generator = " ".join(stamp("registry.json", __name__, sources).replace("# ", "").split("\n")).strip()
    return [Artifact("registry.json", reg.to_json(registry, generator), __name__),
            Artifact("registry.schema.json", _schema(sources), __name__)]
