"""v2's L2 decay of a sparsely updated table (paddle.attr.Param(sparse_update=True) under
paddle.optimizer.L2Regularization): after the update of the rows a batch touched, each of them is
divided by 1 + lr * rate * k, k the steps since its last decay (v2's catch-up, linear in k); the
rows left behind are caught up at the end of the pass and before save_parameter_to_tar, and the
clock restarts. Checked against a dense numpy reference of those semantics that tracks the
touched rows by the ids fed (not by the gradient), on a network whose gradient is written out."""
from __future__ import annotations

import io

import numpy as np
import pytest

import paddle.v2 as paddle

V, D, K = 10, 3, 2
LR, RATE = 0.05, 0.3
# rows 1 and 4 every step; row 7 in the first step only; row 2 in the last; the others never
PASS = [[(1, 0), (4, 1), (7, 0)], [(4, 1), (1, 0)], [(1, 1), (4, 0), (2, 1)]]


def _labels(rng: np.random.Generator) -> list[np.ndarray]:
    return [rng.normal(size=K).astype(np.float32) for _ in range(2)]


def _train(passes: int, rate: float, save: bool = False, schedule: dict | None = None, **table: float):
    labels = _labels(np.random.default_rng(3))
    batches = [[(i, labels[j]) for i, j in batch] for batch in PASS]
    with paddle.Tape():
        ids = paddle.layer.data(name="ids", type=paddle.data_type.integer_value(V))
        emb = paddle.layer.embedding(input=ids, size=D, param_attr=paddle.attr.Param(name="table", sparse_update=True,
                                                                                 **table))
        out = paddle.layer.fc(input=emb, size=K, act=paddle.activation.Linear(), bias_attr=False,
                              param_attr=paddle.attr.Param(name="w", is_static=True))
        y = paddle.layer.data(name="y", type=paddle.data_type.dense_vector(K))
        cost = paddle.layer.square_error_cost(input=out, label=y)
        parameters = paddle.parameters.create(cost)
        start, w = parameters.get("table").copy(), parameters.get("w").copy()
        opt = paddle.optimizer.Momentum(momentum=0.0, learning_rate=LR,
                                        regularization=paddle.optimizer.L2Regularization(rate=rate) if rate else None,
                                        **(schedule or {}))
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters, update_equation=opt)
        after_pass = []
        trainer.train(lambda: iter(batches), num_passes=passes, feeding={"ids": 0, "y": 1},
                      event_handler=lambda e: after_pass.append(parameters.get("table").copy())
                      if isinstance(e, paddle.event.EndPass) else None)
        saved = None
        if save:
            buf = io.BytesIO()
            trainer.save_parameter_to_tar(buf)
            saved = paddle.parameters.Parameters.from_tar(io.BytesIO(buf.getvalue())).get("table")
        return start, w, after_pass, batches, saved


def _reference(start, w, batches, passes, rate, lr_of=lambda samples: LR):
    """The same semantics on the dense table, in float64: the gradient of sum_i |T[id_i] W - y_i|^2,
    an SGD step, then the decay of the rows the ids touched for the steps each missed, at the
    step's rate `lr_of(samples so far, this batch included)`; the pass's catch-up at the last's."""
    table, last = start.astype(np.float64), np.zeros(V)
    w = w.astype(np.float64)
    after_pass, samples = [], 0
    for _ in range(passes):
        step = 0
        for batch in batches:
            samples += len(batch)
            lr = lr_of(samples)
            grad = np.zeros_like(table)
            for i, label in batch:
                grad[i] += 2.0 * (table[i] @ w - label) @ w.T
            table = table - lr * grad
            step += 1
            for r in sorted({i for i, _ in batch}):
                table[r] /= 1.0 + lr * rate * (step - last[r])
                last[r] = step
        for r in range(V):  # the pass's end: every row caught up, the clock back at 0
            table[r] /= 1.0 + lr * rate * (step - last[r])
        last[:] = 0
        after_pass.append(table.copy())
    return after_pass


def test_without_decay_the_reference_is_the_trainer():  # the reference's gradient is the network's
    start, w, got, batches, _ = _train(1, 0.0)
    np.testing.assert_allclose(got[0], _reference(start, w, batches, 1, 0.0)[0], rtol=1e-5, atol=1e-6)


