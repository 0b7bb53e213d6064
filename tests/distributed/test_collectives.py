"""The communicators' collectives give exact results on every rank, 2 and 3 (oversubscribed) ranks."""
import pytest

from .conftest import launch


@pytest.mark.parametrize("ranks", [2, 3])
def test_collectives_are_exact_on_every_rank(ranks):
    run = launch(ranks, "collectives.py")
    assert run.returncode == 0, run.output
    for r in range(ranks):
        assert f"rank {r} of {ranks}: collectives exact" in run.output
