"""CUDA-graph replay of a GPU plan (flag cuda_graph, paddle/core/graph_replay.py) against the same
runs dispatched step by step: a training run fed a new batch each step, a net whose dropout reads
its step count on the host (a step left out of the graphs), a change of batch size, an inference
run. Each needs a usable GPU; without one they skip (CI has none: the device check runs them)."""
import numpy as np
import pytest

import paddle
from paddle import Model
from paddle.core.device import gpu_usable
from paddle.generated import layers
from paddle.model import backward, data, optimize
from paddle.model_methods import parameter

pytestmark = pytest.mark.skipif(not gpu_usable(), reason="no usable GPU (cupy needs a device)")


@pytest.fixture
def graph_flag():
    before = paddle.get_flags()["cuda_graph"]
    yield
    paddle.set_flags(cuda_graph=before)


def _plans(model):
    return [p for net in model._subnets._cache.values() for plans in net._plans.values() for p in plans.values()]


def mlp(dropout=False):
    model = Model(seed=3)
    model.set_place(paddle.GPUPlace(0))
    with model:
        x, label = data("x", [None, 20]), data("label", [None, 1], dtype="int64")
        h = layers.fc(x, size=16, act="sigmoid")
        if dropout:
            step = parameter("drop.step", [1], "int64", ("fill_constant", {"value": 0.0}))
            h = layers.dropout(h, step, dropout_prob=0.3, seed=7)[0]
        h = layers.fc(h, size=12, act="relu")
        _, loss = layers.softmax_with_cross_entropy(layers.fc(h, size=4), label)
        avg = layers.mean(loss)
        backward(avg)
        updates = optimize("adam", learning_rate=0.01)
    return model, avg, updates


def _batches(n, batch=8, seed=0):
    rng = np.random.default_rng(seed)
    return [{"x": rng.normal(size=(batch, 20)).astype(np.float32), "label": rng.integers(0, 4, (batch, 1))}
            for _ in range(n)]


def _train(graph, batches, dropout=False):
    paddle.set_flags(cuda_graph=graph)
    model, avg, updates = mlp(dropout)
    losses = [float(_host(model.run(avg, feed=feed, train=updates)).reshape(-1)[0]) for feed in batches]
    scope = model.root_scope()
    params = {n: _host(scope.var(n).value) for n in scope.local_names() if scope.var(n).label == "parameter"}
    return model, losses, params


def _host(value):
    return value.get() if hasattr(value, "get") else np.array(value)


def _same(a, b):
    np.testing.assert_allclose(a[1], b[1], rtol=1e-5)
    for name, value in a[2].items():
        np.testing.assert_allclose(b[2][name], value, rtol=1e-5, atol=1e-6, err_msg=name)


def test_a_replayed_training_run_learns_what_the_dispatched_one_learns(graph_flag):
    batches = _batches(8)
    plain, graphed = _train(False, batches), _train(True, batches)
    _same(plain, graphed)
    replays = [p.graphs for p in _plans(graphed[0]) if p.graphs is not None]
    assert replays and all(g.captured and g.runs == len(batches) for g in replays)
    assert any(len(g.pieces) > len(g.eager_at) for g in replays)  # graphs, not only eager steps


def test_a_step_reading_the_host_stays_out_of_the_graphs(graph_flag):
    """dropout reads its step count on the host: new masks every run, as dispatched."""
    batches = _batches(6, seed=1)
    plain, graphed = _train(False, batches, dropout=True), _train(True, batches, dropout=True)
    _same(plain, graphed)
    replays = [p.graphs for p in _plans(graphed[0]) if p.graphs is not None]
    dropout_at = [g for g in replays for k in g.eager_at
                  if g.plan.ops[g.plan.run_index[k] - g.plan.begin].type == "dropout"]
    assert dropout_at


def test_a_new_batch_size_records_new_graphs(graph_flag):
    batches = _batches(5) + _batches(5, batch=5, seed=2)
    _same(_train(False, batches), _train(True, batches))


def test_the_callers_fed_array_is_never_written(graph_flag):
    import cupy
    paddle.set_flags(cuda_graph=True)
    model, avg, updates = mlp()
    first = {k: cupy.asarray(v) for k, v in _batches(1)[0].items()}
    kept = first["x"].get()
    for feed in [first, *_batches(4, seed=3)]:
        model.run(avg, feed=feed, train=updates)
    np.testing.assert_array_equal(first["x"].get(), kept)


def test_an_inference_run_replays(graph_flag):
    feeds = _batches(5, seed=4)
    results = []
    for graph in (False, True):
        paddle.set_flags(cuda_graph=graph)
        model, avg, _ = mlp()
        results.append([_host(model.run(avg, feed=f, inference=True)) for f in feeds])
    np.testing.assert_allclose(np.array(results[1]), np.array(results[0]), rtol=1e-6)
