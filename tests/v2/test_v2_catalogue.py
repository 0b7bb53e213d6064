"""The catalogue of late-2017 v2 (issue 17): every public name of `paddle.v2.layer`, `networks`,
`evaluator`, `activation`, `pooling`, `data_type`, `attr`, `optimizer`, `dataset`, `reader`,
`image` and `op`, read off v2's sources (python/paddle/v2/*.py, which renamed the names of
python/paddle/trainer_config_helpers: `fc_layer` -> `fc`, `maxid_layer` -> `max_id`, `cross_entropy`
-> `cross_entropy_cost`, `TanhActivation` -> `Tanh`, `MaxPooling` -> `Max`, `..._evaluator` -> `...`).

Each name exists; a name deliberately left out is in paddle/v2/unsupported.py and calling it raises
UnsupportedError saying why. The names of issue 18's sequences and words and of issue 17's data and
runtime halves are listed apart, in BUILT_ELSEWHERE, with the issue that built them, and walked alike.
"""
from __future__ import annotations

import importlib
import inspect

import pytest

import paddle.v2 as paddle
from paddle.registry import MissingAttributeError, PaddleError
from paddle.v2.unsupported import REFUSED, UnsupportedError, refused_names

# module -> the names v2 had there
CATALOGUE: dict[str, list[str]] = {
    "layer": [
        "data", "fc", "img_conv", "img_pool", "batch_norm", "img_cmrnorm", "addto", "concat", "cos_sim",
        "l2_distance", "square_error_cost", "regression_cost", "mse_cost", "classification_cost",
        "cross_entropy_cost", "cross_entropy_with_selfnorm_cost", "multi_binary_label_cross_entropy_cost",
        "sum_cost", "rank_cost", "lambda_cost", "huber_regression_cost", "huber_classification_cost",
        "smooth_l1_cost", "scaling", "power", "interpolation", "bilinear_interp", "trans", "rotate",
        "sum_to_one_norm", "row_l2_norm", "max_id", "conv_shift", "tensor", "selective_fc", "sampling_id",
        "slope_intercept", "linear_comb", "convex_comb", "block_expand", "maxout", "dot_prod", "out_prod",
        "printer", "print", "priorbox", "cross_channel_norm", "multibox_loss", "detection_output", "roi_pool",
        "spp", "pad", "multiplex", "dropout", "prelu", "switch_order", "gated_unit", "crop", "clip",
        "img_pool3d", "scale_shift", "img_conv3d", "resize", "scale_sub_region", "upsample",
        "factorization_machine", "row_conv", "lstmemory", "grumemory", "last_seq", "first_seq", "memory",
        "recurrent_group",
    ],
    "networks": ["simple_img_conv_pool", "img_conv_bn_pool", "img_conv_group", "vgg_16_network", "small_vgg",
                 "dropout_layer", "simple_lstm", "simple_gru"],
    "activation": ["Base", "Tanh", "Sigmoid", "Softmax", "Identity", "Linear", "SequenceSoftmax", "Exp", "Relu",
                   "BRelu", "SoftRelu", "STanh", "Abs", "Square", "Log", "Sqrt", "Reciprocal", "SoftSign"],
    "pooling": ["BasePoolingType", "Max", "Avg", "MaxWithMask", "CudnnMax", "CudnnAvg", "CudnnAvgInclPad", "Sum",
                "SquareRootN"],
    "data_type": ["InputType", "dense_vector", "dense_vector_sequence", "integer_value", "integer_value_sequence"],
    "attr": ["Param", "Extra", "ParamAttr", "ExtraAttr", "ParameterAttribute", "ExtraLayerAttribute", "Hook",
             "HookAttr", "HookAttribute"],
    "evaluator": ["classification_error", "auc", "sum"],
    "optimizer": ["Momentum", "Adam", "Adamax", "AdaGrad", "RMSProp", "L2Regularization"],
    "op": ["exp", "log", "abs", "sigmoid", "tanh", "square", "relu", "sqrt", "reciprocal", "softmax"],
}

_I18 = "issue 18 (sequences and words)"
_DATA = "issue 17, v2-data branch (dataset, reader, image)"
_RUNTIME = "issue 17, v2-runtime branch (topology, parameters, evaluators, optimizers)"

