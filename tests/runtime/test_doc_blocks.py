"""The docs say only what is true: every ```python block of README.md and docs/*.md runs, in order,
in one namespace per file; a ```text block right after one is what it prints. A block that only
sketches (a declaration shown for its shape) is marked `<!-- sketch: why -->` on the line before it.
docs/onnx.md is run by tests/runtime/test_onnx_export.py (its blocks need a trained model)."""
from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted(p for p in (ROOT / "docs").glob("*.md") if p.name != "onnx.md")]
BLOCK = re.compile(r"(?P<mark><!-- sketch:[^>]*-->\n)?```(?P<lang>\w+)\n(?P<body>.*?)```\n", re.S)


def blocks(path: Path) -> list[tuple[str, str | None, int]]:
    """(code, expected output or None, line) of each python block not marked as a sketch."""
    found = list(BLOCK.finditer(path.read_text()))
    out = []
    for i, m in enumerate(found):
        if m["lang"] != "python" or m["mark"]:
            continue
        after = found[i + 1] if i + 1 < len(found) else None
        expected = after["body"] if after is not None and after["lang"] == "text" and after.start() == m.end() else None
        out.append((m["body"], expected, path.read_text()[:m.start()].count("\n") + 1))
    return out


@pytest.mark.parametrize("path", DOCS, ids=[p.name for p in DOCS])
def test_each_python_block_runs_and_prints_what_the_doc_says(path, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    namespace: dict[str, object] = {"__name__": f"doc_{path.stem}"}
    for code, expected, line in blocks(path):
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            exec(compile("\n" * (line) + code, str(path), "exec"), namespace)
        if expected is not None:
            assert printed.getvalue() == expected, f"{path.name}:{line}"


def test_the_docs_hold_blocks_that_run():
    assert sum(len(blocks(p)) for p in DOCS) >= 4
