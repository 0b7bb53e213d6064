"""The generator itself: deterministic, idempotent, stamped, and stale files detected."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema

from paddle import codegen
from paddle.codegen.writer import MARK
from paddle.registry import Registry, load_plugins, to_json


def _reversed(registry: Registry) -> Registry:
    """The same ops registered in the opposite order (as another import order would), except
    that an op whose gradient emits other ops comes after them, as registration requires."""
    twin = Registry()
    pending = list(reversed(list(registry)))
    while pending:
        ready = next(m for m in pending if all(op in twin or op == m.name for op in _emits(m)))
        twin.register(ready)
        pending.remove(ready)
    for topology in registry.topologies():
        twin.register_topology(topology)
    return twin


def _emits(meta: object) -> tuple[str, ...]:
    rule = getattr(meta, "grad", None)
    return rule.ops if rule is not None and rule.kind == "composite" else ()


def test_deterministic_whatever_the_registration_order():
    first = codegen.artifacts(load_plugins())
    assert first == codegen.artifacts(load_plugins())
    assert first == codegen.artifacts(_reversed(load_plugins()))


def test_checked_in_generated_folder_is_fresh():
    assert codegen.check() == [], "run `make generate` and commit generated/"


def test_second_run_writes_nothing(tmp_path):
    assert codegen.generate(load_plugins(), tmp_path)
    stamps = {p: p.stat().st_mtime_ns for p in tmp_path.rglob("*") if p.is_file()}
    assert codegen.generate(load_plugins(), tmp_path) == []
    assert stamps == {p: p.stat().st_mtime_ns for p in tmp_path.rglob("*") if p.is_file()}


def test_whole_registry_generates(tmp_path):
    written = codegen.generate(load_plugins(), tmp_path)
    assert written and (tmp_path / "registry.json").is_file()


def test_command_line_generates(tmp_path):
    """(How long it takes is measured in bench/, not asserted here: a loaded machine is no bug.)"""
    subprocess.run([sys.executable, "-m", "paddle.codegen", "--out", str(tmp_path)], check=True,
                   capture_output=True)
    assert (tmp_path / "layers.py").is_file() and (tmp_path / "tests" / "test_cos_sim.py").is_file()


def test_every_file_is_stamped_with_generator_and_sources(tmp_path):
    codegen.generate(load_plugins(), tmp_path)
    for path in tmp_path.rglob("*"):
        if path.is_file() and path.name != "registry.json":  # its schema forbids extra keys
            head = path.read_text()[:600]
            assert MARK in head and "generator: python -m paddle.codegen" in head, path
    assert "sources: kernels/cos_sim.py" in (tmp_path / "tests" / "test_cos_sim.py").read_text()


def test_stale_changed_and_orphaned_files_are_listed_then_fixed(tmp_path):
    codegen.generate(load_plugins(), tmp_path)
    (tmp_path / "layers.py").write_text("# edited by hand\n")
    orphan = tmp_path / "tests" / "test_removed_op.py"
    orphan.write_text(f"# {MARK}\n")
    keep = tmp_path / "tests" / "hand_written.py"
    keep.write_text("# not generated\n")
    assert codegen.check(load_plugins(), tmp_path) == ["layers.py", "tests/test_removed_op.py"]
    assert sorted(codegen.generate(load_plugins(), tmp_path)) == ["layers.py", "tests/test_removed_op.py"]
    assert not orphan.exists() and keep.exists()
    assert codegen.check(load_plugins(), tmp_path) == []


def test_check_flag_lists_stale_files_and_writes_nothing(tmp_path):
    cli = [sys.executable, "-m", "paddle.codegen", "--out", str(tmp_path)]
    subprocess.run(cli, check=True, capture_output=True)
    assert subprocess.run(cli + ["--check"], capture_output=True).returncode == 0
    (tmp_path / "validators.py").write_text("")
    run = subprocess.run(cli + ["--check"], capture_output=True, text=True)
    assert run.returncode == 1 and "validators.py" in run.stdout
    assert (tmp_path / "validators.py").read_text() == ""


def test_registry_json_is_the_registry_and_validates_against_its_schema():
    folder = codegen.DEFAULT_OUT
    document = json.loads((folder / "registry.json").read_text())
    schema = json.loads((folder / "registry.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(document, schema)
    assert document["generator"].startswith(MARK)  # the stamp, in the format's own field
    assert {k: v for k, v in document.items() if k != "generator"} == json.loads(to_json(load_plugins()))


def test_every_registered_op_has_its_artifacts():
    folder: Path = codegen.DEFAULT_OUT
    layers = (folder / "layers.py").read_text()
    docs = (folder / "docs" / "operators.md").read_text()
    for meta in load_plugins():
        assert (folder / "tests" / f"test_{meta.name}.py").is_file(), meta.name
        assert f"### {meta.name}\n" in docs
        user_facing = getattr(meta, "role", "layer") == "layer"
        assert (f"\ndef {meta.name}(" in layers) == user_facing, meta.name


def test_command_line_generates_from_another_registry(tmp_path):
    """`--registry module:attribute` (a plugin's registry, a copy with a new op) and `--package`."""
    import os
    fixtures = Path(__file__).parent / "fixtures"
    cli = [sys.executable, "-m", "paddle.codegen", "--registry", "softplus_op:REGISTRY",
           "--package", "genpkg", "--out", str(tmp_path / "genpkg")]
    env = {**os.environ, "PYTHONPATH": str(fixtures)}
    subprocess.run(cli, check=True, capture_output=True, env=env)
    assert "from genpkg import validators" in (tmp_path / "genpkg" / "tests" / "test_softplus.py").read_text()
    assert "use_registry('softplus_op:REGISTRY')" in (tmp_path / "genpkg" / "tests" / "conftest.py").read_text()
    assert subprocess.run(cli + ["--check"], capture_output=True, env=env).returncode == 0


def test_generated_python_is_lint_clean(tmp_path):
    """The generated files of a registry with every kind of op pass pyflakes' checks (ruff's F
    rules): no unused import, no undefined name, whatever a template emits."""
    codegen.generate(load_plugins(), tmp_path)
    run = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--isolated", "--select", "F",
                          str(tmp_path)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
