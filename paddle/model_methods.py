"""Model methods (seed 003): global functions that add to a model (`model=None`: the default).

`data` and `parameter` create variables; `append_op` / `append_layer` add ops configured by
the generated layers; `backward` and `optimize` add ops according to the model's state.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from .compose import Initializer, complete_attrs, data_info, init_desc_attrs, variadic_as_lists
from .desc import VarDesc
from .errors import ModelError
from .model import Expression, Model, default_model
from .registry import DataType, FunctionMeta, LayerMeta, OpDesc, TensorInfo, configure, infer_shapes

Inputs = Mapping[str, "Expression | Sequence[Expression] | None"]


def data(name: str, shape: Sequence[int | None], dtype: Any = "float32", *, seq_type: str = "none",
         model: Model | None = None) -> Expression:
    """A data layer: a variable labelled input, fed before each run. Leading dim: the batch (None).
    `seq_type="sequence"` (or "nested_sequence"): its rows are the steps of sequences, fed as a
    `paddle.Tensor(array, lod=[[0, 3, 5]])` whose offsets say where each sequence starts."""
    model = default_model(model)
    if model.root_scope().find_var(name) is not None:
        raise ModelError(f"data layer '{name}': the model already has a variable of that name")
    info = data_info(name, shape, dtype, seq_type)
    model.root_scope().new_var(name, "input")
    model.infos[name] = info
    return Expression(name, model, info, -1)


def parameter(name: str, shape: Sequence[int], dtype: Any = "float32", initializer: Initializer | None = None,
              *, model: Model | None = None) -> Expression:
    """A parameter, created once by name in the root scope and initialised by an op of the
    init net; asking again for the same name returns it (shapes must agree). The root net
    declares it too, so the net's description is enough to rebuild and initialise it."""
    model = default_model(model)
    op_type, attrs = init_desc_attrs(initializer, shape, dtype, seed=len(model.param_names) + 1,
                                     registry=model.registry)
    info = TensorInfo(tuple(attrs["shape"]), DataType.of(attrs["dtype"]))
    if name in model.param_names:
        if model.infos[name] != info:
            raise ModelError(f"parameter '{name}' exists with shape {model.infos[name].shape}, "
                             f"asked for {info.shape}")
        return Expression(name, model, info, -1)
    init = OpDesc(type=op_type, outputs={"Out": [name]}, attrs=attrs)
    model.init_net.add_op(init)
    model.root_net().declare_var(VarDesc(name=name, label="parameter", shape=info.shape,
                                         dtype=info.dtype.value, initializer=init))
    model.root_scope().new_var(name, "parameter")
    model.param_names.append(name)
    model.infos[name] = info
    return Expression(name, model, info, -1)


def append_op(op_type: str, inputs: Inputs, attrs: Mapping[str, Any], *, name: str | None = None,
              model: Model | None = None) -> Any:
    """Add an op whose attributes were validated already; returns its output Expression(s)."""
    model = _model_of(inputs, model)
    meta = model.registry.function(op_type)
    inputs = variadic_as_lists(meta, inputs)
    names, infos = _bind(inputs)
    attrs = complete_attrs(meta, attrs)
    outs = infer_shapes(meta, infos, attrs)
    out_names = {t.name: _out_name(model, op_type, t.name, name, len(meta.outputs)) for t in meta.outputs}
    desc = OpDesc(type=op_type, inputs=names, outputs={s: [n] for s, n in out_names.items()}, attrs=attrs)
    pos = model.cur_net().add_op(desc, validated=True)
    op = model.cur_net()[pos]
    for n in desc.input_names():  # seed 001: a variable knows its readers and writers
        model.cur_scope().var(n).readers.append(op)
    exprs = []
    for slot, out in out_names.items():
        model.cur_scope().new_var(out).writers.append(op)
        info = outs.get(slot) or TensorInfo(())
        model.infos[out] = info
        exprs.append(Expression(out, model, info, pos))
    return exprs[0] if len(exprs) == 1 else tuple(exprs)


def append_layer(layer_type: str, inputs: Inputs, attrs: Mapping[str, Any], *, name: str | None = None,
                 model: Model | None = None) -> Any:
    """Add a layer composed of ops (its LayerMeta's compose); attributes validated already."""
    model = _model_of(inputs, model)
    meta = model.registry.get(layer_type)
    if isinstance(meta, FunctionMeta):
        return append_op(layer_type, inputs, attrs, name=name, model=model)
    assert isinstance(meta, LayerMeta) and meta.compose is not None
    composer = ModelComposer(model, name or model.unique_name(layer_type))
    out = meta.compose(composer, *[inputs.get(t.name) for t in meta.inputs], **complete_attrs(meta, attrs))
    if isinstance(out, Expression) and out.op_pos == len(model.cur_net()) - 1 >= 0:
        # the layer's output is named after the layer (`fc_0`), not after its last op
        return _rename(model, out, name or composer.prefix)
    if name:
        raise ModelError(f"{layer_type}: cannot name the output '{name}': the layer's last op does not compute it")
    return out


