"""Generating sequences with a recurrent group's step (v2's beam_search): the step is built once
as a net, as a recurrent_group's is (its memories, static inputs and parameters alike), with one
more input, the embedding of the word generated at the previous step; `generate` then runs it
step by step over the live hypotheses of every sample, keeping the `beam_size` best of each.

A hypothesis scores the sum of the log-probabilities of its words; one that generates `eos_id`
is finished (its words end with eos_id). A sample is done when it has `beam_size` finished
hypotheses better than any live one could become (log-probabilities only decrease), or at
`max_length` words, where its live hypotheses count as results too. With beam_size 1 this is
greedy decoding (each step's most probable word).
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from .core.desc import NetDesc
from .errors import OpRunError
from .model import Expression, Model
from .kernels._xp import xp_of
from .nets.nested import as_list, build_sub_net, index, local, outer_reads, run_local
from .core.net import PlainNet
from .core.place import Context
from .nets.recurrent_spec import Memory, Static
from .recurrent_layers import GROUPS, Group, StaticInput, group_boots, group_memories
from .nets.recurrent_static import StaticRows
from .registry import ConfigError, SequenceType, TensorInfo


@dataclass(frozen=True)
class Generator:
    """A step net and how generation feeds it."""
    name: str
    net: PlainNet
    statics: tuple[Static, ...]
    memories: tuple[Memory, ...]
    word: str  # the step's input: the previous word's embedding row
    table: str  # the embedding parameter those rows come from
    output: str  # the step's output: [hypotheses, vocabulary] probabilities
    reads: tuple[Expression, ...]  # the outer expressions it reads: static inputs, memories' boots
    bos_id: int
    eos_id: int
    beam_size: int
    max_length: int


def build_generator(step: Callable[..., Any], inputs: list[Any], *, table: Expression, name: str,
                    model: Model, bos_id: int, eos_id: int, beam_size: int, max_length: int) -> Generator:
    """The step net of `step(*inner)`; `inputs` holds StaticInputs and one None, where the step
    gets the previous word's embedding (a row of `table`)."""
    graph = model.graph
    statics = [Static(x.input.name, f"{name}.{x.input.name}@static", x.is_seq) for x in inputs
               if isinstance(x, StaticInput)]
    word = f"{name}.generated_word"
    group = Group(name, model)

    def build() -> Any:
        inner, it = [], iter(statics)
        for x in inputs:
            if isinstance(x, StaticInput):
                var = next(it).inner
                info = dataclasses.replace(x.input.info, shape=(None, *x.input.info.shape[1:]))
                info = info if x.is_seq else dataclasses.replace(info, seq_type=SequenceType.NONE)
            else:
                var, info = word, TensorInfo((None, table.info.shape[1]), table.info.dtype)
            graph.cur_scope().new_var(var)
            graph.infos[var] = info
            inner.append(graph.handles.wrap(var, -1))
        GROUPS.append(group)
        try:
            return as_list(step(*inner))
        finally:
            GROUPS.remove(group)

    net, outs = build_sub_net(graph, build)
    if len(outs) != 1 or not isinstance(outs[0], Expression):
        raise ConfigError(f"beam_search '{name}': the step should return one layer, the probabilities of the next "
                          f"word, got {outs!r}", layer="beam_search", argument="step", rule="type", value=outs)
    memories = group_memories(group, net, name)
    given = [word] + [m.pre for m in memories] + [s.inner for s in statics]
    stray = [p for p in outer_reads(net, given) if p not in graph.param_names]
    if stray:
        raise ConfigError(f"beam_search '{name}': the step reads '{stray[0]}' from outside, which is not a "
                          f"parameter: pass it as a StaticInput", layer="beam_search", argument="step",
                          rule="dataflow", value=stray[0])
    desc = NetDesc(ops=tuple(op.desc for op in net.ops), vars=tuple(net.vars.values()))
    reads = [x.input for x in inputs if isinstance(x, StaticInput)] + [b for b in group_boots(group) if b is not None]
    return Generator(name, PlainNet(desc, graph.registry), tuple(statics), tuple(memories), word, table.name,
                     outs[0].name, tuple(reads), bos_id, eos_id, beam_size, max_length)


# --- generating --------------------------------------------------------------------------------------
@dataclass
class _Beam:
    """The live hypotheses of all samples: sample, words so far, score, and the memories' rows."""
    sample: np.ndarray
    words: list[list[int]]
    score: np.ndarray
    state: dict[str, Any]


def generate(model: Model, gen: Generator, feed: Any) -> list[list[tuple[float, list[int]]]]:
    """For each sample of `feed`, its best `beam_size` (score, words) results, best first."""
    if gen.reads:
        model.run(list(gen.reads), feed=feed, inference=True)  # leaves their values (and offsets) in the scope
    scope = model.root_scope()
    count = _samples(gen, scope)
    order = np.arange(count)
    statics = [(scope.var(s.outer).value, StaticRows("beam_search", s.outer, s.is_seq, scope.var(s.outer).value,
                                                     scope.var(s.outer).tensor.lod, order)) for s in gen.statics]
    table = scope.var(gen.table).value
    xp = xp_of(table)  # the device's array module: the values fed to the step live there
    state = {m.pre: (scope.var(m.boot).value if m.boot else xp.zeros((count, int(m.size or 0)), dtype=table.dtype))
             for m in gen.memories}
    beam = _Beam(order.copy(), [[] for _ in range(count)], np.zeros(count), state)
    done: list[list[tuple[float, list[int]]]] = [[] for _ in range(count)]
    step_scope = scope.new_scope()
    context = Context(scope.place)
    for t in range(gen.max_length):
        if not len(beam.sample):
            break
        probs = _run_step(gen, beam, statics, table, step_scope, context)
        beam = _advance(gen, beam, probs, step_scope, done, last=t + 1 == gen.max_length)
    for i in range(len(beam.sample)):  # at max_length: the live ones are results too
        done[int(beam.sample[i])].append((float(beam.score[i]), beam.words[i]))
    return [sorted(d, key=lambda r: -r[0])[: gen.beam_size] for d in done]


