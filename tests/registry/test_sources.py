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


def test_grad_ops_name_their_forward_declaration_as_their_source():
    """A derived grad op is declared nowhere else: errors about it point at its forward op."""
    reg = default_registry()
    grads = [m for m in reg.functions() if m.role == "grad"]
    assert grads
    for meta in grads:
        assert meta.source == reg.get(meta.derived_from).source, meta.name
