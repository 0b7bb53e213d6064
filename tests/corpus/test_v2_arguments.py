"""Every v2 layer (each public function of paddle.v2.layer, generated or hand-written) refuses a
keyword argument it does not declare with a typed error naming the layer and the argument and
listing the accepted ones, before it builds anything (issue 22: `fc(colour=1)` was a raw TypeError)."""
from __future__ import annotations

import inspect

import pytest

import paddle.v2 as paddle
from paddle.registry.errors import UnknownArgumentError

KEYWORDS = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)


def _takes_any_keyword(f):
    return any(p.kind is inspect.Parameter.VAR_KEYWORD for p in inspect.signature(f).parameters.values())


# a layer taking **kwargs (v2's older argument names) judges them in its body
LAYERS = sorted(n for n, f in vars(paddle.layer).items()
                if not n.startswith("_") and inspect.isfunction(f) and not _takes_any_keyword(f))


def test_there_are_layers_to_check():
    assert {"fc", "data", "img_conv", "lstmemory", "addto", "crf"} <= set(LAYERS) and len(LAYERS) > 150


@pytest.mark.parametrize("name", LAYERS)
def test_an_unknown_keyword_argument_is_a_typed_error(name):
    layer = getattr(paddle.layer, name)
    with pytest.raises(UnknownArgumentError) as err:
        layer(colour_of_the_sky=1)
    accepted = [n for n, p in inspect.signature(layer).parameters.items() if p.kind in KEYWORDS]
    message = str(err.value)
    assert "colour_of_the_sky" in message and f"{name} layer" in message
    assert all(p in message for p in accepted[:3]), message


def test_a_misspelt_argument_gets_a_suggestion():
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(3))
        with pytest.raises(UnknownArgumentError, match="did you mean 'size'"):
            paddle.layer.fc(input=x, sise=2)


def test_the_checked_layers_keep_their_signatures_and_docs():
    fc = paddle.layer.fc
    assert "size" in inspect.signature(fc).parameters and fc.__doc__ and fc.__name__ == "fc"
