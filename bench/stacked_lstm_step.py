"""One training step of the book's chapter 06 stacked LSTM (stacked_lstm_net, stacked_num=3) on the
CPU, against the same network in PyTorch in the same process (the median of interleaved rounds'
ratios; issue 18 asks for at most 1x):

    ours:    v2 layers as the chapter writes them: embedding -> fc(hid, linear) -> lstmemory(act=Relu)
             -> fc([fc, lstm], hid) -> lstmemory(reverse, Relu) -> fc -> lstmemory(Relu) -> max pooling
             of the last fc and lstm -> fc softmax -> classification cost; forward, backward and the
             sgd updates of every parameter (Model.run)
    PyTorch: the same layers and math: nn.Embedding, nn.Linear, and each lstmemory as its recurrence
             over the sequences sorted by length (pack_padded_sequence's layout: step t multiplies
             the rows of the sequences still running), the gates i, f, g, o with g = relu(.) - nn.LSTM
             cannot compute with relu, and would add an input projection the v2 network does not have -
             masked max pooling, cross entropy, backward, SGD step
    PyTorch nn.LSTM (a second baseline, what a torch user would reach for): the same, each lstmemory
             an nn.LSTM(hid, hid / 4) over pack_padded_sequence - tanh instead of relu, and one more
             input projection (hid x hid) per layer than the v2 network

Batch 32 sentences of 5 to 60 words, dictionary 5,000 words, emb 128, hid 128 (BENCH_HID=512 for the
chapter's own hid_dim: lstmemory then has 128 units).

    BENCH_THREADS=1 python bench/stacked_lstm_step.py      # and BENCH_THREADS=2
"""
from __future__ import annotations

import os
import statistics
import sys
from typing import Any, Callable

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: sets the BLAS thread count)
import numpy as np  # noqa: E402
from _timing import compare  # noqa: E402

import paddle  # noqa: E402
import paddle.v2 as v2  # noqa: E402
from paddle.generated import layers  # noqa: E402
from paddle.model import backward, optimize  # noqa: E402

VOCAB, EMB, BATCH, CLASSES, STACKED = 5_000, 128, 32, 2, 3
HID = int(os.environ.get("BENCH_HID", "128"))


def sentences(seed: int = 0) -> tuple[list[np.ndarray], np.ndarray]:
    rng = np.random.default_rng(seed)
    words = [rng.integers(1, VOCAB, size=int(n)) for n in rng.integers(5, 61, size=BATCH)]
    return words, rng.integers(0, CLASSES, size=BATCH)


def stacked_lstm_net() -> Any:
    """The chapter's network (its parameter attributes aside)."""
    relu, linear = v2.activation.Relu(), v2.activation.Linear()
    data = v2.layer.data("word", v2.data_type.integer_value_sequence(VOCAB))
    emb = v2.layer.embedding(input=data, size=EMB)
    fc1 = v2.layer.fc(input=emb, size=HID, act=linear)
    lstm1 = v2.layer.lstmemory(input=fc1, act=relu)
    inputs = [fc1, lstm1]
    for i in range(2, STACKED + 1):
        fc = v2.layer.fc(input=inputs, size=HID, act=linear)
        lstm = v2.layer.lstmemory(input=fc, reverse=(i % 2) == 0, act=relu)
        inputs = [fc, lstm]
    fc_last = v2.layer.pooling(input=inputs[0], pooling_type=v2.pooling.Max())
    lstm_last = v2.layer.pooling(input=inputs[1], pooling_type=v2.pooling.Max())
    output = v2.layer.fc(input=[fc_last, lstm_last], size=CLASSES, act=v2.activation.Softmax())
    label = v2.layer.data("label", v2.data_type.integer_value(CLASSES))
    return v2.layer.classification_cost(input=output, label=label)


def paddle_step() -> Callable[[], None]:
    words, labels = sentences()
    with v2.Tape() as tape:
        cost = stacked_lstm_net()
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
        model.run(total, train=updates)
    return step


