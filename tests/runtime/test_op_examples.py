"""Every example an op or layer declares (shown in its docstring and the docs) runs."""
import pytest

import paddle
from paddle.generated import layers
from paddle.model_methods import data
from paddle.registry import default_registry

EXAMPLES = [(meta.name, i, code) for meta in default_registry() for i, code in enumerate(meta.examples)]


def test_the_layers_users_see_first_have_examples():
    assert {"cos_sim", "fc"} <= {name for name, _, _ in EXAMPLES}


@pytest.mark.parametrize("name,index,code", EXAMPLES, ids=[f"{n}-{i}" for n, i, _ in EXAMPLES])
def test_declared_example_runs(name, index, code):
    scope = {"paddle": paddle, "layers": layers, "data": data}
    with paddle.Model():
        exec(compile(code, f"<{name} example {index}>", "exec"), scope)
    produced = [v for v in scope.values() if isinstance(v, paddle.Expression)]
    assert produced, f"{name}'s example builds no expression"
