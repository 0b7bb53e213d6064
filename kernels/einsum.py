"""einsum: Einstein summation of one or more tensors by an equation (ONNX's Einsum, numpy's and
torch's einsum): "ij,jk->ik", "bhqd,bhkd->bhqk", "...ii->...i", or implicit ("ij,jk": the letters
seen once, in alphabetical order).

The gradient of each operand is itself an einsum: of dOut and the other operands, onto that
operand's letters. A letter only that operand has is summed there alone, so its gradient is
broadcast along it; a letter it repeats (a diagonal) receives the gradient on that diagonal; an
axis of size 1 that the ellipsis broadcast is summed back to 1.
"""
from __future__ import annotations

import string
from typing import Any

import numpy as np

from paddle.registry import FLOAT_TYPES, Function, TensorInfo, require
from paddle.registry.constraints import einsum_equation, named_predicate
from paddle.registry.errors import input_error

from ._xp import NARROW_FLOATS, xp_of

@named_predicate("einsum_equation")
def valid_equation(equation: Any) -> bool:
    """Letters and at most one ellipsis per term, terms split by commas, an optional '->' output of
    distinct letters that the inputs hold (the registry's named predicate: one definition)."""
    return einsum_equation(equation)


def parse(equation: str, ranks: list[int]) -> tuple[list[str], str]:
    """Each operand's letters and the output's, the ellipsis spelled out as fresh letters (aligned
    to the right, as numpy broadcasts) and an implicit output made explicit."""
    eq = equation.replace(" ", "")
    ins_text, arrow, out = eq.partition("->")
    terms = ins_text.split(",")
    if len(terms) != len(ranks):
        raise ValueError(f"the equation names {len(terms)} operands, got {len(ranks)}")
    fresh = [c for c in string.ascii_letters if c not in eq]
    widths = [r - len(t.replace("...", "")) for t, r in zip(terms, ranks)]
    if any(w < 0 or (w > 0 and "..." not in t) for t, w in zip(terms, widths)):
        raise ValueError(f"the equation's terms {terms} do not fit operands of ranks {ranks}")
    most = max([w for t, w in zip(terms, widths) if "..." in t], default=0)
    ell = "".join(fresh[:most])
    ins = [t.replace("...", ell[most - w:]) if "..." in t else t for t, w in zip(terms, widths)]
    if not arrow:
        counts = "".join(ins)
        out = ell + "".join(sorted(c for c in set(counts) - set(ell) if counts.count(c) == 1))
    else:
        out = out.replace("...", ell)
    return ins, out


def _sizes(ins: list[str], shapes: list[tuple[Any, ...]]) -> dict[str, Any]:
    """Each letter's size (a size 1 broadcasts); a mismatch raises ValueError."""
    sizes: dict[str, Any] = {}
    for term, shape in zip(ins, shapes):
        for c, n in zip(term, shape):
            seen = sizes.get(c)
            if seen is None or seen == 1:
                sizes[c] = n
            elif n not in (None, 1, seen):
                raise ValueError(f"letter '{c}' has sizes {seen} and {n}")
    return sizes


def _einsum_shape(xs: list[TensorInfo], *, equation: str) -> TensorInfo:
    try:
        ins, out = parse(equation, [x.rank for x in xs])
        sizes = _sizes(ins, [tuple(x.shape) for x in xs])
    except ValueError as err:
        require(False, f"Inputs do not fit the equation '{equation}': {err}")
        raise
    return TensorInfo(tuple(sizes[c] for c in out), xs[0].dtype)


def _wide(xs: list[Any]) -> list[Any]:
    """float16/bfloat16 operands in float32: their products summed there and rounded once (as ONNX's
    reference contracts bfloat16); other dtypes as they are."""
    return [x.astype(np.float32) if x.dtype in NARROW_FLOATS else x for x in xs]


def _einsum(xs: list[Any], *, equation: str) -> Any:
    ins, out = _checked(xs, equation)
    return xp_of(xs[0]).einsum(",".join(ins) + "->" + out, *_full(_wide(xs), ins)).astype(xs[0].dtype)


def _checked(xs: list[Any], equation: str) -> tuple[list[str], str]:
    try:
        ins, out = parse(equation, [x.ndim for x in xs])
        _sizes(ins, [tuple(x.shape) for x in xs])
    except ValueError as err:
        raise input_error("einsum", "Inputs", f"do not fit the equation '{equation}': {err}",
                          [tuple(x.shape) for x in xs]) from None
    for term, x in zip(ins, xs):
        for c in set(term):
            dims = {x.shape[i] for i, d in enumerate(term) if d == c}
            if len(dims) > 1:
                raise input_error("einsum", "Inputs", f"repeat letter '{c}' over axes of sizes {sorted(dims)}",
                                  tuple(x.shape))
    return ins, out


