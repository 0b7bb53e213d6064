"""Every constraint kind: its check, its message, its JSON form and its boundary values."""
import math

import pytest

from paddle.registry import (AtLeast, AtMost, AttributeTypeError, AttrType, ConstraintError, Custom, Default, Function,
                             InRange, LargerThan, Length, MustSet, OneOf, Registry, SmallerThan,
                             validate_attrs)

F = AttrType.of(float)
I = AttrType.of(int)
S = AttrType.of(str)
LI = AttrType.of(list[int])
TINY = math.nextafter(0.0, 1.0)


def _even(v: int) -> bool:
    return v % 2 == 0


# (constraint, attribute type, accepted values, rejected values, phrase, JSON form)
CASES = [
    (LargerThan(value=0.0), F, [TINY, 1e-9, 3.0], [0.0, -TINY, -1.0], "larger than 0.0",
     {"kind": "larger_than", "value": 0.0}),
    (LargerThan(value=2), I, [3, 100], [2, 1], "larger than 2", {"kind": "larger_than", "value": 2}),
    (AtLeast(value=1), I, [1, 2], [0, -5], "at least 1", {"kind": "at_least", "value": 1}),
    (SmallerThan(value=1.0), F, [0.5, math.nextafter(1.0, 0.0)], [1.0, 2.0], "smaller than 1.0",
     {"kind": "smaller_than", "value": 1.0}),
    (AtMost(value=10), I, [10, -3], [11], "at most 10", {"kind": "at_most", "value": 10}),
    (InRange(low=0.0, high=1.0), F, [0.0, 1.0, 0.5], [-TINY, math.nextafter(1.0, 2.0)],
     "in range [0.0, 1.0]", {"kind": "in_range", "low": 0.0, "high": 1.0}),
    (OneOf(values=("sum", "mean")), S, ["sum", "mean"], ["max", ""], "one of ['sum', 'mean']",
     {"kind": "one_of", "values": ["sum", "mean"]}),
    (Length(min=1, max=3), LI, [[1], [1, 2, 3]], [[], [1, 2, 3, 4]], "a list of length between 1 and 3",
     {"kind": "length", "min": 1, "max": 3}),
    (Length(min=2, max=2), LI, [[1, 2]], [[1], [1, 2, 3]], "a list of length 2",
     {"kind": "length", "min": 2, "max": 2}),
    (Custom(predicate=_even, message="an even number", valid=(2,), invalid=(3,)), I, [0, 2, -4], [1, 3],
     "an even number", {"kind": "custom", "message": "an even number", "ref": f"{__name__}:_even",
                        "valid": [2], "invalid": [3]}),
]
IDS = [f"{c.kind}-{t.kind}-{i}" for i, (c, t, *_rest) in enumerate(CASES)]


@pytest.mark.parametrize("constraint,t,good,bad,phrase,json_form", CASES, ids=IDS)
def test_check_accepts_and_rejects(constraint, t, good, bad, phrase, json_form):
    assert all(constraint.check(v) for v in good)
    assert not any(constraint.check(v) for v in bad)


@pytest.mark.parametrize("constraint,t,good,bad,phrase,json_form", CASES, ids=IDS)
def test_phrase_and_json(constraint, t, good, bad, phrase, json_form):
    assert constraint.phrase() == phrase
    assert constraint.to_data() == json_form


@pytest.mark.parametrize("constraint,t,good,bad,phrase,json_form", CASES, ids=IDS)
def test_boundary_values_are_on_the_right_side(constraint, t, good, bad, phrase, json_form):
    b = constraint.boundary(t)
    assert b.inside and b.outside
    assert all(constraint.check(v) for v in b.inside), b.inside
    assert not any(constraint.check(v) for v in b.outside), b.outside


def test_numeric_boundaries_are_just_inside_and_just_outside():
    b = LargerThan(value=0.0).boundary(F)
    assert TINY in b.inside and 0.0 in b.outside and -TINY in b.outside
    b = InRange(low=1, high=4).boundary(I)
    assert {1, 4} <= set(b.inside) and set(b.outside) == {0, 5}
    assert AtLeast(value=3).boundary(I).outside == [2]
    assert AtMost(value=3).boundary(I).outside == [4]


def test_numeric_constraint_on_a_list_applies_to_every_element():
    c = LargerThan(value=0)
    assert c.check([1, 2, 3]) and not c.check([1, 0, 3])
    assert c.boundary(LI).outside == [[0], [-1]]


def test_default_and_must_set_are_data():
    assert Default(value=1.0).to_data() == {"kind": "default", "value": 1.0}
    assert MustSet().to_data() == {"kind": "must_set"}
    assert Default(value=1.0).boundary(F).inside == [1.0]


def _op_with(attr_type, *constraints, registry=None):
    fn = Function("probe", "an op to probe constraints").input("X").output("Out", like="X")
    fn.attribute("a", attr_type, "the probed attribute")
    for c in constraints:
        fn._add(c)
    return fn.no_grad("test op").kernel("cpu", lambda x, *, a: x).register(Registry() if registry is None else registry)


