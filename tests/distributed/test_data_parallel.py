"""A global batch of 64 split over 2 ranks trains as one process on the whole batch: every front
end (v2's trainer, Model.run, NetBuilder), an MLP, a conv net with batch norm and an LSTM."""
import numpy as np
import pytest

from .conftest import ALL_CASES, EQUAL_CASES, launch, load, relative_difference, run_alone


@pytest.mark.parametrize("case", EQUAL_CASES)
def test_two_ranks_of_32_equal_one_process_of_64(trained, case):
    alone, ranks = trained
    one = load(alone, case, 0)
    # float32 sums of 64 samples against 32 + 32, over 20 steps; the sparse table's 2-class softmax
    # bias (its two gradients cancel, so the rounding shows) reaches 1.3e-6
    tolerance = 3e-6 if case == "v2_sparse_table" else 1e-6
    for name, value in one.items():
        if name != "costs":
            assert relative_difference(load(ranks, case, 0)[name], value) <= tolerance, name


@pytest.mark.parametrize("case", ALL_CASES)
def test_every_rank_holds_bitwise_equal_parameters(trained, case):
    _, ranks = trained
    r0, r1 = load(ranks, case, 0), load(ranks, case, 1)
    for name in r0:  # batch norm's running statistics included: averaged over the ranks every step
        if name != "costs":
            assert np.array_equal(r0[name], r1[name]), name


def test_batch_norm_with_batch_statistics_normalises_each_ranks_part(trained):
    """v2's batch_norm in training normalises by the batch's statistics: on 2 ranks, each rank's
    32 samples (as v2's trainers did), so the run differs from one process on all 64 by design.
    Its running statistics are averaged over the ranks after each step: the running mean is then
    what one process on the same parameters would keep (the mean of the parts' means)."""
    alone, ranks = trained
    one, r0 = load(alone, "v2_conv_bn", 0), load(ranks, "v2_conv_bn", 0)
    assert all(np.isfinite(v).all() for v in r0.values())
    assert relative_difference(r0["___conv_bn_pool_0___conv.w0"], one["___conv_bn_pool_0___conv.w0"]) > 1e-4
    assert relative_difference(r0["___conv_bn_pool_0___bn.w2"], one["___conv_bn_pool_0___bn.w2"]) < 0.05


def test_costs_are_reduced_over_the_ranks_and_reported_once(trained):
    alone, ranks = trained
    one, r0, r1 = load(alone, "v2_mlp", 0)["costs"], load(ranks, "v2_mlp", 0)["costs"], load(ranks, "v2_mlp", 1)
    assert len(one) == 21 and len(r0) == 21  # 20 iterations, then the pass
    np.testing.assert_allclose(r0, one, rtol=1e-5)
    assert len(r1["costs"]) == 0  # the event handler runs on rank 0 only


def test_an_odd_sized_dataset_finishes_on_three_ranks_as_in_one_process(tmp_path):
    """131 samples: a last batch of 3 (one a rank); 65: a last batch of 1 (ranks 1 and 2 pad with
    weight 0). v2 sums per-sample gradients, so the result is one process's."""
    cases = ["v2_mlp_131", "v2_mlp_65"]
    (tmp_path / "one").mkdir()
    (tmp_path / "three").mkdir()
    one = run_alone("train_cases.py", str(tmp_path / "one"), *cases)
    assert one.returncode == 0, one.output
    three = launch(3, "train_cases.py", str(tmp_path / "three"), *cases, timeout=120)
    assert three.returncode == 0, three.output
    for case in cases:
        alone = load(tmp_path / "one", case, 0)
        ranks = [load(tmp_path / "three", case, r) for r in range(3)]
        for name, value in alone.items():
            if name == "costs":
                np.testing.assert_allclose(ranks[0][name], value, rtol=1e-5)
                continue
            assert relative_difference(ranks[0][name], value) <= 1e-6, (case, name)
            assert np.array_equal(ranks[1][name], ranks[0][name]) and np.array_equal(ranks[2][name], ranks[0][name])


def test_killed_then_resumed_continues_bitwise_as_an_uninterrupted_run(trained, tmp_path):
    _, ranks = trained
    killed = launch(2, "train_cases.py", str(tmp_path), "v2_mlp_killed", CKPT_DIR=str(tmp_path / "ckpt"))
    assert killed.returncode != 0 and not (tmp_path / "v2_mlp_killed-rank0.npz").exists()
    assert sorted(p.name for p in (tmp_path / "ckpt").iterdir()) == [
        "checkpoint-000000000005.safetensors", "checkpoint-000000000010.safetensors"]  # rank 0 wrote, once
    resumed = launch(2, "train_cases.py", str(tmp_path), "v2_mlp_resumed", CKPT_DIR=str(tmp_path / "ckpt"))
    assert resumed.returncode == 0, resumed.output
    whole = load(ranks, "v2_mlp", 0)
    for r in range(2):
        got = load(tmp_path, "v2_mlp_resumed", r)
        for name in whole:
            if name != "costs":
                assert np.array_equal(got[name], whole[name]), (r, name)
    np.testing.assert_array_equal(load(tmp_path, "v2_mlp_resumed", 0)["costs"][-1], whole["costs"][-1])


def test_reducing_buckets_while_backward_runs_gives_bitwise_the_parameters_of_reducing_after_it(trained, tmp_path):
    """The overlapped backward (the default, run by the `trained` fixture) against the reduction
    after backward (PADDLE_OVERLAP_ALLREDUCE=0), for every front end; and with one bucket a
    gradient, where the reductions of the last layers' gradients start in the middle of backward."""
    _, overlapped = trained
    for mode, env in (("after", dict(PADDLE_OVERLAP_ALLREDUCE="0")),
                      ("interleaved", dict(ONE_GRADIENT_A_BUCKET="1"))):
        (tmp_path / mode).mkdir()
        run = launch(2, "train_cases.py", str(tmp_path / mode), *ALL_CASES, timeout=120, **env)
        assert run.returncode == 0, run.output
        for case in ALL_CASES:
            for rank in range(2):
                got, want = load(tmp_path / mode, case, rank), load(overlapped, case, rank)
                for name in want:
                    assert np.array_equal(got[name], want[name]), (mode, case, rank, name)
