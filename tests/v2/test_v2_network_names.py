"""v2's parameter names inside composite networks (paddle.networks), so a tar v2 wrote of such a
network loads by name. The expected names are written from v2's rules (trainer_config_helpers/
networks.py, late 2017): a network made without a name is named `__<prefix>_<n>__`
(wrap_name_default, its prefix per network), its inner layers `<name>_conv`, `<name>_bn`,
`<name>_pool`, `lstm_transform_<name>`, `<name>_transform`, `<name>_conv_fc`, `<name>_fw`, ...,
and the parameters of layer L `_L.w0` / `_L.wbias` (a batch norm's moving mean and variance
`_L.w1`, `_L.w2`)."""
from __future__ import annotations

import pytest

import paddle.v2 as paddle


def _image():
    return paddle.layer.data(name="img", type=paddle.data_type.dense_vector(64), height=8, width=8)


def _sequence():
    return paddle.layer.data(name="s", type=paddle.data_type.dense_vector_sequence(6))


def _names(build) -> set[str]:
    with paddle.Tape():
        return set(paddle.parameters.create(build()).keys())


def _conv(layer: str) -> set[str]:
    return {f"_{layer}.w0", f"_{layer}.wbias"}


def _bn(layer: str) -> set[str]:
    return {f"_{layer}.w0", f"_{layer}.wbias", f"_{layer}.w1", f"_{layer}.w2"}


def _lstm(name: str) -> set[str]:  # simple_lstm: the projection `lstm_transform_<name>`, then lstmemory `<name>`
    return {f"_lstm_transform_{name}.w0", f"_{name}.w0", f"_{name}.wbias"}


CASES = {
    "simple_img_conv_pool": (
        lambda: paddle.networks.simple_img_conv_pool(input=_image(), filter_size=3, num_filters=4, num_channel=1,
                                                     pool_size=2),
        _conv("__conv_pool_0___conv")),
    "simple_img_conv_pool named": (
        lambda: paddle.networks.simple_img_conv_pool(input=_image(), filter_size=3, num_filters=4, num_channel=1,
                                                     pool_size=2, name="cp"),
        _conv("cp_conv")),
    "img_conv_bn_pool": (
        lambda: paddle.networks.img_conv_bn_pool(input=_image(), filter_size=3, num_filters=4, num_channel=1,
                                                 pool_size=2),
        _conv("__conv_bn_pool_0___conv") | _bn("__conv_bn_pool_0___bn")),
    "img_conv_group": (  # inner layers named as plain layers: __conv_<n>__, __batch_norm_<n>__
        lambda: paddle.networks.img_conv_group(input=_image(), conv_num_filter=[4, 4], pool_size=2, num_channels=1,
                                               conv_with_batchnorm=True),
        _conv("__conv_0__") | _conv("__conv_1__") | _bn("__batch_norm_0__") | _bn("__batch_norm_1__")),
    "simple_lstm": (lambda: paddle.networks.simple_lstm(input=_sequence(), size=4), _lstm("__lstm_0__")),
    "simple_lstm named": (lambda: paddle.networks.simple_lstm(input=_sequence(), size=4, name="enc"), _lstm("enc")),
    "sequence_conv_pool": (
        lambda: paddle.networks.sequence_conv_pool(input=_sequence(), context_len=3, hidden_size=4),
        _conv("__sequence_conv_pooling_0___conv_fc")),
    "bidirectional_lstm": (
        lambda: paddle.networks.bidirectional_lstm(input=_sequence(), size=4),
        _lstm("__bidirectional_lstm_0___fw") | _lstm("__bidirectional_lstm_0___bw")),
    "simple_gru2": (  # the projection `<name>_transform`, then grumemory `<name>`
        lambda: paddle.networks.simple_gru2(input=_sequence(), size=4),  # no transform bias by default, as v2
        {"___simple_gru2_0___transform.w0", "___simple_gru2_0__.w0", "___simple_gru2_0__.wbias"}),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_composite_network_names_its_parameters_as_v2(case):
    build, expected = CASES[case]
    assert _names(build) == expected


def test_two_networks_of_a_kind_count_up():
    def two():
        first = paddle.networks.simple_lstm(input=_sequence(), size=4)
        return paddle.networks.simple_lstm(input=first, size=4)
    assert _names(two) == _lstm("__lstm_0__") | _lstm("__lstm_1__")


def test_simple_attention_names_its_weights_after_the_network():
    def build():
        enc = _sequence()
        proj = paddle.layer.fc(input=enc, size=4, act=paddle.activation.Linear(), bias_attr=False, name="proj")
        state = paddle.layer.data(name="state", type=paddle.data_type.dense_vector(4))
        return paddle.networks.simple_attention(encoded_sequence=enc, encoded_proj=proj, decoder_state=state)
    assert _names(build) == {"_proj.w0", "___simple_attention_0___transform.w0", "___simple_attention_0___softmax.w0"}


def _renamed_tar(data: bytes, renames: dict[str, str]) -> bytes:
    """The tar with parameters renamed (each member and the name its `.protobuf` config holds)."""
    import dataclasses
    import io
    import tarfile

    from paddle.v2.param_tar import decode_config, encode_config
    out = io.BytesIO()
    with tarfile.open(fileobj=io.BytesIO(data)) as src, tarfile.open(fileobj=out, mode="w") as dst:
        for member in src.getmembers():
            body = src.extractfile(member).read()
            base, dot, ext = member.name.partition(".protobuf")
            if dot:
                conf = decode_config(body, member.name, "test")
                body = encode_config(dataclasses.replace(conf, name=renames.get(conf.name, conf.name)))
            member.name, member.size = renames.get(base, base) + dot + ext, len(body)
            dst.addfile(member, io.BytesIO(body))
    return out.getvalue()


def test_a_v2_simple_gru_tar_loads_by_its_recurrent_group_names():
    """v2's simple_gru ran its step in `<name>_recurrent_group`: its tar holds the step's weights as
    `_g@g_recurrent_group.w0` / `.wbias`; ours, one grumemory layer `g`, loads them from there."""
    import io

    import numpy as np

    def build():
        return paddle.networks.simple_gru(input=_sequence(), size=4, name="g")
    with paddle.Tape():
        params = paddle.parameters.create(build())
        rng = np.random.default_rng(0)
        for n in params.keys():
            params.set(n, rng.normal(size=params.get_shape(n)).astype(np.float32))
        buf = io.BytesIO()
        params.to_tar(buf)
        want = {n: params.get(n).copy() for n in params.keys()}
    v2_tar = _renamed_tar(buf.getvalue(), {"_g.w0": "_g@g_recurrent_group.w0",
                                           "_g.wbias": "_g@g_recurrent_group.wbias"})
    with paddle.Tape():
        fresh = paddle.parameters.create(build())
        fresh.init_from_tar(io.BytesIO(v2_tar))
        for n, value in want.items():
            np.testing.assert_array_equal(fresh.get(n), value)
