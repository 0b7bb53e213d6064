"""Every differentiable op's gradient ops agree with central differences in float64."""
import numpy as np
import pytest

from paddle.registry import default_registry
from paddle.testing import check_grad, sample_case, sample_inputs

# an op whose gradient is declared the derivative nowhere (lambda_cost's lambdas) is checked by hand
# (tests/v2/test_v2_lambda_cost.py), not against central differences
DIFFERENTIABLE = sorted(m.name for m in default_registry().functions()
                        if m.differentiable and not (m.not_derivative and m.derivative_at is None))

# inputs the generic sampler cannot pick: both sides of a kink, a broadcast row
SPECIAL = {
    "relu": [{"X": np.array([[-1.2, 0.7, -0.3], [0.4, -0.9, 1.1]])}],
    "sigmoid": [{"X": np.linspace(-4, 4, 12).reshape(3, 4)}],
    "tanh": [{"X": np.linspace(-2, 2, 12).reshape(3, 4)}],
    "softmax": [{"X": np.random.default_rng(1).normal(size=(4, 5))}],
    "cross_entropy": [{"X": np.random.default_rng(2).uniform(0.05, 1.0, (4, 5)),
                       "Label": np.array([[0], [4], [2], [4]])}],
    "cos_sim": [{"X": np.random.default_rng(3).normal(size=(3, 4)),
                 "Y": np.random.default_rng(4).normal(size=(1, 4))}],
}
ATTRS = {"cos_sim": {"scale": 2.0}}


def test_every_differentiable_op_is_covered():
    assert {"mul", "rowwise_add", "elementwise_add", "sum", "sigmoid", "relu", "tanh", "softmax",
            "cross_entropy", "square_error", "mean"} <= set(DIFFERENTIABLE)


@pytest.mark.parametrize("op", DIFFERENTIABLE)
def test_gradient_of_sampled_inputs(op):
    case = sample_case(op)  # its attributes: the defaults, and a valid value of each required one (cast's)
    errors = check_grad(op, case.inputs, {**case.attrs, **ATTRS.get(op, {})})
    assert errors, f"{op}: no input was checked"


@pytest.mark.parametrize("op,inputs", [(op, case) for op, cases in SPECIAL.items() for case in cases])
def test_gradient_of_special_inputs(op, inputs):
    check_grad(op, inputs, ATTRS.get(op, {}))


def test_label_is_not_differentiated():
    errors = check_grad("cross_entropy", sample_inputs("cross_entropy"))
    assert set(errors) == {"X"}


def test_checker_catches_a_wrong_gradient(monkeypatch):
    meta = default_registry().function("tanh_grad")
    wrong = meta.replace(kernels={"cpu": lambda x, out, dout: dout})
    monkeypatch.setitem(default_registry()._metas, "tanh_grad", wrong)
    with pytest.raises(AssertionError, match="tanh: gradient of input 'X'"):
        check_grad("tanh", sample_inputs("tanh"))


def test_checker_runs_the_ops_of_the_given_registry():
    registry = default_registry().copy()
    wrong = registry.function("tanh_grad").replace(kernels={"cpu": lambda x, out, dout: dout})
    registry.replace(wrong)
    check_grad("tanh", sample_inputs("tanh"))  # the default registry is untouched
    with pytest.raises(AssertionError, match="tanh: gradient of input 'X'"):
        check_grad("tanh", sample_inputs("tanh", registry=registry), registry=registry)


def test_an_op_without_a_cpu_kernel_runs_its_reference_on_the_cpu():
    registry = default_registry().copy()
    for op in ("tanh", "tanh_grad"):
        meta = registry.function(op)
        registry.replace(meta.replace(kernels={"gpu": meta.kernel_for("gpu")}, reference_fn=meta.kernel_for("cpu")))
    assert set(check_grad("tanh", sample_inputs("tanh", registry=registry), registry=registry)) == {"X"}


def test_gradient_check_on_the_gpu():
    cupy = pytest.importorskip("cupy")
    if cupy.cuda.runtime.getDeviceCount() == 0:
        pytest.skip("no GPU")
    from paddle import GPUPlace
    for op in ("mul", "softmax", "cross_entropy", "sum"):
        check_grad(op, sample_inputs(op), place=GPUPlace(0))


def test_checker_catches_a_gradient_that_a_plain_sum_of_outputs_would_hide():
    """softmax's rows sum to 1, so the gradient of a plain sum of its outputs is 0 whatever the
    gradient kernel does: the check weighs the outputs randomly, and a zero gradient fails."""
    registry = default_registry().copy()
    registry.replace(registry.function("softmax_grad").replace(kernels={"array": lambda x, out, dout, **_: 0 * x}))
    with pytest.raises(AssertionError, match="softmax: gradient of input 'X'"):
        check_grad("softmax", sample_inputs("softmax", registry=registry), registry=registry)
