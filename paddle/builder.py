"""NetBuilder (seed 004): a friendlier syntax over a Net's raw interface.

Ops are validated when added (never when run); the backward and optimizer ops are (re)built
lazily by `run` after the forward net changed.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence, cast

from .compose import Initializer
from .core.desc import VarDesc
from .distributed.data_parallel import train_step
from .errors import BackwardError, ModelError
from .graph import GraphBuilder
from .core.net import PlainNet
from .core.optimizer import check_optimizer
from .core.place import Context, Place
from .registry import OpDesc, Registry, TensorInfo, slot_map
from .core.scope import Scope
from .core.variable import Variable


class NetBuilder:
    """Build a net op by op, then train it or run its forward part.

    >>> import numpy as np
    >>> b = NetBuilder()
    >>> image, label = b.data("image", [None, 4]), b.data("label", [None, 1], "int64")
    >>> hidden = b.add_op("fc", image, size=8, act="sigmoid")
    >>> prediction = b.add_op("fc", hidden, size=2, act="softmax")
    >>> avg_loss = b.add_op("mean", b.add_op("cross_entropy", [prediction, label]))
    >>> b.backward_from(avg_loss)
    >>> b.add_optimization(0.05, "adam")
    >>> xs = np.eye(4, dtype=np.float32)
    >>> ys = np.array([[0], [1], [0], [1]])
    >>> b.run(feed={"image": xs, "label": ys})       # forward, backward, update
    >>> first = float(avg_loss.value[0])
    >>> for _ in range(100):
    ...     b.run()
    >>> b.run(need_backward=False)                     # the forward ops only
    >>> bool(avg_loss.value[0] < first / 10), prediction.value.shape
    (True, (4, 2))
    """

    def __init__(self, scope: Scope | None = None, place: Place | None = None,
                 registry: Registry | None = None, **topology: Any) -> None:
        """`topology`: model-wide settings, as for `paddle.Model` (dtype, seed)."""
        self.graph = GraphBuilder(scope or Scope(place), registry, _VariableHandles(self), topology)
        self.scope = self.graph.root_scope()
        self.net = PlainNet(registry=self.graph.registry)  # the built net (see build)
        self.target: str | None = None
        self.optimization: tuple[str, float, dict[str, Any]] | None = None
        self.need_rebuild = True
        self._built_from = -1  # the forward net's version the net was built from

    @property
    def forward(self) -> list[OpDesc]:
        """The forward ops added so far (backward and optimizer ops are added by build)."""
        return [op.desc for op in self.graph.root_net()]

    @property
    def params(self) -> list[VarDesc]:
        return self.graph.params()

    @property
    def infos(self) -> dict[str, TensorInfo]:
        return self.graph.infos

    # --- building the forward net -----------------------------------------------------------
    def data(self, name: str, shape: Sequence[int | None], dtype: Any = None,
             seq_type: str = "none") -> Variable:
        return cast(Variable, self.graph.data(name, shape, dtype, seq_type))

    def add_op(self, type: str, inputs: Any = None, *, name: str | None = None, **attrs: Any) -> Any:
        """Add an op or a composed layer, validated now; returns its output Variable (a tuple
        for several)."""
        return self.graph.add(type, slot_map(self.graph.registry.get(type), inputs), attrs, name, validated=False)

    def parameter(self, name: str, shape: Sequence[int], dtype: Any = None,
                  initializer: Initializer | None = None) -> Variable:
        """A parameter created once, initialised by an init op when the net first runs."""
        return cast(Variable, self.graph.parameter(name, shape, dtype, initializer))

    # --- backward and optimization -----------------------------------------------------------
    def backward_from(self, var: Variable) -> None:
        if not isinstance(var, Variable) or var.name not in self.infos:
            raise BackwardError(f"backward_from needs a Variable of this builder, got {var!r}")
        var.label = "objective"
        self.target = var.name
        self.net_changed()

    def add_optimization(self, learning_rate: float, optimizer: str = "sgd", **attrs: Any) -> None:
        check_optimizer(self.graph.registry, optimizer, learning_rate, attrs)  # refused here, not at run
        self.optimization = (optimizer, learning_rate, attrs)
        self.net_changed()

    def net_changed(self) -> None:
        self.need_rebuild = True

    def build(self) -> PlainNet:
        """The net: the forward ops (the same operators), then backward and optimizer ops when
        asked for."""
        forward = self.graph.root_net()
        net = PlainNet.of_operators(forward.ops, forward.vars, self.graph.registry)
        if self.target is not None:
            net.add_backward_ops(self.target)
            if self.optimization is not None:
                kind, lr, attrs = self.optimization
                net.add_optimizer_ops(kind, lr, **attrs)
        self.net, self.need_rebuild, self._built_from = net, False, forward.version
        return net

    # --- running ---------------------------------------------------------------------------
    def run(self, scope: Scope | None = None, context: Context | None = None, need_backward: bool = True,
            feed: Mapping[str, Any] | None = None) -> None:
        """Run the whole net, or with need_backward=False only the forward ops; `feed` sets data
        layers first, each checked against its layer."""
        scope = scope or self.scope
        self.graph.feed(scope, feed if feed is not None else {}, context.place if context else scope.place)
        if self.need_rebuild or self._built_from != self.graph.root_net().version:
            self.build()
        if need_backward and self.target is None:
            raise ModelError("need_backward=True but no target: call backward_from(loss) first")
        if need_backward:  # forward, backward, updates: data-parallel across ranks when launched so
            train_step(self, self.net, scope, context or Context(scope.place), self.net.param_grads)
        else:
            self.net.run(scope, context, 0, len(self.graph.root_net()))


class _VariableHandles:
    """How the graph core's variables appear to a NetBuilder's user: as the scope's Variables."""
    kind: type = Variable

    def __init__(self, builder: NetBuilder) -> None:
        self.builder = builder

    def wrap(self, name: str, pos: int) -> Variable:
        return self.builder.graph.cur_scope().var(name)

    def name_of(self, handle: Any) -> str:
        if not isinstance(handle, Variable) or handle.name not in self.builder.infos:
            raise ModelError(f"expected a Variable of this builder, got {handle!r}")
        return handle.name
