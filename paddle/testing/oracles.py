"""Runs an op's declared oracle (registry/oracle.py) on numpy inputs: PyTorch on the CPU, ONNX's
reference evaluator, or the op's independent numpy reference, always in float64.

torch and onnx are test-only dependencies: they are imported here, inside the functions that run
them, and nowhere in the package.
"""
from __future__ import annotations

import ast
import contextlib
import importlib
import operator
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import numpy as np

from ..registry import DataType, FunctionMeta, LodArray
from ..registry.oracle import Oracle
from .case import call

ONNX_OPSET = 18
_BINOPS: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
    ast.Pow: operator.pow}


def oracle_outputs(meta: FunctionMeta, inputs: Mapping[str, Any], attrs: Mapping[str, Any]) -> dict[str, Any]:
    """What the oracle says each output is (numpy, float64 for floats), keyed by output slot; a
    numpy reference's output with the offsets it made (a LodArray) keeps them."""
    oracle = _declared(meta)
    if oracle.kind == "numpy":
        assert meta.reference is not None
        return call(meta, meta.reference, _float64(inputs), dict(attrs))
    if oracle.kind == "distribution":
        raise ValueError(f"{meta.name}: a distribution oracle gives a distribution, not values")
    result = evaluate(oracle, meta, inputs, attrs)
    if len(meta.outputs) == 1 and meta.outputs[0].variadic:  # torch.split's tuple is one output's list
        return {meta.outputs[0].name: [as_numpy(v) for v in result]}
    values = list(result) if isinstance(result, tuple) else [result]
    assert len(values) == len(meta.outputs), f"{meta.name}: oracle gives {len(values)} outputs"
    return {o.name: as_numpy(v) for o, v in zip(meta.outputs, values)}


def magnitude_outputs(meta: FunctionMeta, inputs: Mapping[str, Any], attrs: Mapping[str, Any]) -> dict[str, Any]:
    """The size of the terms each output element sums (the op's declared `magnitude`), keyed by
    output slot; {} where the op declares none."""
    oracle = _declared(meta)
    if oracle.magnitude is None:
        return {}
    result = evaluate(Oracle("torch", oracle.magnitude), meta, inputs, attrs)
    values = list(result) if isinstance(result, tuple) else [result]
    return {o.name: np.abs(as_numpy(v)) for o, v in zip(meta.outputs, values)}


def distribution(meta: FunctionMeta, attrs: Mapping[str, Any]) -> Any:
    """The torch.distributions object a random op's draws should follow."""
    return evaluate(_declared(meta), meta, {}, attrs)


def _declared(meta: FunctionMeta) -> Oracle:
    assert meta.oracle is not None, f"{meta.name} declares no oracle"
    return meta.oracle


def evaluate(oracle: Oracle, meta: FunctionMeta, inputs: Mapping[str, Any], attrs: Mapping[str, Any]) -> Any:
    """The oracle expression's value, with the op's inputs (float64) and attributes bound."""
    if oracle.kind == "onnx":
        env = {**_float64(inputs), **attrs}
        return _Evaluator(env, onnx_node=_run_onnx_node).eval(oracle.tree().body)
    torch = importlib.import_module("torch")
    # an optional input not given is None, as torch's optional arguments take it (gru_cell's bias)
    tensors = {t.name: None for t in meta.inputs if t.optional}
    tensors.update({k: _tensor(torch, v) for k, v in inputs.items() if v is not None})
    scalars = {k: _scalar(torch, v, oracle.kind) for k, v in attrs.items()}
    with _float64_default(torch):
        return _Evaluator({**tensors, **scalars, "torch": torch}).eval(oracle.tree().body)


