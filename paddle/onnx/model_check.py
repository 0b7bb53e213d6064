"""What paddle.onnx.backend checks of a model before converting it: the IR and opset versions
it supports, the initializers (dtype, dims, data length, memory budget; external data only
inside the model's folder, from regular files, of the declared size), the attribute types ONNX's
schema gives each node, and that fed inputs have the graph's declared dtypes and shapes. Each
refusal is an OnnxModelError (a malformed model) or UnsupportedOnnxError (a well-formed one we
do not run) naming the tensor, node, attribute or input and the rule.
"""
from __future__ import annotations

import math
import os
import stat
from pathlib import Path
from typing import Any

import numpy as np
import onnx
from onnx import helper, numpy_helper

from paddle.core.budget import human
from paddle.core.flags import FLAGS

from .node_map import Node, OnnxAttributeError, OnnxModelError, UnsupportedOnnxError

MAX_IR_VERSION = onnx.IR_VERSION
MAX_OPSET = onnx.defs.onnx_opset_version()


def check_versions(model: onnx.ModelProto, domains: tuple[str, ...]) -> None:
    """The model's IR version and default-domain opset are ones this backend knows."""
    if model.ir_version > MAX_IR_VERSION:
        raise UnsupportedOnnxError(f"the model's IR version {model.ir_version} is newer than this backend "
                                   f"supports (at most {MAX_IR_VERSION})", feature=f"IR version {model.ir_version}")
    for o in model.opset_import:
        if o.domain in domains and o.version > MAX_OPSET:
            raise UnsupportedOnnxError(f"the model imports opset {o.version} of the default ONNX domain; this "
                                       f"backend supports opsets up to {MAX_OPSET}", feature=f"opset {o.version}")


# --- tensors -------------------------------------------------------------------------------------
def _dtype(t: onnx.TensorProto) -> np.dtype[Any]:
    if t.data_type == onnx.TensorProto.UNDEFINED or t.data_type not in onnx.TensorProto.DataType.values():
        raise OnnxModelError(f"initializer '{t.name}' has data_type {t.data_type} (UNDEFINED or unknown): "
                             f"a tensor needs one of ONNX's element types")
    if t.data_type == onnx.TensorProto.STRING:
        raise UnsupportedOnnxError(f"initializer '{t.name}' holds strings: this backend runs numbers and bools only",
                                   feature="dtype string")
    return np.dtype(helper.tensor_dtype_to_np_dtype(t.data_type))


def check_size(dims: Any, dtype: np.dtype[Any], what: str) -> int:
    """The element count of `dims`, each a size >= 0, the whole within the memory budget."""
    dims = [int(d) for d in dims]
    if any(d < 0 for d in dims):
        raise OnnxModelError(f"{what} has a negative dimension in its dims {dims}")
    count: int = math.prod(dims)
    if count * dtype.itemsize > FLAGS.memory_budget:
        raise OnnxModelError(f"{what} of dims {dims} ({dtype}) would take {human(count * dtype.itemsize)}, more than "
                             f"the memory budget ({human(FLAGS.memory_budget)}; paddle.flags memory_budget)")
    return count


_FIELDS = ("float_data", "int32_data", "int64_data", "double_data", "uint64_data", "string_data")


SUB_BYTE = frozenset({onnx.TensorProto.INT4, onnx.TensorProto.UINT4, onnx.TensorProto.INT2, onnx.TensorProto.UINT2,
                      onnx.TensorProto.FLOAT4E2M1})  # packed: their stored length is onnx's to read


def _stored(t: onnx.TensorProto, dtype: np.dtype[Any]) -> int:
    """How many elements the tensor's data holds (raw bytes or the typed field)."""
    if t.HasField("raw_data"):
        return len(t.raw_data) // dtype.itemsize
    held = max(len(getattr(t, f)) for f in _FIELDS)
    return held // 2 if t.data_type in (onnx.TensorProto.COMPLEX64, onnx.TensorProto.COMPLEX128) else held


def initializer(t: onnx.TensorProto, base: Path | None) -> np.ndarray:
    """The value of initializer `t`, checked: a known dtype, dims >= 0 within the memory budget,
    data of exactly as many elements as its dims say (external data read as `external_data` says)."""
    dtype = _dtype(t)
    what = f"initializer '{t.name}'"
    count = check_size(t.dims, dtype, what)
    if t.data_location == onnx.TensorProto.EXTERNAL:
        return _external(t, base, dtype, count)
    stored = _stored(t, dtype) if t.data_type not in SUB_BYTE else count
    if stored != count:
        raise OnnxModelError(f"{what} holds {stored} elements but its dims {list(t.dims)} say {count}")
    try:
        value = numpy_helper.to_array(t)
    except (ValueError, TypeError, IndexError) as err:
        raise OnnxModelError(f"{what} cannot be read as dims {list(t.dims)}: {err}") from None
    if value.size != count:
        raise OnnxModelError(f"{what} holds {value.size} elements but its dims {list(t.dims)} say {count}")
    return value


