"""The generated tests catch planted bugs: each mutant (a copy of the registry with one
declaration or kernel changed) gets its tests generated, and they fail, for the right reason;
the same tests pass on the unmutated registry."""
from __future__ import annotations

import re

import pytest

from paddle import codegen

# mutant -> (the generated test file that must fail, the test in it that must catch the bug)
MUTANTS = {
    "softplus_loosened_constraint": ("test_softplus.py", "test_kernel_at_boundary_value"),
    "softplus_wrong_gradient": ("test_softplus.py", "test_numeric_gradient"),
    "softplus_wrong_shape_rule": ("test_softplus.py", "test_shape_rule_agrees_with_kernel"),
    "softplus_wrong_dtype_rule": ("test_softplus.py", "test_shape_rule_agrees_with_kernel"),
    "sum_wrong_gradient": ("test_sum.py", "test_numeric_gradient"),
    "cos_sim_wrong_gradient": ("test_cos_sim.py", "test_numeric_gradient"),
    "cos_sim_wrong_shape_rule": ("test_cos_sim.py", "test_shape_rule_agrees_with_kernel"),
    "cos_sim_wrong_kernel": ("test_cos_sim.py", "test_kernel_matches_oracle"),
    "cos_sim_wrong_input_rank": ("test_cos_sim.py", "test_shape_rule_agrees_with_kernel"),
}


def _failed(stdout: str) -> set[str]:
    return set(re.findall(r"FAILED \S+::(\w+)", stdout))


def test_generated_tests_pass_on_the_original(generated):
    run = generated("mutants:original").pytest("test_softplus.py", "test_cos_sim.py")
    assert run.returncode == 0, run.stdout[-3000:]


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_generated_tests_fail_on_mutant(generated, mutant):
    test_file, catcher = MUTANTS[mutant]
    run = generated(f"mutants:{mutant}").pytest(test_file)
    assert run.returncode == 1, run.stdout[-3000:]
    assert catcher in _failed(run.stdout), run.stdout[-3000:]


def test_stale_tests_catch_a_changed_declaration(generated):
    """Tests generated before a constraint was loosened fail against the loosened declaration
    (the registry now accepts what the checked-in tests and validator reject)..."""
    gen = generated("mutants:original")
    run = gen.pytest("test_cos_sim.py", registry="mutants:cos_sim_loosened_constraint")
    assert run.returncode == 1
    assert {"test_boundary_value_rejected", "test_validator_agrees_with_registry"} <= _failed(run.stdout)


def test_check_reports_a_changed_declaration_as_stale(generated):
    """... and `--check` (CI) refuses it before any test runs."""
    import mutants
    gen = generated("mutants:original")
    stale = codegen.check(mutants.cos_sim_loosened_constraint(), gen.package, package_name="genpkg",
                          registry_ref="mutants:original")
    assert {"validators.py", "tests/test_cos_sim.py", "docs/operators.md", "registry.json"} <= set(stale)


def test_generated_tests_catch_a_generator_bug(generated):
    """A check emitted with >= for larger_than (a bug in codegen, not in the op) fails the
    boundary tests: they hold the registry's verdict on each value, not the generator's."""
    gen = generated("mutants:original")
    validators = gen.package / "validators.py"
    text = validators.read_text()
    assert "if not (value > 0.0):" in text
    validators.write_text(text.replace("if not (value > 0.0):", "if not (value >= 0.0):"))
    run = gen.pytest("test_cos_sim.py")
    assert run.returncode == 1
    assert {"test_boundary_value_rejected", "test_validator_agrees_with_registry"} <= _failed(run.stdout)
