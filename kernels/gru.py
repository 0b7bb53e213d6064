"""The whole-sequence GRU (v2's grumemory): every sequence of a batch run through the recurrence at
once, reading the input's offsets.

Input [T, 3H] is the input already projected (an fc of size 3H, no activation), in the order r, z,
n; with [hr, hz, hn] = H_{t-1} @ Weight and Input_t + Bias = [xr, xz, xn] (torch.nn.GRU's math with
the default activations):

    r = gate_act(xr + hr)    z = gate_act(xz + hz)    n = candidate_act(xn + r * hn)
    H_t = (1 - z) * n + z * H_{t-1}

gate_act and candidate_act are v2's gate_act and act (sigmoid and tanh by default; linear, sigmoid,
tanh or relu). H0 holds one row per sequence (zeros where not given); `reverse` runs each sequence
from its last step to its first. Hidden, Gates (the activated r, z, n) and Projection (hn, which
the reset gate scaled) have the input's offsets; the gradient reads the last two instead of
recomputing them. The kernels run as the lstm op's (kernels/lstm.py, kernels/cpp/rnn_seq.cc).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import Function

from . import _native
from ._recurrence import (SEQ, Lod, act_codes, activate, activation_attributes, contiguous, gates_shape, initial,
                          layer_inputs, memory_layer, memory_shape, recurrent, rnn_inputs, scatter, schedule, scratch,
                          slope, step_sizes, time_major, unsorted, weight_gradient, whole_sequence)
from ._recurrence import first_rows as _first
from ._xp import xp_of


# --- the array-generic kernels --------------------------------------------------------------------

def _gru(x: Any, weight: Any, bias: Any, h0: Any, *, reverse: bool, gate_act: str = "sigmoid",
         candidate_act: str = "tanh", lod: Lod) -> tuple[Any, Any, Any]:
    xp, size = xp_of(x), weight.shape[0]
    s = schedule("gru", lod, reverse)
    xs = time_major(x, s, bias)
    h = initial("gru", "H0", h0, s, x, size)
    hidden, proj = xp.empty((len(xs), size), dtype=x.dtype), xp.empty((len(xs), size), dtype=x.dtype)
    gates = xp.empty_like(xs)
    for a, b in s.blocks():
        hh = h[:b - a] @ weight
        rz = activate(gate_act, xs[a:b, :2 * size] + hh[:, :2 * size])
        n = activate(candidate_act, xs[a:b, 2 * size:] + rz[:, :size] * hh[:, 2 * size:])
        h = n + rz[:, size:] * (h[:b - a] - n)
        hidden[a:b], proj[a:b] = h, hh[:, 2 * size:]
        gates[a:b, :2 * size], gates[a:b, 2 * size:] = rz, n
    return scatter(hidden, s), scatter(gates, s), scatter(proj, s)


def _gru_grad(x: Any, weight: Any, bias: Any, h0: Any, hidden: Any, gates: Any, proj: Any, dhidden: Any,
              dgates: Any, dproj: Any, *, reverse: bool, gate_act: str = "sigmoid", candidate_act: str = "tanh",
              lod: Lod, needed: tuple[bool, ...] = (True,) * 4) -> tuple[Any, ...]:
    xp, size = xp_of(x), weight.shape[0]
    s = schedule("gru_grad", lod, reverse)
    h_prev = xp.take(xp.concatenate([initial("gru_grad", "H0", h0, s, x, size), time_major(hidden, s)]),
                     xp.asarray(s.previous()), axis=0)
    g, hn, dh_out = time_major(gates, s), time_major(proj, s), time_major(dhidden, s)
    dg_out = None if dgates is None else time_major(dgates, s)
    dp_out = None if dproj is None else time_major(dproj, s)
    dx, dhh = xp.empty_like(g), xp.empty_like(g)
    dh_next = xp.zeros((0, size), dtype=x.dtype)
    for a, b in reversed(s.blocks()):
        dh = dh_out[a:b].copy()
        dh[:len(dh_next)] += dh_next
        r, z, n = g[a:b, :size], g[a:b, size:2 * size], g[a:b, 2 * size:]
        d = xp.concatenate([xp.zeros_like(r), dh * (h_prev[a:b] - n), dh * (1 - z)], axis=1)
        if dg_out is not None:
            d += dg_out[a:b]
        d[:, 2 * size:] *= slope(candidate_act, n)
        d[:, :size] += d[:, 2 * size:] * hn[a:b]
        d[:, :2 * size] *= slope(gate_act, g[a:b, :2 * size])
        dx[a:b] = dhh[a:b] = d
        dhh[a:b, 2 * size:] = d[:, 2 * size:] * r + (0 if dp_out is None else dp_out[a:b])
        dh_next = dh * z + dhh[a:b] @ weight.T
    dweight = h_prev.T @ dhh if needed[1] else None
    dbias = dx.sum(axis=0) if bias is not None and needed[2] else None
    dh0 = unsorted(dh_next, s, size) if h0 is not None and needed[3] else None
    return scatter(dx, s), dweight, dbias, dh0


# --- the cpu kernels: every step in C++ (or a step a call), the products by numpy's BLAS -----------

def _gru_cpu(x: Any, weight: Any, bias: Any, h0: Any, *, reverse: bool, gate_act: str = "sigmoid",
             candidate_act: str = "tanh", lod: Lod) -> tuple[Any, Any, Any]:
    size = weight.shape[0]
    s = schedule("gru", lod, reverse)
    x, weight, bias = contiguous(x, weight, bias)
    h0s = initial("gru", "H0", h0, s, x, size, zeros=False)
    rows = len(x)
    hidden, proj = np.empty((rows, size), x.dtype), np.empty((rows, size), x.dtype)
    gates = np.empty((rows, 3 * size), x.dtype)
    acts = act_codes(gate_act, candidate_act, "linear")
    if whole_sequence():
        _native.gru_forward_seq(x, weight, bias, h0s, s.order, step_sizes(s), gates, proj, hidden, acts)
        return hidden, gates, proj
    h_tm = scratch("h", (rows, size), x.dtype)
    product = scratch("product", (s.sizes[0] if s.sizes else 0, 3 * size), x.dtype)
    pre: np.ndarray | None
    for t, (a, b) in enumerate(s.blocks()):
        m = b - a
        if t:
            pre = np.matmul(h_tm[s.starts[t - 1]:s.starts[t - 1] + m], weight, out=product[:m])
        else:  # the first step: H0's product, or none (zeros)
            pre = None if h0s is None else np.matmul(h0s[:m], weight, out=product[:m])
        _native.gru_forward_step(x, bias, pre, s.rows(t), s.prev_rows(t), _first(h0s, t, m), gates, proj, hidden,
                                 h_tm[a:b], acts)
    return hidden, gates, proj


def _gru_grad_cpu(x: Any, weight: Any, bias: Any, h0: Any, hidden: Any, gates: Any, proj: Any, dhidden: Any,
                  dgates: Any, dproj: Any, *, reverse: bool, gate_act: str = "sigmoid", candidate_act: str = "tanh",
                  lod: Lod, needed: tuple[bool, ...] = (True,) * 4) -> tuple[Any, ...]:
    size = weight.shape[0]
    s = schedule("gru_grad", lod, reverse)
    weight, hidden, gates, proj, dhidden, dgates, dproj = contiguous(weight, hidden, gates, proj, dhidden, dgates,
                                                                     dproj)
    h0s = initial("gru_grad", "H0", h0, s, x, size, zeros=False)
    rows, first = len(x), s.sizes[0] if s.sizes else 0
    dx = np.empty((rows, 3 * size), x.dtype)
    acts = act_codes(gate_act, candidate_act, "linear")
    if whole_sequence():  # dWeight summed step by step in C++
        dweight = np.empty((size, 3 * size), x.dtype) if needed[1] else None
        dh_first = None if h0s is None else scratch("dh_first", (first, size), x.dtype)
        _native.gru_backward_seq(weight, gates, proj, hidden, dhidden, dgates, dproj, s.order, step_sizes(s), h0s, dx,
                                 dweight, dh_first, acts)
    else:
        dhh_tm, hprev_tm = scratch("dhh", (rows, 3 * size), x.dtype), scratch("h_prev", (rows, size), x.dtype)
        dh_first = _gru_grad_steps(s, weight, gates, proj, hidden, dhidden, dgates, dproj, h0s, dx, dhh_tm, hprev_tm,
                                   acts)
        start = 0 if h0s is not None else first  # the first step's H_prev is zeros without H0: no product
        dweight = weight_gradient(hprev_tm[start:], dhh_tm[start:]) if needed[1] else None
    dbias = dx.sum(axis=0) if bias is not None and needed[2] else None
    dh0 = None
    if h0 is not None and needed[3]:  # no steps at all (every sequence empty): zeros
        dh0 = unsorted(dh_first, s, size) if dh_first is not None and s.sizes else np.zeros_like(h0)
    return dx, dweight, dbias, dh0


def _gru_grad_steps(s: Any, weight: Any, gates: Any, proj: Any, hidden: Any, dhidden: Any, dgates: Any, dproj: Any,
                    h0s: Any, dx: Any, dhh_tm: Any, hprev_tm: Any, acts: tuple[int, ...]) -> Any:
    """The gradient's steps from Python (where the whole-sequence kernel is not taken): dH0, sorted
    (None without H0 or without steps)."""
    size, first, dtype = weight.shape[0], s.sizes[0] if s.sizes else 0, weight.dtype
    skips = [scratch(f"skip{k}", (first, size), dtype) for k in range(2)]  # dH that skips the product, in turn
    product = scratch("dh", (first, size), dtype)
    dh_next = skip_next = None
    wt = np.ascontiguousarray(weight.T)
    for t in reversed(range(len(s.sizes))):
        a, b = s.starts[t], s.starts[t] + s.sizes[t]
        skip = skips[t % 2][:b - a]
        _native.gru_backward_step(gates, proj, hidden, dhidden, dgates, dproj, s.rows(t), s.prev_rows(t),
                                  _first(h0s, t, b - a), dh_next, skip_next, dx, dhh_tm[a:b], hprev_tm[a:b], skip, acts)
        skip_next = skip
        dh_next = np.matmul(dhh_tm[a:b], wt, out=product[:b - a]) if t or h0s is not None else None
    return None if skip_next is None or dh_next is None else skip_next + dh_next


# --- the declaration ------------------------------------------------------------------------------

def _ref_act(name: str, z: np.ndarray) -> np.ndarray:
    """The activations from their definitions (sigmoid through tanh, unlike the kernels)."""
    if name == "sigmoid":
        return np.asarray(0.5 * (1.0 + np.tanh(0.5 * z)))
    if name == "tanh":
        return np.asarray(np.tanh(z))
    return np.where(z > 0, z, 0.0) if name == "relu" else z


def _gru_ref(x: np.ndarray, weight: np.ndarray, bias: np.ndarray | None, h0: np.ndarray | None, *,
             reverse: bool, gate_act: str = "sigmoid", candidate_act: str = "tanh",
             lod: Lod) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One sequence at a time, one step at a time, from the definition (each gate's own weights)."""
    off, size = lod["Input"][-1], weight.shape[0]
    hidden, gates, proj = np.zeros((len(x), size)), np.zeros((len(x), 3 * size)), np.zeros((len(x), size))
    w_r, w_z, w_n = weight[:, :size], weight[:, size:2 * size], weight[:, 2 * size:]
    for k, (a, b) in enumerate(zip(off[:-1], off[1:])):
        h = np.zeros(size) if h0 is None else h0[k]
        for t in (range(b - 1, a - 1, -1) if reverse else range(a, b)):
            z_in = x[t] + (0.0 if bias is None else bias)
            r = _ref_act(gate_act, z_in[:size] + h @ w_r)
            z = _ref_act(gate_act, z_in[size:2 * size] + h @ w_z)
            proj[t] = h @ w_n
            n = _ref_act(candidate_act, z_in[2 * size:] + r * proj[t])
            h = (1.0 - z) * n + z * h
            hidden[t], gates[t] = h, np.concatenate([r, z, n])
    return hidden, gates, proj


