"""Failures end the whole job with the rank and the error: never a hang."""
import pytest

from .conftest import launch


@pytest.mark.parametrize("mpi", ["openmpi", "mpich"])
def test_an_exception_on_rank_1_ends_the_job_naming_the_rank_and_error(mpi):
    run = launch(2, "failures.py", "raise", timeout=30, mpi=mpi)
    assert run.returncode != 0
    assert "rank 1 failed" in run.output and "ValueError: planted failure on rank 1" in run.output


def test_a_collective_past_its_timeout_aborts_naming_step_bucket_and_rank():
    run = launch(2, "failures.py", "timeout", timeout=40, PADDLE_COLLECTIVE_TIMEOUT="2")
    assert run.returncode != 0
    assert "CollectiveTimeoutError: rank 0: step 3, bucket 0 of 1" in run.output
    assert "waited more than 2 s" in run.output


def test_ranks_that_built_different_networks_get_the_typed_error_naming_the_first_difference():
    run = launch(2, "failures.py", "mismatch", timeout=30)
    assert run.returncode != 0
    assert "GraphMismatchError" in run.output
    assert "parameter 'fc_0.b' is (16,) float32 on rank 0 and (17,) float32 on rank 1" in run.output


def test_ranks_whose_readers_differ_get_the_typed_error_asking_for_a_seed():
    run = launch(2, "failures.py", "reader", timeout=30)
    assert run.returncode != 0
    assert "ReaderMismatchError" in run.output and "give the shuffle a seed" in run.output
