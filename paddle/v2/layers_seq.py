"""v2's sequence layers (`paddle.layer.pooling`, `lstmemory`, `grumemory`, `last_seq`, `first_seq`,
`seq_concat`, `seq_reshape`, `expand`, `repeat`) with v2's argument names and defaults, over the
registered sequence ops (sequence_pool, lstm, gru, sequence_concat, sequence_reshape,
sequence_expand, concat_columns, sequence_slice, sequence_topk).

Over a nested sequence (paddle.data_type.*_sub_sequence), pooling, last_seq and first_seq give one
row per sequence (AggregateLevel.TO_NO_SEQUENCE: all its sub-sequences' steps) or a sequence of one
row per sub-sequence (TO_SEQUENCE), through the ops sequence_unnest and sequence_nest_rows.
"""
from __future__ import annotations

from typing import Any

from paddle.generated import v2_layers
from paddle.registry import SequenceType
from paddle.tape import TapeItem
from paddle.kernels._recurrence import ACTIVATIONS
from paddle.v2_support import UNSET, activation_name

from .layers_words import Builder, fail, finish, record
from .pooling import sequence_pool_name
from .projections import _layer


class AggregateLevel:
    """What a pooling or last_seq/first_seq makes of a sequence: one row per sequence
    (TO_NO_SEQUENCE, v2's default), or one row per sub-sequence of a nested sequence (TO_SEQUENCE)."""
    TO_NO_SEQUENCE = "non-seq"
    TO_SEQUENCE = "seq"
    # v2's older names
    EACH_TIMESTEP = TO_NO_SEQUENCE
    EACH_SEQUENCE = TO_SEQUENCE


class ExpandLevel:
    """How `expand` reads its input: one row per sequence of expand_as (FROM_NO_SEQUENCE), or one
    row per sub-sequence of a nested expand_as (FROM_SEQUENCE)."""
    FROM_NO_SEQUENCE = "non-seq"
    FROM_SEQUENCE = "seq"
    FROM_TIMESTEP = FROM_NO_SEQUENCE


def _level(where: str, agg_level: Any) -> str:
    if agg_level is None:
        return AggregateLevel.TO_NO_SEQUENCE
    if agg_level in (AggregateLevel.TO_NO_SEQUENCE, AggregateLevel.TO_SEQUENCE):
        return str(agg_level)
    raise fail(where, "agg_level", "one_of", f"agg_level should be a paddle.layer.AggregateLevel, got {agg_level!r}",
               agg_level)


def _pool_nested(graph: Builder, where: str, x: Any, pool_type: str, agg_level: str) -> Any:
    """sequence_pool over the steps of each sequence (TO_NO_SEQUENCE) or sub-sequence (TO_SEQUENCE)
    of x; a sub-sequence's rows come back as x's sequences."""
    if x.info.seq_type is not SequenceType.NESTED:
        return graph.add("sequence_pool", {"X": x}, {"pool_type": pool_type}, None, validated=False)
    level = "sub_sequences" if agg_level == AggregateLevel.TO_SEQUENCE else "sequences"
    flat = graph.add("sequence_unnest", {"X": x}, {"level": level}, None, validated=False)
    pooled = graph.add("sequence_pool", {"X": flat}, {"pool_type": pool_type}, None, validated=False)
    if level == "sequences":
        return pooled
    return graph.add("sequence_nest_rows", {"X": pooled, "Y": x}, {}, None, validated=False)


def _pool(where: str, input: Any, pool_type: str, name: str | None, bias_attr: Any, layer_attr: Any,
          agg_level: Any = None) -> TapeItem:
    item = _layer(where, "input", input)
    level = _level(where, agg_level)

    def build(graph: Builder, prefix: str) -> Any:
        seq_type = item.output.info.seq_type  # checked while configuring: v2 met it only at run time
        if level == AggregateLevel.TO_SEQUENCE and seq_type is not SequenceType.NESTED:
            raise fail(where, "agg_level", "nested", "agg_level=AggregateLevel.TO_SEQUENCE pools each "
                       "sub-sequence and needs a nested sequence (paddle.data_type.*_sub_sequence), got a "
                       f"{seq_type.value!r} input", agg_level)
        out = _pool_nested(graph, where, item.output, pool_type, level)
        return finish(graph, where, out, prefix, None, layer_attr, bias_attr, int(out.info.shape[1]))
    return record(where, [item], build, name)


