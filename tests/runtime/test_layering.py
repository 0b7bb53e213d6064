"""The runtime's modules import each other without cycles, counting imports inside functions
(a lazy import that only hides a cycle is a cycle) and leaving out TYPE_CHECKING blocks."""
import ast
from pathlib import Path

import paddle

RUNTIME = Path(paddle.__file__).parent
ROOMS = ("", "core", "nets")  # paddle's own modules, its core and its nested net kinds
PACKAGES = ("registry", "kernels", "codegen", "generated")  # other layers, checked by their own rules


def runtime_modules():
    """{'plan' for paddle/core/plan.py... 'core.plan' for paddle/core/plan.py: path}"""
    out = {}
    for room in ROOMS:
        for p in (RUNTIME / room).glob("*.py"):
            if p.stem != "__init__":
                out[f"{room}.{p.stem}" if room else p.stem] = p
    return out


def imported(path):
    """The runtime modules `path` imports (any depth of the tree but TYPE_CHECKING blocks), relative
    imports resolved from the module's room, absolute ones from `paddle.`."""
    tree = ast.parse(path.read_text())
    room = [] if path.parent == RUNTIME else [path.parent.name]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            node.body = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            base = room[:len(room) - (node.level - 1)] if node.level - 1 <= len(room) else None
            if base is None:
                continue
        elif node.module and node.module.startswith("paddle."):
            base = []
        else:
            continue
        module = (node.module or "").split(".") if node.level else node.module.split(".")[1:]
        parts = [p for p in base + module if p]
        if not node.module:
            out.update(".".join(parts + [a.name]) for a in node.names)
        else:
            out.update({".".join(parts[:1]), ".".join(parts[:2])})
    return {m for m in out if m and m.split(".")[0] not in PACKAGES}


def find_cycle(graph):
    state = {}

    def visit(n, path):
        state[n] = "open"
        for m in sorted(graph.get(n, ())):
            if state.get(m) == "open":
                return path + [n, m]
            if m not in state and (found := visit(m, path + [n])):
                return found
        state[n] = "done"
        return None
    for n in sorted(graph):
        if n not in state and (found := visit(n, [])):
            return found
    return None


def test_no_import_cycle_among_runtime_modules():
    graph = {name: imported(path) & set(runtime_modules()) for name, path in runtime_modules().items()}
    assert find_cycle(graph) is None, find_cycle(graph)


def test_the_cycle_finder_finds_a_planted_cycle():
    assert find_cycle({"model": {"model_methods"}, "model_methods": {"model"}}) == ["model", "model_methods", "model"]


def test_lower_layers_do_not_reach_up():
    modules = runtime_modules()
    assert not imported(modules["core.scope"]) & {"core.desc", "core.initialize", "core.net", "core.plan",
                                                  "core.operator"}
    assert not imported(modules["core.operator"]) & {"core.plan", "core.net"}


def test_the_core_imports_no_front_end_and_no_nested_net():
    modules = runtime_modules()
    for name, path in modules.items():
        if name.startswith("core."):
            reached = {m for m in imported(path) if m in modules and not m.startswith("core.")}
            assert reached <= {"errors"}, (name, reached)
