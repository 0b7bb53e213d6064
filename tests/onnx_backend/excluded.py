"""The ONNX backend node cases this backend does not pass, each with why: the single list.

A node case (onnx.backend.test, built offline from the onnx package) is run when every ONNX op
in its graph is one the backend claims (paddle.onnx.backend.CONVERTERS) and it is not listed
here; a case needing an op the backend does not claim is skipped with that reason, computed
(`reason_for`). tests/onnx/test_backend_nodes.py checks that every case listed here still fails
(a case that passes must leave the list) and that the run cases pass.

Most entries are dtypes: a tensor here holds float16/32/64, int32/64, uint8 and bool, and most of
our ops are declared for float32/float64. Integers fixed while building (shape arithmetic) go
through float64 exactly (paddle/onnx/node_map_build.py); integers computed from the feeds do not,
and a case feeding them to a float op is listed here, as are float16 values.
Regenerated from a run of every case (the reasons by kind of failure), then read.
"""
from __future__ import annotations

from typing import Iterable

# reason -> the node cases (names without the _cpu / _cuda suffix)
EXCLUDED: dict[str, tuple[str, ...]] = {
    '1-D or 3-D windows: our conv2d/conv2d_transpose/pool2d are 2-D (NCHW)': (
        "test_averagepool_1d_default", "test_averagepool_3d_default",
        "test_averagepool_3d_dilations_large_count_include_pad_is_0_ceil_mode_is_False",
        "test_averagepool_3d_dilations_large_count_include_pad_is_0_ceil_mode_is_True",
        "test_averagepool_3d_dilations_large_count_include_pad_is_1_ceil_mode_is_False",
        "test_averagepool_3d_dilations_large_count_include_pad_is_1_ceil_mode_is_True",
        "test_averagepool_3d_dilations_small",
        "test_causal_conv_with_state_b1_c1_degenerate_expanded",
        "test_causal_conv_with_state_basic_expanded",
        "test_causal_conv_with_state_decode_step_expanded",
        "test_causal_conv_with_state_kernel_size_one_expanded",
        "test_causal_conv_with_state_short_input_no_past_state_expanded",
        "test_causal_conv_with_state_silu_expanded",
        "test_causal_conv_with_state_silu_with_past_state_expanded",
        "test_causal_conv_with_state_swish_alias_expanded",
        "test_causal_conv_with_state_with_bias_and_past_state_expanded",
        "test_causal_conv_with_state_with_bias_expanded",
        "test_causal_conv_with_state_with_past_state_expanded", "test_convtranspose_1d",
        "test_convtranspose_3d", "test_lppool_1d_default", "test_lppool_3d_default",
        "test_maxpool_1d_default", "test_maxpool_3d_default", "test_maxpool_3d_dilations",
        "test_maxpool_3d_dilations_use_ref_impl", "test_maxpool_3d_dilations_use_ref_impl_large",
    ),
    'Attention with nonpad_kv_seqlen (a per-batch padded key/value cache): not composed here': (
        "test_attention_4d_causal_nonpad_attn_mask_composition",
        "test_attention_4d_causal_nonpad_batch_prefill",
        "test_attention_4d_causal_nonpad_continued_prefill",
        "test_attention_4d_causal_nonpad_negative_offset_structural_empty",
        "test_attention_4d_diff_heads_mask4d_padded_kv",
        "test_attention_4d_gqa_causal_nonpad_decode",
        "test_attention_4d_gqa_causal_nonpad_decode_fp16",
        "test_attention_local_window_ext_cache_float16_mask",
        "test_attention_local_window_ext_cache_rank2_mask",
        "test_attention_local_window_ext_cache_rank3_head_mask",
        "test_attention_local_window_ext_cache_rank4_batch_mask",
    ),
    'Cast to bfloat16: not a dtype a tensor here holds': (
        "test_cast_FLOAT_to_BFLOAT16",
    ),
    'Cast to float4_e2m1fn: not a dtype a tensor here holds': (
        "test_cast_FLOAT16_to_FLOAT4E2M1", "test_cast_FLOAT_to_FLOAT4E2M1",
    ),
    'Cast to float8_e4m3fn: not a dtype a tensor here holds': (
        "test_cast_FLOAT16_to_FLOAT8E4M3FN", "test_cast_FLOAT_to_FLOAT8E4M3FN",
    ),
    'Cast to float8_e4m3fnuz: not a dtype a tensor here holds': (
        "test_cast_FLOAT16_to_FLOAT8E4M3FNUZ", "test_cast_FLOAT_to_FLOAT8E4M3FNUZ",
    ),
    'Cast to float8_e5m2: not a dtype a tensor here holds': (
        "test_cast_FLOAT16_to_FLOAT8E5M2", "test_cast_FLOAT_to_FLOAT8E5M2",
    ),
    'Cast to float8_e5m2fnuz: not a dtype a tensor here holds': (
        "test_cast_FLOAT16_to_FLOAT8E5M2FNUZ", "test_cast_FLOAT_to_FLOAT8E5M2FNUZ",
    ),
    'Cast to float8_e8m0fnu: not a dtype a tensor here holds': (
        "test_cast_e8m0_FLOAT16_to_FLOAT8E8M0", "test_cast_e8m0_FLOAT_to_FLOAT8E8M0",
    ),
    'Cast to int2: not a dtype a tensor here holds': (
        "test_cast_FLOAT16_to_INT2", "test_cast_FLOAT_to_INT2",
    ),
    'Cast to int4: not a dtype a tensor here holds': (
        "test_cast_FLOAT16_to_INT4", "test_cast_FLOAT_to_INT4",
    ),
    'Cast to uint2: not a dtype a tensor here holds': (
        "test_cast_FLOAT16_to_UINT2", "test_cast_FLOAT_to_UINT2",
    ),
    'Cast to uint4: not a dtype a tensor here holds': (
        "test_cast_FLOAT16_to_UINT4", "test_cast_FLOAT_to_UINT4",
    ),
    'Cast with saturate=0: a float8 rounding mode; no float8 tensors here': (
        "test_cast_no_saturate_FLOAT16_to_FLOAT8E4M3FN",
        "test_cast_no_saturate_FLOAT16_to_FLOAT8E4M3FNUZ",
        "test_cast_no_saturate_FLOAT16_to_FLOAT8E5M2",
        "test_cast_no_saturate_FLOAT16_to_FLOAT8E5M2FNUZ",
        "test_cast_no_saturate_FLOAT_to_FLOAT8E4M3FN",
        "test_cast_no_saturate_FLOAT_to_FLOAT8E4M3FNUZ",
        "test_cast_no_saturate_FLOAT_to_FLOAT8E5M2",
        "test_cast_no_saturate_FLOAT_to_FLOAT8E5M2FNUZ",
    ),
    'ConvTranspose whose output_shape is larger than the full transposed convolution (negative pads)': (
        "test_convtranspose_output_shape",
    ),
    "Dropout in training mode: a random mask from ONNX's generator, which ours cannot reproduce": (
        "test_training_dropout", "test_training_dropout_default",
        "test_training_dropout_default_mask", "test_training_dropout_mask",
    ),
    "MaxPool's Indices output (flattened argmax positions): our pool2d gives none": (
        "test_maxpool_with_argmax_2d_precomputed_pads",
        "test_maxpool_with_argmax_2d_precomputed_strides",
    ),
    "Reshape with allowzero=1 and a 0 in the target shape: ours reads 0 as 'keep this size'": (
        "test_reshape_allowzero_reordered",
    ),
    'ScatterElements with reduction max, min or mul: our scatter_elements replaces or adds': (
        "test_scatter_elements_with_reduction_max", "test_scatter_elements_with_reduction_min",
        "test_scatter_elements_with_reduction_mul",
    ),
    'a reduction over an empty axis: our logsumexp refuses it (ONNX gives -inf)': (
        "test_reduce_log_sum_exp_empty_set",
    ),
    'a reduction over an empty axis: our reduce_max/reduce_min refuse it (ONNX gives -inf/+inf)': (
        "test_reduce_max_empty_set", "test_reduce_min_empty_set",
    ),
    'bfloat16 tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_attention_3d_causal_bf16", "test_attention_3d_causal_bf16_expanded",
        "test_attention_4d_attn_mask_causal_bf16",
        "test_attention_4d_attn_mask_causal_bf16_expanded", "test_attention_4d_causal_bf16",
        "test_attention_4d_causal_bf16_expanded", "test_attention_4d_causal_padded_kv_bf16",
        "test_attention_4d_causal_padded_kv_bf16_expanded", "test_attention_4d_padded_kv_bf16",
        "test_attention_4d_padded_kv_bf16_expanded", "test_cast_BFLOAT16_to_FLOAT",
        "test_castlike_BFLOAT16_to_FLOAT", "test_castlike_BFLOAT16_to_FLOAT_expanded",
        "test_castlike_FLOAT_to_BFLOAT16", "test_castlike_FLOAT_to_BFLOAT16_expanded",
        "test_celu_bfloat16", "test_celu_bfloat16_expanded", "test_compress_bfloat16",
        "test_onehot_with_bfloat16_values", "test_range_bfloat16_type_positive_delta",
    ),
    'bool values reach our op reduce_max (declared for float32/float64)': (
        "test_reduce_max_bool_inputs", "test_reduce_max_empty_set_bool",
    ),
    'bool values reach our op reduce_min (declared for float32/float64)': (
        "test_reduce_min_bool_inputs",
    ),
    'float16 values reach our op concat (declared for float32/float64)': (
        "test_attention_4d_gqa_with_past_and_present_fp16",
        "test_attention_4d_gqa_with_past_and_present_fp16_expanded",
        "test_causal_conv_with_state_fp16_expanded",
        "test_causal_conv_with_state_silu_fp16_expanded",
    ),
    'float16 values reach our op div (declared for float32/float64)': (
        "test_celu_float16_expanded",
    ),
    'float16 values reach our op isinf (declared for float32/float64)': (
        "test_isinf_float16",
    ),
    'float16 values reach our op isnan (declared for float32/float64)': (
        "test_isnan_float16",
    ),
    'float16 values reach our op maximum (declared for float32/float64)': (
        "test_max_float16",
    ),
    'float16 values reach our op minimum (declared for float32/float64)': (
        "test_min_float16",
    ),
    'float16 values reach our op mod (declared for float32/float64/int32/int64)': (
        "test_mod_float16_mixed_sign_fmod_0", "test_mod_float_edge_cases_fmod_0_float16",
        "test_mod_mixed_sign_float16",
    ),
    'float16 values reach our op scale (declared for float32/float64)': (
        "test_attention_24_qk_matmul_output_mode3_softmax_precision",
        "test_attention_4d_causal_fp16", "test_attention_4d_fp16", "test_celu_float16",
        "test_swiglu_float16_expanded",
    ),
    'float16 values reach our op unsqueeze (declared for float32/float64)': (
        "test_attention_24_qk_matmul_output_mode3_softmax_precision_expanded",
        "test_attention_4d_causal_fp16_expanded", "test_attention_4d_fp16_expanded",
    ),
    'float4_e2m1fn tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_cast_FLOAT4E2M1_to_FLOAT", "test_cast_FLOAT4E2M1_to_FLOAT16",
        "test_castlike_FLOAT16_to_FLOAT4E2M1", "test_castlike_FLOAT16_to_FLOAT4E2M1_expanded",
        "test_castlike_FLOAT4E2M1_to_FLOAT", "test_castlike_FLOAT4E2M1_to_FLOAT16",
        "test_castlike_FLOAT4E2M1_to_FLOAT16_expanded",
        "test_castlike_FLOAT4E2M1_to_FLOAT_expanded", "test_castlike_FLOAT_to_FLOAT4E2M1",
        "test_castlike_FLOAT_to_FLOAT4E2M1_expanded",
    ),
    'float8_e4m3fn tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_cast_FLOAT8E4M3FN_to_FLOAT", "test_cast_FLOAT8E4M3FN_to_FLOAT16",
        "test_castlike_FLOAT16_to_FLOAT8E4M3FN", "test_castlike_FLOAT16_to_FLOAT8E4M3FN_expanded",
        "test_castlike_FLOAT8E4M3FN_to_FLOAT", "test_castlike_FLOAT8E4M3FN_to_FLOAT16",
        "test_castlike_FLOAT8E4M3FN_to_FLOAT16_expanded",
        "test_castlike_FLOAT8E4M3FN_to_FLOAT_expanded", "test_castlike_FLOAT_to_FLOAT8E4M3FN",
        "test_castlike_FLOAT_to_FLOAT8E4M3FN_expanded",
        "test_castlike_no_saturate_FLOAT16_to_FLOAT8E4M3FN",
        "test_castlike_no_saturate_FLOAT16_to_FLOAT8E4M3FN_expanded",
        "test_castlike_no_saturate_FLOAT_to_FLOAT8E4M3FN",
        "test_castlike_no_saturate_FLOAT_to_FLOAT8E4M3FN_expanded",
    ),
    'float8_e4m3fnuz tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_cast_FLOAT8E4M3FNUZ_to_FLOAT", "test_cast_FLOAT8E4M3FNUZ_to_FLOAT16",
        "test_castlike_FLOAT16_to_FLOAT8E4M3FNUZ",
        "test_castlike_FLOAT16_to_FLOAT8E4M3FNUZ_expanded", "test_castlike_FLOAT8E4M3FNUZ_to_FLOAT",
        "test_castlike_FLOAT8E4M3FNUZ_to_FLOAT16",
        "test_castlike_FLOAT8E4M3FNUZ_to_FLOAT16_expanded",
        "test_castlike_FLOAT8E4M3FNUZ_to_FLOAT_expanded", "test_castlike_FLOAT_to_FLOAT8E4M3FNUZ",
        "test_castlike_FLOAT_to_FLOAT8E4M3FNUZ_expanded",
        "test_castlike_no_saturate_FLOAT16_to_FLOAT8E4M3FNUZ",
        "test_castlike_no_saturate_FLOAT16_to_FLOAT8E4M3FNUZ_expanded",
        "test_castlike_no_saturate_FLOAT_to_FLOAT8E4M3FNUZ",
        "test_castlike_no_saturate_FLOAT_to_FLOAT8E4M3FNUZ_expanded",
    ),
    'float8_e5m2 tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_cast_FLOAT8E5M2_to_FLOAT", "test_cast_FLOAT8E5M2_to_FLOAT16",
        "test_castlike_FLOAT16_to_FLOAT8E5M2", "test_castlike_FLOAT16_to_FLOAT8E5M2_expanded",
        "test_castlike_FLOAT8E5M2_to_FLOAT", "test_castlike_FLOAT8E5M2_to_FLOAT16",
        "test_castlike_FLOAT8E5M2_to_FLOAT16_expanded",
        "test_castlike_FLOAT8E5M2_to_FLOAT_expanded", "test_castlike_FLOAT_to_FLOAT8E5M2",
        "test_castlike_FLOAT_to_FLOAT8E5M2_expanded",
        "test_castlike_no_saturate_FLOAT16_to_FLOAT8E5M2",
        "test_castlike_no_saturate_FLOAT16_to_FLOAT8E5M2_expanded",
        "test_castlike_no_saturate_FLOAT_to_FLOAT8E5M2",
        "test_castlike_no_saturate_FLOAT_to_FLOAT8E5M2_expanded",
    ),
    'float8_e5m2fnuz tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_cast_FLOAT8E5M2FNUZ_to_FLOAT", "test_cast_FLOAT8E5M2FNUZ_to_FLOAT16",
        "test_castlike_FLOAT16_to_FLOAT8E5M2FNUZ",
        "test_castlike_FLOAT16_to_FLOAT8E5M2FNUZ_expanded", "test_castlike_FLOAT8E5M2FNUZ_to_FLOAT",
        "test_castlike_FLOAT8E5M2FNUZ_to_FLOAT16",
        "test_castlike_FLOAT8E5M2FNUZ_to_FLOAT16_expanded",
        "test_castlike_FLOAT8E5M2FNUZ_to_FLOAT_expanded", "test_castlike_FLOAT_to_FLOAT8E5M2FNUZ",
        "test_castlike_FLOAT_to_FLOAT8E5M2FNUZ_expanded",
        "test_castlike_no_saturate_FLOAT16_to_FLOAT8E5M2FNUZ",
        "test_castlike_no_saturate_FLOAT16_to_FLOAT8E5M2FNUZ_expanded",
        "test_castlike_no_saturate_FLOAT_to_FLOAT8E5M2FNUZ",
        "test_castlike_no_saturate_FLOAT_to_FLOAT8E5M2FNUZ_expanded",
    ),
    'float8_e8m0fnu tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_cast_e8m0_FLOAT8E8M0_to_FLOAT", "test_cast_e8m0_FLOAT8E8M0_to_FLOAT16",
    ),
    'int16 tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_add_int16", "test_div_int16", "test_equal_int16", "test_greater_equal_int16",
        "test_greater_equal_int16_expanded", "test_greater_int16", "test_less_equal_int16",
        "test_less_equal_int16_expanded", "test_less_int16", "test_max_int16", "test_min_int16",
        "test_mod_mixed_sign_int16", "test_mul_int16", "test_sub_int16",
    ),
    'int2 tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_cast_INT2_to_FLOAT", "test_cast_INT2_to_FLOAT16", "test_cast_INT2_to_INT8",
        "test_castlike_FLOAT16_to_INT2", "test_castlike_FLOAT16_to_INT2_expanded",
        "test_castlike_FLOAT_to_INT2", "test_castlike_FLOAT_to_INT2_expanded",
        "test_castlike_INT2_to_FLOAT", "test_castlike_INT2_to_FLOAT16",
        "test_castlike_INT2_to_FLOAT16_expanded", "test_castlike_INT2_to_FLOAT_expanded",
        "test_castlike_INT2_to_INT8", "test_castlike_INT2_to_INT8_expanded",
    ),
    'int32 values computed from the feeds reach our op div (declared for float32/float64)': (
        "test_div_int32_trunc",
    ),
    'int32 values computed from the feeds reach our op maximum (declared for float32/float64)': (
        "test_max_int32",
    ),
    'int32 values computed from the feeds reach our op minimum (declared for float32/float64)': (
        "test_min_int32",
    ),
    'int32 values computed from the feeds reach our op pow (declared for float32/float64)': (
        "test_pow_types_float32_int32", "test_pow_types_int32_float32",
        "test_pow_types_int32_int32",
    ),
    'int32 values computed from the feeds reach our op transpose (declared for float32/float64)': (
        "test_edge_pad", "test_reflect_pad", "test_wrap_pad",
    ),
    'int4 tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_cast_INT4_to_FLOAT", "test_cast_INT4_to_FLOAT16", "test_cast_INT4_to_INT8",
        "test_castlike_FLOAT16_to_INT4", "test_castlike_FLOAT16_to_INT4_expanded",
        "test_castlike_FLOAT_to_INT4", "test_castlike_FLOAT_to_INT4_expanded",
        "test_castlike_INT4_to_FLOAT", "test_castlike_INT4_to_FLOAT16",
        "test_castlike_INT4_to_FLOAT16_expanded", "test_castlike_INT4_to_FLOAT_expanded",
        "test_castlike_INT4_to_INT8", "test_castlike_INT4_to_INT8_expanded",
    ),
    'int64 values computed from the feeds reach our op maximum (declared for float32/float64)': (
        "test_center_crop_pad_crop_and_pad_expanded", "test_center_crop_pad_crop_axes_chw_expanded",
        "test_center_crop_pad_crop_axes_hwc_expanded", "test_center_crop_pad_crop_expanded",
        "test_center_crop_pad_crop_negative_axes_hwc_expanded", "test_center_crop_pad_pad_expanded",
        "test_max_int64",
    ),
    'int64 values computed from the feeds reach our op minimum (declared for float32/float64)': (
        "test_min_int64",
    ),
    'int64 values computed from the feeds reach our op pow (declared for float32/float64)': (
        "test_pow_types_float32_int64", "test_pow_types_int64_float32",
        "test_pow_types_int64_int64",
    ),
    'int64 values computed from the feeds reach our op sub (declared for float32/float64)': (
        "test_attention_4d_causal_nonpad_attn_mask_composition_expanded",
        "test_attention_4d_causal_nonpad_batch_prefill_expanded",
        "test_attention_4d_causal_nonpad_continued_prefill_expanded",
        "test_attention_4d_causal_nonpad_negative_offset_structural_empty_expanded",
        "test_attention_4d_gqa_causal_nonpad_decode_expanded",
        "test_attention_4d_gqa_causal_nonpad_decode_fp16_expanded",
        "test_attention_local_window_ext_cache_float16_mask_expanded",
        "test_attention_local_window_ext_cache_rank2_mask_expanded",
        "test_attention_local_window_ext_cache_rank3_head_mask_expanded",
        "test_attention_local_window_ext_cache_rank4_batch_mask_expanded",
    ),
    'int64 values computed from the feeds reach our op top_k (declared for float32/float64)': (
        "test_top_k_same_values", "test_top_k_same_values_2d", "test_top_k_same_values_largest",
    ),
    'int64 values computed from the feeds reach our op unsqueeze (declared for float32/float64)': (
        "test_attention_4d_diff_heads_mask4d_padded_kv_expanded", "test_nllloss_NC_expanded",
        "test_nllloss_NCd1_expanded", "test_nllloss_NCd1_ii_expanded",
        "test_nllloss_NCd1_mean_weight_negative_ii_expanded", "test_nllloss_NCd1_weight_expanded",
        "test_nllloss_NCd1_weight_ii_expanded", "test_nllloss_NCd1d2_expanded",
        "test_nllloss_NCd1d2_no_weight_reduction_mean_ii_expanded",
        "test_nllloss_NCd1d2_reduction_mean_expanded", "test_nllloss_NCd1d2_reduction_sum_expanded",
        "test_nllloss_NCd1d2_with_weight_expanded",
        "test_nllloss_NCd1d2_with_weight_reduction_mean_expanded",
        "test_nllloss_NCd1d2_with_weight_reduction_sum_expanded",
        "test_nllloss_NCd1d2_with_weight_reduction_sum_ii_expanded",
        "test_nllloss_NCd1d2d3_none_no_weight_negative_ii_expanded",
        "test_nllloss_NCd1d2d3_sum_weight_high_ii_expanded",
        "test_nllloss_NCd1d2d3d4d5_mean_weight_expanded",
        "test_nllloss_NCd1d2d3d4d5_none_no_weight_expanded",
    ),
    'int64 values computed from the feeds reach our op where (declared for float32/float64)': (
        "test_where_long_example",
    ),
    'int8 tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_add_int8", "test_clip_default_int8_inbounds",
        "test_clip_default_int8_inbounds_expanded", "test_clip_default_int8_max",
        "test_clip_default_int8_max_expanded", "test_clip_default_int8_min",
        "test_clip_default_int8_min_expanded", "test_div_int8", "test_equal_int8",
        "test_greater_equal_int8", "test_greater_equal_int8_expanded", "test_greater_int8",
        "test_less_equal_int8", "test_less_equal_int8_expanded", "test_less_int8", "test_max_int8",
        "test_min_int8", "test_mod_mixed_sign_int8", "test_mul_int8", "test_sub_int8",
    ),
    'pooling with dilations: our pool2d has none': (
        "test_averagepool_2d_dilations", "test_lppool_2d_dilations", "test_maxpool_2d_dilations",
    ),
    'sequence and optional values: this backend runs tensors only': (
        "test_identity_opt", "test_identity_sequence",
    ),
    'strings: a tensor here holds numbers and bools only': (
        "test_equal_string", "test_equal_string_broadcast",
    ),
    'the ai.onnx.preview domain (FlexAttention): this backend runs the default domain only': (
        "test_flexattention_causal_mask_expanded_ver26",
        "test_flexattention_diff_head_sizes_expanded_ver26",
        "test_flexattention_double_expanded_ver26", "test_flexattention_expanded_ver26",
        "test_flexattention_fp16_expanded_ver26", "test_flexattention_gqa_expanded_ver26",
        "test_flexattention_prob_mod_expanded_ver26",
        "test_flexattention_relative_positional_expanded_ver26",
        "test_flexattention_scaled_expanded_ver26", "test_flexattention_score_mod_expanded_ver26",
        "test_flexattention_soft_cap_expanded_ver26",
    ),
    'uint16 tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_add_uint16", "test_div_uint16", "test_equal_uint16", "test_greater_equal_uint16",
        "test_greater_equal_uint16_expanded", "test_greater_uint16", "test_less_equal_uint16",
        "test_less_equal_uint16_expanded", "test_less_uint16", "test_max_uint16", "test_min_uint16",
        "test_mod_uint16", "test_mul_uint16", "test_sub_uint16",
    ),
    'uint2 tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_cast_UINT2_to_FLOAT", "test_cast_UINT2_to_FLOAT16", "test_cast_UINT2_to_UINT8",
        "test_castlike_FLOAT16_to_UINT2", "test_castlike_FLOAT16_to_UINT2_expanded",
        "test_castlike_FLOAT_to_UINT2", "test_castlike_FLOAT_to_UINT2_expanded",
        "test_castlike_UINT2_to_FLOAT", "test_castlike_UINT2_to_FLOAT16",
        "test_castlike_UINT2_to_FLOAT16_expanded", "test_castlike_UINT2_to_FLOAT_expanded",
        "test_castlike_UINT2_to_UINT8", "test_castlike_UINT2_to_UINT8_expanded",
    ),
    'uint32 tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_add_uint32", "test_div_uint32", "test_equal_uint32", "test_greater_equal_uint32",
        "test_greater_equal_uint32_expanded", "test_greater_uint32", "test_less_equal_uint32",
        "test_less_equal_uint32_expanded", "test_less_uint32", "test_max_uint32", "test_min_uint32",
        "test_mod_uint32", "test_mul_uint32", "test_pow_types_float32_uint32", "test_sub_uint32",
    ),
    'uint4 tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_cast_UINT4_to_FLOAT", "test_cast_UINT4_to_FLOAT16", "test_cast_UINT4_to_UINT8",
        "test_castlike_FLOAT16_to_UINT4", "test_castlike_FLOAT16_to_UINT4_expanded",
        "test_castlike_FLOAT_to_UINT4", "test_castlike_FLOAT_to_UINT4_expanded",
        "test_castlike_UINT4_to_FLOAT", "test_castlike_UINT4_to_FLOAT16",
        "test_castlike_UINT4_to_FLOAT16_expanded", "test_castlike_UINT4_to_FLOAT_expanded",
        "test_castlike_UINT4_to_UINT8", "test_castlike_UINT4_to_UINT8_expanded",
    ),
    'uint64 tensors: a tensor here holds float16/32/64, int32/64, uint8 and bool only': (
        "test_add_uint64", "test_div_uint64", "test_equal_uint64", "test_greater_equal_uint64",
        "test_greater_equal_uint64_expanded", "test_greater_uint64", "test_less_equal_uint64",
        "test_less_equal_uint64_expanded", "test_less_uint64", "test_max_uint64", "test_min_uint64",
        "test_mod_uint64", "test_mul_uint64", "test_pow_types_float32_uint64", "test_sub_uint64",
        "test_top_k_uint64",
    ),
    'uint8 values computed from the feeds reach our op add (declared for float32/float64)': (
        "test_add_uint8",
    ),
    'uint8 values computed from the feeds reach our op div (declared for float32/float64)': (
        "test_div_uint8",
    ),
    'uint8 values computed from the feeds reach our op elementwise_mul (declared for float32/float64)': (
        "test_mul_uint8",
    ),
    'uint8 values computed from the feeds reach our op equal (declared for float32/float64/int32/int64)': (
        "test_equal_uint8",
    ),
    'uint8 values computed from the feeds reach our op greater (declared for float32/float64/int32/int64)': (
        "test_greater_equal_uint8_expanded", "test_greater_uint8",
    ),
    'uint8 values computed from the feeds reach our op greater_equal (declared for float32/float64/int32/int64)': (
        "test_greater_equal_uint8",
    ),
    'uint8 values computed from the feeds reach our op less (declared for float32/float64/int32/int64)': (
        "test_less_equal_uint8_expanded", "test_less_uint8",
    ),
    'uint8 values computed from the feeds reach our op less_equal (declared for float32/float64/int32/int64)': (
        "test_less_equal_uint8",
    ),
    'uint8 values computed from the feeds reach our op maximum (declared for float32/float64)': (
        "test_max_uint8",
    ),
    'uint8 values computed from the feeds reach our op minimum (declared for float32/float64)': (
        "test_min_uint8",
    ),
    'uint8 values computed from the feeds reach our op mod (declared for float32/float64/int32/int64)': (
        "test_mod_uint8",
    ),
    'uint8 values computed from the feeds reach our op pool2d (declared for float32/float64)': (
        "test_maxpool_2d_uint8",
    ),
    'uint8 values computed from the feeds reach our op sub (declared for float32/float64)': (
        "test_sub_uint8",
    ),
}

REASON_OF: dict[str, str] = {case: reason for reason, cases in EXCLUDED.items() for case in cases}


def reason_for(case: str, ops: Iterable[str], claimed: Iterable[str]) -> str | None:
    """Why node case `case` (whose graph holds `ops`) is not run, or None: it runs."""
    missing = sorted(set(ops) - set(claimed))
    if missing:
        return f"needs ONNX ops this backend does not convert: {', '.join(missing)}"
    return REASON_OF.get(case)