def _full(xs: list[Any], ins: list[str]) -> list[Any]:
    """Operands broadcast to every letter's full size (size-1 axes of the ellipsis)."""
    sizes = _sizes(ins, [tuple(x.shape) for x in xs])
    xp = xp_of(xs[0])
    return [x if tuple(x.shape) == tuple(sizes[c] for c in t) else xp.broadcast_to(x, tuple(sizes[c] for c in t))
            for x, t in zip(xs, ins)]


def _operand_grad(i: int, xs: list[Any], full: list[Any], ins: list[str], out: str, dout: Any) -> Any:
    xp = xp_of(dout)
    sizes = _sizes(ins, [tuple(x.shape) for x in xs])
    term = ins[i]
    unique = "".join(dict.fromkeys(term))
    elsewhere = set(out).union(*(set(t) for j, t in enumerate(ins) if j != i))
    keep = "".join(c for c in unique if c in elsewhere)
    others = [full[j] for j in range(len(xs)) if j != i]
    spec = ",".join([out] + [t for j, t in enumerate(ins) if j != i]) + "->" + keep
    g = xp.einsum(spec, dout, *others)
    g = g.reshape(tuple(sizes[c] if c in keep else 1 for c in unique))
    g = xp.broadcast_to(g, tuple(sizes[c] for c in unique))
    if len(unique) < len(term):  # a repeated letter: the gradient sits on the diagonal
        dx = xp.zeros(tuple(sizes[c] for c in term), dtype=dout.dtype)
        xp.einsum(term + "->" + unique, dx)[...] = g
    else:
        dx = g
    squeeze = tuple(a for a, n in enumerate(xs[i].shape) if n == 1 and dx.shape[a] != 1)
    if squeeze:
        dx = dx.sum(axis=squeeze, keepdims=True)
    return xp.array(dx, dtype=xs[i].dtype, order="C")  # a copy: dx may be a broadcast view


def _einsum_grad(xs: list[Any], dout: Any, *, equation: str) -> list[Any]:
    ins, out = _checked(xs, equation)
    wide = _wide(xs)
    full = _full(wide, ins)
    grads = [_operand_grad(i, wide, full, ins, out, _wide([dout])[0]) for i in range(len(xs))]
    return [g.astype(x.dtype) for g, x in zip(grads, xs)]


EXAMPLES = ("ij,jk->ik", "bij,bjk->bik", "ij->ji", "ii->i", "i,i", "...ij,...jk->...ik", "bhqd,bhkd->bhqk", "ij->")


def _einsum_inputs(rng: Any, dtype: Any, *, equation: str) -> dict[str, Any]:
    """Operands of 1 to 3 per letter (the same size for a letter wherever it appears), the
    ellipsis 0 to 2 axes."""
    eq = equation.replace(" ", "")
    terms = eq.partition("->")[0].split(",")
    ell = [int(rng.integers(1, 3)) for _ in range(int(rng.integers(0, 3)))]
    size = {c: int(rng.integers(1, 4)) for c in set(eq) if c.isalpha()}
    xs = []
    for t in terms:
        head, dots, tail = t.partition("...")
        shape = [size[c] for c in head] + (ell if dots else []) + [size[c] for c in tail]
        xs.append(rng.normal(0.0, 1.5, shape).astype(dtype))
    return {"Inputs": xs}


einsum = (
    Function("einsum", "Einstein summation of the operands by an equation, as ONNX's Einsum and numpy's "
             "einsum: 'ij,jk->ik' is a matrix product, 'ii->i' a diagonal, 'ij' without '->' the letters "
             "seen once in alphabetical order.")
    .input("Inputs", "the operands, one per term of the equation", variadic=True)
    .output("Out", "shaped by the equation's output term")
    .types(FLOAT_TYPES)  # float16/bfloat16 summed in float32, rounded once
    .attribute("equation", str, "the operands' letters split by commas, then optionally '->' and the "
               "output's letters ('...': broadcast axes)").must_set()
    .custom(valid_equation, "an einsum equation: terms of letters (one '...' at most) split by commas, then "
            "'->' and distinct letters the inputs hold", valid=EXAMPLES, invalid=("ij->k", "i..j...", "1j", "ij\n"))
    .shape(_einsum_shape)
    .oracle("torch", "torch.einsum(equation, *Inputs)")
    .kernel(_einsum)
    .grad(_einsum_grad, reads=("Inputs",))
    .test_inputs(_einsum_inputs)
    .example("out = layers.einsum([data('a', [2, 3]), data('b', [3, 4])], equation='ij,jk->ik')  # [2, 4]")
    .register()
)
