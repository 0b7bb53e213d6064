"""The layers of recurrent nets (Model API): `recurrent_group(step, input)` builds a step net on
the model's stack of nets (seed 003) and adds it as one recurrent net (paddle.recurrent);
`memory(name, size)` inside the step is the previous step's value of the step's layer `name`.
v2's `paddle.layer.recurrent_group` and `memory` (paddle.v2.recurrent) record these on a tape.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .core.desc import NetDesc
from .model import Expression, Model, default_model
from .nets.nested import as_list, build_sub_net, outer_reads
from .nets.recurrent_spec import KIND, Link, Memory, Spec, Static
from .registry import ConfigError, DataType, SequenceType, TensorInfo


@dataclass(frozen=True)
class StaticInput:
    """A recurrent_group input read whole at every step, for the sequences running (v2's
    StaticInput): `input` holds one row per sequence of the stepped inputs, or with `is_seq`
    one sequence per sequence (an encoder's steps, which an attention reads at every step)."""
    input: Any
    is_seq: bool = False


class Group:
    def __init__(self, name: str, model: Model) -> None:
        self.name, self.model = name, model
        self.memories: list[tuple[str, str, Expression | None, int]] = []  # (layer name, pre, boot, size)


GROUPS: list[Group] = []


def recurrent_group(step: Callable[..., Any], input: Expression | Sequence[Expression], *,
                    name: str | None = None, reverse: bool = False, model: Model | None = None,
                    sub_sequences: bool = False) -> Any:
    """Run `step` over the steps of sequences: `step(*inputs)` gets one step's rows of each input
    (an Expression per input) and builds the step's layers, returning its output(s); the group
    returns each output over all steps as a sequence (the first input's offsets). The step's
    state is a `memory(name, size)`: the previous step's value of the step's layer `name`.
    `reverse`: each sequence is stepped from its last row to its first. `sub_sequences`: the inputs
    are nested sequences and a step gets one sub-sequence of each (a sequence; v2's SubsequenceInput).

    >>> import numpy as np, paddle
    >>> from paddle.recurrent_layers import memory, recurrent_group
    >>> with paddle.Model() as m:
    ...     x = paddle.layer.data("x", [None, 2], seq_type="sequence")
    ...     def step(x_t):
    ...         h_pre = memory("h", size=3)
    ...         return paddle.layer.fc(paddle.layer.concat([x_t, h_pre], axis=1), size=3, act="tanh", name="h")
    ...     hs = recurrent_group(step, x)
    >>> m.run(hs, feed={"x": paddle.Tensor(np.ones((5, 2), np.float32), lod=[[0, 3, 5]])}).shape
    (5, 3)
    """
    inputs = as_list(input)
    model = default_model(model if model is not None else (inputs[0].model if inputs and
                                                          isinstance(inputs[0], Expression) else None))
    graph = model.graph
    gname = name or graph.unique_name("recurrent_group")
    if not inputs:
        raise ConfigError(f"recurrent_group '{gname}': give at least one sequence input", layer="recurrent_group",
                          argument="input", rule="must_set", value=[])
    links, inner, statics = [], [], []
    for i, x in enumerate(inputs):
        if isinstance(x, StaticInput):
            statics.append(_static(gname, model, i, x))
            continue
        if not isinstance(x, Expression) or x.model is not model:
            raise ConfigError(f"recurrent_group '{gname}': input {i} should be an expression of this model, got "
                              f"{x!r}", layer="recurrent_group", argument="input", rule="type", value=x)
        if x.info.seq_type == SequenceType.NONE:
            raise ConfigError(f"recurrent_group '{gname}': input '{x.name}' should be a sequence (a data layer "
                              f"with seq_type='sequence', or a layer of one)", layer="recurrent_group",
                              argument="input", rule="seq_type", value=x.name)
        if sub_sequences and x.info.seq_type != SequenceType.NESTED:
            raise ConfigError(f"recurrent_group '{gname}': input '{x.name}' is stepped over its sub-sequences and "
                              f"should be a nested sequence (paddle.data_type.*_sub_sequence), got a "
                              f"{x.info.seq_type.value!r}", layer="recurrent_group", argument="input",
                              rule="seq_type", value=x.name)
        links.append(Link(x.name, f"{gname}.{x.name}@step"))
    if not links:
        raise ConfigError(f"recurrent_group '{gname}': give at least one input that is not a StaticInput: the "
                          f"group steps over its sequences", layer="recurrent_group", argument="input",
                          rule="must_set", value=[])
    group = Group(gname, model)

    def build() -> list[Expression]:
        stepped = iter(links)
        for x in inputs:
            if isinstance(x, StaticInput):
                static = next(s for s in statics if s.outer == x.input.name)
                name, info = static.inner, dataclasses.replace(x.input.info, shape=(None, *x.input.info.shape[1:]))
                if not x.is_seq:
                    info = dataclasses.replace(info, seq_type=SequenceType.NONE)
            else:
                name = next(stepped).inner
                info = dataclasses.replace(x.info, seq_type=SequenceType.SEQUENCE if sub_sequences
                                           else SequenceType.NONE)
            graph.cur_scope().new_var(name)
            graph.infos[name] = info
            inner.append(graph.handles.wrap(name, -1))
        GROUPS.append(group)
        try:
            outs = as_list(step(*inner))
        finally:
            GROUPS.remove(group)
        return outs

    net, outs = build_sub_net(graph, build)
    for o in outs:
        if not isinstance(o, Expression) or o.model is not model:
            raise ConfigError(f"recurrent_group '{gname}': the step function should return the step's layer(s) "
                              f"(expressions), got {o!r}", layer="recurrent_group", argument="step",
                              rule="type", value=o)
    memories = group_memories(group, net, gname)
    given = [x.inner for x in links] + [m.pre for m in memories] + [s.inner for s in statics]
    params = outer_reads(net, given)
    static = [p for p in params if p not in graph.param_names]
    if static:
        raise ConfigError(f"recurrent_group '{gname}': the step reads '{static[0]}' from outside the group, which is "
                          f"not a parameter: a step sees the outside through its inputs (one step's rows), its "
                          f"memories' boot layers and parameters; pass '{static[0]}' as an input",
                          layer="recurrent_group", argument="step", rule="dataflow", value=static[0])
    single = len(outs) == 1
    outputs = [Link(gname if single else f"{gname}.{o.name}", o.name) for o in outs]
    if not isinstance(reverse, bool):
        raise ConfigError(f"recurrent_group '{gname}': reverse should be True or False, got {reverse!r}",
                          layer="recurrent_group", argument="reverse", rule="type", value=reverse)
    spec = Spec(tuple(links), tuple(memories), tuple(outputs), tuple(params), reverse, tuple(statics), sub_sequences)
    desc = NetDesc(kind=KIND, ops=tuple(op.desc for op in net.ops), vars=tuple(net.vars.values()),
                   attrs=spec.to_attrs())
    handles = model.graph.add_net(desc)
    return handles[0] if single else handles


def group_memories(group: Group, net: Any, gname: str) -> list[Memory]:
    """The memories a step declared, each naming a layer the step writes."""
    written = [n for op in net.ops for n in op.output_names()]
    memories = []
    for mem_name, pre, boot, size in group.memories:
        if mem_name not in written:
            raise ConfigError(f"recurrent_group '{gname}': memory '{mem_name}' refers to no layer of the step "
                              f"(the step's layers: {_layer_names(written)}); name the step's layer "
                              f"name='{mem_name}'", layer="recurrent_group", argument="memory",
                              rule="unknown_memory", value=mem_name)
        memories.append(Memory(mem_name, pre, boot.name if boot is not None else None, size))
    return memories


def group_boots(group: Group) -> list[Expression | None]:
    """The boot layer of each memory the step declared (None: starts from zeros)."""
    return [boot for _, _, boot, _ in group.memories]


def _static(gname: str, model: Model, i: int, x: StaticInput) -> Static:
    if not isinstance(x.input, Expression) or x.input.model is not model:
        raise ConfigError(f"recurrent_group '{gname}': input {i} is a StaticInput of {x.input!r}, which should be an "
                          f"expression of this model", layer="recurrent_group", argument="input", rule="type",
                          value=x.input)
    if not isinstance(x.is_seq, bool):
        raise ConfigError(f"recurrent_group '{gname}': StaticInput's is_seq should be True or False, got "
                          f"{x.is_seq!r}", layer="StaticInput", argument="is_seq", rule="type", value=x.is_seq)
    if x.is_seq and x.input.info.seq_type == SequenceType.NONE:
        raise ConfigError(f"recurrent_group '{gname}': StaticInput '{x.input.name}' has is_seq=True but is not a "
                          f"sequence", layer="StaticInput", argument="is_seq", rule="seq_type", value=x.input.name)
    return Static(x.input.name, f"{gname}.{x.input.name}@static", x.is_seq)


def memory(name: str, size: int, boot_layer: Expression | None = None, *, model: Model | None = None) -> Expression:
    """Inside a recurrent_group's step: the previous step's value of the step's layer `name`
    ([n, size]); at the first step `boot_layer`'s rows (one per sequence), or zeros."""
    if not GROUPS:
        raise ConfigError(f"memory '{name}': call memory() inside a recurrent_group's step function",
                          layer="memory", argument="name", rule="context", value=name)
    group = GROUPS[-1]
    if not isinstance(name, str) or not name:
        raise ConfigError(f"recurrent_group '{group.name}': memory's name should be the name of a layer of the "
                          f"step, got {name!r}", layer="memory", argument="name", rule="type", value=name)
    if not isinstance(size, int) or isinstance(size, bool) or size <= 0:
        raise ConfigError(f"recurrent_group '{group.name}': memory '{name}': size should be an int larger than 0, "
                          f"got {size!r}", layer="memory", argument="size", rule="larger_than", value=size)
    if any(m[0] == name for m in group.memories):
        raise ConfigError(f"recurrent_group '{group.name}': memory '{name}' is declared twice",
                          layer="memory", argument="name", rule="unique", value=name)
    graph = group.model.graph
    if boot_layer is not None and (not isinstance(boot_layer, Expression) or boot_layer.model is not group.model):
        raise ConfigError(f"recurrent_group '{group.name}': memory '{name}': boot_layer should be a layer of the "
                          f"model, got {boot_layer!r}", layer="memory", argument="boot_layer", rule="type",
                          value=boot_layer)
    if boot_layer is not None and boot_layer.info.shape[1:] != (size,):
        raise ConfigError(f"recurrent_group '{group.name}': memory '{name}': boot_layer '{boot_layer.name}' should be "
                          f"[sequences, {size}], got {list(boot_layer.info.shape)}", layer="memory",
                          argument="boot_layer", rule="shape", value=boot_layer.name)
    pre = f"{group.name}.{name}@pre"
    graph.cur_scope().new_var(pre)
    dtype = boot_layer.info.dtype if boot_layer is not None else DataType.of(graph.topology["dtype"])
    graph.infos[pre] = TensorInfo((None, size), dtype) if boot_layer is None else \
        dataclasses.replace(boot_layer.info, seq_type=SequenceType.NONE)
    group.memories.append((name, pre, boot_layer, size))
    return graph.handles.wrap(pre, -1)  # type: ignore[no-any-return]


def _layer_names(written: list[str]) -> list[str]:
    return sorted({n for n in written if "." not in n} or set(written))
