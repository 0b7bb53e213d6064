"""Inputs over each input's whole declared domain, and domains tested at their boundaries.

The sampler (paddle.testing.inputs) must reach what finds numerical bugs — p = 0, a label of
C-1, |x| >= 1000 beside a smaller value, 0 where relu has its kink, subnormals, sizes of 1 and
above 4, non-default attributes — and never leave a declared domain. Every declared domain is
tested at its edges: the values just inside are accepted, the first ones outside refused with an
InputError naming the layer, the input and the value. Mutants at the end: kernel bugs the
generated checks must catch with these inputs.
"""
from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import HealthCheck, find, given, settings
from hypothesis import strategies as st

from paddle import model as runtime
from paddle.errors import OpRunError
from paddle.generated import layers
from paddle.registry import FunctionMeta, InputError, LodArray, array_of, load_plugins, validate_inputs
from paddle.core.tensor import Tensor
from paddle.testing import inputs as I
from paddle.testing import kernel_checks as K
from paddle.testing import target
from paddle.testing.case import Case, each, run_kernel
from paddle.testing.strategies import SMOOTH_ATTR, cases

REG = load_plugins()
FUNCTIONS = sorted(m.name for m in REG.functions())
SEARCH = settings(max_examples=3000, derandomize=True, database=None, deadline=None,
                  suppress_health_check=list(HealthCheck))


def reaches(op, predicate, **kw):
    """Some case of `op` satisfies `predicate` (hypothesis searches, derandomized)."""
    return find(cases(op, **kw), predicate, settings=SEARCH)


# --- the whole domain is reached -------------------------------------------------------------------

def test_cross_entropy_reaches_p_zero_picked_by_its_label():
    case = reaches("cross_entropy", lambda c: np.any(c.inputs["X"][np.arange(len(c.inputs["X"])),
                                                                   c.inputs["Label"].ravel()] == 0))
    assert case.inputs["X"].min() == 0


def test_labels_reach_the_last_class_and_the_first():
    reaches("cross_entropy", lambda c: c.inputs["X"].shape[1] > 1
            and np.any(c.inputs["Label"] == c.inputs["X"].shape[1] - 1))
    reaches("cross_entropy", lambda c: np.any(c.inputs["Label"] == 0))


def test_probabilities_reach_one_and_subnormals():
    reaches("cross_entropy", lambda c: np.any(c.inputs["X"] == 1.0))
    reaches("cross_entropy", lambda c: np.any((c.inputs["X"] > 0) & (c.inputs["X"] < np.finfo(np.float32).tiny)))


def test_softmax_reaches_a_large_value_beside_a_small_one():
    reaches("softmax", lambda c: np.any(np.ptp(c.inputs["X"], axis=1) >= 1000))


@pytest.mark.parametrize("wanted", ["negative", "zero", "subnormal", "huge"])
def test_unbounded_floats_reach(wanted):
    test = {"negative": lambda x: np.any(x < 0), "zero": lambda x: np.any(x == 0),
            "subnormal": lambda x: np.any((x != 0) & (np.abs(x) < np.finfo(x.dtype).tiny)),
            "huge": lambda x: np.any(np.abs(x) >= 1e15)}[wanted]
    reaches("tanh", lambda c: test(c.inputs["X"]))


def test_sizes_reach_one_and_beyond_four():
    reaches("mul", lambda c: 1 in c.inputs["X"].shape)
    reaches("mul", lambda c: max(c.inputs["X"].shape + c.inputs["Y"].shape) > 4)
    reaches("sum", lambda c: len(c.inputs["X"]) > 2)


@pytest.mark.parametrize("op, dtype, predicate", [
    ("cos_sim", None, lambda a: a["scale"] != 1.0),
    ("scale", "float64", lambda a: a["bias"] != 0.0 and a["scale"] != 1.0),  # the gradient's cases
    ("momentum", None, lambda a: a["use_nesterov"]),
    ("adam", None, lambda a: a["beta1"] != 0.9),
    ("uniform_random", None, lambda a: len(a["shape"]) > 1 and a["min"] != -1.0),
], ids=["cos_sim", "scale_grad", "momentum", "adam", "uniform_random"])
def test_attributes_leave_their_defaults(op, dtype, predicate):
    reaches(op, lambda c: predicate(c.attrs), dtype=dtype)


