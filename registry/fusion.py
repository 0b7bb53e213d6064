"""An elementwise op's math per element, as data (issue 21: fused kernels from the registry).

    relu = (...).elementwise("x > T(0) ? x : T(0)", X="out > T(0) ? dout : T(0)")
    add  = (...).elementwise("x + y", X="dout", Y="dout")

The forward expression computes one element of Out; each gradient expression one element of an
input's gradient. They are C++ expressions of the element type `T`, in a fixed vocabulary:

- one input (an activation, the tail of a fused chain): forward of `x`; gradient of `out` and
  `dout` only (a fused chain does not keep the activation's input);
- two inputs (the head of a chain, Y broadcast against X): forward of `x` and `y`; gradients of
  `x`, `y` and `dout`; Y's gradient is summed over the axes its broadcast added.

The code generator (codegen/emit/fused.py) composes a head and a tail into one C++ loop; the
expressions are checked here, when the op registers, so a typo fails at declaration time, not
when the generated file is compiled.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable

from .errors import DeclarationError

if TYPE_CHECKING:
    from .function import FunctionMeta

# functions an expression may call: C++'s and fast_math.h's vectorising ones
FUNCTIONS = frozenset({"T", "exp_fast", "tanh_fast", "abs_of", "sign_of"})
UNARY_FORWARD, UNARY_GRAD = frozenset({"x"}), frozenset({"out", "dout"})
BINARY_FORWARD, BINARY_GRAD = frozenset({"x", "y"}), frozenset({"x", "y", "dout"})
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_NUMBER = re.compile(r"\d+(\.\d*)?([eE][-+]?\d+)?[fF]?|\.\d+([eE][-+]?\d+)?[fF]?")
_ALLOWED_CHARS = set("0123456789.+-*/()<>=!?:&| \t")


@dataclass(frozen=True)
class Elementwise:
    """`forward`: one element of Out; `grads`: input slot -> one element of its gradient."""

    forward: str
    grads: dict[str, str] = field(default_factory=dict)

    @property
    def arity(self) -> int:
        return len(self.grads)

    def to_data(self) -> dict[str, object]:
        return {"forward": self.forward, "grads": dict(self.grads)}


def names_in(expression: str) -> set[str]:
    """The identifiers an expression names (numbers' exponents and suffixes excluded)."""
    without_numbers = _NUMBER.sub(" ", expression)
    return set(_NAME.findall(without_numbers))


def check_expression(op: str, what: str, expression: str, variables: frozenset[str]) -> None:
    """Refuse an expression naming anything but `variables` and FUNCTIONS, or using other syntax."""
    unknown = names_in(expression) - variables - FUNCTIONS
    if unknown:
        raise DeclarationError(f"{op}: elementwise {what} '{expression}' names {sorted(unknown)}; it may name "
                               f"{sorted(variables)} and the functions {sorted(FUNCTIONS)}")
    stray = set(_NAME.sub("", _NUMBER.sub("", expression))) - _ALLOWED_CHARS
    if stray or not expression.strip() or expression.count("(") != expression.count(")"):
        raise DeclarationError(f"{op}: elementwise {what} '{expression}' is not an arithmetic expression "
                               f"(stray {sorted(stray)} or unbalanced parentheses)")


def declare(op: str, inputs: list[str], forward: str, grads: dict[str, str]) -> Elementwise:
    """The checked record of an op with `inputs` (slot names, in order)."""
    if len(inputs) not in (1, 2) or set(grads) != set(inputs):
        raise DeclarationError(f"{op}: elementwise ops have one or two inputs, each with a gradient "
                               f"expression; inputs {inputs}, gradients given for {sorted(grads)}")
    unary = len(inputs) == 1
    check_expression(op, "forward", forward, UNARY_FORWARD if unary else BINARY_FORWARD)
    for slot, expression in grads.items():
        check_expression(op, f"gradient of {slot}", expression, UNARY_GRAD if unary else BINARY_GRAD)
    return Elementwise(forward, {slot: grads[slot] for slot in inputs})


def chains(functions: Iterable["FunctionMeta"]) -> list[tuple["FunctionMeta", "FunctionMeta"]]:
    """Every (head, tail) the generator fuses, by name: each elementwise op of two inputs followed
    by each elementwise op of one."""
    declared = sorted((f for f in functions if f.elementwise is not None), key=lambda f: f.name)
    heads = [f for f in declared if f.elementwise is not None and f.elementwise.arity == 2]
    tails = [f for f in declared if f.elementwise is not None and f.elementwise.arity == 1]
    return [(h, t) for h in heads for t in tails]


def fused_name(head: str, tail: str) -> str:
    """The fused op of a chain: `fused_add_relu`; its gradient `fused_add_relu_grad`."""
    return f"fused_{head}_{tail}"
