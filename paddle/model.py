"""Model and Expression (seed 003): the state a Python program builds a network in.

A Model holds a stack of nets (the top one is where layers add ops; RNN / if-else steps
push their own), a stack of scopes, the init net that gives parameters their first value,
the parameters and their gradients, and the one place it runs on (fixed once it has run).
Model methods are global functions taking `model=None` (the default model).
"""
from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from .compose import UniqueNames
from .errors import ModelError
from .net import PlainNet
from .place import Context, CPUPlace, Place, to_place
from .registry import Registry, SequenceType, TensorInfo, default_registry
from .tensor import Tensor
from .scope import Scope
from .subnet import SubnetCache


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
    ...     _ = m.run(step)
    >>> bool(loss.value()[0] < before[0] / 100)
    True
    """

    def __init__(self, place: Place | None = None, scope: Scope | None = None,
                 registry: Registry | None = None) -> None:
        self.registry = default_registry(registry)  # where its ops are looked up
        self._scopes = [scope or Scope(place)]
        self._nets = [PlainNet(registry=self.registry)]
        self.init_net = PlainNet(registry=self.registry)
        self.param_names: list[str] = []
        self.param_grad_map: dict[str, str] = {}
        self.infos: dict[str, TensorInfo] = {}
        self._place = place
        self._ran = False
        self._initialised = 0  # init ops run so far
        self._fresh: set[str] = set()  # names computed since the last feed
        self._subnets = SubnetCache()
        self._names = UniqueNames(self.root_scope())

    # --- structure ---------------------------------------------------------------------------
    def root_scope(self) -> Scope:
        return self._scopes[0]

    def cur_scope(self) -> Scope:
        return self._scopes[-1]

    def root_net(self) -> PlainNet:
        return self._nets[0]

    def cur_net(self) -> PlainNet:
        return self._nets[-1]

    def push(self, net: PlainNet, scope: Scope | None = None) -> None:
        """Enter a nested net (a recurrent step, a branch); its scope is a child scope."""
        self._nets.append(net)
        self._scopes.append(scope or self.cur_scope().new_scope())

    def pop(self) -> PlainNet:
        if len(self._nets) == 1:
            raise ModelError("pop() on a model with no nested net")
        self._scopes.pop()
        return self._nets.pop()

    def unique_name(self, prefix: str) -> str:
        return self._names(prefix)

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
        for key, array in feed.items():
            name = key.name if isinstance(key, Expression) else key
            var = self.root_scope().find_var(name)
            if var is None or var.label != "input":
                inputs = [v.name for v in self.root_scope() if v.label == "input"]
                raise ModelError(f"cannot feed '{name}': it is not a data layer of this model "
                                 f"(data layers: {inputs})")
            value, lod = (array.array, array.lod) if isinstance(array, Tensor) else (array, None)
            value = np.asarray(value) if isinstance(value, list) else value
            self._check_feed(name, value, lod)
            var.set(to_place(value, self.place), lod)
        if feed:
            self._fresh.clear()

    def _check_feed(self, name: str, value: Any, lod: Any) -> None:
        """A fed array must fit its data layer, or the error would surface later, inside some op."""
        want = self.infos.get(name)
        if want is not None:
            _check_feed_sequence(name, want.seq_type, lod)
        shape, dtype = tuple(getattr(value, "shape", ())), getattr(value, "dtype", None)
        if want is None or dtype is None:
            return  # not an array: the tensor refuses it with its own typed error
        fits = len(shape) == want.rank and all(w is None or w == d for w, d in zip(want.shape, shape))
        if not fits:
            expected = "(" + ", ".join("?" if d is None else str(d) for d in want.shape) + ")"
            raise ModelError(f"cannot feed '{name}': the data layer takes shape {expected}, got {shape}")
        if np.dtype(dtype).name != want.dtype.value:
            raise ModelError(f"cannot feed '{name}': the data layer takes {want.dtype.value}, got "
                             f"{np.dtype(dtype).name} (convert it with .astype('{want.dtype.value}'))")

    def init_params(self) -> None:
        """Run the init ops not run yet: each parameter is initialised once."""
        n = len(self.init_net)
        if self._initialised < n:
            self.init_net.run(self.root_scope(), Context(self.place), self._initialised, n)
            self._initialised = n
        self._ran = True

    def run(self, expressions: Any = None, feed: Mapping[Any, Any] | None = None) -> Any:
        """Run the sub-net the expressions need (all of the root net when None); returns
        their values: one array for one expression, a list for a list, None for none."""
        self.feed(feed or {})
        self.init_params()
        single = isinstance(expressions, Expression)
        exprs = [expressions] if single else list(expressions or [])
        for e in exprs:
            self._own(e)
        net = self.root_net() if not exprs else self._subnets.get(self.root_net(), exprs)
        net.run(self.root_scope(), Context(self.place))
        self._fresh.update(net.written())
        values = [self._read(e.name) for e in exprs]
        return values[0] if single else (values if exprs else None)

    def value_of(self, e: Expression) -> Any:
        self._own(e)
        if e.name in self.param_names:  # reading a parameter never trains it
            self.init_params()
        elif e.op_pos >= 0 and e.name not in self._fresh:
            return self.run(e)
        return self._read(e.name)

    def _read(self, name: str) -> Any:
        var = self.root_scope().find_var(name)
        if var is None or var.value is None:
            raise ModelError(f"'{name}' has no value yet: feed it (data layers) or run the model")
        return var.numpy().copy()

    def _own(self, e: Any) -> None:
        if not isinstance(e, Expression):
            raise ModelError(f"expected an Expression, got {type(e).__name__} {e!r}")
        if e.model is not self:
            raise ModelError(f"expression '{e.name}' belongs to another model")


_DEFAULT: Model | None = None
_OUTER: list[Model | None] = []  # the defaults that `with model:` blocks replaced, innermost last


def _check_feed_sequence(name: str, want: SequenceType, lod: Any) -> None:
    levels = 0 if lod is None else len(lod)
    need = {SequenceType.NONE: 0, SequenceType.SEQUENCE: 1, SequenceType.NESTED: 2}[want]
    if levels == need:
        return
    if need == 0:
        raise ModelError(f"cannot feed '{name}': the data layer takes no sequences, got {levels} level(s) "
                         f"of sequence offsets (declare it with data(..., seq_type='sequence'))")
    raise ModelError(f"cannot feed '{name}': the data layer takes {want.value} data, got {levels} level(s) "
                     f"of offsets; feed paddle.Tensor(array, lod=[[0, 3, 5]]) with {need} level(s)")


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


from .model_methods import append_layer, append_op, backward, data, optimize, parameter, sgd  # noqa: E402

__all__ = ["Expression", "Model", "default_model", "set_default", "data", "parameter", "append_op",
           "append_layer", "backward", "optimize", "sgd"]
