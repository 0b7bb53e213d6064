"""A v2 parameter tar's config and values members, field by field (issue 22: dropping a field on
writing, or a check on reading, passed every test of the tar): what is written reads back as
written, and a config or values member that contradicts itself is refused, naming the rule."""
from __future__ import annotations

import numpy as np
import pytest

from paddle.io.format import ModelFormatError
from paddle.v2.param_tar import HEADER, VERSION, ParamConfig, decode_config, decode_values, encode_config, encode_values


@pytest.mark.parametrize("conf", [
    ParamConfig("___fc_layer_0__.w0", 6, (2, 3)),
    ParamConfig("emb", 6, (3, 2), learning_rate=0.5, decay_rate=1e-4, is_static=True),
    ParamConfig("count", 1, (1,), dtype="int64"),
], ids=["defaults", "every-field", "int64"])
def test_a_config_reads_back_as_written(conf):
    assert decode_config(encode_config(conf), conf.name + ".protobuf", "from_tar") == conf


def test_a_static_parameter_stays_static_and_a_rate_its_rate():
    back = decode_config(encode_config(ParamConfig("w", 4, (2, 2), learning_rate=0.25, is_static=True)), "w", "t")
    assert back.is_static and back.learning_rate == 0.25


def test_dims_whose_product_is_not_the_size_are_refused():
    data = encode_config(ParamConfig("w", 5, (2, 3)))
    with pytest.raises(ModelFormatError, match=r"dims \[2, 3\], whose product is not its size 5"):
        decode_config(data, "w.protobuf", "from_tar")


def test_values_of_another_format_version_are_refused():
    conf = ParamConfig("w", 2, (1, 2))
    good = encode_values(np.array([[1.0, 2.0]], np.float32))
    assert np.array_equal(decode_values(good, conf, "from_tar"), [[1.0, 2.0]])
    other = HEADER.pack(VERSION + 1, 4, 2) + good[HEADER.size:]
    with pytest.raises(ModelFormatError, match="format version 1"):
        decode_values(other, conf, "from_tar")