# --- and never left ----------------------------------------------------------------------------

def _inside(meta, case):
    """Every float and int input within its declared domain (symbols resolved from the case)."""
    sizes = I._declared_sizes(meta, case.infos)
    for t in meta.inputs:
        for a in each(case.inputs.get(t.name)):
            if a is None or t.domain is None:
                continue
            a = array_of(a)  # a sequence's values
            b = I.Bounds.of(t.domain, sizes)
            low_ok = a >= b.low if not b.low_open else a > b.low
            high_ok = a <= b.high if not b.high_open else a < b.high
            assert np.all(low_ok & high_ok), f"{meta.name}.{t.name} leaves {t.domain}: {a}"
            excluded = case.attrs.get(t.domain.excluding)
            assert excluded is None or not np.any(a == excluded), f"{meta.name}.{t.name} holds {excluded}: {a}"
            assert np.all(np.isfinite(a)), f"{meta.name}.{t.name}: {a}"


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_cases_respect_metas_and_domains(data):
    op = data.draw(st.sampled_from(FUNCTIONS))
    region = data.draw(st.sampled_from(I.REGIONS))
    case = data.draw(cases(op, region=region))
    validate_inputs(case.meta, {k: v for k, v in case.infos.items() if v is not None})  # absent optional ones left out
    _inside(case.meta, case)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_gradient_cases_are_small_and_away_from_kinks(data):
    """Why: a central difference of step 1e-6 across relu's 0 or a clamp is wrong by design. (An op
    drawing its own test inputs, `.test_inputs`, keeps its cases away from its own kinks.)"""
    op = data.draw(st.sampled_from([m.name for m in REG.functions() if m.grad is not None
                                    and m.test_inputs_fn is None]))
    case = data.draw(cases(op, dtype="float64"))
    for t in case.meta.inputs:
        for a in each(case.inputs.get(t.name)):
            a = getattr(a, "array", a)  # a sequence's values (a LodArray's array)
            if a is None or a.dtype.kind != "f":
                continue
            assert a.size <= I.ELEMENTS["smooth"], (op, t.name, a.shape)
            assert np.all(np.abs(a) >= I.SMOOTH_MARGIN * (1 - 1e-9)), (op, t.name, a)
            if t.domain is not None:
                b = I.Bounds.of(t.domain, I._declared_sizes(case.meta, case.infos))
                margin = I.SMOOTH_MARGIN * (1 - 1e-9)
                assert np.all((a - b.low >= margin) & (b.high - a >= margin))
    floats = [v for v in case.attrs.values() if isinstance(v, float)]
    assert all(abs(v) <= SMOOTH_ATTR for v in floats), case.attrs


def test_seeded_smooth_cases_are_away_from_kinks_too():
    for seed in range(20):
        x = I.sample_inputs("relu", seed, dtype="float64")["X"]
        assert np.all(np.abs(x) >= I.SMOOTH_MARGIN) and np.all(np.abs(x) <= I.SMOOTH_MAX)


def test_extremes_mix_big_and_zero_in_one_row():
    """check_kernel_at runs each kernel at the extremes and requires finite outputs: a row holding
    both -big/big and 0 (softmax's own test inputs put +-big beside +-1000 along its axis), a
    probability of 0 picked by a label."""
    x = I.sample_inputs("tanh", region="extremes")["X"]
    assert any(np.ptp(row) >= I.big(x.dtype) and 0 in row for row in x), x
    s = I.sample_inputs("softmax", region="extremes")["X"]
    assert any(np.ptp(row) >= I.big(s.dtype) for row in s.reshape(-1, s.shape[-1])), s
    ce = I.sample_inputs("cross_entropy", region="extremes")
    assert np.any(ce["X"][np.arange(len(ce["X"])), ce["Label"].ravel()] == 0), ce


