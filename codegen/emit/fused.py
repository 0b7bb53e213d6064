"""generated/cpp/fused_ops.cc: the fused elementwise kernels, and generated/cpp/fused_batch_norm.cc:
batch norm then each activation, from the ops' per-element declarations (registry/fusion.py). The
package build compiles them with kernels/cpp/ (CMakeLists.txt). generated/cuda/fused_ops.cu: the
same elementwise chains for the GPU, which kernels/fused_gpu.py compiles with cupy when first used."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from paddle import registry as reg
from paddle.registry.fusion import chains, fused_name

from ..views import source_path
from ..writer import Artifact
from . import artifact, render

PATH = "cpp/fused_ops.cc"
BATCH_NORM_PATH = "cpp/fused_batch_norm.cc"
CUDA_PATH = "cuda/fused_ops.cu"


@dataclass(frozen=True)
class HeadView:
    name: str
    source: str
    forward: str
    grad_x: str
    grad_y: str


@dataclass(frozen=True)
class TailView:
    name: str
    source: str
    forward: str
    grad: str


@dataclass(frozen=True)
class FusedView:
    name: str
    head: str
    tail: str


def _source(meta: Any) -> str:
    return source_path(meta.source)  # the file only: a line number would go stale on any edit above it


def _head(meta: Any) -> HeadView:
    x, y = (t.name for t in meta.inputs)
    e = meta.elementwise
    return HeadView(meta.name, _source(meta), e.forward, e.grads[x], e.grads[y])


def tail_view(meta: Any) -> TailView:
    """An elementwise op of one input as the generated kernels use it (rnn_activations.py too)."""
    e = meta.elementwise
    return TailView(meta.name, _source(meta), e.forward, e.grads[meta.inputs[0].name])


def emit(registry: reg.Registry) -> list[Artifact]:
    pairs = chains(list(registry.functions()))
    if not pairs:  # a registry without elementwise declarations (a plugin's, a test's probe)
        return []
    heads = {h.name: _head(h) for h, _ in pairs}
    tails = {t.name: tail_view(t) for _, t in pairs}
    fused = [FusedView(fused_name(h.name, t.name), h.name, t.name) for h, t in pairs]
    body = render("fused_ops.cc.j2", heads=list(heads.values()), tails=list(tails.values()), fused=fused)
    sources = sorted({h.source for h in heads.values()} | {t.source for t in tails.values()})
    cuda = render("fused_ops.cu.j2", heads=list(heads.values()), tails=list(tails.values()), fused=fused)
    return [artifact(PATH, __name__, sources, body), artifact(CUDA_PATH, __name__, sources, cuda),
            _batch_norm(registry, list(tails.values()), [h for h in heads.values() if _adds_residual(h)])]


def _adds_residual(head: HeadView) -> bool:
    """A head batch norm's kernel takes with a second input R: its gradient is Out@GRAD for both
    inputs (`add`), so one array, the tail's gradient, serves as R's gradient and batch norm's Y's."""
    return head.grad_x.strip() == "dout" and head.grad_y.strip() == "dout"


def _batch_norm(registry: reg.Registry, tails: list[TailView], heads: list[HeadView]) -> Artifact:
    """batch_norm then each tail, and then each residual head and tail: the expressions as
    functors for kernels/cpp/batch_norm.h."""
    bn = registry.function("batch_norm")
    sources = sorted({_source(bn)} | {t.source for t in tails} | {h.source for h in heads})
    return artifact(BATCH_NORM_PATH, __name__, sources, render("fused_batch_norm.cc.j2", tails=tails, heads=heads))
