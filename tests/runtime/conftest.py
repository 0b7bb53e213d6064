import numpy as np
import pytest

from paddle import NetDesc, VarDesc
from paddle.registry import OpDesc


def op(type, inputs=None, outputs=None, **attrs):
    return OpDesc(type=type, inputs={k: v if isinstance(v, list) else [v] for k, v in (inputs or {}).items()},
                  outputs={k: v if isinstance(v, list) else [v] for k, v in (outputs or {}).items()}, attrs=attrs)


def param(name, shape, init="uniform_random", **attrs):
    if init == "uniform_random":
        attrs.setdefault("seed", len(name))
    return VarDesc(name=name, label="parameter", shape=tuple(shape),
                   initializer=op(init, outputs={"Out": name}, shape=list(shape), **attrs))


def mlp_desc(d_in=6, hidden=5, classes=3):
    """x -> fc(sigmoid) -> fc(softmax) -> cross_entropy -> mean, as a NetDesc."""
    return NetDesc(vars=(param("w1", (d_in, hidden)), param("b1", (hidden,), "fill_constant"),
                         param("w2", (hidden, classes)), param("b2", (classes,), "fill_constant")),
                   ops=(op("mul", {"X": "x", "Y": "w1"}, {"Out": "h0"}),
                        op("rowwise_add", {"X": "h0", "b": "b1"}, {"Out": "h1"}),
                        op("sigmoid", {"X": "h1"}, {"Out": "h"}),
                        op("mul", {"X": "h", "Y": "w2"}, {"Out": "o0"}),
                        op("rowwise_add", {"X": "o0", "b": "b2"}, {"Out": "o1"}),
                        op("softmax", {"X": "o1"}, {"Out": "p"}),
                        op("cross_entropy", {"X": "p", "Label": "label"}, {"Out": "ce"}),
                        op("mean", {"X": "ce"}, {"Out": "loss"})))


@pytest.fixture
def batch():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(8, 6)).astype(np.float32)
    label = (x[:, :3].argmax(axis=1)).reshape(-1, 1).astype(np.int64)
    return x, label
