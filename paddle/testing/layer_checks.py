"""`Op`: the validation checks of one op, through its generated validator, the registry's generic
validator and (for user-facing ops) its generated layer function."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np
import pytest

from .. import layer_support as support
from .. import model as runtime
from ..core.tensor import Tensor
from .. import registry as reg
from . import target
from .case import each, run_kernel
from .strategies import example_case, outcome


@dataclass
class FakeExpression:
    """Stands in for a runtime Expression: validation reads only `.info`."""

    info: reg.TensorInfo | None
    name: str = "fake"
    model: Any = None


@dataclass
class Op:
    name: str
    validate: Callable[[dict[str, Any]], dict[str, Any]]
    layer: Callable[..., Any] | None
    inputs: dict[str, str] = field(default_factory=dict)  # slot -> the layer's parameter name

    @property
    def meta(self) -> Any:
        return target.meta(self.name)

    def _registry_validate(self, attrs: dict[str, Any]) -> Any:
        return reg.validate_attrs(self.meta, attrs)

    def _call_layer(self, attrs: dict[str, Any]) -> Any:
        assert self.layer is not None
        infos = example_case(self.name).infos
        args = {self.inputs[slot]: _fake(info) for slot, info in infos.items() if slot in self.inputs}
        return self.layer(**args, **attrs)

    def check_accepted(self, attrs: dict[str, Any]) -> None:
        """Accepted alike by the generated validator, the registry and (runtime stubbed) the layer."""
        got = outcome(lambda: self.validate(attrs))
        assert got[0] == "ok", f"generated validator refused {attrs}: {got[1]}"
        assert got == outcome(lambda: self._registry_validate(attrs))
        if self.layer is not None:
            with pytest.MonkeyPatch.context() as monkeypatch:
                self.check_layer_calls_runtime(monkeypatch, attrs)

    def check_rejected(self, attrs: dict[str, Any], error: type[Exception], message: str) -> None:
        callers = [self.validate, self._registry_validate] + ([self._call_layer] if self.layer else [])
        for call in callers:
            with pytest.raises(error) as caught:
                call(attrs)
            assert str(caught.value) == message, f"{call.__name__}: {caught.value}"

    def check_agrees(self, attrs: dict[str, Any]) -> None:
        assert outcome(lambda: self.validate(attrs)) == outcome(lambda: self._registry_validate(attrs))

    def check_layer_calls_runtime(self, monkeypatch: Any, attrs: dict[str, Any]) -> None:
        """A valid call hands the op, its inputs and its validated attributes to the runtime once."""
        calls: list[tuple[Any, ...]] = []

        def runtime(*args: Any, **kwargs: Any) -> str:
            calls.append((args, kwargs))
            return "out"
        for hook in ("append_op", "append_layer"):
            monkeypatch.setattr(support, hook, runtime)
        assert self._call_layer(attrs) == "out"
        ((op_type, inputs, given), options), = calls
        assert op_type == self.name and set(inputs) == set(self.inputs)
        assert repr(given) == repr(self._registry_validate(attrs))
        assert options == {"name": None, "model": None}


    def check_inputs_enforced(self, attrs: dict[str, Any]) -> None:
        """An input of the wrong rank or dtype is refused by the layer before any kernel sees it."""
        infos = example_case(self.name).infos
        for t in self.meta.inputs:
            good = infos.get(t.name)
            if not isinstance(good, reg.TensorInfo):
                continue  # absent optional, or variadic
            bad_dtype = next((d for d in reg.DataType if d not in t.dtypes), None)
            wrong = [good.with_shape(good.shape + (2,))] if t.expected_rank is not None else []
            wrong += [reg.TensorInfo(good.shape, bad_dtype, good.seq_type)] if bad_dtype else []
            for info in wrong:
                args = {self.inputs[s]: _fake(i) for s, i in infos.items() if s in self.inputs}
                args[self.inputs[t.name]] = _fake(info)
                assert self.layer is not None
                with pytest.raises(reg.InputError) as caught:
                    self.layer(**args, **attrs)
                assert str(caught.value).startswith(f"{self.name} layer's input {t.name} should have")

    def check_layer_in_model(self, attrs: dict[str, Any]) -> None:
        """End to end: the layer adds its op to a real model, whose outputs have the inferred infos
        and, run on the example inputs, the values of the kernel."""
        case, model = example_case(self.name, attrs), runtime.Model(registry=target.registry())
        feed: dict[Any, Any] = {}
        seq = {t.name: t.seq_types[0] for t in target.meta(self.name).inputs}

        def data(slot: str, i: int, value: Any) -> Any:
            array = reg.array_of(value)
            lod = value.lod if isinstance(value, reg.LodArray) else _one_sequence(seq[slot], len(array))
            expr = runtime.data(f"{slot}_{i}", array.shape, array.dtype, seq_type=seq[slot].value, model=model)
            feed[expr] = Tensor(array, lod=lod)
            return expr
        args = {self.inputs[slot]: ([data(slot, i, a) for i, a in enumerate(v)] if isinstance(v, list)
                                    else None if v is None else data(slot, 0, v))
                for slot, v in case.inputs.items()}
        out = self.layer(**args, **attrs, model=model)  # type: ignore[misc]
        outs = [e for o in (out if isinstance(out, tuple) else [out]) for e in each(o)]  # a variadic one: a list
        values = model.run(outs, feed=feed)
        for expr, value in zip(outs, values):
            same = len(expr.info.shape) == np.ndim(value) and all(
                reg.dims_equal(a, b) for a, b in zip(expr.info.shape, np.shape(value)))  # None: known at run time
            assert same, f"{expr.name}: info {expr.info} but value {np.shape(value)}"
        if isinstance(self.meta, reg.FunctionMeta):
            want = [w for v in run_kernel(case).values() for w in each(v)]
            assert len(want) == len(values), f"{self.name}: {len(values)} outputs in the model, {len(want)} by kernel"
            for value, w in zip(values, want):
                np.testing.assert_allclose(value, w, rtol=1e-5, atol=1e-6)


def _fake(info: Any) -> Any:
    if isinstance(info, list):
        return [FakeExpression(i) for i in info]
    return None if info is None else FakeExpression(info)


def _one_sequence(seq_type: reg.SequenceType, rows: int) -> list[list[int]] | None:
    """Sequence offsets making all `rows` one sequence (one level per nesting), or None."""
    levels = {reg.SequenceType.NONE: 0, reg.SequenceType.SEQUENCE: 1, reg.SequenceType.NESTED: 2}[seq_type]
    return [[0, 1]] * (levels - 1) + [[0, rows]] if levels else None
