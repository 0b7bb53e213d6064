"""The converter of ONNX's Attention (opset 23 on), composed of our ops: heads split from 3-D
inputs, the key/value cache concatenated, grouped-query heads repeated, Q K^T scaled (the square
root of the scale on each side, as ONNX), soft-capped, biased by the mask, the causal and the
sliding-window masks (constants: they depend on the shapes only), softmaxed with fully masked
rows set to 0, and applied to V. With an external, per-batch padded cache (nonpad_kv_seqlen:
the valid keys of each batch row, fed) the causal and window frontiers move with each row's
length and the padding keys are masked: composed at run time, so new lengths reuse the net.
And RotaryEmbedding, the rotation of each head's first features by cached angles."""
from __future__ import annotations

import math

import numpy as np

from .node_map import Ctx, Node, OnnxModelError, converter
from .node_map_index import take, take_var
from .node_map_math import binary, unary
from .node_map_nn import reshape, softmax

QK_MODES = (0, 1, 2, 3)


def _transposed(ctx: Ctx, x: str, perm: list[int]) -> str:
    out = ctx.tmp()
    ctx.op("transpose", {"X": x}, {"Out": out}, perm=perm)
    return out


def _heads(ctx: Ctx, i: int, heads: int) -> str:
    """A 3-D [B, S, H * D] input as [B, H, S, D]."""
    b, s, hidden = ctx.shape(i)
    return _transposed(ctx, reshape(ctx, ctx.var(i), [b, s, heads, hidden // heads]), [0, 2, 1, 3])


def _repeat_heads(ctx: Ctx, x: str, shape: tuple[int, ...], reps: int) -> str:
    """[B, H, S, D] -> [B, H * reps, S, D], each head repeated in place (h0, h0, h1, h1, ...)."""
    b, h, s, d = shape
    wide = ctx.tmp()
    ctx.op("expand", {"X": reshape(ctx, x, [b, h, 1, s, d])}, {"Out": wide}, shape=[b, h, reps, s, d])
    return reshape(ctx, wide, [b, h * reps, s, d])


def _bias_from_mask(ctx: Ctx, kv_len: int, dtype: np.dtype) -> str:
    """The attn_mask as an additive bias (a bool mask: 0 where True, -inf where False), padded
    with -inf to the keys' length."""
    mask, shape = ctx.var(3), ctx.shape(3)
    if ctx.dtype(3) == np.bool_:
        bias = ctx.tmp()
        ctx.op("where", {"Condition": mask, "X": ctx.const(np.zeros((), dtype)),
                         "Y": ctx.const(np.asarray(-np.inf, dtype))}, {"Out": bias})
        mask = bias
    short = kv_len - shape[-1]
    if short > 0:
        fill = ctx.const(np.full(shape[:-1] + (short,), -np.inf, dtype))
        padded = ctx.tmp()
        ctx.op("concat", {"X": [mask, fill]}, {"Out": padded}, axis=-1)
        mask = padded
    return mask


def _window(q_len: int, kv_len: int, offset: int, left: int, right: int, causal: bool,
            dtype: np.dtype) -> np.ndarray | None:
    """The additive bias of the causal and sliding-window masks (bottom-right aligned by the
    cache's length), or None where neither applies."""
    if not causal and left < 0 and right < 0:
        return None
    diff = np.arange(q_len)[:, None] + offset - np.arange(kv_len)[None, :]
    allowed = np.ones((q_len, kv_len), bool)
    if causal:
        allowed &= diff >= 0
    if left >= 0:
        allowed &= diff <= left
    if right >= 0:
        allowed &= -diff <= right
    return np.where(allowed, 0.0, -np.inf).astype(dtype)


def _offsets(q_len: int, kv_len: int, shift: int) -> np.ndarray:
    """j - i + q_len + shift for query i and key j: the [q, kv] int64 grid each batch row's length
    is compared with (query i of a row of length n sits at position n - q_len + i)."""
    grid = np.arange(kv_len)[None, :] - np.arange(q_len)[:, None] + q_len + shift
    return grid.astype(np.int64)


def _per_batch_bias(ctx: Ctx, node: Node, q_len: int, kv_len: int, causal: bool, left: int, right: int,
                    dtype: np.dtype) -> str:
    """The additive bias of the padded cache: [B, 1, q, kv] (or [B, 1, 1, kv] with no frontier),
    0 where row b's query i may attend key j, -inf elsewhere. Key j is valid if j < n[b]; the
    causal frontier is j <= i + n[b] - q_len, the window's p - left <= j <= p + right with
    p = i + n[b] - q_len (ONNX's offset-aligned masks; a negative offset masks whole rows)."""
    batch = ctx.shape(0)[0]
    if ctx.shape(6) != (batch,) or ctx.dtype(6) != np.int64:
        raise OnnxModelError(f"{node.where()}: nonpad_kv_seqlen should be an int64 tensor of shape ({batch},), "
                             f"got {ctx.dtype(6)} of shape {ctx.shape(6)}")
    lengths = reshape(ctx, ctx.var(6), [batch, 1, 1, 1])
    allowed = binary(ctx, "less", ctx.const(np.arange(kv_len, dtype=np.int64)), lengths)
    rules = []
    if causal:  # j - i + q_len <= n
        rules.append(binary(ctx, "less_equal", ctx.const(_offsets(q_len, kv_len, 0)), lengths))
    if left >= 0:  # n <= j - i + q_len + left
        rules.append(binary(ctx, "less_equal", lengths, ctx.const(_offsets(q_len, kv_len, left))))
    if right >= 0:  # j - i + q_len - right <= n
        rules.append(binary(ctx, "less_equal", ctx.const(_offsets(q_len, kv_len, -right)), lengths))
    for rule in rules:
        allowed = binary(ctx, "logical_and", rule, allowed)
    bias = ctx.tmp()
    ctx.op("where", {"Condition": allowed, "X": ctx.const(np.zeros((), dtype)),
                     "Y": ctx.const(np.asarray(-np.inf, dtype))}, {"Out": bias})
    return bias


@converter("Attention")
def _attention(ctx: Ctx, node: Node) -> None:
    if ctx.has(4) != ctx.has(5):
        raise node.bad_attr("past_key", "past_key and past_value should be given together")
    if ctx.has(6) and ctx.has(4):
        raise OnnxModelError(f"{node.where()}: nonpad_kv_seqlen (an external cache) cannot be combined with "
                             f"past_key/past_value (the internal one)")
    mode = int(node.attr("qk_matmul_output_mode", 0))
    if mode not in QK_MODES:
        raise node.bad_attr("qk_matmul_output_mode", f"should be one of {list(QK_MODES)}, got {mode}")
    causal = bool(node.attr("is_causal", 0))
    softcap = float(node.attr("softcap", 0.0))
    left, right = int(node.attr("left_window_size", -1)), int(node.attr("right_window_size", -1))
    dtype = ctx.dtype(0)
    precision = node.attr("softmax_precision")
    three_d = len(ctx.shape(0)) == 3
    if three_d:
        qh, kvh = int(node.attr("q_num_heads")), int(node.attr("kv_num_heads"))
        q, k, v = _heads(ctx, 0, qh), _heads(ctx, 1, kvh), _heads(ctx, 2, kvh)
    else:
        node.attr("q_num_heads")
        node.attr("kv_num_heads")
        q, k, v = ctx.var(0), ctx.var(1), ctx.var(2)
    shape_q, shape_k, shape_v = ctx.var_shape(q), ctx.var_shape(k), ctx.var_shape(v)
    past = ctx.shape(4)[2] if ctx.has(4) else 0
    if ctx.has(4):
        for i, name in ((4, "k"), (5, "v")):
            joined = ctx.tmp()
            ctx.op("concat", {"X": [ctx.var(i), k if name == "k" else v]}, {"Out": joined}, axis=2)
            k, v = (joined, v) if name == "k" else (k, joined)
        shape_k, shape_v = ctx.var_shape(k), ctx.var_shape(v)
    ctx.alias(1, k)
    ctx.alias(2, v)
    scale = node.attr("scale")
    # the square root of the scale in the inputs' dtype, as ONNX's reference and function body
    root = float(np.asarray(math.sqrt(float(scale) if scale is not None else 1 / math.sqrt(shape_q[3])), dtype))
    heads_q, heads_k = shape_q[1], shape_k[1]
    if heads_q != heads_k and heads_q % heads_k == 0:
        k = _repeat_heads(ctx, k, shape_k, heads_q // heads_k)
        v = _repeat_heads(ctx, v, shape_v, heads_q // heads_k)
    qk = ctx.tmp()
    ctx.op("matmul", {"X": unary(ctx, "scale", q, scale=root), "Y": unary(ctx, "scale", k, scale=root)},
           {"Out": qk}, transpose_y=True)
    if softcap > 0:
        qk = unary(ctx, "scale", unary(ctx, "tanh", unary(ctx, "scale", qk, scale=1 / softcap)), scale=softcap)
    q_len, kv_len = shape_q[2], shape_k[2]
    bias = _bias_from_mask(ctx, kv_len, dtype) if ctx.has(3) else None
    if ctx.has(6):
        padded = _per_batch_bias(ctx, node, q_len, kv_len, causal, left, right, dtype)
        bias = padded if bias is None else binary(ctx, "add", bias, padded)
    else:
        window = _window(q_len, kv_len, past, left, right, causal, dtype)
        if window is not None:
            bias = ctx.const(window) if bias is None else binary(ctx, "add", bias, ctx.const(window))
    scores = qk if bias is None else binary(ctx, "add", qk, bias)
    if precision is not None and int(precision) != 1 and dtype != np.float32:
        raise node.unsupported(f"softmax_precision {precision} for {dtype} inputs")
    probs = softmax(ctx, scores, -1, ctx.tmp(), dtype)
    if bias is not None:  # a row whose every key is masked attends to nothing: 0, not NaN
        top = ctx.tmp()
        ctx.op("reduce_max", {"X": bias}, {"Out": top}, dim=[-1], keep_dim=True)
        empty = binary(ctx, "equal", top, ctx.const(np.asarray(-np.inf, dtype)))
        guarded = ctx.tmp()
        ctx.op("where", {"Condition": empty, "X": ctx.const(np.zeros((), dtype)), "Y": probs}, {"Out": guarded})
        probs = guarded
    if ctx.n_outputs() > 3 and node.proto.output[3]:
        ctx.alias(3, {0: qk, 1: qk, 2: scores, 3: probs}[mode])
    y = ctx.tmp() if three_d else ctx.out(0)
    ctx.op("matmul", {"X": probs, "Y": v}, {"Out": y})
    if three_d:
        b, _, s, _ = ctx.var_shape(y)
        reshape(ctx, _transposed(ctx, y, [0, 2, 1, 3]), [b, s, -1], ctx.out(0))


def _last(ctx: Ctx, x: str, start: int, stop: int) -> str:
    out = ctx.tmp()
    ctx.op("slice", {"X": x}, {"Out": out}, axes=[3], starts=[start], ends=[stop])
    return out


@converter("RotaryEmbedding")
def _rotary_embedding(ctx: Ctx, node: Node) -> None:
    """The first rotary_embedding_dim features of each head rotated pairwise by the cached angles
    (the halves paired, or neighbours if interleaved); positions pick the cache's rows."""
    shape = ctx.shape(0)
    if len(shape) == 4:  # [B, H, S, D] -> [B, S, H, D]
        x = _transposed(ctx, ctx.var(0), [0, 2, 1, 3])
    else:
        heads = int(node.attr("num_heads", 0))
        if heads <= 0:
            raise node.bad_attr("num_heads", "should be given (positive) for a 3-D input")
        x = reshape(ctx, ctx.var(0), [shape[0], shape[1], heads, shape[2] // heads])
    b, s, h, d = ctx.var_shape(x)
    r = int(node.attr("rotary_embedding_dim", 0)) or d
    cos, sin = ctx.var(1), ctx.var(2)
    if ctx.has(3):  # the rows of each position: gathered at run time, so new positions reuse the net
        index_shape = ctx.shape(3)
        flat = reshape(ctx, ctx.var(3), [int(np.prod(index_shape))])
        picked = []
        for i in (1, 2):
            row = ctx.tmp()
            take_var(ctx, ctx.var(i), ctx.shape(i), flat, index_shape, 0, row)
            picked.append(row)
        cos, sin = picked
    cos, sin = (reshape(ctx, c, [b, s, 1, r // 2]) for c in (cos, sin))
    part = _last(ctx, x, 0, r) if r < d else x
    if node.attr("interleaved", 0):
        x1, x2 = ctx.tmp(), ctx.tmp()
        take(ctx, part, (b, s, h, r), np.arange(0, r, 2), 3, x1)
        take(ctx, part, (b, s, h, r), np.arange(1, r, 2), 3, x2)
    else:
        x1, x2 = _last(ctx, part, 0, r // 2), _last(ctx, part, r // 2, r)
    real = binary(ctx, "sub", binary(ctx, "elementwise_mul", cos, x1), binary(ctx, "elementwise_mul", sin, x2))
    imag = binary(ctx, "add", binary(ctx, "elementwise_mul", sin, x1), binary(ctx, "elementwise_mul", cos, x2))
    turned = ctx.tmp()
    if node.attr("interleaved", 0):
        pairs = [reshape(ctx, v, [b, s, h, r // 2, 1]) for v in (real, imag)]
        joined = ctx.tmp()
        ctx.op("concat", {"X": pairs}, {"Out": joined}, axis=-1)
        turned = reshape(ctx, joined, [b, s, h, r])
    else:
        ctx.op("concat", {"X": [real, imag]}, {"Out": turned}, axis=-1)
    if r < d:
        whole = ctx.tmp()
        ctx.op("concat", {"X": [turned, _last(ctx, x, r, d)]}, {"Out": whole}, axis=-1)
        turned = whole
    if len(shape) == 4:
        ctx.op("transpose", {"X": turned}, {"Out": ctx.out()}, perm=[0, 2, 1, 3])
    else:
        reshape(ctx, turned, list(shape), ctx.out())
