"""A tiny translation task: copy a sequence of words (vocabulary 10, lengths 3-6) with the book's
chapter 08 network in miniature: an encoder GRU, a decoder whose step attends to the encoder's
steps (networks.simple_attention) inside a recurrent_group, trained with teacher forcing, then
generating with beam_search from the trained parameters.

Words are given one-hot (dense_vector_sequence): an fc without bias over them is an embedding,
and the target one (parameter 'trg_emb') is the table GeneratedInput reads. `python -m
tests.v2.seqmodels_copy_task` runs the full-size task and prints its figures."""
from __future__ import annotations

from typing import Any

import numpy as np

import paddle.v2 as paddle

BOS, EOS, V = 0, 1, 10
EMB, H = 16, 32


def samples(count: int, seed: int, lengths: tuple[int, int] = (3, 6)) -> list[list[int]]:
    rng = np.random.default_rng(seed)
    return [[int(w) for w in rng.integers(2, V, size=int(rng.integers(lengths[0], lengths[1] + 1)))]
            for _ in range(count)]


def one_hot(words: list[int]) -> list[list[float]]:
    return [list(np.eye(V, dtype=np.float32)[w]) for w in words]


def _linear(x: Any, size: int, name: str, bias: bool = False, act: Any = None, param: str | None = None) -> Any:
    return paddle.layer.fc(input=x, size=size, act=act or paddle.activation.Linear(), name=name,
                           bias_attr=None if bias else False,
                           param_attr=paddle.attr.Param(name=param) if param else None)


def network(generating: bool, beam_size: int = 3, max_length: int = 8) -> Any:
    """The training cost, or the beam_search layer, of the copy network (layers named, so the
    generating network reads the trained parameters)."""
    src = paddle.layer.data(name="src", type=paddle.data_type.dense_vector_sequence(V))
    src_emb = _linear(src, EMB, "src_emb")
    encoded = paddle.networks.simple_gru(input=src_emb, size=H, name="encoder")
    encoded_proj = _linear(encoded, H, "encoded_proj")
    boot = _linear(paddle.layer.last_seq(input=encoded), H, "decoder_boot", act=paddle.activation.Tanh())

    def step(enc: Any, proj: Any, word: Any) -> Any:
        mem = paddle.layer.memory(name="decoder", size=H, boot_layer=boot)
        context = paddle.networks.simple_attention(encoded_sequence=enc, encoded_proj=proj, decoder_state=mem,
                                                   name="attention")
        gates = paddle.layer.elementwise_add(_linear(context, 3 * H, "from_context"),
                                             _linear(word, 3 * H, "from_word", bias=True))
        out = paddle.layer.gru_step(input=gates, output_mem=mem, size=H, name="decoder")
        return _linear(out, V, "next_word", bias=True, act=paddle.activation.Softmax())

    statics = [paddle.layer.StaticInput(input=encoded, is_seq=True),
               paddle.layer.StaticInput(input=encoded_proj, is_seq=True)]
    if generating:
        return paddle.layer.beam_search(
            step=step, bos_id=BOS, eos_id=EOS, beam_size=beam_size, max_length=max_length,
            input=statics + [paddle.layer.GeneratedInput(size=V, embedding_name="trg_emb", embedding_size=EMB)])
    trg = paddle.layer.data(name="trg", type=paddle.data_type.dense_vector_sequence(V))
    trg_emb = _linear(trg, EMB, "trg_emb_layer", param="trg_emb")
    probs = paddle.layer.recurrent_group(step=step, input=statics + [trg_emb], name="decoder_group")
    nxt = paddle.layer.data(name="next", type=paddle.data_type.integer_value_sequence(V))
    cost = paddle.layer.classification_cost(input=probs, label=nxt)
    return paddle.layer.sequence_pool(input=cost, pool_type="sum")


def rows(words: list[int]) -> tuple[Any, Any, Any]:
    """(source, decoder input, next words) of one copy sample."""
    return one_hot(words), one_hot([BOS] + words), words + [EOS]


def train(data: list[list[int]], passes: int, batch: int = 25, rate: float = 0.01) -> Any:
    with paddle.Tape():
        cost = network(generating=False)
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=params,
                                     update_equation=paddle.optimizer.Adam(learning_rate=rate))
        examples = [rows(w) for w in data]
        trainer.train(reader=paddle.batch(paddle.reader.shuffle(lambda: iter(examples), 1000, seed=0), batch),
                      num_passes=passes, feeding={"src": 0, "trg": 1, "next": 2})
    return params


def generate(params: Any, data: list[list[int]], beam_size: int = 3) -> tuple[np.ndarray, list[list[int]]]:
    """Each sample's beams (the best first) as the book's gen.py reads paddle.infer's ids."""
    with paddle.Tape():
        beam = network(generating=True, beam_size=beam_size)
        prob, ids = paddle.infer(output_layer=beam, parameters=params, input=[(one_hot(w),) for w in data],
                                 field=["prob", "id"])
    ends = np.nonzero(ids == -1)[0]
    out, start = [], 1
    for end in ends:
        out.append([int(w) for w in ids[start:end]])
        start = end + 2
    return prob, out


def token_accuracy(data: list[list[int]], best: list[list[int]]) -> float:
    """Of the words to produce (each sequence and its eos), the share produced at their place."""
    right = total = 0
    for words, got in zip(data, best):
        want = words + [EOS]
        right += sum(1 for i, w in enumerate(want) if i < len(got) and got[i] == w)
        total += len(want)
    return right / total


if __name__ == "__main__":
    import time
    begin = time.time()
    params = train(samples(2000, 0), passes=12)
    trained = time.time()
    test = samples(200, 1)
    prob, beams = generate(params, test)
    best = beams[::3]
    print(f"copy task: token accuracy {token_accuracy(test, best):.4f} on 200 held-out sequences, exact "
          f"{np.mean([b == w + [EOS] for b, w in zip(best, test)]):.3f}; train {trained - begin:.0f} s, "
          f"generate {time.time() - trained:.1f} s")