@pytest.mark.parametrize("constraint,t,good,bad,phrase,json_form", CASES, ids=IDS)
def test_message_through_validation(constraint, t, good, bad, phrase, json_form):
    py_type = {"float": float, "int": int, "str": str, "list": list[int]}[t.kind]
    meta = _op_with(py_type, constraint)
    for v in good:
        assert validate_attrs(meta, {"a": v})["a"] == v
    for v in bad:
        with pytest.raises(ConstraintError) as info:
            validate_attrs(meta, {"a": v})
        assert str(info.value) == f"probe layer's a parameter should be {phrase}, got {v!r}"
        assert (info.value.layer, info.value.argument, info.value.rule) == ("probe", "a", constraint.kind)


def test_first_broken_constraint_in_declaration_order_is_reported():
    meta = _op_with(int, AtLeast(value=0), AtMost(value=5))
    with pytest.raises(ConstraintError, match="should be at most 5, got 6"):
        validate_attrs(meta, {"a": 6})
    with pytest.raises(ConstraintError, match="should be at least 0, got -1"):
        validate_attrs(meta, {"a": -1})


# --- one home per constraint: `check` runs the very `source` the generator emits -------------------

def _run_source(constraint, value):
    source = constraint.source("value", isinstance(value, list))
    return bool(eval(f"lambda value: {source}", {"math": math, "_custom": {f"{__name__}:_even": _even}})(value))


@pytest.mark.parametrize("constraint,t,good,bad,phrase,json_form", CASES, ids=IDS)
def test_source_is_the_predicate_check_runs(constraint, t, good, bad, phrase, json_form):
    for v in good + bad + [b for b in constraint.boundary(t).inside + constraint.boundary(t).outside]:
        assert _run_source(constraint, v) == constraint.check(v), v


def test_numeric_source_on_a_list_tests_every_element():
    assert LargerThan(value=0).source("v", True) == "all(x > 0 for x in v)"
    assert InRange(low=0.0, high=1.0).source("v") == "0.0 <= v <= 1.0"


@pytest.mark.parametrize("constraint,t,good,bad,phrase,json_form", CASES, ids=IDS)
def test_json_form_reads_back_to_the_same_constraint(constraint, t, good, bad, phrase, json_form):
    from paddle.registry.constraints import from_data
    again = from_data(constraint.to_data())
    assert again == constraint and again.to_data() == json_form
    assert all(again.check(v) for v in good) and not any(again.check(v) for v in bad)


# --- floats are finite unless declared otherwise -----------------------------------------------

@pytest.mark.parametrize("value,shown", [(math.nan, "nan"), (math.inf, "inf"), (-math.inf, "-inf")])
def test_nan_and_infinity_are_refused_for_a_float_attribute(value, shown):
    meta = _op_with(float)
    with pytest.raises(AttributeTypeError) as info:
        validate_attrs(meta, {"a": value})
    assert str(info.value) == f"probe layer's a parameter should be a finite float, got float {shown}"


def test_nan_is_refused_in_a_list_of_floats():
    meta = _op_with(list[float])
    with pytest.raises(AttributeTypeError) as info:
        validate_attrs(meta, {"a": [1.0, math.nan]})
    assert str(info.value) == "probe layer's a parameter should be a list of finite float, got list [1.0, nan]"


def test_finite_false_lets_infinity_through_and_the_constraints_judge_nan():
    fn = Function("probe", "d").input("X").output("Out", like="X")
    meta = (fn.attribute("a", float, "may be infinite", finite=False).default(1.0).larger_than(0.0)
            .no_grad("t").kernel("cpu", lambda x, *, a: x).register(Registry()))
    assert validate_attrs(meta, {"a": math.inf})["a"] == math.inf
    with pytest.raises(ConstraintError) as info:
        validate_attrs(meta, {"a": math.nan})
    assert str(info.value) == "probe layer's a parameter should be larger than 0.0, got nan"
    assert meta.attributes["a"].type.to_data()["finite"] is False


def test_a_list_attributes_range_bounds_come_at_the_length_it_takes():
    """pool2d's ksize is a list of 2 in [1, 32]: its range bounds are tried as [32, 32] and [33, 33], not [32]
    (which the length rule refuses first, so the range would never be exercised)."""
    from paddle.registry import AttributeMeta, InRange, Length
    ksize = AttributeMeta("ksize", "window", LI, (Default(value=[2, 2]), Length(min=2, max=2), InRange(low=1, high=32)))
    values = [v for b in ksize.boundaries() for v in b.inside + b.outside]
    assert [32, 32] in values and [33, 33] in values and [0, 0] in values
    assert all(len(v) == 2 for b in ksize.boundaries()[2:] for v in b.inside + b.outside)
    without_default = AttributeMeta("k", "k", LI, (Length(min=3), AtLeast(value=1)))
    assert without_default.boundaries()[1].outside == [[0, 0, 0]]
