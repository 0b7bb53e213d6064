"""Operator: an op type bound to variable names and validated attributes.

Built from an OpDesc through the registry; attributes are checked once, here. `bind`
resolves everything a run needs (kernel for the place, the variables' tensors, attributes)
into one step (see `Step`), so running it does no lookups and no validation. An operator
does not run itself: a plan runs it (`paddle.plan.run_op` for a single one).
"""
from __future__ import annotations

import inspect
from functools import partial, wraps
from typing import Any, Callable, Mapping

import numpy as np

from ..errors import KernelNotFoundError, VariableNotFoundError
from .place import CPUPlace, Place, to_place
from ..registry import (ANY_DEVICE, check_slots, EMPTY_VAR, GRAD_SUFFIX, FunctionMeta, LodArray, OpDesc, complete_attrs,
                       default_registry, validate_attrs)
from .in_place import sole_owner
from .scope import Scope
from .tensor import Tensor

# What Net.run executes per op: (arity, kernel call, input tensor, input tensor, output tensor).
# Arity 1 and 2 (plain tensors in, one out: most ops) run inline in the plan's loop, saving a
# Python call per op; arity 0 is a closure doing the rest (variadic, optional, several outputs).
Step = tuple[int, Callable[..., Any], Any, Any, Any]


class Operator:
    __slots__ = ("desc", "meta", "attrs", "registry")

    def __init__(self, desc: OpDesc, registry: Any = None, *, validated: bool = False) -> None:
        """`validated=True`: the attributes were checked already (by a generated layer);
        only absent defaults are filled in."""
        self.registry = default_registry(registry)
        self.meta: FunctionMeta = self.registry.function(desc.type)
        check_slots(self.meta, desc)
        self.attrs = complete_attrs(self.meta, desc.attrs) if validated else validate_attrs(self.meta, desc.attrs)
        self.desc = desc if validated else desc.replace(attrs=self.attrs)

    @property
    def type(self) -> str:
        return self.desc.type

    def input_names(self) -> list[str]:
        return self.desc.input_names()

    def output_names(self) -> list[str]:
        return [n for n in self.desc.output_names() if n != EMPTY_VAR]

    def kernel(self, place: Place) -> Callable[..., Any]:
        if place.device in self.meta.kernel_dtypes and place.device in self.meta.kernels:  # pick per call
            return _by_dtype(self.meta, place.device)
        fn = self.meta.kernel_for(place.device)
        if fn is None and place.device != "cpu" and "cpu" in self.meta.kernels:
            return _through_host(self.meta.kernels["cpu"], place)
        if fn is None:
            have = ", ".join(self.meta.kernels) or "none"
            raise KernelNotFoundError(f"op '{self.type}' has no kernel for {place!r} "
                                      f"(it has kernels for: {have})")
        return fn

    def bind(self, scope: Scope, place: Place, lod_from: Mapping[str, str] | None = None, *,
             in_place: bool = False) -> Step:
        """The step running this op on tensors of `scope` (outputs created if missing).
        `lod_from`: output slot -> input slot whose sequence offsets the output takes.
        `in_place`: the plan found the op's in-place pairs qualify (paddle/core/in_place.py):
        the step writes each paired output over its input's array whenever, at that run, nothing
        but the input's tensor holds that array, and out of place otherwise."""
        step = self._bind(scope, place, lod_from, False)
        if not in_place:
            return step
        over, fresh = as_closure(self._bind(scope, place, lod_from, True)), as_closure(step)
        sources = [_input_arg(self.desc.input(i), self.meta.input(i), scope, self.type) for _, i in self.meta.in_place]
        def step_in_place() -> None:
            for t in sources:
                if not sole_owner(t):
                    fresh()
                    return
            over()
        return (0, step_in_place, None, None, None)

    def _bind(self, scope: Scope, place: Place, lod_from: Mapping[str, str] | None, in_place: bool) -> Step:
        fn = self.kernel(place)
        extra: dict[str, Any] = {"needed": self.needed()} if _takes(fn, "needed") else {}
        if in_place:
            extra["in_place"] = True
        call = partial(fn, **self.attrs, **extra) if self.attrs or extra else fn
        args = [_input_arg(self.desc.input(t.name), t, scope, self.type) for t in self.meta.inputs]
        outs = [_output_arg(self.desc.output(t.name), t, scope) for t in self.meta.outputs]
        lod_of = [t.name for t in self.meta.inputs] if _takes(fn, "lod") else None
        step = (0, _generic(call, args, outs, lod_of), None, None, None) if lod_of else _specialise(call, args, outs)
        pairs = _lod_pairs(self.meta, args, outs, lod_from) if lod_from else []
        if not pairs:
            return step
        run = as_closure(step)

        def step_with_lod() -> None:
            run()
            for src, dst in pairs:
                dst.lod = src.lod
        return (0, step_with_lod, None, None, None)

    def needed(self) -> tuple[bool, ...]:
        """Per declared output: does anybody want it (not absent, not bound to EMPTY_VAR)?"""
        return tuple(any(n != EMPTY_VAR for n in self.desc.output(t.name)) for t in self.meta.outputs)

    def __repr__(self) -> str:
        ins = {s: v for s, v in self.desc.inputs.items()}
        outs = {s: v for s, v in self.desc.outputs.items()}
        return f"Operator({self.type}, inputs={ins}, outputs={outs}, attrs={self.attrs})"


