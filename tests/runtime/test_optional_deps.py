"""An optional package that is not installed gives a typed error naming the extra to install,
never a bare ModuleNotFoundError from inside paddle."""
from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

PROBE = textwrap.dedent("""
    import sys
    sys.modules["onnx"] = None  # as if onnx were not installed
    import numpy as np
    import paddle
    from paddle.errors import MissingDependencyError
    {body}
""")


@pytest.mark.parametrize("body", [
    "import paddle.onnx.backend",
    """
with paddle.Model() as m:
    y = paddle.layer.relu(paddle.layer.data("x", [None, 2]))
import paddle.onnx
paddle.onnx.export("m.onnx", [y], model=m)
""",
])
def test_onnx_features_without_onnx_name_the_extra(body, tmp_path):
    code = PROBE.format(body=f"try:\n{textwrap.indent(body.strip(), '    ')}\n"
                             "except MissingDependencyError as err:\n"
                             "    assert isinstance(err, ImportError)\n"
                             "    print('typed:', err)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "typed:" in out.stdout and "pip install 'paddle-refactor[onnx]'" in out.stdout, out.stdout
