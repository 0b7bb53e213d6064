"""Whole-sequence LSTM and GRU (v2's lstmemory and grumemory): every sequence of a batch run
through the recurrence at once, reading the input's offsets.

`lstm`: Input [T, 4H] is the input already projected (an fc of size 4H, no activation), each row a
step of one sequence; at each step the gates are Input_t + H_{t-1} @ Weight + Bias, in the order
i, f, g, o, and the cell is lstm_unit's (kernels/rnn_units.py: torch.nn.LSTM's math):

    i, f, g, o = sigmoid, sigmoid, tanh, sigmoid of the gates
    C_t = f * C_{t-1} + i * g        H_t = o * tanh(C_t)

`gru`: Input [T, 3H] projected likewise, in the order r, z, n, and gru_unit's cell (torch.nn.GRU's):
n = tanh(Input_n + Bias_n + r * (H_{t-1} @ Weight_n)), H_t = (1 - z) * n + z * H_{t-1}.

H0 (and C0) hold one row per sequence (zeros where not given); `reverse` runs each sequence from
its last step to its first. Hidden (and Cell) are [T, H] with the input's offsets: row r is the
state after the step of row r. Peephole connections and other activations are not offered.

How the kernels run: the rows are reordered time-major once (the steps t of every sequence long
enough, longest sequences first, so the sequences still running at step t are a prefix of those
running at step t - 1) and the recurrence walks the steps, one matrix product each; sequences drop
out as they end. The gradient (backward through time inside the kernel) first recomputes every
step's gates at once from the forward outputs (H_{t-1} is a row of Hidden, or of H0), in one matrix
product, then walks the steps backwards carrying dH and dC; the weight gradient is one product at
the end. The C++ kernels (kernels/cpp/lstm.cc) fuse each step's gate math; numpy's BLAS does the
products.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from paddle.registry import Function, Layer, SequenceType, TensorInfo, require
from paddle.registry.errors import input_error

from . import _native
from ._xp import xp_of
from .rnn_units import gru_cell, gru_cell_grad, lstm_cell, lstm_cell_grad

SEQ = (SequenceType.SEQUENCE,)
Lod = dict[str, Any]


# --- the time-major schedule ----------------------------------------------------------------------

@dataclass(frozen=True)
class Steps:
    """The rows of each time step, time-major: step t's rows are order[starts[t]:starts[t] + sizes[t]],
    one per sequence still running (longest first: seqs[:sizes[t]])."""

    order: np.ndarray   # [T] input row of each time-major row
    inverse: np.ndarray  # [T] time-major row of each input row
    starts: list[int]
    sizes: list[int]
    seqs: np.ndarray    # [sequences] by length, longest first (stable)
    count: int          # the number of sequences

    def blocks(self) -> list[tuple[int, int]]:
        return [(a, a + m) for a, m in zip(self.starts, self.sizes)]

    def previous(self) -> np.ndarray:
        """For each time-major row, the row holding its sequence's previous state: an index into
        concat([the initial states, sorted like seqs], the time-major outputs)."""
        first = len(self.seqs)
        pieces = [np.arange(self.sizes[0])] if self.sizes else []
        for t in range(1, len(self.sizes)):
            pieces.append(first + self.starts[t - 1] + np.arange(self.sizes[t]))
        return np.concatenate(pieces) if pieces else np.zeros(0, dtype=np.int64)


def schedule(op: str, lod: Lod, reverse: bool) -> Steps:
    levels = lod.get("Input")
    if not levels:
        raise input_error(op, "Input", "should be a sequence: a tensor with offsets, as paddle.Tensor(array, "
                          "lod=[[0, 3, 5]]) gives", None)
    off = np.asarray(levels[-1], dtype=np.int64)
    lengths = np.diff(off)
    seqs = np.argsort(-lengths, kind="stable")
    rows: list[np.ndarray] = []
    starts: list[int] = []
    sizes: list[int] = []
    for t in range(int(lengths.max()) if len(lengths) else 0):
        running = seqs[lengths[seqs] > t]
        starts.append(sum(sizes))
        sizes.append(len(running))
        rows.append(off[running + 1] - 1 - t if reverse else off[running] + t)
    order = np.concatenate(rows) if rows else np.zeros(0, dtype=np.int64)
    inverse = np.empty_like(order)
    inverse[order] = np.arange(len(order))
    return Steps(order, inverse, starts, sizes, seqs, len(lengths))


def _initial(op: str, slot: str, value: Any, s: Steps, like: Any, width: int) -> Any:
    """The initial states sorted like s.seqs (zeros where not given), checked: one per sequence."""
    xp = xp_of(like)
    if value is None:
        return xp.zeros((s.count, width), dtype=like.dtype)
    if value.shape[0] != s.count:
        raise input_error(op, slot, f"should have one row per sequence of Input ({s.count}), got "
                          f"{value.shape[0]} rows", value.shape[0])
    return value[xp.asarray(s.seqs)]


def _unsorted(value: Any, s: Steps, width: int) -> Any:
    """The states sorted like s.seqs back in the order of the sequences (zeros beyond `value`)."""
    xp = xp_of(value)
    out = xp.zeros((s.count, width), dtype=value.dtype)
    out[xp.asarray(s.seqs[:len(value)])] = value
    return out


def _scatter(tm: Any, s: Steps) -> Any:
    """Time-major rows back in the input's order (a gather: faster than assigning through order)."""
    xp = xp_of(tm)
    return xp.take(tm, xp.asarray(s.inverse), axis=0)


