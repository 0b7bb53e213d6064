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
from paddle.v2.recurrent import StaticInput as StaticInput
from paddle.v2.layers_crf import crf as crf
from paddle.v2.layers_crf import crf_decoding as crf_decoding
from paddle.v2.recurrent_steps import get_output as get_output
from paddle.v2.recurrent_steps import gru_step as gru_step
from paddle.v2.recurrent_steps import lstm_step as lstm_step
from paddle.v2.generation import GeneratedInput as GeneratedInput
from paddle.v2.generation import beam_search as beam_search
from paddle.v2.layers_ctc import ctc as ctc
from paddle.v2.layers_ctc import warp_ctc as warp_ctc
from paddle.v2.layers_hsigmoid import hsigmoid as hsigmoid
