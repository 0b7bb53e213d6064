"""The operator meta-registry (seed 002): every op declared once, as data.

Imports nothing of the runtime, the kernels or the code generator.
"""
from .attribute import AttributeMeta, AttributeMetaMap, SourceLocation
from .constraints import (AtLeast, AtMost, Boundary, Custom, Default, InRange, LargerThan, Length,
                          MustSet, OneOf, SmallerThan)
from .desc import EMPTY_VAR, GRAD_SUFFIX, OpDesc, grad_var_name, standard_grad
from .errors import (AttributeTypeError, ConfigError, ConstraintError, DeclarationError, InputError,
                     KernelNotFoundError, MissingAttributeError, PaddleError, ShapeError,
                     ShapeRuleError, UnknownArgumentError, UnknownOpError)
from .export import FORMAT_VERSION, document, json_schema, schema_json, to_json
from .function import Function, FunctionMeta, Layer, LayerMeta, Topology, TopologyMeta
from .registry import Registry, default_registry, load_plugins
from .tensor import BATCH, TensorInfo, TensorMeta, check_dim, dim_add, dim_mul, dims_equal, require
from .types import FLOATS, INTEGERS, AttrType, DataType, SequenceType
from .validate import complete_attrs, configure, infer_shapes, validate_attrs, validate_inputs

__all__ = [
    "AttributeMeta", "AttributeMetaMap", "SourceLocation", "AtLeast", "AtMost", "Boundary", "Custom",
    "Default", "InRange", "LargerThan", "Length", "MustSet", "OneOf", "SmallerThan", "EMPTY_VAR",
    "GRAD_SUFFIX", "OpDesc", "grad_var_name", "standard_grad", "AttributeTypeError", "ConfigError",
    "ConstraintError", "DeclarationError", "InputError", "KernelNotFoundError", "MissingAttributeError",
    "PaddleError", "ShapeError", "ShapeRuleError", "UnknownArgumentError", "UnknownOpError",
    "FORMAT_VERSION", "document", "json_schema", "schema_json", "to_json", "Function", "FunctionMeta",
    "Layer", "LayerMeta", "Topology", "TopologyMeta", "Registry", "default_registry", "load_plugins",
    "BATCH", "TensorInfo", "TensorMeta", "check_dim", "dim_add", "dim_mul", "dims_equal", "require",
    "FLOATS", "INTEGERS", "AttrType", "DataType", "SequenceType", "complete_attrs", "configure", "infer_shapes",
    "validate_attrs", "validate_inputs",
]
