"""The whole-sequence LSTM (v2's lstmemory): every sequence of a batch run through the recurrence
at once, reading the input's offsets.

Input [T, 4H] is the input already projected (an fc of size 4H, no activation), each row a step of
one sequence; at each step the gates are Input_t + H_{t-1} @ Weight + Bias, in the order i, f, g, o
(torch.nn.LSTM's order and math with the default activations):

    i, f, o = gate_act of theirs    g = candidate_act(g)
    C_t = f * C_{t-1} + i * g        H_t = o * state_act(C_t)

gate_act, candidate_act and state_act are v2's gate_act, act and state_act (sigmoid, tanh and tanh
by default; linear, sigmoid, tanh or relu). H0 and C0 hold one row per sequence (zeros where not
given); `reverse` runs each sequence from its last step to its first. Hidden, Cell and Gates (the
activated gates, kept for the gradient) have the input's offsets: row r is the step of row r.
Peephole connections are not offered.

How the kernels run (kernels/_recurrence.py's schedule): one matrix product per step over the
sequences still running; the gradient walks the steps backwards carrying dH and dC, reading the
gates the forward pass kept, and the weight's gradient is one product at the end. The "cpu"
kernels run every step in one C++ call (kernels/cpp/rnn_loop.cc: each step's product through the
BLAS numpy loaded, then its gate arithmetic), reading and writing the rows where they lie; where
that BLAS is not found they loop over the steps here, numpy's matmul and a C++ call a step
(kernels/cpp/rnn_seq.cc). The array-generic kernels (numpy, cupy) reorder the rows time-major.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from paddle.registry import Function

from . import _native
from ._recurrence import (SEQ, Lod, act_codes, activate, activation_attributes, contiguous, gates_shape, initial,
                          initial_gradient, layer_inputs, memory_layer, memory_shape, recurrent, rnn_inputs, scatter,
                          schedule, scratch, slope, step_sizes, time_major, unsorted, weight_gradient, whole_sequence)
from ._recurrence import first_rows as _first
from ._xp import xp_of

DEFAULT_ACTS = {"gate_act": "sigmoid", "candidate_act": "tanh", "state_act": "tanh"}


# --- the array-generic kernels --------------------------------------------------------------------

def _activate_gates(z: Any, size: int, gate_act: str, candidate_act: str) -> Any:
    xp = xp_of(z)
    out = xp.empty_like(z)
    out[:, :2 * size] = activate(gate_act, z[:, :2 * size])
    out[:, 2 * size:3 * size] = activate(candidate_act, z[:, 2 * size:3 * size])
    out[:, 3 * size:] = activate(gate_act, z[:, 3 * size:])
    return out


def _lstm(x: Any, weight: Any, bias: Any, h0: Any, c0: Any, *, reverse: bool, gate_act: str = "sigmoid",
          candidate_act: str = "tanh", state_act: str = "tanh", lod: Lod) -> tuple[Any, Any, Any]:
    xp, size = xp_of(x), weight.shape[0]
    s = schedule("lstm", lod, reverse)
    xs = time_major(x, s, bias)
    h, c = initial("lstm", "H0", h0, s, x, size), initial("lstm", "C0", c0, s, x, size)
    hidden, cells = xp.empty((len(xs), size), dtype=x.dtype), xp.empty((len(xs), size), dtype=x.dtype)
    gates = xp.empty_like(xs)
    for a, b in s.blocks():
        g = _activate_gates(xs[a:b] + h[:b - a] @ weight, size, gate_act, candidate_act)
        c = g[:, size:2 * size] * c[:b - a] + g[:, :size] * g[:, 2 * size:3 * size]
        h = g[:, 3 * size:] * activate(state_act, c)
        hidden[a:b], cells[a:b], gates[a:b] = h, c, g
    return scatter(hidden, s), scatter(cells, s), scatter(gates, s)


def _lstm_grad(x: Any, weight: Any, bias: Any, h0: Any, c0: Any, hidden: Any, cells: Any, gates: Any,
               dhidden: Any, dcells: Any, dgates: Any, *, reverse: bool, gate_act: str = "sigmoid",
               candidate_act: str = "tanh", state_act: str = "tanh", lod: Lod,
               needed: tuple[bool, ...] = (True,) * 5) -> tuple[Any, ...]:
    xp, size = xp_of(x), weight.shape[0]
    s = schedule("lstm_grad", lod, reverse)
    prev = xp.asarray(s.previous())
    h_prev = xp.take(xp.concatenate([initial("lstm_grad", "H0", h0, s, x, size), time_major(hidden, s)]), prev, axis=0)
    c_prev = xp.take(xp.concatenate([initial("lstm_grad", "C0", c0, s, x, size), time_major(cells, s)]), prev, axis=0)
    g, c = time_major(gates, s), time_major(cells, s)
    dh_out = time_major(dhidden, s)
    dc_out = None if dcells is None else time_major(dcells, s)
    dg_out = None if dgates is None else time_major(dgates, s)
    dz = xp.empty_like(g)
    dh_next = dc_next = xp.zeros((0, size), dtype=x.dtype)
    for a, b in reversed(s.blocks()):
        dh = dh_out[a:b].copy()
        dc = xp.zeros_like(dh) if dc_out is None else dc_out[a:b].copy()
        dh[:len(dh_next)] += dh_next  # the sequences that ran on carry the next step's gradients back
        dc[:len(dc_next)] += dc_next
        gi, gf, gg, go = (g[a:b, k * size:(k + 1) * size] for k in range(4))
        state = activate(state_act, c[a:b])
        dc = dc + dh * go * slope(state_act, state)
        d = xp.concatenate([dc * gg, dc * c_prev[a:b], dc * gi, dh * state], axis=1)
        if dg_out is not None:
            d += dg_out[a:b]
        d[:, :2 * size] *= slope(gate_act, g[a:b, :2 * size])
        d[:, 2 * size:3 * size] *= slope(candidate_act, gg)
        d[:, 3 * size:] *= slope(gate_act, go)
        dz[a:b] = d
        dh_next, dc_next = d @ weight.T, dc * gf
    dweight = h_prev.T @ dz if needed[1] else None
    dbias = dz.sum(axis=0) if bias is not None and needed[2] else None
    dh0 = unsorted(dh_next, s, size) if h0 is not None and needed[3] else None
    dc0 = unsorted(dc_next, s, size) if c0 is not None and needed[4] else None
    return scatter(dz, s), dweight, dbias, dh0, dc0


# --- the cpu kernels: every step in C++ (or a step a call), the products by numpy's BLAS -----------

def _lstm_cpu(x: Any, weight: Any, bias: Any, h0: Any, c0: Any, *, reverse: bool, gate_act: str = "sigmoid",
              candidate_act: str = "tanh", state_act: str = "tanh", lod: Lod) -> tuple[Any, Any, Any]:
    size = weight.shape[0]
    s = schedule("lstm", lod, reverse)
    x, weight, bias = contiguous(x, weight, bias)
    h0s, c0s = initial("lstm", "H0", h0, s, x, size, zeros=False), initial("lstm", "C0", c0, s, x, size, zeros=False)
    rows = len(x)
    hidden, cells = np.empty((rows, size), x.dtype), np.empty((rows, size), x.dtype)
    gates = np.empty((rows, 4 * size), x.dtype)
    acts = act_codes(gate_act, candidate_act, state_act)
    if whole_sequence():
        _native.lstm_forward_seq(x, None, weight, bias, h0s, c0s, s.order, step_sizes(s), gates, cells, hidden, acts)
        return hidden, cells, gates
    h_tm = scratch("h", (rows, size), x.dtype)
    product = scratch("product", (s.sizes[0] if s.sizes else 0, 4 * size), x.dtype)
    pre: np.ndarray | None
    for t, (a, b) in enumerate(s.blocks()):
        m = b - a
        if t:
            pre = np.matmul(h_tm[s.starts[t - 1]:s.starts[t - 1] + m], weight, out=product[:m])
        else:  # the first step: H0's product, or none (zeros)
            pre = None if h0s is None else np.matmul(h0s[:m], weight, out=product[:m])
        _native.lstm_forward_step(x, bias, pre, s.rows(t), s.prev_rows(t), _first(c0s, t, m), gates, cells, hidden,
                                  h_tm[a:b], acts)
    return hidden, cells, gates


def _lstm_grad_cpu(x: Any, weight: Any, bias: Any, h0: Any, c0: Any, hidden: Any, cells: Any, gates: Any,
                   dhidden: Any, dcells: Any, dgates: Any, *, reverse: bool, gate_act: str = "sigmoid",
                   candidate_act: str = "tanh", state_act: str = "tanh", lod: Lod,
                   needed: tuple[bool, ...] = (True,) * 5) -> tuple[Any, ...]:
    size = weight.shape[0]
    s = schedule("lstm_grad", lod, reverse)
    weight, hidden, cells, gates, dhidden, dcells = contiguous(weight, hidden, cells, gates, dhidden, dcells)
    h0s = initial("lstm_grad", "H0", h0, s, x, size, zeros=False)
    c0s = initial("lstm_grad", "C0", c0, s, x, size, zeros=False)
    rows, first = len(x), s.sizes[0] if s.sizes else 0
    dx = np.empty((rows, 4 * size), x.dtype)
    acts = act_codes(gate_act, candidate_act, state_act)
    dgates = None if dgates is None else np.ascontiguousarray(dgates)
    if whole_sequence():  # dWeight and dBias summed step by step in C++
        dweight = np.empty((size, 4 * size), x.dtype) if needed[1] else None
        dbias = np.empty(bias.shape, x.dtype) if bias is not None and needed[2] else None
        dh_next = None if h0s is None else scratch("dh_first", (first, size), x.dtype)
        dc_next = scratch("dc_first", (first, size), x.dtype)
        _native.lstm_backward_seq(None, weight, gates, cells, hidden, dhidden, dcells, dgates, s.order, step_sizes(s),
                                  h0s, c0s, dx, dweight, dbias, dh_next, dc_next, acts)
    else:
        dz_tm, hprev_tm = scratch("dgates", (rows, 4 * size), x.dtype), scratch("h_prev", (rows, size), x.dtype)
        dh_next, dc_next = _lstm_grad_steps(s, weight, gates, cells, hidden, dhidden, dcells, dgates, h0s, c0s, dx,
                                            dz_tm, hprev_tm, acts)
        skip = 0 if h0s is not None else first  # the first step's H_prev is zeros without H0: no product
        dweight = weight_gradient(hprev_tm[skip:], dz_tm[skip:]) if needed[1] else None
        dbias = dx.sum(axis=0) if bias is not None and needed[2] else None
    dh0, dc0 = initial_gradient(dh_next, s, size, h0, needed[3]), initial_gradient(dc_next, s, size, c0, needed[4])
    return dx, dweight, dbias, dh0, dc0


def _lstm_grad_steps(s: Any, weight: Any, gates: Any, cells: Any, hidden: Any, dhidden: Any, dcells: Any,
                     dgates: Any, h0s: Any, c0s: Any, dx: Any, dz_tm: Any, hprev_tm: Any,
                     acts: tuple[int, ...]) -> tuple[Any, Any]:
    """The gradient's steps from Python (where the whole-sequence kernel is not taken): dH0's product
    and dC0, sorted (None without steps)."""
    size, first, dtype = weight.shape[0], s.sizes[0] if s.sizes else 0, weight.dtype
    carried = [scratch(f"dc{k}", (first, size), dtype) for k in range(2)]  # dC back to the previous step, in turn
    product = scratch("dh", (first, size), dtype)
    dh_next = dc_next = None
    wt = np.ascontiguousarray(weight.T)
    for t in reversed(range(len(s.sizes))):
        a, b = s.starts[t], s.starts[t] + s.sizes[t]
        dc_prev = carried[t % 2][:b - a]
        _native.lstm_backward_step(gates, cells, hidden, dhidden, dcells, dgates, s.rows(t), s.prev_rows(t),
                                   _first(h0s, t, b - a), _first(c0s, t, b - a), dh_next, dc_next, dx, dz_tm[a:b],
                                   hprev_tm[a:b], dc_prev, acts)
        dc_next = dc_prev
        dh_next = np.matmul(dz_tm[a:b], wt, out=product[:b - a]) if t or h0s is not None else None
    return dh_next, dc_next


# --- the declaration ------------------------------------------------------------------------------

def _ref_act(name: str, z: np.ndarray) -> np.ndarray:
    """The activations from their definitions (sigmoid through tanh, unlike the kernels)."""
    table: dict[str, Callable[[np.ndarray], np.ndarray]] = {
        "linear": lambda v: v, "sigmoid": lambda v: 0.5 * (1.0 + np.tanh(0.5 * v)), "tanh": np.tanh,
        "relu": lambda v: np.where(v > 0, v, 0.0)}
    out: np.ndarray = table[name](z)
    return out


def _lstm_ref(x: np.ndarray, weight: np.ndarray, bias: np.ndarray | None, h0: np.ndarray | None,
              c0: np.ndarray | None, *, reverse: bool, gate_act: str = "sigmoid", candidate_act: str = "tanh",
              state_act: str = "tanh", lod: Lod) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One sequence at a time, one step at a time, from the definition."""
    off, size = lod["Input"][-1], weight.shape[0]
    hidden, cells, gates = np.zeros((len(x), size)), np.zeros((len(x), size)), np.zeros((len(x), 4 * size))
    for k, (a, b) in enumerate(zip(off[:-1], off[1:])):
        h = np.zeros(size) if h0 is None else h0[k]
        c = np.zeros(size) if c0 is None else c0[k]
        for r in (range(b - 1, a - 1, -1) if reverse else range(a, b)):
            z = x[r] + h @ weight + (0.0 if bias is None else bias)
            i, f, o = (_ref_act(gate_act, z[j * size:(j + 1) * size]) for j in (0, 1, 3))
            g = _ref_act(candidate_act, z[2 * size:3 * size])
            c = f * c + i * g
            h = o * _ref_act(state_act, c)
            hidden[r], cells[r], gates[r] = h, c, np.concatenate([i, f, g, o])
    return hidden, cells, gates


