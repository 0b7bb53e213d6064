"""No grad op re-declares what its forward op declares (issue 7, "Done when").

Every grad op is derived from its forward declaration (`.grad(kernel, reads=...)`), or the
gradient is a composite of registered ops (`.grad_ops(...)`) whose slots fit those ops.
"""
import pathlib
import re

import pytest

import paddle  # noqa: F401  (registers the built-in ops)
from paddle.registry import check_slots
from paddle.registry import (AttrRef, CompositeGrad, Function, GradOp, KernelGrad, OpDesc, Registry,
                             TensorInfo, default_registry, infer_shapes, validate_attrs)
from paddle.registry.function import derive_grad
from paddle.testing import check_grad, sample_case, sample_inputs

REG = default_registry()
KERNELS = pathlib.Path(paddle.kernels.__file__).parent
GRAD_OPS = sorted(m.name for m in REG.functions() if m.role == "grad")
KERNEL_GRADS = sorted(m.name for m in REG.functions() if isinstance(m.grad, KernelGrad))
COMPOSITES = sorted(m.name for m in REG.functions() if isinstance(m.grad, CompositeGrad))
# the ops the issue names: each had a grad op declared by hand before the rewrite
NAMED = ["mul", "cos_sim", "scale", "sigmoid", "relu", "tanh", "softmax"]


def test_the_registry_has_derived_and_composite_gradients():
    assert len(GRAD_OPS) >= 10 and set(COMPOSITES) >= {"elementwise_add", "assign"}
    print(f"\n{len(GRAD_OPS)} derived grad ops, {len(COMPOSITES)} composite gradients")


@pytest.mark.parametrize("name", GRAD_OPS)
def test_every_grad_op_is_derived_from_its_forward_declaration(name):
    grad = REG.function(name)
    assert grad.derived_from is not None, f"{name} has role 'grad' but no derived_from: declared by hand"
    forward = REG.function(grad.derived_from)
    assert isinstance(forward.grad, KernelGrad) and forward.grad.op == name
    assert grad == derive_grad(forward, forward.grad, grad.kernels)
    # the very same attribute metas, constraints and all: nothing restated
    assert grad.attributes.keys() == forward.attributes.keys()
    assert all(grad.attributes[a] is forward.attributes[a] for a in forward.attributes)


@pytest.mark.parametrize("name", KERNEL_GRADS)
def test_derived_slots_follow_the_rule(name):
    """Checked against the forward op and its rule directly, not through derive_grad."""
    forward = REG.function(name)
    rule = forward.grad
    grad = REG.function(rule.op)
    assert [t.name for t in grad.inputs] == list(rule.reads) + [f"{o}@GRAD" for o in rule.outputs]
    assert [t.name for t in grad.outputs] == [f"{x}@GRAD" for x in rule.wrt]
    assert rule.wrt == tuple(t.name for t in forward.inputs if not t.no_grad)
    for slot in rule.reads:
        t = forward.slot(slot)
        if t in forward.inputs:  # a forward input is read as declared: same pattern, dtypes, domain
            assert grad.input(slot) == t.replace(no_grad=False)
    for o in rule.outputs:  # the gradient of an output is one tensor iff the output is
        assert grad.input(f"{o}@GRAD").variadic == forward.output(o).variadic, (name, o)
    for x in rule.wrt:
        out = grad.output(f"{x}@GRAD")
        assert out.like == x and out.variadic == forward.input(x).variadic
    assert set(grad.kernels) <= set(forward.kernels) | {"array"} and grad.source == forward.source


@pytest.mark.parametrize("name", NAMED)
def test_the_issues_ops_have_no_hand_declared_grad_op(name):
    grad = REG.function(f"{name}_grad")
    assert grad.derived_from == name and grad.source == REG.get(name).source


def test_no_grad_op_is_declared_by_hand_in_any_source():
    """The declaration sites themselves: no Function("<x>_grad" ...), PADDLE_OP("<x>_grad" ...) or
    role="grad" anywhere under kernels/."""
    pattern = re.compile(r'(Function|PADDLE_OP)\(\s*"\w+_grad"|role\s*=\s*"grad"')
    offenders = [f"{p.relative_to(KERNELS)}:{i}" for p in sorted(KERNELS.rglob("*")) if p.suffix in (".py", ".cc", ".h")
                 for i, line in enumerate(p.read_text().splitlines(), 1) if pattern.search(line)]
    assert offenders == []


