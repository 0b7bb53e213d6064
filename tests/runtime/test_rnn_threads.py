"""The lstm and gru ops' C++ steps at sizes where the persistent pool (kernels/cpp/thread_pool.h)
splits a step's rows across threads: against torch.nn.LSTM / nn.GRU over a ragged batch, and the
same bits at 1, 2 and 3 threads (each row is written by one thread) but for the sums over every
sequence, which are the same bits run after run."""
from __future__ import annotations

import numpy as np
import pytest

from paddle.kernels import _native
from paddle.registry import default_registry

torch = pytest.importorskip("torch")

UNITS = 67  # odd, and 1301 rows x 67 units is three threads' work
LENGTHS = [1 + (7 * k) % 5 for k in range(1301)]  # ragged, 1 to 5 steps
LOD = list(np.cumsum([0, *LENGTHS]))
RNG = np.random.default_rng(21)


def _kernel(op):
    return default_registry().function(op).kernels["cpu"]


def _inputs(gates, dtype):
    x = RNG.standard_normal((LOD[-1], gates * UNITS)).astype(dtype)
    w = (RNG.standard_normal((UNITS, gates * UNITS)) * 0.1).astype(dtype)
    b = RNG.standard_normal(gates * UNITS).astype(dtype)
    h0 = RNG.standard_normal((len(LENGTHS), UNITS)).astype(dtype)
    return x, w, b, h0


def _run(op, x, w, b, h0, dh):
    lod = {"Input": [LOD]}
    if op == "lstm":
        c0 = np.zeros_like(h0)
        hidden, cells, gates = _kernel("lstm")(x, w, b, h0, c0, reverse=False, lod=lod)
        grads = _kernel("lstm_grad")(x, w, b, h0, c0, hidden, cells, gates, dh, None, None, reverse=False, lod=lod)
    else:
        hidden, gates, proj = _kernel("gru")(x, w, b, h0, reverse=False, lod=lod)
        grads = _kernel("gru_grad")(x, w, b, h0, hidden, gates, proj, dh, None, None, reverse=False, lod=lod)
    return hidden, [g for g in grads if g is not None]


def _torch(op, x, w, b, h0, dh):
    """Hidden and the gradients of sum(Hidden * dh) as torch computes them: the input projection
    the identity, our Weight torch's weight_hh transposed, our Bias torch's bias_ih."""
    gates = w.shape[1]
    rnn = (torch.nn.LSTM if op == "lstm" else torch.nn.GRU)(gates, UNITS).double()
    tx, tw, tb, th0 = (torch.tensor(a, dtype=torch.float64, requires_grad=True) for a in (x, w, b, h0))
    params = {"weight_ih_l0": torch.eye(gates, dtype=torch.float64), "weight_hh_l0": tw.t(),
              "bias_ih_l0": tb, "bias_hh_l0": torch.zeros(gates, dtype=torch.float64)}
    # the ragged rows as a padded batch [sequences, longest, gates] and back, by one gather each
    longest = max(LENGTHS)
    slot = np.array([k * longest + t for k, n in enumerate(LENGTHS) for t in range(n)])  # row -> (k, t)
    row_of = np.zeros(len(LENGTHS) * longest, np.int64)  # (k, t) -> row (padding: row 0, never read)
    row_of[slot] = np.arange(len(slot))
    padded = tx[torch.tensor(row_of)].reshape(len(LENGTHS), longest, gates)
    seqs = torch.nn.utils.rnn.pack_padded_sequence(padded, LENGTHS, batch_first=True, enforce_sorted=False)
    state = th0.unsqueeze(0)
    if op == "lstm":
        state = (state, torch.zeros_like(state))
    out, _ = torch.func.functional_call(rnn, params, (seqs, state))
    out, _ = torch.nn.utils.rnn.pad_packed_sequence(out, batch_first=True, total_length=longest)
    hidden = out.reshape(-1, UNITS)[torch.tensor(slot)]
    (hidden * torch.tensor(dh, dtype=torch.float64)).sum().backward()
    return hidden.detach().numpy(), [tx.grad.numpy(), tw.grad.numpy(), tb.grad.numpy(), th0.grad.numpy()]


@pytest.mark.parametrize("op", ["lstm", "gru"])
def test_threaded_steps_match_torch_and_give_the_same_bits(op):
    x, w, b, h0 = _inputs(4 if op == "lstm" else 3, np.float32)
    dh = RNG.standard_normal((LOD[-1], UNITS)).astype(np.float32)
    runs = []
    try:
        for threads in (1, 2, 3):
            _native.set_threads(threads)
            runs.append(_run(op, x, w, b, h0, dh))
    finally:
        _native.set_threads(0)
    (hidden, grads), *others = runs
    # the weight's gradient (and the LSTM's bias's) is summed per group of sequences, a group a
    # thread (kernels/cpp/rnn_loop.cc, StepSums), the groups' sums added after: across thread
    # counts they agree to rounding; at one count, they are the same bits run after run
    summed = (1, 2) if op == "lstm" else (1,)
    for other_hidden, other_grads in others:
        assert other_hidden.tobytes() == hidden.tobytes()
        for k, (mine, one) in enumerate(zip(other_grads, grads)):
            if k in summed:
                np.testing.assert_allclose(mine, one, rtol=1e-5, atol=1e-5 * float(np.abs(one).max()))
            else:
                assert mine.tobytes() == one.tobytes()
    try:
        _native.set_threads(3)
        again = _run(op, x, w, b, h0, dh)
    finally:
        _native.set_threads(0)
    assert [g.tobytes() for g in again[1]] == [g.tobytes() for g in others[-1][1]]
    want_hidden, want_grads = _torch(op, x, w, b, h0, dh)
    np.testing.assert_allclose(hidden, want_hidden, rtol=1e-4, atol=1e-4)
    for got, want in zip(grads, want_grads):
        np.testing.assert_allclose(got, want, rtol=1e-3, atol=1e-3)
