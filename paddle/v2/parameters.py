"""v2's parameters (`paddle.parameters.create(cost)`): the variables labelled `parameter` that a
cost depends on, read and set by name as numpy arrays; saved and loaded in v2's tar layout
(`to_tar` / `from_tar` / `init_from_tar`, see paddle/v2/param_tar.py) or as safetensors.

A Parameters object made by `create` is bound to its network's model (the trainer updates those
values); one loaded from a file holds its own arrays until `infer` or a trainer copies them in.
Values loaded from a file into a network must fit its parameters' shapes; v2's [1, n] rows
(its biases) fit a parameter of shape [n], as the same values.

Names are v2's (paddle/v2/naming.py): `keys()` of an fc made without a name are
`___fc_layer_0__.w0` and `___fc_layer_0__.wbias`. The graph's own names (`fc_0.w`) are taken
too wherever a name is read (get, set, ...), as aliases.
"""
from __future__ import annotations

import os
import warnings
from typing import Any, Callable, Iterator

import numpy as np

from paddle.errors import ModelError
from paddle.core.place import to_place
from paddle.io.format import ModelFormatError
from paddle.tape import TapeItem

from .naming import legacy_names, v2_param_names
from .param_tar import ParamConfig, read_tar, v2_names, write_tar
from .topology import Topology


class UnknownParameterWarning(UserWarning):
    """init_from_tar skipped parameters of the tar that the network does not have."""


