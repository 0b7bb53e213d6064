"""Net descriptions and op runners shared by the runtime tests."""


import numpy as np

from paddle import NetDesc, Operator, Scope, VarDesc
from paddle.core.plan import run_op as run_operator
from paddle.registry import OpDesc, default_registry


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


def run_op(op_type, inputs, **attrs):
    """Run one op on `inputs` (slot -> array, a list of arrays for a variadic slot); its output,
    or a list of outputs (a list of arrays for a variadic output)."""
    scope = Scope()
    names = {}
    for slot, value in inputs.items():
        names[slot] = [f"{slot}.{i}" for i in range(len(value))] if isinstance(value, list) else [slot]
        for n, v in zip(names[slot], value if isinstance(value, list) else [value]):
            scope.new_var(n).set(v)
    meta = default_registry().function(op_type)
    count = len(next(iter(names.values()), [])) or 1
    outs = {o.name: ([f"{o.name}.{i}" for i in range(count)] if o.variadic else [o.name]) for o in meta.outputs}
    run_operator(Operator(OpDesc(type=op_type, inputs=names, outputs=outs, attrs=attrs)), scope)
    values = [[scope.var(n).value for n in outs[o.name]] if o.variadic else scope.var(o.name).value
              for o in meta.outputs]
    return values[0] if len(values) == 1 else values


def assert_trained_alike(losses, state, other_losses, other_state, dtype):
    """Two trainings of one net (fused and unfused, say) gave the same losses, parameters and
    running statistics, within float rounding of the dtype."""
    import numpy as np

    tol = 1e-5 if dtype == "float32" else 1e-12
    np.testing.assert_allclose(other_losses, losses, rtol=tol)
    assert state.keys() == other_state.keys() and any(n.endswith(".mean") for n in state)
    for name, value in state.items():
        np.testing.assert_allclose(other_state[name], value, rtol=tol, atol=tol, err_msg=name)


# --- batch norm's fused kernels (test_fused_batch_norm, test_fused_residual, test_fused_summed_grad) ---
BN_SHAPES = [(3, 5, 4, 3), (4, 3, 17), (5, 2), (2, 3, 8, 8)]  # partial blocks, [N, C], whole blocks


def cpu_kernel(op_type, dtype):
    """The registered cpu kernel of `op_type` for `dtype`."""
    from paddle.registry import DataType

    return default_registry().function(op_type).kernel_for("cpu", DataType.of(dtype))


def batch_norm_case(rng, shape, dtype, residual=False):
    """X (mean about 1), R (the residual's other input, where `residual`) and batch norm's four
    parameters (Scale, Bias, Mean, Variance) for `shape` [N, C, ...], drawn from `rng` in that order."""
    c = shape[1]
    x = (rng.normal(size=shape) * 2 + 1).astype(dtype)
    r = rng.normal(size=shape).astype(dtype) if residual else None
    params = (rng.uniform(0.5, 2, c), rng.normal(size=c) * 0.3, rng.normal(size=c), rng.uniform(0.5, 2, c))
    return x, r, tuple(p.astype(dtype) for p in params)


def numeric_gradient(model, loss, feed, name, eps=1e-6):
    """d loss / d `name` by central differences of whole runs of `model` (float64), the variable's
    array perturbed in place one element at a time."""
    array = model.root_scope().var(name).value
    numeric = np.zeros_like(array)
    for i in np.ndindex(array.shape):
        keep = array[i].copy()
        array[i] = keep + eps
        up = float(model.run(loss, feed=feed)[0])
        array[i] = keep - eps
        down = float(model.run(loss, feed=feed)[0])
        array[i] = keep
        numeric[i] = (up - down) / (2 * eps)
    return numeric
