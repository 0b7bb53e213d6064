"""Small models for the data-parallel tests, on seeded synthetic data, one per front end: each
`train_*` trains 20 steps of a global batch of 64 (split over the ranks when launched by mpirun)
and returns the trained parameters {name: array}."""
from __future__ import annotations

import os
import signal

import numpy as np

import paddle.distributed as dist
import paddle.v2 as paddle
from paddle import Model
from paddle.builder import NetBuilder
from paddle.generated import layers
from paddle.model_methods import backward, data, optimize, parameter

STEPS, BATCH = 20, 64


def mlp_samples(n: int = STEPS * BATCH, seed: int = 1) -> list[tuple[np.ndarray, int]]:
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 12)).astype(np.float32)
    y = (x[:, :3].sum(axis=1) > 0).astype(np.int64) + 2 * (x[:, 3] > 0)
    return [(x[i], int(y[i])) for i in range(n)]


def image_samples(n: int = STEPS * BATCH, seed: int = 2) -> list[tuple[np.ndarray, int]]:
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 64)).astype(np.float32)
    y = (x[:, :32].mean(axis=1) > 0).astype(np.int64)
    return [(x[i], int(y[i])) for i in range(n)]


def sequence_samples(n: int = STEPS * BATCH, seed: int = 3) -> list[tuple[np.ndarray, int]]:
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        steps = rng.normal(size=(int(rng.integers(2, 6)), 4)).astype(np.float32)
        out.append((steps, int(steps[:, 0].sum() > 0) + 2 * int(steps[-1, 1] > 0)))
    return out


def reader_of(samples: list) -> object:
    return lambda: iter(samples)


def _v2_train(cost: object, samples: list, handler: object = None, **train: object) -> dict[str, np.ndarray]:
    parameters = paddle.parameters.create(cost)
    trainer = paddle.trainer.SGD(cost=cost, parameters=parameters,
                                 update_equation=paddle.optimizer.Momentum(momentum=0.9, learning_rate=0.01 / BATCH))
    reader = paddle.batch(paddle.reader.shuffle(reader_of(samples), buf_size=256, seed=7), BATCH)
    kill_at = train.pop("kill_rank1_at", None)
    trainer.train(reader if kill_at is None else _killing(reader, kill_at), num_passes=1, event_handler=handler,
                  **train)
    return {n: parameters.get(n) for n in parameters.names()}


def _killing(reader: object, at: int) -> object:
    """`reader` whose rank 1 is killed (SIGKILL) when it reaches batch `at`."""
    def batches() -> object:
        for i, batch in enumerate(reader()):
            if i == at and dist.rank() == 1:
                os.kill(os.getpid(), signal.SIGKILL)
            yield batch
    batches._paddle_readers = (reader,)  # the shuffle's state is checkpointed through it
    return batches


def v2_mlp(samples: list | None = None, **train: object) -> dict[str, np.ndarray]:
    """Also returns "costs": the mean costs its event handler saw (rank 0 only sees events)."""
    costs: list[float] = []

    def handler(event: object) -> None:
        if isinstance(event, paddle.event.EndIteration):
            costs.append(event.cost)
        if isinstance(event, paddle.event.EndPass):
            costs.append(event.cost)
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(12))
        hidden = paddle.layer.fc(input=x, size=16, act=paddle.activation.Tanh())
        prediction = paddle.layer.fc(input=hidden, size=4, act=paddle.activation.Softmax())
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(4))
        cost = paddle.layer.classification_cost(input=prediction, label=label)
        paddle.evaluator.classification_error(input=prediction, label=label, name="error")
        params = _v2_train(cost, samples or mlp_samples(), handler, **train)
    return {**params, "costs": np.array(costs)}


def v2_conv_bn() -> dict[str, np.ndarray]:
    """Batch norm normalises with each rank's own batch statistics (as v2's trainers did)."""
    with paddle.Tape():
        img = paddle.layer.data(name="img", type=paddle.data_type.dense_vector(64))
        conv = paddle.networks.img_conv_bn_pool(input=img, filter_size=3, num_filters=4, num_channel=1,
                                                pool_size=2, pool_stride=2)
        prediction = paddle.layer.fc(input=conv, size=2, act=paddle.activation.Softmax())
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(2))
        cost = paddle.layer.classification_cost(input=prediction, label=label)
        return _v2_train(cost, image_samples())


def v2_lstm() -> dict[str, np.ndarray]:
    with paddle.Tape():
        steps = paddle.layer.data(name="steps", type=paddle.data_type.dense_vector_sequence(4))
        hidden = paddle.networks.simple_lstm(input=steps, size=8)
        last = paddle.layer.sequence_pool(input=hidden, pool_type="last")
        prediction = paddle.layer.fc(input=last, size=4, act=paddle.activation.Softmax())
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(4))
        cost = paddle.layer.classification_cost(input=prediction, label=label)
        return _v2_train(cost, sequence_samples())


