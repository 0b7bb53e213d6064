"""The same net run two ways: our forward + backward ops, and PyTorch autograd on a graph
built op by op from the very same descriptions (float64 both), so the gradients can be
compared. `torch` is a test-only oracle: the callers skip without it."""
from __future__ import annotations

from typing import Any, Callable, Mapping

import numpy as np

from paddle import NetDesc, PlainNet, Scope
from paddle.registry import GRAD_SUFFIX

from .helpers import op as op_desc


def _cross_entropy(i: dict[str, Any], a: dict[str, Any], torch: Any) -> Any:
    x, label = i["X"][0], i["Label"][0]
    picked = x[torch.arange(x.shape[0]), label.reshape(-1).long()]
    return -torch.log(picked).reshape(-1, 1)


def _cos_sim(i: dict[str, Any], a: dict[str, Any], torch: Any) -> Any:
    x, y = i["X"][0], i["Y"][0]
    return a.get("scale", 1.0) * torch.nn.functional.cosine_similarity(x, y, dim=1, eps=0.0).reshape(-1, 1)


# op type -> (slot -> list of torch tensors, attrs, torch) -> output tensor or tuple of them
TORCH_OPS: dict[str, Callable[[dict[str, Any], dict[str, Any], Any], Any]] = {
    "mul": lambda i, a, t: i["X"][0] @ i["Y"][0],
    "rowwise_add": lambda i, a, t: i["X"][0] + i["b"][0],
    "elementwise_add": lambda i, a, t: i["X"][0] + i["Y"][0],
    "sum": lambda i, a, t: sum(i["X"][1:], i["X"][0]),
    "mean": lambda i, a, t: i["X"][0].mean().reshape(1),
    "sigmoid": lambda i, a, t: t.sigmoid(i["X"][0]),
    "relu": lambda i, a, t: t.relu(i["X"][0]),
    "tanh": lambda i, a, t: t.tanh(i["X"][0]),
    "softmax": lambda i, a, t: t.softmax(i["X"][0], dim=1),
    "cross_entropy": _cross_entropy,
    "square_error": lambda i, a, t: ((i["X"][0] - i["Y"][0]) ** 2).sum(dim=1, keepdim=True),
    "cos_sim": _cos_sim,
    "scale": lambda i, a, t: a.get("scale", 1.0) * i["X"][0] + a.get("bias", 0.0),
    "split_cols": lambda i, a, t: tuple(i["X"][0].chunk(2, dim=1)),
    "tanh_and_square": lambda i, a, t: (t.tanh(i["X"][0]), i["X"][0] * i["X"][0]),
}


def op(type: str, inputs: Mapping[str, Any], outputs: Mapping[str, Any], **attrs: Any) -> Any:
    return op_desc(type, dict(inputs), dict(outputs), **attrs)


def torch_gradients(ops: list[Any], values: Mapping[str, np.ndarray], params: list[str], target: str,
                    no_grad_set: set[str] = frozenset()) -> tuple[float, dict[str, np.ndarray]]:
    """Autograd's gradients of `target` w.r.t. each param that it reaches (others left out);
    a variable in `no_grad_set` is detached where it is computed."""
    import torch
    detached = {n.removesuffix(GRAD_SUFFIX) for n in no_grad_set}
    env = {n: torch.tensor(v, requires_grad=n in params) for n, v in values.items()}
    for d in ops:
        inputs = {s: [env[n] for n in ns] for s, ns in d.inputs.items()}
        result = TORCH_OPS[d.type](inputs, dict(d.attrs), torch)
        results = result if isinstance(result, tuple) else (result,)
        for name, value in zip(d.output_names(), results):
            env[name] = value.detach() if name in detached else value
    leaves = [env[p] for p in params]
    grads = torch.autograd.grad(env[target].sum(), leaves, allow_unused=True)
    return float(env[target].sum().detach()), {p: g.numpy() for p, g in zip(params, grads) if g is not None}


def paddle_gradients(ops: list[Any], values: Mapping[str, np.ndarray], params: list[str], target: str,
                     no_grad_set: set[str] = frozenset(), registry: Any = None,
                     ) -> tuple[float, dict[str, np.ndarray], PlainNet]:
    """Our gradients of `target` w.r.t. the params: the map add_backward_ops returns, run."""
    net = PlainNet(NetDesc(ops=tuple(ops)), registry)
    grads = net.add_backward_ops(target, parameters=params, no_grad_set=set(no_grad_set))
    scope = Scope()
    for n, v in values.items():
        scope.new_var(n).set(v.copy())
    net.run(scope)
    return (float(scope.var(target).value.sum()),
            {p: np.asarray(scope.var(g).value) for p, g in grads.items()}, net)


def assert_same_gradients(ops: list[Any], values: Mapping[str, np.ndarray], params: list[str],
                          target: str = "loss", no_grad_set: set[str] = frozenset(),
                          registry: Any = None) -> PlainNet:
    ours_loss, ours, net = paddle_gradients(ops, values, params, target, no_grad_set, registry)
    ref_loss, ref = torch_gradients(ops, values, params, target, no_grad_set)
    np.testing.assert_allclose(ours_loss, ref_loss, rtol=1e-10)
    assert set(ours) == set(ref), f"parameters with a gradient: ours {sorted(ours)}, torch {sorted(ref)}"
    for p in ref:
        np.testing.assert_allclose(ours[p], ref[p], rtol=1e-9, atol=1e-12, err_msg=p)
    return net
