"""The runtime's modules import each other without cycles, counting imports inside functions
(a lazy import that only hides a cycle is a cycle) and leaving out TYPE_CHECKING blocks."""
import ast
from pathlib import Path

import paddle

RUNTIME = Path(paddle.__file__).parent
PACKAGES = ("registry", "kernels", "codegen", "generated")  # other layers, checked by their own rules


def runtime_modules():
    return {p.stem: p for p in RUNTIME.glob("*.py") if p.stem != "__init__"}


def imported(path):
    """The runtime modules `path` imports (any depth of the tree but TYPE_CHECKING blocks)."""
    tree = ast.parse(path.read_text())
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            node.body = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                out.add(node.module.split(".")[0])
            else:
                out.update(a.name for a in node.names)
    return out - set(PACKAGES)


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
    assert not imported(modules["scope"]) & {"desc", "initialize", "net", "plan", "operator"}
    assert not imported(modules["operator"]) & {"plan", "net"}
