"""The Registry: registration, lookup and iteration of op, layer and topology metas."""
from __future__ import annotations

from typing import Iterator, Union

from .errors import DeclarationError, UnknownOpError, closest
from .function import FunctionMeta, LayerMeta, TopologyMeta

Meta = Union[FunctionMeta, LayerMeta]
PLUGIN_GROUP = "paddle.ops"  # entry points whose import registers ops


class Registry:
    def __init__(self) -> None:
        self._metas: dict[str, Meta] = {}
        self._topologies: dict[str, TopologyMeta] = {}

    def register(self, meta: Meta) -> Meta:
        previous = self._metas.get(meta.name)
        if previous is not None:
            raise DeclarationError(
                f"{meta.source}: {meta.name}: the name is already registered at {previous.source}")
        self._check_grad_ops(meta)
        self._metas[meta.name] = meta
        return meta

    def _check_grad_ops(self, meta: Meta) -> None:
        """A composite gradient emits ops that exist (declare them first)."""
        rule = getattr(meta, "grad", None)
        if rule is None or rule.kind != "composite":
            return
        missing = [op for op in rule.ops if op not in self._metas and op != meta.name]
        if missing:
            raise DeclarationError(f"{meta.source}: {meta.name}: its gradient emits op '{missing[0]}', "
                                   f"which is not registered (declare it first)")

    def register_topology(self, meta: TopologyMeta) -> TopologyMeta:
        if meta.name in self._topologies:
            raise DeclarationError(f"topology {meta.name}: the name is already registered")
        self._topologies[meta.name] = meta
        return meta

    def replace(self, meta: Meta) -> Meta:
        """Swap a registered meta for another of the same name (tests mutate copies this way)."""
        self.get(meta.name)
        self._metas[meta.name] = meta
        return meta

    def get(self, name: str) -> Meta:
        try:
            return self._metas[name]
        except KeyError:
            guess = closest(name, self._metas)
            hint = f"; did you mean '{guess}'?" if guess else ""
            raise UnknownOpError(f"no op or layer named '{name}' is registered{hint}") from None

    def function(self, name: str) -> FunctionMeta:
        meta = self.get(name)
        if not isinstance(meta, FunctionMeta):
            raise UnknownOpError(f"'{name}' is a layer composed of ops, not an op")
        return meta

    def functions(self) -> list[FunctionMeta]:
        return [m for m in self._metas.values() if isinstance(m, FunctionMeta)]

    def layers(self) -> list[LayerMeta]:
        return [m for m in self._metas.values() if isinstance(m, LayerMeta)]

    def topology(self, name: str) -> TopologyMeta:
        try:
            return self._topologies[name]
        except KeyError:
            raise UnknownOpError(f"no topology named '{name}' is registered") from None

    def topologies(self) -> list[TopologyMeta]:
        return list(self._topologies.values())

    def copy(self) -> "Registry":
        twin = Registry()
        twin._metas, twin._topologies = dict(self._metas), dict(self._topologies)
        return twin

    def __contains__(self, name: object) -> bool:
        return name in self._metas

    def __iter__(self) -> Iterator[Meta]:
        return iter(list(self._metas.values()))

    def __len__(self) -> int:
        return len(self._metas)


_DEFAULT = Registry()
_plugins_loaded = False


def default_registry(registry: Registry | None = None) -> Registry:
    """`registry` if given (even an empty one), else the process-wide registry that
    declarations register into by default."""
    return registry if registry is not None else _DEFAULT


def load_plugins() -> Registry:
    """Import every installed op package (entry point group `paddle.ops`) once."""
    global _plugins_loaded
    if not _plugins_loaded:
        _plugins_loaded = True
        from importlib.metadata import entry_points  # slow to import: only when plugins are asked for
        for ep in entry_points(group=PLUGIN_GROUP):
            ep.load()
    return _DEFAULT