def torch_step(fused: bool = False) -> Callable[[], None] | None:
    try:
        import torch
    except ImportError:
        return None
    _threads.torch_threads(torch)
    torch.manual_seed(0)
    words, labels = sentences()
    order = np.argsort([-len(w) for w in words], kind="stable")  # longest first, as packing sorts
    lengths = [len(words[k]) for k in order]
    steps = lengths[0]
    running = [sum(n > t for n in lengths) for t in range(steps)]  # pack_padded_sequence's batch_sizes
    ids = torch.zeros((steps, BATCH), dtype=torch.long)
    for j, k in enumerate(order):
        ids[:lengths[j], j] = torch.from_numpy(words[k])
    valid = (torch.arange(steps).unsqueeze(1) < torch.tensor(lengths).unsqueeze(0)).unsqueeze(2)  # [T, B, 1]
    flip = torch.tensor([[(lengths[j] - 1 - t) % steps if t < lengths[j] else t for j in range(BATCH)]
                         for t in range(steps)])  # each sentence's steps reversed in place
    target = torch.from_numpy(labels[order])
    units = HID // 4
    emb = torch.nn.Embedding(VOCAB, EMB, padding_idx=0)
    fcs = [torch.nn.Linear(EMB if i == 0 else HID + units, HID) for i in range(STACKED)]
    whh = [torch.nn.Parameter(torch.empty(units, HID).uniform_(-units ** -0.5, units ** -0.5)) for _ in range(STACKED)]
    bias = [torch.nn.Parameter(torch.zeros(HID)) for _ in range(STACKED)]
    out = torch.nn.Linear(HID + units, CLASSES)
    rnns = [torch.nn.LSTM(HID, units) for _ in range(STACKED)]
    params = [*emb.parameters(), *[p for f in fcs for p in f.parameters()], *out.parameters()]
    params += [p for r in rnns for p in r.parameters()] if fused else [*whh, *bias]
    opt = torch.optim.SGD(params, lr=0.01)

    def reverse(x: Any) -> Any:
        return torch.gather(x, 0, flip.unsqueeze(2).expand(-1, -1, x.shape[2]))

    def packed(x: Any, rnn: Any) -> Any:
        seq = torch.nn.utils.rnn.pack_padded_sequence(x, lengths)
        return torch.nn.utils.rnn.pad_packed_sequence(rnn(seq)[0], total_length=steps)[0]

    def lstm(gates_in: Any, w: Any, b: Any) -> Any:
        """[T, B, 4U] -> [T, B, U], step t over the running[t] longest sequences."""
        if fused:
            return packed(gates_in, rnns[next(k for k in range(STACKED) if whh[k] is w)])
        h = c = gates_in.new_zeros((BATCH, units))
        outs = []
        for t in range(steps):
            n = running[t]
            g = gates_in[t, :n] + b + h[:n] @ w
            i, f, cand, o = torch.sigmoid(g[:, :units]), torch.sigmoid(g[:, units:2 * units]), \
                torch.relu(g[:, 2 * units:3 * units]), torch.sigmoid(g[:, 3 * units:])
            c = f * c[:n] + i * cand
            h = o * torch.tanh(c)
            outs.append(torch.nn.functional.pad(h, (0, 0, 0, BATCH - n)))
        return torch.stack(outs)

    def step() -> None:
        opt.zero_grad(set_to_none=True)
        x = emb(ids)
        fc = fcs[0](x)
        hidden = lstm(fc, whh[0], bias[0])
        for i in range(1, STACKED):
            fc = fcs[i](torch.cat([fc, hidden], dim=2))
            hidden = reverse(lstm(reverse(fc), whh[i], bias[i])) if i % 2 == 1 else lstm(fc, whh[i], bias[i])
        pooled = torch.cat([fc, hidden], dim=2).masked_fill(~valid, float("-inf")).amax(dim=0)
        loss = torch.nn.functional.cross_entropy(out(pooled), target)
        loss.backward()
        opt.step()
    return step


def main(rounds: int = 5) -> dict[str, float]:
    ours, theirs, nn_lstm = paddle_step(), torch_step(), torch_step(fused=True)
    if theirs is None:
        print("stacked_lstm_step PyTorch : not installed (pip install torch==2.13.0) - no ratio")
        return {}
    ratios, mine, base = [], [], []
    for i in range(rounds):  # each side first in turn; the median ratio shrugs off a burst of load
        pair = compare(ours, theirs, calls=3, repeats=3) if i % 2 == 0 else \
            compare(theirs, ours, calls=3, repeats=3)[::-1]
        mine.append(pair[0])
        base.append(pair[1])
        ratios.append(pair[0] / pair[1])
    ratio = statistics.median(ratios)
    assert nn_lstm is not None
    nn_ratios = [a / b for a, b in (compare(ours, nn_lstm, calls=3, repeats=3) for _ in range(3))]
    print(f"stacked_lstm_step Model.run : {statistics.median(mine) * 1e3:8.3f} ms/step (chapter 06 stacked_lstm_net, "
          f"3 lstmemory(Relu), hid {HID}; forward + backward + sgd; batch {BATCH}, 5-60 words)")
    print(f"stacked_lstm_step PyTorch   : {statistics.median(base) * 1e3:8.3f} ms/step (the same layers, the "
          f"recurrence over packed steps)")
    print(f"stacked_lstm_step threads   : {_threads.THREADS} (BENCH_THREADS); load {os.getloadavg()[0]:.2f}")
    print(f"stacked_lstm_step ratio     : {ratio:8.2f}x PyTorch's time, median of {rounds} interleaved rounds "
          f"(range {min(ratios):.2f}-{max(ratios):.2f}; target <= 1.0)")
    print(f"stacked_lstm_step vs nn.LSTM: {statistics.median(nn_ratios):8.2f}x the time of the network on nn.LSTM "
          f"(tanh, one more projection), median of 3 rounds")
    return {"paddle_ms": statistics.median(mine) * 1e3, "torch_ms": statistics.median(base) * 1e3, "ratio": ratio}


if __name__ == "__main__":
    main()
