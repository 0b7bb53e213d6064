"""Support for the generated tests: strategies from constraints and metas, and the checks
every op gets. Hand-written; the generated test files stay thin tables of cases."""
from .attrs import any_attrs, attr_strategy, outcome, valid_attrs
from .inputs import Case, cases, example_case
from .kernels import (check_gpu, check_gradient, check_kernel_at, check_reference,
                      check_shape_rule, gpu_usable, run_kernel)
from .op import FakeExpression, Op

__all__ = ["any_attrs", "attr_strategy", "outcome", "valid_attrs", "Case", "cases", "example_case",
           "check_gpu", "check_gradient", "check_kernel_at", "check_reference", "check_shape_rule",
           "gpu_usable", "run_kernel", "FakeExpression", "Op"]
