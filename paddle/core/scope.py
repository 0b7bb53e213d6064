"""Scope: a hierarchy of variable tables. Lookups go up through parents, never sideways, so
per-step child scopes (RNNs) see shared parameters but not each other's state."""
from __future__ import annotations

from typing import Iterator

from ..errors import VariableNameError, VariableNotFoundError
from .place import CPUPlace, Place
from ..registry.errors import closest
from .variable import Variable


class Scope:
    """Variables by name; a child scope sees its parents' variables, never its siblings'.

    >>> root = Scope()
    >>> w = root.new_var("w", "parameter")
    >>> step0, step1 = root.new_scope(), root.new_scope()
    >>> h = step0.new_var("h")
    >>> step1.find_var("w") is w, step1.find_var("h") is None
    (True, True)
    """

    def __init__(self, place: Place | None = None, parent: "Scope | None" = None) -> None:
        self.parent = parent
        self.place: Place = place or (parent.place if parent else CPUPlace())
        self._vars: dict[str, Variable] = {}
        self._kids: list[Scope] = []
        self._kept: dict[str, list[Scope]] = {}  # child scopes a nested net keeps for its gradient
        # Bumped on every change of which names resolve where, here or in an ancestor's table;
        # a net's compiled plan records the versions of its scope chain and recompiles on change.
        self.version = 0

    # --- variables -------------------------------------------------------------------------
    def new_var(self, name: str, label: str = "intermediate") -> Variable:
        """Create `name` here; an existing local variable of that name is returned as is."""
        _check_name(name)
        var = self._vars.get(name)
        if var is None:
            var = self._vars[name] = Variable(name, label)
            self._bump()
        return var

    def find_var(self, name: str) -> Variable | None:
        """`name` here or in the nearest ancestor holding it; None when nobody does."""
        scope: Scope | None = self
        while scope is not None:
            var = scope._vars.get(name)
            if var is not None:
                return var
            scope = scope.parent
        return None

    def var(self, name: str) -> Variable:
        """Like find_var, but a missing name is an error that says where it was looked for."""
        _check_name(name)
        var = self.find_var(name)
        if var is None:
            raise VariableNotFoundError(f"no variable named '{name}' in this scope or its parents"
                                        + _hint(name, self.all_names()))
        return var

    def delete_var(self, name: str) -> None:
        if name not in self._vars:
            raise VariableNotFoundError(f"cannot delete '{name}': it is not a local variable of this scope")
        del self._vars[name]
        self._bump()

    def local_names(self) -> list[str]:
        return list(self._vars)

    def all_names(self) -> list[str]:
        """Every name visible from here (locals first)."""
        seen: dict[str, None] = {}
        scope: Scope | None = self
        while scope is not None:
            seen.update(dict.fromkeys(scope._vars))
            scope = scope.parent
        return list(seen)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find_var(name) is not None

    def __iter__(self) -> Iterator[Variable]:
        return iter(list(self._vars.values()))

    # --- hierarchy -------------------------------------------------------------------------
    def new_scope(self) -> "Scope":
        kid = Scope(self.place, parent=self)
        self._kids.append(kid)
        return kid

    @property
    def kids(self) -> list["Scope"]:
        return list(self._kids)

    def kept_scopes(self, key: str) -> list["Scope"]:
        """The child scopes kept under `key` (a recurrent net's step scopes), oldest first;
        [] when none are. A net reuses them from run to run (its compiled plans stay valid)."""
        return self._kept.get(key, [])

    def keep_scopes(self, key: str, count: int) -> list["Scope"]:
        """At least `count` child scopes kept under `key`: those kept already, plus new ones."""
        kept = self._kept.setdefault(key, [])
        while len(kept) < count:
            kept.append(self.new_scope())
        return kept

    def drop_kids(self) -> None:
        for kid in self._kids:
            kid.parent = None
        self._kids.clear()
        self._kept.clear()

    def chain(self) -> list["Scope"]:
        """This scope and its ancestors, nearest first."""
        out: list[Scope] = []
        scope: Scope | None = self
        while scope is not None:
            out.append(scope)
            scope = scope.parent
        return out

    def _bump(self) -> None:
        self.version += 1

    def __repr__(self) -> str:
        return f"Scope({self.place!r}, {len(self._vars)} vars, {len(self._kids)} kids)"


_DEFAULT_SCOPE: Scope | None = None


def default_scope() -> Scope:
    """The scope a net runs in when none is given (seed 004), created on first use."""
    global _DEFAULT_SCOPE
    if _DEFAULT_SCOPE is None:
        _DEFAULT_SCOPE = Scope()
    return _DEFAULT_SCOPE


def _check_name(name: object) -> None:
    if not isinstance(name, str) or not name:
        raise VariableNameError(f"a variable name is a non-empty str, got {name!r}")


def _hint(name: str, names: list[str]) -> str:
    guess = closest(name, names)
    return f"; did you mean '{guess}'?" if guess else ""
