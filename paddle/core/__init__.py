"""The runtime's core (seed 004): Tensor, Variable, Scope, Operator, Net and its Plan, net
descriptions, backward, the optimizer and initializer ops, places and devices, flags, and the
checks the runtime makes (finite values, the memory budget, feeds)."""
