"""v2's parameter tar: the layout v2 wrote (a values member with its 16-byte header and a
`.protobuf` config member per parameter), a bitwise round trip through a fresh process, and
the refusals of a damaged or hostile tar."""
from __future__ import annotations

import io
import struct
import subprocess
import sys
import tarfile
import textwrap

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.io import ModelFormatError
from paddle.io.safetar import FileModeError
from paddle.v2.param_tar import ParamConfig, decode_config, encode_config

NET = """
import numpy as np
import paddle.v2 as paddle
x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(13))
pred = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear())
y = paddle.layer.data(name='y', type=paddle.data_type.dense_vector(1))
cost = paddle.layer.mse(input=pred, label=y)
SAMPLES = [(np.linspace(-1, 1, 13, dtype=np.float32) * i, ) for i in range(4)]
"""


def _trained_tar(tmp_path):
    scope: dict = {}
    with paddle.Tape():
        exec(NET, scope)
        params = paddle.parameters.create(scope["cost"])
        trainer = paddle.trainer.SGD(cost=scope["cost"], parameters=params,
                                     update_equation=paddle.optimizer.Momentum(momentum=0.9, learning_rate=1e-2))
        data = [(np.full(13, i / 10, np.float32), np.array([i / 5], np.float32)) for i in range(8)]
        trainer.train(paddle.batch(lambda: iter(data), 4), num_passes=2)
        path = tmp_path / "params.tar"
        with open(path, "wb") as f:
            trainer.save_parameter_to_tar(f)
        return path, params, paddle.infer(output_layer=scope["pred"], parameters=params, input=scope["SAMPLES"])


def test_the_tar_has_v2s_layout_and_names(tmp_path):
    path, params, _ = _trained_tar(tmp_path)
    w, b = "___fc_layer_0__.w0", "___fc_layer_0__.wbias"  # v2's names of an fc made without a name
    with tarfile.open(path) as tar:
        names = tar.getnames()
        raw = tar.extractfile(w).read()
        conf = tar.extractfile(w + ".protobuf").read()
    assert names == [w, w + ".protobuf", b, b + ".protobuf"]
    assert struct.unpack("<IIQ", raw[:16]) == (0, 4, 13)
    np.testing.assert_array_equal(np.frombuffer(raw[16:], "<f4").reshape(13, 1), params.get(w))
    assert conf.startswith(b"\x0a\x12" + w.encode() + b"\x10\x0d")  # field 1 name, field 2 size = 13 (protobuf)
    assert decode_config(conf, w + ".protobuf", "t") == ParamConfig(w, 13, (13, 1))


def test_save_load_in_a_fresh_process_gives_bitwise_equal_predictions(tmp_path):
    path, _, predicted = _trained_tar(tmp_path)
    np.save(tmp_path / "want.npy", predicted)
    program = NET + textwrap.dedent(f"""
        with open({str(path)!r}, 'rb') as f:
            parameters = paddle.parameters.Parameters.from_tar(f)
        got = paddle.infer(output_layer=pred, parameters=parameters, input=SAMPLES)
        want = np.load({str(tmp_path / 'want.npy')!r})
        assert got.dtype == want.dtype and np.array_equal(got, want), (got, want)
        print("bitwise equal")
    """)
    run = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert "bitwise equal" in run.stdout


def test_init_from_tar_sets_the_networks_parameters(tmp_path):
    path, params, _ = _trained_tar(tmp_path)
    with paddle.Tape():
        scope: dict = {}
        exec(NET, scope)
        fresh = paddle.parameters.create(scope["cost"])
        with open(path, "rb") as f:
            fresh.init_from_tar(f, exclude_params=["fc_0.b"])
        np.testing.assert_array_equal(fresh.get("fc_0.w"), params.get("fc_0.w"))
        assert not np.array_equal(fresh.get("fc_0.b"), params.get("fc_0.b"))


def test_a_bias_v2_stored_as_a_row_loads_into_a_vector(tmp_path):
    buf = io.BytesIO()
    with paddle.Tape():
        scope: dict = {}
        exec(NET, scope)
        params = paddle.parameters.create(scope["cost"])
        members = [("fc_0.b", struct.pack("<IIQ", 0, 4, 1) + np.float32(2.5).tobytes()),
                   ("fc_0.b.protobuf", encode_config(ParamConfig("fc_0.b", 1, (1, 1))))]
        _tar(buf, members)
        buf.seek(0)
        params.init_from_tar(buf)
        assert params.get("fc_0.b").tolist() == [2.5]


def _tar(f, members, size_of=None):
    with tarfile.open(fileobj=f, mode="w") as tar:
        for name, data in members:
            info = tarfile.TarInfo(name)
            info.size = len(data) if size_of is None else size_of(name, data)
            tar.addfile(info, io.BytesIO(data))


