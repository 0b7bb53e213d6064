"""Seed 001's program, as written for the v2 API, trained on the UCI housing data.

    python examples/fit_a_line.py
"""
from __future__ import annotations

import numpy as np

import paddle.v2 as paddle


def main(num_passes: int = 30, show_progress: bool | None = None) -> dict[str, float]:
    paddle.init(use_gpu=False, trainer_count=1)

    with paddle.Tape():
        x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(13))
        y_predict = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear())
        y = paddle.layer.data(name='y', type=paddle.data_type.dense_vector(1))
        cost = paddle.layer.mse(input=y_predict, label=y)

        parameters = paddle.parameters.create(cost)
        optimizer = paddle.optimizer.Momentum(momentum=0)
        trainer = paddle.trainer.SGD(cost=cost,
                                     parameters=parameters,
                                     update_equation=optimizer)

        def event_handler(event):
            if isinstance(event, paddle.event.EndPass) and event.pass_id % 10 == 0:
                print(f"pass {event.pass_id}: train cost {event.cost:.3f}")

        trainer.train(reader=paddle.batch(paddle.reader.shuffle(paddle.dataset.uci_housing.train(), buf_size=500,
                                                                seed=0), batch_size=2),
                      feeding={'x': 0, 'y': 1}, event_handler=event_handler, num_passes=num_passes,
                      show_progress=show_progress)

        test_x, test_y = paddle.dataset.uci_housing.arrays("test")
        _, train_y = paddle.dataset.uci_housing.arrays("train")
        predicted = paddle.infer(output_layer=y_predict, parameters=parameters, input=[(row,) for row in test_x])
    mse = float(np.mean((predicted - test_y) ** 2))
    baseline = float(np.mean((train_y.mean() - test_y) ** 2))
    print(f"test MSE {mse:.2f}; predicting the training mean: {baseline:.2f} ({mse / baseline:.0%} of it)")
    return {"mse": mse, "baseline": baseline}


if __name__ == "__main__":
    main()
