"""The generated layer API as an end user meets it: real signatures, typed errors in the
user's words, validation once at configuration time."""
from __future__ import annotations

import inspect

import numpy as np
import pytest

from paddle import model as runtime
from paddle import layer_support as support
from paddle.generated import layers
from paddle.registry import (ConstraintError, InputError, MissingAttributeError, UnknownArgumentError,
                             load_plugins)


@pytest.fixture
def xy():
    model = runtime.Model()
    return (runtime.data("x", (3, 4), model=model), runtime.data("y", (3, 4), model=model))


def test_unknown_keyword_names_the_valid_arguments(xy):
    with pytest.raises(UnknownArgumentError) as err:
        layers.cos_sim(*xy, scal=2.0)
    assert str(err.value) == ("cos_sim layer got an unknown argument 'scal'; did you mean 'scale'? "
                              "Valid arguments: X, Y, scale")


def test_constraint_error_in_the_users_words(xy):
    with pytest.raises(ConstraintError) as err:
        layers.cos_sim(*xy, scale=-1.0)
    assert str(err.value) == "cos_sim layer's scale parameter should be larger than 0.0, got -1.0"


def test_missing_input_and_surplus_positional(xy):
    with pytest.raises(MissingAttributeError, match="cos_sim layer's input Y must be set"):
        layers.cos_sim(xy[0])  # type: ignore[call-arg]
    with pytest.raises(UnknownArgumentError, match="takes 2 positional arguments"):
        layers.cos_sim(*xy, 2.0)  # type: ignore[misc]


def test_an_array_is_not_a_layer_output(xy):
    with pytest.raises(InputError, match="cos_sim layer's input Y should be a layer output"):
        layers.cos_sim(xy[0], np.ones((3, 4)))  # type: ignore[arg-type]


def test_input_meta_checked_at_configuration(xy):
    model = xy[0].model
    z = runtime.data("z", (3, 4, 5), model=model)
    with pytest.raises(InputError, match="cos_sim layer's input Y should have rank 2, got rank 3"):
        layers.cos_sim(xy[0], z)


def test_layer_returns_expression_with_inferred_info(xy):
    out = layers.cos_sim(*xy, scale=2.0)
    assert out.info.shape == (3, 1)
    x, y = np.random.default_rng(0).uniform(size=(2, 3, 4))
    value = out.model.run(out, feed={"x": x.astype("float32"), "y": y.astype("float32")})
    want = 2 * (x * y).sum(1) / np.linalg.norm(x, axis=1) / np.linalg.norm(y, axis=1)
    np.testing.assert_allclose(value[:, 0], want, rtol=1e-5)


def test_every_layer_is_a_real_function_with_the_declared_signature():
    user_facing = [m for m in load_plugins() if getattr(m, "role", "layer") == "layer"]
    assert sorted(layers.__all__) == sorted(m.name for m in user_facing)
    for meta in user_facing:
        fn = getattr(layers, meta.name)
        params = inspect.signature(fn).parameters
        assert [t.name for t in meta.inputs] == list(params)[:len(meta.inputs)]
        for name, attr in meta.attributes.items():
            p = params[name]
            assert p.kind is p.KEYWORD_ONLY
            assert (p.default is p.empty) == attr.required
            # a list default is written as a tuple (a mutable default would be shared between calls)
            default = list(p.default) if isinstance(p.default, tuple) else p.default
            assert attr.required or repr(default) == repr(attr.default)
        assert meta.description.split(".")[0] in fn.__doc__


def test_layer_decorator_binds_against_the_real_signature():
    @support.layer("toy", inputs=("X",), attributes=("size", "act"))
    def toy(X: object, *, size: int, act: str = "relu") -> str:
        return f"{size}-{act}"

    assert toy(1, size=3) == "3-relu"
    assert inspect.signature(toy).parameters["size"].annotation in (int, "int")
    with pytest.raises(MissingAttributeError, match="toy layer's size parameter must be set"):
        toy(1)
    with pytest.raises(UnknownArgumentError, match="did you mean 'act'"):
        toy(1, size=3, ac="tanh")


def test_no_exec_and_no_globals_injection():
    source = inspect.getsource(layers)
    assert "exec(" not in source and "globals()" not in source


def test_a_name_that_is_not_a_str_is_refused_in_the_layers_words():
    from paddle.registry import AttributeTypeError
    with runtime.Model():
        x = runtime.data("x", [None, 4])
        with pytest.raises(AttributeTypeError, match="softmax layer's name parameter should be a str, got int 3"):
            layers.softmax(x, name=3)  # type: ignore[arg-type]
        assert layers.softmax(x, name="probs").name == "probs"