def _good(count=3):
    values = struct.pack("<IIQ", 0, 4, count) + np.arange(count, dtype="<f4").tobytes()
    return [("w", values), ("w.protobuf", encode_config(ParamConfig("w", count, (count,))))]


def _load(members):
    buf = io.BytesIO()
    _tar(buf, members)
    buf.seek(0)
    return paddle.parameters.Parameters.from_tar(buf)


@pytest.mark.parametrize("members, rule, message", [
    ([("w", _good()[0][1][:-4]), _good()[1]], "truncated", "holds 8 bytes of values; its header declares 3 x 4"),
    ([("w", _good()[0][1] + b"\0\0\0\0"), _good()[1]], "size", "more than the 3 x 4 its header declares"),
    ([("../w", _good()[0][1]), _good()[1]], "path", "not a plain relative name"),
    ([("/etc/w", _good()[0][1]), _good()[1]], "path", "not a plain relative name"),
    (_good() + [("v", _good()[0][1])], "unknown", "holds values of an unknown parameter"),
    ([_good()[1]], "missing", "whose values member is missing"),
    ([("w", _good()[0][1]), ("w.protobuf", b"\x0a\x10w")], "format", "not a ParameterConfig message"),
    ([("w", struct.pack("<IIQ", 0, 4, 4) + bytes(16)), _good()[1]], "consistent", "declares 4 values; its config"),
])
def test_a_bad_tar_is_refused_with_a_typed_error(members, rule, message):
    with pytest.raises(ModelFormatError, match=message) as err:
        _load(members)
    assert err.value.rule == rule


def test_a_truncated_archive_is_refused():
    buf = io.BytesIO()
    _tar(buf, _good(1000))
    with pytest.raises(ModelFormatError, match="truncated") as err:
        paddle.parameters.Parameters.from_tar(io.BytesIO(buf.getvalue()[:2000]))
    assert err.value.rule == "truncated"


def test_a_symlink_member_is_refused():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        info = tarfile.TarInfo("w")
        info.type, info.linkname = tarfile.SYMTYPE, "/etc/passwd"
        tar.addfile(info)
    buf.seek(0)
    with pytest.raises(ModelFormatError, match="not a regular file"):
        paddle.parameters.Parameters.from_tar(buf)


def test_init_from_tar_skips_an_unknown_parameter_saying_so_and_refuses_a_shape_mismatch(tmp_path):
    from paddle.v2.parameters import UnknownParameterWarning
    with paddle.Tape():
        scope: dict = {}
        exec(NET, scope)
        params = paddle.parameters.create(scope["cost"])
        before = params.to_dict()
        with pytest.warns(UnknownParameterWarning, match=r"skipped the tar's parameter\(s\) \['w'\]"):
            params.init_from_tar(_as_file(_good()))  # v2 skipped it (silently)
        assert all(np.array_equal(before[n], params.get(n)) for n in before)
        wrong = [("fc_0.w", struct.pack("<IIQ", 0, 4, 3) + bytes(12)),
                 ("fc_0.w.protobuf", encode_config(ParamConfig("fc_0.w", 3, (3, 1))))]
        with pytest.raises(ModelFormatError, match=r"has shape \(13, 1\); the value loaded for it has \(3, 1\)"):
            params.init_from_tar(_as_file(wrong))


def _as_file(members):
    buf = io.BytesIO()
    _tar(buf, members)
    buf.seek(0)
    return buf


def test_a_text_mode_file_is_refused_saying_to_open_it_in_binary(tmp_path):
    path, params, _ = _trained_tar(tmp_path)
    with open(tmp_path / "t.tar", "w") as f, pytest.raises(FileModeError, match="open it with open\\(path, 'wb'\\)"):
        params.to_tar(f)
    with open(path, "r") as f, pytest.raises(FileModeError, match="'rb'"):
        paddle.parameters.Parameters.from_tar(f)


def test_a_gzip_file_opened_with_w_is_binary_and_takes_the_tar(tmp_path):
    """gzip.open(path, 'w') is binary in Python 3 (its mode an int): the models repo's programs
    save their parameters that way."""
    import gzip
    path, params, _ = _trained_tar(tmp_path)
    with gzip.open(tmp_path / "p.tar.gz", "w") as f:
        params.to_tar(f)
    with gzip.open(tmp_path / "p.tar.gz", "r") as f:
        loaded = paddle.parameters.Parameters.from_tar(f)
    for name in params.names():
        np.testing.assert_array_equal(loaded.get(name), params.get(name))