class Parameters:
    def __init__(self, values: dict[str, Any] | None = None, topology: Topology | None = None,
                 configs: dict[str, ParamConfig] | None = None) -> None:
        self._topology = topology
        self._values = dict(values or {})  # unbound: name -> array
        self._configs = dict(configs or {})  # unbound, read from a tar: name -> its v2 config
        self._from_file = False  # values read from a file: a misfit is a ModelFormatError
        self._ours: dict[str, str] | None = None  # bound: v2's name -> the graph's (see `_graph_names`)

    @property
    def model(self) -> Any:
        """The model whose parameters these are (None: values of their own, e.g. from a file)."""
        return self._topology.model if self._topology is not None else None

    def bind(self, topology: Topology) -> None:
        """Make these the parameters of `topology`'s network (a trainer's, as v2 attached its
        gradient machine): their values are copied in by name, and reading them afterwards
        reads what training made of them."""
        if self.model is topology.model:
            return
        self.copy_into(Parameters(topology=topology))
        self._topology, self._values, self._configs, self._from_file = topology, {}, {}, False
        self._ours = None

    # --- names ------------------------------------------------------------------------------
    def names(self) -> list[str]:
        """The parameters' names, v2's (those a file held, for parameters read from one)."""
        return list(self._graph_names()) if self._topology is not None else list(self._values)

    def _graph_names(self) -> dict[str, str]:
        """Bound: {v2's name: the graph's name} of the topology's parameters, in their order."""
        if self._ours is None:
            assert self._topology is not None
            attrs = self._topology.model.graph.param_attrs
            given = {n for n, a in attrs.items() if a.name == n}  # paddle.attr.Param(name=...) keeps its name
            self._ours = {v2: n for n, v2 in v2_param_names(self._topology.parameter_names(), given).items()}
        return self._ours

    def _key(self, name: str) -> str | None:
        """Where the parameter called `name` (v2's name, or the graph's) is held: the graph's name
        (bound), or the name the file gave it; None if there is none."""
        if self._topology is not None:
            ours = self._graph_names()
            return ours.get(name) or (name if name in ours.values() else None)
        if name in self._values:
            return name
        return next((n for n in v2_names(name) if n in self._values), None)

    def aliases(self, name: str) -> list[str]:
        """The names a file may hold parameter `name` under (v2's, ours, older forms)."""
        key = self._key(name) or name
        return list(dict.fromkeys([name, *v2_names(key), *legacy_names(key)]))

    keys = names

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self._key(name) is not None

    has_key = __contains__

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())

    def __len__(self) -> int:
        return len(self.names())

    def __append_config__(self, conf: Any) -> None:
        """v2's way to add a parameter, zeros, by its ParameterConfig (`name`, `size`, `dims`; no
        dims: a [1, size] row) to parameters of their own."""
        if self._topology is not None:
            raise ModelError(f"cannot add parameter {conf.name!r}: these parameters are their network's")
        config = ParamConfig(str(conf.name), int(conf.size), tuple(int(d) for d in conf.dims))
        if int(np.prod(config.shape, dtype=np.int64)) != config.size:
            raise ModelError(f"parameter {config.name!r}: dims {list(config.dims)} do not make its size {config.size}")
        self._values[config.name] = np.zeros(config.shape, np.float32)
        self._configs[config.name] = config

    # --- values -----------------------------------------------------------------------------
    def get(self, name: str) -> Any:
        """A copy of the parameter's value."""
        key = self._known(name)
        if self._topology is None:
            return self._values[key].copy()
        model = self._topology.model
        model.init_params()
        return model.root_scope().var(key).numpy().copy()

    __getitem__ = get

    def get_shape(self, name: str) -> tuple[int, ...]:
        return tuple(self.get(name).shape)

    def get_config(self, name: str) -> ParamConfig:
        """What v2's ParameterConfig said of the parameter: name, size, dims, learning rate,
        decay rate, whether static (from the network's attributes, or read from a tar)."""
        key = self._known(name)
        if self._topology is None:
            value = self._values[key]
            return self._configs.get(key) or ParamConfig(key, int(value.size), tuple(value.shape),
                                                         dtype=value.dtype.name)
        from paddle.param_attr import ParamAttr
        model = self._topology.model
        info, attr = model.infos[key], model.graph.param_attrs.get(key, ParamAttr())
        dims = tuple(int(d or 0) for d in info.shape)  # a parameter's shape is whole
        return ParamConfig(self.v2_name(key), int(np.prod(dims, dtype=np.int64)), dims, float(attr.learning_rate),
                           float(attr.l2_rate), bool(attr.is_static), info.dtype.value)

    def set(self, name: str, value: Any) -> None:
        """Set a parameter, which keeps its shape and dtype (a value that does not fit is refused)."""
        key = self._known(name)
        current = self.get(name)
        array = np.asarray(value)
        if array.shape != current.shape:
            raise ModelError(f"parameter '{name}' has shape {current.shape}; the value given has {array.shape}")
        if not np.can_cast(array.dtype, current.dtype, casting="same_kind"):
            raise ModelError(f"parameter '{name}' is {current.dtype}; cannot set it from {array.dtype}")
        array = array.astype(current.dtype, copy=True)
        if self._topology is None:
            self._values[key] = array
        else:
            model = self._topology.model
            model.root_scope().var(key).set(to_place(array, model.place))

    __setitem__ = set

    def _known(self, name: str) -> str:
        key = self._key(name) if isinstance(name, str) else None
        if key is None:
            raise ModelError(f"no parameter named {name!r}; parameters: {self.names()}")
        return key

    def v2_name(self, name: str) -> str:
        """The name parameter `name` (v2's or the graph's) is shown under."""
        key = self._known(name)
        if self._topology is None:
            return key
        return next(v for v, n in self._graph_names().items() if n == key)

    def to_dict(self) -> dict[str, Any]:
        return {n: self.get(n) for n in self.names()}

    def copy_into(self, other: "Parameters") -> None:
        """Set `other`'s parameters of the same names from these (every one must be there; a
        tar real v2 wrote names them as v2 did, see param_tar.v2_names)."""
        source = self.matching(other.names(), other.aliases)
        missing = [n for n in other.names() if n not in source]
        if missing:
            raise ModelError(f"the parameters given lack {missing}; they have {self.names()}")
        fitted = {n: other._fitting(n, self.get(s), self._from_file, v2_named=self._from_file or s != n)
                  for n, s in source.items()}  # a file: v2's tar, read back by size
        for n, value in fitted.items():  # set nothing unless all fit
            other.set(n, value)

    def matching(self, wanted: list[str], aliases: Callable[[str], list[str]] | None = None) -> dict[str, str]:
        """{name wanted: the name these parameters hold it under}: the same name, else one of its
        `aliases` (the other parameters' names for it), else v2's form of it."""
        have = set(self.names())
        found = {}
        for n in wanted:
            candidates = [n, *(aliases(n) if aliases is not None else []), *v2_names(n)]
            s = next((v for v in candidates if v in have), None)
            if s is not None:
                found[n] = s
        return found

    def _fitting(self, name: str, value: Any, from_file: bool, v2_named: bool = False) -> Any:
        """`value` shaped as parameter `name` is, where it holds the same values (v2 stored a
        bias of n values as a [1, n] row, a conv filter as [filters, channels * h * w], and a
        parameter its config gave no dims, as conv filters, as a [1, size] row: v2 read its values
        back by size, in the order of ours); a real misfit is refused, as a ModelFormatError where
        the value came from a file."""
        shape = self.get_shape(name)
        array = np.asarray(value)
        if array.shape == shape:
            return array
        same_size = array.size == int(np.prod(shape, dtype=np.int64))
        v2_rows = v2_named and array.ndim == 2 and array.shape[0] in (1, shape[0])
        if same_size and (_squeezed(array.shape) == _squeezed(shape) or v2_rows):
            return array.reshape(shape)
        kind = ModelFormatError if from_file else ModelError
        raise kind(f"parameter '{name}' has shape {shape}; the value loaded for it has {array.shape}")

    def get_grad(self, name: str) -> Any:
        """The parameter's gradient from the last training step (zeros before any, and for a
        static parameter, as v2 gave)."""
        from paddle.registry import grad_var_name
        value = self.get(name)
        var = None if self._topology is None else self._topology.model.root_scope().find_var(
            grad_var_name(self._known(name)))
        if var is None or var.value is None or self.get_config(name).is_static:
            return np.zeros_like(value)
        return np.asarray(var.numpy()).copy().reshape(value.shape)

    def serialize(self, name: str, f: Any) -> None:
        """One parameter's values member of v2's tar (header and raw values) to the binary file `f`."""
        from paddle.io.safetar import check_binary

        from .param_tar import encode_values
        check_binary(f, True, "Parameters.serialize")
        f.write(encode_values(self.get(name)))

    def deserialize(self, name: str, f: Any) -> None:
        """Set one parameter from a values member of v2's tar read from the binary file `f`."""
        from paddle.io.safetar import check_binary

        from .param_tar import decode_values
        check_binary(f, False, "Parameters.deserialize")
        conf = self.get_config(name)
        limit = 16 + conf.size * np.dtype(conf.dtype).itemsize
        self.set(name, self._fitting(name, decode_values(f.read(limit + 1), conf, "Parameters.deserialize"), True))

    # --- v2's tar (paddle/v2/param_tar.py) -------------------------------------------------------
    def to_tar(self, f: Any) -> None:
        """Write every parameter to the binary file `f` (open(path, 'wb')) in v2's tar layout.
        A trainer's `save_parameter_to_tar(f)` writes the averaged values where the optimizer
        averages them (paddle.optimizer.ModelAverage); this writes the values as they are."""
        write_tar(f, [(self.get_config(n), self.get(n)) for n in self.names()], "Parameters.to_tar")

    serialize_to_tar = to_tar

    @staticmethod
    def from_tar(f: Any) -> "Parameters":
        """The parameters of the v2 tar in the binary file `f` (open(path, 'rb')), checked whole
        (paddle/v2/param_tar.py says what is refused); they go into a network through
        `paddle.infer`, a trainer, or `init_from_tar`."""
        loaded = read_tar(f, "Parameters.from_tar")
        params = Parameters({n: v for n, (_, v) in loaded.items()}, configs={n: c for n, (c, _) in loaded.items()})
        params._from_file = True
        return params

    def init_from_tar(self, f: Any, exclude_params: Any = ()) -> None:
        """Set these parameters from the v2 tar in `f`, all but `exclude_params`, as v2 did: the
        network's parameters the tar lacks keep their values, and the tar's parameters the
        network lacks are skipped (v2 skipped them silently; here an UnknownParameterWarning
        names them, unless they are in exclude_params). Every value loaded must fit."""
        loaded = Parameters.from_tar(f)
        skip = {a for n in (exclude_params or ()) for a in self.aliases(n)}  # v2's names or ours
        source = {s: n for n, s in loaded.matching(self.names(), self.aliases).items()}  # tar's name -> ours
        unknown = [n for n in loaded.names() if n not in source and n not in skip]
        if unknown:
            warnings.warn(f"init_from_tar: skipped the tar's parameter(s) {unknown}, which this network does not have "
                          f"(its parameters: {self.names()})", UnknownParameterWarning, stacklevel=2)
        names = {source[s]: s for s in loaded.names() if s in source and s not in skip and source[s] not in skip}
        fitted = {n: self._fitting(n, loaded.get(s), True, v2_named=True) for n, s in names.items()}  # v2 read by size
        for n, value in fitted.items():
            self.set(n, value)

    # --- files ------------------------------------------------------------------------------
    def save(self, path: str | os.PathLike[str]) -> None:
        """Write every parameter to a safetensors file, atomically: a temporary file in the same
        directory, fsynced, renamed, and the directory fsynced (a crash leaves the old file or the new)."""
        from safetensors.numpy import save_file

        from paddle.io.format import fsync_path
        tmp = f"{os.fspath(path)}.tmp{os.getpid()}"
        save_file({n: np.ascontiguousarray(v) for n, v in self.to_dict().items()}, tmp)
        fsync_path(tmp)
        os.replace(tmp, path)
        fsync_path(os.path.dirname(os.path.abspath(path)))

    to_file = save

    @staticmethod
    def from_file(path: str | os.PathLike[str]) -> "Parameters":
        """Parameters read from a safetensors file (no code runs: the format holds only arrays)."""
        from safetensors import SafetensorError
        from safetensors.numpy import load_file
        try:
            params = Parameters(load_file(os.fspath(path)))
            params._from_file = True
            return params
        except (SafetensorError, OSError) as err:
            raise ModelError(f"cannot load parameters from {os.fspath(path)!r}: {err}") from None

    def load(self, path: str | os.PathLike[str]) -> None:
        """Set these parameters from a file saved by `save`."""
        Parameters.from_file(path).copy_into(self)


def _squeezed(shape: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(d for d in shape if d != 1)


def create(*layers: Any) -> Parameters:
    """The parameters the given layers (a cost, and maybe extra layers; or one list of them, as
    v2's `create(layers)`) depend on."""
    ends: list[TapeItem] = [x for item in layers for x in (item if isinstance(item, (list, tuple)) else [item])]
    if not ends:
        raise ModelError("paddle.parameters.create needs a layer, e.g. the cost")
    topology = Topology(ends).check_runnable()  # an unrunnable layer: its error (paddle/v2_deferral.py)
    params = Parameters(topology=topology)
    attrs = topology.model.graph.param_attrs
    for name in topology.parameter_names():  # v2's paddle.attr.Param(initializer=f): f(name) starts it
        init_fn = getattr(attrs.get(name), "init_fn", None)
        if init_fn is not None:
            params.set(name, init_fn(params.v2_name(name)))
    return params


__all__ = ["Parameters", "UnknownParameterWarning", "create"]