def pooling(input: TapeItem, pooling_type: Any = None, name: str | None = None, bias_attr: Any = None,
            agg_level: Any = AggregateLevel.TO_NO_SEQUENCE, stride: int = -1, layer_attr: Any = None) -> TapeItem:
    """One row per sequence of `input`: its steps pooled by `pooling_type` (paddle.pooling.Max(), the
    default, Avg(), Sum(), SquareRootN()) (v2's pooling); an empty sequence gives zeros. A bias is
    added only when bias_attr is a paddle.attr.Param. Over a nested sequence, agg_level=TO_SEQUENCE
    pools each sub-sequence instead (a sequence of one row per sub-sequence)."""
    where = "pooling"
    if stride != -1:
        raise fail(where, "stride", "unsupported", f"stride={stride!r} (pooling windows of a sequence) is not "
                   "supported; each whole sequence is pooled", stride)
    return _pool(where, input, sequence_pool_name(pooling_type, where), name, False if bias_attr is None else bias_attr,
                 layer_attr, agg_level)


def last_seq(input: TapeItem, name: str | None = None, agg_level: Any = AggregateLevel.TO_NO_SEQUENCE,
             stride: int = -1, layer_attr: Any = None) -> TapeItem:
    """The last step of each sequence (v2's last_seq)."""
    if stride != -1:
        raise fail("last_seq", "stride", "unsupported", f"stride={stride!r} is not supported", stride)
    return _pool("last_seq", input, "last", name, False, layer_attr, agg_level)


def first_seq(input: TapeItem, name: str | None = None, agg_level: Any = AggregateLevel.TO_NO_SEQUENCE,
              stride: int = -1, layer_attr: Any = None) -> TapeItem:
    """The first step of each sequence (v2's first_seq)."""
    if stride != -1:
        raise fail("first_seq", "stride", "unsupported", f"stride={stride!r} is not supported", stride)
    return _pool("first_seq", input, "first", name, False, layer_attr, agg_level)


# --- lstmemory, grumemory -------------------------------------------------------------------------

def _cell_act(where: str, argument: str, act: Any, default: str) -> str:
    """A v2 activation as the name the lstm/gru ops take: linear, sigmoid, tanh or relu (the four
    v2's recurrent layers computed with); another is refused."""
    got = default if act is None else activation_name(where, act)
    if got not in ACTIVATIONS:
        raise fail(where, argument, "unsupported", f"{argument}={act!r} is not supported: the {where} layer "
                   f"computes with one of {', '.join(ACTIVATIONS)} (as v2's did)", got)
    return got


def lstmemory(input: TapeItem, name: str | None = None, size: int | None = None, reverse: bool = False,
              act: Any = None, gate_act: Any = None, state_act: Any = None, bias_attr: Any = None,
              param_attr: Any = None, layer_attr: Any = None, bias: Any = UNSET) -> TapeItem:
    """An LSTM over sequences already projected to 4 * size columns (v2's lstmemory): act for the
    candidate (tanh), gate_act for the gates (sigmoid), state_act for the cell on its way out
    (tanh); each Linear, Sigmoid, Tanh or Relu. `bias_attr=False` (or `bias=False`): no bias."""
    acts = {"candidate_act": _cell_act("lstmemory", "act", act, "tanh"),
            "gate_act": _cell_act("lstmemory", "gate_act", gate_act, "sigmoid"),
            "state_act": _cell_act("lstmemory", "state_act", state_act, "tanh")}
    return v2_layers.lstmemory(input=input, size=UNSET if size is None else size, reverse=reverse,
                               bias=False if bias_attr is False else bias, name=name, param_attr=param_attr,
                               bias_attr=None if bias_attr is False else bias_attr, layer_attr=layer_attr, **acts)


def grumemory(input: TapeItem, size: int | None = None, name: str | None = None, reverse: bool = False,
              act: Any = None, gate_act: Any = None, bias_attr: Any = None, param_attr: Any = None,
              layer_attr: Any = None, bias: Any = UNSET) -> TapeItem:
    """A GRU over sequences already projected to 3 * size columns (v2's grumemory): act for the
    candidate (tanh), gate_act for the gates (sigmoid); each Linear, Sigmoid, Tanh or Relu."""
    acts = {"candidate_act": _cell_act("grumemory", "act", act, "tanh"),
            "gate_act": _cell_act("grumemory", "gate_act", gate_act, "sigmoid")}
    return v2_layers.grumemory(input=input, size=UNSET if size is None else size, reverse=reverse,
                               bias=False if bias_attr is False else bias, name=name, param_attr=param_attr,
                               bias_attr=None if bias_attr is False else bias_attr, layer_attr=layer_attr, **acts)


