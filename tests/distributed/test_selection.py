"""What needs no launcher: the communicator's selection, the typed refusals (v2's cluster
arguments, NCCL or mpi4py missing), sharding and bucketing, a program run in one process."""
import subprocess
import sys

import numpy as np
import pytest

import paddle.distributed as dist
import paddle.v2 as paddle
from paddle.distributed import selection, v2_args
from paddle.distributed.buckets import plan_buckets
from paddle.distributed.data_parallel import check_fingerprints, first_difference
from paddle.distributed.sharding import part_of

from .conftest import PROGRAMS


def test_auto_is_one_process_outside_a_launcher_nccl_on_a_usable_gpu_else_mpi():
    assert selection.choose("auto", launched=1, on_gpu=True, gpu_usable=True) == "single"
    assert selection.choose("auto", launched=2, on_gpu=False, gpu_usable=True) == "mpi"
    assert selection.choose("auto", launched=2, on_gpu=True, gpu_usable=False) == "mpi"
    assert selection.choose("auto", launched=4, on_gpu=True, gpu_usable=True) == "nccl"
    assert selection.choose("mpi", launched=4, on_gpu=True, gpu_usable=True) == "mpi"


def test_nccl_without_a_gpu_and_unknown_engines_are_typed_errors():
    with pytest.raises(dist.CommunicatorUnavailableError, match="needs a usable GPU"):
        selection.choose("nccl", launched=2, on_gpu=True, gpu_usable=False)
    with pytest.raises(dist.CommunicatorUnavailableError, match="one of auto, single, mpi, nccl; got 'gloo'"):
        selection.choose("gloo", launched=2, on_gpu=False, gpu_usable=False)


def test_nccl_refuses_with_a_typed_error_where_cupy_is_absent(monkeypatch):
    from paddle.distributed.nccl import nccl_module
    monkeypatch.setitem(sys.modules, "cupy", None)
    monkeypatch.setitem(sys.modules, "cupy.cuda", None)
    with pytest.raises(dist.CommunicatorUnavailableError, match="needs cupy with NCCL"):
        nccl_module()
    with pytest.raises(dist.CommunicatorUnavailableError, match="needs cupy with NCCL"):
        selection.build("nccl")  # what a launched rank on a GPU gets: refused before anything starts


def test_a_launched_process_without_mpi4py_gets_a_typed_error_naming_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "mpi4py", None)
    with pytest.raises(dist.CommunicatorUnavailableError, match=r"paddle-refactor\[mpi\]"):
        selection.build("mpi")


def test_the_launchers_environment_gives_the_world_size_and_rank():
    assert selection.launched_size({}) == 1
    assert selection.launched_size({"OMPI_COMM_WORLD_SIZE": "4"}) == 4
    assert selection.launched_size({"PMI_SIZE": "3"}) == 3  # MPICH's Hydra
    assert v2_args.launched_rank({"OMPI_COMM_WORLD_RANK": "2"}) == 2 and v2_args.launched_rank({}) == 0
    assert selection.local_rank({"MPI_LOCALRANKID": "1"}) == 1 and selection.local_rank({}) == 0
    assert selection.gpu_for_rank(4, {"OMPI_COMM_WORLD_LOCAL_RANK": "5"}) == 1  # round robin on the machine


def test_the_timeout_setting_comes_from_the_environment_and_is_checked():
    assert selection.timeout_setting({}) == 300.0
    assert selection.timeout_setting({"PADDLE_COLLECTIVE_TIMEOUT": "2.5"}) == 2.5
    with pytest.raises(dist.CommunicatorUnavailableError, match="PADDLE_COLLECTIVE_TIMEOUT should be"):
        selection.timeout_setting({"PADDLE_COLLECTIVE_TIMEOUT": "-1"})


def test_one_process_has_the_single_communicator_whose_collectives_change_nothing():
    comm = dist.communicator()
    assert comm.name == "single" and dist.rank() == 0 and dist.world_size() == 1
    buf = np.arange(3.0)
    comm.allreduce(buf)
    comm.bcast(buf)
    assert np.array_equal(buf, np.arange(3.0)) and comm.allgather_object(7) == [7]


def test_trainer_count_above_one_in_one_process_warns_naming_the_launcher():
    """v2's book programs say trainer_count=3 and run in one process: one worker makes the update 3
    would (v2 sums per-sample gradients), and the warning names the launcher for real processes."""
    from paddle.distributed.v2_args import TrainerCountWarning
    with pytest.warns(TrainerCountWarning, match=r"mpirun -n 4 python -m paddle.distributed.run"):
        paddle.init(trainer_count=4)
    paddle.init(trainer_count=1)  # one trainer: fine


