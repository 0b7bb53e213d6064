"""Trains a small v2 classifier and saves it for inference (run as a script by test_model_io).

    python model_io_train.py OUT_DIR
writes OUT_DIR/model (save_inference_model) and OUT_DIR/expected.npz (inputs and predictions).
"""
from __future__ import annotations

import sys

import numpy as np

import paddle.v2 as paddle


def main(out: str) -> None:
    rng = np.random.default_rng(0)
    xs = rng.normal(size=(64, 6)).astype(np.float32)
    ys = (xs[:, 0] + xs[:, 1] > 0).astype(np.int64) + (xs[:, 2] > 1).astype(np.int64)
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(6))
        h = paddle.layer.fc(input=x, size=8, act=paddle.activation.Relu())
        pred = paddle.layer.fc(input=h, size=3, act=paddle.activation.Softmax())
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(3))
        cost = paddle.layer.classification_cost(input=pred, label=label)
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=params,
                                     update_equation=paddle.optimizer.Adam(learning_rate=1e-2))
        samples = [(xs[i], int(ys[i])) for i in range(len(xs))]
        trainer.train(paddle.batch(lambda: iter(samples), 16), num_passes=5)
        paddle.io.save_inference_model(f"{out}/model", outputs=[pred])
        probs = paddle.infer(output_layer=pred, parameters=params, input=[(s,) for s in xs])
    np.savez(f"{out}/expected.npz", x=xs, probs=probs, name=np.array(pred.name))


if __name__ == "__main__":
    main(sys.argv[1])
