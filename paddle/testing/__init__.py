"""Test helpers any op can use from its meta alone: the one gradient check, oracle check and
input sampler of the hand-written runtime tests and of the generated tests.

    inputs = sample_inputs("mul")                         # valid inputs, from the tensor metas
    check_grad("mul", inputs)                             # numeric vs analytic gradients
    check_oracle("mul", inputs)                           # every cpu kernel vs the op's oracle

Each takes `registry=` (default: the default registry): generated tests pass the registry they
run against, a copy holding a new or mutated op. Nothing here imports paddle.codegen.
"""
from .case import Case, run_kernel
from .checks import check_grad, check_oracle
from .inputs import sample_case, sample_inputs

__all__ = ["Case", "run_kernel", "check_grad", "check_oracle", "sample_case", "sample_inputs"]
