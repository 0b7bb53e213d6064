"""The RecordIO file format of v2's cluster tools (PaddlePaddle's Go `recordio`, which the Python
`recordio` package wrapped), read and written here without that package.

A file is a sequence of chunks. A chunk is a 20-byte little-endian header (magic 0x01020304, the
CRC-32 of the chunk's data, the compressor: 0 none, 1 Snappy (framed), 2 gzip, the data's size
and its number of records) and the data: the records, each a uint32 length and its bytes,
compressed as the header says. Snappy is decoded here (v2's default); written chunks use gzip.
"""
from __future__ import annotations

import gzip
import struct
import zlib
from typing import BinaryIO, Iterable, Iterator

from .errors import ReaderError

MAGIC = 0x01020304
HEADER = struct.Struct("<5I")
NONE, SNAPPY, GZIP = 0, 1, 2
_SNAPPY_STREAM_ID = b"sNaPpY"


class RecordIOFormatError(ReaderError):
    """A file that is not valid RecordIO (a bad magic number, checksum, size or compressor)."""


def _fail(path: str, why: str) -> RecordIOFormatError:
    return RecordIOFormatError(f"RecordIO file {path}: {why}", layer="reader.creator.recordio", argument="paths",
                               rule="RecordIO format", value=path)


def read_records(path: str) -> Iterator[bytes]:
    """The records of the RecordIO file `path`, in order."""
    try:
        f = open(path, "rb")
    except OSError as err:
        raise _fail(path, f"cannot be read ({err.strerror})") from None
    with f:
        while header := f.read(HEADER.size):
            if len(header) < HEADER.size:
                raise _fail(path, f"a chunk header is cut short ({len(header)} of {HEADER.size} bytes)")
            magic, checksum, compressor, size, count = HEADER.unpack(header)
            if magic != MAGIC:
                raise _fail(path, f"a chunk starts with {magic:#010x}, not the magic number {MAGIC:#010x}")
            data = f.read(size)
            if len(data) != size:
                raise _fail(path, f"a chunk declares {size} bytes of data but {len(data)} remain")
            if zlib.crc32(data) != checksum:
                raise _fail(path, "a chunk's checksum does not match its data")
            yield from _records(_decompressed(data, compressor, path), count, path)


def _decompressed(data: bytes, compressor: int, path: str) -> bytes:
    if compressor == NONE:
        return data
    if compressor == GZIP:
        return gzip.decompress(data)
    if compressor == SNAPPY:
        return _snappy_frames(data, path)
    raise _fail(path, f"unknown compressor {compressor} (0 none, 1 snappy, 2 gzip)")


def _records(raw: bytes, count: int, path: str) -> Iterator[bytes]:
    at = 0
    for _ in range(count):
        if at + 4 > len(raw):
            raise _fail(path, "a chunk holds fewer records than its header declares")
        (length,) = struct.unpack_from("<I", raw, at)
        record = raw[at + 4:at + 4 + length]
        if len(record) != length:
            raise _fail(path, f"a record declares {length} bytes but {len(record)} remain")
        at += 4 + length
        yield record


def _snappy_frames(data: bytes, path: str) -> bytes:
    """Snappy's framing format: typed chunks (stream id, compressed, uncompressed, skippable)."""
    out = bytearray()
    at = 0
    while at < len(data):
        kind, length = data[at], int.from_bytes(data[at + 1:at + 4], "little")
        body = data[at + 4:at + 4 + length]
        at += 4 + length
        if kind == 0xFF:
            if body != _SNAPPY_STREAM_ID:
                raise _fail(path, "a snappy stream without its 'sNaPpY' identifier")
        elif kind == 0x00:
            out += _snappy_block(body[4:], path)  # after the masked CRC-32C of the block
        elif kind == 0x01:
            out += body[4:]
        elif kind < 0x80:
            raise _fail(path, f"an unknown snappy chunk type {kind:#x}")
    return bytes(out)


def _varint(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[at]
        value |= (byte & 0x7F) << shift
        at += 1
        if byte < 0x80:
            return value, at
        shift += 7


def _snappy_block(block: bytes, path: str) -> bytes:
    """One raw snappy block: literals and back-references (which may overlap their output)."""
    size, at = _varint(block, 0)
    out = bytearray()
    while at < len(block):
        tag = block[at]
        at += 1
        kind = tag & 3
        if kind == 0:
            length = tag >> 2
            if length >= 60:
                extra = length - 59
                length = int.from_bytes(block[at:at + extra], "little")
                at += extra
            out += block[at:at + length + 1]
            at += length + 1
            continue
        if kind == 1:
            length, offset = 4 + ((tag >> 2) & 7), ((tag >> 5) << 8) | block[at]
            at += 1
        else:
            width = 2 if kind == 2 else 4
            length, offset = 1 + (tag >> 2), int.from_bytes(block[at:at + width], "little")
            at += width
        if offset == 0 or offset > len(out):
            raise _fail(path, "a snappy back-reference points before the start of the block")
        for _ in range(length):
            out.append(out[-offset])
    if len(out) != size:
        raise _fail(path, f"a snappy block decodes to {len(out)} bytes, not the {size} it declares")
    return bytes(out)


def write_records(f: BinaryIO, records: Iterable[bytes], compressor: int = GZIP) -> None:
    """`records` as one RecordIO chunk (gzip-compressed by default, or uncompressed)."""
    rows = list(records)
    if not rows:
        return
    raw = b"".join(struct.pack("<I", len(r)) + r for r in rows)
    data = gzip.compress(raw) if compressor == GZIP else raw
    f.write(HEADER.pack(MAGIC, zlib.crc32(data), compressor, len(data), len(rows)))
    f.write(data)
