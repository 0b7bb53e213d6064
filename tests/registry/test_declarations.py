"""The registry refuses an inconsistent declaration at registration, naming its file and line."""
import inspect

import pytest

from paddle.registry import DeclarationError, Function, GradOp, Layer, Registry, Topology

HERE = __file__


def _line() -> int:
    return inspect.currentframe().f_back.f_lineno


def _op(name="op"):
    return Function(name, "a test op").input("X").output("Out", like="X")


def _ident(x, **_):
    return x


def _ident_grad(x, out, dout, **_):
    return dout


_PASS_X = GradOp("assign", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("X@GRAD",)})


def test_default_violating_its_constraint_is_refused_with_file_and_line():
    line = _line() + 1
    decl = _op().attribute("scale", float, "s").default(0.0).larger_than(0.0)
    with pytest.raises(DeclarationError) as info:
        decl.no_grad("test").kernel("cpu", _ident).register(Registry())
    msg = str(info.value)
    assert msg.startswith(f"{HERE}:{line}: op: attribute 'scale': default 0.0 violates its own constraint")
    assert msg.endswith("should be larger than 0.0")


@pytest.mark.parametrize("build,problem", [
    (lambda: Function("op", "d").input("X").output("Out").no_grad("t").kernel("cpu", _ident),
     "output Out has no shape rule"),
    (lambda: _op().kernel("cpu", _ident), "declares neither a gradient rule (.grad / .grad_ops) nor .no_grad(reason)"),
    (lambda: _op().grad(_ident_grad).no_grad("t").kernel("cpu", _ident), "declares both a gradient rule and no_grad"),
    (lambda: _op().grad(_ident_grad).grad_ops(_PASS_X).kernel("cpu", _ident),
     "declares both a grad kernel (.grad) and a composite gradient (.grad_ops)"),
    (lambda: _op().no_grad("t").devices("cpu", "gpu").kernel("cpu", _ident),
     "device 'gpu' is declared but has no kernel"),
    (lambda: _op().no_grad("t"), "declares no kernel"),
    (lambda: _op().no_grad("t").kernel("gpu", _ident), "needs a numpy reference kernel"),
    (lambda: _op().attribute("k", int, "k").no_grad("t").kernel("cpu", lambda x: x),
     "does not accept attribute 'k'"),
    (lambda: _op().attribute("k", str, "k").larger_than(0).no_grad("t").kernel("cpu", _ident),
     "larger_than needs a numeric attribute"),
    (lambda: _op().attribute("k", int, "k").larger_than(0.5).no_grad("t").kernel("cpu", _ident),
     "needs int bounds"),
    (lambda: _op().attribute("k", float, "k").in_range(2.0, 1.0).no_grad("t").kernel("cpu", _ident),
     "in_range needs low <= high"),
    (lambda: _op().attribute("k", int, "k").length(1, 2).no_grad("t").kernel("cpu", _ident),
     "length needs a list attribute"),
    (lambda: _op().attribute("k", int, "k").must_set().default(1).no_grad("t").kernel("cpu", _ident),
     "has a default and must_set"),
    (lambda: _op().attribute("k", str, "k").one_of([1, 2]).no_grad("t").kernel("cpu", _ident),
     "one_of values [1, 2] are not a str"),
    (lambda: _op().attribute("k", int, "k").one_of([1.0, 2.0]).no_grad("t").kernel("cpu", _ident),
     "one_of values [1.0, 2.0] are not an int"),
    (lambda: _op().attribute("k", float, "k").one_of([1, 2.5]).no_grad("t").kernel("cpu", _ident),
     "one_of values [1] are not a finite float"),
    (lambda: _op().attribute("k", int, "k").default("x").no_grad("t").kernel("cpu", _ident),
     "default 'x' is not an int"),
    (lambda: _op().attribute("k", int, "k").custom(lambda v: v > 0, "positive", valid=(0,))
     .no_grad("t").kernel("cpu", _ident), "disagrees with its own examples [0]"),
    (lambda: _op().attribute("X", int, "k").no_grad("t").kernel("cpu", _ident),
     "attribute and input share the name 'X'"),
    (lambda: Function("Bad-Name", "d").no_grad("t").kernel("cpu", _ident), "lower_snake_case"),
    (lambda: _op().output("Y", like="Z").no_grad("t").kernel("cpu", _ident), "which is not an input"),
])
def test_inconsistent_declarations_are_refused(build, problem):
    with pytest.raises(DeclarationError) as info:
        build().register(Registry())
    assert problem in str(info.value)
    assert str(info.value).startswith(HERE + ":")


def test_constraint_before_any_attribute_is_refused():
    with pytest.raises(DeclarationError, match="larger_than given before any attribute"):
        _op().larger_than(0.0)


def test_attribute_of_unsupported_type_is_refused():
    with pytest.raises(DeclarationError, match="unsupported attribute type"):
        _op().attribute("k", dict, "k")


def test_attribute_declared_twice_is_refused():
    with pytest.raises(DeclarationError, match="attribute 'k' is declared twice"):
        _op().attribute("k", int, "k").attribute("k", int, "k")


def test_duplicate_name_names_both_sites():
    reg = Registry()
    first = _line() + 1
    Function("dup", "d").input("X").output("O", like="X").no_grad("t").kernel("cpu", _ident).register(reg)
    with pytest.raises(DeclarationError) as info:
        _op("dup").no_grad("t").kernel("cpu", _ident).register(reg)
    assert f"already registered at {HERE}:{first}" in str(info.value)


def test_layer_needs_compose_and_topology_checks_defaults():
    with pytest.raises(DeclarationError, match="a layer needs .compose"):
        Layer("lay", "d").input("X").output("Out", like="X").register(Registry())
    with pytest.raises(DeclarationError, match="default -1 violates"):
        Topology("net").attribute("batch", int, "b").default(-1).larger_than(0).build()


def test_a_good_declaration_is_registered_and_found():
    reg = Registry()
    meta = _op("good").attribute("k", int, "k").default(2).at_least(1).no_grad("t") \
        .kernel("cpu", _ident).register(reg)
    assert reg.get("good") is meta and "good" in reg and len(reg) == 1
    assert meta.attributes["k"].default == 2 and meta.kernel_for("cpu") is _ident
    assert meta.reference is None  # never the kernel: an op checked against itself passes anything


def test_an_empty_registry_given_is_used_not_the_default():
    from paddle.registry import default_registry
    empty = Registry()
    assert default_registry(empty) is empty and default_registry() is not empty
    Function("lonely", "d").input("X").output("O", like="X").no_grad("t").kernel("cpu", _ident).register(empty)
    assert "lonely" in empty and "lonely" not in default_registry()