def _time_major(x: Any, s: Steps, bias: Any = None) -> Any:
    """x's rows in time-major order (a fresh array), plus bias where given."""
    xp = xp_of(x)
    out = xp.take(x, xp.asarray(s.order), axis=0)
    if bias is not None:
        out += bias
    return out


# --- lstm -----------------------------------------------------------------------------------------

LstmCell = Callable[[Any, Any], tuple[Any, Any, Any]]
LstmCellGrad = Callable[[Any, Any, Any, Any, Any], tuple[Any, Any]]


def lstm_forward(x: Any, weight: Any, bias: Any, h0: Any, c0: Any, *, reverse: bool, lod: Lod,
                 cell: LstmCell = lstm_cell) -> tuple[Any, Any]:
    xp, size = xp_of(x), weight.shape[0]
    s = schedule("lstm", lod, reverse)
    xs = _time_major(x, s, bias)
    h = _initial("lstm", "H0", h0, s, x, size)
    c = _initial("lstm", "C0", c0, s, x, size)
    hidden, cells = xp.empty((len(xs), size), dtype=x.dtype), xp.empty((len(xs), size), dtype=x.dtype)
    for a, b in s.blocks():
        gates = h[:b - a] @ weight
        gates += xs[a:b]
        h, c, _ = cell(gates, c[:b - a])
        hidden[a:b], cells[a:b] = h, c
    return _scatter(hidden, s), _scatter(cells, s)


def lstm_backward(x: Any, weight: Any, bias: Any, h0: Any, c0: Any, hidden: Any, cells: Any, dhidden: Any,
                  dcells: Any, *, reverse: bool, lod: Lod, needed: tuple[bool, ...] = (True,) * 5,
                  cell: LstmCell = lstm_cell, cell_grad: LstmCellGrad = lstm_cell_grad) -> tuple[Any, ...]:
    xp, size = xp_of(x), weight.shape[0]
    s = schedule("lstm_grad", lod, reverse)
    prev = xp.asarray(s.previous())
    h_prev = xp.take(xp.concatenate([_initial("lstm_grad", "H0", h0, s, x, size), _time_major(hidden, s)]),
                     prev, axis=0)
    c_prev = xp.take(xp.concatenate([_initial("lstm_grad", "C0", c0, s, x, size), _time_major(cells, s)]),
                     prev, axis=0)
    # every step's gates at once, from the forward outputs
    gates = _time_major(x, s, bias)
    gates += h_prev @ weight
    _, c, acts = cell(gates, c_prev)
    dh_out, dc_out = _time_major(dhidden, s), _time_major(dcells, s)
    dgates = xp.empty_like(acts)
    dh_next = dc_next = xp.zeros((0, size), dtype=x.dtype)
    for a, b in reversed(s.blocks()):
        dh, dc = dh_out[a:b], dc_out[a:b]
        if len(dh_next):  # the sequences that ran on to the next step carry its gradients back
            dh, dc = dh.copy(), dc.copy()
            dh[:len(dh_next)] += dh_next
            dc[:len(dc_next)] += dc_next
        dgates[a:b], dc_next = cell_grad(acts[a:b], c_prev[a:b], c[a:b], dh, dc)
        dh_next = dgates[a:b] @ weight.T
    dx = _scatter(dgates, s)
    dweight = h_prev.T @ dgates if needed[1] else None
    dbias = dgates.sum(axis=0) if bias is not None and needed[2] else None
    dh0 = _unsorted(dh_next, s, size) if h0 is not None and needed[3] else None
    dc0 = _unsorted(dc_next, s, size) if c0 is not None and needed[4] else None
    return dx, dweight, dbias, dh0, dc0


