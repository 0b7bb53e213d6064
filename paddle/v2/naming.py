"""v2's names for layers and parameters, as a v2 user sees them (parameters.keys(), tars, the
topology's config, errors), computed from the names the graph gives them.

v2 named a layer made without a name `__<prefix>_<n>__`, where the prefix is its v1 function's
(`fc_layer`, `conv`, `pool`, ...; trainer_config_helpers/layers.py, `wrap_name_default`), and the
parameters of layer `L` `_L.w<i>` (the weight of its i-th input) and `_L.wbias` (its bias);
a batch_norm's moving mean and variance are its inputs 1 and 2 (`_L.w1`, `_L.w2`). A parameter
named by `paddle.attr.Param(name=...)` keeps that name.

The graph names the same things `<kind>_<n>` (a layer) and `<layer>.w` / `.w<i>` / `.b` (its
parameters); the mapping below is a pure function of those names, so a model loaded without the
program that built it (paddle.infer on a serialized topology) maps the same way. Differences from
v2, on purpose: the counter `<n>` counts per network (v2 counted per process), and a layer the
user names like an automatic one (`fc_0`) is taken for one.
"""
from __future__ import annotations

import re
from functools import lru_cache

# our layer kind -> the prefix v2 gave a layer of that kind made without a name (where they differ)
V2_PREFIX = {
    "fc": "fc_layer", "img_conv": "conv", "img_conv3d": "conv3d", "img_pool": "pool", "img_pool3d": "pool3d",
    "img_cmrnorm": "crmnorm", "grumemory": "gru", "selective_fc": "selective_fc_layer", "prelu": "prelu_layer",
    "tensor": "tensor_layer", "row_conv": "row_conv_layer", "pooling": "seq_pooling", "trans": "trans_layer",
    "max_id": "maxid_layer", "maxout": "maxout_layer", "bilinear_interp": "bilinear_interp_layer",
    "sum_to_one_norm": "sum_to_one_norm_layer", "row_l2_norm": "row_l2_norm_layer",
    "block_expand": "block_expand_layer", "conv_shift": "conv_shift_layer",
    "slope_intercept": "slope_intercept_layer", "linear_comb": "linear_comb_layer", "out_prod": "out_prod_layer",
    "sampling_id": "sampling_id_layer", "dot_prod": "dot_prod_layer", "l2_distance": "l2_distance_layer",
    "crop": "crop_layer", "seq_concat": "seqconcat", "seq_reshape": "seqreshape", "expand": "expand_layer",
    "crf": "crf_layer", "crf_decoding": "crf_decoding_layer", "ctc": "ctc_layer", "warp_ctc": "warp_ctc_layer",
    "kmax_seq_score": "kmax_seq_score_layer", "sub_seq": "sub_seq_layer", "seq_slice": "seq_slice_layer",
    "scale_sub_region": "scale_sub_region_layer", "get_output": "get_output_layer",
}
# kinds our costs and composite layers name themselves by (besides paddle.layer's public names)
OTHER_KINDS = frozenset({"cross_entropy", "square_error", "mse", "huber", "smooth_l1", "rank", "lambda",
                         "sum_cost", "img_conv3d", "img_pool3d", "recurrent_group", "beam_search"})
# a parameter's suffix in our graph -> v2's (per layer kind where it is the kind's own)
SUFFIX = {"w": "w0", "b": "wbias", "mean": "w1", "variance": "w2"}  # mean, variance: a named batch_norm's
KIND_SUFFIX = {"batch_norm": {"mean": "w1", "variance": "w2"}}
AUTO = re.compile(r"([a-z][a-z0-9_]*?)_(\d+)")


@lru_cache(maxsize=1)
def _kinds() -> frozenset[str]:
    from paddle.v2 import layer  # the catalogue: late, as paddle.v2.layer imports layers that use this module
    return frozenset(n for n in dir(layer) if not n.startswith("_")) | OTHER_KINDS | frozenset(V2_PREFIX)


def auto_kind(name: str) -> str | None:
    """The layer kind of an automatically named layer (`fc_0` -> 'fc'); None for a name given."""
    match = AUTO.fullmatch(name)
    return match.group(1) if match and match.group(1) in _kinds() else None


def v2_layer_name(name: str) -> str:
    """v2's name of the layer we call `name`: `fc_0` -> `__fc_layer_0__`; a given name is kept."""
    kind = auto_kind(name)
    if kind is None:
        return name
    return f"__{V2_PREFIX.get(kind, kind)}_{name.rpartition('_')[2]}__"


def v2_param_name(name: str, given: frozenset[str] | set[str] = frozenset()) -> str:
    """v2's name of the parameter we call `name` (`given`: names chosen with paddle.attr.Param(name=),
    kept as they are): `fc_0.w` -> `___fc_layer_0__.w0`, `fc1.b` -> `_fc1.wbias`."""
    layer, dot, suffix = name.rpartition(".")
    if not dot or name in given or not layer:
        return name
    kind = auto_kind(layer) or ""
    suffix = KIND_SUFFIX.get(kind, {}).get(suffix) or SUFFIX.get(suffix, suffix)
    return f"_{v2_layer_name(layer)}.{suffix}"


def v2_param_names(names: list[str], given: frozenset[str] | set[str] = frozenset()) -> dict[str, str]:
    """{ours: v2's} for a network's parameters: names chosen with paddle.attr.Param(name=) are
    kept first; an automatic one whose v2 name is taken by another (never so among v2's own
    names) keeps ours, so no two parameters show one name."""
    shown = {n: n for n in names if n in given}
    for n in names:
        if n not in shown:
            v2 = v2_param_name(n, given)
            shown[n] = n if v2 in shown.values() else v2
    return {n: shown[n] for n in names}


def network_name(name: str | None, prefix: str) -> str:
    """The name of a v2 composite network (paddle.v2.networks): the one given, else v2's default
    `__<prefix>_<n>__` (wrap_name_default: `conv_pool`, `lstm`, `simple_gru`, ...), from which v2
    named the network's inner layers (`<name>_conv`, `lstm_transform_<name>`, ...) and so their
    parameters (`___conv_pool_0___conv.w0`). <n> counts per network and prefix."""
    if name is not None:
        return name
    from paddle.tape import current_tape
    return f"{current_tape().model.graph.unique_name('__' + prefix)}__"


def legacy_names(name: str) -> list[str]:
    """Other names a tar may hold the parameter we call `name` under: ours (tars this package wrote
    before it used v2's), v2's with the layer's name as ours (`_fc_0.w0`), and v2's for a layer run
    as simple_gru's recurrent group (`_g@g_recurrent_group.w0`)."""
    layer, dot, suffix = name.rpartition(".")
    names = [name]
    if dot and layer:
        names.append(f"_{layer}.{SUFFIX.get(suffix, suffix)}")
        # v2's simple_gru ran its step in a recurrent_group `<name>_recurrent_group`, whose layers'
        # names (and so parameters') end in `@<group>`; ours is one grumemory layer `<name>`
        v2 = v2_layer_name(layer)
        names.append(f"_{v2}@{v2}_recurrent_group.{SUFFIX.get(suffix, suffix)}")
    return names


__all__ = ["V2_PREFIX", "auto_kind", "v2_layer_name", "v2_param_name", "v2_param_names", "legacy_names",
           "network_name"]
