"""The examples in the runtime's docstrings run and print what they say."""
import doctest
import importlib

import pytest

MODULES = ["paddle.core.scope", "paddle.core.net", "paddle.model", "paddle.builder"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_public_api_has_examples():
    import paddle
    for name in ("Scope", "PlainNet", "Model", "NetBuilder"):
        assert ">>>" in (getattr(paddle, name).__doc__ or "")
