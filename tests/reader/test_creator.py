"""paddle.v2.reader.creator: np_array, text_file, and the readers left out said so."""
from __future__ import annotations

import numpy as np
import pytest

import paddle.v2.reader.creator as creator


def test_np_array_yields_rows_and_a_scalar_once():
    rows = [[1, 2, 3], [4, 5, 6]]
    out = list(creator.np_array(np.array(rows, np.int32))())
    assert [r.tolist() for r in out] == rows
    assert [x.tolist() for x in creator.np_array(np.float32(7) * np.ones(()))()] == [7.0]


def test_text_file_yields_lines_without_newlines(tmp_path):
    path = tmp_path / "data.txt"
    path.write_text("0 1\n2 3\n4 5\n")
    assert list(creator.text_file(str(path))()) == ["0 1", "2 3", "4 5"]


def test_cloud_reader_says_why_it_is_unavailable():
    with pytest.raises(creator.UnsupportedReaderError, match="etcd") as err:
        creator.cloud_reader(["/data/x*"], "http://127.0.0.1:2379")
    assert err.value.rule == "unsupported"

def snappy_framed(raw):
    # one compressed frame holding a literal then a back-reference that overlaps its output
    # ('abcabcabca'), and one uncompressed frame: snappy's framing format as Go's writer emits it
    assert raw == b"abcabcabcaXY"
    block = bytes([10, 2 << 2]) + b"abc" + bytes([((7 - 4) << 2) | 1, 3])
    stream = b"\xff\x06\x00\x00sNaPpY"
    stream += b"\x00" + (len(block) + 4).to_bytes(3, "little") + b"\0\0\0\0" + block
    stream += b"\x01" + (2 + 4).to_bytes(3, "little") + b"\0\0\0\0" + b"XY"
    return stream


def chunk(records, compressor, payload=None):
    import struct
    import zlib
    raw = b"".join(struct.pack("<I", len(r)) + r for r in records)
    data = payload(raw) if payload else raw
    return struct.pack("<5I", 0x01020304, zlib.crc32(data), compressor, len(data), len(records)) + data


def test_recordio_reads_uncompressed_gzip_and_snappy_chunks(tmp_path):
    import gzip
    import pickle
    from paddle.reader.recordio_file import read_records
    path = tmp_path / "data.recordio"
    path.write_bytes(chunk([pickle.dumps((1, 2, 3)), pickle.dumps((4, 5, 6))], 0)
                     + chunk([pickle.dumps("gz")], 2, gzip.compress))
    assert list(creator.recordio(str(path))()) == [(1, 2, 3), (4, 5, 6), "gz"]
    assert list(creator.recordio([str(path)])()) == [(1, 2, 3), (4, 5, 6), "gz"]
    # 'abcabcabca' + 'XY' as two records of 4 and 2 bytes after their lengths: build the chunk by hand
    records = [b"abca", b"bc"]
    import struct
    raw = b"".join(struct.pack("<I", len(r)) + r for r in records)
    snappy_path = tmp_path / "snappy.recordio"
    literal = bytes([(len(raw) - 1) << 2]) + raw
    block = bytes([len(raw)]) + literal
    stream = b"\xff\x06\x00\x00sNaPpY" + b"\x00" + (len(block) + 4).to_bytes(3, "little") + b"\0\0\0\0" + block
    snappy_path.write_bytes(chunk(records, 1, lambda _: stream))
    assert list(read_records(str(snappy_path))) == records


def test_snappy_back_references_decode():
    from paddle.reader.recordio_file import _snappy_frames
    assert _snappy_frames(snappy_framed(b"abcabcabcaXY"), "x") == b"abcabcabcaXY"


def test_damaged_recordio_files_are_refused(tmp_path):
    from paddle.reader.recordio_file import RecordIOFormatError, read_records
    good = chunk([b"abc"], 0)
    cases = {"magic number": b"\0" + good[1:], "checksum": good[:-1] + b"x", "declares": good[:-1],
             "cut short": good[:10]}
    for why, data in cases.items():
        path = tmp_path / "bad.recordio"
        path.write_bytes(data)
        with pytest.raises(RecordIOFormatError, match=why):
            list(read_records(str(path)))


def test_minibatch_module_path():
    import paddle.v2 as v2
    import paddle.v2.minibatch as minibatch
    assert minibatch.batch is v2.batch
