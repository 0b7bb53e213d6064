"""The fused elementwise kernels (generated/cpp/fused_ops.cc, from the ops' `.elementwise`
declarations) against the unfused ops they replace, and the plan's fusion pass
(paddle/core/fusion.py, flag fuse_elementwise).

Each generated kernel: forward equal to the head op then the tail op run through the registry
(their own kernels), float32 and float64, every layout of Y (a bias per row, per channel, a Y of
X's shape, a single value) at odd sizes; gradient against central differences of the unfused
chain in float64, and against the unfused chain's gradient ops in a training net.
"""
import numpy as np
import pytest

import paddle
from paddle import Model
from paddle.core.fusion import AffineChain, find_chains, tiling
from paddle.generated import layers
from paddle.kernels import _native
from paddle.model import backward, data, optimize
from paddle.registry import DeclarationError, Function, default_registry
from paddle.registry.fusion import chains, fused_name

REGISTRY = default_registry()
PAIRS = [(h.name, t.name) for h, t in chains(REGISTRY.functions())]
# (X's shape, Y's shape) each head takes: rowwise_add a row bias, elementwise_add one shape, add any tiling
LAYOUTS = {
    "rowwise_add": [((5, 7), (7,)), ((1, 3), (3,))],
    "elementwise_add": [((2, 3, 5), (2, 3, 5)), ((7,), (7,))],
    "add": [((3, 5, 4, 3), (5, 1, 1)), ((2, 3, 5), (2, 3, 5)), ((4, 6), (6,)), ((2, 3, 4), (3, 1)), ((3, 2), (1,))],
}
CASES = [(h, t, xs, ys) for h, t in PAIRS for xs, ys in LAYOUTS[h]]


def _ids(case):
    h, t, xs, ys = case
    return f"{h}-{t}-{'x'.join(map(str, xs))}-{'x'.join(map(str, ys))}"


def _kernel(op, dtype):
    return REGISTRY.function(op).kernel_for("cpu", paddle.registry.DataType.of(dtype))


def _unfused(head, tail, x, y):
    return _kernel(tail, x.dtype)(_kernel(head, x.dtype)(x, y))


def _inputs(xs, ys, dtype, seed=0):
    """Values whose sum stays clear of relu's kink (0), so central differences are exact there."""
    rng = np.random.default_rng(seed)
    x = rng.choice([-1.0, 1.0], size=xs) * rng.uniform(0.3, 1.2, size=xs)
    y = rng.uniform(-0.1, 0.1, size=ys)
    return x.astype(dtype), y.astype(dtype)


def _tiled(x, y):
    m, inner = tiling(x.shape, y.shape)
    return m, inner


def test_every_declared_chain_has_a_generated_kernel():
    assert {("add", "relu"), ("rowwise_add", "sigmoid"), ("rowwise_add", "tanh")} <= set(PAIRS)
    for h, t in PAIRS:
        assert hasattr(_native, fused_name(h, t)) and hasattr(_native, fused_name(h, t) + "_grad")


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_forward_is_the_unfused_ops(case, dtype):
    head, tail, xs, ys = case
    x, y = _inputs(xs, ys, dtype)
    fused = getattr(_native, fused_name(head, tail))(x, y, *_tiled(x, y))
    want = _unfused(head, tail, x, y)
    assert fused.dtype == want.dtype and fused.shape == want.shape
    tol = 1e-6 if dtype == np.float32 else 1e-13
    np.testing.assert_allclose(fused, want, rtol=tol, atol=tol)