def test_a_tar_with_v2s_parameter_names_loads_into_the_same_network():
    """A tar as real v2 wrote it for chapter 01's network: `___fc_layer_0__.w0` [13, 1] and its
    bias `___fc_layer_0__.wbias` as a [1, 1] row (configs without our dtype field)."""
    w = np.arange(13, dtype=np.float32).reshape(13, 1) / 10
    members = [("___fc_layer_0__.w0", struct.pack("<IIQ", 0, 4, 13) + w.tobytes()),
               ("___fc_layer_0__.w0.protobuf", encode_config(ParamConfig("___fc_layer_0__.w0", 13, (13, 1)))),
               ("___fc_layer_0__.wbias", struct.pack("<IIQ", 0, 4, 1) + np.float32(0.5).tobytes()),
               ("___fc_layer_0__.wbias.protobuf", encode_config(ParamConfig("___fc_layer_0__.wbias", 1, (1, 1))))]
    loaded = _load(members)
    with paddle.Tape():
        scope: dict = {}
        exec(NET, scope)
        got = paddle.infer(output_layer=scope["pred"], parameters=loaded, input=scope["SAMPLES"])
        params = paddle.parameters.create(scope["cost"])
        params.init_from_tar(_as_file(members))
        np.testing.assert_array_equal(params.get("fc_0.w"), w)
    want = np.stack([s[0] for s in scope["SAMPLES"]]) @ w + 0.5
    np.testing.assert_allclose(got, want, rtol=1e-6)


def test_a_compressed_tar_is_refused():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name, data in _good():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    buf.seek(0)
    with pytest.raises(ModelFormatError, match="not a whole tar archive"):
        paddle.parameters.Parameters.from_tar(buf)


def test_serialize_deserialize_and_get_grad(tmp_path):
    path, params, _ = _trained_tar(tmp_path)
    buf = io.BytesIO()
    params.serialize("fc_0.w", buf)
    assert struct.unpack("<IIQ", buf.getvalue()[:16]) == (0, 4, 13)
    with paddle.Tape():
        scope: dict = {}
        exec(NET, scope)
        fresh = paddle.parameters.create(scope["cost"])
        assert not fresh.get_grad("fc_0.w").any()  # no step yet
        buf.seek(0)
        fresh.deserialize("fc_0.w", buf)
        np.testing.assert_array_equal(fresh.get("fc_0.w"), params.get("fc_0.w"))
        with pytest.raises(ModelFormatError, match="holds 4 bytes of values"):
            fresh.deserialize("fc_0.w", io.BytesIO(buf.getvalue()[:20]))
    assert params.get_grad("fc_0.w").shape == (13, 1) and params.get_grad("fc_0.w").any()


def test_a_v2_tar_of_conv_filters_without_dims_loads_by_size():
    """v2 gave a conv layer's filter no dims (its tar config holds only the size), so v2 read it
    back as a [1, size] row and used the values by size, laid out [filters, channels, h, w]."""
    filters, channels, k = 3, 2, 3
    w = np.arange(filters * channels * k * k, dtype=np.float32) / 100
    b = np.array([0.1, -0.2, 0.3], np.float32)
    members = [("___conv_0__.w0", struct.pack("<IIQ", 0, 4, w.size) + w.tobytes()),
               ("___conv_0__.w0.protobuf", encode_config(ParamConfig("___conv_0__.w0", w.size, ()))),
               ("___conv_0__.wbias", struct.pack("<IIQ", 0, 4, b.size) + b.tobytes()),
               ("___conv_0__.wbias.protobuf", encode_config(ParamConfig("___conv_0__.wbias", b.size, ())))]
    with paddle.Tape():
        img = paddle.layer.data(name="img", type=paddle.data_type.dense_vector(channels * 5 * 5))
        conv = paddle.layer.img_conv(input=img, filter_size=k, num_filters=filters, num_channels=channels,
                                     act=paddle.activation.Linear())
        params = paddle.parameters.create(conv)
        params.init_from_tar(_as_file(members))
        np.testing.assert_array_equal(params.get("___conv_0__.w0"), w.reshape(filters, channels, k, k))
        np.testing.assert_array_equal(params.get("___conv_0__.wbias").reshape(-1), b)
        x = np.linspace(-1, 1, channels * 25, dtype=np.float32)
        got = paddle.infer(output_layer=conv, parameters=_load(members), input=[(x,)])  # from_tar, as v2's infer
        import torch
        want = torch.nn.functional.conv2d(torch.from_numpy(x.reshape(1, channels, 5, 5)),
                                          torch.from_numpy(w.reshape(filters, channels, k, k)), torch.from_numpy(b))
        np.testing.assert_allclose(np.asarray(got).reshape(-1), want.numpy().reshape(-1), rtol=1e-5, atol=1e-6)
        wrong = [("___conv_0__.w0", struct.pack("<IIQ", 0, 4, w.size) + w.tobytes()),
                 ("___conv_0__.w0.protobuf", encode_config(ParamConfig("___conv_0__.w0", w.size, (2, w.size // 2))))]
        with pytest.raises(ModelFormatError, match="the value loaded for it has"):
            params.init_from_tar(_as_file(wrong))  # rows that are neither one nor the filters: a misfit
