"""The lstm and gru ops' cpu kernels two ways: every step in one C++ call (kernels/cpp/rnn_loop.cc,
its products through the BLAS numpy loaded) and the fallback where that BLAS is not found (a Python
loop over the steps, numpy's matmul and the one-step C++ kernels). Both against the array-generic
numpy kernels (an independent oracle: time-major numpy arithmetic), forward and backward, on ragged
batches with every optional input, reversed, with other activations and with the Gates / Cell /
Projection outputs' own gradients; and the sequences split across threads against one thread."""
from __future__ import annotations

import numpy as np
import pytest

from paddle.kernels import _native, _recurrence
from paddle.registry import default_registry

LENGTHS = [5, 0, 1, 7, 3, 7, 2]
LOD = [int(v) for v in np.cumsum([0, *LENGTHS])]
UNITS = 6


def _kernel(op, device="cpu"):
    return default_registry().function(op).kernels[device]


def _case(op, dtype, seed, given):
    rng = np.random.default_rng(seed)
    gates = 4 if op == "lstm" else 3
    n, rows = len(LENGTHS), LOD[-1]
    tame = 0.3 if seed == 1 else 1.0  # relu gates and a linear candidate: the states grow geometrically
    x = (rng.standard_normal((rows, gates * UNITS)) * tame).astype(dtype)
    w = (rng.standard_normal((UNITS, gates * UNITS)) * 0.5 * tame).astype(dtype)
    b = rng.standard_normal(gates * UNITS).astype(dtype) if given else None
    h0 = rng.standard_normal((n, UNITS)).astype(dtype) if given else None
    c0 = rng.standard_normal((n, UNITS)).astype(dtype) if given and op == "lstm" else None
    outs = [rng.standard_normal((rows, k * UNITS)).astype(dtype) for k in ((1, 1, 4) if op == "lstm" else (1, 3, 1))]
    return (x, w, b, h0, c0) if op == "lstm" else (x, w, b, h0), outs


def _run(op, args, douts, device, reverse, acts, with_state_grads):
    lod = {"Input": [LOD]}
    outs = _kernel(op, device)(*args, reverse=reverse, lod=lod, **acts)
    dh, *rest = douts
    if not with_state_grads:  # the cpu kernels take None for an output nobody read, the oracle zeros
        rest = [None if device == "cpu" else np.zeros_like(r) for r in rest]
    grads = _kernel(f"{op}_grad", device)(*args, *outs, dh, *rest, reverse=reverse, lod=lod, **acts)
    return [np.asarray(o) for o in outs], [g for g in grads if g is not None]


ACTS = [{}, {"gate_act": "relu", "candidate_act": "linear"}, {"candidate_act": "sigmoid", "gate_act": "tanh"}]


@pytest.mark.skipif(not _native.rnn_blas_ready(), reason="no BLAS found to call from C++: one path only")
@pytest.mark.parametrize("op", ["lstm", "gru"])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("case", range(4))
def test_whole_sequence_and_step_kernels_match_the_numpy_kernels(op, dtype, reverse, case, monkeypatch):
    """Case 3: the default activations (the LSTM's one-pass rows, kernels/cpp/rnn_rows.h) with the
    Cell and Gates outputs' own gradients."""
    acts = dict(ACTS[case % 3])
    if op == "lstm" and case == 2:
        acts["state_act"] = "relu"
    args, douts = _case(op, dtype, seed=case, given=case != 1)
    oracle = _run(op, args, douts, "array", reverse, acts, with_state_grads=case != 0)
    tol = {"rtol": 2e-4, "atol": 2e-5} if dtype == np.float32 else {"rtol": 1e-10, "atol": 1e-12}
    for whole in (True, False):
        monkeypatch.setattr(_recurrence, "WHOLE_SEQUENCE", whole)
        got = _run(op, args, douts, "cpu", reverse, acts, with_state_grads=case != 0)
        for part in range(2):
            assert len(got[part]) == len(oracle[part])
            for mine, want in zip(got[part], oracle[part]):
                np.testing.assert_allclose(mine, want, **tol)


@pytest.mark.skipif(not _native.rnn_blas_ready(), reason="no BLAS found to call from C++")
@pytest.mark.parametrize("op", ["lstm", "gru"])
def test_the_sequences_split_across_threads_give_what_one_thread_gives(op):
    """Big enough to split (kernels/cpp/rnn_loop.cc: with the BLAS on one thread, groups of
    sequences, one a pool thread), ragged so the groups end at different steps."""
    rng = np.random.default_rng(7)
    lengths = [int(v) for v in rng.integers(0, 9, size=160)]
    lod = {"Input": [[int(v) for v in np.cumsum([0, *lengths])]]}
    gates, units = (4 if op == "lstm" else 3), 64  # over the ~4M multiply-adds a split needs
    x = rng.standard_normal((sum(lengths), gates * units)).astype(np.float32)
    w = (rng.standard_normal((units, gates * units)) * 0.2).astype(np.float32)
    h0 = rng.standard_normal((len(lengths), units)).astype(np.float32)
    args = (x, w, None, h0, h0 * 0.5) if op == "lstm" else (x, w, None, h0)
    dh = rng.standard_normal((sum(lengths), units)).astype(np.float32)
    runs, blas_threads = [], _native.blas_threads()
    try:
        _native.set_blas_threads(1)
        for threads in (1, 2):
            _native.set_threads(threads)
            outs = _kernel(op)(*args, reverse=False, lod=lod)
            rest = [None] * (len(outs) - 1)
            runs.append([*outs, *_kernel(f"{op}_grad")(*args, *outs, dh, *rest, reverse=False, lod=lod)])
    finally:
        _native.set_threads(0)
        _native.set_blas_threads(blas_threads)
    for one, two in zip(*runs):
        if one is not None:  # sums over all the sequences (dWeight) add the groups' in another order
            np.testing.assert_allclose(two, one, rtol=1e-5, atol=1e-6 * max(1.0, float(np.abs(one).max())))


@pytest.mark.skipif(not _native.rnn_blas_ready(), reason="no BLAS found to call from C++")
def test_a_schedule_that_does_not_fit_the_rows_is_refused():
    x = np.zeros((5, 8), np.float32)
    w = np.zeros((2, 8), np.float32)
    outs = [np.empty((5, 8), np.float32), np.empty((5, 2), np.float32), np.empty((5, 2), np.float32)]
    order = np.arange(5, dtype=np.int64)
    with pytest.raises(ValueError, match="sizes add up to 4, not 5 rows"):
        _native.lstm_forward_seq(x, None, w, None, None, None, order, np.array([2, 2], np.int64), *outs, (1, 2, 2))
    with pytest.raises(ValueError, match="non-increasing"):
        _native.lstm_forward_seq(x, None, w, None, None, None, order, np.array([2, 3], np.int64), *outs, (1, 2, 2))
    with pytest.raises(ValueError, match="give Input or a projection, not both or neither"):
        _native.lstm_forward_seq(None, None, w, None, None, None, order, np.array([5], np.int64), *outs, (1, 2, 2))
