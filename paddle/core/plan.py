"""A compiled run of a slice of a net in one scope on one place: the bound steps, the
tensors read from outside the slice, and what the plan was built against.

A plan is rebuilt only when the net, a scope on the lookup path, or the place changes; the
shapes are re-checked (registry shape rules) only when the shapes, dtypes or sequence-ness of
the tensors fed from outside change. So the per-step cost is the loop over the steps.

The memory plan (a net's `keep`, see PlainNet.release_after_use): liveness over the net's ops,
computed once per plan, gives each step the intermediates and gradients whose last reader it is;
the step drops them once it has run, so the allocator hands their memory to the outputs of the
steps after it, and a step's peak holds only what is still to be read (as a tape frees the
activations of a layer once its gradient has run). Parameters, optimizer state, fed data, the
objective, the kept (fetched) variables and anything read before the net writes it (state carried
from one run to the next) are never dropped.
"""
from __future__ import annotations

import weakref
from typing import Any, Mapping, Sequence

import numpy as np

from ..kernels import _native
from ..errors import OpRunError, PaddleError, PlaceError, VariableNotSetError
from .finite import check_finite
from .flags import FLAGS
from .fusion import AnyChain, fuse_steps, gpu_chains
from .graph_replay import StepGraphs
from .in_place import in_place_op
from .operator import Operator, as_closure
from .place import Context, Place
from ..registry import SequenceType, TensorInfo, infer_shapes
from .scope import Scope
from .tensor import Tensor


def _hold_native() -> Any:
    """While a net runs: the pool threads the products (kernels/cpp/blas.h), and large arrays lie
    on huge pages (kernels/cpp/huge_page_arrays.cc; the huge_pages flag). Returns what
    _release_native puts back."""
    _native.blas_hold()
    return _native.huge_page_arrays_begin() if FLAGS.huge_pages else None


def _release_native(arrays: Any) -> None:
    if arrays is not None:
        _native.huge_page_arrays_end(arrays)
    _native.blas_release()