def test_trainer_count_must_match_the_launchers_ranks():
    v2_args.check_init(2, {}, {"OMPI_COMM_WORLD_SIZE": "2"})
    with pytest.raises(dist.LauncherError, match="the launcher started 2 ranks"):
        v2_args.check_init(3, {}, {"OMPI_COMM_WORLD_SIZE": "2"})


def test_trainer_id_and_num_gradient_servers_are_read_from_the_launcher():
    env = {"OMPI_COMM_WORLD_SIZE": "2", "OMPI_COMM_WORLD_RANK": "1"}
    v2_args.check_init(1, {"trainer_id": 1, "num_gradient_servers": 2}, env)
    with pytest.raises(dist.LauncherError, match=r"trainer_id=0.*rank 1 of 2"):
        v2_args.check_init(1, {"trainer_id": 0}, env)
    with pytest.raises(dist.LauncherError, match=r"num_gradient_servers=3"):
        v2_args.check_init(1, {"num_gradient_servers": 3}, env)


def test_is_local_false_outside_a_launcher_refuses():
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(2))
        y = paddle.layer.data(name="y", type=paddle.data_type.dense_vector(1))
        cost = paddle.layer.mse(input=paddle.layer.fc(input=x, size=1), label=y)
        params = paddle.parameters.create(cost)
        with pytest.raises(dist.LauncherError, match=r"is_local=False.*mpirun -n N"):
            paddle.trainer.SGD(cost=cost, parameters=params, update_equation=paddle.optimizer.Momentum(),
                               is_local=False)
    v2_args.check_is_local(False, {"OMPI_COMM_WORLD_SIZE": "2"})


def test_parts_of_a_batch_are_contiguous_and_a_part_is_never_empty():
    assert dist.split_sizes(5, 3) == [2, 2, 1] and dist.split_sizes(1, 3) == [1, 0, 0]
    assert part_of([1, 2, 3, 4, 5], 1, 3) == [3, 4]
    padding = part_of([9], 2, 3)
    assert padding == [9] and padding.weight == 0.0 and padding.samples == 0 and padding.global_size == 1


def test_buckets_keep_the_order_split_by_size_and_dtype():
    grads = [("c", 400, "float32"), ("b", 400, "float32"), ("a", 900, "float32"), ("s", 8, "float64")]
    buckets = plan_buckets(grads, limit=1000)
    assert [b.names for b in buckets] == [("c", "b"), ("a",), ("s",)]
    assert [b.dtype for b in buckets] == ["float32", "float32", "float64"]


def test_a_fingerprint_mismatch_names_the_first_difference():
    a = [("fc.b", (4,), "float32"), ("fc.w", (3, 4), "float32")]
    assert first_difference(a, a) is None
    assert first_difference(a, [("fc.b", (4,), "float64"), a[1]]) == \
        "parameter 'fc.b' is (4,) float32 on rank 0 and (4,) float64 on rank 1"
    assert first_difference(a, a[:1]) == "parameter 'fc.w' exists on rank 0 only"
    with pytest.raises(dist.GraphMismatchError, match="rank 3: the ranks built different networks") as err:
        check_fingerprints([a, a, [a[1], a[0]]], rank=3)
    assert err.value.rank == 3 and "'fc.b' on rank 0 where rank 2 has 'fc.w'" in err.value.difference


def test_the_run_module_runs_a_program_in_one_process_and_passes_its_failure_on():
    ok = subprocess.run([sys.executable, "-m", "paddle.distributed.run", str(PROGRAMS / "alone.py")],
                        capture_output=True, text=True, timeout=60)
    assert ok.returncode == 0 and "communicator single, rank 0 of 1" in ok.stdout
    bad = subprocess.run([sys.executable, "-m", "paddle.distributed.run", str(PROGRAMS / "alone.py"), "fail"],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 1 and "rank 0 failed" in bad.stderr and "planted failure in one process" in bad.stderr


def test_a_v2_training_in_one_process_needs_no_mpi4py():
    """`make demo` installs no MPI: outside a launcher nothing imports mpi4py."""
    run = subprocess.run([sys.executable, "-m", "paddle.distributed.run", str(PROGRAMS / "alone.py"),
                          "train-without-mpi4py"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "trained in one process" in run.stdout and "communicator single, rank 0 of 1" in run.stdout
