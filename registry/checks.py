"""Checks on a declaration itself, run at registration. Each failure names file and line."""
from __future__ import annotations

import inspect
import re
from typing import Any, Callable

from . import constraints as c
from .attribute import AttributeMeta
from .errors import DeclarationError
from .function import FunctionMeta, LayerMeta, OpSignature
from .grad import TEMP, CompositeGrad
from .oracle import problem as oracle_problem
from .tensor import RUN_TIME, TensorMeta, is_group
from .types import UNSET

_NAME = re.compile(r"^[a-z_][a-z0-9_]*$")


def _fail(where: Any, owner: str, message: str) -> DeclarationError:
    return DeclarationError(f"{where}: {owner}: {message}")


def check_attribute(owner: str, attr: AttributeMeta) -> None:
    def fail(message: str) -> DeclarationError:
        return _fail(attr.source, owner, f"attribute '{attr.name}': {message}")

    for k in attr.constraints:
        why = k.applies_to(attr.type)
        if why:
            raise fail(why)
    defaults = [k for k in attr.constraints if isinstance(k, c.Default)]
    if len(defaults) > 1:
        raise fail("has more than one default")
    if defaults and attr.required:
        raise fail("has a default and must_set; a required attribute cannot have a default")
    if defaults:
        _check_default(attr, fail)
    for k in attr.checks:
        if isinstance(k, c.Custom):
            _check_custom(k, fail)


def _check_default(attr: AttributeMeta, fail: Callable[[str], DeclarationError]) -> None:
    value = attr.default
    if value is None:
        return  # None means "not given"; the kernel handles its absence
    if attr.type.coerce(value) is UNSET:
        raise fail(f"default {value!r} is not {attr.type.describe()}")
    broken = attr.first_violation(attr.type.coerce(value))
    if broken is not None:
        raise fail(f"default {value!r} violates its own constraint: should be {broken.phrase()}")


def _check_custom(k: c.Custom, fail: Callable[[str], DeclarationError]) -> None:
    wrong = [v for v in k.valid if not k.check(v)] + [v for v in k.invalid if k.check(v)]
    if wrong:
        raise fail(f"custom check '{k.message}' disagrees with its own examples {wrong}")
    why = k.importable()
    if why:
        raise fail(why)
    named = k.named
    if named is not None:
        if named.get("name") not in c.PREDICATES:
            raise fail(f"custom check '{k.message}' names no known predicate: {named!r}")
        differ = [v for v in k.valid + k.invalid if c.evaluate_named(named, v) != k.check(v)]
        if differ:
            raise fail(f"custom check '{k.message}' is declared as {named!r}, which disagrees with its "
                       f"function on {differ}")


def _check_signature(meta: OpSignature) -> None:
    def fail(message: str) -> DeclarationError:
        return _fail(meta.source, meta.name, message)

    if not _NAME.match(meta.name):
        raise fail("an op name is lower_snake_case")
    slots = [t.name for t in meta.inputs] + [t.name for t in meta.outputs]
    dup = next((s for s in slots if slots.count(s) > 1), None)
    if dup:
        raise fail(f"tensor '{dup}' is declared twice")
    clash = set(meta.attributes) & {t.name for t in meta.inputs}
    if clash:
        raise fail(f"attribute and input share the name {sorted(clash)[0]!r}")
    for attr in meta.attributes.values():
        check_attribute(meta.name, attr)
    _check_type_vars(meta, fail)
    for out in meta.outputs:
        _check_output(meta, out, fail)
    for t in meta.inputs:
        _check_domain(meta, t, fail)


def _check_type_vars(meta: OpSignature, fail: Callable[[str], DeclarationError]) -> None:
    first: dict[str, TensorMeta] = {}
    for t in meta.inputs:
        if t.type_var is None:
            continue
        other = first.setdefault(t.type_var, t)
        if not set(other.dtypes) & set(t.dtypes):
            raise fail(f"inputs {other.name} and {t.name} share type variable '{t.type_var}' but no dtype; "
                       f"give {t.name} type_var=None (or another variable)")


def _input_symbols(meta: OpSignature) -> set[str]:
    return {d for t in meta.inputs for d in t.shape or () if isinstance(d, str)}


def _check_output(meta: OpSignature, out: TensorMeta, fail: Callable[[str], DeclarationError]) -> None:
    inputs = {t.name for t in meta.inputs}
    if out.like is not None and out.like not in inputs:
        raise fail(f"output {out.name} is like '{out.like}', which is not an input")
    if out.seq_from is not None and out.seq_from not in inputs:
        raise fail(f"output {out.name} takes sequence offsets from '{out.seq_from}', which is not an input")
    rules = [r for r in ("like", "shape", "broadcast", "reduce") if getattr(out, r) is not None]
    if len(rules) > 1:
        raise fail(f"output {out.name} has {' and '.join(rules)}: give one shape rule")
    if not rules:
        if meta.shape_fn is None:
            raise fail(f"output {out.name} has no shape rule: give like=<input>, shape=<pattern>, "
                       f"broadcast=(<inputs>), reduce=Reduce(...) or .shape(fn)")
        return
    if out.broadcast is not None or out.reduce is not None:
        _check_derived_rule(meta, out, fail)
        _check_output_dtype(meta, out, fail)
    if out.shape is not None:
        _check_output_pattern(meta, out, fail)
        _check_output_dtype(meta, out, fail)


