"""Create declared variables in a scope and give the ones holding no value their first value
by running their init op (seed 003: parameters are created once, initialised by ops;
seed 004: CreateVariables / InitVariables)."""
from __future__ import annotations

from typing import Any, Iterable

from .desc import NetDesc, VarDesc
from .operator import Operator
from .place import Context
from .plan import run_op
from .scope import Scope


def initialize_vars(scope: Scope, vars: Iterable[VarDesc], context: Any = None,
                    registry: Any = None) -> list[str]:
    """Returns the names initialised now (those already holding a value are left alone)."""
    done = []
    for v in vars:
        var = scope.find_var(v.name) or scope.new_var(v.name, v.label)
        if var.value is None and v.initializer is not None:
            run_op(Operator(v.initializer, registry), scope, context or Context(scope.place))
            done.append(v.name)
    return done


def create_variables(scope: Scope, desc: NetDesc) -> None:
    """Create every variable the description declares, with its label."""
    for v in desc.vars:
        scope.new_var(v.name, v.label)


def init_variables(scope: Scope, desc: NetDesc, context: Any = None, registry: Any = None) -> None:
    """Run the initialiser op of every declared variable that holds no value yet."""
    initialize_vars(scope, desc.vars, context, registry)
