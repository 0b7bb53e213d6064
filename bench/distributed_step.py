"""Data-parallel step time: the MNIST MLP (784-200-10) and LeNet-5 through Model.run at batch 64
per rank (weak scaling), on 1 and 2 ranks (Open MPI, mpirun), with the time spent in the
gradient allreduce per step; the scaling efficiency is t(1 rank) / t(2 ranks) (1.0: perfect).
Synthetic MNIST-shaped data (no download). Run it without a launcher: it launches itself.

    python bench/distributed_step.py                  # 1 BLAS thread a rank
    BENCH_THREADS=2 python bench/distributed_step.py  # 2 threads a rank (oversubscribes 2 cores at 2 ranks)

The allreduce time includes waiting for the slower rank (a rank that finished its backward first
waits inside the collective), so it bounds the communication cost from above.
"""
from __future__ import annotations

import json
import statistics
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402  (before numpy: sets the BLAS thread count)
import numpy as np  # noqa: E402

BATCH = 64
STEPS = {"mlp": (20, 60), "lenet": (5, 20)}  # (warm-up, timed) steps


def build(kind: str):  # type: ignore[no-untyped-def]
    import paddle
    from paddle.generated import layers
    from paddle.model_methods import backward, data, optimize
    model = paddle.Model(seed=0)
    with model:
        label = data("label", [None, 1], dtype="int64")
        if kind == "mlp":
            image = data("image", [None, 784])
            logits = layers.fc(layers.fc(image, size=200, act="relu"), size=10)
        else:
            image = data("image", [None, 1, 28, 28])
            x = layers.img_conv(image, num_filters=6, filter_size=5, padding=2, act="relu")
            x = layers.img_pool(x, pool_size=2, stride=2)
            x = layers.img_pool(layers.img_conv(x, num_filters=16, filter_size=5, act="relu"), pool_size=2, stride=2)
            x = layers.fc(layers.fc(layers.flatten(x, axis=1), size=120, act="relu"), size=84, act="relu")
            logits = layers.fc(x, size=10)
        _, loss = layers.softmax_with_cross_entropy(logits, label)
        avg = layers.mean(loss)
        backward(avg)
        updates = optimize("adam", learning_rate=1e-3)
    return model, image, label, avg, updates


def worker() -> None:
    """On each rank: time the steps and the allreduce inside them; rank 0 prints JSON."""
    import paddle.distributed as dist
    comm = dist.communicator()
    spent = [0.0]
    allreduce = comm.allreduce

    def timed(buf, *, what=""):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        allreduce(buf, what=what)
        spent[0] += time.perf_counter() - start
    comm.allreduce = timed  # type: ignore[method-assign]
    rng = np.random.default_rng(comm.rank)
    result = {}
    for kind, (warm, timed_steps) in STEPS.items():
        model, image, label, avg, updates = build(kind)
        shape = (BATCH, 784) if kind == "mlp" else (BATCH, 1, 28, 28)
        feed = {image: rng.random(shape, dtype=np.float32), label: rng.integers(0, 10, (BATCH, 1))}
        for _ in range(warm):
            model.run(avg, feed=feed, train=updates)
        comm.barrier()
        spent[0] = 0.0
        start = time.perf_counter()
        for _ in range(timed_steps):
            model.run(avg, feed=feed, train=updates)
        step = (time.perf_counter() - start) / timed_steps
        result[kind] = {"step_ms": 1e3 * step, "allreduce_ms": 1e3 * spent[0] / timed_steps,
                        "bare_ms": 1e3 * bare_allreduce(comm, model), "params": n_params(model)}
    if comm.rank == 0:
        print("RESULT " + json.dumps(result), flush=True)


def n_params(model) -> int:  # type: ignore[no-untyped-def]
    return sum(int(model.root_scope().var(p).value.size) for p in model.param_names)


def bare_allreduce(comm, model, repeats: int = 20) -> float:  # type: ignore[no-untyped-def]
    """Seconds of one allreduce of all the gradients (one float32 bucket), the ranks started
    together after a barrier: the communication without the wait for a slower rank."""
    buf = np.zeros(n_params(model), dtype=np.float32)
    times = []
    for _ in range(repeats):
        comm.barrier()
        start = time.perf_counter()
        comm.allreduce(buf)
        times.append(time.perf_counter() - start)
    return statistics.median(times) if comm.size > 1 else 0.0


def launch(ranks: int) -> dict:  # type: ignore[type-arg]
    mpirun = os.path.join(os.path.dirname(sys.executable), "mpirun")
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    cmd = [mpirun, "-n", str(ranks), "--oversubscribe", "--bind-to", "none", sys.executable, "-m",
           "paddle.distributed.run", os.path.abspath(__file__), "--worker"]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    line = next((x for x in out.stdout.splitlines() if x.startswith("RESULT ")), None)
    if line is None:
        raise SystemExit(f"the {ranks}-rank run failed:\n{out.stdout}\n{out.stderr}")
    return json.loads(line[len("RESULT "):])  # type: ignore[no-any-return]


def main() -> None:
    runs = {n: launch(n) for n in (1, 2)}
    print(f"data-parallel step, Model.run, batch {BATCH} a rank, {_threads.THREADS} BLAS thread(s) a rank, Open MPI:")
    for kind in STEPS:
        one, two = runs[1][kind], runs[2][kind]
        share = two["allreduce_ms"] / two["step_ms"]
        print(f"  {kind:6s} 1 rank {one['step_ms']:7.2f} ms/step   2 ranks {two['step_ms']:7.2f} ms/step "
              f"(allreduce {two['allreduce_ms']:.3f} ms, {share:.1%} of the step; "
              f"{two['params'] * 4 / 1e6:.2f} MB alone after a barrier: median {two['bare_ms']:.3f} ms, "
              f"{two['bare_ms'] / two['step_ms']:.1%})   "
              f"scaling efficiency {one['step_ms'] / two['step_ms']:.2f}   "
              f"throughput x{2 * one['step_ms'] / two['step_ms']:.2f}")


if __name__ == "__main__":
    worker() if "--worker" in sys.argv else main()
