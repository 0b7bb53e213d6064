"""Losses and metrics: the fused C++ softmax_with_cross_entropy against its array-generic kernel
(strided inputs, empty batches, extreme logits), typed errors for bad labels through the layer,
the registered kernels and the raw C++ functions, huber_loss (a composite) against torch, and
the metrics against independent implementations."""
import numpy as np
import pytest

from paddle import Model
from paddle.kernels import _native
from paddle.model import backward, data, parameter
from paddle.generated import layers
from paddle.registry import InputError, default_registry

torch = pytest.importorskip("torch")

OP = "softmax_with_cross_entropy"
TOL = {np.float32: dict(rtol=1.3e-6, atol=1e-5), np.float64: dict(rtol=1e-7, atol=1e-12)}


def _kernels(op):
    meta = default_registry().function(op)
    return meta.kernels["cpu"], meta.kernels["array"]


def _case(rng, n, c, dtype, scale=3.0):
    logits = (rng.normal(size=(n, c)) * scale).astype(dtype)
    label = rng.integers(0, c, (n, 1)).astype(np.int64)
    return logits, label


def _layouts(logits):
    """The same values contiguous, column-strided, transposed (Fortran order) and row-reversed."""
    wide = np.repeat(logits, 2, axis=1)
    yield "contiguous", logits
    yield "column stride 2", wide[:, ::2]
    yield "fortran", np.asfortranarray(logits)
    yield "rows reversed", logits[::-1][::-1]


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("n, c", [(1, 1), (4, 3), (7, 10), (0, 5), (33, 257)])
def test_cpp_matches_reference_forward_and_backward(dtype, n, c):
    rng = np.random.default_rng(n * 1000 + c)
    logits, label = _case(rng, n, c, dtype)
    cpu, generic = _kernels(OP)
    cpu_grad, generic_grad = _kernels(OP + "_grad")
    want_p, want_l = generic(logits, label, ignore_index=-100)
    dp = rng.normal(size=(n, c)).astype(dtype)
    dl = rng.normal(size=(n, 1)).astype(dtype)
    want_dx = generic_grad(logits, label, want_p, dp, dl, ignore_index=-100)
    for name, x in _layouts(logits):
        p, loss = cpu(x, label, ignore_index=-100)
        assert p.dtype == dtype and loss.dtype == dtype and p.shape == (n, c) and loss.shape == (n, 1), name
        np.testing.assert_allclose(p, want_p, **TOL[dtype], err_msg=name)
        np.testing.assert_allclose(loss, want_l, **TOL[dtype], err_msg=name)
        dx = cpu_grad(x, label, np.asfortranarray(p), dp[:, ::-1][:, ::-1], dl, ignore_index=-100)
        np.testing.assert_allclose(dx, want_dx, **TOL[dtype], err_msg=name)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_extreme_logits_give_finite_exact_losses(dtype):
    logits = np.array([[1e4, 0.0, -1e4], [1e4, 1e4 - 1, 1e4 - 2], [-1e4, -1e4, -1e4],
                       [3e17, -3e17, 0.0], [1e4, 0.0, -1e4]], dtype)
    label = np.array([[0], [2], [1], [1], [2]])
    want = torch.nn.functional.cross_entropy(torch.from_numpy(logits.astype(np.float64)),
                                             torch.from_numpy(label.reshape(-1)), reduction="none").numpy()
    for kernel in _kernels(OP):
        p, loss = kernel(logits, label, ignore_index=-100)
        assert np.isfinite(p).all() and np.isfinite(loss).all()
        np.testing.assert_allclose(loss.reshape(-1), want, rtol=1e-6)
        np.testing.assert_allclose(p.sum(axis=1), 1.0, rtol=1e-6)


def test_float32_softmax_is_accurate_to_a_few_ulp_over_exps_whole_range():
    """The C++ float32 kernel computes exp with its own polynomial (so that it vectorises): every
    softmax value, down to 1e-37, is within 1e-6 relative of the float64 truth."""
    rng = np.random.default_rng(11)
    x = np.stack([rng.permutation(np.linspace(-87.0, 0.0, 997)) for _ in range(8)]).astype(np.float32)
    x[1] += 1e4  # a large offset: the shift by the row's max is exact
    truth = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    truth /= truth.sum(axis=1, keepdims=True)
    p, _ = _native.softmax_ce_f32(x, np.zeros((8, 1), np.int64), -100)
    np.testing.assert_allclose(p, truth, rtol=1e-6, atol=0)
    first = np.zeros((1, 1), np.int64)
    below, _ = _native.softmax_ce_f32(np.array([[0.0, -88.0, -1e30, -np.inf]], np.float32), first, -100)
    assert below.tolist() == [[1.0, 0.0, 0.0, 0.0]]  # exp underflows to 0 (expf: a subnormal or 0)
    nan, _ = _native.softmax_ce_f32(np.array([[0.0, np.nan]], np.float32), first.astype(np.int32), -100)
    assert np.isnan(nan).all()


