"""FunctionMeta, LayerMeta, TopologyMeta and the fluent builders that declare them.

    cos_sim = (Function("cos_sim", "Cosine similarity of each row of X with Y.")
        .input("X", rank=2).input("Y", rank=2)
        .output("Out", shape=("batch", 1))
        .attribute("scale", float, "the scale of cosine operator").default(1.0).larger_than(0.0)
        .shape(_cos_sim_shape).grad("cos_sim_grad")
        .kernel("cpu", _cos_sim_ref)
        .register())

Constraint methods (`default`, `larger_than`, ...) apply to the attribute declared last.
"""
from __future__ import annotations

from typing import Any, Callable, Literal

from pydantic import BaseModel, ConfigDict, Field

from .attribute import AttributeMeta, AttributeMetaMap, ConstraintBuilder, SourceLocation
from .desc import GradRule, standard_grad
from .errors import DeclarationError
from .tensor import TensorMeta

Role = Literal["layer", "grad", "init", "optimizer", "internal"]
Kernel = Callable[..., Any]
ShapeRule = Callable[..., Any]


class _OpSignature(BaseModel):
    """What layers and functions share: a name, its tensors and its attributes."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)
    name: str
    description: str
    inputs: tuple[TensorMeta, ...] = ()
    outputs: tuple[TensorMeta, ...] = ()
    attributes: dict[str, AttributeMeta] = {}
    shape_fn: ShapeRule | None = Field(default=None, exclude=True)
    examples: tuple[str, ...] = ()
    source: SourceLocation | None = Field(default=None, exclude=True)

    def input(self, name: str) -> TensorMeta:
        return next(t for t in self.inputs if t.name == name)

    def output(self, name: str) -> TensorMeta:
        return next(t for t in self.outputs if t.name == name)

    @property
    def has_shape_rule(self) -> bool:
        return self.shape_fn is not None or all(o.like for o in self.outputs)


class FunctionMeta(_OpSignature):
    """An op: its kernels per device, shape rule, gradient rule and flops estimate (seed 002)."""

    role: Role = "layer"
    kernels: dict[str, Kernel] = Field(default={}, exclude=True)
    devices: tuple[str, ...] = ()
    grad_fn: GradRule | None = Field(default=None, exclude=True)
    grad_op: str | None = None
    no_grad_reason: str | None = None
    flops_fn: Callable[..., int] | None = Field(default=None, exclude=True)
    reference_fn: Kernel | None = Field(default=None, exclude=True)
    # fn(rng, dtype, **attrs) -> {slot: array}: inputs for generated tests that the metas cannot say
    test_inputs_fn: Callable[..., Any] | None = Field(default=None, exclude=True)

    def kernel_for(self, device: str) -> Kernel | None:
        """The kernel that runs on `device`, or None."""
        return self.kernels.get(device)

    @property
    def reference(self) -> Kernel:
        """The numpy reference kernel every device kernel is checked against."""
        return self.reference_fn or self.kernels["cpu"]

    @property
    def differentiable(self) -> bool:
        return self.grad_fn is not None


class LayerMeta(_OpSignature):
    """A user-level layer composed of ops (`fc` = `mul` + `rowwise_add` + activation).

    `compose(builder, *inputs, **attrs)` adds the ops through the runtime's builder
    and returns the output(s); only its ops need kernels and gradients.
    """

    compose: Callable[..., Any] | None = Field(default=None, exclude=True)


class TopologyMeta(BaseModel):
    """Attributes that can be set for a whole topology (seed 002)."""

    model_config = ConfigDict(frozen=True)
    name: str
    description: str = ""
    attributes: dict[str, AttributeMeta] = {}


class _Builder(ConstraintBuilder):
    def __init__(self, name: str, description: str, source: SourceLocation | None = None) -> None:
        self._name, self._description = name, description
        self._source = source or SourceLocation.of_caller()
        self._declared_elsewhere = source is not None  # e.g. in C++: attributes share its location
        self._attrs = AttributeMetaMap()
        self._inputs: list[TensorMeta] = []
        self._outputs: list[TensorMeta] = []
        self._shape_fn: ShapeRule | None = None
        self._examples: list[str] = []

    def _fail(self, message: str, source: SourceLocation | None = None) -> DeclarationError:
        return DeclarationError(f"{source or self._source}: {self._name}: {message}")

    def _add(self, constraint: Any) -> Any:
        draft = self._attrs.last()
        if draft is None:
            raise self._fail(f"{constraint.kind} given before any attribute was declared")
        draft.constraints.append(constraint)
        return self

    def input(self, name: str, description: str = "", **meta: Any) -> Any:
        self._inputs.append(self._tensor(name, description, meta))
        return self

    def output(self, name: str, description: str = "", **meta: Any) -> Any:
        self._outputs.append(self._tensor(name, description, meta))
        return self

    def _tensor(self, name: str, description: str, meta: dict[str, Any]) -> TensorMeta:
        try:
            return TensorMeta(name=name, description=description, **meta)
        except ValueError as e:
            raise self._fail(f"tensor {name}: {e}") from None

    def attribute(self, name: str, py_type: Any, description: str) -> Any:
        self._attrs.add_attribute(name, py_type, description,
                                  self._source if self._declared_elsewhere else None)
        return self

    def shape(self, fn: ShapeRule) -> Any:
        self._shape_fn = fn
        return self

    def example(self, code: str) -> Any:
        """Usage shown in the docs; it runs in the tests inside a fresh `with paddle.Model():`
        with `paddle`, `layers` (the generated layer API) and `data` (a data layer) in scope."""
        self._examples.append(code)
        return self

    def _signature(self) -> dict[str, Any]:
        return dict(name=self._name, description=self._description, inputs=tuple(self._inputs),
                    outputs=tuple(self._outputs), attributes=self._attrs.freeze(),
                    shape_fn=self._shape_fn, examples=tuple(self._examples), source=self._source)

    def register(self, registry: Any = None) -> Any:
        """Build, check and add to `registry` (the default registry if None)."""
        from .registry import default_registry
        return default_registry(registry).register(self.build())

    def build(self) -> Any:
        raise NotImplementedError


class Function(_Builder):
    """Declares an op (FunctionMeta)."""

    def __init__(self, name: str, description: str, role: Role = "layer",
                 source: SourceLocation | None = None) -> None:
        super().__init__(name, description, source)
        self._role: Role = role
        self._kernels: dict[str, Kernel | None] = {}
        self._grad: GradRule | str | None = None
        self._no_grad_reason: str | None = None
        self._flops: Callable[..., int] | None = None
        self._reference: Kernel | None = None
        self._test_inputs: Callable[..., Any] | None = None

    def reference(self, fn: Kernel) -> "Function":
        """The numpy reference kernel; defaults to the cpu kernel."""
        self._reference = fn
        return self

    def test_inputs(self, fn: Callable[..., Any]) -> "Function":
        """Inputs for the generated tests where the tensor metas are not enough (a value domain,
        labels in range): fn(rng, dtype, **attrs) -> {slot: array}."""
        self._test_inputs = fn
        return self

    def kernel(self, device: str, fn: Kernel | None) -> "Function":
        self._kernels[device] = fn
        return self

    def devices(self, *names: str) -> "Function":
        """Declare devices up front; each must then get a kernel."""
        for n in names:
            self._kernels.setdefault(n, None)
        return self

    def grad(self, rule: GradRule | str) -> "Function":
        """A gradient rule emitting ops, or the name of the op `standard_grad` emits."""
        self._grad = rule
        return self

    def no_grad(self, reason: str) -> "Function":
        self._no_grad_reason = reason
        return self

    def flops(self, fn: Callable[..., int]) -> "Function":
        self._flops = fn
        return self

    def build(self) -> FunctionMeta:
        from .checks import check_function
        missing = [d for d, k in self._kernels.items() if k is None]
        if missing:
            raise self._fail(f"device {missing[0]!r} is declared but has no kernel")
        grad_fn = self._grad_rule()
        meta = FunctionMeta(**self._signature(), role=self._role,
                            kernels={d: k for d, k in self._kernels.items() if k is not None},
                            devices=tuple(self._kernels), grad_fn=grad_fn,
                            grad_op=getattr(grad_fn, "grad_op_type", None),
                            no_grad_reason=self._no_grad_reason, flops_fn=self._flops,
                            reference_fn=self._reference, test_inputs_fn=self._test_inputs)
        check_function(meta)
        return meta

    def _grad_rule(self) -> GradRule | None:
        if isinstance(self._grad, str):
            return standard_grad(self._grad, tuple(t.name for t in self._inputs if t.no_grad))
        return self._grad


class Layer(_Builder):
    """Declares a user-level layer composed of ops (LayerMeta)."""

    def __init__(self, name: str, description: str) -> None:
        super().__init__(name, description)
        self._compose: Callable[..., Any] | None = None

    def compose(self, fn: Callable[..., Any]) -> "Layer":
        self._compose = fn
        return self

    def build(self) -> LayerMeta:
        from .checks import check_layer
        meta = LayerMeta(**self._signature(), compose=self._compose)
        check_layer(meta)
        return meta


class Topology(ConstraintBuilder):
    """Declares topology-wide attributes (TopologyMeta)."""

    def __init__(self, name: str, description: str = "") -> None:
        self._name, self._description = name, description
        self._attrs = AttributeMetaMap()

    def attribute(self, name: str, py_type: Any, description: str) -> "Topology":
        self._attrs.add_attribute(name, py_type, description)
        return self

    def _add(self, constraint: Any) -> "Topology":
        draft = self._attrs.last()
        if draft is None:
            raise DeclarationError(f"topology {self._name}: {constraint.kind} before any attribute")
        draft.constraints.append(constraint)
        return self

    def build(self) -> TopologyMeta:
        from .checks import check_attribute
        attrs = self._attrs.freeze()
        for a in attrs.values():
            check_attribute(self._name, a)
        return TopologyMeta(name=self._name, description=self._description, attributes=attrs)
