"""v2's parameter tar (`Parameters.to_tar(f)` / `from_tar(f)`), read and written without pickle
and without protobuf's library, checked member by member.

The layout is v2's: for each parameter `<name>`, two members of an uncompressed tar:

- `<name>`: a 16-byte header, little-endian uint32 format version (0), uint32 bytes per value
  (4: float32), uint64 number of values, then the values, raw, in row-major order;
- `<name>.protobuf`: v2's ParameterConfig message (proto2): name (field 1), size (2),
  learning_rate (3), decay_rate (7), dims (9, repeated), is_static (18). Fields we do not
  know are skipped on reading, as protobuf does. A parameter that is not float32 (a layer's
  int64 counter) says its dtype in field 100, which v2 never used; its header says 8 bytes.

So a tar real v2 wrote reads here (its names are v2's, `___fc_layer_0__.w0`, as ours are), and one written
here reads in v2 when its parameters are float32. Refused with a ModelFormatError: a
truncated archive or member, a member larger than its header declares, a count that is not
the config's size, a path-like or duplicate member name, values without a config, a config
without values, a malformed config.
"""
from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import IO, Any, Iterator

import numpy as np

from paddle.io.format import ModelFormatError
from paddle.io.safetar import read_members, write_members

HEADER = struct.Struct("<IIQ")
VERSION = 0
CONFIG_SUFFIX = ".protobuf"
DTYPES = {"float32": 4, "float64": 8, "int64": 8, "int32": 4}
MAX_DIMS = 16


@dataclass
class ParamConfig:
    """What a parameter's `.protobuf` member says of it."""
    name: str
    size: int
    dims: tuple[int, ...]
    learning_rate: float = 1.0
    decay_rate: float = 0.0
    is_static: bool = False
    dtype: str = "float32"

    @property
    def shape(self) -> tuple[int, ...]:
        """Its shape (v2 gave dims; without any, a [1, size] row)."""
        return self.dims if self.dims else (1, self.size)


# --- the values member ------------------------------------------------------------------------
def encode_values(array: Any) -> bytes:
    array = np.ascontiguousarray(array)
    little = array.astype(array.dtype.newbyteorder("<"), copy=False)
    return HEADER.pack(VERSION, array.dtype.itemsize, array.size) + bytes(little.tobytes())


def decode_values(data: bytes, conf: ParamConfig, who: str) -> Any:
    where = f"{who}: member {conf.name!r}"
    if len(data) < HEADER.size:
        raise _fail(where, f"holds {len(data)} bytes, less than its {HEADER.size}-byte header", "truncated")
    version, width, count = HEADER.unpack_from(data)
    if version != VERSION:
        raise _fail(where, f"has format version {version}; v2's parameters are version {VERSION}", "version")
    if width != np.dtype(conf.dtype).itemsize:
        raise _fail(where, f"stores {width}-byte values; a {conf.dtype} parameter has "
                           f"{np.dtype(conf.dtype).itemsize}", "format")
    if count != conf.size:
        raise _fail(where, f"declares {count} values; its config says {conf.size}", "consistent")
    body = len(data) - HEADER.size
    if body < count * width:
        raise _fail(where, f"holds {body} bytes of values; its header declares {count} x {width}", "truncated")
    if body > count * width:
        raise _fail(where, f"holds {body} bytes of values, more than the {count} x {width} its header "
                           "declares", "size")
    values = np.frombuffer(data, dtype=np.dtype(conf.dtype).newbyteorder("<"), offset=HEADER.size, count=count)
    return values.astype(conf.dtype).reshape(conf.shape)


# --- the config member (protobuf wire format, the fields above) --------------------------------
def encode_config(conf: ParamConfig) -> bytes:
    out = bytearray()
    _bytes_field(out, 1, conf.name.encode("utf-8"))
    _varint_field(out, 2, conf.size)
    if conf.learning_rate != 1.0:
        _double_field(out, 3, conf.learning_rate)
    if conf.decay_rate:
        _double_field(out, 7, conf.decay_rate)
    for d in conf.dims:
        _varint_field(out, 9, d)
    if conf.is_static:
        _varint_field(out, 18, 1)
    if conf.dtype != "float32":
        _bytes_field(out, 100, conf.dtype.encode("ascii"))
    return bytes(out)


def decode_config(data: bytes, member: str, who: str) -> ParamConfig:
    where = f"{who}: member {member!r}"
    fields: dict[int, list[Any]] = {}
    try:
        for number, value in _fields(data):
            fields.setdefault(number, []).append(value)
    except (IndexError, ValueError) as err:
        raise _fail(where, f"is not a ParameterConfig message: {err}", "format") from None
    name, size = _one(fields, 1, bytes, where, "name"), _one(fields, 2, int, where, "size")
    dims: list[int] = []
    for d in fields.get(9, []):
        dims.extend(_varints(d) if isinstance(d, bytes) else [d])  # packed or not
    try:
        text, dtype = name.decode("utf-8"), _one(fields, 100, bytes, where, "dtype", b"float32").decode("ascii")
    except UnicodeDecodeError:
        raise _fail(where, "has a name or dtype that is not text", "format") from None
    if dtype not in DTYPES:
        raise _fail(where, f"says dtype {dtype!r}; a parameter is one of {sorted(DTYPES)}", "one_of")
    product = 1
    for d in dims:
        product *= d
    if len(dims) > MAX_DIMS or (dims and product != size):
        raise _fail(where, f"has dims {dims}, whose product is not its size {size}", "consistent")
    return ParamConfig(text, size, tuple(dims), _one(fields, 3, float, where, "learning_rate", 1.0),
                       _one(fields, 7, float, where, "decay_rate", 0.0),
                       bool(_one(fields, 18, int, where, "is_static", 0)), dtype)