def _gru_inputs(rng: np.random.Generator, dtype: np.dtype, **attrs: Any) -> dict[str, Any]:
    return rnn_inputs(3, rng, dtype, with_cell=False, **attrs)


(activation_attributes(
    Function("gru", "A GRU over whole sequences (v2's grumemory): for each sequence of Input, step by step, with "
             "[hr, hz, hn] = H_{t-1} @ Weight and Input_t + Bias = [xr, xz, xn]: r = gate_act(xr + hr), "
             "z = gate_act(xz + hz), n = candidate_act(xn + r * hn), H_t = (1 - z) * n + z * H_{t-1} "
             "(torch.nn.GRU's math with the default activations sigmoid, tanh).")
    .input("Input", "[T, 3H]: the steps of the sequences, projected (an fc of size 3H, no activation)",
           shape=("T", "G"), seq_types=SEQ)
    .input("Weight", "[H, 3H]: the hidden-to-hidden weights, columns in the gate order r, z, n",
           shape=("H", "G"))
    .input("Bias", "[3H]: added to every step's input projection", shape=("G",), optional=True)
    .input("H0", "[sequences, H]: each sequence's initial hidden state (zeros if not given)",
           shape=("S", "H"), optional=True)
    .output("Hidden", "[T, H]: the hidden state after each step, with Input's offsets", shape=("T", "H"))
    .output("Gates", "[T, 3H]: the activated r, z, n of each step (kept for the gradient)", shape=("T", "G"))
    .output("Projection", "[T, H]: hn = H_{t-1} @ Weight's last H columns at each step (kept for the gradient)",
            shape=("T", "H"))
    .attribute("reverse", bool, "run each sequence from its last step to its first").default(False),
    with_state=False)
    .shape(gates_shape("gru", 3))
    .reference(_gru_ref)
    .oracle("numpy")
    .kernel(_gru)
    .kernel("cpu", _gru_cpu)
    .grad(_gru_grad, reads=("Input", "Weight", "Bias", "H0", "Hidden", "Gates", "Projection"),
          zero_if_absent=("Gates", "Projection"))
    .grad_kernel("cpu", _gru_grad_cpu)
    .test_inputs(_gru_inputs)
    .example("x = data('x', [None, 6], seq_type='sequence')  # H = 2: already projected to 3H\n"
             "w = paddle.model.parameter('gru.w', [2, 6])\n"
             "hidden, _, _ = layers.gru(x, w, candidate_act='relu')  # [steps, 2], x's offsets")
    .register())


# --- v2's layer: grumemory ------------------------------------------------------------------------

def _grumemory(b: Any, x: Any, *, size: int, reverse: bool, bias: bool, gate_act: str, candidate_act: str) -> Any:
    return recurrent("gru", 3, b, x, reverse, bias, {"gate_act": gate_act, "candidate_act": candidate_act})[0]


grumemory = (memory_layer("grumemory", "gru", 3, "the gates r, z, n")
             .shape(memory_shape(3))
             .test_inputs(lambda rng, dtype: layer_inputs(3, rng, dtype))
             .compose(_grumemory)
             .example("x = data('x', [None, 16], seq_type='sequence')\n"
                      "projected = layers.fc(x, size=3 * 8, bias=False)\n"
                      "hidden = layers.grumemory(projected, gate_act='relu')  # [steps, 8]")
             .register())
