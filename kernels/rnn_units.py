"""One step of an LSTM or a GRU: the units a recurrent_group's step net uses.

Both follow PyTorch's conventions (torch.nn.LSTMCell, torch.nn.GRUCell), so torch is their oracle:

lstm_unit: X [N, 4H] holds the gate pre-activations (input projection + hidden projection + bias,
computed by the step net), in the order i, f, g, o (torch's; Paddle's lstm_unit orders i, f, o, g):

    i = sigmoid(X_i)   f = sigmoid(X_f + forget_bias)   g = tanh(X_g)   o = sigmoid(X_o)
    C = f * C_prev + i * g
    H = o * tanh(C)

gru_unit: X [N, 3H] is the input projection (+ Bias), in the order r, z, n (torch's); the unit
projects H_prev itself with Weight [H, 3H] (so the reset gate can act between the product and the
sum, as torch's does):

    [hr, hz, hn] = H_prev @ Weight
    r = sigmoid(X_r + hr)   z = sigmoid(X_z + hz)   n = tanh(X_n + r * hn)
    H = (1 - z) * n + z * H_prev

(Paddle's gru_unit instead resets before the product, n = tanh(X_n + (r * H_prev) @ W_n), and
mixes h = (1 - z) * H_prev + z * n.)

The cell math here (forward and backward, rowwise) also serves the whole-sequence `lstm` and `gru`
ops (kernels/lstm.py), which run it step by step over the rows of each time step.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from paddle.registry import ROWS, Function
from paddle.registry.errors import input_error

from . import _native
from ._xp import xp_of


LSTM_GATES, GRU_GATES = "i, f, g, o", "r, z, n"


def sigmoid(x: Any) -> Any:
    with np.errstate(over="ignore"):  # exp(-x) -> inf for x << 0 gives the right limit, 0
        return 1.0 / (1.0 + xp_of(x).exp(-x))


# --- LSTM cell ------------------------------------------------------------------------------------

def lstm_cell(gates: Any, c_prev: Any, forget_bias: float = 0.0) -> tuple[Any, Any, Any]:
    """(h, c, acts): acts [N, 4H] holds the activated gates i, f, g, o (what the gradient reads)."""
    xp, h = xp_of(gates), c_prev.shape[1]
    acts = xp.empty_like(gates)
    acts[:, :h] = sigmoid(gates[:, :h])
    acts[:, h:2 * h] = sigmoid(gates[:, h:2 * h] + forget_bias if forget_bias else gates[:, h:2 * h])
    acts[:, 2 * h:3 * h] = xp.tanh(gates[:, 2 * h:3 * h])
    acts[:, 3 * h:] = sigmoid(gates[:, 3 * h:])
    c = acts[:, h:2 * h] * c_prev + acts[:, :h] * acts[:, 2 * h:3 * h]
    return acts[:, 3 * h:] * xp.tanh(c), c, acts


def lstm_cell_grad(acts: Any, c_prev: Any, c: Any, dh: Any, dc: Any) -> tuple[Any, Any]:
    """(d gates, d c_prev) from the activated gates, c_prev, c and the gradients of h and c."""
    xp, h = xp_of(acts), c_prev.shape[1]
    i, f, g, o = acts[:, :h], acts[:, h:2 * h], acts[:, 2 * h:3 * h], acts[:, 3 * h:]
    tc = xp.tanh(c)
    dc_all = dc + dh * o * (1 - tc * tc)
    dgates = xp.empty_like(acts)
    dgates[:, :h] = dc_all * g * i * (1 - i)
    dgates[:, h:2 * h] = dc_all * c_prev * f * (1 - f)
    dgates[:, 2 * h:3 * h] = dc_all * i * (1 - g * g)
    dgates[:, 3 * h:] = dh * tc * o * (1 - o)
    return dgates, dc_all * f


# --- GRU cell -------------------------------------------------------------------------------------

def gru_cell(x: Any, hh: Any, h_prev: Any) -> tuple[Any, Any]:
    """(h, acts): x the input projection (+ bias), hh = h_prev @ Weight, both [N, 3H]; acts [N, 3H]
    holds r, z, n (what the gradient reads, with hh's last third)."""
    xp, h = xp_of(x), h_prev.shape[1]
    acts = xp.empty_like(x)
    acts[:, :2 * h] = sigmoid(x[:, :2 * h] + hh[:, :2 * h])
    acts[:, 2 * h:] = xp.tanh(x[:, 2 * h:] + acts[:, :h] * hh[:, 2 * h:])
    n, z = acts[:, 2 * h:], acts[:, h:2 * h]
    return n + z * (h_prev - n), acts


def gru_cell_grad(acts: Any, hh: Any, h_prev: Any, dh: Any) -> tuple[Any, Any, Any]:
    """(d x, d hh, the part of d h_prev that skips the product) from gru_cell's acts, hh and the
    gradient of h."""
    xp, h = xp_of(acts), h_prev.shape[1]
    r, z, n, hh_n = acts[:, :h], acts[:, h:2 * h], acts[:, 2 * h:], hh[:, 2 * h:]
    dn = dh * (1 - z) * (1 - n * n)
    dx = xp.empty_like(acts)
    dx[:, :h] = dn * hh_n * r * (1 - r)
    dx[:, h:2 * h] = dh * (h_prev - n) * z * (1 - z)
    dx[:, 2 * h:] = dn
    dhh = dx.copy()
    dhh[:, 2 * h:] = dn * r
    return dx, dhh, dh * z


# the C++ cells (kernels/cpp/lstm.cc): the same math fused, the "cpu" kernels' (numpy's BLAS does
# the matrix products around them)
NATIVE_GRU: tuple[Callable[..., Any], Callable[..., Any]] = (_native.gru_cell, _native.gru_cell_grad)


# --- lstm_unit ------------------------------------------------------------------------------------

# The units check that X has k * H columns in their kernels, not in a shape function: their
# output shapes stay data (a binding infers them from the JSON alone), and the check is one
# comparison. (The whole-sequence ops and layers, kernels/lstm.py, refuse it at configuration.)
def _check_gates(op: str, x: Any, state: str, h: int, gates: str) -> None:
    if x.shape[1] != len(gates.split(", ")) * h:
        raise input_error(op, "X", f"should have {len(gates.split(', '))} * H columns (the gates {gates}), where "
                          f"{state} has H = {h}, got {x.shape[1]}", x.shape[1])


def _lstm_unit(x: Any, c_prev: Any, *, forget_bias: float) -> tuple[Any, Any]:
    _check_gates("lstm_unit", x, "C_prev", c_prev.shape[1], LSTM_GATES)
    h, c, _ = lstm_cell(x, c_prev, forget_bias)
    return h, c


def _lstm_unit_grad(x: Any, c_prev: Any, dh: Any, dc: Any, *, forget_bias: float) -> tuple[Any, Any]:
    _check_gates("lstm_unit_grad", x, "C_prev", c_prev.shape[1], LSTM_GATES)
    _, c, acts = lstm_cell(x, c_prev, forget_bias)
    return lstm_cell_grad(acts, c_prev, c, dh, dc)


def _lstm_unit_cpu(x: Any, c_prev: Any, *, forget_bias: float) -> tuple[Any, Any]:
    _check_gates("lstm_unit", x, "C_prev", c_prev.shape[1], LSTM_GATES)
    h, c, _ = _native.lstm_cell(x, c_prev, forget_bias)
    return h, c


def _lstm_unit_grad_cpu(x: Any, c_prev: Any, dh: Any, dc: Any, *, forget_bias: float) -> tuple[Any, Any]:
    _check_gates("lstm_unit_grad", x, "C_prev", c_prev.shape[1], LSTM_GATES)
    _, c, acts = _native.lstm_cell(x, c_prev, forget_bias)
    return _native.lstm_cell_grad(acts, c_prev, c, dh, dc)


def _normal(rng: np.random.Generator, shape: tuple[int, ...], dtype: np.dtype) -> np.ndarray:
    scale = float(rng.choice([0.5, 1.5, 3.0]))  # mostly the gates' working range, sometimes saturating
    return (rng.standard_normal(shape) * scale).astype(dtype)


def _lstm_unit_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    n, h = int(rng.integers(1, 5)), int(rng.integers(1, 4))
    return {"X": _normal(rng, (n, 4 * h), dtype), "C_prev": _normal(rng, (n, h), dtype)}


(Function("lstm_unit", "One LSTM step (torch.nn.LSTMCell's math, after the projections): from the gate "
          "pre-activations X = [i, f, g, o] and the previous cell C_prev, C = sigmoid(f + forget_bias) * C_prev "
          "+ sigmoid(i) * tanh(g) and H = sigmoid(o) * tanh(C).")
    .input("X", "[N, 4H]: the gate pre-activations, in the order i, f, g, o (input projection + hidden "
           "projection + bias)", shape=("N", "G"), seq_types=ROWS)
    .input("C_prev", "[N, H]: the previous step's cell", shape=("N", "H"), seq_types=ROWS)
    .output("H", "[N, H]: the hidden state", shape=("N", "H"))
    .output("C", "[N, H]: the cell", shape=("N", "H"))
    .attribute("forget_bias", float, "added to the forget gate's pre-activation").default(0.0)
    .oracle("torch", "torch.lstm_cell(X, [C_prev * 0, C_prev], torch.eye(X.size(1)), "
            "torch.zeros(X.size(1), C_prev.size(1)), torch.nn.functional.pad(torch.full([C_prev.size(1)], "
            "forget_bias), [C_prev.size(1), 2 * C_prev.size(1)]), None)")
    .kernel(_lstm_unit)
    .kernel("cpu", _lstm_unit_cpu)
    .grad(_lstm_unit_grad, reads=("X", "C_prev"))
    .grad_kernel("cpu", _lstm_unit_grad_cpu)
    .test_inputs(_lstm_unit_inputs)
    .example("gates = data('gates', [None, 8])  # H = 2: i, f, g, o\n"
             "c_prev = data('c_prev', [None, 2])\n"
             "h, c = layers.lstm_unit(gates, c_prev, forget_bias=1.0)")
    .register())


# --- gru_unit -------------------------------------------------------------------------------------

def _with_bias(x: Any, bias: Any) -> Any:
    return x if bias is None else x + bias


GruCells = tuple[Callable[..., Any], Callable[..., Any]]
NUMPY_GRU: GruCells = (gru_cell, gru_cell_grad)


def _gru_step(x: Any, h_prev: Any, weight: Any, bias: Any, cells: GruCells) -> Any:
    _check_gates("gru_unit", x, "H_prev", h_prev.shape[1], GRU_GATES)
    h, _ = cells[0](_with_bias(x, bias), h_prev @ weight, h_prev)
    return h


def _gru_step_grad(x: Any, h_prev: Any, weight: Any, bias: Any, dh: Any, needed: tuple[bool, ...],
                   cells: GruCells) -> tuple[Any, Any, Any, Any]:
    _check_gates("gru_unit_grad", x, "H_prev", h_prev.shape[1], GRU_GATES)
    hh = h_prev @ weight
    _, acts = cells[0](_with_bias(x, bias), hh, h_prev)
    dx, dhh, dh_prev = cells[1](acts, hh, h_prev, dh)
    dh_prev = dh_prev + dhh @ weight.T
    dweight = h_prev.T @ dhh if needed[2] else None
    dbias = dx.sum(axis=0) if bias is not None and needed[3] else None
    return dx, dh_prev, dweight, dbias


def _gru_unit(x: Any, h_prev: Any, weight: Any, bias: Any) -> Any:
    return _gru_step(x, h_prev, weight, bias, NUMPY_GRU)


def _gru_unit_grad(x: Any, h_prev: Any, weight: Any, bias: Any, dh: Any, *,
                   needed: tuple[bool, ...] = (True, True, True, True)) -> tuple[Any, Any, Any, Any]:
    return _gru_step_grad(x, h_prev, weight, bias, dh, needed, NUMPY_GRU)


def _gru_unit_cpu(x: Any, h_prev: Any, weight: Any, bias: Any) -> Any:
    return _gru_step(x, h_prev, weight, bias, NATIVE_GRU)


def _gru_unit_grad_cpu(x: Any, h_prev: Any, weight: Any, bias: Any, dh: Any, *,
                       needed: tuple[bool, ...] = (True, True, True, True)) -> tuple[Any, Any, Any, Any]:
    return _gru_step_grad(x, h_prev, weight, bias, dh, needed, NATIVE_GRU)


def _gru_unit_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    n, h = int(rng.integers(1, 5)), int(rng.integers(1, 4))
    inputs = {"X": _normal(rng, (n, 3 * h), dtype), "H_prev": _normal(rng, (n, h), dtype),
              "Weight": (rng.standard_normal((h, 3 * h)) * 0.7).astype(dtype)}
    if rng.random() < 0.7:
        inputs["Bias"] = _normal(rng, (3 * h,), dtype)
    return inputs


(Function("gru_unit", "One GRU step (torch.nn.GRUCell's math, after the input projection): with "
          "[hr, hz, hn] = H_prev @ Weight, r = sigmoid(X_r + hr), z = sigmoid(X_z + hz), n = tanh(X_n + r * hn) "
          "and H = (1 - z) * n + z * H_prev (X plus Bias where given).")
    .input("X", "[N, 3H]: the input projection, in the order r, z, n", shape=("N", "G"), seq_types=ROWS)
    .input("H_prev", "[N, H]: the previous step's hidden state", shape=("N", "H"), seq_types=ROWS)
    .input("Weight", "[H, 3H]: the hidden-to-hidden weights, columns in the order r, z, n", shape=("H", "G"))
    .input("Bias", "[3H]: added to X", shape=("G",), optional=True)
    .output("Hidden", "[N, H]: the new hidden state", shape=("N", "H"))
    .oracle("torch", "torch.gru_cell(X, H_prev, torch.eye(X.size(1)), Weight.t(), Bias, None)")
    .kernel(_gru_unit)
    .kernel("cpu", _gru_unit_cpu)
    .grad(_gru_unit_grad, reads=("X", "H_prev", "Weight", "Bias"))
    .grad_kernel("cpu", _gru_unit_grad_cpu)
    .test_inputs(_gru_unit_inputs)
    .example("x = data('x', [None, 6])  # H = 2: r, z, n\n"
             "h_prev = data('h_prev', [None, 2])\n"
             "w = paddle.model.parameter('gru.w', [2, 6])\n"
             "h = layers.gru_unit(x, h_prev, w)")
    .register())