def _external(t: onnx.TensorProto, base: Path | None, dtype: np.dtype[Any], count: int) -> np.ndarray:
    """External data: a regular file inside the model's folder (no symlink out of it, no FIFO or
    device), `length` (if given) the declared size, the bytes read exactly that size."""
    info = {e.key: e.value for e in t.external_data}
    what = f"initializer '{t.name}'"
    if base is None:
        raise OnnxModelError(f"{what} has external data, and the model was given without its folder: pass the "
                             f"model's path to prepare (or base_dir=) so its data can be found")
    location = info.get("location", "")
    root = base.resolve()
    path = (root / location).resolve()  # follows symlinks: one pointing out of the folder lands outside
    if not location or Path(location).is_absolute() or not path.is_relative_to(root):
        raise OnnxModelError(f"{what}: external data location '{location}' is outside the model's folder {root}")
    try:
        mode = os.stat(path).st_mode
    except OSError as err:
        raise OnnxModelError(f"{what}: external data file '{location}' cannot be read ({err.strerror})") from None
    if not stat.S_ISREG(mode):
        raise OnnxModelError(f"{what}: external data '{location}' is not a regular file (a FIFO, device or folder)")
    size = count * dtype.itemsize
    offset, length = int(info.get("offset", 0) or 0), info.get("length")
    if length is not None and int(length) != size:
        raise OnnxModelError(f"{what}: external data length {length} differs from the {size} bytes its dims "
                             f"{list(t.dims)} and dtype {dtype} take")
    if offset < 0 or offset + size > os.stat(path).st_size:
        raise OnnxModelError(f"{what}: external data '{location}' holds {os.stat(path).st_size} bytes, fewer than "
                             f"offset {offset} + {size}")
    with open(path, "rb") as f:
        f.seek(offset)
        data = f.read(size)
    return np.frombuffer(data, dtype=dtype.newbyteorder("<")).astype(dtype).reshape(tuple(t.dims))


# --- attributes ----------------------------------------------------------------------------------
def check_attribute_types(node: Node, opset: int) -> None:
    """Each attribute has the type ONNX's schema of the op (at the model's opset) declares."""
    try:
        schema = onnx.defs.get_schema(node.op_type, opset)
    except onnx.defs.SchemaError:
        return  # an op the schema does not know at this opset: its converter decides
    for a in node.proto.attribute:
        declared = schema.attributes.get(a.name)
        if declared is not None and a.type != declared.type and not a.ref_attr_name:
            raise OnnxAttributeError(
                f"{node.where()}: attribute '{a.name}' should be {_type_name(declared.type)} (ONNX's schema of "
                f"{node.op_type}), got {_type_name(a.type)}", node=node.name, layer=node.op_type, argument=a.name,
                rule="onnx_type", value=_type_name(a.type))


def _type_name(t: Any) -> str:
    return str(onnx.AttributeProto.AttributeType.Name(int(t))).lower()


POSITIVE_LISTS = ("kernel_shape", "strides", "dilations")  # sizes of windows: 0 has no meaning


def check_attribute_values(node: Node) -> None:
    """Window sizes, strides and dilations are positive, whichever op has them."""
    for name in POSITIVE_LISTS:
        value = node.attrs.get(name)
        if isinstance(value, list) and any(int(v) <= 0 for v in value):
            raise node.bad_attr(name, f"should hold positive sizes, got {value}")


# --- feeds ---------------------------------------------------------------------------------------
def check_feed(declared: onnx.ValueInfoProto, array: np.ndarray) -> None:
    """A fed array has the dtype and every fixed size the graph declares for that input."""
    if not declared.type.HasField("tensor_type"):
        return
    t = declared.type.tensor_type
    if t.elem_type:
        want = np.dtype(helper.tensor_dtype_to_np_dtype(t.elem_type))
        if array.dtype != want:
            raise OnnxModelError(f"graph input '{declared.name}' is declared {want}, got an array of {array.dtype}")
    if not t.HasField("shape"):
        return
    dims = [d.dim_value if d.HasField("dim_value") else None for d in t.shape.dim]
    fits = len(dims) == array.ndim and all(d is None or d == s for d, s in zip(dims, array.shape))
    if not fits:
        shown = tuple("?" if d is None else d for d in dims)
        raise OnnxModelError(f"graph input '{declared.name}' is declared of shape {shown}, got an array of shape "
                             f"{array.shape}")
