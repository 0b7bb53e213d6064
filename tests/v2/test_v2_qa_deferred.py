"""Found by QA: deferred configuration errors (paddle/v2_deferral.py) where v2 programs reach them
less directly (a memory's boot layer, ...)."""
from __future__ import annotations

import warnings

import pytest

import paddle.v2 as paddle
from paddle.registry import InputError, MissingAttributeError
from paddle.v2_deferral import DeferredConfigWarning

L, T = paddle.layer, paddle.data_type


def test_an_unrunnable_boot_layer_makes_the_group_unrunnable_with_the_boot_layers_error() -> None:
    x = L.data(name="x", type=T.dense_vector_sequence(8))
    p = L.data(name="p", type=T.dense_vector(16))
    with pytest.warns(DeferredConfigWarning):
        boot = L.rotate(input=p, height=3, width=5)  # v2 accepted it; 16 values are not 3 x 5 maps

    def step(y: object) -> object:
        m = L.memory(name="h", size=16, boot_layer=boot)
        return L.fc(input=[y, m], size=16, name="h")
    with pytest.warns(DeferredConfigWarning, match="reads layer 'rotate_0'"):
        out = L.last_seq(input=L.recurrent_group(step=step, input=x))
    assert out.unrunnable is not None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(InputError, match="not maps of 3 x 5") as raised:
            paddle.parameters.create(out)
    assert raised.value.layer == "rotate"


def test_a_missing_argument_lists_the_named_arguments_not_kwargs() -> None:
    x = L.data(name="x", type=T.dense_vector(8))
    with pytest.raises(MissingAttributeError, match="argument 'label' is required") as raised:
        L.classification_cost(x)
    assert "kwargs" not in str(raised.value) and "coeff" in str(raised.value)
