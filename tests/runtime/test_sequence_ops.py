"""Sequence ops (kernels/sequence.py) read their inputs' offsets and make their outputs' offsets,
through a real model, and their gradients hold on ragged batches (empty and length-1 sequences)."""
import numpy as np
import pytest

from paddle import Model, Tensor
from paddle.generated import layers
from paddle.model import data, parameter
from paddle.registry import InputError, LodArray, SequenceType, ShapeError
from paddle.testing import check_grad, check_oracle

LOD = [[0, 3, 3, 4, 7]]  # an empty sequence and one of length 1 among them
RNG = np.random.default_rng(0)


def steps(rows, width):
    return RNG.standard_normal((rows, width)).astype(np.float32)


def lod_of(model, expr):
    return model.root_scope().find_var(expr.name).tensor.lod


@pytest.mark.parametrize("pool_type", ["average", "sum", "max", "first", "last"])
def test_sequence_pool_gives_one_row_per_sequence(pool_type):
    model, x = Model(), steps(7, 3)
    words = data("words", [None, 3], seq_type="sequence", model=model)
    pooled = layers.sequence_pool(words, pool_type=pool_type, model=model)
    assert pooled.info.seq_type == SequenceType.NONE and pooled.info.shape == (None, 3)
    out = model.run(pooled, feed={"words": Tensor(x, lod=LOD)})
    pick = {"average": lambda s: s.mean(0), "sum": lambda s: s.sum(0), "max": lambda s: s.max(0),
            "first": lambda s: s[0], "last": lambda s: s[-1]}[pool_type]
    want = [pick(x[a:b]) if b > a else np.zeros(3) for a, b in [(0, 3), (3, 3), (3, 4), (4, 7)]]
    np.testing.assert_allclose(out, np.array(want), rtol=1e-6)
    assert lod_of(model, pooled) is None


def test_sequence_softmax_normalises_each_sequence():
    model, x = Model(), steps(7, 1)
    scores = data("scores", [None, 1], seq_type="sequence", model=model)
    probs = layers.sequence_softmax(scores, model=model)
    out = model.run(probs, feed={"scores": Tensor(x, lod=LOD)})
    np.testing.assert_allclose([out[a:b].sum() for a, b in [(0, 3), (3, 4), (4, 7)]], 1.0, rtol=1e-6)
    assert out[3, 0] == 1.0 and lod_of(model, probs) == ((0, 3, 3, 4, 7),)


def test_sequence_expand_takes_the_offsets_of_y_and_they_flow_on():
    model = Model()
    words = data("words", [None, 2], seq_type="sequence", model=model)
    topic = data("topic", [None, 3], model=model)
    per_word = layers.sequence_expand(topic, words, model=model)
    hidden = layers.fc(per_word, size=2, model=model)
    assert per_word.info.seq_type == hidden.info.seq_type == SequenceType.SEQUENCE
    t = steps(4, 3)
    out = model.run(per_word, feed={"words": Tensor(steps(7, 2), lod=LOD), "topic": t})
    np.testing.assert_array_equal(out, t[[0, 0, 0, 2, 3, 3, 3]])
    model.run(hidden, feed={"words": Tensor(steps(7, 2), lod=LOD), "topic": t})
    assert lod_of(model, per_word) == lod_of(model, hidden) == ((0, 3, 3, 4, 7),)
    with pytest.raises(InputError, match="sequence_expand layer's input X should have one row per sequence of Y"):
        model.run(per_word, feed={"words": Tensor(steps(7, 2), lod=LOD), "topic": steps(3, 3)})


def test_sequence_concat_makes_offsets_that_the_next_op_reads():
    model = Model()
    a = data("a", [None, 2], seq_type="sequence", model=model)
    b = data("b", [None, 2], seq_type="sequence", model=model)
    both = layers.sequence_concat(a, b, model=model)
    last = layers.sequence_pool(both, pool_type="last", model=model)
    assert both.info.seq_type == SequenceType.SEQUENCE
    xa, xb = steps(7, 2), steps(3, 2)
    feed = {"a": Tensor(xa, lod=LOD), "b": Tensor(xb, lod=[[0, 1, 1, 1, 3]])}
    out, pooled = model.run([both, last], feed=feed)
    np.testing.assert_array_equal(out, np.concatenate([xa[0:3], xb[0:1], xa[3:4], xa[4:7], xb[1:3]]))
    assert lod_of(model, both) == ((0, 4, 4, 5, 10),)
    np.testing.assert_array_equal(pooled, np.stack([xb[0], np.zeros(2), xa[3], xb[2]]))
    with pytest.raises(InputError, match="sequence_concat layer's input Y should have as many sequences as X"):
        model.run(both, feed={"a": Tensor(xa, lod=LOD), "b": Tensor(xb, lod=[[0, 3]])})


