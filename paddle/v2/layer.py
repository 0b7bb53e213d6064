"""v2's layers (`paddle.layer`): data layers, and every user-facing layer of the registry with v2's
argument names (generated: paddle/generated/v2_layers.py)."""
from __future__ import annotations

import sys
from paddle.generated.v2_layers import *  # noqa: F403  (the generated v2 API is this module's API)
from paddle.v2_support import LayerOutput as LayerOutput
from paddle.v2_support import data as data

from paddle.v2.recurrent import first_seq as first_seq
from paddle.v2.recurrent import last_seq as last_seq
from paddle.v2.recurrent import memory as memory
from paddle.v2.recurrent import recurrent_group as recurrent_group

# v2's own signatures where they differ from the registry op's (hand-written compositions)
from paddle.v2.layers_vision import batch_norm as batch_norm  # noqa: E402
from paddle.v2.layers_vision import block_expand as block_expand  # noqa: E402
from paddle.v2.layers_vision import bilinear_interp as bilinear_interp  # noqa: E402
from paddle.v2.layers_vision import cross_channel_norm as cross_channel_norm  # noqa: E402
from paddle.v2.layers_vision import img_cmrnorm as img_cmrnorm  # noqa: E402
from paddle.v2.layers_vision import img_conv as img_conv  # noqa: E402
from paddle.v2.layers_vision import img_pool as img_pool  # noqa: E402
from paddle.v2.layers_vision import maxout as maxout  # noqa: E402
from paddle.v2.layers_vision import pad as pad  # noqa: E402
from paddle.v2.layers_vision import rotate as rotate  # noqa: E402
from paddle.v2.layers_vision import scale_sub_region as scale_sub_region  # noqa: E402
from paddle.v2.layers_vision import spp as spp  # noqa: E402
from paddle.v2.layers_vision import switch_order as switch_order  # noqa: E402
from paddle.v2.layers_3d import img_conv3d as img_conv3d  # noqa: E402
from paddle.v2.layers_3d import img_pool3d as img_pool3d  # noqa: E402
from paddle.v2.layers_cost import cross_entropy_cost as cross_entropy_cost  # noqa: E402
from paddle.v2.layers_cost import cross_entropy_with_selfnorm_cost as cross_entropy_with_selfnorm_cost  # noqa: E402
from paddle.v2.layers_cost import huber_classification_cost as huber_classification_cost  # noqa: E402
from paddle.v2.layers_cost import huber_regression_cost as huber_regression_cost  # noqa: E402
from paddle.v2.layers_cost import mse_cost as mse_cost  # noqa: E402
from paddle.v2.layers_cost import multi_binary_label_cross_entropy_cost as multi_binary_label_cross_entropy_cost  # noqa: E402,E501
from paddle.v2.layers_cost import rank_cost as rank_cost  # noqa: E402
from paddle.v2.layers_cost import regression_cost as regression_cost  # noqa: E402
from paddle.v2.layers_cost import smooth_l1_cost as smooth_l1_cost  # noqa: E402
from paddle.v2.layers_cost import square_error_cost as square_error_cost  # noqa: E402
from paddle.v2.layers_cost import sum_cost as sum_cost  # noqa: E402
from paddle.v2.layers_rank import lambda_cost as lambda_cost  # type: ignore[assignment]  # noqa: E402
from paddle.v2.printer import printer as printer  # noqa: E402
from paddle.v2.layers_misc import addto as addto  # noqa: E402
from paddle.v2.layers_misc import clip as clip  # noqa: E402
from paddle.v2.layers_misc import conv_shift as conv_shift  # noqa: E402
from paddle.v2.layers_misc import convex_comb as convex_comb  # noqa: E402
from paddle.v2.layers_misc import cos_sim as cos_sim  # noqa: E402
from paddle.v2.layers_misc import dot_prod as dot_prod  # noqa: E402
from paddle.v2.layers_misc import dropout as dropout  # noqa: E402
from paddle.v2.layers_misc import interpolation as interpolation  # noqa: E402
from paddle.v2.layers_misc import l2_distance as l2_distance  # noqa: E402
from paddle.v2.layers_misc import linear_comb as linear_comb  # noqa: E402
from paddle.v2.layers_misc import multiplex as multiplex  # noqa: E402
from paddle.v2.layers_misc import out_prod as out_prod  # noqa: E402
from paddle.v2.layers_misc import power as power  # noqa: E402
from paddle.v2.layers_misc import prelu as prelu  # noqa: E402
from paddle.v2.layers_misc import row_l2_norm as row_l2_norm  # noqa: E402
from paddle.v2.layers_misc import scale_shift as scale_shift  # noqa: E402
from paddle.v2.layers_misc import scaling as scaling  # noqa: E402
from paddle.v2.layers_misc import slope_intercept as slope_intercept  # noqa: E402
from paddle.v2.layers_misc import sum_to_one_norm as sum_to_one_norm  # noqa: E402
from paddle.v2.layers_extra import crop as crop  # noqa: E402
from paddle.v2.layers_extra import factorization_machine as factorization_machine  # noqa: E402
from paddle.v2.layers_extra import gated_unit as gated_unit  # noqa: E402
from paddle.v2.layers_extra import max_id as max_id  # noqa: E402
from paddle.v2.layers_extra import resize as resize  # noqa: E402
from paddle.v2.layers_extra import row_conv as row_conv  # noqa: E402
from paddle.v2.layers_extra import sampling_id as sampling_id  # noqa: E402
from paddle.v2.layers_extra import selective_fc as selective_fc  # noqa: E402
from paddle.v2.layers_extra import tensor as tensor  # noqa: E402
from paddle.v2.layers_extra import trans as trans  # noqa: E402
from paddle.v2 import op as _op  # noqa: E402,F401  (puts v2's arithmetic operators on layers)
from paddle.v2.unsupported import refused_name as _refused_name  # noqa: E402

