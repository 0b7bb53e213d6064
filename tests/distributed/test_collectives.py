"""The communicators' collectives give exact results on every rank: Open MPI at 2 and 3
(oversubscribed) ranks, MPICH at 3."""
import pytest

from .conftest import launch


@pytest.mark.parametrize("mpi, ranks", [("openmpi", 2), ("openmpi", 3), ("mpich", 3)])
def test_collectives_are_exact_on_every_rank(mpi, ranks):
    run = launch(ranks, "collectives.py", mpi=mpi)
    assert run.returncode == 0, run.output
    for r in range(ranks):
        assert f"rank {r} of {ranks}: collectives exact" in run.output


def test_ranks_initialised_differently_start_from_rank_0s_parameters_and_optimizer_state():
    run = launch(2, "seeds.py")
    assert run.returncode == 0, run.output
    assert "rank 1: parameters and optimizer state equal rank 0's" in run.output
