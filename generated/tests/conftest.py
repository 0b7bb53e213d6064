# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.tests)
# sources: kernels/_recurrence.py, kernels/activation.py, kernels/attention.py, kernels/block_expand.py, kernels/compare.py, kernels/conv.py, kernels/conv_nd.py, kernels/cos_sim.py, kernels/cpp/hard_sigmoid_op.cc, kernels/cpp/label_smooth_op.cc, kernels/cpp/scale_op.cc, kernels/cpp/softsign_op.cc, kernels/crf.py, kernels/ctc.py, kernels/dropout.py, kernels/einsum.py, kernels/elementwise.py, kernels/embedding.py, kernels/error_clip.py, kernels/generation_ops.py, kernels/gru.py, kernels/hsigmoid.py, kernels/image_layers.py, kernels/indexing.py, kernels/init.py, kernels/init_random.py, kernels/lambda_cost.py, kernels/layers.py, kernels/loss.py, kernels/lrn.py, kernels/lstm.py, kernels/math.py, kernels/matmul.py, kernels/metrics.py, kernels/nce.py, kernels/norm.py, kernels/onnx_index.py, kernels/onnx_logic.py, kernels/onnx_math.py, kernels/onnx_tensor.py, kernels/optimizer.py, kernels/pool.py, kernels/pool_index.py, kernels/pool_nd.py, kernels/reduce.py, kernels/rnn_units.py, kernels/row_conv.py, kernels/rows.py, kernels/sampling.py, kernels/sequence.py, kernels/sequence_conv.py, kernels/sequence_dense.py, kernels/sequence_nested.py, kernels/sequence_slice.py, kernels/shape.py, kernels/sparse_decay.py, kernels/unary.py, kernels/v2_activation.py
"""Hypothesis profiles for the generated tests: `ci` (derandomized), `dev` and `thorough`.

HYPOTHESIS_PROFILE picks one (.ci/run sets `ci`); `dev` is the default.
"""
from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

_QUIET = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]
settings.register_profile("ci", derandomize=True, max_examples=40, deadline=None, database=None,
                          suppress_health_check=_QUIET, print_blob=True)
settings.register_profile("dev", max_examples=25, deadline=None, suppress_health_check=_QUIET)
settings.register_profile("thorough", max_examples=500, deadline=None, suppress_health_check=_QUIET)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))