def test_sequence_reshape_scales_each_sequence():
    model = Model()
    x = data("x", [None, 4], seq_type="sequence", model=model)
    halves = layers.sequence_reshape(x, new_dim=2, model=model)
    assert halves.info.seq_type == SequenceType.SEQUENCE and halves.info.shape == (None, 2)
    v = steps(7, 4)
    out = model.run(halves, feed={"x": Tensor(v, lod=LOD)})
    np.testing.assert_array_equal(out, v.reshape(14, 2))
    assert lod_of(model, halves) == ((0, 6, 6, 8, 14),)
    eights = layers.sequence_reshape(x, new_dim=8, model=model)
    with pytest.raises(InputError, match="sequence_reshape layer's input X should have sequences whose 4 values"):
        model.run(eights, feed={"x": Tensor(steps(8, 4), lod=[[0, 3, 8]])})  # 3 steps are 12 values
    with pytest.raises(ShapeError, match="X's 28 values should fill whole rows of new_dim 8"):
        model.run(eights, feed={"x": Tensor(v, lod=LOD)})


def test_embedding_of_an_integer_sequence_keeps_its_offsets():
    model = Model()
    ids = data("ids", [None], dtype="int64", seq_type="sequence", model=model)
    table = parameter("emb.w", [10, 4], model=model)
    vectors = layers.lookup_table(table, ids, model=model)
    assert vectors.info.seq_type == SequenceType.SEQUENCE
    pooled = layers.sequence_pool(vectors, pool_type="sum", model=model)
    words = np.array([1, 2, 3, 9, 4, 4, 0])
    out, sums = model.run([vectors, pooled], feed={"ids": Tensor(words, lod=LOD)})
    w = model.root_scope().find_var("emb.w").tensor.numpy()
    np.testing.assert_allclose(out, w[words])
    assert lod_of(model, vectors) == ((0, 3, 3, 4, 7),)
    np.testing.assert_allclose(sums, [w[[1, 2, 3]].sum(0), np.zeros(4), w[9], w[[4, 4, 0]].sum(0)], rtol=1e-6)


def test_a_sequence_op_refuses_plain_rows():
    model = Model()
    rows = data("rows", [None, 3], model=model)
    with pytest.raises(InputError, match="sequence_pool layer's input X should have sequence type 'sequence'"):
        layers.sequence_pool(rows, model=model)


def test_a_sequence_op_refuses_a_tensor_without_offsets():
    from paddle.core.operator import Operator
    from paddle.core.plan import run_op
    from paddle.registry import OpDesc
    from paddle.core.scope import Scope
    scope = Scope()
    scope.new_var("x").set(steps(3, 2))
    op = Operator(OpDesc(type="sequence_softmax", inputs={"X": ["x"]}, outputs={"Out": ["y"]}))
    with pytest.raises(InputError, match="input X should have sequence type 'sequence', got 'none'"):
        run_op(op, scope)  # refused before the kernel runs
    with pytest.raises(InputError, match="input X should be a sequence: a tensor with offsets"):
        op.meta.kernel_for("cpu")(steps(3, 2), lod={"X": None})  # the kernel's own guard


RAGGED = [(0, 3, 3, 4, 7), (0, 1), (0, 0, 2, 2), (0, 7)]


@pytest.mark.parametrize("offsets", RAGGED)
@pytest.mark.parametrize("pool_type", ["average", "sum", "max", "first", "last"])
def test_sequence_pool_gradient_and_oracle(offsets, pool_type):
    x = {"X": LodArray.of(RNG.standard_normal((offsets[-1], 3)), offsets)}
    check_oracle("sequence_pool", x, {"pool_type": pool_type})
    check_grad("sequence_pool", x, {"pool_type": pool_type})


@pytest.mark.parametrize("offsets", RAGGED)
def test_sequence_softmax_expand_reshape_gradients(offsets):
    x = LodArray.of(RNG.standard_normal((offsets[-1], 1)), offsets)
    check_grad("sequence_softmax", {"X": x})
    rows = RNG.standard_normal((len(offsets) - 1, 2))
    check_grad("sequence_expand", {"X": rows, "Y": x})
    wide = LodArray.of(RNG.standard_normal((offsets[-1], 4)), offsets)
    check_grad("sequence_reshape", {"X": wide}, {"new_dim": 2})
    check_oracle("sequence_reshape", {"X": wide}, {"new_dim": 8 if all(n % 2 == 0 for n in offsets) else 2})


def test_sequence_concat_gradient_on_ragged_pairs():
    x = LodArray.of(RNG.standard_normal((7, 2)), LOD[0])
    y = LodArray.of(RNG.standard_normal((3, 2)), (0, 1, 1, 1, 3))
    check_oracle("sequence_concat", {"X": x, "Y": y})
    check_grad("sequence_concat", {"X": x, "Y": y})
