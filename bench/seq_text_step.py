"""One training step of a text convolution (the book's chapter 06 network, one branch) on the CPU,
against the same network in PyTorch in the same process (the median of 9 interleaved rounds'
ratios; issue 18 asks for at most 1x):

    ours:    v2 layers: embedding 10k x 128 -> networks.sequence_conv_pool(context_len=3, 128
             units, tanh, max pooling) -> fc softmax (2 classes) -> classification cost; the
             step runs forward, backward and the sgd updates of every parameter (Model.run)
    PyTorch: nn.Embedding(10k, 128, padding_idx) on the batch padded to its longest sequence ->
             Conv1d(128, 128, 3, padding=1) (the same zero context outside each sentence) ->
             tanh -> max over each sentence's own steps (masked) -> Linear -> cross entropy ->
             backward -> SGD step

Batch 64, sentences of 5 to 100 words (the same ones on both sides).

    BENCH_THREADS=1 python bench/seq_text_step.py      # and BENCH_THREADS=2
"""
from __future__ import annotations

import os
import statistics
import sys
from typing import Callable

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import numpy as np  # noqa: E402
from _timing import compare  # noqa: E402

import paddle  # noqa: E402
import paddle.v2 as v2  # noqa: E402
from paddle.generated import layers  # noqa: E402
from paddle.model import backward, optimize  # noqa: E402

VOCAB, EMB, HIDDEN, BATCH, CLASSES = 10_000, 128, 128, 64, 2


def sentences(seed: int = 0) -> tuple[list[np.ndarray], np.ndarray]:
    rng = np.random.default_rng(seed)
    words = [rng.integers(1, VOCAB, size=int(n)) for n in rng.integers(5, 101, size=BATCH)]
    return words, rng.integers(0, CLASSES, size=BATCH)


def paddle_step() -> Callable[[], None]:
    words, labels = sentences()
    with v2.Tape() as tape:
        data = v2.layer.data("word", v2.data_type.integer_value_sequence(VOCAB))
        emb = v2.layer.embedding(input=data, size=EMB)
        conv = v2.networks.sequence_conv_pool(input=emb, context_len=3, hidden_size=HIDDEN)
        output = v2.layer.fc(input=conv, size=CLASSES, act=v2.activation.Softmax())
        label = v2.layer.data("label", v2.data_type.integer_value(CLASSES))
        cost = v2.layer.classification_cost(input=output, label=label)
    model = tape.model
    with model:
        total = layers.mean(cost.output)
    backward(total, model=model)
    updates = optimize("sgd", 0.01, model=model)
    offsets = np.cumsum([0] + [len(w) for w in words]).tolist()
    feed = {"word": paddle.Tensor(np.concatenate(words).reshape(-1, 1), lod=[offsets]),
            "label": labels.reshape(-1, 1)}
    model.run(total, feed=feed, train=updates)  # builds the plan once

    def step() -> None:
        model.run(total, train=updates)  # forward, backward, updates; the fed batch staying
    return step


def torch_step() -> Callable[[], None] | None:
    try:
        import torch
    except ImportError:
        return None
    _threads.torch_threads(torch)
    torch.manual_seed(0)
    words, labels = sentences()
    longest = max(len(w) for w in words)
    ids = torch.zeros((BATCH, longest), dtype=torch.long)
    for i, w in enumerate(words):
        ids[i, :len(w)] = torch.from_numpy(w)
    mask = (ids == 0).unsqueeze(1)  # [batch, 1, steps]: the padding after each sentence
    target = torch.from_numpy(labels)
    emb = torch.nn.Embedding(VOCAB, EMB, padding_idx=0)
    conv = torch.nn.Conv1d(EMB, HIDDEN, 3, padding=1)
    fc = torch.nn.Linear(HIDDEN, CLASSES)
    params = [*emb.parameters(), *conv.parameters(), *fc.parameters()]
    opt = torch.optim.SGD(params, lr=0.01)

    def step() -> None:
        opt.zero_grad(set_to_none=True)
        hidden = torch.tanh(conv(emb(ids).transpose(1, 2)))  # [batch, hidden, steps]
        pooled = hidden.masked_fill(mask, float("-inf")).amax(dim=2)
        loss = torch.nn.functional.cross_entropy(fc(pooled), target)
        loss.backward()
        opt.step()
    return step


def main(rounds: int = 9) -> dict[str, float]:
    ours, theirs = paddle_step(), torch_step()
    if theirs is None:
        print("seq_text_step PyTorch : not installed (pip install torch==2.13.0) - no ratio")
        return {}
    ratios, mine, base = [], [], []
    for i in range(rounds):  # each side first in turn; the median ratio shrugs off a burst of load
        pair = compare(ours, theirs, calls=5, repeats=3) if i % 2 == 0 else \
            compare(theirs, ours, calls=5, repeats=3)[::-1]
        mine.append(pair[0])
        base.append(pair[1])
        ratios.append(pair[0] / pair[1])
    ratio = statistics.median(ratios)
    print(f"seq_text_step Model.run : {statistics.median(mine) * 1e3:8.3f} ms/step (embedding {VOCAB}x{EMB}, "
          f"sequence_conv_pool, fc softmax; forward + backward + sgd; batch {BATCH}, 5-100 words)")
    print(f"seq_text_step PyTorch   : {statistics.median(base) * 1e3:8.3f} ms/step (Embedding, Conv1d on the "
          f"padded batch, masked max, Linear; forward + backward + SGD)")
    print(f"seq_text_step threads   : {_threads.THREADS} (BENCH_THREADS) for numpy's BLAS and torch")
    print(f"seq_text_step ratio     : {ratio:8.2f}x PyTorch's time, median of {rounds} interleaved rounds "
          f"(range {min(ratios):.2f}-{max(ratios):.2f}; target <= 1.0)")
    return {"paddle_ms": statistics.median(mine) * 1e3, "torch_ms": statistics.median(base) * 1e3, "ratio": ratio}


if __name__ == "__main__":
    main()
