"""Thread count for the benchmarks, set before numpy or torch is imported.

On a small shared machine, BLAS and OpenMP thread pools spin-wait and fight each other, so
figures taken with several threads swing tenfold between runs. One thread each (the default)
compares the two frameworks like for like; `BENCH_THREADS=n` asks for more.
"""
import os

THREADS = int(os.environ.get("BENCH_THREADS", "1"))
for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[var] = str(THREADS)


def torch_threads(torch: object) -> None:
    torch.set_num_threads(THREADS)  # type: ignore[attr-defined]
