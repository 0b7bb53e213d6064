"""Kernel checks of the generated tests: shape rule vs kernel and the oracle's independence here;
kernel vs oracle, numeric gradient and GPU vs oracle are `paddle.testing`'s, run on the case's
registry."""
from __future__ import annotations

import functools
import importlib
from typing import Any

import numpy as np

from .. import registry as reg
from ..registry.checks import oracle_problem_of
from . import checks as pt
from . import target
from .case import Case, arrays, call, each, first_dtype, run_kernel
from ..core.place import CPUPlace, GPUPlace
from ..registry import LodArray, array_of
from .strategies import SMOOTH_ATTR, make_case

__all__ = ["run_kernel", "check_dtype", "check_shape_rule", "check_oracle", "check_oracle_independent",
           "check_kernel_at",
           "gpu_usable", "check_gpu", "check_gradient", "check_in_place"]


def check_shape_rule(case: Case) -> None:
    """The shape rule's output infos are what the kernel produces, and match the output metas."""
    meta = case.meta
    reg.validate_inputs(meta, case.infos)  # the generated inputs respect the op's tensor metas
    inferred = reg.infer_shapes(meta, case.infos, case.attrs)
    outputs = run_kernel(case)
    for o in meta.outputs:
        if o.like is not None and case.inputs.get(o.like) is None and outputs[o.name] is None:
            continue  # like an optional input not given (the gradient of an absent bias): absent too
        got = [reg.TensorInfo.of(v) for v in each(outputs[o.name])]
        for info in got:
            assert o.expected_rank is None or info.rank == o.expected_rank, f"{o.name}: rank {info.rank}"
            assert all(not isinstance(w, int) or w == d for w, d in zip(o.shape or (), info.shape)), \
                f"{o.name}: shape {info.shape} breaks pattern {o.shape}"
            assert info.dtype in o.dtypes, f"{o.name}: dtype {info.dtype.value} not declared"
        if inferred.get(o.name) is not None:
            want = [(i.shape, i.dtype) for i in each(inferred[o.name])]
            # a size the rule leaves unknown (None: sequence_pool's count of sequences, known from
            # the offsets only) agrees with any
            agree = len(got) == len(want) and all(
                g.dtype == d and g.rank == len(s) and all(reg.dims_equal(a, b) for a, b in zip(g.shape, s))
                for g, (s, d) in zip(got, want))
            assert agree, f"{o.name}: kernel gives {got}, shape rule says {want}"


def check_oracle_independent(op: str) -> None:
    """The op declares an oracle that is not its own kernel (a kernel compared with itself
    passes whatever it computes)."""
    meta = target.registry().function(op)
    why = oracle_problem_of(meta)
    assert why is None, f"{op} ({meta.source}): {why}"


def check_oracle(case: Case) -> None:
    checked = pt.check_oracle(case.op, case.inputs, case.attrs, registry=case.registry)
    assert checked, f"{case.op}: no cpu kernel was compared with the oracle"


DTYPE_SEEDS = 4  # cases per declared dtype (the float32/float64 ones are hypothesis's)


def check_dtype(op: str, dtype: str) -> None:
    """For inputs of `dtype` (one the op's type variable declares beyond float32/float64): every
    kernel serving it agrees with the oracle (run on the values widened to float64/int64), the
    outputs have the declared dtypes and the shape rule's, over a few fixed cases."""
    for seed in range(DTYPE_SEEDS):
        case = make_case(op, seed, dtype, region="smooth" if seed % 2 else "whole")
        drawn = {reg.DataType.of(array_of(a).dtype) for v in case.inputs.values() for a in each(v)
                 if a is not None and hasattr(array_of(a), "dtype")}
        assert reg.DataType.of(dtype) in drawn, f"{op}: the case drew no {dtype} input ({drawn})"
        check_shape_rule(case)
        check_oracle(case)


def check_kernel_at(op: str, attrs: dict[str, Any], changed: str | None = None) -> None:
    """At a boundary value every kernel still runs, agrees with the oracle and stays finite. A
    value of attribute `changed` that its own rules accept but that a rule across attributes
    refuses beside the others' defaults (pool2d's paddings past half of ksize) must be refused as
    a typed error naming it."""
    try:
        case = make_case(op, 0, None, attrs)
        reg.infer_shapes(case.meta, case.infos, case.attrs)
    except (reg.ShapeError, reg.InputError) as err:
        if changed is None or changed not in str(err):
            raise
        return
    forward = case.meta.derived_from
    if forward is None:
        pt.check_oracle(op, case.inputs, case.attrs, registry=case.registry, finite=True)
        return
    # a grad op's oracle is the numeric gradient of its forward op, at these attributes
    for slot, value in run_kernel(case).items():
        assert all(v is None or np.all(np.isfinite(np.asarray(v, dtype=float))) for v in each(value)), \
            f"{op}: output {slot} is not finite with {case.attrs}"
    if _derivative_nowhere(case.registry.function(forward)):
        return  # no attribute values make it the derivative: a hand-written test checks it
    fwd = make_case(forward, 0, "float64", dict(attrs), region="smooth")  # central differences need it
    check_gradient(fwd)