def _lstm(x: Any, weight: Any, bias: Any, h0: Any, c0: Any, *, reverse: bool, lod: Lod) -> tuple[Any, Any]:
    return lstm_forward(x, weight, bias, h0, c0, reverse=reverse, lod=lod)


def _lstm_grad(x: Any, weight: Any, bias: Any, h0: Any, c0: Any, hidden: Any, cells: Any, dhidden: Any,
               dcells: Any, *, reverse: bool, lod: Lod, needed: tuple[bool, ...] = (True,) * 5) -> tuple[Any, ...]:
    return lstm_backward(x, weight, bias, h0, c0, hidden, cells, dhidden, dcells, reverse=reverse, lod=lod,
                         needed=needed)


def _lstm_cpu(x: Any, weight: Any, bias: Any, h0: Any, c0: Any, *, reverse: bool, lod: Lod) -> tuple[Any, Any]:
    return lstm_forward(x, weight, bias, h0, c0, reverse=reverse, lod=lod, cell=_native.lstm_cell)


def _lstm_grad_cpu(x: Any, weight: Any, bias: Any, h0: Any, c0: Any, hidden: Any, cells: Any, dhidden: Any,
                   dcells: Any, *, reverse: bool, lod: Lod,
                   needed: tuple[bool, ...] = (True,) * 5) -> tuple[Any, ...]:
    return lstm_backward(x, weight, bias, h0, c0, hidden, cells, dhidden, dcells, reverse=reverse, lod=lod,
                         needed=needed, cell=_native.lstm_cell, cell_grad=_native.lstm_cell_grad)


def _gates_shape(op: str, gates: int) -> Callable[..., None]:
    def rule(x: TensorInfo, weight: TensorInfo, *rest: Any, **attrs: Any) -> None:
        g, h = weight.shape[1], weight.shape[0]
        require(g is None or h is None or g == gates * h, f"Weight should be [H, {gates} * H] (the gates of each "
                f"of its H units), got {list(weight.shape)}")
    rule.__name__ = f"_{op}_shape"
    return rule


def _sigmoid_ref(z: np.ndarray) -> np.ndarray:
    out: np.ndarray = 0.5 * (1.0 + np.tanh(0.5 * z))
    return out


def _lstm_ref(x: np.ndarray, weight: np.ndarray, bias: np.ndarray | None, h0: np.ndarray | None,
              c0: np.ndarray | None, *, reverse: bool, lod: Lod) -> tuple[np.ndarray, np.ndarray]:
    """One sequence at a time, one step at a time, from the definition."""
    off, size = lod["Input"][-1], weight.shape[0]
    hidden, cells = np.zeros((len(x), size)), np.zeros((len(x), size))
    for k, (a, b) in enumerate(zip(off[:-1], off[1:])):
        h = np.zeros(size) if h0 is None else h0[k]
        c = np.zeros(size) if c0 is None else c0[k]
        for r in (range(b - 1, a - 1, -1) if reverse else range(a, b)):
            z = x[r] + h @ weight + (0.0 if bias is None else bias)
            i, f, g, o = z[:size], z[size:2 * size], z[2 * size:3 * size], z[3 * size:]
            c = _sigmoid_ref(f) * c + _sigmoid_ref(i) * np.tanh(g)
            h = _sigmoid_ref(o) * np.tanh(c)
            hidden[r], cells[r] = h, c
    return hidden, cells


def ragged_offsets(rng: np.random.Generator) -> list[int]:
    """1 to 4 sequences of 0 to 4 steps: empty ones, ones of length 1 and longer ones."""
    lengths = [int(v) for v in rng.integers(0, 5, size=int(rng.integers(1, 5)))]
    return [0, *np.cumsum(lengths).tolist()]