def test_ignore_index_rows_have_no_loss_and_no_gradient():
    rng = np.random.default_rng(5)
    logits, _ = _case(rng, 5, 4, np.float64)
    label = np.array([[1], [-1], [3], [-1], [0]])
    for kernel, grad in zip(_kernels(OP), _kernels(OP + "_grad")):
        p, loss = kernel(logits, label, ignore_index=-1)
        assert loss[1, 0] == 0 and loss[3, 0] == 0 and (loss[[0, 2, 4]] > 0).all()
        dx = grad(logits, label, p, np.zeros_like(p), np.ones((5, 1)), ignore_index=-1)
        assert (dx[[1, 3]] == 0).all()
        want = torch.nn.functional.cross_entropy(torch.from_numpy(logits), torch.from_numpy(label.reshape(-1)),
                                                 ignore_index=-1, reduction="none").numpy()
        np.testing.assert_allclose(loss.reshape(-1), want, rtol=1e-12)


@pytest.mark.parametrize("bad", [-1, 4, 2**40])
def test_bad_labels_raise_typed_errors_from_every_kernel(bad):
    logits = np.zeros((3, 4), np.float32)
    label = np.array([[0], [bad], [1]])
    for kernel in _kernels(OP):
        with pytest.raises(InputError, match=rf"input Label should hold class indexes in \[0, 4\), got {bad}"):
            kernel(logits, label, ignore_index=-100)
    for grad in _kernels(OP + "_grad"):
        with pytest.raises(InputError, match="should hold class indexes"):
            grad(logits, label, logits, logits, np.ones((3, 1), np.float32), ignore_index=-100)


def test_raw_cpp_functions_refuse_bad_input_without_crashing():
    x = np.zeros((2, 3), np.float32)
    with pytest.raises(IndexError, match=r"in \[0, 3\), got 3"):
        _native.softmax_ce_f32(x, np.array([[0], [3]]), -100)
    with pytest.raises(IndexError, match="got -5"):
        _native.softmax_ce_grad_f32(x, np.array([[-5], [0]]), x, np.ones((2, 1), np.float32), -100)
    with pytest.raises(TypeError, match="Label must hold integers, got dtype float64"):
        _native.softmax_ce_f32(x, np.array([[0.0], [1.0]]), -100)
    with pytest.raises(IndexError, match="got -1"):  # a uint64 beyond int64 is refused, not wrapped into range
        _native.softmax_ce_f32(x, np.array([[0], [2**64 - 1]], np.uint64), -100)
    with pytest.raises(ValueError, match="Label must be"):
        _native.softmax_ce_f64(x.astype(np.float64), np.array([0, 1, 2]), -100)
    with pytest.raises(ValueError, match="Logits must be"):
        _native.softmax_ce_f32(np.zeros(3, np.float32), np.array([[0]]), -100)
    with pytest.raises(ValueError, match="no classes"):
        _native.softmax_ce_f32(np.zeros((2, 0), np.float32), np.array([[-100], [-100]]), -100)
    with pytest.raises(ValueError, match="Loss@GRAD"):
        _native.softmax_ce_grad_f64(x.astype(np.float64), np.array([[0], [1]]), x.astype(np.float64),
                                    np.ones((3, 1)), -100)


def test_bad_labels_raise_a_typed_error_through_the_layer():
    with Model() as m:
        logits, label = data("logits", [None, 4]), data("label", [None, 1], dtype="int64")
        softmax, loss = layers.softmax_with_cross_entropy(logits, label)
        with pytest.raises(InputError, match="softmax_with_cross_entropy layer's input Label"):
            m.run([loss], feed={logits: np.zeros((2, 4), np.float32), label: np.array([[1], [9]])})


def test_gradient_through_a_model_matches_torch():
    rng = np.random.default_rng(7)
    x0 = rng.normal(size=(6, 5))
    label = rng.integers(0, 5, (6, 1))
    with Model(dtype="float64") as m:
        w = parameter("w", [6, 5], "float64", ("fill_constant", {"value": 0.0}))
        lab = data("label", [None, 1], dtype="int64")
        _, loss = layers.softmax_with_cross_entropy(w, lab)
        total = layers.mean(loss)
        grads = backward(total)
        m.init_params()
        m.root_scope().var("w").set(x0)
        m.run(feed={lab: label})  # the whole net: forward and backward
        got = m.root_scope().var(grads["w"]).value
    t = torch.from_numpy(x0).requires_grad_()
    torch.nn.functional.cross_entropy(t, torch.from_numpy(label.reshape(-1)), reduction="mean").backward()
    np.testing.assert_allclose(got, t.grad.numpy(), rtol=1e-10, atol=1e-12)


