"""Op declarations, one module per op family: meta, shape rule, gradient rule and kernels together.

Importing this package registers every built-in op in the default registry: every module of
this folder not starting with "_" is imported, so a new op module needs no list to join.
"""
import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    if not _module.name.startswith("_"):
        importlib.import_module(f"{__name__}.{_module.name}")
