"""Model and Expression (seed 003): the state a Python program builds a network in.

A Model holds a stack of nets (the top one is where layers add ops; RNN / if-else steps
push their own), a stack of scopes, the init net that gives parameters their first value,
the parameters and their gradients, and the one place it runs on (fixed once it has run).
Model methods are global functions taking `model=None` (the default model).
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence, cast

from .compose import Initializer
from .distributed.data_parallel import train_step
from .errors import ModelError
from .graph import GraphBuilder
from .core.net import PlainNet
from .core.place import Context, CPUPlace, Place
from .registry import Registry, TensorInfo
from .core.scope import Scope
from .nets.subnet import SubnetCache


class Expression:
    """The output of a model method: a variable of a model, and the op that computes it."""

    __slots__ = ("name", "model", "info", "op_pos")

    def __init__(self, name: str, model: "Model", info: TensorInfo, op_pos: int = -1) -> None:
        self.name, self.model, self.info, self.op_pos = name, model, info, op_pos

    def value(self) -> Any:
        """The variable's value as a numpy array, running the sub-net it needs if stale."""
        return self.model.value_of(self)

    def __repr__(self) -> str:
        dims = ["?" if d is None else str(d) for d in self.info.shape]
        shape = "(" + ", ".join(dims) + ("," if len(dims) == 1 else "") + ")"
        return f"Expression({self.name!r}, shape={shape}, dtype={self.info.dtype.value})"


