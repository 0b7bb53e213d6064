"""Refusals of the new declaration vocabulary (gradient rules, shape/dtype rules as data, domains,
custom predicates, finite floats): each is refused at registration, naming the file and line
where the op was declared and what to change."""
import inspect
import math

import pytest

from paddle.registry import INTEGERS, DataType, DeclarationError, Domain, Function, GradOp, Registry

HERE = __file__


def _op(name="op"):
    return Function(name, "a test op").input("X").output("Out", like="X")


def _two(name="op"):
    """An op with two differentiated inputs."""
    return Function(name, "a test op").input("X").input("Y").output("Out", like="X")


# every declaration below starts in `_op` or `_two`: that is the line an error must name
OP_LINE = inspect.getsourcelines(_op)[1] + 1
TWO_LINE = inspect.getsourcelines(_two)[1] + 2


def _ident(*xs, **_):
    return xs[0]


def _grad3(x, out, dout, **_):
    return dout


def _grad_no_attrs(x, out, dout):
    return dout


def _grad2(x, dout, **_):
    return dout


def _positive(v):
    return v > 0


def _nested_predicate():
    def inner(v):
        return v > 0
    return inner


def _registry_with_assign():
    reg = Registry()
    _op("assign").kernel(_ident).grad_ops(
        GradOp("assign", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("X@GRAD",)})).register(reg)
    return reg


def _composite(*template):
    return _op().kernel(_ident).grad_ops(*template)


REFUSED = [
    # gradient kernels: the registry checks that they accept what the rule passes them
    (_op, lambda: _op().attribute("k", int, "k").default(1).kernel(_ident).grad(_grad_no_attrs),
     "gradient: array kernel _grad_no_attrs does not accept attribute 'k'"),
    (_op, lambda: _op().kernel(_ident).grad(_grad2),
     "gradient: array kernel _grad2 takes 2 positional arguments but the op has 3 inputs (X, Out, Out@GRAD)"),
    (_op, lambda: _op().kernel(_ident).grad(_grad3, reads=("X", "Nope")),
     "gradient reads 'Nope', which is neither an input nor an output"),
    (_two, lambda: _two().kernel(_ident).grad(_grad3, reads=("X",)),
     "gradient reads ['X'] but not Y, whose gradient takes its shape: add it to reads"),
    (_op, lambda: _op().kernel(_ident).grad(_grad3, zero_if_absent=("X",)),
     "zero_if_absent names 'X', which is not an output"),
    # composite gradients
    (_op, lambda: _composite(GradOp("assign", inputs={"X": ("Z@GRAD",)}, outputs={"Out": ("X@GRAD",)})),
     "composite gradient op assign refers to 'Z@GRAD', which is no slot of op"),
    (_op, lambda: _composite(GradOp("assign", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("tmp:g",)})),
     "composite gradient writes no gradient for input X (refs 'X@GRAD')"),
    (_op, lambda: _composite(GradOp("nope", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("X@GRAD",)})),
     "its gradient emits op 'nope', which is not registered (declare it first)"),
    # shape patterns: every output symbol is bound by an input pattern or an attribute
    (_op, lambda: _op().output("Y", shape=("Q",)).kernel(_ident).no_grad("t"),
     "output Y: shape symbol 'Q' is bound by no input pattern and names no int attribute"),
    (_op, lambda: _op().attribute("Q", float, "q").default(1.0).output("Y", shape=("Q",)).kernel(_ident).no_grad("t"),
     "output Y: shape symbol 'Q' is bound by no input pattern and names no int attribute"),
    (_op, lambda: _op().attribute("dims", list[float], "d").default([1.0]).output("Y", shape=("...dims",))
     .kernel(_ident).no_grad("t"),
     "output Y: shape symbol '...dims' is bound by no input pattern and names no list[int] attribute"),
    # output dtypes: from a type variable the inputs bind, a dtype attribute, or a single dtype
    (_op, lambda: _op().output("Y", shape=(1,), type_var=None).kernel(_ident).no_grad("t"),
     "output Y: its dtype follows from nothing"),
    (_op, lambda: _op().output("Y", shape=(1,), type_var="U").kernel(_ident).no_grad("t"),
     "output Y: its dtype follows from nothing"),
    (_op, lambda: _op().attribute("k", int, "k").default(1).output("Y", shape=(1,), dtype_from="k")
     .kernel(_ident).no_grad("t"),
     "output Y: dtype_from 'k' is not a dtype attribute"),
    # type variables
    (None, lambda: Function("op", "d").input("X").input("Y", dtypes=INTEGERS).output("Out", like="X")
     .kernel(_ident).no_grad("t"),
     "inputs X and Y share type variable 'T' but no dtype; give Y type_var=None (or another variable)"),
    # domains: bounds are numbers or symbols of the op's input patterns
    (_op, lambda: _op().input("L", shape=("N", 1), type_var=None, dtypes=INTEGERS, domain=Domain(0, "C"))
     .kernel(_ident).no_grad("t"),
     "input L: domain bound 'C' is not a symbol of the input shape patterns"),
    # custom predicates are imported by generated code, so they must have an importable name
    (None, lambda: _op().attribute("k", int, "k").default(1).custom(lambda v: v > 0, "positive")
     .kernel(_ident).no_grad("t"),
     "<lambda> is a lambda or a nested function; generated code imports it by name, so declare it at module level"),
    (None, lambda: _op().attribute("k", int, "k").default(1).custom(_nested_predicate(), "positive")
     .kernel(_ident).no_grad("t"),
     "is a lambda or a nested function"),
    # floats are finite unless declared otherwise
    (None, lambda: _op().attribute("k", float, "k").default(math.nan).kernel(_ident).no_grad("t"),
     "attribute 'k': default nan is not a finite float"),
    (None, lambda: _op().attribute("k", float, "k").default(1.0).larger_than(-math.inf).kernel(_ident).no_grad("t"),
     "attribute 'k': larger_than needs finite numeric bounds, got [-inf]"),
]