def test_a_sparse_table_decays_its_touched_rows_and_catches_up_the_others():
    start, w, got, batches, saved = _train(2, RATE, save=True)
    want = _reference(start, w, batches, 2, RATE)
    for g, r in zip(got, want):
        np.testing.assert_allclose(g, r, rtol=1e-5, atol=1e-6)
    np.testing.assert_array_equal(saved, got[-1])  # caught up already: saving changes nothing
    never = [r for r in range(V) if r not in (1, 2, 4, 7)]
    # the rows never touched decay only by the catch-up: 3 steps a pass, two passes
    np.testing.assert_allclose(got[-1][never], start[never] / (1 + LR * RATE * 3) ** 2, rtol=1e-6)


def test_the_catch_up_is_linear_in_the_steps_missed_not_compound():
    start, w, got, batches, _ = _train(1, RATE)
    compound = start[0] / (1 + LR * RATE) ** 3
    assert not np.allclose(got[0][0], compound, rtol=1e-7, atol=0)
    np.testing.assert_allclose(got[0][0], start[0] / (1 + 3 * LR * RATE), rtol=1e-6)


def test_a_global_l2_rate_keeps_decaying_a_dense_parameter_through_its_gradient():
    """A parameter without sparse_update keeps the decay added to its gradient (every row, every step)."""
    with paddle.Tape():
        ids = paddle.layer.data(name="ids", type=paddle.data_type.integer_value(V))
        emb = paddle.layer.embedding(input=ids, size=D, param_attr=paddle.attr.Param(name="table"))
        out = paddle.layer.fc(input=emb, size=K, act=paddle.activation.Linear(), bias_attr=False,
                              param_attr=paddle.attr.Param(name="w", is_static=True))
        y = paddle.layer.data(name="y", type=paddle.data_type.dense_vector(K))
        cost = paddle.layer.square_error_cost(input=out, label=y)
        parameters = paddle.parameters.create(cost)
        start = parameters.get("table").copy()
        opt = paddle.optimizer.Momentum(momentum=0.0, learning_rate=LR,
                                        regularization=paddle.optimizer.L2Regularization(rate=RATE))
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters, update_equation=opt)
        trainer.train(lambda: iter([[(1, np.zeros(K, np.float32))]]), num_passes=1, feeding={"ids": 0, "y": 1})
        np.testing.assert_allclose(parameters.get("table")[5], start[5] * (1 - LR * RATE), rtol=1e-6)


@pytest.mark.parametrize("bad", [-1e-3])
def test_a_negative_rate_is_refused(bad):
    from paddle.registry import PaddleError
    with pytest.raises(PaddleError):
        paddle.optimizer.L2Regularization(rate=bad)


def test_a_param_l2_rate_of_zero_takes_the_optimizer_s_as_in_v2():
    """v2's Paddle test_paramconf_order: a Param with l2_rate=0 (the word2vec how-to's sparse table)
    decays at the optimizer's rate, so the how-to's table is decayed sparsely."""
    start, w, got, batches, _ = _train(1, RATE, l2_rate=0)
    np.testing.assert_allclose(got[0], _reference(start, w, batches, 1, RATE)[0], rtol=1e-5, atol=1e-6)


def test_under_a_schedule_the_decay_steps_by_the_scheduled_rate():
    """v2 decayed a sparse row by the step's scheduled rate (poly: lr * (1 + a n)^-b, n the samples
    so far), and caught the others up at the rate of the moment."""
    a, b = 0.5, 1.0
    start, w, got, batches, _ = _train(2, RATE, schedule={"learning_rate_schedule": "poly",
                                                           "learning_rate_decay_a": a,
                                                           "learning_rate_decay_b": b})
    want = _reference(start, w, batches, 2, RATE, lr_of=lambda n: LR * (1 + a * n) ** -b)
    for g, r in zip(got, want):
        np.testing.assert_allclose(g, r, rtol=1e-5, atol=1e-6)
    base_rate = _reference(start, w, batches, 2, RATE)  # the base rate would be far off
    assert not np.allclose(got[-1], base_rate[-1], rtol=1e-3, atol=1e-4)