def backward(target: Expression, no_grad_set: set[str] | None = None, *,
             model: Model | None = None) -> dict[str, str]:
    """Add the gradient ops of `target` to the root net; returns and records param -> grad."""
    model = default_model(model)
    model._own(target)
    grads = model.root_net().add_backward_ops(target.name, model.param_names, no_grad_set)
    model.root_scope().var(target.name).label = "objective"
    model.param_grad_map.update(grads)
    return grads


def optimize(optimizer: str = "sgd", learning_rate: float = 1e-3, *, model: Model | None = None,
             **attrs: Any) -> list[Expression]:
    """One optimizer op per parameter with a gradient; returns the updated parameters:
    `model.run(optimize(...))` runs a training step (forward, backward, updates)."""
    model = default_model(model)
    added = model.root_net().add_optimizer_ops(optimizer, learning_rate, **attrs)
    # op_pos of each update: model.run(these) runs a whole training step
    return [Expression(p, model, model.infos[p], pos) for p, pos in zip(model.param_grad_map, added)]


def sgd(learning_rate: float = 1e-3, *, model: Model | None = None) -> list[Expression]:
    return optimize("sgd", learning_rate, model=model)


class ModelComposer:
    """The builder a LayerMeta's compose gets (see paddle.compose), adding to `model`."""

    def __init__(self, model: Model, prefix: str) -> None:
        self.model, self.prefix = model, prefix

    def info(self, e: Expression) -> TensorInfo:
        return e.info

    def parameter(self, suffix: str, shape: Sequence[int], dtype: Any = "float32",
                  initializer: Initializer | None = None) -> Expression:
        return parameter(f"{self.prefix}.{suffix}", shape, dtype, initializer, model=self.model)

    def op(self, op_type: str, inputs: Inputs, **attrs: Any) -> Any:
        meta = self.model.registry.function(op_type)
        _, infos = _bind(inputs)
        checked, _ = configure(meta, infos, attrs)  # validated once, here
        return append_op(op_type, inputs, checked, name=self.model.unique_name(f"{self.prefix}.{op_type}"),
                         model=self.model)


def _bind(inputs: Inputs) -> tuple[dict[str, list[str]], dict[str, Any]]:
    names: dict[str, list[str]] = {}
    infos: dict[str, Any] = {}
    for slot, v in inputs.items():
        if v is None:
            continue
        if isinstance(v, Expression):
            names[slot], infos[slot] = [v.name], v.info
        else:
            names[slot], infos[slot] = [e.name for e in v], [e.info for e in v]
    return names, infos


def _model_of(inputs: Inputs, model: Model | None) -> Model:
    given: list[Any] = [e for v in inputs.values() if v is not None
                        for e in (v if isinstance(v, (list, tuple)) else [v])]
    model = default_model(model) if model is not None or not given else given[0].model
    for e in given:
        if not isinstance(e, Expression) or e.model is not model:
            raise ModelError(f"input {e!r} is not an expression of this model")
    return model


def _out_name(model: Model, op_type: str, slot: str, name: str | None, n_outputs: int) -> str:
    if name is not None:
        out = name if n_outputs == 1 else f"{name}.{slot}"
        if model.root_scope().find_var(out) is not None or model.cur_scope().find_var(out) is not None:
            raise ModelError(f"{op_type}: a variable named '{out}' exists already; pick another name")
        return out
    base = model.unique_name(op_type)
    return base if n_outputs == 1 else f"{base}.{slot}"


def _rename(model: Model, out: Expression, name: str) -> Expression:
    """Give a composed layer's output the user's name: rewrite the op that just produced it."""
    net = model.cur_net()
    op = net.ops[out.op_pos]
    if model.cur_scope().find_var(name) is not None:
        raise ModelError(f"cannot name the layer's output '{name}': a variable of that name exists already")
    outputs = {s: [name if n == out.name else n for n in ns] for s, ns in op.desc.outputs.items()}
    renamed = net.ops[out.op_pos] = type(op)(op.desc.replace(outputs=outputs), validated=True)
    net.version += 1
    for n in op.input_names():
        readers = model.cur_scope().var(n).readers
        readers[:] = [renamed if r is op else r for r in readers]
    model.cur_scope().delete_var(out.name)
    model.cur_scope().new_var(name).writers.append(renamed)
    model.infos[name] = model.infos.pop(out.name)
    return Expression(name, model, out.info, out.op_pos)