@pytest.mark.parametrize("name", ["mul", "cos_sim", "scale", "sigmoid", "relu", "tanh", "softmax", "sum",
                                  "elementwise_add", "assign"])
def test_gradients_match_central_differences(name):
    """The derived grad ops compute the right thing, not only have the right metas."""
    assert check_grad(name, sample_inputs(name, dtype="float64"))


# --- what a gradient rule emits fits the ops it names ------------------------------------------

def _info(value):
    return [TensorInfo.of(v) for v in value] if isinstance(value, list) else TensorInfo.of(value)


def _names(slot, value):
    return [f"{slot}.{i}" for i in range(len(value))] if isinstance(value, list) else [slot]


def _forward_desc(name):
    """A forward op description with sampled inputs: (desc, infos of its variables)."""
    meta, case = REG.function(name), sample_case(name, dtype="float64")
    given = {s: v for s, v in case.inputs.items() if v is not None}
    outs = infer_shapes(meta, {s: _info(v) for s, v in given.items()}, case.attrs)
    env = {}
    for values in (given, outs):
        for slot, v in values.items():
            for n, i in zip(_names(slot, v), v if isinstance(v, list) else [v]):
                env[n] = i if isinstance(i, TensorInfo) else TensorInfo.of(i)
    desc = OpDesc(type=name, inputs={s: _names(s, v) for s, v in given.items()},
                  outputs={s: _names(s, v) for s, v in outs.items()}, attrs=case.attrs)
    return meta, desc, env


def _slot_infos(meta, desc, env):
    return {t.name: ([env[n] for n in desc.input(t.name)] if t.variadic else env[desc.input(t.name)[0]])
            for t in meta.inputs if desc.input(t.name)}


@pytest.mark.parametrize("name", KERNEL_GRADS + COMPOSITES)
def test_emitted_gradient_ops_are_registered_and_fit(name):
    """Each emitted op is registered, its slots pass the registry's slot rules, its attributes
    validate, its shapes infer from the forward variables, and each X@GRAD is shaped like X."""
    meta, desc, env = _forward_desc(name)
    for g in meta.grad_ops(desc):
        gmeta = REG.function(g.type)
        check_slots(gmeta, g)
        validate_attrs(gmeta, g.attrs)
        grads = {n: env[n.removesuffix("@GRAD")] for n in g.input_names() if n.endswith("@GRAD") and n not in env}
        env.update(grads)
        outs = infer_shapes(gmeta, _slot_infos(gmeta, g, env), validate_attrs(gmeta, g.attrs))
        for slot, info in outs.items():
            env.update(zip(g.output(slot), info if isinstance(info, list) else [info]))
    for x in meta.grad.wrt:
        for n in desc.input(x):
            assert env[f"{n}@GRAD"].shape == env[n].shape and env[f"{n}@GRAD"].dtype == env[n].dtype, n


def test_a_composite_gradient_passes_forward_attributes_by_reference():
    reg = Registry()
    (Function("scale_by", "d").input("X").output("Out", like="X")
     .attribute("value", float, "v").default(1.0).no_grad("t").kernel(lambda x, *, value: x).register(reg))
    (Function("twice", "d").input("X").output("Out", like="X")
     .attribute("factor", float, "f").default(2.0).kernel(lambda x, *, factor: x)
     .grad_ops(GradOp("scale_by", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("X@GRAD",)},
                      attrs={"value": AttrRef("factor")}))
     .register(reg))
    desc = OpDesc(type="twice", inputs={"X": ["a"]}, outputs={"Out": ["b"]}, attrs={"factor": 3.0})
    (g,) = reg.function("twice").grad_ops(desc)
    assert g == OpDesc(type="scale_by", inputs={"X": ["b@GRAD"]}, outputs={"Out": ["a@GRAD"]}, attrs={"value": 3.0})
