"""v2's cluster arguments mapped onto the launcher: `paddle.init(trainer_count=N)` and
`trainer_id`, `num_gradient_servers`, and `SGD(is_local=False)`. The launcher (mpirun) makes
the ranks; these arguments can only agree with it, never make a process into several."""
from __future__ import annotations

import warnings

import os
from typing import Any, Mapping

from .errors import LauncherError
from .selection import gpu_for_rank, launched_size

LAUNCH = "mpirun -n {n} python -m paddle.distributed.run train.py"
RANK_VARS = ("OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK")


def launched_rank(environ: Mapping[str, str] | None = None) -> int:
    env = os.environ if environ is None else environ
    for name in RANK_VARS:
        value = env.get(name, "")
        if value.isdigit():
            return int(value)
    return 0


class TrainerCountWarning(UserWarning):
    """trainer_count > 1 in one process: trained as one worker (the same update)."""


def check_init(trainer_count: int, extra: Mapping[str, Any], environ: Mapping[str, str] | None = None) -> None:
    """Refuse cluster arguments this process cannot honour, naming the launcher that can."""
    size, rank = launched_size(environ), launched_rank(environ)
    if trainer_count > 1 and size == 1:
        # v2's trainer_count split each batch over threads and summed their per-sample gradients:
        # one worker over the whole batch computes that same update, so programs run as written
        warnings.warn(
            f"paddle.init(trainer_count={trainer_count}): this process trains as one worker, with the update "
            f"{trainer_count} workers would make (v2 sums per-sample gradients); for {trainer_count} processes run "
            f"{LAUNCH.format(n=trainer_count)}", TrainerCountWarning, stacklevel=3)
    elif trainer_count > 1 and trainer_count != size:
        where = f"the launcher started {size} ranks"
        raise LauncherError(
            f"paddle.init(trainer_count={trainer_count}): {where}; data-parallel trainers are processes started "
            f"by the launcher: {LAUNCH.format(n=trainer_count)} (and trainer_count=1 or omitted)",
            layer="init", argument="trainer_count", rule="launcher", value=trainer_count)
    for name, want in (("trainer_id", rank), ("num_gradient_servers", size)):
        given = extra.get(name)
        if given is not None and given != want:
            raise LauncherError(
                f"paddle.init({name}={given!r}): the launcher says {want} (rank {rank} of {size}); "
                f"{name} is read from the launcher ({LAUNCH.format(n='N')}), give it no other value",
                layer="init", argument=name, rule="launcher", value=given)


def check_is_local(is_local: bool, environ: Mapping[str, str] | None = None) -> None:
    """`is_local=False` (v2's parameter-server training) needs a launcher; gradients go through
    MPI's allreduce instead of parameter servers."""
    if not is_local and launched_size(environ) == 1:
        raise LauncherError(
            f"SGD(is_local=False): this process was not started by a launcher; run the trainers with "
            f"{LAUNCH.format(n='N')} (gradients are summed with MPI's allreduce; there are no parameter "
            f"servers)", layer="SGD", argument="is_local", rule="launcher", value=is_local)


def default_gpu() -> int:
    """`paddle.init(use_gpu=True)`'s device: GPU 0 in one process, the local rank's under a launcher."""
    if launched_size() == 1:
        return 0
    import cupy
    return gpu_for_rank(int(cupy.cuda.runtime.getDeviceCount()))
