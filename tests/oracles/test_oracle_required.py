"""An op entering the process-wide registry (paddle's ops, a plugin's) without an oracle is
refused at registration, naming its file and line, unless it says why (.no_oracle(reason)); it
is no longer first noticed when its generated tests run. Derived grad ops are exempt (the
numeric gradient of their forward op checks them); probe ops in a private Registry are not
concerned."""
import inspect

import pytest

import paddle  # noqa: F401  (registers the built-in ops)
from paddle.registry import DeclarationError, Function, Registry, default_registry
from paddle.registry import registry as registry_module

HERE = __file__


def _line() -> int:
    return inspect.currentframe().f_back.f_lineno


def _double(x, **_):
    return 2 * x


def _double_grad(x, dout, **_):
    return 2 * dout


def _op(name="probe"):
    return Function(name, "a test op").input("X").output("Out", like="X").kernel(_double)


@pytest.fixture
def process_registry(monkeypatch):
    """A fresh process-wide registry, so a probe registered in a test does not stay."""
    fresh = Registry()
    monkeypatch.setattr(registry_module, "_DEFAULT", fresh)
    return fresh


def test_an_op_without_an_oracle_is_refused_naming_file_and_line(process_registry):
    line = _line() + 1
    declared = Function("probe", "a test op").input("X").output("Out", like="X").kernel(_double).no_grad("t")
    with pytest.raises(DeclarationError, match=rf"{HERE}:{line}: probe: declares no oracle: .*\.no_oracle\(reason\)"):
        declared.register()
    assert "probe" not in process_registry


def test_an_op_that_says_why_it_has_none_registers(process_registry):
    meta = _op().no_grad("t").no_oracle("a plugin under development: no independent implementation yet").register()
    assert meta.no_oracle_reason.startswith("a plugin") and "probe" in process_registry


def test_an_empty_reason_or_a_reason_beside_an_oracle_is_refused(process_registry):
    with pytest.raises(DeclarationError, match="no_oracle"):
        _op().no_grad("t").no_oracle("  ").register()
    with pytest.raises(DeclarationError, match="no_oracle"):
        _op("other").no_grad("t").oracle("torch", "torch.mul(X, 2)").no_oracle("why").register()


def test_a_derived_grad_op_needs_none_of_its_own(process_registry):
    _op().grad(_double_grad, reads=("X",)).oracle("torch", "torch.mul(X, 2)").register()
    assert process_registry.function("probe_grad").derived_from == "probe"


def test_a_probe_op_in_a_private_registry_still_registers():
    assert _op().no_grad("t").register(Registry()).oracle is None


def test_every_op_of_paddle_declares_its_oracle():
    missing = [m.name for m in default_registry().functions() if m.derived_from is None and m.oracle is None]
    assert missing == []
