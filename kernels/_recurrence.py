"""What the whole-sequence `lstm` and `gru` ops (kernels/lstm.py, kernels/gru.py) share: the
time-major schedule of a batch of sequences, their activations, the initial states, test inputs
and the v2 layer skeleton.

The schedule: the steps t of every sequence long enough, longest sequences first (stable), so the
sequences still running at step t are a prefix of those running at step t - 1; each step is one
matrix product over those rows, and sequences drop out as they end (as cuDNN and torch's packed
sequences do). It depends only on the offsets and the direction, so it is computed once per
shape and kept.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable

import numpy as np

from paddle.registry import Layer, SequenceType, TensorInfo, require
from paddle.registry.errors import input_error

from . import _native
from ._xp import xp_of
from .math import native_product

SEQ = (SequenceType.SEQUENCE,)
Lod = dict[str, Any]

# the activations a recurrent op computes with (v2's lstmemory/grumemory offered these four), by
# their code in the C++ steps (kernels/cpp/rnn_seq.cc)
ACTIVATIONS = ("linear", "sigmoid", "tanh", "relu")

# the C++ steps split big steps' rows across the one pool of the C++ kernels (kernels/cpp/thread_pool.h:
# _native.set_threads; OMP_NUM_THREADS caps it, as it caps BLAS's)

# whether the cpu kernels run every step in one C++ call (kernels/cpp/rnn_loop.cc, which calls the
# BLAS numpy loaded): where that BLAS is not found, or this is set False (the tests compare both),
# a Python loop over the steps calls numpy's matmul and the one-step kernels (kernels/cpp/rnn_seq.cc)
WHOLE_SEQUENCE = True


def act_codes(*names: str) -> tuple[int, ...]:
    return tuple(ACTIVATIONS.index(n) for n in names)


def activate(name: str, z: Any) -> Any:
    """name(z): the activation, on any array module."""
    xp = xp_of(z)
    if name == "sigmoid":
        with np.errstate(over="ignore"):  # exp(-z) -> inf for z << 0 gives the right limit, 0
            return 1.0 / (1.0 + xp.exp(-z))
    if name == "tanh":
        return xp.tanh(z)
    if name == "relu":
        return xp.maximum(z, 0)
    return z


def slope(name: str, y: Any) -> Any:
    """The activation's derivative at z, read from y = name(z)."""
    if name == "sigmoid":
        return y * (1 - y)
    if name == "tanh":
        return 1 - y * y
    if name == "relu":
        return (y > 0).astype(y.dtype)
    return xp_of(y).ones_like(y)


# --- the time-major schedule ----------------------------------------------------------------------

@dataclass(frozen=True, eq=False)  # hashed by identity: one per cached schedule
class Steps:
    """Step t's rows are order[starts[t]:starts[t] + sizes[t]], one per sequence still running
    (seqs[:sizes[t]], longest first)."""

    order: np.ndarray   # [T] int64: the input row of each time-major row
    inverse: np.ndarray  # [T] int64: the time-major row of each input row
    starts: tuple[int, ...]
    sizes: tuple[int, ...]
    seqs: np.ndarray    # [sequences] by length, longest first (stable)
    count: int          # the number of sequences

    def blocks(self) -> list[tuple[int, int]]:
        return [(a, a + m) for a, m in zip(self.starts, self.sizes)]

    def rows(self, t: int) -> np.ndarray:
        """The input rows of step t (a contiguous slice of order)."""
        return self.step_rows[t]

    def prev_rows(self, t: int) -> np.ndarray | None:
        """The input rows of the previous step of step t's sequences (None at the first step)."""
        return self.step_prev_rows[t]

    @property
    def step_rows(self) -> tuple[np.ndarray, ...]:
        return _step_rows(self)[0]

    @property
    def step_prev_rows(self) -> tuple[np.ndarray | None, ...]:
        return _step_rows(self)[1]

    def previous(self) -> np.ndarray:
        """For each time-major row, the row holding its sequence's previous state: an index into
        concat([the initial states, sorted like seqs], the time-major outputs)."""
        first = len(self.seqs)
        pieces = [np.arange(self.sizes[0])] if self.sizes else []
        for t in range(1, len(self.sizes)):
            pieces.append(first + self.starts[t - 1] + np.arange(self.sizes[t]))
        return np.concatenate(pieces) if pieces else np.zeros(0, dtype=np.int64)


def whole_sequence() -> bool:
    return WHOLE_SEQUENCE and _native.rnn_blas_ready()


@lru_cache(maxsize=64)
def step_sizes(s: Steps) -> np.ndarray:
    """s.sizes as the int64 array the whole-sequence kernels read."""
    sizes = np.asarray(s.sizes, dtype=np.int64)
    sizes.setflags(write=False)
    return sizes