def _rnn_inputs(gates: int, rng: np.random.Generator, dtype: np.dtype, with_cell: bool) -> dict[str, Any]:
    from paddle.registry import LodArray
    off, size = ragged_offsets(rng), int(rng.integers(1, 4))
    n, rows = len(off) - 1, off[-1]
    scale = float(rng.choice([0.5, 1.0, 2.0]))
    inputs: dict[str, Any] = {
        "Input": LodArray.of((rng.standard_normal((rows, gates * size)) * scale).astype(dtype), off),
        "Weight": (rng.standard_normal((size, gates * size)) * 0.6).astype(dtype)}
    for slot, shape in [("Bias", (gates * size,)), ("H0", (n, size))] + ([("C0", (n, size))] if with_cell else []):
        if rng.random() < 0.7:
            inputs[slot] = rng.standard_normal(shape).astype(dtype)
    return inputs


def _lstm_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    return _rnn_inputs(4, rng, dtype, with_cell=True)


(Function("lstm", "An LSTM over whole sequences (v2's lstmemory): for each sequence of Input, step by step, "
          "the gates Input_t + H_{t-1} @ Weight + Bias = [i, f, g, o] give C_t = sigmoid(f) * C_{t-1} + "
          "sigmoid(i) * tanh(g) and H_t = sigmoid(o) * tanh(C_t) (torch.nn.LSTM's math).")
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
    .attribute("reverse", bool, "run each sequence from its last step to its first").default(False)
    .shape(_gates_shape("lstm", 4))
    .reference(_lstm_ref)
    .oracle("numpy")
    .kernel(_lstm)
    .kernel("cpu", _lstm_cpu)
    .grad(_lstm_grad, reads=("Input", "Weight", "Bias", "H0", "C0", "Hidden", "Cell"))
    .grad_kernel("cpu", _lstm_grad_cpu)
    .test_inputs(_lstm_inputs)
    .example("x = data('x', [None, 8], seq_type='sequence')  # H = 2: already projected to 4H\n"
             "w = paddle.model.parameter('lstm.w', [2, 8])\n"
             "hidden, cell = layers.lstm(x, w)  # [steps, 2] each, x's offsets")
    .register())


# --- gru ------------------------------------------------------------------------------------------

GruCell = Callable[[Any, Any, Any], tuple[Any, Any]]
GruCellGrad = Callable[[Any, Any, Any, Any], tuple[Any, Any, Any]]


def gru_forward(x: Any, weight: Any, bias: Any, h0: Any, *, reverse: bool, lod: Lod,
                cell: GruCell = gru_cell) -> Any:
    xp, size = xp_of(x), weight.shape[0]
    s = schedule("gru", lod, reverse)
    xs = _time_major(x, s, bias)
    h = _initial("gru", "H0", h0, s, x, size)
    hidden = xp.empty((len(xs), size), dtype=x.dtype)
    for a, b in s.blocks():
        h, _ = cell(xs[a:b], h[:b - a] @ weight, h[:b - a])
        hidden[a:b] = h
    return _scatter(hidden, s)


def gru_backward(x: Any, weight: Any, bias: Any, h0: Any, hidden: Any, dhidden: Any, *, reverse: bool, lod: Lod,
                 needed: tuple[bool, ...] = (True,) * 4, cell: GruCell = gru_cell,
                 cell_grad: GruCellGrad = gru_cell_grad) -> tuple[Any, ...]:
    xp, size = xp_of(x), weight.shape[0]
    s = schedule("gru_grad", lod, reverse)
    h_prev = xp.take(xp.concatenate([_initial("gru_grad", "H0", h0, s, x, size), _time_major(hidden, s)]),
                     xp.asarray(s.previous()), axis=0)
    hh = h_prev @ weight
    _, acts = cell(_time_major(x, s, bias), hh, h_prev)
    dh_out = _time_major(dhidden, s)
    dx, dhh = xp.empty_like(acts), xp.empty_like(acts)
    dh_next = xp.zeros((0, size), dtype=x.dtype)
    for a, b in reversed(s.blocks()):
        dh = dh_out[a:b]
        if len(dh_next):
            dh = dh.copy()
            dh[:len(dh_next)] += dh_next
        dx[a:b], dhh[a:b], skip = cell_grad(acts[a:b], hh[a:b], h_prev[a:b], dh)
        dh_next = skip + dhh[a:b] @ weight.T
    dweight = h_prev.T @ dhh if needed[1] else None
    dbias = dx.sum(axis=0) if bias is not None and needed[2] else None
    dh0 = _unsorted(dh_next, s, size) if h0 is not None and needed[3] else None
    return _scatter(dx, s), dweight, dbias, dh0