def _check_derived_rule(meta: OpSignature, out: TensorMeta, fail: Callable[[str], DeclarationError]) -> None:
    """broadcast / reduce name plain inputs (one tensor each, always given) and attributes of
    the types they read."""
    names = list(out.broadcast or ()) + ([out.reduce.input] if out.reduce else [])
    if out.broadcast is not None and not out.broadcast:
        raise fail(f"output {out.name}: broadcast names no input")
    for name in names:
        t = next((t for t in meta.inputs if t.name == name), None)
        if t is None or t.variadic or t.optional:
            raise fail(f"output {out.name}: '{name}' is not a (single, required) input")
    if out.reduce is None:
        return
    axes = meta.attributes.get(out.reduce.axes)
    if axes is None or not (axes.type.kind == "int" or (axes.type.kind == "list" and axes.type.scalar_kind == "int")):
        raise fail(f"output {out.name}: reduce axes '{out.reduce.axes}' is not an int or list[int] attribute")
    keep = out.reduce.keep_dims
    if keep is not None and (keep not in meta.attributes or meta.attributes[keep].type.kind != "bool"):
        raise fail(f"output {out.name}: reduce keep_dims '{keep}' is not a bool attribute")


def _check_output_pattern(meta: OpSignature, out: TensorMeta, fail: Callable[[str], DeclarationError]) -> None:
    bound = _input_symbols(meta)
    for d in out.shape or ():
        if not isinstance(d, str) or d in bound or d == RUN_TIME:
            continue
        attr = meta.attributes.get(d[3:] if is_group(d) else d)
        want = "list" if is_group(d) else "int"
        if attr is None or attr.type.kind != want or (want == "list" and attr.type.scalar_kind != "int"):
            kind = "list[int]" if is_group(d) else "int"
            raise fail(f"output {out.name}: shape symbol '{d}' is bound by no input pattern and names no "
                       f"{kind} attribute")


def _check_output_dtype(meta: OpSignature, out: TensorMeta, fail: Callable[[str], DeclarationError]) -> None:
    if out.dtype_from is not None:
        attr = meta.attributes.get(out.dtype_from)
        if attr is None or attr.type.kind != "dtype":
            raise fail(f"output {out.name}: dtype_from '{out.dtype_from}' is not a dtype attribute")
        return
    bound = {t.type_var for t in meta.inputs if t.type_var is not None}
    if (out.type_var is None or out.type_var not in bound) and len(out.dtypes) != 1:
        raise fail(f"output {out.name}: its dtype follows from nothing: give it the type variable of an "
                   f"input, dtype_from=<dtype attribute> or a single dtype")


def _check_domain(meta: OpSignature, t: TensorMeta, fail: Callable[[str], DeclarationError]) -> None:
    if t.domain is None:
        return
    symbols = _input_symbols(meta)
    for b in (t.domain.low, t.domain.high):
        if isinstance(b, str) and b not in symbols:
            raise fail(f"input {t.name}: domain bound '{b}' is not a symbol of the input shape patterns")
    excluded = meta.attributes.get(t.domain.excluding) if t.domain.excluding is not None else None
    if t.domain.excluding is not None and (excluded is None or excluded.type.kind != "int"):
        raise fail(f"input {t.name}: domain excluding '{t.domain.excluding}' is not an int attribute of the op")