@lru_cache(maxsize=64)
def _step_rows(s: Steps) -> tuple[tuple[np.ndarray, ...], tuple[np.ndarray | None, ...]]:
    """Each step's rows and its sequences' previous rows, sliced once per schedule."""
    rows = tuple(s.order[a:a + m] for a, m in zip(s.starts, s.sizes))
    prev = tuple(None if t == 0 else s.order[s.starts[t - 1]:s.starts[t - 1] + m] for t, m in enumerate(s.sizes))
    return rows, prev


def schedule(op: str, lod: Lod, reverse: bool) -> Steps:
    levels = lod.get("Input")
    if not levels:
        raise input_error(op, "Input", "should be a sequence: a tensor with offsets, as paddle.Tensor(array, "
                          "lod=[[0, 3, 5]]) gives", None)
    off = np.ascontiguousarray(levels[-1], dtype=np.int64)
    return _schedule(off.tobytes(), bool(reverse))


@lru_cache(maxsize=64)
def _schedule(offsets: bytes, reverse: bool) -> Steps:
    off = np.frombuffer(offsets, dtype=np.int64)
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
    order = np.ascontiguousarray(np.concatenate(rows) if rows else np.zeros(0), dtype=np.int64)
    inverse = np.empty_like(order)
    inverse[order] = np.arange(len(order))
    for a in (order, inverse, seqs):
        a.setflags(write=False)  # shared by every call with these offsets
    return Steps(order, inverse, tuple(starts), tuple(sizes), seqs, len(lengths))


def initial(op: str, slot: str, value: Any, s: Steps, like: Any, width: int, zeros: bool = True) -> Any:
    """The initial states sorted like s.seqs, checked: one per sequence (zeros, or None, where
    not given)."""
    xp = xp_of(like)
    if value is None:
        return xp.zeros((s.count, width), dtype=like.dtype) if zeros else None
    if value.shape[0] != s.count:
        raise input_error(op, slot, f"should have one row per sequence of Input ({s.count}), got "
                          f"{value.shape[0]} rows", value.shape[0])
    return xp.ascontiguousarray(value[xp.asarray(s.seqs)])


def unsorted(value: Any, s: Steps, width: int) -> Any:
    """The states sorted like s.seqs back in the order of the sequences (zeros beyond `value`)."""
    xp = xp_of(value)
    out = xp.zeros((s.count, width), dtype=value.dtype)
    out[xp.asarray(s.seqs[:len(value)])] = value
    return out


def initial_gradient(d: Any, s: Steps, width: int, given: Any, needed: bool) -> Any:
    """An initial state's gradient (dH0, dC0) from the sorted one a whole-sequence kernel gave: in
    the sequences' order, zeros where no step ran at all; None where not given or not needed."""
    if given is None or not needed:
        return None
    return unsorted(d, s, width) if s.sizes else np.zeros_like(given)


def scatter(tm: Any, s: Steps) -> Any:
    """Time-major rows back in the input's order (a gather: faster than assigning through order)."""
    xp = xp_of(tm)
    return xp.take(tm, xp.asarray(s.inverse), axis=0)


def time_major(x: Any, s: Steps, bias: Any = None) -> Any:
    """x's rows in time-major order (a fresh array), plus bias where given."""
    xp = xp_of(x)
    out = xp.take(x, xp.asarray(s.order), axis=0)
    if bias is not None:
        out += bias
    return out


_WORKSPACE = threading.local()


def scratch(name: str, shape: tuple[int, ...], dtype: Any) -> np.ndarray:
    """A buffer of this thread, reused from call to call, for a kernel's internal arrays (never an
    output): a fresh array costs a page fault per 4 KiB touched, a sizeable share of a step."""
    buffers: dict[tuple[str, str], np.ndarray] = _WORKSPACE.__dict__.setdefault("buffers", {})
    key, size = (name, np.dtype(dtype).str), int(np.prod(shape))
    buf = buffers.get(key)
    if buf is None or buf.size < size:
        buf = buffers[key] = np.empty(size, dtype)
    return buf[:size].reshape(shape)


def weight_gradient(h_prev: np.ndarray, d: np.ndarray) -> np.ndarray:
    """dWeight = H_prev^T @ d over every step at once, split across the runtime's pool (kernels/cpp/
    dense.cc: numpy's BLAS is held to one thread while a net runs, so a plain `@` would use one core)."""
    product = native_product(h_prev, d)
    out: np.ndarray = h_prev.T @ d if product is None else product(h_prev, d, True, False)
    return out


def contiguous(*arrays: Any) -> list[Any]:
    return [None if a is None else np.ascontiguousarray(a) for a in arrays]


# --- the declaration's shared pieces --------------------------------------------------------------