# --- declared domains at their edges ---------------------------------------------------------

DOMAINS = [(m.name, t.name) for m in REG.functions() for t in m.inputs if t.domain is not None]

# Domains the runtime does not refuse values outside of, and why (each a strict xfail: one that
# starts being enforced must leave this list). Enforcement belongs in the runtime, from the
# declaration (proposed: Domain(..., enforced=True), checked by the Operator before the kernel).
NOT_ENFORCED = {
    ("cross_entropy", "X"): "probabilities from a float32 softmax may round past 1; the log clamps p = 0",
    ("cross_entropy_grad", "X"): "as cross_entropy's X",
    ("adam", "Moment2"): "optimizer state the op writes itself, never fed by a user",
    ("adam", "Step"): "optimizer state the op writes itself, never fed by a user",
    ("batch_norm", "Variance"): "running state the op writes itself; a negative one gives IEEE nan, as torch",
    ("batch_norm_grad", "Variance"): "as batch_norm's Variance",
    # label_smooth is affine in its inputs: outside [0, 1] it still computes exactly what it says
    **{(op, slot): "affine in X and PriorDist: exact outside [0, 1], which says what a label means"
       for op, slot in (("label_smooth", "X"), ("label_smooth", "PriorDist"), ("label_smooth_grad", "X"))},
    **{state: "optimizer state the op writes itself, never fed by a user"
       for state in (("adagrad", "Moment"), ("rmsprop", "MeanSquare"), ("adamax", "InfNorm"), ("adamax", "Step"))},
    # outside their domain these give IEEE's nan or inf, as numpy and torch do: refusing them would
    # read every element at every step; check_nan_inf names the op that made one
    **{(op, "X"): "IEEE nan/inf outside the domain, as numpy and torch"
       for base in ("log", "sqrt", "rsqrt", "pow", "asin", "acos", "acosh", "atanh") for op in (base, f"{base}_grad")},
}


def _edge_values(meta, slot, case):
    """(inside, outside): the domain's closed edges and the first values beyond them."""
    t = meta.input(slot)
    b = I.Bounds.of(t.domain, I._declared_sizes(meta, case.infos))
    dtype = array_of(each(case.inputs[slot])[0]).dtype
    if dtype.kind in "iu":
        lo, hi = b.int_range(dtype)
        excluded = case.attrs.get(t.domain.excluding)  # inside the bounds, yet outside the domain
        lo, hi = lo + (lo == excluded), hi - (hi == excluded)  # the edges next to it are inside
        inside = [v for v, bounded in ((lo, b.low > -math.inf), (hi, b.high < math.inf)) if bounded]
        outside = [v for v, bounded in ((lo - 1, b.low > -math.inf), (hi + 1, b.high < math.inf)) if bounded]
        return inside, outside + ([excluded] if excluded is not None and excluded not in outside else [])
    lo, hi = I.float_range(b, dtype)
    step = dtype.type
    inside = [v for v, bounded in ((lo, b.low > -math.inf), (hi, b.high < math.inf)) if bounded]
    outside = [float(np.nextafter(step(v), step(d))) for v, d, bounded in
               ((lo, -math.inf, b.low > -math.inf), (hi, math.inf, b.high < math.inf)) if bounded]
    return inside, outside


def _with(case, slot, value):
    """`case` with one element of `slot` (its first one) set to `value`."""
    inputs = {k: (None if v is None else [_copy(a) for a in v] if isinstance(v, list) else _copy(v))
              for k, v in case.inputs.items()}
    array_of(each(inputs[slot])[0]).flat[0] = value
    return Case(case.op, inputs, case.attrs, case.registry)


def _tensor(value):
    if isinstance(value, LodArray):
        return Tensor(value.array, lod=[list(level) for level in value.lod])
    return Tensor(value)


def _copy(value):
    return LodArray(value.array.copy(), value.lod) if isinstance(value, LodArray) else value.copy()


