"""paddle.v2.reader.creator: np_array, text_file, and the readers left out said so."""
from __future__ import annotations

import importlib.util

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


def test_recordio_and_cloud_reader_say_why_they_are_unavailable():
    if importlib.util.find_spec("recordio") is None:
        with pytest.raises(creator.UnsupportedReaderError, match="'recordio' package") as err:
            creator.recordio("data.recordio")
        assert err.value.rule == "unsupported"
    with pytest.raises(creator.UnsupportedReaderError, match="etcd") as err:
        creator.cloud_reader(["/data/x*"], "http://127.0.0.1:2379")
    assert err.value.rule == "unsupported"