def _takes(fn: Callable[..., Any], keyword: str) -> bool:
    """Kernel conventions (runtime side), by keyword. `needed`: the kernel is told which of its
    outputs anybody reads and may return None for the others (a grad op skips the gradient of
    data it is never asked for); called without it, a kernel computes every output. `lod`: the
    kernel reads sequence offsets: it gets {input slot: its tensor's offsets (a tuple per level)
    or None}, read at each run, and may return a LodArray for an output whose offsets it makes."""
    try:
        return keyword in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


def _input_arg(names: list[str], t: Any, scope: Scope, op: str) -> Any:
    """A tensor, a list of tensors (variadic), or None (optional input not given)."""
    def tensor(name: str) -> Tensor:
        var = scope.find_var(name)
        if var is None:
            raise VariableNotFoundError(f"op '{op}' input {t.name} reads variable '{name}', "
                                        f"which is not in the scope")
        return var.tensor
    if t.variadic:
        return [tensor(n) for n in names]
    return tensor(names[0]) if names else None


def _output_arg(names: list[str], t: Any, scope: Scope) -> Any:
    def tensor(name: str) -> Tensor:
        if name == EMPTY_VAR:
            return Tensor()  # a value nobody reads: kept out of the scope
        label = "gradient" if GRAD_SUFFIX in name else "intermediate"
        return (scope.find_var(name) or scope.new_var(name, label)).tensor
    if t.variadic:
        return [tensor(n) for n in names]
    return tensor(names[0]) if names else Tensor()


def _lod_pairs(meta: FunctionMeta, args: list[Any], outs: list[Any],
               lod_from: Mapping[str, str]) -> list[tuple[Tensor, Tensor]]:
    slot = {t.name: a for t, a in zip(meta.inputs, args)}
    return [(slot[lod_from[t.name]], o) for t, o in zip(meta.outputs, outs) if t.name in lod_from]


def _specialise(call: Callable[..., Any], args: list[Any], outs: list[Any]) -> Step:
    plain = all(isinstance(a, Tensor) for a in args) and len(outs) == 1 and isinstance(outs[0], Tensor)
    if plain and len(args) in (1, 2):
        return (len(args), call, args[0], args[1] if len(args) == 2 else None, outs[0])
    return (0, _generic(call, args, outs), None, None, None)


def as_closure(step: Step) -> Callable[[], None]:
    """A step as a plain callable (for wrapping; the plan's loop runs steps inline)."""
    arity, fn, a, b, o = step
    if arity == 0:
        return fn

    def run() -> None:
        o.array = fn(a.array) if arity == 1 else fn(a.array, b.array)
    return run


def _store(o: Any, v: Any) -> None:
    """An output's value into its tensor (a list of tensors: each its own)."""
    if isinstance(o, list):
        for t, x in zip(o, v):
            _store(t, x)
    elif isinstance(v, LodArray):  # an output whose offsets the kernel made
        o.array, o.lod = v.array, v.lod
    elif isinstance(v, np.generic):  # numpy gives a 0-d result back as a scalar: keep an array
        o.array = np.asarray(v)
    else:
        o.array = v


