"""Create declared variables in a scope and give the ones holding no value their first value
by running their init op (seed 003: parameters are created once, initialised by ops)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from .place import Context

if TYPE_CHECKING:
    from .desc import VarDesc
    from .scope import Scope


def initialize_vars(scope: "Scope", vars: Iterable["VarDesc"], context: Any = None,
                    registry: Any = None) -> list[str]:
    """Returns the names initialised now (those already holding a value are left alone)."""
    from .operator import Operator
    done = []
    for v in vars:
        var = scope.find_var(v.name) or scope.new_var(v.name, v.label)
        if var.value is None and v.initializer is not None:
            Operator(v.initializer, registry).run(scope, context or Context(scope.place))
            done.append(v.name)
    return done
