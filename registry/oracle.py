"""An op's oracle, as data: what independent implementation checks its kernels.

    .oracle("torch", "torch.nn.functional.softmax(X, dim=1)")     # PyTorch (CPU, float64)
    .oracle("onnx", "Softmax(X, axis=1)")                          # onnx.reference.ReferenceEvaluator
    .oracle("numpy")                                               # .reference(fn), written apart
    .oracle("distribution", "torch.distributions.Normal(mean, std)", sample={"shape": [4096]})
    .oracle("distribution", "(None, torch.distributions.Bernoulli(1 - p))", sample={"X": [4096]})

An expression is a call in a small closed language, parsed here and run by `paddle.testing.oracles`
(the only place torch and onnx are imported, and only in tests): names are the op's input slots
and attributes (`*X` spreads a variadic input), literals, calls and attribute access from the
oracle library's root (`torch.`), tensor methods (`.reshape(-1, 1)`), + - * / **, and `a if c else b`
with `==`, `!=` and `not` in its condition (an op whose attribute picks the computation). An ONNX
expression's outermost call of a capitalised name is the one-node model (its keywords are the
node's attributes). Every attribute of the op appears in the expression or in `unused`, with the
reason it cannot change the compared values, so no attribute goes silently untested.

A distribution oracle describes the op's first output, or each output (a tuple, None for one it
does not describe). Its `sample` overrides attributes for the big draw and may name an input
slot with a shape: the big draw feeds that input ones of the shape (a random op that takes a
tensor, like dropout, then shows its random factor).
"""
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any, Literal

Kind = Literal["torch", "onnx", "numpy", "distribution"]
KINDS: tuple[str, ...] = ("torch", "onnx", "numpy", "distribution")
ROOTS = {"torch": "torch", "distribution": "torch", "onnx": None}  # the library name an expression may use
_OPS = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Pow)
_NODES = (ast.Expression, ast.Call, ast.Attribute, ast.Name, ast.Constant, ast.Tuple, ast.List, ast.BinOp,
          ast.UnaryOp, ast.USub, ast.Starred, ast.keyword, ast.Load, ast.IfExp, ast.Compare, ast.Eq, ast.NotEq,
          ast.Not, *_OPS)


@dataclass(frozen=True)
class Oracle:
    """Which independent implementation checks an op, and how our names map to its."""

    kind: Kind
    expression: str | None = None
    unused: dict[str, str] = field(default_factory=dict)   # attribute -> why the oracle needs it not
    sample: dict[str, Any] = field(default_factory=dict)   # distribution: the big draw's attributes, input shapes
    # the size of the terms an output element sums, e.g. 'torch.matmul(X.abs(), Y.abs())': where
    # terms cancel, a float32 kernel may differ from the float64 oracle by a few roundings of it
    magnitude: str | None = None

    def tree(self) -> ast.Expression:
        assert self.expression is not None
        return ast.parse(self.expression, mode="eval")

    def names(self) -> set[str]:
        """The op names (slots, attributes) the expression reads."""
        if self.expression is None:
            return set()
        return {n.id for n in ast.walk(self.tree()) if isinstance(n, ast.Name)} - {ROOTS.get(self.kind)}

    def to_data(self) -> dict[str, Any]:
        return {"kind": self.kind, "expression": self.expression, "unused": dict(self.unused),
                "sample": dict(self.sample), "reference": None, "of": None, "magnitude": self.magnitude}


def problem(oracle: Oracle, inputs: set[str], variadic: set[str], attributes: set[str]) -> str | None:
    """What is wrong with `oracle` for an op with these slots and attributes, or None."""
    if oracle.kind not in KINDS:
        return f"oracle kind {oracle.kind!r} is none of {', '.join(KINDS)}"
    if oracle.kind == "numpy":
        return "a numpy oracle takes no expression: its .reference(fn) is the oracle" if oracle.expression else None
    if not oracle.expression:
        return f"a {oracle.kind} oracle needs an expression, e.g. 'torch.tanh(X)'"
    try:
        tree = oracle.tree()
    except SyntaxError as e:
        return f"oracle expression {oracle.expression!r} does not parse: {e.msg}"
    if oracle.magnitude is not None:
        why = _magnitude_problem(oracle, inputs | attributes)
        if why:
            return why
    return _shape_problem(oracle, tree, inputs, variadic, attributes)


def _magnitude_problem(oracle: Oracle, names: set[str]) -> str | None:
    assert oracle.magnitude is not None  # a torch expression, whatever the oracle's kind
    try:
        tree = ast.parse(oracle.magnitude, mode="eval")
    except SyntaxError as e:
        return f"magnitude {oracle.magnitude!r} does not parse: {e.msg}"
    bad = next((n for n in ast.walk(tree) if not isinstance(n, _NODES)), None)
    if bad is not None:
        return f"magnitude {oracle.magnitude!r} uses {type(bad).__name__}, outside the oracle language"
    unknown = sorted({n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} - names - {"torch"})
    return f"magnitude {oracle.magnitude!r} names '{unknown[0]}', which is no input or attribute" if unknown else None


def _shape_problem(oracle: Oracle, tree: ast.Expression, inputs: set[str], variadic: set[str],
                   attributes: set[str]) -> str | None:
    for node in ast.walk(tree):
        if not isinstance(node, _NODES):
            return f"oracle expression {oracle.expression!r} uses {type(node).__name__}, outside its language"
        if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
            return f"oracle expression {oracle.expression!r} reaches a private name '{node.attr}'"
        if isinstance(node, ast.Starred) and not (isinstance(node.value, ast.Name) and node.value.id in variadic):
            return f"oracle expression {oracle.expression!r}: only a variadic input can be spread with *"
    known = inputs | attributes | {ROOTS[oracle.kind]} | _onnx_op(oracle, tree)
    unknown = sorted(oracle.names() - known)
    if unknown:
        return (f"oracle expression {oracle.expression!r} names '{unknown[0]}', which is no input or "
                f"attribute ({', '.join(sorted(inputs | attributes))})")
    return _attribute_problem(oracle, attributes, inputs)


def _onnx_op(oracle: Oracle, tree: ast.Expression) -> set[str]:
    """The op type of an ONNX expression: the outermost call of a capitalised name."""
    if oracle.kind != "onnx":
        return set()
    calls = [n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)]
    return {c for c in calls if c[:1].isupper()}


def _attribute_problem(oracle: Oracle, attributes: set[str], inputs: set[str]) -> str | None:
    stray = sorted(set(oracle.unused) - attributes) + sorted(set(oracle.sample) - attributes - inputs)
    if stray:
        return f"oracle names '{stray[0]}' in unused/sample, which is no attribute (or, in sample, input) of the op"
    # an attribute the big draw overrides is exercised by it (the shape of a random op)
    untested = sorted(attributes - oracle.names() - set(oracle.unused) - set(oracle.sample))
    if untested:
        return (f"oracle expression {oracle.expression!r} ignores attribute '{untested[0]}': use it, or say "
                f"why it cannot change the compared values in unused={{'{untested[0]}': '...'}}")
    return None
