"""paddle: a small deep-learning framework whose ops are declared once, in a registry."""
from . import kernels as _kernels  # noqa: F401  (registers the built-in ops)
from . import registry

__all__ = ["registry"]