class _Evaluator:
    """Evaluates the oracle language (registry/oracle.py checked its shape at registration)."""

    def __init__(self, env: dict[str, Any], onnx_node: Callable[..., Any] | None = None) -> None:
        self.env, self.onnx_node = env, onnx_node

    def eval(self, node: ast.AST) -> Any:
        method = getattr(self, f"_{type(node).__name__}", None)
        if method is None:
            raise ValueError(f"oracle language has no {type(node).__name__}")
        return method(node)

    def _Constant(self, node: ast.Constant) -> Any:
        return node.value

    def _Name(self, node: ast.Name) -> Any:
        return self.env[node.id]

    def _Attribute(self, node: ast.Attribute) -> Any:
        return getattr(self.eval(node.value), node.attr)

    def _Tuple(self, node: ast.Tuple) -> Any:
        return tuple(self.eval(e) for e in node.elts)

    def _List(self, node: ast.List) -> Any:
        return [self.eval(e) for e in node.elts]

    def _BinOp(self, node: ast.BinOp) -> Any:
        return _BINOPS[type(node.op)](self.eval(node.left), self.eval(node.right))

    def _UnaryOp(self, node: ast.UnaryOp) -> Any:
        value = self.eval(node.operand)
        return (not value) if isinstance(node.op, ast.Not) else -value

    def _IfExp(self, node: ast.IfExp) -> Any:
        return self.eval(node.body) if self.eval(node.test) else self.eval(node.orelse)  # one branch runs

    def _Compare(self, node: ast.Compare) -> Any:
        left, result = self.eval(node.left), True
        for op, right_node in zip(node.ops, node.comparators):
            right = self.eval(right_node)
            result = result and (left == right if isinstance(op, ast.Eq) else left != right)
            left = right
        return result

    def _Call(self, node: ast.Call) -> Any:
        args: list[Any] = []
        for a in node.args:
            args += list(self.eval(a.value)) if isinstance(a, ast.Starred) else [self.eval(a)]
        kwargs = {k.arg: self.eval(k.value) for k in node.keywords if k.arg is not None}
        if isinstance(node.func, ast.Name) and node.func.id not in self.env and self.onnx_node is not None:
            return self.onnx_node(node.func.id, args, kwargs)
        return self.eval(node.func)(*args, **kwargs)


def _run_onnx_node(op_type: str, args: list[Any], attrs: dict[str, Any]) -> Any:
    """One ONNX node on numpy arrays, through onnx.reference.ReferenceEvaluator."""
    onnx = importlib.import_module("onnx")
    from onnx.reference import ReferenceEvaluator
    names = [f"in{i}" for i in range(len(args))]
    feeds = {n: np.asarray(a) for n, a in zip(names, args)}
    inputs = [onnx.helper.make_tensor_value_info(n, onnx.helper.np_dtype_to_tensor_dtype(v.dtype), v.shape)
              for n, v in feeds.items()]
    output = onnx.helper.make_tensor_value_info("out", onnx.TensorProto.UNDEFINED, None)
    node = onnx.helper.make_node(op_type, names, ["out"], **attrs)
    graph = onnx.helper.make_graph([node], "oracle", inputs, [output])
    model = onnx.helper.make_model(graph, opset_imports=[onnx.helper.make_opsetid("", ONNX_OPSET)])
    return ReferenceEvaluator(model).run(None, feeds)[0]  # type: ignore[index]


@contextlib.contextmanager
def _float64_default(torch: Any) -> Iterator[None]:
    """torch.full(shape, 0.1) and friends compute in float64 here, as every oracle does."""
    saved = torch.get_default_dtype()
    torch.set_default_dtype(torch.float64)
    try:
        yield
    finally:
        torch.set_default_dtype(saved)


def _as64(value: Any) -> np.ndarray:
    """Floats (bfloat16 and float8 too) as float64, integers (int4 too) as int64."""
    a: np.ndarray = np.asarray(value)
    if a.dtype.kind == "V":  # an ml_dtypes dtype
        return a.astype(np.float64) if DataType.of(a.dtype).is_float else a.astype(np.int64)
    return a.astype(np.float64) if a.dtype.kind == "f" else a.astype(np.int64) if a.dtype.kind in "iu" else a


def _float64(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """Float inputs as float64, integers as int64 (the index dtype torch and ONNX expect); a
    sequence keeps its offsets (a numpy reference reads them)."""
    def as64(v: Any) -> Any:
        return LodArray(_as64(v.array), v.lod) if isinstance(v, LodArray) else _as64(v)
    return {k: None if v is None else [as64(x) for x in v] if isinstance(v, list) else as64(v)
            for k, v in inputs.items()}


def _tensor(torch: Any, value: Any) -> Any:
    if isinstance(value, list):
        return [_tensor(torch, v) for v in value]
    return torch.from_numpy(_as64(np.array(value)))


def _scalar(torch: Any, value: Any, kind: str) -> Any:
    """An attribute: as given; a float parameter of a distribution as a float64 tensor (torch
    would make float32 ones from Python floats)."""
    if kind == "distribution" and isinstance(value, float):
        return torch.tensor(value, dtype=torch.float64)
    return getattr(value, "value", value)  # an enum (DataType) by its name


def as_numpy(value: Any) -> np.ndarray:
    detach = getattr(value, "detach", None)
    return np.asarray(detach().numpy() if detach is not None else value)
