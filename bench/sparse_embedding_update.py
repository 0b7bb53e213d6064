"""The gradient and update of a big embedding table from one batch of ids: the gradient as a dense
[V, D] array against a row-sparse one (RowSparse, Paddle's SelectedRows: the embedding op's
is_sparse), each applied by the sgd and adam ops (sparse_rows for the row-sparse one), against
PyTorch's nn.Embedding(sparse=True) with SGD / SparseAdam in the same run.

    ours dense:  embedding, embedding_grad -> [V, D] gradient -> sgd/adam over every row
    ours sparse: embedding, embedding_grad(is_sparse) -> RowSparse (the batch's rows) -> sgd/adam on those
                 rows, written in place (the kernels called directly: no net around them)
    PyTorch:     Embedding(sparse=True) forward + backward (a sparse COO gradient) -> optimizer step

Vocabulary 100k x 128, a batch of 64 ids (some repeated).

    BENCH_THREADS=1 python bench/sparse_embedding_update.py
"""
from __future__ import annotations

import os
import statistics
import sys
from typing import Any, Callable

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import numpy as np  # noqa: E402
from _timing import compare  # noqa: E402

from paddle.registry import complete_attrs, default_registry  # noqa: E402

VOCAB, DIM, BATCH = 100_000, 128, 64


def batch(seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return rng.integers(0, VOCAB, size=(BATCH, 1)).astype(np.int64), rng.normal(size=(BATCH, DIM)).astype(np.float32)


def paddle_step(optimizer: str, sparse: bool) -> tuple[Callable[[], None], Callable[[], int]]:
    """(one gradient + update of the table, the bytes of the last gradient)."""
    registry = default_registry()
    lookup = registry.function("embedding").kernel_for("cpu")
    grad_kernel = registry.function("embedding_grad").kernel_for("cpu")
    meta = registry.function(optimizer)
    update = meta.kernel_for("cpu")
    attrs = complete_attrs(meta, {"learning_rate": 0.01, "sparse_rows": sparse})
    ids, dout = batch()
    table = np.random.default_rng(1).normal(size=(VOCAB, DIM)).astype(np.float32)
    state: dict[str, Any] = {"table": table, "moments": [np.zeros_like(table), np.zeros_like(table)],
                             "step": np.zeros(1, np.int64), "grad": None}

    def step() -> None:
        lookup(state["table"], ids, padding_idx=-1, is_sparse=sparse)  # the forward, as torch's step has
        grad = grad_kernel(state["table"], ids, dout, padding_idx=-1, is_sparse=sparse)
        state["grad"] = grad
        if optimizer == "sgd":
            state["table"] = update(state["table"], grad, **attrs)
        else:
            out = update(state["table"], grad, *state["moments"], state["step"], **attrs)
            state["table"], state["moments"], state["step"] = out[0], list(out[1:3]), out[3]

    def grad_bytes() -> int:
        g = state["grad"]
        return int(g.rows.nbytes + g.values.nbytes) if sparse else int(g.nbytes)
    return step, grad_bytes


def torch_step(optimizer: str) -> Callable[[], None] | None:
    try:
        import torch
    except ImportError:
        return None
    _threads.torch_threads(torch)
    ids, dout = batch()
    emb = torch.nn.Embedding(VOCAB, DIM, sparse=True)
    tids, tdout = torch.from_numpy(ids[:, 0]), torch.from_numpy(dout)
    opt = torch.optim.SGD(emb.parameters(), lr=0.01) if optimizer == "sgd" else \
        torch.optim.SparseAdam(list(emb.parameters()), lr=0.01)

    def step() -> None:
        opt.zero_grad(set_to_none=True)
        emb(tids).backward(tdout)
        opt.step()
    return step


def main(rounds: int = 5) -> dict[str, float]:
    results: dict[str, float] = {}
    for optimizer in ("sgd", "adam"):
        dense, dense_bytes = paddle_step(optimizer, False)
        sparse, sparse_bytes = paddle_step(optimizer, True)
        theirs = torch_step(optimizer)
        speedups, ratios, times = [], [], {"dense": [], "sparse": [], "torch": []}  # type: ignore[var-annotated]
        for i in range(rounds):
            a, b = compare(dense, sparse, calls=3, repeats=3) if i % 2 == 0 else compare(sparse, dense, 3, 3)[::-1]
            times["dense"].append(a)
            times["sparse"].append(b)
            speedups.append(a / b)
            if theirs is not None:
                s, t = compare(sparse, theirs, calls=3, repeats=3)
                times["torch"].append(t)
                ratios.append(s / t)
        ms = {k: statistics.median(v) * 1e3 for k, v in times.items() if v}
        print(f"sparse_embedding_update {optimizer:4s} dense   : {ms['dense']:8.3f} ms/step, gradient "
              f"{dense_bytes() / 1e6:8.2f} MB ({VOCAB}x{DIM} float32)")
        print(f"sparse_embedding_update {optimizer:4s} sparse  : {ms['sparse']:8.3f} ms/step, gradient "
              f"{sparse_bytes() / 1e6:8.4f} MB (the batch's {BATCH} ids' rows), "
              f"{statistics.median(speedups):.1f}x faster than dense")
        if ratios:
            print(f"sparse_embedding_update {optimizer:4s} PyTorch : {ms['torch']:8.3f} ms/step "
                  f"(Embedding(sparse=True), "
                  f"{'SGD' if optimizer == 'sgd' else 'SparseAdam'}); ours sparse {statistics.median(ratios):.2f}x "
                  f"PyTorch's time (median of {rounds} rounds)")
            results[f"{optimizer}_ratio"] = statistics.median(ratios)
        results[f"{optimizer}_speedup"] = statistics.median(speedups)
    print(f"sparse_embedding_update threads : {_threads.THREADS} (BENCH_THREADS) for numpy's BLAS and torch")
    return results


if __name__ == "__main__":
    main()
