"""The `needed` keyword (the runtime tells a kernel which outputs anybody reads) is declared the
same way by every kernel taking it: keyword-only, defaulting to every output, on ops with more
than one output; refused at registration otherwise, naming the kernel."""
import inspect

import pytest

from paddle.registry import DeclarationError, Function, Registry, default_registry
from paddle.registry.checks import NEEDED


def _add(x, y):
    return x + y


def _two_out(x):
    return x, x


def _grad_ok(x, y, dout, *, needed=(True, True)):
    return (dout if needed[0] else None), (dout if needed[1] else None)


def _grad_positional(x, y, dout, needed=(True, True)):
    return dout, dout


def _grad_no_default(x, y, dout, *, needed):
    return dout, dout


def _grad_short_default(x, y, dout, *, needed=(True,)):
    return dout, dout


def _grad_false_default(x, y, dout, *, needed=(True, False)):
    return dout, None


def _one_out_needed(x, *, needed=(True,)):
    return x


def _two(kernel=_add):
    return (Function("op", "a test op").input("X").input("Y").output("Out", like="X")
            .oracle("torch", "torch.add(X, Y)").kernel(kernel))


def test_a_well_declared_needed_registers():
    _two().grad(_grad_ok, reads=("X", "Y")).register(Registry())


@pytest.mark.parametrize("grad, problem", [
    (_grad_positional, "takes 'needed' positionally: it should be keyword-only"),
    (_grad_no_default, "should default 'needed' to (True, True) (every output, one per output), got no default"),
    (_grad_short_default, "should default 'needed' to (True, True) (every output, one per output), got (True,)"),
    (_grad_false_default, "got (True, False)"),
])
def test_a_grad_kernel_taking_needed_badly_is_refused(grad, problem):
    with pytest.raises(DeclarationError, match=r"op: gradient: array kernel " + grad.__name__) as err:
        _two().grad(grad, reads=("X", "Y")).register(Registry())
    assert problem in str(err.value)


def test_a_one_output_kernel_taking_needed_is_refused():
    fn = (Function("op", "a test op").input("X").output("Out", like="X").oracle("torch", "torch.neg(X)")
          .kernel(_one_out_needed).no_grad("test"))
    with pytest.raises(DeclarationError, match="takes 'needed' but the op has one output"):
        fn.register(Registry())


def test_an_attribute_named_needed_is_refused():
    fn = (Function("op", "a test op").input("X").output("A", like="X").output("B", like="X")
          .attribute("needed", bool, "clashes").default(True)
          .oracle("torch", "torch.neg(X)").kernel(_two_out).no_grad("test"))
    with pytest.raises(DeclarationError, match="declares an attribute 'needed'"):
        fn.register(Registry())


def test_every_registered_kernel_taking_needed_takes_it_as_declared():
    takers = []
    for meta in default_registry():
        for fn in getattr(meta, "kernels", {}).values():
            try:
                param = inspect.signature(fn).parameters.get(NEEDED)
            except (TypeError, ValueError):
                continue
            if param is not None:
                takers.append(meta.name)
                assert param.kind is param.KEYWORD_ONLY and param.default == (True,) * len(meta.outputs)
    assert len(takers) >= 8  # the multi-input grad kernels (mul, div, pow, square_error, ...)