# words and sequences (issue 18): the v2 forms of embedding, fc, concat, expand, lstmemory, ... replace
# the generated layers of the same names (v2's arguments, several inputs, sequence semantics)
from paddle.v2.layers_seq import AggregateLevel as AggregateLevel  # noqa: E402
from paddle.v2.layers_seq import ExpandLevel as ExpandLevel  # noqa: E402
from paddle.v2.layers_seq import expand as expand  # type: ignore[assignment]  # noqa: E402
from paddle.v2.layers_seq import first_seq as first_seq  # type: ignore[assignment]  # noqa: E402,F811
from paddle.v2.layers_seq import grumemory as grumemory  # type: ignore[assignment]  # noqa: E402
from paddle.v2.layers_seq import kmax_seq_score as kmax_seq_score  # noqa: E402
from paddle.v2.layers_seq import last_seq as last_seq  # type: ignore[assignment]  # noqa: E402,F811
from paddle.v2.layers_seq import lstmemory as lstmemory  # type: ignore[assignment]  # noqa: E402
from paddle.v2.layers_seq import pooling as pooling  # noqa: E402
from paddle.v2.layers_seq import repeat as repeat  # noqa: E402
from paddle.v2.layers_seq import seq_concat as seq_concat  # noqa: E402
from paddle.v2.layers_seq import seq_reshape as seq_reshape  # noqa: E402
from paddle.v2.layers_seq import seq_slice as seq_slice  # noqa: E402
from paddle.v2.layers_seq import sub_seq as sub_seq  # noqa: E402
from paddle.v2.layers_words import concat as concat  # type: ignore[assignment]  # noqa: E402
from paddle.v2.layers_words import embedding as embedding  # type: ignore[assignment]  # noqa: E402
from paddle.v2.layers_words import fc as fc  # noqa: E402
from paddle.v2.layers_words import mixed as mixed  # noqa: E402
from paddle.v2.projections import context_projection as context_projection  # type: ignore[assignment]  # noqa: E402
from paddle.v2.conv_operator import conv_operator as conv_operator  # noqa: E402
from paddle.v2.projections_conv import conv_projection as conv_projection  # noqa: E402
from paddle.v2.projections import dotmul_operator as dotmul_operator  # noqa: E402
from paddle.v2.projections import dotmul_projection as dotmul_projection  # noqa: E402
from paddle.v2.projections import full_matrix_projection as full_matrix_projection  # noqa: E402
from paddle.v2.projections import identity_projection as identity_projection  # noqa: E402
from paddle.v2.projections import scaling_projection as scaling_projection  # noqa: E402
from paddle.v2.projections import table_projection as table_projection  # noqa: E402
from paddle.v2.projections import trans_full_matrix_projection as trans_full_matrix_projection  # noqa: E402

from paddle.v2.recurrent import StaticInput as StaticInput  # noqa: E402
from paddle.v2.recurrent import SubsequenceInput as SubsequenceInput  # noqa: E402
from paddle.v2.layers_crf import crf as crf  # noqa: E402
from paddle.v2.layers_crf import crf_decoding as crf_decoding  # noqa: E402
from paddle.v2.recurrent_steps import get_output as get_output  # noqa: E402
from paddle.v2.recurrent_steps import gru_step as gru_step  # noqa: E402
from paddle.v2.recurrent_steps import gru_step as gru_step_naive  # noqa: E402,F401  (v2: the same cell)
from paddle.v2.recurrent_steps import lstm_step as lstm_step  # noqa: E402
from paddle.v2.layers_recurrent import recurrent as recurrent  # noqa: E402
from paddle.v2.generation import GeneratedInput as GeneratedInput  # noqa: E402
from paddle.v2.generation import beam_search as beam_search  # noqa: E402
from paddle.v2.layers_ctc import ctc as ctc  # noqa: E402
from paddle.v2.layers_ctc import warp_ctc as warp_ctc  # noqa: E402
from paddle.v2.layers_hsigmoid import hsigmoid as hsigmoid  # noqa: E402
from paddle.v2.layers_nce import nce as nce  # type: ignore[assignment]  # noqa: E402
from paddle.v2.config import parse_network as parse_network  # noqa: E402  (the topology as a config)
from paddle.v2.costs import classification_cost as _classification_cost  # noqa: E402

classification_cost = _classification_cost  # type: ignore[assignment]  # attaches its evaluator, as v2


def __getattr__(name: str) -> object:
    """v2's layers deliberately left out (paddle/v2/unsupported.py): calling one says why. `print`
    is v1's name of `printer` (a module attribute would hide the builtin print here)."""
    if name == "print":
        return printer
    return _refused_name("layer", name)

from paddle.v2.arguments import guard_layers as _guard_layers  # noqa: E402

_guard_layers(sys.modules[__name__])  # an unknown keyword argument to any layer: a typed error naming it