def _gru(x: Any, weight: Any, bias: Any, h0: Any, *, reverse: bool, lod: Lod) -> Any:
    return gru_forward(x, weight, bias, h0, reverse=reverse, lod=lod)


def _gru_grad(x: Any, weight: Any, bias: Any, h0: Any, hidden: Any, dhidden: Any, *, reverse: bool, lod: Lod,
              needed: tuple[bool, ...] = (True,) * 4) -> tuple[Any, ...]:
    return gru_backward(x, weight, bias, h0, hidden, dhidden, reverse=reverse, lod=lod, needed=needed)


def _gru_cpu(x: Any, weight: Any, bias: Any, h0: Any, *, reverse: bool, lod: Lod) -> Any:
    return gru_forward(x, weight, bias, h0, reverse=reverse, lod=lod, cell=_native.gru_cell)


def _gru_grad_cpu(x: Any, weight: Any, bias: Any, h0: Any, hidden: Any, dhidden: Any, *, reverse: bool, lod: Lod,
                  needed: tuple[bool, ...] = (True,) * 4) -> tuple[Any, ...]:
    return gru_backward(x, weight, bias, h0, hidden, dhidden, reverse=reverse, lod=lod, needed=needed,
                        cell=_native.gru_cell, cell_grad=_native.gru_cell_grad)


def _gru_ref(x: np.ndarray, weight: np.ndarray, bias: np.ndarray | None, h0: np.ndarray | None, *,
             reverse: bool, lod: Lod) -> np.ndarray:
    off, size = lod["Input"][-1], weight.shape[0]
    hidden = np.zeros((len(x), size))
    w_r, w_z, w_n = weight[:, :size], weight[:, size:2 * size], weight[:, 2 * size:]
    for k, (a, b) in enumerate(zip(off[:-1], off[1:])):
        h = np.zeros(size) if h0 is None else h0[k]
        for t in (range(b - 1, a - 1, -1) if reverse else range(a, b)):
            z_in = x[t] + (0.0 if bias is None else bias)
            r = _sigmoid_ref(z_in[:size] + h @ w_r)
            z = _sigmoid_ref(z_in[size:2 * size] + h @ w_z)
            n = np.tanh(z_in[2 * size:] + r * (h @ w_n))
            h = (1.0 - z) * n + z * h
            hidden[t] = h
    return hidden


def _gru_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    return _rnn_inputs(3, rng, dtype, with_cell=False)


(Function("gru", "A GRU over whole sequences (v2's grumemory): for each sequence of Input, step by step, with "
          "[hr, hz, hn] = H_{t-1} @ Weight and Input_t + Bias = [xr, xz, xn]: r = sigmoid(xr + hr), "
          "z = sigmoid(xz + hz), n = tanh(xn + r * hn), H_t = (1 - z) * n + z * H_{t-1} (torch.nn.GRU's math).")
    .input("Input", "[T, 3H]: the steps of the sequences, projected (an fc of size 3H, no activation)",
           shape=("T", "G"), seq_types=SEQ)
    .input("Weight", "[H, 3H]: the hidden-to-hidden weights, columns in the gate order r, z, n",
           shape=("H", "G"))
    .input("Bias", "[3H]: added to every step's input projection", shape=("G",), optional=True)
    .input("H0", "[sequences, H]: each sequence's initial hidden state (zeros if not given)",
           shape=("S", "H"), optional=True)
    .output("Hidden", "[T, H]: the hidden state after each step, with Input's offsets", shape=("T", "H"))
    .attribute("reverse", bool, "run each sequence from its last step to its first").default(False)
    .shape(_gates_shape("gru", 3))
    .reference(_gru_ref)
    .oracle("numpy")
    .kernel(_gru)
    .kernel("cpu", _gru_cpu)
    .grad(_gru_grad, reads=("Input", "Weight", "Bias", "H0", "Hidden"))
    .grad_kernel("cpu", _gru_grad_cpu)
    .test_inputs(_gru_inputs)
    .example("x = data('x', [None, 6], seq_type='sequence')  # H = 2: already projected to 3H\n"
             "w = paddle.model.parameter('gru.w', [2, 6])\n"
             "hidden = layers.gru(x, w)  # [steps, 2], x's offsets")
    .register())