def _positional(fn: Callable[..., Any]) -> tuple[int, int] | None:
    """(required, maximum) positional arguments of `fn`, or None when it has no signature."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return None
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    most = 10**6 if any(p.kind is p.VAR_POSITIONAL for p in params) else len(positional)
    return len([p for p in positional if p.default is p.empty]), most


def _accepts_attributes(fn: Callable[..., Any], attrs: list[str]) -> str | None:
    """The first attribute `fn` cannot take as a keyword, or None."""
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return None  # a native function without a Python signature: trust its binding
    if any(p.kind is p.VAR_KEYWORD for p in params):
        return None
    names = {p.name for p in params if p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD)}
    return next((a for a in attrs if a not in names), None)


def _check_callables(meta: FunctionMeta, fail: Callable[[str], DeclarationError]) -> None:
    callables = [(f"{d} kernel", k) for d, k in meta.kernels.items()]
    callables += [("shape rule", meta.shape_fn)] if meta.shape_fn else []
    callables += [("reference kernel", meta.reference_fn)] if meta.reference_fn else []
    for what, fn in callables:
        missing = _accepts_attributes(fn, list(meta.attributes))
        if missing:
            raise fail(f"{what} {getattr(fn, '__name__', fn)} does not accept attribute '{missing}'")
        arity = _positional(fn) if what != "shape rule" else None
        n = len(meta.inputs)
        if arity is not None and not arity[0] <= n <= arity[1]:
            raise fail(f"{what} {getattr(fn, '__name__', fn)} takes {arity[0]} positional arguments "
                       f"but the op has {n} inputs ({', '.join(t.name for t in meta.inputs)})")


NEEDED = "needed"  # the runtime's keyword telling a kernel which outputs anybody reads


def _needed_problem(fn: Callable[..., Any], n_outputs: int) -> str | None:
    """What is wrong with how `fn` takes `needed`, or None (it takes it well, or not at all).

    The runtime passes `needed` to a kernel that has the keyword, one bool per output; a test or a
    binding calling the kernel without it must still get every output."""
    try:
        param = inspect.signature(fn).parameters.get(NEEDED)
    except (TypeError, ValueError):
        return None  # a native function without a Python signature: trust its binding
    if param is None:
        return None
    if n_outputs < 2:
        return f"takes '{NEEDED}' but the op has one output: there is nothing to skip"
    if param.kind is not param.KEYWORD_ONLY:
        return f"takes '{NEEDED}' positionally: it should be keyword-only (after *), or an input could fill it"
    default = param.default
    if not (isinstance(default, tuple) and len(default) == n_outputs and all(d is True for d in default)):
        return (f"should default '{NEEDED}' to {(True,) * n_outputs} (every output, one per output), "
                f"got {'no default' if default is param.empty else repr(default)}")
    return None


def _check_needed(meta: FunctionMeta, fail: Callable[[str], DeclarationError]) -> None:
    """`needed` is a runtime keyword, not an attribute; each kernel taking it takes it the same way."""
    if NEEDED in meta.attributes:
        raise fail(f"declares an attribute '{NEEDED}', the keyword the runtime passes to kernels; rename it")
    for device, fn in meta.kernels.items():
        why = _needed_problem(fn, len(meta.outputs))
        if why is not None:
            raise fail(f"{device} kernel {getattr(fn, '__name__', fn)} {why}")


IN_PLACE = "in_place"  # the runtime's keyword letting a kernel write an output over an input's array


def _takes_in_place(fn: Callable[..., Any]) -> bool:
    """Does kernel `fn` take the keyword `in_place` (a native one: as its binding's docstring says)?"""
    try:
        param = inspect.signature(fn).parameters.get(IN_PLACE)
    except (TypeError, ValueError):
        return f"{IN_PLACE}: bool = False" in (getattr(fn, "__doc__", None) or "").split("\n", 1)[0]
    return param is not None and param.kind is param.KEYWORD_ONLY and param.default is False


def _check_in_place(meta: FunctionMeta, fail: Callable[[str], DeclarationError]) -> None:
    """Each declared (output, input) pair names one single tensor each, used once, and every
    kernel takes `in_place` as a keyword-only flag defaulting to False (a caller that does not
    know of it gets fresh outputs)."""
    if IN_PLACE in meta.attributes:
        raise fail(f"declares an attribute '{IN_PLACE}', the keyword the runtime passes to kernels; rename it")
    if not meta.in_place:
        return
    outs, ins = [o for o, _ in meta.in_place], [i for _, i in meta.in_place]
    for output, input in meta.in_place:
        o, i = next((t for t in meta.outputs if t.name == output), None), \
            next((t for t in meta.inputs if t.name == input), None)
        if o is None or i is None:
            raise fail(f"in_place({output!r}, {input!r}): {output if o is None else input!r} is not "
                       f"{'an output' if o is None else 'an input'}")
        if o.variadic or i.variadic or i.optional:
            raise fail(f"in_place({output!r}, {input!r}): both must be single tensors, the input not optional")
        if outs.count(output) > 1 or ins.count(input) > 1:
            raise fail(f"in_place({output!r}, {input!r}): each output and input may be paired once")
    for device, fn in meta.kernels.items():
        if not _takes_in_place(fn):
            raise fail(f"declares in_place {list(meta.in_place)} but its {device} kernel "
                       f"{getattr(fn, '__name__', fn)} takes no keyword-only '{IN_PLACE}=False'")


def check_function(meta: FunctionMeta) -> None:
    def fail(message: str) -> DeclarationError:
        return _fail(meta.source, meta.name, message)

    _check_signature(meta)
    if meta.grad is None and meta.no_grad_reason is None:
        raise fail("declares neither a gradient rule (.grad / .grad_ops) nor .no_grad(reason)")
    if meta.grad is not None and meta.no_grad_reason is not None:
        raise fail("declares both a gradient rule and no_grad")
    if not meta.kernels:
        raise fail("declares no kernel")
    if meta.kernel_for("cpu") is None and meta.reference is None:
        raise fail("needs a numpy reference kernel: .reference(fn), or an array-generic or cpu kernel")
    _check_needed(meta, fail)
    _check_in_place(meta, fail)
    _check_callables(meta, fail)
    _check_oracle(meta, fail)
    if isinstance(meta.grad, CompositeGrad):
        _check_template(meta, meta.grad, fail)


def is_kernel(meta: FunctionMeta, fn: Callable[..., Any] | None) -> str | None:
    """The device whose kernel `fn` is (the same function, or one with the same code), or None."""
    if fn is None:
        return None
    code = getattr(fn, "__code__", None)
    return next((d for d, k in meta.kernels.items()
                 if k is fn or (code is not None and getattr(k, "__code__", None) is code)), None)


def oracle_problem_of(meta: FunctionMeta) -> str | None:
    """Why `meta` has no independent oracle (the generated tests assert there is none), or None."""
    device = is_kernel(meta, meta.reference)
    if device is not None:
        return (f"its reference {getattr(meta.reference, '__name__', meta.reference)} is its {device} kernel: "
                f"a kernel checked against itself passes whatever it computes")
    if meta.oracle is None:
        return ("declares no oracle: .oracle('torch', 'torch....(X)'), .oracle('onnx', 'Op(X)') or "
                ".oracle('numpy') with a .reference(fn) written apart from the kernel")
    if meta.oracle.kind == "numpy" and meta.reference is None:
        return "declares .oracle('numpy') but no .reference(fn) to be that oracle"
    variadic = {t.name for t in meta.inputs if t.variadic}
    return oracle_problem(meta.oracle, {t.name for t in meta.inputs}, variadic, set(meta.attributes))


def _check_oracle(meta: FunctionMeta, fail: Callable[[str], DeclarationError]) -> None:
    """A declared oracle must make sense, and no reference may be a kernel. An op that declares
    no oracle at all is refused on entering the process-wide registry (check_oracle_declared);
    a probe op of a test's private Registry registers, and its generated tests would fail."""
    if meta.no_oracle_reason is not None and (meta.oracle is not None or not meta.no_oracle_reason.strip()):
        raise fail("declares .no_oracle(reason) with an oracle or with no reason")
    why = oracle_problem_of(meta)
    if why is not None and meta.oracle is None and meta.reference is None:
        return
    if why is not None:
        raise fail(why)


def check_oracle_declared(meta: Any) -> None:
    """An op entering the process-wide registry (paddle's ops, a plugin's) declares its oracle, or
    why it has none (.no_oracle(reason)): refused here, not first noticed when its generated tests
    run. A derived grad op is checked by the numeric gradient of its forward op."""
    if not isinstance(meta, FunctionMeta) or meta.derived_from is not None or meta.oracle is not None:
        return
    if meta.no_oracle_reason is None:
        raise _fail(meta.source, meta.name, "declares no oracle: .oracle('torch', 'torch....(X)'), "
                                            ".oracle('onnx', 'Op(X)'), .oracle('numpy') with a .reference(fn) "
                                            "written apart from the kernel, or .no_oracle(reason)")


def check_grad_kernel(forward: FunctionMeta, grad: FunctionMeta) -> None:
    """The derived grad op's kernels accept what the gradient rule passes them."""
    def fail(message: str) -> DeclarationError:
        return _fail(forward.source, forward.name, f"gradient: {message}")

    _check_needed(grad, fail)
    _check_in_place(grad, fail)
    _check_callables(grad, fail)


def _check_template(meta: FunctionMeta, rule: CompositeGrad, fail: Callable[[str], DeclarationError]) -> None:
    slots = {t.name for t in meta.inputs + meta.outputs}
    written: set[str] = set()
    for g in rule.template:
        for ref in [r for refs in g.inputs.values() for r in refs] + [r for refs in g.outputs.values() for r in refs]:
            base = ref.removesuffix("@GRAD")
            if not ref.startswith(TEMP) and base not in slots:
                raise fail(f"composite gradient op {g.type} refers to '{ref}', which is no slot of {meta.name}")
        written.update(r for refs in g.outputs.values() for r in refs)
    missing = [x for x in rule.wrt if f"{x}@GRAD" not in written]
    if missing:
        raise fail(f"composite gradient writes no gradient for input {missing[0]} (refs '{missing[0]}@GRAD')")


def check_layer(meta: LayerMeta) -> None:
    _check_signature(meta)
    if meta.compose is None:
        raise _fail(meta.source, meta.name, "a layer needs .compose(fn)")