# --- huber_loss (composite), sigmoid_cross_entropy_with_logits -------------------------------------
@pytest.mark.parametrize("delta", [0.25, 1.0, 3.0])
def test_huber_loss_matches_torch_value_and_gradient(delta):
    rng = np.random.default_rng(int(delta * 4))
    x0, y0 = rng.normal(size=(8, 3)) * 3, rng.normal(size=(8, 3))
    with Model(dtype="float64") as m:
        x = parameter("x", [8, 3], "float64", ("fill_constant", {"value": 0.0}))
        y = data("y", [None, 3], dtype="float64")
        out = layers.huber_loss(x, y, delta=delta)
        total = layers.mean(out)
        grads = backward(total)
        m.init_params()
        m.root_scope().var("x").set(x0)
        m.run(feed={y: y0})  # the whole net: forward and backward
        value = m.root_scope().var(out.name).value
        got_grad = m.root_scope().var(grads["x"]).value
    t = torch.from_numpy(x0).requires_grad_()
    want = torch.nn.functional.huber_loss(t, torch.from_numpy(y0), reduction="none", delta=delta)
    want.mean().backward()
    np.testing.assert_allclose(value, want.detach().numpy(), rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(got_grad, t.grad.numpy(), rtol=1e-12, atol=1e-12)


def test_sigmoid_cross_entropy_is_finite_at_extreme_logits():
    (kernel,) = default_registry().function("sigmoid_cross_entropy_with_logits").kernels.values()
    x = np.array([[1e4, -1e4, 0.0, 3e17, -3e17, 50.0]], np.float32)
    z = np.array([[0.0, 1.0, 0.5, 0.0, 1.0, 0.3]], np.float32)
    got = kernel(x, z)
    want = torch.nn.functional.binary_cross_entropy_with_logits(torch.from_numpy(x).double(),
                                                                torch.from_numpy(z).double(), reduction="none")
    assert np.isfinite(got).all()
    np.testing.assert_allclose(got, want.numpy(), rtol=1e-6)


# --- metrics --------------------------------------------------------------------------------------
def test_accuracy_counts_top1_hits():
    (kernel,) = default_registry().function("accuracy").kernels.values()
    scores = np.array([[0.1, 0.9], [0.8, 0.2], [0.5, 0.5], [0.3, 0.7]], np.float32)
    acc, correct, total = kernel(scores, np.array([[1], [1], [0], [1]]))
    assert acc.tolist() == [0.75] and correct.tolist() == [3] and total.tolist() == [4]
    acc, correct, total = kernel(np.zeros((0, 3), np.float32), np.zeros((0, 1), np.int64))
    assert acc.tolist() == [0.0] and correct.tolist() == [0] and total.tolist() == [0]
    with pytest.raises(InputError, match=r"accuracy layer's input Label should hold class indexes in \[0, 2\)"):
        kernel(scores, np.array([[1], [2], [0], [1]]))


def _mann_whitney(scores, positive):
    """AUC by ranks: (sum of the positives' average ranks - P(P+1)/2) / (P N)."""
    order = np.argsort(scores, kind="stable")
    ranks = np.empty(len(scores))
    ranks[order] = np.arange(1, len(scores) + 1)
    for s in np.unique(scores):  # ties share their average rank
        ranks[scores == s] = ranks[scores == s].mean()
    p, n = positive.sum(), (~positive).sum()
    return (ranks[positive].sum() - p * (p + 1) / 2) / (p * n)


@pytest.mark.parametrize("num_thresholds", [1, 7, 200, 4095])
def test_auc_is_the_exact_auc_of_the_bucketed_scores(num_thresholds):
    (kernel,) = default_registry().function("auc").kernels.values()
    rng = np.random.default_rng(num_thresholds)
    p = rng.uniform(size=300)
    label = (rng.uniform(size=300) < 0.3 + 0.4 * p).astype(np.int64).reshape(-1, 1)
    got = kernel(np.stack([1 - p, p], axis=1), label, num_thresholds=num_thresholds)
    bucketed = np.floor(p * num_thresholds)
    want = _mann_whitney(bucketed, label.reshape(-1) == 1)
    np.testing.assert_allclose(got, [want], rtol=1e-12)
    try:
        from sklearn.metrics import roc_auc_score
    except ImportError:
        return
    np.testing.assert_allclose(got, [roc_auc_score(label.reshape(-1), bucketed)], rtol=1e-12)


def test_auc_refuses_values_outside_0_1_and_is_0_for_one_class():
    (kernel,) = default_registry().function("auc").kernels.values()
    with pytest.raises(InputError, match=r"auc layer's input Predict should hold values in \[0, 1\], got 1.5"):
        kernel(np.array([[0.2], [1.5]]), np.array([[0], [1]]), num_thresholds=10)
    with pytest.raises(InputError, match="got nan"):
        kernel(np.array([[0.2], [np.nan]]), np.array([[0], [1]]), num_thresholds=10)
    with pytest.raises(InputError, match="auc layer's input Label should hold values in \\[0, 1\\], got 2"):
        kernel(np.array([[0.2], [0.5]]), np.array([[0], [2]]), num_thresholds=10)
    assert kernel(np.array([[0.2], [0.9]]), np.array([[1], [1]]), num_thresholds=10).tolist() == [0.0]


def test_a_loss_refuses_targets_of_another_float_dtype():
    """float32 predictions against float64 targets: a typed error, not a float64 loss the shape rule
    calls float32 (X and Y share the type variable T)."""
    with Model():
        x, y = data("x", [None, 3]), data("y", [None, 3], dtype="float64")
        with pytest.raises(InputError, match="square_error layer's input Y should have the dtype of X"):
            layers.square_error(x, y)