@pytest.mark.parametrize("start,build,problem", REFUSED, ids=[p for _s, _b, p in REFUSED])
def test_refused_naming_file_and_line(start, build, problem):
    registry = _registry_with_assign()
    with pytest.raises(DeclarationError) as info:
        build().register(registry)
    msg = str(info.value)
    assert problem in msg
    # the op's line; or, for an op or attribute declared in the case itself, the case's line
    line = {_op: OP_LINE, _two: TWO_LINE}.get(start, build.__code__.co_firstlineno)
    assert msg.startswith(f"{HERE}:{line}: op: "), msg


def test_the_same_declarations_done_right_are_accepted():
    """The refusals above are about what they name, not about the shape of the declaration."""
    reg = _registry_with_assign()
    _op("a").attribute("k", int, "k").default(1).kernel(_ident).grad(_grad3).register(reg)
    _two("b").kernel(_ident).grad(_grad3, reads=("X", "Y")).register(reg)
    _op("c").kernel(_ident).grad_ops(
        GradOp("assign", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("X@GRAD",)})).register(reg)
    _op("d").attribute("Q", int, "q").default(2).output("Y", shape=("Q",)).kernel(_ident).no_grad("t").register(reg)
    _op("e").attribute("dt", DataType, "d").default("int32").output("Y", shape=(1,), dtype_from="dt", type_var=None,
                                                                     dtypes=tuple(DataType)) \
        .kernel(_ident).no_grad("t").register(reg)
    _op("f").output("Y", shape=(1,), type_var=None, dtypes=(DataType.INT64,)).kernel(_ident).no_grad("t").register(reg)
    _op("g").input("L", shape=("N", "C"), type_var=None, dtypes=INTEGERS, domain=Domain(0, "C", high_open=True)) \
        .kernel(_ident).no_grad("t").register(reg)
    _op("h").attribute("k", int, "k").default(1).custom(_positive, "positive", valid=(1,), invalid=(0,)) \
        .kernel(_ident).no_grad("t").register(reg)
    _op("i").attribute("k", float, "k", finite=False).default(math.inf).kernel(_ident).no_grad("t").register(reg)
    assert {"a", "a_grad", "b", "b_grad", "c", "d", "e", "f", "g", "h", "i"} <= set(m.name for m in reg)