def _case_with_values(op, slot):
    """A sampled case whose `slot` holds at least one value (a sequence input may be drawn empty)."""
    for seed in range(50):
        case = I.sample_case(op, seed, registry=REG)
        given = case.inputs.get(slot)  # an optional input may be drawn absent
        if given is not None and array_of(each(given)[0]).size:
            return case
    raise AssertionError(f"{op}: no case with values in {slot}")


def _layer_name(meta):
    return meta.derived_from or meta.name


# Values that are truly infinite at an open edge of the domain: at the smallest subnormal x,
# d/dx log x = 1/x, d/dx x**-0.5 and x**y for y < 0 overflow. They must still run there, without an error.
INFINITE_AT_EDGE = {("log_grad", "X"), ("rsqrt_grad", "X"), ("pow", "X"), ("pow_grad", "X")}


def test_a_domain_can_exclude_an_attribute_value():
    """warpctc's Label: classes in [0, C) other than blank, as data (JSON, docs), not code."""
    domain = REG.function("warpctc").input("Label").domain
    assert domain.excluding == "blank" and domain.describe({"C": 5, "blank": 0}) == "[0, 5) other than blank = 0"
    assert REG.function("warpctc_grad").input("Label").domain == domain


@pytest.mark.parametrize("op, slot", DOMAINS)
def test_values_at_the_domain_edges_inside_are_accepted(op, slot):
    meta = REG.function(op)
    case = _case_with_values(op, slot)
    inside, _ = _edge_values(meta, slot, case)
    for value in inside:
        for out in run_kernel(_with(case, slot, value)).values():
            for a in each(out):
                finite = a is None or np.all(np.isfinite(a))
                assert finite or (op, slot) in INFINITE_AT_EDGE, (op, slot, value, a)


@pytest.mark.parametrize("op, slot", [pytest.param(*d, marks=pytest.mark.xfail(strict=True, reason=NOT_ENFORCED[d]))
                                      if d in NOT_ENFORCED else d for d in DOMAINS])
def test_first_values_outside_the_domain_are_refused(op, slot):
    meta = REG.function(op)
    case = _case_with_values(op, slot)
    _, outside = _edge_values(meta, slot, case)
    assert outside, f"{op}.{slot}: a domain without a finite bound is no domain"
    for value in outside:
        with pytest.raises(InputError) as caught:
            run_kernel(_with(case, slot, value))
        _assert_names(caught.value, _layer_name(meta), slot, value)


def _assert_names(err, layer, slot, value):
    assert (err.layer, err.argument, err.value) == (layer, slot, value), (err.layer, err.argument, err.value)
    assert str(err).startswith(f"{layer} layer's input {slot} ") and str(value) in str(err), str(err)


LAYER_DOMAINS = [(op, slot) for op, slot in DOMAINS if hasattr(layers, op) and (op, slot) not in NOT_ENFORCED]


@pytest.mark.parametrize("op, slot", LAYER_DOMAINS)
def test_a_model_refuses_them_with_the_same_typed_error(op, slot):
    """Through the layer and Model.run, as a user meets it: never an OpRunError or IndexError."""
    meta = REG.function(op)
    case = _case_with_values(op, slot)
    inside, outside = _edge_values(meta, slot, case)
    model = runtime.Model(registry=REG)
    feeds = {s: runtime.data(f"{s.lower()}_in", np.shape(array_of(v)), array_of(v).dtype, model=model,
                             seq_type="sequence" if isinstance(v, LodArray) else "none")
             for s, v in case.inputs.items()}
    required = {k: v for k, v in case.attrs.items() if meta.attributes[k].required}  # must_set: the case's value
    excluding = meta.input(slot).domain.excluding  # the attribute whose value the domain leaves out
    if excluding is not None:
        required[excluding] = case.attrs[excluding]
    out = getattr(layers, op)(**feeds, **required, model=model)
    outs = list(out) if isinstance(out, tuple) else [out]  # an op of several outputs gives a tuple
    for value in inside:
        model.run(outs, feed={feeds[s]: _tensor(v) for s, v in _with(case, slot, value).inputs.items()})
    for value in outside:
        with pytest.raises(InputError) as caught:
            model.run(outs, feed={feeds[s]: _tensor(v) for s, v in _with(case, slot, value).inputs.items()})
        assert not isinstance(caught.value, OpRunError)
        _assert_names(caught.value, op, slot, value)


