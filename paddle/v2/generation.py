"""v2's sequence generation: `GeneratedInput`, `beam_search`, and `paddle.infer(beam, field=['prob',
'id'])` returning the beams as v2 did (paddle.generation runs them).

    decoder_input = [StaticInput(input=encoded), GeneratedInput(size=V, embedding_name='trg_emb',
                                                                 embedding_size=E)]
    beam = paddle.layer.beam_search(step=decoder_step, input=decoder_input, bos_id=0, eos_id=1,
                                    beam_size=3, max_length=50)
    prob, ids = paddle.infer(output_layer=beam, parameters=parameters, input=samples,
                             field=['prob', 'id'])

`prob` is [samples, beam_size]: each result's log-probability (the sum of its words'); `ids` the
results as one flat int64 vector, sample after sample and best first: for each result its
length, its words (ending with eos_id when it finished), then -1.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

import numpy as np

from paddle import generation
from paddle import recurrent_layers as recurrent
from paddle.errors import ModelError
from paddle.registry import ConfigError
from paddle.tape import TapeItem, current_tape
from paddle.v2.recurrent import _BOOTS, StaticInput, static_is_seq, v2_step
from paddle.v2_support import input_expression


class GeneratedInput:
    """The word generated at the previous step, as its row of the embedding parameter
    `embedding_name` ([size, embedding_size], shared by name with the training network's
    embedding layer); the first step reads bos_id's row."""

    def __init__(self, size: int, embedding_name: str, embedding_size: int) -> None:
        for arg, value in (("size", size), ("embedding_size", embedding_size)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ConfigError(f"GeneratedInput: {arg} should be an int >= 1, got {value!r}",
                                  layer="GeneratedInput", argument=arg, rule="at_least", value=value)
        if not isinstance(embedding_name, str) or not embedding_name:
            raise ConfigError(f"GeneratedInput: embedding_name should name the embedding parameter, got "
                              f"{embedding_name!r}", layer="GeneratedInput", argument="embedding_name",
                              rule="type", value=embedding_name)
        self.size, self.embedding_name, self.embedding_size = size, embedding_name, embedding_size


class BeamSearchOutput:
    """What a beam_search layer holds: its generator (run by paddle.infer)."""

    def __init__(self, name: str, generator: generation.Generator) -> None:
        self.name, self.generator = name, generator


def beam_search(step: Callable[..., Any], input: Any, bos_id: int, eos_id: int, beam_size: int,
                max_length: int = 500, name: str | None = None, num_results_per_sample: int | None = None
                ) -> TapeItem:
    """v2's beam_search: generate sequences with the recurrent step `step`, whose inputs are
    StaticInputs and one GeneratedInput; the step returns the next word's probabilities."""
    items = list(input) if isinstance(input, (list, tuple)) else [input]
    gens = [x for x in items if isinstance(x, GeneratedInput)]
    if len(gens) != 1 or not all(isinstance(x, (StaticInput, GeneratedInput)) for x in items):
        raise ConfigError("beam_search: input should hold StaticInputs and exactly one GeneratedInput, got "
                          f"{items!r}", layer="beam_search", argument="input", rule="type", value=items)
    for arg, value, low in (("bos_id", bos_id, 0), ("eos_id", eos_id, 0), ("beam_size", beam_size, 1),
                            ("max_length", max_length, 1)):
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise ConfigError(f"beam_search: {arg} should be an int >= {low}, got {value!r}", layer="beam_search",
                              argument=arg, rule="at_least", value=value)
    if num_results_per_sample not in (None, beam_size):
        raise ConfigError(f"beam_search: num_results_per_sample other than beam_size ({beam_size}) is not "
                          f"supported, got {num_results_per_sample!r}", layer="beam_search",
                          argument="num_results_per_sample", rule="unsupported", value=num_results_per_sample)
    read: list[TapeItem] = []
    exprs = [input_expression("beam_search", "input", x.input, read) if isinstance(x, StaticInput) else None
             for x in items]
    inputs = [recurrent.StaticInput(e, static_is_seq(x, e)) if isinstance(x, StaticInput) else None
              for x, e in zip(items, exprs)]
    tape = current_tape()
    gen = gens[0]
    boots: list[TapeItem] = []

    def build() -> Any:
        _BOOTS.append(boots)
        try:
            return _build()
        finally:
            _BOOTS.remove(boots)

    def _build() -> Any:
        graph = tape.model.graph
        gname = name or graph.unique_name("beam_search")
        table = graph.parameter(gen.embedding_name, (gen.size, gen.embedding_size), None,
                                layer=f"beam_search '{gname}'")
        built = generation.build_generator(v2_step(tape, step), inputs, table=table, name=gname,
                                           model=tape.model, bos_id=bos_id, eos_id=eos_id, beam_size=beam_size,
                                           max_length=max_length)
        return BeamSearchOutput(gname, built)
    item = tape.record("beam_search", build, read)
    item.inputs = item.inputs + tuple(boots)  # the boot layers are read too
    return item


def is_beam_search(output_layer: Any) -> bool:
    return isinstance(output_layer, TapeItem) and isinstance(output_layer.output, BeamSearchOutput)


def infer_beams(item: TapeItem, parameters: Any, input: Sequence[Any], feeding: Mapping[str, int] | None,
                field: Any) -> Any:
    """paddle.infer of a beam_search layer: its results as v2 gave them (see the module docstring)."""
    from paddle.v2.feeding import Feeder
    from paddle.v2.topology import Topology
    gen = item.output.generator
    model = item.tape.model
    reads = [i for i in item.inputs]
    topology = Topology(item.tape, reads) if reads else None
    _load(model, gen, parameters)
    names = topology.data_layers() if topology is not None else []
    feed = Feeder(names, item.tape.input_types, feeding)(list(input)) if names else {}
    results = generation.generate(model, gen, feed)
    prob = np.full((len(results), gen.beam_size), -np.inf)
    ids: list[int] = []
    for i, beams in enumerate(results):
        for j, (score, words) in enumerate(beams):
            prob[i, j] = score
            ids += [len(words), *words, -1]
    fields = [field] if isinstance(field, str) else list(field)
    values = {"prob": prob, "id": np.asarray(ids, dtype=np.int64)}
    unknown = [f for f in fields if f not in values]
    if unknown:
        raise ModelError(f"infer: a beam_search layer gives field 'prob' and 'id', got {unknown[0]!r}")
    out = [values[f] for f in fields]
    return out[0] if isinstance(field, str) else out


def _load(model: Any, gen: generation.Generator, parameters: Any) -> None:
    """The parameters the generation reads, set from `parameters` by name."""
    from paddle.core.place import to_place
    model.init_params()  # first: initialising later would overwrite what is set here
    needed = set(generation.parameters_read(gen, model))
    for name in sorted(needed):
        if name not in parameters:  # v2's name of it or ours (paddle/v2/naming.py)
            raise ModelError(f"infer: the parameters given lack '{name}', which the beam_search reads; they have "
                             f"{parameters.names()}")
        model.root_scope().var(name).set(to_place(np.asarray(parameters.get(name)), model.place))


__all__ = ["GeneratedInput", "beam_search"]