# --- v2's layers: lstmemory, grumemory ------------------------------------------------------------

def _memory_shape(gates: int) -> Callable[..., TensorInfo]:
    def rule(x: TensorInfo, *, size: int, **_: Any) -> TensorInfo:
        width = x.shape[1]
        require(width is None or width % gates == 0, f"input should have {gates} * size columns (the projected "
                f"gates of each unit), got {width}")
        units = None if width is None else width // gates
        require(size == 0 or units is None or size == units, f"size should be input's width / {gates} "
                f"({units}) or 0, got {size}")
        return TensorInfo((x.shape[0], units if units is not None else size or None), x.dtype,
                          SequenceType.SEQUENCE)
    return rule


def _recurrent(op: str, gates: int, b: Any, x: Any, reverse: bool, bias: bool) -> Any:
    """op(input, w [, b]): w [H, gates * H] uniform in +-1/sqrt(H) (torch's initialisation), b zeros."""
    info = b.info(x)
    units = info.shape[1] // gates
    limit = 1.0 / units ** 0.5
    w = b.parameter("w", (units, gates * units), info.dtype, ("uniform_random", {"min": -limit, "max": limit}))
    bvar = b.parameter("b", (gates * units,), info.dtype, ("fill_constant", {"value": 0.0})) if bias else None
    return b.op(op, {"Input": x, "Weight": w, "Bias": bvar}, reverse=reverse)


def _lstmemory(b: Any, x: Any, *, size: int, reverse: bool, bias: bool) -> Any:
    hidden, _ = _recurrent("lstm", 4, b, x, reverse, bias)
    return hidden


def _grumemory(b: Any, x: Any, *, size: int, reverse: bool, bias: bool) -> Any:
    return _recurrent("gru", 3, b, x, reverse, bias)


def _memory_layer(name: str, op: str, gates: int, what: str) -> Layer:
    return (Layer(name, f"v2's {name}: the {op} op over sequences whose steps are already projected to "
                  f"{gates} * size columns ({what}), with its hidden-to-hidden weights w [size, {gates} * size] "
                  f"and bias b [{gates} * size]; gives the hidden state of every step.")
            .input("input", f"[T, {gates} * size]: the projected steps of the sequences (an fc of size "
                   f"{gates} * size, linear, no bias)", shape=("T", "G"), seq_types=SEQ)
            .output("Out", "[T, size]: the hidden state after each step, with input's offsets", rank=2)
            .attribute("size", int, f"the number of units: input's width / {gates} (0: take it from the input)")
            .default(0).at_least(0)
            .attribute("reverse", bool, "run each sequence from its last step to its first").default(False)
            .attribute("bias", bool, "add a learned bias to the gates").default(True)
            .shape(_memory_shape(gates))
            .test_inputs(lambda rng, dtype: _layer_inputs(gates, rng, dtype)))


def _layer_inputs(gates: int, rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    return {"input": _rnn_inputs(gates, rng, dtype, with_cell=False)["Input"]}


lstmemory = (_memory_layer("lstmemory", "lstm", 4, "the gates i, f, g, o")
             .compose(_lstmemory)
             .example("x = data('x', [None, 16], seq_type='sequence')\n"
                      "projected = layers.fc(x, size=4 * 8, bias=False)\n"
                      "hidden = layers.lstmemory(projected)  # [steps, 8]")
             .register())

grumemory = (_memory_layer("grumemory", "gru", 3, "the gates r, z, n")
             .compose(_grumemory)
             .example("x = data('x', [None, 16], seq_type='sequence')\n"
                      "projected = layers.fc(x, size=3 * 8, bias=False)\n"
                      "hidden = layers.grumemory(projected)  # [steps, 8]")
             .register())
