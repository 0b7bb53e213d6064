"""Batch norm folded into the convolution before it, in an inference run (issue 21).

With its running statistics, batch norm is a map per channel: Y = X * a + b, a = Scale /
sqrt(Variance + epsilon), b = Bias - Mean * a. After a convolution (filters W, optional Bias c),
that is the convolution with the filters W * a (each output channel's scaled) and the shift
c * a + b, so the plan runs one step (`ConvFoldChain`): the convolution with the scaled filters,
the shift and the activation after batch norm (if any) applied by the convolution kernel itself
as it writes each output row (kernels/cpp/conv_epilogue.h; one fused pass after the paths without
that epilogue). Neither the convolution's output nor batch norm's is written.

a and b are computed in double every run (the parameters may have changed since the last: an
inference between training steps), as the scaled filters and the shift, rounded once to the
convolution's dtype. Where they are past what float32 holds (a tiny epsilon over a constant
channel), the unfused steps run instead, as batch norm's own kernel then computes in double.

Found where batch norm runs with is_test, reads the convolution's output as its only reader, and
that output (and, with an activation after it, Y) is not kept and has one writer; the activation
(relu, sigmoid, tanh) is folded when it is Y's only reader. CPU plans only.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import numpy as np

from ..kernels._conv_cpu import EPILOGUE_ACTS, conv2d_then
from .fusion_batch_norm import (BN_INPUTS, AffineChain, affine_from, affine_outputs_unread, batch_norm_map, single,
                                within_float32, written_once_then_read)
from .operator import as_closure
from .scope import Scope

__all__ = ["ConvFoldChain", "conv_fold_from", "conv_fold_step"]


@dataclass(frozen=True)
class ConvFoldChain:
    conv: int
    bn: int
    tail: int | None          # the activation after batch norm, folded too (None: none)
    act: str | None           # its op type
    x: str
    filter: str
    conv_bias: str | None
    params: tuple[str, str, str, str]  # batch norm's Scale, Bias, Mean, Variance
    epsilon: float
    window: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int]  # strides, paddings, dilations, groups
    mid: str                  # the convolution's output
    y: str                    # batch norm's Y
    out: str                  # the chain's output: the activation's, or Y
    unwritten: tuple[str, ...]
    unfolded: AffineChain | None  # batch norm and the activation alone (a GPU plan fuses that much)

    @property
    def head(self) -> int:
        return self.conv

    @property
    def indices(self) -> tuple[int, ...]:
        return (self.conv, self.bn) if self.tail is None else (self.conv, self.bn, self.tail)

    def elided(self) -> tuple[str, ...]:
        return (self.mid, *self.unwritten) if self.tail is None else (self.mid, self.y, *self.unwritten)


def conv_fold_from(i: int, ops: Sequence[Any], readers: Mapping[str, list[int]], writers: Mapping[str, list[int]],
                   keep: frozenset[str]) -> ConvFoldChain | None:
    conv = ops[i]
    x, w, mid = single(conv.desc.input("Input")), single(conv.desc.input("Filter")), single(conv.output_names())
    bias_names = conv.desc.input("Bias")
    if x is None or w is None or mid is None or mid in keep or writers.get(mid) != [i] or len(bias_names) > 1:
        return None
    bn_at = readers.get(mid, [])
    if len(bn_at) != 1 or ops[bn_at[0]].type != "batch_norm" or not ops[bn_at[0]].attrs.get("is_test"):
        return None
    j = bn_at[0]
    bn = ops[j]
    names = {slot: single(bn.desc.input(slot)) for slot in BN_INPUTS}
    y = single(bn.desc.output("Y"))
    unwritten = affine_outputs_unread(bn, j, readers, writers, keep)
    if names["X"] != mid or y is None or y in keep or writers.get(y) != [j] or unwritten is None:
        return None
    params = tuple(str(names[s]) for s in BN_INPUTS[1:])
    conv_bias = bias_names[0] if bias_names else None
    # an input written at or after the convolution (batch norm writing its statistics back
    # unchanged aside): the fold would read it too early
    if any(k >= i and k != j for n in (x, w, conv_bias, *params) if n for k in writers.get(n, [])):
        return None
    tail, act, out = _tail(j, y, ops, readers, writers)
    if not written_once_then_read(out, j if tail is None else tail, readers, writers, place=i):
        return None
    window = (tuple(conv.attrs["strides"]), tuple(conv.attrs["paddings"]), tuple(conv.attrs["dilations"]),
              int(conv.attrs["groups"]))
    return ConvFoldChain(i, j, tail, act, x, w, conv_bias, (params[0], params[1], params[2], params[3]),
                         float(bn.attrs["epsilon"]), window, mid, y, out, unwritten,
                         affine_from(j, ops, readers, writers, keep))


def _tail(j: int, y: str, ops: Sequence[Any], readers: Mapping[str, list[int]],
          writers: Mapping[str, list[int]]) -> tuple[int | None, str | None, str]:
    """(index, op type, output) of the activation folded after batch norm at `j`, or (None, None, Y)."""
    at = readers.get(y, [])
    if len(at) != 1 or at[0] < j or ops[at[0]].type not in EPILOGUE_ACTS:
        return None, None, y
    out = single(ops[at[0]].output_names())
    if out is None or writers.get(out) != [at[0]]:
        return None, None, y
    return at[0], ops[at[0]].type, out


def conv_fold_step(chain: ConvFoldChain, scope: Scope, unfused: Sequence[Any]) -> tuple[int, Any, None, None, None]:
    """The fused step at the convolution's place; the unfused steps where a or b is out of range."""
    x, w, out = (scope.var(n).tensor for n in (chain.x, chain.filter, chain.out))
    bias = scope.var(chain.conv_bias).tensor if chain.conv_bias else None
    params = [scope.var(n).tensor for n in chain.params]
    strides, paddings, dilations, groups = (list(chain.window[0]), list(chain.window[1]), list(chain.window[2]),
                                            chain.window[3])
    steps = [as_closure(s) for s in unfused]

    def run() -> None:
        a, b = batch_norm_map([t.array for t in params], chain.epsilon)
        if bias is not None:
            b = b + bias.array.astype(np.float64) * a
        if not within_float32(a, b):
            for step in steps:
                step()
            return
        dtype = x.array.dtype
        scaled = (w.array.astype(np.float64) * a.reshape(-1, 1, 1, 1)).astype(dtype)
        out.array = conv2d_then(x.array, scaled, b.astype(dtype), chain.act, strides=strides, paddings=paddings,
                                dilations=dilations, groups=groups)
    return (0, run, None, None, None)