class Plan:
    __slots__ = ("ops", "steps", "frees", "external", "signature", "key", "scope_ref", "begin", "place", "lod",
                 "net_version", "versions", "chains", "run_steps", "run_frees", "run_index", "in_place", "graphs")

    def __init__(self, ops: list[Operator], begin: int, scope: Scope, place: Place, key: Any = None,
                 dead: Mapping[str, int] | None = None, chains: Sequence[AnyChain] = (),
                 in_place: bool = False) -> None:
        """`dead`: the memory plan, variable -> index in the net of the op after which it is
        dropped (`dead_after`); None keeps every variable. `chains`: the net's fusible chains
        (paddle/core/fusion.py), fused where the shapes allow once they are known. `in_place`:
        the steps run() loops over write outputs over dying inputs where their ops declare it
        (paddle/core/in_place.py); the checking loop (run_checked) runs every op out of place."""
        self.ops, self.begin, self.place, self.key = ops, begin, place, key
        # weak: nets cache plans per scope in a WeakKeyDictionary, which a strong reference
        # from the value would keep alive forever (per-step RNN scopes would pile up)
        self.scope_ref = weakref.ref(scope)
        self.net_version, self.versions = -1, [-1]
        self.lod = False  # steps copy sequence offsets (re-bound when fed tensors carry them)
        self.in_place = in_place
        self.steps = [op.bind(scope, place) for op in ops]
        self.frees = _frees(len(ops), begin, scope, dead or {})  # after binding: it creates the variables
        self.external = _external(ops, scope)
        self.chains = tuple(chains) if place.device == "cpu" else gpu_chains(chains)
        # what run() loops over: the steps, with the fusible chains fused (set by _revalidate)
        self.run_steps, self.run_frees, self.run_index = self.steps, self.frees, list(range(begin, begin + len(ops)))
        self.signature: list[Any] | None = None
        self.graphs: StepGraphs | None = None  # replayed as CUDA graphs (flag cuda_graph, GPU only)
        _link(ops, scope)

    def run(self) -> None:
        self._check_signature()
        if self.graphs is not None:
            self.graphs.run()
            return
        arrays = _hold_native()
        try:
            self._run_steps()
        finally:
            _release_native(arrays)

    def _run_steps(self) -> None:
        fn: Any = None
        o: Any = None
        try:
            if not self.run_frees:
                for arity, fn, a, b, o in self.run_steps:  # the hot loop: see operator.Step
                    if arity == 1:
                        o.array = fn(a.array)
                    elif arity == 2:
                        o.array = fn(a.array, b.array)
                    else:
                        fn()
            else:  # the same, each step then dropping the values nobody reads any more (memory plan)
                for (arity, fn, a, b, o), free in zip(self.run_steps, self.run_frees):
                    if arity == 1:
                        o.array = fn(a.array)
                    elif arity == 2:
                        o.array = fn(a.array, b.array)
                    else:
                        fn()
                    for t in free:
                        t.array = None
        except PaddleError:
            raise
        except Exception as err:
            i = next(i for i, s in enumerate(self.run_steps) if s[1] is fn and s[4] is o)
            raise self._failed(self.run_index[i] - self.begin, err) from err

    def run_checked(self) -> None:
        """The run with the NaN watch on (paddle.flags): each op's float outputs are checked
        after it runs; the first non-finite one raises NonFiniteError naming the op."""
        self._check_signature()
        arrays = _hold_native()
        try:
            self._run_steps_checked()
        finally:
            _release_native(arrays)

    def _run_steps_checked(self) -> None:
        for i, step in enumerate(self.steps):
            try:
                as_closure(step)()
            except PaddleError:
                raise
            except Exception as err:
                raise self._failed(i, err) from err
            check_finite(self.ops[i], self.begin + i, self.scope)
            for t in self.frees[i] if self.frees else ():
                t.array = None

    def _check_signature(self) -> None:
        """Re-check shapes and places only when what is fed from outside changed."""
        try:
            sig = [(t.array.shape, t.array.dtype, t.lod is None, type(t.array)) for _, t in self.external]
        except AttributeError:
            raise self._unset() from None
        if sig != self.signature:
            self._revalidate(sig)

    def _failed(self, i: int, err: Exception) -> OpRunError:
        return OpRunError(f"op #{self.begin + i} '{self.ops[i].type}' failed: {type(err).__name__}: {err}")

    def stamp(self, net_version: int) -> None:
        """Record what the plan was built against: the net's version, its scope chain's."""
        self.net_version = net_version
        self.versions = [s.version for s in self.scope.chain()]

    def fresh(self, net_version: int) -> bool:
        """Still valid: same net, and no variable created or deleted along the scope chain."""
        if net_version != self.net_version:
            return False
        s = self.scope_ref()
        for v in self.versions:
            if s is None or s.version != v:
                return False
            s = s.parent
        return s is None

    @property
    def scope(self) -> Scope:
        scope = self.scope_ref()
        assert scope is not None, "a plan outlived its scope"
        return scope

    def _revalidate(self, sig: list[Any]) -> None:
        self._check_places()
        infos = self.check_shapes()
        lod = not all(s[2] for s in sig)
        if lod or self.lod:  # offsets are fed: each sequence output copies its input's offsets
            self.steps = [op.bind(self.scope, self.place, _lod_sources(op, infos) if lod else None)
                          for op in self.ops]
            self.lod = lod
        self.steps = [_keeping_arrays(step) if any(len(infos[n].shape) == 0 for n in op.output_names() if n in infos)
                      else step for op, step in zip(self.ops, self.steps)]
        self.run_steps, self.run_frees, self.run_index = fuse_steps(self.chains, self.begin, self.steps, self.frees,
                                                                    infos, self.scope, self.place.device == "gpu")
        if self.in_place and self.place.device == "cpu":  # sole_owner vouches for numpy arrays only
            self.run_steps = self._in_place_steps(infos)
        self.graphs = StepGraphs(self) if self.place.device == "gpu" and FLAGS.cuda_graph else None
        self.signature = sig

    def _in_place_steps(self, infos: dict[str, TensorInfo]) -> list[Any]:
        """run_steps with each op's own step bound in place where its pairs qualify, judged on
        the drops that follow it in run order (after fusion has moved them)."""
        steps = list(self.run_steps)
        for k, i in enumerate(self.run_index):
            op = self.ops[i - self.begin]
            dropped = self.run_frees[k] if self.run_frees else ()
            if steps[k] is self.steps[i - self.begin] and in_place_op(op, dropped, infos, self.scope):
                steps[k] = op.bind(self.scope, self.place, _lod_sources(op, infos) if self.lod else None,
                                   in_place=True)
        return steps

    def check_shapes(self, given: Mapping[str, TensorInfo] | None = None) -> dict[str, TensorInfo]:
        """Validate every op's inputs and infer its outputs from the fed tensors' infos; a
        variable holding no value yet may be described by `given` (batch size None allowed)."""
        infos = {name: t.info() for name, t in self.external if t.array is not None}
        for name, info in (given or {}).items():
            infos.setdefault(name, info)
        for op in self.ops:
            if any(n not in infos for n in op.input_names()):
                continue  # an earlier shape rule left an output unknown: this op cannot be checked
            given = {t.name: _infos(op.desc.input(t.name), t.variadic, infos) for t in op.meta.inputs}
            given = {k: v for k, v in given.items() if v is not None}
            infos.update(_outputs(op, infer_shapes(op.meta, given, op.attrs)))  # validates the inputs too
        for name, info in infos.items():
            var = self.scope.find_var(name)
            if var is not None:
                var.info = info
        return infos

    def _check_places(self) -> None:
        """Nothing moves between places silently: a tensor elsewhere is an error, not a copy."""
        for name, t in self.external:
            if t.place.device != self.place.device:
                raise PlaceError(f"variable '{name}' lives on {t.place!r} but the net runs on {self.place!r}; "
                                 f"copy it there first (Tensor.to(place), or feed it through the model)")

    def _unset(self) -> VariableNotSetError:
        name = next(n for n, t in self.external if t.array is None)
        reader = next(op for op in self.ops if name in op.input_names())
        return VariableNotSetError(f"op '{reader.type}' reads variable '{name}', which holds no value: "
                                   f"feed it, or run the op that computes it first")


