"""`hierarchical_sigmoid`: v2's hierarchical sigmoid cost. The classes are the leaves of a complete binary tree
whose num_classes - 1 inner nodes each hold a row of W (and a bias): class k's leaf is the heap
node k + num_classes, reached from the root (node 1) by the bits of that number after its leading
1, each bit a right (1) or left (0) turn. The cost of a sample of class k is -log of the product,
over the nodes on its path, of sigmoid(x . W[node - 1] + b[node - 1]) for a right turn and one
minus it for a left one (v2 also clipped each x . W + b to [-40, 40]; this does not).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import INTEGERS, ROWS, Function
from paddle.registry.errors import input_error

from ._xp import xp_of


def _paths(label: Any, num_classes: int) -> tuple[Any, list[tuple[Any, Any, Any]]]:
    """The codes, and per depth j: (rows whose path has a node at j, their node's row of W, the turn)."""
    codes = label[:, 0].astype(np.int64) + num_classes
    depth = int(np.floor(np.log2(2 * num_classes - 1)))
    steps = [(codes >= (1 << (j + 1)), (codes >> (j + 1)) - 1, (codes >> j) & 1) for j in range(depth)]
    return codes, steps


def _check(op: str, w: Any, label: Any, num_classes: int) -> None:
    if w.shape[0] != num_classes - 1:
        raise input_error(op, "W", f"should have num_classes - 1 = {num_classes - 1} rows (one per inner node of "
                          f"the tree), got {w.shape[0]}", w.shape[0])
    bad = (label < 0) | (label >= num_classes)
    if bool(bad.any()):
        raise input_error(op, "Label", f"should hold classes in [0, {num_classes}), got {int(label[bad][0])}",
                          int(label[bad][0]))


def _pre(x: Any, w: Any, bias: Any, rows: Any) -> Any:
    out = (x * w[rows]).sum(axis=1)
    return out if bias is None else out + bias[rows]


def _softplus(v: Any) -> Any:
    xp = xp_of(v)
    return xp.maximum(v, 0) + xp.log1p(xp.exp(-xp.abs(v)))


def _hsigmoid(x: Any, w: Any, label: Any, bias: Any, *, num_classes: int) -> Any:
    _check("hierarchical_sigmoid", w, label, num_classes)
    xp = xp_of(x)
    loss = xp.zeros(len(x), dtype=x.dtype)
    for active, rows, bit in _paths(label, num_classes)[1]:
        pre = _pre(x, w, bias, xp.where(active, rows, 0))
        loss = loss + xp.where(active, _softplus(pre) - bit.astype(x.dtype) * pre, 0).astype(x.dtype)
    return loss[:, None]


def _hsigmoid_grad(x: Any, w: Any, label: Any, bias: Any, dout: Any, *, num_classes: int,
                   needed: tuple[bool, ...] = (True, True, True)) -> tuple[Any, Any, Any]:
    xp = xp_of(x)
    dx, dw = xp.zeros_like(x), xp.zeros_like(w)
    db = None if bias is None else xp.zeros_like(bias)
    for active, rows, bit in _paths(label, num_classes)[1]:
        safe = xp.where(active, rows, 0)
        pre = _pre(x, w, bias, safe)
        dpre = (xp.where(active, 1.0 / (1.0 + xp.exp(-pre)) - bit.astype(x.dtype), 0) * dout[:, 0]).astype(x.dtype)
        dx += dpre[:, None] * w[safe]
        _add_at(dw, safe, dpre[:, None] * x)
        if db is not None:
            _add_at(db, safe, dpre)
    return dx, dw, db


def _add_at(target: Any, rows: Any, values: Any) -> None:
    xp = xp_of(target)
    (np.add.at if xp is np else xp.add.at)(target, rows, values)


def _hsigmoid_ref(x: np.ndarray, w: np.ndarray, label: np.ndarray, bias: np.ndarray | None, *,
                  num_classes: int) -> np.ndarray:
    """Walk each sample's path from the root, reading the turns off its leaf's binary numeral."""
    out = np.zeros((len(x), 1))
    for i, k in enumerate(label[:, 0]):
        turns = bin(int(k) + num_classes)[3:]  # after '0b1': the root's turn first
        node, prob = 1, 1.0
        for turn in turns:
            score = x[i] @ w[node - 1] + (0.0 if bias is None else bias[node - 1])
            p_right = 1.0 / (1.0 + np.exp(-score))
            prob *= p_right if turn == "1" else 1.0 - p_right
            node = 2 * node + int(turn)
        out[i, 0] = -np.log(prob)
    return out


def _hsigmoid_inputs(rng: np.random.Generator, dtype: np.dtype, *, num_classes: int) -> dict[str, Any]:
    wide = num_classes > 64  # a big tree makes a big W: one short row then, so gradient checks stay quick
    n, d = (1, 1) if wide else (int(rng.integers(0, 5)), int(rng.integers(1, 4)))
    inputs = {"X": rng.standard_normal((n, d)).astype(dtype),
              "W": (rng.standard_normal((num_classes - 1, d)) * 0.8).astype(dtype),
              "Label": rng.integers(0, num_classes, size=(n, 1)).astype(np.int64)}
    if rng.random() < 0.7:
        inputs["Bias"] = rng.standard_normal(num_classes - 1).astype(dtype)
    return inputs


(Function("hierarchical_sigmoid", "v2's hierarchical sigmoid cost: -log P(Label | X), the class's probability "
          "a product of sigmoids along its path in a complete binary tree over num_classes leaves, one row of W "
          "(and of Bias) per inner node.")
    .input("X", "[N, D]: the inputs; the rows may be the steps of sequences", shape=("N", "D"), seq_types=ROWS)
    .input("W", "[num_classes - 1, D]: one row per inner node of the tree", shape=("M", "D"))
    .input("Label", "[N, 1]: each row's class", shape=("N", 1), dtypes=INTEGERS, type_var=None, no_grad=True,
           seq_types=ROWS)
    .input("Bias", "[num_classes - 1]: one bias per inner node", shape=("M",), optional=True)
    .output("Out", "[N, 1]: each row's cost", shape=("N", 1))
    .attribute("num_classes", int, "the number of classes (leaves of the tree)").must_set().in_range(2, 4096)
    .reference(_hsigmoid_ref)
    .oracle("numpy")
    .kernel(_hsigmoid)
    .grad(_hsigmoid_grad, reads=("X", "W", "Label", "Bias"))
    .test_inputs(_hsigmoid_inputs, sizes=("num_classes",))
    .example("x = data('x', [None, 8])\n"
             "label = data('label', [None, 1], dtype='int64')\n"
             "w = paddle.model.parameter('hsigmoid.w', [9, 8])  # 10 classes\n"
             "cost = layers.hierarchical_sigmoid(x, w, label, num_classes=10)")
    .register())