def _numeric_grads(head, tail, x, y, dout, eps=1e-6):
    def loss(a, b):
        return float((_unfused(head, tail, a, b) * dout).sum())
    grads = []
    for which in (x, y):
        g = np.zeros_like(which)
        for i in np.ndindex(which.shape):
            keep = which[i]
            which[i] = keep + eps
            up = loss(x, y)
            which[i] = keep - eps
            down = loss(x, y)
            which[i] = keep
            g[i] = (up - down) / (2 * eps)
        grads.append(g)
    return grads


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_gradient_is_the_numeric_gradient_of_the_unfused_chain(case):
    head, tail, xs, ys = case
    x, y = _inputs(xs, ys, np.float64, seed=1)
    dout = np.random.default_rng(2).normal(size=xs)
    out = _unfused(head, tail, x, y)
    dx, dy = getattr(_native, fused_name(head, tail) + "_grad")(x, y, out, dout, *_tiled(x, y))
    want_dx, want_dy = _numeric_grads(head, tail, x, y, dout)
    assert dx.shape == x.shape and dy.shape == y.shape
    np.testing.assert_allclose(dx, want_dx, rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(dy, want_dy, rtol=1e-6, atol=1e-8)


def test_float32_gradient_of_a_wide_bias_sums_in_double():
    x = np.full((4096, 3), 0.5, np.float32) + np.float32(1e-3) * np.arange(3, dtype=np.float32)
    y = np.zeros(3, np.float32)
    out = _unfused("rowwise_add", "relu", x, y)
    _, dy = _native.fused_rowwise_add_relu_grad(x, y, out, np.full_like(x, 0.1), 3, 1)
    np.testing.assert_allclose(dy, np.full(3, 409.6), rtol=1e-6)


@pytest.mark.parametrize("xs, ys", [((8, 6, 24, 24), (6, 1, 1)), ((6000, 40), (40,)), ((3, 70000), (3, 70000))])
def test_threads_give_the_same_bits(xs, ys):
    """Split across the pool (blocks, row tiles or elements), each Y@GRAD sum in one fixed order."""
    x, y = _inputs(xs, ys, np.float32, seed=4)
    dout = np.random.default_rng(5).normal(size=xs).astype(np.float32)
    m, inner = _tiled(x, y)
    results = []
    try:
        for threads in (1, 2, 3):
            _native.set_threads(threads)
            out = _native.fused_add_tanh(x, y, m, inner)
            results.append([a.tobytes() for a in (out, *_native.fused_add_tanh_grad(x, y, out, dout, m, inner))])
    finally:
        _native.set_threads(0)
    assert results[0] == results[1] == results[2]


def test_kernels_refuse_what_they_cannot_tile():
    x, y = np.ones((2, 3)), np.ones(4)
    with pytest.raises(ValueError, match="does not tile X"):
        _native.fused_add_relu(x, y, 4, 1)
    with pytest.raises(ValueError, match="float32 or float64"):
        _native.fused_add_relu(x.astype(np.int32), y.astype(np.int32), 3, 1)


@pytest.mark.parametrize("x, y, want", [
    ((5, 7), (7,), (7, 1)), ((3, 5, 4, 3), (5, 1, 1), (5, 12)), ((2, 3), (2, 3), (6, 1)), ((2, 3), (1,), (1, 1)),
    ((2, 3, 4), (3, 1), (3, 4)), ((2, 3, 4), (2, 1, 4), None), ((3,), (2, 3), None), ((2, 3), (1, 3, 1), None)])
def test_tiling(x, y, want):
    assert tiling(x, y) == want


# --- the plan's pass ---------------------------------------------------------------------------
@pytest.fixture
def flags():
    """The flags back as they were after each test."""
    before = paddle.get_flags()
    yield
    paddle.set_flags(fuse_elementwise=before["fuse_elementwise"], reuse_buffers=before["reuse_buffers"])


def small_net(dtype="float32"):
    """conv + bias + relu, a residual add + relu, fc + tanh, fc + sigmoid: every head, two tails."""
    model = Model(seed=2)
    with model:
        x, label = data("x", [None, 3, 5, 5], dtype=dtype), data("label", [None, 1], dtype="int64")
        a = layers.img_conv(x, num_filters=4, filter_size=3, padding=1, act="relu")
        b = layers.img_conv(a, num_filters=4, filter_size=3, padding=1)
        residual = layers.add(a, b)
        h = layers.relu(residual)
        f = layers.fc(layers.fc(layers.flatten(h, axis=1), size=6, act="tanh"), size=6, act="sigmoid")
        _, loss = layers.softmax_with_cross_entropy(layers.fc(f, size=3), label)
        avg = layers.mean(loss)
        backward(avg)
        updates = optimize("momentum", learning_rate=0.1, momentum=0.9)
    return model, avg, h, residual, updates


def _train(fuse, dtype="float32", steps=3):
    paddle.set_flags(fuse_elementwise=fuse)
    model, avg, h, _, updates = small_net(dtype)
    rng = np.random.default_rng(0)
    feed = {"x": rng.normal(size=(4, 3, 5, 5)).astype(dtype), "label": rng.integers(0, 3, (4, 1))}
    losses = [float(model.run(avg, feed=feed, train=updates)[0]) for _ in range(steps)]
    scope = model.root_scope()
    params = {n: scope.var(n).value.copy() for n in scope.local_names() if scope.var(n).label == "parameter"}
    return model, losses, params, h


def _plans(model):
    return [p for net in model._subnets._cache.values() for plans in net._plans.values() for p in plans.values()]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_a_training_net_fused_learns_what_it_learns_unfused(flags, dtype):
    _, losses, params, _ = _train(False, dtype)
    model, fused_losses, fused_params, _ = _train(True, dtype)
    steps = [(len(p.steps), len(p.run_steps)) for p in _plans(model)]
    assert any(run < all_ for all_, run in steps), steps  # the pass did fuse
    tol = 1e-5 if dtype == "float32" else 1e-12
    np.testing.assert_allclose(fused_losses, losses, rtol=tol)
    for name, value in params.items():
        np.testing.assert_allclose(fused_params[name], value, rtol=tol, atol=tol, err_msg=name)


def test_the_chains_found_in_a_training_net(flags):
    model, _, _, _ = _train(True, steps=1)
    net = next(iter(model._subnets._cache.values()))
    found = sorted(c.kernel for c in net.chains())
    assert found == ["fused_add_relu", "fused_add_relu", "fused_rowwise_add_sigmoid", "fused_rowwise_add_tanh"]
    assert all(c.tail_grad is not None and c.dx and c.dy for c in net.chains())
    plan = _plans(model)[0]
    # the tails and the heads' grad ops go (the heads and the tails' grad ops become the fused steps)
    assert len(plan.steps) - len(plan.run_steps) == 4 + (2 + 2 + 1 + 1)


def test_a_fetched_intermediate_is_not_fused_away(flags):
    paddle.set_flags(fuse_elementwise=True)
    model, avg, h, residual, updates = small_net()
    rng = np.random.default_rng(0)
    feed = {"x": rng.normal(size=(2, 3, 5, 5)).astype("float32"), "label": rng.integers(0, 3, (2, 1))}
    fetched, _ = model.run([residual, avg], feed=feed, train=updates)
    net = next(iter(model._subnets._cache.values()))
    assert residual.name not in {c.mid for c in net.chains()} and len(net.chains()) == 3
    assert fetched.shape == (2, 4, 5, 5) and h.value().shape == (2, 4, 5, 5)  # h dropped: computed again
    again, relu = model.run([residual, h])  # after the update, both from the same parameters
    np.testing.assert_array_equal(np.maximum(again, 0), relu)


def test_the_switch_turns_it_off(flags, monkeypatch):
    monkeypatch.setenv("PADDLE_FUSE_ELEMENTWISE", "0")
    assert paddle.core.flags.Flags().fuse_elementwise is False
    model, _, _, _ = _train(False, steps=1)
    assert all(len(p.steps) == len(p.run_steps) for p in _plans(model))


def test_no_chain_without_a_memory_plan_or_with_a_second_reader():
    from paddle.core.net import PlainNet
    from paddle.registry import OpDesc

    def op(t, ins, outs):
        return OpDesc(type=t, inputs={k: [v] for k, v in ins.items()}, outputs={k: [v] for k, v in outs.items()})
    net = PlainNet()
    net.add_op(op("add", {"X": "x", "Y": "b"}, {"Out": "t"}))
    net.add_op(op("relu", {"X": "t"}, {"Out": "out"}))
    assert net.chains() == []  # no memory plan: a caller may read t
    net.release_after_use({"out"})
    assert [c.kernel for c in net.chains()] == ["fused_add_relu"]
    assert find_chains(net.ops, frozenset({"out", "t"})) == []  # t kept
    net.add_op(op("tanh", {"X": "t"}, {"Out": "other"}))
    assert net.chains() == []  # t read twice
    carried = PlainNet()
    carried.add_op(op("tanh", {"X": "out"}, {"Out": "last"}))  # reads out's value from the last run
    carried.add_op(op("add", {"X": "x", "Y": "b"}, {"Out": "t"}))
    carried.add_op(op("relu", {"X": "t"}, {"Out": "out"}))
    carried.release_after_use({"last", "out"})
    assert carried.chains() == []  # writing out at the add's place would change what tanh reads


def test_an_expression_outside_the_vocabulary_is_refused_at_declaration():
    with pytest.raises(DeclarationError, match="names \\['z'\\]"):
        (Function("probe_scale", "probe").input("X").output("Out", like="X")
         .elementwise("x * z", X="dout").kernel(lambda x: x).no_grad("probe").no_oracle("probe").build())
    with pytest.raises(DeclarationError, match="gradient expression"):
        (Function("probe_scale", "probe").input("X").output("Out", like="X")
         .elementwise("x", Y="dout").kernel(lambda x: x).no_grad("probe").no_oracle("probe").build())
    with pytest.raises(DeclarationError, match="names \\['x'\\]"):  # a tail's gradient reads out, dout only
        (Function("probe_scale", "probe").input("X").output("Out", like="X")
         .elementwise("x", X="dout * x").kernel(lambda x: x).no_grad("probe").no_oracle("probe").build())


def test_the_generated_file_is_checked_fresh(tmp_path):
    from paddle import codegen
    codegen.generate(REGISTRY, tmp_path)
    source = tmp_path / "cpp" / "fused_ops.cc"
    text = source.read_text()
    assert text.startswith("// @generated") and "inline T tanh_grad(T out, T dout)" in text
    source.write_text(text.replace("return out > T(0) ? dout", "return out >= T(0) ? dout"))  # a hand edit
    assert codegen.check(REGISTRY, tmp_path) == ["cpp/fused_ops.cc"]


# --- batch norm in inference mode + activation ------------------------------------------------
TAILS = sorted({t for _, t in PAIRS})


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("tail", TAILS)
@pytest.mark.parametrize("shape", [(3, 5, 4, 3), (2, 7), (1, 3, 5)])
def test_affine_forward_is_batch_norm_in_inference_then_the_activation(shape, tail, dtype):
    rng = np.random.default_rng(3)
    c = shape[1]
    x = rng.normal(size=shape).astype(dtype)
    scale, bias, mean = (rng.normal(size=c).astype(dtype) for _ in range(3))
    variance = rng.uniform(0.2, 2.0, size=c).astype(dtype)
    y = _kernel("batch_norm", x.dtype)(x, scale, bias, mean, variance, momentum=0.9, epsilon=1e-5, is_test=True)[0]
    want = _kernel(tail, x.dtype)(y)
    a = scale.astype(np.float64) / np.sqrt(variance.astype(np.float64) + 1e-5)
    b = bias.astype(np.float64) - mean.astype(np.float64) * a
    got = getattr(_native, f"fused_affine_{tail}")(x, a, b, c, int(np.prod(shape[2:])))
    assert got.dtype == want.dtype
    tol = 1e-6 if dtype == np.float32 else 1e-13
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol)