class Model:
    """The network a program builds, with its scopes, init net, parameters and place.

    >>> import numpy as np
    >>> from paddle.model import append_layer, append_op, backward, data, sgd
    >>> with Model() as m:
    ...     x, y = data("x", [None, 2]), data("y", [None, 1])
    ...     pred = append_layer("fc", {"input": x}, {"size": 1}, name="pred")
    ...     loss = append_op("mean", {"X": append_op("square_error", {"X": pred, "Y": y}, {})}, {})
    ...     _ = backward(loss)
    ...     step = sgd(0.1)
    >>> pred
    Expression('pred', shape=(?, 1), dtype=float32)
    >>> xs = np.array([[1, 0], [0, 1]], np.float32)
    >>> before = m.run(loss, feed={"x": xs, "y": np.array([[1], [2]], np.float32)})
    >>> for _ in range(50):
    ...     _ = m.run(train=step)
    >>> bool(loss.value()[0] < before[0] / 100)
    True
    """

    def __init__(self, place: Place | None = None, scope: Scope | None = None,
                 registry: Registry | None = None, **topology: Any) -> None:
        """`topology`: the model-wide settings of the registry's "model" topology (`dtype`: of
        data layers and parameters given none; `seed`: of the first parameter initialiser)."""
        self.graph = GraphBuilder(scope or Scope(place), registry, _ExpressionHandles(self), topology)
        self.registry = self.graph.registry  # where its ops are looked up
        self.param_grad_map: dict[str, str] = {}
        self._place = place
        self._ran = False
        self._initialised = 0  # init ops run so far
        self._fresh: set[str] = set()  # names computed since the last feed
        self._subnets = SubnetCache()

    # --- structure: the graph-building core's ------------------------------------------------
    def root_scope(self) -> Scope:
        return self.graph.root_scope()

    def cur_scope(self) -> Scope:
        return self.graph.cur_scope()

    def root_net(self) -> PlainNet:
        return self.graph.root_net()

    def cur_net(self) -> PlainNet:
        return self.graph.cur_net()

    def push(self, net: PlainNet, scope: Scope | None = None) -> None:
        """Enter a nested net (a recurrent step, a branch); its scope is a child scope."""
        self.graph.push(net, scope)

    def pop(self) -> PlainNet:
        return self.graph.pop()

    def unique_name(self, prefix: str) -> str:
        return self.graph.unique_name(prefix)

    @property
    def init_net(self) -> PlainNet:
        return self.graph.init_net

    @property
    def param_names(self) -> list[str]:
        return self.graph.param_names

    @property
    def infos(self) -> dict[str, TensorInfo]:
        return self.graph.infos

    # --- place: one per model, fixed once it has run --------------------------------------------
    @property
    def place(self) -> Place:
        return self._place or self.root_scope().place or CPUPlace()

    def set_place(self, place: Place) -> None:
        if self._ran and place != self.place:
            raise ModelError(f"the model already ran on {self.place!r}; its place cannot change to {place!r}")
        self._place = place

    # --- default model switching: `with Model() as m:` ---------------------------------------------
    def __enter__(self) -> "Model":
        global _DEFAULT
        _OUTER.append(_DEFAULT)
        _DEFAULT = self
        return self

    def __exit__(self, *exc: Any) -> None:
        global _DEFAULT
        _DEFAULT = _OUTER.pop()

    # --- running ------------------------------------------------------------------------------
    def feed(self, feed: Mapping[Any, Any]) -> None:
        """Set data layers' values ({name or Expression: array}), each checked against its layer."""
        if self.graph.feed(self.root_scope(), feed, self.place):
            self._fresh.clear()

    def init_params(self) -> None:
        """Run the init ops not run yet: each parameter is initialised once."""
        n = len(self.init_net)
        if self._initialised < n:
            self.init_net.run(self.root_scope(), Context(self.place), self._initialised, n)
            self._initialised = n
        self._ran = True

    def run(self, fetch: Any = None, feed: Mapping[Any, Any] | None = None, *, train: Any = None,
            inference: bool = False) -> Any:
        """Run the sub-net that the expressions `fetch` and `train` need (all of the root net
        when both are None) and return the values of `fetch` only: one array for one expression,
        a list for a list, None for none. `train`: expressions computed but not returned (the
        updates of `optimize()`), so a training step copies no parameter back:
        `model.run(loss, feed=..., train=updates)`. `inference=True`: the ops that declare
        `is_test` run in inference mode (dropout keeps every unit, batch_norm normalises with its
        running statistics and leaves them as they are)."""
        if inference and (train is not None or fetch is None):
            raise ModelError("run(inference=True) computes the values of `fetch` and trains nothing: "
                             "give fetch, and no train")
        self.feed(feed if feed is not None else {})
        self.init_params()
        single = isinstance(fetch, Expression)
        wanted = self._expressions(fetch)
        exprs = wanted + self._expressions(train)
        net = self.root_net() if not exprs else self._subnets.get(self.root_net(), exprs, inference)
        if train is not None:  # a training step: data-parallel across ranks when launched so
            train_step(self, net, self.root_scope(), Context(self.place), self.param_grad_map)
        else:
            net.run(self.root_scope(), Context(self.place))
        self._note_computed(net)
        values = [self._read(e.name) for e in wanted]
        return values[0] if single else (values if fetch is not None else None)

    def _note_computed(self, net: PlainNet) -> None:
        """What holds a current value after `net` ran: what it wrote and kept. A run that updated a
        parameter made every value computed before it stale; any other run leaves those standing,
        less the ones its memory plan dropped."""
        outputs = net.outputs()
        if not outputs.isdisjoint(self.param_names):
            self._fresh.clear()
        else:
            self._fresh.difference_update(outputs)
        self._fresh.update(net.written())

    def forget_computed(self) -> None:
        """Values computed so far are stale: a net run outside `run` (a v2 trainer's training
        net) changed what they were computed from."""
        self._fresh.clear()

    def value_of(self, e: Expression) -> Any:
        self._own(e)
        if e.name in self.param_names:  # reading a parameter never trains it
            self.init_params()
        elif e.op_pos >= 0 and e.name not in self._fresh:
            return self.run(e)
        return self._read(e.name)

    def gradient(self, param: Expression | str) -> Expression:
        """The gradient of a parameter (an Expression or its name) that `backward()` added, as an
        Expression: `model.run([loss, model.gradient(w)])` runs forward and backward and returns
        the loss and w's gradient, updating nothing and keeping no other value (PyTorch's
        `loss.backward()` then `w.grad`)."""
        name = self._param_name(param)
        grad = self.param_grad_map.get(name)
        if grad is None:
            raise ModelError(f"parameter '{name}' has no gradient: call backward(loss) first, on a loss that reads "
                             f"it and without it in no_grad_set (parameters with a gradient: "
                             f"{', '.join(sorted(self.param_grad_map)) or 'none'})")
        writers = [i for i, op in enumerate(self.root_net().ops) if grad in op.output_names()]
        if not writers:
            raise ModelError(f"parameter '{name}' has no gradient op in the root net ('{grad}' is written by none)")
        return Expression(grad, self, self.infos[name], max(writers))

    def _param_name(self, param: Any) -> str:
        if isinstance(param, Expression):
            self._own(param)
            param = param.name
        if not isinstance(param, str) or param not in self.param_names:
            raise ModelError(f"gradient(): {param!r} is not a parameter of this model "
                             f"(parameters: {', '.join(self.param_names) or 'none'})")
        return param

    def _expressions(self, given: Any) -> list[Expression]:
        exprs = [given] if isinstance(given, Expression) else list(given or [])
        for e in exprs:
            self._own(e)
        return exprs

    def _read(self, name: str) -> Any:
        """A copy the caller owns (on the host): kernels may update a variable's array in place."""
        var = self.root_scope().find_var(name)
        if var is None or var.value is None:
            raise ModelError(f"'{name}' has no value yet: feed it (data layers) or run the model")
        value = var.numpy()
        return value.copy() if value is var.value else value  # a device's value came over as a copy

    def _own(self, e: Any) -> None:
        if not isinstance(e, Expression):
            raise ModelError(f"expected an Expression, got {type(e).__name__} {e!r}")
        if e.model is not self:
            raise ModelError(f"expression '{e.name}' belongs to another model")