# --- sequence reshaping ---------------------------------------------------------------------------

def seq_concat(a: TapeItem, b: TapeItem, act: Any = None, name: str | None = None, layer_attr: Any = None,
               bias_attr: Any = None) -> TapeItem:
    """Sequence i of a, then sequence i of b, for each i (v2's seq_concat)."""
    where = "seq_concat"
    first, second = _layer(where, "a", a), _layer(where, "b", b)

    def build(graph: Builder, prefix: str) -> Any:
        out = graph.add("sequence_concat", {"X": first.output, "Y": second.output}, {}, None, validated=False)
        return finish(graph, where, out, prefix, act, layer_attr, False if bias_attr is None else bias_attr,
                      int(out.info.shape[1]))
    return record(where, [first, second], build, name)


def seq_reshape(input: TapeItem, reshape_size: int, act: Any = None, name: str | None = None,
                layer_attr: Any = None, bias_attr: Any = None) -> TapeItem:
    """Each sequence's values regrouped into steps of reshape_size (v2's seq_reshape)."""
    where = "seq_reshape"
    item = _layer(where, "input", input)

    def build(graph: Builder, prefix: str) -> Any:
        out = graph.add("sequence_reshape", {"X": item.output}, {"new_dim": reshape_size}, None, validated=False)
        return finish(graph, where, out, prefix, act, layer_attr, False if bias_attr is None else bias_attr,
                      reshape_size)
    return record(where, [item], build, name, reshape_size)


def expand(input: TapeItem, expand_as: TapeItem, name: str | None = None, bias_attr: Any = False,
           expand_level: Any = ExpandLevel.FROM_NO_SEQUENCE, layer_attr: Any = None) -> TapeItem:
    """Row i of input repeated over the steps of sequence i of expand_as (v2's expand); with a nested
    expand_as, over every step of its sequence i (FROM_NO_SEQUENCE), or, with expand_level=FROM_SEQUENCE,
    row j of input (a sequence, a row per sub-sequence) over the steps of sub-sequence j. A nested
    expand_as gives a nested output."""
    where = "expand"
    item, like = _layer(where, "input", input), _layer(where, "expand_as", expand_as)
    if expand_level not in (ExpandLevel.FROM_NO_SEQUENCE, ExpandLevel.FROM_SEQUENCE):
        raise fail(where, "expand_level", "one_of", f"expand_level should be a paddle.layer.ExpandLevel, got "
                   f"{expand_level!r}", expand_level)

    def build(graph: Builder, prefix: str) -> Any:
        x, y = item.output, like.output
        nested = y.info.seq_type is SequenceType.NESTED
        if expand_level == ExpandLevel.FROM_SEQUENCE and not nested:
            raise fail(where, "expand_level", "nested", "expand_level=FROM_SEQUENCE expands a row per sub-sequence "
                       "and needs a nested expand_as (paddle.data_type.*_sub_sequence), got a "
                       f"{y.info.seq_type.value!r} one", expand_level)
        if nested and expand_level == ExpandLevel.FROM_NO_SEQUENCE:  # over each sequence's steps, then re-nested
            flat = graph.add("sequence_unnest", {"X": y}, {"level": "sequences"}, None, validated=False)
            rows = graph.add("sequence_expand", {"X": x, "Y": flat}, {}, None, validated=False)
            out = graph.add("sequence_like", {"X": rows, "Y": y}, {}, None, validated=False)
        else:  # one level, or a row per sub-sequence: sequence_expand reads the last level of offsets
            out = graph.add("sequence_expand", {"X": x, "Y": y}, {}, None, validated=False)
        return finish(graph, where, out, prefix, None, layer_attr, bias_attr, int(out.info.shape[1]))
    return record(where, [item, like], build, name)