def _infos(names: list[str], variadic: bool, infos: dict[str, TensorInfo]) -> Any:
    if not names:
        return None
    return [infos[n] for n in names] if variadic else infos[names[0]]


def _outputs(op: Operator, inferred: dict[str, Any]) -> dict[str, TensorInfo]:
    out: dict[str, TensorInfo] = {}
    for slot, info in inferred.items():
        names = op.desc.output(slot)
        values = info if isinstance(info, (list, tuple)) else [info] * len(names)
        out.update({n: v for n, v in zip(names, values) if v is not None})
    return out


RELEASABLE = ("intermediate", "gradient")  # labels of the values a step computes for the steps after it


def dead_after(ops: Sequence[Operator], keep: frozenset[str]) -> dict[str, int]:
    """Liveness over a whole net: variable -> index of the last op reading or writing it, for
    each variable an op writes before any op reads it (one read first is state carried between
    runs) that is not in `keep`. Computed over the whole net, not a slice, so a value written in
    one slice and read in a later one (data-parallel steps run the net in two) lives until then."""
    first_write: dict[str, int] = {}
    first_read: dict[str, int] = {}
    last: dict[str, int] = {}
    for i, op in enumerate(ops):
        for name in op.input_names():
            first_read.setdefault(name, i)
            last[name] = i
        for name in op.output_names():
            first_write.setdefault(name, i)
            last[name] = i
    return {name: last[name] for name, w in first_write.items()
            if name not in keep and first_read.get(name, len(ops)) > w}


def _frees(count: int, begin: int, scope: Scope, dead: Mapping[str, int]) -> list[tuple[Tensor, ...]]:
    """Per step of a slice starting at op `begin`: the tensors to drop once it has run (those of
    `dead` dying there whose variables hold intermediates or gradients: never a parameter, state
    or fed data, whatever the ops say); an empty list when no step drops anything (the plain loop
    then runs, without the memory plan's per-step cost)."""
    frees: list[list[Tensor]] = [[] for _ in range(count)]
    for name, i in dead.items():
        var = scope.find_var(name)
        if 0 <= i - begin < count and var is not None and var.label in RELEASABLE:
            frees[i - begin].append(var.tensor)
    return [tuple(f) for f in frees] if any(frees) else []


def _external(ops: list[Operator], scope: Scope) -> list[tuple[str, Tensor]]:
    """(name, tensor) of each variable read before any op of the slice writes it."""
    written: set[str] = set()
    seen: dict[str, Tensor] = {}
    for op in ops:
        for name in op.input_names():
            if name not in written and name not in seen:
                seen[name] = scope.var(name).tensor
        written.update(op.output_names())
    return list(seen.items())


def _lod_sources(op: Operator, infos: dict[str, TensorInfo]) -> dict[str, str]:
    """Output slot -> the input slot whose sequence offsets it takes, as its meta declares
    (`like` or `seq_from`), for outputs that shape inference says are sequences."""
    out = {}
    for t in op.meta.outputs:
        names = op.desc.output(t.name)
        info = infos.get(names[0]) if len(names) == 1 else None
        src = t.like or t.seq_from
        if info is not None and info.seq_type != SequenceType.NONE and src and len(op.desc.input(src)) == 1:
            out[t.name] = src
    return out


def _link(ops: list[Operator], scope: Scope) -> None:
    """Seed 001: each variable knows the operators that read and write it."""
    for op in ops:
        for name in op.input_names():
            _add(scope.var(name).readers, op)
        for name in op.output_names():
            _add(scope.var(name).writers, op)


def _add(ops: list[Any], op: Any) -> None:
    if not any(o is op for o in ops):
        ops.append(op)


def run_op(op: Operator, scope: Scope, context: Context | None = None) -> None:
    """Run one op once in `scope` on the context's place (the scope's when None), its inputs
    checked against the op's declaration first; missing outputs are created."""
    plan = Plan([op], 0, scope, (context or Context(scope.place)).place)
    plan.run_checked() if FLAGS.check_nan_inf else plan.run()


def _keeping_arrays(step: Any) -> Any:
    """A fast step writing a 0-d output, as a step that stores an array: numpy's ufuncs give a 0-d
    input back as a numpy scalar, which the next op's C++ kernel would not take."""
    arity, fn, a, b, o = step
    if arity == 0:
        return step

    def run() -> None:
        o.array = np.asarray(fn(a.array) if arity == 1 else fn(a.array, b.array))
    return (0, run, None, None, None)
