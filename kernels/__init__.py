"""Op declarations, one module per op family: meta, shape rule, gradient rule and kernels together.

Importing this package registers every built-in op in the default registry.
"""
from . import cos_sim, native_ops  # noqa: F401
from . import math  # noqa: F401
from . import activation  # noqa: F401
from . import loss  # noqa: F401
from . import init  # noqa: F401
from . import optimizer  # noqa: F401
from . import layers  # noqa: F401
