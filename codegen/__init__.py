"""The code generator: registry -> generated/ (layers, validators, tests, docs, registry JSON,
fused C++ kernels).

    python -m paddle.codegen            # write what changed
    python -m paddle.codegen --check    # list stale files, write nothing, exit 1 if any

`views` reads the registry into plain view models, `rules` computes signatures and
validation rules, one module of `emit` per artifact renders a template of `templates/`,
and `writer` stamps the files and writes only those whose content changed.
"""
from __future__ import annotations

from pathlib import Path

from paddle import registry as reg

from . import views, writer
from .emit import docs, fused, layers, package, registry_json, rnn_activations, tests, v2_layers, validators

DEFAULT_OUT = views.ROOT / "generated"


def artifacts(registry: reg.Registry, *, package_name: str = "paddle.generated",
              registry_ref: str | None = None) -> list[writer.Artifact]:
    """Every generated file for `registry`, in memory.

    `package_name` is the import name of the output folder (generated tests import its
    layers and validators); `registry_ref` ("module:attribute") is where generated tests
    find the registry when it is not the default one.
    """
    ops = views.read(registry)
    return [*package.emit(ops), layers.emit(ops), v2_layers.emit(ops), validators.emit(ops),
            *tests.emit(ops, package_name, registry_ref), docs.emit(ops),
            *registry_json.emit(registry, ops), *fused.emit(registry),
            *rnn_activations.emit(registry)]


def generate(registry: reg.Registry | None = None, out: Path = DEFAULT_OUT, **options: str | None
             ) -> list[str]:
    """Write what changed under `out`; return the paths written or removed."""
    return writer.write(Path(out), artifacts(registry or reg.load_plugins(), **options))  # type: ignore[arg-type]


def check(registry: reg.Registry | None = None, out: Path = DEFAULT_OUT, **options: str | None
          ) -> list[str]:
    """The stale paths under `out`, writing nothing."""
    return writer.stale(Path(out), artifacts(registry or reg.load_plugins(), **options))  # type: ignore[arg-type]