# --- mutants the generated checks catch with these inputs ------------------------------------------

def _mutant(op, **kernels):
    """A copy of the default registry in which `op` has other kernels (reference included where
    the op declares none: the reference falls back to the kernel)."""
    registry = REG.copy()
    meta = registry.function(op)
    registry.replace(meta.replace(kernels={**meta.kernels, **kernels}))
    return registry


def _fails(registry, check):
    target.use_registry(registry)
    try:
        with pytest.raises(AssertionError):
            check()
    finally:
        target.use_registry(None)


CI = settings(max_examples=40, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))


def _over_cases(op, check, **kw):
    return lambda: CI(given(cases(op, **kw))(check))()


def _softmax_unshifted(x, *, axis):
    e = np.exp(x)
    return e / e.sum(axis=axis, keepdims=True)


def _cross_entropy_unclamped(x, label):
    return -np.log(x[np.arange(len(x)), label.ravel()]).reshape(-1, 1)


def test_softmax_without_its_max_shift_is_caught():
    _fails(_mutant("softmax", array=_softmax_unshifted), lambda: K.check_kernel_at("softmax", {}))


def test_cross_entropy_without_its_clamp_is_caught():
    _fails(_mutant("cross_entropy", array=_cross_entropy_unclamped), lambda: K.check_kernel_at("cross_entropy", {}))


def test_relu_grad_passing_the_gradient_at_zero_and_below_is_caught():
    registry = _mutant("relu_grad", array=lambda x, out, dout: dout * (out >= 0))
    _fails(registry, _over_cases("relu", K.check_gradient, dtype="float64"))


def test_scale_grad_adding_the_bias_is_caught():
    """The C++ scale_grad, had it added the bias (checked only at bias 0 before attributes were drawn)."""
    registry = _mutant("scale_grad", cpu=lambda x, dout, *, scale, bias: scale * dout + bias)
    _fails(registry, _over_cases("scale", K.check_gradient, dtype="float64"))


def test_sigmoid_grad_ignoring_negative_inputs_is_caught():
    registry = _mutant("sigmoid_grad", array=lambda x, out, dout: dout * np.abs(out * (1 - out)) * (x > 0))
    _fails(registry, _over_cases("sigmoid", K.check_gradient, dtype="float64"))


def _check_labels_loosened(label, classes):
    if label.min() < 0 or label.max() > classes:  # the mutant: `> C` for `>= C`
        raise InputError("cross_entropy layer's input Label is out of range", layer="cross_entropy",
                         argument="Label", value=int(label.max()))
    return label.reshape(-1)


def test_a_label_check_loosened_to_more_than_c_is_caught():
    def loosened(x, label):
        picked = x[np.arange(len(x)), _check_labels_loosened(label, x.shape[1])]
        return -np.log(np.maximum(picked, 1e-20)).reshape(-1, 1)
    registry = _mutant("cross_entropy", array=loosened)
    case = I.sample_case("cross_entropy", registry=registry)
    _, outside = _edge_values(registry.function("cross_entropy"), "Label", case)
    with pytest.raises(Exception) as caught:
        run_kernel(_with(case, "Label", outside[-1]))
    assert not isinstance(caught.value, InputError)  # an IndexError: what the domain test refuses


def test_domains_are_declared_where_an_op_needs_them():
    """Ops whose inputs have a domain of meaning: indexes, probabilities, squares, counts."""
    assert {("cross_entropy", "X"), ("cross_entropy", "Label"), ("adam", "Moment2"), ("adam", "Step")} <= set(DOMAINS)
    assert all(isinstance(REG.get(op), FunctionMeta) for op, _ in DOMAINS)
