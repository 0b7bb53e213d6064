"""The overlapped step in one process, against a stand-in 2-rank communicator that records when
each bucket's reduction starts and is waited for: a bucket starts once backward has computed
its gradients and before backward ends; every bucket is waited for, in order, before the
updates. (The launched runs, test_data_parallel.py, show the parameters are bitwise those of
reducing after backward.)"""
import numpy as np
import pytest

from paddle.builder import NetBuilder
from paddle.distributed import buckets, runtime
from paddle.distributed.comm import Collective, Communicator


class Recorded(Collective):
    def __init__(self, comm, label):
        self.comm, self.label = comm, label

    def wait(self):
        self.comm.events.append(("wait", self.label, self.comm.snapshot()))


class TwoRanksAlike(Communicator):
    """Rank 0 of 2 whose partner holds the same values: a sum doubles them."""
    name, rank, size = "stand-in", 0, 2

    def __init__(self, builder):
        self.builder, self.events = builder, []

    def iallreduce(self, buf, *, what=""):
        self.events.append(("start", what, self.snapshot()))
        buf *= buf.dtype.type(2)
        return Recorded(self, what)

    def allreduce(self, buf, *, what=""):
        self.iallreduce(buf, what=what).wait()

    def bcast(self, buf, root=0):
        pass

    def allgather_object(self, obj):
        return [obj, obj]

    def barrier(self):
        pass

    def snapshot(self):
        """Which gradients backward has computed (in this step: `train` clears them before each),
        and the first weight (changed by the updates)."""
        return computed(self.builder), self.builder.scope.var(self.builder.params[0].name).numpy().copy()


def computed(b):
    vars = {g: b.scope.find_var(g) for g in b.net.param_grads.values()}
    return {g: v is not None and v.tensor.array is not None for g, v in vars.items()}


def mlp(seed=3):
    b = NetBuilder(seed=seed)
    x, y = b.data("x", [None, 12]), b.data("label", [None, 1], "int64")
    hidden = b.add_op("fc", x, size=16, act="tanh")
    loss = b.add_op("mean", b.add_op("cross_entropy", [b.add_op("fc", hidden, size=4, act="softmax"), y]))
    b.backward_from(loss)
    b.add_optimization(0.1, "sgd")
    return b


def feeds(steps=3):
    rng = np.random.default_rng(0)
    return [{"x": rng.normal(size=(8, 12)).astype(np.float32), "label": rng.integers(0, 4, (8, 1))}
            for _ in range(steps)]


def train(monkeypatch, overlap):
    b = mlp()
    comm = TwoRanksAlike(b)
    monkeypatch.setattr(runtime, "_COMM", [comm])
    monkeypatch.setitem(runtime._SETTINGS, "overlap", overlap)
    monkeypatch.setattr(buckets, "FIRST_BUCKET_BYTES", 1)  # one bucket a gradient
    monkeypatch.setattr(buckets, "BUCKET_BYTES", 1)
    for feed in feeds():
        for g, known in computed(b).items():
            if known:
                b.scope.var(g).tensor.array = None
        b.run(feed=feed)
    return b, comm.events


def last_step(events):
    """The events of the last step (its gradient buckets: labels starting with its step)."""
    step = events[-1][1].split(",")[0]
    return [e for e in events if e[1].startswith(step + ",")]


def test_buckets_start_while_backward_runs_and_are_all_waited_for_before_the_updates(monkeypatch):
    b, events = train(monkeypatch, overlap=True)
    step = last_step(events)
    starts = [e for e in step if e[0] == "start"]
    waits = [e for e in step if e[0] == "wait"]
    assert len(starts) == len(waits) == 4 and [e[0] for e in step] == ["start"] * 4 + ["wait"] * 4
    assert [e[1] for e in waits] == [e[1] for e in starts]  # waited for in the order started
    first_grads, weight_before = starts[0][2]
    assert not all(first_grads.values())  # the first bucket left while backward still ran
    assert [sum(e[2][0].values()) for e in starts] == sorted(sum(e[2][0].values()) for e in starts)
    for _, _, (grads, weight) in waits:
        assert all(grads.values()) and np.array_equal(weight, weight_before)  # no update before every wait


def test_without_overlap_every_bucket_starts_after_backward(monkeypatch):
    _, events = train(monkeypatch, overlap=False)
    assert all(all(e[2][0].values()) for e in last_step(events))


@pytest.mark.parametrize("overlap", [True, False])
def test_two_ranks_holding_the_same_batch_train_as_one_process(monkeypatch, overlap):
    """A gradient summed over 2 alike ranks, then averaged: one process's, bitwise."""
    alone = mlp()
    for feed in feeds():
        alone.run(feed=feed)
    b, _ = train(monkeypatch, overlap)
    for p in b.params:
        assert np.array_equal(b.scope.var(p.name).numpy(), alone.scope.var(p.name).numpy()), p.name


def test_the_overlap_setting_comes_from_init_or_the_environment_and_is_checked(monkeypatch):
    import paddle.distributed as dist
    monkeypatch.setitem(runtime._SETTINGS, "overlap", None)
    monkeypatch.delenv("PADDLE_OVERLAP_ALLREDUCE", raising=False)
    assert runtime.overlap() is True
    monkeypatch.setenv("PADDLE_OVERLAP_ALLREDUCE", "0")
    assert runtime.overlap() is False
    monkeypatch.setenv("PADDLE_OVERLAP_ALLREDUCE", "later")
    with pytest.raises(dist.CommunicatorUnavailableError, match="OVERLAP_ALLREDUCE should be 1 or 0, got 'later'"):
        runtime.overlap()
    with pytest.raises(dist.CommunicatorUnavailableError, match="overlap should be True or False, got 'yes'"):
        dist.init(overlap="yes")
    dist.init(overlap=True)
    assert runtime.overlap() is True  # init's word over the environment's
