"""Which communicator this process uses: one process unless a launcher (mpirun) started it;
MPI on the CPU, NCCL when the model runs on a usable GPU. Rank and world size come from MPI."""
from __future__ import annotations

import os
from typing import Any, Mapping

from .comm import DEFAULT_TIMEOUT, Communicator, MpiCommunicator, SingleCommunicator
from .errors import CommunicatorUnavailableError

# variables a launcher sets in each rank's environment: Open MPI, PMIx, MPICH/Hydra (PMI), Slurm
LAUNCHER_SIZE_VARS = ("OMPI_COMM_WORLD_SIZE", "PMIX_SIZE", "PMI_SIZE", "MPI_LOCALNRANKS")
TIMEOUT_VAR = "PADDLE_COLLECTIVE_TIMEOUT"
# a rank's index among the ranks on its machine: Open MPI, MPICH/Hydra, PMIx, Slurm
LOCAL_RANK_VARS = ("OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID", "PMIX_LOCAL_RANK", "SLURM_LOCALID")


def local_rank(environ: Mapping[str, str] | None = None) -> int:
    """This rank's index on its machine (0 outside a launcher): which GPU it takes."""
    env = os.environ if environ is None else environ
    for name in LOCAL_RANK_VARS:
        value = env.get(name, "")
        if value.isdigit():
            return int(value)
    return 0


def gpu_for_rank(device_count: int, environ: Mapping[str, str] | None = None) -> int:
    """The GPU a rank uses: one a rank on each machine, round robin past the machine's count."""
    return local_rank(environ) % max(device_count, 1)


def launched_size(environ: Mapping[str, str] | None = None) -> int:
    """The world size a launcher announced in the environment (1 when none did)."""
    env = os.environ if environ is None else environ
    for name in LAUNCHER_SIZE_VARS:
        value = env.get(name, "")
        if value.isdigit() and int(value) >= 1:
            return int(value)
    return 1


def timeout_setting(environ: Mapping[str, str] | None = None) -> float:
    env = os.environ if environ is None else environ
    raw = env.get(TIMEOUT_VAR)
    if raw is None:
        return DEFAULT_TIMEOUT
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not value > 0:
        raise CommunicatorUnavailableError(f"{TIMEOUT_VAR} should be a number of seconds > 0, got {raw!r}")
    return value


def choose(kind: str, *, launched: int, on_gpu: bool, gpu_usable: bool) -> str:
    """The engine for a `kind` asked for ("auto", "single", "mpi", "nccl"), or a typed error:
    "auto" is single outside a launcher, NCCL for a model on a usable GPU, else MPI."""
    if kind not in ("auto", "single", "mpi", "nccl"):
        raise CommunicatorUnavailableError(f"communicator should be one of auto, single, mpi, nccl; got {kind!r}")
    if kind == "nccl" and not gpu_usable:
        raise CommunicatorUnavailableError("communicator='nccl' needs a usable GPU (cupy and a CUDA device)")
    if kind == "auto":
        return "single" if launched == 1 else ("nccl" if on_gpu and gpu_usable else "mpi")
    return kind


def build(engine: str, timeout: float | None = None) -> Communicator:
    timeout = timeout_setting() if timeout is None else timeout
    if engine == "single":
        return SingleCommunicator()
    _need_mpi4py()
    if engine == "nccl":
        from .nccl import NcclCommunicator, nccl_module
        nccl_module()  # the typed error before anything else starts
        return NcclCommunicator(timeout=timeout)
    return MpiCommunicator(timeout=timeout)


def _need_mpi4py() -> Any:
    try:
        import mpi4py
    except ImportError:
        raise CommunicatorUnavailableError(
            "this process was started by an MPI launcher but mpi4py is not installed: "
            "pip install 'paddle-refactor[mpi]' (mpi4py and Open MPI)") from None
    return mpi4py
