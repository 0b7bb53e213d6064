"""paddle: a small deep-learning framework whose ops are declared once, in a registry."""
from . import kernels as _kernels  # noqa: F401  (registers the built-in ops)
from . import registry
from .builder import NetBuilder
from .core.desc import NetDesc, VarDesc
from .core.device import gpu_usable
from .core.flags import get_flags, set_flags
from .model import Expression, Model, default_model
from .core.net import Net, PlainNet
from .nets import if_else as _if_else, recurrent as _recurrent  # noqa: F401  (register the nested net kinds)
from .core.operator import Operator
from .core.place import Context, CPUPlace, GPUPlace
from .core.scope import Scope
from .tape import Tape
from .core.tensor import Tensor
from .core.variable import Variable



def __getattr__(name: str) -> object:
    """`paddle.layer` on first use: the generated layers load only when a program uses them."""
    if name == "layer":
        import importlib
        return importlib.import_module(".layer", __name__)
    raise AttributeError(f"module 'paddle' has no attribute {name!r}")


__all__ = ["layer", "registry", "gpu_usable", "get_flags", "set_flags", "NetBuilder", "NetDesc", "VarDesc",
           "Expression", "Model", "default_model", "Net", "PlainNet", "Operator", "Context", "CPUPlace", "GPUPlace",
           "Scope", "Tape", "Tensor", "Variable"]