def gates_shape(op: str, gates: int) -> Callable[..., None]:
    def rule(x: TensorInfo, weight: TensorInfo, *rest: Any, **attrs: Any) -> None:
        g, h = weight.shape[1], weight.shape[0]
        require(g is None or h is None or g == gates * h, f"Weight should be [H, {gates} * H] (the gates of each "
                f"of its H units), got {list(weight.shape)}")
    rule.__name__ = f"_{op}_shape"
    return rule


def ragged_offsets(rng: np.random.Generator) -> list[int]:
    """1 to 4 sequences of 0 to 4 steps: empty ones, ones of length 1 and longer ones."""
    lengths = [int(v) for v in rng.integers(0, 5, size=int(rng.integers(1, 5)))]
    return [0, *np.cumsum(lengths).tolist()]


def rnn_inputs(gates: int, rng: np.random.Generator, dtype: np.dtype, with_cell: bool,
               **attrs: Any) -> dict[str, Any]:
    """Ragged sequences; small values where an activation is unbounded (linear or relu gates let
    the states grow geometrically over the steps, and a numeric gradient of huge values is noise)."""
    from paddle.registry import LodArray
    off, size = ragged_offsets(rng), int(rng.integers(1, 4))
    n, rows = len(off) - 1, off[-1]
    tame = 0.3 if any(attrs.get(a) in ("linear", "relu") for a in ("gate_act", "candidate_act", "state_act")) else 1.0
    scale = float(rng.choice([0.5, 1.0, 2.0])) * tame
    inputs: dict[str, Any] = {
        "Input": LodArray.of((rng.standard_normal((rows, gates * size)) * scale).astype(dtype), off),
        "Weight": (rng.standard_normal((size, gates * size)) * 0.6 * tame).astype(dtype)}
    for slot, shape in [("Bias", (gates * size,)), ("H0", (n, size))] + ([("C0", (n, size))] if with_cell else []):
        if rng.random() < 0.7:
            inputs[slot] = (rng.standard_normal(shape) * tame).astype(dtype)
    return inputs


def memory_shape(gates: int) -> Callable[..., TensorInfo]:
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


def recurrent(op: str, gates: int, b: Any, x: Any, reverse: bool, bias: bool, acts: dict[str, str]) -> Any:
    """op(input, w [, b]): w [H, gates * H] uniform in +-1/sqrt(H) (torch's initialisation), b zeros."""
    info = b.info(x)
    units = info.shape[1] // gates
    limit = 1.0 / units ** 0.5
    w = b.parameter("w", (units, gates * units), info.dtype, ("uniform_random", {"min": -limit, "max": limit}))
    bvar = b.parameter("b", (gates * units,), info.dtype, ("fill_constant", {"value": 0.0})) if bias else None
    return b.op(op, {"Input": x, "Weight": w, "Bias": bvar}, reverse=reverse, **acts)


def memory_layer(name: str, op: str, gates: int, what: str) -> Layer:
    layer = (Layer(name, f"v2's {name}: the {op} op over sequences whose steps are already projected to "
                   f"{gates} * size columns ({what}), with its hidden-to-hidden weights w [size, {gates} * size] "
                   f"and bias b [{gates} * size]; gives the hidden state of every step.")
             .input("input", f"[T, {gates} * size]: the projected steps of the sequences (an fc of size "
                    f"{gates} * size, linear, no bias)", shape=("T", "G"), seq_types=SEQ)
             .output("Out", "[T, size]: the hidden state after each step, with input's offsets", rank=2)
             .attribute("size", int, f"the number of units: input's width / {gates} (0: take it from the input)")
             .default(0).at_least(0)
             .attribute("reverse", bool, "run each sequence from its last step to its first").default(False)
             .attribute("bias", bool, "add a learned bias to the gates").default(True))
    with_acts: Layer = activation_attributes(layer, with_state=gates == 4)
    return with_acts


def activation_attributes(fn: Any, with_state: bool) -> Any:
    """gate_act, candidate_act (and state_act): the activations, one of ACTIVATIONS each."""
    fn = (fn.attribute("gate_act", str, "the gates' activation (v2's gate_act)").default("sigmoid")
          .one_of(list(ACTIVATIONS))
          .attribute("candidate_act", str, "the candidate's activation (v2's act)").default("tanh")
          .one_of(list(ACTIVATIONS)))
    if with_state:
        fn = (fn.attribute("state_act", str, "the activation of the cell on its way out, H = o * state_act(C) "
                           "(v2's state_act)").default("tanh").one_of(list(ACTIVATIONS)))
    return fn


def layer_inputs(gates: int, rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    return {"input": rnn_inputs(gates, rng, dtype, with_cell=False)["Input"]}


def first_rows(states: Any, t: int, m: int) -> Any:
    """At the first step (t == 0), the initial states of its m sequences (None where not given)."""
    return None if t or states is None else states[:m]
