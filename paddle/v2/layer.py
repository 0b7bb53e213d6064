"""v2's layers (`paddle.layer`): data layers, and every user-facing layer of the registry with v2's
argument names (generated: paddle/generated/v2_layers.py)."""
from __future__ import annotations

from paddle.generated.v2_layers import *  # noqa: F403  (the generated v2 API is this module's API)
from paddle.v2_support import LayerOutput as LayerOutput
from paddle.v2_support import data as data

from paddle.v2.recurrent import first_seq as first_seq
from paddle.v2.recurrent import last_seq as last_seq
from paddle.v2.recurrent import memory as memory
from paddle.v2.recurrent import recurrent_group as recurrent_group

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
from paddle.v2.projections import conv_operator as conv_operator  # noqa: E402
from paddle.v2.projections import conv_projection as conv_projection  # noqa: E402
from paddle.v2.projections import dotmul_operator as dotmul_operator  # noqa: E402
from paddle.v2.projections import dotmul_projection as dotmul_projection  # noqa: E402
from paddle.v2.projections import full_matrix_projection as full_matrix_projection  # noqa: E402
from paddle.v2.projections import identity_projection as identity_projection  # noqa: E402
from paddle.v2.projections import scaling_projection as scaling_projection  # noqa: E402
from paddle.v2.projections import table_projection as table_projection  # noqa: E402
from paddle.v2.projections import trans_full_matrix_projection as trans_full_matrix_projection  # noqa: E402