class _ExpressionHandles:
    """How the graph core's variables appear to a Model's user: as Expressions."""
    kind: type = Expression

    def __init__(self, model: Model) -> None:
        self.model = model

    def wrap(self, name: str, pos: int) -> Expression:
        return Expression(name, self.model, self.model.infos[name], pos)

    def name_of(self, handle: Any) -> str:
        if not isinstance(handle, Expression) or handle.model is not self.model:
            raise ModelError(f"input {handle!r} is not an expression of this model")
        return handle.name


_DEFAULT: Model | None = None
_OUTER: list[Model | None] = []  # the defaults that `with model:` blocks replaced, innermost last


def default_model(model: Model | None = None) -> Model:
    """`model` if given, else the global default model (created on first use)."""
    global _DEFAULT
    if model is not None:
        if not isinstance(model, Model):
            raise ModelError(f"model should be a paddle.Model or None, got {type(model).__name__} {model!r}")
        return model
    if _DEFAULT is None:
        _DEFAULT = Model()
    return _DEFAULT


def set_default(model: Model) -> Model:
    """Make `model` the default model; returns the previous one."""
    global _DEFAULT
    previous, _DEFAULT = default_model(), model
    return previous



# --- model methods (seed 003): global functions adding to a model (`model=None`: the default) ---
Inputs = Mapping[str, "Expression | Sequence[Expression] | None"]


def data(name: str, shape: Sequence[int | None], dtype: Any = None, *, seq_type: str = "none",
         model: Model | None = None) -> Expression:
    """A data layer: a variable labelled input, fed before each run. Leading dim: the batch (None).
    `dtype` None: the model's (`Model(dtype=...)`, float32 unless set).
    `seq_type="sequence"` (or "nested_sequence"): its rows are the steps of sequences, fed as a
    `paddle.Tensor(array, lod=[[0, 3, 5]])` whose offsets say where each sequence starts."""
    return cast(Expression, default_model(model).graph.data(name, shape, dtype, seq_type))


def parameter(name: str, shape: Sequence[int], dtype: Any = None, initializer: Initializer | None = None,
              *, model: Model | None = None) -> Expression:
    """A parameter, created once by name and initialised by an op of the init net; asking again
    for the same name returns it (shapes must agree)."""
    return cast(Expression, default_model(model).graph.parameter(name, shape, dtype, initializer))


def append_op(op_type: str, inputs: Inputs, attrs: Mapping[str, Any], *, name: str | None = None,
              model: Model | None = None) -> Any:
    """Add an op whose attributes were validated already; returns its output Expression(s)."""
    graph = _model_of(inputs, model).graph
    return graph.add_op(graph.registry.function(op_type), inputs, attrs, name, validated=True)


def append_layer(layer_type: str, inputs: Inputs, attrs: Mapping[str, Any], *, name: str | None = None,
                 model: Model | None = None) -> Any:
    """Add an op, or a layer composed of ops (its LayerMeta's compose); attributes validated already."""
    return _model_of(inputs, model).graph.add(layer_type, inputs, attrs, name, validated=True)


def backward(target: Expression, no_grad_set: set[str] | None = None, *,
             model: Model | None = None) -> dict[str, str]:
    """Add the gradient ops of `target` to the root net; returns and records param -> grad."""
    model = default_model(model)
    model._own(target)
    grads = model.root_net().add_backward_ops(target.name, model.param_names, no_grad_set)
    model.root_scope().var(target.name).label = "objective"
    model.param_grad_map.update(grads)
    return grads


def optimize(optimizer: str = "sgd", learning_rate: float = 1e-3, *, model: Model | None = None,
             **attrs: Any) -> list[Expression]:
    """One optimizer op per parameter with a gradient; returns the updated parameters:
    `model.run(loss, train=optimize(...))` runs a training step (forward, backward, updates)."""
    model = default_model(model)
    added = model.root_net().add_optimizer_ops(optimizer, learning_rate, **attrs)
    # op_pos of each update: running these runs a whole training step
    return [Expression(p, model, model.infos[p], pos) for p, pos in zip(model.param_grad_map, added)]


def sgd(learning_rate: float = 1e-3, *, model: Model | None = None) -> list[Expression]:
    return optimize("sgd", learning_rate, model=model)


def _model_of(inputs: Inputs, model: Model | None) -> Model:
    """The model given, else the one the inputs belong to (the default one when there are none)."""
    given = [e for v in inputs.values() if v is not None for e in (v if isinstance(v, (list, tuple)) else [v])]
    read = [e for e in given if isinstance(e, Expression)]
    if not read:
        return default_model(model)
    building = default_model(model) if model is not None else (_DEFAULT if _OUTER else None)  # `with Model()`'s
    for e in read:
        if e.model is not read[0].model or (building is not None and e.model is not building):
            raise ModelError(f"input '{e.name}' is not an expression of this model: a layer reads a variable of "
                             f"another model than the one it is added to (a network lives in one model: add "
                             f"each layer to its inputs' model)")
    return read[0].model


__all__ = ["Expression", "Model", "default_model", "set_default", "data", "parameter", "append_op",
           "append_layer", "backward", "optimize", "sgd"]
