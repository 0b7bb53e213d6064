"""How ONNX nodes become registered ops: the converter table, the typed errors, and the
context a converter emits ops through.

One converter per ONNX op type (`@converter("Relu")`), in the node_map_* modules by area. A
converter reads the node's attributes (`node.attr`), the values of inputs that ONNX passes as
tensors but our ops take as attributes (`ctx.value`: a Reshape's shape, a Slice's starts), and
emits ops (`ctx.op`), each validated by the registry as a user's op is: its attributes through
the same validators, its inputs against the op's metas. A node whose semantics a converter
cannot map exactly raises `UnsupportedOnnxError` naming what, instead of an approximate answer.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np
import onnx
from onnx import helper, numpy_helper

from paddle.registry import ConfigError, PaddleError

__all__ = ["OnnxBackendError", "UnsupportedOnnxError", "OnnxAttributeError", "OnnxModelError",
           "CONVERTERS", "converter", "Node", "Ctx"]


class OnnxBackendError(PaddleError):
    """Base of the ONNX backend's errors."""


class UnsupportedOnnxError(OnnxBackendError, NotImplementedError):
    """An ONNX op, or a use of one (an attribute value, a dtype, a rank), this backend does not
    run. `op` is the ONNX op type, `node` the node's name (or its index), `feature` what."""

    def __init__(self, message: str, *, op: str = "", node: str = "", feature: str = "") -> None:
        super().__init__(message)
        self.op, self.node, self.feature = op, node, feature


class OnnxAttributeError(ConfigError):
    """An ONNX attribute that is malformed, unknown to the op, or that the op it maps to
    rejects (`layer`: the ONNX op type; `argument`: the attribute; `node`: the node)."""

    def __init__(self, message: str, *, node: str = "", **fields: Any) -> None:
        super().__init__(message, **fields)
        self.node = node


class OnnxModelError(OnnxBackendError, ValueError):
    """A model that is not a well-formed ONNX graph for this backend: a missing or wrongly
    typed input, a value read before any node computes it, an opset domain it does not know."""


@dataclass
class Node:
    """An ONNX NodeProto with its attributes decoded; records which attributes were read, so
    one that no converter reads is refused rather than silently ignored."""

    proto: onnx.NodeProto
    index: int
    attrs: dict[str, Any] = field(default_factory=dict)
    read: set[str] = field(default_factory=set)

    @classmethod
    def of(cls, proto: onnx.NodeProto, index: int) -> "Node":
        node = cls(proto, index)
        for a in proto.attribute:
            node.attrs[a.name] = _decode(node, a)
        return node

    @property
    def op_type(self) -> str:
        return str(self.proto.op_type)

    @property
    def name(self) -> str:
        return str(self.proto.name) or f"#{self.index}"

    def where(self) -> str:
        return f"ONNX node '{self.name}' ({self.op_type})"

    def attr(self, name: str, default: Any = None) -> Any:
        self.read.add(name)
        return self.attrs.get(name, default)

    def unsupported(self, feature: str) -> UnsupportedOnnxError:
        return UnsupportedOnnxError(f"{self.where()}: {feature} is not supported by this backend",
                                    op=self.op_type, node=self.name, feature=feature)

    def bad_attr(self, name: str, problem: str) -> OnnxAttributeError:
        return OnnxAttributeError(f"{self.where()}: attribute '{name}' {problem}", node=self.name,
                                  layer=self.op_type, argument=name, rule="onnx", value=self.attrs.get(name))

    def check_all_read(self) -> None:
        unread = sorted(set(self.attrs) - self.read)
        if unread:
            raise self.bad_attr(unread[0], f"is not an attribute this backend knows for {self.op_type} "
                                f"(it reads: {', '.join(sorted(self.read)) or 'none'})")


def _decode(node: Node, a: onnx.AttributeProto) -> Any:
    if a.ref_attr_name:
        raise node.unsupported(f"attribute '{a.name}' referring to a function attribute")
    value = helper.get_attribute_value(a)
    if isinstance(value, bytes):
        return value.decode("utf-8")
    if isinstance(value, onnx.TensorProto):
        return numpy_helper.to_array(value)
    if isinstance(value, list):
        return [v.decode("utf-8") if isinstance(v, bytes) else v for v in value]
    return value


Converter = Callable[["Ctx", Node], None]
CONVERTERS: dict[str, Converter] = {}


def converter(*op_types: str) -> Callable[[Converter], Converter]:
    """Register `fn` as the converter of each ONNX op type (default domain)."""
    def register(fn: Converter) -> Converter:
        for t in op_types:
            assert t not in CONVERTERS, f"two converters for {t}"
            CONVERTERS[t] = fn
        return fn
    return register


class Ctx:
    """What a converter sees of the graph being built; implemented by the backend's builder.
    Input and output indexes are the node's; an absent optional input is None."""

    node: Node
    opset: int  # the model's version of the default ONNX domain

    def has(self, i: int) -> bool:
        """Is input i given (not absent, not the empty name)?"""
        raise NotImplementedError

    def var(self, i: int) -> str:
        """The variable holding input i."""
        raise NotImplementedError

    def value(self, i: int) -> np.ndarray:
        """The value of input i, read while building: the net is specialised on it."""
        raise NotImplementedError

    def fixed(self, i: int) -> bool:
        """Is input i's value known while building (a constant, or computed from shapes only)?
        A fed value is not: a converter that reads it specialises the net on it."""
        raise NotImplementedError

    def shape(self, i: int) -> tuple[int, ...]:
        raise NotImplementedError

    def dtype(self, i: int) -> np.dtype:
        raise NotImplementedError

    def var_shape(self, var: str) -> tuple[int, ...]:
        """The shape of any variable built so far."""
        raise NotImplementedError

    def out(self, j: int = 0) -> str:
        """The variable that will hold output j ('' for an output nobody reads)."""
        raise NotImplementedError

    def n_inputs(self) -> int:
        raise NotImplementedError

    def n_outputs(self) -> int:
        raise NotImplementedError

    def tmp(self) -> str:
        """A fresh variable name for an intermediate value."""
        raise NotImplementedError

    def const(self, value: Any, name: str | None = None) -> str:
        """A variable holding a constant (folded values, Constant nodes, literal operands)."""
        raise NotImplementedError

    def op(self, type: str, inputs: dict[str, Any], outputs: dict[str, Any], **attrs: Any) -> None:
        """Emit a registered op: slot -> variable name (or list); attributes validated by the
        registry and inputs checked against its metas, as for any op."""
        raise NotImplementedError

    def alias(self, j: int, var: str) -> None:
        """Output j is the value of `var` (no op: Identity, a no-op Dropout)."""
        raise NotImplementedError


def attr_error(node: Node, op: str, err: ConfigError) -> OnnxAttributeError:
    """An attribute our op rejects, in terms of the node it came from."""
    return OnnxAttributeError(f"{node.where()} maps to op '{op}', which rejects it: {err}", node=node.name,
                              layer=node.op_type, argument=err.argument, rule=err.rule, value=err.value)


def axis_of(node: Node, axis: int, rank: int, name: str = "axis") -> int:
    """A non-negative axis from an ONNX one (negative counts from the end)."""
    if not -rank <= axis < max(rank, 1):
        raise node.bad_attr(name, f"should be in [{-rank}, {rank - 1}] for a tensor of rank {rank}, got {axis}")
    return axis % max(rank, 1)


def ints(value: Any) -> list[int]:
    return [int(v) for v in np.asarray(value).reshape(-1)]


def first(value: Any) -> float:
    """The one number of a scalar or one-element tensor."""
    return float(np.asarray(value).reshape(-1)[0])