def _lean(call: Callable[..., Any], args: list[Any], outs: list[Any]) -> Callable[[], None] | None:
    """The step of `_generic` resolved for its inputs' layout, for the common layouts (every input
    one tensor or an optional one not given, or one variadic input; tensors out): no per-input or
    per-output dispatch at run time, an array output stored directly. None for the other layouts."""
    if not all(isinstance(o, Tensor) for o in outs):
        return None
    ndarray = np.ndarray
    if all(isinstance(a, Tensor) for a in args):
        def arrays() -> list[Any]:
            return [t.array for t in args]
    elif all(a is None or isinstance(a, Tensor) for a in args):  # optional inputs not given: None
        def arrays() -> list[Any]:
            return [None if t is None else t.array for t in args]
    elif len(args) == 1 and isinstance(args[0], list):
        only = args[0]

        def arrays() -> list[Any]:
            return [[t.array for t in only]]
    else:
        return None
    if len(outs) == 1:
        out = outs[0]

        def one() -> None:
            v = call(*arrays())
            if type(v) is ndarray:
                out.array = v
            else:
                _store(out, v)
        return one

    def several() -> None:
        for o, v in zip(outs, call(*arrays())):
            if type(v) is ndarray:
                o.array = v
            else:
                _store(o, v)
    return several


def _generic(call: Callable[..., Any], args: list[Any], outs: list[Any],
             lod_of: list[str] | None = None) -> Callable[[], None]:
    """The step of a kernel called with every input's arrays; `lod_of` (the input slots), for a
    kernel that reads offsets: it also gets the inputs' offsets, as of this run."""
    lean = None if lod_of else _lean(call, args, outs)
    if lean is not None:
        return lean

    def value(a: Any) -> Any:
        if a is None:
            return None
        return [t.array for t in a] if isinstance(a, list) else a.array

    def lod() -> dict[str, Any]:
        assert lod_of is not None
        return {s: a.lod if isinstance(a, Tensor) else None for s, a in zip(lod_of, args)}

    single = len(outs) == 1

    def step() -> None:
        result = call(*[value(a) for a in args], lod=lod()) if lod_of else call(*[value(a) for a in args])
        if single:
            _store(outs[0], result)
        else:
            for o, v in zip(outs, result):
                _store(o, v)
    return step


def _by_dtype(meta: FunctionMeta, device: str) -> Callable[..., Any]:
    """The device kernel for the dtypes it serves (its declared `kernel_dtypes`: data), the
    array-generic kernel for the others; with no generic kernel, a typed error naming the dtype."""
    own, generic = meta.kernels[device], meta.kernels.get(ANY_DEVICE)
    served = frozenset(d.numpy for d in meta.kernel_dtypes[device])
    # the dtype of the first input of a type variable (not an index's) picks the kernel
    at = next((i for i, t in enumerate(meta.inputs) if t.type_var is not None), 0)

    def run(*args: Any, **kwargs: Any) -> Any:
        dtype = getattr(args[at], "dtype", None) if at < len(args) else None
        if dtype is None or dtype in served:
            return own(*args, **kwargs)
        if generic is None:
            raise KernelNotFoundError(f"op '{meta.name}' has no {device} kernel for dtype {dtype} (its {device} "
                                      f"kernel takes {', '.join(sorted(str(d) for d in served))})")
        return generic(*args, **kwargs)
    return run


def _through_host(cpu_kernel: Callable[..., Any], place: Place) -> Callable[..., Any]:
    """An op with a cpu kernel only (one declared in C++) runs on another device through copies:
    its inputs to the host, its outputs back. Right, if not fast; a device kernel replaces it."""
    host = CPUPlace()

    def move(value: Any, where: Place) -> Any:
        if value is None:
            return None
        if isinstance(value, (list, tuple)):
            return type(value)(move(v, where) for v in value)
        if isinstance(value, LodArray):
            return LodArray(to_place(value.array, where), value.lod)
        return to_place(value, where) if hasattr(value, "shape") else value

    @wraps(cpu_kernel)
    def run(*args: Any, **kwargs: Any) -> Any:
        return move(cpu_kernel(*(move(a, host) for a in args), **kwargs), place)
    return run
