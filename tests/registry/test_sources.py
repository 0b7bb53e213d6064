"""Every declaration knows where it was written, so errors and generated stamps can name it."""
import pathlib

import paddle  # noqa: F401  (registers the built-in ops)
from paddle.registry import default_registry

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_every_op_names_an_existing_file_under_kernels():
    for meta in default_registry():
        path = pathlib.Path(meta.source.file)
        assert path.is_file() and ROOT / "kernels" in path.resolve().parents, (meta.name, path)
        assert meta.source.line > 0


def test_grad_ops_are_declared_beside_their_forward_op():
    reg = default_registry()
    for meta in reg.functions():
        forward = meta.name.removesuffix("_grad")
        if meta.role == "grad" and forward in reg:
            assert meta.source.file == reg.get(forward).source.file, meta.name