# (module, name) -> where it is being built
BUILT_ELSEWHERE: dict[tuple[str, str], str] = {
    **{("layer", n): _I18 for n in (
        "embedding", "mixed", "pooling", "hsigmoid", "seq_reshape", "seq_concat", "lstm_step", "gru_step",
        "gru_step_naive", "recurrent", "get_output", "StaticInput", "GeneratedInput", "SubsequenceInput",
        "beam_search", "context_projection", "full_matrix_projection", "trans_full_matrix_projection",
        "table_projection", "identity_projection", "dotmul_projection", "scaling_projection", "slice_projection",
        "conv_projection", "dotmul_operator", "conv_operator", "ctc", "warp_ctc", "crf", "crf_decoding", "nce",
        "eos", "kmax_seq_score", "seq_slice", "sub_seq", "sub_nested_seq", "expand", "repeat",
        "AggregateLevel", "ExpandLevel")},
    ("layer", "parse_network"): _RUNTIME,
    **{("networks", n): _I18 for n in (
        "sequence_conv_pool", "text_conv_pool", "lstmemory_group", "lstmemory_unit", "gru_unit", "gru_group",
        "simple_attention", "simple_gru2", "bidirectional_gru", "bidirectional_lstm")},
    **{("data_type", n): _I18 for n in (
        "dense_array", "dense_vector_sub_sequence", "integer_value_sub_sequence", "sparse_binary_vector",
        "sparse_binary_vector_sequence", "sparse_binary_vector_sub_sequence", "sparse_float_vector",
        "sparse_float_vector_sequence", "sparse_float_vector_sub_sequence", "sparse_value_slot",
        "sparse_non_value_slot")},
    **{("evaluator", n): _RUNTIME for n in (
        "pnpair", "precision_recall", "ctc_error", "chunk", "column_sum", "value_printer", "gradient_printer",
        "maxid_printer", "maxframe_printer", "seqtext_printer", "classification_error_printer", "detection_map")},
    **{("optimizer", n): _RUNTIME for n in ("DecayedAdaGrad", "AdaDelta", "ModelAverage")},
    **{("dataset", n): _DATA for n in (
        "mnist", "imikolov", "imdb", "cifar", "movielens", "conll05", "sentiment", "uci_housing", "wmt14", "wmt16",
        "mq2007", "flowers", "voc2012", "common")},
    **{("reader", n): _DATA for n in (
        "map_readers", "buffered", "compose", "chain", "shuffle", "ComposeNotAligned", "firstn", "xmap_readers",
        "PipeReader", "decorator", "creator")},
    **{("image", n): _DATA for n in (
        "load_image_bytes", "load_image", "resize_short", "to_chw", "center_crop", "random_crop",
        "left_right_flip", "simple_transform", "load_and_transform", "batch_images_from_tar")},
}


def _module(name: str) -> object:
    return importlib.import_module(f"paddle.v2.{name}")


def _cases() -> list[tuple[str, str]]:
    return [(module, name) for module, names in CATALOGUE.items() for name in names] + sorted(BUILT_ELSEWHERE)


@pytest.mark.parametrize(("module", "name"), _cases())
def test_every_v2_name_exists(module, name):
    assert getattr(_module(module), name) is not None


@pytest.mark.parametrize("qualified", refused_names())
def test_a_name_left_out_says_it_is_unsupported_and_why(qualified):
    module, name = qualified.split(".")
    stand_in = getattr(_module(module), name)
    with pytest.raises(UnsupportedError) as err:
        stand_in()
    assert err.value.rule == "unsupported" and err.value.argument == name
    assert f"paddle.{module}.{name} is not supported: " in str(err.value)
    assert REFUSED[module][name] in str(err.value)  # the reason, in the user's words


def test_every_refused_name_is_a_v2_name_and_not_also_built():
    listed = set(_cases())
    for qualified in refused_names():
        module, name = qualified.split(".")
        assert (module, name) in listed, qualified
        assert name not in getattr(_module(module), "__all__", []), f"{qualified} is refused but exported"


def test_names_v2_never_had_are_still_attribute_errors():
    with pytest.raises(AttributeError):
        paddle.layer.no_such_layer  # noqa: B018
    with pytest.raises(AttributeError):
        paddle.pooling.NoSuchPooling  # noqa: B018


def _callables() -> list[tuple[str, str]]:
    out = []
    for module in ("layer", "networks", "evaluator"):
        for module_name, name in _cases():
            value = getattr(_module(module), name, None) if module_name == module else None
            takes_none = name == "mixed"  # `with paddle.layer.mixed() as m: m += projection`
            if inspect.isfunction(value) and qualified_refusal(module, name) is None and not takes_none:
                out.append((module, name))
    return out


def qualified_refusal(module: str, name: str) -> str | None:
    return f"{module}.{name}" if f"{module}.{name}" in refused_names() else None


@pytest.mark.parametrize(("module", "name"), _callables())
def test_a_call_missing_its_required_arguments_is_a_typed_error(module, name):
    """`paddle.layer.classification_cost()` once raised Python's bare TypeError: every layer,
    network and evaluator refuses the call with a typed error naming the argument it lacks."""
    function = getattr(_module(module), name)
    with pytest.raises(PaddleError) as err:
        function()
    if isinstance(err.value, MissingAttributeError):
        assert err.value.rule == "must_set" and f"argument '{err.value.argument}'" in str(err.value)
    named = (name, function.__name__)  # an alias (gru_step_naive, mse_cost) may name the layer it is
    assert str(err.value).startswith(named) or name == "parse_network"


@pytest.mark.parametrize(("call", "named"), [
    (lambda: paddle.op.exp(), "exp layer: argument 'input' is required"),
    (lambda: paddle.trainer.SGD(), "paddle.trainer.SGD: argument 'cost' is required"),
    (lambda: paddle.infer(), "paddle.infer: argument 'output_layer' is required"),
])
def test_the_trainer_infer_and_op_name_a_missing_argument_too(call, named):
    with pytest.raises(MissingAttributeError) as err:
        call()
    assert str(err.value).startswith(named) and err.value.rule == "must_set"