def _one(fields: dict[int, list[Any]], number: int, kind: type, where: str, what: str, default: Any = None) -> Any:
    values = fields.get(number)
    if not values:
        if default is None:
            raise _fail(where, f"lacks its {what} (field {number})", "must_set")
        return default
    value = values[-1]  # protobuf: the last one wins
    if not isinstance(value, kind):
        raise _fail(where, f"has a {what} (field {number}) of the wrong wire type", "format")
    return value


def _fields(data: bytes) -> Iterator[tuple[int, Any]]:
    pos = 0
    while pos < len(data):
        key, pos = _varint(data, pos)
        number, wire = key >> 3, key & 7
        if number == 0:
            raise ValueError("field number 0")
        value: Any
        if wire == 0:
            value, pos = _varint(data, pos)
        elif wire == 1:
            value, pos = struct.unpack("<d", _bounded(data, pos, 8))[0], pos + 8
        elif wire == 2:
            length, pos = _varint(data, pos)
            value, pos = _bounded(data, pos, length), pos + length
        elif wire == 5:
            value, pos = struct.unpack("<f", _bounded(data, pos, 4))[0], pos + 4
        else:
            raise ValueError(f"wire type {wire} of field {number}")
        yield number, value


def _bounded(data: bytes, pos: int, n: int) -> bytes:
    if pos + n > len(data):
        raise ValueError("a field runs past the end of the message")
    return data[pos:pos + n]


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        if pos >= len(data) or shift > 63:
            raise ValueError("a varint runs past the end of the message or is too long")
        byte = data[pos]
        result |= (byte & 0x7F) << shift
        pos, shift = pos + 1, shift + 7
        if not byte & 0x80:
            return result, pos


def _varints(data: bytes) -> list[int]:
    out, pos = [], 0
    while pos < len(data):
        value, pos = _varint(data, pos)
        out.append(value)
    return out


def _put_varint(out: bytearray, value: int) -> None:
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return


def _varint_field(out: bytearray, number: int, value: int) -> None:
    _put_varint(out, number << 3)
    _put_varint(out, int(value))


def _double_field(out: bytearray, number: int, value: float) -> None:
    _put_varint(out, number << 3 | 1)
    out += struct.pack("<d", float(value))


def _bytes_field(out: bytearray, number: int, value: bytes) -> None:
    _put_varint(out, number << 3 | 2)
    _put_varint(out, len(value))
    out += value


# --- v2's parameter names (paddle/v2/naming.py) ---------------------------------------------------
def v2_names(name: str) -> list[str]:
    """The names a tar may hold the parameter we call `name` under: v2's (`fc_0.w` is
    `___fc_layer_0__.w0`), then the older forms paddle/v2/naming.py lists."""
    from .naming import legacy_names, v2_param_name
    names = [v2_param_name(name)]
    names.extend(n for n in legacy_names(name) if n not in names)
    return names


# --- the tar ------------------------------------------------------------------------------------
def write_tar(f: IO[bytes], params: list[tuple[ParamConfig, Any]], who: str = "to_tar") -> None:
    """Write (config, values) pairs to the binary file `f` in v2's layout."""
    def members() -> Iterator[tuple[str, bytes]]:
        for conf, values in params:
            yield conf.name, encode_values(values)
            yield conf.name + CONFIG_SUFFIX, encode_config(conf)
    write_members(f, members(), who)


def read_tar(f: IO[bytes], who: str = "from_tar") -> dict[str, tuple[ParamConfig, Any]]:
    """{name: (config, values)} of the v2 parameter tar `f`, checked whole before returning."""
    members = read_members(f, who)
    configs: dict[str, ParamConfig] = {}
    for member, data in members.items():
        if member.endswith(CONFIG_SUFFIX):
            conf = decode_config(data, member, who)
            if conf.name + CONFIG_SUFFIX != member:
                raise _fail(f"{who}: member {member!r}", f"configures parameter {conf.name!r}, not the one its "
                                                          "name says", "consistent")
            configs[conf.name] = conf
    orphans = [m for m in members if not m.endswith(CONFIG_SUFFIX) and m not in configs]
    if orphans:
        raise _fail(f"{who}: member {orphans[0]!r}", f"holds values of an unknown parameter (no "
                                                     f"'{orphans[0]}{CONFIG_SUFFIX}' member configures it)",
                    "unknown")
    result = {}
    for name, conf in configs.items():
        if name not in members:
            raise _fail(f"{who}: member {name + CONFIG_SUFFIX!r}", f"configures parameter {name!r}, whose values "
                                                                    "member is missing", "missing")
        result[name] = (conf, decode_values(members[name], conf, who))
    return result


def _fail(where: str, problem: str, rule: str) -> ModelFormatError:
    return ModelFormatError(f"{where} {problem}", where=where, rule=rule)


__all__ = ["v2_names", "ParamConfig", "write_tar", "read_tar", "encode_values", "decode_values", "encode_config",
           "decode_config"]