def _local_batches(samples: list) -> object:
    """This rank's part of each global batch of 64: a program's own loop shards its reader."""
    return dist.shard(paddle.batch(reader_of(samples), BATCH))


def model_conv_bn() -> dict[str, np.ndarray]:
    """Model.run with a mean loss (gradients averaged over the ranks); its batch norm normalises
    with the running statistics (is_test: v2's use_global_stats), so 2 x 32 is exactly 1 x 64.
    In float64: the test's 1e-6 bound then leaves float32's rounding of the summation order out."""
    model = Model(seed=5, dtype="float64")
    with model:
        image = data("image", [None, 1, 8, 8])
        label = data("label", [None, 1], dtype="int64")
        x = layers.img_conv(image, num_filters=4, filter_size=3, padding=1)
        stats = [parameter(f"bn.{n}", [4], initializer=("fill_constant", {"value": v}))
                 for n, v in (("w", 1.0), ("b", 0.0), ("mean", 0.1), ("variance", 2.0))]
        x = layers.relu(layers.batch_norm(x, *stats, is_test=True)[0])
        x = layers.fc(layers.flatten(layers.img_pool(x, pool_size=2, stride=2), axis=1), size=2)
        _, loss = layers.softmax_with_cross_entropy(x, label)
        avg = layers.mean(loss)
        backward(avg)
        updates = optimize("momentum", learning_rate=0.05, momentum=0.9)
    for batch in _local_batches(image_samples())():
        xs = np.stack([s[0] for s in batch]).reshape(-1, 1, 8, 8).astype(np.float64)
        ys = np.array([[s[1]] for s in batch])
        model.run(avg, feed={"image": xs, "label": ys}, train=updates)
    return {n: model.root_scope().var(n).numpy() for n in model.param_names}


def builder_mlp() -> dict[str, np.ndarray]:
    """NetBuilder with a mean loss: gradients averaged over the ranks."""
    b = NetBuilder(seed=6)
    x, y = b.data("x", [None, 12]), b.data("label", [None, 1], "int64")
    hidden = b.add_op("fc", x, size=16, act="tanh")
    prediction = b.add_op("fc", hidden, size=4, act="softmax")
    loss = b.add_op("mean", b.add_op("cross_entropy", [prediction, y]))
    b.backward_from(loss)
    b.add_optimization(0.1, "sgd")
    for batch in _local_batches(mlp_samples())():
        b.run(feed={"x": np.stack([s[0] for s in batch]), "label": np.array([[s[1]] for s in batch])})
    return {v.name: b.scope.var(v.name).numpy() for v in b.params}


def v2_mlp_checkpointed(kill_at: int | None) -> dict[str, np.ndarray]:
    """v2_mlp checkpointing every 5 iterations into $CKPT_DIR, resuming from there; rank 1 killed at
    batch `kill_at` when given."""
    return v2_mlp(checkpoint_dir=os.environ["CKPT_DIR"], checkpoint_every=5, resume=True, kill_rank1_at=kill_at)


def v2_sparse_table() -> dict[str, np.ndarray]:
    """Words through a table updated sparsely: its gradient row-sparse, gathered over the ranks."""
    rng = np.random.default_rng(4)
    samples = [(rng.integers(0, 500, size=int(rng.integers(1, 6))).tolist(), int(rng.integers(0, 2)))
               for _ in range(STEPS * BATCH)]
    with paddle.Tape():
        words = paddle.layer.data(name="words", type=paddle.data_type.integer_value_sequence(500))
        emb = paddle.layer.embedding(input=words, size=8,
                                     param_attr=paddle.attr.Param(name="table", sparse_update=True))
        pooled = paddle.layer.pooling(input=emb, pooling_type=paddle.pooling.Sum())
        prediction = paddle.layer.fc(input=pooled, size=2, act=paddle.activation.Softmax())
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(2))
        cost = paddle.layer.classification_cost(input=prediction, label=label)
        return _v2_train(cost, samples)


CASES = {
    "v2_sparse_table": v2_sparse_table,
    "v2_mlp": v2_mlp, "v2_conv_bn": v2_conv_bn, "v2_lstm": v2_lstm, "model_conv_bn": model_conv_bn,
    "builder_mlp": builder_mlp,
    "v2_mlp_131": lambda: v2_mlp(mlp_samples(131)), "v2_mlp_65": lambda: v2_mlp(mlp_samples(65)),
    "v2_mlp_killed": lambda: v2_mlp_checkpointed(12), "v2_mlp_resumed": lambda: v2_mlp_checkpointed(None),
}
