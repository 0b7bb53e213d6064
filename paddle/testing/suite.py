"""What the generated per-op tests call (`from paddle.testing import suite as T`): strategies
from the declaration, and the checks every op gets. The generated files stay thin tables."""
from .kernel_checks import (check_dtype, check_gpu, check_gradient, check_in_place, check_kernel_at, check_oracle,
                            check_oracle_independent,
                            check_shape_rule, gpu_usable)
from .layer_checks import FakeExpression, Op
from .strategies import any_attrs, attr_strategy, cases, example_case, outcome, valid_attrs
from .target import use_registry

__all__ = ["check_dtype", "check_gpu", "check_gradient", "check_in_place", "check_kernel_at", "check_oracle",
           "check_oracle_independent",
           "check_shape_rule", "gpu_usable",
           "FakeExpression", "Op", "any_attrs", "attr_strategy", "cases", "example_case", "outcome",
           "valid_attrs", "use_registry"]
