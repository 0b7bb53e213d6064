"""An MLP on scikit-learn's bundled 8x8 digits (1,437 to train, 360 held out) with the v2 API.

    python examples/digits_mlp.py
"""
from __future__ import annotations

import paddle.v2 as paddle


def main(num_passes: int = 30) -> float:
    with paddle.Tape():
        image = paddle.layer.data(name="image", type=paddle.data_type.dense_vector(64))
        hidden = paddle.layer.fc(input=image, size=64, act=paddle.activation.Relu())
        prediction = paddle.layer.fc(input=hidden, size=10, act=paddle.activation.Softmax())
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(10))
        cost = paddle.layer.classification_cost(input=prediction, label=label)
        paddle.evaluator.classification_error(input=prediction, label=label, name="error")
        trainer = paddle.trainer.SGD(cost=cost, parameters=paddle.parameters.create(cost),
                                     update_equation=paddle.optimizer.Adam(learning_rate=1e-3))
        trainer.train(paddle.batch(paddle.reader.shuffle(paddle.dataset.digits.train(), buf_size=2000, seed=0), 32),
                      num_passes=num_passes, show_progress=False)
        error = trainer.test(paddle.batch(paddle.dataset.digits.test(), 360)).metrics["error"]
    print(f"digits: {1 - error:.1%} of 360 held-out images right")
    return 1 - error


if __name__ == "__main__":
    main()