def _lstm_inputs(rng: np.random.Generator, dtype: np.dtype, **attrs: Any) -> dict[str, Any]:
    return rnn_inputs(4, rng, dtype, with_cell=True, **attrs)


(activation_attributes(
    Function("lstm", "An LSTM over whole sequences (v2's lstmemory): for each sequence of Input, step by step, "
             "the gates Input_t + H_{t-1} @ Weight + Bias = [i, f, g, o] give C_t = gate_act(f) * C_{t-1} + "
             "gate_act(i) * candidate_act(g) and H_t = gate_act(o) * state_act(C_t) (torch.nn.LSTM's math with "
             "the default activations sigmoid, tanh, tanh).")
    .input("Input", "[T, 4H]: the steps of the sequences, projected (an fc of size 4H, no activation)",
           shape=("T", "G"), seq_types=SEQ)
    .input("Weight", "[H, 4H]: the hidden-to-hidden weights, columns in the gate order i, f, g, o",
           shape=("H", "G"))
    .input("Bias", "[4H]: added to every step's gates", shape=("G",), optional=True)
    .input("H0", "[sequences, H]: each sequence's initial hidden state (zeros if not given)",
           shape=("S", "H"), optional=True)
    .input("C0", "[sequences, H]: each sequence's initial cell (zeros if not given)", shape=("S", "H"),
           optional=True)
    .output("Hidden", "[T, H]: the hidden state after each step, with Input's offsets", shape=("T", "H"))
    .output("Cell", "[T, H]: the cell after each step, with Input's offsets", shape=("T", "H"))
    .output("Gates", "[T, 4H]: the activated gates i, f, g, o of each step (kept for the gradient)",
            shape=("T", "G"))
    .attribute("reverse", bool, "run each sequence from its last step to its first").default(False),
    with_state=True)
    .shape(gates_shape("lstm", 4))
    .reference(_lstm_ref)
    .oracle("numpy")
    .kernel(_lstm)
    .kernel("cpu", _lstm_cpu)
    .grad(_lstm_grad, reads=("Input", "Weight", "Bias", "H0", "C0", "Hidden", "Cell", "Gates"),
          zero_if_absent=("Cell", "Gates"))
    .grad_kernel("cpu", _lstm_grad_cpu)
    .test_inputs(_lstm_inputs)
    .example("x = data('x', [None, 8], seq_type='sequence')  # H = 2: already projected to 4H\n"
             "w = paddle.model.parameter('lstm.w', [2, 8])\n"
             "hidden, cell, _ = layers.lstm(x, w, candidate_act='relu')  # [steps, 2] each, x's offsets")
    .register())


# --- v2's layer: lstmemory ------------------------------------------------------------------------

def _lstmemory(b: Any, x: Any, *, size: int, reverse: bool, bias: bool, gate_act: str, candidate_act: str,
               state_act: str) -> Any:
    acts = {"gate_act": gate_act, "candidate_act": candidate_act, "state_act": state_act}
    return recurrent("lstm", 4, b, x, reverse, bias, acts)[0]


lstmemory = (memory_layer("lstmemory", "lstm", 4, "the gates i, f, g, o")
             .shape(memory_shape(4))
             .test_inputs(lambda rng, dtype: layer_inputs(4, rng, dtype))
             .compose(_lstmemory)
             .example("x = data('x', [None, 16], seq_type='sequence')\n"
                      "projected = layers.fc(x, size=4 * 8, bias=False)\n"
                      "hidden = layers.lstmemory(projected, candidate_act='relu')  # [steps, 8]")
             .register())
