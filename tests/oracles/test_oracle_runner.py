"""The oracle check fails on planted bugs the self-comparison passed (kernels replaced in a copy of
the registry), and each oracle agrees with values written here by hand."""
import numpy as np
import pytest
from paddle.registry import default_registry

import paddle  # noqa: F401  (registers the built-in ops)
from paddle.testing import check_oracle, sample_case
from paddle.testing.oracles import oracle_outputs


def _planted(op, wrap, device=None):
    registry = default_registry().copy()
    meta = registry.function(op)
    kernels = {d: (wrap(k) if device in (None, d) else k) for d, k in meta.kernels.items()}
    registry.replace(meta.replace(kernels=kernels))
    return registry


def _softmax_axis0(x, *, axis=-1):  # the wrong axis whatever `axis` says
    e = np.exp(x - x.max(axis=0, keepdims=True))
    return e / e.sum(axis=0, keepdims=True)


def _adam_without_bias_correction(p, g, m1, m2, step, rate=None, *, learning_rate, beta1, beta2, epsilon,
                                  sparse_rows=False):
    learning_rate = learning_rate if rate is None else float(rate[0])
    m1 = beta1 * m1 + (1 - beta1) * g
    m2 = beta2 * m2 + (1 - beta2) * g * g
    return p - learning_rate * m1 / (np.sqrt(m2) + epsilon), m1, m2, step + 1


PLANTS = {
    "mul": lambda k: lambda x, y: -7 * k(x, y),
    "softmax": lambda k: _softmax_axis0,
    "mean": lambda k: lambda x: (x.sum() / (x.size + 1)).reshape(1).astype(x.dtype),
    "sigmoid": lambda k: lambda x: np.where(x < 0, 0.0, k(x)).astype(x.dtype),
    "adam": lambda k: _adam_without_bias_correction,
    "scale": lambda k: lambda x, *, scale, bias: k(x, scale=scale, bias=bias) + bias,
    "momentum": lambda k: lambda p, g, v, *r, **a: k(p, g, v, *r, **{**a, "use_nesterov": not a["use_nesterov"]}),
    "cross_entropy": lambda k: lambda x, label: k(x, label) * 1.001,
    "uniform_random": lambda k: lambda **a: k(**{**a, "max": a["max"] + 0.5 * (a["max"] - a["min"])}),
    "gaussian_random": lambda k: lambda **a: k(**{**a, "std": a["std"] * 1.2}),
}
# where the bug shows: negative inputs, a non-zero bias (inputs and attributes the generated cases
# draw only once the input domains widen: these are given here)
WIDE = {"sigmoid": {"X": -np.linspace(0.1, 3, 6).reshape(2, 3)}}
ATTRS = {"scale": {"bias": 1.5, "scale": 2.0}}


@pytest.mark.parametrize("op", sorted(PLANTS))
def test_the_oracle_catches_a_planted_bug(op):
    registry = _planted(op, PLANTS[op])
    case = sample_case(op, 0, registry=registry)
    inputs = WIDE.get(op, case.inputs)
    attrs = {**case.attrs, **ATTRS.get(op, {})}
    check_oracle(op, inputs, attrs)  # the real kernel agrees...
    with pytest.raises(AssertionError):
        check_oracle(op, inputs, attrs, registry=registry)  # ...the planted one does not


def test_a_bug_in_the_native_kernel_alone_is_caught():
    """cos_sim has two cpu kernels (numpy and C++); each is compared with the oracle."""
    registry = _planted("cos_sim", lambda k: lambda x, y, *, scale: k(x, y, scale=scale) * 1.01, device="cpu")
    case = sample_case("cos_sim", 0)
    assert check_oracle("cos_sim", case.inputs, case.attrs) == ["array", "cpu"]
    with pytest.raises(AssertionError, match="cpu kernel"):
        check_oracle("cos_sim", case.inputs, case.attrs, registry=registry)


@pytest.mark.parametrize("op, inputs, attrs, want", [
    ("mul", {"X": [[1.0, 2.0]], "Y": [[3.0], [4.0]]}, {}, {"Out": [[11.0]]}),
    ("softmax", {"X": [[1000.0, 0.0]]}, {}, {"Out": [[1.0, 0.0]]}),
    ("sum", {"X": [np.ones((1, 2)), 2 * np.ones((1, 2)), 3 * np.ones((1, 2))]}, {}, {"Out": [[6.0, 6.0]]}),
    ("mean", {"X": [[1.0, 2.0], [3.0, 6.0]]}, {}, {"Out": [3.0]}),
    ("cross_entropy", {"X": [[0.5, 0.25], [0.0, 1.0]], "Label": np.array([[1], [0]])}, {},
     {"Out": [[np.log(4.0)], [-np.log(1e-20)]]}),
    ("cos_sim", {"X": [[1.0, 0.0], [1.0, 1.0]], "Y": [[0.0, 1.0], [2.0, 2.0]]}, {"scale": 3.0},
     {"Out": [[0.0], [3.0]]}),
    ("scale", {"X": [[1.0, -2.0]]}, {"scale": 3.0, "bias": 0.5}, {"Out": [[3.5, -5.5]]}),
    ("sgd", {"Param": [1.0], "Grad": [2.0]}, {"learning_rate": 0.1}, {"ParamOut": [0.8]}),
    ("momentum", {"Param": [1.0], "Grad": [2.0], "Velocity": [1.0]},
     {"learning_rate": 0.1, "momentum": 0.5, "use_nesterov": True}, {"ParamOut": [0.675], "VelocityOut": [2.5]}),
    ("fill_like", {"X": np.zeros((2, 1), np.int32)}, {"value": 7.0}, {"Out": [[7.0], [7.0]]}),
])
def test_each_oracle_agrees_with_values_written_by_hand(op, inputs, attrs, want):
    meta = default_registry().function(op)
    full = {**{a: m.default_value for a, m in meta.attributes.items()}, **attrs}
    got = oracle_outputs(meta, {k: v if isinstance(v, list) and isinstance(v[0], np.ndarray) else np.asarray(v)
                                for k, v in inputs.items()}, full)
    for slot, value in want.items():
        np.testing.assert_allclose(got[slot], value, rtol=1e-12)


def test_adam_oracle_is_kingma_and_ba_with_epsilon_hat():
    """One step from zero moments moves each parameter by about the learning rate, against the
    sign of its gradient (the bias correction undoes the zero start)."""
    meta = default_registry().function("adam")
    p, g = np.array([1.0, 1.0]), np.array([0.5, -2.0])
    out = oracle_outputs(meta, {"Param": p, "Grad": g, "Moment1": np.zeros(2), "Moment2": np.zeros(2),
                                "Step": np.zeros(1)},
                         {"learning_rate": 0.01, "beta1": 0.9, "beta2": 0.999, "epsilon": 1e-8})
    np.testing.assert_allclose(out["ParamOut"], [0.99, 1.01], rtol=1e-6)
    np.testing.assert_allclose(out["StepOut"], [1.0])
