"""An fc (no activation) and the lstm reading it, run as one (the plan's fusion of the pair, paddle/
core/fusion_projection.py): the fc's output, Input = X @ Wx (+ b), is never written. Each step's
matrix product takes the step's rows of X beside the previous hidden states, [X_t | H_prev] @
[Wx; Weight], and the fc's bias joins the LSTM's; backward, [Wx; Weight]@GRAD is summed step by step
from [X_t | H_prev] and the gates' gradients, and X@GRAD (where asked) is dG @ Wx^T a step.
kernels/cpp/rnn_loop.cc runs the steps (its Projection); the ops it replaces (mul, rowwise_add,
lstm and their gradients) are the oracle the tests compare it with.

Only where the LSTM's cpu kernel runs every step in one C++ call (`whole_sequence()`).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from . import _native
from ._recurrence import Lod, act_codes, contiguous, initial, initial_gradient, schedule, scratch, step_sizes


def lstm_projected(x: Any, proj_weight: Any, proj_bias: Any, weight: Any, bias: Any, h0: Any, c0: Any, *,
                   reverse: bool, gate_act: str, candidate_act: str, state_act: str,
                   lod: Lod) -> tuple[Any, Any, Any]:
    """Hidden, Cell and Gates of lstm(Input = x @ proj_weight + proj_bias, weight, bias, h0, c0)."""
    size = weight.shape[0]
    s = schedule("lstm", lod, reverse)
    x, proj_weight, weight = contiguous(x, proj_weight, weight)
    h0s, c0s = initial("lstm", "H0", h0, s, x, size, zeros=False), initial("lstm", "C0", c0, s, x, size, zeros=False)
    rows = len(x)
    hidden, cells, gates = (np.empty((rows, k * size), x.dtype) for k in (1, 1, 4))
    acts = act_codes(gate_act, candidate_act, state_act)
    _native.lstm_forward_seq(None, (x, proj_weight, None), weight, _joint_bias(proj_bias, bias), h0s, c0s, s.order,
                             step_sizes(s), gates, cells, hidden, acts)
    return hidden, cells, gates


def lstm_projected_grad(x: Any, proj_weight: Any, proj_bias: Any, weight: Any, bias: Any, h0: Any, c0: Any,
                        hidden: Any, cells: Any, gates: Any, dhidden: Any, dcells: Any, dgates: Any, *,
                        reverse: bool, gate_act: str, candidate_act: str, state_act: str, lod: Lod,
                        needed: tuple[bool, ...]) -> tuple[Any, ...]:
    """The gradients of (x, proj_weight, proj_bias, weight, bias, h0, c0), None where not `needed`
    (or the input not given)."""
    size, width = weight.shape[0], x.shape[1]
    s = schedule("lstm_grad", lod, reverse)
    x, proj_weight, weight, hidden, cells, gates, dhidden, dcells, dgates = contiguous(
        x, proj_weight, weight, hidden, cells, gates, dhidden, dcells, dgates)
    h0s = initial("lstm_grad", "H0", h0, s, x, size, zeros=False)
    c0s = initial("lstm_grad", "C0", c0, s, x, size, zeros=False)
    first = s.sizes[0] if s.sizes else 0
    dx = np.empty_like(x) if needed[0] else None
    stacked = np.empty((width + size, 4 * size), x.dtype) if needed[1] or needed[3] else None
    wants_bias = (proj_bias is not None and needed[2]) or (bias is not None and needed[4])
    dbias = np.empty(4 * size, x.dtype) if wants_bias else None
    dh_next = None if h0s is None else scratch("dh_first", (first, size), x.dtype)
    dc_next = scratch("dc_first", (first, size), x.dtype)
    _native.lstm_backward_seq((x, proj_weight, dx), weight, gates, cells, hidden, dhidden, dcells, dgates, s.order,
                              step_sizes(s), h0s, c0s, None, stacked, dbias, dh_next, dc_next,
                              act_codes(gate_act, candidate_act, state_act))
    dproj_weight = stacked[:width] if stacked is not None and needed[1] else None
    dweight = stacked[width:] if stacked is not None and needed[3] else None
    dproj_bias = _bias_grad(dbias, proj_bias, needed[2])
    dbias_own = _bias_grad(dbias, bias, needed[4], copy=dproj_bias is not None)
    dh0, dc0 = initial_gradient(dh_next, s, size, h0, needed[5]), initial_gradient(dc_next, s, size, c0, needed[6])
    return dx, dproj_weight, dproj_bias, dweight, dbias_own, dh0, dc0


def _joint_bias(proj_bias: Any, bias: Any) -> Any:
    """The fc's bias and the LSTM's added: every step's gates get both."""
    if proj_bias is None or bias is None:
        return bias if proj_bias is None else proj_bias.reshape(-1)
    return proj_bias.reshape(-1) + bias.reshape(-1)


def _bias_grad(dbias: Any, given: Any, needed: bool, copy: bool = False) -> Any:
    """Either bias's gradient: the gates' gradients summed over the rows (one array each)."""
    if given is None or not needed or dbias is None:
        return None
    return (dbias.copy() if copy else dbias).reshape(given.shape)