def check_in_place(case: Case) -> None:
    """Each cpu and array kernel of an op declaring in-place pairs, told `in_place=True` on fresh
    copies of the inputs, gives the bits it gives without; a float32/float64 paired output lies in
    its input's array (the memory the runtime meant to save), and every input not paired with an
    output is left as it was."""
    meta = case.meta
    dtype = first_dtype(case.inputs)
    paired = {i for _, i in meta.in_place}
    checked = 0
    for device, fn in meta.kernels.items():
        if device not in ("cpu", reg.ANY_DEVICE) or (dtype is not None and not meta.serves(device, dtype)):
            continue
        given = pt.copy_inputs(case.inputs, CPUPlace(), order="C")
        before = pt.copy_inputs(given, CPUPlace())
        with np.errstate(all="ignore"):  # the values' agreement is checked, not their range
            fresh = arrays(call(meta, fn, case.inputs, case.attrs))
            got = arrays(call(meta, fn, given, {**case.attrs, "in_place": True}))
        for slot, value in fresh.items():
            for a, b in zip(each(got[slot]), each(value)):
                np.testing.assert_array_equal(a, b, err_msg=f"{meta.name} {device} kernel, output {slot} in place")
        for output, input in meta.in_place:
            array = array_of(given[input])
            if array.dtype in (np.float32, np.float64) and array.size:
                assert np.shares_memory(got[output], array), \
                    f"{meta.name} {device} kernel: in_place=True wrote {output} to a fresh array, not {input}'s"
        for slot in given.keys() - paired:
            for a, b in zip(each(arrays(given)[slot]), each(arrays(before)[slot])):
                np.testing.assert_array_equal(a, b, err_msg=f"{meta.name} {device} kernel wrote over input {slot}")
        checked += 1
    assert checked, f"{meta.name}: no cpu or array kernel serves {dtype}"


def _derivative_nowhere(meta: Any) -> bool:
    return bool(meta.not_derivative) and meta.derivative_at is None


@functools.lru_cache(maxsize=1)
def gpu_usable() -> bool:
    """cupy imports without a GPU and fails on the first array, so make one."""
    try:
        cupy = importlib.import_module("cupy")  # optional: imported only where asked for
        return bool(cupy.asarray([1.0]).sum().get() == 1.0)
    except Exception:
        return False


def check_gpu(case: Case) -> None:
    """The GPU kernel (on cupy copies of the inputs) agrees with the oracle. A derived gradient's
    oracle is the numeric gradient of its forward op: its GPU kernels are checked against central
    differences run on the GPU, on a smooth float64 case (as on the cpu)."""
    forward = case.meta.derived_from
    if forward is not None and oracle_problem_of(case.meta) is not None:
        moderate = {k: v for k, v in case.attrs.items() if not (isinstance(v, float) and abs(v) > SMOOTH_ATTR)}
        fwd = make_case(forward, 0, "float64", moderate, region="smooth")  # an extreme float: its default
        pt.check_grad(forward, fwd.inputs, fwd.attrs, registry=case.registry, place=GPUPlace(0))
        return
    inputs = {slot: _flush_subnormals(v) for slot, v in case.inputs.items()}
    pt.check_oracle(case.op, inputs, case.attrs, device="gpu", registry=case.registry)


def _flush_subnormals(value: Any) -> Any:
    """cupy builds its kernels flushing float32 subnormals to zero (as GPUs do for speed): 1e-45
    reads as 0 there, so its sign is 0 and its floor -0. The GPU is checked on inputs flushed the
    same way; it is not asked to keep what its arithmetic drops."""
    if isinstance(value, (list, tuple)):
        return type(value)(_flush_subnormals(v) for v in value)
    array = array_of(value)
    if not isinstance(array, np.ndarray) or array.dtype != np.float32:
        return value
    flushed = np.where(np.abs(array) < np.finfo(np.float32).tiny, np.float32(0) * np.sign(array), array)
    return LodArray(flushed, value.lod) if isinstance(value, LodArray) else flushed


def check_gradient(case: Case) -> None:
    """Central differences against the declared gradient; an op whose gradient is deliberately not
    the derivative (`not_derivative`) is checked at the attribute values where it is."""
    where = getattr(case.meta, "derivative_at", None) or {}  # a LayerMeta has none
    pt.check_grad(case.op, case.inputs, {**case.attrs, **where}, registry=case.registry)
