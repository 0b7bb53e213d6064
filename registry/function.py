"""FunctionMeta, LayerMeta, TopologyMeta and the fluent builders that declare them.

    mul = (Function("mul", "Matrix product Out = X @ Y.")
        .input("X", shape=("M", "K")).input("Y", shape=("K", "N"))
        .output("Out", shape=("M", "N"))          # shape, dtype and sequence rule as data
        .oracle("torch", "torch.matmul(X, Y)")    # the independent implementation tests compare with
        .kernel(_mul)                             # array-generic: numpy, cupy, ...
        .grad(_mul_grad, reads=("X", "Y"))        # derives mul_grad from this declaration
        .register())

Constraint methods (`default`, `larger_than`, ...) apply to the attribute declared last.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Literal, Self

from .attribute import AttributeMeta, AttributeMetaMap, ConstraintBuilder, SourceLocation
from .constraints import Constraint
from .errors import DeclarationError
from .fusion import Elementwise
from .fusion import declare as declare_elementwise
from .grad import CompositeGrad, GradOp, GradRule, KernelGrad
from .oracle import Kind as OracleKind
from .oracle import Oracle
from .tensor import ROWS, SizeLimit, TensorMeta, is_group
from .types import FLOATS, DataType

Role = Literal["layer", "grad", "init", "optimizer", "internal"]
Kernel = Callable[..., Any]
ShapeRule = Callable[..., Any]
ANY_DEVICE = "array"  # the kernel key of an array-generic kernel: it serves every array device


@dataclass(frozen=True)
class OpSignature:
    """What layers and functions share: a name, its tensors and its attributes."""

    name: str
    description: str
    inputs: tuple[TensorMeta, ...] = ()
    outputs: tuple[TensorMeta, ...] = ()
    attributes: dict[str, AttributeMeta] = field(default_factory=dict)
    shape_fn: ShapeRule | None = None
    examples: tuple[str, ...] = ()
    source: SourceLocation | None = field(default=None, compare=False)

    def input(self, name: str) -> TensorMeta:
        return next(t for t in self.inputs if t.name == name)

    def output(self, name: str) -> TensorMeta:
        return next(t for t in self.outputs if t.name == name)

    def slot(self, name: str) -> TensorMeta | None:
        return next((t for t in self.inputs + self.outputs if t.name == name), None)

    def replace(self, **changes: Any) -> Self:
        return replace(self, **changes)


@dataclass(frozen=True)
class FunctionMeta(OpSignature):
    """An op: its kernels per device, reference, shape rule and gradient rule (seed 002)."""

    role: Role = "layer"
    kernels: dict[str, Kernel] = field(default_factory=dict)
    # device -> the dtypes its kernel serves, where fewer than the op declares (a C++ kernel's
    # float32/float64); other dtypes run on the array-generic kernel (see `kernel_for`)
    kernel_dtypes: dict[str, tuple[DataType, ...]] = field(default_factory=dict)
    grad: GradRule | None = None
    no_grad_reason: str | None = None
    reference_fn: Kernel | None = None
    oracle: Oracle | None = None  # what checks its kernels; a derived grad op's is the numeric gradient
    no_oracle_reason: str | None = None  # why an op has no oracle yet (.no_oracle): it registers, its tests fail
    derived_from: str | None = None  # a grad op derived from this forward op's declaration
    # fn(rng, dtype, **attrs) -> {slot: array}: inputs for generated tests that the metas cannot say
    test_inputs_fn: Callable[..., Any] | None = None
    # attributes that size the test inputs `test_inputs_fn` makes (reshape's shape): drawn small
    test_sizes: tuple[str, ...] = ()
    # a gradient that is deliberately not the derivative (an error clip): why, and the attribute
    # values at which it is the derivative (where the numeric gradient check runs); None: at no
    # values (LambdaRank's lambdas), so no numeric check is generated and a hand-written test checks it
    not_derivative: str | None = None
    derivative_at: dict[str, Any] | None = field(default_factory=dict)
    elementwise: Elementwise | None = None  # its math per element, for fused kernels (registry/fusion.py)
    # (output, input) pairs: the output may be written over the input's array, where the runtime
    # knows nothing else reads that array (paddle/core/in_place.py); every kernel takes `in_place`
    in_place: tuple[tuple[str, str], ...] = ()

    @property
    def devices(self) -> tuple[str, ...]:
        return tuple(self.kernels)

    def kernel_for(self, device: str, dtype: DataType | None = None) -> Kernel | None:
        """The kernel that runs on `device` (for inputs of `dtype`, when given): its own if it
        serves that dtype, else the array-generic one, else None."""
        own = self.kernels.get(device)
        if own is not None and (dtype is None or self.serves(device, dtype)):
            return own
        return self.kernels.get(ANY_DEVICE)

    def serves(self, device: str, dtype: DataType) -> bool:
        """Does the kernel registered for `device` take inputs of `dtype`?"""
        return device in self.kernels and (device not in self.kernel_dtypes or dtype in self.kernel_dtypes[device])

    @property
    def limited_kernels(self) -> bool:
        """Does some device kernel serve fewer dtypes than the op declares (dispatch by dtype)?"""
        return bool(self.kernel_dtypes)

    @property
    def reference(self) -> Kernel | None:
        """The numpy reference declared apart from the kernels, if any. Never a kernel: an op
        checked against its own kernel passes whatever the kernel computes."""
        return self.reference_fn

    @property
    def differentiable(self) -> bool:
        return self.grad is not None

    def grad_ops(self, desc: Any) -> list[Any]:
        """The gradient ops of one forward op description (its rule's `emit`)."""
        assert self.grad is not None, f"{self.name} has no gradient: {self.no_grad_reason}"
        return self.grad.emit(desc)


@dataclass(frozen=True)
class LayerMeta(OpSignature):
    """A user-level layer composed of ops (`fc` = `mul` + `rowwise_add` + activation).

    `compose(builder, *inputs, **attrs)` adds the ops through the runtime's builder
    and returns the output(s); only its ops need kernels and gradients.
    """

    compose: Callable[..., Any] | None = None
    # fn(rng, dtype, **attrs) -> {slot: array}: inputs for generated tests that the metas cannot say
    test_inputs_fn: Callable[..., Any] | None = None


@dataclass(frozen=True)
class TopologyMeta:
    """Attributes that can be set for a whole topology (seed 002)."""

    name: str
    description: str = ""
    attributes: dict[str, AttributeMeta] = field(default_factory=dict)

    @property
    def inputs(self) -> tuple[TensorMeta, ...]:
        """None: a topology is configured by attributes only (the validators read this)."""
        return ()


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
        self._type_sets: dict[str, tuple[DataType, ...]] = {}

    @property
    def name(self) -> str:
        """The name being declared (for declarations that wrap kernels in its words)."""
        return self._name

    def _fail(self, message: str) -> DeclarationError:
        return DeclarationError(f"{self._source}: {self._name}: {message}")

    def _add(self, constraint: Constraint) -> Self:
        draft = self._attrs.last()
        if draft is None:
            raise self._fail(f"{constraint.kind} given before any attribute was declared")
        draft.constraints.append(constraint)
        return self

    def input(self, name: str, description: str = "", **meta: Any) -> Self:
        self._inputs.append(self._tensor(name, description, meta))
        return self

    def output(self, name: str, description: str = "", **meta: Any) -> Self:
        self._outputs.append(self._tensor(name, description, meta))
        return self

    def types(self, dtypes: tuple[DataType, ...], var: str = "T") -> Self:
        """The dtypes type variable `var` takes (a named set of registry.types: `.types(ALL_TYPES)`,
        ONNX's "T: all types"): every input and output of that variable declared without its
        own `dtypes=` gets them. Undeclared, a variable takes float32/float64."""
        self._type_sets[var] = tuple(DataType.of(d) for d in dtypes)
        return self

    def _typed(self, tensors: list[TensorMeta]) -> tuple[TensorMeta, ...]:
        """`tensors` with each type variable's declared dtypes (those left at the default)."""
        return tuple(t.replace(dtypes=self._type_sets[t.type_var])
                     if t.type_var in self._type_sets and t.dtypes == FLOATS else t for t in tensors)

    def _tensor(self, name: str, description: str, meta: dict[str, Any]) -> TensorMeta:
        try:
            return TensorMeta(name=name, description=description, **meta)
        except (TypeError, ValueError) as e:
            raise self._fail(f"tensor {name}: {e}") from None

    def attribute(self, name: str, py_type: Any, description: str, *, finite: bool = True) -> Self:
        """An attribute; a float one refuses NaN and infinity unless `finite=False`."""
        self._attrs.add_attribute(name, py_type, description,
                                  self._source if self._declared_elsewhere else None, finite=finite)
        return self

    def axis_of(self, input: str) -> Self:
        """The int attribute declared last names one axis of `input`, negative from the end: a
        value outside its rank is refused (data, the input's `axis_attr`: no shape function)."""
        draft = self._attrs.last()
        at = next((i for i, t in enumerate(self._inputs) if t.name == input), None)
        if draft is None or at is None or draft.type.scalar_kind != "int" or self._inputs[at].variadic:
            raise self._fail(f"axis_of({input!r}) needs an int attribute declared before it and a single "
                             f"input {input}")
        self._inputs[at] = self._inputs[at].replace(axis_attr=draft.name)
        return self

    def at_most_size(self, symbol: str) -> Self:
        """The int attribute declared last is at most the size `symbol` binds in the shape pattern
        of an input (data, that input's `size_limit`: no shape function)."""
        draft = self._attrs.last()
        at = next((i for i, t in enumerate(self._inputs) if symbol in (t.shape or ())), None)
        if draft is None or at is None or draft.type.scalar_kind != "int":
            raise self._fail(f"at_most_size({symbol!r}) needs an int attribute declared before it and an input "
                             f"whose shape pattern holds {symbol}")
        self._inputs[at] = self._inputs[at].replace(size_limit=SizeLimit(draft.name, symbol))
        return self

    def shape(self, fn: ShapeRule) -> Self:
        """A shape function, for outputs no data rule describes (real logic only)."""
        self._shape_fn = fn
        return self

    def example(self, code: str) -> Self:
        """Usage shown in the docs; it runs in the tests inside a fresh `with paddle.Model():`
        with `paddle`, `layers` (the generated layer API) and `data` (a data layer) in scope."""
        self._examples.append(code)
        return self

    def _signature(self) -> dict[str, Any]:
        inputs = self._typed(self._inputs)
        return dict(name=self._name, description=self._description, inputs=inputs,
                    outputs=tuple(_with_seq_rule(o, list(inputs)) for o in self._typed(self._outputs)),
                    attributes=self._attrs.freeze(), shape_fn=self._shape_fn,
                    examples=tuple(self._examples), source=self._source)

    def register(self, registry: Any = None) -> Any:
        """Build, check and add to `registry` (the default registry if None)."""
        from .registry import default_registry
        metas = self.build_all()
        target = default_registry(registry)
        if target is default_registry():  # the ops of paddle and its plugins, not a test's probe registry
            from .checks import check_oracle_declared
            for meta in metas:
                check_oracle_declared(meta)
        for meta in metas:
            target.register(meta)
        return metas[0]

    def build_all(self) -> list[Any]:
        return [self.build()]

    def build(self) -> Any:
        raise NotImplementedError


def _with_seq_rule(o: TensorMeta, inputs: list[TensorMeta]) -> TensorMeta:
    """An output shaped by a pattern carries the sequence offsets of the input whose first
    dimension it shares (its rows are that input's rows), unless it names another (`seq_from`)."""
    if o.seq_type is not None:  # its sequence type is fixed: no input's offsets
        return o.replace(seq_types=(o.seq_type,))
    if o.like is not None:  # all of it follows the input: the JSON says so too
        src = next((t for t in inputs if t.name == o.like), None)
        return o if src is None else o.replace(dtypes=src.dtypes, type_var=src.type_var, seq_types=src.seq_types)
    name = o.seq_from or _rows_source(o, inputs)
    src = next((t for t in inputs if t.name == name), None)
    return o if src is None else o.replace(seq_from=src.name, seq_types=src.seq_types)


def _rows_source(o: TensorMeta, inputs: list[TensorMeta]) -> str | None:
    if not o.shape or not isinstance(o.shape[0], str) or is_group(o.shape[0]):
        return None
    return next((t.name for t in inputs if t.shape and t.shape[0] == o.shape[0] and not t.variadic), None)


class Function(_Builder):
    """Declares an op (FunctionMeta) and, from its gradient rule, its grad op."""

    def __init__(self, name: str, description: str, role: Role = "layer",
                 source: SourceLocation | None = None) -> None:
        super().__init__(name, description, source)
        self._role: Role = role
        self._kernels: dict[str, Kernel | None] = {}
        self._kernel_dtypes: dict[str, tuple[DataType, ...]] = {}
        self._grad: tuple[Kernel, tuple[str, ...] | None, str] | None = None
        self._zero_if_absent: tuple[str, ...] = ()
        self._grad_kernels: dict[str, Kernel] = {}
        self._grad_template: tuple[GradOp, ...] | None = None
        self._no_grad_reason: str | None = None
        self._reference: Kernel | None = None
        self._oracle: Oracle | None = None
        self._no_oracle_reason: str | None = None
        self._test_inputs: Callable[..., Any] | None = None
        self._test_sizes: tuple[str, ...] = ()
        self._not_derivative: str | None = None
        self._derivative_at: dict[str, Any] | None = {}
        self._elementwise: tuple[str, dict[str, str]] | None = None
        self._in_place: tuple[tuple[str, str], ...] = ()
        self._grad_in_place: tuple[tuple[str, str], ...] = ()

    def in_place(self, output: str, input: str) -> Self:
        """`output` may be written over `input`'s array: every kernel of the op takes a keyword
        `in_place` (default False); given True, it may write `output` into `input`'s array, which
        the caller no longer needs. Safe only where each element of the input is read before the
        same element of the output is written (an elementwise op, an update of a parameter)."""
        self._in_place += ((output, input),)
        return self

    def elementwise(self, forward: str, **grads: str) -> Self:
        """The op's math per element as C++ expressions (registry/fusion.py), from which the code
        generator emits fused kernels: `.elementwise("x + y", X="dout", Y="dout")`."""
        self._elementwise = (forward, grads)
        return self

    def reference(self, fn: Kernel) -> Self:
        """A numpy implementation written apart from the kernels (from the definition, in
        float64): the oracle of `.oracle("numpy")`, and the cpu kernel of an op that has none."""
        self._reference = fn
        return self

    def oracle(self, kind: OracleKind, expression: str | None = None, *,
               unused: dict[str, str] | None = None, sample: dict[str, Any] | None = None,
               magnitude: str | None = None) -> Self:
        """The independent implementation the tests compare every kernel with (registry/oracle.py):
        `.oracle("torch", "torch.tanh(X)")`, `.oracle("onnx", "Softmax(X, axis=1)")`,
        `.oracle("numpy")` (the `.reference(fn)`), `.oracle("distribution", ..., sample=...)`."""
        self._oracle = Oracle(kind, expression, dict(unused or {}), dict(sample or {}), magnitude)
        return self

    def no_oracle(self, reason: str) -> Self:
        """No independent implementation checks this op yet, and why: it registers (its generated
        tests still fail, naming the gap); without .oracle or this, registration refuses it."""
        self._no_oracle_reason = reason
        return self

    def test_inputs(self, fn: Callable[..., Any], *, sizes: tuple[str, ...] = ()) -> Self:
        """Inputs for the generated tests where the tensor metas are not enough:
        fn(rng, dtype, **attrs) -> {slot: array}. `sizes`: int or list[int] attributes that size
        the tensors fn makes (a reshape's target shape), drawn small in the tests' cases, as an
        attribute an output pattern names is."""
        self._test_inputs, self._test_sizes = fn, tuple(sizes)
        return self

    def kernel(self, device_or_fn: str | Kernel, fn: Kernel | None = None, *,
               dtypes: tuple[DataType, ...] | None = None) -> Self:
        """`.kernel(fn)`: an array-generic kernel serving every array device (numpy, cupy);
        `.kernel("cpu", fn)`: a kernel for one device, preferred there over the generic one;
        `dtypes`: the input dtypes that device kernel serves (a C++ kernel's float32/float64),
        others running on the generic kernel."""
        if isinstance(device_or_fn, str):
            self._kernels[device_or_fn] = fn
            if dtypes is not None:
                self._kernel_dtypes[device_or_fn] = tuple(DataType.of(d) for d in dtypes)
        else:
            self._kernels[ANY_DEVICE] = device_or_fn
        return self

    def devices(self, *names: str) -> Self:
        """Declare devices up front; each must then get a kernel."""
        for n in names:
            self._kernels.setdefault(n, None)
        return self

    def grad(self, kernel: Kernel, *, reads: tuple[str, ...] | None = None, device: str = ANY_DEVICE,
             zero_if_absent: tuple[str, ...] = (), in_place: tuple[tuple[str, str], ...] = ()) -> Self:
        """Derive `<op>_grad` from this declaration: its kernel gets the forward slots `reads`
        (default: every input, then every output; they include every input that gets a
        gradient, whose shape its gradient takes), then the gradient of each output, and the
        attributes as keywords; it returns the gradient of each input not declared no_grad.
        The kernel is array-generic unless a `device` is named. `zero_if_absent`: outputs whose
        gradient every kernel takes as None, meaning zeros, where no path uses the output (backward
        then fills no array of zeros for it: the LSTM's Cell and Gates). `in_place`: the grad op's
        (output, input) pairs, as `.in_place` declares them (("X@GRAD", "Out@GRAD"),)."""
        self._grad = (kernel, tuple(reads) if reads is not None else None, device)
        self._zero_if_absent = tuple(zero_if_absent)
        self._grad_in_place = tuple(in_place)
        return self

    def grad_kernel(self, device: str, kernel: Kernel) -> Self:
        """A device-specific kernel for the derived grad op (the `.grad` kernel is generic)."""
        self._grad_kernels[device] = kernel
        return self

    def grad_ops(self, *template: GradOp) -> Self:
        """The gradient as ops that exist already: a template over this op's slots."""
        self._grad_template = tuple(template)
        return self

    def grad_not_derivative(self, reason: str, *, derivative_at: dict[str, Any] | None) -> Self:
        """The declared gradient is deliberately not the derivative of the forward (`reason`);
        `derivative_at`: attribute values at which it is, where the generated numeric gradient
        check runs (a hand-written test must check it where it is not); None: it is the
        derivative nowhere, so no numeric check is generated (a hand-written test checks it)."""
        self._not_derivative = reason
        self._derivative_at = None if derivative_at is None else dict(derivative_at)
        return self

    def no_grad(self, reason: str) -> Self:
        self._no_grad_reason = reason
        return self

    def _rule(self) -> GradRule | None:
        wrt = tuple(t.name for t in self._inputs if not t.no_grad)
        if self._grad is not None:
            reads = self._grad[1] or tuple(t.name for t in self._inputs + self._outputs)
            outputs = tuple(t.name for t in self._outputs)
            unknown = [o for o in self._zero_if_absent if o not in outputs]
            if unknown:
                raise self._fail(f"zero_if_absent names {unknown[0]!r}, which is not an output")
            return KernelGrad(op=f"{self._name}_grad", reads=reads, wrt=wrt, outputs=outputs,
                              zero_if_absent=self._zero_if_absent, in_place=self._grad_in_place)
        if self._grad_template is not None:
            return CompositeGrad(template=self._grad_template, wrt=wrt)
        return None

    def _limited_kernels(self) -> dict[str, tuple[DataType, ...]]:
        """The device kernels that serve fewer dtypes than the inputs declare (only those matter)."""
        declared = {d for t in self._typed(self._inputs) if t.type_var is not None for d in t.dtypes}
        return {dev: ds for dev, ds in self._kernel_dtypes.items() if not declared <= set(ds)}

    def build(self) -> FunctionMeta:
        from .checks import check_function
        missing = [d for d, k in self._kernels.items() if k is None]
        if missing:
            raise self._fail(f"device {missing[0]!r} is declared but has no kernel")
        if self._grad is not None and self._grad_template is not None:
            raise self._fail("declares both a grad kernel (.grad) and a composite gradient (.grad_ops)")
        meta = FunctionMeta(**self._signature(), role=self._role,
                            kernels={d: k for d, k in self._kernels.items() if k is not None},
                            kernel_dtypes=self._limited_kernels(),
                            grad=self._rule(), no_grad_reason=self._no_grad_reason,
                            reference_fn=self._reference, oracle=self._oracle,
                            no_oracle_reason=self._no_oracle_reason,
                            test_inputs_fn=self._test_inputs, test_sizes=self._test_sizes,
                            not_derivative=self._not_derivative, derivative_at=self._derivative_at,
                            elementwise=self._elementwise_record(), in_place=self._in_place)
        check_function(meta)
        return meta

    def _elementwise_record(self) -> Elementwise | None:
        if self._elementwise is None:
            return None
        try:
            return declare_elementwise(self._name, [t.name for t in self._inputs], *self._elementwise)
        except DeclarationError as e:
            raise self._fail(str(e)) from None

    def build_all(self) -> list[Any]:
        from .checks import check_grad_kernel
        forward = self.build()
        if not isinstance(forward.grad, KernelGrad):
            return [forward]
        assert self._grad is not None
        unread = [x for x in forward.grad.wrt if x not in forward.grad.reads]
        if unread:
            raise self._fail(f"gradient reads {list(forward.grad.reads)} but not {unread[0]}, whose "
                             f"gradient takes its shape: add it to reads")
        kernels = {self._grad[2]: self._grad[0], **self._grad_kernels}
        grad = derive_grad(forward, forward.grad, kernels)
        check_grad_kernel(forward, grad)
        return [forward, grad]


def derive_grad(forward: FunctionMeta, rule: KernelGrad, kernels: dict[str, Kernel]) -> FunctionMeta:
    """The grad op of `forward`, every meta and attribute taken from its declaration."""
    reads = [_as_input(forward, slot) for slot in rule.reads]
    # an output's gradient need not carry offsets: a grad kernel reads the forward tensors' ones
    out_grads = [_as_input(forward, o).replace(name=f"{o}@GRAD", optional=o in rule.zero_if_absent, seq_types=ROWS)
                 for o in rule.outputs]
    outputs = [TensorMeta(name=f"{x}@GRAD", description=f"the gradient of {x}", like=x,
                          variadic=forward.input(x).variadic, dtypes=forward.input(x).dtypes,
                          type_var=forward.input(x).type_var, seq_types=forward.input(x).seq_types)
               for x in rule.wrt]
    return FunctionMeta(
        name=rule.op, description=f"Gradients of {forward.name}, derived from its declaration.",
        inputs=tuple(reads + out_grads), outputs=tuple(outputs), attributes=forward.attributes,
        source=forward.source, role="grad", kernels=kernels,
        # a device grad kernel serves what its forward kernel serves (a C++ pair: float32/float64)
        kernel_dtypes={d: ds for d, ds in forward.kernel_dtypes.items() if d in kernels},
        derived_from=forward.name, in_place=rule.in_place,
        no_grad_reason=f"second-order gradients of {forward.name} are not supported")


def _as_input(forward: FunctionMeta, slot: str) -> TensorMeta:
    """A forward slot as an input of the grad op: an input as declared; an output with the
    constraints of what it is like, or of its own pattern."""
    t = forward.slot(slot)
    if t is None:
        raise DeclarationError(f"{forward.source}: {forward.name}: gradient reads '{slot}', "
                               f"which is neither an input nor an output")
    if t in forward.inputs:
        return t.replace(no_grad=False)
    if t.like is not None:  # one tensor even when like a variadic input (sum's Out is like X)
        return forward.input(t.like).replace(name=t.name, description=t.description, no_grad=False,
                                             optional=False, domain=None, variadic=t.variadic)
    seq = forward.input(t.seq_from).seq_types if t.seq_from else t.seq_types
    return TensorMeta(name=t.name, description=t.description, dtypes=t.dtypes,
                      type_var=t.type_var if t.dtype_from is None else None, seq_types=seq,
                      rank=t.expected_rank if t.shape is None else None,
                      shape=None if t.shape is None else tuple(_free(d, forward) for d in t.shape),
                      variadic=t.variadic)


def _free(d: Any, forward: FunctionMeta) -> Any:
    """An output pattern entry as an input pattern entry: an attribute-sized dim is a free symbol."""
    return d if not isinstance(d, str) or d.lstrip(".") not in forward.attributes else f"{d}_"


class Layer(_Builder):
    """Declares a user-level layer composed of ops (LayerMeta)."""

    def __init__(self, name: str, description: str) -> None:
        super().__init__(name, description)
        self._compose: Callable[..., Any] | None = None

    def compose(self, fn: Callable[..., Any]) -> Self:
        self._compose = fn
        return self

    def test_inputs(self, fn: Callable[..., Any]) -> Self:
        """Inputs for the generated tests where the tensor metas are not enough (an input whose
        width must be a multiple of 4): fn(rng, dtype, **attrs) -> {slot: array}, as an op's."""
        self._test_inputs = fn
        return self

    def build(self) -> LayerMeta:
        from .checks import check_layer
        meta = LayerMeta(**self._signature(), compose=self._compose,
                         test_inputs_fn=getattr(self, "_test_inputs", None))
        check_layer(meta)
        return meta


class Topology(ConstraintBuilder):
    """Declares topology-wide attributes (TopologyMeta)."""

    def __init__(self, name: str, description: str = "") -> None:
        self._name, self._description = name, description
        self._attrs = AttributeMetaMap()

    def attribute(self, name: str, py_type: Any, description: str) -> Self:
        self._attrs.add_attribute(name, py_type, description)
        return self

    def _add(self, constraint: Constraint) -> Self:
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

    def register(self, registry: Any = None) -> TopologyMeta:
        from .registry import default_registry
        return default_registry(registry).register_topology(self.build())