def conv_bn_relu(dtype="float32", pool=False):
    """conv, batch norm, relu; with `pool`, a pooling between the conv and batch norm (which then
    has no convolution to fold into: the affine chain alone)."""
    model = Model(seed=4)
    with model:
        x = data("x", [None, 2, 5, 5], dtype=dtype)

        def p(name, value):
            return paddle.model.parameter(name, [3], dtype=dtype, initializer=("uniform_random", {"min": value,
                                                                                                    "max": 2 * value}))
        y = layers.img_conv(x, num_filters=3, filter_size=3, padding=1, bias=False)
        if pool:
            y = layers.img_pool(y, pool_size=3, stride=1, padding=1, pool_type="avg")
        y = layers.batch_norm(y, p("bn.scale", 0.5), p("bn.bias", 0.1), p("bn.mean", 0.1), p("bn.var", 0.5))[0]
        out = layers.relu(y)
    return model, out


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_an_inference_run_fuses_batch_norm_and_relu(flags, dtype):
    """After a pooling, the affine chain; right after the convolution, the fold into it (whose
    batch norm + relu part is that affine chain: the part a GPU plan runs)."""
    feed = {"x": np.random.default_rng(5).normal(size=(3, 2, 5, 5)).astype(dtype)}
    results = []
    for pool, fuse in ((True, False), (True, True), (False, False), (False, True)):
        paddle.set_flags(fuse_elementwise=fuse)
        model, out = conv_bn_relu(dtype, pool)
        results.append(model.run(out, feed=feed, inference=True))
        (chain,) = next(iter(model._subnets._cache.values())).chains()  # found; run fused only when on
        affine = chain if pool else chain.unfolded
        assert type(affine) is AffineChain and affine.kernel == "fused_affine_relu"
        assert all(len(p.run_steps) == len(p.steps) - fuse * (1 if pool else 2) for p in _plans(model))
    np.testing.assert_allclose(results[1], results[0], rtol=1e-6 if dtype == "float32" else 1e-13, atol=1e-7)
    np.testing.assert_allclose(results[3], results[2], rtol=1e-5 if dtype == "float32" else 1e-12, atol=1e-6)
    assert all((r == 0).any() and (r > 0).any() for r in results)