def repeat(input: TapeItem, num_repeats: int, as_row_vector: bool = True, act: Any = None,
           name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """Each row's features repeated num_repeats times (v2's repeat): [a, b] -> [a, b, a, b]
    (as_row_vector), or [a, a, b, b] (as a column)."""
    where = "repeat"
    item = _layer(where, "input", input)
    if isinstance(num_repeats, bool) or not isinstance(num_repeats, int) or num_repeats < 1:
        raise fail(where, "num_repeats", "at_least", f"num_repeats should be an int >= 1, got {num_repeats!r}",
                   num_repeats)

    def build(graph: Builder, prefix: str) -> Any:
        x = item.output
        if as_row_vector:
            out = x
            for _ in range(num_repeats - 1):
                out = graph.add("concat_columns", {"X": out, "Y": x}, {}, None, validated=False)
        else:
            d = int(x.info.shape[1])
            out = None
            for col in range(d):
                one = graph.add("columns", {"X": x}, {"offset": col, "size": 1}, None, validated=False)
                for _ in range(num_repeats):
                    out = one if out is None else graph.add("concat_columns", {"X": out, "Y": one}, {}, None,
                                                            validated=False)
        if out is x:
            out = graph.add("assign", {"X": x}, {}, None, validated=False)
        return finish(graph, where, out, prefix, act, layer_attr)
    return record(where, [item], build, name)


def _one_column(where: str, argument: str, item: TapeItem) -> Any:
    width = item.output.info.shape[-1]
    if width != 1:
        raise fail(where, argument, "unsupported", f"{argument} should hold one position per sequence (width 1); "
                   f"several (v2's beams, giving nested sequences) are not supported, got width {width}", width)
    return item.output


def sub_seq(input: TapeItem, offsets: TapeItem, sizes: TapeItem, act: Any = None, bias_attr: Any = None,
            name: str | None = None) -> TapeItem:
    """Sequence i of input cut to sizes[i] steps from step offsets[i] (v2's sub_seq)."""
    where = "sub_seq"
    items = [_layer(where, "input", input), _layer(where, "offsets", offsets), _layer(where, "sizes", sizes)]

    def build(graph: Builder, prefix: str) -> Any:
        starts = _one_column(where, "offsets", items[1])
        ends = graph.add("add", {"X": starts, "Y": _one_column(where, "sizes", items[2])}, {}, None, validated=False)
        out = graph.add("sequence_slice", {"X": items[0].output, "Starts": starts, "Ends": ends}, {}, None,
                        validated=False)
        return finish(graph, where, out, prefix, act, None, False if bias_attr is None else bias_attr,
                      int(out.info.shape[1]))
    return record(where, items, build, name)


def seq_slice(input: TapeItem, starts: TapeItem | None, ends: TapeItem | None, name: str | None = None) -> TapeItem:
    """Sequence i of input cut to its steps starts[i] .. ends[i], both included (v2's seq_slice);
    starts None: from the first step, ends None: to the last."""
    where = "seq_slice"
    item = _layer(where, "input", input)
    given = {slot: _layer(where, arg, v) for slot, arg, v in (("Starts", "starts", starts), ("Ends", "ends", ends))
             if v is not None}
    if not given:
        raise fail(where, "starts", "must_set", "give starts, ends or both", None)

    def build(graph: Builder, prefix: str) -> Any:
        slots = {"X": item.output, **{s: _one_column(where, s.lower(), v) for s, v in given.items()}}
        out = graph.add("sequence_slice", slots, {"end_inclusive": True}, None, validated=False)
        return finish(graph, where, out, prefix, None, None)
    return record(where, [item, *given.values()], build, name)


def kmax_seq_score(input: TapeItem, name: str | None = None, beam_size: int = 1) -> TapeItem:
    """The positions of the beam_size highest scores of each sequence of a [steps, 1] score layer,
    best first, -1 past a shorter sequence's end (v2's kmax_seq_score)."""
    where = "kmax_seq_score"
    item = _layer(where, "input", input)

    def build(graph: Builder, prefix: str) -> Any:
        out = graph.add("sequence_topk", {"X": item.output}, {"beam_size": beam_size}, None, validated=False)
        return finish(graph, where, out, prefix, None, None)
    return record(where, [item], build, name)


__all__ = ["AggregateLevel", "ExpandLevel", "pooling", "last_seq", "first_seq", "lstmemory", "grumemory",
           "seq_concat", "seq_reshape", "expand", "repeat", "sub_seq", "seq_slice", "kmax_seq_score"]
