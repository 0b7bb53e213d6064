"""`mpirun -n N python -m paddle.distributed.run train.py [args...]`: run a training program on
every rank; an exception on any rank prints the rank and the error, then aborts the whole job
(MPI_Abort), so no rank is left waiting in a collective. In one process it runs the program."""
from __future__ import annotations

import os
import runpy
import sys
import traceback


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    script = argv[0]
    sys.argv = list(argv)
    sys.path[0] = os.path.dirname(os.path.abspath(script))  # as `python script.py`: its folder first
    try:
        runpy.run_path(script, run_name="__main__")
    except SystemExit as exit:
        code = exit.code if isinstance(exit.code, int) else (0 if exit.code is None else 1)
        if code != 0:
            _abort(f"exited with status {code}", code)
        return code
    except BaseException as err:  # anything, KeyboardInterrupt too: the other ranks must not hang
        _abort("\n" + "".join(traceback.format_exception(err)).rstrip(), 1)
        return 1
    return 0


def _abort(message: str, code: int) -> None:
    from . import runtime
    comm = runtime._COMM[0] if runtime._COMM else None
    rank = comm.rank if comm is not None else _env_rank()
    sys.stderr.write(f"paddle.distributed: rank {rank} failed, aborting the job: {message}\n")
    sys.stderr.flush()
    sys.stdout.flush()
    if comm is not None and comm.size > 1:
        comm.abort(code)
    elif _env_size() > 1:
        from mpi4py import MPI
        MPI.COMM_WORLD.Abort(code)


def _env_rank() -> int:
    from .v2_args import launched_rank
    return launched_rank()


def _env_size() -> int:
    from .selection import launched_size
    return launched_size()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