def _samples(gen: Generator, scope: Any) -> int:
    if gen.statics:
        s = gen.statics[0]
        lod = scope.var(s.outer).tensor.lod
        return len(lod[-1]) - 1 if s.is_seq else len(scope.var(s.outer).value)
    boots = [m.boot for m in gen.memories if m.boot]
    if not boots:
        raise OpRunError(f"beam_search '{gen.name}': give a StaticInput or a memory with a boot_layer: the number "
                         f"of samples comes from them")
    return len(scope.var(boots[0]).value)


def _run_step(gen: Generator, beam: _Beam, statics: list[tuple[Any, StaticRows]], table: Any, scope: Any,
              context: Any) -> np.ndarray:
    """The step's probabilities of the next word for every live hypothesis."""
    for s, (array, rows) in zip(gen.statics, statics):
        local(scope, s.inner).set(*_gather_static(array, rows, beam.sample, s.is_seq))
    for m in gen.memories:
        local(scope, m.pre).set(beam.state[m.pre])
    prev = np.array([w[-1] if w else gen.bos_id for w in beam.words], dtype=np.int64)
    local(scope, gen.word).set(table[index(prev, table)])
    run_local(gen.net, scope, context)
    probs = np.asarray(_host(scope.var(gen.output).value), dtype=np.float64)
    if probs.ndim != 2 or len(probs) != len(beam.sample):
        raise OpRunError(f"beam_search '{gen.name}': the step's output should be [hypotheses, vocabulary] "
                         f"probabilities, got shape {probs.shape}")
    return probs


def _gather_static(array: Any, rows: StaticRows, samples: np.ndarray, is_seq: bool) -> tuple[Any, Any]:
    """The static input's rows (or sequences) of each hypothesis's sample, with offsets."""
    if not is_seq:
        return array[index(samples, array)], None
    off = rows.offsets
    parts = [np.arange(off[s], off[s + 1]) for s in samples]
    picked = np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64)
    return array[index(picked, array)], [[0, *np.cumsum([len(p) for p in parts]).tolist()]]


def _host(array: Any) -> Any:
    return array.get() if hasattr(array, "get") else array


def _advance(gen: Generator, beam: _Beam, probs: np.ndarray, scope: Any,
             done: list[list[tuple[float, list[int]]]], last: bool) -> _Beam:
    """Each sample's beam_size best extensions: finished ones (eos) go to `done`, the rest live on."""
    with np.errstate(divide="ignore"):
        logp = beam.score[:, None] + np.log(probs)
    keep: list[int] = []
    words: list[int] = []
    for sample in np.unique(beam.sample):
        hyps = np.nonzero(beam.sample == sample)[0]
        flat = logp[hyps].ravel()
        best = np.argsort(-flat, kind="stable")[: gen.beam_size]
        finished = done[int(sample)]
        for k in best:
            h, w = int(hyps[k // probs.shape[1]]), int(k % probs.shape[1])
            if w == gen.eos_id:
                finished.append((float(flat[k]), beam.words[h] + [w]))
            else:
                keep.append(h)
                words.append(w)
    keep_arr = np.asarray(keep, dtype=np.int64)
    score = logp[keep_arr, np.asarray(words, dtype=np.int64)] if keep else np.zeros(0)
    alive = np.array([_may_improve(done[int(beam.sample[h])], float(s), gen.beam_size)
                      for h, s in zip(keep, score)], dtype=bool)
    keep_arr, score = keep_arr[alive], score[alive]
    words = [w for w, a in zip(words, alive) if a]
    state = {m.pre: scope.var(m.inner).value[index(keep_arr, scope.var(m.inner).value)] for m in gen.memories}
    return _Beam(beam.sample[keep_arr], [beam.words[h] + [w] for h, w in zip(keep_arr, words)], score, state)


def _may_improve(finished: list[tuple[float, list[int]]], score: float, beam_size: int) -> bool:
    """Can a live hypothesis of this score still enter the sample's best beam_size results?"""
    if len(finished) < beam_size:
        return True
    return score > sorted((f[0] for f in finished), reverse=True)[beam_size - 1]


def parameters_read(gen: Generator, model: Model) -> list[str]:
    """The parameters generating reads: the step's, the embedding table, and those the static
    inputs and boots need."""
    names = [p for p in outer_reads(gen.net, [gen.word] + [m.pre for m in gen.memories] +
                                    [s.inner for s in gen.statics]) if p in model.param_names]
    if gen.reads:
        sub = model._subnets.get(model.root_net(), list(gen.reads))
        names += [n for op in sub.ops for n in op.input_names() if n in model.param_names]
    return list(dict.fromkeys([gen.table, *names]))
