"""generated/cpp/rnn_activations.h: the activations the whole-sequence `lstm` and `gru` ops apply
to their gates, cell and state (sigmoid, tanh, relu; linear is the identity), each with its slope,
from the per-element declarations of the ops of those names (registry/fusion.py) - the same
expressions the fused elementwise kernels are built from. kernels/cpp/rnn_rows.h includes it."""
from __future__ import annotations

from paddle import registry as reg

from ..writer import Artifact
from . import artifact, render
from .fused import TailView, tail_view

PATH = "cpp/rnn_activations.h"
ACTIVATIONS = ("sigmoid", "tanh", "relu")  # the recurrent ops' activation codes 1-3 (kernels/_recurrence.py)


def emit(registry: reg.Registry) -> list[Artifact]:
    declared = {f.name: f for f in registry.functions() if f.elementwise is not None}
    if any(name not in declared for name in ACTIVATIONS):  # a plugin's or a test's probe registry
        return []
    acts: list[TailView] = [tail_view(declared[name]) for name in ACTIVATIONS]
    sources = sorted({a.source for a in acts})
    return [artifact(PATH, __name__, sources, render("rnn_activations.h.j2", acts=acts))]
