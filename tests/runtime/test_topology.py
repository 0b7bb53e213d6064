"""A model's own settings (seed 002's TopologyMeta "model"): declared in the registry,
validated like any attribute, and used by the layers that take defaults."""
from __future__ import annotations

import numpy as np
import pytest

import paddle
from paddle import NetBuilder
from paddle.registry import AttributeTypeError, ConstraintError, UnknownArgumentError, default_registry


def _first_weights(**topology):
    with paddle.Model(**topology) as model:
        x = paddle.layer.data("x", [None, 3])
        paddle.layer.fc(x, size=2)
    model.init_params()
    return x, np.asarray(model.root_scope().var("fc_0.w").value)


def test_the_model_topology_is_declared_in_the_registry():
    meta = default_registry().topology("model")
    assert set(meta.attributes) == {"dtype", "seed"}


def test_dtype_is_the_default_of_data_layers_and_parameters():
    x, w = _first_weights(dtype="float64")
    assert x.info.dtype.value == "float64" and w.dtype == np.float64
    x, w = _first_weights()
    assert x.info.dtype.value == "float32" and w.dtype == np.float32


def test_seed_changes_the_initial_values_and_repeats_them():
    _, a = _first_weights(seed=3)
    _, b = _first_weights(seed=3)
    _, c = _first_weights(seed=4)
    np.testing.assert_array_equal(a, b)
    assert not np.array_equal(a, c)


def test_bad_settings_are_typed_errors_in_the_users_words():
    with pytest.raises(ConstraintError, match="model layer's dtype parameter should be one of"):
        paddle.Model(dtype="int64")
    with pytest.raises(AttributeTypeError, match="model layer's seed parameter should be an int"):
        paddle.Model(seed=1.5)
    with pytest.raises(UnknownArgumentError, match="did you mean 'seed'"):
        NetBuilder(sed=1)


def test_the_net_builder_takes_the_same_settings():
    b = NetBuilder(dtype="float64")
    assert b.graph.infos[b.data("x", [None, 2]).name].dtype.value == "float64"
