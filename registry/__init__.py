"""The operator meta-registry (seed 002): every op declared once, as data.

Imports nothing of the runtime, the kernels or the code generator; pydantic only when JSON is
written (`to_json`, `json_schema`).
"""
from .attribute import AttributeMeta, AttributeMetaMap, SourceLocation
from .constraints import (AtLeast, AtMost, Boundary, Constraint, Custom, Default, InRange, LargerThan, Length,
                          MustSet, OneOf, SmallerThan)
from .desc import EMPTY_VAR, GRAD_SUFFIX, OpDesc, grad_var_name
from .errors import (AttributeTypeError, ConfigError, ConstraintError, DeclarationError, InputError,
                     KernelNotFoundError, MemoryBudgetError, MissingAttributeError, PaddleError,
                     ShapeError,                     ShapeRuleError, UnknownArgumentError, UnknownOpError)
from .export import FORMAT_VERSION, document, json_schema, schema_json, to_json
from .function import (ANY_DEVICE, Function, FunctionMeta, Layer, LayerMeta, OpSignature, Topology,
                       TopologyMeta)
from .grad import AttrRef, CompositeGrad, GradOp, KernelGrad
from .registry import Registry, default_registry, load_plugins
from .slots import check_slots, slot_map, variadic_as_lists
from .tensor import (BATCH, ROWS, Domain, LodArray, RowSparse, TensorInfo, TensorMeta, array_of, check_dim, dim_add,
                     dim_mul,
                     dims_equal, require)
from .types import (ALL_TYPES, FLOAT_TYPES, FLOATS, INTEGERS, NUMERIC, SIGNED, SIGNED_NUMERIC, TYPE_SETS, UNSIGNED,
                    AttrType, DataType, SequenceType)
from .validate import (check_inputs, complete_attrs, configure, infer_shapes, validate_attrs,
                       validate_inputs)

__all__ = [
    "AttributeMeta", "AttributeMetaMap", "SourceLocation", "AtLeast", "AtMost", "Boundary", "Constraint",
    "Custom", "Default", "InRange", "LargerThan", "Length", "MustSet", "OneOf", "SmallerThan", "EMPTY_VAR",
    "GRAD_SUFFIX", "OpDesc", "grad_var_name", "AttributeTypeError", "ConfigError",
    "ConstraintError", "DeclarationError", "InputError", "KernelNotFoundError", "MemoryBudgetError",
    "MissingAttributeError", "PaddleError", "ShapeError", "ShapeRuleError", "UnknownArgumentError", "UnknownOpError",
    "FORMAT_VERSION", "document", "json_schema", "schema_json", "to_json", "ANY_DEVICE", "Function",
    "FunctionMeta", "Layer", "LayerMeta", "OpSignature", "Topology", "TopologyMeta", "AttrRef", "CompositeGrad",
    "GradOp", "KernelGrad", "Registry", "default_registry", "load_plugins", "check_slots", "slot_map",
    "variadic_as_lists", "BATCH", "ROWS", "Domain", "LodArray", "RowSparse", "array_of",
    "TensorInfo", "TensorMeta", "check_dim", "dim_add", "dim_mul", "dims_equal", "require", "FLOATS",
    "INTEGERS", "ALL_TYPES", "FLOAT_TYPES", "NUMERIC", "SIGNED", "SIGNED_NUMERIC", "TYPE_SETS", "UNSIGNED",
    "AttrType", "DataType", "SequenceType", "check_inputs", "complete_attrs", "configure",
    "infer_shapes", "validate_attrs", "validate_inputs",
]
